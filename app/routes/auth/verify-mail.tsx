import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify-mail";
import { CodeInput } from "../../components/auth/code-input.tsx";
import { FormAlert, ResendForm, SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { codeField, maskEmail } from "../../lib/auth-schemas.ts";
import { emailField } from "../../lib/email.ts";
import { authMessages, codeMessage, messages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [{ title: "Verify your Email | HealthBuddy" }];

export function loader({ request }: Route.LoaderArgs) {
  const email = emailField.safeParse(new URL(request.url).searchParams.get("e") ?? "");
  if (!email.success) throw redirect("/register");
  return { masked: maskEmail(email.data) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const email = emailField.safeParse(new URL(request.url).searchParams.get("e") ?? "");
  if (!email.success) throw redirect("/register");
  const form = await request.formData();
  const limited = !(await ctx.services.auth.withinAddressLimit("verify", email.data));
  if (limited) return data({ message: messages.rateLimited, sent: false }, 429);
  if (form.get("intent") === "resend") {
    await ctx.services.auth.resendVerificationMail(email.data);
    return { message: null, sent: true };
  }
  const code = codeField.safeParse(form.getAll("code").join(""));
  if (!code.success) return data({ message: "Please enter complete code", sent: false }, 400);
  const result = await ctx.services.auth.verifyEmailCode(email.data, code.data);
  if (!result.ok) return data({ message: codeMessage(result.reason), sent: false }, 400);
  ctx.web.flash({ type: "success", message: "Email verified." });
  throw redirect("/register-success");
}

export default function VerifyMail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "resend";
  const resending = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  return (
    <>
      <h1 className="text-2xl font-bold">Verify your Email</h1>
      <p className="mt-2 text-slate-700">
        We sent a 6-digit code and a link to <strong>{loaderData.masked}</strong>. Enter the code below or open the link.
        It expires in 10 minutes.
      </p>
      <Form method="post" noValidate className="mt-6 grid gap-4">
        <CodeInput invalid={Boolean(actionData?.message)} describedBy="code-status" />
        <div id="code-status">
          <FormAlert message={actionData?.message} />
        </div>
        <SubmitButton busy={busy} busyLabel="Verifying...">
          Verify Email
        </SubmitButton>
      </Form>
      <ResendForm sent={Boolean(actionData?.sent)} busy={resending} label="resend mail" sentMessage={authMessages.verificationSent} />
    </>
  );
}
