import { describe, expect, it } from "vitest";
import { LOCAL_JWT_SECRET, readConfig } from "./config.ts";

const STRONG = "prod-secret-0123456789-abcdefghijklmnop";

describe("readConfig", () => {
  it("gives every value a local default in development", () => {
    const config = readConfig({ APP_ENV: "development", DB: {} });
    expect(config).toMatchObject({
      env: "development",
      devRoutes: true,
      appUrl: "http://localhost:5173",
      jwtSecret: LOCAL_JWT_SECRET,
      mailFrom: "hello@healthbuddy.ng",
      ai: { model: "local", maxTokens: 800 },
    });
    // Bindings are not configuration.
    expect(config.vars).not.toHaveProperty("DB");
  });

  it("treats anything but the exact word development as production", () => {
    for (const APP_ENV of ["production", "staging", "Development", undefined]) {
      const config = readConfig({ APP_ENV, JWT_SECRET: STRONG });
      expect(config.env).toBe("production");
      expect(config.devRoutes).toBe(false);
    }
  });

  it("refuses to start in production without a proper JWT secret", () => {
    expect(() => readConfig({ APP_ENV: "production" })).toThrow(/JWT_SECRET must be set/);
    expect(() => readConfig({ APP_ENV: "production", JWT_SECRET: LOCAL_JWT_SECRET })).toThrow(/at least 32/);
    expect(() => readConfig({ APP_ENV: "production", JWT_SECRET: "short" })).toThrow(/at least 32/);
    expect(readConfig({ APP_ENV: "production", JWT_SECRET: STRONG }).jwtSecret).toBe(STRONG);
  });

  it("reads the vars wrangler hands as numbers, and the AI settings", () => {
    const config = readConfig({
      APP_ENV: "development",
      AI_MAX_TOKENS: 1200,
      AI_MODEL: "@cf/x",
      APP_URL: "https://a.ng/",
    });
    expect(config.ai).toMatchObject({ model: "@cf/x", maxTokens: 1200 });
    expect(config.appUrl).toBe("https://a.ng");
  });

  it("parses one env object once", () => {
    const env = { APP_ENV: "development" };
    expect(readConfig(env)).toBe(readConfig(env));
  });
});
