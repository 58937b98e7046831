// Findings of the emergency round 17 of issue 10 (ck-em17): a known condition that changes what a symptom means,
// and the signs that make an everyday complaint an emergency. Each is a concept the knowledge base had no finding
// for (a stone had before was read as "known kidney disease"; a kneecap out of place as nothing). The rules that
// make them emergencies are in red-flag-rules-em17.ts.
// - A kidney stone had before: loin pain with fever in someone known to form stones is an obstructed, infected
//   kidney until a scan says otherwise (NICE CKS Renal or ureteric colic - acute: admit if fever or signs of
//   infection; EAU Urolithiasis guideline: urgent decompression of an obstructed infected kidney).
// - Dangerous behaviour in mania or psychosis: driving recklessly, fights, walking into traffic (NICE CG185
//   Bipolar disorder 1.2.1 and NICE CKS Bipolar disorder: refer urgently, the same day, for mania with a risk of
//   harm to the person or others).
// - A kneecap seen out of place after a twist: a patellar dislocation (NICE CKS Knee pain - assessment; BOAST:
//   a visibly dislocated joint needs reduction and an X-ray in the emergency department).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM17_FINDINGS: Finding[] = [
  f(
    "kidney_stone_history",
    "Had a kidney stone before",
    "Have you had a kidney stone before, or been told you have stones in the kidney?",
    "known kidney stone|known kidney stones|kidney stone before|kidney stones before|had a kidney stone|had kidney stones|had a kidney stone before|had kidney stones before|history of kidney stones|history of kidney stone|kidney stone from before|i have a kidney stone|i have kidney stones|passed a stone before|passed a kidney stone before|stone in my kidney|stones in my kidney|stone for my kidney|kidney stone patient|told i have kidney stones|known stone former|recurrent kidney stones",
    { group: "history", base: 0.02 },
  ),
  f(
    "dangerous_behaviour",
    "Doing dangerous things without a care (reckless driving, fights, walking into traffic)",
    "Has the person been doing dangerous things without a care, like driving recklessly, fighting or walking into traffic?",
    "driving dangerously|driving recklessly|drove dangerously|drove recklessly|drives dangerously|drives recklessly|reckless driving|dangerous driving|drove the car recklessly|drove our car recklessly|speeding dangerously|dey drive anyhow|drive anyhow|doing dangerous things|does dangerous things|walking into traffic|walked into traffic|running into the road|climbing on the roof|jumping from heights|putting herself in danger|putting himself in danger|no fear of danger",
    { group: "mental", base: 0.003 },
  ),
  f(
    "kneecap_displaced",
    "Kneecap moved out of place to the side of the knee",
    "Has the kneecap moved out of its place, to the side of the knee?",
    "kneecap moved to the side|kneecap moved to the outside|kneecap moved out of place|kneecap shifted|kneecap shifted to the side|kneecap out of place|kneecap is out of place|dislocated kneecap|dislocated my kneecap|kneecap dislocated|kneecap popped out|knee cap popped out|kneecap slipped out|kneecap slipped to the side|knee cap moved|kneecap don shift|kneecap don comot|kneecap on the side of the knee|patella dislocated|dislocated patella|patellar dislocation",
    { group: "injury", base: 0.0005, rf: true, implies: ["knee_injury"] },
  ),
  // GP look-alikes of round 17 (harmless, self-care): the thing that names each one (a twitching eyelid, stretch
  // marks after a growth spurt, red urine after beetroot, a lick of hand gel, a swallowed crayon, cupping marks)
  // and the inner-elbow pain of golfer's elbow, which had been read as the outer elbow of tennis elbow.
  f(
    "eyelid_twitch",
    "Eyelid twitching or jumping",
    "Does an eyelid twitch or jump by itself?",
    "eyelid twitching|eyelid twitch|eyelid twitches|eyelid jumping|eyelid jumps|eyelid dey jump|my eyelid dey jump|eye dey jump|my eye keeps twitching|eye twitching|twitching eyelid|lower eyelid twitching|upper eyelid twitching|eyelid flickering|eyelid fluttering|eyelid keeps jumping|eyelid keeps twitching",
    { group: "eye", base: 0.01 },
  ),
  f(
    "stretch_marks",
    "Stretch marks (lines on the skin like scratches, purple turning white)",
    "Are there lines on the skin like scratches, purple or pink at first and turning white (stretch marks)?",
    "stretch marks|stretch mark|striae|lines like scratches|lines on my skin like scratches|purple lines on my skin|white lines on my skin|lines on my back and thighs|lines on the lower back and thighs|lines on my thighs|purple and white lines|silvery lines on the skin|stretch lines",
    { group: "skin", base: 0.01 },
  ),
  f(
    "beetroot_eaten",
    "Ate beetroot in the last day or two",
    "Have you eaten beetroot (or drunk beetroot juice) in the last day or two?",
    "ate beetroot|ate beetroot salad|beetroot salad|eaten beetroot|eating beetroot|beetroot juice|drank beetroot juice|after beetroot|after eating beetroot|ate beets|urine colour same as beetroot",
    { group: "renal", base: 0.005 },
  ),
  f(
    "sanitiser_lick",
    "Licked or tasted a little hand sanitiser",
    "Did the child only lick or taste a little hand sanitiser (not a big swallow)?",
    "licked hand sanitiser|licked some hand sanitiser|licked a little hand sanitiser|licked the hand sanitiser|licked sanitiser|licked some sanitiser|tasted hand sanitiser|tasted sanitiser|lick of hand sanitiser|hand sanitiser lick|licked hand sanitizer|licked sanitizer|tasted hand sanitizer|licked hand gel|licked some hand gel",
    { group: "poison", base: 0.001 },
  ),
  f(
    "crayon_swallowed",
    "Chewed or swallowed a wax crayon",
    "Did the child chew or swallow pieces of a wax crayon?",
    "swallowed crayon|swallowed a crayon|swallowed wax crayon|ate a crayon|ate crayon|ate some crayon|chewed a crayon|chewed crayon|chewed and swallowed crayon|chewed and swallowed wax crayon pieces|wax crayon pieces|crayon pieces|bit a crayon|bit off a crayon",
    { group: "poison", base: 0.001 },
  ),
  f(
    "cupping_marks",
    "Round bruises where cupping cups were placed",
    "Are the marks round bruises exactly where cupping cups were placed (cupping or hijama)?",
    "had cupping|had cupping therapy|cupping therapy|wet cupping|dry cupping|after cupping|cupping marks|marks from cupping|marks where the cups were|marks are where the cups were placed|did hijama|had hijama|hijama marks",
    { group: "skin", base: 0.002 },
  ),
  f(
    "elbow_inner_pain",
    "Pain on the inner elbow when gripping or lifting",
    "Is the pain on the inner side of the elbow (the bony bump on the little-finger side), worse gripping or lifting?",
    "inner side of the elbow|inside of my elbow|inside of the elbow|inner elbow pain|inner elbow|pain on the inner elbow|inner part of my elbow|inside of my right elbow|inside of my left elbow|pain on the inner side of the elbow|inner bony bump|tender on the inner bony bump|golfer's elbow|golfers elbow|medial epicondylitis",
    { group: "msk", base: 0.005 },
  ),
  // OAA / NICE CG190 and the International Headache Society (ICHD-3 7.2.1): a headache that comes on sitting or
  // standing and eases lying flat, within days of a spinal or epidural (or a lumbar puncture), is a post-dural
  // puncture headache: low pressure of the fluid around the brain.
  f(
    "headache_posture",
    "Headache that comes on sitting or standing and eases lying flat",
    "Does the headache come on when you sit up or stand, and ease when you lie flat?",
    "headache when i sit or stand|headache when i sit up|headache when i stand up|headache on standing|headache on sitting up|headache worse sitting or standing|headache worse when standing|headache better lying flat|headache goes away when i lie flat|headache goes away when i lie down|worse sitting or standing|better lying flat|goes away when i lie flat|eases when i lie flat|only when i sit or stand|head dey pain me when i stand|head pain go when i lie down",
    { group: "head", base: 0.002, implies: ["headache"] },
  ),
];

