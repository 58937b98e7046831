// The HealthBuddy chat: streamed answers, stop, retry, scroll-to-bottom, share, the signed-in side menu
// and the anonymous privacy footer. Messages are sent as JSON to /api/chat/stream and read as they arrive.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useNavigate } from "react-router";
import { openPremiumModal } from "../premium/show-payment.ts";
import { useToast } from "../ui/toaster.tsx";
import { Bubble, ChatHome, Icon, ICONS, type BubbleMessage } from "./chat-parts.tsx";
import { ChatStreamError, chatCopy, INTERRUPTED_NOTE, MAX_MESSAGE_CHARS, streamReply, type StreamFailure, type Turn } from "./chat-client.ts";
import { SideMenu, type ChatListItem } from "./side-menu.tsx";

export type ChatScreenProps = {
  signedIn: boolean;
  firstName: string | null;
  email: string | null;
  chatId: string | null;
  messages: BubbleMessage[];
  chats: ChatListItem[];
  /** Text already in the box, e.g. from /chat/{id}?q=… */
  initialDraft?: string;
  /** Called with a chat id the page made itself, before navigating to it (no reload needed). */
  onCreated(chatId: string): void;
};

// The premium checkout only loads for someone who has run out of replies and asks to upgrade.
const PremiumModal = lazy(() => import("../premium/premium-modal.tsx").then((m) => ({ default: m.PremiumModal })));

type Problem = { failure: StreamFailure; retry: string | null };

const NEAR_BOTTOM_PX = 120;

