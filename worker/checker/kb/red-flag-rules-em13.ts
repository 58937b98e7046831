// Emergency round 13 of issue 10 (ck-em13): the combinations, age rules and lower forms that make the
// presentations of findings-em13.ts emergencies, written as classes ("what else presents like this?") rather
// than one story each. Appended to RED_FLAG_RULES, RED_FLAG_LIMITS (red-flag-rules.ts), AGE_RULES
// (danger-screens.ts) and SEVERITY_MODIFIERS (severity.ts). Only type imports here, so those files can spread
// these arrays without an import cycle.
import type { Source } from "../types.ts";
import type { AgeRule } from "./danger-screens.ts";
import type { RedFlagLimit, RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_SCROTAL: Source = {
  name: "NICE CKS: Scrotal pain and swelling (examine the testes of any boy with lower abdominal pain)",
  url: "https://cks.nice.org.uk/topics/scrotal-pain-swelling/",
};
const NICE_MALTREATMENT: Source = {
  name: "NICE NG76 / CG89: Child maltreatment - when to suspect (genital bleeding or injury in a child)",
  url: "https://www.nice.org.uk/guidance/cg89",
};
const RCPCH_ATAXIA: Source = {
  name: "NICE CKS Chickenpox / RCPCH: acute ataxia in a child needs same-day emergency assessment",
  url: "https://cks.nice.org.uk/topics/chickenpox/",
};
const BURNS_REFERRAL: Source = {
  name: "NICE CKS Burns and scalds / National Burn Care Referral Guidance (British Burn Association)",
  url: "https://cks.nice.org.uk/topics/burns-scalds/",
};

export const EM13_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Retinal detachment / Diabetic retinopathy and RCOphth: new floaters with blurred or lost sight
    // in one eye, or in someone with diabetes, are a vitreous haemorrhage or a retinal tear or detachment:
    // same-day emergency eye assessment.
    id: "floaters_vision_or_diabetes",
    name: "New floaters with blurred or lost sight, or in someone with diabetes",
    all: [["floaters"], ["eye_vision_reduced", "vision_blurred", "vision_loss", "side_vision_loss", "known_diabetes"]],
    level: "emergency",
  },
  {
    // NICE CKS Sinusitis red flags: a frontal (forehead) swelling, periorbital swelling or a severe frontal
    // headache with sinusitis is a bony or intracranial complication (Pott's puffy tumour): emergency admission.
    id: "forehead_swelling_sinusitis",
    name: "A forehead swelling with a blocked or runny nose and a headache or fever",
    all: [
      ["forehead_swelling"],
      ["runny_nose", "blocked_nose", "thick_nasal_discharge", "facial_pain", "nose_blocked_long"],
      ["headache", "fever"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Bites - human and animal: a human bite to the hand over a knuckle (clenched-fist injury) with
    // swelling or pain on moving the finger has reached the joint or tendon: refer to hospital the same day.
    id: "human_bite_knuckle",
    name: "A human bite or punch wound on the hand with a swollen knuckle or pain moving the finger",
    all: [["human_bite"], ["small_joint_swelling", "fist_pain", "hand_swollen_blow", "finger_bent_painful"]],
    level: "emergency",
  },
  {
    // National Burn Care Referral Guidance and NICE CKS Burns and scalds: a burn that has blistered (partial
    // thickness) on the hands, feet, face, genitals or over a joint needs a burns service the same day.
    id: "blistered_burn_special_site",
    name: "A blistered burn on the hand, foot, face, genitals or over a joint",
    all: [["burn_special_site"], ["blisters", "burn_major"]],
    level: "emergency",
  },
  {
    // BSSH / Kanavel signs: a finger held bent, too painful to straighten, with a sausage swelling, a prick or
    // fever is an infection of the tendon sheath: same-day hand surgery.
    id: "flexor_sheath_infection",
    name: "A finger held bent and too painful to straighten, with swelling, a prick wound or fever",
    all: [
      ["finger_bent_painful"],
      ["sausage_digit", "finger_puncture", "fever", "cellulitis_skin", "wound", "animal_bite", "human_bite"],
    ],
    level: "emergency",
  },
  {
    // British Lymphology Society cellulitis consensus / NICE NG141: cellulitis in a lymphoedematous limb with
    // fever or shivering spreads fast: antibiotics through a drip.
    id: "cellulitis_lymphoedema_fever",
    name: "A red, hot, swollen arm or leg with lymphoedema and fever or shivering",
    all: [["cellulitis_skin"], ["lymphoedema"], ["fever", "chills"]],
    level: "emergency",
  },
  {
    // WHO sexual and reproductive health / RCOG: herbs or chemicals put in the vagina with bleeding, fever or
    // not passing urine are a chemical burn with infection: emergency care.
    id: "vaginal_insertion_bleeding_fever",
    name: "Herbs or chemicals put in the vagina with bleeding, fever or not passing urine",
    all: [["vaginal_insertion"], ["vaginal_bleeding", "heavy_vaginal_bleeding", "fever", "urinary_retention"]],
    level: "emergency",
  },
  {
    // WHO Abortion care guideline 2022 and RCOG: heavy bleeding in pregnancy or after an abortion with
    // dizziness, fainting, paleness or cold clammy skin is haemorrhage with shock: an ambulance. A heavy
    // bleed told as a "period" in someone pregnant is the same bleed.
    id: "pregnancy_heavy_bleeding_faint",
    name: "Heavy bleeding in pregnancy or after an abortion with dizziness, fainting or paleness",
    all: [
      ["heavy_periods", "heavy_vaginal_bleeding"],
      ["pregnant", "pregnant_early", "recent_abortion"],
      ["dizziness", "fainting", "pale", "cold_clammy"],
    ],
    level: "emergency_ambulance",
  },
];

export const EM13_AGE_RULES: AgeRule[] = [
  {
    // NICE CKS Scrotal pain and swelling: a boy with pain in the private parts (or lower belly) has torsion
    // until the testes are examined; boys often say "private part" or "tummy" out of shyness.
    id: "private_part_pain_boy",
    name: "Pain in the private parts in a boy",
    finding: "private_part_pain_male",
    ages: [2, 15.99],
    level: "emergency",
    sources: [NICE_SCROTAL],
  },
  {
    // NICE CG89 child maltreatment and paediatric gynaecology: bleeding from the vagina in a girl before
    // puberty (after the newborn weeks) is an injury, abuse, a foreign body or a tumour until examined: same-day
    // emergency paediatric assessment.
    id: "vaginal_bleeding_young_girl",
    name: "Vaginal bleeding in a young girl",
    finding: "vaginal_bleeding",
    ages: [0.1, 7.99],
    level: "emergency",
    sources: [NICE_MALTREATMENT],
  },
  {
    // NICE CKS Chickenpox complications / RCPCH: a child who starts walking unsteadily (acute ataxia) needs
    // same-day emergency assessment for encephalitis, poisoning, a bleed or a posterior fossa tumour.
    id: "unsteady_walk_child",
    name: "A child who has started walking unsteadily",
    finding: "unsteady_walk",
    ages: [1, 15.99],
    level: "emergency",
    sources: [RCPCH_ATAXIA],
  },
];

export const EM13_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // National Burn Care Referral Guidance / NICE CKS Burns and scalds: a blistered burn in a child under 5
    // needs a burns service the same day (small skin area, fluid loss, and a burn at this age may not be an
    // accident).
    id: "blistered_burn_young_child",
    name: "A blistered burn in a child under 5",
    findings: ["burn"],
    with: ["blisters"],
    ages: [0, 4.99],
    level: "emergency",
    sources: [BURNS_REFERRAL],
  },
];

