// Fourteenth round: what a GP must tell apart where a fresh set (tune11) showed the knowledge base had no
// condition, no sign, no words or no first question: spots and lumps of the nose and throat (nasal vestibulitis,
// tonsil stones, globus), white patches in the mouth and mouth ulcers with a systemic cause (oral lichen planus,
// Behçet's disease), the bunion among painful big toes, sexual pain (vaginismus) and scanty periods after a D&C
// (intrauterine adhesions), a child's anxiety told as a school-morning tummy ache, breastfeeding nipple pain,
// a boy's ballooning foreskin, the midline neck lump (thyroglossal cyst), hand dermatitis from wet work, the
// somatic complaints of Nigerian primary care, arthritis after diarrhoea or a new partner, and dependence told
// as behaviour.
// Sources: ENT UK / NICE CKS (halitosis, neck lump), NICE CKS (lichen planus, bunions, dyspareunia,
// amenorrhoea, balanitis, contact dermatitis, reactive arthritis, breastfeeding problems), EULAR / ICBD
// (Behçet's), ESHRE (Asherman syndrome), NICE CG159 / WHO mhGAP, UNICEF Baby Friendly, BASHH, NICE CG115,
// NICE NG222, Ohaeri & Odejide 1994.
import { describe, expect, it } from "vitest";
import { askedUntilStop, EMERGENCY, level, present, top3 } from "../testing.ts";
import { parseText } from "../parse.ts";
import { breadthRound, type BreadthCase, phrase } from "./breadth-round.ts";
import { CONDITIONS } from "./index.ts";

