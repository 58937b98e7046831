// Thirteenth round: what a GP must tell apart where a fresh set (tune10) showed the knowledge base had no
// condition, no sign, no words or no first question: the red eye and lid swelling set (an infected tear sac,
// herpes simplex keratitis), the salivary stone among jaw swellings, the fixed drug eruption among drug rashes,
// bursitis among swollen knees, the mallet finger among finger injuries, the toddler's fracture in a child who
// will not walk, breast pain before periods, the itchy rash of late pregnancy, Lhermitte's sign and a past
// optic neuritis (multiple sclerosis, not an electrical injury), dissociative attacks, alcohol dependence and a
// teenager's depression told by a parent, MDMA at a party, Ménière's attacks, and DVT told as leg pain.
// Sources: RCOphth / NICE CKS (red eye, herpes simplex ocular), NICE CKS (salivary gland swelling, bursitis,
// mallet finger, acute childhood limp, breast pain, Ménière's disease), BAD / DermNet (fixed drug eruption),
// RCOG / BAD (polymorphic eruption of pregnancy), NICE NG220, NICE CG137, NICE CG115, NICE NG134, TOXBASE,
// NICE NG158, NICE NG18, NICE NG12.
import { describe, expect, it } from "vitest";
import { askedUntilStop, EMERGENCY, level, present } from "../testing.ts";
import { parseText } from "../parse.ts";
import { searchFindings } from "../search.ts";
import { breadthRound, type BreadthCase, phrase } from "./breadth-round.ts";
import { CONDITIONS } from "./index.ts";

const EMERGENCIES: BreadthCase[] = [
  {
    id: "mdma_toxicity",
    age: 21,
    sex: "male",
    yes: ["poisoning", "jaw_clenching", "sweating", "hot_dry_skin", "palpitations", "confusion"],
    says: { "took ecstasy": "party_pills", "jaw clenching": "jaw_clenching", "took pills at a party": "poisoning" },
    why: "pills at a party with jaw clenching, overheating and a racing heart is MDMA toxicity (TOXBASE)",
  },
];

const COMMON: BreadthCase[] = [
  {
    id: "dacryocystitis",
    age: 35,
    sex: "female",
    yes: ["inner_eye_corner_swelling", "pus_when_pressed", "watery_eyes", "fever"],
    says: {
      "swelling at inner corner of eye": "inner_eye_corner_swelling",
      "pus comes out when pressed": "pus_when_pressed",
    },
    why: "a tender swelling at the inner corner of the eye with pus on pressing is the tear sac (RCOphth)",
  },
  {
    id: "hsv_keratitis",
    age: 24,
    sex: "female",
    yes: ["red_eyes", "eye_pain", "watery_eyes", "photophobia", "foreign_body_eye", "cold_sores"],
    why: "a red, painful, watery eye after a cold sore is herpes simplex keratitis (NICE CKS)",
  },
  {
    id: "fixed_drug_eruption",
    age: 27,
    sex: "male",
    yes: ["rash_same_place_recurs", "dark_marks", "new_medicine", "oxidant_trigger"],
    says: { "patch comes back in the same place": "rash_same_place_recurs" },
    why: "a dark patch that comes back in the same place with a medicine is a fixed drug eruption (BAD)",
  },
  {
    id: "prepatellar_bursitis",
    age: 28,
    sex: "male",
    yes: ["knee_front_swelling", "kneeling_work", "joint_swelling"],
    says: { "kneels a lot at work": "kneeling_work", "swelling at the front of the knee": "knee_front_swelling" },
    why: "a soft swelling over the kneecap in someone who kneels is prepatellar bursitis (NICE CKS)",
  },
  {
    id: "mallet_finger",
    age: 15,
    sex: "male",
    yes: ["fingertip_droop", "finger_injury"],
    says: { "fingertip droops": "fingertip_droop", "can't straighten the tip of the finger": "fingertip_droop" },
    why: "a drooping fingertip after a ball hit its tip is a mallet finger (NICE CKS)",
  },
  {
    id: "toddler_fracture",
    age: 2,
    sex: "female",
    yes: ["short_fall", "cant_bear_weight", "bone_tenderness"],
    says: { "fell from a low height": "short_fall", "fell off the sofa": "short_fall" },
    why: "a toddler who will not stand after a short fall, tender over the shin, has a toddler's fracture (NICE CKS)",
  },
  {
    id: "polymorphic_eruption_pregnancy",
    age: 28,
    sex: "female",
    yes: ["pregnant", "rash_in_stretch_marks", "itching", "rash"],
    says: { "rash in stretch marks": "rash_in_stretch_marks" },
    why: "an itchy rash starting in the stretch marks late in pregnancy is polymorphic eruption (RCOG)",
  },
  {
    id: "multiple_sclerosis",
    age: 26,
    sex: "female",
    yes: ["numbness", "electric_spine", "past_vision_loss_episode", "fatigue"],
    says: {
      "electric shock feeling when bending the neck": "electric_spine",
      "past episode of blurred vision in one eye": "past_vision_loss_episode",
    },
    why: "Lhermitte's sign and a past optic neuritis with numbness is multiple sclerosis (NICE NG220)",
  },
  {
    id: "non_epileptic_attacks",
    age: 17,
    sex: "female",
    yes: ["seizure", "seizure_eyes_closed", "attacks_after_upset"],
    says: { "eyes tightly closed during episodes": "seizure_eyes_closed" },
    why: "attacks with the eyes shut tight after a quarrel are dissociative (NICE CG137)",
  },
  {
    id: "alcohol_use_disorder",
    age: 30,
    sex: "male",
    yes: ["morning_drinking", "tremor", "craving"],
    says: { "drinks every morning": "morning_drinking", "can't cut down drinking": "craving" },
    why: "a drink first thing in the morning and failing to cut down is alcohol dependence (NICE CG115)",
  },
  {
    id: "depression",
    age: 15,
    sex: "female",
    yes: ["low_mood", "anhedonia", "school_decline", "keeps_to_self"],
    says: { "grades falling": "school_decline", "keeps to herself": "keeps_to_self", tearful: "low_mood" },
    why: "a low, tearful teenager whose grades are falling is depressed (NICE NG134)",
  },
  {
    id: "menieres_disease",
    age: 35,
    sex: "female",
    yes: ["vertigo_attacks_hours", "tinnitus", "hearing_loss"],
    says: { "attacks last hours": "vertigo_attacks_hours" },
    why: "attacks of spinning for hours with ringing and hearing loss are Ménière's disease (NICE CKS)",
  },
  {
    id: "cyclical_mastalgia",
    age: 22,
    sex: "female",
    yes: ["breast_pain", "breast_pain_cyclical"],
    says: { "sore breasts": "breast_pain", "heavy breasts": "breast_pain" },
    why: "sore heavy breasts before each period are cyclical breast pain (NICE CKS)",
  },
  {
    id: "type1_diabetes",
    age: 9,
    sex: "male",
    yes: ["bedwetting", "thirst", "frequent_urination", "weight_loss"],
    why: "a dry child wetting the bed again with thirst and weight loss has type 1 diabetes (NICE NG18)",
  },
  {
    id: "leukaemia",
    age: 15,
    sex: "male",
    yes: ["fatigue", "bruising", "bleeding_gums_brushing", "fever", "pale", "bone_pain"],
    why: "bruising, bleeding gums, fever, pallor and bone pain in a teenager is leukaemia (NICE NG12)",
  },
  {
    id: "cholecystitis",
    age: 34,
    sex: "female",
    yes: ["ruq_pain", "fever", "vomiting", "pleuritic_pain", "pain_after_food"],
    why: "constant pain under the right ribs catching on breathing in, with fever, is cholecystitis (NICE CKS)",
  },
  {
    id: "dvt",
    age: 32,
    sex: "female",
    yes: ["calf_swelling", "sciatica_pain", "hormonal_contraception"],
    why: "a swollen calf with pain at the back of the leg on the pill is a DVT, not sciatica (NICE NG158)",
  },
];

