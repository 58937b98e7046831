// Saved chats. A chat belongs to one user; every read and write checks the owner, and a chat id that
// belongs to someone else looks exactly like one that does not exist (404), so ids reveal nothing.
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { ChatTurn } from "../ai/index.ts";
import type { Db } from "../db/client.ts";
import { chats, messages } from "../db/schema.ts";

export const DEFAULT_TITLE = "New chat";
/** Turns of stored history a model sees; older ones rarely change the answer and cost tokens. */
export const HISTORY_TURNS = 20;

export type ChatAccess = "owner" | "missing" | "other";

export async function chatAccess(db: Db, chatId: string, userId: string): Promise<ChatAccess> {
  const row = await db.select({ userId: chats.userId }).from(chats).where(eq(chats.id, chatId)).get();
  if (!row) return "missing";
  return row.userId === userId ? "owner" : "other";
}

/** Creates the chat if it does not exist yet; false when the id already belongs to another user. */
export async function ensureChat(db: Db, chatId: string, userId: string, now: Date): Promise<boolean> {
  const iso = now.toISOString();
  await db
    .insert(chats)
    .values({ id: chatId, userId, title: DEFAULT_TITLE, createdAt: iso, updatedAt: iso })
    .onConflictDoNothing();
  return (await chatAccess(db, chatId, userId)) === "owner";
}

/** Sets the title only while the chat still has the default one (the first meaningful exchange wins). */
export async function titleChat(db: Db, chatId: string, title: string): Promise<boolean> {
  const done = await db
    .update(chats)
    .set({ title })
    .where(and(eq(chats.id, chatId), eq(chats.title, DEFAULT_TITLE)))
    .returning({ id: chats.id });
  return done.length > 0;
}

export async function getChat(db: Db, chatId: string, userId: string) {
  return (await db.query.chats.findFirst({ where: and(eq(chats.id, chatId), eq(chats.userId, userId)) })) ?? null;
}

export type MessageStatus = "complete" | "interrupted" | "failed";
export type StoredMessage = {
  id: number;
  sender: "user" | "bot";
  content: string;
  created_at: string;
  status: MessageStatus;
  source: "safety" | "model" | "fallback" | null;
};

export async function listMessages(db: Db, chatId: string): Promise<StoredMessage[]> {
  const rows = await db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.id)).all();
  return rows.map((m) => ({
    id: m.id,
    sender: m.sender,
    content: m.content,
    created_at: m.createdAt,
    status: m.status,
    source: m.source,
  }));
}

/** Marks an answer that did not finish, wherever it is used as context, so no model takes it as complete. */
export const INTERRUPTED_NOTE = "[This answer was interrupted before it finished.]";

export function asTurn(m: { sender: "user" | "bot"; content: string; status: MessageStatus }): ChatTurn {
  if (m.sender === "user") return { role: "user", content: m.content };
  return { role: "assistant", content: m.status === "complete" ? m.content : `${m.content}\n\n${INTERRUPTED_NOTE}` };
}

/** The newest turns of a saved chat, oldest first; with `beforeId`, only messages older than it. */
export async function chatHistory(
  db: Db,
  chatId: string,
  beforeId?: number,
  turns = HISTORY_TURNS,
): Promise<ChatTurn[]> {
  const rows = await db
    .select({ sender: messages.sender, content: messages.content, status: messages.status })
    .from(messages)
    .where(
      beforeId === undefined
        ? eq(messages.chatId, chatId)
        : and(eq(messages.chatId, chatId), lt(messages.id, beforeId)),
    )
    .orderBy(desc(messages.id))
    .limit(turns)
    .all();
  return rows.reverse().map(asTurn);
}

/**
 * A retry of a message that got no complete answer (a failure, a dropped connection, Stop): the chat
 * ends with that same user message, alone or followed by the unfinished answer. Its id, so the retry
 * answers it instead of storing the question twice.
 */
export async function unansweredMessage(db: Db, chatId: string, content: string): Promise<number | null> {
  const tail = await db
    .select({ id: messages.id, sender: messages.sender, content: messages.content, status: messages.status })
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.id))
    .limit(2)
    .all();
  const [last, before] = tail;
  if (last?.sender === "user") return last.content === content.trim() ? last.id : null;
  if (
    last?.sender === "bot" &&
    last.status !== "complete" &&
    before?.sender === "user" &&
    before.content === content.trim()
  )
    return before.id;
  return null;
}

export type ChatListItem = { chat_id: string; title: string; created_at: string; updated_at: string | null };

function likePattern(q: string) {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The user's chats, oldest first (the SPEC's client shows the list reversed). With `q`, only chats whose
 * title or any message contains it, case-insensitively.
 */
export async function listChats(db: Db, userId: string, q = ""): Promise<ChatListItem[]> {
  const query = q.trim();
  const where = query
    ? and(
        eq(chats.userId, userId),
        sql`(lower(${chats.title}) LIKE ${likePattern(query)} ESCAPE '\\' OR EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.chatId} = ${chats.id} AND lower(${messages.content}) LIKE ${likePattern(query)} ESCAPE '\\'))`,
      )
    : eq(chats.userId, userId);
  const rows = await db
    .select({ id: chats.id, title: chats.title, createdAt: chats.createdAt, updatedAt: chats.updatedAt })
    .from(chats)
    .where(where)
    .orderBy(asc(chats.createdAt), asc(chats.id))
    .limit(500)
    .all();
  return rows.map((r) => ({ chat_id: r.id, title: r.title, created_at: r.createdAt, updated_at: r.updatedAt }));
}

/** Stores the user's message before any model is called, creating the chat on its first one. Null if not theirs. */
export async function saveUserMessage(
  db: Db,
  chatId: string,
  userId: string,
  content: string,
  now: Date,
): Promise<number | null> {
  if (!(await ensureChat(db, chatId, userId, now))) return null;
  const iso = now.toISOString();
  const [row] = await db.batch([
    db
      .insert(messages)
      .values({ chatId, sender: "user", content: content.trim(), createdAt: iso })
      .returning({ id: messages.id }),
    db.update(chats).set({ updatedAt: iso }).where(eq(chats.id, chatId)),
  ]);
  return row[0]?.id ?? null;
}

export type AnswerRecord = {
  status: MessageStatus;
  source: "safety" | "model" | "fallback";
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
};

/** Stores HealthBuddy's answer (complete or not) with who wrote it and what it cost. */
export async function saveAnswer(db: Db, chatId: string, content: string, record: AnswerRecord, now: Date) {
  const iso = now.toISOString();
  await db.batch([
    db.insert(messages).values({ chatId, sender: "bot", content, createdAt: iso, ...record }),
    db.update(chats).set({ updatedAt: iso }).where(eq(chats.id, chatId)),
  ]);
}

/** Renames one of the user's chats; false when it is not theirs (or does not exist). */
export async function renameChat(db: Db, chatId: string, userId: string, title: string): Promise<boolean> {
  const done = await db
    .update(chats)
    .set({ title })
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .returning({ id: chats.id });
  return done.length > 0;
}

/** Deletes one of the user's chats and its messages; false when it is not theirs (or does not exist). */
export async function deleteChat(db: Db, chatId: string, userId: string): Promise<boolean> {
  if ((await chatAccess(db, chatId, userId)) !== "owner") return false;
  await db.batch([
    db.delete(messages).where(eq(messages.chatId, chatId)),
    db.delete(chats).where(and(eq(chats.id, chatId), eq(chats.userId, userId))),
  ]);
  return true;
}
