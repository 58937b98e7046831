// Danger screening by presenting complaint. Each complaint carries the danger signs the guidelines say
// must be asked of everyone who presents with it, whatever the differential looks like: the screen never
// depends on the posterior, so a rare emergency the knowledge base under-weights is still caught.
// Screens are asked right after the complaint, grouped by body system (a multi-select question of at most
// MAX_SCREEN_ITEMS signs), and the interview may not stop while one is pending.
//
// Sources:
// - WHO IMCI chart booklet (2014): general danger signs (unable to drink or breastfeed, vomits everything,
//   convulsions, lethargic or unconscious), fast breathing and chest indrawing, signs of dehydration.
// - WHO ETAT (Emergency Triage Assessment and Treatment, 2016): airway, breathing, circulation, coma,
//   convulsion, dehydration emergency signs.
// - WHO: The treatment of diarrhoea (2005): severe dehydration = two of lethargic/unconscious, sunken eyes,
//   not able to drink, skin pinch goes back very slowly.
// - NICE CKS red flags: headache (thunderclap, neck stiffness, focal deficit, new confusion), chest pain
//   (suspected ACS, pulmonary embolism), acute abdomen, back pain (cauda equina), feverish illness
//   (non-blanching rash, NICE NG143 "fever in under 5s": any fever under 3 months is high risk).
// - BE-FAST stroke recognition (Balance, Eyes, Face, Arm, Speech, Time) as used by stroke services.
// - WHO recommendations on antenatal care (2016) / IMPAC obstetric danger signs: vaginal bleeding, severe
//   headache with blurred vision, convulsions, severe abdominal pain, fever, reduced fetal movements.
// - NICE NG51 (sepsis: recognition, diagnosis and early management) and the qSOFA/NEWS2 signs:
//   new confusion, fast breathing, mottled or cold clammy skin, no urine, non-blanching rash.
import type { Sex, Source, TriageLevel } from "../types.ts";
import { EM13_AGE_RULES } from "./red-flag-rules-em13.ts";
import { SERIOUS_INJURY_SITES } from "./red-flag-rules.ts";
import { ROUNDS } from "./index.ts";

/** Every finding that means belly pain: the belly-pain danger screen and its character questions. */
export const BELLY_PAIN_FINDINGS = [
  "abdominal_pain",
  "abdominal_cramps",
  "severe_abdominal_pain",
  "epigastric_pain",
  "ruq_pain",
  "luq_pain",
  "periumbilical_pain",
  "rlq_pain",
  "llq_pain",
  "lower_abdominal_pain",
  "flank_pain",
];

export type DangerSystem =
  | "brain"
  | "stroke"
  | "spine"
  | "breathing"
  | "circulation"
  | "belly"
  | "fluids"
  | "pregnancy"
  | "skin"
  | "injury"
  | "mind"
  | "eye"
  | "limbs"
  | "infant"
  | "ear"
  | "mouth"
  | "general"
  | "history"
  | "source";

/** Question text per body system. Every text contains DANGER_SCREEN_PREFIX (answers are mapped back by it). */
export const DANGER_SCREEN_PREFIX = "Do you have any of these right now:";
export const SYSTEM_LABEL: Record<DangerSystem, string> = {
  brain: "Head and nerves",
  stroke: "Stroke warning signs",
  spine: "Back and nerves",
  breathing: "Breathing",
  circulation: "Heart and circulation",
  belly: "Belly",
  fluids: "Fluids and dehydration",
  pregnancy: "Pregnancy",
  skin: "Skin and swelling",
  injury: "Injury",
  mind: "Mood and safety",
  eye: "Eyes and sight",
  limbs: "Joints and limbs",
  infant: "Your baby",
  ear: "Ears and hearing",
  mouth: "Mouth and face",
  general: "Fever and general health",
  history: "Your health",
  source: "Where the infection could be",
};

/** Danger signs per question; more would be hard to read on a phone. */
export const MAX_SCREEN_ITEMS = 5;

/** The body system each screened finding is asked under. */
export const DANGER_SYSTEM: Record<string, DangerSystem> = {
  stiff_neck: "brain",
  confusion: "brain",
  drowsiness: "brain",
  seizure: "brain",
  unconscious: "brain",
  headache_sudden: "brain",
  vision_loss: "stroke",
  heel_snap: "limbs",
  known_heart_disease: "history",
  nosebleed_prolonged: "circulation",
  weakness_one_side: "stroke",
  face_droop: "stroke",
  slurred_speech: "stroke",
  leg_weakness_both: "spine",
  saddle_numbness: "spine",
  urinary_retention: "spine",
  sob_rest: "breathing",
  fast_breathing: "breathing",
  chest_indrawing: "breathing",
  stridor: "breathing",
  throat_membrane: "breathing",
  drooling: "breathing",
  cyanosis: "breathing",
  haemoptysis: "breathing",
  haemoptysis_massive: "breathing",
  sob: "breathing",
  inhaler_not_helping: "breathing",
  chest_pain_radiating: "circulation",
  sweating: "circulation",
  cold_clammy: "circulation",
  fainting: "circulation",
  yellow_palms_soles: "infant",
  cord_seen: "pregnancy",
  limb_cold_pale: "circulation",
  chest_pain: "circulation",
  fever: "general",
  calf_swelling: "circulation",
  prostration: "circulation",
  bleeding_unusual: "circulation",
  heavy_vaginal_bleeding: "circulation",
  rigid_abdomen: "belly",
  vomiting_blood: "belly",
  black_stool: "belly",
  hernia_stuck: "belly",
  severe_abdominal_pain: "belly",
  testicular_pain_sudden: "belly",
  testicular_pain: "belly",
  vomiting: "belly",
  unable_to_drink: "fluids",
  vomiting_persistent: "fluids",
  sunken_eyes: "fluids",
  oliguria: "fluids",
  pregnant: "pregnancy",
  missed_period: "pregnancy",
  shoulder_tip_pain: "pregnancy",
  vaginal_bleeding: "pregnancy",
  reduced_fetal_movements: "pregnancy",
  waters_broken: "pregnancy",
  vision_blurred: "eye",
  swollen_face: "skin",
  rash_nonblanching: "skin",
  skin_peeling: "skin",
  lip_tongue_swelling: "skin",
  bite_swelling: "skin",
  drooping_eyelids: "skin",
  knocked_out: "injury",
  deformity: "injury",
  burn_major: "injury",
  suicidal: "mind",
  hallucinations: "mind",
  delusions: "mind",
  agitation: "mind",
  uses_insulin: "history",
  known_sickle: "history",
  poisoning: "history",
  known_bleeding_disorder: "history",
  injury: "injury",
  recent_delivery: "pregnancy",
  eye_pain: "eye",
  halos: "eye",
  deep_breathing: "breathing",
  photophobia: "eye",
  joint_swelling: "limbs",
  numbness: "limbs",
  cant_bear_weight: "limbs",
  bulging_fontanelle: "infant",
  poor_feeding: "infant",
  high_pitched_cry: "infant",
  palpitations: "circulation",
  on_chemotherapy: "history",
  contact_lens: "history",
  sudden_deafness: "ear",
  lockjaw: "mouth",
  eyelid_swelling: "mouth",
  painful_swallowing: "mouth",
  foot_ulcer: "limbs",
  fruity_breath: "history",
  gum_necrosis: "mouth",
  floor_mouth_swelling: "mouth",
  chemical_eye: "eye",
  vomiting_green: "belly",
  behind_ear_swelling: "ear",
  chills: "general",
  flank_pain: "belly",
  head_injury: "injury",
  headache: "brain",
  hard_exercise: "history",
  yellow_eyes: "history",
  hoarse_voice: "breathing",
  caustic_swallowed: "mouth",
  distension: "belly",
  no_flatus: "belly",
  bloody_stool: "belly",
  dark_urine: "fluids",
  pale: "circulation",
  spasms: "brain",
  neck_back_trauma: "injury",
  nose_inside_swelling: "injury",
  recent_neck_surgery: "history",
  hand_spasm: "brain",
  procedure_bleeding: "circulation",
  haematuria: "belly",
  mouth_bleeding: "mouth",
  double_vision: "eye",
  eye_pain_movement: "eye",
  lower_abdominal_pain: "belly",
  dizziness: "circulation",
  paracetamol_overdose: "history",
  spreading_severe_skin_pain: "limbs",
  tight_limb_pain: "limbs",
  choking: "breathing",
  swallowed_battery: "history",
  abdominal_mass_child: "belly",
  pesticide_exposure: "history",
  dysuria: "belly",
  // Lay danger signs (findings-lay.ts).
  grunting: "breathing",
  apnoea: "breathing",
  not_breathing: "breathing",
  hypothermia: "infant",
  slow_skin_pinch: "fluids",
  // ck-kb9 (findings-gp9.ts and signs newly asked).
  neck_veins_distended: "circulation",
  rectal_bleeding_heavy: "belly",
  pregnant_late: "pregnancy",
  pain_movement: "belly",
  walking_pain: "belly",
  recent_abortion: "pregnancy",
  bloody_diarrhoea: "belly",
  contractions: "pregnancy",
  orthopnoea: "breathing",
  catatonic_stupor: "mind",
  irritable_child: "infant",
  // Emergency round (ck-em10).
  bulging_eyes: "eye",
  limb_not_used: "limbs",
  arm_not_used: "limbs",
  painkillers_not_helping: "limbs",
  tearing_pain: "circulation",
  curtain_vision: "eye",
  // Emergency round 11.
  bp_very_high: "circulation",
  wbc_lowering_drug: "history",
  sore_throat: "mouth",
  mouth_ulcers: "mouth",
  sweats_feeding: "infant",
  // Emergency round 21 (danger-screens-em21.ts): NICE NG232 head-injury signs beside the injury screen's.
  head_injury_amnesia: "injury",
  skull_fracture_signs: "injury",
  head_injury_high_energy: "injury",
};

export interface ComplaintScreen {
  id: string;
  name: string;
  /** Any of these findings present makes this the person's complaint (none: every person in the age band). */
  triggers: string[];
  /** Inclusive age band in years (0.25 = 3 months). */
  ages?: [number, number];
  sex?: Sex;
  /** Must-ask danger findings (ordered: most decisive first). An id the knowledge base does not (yet) have
   * is skipped, so a screen may name a sign another KB file adds (waters_broken, from the obstetric set). */
  items: string[];
  sources: Source[];
  /** The page these signs are asked on, when it is not each sign's own body system: the signs that say where a
   * fever's infection is (an eyelid, behind the ear, the loin, a breast, a tampon) read as one plainly headed page. */
  system?: DangerSystem;
}

const IMCI: Source = {
  name: "WHO: Integrated Management of Childhood Illness (IMCI) chart booklet",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};
