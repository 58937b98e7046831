// Findings for the emergency round 15 of issue 10 (ck-em15): the sign that makes a presentation an emergency, where
// no existing finding says it, and the lay words of existing ones. The rules that make them emergencies are in
// red-flag-rules-em15.ts.
// - A white or grey spot on the clear front of the eye (over the dark, coloured part) in a red painful eye is a
//   corneal ulcer until proven otherwise (NICE CKS Corneal superficial injury / Red eye; RCOphth: suspected
//   microbial keratitis needs same-day emergency eye assessment).
// - Leaf juice, herbs, urine or breast milk put into a sore eye (traditional eye medicine) is a leading cause of
//   corneal ulcers and blindness in Africa (WHO: traditional eye medicines; Courtright et al.).
// - Thick pus pouring from the eye and back soon after wiping is hyperacute conjunctivitis, gonococcal until shown
//   otherwise (NICE CKS Conjunctivitis - infective; BASHH gonorrhoea): same-day eye assessment, the cornea can
//   perforate within a day.
// - Belly pain that started suddenly, low on one side, with vomiting is ovarian (or testicular) torsion, an ectopic
//   pregnancy or appendicitis until proven otherwise (NICE CKS Abdominal pain / RCOG; NICE CKS Scrotal pain).
// - Pain the person cannot keep still with, or find a comfortable position for, is the restlessness of colic and of a
//   twisted organ (NICE CKS Renal colic; RCOG ovarian torsion), not of peritonitis (which keeps still).
// - A faint at the sight of blood or a needle is a situational (vasovagal) faint, not a collapse of the heart (NICE
//   CG109 Transient loss of consciousness: an "uncomplicated faint" with a clear trigger needs no emergency care).
// - Tamoxifen (and raloxifene) triples the risk of a clot in the leg or lung, like active cancer itself (MHRA / BNF;
//   NICE NG158: active cancer scores in the Wells DVT score).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM15_FINDINGS: Finding[] = [
  f(
    "corneal_white_spot",
    "A white or grey spot on the clear front of the eye (over the dark part)",
    "Is there a white or grey spot on the dark, coloured part of the eye?",
    "white spot on the black part of the eye|white spot on the black part|white spot for the black part|white spot dey for the black part|white spot dey for the black part of the eye|white spot don show for the black part|white spot on the black of the eye|white spot on the dark part of the eye|white spot on the coloured part of the eye|white spot on the cornea|grey spot on the black part of the eye|grey spot on the cornea|cloudy spot on the cornea|cloudy spot on the black part of the eye|white patch on the black part of the eye|white dot on the black part of the eye|whitish spot on the black part of the eye|corneal ulcer|corneal opacity|ulcer on the eye|ulcer on the cornea|sore on the black part of the eye|black part of the eye has turned white",
    { group: "eye", base: 0.0005 },
  ),
  f(
    "traditional_eye_medicine",
    "Leaf juice, herbs, urine or other home remedy put into the eye",
    "Was anything put into the eye as a remedy, such as leaf juice, herbs, urine or breast milk?",
    "leaf juice in the eye|leaf juice was put in the eye|leaf juice in his eye|leaf juice in her eye|leaf juice in my eye|put leaf juice in the eye|put leaf juice in his eye|put leaf juice in her eye|put leaf juice in my eye|put leaf juice inside to wash|put leaf juice inside the eye|squeezed leaf into the eye|squeezed leaves into his eye|squeezed leaves into her eye|herbs in the eye|herbs in my eye|herbal drops in the eye|herbal eye drops|local eye drops|native eye drops|traditional eye medicine|native medicine in the eye|native medicine for the eye|herbal medicine in the eye|urine in the eye|put urine in the eye|put urine in his eye|breast milk in the eye|put breast milk in the eye|put breast milk in his eye|put breast milk in her eye|onion juice in the eye",
    { group: "eye", base: 0.001 },
  ),
  f(
    "eye_pus_heavy",
    "Thick pus pouring from the eye, back soon after wiping",
    "Is thick pus pouring from the eye, coming back soon after it is wiped away?",
    "pus pouring from the eye|pus pouring from my eye|pus pouring out of the eye|eye pouring pus|eye is pouring pus|eye is pouring thick pus|eye pouring thick yellow pus|eye is pouring thick yellow pus|thick yellow pus from the eye|thick yellow pus from my eye|thick pus from the eye|pus comes back soon after wiping|pus comes back as soon as i wipe|discharge comes back soon after wiping|thick yellow discharge comes back soon after wiping|eye full of pus|eye is full of pus|plenty pus dey comot from my eye|pus dey pour from my eye|pus dey comot from my eye plenty|pus runs down the cheek|eyelids swollen shut with pus|lots of pus from the eye|so much pus from the eye",
    { group: "eye", base: 0.001, parent: "eye_discharge" },
  ),
  f(
    "abdominal_pain_sudden",
    "Belly pain that started suddenly (within minutes)",
    "Did the belly pain start suddenly, within minutes, rather than building up over hours?",
    "sudden belly pain|sudden abdominal pain|sudden stomach pain|sudden tummy pain|sudden sharp pain in my belly|sudden sharp pain in the belly|sudden sharp belly pain|belly pain started suddenly|stomach pain started suddenly|pain in my belly started suddenly|the belly pain came on suddenly|belly pain came suddenly|pain catch me suddenly for my belle|sudden pain for my belle|belle pain start suddenly|belly pain came on suddenly|tummy pain came on suddenly|stomach pain came on suddenly|belly pain started all of a sudden|tummy pain started all of a sudden|stomach pain started all of a sudden|belly pain came all of a sudden|pain in my tummy came on suddenly|pain in my belly came on suddenly",
    { group: "abdomen", base: 0.003, parent: "abdominal_pain" },
  ),
  f(
    "lower_pain_sudden",
    "Pain low in the belly, on one side, that started suddenly",
    "Did the pain low in the belly, on one side, start suddenly, within minutes?",
    "sudden lower belly pain|sudden pain in the lower belly|sudden pain in my lower belly|sudden sharp pain low on the right side|sudden sharp pain low on the left side|sudden sharp pain low on my right side|sudden sharp pain low on my left side|sudden pain low on one side|sudden pain low on the right side|sudden pain low on the left side|sudden pain in the right lower belly|sudden pain in the left lower belly|sudden pain in my right lower belly|sudden pain in my left lower belly|sudden sharp pain started low|pain started suddenly low|sudden pain on one side of my lower belly|sudden pain on one side of the lower belly|sudden severe pain in my lower belly|sudden severe pain in the lower belly|sudden pain for my lower belle|sudden pain for one side of my lower belle|lower belly pain started all of a sudden|lower belly pain came on suddenly|pain low in my tummy came on suddenly|pain low in my belly came on suddenly|pain low in my tummy on the left came on suddenly|pain low in my tummy on the right came on suddenly|lower belly pain on the right side started all of a sudden|lower belly pain on the left side started all of a sudden|sudden pain low in my tummy|sudden pain low in my belly",
    { group: "abdomen", base: 0.002, parent: "lower_abdominal_pain", implies: ["abdominal_pain_sudden"] },
  ),
  f(
    "pain_restless",
    "Cannot keep still or find a comfortable position with the pain",
    "Is the pain so bad that you cannot keep still or find any comfortable position?",
    "can't find a comfortable position|cannot find a comfortable position|can't find a comfortable way to lie|cannot find a comfortable way to lie|can't get comfortable|cannot get comfortable|no position is comfortable|no comfortable position|rolling around in pain|rolling about in pain|writhing with pain|can't keep still with the pain|cant keep still with the pain|cannot keep still with the pain|can't keep still|cant keep still|cannot keep still|can't lie still|cant lie still|cannot lie still|restless with pain|restless with the pain|tossing and turning with pain|i no fit sit one place|no fit sit one place|i no fit lie one place|dey roll for ground with pain",
    { group: "abdomen", base: 0.004, parent: "restlessness" },
  ),
  f(
    "faint_blood_sight",
    "Fainted at the sight of blood or a needle",
    "Have you fainted only at the sight of blood or a needle, or during an injection or blood test?",
    "fainted when seeing blood|fainted when seeing blood before|faint when i see blood|i faint when i see blood|faints when he sees blood|faints when she sees blood|faint at the sight of blood|fainted at the sight of blood|faints at the sight of blood|fainted at the sight of a needle|faint when i see needles|faint when i see a needle|fainted during a blood test|blood makes me faint|needles make me faint|the sight of blood makes me faint|fainted when i saw the needle|i faint for injection|i dey faint if i see blood|last time i fainted when i saw the blood|fainted before when i saw blood|fainted when i saw blood before|fainted once at the sight of blood|fainted when they took my blood before",
    { group: "general", base: 0.004 },
  ),
  f(
    "tamoxifen_use",
    "Takes tamoxifen or raloxifene (a hormone tablet after breast cancer)",
    "Do you take tamoxifen or raloxifene, for example after breast cancer?",
    "tamoxifen|take tamoxifen|takes tamoxifen|taking tamoxifen|on tamoxifen|i take tamoxifen|tamoxifen after breast cancer|tamoxifen since my breast operation|tamoxifen for breast cancer|nolvadex|raloxifene|evista",
    { group: "general", base: 0.001 },
  ),
];

