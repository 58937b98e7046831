import { expect, test, type Page } from "@playwright/test";
import { signIn as signInWith } from "./fixtures.ts";

// HealthBuddy chat at 360 px against the built Worker and its offline model.

const MALARIA_LIKE = "I have had fever, chills and headache for 3 days";

async function openChat(page: Page, path = "/chat") {
  await page.goto(path);
  // Typing before React has taken over the page would be lost: wait for it.
  await expect(page.locator("form[data-hydrated=true]")).toBeAttached();
}

async function signIn(page: Page, firstName = "Zainab") {
  await signInWith(page, { firstName, lastName: "Musa", prefix: "e2e.chat" });
}

const answers = (page: Page) => page.locator('[data-role="assistant"]');

test("anonymous: the home view, a streamed answer, stop, and nothing stored", async ({ page }) => {
  await openChat(page);
  await expect(page.getByRole("heading", { name: "Hello! What is bothering you today?" })).toBeVisible();
  for (const step of ["STEP 1", "STEP 2", "STEP 3", "Describe Symptoms", "Answer Questions", "Get Diagnosis"])
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  await expect(page.getByText("For your privacy, your chat data will not be stored until you sign in.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");

  const input = page.getByPlaceholder("Ask anything");
  // Whitespace is never sent.
  await input.fill("   ");
  await input.press("Enter");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(answers(page)).toHaveCount(0);

  await input.fill(MALARIA_LIKE);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByText(MALARIA_LIKE)).toBeVisible();
  // While the answer streams the Stop button replaces Send.
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect(answers(page).first()).toContainText("Malaria", { timeout: 15_000 });
  await expect(answers(page).first()).toHaveAttribute("data-status", "done", { timeout: 15_000 });
  await expect(answers(page).first()).toContainText(/\?$/);
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();

  // Shift+Enter adds a line instead of sending.
  await input.fill("No");
  await input.press("Shift+Enter");
  await expect(input).toHaveValue("No\n");
  await input.press("Enter");
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).nth(1)).toContainText("Noted: no", { timeout: 15_000 });

  // Stop ends an answer early and keeps what arrived.
  await input.fill("Yes I also have body aches");
  await input.press("Enter");
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();

  // Reloading starts fresh: an anonymous chat is never stored.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Hello! What is bothering you today?" })).toBeVisible();
});

test("a red-flag message is answered with 112 at once", async ({ page }) => {
  await openChat(page);
  const input = page.getByPlaceholder("Ask anything");
  await input.fill("I have crushing chest pain and I can't breathe");
  await input.press("Enter");
  await expect(answers(page).first()).toContainText("Call 112 now", { timeout: 15_000 });
  await expect(answers(page).first()).toContainText("This could be an emergency");
});

test("anonymous: new chat explains how to keep history", async ({ page }) => {
  await openChat(page);
  let message = "";
  page.once("dialog", (alert) => {
    message = alert.message();
    void alert.dismiss();
  });
  await page.getByRole("button", { name: "New chat" }).click();
  await expect.poll(() => message).toBe("Login to create chat history or reload to start fresh");
});

test("share copies the link when there is no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openChat(page);
  await page.evaluate(() => {
    // Desktop Chromium may or may not offer navigator.share; force the copy path.
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("/chat");
});

test("signed in: a saved chat appears in the side menu after reload, and search finds it", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await openChat(page);
  await expect(page.getByRole("heading", { name: "Hello Zainab! What is bothering you today?" })).toBeVisible();
  await expect(page.getByText("For your privacy, your chat data will not be stored until you sign in.")).toHaveCount(0);
  const input = page.getByPlaceholder("Ask anything");
  await input.fill("It burns when I pee and I need to go all the time");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const chatPath = new URL(page.url()).pathname;
  await expect(answers(page).first()).toHaveAttribute("data-status", "done", { timeout: 15_000 });

  await page.reload();
  await expect(page.getByText("It burns when I pee and I need to go all the time")).toBeVisible();
  await expect(answers(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Open chat history" }).click();
  const history = page.getByRole("navigation", { name: "Past chats" });
  const saved = history.getByRole("link", { name: /burning/i });
  await expect(saved).toHaveAttribute("href", chatPath);

  await page.getByPlaceholder("Search chats...").fill("zebra");
  await expect(page.getByText("No chats match your search.")).toBeVisible();
  await page.getByPlaceholder("Search chats...").fill("go all the time");
  await expect(history.getByRole("link", { name: /burning/i })).toBeVisible();

  // New chat opens an empty conversation; the saved one is a tap away.
  await page.getByRole("button", { name: "New chat" }).first().click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { name: /What is bothering you today\?/ })).toBeVisible();
  await page.goto(chatPath);
  await expect(answers(page)).toHaveCount(1);
});

test("signed in: someone else's chat link shows 404", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page, "Owner");
  const chatId = crypto.randomUUID();
  const seeded = await page.request.post("/api/chats/from-result", {
    data: {
      message:
        "I used the HealthBuddy symptom checker for headache and it predicted Malaria. Can we continue chatting about it?",
      chat_id: chatId,
      previous: [],
    },
  });
  expect(seeded.status()).toBe(201);
  // The owner sees the seeded chat (the checker's 'Yes, continue' opens exactly this page).
  await openChat(page, `/chat/${chatId}`);
  await expect(page.getByText(/predicted Malaria/)).toBeVisible();
  await expect(answers(page).first()).toContainText("The symptom checker suggested");

  const other = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
  });
  await signIn(other, "Stranger");
  const res = await other.goto(`/chat/${chatId}`);
  expect(res?.status()).toBe(404);
  await other.close();
});
