import { useRef, useState } from "react";

const STEPS = [
  { n: "01", title: "Sign Up", text: "Create your free account with your email, Google or Facebook. It takes under a minute." },
  { n: "02", title: "Take the Health Assessment", text: "Tell us about your body, habits and history so advice fits you, not an average person." },
  { n: "03", title: "Check Symptoms or Chat", text: "Describe what you feel. HealthBuddy asks a few smart questions and explains what could be going on." },
  { n: "04", title: "Track Your Health Score", text: "Watch your score, streak and daily tips grow as you look after yourself, day by day." },
];

/** A scroll-snap slider: swipeable without JavaScript, with working previous/next buttons when it loads. */
export function HowItWorks() {
  const track = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = (i: number) => {
    const el = track.current;
    const next = Math.max(0, Math.min(STEPS.length - 1, i));
    const slide = el?.children[next] as HTMLElement | undefined;
    if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: "smooth" });
    setCurrent(next);
  };

  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== current) setCurrent(i);
  };

  return (
    <section aria-labelledby="how-title" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-3xl font-bold">How it works</h2>
        <ol
          ref={track}
          onScroll={onScroll}
          aria-label="Steps"
          className="no-scrollbar mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth"
        >
          {STEPS.map((s, i) => (
            <li
              key={s.n}
              aria-current={i === current ? "step" : undefined}
              aria-label={`Step ${i + 1} of ${STEPS.length}`}
              className="w-full shrink-0 snap-start rounded-3xl bg-white p-6 shadow-sm md:w-[calc(50%-0.5rem)]"
            >
              {/* One heading, "01 Sign Up" for a screen reader; on screen the number once, large. */}
              <h3>
                <span className="block text-5xl font-black text-brand-700">{s.n}</span>{" "}
                <span className="mt-3 block text-xl font-semibold">{s.title}</span>
              </h3>
              <p className="mt-2 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex items-center gap-3">
          <button
            type="button"
            onClick={() => goTo(current - 1)}
            disabled={current === 0}
            aria-label="Previous step"
            className="grid size-12 place-items-center rounded-full border border-brand-700 text-brand-700 disabled:opacity-40"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d="M15 18l-6-6 6-6" /></svg>
          </button>
          <button
            type="button"
            onClick={() => goTo(current + 1)}
            disabled={current === STEPS.length - 1}
            aria-label="Next step"
            className="grid size-12 place-items-center rounded-full bg-brand-700 text-white disabled:opacity-40"
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true"><path d="M9 18l6-6-6-6" /></svg>
          </button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Step {current + 1} of {STEPS.length}
          </p>
        </div>
      </div>
    </section>
  );
}
