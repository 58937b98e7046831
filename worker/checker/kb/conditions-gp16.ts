// Sixteenth round (common GP presentations a fresh set, tune13, showed the knowledge base lacked or could not
// reach): a chronic dental abscess draining through the gum, a hamstring strain, reactive neck glands in a child, a
// carrier couple asking before marriage, precordial catch, caffeine withdrawal, a urine infection in a man, discoid
// lupus, a mother worried her milk is not enough, Paget's disease of the nipple, nipple eczema, a breast haematoma,
// wet dreams, Fordyce spots, an inclusion cyst after FGM, a caesarean wound infection, conduct disorder, toddler
// tantrums and a child living with someone with TB. Normal findings (wet dreams, Fordyce spots, tantrums, enough
// milk, a carrier couple) get kind, honest advice and the danger signs that would change it. And likelihood rows
// appended to existing conditions for the findings of findings-gp16.ts (a row is added only where the condition has
// none for that finding, kb/index.ts).
// Sources: SDCEP drug prescribing / management of acute dental problems; NICE CKS (sprains and strains, neck lump,
// chest pain in children, headache, UTI in men, breast pain, pityriasis versicolor, paronychia, eczema); NICE NG109
// (UTI antimicrobial prescribing), NICE NG12 (suspected cancer), NICE CG37 (postnatal care), NICE CG158 (conduct
// disorders), NICE NG125 (surgical site infection); WHO (sickle cell, HIV 2021, TB contact investigation and TB
// preventive treatment, FGM, breastfeeding); BAD (discoid lupus); BASHH; RCOG GTG 53; StatPearls.
import type { Condition, Source } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls, who } from "./sources.ts";

const NICE_NG12: Source = {
  name: "NICE NG12: Suspected cancer: recognition and referral",
  url: "https://www.nice.org.uk/guidance/ng12",
};
const WHO_TB_TPT: Source = {
  name: "WHO consolidated guidelines on tuberculosis, Module 1: prevention (TB preventive treatment, contacts)",
  url: "https://www.who.int/publications/i/item/9789240096196",
};

