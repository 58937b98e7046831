// One reply to one message: the safety layer first, then the configured model (with the checker as a
// tool, the personal context and the sourced passages for the question), as a stream of text pieces.
// Storage, limits and HTTP live in callers.
//
// Nothing is pretended: a hosted model that says nothing within AI_FIRST_CHUNK_MS (or fails before its
// first word) is replaced by the offline engine and `info.source` says so; a stream that stalls
// (AI_IDLE_MS), runs too long (AI_TOTAL_MS), errors or ends without its proper finish is a failure
// (`ReplyFailure`), never a complete answer; Stop (the caller's abort signal) aborts the upstream call.
import { generateText, stepCountIs, streamText, type JSONValue, type LanguageModel, type ModelMessage } from "ai";
import {
  buildSystemPrompt,
  DEFAULT_TIMEOUTS,
  offlineModel,
  PROVIDER_OPTIONS_KEY,
  wordChunks,
  type AiTimeouts,
  type ChatTurn,
  type PersonalContext,
} from "../ai/index.ts";
import { groundingPrompt, NO_GROUNDING, sourcesFooter, type Grounding, type GroundingContext } from "./grounding.ts";
import { detectRedFlag, type RedFlagId } from "./red-flags.ts";
import { resolveCountry } from "./safety/numbers.ts";
import { checkerTools } from "./tools.ts";

export type ReplyInput = {
  content: string;
  history: ChatTurn[];
  profile: PersonalContext | null;
  /** The request's country, for the emergency number (see safety/numbers.ts). */
  country?: string | null;
  abortSignal?: AbortSignal;
  /** False when the caller wants the whole answer at once (no token stream). */
  stream?: boolean;
};

export type ReplyDeps = {
  model: LanguageModel;
  /** Whether `model` is the offline engine (then there is nothing to fall back to). */
  local: boolean;
  maxTokens: number;
  timeouts?: AiTimeouts;
  /** Sourced passages for the question; the same for every model. */
  grounding?: Grounding;
  /** The offline engine used as the disclosed fallback (tests may pass a faster one). */
  fallbackModel?: () => LanguageModel;
  log?: (message: string, error?: unknown) => void;
};

export type ReplySource = "safety" | "model" | "fallback";
export type FailureReason = "first_chunk_timeout" | "idle_timeout" | "total_timeout" | "truncated" | "error" | "empty";

/** What the caller learns about the answer as it goes; settled when `text` ends or throws. */
export type ReplyInfo = {
  /** Who answered. Known before the first piece of text arrives. */
  source: ReplySource;
  modelId: string;
  /** Why the hosted model was replaced by the offline engine. */
  fallbackReason: FailureReason | null;
  /** complete; interrupted (the reader stopped it); failed (ReplyFailure was thrown). */
  status: "pending" | "complete" | "interrupted" | "failed";
  usage: { inputTokens: number | null; outputTokens: number | null };
  citations: GroundingContext["citations"];
};

export type Reply = {
  kind: "red_flag" | "model";
  redFlag: RedFlagId | null;
  /** The answer, piece by piece. Throws ReplyFailure when no complete answer could be given. */
  text: AsyncIterable<string>;
  info: ReplyInfo;
};

export class ReplyFailure extends Error {
  readonly reason: FailureReason;
  constructor(reason: FailureReason, cause?: unknown) {
    super(`The model did not finish its answer (${reason}).`, { cause });
    this.reason = reason;
  }
}

/** Kept for callers that check for an empty answer. */
export class EmptyReplyError extends ReplyFailure {
  constructor() {
    super("empty");
  }
}

const COMPLETE = new Set(["stop", "length", "content-filter"]);

async function* fixed(text: string): AsyncIterable<string> {
  for (const piece of wordChunks(text)) yield piece;
}

/** The personal context and passages for the offline engine, as plain JSON (hosted providers ignore the key). */
function engineOptions(
  profile: PersonalContext | null,
  grounding: GroundingContext,
  country: string | null,
): Record<string, Record<string, JSONValue>> {
  const options: Record<string, JSONValue> = {};
  if (profile) options.profile = JSON.parse(JSON.stringify(profile)) as JSONValue;
  if (country) options.country = country;
  if (grounding.passages.length) options.grounding = JSON.parse(JSON.stringify(grounding)) as JSONValue;
  return Object.keys(options).length ? { [PROVIDER_OPTIONS_KEY]: options } : {};
}