const COMMON: BreadthCase[] = [
  {
    id: "nasal_vestibulitis",
    age: 29,
    sex: "female",
    yes: ["nostril_spot", "nose_tip_red"],
    no: ["fever", "eyelid_swelling"],
    says: {
      "painful spot inside the nose": "nostril_spot",
      "pimple inside my nostril": "nostril_spot",
      "nose is tender to touch": "nose_tip_red",
    },
    why: "a painful spot inside the nostril with a red tender nose tip after picking is nasal vestibulitis (ENT UK)",
  },
  {
    id: "tonsil_stones",
    age: 23,
    sex: "male",
    yes: ["bad_breath", "tonsil_stones_seen", "throat_lump_feeling"],
    no: ["fever", "painful_swallowing"],
    says: {
      "white lumps in tonsils": "tonsil_stones_seen",
      "small smelly stones come out when I cough": "tonsil_stones_seen",
      "feeling something stuck in throat": "throat_lump_feeling",
    },
    why: "bad breath with smelly white lumps coughed from the tonsils is tonsil stones (ENT UK)",
  },
  {
    id: "oral_lichen_planus",
    age: 35,
    sex: "female",
    yes: ["mouth_white_lace", "mouth_sting_spicy", "swollen_gums"],
    says: {
      "white lace-like patches inside cheeks": "mouth_white_lace",
      "mouth burns with spicy food": "mouth_sting_spicy",
      "sore gums": "swollen_gums",
    },
    why: "white lacy lines inside both cheeks that sting with pepper are oral lichen planus (NICE CKS)",
  },
  {
    id: "behcet_disease",
    age: 28,
    sex: "male",
    yes: ["mouth_ulcers", "recurrent", "genital_sores", "red_eyes", "shin_lumps", "joint_pain"],
    no: ["unprotected_sex", "fever"],
    why: "mouth ulcers that keep coming back with genital ulcers and red eyes are Behçet's disease (ICBD)",
  },
  {
    id: "hallux_valgus",
    age: 35,
    sex: "female",
    yes: ["bunion_bump", "big_toe_angled", "shoes_rub", "walking_pain"],
    no: ["fever"],
    says: {
      "bony bump at the base of the big toe": "bunion_bump",
      "big toe points to the other toes": "big_toe_angled",
      "shoes rub and hurt": "shoes_rub",
    },
    why: "a bony bump at the base of the big toe with the toe angled in is a bunion, not gout (NICE CKS)",
  },
  {
    id: "vaginismus",
    age: 26,
    sex: "female",
    yes: ["penetration_impossible", "painful_sex", "vagina_tightens", "fear_of_sex"],
    no: ["vaginal_discharge", "fever"],
    says: {
      "penetration impossible": "penetration_impossible",
      "my vagina tightens up": "vagina_tightens",
      "fear of sex": "fear_of_sex",
    },
    why: "penetration impossible because the body tightens, with fear of sex, is vaginismus (NICE CKS dyspareunia)",
  },
  {
    id: "asherman_syndrome",
    age: 30,
    sex: "female",
    yes: ["periods_after_dc", "light_periods", "infertility", "cyclic_pain_no_bleed"],
    no: ["pregnant", "hot_flushes", "galactorrhoea"],
    says: {
      "periods stopped after D&C": "periods_after_dc",
      "very light periods": "light_periods",
      "monthly cramps without bleeding": "cyclic_pain_no_bleed",
    },
    why: "periods that stopped or became scanty after a D&C are intrauterine adhesions (ESHRE; NICE CKS)",
  },
  {
    id: "separation_anxiety",
    age: 8,
    sex: "female",
    yes: ["abdominal_pain", "clings_to_parent", "only_school_days", "missing_school"],
    no: ["vomiting", "weight_loss", "bloody_stool"],
    says: {
      "cries when leaving mum": "clings_to_parent",
      "fine at weekends": "only_school_days",
    },
    why: "a school-morning tummy ache in a child who clings to her mother and is fine at weekends is separation anxiety (NICE CG159)",
  },
  {
    id: "nipple_trauma",
    age: 27,
    sex: "female",
    yes: ["cracked_nipples", "nipple_pain_feeding", "breastfeeding"],
    no: ["fever", "breast_red_swollen", "nipple_blanching"],
    says: { "nipple pain during feeds": "nipple_pain_feeding", "nipples hurt when baby feeds": "nipple_pain_feeding" },
    why: "cracked nipples that hurt at every feed in the first weeks are nipple trauma from the latch (UNICEF BFI)",
  },
  {
    id: "physiological_phimosis",
    age: 4,
    sex: "male",
    yes: ["foreskin_tight", "foreskin_balloons"],
    no: ["penis_tip_sore", "haematuria", "fever"],
    says: { "foreskin balloons when peeing": "foreskin_balloons" },
    why: "a four-year-old's foreskin that does not retract and balloons on peeing is normal (NICE CKS)",
  },
  {
    id: "thyroglossal_cyst",
    age: 9,
    sex: "female",
    yes: ["neck_lump_midline", "lump_moves_tongue", "neck_lump_chronic"],
    no: ["fever", "tender_neck_lump"],
    says: {
      "lump in the middle of the neck": "neck_lump_midline",
      "lump moves when she pokes out her tongue": "lump_moves_tongue",
    },
    why: "a midline neck lump that rises when the tongue is poked out is a thyroglossal duct cyst (NICE CKS neck lump)",
  },
  {
    id: "irritant_hand_dermatitis",
    age: 29,
    sex: "female",
    yes: ["hands_dry_cracked", "wet_work"],
    no: ["fever", "blisters"],
    says: {
      "dry cracked hands": "hands_dry_cracked",
      "hands sting with water": "hands_dry_cracked",
      "I wash hands many times a day": "wet_work",
    },
    why: "dry, cracked, stinging hands in a hairdresser who washes all day are irritant dermatitis (NICE CKS)",
  },
  {
    id: "health_anxiety",
    age: 30,
    sex: "female",
    yes: ["head_heat", "body_crawling", "health_worry"],
    no: ["weight_loss", "fever"],
    says: {
      "heat in the head": "head_heat",
      "crawling feeling in the body": "body_crawling",
      "doctors found nothing": "health_worry",
    },
    why: "heat in the head and crawling in the body with many normal tests are somatic symptoms (Ohaeri & Odejide)",
  },
  {
    id: "reactive_arthritis",
    age: 24,
    sex: "male",
    yes: ["joint_swelling", "recent_diarrhoea_episode", "red_eyes", "dysuria"],
    no: ["fever", "knee_injury"],
    says: { "had diarrhoea two weeks ago": "recent_diarrhoea_episode" },
    why: "a swollen knee with red eyes two weeks after a bout of diarrhoea is reactive arthritis (NICE CKS)",
  },
  {
    id: "alcohol_use_disorder",
    age: 38,
    sex: "male",
    yes: ["morning_drinking", "craving", "heavy_drinking"],
    says: { "can't cut down": "craving", "drinking more than before": "heavy_drinking" },
    why: "failing to cut down and drinking more than before are dependence (NICE CG115)",
  },
  {
    id: "depression",
    age: 25,
    sex: "male",
    yes: ["fatigue", "anhedonia", "insomnia", "poor_concentration", "low_mood"],
    says: { "nothing makes me happy": "anhedonia", "nothing sweet me again": "anhedonia" },
    why: "no energy, nothing giving pleasure, poor sleep and concentration are depression (NICE NG222)",
  },
];

const EMERGENCIES: BreadthCase[] = [
  {
    id: "gonococcal_arthritis",
    age: 22,
    sex: "female",
    yes: ["fever", "skin_pustules_few", "joint_swelling", "joint_pain", "unprotected_sex", "vaginal_discharge"],
    says: { "small pus spots on the skin": "skin_pustules_few" },
    why: "fever, a few pustules and hot joints after a new partner are disseminated gonococcal infection (BASHH)",
  },
];

