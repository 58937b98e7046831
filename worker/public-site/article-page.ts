import type { ArticleBlock } from "../../app/content/articles.ts";
import { relativeTime } from "../../app/lib/relative-time.ts";
import type { Db } from "../db/client.ts";
import { getArticle, listArticles } from "./articles.ts";

/** What an article page shows: the article and the latest others, with time labels for now. */
export async function loadArticlePage(db: Db, slug: string | null, now: Date) {
  const all = await listArticles(db);
  const chosen = slug ?? all[0]?.slug;
  const row = chosen ? await getArticle(db, chosen) : null;
  if (!row) return null;
  const label = (iso: string) => relativeTime(iso, now);
  return {
    article: {
      ...row,
      body: row.body as ArticleBlock[],
      sources: row.sources as { name: string; url: string }[],
      timeLabel: label(row.publishedAt),
    },
    latest: all
      .filter((a) => a.slug !== row.slug)
      .slice(0, 5)
      .map((a) => ({ ...a, timeLabel: label(a.publishedAt) })),
  };
}
