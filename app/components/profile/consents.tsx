import { Link } from "react-router";
import { CONSENT_LABELS, type ConsentKind } from "../../lib/assessment.ts";
import { dateTime, longDate } from "./format.ts";
import { card } from "./styles.ts";

const CONSENT_TITLES: Record<ConsentKind, string> = {
  personalizedRecommendations: "Personalised recommendations",
  thirdPartySharing: "Sharing with service providers",
  emergencyServices: "Not for emergencies",
  parentalConsent: "Age or parental consent",
  notifications: "Health reminders",
  termsAndPrivacy: "Terms of Service and Privacy Policy",
};

export type ConsentRecord = { id: number; kind: string; granted: boolean; version: string; createdAt: string };

/** The consents given at the end of the assessment: the words agreed to, the answer, when, and which wording. */
export function Consents({ consents }: { consents: ConsentRecord[] }) {
  return (
    <section className={card} aria-labelledby="consent-title">
      <h2 id="consent-title" className="text-lg font-semibold">Consents you gave</h2>
      {consents.length ? (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {consents.map((c) => (
            <li key={c.id} className="py-3">
              <p className="font-semibold text-slate-900">{CONSENT_TITLES[c.kind as ConsentKind] ?? "Other agreement"}</p>
              {CONSENT_LABELS[c.kind as ConsentKind] ? <p className="mt-0.5 text-slate-700">“{CONSENT_LABELS[c.kind as ConsentKind]}”</p> : null}
              <p className="mt-1 text-slate-600">
                <span className={`font-semibold ${c.granted ? "text-brand-800" : "text-red-800"}`}>{c.granted ? "You agreed" : "You declined"}</span> on {dateTime(c.createdAt)}
                {" · "}wording of {longDate(c.version)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">You'll give your consents at the end of the health assessment.</p>
      )}
      <p className="mt-3 text-sm"><Link to="/privacy" className="font-semibold text-brand-700 underline">Read the privacy policy</Link></p>
    </section>
  );
}

/** Everything stored about the person as one JSON file (/api/me/export). */
export function DataExport() {
  return (
    <section className={card} aria-labelledby="export-title">
      <h2 id="export-title" className="text-lg font-semibold">Your data</h2>
      <p className="mt-1 text-sm text-slate-700">Download everything we store about you as a JSON file.</p>
      <a href="/api/me/export" download className="mt-3 inline-flex min-h-12 items-center rounded-full border border-brand-700 px-6 font-semibold text-brand-700">Download my data</a>
    </section>
  );
}
