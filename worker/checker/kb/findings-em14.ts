// Findings for the emergency round 14 of issue 10 (ck-em14): the sign that makes a presentation an emergency, where
// no existing finding says it, and the lay words of existing ones. The rules that make them emergencies are in
// red-flag-rules-em14.ts.
// - An eye that feels hard like a stone, with pain, redness or haloes, is a pressure of 50-80 mmHg: acute
//   angle-closure glaucoma (NICE CKS Glaucoma and Red eye; RCOphth: same-day emergency eye assessment).
// - Bouts of violent, uncontrollable shivering (rigors) with an infection are "extreme shivering", a sign of sepsis
//   (UK Sepsis Trust / NHS "Sepsis": call 999 or go to A&E), unlike the feeling cold of a fever.
// - A soft (fluctuant) swelling in a red, hot, painful breast is an abscess (NICE CKS Mastitis and breast abscess:
//   refer to a surgeon for drainage; with systemic upset, admit).
// - A joint injected recently (a steroid or other medicine, often at a chemist) is the classic door for septic
//   arthritis (NICE CKS Septic arthritis; BSR/BOA: a hot swollen joint after an injection is aspirated the same day).
// - Two puncture marks where something bit, and a bite by something not seen in the farm, bush or grass, are a
//   snake bite until proven otherwise (WHO Guidelines for the management of snakebites, 2nd ed.: fang marks;
//   treat as a snakebite when the biter was not seen in an area with venomous snakes).
// - A raised (palpable) purple rash on the legs and buttocks of a child is the rash of IgA vasculitis
//   (Henoch-Schonlein purpura; NICE CKS: same-day assessment, BP and urine), which has its own lower limit in a
//   well child without fever (red-flag-rules-em14.ts).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM14_FINDINGS: Finding[] = [
  f(
    "eye_hard",
    "The eye feels hard, like a stone",
    "Does the painful eye feel hard, like a stone, when touched gently through the closed lid?",
    "eye feels hard|eye feels hard like stone|eye feels hard like a stone|eye is hard like stone|eye is hard like a stone|eyeball feels hard|eyeball is hard|eyeball hard like stone|eye don hard like stone|eye don hard|my eye hard like stone|eye hard like a rock|eyeball feels like a stone",
    { group: "eye", base: 0.0005 },
  ),
  f(
    "rigors",
    "Bouts of violent, uncontrollable shivering (rigors)",
    "Have there been bouts of violent shivering you could not stop, shaking even under blankets?",
    "shivering fits|fits of shivering|uncontrollable shivering|shivering uncontrollably|shaking uncontrollably|cant stop shivering|can't stop shivering|cannot stop shivering|extreme shivering|violent shivering|shivering violently|shaking violently with cold|shiver like cold water pour me|shiver like say cold water pour am|dey shiver like cold water pour me|shiver like cold water poured on me|shaking like cold water was poured on me|the whole bed shakes from shivering|shivering so hard the bed shakes",
    { group: "fever", base: 0.01, parent: "chills" },
  ),
  f(
    "breast_soft_swelling",
    "A soft, tender swelling in a red, painful breast (pus collecting)",
    "Is there a soft, tender swelling inside the red, painful part of the breast, as if filled with fluid?",
    "soft swelling in the breast|soft swelling in my breast|soft swelling inside the breast|soft swelling inside my breast|soft lump in the breast|soft lump in my breast|breast has a soft swelling|pus in the breast|pus in my breast|pus collected in the breast|breast abscess|abscess in the breast|abscess in my breast|boil in the breast|boil in my breast|boil on the breast|breast boil|breast swelling full of pus|swelling for my breast soft|soft swelling for my breast",
    { group: "breast", base: 0.002, parent: "breast_lump" },
  ),
  f(
    "joint_injected",
    "An injection into the joint in the last few weeks",
    "Has the joint been injected (a steroid or other medicine put into it) in the last few weeks?",
    "knee injected|knee was injected|injected my knee|injected his knee|injected her knee|injected the knee|injection into the knee|injection into my knee|injection in my knee|injection in the knee|injection into the joint|injection in the joint|joint injection|joint was injected|steroid injection in the knee|steroid injection into the knee|steroid injection into the joint|chemist injected my knee|injected my swollen knee|dem inject my knee|inject medicine for my knee|injected medicine into my knee|injected medicine into the joint",
    { group: "msk", base: 0.002 },
  ),
  f(
    "fang_marks",
    "Two puncture marks where something bit (fang marks)",
    "Are there two small puncture marks where something bit?",
    "two puncture marks|two small puncture marks|two tiny puncture marks|two fang marks|fang marks|two small holes on my leg|two small holes on the leg|two small holes on his leg|two small holes on her leg|two holes on my leg|two small holes on my foot|two small holes on the foot|two small holes on his foot|two small holes on my hand|two small holes where it bit|two holes where it bit|two holes where something bit|two small bite marks|two bite holes",
    { group: "injury", base: 0.0005, implies: ["snake_bite"] },
  ),
  f(
    "unseen_bite",
    "Bitten by something not seen (in the farm, bush, grass or at night)",
    "Were you bitten by something you did not see, in the farm, bush, grass or in the dark?",
    "something bit me|something bite me|something bit my leg|something bit my foot|something bite me for leg|something bite me for farm|something bit him|something bit her|something bite am|bitten by something|bitten by something in the farm|bitten in the farm|bitten on the leg in the farm|bitten on the foot in the farm|bitten in the bush|bitten in the grass|bitten while farming|bitten while weeding|bitten in the dark|did not see what bit me|didn't see what bit me|don't know what bit me|dont know what bit me|i no see wetin bite me",
    { group: "injury", base: 0.001 },
  ),
  f(
    "purpura_legs_buttocks",
    "Raised purple spots or rash on the legs and buttocks",
    "Is the purple rash raised (you can feel it) and mainly on the legs and buttocks?",
    "raised purple rash on legs and buttocks|raised purple rash on the legs and buttocks|raised purple rash on her legs|raised purple rash on his legs|raised purple rash on the legs|purple rash on legs and buttocks|purple rash on the legs and buttocks|purple rash on her legs and bottom|purple rash on his legs and bottom|purple rash on the legs and bottom|bumpy purple rash on the legs|purple rash on the back of the legs and bottom|purple rash on the bum and legs|purple rash for her leg and yansh|purple rash for him leg and yansh",
    { group: "skin", base: 0.0005, parent: "rash_nonblanching" },
  ),
];

