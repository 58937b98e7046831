import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  assessmentMessages,
  assessmentSchema,
  BLOOD_TYPES,
  CHECKUP_OPTIONS,
  GENDERS,
} from "../../app/lib/assessment.ts";
import type { AssessmentRecord } from "../assessment/index.ts";
import { requireUser } from "./auth-guard.ts";
import { apiError } from "./errors.ts";
import { idempotent } from "./idempotency.ts";
import { readJson } from "./json-body.ts";
import {
  apiRouter,
  failure,
  idempotencyKey,
  idempotencyResponses,
  invalidInputResponse,
  json,
  jsonBody,
  signedIn,
} from "./openapi.ts";

// The SPEC's GET/POST /assessment/ (strict: false routes /assessment there too). Only the signed-in
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
const TAG = ["Assessment"];

const listAssessments = createRoute({
  method: "get",
  path: "/assessment/",
  summary: "The user's assessments, newest first; the first item is the current bio data",
  tags: TAG,
  ...signedIn,
  middleware: [requireUser],
  responses: {
    200: json(z.array(recordSchema), "List (empty when none yet)"),
    401: failure("Not signed in"),
  },
});
const submitAssessment = createRoute({
  method: "post",
  path: "/assessment/",
  summary: "Submit a health assessment (the draft plus the six consent flags)",
  description:
    "Every submission is kept; the newest is current. Date of birth must not be in the future and the user must be 13 or older; 13-17 need consents.parentalConsent; consents.termsAndPrivacy is required. Consents are stored with their time and text version. The health score is recomputed.",
  tags: TAG,
  ...signedIn,
  ...idempotencyKey,
  middleware: [requireUser, idempotent, readJson(assessmentSchema)],
  request: { body: jsonBody(assessmentSchema) },
  responses: {
    201: json(recordSchema, "Stored"),
    400: invalidInputResponse,
    401: failure("Not signed in"),
    429: failure("Too many submissions"),
    ...idempotencyResponses,
  },
});

type Documented = z.infer<typeof recordSchema>;
/** Stored rows passed assessmentSchema on the way in; the domain type keeps them as plain strings. */
const documented = <T extends AssessmentRecord | AssessmentRecord[]>(rows: T) =>
  rows as unknown as T extends AssessmentRecord[] ? Documented[] : Documented;

export const assessment = apiRouter()
  .openapi(listAssessments, async (c) =>
    c.json(documented(await c.var.ctx.services.assessment.list(c.var.ctx.viewer!.id)), 200),
  )
  .openapi(submitAssessment, async (c) => {
    const ctx = c.var.ctx;
    const viewer = ctx.viewer!;
    if (!(await ctx.limit(ctx.env.RL_FORMS, `assessment:${viewer.id}`)))
      return apiError(c, 429, "rate_limited", "Too many submissions. Please wait a minute and try again.");
    // Stores it and brings the health score up to date (worker/services.ts).
    const result = await ctx.services.assessment.submit(viewer.id, c.req.valid("json"));
    if (!result.ok)
      return apiError(c, 400, "invalid_input", result.message || assessmentMessages.failure, result.fields);
    return c.json(documented(result.assessment), 201);
  });