const ETAT: Source = {
  name: "WHO: Emergency Triage Assessment and Treatment (ETAT) manual",
  url: "https://www.who.int/publications/i/item/9789241510219",
};
const WHO_DIARRHOEA: Source = {
  name: "WHO: The treatment of diarrhoea - a manual for physicians and other senior health workers",
  url: "https://www.who.int/publications/i/item/9241593180",
};
const NICE_FEVER: Source = {
  name: "NICE NG143: Fever in under 5s - assessment and initial management",
  url: "https://www.nice.org.uk/guidance/ng143",
};
const NICE_SEPSIS: Source = {
  name: "NICE NG51: Sepsis - recognition, diagnosis and early management",
  url: "https://www.nice.org.uk/guidance/ng51",
};
const NICE_HEADACHE: Source = {
  name: "NICE CKS: Headache - assessment",
  url: "https://cks.nice.org.uk/topics/headache-assessment/",
};
const NICE_CHEST: Source = { name: "NICE CKS: Chest pain", url: "https://cks.nice.org.uk/topics/chest-pain/" };
const NICE_BREATH: Source = {
  name: "NICE CKS: Breathlessness",
  url: "https://cks.nice.org.uk/topics/breathlessness/",
};
const BEFAST: Source = {
  name: "NICE NG128: Stroke and transient ischaemic attack in over 16s (FAST / BE-FAST recognition)",
  url: "https://www.nice.org.uk/guidance/ng128",
};
const NICE_BACK: Source = {
  name: "NICE CKS: Sciatica and low back pain - red flags (cauda equina)",
  url: "https://cks.nice.org.uk/topics/sciatica-lumbar-radiculopathy/",
};
const WHO_ANC: Source = {
  name: "WHO: Managing complications in pregnancy and childbirth (IMPAC) - danger signs",
  url: "https://www.who.int/publications/i/item/9241545879",
};
const WHO_INJURY: Source = {
  name: "WHO: Basic emergency care - approach to the acutely ill and injured",
  url: "https://www.who.int/publications/i/item/basic-emergency-care-approach-to-the-acutely-ill-and-injured",
};
const WHO_SNAKE: Source = {
  name: "WHO: Guidelines for the management of snakebites (2nd edition)",
  url: "https://www.who.int/publications/i/item/9789290225300",
};
const NICE_SELF_HARM: Source = {
  name: "NICE CKS: Depression and suicide risk assessment",
  url: "https://cks.nice.org.uk/topics/depression/",
};
const NICE_RED_EYE: Source = {
  name: "NICE CKS: Red eye - red flags (reduced vision, photophobia, severe pain, vomiting: angle-closure glaucoma)",
  url: "https://cks.nice.org.uk/topics/red-eye/",
};
const NICE_ACHILLES: Source = {
  name: "NICE CKS: Achilles tendinopathy - sudden heel or ankle pain with a snap and weak push-off: suspect rupture",
  url: "https://cks.nice.org.uk/topics/achilles-tendinopathy/",
};
const NICE_EPISTAXIS: Source = {
  name: "NICE CKS: Epistaxis - bleeding not stopped by 10-15 minutes of firm pressure needs emergency care",
  url: "https://cks.nice.org.uk/topics/epistaxis-nosebleeds/",
};
const NICE_ENDOCARDITIS: Source = {
  name: "NICE CG64 / ESC 2023: Infective endocarditis - ask about valve or rheumatic heart disease in prolonged fever",
  url: "https://www.nice.org.uk/guidance/cg64",
};
const NICE_SEPTIC_JOINT: Source = {
  name: "NICE CKS: Septic arthritis - suspect in a hot swollen joint, especially with fever",
  url: "https://cks.nice.org.uk/topics/septic-arthritis/",
};
const WHO_POISON: Source = {
  name: "WHO: Guidelines for the prevention and clinical management of poisoning / ETAT priority signs (poisoning)",
  url: "https://www.who.int/publications/i/item/9789241510219",
};
const NICE_PALPITATIONS: Source = {
  name: "NICE CKS: Palpitations - red flags (syncope, chest pain, breathlessness)",
  url: "https://cks.nice.org.uk/topics/palpitations/",
};
const NICE_BLACKOUTS: Source = {
  name: "NICE CKS: Blackouts in adults (and NICE CG109 transient loss of consciousness): bleeding, cardiac causes",
  url: "https://cks.nice.org.uk/topics/blackouts-in-adults/",
};
const NICE_JAUNDICE: Source = {
  name: "NICE CG98: Jaundice in newborn babies under 28 days (and WHO IMCI: yellow palms and soles = severe jaundice)",
  url: "https://www.nice.org.uk/guidance/cg98",
};
const NICE_LIMB: Source = {
  name: "NICE CKS: Peripheral arterial disease - acute limb ischaemia (pain, pallor, coldness, numbness)",
  url: "https://cks.nice.org.uk/topics/peripheral-arterial-disease/",
};
const BSH_SICKLE: Source = {
  name: "NICE CKS: Sickle cell disease - acute complications needing admission (fever, chest symptoms, stroke signs, sudden pallor or splenic enlargement, priapism)",
  url: "https://cks.nice.org.uk/topics/sickle-cell-disease/",
};
const NICE_SORE_THROAT: Source = {
  name: "NICE CKS: Sore throat - acute (admit with stridor, drooling, breathing difficulty or inability to swallow fluids)",
  url: "https://cks.nice.org.uk/topics/sore-throat-acute/",
};
const WHO_DIPHTHERIA: Source = {
  name: "WHO: Diphtheria - clinical management (grey adherent throat membrane, bull neck: give antitoxin urgently)",
  url: "https://www.who.int/health-topics/diphtheria",
};
const NICE_ABDO: Source = {
  name: "NICE CKS: Acute abdominal pain - red flags",
  url: "https://cks.nice.org.uk/topics/appendicitis/",
};

const NICE_NEUTROPENIC: Source = {
  name: "NICE NG151: Neutropenic sepsis - fever during anticancer treatment (refer immediately)",
  url: "https://www.nice.org.uk/guidance/ng151",
};
const NICE_OTITIS: Source = {
  name: "NICE CKS: Otitis media - acute (admit with suspected mastoiditis, meningitis or facial palsy)",
  url: "https://cks.nice.org.uk/topics/otitis-media-acute/",
};
const NICE_HEARING: Source = {
  name: "NICE CKS: Hearing loss in adults - sudden hearing loss and focal neurology are red flags",
  url: "https://cks.nice.org.uk/topics/hearing-loss-in-adults/",
};
const NICE_DENTAL_ABSCESS: Source = {
  name: "NICE CKS: Dental abscess - admit with fever and facial swelling, trismus, swelling to the eye or neck, difficulty swallowing",
  url: "https://cks.nice.org.uk/topics/dental-abscess/",
};
const NICE_DIABETIC_FOOT: Source = {
  name: "NICE NG19: Diabetic foot problems - an ulcer needs urgent assessment",
  url: "https://www.nice.org.uk/guidance/ng19",
};
const NICE_DKA: Source = {
  name: "NICE NG17/NG28: Diabetes - vomiting, ketone breath or confusion (diabetic ketoacidosis, hyperosmolar state)",
  url: "https://www.nice.org.uk/guidance/ng17",
};
const NICE_AKI: Source = {
  name: "NICE NG148: Acute kidney injury (rhabdomyolysis, little urine) and BSH haemolysis",
  url: "https://www.nice.org.uk/guidance/ng148",
};
const WHO_MALARIA_SEVERE: Source = {
  name: "WHO: Guidelines for malaria - severe malaria (haemoglobinuria, jaundice, renal impairment)",
  url: "https://www.who.int/publications/i/item/guidelines-for-malaria",
};
const NICE_UPPER_UTI: Source = {
  name: "NICE NG111 / NICE CKS: Pyelonephritis (acute) and renal colic - fever, rigors, loin pain, vomiting",
  url: "https://www.nice.org.uk/guidance/ng111",
};
const NICE_PERINATAL_MENTAL: Source = {
  name: "NICE CG192: Antenatal and postnatal mental health - postpartum psychosis is an emergency (and WHO postnatal danger signs)",
  url: "https://www.nice.org.uk/guidance/cg192",
};

const NICE_ANAPHYLAXIS: Source = {
  name: "NICE CG134 and Resuscitation Council UK (2021): Anaphylaxis - airway, breathing or circulation problems with skin or mucosal changes (lip, tongue or throat swelling, itch, hives)",
  url: "https://www.nice.org.uk/guidance/cg134",
};
const NICE_BURNS: Source = {
  name: "NICE CKS: Burns and scalds - refer with facial, airway (hoarseness, stridor) or large burns, chemical burns and swallowed caustics (and WHO Burns fact sheet)",
  url: "https://cks.nice.org.uk/topics/burns-scalds/",
};
const NICE_DYSPEPSIA: Source = {
  name: "NICE CKS: Dyspepsia - unidentified cause (GI bleeding) and NICE CKS chest pain (acute coronary syndrome presenting as indigestion, nausea and sweating)",
  url: "https://cks.nice.org.uk/topics/dyspepsia-unidentified-cause/",
};
const NICE_CONSTIPATION: Source = {
  name: "NICE CKS: Constipation - red flags (suspected bowel obstruction: vomiting, distension, no wind)",
  url: "https://cks.nice.org.uk/topics/constipation/",
};
const NICE_JAUNDICE_ADULT: Source = {
  name: "NICE CKS: Jaundice in adults (acute liver failure: confusion, drowsiness, bleeding) and WHO severe malaria / yellow fever",
  url: "https://cks.nice.org.uk/topics/jaundice-in-adults/",
};
const NICE_SCROTAL: Source = {
  name: "NICE CKS: Scrotal pain and swelling - suspected testicular torsion is an emergency (sudden severe pain, vomiting)",
  url: "https://cks.nice.org.uk/topics/scrotal-pain-swelling/",
};
const NICE_ECTOPIC: Source = {
  name: "NICE NG126: Ectopic pregnancy and miscarriage - pain, bleeding, shoulder-tip pain or collapse with a missed period",
  url: "https://www.nice.org.uk/guidance/ng126",
};
const NICE_PID: Source = {
  name: "NICE CKS: Pelvic inflammatory disease (fever, lower belly pain) and WHO guidelines for the management of symptomatic STIs (2021)",
  url: "https://cks.nice.org.uk/topics/pelvic-inflammatory-disease/",
};
const NICE_MASTITIS: Source = {
  name: "NICE CKS: Mastitis and breast abscess - admit when systemically unwell (sepsis signs, NICE NG51)",
  url: "https://cks.nice.org.uk/topics/mastitis-breast-abscess/",
};
const NICE_CANCER_RED_FLAGS: Source = {
  name: "NICE NG12: Suspected cancer - recognition and referral (weight loss, night sweats, lymph nodes with bleeding, coughing blood, breathlessness)",
  url: "https://www.nice.org.uk/guidance/ng12",
};
const NICE_NECK: Source = {
  name: "NICE NG232: Head injury (cervical spine injury: neck pain after a fall or crash with numbness or weakness) and NICE CKS neck pain red flags",
  url: "https://www.nice.org.uk/guidance/ng232",
};
const WHO_TETANUS_RHABDO: Source = {
  name: "WHO: Tetanus fact sheet (jaw stiffness, spasms) and NICE NG148 acute kidney injury (rhabdomyolysis: dark urine after hard exercise)",
  url: "https://www.who.int/news-room/fact-sheets/detail/tetanus",
};
const NICE_VTE: Source = {
  name: "NICE NG158: Venous thromboembolic diseases - a swollen calf with breathlessness or coughing blood (pulmonary embolism)",
  url: "https://www.nice.org.uk/guidance/ng158",
};
const NICE_NECROTISING: Source = {
  name: "NICE NG141 cellulitis and erysipelas: necrotising fasciitis (pain out of proportion, rapidly spreading) needs emergency admission",
  url: "https://www.nice.org.uk/guidance/ng141",
};
const NCDC_LASSA: Source = {
  name: "NCDC: Lassa fever case definition and management guidelines (fever, sore throat, unexplained bleeding, confusion)",
  url: "https://ncdc.gov.ng/diseases/info/L",
};
const NICE_BRONCHIOLITIS: Source = {
  name: "NICE NG9: Bronchiolitis in children - apnoea, grunting or severe chest recession need emergency referral",
  url: "https://www.nice.org.uk/guidance/ng9",
};
const NICE_SINUSITIS: Source = {
  name: "NICE CKS: Sinusitis - admit with periorbital swelling, double vision, eye pain or meningism (orbital or intracranial spread)",
  url: "https://cks.nice.org.uk/topics/sinusitis/",
};

