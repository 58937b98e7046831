import { Link } from "react-router";
import type { Route } from "./+types/verification-failed";

export const meta: Route.MetaFunction = () => [{ title: "Email verification failed | HealthBuddy" }];

export function loader({ request }: Route.LoaderArgs) {
  const m = new URL(request.url).searchParams.get("m");
  return { message: (m ?? "We could not verify your email.").slice(0, 200) };
}

export default function VerificationFailed({ loaderData }: Route.ComponentProps) {
  return (
    <div className="text-center">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-red-100 text-3xl text-red-700">!</div>
      <h1 className="mt-4 text-2xl font-bold">Email verification failed</h1>
      <p className="mt-2 text-slate-700">{loaderData.message}</p>
      <Link to="/login" className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
        Try Again
      </Link>
    </div>
  );
}
