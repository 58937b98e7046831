import { Form, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/feeds";
import { ArticleCard } from "../../components/article-card.tsx";
import { appContext } from "../../context.ts";
import { relativeTime } from "../../lib/relative-time.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Health feeds | HealthBuddy" },
  { name: "description", content: "First aid and prevention articles for young Nigerians, each with its sources." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const now = ctx.clock.now();
  const rows = await ctx.services.site.articles(q);
  return { q, articles: rows.map((r) => ({ ...r, timeLabel: relativeTime(r.publishedAt, now) })) };
}

export default function Feeds({ loaderData }: Route.ComponentProps) {
  const { q, articles } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const searching = navigation.location?.pathname === "/feeds" && navigation.state === "loading";
  const latest = q ? [] : articles.slice(0, 3);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Health Feeds</h1>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="feeds-q" className="sr-only">Search feeds</label>
        <input
          id="feeds-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search feeds..."
          onChange={(e) => submit(e.currentTarget.form, { replace: true, preventScrollReset: true })}
          className="min-h-12 w-full rounded-full border border-slate-300 px-5"
        />
        <button type="submit" className="min-h-12 rounded-full bg-brand-700 px-5 font-semibold text-white">
          Search
        </button>
      </Form>
      <div aria-busy={searching} className={searching ? "opacity-60" : undefined}>
        {latest.length ? (
          <section aria-labelledby="latest-title" className="mt-10">
            <h2 id="latest-title" className="text-2xl font-bold">Latest Feeds</h2>
            <div className="mt-6 grid gap-8 md:grid-cols-3">
              {latest.map((a) => <ArticleCard key={a.slug} article={a} />)}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="all-title" className="mt-12">
          <h2 id="all-title" className="text-2xl font-bold">{q ? `Results for “${q}”` : "All Feeds"}</h2>
          <p role="status" className="mt-2 text-slate-600">
            {q ? `${articles.length} article${articles.length === 1 ? "" : "s"} found` : null}
          </p>
          {articles.length ? (
            <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((a) => <ArticleCard key={a.slug} article={a} />)}
            </div>
          ) : (
            <p className="mt-6 text-slate-700">No articles match your search. Try another word, like “malaria” or “burns”.</p>
          )}
        </section>
      </div>
    </div>
  );
}
