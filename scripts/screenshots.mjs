#!/usr/bin/env node
// Screenshots of every route at phone width, signed out and signed in, against a running server:
//   node scripts/screenshots.mjs http://127.0.0.1:4308 /tmp/polish-shots [width]
// Prints each page's document width beside the viewport so sideways overflow shows at a glance.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { finishedCheck, seedUser, signInAs, storedChat } from "../tests/e2e/fixtures.ts";
import { SIGNED_OUT_ROUTES, signedInRoutes } from "../tests/e2e/routes.ts";
import { chromiumPath } from "./find-chromium.mjs";

const [base = "http://127.0.0.1:4308", out = "/tmp/polish-shots", widthArg = "360"] = process.argv.slice(2);
const width = Number(widthArg);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
const name = (p, who) => `${who}${p.replace(/[/?=%.]+/g, "_")}`.replace(/_+$/, "");

// A tall page laid out as side-by-side columns of SEG px, so one image shows it at full size.
const SEG = 1400;
let sheetPage;
async function sheet(png, file) {
  sheetPage ??= await browser.newPage({ deviceScaleFactor: 1 });
  const { height } = await sheetPage.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    return { height: img.naturalHeight };
  }, png.toString("base64"));
  const cols = Math.ceil(height / SEG);
  const cells = Array.from({ length: cols }, (_, i) => `<div style="width:${width}px;height:${SEG}px;background:url(data:image/png;base64,${png.toString("base64")}) 0 -${i * SEG}px no-repeat;outline:2px solid #f0f"></div>`);
  await sheetPage.setViewportSize({ width: cols * (width + 8), height: SEG });
  await sheetPage.setContent(`<body style="margin:0;display:flex;gap:8px;background:#999">${cells.join("")}</body>`);
  await sheetPage.screenshot({ path: file });
}

async function shoot(page, path, who) {
  const errors = [];
  const onConsole = (m) => m.type() === "error" && errors.push(m.text().slice(0, 160));
  page.on("console", onConsole);
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  const file = `${out}/${name(path, who)}.png`;
  const png = await page.screenshot({ path: file, fullPage: true });
  await sheet(png, file.replace(/\.png$/, ".sheet.png"));
  page.off("console", onConsole);
  console.log(`${who.padEnd(4)} ${path.padEnd(44)} → ${new URL(page.url()).pathname.padEnd(34)} ${sw > width ? `OVERFLOW ${sw}` : "ok"} ${errors.join(" | ")}`);
}

// baseURL: the shared fixtures (tests/e2e/fixtures.ts) speak in paths, as the browser tests do.
const context = await browser.newContext({ baseURL: base, viewport: { width, height: 800 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await context.newPage();
for (const p of SIGNED_OUT_ROUTES) await shoot(page, p, "out");

// A signed-in person with an assessment, a finished check and a chat.
const api = context.request;
await signInAs(page, await seedUser(api, { firstName: "Adaeze", lastName: "Okonkwo-Williams", prefix: "shots", password: "palm-Wine-2024" }));
await shoot(page, "/avatar", "in");
// The assessment, step by step through its own forms.
const cont = () => page.getByRole("button", { name: "CONTINUE" }).click();
const here = async (label) => {
  await page.waitForLoadState("networkidle");
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  const file = `${out}/in_assessment_${label}.png`;
  await sheet(await page.screenshot({ path: file, fullPage: true }), file.replace(/\.png$/, ".sheet.png"));
  console.log(`in   assessment ${label.padEnd(33)} → ${(new URL(page.url()).pathname + new URL(page.url()).search).padEnd(34)} ${sw > width ? `OVERFLOW ${sw}` : "ok"}`);
};
await shoot(page, "/assessment", "in");
await page.getByRole("button", { name: "Female" }).click();
await page.waitForURL(/\/age$/);
await here("age");
await page.getByLabel("Date of birth").fill("1990-05-10");
await cont();
await page.waitForURL(/\/bmi$/);
await here("bmi-intro");
await page.waitForURL(/step=2/, { timeout: 8000 });
await here("bmi-height");
await cont();
await page.waitForURL(/step=3/);
await here("bmi-weight");
await cont();
await page.waitForURL(/step=2/, { timeout: 8000 });
await here("health-blood");
await page.getByText("O+", { exact: true }).click();
await cont();
for (let i = 3; i < 9 && !page.url().includes("agreement"); i++) {
  await page.waitForURL(new RegExp(`step=${i}|agreement`));
  if (page.url().includes("agreement")) break;
  await here(`health-${i}`);
  const monthly = page.getByText("Monthly", { exact: true });
  if (await monthly.count()) await monthly.click();
  await cont();
}
await page.waitForURL(/agreement/);
await here("agreement");
const consents = Object.fromEntries(["personalizedRecommendations", "thirdPartySharing", "emergencyServices", "parentalConsent", "notifications", "termsAndPrivacy"].map((k) => [k, true]));
await api.post(`${base}/api/assessment/`, {
  data: { gender: "female", dob: "1990-05-10", height: 165, weight: 72, blood: "O+", conditions: ["Asthma"], symptoms: [], allergies: [], medications: [], checkups: "Monthly", consents },
});
// A finished check and a chat seeded from its result, so Recent Chats and the chat screen have an answer to show.
const diagnosis = await finishedCheck(api);
const chatId = await storedChat(api);
for (const p of signedInRoutes({ diagnosis, chatId })) await shoot(page, p, "in");
await browser.close();
