import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors the SPEC's route table, one line a route.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("healthbuddy", "routes/public/healthbuddy.tsx"),
    route("feeds", "routes/public/feeds.tsx"),
    route("article", "routes/public/article-latest.tsx"),
    route("article/:slug", "routes/public/article.tsx"),
    route("company", "routes/public/company.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx", { id: "privacy" }),
    route("terms", "routes/public/privacy.tsx", { id: "terms" }),
    route("newsletter", "routes/public/newsletter.tsx"),
  ]),
  route("chat/:chatId?", "routes/chat/chat.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
