import { expect, test, type Page } from "@playwright/test";
import { bearerFor, seedUser, signInAs } from "./fixtures.ts";

// The whole health assessment at 360 px, then the dashboard showing what was submitted.

/** A verified user with an avatar, signed in through the /login page. */
async function signIn(page: Page, firstName = "Amina") {
  const user = await seedUser(page.request, { firstName, lastName: "Bello", prefix: "e2e.assessment" });
  // The avatar is the lead's screen; choosing it through the API lands sign-in on /assessment.
  const avatar = await page.request.post("/api/upload-avatar", {
    data: { avatar: 3 },
    headers: await bearerFor(page.request, user),
  });
  expect(avatar.status()).toBe(200);
  await signInAs(page, user);
  await page.waitForURL(/\/assessment$/);
  return user.email;
}

const cont = (page: Page) => page.getByRole("button", { name: "CONTINUE" });
const search = (page: Page) => page.getByLabel("Search or type your own");

test("the whole assessment at 360 px, with free tags, skip links, back navigation and reload", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Health Assessment" })).toBeVisible();

  // Gender: a choice advances.
  await page.getByRole("button", { name: "Female" }).click();
  await page.waitForURL(/\/assessment\/age$/);

  // Date of birth: required, not under 13, a note for 13-17.
  await cont(page).click();
  await expect(page.getByText("Please select your date of birth to continue")).toBeVisible();
  const dob = page.getByLabel("Date of birth");
  const year = new Date().getFullYear();
  await dob.fill(`${year - 10}-01-15`);
  await expect(page.getByText(/only for people aged 13 and over/)).toBeVisible();
  await expect(cont(page)).toBeDisabled();
  await dob.fill(`${year - 16}-01-15`);
  await expect(page.getByText(/parent or guardian must agree/)).toBeVisible();
  await dob.fill(`${year - 25}-01-15`);
  await cont(page).click();

  // BMI: the intro moves on by itself after 3 seconds.
  await page.waitForURL(/\/assessment\/bmi$/);
  await expect(page.getByRole("heading", { name: "Let's work out your BMI" })).toBeVisible();
  await page.waitForURL(/bmi\?step=2/, { timeout: 6_000 });
  const height = page.getByRole("slider", { name: "Height" });
  await expect(height).toHaveValue("160");
  await height.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(height).toHaveValue("165");
  await cont(page).click();

  await page.waitForURL(/bmi\?step=3/);
  const weight = page.getByRole("slider", { name: "Weight" });
  await expect(weight).toHaveValue("60");
  await weight.focus();
  await page.keyboard.press("Home");
  await expect(weight).toHaveValue("0");
  await expect(cont(page)).toBeDisabled();
  await weight.fill("58");
  await expect(page.getByText("21.3")).toBeVisible();
  await expect(page.getByText("Normal weight", { exact: true })).toBeVisible();

  // Going back keeps both the saved height and the unsaved weight.
  await page.getByRole("link", { name: "Back" }).click();
  await page.waitForURL(/bmi\?step=2/);
  await expect(page.getByRole("slider", { name: "Height" })).toHaveValue("165");
  await cont(page).click();
  await page.waitForURL(/bmi\?step=3/);
  await expect(page.getByRole("slider", { name: "Weight" })).toHaveValue("58");
  await cont(page).click();

  // Health: intro, then blood type is required.
  await page.waitForURL(/\/assessment\/health$/);
  await page.waitForURL(/health\?step=2/, { timeout: 6_000 });
  await cont(page).click();
  await expect(page.getByText("Please select your blood type")).toBeVisible();
  await page.getByText("O+", { exact: true }).click();
  await cont(page).click();

  // Conditions: case-insensitive search, a chosen tag removed and added again, free text with Enter.
  await page.waitForURL(/health\?step=3/);
  await search(page).fill("SICK");
  const suggestions = page.getByRole("list", { name: "Suggested conditions" });
  await expect(suggestions.getByRole("button")).toHaveText(["Sickle cell disease (SS)+", "Sickle cell trait (AS)+"]);
  await suggestions.getByRole("button", { name: "Sickle cell trait (AS)" }).click();
  await search(page).fill("Lactose intolerance");
  await page.keyboard.press("Enter");
  const chosen = page.getByRole("list", { name: "Chosen conditions" });
  await expect(chosen.getByRole("listitem")).toHaveText(
    ["Sickle cell trait (AS)", "Lactose intolerance"].map((t) => new RegExp(t.replace(/[()]/g, "\\$&"))),
  );
  await page.getByRole("button", { name: "Remove Sickle cell trait (AS)" }).click();
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await search(page).fill("trait");
  await suggestions.getByRole("button", { name: "Sickle cell trait (AS)" }).click();
  // A reload keeps the tags chosen on this step, though they are not saved yet.
  await page.reload();
  await expect(page.getByRole("list", { name: "Chosen conditions" }).getByRole("listitem")).toHaveCount(2);
  await cont(page).click();

  // Symptoms: the skip link.
  await page.waitForURL(/health\?step=4/);
  await page.getByRole("button", { name: "No symptoms" }).click();

  // Allergies: typed in lower case, stored with the list's spelling.
  await page.waitForURL(/health\?step=5/);
  await search(page).fill("penicillin");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove Penicillin" })).toBeVisible();
  await cont(page).click();

  await page.waitForURL(/health\?step=6/);
  await page.getByRole("button", { name: "No medication" }).click();

  await page.waitForURL(/health\?step=7/);
  await page.getByText("Monthly", { exact: true }).click();
  await cont(page).click();

  // Agreement: CONTINUE only with all six ticked.
  await page.waitForURL(/\/assessment\/agreement$/);
  const boxes = page.getByRole("checkbox");
  await expect(boxes).toHaveCount(6);
  for (let i = 0; i < 5; i++) await boxes.nth(i).check();
  await expect(cont(page)).toBeDisabled();
  await boxes.nth(5).check();
  await expect(cont(page)).toBeEnabled();
  await cont(page).click();

  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByText("Assessment submitted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hello, Amina" })).toBeVisible();
  await expect(page.getByText("Female", { exact: true })).toBeVisible();
  await expect(page.getByText("O+", { exact: true })).toBeVisible();
  await expect(page.getByTestId("bmi")).toHaveText("21.3 kg/m2");
  await expect(page.getByTestId("streak")).toHaveText("0 days streak");
  await expect(page.getByTestId("last-check-in")).toHaveText("Last check-in: none yet");
  await expect(page.getByRole("heading", { name: "Your health score" })).toBeVisible();
  await expect(page.locator("summary", { hasText: "Long-term conditions" })).toContainText("6/15 points");

  const list = (await (await page.request.get("/api/assessment/")).json()) as {
    conditions: string[];
    symptoms: string[];
    allergies: string[];
    medications: string[];
    height: number;
    weight: number;
    checkups: string;
  }[];
  expect(list[0]).toMatchObject({
    height: 165,
    weight: 58,
    conditions: ["Lactose intolerance", "Sickle cell trait (AS)"],
    symptoms: [],
    allergies: ["Penicillin"],
    medications: [],
    checkups: "Monthly",
  });

  // The 1-tap daily update is a check-in: the streak and last check-in become true at once.
  await page.getByRole("button", { name: "Save today's check-in" }).click();
  await expect(page.getByText("Today's check-in is saved")).toBeVisible();
  await expect(page.getByTestId("streak")).toHaveText("1 day streak");
  await expect(page.getByTestId("last-check-in")).toHaveText("Last check-in: Just now");
});

test("the gender step works without JavaScript and a later step cannot be skipped to", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, "Tunde");
  await page.goto("/assessment/agreement");
  await expect(page).toHaveURL(/\/assessment$/);
  await page.getByRole("button", { name: "Male", exact: true }).click();
  await expect(page).toHaveURL(/\/assessment\/age$/);
  await context.close();
});
