// One past chat's menu: rename it (a dialog) or delete it (after a confirmation), through /api/chats/{id}.
import { useState } from "react";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { Icon, ICONS } from "./icons.tsx";
import type { ChatListItem } from "./side-menu.tsx";

const MAX_TITLE = 80;

const DID_NOT_WORK = "Sorry, that didn't work. Please try again.";

/** Rename and delete for one chat: a small menu, a rename dialog and a delete confirmation. */
export function ChatActions({
  chat,
  onRenamed,
  onDeleted,
  onError,
}: {
  chat: ChatListItem;
  onRenamed(chatId: string, title: string): void;
  onDeleted(chatId: string): void;
  onError(message: string): void;
}) {
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const [name, setName] = useState(chat.title);
  const [busy, setBusy] = useState(false);
  const renameRef = useModalDialog(dialog === "rename");
  const deleteRef = useModalDialog(dialog === "delete");
  const param = { chat_id: encodeURIComponent(chat.chat_id) };

  const rename = async (e: React.FormEvent) => {
    e.preventDefault();
    const title = name.replace(/\s+/g, " ").trim();
    if (!title || busy) return;
    setBusy(true);
    try {
      const res = await api.chats[":chat_id"].$patch({ param, json: { title } });
      if (!res.ok) throw new Error(await errorMessage(res, DID_NOT_WORK));
      onRenamed(chat.chat_id, title);
      setDialog(null);
    } catch (error) {
      onError(error instanceof Error && error.message ? error.message : DID_NOT_WORK);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await api.chats[":chat_id"].$delete({ param });
      // Already gone (another tab) is what was asked for.
      if (!res.ok && res.status !== 404) throw new Error(await errorMessage(res, DID_NOT_WORK));
      setDialog(null);
      onDeleted(chat.chat_id);
    } catch (error) {
      onError(error instanceof Error && error.message ? error.message : DID_NOT_WORK);
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
