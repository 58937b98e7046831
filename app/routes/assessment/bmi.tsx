import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/bmi";
import { useStepDraft } from "../../components/assessment/draft-storage.ts";
import { ContinueButton, IntroScreen, RangeField, StepHeading } from "../../components/assessment/step-ui.tsx";
import { appContext } from "../../context.ts";
import { bmi, bmiCategory, HEIGHT, heightSchema, nextStepPath, stepPath, WEIGHT, weightSchema } from "../../lib/assessment.ts";

export const meta: Route.MetaFunction = () => [{ title: "Height and weight | Health Assessment | HealthBuddy" }];

const stepOf = (request: Request) => {
  const n = Number(new URL(request.url).searchParams.get("step") ?? "1");
  return n === 2 || n === 3 ? n : 1;
};

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  const step = stepOf(request);
  ctx.web.draft.guard(stored, step === 3 ? "weight" : "height");
  return { ...ctx.web.draft.page(stored), step };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  const form = await request.formData();
  if (form.get("step") === "weight") {
    // A typed weight (for people above the slider's range) wins over the slider.
    const typed = String(form.get("weight_typed") ?? "").trim();
    const parsed = weightSchema.safeParse(typed || form.get("weight"));
    if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, 400);
    ctx.web.draft.save(stored, { weight: parsed.data });
    throw redirect(nextStepPath("weight"));
  }
  const parsed = heightSchema.safeParse(form.get("height"));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, 400);
  ctx.web.draft.save(stored, { height: parsed.data });
  throw redirect(nextStepPath("height"));
}

const CATEGORY_TONE: Record<string, string> = {
  Underweight: "bg-amber-50 text-amber-900",
  "Normal weight": "bg-brand-50 text-brand-900",
  Overweight: "bg-amber-50 text-amber-900",
  Obesity: "bg-red-50 text-red-900",
};

function BmiIntro() {
  return (
    <IntroScreen
      to={stepPath("height")}
      title="Let's work out your BMI"
      art={
        <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <path d="M4 20h16M6 20V9a6 6 0 0 1 12 0v11M12 9l2.5-2.5M9 14h6" />
        </svg>
      }
    >
      Body mass index compares your weight with your height. It is one simple sign of a healthy weight.
    </IntroScreen>
  );
}

function HeightStep({ loaderData, error }: { loaderData: Route.ComponentProps["loaderData"]; error?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const [height, setHeight] = useStepDraft(loaderData, "height", loaderData.draft.height ?? HEIGHT.default);
  return (
    <Form method="post" aria-labelledby="step-title">
      <input type="hidden" name="step" value="height" />
      <StepHeading title="How tall are you?" hint="Slide, or use the arrow keys or the − and + buttons." />
      <div className="mt-6">
        <RangeField name="height" label="Height" unit="cm" unitWords="centimetres" min={HEIGHT.min} max={HEIGHT.max} value={height} onChange={setHeight} error={error} />
      </div>
      <div className="mt-8">
        <ContinueButton busy={busy} />
      </div>
    </Form>
  );
}

function WeightStep({ loaderData, error }: { loaderData: Route.ComponentProps["loaderData"]; error?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const [weight, setWeight] = useStepDraft(loaderData, "weight", loaderData.draft.weight ?? WEIGHT.default);
  // What the person typed, while they type it; otherwise the weight itself when it is above the slider.
  const [typed, setTyped] = useState<string | null>(null);
  const typedShown = typed ?? (weight > WEIGHT.max ? String(weight) : "");
  const height = loaderData.draft.height ?? HEIGHT.default;
  const value = bmi(weight, height);
  const category = value === null ? null : bmiCategory(value);
  return (
    <Form method="post" aria-labelledby="step-title">
      <input type="hidden" name="step" value="weight" />
      <StepHeading title="How much do you weigh?" hint="Slide, or use the arrow keys or the − and + buttons." />
      <div className="mt-6">
        <RangeField
          name="weight"
          label="Weight"
          unit="kg"
          unitWords="kilograms"
          min={WEIGHT.min}
          max={WEIGHT.max}
          value={Math.min(weight, WEIGHT.max)}
          shown={weight}
          onChange={(v) => {
            setWeight(v);
            setTyped(null);
          }}
          error={error}
        />
      </div>
      <details open={weight > WEIGHT.max || undefined} className="mt-4 rounded-2xl bg-slate-50 px-4 py-2">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-brand-800">
          More than {WEIGHT.max} kg? Type your weight
          <span aria-hidden="true" className="text-2xl leading-none">+</span>
        </summary>
        <label htmlFor="weight_typed" className="mt-2 block text-sm font-medium text-slate-800">
          Your weight in kg (1 to {WEIGHT.typedMax})
        </label>
        <input
          id="weight_typed"
          name="weight_typed"
          type="number"
          inputMode="numeric"
          min={1}
          max={WEIGHT.typedMax}
          step={1}
          value={typedShown}
          onChange={(e) => {
            setTyped(e.target.value);
            const n = Number(e.target.value);
            if (Number.isInteger(n) && n >= 1 && n <= WEIGHT.typedMax) setWeight(n);
          }}
          aria-describedby="weight_typed-hint"
          className="mt-1 min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-lg"
        />
        <p id="weight_typed-hint" className="mt-1 mb-2 text-xs text-slate-600">
          When this box has a number, it is used instead of the slider.
        </p>
      </details>
      <section aria-labelledby="bmi-title" aria-live="polite" className={`mt-6 rounded-2xl p-4 text-center ${category ? CATEGORY_TONE[category] : "bg-slate-50 text-slate-700"}`}>
        <h3 id="bmi-title" className="text-sm font-semibold">
          Your BMI
        </h3>
        <p className="mt-1 text-3xl font-bold tabular-nums">{value === null ? "--" : value.toFixed(1)} <span className="text-base font-semibold">kg/m2</span></p>
        <p className="mt-1 font-medium">{category ?? "Move the slider to your weight"}</p>
        <p className="mt-2 text-xs">WHO ranges for adults: under 18.5 underweight, 18.5 to 24.9 healthy, 25 to 29.9 overweight, 30 and over obesity.</p>
      </section>
      <div className="mt-8">
        <ContinueButton busy={busy} disabled={weight === 0} />
      </div>
    </Form>
  );
}

export default function BmiStep({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.step === 1) return <BmiIntro />;
  if (loaderData.step === 2) return <HeightStep key="height" loaderData={loaderData} error={actionData?.error} />;
  return <WeightStep key="weight" loaderData={loaderData} error={actionData?.error} />;
}
