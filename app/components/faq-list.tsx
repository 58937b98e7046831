import { faqs } from "../content/faq.ts";

/**
 * Native exclusive accordion: <details name> keeps one item open at a time and clicking the
 * open one closes it, with no JavaScript and with the browser's own keyboard and screen-reader support.
 */
export function FaqList({ supportPhone }: { supportPhone: string }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16">
      <h2 id="faq-title" className="text-3xl font-bold">Frequently asked questions</h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {faqs.map((f, i) => (
          <details key={f.question} name="faq" className="group p-4" open={i === 0 ? undefined : undefined}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold">
              {f.question}
              <span aria-hidden="true" className="text-2xl text-brand-700 transition-transform group-open:rotate-45">+</span>
            </summary>
            <p className="mt-2 text-slate-700">{f.answer}</p>
          </details>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-4 rounded-2xl bg-warm-50 p-5">
        <a href={`tel:${supportPhone}`} className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white">
          Contact Us
        </a>
        <p className="font-medium text-slate-800">24/7 Support Available</p>
      </div>
    </section>
  );
}
