import { and, eq, lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { sha256 } from "../auth/crypto.ts";
import * as t from "../db/schema.ts";
import { apiError } from "./errors.ts";
import type { ApiEnv } from "./types.ts";

// Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header): a client that lost the answer to
// a request that creates something may send it again with the same key and gets the first answer
// back, instead of a second symptom check (and a second free check used), a second chat turn or a
// second checkout. The key is scoped to the signed-in user. Signed out, the header is ignored: the
// privacy policy promises that anonymous chats are not stored at all, and a stored reply would be one.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_HOURS = 24;
const MAX_STORED_CHARS = 512 * 1024;
const ABANDONED_SECONDS = 120;

// The routes that honour the header list it in their createRoute (idempotencyKey in ./openapi.ts).

export const idempotencyMessages = {
  invalid: "Idempotency-Key must be 1 to 255 visible ASCII characters.",
  reused: "This Idempotency-Key was already used for a different request.",
  inProgress: "A request with this Idempotency-Key is still being processed. Retry in a moment.",
} as const;

/** Responses that did not do the work are not remembered: a retry with the same key runs again. */
const retryable = (status: number) => status >= 500 || status === 429 || status === 409;

export const idempotent: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  const userId = c.var.ctx.viewer?.id;
  if (key === undefined || !userId) return next();
  if (!KEY_PATTERN.test(key))
    return apiError(c, 400, "invalid_idempotency_key", idempotencyMessages.invalid, {
      [IDEMPOTENCY_HEADER]: idempotencyMessages.invalid,
    });
  const ctx = c.var.ctx;
  const db = ctx.db;
  const scope = `user:${userId}`;
  // Hono keeps the body it read: the validators after this one read the same text again.
  const body = new TextDecoder().decode(await c.req.arrayBuffer());
  const fingerprint = await sha256(`${c.req.method} ${new URL(c.req.url).pathname}\n${body}`);
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - KEEP_HOURS * 3_600_000).toISOString();
  const where = and(eq(t.idempotencyKeys.scope, scope), eq(t.idempotencyKeys.key, key));

  await db.delete(t.idempotencyKeys).where(and(where, lt(t.idempotencyKeys.createdAt, cutoff)));
  const claimed = await db
    .insert(t.idempotencyKeys)
    .values({ scope, key, userId, fingerprint, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: t.idempotencyKeys.key });
  if (!claimed.length) {
    const first = await db.select().from(t.idempotencyKeys).where(where).get();
    // A first request that never finished (the Worker was stopped) does not block its key forever.
    const abandoned =
      first &&
      first.status === null &&
      first.createdAt < new Date(now.getTime() - ABANDONED_SECONDS * 1000).toISOString();
    const takenOver = abandoned
      ? await db
          .update(t.idempotencyKeys)
          .set({ fingerprint, userId, createdAt: now.toISOString() })
          .where(and(where, eq(t.idempotencyKeys.createdAt, first.createdAt)))
          .returning({ key: t.idempotencyKeys.key })
      : [];
    if (!takenOver.length) {
      if (first && first.fingerprint !== fingerprint)
        return apiError(c, 422, "idempotency_key_reused", idempotencyMessages.reused);
      if (!first || first.status === null) {
        c.header("Retry-After", "1");
        return apiError(c, 409, "idempotency_in_progress", idempotencyMessages.inProgress);
      }
      return new Response(first.body ?? "", {
        status: first.status,
        headers: {
          "content-type": first.contentType ?? "application/json",
          [REPLAYED_HEADER]: "true",
          "cache-control": "no-store",
        },
      });
    }
  }
  // Old keys of anyone are cleared on the way, off the response path.
  ctx.waitUntil(
    db
      .delete(t.idempotencyKeys)
      .where(lt(t.idempotencyKeys.createdAt, cutoff))
      .then(
        () => undefined,
        () => undefined,
      ),
  );

  const release = () => db.delete(t.idempotencyKeys).where(and(where, eq(t.idempotencyKeys.fingerprint, fingerprint)));
  try {
    await next();
  } catch (error) {
    await release();
    throw error;
  }
  const res = c.res;
  if (retryable(res.status) || !res.body) {
    if (retryable(res.status)) await release();
    else
      await db
        .update(t.idempotencyKeys)
        .set({ status: res.status, contentType: res.headers.get("content-type"), body: "" })
        .where(where);
    return;
  }
  const store = async (text: string) => {
    if (text.length > MAX_STORED_CHARS) return void (await release());
    await db
      .update(t.idempotencyKeys)
      .set({ status: res.status, contentType: res.headers.get("content-type"), body: text })
      .where(where);
  };
  if ((res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    // A stream goes to the client as it is made; its copy is stored when it ends, even if the
    // client has gone (that is the case a retry is for).
    const [toClient, toStore] = res.body.tee();
    c.res = new Response(toClient, res);
    ctx.waitUntil(new Response(toStore).text().then(store, () => release()));
    return;
  }
  await store(await res.clone().text());
};
