// Conditions: airways and lungs, ear/nose/throat, mouth and teeth, eyes.
import type { Condition } from "../types.ts";
import {
  condition as c,
  prior,
  EMERGENCY_NOW,
  FLUIDS,
  HYDRATION_TX,
  PARACETAMOL,
  REST,
  SEE_DOCTOR,
  TRACK,
  DIET_TX,
  STRESS_TX,
  CLINICIAN_TX,
  RISES_WITH_AGE,
  YOUTH_PEAK,
} from "./define.ts";
import { cdc, nice, who } from "./sources.ts";

const STEAM: [string, string] = [
  "Steam and warm drinks",
  "Breathe steam from a bowl of hot water (carefully) and sip warm drinks with honey and lemon.",
];
const SALT_GARGLE: [string, string] = [
  "Salt-water gargle",
  "Gargle half a teaspoon of salt in a glass of warm water several times a day.",
];
const AVOID_SMOKE: [string, string] = [
  "Avoid smoke and dust",
  "Keep away from cigarette smoke, firewood or kerosene smoke, and dust; don't smoke.",
];

export const RESPIRATORY_CONDITIONS: Condition[] = [
  c({
    id: "bronchiolitis",
    name: "Bronchiolitis",
    common: "Bronchiolitis (chest cold in a baby)",
    icd10: "J21.9",
    // NICE NG9: most babies with bronchiolitis are cared for at home (fa21). Fast breathing, chest indrawing,
    // pauses, grunting or poor feeding, age under 3 months and heart disease raise it (severity.ts, kb/fa21.ts).
    triage: "self_care",
    // Infants: the commonest cause of admission under 1 year (NICE NG9); rare after 2.
    prior: prior(150, {
      bands: [
        [0, 0.999, 1],
        [1, 1.999, 0.3],
        [2, 200, 0],
      ],
    }),
    lk: "runny_nose .8, blocked_nose .5, cough .9, wheeze .6, fast_breathing .6, chest_indrawing .4, poor_feeding .5, fever .5, sob .5, cyanosis .05, drowsiness .1, sick_contacts .3, vomiting .15",
    desc: "Bronchiolitis is a viral infection (usually RSV) of the smallest airways in babies under 2: a runny nose for a few days, then a cough, fast or noisy breathing and wheeze, and feeding less. Most babies recover at home in 2–3 weeks, but young babies can tire, stop breathing for moments or be unable to feed.",
    causes: ["Respiratory syncytial virus (RSV) and other cold viruses", "Spread by coughs, sneezes and hands"],
    next: [
      SEE_DOCTOR(
        "within 24 hours if the baby is under 3 months, feeds less than usual or breathes fast, and go to hospital at once if the baby stops breathing for moments, turns blue, grunts, the chest sucks in or takes less than half the usual feeds",
        "A clinician checks breathing, oxygen and feeding; babies who struggle are admitted for oxygen and feeding support.",
      ),
    ],
    remedies: [
      ["Small frequent feeds", "Feed little and often; clear the nose with saline drops before feeds."],
      ["Keep away from smoke", "No smoking, firewood or kerosene smoke near the baby."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Supportive care",
        "Oxygen if levels are low and help with feeding; antibiotics and inhalers do not help.",
      ),
    ],
    sources: [
      nice("bronchiolitis", "Bronchiolitis in children"),
      {
        name: "NICE NG9: Bronchiolitis in children - diagnosis and management",
        url: "https://www.nice.org.uk/guidance/ng9",
      },
    ],
  }),
  c({
    id: "common_cold",
    name: "Common cold (viral upper respiratory infection)",
    common: "Common cold (catarrh)",
    icd10: "J00",
    triage: "self_care",
    prior: prior(700),
    lk: "runny_nose .85, sneezing .65, sore_throat .55, blocked_nose .65, cough .5, watery_eyes .25, headache .3, fever .12, fatigue .3, body_aches .12, hoarse_voice .15, itchy_nose .1, loss_smell .1, sick_contacts .3",
    desc: "A cold is a mild viral infection of the nose and throat: runny or blocked nose, sneezing, a scratchy throat and a mild cough, usually better within 7–10 days.",
    causes: [
      "Rhinoviruses and other cold viruses spread by sneezes and hands",
      "Close contact at school, work and in crowded transport",
    ],
    next: [
      TRACK,
      SEE_DOCTOR(
        "if it lasts more than 10 days or you get a high fever",
        "In malaria areas, any fever should be tested for malaria.",
      ),
    ],
    remedies: [REST, FLUIDS, STEAM, PARACETAMOL],
    treatment: [
      HYDRATION_TX,
      DIET_TX("Warm soups (pepper soup), fruit and vegetables; no special diet is needed."),
      STRESS_TX("Rest; light activity is fine when you feel up to it."),
    ],
    sources: [nice("common-cold", "Common cold"), cdc("common-cold/about/index.html", "Common cold")],
  }),
  c({
    id: "allergic_rhinitis",
    name: "Allergic rhinitis",
    common: "Hay fever / dust allergy",
    icd10: "J30.4",
    triage: "self_care",
    prior: prior(200, { bands: YOUTH_PEAK }),
    lk: "sneezing .9, runny_nose .85, itchy_nose .7, blocked_nose .7, itchy_eyes .6, watery_eyes .5, dust_trigger .6, recurrent .6, fever .02, sore_throat .12, cough .2, known_asthma .2, headache .15, red_eyes .2",
    desc: "Allergic rhinitis is an allergy in the lining of the nose to dust, harmattan haze, pollen, mould or animal dander. It causes bouts of sneezing, a runny, itchy, blocked nose and itchy eyes, without fever.",
    causes: [
      "House dust mites, dust and harmattan haze",
      "Pollen, mould and animal fur",
      "A family tendency to allergies, eczema or asthma",
    ],
    next: [
      SEE_DOCTOR(
        "if symptoms disturb sleep or school/work, or you also wheeze",
        "A clinician or pharmacist can advise on antihistamines or steroid nasal sprays.",
      ),
    ],
    remedies: [
      [
        "Reduce dust",
        "Damp-dust and sweep often, wash bedding weekly in hot water, and keep windows closed on dusty harmattan days.",
      ],
      ["Salt-water nose rinse", "Rinse the nose with clean salt water to wash out allergens."],
      AVOID_SMOKE,
    ],
    treatment: [
      CLINICIAN_TX(
        "Allergy medicines",
        "A pharmacist or clinician may suggest a non-drowsy antihistamine or a steroid nasal spray.",
      ),
      STRESS_TX("Exercise is fine; avoid dusty outdoor training on high-haze days."),
    ],
    sources: [nice("allergic-rhinitis", "Allergic rhinitis"), who("asthma", "Asthma and allergies")],
  }),
  c({
    id: "sinusitis",
    name: "Acute sinusitis",
    common: "Sinus infection",
    icd10: "J01.9",
    triage: "self_care",
    prior: prior(120),
    lk: "facial_pain .7, blocked_nose .8, thick_nasal_discharge .7, runny_nose .8, headache .6, fever .3, cough .35, loss_smell .3, toothache .15, fatigue .35, sore_throat .25",
    desc: "Sinusitis is inflammation of the air spaces around the nose, usually after a cold. It causes a blocked nose, thick yellow or green catarrh and pain or pressure over the cheeks and forehead. Most cases clear within 2–3 weeks.",
    causes: ["A cold virus, sometimes followed by bacteria", "Allergies and dust", "Dental infection (upper teeth)"],
    next: [
      SEE_DOCTOR(
        "if it lasts more than 10 days, keeps coming back, or you have severe pain or swelling around the eyes",
        "Swelling or redness around the eye needs same-day care.",
      ),
    ],
    remedies: [STEAM, ["Salt-water nose rinse", "Rinse the nose with clean salt water."], PARACETAMOL, FLUIDS],
    treatment: [
      HYDRATION_TX,
      CLINICIAN_TX(
        "Antibiotics rarely needed",
        "Most sinusitis is viral; a clinician may prescribe a nasal spray or, for some, antibiotics.",
      ),
    ],
    sources: [nice("sinusitis", "Sinusitis")],
  }),
  c({
    id: "strep_throat",
    name: "Streptococcal sore throat (strep throat)",
    common: "Strep throat / tonsillitis",
    icd10: "J02.0",
    triage: "consultation",
    prior: prior(80, { bands: YOUTH_PEAK }),
    lk: "sore_throat .98, fever .8, painful_swallowing .8, swollen_tonsils .75, swollen_glands .7, cough .12, runny_nose .12, headache .45, abdominal_pain .2, nausea .15, vomiting .1, body_aches .2, hoarse_voice .08, fatigue .4, rash .05",
    desc: "Strep throat is a bacterial infection of the throat and tonsils with group A streptococcus. It causes a sudden sore throat, pain on swallowing, fever, swollen tonsils with white spots and tender neck glands, usually without a cough. Treating it prevents rheumatic fever, which damages the heart.",
    causes: [
      "Group A streptococcus bacteria spread by coughs and close contact",
      "Common in school-age children and teenagers",
    ],
    next: [
      SEE_DOCTOR(
        "in the next day or two",
        "A clinician can confirm it and prescribe antibiotics. Go urgently if you cannot swallow saliva, have difficulty breathing or cannot open your mouth.",
      ),
    ],
    remedies: [SALT_GARGLE, PARACETAMOL, FLUIDS, REST],
    treatment: [
      CLINICIAN_TX(
        "Antibiotics",
        "A full 10-day course of an antibiotic such as penicillin prevents rheumatic fever; finish it even when you feel better.",
      ),
      DIET_TX("Soft, cool foods and drinks (pap, custard, yoghurt) are easier to swallow."),
    ],
    sources: [
      nice("sore-throat-acute", "Sore throat - acute"),
      cdc("group-a-strep/about/strep-throat.html", "Strep throat"),
    ],
  }),
  c({
    id: "viral_pharyngitis",
    name: "Viral sore throat (pharyngitis)",
    common: "Sore throat",
    icd10: "J02.9",
    triage: "self_care",
    prior: prior(250),
    lk: "sore_throat .95, runny_nose .5, cough .5, fever .3, painful_swallowing .45, hoarse_voice .25, swollen_glands .25, swollen_tonsils .15, headache .3, fatigue .3, blocked_nose .3, sneezing .2",
    desc: "Most sore throats are caused by viruses, often with a cold, cough or hoarse voice. They get better on their own within a week and antibiotics do not help.",
    causes: ["Cold and flu viruses", "Dry air, dust, shouting or smoking can make it worse"],
    next: [
      TRACK,
      SEE_DOCTOR(
        "if it lasts more than a week, or with high fever and no cough",
        "Go urgently if you cannot swallow or breathe easily.",
      ),
    ],
    remedies: [
      SALT_GARGLE,
      FLUIDS,
      PARACETAMOL,
      ["Honey", "A spoon of honey in warm water soothes the throat (not for babies)."],
    ],
    treatment: [HYDRATION_TX, DIET_TX("Soft foods and warm drinks while swallowing is painful.")],
    sources: [nice("sore-throat-acute", "Sore throat - acute")],
  }),
  c({
    id: "peritonsillar_abscess",
    name: "Peritonsillar abscess (quinsy)",
    common: "Quinsy (throat abscess)",
    icd10: "J36",
    triage: "emergency",
    prior: prior(4, { bands: YOUTH_PEAK }),
    lk: "sore_throat .98, painful_swallowing .95, fever .8, hoarse_voice .6, lockjaw .5, drooling .35, ear_pain .35, swollen_glands .6, swollen_tonsils .6, pain_severe .5, headache .3",
    desc: "A quinsy is a collection of pus beside a tonsil, usually after tonsillitis. It causes a severe one-sided sore throat, a muffled 'hot potato' voice, difficulty opening the mouth and drooling. It needs draining in hospital.",
    causes: ["Untreated or partly treated bacterial tonsillitis", "Smoking"],
    next: [EMERGENCY_NOW],
    remedies: [["Sips of cool water", "Take small sips if you can swallow; don't force food."]],
    treatment: [
      CLINICIAN_TX(
        "Drainage and antibiotics",
        "An ENT doctor drains the pus and gives antibiotics, often through a drip.",
      ),
    ],
    sources: [nice("sore-throat-acute", "Sore throat - acute (red flags)")],
  }),
  c({
    id: "epiglottitis",
    name: "Acute epiglottitis",
    common: "Swollen epiglottis (throat emergency)",
    icd10: "J05.1",
    triage: "emergency_ambulance",
    prior: prior(0.7),
    lk: "sore_throat .9, painful_swallowing .9, drooling .6, stridor .45, hoarse_voice .6, fever .8, sob .5, sob_rest .2, fatigue .5",
    desc: "Epiglottitis is a rapidly swelling infection of the flap at the top of the windpipe. Severe sore throat, drooling, a muffled voice and noisy breathing mean the airway could close; it is an emergency.",
    causes: ["Bacteria such as Haemophilus influenzae (less common since vaccination)"],
    next: [
      EMERGENCY_NOW,
      [
        "Keep upright and calm",
        "Let the person sit up and lean forward; do not look in the throat or make them lie down.",
      ],
    ],
    remedies: [["Do not eat or drink", "Wait for medical help."]],
    treatment: [CLINICIAN_TX("Airway protection", "Specialists secure the airway and give intravenous antibiotics.")],
    sources: [nice("sore-throat-acute", "Sore throat - acute (red flags)")],
  }),
  c({
    id: "laryngitis",
    name: "Acute laryngitis",
    common: "Lost voice",
    icd10: "J04.0",
    triage: "self_care",
    prior: prior(40),
    lk: "hoarse_voice .95, sore_throat .6, cough .5, runny_nose .3, fever .15, painful_swallowing .2",
    desc: "Laryngitis is inflammation of the voice box, usually from a cold virus or shouting, causing a hoarse or lost voice. It settles within a week or two.",
    causes: ["Cold viruses", "Overusing the voice (shouting, singing, preaching)", "Smoke and dust"],
    next: [
      SEE_DOCTOR(
        "if hoarseness lasts more than 3 weeks",
        "Persistent hoarseness, especially in smokers, needs a throat examination. Noisy breathing needs urgent care.",
      ),
    ],
    remedies: [["Rest your voice", "Talk as little as possible; don't whisper."], FLUIDS, STEAM, AVOID_SMOKE],
    treatment: [HYDRATION_TX],
    sources: [nice("hoarseness", "Hoarseness")],
  }),
  c({
    id: "otitis_media",
    name: "Acute otitis media",
    common: "Middle-ear infection",
    icd10: "H66.9",
    triage: "consultation",
    prior: prior(60, {
      bands: [
        [0, 14, 2.5],
        [15, 24, 1],
        [25, 200, 0.5],
      ],
    }),
    lk: "ear_pain .9, fever .45, hearing_loss .5, ear_discharge .2, runny_nose .35, headache .2, sore_throat .2, fatigue .2",
    desc: "A middle-ear infection causes ear pain, muffled hearing and often fever, usually after a cold. Most clear within 3 days; if the eardrum bursts, discharge may run from the ear and the pain eases.",
    causes: ["Viruses or bacteria from a cold reaching the middle ear", "Smoke exposure"],
    next: [
      SEE_DOCTOR(
        "if not better in 3 days, or sooner with discharge, high fever or swelling behind the ear",
        "Swelling or redness behind the ear, severe headache or a stiff neck need urgent care.",
      ),
    ],
    remedies: [
      PARACETAMOL,
      ["Warmth", "A warm cloth held over the ear may ease pain. Put nothing into the ear."],
      REST,
    ],
    treatment: [
      CLINICIAN_TX(
        "Antibiotics for some",
        "A clinician may prescribe antibiotics for severe or discharging infections.",
      ),
      HYDRATION_TX,
    ],
    sources: [nice("otitis-media-acute", "Otitis media - acute")],
  }),
  c({
    id: "otitis_externa",
    name: "Otitis externa",
    common: "Outer-ear infection",
    icd10: "H60.9",
    triage: "consultation",
    prior: prior(40),
    lk: "ear_pain .85, ear_itch .55, ear_discharge .45, hearing_loss .35, fresh_water_contact .2, fever .05, ear_pain_pulling .7",
    desc: "Otitis externa is an infection of the ear canal, often after swimming or cleaning the ear with cotton buds or sticks. The ear itches, hurts when pulled, and may discharge.",
    causes: [
      "Water trapped in the ear after swimming or bathing",
      "Scratching the canal with cotton buds, keys or feathers",
      "Eczema of the ear canal",
    ],
    next: [
      SEE_DOCTOR(
        "in the next few days",
        "A clinician can clean the canal and prescribe ear drops. Go sooner if you have diabetes and severe pain.",
      ),
    ],
    remedies: [
      [
        "Keep the ear dry",
        "Plug the ear with cotton wool coated in petroleum jelly when bathing; avoid swimming until healed.",
      ],
      ["Nothing in the ear", "Stop using cotton buds or other objects in the ear."],
      PARACETAMOL,
    ],
    treatment: [
      CLINICIAN_TX(
        "Ear drops",
        "Antibiotic or acidic ear drops prescribed by a clinician usually clear it within a week.",
      ),
    ],
    sources: [nice("otitis-externa", "Otitis externa")],
  }),
  c({
    id: "ear_wax",
    name: "Earwax impaction",
    common: "Blocked ear (wax)",
    icd10: "H61.2",
    triage: "self_care",
    prior: prior(40),
    lk: "hearing_loss .9, ear_itch .25, ear_pain .15, dizziness .08",
    desc: "Earwax can build up and block the ear canal, muffling hearing and making the ear feel full. It is harmless and often clears with softening drops.",
    causes: ["Natural wax pushed deeper by cotton buds", "Narrow or hairy ear canals"],
    next: [
      SEE_DOCTOR(
        "if drops do not help in 1–2 weeks, or with pain or discharge",
        "A clinician can remove the wax safely.",
      ),
    ],
    remedies: [
      ["Softening drops", "Two or three drops of olive oil in the ear twice a day for a week often clears wax."],
      ["No cotton buds", "They push wax deeper."],
    ],
    treatment: [CLINICIAN_TX("Ear irrigation", "If drops fail, a nurse or doctor can wash or suction the wax out.")],
    sources: [nice("earwax", "Earwax")],
  }),
  c({
    id: "acute_bronchitis",
    name: "Acute bronchitis",
    common: "Chest cold",
    icd10: "J20.9",
    triage: "self_care",
    prior: prior(150),
    lk: "cough .98, phlegm .6, chest_tightness .3, wheeze .2, fever .25, sore_throat .3, runny_nose .3, fatigue .4, chest_pain .2, sob .15, body_aches .2",
    desc: "Acute bronchitis is an infection of the airways, usually viral, that follows a cold. The cough, often with phlegm, can last up to three weeks but the person is otherwise fairly well.",
    causes: ["Cold and flu viruses", "Smoking and smoke exposure make it worse"],
    next: [
      TRACK,
      SEE_DOCTOR(
        "if the cough lasts more than 3 weeks, or you become breathless, cough blood or have a high fever",
        "A cough lasting over 3 weeks should be checked for TB.",
      ),
    ],
    remedies: [FLUIDS, ["Honey", "Honey in warm water or tea soothes a cough."], AVOID_SMOKE, REST],
    treatment: [HYDRATION_TX, STRESS_TX("Stop smoking; it speeds recovery.")],
    sources: [nice("chest-infections-adult", "Chest infections - adult")],
  }),
  c({
    id: "pneumonia",
    name: "Community-acquired pneumonia",
    common: "Pneumonia",
    icd10: "J18.9",
    triage: "consultation_24",
    prior: prior(70),
    lk: "cough .9, fever .85, phlegm .6, sob .6, fast_breathing .5, pleuritic_pain .45, chills .5, fatigue .8, appetite_loss .5, chest_pain .5, confusion .05, haemoptysis .08, body_aches .3, headache .3, cyanosis .04, sweating .3, vomiting .15",
    desc: "Pneumonia is an infection of the lungs, usually bacterial. Cough with phlegm, fever, fast or difficult breathing and chest pain on breathing in are typical. It needs antibiotics and sometimes hospital care.",
    causes: [
      "Bacteria such as pneumococcus, or viruses",
      "Smoking, HIV, sickle cell disease and alcohol raise the risk",
      "Following flu or measles",
    ],
    next: [
      SEE_DOCTOR(
        "today",
        "A clinician will check breathing rate and oxygen and prescribe antibiotics. Go to emergency care for breathlessness at rest, blue lips, confusion or chest pain with fainting.",
      ),
    ],
    remedies: [REST, FLUIDS, PARACETAMOL],
    treatment: [
      CLINICIAN_TX(
        "Antibiotics",
        "A course of antibiotics chosen by a clinician; hospital care if oxygen levels are low.",
      ),
      HYDRATION_TX,
      DIET_TX("Eat small nourishing meals even if appetite is poor."),
    ],
    sources: [nice("chest-infections-adult", "Chest infections - adult"), who("pneumonia", "Pneumonia")],
  }),
  c({
    id: "asthma",
    name: "Asthma",
    common: "Asthma",
    icd10: "J45.9",
    triage: "consultation",
    prior: prior(100, { bands: YOUTH_PEAK }),
    lk: "known_asthma .7, wheeze .85, sob .8, chest_tightness .7, cough .75, dust_trigger .55, recurrent .7, sneezing .2, runny_nose .2, sob_rest .05, palpitations .15, itchy_nose .15",
    desc: "Asthma is a long-term condition in which the airways narrow and swell in response to triggers, causing wheeze, breathlessness, chest tightness and cough, often at night or with exercise, dust or colds.",
    causes: [
      "Inherited tendency to allergy",
      "Triggers: dust, smoke, harmattan, cold air, colds, exercise, some medicines (aspirin, ibuprofen)",
    ],
    next: [
      SEE_DOCTOR(
        "in the next few days",
        "A clinician can confirm asthma and give a reliever and, if needed, a preventer inhaler with an action plan.",
      ),
      [
        "Know the danger signs",
        "Too breathless to talk, blue lips, drowsiness or a reliever not helping: call 112 or go to an emergency department.",
      ],
    ],
    remedies: [
      AVOID_SMOKE,
      ["Sit upright and breathe slowly", "During mild symptoms, sit up and take slow steady breaths."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Inhalers",
        "A reliever inhaler for symptoms and often a daily preventer (steroid) inhaler; learn the right inhaler technique with a spacer.",
      ),
      STRESS_TX("Regular exercise is good; warm up and keep your reliever with you."),
    ],
    sources: [who("asthma", "Asthma"), nice("asthma", "Asthma")],
  }),
  c({
    id: "asthma_severe",
    name: "Acute severe asthma",
    common: "Severe asthma attack",
    icd10: "J46",
    triage: "emergency_ambulance",
    prior: prior(12, { bands: YOUTH_PEAK }),
    lk: "known_asthma .85, wheeze .85, sob .98, sob_rest .8, inhaler_not_helping .7, chest_tightness .7, palpitations .6, fast_breathing .7, cyanosis .3, drowsiness .25, cough .6, confusion .1, sweating .3, recurrent .6",
    desc: "A severe asthma attack is when the airways narrow so much that breathing becomes a struggle: too breathless to speak, a reliever inhaler that doesn't help, a racing heart, and in life-threatening attacks blue lips, drowsiness or a quiet chest.",
    causes: [
      "A trigger (cold, dust, smoke, exercise) in someone with asthma",
      "Poorly controlled asthma or no preventer inhaler",
    ],
    next: [
      EMERGENCY_NOW,
      [
        "Use the reliever while waiting",
        "Sit upright and take one puff of the reliever inhaler every 30–60 seconds, up to 10 puffs, through a spacer if you have one.",
      ],
    ],
    remedies: [["Stay calm and upright", "Loosen tight clothing and keep the person sitting up."]],
    treatment: [
      CLINICIAN_TX(
        "Emergency treatment",
        "Oxygen, nebulised bronchodilators and steroids in the emergency department, then a review of the asthma plan.",
      ),
    ],
    sources: [nice("asthma", "Asthma (acute exacerbation)"), who("asthma", "Asthma")],
  }),
  c({
    id: "pneumothorax",
    name: "Spontaneous pneumothorax",
    common: "Collapsed lung",
    icd10: "J93.1",
    triage: "emergency",
    prior: prior(4, {
      m: 1.7,
      f: 0.3,
      bands: [
        [0, 14, 0.3],
        [15, 35, 1.3],
        [36, 200, 0.7],
      ],
    }),
    lk: "chest_pain .95, pleuritic_pain .8, sob .85, palpitations .4, smoker .45, cough .2, sob_rest .25, fast_breathing .4, injury .1",
    desc: "A pneumothorax is air leaking between the lung and chest wall, collapsing part of the lung. It causes sudden one-sided sharp chest pain and breathlessness, typically in tall, thin young men and smokers.",
    causes: ["A small blister on the lung bursting", "Smoking, including cannabis", "Chest injury"],
    next: [EMERGENCY_NOW],
    remedies: [["Sit upright and rest", "Avoid exertion until assessed."]],
    treatment: [
      CLINICIAN_TX(
        "Observation or drainage",
        "Small ones heal alone with oxygen and observation; larger ones need air removed with a needle or chest drain.",
      ),
    ],
    sources: [nice("pneumothorax", "Pneumothorax")],
  }),
  c({
    id: "pulmonary_embolism",
    name: "Pulmonary embolism",
    common: "Blood clot in the lung",
    icd10: "I26.9",
    triage: "emergency_ambulance",
    prior: prior(4, { bands: RISES_WITH_AGE, f: 1.3, m: 0.7 }),
    lk: "sob .85, pleuritic_pain .55, chest_pain .6, palpitations .5, haemoptysis .15, calf_swelling .3, immobile_travel .4, hormonal_contraception .3, fainting .15, fast_breathing .5, cough .25, dizziness .3, recent_delivery .1, pregnant .1, sob_rest .3",
    desc: "A pulmonary embolism is a blood clot, usually from a leg vein, that blocks an artery in the lung. It causes sudden breathlessness, sharp chest pain on breathing, a fast heartbeat and sometimes coughing blood or fainting.",
    causes: [
      "A deep vein thrombosis in the leg",
      "Long journeys, surgery, bed rest, pregnancy and the weeks after birth",
      "The combined pill, smoking, obesity, sickle cell disease",
    ],
    next: [EMERGENCY_NOW],
    remedies: [["Keep still", "Rest sitting up while waiting for help."]],
    treatment: [
      CLINICIAN_TX(
        "Blood thinners",
        "Hospitals confirm the clot with scans and treat with anticoagulant (blood-thinning) medicines.",
      ),
    ],
    sources: [nice("pulmonary-embolism", "Pulmonary embolism")],
  }),
  c({
    id: "conjunctivitis",
    name: "Infective conjunctivitis",
    common: "Pink eye ('Apollo')",
    icd10: "H10.9",
    triage: "self_care",
    prior: prior(120),
    lk: "red_eyes .95, eye_discharge .6, watery_eyes .55, itchy_eyes .35, eye_pain .35, sick_contacts .35, runny_nose .2, photophobia .08, vision_blurred .04",
    desc: "Infective conjunctivitis ('Apollo') is a viral or bacterial infection of the thin layer over the white of the eye, causing red, watery or sticky eyes that feel gritty. It spreads easily and usually clears within 1–2 weeks.",
    causes: [
      "Viruses (often with a cold) or bacteria spread by hands, towels and face cloths",
      "Outbreaks in schools and crowded places",
    ],
    next: [
      SEE_DOCTOR(
        "the same day if the eye is very painful, light hurts, vision is blurred, or after a chemical splash",
        "These are not simple conjunctivitis.",
      ),
    ],
    remedies: [
      [
        "Clean the eyes",
        "Wipe the eyelids from the inside corner outwards with cotton wool soaked in cooled boiled water.",
      ],
      ["Stop the spread", "Wash hands often; don't share towels, pillows or eye make-up."],
      ["No urine, breast milk or herbs in the eye", "These traditional remedies can cause serious eye infections."],
    ],
    treatment: [
      CLINICIAN_TX("Eye drops for some", "A clinician may prescribe antibiotic eye drops for bacterial infection."),
    ],
    sources: [nice("conjunctivitis-infective", "Conjunctivitis - infective")],
  }),
  c({
    id: "allergic_conjunctivitis",
    name: "Allergic conjunctivitis",
    common: "Eye allergy",
    icd10: "H10.1",
    triage: "self_care",
    prior: prior(60, { bands: YOUTH_PEAK }),
    lk: "itchy_eyes .95, red_eyes .75, watery_eyes .75, sneezing .4, runny_nose .35, dust_trigger .5, recurrent .5, eye_discharge .1, swollen_face .1",
    desc: "Allergic conjunctivitis is an allergy of the eye surface to dust, pollen or other triggers, causing itchy, red, watery eyes in both eyes, often with sneezing.",
    causes: ["Dust, harmattan haze, pollen, animal dander", "Eye cosmetics and contact lens solutions"],
    next: [
      SEE_DOCTOR(
        "if it persists despite avoiding triggers, or vision is affected",
        "Severe seasonal itching in teenagers (spring catarrh) needs a clinician's care.",
      ),
    ],
    remedies: [
      ["Cool compresses", "A clean cool cloth over closed eyes eases itching."],
      ["Don't rub", "Rubbing makes it worse."],
      ["Reduce dust", "Keep windows closed on dusty days and wash the face after being outside."],
    ],
    treatment: [CLINICIAN_TX("Antiallergy drops", "A pharmacist or clinician can suggest antihistamine eye drops.")],
    sources: [nice("conjunctivitis-allergic", "Conjunctivitis - allergic")],
  }),
  c({
    id: "stye",
    name: "Stye (hordeolum)",
    common: "Stye",
    icd10: "H00.0",
    triage: "self_care",
    prior: prior(30),
    lk: "eyelid_lump .95, eye_pain .5, red_eyes .3, swollen_face .2, watery_eyes .2",
    desc: "A stye is a small painful boil on the edge of the eyelid caused by an infected eyelash root. It usually drains and heals within a week or two.",
    causes: ["Staphylococcus bacteria at an eyelash root", "Rubbing the eyes, old eye make-up"],
    next: [
      SEE_DOCTOR(
        "if it has not improved after 2 weeks, or swelling spreads around the eye",
        "Spreading redness or swelling of the whole eyelid needs same-day care.",
      ),
    ],
    remedies: [
      ["Warm compresses", "Hold a clean warm cloth on the eyelid for 5–10 minutes, 3–4 times a day."],
      ["Don't squeeze it", "Let it drain on its own."],
    ],
    treatment: [CLINICIAN_TX("Rarely needed", "A clinician may drain a large stye or treat spreading infection.")],
    sources: [nice("styes-hordeola", "Styes")],
  }),
  c({
    id: "eye_foreign_body",
    name: "Corneal foreign body or abrasion",
    common: "Something in the eye / scratched eye",
    icd10: "T15.0",
    triage: "consultation_24",
    prior: prior(20, { m: 1.6, f: 0.4 }),
    lk: "foreign_body_eye .9, eye_pain .8, red_eyes .7, watery_eyes .7, vision_blurred .3, photophobia .3, injury .3",
    desc: "Dust, grit or metal in the eye, or a scratch on its surface, causes pain, watering, redness and a feeling that something is in the eye.",
    causes: [
      "Wind-blown dust or sand",
      "Grinding, welding or hammering metal without goggles",
      "A fingernail, twig or chemical splash",
    ],
    next: [
      SEE_DOCTOR(
        "today",
        "Chemical splashes: rinse with clean water for 15 minutes first, then go to an emergency department.",
      ),
    ],
    remedies: [
      [
        "Rinse the eye",
        "Rinse with plenty of clean water; don't rub or try to remove stuck objects with sharp things.",
      ],
    ],
    treatment: [
      CLINICIAN_TX(
        "Removal and drops",
        "A clinician removes the object under good light and may prescribe antibiotic ointment.",
      ),
    ],
    sources: [nice("corneal-superficial-injury", "Corneal superficial injury")],
  }),
  c({
    id: "refractive_error",
    name: "Refractive error (short- or long-sightedness)",
    common: "Needing glasses",
    icd10: "H52.7",
    triage: "consultation",
    prior: prior(60, { bands: YOUTH_PEAK }),
    lk: "vision_blurred .9, headache .5, eye_pain .2, recurrent .3, watery_eyes .1",
    desc: "Refractive errors (short-sight, long-sight, astigmatism) make vision blurry at distance or near and cause headaches from eye strain, especially after reading or screens.",
    causes: ["The shape of the eye, often running in families", "Long hours of close work and screens"],
    next: [SEE_DOCTOR("or an optometrist", "An eye test decides whether glasses are needed.")],
    remedies: [
      ["20-20-20 rule", "Every 20 minutes look at something 20 feet away for 20 seconds."],
      ["Good lighting", "Read in good light."],
    ],
    treatment: [CLINICIAN_TX("Glasses", "Correctly prescribed glasses or contact lenses.")],
    sources: [who("blindness-and-visual-impairment", "Blindness and vision impairment")],
  }),
  c({
    id: "trachoma",
    name: "Trachoma",
    common: "Trachoma (eye infection)",
    icd10: "A71.9",
    triage: "consultation",
    prior: prior(3),
    lk: "red_eyes .6, eye_discharge .55, itchy_eyes .4, eye_pain .45, vision_blurred .3, sick_contacts .3, watery_eyes .35, photophobia .2",
    desc: "Trachoma is a repeated chlamydia infection of the eyes spread by flies and shared cloths in dry areas with little water. Years of infection scar the eyelids, turning the lashes inward and damaging the eye.",
    causes: [
      "Chlamydia trachomatis spread by eye-seeking flies, hands and shared cloths",
      "Limited water for face washing",
    ],
    next: [
      SEE_DOCTOR(
        "within a few weeks",
        "Community treatment with antibiotics is available; in-turned lashes need surgery.",
      ),
    ],
    remedies: [
      ["Face washing", "Wash children's faces daily with clean water and soap; keep latrines clean to reduce flies."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Antibiotics and surgery",
        "Azithromycin given by health workers; eyelid surgery for in-turned lashes.",
      ),
    ],
    sources: [who("trachoma", "Trachoma")],
  }),
  c({
    id: "dental_abscess",
    name: "Dental abscess",
    common: "Tooth abscess",
    icd10: "K04.7",
    triage: "consultation_24",
    prior: prior(40),
    lk: "toothache .95, jaw_swelling .7, fever .35, pain_severe .5, swollen_glands .3, painful_swallowing .1, bitter_taste .25, headache .2",
    desc: "A dental abscess is a collection of pus at the root of a tooth or in the gum, causing severe throbbing toothache, swelling of the gum or face, and sometimes fever.",
    causes: ["Untreated tooth decay", "Gum disease or a cracked tooth"],
    next: [
      SEE_DOCTOR(
        "or dentist within 24 hours",
        "Go to emergency care if the swelling spreads to the eye or neck, or you have difficulty swallowing or breathing.",
      ),
    ],
    remedies: [PARACETAMOL, SALT_GARGLE, ["Soft food", "Chew on the other side and avoid very hot or cold food."]],
    treatment: [
      CLINICIAN_TX(
        "Drainage and dental treatment",
        "A dentist drains the pus and treats or removes the tooth; antibiotics may be needed for spreading infection.",
      ),
    ],
    sources: [nice("dental-abscess", "Dental abscess")],
  }),
  c({
    id: "dental_caries",
    name: "Dental caries (tooth decay)",
    common: "Tooth decay",
    icd10: "K02.9",
    triage: "consultation",
    prior: prior(120),
    lk: "toothache .95, tooth_sensitivity .5, bitter_taste .15, pain_after_food .3, jaw_swelling .05",
    desc: "Tooth decay is damage to the tooth from acids made by mouth bacteria feeding on sugar. It causes toothache, sensitivity to sweet, hot or cold food, and holes in the teeth.",
    causes: ["Frequent sugary snacks and drinks", "Brushing less than twice a day, no fluoride toothpaste"],
    next: [SEE_DOCTOR("or a dentist in the next week or two", "Early filling saves the tooth.")],
    remedies: [PARACETAMOL, ["Brush gently", "Brush twice daily with fluoride toothpaste and floss."]],
    treatment: [
      DIET_TX("Cut down sugary drinks, sweets and biscuits, especially between meals."),
      CLINICIAN_TX("Dental treatment", "A dentist fills, repairs or removes the decayed tooth."),
    ],
    sources: [who("oral-health", "Oral health")],
  }),
  c({
    id: "aphthous_ulcers",
    name: "Aphthous mouth ulcers",
    common: "Mouth ulcers",
    icd10: "K12.0",
    triage: "self_care",
    prior: prior(40),
    lk: "mouth_ulcers .95, painful_swallowing .2, recurrent .5, fever .03",
    desc: "Mouth ulcers are small painful sores inside the mouth that heal within 1–2 weeks. They often come back with stress or minor injury.",
    causes: [
      "Minor injury from biting or brushing",
      "Stress, tiredness, hormonal changes",
      "Low iron, folate or vitamin B12",
    ],
    next: [
      SEE_DOCTOR(
        "if an ulcer lasts more than 3 weeks, or ulcers are large, many or keep returning",
        "Persistent ulcers need checking.",
      ),
    ],
    remedies: [SALT_GARGLE, ["Avoid irritants", "Avoid very spicy, salty or acidic food until healed."]],
    treatment: [DIET_TX("A balanced diet with green vegetables, beans and meat or fish for iron and vitamins.")],
    sources: [nice("aphthous-ulcer", "Aphthous ulcer")],
  }),
  c({
    id: "oral_thrush",
    name: "Oral candidiasis (oral thrush)",
    common: "Mouth thrush",
    icd10: "B37.0",
    triage: "consultation",
    prior: prior(15),
    lk: "oral_thrush .95, painful_swallowing .4, hiv_positive .35, new_medicine .2, bitter_taste .2, mouth_ulcers .1, known_diabetes .1",
    desc: "Oral thrush is a yeast infection causing white patches in the mouth that leave red sore areas when wiped. In a healthy young adult it can be a sign of HIV or diabetes.",
    causes: ["Antibiotics or steroid inhalers", "Weakened immunity (HIV)", "Diabetes, dentures"],
    next: [
      SEE_DOCTOR(
        "this week",
        "A clinician can prescribe antifungal treatment and may recommend HIV and diabetes tests.",
      ),
    ],
    remedies: [
      ["Rinse after inhalers", "Rinse the mouth with water after using a steroid inhaler."],
      ["Mouth hygiene", "Brush gently twice a day."],
    ],
    treatment: [CLINICIAN_TX("Antifungal treatment", "Antifungal gel, drops or tablets prescribed by a clinician.")],
    sources: [nice("candida-oral", "Candida - oral")],
  }),
  c({
    id: "epistaxis",
    name: "Epistaxis (nosebleed)",
    common: "Nosebleed",
    icd10: "R04.0",
    triage: "self_care",
    prior: prior(25),
    lk: "nosebleed .98, dust_trigger .3, injury .15, high_bp_reading .08, blocked_nose .2, recurrent .3, nosebleed_prolonged .1, wound_bleeding_heavy .1",
    desc: "Most nosebleeds come from small vessels at the front of the nose, especially in dry harmattan air, and stop with simple pressure.",
    causes: [
      "Dry air and harmattan",
      "Nose picking or blowing hard",
      "Injury; rarely bleeding disorders or high blood pressure",
    ],
    next: [
      SEE_DOCTOR(
        "urgently if bleeding lasts more than 20 minutes, is heavy, follows a head injury, or keeps coming back",
        "Also if you take blood thinners.",
      ),
    ],
    remedies: [
      [
        "Pinch and lean forward",
        "Sit, lean forward and pinch the soft part of the nose firmly for 10–15 minutes without letting go. Spit out blood; don't lie back.",
      ],
      ["Moisten the nose", "Petroleum jelly inside the nostrils helps in dry weather."],
    ],
    treatment: [CLINICIAN_TX("Cautery or packing", "A clinician can seal the bleeding vessel or pack the nose.")],
    sources: [nice("epistaxis-nosebleeds", "Epistaxis (nosebleeds)")],
  }),
];