const MHRA_CARBIMAZOLE: Source = {
  name: "MHRA Drug Safety Update: Carbimazole - agranulocytosis (report sore throat, mouth ulcers or fever at once)",
  url: "https://www.gov.uk/drug-safety-update/carbimazole-increased-risk-of-congenital-malformations-strengthened-advice-on-contraception",
};
const NICE_BP: Source = {
  name: "NICE NG136: Hypertension in adults - same-day review for 180/120 or more with symptoms",
  url: "https://www.nice.org.uk/guidance/ng136",
};

export const COMPLAINT_SCREENS: ComplaintScreen[] = [
  {
    id: "child_general",
    name: "a child under 5",
    triggers: [],
    ages: [0, 4.99],
    items: ["unable_to_drink", "vomiting_persistent", "seizure", "drowsiness", "chest_indrawing", "cyanosis"],
    sources: [IMCI, ETAT],
  },
  {
    id: "infant",
    name: "a baby",
    triggers: [],
    ages: [0, 1.5],
    items: ["fever", "bulging_fontanelle", "poor_feeding"],
    sources: [IMCI, NICE_FEVER],
  },
  {
    id: "newborn",
    name: "a newborn baby",
    triggers: [],
    ages: [0, 0.1],
    items: ["yellow_palms_soles"],
    sources: [IMCI, NICE_JAUNDICE],
  },
  {
    id: "waters_broken",
    name: "waters breaking",
    triggers: ["waters_broken"],
    sex: "female",
    items: ["cord_seen", "reduced_fetal_movements", "vaginal_bleeding", "fever"],
    sources: [WHO_ANC],
  },
  {
    id: "eye",
    name: "an eye problem",
    triggers: ["eye_pain", "red_eyes", "vision_blurred", "photophobia", "watery_eyes", "foreign_body_eye"],
    items: [
      "vision_loss",
      "vision_blurred",
      "eye_pain",
      "photophobia",
      "injury",
      "vomiting",
      "contact_lens",
      "chemical_eye",
    ],
    sources: [NICE_RED_EYE],
  },
  {
    // NICE CKS Achilles tendinopathy: ask every heel or back-of-ankle pain about a sudden snap and
    // inability to stand on tiptoe (rupture is missed in up to a quarter of first presentations).
    id: "heel",
    name: "heel or back-of-ankle pain",
    triggers: ["heel_pain", "achilles_pain"],
    items: ["heel_snap"],
    sources: [NICE_ACHILLES],
  },
  {
    // NICE CKS epistaxis: a nosebleed that firm pressure for 10-15 minutes has not stopped is an emergency.
    id: "nosebleed",
    name: "a nosebleed",
    triggers: ["nosebleed"],
    items: ["nosebleed_prolonged", "wound_bleeding_heavy"],
    sources: [NICE_EPISTAXIS],
  },
  {
    // NICE CG64 / ESC 2023: a fever lasting weeks in someone with valve or rheumatic heart disease is
    // infective endocarditis until blood cultures say otherwise.
    id: "long_fever",
    name: "a fever lasting more than a week",
    triggers: ["fever_long"],
    items: ["known_heart_disease"],
    sources: [NICE_ENDOCARDITIS],
  },
  {
    id: "joint",
    name: "a painful or swollen joint",
    triggers: ["joint_pain", "joint_swelling", "small_joint_swelling", "big_toe_pain", "cant_bear_weight"],
    items: ["fever", "joint_swelling", "cant_bear_weight", "injury", "known_bleeding_disorder"],
    sources: [NICE_SEPTIC_JOINT],
  },
  {
    id: "fever",
    name: "fever",
    triggers: ["fever", "chills"],
    items: [
      "stiff_neck",
      "confusion",
      "drowsiness",
      "seizure",
      "prostration",
      "rash_nonblanching",
      "sob_rest",
      "bleeding_unusual",
      "unable_to_drink",
      "joint_swelling",
      // NICE NG51 sepsis (fast heart rate, mottled or cold skin) and NICE NG151 (fever on chemotherapy).
      "palpitations",
      "cold_clammy",
      "on_chemotherapy",
      // NCDC Lassa fever case definition: fever (or malaise, headache, sore throat, vomiting...) with contact with
      // rats' urine or droppings or with a Lassa patient is a suspected case, to be isolated and tested at once.
      "contact_lassa",
    ],
    sources: [NICE_FEVER, NICE_SEPSIS, IMCI, NICE_SEPTIC_JOINT, NICE_NEUTROPENIC, NCDC_LASSA],
  },
  {
    id: "headache",
    name: "headache",
    triggers: ["headache", "headache_one_side", "headache_band", "headache_sudden"],
    items: [
      "headache_sudden",
      "stiff_neck",
      "confusion",
      "seizure",
      "weakness_one_side",
      "face_droop",
      "slurred_speech",
      "vision_loss",
      // NICE CKS headache red flags: fever (meningitis, cerebral malaria), recent head injury; WHO IMPAC:
      // headache in pregnancy (pre-eclampsia).
      "fever",
      "head_injury",
      "pregnant",
    ],
    sources: [NICE_HEADACHE, BEFAST, WHO_ANC],
  },
  {
    id: "chest_pain",
    name: "chest pain",
    triggers: ["chest_pain", "chest_pain_pressure", "chest_tightness", "pleuritic_pain"],
    // A tearing pain through to the back is asked on the first page with the heart attack's signs (em22, ESC 2014
    // aortic diseases): the web flow ends at once on an ambulance sign (sweating, a faint), and a dissection that
    // was not asked by then is named a chest infection.
    items: [
      "chest_pain_radiating",
      "tearing_pain",
      "sweating",
      "cold_clammy",
      "fainting",
      "sob_rest",
      "cyanosis",
      "haemoptysis",
      "calf_swelling",
    ],
    sources: [NICE_CHEST, ETAT],
  },
  {
    id: "sore_throat",
    name: "a sore throat",
    triggers: ["sore_throat", "painful_swallowing"],
    items: ["stridor", "drooling", "sob_rest", "throat_membrane", "unable_to_drink"],
    sources: [NICE_SORE_THROAT, WHO_DIPHTHERIA],
  },
  {
    id: "breathlessness",
    name: "breathlessness",
    triggers: ["sob", "wheeze", "fast_breathing"],
    items: [
      "sob_rest",
      "stridor",
      "chest_indrawing",
      "cyanosis",
      "lip_tongue_swelling",
      "confusion",
      "drowsiness",
      // NICE CKS breathlessness / pulmonary embolism: a swollen calf. (Not "chest pain": a screen item with
      // variants is answered "no" by someone whose pain is a variant, which would deny the variant too.)
      "calf_swelling",
    ],
    sources: [NICE_BREATH, ETAT, IMCI],
  },
  {
    id: "cough",
    name: "cough",
    triggers: ["cough"],
    // NICE CKS cough (acute): coughing up blood is a red flag that needs assessment the same day.
    items: ["sob_rest", "fast_breathing", "chest_indrawing", "stridor", "cyanosis", "haemoptysis"],
    sources: [IMCI, ETAT],
  },
  {
    id: "belly_pain",
    name: "belly pain",
    triggers: BELLY_PAIN_FINDINGS,
    items: ["rigid_abdomen", "vomiting_blood", "black_stool", "hernia_stuck", "fainting", "testicular_pain"],
    sources: [NICE_ABDO, WHO_INJURY],
  },
  {
    id: "belly_pain_female",
    name: "belly pain",
    triggers: ["abdominal_pain", "lower_abdominal_pain", "rlq_pain", "llq_pain", "severe_abdominal_pain"],
    sex: "female",
    ages: [11, 55],
    items: ["missed_period", "pregnant", "recent_delivery", "shoulder_tip_pain", "vaginal_bleeding"],
    sources: [WHO_ANC, NICE_ABDO],
  },
  {
    id: "vomiting_diarrhoea",
    name: "vomiting or diarrhoea",
    triggers: ["vomiting", "diarrhoea", "diarrhoea_profuse", "bloody_diarrhoea"],
    items: [
      "vomiting_persistent",
      "unable_to_drink",
      "sunken_eyes",
      "oliguria",
      "drowsiness",
      "vomiting_blood",
      "black_stool",
      "uses_insulin",
      "poisoning",
      // NICE CKS / APLS: green (bilious) vomiting is bowel obstruction until proven otherwise.
      "vomiting_green",
      // WHO diarrhoea manual / IMCI: the skin pinch goes back (very) slowly in (severe) dehydration.
      "slow_skin_pinch",
      // NICE NG18: vomiting with deep, sighing breathing is diabetic ketoacidosis, often the first sign of type 1
      // diabetes in a young person; WHO severe malaria: the same acidotic breathing.
      "deep_breathing",
    ],
    sources: [WHO_DIARRHOEA, IMCI, ETAT, WHO_POISON, NICE_DKA, WHO_MALARIA_SEVERE],
  },
  {
    id: "neuro_deficit",
    name: "weakness, numbness, speech or face changes",
    triggers: [
      "numbness",
      "weakness_one_side",
      "face_droop",
      "slurred_speech",
      "leg_weakness_both",
      "vision_loss",
      "vertigo",
    ],
    items: [
      "weakness_one_side",
      "face_droop",
      "slurred_speech",
      "vision_loss",
      "headache_sudden",
      "leg_weakness_both",
      "saddle_numbness",
      "urinary_retention",
      "limb_cold_pale",
    ],
    sources: [BEFAST, NICE_BACK, NICE_LIMB],
  },
  {
    id: "faint_palpitations",
    name: "dizziness, fainting or a racing heart",
    triggers: ["dizziness", "fainting", "dizzy_standing", "palpitations"],
    items: [
      "chest_pain",
      "sob_rest",
      "fainting",
      "heavy_vaginal_bleeding",
      "black_stool",
      "vomiting_blood",
      "missed_period",
      "recent_delivery",
    ],
    sources: [NICE_PALPITATIONS, NICE_BLACKOUTS, WHO_ANC],
  },
  {
    id: "sickle",
    name: "sickle cell disease",
    triggers: ["known_sickle"],
    items: [
      "fever",
      "chest_pain",
      "sob",
      "weakness_one_side",
      "face_droop",
      "slurred_speech",
      "pale",
      "distension",
      "priapism",
    ],
    sources: [BSH_SICKLE, BEFAST],
  },
  {
    id: "back_pain",
    name: "back pain",
    triggers: ["back_pain", "sciatica_pain"],
    items: ["leg_weakness_both", "saddle_numbness", "urinary_retention", "fever"],
    sources: [NICE_BACK],
  },
  {
    id: "fits",
    name: "a fit",
    triggers: ["seizure"],
    items: ["unconscious", "confusion", "stiff_neck", "pregnant", "uses_insulin", "fever", "head_injury"],
    sources: [ETAT, WHO_ANC],
  },
  {
    id: "pregnancy",
    name: "pregnancy",
    triggers: ["pregnant", "recent_delivery"],
    sex: "female",
    items: [
      "vaginal_bleeding",
      "waters_broken",
      "severe_abdominal_pain",
      "fainting",
      "reduced_fetal_movements",
      "seizure",
      "vision_blurred",
      "swollen_face",
      "shoulder_tip_pain",
      // WHO IMPAC danger signs: fever (sepsis, malaria in pregnancy).
      "fever",
    ],
    sources: [WHO_ANC],
  },
  {
    id: "bleeding",
    name: "bleeding",
    triggers: ["vaginal_bleeding", "heavy_periods", "nosebleed", "vomiting_blood", "bloody_stool", "haematuria"],
    items: ["heavy_vaginal_bleeding", "fainting", "cold_clammy", "bleeding_unusual", "pregnant"],
    sources: [ETAT, WHO_ANC],
  },
  {
    id: "injury",
    name: "an injury",
    triggers: [
      "injury",
      "head_injury",
      "twisted_ankle",
      "knee_injury",
      "wound",
      "dirty_wound",
      "burn",
      "electric_shock",
    ],
    items: [
      "knocked_out",
      "deformity",
      "burn_major",
      "confusion",
      "drowsiness",
      "vision_blurred",
      "numbness",
      "cant_bear_weight",
    ],
    sources: [WHO_INJURY],
  },
  {
    id: "rash",
    name: "a rash",
    // A peeling or scaly skin complaint is also asked about skin coming off in sheets (SSSS, SJS/TEN).
    triggers: ["rash", "hives", "blisters", "measles_rash", "chickenpox_rash", "scaly_skin"],
    items: ["rash_nonblanching", "skin_peeling", "lip_tongue_swelling", "sob", "drowsiness", "fever"],
    sources: [NICE_FEVER, ETAT],
  },
  {
    id: "bites",
    name: "a bite or sting",
    triggers: ["snake_bite", "animal_bite", "insect_bite", "scorpion_sting"],
    items: ["bite_swelling", "bleeding_unusual", "drooping_eyelids", "lip_tongue_swelling", "sob"],
    sources: [WHO_SNAKE, ETAT],
  },
  {
    id: "poisoning",
    name: "poisoning",
    triggers: ["poisoning", "fumes"],
    items: ["drowsiness", "confusion", "sob", "seizure"],
    sources: [ETAT],
  },
  {
    id: "low_mood",
    name: "low mood or worry",
    triggers: ["low_mood", "anhedonia", "worry", "hallucinations", "delusions", "elevated_mood"],
    items: ["suicidal", "hallucinations", "delusions", "agitation"],
    sources: [NICE_SELF_HARM],
  },
  {
    // "Weak" in lay speech is tiredness or a weak limb: a clinician checks for a stroke (BE-FAST).
    id: "weakness",
    name: "weakness",
    triggers: ["fatigue"],
    items: ["weakness_one_side", "face_droop", "slurred_speech"],
    sources: [BEFAST],
  },
  {
    // NICE CKS otitis media: admit with mastoiditis (painful swelling behind the ear), meningitis signs or
    // facial nerve palsy.
    id: "ear_pain",
    name: "ear pain or discharge",
    triggers: ["ear_pain", "ear_discharge"],
    items: ["behind_ear_swelling", "stiff_neck", "face_droop", "confusion"],
    sources: [NICE_OTITIS],
  },
  {
    id: "hearing",
    name: "hearing loss or ringing in the ear",
    triggers: ["hearing_loss", "tinnitus"],
    items: ["sudden_deafness", "face_droop", "vertigo"],
    sources: [NICE_HEARING],
  },
  {
    id: "tooth",
    name: "toothache or a swollen gum or jaw",
    triggers: ["toothache", "jaw_swelling", "wisdom_tooth_pain", "swollen_gums", "bleeding_gums_brushing"],
    items: [
      "swollen_face",
      "fever",
      "lockjaw",
      "painful_swallowing",
      "eyelid_swelling",
      "gum_necrosis",
      "floor_mouth_swelling",
    ],
    sources: [NICE_DENTAL_ABSCESS],
  },
  {
    id: "diabetes",
    name: "diabetes",
    triggers: ["known_diabetes", "uses_insulin"],
    items: ["foot_ulcer", "vomiting", "fruity_breath", "confusion"],
    sources: [NICE_DIABETIC_FOOT, NICE_DKA],
  },
  {
    id: "after_childbirth",
    name: "a recent birth",
    triggers: ["recent_delivery"],
    sex: "female",
    items: ["heavy_vaginal_bleeding", "fever", "delusions", "hallucinations", "suicidal"],
    sources: [WHO_ANC, NICE_PERINATAL_MENTAL],
  },
  {
    // Dark urine: haemolysis (with yellow eyes and pallor), rhabdomyolysis (after very hard exercise) or
    // failing kidneys (little urine) are the emergencies behind it.
    id: "dark_urine",
    name: "dark urine",
    triggers: ["dark_urine"],
    items: ["oliguria", "yellow_eyes", "pale", "hard_exercise"],
    sources: [NICE_AKI, WHO_MALARIA_SEVERE],
  },
  {
    // NICE CKS pyelonephritis and renal colic: loin pain or urinary symptoms with fever, rigors or vomiting
    // is an upper urinary infection; with an obstructing stone it is an emergency. Pregnancy changes care.
    id: "urinary",
    name: "urinary symptoms or loin pain",
    triggers: ["dysuria", "frequent_urination", "haematuria", "flank_pain", "pain_to_groin"],
    items: ["fever", "chills", "flank_pain", "vomiting", "oliguria", "pregnant"],
    sources: [NICE_UPPER_UTI],
  },
  // Every entry symptom of the start screen has a screen (danger-screens.test.ts checks it).
  {
    // Anaphylaxis starts as itch, hives or swelling of the face: ask the airway, breathing and circulation.
    id: "itch_swelling",
    name: "itching or swelling of the face or lips",
    triggers: ["itching", "hives", "swollen_face", "lip_tongue_swelling", "eyelid_swelling"],
    items: ["lip_tongue_swelling", "stridor", "sob", "fainting", "hoarse_voice"],
    sources: [NICE_ANAPHYLAXIS],
  },
  {
    id: "burn",
    name: "a burn or scald",
    triggers: ["burn"],
    // Skin that looks scalded without a scald is staphylococcal scalded skin or SJS/TEN (BAD, NICE CKS).
    items: ["burn_major", "caustic_swallowed", "stridor", "hoarse_voice", "sob", "skin_peeling", "electric_shock"],
    sources: [NICE_BURNS, WHO_INJURY],
  },
  {
    id: "nausea_indigestion",
    name: "nausea or indigestion",
    triggers: ["nausea", "heartburn"],
    items: [
      "chest_pain_radiating",
      "sweating",
      "vomiting_blood",
      "black_stool",
      "poisoning",
      "paracetamol_overdose",
      "uses_insulin",
      "pregnant",
    ],
    sources: [NICE_DYSPEPSIA, NICE_CHEST, WHO_POISON, NICE_DKA],
  },
  {
    id: "constipation",
    name: "constipation",
    triggers: ["constipation"],
    items: ["vomiting_green", "distension", "no_flatus", "severe_abdominal_pain", "bloody_stool"],
    sources: [NICE_CONSTIPATION],
  },
  {
    id: "jaundice",
    name: "yellow eyes or skin",
    triggers: ["yellow_eyes"],
    items: ["confusion", "drowsiness", "bleeding_unusual", "dark_urine", "pale", "fever"],
    sources: [NICE_JAUNDICE_ADULT, WHO_MALARIA_SEVERE],
  },
  {
    id: "testicle",
    name: "testicle pain",
    triggers: ["testicular_pain"],
    sex: "male",
    items: ["testicular_pain_sudden", "vomiting", "injury", "fever"],
    sources: [NICE_SCROTAL],
  },
  {
    id: "period_pregnancy",
    name: "period pain or a missed period",
    triggers: ["period_pain", "missed_period"],
    sex: "female",
    items: ["shoulder_tip_pain", "fainting", "vaginal_bleeding", "severe_abdominal_pain", "fever"],
    sources: [NICE_ECTOPIC, NICE_SEPSIS],
  },
  {
    id: "genital",
    name: "genital discharge or sores",
    triggers: ["vaginal_discharge", "urethral_discharge", "genital_sores"],
    items: ["fever", "lower_abdominal_pain", "pregnant", "recent_delivery", "testicular_pain"],
    sources: [NICE_PID],
  },
  {
    id: "breast",
    name: "breast pain",
    triggers: ["breast_pain"],
    sex: "female",
    items: ["fever", "chills", "palpitations", "dizziness", "cold_clammy"],
    sources: [NICE_MASTITIS, NICE_SEPSIS],
  },
  {
    id: "weight_loss_sweats",
    name: "weight loss, night sweats or swollen glands",
    triggers: ["weight_loss", "night_sweats", "swollen_glands"],
    items: ["haemoptysis", "vomiting_blood", "black_stool", "sob_rest", "stridor", "bleeding_unusual", "pale", "fever"],
    sources: [NICE_CANCER_RED_FLAGS],
  },
  {
    id: "neck_pain",
    name: "neck pain",
    triggers: ["neck_pain"],
    items: ["neck_back_trauma", "weakness_one_side", "leg_weakness_both", "numbness", "fever", "stiff_neck"],
    sources: [NICE_NECK, NICE_HEADACHE],
  },
  {
    id: "aches",
    name: "body aches or bone pain",
    triggers: ["body_aches", "bone_pain"],
    items: ["dark_urine", "oliguria", "lockjaw", "spasms", "fever", "known_sickle", "pale"],
    sources: [WHO_TETANUS_RHABDO, BSH_SICKLE, NICE_AKI],
  },
  {
    id: "leg_swelling",
    name: "a swollen leg",
    triggers: ["leg_swelling"],
    // NICE NG106 / CKS heart failure and KDIGO: swollen legs are asked about breathlessness lying flat (fluid on
    // the lungs from a failing heart or kidneys).
    items: ["calf_swelling", "sob", "sob_rest", "haemoptysis", "limb_cold_pale", "pregnant", "orthopnoea"],
    sources: [NICE_VTE, NICE_LIMB, WHO_ANC, NICE_BREATH],
  },
  {
    id: "sleep",
    name: "sleep problems",
    triggers: ["insomnia"],
    items: ["suicidal", "hallucinations", "delusions", "agitation", "recent_delivery"],
    sources: [NICE_SELF_HARM, NICE_PERINATAL_MENTAL],
  },
  {
    id: "runny_nose",
    name: "a runny or blocked nose",
    triggers: ["runny_nose", "blocked_nose"],
    items: ["eyelid_swelling", "double_vision", "eye_pain_movement", "stiff_neck", "confusion"],
    sources: [NICE_SINUSITIS],
  },
  {
    // A wound or injured limb: necrotising fasciitis (pain out of proportion, spreading) and compartment
    // syndrome (severe pain in a tight limb) are missed when only bleeding and bones are asked.
    id: "wound_limb",
    name: "a wound or an injured or numb limb",
    triggers: ["wound", "dirty_wound", "injury", "twisted_ankle", "knee_injury"],
    items: ["spreading_severe_skin_pain", "tight_limb_pain", "limb_cold_pale", "red_streak"],
    sources: [NICE_NECROTISING, NICE_LIMB],
  },
  {
    // WHO Basic emergency care: a numb limb that is tight and very painful (compartment syndrome).
    id: "numb_limb",
    name: "numbness",
    triggers: ["numbness"],
    items: ["tight_limb_pain"],
    sources: [WHO_INJURY],
  },
  {
    // WHO ETAT / NICE CKS: a young child who coughs, chokes, drools or vomits may have swallowed or inhaled
    // something (foreign body, button battery, caustic, medicines).
    id: "child_swallowed",
    name: "a young child who coughs, vomits or drools",
    triggers: ["cough", "vomiting", "drooling", "wheeze", "chest_pain"],
    ages: [0, 5.99],
    items: ["choking", "swallowed_battery", "caustic_swallowed", "poisoning"],
    sources: [ETAT, WHO_POISON],
  },
  {
    // NICE CKS sickle cell disease: any fever is an emergency (bacteraemia); WHO IMPAC / NICE NG51:
    // fever in pregnancy or after birth (sepsis).
    id: "fever_history",
    name: "fever",
    triggers: ["fever"],
    items: ["known_sickle"],
    sources: [BSH_SICKLE],
  },
  {
    id: "fever_pregnancy",
    name: "fever",
    triggers: ["fever"],
    sex: "female",
    ages: [12, 50],
    items: ["recent_delivery", "pregnant"],
    sources: [WHO_ANC, NICE_SEPSIS],
  },
  {
    // NICE NG111 pyelonephritis: fever with rigors asks for loin pain and urinary symptoms.
    id: "rigors",
    name: "fever with shivering",
    triggers: ["chills"],
    ages: [12, 120],
    items: ["flank_pain", "dysuria"],
    sources: [NICE_UPPER_UTI],
  },
  {
    // NICE CKS acute abdomen / bowel obstruction and strangulated hernia: vomiting with a stuck lump or
    // green vomit.
    id: "vomiting_obstruction",
    name: "vomiting",
    triggers: ["vomiting"],
    items: ["hernia_stuck", "vomiting_green", "abdominal_mass_child", "pesticide_exposure"],
    sources: [NICE_ABDO, WHO_POISON],
  },
  {
    // NICE CKS renal or ureteric colic: loin pain to the groin or with blood in the urine is a stone; with
    // fever it is an obstructed infected kidney (emergency).
    id: "loin_pain",
    name: "loin pain",
    triggers: ["flank_pain"],
    items: ["pain_to_groin", "haematuria"],
    sources: [NICE_UPPER_UTI],
  },
  {
    // NICE CKS tiredness/fatigue in adults and NICE NG12: pallor, unexplained bruising or bleeding and
    // breathlessness are red flags (anaemia, leukaemia); NICE CKS sickle cell: sudden pallor and tiredness
    // (splenic sequestration, aplastic crisis).
    id: "fatigue",
    name: "tiredness",
    triggers: ["fatigue"],
    items: ["pale", "bleeding_unusual", "sob_rest", "known_sickle"],
    sources: [NICE_CANCER_RED_FLAGS, BSH_SICKLE],
  },
  {
    // NCDC Lassa fever case definition and WHO viral haemorrhagic fever: sore throat with fever and
    // unexplained bleeding or drowsiness.
    id: "sore_throat_vhf",
    name: "a sore throat",
    triggers: ["sore_throat"],
    items: ["bleeding_unusual", "drowsiness"],
    sources: [NCDC_LASSA],
  },
  {
    // NICE NG143 (red: grunting) and WHO pocket book / IMCI: grunting in a child with cough, breathing
    // difficulty or fever is severe respiratory distress.
    id: "child_grunting",
    name: "a young child's cough, breathing or fever",
    triggers: ["cough", "sob", "fast_breathing", "wheeze", "fever"],
    ages: [0, 4.99],
    items: ["grunting"],
    sources: [NICE_FEVER, IMCI],
  },
  {
    // NICE NG9 bronchiolitis and CDC pertussis: a baby with a cough or breathing problem who stops breathing
    // (apnoea) needs emergency care.
    id: "infant_apnoea",
    name: "a baby's cough or breathing",
    triggers: ["cough", "sob", "fast_breathing", "wheeze", "poor_feeding"],
    ages: [0, 0.99],
    items: ["apnoea"],
    sources: [NICE_BRONCHIOLITIS, IMCI],
  },
  {
    // WHO IMCI young infant: fever OR low body temperature (below 35.5 °C) is "very severe disease".
    id: "young_infant_cold",
    name: "a baby under 2 months",
    triggers: [],
    ages: [0, 0.167],
    items: ["hypothermia"],
    sources: [IMCI],
  },
  {
    // Resuscitation Council UK / WHO Basic Emergency Care: after a collapse, check the person is breathing
    // normally; unresponsive and not breathing (or only gasping) is cardiac arrest.
    id: "collapse",
    name: "fainting or collapse",
    triggers: ["fainting"],
    items: ["not_breathing"],
    sources: [WHO_INJURY],
  },
  // ck-kb9: danger signs asked for the complaint a person starts with, where an emergency was missed because
  // its sign was never asked.
  {
    // NICE CKS gastrointestinal bleeding: blood from the back passage is asked how much (massive bleeding is an
    // emergency; in a toddler painless heavy bleeding is a Meckel's diverticulum) and whether the person is pale.
    id: "rectal_bleeding",
    name: "blood from the back passage",
    triggers: ["bloody_stool", "black_stool"],
    items: ["rectal_bleeding_heavy", "pale"],
    sources: [ETAT, NICE_DYSPEPSIA],
  },
  {
    // ESC 2015 pericardial diseases / NICE CKS heart failure: breathlessness lying flat is asked
    // about swollen neck veins and faintness (tamponade, decompensated heart failure).
    id: "heart_failure_signs",
    name: "breathlessness lying flat",
    triggers: ["orthopnoea"],
    items: ["neck_veins_distended", "fainting", "cold_clammy"],
    sources: [NICE_BREATH],
  },
  {
    // NICE CKS appendicitis and acute abdomen: belly pain is asked whether walking, jumping or coughing makes
    // it worse (peritonism; a young child limps or will not walk).
    id: "belly_peritonism",
    name: "belly pain",
    triggers: BELLY_PAIN_FINDINGS,
    items: ["pain_movement", "walking_pain"],
    sources: [NICE_ABDO],
  },
  {
    // NICE CKS inguinal hernia: a groin lump is asked whether it is stuck and painful and whether there is
    // vomiting or a swollen belly (strangulation, obstruction).
    id: "groin_lump",
    name: "a groin lump",
    triggers: ["groin_lump"],
    items: ["hernia_stuck", "vomiting", "distension"],
    sources: [NICE_ABDO, NICE_CONSTIPATION],
  },
  {
    // WHO Abortion care guideline (2022) / WHO MCPC: after an abortion, fever, heavy bleeding and severe belly
    // pain are danger signs (sepsis, retained products, perforation).
    id: "after_abortion",
    name: "a recent abortion",
    triggers: ["recent_abortion"],
    sex: "female",
    items: ["fever", "heavy_vaginal_bleeding", "severe_abdominal_pain", "fainting"],
    sources: [WHO_ANC, NICE_SEPSIS],
  },
  {
    // RCOG Green-top 63 antepartum haemorrhage: bleeding in pregnancy is asked how far along the pregnancy is
    // (after 20 weeks any bleeding needs hospital now).
    id: "pregnancy_bleeding_stage",
    name: "vaginal bleeding",
    triggers: ["vaginal_bleeding", "heavy_vaginal_bleeding"],
    sex: "female",
    ages: [11, 55],
    items: ["pregnant_late"],
    sources: [WHO_ANC],
  },
  {
    // WHO Abortion care guideline (2022) / NICE CKS pelvic inflammatory disease: lower belly pain or an
    // abnormal discharge is asked about a recent abortion or birth (septic abortion, puerperal sepsis).
    id: "pelvic_after_pregnancy",
    name: "lower belly pain or discharge",
    triggers: ["lower_abdominal_pain", "vaginal_discharge"],
    sex: "female",
    ages: [11, 55],
    items: ["recent_abortion", "recent_delivery"],
    sources: [WHO_ANC, NICE_PID],
  },
  {
    // WHO Pocket book of hospital care for children / NICE CKS: a baby who cries in spells and draws up the
    // legs is asked about blood in the stool, green vomit, pallor and drowsiness (intussusception, volvulus).
    id: "crying_baby",
    name: "a baby crying in spells",
    triggers: ["long_crying"],
    ages: [0, 4.99],
    items: ["bloody_stool", "bloody_diarrhoea", "vomiting_green", "drowsiness", "pale"],
    sources: [ETAT, NICE_ABDO],
  },
  {
    // WHO IMPAC / NICE NG25 preterm labour: a pregnant woman is asked about regular
    // tightenings (labour, preterm labour).
    id: "pregnancy_contractions",
    name: "pregnancy",
    triggers: ["pregnant"],
    sex: "female",
    items: ["contractions"],
    sources: [WHO_ANC],
  },
  {
    // NICE CG102 / NG240 meningitis and NICE CKS headache: a headache is asked whether light hurts the eyes.
    id: "fever_headache_light",
    name: "headache",
    triggers: ["headache"],
    items: ["photophobia"],
    sources: [NICE_HEADACHE, NICE_FEVER],
  },
  {
    // NICE CKS breathlessness and NICE CG187: breathlessness is asked whether it is worse lying flat
    // (heart failure, pulmonary oedema).
    id: "breathless_lying_flat",
    name: "breathlessness",
    triggers: ["sob", "fast_breathing"],
    ages: [12, 120],
    items: ["orthopnoea"],
    sources: [NICE_BREATH],
  },
  {
    // WHO severe malaria criteria and WHO leptospirosis: little or no urine is asked about yellow eyes
    // (jaundice with kidney failure: severe malaria, Weil's disease, haemolysis).
    id: "little_urine",
    name: "passing little urine",
    triggers: ["oliguria"],
    items: ["yellow_eyes", "dark_urine"],
    sources: [WHO_MALARIA_SEVERE, NICE_AKI],
  },
  {
    // BE-FAST and NICE CKS catatonia: an adult or teenager who has stopped talking is asked about a stroke
    // (speech, face, arm) and about catatonic stupor.
    id: "stopped_talking",
    name: "stopped talking",
    triggers: ["speech_delay"],
    ages: [12, 120],
    items: ["slurred_speech", "weakness_one_side", "face_droop", "catatonic_stupor", "confusion"],
    sources: [BEFAST, NICE_SELF_HARM],
  },
  {
    // RCOG Green-top 37b and NICE NG158: a woman who is breathless, coughs blood or has a swollen calf is asked
    // about pregnancy and a recent birth (pulmonary embolism, peripartum cardiomyopathy).
    id: "breathless_pregnancy",
    name: "breathlessness",
    triggers: ["sob", "haemoptysis", "calf_swelling"],
    sex: "female",
    ages: [12, 50],
    items: ["recent_delivery", "pregnant"],
    sources: [WHO_ANC, NICE_VTE],
  },
  {
    // NICE CKS myasthenia gravis, WHO snakebite and CDC botulism: difficulty swallowing is asked about drooping
    // eyelids (bulbar weakness that can stop breathing).
    id: "swallowing_weakness",
    name: "difficulty swallowing",
    triggers: ["painful_swallowing"],
    ages: [5, 120],
    items: ["drooping_eyelids"],
    sources: [WHO_SNAKE],
  },
  {
    // NICE NG18 diabetes in children and young people: fast or deep breathing (with vomiting or belly pain) is
    // asked about thirst and passing a lot of urine (diabetic ketoacidosis at first presentation).
    id: "fast_breathing_thirst",
    name: "fast breathing",
    triggers: ["fast_breathing", "deep_breathing"],
    ages: [1, 120],
    items: ["thirst", "frequent_urination"],
    sources: [NICE_DKA],
  },
  {
    // NICE NG143 fever in under 5s (irritability, not responding normally) and NICE CG102 meningitis in
    // infants: a young child who is not feeding is asked whether they are unusually irritable.
    id: "not_feeding_irritable_child",
    name: "a young child not feeding",
    triggers: ["poor_feeding", "unable_to_drink"],
    ages: [0, 4.99],
    items: ["irritable_child", "high_pitched_cry"],
    sources: [NICE_FEVER],
  },
  {
    // ENT UK / BMJ Best Practice nasal fractures: every nose injury is checked for a septal haematoma.
    id: "nose_injury",
    name: "a blow to the nose",
    triggers: ["nose_injury"],
    items: ["nose_inside_swelling", "nosebleed_prolonged", "knocked_out", "vision_blurred"],
    sources: [NICE_EPISTAXIS, WHO_INJURY],
  },
  {
    // NICE NG39 / EAU urological trauma: a blow to the loin or belly is asked about blood in the urine.
    id: "loin_injury",
    name: "a blow to the side or belly",
    triggers: ["flank_injury", "belly_injury"],
    items: ["haematuria", "fainting", "cold_clammy"],
    sources: [WHO_INJURY],
  },
  {
    // Society for Endocrinology acute hypocalcaemia: tingling or cramping hands are asked about a recent
    // thyroid or neck operation (the commonest cause of dangerous low calcium).
    id: "tingling_spasm",
    name: "tingling lips or cramping hands",
    triggers: ["perioral_tingling", "hand_spasm"],
    items: ["recent_neck_surgery", "seizure", "palpitations"],
    sources: [ETAT],
  },
  {
    // SDCEP post-extraction bleeding and WHO Pocket book (circumcision): after a tooth extraction or a
    // circumcision, ask whether the bleeding has stopped.
    id: "after_procedure",
    name: "a recent tooth extraction or circumcision",
    triggers: ["recent_tooth_extraction", "recent_circumcision", "recent_throat_surgery"],
    items: ["procedure_bleeding", "wound_bleeding_heavy", "mouth_bleeding", "fever", "swollen_face"],
    sources: [ETAT],
  },
  {
    // WHO Blood transfusion safety / NICE NG24: during or after a transfusion, ask about the signs of an acute
    // reaction (fever and shivering, loin pain, dark urine, breathlessness).
    id: "after_transfusion",
    name: "a recent blood transfusion",
    triggers: ["recent_transfusion"],
    items: ["dark_urine", "sob", "fever", "chills"],
    sources: [ETAT],
  },
  {
    // RCOG Green-top 5 (OHSS): after fertility treatment, ask about little urine and breathlessness.
    id: "after_fertility_treatment",
    name: "recent fertility treatment",
    triggers: ["fertility_treatment"],
    items: ["oliguria", "sob", "vomiting_persistent"],
    sources: [ETAT],
  },
  {
    // SDCEP / WHO Pocket book: bleeding after a procedure is asked about signs of blood loss.
    id: "procedure_bleeding",
    name: "bleeding after a procedure",
    triggers: ["procedure_bleeding"],
    items: ["fainting", "cold_clammy", "pale", "known_bleeding_disorder"],
    sources: [ETAT],
  },
  // Eleventh round (kb/gp11.test.ts): danger signs asked for the complaint a person starts with.
  {
    // AHA 2017 Kawasaki disease: a young child with a long fever is asked about swollen, peeling hands and feet
    // (red eyes are asked by the interview itself: listing them here would make them a cheap screen item for
    // every complaint).
    id: "long_fever_child",
    name: "a long fever in a child",
    triggers: ["fever_long"],
    ages: [0, 9.99],
    items: ["swollen_hands_feet"],
    sources: [
      NICE_FEVER,
      {
        name: "AHA: Diagnosis, treatment and long-term management of Kawasaki disease (2017)",
        url: "https://www.ahajournals.org/doi/10.1161/CIR.0000000000000484",
      },
    ],
  },
  {
    // NICE CKS balanitis / phimosis and paraphimosis: a sore, swollen or tight foreskin is asked whether it is
    // stuck behind the head of the penis (paraphimosis cuts off the blood flow).
    id: "foreskin",
    name: "a sore or tight foreskin",
    triggers: ["foreskin_tight", "penis_tip_sore"],
    items: ["foreskin_stuck"],
    sources: [NICE_SCROTAL],
  },
  {
    // NICE CKS / BAD SJS-TEN: blisters or peeling skin are asked about a new medicine and sores in the mouth.
    id: "blisters_drug",
    name: "blisters or peeling skin",
    triggers: ["blisters", "skin_peeling"],
    items: ["new_medicine", "mouth_ulcers"],
    sources: [
      {
        name: "NICE CKS: Stevens-Johnson syndrome and toxic epidermal necrolysis (blisters with mucosal sores after a new drug)",
        url: "https://cks.nice.org.uk/topics/stevens-johnson-syndrome-toxic-epidermal-necrolysis/",
      },
    ],
  },
  {
    // NICE CKS systemic lupus erythematosus / hyperthyroidism: known lupus is asked about the organ flares, a
    // known overactive thyroid about the signs of a storm.
    id: "lupus_thyroid_history",
    name: "lupus or an overactive thyroid",
    triggers: ["known_lupus", "known_hyperthyroid"],
    items: ["sob", "oliguria", "fever", "palpitations", "confusion"],
    sources: [
      {
        name: "NICE CKS: Systemic lupus erythematosus - emergency admission for organ-threatening flares",
        url: "https://cks.nice.org.uk/topics/lupus-systemic-erythematosus/",
      },
    ],
  },
  {
    // RCOphth / NICE CKS orbital cellulitis: a swollen eyelid is asked about double vision and blurred sight
    // (infection behind the eye, cavernous sinus thrombosis).
    id: "swollen_eyelid",
    name: "a swollen eyelid",
    triggers: ["eyelid_swelling"],
    items: ["double_vision", "vision_blurred"],
    sources: [NICE_RED_EYE],
  },
  {
    // RCOphth eye trauma: an injured eye is asked about sight, double vision and a bulging eye.
    id: "eye_injury",
    name: "an eye injury",
    triggers: ["eye_injury"],
    items: ["vision_loss", "vision_blurred", "double_vision", "bulging_eyes"],
    sources: [NICE_RED_EYE],
  },
  {
    // WHO Basic emergency care: a wound is asked whether it bleeds heavily.
    id: "wound_bleeding",
    name: "a wound",
    triggers: ["wound"],
    items: ["wound_bleeding_heavy"],
    sources: [WHO_INJURY],
  },
  // Twelfth round (kb/findings-gp12.ts): the sign that tells the neighbours apart, asked for the complaint.
  {
    // NICE CKS corneal superficial injury / RCOphth: a fragment from hammering, grinding or drilling can pierce
    // the eye while it feels like a speck (high-velocity injury: eye casualty the same day).
    id: "eye_fast_fragment",
    name: "something in the eye or an eye injury",
    triggers: ["foreign_body_eye", "eye_injury"],
    items: ["eye_high_velocity"],
    sources: [
      {
        name: "NICE CKS: Corneal superficial injury (high-velocity injury: refer to eye casualty)",
        url: "https://cks.nice.org.uk/topics/corneal-superficial-injury/",
      },
    ],
  },
  {
    // NICE NG225 self-harm / WHO mhGAP: anyone who has swallowed a poison or an overdose is asked about suicidal
    // intent and plans, whatever the poison; the poison's own danger signs do not end the interview first.
    id: "self_poisoning_intent",
    name: "a poison or an overdose",
    triggers: ["pesticide_exposure", "paracetamol_overdose", "poisoning"],
    ages: [8, 200],
    items: ["suicidal", "goodbye_note", "giving_away_belongings"],
    sources: [NICE_SELF_HARM],
  },
  {
    // NICE NG12 / NICE CKS breast cancer recognition: with a breast lump, ask about skin tethering or
    // dimpling, a newly pulled-in nipple, blood from the nipple and a lump in the armpit.
    id: "breast_lump_signs",
    name: "a breast lump",
    triggers: ["breast_lump"],
    items: ["breast_skin_change", "nipple_blood", "swollen_glands"],
    sources: [
      {
        name: "NICE CKS: Breast cancer - recognition and referral",
        url: "https://cks.nice.org.uk/topics/breast-cancer-recognition-referral/",
      },
    ],
  },
  {
    // NICE CKS palpitations / Resuscitation Council UK: a racing heart that starts like a switch and stays
    // fast is a tachyarrhythmia (SVT), not a panic surge that settles within minutes.
    id: "palpitations_onset",
    name: "a racing heart",
    triggers: ["palpitations"],
    items: ["palpitations_sudden_regular"],
    sources: [NICE_PALPITATIONS],
  },
  {
    // WHO typhoid fever: perforation comes in the second to fourth week, often after treatment has started;
    // sudden severe belly pain is asked about recent typhoid.
    id: "belly_after_typhoid",
    name: "severe belly pain",
    triggers: ["severe_abdominal_pain", "rigid_abdomen"],
    items: ["recent_typhoid"],
    sources: [{ name: "WHO: Typhoid", url: "https://www.who.int/news-room/fact-sheets/detail/typhoid" }],
  },
  {
    // NICE CKS dental abscess: pus or a gum boil by an aching tooth tells a dental abscess from decay.
    id: "tooth_pus",
    name: "toothache or a swollen gum",
    triggers: ["toothache", "swollen_gums"],
    items: ["gum_abscess"],
    sources: [NICE_DENTAL_ABSCESS],
  },
  {
    // WHO Basic emergency care / RCOG: genital bleeding (after sex, an injury or between periods) that does
    // not stop with pressure is an emergency whatever its source; bleeding after forced sex needs emergency care
    // (WHO clinical management of rape: emergency contraception and HIV prophylaxis within 72 hours).
    id: "vaginal_bleeding_heavy",
    name: "bleeding from the vagina",
    triggers: ["vaginal_bleeding", "bleeding_between"],
    items: ["wound_bleeding_heavy", "heavy_vaginal_bleeding", "sexual_assault"],
    sources: [
      WHO_INJURY,
      {
        name: "WHO: Clinical management of rape and intimate partner violence survivors (2020)",
        url: "https://www.who.int/publications/i/item/9789240001411",
      },
    ],
  },
  {
    // RCOphth / NICE CKS headache: double vision is asked about a drooping eyelid and a large pupil (a third nerve
    // palsy, an aneurysm until scanned).
    id: "double_vision_third_nerve",
    name: "double vision",
    triggers: ["double_vision"],
    items: ["drooping_eyelids", "unequal_pupils"],
    sources: [NICE_HEADACHE],
  },
  {
    // NICE CG120 (psychosis with coexisting substance misuse) / WHO mhGAP: a person using drugs is asked about
    // voices, fixed false beliefs and agitation (drug-induced psychosis with a risk of violence).
    id: "drug_use_psychosis",
    name: "drug use",
    triggers: ["drug_use"],
    ages: [10, 200],
    items: ["hallucinations", "delusions", "agitation"],
    sources: [
      {
        name: "NICE CG120: Coexisting severe mental illness (psychosis) and substance misuse",
        url: "https://www.nice.org.uk/guidance/cg120",
      },
    ],
  },
  {
    // RCEM / BAPU hair tourniquet: a baby crying inconsolably is checked for a hair round a toe, finger or penis.
    id: "crying_baby_tourniquet",
    name: "a baby crying and cannot be settled",
    triggers: ["long_crying", "irritable_child"],
    ages: [0, 2],
    items: ["hair_tourniquet", "high_pitched_cry"],
    sources: [
      {
        name: "StatPearls: Hair Tourniquet Syndrome",
        url: "https://www.ncbi.nlm.nih.gov/books/NBK554450/",
      },
    ],
  },
  {
    // NICE CKS Bell's palsy: a facial palsy is examined for forehead and eye-closure involvement (lower motor
    // neuron: Bell's palsy; forehead sparing: stroke) and for ear signs (otitis media, Ramsay Hunt syndrome).
    id: "facial_palsy_extent",
    name: "a drooping face",
    triggers: ["face_droop"],
    items: ["face_palsy_eye_forehead", "ear_discharge", "fever"],
    sources: [
      { name: "NICE CKS: Bell's palsy - diagnosis and referral", url: "https://cks.nice.org.uk/topics/bells-palsy/" },
    ],
  },
  {
    // ESPGHAN/NASPGHAN 2017 foreign body ingestion: a button battery or magnet needs removal within hours; an
    // object stuck in the gullet drools, refuses or vomits drinks or hurts to swallow; one in the airway
    // chokes, coughs or wheezes (ETAT).
    id: "swallowed_object",
    name: "a swallowed object",
    triggers: ["swallowed_object"],
    items: ["swallowed_battery", "choking", "stridor", "drooling", "painful_swallowing", "vomiting_persistent"],
    sources: [
      {
        name: "ESPGHAN/NASPGHAN: Management of ingested foreign bodies in children (2017)",
        url: "https://pubmed.ncbi.nlm.nih.gov/28937724/",
      },
      ETAT,
    ],
  },
  // Emergency round (ck-em10): the guideline danger signs of a complaint that no screen asked yet.
  {
    // RCOphth / NICE CKS Cellulitis - acute (periorbital and orbital): every swollen eyelid is checked for the
    // signs of infection behind the eye — pain on moving the eye, an eye pushed forward — and for fever.
    id: "swollen_eyelid_orbit",
    name: "a swollen eyelid",
    triggers: ["eyelid_swelling"],
    items: ["eye_pain_movement", "bulging_eyes", "fever"],
    sources: [
      {
        name: "NICE CKS: Cellulitis - acute (orbital cellulitis)",
        url: "https://cks.nice.org.uk/topics/cellulitis-acute/",
      },
      NICE_RED_EYE,
    ],
  },
  {
    // NICE NG143 Fever in under 5s (amber: a limb that will not bear weight or is not used) and NICE CKS
    // Acute childhood limp (fever with a limp or a limb not used: septic arthritis or osteomyelitis, same-day
    // hospital assessment): a feverish child is asked whether they will walk on and use every limb.
    id: "fever_child_limb",
    name: "a child with fever",
    triggers: ["fever", "chills"],
    ages: [0, 15.99],
    items: ["cant_bear_weight", "limb_not_used", "arm_not_used"],
    sources: [
      NICE_FEVER,
      { name: "NICE CKS: Acute childhood limp", url: "https://cks.nice.org.uk/topics/acute-childhood-limp/" },
    ],
  },
  {
    // NICE CKS Osteomyelitis / Acute childhood limp and NICE CKS Deep vein thrombosis: pain in a leg or a bone
    // is asked whether the leg takes weight, about fever (bone or joint infection) and a swollen calf (DVT).
    id: "limb_pain",
    name: "pain in a leg, arm or bone",
    triggers: ["bone_pain", "bone_tenderness", "sciatica_pain"],
    items: ["cant_bear_weight", "fever", "calf_swelling"],
    sources: [
      { name: "NICE CKS: Osteomyelitis", url: "https://cks.nice.org.uk/topics/osteomyelitis/" },
      { name: "NICE CKS: Acute childhood limp", url: "https://cks.nice.org.uk/topics/acute-childhood-limp/" },
      NICE_VTE,
    ],
  },
  {
    // NHS plaster-cast care advice and BOAST compartment syndrome (2014): anyone in a cast is asked about pain
    // that painkillers do not ease, numb or tingling fingers or toes, and a cold, pale limb.
    id: "limb_cast",
    name: "an arm or leg in a cast",
    triggers: ["limb_in_cast"],
    items: ["painkillers_not_helping", "numbness", "tight_limb_pain", "limb_cold_pale"],
    sources: [
      {
        name: "BOAST: Diagnosis and management of compartment syndrome of the limbs",
        url: "https://www.boa.ac.uk/resource/boast-10-pdf.html",
      },
      NICE_LIMB,
    ],
  },
  {
    // NICE CKS Sore throat - acute: a quinsy (peritonsillar abscess) shows as a stiff jaw that will not open
    // (trismus) with a muffled voice: admit. Trismus with a sore throat is also tetanus until proven otherwise.
    id: "sore_throat_trismus",
    name: "a sore throat",
    triggers: ["sore_throat", "painful_swallowing"],
    items: ["lockjaw"],
    sources: [NICE_SORE_THROAT],
  },
  {
    // NICE CKS Chest pain and ESC aortic syndromes: a chest pain is asked whether it tore through to the back
    // (aortic dissection: ambulance, and never thrombolysis).
    id: "chest_pain_tearing",
    name: "chest pain",
    triggers: ["chest_pain", "chest_pain_pressure", "chest_tightness"],
    items: ["tearing_pain"],
    sources: [NICE_CHEST],
  },
  {
    // NICE CKS Carbon monoxide poisoning: CO poisoning is missed because its symptoms are a headache,
    // dizziness and nausea; ask everyone with them about a generator, charcoal or fire in a closed room.
    id: "headache_fumes",
    name: "a headache or dizziness",
    triggers: ["headache", "dizziness"],
    items: ["fumes"],
    sources: [
      {
        name: "NICE CKS: Carbon monoxide poisoning - when to suspect (headache, dizziness, nausea)",
        url: "https://cks.nice.org.uk/topics/carbon-monoxide-poisoning/",
      },
    ],
  },
  {
    // NICE CKS Retinal detachment: new floaters or blurred sight are asked about a shadow or curtain over the
    // vision (detachment: same-day eye emergency).
    id: "vision_curtain",
    name: "blurred vision or new floaters",
    triggers: ["vision_blurred", "floaters", "vision_loss"],
    items: ["curtain_vision"],
    sources: [
      {
        name: "NICE CKS: Retinal detachment (new floaters, flashes, a curtain over the vision)",
        url: "https://cks.nice.org.uk/topics/retinal-detachment/",
      },
    ],
  },
  {
    // NICE NG141 Cellulitis and erysipelas and NICE NG51 sepsis: a red, hot, spreading skin is asked about
    // pain much worse than it looks (necrotising fasciitis), fever, and dizziness or confusion (sepsis).
    id: "skin_infection",
    name: "a red, hot, swollen skin",
    triggers: ["cellulitis_skin"],
    items: ["spreading_severe_skin_pain", "fever", "dizziness", "confusion"],
    sources: [
      {
        name: "NICE NG141: Cellulitis and erysipelas - antimicrobial prescribing",
        url: "https://www.nice.org.uk/guidance/ng141",
      },
      NICE_SEPSIS,
      NICE_NECROTISING,
    ],
  },
  {
    // WHO recommendations on maternal and newborn care for a positive postnatal experience (2022) / RCOG
    // Green-top 37b: after a birth, difficulty breathing and a painful swollen calf are danger signs
    // (pulmonary embolism, peripartum cardiomyopathy).
    id: "postnatal_breathing",
    name: "a recent birth",
    triggers: ["recent_delivery"],
    sex: "female",
    items: ["sob", "calf_swelling"],
    sources: [WHO_ANC],
  },
  {
    // NICE CKS Vertigo and BE-FAST (Balance, Eyes): vertigo with double vision is a stroke in the back of the
    // brain until proven otherwise (immediate admission); inner-ear vertigo never doubles the vision.
    id: "vertigo_double_vision",
    name: "vertigo",
    triggers: ["vertigo"],
    items: ["double_vision"],
    sources: [{ name: "NICE CKS: Vertigo - red flags", url: "https://cks.nice.org.uk/topics/vertigo/" }, BEFAST],
  },
  {
    // NICE CG100 Alcohol-use disorders: physical complications (admit a person in acute withdrawal who has, or
    // is at high risk of, withdrawal seizures or delirium tremens): stopping heavy drinking is asked about
    // seeing or hearing things, confusion and fits.
    id: "alcohol_withdrawal_signs",
    name: "stopping heavy drinking",
    triggers: ["alcohol_stopped"],
    items: ["hallucinations", "confusion", "seizure"],
    sources: [
      {
        name: "NICE CG100: Alcohol-use disorders - diagnosis and management of physical complications",
        url: "https://www.nice.org.uk/guidance/cg100",
      },
    ],
  },
  {
    // BSR guideline for ANCA-associated vasculitis (2014) and KDIGO glomerular diseases (2021): coughing blood
    // with blood in the urine is a pulmonary-renal syndrome (vasculitis, Goodpasture's): emergency admission.
    id: "haemoptysis_haematuria",
    name: "coughing blood",
    triggers: ["haemoptysis"],
    items: ["haematuria"],
    sources: [
      {
        name: "BSR and BHPR guideline for the management of adults with ANCA-associated vasculitis",
        url: "https://academic.oup.com/rheumatology/article/53/12/2306/1797709",
      },
    ],
  },
  {
    // NICE CKS Bites - human and animal (deep or facial bites go to the emergency department) and WHO rabies
    // (head, face, neck and hand bites need immunoglobulin and vaccine at once): an animal or human bite is
    // asked where it is and how deep it is.
    id: "animal_bite_site",
    name: "a bite",
    triggers: ["animal_bite", "human_bite"],
    items: ["bite_deep_or_face"],
    sources: [
      { name: "NICE CKS: Bites - human and animal", url: "https://cks.nice.org.uk/topics/bites-human-animal/" },
      { name: "WHO: Rabies", url: "https://www.who.int/news-room/fact-sheets/detail/rabies" },
    ],
  },
  // Emergency round 11 (kb/findings-em11.ts).
  {
    // MHRA Drug Safety Update (carbimazole), BNF clozapine, BSR DMARD monitoring and NICE NG151: everyone taking a
    // medicine that can lower the white cells is asked about the signs of infection that mean a blood count now.
    id: "wbc_lowering_drug",
    name: "a medicine that can lower the white blood cells",
    triggers: ["wbc_lowering_drug"],
    items: ["fever", "chills", "sore_throat", "mouth_ulcers"],
    sources: [NICE_NEUTROPENIC, MHRA_CARBIMAZOLE],
  },
  {
    // NICE CKS Sore throat - acute and NICE NG151: a fever or a sore throat is asked whether the person takes a
    // medicine that can lower the white cells (carbimazole agranulocytosis presents exactly so), beside the
    // chemotherapy question of the fever screen.
    id: "fever_wbc_lowering_drug",
    name: "fever or a sore throat",
    triggers: ["fever", "chills", "sore_throat", "mouth_ulcers"],
    ages: [12, 120],
    items: ["wbc_lowering_drug"],
    sources: [NICE_NEUTROPENIC, MHRA_CARBIMAZOLE, NICE_SORE_THROAT],
  },
  {
    // NICE NG136 hypertension in adults: a high reading is asked whether it reached 180/120 and about the
    // symptoms that make it an emergency (chest pain, breathlessness, vision changes, confusion, weakness).
    id: "high_bp_reading",
    name: "a high blood pressure reading",
    triggers: ["high_bp_reading"],
    items: ["bp_very_high", "chest_pain", "sob", "vision_blurred", "confusion", "weakness_one_side"],
    sources: [NICE_BP],
  },
  {
    // NICE NG51 sepsis risk stratification and NICE CKS cellulitis, boils and mastitis (admit when systemically
    // unwell): an infected breast, skin, wound or tooth is asked about fever, shivering and a racing heart.
    id: "infection_source_sepsis",
    name: "an infected breast, skin, wound or tooth",
    triggers: [
      "breast_red_hot",
      "breast_red_swollen",
      "nipple_pus",
      "cellulitis_skin",
      "red_streak",
      "boil",
      "dirty_wound",
      "perineal_wound",
      "foot_ulcer",
      "gum_abscess",
    ],
    items: ["fever", "chills", "palpitations"],
    sources: [NICE_SEPSIS, NICE_MASTITIS],
  },
  {
    // NICE CKS Systemic lupus erythematosus: a lupus rash or known lupus is asked about the kidney (swollen legs
    // or face, frothy or bloody urine: lupus nephritis needs urgent assessment).
    id: "lupus_kidney",
    name: "a lupus rash or known lupus",
    triggers: ["butterfly_rash", "known_lupus"],
    items: ["leg_swelling", "foamy_urine", "haematuria"],
    sources: [
      {
        name: "NICE CKS: Systemic lupus erythematosus - urgent referral with organ involvement (kidney)",
        url: "https://cks.nice.org.uk/topics/lupus-systemic-erythematosus/",
      },
    ],
  },
  {
    // WHO ETAT (in any patient with impaired consciousness or convulsions, check for low blood sugar) and JBDS
    // hypoglycaemia: confusion or drowsiness is asked about insulin and diabetes tablets (a low sugar is treated
    // with sugar at once, and a drowsy person with diabetes needs an ambulance).
    id: "altered_consciousness_diabetes",
    name: "confusion or drowsiness",
    triggers: ["confusion", "drowsiness", "unconscious"],
    ages: [5, 200],
    // Drowsiness decides between sugar by mouth and an ambulance (red-flag-rules.ts diabetes_reduced_consciousness).
    // JBDS-IP hypoglycaemia: insulin taken without a meal is the usual story of a low sugar (ck-em12).
    items: ["uses_insulin", "known_diabetes", "drowsiness", "insulin_no_food"],
    sources: [ETAT, NICE_DKA],
  },
  {
    // WHO mhGAP Intervention Guide (self-harm/suicide: first ask whether there has been a medically serious act
    // of self-harm such as poisoning or an overdose) and NICE NG225: low mood is asked whether the person has
    // taken tablets or a poison; a complaint told as sadness can be an overdose already taken.
    id: "low_mood_overdose",
    name: "low mood",
    triggers: ["low_mood", "anhedonia", "suicidal"],
    ages: [8, 200],
    items: ["poisoning", "paracetamol_overdose"],
    sources: [
      {
        name: "WHO: mhGAP Intervention Guide 2.0 - self-harm and suicide (medically serious act of self-harm)",
        url: "https://www.who.int/publications/i/item/9789241549790",
      },
      NICE_SELF_HARM,
    ],
  },
  {
    // WHO Pocket book of hospital care for children (heart failure in infants): a baby who breathes fast, feeds
    // poorly or does not gain weight is asked whether he sweats and tires during feeds.
    id: "infant_feeding_breathless",
    name: "a baby who breathes fast or feeds poorly",
    triggers: ["fast_breathing", "poor_feeding", "poor_growth"],
    ages: [0, 0.999],
    items: ["sweats_feeding"],
    sources: [
      {
        name: "WHO: Pocket book of hospital care for children (2013) - heart failure in infants",
        url: "https://www.who.int/publications/i/item/978-92-4-154837-3",
      },
    ],
  },
  // Emergency round 12 (ck-em12).
  {
    // ATLS haemorrhagic shock / NICE NG39 major trauma: a serious injury (belly, loin, ribs, hip or thigh, spine, a
    // deformed limb) is asked about the signs of blood loss (red-flag-rules.ts injury_shock, major_injury_pale_dizzy).
    id: "serious_injury_shock",
    name: "a serious injury",
    triggers: SERIOUS_INJURY_SITES,
    items: ["cold_clammy", "pale", "palpitations", "fainting", "dizziness"],
    sources: [
      {
        name: "NICE NG39: Major trauma - assessment and initial management",
        url: "https://www.nice.org.uk/guidance/ng39",
      },
    ],
  },
  {
    // KDIGO 2024 CKD guideline / NICE NG203: someone with known kidney disease, on dialysis, or with hiccups that
    // will not stop is asked about fluid on the lungs, uraemic confusion and vomiting everything
    // (red-flag-rules.ts kidney_failure_danger, uraemic_hiccups).
    id: "kidney_failure",
    name: "kidney disease",
    triggers: ["known_kidney_disease", "missed_dialysis", "hiccups_persistent"],
    ages: [5, 200],
    items: ["orthopnoea", "sob_rest", "confusion", "vomiting_persistent", "oliguria"],
    sources: [
      {
        name: "NICE NG203: Chronic kidney disease - assessment and management",
        url: "https://www.nice.org.uk/guidance/ng203",
      },
    ],
  },
  ...ROUNDS.flatMap((r) => r.screens ?? []),
];

