import { eq } from "drizzle-orm";
import { toBase64Url, fromBase64Url } from "../auth/crypto.ts";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";
import { addMonths, PREMIUM_PLAN } from "../billing/plan.ts";
import { signPaystackBody } from "../billing/signature.ts";

// DEVELOPMENT AND TESTS ONLY. A local stand-in for Paystack, so the whole purchase can be clicked
// through offline. It keeps no tables of its own: its transactions and subscriptions are rows of
// webhook_events with ids 'fake:tx:<reference>' and 'fake:sub:<code>' (a module-level Map would not
// survive from one request to the next in workerd, and the schema is not the fake's to change).
// The API routes in worker/dev/paystack-api.ts are never served in production.

export type FakeDeps = {
  db: Db;
  clock: Clock;
  secretKey: string;
  planCode: string;
  /** Posts a signed event to the app's /api/webhooks/paystack (in-process); resolves to the HTTP status. */
  deliver: (body: string, signature: string) => Promise<number>;
};

export type SentWebhook = { event: string; status: number };

export type FakeTransaction = {
  id: number;
  reference: string;
  access_code: string;
  email: string;
  amount: number;
  currency: string;
  plan_code: string | null;
  channels: string[];
  metadata: Record<string, unknown>;
  callback_url: string | null;
  /** Paystack's words: abandoned until paid, pending for a bank transfer awaiting confirmation. */
  status: "abandoned" | "success" | "pending" | "failed";
  created_at: string;
  paid_at: string | null;
  customer_code: string;
};

export type FakeSubscription = {
  subscription_code: string;
  email_token: string;
  email: string;
  customer_code: string;
  plan_code: string;
  amount: number;
  status: "active" | "non-renewing" | "cancelled" | "completed";
  next_payment_date: string;
  created_at: string;
};

const txKey = (reference: string) => `fake:tx:${reference}`;
const subKey = (code: string) => `fake:sub:${code}`;

function randomCode(length = 10) {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return [...crypto.getRandomValues(new Uint8Array(length))].map((b) => alphabet[b % alphabet.length]).join("");
}

/** The plans the fake knows: the configured plan code is Premium. */
export function fakePlan(deps: Pick<FakeDeps, "planCode">, code: string | null) {
  if (!code || code !== deps.planCode) return null;
  return {
    name: PREMIUM_PLAN.name,
    plan_code: code,
    interval: PREMIUM_PLAN.interval,
    amount: PREMIUM_PLAN.amount,
    currency: PREMIUM_PLAN.currency,
  };
}

