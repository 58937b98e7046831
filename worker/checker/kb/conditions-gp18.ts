// Eighteenth round (common GP problems of 10–45-year-olds and their children, and everyday worries, that a fresh
// set, tune15, showed the knowledge base lacked): benign look-alikes a GP reassures about (pinguecula, a loose milk
// tooth, initial orthostatic hypotension, fasting headache, retractile testis, a long-standing inverted nipple,
// silica gel, a missed pill), medicine side effects (salbutamol tremor, statin aches, SSRI delayed ejaculation,
// drug-induced galactorrhoea, insulin lipohypertrophy), everyday GP conditions (denture stomatitis, benign ethnic
// neutropenia, facial petechiae from straining, abdominal migraine, exercise haematuria, Heberden's nodes, viral
// arthralgia, frenulum breve, body dysmorphic disorder, a finger dislocation) and emergencies the KB could only name
// as a generic injury or poisoning (laryngeal injury, promethazine and phenolic disinfectant poisoning,
// complications of a traditional uvulectomy). And likelihood rows appended to existing conditions for the findings
// of findings-gp18.ts (a row is added only where the condition has none for that finding, kb/index.ts).
// Sources: NICE CKS (as named per condition), NICE NG143, NICE CG31, NICE NG226, FSRH, BSH, ESC syncope 2018,
// IHS ICHD-3, TOXBASE, ATLS, BSSH, BAUS, StatPearls.
import type { Condition, Source } from "../types.ts";
import { FEMALE, MALE, prior, RISES_WITH_AGE } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

const FSRH_MISSED_PILL: Source = {
  name: "FSRH: Combined hormonal contraception (missed pill recommendations)",
  url: "https://www.fsrh.org/standards-and-guidance/documents/combined-hormonal-contraception/",
};
const ESC_SYNCOPE: Source = {
  name: "ESC 2018 Guidelines for the diagnosis and management of syncope (initial orthostatic hypotension)",
  url: "https://academic.oup.com/eurheartj/article/39/21/1883/4939241",
};
const ICHD3: Source = {
  name: "International Headache Society ICHD-3 (1.6.1.2 abdominal migraine; 10.5 headache attributed to fasting)",
  url: "https://ichd-3.org/",
};
const NICE_CG31: Source = {
  name: "NICE CG31: Obsessive-compulsive disorder and body dysmorphic disorder",
  url: "https://www.nice.org.uk/guidance/cg31",
};
const TOXBASE: Source = {
  name: "TOXBASE (UK National Poisons Information Service)",
  url: "https://www.toxbase.org/",
};

