// Emergency round 14 of issue 10 (ck-em14): the combinations and lower forms that make the presentations of
// findings-em14.ts emergencies (or not), written as classes rather than one story each. Appended to RED_FLAG_RULES
// and RED_FLAG_LIMITS (red-flag-rules.ts). Only type imports here, so that file can spread these arrays without an
// import cycle.
import type { Source } from "../types.ts";
import type { RedFlagLimit, RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_PALPITATIONS: Source = {
  name: "NICE CKS: Palpitations - emergency admission for ongoing palpitations with syncope or presyncope, chest pain or breathlessness",
  url: "https://cks.nice.org.uk/topics/palpitations/",
};
const RCUK_TACHYCARDIA: Source = {
  name: "Resuscitation Council UK: Adult tachycardia algorithm (adverse features: syncope, chest pain, heart failure)",
  url: "https://www.resus.org.uk/library/2021-resuscitation-guidelines/adult-advanced-life-support-guidelines",
};

/**
 * Findings that name a local source of infection: urine and kidney, skin and wounds, breast, tooth and jaw, a
 * joint. NICE NG51: "think 'could this be sepsis?' in anyone with signs of a possible infection".
 */
export const INFECTION_SOURCE_FINDINGS = [
  "dysuria",
  "flank_pain",
  "cellulitis_skin",
  "red_streak",
  "boil",
  "pus_when_pressed",
  "wound_pus",
  "dirty_wound",
  "wound",
  "perineal_wound",
  "foot_ulcer",
  "breast_red_hot",
  "breast_red_swollen",
  "breast_pain",
  "nipple_pus",
  "breast_soft_swelling",
  "gum_abscess",
  "jaw_swelling",
  "joint_injected",
];

/**
 * Signs that an infection has become sepsis, as a person or their family can tell them: NICE NG51 high and
 * moderate-to-high risk criteria (new confusion or drowsiness, not passing urine, mottled or ashen skin, low blood
 * pressure felt as dizziness or fainting on standing, acute loss of function) and the UK Sepsis Trust / NHS list
 * for the public ("extreme shivering"); vomiting everything means the antibiotics cannot be kept down (NICE NG111
 * pyelonephritis, NICE NG141 cellulitis: refer to hospital).
 */
export const SEPSIS_ORGAN_SIGNS = [
  "rigors",
  "confusion",
  "drowsiness",
  "dizzy_standing",
  "fainting",
  "oliguria",
  "cold_clammy",
  "vomiting_persistent",
  "unable_to_drink",
  "prostration",
];

export const EM14_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE NG51 sepsis risk stratification and UK Sepsis Trust: a local infection (kidney, skin, wound, breast,
    // tooth, joint) with fever or shivering and any sign that it has spread to the blood or the organs (violent
    // shivering, new confusion or drowsiness, dizziness or fainting on standing, little or no urine, cold mottled
    // skin, vomiting everything, too weak to stand) is sepsis: hospital now. A severity modifier over every
    // source, not one rule per infection; malaria's rigors, with no source, stay with its own grading.
    id: "infection_source_organ_signs",
    name: "An infection (urine, kidney, skin, wound, breast, tooth or joint) with signs of sepsis",
    all: [INFECTION_SOURCE_FINDINGS, ["fever", "chills"], SEPSIS_ORGAN_SIGNS],
    level: "emergency",
  },
  {
    // NICE CKS Mastitis and breast abscess and breast surgical referral pathways: a suspected breast abscess
    // (a soft, fluctuant swelling in an inflamed breast) in a woman who is systemically unwell (fever, shivering)
    // is referred to the surgical team immediately for drainage and antibiotics.
    id: "breast_abscess_systemic",
    name: "A soft swelling in a red, painful breast with fever or shivering",
    all: [["breast_soft_swelling"], ["fever", "chills"]],
    level: "emergency",
  },
  {
    // NICE CKS Glaucoma / Red eye and RCOphth: haloes around lights with a painful or red eye, headache or
    // vomiting is acute angle-closure glaucoma (often taken for migraine or malaria): same-day eye emergency.
    id: "haloes_eye_pain_headache",
    name: "Rainbow rings around lights with a painful or red eye, headache or vomiting",
    all: [["halos"], ["eye_pain", "red_eyes", "eye_hard", "headache", "vomiting", "nausea"]],
    level: "emergency",
  },
  {
    // NICE CKS Glaucoma: an eye that feels hard, with pain, redness, haloes or blurred sight, is a very high
    // pressure.
    id: "hard_painful_eye",
    name: "An eye that feels hard with pain, redness, haloes or blurred sight",
    all: [
      ["eye_hard"],
      ["eye_pain", "red_eyes", "halos", "vision_blurred", "eye_vision_reduced", "headache", "vomiting"],
    ],
    level: "emergency",
  },
  {
    // WHO Guidelines for the management of snakebites: a bite by something unseen in the farm, bush or grass with
    // swelling spreading up the limb, bleeding (gums, spit, urine, a wound that keeps oozing), drooping eyelids
    // or faintness is envenoming until proven otherwise: antivenom in hospital.
    id: "unseen_bite_envenoming",
    name: "A bite by something unseen with spreading swelling, bleeding, drooping eyelids or faintness",
    all: [
      ["unseen_bite"],
      [
        "bite_swelling",
        "bleeding_unusual",
        "bleeding_gums_brushing",
        "nosebleed",
        "haemoptysis",
        "haematuria",
        "vomiting_blood",
        "drooping_eyelids",
        "blisters",
        "pain_severe",
        "fainting",
        "dizziness",
        "vomiting",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Septic arthritis / BSR: a hot, swollen or painful joint with fever or shivering after an injection
    // into it is septic arthritis until the joint is aspirated (the same day).
    id: "injected_joint_fever",
    name: "A swollen or painful joint after an injection into it, with fever or shivering",
    all: [["joint_injected"], ["joint_swelling", "joint_pain"], ["fever", "chills"]],
    level: "emergency",
  },
];

export const EM14_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Palpitations and the Resuscitation Council UK tachycardia algorithm: an attack of fast, regular
    // beating that started suddenly like a switch (SVT) with feeling faint, chest pain or tightness, or
    // breathlessness is a tachycardia with adverse features: emergency assessment, with an ECG during the attack.
    // Panic attacks (fear, tingling fingers or lips, over-breathing; NICE CG113) bring the same words and are
    // left to the differential.
    id: "sudden_tachycardia_adverse",
    name: "A sudden racing heartbeat with feeling faint, chest pain or tightness, or breathlessness",
    findings: ["palpitations_sudden_regular"],
    with: ["dizziness", "fainting", "chest_pain", "chest_tightness", "sob", "sob_rest"],
    without: ["panic_attacks", "hyperventilation", "numbness", "perioral_tingling"],
    level: "emergency",
    sources: [NICE_PALPITATIONS, RCUK_TACHYCARDIA],
  },
];

