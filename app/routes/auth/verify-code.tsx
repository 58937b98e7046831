import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify-code";
import { CodeInput } from "../../components/auth/code-input.tsx";
import { FormAlert, ResendForm, SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { codeField } from "../../lib/auth-schemas.ts";
import { codeMessage, messages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [{ title: "Code verification | HealthBuddy" }];

export function loader({ request, context }: Route.LoaderArgs) {
  context.get(appContext).web.emailFromQuery(request, "/forgot-password");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const email = ctx.web.emailFromQuery(request, "/forgot-password");
  const form = await request.formData();
  if (!(await ctx.services.auth.withinAddressLimit("verify", email)))
    return data({ message: messages.rateLimited, resent: false }, 429);
  if (form.get("intent") === "resend") {
    await ctx.services.auth.forgotPassword(email);
    return { message: null, resent: true };
  }
  const code = codeField.safeParse(form.getAll("code").join(""));
  if (!code.success) return data({ message: "Please enter complete code", resent: false }, 400);
  const result = await ctx.services.auth.verifyResetCode(email, code.data);
  if (!result.ok) return data({ message: codeMessage(result.reason), resent: false }, 400);
  throw redirect(`/reset-password?e=${encodeURIComponent(email)}`);
}

export default function VerifyCode({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const resending = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  return (
    <>
      <h1 className="text-2xl font-bold">Code verification</h1>
      <p className="mt-1 text-slate-700">Enter the 6-digit code from your email.</p>
      <Form method="post" noValidate className="mt-6 grid gap-4">
        <CodeInput invalid={Boolean(actionData?.message)} />
        <FormAlert message={actionData?.message} />
        <SubmitButton busy={navigation.state === "submitting" && !resending} busyLabel="Verifying...">
          Verify Code
        </SubmitButton>
      </Form>
      <ResendForm sent={Boolean(actionData?.resent)} busy={resending} label="Resend" sentMessage="We've sent you a new code." />
    </>
  );
}
