import type { z } from "zod";

/**
 * A form's zod issues as one message per field, the first issue of each field winning (the order the
 * schema checks them in), keyed by the field's top-level name: what actions send back with status 400.
 */
export function fieldErrors(error: Pick<z.ZodError, "issues">): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}
