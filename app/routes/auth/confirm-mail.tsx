import { Link, redirect } from "react-router";
import type { Route } from "./+types/confirm-mail";
import { maskEmail } from "../../lib/auth-schemas.ts";
import { emailField } from "../../lib/email.ts";

export const meta: Route.MetaFunction = () => [{ title: "Check your mail | HealthBuddy" }];

export function loader({ request }: Route.LoaderArgs) {
  const email = emailField.safeParse(new URL(request.url).searchParams.get("e") ?? "");
  if (!email.success) throw redirect("/forgot-password");
  return { email: email.data, masked: maskEmail(email.data) };
}

export default function ConfirmMail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold">Check your mail</h1>
      <p className="mt-2 text-slate-700">
        If an account exists for <strong>{loaderData.masked}</strong>, we've sent a 6-digit code to reset the password. It
        expires in 10 minutes.
      </p>
      <Link
        to={`/reset-password?e=${encodeURIComponent(loaderData.email)}`}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
      >
        Proceed
      </Link>
      <Link to={`/verifyCode?e=${encodeURIComponent(loaderData.email)}`} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline">
        Check the code first
      </Link>
    </div>
  );
}
