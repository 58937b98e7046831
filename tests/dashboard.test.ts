import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONSENT_KINDS } from "../app/lib/assessment.ts";
import { dayInZone } from "../app/lib/calendar.ts";
import { bearer, createSignedInUser, type SignedInUser } from "./auth-helpers.ts";
import { postJson, request } from "./helpers.ts";

type Summary = {
  today: string;
  bio: { gender: string; blood: string; weight: number; height: number; dob: string } | null;
  bmi: number | null;
  bmi_category: string | null;
  streak: number;
  last_check_in: string | null;
  checked_in_today: boolean;
  today_update: { mood: number; energy: number; sleep_hours: number } | null;
  tip: { text: string; source: { name: string; url: string } };
  recent_chats: { id: string; title: string; preview: string }[];
  score: {
    value: number;
    components: { id: string; points: number; max: number; detail: string; raise: string }[];
  } | null;
  trend: { day: string; score: number }[];
};

const DAY = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

async function summary(user: SignedInUser) {
  const res = await request("/api/dashboard", { headers: bearer(user) });
  expect(res.status).toBe(200);
  return (await res.json()) as Summary;
}

async function assess(user: SignedInUser, over: Record<string, unknown> = {}) {
  const res = await postJson(
    "/api/assessment/",
    {
      gender: "male",
      dob: "1998-04-02",
      height: 180,
      weight: 81,
      blood: "A+",
      conditions: [],
      symptoms: ["Cough"],
      allergies: [],
      medications: [],
      checkups: "Weekly",
      consents: Object.fromEntries(CONSENT_KINDS.map((k) => [k, true])),
      ...over,
    },
    bearer(user),
  );
  expect(res.status).toBe(201);
}

async function insertDiagnosis(userId: string, createdAt: string, triage = "self_care") {
  await env.DB.prepare(
    "INSERT INTO diagnoses (id, user_id, symptom, input, result, triage_level, kb_version, created_at) VALUES (?, ?, 'Headache', '[]', '[]', ?, 'test', ?)",
  )
    .bind(crypto.randomUUID(), userId, triage, createdAt)
    .run();
}

async function insertChat(userId: string, title: string, messages: [string, "user" | "bot", string][]) {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO chats (id, user_id, title, created_at) VALUES (?, ?, ?, ?)")
    .bind(id, userId, title, messages[0]?.[2] ?? iso(0))
    .run();
  for (const [content, sender, at] of messages)
    await env.DB.prepare("INSERT INTO messages (chat_id, sender, content, created_at) VALUES (?, ?, ?, ?)")
      .bind(id, sender, content, at)
      .run();
  return id;
}

