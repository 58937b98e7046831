// The person as their newest health assessment describes them: age today, sex, and the conditions,
// allergies and medicines they listed. One reader for everyone who personalises from the assessment:
// the symptom checker (priors, known diseases, trait notes: worker/checker/service/patient.ts) and HealthBuddy
// chat (the personal context the model sees). What each does with it stays with them.
import { desc, eq } from "drizzle-orm";
import { ageOn } from "../../app/lib/calendar.ts";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";

export type AssessedPerson = {
  /** Completed years today in Lagos; unset when the date of birth cannot be read. */
  age?: number;
  /** Unset for "prefer not to say". */
  sex?: "male" | "female";
  conditions: string[];
  allergies: string[];
  medications: string[];
};

type AssessmentRow = Pick<
  typeof t.assessments.$inferSelect,
  "gender" | "dob" | "conditions" | "allergies" | "medications"
>;

function sexOf(gender: string): AssessedPerson["sex"] {
  const g = gender.trim().toLowerCase();
  if (["male", "m", "man", "boy"].includes(g)) return "male";
  if (["female", "f", "woman", "girl"].includes(g)) return "female";
  return undefined;
}

/** A stored list as plain entries: at most 20, each at most 80 characters, "none" and blanks dropped. */
function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? safeJson(value) : [];
  return (Array.isArray(items) ? items : [])
    .map((x) =>
      typeof x === "string"
        ? x
        : typeof x === "object" && x && "name" in x
          ? String((x as { name: unknown }).name)
          : "",
    )
    .map((x) => x.trim().slice(0, 80))
    .filter((x) => x && !/^(none|no|nil|n\/a)$/i.test(x))
    .slice(0, 20);
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return [];
  }
}

/** The person one assessment row describes, aged on `now`'s Lagos day. */
export function personFromAssessment(row: AssessmentRow, now: Date): AssessedPerson {
  const age = ageOn(row.dob, now);
  const sex = sexOf(row.gender);
  return {
    ...(age !== undefined ? { age } : {}),
    ...(sex ? { sex } : {}),
    conditions: list(row.conditions),
    allergies: list(row.allergies),
    medications: list(row.medications),
  };
}

/** The person the user's newest assessment describes, or null before their first one. */
export async function latestAssessedPerson(db: Db, userId: string, now: Date): Promise<AssessedPerson | null> {
  const row = await db
    .select({
      gender: t.assessments.gender,
      dob: t.assessments.dob,
      conditions: t.assessments.conditions,
      allergies: t.assessments.allergies,
      medications: t.assessments.medications,
    })
    .from(t.assessments)
    .where(eq(t.assessments.userId, userId))
    .orderBy(desc(t.assessments.createdAt), desc(t.assessments.id))
    .get();
  return row ? personFromAssessment(row, now) : null;
}
