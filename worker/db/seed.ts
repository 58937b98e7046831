import { articles as articleContent } from "../../app/content/articles.ts";
import { articleSearchText } from "../public-site/articles.ts";

export type SeedStatement = { sql: string; params: (string | number | null)[] };

/**
 * Demo content as idempotent upserts: running it twice changes nothing, and editing an
 * article's source updates the row. Used by `npm run dev` (through wrangler) and by the tests.
 */
export function demoSeedStatements(): SeedStatement[] {
  return articleContent.map((a) => ({
    sql: `INSERT INTO articles (slug, title, summary, tag, image, image_alt, read_minutes, body, sources, search_text, published_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT(slug) DO UPDATE SET title = excluded.title, summary = excluded.summary, tag = excluded.tag,
image = excluded.image, image_alt = excluded.image_alt, read_minutes = excluded.read_minutes, body = excluded.body,
sources = excluded.sources, search_text = excluded.search_text, published_at = excluded.published_at`,
    params: [
      a.slug,
      a.title,
      a.summary,
      a.tag,
      a.image,
      a.imageAlt,
      a.readMinutes,
      JSON.stringify(a.body),
      JSON.stringify(a.sources),
      articleSearchText(a),
      a.publishedAt,
    ],
  }));
}

/** The same statements with parameters inlined, for `wrangler d1 execute --file`. */
export function demoSeedSql(): string {
  const quote = (v: string | number | null) =>
    v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`;
  return demoSeedStatements()
    .map((s) => {
      let i = 0;
      return `${s.sql.replace(/\n/g, " ").replace(/\?/g, () => quote(s.params[i++] ?? null))};`;
    })
    .join("\n");
}
