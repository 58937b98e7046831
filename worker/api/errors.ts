import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

export type ApiErrorBody = {
  error: { code: string; message: string; fields: Record<string, string> };
};

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()),
    }),
  })
  .meta({ id: "Error" });

/** The one error shape. The status stays a literal type, so a route's declared responses check it. */
export function apiError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
  fields: Record<string, string> = {},
) {
  return c.json<ApiErrorBody, S>({ error: { code, message, fields } }, status);
}

/** First message per field path, the shape every form and API client reads. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A request that failed its schema: 400, the first message on top, every field's first message. */
export function invalidInput(c: Context, error: z.core.$ZodError) {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? "Invalid input.";
  return apiError(c, 400, "invalid_input", first, fields);
}
