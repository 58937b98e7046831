// Emergency round 29 of issue 10 (ck-em29): the mechanism of each missed emergency, fixed for its class: the danger
// sign a complaint's guideline lists is asked, the lay words resolve to it, and the guideline's combination is an
// emergency. The level and the danger sign (the headline a user sees) for wordings of our own, not the tune sets'.
import { describe, expect, it, vi } from "vitest";
import { triage } from "../engine.ts";
import {
  ev,
  flagsOf,
  isEmergency,
  levelOfIds,
  modifiersOf,
  playAsEvaluator,
  presentIn,
  topFinding,
} from "../testing.ts";

// A played interview takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const headline = (age: number, sex: "male" | "female", has: string[]): string =>
  triage({ age, sex, evidence: ev(has) }).red_flags[0]?.name ?? "";

describe("BE-FAST balance, eyes and one-sided numbness (NICE NG128)", () => {
  it("dizziness with double vision is a stroke emergency even when the dizziness is not a spinning", () => {
    expect(flagsOf(66, "female", ["dizziness", "double_vision"])).toContain("dizziness_double_vision");
    expect(headline(66, "female", ["dizziness", "double_vision"])).toMatch(/double/i);
    const { level } = playAsEvaluator(71, "male", "all of a sudden I'm wobbly and seeing two of everything", [
      "I keep losing my balance",
      "I see double",
      "I threw up",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("double vision with weakness that worsens with use is myasthenia, not this rule; dizziness alone is no emergency", () => {
    expect(flagsOf(35, "female", ["dizziness", "double_vision", "fatigable_weakness"])).not.toContain(
      "dizziness_double_vision",
    );
    expect(isEmergency(levelOfIds(35, "female", ["dizziness"]))).toBe(false);
  });
  it("a numb face with a numb arm is an emergency; tingling round the mouth with cramping hands is not this rule", () => {
    expect(flagsOf(52, "male", ["face_numbness", "numbness"])).toContain("face_and_limb_numbness");
    expect(headline(52, "male", ["face_numbness", "numbness"])).toMatch(/numbness of the face/i);
    expect(flagsOf(24, "female", ["face_numbness", "numbness", "perioral_tingling", "hand_spasm"])).not.toContain(
      "face_and_limb_numbness",
    );
    const { level } = playAsEvaluator(58, "female", "my right arm went numb an hour ago", [
      "right arm numb",
      "right side of my face is numb",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("a hearing loss that came on suddenly with dizziness is an emergency; with an ear discharge it is not this rule", () => {
    expect(flagsOf(47, "male", ["sudden_deafness", "dizziness"])).toContain("sudden_deafness_dizziness");
    expect(flagsOf(47, "male", ["sudden_deafness", "dizziness", "ear_discharge"])).not.toContain(
      "sudden_deafness_dizziness",
    );
    expect(isEmergency(levelOfIds(47, "male", ["sudden_deafness"]))).toBe(false);
  });
});

describe("lay words that now reach the danger sign", () => {
  it("a tooth that came out whole is an avulsed tooth, not an extraction, and an emergency at 10", () => {
    expect(topFinding("her front tooth came out whole when she fell")).toBe("tooth_avulsed");
    expect(presentIn("we kept the tooth in milk")).toContain("tooth_avulsed");
    const { level } = playAsEvaluator(11, "female", "she fell in the playground and her front tooth came out", [
      "fell at school",
      "a whole tooth came out",
      "gum bleeding",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("a foreskin pulled back that won't go back is paraphimosis, not a tight foreskin", () => {
    expect(topFinding("my foreskin pulled back and won't go back")).toBe("foreskin_stuck");
    expect(topFinding("the foreskin cannot return")).toBe("foreskin_stuck");
  });
  it("a liquid that splashed into the eye is asked as a chemical", () => {
    expect(topFinding("cleaning liquid splashed into my eye")).toBe("chemical_eye");
    expect(topFinding("the liquid splash enter my eye")).toBe("chemical_eye");
  });
  it("a toddler who got into the tablets has swallowed too many tablets", () => {
    expect(topFinding("my toddler got into my tablets")).toBe("poisoning");
  });
});

describe("the danger question the complaint's guideline lists is asked", () => {
  it("a toothache or a headache is asked about paracetamol taken beyond the dose (TOXBASE staggered overdose)", () => {
    const tooth = playAsEvaluator(22, "male", "my wisdom tooth is killing me", [
      "toothache",
      "I've taken about 16 paracetamol since yesterday",
    ]);
    expect(isEmergency(tooth.level)).toBe(true);
    const head = playAsEvaluator(17, "female", "my head has been pounding all day", [
      "headache",
      "took too many paracetamol",
    ]);
    expect(isEmergency(head.level)).toBe(true);
  });
  it("a painful leg is asked about skin spreading and hurting far more than it looks (necrotising fasciitis)", () => {
    const { level } = playAsEvaluator(50, "male", "my leg is paining me badly since yesterday", [
      "leg pain",
      "pain much worse than it looks",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("a young child's one-sided smelly nostril is asked about a battery pushed up the nose", () => {
    const { level } = playAsEvaluator(4, "female", "smelly discharge from one nostril", [
      "one nostril running",
      "button battery in the nose",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
  it("tiredness weeks after the flu is asked about chest pain and a racing heart (myocarditis)", () => {
    const { level } = playAsEvaluator(27, "female", "since I had the flu I'm exhausted walking to the bus stop", [
      "exhausted",
      "had the flu last month",
      "pain in my chest",
      "my heart races",
      "short of breath",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
});

describe("the guideline's combination is an emergency", () => {
  it("a child with a fever who limps is an emergency (NICE CKS Acute childhood limp); an adult's painful walk is not", () => {
    expect(modifiersOf(6, "male", ["fever", "limp"])).toContain("child_limp_fever");
    expect(modifiersOf(35, "male", ["fever", "walking_pain"])).not.toContain("child_limp_fever");
    expect(isEmergency(levelOfIds(6, "male", ["limp"]))).toBe(false);
  });
  it("a child's fever with red eyes, a rash and swollen hands and feet is Kawasaki disease, days told or not", () => {
    expect(flagsOf(2, "male", ["fever", "red_eyes", "rash", "swollen_hands_feet"])).toContain(
      "fever_red_eyes_rash_extremities",
    );
    expect(flagsOf(30, "female", ["fever", "red_eyes", "rash", "swollen_hands_feet", "joint_pain"])).not.toContain(
      "fever_red_eyes_rash_extremities",
    );
    expect(isEmergency(levelOfIds(2, "male", ["fever", "rash"]))).toBe(false);
  });
  it("loin-to-groin pain that painkillers do not ease, or vomiting every drink, is an emergency; loin pain alone is not", () => {
    expect(flagsOf(40, "male", ["flank_pain", "painkillers_not_helping"])).toContain("severe_loin_colic_vomiting");
    expect(flagsOf(40, "male", ["flank_pain", "pain_restless", "vomiting_persistent"])).toContain(
      "severe_loin_colic_vomiting",
    );
    expect(flagsOf(40, "male", ["flank_pain", "pain_restless", "pain_severe", "vomiting"])).not.toContain(
      "severe_loin_colic_vomiting",
    );
    expect(isEmergency(levelOfIds(40, "male", ["flank_pain"]))).toBe(false);
  });
});
