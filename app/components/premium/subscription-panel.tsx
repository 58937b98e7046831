import { useEffect, useRef, useState } from "react";
import { formatNaira, formatRenewalDate, PREMIUM_PLAN, type PaymentBody, type SubscriptionStatusBody } from "../../lib/premium.ts";
import { useToast } from "../ui/toaster.tsx";
import { cancelRenewalRequest, fetchPayments, fetchSubscription } from "./api.ts";
import { PREMIUM_CHANGED_EVENT } from "./show-payment.ts";
import { UpgradeButton } from "./upgrade-button.tsx";

const STATUS_TEXT: Record<string, string> = {
  active: "Active",
  "non-renewing": "Active until the end of the paid period (will not renew)",
  attention: "Payment problem: the last renewal could not be charged",
  cancelled: "Cancelled",
  completed: "Ended",
  inactive: "Free plan",
};

/**
 * My Account's subscription section: the plan, its renewal date, cancel renewal (Paystack's
 * disable subscription) and the payments made. Pass `initial` from a loader to render it on the
 * server; without it the panel loads its data in the browser.
 */
export function SubscriptionPanel({ initial, initialPayments }: { initial?: SubscriptionStatusBody; initialPayments?: PaymentBody[] }) {
  const toast = useToast();
  const [state, setState] = useState<SubscriptionStatusBody | null>(initial ?? null);
  const [payments, setPayments] = useState<PaymentBody[]>(initialPayments ?? []);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    let live = true;
    const load = async () => {
      const [s, p] = await Promise.all([fetchSubscription(), fetchPayments()]);
      if (!live) return;
      if (s) setState(s);
      setPayments(p);
    };
    void load();
    window.addEventListener(PREMIUM_CHANGED_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(PREMIUM_CHANGED_EVENT, load);
    };
  }, []);

  async function cancelRenewal() {
    confirmRef.current?.close();
    setBusy(true);
    const result = await cancelRenewalRequest();
    setBusy(false);
    if (result.ok) {
      setState(result.state);
      toast({ type: "success", message: result.message });
    } else toast({ type: "error", message: result.message });
  }

  // Non-renewing counts until its date; the server's premium check is the authority, this is display.
  const premium = state?.status === "active" || state?.status === "non-renewing";
  const date = formatRenewalDate(state?.next_payment_date);

  return (
    <section aria-labelledby="subscription-title" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="subscription-title" className="text-lg font-semibold text-slate-900">
        Subscription
      </h2>
      {!state ? (
        <p className="mt-2 text-slate-600">Loading your plan...</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Plan</dt>
            <dd className="font-medium text-slate-900">{premium ? `${PREMIUM_PLAN.name}, ${formatNaira(PREMIUM_PLAN.amount)} per month` : "Free"}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd className="text-slate-900">{STATUS_TEXT[state.status] ?? state.status}</dd>
            {date && state.status !== "inactive" ? (
              <>
                <dt className="text-slate-600">{state.status === "active" ? "Renews" : "Paid until"}</dt>
                <dd className="text-slate-900">{date}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4">
            {state.status === "active" || state.status === "attention" ? (
              <button
                type="button"
                onClick={() => confirmRef.current?.showModal()}
                disabled={busy}
                className="min-h-11 rounded-full border border-red-300 px-5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
              >
                {busy ? "Cancelling..." : "Cancel renewal"}
              </button>
            ) : !premium ? (
              <UpgradeButton />
            ) : null}
          </div>
        </>
      )}

      <h3 className="mt-6 text-base font-semibold text-slate-900">Payments</h3>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No payments yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {payments.map((p) => (
            <li key={p.reference} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="text-slate-900">
                {formatRenewalDate(p.activated_at ?? p.created_at)} · {formatNaira(p.amount)}
              </span>
              <span className="text-slate-600">
                {p.status === "success" ? "Paid" : p.status} · <span className="font-mono text-xs">{p.reference}</span>
              </span>
            </li>
          ))}
        </ul>
      )}

      <dialog ref={confirmRef} aria-labelledby="cancel-renewal-title" className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl">
        <h2 id="cancel-renewal-title" className="text-lg font-semibold text-slate-900">
          Cancel renewal?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Premium stays on until {date || "the end of the period you paid for"}. You will not be charged again.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => confirmRef.current?.close()} className="min-h-11 rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:bg-slate-50">
            Keep Premium
          </button>
          <button type="button" onClick={cancelRenewal} className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
            Cancel renewal
          </button>
        </div>
      </dialog>
    </section>
  );
}
