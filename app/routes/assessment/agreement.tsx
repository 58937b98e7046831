import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/agreement";
import { clearDraftStorage, useStepDraft } from "../../components/assessment/draft-storage.ts";
import { ContinueButton, StepError, StepHeading } from "../../components/assessment/step-ui.tsx";
import { useToast } from "../../components/ui/toaster.tsx";
import { useHydrated } from "../../components/ui/use-hydrated.ts";
import { appContext } from "../../context.ts";
import {
  assessmentMessages,
  assessmentSchema,
  checkAge,
  CONSENT_KINDS,
  CONSENT_LABELS,
  firstMissingStep,
  stepPath,
  type ConsentKind,
} from "../../lib/assessment.ts";

export const meta: Route.MetaFunction = () => [{ title: "Agreement | Health Assessment | HealthBuddy" }];

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  ctx.web.draft.guard(stored, "agreement");
  const page = ctx.web.draft.page(stored);
  const age = stored.draft.dob ? checkAge(stored.draft.dob, page.today) : null;
  return { ...page, teen: Boolean(age?.ok && age.teen) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const stored = ctx.web.draft.load(request);
  const form = await request.formData();
  const consents = Object.fromEntries(CONSENT_KINDS.map((k) => [k, form.get(k) === "on"])) as Record<ConsentKind, boolean>;
  // The page asks for all six (SPEC); the API itself only insists on the terms and, for 13-17, a parent.
  if (!CONSENT_KINDS.every((k) => consents[k])) return data({ error: assessmentMessages.allConsents, consents }, 400);
  const parsed = assessmentSchema.safeParse({ ...stored.draft, consents });
  if (!parsed.success) {
    // A step went missing (the draft expired, or was edited by hand): go and answer it again.
    throw ctx.web.redirectWithFlash(stepPath(firstMissingStep(stored.draft)), { type: "error", message: parsed.error.issues[0]?.message ?? assessmentMessages.failure });
  }
  try {
    const result = await ctx.services.assessment.submit(stored.userId, parsed.data);
    if (!result.ok) return data({ error: result.message, consents }, 400);
  } catch (error) {
    console.error("assessment: submit failed", error);
    return data({ error: assessmentMessages.failure, consents }, 500);
  }
  ctx.web.draft.clear();
  throw ctx.web.redirectWithFlash("/dashboard", { type: "success", message: assessmentMessages.success });
}

export default function AgreementStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const hydrated = useHydrated();
  const toast = useToast();
  const initial = Object.fromEntries(CONSENT_KINDS.map((k) => [k, actionData?.consents?.[k] ?? false])) as Record<ConsentKind, boolean>;
  const [ticked, setTicked] = useStepDraft<Record<ConsentKind, boolean>>(loaderData, "consents", initial);
  const all = CONSENT_KINDS.every((k) => ticked[k]);

  // The SPEC's toast for a failed submit: the server's message, else 'Failed to submit assessment'.
  useEffect(() => {
    if (actionData) toast({ type: "error", message: actionData.error || assessmentMessages.failure });
  }, [actionData, toast]);

  return (
    <Form method="post" onSubmit={() => clearDraftStorage()}>
      <StepHeading title="Almost done" hint="Please read and tick each statement to continue." />
      {loaderData.teen ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{assessmentMessages.teen}</p>
      ) : null}
      <fieldset className="mt-6">
        <legend className="sr-only">Agreements</legend>
        <ul className="grid gap-3">
          {CONSENT_KINDS.map((k) => (
            <li key={k}>
              <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  name={k}
                  checked={ticked[k]}
                  onChange={(e) => setTicked({ ...ticked, [k]: e.target.checked })}
                  className="mt-0.5 size-6 shrink-0 accent-brand-700"
                />
                <span className="text-sm text-slate-800">
                  {CONSENT_LABELS[k]}
                  {k === "termsAndPrivacy" ? (
                    <>
                      {" "}
                      <Link to="/terms" target="_blank" className="font-semibold text-brand-700 underline">
                        Terms of Service
                      </Link>
                      {" · "}
                      <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline">
                        Privacy Policy
                      </Link>
                    </>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <StepError id="agreement-error" message={actionData?.error} />
      <p className="mt-4 text-xs text-slate-600">
        We keep the time and the version of this text with your answers. You can retake the assessment at any time.
      </p>
      <div className="mt-6">
        {/* Before JavaScript runs the button stays enabled and the server checks the boxes. */}
        <ContinueButton busy={busy} disabled={hydrated && !all} />
      </div>
    </Form>
  );
}
