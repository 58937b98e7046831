import { api, errorMessage, type ApiAnswer } from "../../lib/api-client.ts";
import { PREMIUM_PLAN, premiumMessages, type PaymentBody, type SubscriptionStatusBody } from "../../lib/premium.ts";

// The browser's side of the billing API, through the typed client (app/lib/api-client.ts).

/** SPEC 4: a 401 from any call sends the browser to /login. */
function signedOut(res: ApiAnswer) {
  if (res.status === 401) window.location.assign("/login");
}

export async function createCheckout() {
  try {
    const res = await api.subscriptions.create.$post({ json: { plan: PREMIUM_PLAN.id } });
    signedOut(res);
    if (res.status === 201) return { ok: true as const, checkout: await res.json() };
    return { ok: false as const, message: await errorMessage(res, premiumMessages.providerUnavailable) };
  } catch {
    return { ok: false as const, message: premiumMessages.providerUnavailable };
  }
}

export type ActivationOutcome = { type: "active"; state: SubscriptionStatusBody } | { type: "pending" } | { type: "failed" };

export async function activateSubscription(reference: string, email: string): Promise<ActivationOutcome> {
  try {
    const res = await api.subscriptions.activate.$post({
      json: { reference, plan: PREMIUM_PLAN.id, amount: PREMIUM_PLAN.amount, email },
    });
    signedOut(res);
    if (res.status === 200) return { type: "active", state: await res.json() };
    if (res.status === 202) return { type: "pending" };
    return { type: "failed" };
  } catch {
    return { type: "failed" };
  }
}

export async function fetchSubscription(): Promise<SubscriptionStatusBody | null> {
  try {
    const res = await api.subscriptions.check.$get();
    signedOut(res);
    return res.status === 200 ? await res.json() : null;
  } catch {
    return null;
  }
}

export async function fetchPayments(): Promise<PaymentBody[]> {
  try {
    const res = await api.subscriptions.payments.$get();
    signedOut(res);
    return res.status === 200 ? ((await res.json()).payments ?? []) : [];
  } catch {
    return [];
  }
}

export async function cancelRenewalRequest(): Promise<
  { ok: true; state: SubscriptionStatusBody; message: string } | { ok: false; message: string }
> {
  try {
    const res = await api.subscriptions.cancel.$post();
    signedOut(res);
    if (res.status === 200) {
      const b = await res.json();
      return { ok: true, state: { status: b.status, next_payment_date: b.next_payment_date }, message: b.message };
    }
    return { ok: false, message: await errorMessage(res, premiumMessages.providerUnavailable) };
  } catch {
    return { ok: false, message: premiumMessages.providerUnavailable };
  }
}
