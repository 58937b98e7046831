// Fifth blind emergency sweep (round 18, ck-sweep18): combinations that make an emergency of a complaint told under a
// milder name — spraying a farm with sweating or twitching, a goitre with fever, a racing heart and agitation, a
// diabetic's foot sore with fever or turning black. Appended to RED_FLAG_RULES (red-flag-rules.ts). Only type imports
// here, so that file can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const SWEEP18_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // WHO Clinical management of acute pesticide intoxication / TOXBASE Organophosphates: after spraying, drooling,
    // muscle twitching, small pupils, breathlessness, drowsiness or a fit is cholinergic poisoning (atropine now).
    id: "spraying_cholinergic_signs",
    name: "Sprayed pesticide, now drooling, twitching, small pupils, breathless, drowsy or a fit",
    all: [
      ["farm_spraying"],
      ["cholinergic_signs", "pinpoint_pupils", "drooling", "sob", "sob_rest", "confusion", "drowsiness", "seizure"],
    ],
    level: "emergency",
  },
  {
    // WHO / TOXBASE Organophosphates (muscarinic signs: sweating with vomiting, diarrhoea or belly cramps): the
    // "food poisoning" of a farmer who has been spraying.
    id: "spraying_sweating_gut",
    name: "Sprayed pesticide, now sweating with vomiting, diarrhoea or belly cramps",
    all: [["farm_spraying"], ["sweating"], ["vomiting", "vomiting_persistent", "diarrhoea", "abdominal_cramps"]],
    level: "emergency",
  },
  {
    // NICE CKS Hyperthyroidism (thyroid storm: fever, tachycardia, agitation or confusion, diarrhoea: emergency
    // admission) / Burch–Wartofsky: a goitre is most often the overactive thyroid a storm comes from, told before
    // the diagnosis is known.
    id: "goitre_storm_signs",
    name: "A goitre with fever, a racing heart and agitation, confusion, restlessness or diarrhoea",
    all: [["goitre"], ["fever"], ["palpitations"], ["agitation", "confusion", "restlessness", "diarrhoea"]],
    level: "emergency",
  },
  {
    // NICE NG19 Diabetic foot problems (diabetic foot infection with fever or sepsis, or gangrene: emergency
    // referral): a diabetic's foot sore with fever, chills or dark skin spreading.
    id: "diabetic_foot_ulcer_sepsis",
    name: "A foot sore in someone with diabetes, with fever, chills, or skin turning black",
    all: [
      ["known_diabetes", "uses_insulin"],
      ["foot_ulcer"],
      ["fever", "chills", "rigors", "finger_black", "spreading_severe_skin_pain"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Acute abdomen / peritonitis (pain made worse by any movement, fever, a swelling belly; pain that
    // ordinary painkillers do not touch): a belly pain with all three is peritonitis until proven otherwise, whatever
    // the person calls it ("my ulcer", "typhoid").
    id: "belly_pain_movement_fever_unrelieved",
    name: "Belly pain worse on any movement, with fever and pain painkillers do not help or a swelling belly",
    all: [
      [
        "abdominal_pain",
        "epigastric_pain",
        "severe_abdominal_pain",
        "periumbilical_pain",
        "ruq_pain",
        "lower_abdominal_pain",
      ],
      ["pain_movement"],
      ["fever"],
      ["painkillers_not_helping", "distension", "distension_fluid", "vomiting_persistent", "pain_worsening_hours"],
    ],
    level: "emergency",
  },
  {
    // NICE NG126 Ectopic pregnancy (symptoms told as period pain; collapse, dizziness or shoulder-tip pain: rupture):
    // a late period with what the woman calls period pain and a faint is a ruptured ectopic until proven otherwise.
    id: "late_period_cramps_faint",
    name: "A late period with period-like or low belly pain and dizziness, shoulder-tip pain or fainting",
    all: [
      ["pregnant", "missed_period", "pregnant_early"],
      ["period_pain", "lower_abdominal_pain", "lower_pain_sudden", "rlq_pain", "llq_pain"],
      ["fainting", "dizziness", "dizzy_standing", "shoulder_tip_pain", "cold_clammy"],
    ],
    level: "emergency",
  },
  {
    // NICE CG95 Chest pain of recent onset (features of ACS: chest pain with sweating, nausea or breathlessness; the
    // pain may be described as burning or indigestion): a burning chest with a cold sweat and breathlessness, a faint or
    // pain spreading is a heart attack until proven otherwise.
    id: "burning_chest_sweating_breathless",
    name: "A burning chest with sweating and breathlessness, fainting, dizziness or pain spreading to the arm or back",
    all: [
      ["heartburn"],
      ["sweating", "cold_clammy"],
      ["sob", "sob_rest", "fainting", "dizziness", "chest_pain_radiating", "pain_to_back"],
    ],
    level: "emergency",
  },
  {
    // NICE NG148 Acute kidney injury / WHO (haemolytic uraemic syndrome after bloody diarrhoea): little or no urine
    // with severe pallor, blood in the stool or drowsiness is kidney failure until proven otherwise (a puffy face with dark
    // urine after a sore throat is seen within a day: gp11 little_urine_swelling).
    id: "no_urine_pallor_blood_swelling",
    name: "Little or no urine with severe pallor, blood in the stool, or drowsiness or confusion",
    all: [["oliguria"], ["severe_pallor", "bloody_stool", "bloody_diarrhoea", "drowsiness", "confusion"]],
    level: "emergency",
  },
  {
    // NICE CKS LUTS in men (acute urinary retention: painful inability to pass urine, a tender swollen bladder —
    // immediate referral for catheterisation): not passing urine with a painful or swelling lower belly.
    id: "retention_painful_bladder",
    name: "Unable to pass urine with a painful or swelling lower belly",
    all: [["urinary_retention"], ["distension", "lower_abdominal_pain", "abdominal_pain", "pain_severe"]],
    level: "emergency",
  },
  {
    // NICE NG126 / NICE CKS Ectopic pregnancy (collapse: call an ambulance), as pregnancy_pain_collapse: with a
    // faint, the same "period pain" in a late period goes by ambulance; dizziness alone stays an emergency.
    id: "late_period_cramps_collapse",
    name: "A late period with period-like or low belly pain and a faint",
    all: [
      ["pregnant", "missed_period", "pregnant_early"],
      ["period_pain", "lower_abdominal_pain", "lower_pain_sudden", "rlq_pain", "llq_pain"],
      ["fainting"],
    ],
    level: "emergency_ambulance",
  },
];
