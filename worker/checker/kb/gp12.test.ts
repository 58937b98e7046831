// Twelfth round: what a GP must tell apart where a fresh set (tune9) and tune8's remaining misses showed the
// knowledge base had no sign, no words or no question: a simple sting from an allergy, tampons and toxic
// shock, a stye from a skin boil, a dental abscess from a boil, the breast cancer signs asked with a breast
// lump, SVT from panic, a fragment from hammering or grinding (a penetrating eye injury that feels like a
// speck), a scratched eye (corneal abrasion) apart from a foreign body, nephritis with little urine and a
// headache, a third nerve palsy, a hair tourniquet, a baby who will not move a limb, an injury followed by
// being unable to pass urine, and the suicide screen after a poison is named.
// Sources: NICE CKS (insect bites and stings, styes, dental abscess, breast cancer recognition, palpitations,
// corneal superficial injury, acute kidney injury, headache, acute childhood limp, self-harm NG225), RCOphth,
// UKHSA toxic shock, WHO typhoid fever, WHO Pocket book (acute glomerulonephritis), RCEM / BAPU (hair
// tourniquet), NICE CG89 (child maltreatment), BAUS (urethral injury).
//
// Known gaps (told, not asserted): "tiny red spots" is a plain rash (only
// "tiny red dots that don't fade" is petechiae): ITP is reached from bruising with bleeding instead;
// "painless lump" resolves to a chronic neck lump whatever the site.
import { describe, expect, it } from "vitest";
import { askedUntilStop, EMERGENCY, level, present, top3 } from "../testing.ts";
import { breadthRound, type BreadthCase, flagsOf, type LayTelling, phrase, playTelling } from "./breadth-round.ts";
import { GP12_CONDITIONS } from "./conditions-gp12.ts";
import { CONDITIONS } from "./index.ts";

const EMERGENCIES: BreadthCase[] = [
  {
    id: "third_nerve_palsy",
    age: 38,
    sex: "female",
    yes: ["drooping_eyelids", "double_vision", "headache", "unequal_pupils"],
    says: { "one pupil bigger than the other": "unequal_pupils", "pupils different sizes": "unequal_pupils" },
    why: "a droopy lid with double vision and headache is a third nerve palsy from an aneurysm (RCOphth)",
  },
  {
    id: "hair_tourniquet_penis",
    age: 0.4,
    sex: "male",
    yes: ["hair_tourniquet", "penis_swollen_bruised", "long_crying"],
    says: { "hair wrapped round the penis": "hair_tourniquet" },
    why: "a hair strangling a baby's penis is removed now (RCEM / BAPU)",
  },
  {
    id: "hair_tourniquet_digit",
    age: 0.5,
    sex: "female",
    yes: ["hair_tourniquet", "long_crying"],
    says: { "hair wrapped around toe": "hair_tourniquet" },
    why: "a hair strangling a baby's toe is removed within hours (RCEM)",
  },
  {
    id: "penetrating_eye_injury",
    age: 33,
    sex: "male",
    yes: ["eye_high_velocity", "foreign_body_eye", "eye_pain", "vision_blurred"],
    says: { "grinding metal": "eye_high_velocity", "hammering metal": "eye_high_velocity" },
    why: "a fragment from grinding or hammering that blurs the eye may be inside it (NICE CKS, RCOphth)",
  },
  {
    id: "toxic_shock",
    age: 20,
    sex: "female",
    yes: ["tampon_use", "fever", "rash", "vomiting", "dizzy_standing"],
    says: { "using tampons": "tampon_use", "using a menstrual cup": "tampon_use" },
    why: "fever, rash and dizziness on standing with a tampon is toxic shock (UKHSA)",
  },
  {
    id: "typhoid_perforation",
    age: 26,
    sex: "male",
    yes: ["recent_typhoid", "severe_abdominal_pain", "vomiting", "fever", "rigid_abdomen"],
    says: { "recent typhoid": "recent_typhoid", "treated for typhoid": "recent_typhoid" },
    why: "sudden severe belly pain after typhoid treatment is a perforation (WHO typhoid fever)",
  },
];

