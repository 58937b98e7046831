import { Hono } from "hono";
import { z } from "zod";
import {
  avatarSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  logoutSchema,
  profileSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from "../../app/lib/auth-schemas.ts";
import { authMessages, codeMessage, toPublicUser, type Tokens } from "../auth/accounts.ts";
import { clearSessionCookies } from "../auth/cookies.ts";
import { authAllowed, LIMITS, RATE_LIMITED } from "../auth/limits.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "./auth-guard.ts";
import { apiError, apiErrorSchema } from "./errors.ts";
import { describeRoute } from "./openapi-legacy.ts";
import type { ApiEnv } from "./types.ts";
import { jsonBody, queryParams } from "./validate.ts";

const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    avatar: z.number().int(),
  })
  .meta({ id: "User" });
const tokensSchema = z
  .object({ access: z.string(), refresh: z.string(), user: userSchema })
  .meta({ id: "LoginResponse" });
const messageSchema = z.object({ message: z.string() });
const err = (description: string) => ({ description, schema: apiErrorSchema });
const TAG = ["Accounts"];

/** Per client IP and per address: one device cannot hammer many accounts, nor many devices one. */
const allowed = (ctx: AppContext, action: string, email?: string) =>
  authAllowed(ctx, action, email ? `email:${email}` : undefined);
const allowedForUser = (ctx: AppContext, action: string) => authAllowed(ctx, action, `user:${ctx.viewer!.id}`);

const loginResponse = (tokens: Tokens, user: z.infer<typeof userSchema>) => ({
  access: tokens.access,
  refresh: tokens.refresh,
  user,
});

