import { createRoute } from "@hono/zod-openapi";
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
import { apiError } from "./errors.ts";
import { readJson } from "./json-body.ts";
import { apiRouter, failure, invalidInputResponse, json, jsonBody, signedIn } from "./openapi.ts";

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
const err = failure;
const TAG = ["Accounts"];
// Both may come without a body: a refresh token (or the session cookie) and a password are optional.
const logoutBody = logoutSchema.optional().default({});
const deleteAccountBody = deleteAccountSchema.optional().default({});

/** Per client IP and per address: one device cannot hammer many accounts, nor many devices one. */
const allowed = (ctx: AppContext, action: string, email?: string) =>
  authAllowed(ctx, action, email ? `email:${email}` : undefined);
const allowedForUser = (ctx: AppContext, action: string) => authAllowed(ctx, action, `user:${ctx.viewer!.id}`);

const loginResponse = (tokens: Tokens, user: z.infer<typeof userSchema>) => ({
  access: tokens.access,
  refresh: tokens.refresh,
  user,
});

const register = createRoute({
  method: "post",
  path: "/register",
  summary: "Create an account; a verification code is mailed",
  tags: TAG,
  middleware: [readJson(registerSchema)],
  request: { body: jsonBody(registerSchema) },
  responses: {
    400: invalidInputResponse,
    201: json(messageSchema, "Created, verification mail sent"),
    409: err("Email already registered"),
    429: err("Too many attempts"),
  },
});
const login = createRoute({
  method: "post",
  path: "/login",
  summary: "Sign in with email and password",
  tags: TAG,
  middleware: [readJson(loginSchema)],
  request: { body: jsonBody(loginSchema) },
  responses: {
    400: invalidInputResponse,
    200: json(tokensSchema, "Signed in"),
    401: err("Wrong email or password"),
    403: err("Email not verified yet"),
    429: err("Too many attempts"),
  },
});
const sendCode = createRoute({
  method: "get",
  path: "/send-code",
  summary: "Resend the verification mail",
  tags: TAG,
  request: { query: emailOnlySchema },
  responses: {
    400: invalidInputResponse,
    200: json(messageSchema, "Sent (same answer for unknown addresses)"),
    429: err("Too many attempts"),
  },
});
const verifyEmail = createRoute({
  method: "post",
  path: "/verify-email",
  summary: "Verify an email address with the mailed 6-digit code",
  tags: TAG,
  middleware: [readJson(verifyCodeSchema)],
  request: { body: jsonBody(verifyCodeSchema) },
  responses: {
    200: json(messageSchema, "Verified"),
    400: err("Invalid, expired or used code"),
    429: err("Too many attempts"),
  },
});
const forgotPassword = createRoute({
  method: "post",
  path: "/forgot-password",
  summary: "Mail a password reset code (same answer for unknown addresses)",
  tags: TAG,
  middleware: [readJson(emailOnlySchema)],
  request: { body: jsonBody(emailOnlySchema) },
  responses: {
    400: invalidInputResponse,
    200: json(messageSchema, "Sent if the account exists"),
    429: err("Too many attempts"),
  },
});
const verifyCode = createRoute({
  method: "post",
  path: "/verify-code",
  summary: "Check a password reset code before choosing the new password",
  tags: TAG,
  middleware: [readJson(verifyCodeSchema)],
  request: { body: jsonBody(verifyCodeSchema) },
  responses: {
    200: json(messageSchema, "Code accepted"),
    400: err("Invalid verification code"),
    429: err("Too many attempts"),
  },
});
const resetPassword = createRoute({
  method: "post",
  path: "/reset-password",
  summary: "Set a new password with the mailed code; signs out every session",
  tags: TAG,
  middleware: [readJson(resetPasswordSchema)],
  request: { body: jsonBody(resetPasswordSchema) },
  responses: {
    400: invalidInputResponse,
    200: json(messageSchema, "Password changed"),
    429: err("Too many attempts"),
  },
});
const refreshToken = createRoute({
  method: "post",
  path: "/token/refresh/",
  summary: "Rotate a refresh token; reusing an old one revokes its whole family",
  tags: TAG,
  middleware: [readJson(refreshSchema)],
  request: { body: jsonBody(refreshSchema) },
  responses: {
    400: invalidInputResponse,
    200: json(z.object({ access: z.string(), refresh: z.string() }), "New tokens"),
    401: err("Invalid, expired, revoked or reused refresh token"),
  },
});
const logout = createRoute({
  method: "post",
  path: "/logout",
  summary: "Revoke this session",
  tags: TAG,
  middleware: [readJson(logoutBody)],
  request: { body: jsonBody(logoutBody) },
  responses: {
    400: invalidInputResponse,
    200: json(messageSchema, "Signed out"),
  },
});
const uploadAvatar = createRoute({
  method: "post",
  path: "/upload-avatar",
  summary: "Choose an avatar (1 to 7)",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser, readJson(avatarSchema)],
  request: { body: jsonBody(avatarSchema) },
  responses: {
    400: invalidInputResponse,
    200: json(messageSchema.extend({ avatar: z.number() }), "Saved"),
    401: err("Not signed in"),
  },
});
const getMe = createRoute({
  method: "get",
  path: "/me",
  summary: "The signed-in user",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: json(userSchema, "User"), 401: err("Not signed in") },
});
const updateMe = createRoute({
  method: "patch",
  path: "/me",
  summary: "Update names, phone, notification preferences; a new email needs verification",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser, readJson(profileSchema)],
  request: { body: jsonBody(profileSchema) },
  responses: {
    400: invalidInputResponse,
    200: json(userSchema, "Updated user"),
    409: err("Email in use"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});
const emailCodeSchema = z.object({ code: verifyCodeSchema.shape.code }).meta({ id: "EmailChangeCode" });
const verifyEmailChange = createRoute({
  method: "post",
  path: "/me/email/verify",
  summary: "Confirm a new email address with the code mailed to it",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser, readJson(emailCodeSchema)],
  request: { body: jsonBody(emailCodeSchema) },
  responses: {
    200: json(userSchema, "Email changed"),
    400: err("Invalid or expired code"),
    409: err("Email in use"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});
const changePassword = createRoute({
  method: "post",
  path: "/me/password",
  summary: "Change the password (needs the current one); signs out other sessions",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser, readJson(changePasswordSchema)],
  request: { body: jsonBody(changePasswordSchema) },
  responses: {
    400: invalidInputResponse,
    200: json(tokensSchema, "Changed; new tokens for this device"),
    403: err("Current password wrong"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});
const listSessions = createRoute({
  method: "get",
  path: "/me/sessions",
  summary: "Active sessions",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser],
  responses: {
    200: json(z.object({ sessions: z.array(z.object({ id: z.string(), current: z.boolean() }).loose()) }), "Sessions"),
    401: err("Not signed in"),
  },
});
const revokeSession = createRoute({
  method: "delete",
  path: "/me/sessions/{id}",
  summary: "Sign one session out",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser],
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: json(messageSchema, "Revoked"),
    404: err("No such session of yours"),
    401: err("Not signed in"),
  },
});
const exportData = createRoute({
  method: "get",
  path: "/me/export",
  summary: "Download all of the user's data as JSON",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: { description: "Everything stored about the user" }, 401: err("Not signed in") },
});
const deleteMe = createRoute({
  method: "delete",
  path: "/me",
  summary: "Delete the account and every row of the user (password confirmation)",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser, readJson(deleteAccountBody)],
  request: { body: jsonBody(deleteAccountBody) },
  responses: {
    400: invalidInputResponse,
    200: json(messageSchema, "Deleted"),
    403: err("Password wrong"),
    401: err("Not signed in"),
    429: err("Too many attempts"),
  },
});

