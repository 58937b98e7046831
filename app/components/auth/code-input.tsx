import { useRef } from "react";

/**
 * Six one-digit boxes (SPEC): digits only, focus moves forward as you type, Backspace moves back,
 * and pasting a whole code fills every box. All boxes are named `code`; the server joins them.
 */
export function CodeInput({ invalid, describedBy }: { invalid?: boolean; describedBy?: string }) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const fill = (start: number, digits: string) => {
    digits.split("").forEach((d, k) => {
      const box = refs.current[start + k];
      if (box) box.value = d;
    });
    refs.current[Math.min(start + digits.length, 5)]?.focus();
  };
  return (
    <fieldset className="grid min-w-0 grid-cols-6 gap-1.5 sm:gap-2" aria-describedby={describedBy}>
      <legend className="sr-only">6-digit code</legend>
      {Array.from({ length: 6 }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          name="code"
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          pattern="[0-9]"
          maxLength={1}
          aria-label={`Digit ${i + 1}`}
          aria-invalid={invalid || undefined}
          className="h-12 w-full min-w-0 rounded-xl border border-slate-300 text-center text-xl font-bold aria-[invalid=true]:border-red-600 sm:h-14"
          onInput={(e) => {
            const el = e.currentTarget;
            const digits = el.value.replace(/\D/g, "");
            if (digits.length > 1) {
              el.value = "";
              fill(i, digits.slice(0, 6 - i));
              return;
            }
            el.value = digits;
            if (digits) refs.current[i + 1]?.focus();
          }}
          onKeyDown={(e) => {
            if (e.key === "Backspace" && !e.currentTarget.value && i > 0) {
              e.preventDefault();
              const prev = refs.current[i - 1];
              if (prev) {
                prev.value = "";
                prev.focus();
              }
            }
          }}
          onPaste={(e) => {
            const digits = e.clipboardData.getData("text").replace(/\D/g, "").slice(0, 6);
            if (!digits) return;
            e.preventDefault();
            fill(0, digits);
          }}
        />
      ))}
    </fieldset>
  );
}
