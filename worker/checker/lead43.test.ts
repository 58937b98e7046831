// Lead, session 43: a wrong guess is worse than "we cannot name it" (issue 10, items 3 and 8). An emergency result
// was headed by a condition defined by something the person never told: a 22-year-old's chest pain with sweating
// was named "Stimulant toxicity (methamphetamine, cocaine)". A condition defined by a told finding (a substance, a
// poison, a known illness) heads an emergency only when that finding was told; otherwise the emergency that does
// fit is named, or the result says plainly that it is an emergency we cannot name.
import { describe, expect, it } from "vitest";
import { diagnosisFromEvidence, UNNAMED_EMERGENCY } from "./spec-flow.ts";
import type { EvidenceItem } from "./types.ts";
import { presentIn, topFinding } from "./testing.ts";

const told = (...ids: string[]): EvidenceItem[] => ids.map((id) => ({ id, choice: "present", source: "initial" }));
const headlineOf = (age: number, sex: "male" | "female", ...ids: string[]) =>
  diagnosisFromEvidence("chest pain", told(...ids), { age, sex });

describe("an emergency headline never names what the person did not tell", () => {
  it("does not name stimulant toxicity for chest pain with sweating without a stimulant", () => {
    const r = headlineOf(22, "male", "chest_pain", "sweating");
    expect(r.triage.triage_level).toBe("emergency_ambulance");
    expect(r.headline).toBe("emergency");
    expect(r.condition.name).not.toMatch(/stimulant|cocaine|meth/i);
  });
  it("names it when the stimulant was told", () => {
    const r = headlineOf(22, "male", "chest_pain", "sweating", "stimulant_use", "agitation");
    expect(r.condition.name).toMatch(/stimulant/i);
  });
  it("still names the heart attack in a middle-aged man, and says plainly when it cannot name one", () => {
    expect(headlineOf(45, "male", "chest_pain", "sweating").condition.name).toMatch(/heart attack/i);
    const young = headlineOf(30, "female", "chest_pain", "sweating");
    expect(young.triage.triage_level).toBe("emergency_ambulance");
    expect(young.condition.name).toMatch(new RegExp(`heart attack|pulmonary|aortic|${UNNAMED_EMERGENCY}`, "i"));
  });
});

// A relative named as the owner of what was swallowed ("her mother's tablets") does not make the clause the
// relative's: the person who swallowed it is the patient (NICE CKS Poisoning). A relative's own diagnosis stays theirs.
describe("a relative's tablets swallowed are the patient's poisoning", () => {
  it("finds a poisoning when someone swallowed a relative's medicine", () => {
    expect(presentIn("my son swallowed his grandmother's tablets")).toContain("poisoning");
    for (const text of [
      "my son swallowed his grandmother's tablets",
      "she swallowed her dad's sleeping pills",
      "he drank his father's kerosene",
    ])
      expect(topFinding(text), text).toMatch(/poison|overdose|swallowed/);
  });
  it("keeps a relative's own illness as family history", () => {
    expect(presentIn("my mother has diabetes")).toContain("family_diabetes");
    expect(presentIn("my mother's legs are swollen")).not.toContain("poisoning");
  });
});
