import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/gender";
import { StepError, StepHeading } from "../../components/assessment/step-ui.tsx";
import { appContext } from "../../context.ts";
import { GENDER_LABELS, GENDERS, genderSchema, nextStepPath } from "../../lib/assessment.ts";

export const meta: Route.MetaFunction = () => [{ title: "Your gender | Health Assessment | HealthBuddy" }];

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  return ctx.web.draft.page(ctx.web.draft.load(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  const parsed = genderSchema.safeParse((await request.formData()).get("gender"));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, 400);
  ctx.web.draft.save(stored, { gender: parsed.data });
  throw redirect(nextStepPath("gender"));
}

const ICONS: Record<(typeof GENDERS)[number], React.ReactNode> = {
  male: <path d="M15 9a5 5 0 1 1-7.07 7.07A5 5 0 0 1 15 9Zm0 0 5-5m0 0h-4m4 0v4" />,
  female: <path d="M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 0v7m-3-3h6" />,
  prefer_not_to_say: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9h8" />,
};

export default function GenderStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.formData?.get("gender") : null;
  const current = pending ?? loaderData.draft.gender;
  return (
    <Form method="post" aria-labelledby="step-title">
      <StepHeading title="What is your gender?" hint="This helps us tailor your health insights." />
      <div className="mt-6 grid gap-3" role="group" aria-labelledby="step-title">
        {GENDERS.map((g) => (
          <button
            key={g}
            type="submit"
            name="gender"
            value={g}
            aria-pressed={current === g}
            className="flex min-h-16 items-center gap-4 rounded-2xl border-2 border-slate-200 px-5 text-left text-lg font-semibold text-slate-900 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
          >
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-100 text-brand-800">
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                {ICONS[g]}
              </svg>
            </span>
            {GENDER_LABELS[g]}
          </button>
        ))}
      </div>
      <StepError id="gender-error" message={actionData?.error} />
    </Form>
  );
}
