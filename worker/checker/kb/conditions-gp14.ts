// Fourteenth round (what a GP must tell apart where a fresh set, tune11, showed gaps): spots and lumps of the
// nose and throat (nasal vestibulitis, tonsil stones), white patches in the mouth and mouth ulcers with a
// systemic cause (oral lichen planus, Behçet's disease), deformities of the foot (the bunion), sexual pain and
// the causes of scanty periods (vaginismus, intrauterine adhesions after a D&C), a child's anxiety told as a
// tummy ache (separation anxiety with school refusal), breastfeeding nipple problems (nipple trauma from a poor
// latch), the boy's foreskin (physiological phimosis), midline against lateral neck lumps (the thyroglossal
// duct cyst) and hand dermatitis from wet work (irritant contact dermatitis). And likelihood rows appended to
// existing conditions for the findings of findings-gp14.ts (a row is added only where the condition has none
// for that finding, kb/index.ts).
// Sources: NICE CKS (boils and carbuncles for the nasal furuncle; halitosis; lichen planus; mouth ulcers; bunions;
// dyspareunia; amenorrhoea; balanitis; neck lump; contact dermatitis; breastfeeding problems; reactive
// arthritis), BMJ Best Practice (Behçet syndrome), NICE CG159 and WHO mhGAP (childhood anxiety), WHO infant and
// young child feeding (latch), StatPearls for likelihoods; in the comments, ENT UK, the EULAR 2018 Behçet's
// recommendations and the International Criteria for Behçet's Disease, ESHRE / ESGE on Asherman syndrome,
// UNICEF Baby Friendly, BASHH, Ohaeri & Odejide 1994 (somatic symptoms in Nigerian primary care, Am J
// Psychiatry).
import type { Condition, Source } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { bmj, nice, statpearls, whoDoc } from "./sources.ts";

const NICE_SOCIAL_ANXIETY: Source = {
  name: "NICE CG159: Social anxiety disorder: recognition, assessment and treatment (children and young people)",
  url: "https://www.nice.org.uk/guidance/cg159",
};
const MHGAP: Source = whoDoc(
  "https://www.who.int/publications/i/item/9789241549790",
  "mhGAP Intervention Guide version 2.0 (child and adolescent mental and behavioural problems)",
);
const WHO_BREASTFEEDING: Source = whoDoc(
  "https://www.who.int/publications/i/item/9789241597494",
  "Infant and young child feeding: model chapter for textbooks (breast conditions)",
);

