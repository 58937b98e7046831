import { exports } from "cloudflare:workers";

export const BASE = "http://localhost";

const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

export function request(path: string, init: RequestInit = {}) {
  // Redirects are part of what a client sees: never follow them silently.
  return worker.fetch(new Request(`${BASE}${path}`, { redirect: "manual", ...init }));
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A fresh client IP per test keeps the per-IP rate limits of one test from spilling into another. */
export const ipHeader = () => ({
  "cf-connecting-ip": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});
