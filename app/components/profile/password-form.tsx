import { Form } from "react-router";
import { PasswordField } from "../auth/fields.tsx";
import { card } from "./styles.ts";
import { useSubmitting } from "./use-submitting.ts";

/** Change password (intent `password`), for accounts that have one; other devices are signed out. */
export function PasswordForm({ errors: f }: { errors: Record<string, string> }) {
  const busy = useSubmitting("password");
  return (
    <section className={card} aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold">Password</h2>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="password" />
        <PasswordField name="current_password" label="Current password" autoComplete="current-password" error={f.current_password} />
        <PasswordField name="new_password" label="New password" autoComplete="new-password" error={f.new_password} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="min-h-12 rounded-full border border-brand-700 px-6 font-semibold text-brand-700 disabled:opacity-70">{busy ? "saving" : "Change"}</button>
        </div>
      </Form>
    </section>
  );
}
