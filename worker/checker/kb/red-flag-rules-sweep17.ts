// Fourth blind emergency sweep (round 17, ck-sweep17): combinations of ordinary findings that together make an
// emergency — ketones on the breath with vomiting, a fever that brings bleeding and belly pain, watery diarrhoea
// with sunken eyes and faintness, little urine with swelling after a dehydrating illness, a dark-urine swelling
// with headache or blurred sight, fever or worsening belly pain after an operation. Appended to RED_FLAG_RULES
// (red-flag-rules.ts). Only type imports here, so that file can spread this array without an import cycle.
import type { RedFlagLimit, RedFlagRule } from "./red-flag-rules.ts";

export const SWEEP17_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE NG18 Diabetes in children and young people / JBDS DKA guideline: ketones on the breath (fruity, acetone,
    // "nail polish") with vomiting, belly pain, deep breathing or drowsiness is diabetic ketoacidosis, even at the
    // first presentation of diabetes.
    id: "ketotic_breath_unwell",
    name: "Fruity or nail-polish breath with vomiting, belly pain, deep breathing or drowsiness",
    all: [
      ["fruity_breath"],
      ["vomiting", "vomiting_persistent", "abdominal_pain", "deep_breathing", "drowsiness", "confusion"],
    ],
    level: "emergency",
  },
  {
    // WHO Dengue guidelines (2009, warning signs: mucosal bleeding, abdominal pain, persistent vomiting,
    // restlessness or lethargy, cold extremities) / NCDC Lassa fever case definition: a fever that brings bleeding
    // from the nose or gums with belly pain, vomiting again and again, restlessness or cold hands is severe dengue
    // or a haemorrhagic fever.
    id: "fever_bleeding_warning_signs",
    name: "Fever with bleeding from the nose or gums and belly pain, repeated vomiting, restlessness or cold hands",
    all: [
      ["fever"],
      ["nosebleed", "bleeding_unusual"],
      ["abdominal_pain", "vomiting_persistent", "restlessness", "drowsiness", "cold_clammy"],
    ],
    level: "emergency",
  },
  {
    // WHO The treatment of diarrhoea (assessment of dehydration; adults: postural dizziness and collapse are signs of
    // hypovolaemia) / WHO cholera: watery diarrhoea with sunken eyes and faintness on standing or too weak to stand
    // is severe dehydration (intravenous fluids).
    id: "diarrhoea_sunken_eyes_faint",
    name: "Diarrhoea with sunken eyes and dizziness on standing, fainting or too weak to stand",
    all: [["diarrhoea", "diarrhoea_profuse"], ["sunken_eyes"], ["dizzy_standing", "fainting", "prostration"]],
    level: "emergency",
  },
  {
    // NICE NG148 Acute kidney injury / KDIGO AKI: after diarrhoea or vomiting, little or no urine with swelling,
    // breathlessness or drowsiness is kidney failure with fluid overload.
    id: "oliguria_after_fluid_loss_overload",
    name: "Little or no urine after diarrhoea or vomiting, now with swelling, breathlessness or drowsiness",
    all: [
      ["oliguria"],
      ["diarrhoea", "diarrhoea_profuse", "bloody_diarrhoea", "vomiting", "vomiting_persistent"],
      ["leg_swelling", "swollen_face", "sob", "sob_rest", "orthopnoea", "drowsiness", "confusion"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS / WHO acute post-streptococcal glomerulonephritis (hypertensive encephalopathy, pulmonary oedema): a
    // puffy face with dark, cola-coloured urine and a headache, blurred sight, a fit or breathlessness is a
    // hypertensive emergency.
    id: "nephritic_headache_vision",
    name: "Puffy face with dark urine and headache, blurred sight, a fit or breathlessness",
    all: [
      ["swollen_face"],
      ["dark_urine"],
      ["headache", "vision_blurred", "seizure", "confusion", "sob", "orthopnoea"],
    ],
    level: "emergency",
  },
  {
    // NICE NG51 Sepsis (surgery in the past 6 weeks raises the risk) / NICE CKS Acute abdomen: fever after an
    // operation with belly pain, a swelling belly or repeated vomiting is an abdominal collection or leak until proven
    // otherwise.
    id: "recent_operation_fever_belly",
    name: "Fever after a recent operation with belly pain, a swelling belly or repeated vomiting",
    all: [
      ["recent_operation"],
      ["fever", "chills", "rigors"],
      [
        "abdominal_pain",
        "severe_abdominal_pain",
        "pain_worsening_hours",
        "distension",
        "vomiting_persistent",
        "confusion",
        "fast_breathing",
      ],
    ],
    level: "emergency",
  },
];

/** Red-flag findings whose level is lower in one sourced form (RED_FLAG_LIMITS, red-flag-rules.ts). */
export const SWEEP17_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE CKS Epilepsy / NICE NG217 (and the NHS's "when to call 999" for a seizure): in someone with known
    // epilepsy, a short usual seizure with full recovery is reviewed by their doctor, not an emergency. A fit over 5
    // minutes or fits one after another, not waking or confusion afterwards, an injury, breathing trouble, fever, a
    // pregnancy or a recent birth, diabetes treatment or new neurological signs keep the emergency.
    id: "usual_seizure_known_epilepsy",
    name: "A short usual fit in known epilepsy with full recovery",
    finding: "seizure",
    when: ["known_epilepsy"],
    unless: [
      "seizure_prolonged",
      "unconscious",
      "confusion",
      "drowsiness",
      "head_injury",
      "injury",
      "fever",
      "stiff_neck",
      "pregnant",
      "recent_delivery",
      "sob",
      "sob_rest",
      "cyanosis",
      "uses_insulin",
      "poisoning",
      "weakness_one_side",
      "slurred_speech",
      "headache_sudden",
      "vomiting_persistent",
    ],
    ages: [2, 200],
    level: "consultation_24",
  },
];
