import { PREMIUM_PLAN } from "../../app/lib/premium.ts";

export { PAYMENT_CHANNELS, PREMIUM_PLAN } from "../../app/lib/premium.ts";

/** Premium is sold in one currency at one price; anything else paid is not this plan. */
export function isPremiumPrice(amount: unknown, currency: unknown): boolean {
  return Number(amount) === PREMIUM_PLAN.amount && String(currency ?? "").toUpperCase() === PREMIUM_PLAN.currency;
}

/** Calendar months in UTC, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString();
}

/** Any date Paystack sends, as the one ISO shape the database compares as text; null if unreadable. */
export function toIso(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const time = typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
