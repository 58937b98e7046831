// Emergency round of issue 10 (ck-em10): an emergency told indirectly is caught because the complaint's
// guideline danger signs are asked and their combinations decide the triage. Every rule is tested both ways:
// the benign presentation keeps its level AND the dangerous one is an emergency; every screen is tested by
// the sign being asked after the complaint.
import { describe, expect, it } from "vitest";
import { parseText, searchFindings } from "../index.ts";
import {
  askedUntilStop,
  ev,
  flagsOf as flags,
  isEmergency,
  levelOfIds as level,
  modifiersOf as modifiers,
} from "../testing.ts";
import { analyse } from "../engine.ts";
import { complaintScreens } from "../interview.ts";
import { MODEL } from "../model.ts";
import { RANK } from "../triage.ts";

describe("burns with airway signs (NICE CKS burns and scalds: inhalation injury)", () => {
  it("sends a burn with a hoarse voice or hard breathing by ambulance", () => {
    expect(level(19, "male", ["burn", "blisters", "hoarse_voice"])).toBe("emergency_ambulance");
    expect(level(30, "female", ["burn", "sob"])).toBe("emergency_ambulance");
    expect(flags(19, "male", ["burn", "stridor"])).toContain("burn_airway");
  });

  it("keeps a small burn without airway signs out of the emergency levels", () => {
    expect(isEmergency(level(27, "female", ["burn", "blisters"], ["hoarse_voice", "sob"]))).toBe(false);
    expect(flags(27, "female", ["burn", "blisters"])).not.toContain("burn_airway");
  });
});

describe("a limb in a plaster cast (POP) with pain, numbness or a cold limb (BOAST compartment syndrome)", () => {
  it("reads a cast or POP as a cast, not as travel or drugs", () => {
    expect(searchFindings("cast on the leg", 1)[0]?.id).toBe("limb_in_cast");
    expect(searchFindings("plaster of paris", 1)[0]?.id).toBe("limb_in_cast");
    expect(parseText("They put POP for my leg yesterday").map((m) => m.id)).toContain("limb_in_cast");
  });

  it("asks anyone in a cast about pain painkillers do not ease, numbness and a cold limb", () => {
    const asked = askedUntilStop(20, "male", ["limb_in_cast"]);
    expect(asked).toContain("painkillers_not_helping");
    expect(asked).toContain("numbness");
    expect(asked).toContain("limb_cold_pale");
  });

  it("is an emergency with pain painkillers do not ease or numb toes, not for a comfortable cast", () => {
    expect(flags(20, "male", ["limb_in_cast", "painkillers_not_helping"])).toContain("cast_limb_compromise");
    expect(isEmergency(level(20, "male", ["limb_in_cast", "painkillers_not_helping"]))).toBe(true);
    expect(isEmergency(level(10, "female", ["limb_in_cast", "numbness"]))).toBe(true);
    expect(flags(20, "male", ["limb_in_cast"])).not.toContain("cast_limb_compromise");
    expect(isEmergency(level(20, "male", ["limb_in_cast"], ["painkillers_not_helping", "numbness"]))).toBe(false);
  });
});

describe("a swollen eyelid with orbital signs (RCOphth / NICE CKS orbital cellulitis)", () => {
  it("asks a swollen eyelid about pain on moving the eye, a bulging eye and fever", () => {
    const asked = askedUntilStop(4, "male", ["eyelid_swelling"]);
    expect(asked).toContain("eye_pain_movement");
    expect(asked).toContain("bulging_eyes");
    expect(asked).toContain("fever");
  });

  it("is an emergency with painful eye movement or a bulging eye and fever or a cold", () => {
    expect(flags(4, "male", ["eyelid_swelling", "fever", "eye_pain_movement"])).toContain(
      "swollen_eyelid_orbital_signs",
    );
    expect(isEmergency(level(4, "male", ["eyelid_swelling", "fever", "eye_pain_movement"]))).toBe(true);
    expect(isEmergency(level(9, "female", ["eyelid_swelling", "blocked_nose", "bulging_eyes"]))).toBe(true);
  });

  it("does not flag a swollen lid with fever alone, or bulging eyes without infection (thyroid eye disease)", () => {
    expect(flags(7, "male", ["eyelid_swelling", "fever"])).not.toContain("swollen_eyelid_orbital_signs");
    expect(flags(35, "female", ["eyelid_swelling", "bulging_eyes"])).not.toContain("swollen_eyelid_orbital_signs");
  });
});

