import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bearerFor, seedUser, signInAs } from "./fixtures.ts";

// Premium through the local fake Paystack, in a real browser against the built Worker.

const PASSWORD = "palm-Wine-2026";

type Checkout = { reference: string; access_code: string; authorization_url: string; email: string };

/** Registers and verifies an account through the API and the local mailbox; returns its email and access token. */
async function createAccount(request: APIRequestContext) {
  const user = await seedUser(request, {
    firstName: "Zainab",
    lastName: "Lawal",
    phone: "+2348030000000",
    prefix: "premium",
    password: PASSWORD,
  });
  return { ...user, headers: await bearerFor(request, user) };
}

/** Opens the checkout in a popup from an app page, as the premium modal does, and waits for its verdict. */
async function checkoutInPopup(page: Page, checkout: Checkout, button: string | RegExp) {
  await page.goto("/");
  const popupOpened = page.waitForEvent("popup");
  await page.evaluate((url) => {
    (window as unknown as { verdict: Promise<unknown> }).verdict = new Promise((resolve) =>
      window.addEventListener("message", (e) => {
        if (e.origin === window.location.origin) resolve(e.data);
      }),
    );
    window.open(url, "paystack-checkout", "popup,width=420,height=640");
  }, checkout.authorization_url);
  const popup = await popupOpened;
  await expect(popup.getByText("Local test checkout")).toBeVisible();
  await expect(popup.getByText("₦3,000").first()).toBeVisible();
  await expect(popup.locator("html[data-ready=true]")).toBeAttached();
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: button }).click();
  await closed;
  return page.evaluate(() => (window as unknown as { verdict: Promise<{ type: string; reference: string }> }).verdict);
}

test.describe("the local fake Paystack checkout", () => {
  test("Pay → the opener hears success → activation makes the user Premium", async ({ page }) => {
    const account = await createAccount(page.request);
    const created = await page.request.post("/api/subscriptions/create", { headers: account.headers, data: {} });
    expect(created.status()).toBe(201);
    const checkout = (await created.json()) as Checkout;

    const verdict = await checkoutInPopup(page, checkout, "Pay ₦3,000");
    expect(verdict).toMatchObject({ source: "hb-fake-paystack", type: "success", reference: checkout.reference });

    const activated = await page.request.post("/api/subscriptions/activate", {
      headers: account.headers,
      data: { reference: checkout.reference, plan: "premium", amount: 300000, email: account.email },
    });
    expect(activated.status()).toBe(200);
    expect(await activated.json()).toMatchObject({ status: "active" });
    const status = await page.request.get("/api/premium-status", { headers: account.headers });
    expect(await status.json()).toEqual({ isPremium: true });
  });

  test("Cancel and Bank transfer report back without making anyone Premium", async ({ page }) => {
    const account = await createAccount(page.request);
    const first = (await (
      await page.request.post("/api/subscriptions/create", { headers: account.headers, data: {} })
    ).json()) as Checkout;
    expect(await checkoutInPopup(page, first, "Cancel")).toMatchObject({ type: "cancel" });

    const second = (await (
      await page.request.post("/api/subscriptions/create", { headers: account.headers, data: {} })
    ).json()) as Checkout;
    expect(await checkoutInPopup(page, second, "Bank transfer")).toMatchObject({
      type: "pending",
      reference: second.reference,
    });
    const pending = await page.request.post("/api/subscriptions/activate", {
      headers: account.headers,
      data: { reference: second.reference, plan: "premium", amount: 300000, email: account.email },
    });
    expect(pending.status()).toBe(202);
    const status = await page.request.get("/api/premium-status", { headers: account.headers });
    expect(await status.json()).toEqual({ isPremium: false });
  });
});

// ---------------------------------------------------------------- through the dashboard

async function signIn(page: Page) {
  const account = await createAccount(page.request);
  await signInAs(page, account);
  return account;
}

/** On a phone the top bar's premium slot sits in the hamburger menu. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = page.getByLabel("Open menu");
  if (await toggle.isVisible().catch(() => false)) await toggle.click();
}

/** The dashboard layout is the lead's; these tests wait for it to render the upgrade button and the modal. */
async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await openMenuIfCollapsed(page);
  const button = await page
    .getByRole("button", { name: "UPGRADE TO PREMIUM" })
    .first()
    .isVisible()
    .catch(() => false);
  const modal = (await page.locator('dialog[aria-labelledby="premium-title"]').count()) > 0;
  return button && modal;
}

