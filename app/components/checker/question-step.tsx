import { useFetcher } from "react-router";
import { CHECKER_FETCHER, QuestionForm } from "./questions.tsx";
import type { CheckView } from "../../../worker/checker/service/web-flow.ts";

// A question of the check with its header: the symptom, the question's number and a progress bar,
// Start over, the danger banner for a symptom that can be an emergency, and what a description was read as.

type QuestionView = Extract<CheckView, { phase: "question" }>;

/** About how many questions a typical check takes, for the progress bar only. */
const EXPECTED_QUESTIONS = 10;

/** How far along the bar is after n questions. Nobody knows how many a check will take (a danger sign ends it at
 * once; a person who says "no" to everything is asked longer), so the bar keeps moving and slows, never standing
 * full at question 10 while the check goes on. */
export function progressAfter(n: number): number {
  return Math.min(95, Math.round(100 * (1 - Math.exp(-n / EXPECTED_QUESTIONS))));
}

function StartOver() {
  const fetcher = useFetcher({ key: CHECKER_FETCHER });
  return (
    <fetcher.Form method="post">
      <button
        type="submit"
        name="intent"
        value="restart"
        formNoValidate
        className="min-h-11 font-semibold text-brand-800 hover:underline"
      >
        Start over
      </button>
    </fetcher.Form>
  );
}

function Understood({ present, absent }: { present: string[]; absent: string[] }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
      <p>
        <span className="font-semibold">We understood:</span> {present.join("; ")}
        {absent.length ? <>. Not: {absent.join("; ")}</> : null}.
      </p>
      <p className="mt-1 text-slate-600">Not right? Start over and choose from the list.</p>
    </div>
  );
}

export function QuestionStep({ view }: { view: QuestionView }) {
  const progress = progressAfter(view.n);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
          <span>
            {view.symptom.name} · Question {view.n}
          </span>
          <StartOver />
        </div>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${progress}%` }} />
        </div>
      </div>
      {view.symptom.red_flag ? (
        <p role="alert" className="rounded-xl border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
          <strong>{view.symptom.name} can be a danger sign.</strong> If it is happening now, call{" "}
          <a href="tel:112" className="font-bold underline">
            112
          </a>{" "}
          or go to the nearest emergency department. Answer below only if it is safe to.
        </p>
      ) : null}
      {view.understood ? <Understood {...view.understood} /> : null}
      <QuestionForm
        question={view.question}
        fields={{ s: view.symptom.id, e: view.e, steps: view.steps, q: view.q }}
        error={view.error}
      />
    </div>
  );
}
