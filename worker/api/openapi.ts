import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import { apiErrorSchema, invalidInput } from "./errors.ts";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "./idempotency.ts";
import type { ApiEnv } from "./types.ts";

// Every API route is declared with createRoute (@hono/zod-openapi): the zod schemas in it validate the
// request and make the OpenAPI document, so the reference cannot drift from what the API accepts.

/**
 * One router per resource. `strict: false`: "/messages" and "/messages/" are one route. The SPEC
 * spells a few paths with a trailing slash; the document keeps that spelling, and the route is
 * registered without it (with strict: false, Hono matches both spellings only there).
 */
export function apiRouter() {
  const app = new OpenAPIHono<ApiEnv>({
    strict: false,
    // Validation failures in the one error shape, with the schemas' own messages.
    defaultHook: (result, c) => (result.success ? undefined : invalidInput(c, result.error)),
  });
  const openapi = app.openapi;
  app.openapi = ((route: RouteConfig, ...rest: unknown[]) => {
    if (route.path.length > 1 && route.path.endsWith("/") && !route.hide) {
      const { middleware: _, hide: __, ...documented } = route;
      app.openAPIRegistry.registerPath(documented);
      return (openapi as (...args: unknown[]) => unknown)(
        { ...route, path: route.path.slice(0, -1), hide: true },
        ...rest,
      );
    }
    return (openapi as (...args: unknown[]) => unknown)(route, ...rest);
  }) as typeof openapi;
  return app;
}

/** A JSON response (or request body) of this schema. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A failure in the one error shape. */
export const failure = (description: string) => json(apiErrorSchema, description);

/** The request body of a route: JSON, required, validated with this schema. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const invalidInputResponse = failure("Invalid input");

/** Routes for signed-in users: bearer token (or the session cookie pages use). */
export const signedIn = { security: [{ bearerAuth: [] }] };

/** The Idempotency-Key header, documented on each route that honours it (./idempotency.ts). */
export const idempotencyKey = {
  parameters: [
    {
      name: IDEMPOTENCY_HEADER,
      in: "header" as const,
      required: false,
      schema: { type: "string" as const, minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
      description: `For signed-in clients: a key of your choosing (a UUID). Sending the same request again with the same key within 24 hours returns the first response (with \`${REPLAYED_HEADER}: true\`) instead of doing the work twice; the same key with a different request answers 422, and while the first is still running 409.`,
    },
  ],
};
export const idempotencyResponses = {
  409: failure("A request with this Idempotency-Key is still running"),
  422: failure("This Idempotency-Key was used for a different request"),
};

export const API_INFO = {
  title: "HealthBuddy API",
  description: "The JSON API behind HealthBuddy. Errors always have the shape { error: { code, message, fields } }.",
};

/** The OpenAPI 3.1 document of a router, made by the library from its routes. */
export function openApiDocument(app: OpenAPIHono<ApiEnv>, version: string, serverUrl: string) {
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { ...API_INFO, version },
    servers: [{ url: `${serverUrl.replace(/\/$/, "")}/api` }],
  });
}
