import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import { addDays, zoneOffsetMinutes } from "./days.ts";

// A check-in is anything the user did to look after their health on a day: a symptom check
// (diagnoses), a message they sent to HealthBuddy (messages with sender 'user' in their chats),
// or a daily health update. Times are UTC in the database; days are counted in the user's zone.

/** How far back streaks are looked for; a longer streak shows as this many days. */
export const CHECKIN_LOOKBACK_DAYS = 400;

export type CheckIns = { days: string[]; last: string | null };

export async function loadCheckIns(
  db: Db,
  userId: string,
  now: Date,
  today: string,
  timeZone: string,
): Promise<CheckIns> {
  const since = new Date(now.getTime() - CHECKIN_LOOKBACK_DAYS * 86_400_000).toISOString();
  const sinceDay = addDays(today, -CHECKIN_LOOKBACK_DAYS);
  const shift = `${zoneOffsetMinutes(now, timeZone)} minutes`;
  const localDay = (column: typeof t.diagnoses.createdAt | typeof t.messages.createdAt) =>
    sql<string>`strftime('%Y-%m-%d', ${column}, ${shift})`;

  const [diagnosisDays, messageDays, updateDays, lastDiagnosis, lastMessage, lastUpdate] = await db.batch([
    db
      .selectDistinct({ day: localDay(t.diagnoses.createdAt) })
      .from(t.diagnoses)
      .where(and(eq(t.diagnoses.userId, userId), gte(t.diagnoses.createdAt, since))),
    db
      .selectDistinct({ day: localDay(t.messages.createdAt) })
      .from(t.messages)
      .innerJoin(t.chats, eq(t.chats.id, t.messages.chatId))
      .where(and(eq(t.chats.userId, userId), eq(t.messages.sender, "user"), gte(t.messages.createdAt, since))),
    db
      .select({ day: t.dailyUpdates.day })
      .from(t.dailyUpdates)
      .where(and(eq(t.dailyUpdates.userId, userId), gte(t.dailyUpdates.day, sinceDay))),
    db
      .select({ at: t.diagnoses.createdAt })
      .from(t.diagnoses)
      .where(eq(t.diagnoses.userId, userId))
      .orderBy(desc(t.diagnoses.createdAt))
      .limit(1),
    db
      .select({ at: t.messages.createdAt })
      .from(t.messages)
      .innerJoin(t.chats, eq(t.chats.id, t.messages.chatId))
      .where(and(eq(t.chats.userId, userId), eq(t.messages.sender, "user")))
      .orderBy(desc(t.messages.createdAt))
      .limit(1),
    db
      .select({ at: t.dailyUpdates.createdAt })
      .from(t.dailyUpdates)
      .where(eq(t.dailyUpdates.userId, userId))
      .orderBy(desc(t.dailyUpdates.createdAt))
      .limit(1),
  ]);

  const days = new Set<string>();
  for (const r of [...diagnosisDays, ...messageDays, ...updateDays]) if (r.day) days.add(r.day);
  const instants = [lastDiagnosis[0]?.at, lastMessage[0]?.at, lastUpdate[0]?.at].filter((x): x is string => Boolean(x));
  // Compare as instants: rows written by different code may differ in ISO precision.
  const last = instants.length
    ? instants.reduce((a, b) => (new Date(b).getTime() > new Date(a).getTime() ? b : a))
    : null;
  return { days: [...days].sort(), last };
}
