import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assessmentMessages, CONSENT_KINDS, CONSENT_VERSION } from "../app/lib/assessment.ts";
import { dayInZone } from "../app/lib/calendar.ts";
import { bearer, createSignedInUser } from "./auth-helpers.ts";
import { postJson, request } from "./helpers.ts";

type ApiError = { error: { code: string; message: string; fields: Record<string, string> } };
type Record_ = {
  id: number;
  gender: string;
  dob: string;
  height: number;
  weight: number;
  blood: string;
  conditions: string[];
  checkups: string;
  created_at: string;
};

/** A date of birth `years` years ago today (Lagos), minus `days` days. */
function dobYearsAgo(years: number, days = 0) {
  const [y, m, d] = dayInZone(new Date()).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

const allConsents = Object.fromEntries(CONSENT_KINDS.map((k) => [k, true]));
const draft = (over: Record<string, unknown> = {}) => ({
  gender: "female",
  dob: dobYearsAgo(22),
  height: 165,
  weight: 58,
  blood: "O+",
  conditions: ["Asthma", "my own condition"],
  symptoms: [],
  allergies: ["Penicillin"],
  medications: [],
  checkups: "Monthly",
  consents: allConsents,
  ...over,
});

async function post(user: { access: string }, body: unknown) {
  return postJson("/api/assessment/", body, bearer(user));
}
async function errorOf(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as ApiError).error;
}

