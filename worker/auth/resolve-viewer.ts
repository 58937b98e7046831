import type { AppContext } from "../context.ts";
import { refreshSession, viewerFromAccessToken } from "./accounts.ts";
import { readCookie } from "../lib/cookies.ts";
import { ACCESS_COOKIE, clearSessionCookies, parseRefreshCookie, REFRESH_COOKIE, sessionCookies } from "./cookies.ts";

const WEB_REFRESH_GRACE_SECONDS = 30;

/**
 * Who is asking: an API client's bearer token, or the browser's session cookies. An expired
 * access cookie is renewed from the refresh cookie on the way (rotation), so pages never see it.
 */
export async function resolveViewer(ctx: AppContext, request: Request) {
  const auth = request.headers.get("authorization");
  if (auth?.startsWith("Bearer ")) {
    ctx.viewer = await viewerFromAccessToken(ctx.db, ctx.clock, ctx.config.jwtSecret, auth.slice(7).trim());
    return;
  }
  const cookie = request.headers.get("cookie");
  const access = readCookie(cookie, ACCESS_COOKIE);
  if (access) {
    ctx.viewer = await viewerFromAccessToken(ctx.db, ctx.clock, ctx.config.jwtSecret, access);
    if (ctx.viewer) return;
  }
  const refresh = parseRefreshCookie(readCookie(cookie, REFRESH_COOKIE));
  if (!refresh) return;
  const result = await refreshSession(ctx.authDeps(), refresh.token, WEB_REFRESH_GRACE_SECONDS);
  if (!result.ok) {
    ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies));
    return;
  }
  ctx.viewer = await viewerFromAccessToken(ctx.db, ctx.clock, ctx.config.jwtSecret, result.access.access);
  if (result.tokens)
    ctx.setCookies.push(
      ...sessionCookies(result.tokens, { secure: ctx.secureCookies, remember: refresh.remember, now: ctx.clock.now() }),
    );
}
