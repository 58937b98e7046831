// The fifth breadth round (conditions-gp5.ts): newborn infections, a toddler's scalded skin, glue ear, jaw and
// penile injuries, chorioamnionitis, fire smoke and two poisonings. Each test is a guideline presentation:
// removing the condition, its telling finding or its triage level makes it fail.
import { describe, expect, it } from "vitest";
import { absent, EMERGENCY, leader, level, present, top3 } from "../testing.ts";
import { searchFindings } from "../search.ts";
import { GP5_CONDITIONS } from "./conditions-gp5.ts";

const tri = (id: string) => GP5_CONDITIONS.find((c) => c.id === id)?.triage;
const phrase = (p: string) => searchFindings(p, 1)[0]?.id;

describe("fifth breadth round: newborns, injuries, smoke and poisonings", () => {
  it("pus and spreading redness at a newborn's navel is omphalitis, an emergency (WHO Pocket Book)", () => {
    const evidence = present("umbilical_pus", "umbilical_redness", "newborn_baby", "poor_feeding");
    expect(leader({ age: 0.04, sex: "male", evidence })).toBe("omphalitis");
    expect(EMERGENCY).toContain(level(0.04, "male", evidence));
    expect(phrase("pus from belly button")).toBe("umbilical_pus");
    expect(phrase("newborn")).toBe("newborn_baby");
  });

  it("a red, hot breast with fever in a newborn is neonatal mastitis, an emergency", () => {
    const evidence = present("breast_red_hot", "baby_breast_swelling", "fever", "newborn_baby");
    expect(top3({ age: 0.06, sex: "female", evidence })).toContain("neonatal_mastitis");
    expect(tri("neonatal_mastitis")).toBe("emergency");
  });

  it("a toddler with fever and red, tender, peeling skin without mouth sores has scalded skin syndrome", () => {
    const evidence = [
      ...present("fever", "skin_tender_red", "skin_peeling", "irritable_child"),
      ...absent("mouth_ulcers", "new_medicine"),
    ];
    expect(leader({ age: 1.5, sex: "female", evidence })).toBe("staph_scalded_skin");
    expect(tri("staph_scalded_skin")).toBe("emergency");
    // "peeling like hot water burn" describes the look of the skin, not a burn.
    expect(phrase("peeling like hot water burn")).toBe("skin_tender_red");
  });

  it("a 5-year-old with muffled hearing after colds and no ear pain has glue ear (NICE CKS OME)", () => {
    const evidence = [...present("hearing_loss", "recent_viral_illness", "recurrent"), ...absent("ear_pain", "fever")];
    expect(top3({ age: 5, sex: "male", evidence })).toContain("glue_ear");
    expect(tri("glue_ear")).toBe("consultation");
    expect(phrase("turns the TV up loud")).toBe("hearing_loss");
  });

  it("after a punch, teeth that no longer meet and a numb lower lip mean a fractured jaw, an emergency", () => {
    const evidence = present("injury", "jaw_swelling", "bite_misaligned", "numb_lower_lip");
    expect(leader({ age: 22, sex: "male", evidence })).toBe("mandible_fracture");
    expect(phrase("teeth don't meet properly")).toBe("bite_misaligned");
  });

  it("a crack from the erect penis then a swollen purple penis is a penile fracture, an emergency", () => {
    const evidence = present("penis_crack", "penis_swollen_bruised");
    expect(leader({ age: 30, sex: "male", evidence })).toBe("penile_fracture");
    expect(EMERGENCY).toContain(level(30, "male", evidence));
    expect(phrase("penis head is paining him")).toBe("penis_tip_sore");
  });

  it("fever and smelly fluid after the waters broke is chorioamnionitis, an emergency (RCOG/NICE)", () => {
    const evidence = present("pregnant", "waters_broken", "smelly_waters", "fever");
    expect(leader({ age: 25, sex: "female", evidence })).toBe("chorioamnionitis");
    expect(EMERGENCY).toContain(level(25, "female", evidence));
    expect(phrase("waters broken")).toBe("waters_broken");
  });

  it("soot in the mouth and a hoarse voice after a house fire is smoke inhalation, an ambulance case", () => {
    const evidence = present("smoke_inhaled", "soot_airway", "hoarse_voice", "cough");
    expect(leader({ age: 25, sex: "female", evidence })).toBe("smoke_inhalation");
    expect(level(25, "female", evidence)).toBe("emergency_ambulance");
    expect(phrase("smoke inhalation")).toBe("smoke_inhaled");
  });

  it("a toddler who swallowed blood pressure tablets is an emergency even if only sleepy (TOXBASE)", () => {
    const evidence = present("bp_tablets_swallowed", "drowsiness");
    expect(leader({ age: 1.5, sex: "female", evidence })).toBe("ccb_ingestion");
    expect(EMERGENCY).toContain(level(1.5, "female", evidence));
    expect(phrase("swallowed medicine")).toBe("poisoning");
  });

  it("swallowing a grain storage tablet is aluminium phosphide poisoning, an ambulance case", () => {
    const evidence = present("phosphide_swallowed", "vomiting", "cold_clammy");
    expect(leader({ age: 22, sex: "female", evidence })).toBe("phosphide_poisoning");
    expect(level(22, "female", evidence)).toBe("emergency_ambulance");
    expect(phrase("wheat pill")).toBe("phosphide_swallowed");
  });

  it("lay phrases resolve to what the patient means, not a look-alike word", () => {
    expect(phrase("cannot see from his left eye")).toBe("vision_loss");
    expect(phrase("private part lips swollen")).toBe("vulval_lump");
    expect(phrase("bumps on penis")).toBe("genital_warts");
    expect(phrase("painless sore")).toBe("skin_ulcer");
    expect(phrase("painless sore on penis")).toBe("genital_sore_painless");
  });

  it("a young woman whose condom broke and who does not want a pregnancy needs emergency contraception (NICE CKS, FSRH)", () => {
    const evidence = [...present("ec_wanted", "unprotected_sex"), ...absent("missed_period", "lower_abdominal_pain")];
    expect(leader({ age: 19, sex: "female", evidence })).toBe("emergency_contraception");
    expect(phrase("don't want to get pregnant")).toBe("ec_wanted");
  });

  it("breasts, underarm hair and a growth spurt in a 7-year-old girl are precocious puberty (NICE CKS)", () => {
    const evidence = present("breast_development", "early_body_hair", "growth_spurt");
    expect(leader({ age: 7, sex: "female", evidence })).toBe("precocious_puberty");
    expect(tri("precocious_puberty")).toBe("consultation");
    expect(phrase("breast development")).toBe("breast_development");
  });

  it("an itchy, red vulva with stinging urine in a 4-year-old using bubble bath is vulvovaginitis, self-care", () => {
    const evidence = [...present("vaginal_itch", "groin_rash", "dysuria", "bath_irritants"), ...absent("fever")];
    expect(leader({ age: 4, sex: "female", evidence })).toBe("vulvovaginitis_child");
    expect(tri("vulvovaginitis_child")).toBe("self_care");
  });

  it("a tender lump under one nipple in a 10-year-old girl is a breast bud, self-care", () => {
    const evidence = [
      ...present("male_breast", "breast_pain", "breast_development"),
      ...absent("fever", "breast_red_hot"),
    ];
    expect(top3({ age: 10, sex: "female", evidence })).toContain("breast_bud");
    expect(tri("breast_bud")).toBe("self_care");
  });

  it("blood-stained discharge leaking by itself from one duct of one breast is an intraductal papilloma (NICE NG12)", () => {
    const evidence = [
      ...present("nipple_blood", "nipple_discharge_spontaneous", "one_breast"),
      ...absent("breast_lump", "breastfeeding"),
    ];
    expect(leader({ age: 40, sex: "female", evidence })).toBe("intraductal_papilloma");
    expect(phrase("one breast only")).toBe("one_breast");
  });
});
