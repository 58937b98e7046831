// Conditions, eighth breadth round: presentations a general practitioner or emergency department sees that
// the knowledge base could not name, found where unseen vignettes missed, and their neighbours (what else a
// GP must tell apart there). Injuries and complications of procedures (a septal haematoma after a broken
// nose, bleeding after a tooth extraction or a circumcision, a dislocated jaw, a kidney injury), endocrine
// (low calcium after thyroid surgery, diabetes insipidus), blood (bleeding on warfarin, vitamin K deficiency
// bleeding of the newborn, chronic myeloid leukaemia), children's bowel (Meckel's diverticulum, Hirschsprung's
// disease), boys' testicles (a twisted testicular appendage), kidney (polycystic kidney disease), ear, nose
// and throat (barotrauma after a flight, nasopharyngeal carcinoma), bone (a benign bony lump), teeth (a
// cracked tooth), breast (fat necrosis after a blow) and men's health (male infertility). Priors are
// relative presentations per 10,000 (see define.ts prior()); likelihoods are from the cited guidelines and
// StatPearls / BMJ Best Practice reviews.
import type { Condition, Source } from "../types.ts";
import { MALE, prior } from "./define.ts";
import { gp } from "./gp.ts";
import { WHO_POCKET_BOOK, bmj, nice, statpearls, who, whoDoc } from "./sources.ts";

type Bands = Array<[number, number, number]>;
const ADULT: Bands = [
  [0, 14, 0.02],
  [15, 29, 0.5],
  [30, 200, 1],
];
const YOUNG_INFANT: Bands = [
  [0, 0.5, 1],
  [0.51, 200, 0.01],
];
const INFANT_TODDLER: Bands = [
  [0, 1, 1],
  [1.01, 5, 0.4],
  [5.01, 200, 0.02],
];
const UNDER_5: Bands = [
  [0, 5, 1],
  [5.01, 12, 0.2],
  [12.01, 200, 0.02],
];
const BOYS: Bands = [
  [0, 5, 0.2],
  [6, 14, 1],
  [15, 200, 0.1],
];
const TEEN_BONE: Bands = [
  [0, 9, 0.3],
  [10, 25, 1],
  [26, 200, 0.2],
];

const ENT_UK_SEPTAL: Source = {
  name: "ENT UK / BMJ Best Practice: Nasal fractures - examine every nasal injury for a septal haematoma (drain the same day)",
  url: "https://bestpractice.bmj.com/topics/en-gb/1066",
};
const WHO_BEC: Source = whoDoc(
  "https://www.who.int/publications/i/item/basic-emergency-care-approach-to-the-acutely-ill-and-injured",
  "Basic emergency care: approach to the acutely ill and injured",
);
const NG145: Source = {
  name: "NICE NG145: Thyroid disease: assessment and management (calcium after thyroid surgery)",
  url: "https://www.nice.org.uk/guidance/ng145",
};
const NG203: Source = {
  name: "NICE NG203: Chronic kidney disease: assessment and management",
  url: "https://www.nice.org.uk/guidance/ng203",
};
const NICE_ANTICOAG: Source = nice("anticoagulation-oral", "Anticoagulation - oral (bleeding and high INR)");
const WHO_NEWBORN_VITK: Source = {
  name: "WHO recommendations on newborn health (2017): vitamin K 1 mg IM at birth for every newborn",
  url: "https://www.who.int/publications/i/item/WHO-MCA-17.07",
};
const NICE_SCROTAL: Source = nice("scrotal-pain-swelling", "Scrotal pain and swelling");
const NG12: Source = {
  name: "NICE NG12: Suspected cancer: recognition and referral",
  url: "https://www.nice.org.uk/guidance/ng12",
};
const NG39: Source = {
  name: "NICE NG39: Major trauma: assessment and initial management",
  url: "https://www.nice.org.uk/guidance/ng39",
};

