// The seventh breadth round (conditions-gp7.ts), system by system: each emergency is triaged as one from its
// typical lay presentation, each common condition reaches the top three from its typical findings, and the
// lay words for the new findings resolve to them. Removing the condition, its telling finding or its triage
// level makes a test fail.
import { describe, expect, it } from "vitest";
import { absent, EMERGENCY, leader, level, present, top3 } from "../testing.ts";
import { type BreadthCase, breadthRound, phrase, triageOf } from "./breadth-round.ts";
import { GP7_CONDITIONS } from "./conditions-gp7.ts";

const tri = triageOf(GP7_CONDITIONS);

/** Emergencies: top three from the lay presentation and an emergency triage. */
const EMERGENCIES: BreadthCase[] = [
  {
    id: "wrist_fracture",
    age: 9,
    sex: "male",
    yes: ["wrist_injury", "fall_on_hand", "joint_swelling", "deformity"],
    says: { "broken wrist": "wrist_injury", "broke my arm": "wrist_injury" },
    why: "a child's swollen, bent wrist after falling on the hand (NICE NG38)",
  },
  {
    id: "clavicle_fracture",
    age: 12,
    sex: "male",
    yes: ["collarbone_injury", "injury", "shoulder_pain"],
    says: { "broken collarbone": "collarbone_injury" },
    why: "a bump over the collarbone after a fall onto the shoulder",
  },
  {
    id: "supracondylar_fracture",
    age: 6,
    sex: "female",
    yes: ["elbow_injury", "injury", "joint_swelling", "arm_not_used"],
    says: { "fell on elbow": "elbow_injury" },
    why: "a 6-year-old's swollen elbow she will not move after a fall from a tree",
  },
  {
    id: "femur_fracture",
    age: 28,
    sex: "male",
    yes: ["thigh_injury", "injury", "cant_bear_weight", "pain_severe"],
    says: { "broken thigh": "thigh_injury", "leg looks shorter": "thigh_injury" },
    why: "a shortened, turned-out leg after an okada crash (NICE NG37/NG39)",
  },
  {
    id: "tibia_ankle_fracture",
    age: 30,
    sex: "male",
    yes: ["leg_ankle_injury", "injury", "cant_bear_weight", "bone_tenderness"],
    says: { "broken leg": "leg_ankle_injury", "broken ankle": "leg_ankle_injury" },
    why: "bone tenderness and unable to take four steps (Ottawa rules)",
  },
  {
    id: "traumatic_haemopneumothorax",
    age: 30,
    sex: "male",
    yes: ["rib_injury", "injury", "sob", "chest_pain"],
    why: "breathless with chest pain after a blow to the ribs (NICE NG39)",
  },
  {
    id: "penetrating_abdominal_wound",
    age: 25,
    sex: "male",
    yes: ["stabbed_or_shot", "abdominal_pain"],
    says: { "was stabbed": "stabbed_or_shot", "stab wound": "stabbed_or_shot", gunshot: "stabbed_or_shot" },
    why: "stabbed in the belly",
  },
  {
    id: "penetrating_chest_wound",
    age: 25,
    sex: "male",
    yes: ["stabbed_or_shot", "chest_pain", "sob"],
    why: "stabbed in the chest and breathless",
  },
  {
    id: "hanging_injury",
    age: 22,
    sex: "male",
    yes: ["hanging", "neck_pain"],
    says: { "tried to hang": "hanging", "hanged himself": "hanging" },
    why: "awake after being cut down from a hanging",
  },
  {
    id: "acute_flaccid_paralysis",
    age: 3,
    sex: "male",
    yes: ["floppy_limb", "fever", "unvaccinated"],
    says: { "leg became floppy": "floppy_limb" },
    why: "an unvaccinated toddler's leg went floppy after a fever (WHO, NCDC AFP surveillance)",
  },
  {
    id: "hydrocephalus",
    age: 0.4,
    sex: "female",
    yes: ["head_big", "bulging_fontanelle", "vomiting"],
    says: { "head getting bigger": "head_big" },
    why: "a baby's head growing fast with a bulging soft spot and vomiting",
  },
  {
    id: "uterine_rupture",
    age: 30,
    sex: "female",
    yes: ["pregnant_late", "previous_caesarean", "severe_abdominal_pain", "vaginal_bleeding", "cold_clammy"],
    says: { "previous caesarean": "previous_caesarean" },
    why: "sudden severe pain, bleeding and collapse in labour after a caesarean (WHO MCPC)",
  },
  {
    id: "chloroquine_poisoning",
    age: 20,
    sex: "female",
    yes: ["chloroquine_swallowed", "dizziness", "vision_blurred"],
    says: { "took chloroquine": "chloroquine_swallowed" },
    why: "dizzy with blurred vision after swallowing chloroquine (WHO)",
  },
  {
    id: "testicular_trauma",
    age: 17,
    sex: "male",
    yes: ["testicle_injury", "testicular_pain", "vomiting"],
    says: { "kicked in the testicles": "testicle_injury" },
    why: "testicular pain and vomiting that do not settle after a kick (rupture or torsion needs surgery)",
  },
];

