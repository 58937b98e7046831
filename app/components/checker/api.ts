// The checker pages' calls to /api: same-origin, the session cookie carries the user.

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

export async function callApi<T>(
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? "GET",
      headers:
        init.body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
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