/** Signs that a swallowed bleach has burnt the mouth, gullet or airway (TOXBASE sodium hypochlorite). */
const BLEACH_HARM_SIGNS = [
  "drooling",
  "painful_swallowing",
  "unable_to_drink",
  "vomiting_blood",
  "vomiting_persistent",
  "hoarse_voice",
  "stridor",
  "sob",
  "sob_rest",
  "fast_breathing",
  "chest_indrawing",
  "cyanosis",
  "chest_pain",
  "abdominal_pain",
  "severe_abdominal_pain",
  "drowsiness",
  "confusion",
  "seizure",
  "mouth_ulcers",
];

export const EM13_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // TOXBASE sodium hypochlorite / NPIS: a mouthful of household bleach already diluted in water, with no
    // symptoms, is managed at home with a drink; drooling, pain or difficulty swallowing, vomiting blood or
    // again and again, a hoarse voice, noisy or hard breathing, chest or belly pain or drowsiness keep the
    // emergency.
    id: "dilute_bleach_no_symptoms",
    name: "A mouthful of dilute bleach with no symptoms",
    finding: "caustic_swallowed",
    when: ["dilute_bleach"],
    unless: BLEACH_HARM_SIGNS,
    level: "self_care",
  },
  {
    // The same swallow read as a poisoning in general.
    id: "dilute_bleach_no_symptoms_poisoning",
    name: "A mouthful of dilute bleach with no symptoms",
    finding: "poisoning",
    when: ["dilute_bleach"],
    unless: BLEACH_HARM_SIGNS,
    level: "self_care",
  },
];
