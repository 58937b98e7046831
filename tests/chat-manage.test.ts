// A person's own chats (rename, delete, owners only) and the anonymous allowance that follows a signed
// device cookie rather than a shared IP.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createSignedInUser, type SignedInUser } from "./auth-helpers.ts";
import { postForm, postJson, request } from "./helpers.ts";

vi.setConfig({ testTimeout: 30_000 });

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };
const json = async <T>(res: Response) => (await res.json()) as T;
const randomIp = () => `10.${50 + Math.floor(Math.random() * 150)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const lagosDay = () => new Date(Date.now() + 3600_000).toISOString().slice(0, 10);

let ada: SignedInUser;
let bola: SignedInUser;

beforeAll(async () => {
  ada = await createSignedInUser({ first_name: "Ada" });
  bola = await createSignedInUser({ first_name: "Bola" });
});

/** A saved chat of `user` with one exchange, through the SPEC's call. */
async function chatOf(user: SignedInUser, content = "I have a cough and a sore throat") {
  const chatId = crypto.randomUUID();
  const res = await postJson("/api/messages/", { content, chat_id: chatId }, { "cf-connecting-ip": randomIp(), ...bearer(user) });
  expect(res.status).toBe(200);
  return chatId;
}

const rename = (chatId: string, title: unknown, user: SignedInUser | null) =>
  request(`/api/chats/${chatId}`, { method: "PATCH", headers: { "content-type": "application/json", ...(user ? bearer(user) : {}) }, body: JSON.stringify({ title }) });
const remove = (chatId: string, user: SignedInUser | null) => request(`/api/chats/${chatId}`, { method: "DELETE", headers: user ? bearer(user) : {} });
const titles = async (user: SignedInUser) => json<Array<{ chat_id: string; title: string }>>(await request("/api/getChats", { headers: bearer(user) }));

describe("PATCH /api/chats/:chat_id", () => {
  it("renames the owner's chat, tidying the spaces", async () => {
    const chatId = await chatOf(ada);
    const res = await rename(chatId, "  My   cough  ", ada);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ chat_id: chatId, title: "My cough" });
    expect(await titles(ada)).toContainEqual(expect.objectContaining({ chat_id: chatId, title: "My cough" }));
  });

  it("refuses an empty or over-long name with a plain message", async () => {
    const chatId = await chatOf(ada);
    for (const [title, message] of [
      ["   ", /give the chat a name/],
      ["x".repeat(81), /under 80 characters/],
      [42, /give the chat a name/],
    ] as const) {
      const res = await rename(chatId, title, ada);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields.title).toMatch(message);
    }
  });

  it("answers 404 for another user's chat and leaves it as it was; 404 for no such chat; 401 without a session", async () => {
    const chatId = await chatOf(ada);
    const before = (await titles(ada)).find((c) => c.chat_id === chatId)?.title;
    const res = await rename(chatId, "Mine now", bola);
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.message).toBe("Chat not found.");
    expect((await titles(ada)).find((c) => c.chat_id === chatId)?.title).toBe(before);
    expect((await rename(crypto.randomUUID(), "Nothing", ada)).status).toBe(404);
    expect((await rename("not-a-uuid", "Nothing", ada)).status).toBe(404);
    expect((await rename(chatId, "Nobody", null)).status).toBe(401);
  });
});

describe("DELETE /api/chats/:chat_id", () => {
  it("deletes the owner's chat and all its messages", async () => {
    const chatId = await chatOf(ada);
    const res = await remove(chatId, ada);
    expect(res.status).toBe(204);
    expect((await titles(ada)).map((c) => c.chat_id)).not.toContain(chatId);
    expect((await request(`/api/messages?chat_id=${chatId}`, { headers: bearer(ada) })).status).toBe(404);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM messages WHERE chat_id = ?").bind(chatId).first<{ n: number }>();
    expect(left?.n).toBe(0);
    // Once gone, it is gone.
    expect((await remove(chatId, ada)).status).toBe(404);
  });

  it("answers 404 for another user's chat and deletes nothing; 401 without a session", async () => {
    const chatId = await chatOf(ada);
    expect((await remove(chatId, bola)).status).toBe(404);
    expect((await remove(chatId, null)).status).toBe(401);
    expect(await json<unknown[]>(await request(`/api/messages?chat_id=${chatId}`, { headers: bearer(ada) }))).toHaveLength(2);
  });

  it("is in the API reference with rename", async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await request("/api/openapi.json"));
    expect(doc.paths["/chats/{chat_id}"]).toHaveProperty("patch");
    expect(doc.paths["/chats/{chat_id}"]).toHaveProperty("delete");
  });
});

describe("anonymous allowance by signed device", () => {
  const ask = (headers: Record<string, string>, content = "I have a cough") => postJson("/api/anonymous_messages/", { content, uid: "u" }, headers);
  const deviceCookie = (res: Response) => /hb_device=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? null;

  it("sets an httpOnly device cookie once and counts 10 replies a day against it", async () => {
    const ip = randomIp();
    const first = await ask({ "cf-connecting-ip": ip });
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toMatch(/hb_device=[^;]+;.*HttpOnly/);
    const cookie = deviceCookie(first)!;
    for (let i = 1; i < 10; i++) {
      const res = await ask({ "cf-connecting-ip": ip, cookie });
      expect(res.status).toBe(200);
      // A known device is not given a new cookie.
      expect(deviceCookie(res)).toBeNull();
    }
    const over = await ask({ "cf-connecting-ip": ip, cookie });
    expect(over.status).toBe(429);
    expect((await json<ErrorBody>(over)).error.message).toMatch(/Sign in/);
    // Emergencies are still answered.
    const urgent = await ask({ "cf-connecting-ip": ip, cookie }, "I have chest pain and I can't breathe");
    expect(urgent.status).toBe(200);
  });

  it("does not let one person's use on a shared carrier IP lock out the next person", async () => {
    const ip = randomIp();
    const first = await ask({ "cf-connecting-ip": ip });
    const cookie = deviceCookie(first)!;
    for (let i = 1; i < 10; i++) await ask({ "cf-connecting-ip": ip, cookie });
    expect((await ask({ "cf-connecting-ip": ip, cookie })).status).toBe(429);
    // A stranger behind the same NAT address still gets answers.
    expect((await ask({ "cf-connecting-ip": ip })).status).toBe(200);
  });

  it("ignores a device cookie it did not sign", async () => {
    const ip = randomIp();
    const first = await ask({ "cf-connecting-ip": ip });
    const cookie = deviceCookie(first)!;
    const [id] = cookie.slice("hb_device=".length).split(".");
    const forged = `hb_device=${id}.${"A".repeat(43)}`;
    const res = await ask({ "cf-connecting-ip": ip, cookie: forged });
    expect(res.status).toBe(200);
    // Treated as a new device: a fresh, properly signed cookie comes back.
    const fresh = deviceCookie(res);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(forged);
  });

  it("stops an address at the ceiling, whatever the devices, without using up the device's own replies", async () => {
    const ip = randomIp();
    await env.DB.prepare("INSERT INTO usage_counters (subject, kind, day, count) VALUES (?, 'chat_reply', ?, 300)").bind(`ip:${ip}`, lagosDay()).run();
    const res = await ask({ "cf-connecting-ip": ip });
    expect(res.status).toBe(429);
    expect((await json<ErrorBody>(res)).error.code).toBe("limit_reached");
    const cookie = deviceCookie(res)!;
    const [id] = cookie.slice("hb_device=".length).split(".");
    const used = await env.DB.prepare("SELECT count FROM usage_counters WHERE subject = ? AND day = ?").bind(`device:${id}`, lagosDay()).first<{ count: number }>();
    expect(used?.count ?? 0).toBe(0);
  });

  it("refuses the chat page's form (no JavaScript) over the limit with the API's status and words", async () => {
    const ip = randomIp();
    await env.DB.prepare("INSERT INTO usage_counters (subject, kind, day, count) VALUES (?, 'chat_reply', ?, 300)").bind(`ip:${ip}`, lagosDay()).run();
    const api = await ask({ "cf-connecting-ip": ip });
    const page = await postForm("/chat", { content: "I have a cough", previous: "[]" }, { "cf-connecting-ip": ip });
    expect(page.status).toBe(api.status);
    const html = await page.text();
    const message = (await json<ErrorBody>(api)).error.message;
    expect(message).toMatch(/^You've used all 10 free HealthBuddy replies for today\./);
    expect(html).toContain(message.replace(/'/g, "&#x27;"));
  });
});
