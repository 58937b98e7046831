import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { bmi, bmiCategory, type BmiCategory, type DailyUpdateInput } from "../../app/lib/assessment.ts";
import { ageOn, LAGOS_TIME_ZONE } from "../../app/lib/calendar.ts";
import { tipForDate, type DailyTip } from "../../app/content/tips.ts";
import { markdownToPlain } from "../../app/lib/plain-text.ts";
import { latestAssessment, type AssessmentRecord } from "../assessment/index.ts";
import { loadPremiumState } from "../billing/index.ts";
import type { TriageLevel } from "../checker/types.ts";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";
import { loadCheckIns } from "./checkins.ts";
import { addDays, dayInZone } from "./days.ts";
import { buildNotifications, type Notification } from "./notifications.ts";
import { computeHealthScore, type HealthScore, type ScoreComponent } from "./score.ts";
import { activeDaysWithin, currentStreak } from "./streak.ts";

export type DashboardDeps = { db: Db; clock: Clock; timeZone?: string };

export const TREND_DAYS = 30;

const zoneOf = (deps: DashboardDeps) => deps.timeZone ?? LAGOS_TIME_ZONE;

// ------------------------------------------------------------------ daily update

/** One update per day: saving again the same day replaces it (and counts as the same check-in). */
export async function saveDailyUpdate(deps: DashboardDeps, userId: string, input: DailyUpdateInput) {
  const now = deps.clock.now();
  const day = dayInZone(now, zoneOf(deps));
  const createdAt = now.toISOString();
  await deps.db
    .insert(t.dailyUpdates)
    .values({ userId, day, mood: input.mood, energy: input.energy, sleepHours: input.sleep_hours, createdAt })
    .onConflictDoUpdate({
      target: [t.dailyUpdates.userId, t.dailyUpdates.day],
      // created_at then means "last saved": it is what 'Last check-in' shows.
      set: { mood: input.mood, energy: input.energy, sleepHours: input.sleep_hours, createdAt },
    });
  const score = await refreshHealthScore(deps, userId);
  return { day, mood: input.mood, energy: input.energy, sleep_hours: input.sleep_hours, score: score?.score ?? null };
}

export async function todaysUpdate(deps: DashboardDeps, userId: string) {
  const day = dayInZone(deps.clock.now(), zoneOf(deps));
  const row = await deps.db.query.dailyUpdates.findFirst({
    where: and(eq(t.dailyUpdates.userId, userId), eq(t.dailyUpdates.day, day)),
  });
  return row ? { mood: row.mood, energy: row.energy, sleep_hours: row.sleepHours } : null;
}

// ------------------------------------------------------------------ score

type Snapshot = {
  today: string;
  assessment: AssessmentRecord | null;
  checkIns: Awaited<ReturnType<typeof loadCheckIns>>;
  updates7: { day: string; mood: number; energy: number; sleepHours: number }[];
  triage30: TriageLevel[];
  score: HealthScore | null;
};

async function snapshot(deps: DashboardDeps, userId: string): Promise<Snapshot> {
  const now = deps.clock.now();
  const zone = zoneOf(deps);
  const today = dayInZone(now, zone);
  const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const [assessment, checkIns, updates7, diagnoses] = await Promise.all([
    latestAssessment(deps.db, userId),
    loadCheckIns(deps.db, userId, now, today, zone),
    deps.db
      .select({
        day: t.dailyUpdates.day,
        mood: t.dailyUpdates.mood,
        energy: t.dailyUpdates.energy,
        sleepHours: t.dailyUpdates.sleepHours,
      })
      .from(t.dailyUpdates)
      .where(and(eq(t.dailyUpdates.userId, userId), gte(t.dailyUpdates.day, addDays(today, -6))))
      .orderBy(desc(t.dailyUpdates.day)),
    deps.db
      .select({ level: t.diagnoses.triageLevel })
      .from(t.diagnoses)
      .where(and(eq(t.diagnoses.userId, userId), gte(t.diagnoses.createdAt, since30)))
      .orderBy(desc(t.diagnoses.createdAt)),
  ]);
  const triage30 = diagnoses.map((d) => d.level as TriageLevel);
  const score = computeHealthScore({
    assessment: assessment
      ? {
          heightCm: assessment.height,
          weightKg: assessment.weight,
          conditions: assessment.conditions,
          symptoms: assessment.symptoms,
          checkups: assessment.checkups,
        }
      : null,
    age: assessment ? (ageOn(assessment.dob, today) ?? null) : null,
    activeDays14: activeDaysWithin(checkIns.days, today, 14),
    updates7,
    recentTriage: triage30,
  });
  return { today, assessment, checkIns, updates7, triage30, score };
}

async function storeScore(db: Db, userId: string, day: string, score: HealthScore, now: Date) {
  const components = {
    version: score.version,
    items: score.components.map(({ id, points, max }) => ({ id, points, max })),
  };
  await db
    .insert(t.healthScores)
    .values({ userId, day, score: score.score, components, createdAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [t.healthScores.userId, t.healthScores.day],
      set: { score: score.score, components, createdAt: now.toISOString() },
      // Only write when something changed: a dashboard view then costs no write at all.
      setWhere: sql`${t.healthScores.score} <> excluded.score or ${t.healthScores.components} <> excluded.components`,
    });
}

/** Recomputes today's score from the current data and keeps it as today's entry of the trend. */
export async function refreshHealthScore(deps: DashboardDeps, userId: string): Promise<HealthScore | null> {
  const snap = await snapshot(deps, userId);
  if (snap.score) await storeScore(deps.db, userId, snap.today, snap.score, deps.clock.now());
  return snap.score;
}

