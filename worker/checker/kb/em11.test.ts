// Emergency round 11 of issue 10 (ck-em11): every rule is tested both ways (the benign presentation keeps
// its level AND the dangerous one is an emergency), every screen by its sign being asked after the complaint,
// and the ambulance line (NHS "When to call 999", JRCALC) both ways: an ambulance for someone who cannot
// travel safely, the emergency department for the rest.
import { describe, expect, it } from "vitest";
import { diagnose, parseText, searchFindings } from "../index.ts";
import {
  askedUntilStop,
  ev,
  flagsOf as flags,
  isEmergency,
  levelOfIds as level,
  modifiersOf as modifiers,
} from "../testing.ts";

import type { Sex } from "../types.ts";

const top3 = (age: number, sex: Sex, present: string[], absent: string[] = []) =>
  diagnose({ age, sex, evidence: ev(present, absent) })
    .conditions.slice(0, 3)
    .map((c) => c.id);

describe("fever on a medicine that can lower the white cells (NICE NG151, MHRA carbimazole, BSR DMARDs)", () => {
  it("reads carbimazole as a drug history that also says the thyroid is overactive", () => {
    expect(searchFindings("taking carbimazole", 1)[0]?.id).toBe("antithyroid_drug");
    expect(searchFindings("on clozapine", 1)[0]?.id).toBe("wbc_lowering_drug");
    expect(searchFindings("takes methotrexate", 1)[0]?.id).toBe("wbc_lowering_drug");
    expect(parseText("I have been on carbimazole for my thyroid for 6 weeks").map((m) => m.id)).toContain(
      "antithyroid_drug",
    );
    expect(searchFindings("hyperthyroidism", 1)[0]?.id).toBe("known_hyperthyroid");
  });

  it("makes a fever or shivering on such a drug an emergency, and names agranulocytosis first", () => {
    expect(flags(30, "female", ["antithyroid_drug", "fever", "sore_throat"])).toContain("fever_on_wbc_lowering_drug");
    expect(isEmergency(level(30, "female", ["antithyroid_drug", "fever", "sore_throat"]))).toBe(true);
    expect(isEmergency(level(35, "male", ["wbc_lowering_drug", "chills"]))).toBe(true);
    expect(top3(30, "female", ["antithyroid_drug", "fever", "sore_throat", "mouth_ulcers"])[0]).toBe(
      "drug_agranulocytosis",
    );
  });

  it("sends a sore throat on the drug for a blood count the same day, not to the emergency department", () => {
    expect(modifiers(30, "female", ["antithyroid_drug", "sore_throat"], ["fever", "chills"])).toContain(
      "sore_throat_on_wbc_lowering_drug",
    );
    expect(level(30, "female", ["antithyroid_drug", "sore_throat"], ["fever", "chills"])).toBe("consultation_24");
  });

  it("keeps a known overactive thyroid with a sore throat and fever, and no such drug, out of the emergency levels", () => {
    expect(flags(30, "female", ["known_hyperthyroid", "sore_throat", "fever"])).not.toContain(
      "fever_on_wbc_lowering_drug",
    );
    expect(
      isEmergency(level(30, "female", ["known_hyperthyroid", "sore_throat", "fever"], ["wbc_lowering_drug"])),
    ).toBe(false);
  });

  it("asks a fever or a sore throat about such drugs, and someone on one about fever and a sore throat", () => {
    expect(askedUntilStop(30, "female", ["sore_throat"])).toContain("wbc_lowering_drug");
    expect(askedUntilStop(30, "female", ["fever"])).toContain("wbc_lowering_drug");
    const asked = askedUntilStop(30, "female", ["wbc_lowering_drug"]);
    expect(asked).toContain("fever");
    expect(asked).toContain("sore_throat");
  });
});