describe("POST /api/assessment/", () => {
  it("needs a signed-in user", async () => {
    expect((await postJson("/api/assessment/", draft())).status).toBe(401);
    expect((await request("/api/assessment/")).status).toBe(401);
    expect((await request("/api/assessment/", { headers: { authorization: "Bearer not-a-token" } })).status).toBe(401);
  });

  it("stores the draft and lists it, newest first, the first item being the bio data", async () => {
    const user = await createSignedInUser();
    const empty = await request("/api/assessment/", { headers: bearer(user) });
    expect(await empty.json()).toEqual([]);

    const res = await post(user, draft());
    expect(res.status).toBe(201);
    const first = (await res.json()) as Record_;
    expect(first).toMatchObject({
      gender: "female",
      height: 165,
      weight: 58,
      blood: "O+",
      conditions: ["Asthma", "my own condition"],
      checkups: "Monthly",
    });

    const second = await post(user, draft({ weight: 61, blood: "A-", checkups: "Weekly" }));
    expect(second.status).toBe(201);
    // Without the trailing slash too.
    const list = (await (await request("/api/assessment", { headers: bearer(user) })).json()) as Record_[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ weight: 61, blood: "A-", checkups: "Weekly" });
    expect(Object.keys(list[0]!)).toEqual(expect.arrayContaining(["gender", "blood", "weight", "height", "dob"]));
    expect(list[1]!.id).toBe(first.id);
  });

  it("stores the six consents with their time and version", async () => {
    const user = await createSignedInUser();
    const consents = { ...allConsents, notifications: false };
    expect((await post(user, draft({ consents }))).status).toBe(201);
    const { results } = await env.DB.prepare(
      "SELECT kind, granted, version, created_at FROM consents WHERE user_id = ?",
    )
      .bind(user.user.id)
      .all<{
        kind: string;
        granted: number;
        version: string;
        created_at: string;
      }>();
    expect(results.map((r) => r.kind).sort()).toEqual([...CONSENT_KINDS].sort());
    expect(results.find((r) => r.kind === "notifications")?.granted).toBe(0);
    expect(results.find((r) => r.kind === "termsAndPrivacy")?.granted).toBe(1);
    for (const r of results) {
      expect(r.version).toBe(CONSENT_VERSION);
      expect(Math.abs(Date.now() - Date.parse(r.created_at))).toBeLessThan(60_000);
    }
  });

  it("answers each validation rule with its message", async () => {
    const user = await createSignedInUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ blood: undefined }, "blood", assessmentMessages.blood],
      [{ blood: "" }, "blood", assessmentMessages.blood],
      [{ blood: "C+" }, "blood", assessmentMessages.blood],
      [{ dob: undefined }, "dob", assessmentMessages.dobRequired],
      [{ dob: "" }, "dob", assessmentMessages.dobRequired],
      [{ dob: "2001-02-30" }, "dob", assessmentMessages.dobInvalid],
      [{ dob: "yesterday" }, "dob", assessmentMessages.dobInvalid],
      [{ dob: dobYearsAgo(0, -1) }, "dob", assessmentMessages.dobFuture],
      [{ dob: dobYearsAgo(13, -1) }, "dob", assessmentMessages.underAge],
      [{ dob: dobYearsAgo(5) }, "dob", assessmentMessages.underAge],
      [{ weight: 0 }, "weight", assessmentMessages.weightZero],
      [{ weight: -5 }, "weight", assessmentMessages.weight],
      [{ weight: 351 }, "weight", assessmentMessages.weight],
      [{ weight: 60.5 }, "weight", assessmentMessages.weight],
      [{ weight: "heavy" }, "weight", assessmentMessages.weight],
      [{ height: 99 }, "height", assessmentMessages.height],
      [{ height: 301 }, "height", assessmentMessages.height],
      [{ gender: "robot" }, "gender", assessmentMessages.gender],
      [{ checkups: "Yearly" }, "checkups", assessmentMessages.checkups],
      [{ checkups: undefined }, "checkups", assessmentMessages.checkups],
      [{ consents: { ...allConsents, termsAndPrivacy: false } }, "consents.termsAndPrivacy", assessmentMessages.terms],
      [
        { dob: dobYearsAgo(15), consents: { ...allConsents, parentalConsent: false } },
        "consents.parentalConsent",
        assessmentMessages.parentalConsent,
      ],
      [
        { conditions: Array.from({ length: 21 }, (_, i) => `Condition ${i}`) },
        "conditions",
        "Please list at most 20 entries.",
      ],
      [{ allergies: ["x".repeat(61)] }, "allergies.0", "Each entry can be at most 60 characters."],
    ];
    for (const [over, field, message] of cases) {
      const error = await errorOf(await post(user, draft(over)));
      expect(error.code, JSON.stringify(over)).toBe("invalid_input");
      expect(error.fields[field], JSON.stringify(over)).toBe(message);
    }
    const list = (await (await request("/api/assessment/", { headers: bearer(user) })).json()) as unknown[];
    expect(list).toEqual([]);
  });

  it("accepts the edges: exactly 13 with a parent's consent, 1 kg, 100 and 300 cm, no lists", async () => {
    const user = await createSignedInUser();
    expect((await post(user, draft({ dob: dobYearsAgo(13), weight: 1, height: 100 }))).status).toBe(201);
    expect(
      (await post(user, draft({ dob: dobYearsAgo(18), weight: 100, height: 300, consents: { termsAndPrivacy: true } })))
        .status,
    ).toBe(201);
    // Above the slider's 100 kg: real weights up to 350 kg are accepted.
    expect(
      (await post(user, draft({ dob: dobYearsAgo(18), weight: 350, consents: { termsAndPrivacy: true } }))).status,
    ).toBe(201);
    const bare = draft();
    for (const k of ["conditions", "symptoms", "allergies", "medications"] as const)
      delete (bare as Record<string, unknown>)[k];
    const res = await post(user, bare);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ conditions: [], symptoms: [], allergies: [], medications: [] });
  });

  it("trims and de-duplicates tags, ignoring case", async () => {
    const user = await createSignedInUser();
    const res = await post(user, draft({ symptoms: [" Cough ", "cough", "COUGH", "Fever"] }));
    expect(((await res.json()) as { symptoms: string[] }).symptoms).toEqual(["Cough", "Fever"]);
  });

  it("refuses bad input: not JSON, not an object, wrong types, too large", async () => {
    const user = await createSignedInUser();
    const notJson = await post(user, "{gender:");
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as ApiError).error.code).toBe("invalid_json");
    expect((await post(user, "[]")).status).toBe(400);
    expect((await post(user, "null")).status).toBe(400);
    expect((await post(user, draft({ conditions: "Asthma" }))).status).toBe(400);
    expect((await post(user, draft({ consents: "yes" }))).status).toBe(400);
    expect((await post(user, draft({ conditions: [{ name: "Asthma" }] }))).status).toBe(400);
    const huge = await post(user, draft({ note: "x".repeat(70_000) }));
    expect(huge.status).toBe(413);
  });
});

