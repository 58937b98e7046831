#!/usr/bin/env node
// Guard: the files sent to browsers (build/client) carry no server code. A page that imports a
// value from worker/ can drag drizzle, the database schema or configuration into its client chunk;
// this fails when any client asset contains one of the markers below.
//
//   node scripts/check-client-bundle.mjs            build, then check build/client
//   node scripts/check-client-bundle.mjs --no-build check the existing build/client
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const clientDir = join(root, "build/client");

/** Strings only server code contains: the ORM, table and column names, secret names and values. */
export const SERVER_MARKERS = [
  // drizzle-orm
  "drizzle:",
  "sqliteTable",
  "drizzle-orm",
  // the schema (worker/db/schema.ts)
  "password_hash",
  "refresh_tokens",
  "one_time_codes",
  "audit_log",
  "mail_outbox",
  "webhook_events",
  // secrets: their names and the local development values
  "JWT_SECRET",
  "PAYSTACK_SECRET_KEY",
  "OPENAI_COMPAT_API_KEY",
  "local-development-secret-not-for-production",
  "sk_test_local",
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function findServerCode(dir) {
  const found = [];
  for (const path of files(dir)) {
    if (!/\.(m?js|css|html|json|map|webmanifest)$/.test(path)) continue;
    const text = readFileSync(path, "utf8");
    for (const marker of SERVER_MARKERS) if (text.includes(marker)) found.push({ file: relative(root, path), marker });
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes("--no-build")) {
    const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
    const r = spawnSync("npm", ["run", "build"], { encoding: "utf8", env, cwd: root });
    if (r.status !== 0) {
      console.error(`${r.stdout}${r.stderr}\ncheck-client-bundle: the build failed`);
      process.exit(1);
    }
  }
  if (!existsSync(clientDir)) {
    console.error("check-client-bundle: no build/client (run without --no-build)");
    process.exit(1);
  }
  const found = findServerCode(clientDir);
  if (found.length) {
    console.error("Server-only code in the client build (a page imports a value from worker/?):");
    for (const { file, marker } of found) console.error(`  ${file}: ${marker}`);
    process.exit(1);
  }
  console.log(`check-client-bundle: build/client carries none of ${SERVER_MARKERS.length} server markers`);
}
