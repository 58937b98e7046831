import { readCookie, serializeCookie } from "../auth/cookies.ts";

export const FLASH_COOKIE = "hb_flash";
export type Flash = { type: "success" | "error" | "info"; message: string };

/** A one-time message for the next page (the SPEC's toasts after a redirect). */
export function flashCookie(flash: Flash, secure: boolean) {
  return serializeCookie(FLASH_COOKIE, JSON.stringify(flash), { secure, maxAge: 60 });
}

export function readFlash(cookieHeader: string | null, secure: boolean): { flash: Flash | null; clear: string | null } {
  const raw = readCookie(cookieHeader, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  const clear = serializeCookie(FLASH_COOKIE, "", { secure, maxAge: 0 });
  try {
    const f = JSON.parse(raw) as Flash;
    if (typeof f.message === "string" && ["success", "error", "info"].includes(f.type))
      return { flash: { type: f.type, message: f.message.slice(0, 300) }, clear };
  } catch {}
  return { flash: null, clear };
}
