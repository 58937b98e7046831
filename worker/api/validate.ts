import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { apiError, fieldErrors } from "./errors.ts";

export const MAX_JSON_BYTES = 64 * 1024;

type Vars<T> = { Variables: { body: T; query: T } };

/**
 * Parses a JSON body with a size cap and validates it. Every failure is a 400 in the one
 * error shape; the handler only ever sees valid input through c.get("body").
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  maxBytes = MAX_JSON_BYTES,
): MiddlewareHandler<Vars<z.output<S>>> {
  return async (c, next) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > maxBytes) return apiError(c, 413, "payload_too_large", "The request is too large.");
    const text = await c.req.text();
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
    const parsed = schema.safeParse(data);
    if (!parsed.success) return invalid(c, parsed.error);
    c.set("body", parsed.data);
    await next();
  };
}

export function queryParams<S extends z.ZodType>(schema: S): MiddlewareHandler<Vars<z.output<S>>> {
  return async (c, next) => {
    const parsed = schema.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, parsed.error);
    c.set("query", parsed.data);
    await next();
  };
}

function invalid(c: Context, error: z.ZodError) {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? "Invalid input.";
  return apiError(c, 400, "invalid_input", first, fields);
}
