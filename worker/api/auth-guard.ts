import type { MiddlewareHandler } from "hono";
import { apiError } from "./errors.ts";
import type { ApiEnv } from "./types.ts";

export const UNAUTHORIZED_MESSAGE = "Unauthorized. Please log in again.";

/** 401 in the one error shape unless someone is signed in; handlers then read c.var.ctx.viewer!. */
export const requireUser: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.var.ctx.viewer) return apiError(c, 401, "unauthorized", UNAUTHORIZED_MESSAGE);
  await next();
};