/** Likelihood rows on existing conditions (added only where a condition has none). */
export const EM17_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS Renal colic / EAU: most people with an infected obstructed kidney or a colic are known stone formers
  // (about half form another stone within 10 years); a stone is a risk factor for a complicated pyelonephritis.
  infected_obstructed_kidney: "kidney_stone_history .5, rigors .45, fatigue .6",
  kidney_stone: "kidney_stone_history .4",
  pyelonephritis: "kidney_stone_history .06",
  // NICE CG185: reckless driving, spending and risky acts in mania.
  mania: "dangerous_behaviour .3",
  // WHO Guidelines for the prevention and clinical management of snakebite in Africa (2010): a viper bite swells
  // the bitten limb upward within hours (to the knee in a foot bite) and the venom stops the blood clotting, so
  // gums, nose, urine and the bite itself bleed; the bite is often unseen and called a thorn prick.
  snake_bite: "leg_swelling .6, wound .4, nosebleed .2, haematuria .25, bleeding_gums_brushing .2, joint_swelling .1",
  // NICE CKS Constipation and ACPGBI: after any belly or pelvic operation (a caesarean included) adhesions are the
  // commonest cause of small bowel obstruction; bilious (green) vomiting comes with a proximal blockage.
  intestinal_obstruction: "previous_caesarean .2, vomiting_green .5",
  // NICE CKS Septic arthritis: rheumatoid arthritis and steroids are the main risk factors (methotrexate and other
  // drugs that lower the white cells are weighed through fever_on_wbc_lowering_drug, a red flag rule, not here: a
  // "no" to them would lower every septic joint in people who take none).
  septic_arthritis: "known_rheumatoid_arthritis .1, steroid_use .05, cannot_straighten_leg .3",
  // NICE CKS Knee pain - assessment: the knee that gave way with a pop and a fast swelling is a ligament tear or a
  // kneecap dislocation.
  knee_injury: "kneecap_displaced .03, cannot_straighten_leg .2",
  // NICE CKS Chest injury / BTS: a knock to the side of the chest with one spot of point tenderness over a rib and
  // pain on breathing, coughing or turning is a rib fracture until shown otherwise (costochondritis has no injury).
  rib_fracture: "flank_injury .45, chest_wall_tender .85, pain_movement .7, cough .15",
  // NICE CKS Acute childhood limp: transient synovitis follows a cold or sore throat in the week before, with
  // pain felt in the hip, thigh or knee; Perthes limps for weeks.
  transient_synovitis: "runny_nose .35, bone_pain .3, thigh_knee_pain_child .3",
  // NICE CKS Cushing's syndrome: wide purple stretch marks (with a round face and weight on the trunk).
  cushings_syndrome: "stretch_marks .5",
  tennis_elbow: "elbow_inner_pain .03",
};
