import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  checkerMessages,
  diagnosisIdQuery,
  diagnosisRequestSchema,
  feedbackSchema,
  moreQuestionsSchema,
  symptomQuestionsQuery,
} from "../../app/lib/checker.ts";
import { evidenceFromResponses } from "../checker/index.ts";
import { entrySymptoms, isKnownSymptom } from "../checker/service/service.ts";
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
import type { AppContext } from "../context.ts";

// The SPEC's symptom-checker calls (section 7), backed by the engine in worker/checker/ and the
// storage and usage rules in worker/checker/service/. All of them need a signed-in user.

const symptomSchema = z
  .object({ id: z.string(), name: z.string(), aliases: z.array(z.string()), red_flag: z.boolean() })
  .meta({ id: "Symptom" });
const questionSchema = z
  .object({
    id: z.string(),
    finding_id: z.string(),
    question: z.string(),
    type: z.enum(["scale", "selection", "location"]),
    options: z.array(z.string()),
    red_flag: z.boolean(),
  })
  .meta({ id: "CheckerQuestion" });
const card = z.object({ title: z.string(), description: z.string() });
const resultSchema = z
  .object({
    diagnosis: z.string(),
    symptom: z.object({ symptom: z.string() }),
    meta_data: z.object({
      disease: z.string(),
      description: z.string(),
      causes: z.array(z.string()),
      next: z.array(card),
      remedies: z.array(card),
      treatment: z.array(card),
    }),
    condition: z.object({
      id: z.string(),
      name: z.string(),
      common_name: z.string(),
      icd10: z.string(),
      probability: z.number(),
    }),
    differential: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        common_name: z.string(),
        icd10: z.string(),
        probability: z.number(),
      }),
    ),
    triage: z.object({
      triage_level: z.string(),
      red_flags: z.array(z.object({ id: z.string(), name: z.string() })),
      advice: z.string(),
    }),
    explanation: z.object({
      for: z.array(z.object({ id: z.string(), name: z.string(), weight: z.number() })),
      against: z.array(z.object({ id: z.string(), name: z.string(), weight: z.number() })),
    }),
    sources: z.array(z.object({ name: z.string(), url: z.string() })),
    kb_version: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "DiagnosisResult" });
const usageSchema = z
  .object({ usage: z.number(), limit: z.number().nullable(), remaining: z.number().nullable(), isPremium: z.boolean() })
  .meta({ id: "CheckerUsage" });

const tags = ["Symptom checker"];
const unauthorized = failure("Not signed in");
const notFound = failure("No such diagnosis");

const getSymptoms = createRoute({
  method: "get",
  path: "/getSymptoms",
  summary: "The entry symptoms offered on the checker's start screen, with their lay synonyms",
  tags,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: json(z.array(symptomSchema), "Symptoms"), 401: unauthorized },
});
const getSymptomQuestions = createRoute({
  method: "get",
  path: "/getSymptomQuestions",
  summary: "The first round of questions for a chosen symptom",
  tags,
  ...signedIn,
  middleware: [requireUser],
  request: { query: symptomQuestionsQuery },
  responses: {
    200: json(z.array(questionSchema), "Questions"),
    400: invalidInputResponse,
    401: unauthorized,
    404: failure("Unknown symptom id"),
  },
});
const getMoreQuestions = createRoute({
  method: "post",
  path: "/getMoreQuestions",
  summary: "The next round of questions given the answers so far (empty: time to diagnose)",
  tags,
  ...signedIn,
  middleware: [requireUser, readJson(moreQuestionsSchema)],
  request: { body: jsonBody(moreQuestionsSchema) },
  responses: { 200: json(z.array(questionSchema), "Questions"), 400: invalidInputResponse, 401: unauthorized },
});
const getDiagnosis = createRoute({
  method: "post",
  path: "/getDiagnosis",
  summary:
    "Diagnose from the answers and store the result; free plan: 3 counted checks a month (emergencies never count)",
  tags,
  ...signedIn,
  ...idempotencyKey,
  middleware: [requireUser, idempotent, readJson(diagnosisRequestSchema)],
  request: { body: jsonBody(diagnosisRequestSchema) },
  responses: {
    201: json(z.object({ diagnosis: z.string(), usage: usageSchema }), "Stored"),
    400: invalidInputResponse,
    401: unauthorized,
    402: failure("Free plan limit reached"),
    ...idempotencyResponses,
  },
});
const getResult = createRoute({
  method: "get",
  path: "/diagnosis/",
  summary: "A stored diagnosis result (owner only), as a one-element list",
  tags,
  ...signedIn,
  middleware: [requireUser],
  request: { query: diagnosisIdQuery },
  responses: {
    200: json(z.array(resultSchema), "Result"),
    400: invalidInputResponse,
    401: unauthorized,
    404: notFound,
  },
});
const getUsage = createRoute({
  method: "get",
  path: "/usage/symptom-checker",
  summary: "Symptom checks used this calendar month (Africa/Lagos) and what remains",
  tags,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: json(usageSchema, "Usage"), 401: unauthorized },
});
const incrementUsage = createRoute({
  method: "post",
  path: "/usage/symptom-checker/increment",
  summary: "Kept for older clients: answers the current usage; the count only changes when a diagnosis is stored",
  tags,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: json(usageSchema, "Usage"), 401: unauthorized },
});
const postFeedback = createRoute({
  method: "post",
  path: "/feedback",
  summary: "How a check made the user feel (1 to 5), for one of their own diagnoses",
  tags,
  ...signedIn,
  ...idempotencyKey,
  middleware: [requireUser, idempotent, readJson(feedbackSchema)],
  request: { body: jsonBody(feedbackSchema) },
  responses: {
    201: json(z.object({ message: z.string() }), "Stored"),
    400: invalidInputResponse,
    401: unauthorized,
    404: notFound,
    ...idempotencyResponses,
  },
});

