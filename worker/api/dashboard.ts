import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { dailyUpdateSchema } from "../../app/lib/assessment.ts";
import { requireUser } from "./auth-guard.ts";
import { apiError } from "./errors.ts";
import { readJson } from "./json-body.ts";
import { apiRouter, failure, invalidInputResponse, json, jsonBody, signedIn } from "./openapi.ts";

const componentSchema = z
  .object({
    id: z.enum(["bmi", "conditions", "symptoms", "checkups", "activity", "wellbeing", "checker"]),
    label: z.string(),
    points: z.number().int(),
    max: z.number().int(),
    detail: z.string().describe("Why the component has these points"),
    raise: z.string().describe("What would raise it"),
  })
  .meta({ id: "ScoreComponent" });
const summarySchema = z
  .object({
    today: z.string().describe("YYYY-MM-DD in Africa/Lagos"),
    bio: z
      .object({ gender: z.string(), blood: z.string(), weight: z.number(), height: z.number(), dob: z.string() })
      .nullable(),
    bmi: z.number().nullable(),
    bmi_category: z.string().nullable(),
    streak: z.number().int().describe("Consecutive days with a check-in, ending today or yesterday"),
    last_check_in: z.string().nullable().describe("UTC time of the latest check-in"),
    checked_in_today: z.boolean(),
    today_update: z.object({ mood: z.number(), energy: z.number(), sleep_hours: z.number() }).nullable(),
    tip: z.object({ id: z.string(), text: z.string(), source: z.object({ name: z.string(), url: z.string() }) }),
    recent_chats: z.array(z.object({ id: z.string(), title: z.string(), preview: z.string(), updated_at: z.string() })),
    score: z
      .object({ value: z.number().int(), version: z.number().int(), components: z.array(componentSchema) })
      .nullable(),
    trend: z.array(z.object({ day: z.string(), score: z.number().int() })),
  })
  .meta({ id: "DashboardSummary" });
const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(["assessment", "checkup", "daily_update", "premium"]),
  title: z.string(),
  body: z.string(),
  href: z.string(),
  tone: z.enum(["info", "warning"]),
});
const TAG = ["Dashboard"];
const unauthorized = failure("Not signed in");

const getSummary = createRoute({
  method: "get",
  path: "/dashboard",
  summary:
    "Everything on the dashboard home: bio data, BMI, streak, last check-in, tip, recent chats, health score with explained components and its trend",
  description: "Viewing recomputes today's score; the formula is in docs/health-score.md.",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: json(summarySchema, "Summary"), 401: unauthorized },
});
const postDailyUpdate = createRoute({
  method: "post",
  path: "/dashboard/daily-update",
  summary: "Save today's health update (mood 1-5, energy 1-5, sleep hours 0-14); saving again the same day replaces it",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser, readJson(dailyUpdateSchema)],
  request: { body: jsonBody(dailyUpdateSchema) },
  responses: {
    200: json(
      z.object({
        day: z.string(),
        mood: z.number(),
        energy: z.number(),
        sleep_hours: z.number(),
        score: z.number().nullable(),
      }),
      "Saved; counts as today's check-in",
    ),
    400: invalidInputResponse,
    401: unauthorized,
    429: failure("Too many updates"),
  },
});
const getNotifications = createRoute({
  method: "get",
  path: "/dashboard/notifications",
  summary: "The notification bell: checkup due, assessment missing or stale, today's update, premium renewal",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser],
  responses: {
    200: json(z.object({ notifications: z.array(notificationSchema) }), "Notifications"),
    401: unauthorized,
  },
});

export const dashboard = apiRouter()
  .openapi(getSummary, async (c) => {
    const ctx = c.var.ctx;
    return c.json(await ctx.services.dashboard.load(ctx.viewer!.id), 200);
  })
  .openapi(postDailyUpdate, async (c) => {
    const ctx = c.var.ctx;
    if (!(await ctx.limit(ctx.env.RL_FORMS, `daily-update:${ctx.viewer!.id}`)))
      return apiError(c, 429, "rate_limited", "Too many updates. Please wait a minute and try again.");
    return c.json(await ctx.services.dashboard.saveDailyUpdate(ctx.viewer!.id, c.req.valid("json")), 200);
  })
  .openapi(getNotifications, async (c) => {
    const ctx = c.var.ctx;
    return c.json({ notifications: await ctx.services.dashboard.notifications(ctx.viewer!.id) }, 200);
  });