describe("object-level authorisation", () => {
  it("a user never sees nor writes another user's assessment", async () => {
    const amina = await createSignedInUser();
    const tunde = await createSignedInUser({ first_name: "Tunde" });
    expect((await post(amina, draft({ blood: "AB-" }))).status).toBe(201);
    // A user id in the body is ignored: the row belongs to whoever is signed in.
    expect((await post(tunde, draft({ blood: "B+", user_id: amina.user.id, userId: amina.user.id }))).status).toBe(201);
    const aminas = (await (await request("/api/assessment/", { headers: bearer(amina) })).json()) as Record_[];
    const tundes = (await (await request("/api/assessment/", { headers: bearer(tunde) })).json()) as Record_[];
    expect(aminas.map((a) => a.blood)).toEqual(["AB-"]);
    expect(tundes.map((a) => a.blood)).toEqual(["B+"]);
    // Query strings cannot widen the list either.
    const sneaky = (await (
      await request(`/api/assessment/?user_id=${amina.user.id}`, { headers: bearer(tunde) })
    ).json()) as Record_[];
    expect(sneaky.map((a) => a.blood)).toEqual(["B+"]);
    const dash = (await (await request("/api/dashboard", { headers: bearer(tunde) })).json()) as {
      bio: { blood: string };
    };
    expect(dash.bio.blood).toBe("B+");
  });
});

/** A tiny cookie jar: what a browser without JavaScript would carry from one form to the next. */
function jar(initial: string) {
  const cookies = new Map<string, string>(
    initial
      .split("; ")
      .map((c) => c.split("=") as [string, string])
      .map(([k, ...v]) => [k, v.join("=")]),
  );
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    take(res: Response) {
      for (const c of res.headers.getSetCookie()) {
        const [pair, ...attrs] = c.split("; ");
        const [k, ...v] = pair!.split("=");
        if (attrs.some((a) => a === "Max-Age=0")) cookies.delete(k!);
        else cookies.set(k!, v.join("="));
      }
      return res;
    },
  };
}

