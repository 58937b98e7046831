import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { formatNaira, planLabel, PREMIUM_PLAN, premiumMessages, type SubscriptionStatusBody } from "../../lib/premium.ts";
import { useToast } from "../ui/toaster.tsx";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { activateSubscription, createCheckout } from "./api.ts";
import { openCheckout, type CheckoutOutcome } from "./checkout.ts";
import { closePremiumModal, PREMIUM_CHANGED_EVENT, useShowPayment } from "./show-payment.ts";

// The SPEC's premium modal: 'Premium Subscription', the price per month, the four features, a pay
// button and Cancel. It is open while localStorage showPayment is 'true' (UpgradeButton, the
// checker's limit toast and the chat limits set it), so it survives a reload.

const SAVED_CHECKOUT = "hb:checkout";

function saveCheckout(reference: string, email: string) {
  try {
    sessionStorage.setItem(SAVED_CHECKOUT, JSON.stringify({ reference, email }));
  } catch {
    // Without session storage a redirect back can still be finished with the email prop.
  }
}

function savedEmailFor(reference: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_CHECKOUT) ?? "null") as { reference?: string; email?: string } | null;
    return saved?.reference === reference ? (saved.email ?? null) : null;
  } catch {
    return null;
  }
}

export function PremiumModal({ email, onActivated }: { email?: string; onActivated?: (state: SubscriptionStatusBody) => void }) {
  const open = useShowPayment();
  const ref = useModalDialog(open);
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const settle = useCallback(
    async (outcome: CheckoutOutcome, payerEmail: string | null) => {
      switch (outcome.type) {
        case "success": {
          // The checkout says it worked; the server asks Paystack before anything changes.
          const result = payerEmail ? await activateSubscription(outcome.reference, payerEmail) : ({ type: "failed" } as const);
          if (result.type === "active") {
            toast({ type: "success", message: premiumMessages.activated });
            window.dispatchEvent(new CustomEvent(PREMIUM_CHANGED_EVENT, { detail: result.state }));
            if (onActivated) onActivated(result.state);
            else void revalidator.revalidate();
          } else if (result.type === "pending") toast({ type: "info", message: premiumMessages.pending });
          else toast({ type: "error", message: premiumMessages.activationFailed });
          return;
        }
        case "pending":
          toast({ type: "info", message: premiumMessages.pending });
          return;
        case "cancel":
        case "close":
          toast({ type: "info", message: premiumMessages.cancelled });
          return;
        case "error":
          toast({ type: "error", message: outcome.message });
          return;
        case "redirected":
          return;
      }
    },
    [toast, revalidator, onActivated],
  );

  // Back from a full-page checkout (popup blocked, or Paystack's callback URL): finish it here.
  const finishReturnedCheckout = useEffectEvent(() => {
    const url = new URL(window.location.href);
    const reference = url.searchParams.get("reference") ?? url.searchParams.get("trxref");
    if (!reference) return;
    const kind = url.searchParams.get("paystack") ?? "success";
    for (const key of ["reference", "trxref", "paystack"]) url.searchParams.delete(key);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    const payerEmail = savedEmailFor(reference) ?? email ?? null;
    const outcome: CheckoutOutcome =
      kind === "success" ? { type: "success", reference } : kind === "pending" ? { type: "pending", reference } : { type: "cancel" };
    void settle(outcome, payerEmail);
  });
  useEffect(() => finishReturnedCheckout(), []);

  async function pay() {
    setBusy(true);
    try {
      const created = await createCheckout();
      if (!created.ok) {
        closePremiumModal();
        toast({ type: "error", message: created.message });
        return;
      }
      const { checkout } = created;
      saveCheckout(checkout.reference, checkout.email);
      // Paystack's own window takes over; the modal must not sit above it.
      closePremiumModal();
      await settle(await openCheckout(checkout), checkout.email);
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      onClose={closePremiumModal}
      aria-labelledby="premium-title"
      aria-describedby="premium-price"
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl"
    >
      <div className="p-6">
        <p className="text-xs font-bold tracking-widest text-brand-700">{planLabel(PREMIUM_PLAN.interval)}</p>
        <h2 id="premium-title" className="mt-1 text-xl font-bold text-slate-900">
          Premium Subscription
        </h2>
        <p id="premium-price" className="mt-3 text-slate-700">
          <span className="text-3xl font-extrabold text-slate-900">{formatNaira(PREMIUM_PLAN.amount)}</span> per month
        </p>
        <ul className="mt-5 space-y-3" aria-label="What Premium includes">
          {PREMIUM_PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-slate-800">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-brand-600">
                <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm3.9 6.3-4.6 5.1a.9.9 0 0 1-1.3 0L5.9 10.6a.9.9 0 1 1 1.3-1.2l1.4 1.4 4-4.4a.9.9 0 0 1 1.3 1.4Z" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-xs text-slate-600">Paid securely through Paystack: card, bank, USSD, QR, mobile money or transfer. Renews monthly; cancel anytime in My Account.</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={closePremiumModal}
            className="min-h-11 rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={pay}
            disabled={busy}
            className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? "Preparing checkout..." : `Pay ${formatNaira(PREMIUM_PLAN.amount)}`}
          </button>
        </div>
      </div>
    </dialog>
  );
}
