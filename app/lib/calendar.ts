// HealthBuddy's one calendar. Users are in Nigeria first: a "day" (the chat allowance, the daily update,
// the dashboard's streak), a "month" (the checker's free checks) and an age are counted in Africa/Lagos,
// which is West Africa Time, UTC+1 all year with no daylight saving (IANA tz database). Instants are
// stored in UTC; days are YYYY-MM-DD strings. Pure and client-safe: browser and server both import it.

/** Nigeria's zone: where days, months and ages are counted unless a caller names another zone. */
export const LAGOS_TIME_ZONE = "Africa/Lagos";
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * The oldest age taken as real. A date of birth further back is refused by the assessment ("Please
 * enter a real date of birth."), and everywhere else reads as no age at all; the checker's engine and
 * the /api/v1 triage API accept ages from 0 to the same 120.
 */
export const MAX_AGE = 120;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Lagos calendar day (YYYY-MM-DD) of an instant: 23:30 UTC on 31 December is already 1 January. */
export function lagosDate(now: Date): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Lagos calendar month (YYYY-MM) of an instant. */
export function lagosMonth(now: Date): string {
  return lagosDate(now).slice(0, 7);
}

/** [start, end) of the Lagos calendar month holding `now`, as ISO instants comparable with created_at. */
export function lagosMonthRange(now: Date): { start: string; end: string } {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(y, m, 1) - LAGOS_OFFSET_MS).toISOString(),
    end: new Date(Date.UTC(y, m + 1, 1) - LAGOS_OFFSET_MS).toISOString(),
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in any time zone (Lagos unless told otherwise). */
export function dayInZone(instant: Date, timeZone: string = LAGOS_TIME_ZONE): string {
  if (timeZone === LAGOS_TIME_ZONE) return lagosDate(instant);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(s: string): boolean {
  const m = DAY_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Completed years from a date of birth (YYYY-MM-DD) to a day: a YYYY-MM-DD day in the user's zone, or
 * an instant, read as its Lagos day. Birthdays count on the day; someone born on 29 February turns a
 * year older on 1 March in common years. Undefined when the birth date is not a real date, is after
 * the day, or is more than MAX_AGE years back.
 */
export function ageOn(dob: string, on: Date | string): number | undefined {
  const today = typeof on === "string" ? on : lagosDate(on);
  if (!isCalendarDate(dob) || !isCalendarDate(today) || dob > today) return undefined;
  const [by, bm, bd] = dob.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age <= MAX_AGE ? age : undefined;
}
