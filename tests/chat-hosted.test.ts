// Contract test of the production chat path: the real Worker with AI_MODEL set to a Workers AI model and
// a fake AI binding that answers the way Workers AI does (text/event-stream of {"response": ...} events,
// a usage event, then [DONE]), including a stream that stops without [DONE], a capacity error and hangs.
// It asserts what the person sees in the stream and what is stored.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../worker/index.ts";
import { bearer, createSignedInUser, type SignedInUser } from "./auth-helpers.ts";
import { ipHeader } from "./helpers.ts";

vi.setConfig({ testTimeout: 30_000 });

const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const FAILED = "Sorry, I couldn't process that. Please try again.";
const FALLBACK_NOTICE = "Our main AI model didn't respond in time, so this answer comes from HealthBuddy's simpler offline helper.";
const INTERRUPTED_NOTE = "[This answer was interrupted before it finished.]";

const ANSWER =
  "Sleeping under a treated mosquito net every night is the best protection against malaria. Clear standing water near your home, and get tested at a clinic if you have a fever. Would you like tips on choosing a net?";

type Behaviour =
  | { kind: "answer"; text?: string; usage?: boolean }
  /** Some words, then the stream ends without a usage event or [DONE]. */
  | { kind: "truncated"; words: number }
  | { kind: "capacity" }
  /** binding.run never resolves (until aborted). */
  | { kind: "hang" }
  /** Some words, then the connection stays open and silent. */
  | { kind: "stall"; words: number }
  /** A word every few ms, for ever. */
  | { kind: "drip" };

type Call = { model: string; inputs: { messages?: Array<{ role: string; content: string }>; stream?: boolean; tools?: unknown[] }; signal: AbortSignal | undefined };

