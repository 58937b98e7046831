import { Link, useFetcher } from "react-router";
import type { action as newsletterAction } from "../routes/public/newsletter.tsx";

const SOCIAL = [
  { href: "https://x.com/healthbuddyng", label: "HealthBuddy on X (Twitter)", path: "M4 4l16 16M20 4L4 20" },
  { href: "https://www.instagram.com/healthbuddyng", label: "HealthBuddy on Instagram", path: "M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8z" },
  { href: "https://www.linkedin.com/company/healthbuddyng", label: "HealthBuddy on LinkedIn", path: "M5 9v10M5 5v.01M10 19v-6a3 3 0 016 0v6M10 9v10" },
  { href: "https://www.facebook.com/healthbuddyng", label: "HealthBuddy on Facebook", path: "M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" },
];

export function NewsletterForm() {
  const fetcher = useFetcher<typeof newsletterAction>();
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/newsletter" className="w-full max-w-md" noValidate>
      <label htmlFor="newsletter-email" className="mb-2 block font-semibold text-white">
        Get health tips in your inbox
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby="newsletter-status"
          className="min-h-12 w-full min-w-0 rounded-full border-0 bg-white px-4 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 shrink-0 rounded-full bg-warm-500 px-5 font-semibold text-slate-900 hover:bg-amber-400 disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <p id="newsletter-status" role="status" className={`mt-2 min-h-6 text-sm ${result && !result.ok ? "text-red-200" : "text-brand-100"}`}>
        {result?.message}
      </p>
    </fetcher.Form>
  );
}

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="bg-brand-900 text-brand-50">
      <section className="mx-auto max-w-6xl px-4 py-12 text-center">
        <h2 className="text-2xl font-bold text-white sm:text-3xl">Are you ready to elevate your health journey?</h2>
        <Link
          to="/register"
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-warm-500 px-8 font-semibold text-slate-900 hover:bg-amber-400"
        >
          start your journey
        </Link>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 border-t border-brand-800 px-4 py-10 md:grid-cols-[1.5fr_1fr_1fr]">
        <div>
          <img src="/logo.svg" alt="HealthBuddy" width={160} height={40} className="h-9 w-auto rounded bg-white px-2" />
          <p className="mt-3 max-w-sm text-sm text-brand-100">
            An AI preventive-health companion for young Africans. HealthBuddy gives an initial assessment only, never a
            diagnosis. In an emergency call 112.
          </p>
          <div className="mt-6">
            <NewsletterForm />
          </div>
        </div>
        <nav aria-label="Company">
          <h2 className="font-semibold text-white">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className="hover:underline" to="/company">About us</Link></li>
            <li><Link className="hover:underline" to="/company#founder">Founders' note</Link></li>
            <li><Link className="hover:underline" to="/feeds">Health feeds</Link></li>
            <li><Link className="hover:underline" to="/#pledge">Our Pledge</Link></li>
            <li><Link className="hover:underline" to="/#faq">FAQs</Link></li>
            <li><Link className="hover:underline" to="/contact#support">Support</Link></li>
          </ul>
        </nav>
        <nav aria-label="Legal and social">
          <h2 className="font-semibold text-white">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className="hover:underline" to="/privacy">Privacy Policy</Link></li>
            <li><Link className="hover:underline" to="/terms">Terms of Service</Link></li>
            <li><a className="hover:underline" href="/api/docs">API reference</a></li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={s.label} className="grid size-11 place-items-center rounded-full bg-brand-800 hover:bg-brand-700">
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-800 px-4 py-5 text-center text-sm text-brand-100">
        © 2024–{year} HealthBuddy. All rights reserved.
      </p>
    </footer>
  );
}
