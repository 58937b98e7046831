// False-alarm round 28 of issue 10 (ck-fa28): the benign cause told. Young people often say why it happened ("after two
// energy drinks", "when I saw the blood", "I picked my nose and it bled"); the told cause must be read as a finding and
// must lift the benign condition it names. Every alias is a way of saying the cause, whoever says it; every row is a
// likelihood a clinician would agree with, named with its source.
import type { Condition, Finding } from "../types.ts";
import { finding as f, prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

export const FA28_FINDINGS: Finding[] = [
  f(
    // NICE CKS Chest pain (musculoskeletal chest wall pain, costochondritis): chest wall pain follows unaccustomed
    // exercise, lifting or a bout of coughing, and is reproduced by pressing on the chest; without a danger sign
    // (breathlessness, a faint, sweating, pain spreading to the arm or jaw) it is reassured and treated with simple
    // analgesia. The told cause of the pain, not a danger sign and not a reassurance by itself.
    "chest_strain_cause",
    "The chest pain began after lifting, a gym session, push-ups or a bout of coughing",
    "Did the chest pain start after lifting something heavy, a hard gym session, push-ups, or a lot of coughing?",
    "after push ups|after push-ups|since i did push ups|since i did push-ups|push ups at the gym|push-ups at the gym|after bench press|since bench press|heavy bench press|did bench press|bench press at the gym|chest pain after lifting|chest pain since i lifted|chest pain after lifting weights|chest ache after lifting|chest ache after lifting weights|chest sore after lifting|chest pain after the gym|chest pain since gym|chest hurts since the gym|chest hurts since gym|chest sore after gym|chest pain after carrying|chest sore from coughing|rib pain after coughing|ribs sore from coughing|ribs hurt from coughing",
    { group: "chest", base: 0.01, implies: ["chest_pain"] },
  ),
  f(
    // NICE CKS Retinal detachment (and the College of Optometrists' guidance on flashes and floaters): one or two
    // floaters that have been there for months or years and are unchanged, without flashes, a curtain or loss of
    // vision, are benign and need no urgent referral; new or more floaters, or flashes, need the same day.
    "floaters_longstanding",
    "The same one or two floaters for months or years, unchanged",
    "Have these floaters been there for months or years without changing?",
    "floater for a year|floaters for a year|floater for months|floaters for months|floater for years|floaters for years|same floaters for years|same floaters for months|same few floaters|floaters that never change|floaters never change|floater never changes|floaters have not changed|floaters not changing|floaters are not changing|old floaters|long-standing floaters|longstanding floaters|long standing floaters|had floaters for years|had floaters for months|floaters since childhood|floaters since i was young|few floaters for months|a few floaters for months|floaters for ages|floaters same for ages",
    { group: "eye", base: 0.004 },
  ),
  f(
    // NHS Pins and needles; NICE CKS: pins and needles after pressure on a nerve (sitting cross-legged or on the legs,
    // kneeling, the legs crossed for long) go within minutes of moving and need no care. Told as the cause of the
    // tingling, not as a danger sign.
    "position_pins_needles",
    "The pins and needles came after sitting or kneeling on the limb, or the legs crossed for long",
    "Did the pins and needles come on after sitting cross-legged, kneeling, or with your legs crossed or under you for a long time?",
    "after sitting cross-legged|after sitting cross legged|sitting cross-legged|sitting cross legged|sat cross-legged|sat cross legged|legs crossed for a long time|legs crossed for long|sat with my legs crossed|sitting with my legs crossed|after sitting with legs crossed|sat on my legs|sitting on my legs|sitting on my foot|sat on my foot|sat on the floor for long|sat on the floor for a long time|sitting on the floor for long|sit for floor long time|my leg went to sleep|my foot went to sleep|my arm went to sleep|leg fell asleep|foot fell asleep",
    { group: "neuro", base: 0.005 },
  ),
  f(
    // NICE CKS Conjunctivitis - irritant / Red eye: pool chlorine irritates the eyes (red, stinging, watery) for a few
    // hours after swimming; rinsing with clean water and goggles are the care. Told as the cause of the red eye.
    "pool_swim",
    "The eyes became red after swimming in a pool (chlorine)",
    "Did the redness start after swimming in a pool?",
    "after swimming in the pool|after swimming in a pool|after swimming pool|swimming in the pool|swimming in a pool|after swimming|after swimming class|after a long swim|after my swim|pool water|chlorine in the pool|pool chlorine|the chlorine in the pool|eyes red from chlorine|red from chlorine|chlorine from the pool|chlorinated pool|after she swim|after he swim|after i swim|swim for hotel pool|hotel pool",
    { group: "eye", base: 0.01 },
  ),
  f(
    // NICE CKS Migraine: a person already diagnosed with migraine whose attack is the usual one (the same aura, the
    // same headache) manages it with their usual treatment; a first aura, an aura that is different, lasts over an
    // hour or brings weakness needs a clinician. The told history, read from "my usual migraine", "I have had
    // migraine since I was a teenager", "same as my usual attacks".
    "known_migraine",
    "Already diagnosed with migraine, and this is the usual attack",
    "Have you been diagnosed with migraine before, and is this attack like your usual ones?",
    "known migraine|i get migraines|i suffer from migraine|i suffer from migraines|diagnosed with migraine|diagnosed with migraines|had migraine since|had migraines since|migraine since i was a teenager|migraines since i was a teenager|my usual migraine|my usual migraines|same as my usual migraines|same as my usual migraine|same as my usual attacks|same as usual attacks|like my usual migraine|like my usual migraines|like my usual attacks|my normal migraine|the usual migraine|usual migraine attack|known migraineur|doctor said it is migraine|doctor told me it is migraine",
    { group: "neuro", base: 0.01 },
  ),
  f(
    // NICE CG109 Transient loss of consciousness (1.1.2.2): the "3 Ps" of an uncomplicated faint - posture (long
    // standing), provoking factors (heat, a crowd, a long service) and prodromal symptoms (feeling hot and sweaty,
    // sick, the vision going dark or grey before). Told as the circumstances of the faint.
    "faint_standing_trigger",
    "Fainted after standing a long time (heat, a crowd, a long service), with a warning feeling first",
    "Did you faint after standing for a long time, for example in a hot church or an assembly, and feel hot, sweaty or sick, or the vision go dark, just before?",
    "fainted while standing long|fainted while standing for long|fainted while standing for a long time|fainted after standing long|fainted after standing for long|fainted after standing a long time|fainted after standing for a long time|fainted standing in the heat|fainted while standing in the heat|fainted at the morning assembly|fainted during the morning assembly|fainted at assembly|fainted during assembly|felt hot and sweaty before fainting|felt hot and sweaty before i fainted|felt hot before fainting|felt hot and dizzy before fainting|vision went dark before fainting|vision went grey before fainting|everything went dark before i fainted|felt it coming before i fainted",
    { group: "general", base: 0.004 },
  ),
  f(
    // NICE CKS Dyspepsia - proton pump inhibitor / GORD (lifestyle triggers: large, fatty or spicy meals, eating late
    // in the evening, alcohol, coffee; symptoms relieved by antacids): heartburn told with its trigger or its relief is
    // uninvestigated dyspepsia managed with lifestyle advice and an antacid from a pharmacist. A heart attack can be
    // told as indigestion after a meal, so the heart keeps a row and its danger signs (sweating, pain spreading to the
    // arm or jaw, breathlessness) keep their emergency.
    "reflux_trigger_told",
    "Heartburn after a late, big or spicy meal, or eased by an antacid",
    "Does the burning come after a late, big or spicy meal, or get better with an antacid?",
    "after late meals|after a late meal|after eating late|eating late at night|after i eat late|after i chop late|chop late at night|after pepper soup|chop pepper soup|after i chop pepper soup|pepper soup and suya|after suya|after eating pepper|spicy food makes it worse|better with antacid|better with an antacid|antacid helps|antacids help|eased by antacid|relieved by antacid|better after antacid|gestid helps|better with gestid|better with gelusil|better with eno",
    { group: "abdomen", base: 0.01 },
  ),
];

export const FA28_CONDITIONS: Condition[] = [
  gp({
    // NICE CKS Palpitations (caffeine and energy drinks are common triggers; a person with palpitations brought on by
    // an obvious trigger, without fainting, chest pain, breathlessness or a family history of sudden death, is
    // reassured and the trigger cut); EFSA 2015 Scientific Opinion on the safety of caffeine (a single dose of 200 mg,
    // about two cans of energy drink, and 3 mg/kg a day in adolescents are the safe limits; above them: a racing
    // heart, tremor, jitteriness, sleeplessness, anxiety). Ectopic beats keep the skipped beat; this is the racing,
    // pounding heart and the shakes after too much caffeine, common in students reading for exams.
    id: "caffeine_palpitations",
    name: "Palpitations from caffeine or energy drinks",
    common: "Fast heartbeat from too much coffee or energy drinks",
    icd: "R00.2",
    tri: "self_care",
    prior: prior(8, {
      bands: [
        [0, 9.99, 0.05],
        [10, 15.99, 0.6],
        [16, 40, 1.2],
        [40.01, 200, 0.6],
      ],
    }),
    lk: "palpitations .9, caffeine_trigger .95, tremor .45, jittery .5, restlessness .35, insomnia .45, worry .3, stress .35, nausea .15, dizziness .1, skipped_beats .2, chest_pain .03, fainting .01, sob .02, fever .01, weight_loss .01",
    desc: "Too much caffeine (strong coffee, energy drinks, cola, kola nut, caffeine tablets) makes the heart beat fast and hard, the hands shake and the mind race, and keeps you awake. It is common when reading for exams or on night shifts. It settles within hours as the caffeine wears off.",
    causes:
      "More than about two cans of energy drink or three to four cups of coffee in a day (less for a teenager); Several drinks close together, or on an empty stomach; Caffeine tablets or pre-workout powders; Poor sleep and stress",
    see: "No doctor is usually needed. Get urgent help if you faint, have chest pain or struggle to breathe, if the heartbeat is very fast and does not settle after an hour of rest, or if you took a large amount of caffeine tablets. See a doctor if it keeps happening without caffeine.",
    home: [
      "Stop the caffeine: No more coffee, energy drinks, cola or kola today; drink water and rest somewhere calm.",
      "Next time: Keep to one energy drink or two cups of coffee a day, none after the afternoon, and sleep instead of drinking caffeine to stay awake.",
    ],
    tx: "Clinician care: Usually none. An ECG if it keeps happening without caffeine, with fainting, or with a family history of sudden death.",
    src: [nice("palpitations", "Palpitations"), statpearls("Caffeine Toxicity")],
  }),
  gp({
    // NICE CKS Retinal detachment (differential: benign vitreous floaters); College of Optometrists, Flashes and
    // floaters: floaters that have been present for a long time and are unchanged are harmless condensations of the
    // vitreous gel, commoner in short-sighted people; no urgent referral, an optician's routine check.
    id: "vitreous_floaters",
    name: "Long-standing vitreous floaters",
    common: "Harmless eye floaters",
    icd: "H43.3",
    tri: "self_care",
    prior: prior(5, {
      bands: [
        [0, 7.99, 0.05],
        [8, 200, 1],
      ],
    }),
    lk: "floaters_longstanding .9, floaters .35, short_sighted .45, flashing_lights .03, curtain_vision .01, vision_blurred .05, eye_vision_reduced .02, vision_loss .01, eye_pain .02, red_eyes .02, headache .05",
    desc: "Floaters are small dots, threads or cobwebs that drift across your vision, easiest to see against a bright sky or a white screen. One or two that have been there for months or years and do not change are harmless clumps in the clear gel inside the eye, and are common in short-sighted people.",
    causes: "Natural clumping of the gel inside the eye; Short sight; Getting older",
    see: "No urgent care is needed for the same old floaters. Go to an eye emergency service the same day if you suddenly see many new floaters, flashes of light, a dark curtain or shadow, or lose part of your vision.",
    home: [
      "Nothing to treat: Floaters often become less noticeable as the brain learns to ignore them; an optician can check your eyes at your next routine visit.",
    ],
    tx: "Clinician care: Usually none; a routine eye examination.",
    src: [nice("retinal-detachment", "Retinal detachment"), statpearls("Vitreous Floaters")],
  }),
  gp({
    // NHS Pins and needles; NICE CKS (paraesthesia): pressure on a nerve from the position of a limb gives pins and
    // needles or numbness that settles within minutes of moving. Persistent, one-sided, facial or spreading numbness,
    // weakness or bladder problems are other conditions (and danger signs).
    id: "positional_paraesthesia",
    name: "Pins and needles from pressure on a nerve (position)",
    common: "Pins and needles from sitting on a leg",
    icd: "R20.2",
    tri: "self_care",
    prior: prior(6, {
      bands: [
        [0, 4.99, 0.1],
        [5, 200, 1],
      ],
    }),
    lk: "numbness .95, position_pins_needles .9, slept_on_arm .15, numbness_episodes .3, leg_weakness_both .01, weakness_one_side .005, face_numbness .005, slurred_speech .002, back_pain .05, neck_pain .05, urinary_retention .002",
    desc: "Sitting cross-legged, kneeling, sitting on your feet or keeping your legs crossed for a long time presses on a nerve. The limb tingles, feels numb or 'goes to sleep', and the feeling comes back within minutes of moving it.",
    causes: "Sitting cross-legged or on the floor for a long time; Kneeling; Legs crossed; Sleeping on an arm",
    see: "No doctor is needed if it goes within minutes of moving. Get urgent help for sudden numbness or weakness of the face, an arm or a leg on one side, slurred speech, weakness of both legs or trouble passing urine. See a doctor if pins and needles keep coming back without a reason, or do not go away.",
    home: ["Move it: Stand up, stretch and move the limb; change position often when sitting on the floor."],
    tx: "Clinician care: None needed.",
    src: [nice("paraesthesia", "Paraesthesia (pins and needles)"), statpearls("Paresthesia")],
  }),
  gp({
    // NICE CKS Conjunctivitis (irritant) and Red eye: chlorinated pool water makes the eyes red, stinging and watery for
    // a few hours; with normal vision and no severe pain it needs no care but rinsing and goggles. A chemical splash,
    // severe pain, reduced vision or a contact lens worn in the water are other conditions (red_eye_vision and the
    // chemical-eye and keratitis rules keep them).
    id: "chlorine_eye_irritation",
    name: "Red eyes from pool chlorine (irritant conjunctivitis)",
    common: "Red eyes after swimming",
    icd: "H10.2",
    tri: "self_care",
    prior: prior(6, {
      bands: [
        [0, 2.99, 0.1],
        [3, 200, 1],
      ],
    }),
    lk: "red_eyes .95, pool_swim .95, itchy_eyes .3, watery_eyes .4, eye_pain .15, eye_discharge .05, vision_blurred .05, eye_vision_reduced .01, photophobia .05, contact_lens .05, chemical_eye .02, fever .01",
    desc: "The chlorine in swimming pools irritates the surface of the eyes. They turn red, sting and water for a few hours after a swim, then settle by themselves.",
    causes: "Chlorine and other chemicals in pool water; Swimming without goggles; Long swims",
    see: "No doctor is usually needed. Go to an eye emergency service the same day for a chemical or bleach splash, severe eye pain, blurred or reduced vision, or if you wore contact lenses in the water and the eye hurts. See a doctor if the redness lasts more than a day or two or there is yellow discharge.",
    home: [
      "Rinse: Rinse the eyes with clean water and rest them; do not rub.",
      "Next time: Wear goggles, and never swim in contact lenses.",
    ],
    tx: "Clinician care: Usually none.",
    src: [nice("conjunctivitis-infective", "Conjunctivitis (red eye differentials)"), nice("red-eye", "Red eye")],
  }),
];

/** Likelihood rows of the new findings on existing conditions (added only where a condition has none). */
export const FA28_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS Chest pain: musculoskeletal chest wall pain follows lifting, exercise or coughing.
  costochondritis: "chest_strain_cause .5",
  precordial_catch: "chest_strain_cause .05",
  // Exertion and coughing can bring on a pneumothorax (BTS 2023), and exertion an infarction: the told cause is not
  // rare in them, so it does not argue them away.
  pneumothorax: "chest_strain_cause .15",
  // NICE CG109: the typical circumstances of a vasovagal faint; cardiac and other faints rarely come so.
  vasovagal_syncope: "faint_standing_trigger .45",
  pots: "faint_standing_trigger .2",
  initial_orthostatic_hypotension: "faint_standing_trigger .1",
  heat_exhaustion: "faint_standing_trigger .15",
  // NICE CKS Dyspepsia / GORD: the told trigger or antacid relief.
  gerd: "reflux_trigger_told .6",
  gastritis: "reflux_trigger_told .2",
  functional_dyspepsia: "reflux_trigger_told .35",
  pregnancy_heartburn: "reflux_trigger_told .55",
  peptic_ulcer: "reflux_trigger_told .15",
  // A heart attack told as indigestion after a meal (NICE CG95: do not rule it out on a response to antacids).
  acute_coronary_syndrome: "reflux_trigger_told .08",
  // NICE CKS Migraine: the told diagnosis.
  migraine_aura: "known_migraine .55",
  migraine: "known_migraine .55",
  // NICE CKS: new floaters come with a posterior vitreous detachment or a retinal tear; the old unchanged ones do not.
  posterior_vitreous_detachment: "floaters_longstanding .08",
  retinal_detachment: "floaters_longstanding .05",
};

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const FA28_ALIASES: Record<string, string> = {
  // NICE CKS Palpitations: the told trigger. "I drank two energy drinks", "three cups of coffee" ("cups" had been read
  // as cupping marks), "a can of Monster".
  caffeine_trigger:
    "energy drink|energy drinks|energy drinks for night reading|drank energy drinks|drank two energy drinks|drank an energy drink|cans of energy drink|can of energy drink|a can of monster|can of monster|monster energy|red bull|cups of coffee|cup of coffee|drank coffee|drinking coffee|drink coffee|too much coffee|strong coffee|plenty coffee|kola nut|caffeine tablets|pre workout|pre-workout",
  // NICE CKS / BMJ Best Practice Medial tibial stress syndrome: shin pain follows a recent increase in running,
  // marching or training (the finding had no lay words, so a told "since I started jogging" was never read).
  training_increase:
    "started running|started jogging|since i started running|since i started jogging|since i start jogging|since i start to run|running every morning|jogging every morning|running every day|new running plan|new training plan|training for the army|training for the army test|training for the police|training for a marathon|increased my running|increased my training|running more than usual|training more than usual|football training|athletics training|marching drills|started training|after running|after jogging|after my run|training runs",
  // NICE CG109: a faint provoked by the sight of blood, a needle or a procedure, told with other verbs and times.
  faint_blood_sight:
    "fainted when i saw blood|fainted when i saw the blood|fainted when he saw blood|fainted when she saw blood|passed out when i saw blood|passed out when i saw the blood|passed out at the sight of blood|passed out seeing blood|fainted seeing blood|fainted on seeing blood|collapsed when i saw blood|collapsed at the sight of blood|collapse when i see blood|i collapse when i see blood|faint when he sees blood|faint when she sees blood|fainted when they drew blood|fainted when they drew my blood|fainted when they took blood|fainted when they took my blood|fainted when they were taking my blood|fainted during my blood test|fainted during the blood test|passed out during a blood test|passed out during my blood test|passed out when they took my blood|fainted during an injection|fainted during the injection|fainted at the injection|passed out at an injection|passed out during an injection|passed out during the injection|passed out when the nurse gave|fainted when the nurse gave|fainted when they gave him an injection|fainted when they gave her an injection|fainted at the needle|passed out at the needle|fainted when i saw the needle|passed out when i saw the needle",
  // NICE CG150 Headaches: tension-type headache with stress; exams are the commonest stress a student tells.
  stress:
    "exam week|exam period|exam time|exams time|studying for exams|studying for my exams|preparing for exams|preparing for my exams|exam pressure|exam stress|stressed about exams|stressed about my exams|waec exam|jamb exam|neco exam|final exams|mock exams|since my exams started|since exams started",
  // NHS Pins and needles: a limb that "felt dead" or "went dead" for a few minutes is numbness told in lay words
  // (the contusion "dead leg" is a blow to the thigh, thigh_blow, and keeps its own words).
  numbness:
    "leg felt dead|my leg felt dead|foot felt dead|my foot felt dead|leg felt dead for a few minutes|foot went dead",
  // NICE NG17 / Diabetes UK: a mild hypo treated with fast-acting sugar and rechecked normal, told as what was done.
  hypo_self_treated:
    "drank juice and now|drank juice and my sugar|juice and now it is|juice and now its|juice and now it s|drank a glass of juice and|drank a sweet drink|drank a sugary drink|drank lucozade|took glucose tablets|took dextrose|sugar now|my sugar is now|sugar is now normal|sugar is back to normal|sugar went back up|rechecked my sugar and it is normal|rechecked my sugar|rechecked and it is normal",
  // NICE CKS Retinal detachment: floaters told in Pidgin ("cobwebs dey float for my eye").
  floaters:
    "cobwebs dey float|cobwebs dey float for my eye|dey float for my eye|things dey float for my eye|spots dey float for my eye|black things dey float|cobwebs floating in my eye|cobwebs float in my eye",
  // NICE CKS Epistaxis: "picked his nose and it bled" is a nosebleed, not bleeding without a cause elsewhere.
  nosebleed:
    "nose and it bled|nose and it started bleeding|nose and it was bleeding|nose and it began to bleed|nose and blood came out|nose and e bleed|nose and e start to bleed",
};

export const FA28_IMPLIES: Record<string, string[]> = {
  // (faint_blood_sight does not imply the faint: em15 keeps "I faint when I see blood" a history, not a collapse now.)
  // NICE CG109 Transient loss of consciousness: a person who "fainted at the sight of blood" has fainted; the faint's
  // own questions (with chest pain, on exertion, with palpitations) then apply to the told faint, and the faint is not
  // asked again in other words.
  faint_standing_trigger: ["fainting"],
  // "I have migraine" was read as a one-sided throbbing headache before the diagnosis had its own finding; it keeps
  // that reading (NICE CKS Migraine: the typical headache is one-sided and throbbing).
  known_migraine: ["headache_one_side"],
};
