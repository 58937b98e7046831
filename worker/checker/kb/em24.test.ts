// Emergency round 24 of issue 10 (ck-em24): what a user would notice — emergencies that present atypically or with
// little information are asked the context that tells them, escalate by the guideline's own combination, and are named
// first when they are the reason for the emergency (issue 10 item 8: never a reassuring headline above an emergency).
// Own wordings throughout (not the tune sets').
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import { askedUntilStop, ev, flagsOf, isEmergency, levelOfIds, playAsEvaluator, topFinding } from "../testing.ts";

const first = (age: number, sex: "male" | "female", has: string[], hasNot: string[] = []) =>
  diagnose({ age, sex, evidence: ev(has, hasNot) }).conditions[0]?.id;

describe("a heart attack told as indigestion in someone with diabetes (NICE CG95, ESC 2023 ACS)", () => {
  it("upper belly pain in an adult is asked about diabetes and a cold sweat", () => {
    const asked = askedUntilStop(47, "female", ["epigastric_pain"]);
    expect(asked).toContain("known_diabetes");
    expect(asked).toContain("sweating");
  }, 60_000);
  it("upper belly discomfort with a cold sweat in a diabetic is an ambulance, headed by the heart attack", () => {
    expect(levelOfIds(55, "male", ["epigastric_pain", "sweating", "known_diabetes"])).toBe("emergency_ambulance");
    const { result, level } = playAsEvaluator(49, "female", "My upper stomach has been uncomfortable since an hour", [
      "upper stomach pain",
      "cold sweat",
      "I have diabetes",
      "nausea",
    ]);
    expect(level).toBe("emergency_ambulance");
    expect(result.conditions[0]?.id).toBe("acute_coronary_syndrome");
  }, 60_000);
  it("burning upper belly pain after meals in a diabetic without a sweat stays a routine visit", () => {
    expect(isEmergency(levelOfIds(30, "female", ["epigastric_pain", "known_diabetes"], ["sweating"]))).toBe(false);
  });
});

describe("a clot in the lung told as breathlessness only (NICE NG158)", () => {
  it("breathlessness in a young woman is asked about the pill, a long journey and a racing heart", () => {
    const asked = askedUntilStop(26, "female", ["sob"]);
    // fa27: the pill is asked once, as the combined pill (it implies hormonal contraception).
    expect(asked).toContain("combined_pill");
    expect(asked).toContain("immobile_travel");
    expect(asked).toContain("palpitations");
  }, 60_000);
  it("breathless with a racing heart on the pill, after a birth or a long journey is an emergency", () => {
    expect(flagsOf(25, "female", ["sob", "palpitations", "hormonal_contraception"])).toContain("pe_breathless_risk");
    expect(isEmergency(levelOfIds(32, "female", ["exercise_breathless", "fainting", "recent_delivery"]))).toBe(true);
    expect(isEmergency(levelOfIds(44, "male", ["sob", "palpitations", "immobile_travel"]))).toBe(true);
  });
  it("breathless with pain on breathing in the weeks after an operation is an emergency too (NICE NG158)", () => {
    expect(flagsOf(34, "male", ["sob", "pleuritic_pain", "recent_operation"])).toContain("pe_breathless_risk");
    expect(isEmergency(levelOfIds(22, "female", ["sob", "fainting", "recent_operation"]))).toBe(true);
  });
  it("breathless with a racing heart in pregnancy alone is not this rule (normal pregnancy, its own screens)", () => {
    expect(flagsOf(27, "female", ["sob", "palpitations", "pregnant"])).not.toContain("pe_breathless_risk");
  });
});

