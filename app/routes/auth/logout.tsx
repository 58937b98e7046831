import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { appContext } from "../../context.ts";
import { logout } from "../../../worker/auth/accounts.ts";
import { clearSessionCookies, parseRefreshCookie, readCookie, REFRESH_COOKIE } from "../../../worker/auth/cookies.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const refresh = parseRefreshCookie(readCookie(request.headers.get("cookie"), REFRESH_COOKIE));
  await logout(ctx.authDeps(), refresh?.token ?? null, ctx.viewer?.sessionId ?? null);
  ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies));
  ctx.viewer = null;
  throw redirect("/login");
}

export function loader() {
  throw redirect("/");
}
