// Eighteenth round: common GP problems of 10–45-year-olds and their children that a fresh set (tune15) showed the
// knowledge base lacked — benign look-alikes (pinguecula, a wobbly milk tooth, a head rush on standing, a fasting
// headache, a retractile testis, an inverted nipple since puberty, silica gel, a missed pill), medicine side effects
// (salbutamol, statins, SSRIs, metoclopramide, insulin lipohypertrophy), everyday conditions (denture stomatitis,
// benign ethnic neutropenia, facial petechiae from vomiting, abdominal migraine, exercise haematuria, Heberden's
// nodes, viral arthralgia, frenulum breve, body dysmorphic disorder, a dislocated finger) and poisonings and injuries
// the KB could only call generic (laryngeal injury, promethazine, Dettol, a cut uvula). Each case is told in words of
// its own; the danger signs beside each look-alike still alarm.
// Sources: NICE CKS, NICE NG143, NICE CG31, NICE NG226, FSRH, ESC syncope 2018, ICHD-3, TOXBASE, ATLS, BSSH, BAUS.
import { describe, expect, it } from "vitest";
import { absent, EMERGENCY, level, present, top3 } from "../testing.ts";
import { breadthRound, type BreadthCase, phrase, playTelling } from "./breadth-round.ts";
import { CONDITIONS } from "./index.ts";

