// The page's side of POST /api/chat/stream: the typed client's call (app/lib/api-client.ts) and a
// reader of the `ai` SDK's UI message stream (server-sent events of JSON chunks). The reader is
// hand-rolled so the chat page ships no SDK code to the browser.
import { api, type ApiAnswer } from "../../lib/api-client.ts";

export const MAX_MESSAGE_CHARS = 4000;

export const chatCopy = {
  failed: "Sorry, I couldn't process that. Please try again.",
  unauthorized: "Unauthorized. Please log in again.",
  loadFailed: "Failed to load messages.",
  anonymousNewChat: "Login to create chat history or reload to start fresh",
  linkCopied: "Link copied to clipboard!",
  privacy: "For your privacy, your chat data will not be stored until you sign in.",
} as const;

export type ChatRole = "user" | "assistant";
export type Turn = { role: ChatRole; content: string };

export type StreamMeta = { kind: "red_flag" | "model"; red_flag: string | null; source?: "safety" | "model" | "fallback"; notice?: string | null };

/** Marks an answer the reader stopped, so it is never sent back as a complete turn. */
export const INTERRUPTED_NOTE = "[This answer was interrupted before it finished.]";
export type StreamChat = { chat_id: string | null; title: string | null; stored: boolean };

export type StreamHandlers = {
  onDelta(text: string): void;
  onMeta?(meta: StreamMeta): void;
  onChat?(chat: StreamChat): void;
};

export type StreamFailure =
  | { kind: "unauthorized"; message: string }
  | { kind: "limit"; message: string; plan: string }
  | { kind: "invalid"; message: string }
  | { kind: "not_found"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "aborted"; message: string };

export class ChatStreamError extends Error {
  readonly failure: StreamFailure;
  constructor(failure: StreamFailure) {
    super(failure.message);
    this.failure = failure;
  }
}

type Chunk = { type: string; delta?: string; data?: unknown; errorText?: string };

async function failureFrom(res: ApiAnswer): Promise<StreamFailure> {
  let message: string = chatCopy.failed;
  let plan = "";
  try {
    const body = (await res.json()) as { error?: { message?: string; fields?: Record<string, string> } };
    if (body.error?.message) message = body.error.message;
    plan = body.error?.fields?.plan ?? "";
  } catch {
    // Not JSON (a proxy's page): keep the SPEC's message.
  }
  if (res.status === 401) return { kind: "unauthorized", message: chatCopy.unauthorized };
  if (res.status === 429) return { kind: "limit", message, plan };
  if (res.status === 400) return { kind: "invalid", message };
  if (res.status === 404) return { kind: "not_found", message };
  return { kind: "failed", message: chatCopy.failed };
}

export type SendBody = { content: string; previous: Turn[]; chat_id?: string; uid?: string };

/** Sends one message and feeds the streamed answer to the handlers; resolves with the whole text. */
export async function streamReply(body: SendBody, handlers: StreamHandlers, signal: AbortSignal): Promise<string> {
  let res: Awaited<ReturnType<typeof api.chat.stream.$post>>;
  try {
    res = await api.chat.stream.$post({ json: body }, { headers: { accept: "text/event-stream" }, init: { signal } });
  } catch {
    throw new ChatStreamError(signal.aborted ? { kind: "aborted", message: "" } : { kind: "failed", message: chatCopy.failed });
  }
  if (!res.ok || !res.body) throw new ChatStreamError(await failureFrom(res));

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  let finished = false;
  const handle = (chunk: Chunk) => {
    if (chunk.type === "text-delta" && chunk.delta) {
      text += chunk.delta;
      handlers.onDelta(chunk.delta);
    } else if (chunk.type === "data-meta") handlers.onMeta?.(chunk.data as StreamMeta);
    else if (chunk.type === "data-chat") handlers.onChat?.(chunk.data as StreamChat);
    else if (chunk.type === "error") throw new ChatStreamError({ kind: "failed", message: chatCopy.failed });
    else if (chunk.type === "finish") finished = true;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const event = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf("\n\n");
        const data = event
          .split("\n")
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (!data || data === "[DONE]") continue;
        let chunk: Chunk;
        try {
          chunk = JSON.parse(data) as Chunk;
        } catch {
          continue;
        }
        handle(chunk);
      }
    }
  } catch (error) {
    if (error instanceof ChatStreamError) throw error;
    throw new ChatStreamError(signal.aborted ? { kind: "aborted", message: "" } : { kind: "failed", message: chatCopy.failed });
  }
  if (!finished && !signal.aborted) throw new ChatStreamError({ kind: "failed", message: chatCopy.failed });
  return text;
}
