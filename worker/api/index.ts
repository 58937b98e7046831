import { HTTPException } from "hono/http-exception";
import { apiError } from "./errors.ts";
import { assessment } from "./assessment.ts";
import { dashboard } from "./dashboard.ts";
import { auth } from "./auth.ts";
import { billing } from "./billing.ts";
import { oauthApi } from "./oauth.ts";
import { chat } from "./chat.ts";
import { checkerApi } from "./checker.ts";
import { apiDocs } from "./docs.ts";
import { devApi } from "../dev/index.ts";
import { health } from "./health.ts";
import { unsupportedMediaType } from "./json-body.ts";
import { apiRouter } from "./openapi.ts";
import { publicSite } from "./public-site.ts";
import { v1 } from "./v1.ts";

const routes = apiRouter()
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
  .route("/v1", v1);

routes.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
});

export const api = routes.route("/", apiDocs(routes));

api.notFound((c) => apiError(c, 404, "not_found", "There is no API endpoint at this address."));
api.onError((error, c) => {
  // The library's own refusals (a body its validators cannot read) in the one error shape.
  if (error instanceof HTTPException && error.status === 415) return unsupportedMediaType(c);
  if (error instanceof HTTPException && error.status === 400)
    return apiError(c, 400, "invalid_json", "The request body is not valid JSON.");
  // Details go to the logs, never to the client.
  console.error("api: unhandled error", c.req.method, c.req.path, error);
  return apiError(c, 500, "internal_error", "Something went wrong!");
});

export type AppType = typeof api;
