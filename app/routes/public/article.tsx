import { data } from "react-router";
import type { Route } from "./+types/article";
import { ArticleView } from "../../components/article-view.tsx";
import { appContext } from "../../context.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const page = await ctx.services.site.article(params.slug);
  if (!page) throw data("Article not found", { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.article.title} | HealthBuddy` }, { name: "description", content: loaderData.article.summary }]
    : [{ title: "404 | HealthBuddy" }];

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} latest={loaderData.latest} />;
}
