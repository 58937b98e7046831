// Why the check says what it says: the ranked conditions with their likelihood, and the answers that
// pointed towards the likely one or away from it.

export type DifferentialItem = { id: string; name: string; common_name: string; probability: number };

export const percent = (p: number) => `${Math.max(p < 0.01 ? 0 : 1, Math.round(p * 100))}%`;

/** The ranked conditions with their likelihood as bars. */
export function LikelihoodBars({ items }: { items: DifferentialItem[] }) {
  return (
    <ol className="space-y-3">
      {items.map((c, i) => (
        <li key={c.id}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className={i === 0 ? "font-semibold text-slate-900" : "text-slate-800"}>
              {c.common_name}
              {c.common_name !== c.name ? <span className="block text-xs text-slate-500">{c.name}</span> : null}
            </span>
            <span className="shrink-0 font-semibold tabular-nums text-slate-700">{percent(c.probability)}</span>
          </div>
          <div
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(c.probability * 100)}
            aria-label={`Likelihood of ${c.common_name}`}
            className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={`h-full rounded-full ${i === 0 ? "bg-brand-700" : "bg-brand-600/60"}`}
              style={{ width: `${Math.max(2, Math.round(c.probability * 100))}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

export type Explanation = {
  for: Array<{ id: string; name: string; weight: number }>;
  against: Array<{ id: string; name: string; weight: number }>;
};

/** Why: the answers that pointed towards the likely condition and those that pointed away. */
export function WhyList({ explanation, condition }: { explanation: Explanation; condition: string }) {
  if (!explanation.for.length && !explanation.against.length) return null;
  return (
    <div className="grid gap-3 text-sm">
      {explanation.for.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Pointing towards {condition}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {explanation.for.slice(0, 6).map((f) => (
              <li key={f.id} className="rounded-full bg-brand-50 px-3 py-1 text-brand-900">
                <span aria-hidden="true">+ </span>
                {f.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {explanation.against.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Pointing away from it</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {explanation.against.slice(0, 6).map((f) => (
              <li key={f.id} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                <span aria-hidden="true">− </span>
                {f.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
