// Conditions, sixth breadth round: emergencies a young person in Nigeria presents with that the knowledge base
// could not name — weed-killer (paraquat) poisoning, a hard blow to the belly, severe anaemia, sepsis in a young infant, infection inside the eye after surgery, drug-induced
// swelling of lips and tongue without hives, pus around the lung, tuberculous meningitis and care after sexual
// assault. Conditions that breadth round 7 (conditions-gp7.ts) added at the same time (hydrocephalus, uterine
// rupture, obstetric fistula, stab wounds and haemopneumothorax) receive likelihood rows here instead.
// Triage follows WHO IMCI/ETAT/Pocket Book, WHO Basic Emergency Care, NICE guidelines and CKS, RCOG, BTS and
// TOXBASE; likelihoods are from those guidelines and StatPearls reviews. Priors are relative presentations per
// 10,000 (see define.ts prior()).
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { WHO_POCKET_BOOK, bmj, nice, statpearls, who, whoDoc } from "./sources.ts";

type Bands = Array<[number, number, number]>;
/** Young infants (WHO IMCI "sick young infant"): birth to 2 months, then much rarer. */
const YOUNG_INFANT: Bands = [
  [0, 0.17, 1],
  [0.18, 0.3, 0.2],
  [0.31, 1, 0.02],
  [1.01, 200, 0],
];
/**
 * Severe anaemia as a named condition is a child's (WHO IMCI/ETAT "severe palmar pallor"); in adolescents and
 * adults the knowledge base names it by its cause (heavy periods, bleeding, sickle cell crises, malaria). It
 * is uncommon before 3 months (fetal haemoglobin; malarial anaemia peaks between 6 months and 3 years).
 */
const CHILD_ANAEMIA: Bands = [
  [0, 0.25, 0.5],
  [0.26, 5, 3],
  [6, 14, 1],
  [15, 200, 0.05],
];
const YOUNG_ADULT_MALE_INJURY: Bands = [
  [0, 11, 0.2],
  [12, 45, 1],
  [46, 200, 0.6],
];

const WHO_BEC: ReturnType<typeof whoDoc> = whoDoc(
  "https://www.who.int/publications/i/item/basic-emergency-care-approach-to-the-acutely-ill-and-injured",
  "Basic emergency care: approach to the acutely ill and injured (2018)",
);
const WHO_IMCI: ReturnType<typeof whoDoc> = whoDoc(
  "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
  "IMCI chart booklet (2014)",
);

