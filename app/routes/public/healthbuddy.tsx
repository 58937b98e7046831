import { Link } from "react-router";
import type { Route } from "./+types/healthbuddy";
import { useRootData } from "../../root.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "HealthBuddy AI chat | HealthBuddy" },
  { name: "description", content: "Chat with HealthBuddy about your symptoms, any time. Smart, personal advice, better than googling symptoms." },
];

const CLAIMS = [
  ["Chat about your symptoms", "Describe what you feel in your own words. HealthBuddy asks what matters and explains what could be going on."],
  ["Smart, personalised advice", "Signed in, HealthBuddy uses your past health info (age, conditions, allergies, medicines) so advice fits you."],
  ["24/7, no wait time", "No queue, no appointment. Answers start streaming in seconds, day or night."],
  ["Better than googling symptoms", "No scary lists of rare diseases: likely causes in plain words, what to do now and when to see a clinician."],
];

export default function HealthBuddyPage() {
  const root = useRootData();
  const target = root?.viewer ? "/chat" : "/register";
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2">
          <div>
            <h1 className="text-4xl font-black sm:text-5xl">Meet HealthBuddy, your AI health companion</h1>
            <p className="mt-4 text-lg text-slate-700">
              Ask about any symptom or health worry and get a clear, caring answer in seconds. HealthBuddy gives an
              initial assessment, never a diagnosis, and tells you when to get care.
            </p>
            <Link to={target} className="mt-6 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800">
              LAUNCH NOW
            </Link>
          </div>
          <img src="/images/healthbuddy.svg" alt="The HealthBuddy chat on a phone, answering a question about a headache" width={640} height={520} className="mx-auto h-auto w-full max-w-md" />
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-3xl font-bold">Why people use HealthBuddy</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {CLAIMS.map(([t, d]) => (
            <li key={t} className="rounded-3xl border border-slate-200 p-6">
              <h3 className="text-xl font-semibold text-brand-800">{t}</h3>
              <p className="mt-2 text-slate-700">{d}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-3xl bg-red-50 p-6 text-red-900">
          <h2 className="font-semibold">Not for emergencies</h2>
          <p className="mt-1">
            Chest pain, trouble breathing, signs of a stroke, heavy bleeding or thoughts of harming yourself: call 112 or
            go to the nearest hospital now.
          </p>
        </div>
        <div className="mt-10 text-center">
          <Link to={target} className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800">
            START CONVERSATION
          </Link>
        </div>
      </section>
    </>
  );
}
