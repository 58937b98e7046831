// Searching one's chats: titles filter at once in the browser while the server (/api/getChats?q=) looks
// through the message text too; its answer replaces the filter once it arrives for the same words.
import { useEffect, useState } from "react";
import { api } from "../../lib/api-client.ts";
import type { ChatListItem } from "./side-menu.tsx";

export function useChatSearch(chats: ChatListItem[]) {
  const [query, setQuery] = useState("");
  // Server results, remembered with the words they answer.
  const [found, setFound] = useState<{ q: string; items: ChatListItem[] } | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      setSearching(true);
      try {
        const res = await api.getChats.$get({ query: { q } }, { init: { signal: abort.signal } });
        if (res.status === 200) setFound({ q, items: (await res.json()).reverse() });
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

  const q = query.trim().toLowerCase();
  // Titles filter at once while the server looks through message text too.
  const list = !q ? chats : found && found.q.toLowerCase() === q ? found.items : chats.filter((c) => c.title.toLowerCase().includes(q));
  return { query, setQuery, q, list, searching };
}
