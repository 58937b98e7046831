import { Hono } from "hono";
import { apiError } from "./errors.ts";
import { assessment } from "./assessment.ts";
import { dashboard } from "./dashboard.ts";
import { auth } from "./auth.ts";
import { billing } from "./billing.ts";
import { oauthApi } from "./oauth.ts";
import { chat } from "./chat.ts";
import { checkerApi } from "./checker.ts";
import { docs } from "./docs.ts";
import { devApi } from "../dev/index.ts";
import { health } from "./health.ts";
import { publicSite } from "./public-site.ts";
import type { ApiEnv } from "./types.ts";
import { v1 } from "./v1.ts";

export const api = new Hono<ApiEnv>()
  .route("/", health)
  .route("/", publicSite)
  .route("/", auth)
  // Local fakes (worker/dev/): 404 unless the configuration says development.
  .route("/", devApi)
  .route("/", oauthApi)
  .route("/", chat)
  .route("/", billing)
  .route("/", assessment)
  .route("/", dashboard)
  .route("/", checkerApi)
  .route("/v1", v1)
  .route("/", docs);

api.notFound((c) => apiError(c, 404, "not_found", "There is no API endpoint at this address."));
api.onError((error, c) => {
  // Details go to the logs, never to the client.
  console.error("api: unhandled error", c.req.method, c.req.path, error);
  return apiError(c, 500, "internal_error", "Something went wrong!");
});

export type AppType = typeof api;
