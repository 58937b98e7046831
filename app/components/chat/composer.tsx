import { Form, Link } from "react-router";
import { useHydrated } from "../ui/use-hydrated.ts";
import { chatCopy, MAX_MESSAGE_CHARS } from "./chat-client.ts";
import { Icon, ICONS } from "./icons.tsx";
import type { BubbleMessage } from "./message-list.tsx";

/**
 * The message box with Send (Stop while an answer streams). Enter sends, Shift+Enter is a new line.
 * Without JavaScript it is a plain form posted to the chat route's action with the conversation so far.
 */
export function Composer({
  draft,
  onDraft,
  busy,
  messages,
  chatId,
  onSend,
  onStop,
}: {
  draft: string;
  onDraft(text: string): void;
  busy: boolean;
  messages: BubbleMessage[];
  chatId: string | null;
  onSend(text: string): void;
  onStop(): void;
}) {
  const hydrated = useHydrated();
  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSend(draft);
    }
  };
  return (
    <Form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(draft);
      }}
      className="mx-auto flex max-w-2xl items-end gap-2"
      data-hydrated={hydrated}
    >
      <input type="hidden" name="previous" value={JSON.stringify(messages.filter((m) => m.content).map((m) => ({ role: m.role, content: m.content })))} />
      {chatId ? <input type="hidden" name="chat_id" value={chatId} /> : null}
      <label htmlFor="chat-input" className="sr-only">
        Message HealthBuddy
      </label>
      <textarea
        id="chat-input"
        name="content"
        rows={1}
        value={draft}
        maxLength={MAX_MESSAGE_CHARS}
        onChange={(e) => onDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask anything"
        enterKeyHint="send"
        className="field-sizing-content max-h-42 min-h-12 flex-1 resize-none rounded-3xl border border-slate-300 bg-slate-50 px-4 py-3 leading-6 focus:border-brand-600 focus:bg-white focus:outline-none"
      />
      {busy ? (
        <button type="button" onClick={onStop} aria-label="Stop" className="grid size-12 shrink-0 place-items-center rounded-full bg-slate-800 text-white">
          <Icon path={ICONS.stop} size={18} />
        </button>
      ) : (
        <button type="submit" aria-label="Send" disabled={hydrated && !draft.trim()} className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white disabled:bg-slate-300">
          <Icon path={ICONS.send} />
        </button>
      )}
    </Form>
  );
}

export function ScrollToBottomButton({ onClick }: { onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Scroll to bottom"
      className="absolute -top-14 left-1/2 grid size-11 -translate-x-1/2 place-items-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md"
    >
      <Icon path={ICONS.down} size={20} />
    </button>
  );
}

/** Under the box for anonymous chats: nothing is kept, and Log in to keep it. */
export function PrivacyNote() {
  return (
    <p className="mx-auto mt-2 max-w-2xl text-center text-xs text-slate-600">
      {chatCopy.privacy}{" "}
      <Link to="/login" className="font-semibold text-brand-700 underline">
        Log in
      </Link>
    </p>
  );
}
