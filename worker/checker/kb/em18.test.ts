// Emergency round 18 of issue 10 (ck-em18): what a user would notice — the waters breaking told as wet underwear
// in pregnancy, a septic joint after a small fall, and the can't-miss page covering the dangerous causes of a
// complaint together.
import { describe, expect, it } from "vitest";
import { cantMissItems } from "../cant-miss.ts";
import type { EvidenceState } from "../inference.ts";
import { MODEL } from "../model.ts";
import { diagnose } from "../engine.ts";
import { ev, isEmergency, levelOfIds, playAsEvaluator, topFinding } from "../testing.ts";
import type { Sex } from "../types.ts";

const pageFor = (ids: string[], age: number, sex: Sex): string[] => {
  const known = new Map<number, 0 | 1>();
  for (const id of ids) known.set(MODEL.findingIndex.get(id) as number, 1);
  const state: EvidenceState = { known, asked: new Set(known.keys()), initial: new Set(known.keys()) };
  return cantMissItems(state, age, sex).map((fi) => MODEL.findings[fi]?.id as string);
};

describe("waters breaking told as wet underwear (RCOG Green-top 73, NICE NG25)", () => {
  it("reads the wetness and makes it an emergency in pregnancy only", () => {
    expect(topFinding("my underwear is always wet")).toBe("wet_all_the_time");
    // Leaking water reads as the waters themselves (language round 18); both are the same danger in pregnancy.
    expect(["wet_all_the_time", "waters_broken"]).toContain(topFinding("the water keeps leaking and not stopping"));
    expect(isEmergency(levelOfIds(24, "female", ["pregnant_late", "wet_all_the_time"]))).toBe(true);
    expect(isEmergency(levelOfIds(24, "female", ["wet_all_the_time"]))).toBe(false);
  }, 60_000);

  it("a woman 30 weeks gone who thinks she is leaking urine is sent in", () => {
    const { level } = playAsEvaluator(
      26,
      "female",
      "I am 30 weeks pregnant and I keep wetting myself, my underwear is always wet since yesterday.",
      ["30 weeks pregnant", "underwear always wet", "water keeps trickling"],
    );
    expect(isEmergency(level)).toBe(true);
  });
});

describe("the can't-miss page covers the complaint's emergencies together", () => {
  it("every sign offered would make it an emergency with the complaint", () => {
    for (const [ids, age, sex] of [
      [["vomiting"], 40, "male"],
      [["abdominal_pain"], 30, "female"],
      [["fatigue"], 50, "male"],
    ] as Array<[string[], number, Sex]>) {
      const page = pageFor(ids, age, sex);
      expect(page.length).toBeGreaterThan(0);
      for (const id of page) expect(isEmergency(levelOfIds(age, sex, [...ids, id])), id).toBe(true);
    }
  });

  it("does not spend the page on one sign per emergency of the same kind", () => {
    const page = pageFor(["vomiting"], 40, "male");
    expect(new Set(page).size).toBe(page.length);
  });
});

describe("a hot swollen joint with fever after a small fall (NICE CKS Septic arthritis, BSPAR)", () => {
  const top = (age: number, ids: string[]) => diagnose({ age, sex: "male", evidence: ev(ids) }).conditions[0]?.id;
  it("puts the septic joint first when there is fever, an injury first when there is none", () => {
    expect(top(7, ["fever", "short_fall", "joint_swelling", "cant_bear_weight"])).toBe("septic_arthritis");
    expect(top(30, ["short_fall", "joint_swelling", "cant_bear_weight"])).not.toBe("septic_arthritis");
  });
});

describe("self-care look-alikes the knowledge base lacked", () => {
  const top = (age: number, ids: string[]) => diagnose({ age, sex: "male", evidence: ev(ids) }).conditions[0]?.id;
  it("reads rough bumps on the arms, and names the alcohol reaction on metronidazole, at self-care", () => {
    expect(topFinding("rough bumps on the back of my arms")).toBe("rough_bumps_arms");
    expect(topFinding("I dey take Flagyl")).toBe("metronidazole_use");
    expect(top(27, ["metronidazole_use", "alcohol_today", "face_flushing", "nausea"])).toBe(
      "metronidazole_alcohol_reaction",
    );
    expect(levelOfIds(27, "male", ["metronidazole_use", "alcohol_today", "nausea", "headache"])).toBe("self_care");
  });
});

describe("a painful testicle with urethritis (NICE CKS Scrotal pain and swelling, BASHH 2020)", () => {
  it("is seen the same day, while urethritis alone is a routine visit", () => {
    expect(levelOfIds(24, "male", ["testicular_pain", "dysuria", "urethral_discharge"])).toBe("consultation_24");
    expect(levelOfIds(24, "male", ["dysuria", "urethral_discharge"])).toBe("consultation");
  });
});

describe("ringing in the ears after loud noise (NICE NG155)", () => {
  it("is a GP visit for a hearing test", () => {
    expect(levelOfIds(30, "male", ["tinnitus", "loud_noise"])).toBe("consultation");
  });
});

describe("beer the night before a painful big toe (NICE CKS Gout)", () => {
  it("keeps gout first", () => {
    const r = diagnose({ age: 40, sex: "male", evidence: ev(["alcohol_today", "big_toe_pain", "night_pain"]) });
    expect(r.conditions[0]?.id).toBe("gout");
  });
});
