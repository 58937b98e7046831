import { useMemo, useState } from "react";
import { Form, useFetcher } from "react-router";
import { checkerMessages, searchSymptoms, type Symptom, type Usage } from "../../lib/checker.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { CHECKER_FETCHER } from "./questions.tsx";
import { inputBox, primaryButton, requestUpgrade, secondaryButton, Spinner } from "./ui.tsx";

// The start of a check: the free plan's notices, then the main symptom from the list (searched in lay
// words) or described in the person's own words. Both are plain forms: the search is a GET (?q=), the
// choice and the description POST to the route action.

/** The SPEC's notices when two or one free checks are left. */
export function UsageNotice({ usage }: { usage: Usage }) {
  if (usage.isPremium || usage.remaining === null) return null;
  if (usage.remaining === 2)
    return (
      <p role="status" className="rounded-xl border-l-4 border-sky-600 bg-sky-50 p-3 text-sm text-sky-950">
        {checkerMessages.remaining(2)}
      </p>
    );
  if (usage.remaining === 1)
    return (
      <div
        role="status"
        className="flex flex-col gap-2 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p>{checkerMessages.lastFree}</p>
        <button type="button" onClick={requestUpgrade} className="self-start font-semibold text-brand-800 underline">
          {checkerMessages.upgradeNow}
        </button>
      </div>
    );
  return null;
}

export function SymptomPicker({
  symptoms,
  q,
  error,
  text,
}: {
  symptoms: Symptom[];
  q: string;
  error?: string;
  text?: string;
}) {
  const fetcher = useFetcher({ key: CHECKER_FETCHER });
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const [query, setQuery] = useState(q);
  const results = useMemo(() => searchSymptoms(symptoms, query), [symptoms, query]);
  const [chosenId, setChosenId] = useState(() => (q ? (searchSymptoms(symptoms, q)[0]?.id ?? "") : ""));
  const chosen = symptoms.find((s) => s.id === chosenId);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">What is your main symptom?</h1>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Form method="get" role="search" className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="checker-symptom-search" className="text-sm font-medium text-slate-800">
            Search symptoms
          </label>
          <input
            id="checker-symptom-search"
            type="search"
            name="q"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. headache, catarrh, belle pain"
            autoComplete="off"
            className={`${inputBox} min-h-12`}
          />
        </div>
        {/* Without JavaScript the list is filtered by the server. */}
        {hydrated ? null : (
          <button
            type="submit"
            className="min-h-12 rounded-xl border border-brand-700 px-4 font-semibold text-brand-800"
          >
            Search
          </button>
        )}
      </Form>
      <fetcher.Form method="post" className="flex flex-col gap-4">
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
              No symptom matches “{query}”. Try other words, like “stomach pain” or “hot body”, or describe it below.
            </p>
          )}
        </fieldset>
        <div className="sticky bottom-0 -mx-4 bg-white/95 px-4 py-3 backdrop-blur">
          {chosen && !results.some((s) => s.id === chosenId) ? (
            <p className="mb-2 text-sm text-slate-700">
              Selected: {chosen.name}
              <input type="hidden" name="symptom" value={chosen.id} />
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="start"
            disabled={hydrated && (!chosenId || busy)}
            className={primaryButton}
          >
            {busy ? <Spinner className="size-5" label="Loading questions" /> : "CONTINUE"}
          </button>
        </div>
      </fetcher.Form>
      <DescribeForm text={text} busy={busy} />
    </div>
  );
}

/** "Describe it in your own words": free text read by the same parser as /api/v1/parse. */
function DescribeForm({ text, busy }: { text?: string; busy: boolean }) {
  const fetcher = useFetcher({ key: CHECKER_FETCHER });
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <label htmlFor="checker-describe" className="font-semibold text-slate-900">
        Or describe it in your own words
      </label>
      <p id="checker-describe-hint" className="text-sm text-slate-600">
        For example: “hot body and headache since yesterday, no vomiting”.
      </p>
      <textarea
        id="checker-describe"
        name="text"
        defaultValue={text}
        rows={3}
        maxLength={500}
        required
        aria-describedby="checker-describe-hint"
        className={`${inputBox} py-3`}
      />
      <button type="submit" name="intent" value="describe" disabled={busy} className={secondaryButton}>
        Check my description
      </button>
    </fetcher.Form>
  );
}
