import { Form, useNavigation } from "react-router";
import { TAG_LISTS, type TagListKind } from "../../lib/assessment.ts";
import { useStepDraft, type DraftMeta } from "./draft-storage.ts";
import { ContinueButton, StepHeading } from "./step-ui.tsx";
import { TagPicker } from "./tag-picker.tsx";

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

/** Steps 3 to 6 of the health part: conditions, symptoms, allergies and medicines, each a tag list; Skip means none. */
export function TagStep({ meta, kind, step }: { meta: DraftMeta; kind: TagListKind; step: number }) {
  const busy = useNavigation().state === "submitting";
  const copy = TAG_COPY[kind];
  const [items, setItems] = useStepDraft<string[]>(meta, kind, meta.draft[kind] ?? []);
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
