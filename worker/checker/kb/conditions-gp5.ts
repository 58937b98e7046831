// Conditions, fifth breadth round: presentations a GP or emergency department sees that the knowledge base
// lacked — the newborn's infected navel and breast, a toddler's scalded-looking skin, glue ear, injuries of the
// jaw and penis, infection of the womb after the waters broke, fire smoke, and two poisonings common in Nigeria
// (grain-storage phosphide tablets, a grandparent's blood pressure tablets). Triage follows WHO IMCI/Pocket
// Book, NICE CKS and guidelines, RCOG and TOXBASE/NPIS; likelihoods are from those guidelines and StatPearls
// reviews. Priors are relative presentations per 10,000 (see define.ts prior()).
import type { Condition } from "../types.ts";
import { PREGNANCY, prior } from "./define.ts";
import { gp } from "./gp.ts";
import { WHO_POCKET_BOOK, nice, statpearls, who } from "./sources.ts";

type Bands = Array<[number, number, number]>;
/** Newborns: almost all in the first weeks, rarely up to six months. */
const NEWBORN: Bands = [
  [0, 0.1, 1],
  [0.11, 0.5, 0.2],
  [0.51, 200, 0],
];
const UNDER_5: Bands = [
  [0, 5, 1],
  [6, 200, 0.05],
];
const CHILD_2_TO_8: Bands = [
  [0, 1, 0.5],
  [2, 8, 1],
  [9, 15, 0.2],
  [16, 200, 0.02],
];
const YOUNG_ADULT: Bands = [
  [0, 14, 0.1],
  [15, 45, 1],
  [46, 200, 0.5],
];
const TODDLER: Bands = [
  [0, 0.9, 0.3],
  [1, 5, 1],
  [6, 200, 0.1],
];

