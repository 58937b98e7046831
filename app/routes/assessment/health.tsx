import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/health";
import { useStepDraft } from "../../components/assessment/draft-storage.ts";
import { ChoiceIcon, ContinueButton, IntroScreen, StepError, StepHeading } from "../../components/assessment/step-ui.tsx";
import { TagPicker } from "../../components/assessment/tag-picker.tsx";
import { appContext } from "../../context.ts";
import {
  assessmentMessages,
  bloodSchema,
  BLOOD_TYPES,
  bmi,
  bmiCategory,
  CHECKUP_OPTIONS,
  checkupsSchema,
  HEALTH_STEP_IDS,
  nextStepPath,
  stepPath,
  TAG_LISTS,
  type TagListKind,
} from "../../lib/assessment.ts";

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

type Data = Route.ComponentProps["loaderData"];

function HealthIntro({ loaderData }: { loaderData: Data }) {
  const { weight, height } = loaderData.draft;
  const value = weight && height ? bmi(weight, height) : null;
  return (
    <IntroScreen
      to={stepPath("blood")}
      title="Now, a few questions about your health"
      art={
        <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          <path d="M7 12h3l1-2 2 4 1-2h3" />
        </svg>
      }
    >
      {value !== null ? (
        <p className="mb-2 font-semibold text-brand-800">
          Your BMI: {value.toFixed(1)} kg/m2 ({bmiCategory(value)})
        </p>
      ) : null}
      <p>Blood type, conditions, symptoms, allergies, medicines and checkups. Skip anything that does not apply.</p>
    </IntroScreen>
  );
}

function BloodStep({ loaderData, error }: { loaderData: Data; error?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const [blood, setBlood] = useStepDraft<string>(loaderData, "blood", loaderData.draft.blood ?? "");
  const [clientError, setClientError] = useState<string | null>(null);
  const shown = clientError ?? (blood ? null : error);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(e) => {
        if (!blood) {
          e.preventDefault();
          setClientError(assessmentMessages.blood);
        }
      }}
    >
      <input type="hidden" name="step" value="2" />
      <fieldset aria-describedby="blood-error">
        <legend className="contents">
          <StepHeading title="What is your blood type?" hint="You can find it on a lab result or your hospital card." />
        </legend>
        <div className="mt-6 grid grid-cols-4 gap-2">
          {BLOOD_TYPES.map((b) => (
            <label key={b} className="relative">
              <input
                type="radio"
                name="blood"
                value={b}
                checked={blood === b}
                onChange={() => {
                  setBlood(b);
                  setClientError(null);
                }}
                className="peer sr-only"
              />
              <span className="grid min-h-14 cursor-pointer place-items-center rounded-2xl border-2 border-slate-200 text-lg font-bold text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
                {b}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepError id="blood-error" message={shown} />
      <p className="mt-4 text-sm text-slate-600">Not sure? A quick blood group test at a lab or pharmacy tells you. Pick your best guess for now; you can retake the assessment.</p>
      <div className="mt-8">
        <ContinueButton busy={busy} />
      </div>
    </Form>
  );
}

const TAG_COPY: Record<TagListKind, { title: string; hint: string; label: string; noun: string; skip: string }> = {
  conditions: {
    title: "Do you have any long-term conditions?",
    hint: "Conditions a health worker has told you about, such as asthma or sickle cell.",
    label: "Conditions",
    noun: "condition",
    skip: "No condition",
  },
  symptoms: {
    title: "Any symptoms right now?",
    hint: "Anything you have been feeling lately.",
    label: "Symptoms",
    noun: "symptom",
    skip: "No symptoms",
  },
  allergies: {
    title: "Are you allergic to anything?",
    hint: "Medicines, foods or anything else.",
    label: "Allergies",
    noun: "allergy",
    skip: "No allergy",
  },
  medications: {
    title: "Do you take any medicines?",
    hint: "Medicines you take regularly or are taking now.",
    label: "Medications",
    noun: "medication",
    skip: "No medication",
  },
};

function TagStep({ loaderData, kind, step }: { loaderData: Data; kind: TagListKind; step: number }) {
  const busy = useNavigation().state === "submitting";
  const copy = TAG_COPY[kind];
  const [items, setItems] = useStepDraft<string[]>(loaderData, kind, loaderData.draft[kind] ?? []);
  return (
    <Form method="post" aria-labelledby="step-title">
      <input type="hidden" name="step" value={step} />
      <StepHeading title={copy.title} hint={copy.hint} />
      <div className="mt-6">
        <TagPicker id={`${kind}-search`} label={copy.label} noun={copy.noun} list={TAG_LISTS[kind]} value={items} onChange={setItems} />
      </div>
      <div className="mt-8 grid gap-3">
        <ContinueButton busy={busy} />
        <button
          type="submit"
          name="intent"
          value="skip"
          formNoValidate
          className="mx-auto min-h-11 rounded-full px-4 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
        >
          {copy.skip}
        </button>
      </div>
    </Form>
  );
}

function CheckupsStep({ loaderData, error }: { loaderData: Data; error?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const [checkups, setCheckups] = useStepDraft<string>(loaderData, "checkups", loaderData.draft.checkups ?? "");
  const [clientError, setClientError] = useState<string | null>(null);
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(e) => {
        if (!checkups) {
          e.preventDefault();
          setClientError(assessmentMessages.checkups);
        }
      }}
    >
      <input type="hidden" name="step" value="7" />
      <fieldset aria-describedby="checkups-error">
        <legend className="contents">
          <StepHeading title="How often do you go for checkups?" hint="A checkup can be a visit to a clinic, a pharmacy check or checking in with yourself here." />
        </legend>
        <div className="mt-6 grid gap-2">
          {CHECKUP_OPTIONS.map((o) => (
            <label
              key={o}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-slate-200 px-4 font-semibold text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="checkups"
                value={o}
                checked={checkups === o}
                onChange={() => {
                  setCheckups(o);
                  setClientError(null);
                }}
                className="sr-only"
              />
              <ChoiceIcon checked={checkups === o} />
              {o}
            </label>
          ))}
        </div>
      </fieldset>
      <StepError id="checkups-error" message={clientError ?? (checkups ? null : error)} />
      <div className="mt-8">
        <ContinueButton busy={busy} />
      </div>
    </Form>
  );
}

export default function HealthStep({ loaderData, actionData }: Route.ComponentProps) {
  const step = loaderData.step;
  const error = actionData?.error;
  if (step === 1) return <HealthIntro loaderData={loaderData} />;
  if (step === 2) return <BloodStep key="blood" loaderData={loaderData} error={error} />;
  const kind = TAG_STEPS[step];
  if (kind) return <TagStep key={kind} loaderData={loaderData} kind={kind} step={step} />;
  return <CheckupsStep key="checkups" loaderData={loaderData} error={error} />;
}
