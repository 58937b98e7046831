import { redirect } from "react-router";
import { emailField } from "../../app/lib/email.ts";
import type { AppContext } from "../context.ts";
import { hasControlChars } from "../lib/chars.ts";
import { flashCookie, type Flash } from "../lib/flash.ts";
import type { Tokens } from "../auth/accounts.ts";
import { sessionCookies } from "../auth/cookies.ts";

/**
 * A post-login destination from `?next=`, only ever a path on this origin. The value is resolved
 * against the origin the way a browser would and must stay on it; backslashes (browsers read `/\x`
 * as `//x`), tabs, CR/LF and other control characters, and protocol-relative `//host` are refused
 * before resolving, since the URL parser silently drops or rewrites them.
 */
export function safeNext(next: string | null | undefined, origin: string): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith("/") || next.startsWith("//")) return null;
  if (next.includes("\\") || hasControlChars(next)) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = url.pathname + url.search + url.hash;
  // The result is what goes in Location: it must itself start with a single slash.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/login")) return null;
  return path;
}

/** SPEC sign-in routing: no avatar → /avatar; avatar but no assessment → /assessment; else /dashboard. */
export function pathAfterSignIn(avatar: number, hasAssessment: boolean) {
  if (avatar < 1) return "/avatar";
  if (!hasAssessment) return "/assessment";
  return "/dashboard";
}

export function startWebSession(ctx: AppContext, tokens: Tokens, remember: boolean) {
  ctx.setCookies.push(...sessionCookies(tokens, { secure: ctx.secureCookies, remember, now: ctx.clock.now() }));
}

export function flash(ctx: AppContext, f: Flash) {
  ctx.setCookies.push(flashCookie(f, { secret: ctx.config.jwtSecret, secure: ctx.secureCookies }));
}

/** A redirect that carries the cookies this request set (React Router responses bypass c.res). */
export function redirectWithFlash(ctx: AppContext, to: string, f?: Flash) {
  if (f) flash(ctx, f);
  return redirect(to);
}

/** The address a code screen is about (?e=), or a redirect to where the flow starts. */
export function emailFromQuery(request: Request, startOver: string) {
  const email = emailField.safeParse(new URL(request.url).searchParams.get("e") ?? "");
  if (!email.success) throw redirect(startOver);
  return email.data;
}

export function requireViewer(ctx: AppContext, request: Request) {
  if (!ctx.viewer) {
    const hadSession = (request.headers.get("cookie") ?? "").includes("hb_session=");
    const url = new URL(request.url);
    const params = new URLSearchParams({ next: url.pathname + url.search });
    if (hadSession) params.set("m", "Session expired. Please login again.");
    throw redirect(`/login?${params}`);
  }
  return ctx.viewer;
}
