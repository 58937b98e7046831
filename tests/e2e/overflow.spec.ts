import { expect, test, type Page } from "@playwright/test";

// Every screen at the three common phone widths, signed out and signed in: nothing may push the page
// sideways (document wider than the screen) and hydration must not complain. Each route is measured
// after it has loaded and hydrated; the report names every route and width that failed.

const WIDTHS = [320, 360, 412] as const;
const PASSWORD = "baobab-Tree-77";

const PUBLIC = ["/", "/healthbuddy", "/feeds", "/article", "/article/basic-first-aid", "/company", "/contact", "/privacy", "/terms", "/newsletter"];
const SIGNED_OUT = [
  ...PUBLIC,
  "/register",
  "/login",
  "/verifyMail?e=ada.long.address%40example.com",
  "/verify-email",
  "/register-success",
  "/verification-failed",
  "/forgot-password",
  "/confirmMail?e=ada.long.address%40example.com",
  "/reset-password?e=ada.long.address%40example.com",
  "/verifyCode?e=ada.long.address%40example.com",
  "/password-change",
  "/chat",
  "/dashboard",
  "/no-such-page",
];

/** React's hydration complaints, in development wording and as production's minified error numbers. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if ((m.type() === "error" || m.type() === "warning") && HYDRATION.test(m.text())) problems.push(`${page.url()}: ${m.text().slice(0, 200)}`);
  });
  page.on("pageerror", (e) => {
    if (HYDRATION.test(e.message)) problems.push(`${page.url()}: ${e.message.slice(0, 200)}`);
  });
  return problems;
}

/** The document's width beside the screen's, once the page has loaded, hydrated and settled. */
async function measure(page: Page, label: string, width: number, overflow: string[]) {
  await page.waitForLoadState("networkidle");
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) overflow.push(`${label} at ${width} px: ${scrollWidth} px wide`);
}

async function visit(page: Page, path: string, width: number, overflow: string[]) {
  await page.goto(path);
  await measure(page, path, width, overflow);
}

async function signIn(page: Page) {
  const email = `overflow.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const api = page.request;
  // A long name and address: the kind of text that pushes narrow layouts sideways.
  expect((await api.post("/api/register", { data: { first_name: "Oluwaseyifunmi", last_name: "Adebayo-Okonkwo", email, password: PASSWORD } })).status()).toBe(201);
  const mailbox = (await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
  const code = mailbox.messages[0]!.text.match(/\b(\d{6})\b/)![1]!;
  expect((await api.post("/api/verify-email", { data: { email, code } })).status()).toBe(200);
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await page.waitForURL(/\/avatar$/);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("every signed-out screen fits the width and hydrates cleanly", async ({ page }) => {
      test.setTimeout(150_000);
      const hydration = watch(page);
      const overflow: string[] = [];
      for (const path of SIGNED_OUT) await visit(page, path, width, overflow);
      expect(overflow).toEqual([]);
      expect(hydration).toEqual([]);
    });

    test("every signed-in screen fits the width and hydrates cleanly", async ({ page }) => {
      test.setTimeout(240_000);
      const hydration = watch(page);
      const overflow: string[] = [];
      await signIn(page);
      await measure(page, "/avatar", width, overflow);
      // The fourth avatar is off screen in the gallery: choosing it must not shift the page.
      await page.getByLabel("Avatar 4").check({ force: true });
      await measure(page, "/avatar after choosing avatar 4", width, overflow);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      await page.getByRole("button", { name: "DONE" }).click();

      // The assessment, one screen at a time through its own forms.
      const cont = () => page.getByRole("button", { name: "CONTINUE" }).click();
      await page.waitForURL(/\/assessment$/);
      await measure(page, "/assessment", width, overflow);
      await page.getByRole("button", { name: "Female" }).click();
      await page.waitForURL(/\/assessment\/age$/);
      await measure(page, "/assessment/age", width, overflow);
      await page.getByLabel("Date of birth").fill("1994-03-08");
      await cont();
      await page.waitForURL(/\/assessment\/bmi\?step=2$/);
      await measure(page, "/assessment/bmi?step=2", width, overflow);
      await cont();
      await page.waitForURL(/\/assessment\/bmi\?step=3$/);
      await page.getByText(/More than 100 kg/).click();
      await measure(page, "/assessment/bmi?step=3 (typed weight open)", width, overflow);
      await cont();
      await page.waitForURL(/\/assessment\/health\?step=2$/);
      await measure(page, "/assessment/health?step=2", width, overflow);
      await page.getByText("O+", { exact: true }).click();
      await cont();
      for (let step = 3; ; step++) {
        await page.waitForURL(new RegExp(`health\\?step=${step}$|/agreement$`));
        if (page.url().endsWith("/agreement")) break;
        await measure(page, `/assessment/health?step=${step}`, width, overflow);
        const monthly = page.getByText("Monthly", { exact: true });
        if (await monthly.count()) await monthly.click();
        await cont();
      }
      await measure(page, "/assessment/agreement", width, overflow);
      const boxes = page.getByRole("checkbox");
      for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
      await cont();
      await page.waitForURL(/\/dashboard$/);

      // A finished symptom check, for its result, treatment and feedback screens.
      const questions = (await (await page.request.get("/api/getSymptomQuestions?s_id=headache")).json()) as { question: string; options: string[] }[];
      const responses = questions.map((q) => ({ question: q.question, answer: q.options.includes("None of these") ? "None of these" : "No" }));
      const check = await page.request.post("/api/getDiagnosis", { data: { symptom: "Headache", responses } });
      expect(check.status()).toBe(201);
      const { diagnosis } = (await check.json()) as { diagnosis: string };
      // A chat with a long title and a Markdown answer, for Recent Chats and the chat screen.
      const chatId = crypto.randomUUID();
      const seeded = await page.request.post("/api/chats/from-result", {
        data: { message: "I used the HealthBuddy symptom checker for headache and it predicted Tension headache. Can we continue chatting about it?", chat_id: chatId, previous: [] },
      });
      expect(seeded.status()).toBe(201);

      for (const path of [
        ...PUBLIC,
        "/dashboard",
        "/dashboard/profile",
        "/dashboard/profile?tab=medical",
        "/dashboard/profile?tab=notifications",
        "/dashboard/profile?tab=privacy",
        "/dashboard/profile?tab=help",
        "/dashboard/profile?tab=personal&delete=1",
        "/dashboard/daily-update",
        "/dashboard/checker",
        "/dashboard/checker/start",
        `/dashboard/checker/result/${diagnosis}`,
        `/dashboard/checker/treatment/${diagnosis}`,
        `/dashboard/checker/feedback/${diagnosis}`,
        `/chat/${chatId}`,
        "/chat",
      ])
        await visit(page, path, width, overflow);

      // Open menus and dialogs are screens too.
      await page.goto("/dashboard");
      await page.getByLabel("Open menu").click();
      await measure(page, "/dashboard with the menu open", width, overflow);
      await page.goto("/");
      await page.getByLabel("Open menu").click();
      await measure(page, "/ with the menu open", width, overflow);
      await page.goto("/dashboard/profile");
      await page.getByRole("button", { name: "Delete Account" }).click();
      await expect(page.getByRole("dialog", { name: "Are you sure you want to delete your account?" })).toBeVisible();
      await measure(page, "/dashboard/profile with the delete dialog", width, overflow);

      expect(overflow).toEqual([]);
      expect(hydration).toEqual([]);
    });
  });
}