const sse = (data: unknown) => `data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
const words = (text: string) => text.match(/\S+\s*/g) ?? [];

/** A fake `env.AI` that streams as Workers AI does. */
function fakeAi(behaviour: Behaviour) {
  const calls: Call[] = [];
  const binding = {
    async run(model: string, inputs: Call["inputs"], options?: { signal?: AbortSignal }) {
      const signal = options?.signal;
      calls.push({ model, inputs, signal });
      const encoder = new TextEncoder();
      const aborted = () => new DOMException("The operation was aborted.", "AbortError");
      if (behaviour.kind === "capacity") throw new Error("3040: Capacity temporarily exceeded, please try again.");
      if (behaviour.kind === "hang")
        return new Promise((_, reject) => {
          if (signal?.aborted) reject(aborted());
          signal?.addEventListener("abort", () => reject(aborted()), { once: true });
        });
      // Without stream: true Workers AI answers one JSON object.
      if (inputs.stream !== true && behaviour.kind === "answer")
        return { response: behaviour.text ?? ANSWER, usage: { prompt_tokens: 812, completion_tokens: 47, total_tokens: 859 } };
      let timer: ReturnType<typeof setInterval> | undefined;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          const emit = (data: unknown) => controller.enqueue(encoder.encode(sse(data)));
          signal?.addEventListener("abort", () => {
            clearInterval(timer);
            try {
              controller.error(aborted());
            } catch {
              // Already closed.
            }
          });
          if (behaviour.kind === "answer") {
            for (const w of words(behaviour.text ?? ANSWER)) emit({ response: w, p: "abcdef" });
            if (behaviour.usage !== false) emit({ response: "", usage: { prompt_tokens: 812, completion_tokens: 47, total_tokens: 859 } });
            emit("[DONE]");
            controller.close();
          } else if (behaviour.kind === "truncated") {
            for (const w of words(ANSWER).slice(0, behaviour.words)) emit({ response: w });
            controller.close();
          } else if (behaviour.kind === "stall") {
            for (const w of words(ANSWER).slice(0, behaviour.words)) emit({ response: w });
          } else if (behaviour.kind === "drip") {
            timer = setInterval(() => emit({ response: "and " }), 5);
          }
        },
        cancel() {
          clearInterval(timer);
        },
      });
    },
  };
  return { binding: binding as unknown as Ai, calls };
}

type Event = { type: string; delta?: string; data?: Record<string, unknown>; errorText?: string };

async function readEvents(res: Response) {
  const raw = await res.text();
  const events = raw
    .split("\n\n")
    .map((block) => block.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map((data) => JSON.parse(data) as Event);
  return {
    events,
    text: events
      .filter((e) => e.type === "text-delta")
      .map((e) => e.delta)
      .join(""),
    meta: events.find((e) => e.type === "data-meta")?.data,
    types: events.map((e) => e.type),
    bytes: raw.length,
  };
}

/** Sends one message through the real Worker with the fake binding; waits for everything it stores. */
async function send(behaviour: Behaviour, body: Record<string, unknown>, headers: Record<string, string>, vars: Record<string, string> = {}) {
  const ai = fakeAi(behaviour);
  const testEnv = { ...env, AI: ai.binding, AI_MODEL: MODEL, ...vars } as unknown as Env;
  const ctx = createExecutionContext();
  const path = body.stream === false ? "/api/messages/" : "/api/chat/stream";
  const { stream: _, ...payload } = body;
  const res = await app.fetch(new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json", ...ipHeader(), ...headers }, body: JSON.stringify(payload) }), testEnv, ctx);
  return { res, ai, ctx };
}

type Row = { sender: string; content: string; status: string; source: string | null; model: string | null; input_tokens: number | null; output_tokens: number | null };

async function stored(chatId: string): Promise<Row[]> {
  const { results } = await env.DB.prepare("SELECT sender, content, status, source, model, input_tokens, output_tokens FROM messages WHERE chat_id = ? ORDER BY id").bind(chatId).all<Row>();
  return results;
}

async function repliesUsed(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count FROM usage_counters WHERE subject = ? AND kind = 'chat_reply'").bind(`user:${userId}`).first<{ count: number }>();
  return row?.count ?? 0;
}

let ada: SignedInUser;
beforeAll(async () => {
  ada = await createSignedInUser({ first_name: "Ada" });
});

describe("Workers AI: a complete answer", () => {
  it("streams the model's words a few at a time, grounded in the app's sources, cited, and stores it with its token usage", async () => {
    const chatId = crypto.randomUUID();
    const question = "How can I prevent malaria?";
    const { res, ai, ctx } = await send({ kind: "answer" }, { content: question, chat_id: chatId }, bearer(ada));
    expect(res.status).toBe(200);
    const seen = await readEvents(res);
    await waitOnExecutionContext(ctx);

    expect(seen.meta).toMatchObject({ kind: "model", source: "model", notice: null });
    expect(seen.text.startsWith(ANSWER)).toBe(true);
    // The sources under the answer link the app's article and name who wrote the guidance.
    expect(seen.text).toMatch(/\*\*Sources:\*\* \[[^\]]*[Mm]alaria[^\]]*\]\(\/article\/malaria-prevention-and-fever-danger-signs\) \([^)]*WHO/);
    expect(seen.types.at(-1)).toBe("finish");

    // The model was asked once, streaming, with the checker tool and the same passages in its instructions.
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]?.model).toBe(MODEL);
    expect(ai.calls[0]?.inputs.stream).toBe(true);
    expect(JSON.stringify(ai.calls[0]?.inputs.tools)).toContain("check_symptoms");
    const system = ai.calls[0]?.inputs.messages?.find((m) => m.role === "system")?.content ?? "";
    expect(system).toMatch(/sourced material/);
    expect(system).toMatch(/mosquito net/i);

    // Lean: about six words per event (a 50 ms stall sends what is waiting early), never one event per word.
    const deltas = seen.events.filter((e) => e.type === "text-delta");
    expect(deltas.length).toBeLessThan(words(seen.text).length / 2);

    const rows = await stored(chatId);
    expect(rows.map((r) => [r.sender, r.status])).toEqual([
      ["user", "complete"],
      ["bot", "complete"],
    ]);
    expect(rows[0]?.content).toBe(question);
    expect(rows[1]).toMatchObject({ content: seen.text.trim(), source: "model", model: MODEL, input_tokens: 812, output_tokens: 47 });
  });

  it("answers the SPEC's JSON call the same way", async () => {
    const chatId = crypto.randomUUID();
    const { res, ctx } = await send({ kind: "answer" }, { content: "How can I prevent malaria?", chat_id: chatId, stream: false }, bearer(ada));
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { response: string; source: string; notice: string | null };
    expect(body).toMatchObject({ source: "model", notice: null });
    expect(body.response.startsWith(ANSWER)).toBe(true);
    expect((await stored(chatId))[1]).toMatchObject({ status: "complete", input_tokens: 812, output_tokens: 47 });
  });
});

describe("Workers AI: failures are never pretended away", () => {
  it("a stream that stops without [DONE] is a failure: the user sees an error, the partial answer is stored as failed and the reply is refunded", async () => {
    const user = await createSignedInUser({ first_name: "Tunde" });
    const chatId = crypto.randomUUID();
    const { res, ctx } = await send({ kind: "truncated", words: 9 }, { content: "How can I prevent malaria?", chat_id: chatId }, bearer(user));
    const seen = await readEvents(res);
    await waitOnExecutionContext(ctx);

    expect(seen.text).toBe(words(ANSWER).slice(0, 9).join(""));
    expect(seen.events.at(-1)).toMatchObject({ type: "error", errorText: FAILED });
    expect(seen.types).not.toContain("finish");
    expect(seen.text).not.toMatch(/Sources/);

    const rows = await stored(chatId);
    expect(rows.map((r) => [r.sender, r.status])).toEqual([
      ["user", "complete"],
      ["bot", "failed"],
    ]);
    expect(rows[1]?.content).toBe(seen.text.trim());
    expect(await repliesUsed(user.user.id)).toBe(0);

    // Retrying the same question answers the stored one (not stored twice) and never shows the model
    // the cut-off answer as if it were complete.
    const retry = await send({ kind: "answer" }, { content: "How can I prevent malaria?", chat_id: chatId }, bearer(user));
    await readEvents(retry.res);
    await waitOnExecutionContext(retry.ctx);
    const history = retry.ai.calls[0]?.inputs.messages?.filter((m) => m.role !== "system") ?? [];
    expect(history.map((m) => m.role)).toEqual(["user"]);
    expect((await stored(chatId)).map((r) => [r.sender, r.status])).toEqual([
      ["user", "complete"],
      ["bot", "failed"],
      ["bot", "complete"],
    ]);

    // A follow-up sees the failed answer marked as interrupted.
    const next = await send({ kind: "answer" }, { content: "And what about children?", chat_id: chatId }, bearer(user));
    await readEvents(next.res);
    await waitOnExecutionContext(next.ctx);
    const turns = next.ai.calls[0]?.inputs.messages?.filter((m) => m.role !== "system") ?? [];
    expect(turns.some((m) => m.role === "assistant" && m.content.endsWith(INTERRUPTED_NOTE))).toBe(true);
    expect(turns.some((m) => m.role === "assistant" && m.content.startsWith(ANSWER) && !m.content.includes(INTERRUPTED_NOTE))).toBe(true);
  });

  it("a capacity error before the first word: the offline engine answers and says so", async () => {
    const chatId = crypto.randomUUID();
    const { res, ai, ctx } = await send({ kind: "capacity" }, { content: "I have had fever, chills and headache for 3 days", chat_id: chatId }, bearer(ada));
    const seen = await readEvents(res);
    await waitOnExecutionContext(ctx);

    expect(ai.calls).toHaveLength(1);
    expect(seen.meta).toMatchObject({ kind: "model", source: "fallback", notice: FALLBACK_NOTICE });
    expect(seen.text).toMatch(/malaria/i);
    expect(seen.types.at(-1)).toBe("finish");
    const rows = await stored(chatId);
    expect(rows[1]).toMatchObject({ sender: "bot", status: "complete", source: "fallback", model: "healthbuddy-local-1" });

    // The saved chat shows the notice again when reopened.
    const page = await app.fetch(new Request(`http://localhost/chat/${chatId}`, { headers: { cookie: ada.cookie } }), env, createExecutionContext());
    expect(await page.text()).toContain(FALLBACK_NOTICE);
  });

  it("a capacity error on the SPEC's JSON call: the fallback is disclosed in the body", async () => {
    const { res, ctx } = await send({ kind: "capacity" }, { content: "I have had fever, chills and headache for 3 days", chat_id: crypto.randomUUID(), stream: false }, bearer(ada));
    await waitOnExecutionContext(ctx);
    const body = (await res.json()) as { response: string; source: string; notice: string | null };
    expect(body).toMatchObject({ source: "fallback", notice: FALLBACK_NOTICE });
    expect(body.response).toMatch(/malaria/i);
  });

  it("a model that never starts: after AI_FIRST_CHUNK_MS the request is aborted and the offline engine answers, disclosed", async () => {
    const chatId = crypto.randomUUID();
    const { res, ai, ctx } = await send({ kind: "hang" }, { content: "I have had fever, chills and headache for 3 days", chat_id: chatId }, bearer(ada), { AI_FIRST_CHUNK_MS: "150" });
    const seen = await readEvents(res);
    await waitOnExecutionContext(ctx);

    expect(ai.calls[0]?.signal?.aborted).toBe(true);
    expect(seen.meta).toMatchObject({ source: "fallback", notice: FALLBACK_NOTICE });
    expect(seen.text).toMatch(/malaria/i);
    expect((await stored(chatId))[1]).toMatchObject({ status: "complete", source: "fallback" });
  });

  it("a model that goes silent mid-answer: after AI_IDLE_MS it is aborted, the user sees an error and the partial answer is stored as failed", async () => {
    const chatId = crypto.randomUUID();
    const { res, ai, ctx } = await send({ kind: "stall", words: 7 }, { content: "How can I prevent malaria?", chat_id: chatId }, bearer(ada), { AI_IDLE_MS: "300" });
    const seen = await readEvents(res);
    await waitOnExecutionContext(ctx);

    expect(ai.calls[0]?.signal?.aborted).toBe(true);
    // What arrived before the silence (normally all 7 words), never more and never passed off as complete.
    expect(seen.text.length).toBeGreaterThan(0);
    expect(words(ANSWER).slice(0, 7).join("").startsWith(seen.text)).toBe(true);
    expect(seen.events.at(-1)).toMatchObject({ type: "error", errorText: FAILED });
    const rows = await stored(chatId);
    expect(rows.map((r) => r.status)).toEqual(["complete", "failed"]);
    expect(rows[1]?.content).toBe(seen.text.trim());
  });

  it("an answer that never ends: after AI_TOTAL_MS it is aborted and stored as failed", async () => {
    const chatId = crypto.randomUUID();
    const { res, ai, ctx } = await send({ kind: "drip" }, { content: "How can I prevent malaria?", chat_id: chatId }, bearer(ada), { AI_TOTAL_MS: "1000", AI_FIRST_CHUNK_MS: "1000" });
    const seen = await readEvents(res);
    await waitOnExecutionContext(ctx);

    expect(ai.calls[0]?.signal?.aborted).toBe(true);
    expect(seen.text).toMatch(/^(and )+$/);
    expect(seen.events.at(-1)).toMatchObject({ type: "error", errorText: FAILED });
    expect((await stored(chatId))[1]).toMatchObject({ status: "failed" });
  });
});

