// Any OpenAI-compatible chat completions server (vLLM, llama.cpp server, Ollama, LM Studio, a hosted
// gateway) through @ai-sdk/openai-compatible: streaming, tool calls and token usage as the SDK knows them.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

export type OpenAiCompatSettings = { baseUrl: string; model: string; apiKey?: string; fetch?: typeof fetch };

export function createOpenAiCompatibleModel(settings: OpenAiCompatSettings): LanguageModel {
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: settings.baseUrl,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    // Usage arrives in the last streamed chunk (stream_options.include_usage), so every reply is counted.
    includeUsage: true,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
  return provider.chatModel(settings.model);
}
