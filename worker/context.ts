import type { AuthDeps, Viewer } from "./auth/accounts.ts";
import { createDb, type Db } from "./db/client.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { readConfig, type AppConfig } from "./lib/config.ts";
import { cloudflareMailer, outboxMailer, type Mailer } from "./mail/mailer.ts";

// Everything a request needs, built once per request and handed to Hono handlers (c.var.ctx)
// and React Router loaders (context.get(appContext)). Domain modules receive pieces of it as
// arguments and never read `env` themselves.
export type AppContext = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  env: Env;
  mailer: Mailer;
  waitUntil(promise: Promise<unknown>): void;
  /** Per-response CSP nonce for the inline scripts React Router emits. */
  nonce: string;
  clientIp: string;
  userAgent: string;
  /** The signed-in user (bearer token or session cookie), resolved once per request. */
  viewer: Viewer | null;
  /** Set-Cookie values the response must carry (session rotation, sign-in, sign-out). */
  setCookies: string[];
  secureCookies: boolean;
  limit(limiter: RateLimit | undefined, key: string): Promise<boolean>;
  authDeps(): AuthDeps;
  /** The request's own origin (OAuth redirect URIs in development follow the host actually used). */
  origin: string;
  /**
   * fetch for outside services. Local fakes (OAuth, Paystack) live inside this Worker, so a URL on
   * our own origin is answered in-process instead of over the network.
   */
  fetch(request: Request): Promise<Response>;
  /** Set by the Worker entry: run a request through this app in-process. */
  selfFetch: (request: Request) => Promise<Response>;
};

export function buildContext(env: Env, exec: { waitUntil(promise: Promise<unknown>): void }, request: Request): AppContext {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const config = readConfig(env as unknown as Record<string, unknown>);
  const db = createDb(env.DB);
  const sendEmail = (env as unknown as { MAILER?: { send(m: unknown): Promise<void> } }).MAILER;
  const mailer = config.env === "production" && sendEmail ? cloudflareMailer(sendEmail, config.mailFrom) : outboxMailer(db);
  const clientIp = request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for") ?? "local";
  const userAgent = request.headers.get("user-agent") ?? "";
  const ctx: AppContext = {
    db,
    clock: systemClock,
    config,
    env,
    mailer,
    waitUntil: (p) => exec.waitUntil(p),
    nonce,
    clientIp,
    userAgent,
    viewer: null,
    setCookies: [],
    secureCookies: new URL(request.url).protocol === "https:",
    async limit(limiter, key) {
      // Missing binding (a misconfigured deploy) must not lock users out.
      if (!limiter) return true;
      const { success } = await limiter.limit({ key });
      return success;
    },
    origin: new URL(request.url).origin,
    selfFetch: () => Promise.reject(new Error("selfFetch is not wired")),
    fetch(req) {
      const origin = new URL(req.url).origin;
      if (origin === ctx.origin || origin === new URL(config.appUrl).origin) return ctx.selfFetch(req);
      return fetch(req);
    },
    // Links in mail point where the request came from (dev server, e2e port, preview); only
    // production pins them to APP_URL, so a forged Host header cannot steer them there.
    authDeps: () => ({ db, clock: ctx.clock, mailer, jwtSecret: config.jwtSecret, appUrl: config.env === "production" ? config.appUrl : ctx.origin, ip: clientIp, userAgent }),
  };
  return ctx;
}
