import { hc } from "hono/client";
import type { AppType } from "../../worker/api/index.ts";

// The browser's typed client for /api (hono/client). Paths, payloads and answers are typed from the
// routes themselves (worker/api, a type-only import: no server code reaches the bundle), so a renamed
// field fails the typecheck, not a user. Same origin: the session cookie carries the user.
export const api = hc<AppType>("/api", {
  headers: { accept: "application/json" },
  init: { credentials: "same-origin" },
});

/** What every answer of the client has, whatever its route. */
export type ApiAnswer = { ok: boolean; status: number; json(): Promise<unknown> };

/** An API answer's error message, or `fallback` when it has none (not JSON: a proxy's page). */
export async function errorMessage(res: ApiAnswer, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } } | null;
    return body?.error?.message || fallback;
  } catch {
    return fallback;
  }
}
