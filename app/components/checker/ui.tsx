import { Link } from "react-router";
import { useModalDialog } from "../ui/use-modal-dialog.ts";

// Small building blocks shared by the symptom checker screens.

export const primaryButton =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 font-semibold tracking-wide text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none";
/** A text box of the checker's forms. */
export const inputBox =
  "mt-1 w-full rounded-xl border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-400";
export const secondaryButton =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full border border-brand-700 bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50";

export function Spinner({ label, className = "size-10" }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-4 border-brand-100 border-t-brand-700`}
      />
      <span className={label ? "text-sm font-medium text-slate-700" : "sr-only"}>{label ?? "Loading"}</span>
    </span>
  );
}

/** The SPEC's 'Analyzing data...' screen. */
export function AnalyzingScreen() {
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 text-center">
      <Spinner label="Analyzing data..." className="size-14" />
      <p className="max-w-xs text-sm text-slate-600">
        HealthBuddy is weighing your answers against hundreds of conditions.
      </p>
    </div>
  );
}

/** The SPEC's Error modal: Cancel closes it, Retry closes it and tries again. */
export function ErrorModal({
  open,
  message,
  onCancel,
  onRetry,
}: {
  open: boolean;
  message: string;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      onCancel={onCancel}
      aria-labelledby="checker-error-title"
      className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-2xl p-6 text-center shadow-xl"
    >
      <h2 id="checker-error-title" className="text-lg font-semibold text-red-700">
        Error
      </h2>
      <p className="mt-2 text-slate-800">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Retry
        </button>
      </div>
    </dialog>
  );
}

/** The SPEC's upgrade actions: raise the show-payment flag the premium modal reads, then reload. */
export function requestUpgrade() {
  try {
    window.localStorage.setItem("showPayment", "true");
  } catch {
    // Private mode without storage: the reload still lands on the page with the upgrade button.
  }
  window.location.reload();
}

export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

export function Disclaimer() {
  return (
    <p className="rounded-xl bg-slate-50 p-3 text-xs leading-relaxed text-slate-600">
      <strong className="font-semibold text-slate-800">This is not a diagnosis.</strong> HealthBuddy suggests what your
      symptoms may point to so you can decide what to do next. Only a doctor who examines you can diagnose you. In an
      emergency call{" "}
      <a href="tel:112" className="font-bold text-red-700 underline">
        112
      </a>
      .
    </p>
  );
}
