import type { CheckoutBody } from "../../lib/premium.ts";

// Opens the payment for a checkout the server prepared. In production: Paystack's inline checkout
// (@paystack/inline-js, loaded only when someone pays, never in the first bundle). In development
// and tests the server hands out the local fake's checkout page instead, opened in a popup that
// reports back with postMessage (or, if popups are blocked, by redirecting back with ?reference=).

export type CheckoutOutcome =
  | { type: "success"; reference: string }
  | { type: "pending"; reference: string }
  | { type: "cancel" }
  | { type: "close" }
  | { type: "redirected" }
  | { type: "error"; message: string };

const FAKE_CHECKOUT_PATH = "/api/dev/paystack/checkout/";
const FAKE_SOURCE = "hb-fake-paystack";

export function isLocalCheckout(authorizationUrl: string): boolean {
  try {
    const url = new URL(authorizationUrl, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith(FAKE_CHECKOUT_PATH);
  } catch {
    return false;
  }
}

function openLocalCheckout(checkout: CheckoutBody): Promise<CheckoutOutcome> {
  const width = 420;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 3);
  const popup = window.open(checkout.authorization_url, "paystack-checkout", `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) {
    // Popups blocked: go to the checkout page itself; it brings the customer back with the outcome.
    const url = new URL(checkout.authorization_url, window.location.href);
    url.searchParams.set("return", window.location.pathname);
    window.location.assign(url.toString());
    return Promise.resolve({ type: "redirected" });
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("message", onMessage);
      clearInterval(watch);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { source?: string; type?: string; reference?: string } | null;
      if (!data || data.source !== FAKE_SOURCE) return;
      const reference = data.reference ?? checkout.reference;
      if (data.type === "success") finish({ type: "success", reference });
      else if (data.type === "pending") finish({ type: "pending", reference });
      else if (data.type === "cancel") finish({ type: "cancel" });
      else finish({ type: "close" });
    };
    window.addEventListener("message", onMessage);
    // Closing the window without choosing is a close.
    const watch = setInterval(() => {
      if (popup.closed) setTimeout(() => finish({ type: "close" }), 300);
    }, 500);
  });
}

async function openPaystackInline(checkout: CheckoutBody): Promise<CheckoutOutcome> {
  let PaystackPop: typeof import("@paystack/inline-js").default;
  try {
    PaystackPop = (await import("@paystack/inline-js")).default;
  } catch {
    return { type: "error", message: "The payment window could not be loaded. Please check your connection and try again." };
  }
  return new Promise((resolve) => {
    new PaystackPop().resumeTransaction(checkout.access_code, {
      onSuccess: (transaction) => resolve({ type: "success", reference: transaction.reference || checkout.reference }),
      onCancel: () => resolve({ type: "cancel" }),
      onBankTransferConfirmationPending: () => resolve({ type: "pending", reference: checkout.reference }),
      onError: (error) => resolve({ type: "error", message: error.message ?? "The payment window could not be loaded." }),
    });
  });
}

export function openCheckout(checkout: CheckoutBody): Promise<CheckoutOutcome> {
  return isLocalCheckout(checkout.authorization_url) ? openLocalCheckout(checkout) : openPaystackInline(checkout);
}
