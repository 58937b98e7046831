import { Hono } from "hono";
import { z } from "zod";
import {
  assessmentMessages,
  assessmentSchema,
  BLOOD_TYPES,
  CHECKUP_OPTIONS,
  GENDERS,
} from "../../app/lib/assessment.ts";
import { requireUser } from "./auth-guard.ts";
import { apiError, apiErrorSchema } from "./errors.ts";
import { idempotent } from "./idempotency.ts";
import { describeRoute } from "./openapi-legacy.ts";
import type { ApiEnv } from "./types.ts";
import { jsonBody } from "./validate.ts";

// The SPEC's GET/POST /assessment/ (with and without the trailing slash). Only the signed-in
// user's own rows are ever read or written: the user id comes from the token, never the request.

const recordSchema = z
  .object({
    id: z.number().int(),
    gender: z.enum(GENDERS),
    dob: z.string().describe("YYYY-MM-DD"),
    height: z.number().int().describe("cm"),
    weight: z.number().int().describe("kg"),
    blood: z.enum(BLOOD_TYPES),
    conditions: z.array(z.string()),
    symptoms: z.array(z.string()),
    allergies: z.array(z.string()),
    medications: z.array(z.string()),
    checkups: z.enum(CHECKUP_OPTIONS),
    created_at: z.string().describe("UTC, ISO-8601"),
  })
  .meta({ id: "Assessment" });
const err = (description: string) => ({ description, schema: apiErrorSchema });
const TAG = ["Assessment"];

for (const path of ["/assessment/", "/assessment"]) {
  describeRoute({
    method: "get",
    path,
    summary: "The user's assessments, newest first; the first item is the current bio data",
    tags: TAG,
    auth: true,
    responses: {
      200: { description: "List (empty when none yet)", schema: z.array(recordSchema) },
      401: err("Not signed in"),
    },
  });
  describeRoute({
    method: "post",
    path,
    summary: "Submit a health assessment (the draft plus the six consent flags)",
    description:
      "Every submission is kept; the newest is current. Date of birth must not be in the future and the user must be 13 or older; 13-17 need consents.parentalConsent; consents.termsAndPrivacy is required. Consents are stored with their time and text version. The health score is recomputed.",
    tags: TAG,
    auth: true,
    body: assessmentSchema,
    responses: {
      201: { description: "Stored", schema: recordSchema },
      401: err("Not signed in"),
      429: err("Too many submissions"),
    },
  });
}

export const assessment = new Hono<ApiEnv>();

for (const path of ["/assessment/", "/assessment"]) {
  assessment.get(path, requireUser, async (c) =>
    c.json(await c.var.ctx.services.assessment.list(c.var.ctx.viewer!.id)),
  );
  assessment.post(path, requireUser, idempotent, jsonBody(assessmentSchema), async (c) => {
    const ctx = c.var.ctx;
    const viewer = ctx.viewer!;
    if (!(await ctx.limit(ctx.env.RL_FORMS, `assessment:${viewer.id}`)))
      return apiError(c, 429, "rate_limited", "Too many submissions. Please wait a minute and try again.");
    // Stores it and brings the health score up to date (worker/services.ts).
    const result = await ctx.services.assessment.submit(viewer.id, c.get("body"));
    if (!result.ok)
      return apiError(c, 400, "invalid_input", result.message || assessmentMessages.failure, result.fields);
    return c.json(result.assessment, 201);
  });
}
