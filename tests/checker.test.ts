import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createSignedInUser, type SignedInUser } from "./auth-helpers.ts";
import { postJson, request } from "./helpers.ts";
import { lagosMonthRange } from "../app/lib/calendar.ts";

type Question = {
  id: string;
  finding_id: string;
  question: string;
  type: string;
  options: string[];
  red_flag: boolean;
};
type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };

const get = (path: string, u: SignedInUser) => request(path, { headers: bearer(u) });
const post = (path: string, body: unknown, u: SignedInUser) => postJson(path, body, bearer(u));

async function questionsFor(u: SignedInUser, sId: string): Promise<Question[]> {
  const res = await get(`/api/getSymptomQuestions?s_id=${sId}`, u);
  expect(res.status).toBe(200);
  return (await res.json()) as Question[];
}

/** A routine check: headache, answering "No" to everything asked. */
async function routineCheck(u: SignedInUser) {
  const qs = await questionsFor(u, "headache");
  const responses = qs.map((q) => ({
    question: q.question,
    answer: q.type === "scale" ? "3" : q.options.at(-1) === "None of these" ? "None of these" : "No",
  }));
  return post("/api/getDiagnosis", { symptom: "Headache", responses }, u);
}

/** An emergency: chest pain with a danger sign answered "yes". */
const emergencyResponses = [
  {
    question: "Do you have any of these right now: Breathless at rest or too breathless to talk?",
    answer: "Breathless at rest or too breathless to talk",
  },
];

async function insertDiagnosis(userId: string, createdAt: string, counts = true, triage = "consultation") {
  await env.DB.prepare(
    "INSERT INTO diagnoses (id, user_id, symptom, input, result, triage_level, kb_version, counts_towards_limit, created_at) VALUES (?, ?, 'Headache', '{}', '{}', ?, 'test', ?, ?)",
  )
    .bind(crypto.randomUUID(), userId, triage, counts ? 1 : 0, createdAt)
    .run();
}

let alice: SignedInUser;
beforeAll(async () => {
  alice = await createSignedInUser();
});

describe("sign-in is required", () => {
  it.each([
    ["GET", "/api/getSymptoms"],
    ["GET", "/api/getSymptomQuestions?s_id=fever"],
    ["POST", "/api/getMoreQuestions"],
    ["POST", "/api/getDiagnosis"],
    ["GET", "/api/diagnosis/?d_id=x"],
    ["GET", "/api/usage/symptom-checker"],
    ["POST", "/api/usage/symptom-checker/increment"],
    ["POST", "/api/feedback"],
  ])("%s %s answers 401 without a session", async (method, path) => {
    const res = await request(path, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unauthorized");
  });
});

describe("GET /api/getSymptoms", () => {
  it("lists about 60 entry symptoms with id and name", async () => {
    const res = await get("/api/getSymptoms", alice);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ id: string; name: string; aliases: string[]; red_flag: boolean }>;
    expect(list.length).toBeGreaterThanOrEqual(50);
    for (const s of list)
      expect(s).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        aliases: expect.any(Array),
        red_flag: expect.any(Boolean),
      });
    expect(list.map((s) => s.id)).toContain("fever");
  });
});

describe("GET /api/getSymptomQuestions", () => {
  it("answers the first round in the SPEC's Question shape, never asking about the chosen symptom", async () => {
    const qs = await questionsFor(alice, "abdominal_pain");
    expect(qs.length).toBeGreaterThan(0);
    expect(qs.length).toBeLessThanOrEqual(4);
    for (const q of qs) {
      expect(["scale", "selection", "location"]).toContain(q.type);
      expect(q.question).toEqual(expect.any(String));
      expect(q.options.length).toBeGreaterThan(1);
      expect(q.finding_id.split(",")).not.toContain("abdominal_pain");
    }
  });

  it("refuses an unknown or missing symptom id", async () => {
    const unknown = await get("/api/getSymptomQuestions?s_id=not_a_symptom", alice);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).error.fields.s_id).toBeTruthy();
    const missing = await get("/api/getSymptomQuestions", alice);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields.s_id).toBe("s_id is required.");
    const long = await get(`/api/getSymptomQuestions?s_id=${"x".repeat(500)}`, alice);
    expect(long.status).toBe(400);
  });
});

