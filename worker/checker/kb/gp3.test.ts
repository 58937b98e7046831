// The third breadth round (conditions-gp3.ts): children's and adolescents' conditions a GP or paediatric
// emergency department sees, and the emergencies next to a near relative. Each test is a guideline
// presentation: removing the condition, its telling finding or its triage level makes it fail.
import { describe, expect, it } from "vitest";
import { absent, EMERGENCY, leader, level, present, top3 } from "../testing.ts";
import { searchFindings } from "../search.ts";
import { GP3_CONDITIONS } from "./conditions-gp3.ts";

describe("third breadth round: children and adolescents", () => {
  it("adds at least 40 conditions, each with a guideline triage level", () => {
    expect(GP3_CONDITIONS.length).toBeGreaterThanOrEqual(40);
  });

  it("barking cough with stridor in a toddler is croup, not bronchiolitis (NICE CKS croup)", () => {
    const evidence = present("runny_nose", "barking_cough", "hoarse_voice", "fever");
    expect(leader({ age: 1.5, sex: "female", evidence })).toBe("croup");
    expect(leader({ age: 1.5, sex: "female", evidence: [...evidence, ...present("stridor")] })).toBe("croup");
    // Stridor is a red flag: croup with stridor is an emergency.
    expect(EMERGENCY).toContain(level(1.5, "female", [...evidence, ...present("stridor")]));
  });

  it("a runny nose, cough and wheeze in a baby stays bronchiolitis", () => {
    const evidence = [...present("runny_nose", "cough", "wheeze", "fast_breathing"), ...absent("barking_cough")];
    expect(leader({ age: 0.4, sex: "male", evidence })).toBe("bronchiolitis");
  });

  it("fever during chemotherapy is neutropenic sepsis and an emergency (NICE CG151)", () => {
    const evidence = present("fever", "chills", "on_chemotherapy", "fatigue");
    expect(leader({ age: 19, sex: "male", evidence })).toBe("neutropenic_sepsis");
    expect(EMERGENCY).toContain(level(19, "male", evidence));
  });

  it("five days of fever, red eyes, red cracked lips, rash and swollen hands is Kawasaki disease", () => {
    const evidence = [
      ...present("fever", "red_eyes", "red_cracked_lips", "rash", "swollen_hands_feet"),
      ...absent("cough", "runny_nose", "eye_discharge"),
    ];
    expect(leader({ age: 3, sex: "male", evidence })).toBe("kawasaki_disease");
    expect(EMERGENCY).toContain(level(3, "male", evidence));
  });

  it("pale, little urine after bloody diarrhoea in a young child is haemolytic uraemic syndrome", () => {
    const evidence = present("bloody_diarrhoea", "pale", "oliguria", "fatigue", "swelling_puffy_eyes");
    expect(top3({ age: 3, sex: "female", evidence })).toContain("haemolytic_uraemic_syndrome");
    expect(EMERGENCY).toContain(level(3, "female", evidence));
  });

  it("swollen feet, changed hair and no appetite in a weaned toddler is kwashiorkor, urgent (WHO IMCI)", () => {
    const evidence = present("leg_swelling", "hair_colour_change", "appetite_loss", "weaned_early");
    expect(leader({ age: 1.5, sex: "female", evidence })).toBe("kwashiorkor");
    expect(EMERGENCY).toContain(level(1.5, "female", evidence));
  });

  it("a limp with thigh and knee pain for weeks in an overweight 13-year-old is a slipped hip (SUFE)", () => {
    const evidence = [
      ...present("limp", "limp_weeks", "thigh_knee_pain_child", "overweight"),
      ...absent("fever", "injury"),
    ];
    expect(top3({ age: 13, sex: "male", evidence })).toContain("slipped_capital_femoral_epiphysis");
  });

  it("a well 5-year-old limping after a cold, without fever, has an irritable hip, not septic arthritis", () => {
    const evidence = [...present("limp", "hip_pain", "recent_viral_illness", "walks_despite_pain"), ...absent("fever")];
    expect(leader({ age: 5, sex: "male", evidence })).toBe("transient_synovitis");
    // With fever and a child who can't bear weight the emergency comes first.
    const septic = present("hip_pain", "fever", "cant_bear_weight", "joint_swelling", "pain_severe");
    expect(leader({ age: 5, sex: "male", evidence: septic })).not.toBe("transient_synovitis");
  });

  it("a toddler who won't use an arm after being pulled by the hand has a pulled elbow", () => {
    const evidence = [...present("arm_not_used", "arm_pulled"), ...absent("joint_swelling", "fever")];
    expect(leader({ age: 2, sex: "female", evidence })).toBe("pulled_elbow");
  });

  it("a swallowed button battery is an emergency even in a well child", () => {
    const evidence = present("swallowed_battery");
    expect(leader({ age: 2, sex: "female", evidence })).toBe("button_battery_ingestion");
    expect(EMERGENCY).toContain(level(2, "female", evidence));
  });

  it("neck twisting and eyes rolling up after a medicine for vomiting is an acute dystonic reaction", () => {
    const evidence = [...present("dystonia", "antiemetic_taken"), ...absent("fever", "unconscious")];
    expect(leader({ age: 18, sex: "female", evidence })).toBe("acute_dystonia");
    expect(EMERGENCY).toContain(level(18, "female", evidence));
  });

  it("punched-out sores on eczema with fever is eczema herpeticum, an emergency", () => {
    const evidence = present("eczema_patches", "punched_out_sores", "blisters", "fever");
    expect(leader({ age: 6, sex: "female", evidence })).toBe("eczema_herpeticum");
    expect(EMERGENCY).toContain(level(6, "female", evidence));
  });

  it("a black gum sore eating the cheek in a thin child after measles is noma", () => {
    const evidence = present("gum_necrosis", "jaw_swelling", "bad_breath", "poor_growth", "measles_rash");
    expect(leader({ age: 5, sex: "female", evidence })).toBe("noma");
    expect(EMERGENCY).toContain(level(5, "female", evidence));
  });

  it("jaundice with confusion after herbal mixtures is acute liver failure", () => {
    const evidence = present("yellow_eyes", "confusion", "drowsiness", "bleeding_unusual", "nsaid_or_herbal");
    expect(top3({ age: 30, sex: "male", evidence })).toContain("acute_liver_failure");
    expect(EMERGENCY).toContain(level(30, "male", evidence));
  });

  it("infant crying for hours in the evening while feeding and growing well is colic, self care", () => {
    const evidence = [...present("long_crying", "thriving"), ...absent("fever", "vomiting", "poor_feeding")];
    expect(leader({ age: 0.15, sex: "male", evidence })).toBe("infantile_colic");
    expect(level(0.15, "male", evidence)).toBe("self_care");
  });

  it("a soft navel bulge in a thriving baby is an umbilical hernia, self care", () => {
    const evidence = [...present("navel_bulge", "thriving"), ...absent("abdominal_pain", "vomiting", "hernia_stuck")];
    expect(leader({ age: 0.5, sex: "female", evidence })).toBe("umbilical_hernia");
    expect(level(0.5, "female", evidence)).toBe("self_care");
  });

  it("a 7-year-old wetting the bed at night only is nocturnal enuresis", () => {
    const evidence = [...present("bedwetting"), ...absent("dysuria", "thirst", "weight_loss")];
    expect(leader({ age: 7, sex: "male", evidence })).toBe("nocturnal_enuresis");
  });

  it("a teenager cutting herself to cope has self-harm in the top three", () => {
    const evidence = present("self_harm", "low_mood", "stress");
    expect(top3({ age: 16, sex: "female", evidence })).toContain("self_harm");
  });

  it("lay phrases find the new findings", () => {
    const first = (q: string) => searchFindings(q, 1)[0]?.id;
    expect(first("barking cough")).toBe("barking_cough");
    expect(first("on chemotherapy")).toBe("on_chemotherapy");
    expect(first("swallowed a small battery")).toBe("swallowed_battery");
    expect(first("wetting the bed at night")).toBe("bedwetting");
    expect(first("navel bulges when crying")).toBe("navel_bulge");
    expect(first("neck twisting by itself")).toBe("dystonia");
    // A denial is still the finding it denies (the parser handles negation), never its opposite.
    expect(first("not feeding well")).toBe("poor_feeding");
  });
});