export const auth = apiRouter()
  .openapi(register, async (c) => {
    const body = c.req.valid("json");
    if (!(await allowed(c.var.ctx, "register", body.email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.register(body);
    if (!result.ok)
      return result.reason === "email_taken"
        ? apiError(c, 409, "email_taken", authMessages.emailTaken, { email: authMessages.emailTaken })
        : apiError(c, 400, "invalid_input", authMessages.commonPassword, { password: authMessages.commonPassword });
    return c.json({ message: "Account created. We've sent a verification code to your email." }, 201);
  })
  .openapi(login, async (c) => {
    const { email, password } = c.req.valid("json");
    if (!(await allowed(c.var.ctx, "login", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.login(email, password);
    if (!result.ok)
      return result.reason === "unverified"
        ? apiError(c, 403, "email_not_verified", authMessages.unverified)
        : apiError(c, 401, "invalid_credentials", authMessages.invalidCredentials);
    return c.json(loginResponse(result.tokens, result.user), 200);
  })
  .openapi(sendCode, async (c) => {
    const { email } = c.req.valid("query");
    if (!(await allowed(c.var.ctx, "send-code", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    await c.var.ctx.services.auth.resendVerificationMail(email);
    return c.json({ message: authMessages.verificationSent }, 200);
  })
  .openapi(verifyEmail, async (c) => {
    const { email, code } = c.req.valid("json");
    if (!(await allowed(c.var.ctx, "verify", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.verifyEmailCode(email, code);
    if (!result.ok)
      return apiError(c, 400, `code_${result.reason}`, codeMessage(result.reason), {
        code: codeMessage(result.reason),
      });
    return c.json({ message: "Email verified. You can now log in." }, 200);
  })
  .openapi(forgotPassword, async (c) => {
    const { email } = c.req.valid("json");
    if (!(await allowed(c.var.ctx, "forgot", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    await c.var.ctx.services.auth.forgotPassword(email);
    return c.json({ message: authMessages.forgotSent }, 200);
  })
  .openapi(verifyCode, async (c) => {
    const { email, code } = c.req.valid("json");
    if (!(await allowed(c.var.ctx, "verify", email))) return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.verifyResetCode(email, code);
    if (!result.ok)
      return apiError(c, 400, `code_${result.reason}`, codeMessage(result.reason), {
        code: codeMessage(result.reason),
      });
    return c.json({ message: "Code verified." }, 200);
  })
  .openapi(resetPassword, async (c) => {
    const { email, code, password } = c.req.valid("json");
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
    return c.json({ message: "Password changed successfully." }, 200);
  })
  .openapi(refreshToken, async (c) => {
    const result = await c.var.ctx.services.auth.refreshSession(c.req.valid("json").refresh);
    if (!result.ok || !result.tokens) return apiError(c, 401, "invalid_refresh", authMessages.sessionExpired);
    return c.json({ access: result.tokens.access, refresh: result.tokens.refresh }, 200);
  })
  .openapi(logout, async (c) => {
    const ctx = c.var.ctx;
    await ctx.services.auth.logout(c.req.valid("json")?.refresh ?? null, ctx.viewer?.sessionId ?? null);
    ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies));
    return c.json({ message: "Signed out." }, 200);
  })
  .openapi(uploadAvatar, async (c) => {
    const { avatar } = c.req.valid("json");
    await c.var.ctx.services.auth.setAvatar(c.var.ctx.viewer!.id, avatar);
    return c.json({ message: "Avatar uploaded successfully", avatar }, 200);
  })
  .openapi(getMe, async (c) => {
    const user = await c.var.ctx.services.auth.user(c.var.ctx.viewer!.id);
    if (!user) return apiError(c, 401, "unauthorized", "Unauthorized. Please log in again.");
    return c.json(
      {
        ...toPublicUser(user),
        notification_prefs: user.notificationPrefs,
        pending_email: user.pendingEmail,
      },
      200,
    );
  })
  .openapi(updateMe, async (c) => {
    const email = c.req.valid("json").email;
    if (email && email !== c.var.ctx.viewer!.email && !(await allowedForUser(c.var.ctx, LIMITS.issueEmailChangeCode)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await c.var.ctx.services.auth.updateProfile(c.var.ctx.viewer!, c.req.valid("json"));
    if (!result.ok) return apiError(c, 409, "email_taken", authMessages.emailTaken, { email: authMessages.emailTaken });
    return c.json(result.user, 200);
  })
  .openapi(verifyEmailChange, async (c) => {
    const ctx = c.var.ctx;
    if (!(await allowedForUser(ctx, LIMITS.checkEmailChangeCode)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await ctx.services.auth.confirmEmailChange(ctx.viewer!, c.req.valid("json").code);
    if (!result.ok) {
      if (result.reason === "email_taken")
        return apiError(c, 409, "email_taken", authMessages.emailTaken, { email: authMessages.emailTaken });
      return apiError(c, 400, `code_${result.reason}`, codeMessage(result.reason), {
        code: codeMessage(result.reason),
      });
    }
    const user = await ctx.services.auth.user(ctx.viewer!.id);
    return c.json(toPublicUser(user!), 200);
  })
  .openapi(changePassword, async (c) => {
    const ctx = c.var.ctx;
    const body = c.req.valid("json");
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
    return c.json(loginResponse(result.tokens, toPublicUser(user!)), 200);
  })
  .openapi(listSessions, async (c) =>
    c.json({ sessions: await c.var.ctx.services.auth.listSessions(c.var.ctx.viewer!) }, 200),
  )
  .openapi(revokeSession, async (c) => {
    const ok = await c.var.ctx.services.auth.revokeSession(c.var.ctx.viewer!, c.req.valid("param").id);
    return ok ? c.json({ message: "Session signed out." }, 200) : apiError(c, 404, "not_found", "No such session.");
  })
  .openapi(exportData, async (c) => {
    const data = await c.var.ctx.services.auth.exportUserData(c.var.ctx.viewer!);
    return c.json(data, 200, {
      "Content-Disposition": `attachment; filename="healthbuddy-data-${data.exported_at.slice(0, 10)}.json"`,
    });
  })
  .openapi(deleteMe, async (c) => {
    const ctx = c.var.ctx;
    if (!(await allowedForUser(ctx, LIMITS.checkCurrentPassword)))
      return apiError(c, 429, "rate_limited", RATE_LIMITED);
    const result = await ctx.services.auth.deleteAccount(ctx.viewer!, c.req.valid("json")?.password ?? null);
    if (!result.ok)
      return apiError(c, 403, "wrong_password", authMessages.wrongPassword, { password: authMessages.wrongPassword });
    ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies));
    return c.json({ message: "Your account and all of its data have been deleted." }, 200);
  });