function callOptions(
  model: LanguageModel,
  input: ReplyInput,
  deps: ReplyDeps,
  grounding: GroundingContext,
  signal: AbortSignal,
) {
  const context = groundingPrompt(grounding);
  return {
    model,
    instructions: context ? `${buildSystemPrompt(input.profile)}\n\n${context}` : buildSystemPrompt(input.profile),
    messages: [...input.history, { role: "user", content: input.content }].map((t): ModelMessage =>
      t.role === "user" ? { role: "user", content: t.content } : { role: "assistant", content: t.content },
    ),
    maxOutputTokens: deps.maxTokens,
    temperature: 0.3,
    tools: checkerTools(input.profile),
    stopWhen: stepCountIs(3),
    // A retry would hide a hang behind a second one; the fallback is the retry.
    maxRetries: 0,
    providerOptions: engineOptions(
      input.profile,
      grounding,
      resolveCountry((input.profile as { country?: string | null } | null)?.country, input.country),
    ),
    abortSignal: signal,
  };
}

type Timer = { promise: Promise<never>; clear(): void };

function deadline(ms: number, reason: FailureReason): Timer {
  let id: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    id = setTimeout(() => reject(new ReplyFailure(reason)), ms);
  });
  // Nobody may be listening when the race was already won.
  promise.catch(() => {});
  return { promise, clear: () => clearTimeout(id) };
}

/** Streams one model's answer under the three timeouts; updates usage; throws ReplyFailure. */
async function* fromModel(
  model: LanguageModel,
  input: ReplyInput,
  deps: ReplyDeps,
  grounding: GroundingContext,
  info: ReplyInfo,
  guarded: boolean,
): AsyncIterable<string> {
  const timeouts = deps.timeouts ?? DEFAULT_TIMEOUTS;
  const upstream = new AbortController();
  const stop = () => upstream.abort(input.abortSignal?.reason);
  if (input.abortSignal?.aborted) stop();
  input.abortSignal?.addEventListener("abort", stop, { once: true });
  const total = guarded ? deadline(timeouts.totalMs, "total_timeout") : null;
  try {
    if (input.stream === false) {
      const first = guarded ? deadline(timeouts.firstChunkMs, "first_chunk_timeout") : null;
      try {
        const call = generateText(callOptions(model, input, deps, grounding, upstream.signal));
        const result = await Promise.race([call, ...(first ? [first.promise] : []), ...(total ? [total.promise] : [])]);
        info.usage = {
          inputTokens: result.totalUsage.inputTokens ?? null,
          outputTokens: result.totalUsage.outputTokens ?? null,
        };
        if (!COMPLETE.has(result.finishReason)) throw new ReplyFailure("truncated");
        if (!result.text.trim()) throw new EmptyReplyError();
        yield result.text;
        return;
      } catch (error) {
        if (input.abortSignal?.aborted) return;
        throw error instanceof ReplyFailure ? error : new ReplyFailure("error", error);
      } finally {
        first?.clear();
      }
    }

    const result = streamText({
      ...callOptions(model, input, deps, grounding, upstream.signal),
      // Errors arrive as parts of fullStream below; this only keeps the SDK from logging them twice.
      onError: () => {},
    });
    const parts = result.fullStream[Symbol.asyncIterator]();
    let said = false;
    let finishReason: string | null = null;
    const first = guarded ? deadline(timeouts.firstChunkMs, "first_chunk_timeout") : null;
    try {
      for (;;) {
        const idle = guarded && said ? deadline(timeouts.idleMs, "idle_timeout") : null;
        let step: IteratorResult<typeof result.fullStream extends AsyncIterable<infer P> ? P : never>;
        try {
          step = await Promise.race([
            parts.next(),
            ...(said ? [] : first ? [first.promise] : []),
            ...(idle ? [idle.promise] : []),
            ...(total ? [total.promise] : []),
          ]);
        } finally {
          idle?.clear();
        }
        if (step.done) break;
        const part = step.value;
        if (part.type === "text-delta" && part.text) {
          if (!said) first?.clear();
          said = true;
          yield part.text;
        } else if (part.type === "error") throw new ReplyFailure("error", part.error);
        else if (part.type === "finish") {
          finishReason = part.finishReason;
          info.usage = {
            inputTokens: part.totalUsage.inputTokens ?? null,
            outputTokens: part.totalUsage.outputTokens ?? null,
          };
        }
      }
    } catch (error) {
      // Whatever went wrong, the model call must not go on in the background.
      upstream.abort(error);
      void parts.return?.();
      if (input.abortSignal?.aborted) return;
      throw error instanceof ReplyFailure ? error : new ReplyFailure("error", error);
    } finally {
      first?.clear();
    }
    if (input.abortSignal?.aborted) return;
    // "error" is a stream that ended without its [DONE]; "other" one without a finish reason.
    if (!finishReason || !COMPLETE.has(finishReason))
      throw new ReplyFailure(said ? "truncated" : finishReason ? "truncated" : "empty");
    if (!said) throw new EmptyReplyError();
  } finally {
    total?.clear();
    input.abortSignal?.removeEventListener("abort", stop);
  }
}

