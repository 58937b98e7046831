// Severity belongs to findings, not only to conditions. A severity modifier raises the triage of whatever
// condition leads (a gastroenteritis with sunken eyes and little urine is no longer self care), and each
// common illness names its severe form and the signs that grade it, so the interview asks them while the
// common form leads and the severe form can take over in the differential.
//
// Sources: WHO IMCI chart booklet (2014) and WHO Pocket book of hospital care for children (2013)
// (fast breathing for age, chest indrawing, general danger signs, dehydration grading); WHO Guidelines for
// malaria (2023) severe malaria criteria (impaired consciousness, prostration, convulsions, jaundice,
// renal impairment, respiratory distress, significant bleeding); WHO Dengue guidelines (2009) warning
// signs; NICE NG51 sepsis; NICE NG143 fever in under 5s; GINA (2024) severe asthma exacerbation.
import type { Source, TriageLevel } from "../types.ts";
import { ROUNDS } from "./index.ts";

const IMCI: Source = {
  name: "WHO: Integrated Management of Childhood Illness (IMCI) chart booklet",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};
const WHO_MALARIA: Source = {
  name: "WHO: Guidelines for malaria - severe malaria",
  url: "https://www.who.int/publications/i/item/guidelines-for-malaria",
};
const WHO_DIARRHOEA: Source = {
  name: "WHO: The treatment of diarrhoea - a manual for physicians and other senior health workers",
  url: "https://www.who.int/publications/i/item/9241593180",
};
const NICE_SEPSIS: Source = {
  name: "NICE NG51: Sepsis - recognition, diagnosis and early management",
  url: "https://www.nice.org.uk/guidance/ng51",
};
const NICE_FEVER: Source = {
  name: "NICE NG143: Fever in under 5s - assessment and initial management",
  url: "https://www.nice.org.uk/guidance/ng143",
};
const WHO_DENGUE: Source = {
  name: "WHO: Dengue - guidelines for diagnosis, treatment, prevention and control (warning signs)",
  url: "https://www.who.int/publications/i/item/9789241547871",
};
const NICE_RED_EYE: Source = {
  name: "NICE CKS: Red eye - red flags needing same-day assessment",
  url: "https://cks.nice.org.uk/topics/red-eye/",
};
const NICE_UTI_PREG: Source = {
  name: "NICE NG109: Urinary tract infection (lower) - antimicrobial prescribing (pregnant women)",
  url: "https://www.nice.org.uk/guidance/ng109",
};
const NICE_JAUNDICE: Source = {
  name: "NICE CKS: Jaundice in adults / BSG guidance on abnormal liver blood tests",
  url: "https://cks.nice.org.uk/",
};
const NICE_JOINT: Source = {
  name: "NICE CKS: Septic arthritis / Rheumatoid arthritis - a swollen joint needs examination",
  url: "https://cks.nice.org.uk/topics/septic-arthritis/",
};
const NICE_NEPHROTIC: Source = {
  name: "NICE CKS / KDIGO: Nephrotic syndrome - oedema with frothy urine needs prompt assessment",
  url: "https://kdigo.org/guidelines/gn/",
};
const IADT: Source = {
  name: "International Association of Dental Traumatology (IADT) 2020 guidelines: avulsion of permanent teeth",
  url: "https://www.iadt-dentaltrauma.org/guidelines-and-resources/",
};
const NICE_BLOODY_DIARRHOEA: Source = {
  name: "NICE CKS: Diarrhoea - adult's assessment / NICE NG130 ulcerative colitis (blood in the stool needs same-day assessment)",
  url: "https://cks.nice.org.uk/topics/diarrhoea-adults-assessment/",
};
const NICE_ASTHMA: Source = {
  name: "NICE NG245 / BTS-SIGN: Asthma - diagnosis, monitoring and chronic asthma management",
  url: "https://www.nice.org.uk/guidance/ng245",
};
const GINA: Source = {
  name: "GINA: Global Strategy for Asthma Management (severe exacerbation)",
  url: "https://ginasthma.org/reports/",
};