/** Lay words for existing findings (added only where no finding has the alias yet). */
export const EM15_ALIASES: Record<string, string> = {
  // RCOG Green-top 57 Reduced fetal movements: "hardly kicked", "quieter than usual" are how mothers tell it.
  reduced_fetal_movements:
    "baby hardly moving|baby is hardly moving|baby hardly moving since yesterday|baby has hardly kicked|baby hardly kicked|hardly kicked since yesterday|baby hardly kicks|baby has hardly moved|baby hardly moved|baby not moving much|baby is not moving much|baby moving less than usual|baby is quieter than usual|baby quieter than usual|baby has been quiet|baby has gone quiet|baby not kicking like before|baby has not been kicking like before|baby no dey kick like before|baby no dey move like before|pikin for my belle no dey move|pikin wey dey my belle no dey kick|not felt the baby move today|not feeling the baby move|haven't felt my baby kick|havent felt my baby kick|haven't felt the baby move|havent felt the baby move|baby movements have reduced|fewer kicks",
  // BAD / NICE CKS Stevens-Johnson syndrome and TEN: skin that peels "like a burn" or "like a scald" is detachment.
  skin_peeling:
    "skin peeling like a burn|skin is peeling like a burn|skin dey peel like burn|skin peeling off like a burn|skin dey peel like say fire burn am|skin peeling like burnt skin|skin coming off like a burn|skin coming off like a scald|skin peeling off in sheets|skin comes off when touched|skin dey comot like burn|skin peeling after the drug|skin peeling after the medicine",
  // NICE CKS Pyelonephritis: the loin is told as the back, under the ribs, at one side.
  flank_pain:
    "pain at the back under the ribs|pain at the back under my ribs|pain under the ribs at the back|side under the ribs at the back|pain in my side under the ribs at the back|pain in my right side under the ribs at the back|pain in my left side under the ribs at the back|back under the ribs|back pain under the ribs on one side|pain in my back just under the ribs",
  // NICE CKS Abdominal pain: the right or left lower belly told as "low on the right side".
  rlq_pain:
    "pain low on the right side|pain low on my right side|pain low down on the right side|pain low down on my right side|low on the right side of my belly|low on the right side of the belly|pain low on the right|low right side pain|lower belly right side|lower belly on the right|right side of my lower belly|right side of the lower belly|low in my tummy on the right|lower tummy on the right|right lower tummy",
  llq_pain:
    "pain low on the left side|pain low on my left side|pain low down on the left side|pain low down on my left side|low on the left side of my belly|low on the left side of the belly|pain low on the left|low left side pain|lower belly left side|lower belly on the left|left side of my lower belly|left side of the lower belly|low in my tummy on the left|lower tummy on the left|left lower tummy",
  // NICE CKS Conjunctivitis: pus sitting in the corner of the eye.
  eye_discharge:
    "pus in the corner of the eye|pus in the corner of my eye|pus at the corner of the eye|pus in the eye|pus dey my eye|yellow matter in the eye",
  // NICE NG158 DVT: a calf that is warm, tight and swollen.
  calf_swelling: "calf warm|calf is warm|calf feels warm|calf warm and swollen|warm swollen calf",
  // WHO IMCI "vomits everything" (a general danger sign) and NICE NG51 / NG111 (cannot keep antibiotics down):
  // told as throwing up everything, or whatever is eaten or drunk coming back out.
  vomiting_persistent:
    "throw up everything|throwing up everything|throws up everything|throw up everything i eat|throwing up everything i eat|whatever i eat i vomit|whatever i eat comes out|whatever she eats comes out|whatever he eats comes out|anything she drinks comes back out|anything he drinks comes back out|anything i drink comes back out|everything comes back out|e dey vomit anything e chop|she dey vomit anything she chop|he dey vomit anything he chop|dey vomit anything wey e chop",
  // NICE CG143 sickle cell, NICE CKS Renal colic: pain that home painkillers do not touch, told by the medicine's
  // name ("paracetamol did nothing", Pidgin "Panadol no touch am").
  painkillers_not_helping:
    "home painkillers not working|painkillers at home not working|painkillers at home did nothing|painkillers did not work|painkillers didnt work|painkillers did not help|painkillers didnt help|paracetamol did nothing|paracetamol does nothing|paracetamol did not help|paracetamol didnt help|panadol did nothing|panadol does nothing|diclofenac did nothing|diclofenac did not help|the drugs did nothing for the pain|panadol no touch am|panadol no touch|paracetamol no touch am|paracetamol no touch|drug no touch am|drugs no touch the pain|panadol no work|paracetamol no work|painkiller no work|pain medicine no work",
  // NICE CKS / AAO: a pinguecula is a small yellowish raised bump on the white of the eye beside the cornea; it is
  // not jaundice (a yellow bump is one spot, jaundice colours the whole white).
  eye_growth:
    "yellow lump on the white of the eye|yellow patch on the white of the eye near the nose|bump on the white of my eye|raised spot on the white of the eye|yellow thing on the white of my eye",
};

