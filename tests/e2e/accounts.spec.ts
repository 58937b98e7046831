import { expect, test, type Page } from "@playwright/test";
import { mailedCode as codeFromMailbox, seedUser, signInAs, uniqueEmail } from "./fixtures.ts";

const mailedCode = (page: Page, email: string) => codeFromMailbox(page.request, email);

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Digit 1").click();
  await page.keyboard.type(code);
}

test("sign up → code from the mailbox → verify → log in → avatar → assessment", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/register");
  await page.getByRole("button", { name: "CREATE ACCOUNT" }).click();
  await expect(page.getByText("First Name is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await page.getByLabel("First name").fill("Ifeoma");
  await page.getByLabel("Last name").fill("Nwosu");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("kola-Nut-2024");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "CREATE ACCOUNT" }).click();

  await expect(page).toHaveURL(/\/verifyMail\?e=/);
  await expect(page.getByRole("heading", { name: "Verify your Email" })).toBeVisible();
  await expect(page.getByText(`${email.slice(0, 2)}***`)).toBeVisible();
  await typeCode(page, await mailedCode(page, email));
  await page.getByRole("button", { name: "Verify Email" }).click();

  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
  await page.getByRole("link", { name: "CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("kola-Nut-2024");
  await page.getByRole("button", { name: "LOGIN" }).click();

  await expect(page).toHaveURL(/\/avatar$/);
  await expect(page.getByText("Sign in successful!")).toBeVisible();
  await page.getByLabel("Avatar 3").check({ force: true });
  await page.getByRole("button", { name: "DONE" }).click();
  await expect(page).toHaveURL(/\/assessment/);
});

test("a pasted code fills all six boxes; a wrong code is refused", async ({ page }) => {
  const email = uniqueEmail();
  await page.request.post("/api/register", {
    data: { first_name: "Musa", last_name: "Garba", email, password: "desert-Rose-9" },
  });
  await page.goto(`/verifyMail?e=${encodeURIComponent(email)}`);
  const code = await mailedCode(page, email);
  const wrong = code === "000000" ? "111111" : "000000";
  await typeCode(page, wrong);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByText("Invalid verification code")).toBeVisible();
  await page.getByLabel("Digit 1").focus();
  await page.evaluate((c) => {
    const dt = new DataTransfer();
    dt.setData("text", c);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }),
    );
  }, code);
  for (let i = 0; i < 6; i++) await expect(page.getByLabel(`Digit ${i + 1}`)).toHaveValue(code[i]!);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
});

test("forgot password → reset with the mailed code → log in with the new password", async ({ page }) => {
  const { email } = await seedUser(page.request, { firstName: "Bola", lastName: "Ade", password: "first-Pass-1" });
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot Password" }).click();
  await expect(page.getByRole("heading", { name: "Forgot Your Password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Get Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your mail" })).toBeVisible();
  await page.getByRole("link", { name: "Proceed" }).click();
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await typeCode(page, await mailedCode(page, email));
  await page.getByLabel("New password", { exact: true }).fill("second-Pass-2");
  await page.getByLabel("Confirm new password").fill("second-Pass-2");
  await page.getByRole("button", { name: "save changes" }).click();
  await expect(page.getByRole("heading", { name: "Password Changed Successfully" })).toBeVisible();
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-Pass-1");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("second-Pass-2");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/avatar$/);
});

test("logout from the menu asks first, then signs out", async ({ page }) => {
  await signInAs(page, await seedUser(page.request, { firstName: "Sade", lastName: "Ojo", password: "blue-Sky-77" }));
  await expect(page).toHaveURL(/\/avatar$/);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "CONTINUE" })).toBeVisible();
  await page.getByLabel("Open menu").click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Are you sure you want to logout?")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Are you sure you want to logout?")).toBeHidden();
  await page.locator("#mobile-menu").getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Yes,Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/avatar");
  await expect(page).toHaveURL(/\/login/);
});

for (const provider of ["Google", "Facebook"]) {
  test(`sign in with ${provider} through the local provider`, async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: `Continue with ${provider}` }).click();
    await expect(page.getByRole("heading", { name: `Sign in with ${provider}` })).toBeVisible();
    await page.getByLabel("Email").fill(`${provider.toLowerCase()}.${Date.now()}@example.com`);
    await page.getByLabel("First name").fill("Kunle");
    await page.getByRole("button", { name: "Continue as this person" }).click();
    await expect(page).toHaveURL(/\/avatar$/);
    await expect(
      page.getByText(provider === "Google" ? "Sign in successful!" : "Facebook sign in successful!"),
    ).toBeVisible();
  });
}

test("My Account saves details, and Delete Account removes the account after the password", async ({ page }) => {
  const user = await seedUser(page.request, { firstName: "Ada", lastName: "Uche", password: "palm-Wine-31" });
  const { email } = user;
  await signInAs(page, user);
  await expect(page).toHaveURL(/\/avatar$/);
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await page.getByLabel("Phone").fill("+2348031234567");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your details were saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Phone")).toHaveValue("+2348031234567");
  // Deleting asks first, like logout: Cancel leaves everything as it was.
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete Account" }).click();
  await dialog.getByLabel("Confirm with your password").fill("wrong-password");
  await dialog.getByRole("button", { name: "Yes, Delete" }).click();
  await expect(dialog.getByText("Your current password is not correct.")).toBeVisible();
  await dialog.getByLabel("Confirm with your password").fill("palm-Wine-31");
  await dialog.getByRole("button", { name: "Yes, Delete" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account and all of its data have been deleted.")).toBeVisible();
  const login = await page.request.post("/api/login", { data: { email, password: "palm-Wine-31" } });
  expect(login.status()).toBe(401);
});
