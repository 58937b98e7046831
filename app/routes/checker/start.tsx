import { useState } from "react";
import { data, redirect, useFetcher, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/start";
import { CHECKER_FETCHER } from "../../components/checker/questions.tsx";
import { QuestionStep } from "../../components/checker/question-step.tsx";
import { SymptomPicker, UsageNotice } from "../../components/checker/symptom-picker.tsx";
import { ErrorModal } from "../../components/checker/ui.tsx";
import { appContext } from "../../context.ts";
import { checkerMessages } from "../../lib/checker.ts";
import type { CheckView } from "../../../worker/checker/service/web-flow.ts";

// The symptom check: choose or describe the main symptom, then one question at a time. Every step is a
// form posted to this route's action with finding ids; JavaScript only makes it smoother (a fetcher, no
// page reloads, an Error modal with Retry when a step fails).

export const meta: Route.MetaFunction = () => [{ title: "Symptom Checker | HealthBuddy" }];

/** The SPEC's usage guard: at the free plan's limit a check cannot start (the intro says why). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const usage = await ctx.services.checker.usage(viewer.id);
  if (!usage.isPremium && (usage.remaining ?? 0) <= 0) throw redirect("/dashboard/checker");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { symptoms: ctx.services.checker.entrySymptoms(), q, usage };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const out = await ctx.services.checker.webAction(viewer.id, await request.formData());
  if (out.kind === "result") throw redirect(`/dashboard/checker/result/${out.id}`);
  if (out.kind === "limit_reached") throw redirect("/dashboard/checker");
  return data<CheckView | { phase: "failed"; retry: Array<[string, string]> }>(out.view, out.invalid ? 400 : 200);
}

/** With JavaScript: a step that fails (offline, server error) keeps the question and offers Retry. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const retry = [...(await request.clone().formData())].map(([k, v]) => [k, String(v)] as [string, string]);
  try {
    return await serverAction();
  } catch (e) {
    // Redirects (the result, the limit, the login page) go on as usual.
    if (e instanceof Response) throw e;
    return { phase: "failed" as const, retry };
  }
}

// A step of the check never needs the usage guard again (the server refuses a check over the limit).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function CheckerStart({ loaderData, actionData }: Route.ComponentProps) {
  const { symptoms, q, usage } = loaderData;
  const fetcher = useFetcher<typeof clientAction>({ key: CHECKER_FETCHER });
  const latest = fetcher.data ?? actionData;
  // The last good view stays on screen when a step fails; the failure opens the Error modal.
  const [view, setView] = useState<CheckView>({ phase: "choose" });
  const [seen, setSeen] = useState<typeof latest>(undefined);
  const [dismissed, setDismissed] = useState(false);
  if (latest !== seen) {
    setSeen(latest);
    setDismissed(false);
    if (latest && latest.phase !== "failed") setView(latest);
  }
  const shown = latest && latest.phase !== "failed" ? latest : view;
  const failed = latest?.phase === "failed" && !dismissed ? latest : null;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      {shown.phase === "question" ? (
        <QuestionStep key={`${shown.e}|${shown.q}`} view={shown} />
      ) : (
        <>
          <UsageNotice usage={usage} />
          <SymptomPicker symptoms={symptoms} q={q} error={shown.error} text={shown.text} />
        </>
      )}
      <ErrorModal
        open={Boolean(failed) && fetcher.state === "idle"}
        message={checkerMessages.analyzeFailed}
        onCancel={() => setDismissed(true)}
        onRetry={() => {
          if (!failed) return;
          const form = new FormData();
          for (const [k, v] of failed.retry) form.append(k, v);
          void fetcher.submit(form, { method: "post" });
        }}
      />
    </div>
  );
}
