// What the checker may know about the person from their health assessment: age and sex sharpen the
// priors (and keep pregnancy questions away from men). Missing or unreadable data leaves them unset.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import type { PatientContext } from "../checker/index.ts";

export function ageOn(dob: string, now: Date): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)) age--;
  return age >= 0 && age <= 120 ? age : undefined;
}

export async function patientContext(db: Db, userId: string, now: Date): Promise<PatientContext> {
  const row = await db
    .select({ gender: t.assessments.gender, dob: t.assessments.dob })
    .from(t.assessments)
    .where(eq(t.assessments.userId, userId))
    .orderBy(desc(t.assessments.createdAt), desc(t.assessments.id))
    .get();
  if (!row) return {};
  const ctx: PatientContext = {};
  if (row.gender === "male" || row.gender === "female") ctx.sex = row.gender;
  const age = ageOn(row.dob, now);
  if (age !== undefined) ctx.age = age;
  return ctx;
}
