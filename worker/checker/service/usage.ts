// Free-plan usage of the symptom checker. A check is a completed diagnosis; the free plan has
// FREE_CHECKS_PER_MONTH of them per calendar month in Nigeria's time zone (Africa/Lagos, UTC+1 all
// year, no daylight saving), so a month starts at 23:00 UTC on the last day of the previous month.
import { and, count, eq, gte, lt } from "drizzle-orm";
import { lagosMonthRange } from "../../../app/lib/calendar.ts";
import type { Db } from "../../db/client.ts";
import * as t from "../../db/schema.ts";

export const FREE_CHECKS_PER_MONTH = 3;

export type UsageState = {
  /** Counted checks this month. */
  usage: number;
  /** null for premium users (unlimited). */
  limit: number | null;
  remaining: number | null;
  isPremium: boolean;
};

export async function countChecksThisMonth(db: Db, userId: string, now: Date): Promise<number> {
  const { start, end } = lagosMonthRange(now);
  const row = await db
    .select({ n: count() })
    .from(t.diagnoses)
    .where(
      and(
        eq(t.diagnoses.userId, userId),
        eq(t.diagnoses.countsTowardsLimit, true),
        gte(t.diagnoses.createdAt, start),
        lt(t.diagnoses.createdAt, end),
      ),
    )
    .get();
  return row?.n ?? 0;
}

export function usageState(usage: number, premium: boolean): UsageState {
  if (premium) return { usage, limit: null, remaining: null, isPremium: true };
  return {
    usage,
    limit: FREE_CHECKS_PER_MONTH,
    remaining: Math.max(0, FREE_CHECKS_PER_MONTH - usage),
    isPremium: false,
  };
}
