import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";

/** Everything My Account shows, for its owner only. */
export async function loadAccountPage(db: Db, userId: string) {
  const [user, latest, consents, checks] = await Promise.all([
    db.query.users.findFirst({ where: eq(t.users.id, userId) }),
    db.select().from(t.assessments).where(eq(t.assessments.userId, userId)).orderBy(desc(t.assessments.id)).limit(1),
    db.select().from(t.consents).where(eq(t.consents.userId, userId)).orderBy(desc(t.consents.id)),
    db
      .select({
        id: t.diagnoses.id,
        symptom: t.diagnoses.symptom,
        triage: t.diagnoses.triageLevel,
        result: t.diagnoses.result,
        createdAt: t.diagnoses.createdAt,
      })
      .from(t.diagnoses)
      .where(eq(t.diagnoses.userId, userId))
      .orderBy(desc(t.diagnoses.createdAt))
      .limit(20),
  ]);
  return { user: user ?? null, assessment: latest[0] ?? null, consents, checks };
}

/** Bio fields live in the assessment history: a change is a new, current assessment row. */
export async function updateBioData(
  db: Db,
  userId: string,
  bio: { gender?: string; dob?: string; blood?: string; heightCm?: number; weightKg?: number },
) {
  const [latest] = await db
    .select()
    .from(t.assessments)
    .where(eq(t.assessments.userId, userId))
    .orderBy(desc(t.assessments.id))
    .limit(1);
  if (!latest) return false;
  const { id: _id, createdAt: _c, ...rest } = latest;
  await db.insert(t.assessments).values({
    ...rest,
    gender: bio.gender ?? rest.gender,
    dob: bio.dob ?? rest.dob,
    blood: bio.blood ?? rest.blood,
    heightCm: bio.heightCm ?? rest.heightCm,
    weightKg: bio.weightKg ?? rest.weightKg,
  });
  return true;
}
