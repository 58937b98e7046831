import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { CONTACT_TOPICS } from "../app/lib/contact-schema.ts";
import { PREMIUM_PLAN } from "../app/lib/premium.ts";
import { forgotPassword, verifyResetCode, type AuthDeps } from "../worker/auth/accounts.ts";
import { safeNext } from "../worker/web/auth.ts";
import { signPaystackBody } from "../worker/billing/signature.ts";
import { createDb } from "../worker/db/client.ts";
import { app } from "../worker/index.ts";
import { hasControlChars } from "../worker/lib/chars.ts";
import { systemClock } from "../worker/lib/clock.ts";
import { LOCAL_JWT_SECRET } from "../worker/lib/config.ts";
import { outboxMailer, type Mail } from "../worker/mail/mailer.ts";
import { bearer, createSignedInUser, latestCode, uniqueEmail, type SignedInUser } from "./auth-helpers.ts";
import { BASE, ipHeader, postForm, postJson, request } from "./helpers.ts";

// Regression tests for the findings of the security review (issue 12), one block per finding, each
// replaying the reported attack and asserting what the attacker (or the victim) now sees.

// The first page render compiles the route modules: slow on a busy machine, so never a timeout here.
vi.setConfig({ testTimeout: 30_000 });

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };

const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

/** Google sign-in through the web buttons and the local provider, as a browser would. */
async function signInWithGoogle(email: string, names = { first: "Ada", last: "Eze" }) {
  const start = await request("/auth/google/start");
  const authorize = new URL(start.headers.get("location")!);
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email, ...names });
  const consent = await request(authorize.pathname, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
  const callback = new URL(consent.headers.get("location")!);
  const done = await request(callback.pathname + callback.search, { headers: { cookie: cookieFrom(start) } });
  expect(done.status).toBe(302);
  return cookieFrom(done);
}

function authDeps(mails: Mail[] = [], deferred: Array<() => Promise<unknown>> | null = null): AuthDeps {
  const db = createDb(env.DB);
  const outbox = outboxMailer(db);
  return {
    db,
    clock: systemClock,
    mailer: { send: async (m) => void (mails.push(m), await outbox.send(m)) },
    jwtSecret: LOCAL_JWT_SECRET,
    appUrl: BASE,
    ip: "10.9.9.9",
    userAgent: "test",
    ...(deferred ? { defer: (_label: string, work: () => Promise<unknown>) => void deferred.push(work) } : {}),
  };
}

/** The Worker with another configuration (production, a typo in APP_ENV ...), on the same local D1. */
async function fetchWith(vars: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const exec = createExecutionContext();
  const url = path.startsWith("http") ? path : `${BASE}${path}`;
  const res = await app.fetch(new Request(url, { redirect: "manual", ...init }), { ...env, ...vars } as Env, exec);
  await waitOnExecutionContext(exec);
  return res;
}
const PRODUCTION = { APP_ENV: "production", JWT_SECRET: "prod-secret-0123456789-abcdefghijklmnop" };

describe("1 (high): account pre-hijack through social sign-in", () => {
  it("the attacker's password stops working once the owner signs in with Google", async () => {
    const victim = uniqueEmail("victim");
    const attackerPassword = "attacker-Chosen-77";
    const headers = ipHeader();
    const reg = await postJson("/api/register", { first_name: "Mallory", last_name: "X", email: victim, phone: "+2348011111111", password: attackerPassword }, headers);
    expect(reg.status).toBe(201);

    const session = await signInWithGoogle(victim);
    const me = await request("/api/me", { headers: { cookie: session } });
    expect(me.status).toBe(200);
    // The details typed at registration were the attacker's: the provider's replace them.
    expect(await me.json()).toMatchObject({ email: victim, first_name: "Ada", last_name: "Eze", phone: "" });

    const login = await postJson("/api/login", { email: victim, password: attackerPassword }, ipHeader());
    expect(login.status).toBe(401);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(victim).first<{ password_hash: string | null }>();
    expect(row?.password_hash).toBeNull();
    // The code mailed at the attacker's registration no longer verifies anything either.
    const codes = await env.DB.prepare("SELECT count(*) AS n FROM one_time_codes WHERE email = ? AND used_at IS NULL").bind(victim).first<{ n: number }>();
    expect(codes?.n).toBe(0);
  });

  it("an owner who had verified their address keeps their password when they add Google", async () => {
    const owner = await createSignedInUser();
    await signInWithGoogle(owner.user.email);
    expect((await postJson("/api/login", { email: owner.user.email, password: owner.password }, ipHeader())).status).toBe(200);
  });
});

