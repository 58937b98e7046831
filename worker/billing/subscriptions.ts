import { and, desc, eq, ne, sql } from "drizzle-orm";
import { isPremiumStatus, type SubscriptionStatus } from "../../app/lib/premium.ts";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";
import type { PaystackGateway, VerifiedTransaction } from "./gateway.ts";
import { planCodeOf } from "./gateway.ts";
import { addMonths, PAYMENT_CHANNELS, PREMIUM_PLAN, toIso } from "./plan.ts";
import { runBatch, runOne, stmt } from "./sql.ts";

export type BillingDeps = { db: Db; clock: Clock; gateway: PaystackGateway; planCode: string };
export type BillingUser = { id: string; email: string; firstName: string; lastName: string; phone: string };

const iso = (d: Date) => d.toISOString();
const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

// ---------------------------------------------------------------- reading

export type SubscriptionState = { status: SubscriptionStatus; next_payment_date: string | null };

export async function getSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionState> {
  const row = await db
    .select({ status: t.subscriptions.status, next: t.subscriptions.nextPaymentDate })
    .from(t.subscriptions)
    .where(eq(t.subscriptions.userId, userId))
    .get();
  if (!row) return { status: "inactive", next_payment_date: null };
  return { status: row.status as SubscriptionStatus, next_payment_date: row.next };
}

export async function isPremium(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  const state = await getSubscriptionStatus(db, userId);
  return isPremiumStatus(state.status, state.next_payment_date, now);
}

/** What a page needs to draw the top bar: the upgrade button or the Premium badge. */
export async function loadPremiumState(db: Db, userId: string, now: Date = new Date()) {
  const state = await getSubscriptionStatus(db, userId);
  return { isPremium: isPremiumStatus(state.status, state.next_payment_date, now), ...state };
}

export async function listPayments(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(t.payments)
    // A checkout opened and never paid is not a payment.
    .where(and(eq(t.payments.userId, userId), ne(t.payments.status, "initialized")))
    .orderBy(desc(t.payments.createdAt))
    .limit(100);
  return rows.map((r) => ({
    reference: r.reference,
    amount: r.amount,
    currency: r.currency,
    plan: r.plan,
    status: r.status,
    activated_at: r.activatedAt,
    created_at: r.createdAt,
  }));
}

// ---------------------------------------------------------------- state changes as SQL
// Every change is one statement whose WHERE clause carries its own rule, so two deliveries racing
// each other can never undo one another (no read-modify-write), and a stale event is a no-op.

/** Later of the stored and the incoming date: a renewal date never moves backwards. */
const laterDate = (incoming: string | null) =>
  sql`CASE WHEN ${incoming} IS NOT NULL AND (subscriptions.next_payment_date IS NULL OR ${incoming} > subscriptions.next_payment_date) THEN ${incoming} ELSE subscriptions.next_payment_date END`;

export type PaidPeriod = {
  userId: string;
  /** When Paystack took the money: a subscription stopped after that moment stays stopped. */
  paidAt: string;
  nextPaymentDate: string;
  now: string;
  customerCode?: string | null;
  /** Set for renewals (invoice events): a renewal of another subscription changes nothing. */
  subscriptionCode?: string | null;
  /** The statement runs only if this payment row was just marked activated with this stamp. */
  onlyIfActivated?: { reference: string; stamp: string };
};

/** Money arrived for a Premium period: active, renewal date pushed out (never pulled in). */
export function applyPaidPeriod(p: PaidPeriod) {
  const guard = p.onlyIfActivated
    ? sql`EXISTS (SELECT 1 FROM payments WHERE reference = ${p.onlyIfActivated.reference} AND user_id = ${p.userId} AND activated_at = ${p.onlyIfActivated.stamp})`
    : sql`1`;
  return stmt(sql`
    INSERT INTO subscriptions (user_id, status, plan, next_payment_date, paystack_customer_code, paystack_subscription_code, updated_at)
    SELECT ${p.userId}, 'active', ${PREMIUM_PLAN.id}, ${p.nextPaymentDate}, ${p.customerCode ?? null}, ${p.subscriptionCode ?? null}, ${p.now}
    WHERE ${guard}
    ON CONFLICT(user_id) DO UPDATE SET
      status = 'active',
      plan = excluded.plan,
      next_payment_date = ${laterDate(p.nextPaymentDate)},
      paystack_customer_code = coalesce(excluded.paystack_customer_code, subscriptions.paystack_customer_code),
      updated_at = excluded.updated_at
    WHERE NOT (subscriptions.status <> 'active' AND subscriptions.updated_at > ${p.paidAt})
      AND (excluded.paystack_subscription_code IS NULL OR subscriptions.paystack_subscription_code IS NULL
           OR subscriptions.paystack_subscription_code = excluded.paystack_subscription_code)
  `);
}

