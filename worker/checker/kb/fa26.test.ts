// False-alarm round 26 (ck-fa26): a danger sign answered "yes" by its benign look-alike (kb/red-flag-rules-fa26.ts): a
// toddler's breath-holding spell (NHS, AAP), a panic attack in an anxious person who "could not breathe" (NICE CG113),
// a baby's snorting blocked nose (NICE CKS Common cold, WHO IMCI). Every test checks both directions: the look-alike
// leaves the emergency AND the same story with the sign that makes it the real danger still escalates. Wordings are
// this round's own.
import { describe, expect, it } from "vitest";
import { getFinding } from "../index.ts";
import { flagsOf, interviewLevel, isEmergency, levelOfIds as level, presentIn, topFinding } from "../testing.ts";

describe("a breath-holding spell (NHS Breath-holding in babies and children)", () => {
  const spell = ["breath_holding", "cyanosis", "prostration"];

  it("reads the spell from a parent's words", () => {
    expect(topFinding("he screamed and then held his breath")).toBe("breath_holding");
    expect(presentIn("my son cried until he stopped breathing and went floppy")).toContain("breath_holding");
  }, 120_000);

  it("blue lips and going limp after crying in a toddler are a GP visit, not an ambulance", () => {
    expect(flagsOf(2, "male", spell)).not.toContain("cyanosis");
    expect(isEmergency(level(2, "male", spell))).toBe(false);
    for (const told of ["drowsiness", "apnoea", "not_breathing", "seizure"])
      expect(isEmergency(level(1.5, "female", ["breath_holding", told])), told).toBe(false);
  });

  it("stays an emergency with a fever, a long fit, a head injury, choking, coughing fits or a heart's blue spells", () => {
    for (const sign of [
      "fever",
      "seizure_prolonged",
      "head_injury",
      "choking",
      "whoop",
      "cough",
      "blue_spells",
      "known_heart_disease",
      "fast_breathing",
      "sob",
      "confusion",
    ])
      expect(isEmergency(level(2, "male", [...spell, sign])), sign).toBe(true);
  });

  it("stays an emergency under 6 months (a tet spell, an apparent life-threatening event) and without the crying trigger", () => {
    expect(isEmergency(level(0.3, "female", spell))).toBe(true);
    expect(isEmergency(level(2, "male", ["cyanosis", "prostration"]))).toBe(true);
    expect(isEmergency(level(2, "male", ["not_breathing"]))).toBe(true);
  });

  it("a breathless toddler whose parent says 'her breath dey hold her' is still an emergency with blue lips", () => {
    expect(presentIn("her breath dey hold her, she no fit breathe well")).toContain("breath_holding");
    expect(isEmergency(level(2, "female", ["breath_holding", "sob", "cyanosis"]))).toBe(true);
  });

  it("played through the interview: a crying spell ends below an emergency, the same child with a fever escalates", () => {
    const told = "my little girl was crying hard, held her breath, her lips went blue and she went limp for a moment";
    expect(isEmergency(interviewLevel(2, "female", told, spell))).toBe(false);
    expect(isEmergency(interviewLevel(2, "female", told, [...spell, "fever"]))).toBe(true);
  });
});

describe("a panic attack in an anxious person who 'could not breathe' (NICE CG113)", () => {
  const panic = ["worry", "palpitations", "numbness", "not_breathing"];

  it("is not the collapse of someone not breathing when anxiety and a panic companion are told", () => {
    expect(flagsOf(20, "female", panic)).not.toContain("not_breathing");
    expect(isEmergency(level(20, "female", panic))).toBe(false);
  });

  it("needs both the anxiety and a panic companion", () => {
    expect(isEmergency(level(20, "female", ["worry", "not_breathing"]))).toBe(true);
    expect(isEmergency(level(20, "female", ["palpitations", "not_breathing"]))).toBe(true);
    expect(isEmergency(level(20, "female", ["not_breathing"]))).toBe(true);
  });

  it("stays an emergency with chest pain, a swollen lip or tongue, wheeze, blue lips, fainting, drugs or a clot risk", () => {
    for (const sign of [
      "chest_pain",
      "lip_tongue_swelling",
      "hives",
      "wheeze",
      "cyanosis",
      "fainting",
      "drug_use",
      "calf_swelling",
      "combined_pill",
      "recent_delivery",
    ])
      expect(isEmergency(level(24, "female", [...panic, sign])), sign).toBe(true);
  });

  it("is for teenagers and adults only: a child told as not breathing stays an emergency", () => {
    expect(isEmergency(level(8, "male", panic))).toBe(true);
  });
});

describe("a baby's snorting, blocked nose (NICE CKS Common cold, WHO IMCI)", () => {
  const nose = ["blocked_nose", "runny_nose", "stridor"];

  it("asks for stridor from the throat, not the noise of a blocked nose", () => {
    expect(getFinding("stridor")?.question).toMatch(/throat/);
    expect(getFinding("stridor")?.question).toMatch(/blocked nose/);
  });

  it("a noise on breathing in with a blocked nose in a baby is seen the same day, not an emergency", () => {
    expect(flagsOf(0.5, "female", nose)).not.toContain("stridor");
    expect(level(0.5, "female", nose)).toBe("consultation_24");
  });

  it("stays an emergency with a barking cough, fever, fast or hard breathing, grunting, blue lips or not feeding", () => {
    for (const sign of [
      "barking_cough",
      "hoarse_voice",
      "fever",
      "fast_breathing",
      "chest_indrawing",
      "grunting",
      "cyanosis",
      "unable_to_drink",
      "drooling",
      "choking",
    ])
      expect(isEmergency(level(0.5, "female", [...nose, sign])), sign).toBe(true);
  });

  it("stays an emergency from the first birthday (croup's age) and without a blocked nose", () => {
    expect(isEmergency(level(1.5, "male", nose))).toBe(true);
    expect(isEmergency(level(0.5, "female", ["stridor"]))).toBe(true);
  });
});
