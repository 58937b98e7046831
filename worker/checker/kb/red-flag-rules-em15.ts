// Emergency round 15 of issue 10 (ck-em15): the combinations that make the presentations of findings-em15.ts
// emergencies, written as classes rather than one story each: a corneal ulcer (a white spot, or a home remedy put in
// a painful eye), hyperacute (gonococcal) conjunctivitis, a sudden one-sided lower-belly pain with vomiting (torsion,
// ectopic, appendicitis), a belly pain home painkillers do not touch, Stevens-Johnson syndrome after a new drug, a
// leg clot with a strong risk factor (cancer, tamoxifen, pregnancy), and a young child who "took" an adult's
// medicine (an accidental poisoning, not the child's own medicine use). Appended to RED_FLAG_RULES and
// SEVERITY_MODIFIERS. Only type imports here, so those files can spread these arrays without an import cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_DVT: Source = {
  name: "NICE NG158: Venous thromboembolic diseases - suspected DVT: Wells score (active cancer scores), scan within 4 hours, interim anticoagulation",
  url: "https://www.nice.org.uk/guidance/ng158",
};
const RCOG_VTE_PREGNANCY: Source = {
  name: "RCOG Green-top 37b: Thromboembolic disease in pregnancy and the puerperium - suspected DVT is treated at once until excluded",
  url: "https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/thrombosis-and-embolism-during-pregnancy-and-the-puerperium-acute-management-green-top-guideline-no-37b/",
};
const NICE_PYELONEPHRITIS: Source = {
  name: "NICE NG111: Pyelonephritis (acute) - antimicrobial prescribing: start antibiotics the same day; NICE CKS Pyelonephritis - acute",
  url: "https://www.nice.org.uk/guidance/ng111",
};
const TOXBASE_CHILDREN: Source = {
  name: "TOXBASE / NICE CKS Poisoning or overdose: a young child who has swallowed an opioid, a sulfonylurea, a calcium-channel blocker, lithium or an antidepressant needs hospital assessment (one tablet can be dangerous)",
  url: "https://cks.nice.org.uk/topics/poisoning-or-overdose/",
};

/** Signs that a red eye is the cornea's (pain, light hurting, blurred sight), not a conjunctivitis. */
const CORNEAL_SIGNS = ["eye_pain", "photophobia", "vision_blurred", "vision_loss", "eye_vision_reduced"];

/** Findings that say the belly pain is low on one side (or low down). */
const LOW_BELLY_PAIN = ["rlq_pain", "llq_pain", "lower_abdominal_pain", "lower_pain_sudden"];

