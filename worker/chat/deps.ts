// Wires the per-request context to the chat flows: the configured model and the limits. Used by the API
// and by the chat page's no-JavaScript form, so both answer the same way.
import { chooseModel, readAiConfig } from "../ai/index.ts";
import type { AppContext } from "../context.ts";
import type { Asker, ChatDeps } from "./service.ts";

export function chatDeps(ctx: AppContext): ChatDeps {
  const config = readAiConfig(ctx.env as unknown as Record<string, unknown>);
  const choice = chooseModel(config, { AI: ctx.env.AI });
  return {
    db: ctx.db,
    clock: ctx.clock,
    model: choice.model,
    local: choice.kind === "local",
    maxTokens: config.maxTokens,
    country: ctx.country,
    burst: (key) => ctx.limit(ctx.env.RL_API, key),
    log: (message, error) => console.error(message, error),
  };
}

export const askerOf = (ctx: AppContext): Asker => ({ userId: ctx.viewer?.id ?? null, clientIp: ctx.clientIp });
