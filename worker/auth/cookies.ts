export const ACCESS_COOKIE = "hb_access";
export const REFRESH_COOKIE = "hb_session";

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

type CookieOptions = { maxAge?: number; secure: boolean };

export function serializeCookie(name: string, value: string, { maxAge, secure }: CookieOptions) {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  if (maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAge))}`);
  return parts.join("; ");
}

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
  return [
    serializeCookie(ACCESS_COOKIE, "", { secure, maxAge: 0 }),
    serializeCookie(REFRESH_COOKIE, "", { secure, maxAge: 0 }),
  ];
}

export function parseRefreshCookie(value: string | null): { remember: boolean; token: string } | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot !== 1) return null;
  return { remember: value[0] === "1", token: value.slice(2) };
}
