import { expect, test, type Page } from "@playwright/test";
import { seedUser, signInAs } from "./fixtures.ts";

// What a phone user notices around the edges: the public menu and toasts work without JavaScript,
// and a toast never covers the header (menu, bell, back).

/** A verified account, signed in through /login (a first sign-in lands on /avatar). */
async function signIn(page: Page) {
  await signInAs(page, await seedUser(page.request, { firstName: "Kemi", lastName: "Adeyemi", prefix: "polish" }));
  await page.waitForURL(/\/avatar$/);
}

/** The toast's box starts below the header's box: nothing in the header is covered. */
async function expectBelowHeader(page: Page, text: string) {
  const toast = page.locator("details.toast", { hasText: text });
  // Hovering pauses a toast's timer (CSS or script), so the checks below are not a race with it.
  await toast.hover();
  await expect(toast).toBeVisible();
  const header = (await page.locator("header").first().boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  return toast;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the public menu opens and its links work", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByLabel("Open menu").click();
    await expect(menu.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await menu.getByRole("link", { name: "Company" }).click();
    await expect(page).toHaveURL(/\/company$/);
  });

  test("the sign-in toast sits below the header, closes with ×, and times out on its own", async ({ page }) => {
    await signIn(page);
    const toast = await expectBelowHeader(page, "Sign in successful!");
    // The timer is CSS: it fades out after the SPEC's 5 seconds with no script at all.
    expect(await toast.evaluate((el) => getComputedStyle(el).animationName)).toBe("toast-out");
    expect(await toast.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("5s");
    await toast.getByLabel("Dismiss").click();
    await expect(page.getByText("Sign in successful!")).toBeHidden();
  });
});

test("with JavaScript the toast sits below the header, the script times it, and × closes it", async ({ page }) => {
  await signIn(page);
  const toast = await expectBelowHeader(page, "Sign in successful!");
  // Once hydrated, the script's timer (paused on hover and when the window loses focus) replaces the CSS one.
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  await toast.getByLabel("Dismiss").click();
  await expect(page.getByText("Sign in successful!")).toBeHidden();
  await expect(page.locator("details.toast")).toHaveCount(0);
});
