// The one place that decides which model answers. Everything else receives a LanguageModel and does not
// know (or care) whether it is Workers AI, an OpenAI-compatible server or the offline engine.
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AiConfig } from "./config.ts";
import { createLocalModel } from "./local/model.ts";
import { createOpenAiCompatibleModel } from "./openai-compatible.ts";

export { readAiConfig, DEFAULT_TIMEOUTS, type AiConfig, type AiTimeouts } from "./config.ts";
export { buildSystemPrompt } from "./system-prompt.ts";
export { PROVIDER_OPTIONS_KEY, type ChatTurn, type PersonalContext } from "./types.ts";

export type ModelKind = "local" | "workers-ai" | "openai-compatible";
export type ModelChoice = { model: LanguageModel; kind: ModelKind; id: string };

export function chooseModel(config: AiConfig, bindings: { AI?: Ai | undefined; fetch?: typeof fetch }): ModelChoice {
  const id = config.model;
  if ((id.startsWith("@cf/") || id.startsWith("@hf/")) && bindings.AI) {
    const workersai = createWorkersAI({ binding: bindings.AI });
    return { model: workersai(id), kind: "workers-ai", id };
  }
  if (id === "openai-compatible" && config.openaiCompat) {
    const { baseUrl, model, apiKey } = config.openaiCompat;
    return { model: createOpenAiCompatibleModel({ baseUrl, model, apiKey, ...(bindings.fetch ? { fetch: bindings.fetch } : {}) }), kind: "openai-compatible", id: model };
  }
  const local = createLocalModel();
  return { model: local, kind: "local", id: local.modelId };
}
