// The eighth breadth round (conditions-gp8.ts, findings-gp8.ts) and its red-flag and age rules: each
// emergency is triaged as one from its typical lay presentation, each other condition reaches the top three
// from its typical findings, and the lay words for the new findings resolve to them. Removing the condition,
// its telling finding, its triage level or its rule makes a test fail.
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import { parseText } from "../parse.ts";
import { absent, EMERGENCY, leader, level, present, top3 } from "../testing.ts";
import { COMPLAINT_CHARACTER } from "./character.ts";
import { type BreadthCase, breadthRound, phrase, triageOf } from "./breadth-round.ts";
import { GP8_CONDITIONS } from "./conditions-gp8.ts";
import { AGE_RULES, COMPLAINT_SCREENS } from "./danger-screens.ts";
import { RED_FLAG_RULES } from "./red-flag-rules.ts";

const tri = triageOf(GP8_CONDITIONS);
const parsed = (text: string) => parseText(text).map((m) => m.id);

/** Emergencies: top three from the lay presentation and an emergency triage. */
const EMERGENCIES: BreadthCase[] = [
  {
    id: "nasal_septal_haematoma",
    age: 17,
    sex: "male",
    yes: ["nose_injury", "nosebleed", "blocked_nose", "nose_inside_swelling"],
    says: { "swelling inside the nose": "nose_inside_swelling" },
    why: "both sides of the nose blocked by a swelling after a ball in the face (ENT UK)",
  },
  {
    id: "post_extraction_haemorrhage",
    age: 26,
    sex: "female",
    yes: ["recent_tooth_extraction", "procedure_bleeding", "dizziness"],
    says: { "bleeding from the tooth socket": "procedure_bleeding", "tooth removed today": "recent_tooth_extraction" },
    why: "a socket still bleeding hours after an extraction, now dizzy (SDCEP)",
  },
  {
    id: "circumcision_bleeding",
    age: 0.08,
    sex: "male",
    yes: ["recent_circumcision", "procedure_bleeding", "pale"],
    says: { "bleeding after circumcision": "procedure_bleeding" },
    why: "a baby circumcised at home still bleeding and pale (WHO Pocket Book)",
  },
  {
    id: "tmj_dislocation",
    age: 24,
    sex: "female",
    yes: ["jaw_stuck_open", "ear_pain", "drooling"],
    says: { "mouth stuck open": "jaw_stuck_open", "can't close mouth": "jaw_stuck_open" },
    why: "the mouth stuck open after a big yawn",
  },
  {
    id: "kidney_injury",
    age: 19,
    sex: "male",
    yes: ["flank_injury", "haematuria", "flank_pain"],
    says: { "fell on the side": "flank_injury", "kicked in the side": "flank_injury" },
    why: "blood in the urine after falling onto the side (NICE NG39)",
  },
  {
    id: "hypocalcaemia",
    age: 33,
    sex: "female",
    yes: ["recent_neck_surgery", "perioral_tingling", "hand_spasm"],
    says: { "recent thyroid operation": "recent_neck_surgery", "hands cramping": "hand_spasm" },
    why: "tingling lips and a clawing hand two days after a goitre operation (Society for Endocrinology)",
  },
  {
    id: "warfarin_bleeding",
    age: 36,
    sex: "male",
    yes: ["known_bleeding_disorder", "haematuria", "bleeding_gums_brushing", "bruising"],
    why: "red urine, bleeding gums and bruises on warfarin (NICE CKS anticoagulation)",
  },
  {
    id: "vitamin_k_deficiency_bleeding",
    age: 0.08,
    sex: "male",
    yes: ["bleeding_unusual", "vomiting", "bulging_fontanelle", "drowsiness"],
    why: "a 4-week-old born at home bleeding from the navel, now drowsy with a bulging soft spot (WHO)",
  },
  {
    id: "meckel_diverticulum",
    age: 2,
    sex: "male",
    yes: ["rectal_bleeding_heavy", "pale"],
    says: { "lots of blood in the stool": "rectal_bleeding_heavy" },
    why: "a toddler passing a lot of dark red blood without pain, now pale",
  },
  {
    id: "torsion_testicular_appendage",
    age: 10,
    sex: "male",
    yes: ["testicular_pain", "blue_dot_scrotum"],
    says: { "small blue dot on scrotum": "blue_dot_scrotum" },
    why: "a 10-year-old's testicle pain with a blue dot (NICE CKS scrotal pain)",
  },
  {
    id: "tetralogy_of_fallot",
    age: 1,
    sex: "male",
    yes: ["blue_spells", "squats_to_rest", "fast_breathing"],
    says: { "tet spells": "blue_spells", "squats to rest": "squats_to_rest" },
    why: "a toddler's spells of turning deep blue and breathing fast, who squats to rest (WHO Pocket Book)",
  },
  {
    id: "post_tonsillectomy_haemorrhage",
    age: 7,
    sex: "female",
    yes: ["recent_throat_surgery", "mouth_bleeding", "vomiting_blood"],
    says: { "throat operation last week": "recent_throat_surgery", "fresh blood in the mouth": "mouth_bleeding" },
    why: "a child spitting fresh blood a week after her tonsils were removed (ENT UK)",
  },
  {
    id: "necrotising_otitis_externa",
    age: 45,
    sex: "male",
    yes: ["known_diabetes", "ear_pain", "ear_discharge", "pain_severe", "treatment_not_working"],
    why: "weeks of severe ear pain and discharge despite drops in a man with diabetes (NICE CKS)",
  },
  {
    id: "dress_syndrome",
    age: 30,
    sex: "female",
    yes: ["new_medicine", "rash", "fever", "swollen_face", "swollen_glands"],
    why: "rash, fever, a swollen face and glands weeks after a new epilepsy drug (NICE CG183)",
  },
  {
    id: "chemical_burn",
    age: 23,
    sex: "female",
    yes: ["chemical_on_skin", "burn", "pain_severe"],
    says: { "acid thrown on her": "chemical_on_skin" },
    why: "acid thrown on the face and neck (WHO burns)",
  },
  {
    id: "hip_dislocation",
    age: 30,
    sex: "male",
    yes: ["leg_turned_inwards", "injury", "hip_pain", "cant_bear_weight"],
    says: { "leg turned inwards": "leg_turned_inwards" },
    why: "a shortened, inturned leg after the knee hit the dashboard (NICE NG39)",
  },
  {
    id: "transfusion_reaction",
    age: 24,
    sex: "female",
    yes: ["recent_transfusion", "fever", "chills", "back_pain", "dark_urine"],
    says: { "blood transfusion today": "recent_transfusion" },
    why: "shivering, fever, loin pain and dark urine just after a transfusion (WHO)",
  },
  {
    id: "svc_obstruction",
    age: 25,
    sex: "male",
    yes: ["swollen_face", "chest_wall_veins", "orthopnoea", "swollen_glands"],
    says: { "veins on the chest": "chest_wall_veins" },
    why: "a swollen face with swollen chest veins, breathless lying flat (NICE NG12)",
  },
  {
    id: "ovarian_hyperstimulation",
    age: 33,
    sex: "female",
    yes: ["fertility_treatment", "distension", "abdominal_pain", "oliguria"],
    says: { "fertility treatment": "fertility_treatment" },
    why: "a swollen painful belly and little urine after IVF injections (RCOG Green-top 5)",
  },
  {
    id: "penile_zip_injury",
    age: 6,
    sex: "male",
    yes: ["penis_caught_zip", "pain_severe"],
    says: { "penis caught in zip": "penis_caught_zip" },
    why: "a boy's penis skin caught in his zip",
  },
  {
    id: "urethral_injury",
    age: 27,
    sex: "male",
    yes: ["blood_from_penis", "injury", "urinary_retention"],
    says: { "blood from the penis": "blood_from_penis" },
    why: "blood from the penis and unable to pass urine after an okada crash (NICE NG39)",
  },
];

