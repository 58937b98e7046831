// Fifth blind emergency sweep (round 18, ck-sweep18): danger screens for a complaint told under a milder
// self-diagnosis — "food poisoning", "my hand is sleeping", "catarrh with blood", "toothache", "something in my eye",
// "period pain", a goitre, an injection, spraying a farm. Each asks the emergency that name most often hides.
// Appended to COMPLAINT_SCREENS (danger-screens.ts); only a type import here, so that file can spread this array
// without an import cycle.
import type { ComplaintScreen } from "./danger-screens.ts";

export const SWEEP18_SCREENS: ComplaintScreen[] = [
  {
    // NICE CKS Gastroenteritis (differential: bowel obstruction — bilious vomiting, distension, no stool or wind; a
    // strangulated hernia) / TOXBASE: what a person calls food poisoning is asked whether it is diarrhoea and
    // vomiting now (its own screens then follow), and about obstruction.
    id: "food_poisoning_obstruction",
    name: "food poisoning",
    triggers: ["recent_diarrhoea_episode"],
    items: [
      "diarrhoea",
      "diarrhoea_profuse",
      "vomiting",
      "vomiting_green",
      "no_flatus",
      "distension",
      "hernia_stuck",
      "farm_spraying",
    ],
    sources: [
      { name: "NICE CKS: Gastroenteritis", url: "https://cks.nice.org.uk/topics/gastroenteritis/" },
      { name: "NICE CKS: Inguinal hernia", url: "https://cks.nice.org.uk/topics/inguinal-hernia/" },
    ],
  },
  {
    // NICE NG128 Stroke and TIA (FAST: sudden numbness or weakness of one side, face, speech): an adult whose hand
    // "is sleeping" is asked about a weak side, a drooping face and slurred speech.
    id: "numb_hand_fast",
    name: "a numb or sleeping hand",
    triggers: ["slept_on_arm", "numbness"],
    ages: [16, 200],
    items: ["weakness_one_side", "face_droop", "slurred_speech"],
    sources: [
      {
        name: "NICE NG128: Stroke and transient ischaemic attack in over 16s",
        url: "https://www.nice.org.uk/guidance/ng128",
      },
    ],
  },
  {
    // NICE CKS Haemoptysis: blood in what is coughed up is told apart from blood from the nose; a cupful is massive.
    id: "bloody_catarrh_cough",
    name: "blood in the catarrh",
    triggers: ["bloody_nasal_mucus"],
    items: ["haemoptysis_massive", "haemoptysis"],
    sources: [{ name: "NICE CKS: Haemoptysis", url: "https://cks.nice.org.uk/topics/haemoptysis/" }],
  },
  {
    // NICE CG95 Chest pain of recent onset (cardiac pain may be felt in the jaw or teeth, brought on by exertion):
    // an adult with jaw or tooth pain is asked whether it comes on effort, with a tight chest or sweating.
    id: "toothache_cardiac",
    name: "toothache",
    triggers: ["toothache", "jaw_pain_chewing"],
    ages: [30, 200],
    items: ["exertional_chest_pain", "chest_tightness", "sweating"],
    sources: [{ name: "NICE CG95: Chest pain of recent onset", url: "https://www.nice.org.uk/guidance/cg95" }],
  },
  {
    // RCOphth / NICE CKS Retinal detachment (new floaters, flashes, a curtain: same day): "something in my eye" may
    // be a floater.
    id: "speck_in_eye_retina",
    name: "something in the eye",
    triggers: ["foreign_body_eye"],
    items: ["floaters", "flashing_lights", "curtain_vision"],
    sources: [{ name: "NICE CKS: Retinal detachment", url: "https://cks.nice.org.uk/topics/retinal-detachment/" }],
  },
  {
    // RCOG / NICE CKS Pelvic pain (ovarian torsion: sudden one-sided pain with vomiting) and NICE NG126 (ectopic:
    // a missed period): a woman's "period pain" is asked what tells torsion and ectopic apart from cramps.
    id: "period_pain_torsion",
    name: "period pain",
    triggers: ["period_pain"],
    sex: "female",
    items: ["lower_pain_sudden", "vomiting", "pain_worsening_hours", "missed_period"],
    sources: [
      { name: "NICE NG126: Ectopic pregnancy and miscarriage", url: "https://www.nice.org.uk/guidance/ng126" },
      { name: "NICE CKS: Dysmenorrhoea", url: "https://cks.nice.org.uk/topics/dysmenorrhoea/" },
    ],
  },
  {
    // NICE CKS Hyperthyroidism (thyroid storm): a goitre is asked about fever, a racing heart and agitation.
    id: "goitre_storm",
    name: "a goitre",
    triggers: ["goitre", "known_hyperthyroid"],
    items: ["fever", "palpitations", "agitation", "confusion", "diarrhoea"],
    sources: [{ name: "NICE CKS: Hyperthyroidism", url: "https://cks.nice.org.uk/topics/hyperthyroidism/" }],
  },
  {
    // NICE NG141 Cellulitis / CREST necrotising soft tissue infection (injection sites): an injection site with pain
    // out of proportion, spreading fast, is asked about.
    id: "injection_site_necrotising",
    name: "an injection",
    triggers: ["recent_injection"],
    items: ["spreading_severe_skin_pain", "fever"],
    sources: [{ name: "NICE NG141: Cellulitis and erysipelas", url: "https://www.nice.org.uk/guidance/ng141" }],
  },
  {
    // WHO / TOXBASE Organophosphates: someone who sprayed pesticide is asked about the cholinergic signs.
    id: "farm_spraying_cholinergic",
    name: "spraying pesticide",
    triggers: ["farm_spraying"],
    items: ["cholinergic_signs", "pinpoint_pupils", "drooling", "sweating", "sob"],
    sources: [
      {
        name: "WHO: Clinical management of acute pesticide intoxication",
        url: "https://www.who.int/publications/i/item/9789241596107",
      },
    ],
  },
];
