import { z } from "zod";
import { readAiConfig, type AiConfig } from "../ai/config.ts";

// Configuration comes from wrangler vars and secrets; every value has a local default so that
// `npm run dev` and the tests need no keys. Production refuses to start on a missing secret.
// This is the only module that reads them: `buildContext` calls `readConfig(env)` and everything else
// takes `ctx.config` (the AI model, Paystack and the identity providers included).

/** A text var: wrangler may hand a number or a boolean for an unquoted value; anything else is absent. */
const text = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => String(v))
  .optional()
  .catch(undefined);
/** A secret or key: only a string counts. */
const secret = z.string().optional().catch(undefined);

/** Every var and secret the app knows, typed. Bindings (DB, AI, MAILER, rate limiters) are not config. */
export const envSchema = z.object({
  APP_ENV: text,
  APP_URL: text,
  APP_VERSION: text,
  SUPPORT_PHONE: text,
  MAIL_FROM: text,
  JWT_SECRET: secret,
  AI_MODEL: text,
  AI_MAX_TOKENS: text,
  AI_FIRST_CHUNK_MS: text,
  AI_IDLE_MS: text,
  AI_TOTAL_MS: text,
  OPENAI_COMPAT_BASE_URL: text,
  OPENAI_COMPAT_MODEL: text,
  OPENAI_COMPAT_API_KEY: text,
  PAYSTACK_SECRET_KEY: secret,
  PAYSTACK_PUBLIC_KEY: secret,
  PAYSTACK_PLAN_CODE: secret,
  PAYSTACK_BASE_URL: secret,
  GOOGLE_CLIENT_ID: text,
  GOOGLE_CLIENT_SECRET: text,
  GOOGLE_AUTH_URL: text,
  GOOGLE_TOKEN_URL: text,
  GOOGLE_JWKS_URL: text,
  FACEBOOK_APP_ID: text,
  FACEBOOK_APP_SECRET: text,
  FACEBOOK_AUTH_URL: text,
  FACEBOOK_TOKEN_URL: text,
  FACEBOOK_GRAPH_URL: text,
});

/** The vars as configured (undefined when not set); the readers of each area apply their defaults. */
export type EnvVars = z.infer<typeof envSchema>;

export type AppConfig = {
  /**
   * "development" only when APP_ENV says so explicitly; anything else (unset, a typo, "staging")
   * is treated as production: real providers, no development routes, Secure cookies, https only.
   */
  env: "development" | "production";
  /** The local mailbox, fake identity provider and fake Paystack (worker/dev/). Never on outside development. */
  devRoutes: boolean;
  appUrl: string;
  supportPhone: string;
  version: string;
  jwtSecret: string;
  mailFrom: string;
  /** Which model answers in the chat, and how long it may take (worker/ai/config.ts). */
  ai: AiConfig;
  /** The raw vars, for the readers that also depend on the request (Paystack's and the providers' URLs). */
  vars: EnvVars;
};

export const LOCAL_JWT_SECRET = "local-development-secret-not-for-production";

// The Worker's env object lives as long as the isolate: parse it once, not on every request.
const cache = new WeakMap<object, AppConfig>();

export function readConfig(env: object): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const config = parseConfig(env);
  cache.set(env, config);
  return config;
}

function parseConfig(env: object): AppConfig {
  const vars = envSchema.parse(env);
  const appEnv = vars.APP_ENV === "development" ? "development" : "production";
  const configured = vars.JWT_SECRET || "";
  const jwtSecret = configured || (appEnv === "development" ? LOCAL_JWT_SECRET : "");
  if (!jwtSecret) throw new Error("JWT_SECRET must be set outside development (wrangler secret put JWT_SECRET)");
  if (appEnv === "production" && (jwtSecret === LOCAL_JWT_SECRET || jwtSecret.length < 32))
    throw new Error(
      "JWT_SECRET must be a random value of at least 32 characters in production, not the local development secret",
    );
  return {
    env: appEnv,
    devRoutes: appEnv === "development",
    appUrl: (vars.APP_URL ?? "http://localhost:5173").replace(/\/$/, ""),
    supportPhone: vars.SUPPORT_PHONE ?? "+2348000000000",
    version: vars.APP_VERSION ?? __APP_VERSION__,
    jwtSecret,
    mailFrom: vars.MAIL_FROM ?? "hello@healthbuddy.ng",
    ai: readAiConfig(vars),
    vars,
  };
}
