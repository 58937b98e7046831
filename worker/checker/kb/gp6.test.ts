// The sixth breadth round (conditions-gp6.ts) and its red-flag rules: emergencies a young person in Nigeria
// presents with that the knowledge base could not name. Each test is a guideline presentation: removing the
// condition, its telling finding, its likelihood rows or its rule makes it fail.
import { describe, expect, it } from "vitest";
import { absent, EMERGENCY, leader, level, present, top3 } from "../testing.ts";
import { searchFindings } from "../search.ts";
import { triage } from "../index.ts";
import type { EvidenceItem, Sex } from "../types.ts";
import { GP6_CONDITIONS } from "./conditions-gp6.ts";

const tri = (id: string) => GP6_CONDITIONS.find((c) => c.id === id)?.triage;
const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const flags = (age: number, sex: Sex, evidence: EvidenceItem[]) =>
  triage({ age, sex, evidence }).red_flags.map((f) => f.id);

describe("sixth breadth round: emergencies named from lay words", () => {
  it("drinking Gramoxone is paraquat poisoning, an ambulance case even before symptoms (WHO, TOXBASE)", () => {
    expect(phrase("drank weed killer")).toBe("herbicide_swallowed");
    expect(phrase("gramoxone")).toBe("herbicide_swallowed");
    const evidence = present("herbicide_swallowed", "vomiting", "sore_throat");
    expect(leader({ age: 24, sex: "male", evidence })).toBe("paraquat_poisoning");
    expect(level(24, "male", present("herbicide_swallowed"))).toBe("emergency_ambulance");
    expect(flags(24, "male", present("herbicide_swallowed"))).toContain("herbicide_swallowed");
  });

  it("deep sighing breathing is its own sign, and with diabetes it is an emergency (DKA, NICE NG17/NG18)", () => {
    expect(phrase("kussmaul breathing")).toBe("deep_breathing");
    expect(phrase("deep sighing breaths")).toBe("deep_breathing");
    const evidence = present("known_diabetes", "deep_breathing");
    expect(flags(19, "female", evidence)).toContain("diabetes_ketones");
    expect(EMERGENCY).toContain(level(19, "female", evidence));
  });

  it("a kick to the belly with pain and dizziness is a blunt abdominal injury, an emergency (WHO Basic emergency care)", () => {
    expect(phrase("kicked in the stomach")).toBe("belly_injury");
    const evidence = present("belly_injury", "abdominal_pain", "dizziness");
    expect(top3({ age: 21, sex: "male", evidence })).toContain("abdominal_trauma");
    expect(flags(21, "male", evidence)).toContain("belly_injury_signs");
    expect(EMERGENCY).toContain(level(21, "male", evidence));
  });

  it("a very pale toddler who breathes fast has severe anaemia, an emergency (WHO IMCI severe palmar pallor)", () => {
    expect(phrase("very pale")).toBe("severe_pallor");
    expect(phrase("palms very white")).toBe("severe_pallor");
    const evidence = [...present("severe_pallor", "fast_breathing", "fatigue"), ...absent("fever")];
    expect(leader({ age: 3, sex: "female", evidence })).toBe("severe_anaemia");
    expect(flags(3, "female", evidence)).toContain("severe_pallor_decompensated");
    expect(EMERGENCY).toContain(level(3, "female", evidence));
  });

  it("a very pale child with sickle cell disease after a viral illness still leads with the sickle anaemic crisis", () => {
    const evidence = [
      ...present("known_sickle", "severe_pallor", "fast_breathing", "fatigue", "recent_viral_illness"),
      ...absent("bone_pain", "yellow_eyes"),
    ];
    expect(leader({ age: 6, sex: "male", evidence })).toBe("sickle_anaemic_crisis");
  });

  it("a cold, poorly feeding 3-week-old baby has a possible serious bacterial infection (WHO IMCI young infant)", () => {
    expect(phrase("baby feels cold")).toBe("hypothermia");
    const evidence = present("poor_feeding", "hypothermia", "drowsiness");
    // Generic sepsis (with its infant weighting) may lead too: the same illness, the same emergency.
    expect(top3({ age: 0.06, sex: "male", evidence })).toContain("neonatal_sepsis");
    expect(tri("neonatal_sepsis")).toBe("emergency");
    expect(EMERGENCY).toContain(level(0.06, "male", present("hypothermia")));
  });

  it("thirst and passing a lot of urine with vomiting and deep breathing is DKA, even in undiagnosed diabetes (NICE NG18)", () => {
    expect(phrase("deep breathing")).toBe("deep_breathing");
    const evidence = present("thirst", "frequent_urination", "vomiting", "deep_breathing");
    expect(top3({ age: 14, sex: "female", evidence })).toContain("dka");
    expect(flags(14, "female", present("thirst", "frequent_urination", "vomiting"))).toContain(
      "new_diabetes_ketoacidosis",
    );
    expect(EMERGENCY).toContain(level(14, "female", present("thirst", "frequent_urination", "vomiting")));
    expect(flags(30, "male", present("known_diabetes", "deep_breathing"))).toContain("diabetes_acidosis_breathing");
  });

  it("a painful red eye that sees less days after cataract surgery is endophthalmitis, an emergency (RCOphth)", () => {
    expect(phrase("cataract surgery")).toBe("recent_eye_surgery");
    const evidence = present("recent_eye_surgery", "eye_pain", "red_eyes", "eye_vision_reduced");
    expect(leader({ age: 40, sex: "female", evidence })).toBe("endophthalmitis");
    expect(flags(40, "female", evidence)).toContain("eye_after_surgery");
  });

  it("swollen lips and tongue without hives on lisinopril is ACE-inhibitor angioedema, an emergency (NICE CKS)", () => {
    expect(phrase("lisinopril")).toBe("ace_inhibitor");
    const evidence = [
      ...present("lip_tongue_swelling", "ace_inhibitor", "known_hypertension"),
      ...absent("hives", "itching"),
    ];
    expect(leader({ age: 45, sex: "female", evidence })).toBe("angioedema");
    expect(EMERGENCY).toContain(level(45, "female", evidence));
  });

  it("contractions that stop after a tearing pain, with bleeding, raise a uterine rupture to an ambulance (WHO MCPC)", () => {
    expect(phrase("contractions stopped suddenly")).toBe("labour_pain_stopped");
    const evidence = present(
      "pregnant",
      "contractions",
      "labour_pain_stopped",
      "previous_caesarean",
      "vaginal_bleeding",
    );
    expect(leader({ age: 28, sex: "female", evidence })).toBe("uterine_rupture");
    expect(flags(28, "female", present("labour_pain_stopped", "vaginal_bleeding"))).toContain(
      "labour_pain_stopped_signs",
    );
    expect(level(28, "female", present("labour_pain_stopped", "vaginal_bleeding"))).toBe("emergency_ambulance");
  });

  it("a child with a brain shunt who vomits and is drowsy has raised pressure, an emergency (WHO Pocket Book)", () => {
    expect(phrase("vp shunt")).toBe("vp_shunt");
    const evidence = present("vp_shunt", "vomiting", "drowsiness", "headache");
    expect(flags(8, "female", evidence)).toContain("raised_pressure_infant_head");
    expect(EMERGENCY).toContain(level(8, "female", evidence));
    const infant = present("head_big", "vp_shunt", "vomiting");
    expect(top3({ age: 0.8, sex: "female", evidence: infant })).toContain("hydrocephalus");
    expect(flags(0.8, "female", infant)).toContain("raised_pressure_infant_head");
  });

  it("pneumonia with fever and painful breathing despite antibiotics is empyema, a hospital case (BTS)", () => {
    expect(phrase("antibiotics not working")).toBe("no_better_on_antibiotics");
    const evidence = present("fever", "no_better_on_antibiotics", "pleuritic_pain", "cough", "sob");
    expect(top3({ age: 6, sex: "male", evidence })).toContain("empyema");
    expect(tri("empyema")).toBe("emergency");
  });

  it("weeks of worsening headache and fever with drowsiness and a TB contact is TB meningitis (WHO, NICE NG33)", () => {
    const evidence = present("headache_worsening", "fever_long", "drowsiness", "contact_tb", "vomiting");
    expect(leader({ age: 4, sex: "male", evidence })).toBe("tb_meningitis");
    expect(tri("tb_meningitis")).toBe("emergency");
  });

  it("in advanced HIV the same subacute meningitis still leads with cryptococcal meningitis (WHO 2022)", () => {
    const evidence = present("hiv_positive", "headache_worsening", "fever", "vomiting", "vision_blurred");
    expect(leader({ age: 34, sex: "male", evidence })).toBe("cryptococcal_meningitis");
  });

  it("after rape, care within 72 hours is arranged today (WHO clinical handbook)", () => {
    expect(phrase("raped")).toBe("sexual_assault");
    const evidence = present("sexual_assault", "unprotected_sex");
    expect(leader({ age: 19, sex: "female", evidence })).toBe("sexual_assault");
    expect(level(19, "female", evidence)).toBe("consultation_24");
  });

  it("a hard, very painful pregnant belly with some bleeding is a placental abruption, not a surgical belly (RCOG)", () => {
    const evidence = present("pregnant", "pregnant_late", "severe_abdominal_pain", "rigid_abdomen", "vaginal_bleeding");
    expect(leader({ age: 33, sex: "female", evidence })).toBe("antepartum_haemorrhage");
  });

  it("headache and vomiting after a generator ran indoors is carbon monoxide poisoning, an emergency (NICE CKS)", () => {
    const evidence = present("fumes", "headache", "vomiting");
    expect(flags(35, "male", evidence)).toContain("fumes_symptoms");
    expect(EMERGENCY).toContain(level(35, "male", evidence));
  });
});
