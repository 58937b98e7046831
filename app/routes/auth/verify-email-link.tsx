import { redirect } from "react-router";
import type { Route } from "./+types/verify-email-link";
import { appContext } from "../../context.ts";
import { emailField } from "../../lib/email.ts";
import { codeMessage } from "../../lib/messages.ts";

// The link in the verification mail lands here and goes on to success or failure.
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  const email = emailField.safeParse(url.searchParams.get("e") ?? "");
  const token = url.searchParams.get("t") ?? "";
  const fail = (m: string) => redirect(`/verification-failed?e=${encodeURIComponent(url.searchParams.get("e") ?? "")}&m=${encodeURIComponent(m)}`);
  if (!email.success || !token || token.length > 100) throw fail("This verification link is not valid.");
  const result = await ctx.services.auth.verifyEmailLink(email.data, token);
  if (!result.ok) throw fail(result.reason === "expired" ? codeMessage("expired") : "This verification link is not valid or was already used.");
  throw redirect("/register-success");
}
