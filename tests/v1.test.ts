import { describe, expect, it } from "vitest";
import { ipHeader, postJson, request } from "./helpers.ts";

// The structured API of ../shared/eval/README.md: shapes, validation and the per-IP rate limit.

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };
const LEVELS = ["emergency_ambulance", "emergency", "consultation_24", "consultation", "self_care"];

const findings = async (q: string, limit = 5) => {
  const res = await request(`/api/v1/findings?q=${encodeURIComponent(q)}&limit=${limit}`, { headers: ipHeader() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { findings: Array<{ id: string; name: string; aliases: string[] }> }).findings;
};

describe("GET /api/v1/findings", () => {
  it("answers { findings: [{ id, name, aliases }] } best match first", async () => {
    const list = await findings("fever");
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    for (const f of list) expect(Object.keys(f).sort()).toEqual(["aliases", "id", "name"]);
    expect(list[0]!.id).toBe("fever");
  });

  it.each([
    ["belle pain", "abdominal_pain"],
    ["runing stomach", "diarrhoea"],
    ["catarrh", "runny_nose"],
    ["yellow eyes", "yellow_eyes"],
  ])("finds lay words and small typos: %s", async (q, id) => {
    expect((await findings(q, 3)).map((f) => f.id)).toContain(id);
  });

  it("honours limit and refuses bad parameters naming the field", async () => {
    expect((await findings("pain", 2)).length).toBe(2);
    for (const [query, field] of [
      ["", "q"],
      ["q=", "q"],
      ["q=fever&limit=0", "limit"],
      ["q=fever&limit=abc", "limit"],
      ["q=fever&limit=1000", "limit"],
      [`q=${"a".repeat(201)}`, "q"],
    ] as const) {
      const res = await request(`/api/v1/findings?${query}`, { headers: ipHeader() });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields[field], query).toBeTruthy();
    }
  });
});

describe("POST /api/v1/parse", () => {
  it("finds findings in free text, with negation", async () => {
    const res = await postJson(
      "/api/v1/parse",
      { text: "I have had fever and headache for 3 days but no cough", age: 22, sex: "female" },
      ipHeader(),
    );
    expect(res.status).toBe(200);
    const { mentions } = (await res.json()) as { mentions: Array<{ id: string; name: string; choice: string }> };
    for (const m of mentions) expect(Object.keys(m).sort()).toEqual(["choice", "id", "name"]);
    const byId = Object.fromEntries(mentions.map((m) => [m.id, m.choice]));
    expect(byId.fever).toBe("present");
    expect(byId.headache).toBe("present");
    expect(byId.cough).toBe("absent");
  });

  it.each([
    [{ age: 22, sex: "female" }, "text"],
    [{ text: 5, age: 22, sex: "female" }, "text"],
    [{ text: "x".repeat(5001), age: 22, sex: "female" }, "text"],
    [{ text: "fever", sex: "female" }, "age"],
    [{ text: "fever", age: 22 }, "sex"],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await postJson("/api/v1/parse", body, ipHeader());
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields[field]).toBeTruthy();
  });
});