export const GP6_CONDITIONS: Condition[] = [
  gp({
    id: "paraquat_poisoning",
    name: "Paraquat (weed killer) poisoning",
    common: "Weed killer poisoning",
    icd: "T60.3",
    tri: "emergency_ambulance",
    prior: prior(0.6, { m: 1.5, bands: YOUNG_ADULT_MALE_INJURY }),
    lk: "herbicide_swallowed .95, poisoning .95, mouth_ulcers .55, sore_throat .5, painful_swallowing .5, vomiting .8, abdominal_pain .5, diarrhoea .3, sob .35, fast_breathing .3, oliguria .3, suicidal .5, yellow_eyes .1",
    desc: "Paraquat is a weed killer (sold as Gramoxone and other names) that is widely used on Nigerian farms and is often drunk in a moment of despair or by accident from an unlabelled bottle. Even a mouthful is dangerous: it burns the mouth and throat, causes vomiting, and over the next days damages the kidneys, liver and lungs. There is no antidote, so the earliest hospital care matters.",
    causes:
      "Drinking paraquat on purpose in a crisis; Accidental drinking from a soft-drink bottle; Spills on broken skin",
    see: "Take the bottle or label. The hospital decontaminates the gut (activated charcoal or Fuller's earth within hours), checks the kidneys and supports breathing; oxygen is given only if the level is low because it worsens paraquat lung damage. TOXBASE/NPIS advice is followed.",
    home: "Go now: Call 112 or go to hospital immediately even if the person looks well; do not make them vomit; wash skin or eyes splashed with the liquid with plenty of water.",
    tx: "Hospital care: Gut decontamination, fluids, kidney support and care of mouth burns; mental health support after a deliberate poisoning.",
    src: [
      who("suicide", "Suicide (pesticide self-poisoning)"),
      whoDoc(
        "https://www.who.int/publications/i/item/9789240075580",
        "Preventing suicide: a resource for pesticide registrars and regulators",
      ),
      statpearls("Paraquat toxicity"),
    ],
  }),
  gp({
    id: "abdominal_trauma",
    name: "Blunt abdominal injury (liver, kidney or bowel)",
    common: "Serious blow to the belly",
    icd: "S36.9",
    tri: "emergency_ambulance",
    prior: prior(0.3, { m: 2.5, bands: YOUNG_ADULT_MALE_INJURY }),
    lk: "belly_injury .95, injury .7, flank_pain .25, abdominal_pain .95, severe_abdominal_pain .5, rigid_abdomen .35, distension .25, dizziness .5, fainting .3, cold_clammy .4, shoulder_tip_pain .25, vomiting .35, haematuria .15, vomiting_blood .05, luq_pain .3, ruq_pain .25",
    desc: "A hard blow to the belly (a kick, a motorcycle handlebar or steering wheel, a fall) can tear the liver, spleen, kidney or bowel. Pain may seem mild at first while blood collects inside; dizziness, fainting, cold clammy skin, a swelling belly or pain into the shoulder tip are signs of internal bleeding.",
    causes:
      "Stab and gunshot wounds; Road traffic crashes (motorcycle handlebars, steering wheels, seat belts); Assault and kicks; Falls",
    see: "The emergency team looks for internal bleeding with an ultrasound (FAST) or CT scan, replaces blood and decides on an operation. Blood in the urine after a blow to the side is a kidney injury.",
    home: "Call 112: Lay the person flat, keep them warm and give nothing by mouth until a surgeon has seen them.",
    tx: "Observation or surgery: Close hospital observation with scans for most blunt injuries; an operation for continuing bleeding or a torn bowel.",
    src: [
      WHO_BEC,
      nice("ng39", "NG39 Major trauma: assessment and initial management"),
      statpearls("Blunt abdominal trauma"),
    ],
  }),
  gp({
    id: "severe_anaemia",
    name: "Severe anaemia",
    common: "Severe anaemia (very low blood)",
    icd: "D64.9",
    tri: "emergency",
    prior: prior(4, { bands: CHILD_ANAEMIA }),
    lk: "severe_pallor .9, pale .95, fatigue .8, fast_breathing .5, sob .55, palpitations .45, dizziness .5, fainting .2, prostration .3, drowsiness .15, leg_swelling .15, fever .35, known_sickle .03, heavy_periods .1, poor_feeding .2, dark_urine .1, worms_seen .05",
    desc: "Severe anaemia means so few red blood cells that the body cannot carry enough oxygen: the palms, tongue and inside of the eyelids look almost white, and the person is weak, breathless and has a racing heart. In Nigeria the commonest causes are malaria (especially in young children), sickle cell crises, hookworm and heavy bleeding. Without a transfusion the heart can fail.",
    causes:
      "Malaria destroying red cells (young children); Sickle cell aplastic or sequestration crisis; Heavy bleeding (periods, childbirth, stomach ulcer); Hookworm and poor diet; HIV, cancer and kidney disease",
    see: "WHO IMCI: severe palmar pallor needs urgent referral. The hospital checks the haemoglobin, tests for malaria, gives a blood transfusion when the level is very low or the child is breathless, and treats the cause.",
    home: "Go today: Go to a hospital now; keep the person resting; give fluids and food but not iron tablets until the cause is known.",
    tx: "Transfusion and the cause: Blood transfusion when the haemoglobin is very low or there are danger signs; antimalarials, deworming, iron and folic acid as the cause requires.",
    src: [WHO_POCKET_BOOK, WHO_IMCI, who("anaemia", "Anaemia"), statpearls("Anemia")],
  }),
  gp({
    id: "neonatal_sepsis",
    name: "Possible serious bacterial infection in a young infant (neonatal sepsis)",
    common: "Serious infection in a young baby",
    icd: "P36.9",
    tri: "emergency",
    // Common in the first two months, not rare: WHO IMCI counts a fever alone as 'possible serious bacterial
    // infection', and about 7.6 % of live births in sub-Saharan Africa and South Asia have an episode in the
    // first two months (Seale AC et al., Lancet Infect Dis 2014). The sepsis row (conditions-infections.ts,
    // ×30 under 3 months) carries most of that share; this one stays beside it without tipping a colicky
    // baby who posset into an emergency on probabilities alone (NICE CKS Infantile colic).
    prior: prior(15, { bands: YOUNG_INFANT }),
    lk: "poor_feeding .8, fever .6, hypothermia .35, drowsiness .5, prostration .3, irritable_child .35, fast_breathing .45, chest_indrawing .25, seizure .12, newborn_baby .6, vomiting .2, yellow_eyes .15, bulging_fontanelle .05, umbilical_redness .05, cyanosis .1, unable_to_drink .4",
    desc: "A baby under two months old can be overwhelmed by a bacterial infection of the blood within hours. The signs are not those of an older child: the baby stops feeding well, is too sleepy or floppy, has a temperature that is too high or too low (feels cold), breathes fast or with chest indrawing, or has a fit. WHO calls this 'possible serious bacterial infection'; it is a leading cause of newborn deaths in Nigeria.",
    causes:
      "Bacteria from the birth canal or the surroundings (group B streptococcus, E. coli, Klebsiella, Staphylococcus); Waters broken long before birth or fever in the mother; Birth outside a clean setting; Low birth weight",
    see: "The baby is given the first dose of antibiotics and taken to hospital for antibiotics into a vein, blood and urine tests, and sometimes a lumbar puncture. WHO IMCI: any of the signs of severe disease in a young infant means urgent referral.",
    home: "Go now: Keep the baby warm skin-to-skin on the way, keep breastfeeding if the baby can, and go to hospital now.",
    tx: "Antibiotics: Antibiotics into a vein (ampicillin or penicillin with gentamicin) for 7–10 days; oxygen, fluids and warmth as needed.",
    src: [
      WHO_IMCI,
      WHO_POCKET_BOOK,
      nice("ng195", "NG195 Neonatal infection: antibiotics for prevention and treatment"),
      statpearls("Neonatal sepsis"),
    ],
  }),
  gp({
    id: "endophthalmitis",
    name: "Endophthalmitis (infection inside the eye)",
    common: "Infection inside the eye",
    icd: "H44.0",
    tri: "emergency",
    prior: prior(0.3, { bands: [[0, 30, 0.3]] }),
    lk: "recent_eye_surgery .75, eye_penetrating .2, eye_injury .15, eye_pain .9, red_eyes .85, vision_loss .6, eye_vision_reduced .85, cloudy_vision .6, hypopyon .6, eyelid_swelling .4, photophobia .3, eye_discharge .2, fever .1",
    desc: "Endophthalmitis is infection of the inside of the eye. It usually starts days after cataract surgery, an injection into the eye or a penetrating injury: the eye becomes more painful and red instead of better, sight drops quickly, and a pale layer of pus may settle inside the front of the eye. Without treatment within hours the eye can go blind.",
    causes:
      "Bacteria entering during cataract surgery, couching or an injection into the eye; Penetrating eye injuries (thorns, metal); Spread from the blood in people who are very ill or inject drugs",
    see: "An eye doctor examines the eye the same day, takes a sample from inside the eye and injects antibiotics into it; some eyes need surgery (vitrectomy).",
    home: "Go today: Go to an eye emergency service now; do not rub or press on the eye and do not use leftover drops.",
    tx: "Antibiotics into the eye: Injections of antibiotics into the eye, sometimes an operation to clear the infected gel.",
    src: [
      nice("red-eye", "Red eye"),
      who("blindness-and-visual-impairment", "Blindness and vision impairment"),
      statpearls("Endophthalmitis"),
    ],
  }),
  gp({
    id: "angioedema",
    name: "Angioedema without hives (ACE-inhibitor or hereditary)",
    common: "Swelling of lips and tongue (angioedema)",
    icd: "T78.3",
    tri: "emergency",
    prior: prior(0.8, {
      bands: [
        [0, 15, 0.2],
        [16, 200, 1],
      ],
    }),
    lk: "lip_tongue_swelling .95, swollen_face .6, ace_inhibitor .5, known_hypertension .45, new_medicine .35, hoarse_voice .2, stridor .1, painful_swallowing .25, abdominal_pain .15, recurrent .3, hives .05, itching .08, sob .15",
    desc: "Angioedema is swelling deep in the skin of the lips, tongue, face or throat, usually without the itchy hives of an allergy. It is most often caused by blood pressure tablets called ACE inhibitors (lisinopril, enalapril, ramipril), which are common in Nigeria, and can start months or years after the first tablet. Swelling of the tongue or throat can block the airway.",
    causes:
      "ACE-inhibitor blood pressure tablets (more common in people of African descent); Hereditary angioedema; Painkillers such as ibuprofen; Allergy (usually with hives)",
    see: "The emergency team checks the airway and watches the swelling; ACE-inhibitor swelling does not respond well to adrenaline or antihistamines, so stopping the tablet for good and, rarely, a breathing tube are needed.",
    home: "Go now: Call 112 if breathing, speaking or swallowing is hard; take no more of the tablet and bring the packet.",
    tx: "Stop the cause: The ACE inhibitor is stopped for life and another blood pressure tablet chosen; hereditary angioedema has specific treatments.",
    src: [
      nice("angio-oedema-urticaria", "Angio-oedema and urticaria"),
      nice("ng136", "NG136 Hypertension in adults"),
      statpearls("Angioedema"),
    ],
  }),
  gp({
    id: "empyema",
    name: "Empyema (pus around the lung)",
    common: "Pus around the lung",
    icd: "J86.9",
    tri: "emergency",
    prior: prior(0.8, { bands: [[0, 10, 1.5]] }),
    lk: "fever .9, no_better_on_antibiotics .7, pleuritic_pain .65, cough .8, sob .7, fast_breathing .5, fever_long .5, chest_pain .6, weight_loss .3, night_sweats .3, foul_sputum .15, fatigue .7, appetite_loss .5",
    desc: "Empyema is pus collecting between the lung and the chest wall, usually as a complication of pneumonia that has not been treated early or well. The fever continues or returns despite antibiotics, breathing hurts and becomes harder, and the person looks increasingly ill. In children it often follows pneumococcal or staphylococcal pneumonia; in adults TB can cause it too.",
    causes:
      "Pneumonia treated late or not at all; Staphylococcal pneumonia after measles or skin boils; Tuberculosis; Chest injury or surgery",
    see: "BTS: a child or adult whose pneumonia does not improve within 48 hours of antibiotics needs a chest X-ray or ultrasound; empyema is treated in hospital with a chest drain and antibiotics into a vein, sometimes surgery.",
    home: "Go to hospital: Do not keep changing antibiotics at home; go to a hospital today.",
    tx: "Drainage and antibiotics: A chest drain (sometimes with clot-dissolving medicine) and weeks of antibiotics; surgery for thick pus.",
    src: [
      WHO_POCKET_BOOK,
      nice("ng138", "NG138 Pneumonia (community-acquired): antimicrobial prescribing"),
      bmj("Empyema"),
      statpearls("Empyema"),
    ],
  }),
  gp({
    id: "tb_meningitis",
    name: "Tuberculous meningitis",
    common: "TB meningitis",
    icd: "A17.0",
    tri: "emergency",
    prior: prior(0.8, {
      bands: [
        [0, 0.5, 0.1],
        [0.51, 5, 1.5],
      ],
    }),
    lk: "headache .85, headache_worsening .6, fever .75, fever_long .6, confusion .45, drowsiness .45, stiff_neck .55, vomiting .5, seizure .25, double_vision .2, weakness_one_side .15, weight_loss .45, night_sweats .35, contact_tb .35, hiv_positive .35, cough_chronic .2, irritable_child .3",
    desc: "Tuberculous meningitis is TB infection of the coverings of the brain. Unlike bacterial meningitis it builds up over one to three weeks: headache that gets worse, fever, vomiting, then a change in behaviour, drowsiness, double vision, weakness or fits. It is commonest in young children with a TB contact and in people with HIV. Early treatment prevents death and disability.",
    causes:
      "Mycobacterium tuberculosis spreading from the lungs to the brain; Close contact with someone with TB; HIV or malnutrition weakening immunity",
    see: "The hospital does a lumbar puncture, brain scan and HIV test, and starts TB medicines with steroids without waiting for all results.",
    home: "Go now: A worsening headache with fever for more than a week, or any drowsiness or confusion, needs hospital care today.",
    tx: "TB treatment: At least 12 months of TB medicines with steroids in the first weeks.",
    src: [who("tuberculosis", "Tuberculosis"), nice("ng33", "NG33 Tuberculosis"), statpearls("Tuberculous meningitis")],
  }),
  gp({
    id: "sexual_assault",
    name: "Sexual assault (care after rape)",
    common: "Care after sexual assault",
    icd: "T74.2",
    tri: "consultation_24",
    when: "today, within 72 hours of the assault",
    prior: prior(1.5, {
      f: 1,
      m: 0.15,
      bands: [
        [0, 9, 0.3],
        [10, 30, 1.3],
        [31, 200, 0.6],
      ],
    }),
    lk: "sexual_assault .95, traumatic_event .6, unprotected_sex .5, ec_wanted .35, hiv_exposure .4, genital_sores .05, vaginal_bleeding .2, lower_abdominal_pain .25, injury .3, bruising .3, low_mood .4, worry .5, insomnia .3, flashbacks .2",
    desc: "After rape or any forced sexual contact, care in the first hours and days protects health: medicine to prevent HIV must start within 72 hours, emergency contraception works best within 3–5 days, and infections, injuries and the emotional shock can be treated. Nothing the person did makes it their fault.",
    causes:
      "Assault by a stranger, partner, relative or someone in authority; Drugged drinks; Children and adolescents abused by people they know",
    see: "A hospital or sexual assault referral centre (SARC) provides HIV post-exposure prophylaxis, emergency contraception, tests and treatment for infections, care of injuries, forensic evidence if wanted, and counselling. WHO: offer first-line support (listen, enquire, validate, enhance safety, support). Severe bleeding or injury needs emergency care.",
    home: "Get care today: If you can, keep the clothes in a paper bag and avoid washing before an examination, but do not delay care to do this; a trusted person can go with you.",
    tx: "Prevention and support: HIV prophylaxis for 28 days, emergency contraception, antibiotics for infections, hepatitis B vaccine and counselling.",
    src: [
      who("violence-against-women", "Violence against women"),
      whoDoc(
        "https://www.who.int/publications/i/item/WHO-RHR-14.26",
        "Health care for women subjected to intimate partner violence or sexual violence: a clinical handbook",
      ),
      nice("ng116", "NG116 Post-traumatic stress disorder"),
    ],
  }),
];

