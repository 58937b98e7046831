// Signed-in users' chat history: search (titles and message text, on the server), new chat, past chats.
// A drawer on phones, a column from the md breakpoint up.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon, ICONS } from "./chat-parts.tsx";

export type ChatListItem = { chat_id: string; title: string };

type Props = { chats: ChatListItem[]; activeId: string | null; open: boolean; onClose(): void; onNewChat(): void };

export function SideMenu({ chats, activeId, open, onClose, onNewChat }: Props) {
  const [query, setQuery] = useState("");
  // Server results, remembered with the words they answer.
  const [found, setFound] = useState<{ q: string; items: ChatListItem[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      setSearching(true);
      try {
        const res = await fetch(`/api/getChats?q=${encodeURIComponent(q)}`, { signal: abort.signal, credentials: "same-origin" });
        if (res.ok) setFound({ q, items: ((await res.json()) as ChatListItem[]).reverse() });
      } catch {
        // Offline or cancelled: the title filter below keeps working.
      } finally {
        if (!abort.signal.aborted) setSearching(false);
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("keydown", onKey);
    panelRef.current?.querySelector<HTMLInputElement>("input")?.focus();
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const q = query.trim().toLowerCase();
  // Titles filter at once while the server looks through message text too.
  const list = !q ? chats : found && found.q.toLowerCase() === q ? found.items : chats.filter((c) => c.title.toLowerCase().includes(q));

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
                <li key={c.chat_id}>
                  <Link
                    to={`/chat/${c.chat_id}`}
                    onClick={onClose}
                    aria-current={c.chat_id === activeId ? "page" : undefined}
                    className={`flex min-h-11 items-center gap-2 rounded-xl px-3 py-2 text-sm ${c.chat_id === activeId ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"}`}
                  >
                    <span className="shrink-0 text-slate-400">
                      <Icon path={ICONS.chat} size={16} />
                    </span>
                    <span className="truncate">{c.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </aside>
    </>
  );
}
