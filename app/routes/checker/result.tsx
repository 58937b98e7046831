import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/result";
import { callApi } from "../../components/checker/api.ts";
import { api } from "../../lib/api-client.ts";
import { LikelihoodBars, percent, WhyList } from "../../components/checker/differential.tsx";
import { TriageAdvice } from "../../components/checker/triage-advice.tsx";
import { Disclaimer, primaryButton, secondaryButton } from "../../components/checker/ui.tsx";
import { useToast } from "../../components/ui/toaster.tsx";
import { chatSeedMessage, checkerMessages, isEmergencyLevel } from "../../lib/checker.ts";
import { loadOwnResult } from "./load-result.ts";

export const meta: Route.MetaFunction = () => [{ title: "Your results | HealthBuddy" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOwnResult(request, params.d_id, context);
}

export default function CheckerResult({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const emergency = isEmergencyLevel(result.triage.triage_level);
  // CONTINUE works without JavaScript too: it is a link to ?more=1.
  const more = params.get("more") === "1";
  const disease = result.condition.common_name || result.meta_data.disease;

  async function continueChatting() {
    const message = chatSeedMessage(result.symptom.symptom, result.meta_data.disease);
    const chatId = crypto.randomUUID();
    setBusy(true);
    const res = await callApi(() =>
      api.chats["from-result"].$post({ json: { message, chat_id: chatId, previous: [] } }),
    );
    setBusy(false);
    if (res.ok) return navigate(`/chat/${chatId}`);
    if (res.status === 401) {
      toast({ type: "error", message: checkerMessages.chatLoginNeeded });
      return;
    }
    // The chat could not be created here: open it with the message ready to send.
    navigate(`/chat/${chatId}?q=${encodeURIComponent(message)}`);
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Symptom Checker</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Your results are ready</h1>
      </header>

      {emergency ? <TriageAdvice triage={result.triage} /> : null}

      <section aria-labelledby="likely-heading" className="rounded-3xl bg-brand-700 p-6 text-center text-white shadow">
        <h2 id="likely-heading" className="text-sm font-medium text-brand-100">
          {result.headline === "emergency"
            ? `Based on your answers about ${result.symptom.symptom.toLowerCase()}, this may be an emergency:`
            : result.headline === "undetermined"
              ? `Based on your answers about ${result.symptom.symptom.toLowerCase()}:`
              : `Based on your answers about ${result.symptom.symptom.toLowerCase()}, the most likely cause is`}
        </h2>
        <p className="mt-2 text-3xl font-bold">{disease}</p>
        {disease !== result.meta_data.disease ? (
          <p className="mt-1 text-brand-100">{result.meta_data.disease}</p>
        ) : null}
        {result.headline === "undetermined" ? (
          <p className="mt-3 text-sm text-brand-100">
            Your answers do not fit any one condition well enough to name it. A doctor who can examine you is the best
            next step.
          </p>
        ) : result.headline === "emergency" ? (
          <p className="mt-3 text-sm text-brand-100">
            {result.condition.id
              ? "Named because the danger signs you reported fit it, even if it is not the most likely cause: it is the one that cannot wait."
              : "Your answers include danger signs that need a doctor now, even though they do not point to one condition."}
          </p>
        ) : result.condition.id ? (
          <p className="mt-3 inline-block rounded-full bg-brand-900 px-3 py-1 text-sm">
            Likelihood {percent(result.condition.probability)}
          </p>
        ) : null}
      </section>

      {result.notes.length ? (
        <section aria-labelledby="notes-heading" className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
          <h2 id="notes-heading" className="font-semibold text-slate-900">
            From your health profile
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {result.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {!more ? (
        <Link
          to="?more=1"
          replace
          preventScrollReset
          className={primaryButton}
          onClick={(e) => {
            e.preventDefault();
            setParams({ more: "1" }, { replace: true, preventScrollReset: true });
          }}
        >
          CONTINUE
        </Link>
      ) : (
        <>
          <details className="group rounded-2xl border border-slate-200 bg-white p-4 open:shadow-sm">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold text-brand-800">
              Curious? Keep Reading
              <span aria-hidden="true" className="transition group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="mt-2 space-y-3 text-slate-800">
              <p>{result.meta_data.description}</p>
              {result.meta_data.causes.length ? (
                <div>
                  <h3 className="font-semibold text-slate-900">Common causes</h3>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {result.meta_data.causes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </details>

          {!emergency ? <TriageAdvice triage={result.triage} /> : null}

          <section aria-labelledby="differential-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="differential-heading" className="font-semibold text-slate-900">
              Other possibilities
            </h2>
            <p className="mb-3 text-sm text-slate-600">How likely each one is, given your answers.</p>
            <LikelihoodBars items={result.differential} />
          </section>

          <section aria-labelledby="why-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="why-heading" className="mb-2 font-semibold text-slate-900">
              Why we think so
            </h2>
            <WhyList explanation={result.explanation} condition={disease} />
          </section>

          <section aria-labelledby="chat-heading" className="rounded-2xl bg-brand-50 p-4 text-center">
            <h2 id="chat-heading" className="font-semibold text-slate-900">
              Do you want to continue chatting with your HealthBuddy?
            </h2>
            <div className="mt-4 grid gap-3">
              <button type="button" className={primaryButton} disabled={busy} onClick={() => void continueChatting()}>
                {busy ? "Starting chat..." : "Yes, continue"}
              </button>
              <Link to={`/dashboard/checker/treatment/${result.diagnosis}`} className={secondaryButton}>
                no, see treatments
              </Link>
            </div>
          </section>
        </>
      )}
      <Disclaimer />
    </div>
  );
}
