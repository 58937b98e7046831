import { and, eq, ne, sql } from "drizzle-orm";
import { sha256 } from "../auth/crypto.ts";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";
import { addMonths, isPremiumPrice, PREMIUM_PLAN, toIso } from "./plan.ts";
import { verifyPaystackSignature } from "./signature.ts";
import { runBatch, stmt, type Stmt } from "./sql.ts";
import {
  applyDisabled,
  applyKnownCodes,
  applyNotRenewing,
  applyPaidPeriod,
  applyPaymentFailed,
  applySubscriptionCreated,
} from "./subscriptions.ts";

export type WebhookDeps = { db: Db; clock: Clock; secretKey: string; planCode: string };

export type WebhookOutcome =
  | { outcome: "invalid_signature" }
  | { outcome: "malformed" }
  | { outcome: "duplicate"; key: string }
  | { outcome: "processed"; key: string; applied: boolean };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null;

/** The events that keep a subscription true; anything else is recorded and left alone. */
export const HANDLED_EVENTS = [
  "charge.success",
  "subscription.create",
  "subscription.disable",
  "subscription.not_renew",
  "invoice.create",
  "invoice.update",
  "invoice.payment_failed",
] as const;

/**
 * Paystack's events carry no event id, so the key is made from what makes the event itself unique
 * (a reference succeeds once, a subscription is created once, ...). Events without such a field
 * fall back to the body's digest, so an exact replay is still recognised.
 */
export function webhookEventKey(event: string, data: Json, digest: string): string {
  const subscription = obj(data.subscription);
  const natural = (() => {
    switch (event) {
      case "charge.success":
        return str(data.reference);
      case "subscription.create":
      case "subscription.disable":
      case "subscription.not_renew":
        return str(data.subscription_code);
      case "invoice.create":
        return str(data.invoice_code);
      case "invoice.update": {
        const invoice = str(data.invoice_code);
        return invoice ? `${invoice}:${data.paid === true ? "paid" : (str(data.status) ?? "open")}` : null;
      }
      case "invoice.payment_failed": {
        const invoice = str(data.invoice_code);
        const attempt = str(obj(data.transaction).reference) ?? str(subscription.next_payment_date);
        return invoice ? `${invoice}:${attempt ?? "failed"}` : null;
      }
      default:
        return null;
    }
  })();
  return `${event}:${natural ?? digest}`;
}

async function userIdFor(
  db: Db,
  ids: { subscriptionCode?: string | null; customerCode?: string | null; email?: string | null },
) {
  if (ids.subscriptionCode) {
    const row = await db
      .select({ id: t.subscriptions.userId })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.paystackSubscriptionCode, ids.subscriptionCode))
      .get();
    if (row) return row.id;
  }
  if (ids.customerCode) {
    const row = await db
      .select({ id: t.subscriptions.userId })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.paystackCustomerCode, ids.customerCode))
      .get();
    if (row) return row.id;
  }
  if (ids.email) {
    const row = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, ids.email.toLowerCase()))
      .get();
    if (row) return row.id;
  }
  return null;
}

type Statement = Stmt;