describe("2 (medium): open redirect through ?next=", () => {
  const hostile = ["/%5Cevil.example/x", "/%09/evil.example/y", "//evil.example", "https://evil.example/", "/%0d%0aSet-Cookie:%20a=b", "/\\/evil.example", "%2F%2Fevil.example", "javascript:alert(1)", "/%00/evil"];

  it.each(hostile)("a signed-in visit to /login?next=%s stays on the site", async (next) => {
    const u = await createSignedInUser();
    const res = await request(`/login?next=${next}`, { headers: { cookie: u.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
  });

  it("a same-site destination is kept", async () => {
    const u = await createSignedInUser();
    const res = await request(`/login?next=${encodeURIComponent("/dashboard/profile?tab=security")}`, { headers: { cookie: u.cookie } });
    expect(res.headers.get("location")).toBe("/dashboard/profile?tab=security");
  });

  it("whatever the input, the destination resolves on the origin (property)", () => {
    const origin = "https://healthbuddy.ng";
    const pieces = fc.constantFrom("/", "//", "\\", "\t", "\r", "\n", "%5C", "%09", "evil.example", ":", "@", "?", "#", ".", "..", "http:", "dashboard", " ");
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(pieces, { maxLength: 8 }).map((p) => p.join(""))), (next) => {
        const out = safeNext(next, origin);
        if (out === null) return;
        expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
        expect(out.includes("\\") || hasControlChars(out)).toBe(false);
        expect(new URL(out, origin).origin).toBe(origin);
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});

describe("3 (medium): email codes cannot be raced, and code and password checks are rate limited", () => {
  it("30 concurrent wrong guesses at one code: at most 5 are judged, then even the right code is refused", async () => {
    const u = await createSignedInUser();
    const deps = authDeps();
    await forgotPassword(deps, u.user.email);
    const code = await latestCode(u.user.email);
    const wrong = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(wrong.map((guess) => verifyResetCode(deps, u.user.email, guess)));
    const judged = results.filter((r) => !r.ok && r.reason === "invalid").length;
    expect(judged).toBeLessThanOrEqual(4);
    expect(results.every((r) => !r.ok)).toBe(true);
    const row = await env.DB.prepare("SELECT attempts FROM one_time_codes WHERE email = ? AND purpose = 'reset_password' ORDER BY created_at DESC LIMIT 1")
      .bind(u.user.email)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(5);
    expect(await verifyResetCode(deps, u.user.email, code)).toEqual({ ok: false, reason: "too_many" });
  });

  it("a right code after a few wrong ones still works", async () => {
    const u = await createSignedInUser();
    const deps = authDeps();
    await forgotPassword(deps, u.user.email);
    const code = await latestCode(u.user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) expect(await verifyResetCode(deps, u.user.email, wrong)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyResetCode(deps, u.user.email, code)).toMatchObject({ ok: true });
  });

  // The limiter counts per wall-clock minute: 13 calls cross at most one boundary, so at least one
  // of them is refused whatever the moment the test runs.
  const burst = async (send: () => Promise<Response>) => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await send()).status);
    return statuses;
  };

  it("current-password checks (DELETE /api/me, POST /api/me/password) share a per-user limit", async () => {
    const u = await createSignedInUser();
    const statuses = await burst(() =>
      request("/api/me", { method: "DELETE", headers: { ...bearer(u), ...ipHeader(), "content-type": "application/json" }, body: JSON.stringify({ password: "not-the-password" }) }),
    );
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(12);
    expect(statuses.every((s) => s === 403 || s === 429)).toBe(true);
    const change = await postJson("/api/me/password", { current_password: "nope-nope-1", new_password: "another-Good-pass-9" }, { ...bearer(u), ...ipHeader() });
    expect([403, 429]).toContain(change.status);
  });

  it("issuing email-change codes (PATCH /api/me) and checking them (POST /api/me/email/verify) are limited", async () => {
    const u = await createSignedInUser();
    const issued = await burst(() =>
      request("/api/me", { method: "PATCH", headers: { ...bearer(u), ...ipHeader(), "content-type": "application/json" }, body: JSON.stringify({ email: uniqueEmail("moving") }) }),
    );
    expect(issued).toContain(429);
    const checked = await burst(() => postJson("/api/me/email/verify", { code: "000000" }, { ...bearer(u), ...ipHeader() }));
    expect(checked).toContain(429);
    expect(checked.every((s) => s === 400 || s === 429)).toBe(true);
  });
});

describe("4 (low): input that cannot be read is a 400/415, never a 500", () => {
  it.each(["hb_access=%E0%A4%A", "hb_session=%", "hb_flash=%ZZ"])("cookie %s: a 400 error page that clears it, then the site works", async (cookie) => {
    const page = await request("/", { headers: { cookie } });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("We could not read that request");
    const name = cookie.split("=")[0]!;
    expect(page.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`) && c.includes("Max-Age=0"))).toBe(true);

    const api = await request("/api/me", { headers: { cookie } });
    expect(api.status).toBe(400);
    expect(((await api.json()) as ErrorBody).error.code).toBe("invalid_cookie");
    expect((await request("/")).status).toBe(200);
  });

  const forms = ["/login", "/register", "/contact", "/forgot-password", "/newsletter"];
  const brokenMultipart = { "content-type": "multipart/form-data; boundary=xyz" };
  it.each(forms)("POST %s: JSON, text/plain or no type → 415; broken multipart → 400", async (path) => {
    const cases: Array<[Record<string, string>, string, number]> = [
      [{ "content-type": "application/json" }, JSON.stringify({ email: "a@b.co" }), 415],
      [{ "content-type": "text/plain" }, "email=a@b.co", 415],
      [{}, "email=a@b.co", 415],
      [brokenMultipart, "--xyz\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nbroken", 400],
    ];
    for (const [headers, body, status] of cases) {
      const res = await request(path, { method: "POST", headers: { ...headers, ...ipHeader() }, body });
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
    // The same form sent properly still works (a 2xx, 3xx or a form error, not an error page).
    expect((await postForm(path, { email: "not-an-email" }, ipHeader())).status).toBeLessThan(500);
  });

  it("the JSON API refuses a body that is not declared as JSON with 415", async () => {
    const res = await request("/api/login", { method: "POST", headers: { "content-type": "text/plain", ...ipHeader() }, body: JSON.stringify({ email: "a@b.co", password: "x" }) });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unsupported_media_type");
  });
});

describe("5 (NDPA): deleting the account erases every personal field in every table", () => {
  it("no row anywhere still holds the address, the id, the names, the phone or the IP", async () => {
    const ip = `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const tag = crypto.randomUUID().slice(0, 8);
    const email = uniqueEmail(`erase${tag}`);
    const earlier = uniqueEmail(`before${tag}`);
    const names = { first_name: `Zebedee${tag}`, last_name: `Quokka${tag}`, phone: "+2348055501234" };
    const u = await createSignedInUser({ email: earlier, ...names });
    const h = { ...bearer(u), "cf-connecting-ip": ip };
    // A trail in as many tables as a person can reach.
    expect((await postJson("/api/login", { email: earlier, password: "wrong-password-1" }, { "cf-connecting-ip": ip })).status).toBe(401);
    await request("/api/me", { method: "PATCH", headers: { ...h, "content-type": "application/json" }, body: JSON.stringify({ email }) });
    expect((await postJson("/api/me/email/verify", { code: await latestCode(email) }, h)).status).toBe(200);
    expect((await postJson("/api/messages/", { content: "I have a headache", chat_id: crypto.randomUUID() }, { ...h, "idempotency-key": `k-${tag}` })).status).toBe(200);
    expect((await postJson("/api/contact", { first_name: names.first_name, last_name: names.last_name, email, topic: CONTACT_TOPICS[0], message: "Hello there, a question." }, { "cf-connecting-ip": ip })).status).toBeLessThan(300);
    await postJson("/api/newsletter", { email }, { "cf-connecting-ip": ip });
    const checkout = await postJson("/api/subscriptions/create", {}, h);
    expect(checkout.status).toBe(201);
    const { reference } = (await checkout.json()) as { reference: string };
    const webhook = JSON.stringify({ event: "charge.success", data: { reference, status: "success", amount: PREMIUM_PLAN.amount, currency: "NGN", customer: { email, customer_code: `CUS_${tag}` } } });
    expect((await request("/api/webhooks/paystack", { method: "POST", headers: { "content-type": "application/json", "x-paystack-signature": await signPaystackBody(webhook, "sk_test_local") }, body: webhook })).status).toBe(200);

    const del = await request("/api/me", { method: "DELETE", headers: { ...h, "content-type": "application/json" }, body: JSON.stringify({ password: u.password }) });
    expect(del.status).toBe(200);

    const needles = [email, earlier, u.user.id, names.first_name, names.last_name, names.phone, ip, reference, `CUS_${tag}`];
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'").all<{ name: string }>();
    expect(tables.results.length).toBeGreaterThan(15);
    const leaks: string[] = [];
    for (const { name } of tables.results) {
      const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
      for (const row of rows.results) {
        const text = JSON.stringify(row);
        for (const needle of needles) if (text.includes(needle)) leaks.push(`${name}: ${needle}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe("6 (low): a webhook that changed nothing does not block the next one", () => {
  it("a wrong-amount charge.success is not recorded; the valid one for the same reference then activates Premium", async () => {
    const u = await createSignedInUser();
    const checkout = await postJson("/api/subscriptions/create", {}, bearer(u));
    const { reference } = (await checkout.json()) as { reference: string };
    const send = async (amount: number) => {
      const body = JSON.stringify({ event: "charge.success", data: { reference, status: "success", amount, currency: "NGN", customer: { email: u.user.email } } });
      return request("/api/webhooks/paystack", { method: "POST", headers: { "content-type": "application/json", "x-paystack-signature": await signPaystackBody(body, "sk_test_local") }, body });
    };
    expect((await send(100)).status).toBe(200);
    const recorded = await env.DB.prepare("SELECT count(*) AS n FROM webhook_events WHERE id = ?").bind(`charge.success:${reference}`).first<{ n: number }>();
    expect(recorded?.n).toBe(0);
    const premium = async () => ((await (await request("/api/premium-status", { headers: bearer(u) })).json()) as { isPremium: boolean }).isPremium;
    expect(await premium()).toBe(false);
    const valid = await send(PREMIUM_PLAN.amount);
    expect(await valid.json()).toEqual({ received: true });
    expect(await premium()).toBe(true);
  });
});

describe("7: development routes and transport in production", () => {
  const devRoutes = ["/api/dev/mailbox", "/dev/mailbox", "/dev/oauth/google/certs", "/api/dev/paystack/transaction/verify/x"];

  it.each([{ APP_ENV: "production" }, { APP_ENV: "staging" }, { APP_ENV: "Development" }, { APP_ENV: undefined }])("APP_ENV=%j: no development route answers", async (vars) => {
    for (const path of devRoutes) {
      const res = await fetchWith({ ...PRODUCTION, ...vars }, `https://healthbuddy.example${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it("only APP_ENV=development serves them", async () => {
    expect((await fetchWith({ APP_ENV: "development" }, "/api/dev/mailbox")).status).toBe(200);
  });

  it("outside development the known local JWT secret is refused: its tokens do not sign anyone in", async () => {
    const u = await createSignedInUser();
    const res = await fetchWith(PRODUCTION, "https://healthbuddy.example/api/me", { headers: bearer(u) });
    expect(res.status).toBe(401);
  });

  it("production redirects http to https and marks every cookie Secure", async () => {
    const get = await fetchWith(PRODUCTION, "http://healthbuddy.example/login?next=/dashboard");
    expect(get.status).toBe(301);
    expect(get.headers.get("location")).toBe("https://healthbuddy.example/login?next=/dashboard");
    const post = await fetchWith(PRODUCTION, "http://healthbuddy.example/api/logout", { method: "POST" });
    expect(post.status).toBe(308);
    const out = await fetchWith(PRODUCTION, "https://healthbuddy.example/api/logout", { method: "POST" });
    const cookies = out.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toContain("Secure");
    expect(out.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("8: Idempotency-Key on requests that create things", () => {
  async function headacheCheck(u: SignedInUser, key: string, answer = "No") {
    const qs = (await (await request("/api/getSymptomQuestions?s_id=headache", { headers: bearer(u) })).json()) as Array<{ question: string; type: string; options: string[] }>;
    const responses = qs.map((q) => ({ question: q.question, answer: q.type === "scale" ? "3" : q.options.at(-1) === "None of these" ? "None of these" : answer }));
    return postJson("/api/getDiagnosis", { symptom: "Headache", responses }, { ...bearer(u), "idempotency-key": key });
  }
  const used = async (u: SignedInUser) => (await (await request("/api/usage/symptom-checker", { headers: bearer(u) })).json()) as Record<string, unknown>;

  it("a retried symptom check returns the first answer and uses one free check, not two", async () => {
    const u = await createSignedInUser();
    const before = await used(u);
    const first = await headacheCheck(u, "check-1");
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const afterOne = await used(u);
    const retry = await headacheCheck(u, "check-1");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(firstBody);
    expect(await used(u)).toEqual(afterOne);
    expect(afterOne).not.toEqual(before);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM diagnoses WHERE user_id = ?").bind(u.user.id).first<{ n: number }>();
    expect(rows?.n).toBe(1);
    // The same key for a different request is refused; another user's same key is their own.
    expect((await postJson("/api/getDiagnosis", { symptom: "Fever", responses: [] }, { ...bearer(u), "idempotency-key": "check-1" })).status).toBe(422);
    const other = await createSignedInUser();
    expect((await headacheCheck(other, "check-1")).headers.get("idempotent-replayed")).toBeNull();
  });

  it("a retried chat message is answered and stored once", async () => {
    const u = await createSignedInUser();
    const body = { content: "I have had a cough for two days", chat_id: crypto.randomUUID() };
    const h = { ...bearer(u), ...ipHeader(), "idempotency-key": crypto.randomUUID() };
    const a = await postJson("/api/messages/", body, h);
    const b = await postJson("/api/messages/", body, h);
    expect(a.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
    const n = await env.DB.prepare("SELECT count(*) AS n FROM messages WHERE chat_id = ?").bind(body.chat_id).first<{ n: number }>();
    expect(n?.n).toBe(2);
  });

  it("a retried checkout gives the same reference and one payment row", async () => {
    const u = await createSignedInUser();
    const h = { ...bearer(u), "idempotency-key": "pay-1" };
    const a = (await (await postJson("/api/subscriptions/create", {}, h)).json()) as { reference: string };
    const b = (await (await postJson("/api/subscriptions/create", {}, h)).json()) as { reference: string };
    expect(b.reference).toBe(a.reference);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE user_id = ?").bind(u.user.id).first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("signed out, the header is ignored: an anonymous chat stays unstored", async () => {
    const key = `anon-${crypto.randomUUID()}`;
    const res = await postJson("/api/anonymous_messages/", { content: "I have a sore throat", uid: crypto.randomUUID() }, { ...ipHeader(), "idempotency-key": key });
    expect(res.status).toBe(200);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM idempotency_keys WHERE key = ?").bind(key).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("a malformed key is a 400, and the OpenAPI document lists the header", async () => {
    const u = await createSignedInUser();
    expect((await postJson("/api/subscriptions/create", {}, { ...bearer(u), "idempotency-key": "a b" })).status).toBe(400);
    const doc = (await (await request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>> };
    for (const [path, method] of [["/getDiagnosis", "post"], ["/messages/", "post"], ["/chat/stream", "post"], ["/subscriptions/create", "post"]] as const)
      expect(doc.paths[path]?.[method]?.parameters?.some((p) => p.name === "Idempotency-Key" && p.in === "header"), path).toBe(true);
  });
});

describe("9: forgot-password does the same work for known and unknown addresses", () => {
  it("answers before any mail or code write, for both; only the known address then gets mail", async () => {
    const u = await createSignedInUser();
    const unknown = uniqueEmail("nobody");
    for (const [email, mailsAfter] of [[u.user.email, 1], [unknown, 0]] as const) {
      const mails: Mail[] = [];
      const deferred: Array<() => Promise<unknown>> = [];
      const codesBefore = await env.DB.prepare("SELECT count(*) AS n FROM one_time_codes WHERE email = ?").bind(email).first<{ n: number }>();
      expect(await forgotPassword(authDeps(mails, deferred), email)).toEqual({ ok: true });
      // At the moment of answering nothing differs: no mail sent, no code stored, one piece of work queued.
      expect(mails).toHaveLength(0);
      expect(deferred).toHaveLength(1);
      const codesNow = await env.DB.prepare("SELECT count(*) AS n FROM one_time_codes WHERE email = ?").bind(email).first<{ n: number }>();
      expect(codesNow?.n).toBe(codesBefore?.n);
      await deferred[0]!();
      expect(mails).toHaveLength(mailsAfter);
    }
  });

  it("the API answers both the same way", async () => {
    const u = await createSignedInUser();
    const known = await postJson("/api/forgot-password", { email: u.user.email }, ipHeader());
    const unknown = await postJson("/api/forgot-password", { email: uniqueEmail("nobody") }, ipHeader());
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await latestCode(u.user.email)).toMatch(/^\d{6}$/);
  });
});
