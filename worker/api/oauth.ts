import { RATE_LIMITED } from "../auth/limits.ts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { oauthConfigFor } from "../web/oauth.ts";
import { signInWithProvider, verifyFacebookAccessToken, verifyGoogleIdToken } from "../auth/oauth.ts";
import { apiError } from "./errors.ts";
import { readJson } from "./json-body.ts";
import { apiRouter, failure, invalidInputResponse, json, jsonBody } from "./openapi.ts";

const googleSchema = z
  .object({ token: z.string({ error: "token is required." }).min(1, "token is required.").max(4096) })
  .meta({ id: "GoogleLogin" });
const facebookSchema = z
  .object({
    access_token: z.string({ error: "access_token is required." }).min(1, "access_token is required.").max(4096),
  })
  .meta({ id: "FacebookLogin" });
const loginResponse = z.object({
  access: z.string(),
  refresh: z.string(),
  user: z.object({ id: z.string(), email: z.string() }).loose(),
});

const google = createRoute({
  method: "post",
  path: "/auth/google/",
  summary: "Sign in with a Google ID token (signature, aud, iss and exp verified)",
  tags: ["Accounts"],
  middleware: [readJson(googleSchema)],
  request: { body: jsonBody(googleSchema) },
  responses: {
    200: json(loginResponse, "Signed in"),
    400: invalidInputResponse,
    401: failure("Google login failed"),
    429: failure("Too many attempts"),
  },
});
const facebook = createRoute({
  method: "post",
  path: "/auth/facebook-login/",
  summary: "Sign in with a Facebook access token (checked with debug_token and the app token)",
  tags: ["Accounts"],
  middleware: [readJson(facebookSchema)],
  request: { body: jsonBody(facebookSchema) },
  responses: {
    200: json(loginResponse, "Signed in"),
    400: invalidInputResponse,
    401: failure("Facebook login failed"),
    429: failure("Too many attempts"),
  },
});

export const oauthApi = apiRouter()
  .openapi(google, async (c) => {
    const ctx = c.var.ctx;
    if (!(await ctx.limit(ctx.env.RL_AUTH_IP, `oauth:ip:${ctx.clientIp}`)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const { cfg } = oauthConfigFor(ctx);
    const profile = await verifyGoogleIdToken(
      cfg,
      c.req.valid("json").token,
      ctx.fetch,
      Math.floor(ctx.clock.now().getTime() / 1000),
    );
    if (!profile) return apiError(c, 401, "google_login_failed", "Google login failed");
    const r = await signInWithProvider(ctx.authDeps(), "google", profile);
    if (!r) return apiError(c, 401, "google_login_failed", "Google login failed");
    return c.json({ access: r.tokens.access, refresh: r.tokens.refresh, user: r.user }, 200);
  })
  .openapi(facebook, async (c) => {
    const ctx = c.var.ctx;
    if (!(await ctx.limit(ctx.env.RL_AUTH_IP, `oauth:ip:${ctx.clientIp}`)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const { cfg } = oauthConfigFor(ctx);
    const profile = await verifyFacebookAccessToken(cfg, c.req.valid("json").access_token, ctx.fetch);
    if (!profile) return apiError(c, 401, "facebook_login_failed", "Facebook login failed");
    const r = await signInWithProvider(ctx.authDeps(), "facebook", profile);
    if (!r) return apiError(c, 401, "facebook_login_failed", "Facebook login failed");
    return c.json({ access: r.tokens.access, refresh: r.tokens.refresh, user: r.user }, 200);
  });
