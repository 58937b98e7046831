import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./fixtures.ts";

// The dashboard frame at 360 px: guarding, the mobile menu, the symptom search, notifications and logout.

async function signedInWithoutAssessment(page: Page) {
  await signIn(page, { firstName: "Ngozi", lastName: "Eze", prefix: "e2e.dashboard" });
}

test("the dashboard needs a signed-in user", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
});

test("the frame: mobile menu, symptom search, notifications, an honest empty dashboard and logout", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInWithoutAssessment(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Hello, Ngozi" })).toBeVisible();
  // Nothing is made up: no assessment means no BMI and no score yet.
  await expect(page.getByTestId("bmi")).toHaveText("--");
  await expect(page.getByRole("link", { name: "Take the assessment" }).first()).toBeVisible();
  await expect(page.getByText("No chats yet.")).toBeVisible();
  await expect(page.getByText("Time for a Quick Health Update?")).toBeVisible();
  await expect(page.getByRole("link", { name: /Time for a Quick Health Update/ })).toHaveAttribute(
    "href",
    "/dashboard/checker",
  );

  // The bell lists real notifications: the missing assessment first.
  await page.getByLabel(/^Notifications, \d+ new$/).click();
  await expect(page.getByRole("link", { name: /Complete your health assessment/ })).toHaveAttribute(
    "href",
    "/assessment",
  );
  await page.keyboard.press("Escape");

  // The mobile menu holds the navigation; HealthBuddy opens a fresh chat.
  await page.getByLabel("Open menu").click();
  const menu = page.locator("#dashboard-menu");
  await expect(menu.getByRole("link", { name: "Symptom Checker" })).toHaveAttribute("href", "/dashboard/checker");
  await expect(menu.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/dashboard/profile");
  await expect(menu.getByRole("link", { name: "HealthBuddy" })).toHaveAttribute("href", /^\/chat\/[0-9a-f-]{36}$/);
  await menu.getByPlaceholder("Search your symptom?").fill("headache");
  await menu.getByPlaceholder("Search your symptom?").press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/checker\/start\?q=headache$/);

  // Logout asks first.
  await page.goto("/dashboard");
  await page.getByLabel("Open menu").click();
  await page.locator("#dashboard-menu").getByRole("button", { name: "Logout" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to logout?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.locator("#dashboard-menu").getByRole("button", { name: "Logout" }).click();
  await dialog.getByRole("button", { name: "Yes,Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});
