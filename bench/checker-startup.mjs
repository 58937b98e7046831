// The symptom checker's share of the Worker's start-up: a Worker's global scope must run within 1 s of CPU
// (Cloudflare Workers limits, "Worker startup time"), and the knowledge base is most of the Worker's code.
// Bundles worker/checker the way the Worker build does (esbuild, one ES module), then in fresh Node processes
// measures the CPU time of evaluating it, and of the first finding search and the first interview step (the
// search and parse indexes are built on first use, not at start-up). Figures, not a test.
// Run: node bench/checker-startup.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

const dir = mkdtempSync(join(tmpdir(), "hb-startup-"));
const bundle = join(dir, "checker.mjs");
await build({
  entryPoints: ["worker/checker/index.ts"],
  bundle: true,
  format: "esm",
  platform: "neutral",
  outfile: bundle,
  logLevel: "error",
});
const probe = join(dir, "probe.mjs");
writeFileSync(
  probe,
  `const cpu = (f) => { const c0 = process.cpuUsage(); const r = f(); const c = process.cpuUsage(c0); return [(c.user + c.system) / 1000, r]; };
const c0 = process.cpuUsage();
const m = await import(${JSON.stringify(bundle)});
const c = process.cpuUsage(c0);
const [search] = cpu(() => m.searchFindings("headache", 5));
const [step] = cpu(() => m.diagnose({ age: 25, sex: "female", evidence: [{ id: "headache", choice: "present", source: "initial" }] }));
console.log(JSON.stringify({ start: (c.user + c.system) / 1000, search, step }));`,
);
const runs = [];
for (let i = 0; i < 5; i++) runs.push(JSON.parse(execFileSync(process.execPath, [probe], { encoding: "utf8" })));
const median = (k) =>
  runs
    .map((r) => r[k])
    .sort((a, b) => a - b)[2]
    .toFixed(0);
console.log(
  `Checker start-up (bundle evaluated in Node, median of 5, CPU ms): global scope ${median("start")} (Workers limit for the whole Worker: 1000); first search ${median("search")}, first interview step ${median("step")} (indexes built on first use)`,
);
