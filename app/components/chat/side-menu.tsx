// Signed-in users' chat history: search (titles and message text, on the server), new chat, past chats,
// and renaming or deleting one (with confirmation). A drawer on phones, a column from md up.
import { useEffect, useEffectEvent, useRef } from "react";
import { Link } from "react-router";
import { ChatActions } from "./chat-actions.tsx";
import { Icon, ICONS } from "./icons.tsx";
import { useChatSearch } from "./use-chat-search.ts";

export type ChatListItem = { chat_id: string; title: string };

type Props = {
  chats: ChatListItem[];
  activeId: string | null;
  open: boolean;
  onClose(): void;
  onNewChat(): void;
  onRenamed(chatId: string, title: string): void;
  onDeleted(chatId: string): void;
  onError(message: string): void;
};

export function SideMenu({ chats, activeId, open, onClose, onNewChat, onRenamed, onDeleted, onError }: Props) {
  const { query, setQuery, q, list, searching } = useChatSearch(chats);
  const panelRef = useRef<HTMLElement>(null);

  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("keydown", onKey);
    panelRef.current?.querySelector<HTMLInputElement>("input")?.focus();
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      {open ? <button type="button" aria-label="Close chat history" onClick={onClose} className="fixed inset-0 z-30 bg-slate-900/50 md:hidden" /> : null}
      <aside
        ref={panelRef}
        aria-label="Chat history"
        className={`fixed inset-y-0 left-0 z-40 flex w-[min(20rem,85vw)] flex-col border-r border-slate-200 bg-white transition-transform md:static md:z-auto md:w-72 md:translate-x-0 ${open ? "translate-x-0" : "-translate-x-full"}`}
      >
        <div className="flex h-14 items-center justify-between border-b border-slate-200 px-3">
          <span className="font-semibold text-slate-900">Your chats</span>
          <button type="button" onClick={onClose} aria-label="Close chat history" className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100 md:hidden">
            <Icon path={ICONS.close} />
          </button>
        </div>
        <div className="space-y-3 p-3">
          <button type="button" onClick={onNewChat} className="flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800">
            <Icon path={ICONS.plus} size={18} />
            New chat
          </button>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400">
              <Icon path={ICONS.search} size={18} />
            </span>
            <label htmlFor="chat-search" className="sr-only">
              Search your chats
            </label>
            <input
              id="chat-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search chats..."
              className="min-h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-3 pl-10 focus:border-brand-600 focus:bg-white focus:outline-none"
            />
          </div>
        </div>
        <nav aria-label="Past chats" className="flex-1 overflow-y-auto px-2 pb-4" aria-busy={searching}>
          {list.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">{q ? "No chats match your search." : "Your chats will appear here."}</p>
          ) : (
            <ul className="space-y-1">
              {list.map((c) => (
                <li key={c.chat_id} className={`flex items-center rounded-xl ${c.chat_id === activeId ? "bg-brand-50" : "hover:bg-slate-100"}`}>
                  <Link
                    to={`/chat/${c.chat_id}`}
                    onClick={onClose}
                    aria-current={c.chat_id === activeId ? "page" : undefined}
                    className={`flex min-h-11 min-w-0 flex-1 items-center gap-2 px-3 py-2 text-sm ${c.chat_id === activeId ? "font-semibold text-brand-800" : "text-slate-700"}`}
                  >
                    <span className="shrink-0 text-slate-400">
                      <Icon path={ICONS.chat} size={16} />
                    </span>
                    <span className="truncate">{c.title}</span>
                  </Link>
                  <ChatActions chat={c} onRenamed={onRenamed} onDeleted={onDeleted} onError={onError} />
                </li>
              ))}
            </ul>
          )}
        </nav>
      </aside>
    </>
  );
}
