// Combinations of findings that are danger signs together although each alone is not (fever alone is
// common; fever with a stiff neck is meningitis until proven otherwise). Each rule needs at least one
// present finding from every group in `all`. Sources: NICE CKS red-flag lists, WHO IMAI/ETAT danger signs,
// NCDC case definitions. Later additions: NICE CKS septic arthritis (hot swollen joint with fever: same-day
// admission); NICE NG51 sepsis and toxic shock (fever and rash with faintness or cold clammy skin); NICE
// CKS red eye (painful eye, blurred vision and vomiting: acute angle-closure glaucoma); WHO Basic emergency
// care (injured limb with numbness: neurovascular compromise, compartment syndrome); WHO Guidelines for
// malaria and BSH (acute haemolysis: dark urine with jaundice and pallor); NICE NG232 head injury and NICE
// CKS eye trauma (injury or burn with blurred or lost vision); NICE NG141 cellulitis and CREST (skin
// infection with severe pain and fever: necrotising fasciitis); World Federation of Hemophilia (2020); NICE
// NG148 acute kidney injury (little urine after nephrotoxic painkillers or herbal mixtures).
import type { TriageLevel } from "../types.ts";
import { ROUNDS } from "./index.ts";

export interface RedFlagRule {
  id: string;
  name: string;
  all: string[][];
  level: Extract<TriageLevel, "emergency" | "emergency_ambulance">;
  /** The rule does not hold when any of these is present: the sourced look-alike its guideline sets apart (fa23). */
  unless?: string[];
}

/** Every finding that says the person has been injured (any body region): the injury-with-shock rules. */
/** Injuries that can bleed litres unseen (ATLS haemorrhagic shock, NICE NG39): a deformed limb, the belly, a loin,
 * the ribs, the hip or thigh, the spine. Asked about the signs of blood loss (danger-screens.ts) and, with them, an
 * ambulance (major_injury_pale_dizzy). */
export const SERIOUS_INJURY_SITES = [
  "deformity",
  "belly_injury",
  "flank_injury",
  "rib_injury",
  "thigh_injury",
  "leg_turned_inwards",
  "neck_back_trauma",
];
export const INJURY_FINDINGS = [
  "injury",
  "head_injury",
  "knocked_out",
  "belly_injury",
  "flank_injury",
  "rib_injury",
  "thigh_injury",
  "leg_ankle_injury",
  "leg_turned_inwards",
  "neck_back_trauma",
  "limb_numb_after_injury",
  "wrist_injury",
  "elbow_injury",
  "collarbone_injury",
  "deformity",
  "wound",
  "dirty_wound",
];

