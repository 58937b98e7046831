import { clearCookie, readCookie, readSignedCookie, serializeSignedCookie } from "./cookies.ts";

export const FLASH_COOKIE = "hb_flash";
export type Flash = { type: "success" | "error" | "info"; message: string };
/** The app secret and whether cookies are Secure (`ctx.config.jwtSecret`, `ctx.secureCookies`). */
export type FlashKeys = { secret: string; secure: boolean };

// Signed, so a link or a script on another site cannot make the app show words of its choosing
// under its own name; the key is derived from the app secret for this one purpose.
const flashSecret = (secret: string) => `flash-message:${secret}`;

/** A one-time message for the next page (the SPEC's toasts after a redirect). */
export function flashCookie(flash: Flash, { secret, secure }: FlashKeys): Promise<string> {
  return serializeSignedCookie(FLASH_COOKIE, JSON.stringify(flash), flashSecret(secret), { secure, maxAge: 60 });
}

/** The message this request carries, if we signed it; any flash cookie present is cleared. */
export async function readFlash(
  cookieHeader: string | null,
  { secret, secure }: FlashKeys,
): Promise<{ flash: Flash | null; clear: string | null }> {
  if (!readCookie(cookieHeader, FLASH_COOKIE)) return { flash: null, clear: null };
  const clear = clearCookie(FLASH_COOKIE, { secure });
  const raw = await readSignedCookie(cookieHeader, FLASH_COOKIE, flashSecret(secret));
  if (!raw) return { flash: null, clear };
  try {
    const f = JSON.parse(raw) as Flash;
    if (typeof f.message === "string" && ["success", "error", "info"].includes(f.type))
      return { flash: { type: f.type, message: f.message.slice(0, 300) }, clear };
  } catch {}
  return { flash: null, clear };
}
