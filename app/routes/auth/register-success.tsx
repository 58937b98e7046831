import { Link } from "react-router";
import type { Route } from "./+types/register-success";

export const meta: Route.MetaFunction = () => [{ title: "Account Created | HealthBuddy" }];

export default function RegisterSuccess() {
  return (
    <div className="text-center">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-brand-100 text-3xl text-brand-800">✓</div>
      <h1 className="mt-4 text-2xl font-bold">Account Created Successfully</h1>
      <p className="mt-2 text-slate-700">Your email is verified. Log in to choose your avatar and take a short health assessment.</p>
      <Link to="/login" className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
        CONTINUE
      </Link>
    </div>
  );
}
