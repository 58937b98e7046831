import { describe, expect, it } from "vitest";
import { pkceChallenge, readOAuthConfig, verifyGoogleIdToken } from "../worker/auth/oauth.ts";
import { bearer } from "./auth-helpers.ts";
import { ipHeader, postJson, request } from "./helpers.ts";

const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

/** Plays a person on the local provider's consent page, as the browser would. */
async function consent(authorizeUrl: string, email: string) {
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), email, first: "Ada", last: "Eze" });
  const res = await request(url.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

describe.each(["google", "facebook"] as const)("%s sign-in through the web buttons", (provider) => {
  it("runs the code flow with state and PKCE and signs the person in", async () => {
    const start = await request(`/auth/${provider}/start`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    const callback = await consent(authorize.toString(), `${provider}.${Date.now()}@example.com`);
    const done = await request(callback.pathname + callback.search, { headers: { cookie: cookieFrom(start) } });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/avatar");
    const session = cookieFrom(done);
    expect(session).toContain("hb_access=");
    const me = await request("/api/me", { headers: { cookie: session } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ first_name: "Ada", last_name: "Eze" });
  });

  it("refuses a callback whose state does not match (CSRF)", async () => {
    const start = await request(`/auth/${provider}/start`);
    const callback = await consent(start.headers.get("location")!, `csrf.${Date.now()}@example.com`);
    callback.searchParams.set("state", "forged");
    const done = await request(callback.pathname + callback.search, { headers: { cookie: cookieFrom(start) } });
    expect(done.headers.get("location")).toBe("/login");
    expect(cookieFrom(done)).not.toContain("hb_access=");
  });
});

describe("token endpoints verify the provider token on the server", () => {
  async function providerTokens(provider: "google" | "facebook", email: string) {
    const verifier = "test-verifier-0123456789-abcdefghijklmnopqrstuvwxyz";
    const base = "http://localhost:5173/dev/oauth";
    const client = provider === "google" ? "local-google-client" : "local-facebook-app";
    const redirect = "http://localhost/cb";
    const path = provider === "google" ? "/dev/oauth/google/authorize" : "/dev/oauth/facebook/dialog";
    const url = `${base}${path.replace("/dev/oauth", "")}?client_id=${client}&redirect_uri=${encodeURIComponent(redirect)}&state=s&code_challenge=${await pkceChallenge(verifier)}&code_challenge_method=S256`;
    const cb = await consent(url, email);
    const body = new URLSearchParams({
      code: cb.searchParams.get("code")!,
      code_verifier: verifier,
      client_id: client,
      client_secret: provider === "google" ? "local-google-secret" : "local-facebook-secret",
      redirect_uri: redirect,
      grant_type: "authorization_code",
    });
    const res = await request(provider === "google" ? "/dev/oauth/google/token" : "/dev/oauth/facebook/access_token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    return (await res.json()) as { id_token?: string; access_token: string };
  }

  it("POST /auth/google/ accepts a valid ID token and refuses a tampered one", async () => {
    const email = `g.${Date.now()}@example.com`;
    const { id_token } = await providerTokens("google", email);
    const ok = await postJson("/api/auth/google/", { token: id_token }, ipHeader());
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { access: string; user: { email: string } };
    expect(body.user.email).toBe(email);
    expect((await request("/api/me", { headers: bearer(body) })).status).toBe(200);
    const [h, p, s] = id_token!.split(".");
    const claims = JSON.parse(atob(p!.replace(/-/g, "+").replace(/_/g, "/")));
    const forged = btoa(JSON.stringify({ ...claims, email: "victim@example.com" }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const bad = await postJson("/api/auth/google/", { token: `${h}.${forged}.${s}` }, ipHeader());
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: { message: "Google login failed" } });
  });

  it("POST /auth/facebook-login/ checks the token with debug_token", async () => {
    const email = `f.${Date.now()}@example.com`;
    const { access_token } = await providerTokens("facebook", email);
    const ok = await postJson("/api/auth/facebook-login/", { access_token }, ipHeader());
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { email: string } }).user.email).toBe(email);
    const bad = await postJson("/api/auth/facebook-login/", { access_token: "not-a-real-token" }, ipHeader());
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: { message: "Facebook login failed" } });
  });

  it("Google's key set is downloaded once for many sign-ins, not on every one", async () => {
    // A key-set address of its own, so this isolate's cache starts empty for it; the download is
    // answered by the local provider's real JWKS endpoint and counted.
    const jwksUrl = `https://keys.example/${crypto.randomUUID()}/certs`;
    const cfg = readOAuthConfig({ GOOGLE_JWKS_URL: jwksUrl }, "http://localhost", false);
    let downloads = 0;
    const fetcher = async (req: Request) => {
      if (req.url !== jwksUrl) throw new Error(`unexpected fetch ${req.url}`);
      downloads++;
      return request("/dev/oauth/google/certs");
    };
    const now = Math.floor(Date.now() / 1000);
    const first = `jwks1.${Date.now()}@example.com`;
    const second = `jwks2.${Date.now()}@example.com`;
    const one = await verifyGoogleIdToken(cfg, (await providerTokens("google", first)).id_token!, fetcher, now);
    const two = await verifyGoogleIdToken(cfg, (await providerTokens("google", second)).id_token!, fetcher, now);
    expect(one?.email).toBe(first);
    expect(two?.email).toBe(second);
    expect(downloads).toBe(1);
    // The cached keys still refuse a token that is not the provider's.
    const [h, p] = (await providerTokens("google", first)).id_token!.split(".");
    expect(await verifyGoogleIdToken(cfg, `${h}.${p}.${"A".repeat(342)}`, fetcher, now)).toBeNull();
    // ... or one that has expired by the request's clock.
    expect(await verifyGoogleIdToken(cfg, (await providerTokens("google", first)).id_token!, fetcher, now + 7200)).toBeNull();
    expect(downloads).toBe(1);
  });
});
