import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Field, FormAlert, SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { emailOnlySchema } from "../../lib/auth-schemas.ts";
import { messages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [{ title: "Forgot Your Password? | HealthBuddy" }];

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = emailOnlySchema.safeParse({ email });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message, email, message: null as string | null }, 400);
  const limited = !(await ctx.services.auth.withinLimits("forgot", parsed.data.email));
  if (limited) return data({ error: undefined, email, message: messages.rateLimited }, 429);
  await ctx.services.auth.forgotPassword(parsed.data.email);
  throw redirect(`/confirmMail?e=${encodeURIComponent(parsed.data.email)}`);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-bold">Forgot Your Password?</h1>
      <p className="mt-1 text-slate-700">Enter your email and we'll send you a code to reset it.</p>
      <Form method="post" noValidate className="mt-6 grid gap-4">
        <Field name="email" label="Email" type="email" autoComplete="email" inputMode="email" error={actionData?.error} defaultValue={actionData?.email} />
        <FormAlert message={actionData?.message} />
        <SubmitButton busy={busy} busyLabel="Sending">
          Get Link
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to Login
        </Link>
      </p>
    </>
  );
}
