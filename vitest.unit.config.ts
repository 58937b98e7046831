import { defineConfig } from "vitest/config";

// Unit tests of pure modules (domain logic, formatters), next to the code they test.
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    include: ["worker/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    retry: process.env.CI ? 1 : 0,
    testTimeout: process.env.CI ? 60_000 : 15_000,
  },
});