const NICE_HEARING: Source = {
  name: "NICE CKS: Hearing loss in adults - sudden sensorineural hearing loss (refer immediately, same day, to ENT)",
  url: "https://cks.nice.org.uk/topics/hearing-loss-in-adults/",
};
const NICE_HEART_FAILURE: Source = {
  name: "NICE NG106 / NICE CKS: Heart failure - chronic (breathless lying flat: urgent assessment)",
  url: "https://www.nice.org.uk/guidance/ng106",
};
const NICE_EARLY_PREGNANCY: Source = {
  name: "NICE NG126: Ectopic pregnancy and miscarriage - bleeding in early pregnancy (refer to an early pregnancy assessment service)",
  url: "https://www.nice.org.uk/guidance/ng126",
};
const NICE_SICKLE: Source = {
  name: "NICE CKS: Sickle cell disease - painful crisis and dactylitis in children (same-day assessment)",
  url: "https://cks.nice.org.uk/topics/sickle-cell-disease/",
};
const NICE_DIABETIC_FOOT: Source = {
  name: "NICE NG19: Diabetic foot problems - an ulcer or infection needs urgent assessment by the foot protection service",
  url: "https://www.nice.org.uk/guidance/ng19",
};
const IMCI_SAM: Source = {
  name: "WHO IMCI chart booklet (2014): oedema of both feet in a child is complicated severe acute malnutrition (refer urgently)",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};
const NICE_SHINGLES: Source = {
  name: "NICE CKS: Shingles - antiviral treatment within 72 hours of rash onset",
  url: "https://cks.nice.org.uk/topics/shingles/",
};
const SDCEP_ANUG: Source = {
  name: "SDCEP Drug prescribing for dentistry / NICE CKS gum disease: necrotising ulcerative gingivitis needs dental treatment and metronidazole",
  url: "https://cks.nice.org.uk/topics/gum-disease/",
};
const WHO_NOMA: Source = {
  name: "WHO: Noma fact sheet - early recognition and immediate treatment",
  url: "https://www.who.int/news-room/fact-sheets/detail/noma",
};
const NICE_ACHILLES: Source = {
  name: "NICE CKS: Achilles tendinopathy - suspected Achilles tendon rupture needs same-day referral",
  url: "https://cks.nice.org.uk/topics/achilles-tendinopathy/",
};
const NICE_EPISTAXIS: Source = {
  name: "NICE CKS: Epistaxis - bleeding not stopped by 10-15 minutes of firm pressure needs emergency care",
  url: "https://cks.nice.org.uk/topics/epistaxis-nosebleeds/",
};
const NICE_GUM: Source = {
  name: "NICE CKS: Gum disease - periodontitis (loose teeth, receding gums) needs assessment and treatment by a dentist",
  url: "https://cks.nice.org.uk/topics/gum-disease/",
};
const NICE_EYE_FB: Source = {
  name: "NICE CKS: Corneal superficial injury - high-velocity or metal foreign bodies need same-day eye assessment",
  url: "https://cks.nice.org.uk/topics/corneal-superficial-injury/",
};

export interface SeverityModifier {
  id: string;
  /** Shown as the reason when the modifier raises the triage. */
  name: string;
  /** Any of these present. */
  findings: string[];
  /** Only together with any of these present (none: on its own). */
  with?: string[];
  /** Not when any of these is present (they explain the finding another way). */
  without?: string[];
  /** Inclusive age band in years. */
  ages?: [number, number];
  /** The least urgent level the person may be given while this holds. */
  level: TriageLevel;
  sources: Source[];
}

