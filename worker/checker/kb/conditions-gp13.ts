// Thirteenth round (what a GP must tell apart where a fresh set, tune10, showed gaps): in the red eye and lid
// swelling set, an infected tear sac (dacryocystitis) apart from preseptal cellulitis and herpes simplex
// keratitis apart from a scratch or foreign body; among drug eruptions, the fixed drug eruption; among finger
// injuries, the mallet finger; in the limping toddler, the toddler's fracture; in pregnancy, the itchy rash in
// the stretch marks (polymorphic eruption); among drug toxicities, MDMA (ecstasy). And likelihood rows appended
// to existing conditions for the findings of findings-gp13.ts (a row is added only where the condition has none
// for that finding, kb/index.ts).
// Sources: RCOphth / NICE CKS red eye and herpes simplex (ocular), BAD / DermNet (fixed drug eruption), NICE
// CKS / BSSH (mallet finger), NICE CKS acute childhood limp and NICE NG143, RCOG / BAD (skin conditions in
// pregnancy), TOXBASE / NICE CKS (MDMA), NICE CKS bursitis, NICE NG220 (multiple sclerosis), NICE CG137
// (dissociative seizures), NICE CG115 (alcohol-use disorders), NICE NG134 (depression in young people), NICE
// CKS Ménière's disease, NICE CKS salivary gland swelling.
import type { Condition } from "../types.ts";
import { PREGNANCY, prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

const RED_EYE = nice("red-eye", "Red eye");

export const GP13_CONDITIONS: Condition[] = [
  gp({
    id: "dacryocystitis",
    name: "Acute dacryocystitis (infected tear sac)",
    common: "Infected tear duct",
    icd: "H04.3",
    tri: "consultation_24",
    // Uncommon; mostly women past middle age (a narrowed tear duct). A baby's blocked duct rarely infects the sac
    // (blocked tear duct in infants is its own condition).
    prior: prior(1, {
      f: 1.5,
      bands: [
        [0, 1, 0.2],
        [1.01, 30, 0.5],
        [30.01, 200, 1],
      ],
    }),
    lk: "inner_eye_corner_swelling .95, pus_when_pressed .6, watery_eyes .85, red_eyes .4, eye_pain .6, fever .3, eyelid_swelling .4, eye_discharge .5, vision_blurred .03, eye_pain_movement .03",
    desc: "The tear sac sits at the inner corner of the eye, beside the nose; tears drain through it into the nose. When the duct below it is blocked the sac fills and can become infected: a red, tender, swollen lump appears at the inner corner, the eye waters, and pressing the lump may bring pus out at the corner of the eye. It needs antibiotics the same day because the infection can spread to the eyelid and the eye socket.",
    causes:
      "A blocked tear duct (in babies born with a narrow duct, and in adults, most often women past middle age); Nose or sinus problems, an injury to the nose; Previous episodes (it tends to come back while the duct stays blocked)",
    see: "A same-day check and antibiotic tablets (or intravenous antibiotics if unwell); an eye specialist drains an abscess and, once it has settled, may open the blocked duct with an operation. Go now if the eyelids swell shut, the eye bulges, moving it hurts or vision changes.",
    home: [
      "Warm compresses: Hold a clean warm cloth on the inner corner for a few minutes several times a day.",
      "Don't squeeze it: Don't press pus out yourself; wash your hands after touching the eye.",
    ],
    tx: "Clinician care: Antibiotic tablets for 1 to 2 weeks; an abscess may be drained; a dacryocystorhinostomy (a new drainage path into the nose) prevents it coming back.",
    src: [RED_EYE, statpearls("Dacryocystitis")],
  }),
  gp({
    id: "hsv_keratitis",
    name: "Herpes simplex keratitis (cold sore virus in the eye)",
    common: "Cold sore virus infection of the eye",
    icd: "B00.5",
    tri: "consultation_24",
    // The commonest infectious cause of corneal ulcers in the UK; often after a cold sore or a fever.
    prior: prior(0.7),
    lk: "cold_sores .6, eye_pain .85, red_eyes .9, watery_eyes .8, photophobia .7, foreign_body_eye .5, vision_blurred .45, eye_discharge .1, recurrent .3, contact_lens .05, eye_injury .03, eye_scratched .02, itchy_eyes .1",
    desc: "The cold sore virus (herpes simplex) can infect the clear window at the front of the eye (the cornea). One eye becomes red, watery and painful, light hurts, it feels as if something is in it and vision may blur. It often follows a cold sore. Without antiviral treatment it can scar the cornea and damage sight, and it can come back.",
    causes:
      "The cold sore virus, often after a recent cold sore, a fever, stress or sunlight; Steroid eye drops used without an eye examination",
    see: "An eye examination the same day with a fluorescein dye (it shows a branching ulcer); antiviral eye ointment or tablets; steroid drops are never used until an eye doctor has seen it.",
    home: [
      "Don't use old drops: Don't use steroid eye drops or someone else's drops.",
      "Protect others: Don't touch cold sores and then the eye; wash your hands and stop contact lenses.",
    ],
    tx: "Clinician care: Antiviral eye ointment (aciclovir or ganciclovir) or tablets for 1 to 2 weeks, with follow-up by an eye doctor.",
    src: [nice("herpes-simplex-ocular", "Herpes simplex - ocular"), RED_EYE, statpearls("Herpes Simplex Keratitis")],
  }),
  gp({
    id: "fixed_drug_eruption",
    name: "Fixed drug eruption",
    common: "Dark patch that comes back with a medicine",
    icd: "L27.1",
    tri: "consultation",
    // BAD / DermNet: common in Africa and Asia; co-trimoxazole (Septrin) and other sulfonamides, NSAIDs,
    // tetracyclines and antimalarials are the usual culprits.
    prior: prior(1),
    lk: "rash_same_place_recurs .9, new_medicine .85, oxidant_trigger .35, dark_marks .7, rash .7, blisters .3, itching .5, burn .1, genital_sores .1, mouth_ulcers .05, fever .05, skin_peeling .02, ring_rash .1",
    desc: "A fixed drug eruption is a skin reaction to a medicine that always appears in the same place: a round, dusky red or dark patch, sometimes with a blister, often on the lips, genitals, hands or feet, that burns or itches. It fades to a dark mark over weeks and flares again in the same spot each time the medicine is taken. It is harmless if the medicine is stopped, but a widespread blistering reaction needs urgent care.",
    causes:
      "Co-trimoxazole (Septrin) and other sulfa drugs; Painkillers such as ibuprofen, diclofenac or paracetamol; Tetracycline antibiotics, metronidazole; Antimalarials and some laxatives",
    see: "A review to name the medicine (it is then listed as an allergy and avoided for life); go the same day if blisters spread, the mouth or eyes are sore or you have a fever.",
    home: [
      "Stop the culprit: Stop the medicine that brought it on (ask a pharmacist or doctor for an alternative) and tell every prescriber.",
      "Soothe the patch: A bland emollient; the dark mark fades slowly over months.",
    ],
    tx: "Clinician care: A steroid cream for a few days, antihistamine for itch; the medicine is recorded as an allergy.",
    src: [statpearls("Fixed Drug Eruption"), nice("drug-allergy", "Drug allergy")],
  }),
  gp({
    id: "mallet_finger",
    name: "Mallet finger",
    common: "Drooping fingertip after an injury",
    icd: "M20.0",
    tri: "consultation_24",
    // A ball or a blow on the tip of a straight finger (sport, making a bed); young men and older women.
    prior: prior(2, { m: 1.5 }),
    lk: "fingertip_droop .95, finger_injury .95, injury .9, joint_swelling .4, bruising .3, bone_tenderness .3, deformity .4, wound .05, numbness .03",
    desc: "A mallet finger happens when a ball or a blow bends the fingertip down and tears the tendon that straightens it, or pulls off a small piece of bone. The end of the finger droops and cannot be straightened by itself, though it can be pushed straight. It heals if it is kept straight in a splint day and night for 6 to 8 weeks, started within a few days.",
    causes:
      "A ball striking the tip of the finger (basketball, volleyball, cricket); Stubbing a finger or tucking in bedsheets; A cut across the back of the last finger joint",
    see: "A same-day or next-day check with an X-ray; a splint that keeps the tip straight at all times for 6 to 8 weeks (fracture or hand clinic); a cut tendon or a large bone fragment sees a hand surgeon.",
    home: [
      "Keep it straight: Don't let the fingertip bend at all while it heals; if the splint comes off, support the tip straight on a table.",
      "Ice and raise: Ice wrapped in a cloth and keeping the hand up ease swelling.",
    ],
    tx: "Clinician care: A mallet splint worn continuously for 6 to 8 weeks, then at night for a few more; surgery for some fractures.",
    src: [nice("mallet-finger", "Mallet finger"), statpearls("Mallet Finger")],
  }),
  gp({
    id: "toddler_fracture",
    name: "Toddler's fracture (tibia)",
    common: "Hairline break of the shin bone in a toddler",
    icd: "S82.2",
    tri: "consultation_24",
    // Children learning to walk to about 4 years, after a twist or short fall that often goes unnoticed.
    prior: prior(1.5, {
      bands: [
        [0, 0.74, 0.05],
        [0.75, 4, 1],
        [4.01, 7, 0.1],
        [7.01, 200, 0],
      ],
    }),
    lk: "cant_bear_weight .9, limb_not_used .6, short_fall .6, injury .7, bone_tenderness .6, bone_pain .5, leg_swelling .3, irritable_child .4, walking_pain .5, fever .03, bruising .2, deformity .03",
    desc: "A toddler's fracture is a thin spiral crack in the shin bone of a child aged about 1 to 4, usually after a twist or a short fall that may not have been seen. The child limps or will not stand or walk, and cries when the lower leg is pressed, though there may be little swelling. It heals well in a cast or boot, but it needs an X-ray the same day and other causes of a limp (infection) must be ruled out.",
    causes:
      "A twist while running or a short fall (off a sofa, bed or step); A foot caught in something while the body turns",
    see: "A same-day check and X-ray (the crack may only show on a later X-ray); fever, a hot swollen joint, bruises elsewhere or an injury that does not fit the story need urgent assessment.",
    home: [
      "Rest and pain relief: Paracetamol or ibuprofen in the right dose for age; let the child rest the leg.",
      "Don't force walking: Don't make the child stand on it until it has been checked.",
    ],
    tx: "Clinician care: A below-knee cast or walking boot for about 3 to 4 weeks.",
    src: [nice("acute-childhood-limp", "Acute childhood limp"), statpearls("Toddler Fracture")],
  }),
  gp({
    id: "polymorphic_eruption_pregnancy",
    name: "Polymorphic eruption of pregnancy",
    common: "Itchy rash in the stretch marks in pregnancy",
    icd: "O26.8",
    tri: "consultation",
    // About 1 in 160 pregnancies, usually a first pregnancy in the last weeks.
    prior: prior(3, PREGNANCY),
    lk: "pregnant .99, pregnant_late .9, rash_in_stretch_marks .85, itching .95, rash .95, hives .4, burrows .1, itch_night .4, yellow_eyes .01, itchy_palms_soles .1, fever .02",
    desc: "Polymorphic eruption of pregnancy is an itchy rash of small red bumps that starts in the stretch marks on the belly, usually in the last weeks of a first pregnancy, sparing the skin round the belly button. It can spread to the thighs, bottom and arms. It is harmless to the baby and clears within weeks of the birth, but itching in pregnancy also needs a blood test for obstetric cholestasis.",
    causes:
      "Stretching of the skin of the belly (commoner with a first baby, twins or rapid weight gain); The exact cause is unknown",
    see: "A review with your midwife or doctor within days to confirm it and check liver blood tests (cholestasis itches the palms and soles); same day if itching of the palms and soles, yellow eyes, dark urine or the baby moving less.",
    home: [
      "Cool and moisturise: Cool showers, loose cotton clothes and plenty of emollient cream.",
      "Don't scratch: Keep nails short; a cool compress eases the itch.",
    ],
    tx: "Clinician care: A moderate steroid cream and a sedating antihistamine safe in pregnancy.",
    src: [nice("pruritus-in-pregnancy", "Itch in pregnancy"), statpearls("Polymorphic Eruption of Pregnancy")],
  }),
  gp({
    id: "mdma_toxicity",
    name: "MDMA (ecstasy) toxicity",
    common: "Ecstasy overdose",
    icd: "T43.6",
    tri: "emergency",
    // Rare beside the common causes of a fever with a racing heart; the pills at a party carry the diagnosis.
    prior: prior(0.1, {
      m: 1.5,
      bands: [
        [0, 12, 0.05],
        [13, 30, 1.5],
        [30.01, 45, 0.5],
        [45.01, 200, 0.1],
      ],
    }),
    lk: "party_pills .9, poisoning .8, jaw_clenching .6, sweating .7, hot_dry_skin .5, fever .4, palpitations .7, agitation .65, confusion .45, seizure .12, vomiting .2, drug_use .3, stimulant_use .2, muscle_tension .3, unconscious .08, headache .25",
    desc: "MDMA (ecstasy, molly) raises body temperature, heart rate and blood pressure. After pills at a party or club a person can overheat, sweat heavily, clench their jaw, become agitated or confused and have fits; drinking too much water can also drop the blood salt level dangerously. Overheating from ecstasy is an emergency.",
    causes:
      "Ecstasy or molly pills, powder or crystals, often mixed with other drugs; Dancing in a hot crowded place; Drinking large amounts of water",
    see: "Emergency cooling, fluids, heart monitoring and blood tests (sodium, muscle damage, kidneys); sedation for agitation.",
    home: "Go now: Move the person somewhere cool, sip (not gulp) fluids and never leave them alone; call for help if they are very hot, confused, fitting or unconscious.",
    tx: "Hospital treatment: Rapid cooling, benzodiazepines for agitation and fits, careful fluids and treatment of a low sodium.",
    src: [nice("poisoning-or-overdose", "Poisoning or overdose"), statpearls("MDMA Toxicity")],
  }),
];

export const GP13_LIKELIHOOD_ROWS: Record<string, string> = {
  // RCOphth: swelling at the inner canthus is the tear sac; preseptal cellulitis swells the whole lid.
  preseptal_cellulitis: "inner_eye_corner_swelling .08, pus_when_pressed .05",
  // A pointing abscess discharges when pressed (NICE CKS boils; paronychia; breast abscess).
  skin_abscess: "pus_when_pressed .45",
  mastitis: "pus_when_pressed .15",
  dental_abscess: "pus_when_pressed .2",
  // BAD / DermNet: a generalised drug rash does not recur in one fixed place.
  drug_eruption: "rash_same_place_recurs .03",
  // NICE CKS bursitis: prepatellar bursitis follows repeated kneeling.
  prepatellar_bursitis: "kneeling_work .7",
  // NICE CKS knee pain: Osgood-Schlatter hurts on kneeling, jumping and stairs.
  osgood_schlatter: "kneeling_work .3",
  // NICE CKS mallet finger: a bony mallet is a fracture of the last finger bone.
  finger_fracture: "fingertip_droop .15",
  // NICE NG220: a past optic neuritis with new sensory symptoms.
  multiple_sclerosis: "past_vision_loss_episode .45",
  // NICE CG137: dissociative attacks with eyes shut, triggered by upset; epileptic seizures open the eyes.
  non_epileptic_attacks: "seizure_eyes_closed .6, attacks_after_upset .7",
  epilepsy: "seizure_eyes_closed .03, attacks_after_upset .05",
  // NICE CG115: an eye-opener (the CAGE questions) marks dependence and withdrawal.
  alcohol_use_disorder: "morning_drinking .55",
  // An eye-opener relieves withdrawal: someone still drinking each morning is rarely in acute withdrawal now.
  alcohol_withdrawal: "morning_drinking .2",
  // NICE NG134: in young people depression shows as falling school work and withdrawal from friends.
  depression: "school_decline .3, keeps_to_self .4",
  adjustment_disorder: "keeps_to_self .3",
  adhd: "school_decline .5",
  schizophrenia: "keeps_to_self .5, school_decline .3",
  substance_use_disorder: "school_decline .35, keeps_to_self .3",
  // TOXBASE: bruxism and jaw clenching with stimulants.
  stimulant_toxicity: "jaw_clenching .35, party_pills .2",
  // NICE CKS Ménière's disease: attacks of vertigo from 20 minutes to 12 hours, recurring.
  // The hearing loss is one-sided and drops during attacks.
  menieres_disease: "vertigo_attacks_hours .85, sudden_deafness .3",
  // BPPV lasts seconds on turning the head; neuritis is one episode over days; sudden hearing loss is one event.
  bppv: "vertigo_attacks_hours .01",
  vestibular_neuritis: "vertigo_attacks_hours .02",
  sudden_hearing_loss: "vertigo_attacks_hours .01",
  // NICE CKS salivary gland swelling: pain and swelling on eating.
  salivary_stone: "jaw_pain_chewing .3",
  // NICE NG18: bedwetting again in a dry child is a presenting sign of type 1 diabetes.
  type1_diabetes: "bedwetting .3",
  // NICE NG12: bruising, bleeding gums and petechiae from a low platelet count in leukaemia.
  leukaemia: "bruising .5, bleeding_gums_brushing .3, rash .25",
  // NICE NG158 / NICE CKS DVT: the calf pain of a DVT is at the back of the leg and is often taken for sciatica;
  // sciatica does not swell the calf.
  dvt: "sciatica_pain .2",
  sciatica: "calf_swelling .02",
  // NICE CKS gallstones: Murphy's sign (pain catching on breathing in) and pain referred to the right shoulder.
  cholecystitis: "pleuritic_pain .4, shoulder_pain .35",
};
