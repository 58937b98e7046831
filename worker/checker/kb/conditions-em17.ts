// Conditions of the emergency round 17 of issue 10 (ck-em17), each missing from the knowledge base (grepped by
// concept and ICD-10 first): a kneecap dislocated by a twist, which the knee-injury entry (a ligament or meniscus
// tear, seen in days) does not cover; and the harmless look-alikes a GP names at once (a twitching eyelid, stretch
// marks after a growth spurt, red urine after beetroot, a lick of hand gel, a swallowed crayon, cupping marks) with
// golfer's elbow, so that they are no longer read as a GP visit for something else; and the headache after a spinal
// or epidural that eases lying flat (seen the same day by the anaesthetist, not a pre-eclampsia).
import type { Condition } from "../types.ts";
import { prior, RISES_WITH_AGE } from "./define.ts";
import { gp } from "./gp.ts";
import { cdc, nice, statpearls } from "./sources.ts";

export const EM17_CONDITIONS: Condition[] = [
  gp({
    id: "patellar_dislocation",
    name: "Patellar dislocation (kneecap out of place)",
    common: "Dislocated kneecap",
    icd: "S83.0",
    tri: "emergency",
    // About 6 a 100,000 a year, 30 a 100,000 at 10-17 (StatPearls); girls and young women, in sport and dancing.
    prior: prior(0.8, {
      f: 1.5,
      m: 0.8,
      bands: [
        [0, 9, 0.2],
        [10, 19, 4],
        [20, 29, 1],
        [30, 200, 0.2],
      ],
    }),
    lk: "kneecap_displaced .85, knee_injury .9, injury .8, joint_swelling .7, joint_pain .9, cannot_straighten_leg .6, cant_bear_weight .6, deformity .5, pain_severe .7, walking_pain .6, numbness .03",
    desc: "The kneecap slips out of its groove on the thigh bone, almost always to the outside of the knee, usually with a twist on a planted foot (dancing, football, netball). The knee gives way with a pop, the kneecap is seen on the side of the knee, the knee is held bent and swells fast. It often slips back by itself when the leg is straightened; even then the knee needs an X-ray, because a piece of bone or cartilage can break off.",
    causes:
      "A twist on a bent knee with the foot planted (dancing, football, basketball); A direct blow to the side of the kneecap; A shallow groove, loose ligaments or a high kneecap (it runs in families and comes back)",
    see: "The emergency department now: the kneecap is put back (often just by straightening the knee with pain relief), then an X-ray for a broken piece, a brace and physiotherapy.",
    home: [
      "Go now: Do not try to force the kneecap back; keep the knee still in the position that hurts least and go to the emergency department.",
      "Ice: Wrap ice in a cloth and hold it on the knee for 15-20 minutes while you travel.",
    ],
    tx: "Hospital care: Reduction of the kneecap, an X-ray or MRI, a brace for a few weeks and physiotherapy to strengthen the thigh; surgery if bone has broken off or it keeps dislocating.",
    src: [nice("knee-pain-assessment", "Knee pain - assessment"), statpearls("Patella Dislocation")],
  }),
  gp({
    id: "eyelid_myokymia",
    name: "Eyelid myokymia (eyelid twitching)",
    common: "Eyelid twitching",
    icd: "G25.3",
    tri: "self_care",
    // Most people have it at some time; tiredness, stress, caffeine and screens bring it on.
    prior: prior(20, {
      bands: [
        [0, 11, 0.2],
        [12, 200, 1],
      ],
    }),
    lk: "eyelid_twitch .95, fatigue .3, insomnia .25, worry .2, eye_pain .02, red_eyes .03, face_droop .005, vision_blurred .03",
    desc: "A fine, fluttering twitch of one eyelid, usually the lower one, that comes and goes for days or weeks. Others can hardly see it. It is harmless and settles by itself, faster with more sleep, less coffee or energy drinks and less screen time. A twitch that spreads to the rest of the face, closes the eye fully, or comes with a drooping face or weakness is different and needs a doctor.",
    causes:
      "Tiredness and short sleep (night shifts); Stress; Coffee, energy drinks or alcohol; Long hours at a screen; Dry or irritated eyes",
    see: "A doctor only if it lasts more than a few weeks, closes the eye, spreads to the face or comes with weakness or a droop.",
    home: [
      "Sleep and rest: Regular sleep and breaks from screens settle it.",
      "Less caffeine: Cut down coffee, tea, cola and energy drinks.",
    ],
    tx: "None needed: It settles by itself; lubricating eye drops if the eyes are dry.",
    src: [statpearls("Eyelid Myokymia"), nice("dry-eye-syndrome", "Dry eye syndrome (eyelid symptoms)")],
  }),
  gp({
    id: "striae_growth",
    name: "Striae (stretch marks) after a growth spurt",
    common: "Stretch marks",
    icd: "L90.6",
    tri: "self_care",
    // Most teenagers have some after a growth spurt; also pregnancy and weight gain.
    prior: prior(20, {
      bands: [
        [0, 9, 0.1],
        [10, 19, 2],
        [20, 200, 0.8],
      ],
    }),
    lk: "stretch_marks .95, cushing_features .02, weight_gain .2, bleaching .03, itching .1",
    desc: "Lines in the skin like scratches, purple or pink at first and fading to white or silver, where the skin stretched fast: the lower back, thighs, hips, breasts or belly in a growth spurt, in pregnancy or with weight gain or muscle building. They do not hurt and are not a disease. Wide purple marks with a round face, weight on the trunk and high blood pressure, or after steroid creams or tablets, are different and need a doctor.",
    causes:
      "A growth spurt in the teens; Pregnancy; Fast weight gain or muscle building; Steroid creams, bleaching creams or tablets (these need a doctor)",
    see: "A doctor only if the marks are wide and purple with a round face, weight on the trunk, high blood pressure, or after steroid or bleaching creams.",
    home: "Leave them: They fade to pale lines over months; moisturisers help the feel of the skin but do not remove them.",
    tx: "None needed: Creams with tretinoin or laser can make new marks less visible, for cosmetic reasons only.",
    src: [
      statpearls("Striae Distensae"),
      nice("cushings-syndrome", "Cushing's syndrome (features that are not simple striae)"),
    ],
  }),
  gp({
    id: "beeturia",
    name: "Red urine after eating beetroot (beeturia)",
    common: "Red urine from beetroot",
    icd: "R82.9",
    tri: "self_care",
    prior: prior(5),
    lk: "beetroot_eaten .95, haematuria .8, flank_pain .01, fever .01, dysuria .02",
    desc: "Pink or red urine a few hours to a day after eating beetroot or drinking beetroot juice: the red colour of the beet passes into the urine in some people (and can redden the stool). It is harmless and clears within a day or two. Red urine that goes on after that, with clots, pain, fever or without beetroot, may be blood and needs a urine test.",
    causes:
      "Beetroot or beetroot juice; Some berries, food dyes and medicines (rifampicin, senna) colour the urine too",
    see: "A doctor for a urine test if the red colour lasts more than 2 days after the last beetroot, or comes with clots, pain or fever.",
    home: "Wait and watch: Drink normally; the colour clears within a day or two.",
    tx: "None needed.",
    src: [nice("haematuria", "Haematuria (red urine from food and medicines)"), statpearls("Beeturia")],
  }),
  gp({
    id: "sanitiser_lick",
    name: "Hand sanitiser lick (small amount)",
    common: "Licked a little hand sanitiser",
    icd: "T51.9",
    tri: "self_care",
    prior: prior(3, {
      bands: [
        [0, 0.5, 0.2],
        [0.51, 6, 3],
        [7, 200, 0.05],
      ],
    }),
    lk: "sanitiser_lick .95, vomiting .05, drowsiness .01, cough .03",
    desc: "A young child who licked or tasted a little alcohol hand gel off the hands. A lick or a taste does not contain enough alcohol to cause harm; the gel may sting the mouth or make the child gag. A real swallow of a mouthful or more can make a small child drowsy with a low sugar, and needs the hospital.",
    causes: "A child licking gel off the hands or the pump",
    see: "The emergency department if the child swallowed more than a lick, or becomes drowsy, wobbly, sweaty or vomits again and again.",
    home: [
      "Rinse and drink: Wipe the mouth and give a drink of water or milk.",
      "Watch: Watch for an hour or two for sleepiness or unsteadiness; keep gels out of reach.",
    ],
    tx: "None needed after a lick.",
    src: [
      {
        name: "TOXBASE / NPIS: Alcohol-based hand gels (a lick or taste: no toxicity expected)",
        url: "https://www.toxbase.org/",
      },
      cdc("clean-hands/about/hand-sanitizer.html", "About hand sanitizer (swallowing it can cause alcohol poisoning)"),
    ],
  }),
  gp({
    id: "crayon_ingestion",
    name: "Ingestion of wax crayon (non-toxic)",
    common: "Swallowed a crayon",
    icd: "T18.9",
    tri: "self_care",
    prior: prior(3, {
      bands: [
        [0, 0.5, 0.2],
        [0.51, 6, 3],
        [7, 200, 0.05],
      ],
    }),
    lk: "crayon_swallowed .95, vomiting .05, cough .05, drooling .01, sob .01",
    desc: "A young child who chewed or swallowed bits of a wax crayon. Children's crayons are made of wax and colour and are not poisonous; the pieces pass in the stool, perhaps coloured. The only danger is a piece stuck in the throat or breathed in: coughing, gagging, drooling or noisy breathing.",
    causes: "A young child chewing crayons while drawing",
    see: "A doctor now if the child coughs, chokes, drools, cannot swallow or breathes noisily.",
    home: "Nothing to do: Wipe out the mouth, give a drink, and watch for coughing or choking.",
    tx: "None needed.",
    src: [
      {
        name: "TOXBASE / NPIS: Crayons (wax) - non-toxic; observe for choking only",
        url: "https://www.toxbase.org/",
      },
      cdc("poisoning/index.html", "Poisoning prevention"),
    ],
  }),
  gp({
    id: "cupping_bruises",
    name: "Bruising from cupping therapy",
    common: "Cupping marks",
    icd: "T14.0",
    tri: "self_care",
    prior: prior(3, { bands: RISES_WITH_AGE }),
    lk: "cupping_marks .95, bruising .8, back_pain .4, bleeding_gums_brushing .01, fever .02, bleeding_unusual .01",
    desc: "Round dark red or purple marks exactly where the cups of cupping (hijama) were placed. The suction breaks small vessels under the skin; the marks are expected and fade over 1 to 2 weeks. They do not mean a blood problem. Bruises in other places, bleeding gums or nose, or a cut that will not stop bleeding are different and need a doctor.",
    causes: "Dry or wet cupping (hijama) on the back or shoulders",
    see: "A doctor if bruises appear where no cup was, gums or nose bleed, or a cut site turns red, hot and painful (infection).",
    home: "Leave them: They fade by themselves; keep wet-cupping cuts clean and dry.",
    tx: "None needed.",
    src: [statpearls("Cupping Therapy"), nice("bruising", "Bruising (when bruises need a blood test)")],
  }),
  gp({
    id: "golfers_elbow",
    name: "Medial epicondylitis (golfer's elbow)",
    common: "Golfer's elbow",
    icd: "M77.0",
    tri: "consultation",
    // Less common than tennis elbow (about a fifth as often); manual work and throwing. The pain on gripping is
    // shared with tennis elbow (elbow_outer_pain is "pain ... when gripping"), and both sides can be sore together.
    prior: prior(4, { bands: RISES_WITH_AGE }),
    lk: "elbow_inner_pain .95, elbow_outer_pain .25, joint_pain .3, hand_ache_after_use .4, numbness .05, joint_swelling .03, injury .05",
    desc: "Overuse pain on the inner side of the elbow, at the bony bump on the little-finger side where the forearm muscles that grip and bend the wrist start. Gripping tools, lifting or twisting make it worse; the bump is tender. It comes from repeated gripping in manual work (carpentry, building), throwing or racquet sports, and settles over weeks to months with rest from the trigger and exercises. Tingling in the little finger points to the nerve behind it.",
    causes:
      "Repeated gripping or lifting at work (carpentry, building, plumbing); Throwing, golf or racquet sports; A sudden increase in use",
    see: "A GP or physiotherapist: a look at the elbow and the nerve, advice on the work, exercises, and sometimes a strap or an injection.",
    home: [
      "Rest from the trigger: Change how you grip and lift; lift with the palm up.",
      "Ice and painkillers: Ice for 15 minutes and paracetamol or an anti-inflammatory gel for flares.",
    ],
    tx: "Physiotherapy: Stretching and strengthening of the forearm; a brace below the elbow; rarely an injection or surgery.",
    src: [
      nice("tennis-elbow", "Tennis elbow (management applies to the inner elbow too)"),
      statpearls("Medial Epicondylitis"),
    ],
  }),
  gp({
    id: "post_dural_puncture_headache",
    name: "Post-dural puncture headache (after a spinal, epidural or lumbar puncture)",
    common: "Headache after a spinal or epidural",
    icd: "G97.1",
    tri: "consultation_24",
    // About 1 in 100 epidurals and fewer spinals (OAA); mostly young women after a birth.
    prior: prior(0.4, {
      f: 3,
      m: 0.3,
      bands: [
        [0, 14, 0.05],
        [15, 45, 1],
        [46, 200, 0.3],
      ],
    }),
    lk: "headache_posture .95, headache .99, recent_caesarean .4, recent_delivery .5, neck_pain .5, nausea .3, photophobia .15, vomiting .1, fever .02, vision_blurred .03, swollen_face .02, seizure .005, hearing_loss .05",
    desc: "A headache that starts within a few days of a spinal or epidural (for a caesarean or labour) or a lumbar puncture: it comes on within minutes of sitting up or standing, is felt at the front or the back of the head with a stiff or aching neck, and goes away lying flat. A little of the fluid around the brain leaks through the needle hole. It usually settles within a week; a blood patch cures it when it does not.",
    causes: "A spinal or epidural anaesthetic (an accidental puncture with an epidural needle); A lumbar puncture",
    see: "The hospital's anaesthetist the same day: a check that it is not pre-eclampsia, an infection or a clot in the brain's veins, painkillers and fluids, and an epidural blood patch if it goes on.",
    when: "within 24 hours",
    home: [
      "Lie flat: Rest lying down as much as you need; drink plenty and take paracetamol or ibuprofen.",
      "Caffeine: Tea or coffee can ease it.",
      "Go now instead: A headache that stays when lying down, with fever, fits, blurred sight, a swollen face or weakness needs the emergency department.",
    ],
    tx: "Anaesthetist: Painkillers and fluids; an epidural blood patch (a small amount of your blood injected at the puncture) cures most.",
    src: [
      {
        name: "Obstetric Anaesthetists' Association: Treatment of obstetric post-dural puncture headache (2018)",
        url: "https://www.oaa-anaes.ac.uk/",
      },
      nice("headache-assessment", "Headache - assessment (secondary causes)"),
      statpearls("Post-Dural Puncture Headache"),
    ],
  }),
];