const noSubscription = () => () => {};
/** False while the server's HTML is on screen, true once React has taken over (tests wait for it). */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function ChatScreen(props: ChatScreenProps) {
  const { signedIn, firstName } = props;
  const navigate = useNavigate();
  const toast = useToast();
  const [messages, setMessages] = useState<BubbleMessage[]>(props.messages);
  const [chatId, setChatId] = useState<string | null>(props.chatId);
  const [chats, setChats] = useState<ChatListItem[]>(props.chats);
  const [draft, setDraft] = useState(props.initialDraft ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const [upgrading, setUpgrading] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Anonymous chats get a client id the server never stores (the SPEC's uid).
  const uidRef = useRef<string | null>(null);

  const scrollToBottom = useCallback((smooth = true) => {
    const el = scrollRef.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: smooth ? "smooth" : "auto" });
  }, []);

  // Whether to follow the answer as it grows: true until the reader scrolls up to read something.
  const followRef = useRef(props.messages.length > 0);
  const lastTopRef = useRef(0);
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    // Only the reader scrolling up stops the following; text arriving faster than scroll events does not.
    if (near) followRef.current = true;
    else if (el.scrollTop < lastTopRef.current - 2) followRef.current = false;
    lastTopRef.current = el.scrollTop;
    setAtBottom(followRef.current);
  };

  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (followRef.current) el.scrollTo({ top: el.scrollHeight });
    });
    for (const child of el.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      observer.disconnect();
      for (const child of el.children) observer.observe(child);
    });
    mutations.observe(el, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);

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
      props.onCreated(id);
      navigate(`/chat/${id}`, { replace: true, preventScrollReset: true });
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
    followRef.current = true;
    setAtBottom(true);
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
          onChat: (chat) => {
            if (!chat.stored || !chat.chat_id) return;
            const title = chat.title;
            setChats((all) => {
              const existing = all.find((c) => c.chat_id === chat.chat_id);
              if (existing) return all.map((c) => (c.chat_id === chat.chat_id && title ? { ...c, title } : c));
              return [{ chat_id: chat.chat_id as string, title: title ?? "New chat" }, ...all];
            });
          },
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

  const stop = () => abortRef.current?.abort();

  const newChat = () => {
    setMenuOpen(false);
    if (!signedIn) {
      window.alert(chatCopy.anonymousNewChat);
      return;
    }
    abortRef.current?.abort();
    navigate("/chat");
  };

  const share = async () => {
    const url = chatId ? `${window.location.origin}/chat/${chatId}` : window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: "HealthBuddy chat", url });
        return;
      }
    } catch (error) {
      // The person closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: "success", message: chatCopy.linkCopied });
    } catch {
      toast({ type: "error", message: url });
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(draft);
    }
  };

  const last = messages.at(-1);
  const waiting = busy && last?.status === "waiting";

  return (
    <div className="flex h-dvh bg-slate-50">
      {signedIn ? (
        <SideMenu
          chats={chats}
          activeId={chatId}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onNewChat={newChat}
          onRenamed={(id, title) => setChats((all) => all.map((c) => (c.chat_id === id ? { ...c, title } : c)))}
          onDeleted={(id) => {
            setChats((all) => all.filter((c) => c.chat_id !== id));
            toast({ type: "success", message: "Chat deleted." });
            if (id === chatId) {
              abortRef.current?.abort();
              navigate("/chat");
            }
          }}
          onError={(message) => toast({ type: "error", message })}
        />
      ) : null}
      <main id="main" className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2">
          {signedIn ? (
            <button type="button" onClick={() => setMenuOpen(true)} aria-label="Open chat history" className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden">
              <Icon path={ICONS.menu} />
            </button>
          ) : null}
          <Link to={signedIn ? "/dashboard" : "/"} className="flex min-w-0 items-center gap-2 px-1" aria-label={signedIn ? "HealthBuddy: back to your dashboard" : "HealthBuddy home"}>
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
            <span className={`truncate font-semibold text-slate-900 ${signedIn ? "" : "max-[379px]:sr-only"}`}>HealthBuddy</span>
          </Link>
          <div className="ml-auto flex items-center gap-1">
            {signedIn ? null : (
              <Link to="/register" className="mr-1 rounded-full bg-warm-500 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 shadow-md hover:brightness-95">
                Sign up
              </Link>
            )}
            <button type="button" onClick={newChat} aria-label="New chat" className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100">
              <Icon path={ICONS.plus} />
            </button>
            <button type="button" onClick={() => void share()} className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 font-medium text-brand-700 hover:bg-brand-50 sm:px-3">
              <Icon path={ICONS.share} size={18} />
              <span className="sr-only sm:not-sr-only">Share</span>
            </button>
          </div>
        </header>

        <div ref={scrollRef} onScroll={onScroll} className="relative flex-1 overflow-y-auto overscroll-contain">
          {messages.length === 0 ? (
            <ChatHome firstName={firstName} onSuggest={(text) => void send(text)} />
          ) : (
            <ol aria-label="Conversation" aria-live="polite" aria-busy={busy} className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-3 py-4">
              {messages.map((m) => (
                <Bubble key={m.id} message={m} />
              ))}
            </ol>
          )}
          {problem ? (
            <div role="alert" className="mx-auto mb-4 w-[calc(100%-1.5rem)] max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p>{problem.failure.message}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {problem.retry ? (
                  <button type="button" onClick={() => void send(problem.retry ?? "")} className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 font-semibold text-white">
                    <Icon path={ICONS.retry} size={16} />
                    Retry
                  </button>
                ) : null}
                {problem.failure.kind === "unauthorized" ? (
                  <Link to="/login" className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 font-semibold text-white">
                    Log in
                  </Link>
                ) : null}
                {problem.failure.kind === "limit" && !signedIn ? (
                  <>
                    <Link to="/register" className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 font-semibold text-white">
                      Create free account
                    </Link>
                    <Link to="/login" className="inline-flex min-h-10 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-700">
                      Log in
                    </Link>
                  </>
                ) : null}
                {problem.failure.kind === "limit" && signedIn && problem.failure.plan === "free" ? (
                  <button
                    type="button"
                    onClick={() => {
                      setUpgrading(true);
                      openPremiumModal();
                    }}
                    className="inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 font-semibold text-white"
                  >
                    Upgrade to Premium
                  </button>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>

        <div className="relative shrink-0 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
          {!atBottom && messages.length > 0 ? (
            <button
              type="button"
              onClick={() => {
                followRef.current = true;
                setAtBottom(true);
                scrollToBottom();
              }}
              aria-label="Scroll to bottom"
              className="absolute -top-14 left-1/2 grid size-11 -translate-x-1/2 place-items-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md"
            >
              <Icon path={ICONS.down} size={20} />
            </button>
          ) : null}
          <Form
            method="post"
            onSubmit={(e) => {
              e.preventDefault();
              void send(draft);
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
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Ask anything"
              enterKeyHint="send"
              className="field-sizing-content max-h-42 min-h-12 flex-1 resize-none rounded-3xl border border-slate-300 bg-slate-50 px-4 py-3 leading-6 focus:border-brand-600 focus:bg-white focus:outline-none"
            />
            {busy ? (
              <button type="button" onClick={stop} aria-label="Stop" className="grid size-12 shrink-0 place-items-center rounded-full bg-slate-800 text-white">
                <Icon path={ICONS.stop} size={18} />
              </button>
            ) : (
              <button type="submit" aria-label="Send" disabled={hydrated && !draft.trim()} className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white disabled:bg-slate-300">
                <Icon path={ICONS.send} />
              </button>
            )}
          </Form>
          {waiting ? <p className="sr-only" role="status">HealthBuddy is typing</p> : null}
          {signedIn ? null : (
            <p className="mx-auto mt-2 max-w-2xl text-center text-xs text-slate-600">
              {chatCopy.privacy}{" "}
              <Link to="/login" className="font-semibold text-brand-700 underline">
                Log in
              </Link>
            </p>
          )}
        </div>
      </main>
      {upgrading ? (
        <Suspense fallback={null}>
          {/* The SPEC: after a successful payment in the chat the page reloads. */}
          <PremiumModal email={props.email ?? undefined} onActivated={() => window.location.reload()} />
        </Suspense>
      ) : null}
    </div>
  );
}
