import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { describeRoute } from "./openapi.ts";
import type { ApiEnv } from "./types.ts";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "error"]),
  version: z.string(),
});

describeRoute({
  method: "get",
  path: "/health",
  summary: "Service health: the Worker answers and D1 is reachable",
  tags: ["System"],
  responses: {
    200: { description: "Healthy", schema: healthSchema },
    503: { description: "Database unreachable", schema: healthSchema },
  },
});

export const health = new Hono<ApiEnv>().get("/health", async (c) => {
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
  return c.json(body, dbOk ? 200 : 503);
});