export const SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    id: "some_dehydration",
    name: "Signs of dehydration with diarrhoea or vomiting",
    findings: ["sunken_eyes", "oliguria", "vomiting_persistent"],
    with: ["diarrhoea", "vomiting"],
    level: "consultation_24",
    sources: [WHO_DIARRHOEA, IMCI],
  },
  {
    // NICE CG84 (Diarrhoea and vomiting in under 5s): infants under 6 months are at the highest risk of
    // dehydration, and sunken eyes or reduced urine output are red-flag signs of clinical dehydration that can
    // progress to shock; WHO IMCI treats a young infant's dehydration with a second classification as urgent.
    // In a baby this young one sign with diarrhoea or vomiting is reason to be seen now, not tomorrow.
    id: "young_infant_dehydration",
    name: "Signs of dehydration in a baby under 6 months with diarrhoea or vomiting",
    findings: ["sunken_eyes", "oliguria", "slow_skin_pinch"],
    with: ["diarrhoea", "vomiting"],
    ages: [0, 0.5],
    level: "emergency",
    sources: [
      IMCI,
      {
        name: "NICE CG84: Diarrhoea and vomiting caused by gastroenteritis in under 5s",
        url: "https://www.nice.org.uk/guidance/cg84",
      },
    ],
  },
  {
    id: "child_vomits_everything",
    name: "A young child who vomits everything",
    findings: ["vomiting_persistent"],
    ages: [0, 4.99],
    level: "emergency",
    sources: [IMCI],
  },
  {
    id: "fast_breathing_illness",
    name: "Fast breathing with cough or fever",
    findings: ["fast_breathing"],
    with: ["cough", "fever", "sob"],
    level: "consultation_24",
    sources: [IMCI, NICE_SEPSIS],
  },
  {
    id: "low_urine_fever",
    name: "Passing little urine with fever",
    findings: ["oliguria"],
    with: ["fever"],
    level: "consultation_24",
    sources: [WHO_MALARIA, NICE_SEPSIS],
  },
  {
    id: "jaundice_fever",
    name: "Yellow eyes with fever",
    findings: ["yellow_eyes"],
    with: ["fever"],
    level: "consultation_24",
    sources: [WHO_MALARIA],
  },
  {
    id: "fever_over_a_week",
    name: "Fever lasting more than a week",
    findings: ["fever_long"],
    level: "consultation_24",
    sources: [WHO_MALARIA, NICE_FEVER],
  },
  {
    id: "fever_young_child",
    name: "Fever in a child under 5",
    findings: ["fever"],
    // WHO vaccine safety / NHS: a mild fever in the first 48 hours after vaccines is an expected reaction
    // (med13); the danger signs and the infant rules still apply.
    without: ["recent_vaccination"],
    ages: [0, 4.99],
    level: "consultation_24",
    sources: [IMCI, NICE_FEVER],
  },
  {
    id: "fast_breathing_young_child",
    name: "Fast breathing in a child under 5",
    findings: ["fast_breathing", "sob"],
    ages: [0, 4.99],
    level: "consultation_24",
    sources: [IMCI],
  },
  {
    id: "red_eye_vision",
    name: "Painful or red eye with blurred vision or light sensitivity",
    findings: ["vision_blurred", "vision_loss", "photophobia"],
    with: ["eye_pain", "red_eyes"],
    level: "consultation_24",
    sources: [NICE_RED_EYE],
  },
  {
    id: "eye_injury",
    name: "An injury to a painful or red eye",
    findings: ["injury"],
    with: ["eye_pain", "red_eyes"],
    level: "consultation_24",
    sources: [NICE_RED_EYE],
  },
  {
    id: "uti_pregnancy",
    name: "Burning urine in pregnancy",
    findings: ["dysuria", "frequent_urination"],
    with: ["pregnant"],
    level: "consultation_24",
    sources: [NICE_UTI_PREG],
  },
  {
    id: "jaundice_dark_urine",
    name: "Yellow eyes with dark urine",
    findings: ["yellow_eyes"],
    with: ["dark_urine"],
    level: "consultation_24",
    sources: [NICE_JAUNDICE, WHO_MALARIA],
  },
  {
    id: "swollen_joint",
    name: "A swollen joint",
    findings: ["joint_swelling", "small_joint_swelling"],
    level: "consultation",
    sources: [NICE_JOINT],
  },
  {
    id: "injured_joint_swelling",
    name: "A joint that swelled up after an injury",
    findings: ["joint_swelling"],
    with: ["knee_injury", "injury"],
    level: "consultation_24",
    sources: [NICE_JOINT],
  },
  {
    id: "oedema_frothy_urine",
    name: "Puffy face or legs with frothy urine",
    findings: ["foamy_urine"],
    with: ["swollen_face", "leg_swelling"],
    level: "consultation_24",
    sources: [NICE_NEPHROTIC],
  },
  {
    // A knocked-out permanent tooth survives only if replanted within about an hour (IADT 2020); milk teeth
    // (under about 6) are not replanted, so the age band starts when permanent incisors erupt.
    id: "avulsed_permanent_tooth",
    name: "A knocked-out adult tooth (save it and see a dentist within the hour)",
    findings: ["tooth_avulsed"],
    ages: [6, 200],
    level: "emergency",
    sources: [IADT],
  },
  {
    id: "bloody_diarrhoea",
    name: "Blood in diarrhoea",
    findings: ["bloody_diarrhoea"],
    level: "consultation_24",
    sources: [NICE_BLOODY_DIARRHOEA, WHO_DIARRHOEA],
  },
  {
    id: "wheeze_breathless",
    name: "Wheezing with shortness of breath",
    findings: ["wheeze"],
    with: ["sob"],
    level: "consultation_24",
    sources: [GINA],
  },
  {
    // NICE NG245 / BTS-SIGN asthma: wheeze needs a clinician's assessment (objective tests, a preventer if
    // asthma); it is not a self-care cough. Not in babies under 1 (fa21): with a cold, wheeze at that age is
    // bronchiolitis, managed at home when the baby feeds and breathes well (NICE NG9; kb/fa21.ts keeps the
    // under-3-month, poor-feeding and heart-disease forms at a same-day visit).
    id: "wheeze_assessment",
    name: "Wheezing (possible asthma) needs assessment",
    findings: ["wheeze"],
    ages: [1, 200],
    level: "consultation",
    sources: [NICE_ASTHMA],
  },
  // tune4 additions: findings that need a same-day or prompt visit whatever condition leads.
  {
    id: "sudden_hearing_loss",
    name: "Sudden hearing loss in one ear",
    findings: ["sudden_deafness"],
    level: "consultation_24",
    sources: [NICE_HEARING],
  },
  {
    id: "breathless_lying_flat",
    name: "Breathless when lying flat",
    findings: ["orthopnoea"],
    level: "consultation_24",
    sources: [NICE_HEART_FAILURE],
  },
  {
    id: "bleeding_in_pregnancy",
    name: "Vaginal bleeding in pregnancy",
    findings: ["vaginal_bleeding", "heavy_vaginal_bleeding"],
    with: ["pregnant"],
    level: "consultation_24",
    sources: [NICE_EARLY_PREGNANCY],
  },
  {
    id: "sickle_limb_pain",
    name: "Painful or swollen hands, feet or limbs in sickle cell disease",
    findings: ["leg_swelling", "bone_pain", "joint_pain", "joint_swelling", "back_pain"],
    with: ["known_sickle"],
    level: "consultation_24",
    sources: [NICE_SICKLE],
  },
  {
    id: "diabetic_foot_ulcer",
    name: "A foot sore in someone with diabetes",
    findings: ["foot_ulcer"],
    with: ["known_diabetes", "uses_insulin", "high_sugar"],
    level: "consultation_24",
    sources: [NICE_DIABETIC_FOOT],
  },
  {
    id: "child_oedema",
    name: "Swollen feet or legs in a young child (severe malnutrition or kidney disease)",
    findings: ["leg_swelling"],
    // Painful swollen hands and feet in sickle cell disease are dactylitis; a bite or injury swells one limb.
    without: ["known_sickle", "injury", "insect_bite", "snake_bite", "animal_bite", "scorpion_sting"],
    ages: [0, 4.99],
    level: "emergency",
    sources: [IMCI_SAM],
  },
  {
    id: "shingles_rash",
    name: "A painful band of blisters on one side (antivirals work best within 72 hours)",
    findings: ["dermatomal_rash"],
    level: "consultation",
    sources: [NICE_SHINGLES],
  },
  {
    id: "necrotising_gums",
    name: "Painful bleeding gums with grey dead tissue",
    findings: ["gum_necrosis"],
    level: "consultation",
    sources: [SDCEP_ANUG],
  },
  {
    // WHO noma fact sheet: dead gum tissue with a swollen cheek in a thin or recently ill child is noma, a
    // medical emergency (treated at once with antibiotics and nutrition it is survivable).
    id: "noma_signs",
    name: "Dead gum tissue with a swollen cheek or recent illness in a child",
    findings: ["gum_necrosis"],
    with: ["jaw_swelling", "swollen_face", "measles_rash", "weight_loss", "fever"],
    ages: [0, 15],
    level: "emergency",
    sources: [WHO_NOMA],
  },
  {
    id: "achilles_snap",
    name: "A snap at the back of the ankle (possible Achilles tendon rupture)",
    findings: ["heel_snap"],
    level: "emergency",
    sources: [NICE_ACHILLES],
  },
  {
    id: "periodontitis",
    name: "Loose teeth with gum disease (periodontitis)",
    findings: ["loose_teeth"],
    level: "consultation",
    sources: [NICE_GUM],
  },
  {
    id: "nosebleed_prolonged",
    name: "A nosebleed that pressure has not stopped",
    findings: ["nosebleed_prolonged"],
    level: "emergency",
    sources: [NICE_EPISTAXIS],
  },
  {
    id: "eye_foreign_body",
    name: "Something in the eye that is still there",
    findings: ["foreign_body_eye"],
    level: "consultation_24",
    sources: [NICE_EYE_FB],
  },
  {
    // WHO diarrhoea manual / IMCI: a skin pinch that goes back slowly is a sign of dehydration; with a second
    // sign (lethargy, sunken eyes, not able to drink) it is severe dehydration (plan C, now).
    id: "slow_skin_pinch",
    name: "Skin pinch goes back slowly (dehydration)",
    findings: ["slow_skin_pinch"],
    level: "consultation_24",
    sources: [WHO_DIARRHOEA, IMCI],
  },
  {
    id: "slow_skin_pinch_severe",
    name: "Skin pinch goes back slowly with another sign of severe dehydration",
    findings: ["slow_skin_pinch"],
    with: ["sunken_eyes", "drowsiness", "unconscious", "unable_to_drink"],
    level: "emergency",
    sources: [WHO_DIARRHOEA, IMCI],
  },
  // ck-kb9: danger signs that are emergencies at a child's age only.
  {
    // WHO Guidelines for malaria (severe malaria: haemoglobinuria) and the Nigerian national malaria guideline
    // (dark or cola-coloured urine is a danger sign): a child with fever and dark urine, not explained by
    // jaundice from hepatitis, has severe malaria or acute haemolysis.
    id: "child_fever_dark_urine",
    name: "Fever with dark, cola-coloured urine in a child",
    findings: ["dark_urine"],
    with: ["fever", "chills"],
    without: ["yellow_eyes"],
    ages: [0, 14.99],
    level: "emergency",
    sources: [WHO_MALARIA],
  },
  {
    // NPIS/TOXBASE ethanol: a young child who has drunk alcohol (spirits, ogogoro) risks low blood sugar, fits
    // and coma: hospital assessment now.
    id: "child_drank_alcohol",
    name: "A child who has drunk alcohol",
    findings: ["illicit_alcohol", "heavy_drinking"],
    ages: [0, 11.99],
    level: "emergency",
    sources: [
      {
        name: "NPIS TOXBASE: Ethanol - children are at risk of hypoglycaemia and coma",
        url: "https://www.toxbase.org/",
      },
    ],
  },
  {
    // WHO Guideline: updates on the management of severe acute malnutrition in infants and children (2013) and
    // IMCI: a very thin child who will not eat, cannot drink, vomits everything, is drowsy or has swollen feet
    // has complicated severe acute malnutrition (inpatient care now).
    id: "child_wasting_complicated",
    name: "A very thin child who will not eat, cannot drink, is drowsy or has swollen feet",
    findings: ["poor_growth", "weight_loss"],
    with: ["appetite_loss", "unable_to_drink", "vomiting_persistent", "drowsiness", "leg_swelling"],
    ages: [0.5, 4.99],
    level: "emergency",
    sources: [IMCI],
  },
  {
    // WHO IMCI (management of the sick young infant) and NICE CKS infective conjunctivitis: a baby in the first
    // weeks of life with swollen eyelids draining pus may have gonococcal ophthalmia, which can destroy the eye
    // within a day: same-day hospital treatment (a sticky eye with quiet eyelids is a blocked tear duct).
    id: "newborn_pus_swollen_eyelids",
    name: "A newborn with swollen eyelids and pus from the eyes",
    findings: ["eyelid_swelling"],
    with: ["eye_discharge", "sticky_eye_baby"],
    ages: [0, 0.1],
    level: "emergency",
    sources: [IMCI],
  },
  {
    // NICE NG12 (suspected cancer, children and young people) / NICE CKS ITP: unexplained bruising with bleeding
    // from the nose or gums, or with a rash of small spots (petechiae), in a child needs a very urgent full blood
    // count (leukaemia, ITP).
    id: "child_bruising_bleeding",
    name: "Unexplained bruising with nosebleeds, other bleeding or spots in a child",
    findings: ["bruising"],
    with: ["nosebleed", "bleeding_unusual", "bleeding_gums_brushing", "rash_nonblanching", "rash"],
    without: ["injury"],
    ages: [0, 17.99],
    level: "consultation_24",
    sources: [
      {
        name: "NICE NG12: Suspected cancer - recognition and referral (unexplained bruising or bleeding in children)",
        url: "https://www.nice.org.uk/guidance/ng12",
      },
    ],
  },
  // Emergency round (ck-em10).
  {
    // NICE CKS Osteomyelitis and Acute childhood limp (BSCR/BSPAR): a child with fever and a bone that is very
    // tender to press has acute osteomyelitis until proven otherwise: same-day hospital (IV antibiotics).
    id: "child_fever_bone_tender",
    name: "A child with fever and a very tender bone",
    findings: ["bone_tenderness"],
    with: ["fever", "chills"],
    ages: [0, 15.99],
    level: "emergency",
    sources: [{ name: "NICE CKS: Osteomyelitis", url: "https://cks.nice.org.uk/topics/osteomyelitis/" }, NICE_FEVER],
  },
  {
    // NICE CKS Acute childhood limp: a child who will not bear weight after an injury (even a small fall: a
    // toddler's fracture) needs an assessment and X-ray the same day.
    id: "child_injury_not_weight_bearing",
    name: "A child who will not stand or walk after an injury",
    findings: ["cant_bear_weight", "limb_not_used"],
    with: ["injury"],
    ages: [0, 15.99],
    level: "consultation_24",
    sources: [{ name: "NICE CKS: Acute childhood limp", url: "https://cks.nice.org.uk/topics/acute-childhood-limp/" }],
  },
  {
    // NICE NG158 Venous thromboembolic diseases and NICE CKS Deep vein thrombosis: one swollen, painful calf
    // with a risk factor (the combined pill or other oestrogen, pregnancy or a recent birth, a long journey,
    // surgery or bed rest) is a suspected DVT: a scan (or interim anticoagulation) the same day, whatever else
    // the pain looks like.
    id: "calf_swelling_vte_risk",
    name: "One swollen, painful calf with a clot risk (pill, pregnancy, recent birth, travel or bed rest)",
    findings: ["calf_swelling"],
    with: ["hormonal_contraception", "pregnant", "recent_delivery", "immobile_travel"],
    without: ["injury", "pulled_muscle"],
    level: "consultation_24",
    sources: [
      { name: "NICE NG158: Venous thromboembolic diseases", url: "https://www.nice.org.uk/guidance/ng158" },
      { name: "NICE CKS: Deep vein thrombosis", url: "https://cks.nice.org.uk/topics/deep-vein-thrombosis/" },
    ],
  },
  // Emergency round 11 (kb/findings-em11.ts).
  {
    // MHRA Drug Safety Update (carbimazole), NICE CKS Hyperthyroidism, BNF clozapine and BSR DMARD monitoring: a
    // sore throat or mouth ulcers on a medicine that can lower the white cells means stopping it and a blood
    // count the same day (with a fever it is an emergency: red-flag-rules.ts fever_on_wbc_lowering_drug).
    id: "sore_throat_on_wbc_lowering_drug",
    name: "A sore throat or mouth ulcers on a medicine that can lower the white blood cells",
    findings: ["sore_throat", "mouth_ulcers", "painful_swallowing"],
    with: ["wbc_lowering_drug"],
    level: "consultation_24",
    sources: [
      {
        name: "MHRA Drug Safety Update: Carbimazole - agranulocytosis (stop and check a blood count at the first sign of infection)",
        url: "https://www.gov.uk/drug-safety-update/carbimazole-increased-risk-of-congenital-malformations-strengthened-advice-on-contraception",
      },
      { name: "NICE CKS: Hyperthyroidism", url: "https://cks.nice.org.uk/topics/hyperthyroidism/" },
    ],
  },
  {
    // NICE NG136 hypertension in adults: a reading of 180/120 or more without symptoms needs the blood pressure
    // confirmed and treated promptly (the NHS: an urgent GP appointment); with symptoms it is an emergency
    // (red-flag-rules.ts bp_very_high_symptoms).
    id: "bp_very_high_reading",
    name: "Blood pressure of 180/120 or higher",
    findings: ["bp_very_high"],
    level: "consultation_24",
    sources: [{ name: "NICE NG136: Hypertension in adults", url: "https://www.nice.org.uk/guidance/ng136" }],
  },
  {
    // WHO Pocket book of hospital care for children: heart failure in a baby (congenital heart disease) shows as
    // fast breathing with sweating and tiring during feeds and poor weight gain: admit.
    id: "infant_heart_failure_signs",
    name: "A baby who sweats during feeds and breathes fast (heart failure)",
    findings: ["sweats_feeding"],
    with: ["fast_breathing", "chest_indrawing"],
    ages: [0, 0.999],
    level: "emergency",
    sources: [
      {
        name: "WHO: Pocket book of hospital care for children (2013) - heart failure in infants: admit",
        url: "https://www.who.int/publications/i/item/978-92-4-154837-3",
      },
    ],
  },
  {
    // NICE CKS Systemic lupus erythematosus: suspected lupus with signs of kidney involvement (swollen legs or
    // face, frothy or bloody urine) needs urgent specialist assessment for lupus nephritis.
    id: "lupus_kidney_signs",
    name: "A lupus rash or known lupus with swollen legs or face, frothy or bloody urine",
    findings: ["leg_swelling", "swollen_face", "foamy_urine", "haematuria"],
    with: ["butterfly_rash", "known_lupus"],
    level: "consultation_24",
    sources: [
      {
        name: "NICE CKS: Systemic lupus erythematosus",
        url: "https://cks.nice.org.uk/topics/lupus-systemic-erythematosus/",
      },
    ],
  },
  ...ROUNDS.flatMap((r) => r.severityModifiers ?? []),
];

