#!/usr/bin/env node
// Builds the Worker and serves it with `vite preview` (workerd) on a throwaway database,
// so browser tests never touch the developer's local data. Always the development environment of
// wrangler.toml (dev-only routes: the mailbox, the fake OAuth and Paystack the tests use).
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.argv[2] ?? "4173";
const state = ".wrangler/e2e-state";
const env = {
  ...process.env,
  CLOUDFLARE_ENV: "development",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  HB_STATE_DIR: state,
};
rmSync(state, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) execFileSync("npx", ["react-router", "build"], { stdio: "inherit", env });
execFileSync("node", ["scripts/db-setup.mjs", "--persist-to", state], { stdio: "inherit", env });
// vite preview serves the configuration the build wrote (already the development one): no CLOUDFLARE_ENV.
const { CLOUDFLARE_ENV: _built, ...previewEnv } = env;
const server = spawn("npx", ["vite", "preview", "--port", port, "--strictPort", "--host", "127.0.0.1"], {
  stdio: "inherit",
  env: previewEnv,
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
