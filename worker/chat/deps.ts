// Wires the per-request context to the chat flows: the configured model, its timeouts, the sourced
// passages, the limits and the anonymous device. Used by the API and by the chat page's no-JavaScript
// form, so both answer the same way.
import { chatModel } from "../ai/index.ts";
import type { AppContext } from "../context.ts";
import { deviceOf } from "./device.ts";
import { knowledgeGrounding } from "./grounding.ts";
import type { Asker, ChatDeps } from "./service.ts";

export function chatDeps(ctx: AppContext): ChatDeps {
  const config = ctx.config.ai;
  const choice = chatModel(config, { AI: ctx.env.AI });
  return {
    db: ctx.db,
    clock: ctx.clock,
    model: choice.model,
    local: choice.local,
    maxTokens: config.maxTokens,
    timeouts: config.timeouts,
    grounding: knowledgeGrounding,
    country: ctx.country,
    burst: (key) => ctx.limit(ctx.env.RL_API, key),
    log: (message, error) => console.error(message, error),
    record: (entry) => console.log(JSON.stringify(entry)),
  };
}

/** The signed-in user, or the anonymous device (its signed cookie, set on this response if new). */
export async function askerOf(ctx: AppContext, request: Request): Promise<Asker> {
  if (ctx.viewer) return { userId: ctx.viewer.id, clientIp: ctx.clientIp };
  const device = await deviceOf(request.headers.get("cookie"), ctx.config.jwtSecret, ctx.secureCookies);
  if (device.setCookie) ctx.setCookies.push(device.setCookie);
  return { userId: null, clientIp: ctx.clientIp, deviceId: device.id };
}