const COMMON: BreadthCase[] = [
  {
    id: "pinguecula",
    age: 35,
    sex: "female",
    yes: ["eye_white_yellow_bump", "dust_trigger"],
    no: ["eye_pain", "vision_loss", "eye_growth"],
    says: { "a yellow spot on the white of my eye": "eye_white_yellow_bump" },
    why: "a yellowish patch on the white of the eye beside the iris, no pain, sight normal, is a pinguecula (AAO)",
  },
  {
    id: "loose_milk_tooth",
    age: 6,
    sex: "male",
    yes: ["milk_tooth_wobbly", "adult_tooth_behind"],
    no: ["tooth_injury", "fever", "swollen_gums"],
    says: { "his baby tooth is loose": "milk_tooth_wobbly", "adult tooth coming behind": "adult_tooth_behind" },
    why: "a wobbly milk tooth with the adult tooth coming through at 6 is normal (AAPD)",
  },
  {
    id: "denture_stomatitis",
    age: 42,
    sex: "male",
    yes: ["denture_wearer", "palate_red_under_denture"],
    no: ["fever", "skin_ulcer"],
    says: { "I sleep with my dentures": "denture_wearer", "red under my denture": "palate_red_under_denture" },
    why: "a red sore palate under a denture kept in at night is denture stomatitis (NICE CKS oral candidiasis)",
  },
  {
    id: "insulin_lipohypertrophy",
    age: 24,
    sex: "female",
    yes: ["injection_site_lump", "sugar_swings"],
    no: ["fever", "vomiting"],
    says: { "lump at my injection site": "injection_site_lump", "my sugar goes up and down": "sugar_swings" },
    why: "a soft painless lump where insulin goes in, with erratic sugars, is lipohypertrophy (FIT UK)",
  },
  {
    id: "benign_ethnic_neutropenia",
    age: 31,
    sex: "female",
    yes: ["low_white_cells_test", "family_same_result"],
    no: ["fever", "mouth_ulcers", "weight_loss", "recurrent_infections"],
    says: { "my wbc is low": "low_white_cells_test", "my sister had the same result": "family_same_result" },
    why: "a low white count in a well woman whose sister has the same is usually benign ethnic neutropenia (BSH)",
  },
  {
    id: "face_petechiae_straining",
    age: 4,
    sex: "male",
    yes: ["face_petechiae_after_strain", "vomiting", "walks_despite_pain"],
    no: ["fever", "bruising", "drowsiness"],
    says: { "red dots around the eyes": "face_petechiae_after_strain" },
    why: "pinpoint spots only on the face after hard vomiting in a well child without fever (NICE NG143)",
  },
  {
    id: "initial_orthostatic_hypotension",
    age: 17,
    sex: "male",
    yes: ["dizzy_standing", "greyout_seconds", "low_fluid_intake"],
    no: ["fainting_exertion", "chest_pain", "palpitations"],
    says: { "everything goes dark when I stand": "greyout_seconds", "I dont drink enough water": "low_fluid_intake" },
    why: "a few seconds of grey vision on standing quickly in a teenager is initial orthostatic hypotension (ESC)",
  },
  {
    id: "salbutamol_side_effects",
    age: 15,
    sex: "female",
    yes: ["reliever_overuse", "tremor", "palpitations"],
    no: ["sob", "chest_pain", "inhaler_not_helping"],
    says: { "too much ventolin": "reliever_overuse", "I feel jittery": "jittery" },
    why: "shaky hands and a fast heart after many reliever puffs, breathing settled, are salbutamol's effect (BNF)",
  },
  {
    id: "statin_myalgia",
    age: 45,
    sex: "female",
    yes: ["on_statin", "thigh_pain"],
    no: ["dark_urine", "fever", "pain_severe"],
    says: { "I am taking simvastatin": "on_statin", "my thighs ache": "thigh_pain" },
    why: "aching thighs weeks after starting a statin, urine normal, are statin muscle symptoms (NICE CKS)",
  },
  {
    id: "fasting_headache",
    age: 33,
    sex: "female",
    yes: ["headache", "missed_meal", "eased_by_eating"],
    no: ["vomiting", "stiff_neck", "headache_lying_morning"],
    says: { "it goes when I break my fast": "eased_by_eating" },
    why: "a dull headache on fasting days gone after the evening meal is a fasting headache (ICHD-3 10.5)",
  },
  {
    id: "abdominal_migraine",
    age: 8,
    sex: "female",
    yes: ["periumbilical_pain", "pale", "nausea", "well_between_attacks"],
    no: ["fever", "bloody_stool", "weight_loss"],
    says: { "she is completely fine in between": "well_between_attacks" },
    why: "attacks of belly pain round the navel with pallor, well between, are abdominal migraine (ICHD-3)",
  },
  {
    id: "fluid_caffeine_frequency",
    age: 23,
    sex: "male",
    yes: ["frequent_urination", "high_fluid_caffeine"],
    no: ["dysuria", "thirst", "weight_loss", "haematuria"],
    says: { "many cups of coffee": "high_fluid_caffeine" },
    why: "passing urine hourly on many coffees a day, no burning or thirst, is caffeine and fluid (NICE CKS LUTS)",
  },
  {
    id: "exercise_haematuria",
    age: 28,
    sex: "female",
    yes: ["endurance_event", "haematuria", "urine_clear_again"],
    no: ["flank_pain", "fever", "fresh_water_contact"],
    says: { "my urine is clear now": "urine_clear_again" },
    why: "red urine once after a marathon, clear since, no pain or river contact, is exercise haematuria (EAU)",
  },
  {
    id: "hand_osteoarthritis",
    age: 45,
    sex: "female",
    yes: ["finger_end_joint_knobs", "hand_ache_after_use"],
    no: ["joint_swelling", "morning_stiffness", "rash"],
    says: { "knobbly fingers": "finger_end_joint_knobs", "fingers ache after washing clothes": "hand_ache_after_use" },
    why: "knobbly end finger joints aching after hand work are Heberden's nodes (NICE NG226)",
  },
  {
    id: "viral_arthralgia",
    age: 30,
    sex: "male",
    yes: ["aching_joints_mild", "recent_viral_illness", "fatigue"],
    no: ["joint_swelling", "rash", "fever"],
    says: { "my joints are aching": "aching_joints_mild" },
    why: "mild aches in several joints after flu, none swollen, are viral arthralgia (NICE CKS joint pain)",
  },
  {
    id: "inverted_nipple_longstanding",
    age: 21,
    sex: "female",
    yes: ["nipple_inverted_longstanding", "worry"],
    no: ["breast_lump", "nipple_blood", "breast_skin_change"],
    says: { "my nipple has always been turned inwards": "nipple_inverted_longstanding" },
    why: "a nipple turned in ever since the breasts grew, with no lump or discharge, is a normal variant (NICE CKS)",
  },
  {
    id: "drug_induced_galactorrhoea",
    age: 33,
    sex: "female",
    yes: ["galactorrhoea", "antiemetic_taken", "missed_period"],
    no: ["nipple_blood", "breast_lump", "headache"],
    why: "milky discharge from both nipples on metoclopramide or domperidone (NICE CKS galactorrhoea)",
  },
  {
    id: "retractile_testis",
    age: 4,
    sex: "male",
    yes: ["testis_comes_and_goes"],
    no: ["testicular_pain", "groin_lump"],
    says: { "one ball sometimes missing": "testis_comes_and_goes" },
    why: "a testicle that hides when cold and is back in a warm bath is retractile (NICE CKS undescended testes)",
  },
  {
    id: "frenulum_breve",
    age: 20,
    sex: "male",
    yes: ["frenulum_tear", "tight_pull_erection"],
    no: ["urethral_discharge", "genital_sore_painless"],
    says: { "torn frenulum": "frenulum_tear", "erection feels tight": "tight_pull_erection" },
    why: "the band under the glans tearing in sex, tight on erection, is frenulum breve (BAUS)",
  },
  {
    id: "ssri_delayed_ejaculation",
    age: 38,
    sex: "male",
    yes: ["ssri_use", "delayed_ejaculation"],
    no: ["suicidal", "priapism"],
    says: { "I cannot come during sex": "delayed_ejaculation" },
    why: "slow or absent ejaculation on fluoxetine or sertraline is a common SSRI effect (BNF)",
  },
  {
    id: "missed_contraceptive_pill",
    age: 27,
    sex: "female",
    yes: ["missed_pill", "combined_pill"],
    no: ["vomiting", "bleeding_between"],
    says: { "I forgot to take my pill": "missed_pill" },
    why: "one combined pill forgotten needs only the pill taken now (FSRH)",
  },
  {
    id: "body_dysmorphic_disorder",
    age: 16,
    sex: "male",
    yes: ["appearance_preoccupation", "social_withdrawal", "low_mood"],
    no: ["suicidal", "hallucinations"],
    says: { "I hate how I look": "appearance_preoccupation" },
    why: "hours a day over a flaw others do not see, avoiding going out, is body dysmorphic disorder (NICE CG31)",
  },
  {
    id: "silica_gel_ingestion",
    age: 1.5,
    sex: "male",
    yes: ["ate_silica_gel", "walks_despite_pain"],
    no: ["choking", "vomiting", "drowsiness"],
    says: { "he swallowed silica gel": "ate_silica_gel" },
    why: "a few silica gel beads in a playing toddler are non-toxic (TOXBASE)",
  },
  {
    id: "finger_dislocation",
    age: 25,
    sex: "female",
    yes: ["finger_joint_out_of_line", "ball_hit_finger"],
    no: ["wound", "numbness"],
    says: { "my finger is out of place": "finger_joint_out_of_line", "ball hit my finger": "ball_hit_finger" },
    why: "a finger joint out of line after a ball struck it is a dislocation needing same-day reduction (BSSH)",
  },
];

