// The conversation's state and the streamed exchange: send a question, read the answer as it arrives,
// stop it, and turn a failure into a problem the screen can show (with Retry when sending again can help).
import { useEffect, useRef, useState } from "react";
import { ChatStreamError, chatCopy, INTERRUPTED_NOTE, MAX_MESSAGE_CHARS, streamReply, type StreamChat, type StreamFailure, type Turn } from "./chat-client.ts";
import type { BubbleMessage } from "./message-list.tsx";

export type ChatProblem = { failure: StreamFailure; retry: string | null };

type Options = {
  signedIn: boolean;
  messages: BubbleMessage[];
  chatId: string | null;
  /** Text already in the box, e.g. from /chat/{id}?q=… */
  initialDraft?: string;
  /** The first question made a new chat id (the screen moves to its address). */
  onCreated(chatId: string): void;
  /** A question and its empty answer are on screen. */
  onSending(): void;
  /** What the server says about the chat while answering: whether it is stored, and its title. */
  onChat(chat: StreamChat): void;
};

export function useChatStream({ signedIn, onCreated, onSending, onChat, ...initial }: Options) {
  const [messages, setMessages] = useState<BubbleMessage[]>(initial.messages);
  const [chatId, setChatId] = useState<string | null>(initial.chatId);
  const [draft, setDraft] = useState(initial.initialDraft ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ChatProblem | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // Anonymous chats get a client id the server never stores (the SPEC's uid).
  const uidRef = useRef<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = async (raw: string) => {
    const content = raw.trim();
    if (!content || busy) return;
    if (content.length > MAX_MESSAGE_CHARS) {
      setProblem({ failure: { kind: "invalid", message: `Your message is too long. Please keep it under ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.` }, retry: null });
      return;
    }
    setProblem(null);
    setDraft("");
    let id = chatId;
    if (!id) {
      id = crypto.randomUUID();
      setChatId(id);
      onCreated(id);
    }
    if (!signedIn) uidRef.current ??= crypto.randomUUID();
    const previous: Turn[] = messages
      .filter((m) => m.content && m.status !== "error")
      .map((m) => ({ role: m.role, content: m.status === "stopped" ? `${m.content}\n\n${INTERRUPTED_NOTE}` : m.content }));
    const answerId = crypto.randomUUID();
    const questionId = crypto.randomUUID();
    setMessages((all) => [
      ...all,
      { id: questionId, role: "user", content },
      { id: answerId, role: "assistant", content: "", status: "waiting" },
    ]);
    onSending();
    const update = (patch: (m: BubbleMessage) => BubbleMessage) => setMessages((all) => all.map((m) => (m.id === answerId ? patch(m) : m)));

    const abort = new AbortController();
    abortRef.current = abort;
    setBusy(true);
    try {
      await streamReply(
        { content, previous, ...(signedIn ? { chat_id: id } : { uid: uidRef.current ?? undefined }) },
        {
          onDelta: (text) => update((m) => ({ ...m, content: m.content + text, status: "streaming" })),
          onMeta: (meta) => update((m) => ({ ...m, urgent: meta.kind === "red_flag", ...(meta.notice ? { notice: meta.notice } : {}) })),
          onChat,
        },
        abort.signal,
      );
      update((m) => ({ ...m, status: "done" }));
    } catch (error) {
      const failure: StreamFailure = error instanceof ChatStreamError ? error.failure : { kind: "failed", message: chatCopy.failed };
      if (failure.kind === "aborted") {
        setMessages((all) => all.flatMap((m) => (m.id !== answerId ? [m] : m.content ? [{ ...m, status: "stopped" as const }] : [])));
      } else {
        // The failed exchange leaves the list; Retry sends the same words again.
        setMessages((all) => all.filter((m) => m.id !== answerId && m.id !== questionId));
        setProblem({ failure, retry: failure.kind === "failed" ? content : null });
        if (failure.kind !== "failed") setDraft(content);
      }
    } finally {
      setBusy(false);
      abortRef.current = null;
    }
  };

  /** Stops the answer being read (the part already shown stays, marked as stopped). */
  const stop = () => abortRef.current?.abort();

  const last = messages.at(-1);
  return { messages, chatId, draft, setDraft, busy, problem, send, stop, waiting: busy && last?.status === "waiting" };
}
