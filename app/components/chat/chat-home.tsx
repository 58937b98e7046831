// The empty chat: a greeting, the three steps and suggestions that send themselves when tapped.

const STEPS = [
  { n: 1, title: "Describe Symptoms", text: "Tell HealthBuddy what you feel, where, and since when." },
  { n: 2, title: "Answer Questions", text: "Answer a few short questions so it can narrow things down." },
  { n: 3, title: "Get Diagnosis", text: "See the likely causes, what to do now and when to see a doctor." },
];

export const SUGGESTIONS = ["I've had fever and headache for 2 days", "It burns when I pee", "How can I sleep better?"];

export function ChatHome({ firstName, onSuggest }: { firstName: string | null; onSuggest(text: string): void }) {
  return (
    <section aria-labelledby="chat-hello" className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-8 text-center">
      <img src="/favicon.svg" alt="" width={56} height={56} className="size-14" />
      <h1 id="chat-hello" className="mt-4 text-2xl font-bold text-slate-900">
        {firstName ? `Hello ${firstName}! What is bothering you today?` : "Hello! What is bothering you today?"}
      </h1>
      <p className="mt-2 max-w-md text-slate-600">
        Chat with HealthBuddy for personalised diagnoses, expert health insights and virtual care recommendations.
      </p>
      <ol className="mt-6 grid w-full gap-3 text-left sm:grid-cols-3">
        {STEPS.map((s) => (
          <li key={s.n} className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
            <p className="text-xs font-bold tracking-wider text-brand-700">STEP {s.n}</p>
            <p className="mt-1 font-semibold text-slate-900">{s.title}</p>
            <p className="mt-1 text-sm text-slate-600">{s.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Try asking">
        {SUGGESTIONS.map((s) => (
          <button
            key={s}
            type="button"
            onClick={() => onSuggest(s)}
            className="min-h-10 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700"
          >
            {s}
          </button>
        ))}
      </div>
      <p className="mt-6 text-xs text-slate-500">HealthBuddy gives an initial assessment, not a diagnosis. In an emergency call 112.</p>
    </section>
  );
}
