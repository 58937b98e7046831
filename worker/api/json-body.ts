import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { apiError } from "./errors.ts";

export const MAX_JSON_BYTES = 64 * 1024;

/** application/json or any +json type; an empty body may come without a type. */
export function isJsonContentType(header: string | undefined | null) {
  const type = (header ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

export const unsupportedMediaType = (c: Context) =>
  apiError(c, 415, "unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");

// What @hono/zod-openapi's media-type check and Hono's json validator accept without a second look.
const PLAIN_JSON = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * Reads a JSON body before the route's zod validator (`request.body` of its createRoute) sees it:
 * a size cap, 415 for a body not declared as JSON (it also keeps cross-site "simple" requests, text/plain
 * or form posts, from ever reaching a JSON handler), 400 for broken JSON or a missing body the schema
 * needs. The schema's own messages then come from the router's defaultHook (./openapi.ts).
 */
export function readJson(schema: z.ZodType, maxBytes = MAX_JSON_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > maxBytes) return apiError(c, 413, "payload_too_large", "The request is too large.");
    // Bytes decoded here (not c.req.text()): any content type may arrive, and is refused below.
    const text = new TextDecoder().decode(await c.req.arrayBuffer());
    const type = c.req.header("content-type");
    if (text.length && !isJsonContentType(type)) return unsupportedMediaType(c);
    if (new TextEncoder().encode(text).byteLength > maxBytes)
      return apiError(c, 413, "payload_too_large", "The request is too large.");
    let data: unknown;
    try {
      data = text.length ? JSON.parse(text) : undefined;
    } catch {
      return apiError(c, 400, "invalid_json", "The request body is not valid JSON.");
    }
    if (data === undefined && !schema.safeParse(undefined).success)
      return apiError(c, 400, "invalid_json", "The request body must be a JSON object.");
    // The body is JSON (or empty and allowed to be): a type spelled in a way the library's own check
    // would refuse ("application/json; boundary=", text/plain on an empty body) is passed on plainly.
    if (type !== undefined && !(text.length && PLAIN_JSON.test(type))) passOn(c, text.length ? text : null);
    await next();
  };
}

/**
 * Hands a body this module has checked on to the route's validators as plain JSON (or as no body at
 * all): the request they read is replaced, and so is Hono's cached copy of its text.
 */
export function passOn(c: Context, json: string | null) {
  const headers = new Headers(c.req.raw.headers);
  if (json === null) headers.delete("content-type");
  else headers.set("content-type", "application/json");
  c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: json });
  // Hono keeps the promise of each body it read under the reader's name (typed as the reader).
  c.req.bodyCache = (json === null ? {} : { text: Promise.resolve(json) }) as unknown as typeof c.req.bodyCache;
}
