// Emergency round 19 of issue 10 (ck-em19): combinations appended to RED_FLAG_RULES and severity modifiers appended
// to SEVERITY_MODIFIERS (severity.ts). Only type imports here, so those files can spread these arrays without an
// import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const EM19_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE NG69 Eating disorders and the RCPsych MEED guidance (Medical emergencies in eating disorders, 2022):
    // fainting in a person who has lost a lot of weight by eating very little (or whose periods stopped with the
    // weight loss) is a sign of medical instability (bradycardia, low blood pressure, low potassium or sugar):
    // assessed in hospital the same day, not at a routine visit.
    id: "faint_with_starvation",
    name: "Fainting after losing a lot of weight from eating very little",
    all: [["fainting"], ["weight_loss"], ["appetite_loss", "fear_weight_gain", "periods_stopped"]],
    level: "emergency",
  },
  {
    // NICE NG148 Acute kidney injury and StatPearls Rhabdomyolysis: little urine that is dark like tea or cola,
    // with painful muscles, is muscle breakdown (exertion, heat, a crush, drugs) or haemoglobin in the urine
    // (severe malaria, WHO) damaging the kidneys: same-day hospital care, whether or not the person names the
    // exercise.
    id: "dark_scanty_urine_with_muscle_pain",
    name: "Little dark urine with painful muscles",
    all: [["dark_urine"], ["oliguria"], ["body_aches", "thigh_pain", "bone_pain"]],
    level: "emergency",
  },
  {
    // NICE CKS Chest pain and BTS Guideline for pleural disease (2023): chest pain that began suddenly, worse on
    // breathing in, with breathlessness is a pneumothorax or a pulmonary embolism until proven otherwise: same
    // day chest X-ray or admission. A chest-wall pain or a precordial catch does not make a person breathless.
    id: "sudden_pleuritic_pain_breathless",
    name: "Sudden chest pain, worse on breathing in, with breathlessness",
    all: [["chest_pain_sudden"], ["pleuritic_pain"], ["sob", "sob_rest"]],
    level: "emergency",
  },
];

export const EM19_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Chest pain and BTS Guideline for pleural disease (2023): a sharp chest pain worse on breathing in,
    // with breathlessness and no fever or cough to make it a chest infection, is a pneumothorax or a pulmonary
    // embolism until a chest X-ray or scan says otherwise: seen in hospital the same day. A precordial catch or a
    // chest-wall strain hurts on breathing but leaves the person with their breath.
    id: "pleuritic_pain_breathless_no_infection",
    name: "Chest pain worse on breathing in, with breathlessness, without fever or cough",
    findings: ["pleuritic_pain", "chest_pain_sudden"],
    with: ["sob", "sob_rest"],
    without: ["fever", "chills", "cough", "cough_over_week", "cough_chronic", "runny_nose", "sore_throat"],
    level: "emergency",
    sources: [
      { name: "NICE CKS: Chest pain", url: "https://cks.nice.org.uk/topics/chest-pain/" },
      {
        name: "BTS Guideline for pleural disease (2023)",
        url: "https://www.brit-thoracic.org.uk/quality-improvement/guidelines/pleural-disease/",
      },
    ],
  },
  {
    // NICE NG141 Cellulitis and erysipelas and NICE CKS Cellulitis: red, hot, swollen, tender skin is cellulitis
    // to be treated with antibiotics started the same day (mark the edge; fever, confusion or a fast spread is
    // an emergency by its own rules). A burst of flushing on metronidazole with alcohol, an ingrown nail's fold
    // or a bursa over the knee or elbow explain the redness another way.
    id: "cellulitis_same_day",
    name: "Red, hot, swollen, painful skin",
    findings: ["cellulitis_skin"],
    without: [
      "metronidazole_use",
      "alcohol_today",
      "ingrown_nail",
      "knee_front_swelling",
      "elbow_point_swelling",
      "baby_breast_swelling",
    ],
    level: "consultation_24",
    sources: [
      {
        name: "NICE NG141: Cellulitis and erysipelas: antimicrobial prescribing",
        url: "https://www.nice.org.uk/guidance/ng141",
      },
      { name: "NICE CKS: Cellulitis - acute", url: "https://cks.nice.org.uk/topics/cellulitis-acute/" },
    ],
  },
  {
    // BASHH/BHIVA UK guideline for the use of HIV post-exposure prophylaxis (PEP, 2021) and NICE CKS Contraception
    // - emergency: after a possible HIV exposure in the last 72 hours (a burst condom, a rape, a used needle) PEP
    // works best started within 24 hours and not at all after 72, and the same visit offers emergency
    // contraception, whose copper coil or pills also work best the sooner: seen the same day, not at a routine
    // visit.
    id: "hiv_exposure_same_day",
    name: "A possible HIV exposure in the last 3 days",
    findings: ["hiv_exposure"],
    level: "consultation_24",
    sources: [
      {
        name: "BASHH/BHIVA: UK guideline for the use of HIV post-exposure prophylaxis (2021)",
        url: "https://www.bashh.org/resources/guidelines",
      },
      { name: "NICE CKS: Contraception - emergency", url: "https://cks.nice.org.uk/topics/contraception-emergency/" },
    ],
  },
];
