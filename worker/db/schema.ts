import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Times are stored as UTC ISO-8601 strings: sortable, readable in `wrangler d1 execute`, and
// unambiguous across the Africa/Lagos display zone.
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const articles = sqliteTable(
  "articles",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    tag: text("tag").notNull(),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    readMinutes: integer("read_minutes").notNull(),
    // Blocks and sources are rendered as a whole, never queried inside: JSON keeps them in one row.
    body: text("body", { mode: "json" }).notNull(),
    sources: text("sources", { mode: "json" }).notNull(),
    // Plain text of title + summary + body, lower-cased, for search without a JSON walk per query.
    searchText: text("search_text").notNull(),
    publishedAt: text("published_at").notNull(),
  },
  (t) => [index("articles_published_idx").on(t.publishedAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_unique").on(t.email)],
);