export const GP14_CONDITIONS: Condition[] = [
  gp({
    id: "nasal_vestibulitis",
    name: "Nasal vestibulitis (infected spot or boil inside the nostril)",
    common: "Infected spot inside the nose",
    icd: "J34.8",
    tri: "consultation",
    // Common in general practice; Staphylococcus aureus after picking the nose, plucking hairs or a cold.
    prior: prior(3, {
      bands: [
        [0, 4.99, 0.3],
        [5, 200, 1],
      ],
    }),
    lk: "nostril_spot .95, nose_tip_red .6, pimples .3, skin_tender_red .1, blocked_nose .2, runny_nose .15, nosebleed .1, fever .08, eyelid_swelling .02, facial_pain .1, swollen_face .05, headache .1",
    desc: "The skin just inside the nostril (the vestibule) carries hairs and bacteria. When it is broken, by picking, plucking or trimming hairs, blowing a runny nose a lot, or a nose piercing, it can become infected: a painful spot, crusting or a small boil forms inside the nostril and the tip of the nose turns red, swollen and tender. It usually settles with an antibiotic cream or tablets. Because veins from this part of the face drain towards the brain, spreading redness around the eye, high fever or a bad headache need urgent care.",
    causes:
      "Picking the nose, plucking or trimming nose hairs, a nose piercing; Frequent nose blowing with a cold or allergy; Staphylococcus bacteria carried in the nose; Diabetes or a weak immune system makes boils more likely",
    see: "A check within a few days: an antibiotic cream (for example mupirocin or Naseptin) or, for a boil or spreading redness, antibiotic tablets; a boil is never squeezed. Go the same day if redness spreads to the cheek or eyelid, the eye swells, or you have a high fever or a bad headache.",
    home: [
      "Don't squeeze or pick: Leave the spot alone; squeezing can push the infection deeper.",
      "Warm compresses: Hold a clean warm cloth on the nose for 10 minutes three times a day; wash your hands after touching it.",
    ],
    tx: "Clinician care: An antibiotic nasal cream for 1 to 2 weeks, or flucloxacillin (or clarithromycin) tablets for a furuncle; drainage by an ENT doctor for a large boil.",
    src: [nice("boils-carbuncles", "Boils and carbuncles (nasal furuncle)"), statpearls("Nasal Vestibulitis")],
  }),
  gp({
    id: "tonsil_stones",
    name: "Tonsil stones (tonsilloliths)",
    common: "Tonsil stones",
    icd: "J35.8",
    tri: "self_care",
    // Small calcified debris in the tonsil crypts; found on up to a tenth of scans in adults, a common cause of
    // bad breath. Uncommon in young children.
    prior: prior(4, {
      bands: [
        [0, 9.99, 0.1],
        [10, 14.99, 0.5],
        [15, 200, 1],
      ],
    }),
    lk: "tonsil_stones_seen .9, bad_breath .85, throat_lump_feeling .45, bitter_taste .3, sore_throat .2, painful_swallowing .1, swollen_tonsils .2, ear_pain .08, cough .1, fever .02, swollen_glands .05",
    desc: "Tonsil stones are small white or yellow lumps of trapped food, dead cells and bacteria that harden in the pits (crypts) of the tonsils. They are harmless but smell, so the main complaint is bad breath that brushing does not cure; some people feel something stuck in the throat, or cough up small smelly white stones. They are not an infection and do not need antibiotics.",
    causes:
      "Deep pits in the tonsils, often after repeated sore throats; Food debris and mouth bacteria collecting in them",
    see: "A GP or ENT check if the stones are large, keep coming back, or there is a one-sided swelling, pain or blood; removal of the tonsils is considered only when they trouble you a lot.",
    home: [
      "Gargle: Gargle with warm salt water after meals; it loosens stones and freshens the breath.",
      "Mouth care: Brush teeth and tongue twice a day and drink plenty of water; don't dig stones out with sharp objects.",
    ],
    tx: "Clinician care: Reassurance; a water flosser or gentle removal for troublesome stones; tonsillectomy only for persistent, distressing stones.",
    src: [nice("halitosis", "Halitosis"), statpearls("Tonsillolith")],
  }),
  gp({
    id: "oral_lichen_planus",
    name: "Oral lichen planus",
    common: "Lichen planus of the mouth",
    icd: "L43.8",
    tri: "consultation",
    // About 1 to 2 in 100 adults, women more than men, mostly from 30 to 60; rare in children.
    prior: prior(2, {
      f: 2,
      bands: [
        [0, 14.99, 0.02],
        [15, 24.99, 0.3],
        [25, 200, 1],
      ],
    }),
    lk: "mouth_white_lace .9, mouth_sting_spicy .7, swollen_gums .35, mouth_ulcers .3, oral_thrush .3, sore_tongue .2, purple_flat_bumps .15, itching .1, dry_mouth .1, fever .01, weight_loss .01, swollen_glands .02",
    desc: "Lichen planus is a long-lasting inflammation of the skin and the lining of the mouth. In the mouth it shows as white lacy lines or streaks, usually on both inner cheeks, sometimes with red sore areas or ulcers and sore gums; eating spicy, salty or acidic food stings. It is not infectious. It comes and goes over years; a long-standing patch that changes, thickens or ulcerates should be checked because a small share can turn into mouth cancer.",
    causes:
      "The immune system reacting against the lining of the mouth (cause often unknown); Some medicines (for example some blood pressure tablets, NSAIDs, antimalarials) and dental fillings can cause a similar reaction; Hepatitis C in some people",
    see: "A routine check with a GP or dentist, who may take a small sample (biopsy) to confirm it and review it yearly; go sooner if a patch becomes a lump, a non-healing ulcer or a red patch, or there is a neck lump.",
    home: [
      "Avoid triggers: Avoid spicy, acidic and very hot food and drink, alcohol and tobacco; use a mild toothpaste without sodium lauryl sulfate.",
      "Mouth care: Keep teeth and gums clean with a soft brush; see a dentist regularly.",
    ],
    tx: "Clinician care: Steroid mouthwashes, sprays or pastes for painful flares, benzydamine mouthwash for soreness, and review by a dentist or oral medicine clinic.",
    src: [nice("lichen-planus", "Lichen planus"), statpearls("Oral Lichen Planus")],
  }),
  gp({
    id: "behcet_disease",
    name: "Behçet's disease",
    common: "Behçet's disease (recurrent mouth and genital ulcers)",
    icd: "M35.2",
    tri: "consultation",
    // Rare (commonest along the old Silk Road, reported across Africa); onset at 20 to 40.
    prior: prior(0.15, {
      m: 1.2,
      bands: [
        [0, 9.99, 0.05],
        [10, 15.99, 0.4],
        [16, 45, 1],
        [45.01, 200, 0.4],
      ],
    }),
    lk: "mouth_ulcers .98, genital_sores .75, recurrent .9, red_eyes .4, vision_blurred .3, eye_pain .25, photophobia .15, shin_lumps .35, joint_pain .5, joint_swelling .25, hair_pustules .3, pimples .2, headache .2, fatigue .3, fever .1, genital_blisters .05, unprotected_sex .06, urethral_discharge .02",
    desc: "Behçet's disease is a long-term inflammation of blood vessels. Its mark is painful mouth ulcers that keep coming back, with ulcers on the genitals (the scrotum or the vulva) that often leave scars. Many people also get red, painful or blurred eyes (uveitis), acne-like spots, painful red lumps on the shins and aching or swollen joints. The eye inflammation can damage sight, and rarely the disease affects the veins, bowel or brain, so it needs a specialist's care.",
    causes:
      "An over-active immune system in people with an inherited tendency (HLA-B51), commonest in people from Turkey, the Middle East and Asia; Not infectious and not sexually transmitted",
    see: "A GP check and referral to a rheumatologist (and an eye doctor for red or blurred eyes); genital ulcers are tested for herpes and syphilis. Go the same day for a painful red eye with blurred vision, a swollen painful leg, a severe headache or black stools.",
    home: [
      "Mouth care: Use a soft toothbrush, a steroid or numbing mouth paste and avoid spicy food while ulcers are active.",
      "Keep a diary: Note ulcers, eye symptoms and joint pains to show your doctor.",
    ],
    tx: "Clinician care: Steroid pastes for ulcers, colchicine for ulcers, skin lumps and joints, and immune-suppressing treatment (azathioprine, biologics) when the eyes or other organs are affected.",
    src: [
      nice("mouth-ulcers", "Mouth ulcers (differential diagnosis)"),
      bmj("Behcet syndrome"),
      statpearls("Behcet Disease"),
    ],
  }),
  gp({
    id: "hallux_valgus",
    name: "Hallux valgus (bunion)",
    common: "Bunion",
    icd: "M20.1",
    tri: "consultation",
    // Common: about one in four adults, women two to three times more than men, rising with age; tight shoes and
    // family history.
    prior: prior(6, {
      f: 2,
      bands: [
        [0, 9.99, 0.02],
        [10, 17.99, 0.3],
        [18, 39.99, 0.8],
        [40, 200, 1.5],
      ],
    }),
    lk: "bunion_bump .95, big_toe_angled .8, shoes_rub .8, walking_pain .6, big_toe_pain .4, joint_pain .25, corn_callus .3, joint_swelling .2, numbness .05, fever .01",
    desc: "A bunion is a bony bump on the inner side of the foot at the base of the big toe. The big toe slowly bends towards the other toes and the joint at its base sticks out; shoes rub on it, so it becomes red, sore and hard skin or a corn forms, and walking can hurt. It develops over years and does not go away by itself, but the right shoes often make it comfortable.",
    causes:
      "Inherited foot shape (it runs in families); Narrow, pointed or high-heeled shoes; Flat feet, loose ligaments; Rheumatoid arthritis",
    see: "A routine GP check; referral to a podiatrist for insoles, toe spacers or padding, and to a foot surgeon if pain stays bad despite good shoes. See a doctor sooner if the toe becomes hot, red and very swollen overnight (gout or infection), or you have diabetes and the skin breaks.",
    home: [
      "Wide shoes: Wear wide, deep, soft shoes with a low heel; avoid pointed and high-heeled shoes.",
      "Pad and ease pain: A bunion pad or gel cushion, ice wrapped in a cloth, and paracetamol or ibuprofen if needed.",
    ],
    tx: "Clinician care: Podiatry (insoles, spacers, padding); bunion surgery to straighten the toe when pain persists.",
    src: [nice("bunions", "Bunions"), statpearls("Hallux Valgus")],
  }),
  gp({
    id: "vaginismus",
    name: "Vaginismus",
    common: "Vaginismus (tightening that stops penetration)",
    icd: "N94.2",
    tri: "consultation",
    // About 1 in 100 to 6 in 100 women; often noticed at the start of sexual life or marriage.
    prior: prior(3, {
      m: 0,
      bands: [
        [0, 14.99, 0],
        [15, 17.99, 0.3],
        [18, 45, 1],
        [45.01, 200, 0.3],
      ],
    }),
    lk: "penetration_impossible .85, vagina_tightens .85, fear_of_sex .75, painful_sex .9, low_libido .3, stress .3, infertility .1, worry .3, vaginal_discharge .03, bleeding_between .02, itching .03",
    desc: "In vaginismus the muscles around the entrance of the vagina tighten by themselves whenever penetration is tried, by a partner, a tampon or an examination. Sex is painful or impossible, and fear of the pain makes the tightening worse. It is common, not the woman's fault, and very treatable; it can start from the first attempt at sex or later after pain, an infection, childbirth or a bad experience.",
    causes:
      "Fear or anxiety about sex or pain, strict teaching that sex is wrong; A painful experience (an infection, a tear at childbirth, a rough examination); Past sexual abuse or assault; Relationship stress",
    see: "A GP visit to rule out infection, dryness or skin problems with a gentle examination (only with consent), then referral for psychosexual therapy, pelvic floor physiotherapy and vaginal trainers (dilators).",
    home: [
      "Take the pressure off: Agree with your partner to stop trying penetration for a while and keep closeness without it.",
      "Relax the pelvic floor: Slow breathing and gentle relaxation exercises; a water-based lubricant helps when you try again.",
    ],
    tx: "Clinician care: Sex therapy (psychosexual counselling), pelvic floor physiotherapy and graded vaginal trainers; treating any infection or dryness first.",
    src: [nice("dyspareunia", "Dyspareunia"), statpearls("Vaginismus")],
  }),
  gp({
    id: "asherman_syndrome",
    name: "Intrauterine adhesions (Asherman syndrome)",
    common: "Scarring inside the womb after a D&C",
    icd: "N85.6",
    tri: "consultation",
    // Follows a D&C or evacuation (especially after a miscarriage or delivery), womb surgery or infection;
    // common in Nigeria where unsafe evacuations are frequent.
    prior: prior(1, {
      m: 0,
      bands: [
        [0, 15.99, 0],
        [16, 45, 1],
        [45.01, 200, 0.2],
      ],
    }),
    lk: "periods_after_dc .95, light_periods .6, periods_stopped .5, missed_period .4, infertility .6, cyclic_pain_no_bleed .4, recent_abortion .35, period_pain .2, irregular_periods .1, pregnant .01, hot_flushes .02, galactorrhoea .02, hirsutism .02, weight_gain .05",
    desc: "After a D&C (scraping or evacuation of the womb), especially one done after a miscarriage, an abortion or a delivery, or after an infection of the womb, scar tissue can form inside the womb and stick its walls together. The periods then become very light or stop, sometimes with monthly cramps but no bleeding, and getting pregnant becomes hard or miscarriages recur. It is treated by cutting the scars through a camera passed into the womb.",
    causes:
      "A D&C or manual evacuation, especially after a miscarriage, abortion or delivery, or more than one; An infection of the womb (including tuberculosis of the womb); Other operations on the womb (fibroid removal, caesarean section)",
    see: "A GP or gynaecology visit: a pregnancy test and hormone blood tests first, then a scan and hysteroscopy (a camera into the womb) to see and cut the scar tissue; a fertility clinic if you are trying to conceive.",
    home: [
      "Keep a record: Note the dates and amount of any bleeding and cramps to show the doctor.",
      "Pregnancy test: Do a pregnancy test if a period is missed.",
    ],
    tx: "Clinician care: Hysteroscopic division of the adhesions, often with oestrogen treatment or a balloon afterwards, and fertility care.",
    src: [nice("amenorrhoea", "Amenorrhoea"), statpearls("Asherman Syndrome")],
  }),
  gp({
    id: "separation_anxiety",
    name: "Separation anxiety disorder (school refusal)",
    common: "Separation anxiety in a child",
    icd: "F93.0",
    tri: "consultation",
    // The commonest anxiety disorder of childhood (about 4 in 100 children), peaking at 5 to 10 years; fears of
    // separation are normal in toddlers.
    prior: prior(4, {
      bands: [
        [0, 2.99, 0.05],
        [3, 4.99, 0.5],
        [5, 11.99, 3],
        [12, 15.99, 0.6],
        [16, 200, 0.03],
      ],
    }),
    lk: "clings_to_parent .9, only_school_days .65, missing_school .6, abdominal_pain .55, headache .3, nausea .2, worry .45, insomnia .2, low_mood .1, vomiting .05, weight_loss .02, bloody_stool .005, fever .02, diarrhoea .05",
    desc: "Separation anxiety is more than the normal clinginess of toddlers: a school-age child becomes very distressed at leaving a parent, worries that something bad will happen to the parent, and often refuses to go to school. The fear shows as tummy aches, headaches or feeling sick on school mornings that are gone at weekends and in the holidays. It often starts after a change (a new school, a move, an illness or a loss) and responds well to help.",
    causes:
      "A worried temperament or anxious parents; A change or stress (a new school, moving, a new baby, a death or illness in the family, bullying); Overprotection that lets the child avoid separating",
    see: "A GP visit to check the child and the tummy aches, then advice on a gradual, firm return to school with the school's help, and referral to child mental health for cognitive behavioural therapy if it persists. See a doctor sooner if there is weight loss, vomiting, blood in the stool or pain that wakes the child at night.",
    home: [
      "Keep going to school: Keep the goodbye short and calm and keep the child going to school, with the teacher's help; staying home makes the fear grow.",
      "Talk and praise: Listen to the worries, ask what happens at school (bullying), and praise each brave step.",
    ],
    tx: "Clinician care: Parent-led cognitive behavioural therapy and a school plan; medicine is rarely needed.",
    src: [nice("generalized-anxiety-disorder", "Generalized anxiety disorder (children)"), NICE_SOCIAL_ANXIETY, MHGAP],
  }),
  gp({
    id: "nipple_trauma",
    name: "Sore, cracked nipples from breastfeeding (poor latch)",
    common: "Cracked nipples from breastfeeding",
    icd: "O92.1",
    tri: "self_care",
    // Sore nipples affect most women in the first breastfeeding weeks (the commonest breastfeeding complaint, more
    // often than engorgement); poor attachment is the usual cause.
    prior: prior(12, {
      m: 0,
      bands: [
        [0, 13.99, 0],
        [14, 15.99, 0.3],
        [16, 45, 1],
        [45.01, 200, 0],
      ],
    }),
    lk: "cracked_nipples .9, nipple_pain_feeding .95, breastfeeding .99, breast_pain .8, poor_latch .5, nipple_blood .1, nipple_blanching .1, fever .03, breast_red_swollen .03, breast_lump .03, itching .1",
    desc: "Sore, cracked or bleeding nipples in the first weeks of breastfeeding are nearly always caused by the baby not taking a big enough mouthful of breast (a shallow latch), so the nipple is squashed against the hard palate. Feeds hurt, the nipple may look flattened or pinched after a feed and cracks form. Improving the latch usually ends the pain within days; breastfeeding can continue.",
    causes:
      "A shallow latch or poor positioning; A tongue tie in the baby; Pulling the baby off without breaking the suction; Thrush or eczema of the nipple (less often)",
    see: "A midwife, health visitor or breastfeeding counsellor to watch a feed and help with the latch; a GP if a crack looks infected (yellow crust, spreading redness), the breast becomes red, hot and painful with fever (mastitis), or pain continues once the latch is good.",
    home: [
      "Improve the latch: Hold the baby close, nose to nipple, and wait for a wide-open mouth so the baby takes a big mouthful of breast; break suction with a clean finger before taking the baby off.",
      "Care for the nipples: Rub in a little breast milk after feeds, let them air-dry and start feeds on the less sore side; keep breastfeeding or express milk.",
    ],
    tx: "Clinician care: Latch and positioning support, checking the baby for a tongue tie, and antibiotics only for an infected crack.",
    src: [WHO_BREASTFEEDING, nice("breastfeeding-problems", "Breastfeeding problems")],
  }),
  gp({
    id: "physiological_phimosis",
    name: "Physiological phimosis (a boy's normal tight foreskin)",
    common: "Tight foreskin in a young boy",
    icd: "N47",
    tri: "self_care",
    // Nearly every baby boy's foreskin is non-retractile; by 10 years half, by 16 almost all retract. Parents
    // bring boys from 1 to 8 years.
    prior: prior(8, {
      f: 0,
      bands: [
        [0, 0.99, 0.5],
        [1, 7.99, 2],
        [8, 11.99, 0.8],
        [12, 15.99, 0.2],
        [16, 200, 0.01],
      ],
    }),
    lk: "foreskin_tight .95, foreskin_balloons .6, penis_tip_sore .05, itching .05, dysuria .05, haematuria .01, fever .01, urethral_discharge .01, urinary_retention .01",
    desc: "A baby boy's foreskin is stuck to the head of the penis and does not pull back; it loosens by itself slowly through childhood, often not until the teenage years. The foreskin may balloon when he passes urine and white lumps (smegma) may collect under it; both are normal. It needs no treatment and must never be pulled back by force. Only scarring, repeated infections or trouble passing urine need a doctor.",
    causes: "Normal development: the foreskin and the head of the penis separate gradually through childhood",
    see: "A GP visit only if the tip of the foreskin is scarred white, the foreskin or the tip of the penis becomes red, sore and swollen, it hurts to pass urine or he cannot pass it, or there is blood. Go now if a foreskin pulled back gets stuck and swells (paraphimosis).",
    home: [
      "Leave it alone: Do not pull the foreskin back; wash the outside with warm water only at bath time.",
      "Teach gently: Once it loosens by itself (often after 5 years, sometimes much later), he can ease it back gently to wash and then return it.",
    ],
    tx: "Clinician care: Reassurance; a steroid cream for a few weeks if a tight foreskin causes problems; circumcision only for scarring or repeated infections.",
    src: [nice("balanitis", "Balanitis (including phimosis in children)"), statpearls("Phimosis")],
  }),
  gp({
    id: "thyroglossal_cyst",
    name: "Thyroglossal duct cyst",
    common: "Cyst in the middle of the neck",
    icd: "Q89.2",
    tri: "consultation",
    // The commonest midline neck lump of childhood; most are found before 10, some in young adults.
    prior: prior(0.8, {
      bands: [
        [0, 1.99, 0.5],
        [2, 14.99, 2.5],
        [15, 29.99, 1],
        [30, 200, 0.4],
      ],
    }),
    lk: "neck_lump_midline .95, lump_moves_tongue .8, thyroid_nodule .5, neck_lump_chronic .7, swollen_glands .3, goitre .2, lump_mobile .3, tender_neck_lump .1, neck_front_pain .05, fever .05, fast_growing_lump .05, painful_swallowing .03",
    desc: "A thyroglossal duct cyst is a round, smooth lump in the middle of the front of the neck, left over from the path the thyroid gland took in the unborn baby from the back of the tongue down to the neck. It is usually painless and moves up when the tongue is poked out or on swallowing. It is harmless but can become infected (red, painful and swollen), so it is removed by a planned operation.",
    causes:
      "A remnant of the duct the thyroid gland followed as it formed before birth (present from birth, noticed later)",
    see: "A routine GP visit and referral to an ENT surgeon for an ultrasound scan (which also checks the thyroid) and planned removal (Sistrunk operation). See a doctor within a day if it becomes red, hot and painful, and go now if breathing or swallowing becomes difficult.",
    home: "Leave it alone: Don't squeeze or press on the lump; note if it grows or becomes tender.",
    tx: "Clinician care: Surgical removal with the middle of the hyoid bone (Sistrunk operation); antibiotics first if it is infected.",
    src: [nice("neck-lump", "Neck lump"), statpearls("Thyroglossal Duct Cyst")],
  }),
  gp({
    id: "irritant_hand_dermatitis",
    name: "Irritant contact dermatitis of the hands",
    common: "Hand eczema from wet work",
    icd: "L24.9",
    tri: "self_care",
    // The commonest occupational skin disease: hairdressers, cleaners, caterers, health workers, mothers of
    // young children; about one adult in ten has hand eczema in a year.
    prior: prior(15, {
      f: 1.3,
      bands: [
        [0, 9.99, 0.1],
        [10, 15.99, 0.4],
        [16, 200, 1],
      ],
    }),
    lk: "hands_dry_cracked .95, wet_work .8, rash .6, scaly_skin .5, itching .45, contact_rash .3, blisters .08, skin_tender_red .05, fever .01, boil .01, eczema_patches .15",
    desc: "Irritant contact dermatitis of the hands is damage to the skin's barrier from frequent water, soap, detergents, hair products or chemicals. The backs of the hands and between the fingers become dry, red and rough, then crack and sting, especially when washed. It is not an allergy and not infectious. It improves when the hands are protected and moisturised, but comes back if the wet work continues unprotected.",
    causes:
      "Wet work: washing hands or dishes many times a day, cleaning, hairdressing, catering, nursing, caring for babies; Detergents, bleach, solvents, hair dyes and perming solutions; Cold dry weather; Having had eczema as a child",
    see: "A GP or pharmacist if it does not improve in 2 to 4 weeks of care, cracks become infected (yellow crusts, pus, spreading redness) or it spreads; patch testing looks for an allergy when it persists, and work may need to change.",
    home: [
      "Protect the hands: Wear cotton-lined gloves for wet work and chemicals, and use lukewarm water and a soap substitute.",
      "Moisturise often: Apply a thick, fragrance-free emollient after every wash and at night.",
    ],
    tx: "Clinician care: A strong steroid ointment for 1 to 2 weeks with emollients, patch tests if allergy is suspected, and occupational health advice.",
    src: [nice("dermatitis-contact", "Dermatitis - contact"), statpearls("Irritant Contact Dermatitis")],
  }),
];

