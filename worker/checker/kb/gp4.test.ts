// The fourth breadth round (conditions-gp4.ts): conditions of adults aged 16–45 a GP sees, infections whose
// telling findings were already asked about, and emergencies next to a near relative. Each test is a
// guideline presentation: removing the condition, its telling finding or its triage level makes it fail.
import { describe, expect, it } from "vitest";
import { absent, EMERGENCY, leader, level, present, top3 } from "../testing.ts";
import { searchFindings } from "../search.ts";
import { GP4_CONDITIONS } from "./conditions-gp4.ts";

const tri = (id: string) => GP4_CONDITIONS.find((c) => c.id === id)?.triage;

describe("fourth breadth round: adults 16-45 and orphan findings", () => {
  it("adds at least 30 conditions", () => {
    expect(GP4_CONDITIONS.length).toBeGreaterThanOrEqual(30);
  });

  it("a red, swollen area by the nipple with pus in a smoker who is not breastfeeding is periductal mastitis (NICE CKS)", () => {
    const evidence = [
      ...present("breast_pain", "breast_red_swollen", "nipple_pus", "smoker"),
      ...absent("breastfeeding"),
    ];
    expect(leader({ age: 32, sex: "female", evidence })).toBe("periductal_mastitis");
    expect(tri("periductal_mastitis")).toBe("consultation_24");
    expect(searchFindings("red swollen area near nipple", 1)[0]?.id).toBe("breast_red_swollen");
  });

  it("a baby girl with swelling under both nipples has neonatal breast enlargement (the finding is not male-only)", () => {
    const evidence = present("male_breast", "thriving");
    expect(leader({ age: 0.08, sex: "female", evidence })).toBe("neonatal_breast_enlargement");
  });

  it("heartburn late in pregnancy is pregnancy heartburn, self-care (NICE CKS dyspepsia in pregnancy)", () => {
    const evidence = [
      ...present("pregnant", "pregnant_late", "heartburn", "bitter_taste"),
      ...absent("headache", "vision_blurred"),
    ];
    expect(top3({ age: 30, sex: "female", evidence })).toContain("pregnancy_heartburn");
    expect(tri("pregnancy_heartburn")).toBe("self_care");
  });

  it("a toddler who swallowed diabetes tablets and is sweaty and drowsy is an emergency (TOXBASE sulfonylurea)", () => {
    const evidence = present("diabetes_tablets_swallowed", "sweating", "drowsiness", "tremor");
    expect(leader({ age: 3, sex: "male", evidence })).toBe("sulfonylurea_ingestion");
    expect(EMERGENCY).toContain(level(3, "male", evidence));
  });

  it("renal colic with fever and shivering is an infected obstructed kidney, an emergency (NICE NG118)", () => {
    const evidence = present("flank_pain", "pain_to_groin", "fever", "chills", "vomiting", "haematuria");
    expect(top3({ age: 30, sex: "male", evidence })).toContain("infected_obstructed_kidney");
    expect(tri("infected_obstructed_kidney")).toBe("emergency");
    // Without fever it stays renal colic.
    const colic = [...present("flank_pain", "pain_to_groin", "vomiting", "haematuria"), ...absent("fever", "chills")];
    expect(leader({ age: 30, sex: "male", evidence: colic })).toBe("kidney_stone");
  });

  it("fever, right upper pain and yellow eyes with shivering puts cholangitis in the top three, an emergency", () => {
    const evidence = present("ruq_pain", "fever", "chills", "yellow_eyes", "dark_urine", "pale_stool");
    expect(top3({ age: 40, sex: "female", evidence })).toContain("acute_cholangitis");
    expect(tri("acute_cholangitis")).toBe("emergency");
  });

  it("a heavy drinker who is confused and staggering has Wernicke's encephalopathy, an emergency (NICE CG100)", () => {
    const evidence = present("heavy_drinking", "confusion", "unsteady_walk", "double_vision");
    expect(top3({ age: 40, sex: "male", evidence })).toContain("wernicke_encephalopathy");
    expect(tri("wernicke_encephalopathy")).toBe("emergency");
  });

  it("fever with painful calves after wading through flood water is leptospirosis (WHO)", () => {
    const evidence = present("flood_rats", "fever", "calf_pain", "headache", "red_eyes", "body_aches");
    expect(leader({ age: 28, sex: "male", evidence })).toBe("leptospirosis");
  });

  it("weeks of fever and sweats after drinking unboiled milk is brucellosis (WHO)", () => {
    const evidence = present("livestock_contact", "fever_long", "fever", "night_sweats", "joint_pain", "fatigue");
    expect(top3({ age: 35, sex: "male", evidence })).toContain("brucellosis");
  });

  it("a painless black sore after handling a dead goat is cutaneous anthrax (WHO, NCDC)", () => {
    const evidence = present("black_eschar", "livestock_contact", "bite_swelling");
    expect(leader({ age: 30, sex: "male", evidence })).toBe("cutaneous_anthrax");
  });

  it("fever after contact with a sick person in an Ebola outbreak is an emergency (WHO)", () => {
    const evidence = present("outbreak_contact", "fever", "fatigue", "vomiting", "diarrhoea");
    expect(leader({ age: 30, sex: "female", evidence })).toBe("ebola_virus_disease");
    expect(tri("ebola_virus_disease")).toBe("emergency");
  });

  it("a needle-stick or unprotected sex in the past 72 hours needs PEP within a day (WHO)", () => {
    const evidence = present("hiv_exposure", "worry");
    expect(leader({ age: 25, sex: "female", evidence })).toBe("hiv_pep_needed");
    expect(tri("hiv_pep_needed")).toBe("consultation_24");
  });

  it("sudden painless loss of sight in one eye is a retinal artery occlusion or detachment, both emergencies", () => {
    const evidence = [...present("vision_loss"), ...absent("eye_pain", "red_eyes", "floaters", "flashing_lights")];
    expect(top3({ age: 40, sex: "male", evidence })).toContain("retinal_artery_occlusion");
    expect(EMERGENCY).toContain(level(40, "male", evidence));
  });

  it("a red eye with severe deep pain is scleritis (same day), a painless red patch is episcleritis (NICE CKS)", () => {
    const scleritis = present("red_eyes", "eye_pain", "pain_severe", "joint_pain");
    expect(top3({ age: 40, sex: "female", evidence: scleritis })).toContain("scleritis");
    expect(tri("scleritis")).toBe("consultation_24");
    const epi = [...present("red_eyes", "red_patch_eye"), ...absent("eye_discharge", "vision_blurred", "itchy_eyes")];
    expect(top3({ age: 30, sex: "female", evidence: epi })).toContain("episcleritis");
  });

  it("target-shaped spots after a cold sore are erythema multiforme", () => {
    const evidence = present("target_spots", "rash", "cold_sores");
    expect(leader({ age: 22, sex: "male", evidence })).toBe("erythema_multiforme");
  });

  it("hair coming out in handfuls months after childbirth is telogen effluvium", () => {
    const evidence = [...present("hair_shedding", "recent_delivery"), ...absent("round_bald_patch", "scalp_patches")];
    expect(leader({ age: 29, sex: "female", evidence })).toBe("telogen_effluvium");
  });

  it("fever in a child with sickle cell disease is an emergency, not malaria at home (NICE CKS, WHO)", () => {
    const evidence = present("known_sickle", "fever", "fatigue", "appetite_loss");
    expect(top3({ age: 3, sex: "male", evidence })).toContain("sickle_cell_fever");
    expect(tri("sickle_cell_fever")).toBe("emergency");
    expect(EMERGENCY).toContain(level(3, "male", evidence));
  });

  it("findings that no condition used now count: ear pain on pulling is otitis externa, fava beans in G6PD deficiency is haemolysis", () => {
    const ear = [...present("ear_pain", "ear_pain_pulling", "ear_itch"), ...absent("fever", "runny_nose")];
    expect(leader({ age: 25, sex: "male", evidence: ear })).toBe("otitis_externa");
    const g6pd = present("known_g6pd", "oxidant_trigger", "dark_urine", "yellow_eyes");
    expect(leader({ age: 8, sex: "male", evidence: g6pd })).toBe("g6pd_haemolysis");
    const knee = [...present("knee_front_swelling"), ...absent("fever", "injury")];
    expect(leader({ age: 35, sex: "female", evidence: knee })).toBe("prepatellar_bursitis");
    const voice = present("voice_change_weeks", "hoarse_voice");
    expect(leader({ age: 30, sex: "female", evidence: voice })).toBe("vocal_cord_nodules");
  });

  it("swallowed hair dye (PPD) with a swelling face needs an ambulance", () => {
    const evidence = present("hair_dye_swallowed", "swollen_face");
    expect(leader({ age: 20, sex: "female", evidence })).toBe("hair_dye_poisoning");
    expect(level(20, "female", evidence)).toBe("emergency_ambulance");
  });

  it("leaking urine on coughing after childbirth is stress incontinence, a bulge in the vagina is prolapse (NICE CKS)", () => {
    const leak = [...present("stress_leak", "recent_delivery"), ...absent("dysuria", "fever", "saddle_numbness")];
    expect(leader({ age: 32, sex: "female", evidence: leak })).toBe("stress_incontinence");
    const bulge = present("vaginal_bulge", "back_pain");
    expect(leader({ age: 42, sex: "female", evidence: bulge })).toBe("uterovaginal_prolapse");
    expect(searchFindings("I leak urine when I cough", 1)[0]?.id).toBe("stress_leak");
  });

  it("the new poisonings and drug reactions are emergencies (NPIS/TOXBASE, StatPearls)", () => {
    for (const id of [
      "salicylate_poisoning",
      "serotonin_syndrome",
      "neuroleptic_malignant_syndrome",
      "splenic_rupture",
      "acute_urinary_retention",
    ])
      expect(EMERGENCY).toContain(tri(id));
  });
});
