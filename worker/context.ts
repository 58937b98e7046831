import { createDb, type Db } from "./db/client.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { readConfig, type AppConfig } from "./lib/config.ts";

// Everything a request needs, built once per request and handed to Hono handlers (c.var.ctx)
// and React Router loaders (context.get(appContext)). Domain modules receive pieces of it as
// arguments and never read `env` themselves.
export type AppContext = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
  /** Per-response CSP nonce for the inline scripts React Router emits. */
  nonce: string;
  clientIp: string;
  limit(limiter: RateLimit | undefined, key: string): Promise<boolean>;
};

export function buildContext(env: Env, exec: { waitUntil(promise: Promise<unknown>): void }, request: Request): AppContext {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  return {
    db: createDb(env.DB),
    clock: systemClock,
    config: readConfig(env as unknown as Record<string, unknown>),
    env,
    waitUntil: (p) => exec.waitUntil(p),
    nonce,
    clientIp: request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "local",
    async limit(limiter, key) {
      // Missing binding (a misconfigured deploy) must not lock users out.
      if (!limiter) return true;
      const { success } = await limiter.limit({ key });
      return success;
    },
  };
}
