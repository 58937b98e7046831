// Signed-in users' chat history: search (titles and message text, on the server), new chat, past chats,
// and renaming or deleting one (with confirmation). A drawer on phones, a column from md up.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { Icon, ICONS } from "./icons.tsx";

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

const MAX_TITLE = 80;

async function apiError(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not JSON.
  }
  return "Sorry, that didn't work. Please try again.";
}

/** Rename and delete for one chat: a small menu, a rename dialog and a delete confirmation. */
function ChatActions({ chat, onRenamed, onDeleted, onError }: { chat: ChatListItem } & Pick<Props, "onRenamed" | "onDeleted" | "onError">) {
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const [name, setName] = useState(chat.title);
  const [busy, setBusy] = useState(false);
  const renameRef = useModalDialog(dialog === "rename");
  const deleteRef = useModalDialog(dialog === "delete");
  const url = `/api/chats/${encodeURIComponent(chat.chat_id)}`;

  const rename = async (e: React.FormEvent) => {
    e.preventDefault();
    const title = name.replace(/\s+/g, " ").trim();
    if (!title || busy) return;
    setBusy(true);
    try {
      const res = await fetch(url, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ title }), credentials: "same-origin" });
      if (!res.ok) throw new Error(await apiError(res));
      onRenamed(chat.chat_id, title);
      setDialog(null);
    } catch (error) {
      onError(error instanceof Error && error.message ? error.message : "Sorry, that didn't work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await fetch(url, { method: "DELETE", credentials: "same-origin" });
      // Already gone (another tab) is what was asked for.
      if (!res.ok && res.status !== 404) throw new Error(await apiError(res));
      setDialog(null);
      onDeleted(chat.chat_id);
    } catch (error) {
      onError(error instanceof Error && error.message ? error.message : "Sorry, that didn't work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="relative shrink-0">
      <button
        type="button"
        onClick={() => setMenu((m) => !m)}
        aria-label={`Options for ${chat.title}`}
        aria-expanded={menu}
        className="grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
      >
        <Icon path={ICONS.more} size={18} />
      </button>
      {menu ? (
        <div className="absolute top-10 right-1 z-10 w-36 rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          <button
            type="button"
            onClick={() => {
              setMenu(false);
              setName(chat.title);
              setDialog("rename");
            }}
            className="flex min-h-11 w-full items-center gap-2 px-3 text-sm text-slate-800 hover:bg-slate-50"
          >
            <Icon path={ICONS.edit} size={16} />
            Rename
          </button>
          <button
            type="button"
            onClick={() => {
              setMenu(false);
              setDialog("delete");
            }}
            className="flex min-h-11 w-full items-center gap-2 px-3 text-sm text-red-700 hover:bg-red-50"
          >
            <Icon path={ICONS.trash} size={16} />
            Delete
          </button>
        </div>
      ) : null}
      <dialog ref={renameRef} onClose={() => setDialog(null)} aria-labelledby={`rename-${chat.chat_id}`} className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl">
        <form onSubmit={(e) => void rename(e)}>
          <h2 id={`rename-${chat.chat_id}`} className="text-lg font-semibold text-slate-900">
            Rename chat
          </h2>
          <label htmlFor={`rename-input-${chat.chat_id}`} className="mt-4 block text-sm font-medium text-slate-700">
            Chat name
          </label>
          <input
            id={`rename-input-${chat.chat_id}`}
            value={name}
            maxLength={MAX_TITLE}
            onChange={(e) => setName(e.target.value)}
            className="mt-1 min-h-11 w-full rounded-xl border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
          />
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={() => setDialog(null)} className="min-h-11 rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:bg-slate-50">
              Cancel
            </button>
            <button type="submit" disabled={busy || !name.trim()} className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-300">
              Save
            </button>
          </div>
        </form>
      </dialog>
      <dialog ref={deleteRef} onClose={() => setDialog(null)} aria-labelledby={`delete-${chat.chat_id}`} className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-2xl p-6 text-center shadow-xl">
        <h2 id={`delete-${chat.chat_id}`} className="text-lg font-semibold text-slate-900">
          Delete this chat?
        </h2>
        <p className="mt-2 text-sm text-slate-600">“{chat.title}” and all its messages will be deleted. This cannot be undone.</p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={() => setDialog(null)} className="min-h-11 rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:bg-slate-50">
            Cancel
          </button>
          <button type="button" onClick={() => void remove()} disabled={busy} className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
            Delete
          </button>
        </div>
      </dialog>
    </div>
  );
}

export function SideMenu({ chats, activeId, open, onClose, onNewChat, onRenamed, onDeleted, onError }: Props) {
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