export const EM15_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Red eye and Corneal superficial injury; RCOphth: a white or grey spot on the cornea of a red or
    // painful eye is a corneal ulcer (microbial keratitis) until proven otherwise: same-day emergency eye care.
    id: "corneal_spot_red_eye",
    name: "A white spot on the dark part of a red or painful eye",
    all: [["corneal_white_spot"], ["red_eyes", "watery_eyes", ...CORNEAL_SIGNS]],
    level: "emergency",
  },
  {
    // WHO (traditional eye medicine and corneal blindness) and RCOphth microbial keratitis: a painful eye, light
    // hurting or blurred sight after leaf juice, herbs or urine were put into it is a corneal ulcer until proven
    // otherwise (fungal and bacterial): same-day emergency eye care.
    id: "home_remedy_painful_eye",
    name: "A painful eye, light hurting or blurred sight after a home remedy was put into it",
    all: [["traditional_eye_medicine"], [...CORNEAL_SIGNS, "corneal_white_spot"]],
    level: "emergency",
  },
  {
    // NICE CKS Conjunctivitis - infective and BASHH gonorrhoea: thick pus pouring from the eye, back soon after
    // wiping, with swollen lids, pain or blurred sight is hyperacute (gonococcal) conjunctivitis: same-day eye
    // emergency, the cornea can perforate.
    id: "hyperacute_conjunctivitis",
    name: "Thick pus pouring from the eye with swollen lids, pain or blurred sight",
    all: [["eye_pus_heavy"], ["eyelid_swelling", "urethral_discharge", ...CORNEAL_SIGNS]],
    level: "emergency",
  },
  {
    // BASHH gonorrhoea and NICE CKS Conjunctivitis: a discharging eye with swollen lids or pain in a man with a
    // penile discharge is gonococcal conjunctivitis until proven otherwise.
    id: "urethritis_with_purulent_eye",
    name: "A discharge from the penis with a sore, swollen, discharging eye",
    all: [["urethral_discharge"], ["eye_discharge"], ["eyelid_swelling", "eye_pus_heavy", ...CORNEAL_SIGNS]],
    level: "emergency",
  },
  {
    // NICE CKS Abdominal pain (acute) and RCOG / NICE CKS ovarian torsion; NICE CKS Scrotal pain and swelling:
    // belly pain that came on suddenly (or that the person cannot keep still with), low on one side, with
    // vomiting is ovarian or testicular torsion, an ectopic pregnancy or appendicitis until proven otherwise:
    // same-day surgical assessment. Renal colic starts in the loin, not low in the belly.
    id: "sudden_low_one_sided_pain_vomiting",
    name: "Sudden belly pain low on one side with vomiting",
    all: [["abdominal_pain_sudden", "lower_pain_sudden", "pain_restless"], LOW_BELLY_PAIN, ["vomiting"]],
    level: "emergency",
  },
  {
    // NICE CKS Renal or ureteric colic (admit when pain is not controlled by analgesia), Gallstone disease and
    // Abdominal pain: severe or sudden belly or loin pain that home painkillers do not touch, or that the person
    // cannot keep still with, needs hospital assessment and stronger pain relief now.
    id: "belly_pain_painkillers_failed",
    name: "Severe or sudden belly pain that painkillers do not relieve",
    all: [
      ["painkillers_not_helping"],
      ["severe_abdominal_pain", "abdominal_pain_sudden", "lower_pain_sudden", "pain_restless"],
      [
        "abdominal_pain",
        "severe_abdominal_pain",
        "abdominal_pain_sudden",
        "lower_pain_sudden",
        ...LOW_BELLY_PAIN,
        "flank_pain",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE CKS / BAD Stevens-Johnson syndrome and toxic epidermal necrolysis: sores in the mouth (or genitals)
    // with blisters, peeling or skin painful to touch after a new drug (sulfonamides such as Septrin, nevirapine,
    // anticonvulsants, allopurinol) is SJS/TEN: stop the drug, emergency admission.
    id: "new_drug_mucosal_skin_loss",
    name: "Mouth or genital sores with blistering, peeling or painful skin after a new medicine",
    all: [
      ["new_medicine", "oxidant_trigger"],
      ["mouth_ulcers", "genital_sores"],
      ["blisters", "skin_peeling", "skin_tender_red"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Blackouts and ATLS: a faint "at the sight of blood" told together with bleeding (from the womb, the
    // gut, a wound) or in pregnancy may be a faint from blood loss (an ectopic pregnancy, a bleeding ulcer): the
    // situational reading only holds without them.
    id: "faint_at_blood_with_bleeding",
    name: "A faint at the sight of blood, with bleeding or in pregnancy",
    all: [
      ["faint_blood_sight"],
      [
        "vaginal_bleeding",
        "heavy_vaginal_bleeding",
        "vomiting_blood",
        "black_stool",
        "bloody_stool",
        "wound_bleeding_heavy",
        "bleeding_unusual",
        "haemoptysis",
        "pregnant",
        "missed_period",
      ],
    ],
    level: "emergency",
  },
];

export const EM15_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE NG111 / NICE CKS Pyelonephritis: fever with pain in the loin (the back under the ribs, on one side) is a
    // kidney infection until shown otherwise: antibiotics the same day, not a routine appointment. Its signs of
    // sepsis make it an emergency (red-flag-rules-em14.ts).
    id: "fever_loin_pain",
    name: "Fever with pain in the loin",
    findings: ["flank_pain"],
    with: ["fever"],
    level: "consultation_24",
    sources: [NICE_PYELONEPHRITIS],
  },
  {
    // NICE NG158 (active cancer and its hormone treatment score in the Wells DVT score; a likely DVT is scanned
    // within 4 hours with anticoagulation meanwhile) and RCOG Green-top 37b (a suspected DVT in pregnancy or after
    // birth is treated at once until excluded): a painful swollen calf with one of these risk factors goes to
    // hospital the same day, not to a routine appointment.
    id: "calf_clot_strong_risk",
    name: "A painful swollen calf with cancer, tamoxifen, pregnancy or a recent birth",
    findings: ["calf_swelling"],
    with: ["tamoxifen_use", "known_cancer", "on_chemotherapy", "pregnant", "recent_delivery"],
    level: "emergency",
    sources: [NICE_DVT, RCOG_VTE_PREGNANCY],
  },
  {
    // TOXBASE and NICE CKS Poisoning or overdose: a child under six does not "take tramadol" or "use drugs"; an
    // adult's medicine in a young child is an accidental ingestion, and opioids, sulfonylureas, calcium-channel
    // blockers, lithium and antidepressants can kill a toddler in one or two tablets: hospital now.
    id: "young_child_adult_medicine",
    name: "A young child who swallowed an adult's medicine",
    findings: [
      "tramadol_use",
      "drug_use",
      "opioid_overdose",
      "sulfonylurea_use",
      "ccb_drug",
      "lithium_use",
      "ssri_use",
      "hydralazine_use",
      "party_pills",
    ],
    ages: [0, 5.99],
    level: "emergency",
    sources: [TOXBASE_CHILDREN],
  },
];
