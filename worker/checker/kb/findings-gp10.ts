// Findings for the tenth breadth round (conditions-gp10.ts): lay words a patient uses for signs the knowledge
// base could not hear, or heard as the wrong finding ("known breast cancer" is not a family history, "drank lots
// of water" is not thirst, "recent injection" into the buttock is not a new medicine). Each is created only
// where no existing finding fits; aliases are the words a patient or relative types.
// Sources per finding in the comments; the conditions that carry them cite the guideline in full.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP10_FINDINGS: Finding[] = [
  // NICE CKS eating disorders: a heart rate under 40, fainting and cold peripheries are signs of medical
  // instability in anorexia; ESC 2018 syncope: slow pulse with fainting is a high-risk feature.
  f(
    "slow_heartbeat",
    "Slow heartbeat or pulse",
    "Is the heartbeat or pulse slow, under 50 a minute?",
    "slow heartbeat|slow heart beat|heart beating slowly|heart slow|slow pulse|pulse is slow|heart rate is low|low heart rate|bradycardia|heartbeat very slow",
    { group: "cardio", base: 0.003 },
  ),
  // ESC 2018 syncope guideline: fainting while sitting or lying down (or on exertion) suggests a heart rhythm cause.
  f(
    "fainting_sitting",
    "Fainted while sitting or lying down",
    "Did the fainting happen while sitting or lying down, rather than on standing?",
    "fainted while sitting|fainted while sitting down|collapsed while sitting|fainted while lying down|fainted in the chair|passed out while sitting|fainted sitting down",
    { group: "cardio", base: 0.002, implies: ["fainting"] },
  ),
  // Wilderness Medical Society 2019 / 3rd International EAH Consensus: drinking beyond thirst during a long
  // race is the cause of exercise-associated hyponatraemia.
  f(
    "drank_excess_water",
    "Drank a very large amount of water",
    "Did you drink a very large amount of water or fluid in a short time (far more than thirst asked for)?",
    "drank lots of water|drank too much water|drank litres of water|overdrank water|drank water all through the race|drank water at every station",
    { group: "history", base: 0.003 },
  ),
  f(
    "endurance_event",
    "Ran a long race or did hours of endurance exercise",
    "Did you run a long race (half-marathon, marathon) or do several hours of endurance exercise today?",
    "ran a long race|ran the marathon|ran a marathon|half marathon|long distance race|long distance running|after the marathon|ran a long distance|after a long race|endurance race|run the marathon|ran marathon|run a marathon|running a marathon",
    { group: "history", base: 0.002 },
  ),
  // NICE CG71 familial hypercholesterolaemia: tendon xanthomata are diagnostic (Simon Broome); xanthelasma under
  // 40 and a first-degree relative with early heart disease raise the suspicion.
  f(
    "xanthelasma",
    "Yellow patches on the eyelids",
    "Are there flat yellow patches on or around the eyelids?",
    "yellow patches on the eyelids|yellow patches on eyelids|yellow spots on the eyelids|yellow things on my eyelids|yellow lumps on the eyelids|xanthelasma|cholesterol deposits on eyelids|fatty yellow patches around the eyes",
    { group: "skin", base: 0.002 },
  ),
  f(
    "tendon_xanthoma",
    "Lumps on the heel tendon or knuckle tendons",
    "Are there firm lumps in the tendon at the back of the heel or over the knuckles?",
    "lumps on the heel tendon|lump on the heel tendon|lumps on the achilles|thick heel tendon|lumps on the knuckles tendon|tendon xanthoma|tendon lumps",
    { group: "msk", base: 0.001 },
  ),
  // NICE CKS tremor: essential tremor is an action tremor of the hands, often familial, often eased by alcohol.
  f(
    "tremor_action",
    "Shaking that comes when using the hands (writing, drinking, holding a cup)",
    "Does the shaking come when you use your hands, such as writing, drinking or holding a cup, rather than at rest?",
    "shaking when writing|hands shake when writing|shaking when drinking tea|hands shake when holding a cup|shaking when i hold a cup|shaking when using my hands|tremor when writing|shaky handwriting|spills drinks from shaking",
    { group: "neuro", base: 0.005, implies: ["tremor"] },
  ),
  f(
    "family_tremor",
    "A parent or sibling with shaking hands",
    "Does a parent, brother or sister have shaking hands too?",
    "father has shaking hands|mother has shaking hands|shaking runs in the family|tremor runs in the family|family history of tremor|my papa get am too|parent has tremor|father shakes too",
    { group: "history", base: 0.003 },
  ),
  f(
    "tremor_better_alcohol",
    "Shaking eases after a drink of alcohol",
    "Does the shaking get better for a while after a drink of alcohol?",
    "better after alcohol|shaking better after alcohol|tremor better with alcohol|shaking stops after a drink|hands steady after a drink",
    { group: "neuro", base: 0.002 },
  ),
  // EAU paediatric urology / StatPearls PUJ obstruction: loin pain and vomiting after a large drink (diuresis)
  // that settles in hours is intermittent hydronephrosis (Dietl's crisis).
  f(
    "flank_pain_after_drinking",
    "Side or back pain that comes after drinking a lot",
    "Does the pain in the side come on after drinking a lot of fluid (water, soft drinks, beer)?",
    "side pain after drinking lots|pain after drinking lots of water|side pain after drinking|back pain after drinking a lot|pain in the side after drinking beer|loin pain after drinking|side pain after drinking coke|pain after big drinks",
    { group: "urinary", base: 0.001, implies: ["flank_pain"] },
  ),
  // BSR/NICE NG100: a person known to have rheumatoid arthritis; neck pain with tingling or weak hands is a
  // cervical myelopathy from atlanto-axial subluxation until imaging says otherwise.
  f(
    "known_rheumatoid_arthritis",
    "Known rheumatoid arthritis",
    "Have you been told you have rheumatoid arthritis?",
    "known rheumatoid arthritis|has rheumatoid arthritis|i have rheumatoid arthritis|rheumatoid arthritis for years|diagnosed with rheumatoid arthritis|rheumatism for years",
    { group: "history", base: 0.003 },
  ),
  // NICE NG12 / Society for Endocrinology emergency guidance: hypercalcaemia in a person known to have cancer.
  f(
    "known_cancer",
    "Known cancer (now or in the past)",
    "Have you been diagnosed with cancer, now or in the past?",
    "known breast cancer|known cancer|diagnosed with cancer|cancer patient|treated for cancer|breast cancer patient|cancer that has spread|wey get breast cancer|known to have cancer",
    { group: "history", base: 0.003 },
  ),
  // WHO mhGAP / NICE CG133 / NICE NG225: giving possessions away and a farewell note are warning signs of
  // imminent suicide, even when the person does not say it.
  f(
    "giving_away_belongings",
    "Giving away belongings or putting affairs in order",
    "Has the person been giving away their things or saying goodbye, as if putting their affairs in order?",
    "giving away belongings|giving away her things|giving away his things|giving her things away|giving his things away|giving away possessions|giving out all her things|saying goodbye to everyone|putting affairs in order|giving friends all her things",
    { group: "mental", rf: true, base: 0.0005 },
  ),
  f(
    "goodbye_note",
    "Wrote a goodbye or suicide note",
    "Has the person written a goodbye note or a message saying not to cry for them?",
    "wrote a goodbye letter|goodbye letter|goodbye note|suicide note|farewell note|wrote a farewell message|letter saying not to cry for her|letter saying not to cry for him|wrote a will|goodbye message",
    { group: "mental", rf: true, base: 0.0003 },
  ),
  // NICE CKS / BAD: trichotillomania, pulling out one's own hair, with patches of broken hairs.
  f(
    "hair_pulling",
    "Hair-pulling habit (trichotillomania)",
    "Does the person pull out their own hair, often without noticing or when stressed?",
    "pulls out her hair one by one|pulls out hair one by one|twists and pulls hair|plucking own hair|hair pulling habit|pulls hair when stressed|plucks out her hair|plucks out his hair|trichotillomania|pulling out hair strand by strand",
    { group: "mental", base: 0.001 },
  ),
  // WHO fluoride in drinking-water / SDCEP: dental fluorosis, white or brown mottling on many teeth from excess
  // fluoride in borehole water while the teeth formed.
  f(
    "teeth_mottled",
    "White or brown patches or stains on many teeth",
    "Are there white or brown patches or stains on many teeth, present since the teeth came through?",
    "white patches on the teeth|brown stains on the teeth|brown patches on the teeth|mottled teeth|spots on the teeth|stained teeth|patches on many teeth|white and brown patches on teeth|teeth with brown lines|chalky white teeth|discoloured teeth patches",
    { group: "mouth", base: 0.003 },
  ),
  f(
    "borehole_water",
    "Drinks borehole or well water",
    "Does the household drink water from a borehole or well?",
    "drinks borehole water|borehole water|drinks well water|drink from the borehole|water from the borehole",
    { group: "history", base: 0.02 },
  ),
  // AAO / RCOphth: presbyopia, near focus lost from the mid-40s: small print blurs, reading held at arm's length.
  f(
    "near_vision_difficulty",
    "Difficulty reading small print up close, holding things far away to read",
    "Is it hard to read small print up close, so you hold the phone or paper further away to read it?",
    "difficulty reading small print|cant read small print|small writing blurry|holds phone far to read|hold the phone far to read|holds the newspaper far away|needs reading glasses|small print blur|unable to read small print|unable to read small writing|not able to read small print",
    { group: "eye", base: 0.01 },
  ),
  f(
    "distance_vision_fine",
    "Far vision is clear",
    "Are things far away still clear?",
    "far vision is fine|far things clear|can see far well|distance vision is fine|far away is clear|sees far well",
    { group: "eye", base: 0.05 },
  ),
  // NICE CKS warts and verrucae: a verruca is a hard, rough lump on the sole with black dots (clotted capillaries),
  // painful on walking; a corn has no dots.
  f(
    "sole_lump_black_dots",
    "Hard rough lump on the sole with tiny black dots",
    "Is there a hard, rough lump on the sole of the foot with tiny black dots in it?",
    "hard lump under the foot|small black dots in it|lump on the sole with black dots|rough skin on the sole|hard thing under my foot with black dots|black dots in the hard skin|verruca on the foot|plantar wart",
    { group: "skin", base: 0.005 },
  ),
  f(
    "cannot_straighten_leg",
    "Cannot straighten the leg at the hip (hip held bent)",
    "Is the hip held bent, so the leg cannot be straightened without pain?",
    "cannot straighten the leg|cant straighten the leg|cant straighten my leg|cannot straighten his leg|hip held bent|keeps the hip bent|leg stays bent|no fit straighten his leg|painful to straighten the leg",
    { group: "msk", base: 0.002 },
  ),
  // NICE CKS back pain / StatPearls spinal epidural abscess: fever, spinal tenderness and new weakness; a recent
  // injection (especially into the buttock) or a skin infection is a route in.
  f(
    "spine_tender",
    "Back very tender to touch over the spine",
    "Is the spine itself very tender when pressed?",
    "back tender to touch|spine tender to touch|tender spine|tender over the spine|spine painful to touch|back bone tender|pressing the spine hurts",
    { group: "msk", base: 0.003 },
  ),
  f(
    "recent_injection",
    "Had an injection into a muscle recently (buttock, thigh, arm)",
    "Did you have an injection into the buttock, thigh or arm in the last few weeks?",
    "recent injection|injection for buttocks|had an injection recently|injection in the thigh",
    { group: "history", base: 0.02, implies: ["new_medicine"] },
  ),
  // WHO Managing complications in pregnancy and childbirth / RCOG: a mass at the vagina after the placenta is out,
  // with haemorrhage and shock, is an inverted uterus.
  f(
    "vaginal_mass_after_birth",
    "Something came out of the vagina after the birth or the placenta",
    "After the baby or the placenta came out, did something like a ball or mass come out of the vagina?",
    "something came out from the vagina after delivery|something came out of the vagina after birth|something like ball came out after the placenta|mass coming out of the vagina after delivery|womb came out after delivery|ball came out after the placenta|something came out after the placenta|something like ball come out from her private part|ball come out from her private part|something come out from her private part after the placenta",
    { group: "pregnancy", rf: true, base: 0.0003 },
  ),
  // Anabolic steroids raise the red cell mass (BSH secondary polycythaemia); itching after a bath is the
  // classic symptom of a high red cell count (aquagenic pruritus).
  f(
    "anabolic_steroid_use",
    "Uses anabolic steroids or testosterone for the gym",
    "Do you use anabolic steroids or testosterone (injections or tablets) for the gym or body building?",
    "uses steroids for gym|steroids for gym|anabolic steroids|steroid injections for gym|testosterone injections|body building steroids|juice for gym|inject steroid for gym",
    { group: "history", base: 0.002 },
  ),
  f(
    "itch_after_bath",
    "Itching after a bath or shower",
    "Does the skin itch after a bath or shower, without a rash?",
    "itching after bath|itching after a bath|itch after shower|itching after shower|body itches after bathing|itchy after bath",
    { group: "skin", base: 0.003 },
  ),
  // NICE CKS / ACSM: delayed onset muscle soreness follows new or unaccustomed exercise, peaking at 24–72 hours.
  f(
    "new_exercise",
    "Started new or unaccustomed exercise in the last few days",
    "Did you start a new kind of exercise, or train much harder than usual, in the last few days?",
    "started new exercise|started gym|muscle pain after gym|sore after gym|started going to the gym|new workout|first time at the gym|after gym|sore after workout",
    { group: "msk", base: 0.01 },
  ),
  // NICE CKS vitamin D deficiency: little sun on the skin (covering clothing, indoor life) is the main risk.
  f(
    "little_sun_exposure",
    "Little sunlight on the skin (covered clothing, mostly indoors)",
    "Do you get little sun on your skin, for example covering fully outdoors or staying indoors?",
    "rarely in the sun|covers skin outside|no sun|stays indoors|covers full body outside|no dey go sun|never in the sun|little sun exposure|always covered outdoors",
    { group: "history", base: 0.02 },
  ),
  // IADT / SDCEP dental trauma: a front tooth that darkens (grey) weeks after a blow has a dead pulp.
  f(
    "tooth_grey",
    "A tooth turning grey or dark after a knock",
    "Has a tooth turned grey or dark, often weeks or months after it was knocked?",
    "front tooth turning grey|tooth turning grey|tooth turned grey|grey tooth|dark tooth|tooth turning black|tooth changing colour|tooth gone dark",
    { group: "mouth", base: 0.002 },
  ),
  // ENT UK: a tense, soft swelling of the outer ear after a blow (wrestling, rugby) is an auricular haematoma.
  f(
    "ear_swelling_after_blow",
    "Swollen outer ear after a blow",
    "Did the outer ear swell up, soft and tense, after a blow or wrestling?",
    "swollen ear after wrestling|ear swollen after a blow|swelling of the outer ear|soft swelling of the ear|outer ear looks like ball|ear swelled after being hit|cauliflower ear|hit on the ear|blood collection in the ear",
    { group: "ent", base: 0.002 },
  ),
  // NICE CKS heart murmurs in children / AAP: an innocent murmur is heard in a well, thriving child.
  f(
    "heart_murmur_heard",
    "A doctor or nurse heard a heart murmur",
    "Has a doctor or nurse said they heard a murmur or an extra sound in the heart?",
    "doctor heard heart sound|doctor heard a murmur|murmur in the heart|extra heart sound|noise in the heart|sound in the heart|doctor say he hear sound for heart",
    { group: "cardio", base: 0.003 },
  ),
  // WHO ICD-11 gaming disorder (6C51): gaming that takes priority over daily life, with loss of control.
  f(
    "excessive_gaming",
    "Plays video or phone games most of the night or day",
    "Does the person play video or phone games for hours, late into the night, ahead of school, sleep or friends?",
    "plays games all night|playing games all night|game for phone till 3am|addicted to games|addicted to video games|plays video games all day|gaming all night|phone games all night|always playing games|gaming addiction",
    { group: "mental", base: 0.005 },
  ),
  f(
    "angry_when_stopped",
    "Angry or aggressive when the phone, game or habit is stopped",
    "Does the person get angry or aggressive when the game, phone or habit is taken away?",
    "angry when phone taken|angry when the phone is taken|fights when phone is taken|vex when we collect the phone|angry when game is stopped|aggressive when phone is taken away",
    { group: "mental", base: 0.005 },
  ),
  f(
    "missing_school",
    "Truancy: skipping school or work",
    "Has the person been missing school or work?",
    "keeps missing school|missing school a lot|skipping school|stopped going to school|refuses to go to school|absent from school|missing classes",
    { group: "mental", base: 0.02 },
  ),
  // NICE CKS vaginal discharge: physiological discharge begins months before the first period and continues.
  f(
    "periods_started_recently",
    "Periods started in the last year or two",
    "Did the periods start in the last year or two?",
    "started periods|started her periods|just started her period|periods started recently|first period came|since she started her period|since she started seeing her period",
    { group: "women", base: 0.01, sex: "female" },
  ),
  // AASM / StatPearls sleep paralysis: sleep deprivation and irregular sleep (late nights) bring on episodes.
  f(
    "late_nights",
    "Going to bed late or too little sleep",
    "Have you been going to bed very late or getting too little sleep?",
    "sleeping late|sleep late|going to bed late|late nights|staying up late|reading late into the night|not enough sleep|little sleep",
    { group: "mind", base: 0.03 },
  ),
  // NICE CKS cough / chest infections: a cough beyond a week in a well-looking young person is typical of
  // mycoplasma (walking pneumonia), whooping cough or a post-infective cough, not of a cold or flu.
  f(
    "cough_over_week",
    "Cough for more than a week (less than 3 weeks)",
    "Has the cough lasted more than a week?",
    "cough for over a week|cough for more than a week|cough for one week|coughing for over a week",
    { group: "resp", base: 0.03, implies: ["cough"] },
  ),
];

