import type { AuthDeps, Viewer } from "./auth/accounts.ts";
import { createDb, type Db } from "./db/client.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { runInBackground } from "./lib/background.ts";
import { readConfig, type AppConfig } from "./lib/config.ts";
import { cloudflareMailer, outboxMailer, type Mailer } from "./mail/mailer.ts";
import { requestCountry } from "./chat/safety/numbers.ts";
import { buildServices, type Services } from "./services.ts";
import { webHelpers, type Web } from "./web/index.ts";

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
  /** The request's country (cf.country), only in production where the edge sets it; else null. */
  country: string | null;
  userAgent: string;
  /** The signed-in user (bearer token or session cookie), resolved once per request. */
  viewer: Viewer | null;
  /**
   * Set-Cookie values the response must carry (session rotation, sign-in, sign-out), written by
   * worker/lib/cookies.ts. A signed one (the flash) is a promise, since WebCrypto signs
   * asynchronously; the Worker entry awaits them in order.
   */
  setCookies: (string | Promise<string>)[];
  /** Secure on every cookie in production (and over https anywhere). */
  secureCookies: boolean;
  /**
   * Set by the Worker entry when the request carries something it cannot read (a broken hb_*
   * cookie): pages answer it with the error page (app/root.tsx middleware), the API with a 400.
   */
  unreadable: { status: 400 | 415; message: string } | null;
  limit(limiter: RateLimit | undefined, key: string): Promise<boolean>;
  authDeps(): AuthDeps;
  /** The domain services, wired once for this request (worker/services.ts). Pages use only these. */
  services: Services;
  /** What pages do with the request: viewer, flash, session cookies, draft (worker/web/). */
  web: Web;
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

export function buildContext(
  env: Env,
  exec: { waitUntil(promise: Promise<unknown>): void },
  request: Request,
): AppContext {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const config = readConfig(env);
  const db = createDb(env.DB);
  const sendEmail = (env as unknown as { MAILER?: { send(m: unknown): Promise<void> } }).MAILER;
  const mailer =
    config.env === "production" && sendEmail ? cloudflareMailer(sendEmail, config.mailFrom) : outboxMailer(db);
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
    country: requestCountry(request, config.env === "production"),
    userAgent,
    viewer: null,
    setCookies: [],
    secureCookies: new URL(request.url).protocol === "https:" || config.env === "production",
    unreadable: null,
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
    authDeps: () => ({
      db,
      clock: ctx.clock,
      mailer,
      jwtSecret: config.jwtSecret,
      // Links in mail point where the request came from (dev server, e2e port, preview); only
      // production pins them to APP_URL, so a forged Host header cannot steer them there.
      appUrl: config.env === "production" ? config.appUrl : ctx.origin,
      ip: clientIp,
      userAgent,
      defer: (label, work) => runInBackground(ctx.waitUntil, label, work),
    }),
    services: undefined as unknown as Services,
    web: undefined as unknown as Web,
  };
  ctx.services = buildServices(ctx);
  ctx.web = webHelpers(ctx);
  return ctx;
}
