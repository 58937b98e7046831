// Seventeenth round (self-care look-alikes and everyday worries a fresh set, tune14, showed the knowledge base
// lacked or over-triaged): a dead leg from a knee in football, normal bruising on an active child's shins, a child
// who swallowed one contraceptive pill, mild dehydration from working in the heat and patellar tendinopathy.
// Normal findings get kind, honest advice and the danger signs that would change it. And likelihood rows appended
// to existing conditions for the findings of findings-gp17.ts (a row is added only where the condition has none
// for that finding, kb/index.ts).
// Sources: NICE CKS (sprains and strains, bruising, palpitations, knee pain, mastitis and breast abscess, acute
// childhood limp); NICE CG89 (child maltreatment: when to suspect); TOXBASE (combined oral contraceptives: no
// treatment needed after a child swallows one); NHS dehydration; WHO heat and health; BJSM; StatPearls.
import type { Condition, Source } from "../types.ts";
import type { SeverityModifier } from "./severity.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls, who } from "./sources.ts";

const NICE_CG89: Source = {
  name: "NICE CG89: Child maltreatment: when to suspect maltreatment in under 18s (bruising)",
  url: "https://www.nice.org.uk/guidance/cg89",
};
export const GP17_CONDITIONS: Condition[] = [
  gp({
    id: "thigh_contusion",
    name: "Thigh muscle contusion (dead leg)",
    common: "Dead leg (bruised thigh muscle)",
    icd: "S70.1",
    tri: "self_care",
    // NICE CKS sprains and strains / BJSM: a knee or kick into the quadriceps is among the commonest contact-sport
    // injuries of teenagers and young men.
    prior: prior(5, {
      m: 2,
      bands: [
        [0, 7.99, 0.2],
        [8, 14.99, 1],
        [15, 34.99, 1.3],
        [35, 200, 0.5],
      ],
    }),
    lk: "thigh_blow .9, thigh_pain .9, bruising .75, injury .95, walking_pain .6, sport_daily .3, leg_swelling .15, cant_bear_weight .05, tight_limb_pain .02, numbness .02, deformity .005, thigh_injury .02, fever .01",
    desc: "A 'dead leg' is a bruise deep in the big muscle at the front or side of the thigh, from a knee, a kick or a fall onto something hard. The thigh is sore and stiff, it hurts to bend the knee fully or to walk fast, and a blue-black bruise comes out over a day or two. It heals by itself over 1 to 3 weeks; gentle movement early helps it heal without stiffness.",
    causes:
      "A knee or a boot into the thigh in football, rugby or martial arts; A fall onto a hard edge; A direct knock at work or play",
    see: "Usually no doctor is needed. See a GP if you cannot bend the knee to a right angle after 2 to 3 days, it is not better after 2 weeks, or a hard lump grows in the muscle weeks later. Go to the emergency department at once if the thigh becomes very swollen, tight and shiny with pain much worse than expected, the foot goes numb or cold, you cannot walk or the leg looks out of shape.",
    home: [
      "First 2 days: Rest, ice wrapped in a cloth for 15 to 20 minutes every few hours, and raise the leg. If you can, rest with the knee bent as far as is comfortable (a bandage holding it bent for the first hours helps). Avoid massage, heat, hard stretching and alcohol for the first days: they can make the bleeding in the muscle worse.",
      "Then move: Walk and gently bend the knee as pain allows, then build up strength; go back to sport when you can bend the knee fully, run and jump without pain. Paracetamol for pain; ibuprofen can be used after the first 2 days.",
    ],
    tx: "Clinician care: Examination of the thigh and knee movement; an ultrasound if a large blood collection or a growing hard lump (myositis ossificans) is suspected; physiotherapy if recovery is slow.",
    src: [nice("sprains-strains", "Sprains and strains"), statpearls("Quadriceps Contusion")],
  }),
  gp({
    id: "normal_childhood_bruising",
    name: "Normal childhood bruising",
    common: "Normal bruises from play in an active child",
    icd: "T14.0",
    tri: "self_care",
    // NICE CKS bruising / CG89: most mobile children have bruises over bony parts they knock in play (shins, knees,
    // forehead); the worry brings parents to the GP.
    prior: prior(4, {
      bands: [
        [0, 0.99, 0.05],
        [1, 12.99, 2],
        [13, 17.99, 0.8],
        [18, 200, 0.2],
      ],
    }),
    lk: "bruising .95, bruises_where_bumped .9, sport_daily .6, worry .5, walks_despite_pain .6, injury .2, nosebleed .03, bleeding_unusual .01, bleeding_gums_brushing .02, rash_nonblanching .005, pale .02, fever .02, fatigue .03, bone_pain .02, joint_swelling .02, weight_loss .005, heavy_periods .02",
    desc: "Children who walk, run and play get bruises, most often on the shins and knees (and the forehead in toddlers): the places they knock against things. A child who is well, has bruises only in those places, and no bleeding from the nose or gums, no tiny red or purple spots, paleness, tiredness or fever, does not have a blood problem. Bruises change colour from blue-purple to green and yellow as they heal over 1 to 2 weeks.",
    causes:
      "Knocks and falls in football, running and rough play; Bony places near the skin (shins, knees, forehead) bruise most easily",
    see: "No test is needed when the bruises are only where knocks happen and the child is well. See a GP if bruises appear without knocks or on the ears, neck, back, belly, buttocks or upper arms; if a baby who does not yet move about has any bruise; if there are nosebleeds lasting more than 10 minutes, bleeding gums, tiny red or purple spots that do not fade when pressed, paleness, tiredness, fever, bone pain or weight loss; or if a bruise is large and swollen after a small knock. Bleeding problems in the family are worth mentioning.",
    home: [
      "What you can do: A cold cloth on a fresh bruise for 10 minutes eases it; shin pads for football protect the shins.",
      "Watch for changes: Note where new bruises appear; bruises on the shins and knees of a busy child are expected.",
    ],
    tx: "Clinician care: Examination of the skin, mouth, glands and belly; blood tests (a full blood count and clotting tests) only when the pattern or other signs suggest a bleeding problem.",
    src: [nice("bruising", "Bruising"), NICE_CG89],
  }),
  gp({
    id: "contraceptive_pill_ingestion",
    name: "A child swallowed one contraceptive pill (accidental ingestion)",
    common: "Child swallowed a family planning pill",
    icd: "T38.4",
    tri: "self_care",
    // TOXBASE: toddlers and young children who find a packet of pills; the combined or progestogen-only pill is of
    // low toxicity.
    prior: prior(1, {
      bands: [
        [0, 0.49, 0.1],
        [0.5, 6.99, 4],
        [7, 11.99, 1],
        [12, 200, 0.05],
      ],
    }),
    lk: "swallowed_contraceptive_pill .95, hormonal_contraception .5, combined_pill .4, worry .5, walks_despite_pain .8, nausea .08, vomiting .08, abdominal_pain .03, drowsiness .005, poisoning .02, seizure .001",
    desc: "Children sometimes find a packet of pills and swallow one or a few. The contraceptive pill (the combined pill, the progestogen-only pill or the morning-after pill) is one of the medicines that does very little harm to a child: there may be a little nausea or one vomit, and a girl may have a small amount of vaginal bleeding a few days later as the hormones wear off, which stops by itself. No hospital treatment, no making the child vomit and no activated charcoal is needed for the pill alone (TOXBASE).",
    causes:
      "A pill packet left within reach in a bag, on a table or by the bed; A child copying a parent taking a tablet",
    see: "No treatment is needed for one contraceptive pill when nothing else was swallowed. Go to the emergency department at once if other tablets could have been swallowed too (iron, blood pressure, diabetes or malaria tablets, paracetamol or a grandparent's medicines), if you do not know what or how many were taken, or if the child becomes drowsy, floppy, breathless, has a fit or keeps vomiting. A poisons centre or a pharmacist can confirm what is safe.",
    home: [
      "What you can do: Check the packet and count what is missing; look around for any other tablets. Do not make the child vomit. Let them eat and play as normal.",
      "Keep medicines safe: Store all pills, including contraceptives, high up and out of sight in their packets; put them away straight after use.",
    ],
    tx: "Clinician care: None needed for the pill alone; a check of what else could have been taken.",
    // TOXBASE (oral contraceptives): low toxicity in children, no treatment needed for the pill alone.
    src: [nice("poisoning-or-overdose", "Poisoning or overdose"), statpearls("Pediatric Poisonings")],
  }),
  gp({
    id: "mild_dehydration",
    name: "Mild dehydration (heat, hard work or too little to drink)",
    common: "Mild dehydration",
    icd: "E86.0",
    tri: "self_care",
    // NHS dehydration / WHO heat and health: outdoor workers, athletes and people in hot weather lose more water
    // than they drink; most is mild and treated by drinking.
    prior: prior(10, {
      bands: [
        [0, 4.99, 0.2],
        [5, 14.99, 0.6],
        [15, 200, 1],
      ],
    }),
    lk: "thirst .9, dark_urine .75, dry_mouth .55, heat_exposure .5, sweating .45, headache .45, fatigue .45, hard_exercise .2, dizziness .12, muscle_cramps .15, oliguria .05, vomiting .04, diarrhoea .05, vomiting_persistent .005, sunken_eyes .01, confusion .003, fainting .01, palpitations .05, fever .03, nausea .1",
    desc: "When you lose more water than you drink (sweating at work or sport in the heat, not drinking enough), the body keeps water by making less, darker urine: dark yellow and strong-smelling, not the tea or cola colour of jaundice. You feel thirsty, the mouth is dry and a mild headache or tiredness can come. Drinking enough clears it within hours.",
    causes:
      "Working or exercising in the sun or heat; Not drinking enough water through the day; Alcohol, or a mild stomach upset",
    see: "Usually no doctor is needed: drink and rest. See a doctor urgently if you feel dizzy or faint, are confused, have not passed urine for 8 hours or more, cannot keep fluids down, have a fast heartbeat, or the urine is tea- or cola-coloured, or the eyes are yellow. Call for help at once if someone in the heat becomes confused, stops sweating with hot skin, or collapses (heat stroke).",
    home: [
      "Drink: Water often through the day, more when sweating (small amounts every 15 to 20 minutes while working in the heat); oral rehydration solution or diluted juice helps if you have sweated a lot. The urine should become pale yellow again.",
      "At work: Rest in the shade, take breaks, wear light loose clothes and a hat; avoid alcohol and lots of strong coffee in the heat.",
    ],
    tx: "Clinician care: Rarely needed; oral rehydration solution, and fluids through a drip only when there are signs of moderate or severe dehydration.",
    // NHS dehydration: dark yellow, strong-smelling pee; drink more fluids; when to get help.
    src: [who("climate-change-heat-and-health", "Heat and health"), statpearls("Dehydration")],
  }),
  gp({
    id: "patellar_tendinopathy",
    name: "Patellar tendinopathy (jumper's knee)",
    common: "Jumper's knee (sore tendon below the kneecap)",
    icd: "M76.5",
    tri: "consultation",
    // BJSM / NICE CKS knee pain: overuse of the patellar tendon in jumping sports (basketball, volleyball), young
    // athletes from the mid-teens.
    prior: prior(5, {
      m: 2,
      bands: [
        [0, 12.99, 0.05],
        [13, 15.99, 0.6],
        [16, 34.99, 1.2],
        [35, 200, 0.5],
      ],
    }),
    lk: "infrapatellar_pain .9, jumping_sport .85, front_knee_pain .55, training_increase .4, sport_daily .3, joint_pain .3, knee_bump .05, joint_swelling .05, knee_injury .05, cant_bear_weight .02, fever .01",
    desc: "The patellar tendon joins the kneecap to the shin bone. Repeated jumping and landing (basketball, volleyball, athletics) overloads it, so it becomes painful just below the kneecap: pain at the start of activity, when jumping, landing, squatting or climbing stairs, and tenderness on pressing the tendon. It is not dangerous, but it settles slowly, over weeks to months, and needs a planned exercise programme rather than complete rest.",
    causes:
      "Jumping sports and a sudden increase in training; Hard surfaces; Tight thigh muscles; Growth spurts in teenagers",
    see: "A GP or physiotherapist in the next few weeks: they confirm it is the tendon and set a graded loading programme (holding and then slow strengthening exercises, then a return to jumping). See a doctor sooner if the knee swells, locks, gives way, you cannot straighten it, or it is hot and you have a fever. Steroid injections into the tendon are not advised.",
    home: [
      "Adjust the load: Cut down jumping and running that bring on the pain for a few weeks rather than stopping all activity; pain up to about 3 out of 10 that settles by the next day is acceptable.",
      "Exercise and comfort: Daily holding exercises (a wall-sit or a leg-press held for 30 to 45 seconds, 5 times) ease the pain; ice after sport and paracetamol or ibuprofen if needed.",
    ],
    tx: "Clinician care: A graded physiotherapy loading programme (isometric, then heavy slow resistance, then jumping drills); an ultrasound if the diagnosis is unclear or it does not improve.",
    src: [nice("knee-pain-assessment", "Knee pain - assessment"), statpearls("Patellar Tendinopathy")],
  }),
];

