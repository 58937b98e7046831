/**
 * The score over the last days as a small SVG line chart. Days without a stored score are gaps
 * in time (the x axis is calendar days), so a missed week looks like one.
 */
export function TrendChart({ points, today, days = 30 }: { points: { day: string; score: number }[]; today: string; days?: number }) {
  const W = 320;
  const H = 120;
  const pad = { l: 28, r: 8, t: 8, b: 20 };
  const dayMs = 86_400_000;
  const end = Date.parse(`${today}T12:00:00Z`);
  const start = end - (days - 1) * dayMs;
  const x = (day: string) => pad.l + ((Date.parse(`${day}T12:00:00Z`) - start) / ((days - 1) * dayMs)) * (W - pad.l - pad.r);
  const y = (score: number) => pad.t + (1 - score / 100) * (H - pad.t - pad.b);
  const visible = points.filter((p) => Date.parse(`${p.day}T12:00:00Z`) >= start);
  const path = visible.map((p, i) => `${i ? "L" : "M"}${x(p.day).toFixed(1)},${y(p.score).toFixed(1)}`).join(" ");
  const first = visible[0];
  const last = visible[visible.length - 1];
  const summary = !last
    ? "No scores stored yet."
    : visible.length === 1
      ? `One score so far: ${last.score} on ${last.day}.`
      : `From ${first!.score} on ${first!.day} to ${last.score} on ${last.day}, over ${visible.length} days with a score.`;
  const label = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
  const startDay = new Date(start).toISOString().slice(0, 10);
  return (
    <figure className="max-w-lg">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Health score, last ${days} days. ${summary}`} className="h-auto w-full">
        {[0, 50, 100].map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} stroke="#e2e8f0" strokeDasharray={v === 50 ? "3 3" : undefined} />
            <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#475569">
              {v}
            </text>
          </g>
        ))}
        {visible.length > 1 ? <path d={path} fill="none" stroke="#0f766e" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" /> : null}
        {visible.map((p) => (
          <circle key={p.day} cx={x(p.day)} cy={y(p.score)} r={p === last ? 4 : 2.5} fill={p === last ? "#0f766e" : "#14b8a6"} />
        ))}
        <text x={pad.l} y={H - 4} fontSize="10" fill="#475569">
          {label(startDay)}
        </text>
        <text x={W - pad.r} y={H - 4} fontSize="10" fill="#475569" textAnchor="end">
          Today
        </text>
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">{summary}</figcaption>
    </figure>
  );
}
