import { expect, test, type Page } from "@playwright/test";

// What a phone user notices around the edges: the public menu and toasts work without JavaScript,
// and a toast never covers the header (menu, bell, back).

const PASSWORD = "mango-Tree-64";

async function verifiedAccount(page: Page) {
  const email = `polish.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post("/api/register", { data: { first_name: "Kemi", last_name: "Adeyemi", email, password: PASSWORD } })).status()).toBe(201);
  const mailbox = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
  const code = mailbox.messages[0]!.text.match(/\b(\d{6})\b/)![1]!;
  expect((await page.request.post("/api/verify-email", { data: { email, code } })).status()).toBe(200);
  return email;
}

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
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
    await logIn(page, await verifiedAccount(page));
    const toast = await expectBelowHeader(page, "Sign in successful!");
    // The timer is CSS: it fades out after the SPEC's 5 seconds with no script at all.
    expect(await toast.evaluate((el) => getComputedStyle(el).animationName)).toBe("toast-out");
    expect(await toast.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("5s");
    await toast.getByLabel("Dismiss").click();
    await expect(page.getByText("Sign in successful!")).toBeHidden();
  });
});

test("with JavaScript the toast sits below the header, the script times it, and × closes it", async ({ page }) => {
  await logIn(page, await verifiedAccount(page));
  const toast = await expectBelowHeader(page, "Sign in successful!");
  // Once hydrated, the script's timer (paused on hover and when the window loses focus) replaces the CSS one.
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  await toast.getByLabel("Dismiss").click();
  await expect(page.getByText("Sign in successful!")).toBeHidden();
  await expect(page.locator("details.toast")).toHaveCount(0);
});
