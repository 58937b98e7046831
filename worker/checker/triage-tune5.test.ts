// Danger screens, severity modifiers and danger-finding phrases added for classes of under-triage seen on
// unseen vignettes (tune5). Each test fails if the screen, modifier or phrase it names is removed.
import { describe, expect, it } from "vitest";
import { diagnose, parseText, triage } from "./index.ts";
import { askedUntilStop, ev } from "./testing.ts";
import { RANK } from "./triage.ts";
import type { Sex, TriageLevel } from "./types.ts";

const level = (age: number, sex: Sex, present: string[], absent: string[] = []): TriageLevel =>
  triage({ age, sex, evidence: ev(present, absent) }).triage_level;

const isEmergency = (l: TriageLevel) => RANK[l] >= RANK.emergency;
const ids = (text: string) => parseText(text).map((m) => m.id);

describe("nosebleed that pressure does not stop (NICE CKS epistaxis)", () => {
  it("asks every nosebleed whether pressing has stopped it, and makes a prolonged one an emergency", () => {
    expect(askedUntilStop(38, "male", ["nosebleed"])).toContain("nosebleed_prolonged");
    expect(ids("the bleeding is not stopping after pressing")).toContain("nosebleed_prolonged");
    expect(isEmergency(level(38, "male", ["nosebleed", "nosebleed_prolonged"]))).toBe(true);
    expect(isEmergency(level(38, "male", ["nosebleed"], ["nosebleed_prolonged"]))).toBe(false);
  });
});

describe("heel pain and a possible Achilles rupture (NICE CKS Achilles tendinopathy)", () => {
  it("asks every heel pain about a snap, and makes a snap an emergency", () => {
    expect(askedUntilStop(26, "male", ["heel_pain"])).toContain("heel_snap");
    expect(isEmergency(level(26, "male", ["heel_pain", "heel_snap"]))).toBe(true);
    expect(isEmergency(level(26, "male", ["heel_pain"], ["heel_snap"]))).toBe(false);
  });
});

describe("sudden loss of vision in one eye (RCOphth: eye stroke)", () => {
  it("reads 'suddenly cannot see' as sudden vision loss", () => {
    expect(ids("my uncle suddenly cannot see from his left eye")).toContain("vision_loss");
  });
});

describe("anaphylaxis after an insect sting (Resuscitation Council UK 2021)", () => {
  it("ranks anaphylaxis first for a sting with lip swelling, belly cramps and vomiting", () => {
    const res = diagnose({
      age: 20,
      sex: "female",
      evidence: ev(["insect_bite", "lip_tongue_swelling", "abdominal_cramps", "vomiting", "dizziness"]),
    });
    expect(res.conditions[0]?.name).toBe("Anaphylaxis");
  });
});
