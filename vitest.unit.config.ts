import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests of pure modules (domain logic, formatters), next to the code they test.
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    include: ["worker/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    retry: process.env.CI ? 1 : 0,
    testTimeout: process.env.CI ? 60_000 : 15_000,
    // Vitest keeps one core for itself by default, which on CI's two cores runs the files one at a time;
    // its main process is idle while tests run, so every core gets a worker (unit step 346 s → see README).
    maxWorkers: availableParallelism(),
  },
});
