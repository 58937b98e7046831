// The offline model: a real implementation of the `ai` SDK's language-model interface (v4) whose
// "weights" are the symptom checker's knowledge base. It reads the prompt like any model would, writes
// its reply with composeReply and streams it word by word, so everything downstream (streamText, the UI
// message stream, the page) runs exactly as it does with Workers AI.
import type { LanguageModel } from "ai";
import { PROVIDER_OPTIONS_KEY, type ChatTurn, type PersonalContext } from "../types.ts";
import { composeReply } from "./compose.ts";

type ModelV4 = Extract<LanguageModel, { specificationVersion: "v4" }>;
type CallOptions = Parameters<ModelV4["doStream"]>[0];
type StreamPart = Awaited<ReturnType<ModelV4["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;
type GenerateResult = Awaited<ReturnType<ModelV4["doGenerate"]>>;

export type LocalModelOptions = {
  /** Pause between streamed words, so a reply arrives the way a hosted model's does. */
  delayMs?: number;
};

export const LOCAL_MODEL_ID = "healthbuddy-local-1";

/** The conversation as plain turns: text parts of user and assistant messages, in order. */
export function turnsFromPrompt(prompt: CallOptions["prompt"]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const m of prompt) {
    if (m.role !== "user" && m.role !== "assistant") continue;
    const text = m.content
      .map((p) => (p.type === "text" ? p.text : ""))
      .join("")
      .trim();
    if (text) turns.push({ role: m.role, content: text });
  }
  return turns;
}

export function profileFromOptions(options: Pick<CallOptions, "providerOptions">): PersonalContext | undefined {
  const raw = options.providerOptions?.[PROVIDER_OPTIONS_KEY]?.profile as Partial<PersonalContext> | undefined;
  if (!raw || typeof raw !== "object") return undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return {
    ...(typeof raw.age === "number" ? { age: raw.age } : {}),
    ...(raw.sex === "male" || raw.sex === "female" ? { sex: raw.sex } : {}),
    conditions: list(raw.conditions),
    allergies: list(raw.allergies),
    medications: list(raw.medications),
  };
}

/** Word-sized pieces, each keeping the whitespace after it, so joining them gives the text back. */
export function wordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

function truncate(chunks: string[], maxOutputTokens: number | undefined): { chunks: string[]; cut: boolean } {
  // About 1.3 tokens per English word.
  const maxWords = maxOutputTokens ? Math.max(1, Math.floor(maxOutputTokens / 1.3)) : Infinity;
  return chunks.length > maxWords ? { chunks: chunks.slice(0, maxWords), cut: true } : { chunks, cut: false };
}

function usage(promptChars: number, outputWords: number) {
  const input = Math.ceil(promptChars / 4);
  const output = Math.ceil(outputWords * 1.3);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLocalModel(opts: LocalModelOptions = {}): ModelV4 {
  const delayMs = opts.delayMs ?? 8;
  const reply = (options: CallOptions) => {
    const country = options.providerOptions?.[PROVIDER_OPTIONS_KEY]?.country;
    const text = composeReply(turnsFromPrompt(options.prompt), profileFromOptions(options), {
      country: typeof country === "string" ? country : null,
    });
    const promptChars = JSON.stringify(options.prompt).length;
    return { ...truncate(wordChunks(text), options.maxOutputTokens), promptChars };
  };

  return {
    specificationVersion: "v4",
    provider: "healthbuddy",
    modelId: LOCAL_MODEL_ID,
    supportedUrls: {},

    async doGenerate(options): Promise<GenerateResult> {
      const { chunks, cut, promptChars } = reply(options);
      return {
        content: [{ type: "text", text: chunks.join("") }],
        finishReason: { unified: cut ? "length" : "stop", raw: cut ? "length" : "stop" },
        usage: usage(promptChars, chunks.length),
        warnings: [],
        response: { id: crypto.randomUUID(), modelId: LOCAL_MODEL_ID, timestamp: new Date() },
      };
    },

    async doStream(options) {
      const { chunks, cut, promptChars } = reply(options);
      const signal = options.abortSignal;
      const id = "txt-0";
      let i = 0;
      let aborted = false;
      const stream = new ReadableStream<StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({
            type: "response-metadata",
            id: crypto.randomUUID(),
            modelId: LOCAL_MODEL_ID,
            timestamp: new Date(),
          });
          controller.enqueue({ type: "text-start", id });
        },
        async pull(controller) {
          if (signal?.aborted || aborted) {
            controller.close();
            return;
          }
          if (i < chunks.length) {
            if (i > 0 && delayMs > 0) await sleep(delayMs);
            controller.enqueue({ type: "text-delta", id, delta: chunks[i++] as string });
            return;
          }
          controller.enqueue({ type: "text-end", id });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: cut ? "length" : "stop", raw: cut ? "length" : "stop" },
            usage: usage(promptChars, chunks.length),
          });
          controller.close();
        },
        cancel() {
          aborted = true;
        },
      });
      return { stream };
    },
  };
}