/** Lay words appended to existing findings (applied in kb/index.ts; an alias is added only if no finding has it). */
export const GP10_ALIASES: Record<string, string> = {
  urinary_retention:
    "urge to pass urine but nothing comes|feel like to wee but nothing dey come|urge to wee but nothing comes|feel like to wee but nothing comes|want to wee but nothing comes|no urine since delivery|not passed urine since delivery",
  sleep_paralysis: "cannot move when waking|cant move when i wake|unable to move on waking|awake but cannot move",
  tender_neck_lump: "painful swelling on one side of the neck|one side of the neck swollen and painful",
  recurrent: "pain comes again|the pain comes back|pain keeps coming back",
  vaginal_discharge: "discharge in pants|discharge in her pants|discharge on her pants|discharge on my pants",
  heavy_drinking: "drank a lot of alcohol|drank lots of alcohol|drank plenty alcohol",
  urgency: "urge to urinate|urge to pass urine|urge to wee",
  wound: "splinter|splinter in the hand|splinter in my hand|thorn in the hand|thorn prick|cut on the hand now swollen",
  cellulitis_skin: "cut now swollen and hot|wound now swollen and hot|cut on the hand now swollen and hot",
  recent_delivery: "i born yesterday|i just born|she just born|just born for house|she born for house|i born last week",
  periods_never: "no period yet at 16|she never see period at all",
  fish_flush:
    "after i chop fish|fish taste like pepper|fish tasted like pepper|face red after eating fish|face flushed after eating fish",
  hiv_exposure:
    "needle jam my finger|pricked by a needle|needle stick my finger|stuck myself with a used needle|used needle pricked me",
  ingrown_nail:
    "nail dey enter the flesh|nail entering the flesh|nail growing into the flesh|nail digging into the flesh",
  jiggers: "black dot in the toe|black dot in my toe|small black dot inside the toe|black spot in the toe",
};