/** Signs that a child's purple rash is meningococcal sepsis, a blood disorder or kidney failure rather than a well
 * child's IgA vasculitis: with any of them the rash keeps its ambulance. */
const PURPURA_DANGER_SIGNS = [
  "fever",
  "chills",
  "drowsiness",
  "confusion",
  "irritable_child",
  "cold_clammy",
  "pale",
  "severe_pallor",
  "prostration",
  "seizure",
  "stiff_neck",
  "headache",
  "vomiting_persistent",
  "sob",
  "fast_breathing",
  "bleeding_unusual",
  "nosebleed",
  "bleeding_gums_brushing",
  "vomiting_blood",
  "black_stool",
  "bloody_stool",
  "bloody_diarrhoea",
  "bruising",
  "bone_pain",
  "oliguria",
  "severe_abdominal_pain",
  "swollen_scrotum",
];

export const EM14_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE CKS Henoch-Schonlein purpura (IgA vasculitis) and NICE NG143: a raised purple rash on the legs and
    // buttocks in a well child with no fever (often with joint pain or tummy ache after a cold) is IgA vasculitis,
    // assessed the same day (blood pressure, urine, a blood count to exclude other causes). Fever, drowsiness,
    // pallor, bleeding, bruising, little urine or severe belly pain keep the ambulance.
    id: "well_child_palpable_purpura",
    name: "A raised purple rash on the legs and buttocks in a well child without fever",
    finding: "rash_nonblanching",
    when: ["purpura_legs_buttocks"],
    unless: PURPURA_DANGER_SIGNS,
    ages: [2, 15.99],
    level: "consultation_24",
  },
];