/**
 * Likelihood rows added to existing conditions (appended, never overwriting a row another file set): the
 * presentations of the new findings in conditions that already had a place for them.
 * - Placental abruption (RCOG Green-top 63): severe constant pain, a hard, tender ("woody") womb, third
 *   trimester, shock out of proportion to the visible bleeding.
 * - Thalassaemia major (WHO Management of haemoglobin disorders): a very pale infant who grows poorly with a
 *   swelling belly (big spleen and liver).
 * - Severe malaria in children (WHO Guidelines for malaria): unable to drink or breastfeed.
 * - Bacterial meningitis in infants (NICE NG240/CG102, WHO Pocket Book): irritability, a high-pitched cry, unable
 *   to breastfeed.
 * - Cryptococcal meningitis (WHO 2022 guidelines): a headache that worsens over days to weeks, drowsiness.
 * - Diabetic ketoacidosis (NICE NG18, ISPAD 2022): deep sighing (Kussmaul) breathing.
 * - Sickle cell anaemic crises, haemolysis, heavy bleeding: severe pallor (WHO IMCI severe palmar pallor); an
 *   aplastic crisis follows a viral illness (parvovirus B19) and makes a child breathe fast (NICE CG143, BSH).
 * - Organophosphate and general poisoning stay reachable from the weed-killer finding through poisoning.
 */