/** Taps an upgrade button until the Premium modal opens: a tap before the page has hydrated does nothing. */
async function openPremiumModal(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "Premium Subscription" });
  await expect(async () => {
    await page.getByRole("button", { name }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

test.describe("Premium from the dashboard", () => {
  test("upgrade from the top bar through the fake checkout to the Premium badge", async ({ page }) => {
    await signIn(page);
    expect(await openDashboard(page)).toBe(true);

    const dialog = await openPremiumModal(page, "UPGRADE TO PREMIUM");
    await expect(dialog.getByText("₦3,000", { exact: true })).toBeVisible();
    for (const feature of [
      "Unlimited Symptom Checker Usage",
      "Priority Support",
      "Detailed Health Reports",
      "Unlimited Chat Access",
    ])
      await expect(dialog.getByText(feature)).toBeVisible();
    // The show-payment flag survives a reload.
    await page.reload();
    await expect(dialog).toBeVisible();

    const popupOpened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Pay ₦3,000" }).click();
    const popup = await popupOpened;
    await expect(popup.locator("html[data-ready=true]")).toBeAttached();
    await popup.getByRole("button", { name: "Pay ₦3,000" }).click();
    await expect(page.getByText("Subscription activated successfully!")).toBeVisible();
    await openMenuIfCollapsed(page);
    await expect(page.getByText("Premium Member").filter({ visible: true })).toBeVisible();
    await expect(page.getByText(/Renews:/).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "UPGRADE TO PREMIUM" })).toHaveCount(0);
  });

  test("Cancel closes the modal for good; cancelling the checkout says so", async ({ page }) => {
    await signIn(page);
    expect(await openDashboard(page)).toBe(true);

    const dialog = await openPremiumModal(page, "UPGRADE TO PREMIUM");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("showPayment"))).toBe("false");
    await page.reload();
    await expect(dialog).toBeHidden();

    await openMenuIfCollapsed(page);
    // Right after a reload the page may not be hydrated yet.
    await openPremiumModal(page, "UPGRADE TO PREMIUM");
    const popupOpened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Pay ₦3,000" }).click();
    const popup = await popupOpened;
    await expect(popup.locator("html[data-ready=true]")).toBeAttached();
    await popup.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Subscription process cancelled")).toBeVisible();
    await expect(page.getByRole("button", { name: "UPGRADE TO PREMIUM" })).toBeVisible();
  });

  test("the checker's limit toast → upgrade → unlimited checks", async ({ page }) => {
    await signIn(page);
    // Three completed free checks this month, through the same API the checker screens use.
    const symptoms = (await (await page.request.get("/api/getSymptoms")).json()) as { id: string; name: string }[];
    const symptom = symptoms.find((s) => /headache/i.test(s.name)) ?? symptoms[0]!;
    const questions = (await (await page.request.get(`/api/getSymptomQuestions?s_id=${symptom.id}`)).json()) as {
      question: string;
      options: string[];
    }[];
    const responses = questions.slice(0, 1).map((q) => ({
      question: q.question,
      answer: q.options.find((o) => o === "No" || o === "None of these") ?? q.options.at(-1)!,
    }));
    const check = () => page.request.post("/api/getDiagnosis", { data: { symptom: symptom.name, responses } });
    for (let i = 0; i < 3; i++) expect((await check()).status()).toBe(201);
    expect((await check()).status()).toBe(402);

    await page.goto("/dashboard/checker/start");
    await expect(page.getByText("You've reached the free plan limit.")).toBeVisible();
    const dialog = await openPremiumModal(page, "Upgrade to Premium");
    const popupOpened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Pay ₦3,000" }).click();
    const popup = await popupOpened;
    await expect(popup.locator("html[data-ready=true]")).toBeAttached();
    await popup.getByRole("button", { name: "Pay ₦3,000" }).click();
    await expect(page.getByText("Subscription activated successfully!")).toBeVisible();

    // Premium: the fourth check goes through.
    expect((await check()).status()).toBe(201);
    await page.goto("/dashboard/checker/start");
    await expect(page.getByText("You've reached the free plan limit.")).toHaveCount(0);
  });
});
