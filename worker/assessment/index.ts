import { desc, eq } from "drizzle-orm";
import {
  assessmentMessages,
  checkAge,
  CONSENT_KINDS,
  CONSENT_VERSION,
  type AssessmentInput,
} from "../../app/lib/assessment.ts";
import { dayInZone, LAGOS_TIME_ZONE } from "../../app/lib/calendar.ts";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";

// The health assessment: validated answers are stored as a new row each time (history is kept,
// the newest is current), with the six consent flags stored beside them with time and version.

export type AssessmentDeps = { db: Db; clock: Clock; ip?: string; timeZone?: string };

export type AssessmentRecord = {
  id: number;
  gender: string;
  dob: string;
  height: number;
  weight: number;
  blood: string;
  conditions: string[];
  symptoms: string[];
  allergies: string[];
  medications: string[];
  checkups: string;
  created_at: string;
};

export type SubmitResult =
  | { ok: true; assessment: AssessmentRecord }
  | { ok: false; reason: "invalid"; message: string; fields: Record<string, string> };

function toRecord(row: typeof t.assessments.$inferSelect): AssessmentRecord {
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  return {
    id: row.id,
    gender: row.gender,
    dob: row.dob,
    height: row.heightCm,
    weight: row.weightKg,
    blood: row.blood,
    conditions: list(row.conditions),
    symptoms: list(row.symptoms),
    allergies: list(row.allergies),
    medications: list(row.medications),
    checkups: row.checkups,
    created_at: row.createdAt,
  };
}

/**
 * Rules that need today's date and the whole payload: the age limits and the consents that are
 * required (terms always; a parent or guardian for 13-17). The shape is already checked by zod.
 */
export function assessmentRuleErrors(input: AssessmentInput, today: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const age = checkAge(input.dob, today);
  if (!age.ok) fields.dob = age.message;
  else if (age.teen && !input.consents.parentalConsent)
    fields["consents.parentalConsent"] = assessmentMessages.parentalConsent;
  if (!input.consents.termsAndPrivacy) fields["consents.termsAndPrivacy"] = assessmentMessages.terms;
  return fields;
}

export async function submitAssessment(
  deps: AssessmentDeps,
  userId: string,
  input: AssessmentInput,
): Promise<SubmitResult> {
  const now = deps.clock.now();
  const today = dayInZone(now, deps.timeZone ?? LAGOS_TIME_ZONE);
  const fields = assessmentRuleErrors(input, today);
  if (Object.keys(fields).length) return { ok: false, reason: "invalid", message: Object.values(fields)[0]!, fields };
  const createdAt = now.toISOString();
  // The answers and the consents they were given under are written together or not at all.
  const [inserted] = await deps.db.batch([
    deps.db
      .insert(t.assessments)
      .values({
        userId,
        gender: input.gender,
        dob: input.dob,
        heightCm: input.height,
        weightKg: input.weight,
        blood: input.blood,
        conditions: input.conditions,
        symptoms: input.symptoms,
        allergies: input.allergies,
        medications: input.medications,
        checkups: input.checkups,
        createdAt,
      })
      .returning(),
    deps.db.insert(t.consents).values(
      CONSENT_KINDS.map((kind) => ({
        userId,
        kind,
        granted: input.consents[kind],
        version: CONSENT_VERSION,
        createdAt,
      })),
    ),
    deps.db.insert(t.auditLog).values({
      userId,
      event: "assessment_submitted",
      ip: deps.ip ?? "",
      detail: { consentVersion: CONSENT_VERSION },
      createdAt,
    }),
  ]);
  return { ok: true, assessment: toRecord(inserted[0]!) };
}

/** Every assessment of the user, newest first (the first item is the current bio data). */
export async function listAssessments(db: Db, userId: string): Promise<AssessmentRecord[]> {
  const rows = await db
    .select()
    .from(t.assessments)
    .where(eq(t.assessments.userId, userId))
    .orderBy(desc(t.assessments.createdAt), desc(t.assessments.id));
  return rows.map(toRecord);
}

export async function latestAssessment(db: Db, userId: string): Promise<AssessmentRecord | null> {
  const rows = await db
    .select()
    .from(t.assessments)
    .where(eq(t.assessments.userId, userId))
    .orderBy(desc(t.assessments.createdAt), desc(t.assessments.id))
    .limit(1);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The latest consent the user gave for each kind, with its version and time. */
export async function currentConsents(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(t.consents)
    .where(eq(t.consents.userId, userId))
    .orderBy(desc(t.consents.createdAt), desc(t.consents.id));
  const out: Partial<Record<string, { granted: boolean; version: string; created_at: string }>> = {};
  for (const r of rows) out[r.kind] ??= { granted: r.granted, version: r.version, created_at: r.createdAt };
  return out;
}
