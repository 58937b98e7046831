import { and, desc, sql } from "drizzle-orm";
import { articles } from "../db/schema.ts";
import type { Db } from "../db/client.ts";
import type { Article } from "../../app/content/articles.ts";

export type ArticleRow = typeof articles.$inferSelect;

export function articleSearchText(a: Article) {
  const body = a.body.map((b) => (b.type === "ul" ? b.items.join(" ") : b.text)).join(" ");
  return `${a.title} ${a.summary} ${a.tag} ${body}`.toLowerCase();
}

export async function listArticles(db: Db, query = "") {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  // instr() instead of LIKE: no wildcard characters to escape in what people type.
  const where = words.length ? and(...words.map((w) => sql`instr(${articles.searchText}, ${w}) > 0`)) : undefined;
  const rows = await db
    .select({
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      tag: articles.tag,
      image: articles.image,
      imageAlt: articles.imageAlt,
      readMinutes: articles.readMinutes,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt));
  // Articles whose title names what was searched come first; the rest stay newest first.
  const inTitle = (title: string) => words.every((w) => title.toLowerCase().includes(w));
  return words.length ? [...rows].sort((a, b) => Number(inTitle(b.title)) - Number(inTitle(a.title))) : rows;
}

export async function getArticle(db: Db, slug: string) {
  const row = await db.query.articles.findFirst({ where: (a, { eq }) => eq(a.slug, slug) });
  return row ?? null;
}
