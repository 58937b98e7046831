// Which model answers, from configuration only. "local" (the default) is the offline engine; an id
// starting with "@cf/" or "@hf/" is a Workers AI model; "openai-compatible" uses OPENAI_COMPAT_*.
// Timeouts bound how long a hosted model may keep a person waiting (see worker/chat/reply.ts).
export type AiTimeouts = {
  /** From the request to the model's first word. After it the offline engine answers (disclosed). */
  firstChunkMs: number;
  /** Longest silence between two pieces once the answer has started. */
  idleMs: number;
  /** The whole answer, tool calls included. */
  totalMs: number;
};

export type AiConfig = {
  model: string;
  maxTokens: number;
  openaiCompat: { baseUrl: string; model: string; apiKey: string } | null;
  timeouts: AiTimeouts;
};

export const DEFAULT_MAX_TOKENS = 800;
export const DEFAULT_TIMEOUTS: AiTimeouts = { firstChunkMs: 10_000, idleMs: 10_000, totalMs: 60_000 };

function ms(value: unknown, fallback: number): number {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 300_000) : fallback;
}

export function readAiConfig(env: Partial<Record<string, unknown>>): AiConfig {
  const model = String(env.AI_MODEL ?? "").trim() || "local";
  const max = Number.parseInt(String(env.AI_MAX_TOKENS ?? ""), 10);
  const baseUrl = String(env.OPENAI_COMPAT_BASE_URL ?? "").trim();
  const compatModel = String(env.OPENAI_COMPAT_MODEL ?? "").trim();
  const firstChunkMs = ms(env.AI_FIRST_CHUNK_MS, DEFAULT_TIMEOUTS.firstChunkMs);
  const idleMs = ms(env.AI_IDLE_MS, DEFAULT_TIMEOUTS.idleMs);
  return {
    model,
    maxTokens: Number.isFinite(max) && max > 0 ? Math.min(max, 4096) : DEFAULT_MAX_TOKENS,
    openaiCompat:
      baseUrl && compatModel
        ? { baseUrl: baseUrl.replace(/\/$/, ""), model: compatModel, apiKey: String(env.OPENAI_COMPAT_API_KEY ?? "") }
        : null,
    // The total can never be shorter than the wait for the first word.
    timeouts: { firstChunkMs, idleMs, totalMs: Math.max(ms(env.AI_TOTAL_MS, DEFAULT_TIMEOUTS.totalMs), firstChunkMs) },
  };
}
