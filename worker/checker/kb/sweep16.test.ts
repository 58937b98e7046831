// Third blind emergency sweep (round 16, ck-sweep16): a telling that starts on a side detail (a medicine, an old
// illness, a milder word) with the danger sign late. Tested with wordings of our own (not the sweep's vignettes),
// each rule both ways: the dangerous form is an emergency and the everyday form nearby keeps its level.
import { describe, expect, it } from "vitest";

import { EMERGENCY, idsIn as ids, levelOfIds, playAsEvaluator, topFinding as one } from "../testing.ts";

const isEmergency = (l: string) => EMERGENCY.includes(l);

describe("lay words of danger signs told late", () => {
  it("reads moving black spots as floaters, household bleach in the eye as a chemical injury", () => {
    expect(one("i see black spots moving in my eye since yesterday")).toBe("floaters");
    expect(one("jik in my eye")).toBe("chemical_eye");
    expect(ids("washing the bathroom, some entered my eye")).toContain("foreign_body_eye");
  });
  it("reads tiny red spots all over as petechiae, a face weak on one side as a facial droop", () => {
    expect(one("tiny red dots all over his legs")).toBe("rash_nonblanching");
    expect(one("one side of her face is weak")).toBe("face_droop");
  });
  it("reads a staggered paracetamol overdose and a child who ate the pregnancy tablets", () => {
    expect(one("I have been taking more paracetamol than the packet says")).toBe("paracetamol_overdose");
    expect(ids("my son ate the pregnancy tablets on the table")).toContain("iron_tablets_swallowed");
    expect(ids("headache, so I took plenty panadol")).toContain("paracetamol_overdose");
  });
  it("reads an infant turning blue with coughing, grandiose beliefs and bilateral pelvic pain", () => {
    expect(one("she goes blue after coughing")).toBe("cyanosis");
    expect(one("he says he is god")).toBe("delusions");
    expect(one("pain low in the belly on both sides")).toBe("lower_abdominal_pain");
  });
  it("reads pain at the back of the jaw as a wisdom tooth, not a heart attack's jaw pain", () => {
    expect(one("pain at the back of my jaw")).toBe("wisdom_tooth_pain");
    expect(one("i have atrial fibrillation")).toBe("irregular_pulse");
  });
});

describe("combinations told by course or severity (NICE CKS, NICE NG104/NG118/NG126, ESVS, NICE NG18)", () => {
  it("a swollen joint with shivering is septic arthritis; a swollen joint alone is not an emergency", () => {
    expect(isEmergency(levelOfIds(30, "female", ["joint_swelling", "chills"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "female", ["joint_swelling"]))).toBe(false);
  });
  it("belly pain that painkillers do not help is an emergency; ordinary belly pain is not", () => {
    expect(isEmergency(levelOfIds(35, "male", ["abdominal_pain", "painkillers_not_helping"]))).toBe(true);
    expect(isEmergency(levelOfIds(35, "male", ["abdominal_pain"]))).toBe(false);
  });
  it("a late period with shoulder-tip pain is an emergency (ectopic)", () => {
    expect(isEmergency(levelOfIds(24, "female", ["missed_period", "shoulder_tip_pain"]))).toBe(true);
    expect(isEmergency(levelOfIds(24, "female", ["missed_period"]))).toBe(false);
  });
  it("pain through to the back with vomiting after heavy drinking is pancreatitis", () => {
    expect(isEmergency(levelOfIds(36, "male", ["heavy_drinking", "pain_to_back", "vomiting"]))).toBe(true);
    expect(isEmergency(levelOfIds(36, "male", ["heavy_drinking"]))).toBe(false);
  });
  it("sudden belly pain with an irregular pulse is an emergency even with bloody diarrhoea", () => {
    expect(isEmergency(levelOfIds(42, "male", ["irregular_pulse", "abdominal_pain_sudden", "bloody_diarrhoea"]))).toBe(
      true,
    );
  });
  it("great thirst, wetting the bed again and vomiting is ketoacidosis; thirst after sport is not", () => {
    expect(isEmergency(levelOfIds(8, "female", ["thirst", "bedwetting", "vomiting"]))).toBe(true);
    expect(isEmergency(levelOfIds(20, "male", ["thirst"]))).toBe(false);
  });
});

describe("the danger sign told late is asked (screens for a side detail)", () => {
  it("asks someone on regular diclofenac about a hard belly, and finds the perforation", () => {
    const r = playAsEvaluator(36, "male", "I take diclofenac for my knee every day", [
      "diclofenac every day",
      "belly became hard like wood",
      "sudden terrible belly pain",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
  it("asks someone on TB treatment about coughing a lot of blood", () => {
    const r = playAsEvaluator(30, "female", "I am on TB drugs for two months", [
      "on tb drugs",
      "coughing up a lot of blood",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
  it("asks someone with a new medicine about peeling skin (SJS)", () => {
    const r = playAsEvaluator(25, "male", "I started a new drug for fits last week", [
      "started a new drug",
      "skin peeling like a burn",
      "sores in the mouth",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
  it("asks a child with sickle cell about being very pale", () => {
    const r = playAsEvaluator(4, "male", "my son has sickle cell, his belly is big", [
      "sickle cell",
      "very pale",
      "belly swelling",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
  it("keeps a plain tension headache at home care", () => {
    const r = playAsEvaluator(35, "female", "headache after a long day at work", [
      "headache like a tight band",
      "stress",
    ]);
    expect(isEmergency(r.level)).toBe(false);
  });
});
