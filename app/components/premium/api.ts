import { PREMIUM_PLAN, premiumMessages, type CheckoutBody, type PaymentBody, type SubscriptionStatusBody } from "../../lib/premium.ts";

// The browser's side of the billing API (same origin, session cookies).

type ApiError = { error?: { code?: string; message?: string } };

async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(path, {
    credentials: "same-origin",
    ...init,
    headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
  });
  if (res.status === 401) {
    // SPEC 4: a 401 from any call sends the browser to /login.
    window.location.assign("/login");
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return { res, body };
}

const messageOf = (body: unknown, fallback: string) => (body as ApiError | null)?.error?.message ?? fallback;

export async function createCheckout(): Promise<{ ok: true; checkout: CheckoutBody } | { ok: false; message: string }> {
  try {
    const { res, body } = await send("/api/subscriptions/create", { method: "POST", body: JSON.stringify({ plan: PREMIUM_PLAN.id }) });
    if (res.status === 201) return { ok: true, checkout: body as CheckoutBody };
    return { ok: false, message: messageOf(body, premiumMessages.providerUnavailable) };
  } catch {
    return { ok: false, message: premiumMessages.providerUnavailable };
  }
}

export type ActivationOutcome = { type: "active"; state: SubscriptionStatusBody } | { type: "pending" } | { type: "failed" };

export async function activateSubscription(reference: string, email: string): Promise<ActivationOutcome> {
  try {
    const { res, body } = await send("/api/subscriptions/activate", {
      method: "POST",
      body: JSON.stringify({ reference, plan: PREMIUM_PLAN.id, amount: PREMIUM_PLAN.amount, email }),
    });
    if (res.status === 200) return { type: "active", state: body as SubscriptionStatusBody };
    if (res.status === 202) return { type: "pending" };
    return { type: "failed" };
  } catch {
    return { type: "failed" };
  }
}

export async function fetchSubscription(): Promise<SubscriptionStatusBody | null> {
  try {
    const { res, body } = await send("/api/subscriptions/check");
    return res.ok ? (body as SubscriptionStatusBody) : null;
  } catch {
    return null;
  }
}

export async function fetchPayments(): Promise<PaymentBody[]> {
  try {
    const { res, body } = await send("/api/subscriptions/payments");
    return res.ok ? ((body as { payments: PaymentBody[] }).payments ?? []) : [];
  } catch {
    return [];
  }
}

export async function cancelRenewalRequest(): Promise<{ ok: true; state: SubscriptionStatusBody; message: string } | { ok: false; message: string }> {
  try {
    const { res, body } = await send("/api/subscriptions/cancel", { method: "POST", body: "{}" });
    if (res.ok) {
      const b = body as SubscriptionStatusBody & { message: string };
      return { ok: true, state: { status: b.status, next_payment_date: b.next_payment_date }, message: b.message };
    }
    return { ok: false, message: messageOf(body, premiumMessages.providerUnavailable) };
  } catch {
    return { ok: false, message: premiumMessages.providerUnavailable };
  }
}
