#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail. Builds the Worker, serves it with workerd (vite preview)
// on a throwaway database, then reports per public page the JS and CSS it loads (gzip bytes) and the
// server latency under concurrency, beside a static asset from the same server as the floor; then
// Lighthouse scores and the accessibility score of every page, signed out and signed in.
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startCompressProxy } from "./compress-proxy.mjs";

const PORT = 4319;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ["/", "/healthbuddy", "/feeds", "/article", "/company", "/contact", "/privacy"];
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

// Its own process group, so stopping it also stops the workerd it started.
const server = spawn("node", ["scripts/serve-e2e.mjs", String(PORT)], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function pageWeight(path) {
  const html = await (await fetch(BASE + path)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.(?:js|css))"/g)) urls.add(m[1]);
  // Dynamic imports in the inline bootstrap script.
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  let js = 0;
  let css = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, BASE))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).byteLength;
    if (u.endsWith(".css")) css += gz;
    else js += gz;
  }
  return { html: gzipSync(Buffer.from(html)).byteLength, js, css };
}

function latency(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, duration: 5 }, (err, r) =>
      err ? reject(err) : resolve({ p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average) }),
    ),
  );
}

await waitForServer();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log("\nPage weight (gzip) and server latency, built Worker on workerd, 10 connections x 5 s\n");
console.log("page".padEnd(14), "html".padStart(9), "js".padStart(9), "css".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "req/s".padStart(7));
const floor = await latency(`${BASE}/favicon.svg`);
for (const path of PAGES) {
  const w = await pageWeight(path);
  const l = await latency(BASE + path);
  console.log(path.padEnd(14), kb(w.html).padStart(9), kb(w.js).padStart(9), kb(w.css).padStart(9), String(l.p50).padStart(8), String(l.p99).padStart(8), String(l.rps).padStart(7));
}
console.log("static floor".padEnd(14), "".padStart(27), String(floor.p50).padStart(8), String(floor.p99).padStart(8), String(floor.rps).padStart(7));
const home = await pageWeight("/");
console.log(`\nTarget: home page JS ≤ 120 KB gzip → ${kb(home.js)} ${home.js <= 120 * 1024 ? "(met)" : "(NOT met)"}`);

// One checker interview step inside the built Worker, as the vignette runner's client sees it.
const run = (args) => new Promise((resolve) => spawn("node", args, { stdio: "inherit", env }).on("exit", resolve));
console.log("\nSymptom checker in the built Worker (/api/v1, played as ../shared/eval/run-vignettes.mjs plays it):");
await run(["bench/checker-worker.mjs", BASE, "../shared/eval/vignettes.public.json", "bench/vignettes/tune6.json"]);

// Lighthouse sees the pages compressed, as Cloudflare's edge serves them (vite preview does not compress).
const proxy = await startCompressProxy(BASE, PORT + 1);
// Async spawn: the proxy lives in this process and must keep serving while Lighthouse runs.
const lhStatus = await new Promise((resolve) =>
  spawn("node", ["scripts/lighthouse.mjs", `http://127.0.0.1:${PORT + 1}`, ...PAGES], { stdio: "inherit", env }).on("exit", resolve),
);
proxy.close();
if (lhStatus !== 0) console.log("Lighthouse: not run (see above).");
// Accessibility of every page, signed out and signed in (the target is 100 on each).
const a11yStatus = await new Promise((resolve) => spawn("node", ["scripts/a11y.mjs", BASE], { stdio: "inherit", env }).on("exit", resolve));
console.log(`Accessibility target: 100 on every page → ${a11yStatus === 0 ? "(met)" : "(NOT met, see above)"}`);
stop();

// In-process benchmarks of the domain engines (no server): checker accuracy and speed on the public
// vignettes and our own extra set, and the offline chat model's time to first token.
import { existsSync } from "node:fs";
console.log("\nSymptom checker, public vignettes (../shared/eval) and extra vignettes:");
await run(["bench/checker-vignettes.ts"]);
if (existsSync("bench/checker-extra-vignettes.json")) await run(["bench/checker-vignettes.ts", "--cases", "bench/checker-extra-vignettes.json"]);
if (existsSync("bench/chat-eval.ts")) {
  console.log("\nHealthBuddy chat evaluation:");
  await run(["bench/chat-eval.ts"]);
}
if (existsSync("bench/chat-offline.ts")) {
  console.log("\nOffline HealthBuddy model:");
  await run(["bench/chat-offline.ts"]);
}
console.log("\nChecker start-up (the Worker must start within 1 s of CPU):");
await run(["bench/checker-startup.mjs"]);
process.exit(0);
