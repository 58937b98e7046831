import { zValidator } from "@hono/zod-validator";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { emailField } from "../../app/lib/email.ts";
import { apiError, invalidInput } from "../api/errors.ts";
import type { ApiEnv } from "../api/types.ts";
import * as t from "../db/schema.ts";
import { settleBackground } from "../lib/background.ts";

// Development only: the local outbox, where the sign-up flow reads its codes offline.
const mailboxQuery = zValidator("query", z.object({ to: emailField.optional() }), (r, c) =>
  r.success ? undefined : invalidInput(c, r.error),
);
export const devMailbox = new Hono<ApiEnv>().get("/dev/mailbox", mailboxQuery, async (c) => {
  const ctx = c.var.ctx;
  if (!ctx.config.devRoutes) return apiError(c, 404, "not_found", "There is no API endpoint at this address.");
  const to = c.req.valid("query").to;
  // Mail is sent after the response (forgot-password): wait for what is still on its way.
  await settleBackground();
  const rows = await ctx.db
    .select({
      to: t.mailOutbox.to,
      subject: t.mailOutbox.subject,
      text: t.mailOutbox.text,
      created_at: t.mailOutbox.createdAt,
    })
    .from(t.mailOutbox)
    .where(to ? eq(t.mailOutbox.to, to) : undefined)
    .orderBy(desc(t.mailOutbox.id))
    .limit(50);
  return c.json({ messages: rows });
});
