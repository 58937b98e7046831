import { describe, expect, it } from "vitest";
import { fromBase64Url, signJwt, timingSafeEqual, toBase64Url, verifyJwt } from "../worker/auth/crypto.ts";
import { flashCookie, readFlash } from "../worker/lib/flash.ts";
import { createSignedInUser, uniqueEmail } from "./auth-helpers.ts";
import { ipHeader, postForm, request } from "./helpers.ts";

// The access token, the flash cookie and the small helpers under them, in the Workers runtime
// (crypto.subtle.timingSafeEqual exists only there).

const SECRET = "a-test-secret-0123456789-abcdefghij";
const now = () => Math.floor(Date.now() / 1000);
const b64json = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const claimsOf = (token: string) =>
  JSON.parse(new TextDecoder().decode(fromBase64Url(token.split(".")[1]!))) as Record<string, unknown>;

describe("access tokens (HS256 JWT)", () => {
  const claims = () => ({ sub: "user-1", sid: "session-1", iat: now(), exp: now() + 900 });

  it("carry exactly sub, sid, iat and exp, and verify with the same secret", async () => {
    const c = claims();
    const token = await signJwt(c, SECRET);
    expect(claimsOf(token)).toEqual(c);
    expect(JSON.parse(new TextDecoder().decode(fromBase64Url(token.split(".")[0]!)))).toEqual({ alg: "HS256", typ: "JWT" });
    expect(await verifyJwt(token, SECRET, now())).toEqual(c);
  });

  it("are refused when expired, signed with another secret, altered, or not HS256", async () => {
    const c = claims();
    const expired = await signJwt({ ...c, iat: now() - 1000, exp: now() - 1 }, SECRET);
    expect(await verifyJwt(expired, SECRET, now())).toBeNull();
    // Expiry also follows the clock the caller passes in.
    expect(await verifyJwt(await signJwt(c, SECRET), SECRET, c.exp)).toBeNull();
    expect(await verifyJwt(await signJwt(c, "another-secret-0123456789-abcdefgh"), SECRET, now())).toBeNull();

    const [head, , sig] = (await signJwt(c, SECRET)).split(".");
    expect(await verifyJwt(`${head}.${b64json({ ...c, sub: "someone-else" })}.${sig}`, SECRET, now())).toBeNull();
    expect(await verifyJwt(`${b64json({ alg: "none", typ: "JWT" })}.${b64json(c)}.`, SECRET, now())).toBeNull();
    expect(await verifyJwt(`${b64json({ alg: "HS512", typ: "JWT" })}.${b64json(c)}.${sig}`, SECRET, now())).toBeNull();
    for (const junk of ["", "a.b", "a.b.c", "...", "x".repeat(500)]) expect(await verifyJwt(junk, SECRET, now())).toBeNull();
  });

  it("are refused without the claims a session needs", async () => {
    const { sid: _sid, ...noSession } = claims();
    expect(await verifyJwt(await signJwt(noSession as never, SECRET), SECRET, now())).toBeNull();
    const { exp: _exp, ...noExpiry } = claims();
    expect(await verifyJwt(await signJwt(noExpiry as never, SECRET), SECRET, now())).toBeNull();
  });
});

describe("encoding and comparison", () => {
  it("base64url has no padding and round-trips every length", () => {
    for (let n = 0; n < 40; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect([...fromBase64Url(text)]).toEqual([...bytes]);
    }
    // A view into a larger buffer encodes only its own bytes.
    const big = new Uint8Array([1, 2, 3, 4, 5, 6]);
    expect(toBase64Url(big.subarray(2, 4))).toBe(toBase64Url(new Uint8Array([3, 4])));
  });

  it("timingSafeEqual says equal only for equal strings, whatever their lengths", () => {
    expect(timingSafeEqual("abc", "abc")).toBe(true);
    expect(timingSafeEqual("", "")).toBe(true);
    expect(timingSafeEqual("abc", "abd")).toBe(false);
    expect(timingSafeEqual("abc", "abcd")).toBe(false);
    expect(timingSafeEqual("abcd", "abc")).toBe(false);
    expect(timingSafeEqual("é", "e")).toBe(false);
  });
});

describe("flash messages are signed", () => {
  const keys = { secret: SECRET, secure: false };
  const cookieHeader = (setCookie: string) => setCookie.split(";")[0]!;

  it("read back what was written, and clear it", async () => {
    const header = cookieHeader(await flashCookie({ type: "success", message: "Email verified." }, keys));
    const read = await readFlash(header, keys);
    expect(read.flash).toEqual({ type: "success", message: "Email verified." });
    expect(read.clear).toMatch(/^hb_flash=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    expect(await readFlash(null, keys)).toEqual({ flash: null, clear: null });
  });

  it("refuse a message written by anyone else, and clear it", async () => {
    const unsigned = `hb_flash=${encodeURIComponent(JSON.stringify({ type: "error", message: "Call 0800 now" }))}`;
    const otherKey = cookieHeader(await flashCookie({ type: "error", message: "Call 0800 now" }, { ...keys, secret: "x".repeat(40) }));
    const genuine = cookieHeader(await flashCookie({ type: "success", message: "Saved" }, keys));
    const altered = genuine.replace(encodeURIComponent('"Saved"'), encodeURIComponent('"Call 0800 now"'));
    expect(altered).not.toBe(genuine);
    for (const header of [unsigned, otherKey, altered]) {
      const read = await readFlash(header, keys);
      expect(read.flash).toBeNull();
      expect(read.clear).toContain("Max-Age=0");
    }
  });

  it("a page shows the flash the site set, and never one the browser made up", async () => {
    const u = await createSignedInUser({ email: uniqueEmail("flash") });
    const login = await postForm("/login", { email: u.user.email, password: u.password }, ipHeader());
    expect(login.status).toBe(302);
    const flash = login.headers.getSetCookie().find((c) => c.startsWith("hb_flash="));
    expect(flash).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60$/);
    const shown = await request("/login", { headers: { cookie: cookieHeader(flash!) } });
    expect(await shown.text()).toContain("Sign in successful!");
    expect(shown.headers.getSetCookie().some((c) => c.startsWith("hb_flash=;") && c.includes("Max-Age=0"))).toBe(true);

    const forged = `hb_flash=${encodeURIComponent(JSON.stringify({ type: "error", message: "Your account is blocked: call 0800" }))}`;
    const page = await request("/login", { headers: { cookie: forged } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Your account is blocked");
    expect(page.headers.getSetCookie().some((c) => c.startsWith("hb_flash=;") && c.includes("Max-Age=0"))).toBe(true);
  });
});