export const GP16_CONDITIONS: Condition[] = [
  gp({
    id: "chronic_dental_abscess",
    name: "Chronic dental abscess with a draining sinus (gum boil)",
    common: "Gum boil from a dead tooth",
    icd: "K04.6",
    tri: "consultation",
    // SDCEP: a tooth whose nerve has died (after decay or a knock years before) forms an abscess at the root tip that
    // drains through a small opening on the gum; common in adults.
    prior: prior(4, {
      bands: [
        [0, 4.99, 0.3],
        [5, 200, 1],
      ],
    }),
    lk: "gum_abscess .95, tooth_grey .45, tooth_injury .35, toothache .45, bitter_taste .35, tooth_decay .4, swollen_face .05, fever .03, jaw_swelling .1, painful_swallowing .01, bad_breath .3",
    desc: "When the nerve inside a tooth dies (after deep decay or a knock, sometimes years before), infection collects at the tip of the root. Instead of building up pressure, the pus finds a way out through a small channel to the gum, where it shows as a small pimple or 'gum boil' that bursts, lets out salty-tasting pus and comes back. Because it drains, it often hurts little. The tooth may look darker than the others. It will not heal on its own: the tooth needs root canal treatment or removal.",
    causes:
      "A tooth whose nerve died after decay; A knock to a front tooth, even years before (the tooth turns grey or dark); A cracked tooth or a large old filling",
    see: "A routine dental appointment (within a week or two): an X-ray, then root canal treatment or removal of the tooth. Antibiotics are not needed while it drains and there is no spreading swelling (SDCEP). Go the same day if the face or the floor of the mouth swells, you have a fever, or it is hard to swallow, open the mouth or breathe.",
    home: [
      "Keep it clean: Brush twice a day with fluoride toothpaste, including gently around the gum boil, and rinse with warm salty water after meals.",
      "Pain: Paracetamol or ibuprofen if it aches; don't squeeze the boil or put aspirin or herbs on the gum.",
    ],
    tx: "Clinician care: An X-ray; root canal treatment of the dead tooth or its removal; antibiotics only if infection spreads (facial swelling, fever).",
    src: [who("oral-health", "Oral health"), statpearls("Periapical Abscess")],
  }),
  gp({
    id: "hamstring_strain",
    name: "Hamstring strain",
    common: "Pulled hamstring (back of the thigh)",
    icd: "S76.3",
    tri: "self_care",
    // NICE CKS sprains and strains: among the commonest sports injuries, in sprinting and kicking sports; young men.
    prior: prior(4, {
      m: 2,
      bands: [
        [0, 9.99, 0.1],
        [10, 14.99, 0.6],
        [15, 34.99, 1.3],
        [35, 200, 0.6],
      ],
    }),
    lk: "hamstring_pull .95, pulled_muscle .9, injury .6, bruising .4, walking_pain .5, hard_exercise .6, cant_bear_weight .05, calf_swelling .03, numbness .03, fever .01, leg_swelling .05, bone_pain .1",
    desc: "The hamstrings are the three muscles at the back of the thigh. A strain is a stretch or tear of the muscle fibres, usually while sprinting, kicking or stretching quickly: there is a sudden sharp pull or pain at the back of the thigh, and later pain on stretching the leg or walking fast, tenderness and sometimes a bruise. Most mild and moderate strains heal in 1 to 6 weeks with relative rest and gradual stretching and strengthening.",
    causes:
      "Sprinting, football and other sports with sudden speed; Not warming up, tired or tight muscles; A previous hamstring strain",
    see: "Usually no doctor is needed. See a GP or physiotherapist if you cannot walk, heard a pop with a large bruise or a dent at the back of the thigh (a complete tear near the buttock may need surgery), or it is not better after 2 to 3 weeks. Get help the same day if the calf becomes swollen, hot and painful.",
    home: [
      "First 2 to 3 days: Relative rest, ice wrapped in a cloth for 15 to 20 minutes every few hours, and raise the leg; avoid heat, massage and alcohol for the first days.",
      "Then move: Start gentle stretching and walking as pain allows, then strengthening; return to sprinting only when you can run and stretch without pain. Paracetamol or ibuprofen for pain.",
    ],
    tx: "Clinician care: Physiotherapy with a graded strengthening programme; an ultrasound or MRI and orthopaedic review for a suspected complete tear.",
    src: [nice("sprains-strains", "Sprains and strains"), statpearls("Hamstring Injury")],
  }),
  gp({
    id: "reactive_lymphadenopathy",
    name: "Reactive cervical lymphadenopathy (swollen neck glands after an infection)",
    common: "Swollen neck glands after a cold or sore throat",
    icd: "R59.0",
    tri: "self_care",
    // NICE CKS neck lump: small mobile neck nodes are felt in most healthy children, especially after a throat
    // or ear infection; commonest from 2 to 10.
    prior: prior(6, {
      bands: [
        [0, 0.99, 0.4],
        [1, 11.99, 2.5],
        [12, 17.99, 1],
        [18, 200, 0.5],
      ],
    }),
    lk: "swollen_glands .95, glands_soft_mobile .85, recent_sore_throat .55, sore_throat .2, runny_nose .3, fever .1, neck_pain .1, weight_loss .01, night_sweats .01, fever_long .02, neck_lump_chronic .1, tender_neck_lump .15, lump_mobile .3",
    desc: "Lymph glands (nodes) are small filters of the immune system. After a cold, sore throat, ear infection or a scalp or skin infection, the glands in the neck swell as they fight the germs, often on both sides: small (usually under 1 to 2 cm, like a bean or a pea), soft or rubbery, moving under the skin and not or only a little tender. They slowly go down over 2 to 6 weeks. In a child who is well and playing, this is normal.",
    causes:
      "A recent cold, sore throat, tonsillitis or ear infection; Scalp infections (ringworm, head lice) or eczema; Vaccines",
    see: "Usually no treatment is needed; the glands shrink over a few weeks. See a GP if a gland is bigger than 2 cm or keeps growing, is hard or fixed, is still there after 6 weeks, is red, hot and very painful, or there is fever for more than a week, night sweats, weight loss, tiredness, paleness or bruising.",
    home: [
      "Watch and wait: Feel the glands once a week and note their size; they should get smaller over 2 to 6 weeks.",
      "Comfort: Paracetamol for any soreness; treat the infection that caused them as usual.",
    ],
    tx: "Clinician care: Examination of the glands, ears, throat and scalp; blood tests or an ultrasound only if a gland grows, is large or hard, or there are general symptoms.",
    src: [nice("neck-lump", "Neck lump"), statpearls("Cervical Lymphadenopathy")],
  }),
  gp({
    id: "sickle_carrier_couple",
    name: "Sickle cell carrier couple (genotype counselling before marriage or pregnancy)",
    common: "Both partners genotype AS: counselling before having children",
    icd: "Z31.5",
    tri: "consultation",
    // WHO: about a quarter of Nigerian adults carry HbS; couples are tested before marriage; an AS + AS couple has a
    // 1 in 4 chance in each pregnancy of a child with sickle cell disease.
    prior: prior(1.5, {
      bands: [
        [0, 15.99, 0],
        [16, 17.99, 0.3],
        [18, 45, 1],
        [45.01, 200, 0.2],
      ],
    }),
    lk: "partner_sickle_trait .95, sickle_trait_known .85, worry .4, known_sickle .05, bone_pain .02, yellow_eyes .01, pale .02, fever .01, trying_to_conceive .2",
    desc: "Carrying the sickle cell trait (genotype AS) is not an illness: a carrier is healthy. But when both partners are AS, each pregnancy has a 1 in 4 chance of a child with sickle cell disease (SS), a 1 in 2 chance of a carrier child (AS) and a 1 in 4 chance of an AA child. Knowing this before marriage or pregnancy lets a couple make informed choices, with counselling and without blame or pressure.",
    causes:
      "Each partner inherited one sickle gene from a parent (the trait is common across West Africa); The genotype test is done before marriage, in pregnancy or at blood donation",
    see: "A GP, haematology or genetic counselling clinic (not urgent): the test is confirmed (haemoglobin electrophoresis), the chances for each pregnancy are explained, and the options are discussed without judgement: going ahead and testing the baby early, testing in pregnancy (prenatal diagnosis, chorionic villus sampling from about 11 weeks), IVF with embryo testing where available, or other choices. A baby with sickle cell does best when diagnosed at birth and cared for early.",
    home: [
      "Talk it through: It is nobody's fault and you are both healthy; take time to decide together, with a counsellor's help.",
      "If you have children: Ask for newborn sickle cell screening, and learn early signs (fever, pale or yellow eyes, painful swollen hands or feet) so a child with sickle cell gets care quickly.",
    ],
    tx: "Clinician care: Confirmation of both genotypes, genetic counselling, and referral for prenatal diagnosis or embryo testing if the couple wishes.",
    src: [
      who("sickle-cell-disease", "Sickle cell disease"),
      {
        name: "CDC: Sickle cell trait (two carriers: a 1 in 4 chance of sickle cell disease in each pregnancy)",
        url: "https://www.cdc.gov/sickle-cell/about/sickle-cell-trait.html",
      },
    ],
  }),
  gp({
    id: "precordial_catch",
    name: "Precordial catch syndrome",
    common: "Brief sharp chest pain at rest in a child (precordial catch)",
    icd: "R07.2",
    tri: "self_care",
    // NICE CKS chest pain in children: most chest pain in children is benign; precordial catch is common from 6 to
    // the early twenties.
    prior: prior(3, {
      bands: [
        [0, 4.99, 0.05],
        [5, 17.99, 3],
        [18, 25.99, 0.8],
        [26, 200, 0.2],
      ],
    }),
    lk: "chest_pain_seconds .95, chest_pain .95, pleuritic_pain .6, breast_pain .2, pain_sitting .1, sob .03, palpitations .03, fainting .01, exertional_chest_pain .02, fever .01, chest_pain_pressure .02, deep_breathing .1",
    desc: "Precordial catch is a sudden, sharp, stabbing pain at one small spot on the left side of the chest, usually while sitting or bent over at rest. It lasts a few seconds to a couple of minutes; breathing in makes it worse, so the child takes shallow breaths until it goes. It stops completely on its own and the child is otherwise well. It comes from a nerve or the chest wall, not the heart or lungs, and children grow out of it.",
    causes:
      "Probably a pinched nerve or muscle spasm in the chest wall; Slouching or bending over; It often starts at rest",
    see: "No treatment is needed. See a GP if pain comes with exercise, fainting, a racing or irregular heartbeat, breathlessness, fever or cough, or if it lasts longer than a few minutes or is getting worse. Call an ambulance for chest pain with collapse, blue lips or severe breathlessness.",
    home: [
      "During the pain: Take one slow deep breath or a few shallow breaths; sitting up straight may ease it.",
      "Reassure: It is not the heart; sport and normal play are fine.",
    ],
    tx: "Clinician care: History and examination; no tests are usually needed unless the pain comes with exercise, fainting or palpitations.",
    src: [nice("chest-pain", "Chest pain (children)"), statpearls("Precordial Catch Syndrome")],
  }),
  gp({
    id: "caffeine_withdrawal",
    name: "Caffeine withdrawal headache",
    common: "Headache from stopping coffee",
    icd: "F15.3",
    tri: "self_care",
    // ICD-10 F15.3 / DSM-5: half of daily coffee drinkers who stop get a headache within 12 to 24 hours, lasting 2
    // to 9 days; adults mostly.
    prior: prior(3, {
      bands: [
        [0, 11.99, 0.02],
        [12, 17.99, 0.4],
        [18, 200, 1],
      ],
    }),
    lk: "caffeine_stopped .95, headache .95, fatigue .6, irritable_child .3, poor_concentration .4, low_mood .15, nausea .1, fever .01, stiff_neck .01, vomiting .03, headache_sudden .01, headache_band .3, body_aches .15",
    desc: "Someone who usually drinks coffee, strong tea, cola or energy drinks every day gets used to caffeine. Stopping suddenly (a fast, an illness, a new routine) brings a dull, throbbing or pressing headache within 12 to 24 hours, often with tiredness, irritability, low mood and poor concentration. It peaks after 1 to 2 days and settles within about a week.",
    causes:
      "Suddenly stopping daily coffee, tea, cola or energy drinks (even 1 to 3 cups a day); Missing the usual morning coffee at the weekend or during a fast",
    see: "No doctor is usually needed. Get urgent help for a sudden very severe headache, a headache with fever and a stiff neck, confusion, weakness, fits or vomiting again and again.",
    home: [
      "Cut down slowly: A small amount of caffeine eases the headache at once; to stop, reduce by about a quarter every few days instead of stopping at once.",
      "Meanwhile: Drink water, sleep, and take paracetamol or ibuprofen if needed.",
    ],
    tx: "Clinician care: Usually none; advice on tapering caffeine.",
    src: [nice("headache-assessment", "Headache - assessment"), statpearls("Caffeine Withdrawal")],
  }),
  gp({
    id: "uti_male",
    name: "Urinary tract infection in a man",
    common: "Urine infection in a man",
    icd: "N39.0",
    tri: "consultation_24",
    // NICE NG109 / CKS: lower UTI is much less common in men than women; it is always treated (7 days) and a urine
    // culture sent, and prostatitis or an STI considered.
    // (Prior: the men's share that uti_cystitis held before this round, which now weighs men down to 0.02.)
    prior: prior(55, {
      f: 0,
      bands: [
        [0, 13.99, 0.4],
        [40, 200, 1.3],
      ],
    }),
    lk: "dysuria .9, frequent_urination .85, urgency .7, lower_abdominal_pain .4, smelly_urine .45, haematuria .2, fever .1, back_pain .1, flank_pain .05, urethral_discharge .05, testicular_pain .03, chills .05, weak_stream .15, perineal_pain .1",
    desc: "A urine infection in a man is a bladder infection with germs from the bowel: burning when passing urine, passing urine often and urgently, lower belly discomfort and cloudy or smelly urine. It is less common in men than in women, so it is always treated with a full course of antibiotics and the urine is sent to the laboratory; the doctor also thinks about a prostate infection (fever, pain between the legs) and a sexually transmitted infection (discharge, a new partner).",
    causes:
      "Germs from the bowel entering the urine tube; An enlarged prostate or a narrowed urine tube (the bladder does not empty); A catheter, kidney stones or diabetes",
    see: "A GP or clinic within 24 hours: a urine dipstick and culture, and antibiotics for 7 days (NICE NG109), with tests for an STI if there is discharge or a new partner. Go the same day or to hospital if there is fever with shivering, pain in the back or side, vomiting, pain between the legs or in the testicles, or you cannot pass urine.",
    home: [
      "Drink: Drink enough to pass pale urine; paracetamol or ibuprofen for pain.",
      "Finish the course: Take all the antibiotic doses even when you feel better; come back if it is not better in 48 hours.",
    ],
    tx: "Clinician care: Urine culture before antibiotics; 7 days of nitrofurantoin or trimethoprim (NICE NG109); assessment for prostatitis, an STI or a cause that blocks the flow if it recurs.",
    src: [
      {
        name: "NICE NG109: Urinary tract infection (lower): antimicrobial prescribing",
        url: "https://www.nice.org.uk/guidance/ng109",
      },
      nice("urinary-tract-infection-lower-men", "Urinary tract infection (lower) - men"),
    ],
  }),
  gp({
    id: "discoid_lupus",
    name: "Discoid lupus erythematosus",
    common: "Discoid lupus (scarring patches on the face, ears and scalp)",
    icd: "L93.0",
    tri: "consultation",
    // BAD: more common in women and in people of African descent, 20 to 40; 5 to 10% go on to systemic lupus.
    prior: prior(1, {
      f: 2,
      bands: [
        [0, 11.99, 0.05],
        [12, 17.99, 0.4],
        [18, 200, 1],
      ],
    }),
    lk: "rash_scarring .85, face_ear_patches .85, scaly_skin .8, sun_worse .6, scalp_patches .35, hair_loss .35, ring_rash .3, itching .3, rash .9, joint_pain .1, fever .03, mouth_ulcers .05, fatigue .15, pale_patches .3, cream_not_helping .4",
    desc: "Discoid lupus is a form of lupus that mainly affects the skin. Round, red or dark, scaly patches appear on the face, ears and scalp, made worse by the sun; as they heal they leave scars, pale or dark marks in the middle and, on the scalp, permanent bald patches. It is not an infection and is not catching. A few people also develop lupus of the whole body (joint pains, fever, mouth ulcers), so blood tests are done.",
    causes:
      "An autoimmune reaction in the skin; Sunlight triggers and worsens the patches; Smoking makes it worse and weakens the treatment",
    see: "A GP in the next few weeks, usually with referral to a skin specialist: a skin sample may be taken, and blood and urine tests look for systemic lupus. Early treatment limits scarring and hair loss. See a doctor sooner if you develop joint pains, fever, mouth ulcers, swelling of the legs or feel very tired.",
    home: [
      "Sun protection: A broad-spectrum high-factor sunscreen every day, a wide hat and shade at midday; stop smoking.",
      "Skin care: Don't pick or scrub the patches; a camouflage cream can cover marks.",
    ],
    tx: "Clinician care: A strong steroid cream or injection into the patches; hydroxychloroquine tablets for widespread or scarring disease, with eye checks; screening for systemic lupus.",
    src: [
      {
        name: "CDC: Lupus basics (cutaneous lupus, including discoid lupus, affects the skin only)",
        url: "https://www.cdc.gov/lupus/about/index.html",
      },
      statpearls("Discoid Lupus Erythematosus"),
    ],
  }),
  gp({
    id: "perceived_low_milk",
    name: "Perceived insufficient breast milk (enough milk, mother worried)",
    common: "Worry that the breast milk is not enough",
    icd: "O92.7",
    tri: "self_care",
    // WHO / UNICEF: the commonest reason mothers give for stopping breastfeeding or adding formula, although most
    // make enough milk; peaks in the first weeks after birth.
    prior: prior(5, {
      m: 0,
      bands: [
        [0, 14.99, 0],
        [15, 45, 1],
        [45.01, 200, 0.05],
      ],
    }),
    lk: "milk_not_enough .9, baby_feeds_often .75, breastfeeding .9, recent_delivery .8, baby_wet_nappies .7, worry .4, breast_pain .1, cracked_nipples .1, no_breast_milk .03, fever .02, breast_red_hot .02, poor_feeding .03",
    desc: "Many mothers worry that their milk is not enough, especially in the first weeks, when the baby wants to feed often (every 1 to 3 hours, sometimes several feeds close together in the evening) and the breasts feel softer once supply settles. These are normal. The signs that a baby is getting enough are what comes out and the weight: six or more heavy wet nappies a day from the end of the first week, yellow stools, and weight gain at the clinic. The more the baby feeds well, the more milk the breasts make.",
    causes:
      "Normal frequent feeding and growth spurts; Soft breasts after the first weeks (supply matches demand); A shallow latch, giving water or formula, or long gaps between feeds, which really do lower supply",
    see: "A midwife, clinic nurse or breastfeeding counsellor can watch a feed and check the baby's weight. See them the same day if the baby has fewer than 6 wet nappies a day, dark urine, no stools, is sleepy and hard to wake for feeds, is losing weight or is yellow, or if your breast is red, hot and painful with fever.",
    home: [
      "Feed on demand: Offer the breast whenever the baby shows hunger, day and night (8 to 12 times a day), both breasts each feed; no water, glucose water or formula unless advised.",
      "Check the latch: Baby's chin touching the breast, mouth wide, more of the dark skin visible above the top lip; feeding should not hurt.",
      "Look after yourself: Rest, drink to thirst and eat well; skin-to-skin contact helps the milk flow.",
    ],
    tx: "Clinician care: Observation of a feed, latch support and weight checks; investigation of true low supply only if the baby is not gaining weight.",
    src: [
      who("breastfeeding", "Breastfeeding"),
      {
        name: "NICE CG37 / NG194: Postnatal care (breastfeeding support)",
        url: "https://www.nice.org.uk/guidance/ng194",
      },
      {
        name: "UNICEF UK Baby Friendly: Is my baby getting enough milk?",
        url: "https://www.unicef.org.uk/babyfriendly/baby-friendly-resources/breastfeeding-resources/",
      },
    ],
  }),
  gp({
    id: "paget_nipple",
    name: "Paget's disease of the nipple",
    common: "Paget's disease of the nipple (a rare breast cancer that looks like eczema)",
    icd: "C50.0",
    tri: "consultation",
    // NICE NG12: refer skin changes of the nipple suggesting Paget's on the suspected cancer pathway; 1 to 4% of
    // breast cancers, mostly women over 40.
    prior: prior(0.4, {
      m: 0.02,
      bands: [
        [0, 24.99, 0.01],
        [25, 39.99, 0.4],
        [40, 200, 2],
      ],
    }),
    lk: "nipple_rash .95, one_breast .9, cream_not_helping .8, itching .6, scaly_skin .6, breast_lump .35, nipple_blood .25, nipple_discharge_spontaneous .2, breast_pain .2, eczema_patches .4, fever .01, breastfeeding .01, breast_skin_change .3",
    desc: "Paget's disease of the nipple is a rare form of breast cancer that starts in the nipple. It looks like eczema: a red, scaly, itchy or burning rash on one nipple that may crust, bleed or look eaten away, and then spreads to the dark skin around it. Unlike eczema it affects one side, starts on the nipple itself, and does not clear with creams. Many women also have a cancer deeper in the breast. Found early, it is very treatable.",
    causes:
      "Cancer cells from the milk ducts reaching the skin of the nipple; Risk rises with age, family history of breast cancer and previous breast disease",
    see: "See a GP soon (within 2 weeks): NICE NG12 refers a nipple rash like this on the suspected cancer pathway for a mammogram, ultrasound and a small skin sample (biopsy). Do not keep trying creams for months.",
    home: "Meanwhile: Keep the area clean and dry, avoid perfumed products, and do not use steroid cream without a doctor's review.",
    tx: "Clinician care: Mammogram and ultrasound, a biopsy of the nipple; surgery (removal of the nipple area or the breast), sometimes with radiotherapy and other treatment depending on what is found.",
    src: [NICE_NG12, statpearls("Paget Disease of the Breast")],
  }),
  gp({
    id: "nipple_eczema",
    name: "Nipple eczema (dermatitis of the nipple)",
    common: "Eczema of the nipples",
    icd: "L30.8",
    tri: "consultation",
    // NICE CKS eczema: nipple eczema is common in teenagers and young women with atopic eczema, usually on both sides;
    // a one-sided or persistent nipple rash needs review to exclude Paget's.
    prior: prior(2, {
      m: 0.2,
      bands: [
        [0, 9.99, 0.1],
        [10, 35, 1.3],
        [35.01, 200, 0.6],
      ],
    }),
    lk: "nipple_rash .95, itching .9, scaly_skin .7, eczema_patches .6, itch_night .3, one_breast .15, cream_not_helping .15, breastfeeding .15, known_asthma .15, nipple_blood .03, breast_lump .01, fever .01, contact_rash .15",
    desc: "Eczema can affect the nipples and the dark skin around them, usually on both sides: itchy, dry, scaly or weepy skin, sometimes cracked. It is common in teenagers and young women who have eczema elsewhere (elbow and knee creases), and can be set off by soap, washing powder, a new bra, sweat or friction during sport or breastfeeding. It clears with moisturisers and a mild steroid cream.",
    causes:
      "Atopic eczema (with eczema, asthma or hay fever elsewhere); Irritants: soaps, shower gels, washing powder, friction from clothes; Breastfeeding (saliva, friction)",
    see: "A GP or pharmacist in the next week or two to confirm it and prescribe a steroid cream. Return if it is on one nipple only, does not clear after 2 to 3 weeks of treatment, bleeds or crusts, the nipple turns in, there is a lump or blood from the nipple (these need a check for Paget's disease).",
    home: [
      "Moisturise: An unperfumed emollient several times a day, and use it instead of soap; wear a soft cotton bra and rinse washing well.",
      "Avoid triggers: Perfumed products, rough fabrics and scratching.",
    ],
    tx: "Clinician care: A mild to moderate steroid ointment for 1 to 2 weeks with emollients; review to exclude Paget's disease if one-sided or not clearing.",
    src: [nice("eczema-atopic", "Eczema - atopic"), statpearls("Nipple Eczema")],
  }),
  gp({
    id: "breast_haematoma",
    name: "Breast haematoma after injury",
    common: "Bruised lump in the breast after a blow",
    icd: "S20.0",
    tri: "consultation",
    // ABS / NICE CKS breast pain: a blow (a fall, a crowd, a seatbelt in a crash) bruises the breast; women of any age.
    prior: prior(1.5, {
      m: 0.05,
      bands: [
        [0, 11.99, 0.1],
        [12, 200, 1],
      ],
    }),
    lk: "breast_blow .9, bruising .85, breast_lump .8, breast_pain .85, injury .85, breast_skin_change .1, fever .02, breast_red_hot .05, nipple_blood .03, nipple_pus .01",
    desc: "A blow to the breast (a fall, an elbow in a crowd, a seatbelt in a car crash) can bleed into the breast tissue, causing a tender, firm lump with a blue-black bruise over it. It does not grow after the first day and slowly softens and shrinks over weeks as the bruise changes colour. Sometimes it leaves a small firm lump (fat necrosis), which should be checked once the bruise has gone, because a lump that stays needs to be told apart from other lumps.",
    causes:
      "A blow, fall, crush in a crowd or seatbelt injury; More bruising in people on blood thinners or with a bleeding tendency; After breast surgery or a biopsy",
    see: "A GP in the next few days to examine it, and again 4 to 6 weeks later if a lump remains (an ultrasound or mammogram then). See a doctor the same day if the swelling keeps growing, the breast becomes red, hot and painful with fever (infection), or you bruise easily elsewhere.",
    home: [
      "First days: Ice wrapped in a cloth for 15 minutes a few times a day and a supportive bra; paracetamol for pain (avoid aspirin).",
      "Keep watch: Check it weekly; it should soften and shrink.",
    ],
    tx: "Clinician care: Examination and, if the lump persists after the bruising settles, imaging to exclude another cause; drainage only for a large or infected collection.",
    src: [nice("breast-pain-cyclical", "Breast pain and breast lumps"), statpearls("Breast Trauma")],
  }),
  gp({
    id: "nocturnal_emissions",
    name: "Nocturnal emissions (wet dreams)",
    common: "Wet dreams (normal in puberty)",
    icd: "Z00.3",
    tri: "self_care",
    // NHS puberty / WHO adolescent health: most boys have wet dreams from about 12 to 16, less often in adulthood.
    prior: prior(3, {
      f: 0,
      bands: [
        [0, 9.99, 0],
        [10, 11.99, 0.6],
        [12, 18.99, 2],
        [19, 25.99, 0.6],
        [26, 200, 0.2],
      ],
    }),
    lk: "wet_dreams .95, worry .5, testicular_pain .01, dysuria .01, urethral_discharge .01, fever .01, genital_sores .01, blood_in_semen .005, early_ejaculation .05",
    desc: "A wet dream (nocturnal emission) is when semen comes out during sleep, often with a sexy dream, leaving the underwear wet and sticky in the morning. It is a normal part of puberty as the testicles start making sperm, and happens to most boys; it does not mean illness, weakness, infection or that something is wrong. It becomes less frequent with age. It is not the same as a discharge from the penis during the day, which can be an infection.",
    causes:
      "Normal hormone changes of puberty (testosterone and sperm production start); More often when there is no other release",
    see: "No doctor is needed. See a doctor or clinic if there is a discharge from the penis during the day, burning when passing urine, pain or a lump in the testicles, blood in the semen, or if worry is affecting sleep or mood.",
    home: [
      "It is normal: Rinse the underwear and wash as usual; nothing needs to be done to stop it, and it is nothing to be ashamed of.",
      "Ask: A parent, school nurse or youth-friendly clinic can answer questions about puberty in confidence.",
    ],
    tx: "Clinician care: Reassurance and information about puberty; none is needed otherwise.",
    src: [who("adolescent-and-young-adult-health", "Adolescent and young adult health")],
  }),
  gp({
    id: "fordyce_spots",
    name: "Fordyce spots",
    common: "Fordyce spots (harmless oil glands on the penis or lips)",
    icd: "Q38.6",
    tri: "self_care",
    // BASHH / NICE CKS: visible oil glands seen in most adults, noticed from puberty; not infectious. (ICD-10 index:
    // Fordyce's disease Q38.6.)
    prior: prior(3, {
      bands: [
        [0, 9.99, 0.02],
        [10, 200, 1],
      ],
    }),
    lk: "penis_pale_spots .9, worry .5, itching .03, genital_sores .02, urethral_discharge .01, dysuria .01, genital_warts .05, fever .01, pearly_bumps .05, genital_sore_painless .03",
    desc: "Fordyce spots are tiny (1 to 3 mm) pale yellow or white spots on the shaft of the penis, the scrotum, the vulva or the lips. They are normal oil (sebaceous) glands that can be seen through the skin, present in most adults and more visible from puberty. They do not hurt, itch or change, nothing comes out of them, and they are not a sexually transmitted infection or catching. They need no treatment.",
    causes: "Normal oil glands close to the skin surface; More visible after puberty and when the skin is stretched",
    see: "No treatment is needed. See a sexual health clinic or GP if spots become sores or ulcers, blister, grow into warts, itch, bleed, or there is a discharge or burning on passing urine; a clinic can also confirm it and test for STIs if you are worried.",
    home: [
      "Leave them alone: Don't squeeze, scratch or apply creams or chemicals; they are normal skin.",
      "Sexual health: Condoms protect against real STIs; a clinic test can put your mind at rest.",
    ],
    tx: "Clinician care: Reassurance; cosmetic treatments (laser) exist but are rarely advised.",
    src: [
      nice(
        "warts-anogenital",
        "Warts - anogenital (normal variants told apart from warts: Fordyce spots, pearly papules)",
      ),
      statpearls("Fordyce Spots"),
    ],
  }),
  gp({
    id: "fgm_inclusion_cyst",
    name: "Epidermoid inclusion cyst after female genital cutting",
    common: "Lump at the top of the vulva after cutting (FGM)",
    icd: "N90.7",
    tri: "consultation",
    // WHO FGM guidelines / RCOG GTG 53: the commonest long-term lump after type I–III FGM, growing slowly over years
    // from skin trapped in the scar.
    prior: prior(0.8, {
      m: 0,
      bands: [
        [0, 9.99, 0.1],
        [10, 200, 1],
      ],
    }),
    lk: "fgm_history .95, vulval_lump .85, painful_sex .45, walking_pain .3, fast_growing_lump .05, fever .03, vaginal_discharge .05, nipple_pus .001, lump_mobile .2, skin_lump_soft .2",
    desc: "After female genital cutting (FGM), skin can get trapped in the scar and grow into a cyst: a firm, smooth, painless lump, usually at the top of the vulva where the clitoris was cut. It grows slowly over months or years and can become large enough to rub when walking, hurt during sex or cause embarrassment. It is not cancer. It can be removed by a simple operation. Many women who were cut as girls have other effects too (pain, problems with sex or passing urine, worries about childbirth), and specialist FGM clinics can help with all of them.",
    causes: "Skin trapped in the scar of female genital cutting; Rarely, other vulval cysts",
    see: "A GP or gynaecology clinic (routine): examination, removal of the cyst under anaesthetic, and care for other effects of FGM if wanted, with a female clinician if preferred. Go sooner if it becomes red, hot, very painful or leaks pus (infection).",
    home: "Meanwhile: Loose cotton underwear, gentle washing, and a lubricant during sex; you can ask for a female doctor and an interpreter.",
    tx: "Clinician care: Surgical excision of the cyst; psychological and sexual health support; deinfibulation where relevant.",
    src: [who("female-genital-mutilation", "Female genital mutilation")],
  }),
  gp({
    id: "caesarean_wound_infection",
    name: "Caesarean wound infection",
    common: "Infected caesarean section wound",
    icd: "O86.0",
    tri: "consultation_24",
    // NICE NG125 / CG132: surgical-site infection follows up to 1 in 10 caesareans, usually 4 to 10 days after.
    prior: prior(2, {
      m: 0,
      bands: [
        [0, 14.99, 0.05],
        [15, 45, 1],
        [45.01, 200, 0.05],
      ],
    }),
    lk: "recent_caesarean .95, recent_delivery .95, wound_pus .85, wound .6, fever .45, lower_abdominal_pain .4, cellulitis_skin .4, chills .1, vaginal_discharge .1, heavy_vaginal_bleeding .03, sob .02, fainting .02, calf_swelling .02",
    desc: "A caesarean wound can become infected a few days to two weeks after the operation: the scar becomes redder, swollen, warm and more painful, and may ooze pus or cloudy fluid or open up a little, sometimes with a mild fever. Caught early it settles with antibiotics and wound care. A high fever, shivering, a fast heartbeat, feeling very unwell, smelly discharge from the vagina or severe belly pain mean the infection is spreading (sepsis) and need emergency care.",
    causes:
      "Skin germs entering the wound; Being overweight, diabetes, an emergency caesarean, a long labour or ruptured waters; Smoking and anaemia slow healing",
    see: "A doctor or midwife within 24 hours: the wound is checked, a swab taken, antibiotics started and pus drained if there is a collection. Go to hospital at once if you have a high fever or shivering, a racing heart, breathlessness, severe belly pain, smelly vaginal discharge, heavy bleeding or feel faint or confused.",
    home: [
      "Wound care: Wash your hands before touching the dressing, keep the wound clean and dry, pat it dry after a shower and wear loose cotton clothes.",
      "Keep well: Eat and drink well, keep breastfeeding, and take paracetamol for pain; don't put herbs or powders on the wound.",
    ],
    tx: "Clinician care: A wound swab and antibiotics; opening and draining a collection; admission for intravenous antibiotics if the infection spreads.",
    src: [
      {
        name: "NICE NG125: Surgical site infections: prevention and treatment",
        url: "https://www.nice.org.uk/guidance/ng125",
      },
      { name: "NICE NG192: Caesarean birth", url: "https://www.nice.org.uk/guidance/ng192" },
    ],
  }),
  gp({
    id: "conduct_disorder",
    name: "Conduct disorder",
    common: "Conduct disorder (serious, lasting rule-breaking in a child or teenager)",
    icd: "F91.9",
    tri: "consultation",
    // NICE CG158: about 5% of children and young people, boys more than girls, most from 10 to 17.
    prior: prior(2, {
      m: 2,
      bands: [
        [0, 4.99, 0.05],
        [5, 9.99, 0.6],
        [10, 17.99, 2],
        [18, 200, 0.05],
      ],
    }),
    lk: "fighting_stealing .95, no_remorse .6, late_nights .35, school_decline .5, drug_use .2, heavy_drinking .1, inattention_childhood .3, low_mood .15, hallucinations .01, self_harm .05, irritable_child .3",
    desc: "Conduct disorder is a pattern, lasting at least 6 months, of serious behaviour that breaks rules and hurts others: fighting and bullying, stealing, lying, destroying property, staying out at night without permission, running away or truancy, sometimes cruelty to animals, often with little guilt. It is more than normal teenage rebellion. It often goes with ADHD, learning difficulties, low mood or a hard home life, and it responds best to early help for the whole family.",
    causes:
      "Harsh, inconsistent or neglectful parenting, violence or abuse at home; ADHD, learning or language difficulties; Peers who break rules, drugs and alcohol; Family stress and poverty",
    see: "A GP or the school's counsellor, with referral to child and adolescent mental health services (routine): an assessment of the child and family, and checks for ADHD, learning difficulties, depression, drug use and abuse. Get urgent help if the child talks of suicide or self-harm, threatens others with a weapon, or is being harmed.",
    home: [
      "Be consistent: Clear, calm rules and consequences agreed by both parents, praise for good behaviour, and one-to-one time together; avoid beating, which makes it worse.",
      "Work with the school: Meet the teachers and agree a joint plan; know where your child is and who their friends are.",
    ],
    tx: "Clinician care: Parent-training programmes for younger children; multimodal family and child programmes for teenagers (NICE CG158); treatment of ADHD or depression if present.",
    src: [
      {
        name: "NICE CG158: Antisocial behaviour and conduct disorders in children and young people",
        url: "https://www.nice.org.uk/guidance/cg158",
      },
      statpearls("Conduct Disorder"),
    ],
  }),
  gp({
    id: "temper_tantrums",
    name: "Temper tantrums (normal development)",
    common: "Toddler tantrums",
    icd: "R45.8",
    tri: "self_care",
    // NICE CKS / WHO Caring for Child Development: tantrums are near universal from 1 to 4, peaking at 2 to 3.
    prior: prior(3, {
      bands: [
        [0, 0.99, 0.1],
        [1, 4.99, 6],
        [5, 6.99, 1],
        [7, 200, 0.02],
      ],
    }),
    lk: "tantrums .95, bright_verbally .5, breath_holding .1, speech_delay .05, poor_eye_contact .03, irritable_child .4, fever .02, seizure .01, injury .02",
    desc: "Tantrums are a normal part of development from about 1 to 4 years: the child screams, cries, kicks or throws themselves on the floor when they are frustrated or told no, because they have big feelings and not yet the words or control to handle them. They usually last a few minutes and the child is fine afterwards. They become less frequent as talking and self-control grow.",
    causes:
      "Frustration, tiredness, hunger or boredom; Wanting independence but not having the words; Changes at home (a new baby, a move)",
    see: "No treatment is needed. Talk to a health visitor, nurse or doctor if tantrums are very frequent or long (over 15 minutes, several times a day), the child hurts themselves or others, still has many at school age, or if there are worries about speech, hearing, development or how the child relates to others. If the child holds their breath and goes blue or stiff, or has a fit, see a doctor.",
    home: [
      "During a tantrum: Stay calm and close, keep the child safe, don't give in to what was refused; wait for it to pass, then comfort and move on.",
      "Prevent: Regular meals and naps, warnings before changes, simple choices, and praise when they manage their feelings; never shake or beat the child.",
    ],
    tx: "Clinician care: Parenting advice and support; developmental assessment if speech, behaviour or social skills are a concern.",
    src: [who("caring-for-child-development", "Caring for child development"), statpearls("Temper Tantrums")],
  }),
  gp({
    id: "tb_household_contact",
    name: "Household contact of pulmonary tuberculosis",
    common: "Living with someone who has TB (needs screening)",
    icd: "Z20.1",
    tri: "consultation",
    // WHO TB prevention: every household contact is screened; children under 5 and people with HIV get TB preventive
    // treatment once active TB is excluded.
    prior: prior(3, {
      bands: [
        [0, 4.99, 2.5],
        [5, 14.99, 1.5],
        [15, 200, 1],
      ],
    }),
    lk: "contact_tb .95, cough .25, fever .05, weight_loss .03, night_sweats .03, fever_long .02, cough_chronic .05, fast_breathing .02, fatigue .1, swollen_glands .05, appetite_loss .05",
    desc: "Someone who lives or sleeps in the same house as a person with TB of the lungs may have breathed in the germ. Most do not become ill, but some carry a silent (latent) infection that can become active TB later, and young children and people with HIV can become ill quickly. So every household contact is checked for symptoms (a cough over 2 weeks, fever, weight loss, night sweats, poor growth in children), and young children get TB preventive treatment once active TB is ruled out.",
    causes: "Sharing a home or bedroom with a person with untreated or recently started TB of the lungs",
    see: "The TB clinic or a GP in the next few days: symptom screening, examination, a chest X-ray or skin or blood test where available, and TB preventive treatment (isoniazid, or shorter rifampicin-based courses) for children under 5, people with HIV and others at risk once active TB is excluded. See a doctor sooner if the contact has a cough for more than 2 weeks, fever, weight loss, night sweats or a child is not growing or is unusually tired.",
    home: [
      "Reduce spread: Open windows, the person with TB covers coughs and takes every dose; after 2 weeks of treatment they are much less infectious.",
      "Watch for symptoms: Cough, fever, weight loss or night sweats in anyone at home mean a check for TB.",
    ],
    tx: "Clinician care: Exclusion of active TB; TB preventive treatment for children under 5, people with HIV and other eligible contacts (WHO).",
    src: [WHO_TB_TPT, who("tuberculosis", "Tuberculosis")],
  }),
];