/** A stable customer code per email, as Paystack keeps one customer per address. */
export async function fakeCustomerCode(email: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.toLowerCase()));
  return `CUS_${[...new Uint8Array(digest)]
    .slice(0, 8)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** The access code names the reference and is signed, so a checkout link cannot be forged. */
export async function makeAccessCode(secret: string, reference: string) {
  const sig = (await signPaystackBody(`access:${reference}`, secret)).slice(0, 24);
  return `${toBase64Url(new TextEncoder().encode(reference))}.${sig}`;
}

export async function referenceFromAccessCode(secret: string, accessCode: string): Promise<string | null> {
  const [encoded, sig] = accessCode.split(".");
  if (!encoded || !sig) return null;
  let reference: string;
  try {
    reference = new TextDecoder().decode(fromBase64Url(encoded));
  } catch {
    return null;
  }
  return (await makeAccessCode(secret, reference)) === accessCode ? reference : null;
}

async function readRow<T>(db: Db, id: string): Promise<T | null> {
  const row = await db
    .select({ payload: t.webhookEvents.payload })
    .from(t.webhookEvents)
    .where(eq(t.webhookEvents.id, id))
    .get();
  return (row?.payload as T | undefined) ?? null;
}

export const getFakeTransaction = (db: Db, reference: string) => readRow<FakeTransaction>(db, txKey(reference));
export const getFakeSubscription = (db: Db, code: string) => readRow<FakeSubscription>(db, subKey(code));

/** Stores a new transaction; false when the reference is taken (Paystack: duplicate reference). */
export async function createFakeTransaction(db: Db, tx: FakeTransaction): Promise<boolean> {
  const inserted = await db
    .insert(t.webhookEvents)
    .values({ id: txKey(tx.reference), event: "fake.transaction", payload: tx })
    .onConflictDoNothing()
    .returning({ id: t.webhookEvents.id });
  return inserted.length > 0;
}

async function saveTransaction(db: Db, tx: FakeTransaction) {
  await db
    .update(t.webhookEvents)
    .set({ payload: tx })
    .where(eq(t.webhookEvents.id, txKey(tx.reference)));
}

async function saveSubscription(db: Db, sub: FakeSubscription) {
  await db
    .insert(t.webhookEvents)
    .values({ id: subKey(sub.subscription_code), event: "fake.subscription", payload: sub })
    .onConflictDoUpdate({ target: t.webhookEvents.id, set: { payload: sub } });
}

// ---------------------------------------------------------------- Paystack's JSON shapes

function customerObject(email: string, customerCode: string) {
  return {
    id: 1,
    first_name: null,
    last_name: null,
    email,
    customer_code: customerCode,
    phone: null,
    metadata: null,
    risk_action: "default",
  };
}

const authorization = {
  authorization_code: "AUTH_localtest",
  bin: "408408",
  last4: "4081",
  exp_month: "12",
  exp_year: "2030",
  channel: "card",
  card_type: "visa ",
  bank: "TEST BANK",
  country_code: "NG",
  brand: "visa",
  reusable: true,
  signature: "SIG_localtest",
  account_name: null,
};

/** The transaction as GET /transaction/verify/:reference shows it. */
export function verifyData(deps: Pick<FakeDeps, "planCode">, tx: FakeTransaction) {
  const plan = fakePlan(deps, tx.plan_code);
  return {
    id: tx.id,
    domain: "test",
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response:
      tx.status === "success"
        ? "Successful"
        : tx.status === "pending"
          ? "Transfer pending confirmation"
          : "The transaction was not completed",
    paid_at: tx.paid_at,
    created_at: tx.created_at,
    channel: tx.status === "pending" ? "bank_transfer" : "card",
    currency: tx.currency,
    ip_address: "127.0.0.1",
    metadata: tx.metadata,
    fees: tx.status === "success" ? Math.min(Math.round(tx.amount * 0.015) + 10000, 200000) : null,
    customer: customerObject(tx.email, tx.customer_code),
    authorization: tx.status === "success" ? authorization : {},
    plan: plan ? plan.plan_code : null,
    plan_object: plan ?? {},
    paidAt: tx.paid_at,
    createdAt: tx.created_at,
    requested_amount: tx.amount,
  };
}

function chargeSuccessData(deps: Pick<FakeDeps, "planCode">, tx: FakeTransaction) {
  const plan = fakePlan(deps, tx.plan_code);
  return { ...verifyData(deps, tx), plan: plan ?? {}, plan_object: undefined };
}

function subscriptionData(
  deps: Pick<FakeDeps, "planCode">,
  sub: FakeSubscription,
  status: string,
  nextPaymentDate: string | null,
) {
  return {
    domain: "test",
    status,
    subscription_code: sub.subscription_code,
    email_token: sub.email_token,
    amount: sub.amount,
    cron_expression: "0 0 * * *",
    next_payment_date: nextPaymentDate,
    open_invoice: null,
    createdAt: sub.created_at,
    plan: fakePlan(deps, sub.plan_code) ?? { plan_code: sub.plan_code },
    authorization,
    customer: customerObject(sub.email, sub.customer_code),
    created_at: sub.created_at,
  };
}

/** Signs an event exactly as Paystack does and posts it to the app's webhook endpoint. */
export async function sendFakeWebhook(deps: FakeDeps, event: string, data: unknown): Promise<SentWebhook> {
  const body = JSON.stringify({ event, data });
  const signature = await signPaystackBody(body, deps.secretKey);
  const status = await deps.deliver(body, signature);
  if (status !== 200) console.error("fake paystack: webhook not accepted", event, status);
  return { event, status };
}

// ---------------------------------------------------------------- checkout outcomes

export type PayOutcome =
  | { ok: true; tx: FakeTransaction; subscription: FakeSubscription | null; webhooks: SentWebhook[] }
  | { ok: false; message: string };

/** The customer paid: the transaction succeeds, a plan makes a subscription, and Paystack tells the app. */
export async function payFakeTransaction(deps: FakeDeps, reference: string): Promise<PayOutcome> {
  const tx = await getFakeTransaction(deps.db, reference);
  if (!tx) return { ok: false, message: "Transaction reference not found" };
  if (tx.status === "success") return { ok: true, tx, subscription: null, webhooks: [] };
  const now = deps.clock.now().toISOString();
  const paid: FakeTransaction = { ...tx, status: "success", paid_at: now };
  await saveTransaction(deps.db, paid);
  const webhooks = [await sendFakeWebhook(deps, "charge.success", chargeSuccessData(deps, paid))];
  let subscription: FakeSubscription | null = null;
  const plan = fakePlan(deps, paid.plan_code);
  if (plan) {
    subscription = {
      subscription_code: `SUB_${randomCode(15)}`,
      email_token: randomCode(20),
      email: paid.email,
      customer_code: paid.customer_code,
      plan_code: plan.plan_code,
      amount: plan.amount,
      status: "active",
      next_payment_date: addMonths(now, 1),
      created_at: now,
    };
    await saveSubscription(deps.db, subscription);
    webhooks.push(
      await sendFakeWebhook(
        deps,
        "subscription.create",
        subscriptionData(deps, subscription, "active", subscription.next_payment_date),
      ),
    );
  }
  return { ok: true, tx: paid, subscription, webhooks };
}

/** A bank transfer was started: Paystack waits for the bank, the transaction is pending. */
export async function markFakeTransferPending(deps: FakeDeps, reference: string): Promise<FakeTransaction | null> {
  const tx = await getFakeTransaction(deps.db, reference);
  if (!tx) return null;
  if (tx.status !== "abandoned") return tx;
  const pending: FakeTransaction = { ...tx, status: "pending" };
  await saveTransaction(deps.db, pending);
  return pending;
}

/** POST /subscription/disable: with the right email token the subscription stops renewing. */
export async function disableFakeSubscription(
  deps: FakeDeps,
  code: string,
  token: string,
): Promise<{ ok: boolean; webhooks: SentWebhook[] }> {
  const sub = await getFakeSubscription(deps.db, code);
  if (!sub || sub.email_token !== token || sub.status !== "active") return { ok: false, webhooks: [] };
  const stopped: FakeSubscription = { ...sub, status: "non-renewing" };
  await saveSubscription(deps.db, stopped);
  const webhook = await sendFakeWebhook(
    deps,
    "subscription.not_renew",
    subscriptionData(deps, stopped, "non-renewing", null),
  );
  return { ok: true, webhooks: [webhook] };
}

/** Dev tool: Paystack charges the renewal (invoice.update paid) and the subscription moves a month on. */
export async function renewFakeSubscription(deps: FakeDeps, code: string): Promise<FakeSubscription | null> {
  const sub = await getFakeSubscription(deps.db, code);
  if (!sub || sub.status !== "active") return null;
  const now = deps.clock.now().toISOString();
  const renewed: FakeSubscription = { ...sub, next_payment_date: addMonths(sub.next_payment_date, 1) };
  await saveSubscription(deps.db, renewed);
  const reference = `renewal-${randomCode(12)}`;
  await sendFakeWebhook(deps, "invoice.update", {
    domain: "test",
    invoice_code: `INV_${randomCode(12)}`,
    amount: sub.amount,
    period_start: sub.next_payment_date,
    period_end: renewed.next_payment_date,
    status: "success",
    paid: true,
    paid_at: now,
    description: null,
    authorization,
    subscription: {
      status: "active",
      subscription_code: sub.subscription_code,
      email_token: sub.email_token,
      amount: sub.amount,
      cron_expression: "0 0 * * *",
      next_payment_date: renewed.next_payment_date,
      open_invoice: null,
    },
    customer: customerObject(sub.email, sub.customer_code),
    transaction: { reference, status: "success", amount: sub.amount, currency: PREMIUM_PLAN.currency },
    created_at: now,
  });
  return renewed;
}
