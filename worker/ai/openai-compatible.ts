// A minimal language model for any OpenAI-compatible chat completions endpoint (vLLM, llama.cpp server,
// Ollama, LM Studio, a hosted gateway): text in, text streamed out. Tools are not offered to it; the
// deterministic safety layer and the personal context in the system prompt still apply.
import type { LanguageModel } from "ai";

type ModelV4 = Extract<LanguageModel, { specificationVersion: "v4" }>;
type CallOptions = Parameters<ModelV4["doStream"]>[0];
type StreamPart = Awaited<ReturnType<ModelV4["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

export type OpenAiCompatSettings = { baseUrl: string; model: string; apiKey?: string; fetch?: typeof fetch };

function messages(prompt: CallOptions["prompt"]) {
  const out: Array<{ role: string; content: string }> = [];
  for (const m of prompt) {
    if (m.role === "system") out.push({ role: "system", content: m.content });
    else if (m.role === "user" || m.role === "assistant") {
      const content = m.content.map((p) => (p.type === "text" ? p.text : "")).join("");
      if (content) out.push({ role: m.role, content });
    }
  }
  return out;
}

function finish(reason: string | null | undefined) {
  const unified = reason === "length" ? "length" : reason === "content_filter" ? "content-filter" : "stop";
  return { unified, raw: reason ?? undefined } as const;
}

type Usage = { prompt_tokens?: number; completion_tokens?: number } | undefined;
function usage(u: Usage) {
  return {
    inputTokens: { total: u?.prompt_tokens, noCache: u?.prompt_tokens, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: u?.completion_tokens, text: u?.completion_tokens, reasoning: undefined },
  };
}

export function createOpenAiCompatibleModel(settings: OpenAiCompatSettings): ModelV4 {
  const doFetch = settings.fetch ?? fetch;
  const call = (options: CallOptions, stream: boolean) =>
    doFetch(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: messages(options.prompt),
        max_tokens: options.maxOutputTokens,
        temperature: options.temperature,
        stream,
        ...(stream ? { stream_options: { include_usage: true } } : {}),
      }),
      ...(options.abortSignal ? { signal: options.abortSignal } : {}),
    });

  return {
    specificationVersion: "v4",
    provider: "openai-compatible",
    modelId: settings.model,
    supportedUrls: {},

    async doGenerate(options) {
      const res = await call(options, false);
      if (!res.ok) throw new Error(`OpenAI-compatible endpoint answered ${res.status}`);
      const body = (await res.json()) as {
        choices?: Array<{ message?: { content?: string }; finish_reason?: string }>;
        usage?: Usage;
      };
      const choice = body.choices?.[0];
      return {
        content: [{ type: "text", text: choice?.message?.content ?? "" }],
        finishReason: finish(choice?.finish_reason),
        usage: usage(body.usage),
        warnings: options.tools?.length ? [{ type: "unsupported", feature: "tools" }] : [],
      };
    },

    async doStream(options) {
      const res = await call(options, true);
      if (!res.ok || !res.body) throw new Error(`OpenAI-compatible endpoint answered ${res.status}`);
      const id = "txt-0";
      let buffer = "";
      let reason: string | null | undefined;
      let u: Usage;
      const decoder = new TextDecoder();
      const stream = res.body.pipeThrough(
        new TransformStream<Uint8Array, StreamPart>({
          start(controller) {
            controller.enqueue({
              type: "stream-start",
              warnings: options.tools?.length ? [{ type: "unsupported", feature: "tools" }] : [],
            });
            controller.enqueue({ type: "text-start", id });
          },
          transform(bytes, controller) {
            buffer += decoder.decode(bytes, { stream: true });
            const lines = buffer.split("\n");
            buffer = lines.pop() ?? "";
            for (const line of lines) {
              const data = line.startsWith("data:") ? line.slice(5).trim() : "";
              if (!data || data === "[DONE]") continue;
              try {
                const event = JSON.parse(data) as {
                  choices?: Array<{ delta?: { content?: string }; finish_reason?: string | null }>;
                  usage?: Usage;
                };
                const delta = event.choices?.[0]?.delta?.content;
                if (delta) controller.enqueue({ type: "text-delta", id, delta });
                reason = event.choices?.[0]?.finish_reason ?? reason;
                u = event.usage ?? u;
              } catch {
                // A keep-alive or vendor line that is not JSON: skip it.
              }
            }
          },
          flush(controller) {
            controller.enqueue({ type: "text-end", id });
            controller.enqueue({ type: "finish", finishReason: finish(reason), usage: usage(u) });
          },
        }),
      );
      return { stream };
    },
  };
}