export const GP18_CONDITIONS: Condition[] = [
  gp({
    id: "pinguecula",
    name: "Pinguecula",
    common: "Pinguecula (yellow bump on the white of the eye)",
    icd: "H11.1",
    tri: "self_care",
    // AAO / StatPearls: very common in adults who work outdoors in sun, wind and dust near the equator.
    prior: prior(6, {
      m: 1.3,
      bands: [
        [0, 14.99, 0.05],
        [15, 29.99, 0.6],
        [30, 200, 1.5],
      ],
    }),
    lk: "eye_white_yellow_bump .95, heat_exposure .4, dust_trigger .4, red_eyes .4, foreign_body_eye .3, dry_eyes .3, itchy_eyes .2, eye_growth .05, eye_pain .05, vision_loss .005, vision_blurred .03, yellow_eyes .05, eye_injury .01, fever .01",
    desc: "A pinguecula is a small, raised, yellowish or whitish patch on the white of the eye, usually on the side nearest the nose. It is a harmless thickening of the clear skin over the eye from years of sun, wind and dust. It does not affect sight and does not turn into cancer; it can get red and gritty now and then when the eye is dry or dusty.",
    causes:
      "Years of sunlight (ultraviolet) on the eyes; Wind, dust and dry heat (harmattan); Outdoor work such as farming, trading or riding",
    see: "No treatment is needed for the bump itself. See a GP or an eye clinic if it starts to grow onto the coloured part of the eye (a pterygium), if it stays red and sore for more than a few days, or if your sight changes. Get help the same day for a painful red eye with blurred vision or light hurting the eye.",
    home: [
      "Protect the eyes: Wear sunglasses that block UV light and a hat with a brim when working outside; goggles in dust or wind.",
      "When it is red or gritty: Lubricating eye drops (artificial tears) from a pharmacy ease it; avoid rubbing the eye.",
    ],
    tx: "Clinician care: Examination of the eye; lubricant drops, or a short course of mild anti-inflammatory drops when it is inflamed; surgery only rarely, for comfort or appearance.",
    src: [nice("dry-eye-disease", "Dry eye disease"), statpearls("Pinguecula")],
  }),
  gp({
    id: "loose_milk_tooth",
    name: "Normal loosening of a milk tooth",
    common: "Wobbly baby tooth (normal tooth change)",
    icd: "K00.6",
    tri: "self_care",
    // Milk teeth loosen and fall out from about 6 to 12 years as the adult teeth come through (NHS, AAPD).
    prior: prior(6, {
      bands: [
        [0, 4.99, 0.05],
        [5, 12.99, 4],
        [13, 200, 0],
      ],
    }),
    lk: "milk_tooth_wobbly .95, adult_tooth_behind .6, loose_teeth .5, toothache .15, tooth_injury .03, swollen_gums .05, gum_abscess .01, fever .01, bleeding_unusual .01, tooth_decay .1",
    desc: "From about 6 years old, the milk (baby) teeth become wobbly one by one and fall out as the adult teeth push up underneath, usually starting with the front teeth. The gum can be a little tender and the child may not want to bite hard food for a few days. Sometimes the new tooth comes up behind the milk tooth before it falls; the milk tooth usually loosens and comes out within a few weeks, and the new tooth moves forward.",
    causes: "The adult tooth growing up under the milk tooth dissolves its root",
    see: "No treatment is needed. See a dentist if the milk tooth is still firm 2 to 3 months after the new tooth has come up behind it, if a tooth loosened after a knock, if the gum swells or has pus, or if a loose tooth comes with fever or the child is unwell. Teeth that become loose in a young child without a new tooth coming, or several at once, need a dentist or doctor.",
    home: [
      "Let it come out by itself: The child can wiggle it gently with a clean finger or tongue; do not pull a tooth that is still firm.",
      "Eating and cleaning: Softer foods and cutting apples into slices help; keep brushing gently twice a day with fluoride toothpaste. If it bleeds a little when it comes out, bite on clean gauze for a few minutes.",
    ],
    tx: "Clinician care: Usually none; a dentist removes a milk tooth that stays firm after the adult tooth has come through.",
    src: [statpearls("Tooth Eruption"), nice("dental-caries", "Dental caries")],
  }),
  gp({
    id: "denture_stomatitis",
    name: "Denture stomatitis",
    common: "Sore red mouth under a denture",
    icd: "K12.1",
    tri: "consultation",
    // NICE CKS oral candidiasis: common in denture wearers, most of all when dentures are worn at night.
    prior: prior(4, { bands: RISES_WITH_AGE }),
    lk: "denture_wearer .95, palate_red_under_denture .9, mouth_corner_cracks .3, sore_tongue .2, oral_thrush .2, fever .01, painful_swallowing .05, skin_ulcer .02, mouth_ulcers .1",
    desc: "Denture stomatitis is redness and soreness of the roof of the mouth (or gum) under a denture. It is very common in people who wear a plate, especially when it is kept in at night or not cleaned well: yeast (Candida) grows under the plate. The corners of the mouth may crack too. It is not serious and clears with denture care and, if needed, an antifungal.",
    causes:
      "Wearing the denture at night; A denture that is not cleaned daily or fits badly; Diabetes, a steroid inhaler or antibiotics; Smoking",
    see: "See a GP or dentist in the next few days for an antifungal and a check of the denture's fit. See a dentist or doctor sooner for an ulcer that has not healed in 3 weeks, a lump, or a white or red patch that does not rub off, or if swallowing becomes painful.",
    home: [
      "Denture care: Take the denture out at night and leave it in water or a denture solution; brush it and soak it daily, and brush the gums and palate gently.",
      "While it heals: Rinse the mouth after meals; avoid smoking; a soft diet is easier for a few days.",
    ],
    tx: "Clinician care: An antifungal (miconazole gel or nystatin) applied to the palate and the fitting surface of the denture for 2 to 4 weeks; adjustment or relining of a poorly fitting denture; a check for diabetes if it keeps coming back.",
    src: [nice("candida-oral", "Candida - oral"), statpearls("Denture Stomatitis")],
  }),
  gp({
    id: "insulin_lipohypertrophy",
    name: "Lipohypertrophy at insulin injection sites",
    common: "Fatty lump where insulin is injected",
    icd: "L98.8",
    tri: "consultation",
    // FIT UK injection technique recommendations: about half of insulin users have lipohypertrophy, mostly from
    // reusing one site or one needle.
    prior: prior(3, {
      bands: [
        [0, 4.99, 0.3],
        [5, 200, 1],
      ],
    }),
    lk: "injection_site_lump .95, same_injection_site .8, uses_insulin .95, sugar_swings .6, low_sugar .3, high_sugar .4, glands_soft_mobile .05, fever .01, vomiting .02",
    desc: "Lipohypertrophy is a soft, rubbery or fatty lump under the skin where insulin is injected again and again in the same place. It does not hurt, so people keep injecting there, but insulin is absorbed unevenly from the lump, so sugar levels swing up and down and hypos can come without warning.",
    causes: "Injecting in the same small area each time; Reusing needles; Many years of insulin",
    see: "See your diabetes nurse or GP in the next few days to check your injection sites and insulin doses. Moving to healthy skin can make insulin work more strongly, so check your sugar more often and ask about lowering the dose. Get urgent help for vomiting with high sugars, a very low sugar that does not recover, or a lump that becomes red, hot, painful or has pus.",
    home: [
      "Rotate sites: Use the whole belly, thighs and buttocks in turn, at least a finger-width between injections; avoid the lumpy area until it softens (it can take months).",
      "Needles and sugars: Use a new needle for each injection; check your sugar more often for the first weeks after changing site, as less insulin may be needed.",
    ],
    tx: "Clinician care: Examination of all injection sites; teaching on rotation and needle length; adjustment of insulin doses; review of the diabetes plan.",
    src: [nice("diabetes-type-1", "Diabetes - type 1"), statpearls("Lipohypertrophy")],
  }),
  gp({
    id: "benign_ethnic_neutropenia",
    name: "Benign ethnic neutropenia",
    common: "Naturally low white cell count (benign)",
    icd: "D70.8",
    tri: "consultation",
    // BSH / StatPearls: a lower neutrophil count is normal in many people of African descent (Duffy-null), found
    // on routine tests in well people; relatives share it.
    prior: prior(3, {
      bands: [
        [0, 0.99, 0.1],
        [1, 200, 1],
      ],
    }),
    lk: "low_white_cells_test .95, family_same_result .5, recurrent_infections .03, fever .02, mouth_ulcers .03, weight_loss .01, night_sweats .01, fatigue .05, pale .03, bruising .01, new_medicine .05",
    desc: "Many healthy people of African or Middle Eastern descent have a white cell (neutrophil) count below the range printed on the lab report, which is based mostly on white Europeans. It is inherited, often found by chance on a test for a job, school or blood donation, and other family members have it too. It does not cause more infections and needs no treatment.",
    causes:
      "An inherited difference in how many neutrophils circulate in the blood (linked to the Duffy-null blood group)",
    see: "See a GP in the next few days to repeat the count with a film and check the other blood cells; it is benign when the count is mildly low, steady, the other cells are normal and you are well. See a doctor sooner if you get fevers, mouth ulcers, frequent or severe infections, weight loss, night sweats, unusual bruising or bleeding, or if the count fell after a new medicine. Fever with a very low count needs care the same day.",
    home: [
      "What you can do: Keep a copy of the result to show at future blood tests, so the normal count for you is known. Mention any new medicine started before the test.",
    ],
    tx: "Clinician care: Repeat full blood count with a blood film; checks of other causes (medicines, infections such as HIV, vitamin B12 and folate) when the count is lower or falling; a haematology opinion if other cells are low.",
    src: [nice("neutropenia", "Neutropenia"), statpearls("Benign Ethnic Neutropenia")],
  }),
  gp({
    id: "face_petechiae_straining",
    name: "Facial petechiae after forceful vomiting or coughing",
    common: "Tiny red spots on the face after vomiting hard",
    icd: "R23.3",
    tri: "consultation",
    // NICE NG143 / CKS: petechiae only above the nipple line (superior vena cava area) after vomiting or coughing,
    // in a well afebrile child, are from raised pressure when straining.
    prior: prior(2, {
      bands: [
        [0, 0.49, 0.3],
        [0.5, 12.99, 2],
        [13, 200, 0.5],
      ],
    }),
    lk: "face_petechiae_after_strain .95, vomiting .85, cough .3, walks_despite_pain .7, rash_nonblanching .4, fever .03, drowsiness .02, bruising .03, bleeding_unusual .02, nosebleed .03, pale .03, skin_pustules_few .02",
    desc: "Hard vomiting, coughing or straining raises the pressure in the small veins of the head, and tiny red or purple pinpoint spots can appear on the face, around the eyes and on the neck. They fade over a few days. When the spots are only above the chest, followed the vomiting or coughing, and the child is well, playing and has no fever, it is not a blood or bleeding problem and not meningitis.",
    causes: "Forceful or repeated vomiting; Coughing fits (whooping cough, croup); Straining or crying hard",
    see: "A doctor should check the child once (in the next day or so) to confirm the spots are only above the chest. Go to the emergency department at once if there is fever, the child is drowsy, floppy or unwell, or spots appear on the body, arms or legs, or spread; and see a doctor the same day for bruises, nosebleeds or bleeding gums.",
    home: [
      "Watch the spots: Check the rest of the body; mark or photograph the spots and see that no new ones appear. A glass pressed on them does not make them fade — that is expected for these spots, so watch the child and the pattern instead.",
      "Fluids: Give small sips often after vomiting.",
    ],
    tx: "Clinician care: Examination of the whole skin, temperature and the child's wellness; a blood count only if spots spread below the chest, there is bruising or bleeding, or the child is unwell.",
    src: [nice("feverish-children-risk-assessment", "Feverish children - risk assessment"), statpearls("Petechiae")],
  }),
  gp({
    id: "initial_orthostatic_hypotension",
    name: "Initial orthostatic hypotension (dizzy on standing up quickly)",
    common: "Head rush when standing up quickly",
    icd: "I95.1",
    tri: "self_care",
    // ESC syncope 2018: a brief drop in blood pressure in the first seconds of standing, very common in tall, thin
    // teenagers and young adults, worse when they drink little.
    prior: prior(8, {
      f: 1.2,
      bands: [
        [0, 9.99, 0.2],
        [10, 29.99, 2],
        [30, 200, 0.5],
      ],
    }),
    lk: "dizzy_standing .95, greyout_seconds .8, low_fluid_intake .4, dizziness .6, fainting .05, fainting_exertion .01, chest_pain .02, palpitations .08, seizure .005, injury .01, fatigue .2, headache .1",
    desc: "When you stand up quickly, blood pools in the legs for a few seconds before the body adjusts; in many teenagers and young adults the head gets a little less blood for those seconds. Vision goes grey or black, the head feels light, and it clears within about 10 to 20 seconds. It is common during growth spurts, when hot, after lying in bed and when you drink little. It is harmless.",
    causes:
      "Standing up fast from lying or squatting; Drinking too little water; Hot weather or a hot bath; Growth spurts in tall, slim teenagers; Missing meals",
    see: "No tests are needed when it only happens in the first seconds of standing and clears. See a GP if you actually faint, if it happens when you are sitting or lying, if it lasts more than a minute or keeps getting worse, or if you have heavy periods, weight loss or new medicines. Go to the emergency department at once for fainting during exercise, with chest pain or a racing heart, or a faint without warning.",
    home: [
      "Stand up slowly: Sit on the edge of the bed for a moment first; clench your fists and cross and squeeze your legs as you rise.",
      "Drink enough: Drink water through the day (enough that the urine is pale yellow), more in the heat, and do not skip meals. If it starts, sit or squat down until it passes.",
    ],
    tx: "Clinician care: A lying and standing blood pressure and pulse; a blood count if there are signs of anaemia; an ECG if there are faints, palpitations or a family history of sudden death.",
    src: [ESC_SYNCOPE, nice("blackouts-syncope", "Blackouts and syncope")],
  }),
  gp({
    id: "salbutamol_side_effects",
    name: "Tremor and fast heartbeat from salbutamol",
    common: "Shaky and heart racing after the blue inhaler",
    icd: "T48.6",
    tri: "self_care",
    // BNF salbutamol / BTS-SIGN asthma: fine tremor and tachycardia are expected with many puffs, short-lived.
    // Only people with a reliever inhaler get it (about 1 in 12 adults has asthma), so the prior is small.
    prior: prior(1, {
      bands: [
        [0, 4.99, 0.5],
        [5, 200, 1],
      ],
    }),
    lk: "reliever_overuse .95, known_asthma .95, tremor .85, palpitations .8, jittery .6, worry .3, headache .2, sob .05, chest_pain .03, fainting .01, wheeze .1, inhaler_not_helping .01",
    desc: "Salbutamol, the blue reliever inhaler, opens the airways but also stimulates the heart and muscles. After many puffs in a day the hands shake, the heart beats fast and you feel jittery or anxious. This wears off within a few hours as the medicine leaves the body, once the breathing is settled. Needing many puffs is also a sign the asthma has been poorly controlled.",
    causes:
      "Many puffs of the reliever during an asthma flare; Salbutamol tablets or syrup; Taking it with coffee or energy drinks",
    see: "The shaking itself needs no treatment. See a GP or asthma nurse in the next days if you needed the reliever many times, or more than 3 times a week: the asthma plan and preventer may need to change. Go to the emergency department at once if breathing is hard again, the reliever helps for less than 4 hours, you cannot speak in sentences, or you have chest pain or faint.",
    home: [
      "While it wears off: Rest and avoid coffee, tea, cola and energy drinks for the day; the shaking settles within hours.",
      "Asthma control: Take your preventer (steroid) inhaler every day as prescribed, use a spacer, and keep a written asthma plan.",
    ],
    tx: "Clinician care: A review of asthma control, inhaler technique and the preventer; a step-up in treatment if the reliever is needed often.",
    src: [nice("asthma", "Asthma"), statpearls("Albuterol")],
  }),
  gp({
    id: "statin_myalgia",
    name: "Statin-associated muscle symptoms",
    common: "Muscle aches from a cholesterol tablet (statin)",
    icd: "M79.1",
    tri: "consultation",
    // NICE CKS lipid modification / MHRA: aches in both thighs or shoulders in the first months of a statin; true
    // muscle damage (rhabdomyolysis) is rare.
    prior: prior(2, { bands: RISES_WITH_AGE }),
    lk: "on_statin .95, high_cholesterol .7, thigh_pain .6, body_aches .6, leg_weakness_both .3, fatigue .3, dark_urine .02, fever .01, pain_severe .05, joint_swelling .02",
    desc: "Statins lower cholesterol and protect the heart, but some people feel aching, heaviness or weakness in both thighs, hips, shoulders or calves, usually in the first months. It is rarely dangerous. Often the aches settle with a lower dose or a different statin; many aches turn out not to be from the statin at all.",
    causes:
      "A statin (atorvastatin, simvastatin, rosuvastatin), more with higher doses; An underactive thyroid, low vitamin D or heavy exercise; Other medicines that raise statin levels (some antibiotics, antifungals, HIV medicines)",
    see: "See the GP who prescribed it in the next few days; do not just stop it for good without advice. Stop the statin and go to the emergency department at once if the urine turns dark like cola or tea, the muscle pain is severe, or you become weak or unwell with fever.",
    home: [
      "What you can do: Note when the aches started and which muscles; avoid heavy new exercise for a few days; paracetamol can help.",
    ],
    tx: "Clinician care: A blood test of the muscle enzyme (CK) and thyroid; a pause of the statin then a restart at a lower dose, a different statin or alternate-day dosing; other cholesterol treatments if statins are not tolerated.",
    src: [
      nice("lipid-modification-cvd-prevention", "Lipid modification - CVD prevention"),
      statpearls("Statin Myopathy"),
    ],
  }),
  gp({
    id: "fasting_headache",
    name: "Headache from fasting and dehydration",
    common: "Fasting headache",
    icd: "R51",
    tri: "self_care",
    // ICHD-3 10.5: a diffuse, non-pulsating headache during a fast of 8 hours or more, relieved within 72 hours of
    // eating; common in Ramadan and Lent.
    prior: prior(6, {
      bands: [
        [0, 9.99, 0.2],
        [10, 200, 1],
      ],
    }),
    lk: "missed_meal .9, eased_by_eating .85, headache .95, low_fluid_intake .4, caffeine_stopped .3, thirst .3, dizziness .1, vomiting .02, stiff_neck .01, headache_lying_morning .03, fever .02, vision_blurred .02",
    desc: "A dull, pressing headache across the forehead or whole head often comes in the afternoon of a fasting day (Ramadan, Lent or a missed meal), from low blood sugar, too little water and missing the usual tea or coffee. It goes soon after you eat and drink. It is harmless.",
    causes:
      "Long fasts without food or water; Missing the usual morning coffee or tea; Poor sleep during a fasting month; Heat",
    see: "No tests are needed. See a GP if headaches come on non-fasting days too, wake you, get worse over weeks, or come with vomiting, weakness or changes in vision. Go to the emergency department at once for a sudden severe headache, a stiff neck with fever, confusion or weakness of one side.",
    home: [
      "Before the fast: Eat a proper pre-dawn meal (suhoor) with slow-release foods and drink plenty of water between sunset and dawn; cut down coffee gradually before the fasting month.",
      "During and after: Rest in the shade; break the fast with water and a meal; paracetamol after breaking the fast if needed.",
    ],
    tx: "Clinician care: Usually none; advice on fasting safely if you have diabetes, migraine or take regular medicines.",
    src: [ICHD3, nice("headache-tension-type", "Headache - tension-type")],
  }),
  gp({
    id: "abdominal_migraine",
    name: "Abdominal migraine",
    common: "Abdominal migraine (tummy migraine) in a child",
    icd: "G43.8",
    tri: "consultation",
    // ICHD-3 1.6.1.2: attacks of midline belly pain lasting hours with pallor, nausea or vomiting, completely well
    // between; most often at 7–12 years, with a family history of migraine.
    prior: prior(2, {
      bands: [
        [0, 2.99, 0.05],
        [3, 14.99, 3],
        [15, 200, 0.2],
      ],
    }),
    lk: "periumbilical_pain .85, abdominal_pain .9, vomiting .6, nausea .7, pale .6, well_between_attacks .9, recurrent .9, family_migraine .6, headache .2, fever .02, bloody_stool .01, weight_loss .02, night_pain .05, diarrhoea .05, drowsiness .3",
    desc: "Abdominal migraine is a form of migraine in children: attacks of dull pain around the navel lasting hours, with paleness, loss of appetite, nausea or vomiting, then completely well between attacks for weeks. There is often migraine in the family, and many of these children get headache migraines later.",
    causes: "A tendency to migraine, often inherited; Triggers: missed meals, poor sleep, stress, travel, bright light",
    see: "See a GP in the next few days so other causes are checked (urine, growth, examination). See a doctor the same day, or the emergency department, if the pain is constant and getting worse, moves to the lower right, there is green vomit, blood in the stool, fever, or the child is not well between attacks, loses weight or is woken by pain.",
    home: [
      "During an attack: Rest in a quiet, dark room; give sips of fluid; paracetamol or ibuprofen early.",
      "Prevent attacks: Regular meals and sleep, enough water, and a diary of attacks and triggers to bring to the doctor.",
    ],
    tx: "Clinician care: Examination and urine test to rule out other causes; treatment of attacks; a preventive medicine (such as pizotifen or propranolol) if attacks are frequent.",
    src: [ICHD3, nice("migraine", "Migraine")],
  }),
  gp({
    id: "fluid_caffeine_frequency",
    name: "Urinary frequency from high fluid and caffeine intake",
    common: "Passing urine often from drinking a lot (coffee, water)",
    icd: "R35",
    tri: "self_care",
    // NICE CKS LUTS: caffeine and a large fluid intake are the commonest causes of frequency without burning.
    prior: prior(6, {
      bands: [
        [0, 9.99, 0.2],
        [10, 200, 1],
      ],
    }),
    lk: "frequent_urination .95, high_fluid_caffeine .9, caffeine_trigger .3, dysuria .02, haematuria .01, thirst .05, weight_loss .01, urgency .4, fever .01, flank_pain .01, urethral_discharge .01",
    desc: "Drinking a lot of water, coffee, tea, cola or energy drinks makes the kidneys produce more urine, and caffeine also irritates the bladder, so you pass urine every hour or so. There is no burning, no blood and no strong thirst; it settles when you drink less caffeine and spread your drinks out.",
    causes:
      "Many cups of coffee, tea, cola or energy drinks (exams, night shifts); Drinking large amounts of water at once; Alcohol",
    see: "No tests are needed when the frequency follows heavy drinking of fluids and caffeine. See a GP if it continues after cutting down, if you are always thirsty, losing weight, passing large amounts at night, or if urine burns, smells or has blood (a urine test and a sugar check).",
    home: [
      "Cut down caffeine: Swap some coffee or energy drinks for water; have the last caffeine drink by mid-afternoon.",
      "Spread your drinks: Drink steadily through the day (about 1.5 to 2 litres, more in the heat) rather than large amounts at once; less in the 2 hours before bed.",
    ],
    tx: "Clinician care: A urine dipstick and blood sugar if symptoms continue; bladder training if urgency persists.",
    src: [
      nice("luts-in-men", "LUTS in men"),
      nice("incontinence-urinary-in-women", "Incontinence - urinary, in women"),
    ],
  }),
  gp({
    id: "exercise_haematuria",
    name: "Exercise-induced haematuria",
    common: "Blood in the urine after a long run",
    icd: "R31",
    tri: "consultation",
    // EAU / NICE CKS haematuria: blood in the urine after long-distance running clears within 72 hours; a repeat
    // test after rest decides whether it needs more checks.
    prior: prior(1, {
      m: 1.5,
      bands: [
        [0, 14.99, 0.2],
        [15, 200, 1],
      ],
    }),
    lk: "endurance_event .95, hard_exercise .7, haematuria .9, urine_clear_again .8, flank_pain .03, fever .01, dark_urine .1, fresh_water_contact .02, dysuria .02, body_aches .3, oliguria .01",
    desc: "After a long race or very hard exercise the bladder wall can be bruised by knocking against itself and the kidneys let a little blood through, so the urine looks pink or red once or twice. It clears within a day or two with rest. Because blood in the urine has other causes too (schistosomiasis, stones, infection), the urine should be tested again once you have rested.",
    causes:
      "Long-distance running or marathons; Very hard training, especially with an empty bladder; Too little to drink during exercise",
    see: "See a GP in the next few days for a repeat urine test after 3 days without hard exercise. See a doctor sooner if the blood comes back, you have burning or fever, side pain, you have swum or washed in rivers or lakes (schistosomiasis), or the urine is dark brown like cola with aching muscles (go the same day: this is muscle breakdown, not blood).",
    home: [
      "Rest and drink: Rest from hard exercise for a few days and drink water; do not run with a completely empty bladder next time.",
    ],
    tx: "Clinician care: A repeat urine dipstick and microscopy after rest; if blood persists, tests for schistosomiasis, infection, stones and the kidneys.",
    src: [nice("haematuria", "Haematuria"), statpearls("Hematuria")],
  }),
  gp({
    id: "hand_osteoarthritis",
    name: "Hand osteoarthritis (Heberden's nodes)",
    common: "Osteoarthritis of the finger joints",
    icd: "M15.1",
    tri: "consultation",
    // NICE NG226: hand osteoarthritis in people over 45 (and earlier in women with a family history), bony
    // swellings of the end joints, aching after use, morning stiffness under 30 minutes.
    prior: prior(4, {
      f: 2,
      bands: [
        [0, 29.99, 0.05],
        [30, 39.99, 0.7],
        [40, 200, 2],
      ],
    }),
    lk: "finger_end_joint_knobs .95, hand_ache_after_use .8, joint_pain .8, bone_lump .4, morning_stiffness .1, small_joint_swelling .2, joint_swelling .1, rash .02, fever .01, fatigue .05",
    desc: "Osteoarthritis of the hands makes the end joints of the fingers (and sometimes the middle joints and the base of the thumb) knobbly, with hard bony lumps called Heberden's nodes. The joints ache after using the hands, for example pounding, washing clothes or gripping, and are stiff for a few minutes in the morning. It runs in families and is more common in women from the 40s.",
    causes:
      "Wear and repair of the joint cartilage with age; Family history (mothers and sisters); Years of heavy hand work; Past finger injuries",
    see: "See a GP in the next few days to confirm it and plan treatment. See a doctor sooner if the joints become hot, red and swollen, morning stiffness lasts over an hour, several joints swell on both hands (rheumatoid arthritis), or there is a rash or fever.",
    home: [
      "Keep the hands moving: Daily hand exercises (making a fist, stretching the fingers), warm water soaks for stiffness.",
      "Ease the load: Use tools that grip easily (wide handles, a mortar and pestle with a thick handle, a washing machine or help for heavy washing); paracetamol or an ibuprofen gel on the joints for flares.",
    ],
    tx: "Clinician care: Examination and, only if unsure, an X-ray; anti-inflammatory gels or tablets; a hand therapist for splints and exercises; a steroid injection for a very painful thumb base.",
    src: [
      { name: "NICE NG226: Osteoarthritis in over 16s", url: "https://www.nice.org.uk/guidance/ng226" },
      nice("osteoarthritis", "Osteoarthritis"),
    ],
  }),
  gp({
    id: "viral_arthralgia",
    name: "Joint aches with a viral illness",
    common: "Joint aches after a cold or flu",
    icd: "M25.5",
    tri: "self_care",
    // NICE CKS / StatPearls: many viral infections (influenza, parvovirus, rubella, dengue, chikungunya) cause
    // aching joints without swelling that settle as the illness ends.
    prior: prior(8, {
      bands: [
        [0, 4.99, 0.3],
        [5, 200, 1],
      ],
    }),
    lk: "aching_joints_mild .9, joint_pain .9, recent_viral_illness .85, fatigue .5, body_aches .5, joint_swelling .05, rash .05, fever .3, red_eyes .02, morning_stiffness .05, limp .05",
    desc: "During or after a cold, flu or another viral illness, the joints (knees, wrists, fingers) often ache for a few days to a couple of weeks, while nothing is swollen, red or hot. It is the body's response to the virus and settles by itself as you recover.",
    causes:
      "Influenza and common colds; Other viruses (parvovirus, rubella, dengue); The immune response after the infection",
    see: "No tests are needed when the aches are mild and improving. See a GP if a joint becomes swollen, hot or red, the aches last more than 2 to 3 weeks, there is a rash, red eyes, fever returns, or it follows a new sexual partner or diarrhoea. Go the same day for one very hot swollen joint with fever.",
    home: ["What you can do: Rest, gentle movement and fluids; paracetamol or ibuprofen for the aches; warm baths."],
    tx: "Clinician care: Usually none; blood tests if joints swell or the aches persist.",
    src: [nice("joint-pain", "Joint pain"), statpearls("Viral Arthritis")],
  }),
  gp({
    id: "inverted_nipple_longstanding",
    name: "Long-standing inverted nipple",
    common: "Inverted nipple since puberty (normal variant)",
    icd: "Q83.8",
    tri: "self_care",
    // NICE CKS breast pain and breast cancer recognition: a nipple inverted since development is a normal variant;
    // only a new inversion needs checking.
    prior: prior(2, {
      ...FEMALE,
      m: 0.05,
      bands: [
        [0, 9.99, 0.05],
        [10, 200, 1],
      ],
    }),
    lk: "nipple_inverted_longstanding .95, worry .5, breast_skin_change .05, breast_lump .01, nipple_blood .005, nipple_discharge_spontaneous .01, breast_pain .05, fever .01",
    desc: "Some nipples point inwards, or flatten, from the time the breasts develop, one side or both. It is common and normal: the milk ducts underneath are a little short. Such a nipple often comes out with cold, touch or arousal. Most women with inverted nipples can breastfeed, sometimes with a little help. Only a nipple that has newly turned in, or changes, needs checking.",
    causes: "Short milk ducts or tight tissue under the nipple from the time the breasts develop",
    see: "Nothing needs to be done for a nipple that has been inverted since puberty. See a GP if a nipple newly turns in or changes shape, or if there is a lump, skin dimpling, a rash on the nipple, or discharge (especially bloody).",
    home: [
      "What you can do: Keep the nipple clean and dry (gently clean inside the fold); when breastfeeding later, a midwife can help with the latch.",
    ],
    tx: "Clinician care: Reassurance after examination; a minor operation for appearance only if wanted.",
    src: [
      nice("breast-pain-cyclical", "Breast pain - cyclical"),
      nice("breast-cancer-recognition-referral", "Breast cancer - recognition and referral"),
    ],
  }),
  gp({
    id: "drug_induced_galactorrhoea",
    name: "Galactorrhoea from a medicine (metoclopramide, domperidone, antipsychotics)",
    common: "Milky nipple discharge from a medicine",
    icd: "N64.3",
    tri: "consultation",
    // NICE CKS galactorrhoea / BNF: dopamine-blocking medicines raise prolactin, the commonest cause of
    // galactorrhoea outside pregnancy.
    prior: prior(1, { ...FEMALE, m: 0.1 }),
    lk: "galactorrhoea .95, antiemetic_taken .9, new_medicine .5, missed_period .4, periods_stopped .3, breast_pain .2, nipple_blood .01, breast_lump .01, headache .05, vision_blurred .02",
    desc: "Medicines that block dopamine — metoclopramide and domperidone for vomiting or reflux, and antipsychotics such as risperidone and haloperidol — raise the hormone prolactin. Milky fluid can then leak from both nipples, and periods may become irregular or stop. It settles within weeks of stopping or changing the medicine.",
    causes:
      "Metoclopramide or domperidone; Antipsychotics (risperidone, haloperidol, chlorpromazine); Some antidepressants and methyldopa",
    see: "See a GP in the next few days: a pregnancy test, a prolactin and thyroid test, and a review of the medicine. Do not stop an antipsychotic without advice. See a doctor sooner for bloody discharge, a breast lump, headaches or problems with vision.",
    home: [
      "What you can do: Avoid squeezing the nipples; use a breast pad. Bring a list of every medicine, herbal and injection you take.",
    ],
    tx: "Clinician care: Pregnancy test, prolactin and thyroid levels; stopping or swapping the medicine; a pituitary scan only if prolactin stays high.",
    src: [nice("galactorrhoea", "Galactorrhoea"), statpearls("Galactorrhea")],
  }),
  gp({
    id: "retractile_testis",
    name: "Retractile testis",
    common: "A testicle that goes up and comes down (normal)",
    icd: "Q55.2",
    tri: "self_care",
    // NICE CKS undescended testes / BAPS: a brisk cremaster reflex pulls a normal testis up in boys aged 1–10; it
    // comes down when warm and relaxed.
    prior: prior(3, {
      ...{ f: 0 },
      bands: [
        [0, 0.99, 0.2],
        [1, 11.99, 3],
        [12, 200, 0.05],
      ],
    }),
    lk: "testis_comes_and_goes .95, empty_scrotum .5, worry .5, testicular_pain .02, testicular_pain_sudden .001, groin_lump .02",
    desc: "In young boys a muscle can pull a normal testicle up into the groin when he is cold, anxious or being examined. When he is warm, relaxed, in a bath or sitting cross-legged, it comes back into the scrotum. This is a retractile testis and is normal; it settles by puberty.",
    causes: "A strong reflex of the muscle around the testicle (cremaster) in childhood",
    see: "Ask a GP to check it once, and then once a year until puberty, because a few retractile testes later stay up (ascending testis) and then need an operation. See a GP if the testicle can never be found in the scrotum, even in a warm bath. Go to the emergency department at once for sudden pain or swelling of the testicle or groin.",
    home: ["What you can do: Check in a warm bath now and then that both testicles come down; no treatment is needed."],
    tx: "Clinician care: Examination to bring the testicle down; yearly checks until puberty; surgery only if it stops coming down.",
    src: [nice("undescended-testes", "Undescended testes"), statpearls("Retractile Testis")],
  }),
  gp({
    id: "frenulum_breve",
    name: "Frenulum breve (torn frenulum)",
    common: "Short or torn frenulum of the penis",
    icd: "N48.8",
    tri: "consultation",
    // BAUS: a short frenulum pulls the glans down on erection and tears during sex; it bleeds briskly and stops
    // with pressure; repeated tears are treated by frenuloplasty.
    prior: prior(1, {
      ...MALE,
      bands: [
        [0, 13.99, 0.05],
        [14, 35.99, 1.5],
        [36, 200, 0.5],
      ],
    }),
    lk: "frenulum_tear .95, tight_pull_erection .7, recurrent .5, bleeding_unusual .3, painful_sex .4, urethral_discharge .01, genital_sore_painless .01, haematuria .01, fever .01",
    desc: "The frenulum is the small band of skin on the underside of the penis head. If it is short, it pulls tight during erections and can tear during sex or masturbation. The tear bleeds a lot for its size but stops with firm pressure and heals in a week or two; it may tear again because the scar makes it shorter.",
    causes: "A naturally short frenulum; Vigorous sex or a dry condom; A scar from an earlier tear",
    see: "See a GP in the next few days if it keeps tearing, or for a frenuloplasty referral. Go to the emergency department if bleeding does not stop after 20 minutes of firm pressure, the penis is bent or swells badly after a crack during sex (penile fracture), or you cannot pass urine.",
    home: [
      "If it tears: Press firmly with a clean cloth for 10 to 15 minutes; wash gently with water; no sex or masturbation until fully healed (about 2 weeks).",
      "Next time: Use lubricant and condoms; a recurring tear is best treated rather than waited out.",
    ],
    tx: "Clinician care: Examination; frenuloplasty (a minor operation under local anaesthetic) for repeated tears or pain; checks for sexually transmitted infections if needed.",
    src: [
      {
        name: "British Association of Urological Surgeons: Frenuloplasty",
        url: "https://www.baus.org.uk/patients/information_leaflets/",
      },
      statpearls("Anatomy, Abdomen and Pelvis: Penis"),
      nice("balanitis", "Balanitis (foreskin problems, when to refer)"),
    ],
  }),
  gp({
    id: "ssri_delayed_ejaculation",
    name: "Delayed ejaculation from an antidepressant (SSRI)",
    common: "Slow or no ejaculation on an antidepressant",
    icd: "T43.2",
    tri: "consultation",
    // BNF / NICE CKS depression: delayed or absent orgasm affects up to half of people on SSRIs; it often improves
    // with a dose change or another antidepressant.
    prior: prior(1, {
      ...MALE,
      bands: [
        [0, 15.99, 0.05],
        [16, 200, 1],
      ],
    }),
    lk: "ssri_use .95, delayed_ejaculation .95, low_libido .3, erectile_difficulty .2, worry .4, low_mood .3, early_ejaculation .01, priapism .005, testicular_pain .01, suicidal .02",
    desc: "Antidepressants such as sertraline, fluoxetine, paroxetine and citalopram often make ejaculation and orgasm slow or absent, and can lower sex drive. It is a common, harmless side effect, not a sign of a new problem, and it can be treated — usually without stopping the antidepressant that is helping the mood.",
    causes: "SSRI and SNRI antidepressants (sertraline, fluoxetine, paroxetine, citalopram, venlafaxine); Higher doses",
    see: "See the GP who prescribes it in the next few days. Do not stop the antidepressant suddenly: it can bring withdrawal symptoms and low mood back. Get help at once for thoughts of harming yourself, or an erection that lasts over 4 hours.",
    home: [
      "What you can do: Talk with your partner; allow more time and less pressure during sex. Note when the medicine is taken and when the problem is worst.",
    ],
    tx: "Clinician care: A lower dose, a change to another antidepressant (such as mirtazapine or bupropion where available), or timing changes; counselling for the couple if helpful.",
    src: [nice("depression", "Depression"), statpearls("Selective Serotonin Reuptake Inhibitors")],
  }),
  gp({
    id: "missed_contraceptive_pill",
    name: "Missed combined contraceptive pill",
    common: "Missed a contraceptive pill",
    icd: "Z30.4",
    tri: "self_care",
    // FSRH: one missed combined pill (more than 24 hours late but under 48) needs no extra protection; two or more
    // change the advice by week of the pack.
    prior: prior(4, {
      ...FEMALE,
      bands: [
        [0, 12.99, 0.02],
        [13, 200, 1],
      ],
    }),
    lk: "missed_pill .95, combined_pill .8, hormonal_contraception .8, worry .4, unprotected_sex .3, vomiting .03, bleeding_between .1, missed_period .05, abdominal_pain .02",
    desc: "Missing one combined contraceptive pill (up to 48 hours since the last one should have been taken) does not reduce protection against pregnancy. Take the missed pill as soon as you remember, even if that means two pills in one day, and carry on as normal. Missing two or more pills, or missing pills in the first week after the pill-free break, can reduce protection.",
    causes:
      "Forgetting a pill; Starting a new pack late; Vomiting within 3 hours or severe diarrhoea (counts as a missed pill)",
    see: "No doctor is needed for one missed pill. Ask a pharmacist or family planning clinic the same day if two or more pills were missed: you may need condoms for 7 days and, if it was in week 1 and you had sex, emergency contraception (most effective within 72 hours). See a GP for a pregnancy test if your period does not come.",
    home: [
      "One missed pill: Take it now and the next one at the usual time; finish the pack and take the usual break.",
      "Make it easier: Set a phone alarm; ask about methods you do not need to remember daily (implant, injection, coil).",
    ],
    tx: "Clinician care: Advice by the number of pills and week of the pack; emergency contraception if needed; a long-acting method if pills are often missed.",
    src: [
      FSRH_MISSED_PILL,
      nice("contraception-combined-hormonal-methods", "Contraception - combined hormonal methods"),
    ],
  }),
  gp({
    id: "body_dysmorphic_disorder",
    name: "Body dysmorphic disorder",
    common: "Body dysmorphic disorder (preoccupation with looks)",
    icd: "F45.2",
    tri: "consultation",
    // NICE CG31: onset in adolescence; hours a day spent checking a perceived flaw, avoidance, distress; ask about
    // suicidal thoughts.
    prior: prior(2, {
      f: 1.2,
      bands: [
        [0, 11.99, 0.05],
        [12, 29.99, 1.5],
        [30, 200, 0.5],
      ],
    }),
    lk: "appearance_preoccupation .95, social_withdrawal .6, low_mood .5, worry .6, suicidal .1, hallucinations .005, appetite_loss .1, weight_loss .03, compulsions .3",
    desc: "Body dysmorphic disorder (BDD) is a mental health condition in which a person spends hours each day worrying about a flaw in their appearance — the nose, skin, hair or body shape — that others cannot see or think is slight. They check mirrors, compare, hide the feature or avoid going out, and feel deeply distressed. It usually starts in the teens, is treatable, and is not vanity.",
    causes:
      "A mix of genes, personality and life events (teasing or bullying about looks); Often comes with depression, social anxiety or OCD",
    see: "See a GP in the next few days for a referral to talking therapy. Cosmetic procedures rarely help and can make it worse. Get help at once if you have thoughts of ending your life.",
    home: [
      "What you can do: Tell someone you trust how much time it takes; try to reduce mirror checking and covering up step by step; keep in touch with friends and school or work.",
    ],
    tx: "Clinician care: Cognitive behavioural therapy with exposure and response prevention; an SSRI antidepressant for moderate or severe BDD; support for depression and safety.",
    src: [NICE_CG31, statpearls("Body Dysmorphic Disorder")],
  }),
  gp({
    id: "silica_gel_ingestion",
    name: "Ingestion of silica gel beads (non-toxic)",
    common: "Child ate a silica gel (do not eat) sachet",
    icd: "T65.8",
    tri: "self_care",
    // TOXBASE: silica gel is inert and not absorbed; only choking on the sachet is a risk.
    prior: prior(1, {
      bands: [
        [0, 0.49, 0.1],
        [0.5, 5.99, 4],
        [6, 11.99, 0.5],
        [12, 200, 0.02],
      ],
    }),
    lk: "ate_silica_gel .95, worry .5, walks_despite_pain .8, vomiting .05, choking .02, drowsiness .005, cough .03, poisoning .05, abdominal_pain .03",
    desc: "The little 'do not eat' sachets in shoe boxes, bags and medicine bottles contain silica gel, which keeps things dry. It is not poisonous: the beads pass through the gut unchanged. At most a child may have a dry mouth or a slightly upset tummy. The warning is there because of the choking risk of the sachet.",
    causes: "A child opening or chewing a sachet from a shoe box, bag, food packet or bottle",
    see: "No treatment is needed. Go to the emergency department at once if the child is choking, coughing, or breathing noisily after swallowing, keeps vomiting, or if the sachet may have been from something else (iron tablets, oxygen absorbers with iron, a battery or medicine). A pharmacist or poisons centre can confirm.",
    home: [
      "What you can do: Wipe out the mouth and give a drink of water. Do not make the child vomit. Throw sachets away out of reach.",
    ],
    tx: "Clinician care: None for silica gel alone.",
    src: [TOXBASE, nice("poisoning-or-overdose", "Poisoning or overdose")],
  }),
  gp({
    id: "laryngeal_injury",
    name: "Laryngeal injury (blunt neck trauma)",
    common: "Injury to the voice box from a blow to the neck",
    icd: "S11.0",
    tri: "emergency_ambulance",
    // ATLS / StatPearls laryngeal trauma: a blow across the front of the neck (a rope or wire across the road on a
    // motorcycle, a handlebar, a punch) fractures the larynx; hoarseness, stridor, coughing blood and air under the
    // skin warn that the airway can close.
    prior: prior(0.3, {
      m: 3,
      bands: [
        [0, 9.99, 0.2],
        [10, 200, 1],
      ],
    }),
    lk: "neck_front_blow .95, voice_lost .6, hoarse_voice .7, stridor .5, haemoptysis .4, skin_crackles .5, neck_front_pain .8, painful_swallowing .6, sob .5, injury .95, knocked_out .1, weakness_one_side .02, neck_back_trauma .3",
    desc: "A blow across the front of the neck — a rope or wire across the road while riding, a handlebar, a kick or a punch — can crack or swell the voice box (larynx) and windpipe. The voice goes hoarse or disappears, breathing becomes noisy, there may be coughing of blood and crackling air under the neck skin. The swelling can close the airway within hours.",
    causes:
      "A rope, wire or chain across a road hitting a motorcyclist; A handlebar or dashboard in a crash; A punch, kick or strangling; Sports injuries",
    see: "Call an ambulance. Keep the person sitting up if breathing is easier so, still, and do not give food or drink. The hospital checks the airway with a camera, gives oxygen, and may need to secure the airway (a tube or a tracheostomy), scan the neck and repair the voice box.",
    home: [
      "While waiting: Keep them calm and upright if they breathe better that way; keep the neck still if there could be a spine injury; nothing by mouth.",
    ],
    tx: "Hospital care: Airway protection, CT of the neck, humidified oxygen and steroids for swelling, and surgery for fractures.",
    src: [
      {
        name: "NICE NG39: Major trauma: assessment and initial management",
        url: "https://www.nice.org.uk/guidance/ng39",
      },
      statpearls("Laryngeal Trauma"),
      {
        name: "ATLS: Advanced Trauma Life Support (airway and neck trauma)",
        url: "https://www.facs.org/quality-programs/trauma/education/advanced-trauma-life-support/",
      },
    ],
  }),
  gp({
    id: "antihistamine_overdose",
    name: "Promethazine or sedating antihistamine overdose",
    common: "Child drank too much Phenergan (promethazine) or Piriton",
    icd: "T45.0",
    tri: "emergency",
    // TOXBASE promethazine: sedation first, then anticholinergic delirium (agitation, hallucinations, flushed hot
    // skin, racing heart, big pupils), fits and abnormal heart rhythm in children.
    prior: prior(0.5, {
      bands: [
        [0, 0.49, 0.2],
        [0.5, 6.99, 4],
        [7, 200, 0.5],
      ],
    }),
    lk: "antihistamine_syrup_overdose .95, poisoning .9, drowsiness .7, agitation .6, confusion .6, hallucinations .4, palpitations .5, dilated_pupils_hot .5, seizure .15, vomiting .2, fever .1, unconscious .2, cough .03, rash .03",
    desc: "Promethazine (Phenergan) and chlorphenamine (Piriton) are allergy and sleep medicines that are dangerous in large amounts, especially for small children. At first the child is very sleepy; then they may become restless, confused and see things, with a red hot face, dry mouth, big pupils and a racing heart. Fits, breathing problems and heart rhythm problems can follow.",
    causes:
      "A child drinking a syrup bottle left within reach; Giving adult doses or repeated doses to a child; Deliberate overdose",
    see: "Go to the emergency department now, with the bottle. Do not make the child vomit. The hospital will monitor breathing and the heart, give fluids and medicines for agitation or fits, and watch the child for at least 6 hours.",
    home: [
      "On the way: Take the bottle and note how much is missing and when; keep the child on their side if very drowsy; do not give anything to drink.",
    ],
    tx: "Hospital care: Monitoring of heart rhythm and breathing, activated charcoal if soon after, benzodiazepines for agitation or fits, cooling and fluids.",
    src: [nice("poisoning-or-overdose", "Poisoning or overdose"), TOXBASE, statpearls("Antihistamine Toxicity")],
  }),
  gp({
    id: "phenol_disinfectant_ingestion",
    name: "Phenolic disinfectant ingestion (Dettol, Izal)",
    common: "Swallowed Dettol or another antiseptic disinfectant",
    icd: "T54.0",
    tri: "emergency",
    // TOXBASE chloroxylenol: burns of the mouth and throat, drowsiness, and pneumonitis when it is breathed in;
    // in children even a mouthful can cause drowsiness and breathing trouble.
    prior: prior(0.5, {
      bands: [
        [0, 0.49, 0.2],
        [0.5, 5.99, 3],
        [6, 14.99, 0.5],
        [15, 200, 1],
      ],
    }),
    lk: "drank_disinfectant .95, caustic_swallowed .5, poisoning .9, bad_breath .5, burn .3, cough .4, drowsiness .5, vomiting .5, sob .3, drooling .2, painful_swallowing .3, seizure .05, unconscious .1, fever .05, stridor .1",
    desc: "Antiseptic disinfectants such as Dettol (chloroxylenol with pine oil) and Izal (phenols) are poisonous when swallowed. They burn the lips, mouth and throat, make the breath smell of disinfectant, cause vomiting and drowsiness, and if some goes into the lungs they cause coughing and breathing problems. Children are at risk from a single mouthful.",
    causes:
      "A child drinking from a bottle left within reach or decanted into a drink bottle; Deliberate self-poisoning",
    see: "Go to the emergency department now, with the bottle. Do not make the person vomit and do not give milk, oil or salt water. The hospital will check the airway and breathing, watch for drowsiness and lung problems, and treat burns of the mouth and throat.",
    home: [
      "On the way: Wipe the mouth and rinse the lips with water; take the bottle; keep a drowsy child on their side.",
    ],
    tx: "Hospital care: Airway and breathing support, oxygen, a chest X-ray if coughing, endoscopy for severe burns, monitoring for at least 6 hours.",
    src: [nice("poisoning-or-overdose", "Poisoning or overdose"), TOXBASE, statpearls("Phenol Toxicity")],
  }),
  gp({
    id: "uvulectomy_complication",
    name: "Bleeding and infection after traditional uvulectomy",
    common: "Bleeding or infection after a uvula was cut",
    icd: "T81.0",
    tri: "emergency",
    // Nigerian and East African case series: traditional uvulectomy (by a wanzami or healer for cough or throat
    // complaints) causes bleeding, anaemia, throat infection, sepsis and tetanus, most of all in young children.
    prior: prior(0.3, {
      bands: [
        [0, 0.49, 0.5],
        [0.5, 9.99, 3],
        [10, 200, 0.3],
      ],
    }),
    lk: "uvula_cut .95, haemoptysis .6, bleeding_unusual .1, sore_throat .7, painful_swallowing .7, fever .6, unable_to_drink .5, fatigue .6, pale .4, drooling .2, wound .3, vomiting_blood .2, fast_breathing .2, rash .02, diarrhoea .05",
    desc: "Cutting the uvula (the small flap at the back of the throat) is done by some traditional barbers and healers for cough, sore throat or vomiting. It does not treat these, and it can cause heavy bleeding, swallowing of blood (vomiting or spitting blood), infection of the throat spreading into the blood (sepsis), tetanus and severe anaemia in children.",
    causes: "A uvula cut by a traditional barber (wanzami) or healer with unsterile instruments",
    see: "Go to the emergency department now. A child who is bleeding, has fever, refuses to drink or is weak needs to be examined, given fluids and antibiotics, and may need a blood transfusion and a tetanus injection.",
    home: [
      "On the way: Keep the child sitting up and leaning forward so blood is spat out, not swallowed; give small sips only if they can swallow.",
    ],
    tx: "Hospital care: Control of bleeding, blood count and transfusion if needed, intravenous antibiotics for throat infection or sepsis, tetanus prophylaxis, fluids.",
    src: [
      statpearls("Uvulitis"),
      {
        name: "WHO: Pocket book of hospital care for children (sepsis, severe anaemia)",
        url: "https://www.who.int/publications/i/item/978-92-4-154837-3",
      },
    ],
  }),
  gp({
    id: "finger_dislocation",
    name: "Finger dislocation (proximal interphalangeal joint)",
    common: "Dislocated finger",
    icd: "S63.1",
    tri: "consultation_24",
    // BSSH: a ball striking the fingertip bends the middle joint backwards; needs reduction and an X-ray the same
    // day.
    prior: prior(2, {
      m: 1.5,
      bands: [
        [0, 7.99, 0.2],
        [8, 200, 1],
      ],
    }),
    lk: "finger_joint_out_of_line .95, ball_hit_finger .6, finger_injury .95, injury .95, deformity .8, joint_swelling .6, bruising .3, fingertip_droop .05, numbness .05, wound .05, finger_black .005",
    desc: "A finger dislocates when a ball or a fall bends it backwards or sideways, most often at the middle joint. The joint looks bent the wrong way or out of line, swells and hurts, and the finger cannot be straightened. It needs to be put back and X-rayed, as a small piece of bone is often pulled off with it.",
    causes: "A ball hitting the end of the finger (volleyball, basketball, goalkeeping); A fall onto the hand; Fights",
    see: "See a doctor or the emergency department today to have it put back, X-rayed and splinted. Go at once if the finger is numb, white or cold, or there is an open wound over the joint.",
    home: [
      "Until it is seen: Remove rings, raise the hand, ice wrapped in a cloth; do not try to pull it back yourself if you are not trained.",
      "After treatment: Keep the splint or buddy strap as advised and start moving early to prevent stiffness.",
    ],
    tx: "Clinician care: X-ray, reduction under a finger block, buddy strapping or a splint for 2 to 3 weeks; a hand specialist for unstable joints or fractures.",
    src: [nice("sprains-strains", "Sprains and strains"), statpearls("Finger Dislocation")],
  }),
];

