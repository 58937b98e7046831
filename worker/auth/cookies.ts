import { clearCookie, serializeCookie } from "../lib/cookies.ts";

// The session's two cookies; how any cookie is written is worker/lib/cookies.ts.
export const ACCESS_COOKIE = "hb_access";
export const REFRESH_COOKIE = "hb_session";

/**
 * Web sessions live in httpOnly cookies, never in localStorage. Without remember-me the refresh
 * cookie ends with the browser session; with it, it lasts as long as the refresh family.
 */
export function sessionCookies(
  tokens: { access: string; refresh: string; refreshExpiresAt: string },
  opts: { secure: boolean; remember: boolean; now: Date },
) {
  const refreshAge = (new Date(tokens.refreshExpiresAt).getTime() - opts.now.getTime()) / 1000;
  return [
    serializeCookie(ACCESS_COOKIE, tokens.access, { secure: opts.secure, maxAge: 15 * 60 }),
    serializeCookie(REFRESH_COOKIE, `${opts.remember ? "1" : "0"}.${tokens.refresh}`, {
      secure: opts.secure,
      maxAge: opts.remember ? refreshAge : undefined,
    }),
  ];
}

export function clearSessionCookies(secure: boolean) {
  return [clearCookie(ACCESS_COOKIE, { secure }), clearCookie(REFRESH_COOKIE, { secure })];
}

export function parseRefreshCookie(value: string | null): { remember: boolean; token: string } | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot !== 1) return null;
  return { remember: value[0] === "1", token: value.slice(2) };
}
