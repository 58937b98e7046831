import { formatRenewalDate } from "../../lib/premium.ts";

/** The top bar's mark for Premium users, with the next payment date (or the end of a cancelled plan). */
export function PremiumBadge({ nextPaymentDate, status = "active", className = "" }: { nextPaymentDate: string | null; status?: string; className?: string }) {
  const date = formatRenewalDate(nextPaymentDate);
  return (
    <div className={`inline-flex items-center gap-2 rounded-full border border-amber-300 bg-warm-50 px-3 py-1.5 text-sm ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-amber-500">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
      </svg>
      <span className="font-semibold text-slate-900">Premium Member</span>
      {date ? (
        <span className="text-slate-700">
          {status === "non-renewing" ? "Ends:" : "Renews:"} <time dateTime={nextPaymentDate ?? undefined}>{date}</time>
        </span>
      ) : null}
    </div>
  );
}
