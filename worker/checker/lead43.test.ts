// Lead, session 43: a wrong guess is worse than "we cannot name it" (issue 10, items 3 and 8). An emergency result
// was headed by a condition defined by something the person never told: a 22-year-old's chest pain with sweating
// was named "Stimulant toxicity (methamphetamine, cocaine)". A condition defined by a told finding (a substance, a
// poison, a known illness) heads an emergency only when that finding was told; otherwise the emergency that does
// fit is named, or the result says plainly that it is an emergency we cannot name.
import { describe, expect, it } from "vitest";
import { diagnosisFromEvidence, UNNAMED_EMERGENCY } from "./spec-flow.ts";
import type { EvidenceItem } from "./types.ts";

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
