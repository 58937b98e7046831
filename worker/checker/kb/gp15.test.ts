// Fifteenth round: what a GP must tell apart where a fresh set (tune12) showed the knowledge base had no
// condition, no sign, no words or no first question: dental injuries (a tooth pushed out of place), skin
// reactions to crushed insects (Paederus dermatitis), hip pain on the outer side (greater trochanteric pain),
// hand injuries after a punch (boxer's fracture), nerve palsies of the arm (radial nerve "Saturday night"
// palsy), irregular cycles after menarche, learning difficulties (dyslexia), heat illness (heat cramps) and
// men's urinary symptoms (enlarged prostate); and the character of palpitations, vaginal discharge, a child's
// swollen joint and blood pressure in pregnancy.
// Sources: IADT 2020, NICE CKS (greater trochanteric pain syndrome, LUTS in men, vaginal discharge,
// palpitations), NICE NG38, NICE CG97, NICE NG133, NICE NG196, BSPAR / NICE CKS (JIA), ACOG CO 651, British
// Dyslexia Association, WHO heat and health, BASHH, SDCEP.
import { describe, expect, it } from "vitest";
import { askedUntilStop, EMERGENCY, level, present, top3 } from "../testing.ts";
import { parseText } from "../parse.ts";
import { breadthRound, type BreadthCase, phrase } from "./breadth-round.ts";
import { CONDITIONS } from "./index.ts";

const COMMON: BreadthCase[] = [
  {
    id: "tooth_luxation",
    age: 11,
    sex: "female",
    yes: ["injury", "tooth_displaced", "bite_misaligned"],
    no: ["tooth_avulsed", "head_injury"],
    says: {
      "front tooth pushed back": "tooth_displaced",
      "tooth is displaced": "tooth_displaced",
      "can't bite together properly": "bite_misaligned",
    },
    why: "a front tooth pushed back by a fall, firm but with the bite no longer closing, is a lateral luxation (IADT)",
  },
  {
    id: "paederus_dermatitis",
    age: 24,
    sex: "female",
    yes: ["rash", "rash_linear", "blisters", "insect_crushed_on_skin"],
    no: ["fever"],
    says: {
      "rash in a straight line": "rash_linear",
      "I crushed an insect on my skin": "insect_crushed_on_skin",
      "slapped an insect": "insect_crushed_on_skin",
    },
    why: "a burning streak with small blisters after an insect was crushed on the skin is Paederus dermatitis",
  },
  {
    id: "greater_trochanteric_pain",
    age: 35,
    sex: "female",
    yes: ["hip_side_pain", "walking_pain", "night_pain"],
    no: ["fever", "injury"],
    says: {
      "pain on the outside of the hip": "hip_side_pain",
      "tender spot on the side of the hip": "hip_side_pain",
      "can't lie on that side": "hip_side_pain",
    },
    why: "outer hip pain, worse lying on that side, with a tender spot is greater trochanteric pain (NICE CKS)",
  },
  {
    id: "boxers_fracture",
    age: 15,
    sex: "male",
    yes: ["punched_hard_object", "hand_swollen_blow", "knuckle_sunken", "fist_pain"],
    no: ["wound"],
    says: {
      "punched a wall": "punched_hard_object",
      "knuckle has disappeared": "knuckle_sunken",
      "pain when making a fist": "fist_pain",
      "swollen hand on the little finger side": "hand_swollen_blow",
    },
    why: "a swollen hand on the little-finger side with a sunken knuckle after punching a wall is a boxer's fracture (NICE NG38)",
  },
  {
    id: "radial_nerve_palsy",
    age: 26,
    sex: "male",
    yes: ["wrist_drop", "slept_on_arm", "numbness"],
    no: ["face_droop", "slurred_speech", "neck_pain"],
    says: {
      "wrist drops down": "wrist_drop",
      "my wrist hangs down": "wrist_drop",
      "slept on my arm after drinking": "slept_on_arm",
    },
    why: "a wrist that hangs down after sleeping on the arm, with a normal face and speech, is radial nerve palsy",
  },
  {
    id: "adolescent_irregular_cycles",
    age: 12,
    sex: "female",
    yes: ["periods_started_recently", "irregular_periods"],
    no: ["heavy_periods", "weight_loss", "pale"],
    says: { "sometimes misses a month": "irregular_periods" },
    why: "irregular periods in the year after the first period are normal maturing of the cycle (ACOG; NICE CKS)",
  },
  {
    id: "dyslexia",
    age: 8,
    sex: "male",
    yes: ["reading_difficulty", "letters_mixed", "spelling_poor", "bright_verbally", "school_decline"],
    no: ["hearing_loss", "seizure"],
    says: {
      "struggles to read": "reading_difficulty",
      "mixes up letters": "letters_mixed",
      "spelling is poor": "spelling_poor",
      "behind in class": "school_decline",
    },
    why: "a bright, articulate child who can't read or spell and mixes up b and d has dyslexia (BDA)",
  },
  {
    id: "heat_cramps",
    age: 19,
    sex: "male",
    yes: ["muscle_cramps", "heat_exposure", "sweating"],
    no: ["confusion", "fainting", "vomiting"],
    says: { "played football in the sun": "heat_exposure" },
    why: "painful leg cramps after football in the sun with a clear head are heat cramps (WHO heat and health)",
  },
  {
    id: "benign_prostatic_hyperplasia",
    age: 55,
    sex: "male",
    yes: ["weak_stream", "urine_hesitancy", "bladder_not_empty", "frequent_urination"],
    no: ["fever", "haematuria", "urinary_retention"],
    says: {
      "waiting for urine to start": "urine_hesitancy",
      "feel bladder not empty": "bladder_not_empty",
    },
    why: "a weak stream, hesitancy, incomplete emptying and night-time urination in an older man are an enlarged prostate (NICE CG97)",
  },
  {
    id: "false_labour",
    age: 29,
    sex: "female",
    yes: ["pregnant_late", "tightenings_irregular"],
    no: ["vaginal_bleeding", "waters_broken", "contractions"],
    says: {
      "belly tightening on and off": "tightenings_irregular",
      "tightening is not painful": "tightenings_irregular",
    },
    why: "painless irregular tightenings at 33 weeks that stop with rest are Braxton Hicks (RCOG)",
  },
];

