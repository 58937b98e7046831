import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "../ui/use-hydrated.ts";
import { BodyMap } from "./body-map.tsx";
import { ChoiceList, ScalePicker } from "./choice-inputs.tsx";
import { inputBox, primaryButton, secondaryButton, Spinner } from "./ui.tsx";
import type { WebQuestion } from "../../../worker/checker/spec-flow.ts";

// The question screens of the web flow. Each is a plain <form method="post"> whose options carry finding
// ids; with JavaScript the same form goes through a fetcher and CONTINUE waits for a choice.

/** The fetcher every form of the start page shares, so the page shows one state. */
export const CHECKER_FETCHER = "checker";
const NONE = "none";

export type QuestionFields = { s: string; e: string; steps: string; q: string };

function heading(q: WebQuestion): string {
  if (q.kind !== "multi" && q.kind !== "others") return q.text;
  const ask = `${q.text} Tick all that apply.`;
  return q.label ? `${q.label}: ${ask.charAt(0).toLowerCase()}${ask.slice(1)}` : ask;
}

/** One question as a form: hidden fields carry the check so far; Back undoes the last answer. */
export function QuestionForm({
  question,
  fields,
  error,
}: {
  question: WebQuestion;
  fields: QuestionFields;
  error?: string;
}) {
  const fetcher = useFetcher({ key: CHECKER_FETCHER });
  const hydrated = useHydrated();
  const id = useId();
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState("");
  const busy = fetcher.state !== "idle";
  const multi = question.kind === "multi" || question.kind === "others";
  const toggle = (v: string) => {
    if (!multi) return setPicked([v]);
    if (v === NONE) return setPicked((p) => (p.includes(NONE) ? [] : [NONE]));
    setPicked((p) => {
      const rest = p.filter((x) => x !== NONE);
      return rest.includes(v) ? rest.filter((x) => x !== v) : [...rest, v];
    });
  };
  return (
    <fetcher.Form method="post" aria-labelledby={id} data-kind={question.kind} className="flex flex-col gap-5">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <h2 id={id} className="text-xl leading-snug font-bold text-slate-900">
          {heading(question)}
        </h2>
        {question.why ? <p className="mt-1 text-sm text-slate-600">Why we ask: {question.why}</p> : null}
      </div>
      {question.kind === "scale" ? (
        <ScalePicker options={question.options} value={picked[0] ?? ""} onPick={toggle} />
      ) : (
        <>
          {question.kind === "location" ? (
            <>
              <p className="-mt-3 text-sm text-slate-600">Tap the place on the body, or choose from the list.</p>
              <BodyMap options={question.options} value={picked[0] ?? ""} onPick={toggle} />
            </>
          ) : null}
          <ChoiceList
            type={multi ? "checkbox" : "radio"}
            options={question.options}
            picked={picked}
            onToggle={toggle}
            legend={question.text}
          />
        </>
      )}
      {question.kind === "others" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-other`} className="font-semibold text-slate-900">
            Anything else? Type it in your own words (optional)
          </label>
          <textarea
            id={`${id}-other`}
            name="other"
            rows={2}
            maxLength={500}
            value={typed}
            onChange={(ev) => setTyped(ev.target.value)}
            placeholder="For example: my lips are swelling, I feel weak"
            className={`${inputBox} py-3`}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="answer"
        disabled={hydrated && ((!picked.length && !typed.trim()) || busy)}
        className={primaryButton}
      >
        {busy ? <Spinner className="size-5" label="Loading" /> : question.kind === "location" ? "PROCEED" : "CONTINUE"}
      </button>
      <button type="submit" name="intent" value="back" formNoValidate disabled={busy} className={secondaryButton}>
        Back
      </button>
    </fetcher.Form>
  );
}
