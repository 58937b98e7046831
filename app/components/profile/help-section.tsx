import { Link } from "react-router";
import { card } from "./styles.ts";

/** The Help & Support tab: where to get help, and what to do in an emergency. */
export function HelpSection() {
  return (
    <section className={`${card} mt-6`} aria-labelledby="help-title">
      <h2 id="help-title" className="text-lg font-semibold">Help & Support</h2>
      <ul className="mt-3 grid gap-2">
        <li><Link to="/contact#support" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Contact support</Link></li>
        <li><Link to="/#faq" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Frequently asked questions</Link></li>
        <li><Link to="/terms" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Terms of Service</Link></li>
      </ul>
      <p className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-900">In an emergency call 112 or go to the nearest hospital.</p>
    </section>
  );
}
