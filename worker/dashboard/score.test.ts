import { describe, expect, it } from "vitest";
import { computeHealthScore, MAX_POINTS, scoreBand, sleepFraction, type ScoreInputs } from "./score.ts";

const base: ScoreInputs = {
  assessment: { heightCm: 170, weightKg: 65, conditions: [], symptoms: [], checkups: "Weekly" },
  age: 25,
  activeDays14: 7,
  updates7: [{ mood: 5, energy: 5, sleepHours: 8 }],
  recentTriage: [],
};
const points = (inputs: ScoreInputs, id: string) =>
  computeHealthScore(inputs)!.components.find((c) => c.id === id)!.points;

describe("health score", () => {
  it("has no score without an assessment", () => {
    expect(computeHealthScore({ ...base, assessment: null })).toBeNull();
  });
  it("maxima add up to 100 and a model user gets 100", () => {
    expect(Object.values(MAX_POINTS).reduce((a, b) => a + b, 0)).toBe(100);
    const s = computeHealthScore(base)!;
    expect(s.score).toBe(100);
    expect(s.components).toHaveLength(7);
    expect(scoreBand(s.score)).toBe("Excellent");
  });
  it("is the sum of its shown components, each within its maximum and explained", () => {
    const s = computeHealthScore({
      ...base,
      assessment: { ...base.assessment!, conditions: ["Asthma", "HIV"], symptoms: ["Cough"], checkups: "Never" },
      activeDays14: 2,
      recentTriage: ["consultation"],
    })!;
    expect(s.score).toBe(s.components.reduce((a, c) => a + c.points, 0));
    for (const c of s.components) {
      expect(c.points).toBeGreaterThanOrEqual(0);
      expect(c.points).toBeLessThanOrEqual(c.max);
      expect(c.detail.length).toBeGreaterThan(10);
      expect(c.raise.length).toBeGreaterThan(10);
    }
  });
  it("scores BMI by distance from the WHO healthy band", () => {
    const withBmi = (weightKg: number, heightCm = 100) =>
      points({ ...base, assessment: { ...base.assessment!, weightKg, heightCm } }, "bmi");
    expect(withBmi(18.5)).toBe(25);
    expect(withBmi(24.9)).toBe(25);
    expect(withBmi(18.4)).toBe(15);
    expect(withBmi(25)).toBe(15);
    expect(withBmi(29.9)).toBe(15);
    expect(withBmi(30)).toBe(8);
    expect(withBmi(16.5)).toBe(8);
    expect(withBmi(35)).toBe(3);
    expect(withBmi(15.9)).toBe(3);
  });
  it("lowers with conditions and symptoms, in steps", () => {
    const c = (n: number) =>
      points(
        { ...base, assessment: { ...base.assessment!, conditions: Array.from({ length: n }, (_, i) => `c${i}`) } },
        "conditions",
      );
    expect([c(0), c(1), c(2), c(3), c(8)]).toEqual([15, 10, 6, 3, 3]);
    const s = (n: number) =>
      points(
        { ...base, assessment: { ...base.assessment!, symptoms: Array.from({ length: n }, (_, i) => `s${i}`) } },
        "symptoms",
      );
    expect([s(0), s(1), s(2), s(3), s(4), s(5)]).toEqual([15, 10, 10, 6, 6, 3]);
  });
  it("rewards a regular checkup habit", () => {
    const h = (checkups: string) => points({ ...base, assessment: { ...base.assessment!, checkups } }, "checkups");
    expect([h("Daily"), h("Weekly"), h("Monthly"), h("Only when necessary"), h("Never")]).toEqual([15, 15, 13, 7, 2]);
  });
  it("rewards check-ins up to 7 active days in 14", () => {
    const a = (activeDays14: number) => points({ ...base, activeDays14 }, "activity");
    expect([a(0), a(1), a(3), a(7), a(14)]).toEqual([0, 2, 6, 15, 15]);
  });
  it("reads mood, energy and sleep from daily updates, with teenage sleep targets", () => {
    const w = (updates7: ScoreInputs["updates7"], age = 25) => points({ ...base, updates7, age }, "wellbeing");
    expect(w([])).toBe(5);
    expect(w([{ mood: 1, energy: 1, sleepHours: 3 }])).toBe(0);
    expect(w([{ mood: 3, energy: 3, sleepHours: 8 }])).toBe(7);
    expect(sleepFraction(7, 25)).toBe(1);
    expect(sleepFraction(7, 15)).toBe(0.75);
    expect(sleepFraction(12, 25)).toBe(0.25);
  });
  it("takes the most urgent recent symptom check, unless the newest is all clear", () => {
    const k = (recentTriage: ScoreInputs["recentTriage"]) => points({ ...base, recentTriage }, "checker");
    expect(k([])).toBe(5);
    expect(k(["consultation"])).toBe(3);
    expect(k(["consultation", "emergency"])).toBe(0);
    expect(k(["self_care", "emergency"])).toBe(5);
    expect(k(["consultation_24", "self_care"])).toBe(2);
  });
  it("an everyday example: overweight, one condition, occasional checkups", () => {
    const s = computeHealthScore({
      assessment: {
        heightCm: 160,
        weightKg: 72,
        conditions: ["Asthma"],
        symptoms: ["Cough", "Sneezing"],
        checkups: "Only when necessary",
      },
      age: 22,
      activeDays14: 3,
      updates7: [],
      recentTriage: ["self_care"],
    })!;
    // BMI 28.1 → 15, 1 condition → 10, 2 symptoms → 10, only when necessary → 7, 3 days → 6, no updates → 5, self care → 5
    expect(s.score).toBe(58);
    expect(scoreBand(s.score)).toBe("Fair");
  });
});
