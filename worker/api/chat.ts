import { createUIMessageStream, createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { askerOf, chatDeps } from "../chat/deps.ts";
import { CHAT_FAILED_MESSAGE } from "../chat/messages.ts";
import { replyText } from "../chat/reply.ts";
import {
  anonymousSendSchema,
  chatIdQuery,
  chatsQuery,
  fromResultSchema,
  sendSchema,
  streamSchema,
} from "../chat/schema.ts";
import { beginTurn, NOT_FOUND_MESSAGE, type Refusal, type TurnInput } from "../chat/service.ts";
import { chatAccess, getChat, listChats, listMessages } from "../chat/store.ts";
import { requireUser } from "./auth-guard.ts";
import { apiError, apiErrorSchema } from "./errors.ts";
import { idempotent } from "./idempotency.ts";
import { describeRoute } from "./openapi.ts";
import type { ApiEnv } from "./types.ts";
import { jsonBody, queryParams } from "./validate.ts";

const asker = askerOf;

function refuse(c: Context, r: Refusal) {
  return apiError(c, r.status, r.code, r.message, r.plan ? { plan: r.plan } : {});
}

type Answer =
  | { ok: true; body: { response: string; chat_id: string | null; title: string | null; red_flag: string | null } }
  | { ok: false; refusal: Refusal | { status: 503; code: string; message: string; plan?: undefined } };

/** A non-streamed answer: the SPEC's { response } (plus the chat's id and title). */
async function answer(ctx: AppContext, input: TurnInput): Promise<Answer> {
  const turn = await beginTurn(chatDeps(ctx), asker(ctx), { ...input, stream: false });
  if (!turn.ok) return { ok: false, refusal: turn };
  let text: string;
  try {
    text = await replyText(turn.reply);
  } catch (error) {
    console.error("chat: model failed", error);
    await turn.failed();
    return { ok: false, refusal: { status: 503, code: "model_unavailable", message: CHAT_FAILED_MESSAGE } };
  }
  const { title } = await turn.complete(text);
  return { ok: true, body: { response: text, chat_id: input.chatId ?? null, title, red_flag: turn.reply.redFlag } };
}

function respond(c: Context, a: Answer, status: 200 | 201 = 200) {
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
  })
  .meta({ id: "ChatReply" });
const messageSchema = z.object({ id: z.number(), content: z.string(), sender: z.enum(["user", "bot"]), created_at: z.string() }).meta({ id: "ChatMessage" });
const chatItemSchema = z.object({ chat_id: z.string(), title: z.string(), created_at: z.string(), updated_at: z.string().nullable() }).meta({ id: "ChatListItem" });
const errors = {
  401: { description: "Not signed in", schema: apiErrorSchema },
  404: { description: "No such chat for this user", schema: apiErrorSchema },
  429: { description: "Daily reply allowance used up (plain message with the upgrade offer)", schema: apiErrorSchema },
  503: { description: "The model could not answer", schema: apiErrorSchema },
};
const tags = ["Chat"];

describeRoute({
  method: "post",
  path: "/chat/stream",
  summary: "Send a message and stream HealthBuddy's answer",
  description:
    "Answers text/event-stream in the `ai` SDK UI message stream protocol (v1): start, data-meta, text-start, text-delta…, text-end, data-chat, finish, then [DONE]. With chat_id (signed in) the exchange is stored; with uid (or neither) nothing is stored. Danger signs are answered by the safety layer at once and never count against the allowance.",
  tags,
  body: streamSchema,
  responses: { 200: { description: "The answer, streamed", contentType: "text/event-stream", schema: z.string() }, ...errors },
});
describeRoute({ method: "post", path: "/messages/", summary: "Send a message in a saved chat (the SPEC's call)", tags, body: sendSchema, auth: true, responses: { 200: { description: "The answer", schema: responseSchema }, ...errors } });
describeRoute({ method: "get", path: "/messages", summary: "The messages of one of your chats, oldest first", tags, query: chatIdQuery, auth: true, responses: { 200: { description: "Messages", schema: z.array(messageSchema) }, 401: errors[401], 404: errors[404] } });
describeRoute({
  method: "get",
  path: "/getChats",
  summary: "Your chats, oldest first (the SPEC's client shows them reversed); q filters by title and message text",
  tags,
  query: chatsQuery,
  auth: true,
  responses: { 200: { description: "Chats", schema: z.array(chatItemSchema) }, 401: errors[401] },
});
describeRoute({ method: "post", path: "/anonymous_messages/", summary: "Send a message without an account; nothing is stored", tags, body: anonymousSendSchema, responses: { 200: { description: "The answer", schema: responseSchema }, 429: errors[429], 503: errors[503] } });
describeRoute({
  method: "post",
  path: "/chats/from-result",
  summary: "Start a saved chat from a symptom checker result ('Yes, continue')",
  description: "Creates the chat with the given first message and HealthBuddy's answer. Repeating the call for the same chat returns it unchanged.",
  tags,
  body: fromResultSchema,
  auth: true,
  responses: { 201: { description: "Created", schema: responseSchema }, 200: { description: "Already created", schema: responseSchema }, ...errors },
});

