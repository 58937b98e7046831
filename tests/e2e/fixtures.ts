import { expect, type APIRequestContext, type Page } from "@playwright/test";

// The one way the browser tests make a person: register through the API, read the code from the local
// mailbox (/api/dev/mailbox, development only), verify, then sign in through the /login page as a
// person would. Every spec that needs a signed-in user uses these instead of its own copy.

export const PASSWORD = "sunny-Day-42";

export type SeededUser = { email: string; password: string; firstName: string };

export const uniqueEmail = (prefix = "e2e") => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The 6-digit code of the newest mail to this address in the local outbox. */
export async function mailedCode(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code mailed to ${email}`).toBeTruthy();
  return code!;
}

/** A registered, verified account (no avatar, no assessment). */
export async function seedUser(
  request: APIRequestContext,
  opts: { firstName?: string; lastName?: string; phone?: string; prefix?: string; password?: string } = {},
): Promise<SeededUser> {
  const email = uniqueEmail(opts.prefix);
  const firstName = opts.firstName ?? "Amina";
  const password = opts.password ?? PASSWORD;
  const reg = await request.post("/api/register", {
    data: {
      first_name: firstName,
      last_name: opts.lastName ?? "Bello",
      email,
      username: email,
      phone: opts.phone ?? "",
      password,
    },
  });
  expect(reg.status()).toBe(201);
  const code = await mailedCode(request, email);
  expect((await request.post("/api/verify-email", { data: { email, code } })).status()).toBe(200);
  return { email, password, firstName };
}

/** An access token for the API (Authorization: Bearer). */
export async function bearerFor(request: APIRequestContext, user: SeededUser) {
  const login = await request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}

/** Signs in through the /login page and waits to leave it (wherever sign-in lands). */
export async function signInAs(page: Page, user: SeededUser) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** A new verified account, signed in on this page (its cookies are shared with page.request). */
export async function signIn(page: Page, opts: Parameters<typeof seedUser>[1] = {}) {
  const user = await seedUser(page.request, opts);
  await signInAs(page, user);
  return user;
}

/** A finished headache check through the SPEC's API as the signed-in person (every answer "No"); its id. */
export async function finishedCheck(request: APIRequestContext) {
  const questions = (await (await request.get("/api/getSymptomQuestions?s_id=headache")).json()) as { question: string; options: string[] }[];
  const responses = questions.map((q) => ({ question: q.question, answer: q.options.includes("None of these") ? "None of these" : "No" }));
  const check = await request.post("/api/getDiagnosis", { data: { symptom: "Headache", responses } });
  expect(check.status()).toBe(201);
  return ((await check.json()) as { diagnosis: string }).diagnosis;
}

/** A stored chat with a long title and a Markdown answer (started from a check's result); its id. */
export async function storedChat(request: APIRequestContext) {
  const chatId = crypto.randomUUID();
  const seeded = await request.post("/api/chats/from-result", {
    data: { message: "I used the HealthBuddy symptom checker for headache and it predicted Tension headache. Can we continue chatting about it?", chat_id: chatId, previous: [] },
  });
  expect(seeded.status()).toBe(201);
  return chatId;
}