export const GP18_LIKELIHOOD_ROWS: Record<string, string> = {
  // AAO: a pterygium grows onto the cornea from a pinguecula-like patch.
  pterygium: "eye_white_yellow_bump .4, heat_exposure .4, dust_trigger .3",
  // Loose teeth without a new tooth behind in a child are not exfoliation (AAPD).
  teething: "milk_tooth_wobbly .02, adult_tooth_behind .1",
  type1_diabetes: "injection_site_lump .1, same_injection_site .2, sugar_swings .3",
  // A medicine that lowers white cells (BSH): a new medicine, infections.
  drug_agranulocytosis: "low_white_cells_test .9, family_same_result .02",
  neutropenic_sepsis: "low_white_cells_test .5",
  // Petechiae on the face only after vomiting are rarely ITP or meningococcal disease (NICE NG143).
  itp: "face_petechiae_after_strain .1",
  meningococcal_septicaemia: "face_petechiae_after_strain .05",
  orthostatic_hypotension: "greyout_seconds .5, low_fluid_intake .3",
  vasovagal_syncope: "greyout_seconds .3, low_fluid_intake .2",
  mild_dehydration: "low_fluid_intake .7, greyout_seconds .1",
  // BTS/SIGN: needing many reliever puffs is a sign of an asthma attack too.
  asthma: "reliever_overuse .4",
  asthma_severe: "reliever_overuse .5",
  // Cholesterol and thigh aches (statin myopathy).
  familial_hypercholesterolaemia: "high_cholesterol .9, on_statin .5",
  rhabdomyolysis: "on_statin .1, endurance_event .2, urine_clear_again .05",
  tension_headache: "missed_meal .3, eased_by_eating .1",
  caffeine_withdrawal: "missed_meal .2, eased_by_eating .2",
  migraine: "missed_meal .3, well_between_attacks .6",
  type2_diabetes: "high_fluid_caffeine .2",
  diabetes_insipidus: "high_fluid_caffeine .4",
  // A repeat test separates exercise haematuria from schistosomiasis and stones (NICE CKS haematuria).
  schistosomiasis_urinary: "urine_clear_again .1",
  rheumatoid_arthritis: "finger_end_joint_knobs .05, hand_ache_after_use .3",
  parvovirus_arthritis: "aching_joints_mild .6",
  breast_cancer: "nipple_inverted_longstanding .02",
  hyperprolactinaemia: "antiemetic_taken .3",
  undescended_testis: "testis_comes_and_goes .2",
  physiological_phimosis: "tight_pull_erection .3, frenulum_tear .1",
  balanitis: "frenulum_tear .02",
  erectile_dysfunction: "delayed_ejaculation .1",
  emergency_contraception: "missed_pill .5",
  ocd: "appearance_preoccupation .2",
  social_anxiety: "appearance_preoccupation .2",
  // Poisonings: the substance named decides the treatment (TOXBASE).
  anticholinergic_poisoning: "antihistamine_syrup_overdose .3, drowsiness .4",
  caustic_ingestion: "drank_disinfectant .3",
  opioid_overdose: "tramadol_use .5, snoring .5, cyanosis .4, heavy_drinking .3",
  organophosphate_poisoning: "poisoning .6, drooling .6",
  mallet_finger: "ball_hit_finger .4",
};
