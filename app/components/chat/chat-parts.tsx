// Presentational pieces of the chat screen: the home view, bubbles, the typing indicator and icons.
import type { ReactNode } from "react";
import { Markdown } from "./markdown.tsx";

export function Icon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

export const ICONS = {
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  send: "M5 12h14M13 6l6 6-6 6",
  stop: "M7 7h10v10H7z",
  share: "M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v14",
  plus: "M12 5v14M5 12h14",
  down: "M12 5v14M5 12l7 7 7-7",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5",
  chat: "M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z",
  retry: "M4 4v6h6M20 20v-6h-6M5.6 15a8 8 0 0 0 13.1 2.4M18.4 9A8 8 0 0 0 5.3 6.6",
  more: "M12 6h.01M12 12h.01M12 18h.01",
  edit: "M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
};

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

export function TypingIndicator() {
  return (
    <span role="status" aria-label="HealthBuddy is typing" className="inline-flex items-center gap-1 py-1">
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="size-2 animate-bounce rounded-full bg-brand-600" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}

export type BubbleMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  status?: "waiting" | "streaming" | "done" | "stopped" | "error";
  urgent?: boolean;
  /** Shown above the answer, e.g. when the offline helper stood in for the main model. */
  notice?: string;
};

export function Bubble({ message, children }: { message: BubbleMessage; children?: ReactNode }) {
  if (message.role === "user")
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 whitespace-pre-wrap text-white">{message.content}</div>
      </li>
    );
  const tone = message.urgent ? "border-red-300 bg-red-50" : "border-slate-200 bg-white";
  return (
    <li className="flex gap-2" data-role="assistant" data-status={message.status}>
      <img src="/favicon.svg" alt="" width={28} height={28} className="mt-1 size-7 shrink-0" />
      <div className={`max-w-[88%] min-w-0 rounded-2xl rounded-tl-md border px-4 py-2.5 text-slate-800 shadow-sm ${tone}`}>
        <span className="sr-only">HealthBuddy: </span>
        {message.notice ? (
          <p role="note" className="mb-2 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-900">
            {message.notice}
          </p>
        ) : null}
        {message.status === "waiting" && !message.content ? <TypingIndicator /> : <Markdown text={message.content} />}
        {message.status === "stopped" ? <p className="mt-2 text-xs text-slate-500">Stopped. This answer is incomplete.</p> : null}
        {children}
      </div>
    </li>
  );
}
