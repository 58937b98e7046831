import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/age";
import { useStepDraft } from "../../components/assessment/draft-storage.ts";
import { ContinueButton, StepError, StepHeading } from "../../components/assessment/step-ui.tsx";
import { appContext } from "../../context.ts";
import { assessmentMessages, checkAge, nextStepPath } from "../../lib/assessment.ts";

export const meta: Route.MetaFunction = () => [{ title: "Your date of birth | Health Assessment | HealthBuddy" }];

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  ctx.web.draft.guard(stored, "dob");
  return ctx.web.draft.page(stored);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  const dob = String((await request.formData()).get("dob") ?? "").trim();
  const check = checkAge(dob, ctx.web.draft.page(stored).today);
  if (!check.ok) return data({ error: check.message, dob }, 400);
  ctx.web.draft.save(stored, { dob });
  throw redirect(nextStepPath("dob"));
}

export default function AgeStep({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [dob, setDob] = useStepDraft(loaderData, "dob", actionData?.dob ?? loaderData.draft.dob ?? "");
  const [touched, setTouched] = useState(false);
  const check = dob ? checkAge(dob, loaderData.today) : null;
  // The server's answer wins until the user changes the date again.
  const error = touched ? (check && !check.ok ? check.message : null) : (actionData?.error ?? null);
  const teen = check?.ok && check.teen;
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="step-title"
      onSubmit={(e) => {
        if (!dob) {
          e.preventDefault();
          setTouched(true);
        }
      }}
    >
      <StepHeading title="When were you born?" hint="Your age helps us give advice that fits you. You must be 13 or older." />
      <div className="mt-6">
        <label htmlFor="dob" className="block text-sm font-medium text-slate-800">
          Date of birth
        </label>
        <input
          id="dob"
          name="dob"
          type="date"
          max={loaderData.today}
          min="1900-01-01"
          value={dob}
          onChange={(e) => {
            setDob(e.target.value);
            setTouched(true);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="dob-error dob-note"
          className="mt-1 min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-lg text-slate-900 aria-[invalid=true]:border-red-600"
        />
        <StepError id="dob-error" message={touched && !dob ? assessmentMessages.dobRequired : error} />
        <p id="dob-note" role="status" className={teen ? "mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" : "sr-only"}>
          {teen ? assessmentMessages.teen : ""}
        </p>
      </div>
      <div className="mt-8">
        <ContinueButton busy={busy} disabled={Boolean(check && !check.ok)} />
      </div>
    </Form>
  );
}
