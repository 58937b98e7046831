// False-alarm round 27 (ck-fa27): over-triage by cause, without losing an emergency. Every test checks both
// directions: the look-alike leaves the emergency (or the same-day visit) AND the same story with the sign that makes
// it the real danger still escalates. Wordings are this round's own.
import { describe, expect, it } from "vitest";
import { complaintScreens } from "../interview.ts";
import { resolveEvidence } from "../inference.ts";
import { MODEL } from "../model.ts";
import { isEmergency, levelOfIds as level, presentIn, topFinding } from "../testing.ts";
import { COMPLAINT_SCREENS } from "./danger-screens.ts";

/** The danger-screen pages a person with this complaint is shown first, as lists of finding ids. */
function screenPages(age: number, sex: "male" | "female", told: string[]): string[][] {
  const state = resolveEvidence(
    told.map((id) => ({ id, choice: "present" as const, source: "initial" as const })),
    sex,
  );
  return complaintScreens(state, age, sex).map((q) => q.items.map((i) => MODEL.findings[i]?.id ?? ""));
}

describe("a danger screen asks each thing once (fa27)", () => {
  it("a breathless woman is asked about the combined pill once, not twice in other words", () => {
    const ids = screenPages(27, "female", ["sob"]).flat();
    expect(ids).toContain("combined_pill");
    expect(ids).not.toContain("hormonal_contraception");
  });

  it("'the pill' and 'contraceptive pill' are the combined pill, which implies hormonal contraception", () => {
    expect(topFinding("I am on the pill")).toBe("combined_pill");
    expect(topFinding("birth control pills")).toBe("combined_pill");
    expect(presentIn("she takes a contraceptive pill every morning")).toContain("combined_pill");
    // A method that is not a pill stays its own finding.
    expect(topFinding("I use the family planning injection")).not.toBe("combined_pill");
  });

  it("sudden breathlessness on the pill is still the clot emergency, and the panic limit does not hold on any hormonal method", () => {
    expect(isEmergency(level(26, "female", ["sob_sudden", "combined_pill"]))).toBe(true);
    for (const method of ["combined_pill", "hormonal_contraception"])
      expect(isEmergency(level(24, "female", ["not_breathing", "worry", "palpitations", method])), method).toBe(true);
  });

  it("a baby crying in spells is asked about blood in the stool once, and either kind of blood still escalates", () => {
    const ids = screenPages(0.8, "male", ["long_crying"]).flat();
    expect(ids).toContain("bloody_stool");
    expect(ids).not.toContain("bloody_diarrhoea");
    expect(isEmergency(level(0.8, "male", ["long_crying", "bloody_stool"]))).toBe(true);
    expect(isEmergency(level(0.8, "male", ["long_crying", "bloody_diarrhoea"]))).toBe(true);
  });

  it("no screen page, for any complaint, shows the same question twice in other words", () => {
    const pairs = [
      ["combined_pill", "hormonal_contraception"],
      ["bloody_diarrhoea", "bloody_stool"],
    ];
    const dups: string[] = [];
    for (const s of COMPLAINT_SCREENS)
      for (const trigger of s.triggers) {
        const age = s.ages ? Math.min(Math.max(30, s.ages[0]), s.ages[1]) : 30;
        for (const page of screenPages(age, s.sex ?? "female", [trigger]))
          for (const [a, b] of pairs)
            if (page.includes(a as string) && page.includes(b as string)) dups.push(`${s.id}/${trigger}: ${a} + ${b}`);
      }
    expect(dups).toEqual([]);
  });
});

describe("known heart disease with new breathlessness lying flat (NICE NG106 / CG187, ESC 2021)", () => {
  it("a known valve problem and not being able to lie flat is decompensated heart failure: an emergency", () => {
    expect(isEmergency(level(22, "female", ["known_heart_disease", "orthopnoea"]))).toBe(true);
    expect(isEmergency(level(40, "male", ["known_heart_disease", "orthopnoea", "leg_swelling"]))).toBe(true);
  });

  it("breathless lying flat without a known heart problem is not an emergency on that alone", () => {
    expect(isEmergency(level(35, "female", ["orthopnoea"]))).toBe(false);
  });
});

describe("a usual sickle cell pain that painkillers are easing (NICE CKS Sickle cell disease, BSH)", () => {
  const mild = ["known_sickle", "joint_pain", "painkillers_helping"];

  it("reads 'the painkillers are helping' in its lay forms", () => {
    expect(topFinding("the paracetamol is helping the pain")).toBe("painkillers_helping");
    expect(presentIn("I'm SS, my knees ache like my usual crisis but panadol dey help")).toContain(
      "painkillers_helping",
    );
  });

  it("is a same-day contact with the sickle cell team, not an emergency, when no fever was found and no danger sign is told", () => {
    expect(level(24, "male", mild, ["fever", "painkillers_not_helping"])).toBe("consultation_24");
    expect(level(17, "female", ["known_sickle", "bone_pain", "painkillers_helping"], ["fever"])).toBe(
      "consultation_24",
    );
  });

  it("stays an emergency with a fever, chest pain, breathlessness, uncontrolled or severe pain, priapism or pallor", () => {
    for (const sign of ["fever", "chest_pain", "sob", "painkillers_not_helping", "pain_severe", "priapism", "pale"])
      expect(isEmergency(level(24, "male", [...mild, sign])), sign).toBe(true);
  });

  it("keeps the sickle crisis' own level with a swollen joint, or when fever was not asked", () => {
    expect(isEmergency(level(24, "male", [...mild, "joint_swelling"], ["fever"]))).toBe(true);
    expect(isEmergency(level(24, "male", mild))).toBe(true);
    expect(isEmergency(level(24, "male", ["known_sickle", "joint_pain"], ["fever"]))).toBe(true);
  });

  it("a child under 10 keeps the sickle crisis' level", () => {
    expect(isEmergency(level(6, "female", mild, ["fever"]))).toBe(true);
  });
});

describe("a child's swelling with frothy urine is the kidney's (KDIGO 2021, NICE CKS: same-day paediatric referral)", () => {
  const kidney = ["swollen_face", "leg_swelling", "foamy_urine"];

  it("puffy eyes, swollen legs and frothy urine in a well toddler are seen the same day, not an emergency", () => {
    expect(level(3, "male", kidney)).toBe("consultation_24");
    expect(level(4, "female", [...kidney, "distension"])).toBe("consultation_24");
    expect(level(4, "female", [...kidney, "distension", "oliguria"])).toBe("consultation_24");
  });

  it("stays an emergency with belly pain, little urine, fever, breathlessness or drowsiness", () => {
    for (const sign of ["abdominal_pain", "fever", "sob", "drowsiness", "cold_clammy", "fainting"])
      expect(isEmergency(level(3, "male", [...kidney, sign])), sign).toBe(true);
  });

  it("swollen feet in a young child without the kidney's frothy urine stay the malnutrition emergency (WHO IMCI)", () => {
    expect(isEmergency(level(2, "female", ["leg_swelling"]))).toBe(true);
    expect(isEmergency(level(2, "female", ["leg_swelling", "swollen_face"]))).toBe(true);
  });
});