export type SubscriptionCreated = {
  userId: string;
  subscriptionCode: string;
  emailToken: string | null;
  customerCode: string | null;
  nextPaymentDate: string | null;
  now: string;
};

/**
 * Paystack made a subscription, which it does only once the first charge has succeeded, so a new
 * subscription is active. It becomes the user's subscription unless the stored one is newer (renews
 * later): an old subscription.create arriving late is ignored. A re-delivery of the current one
 * keeps whatever status later events gave it.
 */
export function applySubscriptionCreated(s: SubscriptionCreated) {
  return stmt(sql`
    INSERT INTO subscriptions (user_id, status, plan, next_payment_date, paystack_customer_code, paystack_subscription_code, paystack_email_token, updated_at)
    VALUES (${s.userId}, 'active', ${PREMIUM_PLAN.id}, ${s.nextPaymentDate}, ${s.customerCode}, ${s.subscriptionCode}, ${s.emailToken}, ${s.now})
    ON CONFLICT(user_id) DO UPDATE SET
      status = CASE WHEN subscriptions.paystack_subscription_code = excluded.paystack_subscription_code THEN subscriptions.status ELSE 'active' END,
      next_payment_date = ${laterDate(s.nextPaymentDate)},
      paystack_customer_code = coalesce(excluded.paystack_customer_code, subscriptions.paystack_customer_code),
      paystack_subscription_code = excluded.paystack_subscription_code,
      paystack_email_token = coalesce(excluded.paystack_email_token, subscriptions.paystack_email_token),
      updated_at = CASE WHEN subscriptions.paystack_subscription_code = excluded.paystack_subscription_code THEN subscriptions.updated_at ELSE excluded.updated_at END
    WHERE subscriptions.paystack_subscription_code IS NULL
       OR subscriptions.paystack_subscription_code = excluded.paystack_subscription_code
       OR subscriptions.next_payment_date IS NULL
       OR (excluded.next_payment_date IS NOT NULL AND excluded.next_payment_date >= subscriptions.next_payment_date)
  `);
}

/** The subscription will not renew: premium until the date already paid for. */
export function applyNotRenewing(
  userId: string,
  subscriptionCode: string,
  nextPaymentDate: string | null,
  now: string,
) {
  return stmt(sql`
    UPDATE subscriptions SET status = 'non-renewing', next_payment_date = ${laterDate(nextPaymentDate)}, updated_at = ${now}
    WHERE user_id = ${userId} AND paystack_subscription_code = ${subscriptionCode}
      AND status NOT IN ('cancelled', 'completed', 'non-renewing')
  `);
}

/** Paystack disabled this subscription; a disable of an older subscription leaves the new one alone. */
export function applyDisabled(
  userId: string,
  subscriptionCode: string,
  status: "cancelled" | "completed",
  now: string,
) {
  return stmt(sql`
    UPDATE subscriptions SET status = ${status}, updated_at = ${now}
    WHERE user_id = ${userId} AND paystack_subscription_code = ${subscriptionCode}
      AND status NOT IN ('cancelled', 'completed')
  `);
}

/**
 * A renewal charge failed. Only the invoice for the period now due counts: a failure for an older
 * period (due well before the stored renewal date) arriving late changes nothing.
 */
export function applyPaymentFailed(userId: string, subscriptionCode: string, dueAt: string, now: string) {
  const latestDue = new Date(Date.parse(dueAt) + 4 * 24 * 60 * 60 * 1000).toISOString();
  return stmt(sql`
    UPDATE subscriptions SET status = 'attention', updated_at = ${now}
    WHERE user_id = ${userId} AND paystack_subscription_code = ${subscriptionCode}
      AND status = 'active'
      AND (next_payment_date IS NULL OR next_payment_date <= ${latestDue})
  `);
}

