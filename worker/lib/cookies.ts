// The one place that writes and reads our cookies. Every cookie is HttpOnly and SameSite=Lax, on
// Path=/ unless a feature keeps it to its own pages, and Secure in production (and over https
// anywhere: `ctx.secureCookies`). A value that must not be made up by the browser is signed with
// Hono's signed-cookie format (`value.<base64 HMAC-SHA256>`, `hono/utils/cookie`).
import { parseSigned, serializeSigned } from "hono/utils/cookie";
import { hasControlChars } from "./chars.ts";

export type CookieOptions = {
  secure: boolean;
  /** Seconds; without it the cookie ends with the browser session. 0 deletes it. */
  maxAge?: number;
  /** Defaults to "/". */
  path?: string;
};

function withAttributes(nameValue: string, { secure, maxAge, path = "/" }: CookieOptions) {
  const parts = [nameValue, `Path=${path}`, "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  if (maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAge))}`);
  return parts.join("; ");
}

/** A Set-Cookie value (the value is percent-encoded). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return withAttributes(`${name}=${encodeURIComponent(value)}`, options);
}

/** A Set-Cookie value that deletes the cookie. */
export function clearCookie(name: string, options: Omit<CookieOptions, "maxAge">): string {
  return serializeCookie(name, "", { ...options, maxAge: 0 });
}

/** A Set-Cookie value whose value is signed with `secret` (read it back with readSignedCookie). */
export async function serializeSignedCookie(
  name: string,
  value: string,
  secret: string,
  options: CookieOptions,
): Promise<string> {
  // Without options Hono writes only `name=<encoded value.signature>`; the attributes are ours.
  return withAttributes(await serializeSigned(name, value, secret), options);
}

/** A cookie's value, or null when it is absent or cannot be decoded (never throws). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return safeDecode(v.join("="));
  }
  return null;
}

/** A signed cookie's value, or null when it is absent, unsigned or signed with another secret. */
export async function readSignedCookie(
  header: string | null | undefined,
  name: string,
  secret: string,
): Promise<string | null> {
  if (!header) return null;
  const value = (await parseSigned(header, secret, name))[name];
  return typeof value === "string" ? value : null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Our own cookies (hb_*) that are present but unreadable: bad percent-encoding, control characters.
 * The request is answered 400 and these cookies are cleared, so the next request works again.
 */
export function unreadableCookies(header: string | null | undefined): string[] {
  if (!header) return [];
  const bad = new Set<string>();
  for (const part of header.split(";")) {
    const [k = "", ...v] = part.trim().split("=");
    if (!k.startsWith("hb_") || !/^[A-Za-z0-9_]+$/.test(k)) continue;
    const value = safeDecode(v.join("="));
    if (value === null || hasControlChars(value)) bad.add(k);
  }
  return [...bad];
}