/** Other conditions: top three from typical findings. */
const COMMON: BreadthCase[] = [
  {
    id: "ear_barotrauma",
    age: 30,
    sex: "male",
    yes: ["after_flight_dive", "hearing_loss", "ear_pain", "ear_pressure"],
    says: { "ear pain after flying": "after_flight_dive" },
    why: "blocked, painful ears since a flight",
  },
  {
    id: "nasopharyngeal_carcinoma",
    age: 40,
    sex: "male",
    yes: ["nose_blocked_long", "neck_lump_chronic", "hearing_loss", "bloody_nasal_mucus"],
    says: { "bloody snot": "bloody_nasal_mucus" },
    why: "a one-sided blocked nose for months with a neck lump and a blocked ear (NICE NG12)",
  },
  {
    id: "diabetes_insipidus",
    age: 12,
    sex: "male",
    yes: ["thirst", "frequent_urination", "head_injury"],
    no: ["weight_loss", "fatigue", "vomiting"],
    why: "great thirst and urine day and night after a head injury",
  },
  {
    id: "chronic_myeloid_leukaemia",
    age: 34,
    sex: "male",
    yes: ["big_spleen", "night_sweats", "weight_loss", "fatigue", "bloating"],
    why: "a heavy left upper belly, sweats and weight loss (NICE NG12)",
  },
  {
    id: "hirschsprung_disease",
    age: 0.33,
    sex: "female",
    yes: ["constipation_since_birth", "distension"],
    says: { "constipation since birth": "constipation_since_birth", "late first poo": "late_meconium" },
    why: "a baby who only passes stool with help since birth, with a swollen belly",
  },
  {
    id: "polycystic_kidney_disease",
    age: 36,
    sex: "female",
    yes: ["high_bp_reading", "family_kidney_disease", "flank_pain", "haematuria"],
    says: { "family history of kidney disease": "family_kidney_disease" },
    why: "high blood pressure, loin pain and blood in the urine with kidney disease in the family",
  },
  {
    id: "osteochondroma",
    age: 15,
    sex: "male",
    yes: ["bone_lump"],
    no: ["night_pain", "bone_pain", "weight_loss"],
    says: { "hard lump near the knee": "bone_lump" },
    why: "a painless hard lump above the knee in a teenager",
  },
  {
    id: "cracked_tooth",
    age: 31,
    sex: "male",
    yes: ["toothache", "pain_on_bite_release", "tooth_sensitivity"],
    says: { "pain when releasing bite": "pain_on_bite_release" },
    why: "a sharp pain in one back tooth on letting go of a bite",
  },
  {
    id: "breast_fat_necrosis",
    age: 38,
    sex: "female",
    yes: ["breast_lump", "injury", "bruising"],
    why: "a firm breast lump with a bruise after hitting a door",
  },
  {
    id: "male_infertility",
    age: 33,
    sex: "male",
    yes: ["partner_not_conceiving", "mumps_orchitis_past"],
    says: { "my wife cannot get pregnant": "partner_not_conceiving" },
    why: "two years without a pregnancy after mumps of the testicles (NICE CG156)",
  },
  {
    id: "juvenile_polyp",
    age: 5,
    sex: "female",
    yes: ["bloody_stool", "bright_red_blood"],
    no: ["abdominal_pain", "diarrhoea", "fever", "constipation"],
    why: "a 5-year-old's painless bright red blood on the stool",
  },
  {
    id: "hyperreactive_malarial_splenomegaly",
    age: 30,
    sex: "female",
    yes: ["big_spleen", "pale", "fatigue"],
    no: ["night_sweats", "weight_loss"],
    why: "a heavy big spleen with anaemia in someone who has had malaria many times (WHO)",
  },
  {
    id: "juvenile_angiofibroma",
    age: 15,
    sex: "male",
    yes: ["nosebleed", "nose_blocked_long", "blocked_nose"],
    no: ["injury", "fever"],
    why: "a teenage boy's repeated nosebleeds with a one-sided blocked nose for months",
  },
  {
    id: "eustachian_tube_dysfunction",
    age: 28,
    sex: "female",
    yes: ["ear_pressure", "hearing_loss", "recent_viral_illness"],
    no: ["ear_pain", "fever", "ear_discharge"],
    why: "a full, popping ear with muffled hearing after a cold",
  },
  {
    id: "noise_hearing_loss",
    age: 28,
    sex: "male",
    yes: ["loud_noise", "hearing_loss", "tinnitus", "hearing_in_noise"],
    says: { "works with loud music": "loud_noise" },
    why: "a DJ's muffled hearing in noise and ringing ears (WHO)",
  },
  {
    id: "geographic_tongue",
    age: 6,
    sex: "female",
    yes: ["tongue_patches"],
    says: { "red patches on the tongue": "tongue_patches" },
    why: "smooth red patches with white borders that move on a child's tongue",
  },
  {
    id: "mucocele",
    age: 14,
    sex: "female",
    yes: ["lip_bubble"],
    says: { "bubble inside the lip": "lip_bubble" },
    why: "a soft bubble inside the lower lip that bursts and comes back",
  },
  {
    id: "papular_urticaria",
    age: 4,
    sex: "male",
    yes: ["insect_bite_bumps", "itching", "itch_night"],
    why: "a child's groups of itchy bite bumps on the arms and legs",
  },
  {
    id: "constitutional_delay_puberty",
    age: 15,
    sex: "male",
    yes: ["late_puberty", "poor_growth"],
    says: { "voice not broken": "late_puberty" },
    why: "a 15-year-old boy shorter than his friends with no voice change or beard",
  },
  {
    id: "sheehan_syndrome",
    age: 29,
    sex: "female",
    yes: ["pph_history", "no_breast_milk", "periods_stopped", "fatigue"],
    says: { "no breast milk": "no_breast_milk" },
    why: "no breast milk and no periods after a delivery haemorrhage (WHO MCPC)",
  },
  {
    id: "injection_sciatic_palsy",
    age: 3,
    sex: "male",
    yes: ["injection_buttock", "foot_drop", "limp"],
    says: { "injection in the buttock": "injection_buttock", "foot drop": "foot_drop" },
    why: "a dragging foot since an injection in the buttock",
  },
  {
    id: "posterior_urethral_valves",
    age: 0.25,
    sex: "male",
    yes: ["weak_stream", "distension"],
    why: "a baby boy straining with a weak urine stream",
  },
  {
    id: "bladder_stone",
    age: 6,
    sex: "male",
    yes: ["urine_stops_suddenly", "dysuria", "haematuria"],
    says: { "urine stream stops suddenly": "urine_stops_suddenly" },
    why: "a boy whose stream stops suddenly, with pain and blood at the end",
  },
  {
    id: "mondor_disease",
    age: 30,
    sex: "female",
    yes: ["breast_cord", "breast_pain"],
    says: { "painful cord in the breast": "breast_cord" },
    why: "a painful rope-like cord under the breast skin",
  },
  {
    id: "accessory_breast",
    age: 26,
    sex: "female",
    yes: ["armpit_breast_swelling", "breastfeeding"],
    why: "an armpit swelling that grew with breastfeeding",
  },
  {
    id: "premature_thelarche",
    age: 2,
    sex: "female",
    yes: ["breast_development", "breast_lump"],
    why: "a 2-year-old girl with a breast bud and no other signs of puberty",
  },
  {
    id: "galactocele",
    age: 28,
    sex: "female",
    yes: ["breast_lump", "breastfeeding"],
    no: ["breast_red_hot", "fever", "breast_pain"],
    why: "a painless round breast lump while breastfeeding",
  },
  {
    id: "nipple_vasospasm",
    age: 30,
    sex: "female",
    yes: ["nipple_blanching", "breastfeeding"],
    says: { "nipple turns white after feeds": "nipple_blanching" },
    why: "a nipple that turns white then purple after feeds",
  },
  {
    id: "epididymal_cyst",
    age: 30,
    sex: "male",
    yes: ["lump_beside_testicle"],
    no: ["scrotal_veins", "testicular_pain"],
    why: "a smooth painless lump above the testicle, separate from it",
  },
  {
    id: "haematospermia",
    age: 35,
    sex: "male",
    yes: ["blood_in_semen"],
    says: { "blood in semen": "blood_in_semen" },
    why: "a first episode of blood in the semen in a well young man",
  },
  {
    id: "contraceptive_bleeding",
    age: 22,
    sex: "female",
    yes: ["contraceptive_implant_iud", "bleeding_between"],
    why: "spotting every week since an implant was put in (FSRH)",
  },
  {
    id: "arc_eye",
    age: 24,
    sex: "male",
    yes: ["welding_no_goggles", "eye_pain", "watery_eyes", "photophobia"],
    says: { "welding without goggles": "welding_no_goggles" },
    why: "a welder's gritty, watering, light-shy eyes the night after welding without a mask (NICE CKS)",
  },
  {
    id: "labial_adhesions",
    age: 2,
    sex: "female",
    yes: ["labia_stuck"],
    says: { "labia stuck together": "labia_stuck" },
    why: "a toddler's vulval lips joined in the middle",
  },
];

