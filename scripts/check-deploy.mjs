#!/usr/bin/env node
// Run by `npm run deploy` between the build and `wrangler deploy`: refuses to ship a build whose
// configuration is not production. APP_ENV other than "production" turns on the development-only
// routes (/dev/mailbox, the fake Google/Facebook sign-in and the fake Paystack), so such a Worker
// must never reach the internet. It reads the configuration `wrangler deploy` will use: the one the
// Vite build wrote (build/server/wrangler.json, found through .wrangler/deploy/config.json).
//   node scripts/check-deploy.mjs [path/to/wrangler.json]
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

function deployedConfigPath() {
  if (process.argv[2]) return resolve(process.argv[2]);
  const redirect = ".wrangler/deploy/config.json";
  if (!existsSync(redirect)) return undefined;
  const { configPath } = JSON.parse(readFileSync(redirect, "utf8"));
  return resolve(dirname(redirect), configPath);
}

const path = deployedConfigPath();
if (!path || !existsSync(path)) {
  console.error(
    "Refusing to deploy: no built Worker configuration found; run `npm run build` first (npm run deploy does).",
  );
  process.exit(1);
}
const config = JSON.parse(readFileSync(path, "utf8"));
const appEnv = config.vars?.APP_ENV;
const where = `${relative(process.cwd(), path)}${config.targetEnvironment ? ` (environment "${config.targetEnvironment}")` : ""}`;
if (appEnv !== "production") {
  console.error(
    `Refusing to deploy: ${where} has APP_ENV=${JSON.stringify(appEnv ?? null)}, which turns on development-only routes; ` +
      "build the production configuration (the top level of wrangler.toml): unset CLOUDFLARE_ENV and run `npm run deploy`.",
  );
  process.exit(1);
}
console.log(`Deploy check passed: ${where} has APP_ENV="production" (Worker "${config.name}").`);
