import { addDays } from "./days.ts";

/**
 * Consecutive days with at least one check-in, ending today, or yesterday when today has none
 * yet: a streak is not broken until the day is over.
 */
export function currentStreak(checkInDays: Iterable<string>, today: string): number {
  const days = new Set(checkInDays);
  let cursor = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}

/** Distinct check-in days within the `window` days ending today (today included). */
export function activeDaysWithin(checkInDays: Iterable<string>, today: string, window: number): number {
  const from = addDays(today, -(window - 1));
  let n = 0;
  for (const day of new Set(checkInDays)) if (day >= from && day <= today) n += 1;
  return n;
}

export function streakLabel(streak: number): string {
  return `${streak} day${streak === 1 ? "" : "s"} streak`;
}