type Meta = { kind: "red_flag" | "model"; red_flag: string | null };
type ChatData = { chat_id: string | null; title: string | null; stored: boolean };
type Chunk = UIMessageChunk<unknown, { meta: Meta; chat: ChatData }>;

export const chat = new Hono<ApiEnv>()
  .post("/chat/stream", idempotent, jsonBody(streamSchema), async (c) => {
    const ctx = c.var.ctx;
    const body = c.get("body");
    const abort = new AbortController();
    const turn = await beginTurn(chatDeps(ctx), asker(ctx), {
      content: body.content,
      previous: body.previous,
      chatId: body.chat_id ?? null,
      abortSignal: abort.signal,
    });
    if (!turn.ok) return refuse(c, turn);

    // The answer is stored after the stream ends, even when the reader has gone (Stop, closed tab).
    let settle: () => void = () => {};
    ctx.waitUntil(new Promise<void>((resolve) => (settle = resolve)));
    const messageId = crypto.randomUUID();
    const ui = createUIMessageStream<never>({
      execute: async ({ writer }) => {
        const write = (chunk: Chunk) => writer.write(chunk as never);
        let text = "";
        try {
          write({ type: "start", messageId });
          write({ type: "data-meta", data: { kind: turn.reply.kind, red_flag: turn.reply.redFlag } });
          write({ type: "text-start", id: "answer" });
          try {
            for await (const delta of turn.reply.text) {
              text += delta;
              write({ type: "text-delta", id: "answer", delta });
            }
          } catch (error) {
            console.error("chat: model failed while streaming", error);
            if (!text) await turn.failed();
            write({ type: "text-end", id: "answer" });
            write({ type: "error", errorText: CHAT_FAILED_MESSAGE });
            if (text) await turn.complete(text);
            return;
          }
          write({ type: "text-end", id: "answer" });
          const { title, stored } = await turn.complete(text);
          write({ type: "data-chat", data: { chat_id: body.chat_id ?? null, title, stored } });
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
    // Cancelling the response (the Stop button) stops the model too.
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
  .post("/messages/", requireUser, idempotent, jsonBody(sendSchema), async (c) => {
    const body = c.get("body");
    return respond(c, await answer(c.var.ctx, { content: body.content, previous: body.previous, chatId: body.chat_id }));
  })
  .post("/messages", requireUser, idempotent, jsonBody(sendSchema), async (c) => {
    const body = c.get("body");
    return respond(c, await answer(c.var.ctx, { content: body.content, previous: body.previous, chatId: body.chat_id }));
  })
  .get("/messages", requireUser, queryParams(chatIdQuery), async (c) => {
    const ctx = c.var.ctx;
    const { chat_id } = c.get("query");
    if ((await chatAccess(ctx.db, chat_id, ctx.viewer!.id)) !== "owner") return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
    return c.json(await listMessages(ctx.db, chat_id));
  })
  .get("/getChats", requireUser, queryParams(chatsQuery), async (c) => {
    const ctx = c.var.ctx;
    return c.json(await listChats(ctx.db, ctx.viewer!.id, c.get("query").q ?? ""));
  })
  .post("/anonymous_messages/", jsonBody(anonymousSendSchema), async (c) => {
    const body = c.get("body");
    return respond(c, await answer(c.var.ctx, { content: body.content, previous: body.previous, chatId: null }));
  })
  .post("/anonymous_messages", jsonBody(anonymousSendSchema), async (c) => {
    const body = c.get("body");
    return respond(c, await answer(c.var.ctx, { content: body.content, previous: body.previous, chatId: null }));
  })
  .post("/chats/from-result", requireUser, idempotent, jsonBody(fromResultSchema), async (c) => {
    const ctx = c.var.ctx;
    const body = c.get("body");
    const userId = ctx.viewer!.id;
    const access = await chatAccess(ctx.db, body.chat_id, userId);
    if (access === "other") return apiError(c, 404, "not_found", NOT_FOUND_MESSAGE);
    if (access === "owner") {
      const existing = await getChat(ctx.db, body.chat_id, userId);
      const last = (await listMessages(ctx.db, body.chat_id)).findLast((m) => m.sender === "bot");
      return c.json({ response: last?.content ?? "", chat_id: body.chat_id, title: existing?.title ?? null, red_flag: null }, 200);
    }
    return respond(c, await answer(ctx, { content: body.message, previous: body.previous, chatId: body.chat_id }), 201);
  });
