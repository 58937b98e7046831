import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FADE_MS, INTRO_MS } from "../../lib/assessment.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

export function StepHeading({ title, hint, id = "step-title" }: { title: string; hint?: string; id?: string }) {
  return (
    <div className="transition-opacity duration-500 starting:opacity-0">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-slate-700">{hint}</p> : null}
    </div>
  );
}

export function ContinueButton({ busy, disabled, children = "CONTINUE" }: { busy?: boolean; disabled?: boolean; children?: React.ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value="continue"
      disabled={busy || disabled}
      className="min-h-12 w-full rounded-full bg-brand-700 px-6 font-semibold tracking-wide text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
    >
      {busy ? "Saving..." : children}
    </button>
  );
}

export function StepError({ id, message }: { id: string; message?: string | null }) {
  return (
    <p id={id} role="alert" className={message ? "mt-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800" : "sr-only"}>
      {message ?? ""}
    </p>
  );
}

/**
 * The 3-second intro screens: they move on by themselves (fading out over 500 ms), and offer a
 * button for anyone who is faster, or has no JavaScript.
 */
export function IntroScreen({ to, title, children, art }: { to: string; title: string; children: React.ReactNode; art: React.ReactNode }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const fade = setTimeout(() => setLeaving(true), reduced ? INTRO_MS : INTRO_MS - FADE_MS);
    const go = setTimeout(() => navigate(to, { replace: true }), INTRO_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(go);
    };
  }, [navigate, to]);
  return (
    <section
      aria-labelledby="intro-title"
      className={`flex flex-col items-center py-6 text-center transition-opacity duration-500 starting:opacity-0 ${leaving ? "opacity-0" : "opacity-100"}`}
    >
      <div aria-hidden="true" className="grid size-28 place-items-center rounded-full bg-brand-50 text-brand-700">
        {art}
      </div>
      <h2 id="intro-title" className="mt-6 text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-2 text-slate-700">{children}</div>
      <Link to={to} replace className="mt-8 inline-flex min-h-12 items-center rounded-full border border-brand-700 px-6 font-semibold text-brand-700">
        Let's go
      </Link>
    </section>
  );
}

/** A native range input with its label, the value in words, and +/- buttons for exact taps. */
export function RangeField({
  name,
  label,
  unit,
  unitWords,
  min,
  max,
  value,
  shown,
  onChange,
  error,
}: {
  name: string;
  label: string;
  unit: string;
  unitWords: string;
  min: number;
  max: number;
  value: number;
  /** The number shown above the slider, when it differs from the slider's (a typed weight above its range). */
  shown?: number;
  onChange: (v: number) => void;
  error?: string | null;
}) {
  const hydrated = useHydrated();
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const step = (delta: number) => (
    <button
      type="button"
      onClick={() => onChange(clamp(value + delta))}
      disabled={delta < 0 ? value <= min : value >= max}
      aria-label={`${delta < 0 ? "Decrease" : "Increase"} ${label.toLowerCase()} by 1 ${unit}`}
      className="grid size-12 shrink-0 place-items-center rounded-full border border-slate-300 text-2xl font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-40"
    >
      {delta < 0 ? "−" : "+"}
    </button>
  );
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p className="mt-3 text-center" aria-hidden="true">
        <output htmlFor={name} className="text-5xl font-bold text-brand-800 tabular-nums">
          {shown ?? value}
        </output>
        <span className="ml-1 text-xl font-semibold text-slate-600">{unit}</span>
      </p>
      <div className="mt-4 flex items-center gap-3">
        {hydrated ? step(-1) : null}
        <input
          id={name}
          name={name}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          aria-valuetext={`${shown ?? value} ${unitWords}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : `${name}-range`}
          className="h-12 w-full cursor-pointer accent-brand-700"
        />
        {hydrated ? step(1) : null}
      </div>
      <p id={`${name}-range`} className="mt-1 flex justify-between text-xs text-slate-600">
        <span>
          {min} {unit}
        </span>
        <span>
          {max} {unit}
        </span>
      </p>
      <StepError id={`${name}-error`} message={error} />
    </div>
  );
}

export function ChoiceIcon({ checked }: { checked: boolean }) {
  return (
    <span aria-hidden="true" className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${checked ? "border-brand-700 bg-brand-700" : "border-slate-400 bg-white"}`}>
      {checked ? <span className="size-2.5 rounded-full bg-white" /> : null}
    </span>
  );
}
