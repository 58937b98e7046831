import { Link } from "react-router";
import type { Route } from "./+types/treatment";
import { NextCard, RemedyCard, Sources, TreatmentCard } from "../../components/checker/treatment-cards.tsx";
import { SeekCareNow, TriageAdvice } from "../../components/checker/triage-advice.tsx";
import { Disclaimer, primaryButton } from "../../components/checker/ui.tsx";
import { loadOwnResult } from "./load-result.ts";

export const meta: Route.MetaFunction = () => [{ title: "Treatment | HealthBuddy" }];

// Loaded from the server, so it works on reload and from a shared link (for its owner only).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOwnResult(request, params.d_id, context);
}

export default function CheckerTreatment({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const m = result.meta_data;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Treatment</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{m.disease}</h1>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-600">Symptom logged</dt>
            <dd className="font-semibold text-slate-900">{result.symptom.symptom}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-slate-600">Main diagnosis</dt>
            <dd className="font-semibold text-slate-900">{result.condition.common_name || m.disease}</dd>
          </div>
        </dl>
      </header>

      <TriageAdvice triage={result.triage} />

      {m.next.length ? (
        <section aria-labelledby="next-heading">
          <h2 id="next-heading" className="mb-3 text-lg font-bold text-slate-900">
            What's Next?
          </h2>
          <ul className="grid gap-3">
            {m.next.map((c) => (
              <NextCard key={c.title} card={c} />
            ))}
          </ul>
        </section>
      ) : null}

      {m.remedies.length ? (
        <section aria-labelledby="remedies-heading">
          <h2 id="remedies-heading" className="mb-3 text-lg font-bold text-slate-900">
            Home Remedies
          </h2>
          <ul className="grid gap-3">
            {m.remedies.map((c) => (
              <RemedyCard key={c.title} card={c} />
            ))}
          </ul>
        </section>
      ) : null}

      {m.treatment.length ? (
        <section aria-labelledby="plan-heading">
          <h2 id="plan-heading" className="mb-3 text-lg font-bold text-slate-900">
            Treatment Plan
          </h2>
          <ul className="grid gap-3">
            {m.treatment.map((c) => (
              <TreatmentCard key={c.title} card={c} />
            ))}
          </ul>
        </section>
      ) : null}

      <SeekCareNow />
      <Sources sources={result.sources} />
      <Disclaimer />
      <Link to={`/dashboard/checker/feedback/${result.diagnosis}`} className={primaryButton}>
        CONTINUE
      </Link>
    </div>
  );
}