const service = (c: { var: { ctx: AppContext } }) => c.var.ctx.services.checker;

const SYMPTOMS = entrySymptoms();
const notFoundDiagnosis = "There is no diagnosis with this id.";
/** A symptom given by id, name or synonym; anything else is a client bug worth a 400. */
const knowsSymptom = (symptom: string) => evidenceFromResponses(symptom, []).length > 0;
const unknownSymptom = (c: Parameters<typeof apiError>[0]) =>
  apiError(c, 400, "invalid_input", checkerMessages.unknownSymptom, { symptom: checkerMessages.unknownSymptom });

export const checkerApi = apiRouter()
  .openapi(getSymptoms, (c) => c.json(SYMPTOMS, 200))
  .openapi(getSymptomQuestions, async (c) => {
    const { s_id } = c.req.valid("query");
    if (!isKnownSymptom(s_id))
      return apiError(c, 404, "not_found", checkerMessages.unknownSymptom, { s_id: checkerMessages.unknownSymptom });
    return c.json(await service(c).firstQuestions(c.var.ctx.viewer!.id, s_id), 200);
  })
  .openapi(getMoreQuestions, async (c) => {
    const body = c.req.valid("json");
    if (!knowsSymptom(body.symptom)) return unknownSymptom(c);
    return c.json(await service(c).moreQuestions(c.var.ctx.viewer!.id, body), 200);
  })
  .openapi(getDiagnosis, async (c) => {
    const body = c.req.valid("json");
    if (!knowsSymptom(body.symptom)) return unknownSymptom(c);
    const userId = c.var.ctx.viewer!.id;
    const svc = service(c);
    const out = await svc.diagnose(userId, body);
    if (!out.ok) return apiError(c, 402, "limit_reached", checkerMessages.limitReached);
    return c.json({ diagnosis: out.id, usage: await svc.usage(userId) }, 201);
  })
  .openapi(getResult, async (c) => {
    const result = await service(c).result(c.var.ctx.viewer!.id, c.req.valid("query").d_id);
    if (!result) return apiError(c, 404, "not_found", notFoundDiagnosis);
    return c.json([result], 200);
  })
  .openapi(getUsage, async (c) => c.json(await service(c).usage(c.var.ctx.viewer!.id), 200))
  // The server counts checks when it stores them; a client can no longer add (or skip) one.
  .openapi(incrementUsage, async (c) => c.json(await service(c).usage(c.var.ctx.viewer!.id), 200))
  .openapi(postFeedback, async (c) => {
    const { diagnosis_id, rating, comment } = c.req.valid("json");
    const out = await service(c).feedback(c.var.ctx.viewer!.id, { diagnosisId: diagnosis_id, rating, comment });
    if (!out.ok) return apiError(c, 404, "not_found", notFoundDiagnosis);
    return c.json({ message: checkerMessages.feedbackThanks }, 201);
  });
