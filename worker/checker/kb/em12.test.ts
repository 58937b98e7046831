// Emergency round 12 of issue 10 (ck-em12): every rule is tested both ways (the benign presentation keeps its
// level AND the dangerous one is an emergency), every screen by its sign being asked after the complaint, and
// the ambulance line (NHS "When to call 999") for an injury with shock, a head injury with a failing brain and a
// broken bone through a wound.
import { describe, expect, it } from "vitest";
import { parseText, searchFindings } from "../index.ts";
import { askedUntilStop, flagsOf as flags, isEmergency, levelOfIds as level } from "../testing.ts";
import type { Sex } from "../types.ts";

/** The findings asked in the first `n` questions, answering "no" to everything (the must-ask screens come first). */
/** The findings the first `n` questions ask, each answered "no". */
const firstAsked = (age: number, sex: Sex, start: string[], n = 4) => askedUntilStop(age, sex, start, n);

describe("an injury with signs of shock (ATLS, NICE NG39 major trauma)", () => {
  it("calls an ambulance for any injury with cold clammy skin, or paleness with a racing heart", () => {
    expect(flags(28, "female", ["injury", "pale", "palpitations"])).toContain("injury_shock");
    expect(level(28, "female", ["injury", "pale", "palpitations"])).toBe("emergency_ambulance");
    expect(level(30, "male", ["wound", "cold_clammy"])).toBe("emergency_ambulance");
    expect(level(30, "male", ["belly_injury", "pale", "fast_breathing"])).toBe("emergency_ambulance");
  });

  it("calls an ambulance for a serious injury (cannot stand) with paleness and dizziness", () => {
    expect(flags(28, "female", ["injury", "cant_bear_weight", "hip_pain", "pale", "dizziness"])).toContain(
      "major_injury_pale_dizzy",
    );
    expect(level(28, "female", ["injury", "cant_bear_weight", "hip_pain", "pale", "dizziness"])).toBe(
      "emergency_ambulance",
    );
  });

  it("does not call a pale face after a small injury, or a dizzy turn without paleness, shock", () => {
    expect(flags(25, "male", ["injury", "pale"])).not.toContain("injury_shock");
    expect(isEmergency(level(25, "male", ["injury", "pale"]))).toBe(false);
    expect(isEmergency(level(25, "male", ["injury", "pale", "dizziness"]))).toBe(false);
    const sprain = flags(25, "male", ["injury", "cant_bear_weight", "dizziness"]);
    expect(sprain).not.toContain("major_injury_pale_dizzy");
    expect(sprain).not.toContain("injury_shock");
  });

  it("asks a serious injury about the signs of blood loss", () => {
    for (const start of ["belly_injury", "thigh_injury", "rib_injury"]) {
      const asked = firstAsked(30, "male", [start]);
      expect(asked).toContain("cold_clammy");
      expect(asked).toContain("pale");
      expect(asked).toContain("palpitations");
    }
  });
});

describe("the ambulance for a head injury with a failing brain and a broken bone through a wound (NHS 999)", () => {
  it("calls an ambulance for a head injury with drowsiness or confusion, the emergency department for a headache", () => {
    expect(level(22, "male", ["head_injury", "vomiting", "drowsiness"])).toBe("emergency_ambulance");
    expect(level(22, "male", ["head_injury", "confusion"])).toBe("emergency_ambulance");
    expect(level(22, "male", ["head_injury", "headache"])).toBe("emergency");
  });

  it("calls an ambulance for a deformed limb with a wound, the emergency department for a closed one", () => {
    expect(flags(23, "male", ["injury", "deformity", "wound"])).toContain("open_fracture_bleeding");
    expect(level(23, "male", ["injury", "deformity", "wound"])).toBe("emergency_ambulance");
    expect(level(23, "male", ["injury", "deformity"])).toBe("emergency");
  });
});