breadthRound("gp13", CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("gp13: the complaint's first question (kb/character.ts)", () => {
  it("a swelling under the jaw is asked whether it comes up at meals (salivary stone)", () => {
    expect(askedUntilStop(30, "male", ["jaw_pain_chewing"])).toContain("meal_swelling");
  });
  it("breast pain is asked whether it comes before periods", () => {
    expect(askedUntilStop(22, "female", ["breast_pain"])).toContain("breast_pain_cyclical");
  });
  it("pain down the back of the leg is asked whether the calf is swollen (DVT)", () => {
    expect(askedUntilStop(32, "female", ["sciatica_pain"])).toContain("calf_swelling");
  });
  it("a finger injury is asked whether the tip droops (mallet finger)", () => {
    expect(askedUntilStop(15, "male", ["finger_injury"])).toContain("fingertip_droop");
  });
  it("a heavy drinker is asked about a drink first thing in the morning", () => {
    expect(askedUntilStop(30, "male", ["heavy_drinking"])).toContain("morning_drinking");
  });
});

describe("gp13: told in lay words, not mistaken for another emergency", () => {
  it("Lhermitte's sign is not an electrical injury", () => {
    const ids = parseText("an electric shock down my back when I bend my neck").map((m) => m.id);
    expect(ids).toContain("electric_spine");
    expect(ids).not.toContain("electric_shock");
  });
  it("a vision loss last year that recovered is history, not a vision loss now", () => {
    // Search (the evaluator's lookup of a short answer) reads the sentence as history; the free-text parser
    // still reads "lost vision" there as a vision loss now (a known gap, noted in the vignettes README).
    expect(searchFindings("Last year I lost vision in one eye for a while", 1)[0]?.id).toBe("past_vision_loss_episode");
    expect(parseText("I had optic neuritis").map((m) => m.id)).toContain("past_vision_loss_episode");
  });
  it("cutting down on drinking is not a wound", () => {
    const ids = parseText("I've tried to cut down but I can't").map((m) => m.id);
    expect(ids).not.toContain("wound");
    expect(parseText("I cut my hand with a knife").map((m) => m.id)).toContain("wound");
  });
  it("a short fall is an injury, so a toddler's swollen shin is not oedema", () => {
    const evidence = present("short_fall", "cant_bear_weight", "bone_tenderness", "leg_swelling");
    expect(EMERGENCY).not.toContain(level(2, "female", evidence));
    expect(phrase("fell off the sofa")).toBe("short_fall");
  });
  it("still: a baby who is sleeping a lot is drowsy (an IMCI danger sign)", () => {
    expect(phrase("sleeping a lot")).toBe("drowsiness");
  });
});
