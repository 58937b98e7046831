import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { SocialButtons } from "../../components/auth/social-buttons.tsx";
import { Field, FormAlert, PasswordField, SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { loginSchema } from "../../lib/auth-schemas.ts";
import { fieldErrors } from "../../lib/field-errors.ts";
import { authMessages, messages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Log in | HealthBuddy" },
  { name: "description", content: "Log in to HealthBuddy to see your dashboard, health score, symptom checks and saved chats." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  if (ctx.viewer) throw redirect(ctx.web.safeNext(request) ?? "/dashboard");
  return { notice: url.searchParams.get("m")?.slice(0, 200) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = loginSchema.safeParse({ email, password: String(form.get("password") ?? "") });
  if (!parsed.success) {
    return data({ fields: fieldErrors(parsed.error), email, message: null as string | null }, 400);
  }
  const limited = !(await ctx.services.auth.withinLimits("login", parsed.data.email));
  if (limited) return data({ fields: {}, email, message: messages.rateLimited }, 429);
  const result = await ctx.services.auth.login(parsed.data.email, parsed.data.password);
  if (!result.ok) {
    if (result.reason === "unverified") {
      ctx.web.flash({ type: "info", message: authMessages.unverified });
      throw redirect(`/verifyMail?e=${encodeURIComponent(parsed.data.email)}`);
    }
    return data({ fields: {}, email, message: authMessages.invalidCredentials }, 401);
  }
  ctx.web.startSession(result.tokens, form.get("remember") === "on");
  ctx.web.flash({ type: "success", message: "Sign in successful!" });
  const next = ctx.web.safeNext(request);
  const routed = ctx.web.pathAfterSignIn(result.user.avatar, result.hasAssessment || (await ctx.services.auth.hasAssessment(result.user.id)));
  throw redirect(routed === "/dashboard" && next ? next : routed);
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const f: Record<string, string> = actionData?.fields ?? {};
  return (
    <>
      <h1 className="text-2xl font-bold">Welcome back</h1>
      <p className="mt-1 text-slate-700">Log in to see your dashboard, checks and saved chats.</p>
      {loaderData.notice ? <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{loaderData.notice}</p> : null}
      <Form method="post" noValidate className="mt-6 grid gap-4">
        <Field name="email" label="Email" type="email" autoComplete="email" inputMode="email" error={f.email} defaultValue={actionData?.email} />
        <PasswordField name="password" label="Password" autoComplete="current-password" error={f.password} />
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="remember" className="size-5 accent-brand-700" /> Remember me
          </label>
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot Password
          </Link>
        </div>
        <FormAlert message={actionData?.message} />
        <SubmitButton busy={busy} busyLabel="Logging in...">
          LOGIN
        </SubmitButton>
      </Form>
      <SocialButtons />
      <p className="mt-6 text-center text-sm text-slate-700">
        New to HealthBuddy?{" "}
        <Link to="/register" className="font-semibold text-brand-700 underline">
          Create Account
        </Link>
      </p>
    </>
  );
}
