// Second blind emergency sweep (round 15, ck-sweep15): combinations that make a presentation an emergency, from each
// body system's guideline red flags told by their course (pain worse by the hour) rather than a name. Appended to
// RED_FLAG_RULES (red-flag-rules.ts). Only type imports here, so that file can spread this array without an import
// cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const SWEEP15_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE NG141 Cellulitis and erysipelas / UKHSA group A streptococcus: a wound, a bite, an injection site or
    // red skin whose pain climbs hour by hour (pain out of proportion, spreading fast) is necrotising fasciitis until
    // a surgeon says otherwise: emergency. An ordinary cellulitis settles, it does not worsen by the hour.
    id: "skin_wound_pain_worsening_hours",
    name: "A wound, bite or red skin whose pain gets worse by the hour",
    all: [
      ["pain_worsening_hours"],
      [
        "wound",
        "dirty_wound",
        "cellulitis_skin",
        "bite_swelling",
        "animal_bite",
        "insect_bite",
        "injection_site_swelling",
        "injection_buttock",
        "spreading_severe_skin_pain",
      ],
    ],
    level: "emergency",
  },
  {
    // BOAST 10 Diagnosis and management of compartment syndrome of the limbs / NICE NG38 / NICE NG232: after an
    // injury or in a plaster cast, pain that keeps climbing hour by hour is compartment syndrome (or, after a blow
    // to the head, a bleed inside the skull): emergency.
    id: "injury_pain_worsening_hours",
    name: "Pain getting worse by the hour after an injury or in a plaster cast",
    all: [["pain_worsening_hours"], ["injury", "head_injury", "limb_in_cast", "tight_limb_pain", "deformity"]],
    level: "emergency",
  },
  {
    // NICE CKS Appendicitis / NICE CKS Scrotal pain and swelling / RCOG: belly, pelvic or testicle pain getting worse
    // by the hour is a surgical emergency (appendicitis, torsion, obstruction) until examined: emergency.
    id: "belly_pain_worsening_hours",
    name: "Belly, pelvic or testicle pain getting worse by the hour",
    all: [
      ["pain_worsening_hours"],
      [
        "abdominal_pain",
        "lower_abdominal_pain",
        "severe_abdominal_pain",
        "rlq_pain",
        "llq_pain",
        "periumbilical_pain",
        "testicular_pain",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Sore throat - acute (admit: suspected epiglottitis, quinsy or deep neck space infection) / SDCEP
    // Drug prescribing for dentistry (spreading odontogenic infection): a sore throat, neck swelling, toothache or
    // swollen face whose pain climbs hour by hour is a spreading infection near the airway: emergency.
    id: "throat_face_pain_worsening_hours",
    name: "A sore throat, neck swelling, toothache or swollen face getting worse by the hour",
    all: [
      ["pain_worsening_hours"],
      ["sore_throat", "painful_swallowing", "tender_neck_lump", "toothache", "swollen_face", "jaw_swelling"],
    ],
    level: "emergency",
  },
];
