// The tenth breadth round (conditions-gp10.ts, findings-gp10.ts) and its red-flag rules, from the misses of the
// fresh tune8 set: each emergency is triaged as one from its typical lay presentation, each other condition
// reaches the top three from its typical findings, and the lay words resolve to the right finding (not to a
// look-alike: "known breast cancer" is not a family history, "drank lots of water" is not thirst). Removing
// the condition, its telling finding, its triage level, an alias or a rule makes a test fail.
import { describe, expect, it } from "vitest";
import { parseText } from "../parse.ts";
import { EMERGENCY, level, present, top3 } from "../testing.ts";
import { type BreadthCase, breadthRound, phrase } from "./breadth-round.ts";
import { GP10_CONDITIONS } from "./conditions-gp10.ts";
import { COMPLAINT_SCREENS } from "./danger-screens.ts";
import { RED_FLAG_RULES } from "./red-flag-rules.ts";

const EMERGENCIES: BreadthCase[] = [
  {
    id: "lemierre_syndrome",
    age: 19,
    sex: "male",
    yes: ["sore_throat", "tender_neck_lump", "fever", "chills", "pleuritic_pain"],
    says: { "painful swelling on one side of the neck": "tender_neck_lump" },
    why: "a sore throat, then a painful swollen side of the neck, rigors and pleuritic pain (StatPearls)",
  },
  {
    id: "iliopsoas_bleed",
    age: 17,
    sex: "male",
    yes: ["known_bleeding_disorder", "hip_pain", "cannot_straighten_leg", "lower_abdominal_pain"],
    says: { "cannot straighten the leg": "cannot_straighten_leg", "hip held bent": "cannot_straighten_leg" },
    why: "groin pain and a hip held bent in haemophilia (WFH 2020)",
  },
  {
    id: "postpartum_urinary_retention",
    age: 27,
    sex: "female",
    yes: ["recent_delivery", "urinary_retention", "lower_abdominal_pain"],
    says: { "urge to pass urine but nothing comes": "urinary_retention", "urge to urinate": "urgency" },
    why: "no urine since the birth yesterday, the urge brings nothing (WHO MCPC)",
  },
  {
    id: "uterine_inversion",
    age: 24,
    sex: "female",
    yes: ["recent_delivery", "vaginal_mass_after_birth", "heavy_vaginal_bleeding", "fainting"],
    says: { "something came out from the vagina after delivery": "vaginal_mass_after_birth" },
    why: "a mass from the vagina after the placenta, pouring blood and fainting (WHO MCPC)",
  },
  {
    id: "spinal_epidural_abscess",
    age: 26,
    sex: "male",
    yes: ["back_pain", "fever", "spine_tender", "leg_weakness_both", "recent_injection"],
    says: { "recent injection": "recent_injection", "back tender to touch": "spine_tender" },
    why: "back pain, fever and weak legs after an injection into the buttock (StatPearls)",
  },
  {
    id: "exercise_hyponatraemia",
    age: 24,
    sex: "female",
    yes: ["endurance_event", "drank_excess_water", "vomiting", "headache", "confusion"],
    says: { "drank lots of water": "drank_excess_water", "ran a long race": "endurance_event" },
    why: "confused and vomiting after a marathon drinking plenty of water (WMS 2019)",
  },
  {
    id: "hypercalcaemia_malignancy",
    age: 42,
    sex: "female",
    yes: ["known_cancer", "thirst", "frequent_urination", "constipation", "vomiting", "confusion"],
    says: { "known breast cancer": "known_cancer" },
    why: "thirsty, constipated and confused with breast cancer (NICE CKS hypercalcaemia)",
  },
  {
    id: "ra_atlantoaxial_subluxation",
    age: 38,
    sex: "female",
    yes: ["known_rheumatoid_arthritis", "neck_pain", "numbness", "unsteady_walk", "headache"],
    says: { "known rheumatoid arthritis": "known_rheumatoid_arthritis" },
    why: "neck pain and tingling hands after years of rheumatoid arthritis (BSR)",
  },
];