/** Age rules: a finding that is urgent by itself at this age (NICE NG143: fever under 3 months is high risk). */
export interface AgeRule {
  id: string;
  name: string;
  finding: string;
  /** Inclusive age band in years. */
  ages: [number, number];
  level: TriageLevel;
  sources: Source[];
}

export const AGE_RULES: AgeRule[] = [
  {
    id: "fever_under_3_months",
    name: "Fever in a baby under 3 months",
    finding: "fever",
    ages: [0, 0.249],
    level: "emergency",
    sources: [NICE_FEVER, IMCI],
  },
  {
    id: "young_infant_not_feeding",
    name: "A baby under 2 months who is not feeding well",
    finding: "poor_feeding",
    ages: [0, 0.167],
    level: "emergency",
    sources: [IMCI],
  },
  {
    // WHO recommendations on newborn health / WHO Pocket book: any bleeding in a baby under 6 months (from the
    // navel, nose, gut or a circumcision) is vitamin K deficiency bleeding until proven otherwise.
    id: "bleeding_young_infant",
    name: "Bleeding in a baby under 6 months",
    finding: "bleeding_unusual",
    ages: [0, 0.499],
    level: "emergency",
    sources: [IMCI],
  },
  {
    // NICE CKS scrotal pain and swelling: a boy with acute testicular pain has testicular torsion until
    // examined (immediate referral; the testicle is lost after about 6 hours).
    id: "testicle_pain_boy",
    name: "Testicle pain in a boy",
    finding: "testicular_pain",
    ages: [2, 15.99],
    level: "emergency",
    sources: [NICE_SCROTAL],
  },
  {
    // NICE CKS acute childhood limp / NICE CG89 child maltreatment / RCPCH: a baby under a year who will not
    // move a leg or an arm has a fracture (often not witnessed) or a bone or joint infection, which in infants
    // often comes without fever: same-day hospital assessment.
    id: "infant_limb_not_used",
    name: "A baby under 1 year who will not move a leg",
    finding: "limb_not_used",
    ages: [0, 0.999],
    level: "emergency",
    sources: [
      { name: "NICE CKS: Acute childhood limp", url: "https://cks.nice.org.uk/topics/acute-childhood-limp/" },
      { name: "NICE CG89: Child maltreatment - when to suspect", url: "https://www.nice.org.uk/guidance/cg89" },
    ],
  },
  {
    id: "infant_arm_not_used",
    name: "A baby under 1 year who will not move an arm",
    finding: "arm_not_used",
    ages: [0, 0.999],
    level: "emergency",
    sources: [
      { name: "NICE CKS: Acute childhood limp", url: "https://cks.nice.org.uk/topics/acute-childhood-limp/" },
      { name: "NICE CG89: Child maltreatment - when to suspect", url: "https://www.nice.org.uk/guidance/cg89" },
    ],
  },
  ...EM13_AGE_RULES,
];
