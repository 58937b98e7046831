import { Link } from "react-router";

export type ArticleSummary = {
  slug: string;
  title: string;
  summary: string;
  tag: string;
  image: string;
  imageAlt: string;
  readMinutes: number;
  timeLabel: string;
};

export function TagBadge({ tag }: { tag: string }) {
  const tone = tag === "EMERGENCY" ? "bg-red-100 text-red-800" : "bg-brand-100 text-brand-900";
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ${tone}`}>{tag}</span>;
}

export function ArticleCard({ article, compact = false }: { article: ArticleSummary; compact?: boolean }) {
  return (
    <article className={`group flex gap-4 ${compact ? "items-center" : "flex-col"}`}>
      <img
        src={article.image}
        alt={article.imageAlt}
        width={800}
        height={450}
        loading="lazy"
        className={`${compact ? "h-16 w-24 shrink-0" : "aspect-video w-full"} rounded-2xl bg-brand-50 object-cover`}
      />
      <div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <time>{article.timeLabel}</time>
          <TagBadge tag={article.tag} />
        </p>
        <h3 className={`mt-1 font-semibold ${compact ? "text-base" : "text-lg"}`}>
          <Link to={`/article/${article.slug}`} className="hover:text-brand-700 hover:underline">
            {article.title}
          </Link>
        </h3>
        {compact ? null : <p className="mt-1 text-slate-700">{article.summary}</p>}
      </div>
    </article>
  );
}
