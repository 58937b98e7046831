import { Hono } from "hono";
import type { ApiEnv } from "../api/types.ts";
import type { AppContext } from "../context.ts";
import { flashCookie } from "../lib/flash.ts";
import { clearCookie, readCookie, serializeCookie } from "../lib/cookies.ts";
import { sessionCookies } from "../auth/cookies.ts";
import {
  exchangeCode,
  readOAuthConfig,
  signInWithProvider,
  startAuthorization,
  verifyFacebookAccessToken,
  verifyGoogleIdToken,
  type Provider,
} from "../auth/oauth.ts";
import { pathAfterSignIn } from "./auth.ts";

// The web buttons: authorization code flow with state and PKCE; the verifier never leaves the server
// side except in an httpOnly cookie bound to this browser.
const cookieName = (p: Provider) => `hb_oauth_${p}`;
const FAILED: Record<Provider, string> = { google: "Google login failed", facebook: "Facebook login failed" };
const SUCCESS: Record<Provider, string> = { google: "Sign in successful!", facebook: "Facebook sign in successful!" };

/**
 * Provider endpoints for this request. Outside production the redirect URIs and the local fake follow
 * the host actually used (dev server, e2e server), not APP_URL.
 */
export function oauthConfigFor(ctx: AppContext) {
  const production = ctx.config.env === "production";
  const base = production ? ctx.config.appUrl : ctx.origin;
  return { base, cfg: readOAuthConfig(ctx.config.vars, base, production) };
}

const isProvider = (p: string): p is Provider => p === "google" || p === "facebook";

export const oauthWeb = new Hono<ApiEnv>();

oauthWeb.get("/auth/:provider/start", async (c) => {
  const provider = c.req.param("provider");
  if (!isProvider(provider)) return c.notFound();
  const ctx = c.var.ctx;
  const { base, cfg } = oauthConfigFor(ctx);
  const { url, state, verifier } = await startAuthorization(cfg, provider, `${base}/auth/${provider}/callback`);
  c.header(
    "Set-Cookie",
    serializeCookie(cookieName(provider), `${state}.${verifier}`, { secure: ctx.secureCookies, maxAge: 600 }),
    { append: true },
  );
  c.header("Cache-Control", "no-store");
  return c.redirect(url, 302);
});

oauthWeb.get("/auth/:provider/callback", async (c) => {
  const provider = c.req.param("provider");
  if (!isProvider(provider)) return c.notFound();
  const ctx = c.var.ctx;
  const { base, cfg } = oauthConfigFor(ctx);
  const saved = readCookie(c.req.header("cookie"), cookieName(provider)) ?? "";
  const [state, verifier] = saved.split(".");
  c.header("Set-Cookie", clearCookie(cookieName(provider), { secure: ctx.secureCookies }), { append: true });
  const keys = { secret: ctx.config.jwtSecret, secure: ctx.secureCookies };
  const fail = async () => {
    c.header("Set-Cookie", await flashCookie({ type: "error", message: FAILED[provider] }, keys), { append: true });
    return c.redirect("/login", 302);
  };
  const code = c.req.query("code");
  if (!state || !verifier || !code || c.req.query("state") !== state) return fail();
  const tokens = await exchangeCode(cfg, provider, code, verifier, `${base}/auth/${provider}/callback`, ctx.fetch);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const profile =
    provider === "google"
      ? tokens?.id_token
        ? await verifyGoogleIdToken(cfg, tokens.id_token, ctx.fetch, now)
        : null
      : tokens?.access_token
        ? await verifyFacebookAccessToken(cfg, tokens.access_token, ctx.fetch)
        : null;
  if (!profile) return fail();
  const signedIn = await signInWithProvider(ctx.authDeps(), provider, profile);
  if (!signedIn) return fail();
  for (const cookie of sessionCookies(signedIn.tokens, {
    secure: ctx.secureCookies,
    remember: true,
    now: ctx.clock.now(),
  }))
    c.header("Set-Cookie", cookie, { append: true });
  c.header("Set-Cookie", await flashCookie({ type: "success", message: SUCCESS[provider] }, keys), { append: true });
  return c.redirect(pathAfterSignIn(signedIn.user.avatar, signedIn.hasAssessment), 302);
});
