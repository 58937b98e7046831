// The conversation: one bubble a message (Markdown answers, the typing dots, urgent answers in red,
// a stopped answer marked incomplete) in a live list that screen readers follow.
import type { ReactNode } from "react";
import { Markdown } from "./markdown.tsx";

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

export function MessageList({ messages, busy }: { messages: BubbleMessage[]; busy: boolean }) {
  return (
    <ol aria-label="Conversation" aria-live="polite" aria-busy={busy} className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4">
      {messages.map((m) => (
        <Bubble key={m.id} message={m} />
      ))}
    </ol>
  );
}