/** Likelihood rows of the new findings on existing conditions (added only where a condition has none). The KB's
 * "Ovarian cyst" is the slow, routine one (consultation): a sudden one-sided pain belongs to torsion or rupture. */
export const EM15_LIKELIHOOD_ROWS: Record<string, string> = {
  keratitis: "corneal_white_spot .5, traditional_eye_medicine .15",
  hsv_keratitis: "corneal_white_spot .2",
  eye_foreign_body: "corneal_white_spot .08, traditional_eye_medicine .05",
  corneal_abrasion: "corneal_white_spot .03, traditional_eye_medicine .03",
  conjunctivitis: "eye_pus_heavy .05, traditional_eye_medicine .01",
  gonorrhoea: "eye_pus_heavy .03",
  ovarian_torsion: "abdominal_pain_sudden .45, lower_pain_sudden .35, pain_restless .3",
  ectopic_pregnancy: "abdominal_pain_sudden .25, lower_pain_sudden .2, pain_restless .1",
  testicular_torsion: "abdominal_pain_sudden .2, lower_pain_sudden .1, pain_restless .25",
  appendicitis: "abdominal_pain_sudden .1, lower_pain_sudden .05, pain_restless .05",
  sickle_pain_crisis: "pain_restless .3",
  kidney_stone: "abdominal_pain_sudden .2, lower_pain_sudden .03, pain_restless .4",
  vasovagal_syncope: "faint_blood_sight .25",
  social_anxiety: "faint_blood_sight .02",
  dvt: "tamoxifen_use .03",
  breast_cancer: "tamoxifen_use .2",
};
