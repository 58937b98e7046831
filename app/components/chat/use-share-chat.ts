import { useToast } from "../ui/toaster.tsx";
import { chatCopy } from "./chat-client.ts";

/** Share: the system share sheet where there is one, else the link copied (or shown when copying fails). */
export function useShareChat(chatId: string | null) {
  const toast = useToast();
  return async () => {
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
}
