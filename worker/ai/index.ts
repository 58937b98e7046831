// The one door to the models: which model answers is decided here, from configuration alone, and the
// rest of the Worker receives a LanguageModel with what it needs to know about it (is it the offline
// engine, its id), never which provider it is or where the offline engine lives (ADR 006).
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AiConfig } from "./config.ts";
import { createLocalModel, wordChunks, type LocalModelOptions } from "./local/model.ts";
import { createOpenAiCompatibleModel } from "./openai-compatible.ts";

export { readAiConfig, DEFAULT_TIMEOUTS, type AiConfig, type AiTimeouts } from "./config.ts";
export { buildSystemPrompt } from "./system-prompt.ts";
export { PROVIDER_OPTIONS_KEY, type ChatTurn, type PersonalContext } from "./types.ts";
/** Word-sized pieces of a text, the way the offline engine streams it (a fixed answer streams the same). */
export { wordChunks };

export type ModelKind = "local" | "workers-ai" | "openai-compatible";
export type ChatModel = {
  model: LanguageModel;
  kind: ModelKind;
  /** The model's id, as answers record it. */
  id: string;
  /**
   * The offline engine: it answers at once, word by word, and names its own sources, so it needs no
   * timeouts and has nothing to fall back to. A hosted model has the offline engine behind it.
   */
  local: boolean;
};

/** The model configuration chooses: Workers AI, an OpenAI-compatible server, or the offline engine. */
export function chatModel(config: AiConfig, bindings: { AI?: Ai | undefined; fetch?: typeof fetch }): ChatModel {
  const id = config.model;
  if ((id.startsWith("@cf/") || id.startsWith("@hf/")) && bindings.AI) {
    const workersai = createWorkersAI({ binding: bindings.AI });
    return { model: workersai(id), kind: "workers-ai", id, local: false };
  }
  if (id === "openai-compatible" && config.openaiCompat) {
    const { baseUrl, model, apiKey } = config.openaiCompat;
    return {
      model: createOpenAiCompatibleModel({
        baseUrl,
        model,
        apiKey,
        ...(bindings.fetch ? { fetch: bindings.fetch } : {}),
      }),
      kind: "openai-compatible",
      id: model,
      local: false,
    };
  }
  const local = offlineModel();
  return { model: local, kind: "local", id: local.modelId, local: true };
}

/**
 * The offline engine on its own: the stand-in when a hosted model fails before its first word, and the
 * model of tests and benchmarks. `delayMs` is the pause between streamed words (8 ms unless given).
 */
export function offlineModel(options: LocalModelOptions = {}) {
  return createLocalModel(options);
}
