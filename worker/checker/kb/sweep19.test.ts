// Sixth blind emergency sweep (round 19, ck-sweep19): plainly told emergencies, onset and course carrying the danger,
// young people's substances and first presentations. Wordings are our own, not the sweep's.
import { describe, expect, it } from "vitest";

import { isEmergency, levelOfIds, playAsEvaluator, top3, ev, topFinding as found } from "../testing.ts";

describe("lay words read as the sign they tell", () => {
  it("reads trouble falling asleep as insomnia, never as drowsiness", () => {
    expect(found("I find it hard to sleep these days")).toBe("insomnia");
    // The first search builds the phrase index (slow on a loaded machine).
  }, 60_000);
  it.each([
    ["the pain is in my side going down to my groin", "pain_to_groin"],
    ["the face swelling is spreading", "swollen_face"],
    ["his legs feel strange since the fall", "numbness"],
    ["she drank too much codeine syrup", "opioid_overdose"],
    ["tummy pain one side", "abdominal_pain"],
  ])("%s → %s", (phrase, id) => {
    expect(found(phrase)).toBe(id);
  });
});

describe("combinations told plainly make an emergency", () => {
  it("diarrhoea with hardly any urine and dizziness on standing is an emergency", () => {
    expect(isEmergency(levelOfIds(33, "female", ["diarrhoea", "oliguria", "dizzy_standing"]))).toBe(true);
  });
  it("vomiting and fainting on long-term steroids is an emergency with adrenal crisis in the top 3", () => {
    const evidence = ["steroid_use", "vomiting", "prostration", "dizzy_standing"];
    expect(isEmergency(levelOfIds(29, "male", evidence))).toBe(true);
    expect(top3({ age: 29, sex: "male", evidence: ev(evidence) })).toContain("adrenal_crisis");
  });
  it("fever and a rash with dizziness on standing is an emergency", () => {
    expect(isEmergency(levelOfIds(21, "female", ["fever", "rash", "dizzy_standing"]))).toBe(true);
  });
  it("a tampon with fever and vomiting is an emergency", () => {
    expect(isEmergency(levelOfIds(18, "female", ["tampon_use", "fever", "vomiting"]))).toBe(true);
    expect(isEmergency(levelOfIds(18, "female", ["tampon_use"], ["fever"]))).toBe(false);
  });
  it("loin pain that will not let him keep still, with fever, is an emergency", () => {
    expect(isEmergency(levelOfIds(37, "male", ["flank_pain", "pain_restless", "fever"]))).toBe(true);
  });
});

describe("played as the evaluator plays", () => {
  it("a student worried about exams who finds it hard to sleep is not an emergency", () => {
    const { level } = playAsEvaluator(17, "male", "I keep worrying about my exams", [
      "worrying all the time",
      "I find it hard to sleep",
      "tense before exams",
    ]);
    expect(isEmergency(level)).toBe(false);
  }, 60_000);
  it("a swollen face from a bad tooth closing the eye, with fever, is an emergency", () => {
    const { level } = playAsEvaluator(33, "male", "The swelling from my bad tooth is now closing my eye", [
      "toothache",
      "face swelling is spreading",
      "fever",
      "shivering",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
});
