import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./scripts/find-chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CI = Boolean(process.env.CI);
// The system Chromium, or the one shipped in @sparticuz/chromium (scripts/find-chromium.mjs):
// Playwright's own browser downloads are not reachable here.
const browser = chromiumLaunch();

// CI machines have 2 shared cores: generous timeouts and 2 retries there, so a slow moment is not a red
// build. A test that needed a retry is reported as flaky (scripts/test.mjs lists it).
export default defineConfig({
  testDir: "tests/e2e",
  timeout: CI ? 90_000 : 30_000,
  expect: { timeout: CI ? 15_000 : 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: CI ? 2 : 0,
  reporter: [["list"], ["json", { outputFile: ".tmp/test-reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: browser.executablePath,
      args: browser.args,
      env: { ...process.env, ...browser.env },
    },
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, browserName: "chromium" } },
  ],
  webServer: {
    // The built Worker served by workerd (development environment) with its own fresh local database.
    command: `node scripts/serve-e2e.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
