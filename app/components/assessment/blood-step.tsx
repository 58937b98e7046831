import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { assessmentMessages, BLOOD_TYPES } from "../../lib/assessment.ts";
import { useStepDraft, type DraftMeta } from "./draft-storage.ts";
import { ContinueButton, StepError, StepHeading } from "./step-ui.tsx";

/** Step 2 of the health part: the blood type, one of eight (posted as `blood`). */
export function BloodStep({ meta, error }: { meta: DraftMeta; error?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const [blood, setBlood] = useStepDraft<string>(meta, "blood", meta.draft.blood ?? "");
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
