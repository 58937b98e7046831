// False-alarm round 21 of issue 10 (ck-fa21): common illnesses that guidelines manage at home were sent to a doctor
// because the condition's own level was the level of its at-risk form. The condition now carries the home level of
// its usual form, and the at-risk form is a severity modifier (it raises whatever condition leads, only when its
// sign is told). Also lay words read as another finding. Only type imports here (severity.ts spreads the array).
import type { Source } from "../types.ts";
import type { RedFlagLimit } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_CHICKENPOX: Source = {
  name: "NICE CKS Chickenpox: management (healthy children self-care; adults and adolescents 14+, pregnancy, neonates and the immunocompromised need a clinician)",
  url: "https://cks.nice.org.uk/topics/chickenpox/",
};
const NICE_BRONCHIOLITIS: Source = {
  name: "NICE NG9 Bronchiolitis in children (most managed at home; refer for inadequate feeding, fast breathing, or risk factors: under 3 months, heart or lung disease)",
  url: "https://www.nice.org.uk/guidance/ng9",
};
const NICE_FEVER: Source = {
  name: "NICE NG143 Fever in under 5s: traffic-light table (reduced feeding in infants is amber)",
  url: "https://www.nice.org.uk/guidance/ng143",
};
const NICE_BOILS: Source = {
  name: "NICE CKS Boils, carbuncles, and staphylococcal carriage: self-care for a single boil; seek advice for fever, a boil on the face, a large boil or carbuncle, recurrent boils, diabetes or weak immunity",
  url: "https://cks.nice.org.uk/topics/boils-carbuncles-staphylococcal-carriage/",
};

/** Weakened immunity: chickenpox and boils need a clinician (NICE CKS Chickenpox; Boils). */
const WEAK_IMMUNITY = ["hiv_positive", "on_chemotherapy", "known_cancer", "steroid_use"];

export const FA21_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Chickenpox: consider oral aciclovir for adults and adolescents aged 14 and over seen within 24 hours
    // of the rash; chickenpox is more severe after childhood. With fever or blisters (the itch alone may be
    // anything).
    id: "chickenpox_adolescent_adult",
    name: "Chickenpox in a teenager or adult (antivirals may help if started early)",
    findings: ["chickenpox_rash"],
    with: ["fever", "blisters"],
    ages: [14, 200],
    level: "consultation",
    sources: [NICE_CHICKENPOX],
  },
  {
    // NICE CKS Chickenpox: pregnant women, neonates and people with weakened immunity need urgent specialist
    // advice the same day (antivirals, immunoglobulin).
    id: "chickenpox_at_risk",
    name: "Chickenpox in pregnancy, in a newborn or with weakened immunity",
    findings: ["chickenpox_rash"],
    with: ["pregnant", "newborn_baby", ...WEAK_IMMUNITY],
    level: "consultation_24",
    sources: [NICE_CHICKENPOX],
  },
  {
    id: "chickenpox_newborn",
    name: "Chickenpox-like spots in a baby under 1 month",
    findings: ["chickenpox_rash", "blisters"],
    ages: [0, 0.083],
    level: "consultation_24",
    sources: [NICE_CHICKENPOX],
  },
  {
    // NICE NG9: a baby taking 50–75% of usual feeds is considered for referral; NICE NG143: reduced feeding in an
    // infant is amber (seen by a clinician the same day). Babies under 2 months are an emergency (AGE_RULES).
    id: "infant_feeding_less",
    name: "A baby or toddler feeding less than usual",
    findings: ["poor_feeding"],
    ages: [0, 1.999],
    level: "consultation_24",
    sources: [NICE_BRONCHIOLITIS, NICE_FEVER],
  },
  {
    // NICE NG9: age under 3 months is a risk factor for severe bronchiolitis, as are heart and lung disease.
    id: "wheeze_young_infant",
    name: "Wheezing in a baby under 3 months",
    findings: ["wheeze"],
    ages: [0, 0.249],
    level: "consultation_24",
    sources: [NICE_BRONCHIOLITIS],
  },
  {
    id: "wheeze_infant_heart_disease",
    name: "Wheezing or fast breathing in a baby with a heart condition",
    findings: ["wheeze", "fast_breathing", "sob"],
    with: ["known_heart_disease"],
    ages: [0, 1.999],
    level: "consultation_24",
    sources: [NICE_BRONCHIOLITIS],
  },
  {
    // NICE CKS Boils: a single small boil heals with warm compresses; seek advice with fever, spreading redness,
    // severe pain, recurrent boils, diabetes or weakened immunity, or a boil on the face.
    id: "boil_needs_clinician",
    name: "A boil with fever, spreading redness, severe pain, diabetes, weak immunity or coming back",
    findings: ["boil"],
    with: [
      "fever",
      "chills",
      "cellulitis_skin",
      "pain_severe",
      "swollen_face",
      "recurrent",
      "recurrent_armpit_boils",
      "known_diabetes",
      ...WEAK_IMMUNITY,
    ],
    level: "consultation",
    sources: [NICE_BOILS],
  },
];