breadthRound("gp14", CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("gp14: the complaint's first question (kb/character.ts)", () => {
  it("bad breath is asked about lumps or stones in the tonsils", () => {
    expect(askedUntilStop(23, "male", ["bad_breath"])).toContain("tonsil_stones_seen");
  });
  it("mouth ulcers are asked about genital ulcers (Behçet's disease)", () => {
    expect(askedUntilStop(28, "male", ["mouth_ulcers", "recurrent"])).toContain("genital_sores");
  });
  it("a painful big toe is asked about a bony bump at its base (bunion) and pain waking at night (gout)", () => {
    const asked = askedUntilStop(35, "female", ["big_toe_pain"]);
    expect(asked).toContain("bunion_bump");
    expect(asked).toContain("night_pain");
  });
  it("painful sex is asked whether penetration is possible at all (vaginismus)", () => {
    expect(askedUntilStop(26, "female", ["painful_sex"])).toContain("penetration_impossible");
  });
  it("periods that stopped are asked about a D&C before it", () => {
    expect(askedUntilStop(30, "female", ["periods_stopped"])).toContain("periods_after_dc");
  });
  it("a child missing school is asked whether she clings to her parent", () => {
    expect(askedUntilStop(8, "female", ["missing_school", "abdominal_pain"])).toContain("clings_to_parent");
  });
  it("a tight foreskin is asked whether it balloons on peeing", () => {
    expect(askedUntilStop(4, "male", ["foreskin_tight"])).toContain("foreskin_balloons");
  });
  it("a neck lump is asked whether it is in the midline", () => {
    expect(askedUntilStop(9, "female", ["neck_lump_chronic"])).toContain("neck_lump_midline");
  });
  it("a swollen joint is asked about a recent bout of diarrhoea (reactive arthritis)", () => {
    expect(askedUntilStop(24, "male", ["joint_swelling", "red_eyes"])).toContain("recent_diarrhoea_episode");
  });
  it("dry cracked hands are asked about wet work", () => {
    expect(askedUntilStop(29, "female", ["hands_dry_cracked"])).toContain("wet_work");
  });
  it("an adult is not asked the child's school and separation questions", () => {
    const asked = askedUntilStop(35, "female", ["missing_school"]);
    expect(asked).not.toContain("clings_to_parent");
    expect(asked).not.toContain("only_school_days");
  });
});

describe("gp14: told in lay words, not mistaken for something else", () => {
  it("a lump-in-the-throat feeling is globus, not choking (no emergency)", () => {
    expect(phrase("feeling something stuck in throat")).toBe("throat_lump_feeling");
    expect(EMERGENCY).not.toContain(level(23, "male", present("throat_lump_feeling", "bad_breath")));
    // Still: a fish bone stuck in the throat is a foreign body.
    expect(phrase("fish bone stuck in my throat")).toBe("fishbone_throat");
  });
  it("a pale patch on a child's face is not ringworm", () => {
    const ids = parseText("My son has pale round patches on his cheeks; they are a bit dry but not itchy.").map(
      (m) => m.id,
    );
    expect(ids).toContain("pale_face_patches");
    expect(ids).not.toContain("ring_rash");
  });
  it("a burning that is felt a little on urinating is dysuria, not passing little urine", () => {
    const ids = parseText("it burns a little when I urinate").map((m) => m.id);
    expect(ids).toContain("dysuria");
    expect(ids).not.toContain("oliguria");
  });
  it("a crawling feeling in the body is not restless legs", () => {
    expect(phrase("crawling feeling in the body")).toBe("body_crawling");
    expect(phrase("urge to move legs")).toBe("restless_legs");
  });
  it("a boy's ballooning foreskin is not balanitis, and a man's sore red tip still is", () => {
    expect(top3({ age: 4, sex: "male", evidence: present("foreskin_tight", "foreskin_balloons") })[0]).toBe(
      "physiological_phimosis",
    );
    expect(top3({ age: 30, sex: "male", evidence: present("penis_tip_sore", "itching") })[0]).toBe("balanitis");
  });
  it("a hot red big toe overnight is still gout, not a bunion", () => {
    expect(top3({ age: 45, sex: "male", evidence: present("big_toe_pain", "joint_swelling") })[0]).toBe("gout");
  });
  it("a lump at the side of the neck in a child is not a thyroglossal cyst", () => {
    expect(top3({ age: 9, sex: "female", evidence: present("swollen_glands", "sore_throat", "fever") })).not.toContain(
      "thyroglossal_cyst",
    );
  });
});
