import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { ENERGY_LEVELS, MOODS, SLEEP } from "../../lib/assessment.ts";

type Values = { mood: number; energy: number; sleep_hours: number };

const FACE_MOUTH: Record<number, string> = {
  1: "M8 16.5c2-2 6-2 8 0",
  2: "M8.5 16c2-1 5-1 7 0",
  3: "M8.5 15.5h7",
  4: "M8.5 15c2 1.2 5 1.2 7 0",
  5: "M8 14.5c2 2.5 6 2.5 8 0",
};

function Choice({ name, value, label, checked, onChange, children }: { name: string; value: number; label: string; checked: boolean; onChange: () => void; children: React.ReactNode }) {
  return (
    <label className="flex cursor-pointer flex-col items-center gap-1 rounded-xl p-1 text-center">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="peer sr-only" />
      <span className="grid size-12 place-items-center rounded-full border-2 border-slate-200 text-slate-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
        {children}
      </span>
      <span className="text-xs leading-tight text-slate-700 peer-checked:font-semibold peer-checked:text-brand-900">{label}</span>
    </label>
  );
}

/**
 * The 1-tap daily health update: mood, energy and sleep come preselected (today's saved answer or
 * a neutral default), so saving is one tap; changing any of them is one more.
 */
export function DailyUpdateForm({ saved, errors }: { saved: Values | null; errors?: Record<string, string> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/dashboard/daily-update";
  const [v, setV] = useState<Values>(saved ?? { mood: 3, energy: 3, sleep_hours: SLEEP.default });
  return (
    <Form method="post" action="/dashboard/daily-update" preventScrollReset className="grid gap-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Mood</legend>
        <div className="mt-2 grid grid-cols-5 gap-1">
          {MOODS.map((m) => (
            <Choice key={m.value} name="mood" value={m.value} label={m.label} checked={v.mood === m.value} onChange={() => setV({ ...v, mood: m.value })}>
              <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
                <circle cx="12" cy="12" r="9" />
                <path d="M9 10h.01M15 10h.01" strokeWidth="2.5" />
                <path d={FACE_MOUTH[m.value]} />
              </svg>
            </Choice>
          ))}
        </div>
        {errors?.mood ? <p className="mt-1 text-sm text-red-700">{errors.mood}</p> : null}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Energy</legend>
        <div className="mt-2 grid grid-cols-5 gap-1">
          {ENERGY_LEVELS.map((e) => (
            <Choice key={e.value} name="energy" value={e.value} label={e.label} checked={v.energy === e.value} onChange={() => setV({ ...v, energy: e.value })}>
              <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                <rect x="3" y="7" width="16" height="10" rx="2" />
                <path d="M21 10.5v3" strokeLinecap="round" />
                <rect x="5" y="9" width={(12 * e.value) / 5} height="6" rx="1" fill="currentColor" stroke="none" />
              </svg>
            </Choice>
          ))}
        </div>
        {errors?.energy ? <p className="mt-1 text-sm text-red-700">{errors.energy}</p> : null}
      </fieldset>
      <div>
        <label htmlFor="sleep_hours" className="flex items-baseline justify-between text-sm font-semibold text-slate-800">
          <span>Sleep last night</span>
          <output htmlFor="sleep_hours" className="text-lg font-bold text-brand-800 tabular-nums">
            {v.sleep_hours} {v.sleep_hours === 1 ? "hour" : "hours"}
          </output>
        </label>
        <input
          id="sleep_hours"
          name="sleep_hours"
          type="range"
          min={SLEEP.min}
          max={SLEEP.max}
          step={1}
          value={v.sleep_hours}
          onChange={(e) => setV({ ...v, sleep_hours: Number(e.target.value) })}
          aria-valuetext={`${v.sleep_hours} hours`}
          className="mt-2 h-10 w-full cursor-pointer accent-brand-700"
        />
        {errors?.sleep_hours ? <p className="mt-1 text-sm text-red-700">{errors.sleep_hours}</p> : null}
      </div>
      <button type="submit" disabled={busy} className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
        {busy ? "Saving..." : saved ? "Update today's check-in" : "Save today's check-in"}
      </button>
    </Form>
  );
}
