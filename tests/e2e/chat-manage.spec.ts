import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures.ts";

// Renaming and deleting one's own chat from the side menu, at 360 px, against the offline model.

test("a signed-in person renames a chat and deletes it after confirming", async ({ page }) => {
  await signIn(page, { firstName: "Kemi", lastName: "Ade", prefix: "e2e.manage" });
  const api = page.request;

  // One saved chat, made through the API with the same session.
  const chatId = crypto.randomUUID();
  const created = await api.post("/api/messages/", { data: { content: "I have a cough and a sore throat", chat_id: chatId } });
  expect(created.status()).toBe(200);

  await page.goto(`/chat/${chatId}`);
  await expect(page.locator("form[data-hydrated=true]")).toBeAttached();
  await page.getByRole("button", { name: "Open chat history" }).click();
  const history = page.getByRole("navigation", { name: "Past chats" });
  const options = history.getByRole("button", { name: /^Options for / });
  await expect(options).toHaveCount(1);

  await options.click();
  await page.getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename chat" });
  await rename.getByLabel("Chat name").fill("Cough questions");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toBeHidden();
  await expect(history.getByRole("link", { name: "Cough questions" })).toBeVisible();

  await history.getByRole("button", { name: "Options for Cough questions" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this chat?" });
  await expect(confirm).toContainText("“Cough questions” and all its messages will be deleted.");
  // Cancel keeps it.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(history.getByRole("link", { name: "Cough questions" })).toBeVisible();

  await history.getByRole("button", { name: "Options for Cough questions" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  // The open chat was the one deleted: a new chat starts.
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { name: /What is bothering you today\?/ })).toBeVisible();
  expect((await api.get(`/api/messages?chat_id=${chatId}`)).status()).toBe(404);
});
