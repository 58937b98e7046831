// Danger screens, severity modifiers and danger-finding phrases added for classes of under-triage seen on
// unseen vignettes (tune5). Each test fails if the screen, modifier or phrase it names is removed.
import { describe, expect, it } from "vitest";
import { diagnose } from "./index.ts";
import { askedUntilStop, ev, idsIn as ids, isEmergency, levelOfIds as level } from "./testing.ts";
import { RANK } from "./triage.ts";

describe("nosebleed that pressure does not stop (NICE CKS epistaxis)", () => {
  it("asks every nosebleed whether pressing has stopped it, and makes a prolonged one an emergency", () => {
    expect(askedUntilStop(38, "male", ["nosebleed"])).toEqual(
      expect.arrayContaining(["nosebleed_prolonged", "wound_bleeding_heavy"]),
    );
    // Without a site, bleeding that pressure does not stop is the site-agnostic sign (a wound, a tooth
    // socket, a circumcision as often as a nose); the nosebleed screen asks it too.
    expect(ids("the bleeding is not stopping after pressing")).toContain("wound_bleeding_heavy");
    expect(ids("my nose bleeding not stopping")).toContain("nosebleed_prolonged");
    expect(isEmergency(level(38, "male", ["nosebleed", "wound_bleeding_heavy"]))).toBe(true);
    expect(isEmergency(level(38, "male", ["nosebleed", "nosebleed_prolonged"]))).toBe(true);
    expect(isEmergency(level(38, "male", ["nosebleed"], ["nosebleed_prolonged"]))).toBe(false);
  });
});

describe("heel pain and a possible Achilles rupture (NICE CKS Achilles tendinopathy)", () => {
  it("asks every heel pain about a snap, and makes a snap an emergency", () => {
    expect(askedUntilStop(26, "male", ["heel_pain"])).toContain("heel_snap");
    expect(isEmergency(level(26, "male", ["heel_pain", "heel_snap"]))).toBe(true);
    expect(isEmergency(level(26, "male", ["heel_pain"], ["heel_snap"]))).toBe(false);
  });
});

describe("a fever lasting weeks (NICE CG64 / ESC 2023 infective endocarditis)", () => {
  it("asks about valve or rheumatic heart disease", () => {
    expect(askedUntilStop(24, "male", ["fever_long"])).toContain("known_heart_disease");
  });
});

describe("sudden loss of vision in one eye (RCOphth: eye stroke)", () => {
  it("reads 'suddenly cannot see' as sudden vision loss", () => {
    expect(ids("my uncle suddenly cannot see from his left eye")).toContain("vision_loss");
  });
});

describe("anaphylaxis after an insect sting (Resuscitation Council UK 2021)", () => {
  it("ranks anaphylaxis first for a sting with lip swelling, belly cramps and vomiting", () => {
    const res = diagnose({
      age: 20,
      sex: "female",
      evidence: ev(["insect_bite", "lip_tongue_swelling", "abdominal_cramps", "vomiting", "dizziness"]),
    });
    expect(res.conditions[0]?.name).toBe("Anaphylaxis");
  });
});