const COMMON: BreadthCase[] = [
  {
    id: "familial_hypercholesterolaemia",
    age: 29,
    sex: "male",
    yes: ["xanthelasma", "family_heart_disease", "tendon_xanthoma"],
    says: { "yellow patches on the eyelids": "xanthelasma", "lumps on the heel tendon": "tendon_xanthoma" },
    why: "eyelid xanthelasma and a father's heart attack at 45 (NICE CG71)",
  },
  {
    id: "essential_tremor",
    age: 35,
    sex: "male",
    yes: ["tremor", "tremor_action", "family_tremor", "tremor_better_alcohol"],
    says: { "shaking when writing": "tremor_action", "better after alcohol": "tremor_better_alcohol" },
    why: "hands shake when writing or drinking, like his father's (NICE CKS tremor)",
  },
  {
    id: "puj_obstruction",
    age: 15,
    sex: "male",
    yes: ["flank_pain_after_drinking", "vomiting", "recurrent"],
    no: ["fever", "haematuria"],
    says: { "side pain after drinking lots": "flank_pain_after_drinking" },
    why: "bouts of loin pain and vomiting after large drinks (EAU)",
  },
  {
    id: "parvovirus_arthritis",
    age: 29,
    sex: "female",
    yes: ["joint_pain", "small_joint_swelling", "morning_stiffness", "slapped_cheeks"],
    why: "small-joint arthritis two weeks after her child's slapped cheeks (NICE CKS)",
  },
  {
    id: "plantar_wart",
    age: 11,
    sex: "female",
    yes: ["sole_lump_black_dots", "walking_pain"],
    says: { "hard lump under the foot": "sole_lump_black_dots" },
    why: "a hard sole lump with black dots (NICE CKS warts and verrucae)",
  },
  {
    id: "dental_fluorosis",
    age: 9,
    sex: "female",
    yes: ["teeth_mottled", "borehole_water"],
    says: { "brown stains on the teeth": "teeth_mottled", "drinks borehole water": "borehole_water" },
    why: "white and brown patches on many teeth, borehole water (WHO fluoride)",
  },
  {
    id: "presbyopia",
    age: 44,
    sex: "male",
    yes: ["near_vision_difficulty", "distance_vision_fine"],
    says: { "holds phone far to read": "near_vision_difficulty" },
    why: "holds the phone at arm's length to read at 44 (WHO vision impairment)",
  },
  {
    id: "mycoplasma_pneumonia",
    age: 14,
    sex: "male",
    yes: ["cough_over_week", "fever", "headache", "body_aches", "fatigue"],
    says: { "cough for one week": "cough_over_week" },
    why: "a week's dry cough, low fever and headache in a schoolboy (NICE CKS chest infections)",
  },
  {
    id: "trichotillomania",
    age: 13,
    sex: "female",
    yes: ["hair_pulling", "scalp_patches", "stress"],
    says: { "pulls hair when stressed": "hair_pulling", "my hair is coming out": "hair_loss" },
    why: "pulls her hair out while reading, with a bald patch",
  },
  {
    id: "gaming_disorder",
    age: 15,
    sex: "male",
    yes: ["excessive_gaming", "missing_school", "angry_when_stopped", "insomnia"],
    says: { "plays games all night": "excessive_gaming", "angry when phone taken": "angry_when_stopped" },
    why: "gaming till 3 am, missing school, fights when the phone is taken (WHO ICD-11)",
  },
  {
    id: "innocent_murmur",
    age: 4,
    sex: "female",
    yes: ["heart_murmur_heard", "thriving"],
    no: ["sob", "cyanosis", "fainting"],
    says: { "doctor heard heart sound": "heart_murmur_heard" },
    why: "a murmur heard in a thriving child (NICE CKS)",
  },
  {
    id: "physiological_discharge",
    age: 15,
    sex: "female",
    yes: ["vaginal_discharge", "periods_started_recently"],
    no: ["itching", "vaginal_itch", "fever"],
    says: { "started periods": "periods_started_recently" },
    why: "white discharge without smell or itch since periods began (NICE CKS)",
  },
  {
    id: "primary_amenorrhoea",
    age: 16,
    sex: "female",
    yes: ["periods_never", "breast_development"],
    why: "no period by 16 (NICE CKS amenorrhoea)",
  },
  {
    id: "breast_asymmetry",
    age: 14,
    sex: "female",
    yes: ["one_breast", "breast_development", "worry"],
    no: ["breast_lump"],
    why: "one breast bigger in puberty",
  },
  {
    id: "steroid_polycythaemia",
    age: 30,
    sex: "male",
    yes: ["anabolic_steroid_use", "face_flushing", "headache", "itch_after_bath"],
    says: { "uses steroids for gym": "anabolic_steroid_use", "itching after bath": "itch_after_bath" },
    why: "a red face, headaches and itching after a bath on gym steroids",
  },
  {
    id: "doms",
    age: 25,
    sex: "male",
    yes: ["new_exercise", "body_aches", "pain_movement"],
    says: { "muscle pain after gym": "new_exercise" },
    why: "aching thighs two days after starting the gym",
  },
  {
    id: "vitamin_d_deficiency",
    age: 30,
    sex: "female",
    yes: ["bone_pain", "hip_pain", "little_sun_exposure", "fatigable_weakness"],
    says: { "rarely in the sun": "little_sun_exposure" },
    why: "aching bones and hips, covered outdoors (NICE CKS vitamin D deficiency)",
  },
  {
    id: "dead_tooth_pulp",
    age: 12,
    sex: "male",
    yes: ["tooth_grey", "injury"],
    says: { "front tooth turning grey": "tooth_grey" },
    why: "a front tooth turning grey months after a knock (IADT)",
  },
  {
    id: "diabetic_retinopathy",
    age: 45,
    sex: "male",
    yes: ["known_diabetes", "vision_blurred"],
    why: "sight blurring slowly over months after ten years of diabetes (NICE CKS diabetes)",
  },
  {
    id: "auricular_haematoma",
    age: 15,
    sex: "male",
    yes: ["ear_swelling_after_blow", "ear_pain"],
    says: { "swollen ear after wrestling": "ear_swelling_after_blow" },
    why: "a soft swollen outer ear after wrestling (ENT UK)",
  },
];

