// Personal context for HealthBuddy from the user's newest health assessment: age from the date of birth,
// sex, and the conditions, allergies and medicines they listed.
import { desc, eq } from "drizzle-orm";
import type { PersonalContext } from "../ai/types.ts";
import type { Db } from "../db/client.ts";
import { assessments } from "../db/schema.ts";
import { ageOn } from "../../app/lib/calendar.ts";

function sexOf(gender: string): PersonalContext["sex"] {
  const g = gender.trim().toLowerCase();
  if (["male", "m", "man", "boy"].includes(g)) return "male";
  if (["female", "f", "woman", "girl"].includes(g)) return "female";
  return undefined;
}

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

export function personalContextFrom(
  row: Pick<typeof assessments.$inferSelect, "gender" | "dob" | "conditions" | "allergies" | "medications">,
  now: Date,
): PersonalContext {
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

export async function loadPersonalContext(db: Db, userId: string, now: Date): Promise<PersonalContext | null> {
  const row = await db.query.assessments.findFirst({
    where: eq(assessments.userId, userId),
    orderBy: [desc(assessments.createdAt), desc(assessments.id)],
  });
  return row ? personalContextFrom(row, now) : null;
}