export const GP8_CONDITIONS: Condition[] = [
  // ───────────── Injuries and complications of procedures ─────────────
  gp({
    id: "nasal_septal_haematoma",
    name: "Nasal septal haematoma (blood clot inside the nose after injury)",
    common: "Blood clot inside the nose",
    icd: "S00.3",
    tri: "emergency",
    prior: prior(0.4, { m: 2, bands: TEEN_BONE }),
    lk: "nose_inside_swelling .9, nose_injury .95, injury .9, blocked_nose .95, nosebleed .6, pain_severe .4, swollen_face .3, fever .1, deformity .2",
    desc: "After a blow to the nose, blood can collect between the lining and the cartilage of the middle wall (septum). Both sides of the nose become blocked by a soft purple swelling. Left alone it can become infected and destroy the cartilage within days, so the nose collapses (saddle nose).",
    causes: "A blow to the nose (ball, fist, fall, road accident); Nose surgery",
    see: "An ENT or emergency doctor looks inside the nose and drains the clot the same day, packs the nose and gives antibiotics (ENT UK).",
    home: "Go today: Do not wait for the swelling to settle; use ice wrapped in cloth on the way and do not blow the nose.",
    tx: "Drainage: The clot is drained through a small cut under local anaesthetic, then the nose is packed.",
    src: [ENT_UK_SEPTAL, WHO_BEC, statpearls("Nasal septal hematoma")],
  }),
  gp({
    id: "post_extraction_haemorrhage",
    name: "Bleeding after a tooth extraction (post-extraction haemorrhage)",
    common: "Bleeding after a tooth was pulled",
    icd: "T81.0",
    tri: "emergency",
    prior: prior(1, { bands: ADULT }),
    lk: "recent_tooth_extraction .95, procedure_bleeding .95, bleeding_unusual .8, toothache .3, dizziness .3, pale .2, fainting .05, known_bleeding_disorder .1, vomiting_blood .05, fatigue .3",
    desc: "A tooth socket normally stops bleeding within an hour with firm pressure on gauze. Bleeding that goes on, or starts again hours later, comes from the gum or bone, from rinsing or smoking too soon, or from a bleeding problem or blood-thinning medicine. Losing blood for hours can make a person dizzy and pale.",
    causes:
      "Rinsing, spitting or smoking too soon; Torn gum or a broken socket; Blood thinners (warfarin) or a bleeding disorder",
    see: "A dentist or emergency doctor packs and stitches the socket, may use a clotting agent (tranexamic acid), checks the blood count and looks for a bleeding problem (NICE CKS anticoagulation; dental guidance).",
    home: "Bite on gauze: Fold clean gauze or a cloth, bite hard on it for 20 minutes without checking, sit upright and do not rinse or spit; if it does not stop, go now.",
    tx: "Packing and stitches: Socket packing, stitches, tranexamic acid; treatment of any bleeding disorder.",
    src: [NICE_ANTICOAG, statpearls("Dental extraction complications")],
  }),
  gp({
    id: "circumcision_bleeding",
    name: "Bleeding after circumcision",
    common: "Bleeding after circumcision",
    icd: "T81.0",
    tri: "emergency",
    prior: prior(0.5, { ...MALE, bands: INFANT_TODDLER }),
    lk: "recent_circumcision .95, procedure_bleeding .95, bleeding_unusual .8, pale .4, drowsiness .2, poor_feeding .2, irritable_child .3, known_bleeding_disorder .05, family_bleeding .1, cold_clammy .1",
    desc: "Bleeding is the commonest problem after circumcision, especially when done at home or by an untrained person. A baby has little blood to lose: a nappy or cloth that keeps soaking, paleness or sleepiness means serious blood loss. Persistent bleeding may be the first sign of haemophilia or vitamin K deficiency.",
    causes: "A small artery not tied; Haemophilia or other bleeding disorder; No vitamin K at birth",
    see: "Hospital staff press on or stitch the bleeding point, check the blood count and clotting, give vitamin K and blood if needed (WHO Pocket Book).",
    home: "Press firmly: Press a clean folded cloth on the bleeding point for 10 minutes and go straight to hospital.",
    tx: "Stop the bleeding: Pressure, stitches or cautery; vitamin K, clotting factors or blood.",
    src: [WHO_POCKET_BOOK, statpearls("Circumcision complications")],
  }),
  gp({
    id: "tmj_dislocation",
    name: "Dislocated jaw (temporomandibular joint dislocation)",
    common: "Dislocated jaw",
    icd: "S03.0",
    tri: "emergency",
    prior: prior(0.5, { f: 1.5 }),
    lk: "jaw_stuck_open .95, jaw_pain_chewing .6, ear_pain .4, drooling .5, injury .2, pain_severe .4, lockjaw .1",
    desc: "The jaw can slip forward out of its joint in front of the ear during a big yawn, laughing, a dental treatment or a blow, and lock with the mouth open. The person cannot close the mouth or talk properly and drools. It is put back by a doctor, the sooner the easier.",
    causes: "Wide yawning or laughing; Long dental treatment; A blow to the chin; Loose joints",
    see: "An emergency doctor pushes the jaw back into place (reduction), sometimes with sedation, after an X-ray if there was a blow (possible fracture).",
    home: "Go now: Support the jaw with a scarf, do not force it shut, and go to the emergency department.",
    tx: "Reduction: The jaw is pushed down and back into place; a soft diet and no wide yawning for some weeks.",
    src: [WHO_BEC, statpearls("Temporomandibular joint dislocation")],
  }),
  gp({
    id: "kidney_injury",
    name: "Kidney injury from a blow (renal trauma)",
    common: "Injured kidney",
    icd: "S37.0",
    tri: "emergency",
    prior: prior(0.5, { m: 2 }),
    lk: "flank_injury .9, injury .9, haematuria .8, flank_pain .9, abdominal_pain .3, dizziness .2, vomiting .2, fainting .05, cold_clammy .1, back_pain .3",
    desc: "A fall, kick or crash onto the side of the back can bruise or tear a kidney. Blood in the urine and pain in the loin are the signs; heavy bleeding inside causes dizziness and shock. Most heal without an operation but need a scan and watching in hospital.",
    causes: "Falls from height or from a motorbike (okada); Sports and assaults; Road traffic accidents",
    see: "Blood in the urine after a blow needs a CT scan; most are watched in hospital with bed rest, a few need a procedure to stop the bleeding (NICE NG39).",
    home: "Go now: Lie still, do not eat or drink in case surgery is needed, and go to the emergency department.",
    tx: "Hospital care: Bed rest and monitoring; embolisation or surgery for heavy bleeding.",
    src: [NG39, statpearls("Renal trauma")],
  }),
  // ───────────── Endocrine ─────────────
  gp({
    id: "hypocalcaemia",
    name: "Low calcium (hypocalcaemia), for example after thyroid surgery",
    common: "Low calcium",
    icd: "E83.5",
    tri: "emergency",
    prior: prior(0.4, { f: 2 }),
    lk: "recent_neck_surgery .6, perioral_tingling .8, hand_spasm .7, muscle_cramps .7, numbness .4, seizure .1, palpitations .15, fatigue .3, goitre .3, hyperventilation .05",
    desc: "Calcium keeps nerves and muscles steady. When it falls — most often in the days after a thyroid operation that bruised the parathyroid glands, and also with vitamin D deficiency or kidney failure — the lips and fingers tingle and the hands and feet cramp into a claw; very low calcium causes fits and an irregular heartbeat.",
    causes: "Thyroid or parathyroid surgery; Severe vitamin D deficiency; Kidney failure; Low magnesium",
    see: "A blood test confirms it; tingling with cramps or spasms needs intravenous calcium in hospital (NICE NG145; endocrine emergency guidance).",
    home: "Go today: After neck surgery, tingling lips or cramping hands mean going back to hospital the same day.",
    tx: "Calcium: Intravenous calcium gluconate for symptoms, then calcium and vitamin D tablets.",
    src: [NG145, statpearls("Hypocalcemia"), bmj("Hypocalcaemia")],
  }),
  gp({
    id: "diabetes_insipidus",
    name: "Diabetes insipidus (passing huge amounts of urine)",
    common: "Diabetes insipidus",
    icd: "E23.2",
    tri: "consultation",
    prior: prior(0.2),
    lk: "thirst .95, frequent_urination .95, bedwetting .4, head_injury .15, headache .15, fatigue .3, weight_loss .15, dizziness .1, vision_blurred .05",
    desc: "In diabetes insipidus the body cannot hold on to water: the person passes large amounts of pale urine day and night and is always thirsty, but the blood sugar is normal (unlike diabetes mellitus). It follows a head injury, brain surgery, a tumour or infection near the pituitary gland, or comes from the kidneys.",
    causes: "Head injury or brain surgery; Tumours near the pituitary gland; Kidney causes (lithium, genetic)",
    see: "A doctor checks blood sugar, salts and urine concentration and refers to a hormone specialist for a water-deprivation test and a brain scan.",
    home: "Drink to thirst: Always keep water at hand, especially for a child; confusion or vomiting needs the emergency department.",
    tx: "Desmopressin: A hormone spray or tablet replaces the missing hormone.",
    src: [statpearls("Diabetes insipidus"), nice("diabetes-insipidus", "Diabetes insipidus (NICE CKS)")],
  }),
  // ───────────── Blood ─────────────
  gp({
    id: "warfarin_bleeding",
    name: "Bleeding on warfarin (over-anticoagulation)",
    common: "Bleeding from blood thinners",
    icd: "D68.3",
    tri: "emergency",
    prior: prior(0.6, { bands: ADULT }),
    lk: "known_bleeding_disorder .98, bleeding_unusual .75, bruising .6, haematuria .35, bleeding_gums_brushing .35, nosebleed .3, nosebleed_prolonged .15, black_stool .15, vomiting_blood .1, heavy_periods .15, new_medicine .3, headache_sudden .05, dizziness .2, pale .2",
    desc: "Warfarin and other blood thinners protect people with metal heart valves, clots or an irregular heartbeat, but too much of their effect causes bleeding: bruises, bleeding gums, red urine, black stools or nosebleeds. New antibiotics, herbal medicines, alcohol or illness often tip the balance.",
    causes: "A new antibiotic or other interacting medicine; Missing INR checks; Herbal remedies, alcohol or illness",
    see: "An urgent INR blood test; bleeding with a high INR is reversed with vitamin K (and clotting factors for major bleeding), and the dose is adjusted (NICE CKS anticoagulation).",
    home: "Do not take the next dose: Go today for an INR check and bring all your medicines; any head injury, vomiting blood or black stools means the emergency department now.",
    tx: "Reversal: Vitamin K, clotting factor concentrate or plasma for major bleeding; a new warfarin dose.",
    src: [NICE_ANTICOAG, statpearls("Warfarin toxicity")],
  }),
  gp({
    id: "vitamin_k_deficiency_bleeding",
    name: "Vitamin K deficiency bleeding of the newborn",
    common: "Bleeding in a newborn baby",
    icd: "P53",
    tri: "emergency_ambulance",
    prior: prior(0.6, { bands: YOUNG_INFANT }),
    lk: "bleeding_unusual .95, bruising .4, pale .6, drowsiness .4, bulging_fontanelle .3, vomiting .35, poor_feeding .4, seizure .2, black_stool .2, vomiting_blood .2, procedure_bleeding .2, irritable_child .3, yellow_eyes .2",
    desc: "Newborns have little vitamin K, which blood needs to clot. Babies not given the vitamin K injection at birth — often those born at home — and breastfed babies can bleed from the navel, nose, gut or a circumcision in the first weeks; bleeding into the brain causes vomiting, a bulging soft spot, sleepiness and fits.",
    causes:
      "No vitamin K injection at birth; Exclusive breastfeeding (little vitamin K in breast milk); Liver disease or mother's medicines",
    see: "Vitamin K injection, fresh frozen plasma and a brain scan in hospital; every newborn should get vitamin K at birth (WHO).",
    home: "Go now: Press on any bleeding point and take the baby to hospital immediately.",
    tx: "Vitamin K and plasma: Vitamin K injection; plasma or blood; care of any brain bleed.",
    src: [WHO_NEWBORN_VITK, WHO_POCKET_BOOK, statpearls("Vitamin K deficiency bleeding")],
  }),
  gp({
    id: "chronic_myeloid_leukaemia",
    name: "Chronic myeloid leukaemia (CML)",
    common: "Chronic leukaemia (CML)",
    icd: "C92.1",
    tri: "consultation_24",
    prior: prior(0.3, { bands: ADULT }),
    lk: "big_spleen .85, luq_pain .4, bloating .5, fatigue .8, weight_loss .5, night_sweats .4, pale .5, fever .15, bruising .1, bleeding_unusual .1, abdominal_pain .3, swollen_glands .05",
    desc: "Chronic myeloid leukaemia is a blood cancer of adults in which white cells multiply slowly. A big spleen gives a heavy, dragging fullness under the left ribs and makes a person full after a few mouthfuls; tiredness, sweats and weight loss follow. A full blood count shows a very high white count.",
    causes: "A change in a blood stem cell (the Philadelphia chromosome); Radiation exposure rarely",
    see: "A full blood count and blood film; a haematologist confirms it. Daily tablets (imatinib, available through support programmes in Nigeria) control it for decades (NICE NG12).",
    home: "See a doctor soon: Ask for a full blood count; avoid contact sports while the spleen is big.",
    tx: "Tablets: Tyrosine kinase inhibitors (imatinib) taken every day.",
    src: [NG12, statpearls("Chronic myelogenous leukemia")],
  }),
  // ───────────── Children's bowel ─────────────
  gp({
    id: "meckel_diverticulum",
    name: "Meckel's diverticulum bleeding",
    common: "Meckel's diverticulum",
    icd: "Q43.0",
    tri: "emergency",
    prior: prior(0.3, { m: 2, bands: UNDER_5 }),
    lk: "rectal_bleeding_heavy .8, bloody_stool .95, black_stool .3, pale .6, fatigue .3, abdominal_pain .15, vomiting .1, fainting .1, cold_clammy .15, irritable_child .1, diarrhoea .05",
    desc: "A Meckel's diverticulum is a small pouch of the bowel present from birth in about 2 in 100 people. In a young child it can bleed painlessly and heavily: a lot of dark red or maroon blood in the stool, with the child turning pale. It can also cause a blockage or inflammation like appendicitis.",
    causes: "A pouch left from the cord that fed the baby in the womb; Stomach-type lining in the pouch makes an ulcer",
    see: "In hospital: blood count, a transfusion if needed, a special scan (Meckel's scan) and removal of the pouch by surgery.",
    home: "Go now: Keep the child lying down and take the child to hospital with a sample or photo of the stool.",
    tx: "Surgery: Removal of the pouch; blood transfusion for heavy bleeding.",
    src: [statpearls("Meckel diverticulum"), WHO_POCKET_BOOK],
  }),
  gp({
    id: "hirschsprung_disease",
    name: "Hirschsprung's disease",
    common: "Hirschsprung's disease",
    icd: "Q43.1",
    tri: "consultation_24",
    prior: prior(0.3, { m: 3, bands: INFANT_TODDLER }),
    lk: "constipation_since_birth .85, late_meconium .7, constipation .95, distension .85, vomiting .35, vomiting_green .15, poor_feeding .35, poor_growth .4, fever .1, diarrhoea .1, abdominal_pain .3",
    desc: "In Hirschsprung's disease the last part of the bowel has no nerve cells, so it cannot relax and push stool out. The baby passes the first stool late, is constipated from birth, needs help to pass stool and has a big swollen belly. Fever with explosive smelly diarrhoea (enterocolitis) is an emergency.",
    causes: "Nerve cells did not reach the end of the bowel before birth; More common in boys and with Down syndrome",
    see: "A children's surgeon confirms it with an X-ray and a small biopsy from the back passage, then removes the affected bowel.",
    home: "See a doctor within a day: Do not keep using soap sticks or enemas; vomiting green, fever or diarrhoea with a swollen belly means the emergency department.",
    tx: "Surgery: A pull-through operation removes the segment without nerves.",
    src: [statpearls("Hirschsprung disease"), nice("constipation-in-children", "Constipation in children")],
  }),
  // ───────────── Boys and men ─────────────
  gp({
    id: "torsion_testicular_appendage",
    name: "Twisted testicular appendage (torsion of the appendix testis)",
    common: "Twisted testicle appendage",
    icd: "N44",
    tri: "emergency",
    prior: prior(1, { ...MALE, bands: BOYS }),
    lk: "testicular_pain .95, blue_dot_scrotum .3, testicular_pain_sudden .35, walking_pain .4, vomiting .05, fever .05, pain_severe .3, groin_lump .05",
    desc: "The commonest cause of a painful testicle in boys aged 7–12 is a twisted appendage, a tiny tag of tissue on top of the testicle. The pain builds over hours at the top of the testicle, sometimes with a blue dot seen through the skin. It settles by itself in a week, but it cannot be told apart from a twisted testicle without an examination.",
    causes: "A small tag of tissue twisting on its stalk, often with growth before puberty",
    see: "The same day: a doctor examines the testicle and an ultrasound or operation rules out testicular torsion (NICE CKS: any acute testicular pain in a boy needs urgent assessment).",
    home: "Go today: Do not wait to see if it settles; paracetamol or ibuprofen for pain and rest once torsion is ruled out.",
    tx: "Rest and pain relief: Painkillers and rest; surgery only if the diagnosis is unclear.",
    src: [NICE_SCROTAL, statpearls("Appendix testis torsion")],
  }),
  gp({
    id: "male_infertility",
    name: "Male infertility",
    common: "Male infertility",
    icd: "N46",
    tri: "consultation",
    prior: prior(8, {
      ...MALE,
      bands: [
        [0, 17, 0.02],
        [18, 200, 1],
      ],
    }),
    lk: "partner_not_conceiving .95, mumps_orchitis_past .1, scrotal_veins .15, erectile_difficulty .1, low_libido .1, empty_scrotum .03, testicular_pain .05",
    desc: "In about half of couples who cannot conceive, the man contributes: too few or poorly moving sperm after mumps of the testicles, a varicocele, sexually transmitted infections, heat, smoking, alcohol, anabolic steroids or an undescended testicle. A semen test is simple and should be done early, alongside the woman's tests.",
    causes:
      "Mumps orchitis or past infections; Varicocele or undescended testicle; Smoking, alcohol, steroids and heat",
    see: "A semen analysis, examination of the testicles and hormone tests; referral to a fertility or urology clinic (NICE CG156).",
    when: "in the next few weeks",
    home: "Healthy habits: Stop smoking and steroids, cut alcohol, avoid hot baths and tight underwear, and have sex every 2–3 days.",
    tx: "Treat the cause: Treatment of infection or varicocele; assisted conception (IUI, IVF/ICSI).",
    src: [nice("infertility", "Infertility"), statpearls("Male infertility")],
  }),
  // ───────────── Kidney ─────────────
  gp({
    id: "polycystic_kidney_disease",
    name: "Polycystic kidney disease",
    common: "Polycystic kidneys",
    icd: "Q61.3",
    tri: "consultation",
    prior: prior(0.6, { bands: ADULT }),
    lk: "family_kidney_disease .7, high_bp_reading .7, known_hypertension .5, flank_pain .6, haematuria .45, back_pain .3, headache .2, frequent_urination .2, dysuria .1, fever .05, foamy_urine .1, distension .1",
    desc: "Polycystic kidney disease is inherited: the kidneys fill with fluid-filled cysts over the years. Adults in their 30s and 40s get high blood pressure, aching in the sides, blood in the urine and kidney infections or stones; kidney function falls slowly. A parent, aunt or uncle often had kidney disease.",
    causes: "An inherited gene (a parent has it in most families)",
    see: "An ultrasound scan of the kidneys, kidney function tests and blood pressure control; family members may be screened.",
    home: "Protect the kidneys: Keep blood pressure checked, drink plenty of water, and avoid ibuprofen and herbal mixtures.",
    tx: "Blood pressure control: ACE-inhibitor tablets; tolvaptan in specialist care; dialysis or transplant later.",
    src: [NG203, statpearls("Autosomal dominant polycystic kidney disease")],
  }),
  // ───────────── Ear, nose and throat ─────────────
  gp({
    id: "ear_barotrauma",
    name: "Ear barotrauma after flying or diving",
    common: "Airplane ear",
    icd: "T70.0",
    tri: "self_care",
    prior: prior(1.5),
    lk: "after_flight_dive .95, ear_pain .75, hearing_loss .7, ear_pressure .85, tinnitus .3, vertigo .1, ear_discharge .03, blocked_nose .3, runny_nose .2",
    desc: "On a plane's descent or during a dive, pressure outside the eardrum changes faster than the Eustachian tube can balance it, especially with a cold. The ear feels blocked and painful and sounds are muffled. It usually clears within days; severe pain with bleeding or spinning may mean a burst eardrum.",
    causes: "Flying with a cold or blocked nose; Diving or swimming deep; Sleeping during the plane's descent",
    see: "A doctor looks at the eardrum; hearing loss that lasts more than two weeks, discharge, spinning or sudden deafness needs a review (NHS / NICE CKS).",
    home: [
      "Open the ears: Swallow, yawn or pinch the nose and blow gently with the mouth closed; chew gum.",
      "Pain relief: Paracetamol or ibuprofen; a steam inhalation or decongestant if the nose is blocked.",
    ],
    tx: "Decongestant: A short course of a decongestant nasal spray; rarely a small cut in the eardrum.",
    src: [statpearls("Barotrauma"), nice("otitis-media-acute", "Otitis media - acute (differential: barotrauma)")],
  }),
  gp({
    id: "nasopharyngeal_carcinoma",
    name: "Nasopharyngeal carcinoma (cancer behind the nose)",
    common: "Cancer behind the nose",
    icd: "C11.9",
    tri: "consultation",
    prior: prior(0.15, { m: 2, bands: ADULT }),
    lk: "nose_blocked_long .8, blocked_nose .75, bloody_nasal_mucus .5, nosebleed .4, haemoptysis .2, neck_lump_chronic .75, swollen_glands .75, hearing_loss .55, ear_pressure .4, tinnitus .2, headache .25, double_vision .1, weight_loss .3, facial_pain .15",
    desc: "Cancer of the space behind the nose is one of the commoner head and neck cancers in Africa and Asia. It causes a one-sided blocked nose with bloodstained mucus, a blocked ear from fluid behind the eardrum on one side, and a painless lump in the neck from spread to the glands.",
    causes: "Epstein–Barr virus; Salted fish and smoke exposure; Family history",
    see: "An ENT doctor looks behind the nose with a camera and takes a biopsy; a neck lump for more than 3 weeks needs urgent referral (NICE NG12).",
    when: "within 2 weeks",
    home: "See a doctor soon: A one-sided blocked nose or ear with a neck lump needs an ENT examination, not just antibiotics.",
    tx: "Radiotherapy: Radiotherapy with chemotherapy.",
    src: [NG12, statpearls("Nasopharyngeal carcinoma")],
  }),
  // ───────────── Bone, teeth and breast ─────────────
  gp({
    id: "osteochondroma",
    name: "Osteochondroma (benign bony lump)",
    common: "Benign bone lump",
    icd: "D16.2",
    tri: "consultation",
    prior: prior(1.5, { bands: TEEN_BONE }),
    lk: "bone_lump .95, joint_pain .15, bone_pain .2, night_pain .01, limp .05, joint_swelling .05, numbness .03",
    desc: "An osteochondroma is the commonest non-cancerous bone growth: a hard, painless lump that grows near the end of a long bone, usually just above or below the knee, during the teenage growth spurt. It can ache when knocked or rub on a tendon. Pain at night or fast growth needs an X-ray to rule out a bone cancer.",
    causes: "Cartilage growing out from the growth plate; Some families have many (hereditary exostoses)",
    see: "An X-ray shows the bony stalk; most need only watching. A lump that grows after puberty, hurts at night or keeps growing is referred urgently (NICE NG12).",
    home: "Watch it: Note the size; see a doctor if it grows, hurts at night or causes numbness.",
    tx: "Watching or removal: Surgery only for pain, pressure on nerves or growth.",
    src: [statpearls("Osteochondroma"), NG12],
  }),
  gp({
    id: "cracked_tooth",
    name: "Cracked tooth (cracked tooth syndrome)",
    common: "Cracked tooth",
    icd: "K03.8",
    tri: "consultation",
    prior: prior(2, { bands: ADULT }),
    lk: "pain_on_bite_release .85, toothache .9, tooth_sensitivity .6, teeth_grinding .3, tooth_decay .15, swollen_face .02, fever .01",
    desc: "A crack in a back tooth causes a sharp, short pain when biting on something hard, especially on letting go of the bite, and pain with cold drinks. The tooth looks normal. Without treatment the crack can spread and the nerve can die.",
    causes: "Chewing hard things (bones, ice, nuts); Grinding the teeth; Large fillings",
    see: "A dentist finds the cracked tooth with a bite test and protects it with a crown or filling; a deep crack may need root canal treatment or removal.",
    home: "Chew on the other side: Avoid hard food and ice on that side and take ibuprofen or paracetamol for pain.",
    tx: "Crown: A bonded filling or crown holds the tooth together.",
    src: [
      statpearls("Cracked tooth syndrome"),
      nice("dental-abscess", "Dental abscess (differential diagnosis of toothache)"),
    ],
  }),
  gp({
    id: "breast_fat_necrosis",
    name: "Fat necrosis of the breast (lump after a blow)",
    common: "Breast lump after an injury",
    icd: "N64.1",
    tri: "consultation",
    prior: prior(0.6, {
      m: 0.02,
      bands: [
        [0, 17, 0.1],
        [18, 200, 1],
      ],
    }),
    lk: "breast_lump .95, injury .6, bruising .5, breast_pain .4, nipple_blood .03, breast_skin_change .15, fever .02",
    desc: "After a blow to the breast (or surgery), damaged fat can heal into a firm, sometimes tethered lump, often with a bruise. It is harmless, but it can feel like a cancer, so every new breast lump is checked.",
    causes: "A blow to the breast (door, seat belt, fall); Breast surgery or injections",
    see: "A breast clinic examines the lump and does an ultrasound or mammogram, and a needle biopsy if unsure (NICE NG12: a new breast lump in a woman over 30 is referred urgently).",
    home: "Get it checked: Do not wait for it to go away; a warm compress and paracetamol for pain.",
    tx: "Reassurance: Most shrink by themselves; removal if the diagnosis is uncertain.",
    src: [statpearls("Fat necrosis of the breast"), NG12],
  }),
  // ───────────── Heart, spleen, bowel, nose and ear: neighbours of the above ─────────────
  gp({
    id: "tetralogy_of_fallot",
    name: "Tetralogy of Fallot with cyanotic (tet) spells",
    common: "Blue baby heart (tetralogy of Fallot)",
    icd: "Q21.3",
    tri: "emergency",
    prior: prior(0.3, { bands: INFANT_TODDLER }),
    lk: "blue_spells .7, cyanosis .85, squats_to_rest .4, fast_breathing .5, irritable_child .4, sob .4, exercise_breathless .4, poor_growth .4, known_heart_disease .4, fainting .1, drowsiness .15, sweats_feeding .2, breath_holding .1",
    desc: "Tetralogy of Fallot is the commonest heart defect that makes a child blue: a hole between the pumping chambers with a narrow way out to the lungs. Babies and toddlers have spells of turning deep blue with fast breathing when crying, feeding or on waking (tet spells); older children squat to rest. A long spell can cause fits or collapse.",
    causes: "The heart forms abnormally before birth; Down syndrome and other chromosome conditions",
    see: "In a spell: knees to chest, oxygen and medicines in the emergency department; an echocardiogram confirms the defect and open-heart surgery repairs it, usually in the first year (WHO Pocket Book).",
    home: "During a spell: Calm the child, hold the knees up to the chest and go to the emergency department now.",
    tx: "Surgery: Complete repair in a cardiac centre; propranolol may prevent spells until then.",
    src: [WHO_POCKET_BOOK, statpearls("Tetralogy of Fallot")],
  }),
  gp({
    id: "juvenile_polyp",
    name: "Juvenile rectal polyp",
    common: "Bowel polyp in a child",
    icd: "K62.1",
    tri: "consultation",
    prior: prior(0.8, {
      bands: [
        [0, 1.5, 0.1],
        [1.51, 10, 1],
        [10.01, 16, 0.4],
        [16.01, 200, 0.05],
      ],
    }),
    lk: "bloody_stool .95, bright_red_blood .7, abdominal_pain .1, pale .15, constipation .1, anal_pain .05, diarrhoea .05, fever .02",
    desc: "A juvenile polyp is a harmless growth inside the bowel of a child aged 2–10. It bleeds painlessly: a little bright red blood on or after the stool, sometimes for weeks; rarely it comes out of the back passage. It is the commonest cause of painless rectal bleeding in a young child.",
    causes: "An overgrowth of the bowel lining (not cancerous when single)",
    see: "A doctor examines the child and checks for anaemia; a camera test (colonoscopy) finds and removes the polyp. Heavy bleeding, paleness or belly pain with vomiting needs the same day (NICE CKS).",
    home: "Keep a record: Note how often and how much blood; give iron-rich food.",
    tx: "Removal: The polyp is removed through a colonoscope.",
    src: [
      statpearls("Juvenile polyposis syndrome"),
      nice("constipation-in-children", "Constipation in children (rectal bleeding)"),
    ],
  }),
  gp({
    id: "hyperreactive_malarial_splenomegaly",
    name: "Hyperreactive malarial splenomegaly (tropical splenomegaly)",
    common: "Big spleen from repeated malaria",
    icd: "D73.1",
    tri: "consultation",
    prior: prior(1, {
      bands: [
        [0, 9, 0.3],
        [10, 200, 1],
      ],
    }),
    lk: "big_spleen .95, distension .5, luq_pain .5, bloating .4, fatigue .6, pale .6, fever .3, weight_loss .2, sob .15, night_sweats .05",
    desc: "Repeated malaria in someone living where it is common can make the immune system overreact, so the spleen grows very large. The person has a heavy dragging swelling under the left ribs, gets tired and anaemic, and may have repeated infections. It shrinks slowly with long-term malaria prevention.",
    causes: "Repeated malaria infection (Plasmodium falciparum); An exaggerated immune response",
    see: "A doctor examines the belly and does a blood count, blood film and malaria test, and rules out leukaemia, lymphoma and schistosomiasis (WHO malaria guidelines).",
    home: "Prevent malaria: Sleep under a treated net and avoid contact sports while the spleen is big.",
    tx: "Long-term antimalarials: Malaria prophylaxis for many months; treatment of anaemia.",
    src: [who("malaria", "Malaria"), statpearls("Splenomegaly")],
  }),
  gp({
    id: "juvenile_angiofibroma",
    name: "Juvenile nasopharyngeal angiofibroma",
    common: "Nose tumour in a teenage boy",
    icd: "D10.6",
    tri: "consultation",
    prior: prior(0.1, {
      ...MALE,
      bands: [
        [0, 9, 0.05],
        [9.01, 22, 1],
        [22.01, 200, 0.02],
      ],
    }),
    lk: "nosebleed .9, nosebleed_prolonged .35, nose_blocked_long .85, blocked_nose .8, bloody_nasal_mucus .3, hearing_loss .2, ear_pressure .2, swollen_face .1, headache .2, facial_pain .1",
    desc: "A juvenile angiofibroma is a non-cancerous but blood-rich growth behind the nose of teenage boys. It causes a one-sided blocked nose and repeated heavy nosebleeds, sometimes a blocked ear or a swelling of the cheek. It must never be biopsied outside hospital because it bleeds heavily.",
    causes: "A growth of blood vessels behind the nose in adolescent boys (linked to hormones of puberty)",
    see: "An ENT doctor looks behind the nose with a camera and arranges a scan; surgery removes it (NICE NG12 recommends urgent assessment of a persistent one-sided nasal symptom).",
    home: "Nosebleeds: Pinch the soft part of the nose for 15 minutes leaning forward; a bleed that does not stop needs the emergency department.",
    tx: "Surgery: Removal, often after blocking its blood supply.",
    src: [NG12, statpearls("Juvenile nasopharyngeal angiofibroma")],
  }),
  gp({
    id: "eustachian_tube_dysfunction",
    name: "Eustachian tube dysfunction (blocked ear after a cold)",
    common: "Blocked ear tube",
    icd: "H68.1",
    tri: "self_care",
    // In children the same blocked tube shows as glue ear (otitis media with effusion), named separately.
    prior: prior(1.5, {
      bands: [
        [0, 12, 0.1],
        [12.01, 200, 1],
      ],
    }),
    lk: "ear_pressure .9, hearing_loss .6, blocked_nose .5, runny_nose .4, recent_viral_illness .4, tinnitus .3, ear_pain .3, after_flight_dive .15, dizziness .1, sneezing .3",
    desc: "The Eustachian tube lets air into the middle ear. After a cold, with hay fever or on a plane it swells shut, so the ear feels full, pops or crackles, and sounds are muffled. It usually clears within a few weeks.",
    causes: "Colds and hay fever; Flying or diving; Enlarged adenoids in children",
    see: "A doctor looks at the eardrum; hearing loss lasting more than 3 months, one-sided symptoms with a blocked nose in an adult, or pain and fever need review (NICE CKS).",
    home: "Open the tube: Swallow, yawn, chew gum or blow gently with the nose pinched; steam and a saline spray for a blocked nose.",
    tx: "Nasal sprays: A steroid nasal spray for hay fever; a short course of decongestant.",
    src: [nice("otitis-media-with-effusion", "Otitis media with effusion"), statpearls("Eustachian tube dysfunction")],
  }),
];

