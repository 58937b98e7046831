import { describe, expect, it } from "vitest";
import {
  bodyZoneFor,
  chatSeedMessage,
  isDangerAnswer,
  matchScore,
  nextCardKind,
  roundSize,
  searchSymptoms,
  similarity,
  treatmentCardStyle,
} from "../app/lib/checker.ts";
import { entrySymptoms } from "../worker/checker/service/service.ts";
import { ageOn } from "../app/lib/calendar.ts";

// The client-safe helpers behind the checker screens: the SPEC's fuzzy search, rounds and card styles.

const SYMPTOMS = entrySymptoms();
const top = (q: string, n = 3) =>
  searchSymptoms(SYMPTOMS, q)
    .slice(0, n)
    .map((s) => s.id);

describe("fuzzy symptom search (SPEC 5: edit-distance similarity above 0.4 on any word)", () => {
  it("measures similarity as 1 - distance / longer length", () => {
    expect(similarity("fever", "fever")).toBe(1);
    expect(similarity("fevr", "fever")).toBeCloseTo(0.8);
    expect(similarity("abc", "xyz")).toBe(0);
  });

  it("matches a word above the threshold and nothing below it", () => {
    expect(matchScore("hedache", "Headache")).toBeGreaterThan(0);
    expect(matchScore("zzzz", "Headache")).toBe(0);
  });

  it("finds typos, lay words and Nigerian English through names and synonyms", () => {
    expect(top("hedache")).toContain("headache");
    expect(top("belle pain")).toContain("abdominal_pain");
    expect(top("catarrh")).toContain("runny_nose");
    expect(top("running stomach")).toContain("diarrhoea");
    expect(top("diarr")).toContain("diarrhoea");
  });

  it("puts the complaint that has every word typed first (a nose bleed is not vaginal bleeding)", () => {
    expect(top("nose bleed", 1)).toEqual(["nosebleed"]);
    expect(top("my nose is bleeding", 1)).toEqual(["nosebleed"]);
    expect(top("nosebleed", 1)).toEqual(["nosebleed"]);
  });

  it("lists everything for an empty query and nothing for gibberish", () => {
    expect(searchSymptoms(SYMPTOMS, "  ")).toHaveLength(SYMPTOMS.length);
    expect(searchSymptoms(SYMPTOMS, "qqqqqqqqqq")).toEqual([]);
  });
});

describe("SPEC rounds", () => {
  it("asks 4 more under 5 answers, 2 more under 9, then diagnoses", () => {
    expect([0, 4, 5, 8, 9, 12].map(roundSize)).toEqual([4, 4, 2, 2, 0, 0]);
  });

  it("treats a 'yes' to a danger sign as a reason to stop asking", () => {
    const single = {
      question: "Are you breathless at rest?",
      type: "selection" as const,
      options: ["Yes", "No", "Not sure"],
      red_flag: true,
    };
    expect(isDangerAnswer(single, "Yes")).toBe(true);
    expect(isDangerAnswer(single, "No")).toBe(false);
    expect(isDangerAnswer({ ...single, red_flag: false }, "Yes")).toBe(false);
    const group = {
      question: "Do you have any of these right now: A; B?",
      type: "selection" as const,
      options: ["A", "B", "None of these"],
      red_flag: true,
    };
    expect(isDangerAnswer(group, "B")).toBe(true);
    expect(isDangerAnswer(group, "None of these")).toBe(false);
  });
});

describe("cards and body map", () => {
  it("styles treatment cards by title keywords", () => {
    expect(treatmentCardStyle("Diet and food")).toBe("diet");
    expect(treatmentCardStyle("Drink water")).toBe("hydration");
    expect(treatmentCardStyle("Oral rehydration")).toBe("hydration");
    expect(treatmentCardStyle("Manage stress")).toBe("activity");
    expect(treatmentCardStyle("Gentle exercise")).toBe("activity");
    expect(treatmentCardStyle("Antimalarial medicine")).toBe("default");
  });

  it("shows a doctor card when the title mentions a doctor", () => {
    expect(nextCardKind("See a doctor today")).toBe("doctor");
    expect(nextCardKind("Keep a symptom diary")).toBe("tracking");
  });

  it("places every belly location option on the body images", () => {
    for (const label of [
      "Upper middle belly",
      "Right upper belly",
      "Left upper belly",
      "Around the navel",
      "Right lower belly",
      "Left lower belly",
      "Lower belly (pelvis)",
    ])
      expect(bodyZoneFor(label)?.view, label).toBe("front");
    expect(bodyZoneFor("Side or back over a kidney")?.view).toBe("back");
    expect(bodyZoneFor("None of these")).toBeNull();
  });

  it("seeds a chat with the symptom and the predicted disease", () => {
    const m = chatSeedMessage("Headache", "Migraine");
    expect(m).toContain("headache");
    expect(m).toContain("Migraine");
    expect(m).toMatch(/continue chatting/i);
  });
});

describe("age from the assessment's date of birth", () => {
  it("counts whole years and refuses nonsense", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(ageOn("2000-06-15", now)).toBe(26);
    expect(ageOn("2000-06-16", now)).toBe(25);
    expect(ageOn("not a date", now)).toBeUndefined();
    expect(ageOn("2030-01-01", now)).toBeUndefined();
  });
});