describe("known kidney disease with uraemic or fluid-overload signs (KDIGO 2024, NICE NG203)", () => {
  it("reads hiccups, also in Pidgin", () => {
    expect(searchFindings("hiccups", 1)[0]?.id).toBe("hiccups_persistent");
    expect(parseText("I dey vomit, I dey hiccup and urine small").map((m) => m.id)).toEqual(
      expect.arrayContaining(["hiccups_persistent", "vomiting", "oliguria"]),
    );
  });

  it("makes known kidney disease with breathlessness lying flat, confusion or vomiting everything an emergency", () => {
    expect(flags(40, "male", ["known_kidney_disease", "orthopnoea"])).toContain("kidney_failure_danger");
    expect(isEmergency(level(40, "male", ["known_kidney_disease", "orthopnoea"]))).toBe(true);
    expect(isEmergency(level(40, "male", ["known_kidney_disease", "vomiting_persistent"]))).toBe(true);
    expect(isEmergency(level(40, "male", ["missed_dialysis", "confusion"]))).toBe(true);
  });

  it("makes little urine with swelling and breathlessness lying flat an emergency (fluid on the lungs)", () => {
    expect(flags(42, "male", ["oliguria", "leg_swelling", "orthopnoea"])).toContain("little_urine_swelling");
    expect(isEmergency(level(42, "male", ["oliguria", "leg_swelling", "orthopnoea"]))).toBe(true);
  });

  it("makes hiccups with little urine and vomiting (uraemia) an emergency, hiccups with vomiting alone not", () => {
    expect(flags(42, "male", ["hiccups_persistent", "oliguria", "vomiting"])).toContain("uraemic_hiccups");
    expect(isEmergency(level(42, "male", ["hiccups_persistent", "oliguria", "vomiting"]))).toBe(true);
    expect(isEmergency(level(42, "male", ["hiccups_persistent"]))).toBe(false);
    expect(isEmergency(level(42, "male", ["hiccups_persistent", "vomiting"]))).toBe(false);
  });

  it("keeps known kidney disease with swelling or vomiting (a relapse, a stomach bug) out of the emergency levels", () => {
    expect(isEmergency(level(8, "female", ["known_kidney_disease", "leg_swelling", "swollen_face"]))).toBe(false);
    expect(isEmergency(level(40, "male", ["known_kidney_disease", "vomiting"]))).toBe(false);
  });

  it("asks known kidney disease and swollen legs about breathlessness lying flat", () => {
    const kidney = firstAsked(40, "male", ["known_kidney_disease"]);
    expect(kidney).toContain("orthopnoea");
    expect(kidney).toContain("confusion");
    expect(kidney).toContain("vomiting_persistent");
    expect(firstAsked(40, "male", ["leg_swelling"])).toContain("orthopnoea");
  });
});

describe("psychosis with threats or a weapon (NICE CG178, NICE NG10)", () => {
  it("reads threats with a machete or cutlass as a threat with a weapon, a form of aggression", () => {
    expect(searchFindings("threatened mum with a machete", 1)[0]?.id).toBe("threatened_with_weapon");
    expect(parseText("he pursue our mama with cutlass").map((m) => m.id)).toContain("threatened_with_weapon");
  });

  it("makes hearing voices or strange beliefs with a threat or a weapon an emergency", () => {
    expect(flags(19, "male", ["delusions", "threatened_with_weapon"])).toContain("psychosis_weapon");
    expect(flags(19, "male", ["hallucinations", "threatened_with_weapon"])).toContain("psychosis_weapon");
    expect(isEmergency(level(19, "male", ["delusions", "threatened_with_weapon"]))).toBe(true);
  });

  it("does not name a threat with a weapon for strange beliefs alone", () => {
    expect(flags(19, "male", ["delusions"])).not.toContain("psychosis_weapon");
  });
});

describe("a low sugar after insulin without food (JBDS-IP, NICE NG17)", () => {
  it("reads 'took insulin and did not eat' as insulin taken without food, which says the person uses insulin", () => {
    expect(searchFindings("took insulin and did not eat", 1)[0]?.id).toBe("insulin_no_food");
  });

  it("asks confusion about insulin taken without food, and calls an ambulance when drowsy", () => {
    expect(firstAsked(35, "male", ["confusion"])).toContain("insulin_no_food");
    expect(level(35, "male", ["insulin_no_food", "confusion", "drowsiness"])).toBe("emergency_ambulance");
  });
});

describe("a tight, swollen calf without an injury is a clot, not compartment syndrome (NICE CKS, NICE NG158)", () => {
  it("does not name compartment syndrome's danger sign for a tight calf after a long journey", () => {
    expect(flags(30, "female", ["tight_limb_pain", "calf_swelling", "immobile_travel"])).not.toContain(
      "tight_limb_pain",
    );
  });

  it("keeps the danger sign after an injury, and the clot's emergency with breathlessness", () => {
    expect(flags(30, "male", ["tight_limb_pain", "calf_swelling", "injury"])).toContain("tight_limb_pain");
    expect(flags(30, "female", ["tight_limb_pain", "calf_swelling", "sob"])).toContain("clot_signs");
    expect(isEmergency(level(30, "female", ["tight_limb_pain", "calf_swelling", "sob"]))).toBe(true);
  });
});

describe("bleeding that a small injury or steroid skin explains is not a bleeding disorder (WHO BEC, NICE CKS)", () => {
  it("does not call bleeding from a knock to the nose a danger sign, unless it will not stop", () => {
    expect(flags(20, "male", ["nose_injury", "bleeding_unusual"])).not.toContain("bleeding_unusual");
    expect(flags(20, "male", ["nose_injury", "bleeding_unusual", "wound_bleeding_heavy"])).toContain(
      "wound_bleeding_heavy",
    );
    expect(flags(20, "male", ["nose_injury", "bleeding_unusual", "fever"])).toContain("bleeding_unusual");
  });

  it("reads easy bruising with bleaching creams or Cushing's features as steroid skin, with fever as a danger sign", () => {
    expect(flags(27, "female", ["bleaching", "cushing_features", "bleeding_unusual"])).not.toContain(
      "bleeding_unusual",
    );
    expect(isEmergency(level(27, "female", ["bleaching", "cushing_features", "bleeding_unusual"]))).toBe(false);
    expect(flags(27, "female", ["bleaching", "bleeding_unusual", "fever"])).toContain("bleeding_unusual");
  });
});