/** Likelihood rows appended to existing conditions (added only where the condition has none for the finding). */
export const GP8_LIKELIHOOD_ROWS: Record<string, string> = {
  // The parent's words for a baby in heart failure: sweating and tiring at the breast (WHO Pocket Book).
  congenital_heart_disease: "sweating .7, fatigue .5",
  // A hard lump on the bone near the knee, knee pain at night (NICE NG12 bone sarcoma).
  bone_sarcoma: "bone_lump .7, joint_pain .5",
  // A broken nose rarely hides a septal clot, a twisted testicle rarely shows a blue dot (ENT UK, NICE CKS).
  nasal_fracture: "nose_inside_swelling .05",
  testicular_torsion: "blue_dot_scrotum .02",
  // A dry socket follows a tooth extraction by 2–4 days (NICE CKS dental abscess differential; SDCEP).
  dry_socket: "recent_tooth_extraction .95",
  // A painful, tender neck gland is acute lymphadenitis (NICE CKS / Red Book); TB glands are rarely tender.
  cervical_lymphadenitis: "tender_neck_lump .85",
  tb_lymphadenitis: "tender_neck_lump .1",
  // A breath-holding spell goes blue only when crying; a tet spell is the heart's own (WHO Pocket Book).
  breath_holding_spells: "blue_spells .05",
};
