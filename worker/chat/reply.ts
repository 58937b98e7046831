// One reply to one message: the safety layer first, then the configured model (with the checker as a
// tool and the personal context), as a stream of text pieces. Storage, limits and HTTP live in callers.
import { generateText, stepCountIs, streamText, type JSONValue, type LanguageModel, type ModelMessage } from "ai";
import { buildSystemPrompt, PROVIDER_OPTIONS_KEY, type ChatTurn, type PersonalContext } from "../ai/index.ts";
import { createLocalModel, wordChunks } from "../ai/local/model.ts";
import { detectRedFlag, type RedFlagId } from "./red-flags.ts";
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
  log?: (message: string, error?: unknown) => void;
};

export type Reply = {
  kind: "red_flag" | "model";
  redFlag: RedFlagId | null;
  /** The answer, piece by piece. Throws if the model fails before saying anything. */
  text: AsyncIterable<string>;
};

export class EmptyReplyError extends Error {
  constructor() {
    super("The model finished without any text.");
  }
}

async function* fixed(text: string): AsyncIterable<string> {
  for (const piece of wordChunks(text)) yield piece;
}

/** The personal context for the offline engine, as plain JSON (hosted providers ignore the key). */
function profileOption(profile: PersonalContext | null): Record<string, Record<string, JSONValue>> {
  return profile ? { [PROVIDER_OPTIONS_KEY]: { profile: JSON.parse(JSON.stringify(profile)) as JSONValue } } : {};
}

function callOptions(model: LanguageModel, input: ReplyInput, deps: ReplyDeps) {
  return {
    model,
    instructions: buildSystemPrompt(input.profile),
    messages: [...input.history, { role: "user", content: input.content }].map((t): ModelMessage => (t.role === "user" ? { role: "user", content: t.content } : { role: "assistant", content: t.content })),
    maxOutputTokens: deps.maxTokens,
    temperature: 0.3,
    tools: checkerTools(input.profile),
    stopWhen: stepCountIs(3),
    maxRetries: 1,
    providerOptions: profileOption(input.profile),
    ...(input.abortSignal ? { abortSignal: input.abortSignal } : {}),
  };
}

async function* fromModel(model: LanguageModel, input: ReplyInput, deps: ReplyDeps): AsyncIterable<string> {
  if (input.stream === false) {
    const { text } = await generateText(callOptions(model, input, deps));
    if (!text.trim()) throw new EmptyReplyError();
    yield text;
    return;
  }
  const result = streamText({
    ...callOptions(model, input, deps),
    // Errors arrive as parts of fullStream below; this only keeps the SDK from logging them twice.
    onError: () => {},
  });
  let said = false;
  for await (const part of result.fullStream) {
    if (part.type === "text-delta" && part.text) {
      said = true;
      yield part.text;
    } else if (part.type === "error") throw part.error;
  }
  if (!said && !input.abortSignal?.aborted) throw new EmptyReplyError();
}

/**
 * A hosted model that fails before its first word (no capacity, no network, remote bindings off in
 * development) is replaced by the offline engine, so the person still gets a grounded answer.
 */
async function* withFallback(input: ReplyInput, deps: ReplyDeps): AsyncIterable<string> {
  let said = false;
  try {
    for await (const piece of fromModel(deps.model, input, deps)) {
      said = true;
      yield piece;
    }
  } catch (error) {
    if (said || deps.local || input.abortSignal?.aborted) throw error;
    deps.log?.("chat: hosted model failed, answering with the offline engine", error);
    yield* fromModel(createLocalModel(), input, deps);
  }
}

export function startReply(input: ReplyInput, deps: ReplyDeps): Reply {
  const flag = detectRedFlag(input.content, input.history, input.profile, input.country ?? null);
  if (flag) return { kind: "red_flag", redFlag: flag.id, text: fixed(flag.reply) };
  return { kind: "model", redFlag: null, text: withFallback(input, deps) };
}

export async function replyText(reply: Reply): Promise<string> {
  let text = "";
  for await (const piece of reply.text) text += piece;
  return text.trim();
}