export const RED_FLAG_RULES: RedFlagRule[] = [
  { id: "fever_stiff_neck", name: "Fever with a stiff neck", all: [["fever"], ["stiff_neck"]], level: "emergency" },
  // NICE NG143 (red: a weak, high-pitched or continuous cry) and NICE NG240 (meningitis in infants): asked of children
  // under 5 only (kb/finding-ages.ts); a parent who reports it is sent the same day to emergency care.
  { id: "high_pitched_cry", name: "A weak, high-pitched cry", all: [["high_pitched_cry"]], level: "emergency" },
  {
    id: "pregnancy_pain_faint",
    name: "Belly pain with fainting, dizziness or shoulder-tip pain in pregnancy",
    all: [["pregnant", "missed_period"], ["abdominal_pain"], ["fainting", "dizziness", "shoulder_tip_pain"]],
    level: "emergency",
  },
  {
    // NICE CKS ectopic pregnancy: shoulder-tip pain with collapse or dizziness in a possible pregnancy
    // (intra-abdominal bleeding), even before belly pain is reported.
    id: "pregnancy_shoulder_faint",
    name: "Shoulder-tip pain with fainting or dizziness in possible pregnancy",
    all: [["pregnant", "missed_period"], ["shoulder_tip_pain"], ["fainting", "dizziness"]],
    level: "emergency",
  },
  {
    // NICE CKS ectopic pregnancy: a possible pregnancy with belly or shoulder-tip pain and a faint (collapse)
    // is a ruptured ectopic with internal bleeding until proven otherwise: call an ambulance.
    id: "pregnancy_pain_collapse",
    name: "Belly or shoulder-tip pain with fainting in possible pregnancy",
    all: [["pregnant", "missed_period"], ["abdominal_pain", "shoulder_tip_pain"], ["fainting"]],
    level: "emergency_ambulance",
  },
  {
    // NICE CKS palpitations: same-day emergency assessment with syncope, chest pain or breathlessness.
    id: "palpitations_danger",
    name: "Racing or irregular heartbeat with fainting, chest pain or breathlessness at rest",
    all: [["palpitations"], ["fainting", "chest_pain", "sob_rest"]],
    level: "emergency",
  },
  {
    // NICE NG148 / UK Kidney Association hyperkalaemia: missed dialysis with weakness, palpitations or
    // breathlessness is an emergency (risk of cardiac arrest).
    id: "missed_dialysis_symptoms",
    name: "Missed dialysis with weakness, a racing or irregular heartbeat or breathlessness",
    all: [
      ["missed_dialysis"],
      ["palpitations", "muscle_weakness_episodes", "sob", "confusion", "chest_pain", "fatigue"],
    ],
    level: "emergency",
  },
  {
    // WHO methanol poisoning fact sheet: blurred or lost vision (or fast breathing from acidosis) after
    // drinking local or homemade alcohol is methanol poisoning until proven otherwise.
    id: "methanol_signs",
    name: "Blurred or lost vision after drinking alcohol",
    all: [
      ["illicit_alcohol", "heavy_drinking", "drunk_now"],
      ["vision_blurred", "vision_loss"],
    ],
    level: "emergency",
  },
  {
    id: "pregnancy_bleeding_pain",
    name: "Bleeding with belly pain in pregnancy",
    all: [["pregnant"], ["vaginal_bleeding"], ["abdominal_pain"]],
    level: "emergency",
  },
  {
    id: "pregnancy_preeclampsia",
    name: "Headache or vision problems with swelling in pregnancy or after birth",
    all: [
      // NICE NG133: pre-eclampsia and eclampsia also occur in the first weeks after birth.
      ["pregnant", "recent_delivery"],
      ["headache", "vision_blurred", "flashing_lights", "epigastric_pain"],
      ["leg_swelling", "swollen_face", "high_bp_reading", "vision_blurred", "flashing_lights"],
    ],
    level: "emergency",
  },
  {
    id: "sickle_danger",
    name: "Sickle cell disease with fever, chest symptoms or uncontrolled pain",
    all: [["known_sickle"], ["fever", "chest_pain", "sob", "pain_severe", "painkillers_not_helping", "pale"]],
    level: "emergency",
  },
  {
    id: "diabetes_ketones",
    name: "Diabetes on insulin with vomiting or ketone signs",
    all: [
      ["uses_insulin", "high_sugar", "known_diabetes"],
      ["vomiting", "fruity_breath", "fast_breathing", "deep_breathing"],
    ],
    level: "emergency",
  },
  {
    id: "lassa_contact_fever",
    name: "Fever after contact with Lassa fever or rats",
    all: [["fever"], ["contact_lassa"]],
    level: "emergency",
  },
  {
    id: "allergy_breathing",
    name: "Allergic swelling or hives with breathing difficulty or faintness",
    all: [
      ["hives", "swollen_face", "lip_tongue_swelling"],
      ["sob", "wheeze", "fainting", "dizziness", "hoarse_voice"],
    ],
    level: "emergency_ambulance",
  },
  {
    id: "chest_pain_collapse",
    name: "Chest pain with fainting, sweating or clammy skin",
    all: [["chest_pain"], ["fainting", "cold_clammy", "sweating", "sob_rest"]],
    level: "emergency_ambulance",
  },
  {
    // NICE NG158 (suspected pulmonary embolism: immediate assessment): the emergency department; an ambulance
    // when the person collapses, is breathless at rest or blue (those signs are ambulance cases by themselves:
    // chest_pain_collapse, cyanosis) (emergency round 11, NHS When to call 999).
    id: "clot_signs",
    name: "Painful swollen leg with breathlessness or chest pain",
    all: [["calf_swelling"], ["sob", "chest_pain"]],
    level: "emergency",
  },
  {
    id: "head_injury_signs",
    name: "Head injury with vomiting, drowsiness, confusion or severe headache",
    all: [["head_injury"], ["vomiting", "confusion", "drowsiness", "seizure", "knocked_out", "headache"]],
    level: "emergency",
  },
  {
    id: "torsion_signs",
    name: "Testicle pain with vomiting",
    all: [["testicular_pain"], ["vomiting", "nausea"]],
    level: "emergency",
  },
  {
    id: "fever_jaundice_organ",
    name: "Fever and jaundice with little urine or fast breathing",
    all: [["fever"], ["yellow_eyes"], ["oliguria", "fast_breathing", "vomiting_persistent"]],
    level: "emergency",
  },
  {
    id: "severe_dehydration",
    name: "Signs of severe dehydration",
    all: [
      ["diarrhoea", "vomiting"],
      ["sunken_eyes", "oliguria"],
      ["drowsiness", "dizziness", "fainting", "prostration"],
    ],
    level: "emergency",
  },
  {
    id: "psychosis_aggression",
    name: "Hearing voices or strange beliefs with aggression",
    all: [["hallucinations", "delusions"], ["agitation"]],
    level: "emergency",
  },
  {
    id: "bp_warning",
    name: "High blood pressure with severe headache, vision, chest or breathing problems",
    all: [
      ["high_bp_reading", "known_hypertension"],
      ["headache_sudden", "vision_blurred", "chest_pain", "confusion", "sob"],
    ],
    level: "emergency",
  },
  {
    id: "postpartum_fever",
    name: "Fever after childbirth with belly pain or smelly discharge",
    all: [["recent_delivery"], ["fever"], ["lower_abdominal_pain", "abdominal_pain", "vaginal_discharge"]],
    level: "emergency",
  },
  {
    id: "dengue_warning",
    name: "Fever with severe belly pain and persistent vomiting",
    all: [["fever"], ["severe_abdominal_pain"], ["vomiting_persistent"]],
    level: "emergency",
  },
  {
    id: "septic_joint",
    name: "Fever with a swollen joint",
    all: [["fever"], ["joint_swelling"]],
    level: "emergency",
    // NICE CKS Septic arthritis / BSR: a hot, swollen joint, usually one. Pain that moves from joint to joint after a
    // sore throat is the migratory polyarthritis of rheumatic fever (WHO, Jones criteria 2015: seen the same day);
    // with a sexual risk it stays an emergency (disseminated gonorrhoea: fa23.ts). NICE CKS Parvovirus B19: after
    // slapped cheeks, swollen painful small joints of both hands, wrists, knees or ankles (often with a mild fever)
    // are the virus's self-limiting arthropathy, seen routinely, not a septic joint (fa25).
    unless: ["joint_pain_migratory", "slapped_cheeks"],
  },
  {
    id: "fever_rash_shock",
    name: "Fever and rash with faintness or cold clammy skin",
    all: [["fever"], ["rash", "sunburn", "rash_nonblanching"], ["fainting", "dizziness", "cold_clammy"]],
    level: "emergency_ambulance",
  },
  {
    id: "acute_glaucoma",
    name: "Painful eye with blurred vision and vomiting",
    all: [["eye_pain"], ["vision_blurred", "vision_loss"], ["vomiting", "nausea"]],
    level: "emergency",
  },
  {
    id: "injured_limb_numb",
    name: "Injury with numbness or a tight swollen limb",
    all: [
      ["injury", "deformity"],
      ["numbness", "calf_swelling"],
    ],
    level: "emergency",
  },
  {
    // WHO yellow fever case definition (toxic phase) and WHO severe malaria criteria: jaundice with bleeding.
    id: "fever_jaundice_bleeding",
    name: "Fever and yellow eyes with bleeding",
    all: [["fever"], ["yellow_eyes"], ["nosebleed", "bleeding_unusual", "vomiting_blood", "black_stool"]],
    level: "emergency",
  },
  {
    id: "injury_vision",
    name: "Injury or burn with blurred or lost vision",
    all: [
      ["injury", "burn", "head_injury"],
      ["vision_blurred", "vision_loss"],
    ],
    level: "emergency",
  },
  {
    id: "skin_infection_severe_pain",
    name: "Infected skin or wound with severe pain and fever",
    all: [["cellulitis_skin", "wound", "dirty_wound"], ["pain_severe", "painkillers_not_helping"], ["fever"]],
    level: "emergency",
  },
  {
    id: "bleeding_disorder_bleed",
    name: "Bleeding disorder with a swollen joint, injury or bleeding",
    all: [
      ["known_bleeding_disorder"],
      [
        "joint_swelling",
        "injury",
        "head_injury",
        "bleeding_unusual",
        "vomiting_blood",
        "black_stool",
        "headache_sudden",
      ],
    ],
    level: "emergency",
  },
  {
    id: "acute_haemolysis",
    name: "Dark urine with yellow eyes and pallor",
    all: [["dark_urine"], ["yellow_eyes"], ["pale"]],
    level: "emergency",
  },
  {
    // NICE NG148 (acute kidney injury): little or no urine in someone exposed to a nephrotoxin (NSAIDs such
    // as diclofenac, herbal mixtures) is acute kidney injury until blood tests show otherwise.
    id: "low_urine_nephrotoxin",
    name: "Passing little or no urine after painkillers or herbal mixtures",
    all: [["oliguria"], ["nsaid_use", "nsaid_or_herbal"]],
    level: "emergency",
  },
  {
    id: "acute_abdomen",
    name: "Severe belly pain with vomiting that is worse on movement",
    all: [["severe_abdominal_pain", "pain_severe"], ["vomiting"], ["pain_movement"]],
    level: "emergency",
  },
  // tune2 additions. RCOG Green-top 57 (reduced fetal movements: contact the maternity unit at once, same-day
  // assessment); WHO/Isbister scorpion envenoming (sweating, vomiting, drooling, fast breathing are systemic
  // autonomic envenoming, worst in children); NICE NG51 sepsis and WHO ETAT (fever with collapse: shock);
  // NICE CKS acute pancreatitis (severe epigastric pain through to the back with vomiting: same-day admission);
  // NICE CG95 chest pain of recent onset (ACS may present as epigastric pain or indigestion with sweating and
  // breathlessness, especially in diabetes and in women).
  {
    id: "reduced_fetal_movements",
    name: "The baby is moving less in pregnancy",
    all: [["pregnant", "pregnant_late"], ["reduced_fetal_movements"]],
    level: "emergency",
  },
  {
    id: "scorpion_systemic",
    name: "Scorpion sting with sweating, vomiting, drooling or breathing changes",
    all: [["scorpion_sting"], ["sweating", "vomiting", "drooling", "fast_breathing", "sob", "drowsiness", "seizure"]],
    level: "emergency",
  },
  {
    id: "fever_collapse",
    name: "Fever with fainting or collapse",
    all: [["fever"], ["fainting"]],
    level: "emergency",
  },
  {
    id: "pancreatitis_pattern",
    name: "Upper belly pain going through to the back with repeated vomiting",
    all: [["epigastric_pain", "severe_abdominal_pain"], ["pain_to_back"], ["vomiting_persistent"]],
    level: "emergency",
  },
  {
    id: "acs_atypical",
    name: "Upper belly pain or heaviness with sweating and breathlessness",
    all: [["epigastric_pain"], ["sweating", "cold_clammy"], ["sob", "fainting"]],
    level: "emergency_ambulance",
  },
  // tune4 additions (classes of under-triage on unseen cases).
  // NICE NG51 sepsis / UK Sepsis Trust: fever with a fast heart or fast breathing and a sign of poor
  // circulation (dizziness or faintness, cold mottled skin, little urine, new confusion or drowsiness) is
  // moderate-to-high risk sepsis: assess within the hour. Sepsis can hide behind any source (breast, kidney, womb).
  {
    id: "sepsis_signs",
    name: "Fever with a racing heart or fast breathing and dizziness, cold skin or little urine",
    all: [
      ["fever", "chills"],
      ["palpitations", "fast_breathing"],
      ["dizziness", "cold_clammy", "oliguria", "confusion", "drowsiness"],
    ],
    level: "emergency",
  },
  {
    // NICE NG151 neutropenic sepsis: suspect it in anyone having anticancer treatment who has a fever or
    // feels unwell; refer immediately to hospital (antibiotics within the hour).
    id: "fever_on_chemotherapy",
    name: "Fever while on chemotherapy or other treatment that weakens immunity",
    all: [["fever", "chills"], ["on_chemotherapy"]],
    level: "emergency",
  },
  {
    // NICE CKS renal colic / EAU urolithiasis guideline: an obstructed kidney with fever (pain spreading to
    // the groin or blood in the urine, with fever) needs emergency decompression.
    id: "infected_obstructed_kidney",
    name: "Loin pain spreading to the groin or blood in the urine, with fever",
    all: [
      ["fever", "chills"],
      ["flank_pain", "pain_to_groin"],
      ["pain_to_groin", "haematuria"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS gastroenteritis / WHO: bloody diarrhoea followed by little or no urine with pallor, puffiness
    // or bruising is haemolytic uraemic syndrome until proven otherwise (emergency admission).
    id: "hus_signs",
    name: "Little or no urine after bloody diarrhoea, with pallor, puffiness or bruising",
    all: [
      ["bloody_diarrhoea"],
      ["oliguria"],
      ["pale", "swollen_face", "leg_swelling", "bleeding_unusual", "rash_nonblanching", "drowsiness"],
    ],
    level: "emergency",
  },
  {
    // NHS / NICE CKS (statin myopathy, exertional rhabdomyolysis; NICE NG148): dark cola urine or little urine
    // after very hard exercise is rhabdomyolysis (risk of acute kidney injury): same-day hospital care.
    id: "exertional_rhabdo",
    name: "Dark urine or little urine after very hard exercise",
    all: [["hard_exercise"], ["dark_urine", "oliguria"]],
    level: "emergency",
  },
  {
    // NICE CKS dental abscess: admit if systemically unwell or the infection spreads (facial swelling with
    // fever, trismus, swelling reaching the eye or neck, difficulty swallowing or breathing).
    id: "spreading_dental_infection",
    name: "Toothache with the face or eye swelling and fever, a stiff jaw or difficulty swallowing",
    all: [
      ["toothache", "wisdom_tooth_pain"],
      // A swollen cheek over the tooth is a local abscess (same day); the whole face or the eye is spreading.
      ["swollen_face", "eyelid_swelling"],
      ["fever", "lockjaw", "painful_swallowing", "eyelid_swelling"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS red eye: a contact lens wearer with a painful red eye and light sensitivity or blurred vision
    // has microbial keratitis until proven otherwise: same-day (emergency) eye referral.
    id: "contact_lens_keratitis",
    name: "Painful eye with light sensitivity or blurred vision in a contact lens wearer",
    all: [["contact_lens"], ["eye_pain", "red_eyes"], ["photophobia", "vision_blurred", "eye_pain"]],
    level: "emergency",
  },
  {
    // NICE CKS atopic eczema: suspected eczema herpeticum (eczema with painful clustered blisters or punched-out
    // sores, often with fever) needs same-day specialist (emergency) referral.
    id: "eczema_herpeticum",
    name: "Eczema with new painful blisters and fever",
    all: [["eczema_patches"], ["blisters", "chickenpox_rash", "cold_sores"], ["fever"]],
    level: "emergency",
  },
  {
    // NICE CG192 antenatal and postnatal mental health / RCOG: new psychotic symptoms, confusion or mania
    // after childbirth are postpartum psychosis, a psychiatric emergency.
    id: "postpartum_psychosis_signs",
    name: "Strange beliefs, hearing voices, confusion or overactivity after childbirth",
    all: [["recent_delivery"], ["delusions", "hallucinations", "confusion", "elevated_mood", "agitation"]],
    level: "emergency",
  },
  {
    // NICE CKS sore throat (admit with stridor, drooling with breathing difficulty, inability to swallow),
    // epiglottitis and retropharyngeal abscess (drooling with a stiffly held neck, muffled voice), and WHO
    // ETAT poisoning (drooling after caustics or a button battery). Drooling alone is common: teething.
    id: "drooling_airway",
    name: "Drooling with noisy or hard breathing, painful swallowing, a muffled voice or a stiff neck",
    all: [
      ["drooling"],
      [
        "stridor",
        "sob",
        "sob_rest",
        "unable_to_drink",
        "painful_swallowing",
        "hoarse_voice",
        "neck_held_stiff_child",
        "stiff_neck",
        "lip_tongue_swelling",
        "caustic_swallowed",
        "swallowed_battery",
        "choking",
        "poisoning",
        "pesticide_exposure",
        "cholinergic_signs",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE CKS infant colic red flags and APLS/NICE CKS intussusception: a crying baby who draws up the legs
    // is colic unless there is pallor, lethargy, blood in the stool or green or persistent vomiting.
    id: "crying_intussusception_signs",
    name: "Episodes of screaming in a baby with pallor, floppiness, blood in the stool or repeated vomiting",
    all: [["long_crying"], ["bloody_stool", "pale", "drowsiness", "vomiting_green", "vomiting_persistent"]],
    level: "emergency",
  },
  {
    // AHA/ASA 2021 scientific statement on central retinal artery occlusion and RCOphth: sudden loss of
    // sight in an eye is an eye stroke, treated like any stroke (BE-FAST "Eyes"): call an ambulance.
    id: "sudden_vision_loss",
    name: "Sudden loss of vision",
    all: [["vision_loss"]],
    level: "emergency_ambulance",
  },
  {
    // WHO Pocket book of hospital care for children (acute glomerulonephritis) / APLS: a nephritic child
    // (puffy face with dark or little urine) with headache and vomiting, blurred sight, confusion or fits
    // has hypertensive encephalopathy.
    id: "nephritis_encephalopathy",
    name: "A swollen face with dark or little urine, headache and vomiting or changed sight",
    all: [
      ["swollen_face"],
      ["dark_urine", "haematuria", "oliguria"],
      ["headache", "confusion", "seizure"],
      ["vomiting", "vision_blurred", "vision_loss", "confusion", "seizure"],
    ],
    level: "emergency",
  },
  {
    // NICE CG188 gallstone disease and Tokyo Guidelines 2018: pain under the right ribs with fever is
    // acute cholecystitis (or cholangitis with jaundice) until proven otherwise: hospital the same day.
    id: "ruq_pain_fever",
    name: "Pain under the right ribs with fever",
    all: [["ruq_pain"], ["fever", "chills"]],
    level: "emergency",
  },
  {
    // NICE CG64 / ESC 2023 infective endocarditis: weeks of fever, sweats or weight loss in someone with
    // valve disease or rheumatic heart disease needs urgent admission for blood cultures.
    id: "valve_disease_long_fever",
    name: "Known valve or rheumatic heart disease with a long fever, night sweats or weight loss",
    all: [["known_heart_disease"], ["fever", "chills"], ["fever_long", "night_sweats", "weight_loss"]],
    level: "emergency",
  },
  {
    // NICE CKS septic arthritis / osteomyelitis and WHO Pocket book (pyomyositis): fever with a limb that
    // cannot bear weight is a deep bone, joint or muscle infection until proven otherwise.
    id: "fever_cant_bear_weight",
    name: "Fever with a leg that cannot take weight",
    all: [["fever", "chills"], ["cant_bear_weight"]],
    level: "emergency",
  },
  {
    // NICE CKS red eye and RCOphth: a painful eye that cannot bear light and sees blurred (iritis, keratitis,
    // scleritis, angle closure) needs an eye doctor today: go to the eye emergency clinic now.
    id: "painful_eye_light_blur",
    name: "Painful eye with light sensitivity and blurred vision",
    all: [["eye_pain"], ["photophobia"], ["vision_blurred", "vision_loss"]],
    level: "emergency",
  },
  // Sixth breadth round (kb/conditions-gp6.ts): emergencies recognised from a combination of lay findings.
  {
    // NICE NG18 (diabetes in children and young people) and ISPAD 2022: thirst and passing much urine with
    // vomiting, belly pain, deep sighing breathing or drowsiness is diabetic ketoacidosis until proven
    // otherwise: same-day emergency care, even when diabetes is not yet known.
    id: "new_diabetes_ketoacidosis",
    name: "Thirst and passing a lot of urine with vomiting, belly pain, deep breathing or drowsiness",
    all: [
      ["thirst"],
      ["frequent_urination", "bedwetting"],
      ["vomiting", "abdominal_pain", "deep_breathing", "fruity_breath", "drowsiness", "confusion"],
    ],
    level: "emergency",
  },
  {
    // NICE NG17 / JBDS DKA guideline: deep (Kussmaul) breathing, drowsiness or confusion in a person with
    // diabetes is ketoacidosis or a severe sugar disturbance.
    id: "diabetes_acidosis_breathing",
    name: "Diabetes with deep sighing breathing, drowsiness or confusion",
    all: [
      ["known_diabetes", "uses_insulin", "high_sugar"],
      ["deep_breathing", "drowsiness", "confusion"],
    ],
    level: "emergency",
  },
  {
    // WHO ETAT (2016) and IMCI: severe palmar pallor is a priority sign; with fast or laboured breathing,
    // breathlessness, prostration, fainting or a racing heart it is decompensated severe anaemia that needs
    // transfusion now.
    id: "severe_pallor_decompensated",
    name: "Very pale with fast breathing, breathlessness, weakness, fainting or a racing heart",
    all: [
      ["severe_pallor"],
      [
        "fast_breathing",
        "sob",
        "sob_rest",
        "prostration",
        "drowsiness",
        "confusion",
        "fainting",
        "palpitations",
        "chest_pain",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE NG39 major trauma and WHO Basic emergency care: a blow to the belly with pain, vomiting, blood in the
    // urine or signs of blood loss is internal bleeding or organ injury until proven otherwise.
    id: "belly_injury_signs",
    name: "Belly injury with pain, vomiting, blood in the urine or faintness",
    all: [
      ["belly_injury"],
      [
        "abdominal_pain",
        "severe_abdominal_pain",
        "luq_pain",
        "ruq_pain",
        "shoulder_tip_pain",
        "distension",
        "vomiting",
        "haematuria",
        "dizziness",
        "fainting",
        "cold_clammy",
      ],
    ],
    level: "emergency",
  },
  {
    // WHO Managing complications in pregnancy and childbirth (MCPC) and RCOG: contractions that stop after a
    // sudden tearing pain, with bleeding, shock or loss of the baby's movements, is a uterine rupture.
    id: "labour_pain_stopped_signs",
    name: "Labour pains suddenly stopped with bleeding, faintness, belly pain or no baby movements",
    all: [
      ["labour_pain_stopped"],
      [
        "vaginal_bleeding",
        "heavy_vaginal_bleeding",
        "abdominal_pain",
        "dizziness",
        "fainting",
        "cold_clammy",
        "reduced_fetal_movements",
      ],
    ],
    level: "emergency_ambulance",
  },
  {
    // NICE CKS carbon monoxide poisoning: headache, dizziness, nausea or confusion after exposure to fumes from
    // a generator, charcoal or fire indoors is CO poisoning: leave the room and go to hospital now.
    id: "fumes_symptoms",
    name: "Headache, dizziness, vomiting or confusion after breathing generator or charcoal fumes",
    all: [
      ["fumes"],
      ["headache", "dizziness", "nausea", "vomiting", "confusion", "drowsiness", "fainting", "unconscious", "sob"],
    ],
    level: "emergency",
  },
  {
    // WHO / TOXBASE paraquat: any swallowed amount can be fatal and there is no antidote; decontamination in
    // hospital within hours is what helps.
    id: "herbicide_swallowed",
    name: "Drank weed killer (paraquat)",
    all: [["herbicide_swallowed"]],
    level: "emergency_ambulance",
  },
  {
    // Royal College of Ophthalmologists / NICE CKS red eye: pain or falling vision in the days after eye
    // surgery or an injection into the eye is endophthalmitis until proven otherwise (same-day eye care).
    id: "eye_after_surgery",
    name: "Painful or red eye with worse vision after eye surgery",
    all: [
      ["recent_eye_surgery"],
      ["eye_pain", "red_eyes", "hypopyon"],
      ["vision_loss", "eye_vision_reduced", "vision_blurred", "cloudy_vision", "hypopyon"],
    ],
    level: "emergency",
  },
  {
    // WHO Pocket book of hospital care for children: a fast-growing head or a shunt with vomiting, drowsiness,
    // a bulging soft spot, downward-turned eyes or fits is raised pressure in the brain.
    id: "raised_pressure_infant_head",
    name: "Growing head or brain shunt with vomiting, drowsiness, bulging soft spot or fits",
    all: [
      ["head_big", "vp_shunt"],
      ["vomiting", "drowsiness", "bulging_fontanelle", "seizure", "headache", "irritable_child"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Addison's disease / Society for Endocrinology adrenal crisis guidance: signs of adrenal
    // insufficiency (darkening skin, craving salt) with vomiting and fainting or dizziness on standing is an
    // adrenal crisis until proven otherwise: emergency hydrocortisone and fluids.
    id: "adrenal_crisis_signs",
    name: "Darkening skin or salt craving with vomiting and fainting or dizziness",
    all: [["skin_darkening_creases", "salt_craving"], ["vomiting"], ["fainting", "dizziness"]],
    level: "emergency",
  },
  // ck-kb9 additions (emergencies a GP must never miss: signs that are each common but together name one).
  {
    // ESC 2015 pericardial diseases (tamponade: raised jugular veins with low blood pressure) and NICE CKS
    // heart failure (admit with raised jugular venous pressure and breathlessness at rest or hypotension).
    id: "neck_veins_low_output",
    name: "Swollen neck veins with faintness, cold skin or breathlessness at rest",
    all: [["neck_veins_distended"], ["dizziness", "fainting", "cold_clammy", "sob_rest"]],
    level: "emergency",
  },
  {
    // WHO ETAT / Basic emergency care and NICE CKS gastrointestinal bleeding and heavy menstrual bleeding:
    // bleeding from any opening with fainting or cold clammy skin is haemorrhagic shock until proven otherwise.
    id: "bleeding_collapse",
    name: "Bleeding with fainting or cold, clammy skin",
    all: [
      ["bloody_stool", "vaginal_bleeding", "heavy_periods", "haematuria", "nosebleed", "haemoptysis"],
      ["fainting", "cold_clammy"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS appendicitis (same-day surgical assessment) and the Alvarado signs: pain in the right lower
    // belly with vomiting and fever or pain on walking, jolting or coughing.
    id: "appendicitis_signs",
    name: "Right lower belly pain with vomiting and fever or pain on moving",
    all: [["rlq_pain"], ["vomiting", "vomiting_persistent"], ["fever", "pain_movement", "walking_pain"]],
    level: "emergency",
  },
  {
    // NICE CKS appendicitis and acute abdomen: a child with belly pain, fever and vomiting who limps, will not
    // walk or jump, or hurts on moving has an irritated peritoneum (young children present atypically).
    id: "belly_pain_peritonism",
    name: "Belly pain with fever and vomiting, worse on walking or moving",
    all: [
      ["abdominal_pain", "lower_abdominal_pain", "periumbilical_pain", "rlq_pain", "severe_abdominal_pain"],
      ["pain_movement", "walking_pain"],
      ["fever"],
      ["vomiting", "vomiting_persistent"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS inguinal hernia: arrange emergency admission when strangulation or obstruction is suspected
    // (a painful lump that will not go back, with vomiting, a swollen belly or no wind).
    id: "hernia_obstruction",
    name: "Groin lump with vomiting, a swollen belly or no wind",
    all: [
      ["groin_lump", "hernia_stuck"],
      ["vomiting", "vomiting_persistent", "distension", "no_flatus"],
    ],
    level: "emergency",
  },
  {
    // WHO Abortion care guideline (2022) / WHO MCPC: fever after an abortion or an attempt to end a pregnancy
    // is septic abortion until proven otherwise (NICE NG51 sepsis).
    id: "abortion_fever",
    name: "Fever after an abortion or an attempt to end a pregnancy",
    all: [["recent_abortion"], ["fever", "chills"]],
    level: "emergency",
  },
  {
    // RCOG Green-top 63 antepartum haemorrhage and WHO IMPAC: any vaginal bleeding after 20 weeks of
    // pregnancy needs hospital assessment now (placenta praevia, abruption).
    id: "late_pregnancy_bleeding",
    name: "Vaginal bleeding after 20 weeks of pregnancy",
    all: [["pregnant_late"], ["vaginal_bleeding", "heavy_vaginal_bleeding"]],
    level: "emergency",
  },
  {
    // WHO diarrhoea manual / NICE CKS gastroenteritis and RCOG Green-top 69 (hyperemesis): unable to keep
    // any fluid down with little or no urine needs intravenous fluids now.
    id: "cant_keep_fluids_no_urine",
    name: "Unable to keep fluids down with little or no urine",
    all: [["vomiting_persistent", "unable_to_drink"], ["oliguria"]],
    level: "emergency",
  },
  {
    // NICE CKS constipation red flags: a swollen belly with vomiting and no stool or wind is bowel obstruction.
    id: "obstruction_signs",
    name: "Swollen belly with vomiting and no stool or wind",
    all: [["distension"], ["vomiting", "vomiting_persistent", "vomiting_green"], ["constipation", "no_flatus"]],
    level: "emergency",
  },
  {
    // WHO Guidelines for diagnosing, preventing and managing cryptococcal disease (2022) and WHO advanced HIV
    // disease package: headache in someone living with HIV with a stiff neck, confusion, changed vision, fits or
    // drowsiness is cryptococcal or TB meningitis (or toxoplasmosis) until proven otherwise.
    id: "hiv_headache_danger",
    name: "Headache with HIV and a stiff neck, confusion, vision change, fits or drowsiness",
    all: [
      ["hiv_positive"],
      ["headache"],
      ["stiff_neck", "confusion", "vision_blurred", "double_vision", "seizure", "drowsiness"],
    ],
    level: "emergency",
  },
  {
    // NICE CG185 bipolar disorder / NICE CKS: mania with aggression or violence is a risk to others: urgent
    // crisis (emergency) assessment.
    id: "mania_aggression",
    name: "High energy or mood with aggression",
    all: [["elevated_mood"], ["agitation"]],
    level: "emergency",
  },
  {
    // WHO Guidelines for managing advanced HIV disease (2017) and BHIVA opportunistic infection guidelines:
    // breathlessness with fever in someone living with HIV is Pneumocystis or bacterial pneumonia or TB until
    // proven otherwise; low oxygen is common before it is noticed (same-day hospital assessment).
    id: "hiv_breathless_fever",
    name: "Breathlessness with fever in someone living with HIV",
    all: [["hiv_positive"], ["sob", "sob_rest", "fast_breathing", "cough_with_hiv_breathless"], ["fever", "chills"]],
    level: "emergency",
  },
  {
    // NICE CKS chest pain (suspected acute coronary syndrome): a tight or heavy chest with sweating, cold clammy
    // skin, fainting or breathlessness at rest.
    id: "chest_tightness_sweating",
    name: "Tight or heavy chest with sweating, cold clammy skin, fainting or breathlessness at rest",
    all: [
      ["chest_tightness", "chest_pain_pressure"],
      ["sweating", "cold_clammy", "fainting", "sob_rest"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NICE CG102 / NICE NG240 bacterial meningitis and meningococcal disease: fever and headache with light
    // hurting the eyes and vomiting, drowsiness, confusion or a rash that does not fade.
    id: "meningism_signs",
    name: "Fever and headache with light hurting the eyes and vomiting, drowsiness or confusion",
    all: [
      ["fever"],
      ["headache"],
      ["photophobia"],
      ["vomiting", "vomiting_persistent", "drowsiness", "confusion", "rash_nonblanching"],
    ],
    level: "emergency",
  },
  {
    // NICE CG187 acute heart failure: breathless lying flat with breathlessness at rest, fast breathing or
    // coughing up pink frothy sputum is pulmonary oedema (emergency admission by ambulance: oxygen on the way).
    id: "acute_heart_failure",
    name: "Breathless lying flat with breathlessness at rest, fast breathing or frothy sputum",
    all: [["orthopnoea"], ["sob_rest", "fast_breathing", "haemoptysis", "cold_clammy"]],
    level: "emergency_ambulance",
  },
  {
    // ESPGHAN/NASPGHAN 2017 foreign body ingestion and NICE CKS: a swallowed object (coin) with drooling,
    // refusing or vomiting drinks, or pain on swallowing is stuck in the gullet (urgent endoscopy).
    id: "swallowed_object_stuck",
    name: "Swallowed object with drooling, vomiting drinks or pain on swallowing",
    all: [["swallowed_object"], ["drooling", "unable_to_drink", "vomiting_persistent", "painful_swallowing"]],
    level: "emergency",
  },
  {
    // NICE NG111 pyelonephritis (acute): refer a pregnant woman with loin pain and fever to hospital (and
    // RCOG: sepsis and preterm labour risk).
    id: "pyelonephritis_pregnancy",
    name: "Loin pain with fever in pregnancy",
    all: [["pregnant"], ["flank_pain"], ["fever", "chills"]],
    level: "emergency",
  },
  {
    // NICE CKS / BMJ Best Practice catatonia: awake but not talking or moving, and not eating or drinking,
    // feverish or excited, needs hospital now (dehydration, clots, malignant catatonia).
    id: "catatonia_not_drinking",
    name: "Not talking or moving and not eating or drinking",
    all: [["catatonic_stupor"], ["unable_to_drink", "appetite_loss", "fever", "agitation"]],
    level: "emergency",
  },
  {
    // RCOG Green-top 37b (thromboembolic disease in pregnancy and the puerperium) and NICE NG158: breathlessness
    // with chest pain, coughing blood, a swollen calf or fainting in pregnancy or after birth is a pulmonary
    // embolism until proven otherwise (or peripartum cardiomyopathy).
    id: "pregnancy_breathless_clot",
    name: "Breathlessness with chest pain, coughing blood, a swollen calf or fainting in pregnancy or after birth",
    all: [
      ["pregnant", "recent_delivery"],
      ["sob", "sob_rest", "fast_breathing"],
      ["chest_pain", "haemoptysis", "calf_swelling", "fainting"],
    ],
    level: "emergency",
  },
  {
    // RCOG Green-top 63 antepartum haemorrhage and WHO MCPC: bleeding in pregnancy with a hard, tender womb,
    // severe pain, a baby not moving or fainting is placental abruption: call an ambulance (fetal and maternal
    // compromise).
    id: "abruption_signs",
    name: "Bleeding in pregnancy with a hard belly, severe pain, the baby not moving or fainting",
    all: [
      ["pregnant", "pregnant_late"],
      ["vaginal_bleeding", "heavy_vaginal_bleeding"],
      ["rigid_abdomen", "severe_abdominal_pain", "reduced_fetal_movements", "fainting"],
    ],
    level: "emergency_ambulance",
  },
  {
    // WHO Dengue guidelines (warning signs: mucosal bleeding) and NCDC viral haemorrhagic fever case definitions:
    // fever with a nosebleed or bleeding gums and a rash or spots is haemorrhagic fever until proven otherwise.
    id: "fever_bleeding_rash",
    name: "Fever with a nosebleed or bleeding gums and a rash",
    all: [["fever"], ["nosebleed", "bleeding_gums_brushing", "bleeding_unusual"], ["rash", "rash_nonblanching"]],
    level: "emergency",
  },
  {
    // NICE CKS jaundice in adults, WHO hepatitis E fact sheet (up to a fifth of pregnant women in the third
    // trimester die of it) and RCOG (HELLP, acute fatty liver of pregnancy): yellow eyes in pregnancy need
    // hospital assessment now.
    id: "jaundice_pregnancy",
    name: "Yellow eyes in pregnancy",
    all: [["pregnant"], ["yellow_eyes"]],
    level: "emergency",
  },
  {
    // NICE CKS myasthenia gravis (myasthenic crisis), WHO snakebite guidelines (neurotoxic envenoming) and CDC
    // botulism: drooping eyelids or double vision with difficulty swallowing or breathing is weakness that can
    // stop breathing.
    id: "ptosis_bulbar_weakness",
    name: "Drooping eyelids or double vision with difficulty swallowing or breathing",
    all: [
      ["drooping_eyelids", "double_vision"],
      ["painful_swallowing", "sob", "sob_rest", "drooling"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS constipation and acute abdomen: a visibly swollen belly with no stool or wind and belly pain is
    // bowel obstruction or volvulus until proven otherwise (vomiting comes late when the large bowel is blocked).
    id: "distension_no_stool_pain",
    name: "Swollen belly with no stool or wind and belly pain",
    all: [
      ["distension"],
      ["constipation", "no_flatus"],
      ["abdominal_pain", "severe_abdominal_pain", "lower_abdominal_pain", "abdominal_cramps"],
    ],
    level: "emergency",
  },
  {
    // CDC anthrax clinical guidelines (2014) and WHO anthrax in humans and animals: a black-centred sore with
    // fever is systemic anthrax (intravenous antibiotics in hospital).
    id: "eschar_fever",
    name: "Black-centred sore with fever",
    all: [["black_eschar"], ["fever", "chills"]],
    level: "emergency",
  },
  {
    // NICE NG51 sepsis: a likely source of infection (wound, urine, womb, breast, skin) with fever and
    // dizziness or light-headedness on standing (low blood pressure) is moderate-to-high risk sepsis.
    id: "infection_source_dizzy",
    name: "Fever with an infected wound, urine, womb, breast or skin infection and dizziness",
    all: [
      ["fever", "chills"],
      [
        "dirty_wound",
        "wound",
        "foot_ulcer",
        "cellulitis_skin",
        "dysuria",
        "flank_pain",
        "vaginal_discharge",
        "breast_pain",
      ],
      ["dizziness", "dizzy_standing"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS hypoglycaemia / Diabetes UK: a person with diabetes who is drunk (alcohol blocks the liver's
    // sugar release) or seems drunk is having a hypo until the sugar is checked.
    id: "diabetes_seems_drunk",
    name: "Diabetes and drunk or acting drunk",
    all: [["known_diabetes", "uses_insulin"], ["drunk_now"]],
    level: "emergency",
  },
  {
    // NICE NG143 fever in under 5s and NICE CG102 / NG240 meningitis: a feverish baby or child who is irritable
    // (inconsolable, cries when handled) and refuses feeds or vomits is meningitis or sepsis until proven
    // otherwise.
    id: "febrile_irritable_child",
    name: "Fever in a child who is irritable and not feeding or vomiting everything",
    all: [["fever"], ["irritable_child"], ["poor_feeding", "unable_to_drink", "vomiting_persistent"]],
    level: "emergency",
  },
  {
    // NICE CKS anticoagulation (oral): bleeding that does not stop, blood in the urine, a heavy nosebleed or
    // bleeding after a procedure in someone on warfarin or another blood thinner needs same-day emergency care
    // (INR check and reversal).
    id: "anticoagulant_bleeding",
    name: "Bleeding that will not stop, or blood in the urine, on a blood thinner or with a bleeding disorder",
    all: [
      ["known_bleeding_disorder"],
      [
        "haematuria",
        "nosebleed_prolonged",
        "procedure_bleeding",
        "wound_bleeding_heavy",
        "heavy_vaginal_bleeding",
        "rectal_bleeding_heavy",
      ],
    ],
    level: "emergency",
  },
  {
    // SDCEP post-extraction bleeding / WHO Pocket book (bleeding after circumcision): bleeding after a
    // procedure that has not stopped with pressure, with dizziness, pallor, drowsiness or faintness, is
    // significant blood loss.
    id: "procedure_bleeding_blood_loss",
    name: "Bleeding after a tooth extraction, circumcision or operation with dizziness, pallor or drowsiness",
    all: [["procedure_bleeding"], ["dizziness", "fainting", "pale", "cold_clammy", "drowsiness", "fatigue"]],
    level: "emergency",
  },
  {
    // NICE NG39 major trauma and EAU guidelines on urological trauma: blood in the urine after a blow to the
    // loin, belly or back is a kidney or bladder injury until a scan shows otherwise.
    id: "injury_haematuria",
    name: "Blood in the urine after a blow or fall",
    all: [["flank_injury", "belly_injury", "injury"], ["haematuria"]],
    level: "emergency",
  },
  {
    // ENT UK / BMJ Best Practice nasal fractures: a swelling blocking both sides of the nose after a blow is a
    // septal haematoma, drained the same day before the cartilage dies.
    id: "septal_haematoma_signs",
    name: "Swelling inside the nose after a blow",
    all: [["nose_injury", "injury"], ["nose_inside_swelling"]],
    level: "emergency",
  },
  {
    // Society for Endocrinology emergency guidance (acute hypocalcaemia): tingling lips or fingers, cramps or
    // carpal spasm after thyroid or parathyroid surgery need intravenous calcium.
    id: "hypocalcaemia_after_neck_surgery",
    name: "Tingling lips or fingers, cramps or spasms after thyroid surgery",
    all: [["recent_neck_surgery"], ["perioral_tingling", "hand_spasm", "muscle_cramps", "seizure"]],
    level: "emergency",
  },
  {
    // StatPearls temporomandibular joint dislocation: a jaw locked open is reduced in the emergency department.
    id: "jaw_locked_open",
    name: "Mouth stuck open, the jaw will not close",
    all: [["jaw_stuck_open"]],
    level: "emergency",
  },
  {
    // ENT UK / NICE: any bleeding from the mouth or throat in the 2 weeks after a tonsillectomy is an emergency
    // (a small warning bleed often comes before a large one).
    id: "post_tonsillectomy_bleed",
    name: "Bleeding from the mouth or throat after a tonsil operation",
    all: [["recent_throat_surgery"], ["mouth_bleeding", "haemoptysis", "vomiting_blood", "procedure_bleeding"]],
    level: "emergency",
  },
  {
    // NICE CKS otitis externa: severe or persistent ear pain in someone with diabetes or a weak immune system
    // is necrotising otitis externa until proven otherwise (same-day ENT admission).
    id: "necrotising_otitis_signs",
    name: "Severe or unresolving ear pain in diabetes or HIV",
    all: [["known_diabetes", "hiv_positive"], ["ear_pain"], ["pain_severe", "treatment_not_working", "face_droop"]],
    level: "emergency",
  },
  {
    // NICE CG183 drug allergy / BAD: a widespread rash with fever weeks after starting a medicine, with a
    // swollen face, swollen glands, yellow eyes, peeling skin or mouth sores, is DRESS or SJS/TEN.
    id: "severe_drug_reaction",
    name: "Rash with fever after a new medicine, with a swollen face, glands, jaundice, peeling or mouth sores",
    all: [
      ["new_medicine"],
      ["rash"],
      ["fever"],
      ["swollen_face", "swollen_glands", "yellow_eyes", "skin_peeling", "mouth_ulcers"],
    ],
    level: "emergency",
  },
  {
    // WHO burns / NICE CKS burns and scalds: every chemical burn is washed for 20 minutes and seen in hospital.
    id: "chemical_burn",
    name: "Acid or another chemical on the skin",
    all: [["chemical_on_skin"]],
    level: "emergency",
  },
  {
    // NICE NG37/NG39: a leg shortened and turned after an injury, or a thigh or hip injury with inability to
    // stand, is a dislocated hip or broken femur: an ambulance.
    id: "hip_thigh_injury_signs",
    name: "Injured hip or thigh: leg shortened or turned, cannot stand",
    all: [
      ["leg_turned_inwards", "thigh_injury"],
      ["cant_bear_weight", "deformity", "leg_turned_inwards"],
    ],
    level: "emergency_ambulance",
  },
  {
    // WHO blood transfusion safety / NICE NG24: fever, shivering, loin pain, dark urine or breathlessness with
    // a transfusion is an acute transfusion reaction.
    id: "transfusion_reaction_signs",
    name: "Fever, shivering, loin pain, dark urine or breathlessness with a blood transfusion",
    all: [
      ["recent_transfusion"],
      ["fever", "chills", "back_pain", "dark_urine", "haematuria", "sob", "hives", "fainting", "chest_pain"],
    ],
    level: "emergency",
  },
  {
    // NICE NG12 / acute oncology: a swollen face with swollen chest veins or breathlessness is superior vena
    // cava obstruction.
    id: "svc_obstruction_signs",
    name: "Swollen face with swollen chest veins or breathlessness",
    all: [["chest_wall_veins"], ["swollen_face", "sob", "orthopnoea"]],
    level: "emergency",
  },
  {
    // RCOG Green-top 5: after fertility treatment, little urine, breathlessness or fainting is severe OHSS.
    id: "severe_ohss",
    name: "Little urine, breathlessness or fainting after fertility treatment",
    all: [["fertility_treatment"], ["oliguria", "sob", "fainting", "vomiting_persistent"]],
    level: "emergency",
  },
  {
    // WHO basic emergency care: a penis caught in a zip is released in the emergency department.
    id: "penis_zip",
    name: "Penis caught in a zip",
    all: [["penis_caught_zip"]],
    level: "emergency",
  },
  {
    // NICE NG39 / EAU urological trauma: blood from the tip of the penis after an injury is a urethral
    // injury, often with a broken pelvis: an ambulance, and no catheter through the penis.
    id: "urethral_injury_signs",
    name: "Blood from the tip of the penis after an injury",
    all: [["blood_from_penis"], ["injury", "neck_back_trauma", "bruising"]],
    level: "emergency_ambulance",
  },
  {
    // NICE CKS shingles: shingles on the face with a red or painful eye, light sensitivity or blurred vision is
    // herpes zoster ophthalmicus with eye involvement: same-day ophthalmology.
    id: "shingles_eye",
    name: "Shingles rash on the face with a red, painful or light-sensitive eye",
    all: [["dermatomal_rash"], ["red_eyes", "eye_pain", "photophobia", "vision_blurred"]],
    level: "emergency",
  },
  {
    // BTS guideline for pleural disease (2023) / WHO Pocket book (2013): fever that returns or persists after
    // pneumonia, with chest pain or breathlessness, is pleural infection (empyema) or a lung abscess until a
    // chest X-ray shows otherwise: same-day hospital assessment for drainage.
    id: "fever_after_pneumonia",
    name: "Fever back after pneumonia, with chest pain or breathlessness",
    all: [["recent_pneumonia"], ["fever"], ["chest_pain", "pleuritic_pain", "sob"]],
    level: "emergency",
  },
  {
    // NHS (poisoning; wild mushrooms) and UK NPIS TOXBASE (mushrooms): anyone who is ill after eating wild
    // mushrooms needs hospital assessment now; death-cap (amatoxin) poisoning starts as vomiting and watery
    // diarrhoea 6-24 hours after the meal and then destroys the liver, so a calm first day is no reassurance.
    id: "ill_after_wild_mushrooms",
    name: "Vomiting, diarrhoea or belly pain after eating wild mushrooms",
    all: [["wild_mushrooms"], ["vomiting", "diarrhoea", "abdominal_pain", "abdominal_cramps"]],
    level: "emergency",
  },
  {
    // StatPearls (Hymenoptera stings) and WHO snakebite/envenoming guidance: many stings at once inject enough
    // venom to poison (vomiting, weakness, swelling, breakdown of muscle and kidneys) even without allergy.
    id: "mass_stings_systemic",
    name: "Stung many times, with vomiting, weakness, swelling or breathlessness",
    all: [
      ["bee_swarm"],
      ["vomiting", "fatigue", "dizziness", "fainting", "sob", "swelling_puffy_eyes", "headache", "dark_urine"],
    ],
    level: "emergency",
  },
  {
    // NPIS TOXBASE chlorine: cough, a tight chest, breathlessness or wheeze after breathing gas from mixed
    // cleaning products needs hospital assessment (airway burns and fluid on the lungs can follow hours later).
    id: "cleaning_fumes_breathing",
    name: "Cough, tight chest or breathlessness after breathing fumes from mixed cleaning products",
    all: [["cleaning_fumes"], ["cough", "chest_tightness", "sob", "wheeze", "sob_rest"]],
    level: "emergency",
  },
  // Eleventh round (kb/gp11.test.ts): emergencies of the eye, ENT, dental, skin, injuries, endocrine, blood,
  // kidney, rheumatology and women's health that no single sign names.
  {
    // NICE CKS red eye / RCOphth: a painful red eye with blurred or misty vision and headache, nausea or
    // vomiting is acute angle-closure glaucoma (the pressure in the eye): emergency treatment within hours.
    // Without them (anterior uveitis, scleritis) it is a same-day eye referral, triaged by the condition.
    id: "painful_red_eye_vision",
    name: "A painful red eye with blurred vision and headache, nausea or vomiting",
    all: [
      ["eye_pain"],
      ["red_eyes"],
      ["vision_blurred", "cloudy_vision", "vision_loss"],
      ["nausea", "vomiting", "headache"],
    ],
    level: "emergency",
  },
  {
    // RCOphth / NICE CKS orbital cellulitis: a swollen eyelid with double vision is infection behind the eye
    // (orbital cellulitis, cavernous sinus thrombosis): emergency admission.
    id: "swollen_eyelid_double_vision",
    name: "A swollen eyelid or face with double vision",
    all: [["eyelid_swelling", "swollen_face"], ["double_vision"]],
    level: "emergency",
  },
  {
    // NICE CKS dental abscess: a swollen jaw or bad tooth with the face, eye or neck swelling and fever, a stiff
    // jaw or difficulty swallowing is spreading infection (Ludwig's angina): hospital now.
    id: "dental_swelling_spreading",
    name: "A swollen jaw or bad tooth with the face or neck swelling and fever, a stiff jaw or difficulty swallowing",
    all: [
      ["jaw_swelling", "tooth_decay", "toothache", "wisdom_tooth_pain"],
      ["swollen_face", "eyelid_swelling", "floor_mouth_swelling"],
      ["fever", "lockjaw", "painful_swallowing"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS / BAD guidelines for Stevens-Johnson syndrome and TEN: blisters or peeling skin with sores of the
    // mouth or red eyes after a new medicine (co-trimoxazole, sulfadoxine-pyrimethamine, nevirapine) is SJS/TEN.
    id: "drug_blisters_mucosa",
    name: "Blisters or peeling skin with mouth sores or red eyes after a new medicine",
    all: [
      ["skin_peeling", "blisters", "chickenpox_rash"],
      ["mouth_ulcers", "cold_sores", "red_eyes"],
      ["new_medicine"],
    ],
    // The emergency department, as peeling skin alone and new_drug_mucosal_skin_loss (BAD SJS/TEN 2016: urgent
    // admission); an ambulance only with its own signs (collapse, confusion, breathlessness) (fa20).
    level: "emergency",
  },
  {
    // NICE CKS septic arthritis and acute childhood limp: fever with a limb the child will not move or use is
    // a bone or joint infection until proven otherwise: same-day hospital assessment.
    id: "fever_limb_not_used",
    name: "Fever with an arm or leg not moved or used",
    all: [["fever"], ["limb_not_used", "arm_not_used"]],
    level: "emergency",
  },
  {
    // WHO ETAT (2016): deep (acidotic) breathing is an emergency sign; with vomiting it is ketoacidosis, severe
    // dehydration or severe malaria (NICE NG18: DKA can be the first sign of diabetes in a child).
    id: "deep_breathing_vomiting",
    name: "Deep sighing breathing with vomiting",
    all: [["deep_breathing"], ["vomiting", "vomiting_persistent"]],
    level: "emergency",
  },
  {
    // Society for Endocrinology adrenal crisis guidance / NICE CKS Addison's disease: a person who depends on
    // steroids (long-term or recently stopped, Addison's disease) and is vomiting or has diarrhoea with
    // weakness or dizziness cannot absorb the tablets: emergency hydrocortisone injection.
    id: "steroid_dependent_vomiting",
    name: "Steroid-dependent person vomiting or with diarrhoea, weak or dizzy",
    all: [
      ["steroid_use"],
      ["vomiting", "vomiting_persistent", "diarrhoea"],
      ["dizziness", "dizzy_standing", "fainting", "fatigue", "confusion"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS hyperthyroidism: known overactive thyroid with fever and a racing heart, agitation, confusion,
    // vomiting or diarrhoea is a thyroid storm: emergency admission.
    id: "thyroid_storm_signs",
    name: "Overactive thyroid with fever and a racing heart, agitation, confusion, vomiting or diarrhoea",
    all: [
      ["known_hyperthyroid"],
      ["fever"],
      ["palpitations", "agitation", "confusion", "vomiting", "diarrhoea", "restlessness"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NICE NG111 (pyelonephritis) and NICE NG51: loin pain with fever in someone vomiting everything cannot
    // keep antibiotics down: hospital now.
    id: "pyelonephritis_vomiting_all",
    name: "Loin pain with fever, vomiting everything",
    all: [["flank_pain"], ["fever", "chills"], ["vomiting_persistent"]],
    level: "emergency",
  },
  {
    // NICE CKS acute kidney injury and acute nephritic syndrome (post-streptococcal glomerulonephritis): little
    // urine with a swollen face or legs and breathlessness, high blood pressure, fits, confusion or drowsiness is
    // failing kidneys holding fluid with its complications (fluid on the lungs, hypertensive encephalopathy):
    // hospital now. Puffy face with cola urine alone is seen the same day (consultation within 24 hours).
    id: "little_urine_swelling",
    name: "Little urine with a swollen face or legs and breathlessness, high blood pressure, fits or confusion",
    all: [
      ["oliguria"],
      ["swollen_face", "eyelid_swelling", "leg_swelling"],
      ["sob", "sob_rest", "orthopnoea", "high_bp_reading", "seizure", "confusion", "drowsiness"],
    ],
    level: "emergency",
  },
  {
    // NICE NG12 (children: unexplained bruising or petechiae, immediate referral) and NICE NG143 (fever with a
    // non-blanching rash): fever with bruising and pallor is a failing bone marrow (leukaemia, aplasia) with
    // infection, or meningococcal disease: hospital now.
    id: "fever_bruising_pallor",
    name: "Fever with bruising and paleness",
    all: [["fever"], ["bruising"], ["pale"]],
    level: "emergency",
  },
  {
    // NICE CKS acute abdominal pain / RCOG: lower belly pain, on one side or told without a side, with vomiting
    // everything is ovarian torsion, appendicitis or an ectopic pregnancy until examined: same-day surgical
    // assessment (and WHO IMCI: vomiting everything is itself a danger sign).
    id: "one_sided_lower_pain_vomiting_all",
    name: "Lower belly pain with vomiting everything",
    all: [["llq_pain", "rlq_pain", "lower_abdominal_pain"], ["vomiting_persistent"]],
    level: "emergency",
  },
  {
    // AHA 2017 Kawasaki disease statement / NICE NG143: a long fever with red eyes and a rash, a strawberry
    // tongue or swollen peeling hands and feet is Kawasaki disease (coronary aneurysms): same-day admission.
    id: "long_fever_red_eyes_kawasaki",
    name: "Long fever with red eyes and a rash, red tongue or swollen hands and feet",
    all: [["fever_long"], ["red_eyes"], ["swollen_hands_feet", "sandpaper_rash", "sore_tongue", "rash"]],
    level: "emergency",
  },
  {
    // NICE CKS systemic lupus erythematosus: a lupus flare with breathlessness, chest pain, little urine, fits or
    // confusion is organ-threatening (kidney, lung, heart, brain): emergency admission.
    id: "lupus_organ_flare",
    name: "Lupus with breathlessness, chest pain, little urine, fits or confusion",
    all: [["known_lupus"], ["sob", "pleuritic_pain", "chest_pain", "oliguria", "seizure", "confusion"]],
    level: "emergency",
  },
  {
    // RCOphth / NICE CKS eye trauma: an injured eye that cannot see well, sees double or is pushed forward is a
    // ruptured globe, bleeding behind the eye or a blowout fracture: same-day eye casualty.
    id: "eye_injury_vision",
    name: "An injured eye that cannot see well, sees double or bulges",
    all: [["eye_injury"], ["vision_loss", "vision_blurred", "eye_vision_reduced", "double_vision", "bulging_eyes"]],
    level: "emergency",
  },
  {
    // NICE NG19 (diabetic foot problems): a foot wound in diabetes with fever or fast-spreading, darkening skin
    // is a limb-threatening infection or gangrene: immediate hospital referral.
    id: "diabetic_foot_spreading",
    name: "Diabetes with a foot wound and fever or skin darkening and spreading",
    all: [["known_diabetes"], ["foot_ulcer"], ["fever", "spreading_severe_skin_pain"]],
    level: "emergency",
  },
  {
    // NICE CKS acute childhood limp / septic arthritis: fever with hip pain or a swollen joint and a limp or
    // not bearing weight is a septic joint until proven otherwise: same-day hospital assessment.
    id: "fever_hip_limp",
    name: "Fever with hip pain or a swollen joint and a limp or unable to bear weight",
    all: [["fever"], ["hip_pain", "joint_swelling"], ["walking_pain", "cant_bear_weight", "limp"]],
    level: "emergency",
  },
  {
    // NICE CKS burns and scalds / WHO burns: every electrical burn goes to hospital (deep damage under small
    // skin marks, heart rhythm disturbance); a shock with a fall, a faint, palpitations or chest pain needs an ECG.
    id: "electric_shock_harm",
    name: "Electric shock with a burn, a fall, fainting, palpitations or chest pain",
    all: [
      ["electric_shock"],
      ["burn", "burn_major", "injury", "fainting", "palpitations", "chest_pain", "unconscious", "knocked_out"],
    ],
    level: "emergency",
  },
  // Tenth round (conditions-gp10.ts). World Federation of Hemophilia 2020: groin or lower belly pain, or a hip
  // held bent, in haemophilia is an iliopsoas bleed (factor at once, can lose litres of blood).
  {
    id: "bleeding_disorder_muscle_bleed",
    name: "Bleeding disorder with groin or lower belly pain, or a leg that cannot be straightened",
    all: [["known_bleeding_disorder"], ["hip_pain", "cannot_straighten_leg", "lower_abdominal_pain"]],
    level: "emergency",
  },
  {
    // WHO MCPC / NICE postnatal care: no urine passed after birth, with an urge that brings nothing, needs a
    // catheter now (overstretched bladder, and a full bladder stops the womb contracting).
    id: "postpartum_no_urine",
    name: "Cannot pass urine after giving birth",
    all: [["recent_delivery"], ["urinary_retention"]],
    level: "emergency",
  },
  {
    // NICE CKS hypercalcaemia / NICE NG12: a person with cancer who becomes confused or drowsy (high calcium,
    // spread to the brain, sepsis) needs emergency admission.
    id: "cancer_new_confusion",
    name: "Known cancer with new confusion or drowsiness",
    all: [["known_cancer"], ["confusion", "drowsiness"]],
    level: "emergency",
  },
  {
    // BSR / NICE NG100: neck pain with tingling, weak hands or unsteady walking in rheumatoid arthritis is a
    // cervical myelopathy from atlanto-axial subluxation (collar and urgent MRI).
    id: "ra_neck_myelopathy",
    name: "Rheumatoid arthritis with neck pain and tingling, weakness or unsteady walking",
    all: [
      ["known_rheumatoid_arthritis"],
      ["neck_pain"],
      ["numbness", "weakness_one_side", "leg_weakness_both", "unsteady_walk"],
    ],
    level: "emergency",
  },
  {
    // Wilderness Medical Society 2019 (exercise-associated hyponatraemia): confusion, drowsiness or a fit after
    // a long race or drinking a lot of water is a swollen brain from low sodium until a blood test says otherwise.
    id: "water_overload_confusion",
    name: "Confused, drowsy or fitting after a long race or drinking a lot of water",
    all: [
      ["drank_excess_water", "endurance_event"],
      ["confusion", "drowsiness", "seizure"],
    ],
    level: "emergency",
  },
  {
    // NICE NG69 eating disorders / MEED 2022: fainting or a slow heart in a person afraid of gaining weight is
    // medical instability (admission).
    id: "eating_disorder_instability",
    name: "Fear of gaining weight with fainting or a slow heartbeat",
    all: [["fear_weight_gain"], ["fainting", "slow_heartbeat", "chest_pain"]],
    level: "emergency",
  },
  {
    // ESC 2018 syncope: fainting with a slow heart rate is a high-risk (heart block) feature.
    id: "slow_heart_fainting",
    name: "Slow heartbeat with fainting, chest pain or breathlessness",
    all: [["slow_heartbeat"], ["fainting", "chest_pain", "sob"]],
    level: "emergency",
  },
  {
    // NICE NG141 cellulitis and NICE NG51 sepsis: a red streak spreading from a wound (lymphangitis) with fever
    // and a racing heart, fast breathing, confusion or cold clammy skin is spreading infection with sepsis.
    id: "lymphangitis_sepsis",
    name: "Red streak spreading from a wound with fever and signs of sepsis",
    all: [["red_streak"], ["fever"], ["palpitations", "fast_breathing", "confusion", "cold_clammy", "fainting"]],
    level: "emergency",
  },
  // Twelfth round (kb/findings-gp12.ts).
  {
    // NICE CKS corneal superficial injury / RCOphth: a fragment thrown by hammering, grinding or drilling into
    // a painful or blurred eye may have gone through it (intraocular foreign body): eye casualty now.
    id: "eye_high_velocity_fragment",
    name: "Something flew into the eye while hammering, grinding or drilling",
    all: [["eye_high_velocity"], ["foreign_body_eye", "eye_injury", "eye_pain", "vision_blurred", "red_eyes"]],
    level: "emergency",
  },
  {
    // RCOphth / NICE CKS headache red flags: a droopy eyelid with double vision, a turned eye or a large pupil,
    // and headache or eye pain, is a third nerve palsy from an aneurysm until an emergency scan.
    id: "painful_third_nerve_palsy",
    name: "Droopy eyelid with double vision or a large pupil and headache",
    all: [
      ["drooping_eyelids"],
      ["double_vision", "squint", "unequal_pupils"],
      ["headache", "headache_sudden", "pain_behind_eyes", "eye_pain"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS head injury / NICE CKS headache: one pupil bigger than the other with a sudden headache, a head
    // injury, drowsiness or confusion is pressure on the brain.
    id: "unequal_pupils_brain",
    name: "One pupil bigger than the other with sudden headache, head injury, drowsiness or confusion",
    all: [["unequal_pupils"], ["headache_sudden", "head_injury", "drowsiness", "confusion"]],
    level: "emergency",
  },
  {
    // WHO Pocket book (acute glomerulonephritis) / NICE CKS acute kidney injury / KDIGO: little urine with the
    // face and the legs swelling (fluid overload) and a headache, blurred vision, a fit or confusion is nephritis
    // with high blood pressure affecting the brain (hypertensive encephalopathy): emergency admission. A puffy
    // face alone with cola urine is seen within a day.
    id: "little_urine_swelling_headache",
    name: "Little urine with the face and legs swelling and headache, blurred vision, fits or confusion",
    all: [
      ["oliguria"],
      ["swollen_face", "swelling_puffy_eyes"],
      ["leg_swelling"],
      ["headache", "vision_blurred", "seizure", "confusion"],
    ],
    level: "emergency",
  },
  {
    // BAUS / ATLS: an injury (a fall astride a bar, a pelvic or back injury) followed by being unable to pass
    // urine is a urethral, pelvic or spinal injury: emergency assessment.
    id: "injury_urinary_retention",
    name: "Cannot pass urine after an injury",
    all: [["injury", "neck_back_trauma", "belly_injury"], ["urinary_retention"]],
    level: "emergency",
  },
  {
    // UKHSA / NICE CKS toxic shock: tampon use (or a retained tampon) with fever and a sunburn-like rash,
    // dizziness on standing, fainting or confusion is toxic shock syndrome.
    id: "tampon_fever_shock",
    name: "Tampon use with fever and rash, dizziness on standing, fainting or confusion",
    all: [
      ["tampon_use", "retained_object"],
      ["fever"],
      ["rash", "dizzy_standing", "fainting", "confusion", "cold_clammy"],
    ],
    level: "emergency",
  },
  {
    // WHO Clinical management of rape and intimate partner violence survivors (2020): bleeding from the genitals
    // or an injury after a sexual assault needs emergency examination and repair (and prophylaxis within 72 h).
    id: "sexual_assault_bleeding",
    name: "Bleeding or an injury after a sexual assault",
    all: [
      ["sexual_assault"],
      ["vaginal_bleeding", "bleeding_between", "wound_bleeding_heavy", "rectal_bleeding_heavy", "injury"],
    ],
    level: "emergency",
  },
  // Emergency round (ck-em10): the deciding sign of an emergency told indirectly.
  {
    // NICE CKS Burns and scalds (refer to the emergency department: suspected inhalation injury — a hoarse
    // voice, stridor, breathing difficulty, soot round the nose or mouth) and Resuscitation Council UK / JRCALC
    // (an airway burn swells shut within hours: call an ambulance). A burn with a hoarse voice or hard breathing
    // is an airway burn until proven otherwise.
    id: "burn_airway",
    name: "A burn with a hoarse voice, noisy or hard breathing, or blue lips (airway burn)",
    all: [
      ["burn", "burn_major"],
      ["hoarse_voice", "stridor", "sob", "sob_rest", "cyanosis"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NHS plaster-cast care advice and BOAST (diagnosis and management of compartment syndrome of the limbs,
    // 2014): an arm or leg in a cast with pain that painkillers do not ease, numb or tingling fingers or toes,
    // or a cold, pale limb is compartment syndrome or a cast that strangles the limb: emergency department now.
    id: "cast_limb_compromise",
    name: "A limb in a cast with pain painkillers do not ease, numbness, or a cold pale limb",
    all: [["limb_in_cast"], ["painkillers_not_helping", "numbness", "limb_cold_pale", "tight_limb_pain"]],
    level: "emergency",
  },
  {
    // RCOphth / NICE CKS Cellulitis - acute (periorbital and orbital): a swollen eyelid with pain on moving
    // the eye or an eye pushed forward, with fever or after a cold or sinusitis, is orbital cellulitis:
    // same-day hospital admission (loss of sight, brain abscess, cavernous sinus thrombosis).
    id: "swollen_eyelid_orbital_signs",
    name: "A swollen eyelid with pain on moving the eye or a bulging eye, with fever or a cold",
    all: [
      ["eyelid_swelling", "swollen_face"],
      ["eye_pain_movement", "bulging_eyes"],
      ["fever", "chills", "runny_nose", "blocked_nose", "thick_nasal_discharge", "facial_pain"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Pelvic inflammatory disease and BASHH 2019 PID guideline: admit a woman with PID who is
    // systemically unwell — fever over 38 °C with nausea and vomiting (cannot take oral antibiotics), or signs
    // of a tubo-ovarian abscess or pelvic peritonitis.
    id: "pid_fever_vomiting",
    name: "Lower belly pain with discharge or pain during sex, fever and vomiting (severe pelvic infection)",
    all: [
      ["lower_abdominal_pain", "llq_pain", "rlq_pain"],
      ["vaginal_discharge", "painful_sex"],
      ["fever"],
      ["vomiting", "vomiting_persistent"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Vertigo (refer immediately: vertigo with new neurological signs such as double vision) and
    // BE-FAST (Balance, Eyes): a posterior-circulation stroke shows as a spinning dizziness with double vision.
    id: "vertigo_double_vision",
    name: "Spinning dizziness with double vision",
    all: [["vertigo"], ["double_vision"]],
    level: "emergency",
  },
  {
    // NICE CG100 Alcohol-use disorders (physical complications): seeing or hearing things after stopping heavy
    // drinking is alcohol withdrawal delirium (delirium tremens) or hallucinosis: hospital now.
    id: "alcohol_withdrawal_hallucinations",
    name: "Seeing or hearing things after stopping heavy drinking",
    all: [["alcohol_stopped"], ["hallucinations"]],
    level: "emergency",
  },
  {
    // BSR ANCA-associated vasculitis guideline and KDIGO 2021: coughing blood with blood in the urine is a
    // pulmonary-renal syndrome (lung bleeding with rapidly failing kidneys): emergency admission.
    id: "pulmonary_renal",
    name: "Coughing blood with blood in the urine",
    all: [["haemoptysis"], ["haematuria"]],
    level: "emergency",
  },
  // Emergency round 11 (kb/findings-em11.ts).
  {
    // NICE NG151 neutropenic sepsis, MHRA Drug Safety Update (carbimazole: agranulocytosis), BNF / MHRA
    // clozapine and BSR DMARD monitoring: a fever or shivering in someone taking a medicine that can stop the
    // marrow making white cells is neutropenic sepsis until a blood count says otherwise: antibiotics within
    // the hour.
    id: "fever_on_wbc_lowering_drug",
    name: "Fever on a medicine that can lower the white blood cells (carbimazole, clozapine, sulfasalazine...)",
    all: [["fever", "chills"], ["wbc_lowering_drug"]],
    level: "emergency",
  },
  {
    // NICE NG136 (hypertension in adults: same-day specialist review for a reading of 180/120 or more with
    // life-threatening symptoms or suspected phaeochromocytoma) and ESC/ESH 2018 (hypertensive emergency):
    // a reading this high with a severe headache, chest pain, breathlessness, vision changes, confusion,
    // weakness, vomiting or a nosebleed that will not stop is a hypertensive emergency.
    id: "bp_very_high_symptoms",
    name: "Blood pressure 180/120 or higher with headache, chest pain, breathlessness, vision or brain symptoms",
    all: [
      ["bp_very_high"],
      [
        "headache",
        "headache_sudden",
        "chest_pain",
        "sob",
        "vision_blurred",
        "vision_loss",
        "confusion",
        "drowsiness",
        "weakness_one_side",
        "slurred_speech",
        "seizure",
        "vomiting",
        "nosebleed_prolonged",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE NG136 (same-day specialist review for suspected phaeochromocytoma: headache, palpitations, pallor,
    // sweating with high blood pressure) and the Endocrine Society guideline: the classic attack (a pounding
    // headache with a racing heart and sweating or pallor) with a high reading is a catecholamine crisis until
    // proven otherwise.
    id: "high_bp_adrenaline_attack",
    name: "A high blood pressure reading with a pounding headache, racing heart and sweating or pallor",
    all: [["high_bp_reading"], ["headache", "headache_sudden"], ["palpitations"], ["sweating", "pale"]],
    level: "emergency",
  },
  {
    // NICE NG51 sepsis risk stratification (a likely source of infection with a heart rate over 90 and
    // new rigors: two moderate-to-high risk criteria, refer for emergency assessment) and UK Sepsis Trust
    // ("extreme shivering"): fever with a racing heart and shivering or collapse-like weakness in someone with
    // an infected breast, skin, wound, tooth or urine is sepsis from that source. Malaria's fever and rigors
    // without a focus stay with the malaria grading (kb/severity.ts).
    id: "infection_source_sepsis_signs",
    name: "Fever from an infected breast, skin, wound, tooth or urine with a racing heart and shivering",
    all: [
      ["fever"],
      [
        "breast_red_hot",
        "breast_red_swollen",
        "breast_pain",
        "nipple_pus",
        "cellulitis_skin",
        "red_streak",
        "boil",
        "pus_when_pressed",
        "dirty_wound",
        "wound",
        "perineal_wound",
        "foot_ulcer",
        "gum_abscess",
        "jaw_swelling",
        "dysuria",
        "flank_pain",
      ],
      ["palpitations", "fast_breathing"],
      ["chills", "prostration"],
    ],
    level: "emergency",
  },
  // An ambulance, or the emergency department? NHS "When to call 999" (and the ambulance services' lists:
  // loss of consciousness, an acute confused state, fits that are not stopping, chest pain / heart attack,
  // breathing difficulty that is severe, suspected stroke, severe bleeding, severe allergic reactions, severe
  // burns, major trauma) and JRCALC: an ambulance is for someone who cannot safely travel by themselves or who
  // needs treatment on the way. A danger sign that says "hospital now" but not "cannot travel" sends the person
  // to the emergency department (emergency): a fit that has stopped (the danger is a fit still going:
  // seizure_prolonged), breathlessness at rest or stridor without blue lips, collapse or drooling, a swallowed
  // poison without signs that it is acting, a snake bite (WHO snakebite guideline: to hospital by the quickest
  // transport, not on foot), peeling skin, a tight or cold limb, a choking episode that has passed. Those
  // findings are red flags without the ambulance mark (findings-*.ts); the combinations below restore the
  // ambulance where the person cannot travel safely.
  {
    // JRCALC / NHS Poisoning: call an ambulance when someone who has taken a poison is drowsy, unconscious,
    // fitting, breathing with difficulty, has chest pain or vomits blood.
    id: "poisoning_acting",
    name: "A poison or overdose with drowsiness, a fit, hard breathing, chest pain or collapse",
    all: [
      ["poisoning"],
      [
        "unconscious",
        "drowsiness",
        "confusion",
        "seizure",
        "fainting",
        "cold_clammy",
        "sob_rest",
        "slow_breathing",
        "cyanosis",
        "chest_pain",
        "vomiting_blood",
      ],
    ],
    level: "emergency_ambulance",
  },
  {
    // TOXBASE / NHS Poisoning: breathlessness or fast breathing after tablets (salicylate acidosis, a sedative
    // or opioid, a heart drug) is the poison acting. (After kerosene a cough and some breathlessness are its
    // expected course, assessed in the emergency department: WHO / IMCI hydrocarbon ingestion.)
    id: "tablets_breathing",
    name: "Breathlessness or fast breathing after an overdose of tablets",
    all: [
      [
        "paracetamol_overdose",
        "aspirin_overdose",
        "sedative_overdose",
        "opioid_overdose",
        "diabetes_tablets_swallowed",
        "bp_tablets_swallowed",
        "chloroquine_swallowed",
      ],
      ["sob", "fast_breathing"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NICE CKS Sore throat (stridor or drooling with breathing difficulty: immediate admission) and ETAT
    // (airway): drooling with noisy or hard breathing or a swelling mouth floor is an airway closing.
    id: "drooling_breathing",
    name: "Drooling with noisy or hard breathing or a swollen floor of the mouth",
    all: [["drooling"], ["stridor", "sob", "sob_rest", "lip_tongue_swelling", "floor_mouth_swelling"]],
    level: "emergency_ambulance",
  },
  {
    // RCOG Green-top 73 (eclampsia) and WHO IMPAC: a fit in pregnancy or after birth is eclampsia until proven
    // otherwise: call an ambulance (magnesium sulfate and delivery).
    id: "fit_pregnancy",
    name: "A fit in pregnancy or after giving birth",
    all: [["seizure"], ["pregnant", "pregnant_late", "recent_delivery"]],
    level: "emergency_ambulance",
  },
  {
    // WHO recommendations for the prevention and treatment of postpartum haemorrhage (2012) and RCOG Green-top
    // 52: heavy bleeding after a birth is obstetric haemorrhage: call an ambulance.
    id: "postpartum_heavy_bleeding",
    name: "Heavy bleeding after giving birth",
    all: [["recent_delivery"], ["heavy_vaginal_bleeding"]],
    level: "emergency_ambulance",
  },
  {
    // NHS Carbon monoxide poisoning and Heatstroke (call 999 if confused, very drowsy, unresponsive or fitting):
    // generator or charcoal fumes, or heat, with a brain that is failing is an ambulance case (oxygen, cooling
    // on the way).
    id: "fumes_heat_brain_signs",
    name: "Confusion, drowsiness, a fit or collapse after fumes or in the heat",
    all: [
      // Hot, dry skin that has stopped sweating is the heat itself (heatstroke), even when the heat is not named.
      ["fumes", "heat_exposure", "hot_dry_skin"],
      ["confusion", "drowsiness", "unconscious", "seizure", "fainting"],
    ],
    level: "emergency_ambulance",
  },
  {
    // JBDS (Joint British Diabetes Societies) hypoglycaemia guideline and NICE NG17/NG28: someone with diabetes
    // who is drowsy, unconscious or fitting cannot safely take sugar by mouth (glucagon or intravenous glucose):
    // call an ambulance. A person who is confused but awake can still take sugar on the way.
    id: "diabetes_reduced_consciousness",
    name: "Drowsiness, unconsciousness or a fit in someone with diabetes",
    all: [
      ["uses_insulin", "known_diabetes", "diabetes_tablets_swallowed"],
      ["drowsiness", "unconscious", "seizure"],
    ],
    level: "emergency_ambulance",
  },
  {
    // WHO Tetanus (clinical management: generalised spasms need intensive care, airway at risk): a locked jaw
    // with body spasms or after a wound.
    id: "tetanus_spasms",
    name: "A locked jaw with body spasms or after a wound",
    all: [["lockjaw"], ["spasms", "wound", "dirty_wound"]],
    level: "emergency_ambulance",
  },
  {
    // NICE NG232 / NICE CKS Head injury: weeks after a head injury, drowsiness, confusion, new weakness or
    // speech trouble, a fit, repeated vomiting or a headache that keeps getting worse raise a chronic subdural
    // haematoma: an emergency scan. A headache, dizziness and poor concentration alone are post-concussion
    // symptoms for the GP (findings-late.ts).
    id: "late_head_injury_signs",
    name: "Drowsiness, confusion, weakness or a worsening headache weeks after a head injury",
    all: [
      ["head_injury_weeks_ago"],
      [
        "drowsiness",
        "confusion",
        "weakness_one_side",
        "slurred_speech",
        "seizure",
        "vomiting_persistent",
        "headache_worsening",
      ],
    ],
    level: "emergency",
  },
  // Emergency round 12 (ck-em12): injury with shock, kidney failure with its uraemic and fluid signs, and the
  // ambulance for a head injury with a failing brain or a broken bone through a wound.
  {
    // ATLS (10th ed.) haemorrhagic shock and NICE NG39 major trauma (NG51 for the signs of shock: pale or mottled,
    // cold clammy skin, a fast pulse, new confusion): after any injury, cold clammy skin, or paleness with a racing
    // heart, fast breathing, fainting, confusion or drowsiness, is bleeding inside or out until proven otherwise:
    // call an ambulance, whatever the body region. (Paleness with a faint feeling alone is often a simple faint
    // at the sight of an injury: the next rule asks for a serious injury too.)
    id: "injury_shock",
    name: "An injury with signs of shock (cold clammy skin, or paleness with a racing heart, fast breathing or collapse)",
    all: [
      [...INJURY_FINDINGS],
      ["pale", "cold_clammy"],
      ["cold_clammy", "palpitations", "fast_breathing", "fainting", "confusion", "drowsiness", "unconscious"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NICE NG39 major trauma and ATLS: a serious injury (cannot stand or bear weight, a deformed limb, a blow to the
    // belly, loin, ribs, hip or thigh, a spine injury) with paleness and dizziness is blood loss (a broken pelvis or
    // thigh bone loses litres) until proven otherwise: an ambulance (pelvic binder, splint, fluids on the way).
    id: "major_injury_pale_dizzy",
    name: "A serious injury (cannot stand, deformed limb, belly, chest, hip or spine) with paleness and dizziness",
    all: [
      [...INJURY_FINDINGS],
      ["cant_bear_weight", ...SERIOUS_INJURY_SITES, "limb_numb_after_injury"],
      ["pale"],
      ["dizziness"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NHS "When to call 999" / NICE NG232 head injury: after a head injury, drowsiness (difficulty staying awake),
    // new confusion, a fit or unconsciousness is bleeding in the skull until proven otherwise: call an ambulance
    // (a head injury with vomiting or a headache alone goes to the emergency department: head_injury_signs).
    id: "head_injury_brain_signs",
    name: "Head injury with drowsiness, confusion, a fit or unconsciousness",
    all: [
      ["head_injury", "knocked_out"],
      ["drowsiness", "confusion", "seizure", "unconscious"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NHS Broken bones and BOAST open fractures: a broken or deformed limb with a wound or bleeding (bone through the
    // skin) is an open fracture: call an ambulance (splint, stop the bleeding, antibiotics within the hour).
    id: "open_fracture_bleeding",
    name: "A deformed or broken limb with a wound or bleeding",
    all: [["deformity"], ["wound", "dirty_wound", "bleeding_unusual"]],
    level: "emergency_ambulance",
  },
  {
    // KDIGO 2024 CKD guideline and NICE NG203: in someone with known kidney disease or on dialysis, breathlessness
    // lying flat or at rest (fluid on the lungs), confusion or drowsiness (uraemic encephalopathy), a fit, or
    // vomiting everything (no medicines kept down, rising potassium) needs emergency dialysis assessment.
    id: "kidney_failure_danger",
    name: "Known kidney disease with breathlessness lying flat, confusion, drowsiness, a fit or vomiting everything",
    all: [
      ["known_kidney_disease", "missed_dialysis"],
      ["orthopnoea", "sob_rest", "confusion", "drowsiness", "seizure", "vomiting_persistent"],
    ],
    level: "emergency",
  },
  {
    // KDIGO 2024 / NICE NG203 (uraemic symptoms are an indication for dialysis) and NICE CKS Hiccups (uraemia causes
    // persistent hiccups): hiccups with little urine or known kidney failure, and vomiting, itching, swelling or
    // confusion, is uraemia.
    id: "uraemic_hiccups",
    name: "Hiccups with little urine or kidney disease, and vomiting, itching or swelling",
    all: [
      ["known_kidney_disease", "missed_dialysis", "oliguria"],
      ["hiccups_persistent"],
      ["vomiting", "vomiting_persistent", "itching", "leg_swelling", "swollen_face", "confusion", "drowsiness"],
    ],
    level: "emergency",
  },
  {
    // NICE CG178 psychosis and schizophrenia and NICE NG10 violence and aggression: hearing voices, strange beliefs
    // or mania with threats or an attack with a weapon is a risk to others: crisis (emergency) assessment now.
    id: "psychosis_weapon",
    name: "Hearing voices, strange beliefs or mania with threats or a weapon",
    all: [["hallucinations", "delusions", "elevated_mood"], ["threatened_with_weapon"]],
    level: "emergency",
  },
  ...ROUNDS.flatMap((r) => r.redFlagRules ?? []),
];

/**
 * A red-flag finding (or an age rule's finding, kb/danger-screens.ts) whose level is lower in one sourced
 * form: when any `when` finding is present, none of `unless` is, and the age is in the band, the finding
 * sets `level` instead: a floor below an emergency (the finding is then not a danger sign), or the emergency
 * department instead of an ambulance. Any other danger sign still decides on its own (the `unless` list also
 * names the signs that make the lower reading unsafe even when they are not red flags by themselves).
 */
export interface RedFlagLimit {
  id: string;
  /** Shown as the reason for the floor level. */
  name: string;
  finding: string;
  when: string[];
  /** Further groups that must each have one finding present as well (fa26: anxiety AND a panic companion). */
  also?: string[][];
  unless: string[];
  /** Inclusive age band in years. */
  ages?: [number, number];
  level: Exclude<TriageLevel, "emergency_ambulance">;
  /** Signs that must have been answered "no" for the limit to hold (an unasked sign keeps the emergency). */
  denied?: string[];
}

/** Signs that bleeding is a bleeding disorder, an infection or a failing liver rather than what a bite, scratching
 * or steroid skin explains: with any of them the bleeding limits below do not apply. */
const BLEEDING_DISORDER_SIGNS = [
  "fever",
  "chills",
  "drowsiness",
  "confusion",
  "yellow_eyes",
  "pale",
  "rash_nonblanching",
];

export const RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE CKS Bell's palsy: a facial palsy that takes in the forehead and eye closure (lower motor neuron),
    // with no limb weakness, speech, vision or balance problem, is Bell's palsy: prednisolone within 72 hours,
    // seen the same day; forehead sparing or any other neurological sign is a stroke until proven otherwise
    // (NHS / FAST: 999). Fever, ear discharge or a swelling behind the ear (otitis media, mastoiditis), a head
    // injury, sickle cell disease (stroke in the young) and childhood keep the emergency.
    id: "facial_nerve_palsy",
    name: "One-sided facial weakness including the eye and forehead, without other stroke signs",
    finding: "face_droop",
    when: ["face_palsy_eye_forehead"],
    unless: [
      "weakness_one_side",
      "slurred_speech",
      "confusion",
      "drowsiness",
      "vision_loss",
      "double_vision",
      "headache_sudden",
      "vertigo",
      "dizziness",
      "leg_weakness_both",
      "fever",
      "stiff_neck",
      "ear_discharge",
      "behind_ear_swelling",
      "head_injury",
      "known_sickle",
    ],
    ages: [10, 120],
    level: "consultation_24",
  },
  {
    // NHS Poisoning and Paracetamol overdose (NPIS / TOXBASE advice to the public): someone who has taken too
    // many paracetamol or aspirin tablets goes to the emergency department at once even when they feel well
    // (treatment depends on blood levels); an ambulance (999/112) is for someone unconscious, drowsy, fitting,
    // breathing with difficulty or fast, with chest pain or bleeding (JRCALC), or a poison that acts on them.
    id: "tablet_overdose_well",
    name: "Too many paracetamol or aspirin tablets, without danger signs",
    finding: "poisoning",
    when: ["paracetamol_overdose", "aspirin_overdose"],
    unless: [
      "unconscious",
      "drowsiness",
      "confusion",
      "seizure",
      "fainting",
      "cold_clammy",
      "sob",
      "sob_rest",
      "fast_breathing",
      "deep_breathing",
      "slow_breathing",
      "cyanosis",
      "chest_pain",
      "vomiting_blood",
      "pesticide_exposure",
      "caustic_swallowed",
      "kerosene_swallowed",
      "phosphide_swallowed",
      "chloroquine_swallowed",
      "hair_dye_swallowed",
      "herbicide_swallowed",
      "diabetes_tablets_swallowed",
      "bp_tablets_swallowed",
    ],
    level: "emergency",
  },
  {
    // NICE CKS Scrotal pain and swelling / Varicocele and EAU paediatric urology guideline: the torsion age
    // rule is for acute testicular pain; a soft "bag of worms" above the testicle with a dragging ache
    // (varicocele), or a painless swelling of the scrotum (hydrocele), is assessed routinely. Sudden or
    // severe pain, an injury, vomiting, belly pain or fever keep torsion (emergency) in front.
    id: "chronic_scrotal_swelling",
    name: "A varicocele or painless scrotal swelling without sudden or severe pain",
    finding: "testicular_pain",
    when: ["scrotal_veins", "scrotal_swelling_painless"],
    unless: [
      "testicular_pain_sudden",
      "pain_severe",
      "testicle_injury",
      "vomiting",
      "nausea",
      "abdominal_pain",
      "lower_abdominal_pain",
      "fever",
      "blue_dot_scrotum",
    ],
    level: "consultation",
  },
  {
    // NICE CKS Bites - human and animal / WHO rabies: a dog or human bite that bleeds is a wound that needs
    // washing, rabies vaccine and a tetanus check the same day; "bleeding" here is the wound, not a
    // bleeding disorder. A snake bite, fever, drowsiness, jaundice, pallor, a deep or facial bite or bleeding
    // that won't stop keep it an emergency.
    id: "bleeding_bite_wound",
    name: "A bleeding animal or human bite",
    finding: "bleeding_unusual",
    when: ["animal_bite", "human_bite"],
    unless: [...BLEEDING_DISORDER_SIGNS, "snake_bite", "bite_deep_or_face", "wound_bleeding_heavy", "bruising"],
    level: "consultation_24",
  },
  {
    // NICE CKS Atopic eczema / NICE NG12: skin scratched until it bleeds is eczema's bleeding; unexplained
    // bruising or petechiae would be another matter (kept an emergency with bruising, a non-blanching rash,
    // nosebleeds, bleeding gums, fever, pallor or drowsiness).
    id: "bleeding_scratched_skin",
    name: "Itchy skin scratched until it bleeds",
    finding: "bleeding_unusual",
    when: ["itching", "eczema_patches"],
    unless: [...BLEEDING_DISORDER_SIGNS, "bruising", "nosebleed", "bleeding_gums_brushing"],
    level: "consultation",
  },
  {
    // NICE CKS Corticosteroids - topical and oral (adverse effects: skin thinning and easy bruising) and
    // NICE NG12: easy bruising in a person using steroid creams or tablets (skin-lightening creams included)
    // is steroid skin damage until a blood count says otherwise: within a day or two, not an emergency.
    id: "bruising_on_steroids",
    name: "Easy bruising while using steroid creams or tablets",
    finding: "bleeding_unusual",
    // Bleaching creams are strong topical steroids (clobetasol), and a round face with purple stretch marks is
    // their Cushing's syndrome (NICE CKS Cushing's syndrome: easy bruising) (ck-em12).
    when: ["steroid_use", "bleaching", "cushing_features"],
    unless: [...BLEEDING_DISORDER_SIGNS, "nosebleed", "bleeding_gums_brushing", "black_stool", "vomiting_blood"],
    level: "consultation_24",
  },
  {
    // WHO Basic emergency care (bleeding: direct pressure; bleeding that pressure does not stop, or with signs of
    // shock, is the emergency) and NICE CKS epistaxis and nasal fracture: bleeding from a small injury (a knock to
    // the nose, a tooth or a toe) that has stopped or stops with pressure is the injury's own care, not a
    // bleeding disorder. Heavy bleeding, shock, a head, belly or loin injury, a deformed limb, bruising or a known
    // bleeding disorder keep the emergency (ck-em12).
    id: "bleeding_small_injury",
    name: "Bleeding from a small injury that stops with pressure",
    finding: "bleeding_unusual",
    // Only injuries that are small by their site: a cut, a crushed or cut-off finger or an eye injury is judged by
    // the wound's own screens.
    when: ["nose_injury", "tooth_injury", "toe_foot_injury"],
    unless: [
      ...BLEEDING_DISORDER_SIGNS,
      "bruising",
      "wound_bleeding_heavy",
      "fainting",
      "cold_clammy",
      "dizziness",
      "palpitations",
      "known_bleeding_disorder",
      "head_injury",
      "knocked_out",
      "belly_injury",
      "flank_injury",
      "deformity",
      "haematuria",
      "vomiting_blood",
      "black_stool",
      "haemoptysis",
    ],
    level: "consultation",
  },
  {
    // NICE CKS Compartment syndrome (after a fracture, crush, tight cast or bandage, burn, snake bite or hard
    // exercise; also a muscle bleed in a bleeding disorder) and NICE NG158 venous thromboembolism (a swollen, tight,
    // painful calf after a long journey or immobility is a deep vein thrombosis: assessed and scanned the same
    // day, within 4 hours where possible): a tight, painful, swollen calf with no such cause is a clot, seen
    // within 24 hours, not an emergency. A clot with breathlessness, chest pain or coughing blood stays an
    // emergency (clot_signs); numbness or a cold pale limb keep the emergency.
    id: "tight_calf_no_injury",
    name: "A tight, swollen, painful calf without an injury, cast, bite or hard exercise",
    finding: "tight_limb_pain",
    when: ["calf_swelling", "leg_swelling", "immobile_travel"],
    unless: [
      ...INJURY_FINDINGS,
      "limb_in_cast",
      "snake_bite",
      "burn",
      "burn_major",
      "hard_exercise",
      "known_bleeding_disorder",
      "limb_cold_pale",
      "numbness",
      "painkillers_not_helping",
      "sob",
      "sob_rest",
      "chest_pain",
      "haemoptysis",
      "fainting",
      "fever",
      "dark_urine",
    ],
    level: "consultation_24",
  },
  ...ROUNDS.flatMap((r) => r.redFlagLimits ?? []),
];
