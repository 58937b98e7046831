// The HealthBuddy chat: streamed answers, stop, retry, scroll-to-bottom, share, the signed-in side menu
// and the anonymous privacy footer. Messages are sent as JSON to /api/chat/stream and read as they arrive
// (use-chat-stream.ts); this module lays the parts out and connects them.
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { openPremiumModal } from "../premium/show-payment.ts";
import { useToast } from "../ui/toaster.tsx";
import { chatCopy } from "./chat-client.ts";
import { ChatHeader } from "./chat-header.tsx";
import { ChatHome } from "./chat-home.tsx";
import { ProblemCard } from "./chat-problem.tsx";
import { Composer, PrivacyNote, ScrollToBottomButton } from "./composer.tsx";
import { MessageList, type BubbleMessage } from "./message-list.tsx";
import { SideMenu, type ChatListItem } from "./side-menu.tsx";
import { useChatStream } from "./use-chat-stream.ts";
import { useFollowScroll } from "./use-follow-scroll.ts";
import { useShareChat } from "./use-share-chat.ts";

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

export function ChatScreen(props: ChatScreenProps) {
  const { signedIn, firstName } = props;
  const navigate = useNavigate();
  const toast = useToast();
  const [chats, setChats] = useState<ChatListItem[]>(props.chats);
  const [menuOpen, setMenuOpen] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  const { scrollRef, onScroll, atBottom, follow, jumpToBottom } = useFollowScroll(props.messages.length > 0);
  const chat = useChatStream({
    signedIn,
    messages: props.messages,
    chatId: props.chatId,
    initialDraft: props.initialDraft,
    onCreated: (id) => {
      props.onCreated(id);
      navigate(`/chat/${id}`, { replace: true, preventScrollReset: true });
    },
    onSending: follow,
    onChat: (stored) => {
      if (!stored.stored || !stored.chat_id) return;
      const title = stored.title;
      setChats((all) => {
        const existing = all.find((c) => c.chat_id === stored.chat_id);
        if (existing) return all.map((c) => (c.chat_id === stored.chat_id && title ? { ...c, title } : c));
        return [{ chat_id: stored.chat_id as string, title: title ?? "New chat" }, ...all];
      });
    },
  });
  const share = useShareChat(chat.chatId);
  const { messages, busy, problem } = chat;

  const newChat = () => {
    setMenuOpen(false);
    if (!signedIn) {
      window.alert(chatCopy.anonymousNewChat);
      return;
    }
    chat.stop();
    navigate("/chat");
  };

  return (
    <div className="flex h-dvh bg-slate-50">
      {signedIn ? (
        <SideMenu
          chats={chats}
          activeId={chat.chatId}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onNewChat={newChat}
          onRenamed={(id, title) => setChats((all) => all.map((c) => (c.chat_id === id ? { ...c, title } : c)))}
          onDeleted={(id) => {
            setChats((all) => all.filter((c) => c.chat_id !== id));
            toast({ type: "success", message: "Chat deleted." });
            if (id === chat.chatId) {
              chat.stop();
              navigate("/chat");
            }
          }}
          onError={(message) => toast({ type: "error", message })}
        />
      ) : null}
      <main id="main" className="flex min-w-0 flex-1 flex-col">
        <ChatHeader signedIn={signedIn} onOpenMenu={() => setMenuOpen(true)} onNewChat={newChat} onShare={() => void share()} />

        <div ref={scrollRef} onScroll={onScroll} className="relative flex-1 overflow-y-auto overscroll-contain">
          {messages.length === 0 ? <ChatHome firstName={firstName} onSuggest={(text) => void chat.send(text)} /> : <MessageList messages={messages} busy={busy} />}
          {problem ? (
            <ProblemCard
              problem={problem}
              signedIn={signedIn}
              onRetry={(text) => void chat.send(text)}
              onUpgrade={() => {
                setUpgrading(true);
                openPremiumModal();
              }}
            />
          ) : null}
        </div>

        <div className="relative shrink-0 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
          {!atBottom && messages.length > 0 ? <ScrollToBottomButton onClick={jumpToBottom} /> : null}
          <Composer draft={chat.draft} onDraft={chat.setDraft} busy={busy} messages={messages} chatId={chat.chatId} onSend={(text) => void chat.send(text)} onStop={chat.stop} />
          {chat.waiting ? <p className="sr-only" role="status">HealthBuddy is typing</p> : null}
          {signedIn ? null : <PrivacyNote />}
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