export const GP6_LIKELIHOOD_ROWS: Record<string, string> = {
  antepartum_haemorrhage:
    "severe_abdominal_pain .5, rigid_abdomen .25, pregnant_late .8, cold_clammy .25, previous_caesarean .1",
  thalassaemia_major: "severe_pallor .6, poor_growth .6, distension .4, poor_feeding .3",
  bacterial_meningitis: "irritable_child .5, unable_to_drink .3",
  cryptococcal_meningitis: "headache_worsening .6, drowsiness .3",
  dka: "deep_breathing .55",
  hhs: "deep_breathing .1",
  salicylate_poisoning: "deep_breathing .4",
  methanol_poisoning: "deep_breathing .35",
  sickle_anaemic_crisis: "severe_pallor .8, fast_breathing .5, recent_viral_illness .4, fever_long .15",
  severe_malaria: "severe_pallor .3, unable_to_drink .35",
  postpartum_haemorrhage: "severe_pallor .5",
  upper_gi_bleed: "severe_pallor .3",
  g6pd_haemolysis: "severe_pallor .4",
  haemolytic_uraemic_syndrome: "severe_pallor .5",
  iron_deficiency_anaemia: "severe_pallor .15",
  aplastic_anaemia: "severe_pallor .4",
  leukaemia: "severe_pallor .35",
  labour: "previous_caesarean .1",
  obstructed_labour: "previous_caesarean .2, labour_pain_stopped .1, labour_stimulants .15",
  uterine_rupture: "labour_pain_stopped .6, labour_stimulants .3",
  obstetric_fistula: "stool_from_vagina .2",
  hydrocephalus: "vp_shunt .3, headache_lying_morning .2",
  penetrating_abdominal_wound: "belly_injury .1",
  anaphylaxis: "ace_inhibitor .02",
  hiv_pep_needed: "sexual_assault .3",
  emergency_contraception: "sexual_assault .1",
  pneumonia: "no_better_on_antibiotics .15",
  lung_abscess: "no_better_on_antibiotics .4",
  severe_pneumonia: "no_better_on_antibiotics .2",
};