async function safeGrounding(input: ReplyInput, deps: ReplyDeps): Promise<GroundingContext> {
  if (!deps.grounding) return NO_GROUNDING;
  try {
    return await deps.grounding(input.content, input.history);
  } catch (error) {
    deps.log?.("chat: grounding failed, answering without sources", error);
    return NO_GROUNDING;
  }
}

/**
 * The hosted model answers; if it fails before its first word (no capacity, no network, a hang), the
 * offline engine answers instead and the caller is told (`info.source = "fallback"`). A failure after
 * the first word cannot be hidden by a second voice: it is a ReplyFailure.
 */
async function* answer(input: ReplyInput, deps: ReplyDeps, info: ReplyInfo): AsyncIterable<string> {
  const grounding = await safeGrounding(input, deps);
  info.citations = grounding.citations;
  let said = false;
  try {
    for await (const piece of fromModel(deps.model, input, deps, grounding, info, !deps.local)) {
      said = true;
      yield piece;
    }
    if (input.abortSignal?.aborted) {
      info.status = "interrupted";
      return;
    }
    // Hosted answers name their sources under the text; the offline engine writes its own.
    if (!deps.local && grounding.citations.length) yield sourcesFooter(grounding.citations);
    info.status = "complete";
    return;
  } catch (error) {
    const failure = error instanceof ReplyFailure ? error : new ReplyFailure("error", error);
    if (said || deps.local) {
      info.status = "failed";
      throw failure;
    }
    deps.log?.(
      `chat: hosted model failed before answering (${failure.reason}); the offline engine answers`,
      failure.cause ?? failure,
    );
    info.source = "fallback";
    info.fallbackReason = failure.reason;
    info.usage = { inputTokens: null, outputTokens: null };
  }
  try {
    const local = deps.fallbackModel?.() ?? offlineModel();
    info.modelId = modelIdOf(local);
    for await (const piece of fromModel(local, input, deps, grounding, info, false)) yield piece;
    info.status = input.abortSignal?.aborted ? "interrupted" : "complete";
  } catch (error) {
    info.status = "failed";
    throw error;
  }
}

function modelIdOf(model: LanguageModel): string {
  return typeof model === "string" ? model : model.modelId;
}

export function startReply(input: ReplyInput, deps: ReplyDeps): Reply {
  const flag = detectRedFlag(input.content, input.history, input.profile, input.country ?? null);
  if (flag) {
    const info: ReplyInfo = {
      source: "safety",
      modelId: "safety-layer",
      fallbackReason: null,
      status: "complete",
      usage: { inputTokens: null, outputTokens: null },
      citations: [],
    };
    return { kind: "red_flag", redFlag: flag.id, text: fixed(flag.reply), info };
  }
  const info: ReplyInfo = {
    source: "model",
    modelId: modelIdOf(deps.model),
    fallbackReason: null,
    status: "pending",
    usage: { inputTokens: null, outputTokens: null },
    citations: [],
  };
  return { kind: "model", redFlag: null, text: answer(input, deps, info), info };
}

export async function replyText(reply: Reply): Promise<string> {
  let text = "";
  for await (const piece of reply.text) text += piece;
  return text.trim();
}

/** The notice shown with an answer the offline engine gave because the main model could not. */
export const FALLBACK_NOTICE =
  "Our main AI model didn't respond in time, so this answer comes from HealthBuddy's simpler offline helper.";
