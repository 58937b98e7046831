// Fifteenth round (what a GP must tell apart where a fresh set, tune12, showed gaps): dental injuries (a tooth
// pushed out of place, apart from a knocked-out or broken tooth), skin reactions to insects (Paederus
// dermatitis, apart from chickenpox and stings), hip pain in adults (greater trochanteric pain, apart from the
// hip joint and sciatica), hand injuries after a punch (the boxer's fracture, apart from a finger fracture and
// a fight bite), nerve palsies of the arm (radial nerve "Saturday night" palsy, apart from a stroke), menstrual
// irregularity in the first years after menarche, learning difficulties at school (dyslexia, apart from ADHD and
// poor hearing or sight), heat illness (heat cramps, apart from heat exhaustion and heat stroke) and men's urinary
// symptoms (the enlarged prostate, apart from prostatitis, a stricture and diabetes). And likelihood rows appended
// to existing conditions for the findings of findings-gp15.ts (a row is added only where the condition has none
// for that finding, kb/index.ts).
// Sources: IADT 2020 dental trauma guidelines; NICE CKS (greater trochanteric pain syndrome, menstrual cycle
// and heavy periods in adolescents, LUTS in men, dyslexia via specific learning difficulties, insect bites and
// stings); NICE NG38 (fractures, non-complex) and NICE CG97 (lower urinary tract symptoms in men); WHO heat and
// health; British Dyslexia Association; ACOG Committee Opinion 651 (menstruation as a vital sign); StatPearls
// and BMJ Best Practice for likelihoods.
import type { Condition, Source } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { bmj, nice, statpearls, who } from "./sources.ts";

const NICE_FRACTURES: Source = {
  name: "NICE NG38: Fractures (non-complex): assessment and management",
  url: "https://www.nice.org.uk/guidance/ng38",
};
const NICE_LUTS: Source = {
  name: "NICE CG97: Lower urinary tract symptoms in men: management",
  url: "https://www.nice.org.uk/guidance/cg97",
};

