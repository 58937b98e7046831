import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { SocialButtons } from "../../components/auth/social-buttons.tsx";
import { Field, FormAlert, PasswordField, SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { loginSchema } from "../../lib/auth-schemas.ts";
import { authMessages, hasAssessment, login } from "../../../worker/auth/accounts.ts";
import { flash, pathAfterSignIn, startWebSession } from "../../../worker/auth/web.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Log in | HealthBuddy" },
  { name: "description", content: "Log in to HealthBuddy to see your dashboard, health score, symptom checks and saved chats." },
];

/** Only same-site paths may be a post-login destination (no open redirect). */
function safeNext(next: string | null) {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/login") ? next : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const url = new URL(request.url);
  if (ctx.viewer) throw redirect(safeNext(url.searchParams.get("next")) ?? "/dashboard");
  return { notice: url.searchParams.get("m")?.slice(0, 200) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = loginSchema.safeParse({ email, password: String(form.get("password") ?? "") });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[String(i.path[0])] ??= i.message;
    return data({ fields, email, message: null as string | null }, 400);
  }
  const limited =
    !(await ctx.limit(ctx.env.RL_AUTH_IP, `login:ip:${ctx.clientIp}`)) ||
    !(await ctx.limit(ctx.env.RL_AUTH_EMAIL, `login:email:${parsed.data.email}`));
  if (limited) return data({ fields: {}, email, message: "Too many attempts. Please wait a minute and try again." }, 429);
  const result = await login(ctx.authDeps(), parsed.data.email, parsed.data.password);
  if (!result.ok) {
    if (result.reason === "unverified") {
      flash(ctx, { type: "info", message: authMessages.unverified });
      throw redirect(`/verifyMail?e=${encodeURIComponent(parsed.data.email)}`);
    }
    return data({ fields: {}, email, message: authMessages.invalidCredentials }, 401);
  }
  startWebSession(ctx, result.tokens, form.get("remember") === "on");
  flash(ctx, { type: "success", message: "Sign in successful!" });
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const routed = pathAfterSignIn(result.user.avatar, result.hasAssessment || (await hasAssessment(ctx.db, result.user.id)));
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
