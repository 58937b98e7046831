import { useId, useState } from "react";
import { bodyZoneFor, type BodyView, type CheckerQuestion } from "../../lib/checker.ts";
import { primaryButton } from "./ui.tsx";

// The three question screens of the SPEC: scale (1 to 10 picker), selection (radio list + CONTINUE)
// and location (body images + radio list + PROCEED). An answer is the chosen option's text.

type Props = { question: CheckerQuestion; onAnswer: (answer: string) => void };

const DANGER_PREFIX = "Do you have any of these right now:";

/** A danger-sign screen lists its signs as the options, so the heading need not repeat them (it keeps the body system). */
function displayTitle(question: CheckerQuestion): string {
  const at = question.question.indexOf(DANGER_PREFIX);
  if (at < 0) return question.question;
  const system = question.question.slice(0, at).trim().replace(/\.$/, "");
  const ask = question.multiple
    ? "Do you have any of these right now? Tick all that apply."
    : "Do you have any of these right now?";
  return system ? `${system}: ${ask.charAt(0).toLowerCase()}${ask.slice(1)}` : ask;
}

function QuestionFrame({
  question,
  children,
  onSubmit,
  chosen,
  button,
}: {
  question: CheckerQuestion;
  children: React.ReactNode;
  onSubmit: () => void;
  chosen: boolean;
  button: string;
}) {
  const id = useId();
  return (
    <form
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onSubmit();
      }}
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id={id} className="text-xl leading-snug font-bold text-slate-900">
          {displayTitle(question)}
        </h2>
        {question.why ? <p className="mt-1 text-sm text-slate-600">Why we ask: {question.why}</p> : null}
      </div>
      {children}
      <button type="submit" disabled={!chosen} className={primaryButton}>
        {button}
      </button>
    </form>
  );
}

function RadioList({
  name,
  options,
  value,
  onChange,
  legend,
}: {
  name: string;
  options: string[];
  value: string;
  onChange: (v: string) => void;
  legend: string;
}) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <label
          key={o}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700"
        >
          <input
            type="radio"
            name={name}
            value={o}
            checked={value === o}
            onChange={() => onChange(o)}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="text-slate-900">{o}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function SelectionQuestion({ question, onAnswer }: Props) {
  const [value, setValue] = useState("");
  return (
    <QuestionFrame question={question} chosen={Boolean(value)} onSubmit={() => onAnswer(value)} button="CONTINUE">
      <RadioList
        name="answer"
        options={question.options}
        value={value}
        onChange={setValue}
        legend={question.question}
      />
    </QuestionFrame>
  );
}

export function ScaleQuestion({ question, onAnswer }: Props) {
  const [value, setValue] = useState("");
  const options = question.options.length ? question.options : ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
  return (
    <QuestionFrame question={question} chosen={Boolean(value)} onSubmit={() => onAnswer(value)} button="CONTINUE">
      <fieldset className="min-w-0">
        <legend className="text-sm text-slate-700">On a scale of 1 (barely) to 10 (the worst you can imagine):</legend>
        <div
          className="no-scrollbar -mx-4 mt-3 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 py-2"
          tabIndex={-1}
        >
          {options.map((o) => (
            <label key={o} className="relative shrink-0 snap-center">
              <input
                type="radio"
                name="scale"
                value={o}
                checked={value === o}
                onChange={() => setValue(o)}
                className="peer sr-only"
              />
              <span className="grid size-14 cursor-pointer place-items-center rounded-2xl border border-slate-300 bg-white text-xl font-bold text-slate-800 peer-checked:scale-110 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600">
                {o}
              </span>
            </label>
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>Mild</span>
          <span>Severe</span>
        </div>
      </fieldset>
    </QuestionFrame>
  );
}

const VIEWS: BodyView[] = ["front", "back"];

/** Front and back body images; the options that have a place on the body can be tapped there too. */
function BodyMap({ options, value, onChange }: { options: string[]; value: string; onChange: (v: string) => void }) {
  const zones = options.flatMap((o) => {
    const z = bodyZoneFor(o);
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
                  key={z.option}
                  data-option={z.option}
                  x={z.shape.x}
                  y={z.shape.y}
                  width={z.shape.w}
                  height={z.shape.h}
                  rx={8}
                  onClick={() => onChange(z.option)}
                  className={`cursor-pointer stroke-2 transition ${value === z.option ? "fill-brand-600/70 stroke-brand-800" : "fill-brand-200/30 stroke-brand-600/60 hover:fill-brand-200/70"}`}
                >
                  <title>{z.option}</title>
                </rect>
              ))}
          </svg>
          <figcaption className="mt-1 text-center text-xs font-medium text-slate-600 capitalize">{view}</figcaption>
        </figure>
      ))}
    </div>
  );
}

export function LocationQuestion({ question, onAnswer }: Props) {
  const [value, setValue] = useState("");
  return (
    <QuestionFrame question={question} chosen={Boolean(value)} onSubmit={() => onAnswer(value)} button="PROCEED">
      <p className="-mt-3 text-sm text-slate-600">Tap the place on the body, or choose from the list.</p>
      <BodyMap options={question.options} value={value} onChange={setValue} />
      <RadioList
        name="location"
        options={question.options}
        value={value}
        onChange={setValue}
        legend={question.question}
      />
    </QuestionFrame>
  );
}

const NONE = "None of these";

/** A danger screen: a checkbox per sign and "None of these", which clears the others. */
export function MultiSelectQuestion({ question, onAnswer }: Props) {
  const [picked, setPicked] = useState<string[]>([]);
  const signs = question.options.filter((o) => o !== NONE);
  const toggle = (o: string) => {
    if (o === NONE) return setPicked((p) => (p.includes(NONE) ? [] : [NONE]));
    setPicked((p) => {
      const rest = p.filter((x) => x !== NONE);
      return rest.includes(o) ? rest.filter((x) => x !== o) : [...rest, o];
    });
  };
  const answer = picked.includes(NONE) ? NONE : signs.filter((o) => picked.includes(o)).join("; ");
  return (
    <QuestionFrame question={question} chosen={picked.length > 0} onSubmit={() => onAnswer(answer)} button="CONTINUE">
      <fieldset className="grid min-w-0 gap-2">
        <legend className="sr-only">{question.question}</legend>
        {[...signs, NONE].map((o) => (
          <label
            key={o}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700"
          >
            <input
              type="checkbox"
              name="answer"
              value={o}
              checked={picked.includes(o)}
              onChange={() => toggle(o)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span className="text-slate-900">{o}</span>
          </label>
        ))}
      </fieldset>
    </QuestionFrame>
  );
}

export function QuestionScreen(props: Props) {
  if (props.question.multiple) return <MultiSelectQuestion {...props} />;
  if (props.question.type === "scale") return <ScaleQuestion {...props} />;
  if (props.question.type === "location") return <LocationQuestion {...props} />;
  return <SelectionQuestion {...props} />;
}