describe("POST /api/v1/diagnosis", () => {
  it("answers the interview step: ranked conditions, a question and should_stop", async () => {
    const res = await postJson(
      "/api/v1/diagnosis",
      {
        age: 24,
        sex: "male",
        evidence: [
          { id: "fever", choice: "present", source: "initial" },
          { id: "headache", choice: "present" },
        ],
      },
      ipHeader(),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      question: {
        type: string;
        text: string;
        items: Array<{ id: string; name: string; choices: Array<{ id: string; label: string }> }>;
      } | null;
      conditions: Array<{ id: string; name: string; icd10: string; probability: number }>;
      should_stop: boolean;
    };
    expect(Object.keys(body).sort()).toEqual(["conditions", "question", "should_stop", "undetermined"]);
    expect(typeof body.should_stop).toBe("boolean");
    expect(body.conditions.length).toBeGreaterThan(1);
    for (const c of body.conditions) {
      expect(Object.keys(c).sort()).toEqual(["icd10", "id", "name", "probability"]);
      expect(c.probability).toBeGreaterThanOrEqual(0);
      expect(c.probability).toBeLessThanOrEqual(1);
    }
    const probs = body.conditions.map((c) => c.probability);
    expect([...probs].sort((a, b) => b - a)).toEqual(probs);
    if (body.question) {
      expect(["single", "group_single", "group_multiple"]).toContain(body.question.type);
      expect(body.question.text).toEqual(expect.any(String));
      for (const item of body.question.items) {
        expect(["fever", "headache"]).not.toContain(item.id);
        expect(item.choices.map((c) => c.id).sort()).toEqual(["absent", "present", "unknown"]);
      }
    }
  });

  it.each([
    [{ sex: "male", evidence: [{ id: "fever", choice: "present" }] }, "age"],
    [{ age: "24", sex: "male", evidence: [{ id: "fever", choice: "present" }] }, "age"],
    [{ age: -1, sex: "male", evidence: [{ id: "fever", choice: "present" }] }, "age"],
    [{ age: 121, sex: "male", evidence: [{ id: "fever", choice: "present" }] }, "age"],
    [{ age: 24, evidence: [{ id: "fever", choice: "present" }] }, "sex"],
    [{ age: 24, sex: "other", evidence: [{ id: "fever", choice: "present" }] }, "sex"],
    [{ age: 24, sex: "male" }, "evidence"],
    [{ age: 24, sex: "male", evidence: "fever" }, "evidence"],
    [{ age: 24, sex: "male", evidence: [{ id: "fever", choice: "yes" }] }, "evidence.0.choice"],
    [{ age: 24, sex: "male", evidence: [{ id: 7, choice: "present" }] }, "evidence.0.id"],
    [
      {
        age: 24,
        sex: "male",
        evidence: [
          { id: "fever", choice: "present" },
          { id: "no_such_finding", choice: "present" },
        ],
      },
      "evidence.1.id",
    ],
    [
      { age: 24, sex: "male", evidence: Array.from({ length: 401 }, () => ({ id: "fever", choice: "present" })) },
      "evidence",
    ],
  ])("refuses %j naming %s", async (body, field) => {
    const res = await postJson("/api/v1/diagnosis", body, ipHeader());
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.fields[field]).toBeTruthy();
    expect(error.message).toContain(
      field.split(".").at(-1) === "id" && field.endsWith("1.id") ? "no_such_finding" : field.split(".").at(-1)!,
    );
  });

  it("starts from nothing when no finding is known yet: a first question, an honest 'undetermined', never self care", async () => {
    const res = await postJson("/api/v1/diagnosis", { age: 24, sex: "male", evidence: [] }, ipHeader());
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      question: { items: unknown[] } | null;
      should_stop: boolean;
      undetermined: boolean;
    };
    expect(body.should_stop).toBe(false);
    expect(body.question?.items.length).toBeGreaterThan(0);
    expect(body.undetermined).toBe(true);
    const tri = await postJson("/api/v1/triage", { age: 24, sex: "male", evidence: [] }, ipHeader());
    expect(tri.status).toBe(200);
    expect(((await tri.json()) as { triage_level: string }).triage_level).not.toBe("self_care");
  });

  it("refuses a body that is not a JSON object", async () => {
    expect((await postJson("/api/v1/diagnosis", "[1,2", ipHeader())).status).toBe(400);
    expect((await postJson("/api/v1/diagnosis", [1, 2], ipHeader())).status).toBe(400);
    expect((await postJson("/api/v1/diagnosis", "", ipHeader())).status).toBe(400);
  });
});

describe("POST /api/v1/triage", () => {
  it("answers a level of the contract and the red flags behind it", async () => {
    const res = await postJson(
      "/api/v1/triage",
      { age: 30, sex: "female", evidence: [{ id: "runny_nose", choice: "present" }] },
      ipHeader(),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { triage_level: string; red_flags: unknown[] };
    expect(LEVELS).toContain(body.triage_level);
    expect(body.red_flags).toEqual([]);
  });

  it("sends a red flag straight to an emergency level", async () => {
    const res = await postJson(
      "/api/v1/triage",
      {
        age: 30,
        sex: "female",
        evidence: [
          { id: "chest_pain", choice: "present" },
          { id: "sob_rest", choice: "present" },
        ],
      },
      ipHeader(),
    );
    const body = (await res.json()) as { triage_level: string; red_flags: Array<{ id: string; name: string }> };
    expect(["emergency", "emergency_ambulance"]).toContain(body.triage_level);
    expect(body.red_flags.map((r) => r.id)).toContain("sob_rest");
  });

  it("refuses unknown findings naming them", async () => {
    const res = await postJson(
      "/api/v1/triage",
      { age: 30, sex: "female", evidence: [{ id: "made_up", choice: "present" }] },
      ipHeader(),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.message).toContain("made_up");
    expect(error.fields["evidence.0.id"]).toBeTruthy();
  });
});

describe("public and rate-limited", () => {
  it("needs no account, and answers 429 after 120 requests a minute from one IP", async () => {
    const headers = ipHeader();
    let limited = 0;
    // The limiter counts in fixed one-minute windows; if a window boundary falls inside the loop the count
    // restarts, so keep going (up to two windows' worth) until the first refusal instead of assuming 125
    // requests always land in one window.
    for (let i = 0; i < 245 && !limited; i++) {
      const res = await request("/api/v1/findings?q=cough&limit=1", { headers });
      if (res.status === 429) {
        limited++;
        expect(((await res.json()) as ErrorBody).error.code).toBe("rate_limited");
      } else expect(res.status).toBe(200);
    }
    expect(limited).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await request("/api/v1/findings?q=cough&limit=1", { headers: ipHeader() })).status).toBe(200);
  }, 60_000);

  it("is in the OpenAPI document", async () => {
    const doc = (await (await request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths["/v1/findings"]?.get).toBeTruthy();
    expect(doc.paths["/v1/parse"]?.post).toBeTruthy();
    expect(doc.paths["/v1/diagnosis"]?.post).toBeTruthy();
    expect(doc.paths["/v1/triage"]?.post).toBeTruthy();
  });
});
