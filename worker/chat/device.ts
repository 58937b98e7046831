// The anonymous allowance follows a device, not an address: carrier NAT puts thousands of strangers
// behind one IP. A device is a random id in an httpOnly cookie, signed (HMAC-SHA256 with the app secret)
// so it cannot be made up; clearing it only gives a fresh device, and every anonymous reply also counts
// towards a per-IP ceiling high enough for a busy NAT.
import { readCookie, serializeCookie } from "../lib/cookies.ts";
import { fromBase64Url, randomToken, toBase64Url } from "../auth/crypto.ts";

export const DEVICE_COOKIE = "hb_device";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const encoder = new TextEncoder();

async function key(secret: string) {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`anonymous-device:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

export async function signDevice(id: string, secret: string): Promise<string> {
  const sig = await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(id));
  return `${id}.${toBase64Url(new Uint8Array(sig))}`;
}

/** The device id in a cookie value, or null when it is missing, malformed or not signed by us. */
export async function verifyDevice(value: string | null, secret: string): Promise<string | null> {
  if (!value) return null;
  const m = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  if (!m) return null;
  try {
    const ok = await crypto.subtle.verify(
      "HMAC",
      await key(secret),
      fromBase64Url(m[2] as string),
      encoder.encode(m[1] as string),
    );
    return ok ? (m[1] as string) : null;
  } catch {
    return null;
  }
}

/** This request's device: the signed cookie it carries, or a new one set on the response. */
export async function deviceOf(
  cookieHeader: string | null,
  secret: string,
  secure: boolean,
): Promise<{ id: string; setCookie: string | null }> {
  const known = await verifyDevice(readCookie(cookieHeader, DEVICE_COOKIE), secret);
  if (known) return { id: known, setCookie: null };
  const id = randomToken(18);
  return {
    id,
    setCookie: serializeCookie(DEVICE_COOKIE, await signDevice(id, secret), { secure, maxAge: ONE_YEAR_S }),
  };
}