describe("Stop", () => {
  it("cancelling the response aborts the model call and stores the partial answer as interrupted", async () => {
    const chatId = crypto.randomUUID();
    const { res, ai, ctx } = await send({ kind: "stall", words: 12 }, { content: "How can I prevent malaria?", chat_id: chatId }, bearer(ada));
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let raw = "";
    while (!raw.includes('"text-delta"')) {
      const { value, done } = await reader.read();
      if (done) break;
      raw += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    await waitOnExecutionContext(ctx);

    expect(ai.calls[0]?.signal?.aborted).toBe(true);
    const rows = await stored(chatId);
    expect(rows.map((r) => [r.sender, r.status])).toEqual([
      ["user", "complete"],
      ["bot", "interrupted"],
    ]);
    expect(ANSWER.startsWith(rows[1]?.content ?? "x")).toBe(true);

    // Reopened, the chat shows the answer as stopped and incomplete.
    const page = await app.fetch(new Request(`http://localhost/chat/${chatId}`, { headers: { cookie: ada.cookie } }), env, createExecutionContext());
    expect(await page.text()).toContain("Stopped. This answer is incomplete.");
  });
});

describe("the question is stored before the model is called", () => {
  it("the question is in the chat while the model is being asked", async () => {
    const chatId = crypto.randomUUID();
    // The binding looks at the chat at the moment it is called: a dropped stream could lose nothing.
    const ai = fakeAi({ kind: "hang" });
    let storedWhileWaiting: Row[] = [];
    const original = ai.binding.run.bind(ai.binding);
    (ai.binding as unknown as { run: typeof original }).run = (async (...args: Parameters<typeof original>) => {
      storedWhileWaiting = await stored(chatId);
      return original(...args);
    }) as typeof original;
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("http://localhost/api/chat/stream", {
        method: "POST",
        headers: { "content-type": "application/json", ...ipHeader(), ...bearer(ada) },
        body: JSON.stringify({ content: "How can I prevent malaria?", chat_id: chatId }),
      }),
      { ...env, AI: ai.binding, AI_MODEL: MODEL, AI_FIRST_CHUNK_MS: "100" } as unknown as Env,
      ctx,
    );
    await readEvents(res);
    await waitOnExecutionContext(ctx);
    expect(storedWhileWaiting.map((r) => [r.sender, r.content])).toEqual([["user", "How can I prevent malaria?"]]);
  });
});
