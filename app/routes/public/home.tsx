import { Link } from "react-router";
import type { Route } from "./+types/home";
import { FaqList } from "../../components/faq-list.tsx";
import { HowItWorks } from "../../components/how-it-works.tsx";
import { useRootData } from "../../root.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "HealthBuddy | Your AI preventive health companion" },
  {
    name: "description",
    content:
      "Check symptoms, chat with HealthBuddy and track your health score. Made for young Africans. An initial assessment, never a diagnosis.",
  },
];

const PARTNERS = [1, 2, 3, 4, 5, 6];

export default function Home() {
  const root = useRootData();
  const signedIn = Boolean(root?.viewer);
  const learnMore = (to: string) => (signedIn ? to : "/register");
  const toolkit = [
    { title: "AI Symptom Checker", text: "Answer a few questions and see what could explain how you feel, with clear advice on where to get care.", image: "/images/toolkit-checker.svg", to: learnMore("/dashboard/checker") },
    { title: "HealthBuddy Chat", text: "Ask anything about your health, any time. Answers are personal, kind and honest about their limits.", image: "/images/toolkit-chat.svg", to: learnMore("/chat") },
    { title: "Personal Dashboard", text: "Your health score, streaks and daily tips in one place, built from your own answers and check-ins.", image: "/images/toolkit-dashboard.svg", to: learnMore("/dashboard") },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-10 pb-16 md:grid-cols-2 md:pt-16">
          <div>
            <p className="font-semibold text-brand-700">Preventive health for young Africans</p>
            <h1 className="mt-3 text-3xl leading-tight font-black text-slate-900 sm:text-5xl">
              Your health questions, answered kindly and honestly.
            </h1>
            <p className="mt-4 text-lg text-slate-700">
              Check your symptoms, chat with HealthBuddy and build healthy habits. Free to start, made for your phone and
              your data plan.
            </p>
            <p className="mt-4 font-semibold text-slate-800">Ready for personalized Diagnoses and Expert Health Insights?</p>
            <div className="mt-6 flex flex-wrap gap-3">
              {signedIn ? (
                <Link to="/dashboard" className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800">
                  CONTINUE
                </Link>
              ) : (
                <Link to="/register" className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800">
                  GET STARTED
                </Link>
              )}
              <Link to="/chat" className="inline-flex min-h-12 items-center rounded-full border border-brand-700 px-6 font-semibold text-brand-700">
                Try HealthBuddy
              </Link>
            </div>
            <p className="mt-4 text-sm text-slate-600">Not for emergencies. If life is in danger, call 112 now.</p>
          </div>
          <img src="/images/hero.svg" alt="A young woman chatting with HealthBuddy on her phone" width={640} height={520} className="mx-auto h-auto w-full max-w-md" fetchPriority="high" />
        </div>
      </section>

      <section aria-label="Our partners" className="marquee overflow-hidden border-y border-slate-100 py-6">
        <ul className="marquee-track flex w-max gap-12">
          {[...PARTNERS, ...PARTNERS].map((p, i) => (
            <li key={i} aria-hidden={i >= PARTNERS.length || undefined}>
              <img src={`/images/partners/${p}.svg`} alt={i < PARTNERS.length ? `Partner ${p}` : ""} width={240} height={80} className="h-12 w-auto" loading="lazy" />
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <blockquote>
          <p className="text-2xl leading-snug font-semibold text-slate-800 sm:text-3xl">
            “Our mission is to help every young African understand their health early, act on it confidently and reach
            real care when it matters.”
          </p>
          <footer className="mt-4 text-slate-600">The HealthBuddy team</footer>
        </blockquote>
      </section>

      <section id="pledge" aria-labelledby="pledge-title" className="scroll-mt-20 bg-warm-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="pledge-title" className="text-3xl font-bold">Our Pledge</h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {[
              ["Honest about AI", "HealthBuddy gives an initial assessment, never a diagnosis, and always tells you when to see a clinician."],
              ["Safety first", "Danger signs get an urgent answer at once: go to the nearest hospital or call 112."],
              ["Your data is yours", "We store what you choose, never sell it, and you can download or delete it any time."],
            ].map(([t, d]) => (
              <li key={t} className="rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-brand-800">{t}</h3>
                <p className="mt-2 text-slate-700">{d}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="toolkit-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="toolkit-title" className="text-3xl font-bold">Your health toolkit</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {toolkit.map((t) => (
            <li key={t.title} className="flex flex-col rounded-3xl border border-slate-200 p-5">
              <img src={t.image} alt="" width={320} height={200} className="h-auto w-full rounded-2xl bg-brand-50" loading="lazy" />
              <h3 className="mt-4 text-xl font-semibold">{t.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{t.text}</p>
              <Link to={t.to} className="mt-4 font-semibold text-brand-700 underline underline-offset-4">
                Learn More<span className="sr-only"> about {t.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <HowItWorks />
      <FaqList supportPhone={root?.supportPhone ?? ""} />
    </>
  );
}
