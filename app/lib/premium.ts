import { z } from "zod";
import { lagosDate } from "./calendar.ts";

// The Premium plan and everything both the page and the server need to agree on about it.
// Client-safe: no server imports.

export const PREMIUM_PLAN = {
  id: "premium",
  name: "Premium Plan",
  /** Minor units (kobo): ₦3,000. */
  amount: 300000,
  currency: "NGN",
  interval: "monthly",
  features: ["Unlimited Symptom Checker Usage", "Priority Support", "Detailed Health Reports", "Unlimited Chat Access"],
} as const;

export type PremiumPlan = typeof PREMIUM_PLAN;

/** Paystack channels offered at checkout (SPEC 9), apple_pay being the wallet channel. */
export const PAYMENT_CHANNELS = ["card", "bank", "ussd", "qr", "mobile_money", "bank_transfer", "apple_pay"] as const;

/** Paystack's words for a subscription, plus "inactive" for a user who never subscribed. */
export const SUBSCRIPTION_STATUSES = ["inactive", "active", "non-renewing", "attention", "cancelled", "completed"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const premiumMessages = {
  activated: "Subscription activated successfully!",
  activationFailed: "Failed to activate subscription",
  cancelled: "Subscription process cancelled",
  pending: "Your bank transfer is pending confirmation. Premium starts as soon as Paystack confirms the payment.",
  alreadyPremium: "You are already a Premium member.",
  renewalCancelled: "Your Premium plan will not renew. You keep Premium until the end of the period you paid for.",
  noSubscription: "There is no renewing subscription to cancel.",
  providerUnavailable: "The payment service is not reachable right now. Please try again in a moment.",
  missing: (name: string) => `Required parameter missing: ${name}`,
  invalidType: (name: string) => `Invalid parameter type: ${name}`,
} as const;

/** SPEC 9: biannually → 'BIANNUAL PLAN', annually → 'ANNUAL PLAN', otherwise the upper-cased name plus ' PLAN'. */
export function planLabel(name: string): string {
  const n = name.trim().toLowerCase();
  if (n === "biannually") return "BIANNUAL PLAN";
  if (n === "annually") return "ANNUAL PLAN";
  return `${name.trim().toUpperCase()} PLAN`;
}

/**
 * Kobo to naira for display: 300000 → "₦3,000", 150050 → "₦1,500.50". Written by hand rather than
 * with Intl so the server render and the browser agree to the character (ICU data differs).
 */
export function formatNaira(kobo: number): string {
  const negative = kobo < 0;
  const abs = Math.round(Math.abs(kobo));
  const naira = Math.floor(abs / 100);
  const rest = abs % 100;
  const whole = String(naira).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}₦${whole}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-22T10:00:00.000Z" → "22 Dec 2026", in Lagos time (UTC+1 all year, no DST). */
export function formatRenewalDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const [y, m, d] = lagosDate(new Date(time)).split("-").map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** Premium means active, or non-renewing until the end of the period already paid for. */
export function isPremiumStatus(status: string | null | undefined, nextPaymentDate: string | null | undefined, now: Date): boolean {
  if (status === "active") return true;
  if (status === "non-renewing" && nextPaymentDate) return Date.parse(nextPaymentDate) > now.getTime();
  return false;
}

// ---------------------------------------------------------------- payloads

const param = (name: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? premiumMessages.missing(name) : premiumMessages.invalidType(name);

const requiredString = (name: string, max = 200) =>
  z
    .string({ error: param(name) })
    .trim()
    .min(1, premiumMessages.missing(name))
    .max(max, premiumMessages.invalidType(name));

/** Amounts travel in kobo, as a whole number or a string of digits (Paystack accepts both). */
const amountParam = z
  .union([z.number().int(premiumMessages.invalidType("amount")).nonnegative(), z.string().regex(/^\d{1,12}$/, premiumMessages.invalidType("amount"))], {
    error: param("amount"),
  })
  .transform((v) => Number(v));

/** POST /api/subscriptions/activate: what the page sends after the checkout reports success. */
export const activateSubscriptionSchema = z
  .object(
    {
      reference: requiredString("reference", 100).regex(/^[A-Za-z0-9.=-]+$/, premiumMessages.invalidType("reference")),
      plan: requiredString("plan", 100),
      amount: amountParam,
      email: requiredString("email", 254).pipe(z.email(premiumMessages.invalidType("email"))),
    },
    { error: "The request body must be a JSON object." },
  )
  .meta({ id: "ActivateSubscription" });
export type ActivateSubscriptionInput = z.output<typeof activateSubscriptionSchema>;

/** POST /api/subscriptions/create: the SPEC does not show a payload; a plan may be named. */
export const createSubscriptionSchema = z
  .object({ plan: z.string({ error: param("plan") }).max(100, premiumMessages.invalidType("plan")).optional() }, { error: "The request body must be a JSON object." })
  .meta({ id: "CreateSubscription" });

export const subscriptionStatusSchema = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    next_payment_date: z.string().nullable(),
  })
  .meta({ id: "SubscriptionStatus" });
export type SubscriptionStatusBody = z.output<typeof subscriptionStatusSchema>;

export const checkoutSchema = z
  .object({
    reference: z.string(),
    access_code: z.string(),
    authorization_url: z.string(),
    public_key: z.string(),
    amount: z.number(),
    currency: z.string(),
    email: z.string(),
    channels: z.array(z.string()),
    metadata: z.object({ name: z.string(), phone: z.string(), plan: z.string() }).loose(),
    plan: z.string(),
  })
  .meta({ id: "SubscriptionCheckout" });
export type CheckoutBody = z.output<typeof checkoutSchema>;

export const paymentSchema = z
  .object({
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
    plan: z.string(),
    status: z.string(),
    activated_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Payment" });
export type PaymentBody = z.output<typeof paymentSchema>;