const COMMON: BreadthCase[] = [
  {
    id: "corneal_abrasion",
    age: 30,
    sex: "female",
    yes: ["eye_scratched", "eye_pain", "watery_eyes", "photophobia"],
    says: { "scratched my eye": "eye_scratched", "fingernail scratched my eye": "eye_scratched" },
    why: "a fingernail scratch with a painful watery eye is a corneal abrasion (NICE CKS)",
  },
  {
    id: "insect_bite_reaction",
    age: 12,
    sex: "male",
    yes: ["insect_bite", "sting_site_reaction"],
    no: ["sob", "lip_tongue_swelling"],
    says: { "bee sting": "insect_bite", "redness at the sting": "sting_site_reaction" },
    why: "a bee sting swollen and sore where stung is a local reaction (NICE CKS insect bites and stings)",
  },
  {
    id: "svt",
    age: 16,
    sex: "female",
    yes: ["palpitations_sudden_regular", "palpitations", "dizziness", "chest_pain"],
    says: { "palpitations started suddenly": "palpitations_sudden_regular" },
    why: "a racing heart that switched on suddenly is SVT rather than panic (NICE CKS palpitations)",
  },
  {
    id: "dental_abscess",
    age: 24,
    sex: "male",
    yes: ["toothache", "gum_abscess"],
    says: { "pus from the gum": "gum_abscess", "gum boil": "gum_abscess" },
    why: "pus from the gum by an aching tooth is a dental abscess (NICE CKS)",
  },
  {
    id: "breast_cancer",
    age: 42,
    sex: "female",
    yes: ["breast_lump", "breast_skin_change", "swollen_glands"],
    says: { "nipple turned inward": "breast_skin_change" },
    why: "a breast lump with a pulled-in nipple and an armpit lump is breast cancer until shown otherwise (NICE NG12)",
  },
  {
    id: "stye",
    age: 17,
    sex: "female",
    yes: ["eyelid_lump", "eye_pain", "boil"],
    says: { "bump on the edge of my eyelid": "eyelid_lump", "boil on the eyelid": "eyelid_lump" },
    why: "a painful lump on the eyelid edge is a stye, not a skin boil (NICE CKS styes)",
  },
];

