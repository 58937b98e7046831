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