/** An invoice names the subscription's codes: fill in what is missing, nothing else. */
export function applyKnownCodes(
  userId: string,
  subscriptionCode: string,
  emailToken: string | null,
  customerCode: string | null,
) {
  return stmt(sql`
    UPDATE subscriptions SET
      paystack_email_token = coalesce(paystack_email_token, ${emailToken}),
      paystack_customer_code = coalesce(paystack_customer_code, ${customerCode})
    WHERE user_id = ${userId} AND paystack_subscription_code = ${subscriptionCode}
  `);
}

// ---------------------------------------------------------------- checkout

function newReference(): string {
  const random = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `HB-${Date.now().toString(36)}-${random}`;
}

export type CheckoutResult =
  | {
      ok: true;
      reference: string;
      access_code: string;
      authorization_url: string;
      amount: number;
      currency: string;
      email: string;
      channels: string[];
      metadata: { name: string; phone: string; plan: string };
      plan: string;
    }
  | { ok: false; reason: "already_premium" | "unavailable" | "rejected" };

/** A fresh reference (a payments row 'initialized') and a Paystack transaction for it. */
export async function initialiseSubscription(
  deps: BillingDeps,
  user: BillingUser,
  opts: { callbackUrl?: string } = {},
): Promise<CheckoutResult> {
  // A plan that will not renew may be bought again (a new subscription); a renewing one may not.
  if ((await getSubscriptionStatus(deps.db, user.id)).status === "active")
    return { ok: false, reason: "already_premium" };
  const reference = newReference();
  const metadata = {
    name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    plan: PREMIUM_PLAN.id,
    user_id: user.id,
    custom_fields: [{ display_name: "Plan", variable_name: "plan", value: PREMIUM_PLAN.name }],
  };
  await deps.db.insert(t.payments).values({
    reference,
    userId: user.id,
    amount: PREMIUM_PLAN.amount,
    currency: PREMIUM_PLAN.currency,
    plan: PREMIUM_PLAN.id,
    status: "initialized",
  });
  const result = await deps.gateway.initializeTransaction({
    email: user.email,
    amount: PREMIUM_PLAN.amount,
    currency: PREMIUM_PLAN.currency,
    reference,
    plan: deps.planCode || undefined,
    channels: PAYMENT_CHANNELS,
    metadata,
    callback_url: opts.callbackUrl,
  });
  if (!result.ok) {
    console.error("billing: initialise failed", reference, result.reason, result.message);
    await deps.db.update(t.payments).set({ status: "failed" }).where(eq(t.payments.reference, reference));
    return { ok: false, reason: result.reason };
  }
  return {
    ok: true,
    reference,
    access_code: result.data.access_code,
    authorization_url: result.data.authorization_url,
    amount: PREMIUM_PLAN.amount,
    currency: PREMIUM_PLAN.currency,
    email: user.email,
    channels: [...PAYMENT_CHANNELS],
    metadata: { name: metadata.name, phone: metadata.phone, plan: metadata.plan },
    plan: deps.planCode,
  };
}

// ---------------------------------------------------------------- activation

export type ActivationInput = { reference: string; plan: string; amount: number; email: string };

export type ActivationResult =
  | ({ ok: true; alreadyActivated: boolean } & SubscriptionState)
  | {
      ok: false;
      reason:
        | "invalid_plan"
        | "amount_mismatch"
        | "email_mismatch"
        | "not_found"
        | "not_paid"
        | "pending"
        | "verification_mismatch"
        | "unavailable";
    };

const PENDING_STATUSES = new Set([
  "pending",
  "ongoing",
  "processing",
  "queued",
  "send_birthday",
  "send_otp",
  "send_pin",
  "send_phone",
  "send_address",
  "open_url",
]);

/** Why a transaction Paystack calls successful is still not this user's Premium payment, or null. */
function mismatch(
  tx: VerifiedTransaction,
  expected: { reference: string; amount: number; email: string; planCode: string },
): string | null {
  if (tx.reference !== expected.reference) return "reference";
  if (Number(tx.amount) !== expected.amount || Number(tx.amount) !== PREMIUM_PLAN.amount) return "amount";
  if (String(tx.currency ?? "").toUpperCase() !== PREMIUM_PLAN.currency) return "currency";
  if (!sameEmail(tx.customer?.email, expected.email)) return "email";
  const plan = planCodeOf(tx);
  if (plan && expected.planCode && plan !== expected.planCode) return "plan";
  return null;
}

/**
 * The page says the checkout succeeded; Paystack decides. The reference must be this user's, and
 * Paystack's verify endpoint must report it paid in full, in naira, by this user's email. A
 * reference activates at most once: the payments row flips from not-success to success in the same
 * batch that extends the subscription, and only that flip lets the extension run.
 */
