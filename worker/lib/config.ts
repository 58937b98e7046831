// Configuration comes from wrangler vars and secrets; every value has a local default so that
// `npm run dev` and the tests need no keys. Production refuses to start on a missing secret.
export type AppConfig = {
  /**
   * "development" only when APP_ENV says so explicitly; anything else (unset, a typo, "staging")
   * is treated as production: real providers, no development routes, Secure cookies, https only.
   */
  env: "development" | "production";
  /** The local mailbox, fake identity provider and fake Paystack. Never on outside development. */
  devRoutes: boolean;
  appUrl: string;
  supportPhone: string;
  version: string;
  jwtSecret: string;
  mailFrom: string;
};

export const LOCAL_JWT_SECRET = "local-development-secret-not-for-production";

export function readConfig(env: Partial<Record<string, unknown>>): AppConfig {
  const appEnv = env.APP_ENV === "development" ? "development" : "production";
  const configured = typeof env.JWT_SECRET === "string" && env.JWT_SECRET ? env.JWT_SECRET : "";
  const jwtSecret = configured || (appEnv === "development" ? LOCAL_JWT_SECRET : "");
  if (!jwtSecret)
    throw new Error("JWT_SECRET must be set outside development (wrangler secret put JWT_SECRET)");
  if (appEnv === "production" && (jwtSecret === LOCAL_JWT_SECRET || jwtSecret.length < 32))
    throw new Error(
      "JWT_SECRET must be a random value of at least 32 characters in production, not the local development secret",
    );
  return {
    env: appEnv,
    devRoutes: appEnv === "development",
    appUrl: String(env.APP_URL ?? "http://localhost:5173").replace(/\/$/, ""),
    supportPhone: String(env.SUPPORT_PHONE ?? "+2348000000000"),
    version: String(env.APP_VERSION ?? __APP_VERSION__),
    jwtSecret,
    mailFrom: String(env.MAIL_FROM ?? "hello@healthbuddy.ng"),
  };
}
