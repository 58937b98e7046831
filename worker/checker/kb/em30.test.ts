// Emergency round 30 of issue 10 (ck-em30): emergencies told quietly. The mechanism of each missed emergency fixed for
// its class (the Ottawa criteria asked after an ankle twist, a young child's
// intussusception sign), with the level and the reason a user sees, for wordings of our own, not the tune sets'.
import { describe, expect, it, vi } from "vitest";
import { triage } from "../engine.ts";
import { ev, flagsOf, isEmergency, levelOfIds, modifiersOf, playAsEvaluator, topFinding } from "../testing.ts";

vi.setConfig({ testTimeout: 60_000 });

const reasons = (age: number, sex: "male" | "female", has: string[]): string =>
  triage({ age, sex, evidence: ev(has) })
    .red_flags.map((f) => f.name)
    .join(" | ");

describe("Ottawa ankle and foot rules (NICE NG38)", () => {
  it("a twist that cannot take weight with a tender bone is an emergency, named as such", () => {
    expect(flagsOf(31, "female", ["twisted_ankle", "cant_bear_weight", "bone_tenderness"])).toContain(
      "ankle_injury_ottawa_both",
    );
    expect(reasons(31, "female", ["twisted_ankle", "cant_bear_weight", "bone_tenderness"])).toMatch(/tender/i);
    const { level } = playAsEvaluator(27, "male", "I rolled my ankle playing football", [
      "I can't put my foot down to walk",
      "the bone on the side of my ankle is very tender",
      "ankle swollen",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("one Ottawa criterion is at least a same-day X-ray; a plain sprain stays home care", () => {
    expect(modifiersOf(31, "female", ["twisted_ankle", "cant_bear_weight"])).toContain("ankle_injury_ottawa_one");
    expect(["self_care", "consultation"]).not.toContain(levelOfIds(31, "female", ["twisted_ankle", "bone_tenderness"]));
    expect(levelOfIds(31, "female", ["twisted_ankle", "ankle_swelling"])).toBe("self_care");
  });
});

describe("Intussusception signs in a young child (NICE CKS / APLS)", () => {
  it("a redcurrant-jelly stool or a sausage lump in a toddler is an emergency", () => {
    expect(isEmergency(levelOfIds(2, "male", ["abdominal_mass_child"]))).toBe(true);
    expect(modifiersOf(2, "male", ["abdominal_mass_child"])).toContain("young_child_intussusception_sign");
  });
  it("a crying 4-year-old is asked about it and the jelly stool told by a parent makes it an emergency", () => {
    const { level } = playAsEvaluator(4, "female", "my daughter keeps crying and holding her belly", [
      "crying in bouts",
      "poo like red jelly",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("not from 6 years (a lump is then rather a tumour: very urgent referral)", () => {
    expect(modifiersOf(9, "male", ["abdominal_mass_child"])).not.toContain("young_child_intussusception_sign");
  });
});

describe("Danger signs told in few lay words resolve to the sign asked (WHO PPH, NICE NG69, WHO AFRO Noma)", () => {
  it("bleeding soaking pads after a birth told by the baby is the after-birth bleeding emergency", () => {
    expect(topFinding("blood soaking my pads")).toBe("heavy_vaginal_bleeding");
    expect(topFinding("my period is soaking pads")).toBe("heavy_periods");
    expect(topFinding("baby born 5 days ago")).toBe("recent_delivery");
    const { level } = playAsEvaluator(29, "female", "I am still bleeding from down", [
      "blood soaking my pads",
      "my baby came last week",
      "I feel light headed",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("very low weight and a mouth sore turning black resolve to what the screens ask", () => {
    expect(topFinding("her weight is very low")).toBe("weight_loss");
    expect(topFinding("a sore in his mouth turning black")).toBe("gum_necrosis");
    expect(topFinding("a hole in my tooth")).not.toBe("gum_necrosis");
  });
});

describe("An arm that cannot be used after an injury (NICE NG38)", () => {
  it("is asked after an injury and is at least a same-day X-ray; a fall on the collarbone leads to its fracture", () => {
    expect(modifiersOf(14, "female", ["injury", "arm_not_used"])).toContain("injury_arm_not_used");
    expect(["self_care", "consultation"]).not.toContain(levelOfIds(30, "male", ["injury", "arm_not_used"]));
    const { result, level } = playAsEvaluator(11, "male", "my son fell off the wall and hurt his shoulder", [
      "he keeps his arm pressed to his body",
      "lump on his collarbone",
    ]);
    expect(result.conditions[0]?.id).toBe("clavicle_fracture");
    expect(isEmergency(level)).toBe(true);
  });
});
