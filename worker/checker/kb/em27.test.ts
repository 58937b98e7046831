// Emergency round 27 of issue 10 (ck-em27): what a user would notice when a known condition, a medicine or a number
// changes triage, told as one item next to an ordinary symptom, and the danger signs the ablation probe found that
// did not end at an emergency by themselves. Own wordings throughout (not the tune sets').
import { describe, expect, it } from "vitest";
import { flagsOf, isEmergency, levelOfIds, levelOfText, playAsEvaluator, presentIn, topFinding } from "../testing.ts";

describe("a known condition or medicine next to an ordinary symptom", () => {
  it("a fever in sickle cell disease is an emergency, told by a parent or by the person (NICE CKS Sickle cell)", () => {
    expect(isEmergency(levelOfText(6, "female", "my girl is a sickler and she is hot"))).toBe(true);
    expect(isEmergency(levelOfText(28, "male", "I have SS and I have fever since yesterday"))).toBe(true);
    const { level } = playAsEvaluator(3, "male", "He has sickle cell, now he is hot", ["hot body", "sickle cell"]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("a headache with a fever or vomiting in a person living with HIV is an emergency (WHO 2022 cryptococcal)", () => {
    expect(flagsOf(33, "female", ["hiv_positive", "headache", "fever"])).toContain("hiv_headache_fever");
    expect(isEmergency(levelOfText(40, "male", "I am on ARVs and I have headache with fever for two days"))).toBe(true);
    expect(isEmergency(levelOfIds(27, "female", ["hiv_positive", "headache", "vomiting"]))).toBe(true);
  });
  it("a headache in HIV without a fever or another sign is seen the same day, not an ambulance", () => {
    expect(levelOfIds(27, "female", ["hiv_positive", "headache"])).toBe("consultation_24");
  });
  it("a severe headache or a headache with vomiting on warfarin is an emergency (NHS / NICE CKS Anticoagulation)", () => {
    expect(flagsOf(72, "male", ["known_bleeding_disorder", "headache", "pain_severe"])).toContain(
      "bleeding_disorder_headache",
    );
    expect(isEmergency(levelOfText(68, "female", "I take warfarin and I have a headache and I am vomiting"))).toBe(
      true,
    );
  });
  it("a fall or a knock on the head on a blood thinner is an emergency (NICE NG232: CT within 8 hours)", () => {
    expect(isEmergency(levelOfText(79, "female", "grandma fell in the kitchen, she is on warfarin"))).toBe(true);
    expect(isEmergency(levelOfText(60, "male", "hit my head on the door frame, I am on rivaroxaban"))).toBe(true);
  });
  it("a fever after a miscarriage is read and is an emergency (WHO Abortion care, NICE NG51)", () => {
    expect(presentIn("I had a miscarriage two weeks ago")).toContain("recent_abortion");
    expect(isEmergency(levelOfText(25, "female", "she miscarried last week and now she is hot"))).toBe(true);
  });
  it("a fever after a birth with shivering is an emergency; the fever alone is seen the same day", () => {
    expect(isEmergency(levelOfIds(24, "female", ["recent_delivery", "fever", "rigors"]))).toBe(true);
    expect(levelOfIds(24, "female", ["recent_delivery", "fever"])).toBe("consultation_24");
  });
  it("vomiting in a person on insulin is an emergency (NICE NG18/NG17: DKA)", () => {
    expect(isEmergency(levelOfText(16, "female", "she is on insulin and has been throwing up all day"))).toBe(true);
  });
  it("a fever on carbimazole or on chemotherapy is an emergency (NICE CKS Hyperthyroidism, NICE CG151)", () => {
    expect(isEmergency(levelOfText(35, "female", "sore throat and fever, I am on carbimazole"))).toBe(true);
    expect(isEmergency(levelOfText(50, "male", "had chemo 10 days ago and now I feel hot"))).toBe(true);
  });
});

describe("numbers that decide triage", () => {
  it("a thermometer's reading is read (NICE NG143: 38 or more under 3 months is high risk)", () => {
    expect(presentIn("the thermometer says 38.3")).toContain("fever");
    expect(presentIn("thermometer showing 36.9")).not.toContain("fever");
    expect(isEmergency(levelOfText(0.1, "male", "thermometer says 38.1 for my 5 week old"))).toBe(true);
  });
  it("a glucometer that shows HI is a high sugar; with vomiting an emergency (NICE NG17/NG18)", () => {
    expect(topFinding("the glucometer just says HI")).toBe("high_sugar");
    expect(presentIn("sugar meter shows HI")).toContain("high_sugar");
    expect(isEmergency(levelOfText(20, "male", "my glucometer says HI and I keep vomiting"))).toBe(true);
  });
  it("a low sugar with confusion and a low oximeter reading are emergencies", () => {
    expect(isEmergency(levelOfText(58, "male", "his sugar is 2.9 and he is confused"))).toBe(true);
    expect(isEmergency(levelOfText(61, "female", "finger oxygen reading 89"))).toBe(true);
  });
  it("a blood pressure of 160/110 in pregnancy or after a birth is an emergency (NICE NG133)", () => {
    expect(isEmergency(levelOfText(30, "female", "I am 33 weeks pregnant and my BP is 162/111"))).toBe(true);
    expect(isEmergency(levelOfText(29, "female", "gave birth 6 days ago, blood pressure 165/112"))).toBe(true);
  });
});

describe("emergencies of the tune27 emphasis, told in other words", () => {
  it("belly pain that travelled from the navel to the lower right, with vomiting, is appendicitis now (NICE CKS)", () => {
    expect(presentIn("the pain began around his belly button and moved to the right")).toContain("pain_migrated_rlq");
    expect(flagsOf(13, "male", ["pain_migrated_rlq", "vomiting"])).toContain("migrated_rlq_pain");
    const { result, level } = playAsEvaluator(
      19,
      "female",
      "Tummy ache since last night, it has moved down to the right side",
      ["pain moved from the belly button to the right", "no appetite"],
    );
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain("appendicitis");
  }, 60_000);
  it("right lower belly pain without travel, vomiting or fever is not this rule", () => {
    expect(flagsOf(25, "female", ["rlq_pain"])).not.toContain("migrated_rlq_pain");
  });
  it("measles with the front of the eye gone cloudy is an emergency (WHO IMCI severe complicated measles)", () => {
    expect(topFinding("the front of her eye is cloudy")).toBe("corneal_white_spot");
    expect(isEmergency(levelOfIds(2, "female", ["measles_rash", "corneal_white_spot"]))).toBe(true);
    const { level } = playAsEvaluator(4, "male", "He has measles and the front of one eye is cloudy", [
      "measles rash",
      "front of the eye looks cloudy white",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("a rash with mouth sores and sore eyes weeks after starting ARVs is SJS, an emergency (BAD 2016)", () => {
    expect(presentIn("since I started my ARVs last month")).toEqual(expect.arrayContaining(["started_hiv_drugs"]));
    expect(
      isEmergency(levelOfText(31, "male", "started ARVs 2 weeks ago, now rash, mouth sores and red painful eyes")),
    ).toBe(true);
    expect(flagsOf(31, "male", ["rash", "mouth_ulcers", "red_eyes"])).not.toContain("new_drug_rash_two_mucosae");
  });
  it("since starting HIV drugs, a headache with fever still counts the HIV (the rule for cryptococcal meningitis)", () => {
    expect(flagsOf(30, "female", ["started_hiv_drugs", "headache", "fever"])).toContain("hiv_headache_fever");
  });
  it("chickenpox in a child on steroid tablets is an emergency; the steroid question is asked", () => {
    expect(isEmergency(levelOfIds(6, "female", ["chickenpox_rash", "steroid_use"]))).toBe(true);
    expect(isEmergency(levelOfIds(6, "female", ["chickenpox_rash", "fever"]))).toBe(false);
    const { level } = playAsEvaluator(8, "male", "He has chicken pox spots", [
      "chicken pox spots",
      "takes prednisolone",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("a hot painful breast lump soft in the middle with a fever is an abscess needing hospital (NICE CKS Mastitis)", () => {
    expect(topFinding("the lump is soft in the middle")).toBe("breast_soft_swelling");
    expect(isEmergency(levelOfIds(29, "female", ["breast_soft_swelling", "breast_pain", "fever"]))).toBe(true);
  });
  it("a fever with a cough in a person on HIV treatment is seen the same day, not at home (WHO advanced HIV)", () => {
    expect(levelOfIds(26, "female", ["hiv_positive", "fever", "cough"])).toBe("consultation_24");
  });
});

describe("danger signs the ablation probe found unasked or unread", () => {
  it("a toddler who vomits is asked about iron tablets; the mother's 'blood tablets' are iron (TOXBASE)", () => {
    expect(presentIn("my son of 3 ate plenty of his mother's blood tablets")).toContain("iron_tablets_swallowed");
    const { level } = playAsEvaluator(3, "female", "She has been vomiting since noon", [
      "vomiting",
      "ate iron tablets",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("a vomiting teenage boy is asked about pain in the testicles; 'eggs' are the testicles (NICE CKS Scrotal pain)", () => {
    expect(presentIn("he says his eggs dey pain am")).toContain("testicular_pain");
    const { level } = playAsEvaluator(15, "male", "He has been throwing up since the morning", [
      "vomiting",
      "testicle pain",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("a girl who fainted is asked about very heavy periods (NICE NG88)", () => {
    const { level } = playAsEvaluator(16, "female", "My daughter passed out at school", [
      "fainted",
      "very heavy periods",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("'tired of this life' is a wish to die; 'tired of this job' is not (NICE NG225)", () => {
    expect(presentIn("honestly I am tired of my life")).toContain("suicidal");
    expect(presentIn("I am tired of this job")).not.toContain("suicidal");
  });
  it("a period 'brought down' with something from the chemist is a recent abortion; with a fever an emergency", () => {
    expect(presentIn("she took something to bring her period down last week")).toContain("recent_abortion");
    expect(
      isEmergency(levelOfText(20, "female", "I used medicine to make my period come down and now I have fever")),
    ).toBe(true);
  });
  it("a child with a fever and a painful knee is asked about a very tender bone (NICE CKS Osteomyelitis)", () => {
    const { level } = playAsEvaluator(9, "female", "Fever and her knee hurts", ["fever", "knee pain", "tender bone"]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("'skin hot and dry and confused' after a collapse in the heat is an ambulance case (NHS Heatstroke)", () => {
    expect(
      isEmergency(levelOfText(24, "male", "he collapsed at the farm, his skin is hot and dry and he is confused")),
    ).toBe(true);
  });
});

describe("a red hot breast is asked whether the swelling is soft in the middle (NICE CKS Mastitis and breast abscess)", () => {
  it("with a fever, a soft swelling is an abscess needing hospital the same day", () => {
    const { level } = playAsEvaluator(31, "female", "My breast is red and hot and I have fever", [
      "red hot breast",
      "fever",
      "the swelling feels soft in the middle",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
});
