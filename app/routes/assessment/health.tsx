import { data, redirect } from "react-router";
import type { Route } from "./+types/health";
import { BloodStep } from "../../components/assessment/blood-step.tsx";
import { CheckupsStep } from "../../components/assessment/checkups-step.tsx";
import { HealthIntro } from "../../components/assessment/health-intro.tsx";
import { TagStep } from "../../components/assessment/tag-step.tsx";
import { appContext } from "../../context.ts";
import { assessmentMessages, bloodSchema, checkupsSchema, HEALTH_STEP_IDS, nextStepPath, stepPath, type TagListKind } from "../../lib/assessment.ts";

export const meta: Route.MetaFunction = () => [{ title: "Your health | Health Assessment | HealthBuddy" }];

const stepOf = (url: URL) => {
  const n = Number(url.searchParams.get("step") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 7 ? n : 1;
};

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  const step = stepOf(new URL(request.url));
  ctx.web.draft.guard(stored, HEALTH_STEP_IDS[step] ?? "blood");
  return { ...ctx.web.draft.page(stored), step };
}

const TAG_STEPS: Record<number, TagListKind> = { 3: "conditions", 4: "symptoms", 5: "allergies", 6: "medications" };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  const url = new URL(request.url);
  const form = await request.formData();
  const step = Number(form.get("step") ?? stepOf(url));
  if (step === 2) {
    const parsed = bloodSchema.safeParse(form.get("blood") ?? "");
    if (!parsed.success) return data({ error: assessmentMessages.blood }, 400);
    ctx.web.draft.save(stored, { blood: parsed.data });
    throw redirect(nextStepPath("blood"));
  }
  const kind = TAG_STEPS[step];
  if (kind) {
    const intent = String(form.get("intent") ?? "continue");
    if (intent === "skip") {
      ctx.web.draft.save(stored, { [kind]: [] });
      throw redirect(nextStepPath(kind));
    }
    const items = ctx.web.draft.tagsFromForm(form, kind);
    ctx.web.draft.save(stored, { [kind]: items });
    // Adding or removing one item without JavaScript comes back to the same step.
    if (intent === "add" || form.get("add") || form.get("remove")) throw redirect(stepPath(kind));
    throw redirect(nextStepPath(kind));
  }
  if (step === 7) {
    const parsed = checkupsSchema.safeParse(form.get("checkups") ?? "");
    if (!parsed.success) return data({ error: assessmentMessages.checkups }, 400);
    ctx.web.draft.save(stored, { checkups: parsed.data });
    throw redirect(nextStepPath("checkups"));
  }
  throw redirect(stepPath("blood"));
}

export default function HealthStep({ loaderData, actionData }: Route.ComponentProps) {
  const step = loaderData.step;
  const error = actionData?.error;
  if (step === 1) return <HealthIntro meta={loaderData} />;
  if (step === 2) return <BloodStep key="blood" meta={loaderData} error={error} />;
  const kind = TAG_STEPS[step];
  if (kind) return <TagStep key={kind} meta={loaderData} kind={kind} step={step} />;
  return <CheckupsStep key="checkups" meta={loaderData} error={error} />;
}