describe("the assessment pages without JavaScript", () => {
  it("walk every step through plain form posts, keep the draft between them, and submit", async () => {
    const user = await createSignedInUser();
    const browser = jar(user.cookie);
    const form = async (path: string, fields: [string, string][]) =>
      browser.take(
        await request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: browser.header() },
          body: new URLSearchParams(fields).toString(),
          redirect: "manual",
        }),
      );
    const page = async (path: string) =>
      browser.take(await request(path, { headers: { cookie: browser.header() }, redirect: "manual" }));
    const location = (res: Response) =>
      new URL(res.headers.get("location") ?? "", "http://localhost").pathname +
      new URL(res.headers.get("location") ?? "", "http://localhost").search;

    // A later step sends back to the first unanswered one.
    expect(location(await page("/assessment/health?step=3"))).toBe("/assessment");

    let res = await form("/assessment?index", [["gender", "male"]]);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/assessment/age");
    expect(res.headers.getSetCookie().join("\n")).toMatch(/hb_ad=.*Path=\/assessment; HttpOnly/);

    res = await form("/assessment/age", [["dob", dobYearsAgo(12)]]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("only for people aged 13 and over");
    res = await form("/assessment/age", [["dob", ""]]);
    expect(await res.text()).toContain(assessmentMessages.dobRequired);
    res = await form("/assessment/age", [["dob", dobYearsAgo(30)]]);
    expect(location(res)).toBe("/assessment/bmi");

    res = await page("/assessment/bmi");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Let&#x27;s work out your BMI");
    expect(
      location(
        await form("/assessment/bmi?step=2", [
          ["step", "height"],
          ["height", "170"],
        ]),
      ),
    ).toBe("/assessment/bmi?step=3");
    res = await form("/assessment/bmi?step=3", [
      ["step", "weight"],
      ["weight", "0"],
    ]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(assessmentMessages.weightZero);
    // A typed weight (people above the slider's 100 kg) wins over the slider, up to 350 kg.
    res = await form("/assessment/bmi?step=3", [
      ["step", "weight"],
      ["weight", "100"],
      ["weight_typed", "351"],
    ]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Weight must be between 1 and 350 kg.");
    expect(
      location(
        await form("/assessment/bmi?step=3", [
          ["step", "weight"],
          ["weight", "100"],
          ["weight_typed", "142"],
        ]),
      ),
    ).toBe("/assessment/health");
    expect(await (await page("/assessment/bmi?step=3")).text()).toMatch(/name="weight_typed"[^>]*value="142"/);
    expect(
      location(
        await form("/assessment/bmi?step=3", [
          ["step", "weight"],
          ["weight", "68"],
          ["weight_typed", ""],
        ]),
      ),
    ).toBe("/assessment/health");

    // The saved answers come back when the page is opened again (going back).
    const height = await (await page("/assessment/bmi?step=2")).text();
    expect(height).toMatch(/value="170"/);

    res = await form("/assessment/health?step=2", [["step", "2"]]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(assessmentMessages.blood);
    expect(
      location(
        await form("/assessment/health?step=2", [
          ["step", "2"],
          ["blood", "B+"],
        ]),
      ),
    ).toBe("/assessment/health?step=3");

    // Tags without JavaScript: pick from the list, type free text (commas separate), remove one.
    expect(
      location(
        await form("/assessment/health?step=3", [
          ["step", "3"],
          ["add", "Asthma"],
        ]),
      ),
    ).toBe("/assessment/health?step=3");
    expect(
      location(
        await form("/assessment/health?step=3", [
          ["step", "3"],
          ["items", "Asthma"],
          ["intent", "add"],
          ["other", "hay fever from dust, Migraine"],
        ]),
      ),
    ).toBe("/assessment/health?step=3");
    expect(
      location(
        await form("/assessment/health?step=3", [
          ["step", "3"],
          ["items", "Asthma"],
          ["items", "hay fever from dust"],
          ["items", "Migraine"],
          ["remove", "Asthma"],
        ]),
      ),
    ).toBe("/assessment/health?step=3");
    const conditionsPage = await (await page("/assessment/health?step=3")).text();
    expect(conditionsPage).toContain('aria-label="Remove hay fever from dust"');
    expect(conditionsPage).toContain('aria-label="Remove Migraine"');
    expect(conditionsPage).not.toContain('aria-label="Remove Asthma"');
    expect(
      location(
        await form("/assessment/health?step=3", [
          ["step", "3"],
          ["items", "hay fever from dust"],
          ["items", "Migraine"],
          ["intent", "continue"],
        ]),
      ),
    ).toBe("/assessment/health?step=4");
    expect(
      location(
        await form("/assessment/health?step=4", [
          ["step", "4"],
          ["intent", "skip"],
        ]),
      ),
    ).toBe("/assessment/health?step=5");
    expect(
      location(
        await form("/assessment/health?step=5", [
          ["step", "5"],
          ["intent", "skip"],
        ]),
      ),
    ).toBe("/assessment/health?step=6");
    expect(
      location(
        await form("/assessment/health?step=6", [
          ["step", "6"],
          ["other", "paracetamol"],
          ["intent", "continue"],
        ]),
      ),
    ).toBe("/assessment/health?step=7");
    expect(
      location(
        await form("/assessment/health?step=7", [
          ["step", "7"],
          ["checkups", "Weekly"],
        ]),
      ),
    ).toBe("/assessment/agreement");

    // All six agreements are needed on the page.
    res = await form("/assessment/agreement", [["termsAndPrivacy", "on"]]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(assessmentMessages.allConsents);
    res = await form(
      "/assessment/agreement",
      CONSENT_KINDS.map((k) => [k, "on"]),
    );
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/dashboard");
    expect(res.headers.getSetCookie().join("\n")).toMatch(/hb_ad=; Path=\/assessment.*Max-Age=0/);
    expect(res.headers.getSetCookie().join("\n")).toContain("hb_flash=");

    const [stored] = (await (await request("/api/assessment/", { headers: bearer(user) })).json()) as (Record_ & {
      symptoms: string[];
      allergies: string[];
      medications: string[];
    })[];
    expect(stored).toMatchObject({
      gender: "male",
      height: 170,
      weight: 68,
      blood: "B+",
      conditions: ["hay fever from dust", "Migraine"],
      symptoms: [],
      allergies: [],
      medications: ["Paracetamol"],
      checkups: "Weekly",
    });
    // The draft is gone: the flow starts again from the first step.
    expect(location(await page("/assessment/agreement"))).toBe("/assessment");
  }, 30_000);

  it("a draft left in the browser by another user is not shown", async () => {
    const amina = await createSignedInUser();
    const tunde = await createSignedInUser();
    const res = await request("/assessment?index", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: amina.cookie },
      body: "gender=female",
      redirect: "manual",
    });
    const draftCookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("hb_ad="))!
      .split(";")[0]!;
    const age = await request("/assessment/age", {
      headers: { cookie: `${tunde.cookie}; ${draftCookie}` },
      redirect: "manual",
    });
    expect(age.status).toBe(302);
    expect(age.headers.get("location")).toBe("/assessment");
  });
});