/** Red flags in a lower, sourced form (appended to RED_FLAG_LIMITS in red-flag-rules.ts). */
export const FA21_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE CG109 Transient loss of consciousness (the "3 Ps": posture, provoking factors, prodromal symptoms) and
    // ESC 2018 syncope guidelines (the prodrome of a reflex faint: warmth, sweating, nausea, vision greying or going
    // dark): "my eyes went dark, then I fainted" is the faint's warning, not sudden loss of sight. An uncomplicated
    // faint is seen by a doctor, not by ambulance. Any sign of an eye, brain, heart or bleeding cause keeps the
    // emergency (the other faint rules still apply on their own).
    id: "faint_prodrome_vision",
    name: "Vision going dark just before a faint (the faint's warning sign)",
    finding: "vision_loss",
    when: ["fainting"],
    unless: [
      "eye_pain",
      "red_eyes",
      "double_vision",
      "curtain_vision",
      "headache",
      "headache_sudden",
      "weakness_one_side",
      "face_droop",
      "slurred_speech",
      "numbness",
      "confusion",
      "drowsiness",
      "unconscious",
      "seizure",
      "chest_pain",
      "palpitations",
      "fainting_exertion",
      "sob",
      "sob_rest",
      "head_injury",
      "injury",
      "known_heart_disease",
      "pregnant",
      "uses_insulin",
      "heavy_vaginal_bleeding",
      "vomiting_blood",
      "black_stool",
    ],
    level: "consultation",
  },
];

/** Lay words that the search read as another finding (the phrase on the left of each comment). */
export const FA21_ALIASES: Record<string, string> = {
  // "wet nappies" was read as scanty urine (oliguria): a baby still wetting nappies is passing urine well.
  baby_wet_nappies:
    "wet nappies|wetting nappies|still wetting nappies|wetting his nappies|wetting her nappies|wetting nappies normally|wet diapers|wetting diapers|still wetting diapers|normal wet nappies",
  // ...and its negation stays scanty urine, not a denied "wets nappies well".
  oliguria:
    "not wetting nappies|not wetting his nappies|not wetting her nappies|not wetting the nappies|not wetting diapers|no wet nappy|no wet nappies|no wet diapers|nappies are dry|nappy is dry|dry nappies",
  // "yellow head" (of a boil) was read as an infected nail fold; a pus-headed lump on the skin is a boil.
  boil: "yellow head|boil with a yellow head|boil with a white head|lump with a yellow head|the boil has a head|pus head|painful lump on my skin|painful swelling on my skin",
  // "tingling fingers" was read as numbness of the little finger (an elbow nerve); tingling of the fingers of both
  // hands is the general finding.
  numbness:
    "tingling fingers|fingers tingling|tingling in my fingers|tingling in the fingers|fingers were tingling|pins and needles in my fingers",
  // "after spicy food" was read as the mouth stinging from pepper.
  pain_after_food: "after spicy food|after eating spicy food|after spicy meals|worse after spicy food",
};
