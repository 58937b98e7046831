#!/usr/bin/env node
// Plays the public clinical vignettes against a running server's /api/v1 and prints the runner's
// summary line (top-1, top-3, triage, emergency sensitivity, questions, median step latency).
// Usage: node bench/checker-api.mjs [http://localhost:5173] [--cases path/to/vignettes.json]
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const base = args.find((a) => /^https?:\/\//.test(a)) ?? "http://localhost:5173";
const casesAt = args.indexOf("--cases");
const runner = fileURLToPath(new URL("../../shared/eval/run-vignettes.mjs", import.meta.url));
if (!existsSync(runner)) {
  console.error(`checker-api: the vignette runner is not at ${runner}`);
  process.exit(1);
}
const runnerArgs = [
  runner,
  "--base",
  base,
  ...(casesAt >= 0 && args[casesAt + 1] ? ["--cases", args[casesAt + 1]] : []),
];
try {
  const out = execFileSync(process.execPath, runnerArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  const lines = out.trim().split("\n");
  for (const line of lines.filter((l) => l.startsWith("error "))) console.log(line);
  console.log(`checker-api ${base}: ${lines.at(-1)}`);
} catch (e) {
  console.error(`checker-api: the runner failed against ${base}: ${e.message}`);
  process.exit(1);
}
