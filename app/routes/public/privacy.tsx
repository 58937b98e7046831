import { useMatches } from "react-router";
import type { Route } from "./+types/privacy";
import { legalUpdated, privacySections, termsSections } from "../../content/legal.ts";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: location.pathname === "/terms" ? "Terms of Service | HealthBuddy" : "Privacy Policy | HealthBuddy" },
  { name: "description", content: "How HealthBuddy handles your data, and the terms of using an AI health companion in Nigeria." },
];

export default function Privacy() {
  const isTerms = useMatches().some((m) => m.id === "terms");
  const first = isTerms ? termsSections : privacySections;
  const second = isTerms ? privacySections : termsSections;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{isTerms ? "Terms of Service" : "Privacy Policy"}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {new Date(legalUpdated).toLocaleDateString("en-NG", { dateStyle: "long", timeZone: "UTC" })}</p>
      {[...first, ...second].map((s) => (
        <section key={s.id} id={s.id} className="mt-8 scroll-mt-20">
          <h2 className="text-xl font-semibold">{s.heading}</h2>
          {s.paragraphs.map((p) => <p key={p.slice(0, 50)} className="mt-2 text-slate-800">{p}</p>)}
        </section>
      ))}
    </div>
  );
}
