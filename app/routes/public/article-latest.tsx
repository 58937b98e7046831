import { data } from "react-router";
import type { Route } from "./+types/article-latest";
import { ArticleView } from "../../components/article-view.tsx";
import { appContext } from "../../context.ts";

// The SPEC's /article (no id): the basic first-aid article, the first post of the feed.
const FEATURED = "basic-first-aid";

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const page = (await ctx.services.site.article(FEATURED)) ?? (await ctx.services.site.article(null));
  if (!page) throw data("Article not found", { status: 404 });
  // Same article as /article/<slug>: search engines should index one address, absolute as they require.
  return { ...page, canonical: new URL(`/article/${page.article.slug}`, request.url).href };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.article.title ?? "Article"} | HealthBuddy` },
  { name: "description", content: loaderData?.article.summary ?? "" },
  ...(loaderData ? [{ tagName: "link" as const, rel: "canonical", href: loaderData.canonical }] : []),
];

export default function ArticleLatest({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} latest={loaderData.latest} />;
}
