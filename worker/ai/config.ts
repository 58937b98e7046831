// Which model answers, from configuration only. "local" (the default) is the offline engine; an id
// starting with "@cf/" or "@hf/" is a Workers AI model; "openai-compatible" uses OPENAI_COMPAT_*.
export type AiConfig = {
  model: string;
  maxTokens: number;
  openaiCompat: { baseUrl: string; model: string; apiKey: string } | null;
};

export const DEFAULT_MAX_TOKENS = 800;

export function readAiConfig(env: Partial<Record<string, unknown>>): AiConfig {
  const model = String(env.AI_MODEL ?? "").trim() || "local";
  const max = Number.parseInt(String(env.AI_MAX_TOKENS ?? ""), 10);
  const baseUrl = String(env.OPENAI_COMPAT_BASE_URL ?? "").trim();
  const compatModel = String(env.OPENAI_COMPAT_MODEL ?? "").trim();
  return {
    model,
    maxTokens: Number.isFinite(max) && max > 0 ? Math.min(max, 4096) : DEFAULT_MAX_TOKENS,
    openaiCompat:
      baseUrl && compatModel
        ? { baseUrl: baseUrl.replace(/\/$/, ""), model: compatModel, apiKey: String(env.OPENAI_COMPAT_API_KEY ?? "") }
        : null,
  };
}
