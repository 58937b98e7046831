// Configuration comes from wrangler vars and secrets; every value has a local default so that
// `npm run dev` and the tests need no keys. Production refuses to start on a missing secret.
export type AppConfig = {
  env: "development" | "test" | "production";
  appUrl: string;
  supportPhone: string;
  version: string;
  jwtSecret: string;
  mailFrom: string;
};

const LOCAL_JWT_SECRET = "local-development-secret-not-for-production";

export function readConfig(env: Partial<Record<string, unknown>>): AppConfig {
  const raw = String(env.APP_ENV ?? "development");
  const appEnv = raw === "production" || raw === "test" ? raw : "development";
  const jwtSecret = env.JWT_SECRET ? String(env.JWT_SECRET) : appEnv === "production" ? "" : LOCAL_JWT_SECRET;
  if (!jwtSecret) throw new Error("JWT_SECRET must be set in production (wrangler secret put JWT_SECRET)");
  return {
    env: appEnv,
    appUrl: String(env.APP_URL ?? "http://localhost:5173").replace(/\/$/, ""),
    supportPhone: String(env.SUPPORT_PHONE ?? "+2348000000000"),
    version: String(env.APP_VERSION ?? __APP_VERSION__),
    jwtSecret,
    mailFrom: String(env.MAIL_FROM ?? "hello@healthbuddy.ng"),
  };
}
