import { expect, test, type Page } from "@playwright/test";
import { finishedCheck, seedUser, signInAs, storedChat } from "./fixtures.ts";
import { SIGNED_OUT_ROUTES, signedInRoutes } from "./routes.ts";

// Every screen at the three common phone widths, signed out and signed in: nothing may push the page
// sideways (document wider than the screen) and hydration must not complain. Each route is measured
// after it has loaded and hydrated; the report names every route and width that failed.

const WIDTHS = [320, 360, 412] as const;

/** React's hydration complaints, in development wording and as production's minified error numbers. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if ((m.type() === "error" || m.type() === "warning") && HYDRATION.test(m.text()))
      problems.push(`${page.url()}: ${m.text().slice(0, 200)}`);
  });
  page.on("pageerror", (e) => {
    if (HYDRATION.test(e.message)) problems.push(`${page.url()}: ${e.message.slice(0, 200)}`);
  });
  return problems;
}

/** The document's width beside the screen's, once the page has loaded, hydrated and settled. */
async function measure(page: Page, label: string, width: number, overflow: string[]) {
  await page.waitForLoadState("load");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) overflow.push(`${label} at ${width} px: ${scrollWidth} px wide`);
}

async function visit(page: Page, path: string, width: number, overflow: string[]) {
  await page.goto(path);
  await measure(page, path, width, overflow);
}

/** A verified account with a long name (the kind of text that pushes narrow layouts sideways), signed in. */
async function signIn(page: Page) {
  await signInAs(
    page,
    await seedUser(page.request, { firstName: "Oluwaseyifunmi", lastName: "Adebayo-Okonkwo", prefix: "overflow" }),
  );
  await page.waitForURL(/\/avatar$/);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("every signed-out screen fits the width and hydrates cleanly", async ({ page }) => {
      test.setTimeout(150_000);
      const hydration = watch(page);
      const overflow: string[] = [];
      for (const path of SIGNED_OUT_ROUTES) await visit(page, path, width, overflow);
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

      // A finished symptom check, for its result, treatment and feedback screens, and a chat with a long
      // title and a Markdown answer, for Recent Chats and the chat screen.
      const diagnosis = await finishedCheck(page.request);
      const chatId = await storedChat(page.request);
      for (const path of signedInRoutes({ diagnosis, chatId })) await visit(page, path, width, overflow);

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
