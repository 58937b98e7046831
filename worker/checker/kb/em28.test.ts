// Emergency round 28 of issue 10 (ck-em28): an emergency that arrives under another organ's complaint (the wrong
// door) and the adolescent emergencies: the triage level and the danger sign (the headline a user sees) for wordings
// of our own, not the tune sets'.
import { describe, expect, it } from "vitest";
import { triage } from "../engine.ts";
import { ev, flagsOf, isEmergency, levelOfIds, modifiersOf, playAsEvaluator, presentIn } from "../testing.ts";

const headline = (age: number, sex: "male" | "female", has: string[]): string =>
  triage({ age, sex, evidence: ev(has) }).red_flags[0]?.name ?? "";

describe("a heart attack told as a jaw ache or heartburn (NICE CG95)", () => {
  it("an aching jaw with a cold sweat and feeling sick is an emergency, not a tooth", () => {
    expect(presentIn("my jaw has been aching since this afternoon")).toContain("jaw_pain_chewing");
    const { level } = playAsEvaluator(61, "male", "jaw ache and I am sweating and want to vomit", [
      "aching jaw",
      "sweating",
      "nausea",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(headline(61, "male", ["jaw_pain_chewing", "sweating", "nausea"])).toMatch(/jaw/i);
  });
  it("an ache between the shoulder blades with a sweat and sickness is an emergency; a sore shoulder alone is not", () => {
    expect(flagsOf(63, "female", ["shoulder_pain", "sweating", "nausea"])).toContain("jaw_ache_sweat_acs");
    expect(isEmergency(levelOfIds(63, "female", ["shoulder_pain"]))).toBe(false);
  });
  it("a jaw ache with a toothache or a fever is not a heart attack", () => {
    expect(flagsOf(40, "female", ["jaw_pain_chewing", "sweating", "nausea", "toothache"])).not.toContain(
      "jaw_ache_sweat_acs",
    );
    expect(flagsOf(40, "female", ["jaw_pain_chewing", "sweating", "nausea", "fever"])).not.toContain(
      "jaw_ache_sweat_acs",
    );
  });
  it("heartburn with a sweat in someone with diabetes is an ambulance (ESC 2023)", () => {
    expect(levelOfIds(70, "female", ["heartburn", "sweating", "known_diabetes"])).toBe("emergency_ambulance");
    expect(isEmergency(levelOfIds(30, "female", ["heartburn"]))).toBe(false);
  });
});

describe("an ectopic pregnancy told as a faint or a stomach upset (NICE NG126)", () => {
  it("fainting with a missed period is an emergency before any pain is told", () => {
    const { level } = playAsEvaluator(23, "female", "I collapsed in the toilet this morning", [
      "fainted",
      "my period is late",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(flagsOf(23, "female", ["fainting", "missed_period"])).toContain("faint_missed_period");
  });
  it("belly pain with diarrhoea after a missed period is an emergency; diarrhoea alone is not", () => {
    expect(flagsOf(27, "female", ["abdominal_pain", "diarrhoea", "missed_period"])).toContain(
      "missed_period_pain_diarrhoea",
    );
    expect(isEmergency(levelOfIds(27, "female", ["diarrhoea", "missed_period"]))).toBe(false);
    expect(flagsOf(30, "female", ["lower_abdominal_pain", "anal_pain", "pregnant_early"])).toContain(
      "missed_period_pain_diarrhoea",
    );
  });
});

describe("cauda equina told as back pain (NICE CKS Sciatica, GIRFT 2023)", () => {
  it("back pain with a bladder that will not empty is an emergency, and retention asks about the back", () => {
    expect(flagsOf(44, "male", ["back_pain", "urinary_retention"])).toContain("back_pain_retention_or_saddle");
    const { level } = playAsEvaluator(44, "male", "I can't pass urine since morning", [
      "cannot pass urine",
      "lower back pain",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("a numb private area is read as saddle numbness; with back pain an emergency", () => {
    expect(presentIn("my private area is numb")).toContain("saddle_numbness");
    expect(isEmergency(levelOfIds(36, "female", ["back_pain", "saddle_numbness"]))).toBe(true);
    expect(presentIn("I have a bad back since I lifted the bags")).toContain("back_pain");
  });
});

describe("ketoacidosis told as a tummy ache and vomiting (NICE NG18, ISPAD 2022)", () => {
  it("vomiting with passing a lot of urine and weight loss is an emergency even without thirst", () => {
    expect(flagsOf(10, "male", ["vomiting", "frequent_urination", "weight_loss"])).toContain(
      "polyuria_weight_loss_dka",
    );
    expect(isEmergency(levelOfIds(10, "male", ["vomiting", "frequent_urination"]))).toBe(false);
  });
});

describe("adolescent emergencies", () => {
  it("chest pain with breathlessness after flu is myocarditis, an emergency, on both paths (ESC)", () => {
    expect(flagsOf(17, "male", ["recent_viral_illness", "chest_pain", "sob"])).toContain(
      "post_viral_chest_pain_breathless",
    );
    const { level } = playAsEvaluator(16, "female", "my chest hurts and I get out of breath", [
      "chest pain",
      "out of breath",
      "had flu last week",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("a chest infection after a cold (phlegm) and pericarditis without breathlessness stay below an emergency", () => {
    expect(flagsOf(22, "male", ["recent_viral_illness", "chest_pain", "sob", "phlegm"])).not.toContain(
      "post_viral_chest_pain_breathless",
    );
    expect(flagsOf(22, "male", ["recent_viral_illness", "chest_pain", "pleuritic_pain"])).not.toContain(
      "post_viral_chest_pain_breathless",
    );
  });
  it("a slow pulse in a girl losing weight is an emergency (NICE NG69, MEED 2022)", () => {
    expect(isEmergency(levelOfIds(15, "female", ["slow_heartbeat", "weight_loss"]))).toBe(true);
  });
  it("a sexual assault is seen today, never at a routine visit (WHO CMR 2020: PEP within 72 hours)", () => {
    expect(modifiersOf(16, "female", ["sexual_assault"])).toContain("sexual_assault_same_day");
    const { level } = playAsEvaluator(17, "female", "a boy forced himself on me last night", ["raped"]);
    expect(["consultation_24", "emergency", "emergency_ambulance"]).toContain(level);
  });
  it("knee pain with a limp in a 12-year-old is an emergency (NICE CKS Acute childhood limp: SUFE)", () => {
    expect(modifiersOf(12, "male", ["joint_pain", "limp"])).toContain("growing_child_knee_limp");
    expect(isEmergency(levelOfIds(13, "female", ["thigh_pain", "limp_weeks"]))).toBe(true);
    expect(modifiersOf(30, "male", ["joint_pain", "limp"])).not.toContain("growing_child_knee_limp");
    expect(modifiersOf(12, "male", ["joint_pain", "limp", "knee_injury"])).not.toContain("growing_child_knee_limp");
  });
  it("a 13-year-old with knee pain and limping (no injury) is an emergency; Osgood-Schlatter's front-knee pain is not", () => {
    expect(modifiersOf(13, "male", ["thigh_knee_pain_child"])).toContain("growing_child_thigh_knee_limp");
    expect(modifiersOf(13, "male", ["thigh_knee_pain_child", "front_knee_pain"])).not.toContain(
      "growing_child_thigh_knee_limp",
    );
  });
});

describe("the words of a wrong-door emergency", () => {
  it("squats or press-ups done as a punishment are hard exercise; with cola-dark urine an emergency (NICE NG148)", () => {
    expect(presentIn("we did squats for hours as punishment")).toContain("hard_exercise");
    expect(isEmergency(levelOfIds(21, "male", ["hard_exercise", "dark_urine"]))).toBe(true);
  });
  it("'pain when I press on the spot' is tenderness, never a rash that does not fade", () => {
    expect(presentIn("my chest has pain when I press on the spot")).not.toContain("rash_nonblanching");
  });
});
