import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";

export type Toast = { id: number; type: "success" | "error" | "info" | "warning"; message: string; action?: { label: string; onClick: () => void } };
type ToastInput = Omit<Toast, "id">;

const ToastContext = createContext<(t: ToastInput) => void>(() => {});
export const useToast = () => useContext(ToastContext);

const TONES: Record<Toast["type"], string> = {
  success: "border-brand-600 bg-white text-slate-900",
  error: "border-red-600 bg-white text-slate-900",
  info: "border-sky-600 bg-white text-slate-900",
  warning: "border-amber-500 bg-white text-slate-900",
};

const noSubscription = () => () => {};
/** False while the server's HTML is hydrating, true once React runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * One toast, as an open <details>: its summary (×) closes it with or without JavaScript, and a closed
 * toast is hidden by CSS. Before hydration (or with no JavaScript at all) a CSS animation times it out;
 * after hydration this timer does, pausing while hovered or while the window is not focused.
 */
function ToastItem({ toast, duration, onDone }: { toast: Toast; duration: number; onDone: () => void }) {
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  useEffect(() => {
    const onBlur = () => setPaused(true);
    const onFocus = () => setPaused(false);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(onDone, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDone]);
  return (
    <details
      open
      onToggle={(e) => {
        if (!e.currentTarget.open) onDone();
      }}
      style={{ "--toast-ms": `${duration}ms` } as React.CSSProperties}
      className={`toast pointer-events-auto relative rounded-xl border-l-4 py-3 pr-12 pl-4 shadow-lg sm:py-4 ${hydrated ? "" : "toast-auto"} ${TONES[toast.type]}`}
    >
      <summary
        aria-label="Dismiss"
        className="absolute top-1.5 right-1.5 grid size-10 cursor-pointer place-items-center rounded-lg text-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <span aria-hidden="true">×</span>
      </summary>
      <div
        role={toast.type === "error" ? "alert" : "status"}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        className="flex flex-wrap items-center gap-x-3 gap-y-2"
      >
        <p className="min-w-0 flex-1 text-sm font-medium">{toast.message}</p>
        {toast.action ? (
          <button type="button" onClick={toast.action.onClick} className="min-h-10 shrink-0 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white">
            {toast.action.label}
          </button>
        ) : null}
      </div>
    </details>
  );
}

/**
 * Toasts under the page header (top 4.5rem: every header here is at most 4rem tall), so they never
 * cover the menu, the bell or the back button; full width minus a margin on phones, top-right from sm.
 * Auto-close after `duration` ms, paused while hovered or the window is not focused.
 */
export function Toaster({ children, duration = 5000, initial }: { children: React.ReactNode; duration?: number; initial?: ToastInput | null }) {
  const [toasts, setToasts] = useState<Toast[]>(() => (initial ? [{ ...initial, id: 0 }] : []));
  const next = useRef(1);
  const push = useCallback((t: ToastInput) => setToasts((all) => [...all, { ...t, id: next.current++ }]), []);
  const [lastInitial, setLastInitial] = useState(initial);
  if (initial !== lastInitial) {
    setLastInitial(initial);
    if (initial) setToasts((all) => [...all, { ...initial, id: next.current++ }]);
  }
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed top-[4.5rem] right-3 left-3 z-[60] ml-auto flex max-w-sm flex-col gap-2 sm:right-4 sm:left-auto">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} duration={duration} onDone={() => setToasts((all) => all.filter((x) => x.id !== t.id))} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
