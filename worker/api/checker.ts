import { Hono } from "hono";
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
import { entrySymptoms, isKnownSymptom } from "../diagnoses/service.ts";
import { requireUser } from "./auth-guard.ts";
import { apiError, apiErrorSchema } from "./errors.ts";
import { idempotent } from "./idempotency.ts";
import { describeRoute } from "./openapi-legacy.ts";
import type { AppContext } from "../context.ts";
import type { ApiEnv } from "./types.ts";
import { jsonBody, queryParams } from "./validate.ts";

// The SPEC's symptom-checker calls (section 7), backed by the engine in worker/checker/ and the
// storage and usage rules in worker/diagnoses/. All of them need a signed-in user.

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
const unauthorized = { description: "Not signed in", schema: apiErrorSchema };
describeRoute({
  method: "get",
  path: "/getSymptoms",
  summary: "The entry symptoms offered on the checker's start screen, with their lay synonyms",
  tags,
  auth: true,
  responses: { 200: { description: "Symptoms", schema: z.array(symptomSchema) }, 401: unauthorized },
});
describeRoute({
  method: "get",
  path: "/getSymptomQuestions",
  summary: "The first round of questions for a chosen symptom",
  tags,
  auth: true,
  query: symptomQuestionsQuery,
  responses: {
    200: { description: "Questions", schema: z.array(questionSchema) },
    401: unauthorized,
    404: { description: "Unknown symptom id", schema: apiErrorSchema },
  },
});
describeRoute({
  method: "post",
  path: "/getMoreQuestions",
  summary: "The next round of questions given the answers so far (empty: time to diagnose)",
  tags,
  auth: true,
  body: moreQuestionsSchema,
  responses: { 200: { description: "Questions", schema: z.array(questionSchema) }, 401: unauthorized },
});
describeRoute({
  method: "post",
  path: "/getDiagnosis",
  summary:
    "Diagnose from the answers and store the result; free plan: 3 counted checks a month (emergencies never count)",
  tags,
  auth: true,
  body: diagnosisRequestSchema,
  responses: {
    201: { description: "Stored", schema: z.object({ diagnosis: z.string(), usage: usageSchema }) },
    401: unauthorized,
    402: { description: "Free plan limit reached", schema: apiErrorSchema },
  },
});
describeRoute({
  method: "get",
  path: "/diagnosis/",
  summary: "A stored diagnosis result (owner only), as a one-element list",
  tags,
  auth: true,
  query: diagnosisIdQuery,
  responses: {
    200: { description: "Result", schema: z.array(resultSchema) },
    401: unauthorized,
    404: { description: "No such diagnosis", schema: apiErrorSchema },
  },
});
describeRoute({
  method: "get",
  path: "/usage/symptom-checker",
  summary: "Symptom checks used this calendar month (Africa/Lagos) and what remains",
  tags,
  auth: true,
  responses: { 200: { description: "Usage", schema: usageSchema }, 401: unauthorized },
});
describeRoute({
  method: "post",
  path: "/usage/symptom-checker/increment",
  summary: "Kept for older clients: answers the current usage; the count only changes when a diagnosis is stored",
  tags,
  auth: true,
  responses: { 200: { description: "Usage", schema: usageSchema }, 401: unauthorized },
});
describeRoute({
  method: "post",
  path: "/feedback",
  summary: "How a check made the user feel (1 to 5), for one of their own diagnoses",
  tags,
  auth: true,
  body: feedbackSchema,
  responses: {
    201: { description: "Stored", schema: z.object({ message: z.string() }) },
    401: unauthorized,
    404: { description: "No such diagnosis", schema: apiErrorSchema },
  },
});

const service = (c: { var: { ctx: AppContext } }) => c.var.ctx.services.checker;

const SYMPTOMS = entrySymptoms();
const notFoundDiagnosis = "There is no diagnosis with this id.";
/** A symptom given by id, name or synonym; anything else is a client bug worth a 400. */
const knowsSymptom = (symptom: string) => evidenceFromResponses(symptom, []).length > 0;
const unknownSymptom = (c: Parameters<typeof apiError>[0]) =>
  apiError(c, 400, "invalid_input", checkerMessages.unknownSymptom, { symptom: checkerMessages.unknownSymptom });

export const checkerApi = new Hono<ApiEnv>()
  .use("/getSymptoms", requireUser)
  .use("/getSymptomQuestions", requireUser)
  .use("/getMoreQuestions", requireUser)
  .use("/getDiagnosis", requireUser)
  .use("/diagnosis", requireUser)
  .use("/diagnosis/", requireUser)
  .use("/usage/symptom-checker", requireUser)
  .use("/usage/symptom-checker/increment", requireUser)
  .use("/feedback", requireUser)
  .get("/getSymptoms", (c) => c.json(SYMPTOMS))
  .get("/getSymptomQuestions", queryParams(symptomQuestionsQuery), async (c) => {
    const { s_id } = c.get("query");
    if (!isKnownSymptom(s_id))
      return apiError(c, 404, "not_found", checkerMessages.unknownSymptom, { s_id: checkerMessages.unknownSymptom });
    return c.json(await service(c).firstQuestions(c.var.ctx.viewer!.id, s_id));
  })
  .post("/getMoreQuestions", jsonBody(moreQuestionsSchema), async (c) => {
    if (!knowsSymptom(c.get("body").symptom)) return unknownSymptom(c);
    return c.json(await service(c).moreQuestions(c.var.ctx.viewer!.id, c.get("body")));
  })
  .post("/getDiagnosis", idempotent, jsonBody(diagnosisRequestSchema), async (c) => {
    if (!knowsSymptom(c.get("body").symptom)) return unknownSymptom(c);
    const userId = c.var.ctx.viewer!.id;
    const svc = service(c);
    const out = await svc.diagnose(userId, c.get("body"));
    if (!out.ok) return apiError(c, 402, "limit_reached", checkerMessages.limitReached);
    return c.json({ diagnosis: out.id, usage: await svc.usage(userId) }, 201);
  })
  .get("/diagnosis/", queryParams(diagnosisIdQuery), async (c) => {
    const result = await service(c).result(c.var.ctx.viewer!.id, c.get("query").d_id);
    if (!result) return apiError(c, 404, "not_found", notFoundDiagnosis);
    return c.json([result]);
  })
  .get("/diagnosis", queryParams(diagnosisIdQuery), async (c) => {
    const result = await service(c).result(c.var.ctx.viewer!.id, c.get("query").d_id);
    if (!result) return apiError(c, 404, "not_found", notFoundDiagnosis);
    return c.json([result]);
  })
  .get("/usage/symptom-checker", async (c) => c.json(await service(c).usage(c.var.ctx.viewer!.id)))
  // The server counts checks when it stores them; a client can no longer add (or skip) one.
  .post("/usage/symptom-checker/increment", async (c) => c.json(await service(c).usage(c.var.ctx.viewer!.id)))
  .post("/feedback", idempotent, jsonBody(feedbackSchema), async (c) => {
    const { diagnosis_id, rating, comment } = c.get("body");
    const out = await service(c).feedback(c.var.ctx.viewer!.id, { diagnosisId: diagnosis_id, rating, comment });
    if (!out.ok) return apiError(c, 404, "not_found", notFoundDiagnosis);
    return c.json({ message: checkerMessages.feedbackThanks }, 201);
  });
