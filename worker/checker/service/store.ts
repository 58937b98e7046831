// Stored diagnoses: one row per completed check, with what the user answered, the engine's result and
// the knowledge-base version that produced it. The free-plan limit is enforced by the insert itself, so
// two checks finished at the same moment cannot both slip past it.
import { and, eq, sql } from "drizzle-orm";
import type { AnswerRecord, DiagnosisResult, EvidenceItem, PatientContext, TriageLevel } from "../index.ts";
import type { Db } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { lagosMonthRange } from "../../../app/lib/calendar.ts";
import { FREE_CHECKS_PER_MONTH } from "./usage.ts";

export function isEmergency(level: TriageLevel | string): boolean {
  return level === "emergency" || level === "emergency_ambulance";
}

export type DiagnosisInput = {
  symptom: string;
  /** The SPEC's text answers, or (web flow) the evidence by finding id. */
  responses?: AnswerRecord[];
  evidence?: EvidenceItem[];
  context: PatientContext;
};

export type SaveOutcome = { ok: true; id: string; counted: boolean } | { ok: false; reason: "limit_reached" };

/**
 * Stores a completed check. Emergencies are always stored and never counted; premium checks are not
 * counted either (they never draw on the free allowance). A free user's check is refused when the month
 * already holds FREE_CHECKS_PER_MONTH counted checks.
 */
export async function saveDiagnosis(
  db: Db,
  userId: string,
  now: Date,
  premium: boolean,
  input: DiagnosisInput,
  result: DiagnosisResult,
): Promise<SaveOutcome> {
  const id = crypto.randomUUID();
  const counted = !premium && !isEmergency(result.triage.triage_level);
  const { start, end } = lagosMonthRange(now);
  const res = await db.run(sql`
    INSERT INTO diagnoses (id, user_id, symptom, input, result, triage_level, kb_version, counts_towards_limit, created_at)
    SELECT ${id}, ${userId}, ${result.symptom.symptom}, ${JSON.stringify(input)}, ${JSON.stringify(result)},
           ${result.triage.triage_level}, ${result.kb_version}, ${counted ? 1 : 0}, ${now.toISOString()}
    WHERE ${counted ? 1 : 0} = 0
       OR (SELECT COUNT(*) FROM diagnoses
           WHERE user_id = ${userId} AND counts_towards_limit = 1 AND created_at >= ${start} AND created_at < ${end}) < ${FREE_CHECKS_PER_MONTH}`);
  const changes = (res as unknown as { meta?: { changes?: number } }).meta?.changes ?? 0;
  if (!changes) return { ok: false, reason: "limit_reached" };
  return { ok: true, id, counted };
}

export type StoredDiagnosis = {
  id: string;
  symptom: string;
  result: DiagnosisResult;
  triageLevel: string;
  kbVersion: string;
  createdAt: string;
};

/** A diagnosis only its owner may read: anyone else gets nothing, exactly as if it did not exist. */
export async function getDiagnosisForUser(db: Db, userId: string, id: string): Promise<StoredDiagnosis | null> {
  const row = await db
    .select()
    .from(t.diagnoses)
    .where(and(eq(t.diagnoses.id, id), eq(t.diagnoses.userId, userId)))
    .get();
  if (!row) return null;
  return {
    id: row.id,
    symptom: row.symptom,
    result: row.result as DiagnosisResult,
    triageLevel: row.triageLevel,
    kbVersion: row.kbVersion,
    createdAt: row.createdAt,
  };
}

/** The SPEC's Diagnosis result record (GET /diagnosis/ answers a list of these). */
export function toResultRecord(d: StoredDiagnosis) {
  const r = d.result;
  return {
    diagnosis: d.id,
    symptom: r.symptom,
    meta_data: r.meta_data,
    condition: r.condition,
    differential: r.differential,
    triage: r.triage,
    explanation: r.explanation,
    sources: r.sources,
    // Results saved before these fields existed had a named condition as their headline.
    headline: r.headline ?? "condition",
    undetermined: r.undetermined ?? false,
    notes: r.notes ?? [],
    kb_version: d.kbVersion,
    created_at: d.createdAt,
  };
}

export type ResultRecord = ReturnType<typeof toResultRecord>;

export type FeedbackOutcome = { ok: true } | { ok: false; reason: "not_found" };

export async function saveFeedback(
  db: Db,
  userId: string,
  input: { diagnosisId: string; rating: number; comment?: string | null },
): Promise<FeedbackOutcome> {
  const owned = await db
    .select({ id: t.diagnoses.id })
    .from(t.diagnoses)
    .where(and(eq(t.diagnoses.id, input.diagnosisId), eq(t.diagnoses.userId, userId)))
    .get();
  if (!owned) return { ok: false, reason: "not_found" };
  await db
    .insert(t.feedback)
    .values({ userId, diagnosisId: input.diagnosisId, rating: input.rating, comment: input.comment?.trim() || null });
  return { ok: true };
}