/** The statements an event turns into (besides recording it); empty when it changes nothing. */
async function statementsFor(deps: WebhookDeps, event: string, data: Json, now: string): Promise<Statement[]> {
  const db = deps.db;
  const customer = obj(data.customer);
  const customerCode = str(customer.customer_code);
  const email = str(customer.email);
  const planCode = str(obj(data.plan).plan_code) ?? (typeof data.plan === "string" ? str(data.plan) : null);
  const ourPlan = (code: string | null) => !code || !deps.planCode || code === deps.planCode;

  switch (event) {
    case "charge.success": {
      const reference = str(data.reference);
      if (!reference || str(data.status) !== "success") return [];
      if (!isPremiumPrice(data.amount, data.currency) || !ourPlan(planCode)) return [];
      const paidAt = toIso(data.paid_at ?? data.paidAt) ?? now;
      const period = { paidAt, nextPaymentDate: addMonths(paidAt, 1), now, customerCode };
      const payment = await db.select().from(t.payments).where(eq(t.payments.reference, reference)).get();
      if (payment) {
        if (payment.amount !== Number(data.amount)) return [];
        return [
          stmt(
            db
              .update(t.payments)
              .set({ status: "success", activatedAt: now })
              .where(and(eq(t.payments.reference, reference), ne(t.payments.status, "success"))),
          ),
          applyPaidPeriod({ userId: payment.userId, ...period }),
        ];
      }
      // Not a reference we made: a renewal charge Paystack made for the plan. It must name the plan.
      if (!planCode) return [];
      const userId = await userIdFor(db, { customerCode, email });
      if (!userId) return [];
      return [
        stmt(
          db
            .insert(t.payments)
            .values({
              reference,
              userId,
              amount: Number(data.amount),
              currency: PREMIUM_PLAN.currency,
              plan: PREMIUM_PLAN.id,
              status: "success",
              activatedAt: now,
            })
            .onConflictDoNothing(),
        ),
        applyPaidPeriod({ userId, ...period }),
      ];
    }
    case "subscription.create": {
      const code = str(data.subscription_code);
      if (!code || !ourPlan(planCode)) return [];
      const userId = await userIdFor(db, { customerCode, email });
      if (!userId) return [];
      return [
        applySubscriptionCreated({
          userId,
          subscriptionCode: code,
          emailToken: str(data.email_token),
          customerCode,
          nextPaymentDate: toIso(data.next_payment_date),
          now,
        }),
      ];
    }
    case "subscription.not_renew": {
      const code = str(data.subscription_code);
      const userId = code ? await userIdFor(db, { subscriptionCode: code }) : null;
      if (!code || !userId) return [];
      return [applyNotRenewing(userId, code, toIso(data.next_payment_date), now)];
    }
    case "subscription.disable": {
      const code = str(data.subscription_code);
      const userId = code ? await userIdFor(db, { subscriptionCode: code }) : null;
      if (!code || !userId) return [];
      const status = /^complete/i.test(str(data.status) ?? "") ? "completed" : "cancelled";
      return [applyDisabled(userId, code, status, now)];
    }
    case "invoice.create":
    case "invoice.update":
    case "invoice.payment_failed": {
      const subscription = obj(data.subscription);
      const code = str(subscription.subscription_code);
      const userId = code ? await userIdFor(db, { subscriptionCode: code }) : null;
      if (!code || !userId) return [];
      const statements: Statement[] = [applyKnownCodes(userId, code, str(subscription.email_token), customerCode)];
      const paid = data.paid === true || str(data.status) === "success";
      if (event === "invoice.update" && paid) {
        // An invoice's amount is the plan's; a paid invoice in another currency or amount is not Premium.
        const transaction = obj(data.transaction);
        const amount = data.amount ?? transaction.amount;
        const currency = transaction.currency ?? data.currency ?? PREMIUM_PLAN.currency;
        if (!isPremiumPrice(amount, currency)) return statements;
        const paidAt = toIso(data.paid_at ?? data.paidAt) ?? now;
        const next = toIso(subscription.next_payment_date) ?? addMonths(paidAt, 1);
        statements.push(
          applyPaidPeriod({ userId, paidAt, nextPaymentDate: next, now, customerCode, subscriptionCode: code }),
        );
        const reference = str(transaction.reference);
        if (reference)
          statements.push(
            stmt(
              db
                .insert(t.payments)
                .values({
                  reference,
                  userId,
                  amount: Number(amount),
                  currency: PREMIUM_PLAN.currency,
                  plan: PREMIUM_PLAN.id,
                  status: "success",
                  activatedAt: now,
                })
                .onConflictDoNothing(),
            ),
          );
        return statements;
      }
      const failed =
        event === "invoice.payment_failed" || (event === "invoice.update" && /fail/i.test(str(data.status) ?? ""));
      if (failed) {
        const due = toIso(data.period_start) ?? toIso(data.created_at ?? data.createdAt) ?? now;
        statements.push(applyPaymentFailed(userId, code, due, now));
      }
      // invoice.create only announces an upcoming charge: no money has moved, nothing changes.
      return statements;
    }
    default:
      return [];
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (String((e as { message?: unknown }).message ?? e).includes("UNIQUE constraint failed")) return true;
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}

/**
 * Verifies x-paystack-signature over the raw body, then records the event and applies it in one
 * batch. The record is a plain insert on a unique key: a replay fails it, and the batch (a single
 * transaction) takes the state changes down with it, so every event is applied at most once.
 */
export async function handlePaystackWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | null | undefined,
): Promise<WebhookOutcome> {
  if (!(await verifyPaystackSignature(rawBody, signature, deps.secretKey))) return { outcome: "invalid_signature" };
  let payload: Json;
  try {
    payload = obj(JSON.parse(rawBody));
  } catch {
    return { outcome: "malformed" };
  }
  const event = str(payload.event);
  if (!event) return { outcome: "malformed" };
  const data = obj(payload.data);
  const key = webhookEventKey(event, data, await sha256(rawBody));

  const seen = await deps.db
    .select({ id: t.webhookEvents.id })
    .from(t.webhookEvents)
    .where(eq(t.webhookEvents.id, key))
    .get();
  if (seen) return { outcome: "duplicate", key };

  const now = deps.clock.now().toISOString();
  const statements = await statementsFor(deps, event, data, now);
  try {
    await runBatch(deps.db, [stmt(deps.db.insert(t.webhookEvents).values({ id: key, event, payload })), ...statements]);
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "duplicate", key };
    throw error;
  }
  return { outcome: "processed", key, applied: statements.length > 0 };
}

/** For tests and the dev fake: how many times an event key was stored (0 or 1). */
export async function webhookEventStored(db: Db, key: string): Promise<boolean> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(t.webhookEvents)
    .where(eq(t.webhookEvents.id, key))
    .get();
  return (row?.n ?? 0) > 0;
}
