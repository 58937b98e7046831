// Second blind emergency sweep (round 15, ck-sweep15): each body system's guideline emergencies (NICE CKS red flags,
// WHO IMCI/ETAT, RCOphth, RCOG, BOAST, EAU, NICE NG141/NG51) told in lay words by a frightened person or a parent,
// the danger told by its course or severity rather than its name. Mostly lay words for signs the knowledge base has;
// one new sign: pain that gets worse hour by hour.
// - Pain getting worse by the hour is how necrotising fasciitis (NICE NG141 Cellulitis and erysipelas: pain out of
//   proportion, rapidly progressing), compartment syndrome (BOAST 10: pain increasing despite analgesia), a bleed
//   inside the skull after a blow (NICE NG232) and a surgical abdomen (NICE CKS Appendicitis) are told before they
//   are named.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const SWEEP15_FINDINGS: Finding[] = [
  f(
    "pain_worsening_hours",
    "Pain getting worse by the hour",
    "Is the pain getting worse hour by hour?",
    "pain worse every hour|pain worse by the hour|pain getting worse by the hour|pain increasing every hour|pain dey increase every hour|pain dey increase|pain dey worse every hour|the pain dey increase every hour|pain worse hour by hour|pain getting worse hour by hour",
    { group: "general", base: 0.005 },
  ),
];