/** Common conditions: top three from typical findings, with the guideline's triage level. */
const COMMON: BreadthCase[] = [
  {
    id: "foot_toe_fracture",
    age: 35,
    sex: "female",
    yes: ["toe_foot_injury", "injury", "bruising", "walking_pain"],
    says: { "stubbed toe": "toe_foot_injury" },
    why: "a bruised toe after stubbing it",
  },
  {
    id: "nasal_fracture",
    age: 24,
    sex: "male",
    yes: ["nose_injury", "injury", "nosebleed", "swollen_face"],
    says: { "broken nose": "nose_injury", "punched in the nose": "nose_injury" },
    why: "a swollen, bleeding nose after a punch",
  },
  {
    id: "finger_fracture",
    age: 20,
    sex: "male",
    yes: ["finger_injury", "injury", "joint_swelling"],
    says: { "jammed finger": "finger_injury" },
    why: "a swollen finger after a ball hit it",
  },
  {
    id: "whiplash",
    age: 32,
    sex: "female",
    yes: ["neck_pain", "injury", "headache"],
    no: ["limb_numb_after_injury"],
    why: "a stiff, painful neck after a rear-end crash (NICE CKS whiplash)",
  },
  {
    id: "cervical_lymphadenitis",
    age: 3,
    sex: "male",
    yes: ["swollen_glands", "fever", "neck_pain"],
    why: "a 3-year-old with fever and one tender neck gland",
  },
  {
    id: "adenoid_hypertrophy",
    age: 5,
    sex: "female",
    yes: ["mouth_breathing", "snoring", "blocked_nose"],
    says: { "breathes through mouth": "mouth_breathing" },
    why: "a child who snores and breathes through the mouth",
  },
  {
    id: "herpetic_gingivostomatitis",
    age: 2,
    sex: "male",
    yes: ["mouth_ulcers", "swollen_gums", "fever", "drooling"],
    why: "a feverish toddler with mouth ulcers and swollen gums (NICE CKS herpes simplex oral)",
  },
  {
    id: "angular_cheilitis",
    age: 30,
    sex: "female",
    yes: ["mouth_corner_cracks"],
    says: { "sore corners of mouth": "mouth_corner_cracks" },
    why: "sore cracks at the mouth corners",
  },
  {
    id: "pleural_effusion",
    age: 35,
    sex: "male",
    yes: ["sob", "pleuritic_pain", "cough", "fever", "weight_loss"],
    why: "breathless for days with pain on breathing, fever and weight loss",
  },
  {
    id: "post_infectious_cough",
    age: 30,
    sex: "female",
    yes: ["cough", "cough_chronic", "recent_viral_illness"],
    no: ["fever", "weight_loss", "night_sweats"],
    why: "a cough lingering for weeks after a cold, otherwise well",
  },
  {
    id: "iga_vasculitis",
    age: 6,
    sex: "male",
    yes: ["rash_nonblanching", "joint_pain", "abdominal_pain"],
    no: ["fever"],
    says: { "purple spots on legs": "rash_nonblanching" },
    why: "purple spots on the legs with sore ankles and tummy pain, no fever (NICE CKS HSP)",
  },
  {
    id: "congenital_heart_disease",
    age: 0.3,
    sex: "female",
    yes: ["sweats_feeding", "fast_breathing", "poor_growth"],
    says: { "sweats when feeding": "sweats_feeding" },
    why: "a baby who sweats and breathes fast when feeding and gains weight poorly",
  },
  {
    id: "brain_tumour",
    age: 10,
    sex: "male",
    yes: ["headache_lying_morning", "headache_worsening", "vomiting", "unsteady_walk"],
    why: "morning headaches getting worse with vomiting and an unsteady walk (NICE NG12)",
  },
  {
    id: "night_terrors",
    age: 5,
    sex: "female",
    yes: ["night_screaming"],
    no: ["fever", "seizure"],
    says: { "night terrors": "night_screaming", sleepwalking: "night_screaming" },
    why: "a 5-year-old who screams in her sleep and remembers nothing",
  },
  {
    id: "tic_disorder",
    age: 9,
    sex: "male",
    yes: ["tics"],
    says: { "blinking repeatedly": "tics" },
    why: "a boy who keeps blinking and clearing his throat",
  },
  {
    id: "autism",
    age: 3,
    sex: "male",
    yes: ["poor_eye_contact", "speech_delay"],
    says: { "no eye contact": "poor_eye_contact", "not talking yet": "speech_delay" },
    why: "a 3-year-old with no eye contact who is not talking yet (NICE CKS autism)",
  },
  {
    id: "encopresis",
    age: 7,
    sex: "male",
    yes: ["soiling", "constipation"],
    says: { "soiling pants": "soiling" },
    why: "a constipated 7-year-old soiling his pants (NICE CKS constipation in children)",
  },
  {
    id: "cows_milk_allergy",
    age: 0.3,
    sex: "female",
    yes: ["after_milk", "bloody_stool", "eczema_patches", "vomiting"],
    why: "a formula-fed baby with vomiting, blood-streaked stool and eczema (NICE CKS)",
  },
  {
    id: "myiasis",
    age: 3,
    sex: "male",
    yes: ["maggot_in_skin", "boil"],
    says: { "maggot in skin": "maggot_in_skin", "tumbu fly": "maggot_in_skin" },
    why: "a boil with a hole and something moving inside",
  },
  {
    id: "corns_calluses",
    age: 35,
    sex: "female",
    yes: ["corn_callus", "walking_pain"],
    says: { "corn on my foot": "corn_callus" },
    why: "a painful corn on the foot",
  },
  {
    id: "drug_eruption",
    age: 28,
    sex: "female",
    yes: ["new_medicine", "rash", "itching"],
    no: ["fever", "blisters", "mouth_ulcers"],
    why: "an itchy rash a week after starting co-trimoxazole",
  },
  {
    id: "mycetoma",
    age: 35,
    sex: "male",
    yes: ["foot_sinuses", "barefoot"],
    says: { "madura foot": "foot_sinuses" },
    why: "a farmer's swollen foot with draining holes (WHO mycetoma)",
  },
  {
    id: "pellagra",
    age: 40,
    sex: "male",
    yes: ["sun_worse", "rash", "diarrhoea", "heavy_drinking"],
    why: "a dark scaly rash on sun-exposed skin with diarrhoea in a heavy drinker",
  },
  {
    id: "obstetric_fistula",
    age: 20,
    sex: "female",
    yes: ["urine_leak_constant", "recent_delivery"],
    says: { "urine leaking all the time": "urine_leak_constant", vvf: "urine_leak_constant" },
    why: "urine leaking all the time since a long labour (WHO obstetric fistula)",
  },
  {
    id: "false_labour",
    age: 26,
    sex: "female",
    yes: ["pregnant_late", "tightenings_irregular"],
    no: ["waters_broken", "vaginal_bleeding", "reduced_fetal_movements"],
    says: { "braxton hicks": "tightenings_irregular" },
    why: "irregular tightenings late in pregnancy, no waters, bleeding or change in movements",
  },
  {
    id: "imperforate_hymen",
    age: 14,
    sex: "female",
    yes: ["periods_never", "lower_abdominal_pain", "breast_development"],
    says: { "periods never started": "periods_never" },
    why: "monthly lower tummy pain in a 14-year-old with breasts but no periods",
  },
  {
    id: "torticollis",
    age: 28,
    sex: "male",
    yes: ["neck_stuck", "neck_pain"],
    no: ["fever", "injury"],
    says: { "wry neck": "neck_stuck", "head tilted to one side": "neck_stuck" },
    why: "woke with the neck stuck to one side (NICE CKS torticollis)",
  },
  {
    id: "coccydynia",
    age: 30,
    sex: "female",
    yes: ["tailbone_pain"],
    says: { "tailbone pain": "tailbone_pain" },
    why: "pain at the tailbone when sitting",
  },
  {
    id: "bone_sarcoma",
    age: 15,
    sex: "male",
    yes: ["bone_pain", "leg_pain_night_child", "fast_growing_lump"],
    why: "a teenager's bone pain at night with a growing lump (NICE NG12)",
  },
  {
    id: "ddh",
    age: 1,
    sex: "female",
    yes: ["hip_click_baby", "limp"],
    says: { "clicking hip": "hip_click_baby" },
    why: "a toddler girl who limps with a clicking hip",
  },
  {
    id: "clubfoot",
    age: 0.5,
    sex: "male",
    yes: ["foot_turned_in"],
    says: { "club foot": "foot_turned_in" },
    why: "a baby's foot turned in since birth",
  },
  {
    id: "wrist_sprain",
    age: 25,
    sex: "male",
    yes: ["wrist_injury", "injury"],
    no: ["deformity", "bone_tenderness"],
    says: { "sprained wrist": "wrist_injury" },
    why: "a sore wrist after a fall, not bent and not tender over the bone (NICE NG38)",
  },
  {
    id: "pharyngeal_foreign_body",
    age: 30,
    sex: "female",
    yes: ["fishbone_throat", "painful_swallowing"],
    says: { "fish bone stuck in my throat": "fishbone_throat" },
    why: "a pricking pain on swallowing after eating fish (NHS: emergency department the same day)",
  },
  {
    id: "prolonged_pregnancy",
    age: 28,
    sex: "female",
    yes: ["pregnant", "past_due_date"],
    says: { "past my due date": "past_due_date" },
    why: "a pregnancy past its due date (WHO induction of labour)",
  },
  {
    id: "black_eye",
    age: 30,
    sex: "male",
    yes: ["eye_injury", "eyelid_swelling", "bruising"],
    no: ["vision_blurred", "double_vision"],
    says: { "black eye": "eye_injury" },
    why: "a bruised, swollen eyelid after a punch with normal vision",
  },
  {
    id: "sleep_paralysis",
    age: 25,
    sex: "female",
    yes: ["sleep_paralysis"],
    says: { "something pressing me in my sleep": "sleep_paralysis", "sleep paralysis": "sleep_paralysis" },
    why: "waking unable to move with something pressing on the chest",
  },
  {
    id: "drug_induced_liver_injury",
    age: 35,
    sex: "male",
    yes: ["nsaid_or_herbal", "yellow_eyes", "dark_urine"],
    says: { agbo: "nsaid_or_herbal" },
    why: "yellow eyes and dark urine after weeks of herbal mixtures",
  },
  {
    id: "tongue_tie",
    age: 0.2,
    sex: "female",
    yes: ["tongue_tie", "poor_feeding", "breastfeeding"],
    says: { "tongue tie": "tongue_tie" },
    why: "a baby who cannot latch with a tight string under the tongue",
  },
  {
    id: "lymphangitis",
    age: 30,
    sex: "male",
    yes: ["red_streak", "wound", "fever"],
    says: { "red line going up my arm": "red_streak" },
    why: "a red streak running up the arm from a cut, with fever (NICE CKS cellulitis)",
  },
];

