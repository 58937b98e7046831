import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { assessmentMessages, CHECKUP_OPTIONS } from "../../lib/assessment.ts";
import { useStepDraft, type DraftMeta } from "./draft-storage.ts";
import { ChoiceIcon, ContinueButton, StepError, StepHeading } from "./step-ui.tsx";

/** The last health step: how often the person goes for checkups (posted as `checkups`). */
export function CheckupsStep({ meta, error }: { meta: DraftMeta; error?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const [checkups, setCheckups] = useStepDraft<string>(meta, "checkups", meta.draft.checkups ?? "");
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
