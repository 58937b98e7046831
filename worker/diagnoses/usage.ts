// Free-plan usage of the symptom checker. A check is a completed diagnosis; the free plan has
// FREE_CHECKS_PER_MONTH of them per calendar month in Nigeria's time zone (Africa/Lagos, UTC+1 all
// year, no daylight saving), so a month starts at 23:00 UTC on the last day of the previous month.
import { and, count, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";

export const FREE_CHECKS_PER_MONTH = 3;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

export type UsageState = {
  /** Counted checks this month. */
  usage: number;
  /** null for premium users (unlimited). */
  limit: number | null;
  remaining: number | null;
  isPremium: boolean;
};

/** [start, end) of the Lagos calendar month holding `now`, as ISO strings comparable with created_at. */
export function lagosMonthRange(now: Date): { start: string; end: string } {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(y, m, 1) - LAGOS_OFFSET_MS).toISOString(),
    end: new Date(Date.UTC(y, m + 1, 1) - LAGOS_OFFSET_MS).toISOString(),
  };
}

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
