// Saved chats. A chat belongs to one user; every read and write checks the owner, and a chat id that
// belongs to someone else looks exactly like one that does not exist (404), so ids reveal nothing.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ChatTurn } from "../ai/types.ts";
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

export async function addMessage(db: Db, chatId: string, sender: "user" | "bot", content: string, now: Date) {
  const iso = now.toISOString();
  await db.batch([
    db.insert(messages).values({ chatId, sender, content, createdAt: iso }),
    db.update(chats).set({ updatedAt: iso }).where(eq(chats.id, chatId)),
  ]);
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

export type StoredMessage = { id: number; sender: "user" | "bot"; content: string; created_at: string };

export async function listMessages(db: Db, chatId: string): Promise<StoredMessage[]> {
  const rows = await db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.id)).all();
  return rows.map((m) => ({ id: m.id, sender: m.sender, content: m.content, created_at: m.createdAt }));
}

export async function chatHistory(db: Db, chatId: string, turns = HISTORY_TURNS): Promise<ChatTurn[]> {
  const rows = await db
    .select({ sender: messages.sender, content: messages.content })
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.id))
    .limit(turns)
    .all();
  return rows.reverse().map((m) => ({ role: m.sender === "bot" ? "assistant" : "user", content: m.content }));
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

/**
 * Stores one exchange (the user's message and HealthBuddy's answer) in one batch, creating the chat on
 * its first message. False if the id turned out to belong to someone else.
 */
export async function saveExchange(
  db: Db,
  chatId: string,
  userId: string,
  userText: string,
  botText: string,
  now: Date,
): Promise<boolean> {
  if (!(await ensureChat(db, chatId, userId, now))) return false;
  const iso = now.toISOString();
  // Distinct timestamps keep the order readable in the database; ids keep it exact.
  const later = new Date(now.getTime() + 1).toISOString();
  await db.batch([
    db.insert(messages).values({ chatId, sender: "user", content: userText, createdAt: iso }),
    db.insert(messages).values({ chatId, sender: "bot", content: botText, createdAt: later }),
    db.update(chats).set({ updatedAt: later }).where(eq(chats.id, chatId)),
  ]);
  return true;
}