/** Lay words for existing findings (added only where no finding has the alias yet). */
export const EM14_ALIASES: Record<string, string> = {
  // NICE CKS Glaucoma: haloes are told as rainbow or coloured rings round a bulb or a light.
  halos:
    "rainbow ring round the light|rainbow rings round the light|rainbow ring round am|rainbow ring round the bulb|rainbow rings round the bulb|rainbow rings around the bulb|rainbow ring around the bulb|rainbow circles around lights|rainbow circles round the light|rainbow colours around lights|rainbow colours round the bulb|coloured circles around lights|coloured rings round the bulb|rings round the bulb|circles around the bulb|light get rainbow ring|bulb get rainbow ring|see rainbow around the light",
  // RCOphth / NICE CKS Chemical eye injury: hair relaxer, dye, detergents, kerosene and insecticides are the
  // chemicals splashed in Nigerian homes, salons and farms; alkalis (relaxer, lime, cement, caustic soda) burn deepest.
  chemical_eye:
    "relaxer in my eye|relaxer in her eye|relaxer in his eye|relaxer in the eye|hair relaxer in the eye|relaxer splashed into my eye|relaxer splashed into the eye|relaxer entered my eye|relaxer cream in my eye|relaxer cream splashed into my eye|perm cream in my eye|hair dye in my eye|hair dye in the eye|hair dye entered my eye|detergent in my eye|detergent entered my eye|kerosene in my eye|kerosene entered my eye|petrol in my eye|fuel splashed into my eye|insecticide in my eye|insecticide entered my eye|sniper in my eye|sniper entered my eye|dettol in my eye|jik in my eye|caustic soda in my eye|potash in my eye|drain cleaner in my eye|oven cleaner in my eye|paint thinner in my eye|battery acid in my eye|acid splashed into my eye|chemical splashed into the eye|chemical enter my eye|chemical don enter my eye",
  // NICE CKS Palpitations: an attack of fast, regular beating that starts like a switch (SVT) is told as a drum.
  palpitations_sudden_regular:
    "heart started beating like a drum suddenly|heart suddenly started beating like a drum|heart started beating like a drum|heart start to beat like drum|heart suddenly start to beat like drum|fast regular heartbeat|regular fast heartbeat|heartbeat fast and regular|fast and regular heartbeat|heart racing and it has not stopped|heart racing that won't stop|heart racing that will not stop|heart dey race and e no stop|heart started racing suddenly|heart racing suddenly",
  palpitations:
    "heart beating like a drum|heart beating like drum|heart dey beat like drum|heart dey knock like drum|heart knocking like a drum|heart is pounding like a drum|heart pounding like a drum",
  // NICE NG225 / WHO mhGAP: a note saying life has no meaning, or asking to be forgiven, is a goodbye note.
  goodbye_note:
    "note saying life has no meaning|a note saying life has no meaning|note saying she wants to die|note saying he wants to die|note saying she is tired of life|note saying he is tired of life|note saying sorry for everything|letter saying life has no meaning|letter saying she wants to die|letter saying he wants to die|wrote that life has no meaning|wrote that she wants to die|wrote that he wants to die|note saying goodbye|letter saying goodbye|left a note saying goodbye",
  // WHO snakebite guidelines: local envenoming is told as swelling climbing up the bitten limb.
  bite_swelling:
    "swelling spreading up the leg|swelling spreading up my leg|swelling spreading up the arm|swelling spreading up my arm|swelling dey climb my leg|swelling dey climb my hand|swelling dey climb|swelling climbing up the leg|swelling climbing up my leg|swelling moving up the leg|swelling going up the leg|swelling going up my arm|swelling don reach my knee|swelling don reach my thigh",
  // NICE CKS Red eye: severe burning in the eye is eye pain (after a chemical, a
  // foreign body or a corneal ulcer), not the mild burning of dry eyes.
  eye_pain:
    "severe burning in the eye|severe burning in my eye|eye is burning badly|eye burning badly|burning badly in the eye|eye dey burn me well well|eye stinging badly",
  // National Burn Care Referral Guidance: a burn larger than the person's palm (about 1% of the body) is large.
  burn_major:
    "burn is bigger than my palm|burn is bigger than her palm|burn is bigger than his palm|burn bigger than the palm|bigger than the palm of the hand|burn bigger than my hand|burn bigger than her hand|burn is bigger than a palm",
  // NICE CKS Cellulitis: a limb told as red, hot and swollen.
  cellulitis_skin:
    "arm is red, hot and swollen|arm red hot and swollen|arm is red hot and swollen|leg is red, hot and swollen|leg red hot and swollen|leg is red hot and swollen|leg red, hot and swollen|foot is red, hot and swollen",
  // NICE CKS Lower urinary tract symptoms in men: urine that "no dey flow well" is a weak stream, not little urine
  // (which would read as a sign of sepsis or kidney failure).
  weak_stream:
    "urine no dey flow well|urine does not flow well|urine not flowing well|urine no dey comot well|urine dey come small small",
  // NICE CKS Burns and scalds: a child pulls a cup of hot tea, soup or pap onto herself.
  burn: "hot tea spilled on|hot tea spilled on her|hot tea spilled on him|hot tea poured on her|hot tea fell on her|hot tea fell on him|cup of hot tea onto her|cup of hot tea onto him|pulled hot tea onto|pulled the hot tea|hot water spilled on her|hot water spilled on him|hot soup spilled on|hot soup poured on|hot tea poured on him|hot pap spilled on|hot pap fell on|hot drink spilled on|kettle water spilled on",
  // NICE CKS Cellulitis: the cut that let the infection in, told in Pidgin.
  wound:
    "small cut for my leg|cut for my leg|cut for my hand|cut for my foot|small cut on my leg|small cut on the leg|cut on the leg while farming|cut my leg while farming|cutlass cut my leg",
};

