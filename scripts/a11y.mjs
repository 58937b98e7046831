#!/usr/bin/env node
// Lighthouse accessibility score of every page, signed out and then signed in (with an assessment
// walked through its own screens and a finished symptom check), against a running server:
//   node scripts/a11y.mjs http://127.0.0.1:4308
// Prints one line a page and, under any page below 100, the failing audits with their elements.
// Exit code 1 when a page scores below 100. `npm run bench` runs it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { finishedCheck, seedUser, signInAs } from "../tests/e2e/fixtures.ts";
import { SIGNED_OUT_ROUTES, signedInRoutes } from "../tests/e2e/routes.ts";
import { chromiumPath } from "./find-chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:4173";
let lighthouse;
try {
  lighthouse = (await import("lighthouse")).default;
} catch {
  console.log("Lighthouse is not installed; skipping accessibility scores.");
  process.exit(0);
}

// Lighthouse drives the same browser profile as Playwright, so the signed-in cookies are shared.
const port = 9400 + Math.floor(Math.random() * 400);
const profile = mkdtempSync(join(tmpdir(), "hb-a11y-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", `--remote-debugging-port=${port}`],
  viewport: { width: 360, height: 740 },
  // The shared fixtures (tests/e2e/fixtures.ts) speak in paths, as the browser tests do.
  baseURL: base,
});
const page = context.pages()[0] ?? (await context.newPage());

const scores = [];
async function audit(path, who) {
  const run = () =>
    lighthouse(base + path, { port, output: "json", logLevel: "error", onlyCategories: ["accessibility"], disableStorageReset: true, throttlingMethod: "provided" });
  let r;
  try {
    r = await run();
  } catch {
    // A busy machine can drop Lighthouse's tab; once more before giving up on the page.
    try {
      r = await run();
    } catch (e) {
      console.log(`${who.padEnd(4)} ${path.padEnd(48)} error: ${String(e).slice(0, 120)}`);
      scores.push({ who, path, score: 0 });
      return;
    }
  }
  const lhr = r.lhr;
  if (lhr.runtimeError) {
    // Lighthouse does not audit error pages (the 404 page answers 404 on purpose).
    console.log(`${who.padEnd(4)} ${path.padEnd(48)}  n/a (${lhr.runtimeError.code})`);
    return;
  }
  const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual");
  scores.push({ who, path, score });
  console.log(`${who.padEnd(4)} ${path.padEnd(48)} ${String(score).padStart(4)}`);
  for (const a of failing) {
    console.log(`       ✗ ${a.id}: ${a.title}`);
    for (const item of (a.details?.items ?? []).slice(0, 4)) console.log(`           ${item.node?.snippet?.slice(0, 160) ?? ""} ${item.node?.explanation?.split("\n")[1]?.slice(0, 160) ?? ""}`);
  }
}

console.log("\nAccessibility (Lighthouse, mobile): every page signed out, then signed in\n");
try {
  for (const p of SIGNED_OUT_ROUTES) await audit(p, "out");

  const api = context.request;
  await signInAs(page, await seedUser(api, { firstName: "Adaeze", lastName: "Okonkwo", prefix: "a11y", password: "palm-Wine-2024" }));
  await audit("/avatar", "in");

  // The assessment, each screen reached through the one before it.
  const cont = () => page.getByRole("button", { name: "CONTINUE" }).click();
  await audit("/assessment", "in");
  await page.goto(`${base}/assessment`);
  await page.getByRole("button", { name: "Female" }).click();
  await page.waitForURL(/\/age$/);
  await audit("/assessment/age", "in");
  await page.goto(`${base}/assessment/age`);
  await page.getByLabel("Date of birth").fill("1990-05-10");
  await cont();
  await page.waitForURL(/\/bmi$/);
  await audit("/assessment/bmi", "in");
  await audit("/assessment/bmi?step=2", "in");
  await page.goto(`${base}/assessment/bmi?step=2`);
  await cont();
  await page.waitForURL(/step=3/);
  await audit("/assessment/bmi?step=3", "in");
  await page.goto(`${base}/assessment/bmi?step=3`);
  await cont();
  await page.waitForURL(/\/health/);
  await audit("/assessment/health?step=2", "in");
  await page.goto(`${base}/assessment/health?step=2`);
  await page.getByText("O+", { exact: true }).click();
  await cont();
  for (let i = 3; i < 9; i++) {
    await page.waitForURL(new RegExp(`step=${i}|agreement`));
    if (page.url().includes("agreement")) break;
    await audit(`/assessment/health?step=${i}`, "in");
    await page.goto(`${base}/assessment/health?step=${i}`);
    const monthly = page.getByText("Monthly", { exact: true });
    if (await monthly.count()) await monthly.click();
    await cont();
  }
  await audit("/assessment/agreement", "in");
  await page.goto(`${base}/assessment/agreement`);
  const boxes = page.getByRole("checkbox");
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
  await cont();
  await page.waitForURL(/\/dashboard$/);

  const diagnosis = await finishedCheck(api);
  for (const p of signedInRoutes({ diagnosis })) await audit(p, "in");
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}

const below = scores.filter((s) => s.score < 100);
console.log(`\nAccessibility: ${scores.length} pages, ${scores.length - below.length} at 100${below.length ? `; below 100: ${below.map((s) => `${s.who} ${s.path} (${s.score})`).join(", ")}` : ""}`);
process.exit(below.length ? 1 : 0);