describe("combination rules (AHA/ASA 2021, WHO Pocket book, NICE CG188, NICE CG64, NICE CKS)", () => {
  it("sends sudden loss of vision by ambulance (eye stroke), not blurred vision alone", () => {
    expect(level(44, "male", ["vision_loss"])).toBe("emergency_ambulance");
    expect(level(44, "male", ["vision_blurred"])).not.toBe("emergency_ambulance");
  });

  it("makes a nephritic child with headache and blurred sight or vomiting an emergency, not the nephritis alone", () => {
    expect(isEmergency(level(9, "male", ["dark_urine", "swollen_face", "headache", "vision_blurred"]))).toBe(true);
    expect(isEmergency(level(9, "male", ["oliguria", "swollen_face", "headache", "vomiting"]))).toBe(true);
    expect(isEmergency(level(9, "male", ["dark_urine", "swollen_face"], ["headache"]))).toBe(false);
  });

  it("makes pain under the right ribs with fever an emergency, not the pain alone", () => {
    expect(isEmergency(level(40, "female", ["ruq_pain", "fever"]))).toBe(true);
    expect(isEmergency(level(40, "female", ["ruq_pain", "pain_after_food"], ["fever"]))).toBe(false);
  });

  it("makes a long fever with known valve disease an emergency (endocarditis), not valve disease alone", () => {
    expect(isEmergency(level(24, "male", ["known_heart_disease", "fever", "night_sweats"]))).toBe(true);
    expect(isEmergency(level(24, "male", ["known_heart_disease"], ["fever"]))).toBe(false);
  });

  it("makes fever with a leg that cannot take weight an emergency, not the limp alone", () => {
    expect(isEmergency(level(10, "male", ["fever", "cant_bear_weight"]))).toBe(true);
    expect(isEmergency(level(10, "male", ["cant_bear_weight"], ["fever", "injury"]))).toBe(false);
  });
});

describe("gum disease with loose teeth (NICE CKS gum disease)", () => {
  it("sends periodontitis (loose teeth) to a dentist rather than self care", () => {
    expect(RANK[level(45, "male", ["bad_breath", "loose_teeth"])]).toBeGreaterThanOrEqual(RANK.consultation);
  });
});

describe("painful eye that cannot bear light and sees blurred (NICE CKS red eye: iritis)", () => {
  it("is an emergency; a red eye with light sensitivity but clear sight is not", () => {
    expect(isEmergency(level(29, "male", ["eye_pain", "photophobia", "vision_blurred", "red_eyes"]))).toBe(true);
    expect(
      isEmergency(level(29, "male", ["red_eyes", "photophobia"], ["vision_blurred", "vision_loss", "eye_pain"])),
    ).toBe(false);
  });
});

describe("collapse in a possible ectopic pregnancy and pleuritic chest pain (NICE CKS)", () => {
  it("sends belly or shoulder-tip pain with a faint in possible pregnancy by ambulance, dizziness alone not", () => {
    expect(level(24, "female", ["missed_period", "lower_abdominal_pain", "fainting"])).toBe("emergency_ambulance");
    expect(level(24, "female", ["missed_period", "lower_abdominal_pain", "dizziness"], ["fainting"])).not.toBe(
      "emergency_ambulance",
    );
  });

  it("reads 'worse on deep breath' as pleuritic chest pain, not fast breathing", () => {
    expect(ids("sharp chest pain, worse on deep breath")).toContain("pleuritic_pain");
    expect(ids("sharp chest pain, worse on deep breath")).not.toContain("fast_breathing");
  });
});

describe("wheeze (NICE NG245 / BTS-SIGN asthma)", () => {
  it("sends a wheezy cough to a clinician rather than self care", () => {
    expect(RANK[level(16, "male", ["cough", "wheeze"])]).toBeGreaterThanOrEqual(RANK.consultation);
  });
});

describe("skin that looks scalded or peels (BAD / NICE CKS: SSSS, SJS/TEN)", () => {
  it("asks a burn and a scaly or peeling skin about skin coming off in sheets", () => {
    expect(askedUntilStop(1.5, "female", ["burn"])).toContain("skin_peeling");
    expect(askedUntilStop(1.5, "female", ["scaly_skin"])).toContain("skin_peeling");
  });
});

describe("adrenal crisis (NICE CKS Addison's disease)", () => {
  it("makes darkening skin or salt craving with vomiting and fainting an emergency, but not either part alone", () => {
    expect(isEmergency(level(30, "female", ["skin_darkening_creases", "vomiting", "fainting"]))).toBe(true);
    expect(isEmergency(level(30, "female", ["salt_craving", "vomiting", "dizziness"]))).toBe(true);
    expect(isEmergency(level(30, "female", ["skin_darkening_creases", "salt_craving", "fatigue"]))).toBe(false);
    expect(isEmergency(level(30, "female", ["vomiting", "dizziness"]))).toBe(false);
  });
});
