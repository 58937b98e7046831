import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { mailOutbox } from "../db/schema.ts";
import type { ApiEnv } from "../api/types.ts";
import { settleBackground } from "../lib/background.ts";

// Development only: the local outbox as a page, so a person can read the sign-up mail offline.
export const devMailboxPage = new Hono<ApiEnv>().get("/dev/mailbox", async (c) => {
  const ctx = c.var.ctx;
  if (!ctx.config.devRoutes) return c.notFound();
  await settleBackground();
  const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);
  const link = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  const items = rows
    .map(
      (m) =>
        `<article><h2>${esc(m.subject)}</h2><p class="meta">To ${esc(m.to)} · ${esc(m.createdAt)}</p><pre>${link(m.text)}</pre></article>`,
    )
    .join("");
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox | HealthBuddy</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:0 auto;padding:1rem;color:#0f172a}h1{color:#0f766e}article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}.meta{color:#475569;font-size:.85rem;margin:.2rem 0}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Local mailbox</h1><p>Mail the app "sent" in development (newest first). JSON: <a href="/api/dev/mailbox">/api/dev/mailbox?to=ADDRESS</a>.</p>${items || "<p>No mail yet.</p>"}</body></html>`);
});