export const GP5_CONDITIONS: Condition[] = [
  gp({
    id: "omphalitis",
    name: "Omphalitis (infection of the umbilical stump)",
    common: "Infected belly button in a newborn",
    icd: "P38",
    tri: "emergency",
    prior: prior(2, { bands: NEWBORN }),
    lk: "umbilical_pus .85, umbilical_redness .85, newborn_baby .9, poor_feeding .5, fever .4, drowsiness .25, irritable_child .3",
    desc: "Omphalitis is infection of the umbilical cord stump and the skin around it in a newborn baby. The stump has pus or smells bad, and redness and swelling spread onto the belly. The infection can spread into the blood quickly, so a baby with redness spreading from the navel needs hospital treatment.",
    causes:
      "Bacteria (staphylococci, streptococci) entering the cord stump; Putting substances on the cord; Birth outside a clean setting",
    see: "The baby is examined for sepsis and given antibiotics into a vein. WHO: redness extending to the skin around the navel is a sign of possible serious bacterial infection and needs referral to hospital.",
    home: "Keep the cord clean and dry: Until help is reached, keep the cord stump clean and dry and put nothing on it; keep breastfeeding.",
    tx: "Antibiotics: Antibiotics into a vein in hospital; only pus on the stump without spreading redness can be treated with local care and close review.",
    src: [
      WHO_POCKET_BOOK,
      who("newborns-reducing-mortality", "Newborns: improving survival and well-being"),
      statpearls("Omphalitis"),
    ],
  }),
  gp({
    id: "neonatal_mastitis",
    name: "Neonatal mastitis (breast infection in a newborn)",
    common: "Infected breast in a newborn",
    icd: "P39.0",
    tri: "emergency",
    prior: prior(1, { bands: NEWBORN }),
    lk: "breast_red_hot .9, baby_breast_swelling .8, breast_pain .6, newborn_baby .9, fever .35, irritable_child .5, poor_feeding .3",
    desc: "Neonatal mastitis is a bacterial infection of the breast bud of a baby in the first weeks of life. The swelling under one nipple becomes red, hot and tender, sometimes with fever. Unlike the harmless breast swelling of newborns, it can form an abscess and spread.",
    causes: "Staphylococcus aureus entering the enlarged newborn breast bud; Squeezing the baby's breast",
    see: "A doctor examines the baby, gives antibiotics (into a vein when there is fever or the baby is young) and drains an abscess. A baby under 2 months with fever always needs urgent assessment.",
    home: "Do not squeeze: Do not squeeze or massage the baby's breast; keep feeding and take the baby to hospital.",
    tx: "Antibiotics: Antibiotics against staphylococci, usually into a vein first; an abscess is drained.",
    src: [WHO_POCKET_BOOK, statpearls("Neonatal mastitis")],
  }),
  gp({
    id: "staph_scalded_skin",
    name: "Staphylococcal scalded skin syndrome",
    common: "Scalded skin syndrome",
    icd: "L00",
    tri: "emergency",
    prior: prior(1.5, { bands: UNDER_5 }),
    lk: "skin_tender_red .9, skin_peeling .85, fever .75, irritable_child .7, honey_crusts .35, mouth_ulcers .03, new_medicine .05, burn .02, rash .6",
    desc: "Staphylococcal scalded skin syndrome is a reaction to a toxin made by staphylococcus bacteria, mostly in children under 5. The skin turns red and very tender, then its top layer wrinkles and peels off as if scalded, often starting around the mouth, neck and skin folds. Unlike Stevens-Johnson syndrome, the inside of the mouth is spared.",
    causes:
      "A toxin from Staphylococcus aureus, often from a small skin, nose or eye infection; Young children's kidneys clearing the toxin slowly",
    see: "The child is admitted for antibiotics into a vein, fluids, pain relief and skin care like a burn.",
    home: "Go to hospital: Keep the child warm, give fluids, handle the skin gently and go to hospital now.",
    tx: "Antibiotics and fluids: Antibiotics against staphylococci into a vein, fluids and pain relief; the skin heals without scars in 1–2 weeks.",
    src: [statpearls("Staphylococcal scalded skin syndrome"), nice("impetigo", "Impetigo")],
  }),
  gp({
    id: "glue_ear",
    name: "Otitis media with effusion (glue ear)",
    common: "Glue ear",
    icd: "H65.9",
    tri: "consultation",
    prior: prior(15, { bands: CHILD_2_TO_8 }),
    lk: "hearing_loss .95, ear_pressure .4, recent_viral_illness .5, recurrent .4, ear_pain .15, ear_discharge .03, fever .05, dizziness .05, snoring .2",
    desc: "Glue ear is sticky fluid behind the eardrum without infection. It is common in young children after colds and ear infections, and makes hearing muffled: a child may turn the TV up, not answer when called, or struggle in class. It usually clears by itself within three months.",
    causes:
      "Fluid left behind after a cold or ear infection; Blocked tubes from the ear to the back of the nose; Large adenoids; Smoke at home",
    see: "A doctor or nurse looks at the eardrums and arranges a hearing test; NICE advises watching for 3 months, then referral if hearing stays poor in both ears (grommets or hearing aids).",
    home: "Help the child hear: Face the child when speaking, reduce background noise, and tell the teacher so the child sits at the front.",
    tx: "Watchful waiting: Most glue ear clears within 3 months; grommets or hearing aids when hearing loss in both ears persists.",
    src: [nice("otitis-media-with-effusion", "Otitis media with effusion"), statpearls("Otitis media with effusion")],
  }),
  gp({
    id: "mandible_fracture",
    name: "Fractured jaw (mandible)",
    common: "Broken jaw",
    icd: "S02.6",
    tri: "emergency",
    prior: prior(2, { m: 3, bands: YOUNG_ADULT }),
    lk: "bite_misaligned .85, injury .95, jaw_swelling .75, jaw_pain_chewing .85, numb_lower_lip .45, lockjaw .5, tooth_injury .25, fainting .05, neck_pain .1",
    desc: "A broken jaw usually follows a punch, fall or road accident. The jaw is painful and swollen, the teeth no longer meet properly when biting, and the lower lip or chin may be numb because the nerve in the jaw is bruised.",
    causes: "Assault (a punch to the jaw); Road traffic accidents; Falls and sports injuries",
    see: "At the emergency department the face and neck are examined for other injuries, an X-ray or CT confirms the break, and a maxillofacial surgeon fixes it. Breathing difficulty or heavy bleeding from the mouth needs an ambulance.",
    home: "Support the jaw: Hold the jaw still, use ice wrapped in cloth and go to the emergency department; do not eat until seen.",
    tx: "Fixing the jaw: Plates or wiring by a maxillofacial surgeon, soft diet and antibiotics when the break opens into the mouth.",
    src: [statpearls("Mandible fracture"), nice("head-injury", "Head injury")],
  }),
  gp({
    id: "penile_fracture",
    name: "Penile fracture",
    common: "Broken penis",
    icd: "S39.8",
    tri: "emergency",
    prior: prior(0.5, { f: 0, bands: YOUNG_ADULT }),
    lk: "penis_crack .9, penis_swollen_bruised .9, erectile_difficulty .4, haematuria .1, fever .01, urethral_discharge .02",
    desc: "A penile fracture is a tear in the tough sheath around the erectile tissue of the erect penis, usually during sex when the penis bends hard. There is a crack or pop, sudden pain, the erection goes down at once, and the penis swells and turns purple. It needs surgery the same day to keep erections and passing urine normal.",
    causes:
      "Forceful bending of the erect penis during sex; Bending the penis to make an erection go down; Rolling over on an erect penis",
    see: "A urologist repairs the tear in an operation, usually within hours, and checks the urethra (blood at the tip or trouble passing urine suggests it is torn too).",
    home: "Go now: Go to the emergency department now; a cold pack on the penis may ease swelling on the way.",
    tx: "Surgical repair: Early surgery gives the best chance of normal erections and a straight penis.",
    src: [statpearls("Penile fracture"), nice("scrotal-pain-swelling", "Scrotal pain and swelling")],
  }),
  gp({
    id: "chorioamnionitis",
    name: "Chorioamnionitis (infection of the womb in pregnancy)",
    common: "Womb infection after the waters broke",
    icd: "O41.1",
    tri: "emergency",
    prior: prior(2, PREGNANCY),
    lk: "pregnant .99, waters_broken .8, smelly_waters .7, fever .9, rigid_abdomen .4, lower_abdominal_pain .5, palpitations .4, contractions .3, vaginal_bleeding .05, headache .1",
    desc: "Chorioamnionitis is infection of the membranes and fluid around the baby, usually after the waters have broken and labour has not started. The mother has a fever, a fast heartbeat, a tender womb and bad-smelling fluid from the vagina. Mother and baby can both develop sepsis, so she needs hospital care at once.",
    causes:
      "Bacteria from the vagina rising into the womb after the waters break; Long labour or many vaginal examinations",
    see: "In hospital she is given antibiotics into a vein and the baby is delivered; the newborn is checked and often treated for infection too.",
    home: "Go now: Go to the hospital where you plan to give birth now; do not wait for labour.",
    tx: "Antibiotics and delivery: Antibiotics into a vein and speeding up the birth.",
    src: [
      nice("ng25", "Preterm labour and birth"),
      who("maternal-health", "Maternal health"),
      statpearls("Chorioamnionitis"),
    ],
  }),
  gp({
    id: "smoke_inhalation",
    name: "Smoke inhalation injury",
    common: "Breathing in smoke from a fire",
    icd: "T59.9",
    tri: "emergency_ambulance",
    prior: prior(1),
    lk: "smoke_inhaled .95, soot_airway .6, hoarse_voice .5, cough .8, stridor .3, sob .5, burn .3, headache .4, confusion .15",
    desc: "Smoke inhalation injury is damage to the throat and lungs from hot gases and chemicals in fire smoke, often with carbon monoxide poisoning. Soot around the mouth or nose, burnt nose hairs, a hoarse voice or noisy breathing mean the airway may swell shut over the next hours even if the person seems well at first.",
    causes: "Heat burning the airway; Chemicals and soot in smoke; Carbon monoxide and cyanide from burning materials",
    see: "An ambulance team gives high-flow oxygen; in hospital the airway is checked and a breathing tube may be placed early, with treatment for carbon monoxide.",
    home: "Get to fresh air: Move the person into fresh air, call an ambulance and keep them sitting up.",
    tx: "Oxygen and airway care: High-flow oxygen, watching the airway, and a breathing tube if it swells.",
    src: [statpearls("Smoke inhalation injury"), who("burns", "Burns")],
  }),
  gp({
    id: "ccb_ingestion",
    name: "Calcium-channel blocker (blood pressure tablet) poisoning",
    common: "Swallowed blood pressure tablets",
    icd: "T46.1",
    tri: "emergency",
    prior: prior(1, { bands: TODDLER }),
    lk: "bp_tablets_swallowed .95, poisoning .95, drowsiness .5, pale .4, vomiting .4, dizziness .3, fainting .2, cold_clammy .2",
    desc: "Blood pressure tablets such as amlodipine or nifedipine are dangerous for a small child: even one adult tablet can make the blood pressure and heart rate fall hours later. The child may become sleepy, pale, sweaty, vomit or faint. Every swallowed blood pressure tablet in a child needs hospital observation.",
    causes: "A child finding a grandparent's or parent's tablets; Tablets left within reach or in a handbag",
    see: "In hospital the child is watched for at least 12–24 hours (longer for slow-release tablets), given charcoal if early, and fluids, calcium and medicines to support the blood pressure if needed.",
    home: "Take the packet: Go to hospital now and take the packet so the doctors know the medicine and dose; do not make the child vomit.",
    tx: "Observation and support: Charcoal, fluids, calcium, insulin-glucose and blood pressure support as advised by the poisons service.",
    src: [
      statpearls("Calcium channel blocker toxicity"),
      who("poisoning-prevention", "Poisoning prevention and management"),
    ],
  }),
  gp({
    id: "phosphide_poisoning",
    name: "Aluminium phosphide poisoning (grain storage tablets)",
    common: "Swallowed a grain storage tablet",
    icd: "T57.1",
    tri: "emergency_ambulance",
    prior: prior(0.5, { bands: YOUNG_ADULT }),
    lk: "phosphide_swallowed .95, poisoning .95, vomiting .8, abdominal_pain .6, cold_clammy .6, dizziness .5, fatigue .5, sob .3, confusion .2, seizure .05",
    desc: "Aluminium phosphide tablets ('wheat pill', Phostoxin) are used to protect stored grain and beans. Swallowed, they release phosphine gas, which poisons the heart: vomiting, belly pain and a garlic or fishy smell are followed by low blood pressure, cold clammy skin and shock within hours. There is no antidote, and many people die, so every case needs an ambulance.",
    causes:
      "Deliberate self-poisoning with storage tablets; Accidental swallowing; Breathing the gas from treated grain in a closed room",
    see: "In hospital there is intensive support of the heart and blood pressure, magnesium and other measures; the person is also assessed for self-harm risk.",
    home: "Call an ambulance: Call an ambulance now, keep the person still, and keep others away from vomit (it can release the gas).",
    tx: "Intensive care: Fluids, medicines for blood pressure, and heart support in intensive care.",
    src: [statpearls("Aluminum phosphide poisoning"), who("pesticides", "Pesticide residues and poisoning")],
  }),
  gp({
    id: "emergency_contraception",
    name: "Emergency contraception needed",
    common: "Morning-after pill",
    icd: "Z30.0",
    tri: "self_care",
    prior: prior(10, {
      m: 0,
      bands: [
        [0, 12, 0],
        [13, 15, 0.3],
        [16, 50, 1],
        [51, 200, 0],
      ],
    }),
    lk: "ec_wanted .9, unprotected_sex .9, hiv_exposure .3, missed_period .03, lower_abdominal_pain .05, vaginal_discharge .1, fever .02",
    desc: "After sex without contraception, or when a condom breaks or slips, emergency contraception can prevent pregnancy. A pill from a pharmacy (levonorgestrel within 3 days, ulipristal within 5 days) or a copper coil fitted within 5 days work best the sooner they are used. It does not cause an abortion and does not protect against infections.",
    causes: "Sex without contraception; A condom that broke or slipped; Missed contraceptive pills or a late injection",
    see: "A pharmacist or clinic gives the emergency pill; the copper coil (the most effective) is fitted at a clinic. If the sex might have exposed you to HIV, ask the same day about post-exposure treatment, and test for pregnancy in 3 weeks or if the period is late.",
    home: [
      "Take it soon: Get the emergency pill from a pharmacy as soon as possible; it works best in the first 72 hours.",
      "Pregnancy test: Do a pregnancy test if the next period is more than 7 days late, and start regular contraception.",
    ],
    tx: "Emergency pill or copper coil: Levonorgestrel up to 72 hours, ulipristal up to 120 hours, or a copper coil up to 5 days after sex.",
    src: [
      nice("contraception-emergency", "Contraception - emergency"),
      who("emergency-contraception", "Emergency contraception"),
    ],
  }),
  gp({
    id: "precocious_puberty",
    name: "Precocious (early) puberty",
    common: "Early puberty",
    icd: "E30.1",
    tri: "consultation",
    prior: prior(1, {
      m: 0.2,
      bands: [
        [0, 3, 0.2],
        [4, 8, 1],
        [9, 200, 0],
      ],
    }),
    lk: "breast_development .85, early_body_hair .6, growth_spurt .7, body_odour .4, vaginal_bleeding .1, headache .1, vision_blurred .05, fever .02",
    desc: "Precocious puberty is puberty starting early: breasts or pubic and underarm hair before 8 years in a girl, or testicular growth before 9 in a boy, often with a growth spurt and body odour. In girls it usually has no underlying disease, but it needs checking because it can stop growth early and, rarely, comes from a brain or hormone problem.",
    causes:
      "Early start of the normal puberty signals (most girls); Brain lesions or previous brain injury; Ovarian, adrenal or testicular problems; Hormone creams",
    see: "A doctor measures growth and refers the child to a children's hormone specialist for a bone-age X-ray and blood tests (NICE CKS). Headaches, vomiting or vision problems need a same-day review.",
    home: "Support the child: Explain the body changes simply and note the dates of changes and growth to bring to the appointment.",
    tx: "Specialist treatment: Monthly or 3-monthly injections can pause puberty when needed; any underlying cause is treated.",
    src: [nice("puberty-early", "Puberty - early"), statpearls("Precocious puberty")],
  }),
  gp({
    id: "vulvovaginitis_child",
    name: "Vulvovaginitis in a young girl",
    common: "Sore, itchy private parts in a girl",
    icd: "N76.0",
    tri: "self_care",
    prior: prior(8, {
      m: 0,
      bands: [
        [0, 1, 0.3],
        [2, 9, 1],
        [10, 12, 0.3],
        [13, 200, 0],
      ],
    }),
    lk: "vaginal_itch .9, groin_rash .6, dysuria .5, bath_irritants .5, vaginal_discharge .3, itch_night .2, fever .03, vaginal_bleeding .03, abdominal_pain .05, vomiting .02",
    desc: "Vulvovaginitis is soreness, redness and itching of the vulva and vagina in a girl before puberty. The skin there is thin, so bubble bath, soap, wiping back to front, tight clothes or threadworms easily irritate it; weeing may sting. It is common and usually settles with simple hygiene measures.",
    causes:
      "Irritation from bubble bath, soap or antiseptic; Wiping from back to front; Threadworms; Tight or nylon underwear",
    see: "See a doctor if it does not settle in 2 weeks, with bleeding, a smelly or coloured discharge, or any concern about abuse; a urine test checks for infection when weeing hurts.",
    home: [
      "Gentle washing: Wash with plain water only, no bubble bath, soap or antiseptic; wipe front to back.",
      "Loose cotton underwear: Use loose cotton pants and a barrier cream such as petroleum jelly.",
    ],
    tx: "Treat the cause: Threadworm treatment for the whole family if there is night-time bottom itching; antibiotics only if a swab shows infection.",
    src: [nice("vulvovaginitis-children", "Vulval itch (children)"), statpearls("Pediatric vulvovaginitis")],
  }),
  gp({
    id: "breast_bud",
    name: "Breast bud (normal start of puberty)",
    common: "Breast bud",
    icd: "N63",
    tri: "self_care",
    prior: prior(4, {
      m: 0.1,
      bands: [
        [0, 7, 0.05],
        [8, 13, 1],
        [14, 200, 0],
      ],
    }),
    lk: "male_breast .7, breast_pain .6, breast_development .7, breast_lump .4, breast_red_hot .02, fever .02, nipple_pus .01, nipple_blood .01",
    desc: "A breast bud is a small, firm, often tender lump just under the nipple: the first sign of puberty in girls, usually from age 8 to 13. It often starts on one side months before the other. It is normal and is not cancer.",
    causes: "The normal rise of puberty hormones",
    see: "See a doctor if the lump is red, hot or growing fast, there is discharge from the nipple, or breast growth starts before age 8.",
    home: "Reassure: It is normal; a soft crop top and paracetamol help if it is tender. Do not squeeze or remove it.",
    tx: "No treatment: The other side usually catches up within months.",
    src: [nice("puberty-early", "Puberty - early"), statpearls("Breast development")],
  }),
];
