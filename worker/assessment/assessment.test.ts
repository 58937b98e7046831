import { describe, expect, it } from "vitest";
import {
  addTag,
  ALLERGIES,
  assessmentMessages,
  assessmentSchema,
  bmi,
  bmiCategory,
  checkAge,
  CONDITIONS,
  formatBmi,
  MEDICATIONS,
  searchList,
  SYMPTOMS,
} from "../../app/lib/assessment.ts";
import { ageOn, dayInZone, isCalendarDate } from "../../app/lib/calendar.ts";
import { assessmentRuleErrors } from "./index.ts";

const valid = {
  gender: "female",
  dob: "2000-05-10",
  height: 165,
  weight: 60,
  blood: "O+",
  conditions: ["Asthma"],
  symptoms: [],
  allergies: [],
  medications: [],
  checkups: "Monthly",
  consents: { termsAndPrivacy: true, parentalConsent: true },
};

describe("BMI", () => {
  it("is weight over height in metres squared, one decimal", () => {
    expect(bmi(60, 160)).toBe(23.4);
    expect(bmi(70, 175)).toBe(22.9);
    expect(bmi(100, 100)).toBe(100);
    expect(bmi(1, 300)).toBe(0.1);
  });
  it("has no value without weight or height", () => {
    expect(bmi(0, 160)).toBeNull();
    expect(bmi(60, 0)).toBeNull();
    expect(formatBmi(null)).toBe("--");
    expect(formatBmi(23.4)).toBe("23.4 kg/m2");
    expect(formatBmi(25)).toBe("25.0 kg/m2");
  });
  it("falls in the WHO categories at their exact boundaries", () => {
    expect(bmiCategory(18.4)).toBe("Underweight");
    expect(bmiCategory(18.5)).toBe("Normal weight");
    expect(bmiCategory(24.9)).toBe("Normal weight");
    expect(bmiCategory(25)).toBe("Overweight");
    expect(bmiCategory(29.9)).toBe("Overweight");
    expect(bmiCategory(30)).toBe("Obesity");
  });
});

describe("age", () => {
  it("counts completed years, the birthday included", () => {
    expect(ageOn("2010-06-15", "2023-06-14")).toBe(12);
    expect(ageOn("2010-06-15", "2023-06-15")).toBe(13);
    expect(ageOn("2008-01-01", "2025-12-31")).toBe(17);
    expect(ageOn("2008-01-01", "2026-01-01")).toBe(18);
  });
  it("handles 29 February birthdays across month ends", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });
  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-13-01")).toBe(false);
    expect(isCalendarDate("2025-1-1")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });
  it("refuses under 13, flags 13-17, and refuses future dates", () => {
    expect(checkAge("", "2026-11-22")).toEqual({ ok: false, message: assessmentMessages.dobRequired });
    expect(checkAge("2026-11-23", "2026-11-22")).toEqual({ ok: false, message: assessmentMessages.dobFuture });
    expect(checkAge("2013-11-23", "2026-11-22")).toEqual({ ok: false, message: assessmentMessages.underAge });
    expect(checkAge("2013-11-22", "2026-11-22")).toEqual({ ok: true, age: 13, teen: true });
    expect(checkAge("2008-11-22", "2026-11-22")).toEqual({ ok: true, age: 18, teen: false });
    expect(checkAge("1850-01-01", "2026-11-22")).toEqual({ ok: false, message: assessmentMessages.dobInvalid });
  });
  it("uses the Lagos calendar day, not the UTC one", () => {
    // 23:30 UTC on 31 December is already 1 January in Lagos (UTC+1).
    expect(dayInZone(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(dayInZone(new Date("2025-12-31T22:59:00Z"))).toBe("2025-12-31");
    expect(dayInZone(new Date("2025-12-31T23:30:00Z"), "UTC")).toBe("2025-12-31");
  });
});