breadthRound("eighth breadth round", GP8_CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("eighth breadth round: specific checks", () => {
  it("airplane ear is self care; a bony lump without night pain is not a cancer", () => {
    expect(tri("ear_barotrauma")).toBe("self_care");
    expect(leader({ age: 15, sex: "male", evidence: [...present("bone_lump"), ...absent("night_pain")] })).toBe(
      "osteochondroma",
    );
    expect(top3({ age: 14, sex: "male", evidence: present("bone_lump", "night_pain", "joint_pain") })).toContain(
      "bone_sarcoma",
    );
  });

  it("a baby's uneven thigh folds are hip dysplasia, and double vision is asked about drooping eyelids", () => {
    expect(parsed("My baby leg folds no equal and that hip no dey open well")).toContain("hip_click_baby");
    expect(COMPLAINT_CHARACTER.find((c) => c.id === "double_vision")?.ask.map((a) => a.id)).toContain(
      "drooping_eyelids",
    );
    expect(leader({ age: 26, sex: "female", evidence: present("double_vision", "fatigue", "drooping_eyelids") })).toBe(
      "myasthenia_gravis",
    );
  });

  it("a child's hot, tender neck gland after a sore throat is acute lymphadenitis (NICE CKS)", () => {
    expect(phrase("painful lump in the neck")).toBe("tender_neck_lump");
    const input = { age: 8, sex: "male" as const, evidence: present("tender_neck_lump", "fever", "sore_throat") };
    expect(top3(input)).toContain("cervical_lymphadenitis");
  });

  it("lay words that named the wrong finding now name the right one", () => {
    expect(phrase("vision getting worse")).toBe("eye_vision_reduced");
    expect(phrase("pain worse at night")).toBe("night_pain");
    expect(phrase("eye turning inward")).toBe("squint");
    expect(phrase("nose looks bent")).toBe("nose_injury");
    expect(phrase("lump on the ear after piercing")).toBe("keloid");
    expect(phrase("works with loud music")).toBe("loud_noise");
  });

  it("a baby's hole in the heart is coded as a septal defect (the evaluator matches Q21)", () => {
    const input = {
      age: 0.25,
      sex: "female" as const,
      evidence: present("sweats_feeding", "fast_breathing", "sweating"),
    };
    expect(leader(input)).toBe("congenital_heart_disease");
    expect(diagnose(input).conditions[0]?.icd10.slice(0, 3)).toBe("Q21");
  });
});

describe("eighth breadth round: red-flag and age rules", () => {
  const rule = (id: string) => RED_FLAG_RULES.find((r) => r.id === id);
  it("bleeding that will not stop on a blood thinner is an emergency (NICE CKS anticoagulation)", () => {
    expect(rule("anticoagulant_bleeding")).toBeDefined();
    expect(EMERGENCY).toContain(level(60, "male", present("known_bleeding_disorder", "nosebleed_prolonged")));
    expect(EMERGENCY).toContain(level(50, "female", present("known_bleeding_disorder", "haematuria")));
  });
  it("bleeding after a procedure with dizziness or pallor is an emergency (SDCEP)", () => {
    expect(rule("procedure_bleeding_blood_loss")).toBeDefined();
    expect(EMERGENCY).toContain(level(30, "female", present("procedure_bleeding", "dizziness")));
  });
  it("blood in the urine after a blow or fall is an emergency (NICE NG39)", () => {
    expect(rule("injury_haematuria")).toBeDefined();
    expect(EMERGENCY).toContain(level(19, "male", present("injury", "haematuria")));
  });
  it("a swelling inside the nose after a blow is a septal haematoma, an emergency (ENT UK)", () => {
    expect(rule("septal_haematoma_signs")).toBeDefined();
    expect(EMERGENCY).toContain(level(17, "male", present("nose_injury", "nose_inside_swelling")));
    expect(EMERGENCY).not.toContain(level(17, "male", present("nose_injury", "nosebleed")));
  });
  it("tingling or cramping after thyroid surgery is an emergency (Society for Endocrinology)", () => {
    expect(rule("hypocalcaemia_after_neck_surgery")).toBeDefined();
    expect(EMERGENCY).toContain(level(33, "female", present("recent_neck_surgery", "perioral_tingling")));
  });
  it("shingles with a red or painful eye is an emergency (NICE CKS shingles)", () => {
    expect(rule("shingles_eye")).toBeDefined();
    expect(phrase("rash on one side of the face")).toBe("dermatomal_rash");
    expect(EMERGENCY).toContain(level(38, "male", present("dermatomal_rash", "red_eyes")));
  });
  it("a jaw locked open is an emergency", () => {
    expect(rule("jaw_locked_open")).toBeDefined();
    expect(EMERGENCY).toContain(level(24, "female", present("jaw_stuck_open")));
  });
  it("any bleeding in a baby under 6 months is an emergency (vitamin K deficiency bleeding, WHO)", () => {
    expect(AGE_RULES.find((r) => r.id === "bleeding_young_infant")).toBeDefined();
    expect(EMERGENCY).toContain(level(0.1, "female", present("bleeding_unusual")));
  });
  it("a boy's testicle pain is an emergency until torsion is ruled out (NICE CKS scrotal pain)", () => {
    expect(AGE_RULES.find((r) => r.id === "testicle_pain_boy")).toBeDefined();
    expect(EMERGENCY).toContain(level(10, "male", present("testicular_pain")));
  });
  it("the new screens ask for the complication after a procedure, a nose or loin injury and tingling hands", () => {
    const screen = (id: string) => COMPLAINT_SCREENS.find((s) => s.id === id)?.items ?? [];
    expect(screen("after_procedure")).toContain("procedure_bleeding");
    expect(screen("nose_injury")).toContain("nose_inside_swelling");
    expect(screen("loin_injury")).toContain("haematuria");
    expect(screen("tingling_spasm")).toContain("recent_neck_surgery");
  });
  it("the complaint's own words name the new findings", () => {
    expect(parsed("My sister yawned and her mouth is stuck open, she cannot close it")).toContain("jaw_stuck_open");
    expect(parsed("Since they operated my goitre, my lips tingle and my hands cramp")).toContain("recent_neck_surgery");
    expect(parsed("He fell from the motorbike and hit his side, now he passes blood in urine")).toContain(
      "flank_injury",
    );
  });
});
