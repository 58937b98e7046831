import { Form } from "react-router";
import { CodeInput } from "../auth/code-input.tsx";
import { FieldError } from "../auth/fields.tsx";
import { card } from "./styles.ts";
import { useSubmitting } from "./use-submitting.ts";

/** The 6-digit code sent to a new address, which makes it the sign-in email (intent `confirm-email`). */
export function ConfirmEmailForm({ pendingEmail, error }: { pendingEmail: string; error?: string }) {
  const busy = useSubmitting("confirm-email");
  return (
    <section className={card} aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title" className="text-lg font-semibold">Confirm your new email</h2>
      <p className="mt-1 text-sm text-slate-700">Enter the 6-digit code we sent to {pendingEmail}.</p>
      <Form method="post" noValidate className="mt-4 grid max-w-sm gap-3">
        <input type="hidden" name="intent" value="confirm-email" />
        <CodeInput invalid={Boolean(error)} describedBy="confirm-code-error" />
        <FieldError id="confirm-code-error" error={error} />
        <button type="submit" disabled={busy} className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70">{busy ? "Verifying..." : "Confirm email"}</button>
      </Form>
    </section>
  );
}
