import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Integration tests: the real Worker in workerd, with the real migrations on a local D1.
export default defineConfig(async () => ({
  plugins: [
    reactRouter(),
    cloudflareTest({
      main: "./worker/index.ts",
      remoteBindings: false,
      // The development environment of wrangler.toml (the top level is production), APP_ENV "development".
      wrangler: { configPath: "./wrangler.toml", environment: "development" },
      miniflare: {
        // The pool's workerd supports dates up to 2026-08-22.
        compatibilityDate: "2026-08-15",
        bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), APP_ENV: "development" },
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**"],
    setupFiles: ["./tests/apply-migrations.ts"],
    // CI machines have 2 shared cores: one retry and generous timeouts there (a retried pass is
    // still listed as flaky by scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
    testTimeout: process.env.CI ? 60_000 : 15_000,
    hookTimeout: process.env.CI ? 120_000 : 30_000,
    // As in vitest.unit.config.ts: a worker on every core, not one core kept idle.
    maxWorkers: availableParallelism(),
  },
}));
