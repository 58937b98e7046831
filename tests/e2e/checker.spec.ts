import { expect, test, type Page } from "@playwright/test";
import { signIn as signInWith } from "./fixtures.ts";

// The symptom checker in a phone-sized browser: a full check from the dashboard search box, the free
// plan's limit, and an emergency.

async function signIn(page: Page) {
  const user = await signInWith(page, { firstName: "Chidi", lastName: "Okeke", prefix: "checker" });
  return user.email;
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

const questionForm = (page: Page) => page.locator("form[data-kind]");
const onStart = (page: Page) => new URL(page.url()).pathname.endsWith("/start");

/** `typed`: what the person types at "Anything else?" instead of ticking "None of these". */
type AnswerOptions = { tapBody?: boolean; js?: boolean; typed?: string };

/** Answers the question on screen calmly: "None of these", "No", or 3 on a scale. Without JavaScript
 * CONTINUE cannot wait for a choice, so it is only checked to be disabled with it. */
async function answerCalmly(page: Page, opts: AnswerOptions = {}) {
  const form = questionForm(page);
  const kind = await form.getAttribute("data-kind");
  const button = form.getByRole("button", { name: kind === "location" ? "PROCEED" : "CONTINUE" });
  if (opts.js !== false) await expect(button).toBeDisabled();
  if (kind === "others" && opts.typed)
    await form.getByLabel("Anything else? Type it in your own words (optional)").fill(opts.typed);
  else if (kind === "scale") await form.locator("label", { hasText: /^3$/ }).click();
  else if (kind === "location") {
    const zone = form.locator("rect[data-option]").first();
    if (opts.tapBody && (await zone.count())) {
      const option = (await zone.getAttribute("data-option"))!;
      await zone.click();
      await expect(form.getByRole("radio", { name: option })).toBeChecked();
    } else await form.getByLabel("None of these", { exact: true }).check();
  } else {
    const none = form.getByLabel("None of these", { exact: true });
    await ((await none.count()) ? none : form.getByRole("radio", { name: "No", exact: true })).check();
  }
  await button.click();
}

/** Answers every question calmly ("No", "None of these", 3 on scales) until the checker leaves /start. */
async function answerUntilResult(page: Page, opts: AnswerOptions = {}) {
  for (let i = 0; i < 40; i++) {
    await expect
      .poll(async () => !onStart(page) || (await questionForm(page).count()) > 0, { timeout: 15_000 })
      .toBe(true);
    if (!onStart(page)) return;
    const step = await questionNumber(page);
    await answerCalmly(page, opts);
    // The next question (its number moves on), or the checker left /start.
    await expect
      .poll(async () => !onStart(page) || (await questionNumber(page)) !== step, { timeout: 15_000 })
      .toBe(true);
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

  await answerUntilResult(page, { tapBody: true, typed: "burning in my chest after I eat" });
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

test("an emergency answers at once with 112, names it, lists only the signs reported, and does not use up a check", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/dashboard/checker/start?q=chest pain");
  await page.getByRole("radio", { name: "Chest pain", exact: true }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  const form = questionForm(page);
  await expect(form.locator("h2")).toHaveText(
    // em28 asks a chest pain from 10 to 50 about a recent viral illness (myocarditis) on the same page.
    /^Heart and circulation(, your health)?: do you have any of these right now\? Tick all that apply\.$/,
  );
  await expect(form.getByText(/^Why we ask: /)).toBeVisible();
  // Danger screens are multi-select; one sign is enough for advice now.
  await form.getByLabel("Heavy sweating", { exact: true }).check();
  await form.getByRole("button", { name: "CONTINUE" }).click();

  await expect(page).toHaveURL(/\/dashboard\/checker\/result\//);
  await expect(page.getByText("This could be an emergency")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call 112 now" })).toHaveAttribute("href", "tel:112");
  // One story: the headline is the emergency, and the danger signs are exactly those reported.
  await expect(page.getByText("this may be an emergency:")).toBeVisible();
  await expect(page.locator("#likely-heading + p")).toHaveText(/heart attack|An emergency we cannot name/i);
  await expect(page.getByTestId("reported-danger-signs")).toHaveText("Chest pain with heavy sweating");
  await page.screenshot({ path: "/tmp/ck-web-shots/emergency-result.png", fullPage: true });
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

test("a failed step shows the Error modal, and Retry really retries", async ({ page }) => {
  await signIn(page);
  // The route action's requests: the start (1st), the first answer (2nd) fails once.
  let posts = 0;
  await page.route(
    (url) => url.pathname.startsWith("/dashboard/checker/start") && url.pathname.endsWith(".data"),
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      if (posts === 2) return route.fulfill({ status: 500, contentType: "text/plain", body: "Something went wrong!" });
      return route.continue();
    },
  );
  await page.goto("/dashboard/checker/start?q=headache");
  await page.getByRole("radio", { name: "Headache", exact: true }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page.getByText("Question 1")).toBeVisible();
  await answerCalmly(page);
  const dialog = page.getByRole("dialog", { name: "Error" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Failed to complete analyzing. Please try again.")).toBeVisible();
  // The question stays behind the modal; Retry sends the same answer again.
  await expect(page.getByText("Question 1")).toBeVisible();
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Question 2")).toBeVisible();
  expect(posts).toBe(3);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a check completes with plain forms: choose, answer, go back, result", async ({ page, browser }) => {
    // Sign in with JavaScript, then continue in a browser that has none.
    const withJs = await browser.newPage({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 360, height: 740 },
    });
    await signIn(withJs);
    await page.context().addCookies(await withJs.context().cookies());
    await withJs.close();

    await page.goto("/dashboard/checker/start");
    await page.getByLabel("Search symptoms").fill("hedache");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=hedache/);
    await page.getByRole("radio", { name: "Headache", exact: true }).check();
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page.getByText("Headache · Question 1")).toBeVisible();
    const first = await questionForm(page).locator("h2").innerText();
    await answerCalmly(page, { js: false });
    await expect(page.getByText("Question 2")).toBeVisible();
    // Back undoes the last answer: the first question again.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Question 1")).toBeVisible();
    await expect(questionForm(page).locator("h2")).toHaveText(first);
    await page.screenshot({ path: "/tmp/ck-web-shots/nojs-question.png", fullPage: true });
    await answerUntilResult(page, { js: false });
    await expect(page).toHaveURL(/\/dashboard\/checker\/result\//);
    await expect(page.getByRole("heading", { name: "Your results are ready" })).toBeVisible();
    await page.screenshot({ path: "/tmp/ck-web-shots/nojs-result.png", fullPage: true });
  });
});

test("'describe it in your own words' starts a check from free text", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard/checker/start");
  await page
    .getByLabel("Or describe it in your own words")
    .fill("I dey feel hot body and headache since yesterday, no vomiting");
  await page.getByRole("button", { name: "Check my description" }).click();
  await expect(page.getByText(/We understood: .*Headache/)).toBeVisible();
  await expect(page.getByText(/Not: Vomiting/)).toBeVisible();
  await page.screenshot({ path: "/tmp/ck-web-shots/described.png", fullPage: true });
  await answerUntilResult(page);
  await expect(page.getByRole("heading", { name: "Your results are ready" })).toBeVisible();
});

test("'anything else?' after a picked symptom: a danger sign typed in words ends in an emergency", async ({ page }) => {
  await signIn(page);
  await page.goto("/dashboard/checker/start?q=vomiting");
  await page.getByRole("radio", { name: "Vomiting", exact: true }).check();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  // The complaint's danger screens first, then the review of other symptoms.
  const heading = questionForm(page).locator("h2");
  for (let i = 0; i < 8; i++) {
    await expect(heading).toBeVisible();
    if (/^Do you also have any of these\?/.test(await heading.innerText())) break;
    const step = await questionNumber(page);
    await answerCalmly(page);
    await expect.poll(() => questionNumber(page)).not.toBe(step);
  }
  await expect(heading).toHaveText("Do you also have any of these? Tick all that apply.");
  const form = questionForm(page);
  await expect(form.getByLabel("None of these", { exact: true })).toBeVisible();
  const typed = form.getByLabel("Anything else? Type it in your own words (optional)");
  await typed.fill("my lips and tongue are swelling");
  await page.screenshot({ path: "/tmp/ck-web-shots/anything-else.png", fullPage: true });
  // Typing is an answer: CONTINUE no longer waits for a tick.
  await form.getByRole("button", { name: "CONTINUE" }).click();
  await expect(page).toHaveURL(/\/dashboard\/checker\/result\//);
  await expect(page.getByText("This could be an emergency")).toBeVisible();
  await expect(page.getByTestId("reported-danger-signs")).toContainText(/lip|tongue/i);
});