// Likelihood rows appended to existing conditions (only where the condition has none for that finding).
export const GP17_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS palpitations: a skipped beat or single thump is an ectopic beat; atrial fibrillation is irregularly
  // irregular and SVT is fast and regular for minutes.
  ectopic_beats: "skipped_beats .8",
  atrial_fibrillation: "skipped_beats .2",
  svt: "skipped_beats .05",
  panic_disorder: "skipped_beats .15",
  hyperthyroidism: "skipped_beats .15",
  // Teenagers' knee pain: Osgood-Schlatter is below the kneecap at the bony bump, patellofemoral pain is around it.
  osgood_schlatter: "infrapatellar_pain .5, jumping_sport .5, sport_daily .4",
  patellofemoral_pain: "infrapatellar_pain .1, jumping_sport .3",
  // NICE CKS mastitis: a hard, red, tender, often wedge-shaped area of one breast.
  mastitis: "breast_hard_area .5",
  breast_engorgement: "breast_hard_area .3",
  periductal_mastitis: "breast_hard_area .2",
  // SDCEP: an acute dental abscess swells the gum beside the tooth.
  dental_abscess: "swollen_gums .3, tooth_bite_tender .75, night_pain .4, pain_on_bite_release .3",
  chronic_dental_abscess: "tooth_bite_tender .25, night_pain .05",
  dental_caries: "tooth_bite_tender .15, night_pain .1, pain_on_bite_release .05",
  cracked_tooth: "tooth_bite_tender .6",
  // Thigh injuries: a strain pulls, a contusion follows a blow; a crushed thigh can swell into compartment
  // syndrome (BOAST).
  muscle_strain: "thigh_pain .3, thigh_blow .05, sport_daily .3",
  compartment_syndrome: "thigh_blow .15, thigh_pain .3",
  femur_fracture: "thigh_pain .9, thigh_blow .05",
  pyomyositis: "thigh_pain .5",
  // Bleeding disorders bruise from small knocks too, but also where nothing knocked (NICE CKS bruising).
  von_willebrand: "bruises_where_bumped .3, sport_daily .1",
  haemophilia: "bruises_where_bumped .3, sport_daily .1",
  itp: "bruises_where_bumped .1",
  leukaemia: "bruises_where_bumped .1",
  // Working or exercising in the heat, urine concentrated (WHO heat and health).
  heat_exhaustion: "dark_urine .4, dry_mouth .4",
  heat_cramps: "dark_urine .2, thirst .5",
};

// PCDS melasma / FSRH: facial pigmentation that began on hormonal contraception is a reason to review the
// method with a clinician (a non-hormonal or progestogen-only method may let it fade); in pregnancy it fades after
// the birth and sun protection is enough.
export const GP17_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    id: "melasma_on_hormones",
    name: "Dark facial patches that started on hormonal contraception",
    findings: ["face_brown_patches"],
    with: ["hormonal_contraception", "combined_pill"],
    level: "consultation",
    sources: [
      {
        name: "Primary Care Dermatology Society: Melasma (review hormonal contraception, sun protection)",
        url: "https://www.pcds.org.uk/clinical-guidance/melasma",
      },
    ],
  },
];
