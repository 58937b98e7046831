import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";

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

function ToastItem({ toast, duration, onDone }: { toast: Toast; duration: number; onDone: () => void }) {
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
    <div
      role={toast.type === "error" ? "alert" : "status"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg ${TONES[toast.type]}`}
    >
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      {toast.action ? (
        <button type="button" onClick={toast.action.onClick} className="shrink-0 rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" onClick={onDone} aria-label="Dismiss" className="-m-1 grid size-8 shrink-0 place-items-center rounded text-slate-500 hover:text-slate-900">
        ×
      </button>
    </div>
  );
}

/** Top-right toasts; auto-close after `duration` ms, paused while hovered or the window is not focused. */
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
      <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 left-4 z-[60] ml-auto flex max-w-sm flex-col gap-2 sm:left-auto">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} duration={duration} onDone={() => setToasts((all) => all.filter((x) => x.id !== t.id))} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
