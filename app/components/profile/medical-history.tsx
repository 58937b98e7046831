import { Link } from "react-router";
import { bmiText, dateTime } from "./format.ts";
import { card } from "./styles.ts";

export type AssessmentSummary = {
  createdAt: string;
  blood: string;
  weightKg: number;
  heightCm: number;
  checkups: string;
  conditions: string[];
  symptoms: string[];
  allergies: string[];
  medications: string[];
};
export type PastCheck = { id: string; symptom: string; disease: string; createdAt: string };

/** The Medical History tab: the latest assessment and the past symptom checks, each linking to its result. */
export function MedicalHistory({ assessment, checks }: { assessment: AssessmentSummary | null; checks: PastCheck[] }) {
  return (
    <div className="mt-6 grid gap-6">
      <section className={card} aria-labelledby="assessment-title">
        <h2 id="assessment-title" className="text-lg font-semibold">Latest health assessment</h2>
        {assessment ? (
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            {[
              ["Date", dateTime(assessment.createdAt)],
              ["Blood group", assessment.blood],
              ["BMI", `${bmiText(assessment)} kg/m2`],
              ["Check-ups", assessment.checkups],
              ["Conditions", assessment.conditions.join(", ") || "None"],
              ["Symptoms", assessment.symptoms.join(", ") || "None"],
              ["Allergies", assessment.allergies.join(", ") || "None"],
              ["Medications", assessment.medications.join(", ") || "None"],
            ].map(([k, v]) => (
              <div key={k}><dt className="text-slate-600">{k}</dt><dd className="font-medium">{v}</dd></div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-slate-700">No assessment yet. <Link to="/assessment" className="font-semibold text-brand-700 underline">Take it now</Link></p>
        )}
      </section>
      <section className={card} aria-labelledby="checks-title">
        <h2 id="checks-title" className="text-lg font-semibold">Past symptom checks</h2>
        {checks.length ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {checks.map((c) => (
              <li key={c.id} className="py-3">
                <Link to={`/dashboard/checker/result/${c.id}`} className="font-semibold text-brand-700 underline">{c.disease || c.symptom}</Link>
                <p className="text-sm text-slate-600">{c.symptom} · {dateTime(c.createdAt)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">No checks yet. <Link to="/dashboard/checker" className="font-semibold text-brand-700 underline">Start a symptom check</Link></p>
        )}
      </section>
    </div>
  );
}
