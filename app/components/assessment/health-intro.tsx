import { bmi, bmiCategory, stepPath } from "../../lib/assessment.ts";
import type { DraftMeta } from "./draft-storage.ts";
import { IntroScreen } from "./step-ui.tsx";

/** The health part's intro: the BMI just worked out, and what comes next. */
export function HealthIntro({ meta }: { meta: DraftMeta }) {
  const { weight, height } = meta.draft;
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