export async function activateSubscription(
  deps: BillingDeps,
  user: Pick<BillingUser, "id" | "email">,
  input: ActivationInput,
): Promise<ActivationResult> {
  if (input.plan !== PREMIUM_PLAN.id && input.plan !== deps.planCode) return { ok: false, reason: "invalid_plan" };
  if (input.amount !== PREMIUM_PLAN.amount) return { ok: false, reason: "amount_mismatch" };
  if (!sameEmail(input.email, user.email)) return { ok: false, reason: "email_mismatch" };

  const payment = await deps.db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.reference, input.reference), eq(t.payments.userId, user.id)))
    .get();
  // Someone else's reference looks exactly like one that does not exist.
  if (!payment) return { ok: false, reason: "not_found" };
  if (payment.status === "success")
    return { ok: true, alreadyActivated: true, ...(await getSubscriptionStatus(deps.db, user.id)) };

  const verified = await deps.gateway.verifyTransaction(input.reference);
  if (!verified.ok) {
    console.error("billing: verify failed", input.reference, verified.reason, verified.message);
    return { ok: false, reason: verified.reason === "unavailable" ? "unavailable" : "not_paid" };
  }
  const tx = verified.data;
  const txStatus = String(tx.status ?? "").toLowerCase();
  const now = deps.clock.now();
  if (txStatus !== "success") {
    const pending = PENDING_STATUSES.has(txStatus);
    const next = pending ? "pending" : txStatus === "abandoned" ? "abandoned" : "failed";
    await deps.db
      .update(t.payments)
      .set({ status: next })
      .where(and(eq(t.payments.reference, input.reference), ne(t.payments.status, "success")));
    return { ok: false, reason: pending ? "pending" : "not_paid" };
  }
  const wrong = mismatch(tx, {
    reference: input.reference,
    amount: payment.amount,
    email: user.email,
    planCode: deps.planCode,
  });
  if (wrong) {
    console.error("billing: verified transaction does not match", input.reference, wrong);
    await deps.db
      .update(t.payments)
      .set({ status: "failed" })
      .where(and(eq(t.payments.reference, input.reference), ne(t.payments.status, "success")));
    return { ok: false, reason: "verification_mismatch" };
  }

  const paidAt = toIso(tx.paid_at ?? tx.paidAt) ?? iso(now);
  const stamp = iso(now);
  await runBatch(deps.db, [
    stmt(
      deps.db
        .update(t.payments)
        .set({ status: "success", activatedAt: stamp })
        .where(
          and(
            eq(t.payments.reference, input.reference),
            eq(t.payments.userId, user.id),
            ne(t.payments.status, "success"),
          ),
        ),
    ),
    applyPaidPeriod({
      userId: user.id,
      paidAt,
      nextPaymentDate: addMonths(paidAt, 1),
      now: stamp,
      customerCode: tx.customer?.customer_code ?? null,
      onlyIfActivated: { reference: input.reference, stamp },
    }),
  ]);
  return { ok: true, alreadyActivated: false, ...(await getSubscriptionStatus(deps.db, user.id)) };
}

// ---------------------------------------------------------------- cancel renewal

export type CancelResult =
  ({ ok: true } & SubscriptionState) | { ok: false; reason: "no_subscription" | "rejected" | "unavailable" };

/** Stops the renewal through Paystack (code + email token); premium lasts until the date paid for. */
export async function cancelRenewal(
  deps: Omit<BillingDeps, "planCode">,
  user: Pick<BillingUser, "id">,
): Promise<CancelResult> {
  const row = await deps.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, user.id)).get();
  if (!row || !row.paystackSubscriptionCode || !row.paystackEmailToken || !["active", "attention"].includes(row.status))
    return { ok: false, reason: "no_subscription" };
  const result = await deps.gateway.disableSubscription(row.paystackSubscriptionCode, row.paystackEmailToken);
  if (!result.ok) {
    console.error("billing: disable failed", row.paystackSubscriptionCode, result.reason, result.message);
    return { ok: false, reason: result.reason };
  }
  await runOne(deps.db, applyNotRenewing(user.id, row.paystackSubscriptionCode, null, iso(deps.clock.now())));
  return { ok: true, ...(await getSubscriptionStatus(deps.db, user.id)) };
}