export const GP14_LIKELIHOOD_ROWS: Record<string, string> = {
  // A child's nasal foreign body or a septal haematoma is not a spot at the nostril; acne rarely sits inside it.
  nasal_foreign_body: "nostril_spot .1",
  nasal_septal_haematoma: "nostril_spot .05",
  // ENT UK / NICE CKS halitosis: bad breath with stones; the globus feeling is common with reflux and anxiety.
  gerd: "throat_lump_feeling .15",
  gad: "throat_lump_feeling .1, clings_to_parent .15",
  strep_throat: "tonsil_stones_seen .02",
  viral_pharyngitis: "tonsil_stones_seen .02, throat_lump_feeling .05",
  // NICE CKS lichen planus: the mouth is affected in about half of people with skin lichen planus; thrush plaques
  // wipe off and sting less; aphthous ulcers sting with spicy food.
  lichen_planus: "mouth_white_lace .5, mouth_sting_spicy .3",
  oral_thrush: "mouth_white_lace .1, mouth_sting_spicy .3",
  aphthous_ulcers: "mouth_sting_spicy .4",
  // NICE CKS gout: a hot swollen first toe joint overnight; a bunion is a chronic bump.
  // NICE CKS gout: an attack typically starts at night or in the early morning.
  gout: "bunion_bump .05, shoes_rub .1, night_pain .5",
  ingrown_toenail: "shoes_rub .4",
  // NICE CKS dyspareunia: infection and dryness make sex painful but rarely impossible.
  vaginal_candidiasis: "penetration_impossible .03",
  // Causes of scanty periods other than adhesions (NICE CKS amenorrhoea).
  secondary_amenorrhoea: "light_periods .35, periods_after_dc .05",
  // NICE CKS constipation in children: tummy ache is common with constipation; anxiety adds the school pattern.
  constipation: "only_school_days .05",
  social_anxiety: "only_school_days .2, clings_to_parent .1",
  // Ohaeri & Odejide 1994: heat in the head and crawling sensations are the commonest somatic complaints of
  // Nigerian primary care, with depression and anxiety as well as somatisation (WHO mhGAP).
  health_anxiety: "head_heat .35, body_crawling .3, numbness .3, headache .4, fatigue .4, insomnia .3",
  depression: "head_heat .1, body_crawling .05",
  // NICE CKS breastfeeding problems: vasospasm hurts after feeds; mastitis follows cracked nipples.
  nipple_vasospasm: "nipple_pain_feeding .7, poor_latch .3",
  mastitis: "nipple_pain_feeding .4, poor_latch .2",
  // NICE CKS balanitis: a sore red foreskin; ballooning on voiding is normal in boys.
  balanitis: "foreskin_balloons .1",
  // NICE CKS neck lump: the thyroid sits low in the midline and moves on swallowing, not with the tongue.
  thyroid_nodule: "neck_lump_midline .5, lump_moves_tongue .05",
  goitre: "neck_lump_midline .6, lump_moves_tongue .03",
  tb_lymphadenitis: "neck_lump_midline .03",
  cervical_lymphadenitis: "neck_lump_midline .05",
  // BAD: allergic contact dermatitis also affects the hands of wet workers.
  contact_dermatitis: "hands_dry_cracked .3, wet_work .3",
  // BASHH: disseminated gonococcal infection shows a few pustules on the limbs.
  gonococcal_arthritis: "skin_pustules_few .5",
  impetigo: "skin_pustules_few .3",
  acne: "skin_pustules_few .3",
  // NICE CKS reactive arthritis: 1 to 4 weeks after a gut (or genital) infection; Guillain–Barré often follows
  // Campylobacter diarrhoea (NICE CKS); haemolytic uraemic syndrome follows bloody diarrhoea by a week.
  reactive_arthritis: "recent_diarrhoea_episode .5",
  guillain_barre: "recent_diarrhoea_episode .3",
  haemolytic_uraemic_syndrome: "recent_diarrhoea_episode .6",
  // WHO rheumatic fever / NICE CKS erythema nodosum and glomerulonephritis: a streptococcal sore throat 1 to 4
  // weeks before (2 to 3 weeks before rheumatic fever, 1 to 3 before post-streptococcal glomerulonephritis).
  rheumatic_fever: "recent_sore_throat .6",
  glomerulonephritis: "recent_sore_throat .45",
  erythema_nodosum: "recent_sore_throat .35",
  // A chemical eye burns.
  chemical_eye_injury: "dry_eyes .4",
  // Pityriasis alba is mildly itchy or not at all (BAD).
  pityriasis_alba: "itching .3, ring_rash .1",
  tinea: "pale_face_patches .05",
};
