#!/usr/bin/env node
// Lighthouse mobile scores for the given pages, if lighthouse is installed (it is a devDependency).
import { chromiumLaunch } from "./find-chromium.mjs";

const [base, ...pages] = process.argv.slice(2);
let lighthouse;
let launch;
try {
  lighthouse = (await import("lighthouse")).default;
  ({ launch } = await import("chrome-launcher"));
} catch {
  console.log("Lighthouse is not installed; skipping scores.");
  process.exit(1);
}
const browser = chromiumLaunch();
const chrome = await launch({
  chromePath: browser.executablePath,
  chromeFlags: ["--headless", ...browser.args],
  envVars: { ...process.env, ...browser.env },
});
console.log("\nLighthouse (mobile, simulated throttling): performance / accessibility / best practices / SEO");
try {
  for (const p of pages) {
    const r = await lighthouse(base + p, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    const c = r.lhr.categories;
    const s = (x) => String(Math.round((x?.score ?? 0) * 100)).padStart(4);
    console.log(p.padEnd(14), s(c.performance), s(c.accessibility), s(c["best-practices"]), s(c.seo));
  }
} finally {
  await chrome.kill();
}