/**
 * Common illnesses and their severe forms. While the common form is plausible, the signs that grade it
 * are asked (in one grouped question); the severe form lists those signs with high likelihood, so it takes
 * over the differential when they are present.
 */
export interface SevereForm {
  common: string[];
  severe: string;
  /** The grading signs, most decisive first. */
  ask: string[];
  sources: Source[];
}

export const SEVERE_FORMS: SevereForm[] = [
  {
    common: ["malaria"],
    severe: "severe_malaria",
    ask: ["prostration", "drowsiness", "confusion", "yellow_eyes", "oliguria", "fast_breathing", "bleeding_unusual"],
    sources: [WHO_MALARIA],
  },
  {
    common: ["pneumonia", "acute_bronchitis", "influenza", "covid19", "bronchiolitis"],
    severe: "severe_pneumonia",
    ask: ["fast_breathing", "chest_indrawing", "sob_rest", "cyanosis", "confusion"],
    sources: [IMCI],
  },
  {
    common: ["gastroenteritis", "food_poisoning", "cholera", "dehydration", "shigellosis"],
    severe: "severe_dehydration",
    ask: ["sunken_eyes", "oliguria", "unable_to_drink", "vomiting_persistent", "drowsiness"],
    sources: [WHO_DIARRHOEA, IMCI],
  },
  {
    common: ["dengue"],
    severe: "severe_dengue",
    ask: ["severe_abdominal_pain", "vomiting_persistent", "bleeding_unusual", "drowsiness", "cold_clammy"],
    sources: [WHO_DENGUE],
  },
  {
    common: ["asthma"],
    severe: "asthma_severe",
    ask: ["sob_rest", "inhaler_not_helping", "cyanosis", "drowsiness"],
    sources: [GINA],
  },
  {
    common: ["pyelonephritis", "cellulitis", "typhoid", "puerperal_sepsis", "pid"],
    severe: "sepsis",
    ask: ["confusion", "fast_breathing", "cold_clammy", "oliguria"],
    sources: [NICE_SEPSIS],
  },
];

/**
 * How urgent a symptom is by itself when no condition explains the evidence (the "undetermined" result):
 * unexplained chest pain, breathlessness or fainting need a doctor the same day; anything unexplained needs
 * at least a consultation (never self care). Sources: NICE CKS chest pain, breathlessness, blackouts;
 * WHO Basic emergency care.
 */
export const SYMPTOM_URGENCY: Record<string, TriageLevel> = {
  chest_pain: "consultation_24",
  sob: "consultation_24",
  fainting: "consultation_24",
  palpitations: "consultation_24",
  haemoptysis: "consultation_24",
  fever: "consultation_24",
  severe_abdominal_pain: "consultation_24",
  vaginal_bleeding: "consultation_24",
  haematuria: "consultation_24",
  bloody_stool: "consultation_24",
  yellow_eyes: "consultation_24",
  vision_blurred: "consultation_24",
  numbness: "consultation_24",
  testicular_pain: "consultation_24",
  eye_pain: "consultation_24",
};
