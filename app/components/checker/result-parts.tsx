import { CheckerIcon, type CheckerIconName } from "./icons.tsx";
import {
  EMERGENCY_NUMBER,
  isEmergencyLevel,
  nextCardKind,
  TRIAGE_LABELS,
  treatmentCardStyle,
  type CardStyle,
  type TriageLevel,
} from "../../lib/checker.ts";

// Pieces of the result and treatment screens: triage advice, the differential and the cards.

export type ResultTriage = { triage_level: string; red_flags: Array<{ id: string; name: string }>; advice: string };
export type ResultCard = { title: string; description: string };

const TONE: Record<TriageLevel, string> = {
  emergency_ambulance: "border-red-700 bg-red-50",
  emergency: "border-red-700 bg-red-50",
  consultation_24: "border-amber-500 bg-amber-50",
  consultation: "border-sky-600 bg-sky-50",
  self_care: "border-brand-600 bg-brand-50",
};

/** The triage advice. Emergencies lead with 112 as a big tappable call button. */
export function TriageAdvice({ triage, headingLevel = 2 }: { triage: ResultTriage; headingLevel?: 2 | 3 }) {
  const level = (triage.triage_level in TRIAGE_LABELS ? triage.triage_level : "consultation") as TriageLevel;
  const emergency = isEmergencyLevel(level);
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="triage-heading"
      className={`rounded-2xl border-l-4 p-4 ${TONE[level]}`}
      role={emergency ? "alert" : undefined}
    >
      <H id="triage-heading" className={`text-lg font-bold ${emergency ? "text-red-800" : "text-slate-900"}`}>
        {emergency ? "This could be an emergency" : TRIAGE_LABELS[level]}
      </H>
      {emergency ? <p className="mt-1 font-semibold text-red-800">{TRIAGE_LABELS[level]}.</p> : null}
      <p className="mt-2 text-slate-800">{triage.advice}</p>
      {triage.red_flags.length ? (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-semibold">Danger signs you told us about:</span>{" "}
          <span data-testid="reported-danger-signs">{triage.red_flags.map((r) => r.name).join("; ")}</span>.
        </p>
      ) : null}
      {emergency ? (
        <a
          href={`tel:${EMERGENCY_NUMBER}`}
          className="mt-4 flex min-h-14 items-center justify-center gap-2 rounded-full bg-red-700 px-6 text-lg font-bold text-white shadow hover:bg-red-800"
        >
          <CheckerIcon name="phone" className="size-6" /> Call {EMERGENCY_NUMBER} now
        </a>
      ) : null}
    </section>
  );
}

export type DifferentialItem = { id: string; name: string; common_name: string; probability: number };

export const percent = (p: number) => `${Math.max(p < 0.01 ? 0 : 1, Math.round(p * 100))}%`;

