import { Hono } from "hono";
import type { ApiEnv } from "../api/types.ts";
import { fromBase64Url, sha256, toBase64Url } from "../auth/crypto.ts";
import { FAKE_IDP_PRIVATE_JWK } from "./fake-idp-key.ts";
import { pkceChallenge, readOAuthConfig } from "../auth/oauth.ts";

// Development and test only (mounted by worker/index.ts outside production): a local identity
// provider speaking the same protocol as Google (OIDC code flow + PKCE, RS256 ID tokens, JWKS) and
// Facebook (dialog, access_token, debug_token, /me). Codes and tokens are signed, stateless blobs.

const enc = new TextEncoder();
const KID = "local-test-key";
const BLOB_KEY = "fake-idp-blob-signing-key";

async function hmac(data: string) {
  const key = await crypto.subtle.importKey("raw", enc.encode(BLOB_KEY), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(data))));
}
async function seal(payload: object) {
  const body = toBase64Url(enc.encode(JSON.stringify(payload)));
  return `${body}.${await hmac(body)}`;
}
async function open<T>(blob: string): Promise<T | null> {
  const [body, sig] = blob.split(".");
  if (!body || !sig || (await hmac(body)) !== sig) return null;
  const value = JSON.parse(new TextDecoder().decode(fromBase64Url(body))) as T & { exp: number };
  return value.exp > Date.now() / 1000 ? value : null;
}

type Person = { email: string; first: string; last: string };
type CodeBlob = Person & { challenge: string; client: string; redirect: string; exp: number };
type TokenBlob = Person & { app: string; exp: number };

const subject = async (email: string) => (await sha256(`fake:${email}`)).slice(0, 21);

