import type { AppContext } from "../context.ts";
import { messages } from "../../app/lib/messages.ts";

export const RATE_LIMITED = messages.rateLimited;

/**
 * Per client IP (30 a minute) and per subject (6 a minute: an address or a user id). One device
 * cannot hammer many accounts, nor many devices one. Used for everything that issues or checks a
 * code and every check of a current password, by the API and the page actions alike.
 */
export async function authAllowed(
  ctx: Pick<AppContext, "limit" | "env" | "clientIp">,
  action: string,
  subject?: string,
) {
  if (!(await ctx.limit(ctx.env.RL_AUTH_IP, `${action}:ip:${ctx.clientIp}`))) return false;
  if (subject && !(await ctx.limit(ctx.env.RL_AUTH_EMAIL, `${action}:${subject}`))) return false;
  return true;
}

/** The actions, named once so the API and the pages share one budget per user. */
export const LIMITS = {
  /** PATCH /api/me and the profile form when they mail a code to a new address. */
  issueEmailChangeCode: "email-change-issue",
  /** POST /api/me/email/verify and the profile form's code. */
  checkEmailChangeCode: "email-change-check",
  /** POST /api/me/password, DELETE /api/me and their forms. */
  checkCurrentPassword: "password-check",
} as const;
