import { CheckerIcon, type CheckerIconName } from "./icons.tsx";
import { nextCardKind, treatmentCardStyle, type CardStyle } from "../../lib/checker.ts";

// The result's cards: what's next, home remedies, the treatment plan, and the sources they come from.

export type ResultCard = { title: string; description: string };

/** "What's Next?": a doctor card when the title mentions a doctor, else a tracking card. */
export function NextCard({ card }: { card: ResultCard }) {
  const doctor = nextCardKind(card.title) === "doctor";
  return (
    <li
      className={`flex gap-3 rounded-2xl p-4 ${doctor ? "bg-brand-700 text-white" : "border border-slate-200 bg-white"}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-10 shrink-0 place-items-center rounded-full text-xl ${doctor ? "bg-white/15" : "bg-brand-50"}`}
      >
        <CheckerIcon name={doctor ? "doctor" : "tracking"} />
      </span>
      <div>
        <h3 className={`font-semibold ${doctor ? "text-white" : "text-slate-900"}`}>{card.title}</h3>
        <p className={`mt-1 text-sm ${doctor ? "text-brand-50" : "text-slate-700"}`}>{card.description}</p>
      </div>
    </li>
  );
}

export function RemedyCard({ card }: { card: ResultCard }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-warm-50 p-4">
      <h3 className="font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{card.description}</p>
    </li>
  );
}

const PLAN_STYLE: Record<CardStyle, { box: string; icon: CheckerIconName; tint: string }> = {
  diet: { box: "border-green-600 bg-green-50", icon: "diet", tint: "bg-green-100 text-green-800" },
  hydration: { box: "border-sky-600 bg-sky-50", icon: "hydration", tint: "bg-sky-100 text-sky-800" },
  activity: { box: "border-violet-600 bg-violet-50", icon: "activity", tint: "bg-violet-100 text-violet-800" },
  default: { box: "border-slate-300 bg-white", icon: "treatment", tint: "bg-slate-100 text-slate-700" },
};

/** Treatment plan cards, styled by title keywords (diet/food, water/hydra, stress/exercise, else default). */
export function TreatmentCard({ card }: { card: ResultCard }) {
  const style = treatmentCardStyle(card.title);
  const s = PLAN_STYLE[style];
  return (
    <li data-style={style} className={`flex gap-3 rounded-2xl border-l-4 p-4 ${s.box}`}>
      <span aria-hidden="true" className={`grid size-10 shrink-0 place-items-center rounded-full ${s.tint}`}>
        <CheckerIcon name={s.icon} />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{card.title}</h3>
        <p className="mt-1 text-sm text-slate-700">{card.description}</p>
      </div>
    </li>
  );
}

export function Sources({ sources }: { sources: Array<{ name: string; url: string }> }) {
  if (!sources.length) return null;
  return (
    <section aria-labelledby="sources-heading" className="text-sm">
      <h2 id="sources-heading" className="font-semibold text-slate-900">
        Sources
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