describe("GET /api/dashboard", () => {
  it("needs a signed-in user", async () => {
    expect((await request("/api/dashboard")).status).toBe(401);
    expect((await request("/api/dashboard/notifications")).status).toBe(401);
    expect((await postJson("/api/dashboard/daily-update", { mood: 3, energy: 3, sleep_hours: 7 })).status).toBe(401);
  });

  it("is honest before an assessment: no bio data, no BMI, no score, no streak", async () => {
    const user = await createSignedInUser();
    const d = await summary(user);
    expect(d).toMatchObject({
      bio: null,
      bmi: null,
      score: null,
      streak: 0,
      last_check_in: null,
      recent_chats: [],
      trend: [],
    });
    expect(d.tip.source.url).toMatch(/^https:\/\//);
    const { notifications } = (await (
      await request("/api/dashboard/notifications", { headers: bearer(user) })
    ).json()) as { notifications: { id: string }[] };
    expect(notifications.map((n) => n.id)).toEqual(["assessment-missing", "daily-update"]);
  });

  it("shows the current assessment's bio data, BMI and an explained score, kept as today's trend point", async () => {
    const user = await createSignedInUser();
    await assess(user, { weight: 70 });
    await assess(user);
    const d = await summary(user);
    expect(d.bio).toEqual({ gender: "male", blood: "A+", weight: 81, height: 180, dob: "1998-04-02" });
    expect(d.bmi).toBe(25);
    expect(d.bmi_category).toBe("Overweight");
    expect(d.score!.components.map((c) => c.id)).toEqual([
      "bmi",
      "conditions",
      "symptoms",
      "checkups",
      "activity",
      "wellbeing",
      "checker",
    ]);
    // BMI 25.0 → 15, no condition → 15, 1 symptom → 10, weekly → 15, no check-ins → 0, no updates → 5, no checks → 5
    expect(d.score!.value).toBe(65);
    expect(d.score!.value).toBe(d.score!.components.reduce((s, c) => s + c.points, 0));
    for (const c of d.score!.components) expect(c.raise.length).toBeGreaterThan(10);
    expect(d.trend).toEqual([{ day: d.today, score: 65 }]);
    const row = await env.DB.prepare("SELECT score, components FROM health_scores WHERE user_id = ? AND day = ?")
      .bind(user.user.id, d.today)
      .first<{ score: number; components: string }>();
    expect(row?.score).toBe(65);
    expect(JSON.parse(row!.components).items).toHaveLength(7);
  });

  it("keeps one score per day and draws the trend from earlier days", async () => {
    const user = await createSignedInUser();
    await assess(user);
    const today = dayInZone(new Date());
    const yesterday = dayInZone(new Date(Date.now() - DAY));
    await env.DB.prepare("INSERT INTO health_scores (user_id, day, score, components) VALUES (?, ?, 52, '{}')")
      .bind(user.user.id, yesterday)
      .run();
    await summary(user);
    await postJson("/api/dashboard/daily-update", { mood: 5, energy: 5, sleep_hours: 8 }, bearer(user));
    const d = await summary(user);
    expect(d.trend.map((p) => p.day)).toEqual([yesterday, today]);
    expect(d.trend[0]!.score).toBe(52);
    expect(d.trend[1]!.score).toBe(d.score!.value);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM health_scores WHERE user_id = ? AND day = ?")
      .bind(user.user.id, today)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});

describe("check-ins: streak and last check-in", () => {
  it("count a symptom check, a chat message and a daily update, on consecutive Lagos days", async () => {
    const user = await createSignedInUser();
    await insertDiagnosis(user.user.id, iso(2 * DAY));
    await insertChat(user.user.id, "Headache after school", [
      ["My head hurts", "user", iso(1 * DAY)],
      ["Sorry to hear that. Since when?", "bot", iso(1 * DAY - 60_000)],
    ]);
    // A gap before: four days ago.
    await insertDiagnosis(user.user.id, iso(4 * DAY));
    let d = await summary(user);
    expect(d.streak).toBe(2);
    expect(d.checked_in_today).toBe(false);
    expect(Date.parse(d.last_check_in!)).toBeCloseTo(Date.now() - DAY, -5);

    const res = await postJson("/api/dashboard/daily-update", { mood: 4, energy: 3, sleep_hours: 7 }, bearer(user));
    expect(res.status).toBe(200);
    d = await summary(user);
    expect(d.streak).toBe(3);
    expect(d.checked_in_today).toBe(true);
    expect(d.today_update).toEqual({ mood: 4, energy: 3, sleep_hours: 7 });
    expect(Date.now() - Date.parse(d.last_check_in!)).toBeLessThan(60_000);
  });

  it("a bot message is not the user's check-in", async () => {
    const user = await createSignedInUser();
    await insertChat(user.user.id, "Only the bot", [["Welcome back!", "bot", iso(0)]]);
    const d = await summary(user);
    expect(d.streak).toBe(0);
    expect(d.last_check_in).toBeNull();
  });

  it("a recent urgent symptom check lowers the score until a newer check is all clear", async () => {
    const user = await createSignedInUser();
    await assess(user);
    await insertDiagnosis(user.user.id, iso(3 * DAY), "consultation_24");
    expect((await summary(user)).score!.components.find((c) => c.id === "checker")!.points).toBe(2);
    await insertDiagnosis(user.user.id, iso(60_000), "self_care");
    expect((await summary(user)).score!.components.find((c) => c.id === "checker")!.points).toBe(5);
  });
});

describe("POST /api/dashboard/daily-update", () => {
  it("validates mood, energy and sleep", async () => {
    const user = await createSignedInUser();
    for (const body of [
      {},
      { mood: 0, energy: 3, sleep_hours: 7 },
      { mood: 3, energy: 6, sleep_hours: 7 },
      { mood: 3, energy: 3, sleep_hours: 15 },
      { mood: 3, energy: 3, sleep_hours: 7.5 },
      { mood: "happy", energy: 3, sleep_hours: 7 },
    ]) {
      const res = await postJson("/api/dashboard/daily-update", body, bearer(user));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await postJson("/api/dashboard/daily-update", "nope", bearer(user))).status).toBe(400);
  });

  it("keeps one update per day: saving again replaces it", async () => {
    const user = await createSignedInUser();
    await postJson("/api/dashboard/daily-update", { mood: 2, energy: 2, sleep_hours: 5 }, bearer(user));
    const res = await postJson("/api/dashboard/daily-update", { mood: 5, energy: 4, sleep_hours: 8 }, bearer(user));
    expect(await res.json()).toMatchObject({
      day: dayInZone(new Date()),
      mood: 5,
      energy: 4,
      sleep_hours: 8,
      score: null,
    });
    const rows = await env.DB.prepare("SELECT mood FROM daily_updates WHERE user_id = ?")
      .bind(user.user.id)
      .all<{ mood: number }>();
    expect(rows.results).toEqual([{ mood: 5 }]);
  });
});

describe("recent chats", () => {
  it("lists the user's own chats, newest first, and nobody else's", async () => {
    const amina = await createSignedInUser();
    const tunde = await createSignedInUser();
    await insertChat(amina.user.id, "Malaria questions", [["Is it malaria?", "user", iso(3 * DAY)]]);
    const newer = await insertChat(amina.user.id, "Sleep", [
      ["I can't sleep", "user", iso(DAY)],
      ["Let's look at your evening routine.", "bot", iso(DAY - 1000)],
    ]);
    await insertChat(tunde.user.id, "Tunde's secret", [["private", "user", iso(0)]]);
    const chats = (await summary(amina)).recent_chats;
    expect(chats.map((c) => c.title)).toEqual(["Sleep", "Malaria questions"]);
    expect(chats[0]).toMatchObject({ id: newer, preview: "Let's look at your evening routine." });
    expect((await summary(tunde)).recent_chats.map((c) => c.title)).toEqual(["Tunde's secret"]);
  });

  it("previews the newest message as words, without the answer's Markdown", async () => {
    const ada = await createSignedInUser();
    await insertChat(ada.user.id, "Sore throat", [
      ["My throat hurts", "user", iso(DAY)],
      ["**Viral sore throat** is most likely.\n\n- Drink *warm* fluids\n- See [NHS advice](https://www.nhs.uk/conditions/sore-throat/)", "bot", iso(DAY - 1000)],
    ]);
    const [chat] = (await summary(ada)).recent_chats;
    expect(chat?.preview).toBe("Viral sore throat is most likely. Drink warm fluids See NHS advice");
  });
});

describe("dashboard pages", () => {
  it("send visitors to /login, with the session-expired message when a session cookie was there", async () => {
    const anon = await request("/dashboard", { redirect: "manual" });
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toBe("/login?next=%2Fdashboard");
    const expired = await request("/dashboard", {
      headers: { cookie: "hb_session=0.not-a-real-token" },
      redirect: "manual",
    });
    expect(new URL(expired.headers.get("location")!, "http://x").searchParams.get("m")).toBe(
      "Session expired. Please login again.",
    );
  });

  it("render the home with the user's real data", async () => {
    const user = await createSignedInUser({ first_name: "Chidi" });
    await assess(user, { blood: "O-" });
    await insertChat(user.user.id, "Back pain at work", [["My back hurts", "user", iso(2 * DAY)]]);
    const res = await request("/dashboard", { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    // React separates text parts with <!-- --> comments; a reader does not see them.
    const html = (await res.text()).replaceAll("<!-- -->", "");
    for (const text of [
      "Hello, Chidi",
      "Time for a Quick Health Update?",
      "Your Health at a Glance",
      "0 days streak",
      "Last check-in: 2 days ago",
      "O-",
      "25.0 kg/m2",
      "Back pain at work",
      "Your health score",
      "Search your symptom?",
    ])
      expect(html, text).toContain(text.replaceAll("'", "&#x27;"));
    expect(html).not.toContain("14 days streak");
  });

  it("save the daily update from a plain form post", async () => {
    const user = await createSignedInUser();
    const res = await request("/dashboard/daily-update", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: user.cookie },
      body: "mood=4&energy=5&sleep_hours=9",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard#daily-update");
    const d = await summary(user);
    expect(d.today_update).toEqual({ mood: 4, energy: 5, sleep_hours: 9 });
    expect(d.streak).toBe(1);
  });
});