describe("POST /api/getMoreQuestions", () => {
  it("asks new questions, never one already answered", async () => {
    const first = await questionsFor(alice, "fever");
    const prev = first.map((q) => ({
      question: q.question,
      answer: q.type === "scale" ? "5" : q.options.includes("None of these") ? "None of these" : "No",
    }));
    const res = await post("/api/getMoreQuestions", { symptom: "Fever", quan: 4, prev }, alice);
    expect(res.status).toBe(200);
    const more = (await res.json()) as Question[];
    expect(more.length).toBeGreaterThan(0);
    expect(more.length).toBeLessThanOrEqual(4);
    const asked = new Set(first.map((q) => q.question));
    for (const q of more) expect(asked.has(q.question)).toBe(false);
  });

  it("answers an empty round once a danger sign is present (diagnose now)", async () => {
    const res = await post(
      "/api/getMoreQuestions",
      { symptom: "chest_pain", quan: 4, prev: emergencyResponses },
      alice,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it.each([
    [{ quan: 4, prev: [] }, "symptom"],
    [{ symptom: "Fever", prev: [] }, "quan"],
    [{ symptom: "Fever", quan: "four", prev: [] }, "quan"],
    [{ symptom: "Fever", quan: 0, prev: [] }, "quan"],
    [{ symptom: "Fever", quan: 11, prev: [] }, "quan"],
    [{ symptom: "Fever", quan: 4, prev: "none" }, "prev"],
    [{ symptom: "Fever", quan: 4, prev: [{ question: 3, answer: "Yes" }] }, "prev.0.question"],
    [{ symptom: "Fever", quan: 4, prev: [{ question: "Q?", answer: "" }] }, "prev.0.answer"],
    [
      { symptom: "Fever", quan: 4, prev: Array.from({ length: 61 }, () => ({ question: "Q?", answer: "Yes" })) },
      "prev",
    ],
    [{ symptom: "Fever", quan: 4, prev: [{ question: "Q".repeat(501), answer: "Yes" }] }, "prev.0.question"],
    [{ symptom: "x".repeat(101), quan: 4, prev: [] }, "symptom"],
    [{ symptom: "not a symptom at all", quan: 4, prev: [] }, "symptom"],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await post("/api/getMoreQuestions", body, alice);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields[field]).toBeTruthy();
  });

  it("refuses a body that is not JSON", async () => {
    const res = await post("/api/getMoreQuestions", "{nope", alice);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe("invalid_json");
  });
});

describe("POST /api/getDiagnosis and GET /api/diagnosis/", () => {
  it("stores a diagnosis with its inputs and KB version, readable by its owner in the SPEC's shape", async () => {
    const u = await createSignedInUser();
    const res = await routineCheck(u);
    expect(res.status).toBe(201);
    const { diagnosis } = (await res.json()) as { diagnosis: string };
    expect(diagnosis).toMatch(/^[0-9a-f-]{36}$/);

    const row = await env.DB.prepare("SELECT * FROM diagnoses WHERE id = ?")
      .bind(diagnosis)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ user_id: u.user.id, symptom: "Headache", counts_towards_limit: 1 });
    expect(row?.kb_version).toEqual(expect.any(String));
    expect(JSON.parse(String(row?.input))).toMatchObject({ symptom: "Headache", responses: expect.any(Array) });

    const read = await get(`/api/diagnosis/?d_id=${diagnosis}`, u);
    expect(read.status).toBe(200);
    const [result] = (await read.json()) as Array<Record<string, any>>;
    expect(result).toMatchObject({
      diagnosis,
      symptom: { symptom: "Headache" },
      meta_data: {
        disease: expect.any(String),
        description: expect.any(String),
        causes: expect.any(Array),
        next: expect.any(Array),
        remedies: expect.any(Array),
        treatment: expect.any(Array),
      },
      differential: expect.any(Array),
      triage: { triage_level: expect.any(String), red_flags: expect.any(Array), advice: expect.any(String) },
      explanation: { for: expect.any(Array), against: expect.any(Array) },
    });
    expect(result!.meta_data.disease.length).toBeGreaterThan(0);
    expect(result!.differential[0].probability).toBeGreaterThan(0);
    expect(result!.sources.length).toBeGreaterThan(0);
  });

  it("answers 404 for another user's diagnosis and for an unknown id", async () => {
    const owner = await createSignedInUser();
    const { diagnosis } = (await (await routineCheck(owner)).json()) as { diagnosis: string };
    const other = await get(`/api/diagnosis/?d_id=${diagnosis}`, alice);
    expect(other.status).toBe(404);
    const unknown = await get(`/api/diagnosis/?d_id=${crypto.randomUUID()}`, owner);
    expect(unknown.status).toBe(404);
    const missing = await get(`/api/diagnosis/`, owner);
    expect(missing.status).toBe(400);
  });

  it.each([
    [{ symptom: "Headache" }, "responses"],
    [{ symptom: "Headache", responses: [] }, "responses"],
    [{ symptom: "Headache", responses: {} }, "responses"],
    [{ symptom: 5, responses: [{ question: "Q?", answer: "Yes" }] }, "symptom"],
    [
      { symptom: "Headache", responses: Array.from({ length: 61 }, () => ({ question: "Q?", answer: "Yes" })) },
      "responses",
    ],
    [{ symptom: "Headache", responses: [{ question: "Q?", answer: "A".repeat(201) }] }, "responses.0.answer"],
    [{ symptom: "nonsense-symptom", responses: [{ question: "Q?", answer: "Yes" }] }, "symptom"],
  ])("refuses %j naming %s", async (body, field) => {
    const u = await createSignedInUser();
    const res = await post("/api/getDiagnosis", body, u);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields[field]).toBeTruthy();
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM diagnoses WHERE user_id = ?")
      .bind(u.user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("accepts unreadable answers without failing the check (they count as unknown)", async () => {
    const u = await createSignedInUser();
    const res = await post(
      "/api/getDiagnosis",
      { symptom: "Fever", responses: [{ question: "What is your favourite colour?", answer: "Blue" }] },
      u,
    );
    expect(res.status).toBe(201);
  });
});

describe("usage limit (free plan: 3 checks per calendar month, Africa/Lagos)", () => {
  it("counts completed checks, refuses the fourth with 402 and the SPEC's message", async () => {
    const u = await createSignedInUser();
    const usage0 = await (await get("/api/usage/symptom-checker", u)).json();
    expect(usage0).toEqual({ usage: 0, limit: 3, remaining: 3, isPremium: false });
    for (let i = 1; i <= 3; i++) {
      const res = await routineCheck(u);
      expect(res.status).toBe(201);
      const body = (await res.json()) as { usage: { usage: number; remaining: number } };
      expect(body.usage).toMatchObject({ usage: i, remaining: 3 - i });
    }
    const fourth = await routineCheck(u);
    expect(fourth.status).toBe(402);
    expect(((await fourth.json()) as ErrorBody).error.message).toBe("You've reached the free plan limit.");
    expect(await (await get("/api/usage/symptom-checker", u)).json()).toEqual({
      usage: 3,
      limit: 3,
      remaining: 0,
      isPremium: false,
    });
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM diagnoses WHERE user_id = ?")
      .bind(u.user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(3);
  });

  it("starts afresh in a new month: last month's checks do not count", async () => {
    const u = await createSignedInUser();
    const { start } = lagosMonthRange(new Date());
    const lastMonth = new Date(Date.parse(start) - 60_000).toISOString();
    for (let i = 0; i < 3; i++) await insertDiagnosis(u.user.id, lastMonth);
    expect(await (await get("/api/usage/symptom-checker", u)).json()).toMatchObject({ usage: 0, remaining: 3 });
    expect((await routineCheck(u)).status).toBe(201);
    expect(await (await get("/api/usage/symptom-checker", u)).json()).toMatchObject({ usage: 1, remaining: 2 });
  });

  it("uses Lagos time for the month boundary (UTC+1)", () => {
    // 23:30 UTC on 31 January is already 1 February in Lagos.
    expect(lagosMonthRange(new Date("2026-01-31T23:30:00Z"))).toEqual({
      start: "2026-01-31T23:00:00.000Z",
      end: "2026-02-28T23:00:00.000Z",
    });
    expect(lagosMonthRange(new Date("2026-01-31T22:30:00Z")).start).toBe("2025-12-31T23:00:00.000Z");
  });

  it("counts checks made earlier this month before the first call of the session", async () => {
    const u = await createSignedInUser();
    const { start } = lagosMonthRange(new Date());
    for (let i = 0; i < 3; i++)
      await insertDiagnosis(u.user.id, new Date(Date.parse(start) + 1000 * (i + 1)).toISOString());
    expect((await routineCheck(u)).status).toBe(402);
  });

  it("never counts or blocks an emergency", async () => {
    const u = await createSignedInUser();
    const { start } = lagosMonthRange(new Date());
    for (let i = 0; i < 3; i++) await insertDiagnosis(u.user.id, new Date(Date.parse(start) + 1000).toISOString());
    const res = await post("/api/getDiagnosis", { symptom: "chest_pain", responses: emergencyResponses }, u);
    expect(res.status).toBe(201);
    const { diagnosis } = (await res.json()) as { diagnosis: string };
    const [result] = (await (await get(`/api/diagnosis/?d_id=${diagnosis}`, u)).json()) as Array<{
      triage: { triage_level: string };
    }>;
    expect(["emergency", "emergency_ambulance"]).toContain(result!.triage.triage_level);
    const row = await env.DB.prepare("SELECT counts_towards_limit FROM diagnoses WHERE id = ?")
      .bind(diagnosis)
      .first<{ counts_towards_limit: number }>();
    expect(row?.counts_towards_limit).toBe(0);
    expect(await (await get("/api/usage/symptom-checker", u)).json()).toMatchObject({ usage: 3, remaining: 0 });
  });

  it("gives premium users unlimited checks", async () => {
    const u = await createSignedInUser();
    await env.DB.prepare("INSERT INTO subscriptions (user_id, status, plan) VALUES (?, 'active', 'premium')")
      .bind(u.user.id)
      .run();
    for (let i = 0; i < 4; i++) expect((await routineCheck(u)).status).toBe(201);
    expect(await (await get("/api/usage/symptom-checker", u)).json()).toMatchObject({
      isPremium: true,
      limit: null,
      remaining: null,
    });
  });

  it("the increment call answers the usage but cannot change the count", async () => {
    const u = await createSignedInUser();
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/usage/symptom-checker/increment", {}, u);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ usage: 0, limit: 3, remaining: 3, isPremium: false });
    }
    expect((await routineCheck(u)).status).toBe(201);
    expect(await (await post("/api/usage/symptom-checker/increment", {}, u)).json()).toMatchObject({ usage: 1 });
  });
});

describe("POST /api/feedback", () => {
  it("stores a 1-5 rating for the user's own diagnosis", async () => {
    const u = await createSignedInUser();
    const { diagnosis } = (await (await routineCheck(u)).json()) as { diagnosis: string };
    const res = await post("/api/feedback", { diagnosis_id: diagnosis, rating: 4, comment: "  helpful " }, u);
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT * FROM feedback WHERE diagnosis_id = ?").bind(diagnosis).first();
    expect(row).toMatchObject({ user_id: u.user.id, rating: 4, comment: "helpful" });
  });

  it("refuses someone else's diagnosis, bad ratings and huge comments", async () => {
    const owner = await createSignedInUser();
    const { diagnosis } = (await (await routineCheck(owner)).json()) as { diagnosis: string };
    expect((await post("/api/feedback", { diagnosis_id: diagnosis, rating: 5 }, alice)).status).toBe(404);
    for (const rating of [0, 6, 2.5, "great", null]) {
      const res = await post("/api/feedback", { diagnosis_id: diagnosis, rating }, owner);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields.rating).toBeTruthy();
    }
    const long = await post("/api/feedback", { diagnosis_id: diagnosis, rating: 3, comment: "x".repeat(1001) }, owner);
    expect(long.status).toBe(400);
    expect((await post("/api/feedback", { rating: 3 }, owner)).status).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("documents every checker call", async () => {
    const doc = (await (await request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const p of [
      "/getSymptoms",
      "/getSymptomQuestions",
      "/getMoreQuestions",
      "/getDiagnosis",
      "/diagnosis/",
      "/usage/symptom-checker",
      "/usage/symptom-checker/increment",
      "/feedback",
    ])
      expect(doc.paths[p]).toBeTruthy();
  });
});
