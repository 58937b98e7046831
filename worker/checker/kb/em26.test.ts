// Emergency round 26 of issue 10 (ck-em26): what a user would notice when an emergency is told with little
// information — the deciding sign is asked of the complaint, escalates by the guideline's own combination, and the
// emergency is named first. Own wordings throughout (not the tune sets').
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import { askedUntilStop, ev, flagsOf, isEmergency, levelOfIds, playAsEvaluator, topFinding } from "../testing.ts";

const first = (age: number, sex: "male" | "female", has: string[], hasNot: string[] = []) =>
  diagnose({ age, sex, evidence: ev(has, hasNot) }).conditions[0]?.id;
const top3 = (age: number, sex: "male" | "female", has: string[], hasNot: string[] = []) =>
  diagnose({ age, sex, evidence: ev(has, hasNot) })
    .conditions.slice(0, 3)
    .map((c) => c.id);

describe("a stroke at the back of the brain told as spinning and staggering (NICE CKS Vertigo, NICE NG128)", () => {
  it("a spinning dizziness is asked about a staggering walk", () => {
    expect(askedUntilStop(47, "female", ["vertigo"])).toContain("unsteady_walk");
  }, 60_000);
  it("spinning with a staggering walk is an emergency, the posterior stroke among the first three", () => {
    expect(flagsOf(52, "male", ["vertigo", "unsteady_walk"])).toContain("vertigo_unsteady_walk");
    expect(top3(52, "male", ["vertigo", "unsteady_walk", "vomiting"], ["ear_pain", "recurrent"])).toContain(
      "posterior_circulation_stroke",
    );
  });
  it("told in a relative's words with nothing else, he is sent to hospital", () => {
    const { result, level } = playAsEvaluator(
      56,
      "male",
      "My husband says the whole house is turning round and he can't walk without holding the wall",
      ["room is spinning", "staggering"],
    );
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain("posterior_circulation_stroke");
  }, 60_000);
  it("spins of seconds on turning in bed, walking normally, stay a routine visit (BPPV)", () => {
    expect(isEmergency(levelOfIds(36, "female", ["vertigo", "nausea"], ["unsteady_walk"]))).toBe(false);
    expect(flagsOf(36, "female", ["vertigo", "nausea"])).not.toContain("vertigo_unsteady_walk");
  });
});

describe("a fever in a baby under 3 months is headlined as a serious bacterial infection (NICE NG143)", () => {
  it("a feverish 6-week-old: an emergency with the blood infection first, malaria still in the list", () => {
    const has = ["fever"];
    const hasNot = ["cough", "rash", "poor_feeding", "drowsiness", "diarrhoea"];
    expect(isEmergency(levelOfIds(0.12, "female", has, hasNot))).toBe(true);
    const r = diagnose({ age: 0.12, sex: "female", evidence: ev(has, hasNot) });
    expect(["sepsis", "neonatal_sepsis"]).toContain(r.conditions[0]?.id);
    expect(r.conditions.map((c) => c.id)).toContain("malaria");
  });
  it("a baby of 7 months with a fever keeps its ordinary ranking (the age rule does not hold)", () => {
    expect(["sepsis", "neonatal_sepsis"]).not.toContain(first(0.6, "male", ["fever"], ["cough", "rash"]));
  });
  it("a clear diagnosis of its own keeps its place (a young baby's bronchiolitis)", () => {
    expect(
      first(0.2, "male", ["fever", "runny_nose", "cough", "wheeze", "fast_breathing"], ["poor_feeding", "drowsiness"]),
    ).not.toBe("sepsis");
  });
});

describe("whooping cough in a baby who goes blue or stops breathing (NICE CKS Whooping cough, CDC)", () => {
  it("a blue baby is asked about coughing fits", () => {
    expect(askedUntilStop(0.3, "female", ["cyanosis"])).toContain("whoop");
  }, 60_000);
  it("coughing fits with going blue or pauses in breathing: pertussis first, an ambulance", () => {
    expect(first(0.25, "male", ["whoop", "cyanosis"], ["fever"])).toBe("pertussis");
    expect(first(0.15, "female", ["whoop", "apnoea"], ["fever"])).toBe("pertussis");
    expect(levelOfIds(0.25, "male", ["whoop", "apnoea"])).toBe("emergency_ambulance");
  });
  it("a baby's bouts of coughing and pauses in breathing are read", () => {
    expect(topFinding("he coughs in bouts")).toBe("whoop");
    expect(topFinding("she stops breathing after coughing")).toBe("apnoea");
  });
  it("told in a mother's words, the whooping cough heads the result", () => {
    const { result, level } = playAsEvaluator(0.2, "female", "My baby coughs in bouts and goes blue", [
      "bouts of coughing",
      "goes blue when coughing",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions[0]?.id).toBe("pertussis");
  }, 60_000);
});

describe("drooling with a fever (NICE CKS Sore throat: epiglottitis or an abscess)", () => {
  it("a child of 5 who drools with a fever is an emergency; with mouth ulcers or at 1 year it is not this sign", () => {
    expect(isEmergency(levelOfIds(5, "female", ["drooling", "fever"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "male", ["drooling", "fever"]))).toBe(true);
    expect(isEmergency(levelOfIds(5, "female", ["drooling", "fever", "mouth_ulcers"]))).toBe(false);
    expect(isEmergency(levelOfIds(1, "female", ["drooling", "fever"]))).toBe(false);
  });
  it("a drooling child is asked about mouth ulcers", () => {
    expect(askedUntilStop(4, "male", ["drooling", "fever"])).toContain("mouth_ulcers");
  }, 60_000);
});

describe("a baby crying in bouts and vomiting (intussusception, APLS / NICE CKS)", () => {
  it("from 3 months to 3 years it is an emergency", () => {
    expect(isEmergency(levelOfIds(0.8, "male", ["long_crying", "vomiting"]))).toBe(true);
    expect(isEmergency(levelOfIds(2, "female", ["long_crying", "vomiting"]))).toBe(true);
  });
  it("a colicky 6-week-old who posset is not", () => {
    expect(isEmergency(levelOfIds(0.12, "male", ["long_crying", "vomiting"]))).toBe(false);
  });
});

describe("a known heart problem with breathlessness lying flat (NICE NG106, ESC acute heart failure)", () => {
  it("is an emergency", () => {
    expect(flagsOf(14, "male", ["known_heart_disease", "orthopnoea"])).toContain("heart_disease_orthopnoea");
    expect(isEmergency(levelOfIds(40, "female", ["known_heart_disease", "orthopnoea"]))).toBe(true);
  });
  it("breathlessness lying flat without a known heart problem is not this rule", () => {
    expect(flagsOf(40, "female", ["orthopnoea", "leg_swelling"])).not.toContain("heart_disease_orthopnoea");
  });
});

describe("bleeding gums are asked about red spots and bruises (NICE NG12, BSH ITP, WHO Dengue)", () => {
  it("a child whose gums bleed is asked about spots that do not fade and bruises", () => {
    const asked = askedUntilStop(7, "female", ["bleeding_gums_brushing"]);
    expect(asked).toContain("rash_nonblanching");
    expect(asked).toContain("bruising");
  }, 60_000);
  it("told by a parent with the red spots, it is an emergency", () => {
    const { level } = playAsEvaluator(7, "female", "Her gums started bleeding this morning", [
      "small red spots on her legs that do not fade when pressed",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
});
