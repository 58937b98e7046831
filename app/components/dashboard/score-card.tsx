import { Link } from "react-router";
import { TrendChart } from "./trend-chart.tsx";

export type ScoreComponentView = { id: string; label: string; points: number; max: number; detail: string; raise: string };

function band(score: number) {
  if (score >= 85) return { label: "Excellent", tone: "text-brand-800" };
  if (score >= 70) return { label: "Good", tone: "text-brand-800" };
  if (score >= 50) return { label: "Fair", tone: "text-amber-800" };
  return { label: "Needs attention", tone: "text-red-800" };
}

export function ScoreRing({ score }: { score: number }) {
  const r = 52;
  const c = 2 * Math.PI * r;
  return (
    <svg viewBox="0 0 120 120" className="size-32 shrink-0" aria-hidden="true">
      <circle cx="60" cy="60" r={r} fill="none" stroke="#ccfbf1" strokeWidth="12" />
      <circle
        cx="60"
        cy="60"
        r={r}
        fill="none"
        stroke="#0f766e"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(score / 100) * c} ${c}`}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="60" textAnchor="middle" dominantBaseline="central" fontSize="34" fontWeight="800" fill="#134e4a">
        {score}
      </text>
      <text x="60" y="86" textAnchor="middle" fontSize="11" fill="#475569">
        of 100
      </text>
    </svg>
  );
}

export function ScoreCard({
  score,
  trend,
  today,
}: {
  score: { value: number; components: ScoreComponentView[] } | null;
  trend: { day: string; score: number }[];
  today: string;
}) {
  if (!score)
    return (
      <section aria-labelledby="score-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
        <h2 id="score-title" className="text-lg font-bold">
          Your health score
        </h2>
        <p className="mt-2 text-slate-700">Take the health assessment to get your score. It takes about 3 minutes.</p>
        <Link to="/assessment" className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Take the assessment
        </Link>
      </section>
    );
  const b = band(score.value);
  return (
    <section aria-labelledby="score-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-100">
      <div className="flex flex-wrap items-center gap-5">
        <ScoreRing score={score.value} />
        <div className="min-w-0 flex-1">
          <h2 id="score-title" className="text-lg font-bold">
            Your health score
          </h2>
          <p className="mt-1">
            <span className="sr-only">{score.value} out of 100, </span>
            <span className={`font-semibold ${b.tone}`}>{b.label}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Built from your assessment, your check-ins and your recent symptom checks. It updates when they change.{" "}
            <a href="#score-breakdown" className="font-semibold text-brand-700 underline">
              See how
            </a>
          </p>
        </div>
      </div>
      <div className="mt-5">
        <h3 className="text-sm font-semibold text-slate-800">Last 30 days</h3>
        <TrendChart points={trend} today={today} />
      </div>
      <div id="score-breakdown" className="mt-5 scroll-mt-24">
        <h3 className="text-sm font-semibold text-slate-800">What makes up your score</h3>
        <ul className="mt-2 grid gap-2">
          {score.components.map((c) => (
            <li key={c.id}>
              <details className="group rounded-2xl border border-slate-200 open:bg-slate-50">
                {/* The summary's name is its visible text (label and points); the rule cannot see text in expressions. */}
                {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label */}
                <summary
                  className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex justify-between gap-2 text-sm font-semibold text-slate-900">
                      <span>
                        {c.label}
                        <span className="sr-only">:</span>
                      </span>
                      <span className="tabular-nums">
                        {c.points}/{c.max}
                        <span className="sr-only"> points</span>
                      </span>
                    </span>
                    <span aria-hidden="true" className="mt-1.5 block h-2 overflow-hidden rounded-full bg-slate-200">
                      <span className={`block h-full rounded-full ${c.points === c.max ? "bg-brand-600" : c.points / c.max >= 0.5 ? "bg-amber-500" : "bg-red-500"}`} style={{ width: `${(c.points / c.max) * 100}%` }} />
                    </span>
                  </span>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </summary>
                <div className="px-4 pb-3 text-sm">
                  <p className="text-slate-700">{c.detail}</p>
                  <p className="mt-1 text-slate-900">
                    <span className="font-semibold">{c.points === c.max ? "Keep it up: " : "To raise it: "}</span>
                    {c.raise}
                  </p>
                </div>
              </details>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">
          The score is a guide to healthy habits, not a diagnosis. The components add up to your score: {score.components.map((c) => c.points).join(" + ")} = {score.value}.
        </p>
      </div>
    </section>
  );
}