// The neighbour a GP must not miss: heat cramps that come with confusion or a very hot body are heat stroke.
const EMERGENCIES: BreadthCase[] = [
  {
    id: "heat_stroke",
    age: 19,
    sex: "male",
    yes: ["heat_exposure", "muscle_cramps", "confusion", "fever"],
    says: { "played football in the sun": "heat_exposure" },
    why: "cramps and confusion with a hot body after football in the sun are heat stroke (WHO heat and health)",
  },
];

breadthRound("gp15", CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("gp15: the complaint's first question (kb/character.ts)", () => {
  it("vaginal discharge is asked whether it is frothy (trichomoniasis)", () => {
    expect(askedUntilStop(21, "female", ["vaginal_discharge", "vaginal_itch", "dysuria"])).toContain(
      "discharge_frothy",
    );
  });
  it("palpitations are asked whether the beat is irregular (atrial fibrillation)", () => {
    expect(askedUntilStop(34, "male", ["palpitations", "sob"])).toContain("irregular_pulse");
  });
  it("a child's swollen joint is asked about morning stiffness (JIA)", () => {
    expect(askedUntilStop(7, "female", ["joint_swelling", "walking_pain"])).toContain("morning_stiffness");
  });
  it("a woman past 20 weeks is asked about a high blood pressure reading", () => {
    expect(askedUntilStop(30, "female", ["pregnant_late"])).toContain("high_bp_reading");
  });
  it("hip pain is asked whether it is on the outer side", () => {
    expect(askedUntilStop(35, "female", ["hip_pain"])).toContain("hip_side_pain");
  });
  it("a weak stream is asked about waiting for it to start", () => {
    expect(askedUntilStop(55, "male", ["weak_stream"])).toContain("urine_hesitancy");
  });
  it("muscle cramps are asked about exercise or work in the heat", () => {
    expect(askedUntilStop(19, "male", ["muscle_cramps"])).toContain("heat_exposure");
  });
  it("periods that started recently are asked whether they are irregular", () => {
    expect(askedUntilStop(12, "female", ["periods_started_recently"])).toContain("irregular_periods");
  });
  it("an adult is not asked the child's reading and spelling questions", () => {
    const asked = askedUntilStop(35, "male", ["school_decline"]);
    expect(asked).not.toContain("reading_difficulty");
    expect(asked).not.toContain("letters_mixed");
  });
});

describe("gp15: told in lay words, not mistaken for something else", () => {
  it("a wrist that hangs down is wrist drop, not hanging (no ambulance when face and speech are normal)", () => {
    expect(phrase("my wrist hangs down")).toBe("wrist_drop");
    const ev = [...present("wrist_drop", "slept_on_arm", "numbness")];
    expect(EMERGENCY).not.toContain(level(26, "male", ev));
  });
  it("wrist drop with a drooping face and slurred speech is still a stroke", () => {
    expect(top3({ age: 60, sex: "male", evidence: present("wrist_drop", "face_droop", "slurred_speech") })).toContain(
      "stroke",
    );
  });
  it("a heart beating fast and irregular is an irregular pulse, and ranks atrial fibrillation", () => {
    expect(phrase("heart beating fast and irregular")).toBe("irregular_pulse");
    expect(
      top3({ age: 34, sex: "male", evidence: present("irregular_pulse", "palpitations", "heavy_drinking") }),
    ).toContain("atrial_fibrillation");
  });
  it("a pregnant woman is asked about painless irregular tightenings (Braxton Hicks)", () => {
    expect(askedUntilStop(29, "female", ["pregnant_late"])).toContain("tightenings_irregular");
  });
  it("a child's scattered itchy blisters with fever are still chickenpox, not Paederus dermatitis", () => {
    expect(top3({ age: 5, sex: "male", evidence: present("chickenpox_rash", "fever", "itching") })[0]).toBe(
      "chickenpox",
    );
  });
  it("leg cramps with confusion after heat are not heat cramps (heat stroke is an emergency)", () => {
    expect(EMERGENCY).toContain(level(19, "male", present("muscle_cramps", "heat_exposure", "confusion")));
  });
  it("a cut over the knuckle after punching someone is still ranked as a fight bite", () => {
    expect(top3({ age: 20, sex: "male", evidence: present("human_bite", "punched_hard_object", "wound") })).toContain(
      "human_bite",
    );
  });
  it("a young man's urinary burning with discharge is not an enlarged prostate", () => {
    expect(
      top3({ age: 25, sex: "male", evidence: present("dysuria", "urethral_discharge", "frequent_urination") }),
    ).not.toContain("benign_prostatic_hyperplasia");
  });
  it("a swollen face with a bad tooth ranks a dental abscess", () => {
    const ids = parseText("my son's bad tooth at the back has made his face swell").map((m) => m.id);
    expect(ids).toContain("tooth_decay");
    expect(top3({ age: 8, sex: "male", evidence: present("tooth_decay", "swollen_face", "fever") })).toContain(
      "dental_abscess",
    );
  });
});
