import { expect, test } from "@playwright/test";

const ROUTES: [string, RegExp | string][] = [
  ["/", "Your health questions"],
  ["/healthbuddy", "Meet HealthBuddy"],
  ["/feeds", "Health Feeds"],
  ["/article", "Basic first aid"],
  ["/company", "Why we built HealthBuddy"],
  ["/contact", "Contact us"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
];

test.describe("public routes", () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders with navigation and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(heading);
      await expect(page.getByText("Are you ready to elevate your health journey?")).toBeVisible();
      await expect(page.getByRole("link", { name: "start your journey" })).toHaveAttribute("href", "/register");
      await expect(page.getByText(`© 2024–${new Date().getFullYear()}`)).toBeVisible();
    });
  }

  test("an unknown path shows 404", async ({ page }) => {
    const res = await page.goto("/this/does/not/exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  });
});

test("the FAQ keeps one answer open at a time", async ({ page }) => {
  await page.goto("/#faq");
  const items = page.locator("#faq details");
  await expect(items).toHaveCount(7);
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await items.nth(2).locator("summary").click();
  await expect(page.locator("#faq details[open]")).toHaveCount(0);
  await expect(page.getByText("24/7 Support Available")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^tel:/);
});

test("the how-it-works slider moves with next and previous", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Next step" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Previous step" }).click();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
});

test("the mobile menu opens, locks scrolling, links work and it closes above 768 px", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Open menu").click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Sign Up" })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel("Open menu").click();
  await menu.getByRole("link", { name: "Company" }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(menu).toBeHidden();
});

test("the scroll-to-top button appears after one screen and takes you up", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Scroll to top" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await page.getByRole("button", { name: "Scroll to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the feeds search filters articles", async ({ page }) => {
  await page.goto("/feeds");
  const cards = page.locator("main article");
  const total = await cards.count();
  await page.getByPlaceholder("Search feeds...").fill("sickle");
  await expect(page.getByText(/article(s)? found/)).toBeVisible();
  await expect.poll(() => cards.count()).toBeLessThan(total);
  await expect(cards.first()).toContainText(/sickle cell/i);
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
});

test("the contact form shows errors, keeps input, then sends", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Ngozi");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Last Name is required.")).toBeVisible();
  await expect(page.getByText("Email Address is required.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Ngozi");
  await page.getByLabel("Last name").fill("Bello");
  await page.getByLabel("Email").fill("ngozi@example.com");
  await page.getByLabel("Topic").selectOption("Technical Support");
  await page.getByLabel("Message", { exact: true }).fill("The app is slow on my phone.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");
});

test("the newsletter form subscribes and says so", async ({ page }) => {
  await page.goto("/company");
  const email = `reader${Date.now()}@example.com`;
  await page.getByPlaceholder("Enter your email").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/you're subscribed/i)).toBeVisible();
  await page.getByPlaceholder("Enter your email").fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
});

test("team photos swap on hover", async ({ page }) => {
  await page.goto("/company");
  const first = page.locator("main li img").first();
  const before = await first.getAttribute("src");
  await first.hover();
  await expect(first).not.toHaveAttribute("src", before ?? "");
});
