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

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields: Record<string, string> = {},
) {
  return c.json<ApiErrorBody>({ error: { code, message, fields } }, status);
}

/** First message per field path, the shape every form and API client reads. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
