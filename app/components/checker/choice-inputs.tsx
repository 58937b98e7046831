import type { WebOption } from "../../../worker/checker/spec-flow.ts";

// The answer inputs of a question: radio buttons or checkboxes (each a finding id), and the 1–10 scale.
// All are named `answer`, so the form posts the same fields with or without JavaScript.

const optionBox =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700";

export function ChoiceList({
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

export function ScalePicker({
  options,
  value,
  onPick,
}: {
  options: WebOption[];
  value: string;
  onPick: (v: string) => void;
}) {
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