/** Likelihood rows of the new findings, and of the signs of sepsis, on existing conditions (added only where a
 * condition has none). */
export const EM14_LIKELIHOOD_ROWS: Record<string, string> = {
  acute_angle_closure_glaucoma: "eye_hard .4",
  // NICE CKS Burns and scalds: the blisters of a partial-thickness burn or scald burst and the skin peels.
  major_burn: "skin_peeling .4",
  chemical_eye_injury: "eye_hard .02",
  septic_arthritis: "joint_injected .15, rigors .2",
  snake_bite: "fang_marks .6, unseen_bite .3",
  insect_bite_reaction: "unseen_bite .1",
  scorpion_sting: "unseen_bite .3",
  iga_vasculitis: "purpura_legs_buttocks .8",
  itp: "purpura_legs_buttocks .2",
  // Malaria's cold stage is the commonest cause of rigors (WHO malaria guidelines): without a source of
  // infection they are not the sepsis rule.
  malaria: "rigors .35",
  mastitis: "breast_soft_swelling .2",
  periductal_mastitis: "breast_soft_swelling .35",
};

/**
 * Conditions that are a local source of infection (urine, kidney, skin, wound, breast, joint, bone, tooth, pelvis).
 * NICE NG51 asks of anyone with a suspected infection "could this be sepsis?": each of these lists the signs that
 * it has become sepsis, so the check asks them while the infection leads (interview.ts safetyCheck screens only
 * findings the likely conditions predict), and red-flag-rules-em14.ts makes any of them an emergency.
 */
