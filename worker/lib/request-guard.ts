import type { AppContext } from "../context.ts";

// Page form actions read request.formData(): a JSON, text/plain, missing or broken multipart body
// would throw there and answer 500. These checks run first (app/root.tsx middleware) and answer
// 415 or 400 with the usual error page instead.

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export type Unreadable = { status: 400 | 415; message: string };

export const UNSUPPORTED_FORM =
  "This form can only be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).";
export const BROKEN_FORM = "We could not read what this form sent. Please try again.";

const READS_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What is wrong with a page request, or null when its form (if any) can be read. */
export async function unreadablePageRequest(
  ctx: Pick<AppContext, "unreadable">,
  request: Request,
): Promise<Unreadable | null> {
  if (ctx.unreadable) return ctx.unreadable;
  if (!READS_BODY.has(request.method)) return null;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type as (typeof FORM_TYPES)[number])) return { status: 415, message: UNSUPPORTED_FORM };
  try {
    await request.clone().formData();
  } catch {
    return { status: 400, message: BROKEN_FORM };
  }
  return null;
}