const EMERGENCIES: BreadthCase[] = [
  {
    id: "laryngeal_injury",
    age: 28,
    sex: "male",
    yes: ["neck_front_blow", "hoarse_voice", "stridor", "neck_front_pain"],
    says: { "punched in the throat": "neck_front_blow", "can only whisper": "voice_lost" },
    why: "a blow across the throat then a hoarse voice and noisy breathing is a laryngeal injury (ATLS)",
  },
  {
    id: "antihistamine_overdose",
    age: 2,
    sex: "female",
    yes: ["antihistamine_syrup_overdose", "drowsiness", "agitation"],
    says: { "she drank the phenergan": "antihistamine_syrup_overdose" },
    why: "a toddler drowsy then agitated after drinking promethazine syrup (TOXBASE)",
  },
  {
    id: "phenol_disinfectant_ingestion",
    age: 3,
    sex: "male",
    yes: ["drank_disinfectant", "vomiting", "drowsiness"],
    says: { "he swallowed disinfectant": "drank_disinfectant" },
    why: "a child vomiting and drowsy after drinking disinfectant (TOXBASE chloroxylenol)",
  },
  {
    id: "uvulectomy_complication",
    age: 3,
    sex: "female",
    yes: ["uvula_cut", "fever", "painful_swallowing", "unable_to_drink"],
    says: { "her uvula was cut": "uvula_cut" },
    why: "fever and refusing to drink after a traditional uvulectomy (WHO pocket book, sepsis)",
  },
];