describe("built-in lists and search", () => {
  it("have the SPEC's sizes and no duplicates", () => {
    for (const [list, size] of [
      [CONDITIONS, 60],
      [SYMPTOMS, 60],
      [ALLERGIES, 34],
      [MEDICATIONS, 45],
    ] as const) {
      expect(Math.abs(list.length - size)).toBeLessThanOrEqual(4);
      expect(new Set(list.map((x) => x.toLowerCase())).size).toBe(list.length);
    }
  });
  it("matches case-insensitive substrings and leaves out chosen items", () => {
    expect(searchList(CONDITIONS, "SICKLE")).toEqual(["Sickle cell disease (SS)", "Sickle cell trait (AS)"]);
    expect(searchList(CONDITIONS, "sickle", ["sickle cell trait (as)"])).toEqual(["Sickle cell disease (SS)"]);
    expect(searchList(ALLERGIES, "zzz")).toEqual([]);
    expect(searchList(ALLERGIES, "  ").length).toBe(ALLERGIES.length);
  });
  it("adds free text once, trimmed, with the built-in spelling when it matches", () => {
    expect(addTag([], "  my  own thing ")).toEqual(["my own thing"]);
    expect(addTag(["Asthma"], "asthma", CONDITIONS)).toEqual(["Asthma"]);
    expect(addTag([], "asthma", CONDITIONS)).toEqual(["Asthma"]);
    expect(addTag([], "   ")).toEqual([]);
  });
});

describe("assessment payload", () => {
  it("accepts the SPEC draft and fills missing lists", () => {
    const parsed = assessmentSchema.parse({ ...valid, conditions: undefined });
    expect(parsed.conditions).toEqual([]);
    expect(parsed.consents.notifications).toBe(false);
  });
  it("uses the SPEC messages", () => {
    const issues = (p: unknown) =>
      assessmentSchema.safeParse(p).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(issues({ ...valid, blood: "" })).toContain(`blood: ${assessmentMessages.blood}`);
    expect(issues({ ...valid, blood: "Z+" })).toContain(`blood: ${assessmentMessages.blood}`);
    expect(issues({ ...valid, dob: "" })).toContain(`dob: ${assessmentMessages.dobRequired}`);
    expect(issues({ ...valid, dob: undefined })).toContain(`dob: ${assessmentMessages.dobRequired}`);
    expect(issues({ ...valid, weight: 0 })).toContain(`weight: ${assessmentMessages.weightZero}`);
    expect(issues({ ...valid, weight: 351 })).toContain(`weight: ${assessmentMessages.weight}`);
    expect(assessmentMessages.weight).toBe("Weight must be between 1 and 350 kg.");
    // Real weights above the slider's 100 kg are accepted (typed in).
    expect(issues({ ...valid, weight: 101 })).toEqual([]);
    expect(issues({ ...valid, weight: 350 })).toEqual([]);
    expect(issues({ ...valid, height: 99 })).toContain(`height: ${assessmentMessages.height}`);
    expect(issues({ ...valid, checkups: "Yearly" })).toContain(`checkups: ${assessmentMessages.checkups}`);
    expect(issues({ ...valid, gender: "other" })).toContain(`gender: ${assessmentMessages.gender}`);
    expect(issues({ ...valid, conditions: Array.from({ length: 21 }, (_, i) => `c${i}`) })[0]).toMatch(
      /^conditions: Please list at most 20/,
    );
  });
  it("needs a parent's consent for 13-17 and the terms for everyone", () => {
    const today = "2026-11-22";
    const teen = assessmentSchema.parse({ ...valid, dob: "2010-01-01", consents: { termsAndPrivacy: true } });
    expect(assessmentRuleErrors(teen, today)).toEqual({
      "consents.parentalConsent": assessmentMessages.parentalConsent,
    });
    const adult = assessmentSchema.parse({ ...valid, consents: { termsAndPrivacy: true } });
    expect(assessmentRuleErrors(adult, today)).toEqual({});
    const noTerms = assessmentSchema.parse({ ...valid, consents: {} });
    expect(assessmentRuleErrors(noTerms, today)).toEqual({ "consents.termsAndPrivacy": assessmentMessages.terms });
    const child = assessmentSchema.parse({ ...valid, dob: "2015-01-01" });
    expect(assessmentRuleErrors(child, today).dob).toBe(assessmentMessages.underAge);
  });
});