describe("severe pelvic inflammatory disease (NICE CKS PID, BASHH 2019: admit with fever and vomiting)", () => {
  const pid = ["lower_abdominal_pain", "vaginal_discharge", "painful_sex", "fever"];
  it("is an emergency with fever and vomiting", () => {
    expect(flags(30, "female", [...pid, "vomiting"])).toContain("pid_fever_vomiting");
    expect(isEmergency(level(30, "female", [...pid, "vomiting"]))).toBe(true);
  });
  it("stays within 24 hours with a mild fever and no vomiting", () => {
    expect(flags(22, "female", pid)).not.toContain("pid_fever_vomiting");
    expect(level(22, "female", pid, ["vomiting"])).toBe("consultation_24");
  });
});

describe("a child with fever and a limb (NICE NG143 amber signs, NICE CKS acute childhood limp)", () => {
  it("asks a feverish child whether they will walk on and use every limb", () => {
    const asked = askedUntilStop(6, "female", ["fever"]);
    expect(asked).toContain("cant_bear_weight");
    expect(asked).toContain("limb_not_used");
  });
  it("does not ask a feverish adult about bearing weight", () => {
    expect(askedUntilStop(30, "female", ["fever"])).not.toContain("limb_not_used");
  });
  it("asks leg or bone pain whether the leg takes weight, about fever and a swollen calf", () => {
    const asked = askedUntilStop(12, "male", ["bone_pain"]);
    expect(asked).toContain("cant_bear_weight");
    expect(asked).toContain("fever");
    expect(askedUntilStop(32, "female", ["sciatica_pain"])).toContain("calf_swelling");
  });
  it("makes fever with a very tender bone in a child an emergency, not in an adult or without fever", () => {
    expect(flags(12, "male", ["fever", "bone_tenderness"])).toContain("child_fever_bone_tender");
    expect(isEmergency(level(12, "male", ["fever", "bone_tenderness"]))).toBe(true);
    expect(flags(12, "male", ["bone_tenderness"])).not.toContain("child_fever_bone_tender");
    expect(flags(40, "male", ["fever", "bone_tenderness"])).not.toContain("child_fever_bone_tender");
  });
});

describe("a child who will not bear weight after an injury (NICE CKS acute childhood limp)", () => {
  it("is seen the same day", () => {
    expect(RANK[level(2, "female", ["injury", "cant_bear_weight"], ["fever"])]).toBeGreaterThanOrEqual(
      RANK.consultation_24,
    );
  });
  it("is raised by the modifier only for a child who will not stand, not for an adult or a child who walks", () => {
    expect(modifiers(2, "female", ["injury", "cant_bear_weight"])).toContain("child_injury_not_weight_bearing");
    expect(modifiers(2, "female", ["injury"], ["cant_bear_weight"])).not.toContain("child_injury_not_weight_bearing");
    expect(modifiers(30, "male", ["injury", "cant_bear_weight"])).not.toContain("child_injury_not_weight_bearing");
  });
});

describe("one swollen calf with a clot risk (NICE NG158: suspected DVT, same-day scan)", () => {
  it("is seen the same day on the pill, in pregnancy or after a long journey", () => {
    for (const risk of ["hormonal_contraception", "immobile_travel", "pregnant"])
      expect(RANK[level(32, "female", ["calf_swelling", "sciatica_pain", risk])], risk).toBeGreaterThanOrEqual(
        RANK.consultation_24,
      );
  });
  it("holds with a clot risk, not for calf pain alone or after an injury or a pulled muscle", () => {
    expect(modifiers(32, "female", ["calf_swelling", "hormonal_contraception"])).toContain("calf_swelling_vte_risk");
    expect(modifiers(32, "female", ["calf_swelling"])).not.toContain("calf_swelling_vte_risk");
    expect(modifiers(25, "male", ["calf_swelling", "pulled_muscle", "immobile_travel"])).not.toContain(
      "calf_swelling_vte_risk",
    );
  });
});

