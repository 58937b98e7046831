// The chat flows, free of HTTP: who may write where, which history the model sees, the daily allowance,
// and what is stored when the answer is complete. worker/api/chat.ts maps the outcomes to responses.
import type { LanguageModel } from "ai";
import type { PersonalContext } from "../ai/types.ts";
import type { Db } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";
import { UNAUTHORIZED_MESSAGE } from "./messages.ts";
import { CHAT_LIMITS, isPremium, limitMessage, refundReply, takeReply, type ChatPlan } from "./limits.ts";
import { loadPersonalContext } from "./profile.ts";
import { startReply, type Reply } from "./reply.ts";
import { turnsFromPrevious, type sendSchema } from "./schema.ts";
import { chatAccess, chatHistory, saveExchange, titleChat } from "./store.ts";
import { titleFor } from "./title.ts";
import type { z } from "zod";

export type ChatDeps = {
  db: Db;
  clock: Clock;
  model: LanguageModel;
  local: boolean;
  maxTokens: number;
  /** The request's country for emergency numbers (production only); the profile's wins when set. */
  country?: string | null;
  /** A short-window rate limit (the Workers rate-limiting binding); true when allowed. */
  burst?: (key: string) => Promise<boolean>;
  log?: (message: string, error?: unknown) => void;
};

export type Asker = { userId: string | null; clientIp: string };

export type TurnInput = {
  content: string;
  previous?: z.output<typeof sendSchema>["previous"];
  /** A saved chat (signed-in users only); without it nothing is stored. */
  chatId?: string | null;
  abortSignal?: AbortSignal;
  /** False for callers that answer all at once (the SPEC's JSON calls, the no-JavaScript form). */
  stream?: boolean;
};

export type Refusal = { ok: false; status: 401 | 404 | 429; code: string; message: string; plan?: ChatPlan };

export type Turn = {
  ok: true;
  reply: Reply;
  plan: ChatPlan;
  /** Stores the exchange (saved chats) and names the chat; the title if it changed. */
  complete(answer: string): Promise<{ title: string | null; stored: boolean }>;
  /** The model failed: the reply is not counted against the allowance. */
  failed(): Promise<void>;
};

export const NOT_FOUND_MESSAGE = "Chat not found.";

export async function beginTurn(deps: ChatDeps, asker: Asker, input: TurnInput): Promise<Turn | Refusal> {
  const { db, clock } = deps;
  const now = clock.now();
  const chatId = input.chatId ?? null;
  if (chatId && !asker.userId) return { ok: false, status: 401, code: "unauthorized", message: UNAUTHORIZED_MESSAGE };
  let history = turnsFromPrevious(input.previous);
  if (chatId && asker.userId) {
    const access = await chatAccess(db, chatId, asker.userId);
    if (access === "other") return { ok: false, status: 404, code: "not_found", message: NOT_FOUND_MESSAGE };
    // A saved chat's own history is the truth; the client's copy is only used for a brand-new chat.
    if (access === "owner") {
      const stored = await chatHistory(db, chatId);
      if (stored.length) history = stored;
    }
  }
  const profile: PersonalContext | null = asker.userId ? await loadPersonalContext(db, asker.userId, now) : null;
  const reply = startReply(
    { content: input.content, history, profile, country: deps.country ?? null, stream: input.stream !== false, ...(input.abortSignal ? { abortSignal: input.abortSignal } : {}) },
    deps,
  );

  const plan: ChatPlan = !asker.userId ? "anonymous" : (await isPremium(db, asker.userId)) ? "premium" : "free";
  const subject = asker.userId ? `user:${asker.userId}` : `ip:${asker.clientIp}`;
  let counted = false;
  // Emergency answers are never limited and never counted.
  if (reply.kind === "model") {
    if (deps.burst && !(await deps.burst(`chat:${subject}`)))
      return { ok: false, status: 429, code: "rate_limited", message: "You're sending messages very quickly. Please wait a minute and try again. If this is an emergency, call 112 now.", plan };
    const allowance = await takeReply(db, subject, plan, now);
    if (!allowance.ok) return { ok: false, status: 429, code: "limit_reached", message: limitMessage(plan, CHAT_LIMITS[plan]), plan };
    counted = true;
  }

  return {
    ok: true,
    reply,
    plan,
    async complete(answer) {
      if (!chatId || !asker.userId || !answer.trim()) return { title: null, stored: false };
      const stored = await saveExchange(db, chatId, asker.userId, input.content, answer.trim(), clock.now());
      if (!stored) return { title: null, stored: false };
      const title = titleFor(input.content, reply.redFlag);
      return { title: title && (await titleChat(db, chatId, title)) ? title : null, stored: true };
    },
    async failed() {
      if (counted) await refundReply(db, subject, now);
    },
  };
}