describe("a blood pressure of 180/120 or more (NICE NG136)", () => {
  it("reads 'dangerously high' or 'above 180' as a reading of 180/120 or more, 'high blood pressure' as a high reading", () => {
    expect(searchFindings("dangerously high blood pressure", 1)[0]?.id).toBe("bp_very_high");
    expect(parseText("my BP was above 180").map((m) => m.id)).toContain("bp_very_high");
    expect(searchFindings("high blood pressure", 1)[0]?.id).toBe("high_bp_reading");
    expect(parseText("I have high blood pressure").map((m) => m.id)).not.toContain("bp_very_high");
  });

  it("makes a high reading with the adrenaline attack (headache, racing heart, sweating) an emergency", () => {
    const attack = ["high_bp_reading", "headache", "palpitations", "sweating"];
    expect(flags(34, "female", attack)).toContain("high_bp_adrenaline_attack");
    expect(isEmergency(level(34, "female", [...attack, "pale"]))).toBe(true);
    expect(flags(34, "female", ["high_bp_reading", "headache", "sweating"])).not.toContain("high_bp_adrenaline_attack");
    expect(flags(34, "female", ["headache", "palpitations", "sweating"])).not.toContain("high_bp_adrenaline_attack");
  });

  it("is an emergency with a headache, chest pain or blurred sight, and a same-day visit without symptoms", () => {
    expect(flags(34, "female", ["bp_very_high", "headache"])).toContain("bp_very_high_symptoms");
    expect(isEmergency(level(34, "female", ["bp_very_high", "chest_pain"]))).toBe(true);
    expect(flags(34, "female", ["bp_very_high"])).not.toContain("bp_very_high_symptoms");
    expect(modifiers(34, "female", ["bp_very_high"])).toContain("bp_very_high_reading");
    expect(flags(34, "female", ["high_bp_reading", "headache"])).not.toContain("bp_very_high_symptoms");
    expect(isEmergency(level(40, "male", ["high_bp_reading", "headache"], ["bp_very_high", "headache_sudden"]))).toBe(
      false,
    );
  });

  it("asks a high reading whether it reached 180/120 and about chest pain and vision", () => {
    const asked = askedUntilStop(40, "male", ["high_bp_reading"]);
    expect(asked).toContain("bp_very_high");
    expect(asked).toContain("chest_pain");
    expect(asked).toContain("vision_blurred");
  });

  it("ranks phaeochromocytoma for attacks of headache, sweating and palpitations with a very high reading", () => {
    expect(top3(34, "female", ["high_bp_reading", "headache", "sweating", "palpitations", "pale", "tremor"])).toContain(
      "phaeochromocytoma",
    );
  });
});

describe("an infected breast, skin, wound or urine with signs of sepsis (NICE NG51)", () => {
  const abscess = ["breastfeeding", "breast_red_hot", "breast_lump", "fever"];
  it("is an emergency with fever, a racing heart and shivering", () => {
    expect(flags(24, "female", [...abscess, "chills", "palpitations"])).toContain("infection_source_sepsis_signs");
    expect(isEmergency(level(24, "female", [...abscess, "chills", "palpitations"]))).toBe(true);
    expect(isEmergency(level(50, "male", ["cellulitis_skin", "fever", "chills", "palpitations"]))).toBe(true);
  });

  it("keeps mastitis with fever and shivering but a normal heart, and malaria's rigors, below an emergency", () => {
    expect(flags(24, "female", [...abscess, "chills"])).not.toContain("infection_source_sepsis_signs");
    expect(isEmergency(level(24, "female", [...abscess, "chills"], ["palpitations", "dizziness"]))).toBe(false);
    expect(flags(24, "male", ["fever", "chills", "palpitations", "headache"])).not.toContain(
      "infection_source_sepsis_signs",
    );
  });

  it("asks an infected breast or skin about fever, shivering and a racing heart", () => {
    const asked = askedUntilStop(24, "female", ["breast_red_hot"]);
    expect(asked).toContain("chills");
    expect(asked).toContain("palpitations");
  });
});

describe("lupus with swollen legs (NICE CKS SLE: lupus nephritis)", () => {
  it("is a same-day visit with swollen legs, a routine one without", () => {
    const sle = ["butterfly_rash", "joint_pain", "mouth_ulcers", "hair_loss", "fatigue"];
    expect(modifiers(19, "female", [...sle, "leg_swelling"])).toContain("lupus_kidney_signs");
    expect(level(19, "female", [...sle, "leg_swelling"])).toBe("consultation_24");
    expect(modifiers(19, "female", sle)).not.toContain("lupus_kidney_signs");
    expect(modifiers(60, "female", ["leg_swelling", "fatigue"])).not.toContain("lupus_kidney_signs");
  });

  it("asks a lupus rash about swollen legs and frothy urine", () => {
    const asked = askedUntilStop(19, "female", ["butterfly_rash", "joint_pain"]);
    expect(asked).toContain("leg_swelling");
    expect(asked).toContain("foamy_urine");
  });
});

