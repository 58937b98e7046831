import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/feedback";
import { primaryButton } from "../../components/checker/ui.tsx";
import { appContext } from "../../context.ts";
import { checkerMessages, FEEDBACK_COMMENT_MAX, feedbackSchema } from "../../lib/checker.ts";
import { fieldErrors } from "../../lib/field-errors.ts";

export const meta: Route.MetaFunction = () => [{ title: "Feedback | HealthBuddy" }];

const FACES = [
  [1, "Very unhappy"],
  [2, "Unhappy"],
  [3, "Okay"],
  [4, "Happy"],
  [5, "Very happy"],
] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const result = await ctx.services.checker.result(viewer.id, params.d_id);
  if (!result) throw data(checkerMessages.notFound, { status: 404 });
  return { disease: result.meta_data.disease };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const form = await request.formData();
  const parsed = feedbackSchema.safeParse({
    diagnosis_id: params.d_id,
    rating: form.get("rating") ?? undefined,
    comment: form.get("comment") ?? undefined,
  });
  if (!parsed.success) {
    return data({ fields: fieldErrors(parsed.error), comment: String(form.get("comment") ?? "") }, 400);
  }
  const out = await ctx.services.checker.feedback(viewer.id, {
    diagnosisId: parsed.data.diagnosis_id,
    rating: parsed.data.rating,
    comment: parsed.data.comment,
  });
  if (!out.ok) throw data(checkerMessages.notFound, { status: 404 });
  ctx.web.flash({ type: "success", message: checkerMessages.feedbackThanks });
  throw redirect("/dashboard");
}

export default function CheckerFeedback({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [rating, setRating] = useState(0);
  const error = actionData?.fields.rating;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6">
      <Form method="post" className="flex flex-col gap-6">
        <fieldset aria-describedby={error ? "rating-error" : undefined}>
          <legend className="text-center text-2xl font-bold text-slate-900">How did this session make you feel?</legend>
          <div className="mt-6 flex justify-between gap-1">
            {FACES.map(([n, label]) => (
              <label key={n} className="flex flex-col items-center gap-1">
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="peer sr-only"
                  aria-label={label}
                />
                <img
                  src={`/images/faces/${n}.svg`}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 cursor-pointer rounded-full bg-slate-50 p-1 opacity-70 ring-4 ring-transparent transition peer-checked:scale-110 peer-checked:bg-brand-50 peer-checked:opacity-100 peer-checked:ring-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600"
                />
                <span className="text-[11px] text-slate-600" aria-hidden="true">
                  {label}
                </span>
              </label>
            ))}
          </div>
          {error ? (
            <p id="rating-error" role="alert" className="mt-3 text-center text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="comment" className="text-sm font-medium text-slate-800">
            Anything you'd like to tell us? (optional)
          </label>
          <textarea
            id="comment"
            name="comment"
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            defaultValue={actionData?.comment}
            className="mt-1 w-full rounded-xl border border-slate-300 bg-white p-3 text-slate-900"
          />
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Submitting..." : "submit feedback"}
        </button>
      </Form>
    </div>
  );
}