// Likelihood rows appended to existing conditions (only where the condition has none for that finding).
export const GP16_LIKELIHOOD_ROWS: Record<string, string> = {
  // SDCEP: a tooth whose nerve died drains through the gum.
  dead_tooth_pulp: "gum_abscess .4",
  // SDCEP: an acute abscess often points as a tender swelling on the gum beside the tooth.
  dental_abscess: "gum_abscess .45, tooth_grey .05",
  // ENT UK: a child's one-sided smelly discharge is a foreign body; sinusitis is usually both sides.
  nasal_foreign_body: "thick_nasal_discharge .4",
  // NICE CKS paronychia: a red swollen nail fold, throbbing, often with a pus point, after manicures or nail biting.
  paronychia: "fever .03, red_streak .02, boil .2, cellulitis_skin .2",
  // NCDC mpox: fever before the rash, spots on the face, palms and genitals.
  genital_herpes: "pox_lesions .05",
  syphilis: "pox_lesions .05",
  // WHO HIV 2021: oesophageal thrush (painful swallowing) in advanced HIV; most people with it were never tested.
  advanced_hiv: "painful_swallowing .35, hiv_never_tested .5",
  oral_thrush: "hiv_never_tested .25",
  hiv_seroconversion: "hiv_never_tested .4",
  // WHO cervical cancer: most women with it were never screened.
  cervical_cancer: "never_smear_test .7",
  cervical_ectropion: "never_smear_test .35",
  // Chest wall and pleural pain can also be brief (NICE CKS chest pain).
  costochondritis: "chest_pain_seconds .15",
  // NICE CKS: itching in versicolor comes with sweat; eczema patches are not usually pale and scaly on the trunk.
  atopic_eczema: "nipple_rash .05, sweat_trigger .2",
  // BAD: ringworm does not scar; NICE CKS: ringworm treated with a steroid cream alone does not clear.
  tinea: "rash_scarring .02, face_ear_patches .1, cream_not_helping .3",
  lupus: "rash_scarring .1, face_ear_patches .2",
  // NICE CG158: ADHD and oppositional defiance overlap with conduct problems.
  adhd: "fighting_stealing .2, no_remorse .05, tantrums .2",
  // A blow to the breast leaves fat necrosis too (ABS).
  breast_fat_necrosis: "breast_blow .6",
  // NICE CKS mastitis: breastfeeding women worry about milk supply.
  mastitis: "milk_not_enough .15",
  breast_engorgement: "milk_not_enough .05, baby_feeds_often .3",
  // A carrier knows their own trait; a couple asking together is counselling.
  sickle_cell_trait: "partner_sickle_trait .2",
  // NICE CKS sprains: a hamstring pull is one kind of muscle strain.
  muscle_strain: "hamstring_pull .3",
  // NICE CKS neck pain: whiplash follows a rear-end crash.
  whiplash: "rear_end_crash .8",
  neck_strain: "rear_end_crash .03",
  // A caesarean is one way to give birth (puerperal sepsis after a caesarean).
  puerperal_sepsis: "recent_caesarean .3, wound_pus .2",
  // Lymph nodes in the neck after an infection (NICE CKS).
  cervical_lymphadenitis: "glands_soft_mobile .1",
  tb_lymphadenitis: "glands_soft_mobile .05",
  lymphoma: "glands_soft_mobile .05",
};