describe("an ambulance for whoever cannot travel safely, the emergency department for the rest (NHS 999, JRCALC)", () => {
  it("sends a fit that has stopped, breathlessness at rest, stridor, a snake bite or peeling skin to the emergency department", () => {
    expect(level(3, "male", ["fever", "seizure"])).toBe("emergency");
    expect(level(8, "female", ["wheeze", "sob_rest", "chest_indrawing"])).toBe("emergency");
    expect(level(2, "male", ["cough", "stridor", "fever"])).toBe("emergency");
    expect(level(30, "male", ["snake_bite", "bite_swelling"])).toBe("emergency");
    expect(level(30, "female", ["skin_peeling", "rash"])).toBe("emergency");
    expect(level(19, "female", ["poisoning"])).toBe("emergency");
    expect(level(35, "male", ["calf_swelling", "sob"])).toBe("emergency");
    expect(level(35, "male", ["calf_swelling", "sob", "cyanosis"])).toBe("emergency_ambulance");
  });

  it("still calls an ambulance for a fit that goes on, blue lips, unconsciousness or a stroke", () => {
    expect(level(30, "male", ["seizure", "seizure_prolonged"])).toBe("emergency_ambulance");
    expect(level(8, "female", ["sob_rest", "cyanosis"])).toBe("emergency_ambulance");
    expect(level(30, "male", ["seizure", "unconscious"])).toBe("emergency_ambulance");
    expect(level(60, "male", ["weakness_one_side", "slurred_speech"])).toBe("emergency_ambulance");
  });

  it("calls an ambulance for a poison that is acting, an airway closing, eclampsia and bleeding after birth", () => {
    expect(level(19, "female", ["poisoning", "drowsiness"])).toBe("emergency_ambulance");
    expect(flags(19, "female", ["poisoning", "seizure"])).toContain("poisoning_acting");
    expect(level(19, "female", ["poisoning", "paracetamol_overdose", "fast_breathing"])).toBe("emergency_ambulance");
    expect(level(2, "male", ["poisoning", "kerosene_swallowed", "cough", "sob"])).toBe("emergency");
    expect(level(5, "male", ["drooling", "stridor", "fever"])).toBe("emergency_ambulance");
    expect(level(25, "female", ["pregnant", "seizure"])).toBe("emergency_ambulance");
    expect(level(28, "female", ["recent_delivery", "heavy_vaginal_bleeding"])).toBe("emergency_ambulance");
    expect(level(30, "female", ["heavy_vaginal_bleeding", "heavy_periods"])).not.toBe("emergency_ambulance");
  });

  it("calls an ambulance for confusion or drowsiness after fumes or in the heat, not for a headache after fumes", () => {
    expect(level(10, "female", ["fumes", "headache", "drowsiness"])).toBe("emergency_ambulance");
    expect(level(30, "male", ["heat_exposure", "confusion"])).toBe("emergency_ambulance");
    expect(level(30, "male", ["hot_dry_skin", "confusion"])).toBe("emergency_ambulance");
    expect(flags(30, "male", ["hot_dry_skin", "headache"])).not.toContain("fumes_heat_brain_signs");
    expect(flags(30, "male", ["fumes", "headache"])).not.toContain("fumes_heat_brain_signs");
  });

  it("calls an ambulance for someone with diabetes who is drowsy or fitting, the ED when confused but awake", () => {
    expect(level(26, "male", ["uses_insulin", "sweating", "confusion", "drowsiness"])).toBe("emergency_ambulance");
    expect(flags(26, "male", ["known_diabetes", "seizure"])).toContain("diabetes_reduced_consciousness");
    expect(flags(26, "male", ["uses_insulin", "sweating", "confusion"])).not.toContain(
      "diabetes_reduced_consciousness",
    );
    expect(level(26, "male", ["uses_insulin", "sweating", "confusion"])).toBe("emergency");
  });

  it("calls an ambulance for a locked jaw with spasms (tetanus), not a locked jaw alone", () => {
    expect(level(30, "male", ["lockjaw", "spasms"])).toBe("emergency_ambulance");
    expect(flags(30, "male", ["lockjaw", "sore_throat"])).not.toContain("tetanus_spasms");
  });
});

describe("a baby who sweats during feeds and breathes fast (WHO Pocket book: heart failure in infants)", () => {
  it("is an emergency with fast breathing, not sweating at feeds alone or in an older child", () => {
    expect(modifiers(0.2, "male", ["sweats_feeding", "fast_breathing", "poor_growth"])).toContain(
      "infant_heart_failure_signs",
    );
    expect(isEmergency(level(0.2, "male", ["sweats_feeding", "fast_breathing", "poor_growth"]))).toBe(true);
    expect(modifiers(0.2, "male", ["sweats_feeding"], ["fast_breathing"])).not.toContain("infant_heart_failure_signs");
    expect(modifiers(3, "male", ["sweats_feeding", "fast_breathing"])).not.toContain("infant_heart_failure_signs");
  });

  it("asks a baby who breathes fast or feeds poorly whether he sweats during feeds", () => {
    expect(askedUntilStop(0.3, "male", ["poor_feeding"])).toContain("sweats_feeding");
  });
});

describe("low mood and an overdose already taken (WHO mhGAP self-harm, NICE NG225)", () => {
  it("asks low mood whether tablets or a poison have been taken", () => {
    expect(askedUntilStop(22, "female", ["low_mood"])).toContain("poisoning");
    expect(askedUntilStop(22, "female", ["anhedonia", "insomnia"])).toContain("poisoning");
  });

  it("makes low mood with an overdose an emergency, low mood alone not", () => {
    expect(isEmergency(level(22, "female", ["low_mood", "paracetamol_overdose", "poisoning"]))).toBe(true);
    expect(isEmergency(level(22, "female", ["low_mood", "insomnia"], ["poisoning", "suicidal"]))).toBe(false);
  });
});

describe("confusion or drowsiness and diabetes (WHO ETAT: check the sugar)", () => {
  it("asks a confused or drowsy person about insulin or diabetes", () => {
    const asked = askedUntilStop(26, "male", ["confusion", "sweating"]);
    expect(asked.some((id) => id === "uses_insulin" || id === "known_diabetes")).toBe(true);
  });
});
