import { CheckerIcon } from "./icons.tsx";
import { EMERGENCY_NUMBER, isEmergencyLevel, TRIAGE_LABELS, type TriageLevel } from "../../lib/checker.ts";

// What to do and how soon: the check's triage advice (112 first in an emergency) and the danger signs
// that mean getting help now, whatever the result says.

export type ResultTriage = { triage_level: string; red_flags: Array<{ id: string; name: string }>; advice: string };

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
