#!/usr/bin/env node
// Brings a local D1 up to date: applies pending migrations, then upserts the demo content.
// Safe to run every time. Default state is .wrangler/state (shared by vite dev, vite preview
// and wrangler); `--persist-to DIR` targets another one (the e2e server's). Local data is the
// development environment of wrangler.toml unless CLOUDFLARE_ENV says otherwise.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const i = process.argv.indexOf("--persist-to");
const persist = i > 0 ? ["--persist-to", process.argv[i + 1]] : [];
const env = {
  CLOUDFLARE_ENV: "development",
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  CI: "true",
};
const wrangler = (...args) =>
  execFileSync("npx", ["wrangler", ...args, ...persist], { stdio: ["ignore", "pipe", "inherit"], env }).toString();

wrangler("d1", "migrations", "apply", "DB", "--local");
const { demoSeedSql } = await import("../worker/db/seed.ts");
mkdirSync(".wrangler", { recursive: true });
writeFileSync(".wrangler/seed.sql", await demoSeedSql());
wrangler("d1", "execute", "DB", "--local", "--file", ".wrangler/seed.sql");
console.log(`Local database migrated and seeded${persist.length ? ` (${persist[1]})` : ""}.`);