export async function scoreTrend(db: Db, userId: string, today: string, days = TREND_DAYS) {
  return db
    .select({ day: t.healthScores.day, score: t.healthScores.score })
    .from(t.healthScores)
    .where(and(eq(t.healthScores.userId, userId), gte(t.healthScores.day, addDays(today, -(days - 1)))))
    .orderBy(asc(t.healthScores.day));
}

// ------------------------------------------------------------------ chats, subscription

export type RecentChat = { id: string; title: string; preview: string; updated_at: string };

export async function recentChats(db: Db, userId: string, limit = 4): Promise<RecentChat[]> {
  const chatActive = sql<string>`coalesce(${t.chats.updatedAt}, ${t.chats.createdAt})`;
  // The newest message of each chat is its description line.
  // Written out: inside a select drizzle may leave a column unqualified, and m.id would shadow it.
  const lastContent = sql<
    string | null
  >`(select m.content from messages m where m.chat_id = "chats"."id" order by m.id desc limit 1)`;
  const lastAt = sql<
    string | null
  >`(select m.created_at from messages m where m.chat_id = "chats"."id" order by m.id desc limit 1)`;
  const rows = await db
    .select({ id: t.chats.id, title: t.chats.title, at: chatActive, content: lastContent, lastAt })
    .from(t.chats)
    .where(eq(t.chats.userId, userId))
    .orderBy(desc(sql`coalesce(${lastAt}, ${chatActive})`))
    .limit(limit);
  return rows.map((r) => {
    // A preview is words, not the answer's Markdown ("**Viral sore throat…").
    const text = markdownToPlain(r.content ?? "");
    const updated = r.lastAt && new Date(r.lastAt).getTime() > new Date(r.at).getTime() ? r.lastAt : r.at;
    return {
      id: r.id,
      title: r.title,
      preview: text.length > 90 ? `${text.slice(0, 89)}…` : text,
      updated_at: updated,
    };
  });
}

export type PremiumState = { isPremium: boolean; status: string | null; nextPaymentDate: string | null };

/** The billing work's view of the subscription (loadPremiumState), in the dashboard's words. */
export async function subscriptionState(db: Db, userId: string, now: Date = new Date()): Promise<PremiumState> {
  const s = await loadPremiumState(db, userId, now);
  return {
    isPremium: s.isPremium,
    status: s.status === "inactive" ? null : s.status,
    nextPaymentDate: s.next_payment_date,
  };
}

// ------------------------------------------------------------------ notifications

export async function loadNotifications(deps: DashboardDeps, userId: string): Promise<Notification[]> {
  const now = deps.clock.now();
  const zone = zoneOf(deps);
  const today = dayInZone(now, zone);
  const [assessment, checkIns, update, sub] = await Promise.all([
    latestAssessment(deps.db, userId),
    loadCheckIns(deps.db, userId, now, today, zone),
    todaysUpdate(deps, userId),
    subscriptionState(deps.db, userId, now),
  ]);
  return buildNotifications({
    today,
    assessmentDay: assessment ? dayInZone(new Date(assessment.created_at), zone) : null,
    checkups: assessment?.checkups ?? null,
    lastCheckInDay: checkIns.last ? dayInZone(new Date(checkIns.last), zone) : null,
    updatedToday: Boolean(update),
    subscription: sub.status
      ? { status: sub.status, nextPaymentDay: sub.nextPaymentDate ? sub.nextPaymentDate.slice(0, 10) : null }
      : null,
  });
}

// ------------------------------------------------------------------ the home screen

export type DashboardSummary = {
  today: string;
  bio: { gender: string; blood: string; weight: number; height: number; dob: string } | null;
  bmi: number | null;
  bmi_category: BmiCategory | null;
  streak: number;
  last_check_in: string | null;
  checked_in_today: boolean;
  today_update: { mood: number; energy: number; sleep_hours: number } | null;
  tip: DailyTip;
  recent_chats: RecentChat[];
  score: { value: number; version: number; components: ScoreComponent[] } | null;
  trend: { day: string; score: number }[];
};

export async function loadDashboard(deps: DashboardDeps, userId: string): Promise<DashboardSummary> {
  const now = deps.clock.now();
  const snap = await snapshot(deps, userId);
  if (snap.score) await storeScore(deps.db, userId, snap.today, snap.score, now);
  const [trend, chats] = await Promise.all([scoreTrend(deps.db, userId, snap.today), recentChats(deps.db, userId)]);
  const a = snap.assessment;
  const value = a ? bmi(a.weight, a.height) : null;
  const todayRow = snap.updates7.find((u) => u.day === snap.today);
  return {
    today: snap.today,
    bio: a ? { gender: a.gender, blood: a.blood, weight: a.weight, height: a.height, dob: a.dob } : null,
    bmi: value,
    bmi_category: value === null ? null : bmiCategory(value),
    streak: currentStreak(snap.checkIns.days, snap.today),
    last_check_in: snap.checkIns.last,
    checked_in_today: snap.checkIns.days.includes(snap.today),
    today_update: todayRow ? { mood: todayRow.mood, energy: todayRow.energy, sleep_hours: todayRow.sleepHours } : null,
    tip: tipForDate(now, zoneOf(deps)),
    recent_chats: chats,
    score: snap.score
      ? { value: snap.score.score, version: snap.score.version, components: snap.score.components }
      : null,
    trend,
  };
}