describe("guideline danger signs asked because of the complaint (second batch)", () => {
  it("asks a sore throat about a jaw that will not open (quinsy, tetanus), which is an emergency", () => {
    expect(askedUntilStop(24, "male", ["sore_throat"])).toContain("lockjaw");
    expect(isEmergency(level(24, "male", ["sore_throat", "lockjaw"]))).toBe(true);
    expect(isEmergency(level(24, "male", ["sore_throat", "fever"], ["lockjaw", "stridor", "drooling"]))).toBe(false);
  });

  it("asks a chest pain whether it tore through to the back (aortic dissection)", () => {
    expect(askedUntilStop(40, "male", ["chest_pain"])).toContain("tearing_pain");
  });

  it("asks a headache or dizziness about generator or charcoal fumes (carbon monoxide)", () => {
    expect(askedUntilStop(30, "female", ["headache"])).toContain("fumes");
    expect(askedUntilStop(30, "female", ["dizziness"])).toContain("fumes");
    expect(isEmergency(level(30, "female", ["headache", "fumes"]))).toBe(true);
    expect(isEmergency(level(30, "female", ["headache"], ["fumes"]))).toBe(false);
  });

  it("asks blurred vision or new floaters about a curtain over the vision (retinal detachment)", () => {
    expect(askedUntilStop(40, "male", ["floaters"])).toContain("curtain_vision");
    expect(askedUntilStop(40, "male", ["vision_blurred"])).toContain("curtain_vision");
  });

  it("asks a red, hot skin about pain worse than it looks, fever and dizziness (NICE NG141, NG51)", () => {
    const asked = askedUntilStop(35, "male", ["cellulitis_skin"]);
    for (const id of ["spreading_severe_skin_pain", "fever", "dizziness"]) expect(asked, id).toContain(id);
  });

  it("asks a mother after a birth about breathlessness and a swollen calf (pulmonary embolism)", () => {
    const asked = askedUntilStop(28, "female", ["recent_delivery"]);
    expect(asked).toContain("sob");
    expect(asked).toContain("calf_swelling");
    // as a must-ask screen, whatever the differential
    const screened = complaintScreens(analyse(28, "female", ev(["recent_delivery"])).state, 28, "female").flatMap((q) =>
      q.items.map((i) => MODEL.findings[i]?.id),
    );
    expect(screened).toContain("sob");
    expect(screened).toContain("calf_swelling");
  });
});

describe("vertigo (NICE CKS vertigo, BE-FAST)", () => {
  it("asks vertigo about double vision, and the two together are a stroke until proven otherwise", () => {
    expect(askedUntilStop(40, "male", ["vertigo"])).toContain("double_vision");
    expect(flags(40, "male", ["vertigo", "double_vision"])).toContain("vertigo_double_vision");
    expect(isEmergency(level(40, "male", ["vertigo", "double_vision"]))).toBe(true);
    expect(isEmergency(level(40, "male", ["vertigo"], ["double_vision"]))).toBe(false);
  });
});

describe("stopping heavy drinking (NICE CG100: delirium tremens, withdrawal seizures)", () => {
  it("asks about seeing or hearing things, confusion and fits, and hallucinations then are an emergency", () => {
    const asked = askedUntilStop(40, "male", ["alcohol_stopped"]);
    for (const id of ["hallucinations", "confusion", "seizure"]) expect(asked, id).toContain(id);
    expect(flags(40, "male", ["alcohol_stopped", "hallucinations"])).toContain("alcohol_withdrawal_hallucinations");
    expect(isEmergency(level(40, "male", ["alcohol_stopped", "hallucinations"]))).toBe(true);
    expect(flags(40, "male", ["alcohol_stopped", "insomnia"])).not.toContain("alcohol_withdrawal_hallucinations");
  });
});

describe("coughing blood with blood in the urine (BSR ANCA vasculitis: pulmonary-renal syndrome)", () => {
  it("asks coughing blood about blood in the urine, and both together are an emergency", () => {
    expect(askedUntilStop(30, "male", ["haemoptysis"])).toContain("haematuria");
    const screened = complaintScreens(analyse(30, "male", ev(["haemoptysis"])).state, 30, "male").flatMap((q) =>
      q.items.map((i) => MODEL.findings[i]?.id),
    );
    expect(screened).toContain("haematuria");
    expect(flags(30, "male", ["haemoptysis", "haematuria"])).toContain("pulmonary_renal");
    expect(isEmergency(level(30, "male", ["haemoptysis", "haematuria", "nosebleed"]))).toBe(true);
    expect(flags(30, "male", ["haemoptysis", "cough_chronic"])).not.toContain("pulmonary_renal");
  });
});
