// Configuration comes from wrangler vars and secrets; every value has a local default so that
// `npm run dev` and the tests need no keys.
export type AppConfig = {
  env: "development" | "test" | "production";
  appUrl: string;
  supportPhone: string;
  version: string;
};

export function readConfig(env: Partial<Record<string, unknown>>): AppConfig {
  const raw = String(env.APP_ENV ?? "development");
  const appEnv = raw === "production" || raw === "test" ? raw : "development";
  return {
    env: appEnv,
    appUrl: String(env.APP_URL ?? "http://localhost:5173"),
    supportPhone: String(env.SUPPORT_PHONE ?? "+2348000000000"),
    version: String(env.APP_VERSION ?? __APP_VERSION__),
  };
}