describe("fever with belly pain in pregnancy goes to hospital (WHO MCPC, RCOG Green-top 64a)", () => {
  it("early or late in pregnancy, whatever the belly pain's place", () => {
    expect(isEmergency(levelOfIds(24, "female", ["pregnant_late", "fever", "rlq_pain"]))).toBe(true);
    expect(isEmergency(levelOfIds(29, "female", ["pregnant_early", "fever", "lower_abdominal_pain"]))).toBe(true);
  });
  it("a pregnant woman with a hot body and lower belly pain, told in her words, is an emergency", () => {
    const { level } = playAsEvaluator(31, "female", "I am 7 months pregnant, my body is hot and my belly is paining", [
      "7 months pregnant",
      "hot body",
      "lower belly pain",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
});

describe("pre-eclampsia after the birth and pre-eclampsia told as heartburn (NICE NG133, WHO PCPNC)", () => {
  it("a woman who gave birth days ago is asked about a headache, blurred vision and a swollen face", () => {
    const asked = askedUntilStop(28, "female", ["recent_delivery"]);
    for (const id of ["headache", "vision_blurred", "swollen_face"]) expect(asked).toContain(id);
  }, 60_000);
  it("a headache with a swollen face a week after the birth is named postpartum pre-eclampsia, though not pregnant", () => {
    expect(first(30, "female", ["recent_delivery", "headache", "swollen_face"], ["pregnant", "pregnant_late"])).toBe(
      "postpartum_preeclampsia",
    );
    const { result, level } = playAsEvaluator(27, "female", "I had my baby six days ago and now my head is pounding", [
      "had my baby six days ago",
      "pounding headache",
      "my vision is blurry",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions[0]?.id).toBe("postpartum_preeclampsia");
  }, 60_000);
  it("pain at the top of the stomach with a headache late in pregnancy is an emergency", () => {
    expect(topFinding("pain at the top of my stomach")).toBe("epigastric_pain");
    expect(topFinding("pain high in the belly")).toBe("epigastric_pain");
    expect(flagsOf(33, "female", ["pregnant_late", "headache", "epigastric_pain"])).toContain(
      "preeclampsia_headache_upper_belly",
    );
    expect(flagsOf(33, "female", ["recent_delivery", "headache", "ruq_pain"])).toContain(
      "preeclampsia_headache_upper_belly",
    );
  });
  it("heartburn after meals late in pregnancy without a headache stays self-care", () => {
    expect(levelOfIds(26, "female", ["pregnant_late", "heartburn"], ["headache", "vision_blurred"])).toBe("self_care");
  });
});

describe("the emergency that makes it an emergency heads the ranking (issue 10 item 8)", () => {
  it("a thunderclap headache is headed by the bleed, not a tension headache or a cold", () => {
    const { result, level } = playAsEvaluator(
      33,
      "male",
      "Sudden severe headache came while I was lifting a heavy load",
      ["sudden severe headache"],
    );
    expect(level).toBe("emergency_ambulance");
    expect(result.conditions[0]?.id).toBe("subarachnoid_haemorrhage");
  }, 60_000);
  it("a teenager vomiting with belly pain, thirst and passing much urine is headed by DKA (NICE NG18)", () => {
    const { result, level } = playAsEvaluator(15, "female", "She has stomach pain and keeps vomiting", [
      "stomach pain",
      "vomiting",
      "always thirsty",
      "passing urine a lot",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions[0]?.id).toBe("dka");
  }, 60_000);
  it("a fever with a stiff neck and headache in a child is headed by meningitis, not malaria (WHO, NICE NG240)", () => {
    const top = first(12, "male", ["fever", "stiff_neck", "headache"]);
    expect(["bacterial_meningitis", "viral_meningitis"]).toContain(top);
  });
  it("nothing moves when the leader is itself the emergency's cause (a nosebleed pinching did not stop)", () => {
    expect(topFinding("we pinched it and it has not stopped")).toBe("nosebleed_prolonged");
    expect(topFinding("pinching the nose has failed")).toBe("nosebleed_prolonged");
    expect(first(58, "male", ["nosebleed_prolonged", "dizziness"])).toBe("epistaxis");
  });
});

describe("a skin or wound infection with fever and vomiting is sepsis until shown otherwise (NICE NG51, CKS Cellulitis)", () => {
  it("spreading redness, an infected wound or a boil with fever and vomiting is an emergency", () => {
    expect(flagsOf(20, "male", ["cellulitis_skin", "fever", "vomiting"])).toContain("skin_infection_fever_vomiting");
    expect(isEmergency(levelOfIds(37, "female", ["wound_pus", "fever", "vomiting"]))).toBe(true);
    expect(isEmergency(levelOfIds(16, "male", ["boil", "fever", "prostration"]))).toBe(true);
  });
  it("a boil with fever but no vomiting or collapse is not this rule", () => {
    expect(flagsOf(16, "male", ["boil", "fever"])).not.toContain("skin_infection_fever_vomiting");
  });
});
