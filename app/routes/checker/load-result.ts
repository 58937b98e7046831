import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { checkerMessages } from "../../lib/checker.ts";

/** A stored diagnosis for its owner only: anyone else's id is simply not found. */
export async function loadOwnResult(request: Request, dId: string, context: Readonly<RouterContextProvider>) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const result = await ctx.services.checker.result(viewer.id, dId);
  if (!result) throw data(checkerMessages.notFound, { status: 404 });
  return { result };
}