breadthRound("seventh breadth round", GP7_CONDITIONS, {
  emergencies: EMERGENCIES,
  common: COMMON,
  commonTitle: "common conditions rank in the top three",
});

describe("seventh breadth round: specific checks", () => {
  it("fractures are named by their bone, not as a generic fracture", () => {
    const wrist = { age: 9, sex: "male" as const, evidence: present("wrist_injury", "fall_on_hand", "deformity") };
    expect(leader(wrist)).toBe("wrist_fracture");
    expect(GP7_CONDITIONS.find((c) => c.id === "wrist_fracture")?.icd10.slice(0, 3)).toBe("S52");
    expect(GP7_CONDITIONS.find((c) => c.id === "femur_fracture")?.icd10.slice(0, 3)).toBe("S72");
  });

  it("a stub of the toe is not an emergency, a broken thigh calls an ambulance", () => {
    expect(tri("foot_toe_fracture")).toBe("consultation_24");
    expect(tri("femur_fracture")).toBe("emergency_ambulance");
    expect(level(35, "female", present("toe_foot_injury", "injury", "bruising"))).not.toBe("emergency_ambulance");
  });

  it("self-limiting childhood conditions stay self-care", () => {
    for (const id of ["night_terrors", "torticollis", "corns_calluses", "angular_cheilitis"])
      expect(tri(id), id).toBe("self_care");
  });

  it("a sprained wrist keeps its shape; a bent, bone-tender wrist is a fracture", () => {
    expect(
      leader({
        age: 25,
        sex: "male",
        evidence: [...present("wrist_injury"), ...absent("deformity", "bone_tenderness")],
      }),
    ).toBe("wrist_sprain");
    expect(leader({ age: 25, sex: "male", evidence: present("wrist_injury", "deformity", "bone_tenderness") })).toBe(
      "wrist_fracture",
    );
  });

  it("a black eye with blurred vision is not a plain bruise: the eye injury leads and it is an emergency", () => {
    const evidence = present("eye_injury", "vision_blurred", "eye_pain", "red_eyes");
    expect(top3({ age: 25, sex: "male", evidence })[0]).not.toBe("black_eye");
    expect(EMERGENCY).toContain(level(25, "male", evidence));
    expect(phrase("he cannot wake up")).not.toBe("sleep_paralysis");
  });
});
