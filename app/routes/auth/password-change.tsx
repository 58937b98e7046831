import { Link } from "react-router";
import type { Route } from "./+types/password-change";

export const meta: Route.MetaFunction = () => [{ title: "Password Changed | HealthBuddy" }];

export default function PasswordChange() {
  return (
    <div className="text-center">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-brand-100 text-3xl text-brand-800">✓</div>
      <h1 className="mt-4 text-2xl font-bold">Password Changed Successfully</h1>
      <p className="mt-2 text-slate-700">For your safety we signed you out everywhere. Log in with your new password.</p>
      <Link to="/login" className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
        Login
      </Link>
    </div>
  );
}
