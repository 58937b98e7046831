import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser, latestCode, uniqueEmail } from "./auth-helpers.ts";
import { ipHeader, postJson, request } from "./helpers.ts";

const newUser = (email = uniqueEmail()) => ({
  first_name: "Tobi",
  last_name: "Ade",
  email,
  phone: "",
  password: "green-Mango-7",
  username: email,
});

async function json<T = Record<string, unknown>>(res: Response) {
  return (await res.json()) as T;
}

describe("register", () => {
  it("creates an unverified account and mails a 6-digit code", async () => {
    const body = newUser();
    const res = await postJson("/api/register", body, ipHeader());
    expect(res.status).toBe(201);
    expect(await latestCode(body.email)).toMatch(/^\d{6}$/);
    const login = await postJson("/api/login", { email: body.email, password: body.password }, ipHeader());
    expect(login.status).toBe(403);
    expect((await json<{ error: { message: string } }>(login)).error.message).toMatch(/verify your email/);
  });

  it("answers every SPEC validation message", async () => {
    const res = await postJson("/api/register", { email: "bad", password: "12345" }, ipHeader());
    expect(res.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields).toMatchObject({
      first_name: "First Name is required.",
      last_name: "Last Name is required.",
      email: "Please enter a valid email address.",
      password: "Password must be at least 6 characters.",
    });
    const empty = await postJson(
      "/api/register",
      { first_name: "A", last_name: "B", email: "", password: "" },
      ipHeader(),
    );
    expect((await json<{ error: { fields: Record<string, string> } }>(empty)).error.fields).toMatchObject({
      email: "Email Address is required.",
      password: "Password is required.",
    });
  });

  it("refuses a very common password and a taken address", async () => {
    const common = await postJson("/api/register", { ...newUser(), password: "password123" }, ipHeader());
    expect(common.status).toBe(400);
    const body = newUser();
    expect((await postJson("/api/register", body, ipHeader())).status).toBe(201);
    const again = await postJson("/api/register", { ...body, email: body.email.toUpperCase() }, ipHeader());
    expect(again.status).toBe(409);
  });

  it("stores the password as PBKDF2 with its parameters, never in clear", async () => {
    const body = newUser();
    await postJson("/api/register", body, ipHeader());
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?")
      .bind(body.email)
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row?.password_hash).not.toContain(body.password);
  });
});

