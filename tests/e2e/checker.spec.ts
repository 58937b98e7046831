import { expect, test, type Page } from "@playwright/test";

// The symptom checker in a phone-sized browser: a full check from the dashboard search box, the free
// plan's limit, and an emergency.

const uniqueEmail = () => `checker.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = "palm-Wine-2024";

async function signIn(page: Page) {
  const email = uniqueEmail();
  const reg = await page.request.post("/api/register", {
    data: { first_name: "Chidi", last_name: "Okeke", email, password: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const mailbox = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const code = mailbox.messages[0]!.text.match(/\b(\d{6})\b/)![1]!;
  expect((await page.request.post("/api/verify-email", { data: { email, code } })).status()).toBe(200);
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return email;
}

/** A completed check through the API (the browser's session cookie), as another tab would do it. */
async function checkViaApi(page: Page) {
  const questions = (await (await page.request.get("/api/getSymptomQuestions?s_id=headache")).json()) as Array<{
    question: string;
    options: string[];
  }>;
  const responses = questions.map((q) => ({
    question: q.question,
    answer: q.options.includes("None of these") ? "None of these" : "No",
  }));
  return page.request.post("/api/getDiagnosis", { data: { symptom: "Headache", responses } });
}

const questionNumber = async (page: Page) => /Question (\d+)/.exec(await page.locator("body").innerText())?.[1] ?? "";

const questionForm = (page: Page) => page.locator("form[aria-labelledby]").filter({ has: page.locator("h2") });

/** Answers every question calmly ("No", "None of these", 3 on scales) until the checker leaves /start. */
async function answerUntilResult(page: Page, opts: { tapBody?: boolean } = {}) {
  for (let i = 0; i < 20; i++) {
    await page.waitForFunction(
      () => !location.pathname.endsWith("/start") || document.querySelector("form[aria-labelledby] input[type=radio]"),
      null,
      { timeout: 15_000 },
    );
    if (!new URL(page.url()).pathname.endsWith("/start")) return;
    const form = questionForm(page);
    const step = await questionNumber(page);
    if (await form.locator('input[name="scale"]').count()) {
      await expect(form.getByRole("button", { name: "CONTINUE" })).toBeDisabled();
      await form.locator("label", { hasText: /^3$/ }).click();
      await form.getByRole("button", { name: "CONTINUE" }).click();
    } else if (await form.locator('input[name="location"]').count()) {
      await expect(form.getByRole("button", { name: "PROCEED" })).toBeDisabled();
      const zone = form.locator("rect[data-option]").first();
      if (opts.tapBody && (await zone.count())) {
        const option = (await zone.getAttribute("data-option"))!;
        await zone.click();
        await expect(form.getByRole("radio", { name: option })).toBeChecked();
      } else await form.getByRole("radio", { name: "None of these" }).check();
      await form.getByRole("button", { name: "PROCEED" }).click();
    } else {
      await expect(form.getByRole("button", { name: "CONTINUE" })).toBeDisabled();
      const none = form.getByRole("radio", { name: "None of these" });
      await ((await none.count()) ? none : form.getByRole("radio", { name: "No", exact: true })).check();
      await form.getByRole("button", { name: "CONTINUE" }).click();
    }
    // The next question (its number moves on), or the checker left /start.
    await page.waitForFunction(
      (n) => !location.pathname.endsWith("/start") || (/Question (\d+)/.exec(document.body.innerText)?.[1] ?? "") !== n,
      step,
      { timeout: 15_000 },
    );
  }
  throw new Error("the interview did not end");
}

test("a full check: dashboard search → questions → result → treatment → feedback", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard");
  // The top bar's search box; on a phone it sits in the menu.
  let search = page.getByPlaceholder("Search your symptom?").filter({ visible: true });
  if (!(await search.count())) {
    await page.getByLabel("Open menu").click();
    search = page.getByPlaceholder("Search your symptom?").filter({ visible: true });
  }
  await search.fill("belle pain");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/checker\/start\?q=belle/);

  await expect(page.getByRole("heading", { name: "What is your main symptom?" })).toBeVisible();
  await expect(page.getByLabel("Search symptoms")).toHaveValue("belle pain");
  await expect(page.getByRole("radio", { name: "Belly pain" })).toBeChecked();
  // The fuzzy search finds lay words and typos; CONTINUE waits for a choice.
  await page.getByLabel("Search symptoms").fill("hedache");
  await expect(page.getByRole("radio", { name: "Headache" })).toBeVisible();
  await page.getByLabel("Search symptoms").fill("belly");
  await page.getByRole("radio", { name: "Belly pain" }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();

  await answerUntilResult(page, { tapBody: true });
  await expect(page).toHaveURL(/\/dashboard\/checker\/result\//);
  await expect(page.getByRole("heading", { name: "Your results are ready" })).toBeVisible();
  await page.getByRole("link", { name: "CONTINUE" }).click();
  await page.getByText("Curious? Keep Reading").click();
  await expect(page.getByRole("heading", { name: "Common causes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Other possibilities" })).toBeVisible();
  await expect(page.getByRole("meter").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why we think so" })).toBeVisible();
  await expect(page.getByText("Do you want to continue chatting with your HealthBuddy?")).toBeVisible();

  await page.getByRole("link", { name: "no, see treatments" }).click();
  await expect(page).toHaveURL(/\/dashboard\/checker\/treatment\//);
  await expect(page.getByText("Symptom logged")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What's Next?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  await expect(page.getByText("This is not a diagnosis.")).toBeVisible();
  // Loaded from the server: a reload shows the same page.
  await page.reload();
  await expect(page.getByRole("heading", { name: "What's Next?" })).toBeVisible();

  await page.getByRole("link", { name: "CONTINUE" }).click();
  await expect(
    page
      .getByRole("heading", { name: "How did this session make you feel?" })
      .or(page.getByText("How did this session make you feel?")),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Happy", exact: true }).check({ force: true });
  await page.getByRole("button", { name: "submit feedback" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
});

test("the remaining-checks notices, then the limit on the fourth check", async ({ page }) => {
  await signIn(page);
  expect((await checkViaApi(page)).status()).toBe(201);
  await page.goto("/dashboard/checker/start");
  await expect(page.getByText("You have 2 symptom checks remaining on your free plan")).toBeVisible();

  expect((await checkViaApi(page)).status()).toBe(201);
  await page.goto("/dashboard/checker/start");
  await expect(
    page.getByText("Last free check! Consider upgrading to continue using the Symptom Checker."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade now" })).toBeVisible();

  // The third check is used up in another tab while this one is mid-interview: the server refuses.
  await page.getByRole("radio", { name: "Headache" }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(questionForm(page)).toBeVisible();
  expect((await checkViaApi(page)).status()).toBe(201);
  await answerUntilResult(page);
  await expect(page.getByText("You've reached the free plan limit.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/checker$/);

  // Coming back: the usage guard stops the fourth check before it starts.
  await page.goto("/dashboard/checker/start");
  await expect(page.getByText("You've reached the free plan limit.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/checker$/);
  // The intro no longer offers a CONTINUE that would only bounce back; it says why instead.
  await expect(page.getByRole("heading", { name: "You've used all 3 free symptom checks this month." })).toBeVisible();
  await expect(page.getByRole("link", { name: "CONTINUE" })).toHaveCount(0);
  await page.getByRole("button", { name: "Upgrade to Premium" }).first().click();
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => window.localStorage.getItem("showPayment"))).toBe("true");
});

test("an emergency answers at once with 112 and does not use up a check", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard/checker/start?q=fit");
  await page.getByRole("radio", { name: /Seizure/ }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByText("can be a danger sign")).toBeVisible();
  const form = questionForm(page);
  await expect(form.locator("h2")).toContainText("Do you have any of these right now");
  // Any danger sign in the screen is enough: a person too weak to sit up after a fit needs help now.
  await form.getByRole("radio", { name: /Too weak to sit up/ }).check();
  await form.getByRole("button", { name: "CONTINUE" }).click();

  await expect(page).toHaveURL(/\/dashboard\/checker\/result\//);
  await expect(page.getByText("This could be an emergency")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call 112 now" })).toHaveAttribute("href", "tel:112");
  const usage = (await (await page.request.get("/api/usage/symptom-checker")).json()) as {
    usage: number;
    remaining: number;
  };
  expect(usage).toMatchObject({ usage: 0, remaining: 3 });
});

test("'Yes, continue' starts a HealthBuddy chat seeded with the result", async ({ page }) => {
  await signIn(page);
  const { diagnosis } = (await (await checkViaApi(page)).json()) as { diagnosis: string };
  await page.goto(`/dashboard/checker/result/${diagnosis}`);
  await page.getByRole("link", { name: "CONTINUE" }).click();
  await page.getByRole("button", { name: "Yes, continue" }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}/);
  await expect(page.getByText(/I used the HealthBuddy symptom checker for headache/).first()).toBeVisible();
});

test("another user's result is not found", async ({ page, browser }) => {
  await signIn(page);
  const { diagnosis } = (await (await checkViaApi(page)).json()) as { diagnosis: string };
  const other = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
  });
  await signIn(other);
  const res = await other.goto(`/dashboard/checker/treatment/${diagnosis}`);
  expect(res?.status()).toBe(404);
  await other.close();
});

test("a failed round shows the Error modal, and Retry really retries", async ({ page }) => {
  await signIn(page);
  let failures = 1;
  let calls = 0;
  await page.route("**/api/getMoreQuestions", async (route) => {
    calls++;
    if (failures-- > 0)
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"internal_error","message":"Something went wrong!","fields":{}}}',
      });
    return route.continue();
  });
  await page.goto("/dashboard/checker/start?q=headache");
  await page.getByRole("radio", { name: "Headache", exact: true }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  const form = questionForm(page);
  for (let i = 0; i < 4; i++) {
    await expect(form.getByRole("radio").first()).toBeVisible();
    const step = await questionNumber(page);
    const none = form.getByRole("radio", { name: "None of these" });
    await ((await none.count()) ? none : form.getByRole("radio", { name: "No", exact: true })).check();
    await form.getByRole("button", { name: /CONTINUE|PROCEED/ }).click();
    if (i < 3) await expect(page.getByText(`Question ${Number(step) + 1}`)).toBeVisible();
  }
  const dialog = page.getByRole("dialog", { name: "Error" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Failed to complete analyzing. Please try again.")).toBeVisible();
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Question 5")).toBeVisible();
  expect(calls).toBe(2);
});
