import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { SocialButtons } from "../../components/auth/social-buttons.tsx";
import { Field, FormAlert, PasswordField, SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { registerSchema } from "../../lib/auth-schemas.ts";
import { fieldErrors } from "../../lib/field-errors.ts";
import { authMessages, messages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [{ title: "Create your account | HealthBuddy" }];

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(appContext).viewer) throw redirect("/dashboard");
  return null;
}

const FIELDS = ["first_name", "last_name", "email", "phone", "password"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((k) => [k, String(form.get(k) ?? "")])) as Record<(typeof FIELDS)[number], string>;
  const keep = { ...values, password: "" };
  const parsed = registerSchema.safeParse(values);
  if (!parsed.success) {
    return data({ fields: fieldErrors(parsed.error), values: keep, message: null as string | null }, 400);
  }
  const ipOk = await ctx.services.auth.withinLimits("register");
  if (!ipOk) return data({ fields: {}, values: keep, message: messages.rateLimited }, 429);
  const result = await ctx.services.auth.register(parsed.data);
  if (!result.ok) {
    const fields: Record<string, string> =
      result.reason === "email_taken" ? { email: authMessages.emailTaken } : { password: authMessages.commonPassword };
    return data({ fields, values: keep, message: Object.values(fields)[0] ?? null }, result.reason === "email_taken" ? 409 : 400);
  }
  throw redirect(`/verifyMail?e=${encodeURIComponent(parsed.data.email)}`);
}

export default function Register({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const f: Record<string, string> = actionData?.fields ?? {};
  const v: Record<string, string> = actionData?.values ?? {};
  return (
    <>
      <h1 className="text-2xl font-bold">Create your account</h1>
      <p className="mt-1 text-slate-700">Free to start. Your health data stays yours.</p>
      <Form method="post" noValidate className="mt-6 grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="first_name" label="First name" autoComplete="given-name" error={f.first_name} defaultValue={v.first_name} />
          <Field name="last_name" label="Last name" autoComplete="family-name" error={f.last_name} defaultValue={v.last_name} />
        </div>
        <Field name="email" label="Email" type="email" autoComplete="email" inputMode="email" error={f.email} defaultValue={v.email} />
        <Field name="phone" label="Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" error={f.phone} defaultValue={v.phone} placeholder="+234..." />
        <PasswordField name="password" label="Password" autoComplete="new-password" error={f.password} />
        <p className="-mt-2 text-xs text-slate-600">At least 6 characters. Avoid common passwords.</p>
        <FormAlert message={actionData?.message && !Object.keys(f).length ? actionData.message : null} />
        <SubmitButton busy={busy} busyLabel="Submitting...">
          CREATE ACCOUNT
        </SubmitButton>
      </Form>
      <SocialButtons />
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Log in
        </Link>
      </p>
    </>
  );
}
