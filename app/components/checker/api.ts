import type { ApiAnswer } from "../../lib/api-client.ts";

// The checker pages' calls to /api through the typed client (app/lib/api-client.ts).

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

/** Runs one call; a network failure and an error answer become values the page can show. */
export async function callApi<T = unknown>(send: () => Promise<ApiAnswer>): Promise<ApiResult<T>> {
  let res: ApiAnswer;
  try {
    res = await send();
  } catch {
    return { ok: false, status: 0, message: "You seem to be offline. Check your connection." };
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const message =
    (data as { error?: { message?: string } } | null)?.error?.message ?? `The server answered ${res.status}.`;
  return { ok: false, status: res.status, message };
}

/** The SPEC: a 401 from any call sends the browser to /login. */
export function loginPath(): string {
  const next = typeof window === "undefined" ? "/dashboard/checker" : window.location.pathname + window.location.search;
  return `/login?${new URLSearchParams({ next, m: "Session expired. Please login again." })}`;
}
