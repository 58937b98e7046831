import { openPremiumModal } from "./show-payment.ts";

/** The top bar's call to action for free users: opens the premium modal (show-payment flag). */
export function UpgradeButton({ className = "" }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={openPremiumModal}
      aria-haspopup="dialog"
      className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-warm-500 px-4 text-sm font-bold tracking-wide text-slate-900 shadow-sm hover:bg-amber-400 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
      </svg>
      UPGRADE TO PREMIUM
    </button>
  );
}
