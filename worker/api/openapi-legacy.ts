import { z } from "zod";
import { apiErrorSchema } from "./errors.ts";
import { IDEMPOTENCY_HEADER, IDEMPOTENT_OPERATIONS, REPLAYED_HEADER } from "./idempotency.ts";

// The OpenAPI document is generated from the very zod schemas the validators use, so the
// reference cannot drift from what the API accepts.
type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  tags: string[];
  description?: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
  auth?: boolean;
};

const operations: Operation[] = [];

export function describeRoute(op: Operation) {
  operations.push(op);
}

export function buildOpenApiDocument(version: string, serverUrl: string) {
  // Named schemas (.meta({ id })) become shared components instead of inline $defs.
  const components: Record<string, unknown> = {};
  const toSchema = (s: z.ZodType) => {
    const {
      $schema: _,
      $defs,
      ...schema
    } = z.toJSONSchema(s, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Record<
      string,
      unknown
    > & { $defs?: Record<string, unknown> };
    Object.assign(components, $defs ?? {});
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as unknown;
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(op.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.schema ? { content: { [r.contentType ?? "application/json"]: { schema: toSchema(r.schema) } } } : {}),
      };
    }
    responses["400"] ??=
      op.body || op.query
        ? { description: "Invalid input", content: { "application/json": { schema: toSchema(apiErrorSchema) } } }
        : undefined;
    if (!responses["400"]) delete responses["400"];
    const parameters: Array<{ name: string; in: string; required: boolean; schema: unknown; description?: string }> = op.query
      ? Object.entries(op.query.shape).map(([name, schema]) => ({
          name,
          in: "query",
          required: !(schema as z.ZodType).safeParse(undefined).success,
          schema: toSchema(schema as z.ZodType),
        }))
      : [];
    const idempotent = (IDEMPOTENT_OPERATIONS as readonly string[]).includes(`${op.method} ${op.path}`);
    if (idempotent) {
      parameters.push({
        name: IDEMPOTENCY_HEADER,
        in: "header",
        required: false,
        schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
        description: `For signed-in clients: a key of your choosing (a UUID). Sending the same request again with the same key within 24 hours returns the first response (with \`${REPLAYED_HEADER}: true\`) instead of doing the work twice; the same key with a different request answers 422, and while the first is still running 409.`,
      } as (typeof parameters)[number]);
      responses["409"] ??= { description: "A request with this Idempotency-Key is still running", content: { "application/json": { schema: toSchema(apiErrorSchema) } } };
      responses["422"] ??= { description: "This Idempotency-Key was used for a different request", content: { "application/json": { schema: toSchema(apiErrorSchema) } } };
    }
    const openPath = op.path.replace(/:([A-Za-z_]+)/g, "{$1}");
    const pathParams = [...op.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    (paths[openPath] ??= {})[op.method] = {
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      ...(parameters.length || pathParams.length ? { parameters: [...pathParams, ...parameters] } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(op.body) } } } }
        : {}),
      ...(op.auth ? { security: [{ bearerAuth: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "HealthBuddy API",
      version,
      description:
        "The JSON API behind HealthBuddy. Errors always have the shape { error: { code, message, fields } }.",
    },
    servers: [{ url: `${serverUrl.replace(/\/$/, "")}/api` }],
    components: {
      schemas: JSON.parse(JSON.stringify(components).replaceAll('"#/$defs/', '"#/components/schemas/')) as unknown,
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
    paths,
  };
}
