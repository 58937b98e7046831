#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. All steps run even when one
// fails; the end of the output names every failed (and every flaky, i.e. passed on retry) test.
// `npm test -- unit integration` runs only the named steps.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { chromiumLaunch } from "./find-chromium.mjs";

const REPORTS = ".tmp/test-reports";
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const vitest = (name, ...args) => [
  "npx",
  "vitest",
  "run",
  ...args,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${REPORTS}/${name}.json`,
];
const ALL_STEPS = [
  { name: "typecheck", cmd: ["npm", "run", "typecheck"] },
  { name: "lint", cmd: ["npm", "run", "lint"] },
  // Fails when a browser asset carries server-only code (drizzle, table/column names, secrets).
  { name: "bundle", cmd: ["node", "scripts/check-client-bundle.mjs"] },
  { name: "unit", cmd: vitest("unit", "-c", "vitest.unit.config.ts", "--passWithNoTests"), report: "vitest" },
  { name: "integration", cmd: vitest("integration"), report: "vitest" },
  // playwright.config.ts writes its JSON report to REPORTS/e2e.json
  { name: "e2e", cmd: ["npx", "playwright", "test"], report: "playwright" },
];
const only = process.argv.slice(2);
const unknown = only.filter((n) => !ALL_STEPS.some((s) => s.name === n));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(", ")}: the steps are ${ALL_STEPS.map((s) => s.name).join(", ")}.`);
  process.exit(1);
}
const steps = only.length ? ALL_STEPS.filter((s) => only.includes(s.name)) : ALL_STEPS;

if (steps.some((s) => s.name === "e2e")) {
  try {
    const browser = chromiumLaunch(); // unpacks the packaged Chromium now if it is the one, not mid-run
    console.log(`Browser for e2e: ${browser.source} Chromium (${browser.executablePath})`);
  } catch (error) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const firstLine = (text) =>
  String(text ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? "";

/** @returns {{ passed: number, failed: { name: string, why: string }[], flaky: string[] } | undefined} */
function readVitest(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, "utf8"));
  const failed = [];
  for (const f of r.testResults ?? []) {
    const path = relative(process.cwd(), f.name);
    const bad = (f.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of bad)
      failed.push({
        name: `${path} > ${[...t.ancestorTitles, t.title].join(" > ")}`,
        why: firstLine(t.failureMessages?.[0]),
      });
    if (f.status === "failed" && !bad.length)
      failed.push({ name: path, why: firstLine(f.message) || "the file failed outside a test" });
  }
  return { passed: r.numPassedTests ?? 0, failed, flaky: [] };
}

function readPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, "utf8"));
  const out = { passed: 0, failed: [], flaky: [] };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `tests/e2e/${spec.file}:${spec.line} > ${[...titles, spec.title].join(" > ")}`;
        if (t.status === "expected") out.passed++;
        else if (t.status === "flaky") {
          out.passed++;
          out.flaky.push(`${name} (passed on retry ${t.results.length - 1})`);
        } else if (t.status === "unexpected") {
          const last = t.results?.[t.results.length - 1];
          out.failed.push({ name, why: firstLine(last?.error?.message ?? last?.errors?.[0]?.message) });
        }
      }
    }
    for (const s of suite.suites ?? []) walk(s, s.title && !s.file?.endsWith(s.title) ? [...titles, s.title] : titles);
  };
  for (const s of r.suites ?? []) walk(s, []);
  for (const e of r.errors ?? []) out.failed.push({ name: "e2e run", why: firstLine(e.message) });
  return out;
}

const results = [];
for (const step of steps) {
  const [cmd, ...args] = step.cmd;
  console.log(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  const ok = r.status === 0;
  const seconds = (Date.now() - t0) / 1000;
  const report =
    step.report === "vitest"
      ? readVitest(`${REPORTS}/${step.name}.json`)
      : step.report === "playwright"
        ? readPlaywright(`${REPORTS}/e2e.json`)
        : undefined;
  console.log(`◀ ${step.name} ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`);
  results.push({ ...step, ok, status: r.status ?? r.signal, seconds, report });
}

let passed = 0;
let failed = 0;
console.log("\n──────── npm test summary ────────");
console.log(`${"step".padEnd(12)} ${"result".padEnd(7)} ${"time".padStart(8)}  tests`);
for (const s of results) {
  const tests = s.report
    ? `${s.report.passed} passed, ${s.report.failed.length} failed${s.report.flaky.length ? `, ${s.report.flaky.length} flaky` : ""}`
    : "";
  console.log(
    `${s.name.padEnd(12)} ${(s.ok ? "ok" : "FAILED").padEnd(7)} ${`${s.seconds.toFixed(1)} s`.padStart(8)}  ${tests}`,
  );
  if (s.report) {
    passed += s.report.passed;
    failed += Math.max(s.report.failed.length, s.ok ? 0 : 1);
  } else if (s.ok) passed++;
  else failed++;
}
for (const s of results.filter((x) => !x.ok || x.report?.failed.length)) {
  console.log(
    `\n✗ ${s.name} failed${s.report?.failed.length ? ":" : ` (exit code ${s.status ?? "?"}; see its output above)`}`,
  );
  for (const f of s.report?.failed ?? []) console.log(`  ✗ ${f.name}\n      ${f.why}`);
  if (s.report && !s.report.failed.length)
    console.log("  (no failed test recorded: the run itself failed; see its output above)");
}
const flaky = results.flatMap((s) => s.report?.flaky ?? []);
if (flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n${flaky.map((f) => `  ~ ${f}`).join("\n")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every((s) => s.ok) ? 0 : 1);
