import { ADULT_AGE, bmi, bmiCategory, type CheckupFrequency } from "../../app/lib/assessment.ts";
import type { TriageLevel } from "../checker/types.ts";

// The HealthBuddy health score, 0-100: the sum of seven components, each with a maximum, each
// explained with what would raise it. docs/health-score.md is the reader's version of this file;
// change both together (and bump SCORE_VERSION so stored days can be told apart).

export const SCORE_VERSION = 1;

export type ScoreComponentId = "bmi" | "conditions" | "symptoms" | "checkups" | "activity" | "wellbeing" | "checker";

export type ScoreComponent = {
  id: ScoreComponentId;
  label: string;
  points: number;
  max: number;
  /** Why the component has these points, in plain words. */
  detail: string;
  /** What the user can do to raise it (or keep it, when full). */
  raise: string;
};

export type HealthScore = { score: number; version: number; components: ScoreComponent[] };

export type DailyUpdateValues = { mood: number; energy: number; sleepHours: number };

export type ScoreInputs = {
  /** The current (newest) assessment; no score without one. */
  assessment: {
    heightCm: number;
    weightKg: number;
    conditions: readonly string[];
    symptoms: readonly string[];
    checkups: string;
  } | null;
  /** Age in completed years today, for the sleep target (teenagers need more sleep). */
  age: number | null;
  /** Distinct days with a check-in (symptom check, chat message, daily update) in the last 14 days. */
  activeDays14: number;
  /** Daily updates of the last 7 days (today included). */
  updates7: readonly DailyUpdateValues[];
  /** Triage levels of symptom checks in the last 30 days. */
  recentTriage: readonly TriageLevel[];
};

export const MAX_POINTS: Record<ScoreComponentId, number> = {
  bmi: 25,
  conditions: 15,
  symptoms: 15,
  checkups: 15,
  activity: 15,
  wellbeing: 10,
  checker: 5,
};

/** Seven active days out of the last fourteen earn the whole activity component. */
export const ACTIVE_DAYS_FOR_FULL = 7;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function bmiComponent(a: NonNullable<ScoreInputs["assessment"]>, age: number | null): ScoreComponent {
  const max = MAX_POINTS.bmi;
  const value = bmi(a.weightKg, a.heightCm);
  const teenNote =
    age !== null && age < ADULT_AGE
      ? " For under-18s doctors use BMI-for-age charts, so treat this as a rough guide."
      : "";
  if (value === null)
    return {
      id: "bmi",
      label: "Body mass index",
      points: 0,
      max,
      detail: "Your height or weight is missing.",
      raise: "Retake the assessment with your height and weight.",
    };
  // Distance from the WHO healthy band 18.5-24.9 decides the points.
  const points =
    value >= 18.5 && value < 25
      ? 25
      : (value >= 17 && value < 18.5) || (value >= 25 && value < 30)
        ? 15
        : (value >= 16 && value < 17) || (value >= 30 && value < 35)
          ? 8
          : 3;
  const category = bmiCategory(value);
  const raise =
    points === max
      ? "Keep it in the healthy range (18.5 to 24.9) with regular meals and activity."
      : value < 18.5
        ? "Moving towards a BMI of 18.5 or more raises this: regular, balanced meals help, and a health worker can check why weight is low."
        : "Moving towards a BMI under 25 raises this: 150 minutes of activity a week and fewer sugary drinks help. Update your weight when it changes.";
  return {
    id: "bmi",
    label: "Body mass index",
    points,
    max,
    detail: `Your BMI is ${value.toFixed(1)} kg/m2 (${category}).${teenNote}`,
    raise,
  };
}

function conditionsComponent(a: NonNullable<ScoreInputs["assessment"]>): ScoreComponent {
  const max = MAX_POINTS.conditions;
  const n = a.conditions.length;
  const points = n === 0 ? 15 : n === 1 ? 10 : n === 2 ? 6 : 3;
  return {
    id: "conditions",
    label: "Long-term conditions",
    points,
    max,
    detail: n === 0 ? "You listed no long-term conditions." : `You listed ${plural(n, "long-term condition")}.`,
    raise:
      n === 0
        ? "Nothing to raise here. Regular checkups help catch problems early."
        : "A condition you have cannot be undone, but a well-managed one can be: follow your care plan, and if a condition is cured or was listed by mistake, retake the assessment.",
  };
}

function symptomsComponent(a: NonNullable<ScoreInputs["assessment"]>): ScoreComponent {
  const max = MAX_POINTS.symptoms;
  const n = a.symptoms.length;
  const points = n === 0 ? 15 : n <= 2 ? 10 : n <= 4 ? 6 : 3;
  return {
    id: "symptoms",
    label: "Current symptoms",
    points,
    max,
    detail: n === 0 ? "You listed no current symptoms." : `You listed ${plural(n, "current symptom")}.`,
    raise:
      n === 0
        ? "Nothing to raise here. If you start feeling unwell, run a symptom check."
        : "When your symptoms clear, retake the assessment. If they last, run the Symptom Checker or see a health worker.",
  };
}

const CHECKUP_POINTS: Record<CheckupFrequency, number> = {
  Daily: 15,
  Weekly: 15,
  Monthly: 13,
  "Only when necessary": 7,
  Never: 2,
};

