#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from "node:child_process";
import { chromiumPath } from "./find-chromium.mjs";

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const steps = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["client bundle", ["node", "scripts/check-client-bundle.mjs"]],
  ["unit", ["npx", "vitest", "run", "-c", "vitest.unit.config.ts", "--passWithNoTests"]],
  ["integration", ["npx", "vitest", "run"]],
  ["e2e", ["npx", "playwright", "test"]],
];

try {
  chromiumPath();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

const failed = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`◀ ${name} ${r.status === 0 ? "passed" : "FAILED"} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (r.status !== 0) failed.push(name);
}
console.log(`\n${steps.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(", ")})` : ""}`);
process.exit(failed.length ? 1 : 0);