// The round's cases also reach existing conditions from their new distinguishing sign: triage levels are
// read from the whole knowledge base; the new conditions are checked to be registered there.
breadthRound("twelfth round", CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("twelfth round: the new conditions are registered", () => {
  it("each new condition is in the knowledge base", () => {
    for (const c of GP12_CONDITIONS) expect(CONDITIONS.map((x) => x.id)).toContain(c.id);
  });
});

// Lay tellings played as the evaluator plays them (written for this test, not taken from a set).
const TELLINGS: LayTelling[] = [
  [
    "eye_high_velocity",
    29,
    "male",
    "I was grinding metal in the workshop and a tiny piece entered my eye, it is painful and blurry.",
    ["something in my eye", "eye pain", "blurred vision"],
  ],
  [
    "little_urine_swelling_headache",
    9,
    "female",
    "After sore throat last month her face swell, she dey pass small urine and complain of headache.",
    ["swollen face", "passing little urine", "headache", "swollen legs"],
  ],
  [
    "injury_urinary_retention",
    8,
    "female",
    "She fell astride the fence, the private part is swollen and she cannot pass urine.",
    ["fell", "cannot pass urine", "swollen private part"],
  ],
];

describe("twelfth round: lay tellings of the new emergencies end in an emergency", () => {
  for (const t of TELLINGS)
    it(`${t[0]}: "${t[3]}"`, () => {
      expect(EMERGENCY).toContain(playTelling(t).level);
    });
});

describe("twelfth round: combination rules (each sign alone is not an emergency)", () => {
  it("a fragment from hammering or grinding into a painful eye goes to eye casualty (NICE CKS, RCOphth)", () => {
    expect(flagsOf(30, "male", ["eye_high_velocity", "foreign_body_eye"])).toContain("eye_high_velocity_fragment");
    // Hammering alone (a bruised thumb) and dust in the eye alone are not eye emergencies.
    expect(flagsOf(30, "male", ["eye_high_velocity"])).not.toContain("eye_high_velocity_fragment");
    expect(EMERGENCY).not.toContain(level(30, "male", present("foreign_body_eye", "eye_pain", "watery_eyes")));
  });
  it("a droopy lid with double vision and headache is a third nerve palsy (RCOphth)", () => {
    expect(flagsOf(34, "female", ["drooping_eyelids", "double_vision", "headache"])).toContain(
      "painful_third_nerve_palsy",
    );
    // Drooping lids with double vision and no pain: myasthenia, seen soon, not an emergency on its own.
    expect(flagsOf(34, "female", ["drooping_eyelids", "double_vision"])).not.toContain("painful_third_nerve_palsy");
  });
  it("one pupil bigger than the other after a head injury is pressure on the brain (NICE CKS head injury)", () => {
    expect(flagsOf(25, "male", ["unequal_pupils", "head_injury"])).toContain("unequal_pupils_brain");
    expect(flagsOf(25, "male", ["unequal_pupils"])).not.toContain("unequal_pupils_brain");
  });
  it("little urine with a swollen face and headache is nephritis with high blood pressure (WHO Pocket book)", () => {
    const nephritis = ["oliguria", "swollen_face", "leg_swelling", "headache"];
    expect(flagsOf(8, "male", nephritis)).toContain("little_urine_swelling_headache");
    expect(EMERGENCY).toContain(level(8, "male", present(...nephritis, "dark_urine", "sore_throat")));
    // A puffy face with cola urine, little urine and a headache, no leg swelling: seen within a day.
    expect(flagsOf(8, "male", ["oliguria", "swollen_face", "headache"])).not.toContain(
      "little_urine_swelling_headache",
    );
    // Dehydration: little dark urine with a headache and no swelling is not this rule.
    expect(flagsOf(8, "male", ["oliguria", "dark_urine", "headache"])).not.toContain("little_urine_swelling_headache");
  });
  it("being unable to pass urine after an injury is a urethral, pelvic or spinal injury (BAUS)", () => {
    expect(flagsOf(9, "female", ["injury", "urinary_retention"])).toContain("injury_urinary_retention");
    expect(flagsOf(9, "female", ["injury"])).not.toContain("injury_urinary_retention");
  });
  it("bleeding after a sexual assault needs emergency care (WHO clinical management of rape)", () => {
    expect(flagsOf(19, "female", ["sexual_assault", "vaginal_bleeding"])).toContain("sexual_assault_bleeding");
    expect(flagsOf(19, "female", ["sexual_assault"])).not.toContain("sexual_assault_bleeding");
  });
  it("tampon use with fever and a rash is toxic shock (UKHSA)", () => {
    expect(flagsOf(19, "female", ["tampon_use", "fever", "rash"])).toContain("tampon_fever_shock");
    expect(flagsOf(19, "female", ["tampon_use", "period_pain"])).not.toContain("tampon_fever_shock");
  });
});

describe("twelfth round: unexplained bruising with bleeding in a child (NICE NG12)", () => {
  it("is seen within a day; a nosebleed alone is not", () => {
    expect(level(4, "female", present("bruising", "nosebleed"))).toBe("consultation_24");
    expect(level(4, "female", present("bruising", "rash"))).toBe("consultation_24");
    expect(level(4, "female", present("nosebleed"))).not.toBe("consultation_24");
  });
});

describe("twelfth round: a baby under a year who will not move a limb (NICE CKS acute childhood limp, CG89)", () => {
  it("is an emergency under 1 year, even without fever or a known fall", () => {
    expect(EMERGENCY).toContain(level(0.25, "female", present("limb_not_used")));
    expect(EMERGENCY).toContain(level(0.5, "male", present("arm_not_used")));
  });
  it("the age rules carry the finding and the age band (a rule, not a condition, makes it an emergency)", () => {
    expect(flagsOf(0.25, "female", ["limb_not_used"])).toContain("infant_limb_not_used");
    expect(flagsOf(2, "female", ["limb_not_used"])).not.toContain("infant_limb_not_used");
  });
});

describe("twelfth round: the sign that tells neighbours apart is asked for the complaint", () => {
  it("something in the eye is asked whether it flew in while hammering or grinding", () => {
    expect(askedUntilStop(30, "male", ["foreign_body_eye"])).toContain("eye_high_velocity");
  });
  it("a poison is asked about suicidal thoughts and plans before the interview stops (NICE NG225)", () => {
    const asked = askedUntilStop(22, "male", ["pesticide_exposure"]);
    expect(asked).toContain("suicidal");
    expect(asked).toContain("goodbye_note");
  });
  it("a breast lump is asked about skin or nipple changes and an armpit lump (NICE NG12)", () => {
    const asked = askedUntilStop(40, "female", ["breast_lump"]);
    expect(asked).toContain("breast_skin_change");
    expect(asked).toContain("swollen_glands");
  });
  it("a racing heart is asked whether it switched on suddenly; a toothache about pus from the gum", () => {
    expect(askedUntilStop(16, "female", ["palpitations"])).toContain("palpitations_sudden_regular");
    expect(askedUntilStop(24, "male", ["toothache"])).toContain("gum_abscess");
  });
  it("severe belly pain is asked about recent typhoid; vaginal bleeding whether it will not stop or was forced", () => {
    expect(askedUntilStop(24, "male", ["severe_abdominal_pain"])).toContain("recent_typhoid");
    const bleeding = askedUntilStop(17, "female", ["vaginal_bleeding"]);
    expect(bleeding).toContain("wound_bleeding_heavy");
    expect(bleeding).toContain("sexual_assault");
  });
  it("drug use is asked about voices and agitation (NICE CG120: drug-induced psychosis)", () => {
    expect(askedUntilStop(25, "male", ["drug_use", "smoker"])).toContain("hallucinations");
  });
  it("a baby crying and not settling is asked about a hair round a toe or the penis (RCEM)", () => {
    expect(askedUntilStop(0.3, "male", ["long_crying"])).toContain("hair_tourniquet");
  });
  it("vaginal bleeding told as blood from the private part resolves; a boy's 'private side' pain is the testicle", () => {
    expect(phrase("blood from her private part")).toBe("vaginal_bleeding");
    expect(phrase("private side dey pain")).toBe("testicular_pain");
  });
  it("double vision is asked about a drooping eyelid (RCOphth); a testicle riding high is the torsion sign", () => {
    expect(askedUntilStop(40, "female", ["double_vision"])).toContain("drooping_eyelids");
    expect(phrase("one testicle higher than the other")).toBe("testicular_pain_sudden");
    expect(phrase("sudden onset")).not.toBe("palpitations_sudden_regular");
  });
  it("a boil with a toothache is a dental abscess, not a skin boil (NICE CKS dental abscess)", () => {
    expect(top3({ age: 30, sex: "male", evidence: present("boil", "toothache") })).toContain("dental_abscess");
  });
});