breadthRound("tenth breadth round", GP10_CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("tenth breadth round: red-flag rules and lay words", () => {
  const rule = (id: string) => RED_FLAG_RULES.find((r) => r.id === id);
  it("groin pain or a bent hip in haemophilia is an emergency (WFH)", () => {
    expect(rule("bleeding_disorder_muscle_bleed")).toBeDefined();
    expect(EMERGENCY).toContain(level(17, "male", present("known_bleeding_disorder", "cannot_straighten_leg")));
  });
  it("no urine after the birth is an emergency (WHO MCPC)", () => {
    expect(rule("postpartum_no_urine")).toBeDefined();
    expect(EMERGENCY).toContain(level(27, "female", present("recent_delivery", "urinary_retention")));
  });
  it("new confusion in a person with cancer is an emergency (NICE CKS hypercalcaemia)", () => {
    expect(rule("cancer_new_confusion")).toBeDefined();
    expect(EMERGENCY).toContain(level(42, "female", present("known_cancer", "confusion")));
  });
  it("neck pain with tingling hands in rheumatoid arthritis is an emergency (BSR)", () => {
    expect(rule("ra_neck_myelopathy")).toBeDefined();
    expect(EMERGENCY).toContain(level(38, "female", present("known_rheumatoid_arthritis", "neck_pain", "numbness")));
  });
  it("confusion after a long race and lots of water is an emergency (WMS 2019)", () => {
    expect(rule("water_overload_confusion")).toBeDefined();
    expect(EMERGENCY).toContain(level(24, "female", present("drank_excess_water", "confusion")));
  });
  it("fainting or a slow heart with fear of weight gain is an emergency (NICE NG69)", () => {
    expect(rule("eating_disorder_instability")).toBeDefined();
    expect(EMERGENCY).toContain(level(20, "female", present("fear_weight_gain", "slow_heartbeat")));
    expect(phrase("slow heartbeat")).toBe("slow_heartbeat");
  });
  it("a slow heart with fainting is an emergency (ESC 2018 syncope)", () => {
    expect(rule("slow_heart_fainting")).toBeDefined();
    expect(EMERGENCY).toContain(level(30, "male", present("slow_heartbeat", "fainting")));
  });
  it("a red streak from a wound with fever and a racing heart is an emergency (NICE NG141, NG51)", () => {
    expect(rule("lymphangitis_sepsis")).toBeDefined();
    expect(EMERGENCY).toContain(level(31, "male", present("wound", "red_streak", "fever", "palpitations")));
  });
  it("giving things away or a goodbye note is an emergency (WHO mhGAP)", () => {
    expect(phrase("giving away belongings")).toBe("giving_away_belongings");
    expect(phrase("wrote a goodbye letter")).toBe("goodbye_note");
    expect(EMERGENCY).toContain(level(15, "female", present("giving_away_belongings")));
    expect(EMERGENCY).toContain(level(15, "female", present("goodbye_note")));
    expect(top3({ age: 15, sex: "female", evidence: present("giving_away_belongings", "goodbye_note") })).toContain(
      "suicidal_crisis",
    );
  });
  it("a wound's screen asks for a red streak spreading from it (NICE NG141)", () => {
    const items = COMPLAINT_SCREENS.find((s) => s.id === "wound_limb")?.items ?? [];
    expect(items).toContain("red_streak");
  });
  it("look-alike lay words resolve to their own findings", () => {
    expect(phrase("known breast cancer")).toBe("known_cancer");
    expect(phrase("known rheumatoid arthritis")).toBe("known_rheumatoid_arthritis");
    expect(phrase("drank lots of water")).toBe("drank_excess_water");
    expect(phrase("drank a lot of alcohol")).toBe("heavy_drinking");
    expect(phrase("recent injection")).toBe("recent_injection");
    expect(phrase("cannot move when waking")).toBe("sleep_paralysis");
    expect(phrase("black dot in the toe")).toBe("jiggers");
    expect(phrase("fainted while sitting")).toBe("fainting_sitting");
    expect(phrase("sleeping late")).toBe("late_nights");
  });
  it("a faint while seated after palpitations puts ventricular tachycardia first (ESC 2018)", () => {
    const ids = top3({
      age: 27,
      sex: "male",
      evidence: present("palpitations", "fainting_sitting", "pale", "chest_pain"),
    });
    expect(ids[0]).toBe("ventricular_tachycardia");
  });
  it("not emergencies: a verruca, muscle soreness after the gym, an innocent murmur", () => {
    expect(EMERGENCY).not.toContain(level(11, "female", present("sole_lump_black_dots", "walking_pain")));
    expect(EMERGENCY).not.toContain(level(25, "male", present("new_exercise", "body_aches")));
    expect(EMERGENCY).not.toContain(level(4, "female", present("heart_murmur_heard", "thriving")));
  });
  it("the complaint's own words name the new findings (Nigerian English and Pidgin)", () => {
    const parsed = (text: string) => parseText(text).map((m) => m.id);
    expect(parsed("My friend run the marathon, now she dey vomit and confused")).toContain("endurance_event");
    expect(parsed("I born yesterday and since then I never wee")).toContain("recent_delivery");
    expect(
      parsed("after the placenta come out something like ball come out from her private part, she dey faint"),
    ).toContain("vaginal_mass_after_birth");
    expect(parsed("After I chop fish my face dey red, the fish taste like pepper")).toContain("fish_flush");
    expect(parsed("I be nurse, needle jam my finger now now")).toContain("hiv_exposure");
    expect(parsed("the nail dey enter the flesh, small pus dey come out")).toContain("ingrown_nail");
    expect(parsed("My aunty wey get breast cancer dey thirsty and confused")).toContain("known_cancer");
  });
});