/** The ranked conditions with their likelihood as bars. */
export function LikelihoodBars({ items }: { items: DifferentialItem[] }) {
  return (
    <ol className="space-y-3">
      {items.map((c, i) => (
        <li key={c.id}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className={i === 0 ? "font-semibold text-slate-900" : "text-slate-800"}>
              {c.common_name}
              {c.common_name !== c.name ? <span className="block text-xs text-slate-500">{c.name}</span> : null}
            </span>
            <span className="shrink-0 font-semibold tabular-nums text-slate-700">{percent(c.probability)}</span>
          </div>
          <div
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(c.probability * 100)}
            aria-label={`Likelihood of ${c.common_name}`}
            className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={`h-full rounded-full ${i === 0 ? "bg-brand-700" : "bg-brand-600/60"}`}
              style={{ width: `${Math.max(2, Math.round(c.probability * 100))}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

export type Explanation = {
  for: Array<{ id: string; name: string; weight: number }>;
  against: Array<{ id: string; name: string; weight: number }>;
};

/** Why: the answers that pointed towards the likely condition and those that pointed away. */
export function WhyList({ explanation, condition }: { explanation: Explanation; condition: string }) {
  if (!explanation.for.length && !explanation.against.length) return null;
  return (
    <div className="grid gap-3 text-sm">
      {explanation.for.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Pointing towards {condition}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {explanation.for.slice(0, 6).map((f) => (
              <li key={f.id} className="rounded-full bg-brand-50 px-3 py-1 text-brand-900">
                <span aria-hidden="true">+ </span>
                {f.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {explanation.against.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Pointing away from it</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {explanation.against.slice(0, 6).map((f) => (
              <li key={f.id} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                <span aria-hidden="true">− </span>
                {f.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** "What's Next?": a doctor card when the title mentions a doctor, else a tracking card. */
export function NextCard({ card }: { card: ResultCard }) {
  const doctor = nextCardKind(card.title) === "doctor";
  return (
    <li
      className={`flex gap-3 rounded-2xl p-4 ${doctor ? "bg-brand-700 text-white" : "border border-slate-200 bg-white"}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-full text-xl ${doctor ? "bg-white/15" : "bg-brand-50"}`}
      >
        <CheckerIcon name={doctor ? "doctor" : "tracking"} />
      </span>
      <div>
        <h3 className={`font-semibold ${doctor ? "text-white" : "text-slate-900"}`}>{card.title}</h3>
        <p className={`mt-1 text-sm ${doctor ? "text-brand-50" : "text-slate-700"}`}>{card.description}</p>
      </div>
    </li>
  );
}

export function RemedyCard({ card }: { card: ResultCard }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-warm-50 p-4">
      <h3 className="font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{card.description}</p>
    </li>
  );
}

const PLAN_STYLE: Record<CardStyle, { box: string; icon: CheckerIconName; tint: string }> = {
  diet: { box: "border-green-600 bg-green-50", icon: "diet", tint: "bg-green-100 text-green-800" },
  hydration: { box: "border-sky-600 bg-sky-50", icon: "hydration", tint: "bg-sky-100 text-sky-800" },
  activity: { box: "border-violet-600 bg-violet-50", icon: "activity", tint: "bg-violet-100 text-violet-800" },
  default: { box: "border-slate-300 bg-white", icon: "treatment", tint: "bg-slate-100 text-slate-700" },
};

/** Treatment plan cards, styled by title keywords (diet/food, water/hydra, stress/exercise, else default). */
export function TreatmentCard({ card }: { card: ResultCard }) {
  const style = treatmentCardStyle(card.title);
  const s = PLAN_STYLE[style];
  return (
    <li data-style={style} className={`flex gap-3 rounded-2xl border-l-4 p-4 ${s.box}`}>
      <span aria-hidden="true" className={`grid size-10 shrink-0 place-items-center rounded-full ${s.tint}`}>
        <CheckerIcon name={s.icon} />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{card.title}</h3>
        <p className="mt-1 text-sm text-slate-700">{card.description}</p>
      </div>
    </li>
  );
}

export function Sources({ sources }: { sources: Array<{ name: string; url: string }> }) {
  if (!sources.length) return null;
  return (
    <section aria-labelledby="sources-heading" className="text-sm">
      <h2 id="sources-heading" className="font-semibold text-slate-900">
        Sources
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const DANGER_SIGNS = [
  "Difficulty breathing, or lips turning blue",
  "Chest pain or pressure",
  "A fit (convulsion), fainting, or being hard to wake",
  "Confusion, a stiff neck with fever, or the worst headache of your life",
  "Weakness of one side of the body or face, or slurred speech",
  "Heavy bleeding, vomiting blood or black stools",
  "Severe belly pain, or being unable to keep any fluids down",
  "Thoughts of harming yourself",
];

/** When not to wait, whatever the result says. */
export function SeekCareNow() {
  return (
    <section aria-labelledby="seek-care-heading" className="rounded-2xl border border-red-200 bg-white p-4">
      <h2 id="seek-care-heading" className="font-semibold text-red-800">
        Get help now if you notice
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {DANGER_SIGNS.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-800">
        Call{" "}
        <a href={`tel:${EMERGENCY_NUMBER}`} className="font-bold text-red-700 underline">
          {EMERGENCY_NUMBER}
        </a>{" "}
        or go to the nearest hospital emergency department.
      </p>
    </section>
  );
}