export const SEPSIS_SOURCE_CONDITIONS = [
  "pyelonephritis",
  "uti_male",
  "uti_in_pregnancy",
  "prostatitis",
  "cellulitis",
  "lymphangitis",
  "skin_abscess",
  "perianal_abscess",
  "human_bite",
  "diabetic_foot",
  "mastitis",
  "periductal_mastitis",
  "septic_arthritis",
  "osteomyelitis",
  "dental_abscess",
  "perineal_infection",
  "caesarean_wound_infection",
  "pid",
  "epididymitis",
  "bartholin_abscess",
];

/** How often each sign of sepsis goes with a local infection seen in primary care (order of magnitude: most are
 * managed at home; NICE NG51 moderate-to-high and high-risk criteria, UK Sepsis Trust "extreme shivering"). Rigors
 * are commonest with kidney infections (NICE CKS Pyelonephritis). */
const SEPSIS_SIGN_ROW =
  "rigors .15, dizzy_standing .08, oliguria .05, confusion .02, vomiting_persistent .05, fainting .03";
const SEPSIS_SIGN_ROW_KIDNEY =
  "rigors .35, dizzy_standing .1, oliguria .06, confusion .02, vomiting_persistent .12, fainting .03";

export const EM14_SEPSIS_SIGN_ROWS: Record<string, string> = Object.fromEntries(
  SEPSIS_SOURCE_CONDITIONS.map((id) => [id, id === "pyelonephritis" ? SEPSIS_SIGN_ROW_KIDNEY : SEPSIS_SIGN_ROW]),
);
