import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "../app/context.ts";
import { api } from "./api/index.ts";
import { apiError } from "./api/errors.ts";
import type { ApiEnv } from "./api/types.ts";
import { resolveViewer } from "./auth/resolve-viewer.ts";
import { clearCookie, unreadableCookies } from "./lib/cookies.ts";
import { buildContext, type AppContext } from "./context.ts";
import { devSite } from "./dev/index.ts";
import { oauthWeb } from "./web/oauth.ts";
import { applySecurityHeaders, cacheControlFor, contentSecurityPolicy } from "./security-headers.ts";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

// strict: false: "/x" and "/x/" are one route (the SPEC spells a few API paths with the slash).
export const app = new Hono<ApiEnv>({ strict: false });

app.use(async (c, next) => {
  const ctx = buildContext(c.env, c.executionCtx, c.req.raw);
  c.set("ctx", ctx);
  ctx.selfFetch = (req) => Promise.resolve(app.fetch(req, c.env, c.executionCtx));
  const url = new URL(c.req.url);
  // Production is https only (Cloudflare's edge terminates TLS; this catches plain-http requests).
  if (ctx.config.env === "production" && url.protocol === "http:") {
    url.protocol = "https:";
    return c.redirect(url.toString(), ["GET", "HEAD"].includes(c.req.method) ? 301 : 308);
  }
  // A cookie of ours that cannot be decoded is a 400 that also clears it: it must never break
  // every page until the person finds out how to delete cookies.
  const broken = unreadableCookies(c.req.header("cookie"));
  if (broken.length) {
    for (const name of broken) ctx.setCookies.push(clearCookie(name, { secure: ctx.secureCookies }));
    ctx.unreadable = {
      status: 400,
      message: "Your browser sent a cookie we could not read. It has been cleared: please try again.",
    };
  }
  // A cross-site form or script cannot act with the user's cookies.
  const unsafe = !["GET", "HEAD", "OPTIONS"].includes(c.req.method);
  const origin = c.req.header("origin");
  if (
    unsafe &&
    origin &&
    origin !== url.origin &&
    !url.pathname.startsWith("/api/webhooks/") &&
    (c.req.header("cookie") ?? "").includes("hb_")
  )
    return apiError(c, 403, "forbidden", "This request came from another site and was refused.");
  // Static files never reach the Worker in production (the assets binding answers first).
  if (ctx.unreadable && url.pathname.startsWith("/api/"))
    c.res = apiError(c, ctx.unreadable.status, "invalid_cookie", ctx.unreadable.message);
  else {
    if (!ctx.unreadable) await resolveViewer(ctx, c.req.raw);
    await next();
  }
  // Responses from fetch() or cache can be immutable: copy before touching headers.
  c.res = new Response(c.res.body, c.res);
  applySecurityHeaders(c.res.headers, {
    nonce: ctx.nonce,
    // Vite's dev server injects inline scripts without our nonce; production gets the strict policy.
    strictCsp: !import.meta.env.DEV,
    https: url.protocol === "https:",
  });
  for (const cookie of await Promise.all(ctx.setCookies)) c.res.headers.append("Set-Cookie", cookie);
  if (!c.res.headers.has("Cache-Control") || ctx.viewer || ctx.setCookies.length) {
    const hasSession =
      Boolean(ctx.viewer) || ctx.setCookies.length > 0 || (c.req.header("cookie") ?? "").includes("hb_session=");
    c.res.headers.set("Cache-Control", cacheControlFor(url.pathname, hasSession, c.res.status));
  }
});

app.route("/api", api);
// Local fakes (worker/dev/): 404 unless the configuration says development.
app.route("/", devSite);
app.route("/", oauthWeb);
app.all("/api/*", (c) => apiError(c, 404, "not_found", "There is no API endpoint at this address."));

const EDGE_CACHED = /^\/(|healthbuddy|feeds|article(\/[a-z0-9-]+)?|company|contact|privacy|terms)$/;

app.all("*", async (c) => {
  const ctx = c.var.ctx;
  // Public pages are the same for every anonymous visitor: serve them from the edge cache near the
  // reader (Lagos, Nairobi, ...) instead of re-rendering and reaching D1 in Europe each time.
  const url = new URL(c.req.url);
  const cacheable =
    ctx.config.env === "production" &&
    c.req.method === "GET" &&
    !c.req.header("cookie") &&
    !c.req.header("authorization") &&
    EDGE_CACHED.test(url.pathname);
  const cache = cacheable ? await caches.open("pages") : null;
  if (cache) {
    const hit = await cache.match(c.req.raw);
    if (hit) return hit;
  }
  const response = await renderPage(c.req.raw, ctx);
  if (!import.meta.env.DEV && (response.headers.get("content-type") ?? "").includes("text/html"))
    response.headers.set("Content-Security-Policy", contentSecurityPolicy(ctx.nonce));
  if (cache && response.status === 200 && !response.headers.has("set-cookie")) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set("Cache-Control", "public, s-maxage=300");
    ctx.waitUntil(cache.put(c.req.raw, stored));
  }
  return response;
});

function renderPage(request: Request, ctx: AppContext) {
  const context = new RouterContextProvider();
  context.set(appContext, ctx);
  return handleRequest(request, context);
}

app.onError((error, c) => {
  console.error("worker: unhandled error", c.req.method, c.req.path, error);
  if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal_error", "Something went wrong!");
  return c.text("Unexpected Application Error!", 500);
});

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
