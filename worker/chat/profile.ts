// Personal context for HealthBuddy from the user's newest health assessment: age from the date of birth,
// sex, and the conditions, allergies and medicines they listed.
import { desc, eq } from "drizzle-orm";
import type { PersonalContext } from "../ai/index.ts";
import type { Db } from "../db/client.ts";
import { assessments } from "../db/schema.ts";

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** Whole years between a YYYY-MM-DD birth date and today in Lagos; undefined for nonsense. */
export function ageOn(dob: string, now: Date): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!m) return undefined;
  const today = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age--;
  return age >= 0 && age < 130 ? age : undefined;
}

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
