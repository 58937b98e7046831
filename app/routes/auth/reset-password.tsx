import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { CodeInput } from "../../components/auth/code-input.tsx";
import { FormAlert, ResendForm, PasswordField, SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { maskEmail, resetPasswordSchema } from "../../lib/auth-schemas.ts";
import { fieldErrors } from "../../lib/field-errors.ts";
import { authMessages, codeMessage, messages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [{ title: "Reset password | HealthBuddy" }];

export function loader({ request, context }: Route.LoaderArgs) {
  return { masked: maskEmail(context.get(appContext).web.emailFromQuery(request, "/forgot-password")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const email = ctx.web.emailFromQuery(request, "/forgot-password");
  const form = await request.formData();
  if (!(await ctx.services.auth.withinAddressLimit("reset", email)))
    return data({ fields: {} as Record<string, string>, message: messages.rateLimited, resent: false }, 429);
  if (form.get("intent") === "resend") {
    await ctx.services.auth.forgotPassword(email);
    return { fields: {} as Record<string, string>, message: null, resent: true };
  }
  const parsed = resetPasswordSchema.safeParse({
    email,
    code: form.getAll("code").join(""),
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  });
  if (!parsed.success) {
    return data({ fields: fieldErrors(parsed.error), message: null, resent: false }, 400);
  }
  const result = await ctx.services.auth.resetPassword(email, parsed.data.code, parsed.data.password);
  if (!result.ok) {
    const fields: Record<string, string> = result.reason === "common_password" ? { password: authMessages.commonPassword } : { code: codeMessage(result.reason) };
    return data({ fields, message: null, resent: false }, 400);
  }
  throw redirect("/password-change");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const resending = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  const busy = navigation.state === "submitting" && !resending;
  const f = actionData?.fields ?? {};
  return (
    <>
      <h1 className="text-2xl font-bold">Reset password</h1>
      <p className="mt-1 text-slate-700">
        Enter the code we sent to <strong>{loaderData.masked}</strong> and choose a new password.
      </p>
      <Form method="post" noValidate className="mt-6 grid gap-4">
        <CodeInput invalid={Boolean(f.code)} describedBy="code-error" />
        <p id="code-error" className="-mt-2 min-h-5 text-sm text-red-700">{f.code ?? ""}</p>
        <PasswordField name="password" label="New password" autoComplete="new-password" error={f.password} />
        <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" error={f.confirmPassword} />
        <FormAlert message={actionData?.message} />
        <SubmitButton busy={busy} busyLabel="saving">
          save changes
        </SubmitButton>
      </Form>
      <ResendForm sent={Boolean(actionData?.resent)} busy={resending} label="Resend" sentMessage="We've sent you a new code." />
    </>
  );
}
