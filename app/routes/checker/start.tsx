import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/start";
import { callApi, loginPath } from "../../components/checker/api.ts";
import { QuestionScreen } from "../../components/checker/questions.tsx";
import {
  AnalyzingScreen,
  ErrorModal,
  primaryButton,
  requestUpgrade,
  secondaryButton,
  Spinner,
} from "../../components/checker/ui.tsx";
import { useToast } from "../../components/ui/toaster.tsx";
import { appContext } from "../../context.ts";
import {
  checkerMessages,
  INTERVIEW_STORAGE_KEY,
  isDangerAnswer,
  readInterview,
  roundSize,
  searchSymptoms,
  type AnswerRecordInput,
  type CheckerQuestion,
  type InterviewState,
  type Symptom,
  type Usage,
} from "../../lib/checker.ts";
import { entrySymptoms } from "../../../worker/diagnoses/service.ts";
import { requireViewer } from "../../../worker/auth/web.ts";

export const meta: Route.MetaFunction = () => [{ title: "Symptom Checker | HealthBuddy" }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireViewer(context.get(appContext), request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { symptoms: entrySymptoms(), q };
}

type Pending =
  | { kind: "more"; state: InterviewState; answers: AnswerRecordInput[] }
  | { kind: "diagnose"; symptom: Symptom; answers: AnswerRecordInput[] };

type Phase = "checking" | "denied" | "choose" | "loading" | "question" | "analyzing" | "diagnosis_failed";

/** The most answers the SPEC's rounds can collect (4 + 4 + 2), for the progress bar. */
const EXPECTED_ANSWERS = 10;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export default function CheckerStart({ loaderData }: Route.ComponentProps) {
  const { symptoms, q } = loaderData;
  const navigate = useNavigate();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>("checking");
  const [query, setQuery] = useState(q);
  const results = useMemo(() => searchSymptoms(symptoms, query), [symptoms, query]);
  const [chosenId, setChosenId] = useState(() => (q ? (searchSymptoms(symptoms, q)[0]?.id ?? "") : ""));
  const [interview, setInterview] = useState<InterviewState | null>(null);
  // The call to repeat when the person presses Retry (data, so it survives re-renders unchanged).
  const [pending, setPending] = useState<Pending | null>(null);
  const started = useRef(false);

  function toLogin() {
    navigate(loginPath());
  }

  function limitReached() {
    storage()?.removeItem(INTERVIEW_STORAGE_KEY);
    toast({
      type: "error",
      message: checkerMessages.limitReached,
      action: { label: checkerMessages.upgradeToPremium, onClick: requestUpgrade },
    });
    navigate("/dashboard/checker", { replace: true });
  }

  // Usage guard: a spinner while checking; at the limit, the SPEC's toast and back to the intro.
  async function checkUsage() {
    setPhase("checking");
    const res = await callApi<Usage>("/api/usage/symptom-checker");
    if (!res.ok) {
      if (res.status === 401) return toLogin();
      toast({ type: "error", message: checkerMessages.usageFailed });
      setPhase("denied");
      return;
    }
    const u = res.data;
    if (!u.isPremium && (u.remaining ?? 0) <= 0) return limitReached();
    if (!u.isPremium && u.remaining === 2) toast({ type: "info", message: checkerMessages.remaining(2) });
    if (!u.isPremium && u.remaining === 1)
      toast({
        type: "warning",
        message: checkerMessages.lastFree,
        action: { label: checkerMessages.upgradeNow, onClick: requestUpgrade },
      });
    // A reload keeps the answers so far, unless the person came with a new search.
    const saved = q ? null : readInterview(storage());
    if (saved && saved.questions[saved.index]) {
      setInterview(saved);
      setPhase("question");
    } else {
      storage()?.removeItem(INTERVIEW_STORAGE_KEY);
      setPhase("choose");
    }
  }

  const onMount = useEffectEvent(() => void checkUsage());
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    onMount();
  }, []);

  useEffect(() => {
    if (interview && phase === "question") storage()?.setItem(INTERVIEW_STORAGE_KEY, JSON.stringify(interview));
  }, [interview, phase]);

  async function diagnose(symptom: Symptom, answers: AnswerRecordInput[]) {
    setPhase("analyzing");
    const res = await callApi<{ diagnosis: string }>("/api/getDiagnosis", {
      method: "POST",
      body: { symptom: symptom.name, responses: answers },
    });
    if (res.ok) {
      storage()?.removeItem(INTERVIEW_STORAGE_KEY);
      navigate(`/dashboard/checker/result/${res.data.diagnosis}`);
      return;
    }
    if (res.status === 401) return toLogin();
    if (res.status === 402) return limitReached();
    toast({ type: "error", message: checkerMessages.diagnosisFailed });
    setPending({ kind: "diagnose", symptom, answers });
    setPhase("diagnosis_failed");
  }

  async function nextRound(state: InterviewState, answers: AnswerRecordInput[]) {
    const quan = roundSize(answers.length);
    if (!quan) return diagnose(state.symptom, answers);
    setPhase("analyzing");
    const res = await callApi<CheckerQuestion[]>("/api/getMoreQuestions", {
      method: "POST",
      body: { symptom: state.symptom.name, quan, prev: answers },
    });
    if (!res.ok) {
      if (res.status === 401) return toLogin();
      // The answer is not recorded yet: Cancel goes back to the question, Retry asks again.
      setPending({ kind: "more", state, answers });
      setPhase("question");
      return;
    }
    const asked = new Set(answers.map((a) => a.question));
    const fresh = res.data.filter((x) => !asked.has(x.question));
    if (!fresh.length) return diagnose(state.symptom, answers);
    setInterview({ ...state, questions: fresh, index: 0, answers });
    setPhase("question");
  }

  function retry() {
    const op = pending;
    setPending(null);
    if (op?.kind === "more") void nextRound(op.state, op.answers);
    else if (op?.kind === "diagnose") void diagnose(op.symptom, op.answers);
  }

  async function begin() {
    const symptom = symptoms.find((s) => s.id === chosenId);
    if (!symptom) return;
    setPhase("loading");
    const res = await callApi<CheckerQuestion[]>(`/api/getSymptomQuestions?s_id=${encodeURIComponent(symptom.id)}`);
    if (!res.ok || !res.data.length) {
      if (!res.ok && res.status === 401) return toLogin();
      toast({
        type: "error",
        message: `${checkerMessages.questionsFailed} ${res.ok ? "No questions for this symptom." : res.message}`,
      });
      setPhase("choose");
      return;
    }
    setInterview({
      symptom: { id: symptom.id, name: symptom.name, red_flag: symptom.red_flag },
      questions: res.data,
      index: 0,
      answers: [],
    });
    setPhase("question");
  }

  function answer(value: string) {
    if (!interview) return;
    const question = interview.questions[interview.index];
    if (!question) return;
    const answers = [...interview.answers, { question: question.question, answer: value }];
    // A danger sign answered "yes" needs advice now, not more questions.
    if (isDangerAnswer(question, value)) return void diagnose(interview.symptom, answers);
    if (interview.index + 1 < interview.questions.length) {
      setInterview({ ...interview, index: interview.index + 1, answers });
      return;
    }
    void nextRound(interview, answers);
  }

  function back() {
    if (!interview) return;
    if (interview.index > 0)
      setInterview({ ...interview, index: interview.index - 1, answers: interview.answers.slice(0, -1) });
  }

  function startOver() {
    storage()?.removeItem(INTERVIEW_STORAGE_KEY);
    setInterview(null);
    setPhase("choose");
  }

  const question = interview?.questions[interview.index];
  const answered = interview?.answers.length ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col px-4 py-6">
      <noscript>
        <p className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          The symptom checker needs JavaScript to ask its questions. Please turn it on.
        </p>
      </noscript>
      {phase === "checking" ? (
        <div className="flex min-h-[50dvh] items-center justify-center">
          <Spinner label="Checking your plan..." />
        </div>
      ) : null}

      {phase === "denied" ? (
        <div className="flex flex-col gap-4 text-center">
          <h1 className="text-xl font-bold text-slate-900">Access denied</h1>
          <p className="text-slate-700">{checkerMessages.usageFailed}</p>
          <button type="button" className={primaryButton} onClick={() => void checkUsage()}>
            Try again
          </button>
          <Link to="/dashboard/checker" className={secondaryButton}>
            Back
          </Link>
        </div>
      ) : null}

      {phase === "choose" || phase === "loading" ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void begin();
          }}
        >
          <h1 className="text-2xl font-bold text-slate-900">What is your main symptom?</h1>
          <div>
            <label htmlFor="checker-symptom-search" className="text-sm font-medium text-slate-800">
              Search symptoms
            </label>
            <input
              id="checker-symptom-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="e.g. headache, catarrh, belle pain"
              autoComplete="off"
              className="mt-1 min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-400"
            />
          </div>
          <fieldset>
            <legend className="sr-only">Symptoms</legend>
            {results.length ? (
              <ul className="grid max-h-[52dvh] gap-2 overflow-y-auto pr-1">
                {results.map((s) => (
                  <li key={s.id}>
                    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700">
                      <input
                        type="radio"
                        name="symptom"
                        value={s.id}
                        checked={chosenId === s.id}
                        onChange={() => setChosenId(s.id)}
                        className="size-5 shrink-0 accent-brand-700"
                      />
                      <span className="text-slate-900">{s.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
                No symptom matches “{query}”. Try other words, like “stomach pain” or “hot body”.
              </p>
            )}
          </fieldset>
          <div className="sticky bottom-0 -mx-4 bg-white/95 px-4 py-3 backdrop-blur">
            {chosenId && !results.some((s) => s.id === chosenId) ? (
              <p className="mb-2 text-sm text-slate-700">Selected: {symptoms.find((s) => s.id === chosenId)?.name}</p>
            ) : null}
            <button type="submit" disabled={!chosenId || phase === "loading"} className={primaryButton}>
              {phase === "loading" ? <Spinner className="size-5" label="Loading questions" /> : "CONTINUE"}
            </button>
          </div>
        </form>
      ) : null}

      {phase === "question" && interview && question ? (
        <div className="flex flex-col gap-5">
          <div>
            <div className="flex items-center justify-between text-sm text-slate-600">
              <span>
                {interview.symptom.name} · Question {answered + 1}
              </span>
              <button
                type="button"
                onClick={startOver}
                className="min-h-11 font-semibold text-brand-800 hover:underline"
              >
                Start over
              </button>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div
                className="h-full rounded-full bg-brand-700 transition-all"
                style={{ width: `${Math.min(95, Math.round(((answered + 1) / EXPECTED_ANSWERS) * 100))}%` }}
              />
            </div>
          </div>
          {interview.symptom.red_flag ? (
            <p role="alert" className="rounded-xl border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
              <strong>{interview.symptom.name} can be a danger sign.</strong> If it is happening now, call{" "}
              <a href="tel:112" className="font-bold underline">
                112
              </a>{" "}
              or go to the nearest emergency department. Answer below only if it is safe to.
            </p>
          ) : null}
          <QuestionScreen key={`${answered}-${question.question}`} question={question} onAnswer={answer} />
          {interview.index > 0 ? (
            <button type="button" onClick={back} className={secondaryButton}>
              Back
            </button>
          ) : null}
        </div>
      ) : null}

      {phase === "analyzing" ? <AnalyzingScreen /> : null}

      {phase === "diagnosis_failed" ? (
        <div className="flex flex-col gap-4 text-center">
          <h1 className="text-xl font-bold text-slate-900">We couldn't finish your check</h1>
          <p className="text-slate-700">{checkerMessages.diagnosisFailed}</p>
          <button type="button" className={primaryButton} onClick={retry}>
            Try again
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setPending(null);
              setPhase(interview ? "question" : "choose");
            }}
          >
            Back to the questions
          </button>
        </div>
      ) : null}

      <ErrorModal
        open={phase === "question" && pending?.kind === "more"}
        message={checkerMessages.analyzeFailed}
        onCancel={() => setPending(null)}
        onRetry={retry}
      />
    </div>
  );
}
