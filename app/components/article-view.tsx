import { Link } from "react-router";
import type { ArticleBlock } from "../content/articles.ts";
import { ArticleCard, TagBadge, type ArticleSummary } from "./article-card.tsx";

export type ArticleDetail = ArticleSummary & {
  body: ArticleBlock[];
  sources: { name: string; url: string }[];
  publishedAt: string;
};

export function ArticleView({ article, latest }: { article: ArticleDetail; latest: ArticleSummary[] }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[1fr_20rem]">
      <article>
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
          <ol className="flex flex-wrap gap-1">
            <li><Link to="/" className="hover:underline">Home</Link> /</li>
            <li><Link to="/feeds" className="hover:underline">Feeds</Link> /</li>
            <li aria-current="page" className="text-slate-900">{article.title}</li>
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl">{article.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <time dateTime={article.publishedAt}>{article.timeLabel}</time>
          <span>{article.readMinutes} min read</span>
          <TagBadge tag={article.tag} />
        </p>
        <img src={article.image} alt={article.imageAlt} width={800} height={450} className="mt-6 aspect-video w-full rounded-3xl bg-brand-50 object-cover" />
        <div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800">
          {article.body.map((b, i) => {
            if (b.type === "h2") return <h2 key={i} className="pt-4 text-2xl font-bold text-slate-900">{b.text}</h2>;
            if (b.type === "ul")
              return (
                <ul key={i} className="list-disc space-y-1 pl-6">
                  {b.items.map((it) => <li key={it}>{it}</li>)}
                </ul>
              );
            if (b.type === "callout")
              return (
                <p key={i} role={b.tone === "danger" ? "note" : undefined} className={`rounded-2xl p-4 ${b.tone === "danger" ? "bg-red-50 text-red-900" : "bg-brand-50 text-brand-900"}`}>
                  {b.text}
                </p>
              );
            return <p key={i}>{b.text}</p>;
          })}
        </div>
        <section aria-labelledby="sources-title" className="mt-10 rounded-2xl border border-slate-200 p-5">
          <h2 id="sources-title" className="font-semibold">Sources</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {article.sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer" target="_blank" className="text-brand-700 underline">{s.name}</a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            This article is general information, not a diagnosis or a substitute for a clinician. In an emergency call 112.
          </p>
        </section>
      </article>
      <aside aria-labelledby="latest-side-title">
        <h2 id="latest-side-title" className="text-xl font-bold">Latest Feeds</h2>
        <div className="mt-4 space-y-5">
          {latest.map((a) => <ArticleCard key={a.slug} article={a} compact />)}
        </div>
      </aside>
    </div>
  );
}