async function signIdToken(claims: Record<string, unknown>) {
  const key = await crypto.subtle.importKey(
    "jwk",
    FAKE_IDP_PRIVATE_JWK,
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const head = toBase64Url(enc.encode(JSON.stringify({ alg: "RS256", kid: KID, typ: "JWT" })));
  const body = toBase64Url(enc.encode(JSON.stringify(claims)));
  const sig = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, enc.encode(`${head}.${body}`));
  return `${head}.${body}.${toBase64Url(new Uint8Array(sig))}`;
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

function consentPage(provider: string, action: string, hidden: Record<string, string>) {
  const inputs = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with ${provider} (local test provider)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:1rem;color:#0f172a}label{display:block;margin:.8rem 0 .2rem}input[type=text],input[type=email]{width:100%;min-height:44px;box-sizing:border-box;padding:0 .8rem;border:1px solid #cbd5e1;border-radius:10px}button{margin-top:1rem;min-height:48px;width:100%;border:0;border-radius:999px;background:#1d4ed8;color:#fff;font-weight:600}.note{background:#fef3c7;padding:.6rem;border-radius:8px;font-size:.85rem}</style></head>
<body><h1>Sign in with ${provider}</h1><p class="note">Local test provider: it speaks ${provider}'s OAuth protocol so sign-in works offline. Nothing leaves this machine.</p>
<form method="post" action="${esc(action)}">${inputs}
<label for="email">Email</label><input id="email" name="email" type="email" required value="tester@example.com">
<label for="first">First name</label><input id="first" name="first" type="text" required value="Test">
<label for="last">Last name</label><input id="last" name="last" type="text" value="User">
<button type="submit">Continue as this person</button></form></body></html>`;
}

export const fakeIdp = new Hono<ApiEnv>();

fakeIdp.use("/dev/oauth/*", async (c, next) => {
  if (!c.var.ctx.config.devRoutes) return c.notFound();
  await next();
});

for (const provider of ["google", "facebook"] as const) {
  const authorizePath = provider === "google" ? "/dev/oauth/google/authorize" : "/dev/oauth/facebook/dialog";
  fakeIdp.get(authorizePath, (c) => {
    const q = c.req.query();
    if (!q.client_id || !q.redirect_uri || !q.state || !q.code_challenge || q.code_challenge_method !== "S256")
      return c.text("invalid_request: client_id, redirect_uri, state and an S256 code_challenge are required", 400);
    return c.html(
      consentPage(provider === "google" ? "Google" : "Facebook", authorizePath, {
        client_id: q.client_id,
        redirect_uri: q.redirect_uri,
        state: q.state,
        code_challenge: q.code_challenge,
      }),
    );
  });
  fakeIdp.post(authorizePath, async (c) => {
    const f = await c.req.parseBody();
    const s = (k: string) => String(f[k] ?? "");
    if (!URL.canParse(s("redirect_uri")) || !s("state") || !s("code_challenge") || !s("email").includes("@"))
      return c.text("invalid_request: redirect_uri, state, code_challenge and an email are required", 400);
    const code = await seal({
      email: s("email").toLowerCase(),
      first: s("first"),
      last: s("last"),
      challenge: s("code_challenge"),
      client: s("client_id"),
      redirect: s("redirect_uri"),
      exp: Math.floor(Date.now() / 1000) + 120,
    } satisfies CodeBlob);
    const back = new URL(s("redirect_uri"));
    back.searchParams.set("code", code);
    back.searchParams.set("state", s("state"));
    return c.redirect(back.toString(), 302);
  });
}

async function redeem(c: { req: { parseBody(): Promise<Record<string, unknown>> } }) {
  const f = await c.req.parseBody();
  const s = (k: string) => String(f[k] ?? "");
  const code = await open<CodeBlob>(s("code"));
  if (!code || code.client !== s("client_id") || code.redirect !== s("redirect_uri")) return null;
  if ((await pkceChallenge(s("code_verifier"))) !== code.challenge) return null;
  return { code, secret: s("client_secret") };
}

fakeIdp.post("/dev/oauth/google/token", async (c) => {
  const cfg = readOAuthConfig({}, new URL(c.req.url).origin, false).google;
  const r = await redeem(c);
  if (!r || r.secret !== cfg.clientSecret) return c.json({ error: "invalid_grant" }, 400);
  const now = Math.floor(Date.now() / 1000);
  const id_token = await signIdToken({
    iss: `${new URL(c.req.url).origin}/dev/oauth/google`,
    aud: r.code.client,
    sub: await subject(r.code.email),
    email: r.code.email,
    email_verified: true,
    given_name: r.code.first,
    family_name: r.code.last,
    iat: now,
    exp: now + 3600,
  });
  return c.json({
    access_token: await seal({ ...r.code, app: r.code.client, exp: now + 3600 }),
    id_token,
    token_type: "Bearer",
    expires_in: 3600,
  });
});

fakeIdp.get("/dev/oauth/google/certs", (c) => {
  const { kty, n, e } = FAKE_IDP_PRIVATE_JWK;
  return c.json({ keys: [{ kty, n, e, kid: KID, alg: "RS256", use: "sig" }] });
});

fakeIdp.post("/dev/oauth/facebook/access_token", async (c) => {
  const cfg = readOAuthConfig({}, new URL(c.req.url).origin, false).facebook;
  const r = await redeem(c);
  if (!r || r.secret !== cfg.appSecret)
    return c.json({ error: { message: "Invalid verification code format.", type: "OAuthException" } }, 400);
  const now = Math.floor(Date.now() / 1000);
  return c.json({
    access_token: await seal({
      email: r.code.email,
      first: r.code.first,
      last: r.code.last,
      app: r.code.client,
      exp: now + 3600,
    } satisfies TokenBlob),
    token_type: "bearer",
    expires_in: 3600,
  });
});

fakeIdp.get("/dev/oauth/facebook/debug_token", async (c) => {
  const cfg = readOAuthConfig({}, new URL(c.req.url).origin, false).facebook;
  if (c.req.query("access_token") !== `${cfg.appId}|${cfg.appSecret}`)
    return c.json({ error: { message: "Invalid app token", type: "OAuthException" } }, 400);
  const token = await open<TokenBlob>(c.req.query("input_token") ?? "");
  if (!token) return c.json({ data: { is_valid: false } });
  return c.json({
    data: {
      app_id: token.app,
      is_valid: true,
      user_id: await subject(token.email),
      expires_at: token.exp,
      scopes: ["email", "public_profile"],
    },
  });
});

fakeIdp.get("/dev/oauth/facebook/me", async (c) => {
  const token = await open<TokenBlob>(c.req.query("access_token") ?? "");
  if (!token) return c.json({ error: { message: "Invalid OAuth access token.", type: "OAuthException" } }, 401);
  return c.json({ id: await subject(token.email), email: token.email, first_name: token.first, last_name: token.last });
});
