// The chat flows, free of HTTP: who may write where, which history the model sees, the daily allowance,
// and what is stored. The user's message is stored before any model is called; the answer is stored
// when it ends, marked complete, interrupted (Stop, a dropped reader) or failed, with who wrote it and
// the tokens it cost. A refusal says why (`reason`); worker/api/chat-refusal.ts says it in HTTP for the
// API and the chat page alike.
import type { LanguageModel } from "ai";
import type { z } from "zod";
import type { AiTimeouts, PersonalContext } from "../ai/index.ts";
import { latestAssessedPerson } from "../assessment/person.ts";
import type { Db } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";
import type { Grounding } from "./grounding.ts";
import { ANONYMOUS_IP_CEILING, CHAT_LIMITS, isPremium, refundReply, takeReply, type ChatPlan } from "./limits.ts";
import { startReply, type Reply } from "./reply.ts";
import { turnsFromPrevious, type sendSchema } from "./schema.ts";
import { chatAccess, chatHistory, saveAnswer, saveUserMessage, titleChat, unansweredMessage } from "./store.ts";
import { titleFor } from "./title.ts";

export type ChatDeps = {
  db: Db;
  clock: Clock;
  model: LanguageModel;
  local: boolean;
  maxTokens: number;
  timeouts?: AiTimeouts;
  grounding?: Grounding;
  fallbackModel?: () => LanguageModel;
  /** The request's country for emergency numbers (production only); the profile's wins when set. */
  country?: string | null;
  /** A short-window rate limit (the Workers rate-limiting binding); true when allowed. */
  burst?: (key: string) => Promise<boolean>;
  log?: (message: string, error?: unknown) => void;
  /** One line per reply for operations (who answered, how it ended, tokens). */
  record?: (entry: Record<string, unknown>) => void;
};

/** Who is asking: a signed-in user, or an anonymous device (signed cookie) at an address. */
export type Asker = { userId: string | null; clientIp: string; deviceId?: string | null };

export type TurnInput = {
  content: string;
  previous?: z.output<typeof sendSchema>["previous"];
  /** A saved chat (signed-in users only); without it nothing is stored. */
  chatId?: string | null;
  abortSignal?: AbortSignal;
  /** False for callers that answer all at once (the SPEC's JSON calls, the no-JavaScript form). */
  stream?: boolean;
};

/**
 * Why a turn was refused: a saved chat without signing in, someone else's chat (it looks like none),
 * messages too quick (the burst limiter), or today's allowance used up (`limit` is the plan's).
 */
export type Refusal =
  | { ok: false; reason: "unauthorized" | "not_found" }
  | { ok: false; reason: "rate_limited"; plan: ChatPlan }
  | { ok: false; reason: "limit_reached"; plan: ChatPlan; limit: number };

export type Turn = {
  ok: true;
  reply: Reply;
  plan: ChatPlan;
  /** The chat's title when this message named it. */
  title: string | null;
  /** Whether the user's message is in a saved chat (stored before the model was called). */
  stored: boolean;
  /**
   * Stores the answer as `reply.info` describes it (complete, interrupted or failed; nothing when there
   * is no text) and gives the reply back to the allowance when the model failed. Call it exactly once.
   */
  finish(answer: string): Promise<void>;
};

type Counter = { subject: string; limit: number };

function countersFor(asker: Asker, plan: ChatPlan): Counter[] {
  if (asker.userId) return [{ subject: `user:${asker.userId}`, limit: CHAT_LIMITS[plan] }];
  // Without a device (a caller of the flows that has none) only the address is left to count.
  if (!asker.deviceId) return [{ subject: `ip:${asker.clientIp}`, limit: CHAT_LIMITS.anonymous }];
  return [
    { subject: `device:${asker.deviceId}`, limit: CHAT_LIMITS.anonymous },
    { subject: `ip:${asker.clientIp}`, limit: ANONYMOUS_IP_CEILING },
  ];
}

export async function beginTurn(deps: ChatDeps, asker: Asker, input: TurnInput): Promise<Turn | Refusal> {
  const { db, clock } = deps;
  const now = clock.now();
  const content = input.content.trim();
  const chatId = input.chatId ?? null;
  if (chatId && !asker.userId) return { ok: false, reason: "unauthorized" };
  let history = turnsFromPrevious(input.previous);
  // A retry of a question that got no complete answer reuses the stored question.
  let retryOf: number | null = null;
  if (chatId && asker.userId) {
    const access = await chatAccess(db, chatId, asker.userId);
    if (access === "other") return { ok: false, reason: "not_found" };
    // A saved chat's own history is the truth; the client's copy is only used for a brand-new chat.
    if (access === "owner") {
      retryOf = await unansweredMessage(db, chatId, content);
      const stored = await chatHistory(db, chatId, retryOf ?? undefined);
      if (stored.length || retryOf) history = stored;
    }
  }
  const profile: PersonalContext | null = asker.userId ? await latestAssessedPerson(db, asker.userId, now) : null;
  // Lazy: nothing is asked of any model until the caller reads the reply.
  const reply = startReply(
    {
      content,
      history,
      profile,
      country: deps.country ?? null,
      stream: input.stream !== false,
      ...(input.abortSignal ? { abortSignal: input.abortSignal } : {}),
    },
    deps,
  );

  const plan: ChatPlan = !asker.userId ? "anonymous" : (await isPremium(db, asker.userId)) ? "premium" : "free";
  const taken: string[] = [];
  // Emergency answers are never limited and never counted.
  if (reply.kind === "model") {
    const counters = countersFor(asker, plan);
    if (deps.burst && !(await deps.burst(`chat:${counters[0]?.subject}`)))
      return { ok: false, reason: "rate_limited", plan };
    for (const counter of counters) {
      const allowance = await takeReply(db, counter.subject, counter.limit, now);
      if (!allowance.ok) {
        for (const subject of taken) await refundReply(db, subject, now);
        return { ok: false, reason: "limit_reached", plan, limit: CHAT_LIMITS[plan] };
      }
      taken.push(counter.subject);
    }
  }

  // The question is safe before any model is asked: a dropped stream cannot lose it.
  let stored = false;
  let title: string | null = null;
  if (chatId && asker.userId) {
    stored = retryOf !== null || (await saveUserMessage(db, chatId, asker.userId, content, now)) !== null;
    const named = stored ? titleFor(content, reply.redFlag) : null;
    if (named && (await titleChat(db, chatId, named))) title = named;
  }

  let finished = false;
  return {
    ok: true,
    reply,
    plan,
    title,
    stored,
    async finish(answer) {
      if (finished) return;
      finished = true;
      const info = reply.info;
      const status = info.status === "complete" ? "complete" : info.status === "failed" ? "failed" : "interrupted";
      const text = answer.trim();
      deps.record?.({
        event: "chat_reply",
        source: info.source,
        model: info.modelId,
        status,
        fallback_reason: info.fallbackReason,
        input_tokens: info.usage.inputTokens,
        output_tokens: info.usage.outputTokens,
        chars: text.length,
        saved: stored,
      });
      // A model failure is not the person's fault: the reply goes back to the allowance.
      if (status === "failed") for (const subject of taken) await refundReply(db, subject, now);
      if (!stored || !chatId || !text) return;
      await saveAnswer(
        db,
        chatId,
        text,
        {
          status,
          source: info.source,
          model: info.modelId,
          inputTokens: info.usage.inputTokens,
          outputTokens: info.usage.outputTokens,
        },
        // After the question, even when the clock has not moved.
        new Date(Math.max(clock.now().getTime(), now.getTime() + 1)),
      );
    },
  };
}