/** Lay words for signs the knowledge base already has (appended only where no finding has the alias yet). */
export const SWEEP15_ALIASES: Record<string, string> = {
  // RCOphth / NICE CKS Red eye: acute angle closure is told as a throbbing eye.
  eye_pain: "right eye is throbbing|left eye is throbbing|one eye is throbbing|eye dey throb",
  // RCOphth / NICE CKS Retinal detachment: a shadow or curtain spreading over part of the sight, a shower of floaters.
  curtain_vision:
    "shadow spreading from the side|shadow spreading across my vision|shadow spreading over my vision|shadow coming from the side|dark curtain|curtain is coming over|curtain coming over my vision|curtain coming over the side|part of the view missing|part of the view is missing|part of my view is missing|part of my sight is missing|black shadow in my eye",
  floaters:
    "shower of black spots|shower of spots|shower of floaters|many floaters|floaters like flies|many black dots|lots of black spots|black spots like flies|flies in my vision|flies in front of my eye",
  flashing_lights:
    "small lightning in one eye|small lightning in my eye|lightning in my eye|lightning in the eye|lightning in one eye|flashes like lightning|light flashing in my eye",
  eye_vision_reduced:
    "vision going down|sight going down|vision is going down|vision reducing|sight is reducing|vision getting less|sight getting less|sight dey reduce|eye no dey see well again",
  // NICE CKS Epistaxis: a nosebleed not stopped by 10–15 minutes of firm pinching needs hospital.
  nosebleed_prolonged:
    "still bleeding after pinching|pinched nose still bleeding|pinched my nose and it is still bleeding|pressed my nose and it is still bleeding|pressing the nose and still bleeding|nose bleed no gree stop|nosebleed no gree stop",
  // NICE CKS Analgesia / BOAST 10 / NICE CKS Sickle cell: pain the usual painkillers do not touch.
  painkillers_not_helping:
    "painkillers not working|painkillers are not working|painkillers at home not working|painkiller no work|painkillers no work|paracetamol no work|paracetamol no dey work|paracetamol not working|paracetamol is not working|paracetamol does not touch|paracetamol no touch am|drugs no dey work for the pain|pain medicine not working|painkillers do nothing|painkillers did not help",
  // SDCEP / NICE CKS Dental abscess: a mouth that will not open wide is trismus, a sign of spreading infection.
  lockjaw:
    "cannot open mouth wide|cannot open my mouth wide|cant open my mouth wide|can't open my mouth wide|cannot open mouth well|cannot open my mouth well",
  // BAD / NICE CKS Impetigo: staphylococcal scalded skin is told as skin that wrinkles and peels, as if scalded.
  skin_peeling: "skin wrinkles and peels|skin wrinkling and peeling|looks like scalded skin|skin dey wrinkle and peel",
  // BESS / NICE NG38: a dislocated shoulder looks square.
  shoulder_out:
    "shoulder look square|shoulder looks square|shoulder is square|shoulder don shift|shoulder don comot for place",
  // WHO IMCI Anaemia: severe palmar pallor.
  severe_pallor:
    "palms very pale|palms are very pale|palm very pale|his palms are white|her palms are white|palms dey white",
  // WHO / KDIGO acute glomerulonephritis: tea-coloured urine.
  dark_urine:
    "urine like tea|urine is like tea|urine like tea colour|urine like black tea|urine like coke|urine like coca cola",
  // EAU Urological trauma: a penile fracture is told as a crack or pop during sex and a sudden loss of erection.
  penis_crack:
    "heard a pop from my penis|pop from my penis during sex|erection went down suddenly|erection went down at once",
  // WHO / RCOG PPH: bleeding after birth told as pouring blood and soaked cloths.
  heavy_vaginal_bleeding:
    "blood still pouring after birth|blood is still pouring after birth|blood still pouring after delivery|blood dey pour after birth|blood dey pour after delivery",
  // SDCEP / NICE CKS Dental abscess: Ludwig's angina lifts the tongue.
  floor_mouth_swelling:
    "tongue raised|tongue is pushing up|tongue pushing up|tongue lifted up|tongue is lifted|under my tongue is swelling|under my tongue and neck are swelling|under my tongue dey swell",
  // EAU Priapism: an erection lasting more than 4 hours is an emergency; in Pidgin the penis "don stand" (stood up)
  // since hours and "no gree go down".
  priapism:
    "erection more than 4 hours|erection for more than 4 hours|erection over 4 hours|erection since 4 hours|erection wey no gree go down|erection no gree go down|prick don stand|penis don stand|manhood don stand|dick don stand|penis dey stand since|prick dey stand since",
  // NICE NG51 Sepsis / NICE NG148 AKI: passing hardly any urine.
  oliguria:
    "hardly peeing|hardly passing urine|barely peeing|barely passing urine|peeing very little|hardly urinating|urine no dey come much|he no dey piss much|she no dey piss much",
  // NICE CKS Burns and scalds: smoke breathed in a closed space, soot in the spit.
  smoke_inhaled:
    "trapped in a smoky room|trapped in smoke|trapped in a burning house|trapped in the fire|breathed in smoke|breathed in a lot of smoke|smoke enter my chest",
  soot_airway:
    "black spit|spitting black|coughing black|black sputum|black phlegm after the fire|black catarrh after fire",
  // RCOphth Eye trauma: a peaked, teardrop pupil after a blow or a flying fragment is a ruptured globe.
  eye_penetrating:
    "pupil looks like teardrop|pupil like a teardrop|teardrop pupil|pupil shape changed after|pupil is not round",
  // NICE NG128 Stroke: a clumsy hand, dropping things.
  weakness_one_side: "hand is clumsy|my hand is clumsy|clumsy hand|hand suddenly clumsy",
  // NICE NG234 Spinal metastases: back pain in someone who has had cancer.
  known_cancer: "had cancer|had cancer before",
  // NICE CKS Inguinal hernia: a lump that cannot be pushed back is incarcerated.
  hernia_stuck: "cannot push it back|cant push it back|can't push it back|no fit push am back|it will not go back in",
};

/** Where the new sign belongs in the conditions it describes. */
export const SWEEP15_LIKELIHOOD_ROWS: Record<string, string> = {
  necrotising_fasciitis: "pain_worsening_hours .6",
  compartment_syndrome: "pain_worsening_hours .7",
  intracranial_haemorrhage: "pain_worsening_hours .3",
  appendicitis: "pain_worsening_hours .3",
  testicular_torsion: "pain_worsening_hours .3",
  ovarian_torsion: "pain_worsening_hours .3",
  epiglottitis: "pain_worsening_hours .3",
  peritonsillar_abscess: "pain_worsening_hours .3",
  retropharyngeal_abscess: "pain_worsening_hours .3",
  ludwigs_angina: "pain_worsening_hours .4",
  // ESC 2023 ACS guidelines: women, people with diabetes and older people often tell a heart attack as jaw pain,
  // indigestion and weakness rather than chest pain (the lay "jaw pain" resolves to pain when chewing).
  acute_coronary_syndrome: "jaw_pain_chewing .15, fatigue .3",
};