export const GP15_CONDITIONS: Condition[] = [
  gp({
    id: "tooth_luxation",
    name: "Luxated tooth (tooth pushed out of place by a blow)",
    common: "Tooth pushed out of place after an injury",
    icd: "S03.2",
    tri: "consultation_24",
    // IADT: luxations are among the commonest dental injuries, peaking at 7 to 12 (permanent incisors erupting,
    // falls from bicycles and play) and in young men (sport, fights); milk teeth of toddlers too.
    prior: prior(2, {
      m: 1.5,
      bands: [
        [0, 0.99, 0.05],
        [1, 5.99, 0.8],
        [6, 14.99, 1.5],
        [15, 29.99, 1],
        [30, 200, 0.3],
      ],
    }),
    lk: "tooth_displaced .9, tooth_injury .95, bite_misaligned .55, mouth_bleeding .6, injury .85, toothache .6, jaw_swelling .25, tooth_avulsed .02, head_injury .1, vomiting .02, fever .01, jaw_pain_chewing .3",
    desc: "A blow to the mouth can push a tooth out of its normal place without knocking it out: backwards or forwards (a lateral luxation), up into the gum (an intrusion) or partly out of the socket (an extrusion). The tooth is often firm, not loose, because it is wedged in bone, but the bite no longer closes normally and the gum bleeds. A dentist needs to ease the tooth back into place and splint it, ideally within a few hours, while the tooth's nerve and the bone around it can still heal.",
    causes:
      "Falls from a bicycle, while running or playing; Sports, fights and road accidents; Children with sticking-out front teeth are more at risk",
    see: "A dentist the same day (within hours if possible): an X-ray, the tooth gently put back into place under local anaesthetic and held with a flexible splint for about 4 weeks, then checks for the nerve dying over the next year. Go to hospital instead if there was a head injury with drowsiness or vomiting, the jaw itself seems broken, or bleeding won't stop.",
    home: [
      "Don't force it: Don't try to push the tooth back yourself if it is wedged; bite gently on a clean cloth to stop the bleeding and go to a dentist today.",
      "After treatment: Soft food for 1 to 2 weeks, brush gently with a soft brush, use a chlorhexidine mouthwash if given, and avoid contact sport until the dentist says.",
    ],
    tx: "Clinician care: Repositioning and a flexible splint for about 4 weeks (IADT), root canal treatment if the pulp dies, and follow-up X-rays at set intervals for a year.",
    src: [who("oral-health", "Oral health (dental trauma)"), statpearls("Dental Trauma")],
  }),
  gp({
    id: "paederus_dermatitis",
    name: "Paederus (Nairobi fly) dermatitis",
    common: "Blister beetle (Nairobi fly) rash",
    icd: "L24.8",
    tri: "self_care",
    // Common in the rainy season across West and East Africa: the small red-and-black rove beetle is drawn to
    // lights at night; crushing it on the skin releases pederin. Any age.
    prior: prior(3),
    lk: "insect_crushed_on_skin .75, rash_linear .8, blisters .75, rash .9, chickenpox_rash .2, itching .35, insect_bite .2, red_eyes .08, fever .03, skin_peeling .02, swollen_face .03, sob .005",
    desc: "Paederus dermatitis is a chemical burn of the skin, not an infection or a bite. The small red-and-black Paederus beetle (the 'Nairobi fly') comes to lights at night; when it is slapped or crushed on the skin it releases a toxin (pederin). Twelve to 36 hours later a burning red patch appears, often as a straight streak where the insect was wiped across the skin, with small blisters or pustules; a 'kissing' patch can appear where two skin surfaces touch (the elbow crease). It heals in 1 to 2 weeks, sometimes leaving a dark mark. Rubbing the eye with the toxin causes a painful red swollen eye.",
    causes:
      "Crushing or wiping a Paederus beetle on the skin (in the rainy season, near lights at night); The toxin spread by the fingers to other areas, such as the eyes",
    see: "A pharmacist or clinic if it is large, on the face or near the eye, very painful or looks infected (spreading redness, pus, fever); a red painful eye after touching it needs a same-day eye check.",
    home: [
      "Wash at once: Wash the skin gently with soap and plenty of water as soon as an insect is crushed on it, and wash your hands.",
      "Soothe it: Cool wet compresses, a mild steroid cream (hydrocortisone 1%) twice a day for a few days, and don't burst the blisters.",
      "Prevent it: Don't slap insects on the skin (blow or brush them off), use bed nets and close windows near lights at night.",
    ],
    tx: "Clinician care: A moderate steroid cream and an antihistamine for itch; antibiotics only if the blisters become infected.",
    src: [
      who("vector-borne-diseases", "Vector-borne diseases (insects and skin disease)"),
      nice("insect-bites-stings", "Insect bites and stings"),
      statpearls("Paederus Dermatitis"),
    ],
  }),
  gp({
    id: "greater_trochanteric_pain",
    name: "Greater trochanteric pain syndrome (trochanteric bursitis)",
    common: "Pain on the outer side of the hip",
    icd: "M70.6",
    tri: "consultation",
    // NICE CKS: about 1 in 6 to 1 in 4 adults at some time; women 3 to 4 times more than men, peaking at 40 to 60;
    // rare in children.
    prior: prior(6, {
      f: 3,
      bands: [
        [0, 14.99, 0.02],
        [15, 29.99, 0.3],
        [30, 39.99, 0.8],
        [40, 200, 1.5],
      ],
    }),
    lk: "hip_side_pain .9, hip_pain .9, walking_pain .5, night_pain .4, limp .2, back_pain .15, sciatica_pain .05, injury .05, numbness .05, joint_swelling .02, fever .01, outer_thigh_numb .03",
    desc: "Greater trochanteric pain syndrome is pain over the bony point on the outer side of the hip, from the tendons of the buttock muscles and the fluid sac (bursa) over the bone. The pain is on the outside of the hip and may spread down the outer thigh; it is worse lying on that side at night, climbing stairs, getting up from a chair and after walking, and there is a tender spot on the side of the hip. The hip joint itself moves well (hip joint problems hurt in the groin). It is common and usually settles over months with exercises.",
    causes:
      "Strain of the buttock tendons from overuse, a sudden increase in walking or running; Being overweight, weak hip muscles; A difference in leg length, back problems; More common in women after 40",
    see: "A routine GP visit and physiotherapy: strengthening exercises for the hip muscles and advice on posture; a steroid injection may be offered if pain persists. See a doctor sooner if the hip is hot and swollen, you have a fever, you cannot bear weight after a fall, or there is numbness or weakness in the leg.",
    home: [
      "Ease the load: Don't lie on the painful side (put a pillow between the knees when lying on the other side), avoid crossing the legs, and take stairs one at a time.",
      "Keep active: Gentle walking and the exercises your physiotherapist shows; ice for 15 minutes or paracetamol or ibuprofen for pain.",
    ],
    tx: "Clinician care: A structured exercise programme (tendon loading), weight loss where needed, a corticosteroid injection for short relief, and shock-wave therapy in persistent cases.",
    src: [
      nice("greater-trochanteric-pain-syndrome", "Greater trochanteric pain syndrome"),
      statpearls("Trochanteric Bursitis"),
    ],
  }),
  gp({
    id: "boxers_fracture",
    name: "Boxer's fracture (broken fifth metacarpal)",
    common: "Broken bone in the hand after a punch",
    icd: "S62.3",
    tri: "consultation_24",
    // NICE NG38: metacarpal fractures are among the commonest hand fractures; the fifth metacarpal neck breaks
    // from punching, mostly in young men.
    prior: prior(3, {
      m: 4,
      bands: [
        [0, 9.99, 0.1],
        [10, 14.99, 0.6],
        [15, 34.99, 1.5],
        [35, 200, 0.6],
      ],
    }),
    lk: "punched_hard_object .75, knuckle_sunken .55, hand_swollen_blow .85, fist_pain .8, injury .8, small_joint_swelling .3, deformity .2, finger_injury .25, numbness .05, human_bite .08, wound .08, fever .01",
    desc: "A boxer's fracture is a break in the long bone of the hand behind the little finger (the fifth metacarpal), near the knuckle. It usually happens when a closed fist punches something hard, such as a wall, a door or a person. The back of the hand swells and bruises on the little-finger side, making a fist hurts, and the knuckle may look sunken or 'disappear'. Most heal well in a few weeks; an X-ray shows how bent the bone is and whether the finger twists (rotates) when the fist is closed, which needs a specialist. A cut over the knuckle from someone's teeth is a fight bite, which gets infected easily and needs emergency care the same day.",
    causes: "Punching a wall, a door or a person; A fall onto a closed fist; Contact sports",
    see: "An urgent care centre or emergency department within 24 hours for an X-ray; most are treated with buddy strapping or a splint and early movement, and a bent or rotated break is seen by the hand (fracture) clinic. Go at once if there is a cut over the knuckle after punching someone, the finger is numb, pale or cold, or the finger twists across the others when you make a fist.",
    home: [
      "Ice and raise: Ice wrapped in a cloth for 15 minutes every few hours and keep the hand raised above the heart for the first 2 days; take off rings.",
      "Pain relief: Paracetamol or ibuprofen; don't punch or lift with the hand until it has healed.",
    ],
    tx: "Clinician care: An X-ray; buddy strapping to the ring finger or a splint for 3 to 4 weeks with early movement; reduction or surgery for a badly angled, shortened or rotated fracture; a washout and antibiotics for a fight bite.",
    src: [NICE_FRACTURES, statpearls("Boxer's Fracture"), bmj("Metacarpal fractures")],
  }),
  gp({
    id: "radial_nerve_palsy",
    name: "Radial nerve palsy (wrist drop, 'Saturday night palsy')",
    common: "Wrist drop from a pressed nerve in the arm",
    icd: "G56.3",
    tri: "consultation",
    // Uncommon; usually a man who slept deeply (often after alcohol) with the arm over a chair back or under a
    // partner, compressing the radial nerve at the upper arm; also after a broken upper arm bone.
    prior: prior(0.6, {
      m: 2,
      bands: [
        [0, 11.99, 0.05],
        [12, 17.99, 0.5],
        [18, 200, 1],
      ],
    }),
    lk: "wrist_drop .95, slept_on_arm .6, numbness .6, heavy_drinking .4, fingertip_droop .3, injury .15, wrist_thumb_pain .1, weakness_one_side .04, face_droop .01, slurred_speech .01, neck_pain .05, headache .02, confusion .01, fever .01",
    desc: "The radial nerve runs around the back of the upper arm bone and works the muscles that lift the wrist and straighten the fingers and thumb. If it is pressed for hours, classically when someone sleeps deeply with the arm hanging over a chair back or under a partner after drinking, it stops working: on waking the wrist hangs down (wrist drop), the fingers cannot be straightened at the knuckles and the back of the hand between thumb and index finger is numb. The face, speech and the rest of the body are normal, which tells it apart from a stroke. Most recover fully over weeks to a few months.",
    causes:
      "Pressure on the upper arm during deep sleep, often after alcohol or sleeping tablets ('Saturday night palsy'); Crutches pressing in the armpit; A broken upper arm bone or a tight plaster or tourniquet",
    see: "A GP visit within a few days to confirm it and rule out a stroke or a neck problem; a wrist splint (cock-up splint) and hand physiotherapy; nerve tests if it is not improving after a few weeks. Call an ambulance at once if the face droops, speech is slurred or the leg is also weak.",
    home: [
      "Support the wrist: Wear the wrist splint in the day to keep the wrist raised, and move the fingers and wrist gently through their full range several times a day so the joints do not stiffen.",
      "Protect the hand: The hand may not feel heat well; take care with hot water and cooking, and avoid alcohol.",
    ],
    tx: "Clinician care: A wrist (cock-up) splint, physiotherapy and time; nerve conduction studies and specialist review if there is no recovery after 6 to 12 weeks or after an arm fracture.",
    src: [nice("neuropathic-pain", "Peripheral nerve problems (neuropathy)"), statpearls("Radial Nerve Entrapment")],
  }),
  gp({
    id: "adolescent_irregular_cycles",
    name: "Irregular periods in the first years after menarche",
    common: "Irregular periods in a young teenager (normal after periods start)",
    icd: "N92.6",
    tri: "self_care",
    // ACOG / NICE CKS: cycles are often irregular (21 to 45 days, skipped months) for 1 to 3 years after the first
    // period, as ovulation matures. Girls from about 9 to 17.
    prior: prior(6, {
      m: 0,
      bands: [
        [0, 8.99, 0],
        [9, 11.99, 0.8],
        [12, 15.99, 1.2],
        [16, 17.99, 0.5],
        [18, 200, 0.03],
      ],
    }),
    lk: "irregular_periods .95, periods_started_recently .9, missed_period .35, period_pain .3, pimples .3, heavy_periods .08, periods_stopped .05, weight_loss .02, fatigue .05, pale .02, hirsutism .03, fever .01",
    desc: "In the first one to three years after a girl's first period (menarche), the hormone cycle is still maturing and she does not release an egg every month. So periods are often irregular: they may come every three weeks, every six weeks, or skip a month or two, and the flow varies. This is normal and settles on its own. A check is needed if periods come more often than every 3 weeks, stop for 3 months or more, last longer than 7 days or soak a pad every 1 to 2 hours, or if there is excess hair, severe acne, weight loss or a chance of pregnancy.",
    causes:
      "The normal maturing of the hormone cycle after the first period; Stress, weight change, illness and intense sport can make it more irregular",
    see: "No treatment is usually needed; see a GP if periods are very heavy or last over 7 days, come more often than every 21 days, stop for 3 months, are still irregular 3 years after they started, or there is excess hair growth, severe acne, weight loss or tiredness and paleness.",
    home: [
      "Keep a diary: Mark the first day and length of each period on a calendar or app to show the pattern.",
      "Be prepared: Carry a pad in the school bag; eat well and keep active; paracetamol or ibuprofen for cramps.",
    ],
    tx: "Clinician care: Reassurance and a period diary; blood tests (blood count, thyroid, hormones) only when bleeding is heavy or periods stop, and assessment for PCOS if irregularity lasts beyond 3 years with acne or excess hair.",
    src: [
      nice("menorrhagia", "Heavy menstrual bleeding (young women)"),
      statpearls("Abnormal Uterine Bleeding in Adolescents"),
    ],
  }),
  gp({
    id: "dyslexia",
    name: "Dyslexia (specific reading and spelling difficulty)",
    common: "Dyslexia",
    icd: "F81.0",
    tri: "consultation",
    // BDA: about 1 in 10 children has some degree of dyslexia; noticed from 5 to 9 when reading is taught; boys
    // are referred more often.
    prior: prior(3, {
      m: 1.5,
      bands: [
        [0, 4.99, 0],
        [5, 11.99, 1.5],
        [12, 17.99, 0.6],
        [18, 200, 0.1],
      ],
    }),
    lk: "reading_difficulty .95, spelling_poor .85, letters_mixed .7, bright_verbally .6, school_decline .7, poor_concentration .3, worry .15, low_mood .05, hearing_loss .02, vision_blurred .02, near_vision_difficulty .02, seizure .01, speech_delay .1, fever .01",
    desc: "Dyslexia is a common, lifelong difference in how the brain processes the sounds of words, which makes learning to read, spell and write much harder than for other children, although the child is often bright and talks and understands well. Signs are slow reading, guessing words, very poor spelling, mixing up letters such as b and d, and falling behind in class. It has nothing to do with laziness or low intelligence. With the right teaching and support at school, children with dyslexia learn to read and do well.",
    causes:
      "Inherited differences in processing the sounds of language (it runs in families); Born early or with a low birth weight; Poor hearing (glue ear) or eyesight can look similar and are checked first",
    see: "A GP or school health check of hearing and eyesight, then assessment by the school's special needs teacher or an educational psychologist, who plans structured teaching (phonics), extra time in tests and other support. See a doctor sooner if the child has lost skills they had, has fits or staring spells, or is very withdrawn or unhappy.",
    home: [
      "Read together: Read aloud together every day with books the child enjoys; play word and sound games.",
      "Build confidence: Praise effort and strengths outside reading; tell the school and ask for a learning support plan.",
    ],
    tx: "Clinician care: Hearing and vision tests; an educational assessment; structured, multi-sensory phonics teaching; exam arrangements (extra time, a reader); assistive technology.",
    src: [
      nice("autism-in-children", "Learning and developmental difficulties in children (assessment)"),
      statpearls("Dyslexia"),
    ],
  }),
  gp({
    id: "heat_cramps",
    name: "Heat cramps",
    common: "Heat cramps (muscle cramps after exercise in the heat)",
    icd: "T67.2",
    tri: "self_care",
    // WHO heat and health: the mildest heat illness, common in athletes, farm and building workers who sweat
    // heavily and drink plain water; any age from school age.
    prior: prior(8, {
      bands: [
        [0, 4.99, 0.1],
        [5, 9.99, 0.5],
        [10, 200, 1],
      ],
    }),
    lk: "muscle_cramps .95, heat_exposure .9, sweating .8, thirst .4, fatigue .35, dizziness .1, headache .1, nausea .1, vomiting .05, fainting .02, confusion .01, fever .02, muscle_weakness_episodes .05",
    desc: "Heat cramps are painful spasms of the muscles, usually of the calves, thighs or belly, during or after hard exercise or work in the heat. Heavy sweating loses water and salt, and the tired muscles cramp. The person's head is clear and body temperature normal. They settle with rest in the shade, stretching and drinks containing salt. Dizziness, headache, vomiting or feeling faint mean heat exhaustion, and confusion, fainting or hot dry skin mean heat stroke, an emergency.",
    causes:
      "Hard exercise or manual work in hot sun or humid heat (football, farming, building, marching); Heavy sweating with only plain water to drink; Not being used to the heat",
    see: "Usually no doctor is needed. Get help if cramps don't ease within an hour of rest and fluids, or if there is dizziness, vomiting, fainting, confusion or a very high temperature (heat exhaustion or heat stroke).",
    home: [
      "Stop and cool: Stop exercising, rest in the shade and gently stretch and massage the cramping muscle.",
      "Drink salt and water: Oral rehydration solution, a sports drink or water with a little salt and sugar; avoid alcohol; wait a few hours before hard exercise again.",
    ],
    tx: "Clinician care: Oral rehydration; intravenous fluids only if the person cannot drink or has heat exhaustion.",
    src: [
      who("climate-change-heat-and-health", "Heat and health"),
      {
        name: "CDC: Heat stress - heat related illness (heat cramps)",
        url: "https://www.cdc.gov/niosh/heat-stress/about/illnesses.html",
      },
      statpearls("Heat Cramps"),
    ],
  }),
  gp({
    id: "benign_prostatic_hyperplasia",
    name: "Benign prostatic hyperplasia (enlarged prostate)",
    common: "Enlarged prostate",
    icd: "N40",
    tri: "consultation",
    // NICE CG97: lower urinary tract symptoms rise steeply with age in men, from a few at 40 to most men over 70;
    // men of African descent are affected earlier.
    prior: prior(10, {
      f: 0,
      bands: [
        [0, 29.99, 0],
        [30, 39.99, 0.08],
        [40, 49.99, 0.6],
        [50, 59.99, 1.5],
        [60, 200, 3],
      ],
    }),
    lk: "weak_stream .85, urine_hesitancy .7, bladder_not_empty .6, frequent_urination .8, urgency .4, urinary_retention .06, dysuria .05, haematuria .05, fever .02, back_pain .05, weight_loss .02, thin_stream .1, urine_stops_suddenly .1",
    desc: "The prostate is a gland under the bladder that wraps around the urine tube. It slowly grows with age in most men, and an enlarged (non-cancerous) prostate can squeeze the tube. This causes a weak or slow stream, waiting for the urine to start, dribbling at the end, a feeling that the bladder has not emptied, and getting up at night to pass urine. It is common after 45 and is not cancer, but the symptoms can look like prostate cancer, so a check is needed; sometimes the bladder blocks completely, which is an emergency.",
    causes:
      "Growth of the prostate with age under the effect of male hormones; Family history; Men of African descent get symptoms earlier",
    see: "A GP visit: questions about the symptoms (a symptom score and a 3-day urine diary), a urine test, a prostate examination and a PSA blood test after discussion, and kidney blood tests. Go to the emergency department at once if you cannot pass urine at all with a painful full bladder, or have fever with back pain.",
    home: [
      "Drink sensibly: Drink normally in the day but less in the 2 hours before bed; cut down coffee, tea, cola and alcohol.",
      "Empty fully: Wait and try again a few moments after finishing (double voiding), and gently press behind the scrotum to clear the last drops.",
    ],
    tx: "Clinician care: An alpha-blocker (tamsulosin) to relax the prostate, a 5-alpha-reductase inhibitor (finasteride) for a large prostate, and surgery (TURP) when tablets fail or the bladder blocks.",
    src: [NICE_LUTS, nice("luts-in-men", "LUTS in men"), statpearls("Benign Prostatic Hyperplasia")],
  }),
];