describe("email verification codes", () => {
  it("work once, and only the right code works", async () => {
    const body = newUser();
    await postJson("/api/register", body, ipHeader());
    const code = await latestCode(body.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await postJson("/api/verify-email", { email: body.email, code: wrong }, ipHeader());
    expect(bad.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toBe("Invalid verification code");
    expect((await postJson("/api/verify-email", { email: body.email, code }, ipHeader())).status).toBe(200);
    expect((await postJson("/api/verify-email", { email: body.email, code }, ipHeader())).status).toBe(400);
  });

  it("lock after 5 wrong tries, even for the right code", async () => {
    const body = newUser();
    await postJson("/api/register", body, ipHeader());
    const code = await latestCode(body.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await postJson("/api/verify-email", { email: body.email, code: wrong }, ipHeader());
    const res = await postJson("/api/verify-email", { email: body.email, code }, ipHeader());
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(/Too many/);
  });

  it("expire after 10 minutes", async () => {
    const body = newUser();
    await postJson("/api/register", body, ipHeader());
    const code = await latestCode(body.email);
    await env.DB.prepare("UPDATE one_time_codes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE email = ?")
      .bind(body.email)
      .run();
    const res = await postJson("/api/verify-email", { email: body.email, code }, ipHeader());
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(/expired/);
  });

  it("are stored hashed", async () => {
    const body = newUser();
    await postJson("/api/register", body, ipHeader());
    const code = await latestCode(body.email);
    const row = await env.DB.prepare("SELECT code_hash FROM one_time_codes WHERE email = ?")
      .bind(body.email)
      .first<{ code_hash: string }>();
    expect(row?.code_hash).not.toContain(code);
  });

  it("resend mail sends a new code and the old one stops working", async () => {
    const body = newUser();
    await postJson("/api/register", body, ipHeader());
    const first = await latestCode(body.email);
    const res = await request(`/api/send-code?email=${encodeURIComponent(body.email)}`, { headers: ipHeader() });
    expect(res.status).toBe(200);
    const second = await latestCode(body.email);
    if (first !== second)
      expect((await postJson("/api/verify-email", { email: body.email, code: first }, ipHeader())).status).toBe(400);
    expect((await postJson("/api/verify-email", { email: body.email, code: second }, ipHeader())).status).toBe(200);
  });
});

describe("login and tokens", () => {
  it("answers access, refresh and the SPEC's user; access is a 15-minute JWT", async () => {
    const u = await createSignedInUser({ first_name: "Kemi" });
    expect(u.user).toEqual({
      id: expect.any(String),
      email: expect.any(String),
      first_name: "Kemi",
      last_name: "Bello",
      phone: "+2348012345678",
      avatar: 0,
    });
    const payload = JSON.parse(atob(u.access.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
      exp: number;
      iat: number;
    };
    expect(payload.exp - payload.iat).toBe(900);
    const me = await request("/api/me", { headers: bearer(u) });
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ email: u.user.email });
  });

  it("wrong password is a 401 with a plain message", async () => {
    const u = await createSignedInUser();
    const res = await postJson("/api/login", { email: u.user.email, password: "not-my-password" }, ipHeader());
    expect(res.status).toBe(401);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe("Invalid email or password.");
  });

  it("rotates refresh tokens and revokes the family when an old one is replayed", async () => {
    const u = await createSignedInUser();
    const r1 = await postJson("/api/token/refresh/", { refresh: u.refresh });
    expect(r1.status).toBe(200);
    const t1 = await json<{ access: string; refresh: string }>(r1);
    expect(t1.refresh).not.toBe(u.refresh);
    // The old token again: theft suspected, the whole family dies.
    expect((await postJson("/api/token/refresh/", { refresh: u.refresh })).status).toBe(401);
    expect((await postJson("/api/token/refresh/", { refresh: t1.refresh })).status).toBe(401);
    expect((await request("/api/me", { headers: { authorization: `Bearer ${t1.access}` } })).status).toBe(401);
  });

  it("logout revokes the session", async () => {
    const u = await createSignedInUser();
    expect((await postJson("/api/logout", { refresh: u.refresh }, bearer(u))).status).toBe(200);
    expect((await request("/api/me", { headers: bearer(u) })).status).toBe(401);
    expect((await postJson("/api/token/refresh/", { refresh: u.refresh })).status).toBe(401);
  });

  it("rate-limits password guessing with a 429", async () => {
    const u = await createSignedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await postJson("/api/login", { email: u.user.email, password: `guess-${i}` }, ipHeader())).status);
    expect(statuses).toContain(429);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown addresses", async () => {
    const u = await createSignedInUser();
    const known = await postJson("/api/forgot-password", { email: u.user.email }, ipHeader());
    const unknown = await postJson("/api/forgot-password", { email: uniqueEmail("nobody") }, ipHeader());
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("verify-code then reset changes the password and signs out every session", async () => {
    const u = await createSignedInUser();
    await postJson("/api/forgot-password", { email: u.user.email }, ipHeader());
    const code = await latestCode(u.user.email);
    expect((await postJson("/api/verify-code", { email: u.user.email, code }, ipHeader())).status).toBe(200);
    const incomplete = await postJson(
      "/api/reset-password",
      { email: u.user.email, code: "12", password: "new-Secret-9" },
      ipHeader(),
    );
    expect((await json<{ error: { fields: Record<string, string> } }>(incomplete)).error.fields.code).toBe(
      "Please enter complete code",
    );
    const res = await postJson(
      "/api/reset-password",
      { email: u.user.email, code, password: "new-Secret-9", confirmPassword: "new-Secret-9" },
      ipHeader(),
    );
    expect(res.status).toBe(200);
    expect((await request("/api/me", { headers: bearer(u) })).status).toBe(401);
    expect((await postJson("/api/login", { email: u.user.email, password: u.password }, ipHeader())).status).toBe(401);
    expect((await postJson("/api/login", { email: u.user.email, password: "new-Secret-9" }, ipHeader())).status).toBe(
      200,
    );
    // The code worked once.
    expect(
      (await postJson("/api/reset-password", { email: u.user.email, code, password: "other-Secret-9" }, ipHeader()))
        .status,
    ).toBe(400);
  });
});

describe("my account", () => {
  it("saves the avatar and profile; one user cannot touch another's sessions", async () => {
    const a = await createSignedInUser();
    const b = await createSignedInUser();
    const avatar = await postJson("/api/upload-avatar", { avatar: 4 }, bearer(a));
    expect(await json(avatar)).toMatchObject({ message: "Avatar uploaded successfully", avatar: 4 });
    expect((await postJson("/api/upload-avatar", { avatar: 9 }, bearer(a))).status).toBe(400);
    const patch = await request("/api/me", {
      method: "PATCH",
      headers: { ...bearer(a), "content-type": "application/json" },
      body: JSON.stringify({ first_name: "Zainab", phone: "+2348099999999" }),
    });
    expect(await json(patch)).toMatchObject({ first_name: "Zainab", phone: "+2348099999999", avatar: 4 });
    const sessionsB = await json<{ sessions: { id: string }[] }>(
      await request("/api/me/sessions", { headers: bearer(b) }),
    );
    const theirs = sessionsB.sessions[0]!.id;
    expect((await request(`/api/me/sessions/${theirs}`, { method: "DELETE", headers: bearer(a) })).status).toBe(404);
    expect((await request("/api/me", { headers: bearer(b) })).status).toBe(200);
  });

  it("changing the password needs the current one and signs out other sessions", async () => {
    const u = await createSignedInUser();
    const other = await postJson("/api/login", { email: u.user.email, password: u.password }, ipHeader());
    const otherTokens = await json<{ access: string }>(other);
    const wrong = await postJson(
      "/api/me/password",
      { current_password: "nope-nope", new_password: "brand-New-88" },
      bearer(u),
    );
    expect(wrong.status).toBe(403);
    const ok = await postJson(
      "/api/me/password",
      { current_password: u.password, new_password: "brand-New-88" },
      bearer(u),
    );
    expect(ok.status).toBe(200);
    const fresh = await json<{ access: string }>(ok);
    expect((await request("/api/me", { headers: bearer(otherTokens) })).status).toBe(401);
    expect((await request("/api/me", { headers: bearer(fresh) })).status).toBe(200);
  });

  it("exports the user's data without secrets", async () => {
    const u = await createSignedInUser({ first_name: "Export" });
    const res = await request("/api/me/export", { headers: bearer(u) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const data = await json<{ profile: Record<string, unknown>; sessions: unknown[] }>(res);
    expect(data.profile).toMatchObject({ firstName: "Export", email: u.user.email });
    expect(JSON.stringify(data)).not.toContain("pbkdf2");
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  it("deletes the account and leaves no rows behind", async () => {
    const u = await createSignedInUser();
    expect(
      (
        await request("/api/me", {
          method: "DELETE",
          headers: { ...bearer(u), "content-type": "application/json" },
          body: JSON.stringify({ password: "wrong-one" }),
        })
      ).status,
    ).toBe(403);
    const res = await request("/api/me", {
      method: "DELETE",
      headers: { ...bearer(u), "content-type": "application/json" },
      body: JSON.stringify({ password: u.password }),
    });
    expect(res.status).toBe(200);
    for (const [table, col] of [
      ["users", "id"],
      ["sessions", "user_id"],
      ["consents", "user_id"],
      ["chats", "user_id"],
      ["audit_log", "user_id"],
    ]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${col} = ?`)
        .bind(u.user.id)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect((await postJson("/api/login", { email: u.user.email, password: u.password }, ipHeader())).status).toBe(401);
  });

  it("requires sign-in", async () => {
    for (const path of ["/api/me", "/api/me/sessions", "/api/me/export"]) {
      const res = await request(path);
      expect(res.status).toBe(401);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
        "Unauthorized. Please log in again.",
      );
    }
  });
});

describe("random bodies never break the auth endpoints", () => {
  it("answers 2xx or 4xx for any JSON", async () => {
    const paths = [
      "/api/register",
      "/api/login",
      "/api/forgot-password",
      "/api/verify-code",
      "/api/verify-email",
      "/api/reset-password",
      "/api/token/refresh/",
      "/api/logout",
      "/api/upload-avatar",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.jsonValue(),
          fc.record({ email: fc.string(), password: fc.string(), code: fc.string(), refresh: fc.string() }),
        ),
        async (path, body) => {
          const res = await postJson(path, JSON.stringify(body), ipHeader());
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe("changing the email address", () => {
  it("takes effect only after the code mailed to the new address", async () => {
    const u = await createSignedInUser();
    const next = uniqueEmail("moved");
    const patch = await request("/api/me", {
      method: "PATCH",
      headers: { ...bearer(u), "content-type": "application/json" },
      body: JSON.stringify({ email: next }),
    });
    expect(await patch.json()).toMatchObject({ email: u.user.email, pending_email: next });
    const code = await latestCode(next);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await postJson("/api/me/email/verify", { code: wrong }, bearer(u))).status).toBe(400);
    const ok = await postJson("/api/me/email/verify", { code }, bearer(u));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: next });
    expect((await postJson("/api/login", { email: next, password: u.password }, ipHeader())).status).toBe(200);
  });
});
