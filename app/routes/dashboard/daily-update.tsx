import { data, Link } from "react-router";
import type { Route } from "./+types/daily-update";
import { DailyUpdateForm } from "../../components/dashboard/daily-update-form.tsx";
import { appContext } from "../../context.ts";
import { dailyUpdateSchema } from "../../lib/assessment.ts";
import { fieldErrors } from "../../lib/field-errors.ts";

// The daily health update's own address: the dashboard's form posts here, and it also works as
// a page of its own (a link from a notification, or a form error without JavaScript).

export const meta: Route.MetaFunction = () => [{ title: "Daily health update | HealthBuddy" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  return { saved: await ctx.services.dashboard.todaysUpdate(viewer.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const form = await request.formData();
  const parsed = dailyUpdateSchema.safeParse({ mood: form.get("mood") ?? "", energy: form.get("energy") ?? "", sleep_hours: form.get("sleep_hours") ?? "" });
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error) }, 400);
  }
  if (!(await ctx.services.dashboard.updateAllowed(viewer.id))) return data({ errors: { _: "Too many updates. Please wait a minute and try again." } }, 429);
  await ctx.services.dashboard.saveDailyUpdate(viewer.id, parsed.data);
  throw ctx.web.redirectWithFlash("/dashboard#daily-update", { type: "success", message: "Today's health update is saved. Thank you for checking in!" });
}

export default function DailyUpdatePage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <div className="mx-auto max-w-lg">
      <Link to="/dashboard" className="inline-flex min-h-11 items-center font-semibold text-brand-800">
        ← Dashboard
      </Link>
      <div className="mt-2 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
        <h1 className="text-2xl font-bold">How are you today?</h1>
        <p className="mt-1 text-sm text-slate-700">Mood, energy and sleep, in one tap. It counts as today's check-in.</p>
        {errors._ ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {errors._}
          </p>
        ) : null}
        <div className="mt-4">
          <DailyUpdateForm saved={loaderData.saved} errors={errors} />
        </div>
      </div>
    </div>
  );
}
