import { createUIMessageStream, createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { CHAT_FAILED_MESSAGE, NOT_FOUND_MESSAGE } from "../chat/messages.ts";
import { batcher } from "../chat/batch.ts";
import { FALLBACK_NOTICE, type Reply } from "../chat/reply.ts";
import {
  anonymousSendSchema,
  chatIdQuery,
  chatsQuery,
  chatTitleSchema,
  fromResultSchema,
  sendSchema,
  streamSchema,
} from "../chat/schema.ts";
import type { Refusal, TurnInput } from "../chat/service.ts";
import { requireUser } from "./auth-guard.ts";
import { chatRefusal, type HttpRefusal } from "./chat-refusal.ts";
import { apiError } from "./errors.ts";
import { idempotent } from "./idempotency.ts";
import { readJson } from "./json-body.ts";
import {
  apiRouter,
  failure,
  idempotencyKey,
  idempotencyResponses,
  invalidInputResponse,
  json,
  jsonBody,
  signedIn,
} from "./openapi.ts";

function refuse(c: Context, refusal: Refusal) {
  const r = chatRefusal(refusal);
  return apiError(c, r.status, r.code, r.message, r.plan ? { plan: r.plan } : {});
}

type ReplyBody = {
  response: string;
  chat_id: string | null;
  title: string | null;
  red_flag: string | null;
  source: "safety" | "model" | "fallback";
  notice: string | null;
};

type Failure = HttpRefusal | { status: 503; code: string; message: string; plan?: undefined };
type Answer<F extends Failure = Failure> = { ok: true; body: ReplyBody } | { ok: false; refusal: F };

/** What the person is told about who answered: nothing unless the offline engine stood in. */
export function noticeFor(reply: Reply): string | null {
  return reply.info.source === "fallback" ? FALLBACK_NOTICE : null;
}

/** A non-streamed answer: the SPEC's { response } (plus the chat's id and title, and who answered). */
async function answer(ctx: AppContext, request: Request, input: TurnInput): Promise<Answer> {
  const turn = await ctx.services.chat.beginTurn(request, { ...input, stream: false });
  if (!turn.ok) return { ok: false, refusal: chatRefusal(turn) };
  let text = "";
  try {
    for await (const piece of turn.reply.text) text += piece;
  } catch (error) {
    console.error("chat: model failed", error);
    await turn.finish(text);
    return { ok: false, refusal: { status: 503, code: "model_unavailable", message: CHAT_FAILED_MESSAGE } };
  }
  await turn.finish(text);
  return {
    ok: true,
    body: {
      response: text.trim(),
      chat_id: input.chatId ?? null,
      title: turn.title,
      red_flag: turn.reply.redFlag,
      source: turn.reply.info.source,
      notice: noticeFor(turn.reply),
    },
  };
}

function respond<F extends Failure, S extends 200 | 201 = 200>(c: Context, a: Answer<F>, status = 200 as S) {
  if (a.ok) return c.json(a.body, status);
  const r = a.refusal;
  return apiError(c, r.status, r.code, r.message, r.plan ? { plan: r.plan } : {});
}

const responseSchema = z
  .object({
    response: z.string().meta({ description: "HealthBuddy's answer (Markdown: paragraphs, bold, lists, links)." }),
    chat_id: z.string().nullable(),
    title: z.string().nullable().meta({ description: "The chat's new title when this exchange named it." }),
    red_flag: z.string().nullable().meta({ description: "Set when the safety layer answered a danger sign." }),
    source: z.enum(["safety", "model", "fallback"]).meta({
      description: "Who answered: the safety layer, the configured model, or the offline engine standing in for it.",
    }),
    notice: z
      .string()
      .nullable()
      .meta({ description: "A notice to show with the answer (set when the offline engine stood in for the model)." }),
  })
  .meta({ id: "ChatReply" });
const messageSchema = z
  .object({
    id: z.number(),
    content: z.string(),
    sender: z.enum(["user", "bot"]),
    created_at: z.string(),
    status: z
      .enum(["complete", "interrupted", "failed"])
      .meta({ description: "An answer that was stopped or failed part-way is kept and marked." }),
    source: z.enum(["safety", "model", "fallback"]).nullable(),
  })
  .meta({ id: "ChatMessage" });
const chatItemSchema = z
  .object({ chat_id: z.string(), title: z.string(), created_at: z.string(), updated_at: z.string().nullable() })
  .meta({ id: "ChatListItem" });
const errors = {
  400: invalidInputResponse,
  401: failure("Not signed in"),
  404: failure("No such chat for this user"),
  429: failure("Daily reply allowance used up (plain message with the upgrade offer)"),
  503: failure("The model could not answer"),
};
const tags = ["Chat"];
const chatIdParam = z.object({ chat_id: z.string() });

const postStream = createRoute({
  method: "post",
  path: "/chat/stream",
  summary: "Send a message and stream HealthBuddy's answer",
  description:
    "Answers text/event-stream in the `ai` SDK UI message stream protocol (v1): start, data-meta, text-start, text-delta…, text-end, data-chat, finish, then [DONE]. Text arrives a few words per event. data-meta says who answers (source: safety, model or fallback, with a notice to show when the offline engine stands in for a model that did not answer in time). A model that fails part-way ends the stream with an error chunk instead of finish. With chat_id (signed in) the question is stored before any model is called and the answer when it ends (complete, interrupted by Stop, or failed); with uid (or neither) nothing is stored. Without an account the allowance follows a signed device cookie (hb_device). Danger signs are answered by the safety layer at once and never count against the allowance.",
  tags,
  ...idempotencyKey,
  middleware: [idempotent, readJson(streamSchema)],
  request: { body: jsonBody(streamSchema) },
  responses: {
    200: { description: "The answer, streamed", content: { "text/event-stream": { schema: z.string() } } },
    ...errors,
    ...idempotencyResponses,
  },
});
const postMessage = createRoute({
  method: "post",
  path: "/messages/",
  summary: "Send a message in a saved chat (the SPEC's call)",
  tags,
  ...signedIn,
  ...idempotencyKey,
  middleware: [requireUser, idempotent, readJson(sendSchema)],
  request: { body: jsonBody(sendSchema) },
  responses: { 200: json(responseSchema, "The answer"), ...errors, ...idempotencyResponses },
});
const getMessages = createRoute({
  method: "get",
  path: "/messages",
  summary: "The messages of one of your chats, oldest first",
  tags,
  ...signedIn,
  middleware: [requireUser],
  request: { query: chatIdQuery },
  responses: { 200: json(z.array(messageSchema), "Messages"), 400: errors[400], 401: errors[401], 404: errors[404] },
});
const getChats = createRoute({
  method: "get",
  path: "/getChats",
  summary: "Your chats, oldest first (the SPEC's client shows them reversed); q filters by title and message text",
  tags,
  ...signedIn,
  middleware: [requireUser],
  request: { query: chatsQuery },
  responses: { 200: json(z.array(chatItemSchema), "Chats"), 400: errors[400], 401: errors[401] },
});
const postAnonymous = createRoute({
  method: "post",
  path: "/anonymous_messages/",
  summary: "Send a message without an account; nothing is stored",
  tags,
  middleware: [readJson(anonymousSendSchema)],
  request: { body: jsonBody(anonymousSendSchema) },
  responses: { 200: json(responseSchema, "The answer"), 400: errors[400], 429: errors[429], 503: errors[503] },
});
const postFromResult = createRoute({
  method: "post",
  path: "/chats/from-result",
  summary: "Start a saved chat from a symptom checker result ('Yes, continue')",
  description:
    "Creates the chat with the given first message and HealthBuddy's answer. Repeating the call for the same chat returns it unchanged.",
  tags,
  ...signedIn,
  ...idempotencyKey,
  middleware: [requireUser, idempotent, readJson(fromResultSchema)],
  request: { body: jsonBody(fromResultSchema) },
  responses: {
    201: json(responseSchema, "Created"),
    200: json(responseSchema, "Already created"),
    ...errors,
    ...idempotencyResponses,
  },
});
const renameChat = createRoute({
  method: "patch",
  path: "/chats/{chat_id}",
  summary: "Rename one of your chats",
  tags,
  ...signedIn,
  middleware: [requireUser, readJson(chatTitleSchema)],
  request: { params: chatIdParam, body: jsonBody(chatTitleSchema) },
  responses: { 200: json(chatItemSchema, "Renamed"), 400: errors[400], 401: errors[401], 404: errors[404] },
});
const deleteChat = createRoute({
  method: "delete",
  path: "/chats/{chat_id}",
  summary: "Delete one of your chats and all its messages",
  tags,
  ...signedIn,
  middleware: [requireUser],
  request: { params: chatIdParam },
  responses: { 204: { description: "Deleted" }, 401: errors[401], 404: errors[404] },
});

type Meta = {
  kind: "red_flag" | "model";
  red_flag: string | null;
  source: "safety" | "model" | "fallback";
  notice: string | null;
};
type ChatData = { chat_id: string | null; title: string | null; stored: boolean };
type Chunk = UIMessageChunk<unknown, { meta: Meta; chat: ChatData }>;

const notFound = (c: Context) => apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const chat = apiRouter()
  .openapi(postStream, async (c) => {
    const ctx = c.var.ctx;
    const body = c.req.valid("json");
    const abort = new AbortController();
    const turn = await ctx.services.chat.beginTurn(c.req.raw, {
      content: body.content,
      previous: body.previous,
      chatId: body.chat_id ?? null,
      abortSignal: abort.signal,
    });
    if (!turn.ok) return refuse(c, turn);
    const reply = turn.reply;

    // The answer is stored when the stream ends, even when the reader has gone (Stop, closed tab).
    let settle: () => void = () => {};
    ctx.waitUntil(new Promise<void>((resolve) => (settle = resolve)));
    const messageId = crypto.randomUUID();
    const ui = createUIMessageStream<never>({
      execute: async ({ writer }) => {
        const write = (chunk: Chunk) => {
          try {
            writer.write(chunk as never);
          } catch {
            // The reader has gone; the answer is still finished and stored below.
          }
        };
        let text = "";
        let started = false;
        // Who answers is known once the first words arrive (the offline engine may have stood in).
        const begin = () => {
          if (started) return;
          started = true;
          write({
            type: "data-meta",
            data: { kind: reply.kind, red_flag: reply.redFlag, source: reply.info.source, notice: noticeFor(reply) },
          });
          write({ type: "text-start", id: "answer" });
        };
        const out = batcher((delta) => write({ type: "text-delta", id: "answer", delta }));
        try {
          write({ type: "start", messageId });
          try {
            for await (const delta of reply.text) {
              begin();
              text += delta;
              out.push(delta);
            }
          } catch (error) {
            console.error("chat: the model failed", error);
            out.flush();
            if (started) write({ type: "text-end", id: "answer" });
            await turn.finish(text);
            write({ type: "error", errorText: CHAT_FAILED_MESSAGE });
            return;
          }
          begin();
          out.flush();
          write({ type: "text-end", id: "answer" });
          await turn.finish(text);
          write({ type: "data-chat", data: { chat_id: body.chat_id ?? null, title: turn.title, stored: turn.stored } });
          write({ type: "finish", finishReason: abort.signal.aborted ? "other" : "stop" });
        } finally {
          settle();
        }
      },
      onError: (error) => {
        console.error("chat: stream failed", error);
        return CHAT_FAILED_MESSAGE;
      },
    });
    // Cancelling the response (Stop, a closed tab) aborts the model call upstream too.
    const reader = ui.getReader();
    const stream = new ReadableStream<UIMessageChunk>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        abort.abort(reason);
        return reader.cancel(reason);
      },
    });
    return createUIMessageStreamResponse({ stream, headers: { "cache-control": "no-store" } });
  })
  .openapi(renameChat, async (c) => {
    const ctx = c.var.ctx;
    const chatId = c.req.valid("param").chat_id;
    const { title } = c.req.valid("json");
    if (!UUID.test(chatId) || !(await ctx.services.chat.rename(chatId, ctx.viewer!.id, title))) return notFound(c);
    const renamed = await ctx.services.chat.get(chatId, ctx.viewer!.id);
    return c.json(
      { chat_id: chatId, title, created_at: renamed?.createdAt ?? "", updated_at: renamed?.updatedAt ?? null },
      200,
    );
  })
  .openapi(deleteChat, async (c) => {
    const ctx = c.var.ctx;
    const chatId = c.req.valid("param").chat_id;
    if (!UUID.test(chatId) || !(await ctx.services.chat.remove(chatId, ctx.viewer!.id))) return notFound(c);
    return c.body(null, 204);
  })
  .openapi(postMessage, async (c) => {
    const body = c.req.valid("json");
    return respond(
      c,
      await answer(c.var.ctx, c.req.raw, { content: body.content, previous: body.previous, chatId: body.chat_id }),
    );
  })
  .openapi(getMessages, async (c) => {
    const ctx = c.var.ctx;
    const { chat_id } = c.req.valid("query");
    if ((await ctx.services.chat.access(chat_id, ctx.viewer!.id)) !== "owner")
      return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
    return c.json(await ctx.services.chat.messages(chat_id), 200);
  })
  .openapi(getChats, async (c) => {
    const ctx = c.var.ctx;
    return c.json(await ctx.services.chat.list(ctx.viewer!.id, c.req.valid("query").q ?? ""), 200);
  })
  .openapi(postAnonymous, async (c) => {
    const body = c.req.valid("json");
    const a = await answer(c.var.ctx, c.req.raw, { content: body.content, previous: body.previous, chatId: null });
    if (a.ok) return c.json(a.body, 200);
    const r = a.refusal;
    // Without a saved chat there is nobody to check and no chat to find: only the allowance or the model refuse.
    if (r.status !== 429 && r.status !== 503) throw new Error(`chat: an anonymous turn was refused with ${r.status}`);
    return apiError(c, r.status, r.code, r.message, r.plan ? { plan: r.plan } : {});
  })
  .openapi(postFromResult, async (c) => {
    const ctx = c.var.ctx;
    const body = c.req.valid("json");
    const userId = ctx.viewer!.id;
    const access = await ctx.services.chat.access(body.chat_id, userId);
    if (access === "other") return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
    if (access === "owner") {
      const existing = await ctx.services.chat.get(body.chat_id, userId);
      const last = (await ctx.services.chat.messages(body.chat_id)).findLast((m) => m.sender === "bot");
      return c.json(
        {
          response: last?.content ?? "",
          chat_id: body.chat_id,
          title: existing?.title ?? null,
          red_flag: null,
          source: last?.source ?? "model",
          notice: last?.source === "fallback" ? FALLBACK_NOTICE : null,
        },
        200,
      );
    }
    return respond(
      c,
      await answer(ctx, c.req.raw, { content: body.message, previous: body.previous, chatId: body.chat_id }),
      201,
    );
  });