breadthRound("gp18", CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("gp18: look-alikes get self-care or a GP, never a false alarm", () => {
  it("pinguecula, a wobbly milk tooth, a head rush and a fasting headache are self-care", () => {
    expect(level(38, "male", [...present("eye_white_yellow_bump", "heat_exposure"), ...absent("eye_growth")])).toBe(
      "self_care",
    );
    expect(level(7, "female", present("milk_tooth_wobbly", "adult_tooth_behind"))).toBe("self_care");
    expect(level(15, "female", present("dizzy_standing", "greyout_seconds"))).toBe("self_care");
    expect(level(29, "male", present("headache", "missed_meal", "eased_by_eating"))).toBe("self_care");
  });
  it("a retractile testis, silica gel, one missed pill and an inverted nipple since puberty are self-care", () => {
    expect(level(5, "male", present("testis_comes_and_goes"))).toBe("self_care");
    expect(
      level(2, "female", [...present("ate_silica_gel", "walks_despite_pain"), ...absent("choking", "vomiting")]),
    ).toBe("self_care");
    expect(level(24, "female", present("missed_pill", "combined_pill"))).toBe("self_care");
    expect(
      level(19, "female", [
        ...present("nipple_inverted_longstanding", "worry"),
        ...absent("breast_lump", "nipple_blood"),
      ]),
    ).toBe("self_care");
  });
  it("a yellow bump on the white of the eye is not jaundice", () => {
    expect(phrase("yellow bump on the white of my eye")).toBe("eye_white_yellow_bump");
    expect(top3({ age: 40, sex: "male", evidence: present("eye_white_yellow_bump") })).not.toContain("hepatitis_a");
  });
  it("drinking little water is not refusing to drink", () => {
    expect(phrase("i dont drink much water")).toBe("low_fluid_intake");
    expect(level(16, "female", present("dizzy_standing", "low_fluid_intake"))).not.toMatch(/emergency/);
  });
  it("a blue-inhaler tremor in an asthmatic is the inhaler, told in a parent's words", () => {
    const played = playTelling([
      "salbutamol_side_effects",
      14,
      "male",
      "He took many puffs of ventolin last night for his asthma and now his hands are shaking and his heart is fast",
      ["many puffs of ventolin", "hands shaking", "heart beating fast"],
    ]);
    expect(played.top).toContain("salbutamol_side_effects");
    expect(EMERGENCY).not.toContain(played.level);
  });
  it("spots on the skin or a newly pulled-in nipple keep their own (serious) findings", () => {
    expect(phrase("tiny red spots on the skin")).not.toBe("face_petechiae_after_strain");
    expect(phrase("nipple pulling in")).toBe("breast_skin_change");
  });
});

describe("gp18: danger signs beside the look-alikes still count", () => {
  it("spots on the face with fever, or drowsiness, are an emergency", () => {
    expect(EMERGENCY).toContain(
      level(3, "female", present("face_petechiae_after_strain", "rash_nonblanching", "fever")),
    );
    expect(EMERGENCY).toContain(level(3, "female", present("face_petechiae_after_strain", "vomiting", "drowsiness")));
  });
  it("a reliever that does not help is an asthma emergency, not side effects", () => {
    expect(EMERGENCY).toContain(level(20, "male", present("reliever_overuse", "tremor", "inhaler_not_helping")));
  });
  it("a sudden painful testicle is torsion, not a retractile testis", () => {
    expect(EMERGENCY).toContain(level(11, "male", present("testis_comes_and_goes", "testicular_pain_sudden")));
  });
  it("dark cola urine on a statin, or after a race, is not a GP matter", () => {
    const statinCola = [...present("on_statin", "thigh_pain", "dark_urine", "pain_severe"), ...absent("fever")];
    expect(level(44, "male", statinCola)).not.toBe("self_care");
  });
  it("a silica gel packet with choking, or unknown tablets, still alarms", () => {
    expect(EMERGENCY).toContain(level(2, "male", present("ate_silica_gel", "choking")));
    expect(EMERGENCY).toContain(level(2, "male", present("ate_silica_gel", "poisoning")));
  });
  it("a fasting headache that is sudden and worst ever is not a fasting headache", () => {
    expect(EMERGENCY).toContain(level(30, "female", present("headache", "missed_meal", "headache_sudden")));
  });
});
