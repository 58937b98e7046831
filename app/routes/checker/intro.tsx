import { Link } from "react-router";
import type { Route } from "./+types/intro";
import { Disclaimer, primaryButton, requestUpgrade } from "../../components/checker/ui.tsx";
import { checkerMessages } from "../../lib/checker.ts";
import { appContext } from "../../context.ts";

export const meta: Route.MetaFunction = () => [{ title: "Symptom Checker | HealthBuddy" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const usage = await ctx.services.checker.usage(viewer.id);
  const q = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  return { firstName: viewer.firstName, usage, q };
}

const STEPS = [
  ["Choose your main symptom", "Search in your own words: 'catarrh', 'belle pain' and 'running stomach' all work."],
  ["Answer a few questions", "Up to ten short questions, chosen to tell likely causes apart."],
  ["Get your results", "The likely cause, how sure we are, what to do next and when to see a doctor."],
] as const;

export default function CheckerIntro({ loaderData }: Route.ComponentProps) {
  const { firstName, usage, q } = loaderData;
  const atLimit = !usage.isPremium && (usage.remaining ?? 0) <= 0;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Symptom Checker</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Hi {firstName}, how are you feeling?</h1>
        <p className="mt-2 text-slate-700">
          Tell HealthBuddy what is bothering you and get clear, sourced advice in about two minutes.
        </p>
      </header>
      <ol className="grid gap-3">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{title}</h2>
              <p className="text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="rounded-2xl border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900">
        <strong>Danger signs do not wait.</strong> Trouble breathing, chest pain, a fit, heavy bleeding, confusion or
        fainting: call{" "}
        <a href="tel:112" className="font-bold underline">
          112
        </a>{" "}
        or go to the nearest emergency department now.
      </p>
      {usage.isPremium ? (
        <p className="text-sm text-slate-700">Premium: unlimited symptom checks.</p>
      ) : (
        <p className="text-sm text-slate-700">
          Free plan: <strong>{usage.remaining}</strong> of {usage.limit} symptom checks left this month. Urgent results
          never use up a check.
        </p>
      )}
      {atLimit ? (
        <div role="alert" className="flex flex-col gap-3 rounded-2xl border-l-4 border-amber-500 bg-amber-50 p-4">
          <h2 className="font-semibold text-amber-950">You've used all {usage.limit} free symptom checks this month.</h2>
          <p className="text-sm text-amber-950">
            {checkerMessages.limitReached} Your free checks start again next month. If you feel very unwell, don't wait: call{" "}
            <a href="tel:112" className="font-bold underline">
              112
            </a>
            .
          </p>
          <button type="button" onClick={requestUpgrade} className={primaryButton}>
            {checkerMessages.upgradeToPremium}
          </button>
        </div>
      ) : (
        <Link
          to={q ? `/dashboard/checker/start?q=${encodeURIComponent(q)}` : "/dashboard/checker/start"}
          className={primaryButton}
        >
          CONTINUE
        </Link>
      )}
      <Disclaimer />
    </div>
  );
}
