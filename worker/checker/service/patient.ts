// What the checker may know about the person from their health assessment: age and sex sharpen the
// priors (and keep pregnancy questions away from men); long-term diseases they reported are background
// findings. A trait is not a disease: sickle cell trait (AS) and G6PD deficiency become risk notes shown
// with the result, never sickle cell disease or haemolysis evidence. Missing or unreadable data leaves
// everything unset. The person is read by the assessment's own reader (worker/assessment/person.ts).
import { latestAssessedPerson } from "../../assessment/person.ts";
import type { Db } from "../../db/client.ts";
import type { EvidenceItem, PatientContext } from "../index.ts";

export interface PatientProfile extends PatientContext {
  /** Diseases from the assessment the checker counts as known (volunteered) findings. */
  history: EvidenceItem[];
  /** Risks that are not diseases, shown with the result in plain words. */
  notes: string[];
}

/** Assessment conditions (the list in app/lib/assessment.ts, matched exactly) that are known findings. */
const DISEASE_FINDINGS: Readonly<Record<string, string>> = {
  "sickle cell disease (ss)": "known_sickle",
  asthma: "known_asthma",
  "type 1 diabetes": "known_diabetes",
  "type 2 diabetes": "known_diabetes",
  "hypertension (high blood pressure)": "known_hypertension",
  hiv: "hiv_positive",
};

/** Traits and carrier states: a note, never a finding. Sources: CDC (sickle cell trait), WHO and NHS (G6PD). */
export const RISK_NOTES: Readonly<Record<string, string>> = {
  "sickle cell trait (as)":
    "Your health profile says sickle cell trait (AS). A trait is not sickle cell disease and does not cause sickle cell crises, so we did not count it as the disease. Drink plenty of water in heat and during hard exercise (CDC: sickle cell trait).",
  "g6pd deficiency":
    "Your health profile says G6PD deficiency. It causes no illness by itself, so we did not count it as a breakdown of red blood cells; but some medicines (such as primaquine, dapsone and some sulfa drugs) and fava beans can trigger one, so tell every doctor and pharmacist (WHO; NHS: G6PD deficiency).",
};

/** The profile from the assessment's long-term conditions: diseases as known findings, traits as notes. */
export function profileFromConditions(conditions: unknown): Pick<PatientProfile, "history" | "notes"> {
  const list = Array.isArray(conditions) ? conditions.filter((c): c is string => typeof c === "string") : [];
  const history = new Map<string, EvidenceItem>();
  const notes: string[] = [];
  for (const raw of list) {
    const key = raw.trim().toLowerCase();
    const id = DISEASE_FINDINGS[key];
    if (id) history.set(id, { id, choice: "present", source: "initial" });
    const note = RISK_NOTES[key];
    if (note && !notes.includes(note)) notes.push(note);
  }
  return { history: [...history.values()], notes };
}

export async function patientProfile(db: Db, userId: string, now: Date): Promise<PatientProfile> {
  const person = await latestAssessedPerson(db, userId, now);
  if (!person) return { history: [], notes: [] };
  const profile: PatientProfile = profileFromConditions(person.conditions);
  if (person.sex) profile.sex = person.sex;
  if (person.age !== undefined) profile.age = person.age;
  return profile;
}

/** Age and sex only (the SPEC's text API and stored inputs). */
export async function patientContext(db: Db, userId: string, now: Date): Promise<PatientContext> {
  const { age, sex } = await patientProfile(db, userId, now);
  const ctx: PatientContext = {};
  if (sex) ctx.sex = sex;
  if (age !== undefined) ctx.age = age;
  return ctx;
}