// Likelihood rows appended to existing conditions (only where the condition has none for that finding).
export const GP15_LIKELIHOOD_ROWS: Record<string, string> = {
  // IADT: a knocked-out or broken tooth may be displaced too; a broken jaw shifts the bite and the teeth.
  dental_trauma: "tooth_displaced .25, bite_misaligned .2",
  mandible_fracture: "tooth_displaced .15",
  dead_tooth_pulp: "tooth_displaced .2",
  // Chickenpox spots are scattered, never in a line; insect bites come in groups (NICE CKS).
  chickenpox: "rash_linear .02, insect_crushed_on_skin .02",
  insect_bite_reaction: "insect_crushed_on_skin .2, rash_linear .05",
  contact_dermatitis: "rash_linear .25, insect_crushed_on_skin .03",
  shingles: "rash_linear .2",
  // NICE CKS: the hip joint hurts in the groin; sciatica runs down the back of the leg; meralgia is numb, not
  // tender.
  sciatica: "hip_side_pain .1",
  meralgia_paraesthetica: "hip_side_pain .15",
  avascular_necrosis_hip: "hip_side_pain .1",
  // NICE CKS rheumatoid arthritis: swollen knuckles make a fist hard to close in the morning.
  rheumatoid_arthritis: "fist_pain .4",
  // NICE NG38 / CKS: a finger fracture hurts on gripping; a fight bite is a cut over the knuckle after a punch.
  finger_fracture: "fist_pain .4, hand_swollen_blow .3, punched_hard_object .1",
  human_bite: "punched_hard_object .4, fist_pain .3, hand_swollen_blow .3",
  // A stroke weakens the whole arm or side, rarely only the wrist (NICE NG128).
  stroke: "wrist_drop .05",
  // NICE CG97: hesitancy and incomplete emptying in other causes of LUTS.
  prostatitis: "urine_hesitancy .3, bladder_not_empty .35",
  chronic_prostatitis: "urine_hesitancy .3, bladder_not_empty .4",
  urethral_stricture: "urine_hesitancy .5, bladder_not_empty .5",
  uti_cystitis: "bladder_not_empty .35, urine_hesitancy .05",
  // PCOS and thyroid disease also make teenage cycles irregular (NICE CKS PCOS).
  pcos: "periods_started_recently .1",
  // BDA / NICE: ADHD often co-exists with reading difficulty; hearing loss and poor sight slow reading.
  adhd: "reading_difficulty .3, spelling_poor .3, letters_mixed .1, bright_verbally .3",
  autism: "bright_verbally .15, reading_difficulty .2",
  // WHO heat and health: cramps come with heat exhaustion too.
  heat_stroke: "muscle_cramps .2",
  // SDCEP / NICE CKS dental abscess: a spreading abscess swells the face and may close the eye.
  dental_abscess: "swollen_face .3, eyelid_swelling .1",
};
