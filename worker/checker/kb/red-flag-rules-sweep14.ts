// Emergency sweep of round 14 (ck-sweep14): combinations that make a presentation an emergency, found by going
// through each body system's guideline red flags rather than one story each. Appended to RED_FLAG_RULES
// (red-flag-rules.ts). Only type imports here, so that file can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const SWEEP14_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // RCOphth / NICE CKS Red eye and Glaucoma: a painful red eye with haloes (rainbow rings) round lights, or with
    // headache and vomiting, is acute angle-closure glaucoma: same-day emergency eye assessment (sight is lost
    // within hours). Migraine does not make the eye red; conjunctivitis does not bring haloes or vomiting.
    id: "red_eye_haloes",
    name: "A painful or red eye with haloes round lights",
    all: [["halos"], ["eye_pain", "red_eyes"]],
    level: "emergency",
  },
  {
    id: "red_eye_headache_vomiting",
    name: "A red, painful eye with headache and vomiting",
    all: [["red_eyes"], ["eye_pain"], ["headache", "headache_one_side"], ["vomiting", "nausea"]],
    level: "emergency",
  },
  {
    // NICE CKS Headache - assessment (red flags: features of raised intracranial pressure) / AHA CVST: a headache
    // that worsens day by day or on lying down, with double vision (a sixth nerve palsy), is raised pressure
    // inside the skull (tumour, clot in a brain vein, hydrocephalus): emergency scan the same day.
    id: "raised_pressure_headache",
    name: "A headache worsening by the day or lying down, with double vision",
    all: [["headache_worsening", "headache_lying_morning"], ["double_vision"]],
    level: "emergency",
  },
  {
    // NICE CKS Headache - assessment / NICE NG133 / RCOG: a new or worsening headache in the weeks after birth with
    // vomiting, double vision, drowsiness, confusion or a fit is a clot in a brain vein (CVST) or late
    // pre-eclampsia until proven otherwise: emergency.
    id: "postpartum_headache_danger",
    name: "A headache after giving birth with vomiting, double vision, drowsiness, confusion or a fit",
    all: [
      ["recent_delivery"],
      ["headache", "headache_worsening", "headache_sudden"],
      ["vomiting", "double_vision", "drowsiness", "confusion", "seizure", "weakness_one_side"],
    ],
    level: "emergency",
  },
  {
    // BAOMS / NICE CKS: after a blow to the jaw, teeth that no longer meet properly mean a broken jaw: emergency
    // department (maxillofacial).
    id: "jaw_injury_bite_wrong",
    name: "Teeth that no longer meet properly after a blow to the jaw",
    all: [["bite_misaligned"], ["injury", "tooth_injury"]],
    level: "emergency",
  },
  {
    // WHO Guidelines for malaria (severe malaria: haemoglobinuria, prostration, severe anaemia) / NCDC: fever with
    // dark, Coca-Cola urine that is not getting better on malaria treatment, or with great weakness or paleness,
    // is severe malaria (blackwater fever) or haemolysis: emergency.
    id: "fever_dark_urine_danger",
    name: "Fever with dark (cola) urine not better on malaria treatment, or with great weakness or paleness",
    all: [["fever", "fever_long"], ["dark_urine"], ["treatment_not_working", "prostration", "severe_pallor"]],
    level: "emergency",
  },
  {
    // GIRFT National suspected cauda equina pathway / NICE CKS Sciatica: back pain with trouble passing urine and
    // numbness or weakness of the legs or groin is cauda equina syndrome: emergency MRI.
    id: "back_pain_bladder_legs",
    name: "Back pain with trouble passing urine and leg or groin numbness or weakness",
    all: [
      ["back_pain", "sciatica_pain"],
      ["urine_hesitancy", "urinary_retention"],
      ["leg_weakness_both", "numbness", "saddle_numbness"],
    ],
    level: "emergency",
  },
];

export const SWEEP14_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Acute childhood limp / BSCOS slipped capital femoral epiphysis: at 9 to 16 a limp or hip, thigh or
    // knee pain is a slipped growth plate of the hip until an X-ray; one who now cannot put weight on the leg has
    // an unstable slip (the blood supply of the head of the femur is at risk): emergency orthopaedic referral.
    id: "limp_non_weight_bearing_adolescent",
    name: "A limp or hip, thigh or knee pain at 9 to 16 with the leg now unable to bear weight",
    findings: ["cant_bear_weight"],
    with: ["limp", "limp_weeks", "thigh_knee_pain_child", "hip_pain"],
    ages: [9, 16],
    level: "emergency",
    sources: [{ name: "NICE CKS: Acute childhood limp", url: "https://cks.nice.org.uk/topics/acute-childhood-limp/" }],
  },
];
