import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { apiRouter, json } from "./openapi.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "error"]),
  version: z.string(),
});

const getHealth = createRoute({
  method: "get",
  path: "/health",
  summary: "Service health: the Worker answers and D1 is reachable",
  tags: ["System"],
  responses: {
    200: json(healthSchema, "Healthy"),
    503: json(healthSchema, "Database unreachable"),
  },
});

export const health = apiRouter().openapi(getHealth, async (c) => {
  const { db, config } = c.var.ctx;
  let dbOk = true;
  try {
    await db.run(sql`select 1`);
  } catch (error) {
    console.error("health: database check failed", error);
    dbOk = false;
  }
  const body: z.infer<typeof healthSchema> = {
    status: dbOk ? "ok" : "degraded",
    db: dbOk ? "ok" : "error",
    version: config.version,
  };
  return dbOk ? c.json(body, 200) : c.json(body, 503);
});
