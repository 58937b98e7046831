import { dayInZone, LAGOS_TIME_ZONE } from "../../app/lib/calendar.ts";

// Calendar days are YYYY-MM-DD strings in the user's zone (Africa/Lagos by default); instants are
// stored in UTC. All day arithmetic happens on the strings' UTC noon, so no zone can shift it.

export { dayInZone, LAGOS_TIME_ZONE };

function parseDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

export function addDays(day: string, n: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Whole days from a to b (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((parseDay(b).getTime() - parseDay(a).getTime()) / 86_400_000);
}

/**
 * The zone's offset from UTC in minutes at an instant ("GMT+01:00" → 60). Used to bucket UTC
 * timestamps into local days inside SQL; exact for fixed-offset zones such as Africa/Lagos.
 */
export function zoneOffsetMinutes(instant: Date, timeZone: string = LAGOS_TIME_ZONE): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === "-" ? -minutes : minutes;
}