describeRoute({
  method: "post",
  path: "/register",
  summary: "Create an account; a verification code is mailed",
  tags: TAG,
  body: registerSchema,
  responses: {
    201: { description: "Created, verification mail sent", schema: messageSchema },
    409: err("Email already registered"),
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "post",
  path: "/login",
  summary: "Sign in with email and password",
  tags: TAG,
  body: loginSchema,
  responses: {
    200: { description: "Signed in", schema: tokensSchema },
    401: err("Wrong email or password"),
    403: err("Email not verified yet"),
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "get",
  path: "/send-code",
  summary: "Resend the verification mail",
  tags: TAG,
  query: emailOnlySchema,
  responses: {
    200: { description: "Sent (same answer for unknown addresses)", schema: messageSchema },
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "post",
  path: "/verify-email",
  summary: "Verify an email address with the mailed 6-digit code",
  tags: TAG,
  body: verifyCodeSchema,
  responses: {
    200: { description: "Verified", schema: messageSchema },
    400: err("Invalid, expired or used code"),
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "post",
  path: "/forgot-password",
  summary: "Mail a password reset code (same answer for unknown addresses)",
  tags: TAG,
  body: emailOnlySchema,
  responses: {
    200: { description: "Sent if the account exists", schema: messageSchema },
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "post",
  path: "/verify-code",
  summary: "Check a password reset code before choosing the new password",
  tags: TAG,
  body: verifyCodeSchema,
  responses: {
    200: { description: "Code accepted", schema: messageSchema },
    400: err("Invalid verification code"),
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "post",
  path: "/reset-password",
  summary: "Set a new password with the mailed code; signs out every session",
  tags: TAG,
  body: resetPasswordSchema,
  responses: { 200: { description: "Password changed", schema: messageSchema }, 429: err("Too many attempts") },
});
describeRoute({
  method: "post",
  path: "/token/refresh/",
  summary: "Rotate a refresh token; reusing an old one revokes its whole family",
  tags: TAG,
  body: refreshSchema,
  responses: {
    200: { description: "New tokens", schema: z.object({ access: z.string(), refresh: z.string() }) },
    401: err("Invalid, expired, revoked or reused refresh token"),
  },
});
describeRoute({
  method: "post",
  path: "/logout",
  summary: "Revoke this session",
  tags: TAG,
  body: logoutSchema,
  responses: { 200: { description: "Signed out", schema: messageSchema } },
});
describeRoute({
  method: "post",
  path: "/upload-avatar",
  summary: "Choose an avatar (1 to 7)",
  tags: TAG,
  body: avatarSchema,
  auth: true,
  responses: {
    200: { description: "Saved", schema: messageSchema.extend({ avatar: z.number() }) },
    401: err("Not signed in"),
  },
});
describeRoute({
  method: "get",
  path: "/me",
  summary: "The signed-in user",
  tags: TAG,
  auth: true,
  responses: { 200: { description: "User", schema: userSchema }, 401: err("Not signed in") },
});
describeRoute({
  method: "patch",
  path: "/me",
  summary: "Update names, phone, notification preferences; a new email needs verification",
  tags: TAG,
  auth: true,
  body: profileSchema,
  responses: {
    200: { description: "Updated user", schema: userSchema },
    409: err("Email in use"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});
const emailCodeSchema = z.object({ code: verifyCodeSchema.shape.code }).meta({ id: "EmailChangeCode" });
describeRoute({
  method: "post",
  path: "/me/email/verify",
  summary: "Confirm a new email address with the code mailed to it",
  tags: TAG,
  auth: true,
  body: emailCodeSchema,
  responses: {
    200: { description: "Email changed", schema: userSchema },
    400: err("Invalid or expired code"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "post",
  path: "/me/password",
  summary: "Change the password (needs the current one); signs out other sessions",
  tags: TAG,
  auth: true,
  body: changePasswordSchema,
  responses: {
    200: { description: "Changed; new tokens for this device", schema: tokensSchema },
    403: err("Current password wrong"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});
describeRoute({
  method: "get",
  path: "/me/sessions",
  summary: "Active sessions",
  tags: TAG,
  auth: true,
  responses: {
    200: {
      description: "Sessions",
      schema: z.object({ sessions: z.array(z.object({ id: z.string(), current: z.boolean() }).loose()) }),
    },
    401: err("Not signed in"),
  },
});
describeRoute({
  method: "delete",
  path: "/me/sessions/:id",
  summary: "Sign one session out",
  tags: TAG,
  auth: true,
  responses: {
    200: { description: "Revoked", schema: messageSchema },
    404: err("No such session of yours"),
    401: err("Not signed in"),
  },
});
describeRoute({
  method: "get",
  path: "/me/export",
  summary: "Download all of the user's data as JSON",
  tags: TAG,
  auth: true,
  responses: { 200: { description: "Everything stored about the user" }, 401: err("Not signed in") },
});
describeRoute({
  method: "delete",
  path: "/me",
  summary: "Delete the account and every row of the user (password confirmation)",
  tags: TAG,
  auth: true,
  body: deleteAccountSchema,
  responses: {
    200: { description: "Deleted", schema: messageSchema },
    403: err("Password wrong"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});

export const auth = new Hono<ApiEnv>()
  .post("/register", jsonBody(registerSchema), async (c) => {
    const body = c.get("body");
    if (!(await allowed(c.var.ctx, "register", body.email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.register(body);
    if (!result.ok)
      return result.reason === "email_taken"
        ? apiError(c, 409, "email_taken", authMessages.emailTaken, { email: authMessages.emailTaken })
        : apiError(c, 400, "invalid_input", authMessages.commonPassword, { password: authMessages.commonPassword });
    return c.json({ message: "Account created. We've sent a verification code to your email." }, 201);
  })
  .post("/login", jsonBody(loginSchema), async (c) => {
    const { email, password } = c.get("body");
    if (!(await allowed(c.var.ctx, "login", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.login(email, password);
    if (!result.ok)
      return result.reason === "unverified"
        ? apiError(c, 403, "email_not_verified", authMessages.unverified)
        : apiError(c, 401, "invalid_credentials", authMessages.invalidCredentials);
    return c.json(loginResponse(result.tokens, result.user));
  })
  .get("/send-code", queryParams(emailOnlySchema), async (c) => {
    const { email } = c.get("query");
    if (!(await allowed(c.var.ctx, "send-code", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    await c.var.ctx.services.auth.resendVerificationMail(email);
    return c.json({ message: authMessages.verificationSent });
  })
  .post("/verify-email", jsonBody(verifyCodeSchema), async (c) => {
    const { email, code } = c.get("body");
    if (!(await allowed(c.var.ctx, "verify", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.verifyEmailCode(email, code);
    if (!result.ok)
      return apiError(c, 400, `code_${result.reason}`, codeMessage(result.reason), {
        code: codeMessage(result.reason),
      });
    return c.json({ message: "Email verified. You can now log in." });
  })
  .post("/forgot-password", jsonBody(emailOnlySchema), async (c) => {
    const { email } = c.get("body");
    if (!(await allowed(c.var.ctx, "forgot", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    await c.var.ctx.services.auth.forgotPassword(email);
    return c.json({ message: authMessages.forgotSent });
  })
  .post("/verify-code", jsonBody(verifyCodeSchema), async (c) => {
    const { email, code } = c.get("body");
    if (!(await allowed(c.var.ctx, "verify", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.verifyResetCode(email, code);
    if (!result.ok)
      return apiError(c, 400, `code_${result.reason}`, codeMessage(result.reason), {
        code: codeMessage(result.reason),
      });
    return c.json({ message: "Code verified." });
  })
  .post("/reset-password", jsonBody(resetPasswordSchema), async (c) => {
    const { email, code, password } = c.get("body");
    if (!(await allowed(c.var.ctx, "reset", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.resetPassword(email, code, password);
    if (!result.ok) {
      if (result.reason === "common_password")
        return apiError(c, 400, "invalid_input", authMessages.commonPassword, {
          password: authMessages.commonPassword,
        });
      return apiError(c, 400, `code_${result.reason}`, codeMessage(result.reason), {
        code: codeMessage(result.reason),
      });
    }
    return c.json({ message: "Password changed successfully." });
  })
  .post("/token/refresh/", jsonBody(refreshSchema), async (c) => {
    const result = await c.var.ctx.services.auth.refreshSession(c.get("body").refresh);
    if (!result.ok || !result.tokens) return apiError(c, 401, "invalid_refresh", authMessages.sessionExpired);
    return c.json({ access: result.tokens.access, refresh: result.tokens.refresh });
  })
  .post("/logout", jsonBody(logoutSchema.optional().default({})), async (c) => {
    const ctx = c.var.ctx;
    await ctx.services.auth.logout(c.get("body")?.refresh ?? null, ctx.viewer?.sessionId ?? null);
    ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies));
    return c.json({ message: "Signed out." });
  })
  .post("/upload-avatar", requireUser, jsonBody(avatarSchema), async (c) => {
    const { avatar } = c.get("body");
    await c.var.ctx.services.auth.setAvatar(c.var.ctx.viewer!.id, avatar);
    return c.json({ message: "Avatar uploaded successfully", avatar });
  })
  .get("/me", requireUser, async (c) => {
    const user = await c.var.ctx.services.auth.user(c.var.ctx.viewer!.id);
    if (!user) return apiError(c, 401, "unauthorized", "Unauthorized. Please log in again.");
    return c.json({
      ...toPublicUser(user),
      notification_prefs: user.notificationPrefs,
      pending_email: user.pendingEmail,
    });
  })
  .patch("/me", requireUser, jsonBody(profileSchema), async (c) => {
    const email = c.get("body").email;
    if (email && email !== c.var.ctx.viewer!.email && !(await allowedForUser(c.var.ctx, LIMITS.issueEmailChangeCode)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.updateProfile(c.var.ctx.viewer!, c.get("body"));
    if (!result.ok) return apiError(c, 409, "email_taken", authMessages.emailTaken, { email: authMessages.emailTaken });
    return c.json(result.user);
  })
  .post("/me/email/verify", requireUser, jsonBody(emailCodeSchema), async (c) => {
    const ctx = c.var.ctx;
    if (!(await allowedForUser(ctx, LIMITS.checkEmailChangeCode)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await ctx.services.auth.confirmEmailChange(ctx.viewer!, c.get("body").code);
    if (!result.ok) {
      if (result.reason === "email_taken")
        return apiError(c, 409, "email_taken", authMessages.emailTaken, { email: authMessages.emailTaken });
      return apiError(c, 400, `code_${result.reason}`, codeMessage(result.reason), {
        code: codeMessage(result.reason),
      });
    }
    const user = await ctx.services.auth.user(ctx.viewer!.id);
    return c.json(toPublicUser(user!));
  })
  .post("/me/password", requireUser, jsonBody(changePasswordSchema), async (c) => {
    const ctx = c.var.ctx;
    const body = c.get("body");
    if (!(await allowedForUser(ctx, LIMITS.checkCurrentPassword)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await ctx.services.auth.changePassword(ctx.viewer!, body.current_password, body.new_password);
    if (!result.ok)
      return result.reason === "wrong_password"
        ? apiError(c, 403, "wrong_password", authMessages.wrongPassword, {
            current_password: authMessages.wrongPassword,
          })
        : apiError(c, 400, "invalid_input", authMessages.commonPassword, { new_password: authMessages.commonPassword });
    const user = await ctx.services.auth.user(ctx.viewer!.id);
    return c.json(loginResponse(result.tokens, toPublicUser(user!)));
  })
  .get("/me/sessions", requireUser, async (c) =>
    c.json({ sessions: await c.var.ctx.services.auth.listSessions(c.var.ctx.viewer!) }),
  )
  .delete("/me/sessions/:id", requireUser, async (c) => {
    const ok = await c.var.ctx.services.auth.revokeSession(c.var.ctx.viewer!, c.req.param("id"));
    return ok ? c.json({ message: "Session signed out." }) : apiError(c, 404, "not_found", "No such session.");
  })
  .get("/me/export", requireUser, async (c) => {
    const data = await c.var.ctx.services.auth.exportUserData(c.var.ctx.viewer!);
    return c.json(data, 200, {
      "Content-Disposition": `attachment; filename="healthbuddy-data-${data.exported_at.slice(0, 10)}.json"`,
    });
  })
  .delete("/me", requireUser, jsonBody(deleteAccountSchema.optional().default({})), async (c) => {
    const ctx = c.var.ctx;
    if (!(await allowedForUser(ctx, LIMITS.checkCurrentPassword)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await ctx.services.auth.deleteAccount(ctx.viewer!, c.get("body")?.password ?? null);
    if (!result.ok)
      return apiError(c, 403, "wrong_password", authMessages.wrongPassword, { password: authMessages.wrongPassword });
    ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies));
    return c.json({ message: "Your account and all of its data have been deleted." });
  });
