import { useId, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { bodyZoneFor, type BodyView } from "../../lib/checker.ts";
import { primaryButton, secondaryButton, Spinner } from "./ui.tsx";
import type { WebOption, WebQuestion } from "../../../worker/checker/spec-flow.ts";

// The question screens of the web flow. Each is a plain <form method="post"> whose options carry finding
// ids; with JavaScript the same form goes through a fetcher and CONTINUE waits for a choice.

/** The fetcher every form of the start page shares, so the page shows one state. */
export const CHECKER_FETCHER = "checker";
const NONE = "none";

const noSubscription = () => () => {};
/** False on the server and before hydration, so nothing that needs JavaScript is disabled without it. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export type QuestionFields = { s: string; e: string; steps: string; q: string };

const optionBox =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700";

function ChoiceList({
  type,
  options,
  picked,
  onToggle,
  legend,
}: {
  type: "radio" | "checkbox";
  options: WebOption[];
  picked: string[];
  onToggle: (value: string) => void;
  legend: string;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={optionBox}>
          <input
            type={type}
            name="answer"
            value={o.value}
            checked={picked.includes(o.value)}
            onChange={() => onToggle(o.value)}
            required={type === "radio"}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="text-slate-900">{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ScalePicker({ options, value, onPick }: { options: WebOption[]; value: string; onPick: (v: string) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm text-slate-700">On a scale of 1 (barely) to 10 (the worst you can imagine):</legend>
      <div className="no-scrollbar -mx-4 mt-3 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 py-2" tabIndex={-1}>
        {options.map((o) => (
          <label key={o.value} className="relative shrink-0 snap-center">
            <input
              type="radio"
              name="answer"
              value={o.value}
              checked={value === o.value}
              onChange={() => onPick(o.value)}
              required
              className="peer sr-only"
            />
            <span className="grid size-14 cursor-pointer place-items-center rounded-2xl border border-slate-300 bg-white text-xl font-bold text-slate-800 peer-checked:scale-110 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600">
              {o.label}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>Mild</span>
        <span>Severe</span>
      </div>
    </fieldset>
  );
}

const VIEWS: BodyView[] = ["front", "back"];

/** Front and back body images; the options that have a place on the body can be tapped there too. */
function BodyMap({ options, value, onPick }: { options: WebOption[]; value: string; onPick: (v: string) => void }) {
  const zones = options.flatMap((o) => {
    const z = bodyZoneFor(o.label);
    return z ? [{ option: o, ...z }] : [];
  });
  return (
    <div className="grid grid-cols-2 gap-2" aria-hidden="true">
      {VIEWS.map((view) => (
        <figure key={view} className="relative">
          <img
            src={`/images/body-${view}.svg`}
            alt=""
            width={300}
            height={600}
            className="h-auto w-full"
            draggable={false}
          />
          <svg viewBox="0 0 300 600" className="absolute inset-0 h-full w-full">
            {zones
              .filter((z) => z.view === view)
              .map((z) => (
                <rect
                  key={z.option.value}
                  data-option={z.option.label}
                  x={z.shape.x}
                  y={z.shape.y}
                  width={z.shape.w}
                  height={z.shape.h}
                  rx={8}
                  onClick={() => onPick(z.option.value)}
                  className={`cursor-pointer stroke-2 transition ${value === z.option.value ? "fill-brand-600/70 stroke-brand-800" : "fill-brand-200/30 stroke-brand-600/60 hover:fill-brand-200/70"}`}
                >
                  <title>{z.option.label}</title>
                </rect>
              ))}
          </svg>
          <figcaption className="mt-1 text-center text-xs font-medium text-slate-600 capitalize">{view}</figcaption>
        </figure>
      ))}
    </div>
  );
}

function heading(q: WebQuestion): string {
  if (q.kind !== "multi") return q.text;
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
  const busy = fetcher.state !== "idle";
  const multi = question.kind === "multi";
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
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="answer"
        disabled={hydrated && (!picked.length || busy)}
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
