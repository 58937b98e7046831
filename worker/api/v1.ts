import { createRoute } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import { z } from "zod";
import { diagnose, parseText, searchFindings, triage, validateEvidenceIds } from "../checker/index.ts";
import { apiError } from "./errors.ts";
import { readJson } from "./json-body.ts";
import { apiRouter, failure, invalidInputResponse, json, jsonBody } from "./openapi.ts";
import type { ApiEnv } from "./types.ts";

// The structured triage API (/api/v1), the contract of ../shared/eval/README.md: public, stateless
// (the client sends all evidence every time), rate-limited per client IP.

export const MAX_EVIDENCE = 400;
export const MAX_TEXT_CHARS = 5000;

const required = (name: string, shape: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${name} is required.` : `${name} must be ${shape}.`;

const age = z
  .number({ error: required("age", "a number from 0 to 120") })
  .min(0, "age must be a number from 0 to 120.")
  .max(120, "age must be a number from 0 to 120.");
const sex = z.enum(["male", "female"], { error: required("sex", '"male" or "female"') });
const choice = z.enum(["present", "absent", "unknown"], {
  error: required("choice", '"present", "absent" or "unknown"'),
});
const evidenceItem = z
  .object(
    {
      id: z
        .string({ error: required("id", "a finding id") })
        .min(1, "id is required.")
        .max(100, "id is too long."),
      choice,
      source: z.string({ error: "source must be text." }).max(40, "source is too long.").optional(),
    },
    { error: required("evidence item", "an object with id and choice") },
  )
  .meta({ id: "EvidenceItem" });
const evidence = z
  .array(evidenceItem, { error: required("evidence", "a list of {id, choice}") })
  .max(MAX_EVIDENCE, `evidence may hold at most ${MAX_EVIDENCE} findings.`);

export const findingsQuery = z.object({
  q: z
    .string({ error: "q is required." })
    .trim()
    .min(1, "q is required.")
    .max(200, "q must be at most 200 characters."),
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 100." })
    .int("limit must be a whole number from 1 to 100.")
    .min(1, "limit must be a whole number from 1 to 100.")
    .max(100, "limit must be a whole number from 1 to 100.")
    .optional(),
});
export const parseRequest = z
  .object(
    {
      text: z
        .string({ error: required("text", "text") })
        .min(1, "text is required.")
        .max(MAX_TEXT_CHARS, `text must be at most ${MAX_TEXT_CHARS} characters.`),
      age,
      sex,
    },
    { error: "The request body must be a JSON object." },
  )
  .meta({ id: "ParseRequest" });
export const interviewRequest = z
  .object({ age, sex, evidence }, { error: "The request body must be a JSON object." })
  .meta({ id: "InterviewRequest" });

const findingSchema = z.object({ id: z.string(), name: z.string(), aliases: z.array(z.string()) });
const choiceLabel = z.object({ id: z.enum(["present", "absent", "unknown"]), label: z.string() });
const diagnosisResponse = z
  .object({
    question: z
      .object({
        type: z.enum(["single", "group_single", "group_multiple"]),
        text: z.string(),
        items: z.array(z.object({ id: z.string(), name: z.string(), choices: z.array(choiceLabel) })),
      })
      .nullable(),
    conditions: z.array(z.object({ id: z.string(), name: z.string(), icd10: z.string(), probability: z.number() })),
    should_stop: z.boolean(),
    undetermined: z
      .boolean()
      .describe("True when nothing in the knowledge base explains the evidence well: no condition is 'most likely'."),
  })
  .meta({ id: "InterviewStep" });
const triageResponse = z
  .object({
    triage_level: z.enum(["emergency_ambulance", "emergency", "consultation_24", "consultation", "self_care"]),
    red_flags: z.array(z.object({ id: z.string(), name: z.string() })),
    advice: z.string(),
    undetermined: z.boolean().optional(),
  })
  .meta({ id: "Triage" });

const tags = ["Triage API (v1)"];
const tooMany = failure("Too many requests from this IP (120 a minute)");

const getFindings = createRoute({
  method: "get",
  path: "/findings",
  summary: "Findings matching lay words, synonyms, regional spellings and small typos, best match first",
  tags,
  middleware: [rateLimit],
  request: { query: findingsQuery },
  responses: {
    200: json(z.object({ findings: z.array(findingSchema) }), "Findings"),
    400: invalidInputResponse,
    429: tooMany,
  },
});
const postParse = createRoute({
  method: "post",
  path: "/parse",
  summary: "The findings named in free text, with negation ('no cough' is absent)",
  tags,
  middleware: [rateLimit, readJson(parseRequest)],
  request: { body: jsonBody(parseRequest) },
  responses: {
    200: json(
      z.object({
        mentions: z.array(z.object({ id: z.string(), name: z.string(), choice: z.enum(["present", "absent"]) })),
      }),
      "Mentions",
    ),
    400: invalidInputResponse,
    429: tooMany,
  },
});
const postDiagnosis = createRoute({
  method: "post",
  path: "/diagnosis",
  summary: "One interview step: ranked conditions, the next question and whether to stop",
  tags,
  middleware: [rateLimit, readJson(interviewRequest)],
  request: { body: jsonBody(interviewRequest) },
  responses: { 200: json(diagnosisResponse, "Interview step"), 400: invalidInputResponse, 429: tooMany },
});
const postTriage = createRoute({
  method: "post",
  path: "/triage",
  summary: "How urgently to seek care, with the red flags behind it",
  tags,
  middleware: [rateLimit, readJson(interviewRequest)],
  request: { body: jsonBody(interviewRequest) },
  responses: { 200: json(triageResponse, "Triage"), 400: invalidInputResponse, 429: tooMany },
});

const LOOPBACK = new Set(["local", "127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * 120 requests a minute per client IP. Outside production a loopback client (the vignette runner,
 * a developer's bench) is not limited: in production Cloudflare always supplies the real client IP.
 */
async function rateLimit(c: Context<ApiEnv>, next: Next) {
  const ctx = c.var.ctx;
  const local = ctx.config.devRoutes && LOOPBACK.has(ctx.clientIp);
  if (!local && !(await ctx.limit(ctx.env.RL_API, `v1:${ctx.clientIp}`)))
    return apiError(c, 429, "rate_limited", "Too many requests from this address. Please wait a minute and try again.");
  await next();
}

function unknownFindings(c: Context, items: Array<{ id: string }>) {
  const unknown = new Set(validateEvidenceIds(items.map((e) => e.id)));
  if (!unknown.size) return null;
  const fields: Record<string, string> = {};
  items.forEach((e, i) => {
    if (unknown.has(e.id)) fields[`evidence.${i}.id`] ??= `Unknown finding id: ${e.id}`;
  });
  return apiError(c, 400, "invalid_input", `Unknown finding id: ${[...unknown].slice(0, 5).join(", ")}`, fields);
}

export const v1 = apiRouter()
  .openapi(getFindings, (c) => {
    const { q, limit } = c.req.valid("query");
    return c.json({ findings: searchFindings(q, limit ?? 10) }, 200);
  })
  .openapi(postParse, (c) => {
    // The age, when sent, sets the thresholds of measured values that depend on it (a breathing rate, a pulse).
    const body = c.req.valid("json");
    const mentions = parseText(body.text, undefined, body.age).map((m) => ({
      id: m.id,
      name: m.name,
      choice: m.choice,
    }));
    return c.json({ mentions }, 200);
  })
  .openapi(postDiagnosis, (c) => {
    const body = c.req.valid("json");
    return unknownFindings(c, body.evidence) ?? c.json(diagnose(body), 200);
  })
  .openapi(postTriage, (c) => {
    const body = c.req.valid("json");
    return unknownFindings(c, body.evidence) ?? c.json(triage(body), 200);
  });
