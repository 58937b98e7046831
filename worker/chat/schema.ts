// Payloads of the chat API. The page checks the same limits before sending (app/components/chat).
import { z } from "zod";
import type { ChatTurn } from "../ai/index.ts";

export const MAX_MESSAGE_CHARS = 4000;
const MAX_PREVIOUS_CHARS = 40_000;
const MAX_PREVIOUS_ITEMS = 100;

export const chatMessages = {
  empty: "Please type a message.",
  tooLong: `Your message is too long. Please keep it under ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`,
  previous: "previous must be the conversation so far: labelled text, or a list of { role, content } messages.",
  chatId: "chat_id must be a UUID.",
  failed: "Sorry, I couldn't process that. Please try again.",
} as const;

export const contentSchema = z
  .string({ error: (iss) => (iss.input === undefined ? chatMessages.empty : "The message must be text.") })
  .trim()
  .min(1, chatMessages.empty)
  .max(MAX_MESSAGE_CHARS, chatMessages.tooLong);

const turnText = z.string().max(8000, chatMessages.previous);
const turnSchema = z.union([
  z.object({ role: z.enum(["user", "assistant"]), content: turnText }),
  z.object({ sender: z.enum(["user", "bot"]), content: turnText }),
  // The SPEC's legacy pair: what the user said and what came back.
  z.object({ content: turnText, response: turnText }),
]);

export const previousSchema = z
  .union(
    [
      z.string().max(MAX_PREVIOUS_CHARS, chatMessages.previous),
      z.array(turnSchema).max(MAX_PREVIOUS_ITEMS, chatMessages.previous),
      z.null(),
    ],
    {
      error: chatMessages.previous,
    },
  )
  .optional()
  .meta({
    description: "The conversation so far: text with turns labelled 'User:' / 'Assistant:', or a list of messages.",
  });

export const chatIdSchema = z.uuid({ error: chatMessages.chatId });
const uidSchema = z.string().max(100, "uid is too long.");

export const sendSchema = z
  .object({ content: contentSchema, previous: previousSchema, chat_id: chatIdSchema })
  .meta({ id: "SendMessage" });
export const anonymousSendSchema = z
  .object({ content: contentSchema, previous: previousSchema, uid: uidSchema.optional() })
  .meta({ id: "AnonymousMessage" });
export const streamSchema = z
  .object({
    content: contentSchema,
    previous: previousSchema,
    chat_id: chatIdSchema.optional(),
    uid: uidSchema.optional(),
  })
  .meta({ id: "StreamMessage" });
export const fromResultSchema = z
  .object({
    message: contentSchema,
    chat_id: chatIdSchema,
    previous: previousSchema,
  })
  .meta({ id: "ChatFromResult" });
export const chatIdQuery = z.object({ chat_id: chatIdSchema });
export const MAX_TITLE_CHARS = 80;
export const chatTitleSchema = z
  .object({
    title: z
      .string({ error: "Please give the chat a name." })
      .transform((t) => t.replace(/\s+/g, " ").trim())
      .pipe(
        z
          .string()
          .min(1, "Please give the chat a name.")
          .max(MAX_TITLE_CHARS, `Please keep the name under ${MAX_TITLE_CHARS} characters.`),
      ),
  })
  .meta({ id: "ChatTitle" });
export const chatsQuery = z.object({ q: z.string().max(200, "Search text is too long.").optional() });

type Previous = z.output<typeof previousSchema>;

const USER_LABEL = /^(user|you|me|human|patient|client)\s*:\s*/i;
const BOT_LABEL = /^(assistant|bot|healthbuddy|health buddy|ai|model|doctor)\s*:\s*/i;

/** The SPEC's "previous": labelled text, or a list of messages in any of the accepted shapes. */
export function turnsFromPrevious(previous: Previous): ChatTurn[] {
  if (!previous) return [];
  const turns: ChatTurn[] = [];
  const push = (role: ChatTurn["role"], content: string) => {
    const text = content.trim();
    if (!text) return;
    const last = turns.at(-1);
    if (last && last.role === role) last.content = `${last.content}\n${text}`;
    else turns.push({ role, content: text });
  };
  if (typeof previous === "string") {
    let role: ChatTurn["role"] = "user";
    let buffer: string[] = [];
    const flush = () => {
      push(role, buffer.join("\n"));
      buffer = [];
    };
    for (const line of previous.split(/\r?\n/)) {
      const user = USER_LABEL.exec(line);
      const bot = BOT_LABEL.exec(line);
      if (user || bot) {
        flush();
        role = user ? "user" : "assistant";
        buffer.push(line.slice((user ?? bot)?.[0].length ?? 0));
      } else buffer.push(line);
    }
    flush();
  } else {
    for (const item of previous) {
      if ("role" in item) push(item.role, item.content);
      else if ("sender" in item) push(item.sender === "bot" ? "assistant" : "user", item.content);
      else {
        push("user", item.content);
        push("assistant", item.response);
      }
    }
  }
  return turns.slice(-20);
}
