import { Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { appContext } from "../../context.ts";
import { ASSESSMENT_STEPS, previousStepPath, stepAt, stepIndex } from "../../lib/assessment.ts";

export const meta: Route.MetaFunction = () => [{ title: "Health Assessment | HealthBuddy" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  return { retake: await ctx.services.auth.hasAssessment(viewer.id) };
}

export default function AssessmentLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const where = stepAt(location.pathname, location.search);
  const back = previousStepPath(where) ?? (loaderData.retake ? "/dashboard" : "/avatar");
  const index = where === "bmi-intro" ? stepIndex("height") : where === "health-intro" ? stepIndex("blood") : stepIndex(where);
  const total = ASSESSMENT_STEPS.length;
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto grid min-h-14 max-w-lg grid-cols-[5.5rem_1fr_5.5rem] items-center px-2 pt-2">
        <Link to={back} className="inline-flex min-h-11 items-center gap-1 justify-self-start rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-100">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M15 18l-6-6 6-6" />
          </svg>
          Back
        </Link>
        <h1 className="text-center text-base font-bold whitespace-nowrap text-slate-900 sm:text-lg">Health Assessment</h1>
      </header>
      <div className="mx-auto max-w-lg px-4 pt-2">
        <div
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={`Step ${index + 1} of ${total}`}
          className="h-2 overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width] duration-500" style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
        <p className="mt-1 text-right text-xs text-slate-600">
          Step {index + 1} of {total}
        </p>
      </div>
      <main id="main" className="mx-auto w-full max-w-lg px-4 pt-3 pb-16">
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-100 sm:p-8">
          <Outlet />
        </div>
        <p className="mt-6 text-center text-xs text-slate-600">
          Your answers stay private and shape your health score. In an emergency call 112.
        </p>
      </main>
    </div>
  );
}