function checkupsComponent(a: NonNullable<ScoreInputs["assessment"]>): ScoreComponent {
  const max = MAX_POINTS.checkups;
  const points = CHECKUP_POINTS[a.checkups as CheckupFrequency] ?? 0;
  return {
    id: "checkups",
    label: "Checkup habit",
    points,
    max,
    detail: `You go for checkups: ${a.checkups}.`,
    raise:
      points === max
        ? "Keep up your regular checkups."
        : "A regular routine raises this: check in with yourself at least weekly and get your blood pressure checked at least once a year. Update the assessment when your habit changes.",
  };
}

function activityComponent(activeDays14: number): ScoreComponent {
  const max = MAX_POINTS.activity;
  const days = Math.max(0, Math.min(14, Math.floor(activeDays14)));
  const points = Math.round((Math.min(days, ACTIVE_DAYS_FOR_FULL) / ACTIVE_DAYS_FOR_FULL) * max);
  return {
    id: "activity",
    label: "Check-ins",
    points,
    max,
    detail: `You checked in on ${plural(days, "day")} in the last 14 days.`,
    raise:
      points === max
        ? "Great consistency. Keep checking in."
        : `Check in on ${ACTIVE_DAYS_FOR_FULL - Math.min(days, ACTIVE_DAYS_FOR_FULL)} more day(s) out of 14: a daily health update takes one tap, and a chat or symptom check counts too.`,
  };
}

/** 1 inside the target band, minus 0.25 per hour outside it. */
export function sleepFraction(hours: number, age: number | null): number {
  const [low, high] = age !== null && age < ADULT_AGE ? [8, 10] : [7, 9];
  const off = hours < low ? low - hours : hours > high ? hours - high : 0;
  return Math.max(0, 1 - off * 0.25);
}

function wellbeingComponent(updates: readonly DailyUpdateValues[], age: number | null): ScoreComponent {
  const max = MAX_POINTS.wellbeing;
  const target = age !== null && age < ADULT_AGE ? "8 to 10" : "7 to 9";
  if (!updates.length)
    return {
      id: "wellbeing",
      label: "Mood, energy and sleep",
      points: 5,
      max,
      detail: "No daily health updates in the last 7 days, so this sits at half marks.",
      raise: "Add a daily health update (mood, energy, sleep). Good days and enough sleep raise it.",
    };
  const mean = (f: (u: DailyUpdateValues) => number) => updates.reduce((s, u) => s + f(u), 0) / updates.length;
  const mood = mean((u) => (u.mood - 1) / 4);
  const energy = mean((u) => (u.energy - 1) / 4);
  const sleep = mean((u) => sleepFraction(u.sleepHours, age));
  const points = Math.round(((mood + energy + sleep) / 3) * max);
  const avgSleep = mean((u) => u.sleepHours);
  const weakest = Math.min(mood, energy, sleep);
  const raise =
    points === max
      ? "You're doing well. Keep your sleep regular."
      : weakest === sleep
        ? `Aim for ${target} hours of sleep: a regular bedtime and the phone away before sleep help.`
        : "Low mood or energy lowers this. Activity, regular meals and sleep help; if you feel low for two weeks or more, talk to someone you trust or a health worker.";
  return {
    id: "wellbeing",
    label: "Mood, energy and sleep",
    points,
    max,
    detail: `From ${plural(updates.length, "daily update")} in the last 7 days: average sleep ${avgSleep.toFixed(1)} hours (target ${target}).`,
    raise,
  };
}

const TRIAGE_POINTS: Record<TriageLevel, number> = {
  self_care: 5,
  consultation: 3,
  consultation_24: 2,
  emergency: 0,
  emergency_ambulance: 0,
};

function checkerComponent(levels: readonly TriageLevel[]): ScoreComponent {
  const max = MAX_POINTS.checker;
  if (!levels.length)
    return {
      id: "checker",
      label: "Recent symptom checks",
      points: max,
      max,
      detail: "No symptom checks in the last 30 days.",
      raise: "Nothing to raise here. If you feel unwell, the Symptom Checker tells you how urgent it is.",
    };
  const points = Math.min(...levels.map((l) => TRIAGE_POINTS[l] ?? 3));
  return {
    id: "checker",
    label: "Recent symptom checks",
    points,
    max,
    detail:
      points === max
        ? `Your ${plural(levels.length, "symptom check")} in the last 30 days suggested self-care.`
        : `One of your ${plural(levels.length, "symptom check")} in the last 30 days suggested seeing a health worker.`,
    raise:
      points === max
        ? "Keep looking after yourself."
        : "Follow the advice from that check. This recovers 30 days after the check, or sooner when a new check suggests self-care only.",
  };
}

export function computeHealthScore(inputs: ScoreInputs): HealthScore | null {
  const a = inputs.assessment;
  if (!a) return null;
  // Newest check wins for the checker component when it is all clear: feeling better counts.
  const triage = inputs.recentTriage[0] === "self_care" ? ["self_care" as const] : inputs.recentTriage;
  const components = [
    bmiComponent(a, inputs.age),
    conditionsComponent(a),
    symptomsComponent(a),
    checkupsComponent(a),
    activityComponent(inputs.activeDays14),
    wellbeingComponent(inputs.updates7, inputs.age),
    checkerComponent(triage),
  ];
  const score = Math.max(
    0,
    Math.min(
      100,
      components.reduce((s, c) => s + c.points, 0),
    ),
  );
  return { score, version: SCORE_VERSION, components };
}

export function scoreBand(score: number): "Excellent" | "Good" | "Fair" | "Needs attention" {
  if (score >= 85) return "Excellent";
  if (score >= 70) return "Good";
  if (score >= 50) return "Fair";
  return "Needs attention";
}
