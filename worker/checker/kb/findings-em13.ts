// Findings for the emergency round 13 of issue 10 (ck-em13): the sign that makes a presentation an emergency,
// where no existing finding says it. Each is created only where no existing finding fits; the rules that make
// them emergencies are in red-flag-rules-em13.ts.
// - A swelling of the forehead with sinusitis is a Pott's puffy tumour (frontal bone osteomyelitis with a
//   subperiosteal abscess), often with an abscess inside the skull (NICE CKS Sinusitis red flags: frontal
//   swelling, severe frontal headache, periorbital oedema - emergency admission).
// - Several teeth moving together as one block after a blow is a fracture of the tooth-bearing bone
//   (dentoalveolar fracture; IADT 2020: repositioning and splinting by a dentist as an emergency).
// - A cut on the knuckle from someone's teeth after a punch (clenched-fist injury) carries mouth bacteria into
//   the joint and tendon (NICE CKS Bites - human and animal: refer to hospital the same day).
// - A burn on the hands, feet, face, genitals or over a big joint is a special area (National Burn Care
//   Referral Guidance / British Burn Association; NICE CKS Burns and scalds: refer to a burns service).
// - A finger held bent and too painful to straighten after a prick (thorn, fish bone, needle) is a flexor
//   tendon sheath infection (Kanavel signs; BSSH: same-day emergency hand surgery).
// - A fingertip or toe turning black is critical ischaemia or gangrene (EULAR systemic sclerosis, BSR; NICE
//   NG19 diabetic foot: gangrene is an emergency).
// - A limb swollen for months after the glands were removed (breast cancer surgery) or from filariasis is
//   lymphoedema; cellulitis in it with fever needs antibiotics through a drip (British Lymphology Society
//   cellulitis consensus).
// - Pain "in the private part" told by a boy or his parent is where torsion hides (NICE CKS Scrotal pain and
//   swelling: examine the testes of any boy with lower abdominal pain).
// - Something stuck around the penis (a ring, nut, bottle neck) strangles it (BAUS / EAU urological trauma:
//   emergency removal).
// - Herbs, alum, detergent or other things put inside the vagina to tighten or clean it burn the lining (WHO
//   sexual and reproductive health; RCOG): with bleeding or fever, emergency care.
// - Thoughts of harming the baby after birth (NICE CG192 antenatal and postnatal mental health: urgent same-day
//   perinatal mental health assessment).
// - Chickenpox in the last few weeks is the usual story before an acute cerebellar ataxia in a child (NICE CKS
//   Chickenpox complications; RCPCH).
// - A crackling feeling under the skin of the neck or chest is air that has escaped from a torn gullet, airway
//   or lung (surgical emphysema; ENT UK / NICE CKS: suspected perforation is an emergency).
// - A small amount of household bleach already diluted in water (TOXBASE sodium hypochlorite: a mouthful of
//   dilute bleach with no symptoms can be managed at home).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM13_FINDINGS: Finding[] = [
  f(
    "forehead_swelling",
    "Swelling on the forehead",
    "Is there a soft swelling on the forehead?",
    "forehead swelling|swelling on the forehead|swelling on his forehead|swelling on her forehead|swelling on my forehead|swollen forehead|forehead is swollen|forehead has swollen|soft swelling on the forehead|swelling for him forehead|swelling for her forehead|swelling for my forehead|swelling don come out for him forehead|forehead don swell|puffy forehead",
    { group: "head", base: 0.004 },
  ),
  f(
    "teeth_block_moved",
    "Several teeth moved together as one block after a blow",
    "After the blow, have several teeth (with the gum) moved together as one block?",
    "several front teeth moved together|several teeth moved together|teeth moved together|teeth and gum shifted together|teeth and the gum have shifted together|teeth and gum moved together|teeth moved as a block|shifted together as a block|teeth shifted together|front teeth shifted together|block of teeth moved|gum and teeth moved together|teeth and gum don shift",
    { group: "mouth", base: 0.0003, rf: true, parent: "tooth_injury" },
  ),
  f(
    "fight_bite",
    "A cut on the knuckle from someone's teeth (punch)",
    "Did you cut your knuckle on someone's teeth when punching?",
    "tooth cut my knuckle|his tooth cut my knuckle|her tooth cut my knuckle|teeth cut my knuckle|cut my knuckle on his teeth|cut my knuckle on her teeth|cut my knuckle on his tooth|cut my knuckle on someone's teeth|knuckle cut by a tooth|knuckle cut by teeth|cut on the knuckle from a tooth|cut on the knuckle from teeth|clenched fist injury|clenched-fist injury|knuckle wound from punching|cut knuckle after punching someone|tooth wound on the knuckle",
    { group: "skin", base: 0.0005, rf: true, implies: ["human_bite", "wound"] },
  ),
  f(
    "burn_special_site",
    "Burn on the hand, foot, face, genitals or over a joint",
    "Is the burn on a hand, foot, the face, the genitals or over a joint (knee, elbow)?",
    "burn on the hand|burn on my hand|burn on his hand|burn on her hand|burn on the hand and fingers|burnt his hand|burnt her hand|burned my hand|burned her hand|burned his hand|burn on the palm|burn on the fingers|burnt fingers|fire caught her hand|fire caught his hand|fire caught my hand|hot oil on my hand|hot water on her hand|burn on the foot|burn on my foot|burnt foot|burnt her foot|burnt his foot|burn on the feet|burn on the private part|burn on the genitals|burn on the knee|burn on the elbow|burn over the joint",
    { group: "skin", base: 0.005, parent: "burn" },
  ),
  f(
    "finger_bent_painful",
    "Finger held bent and very painful to straighten",
    "Is the finger held bent, with severe pain when you try to straighten it?",
    "finger held bent|finger stays bent|finger is held bent|finger held in a bent position|finger stays bent and swollen|scream when i try to straighten it|severe pain straightening the finger|severe pain when straightening the finger|pain when i straighten the finger|pain when straightening the finger|hurts to straighten the finger|too painful to straighten the finger|finger too painful to straighten|finger bent and swollen",
    { group: "msk", base: 0.001 },
  ),
  f(
    "finger_puncture",
    "Finger pricked or pierced (thorn, fish bone, needle, splinter)",
    "Was the finger pricked or pierced by something (a thorn, fish bone, needle or splinter)?",
    "fish bone pierced my finger|fish bone pierced my index finger|fish bone pricked the finger|fish bone pricked my finger|fish bone pierced the finger|fish bone jam my finger|thorn pricked my finger|thorn pierced my finger|thorn in my finger|thorn went into my finger|needle pricked my finger|pricked my finger|finger was pricked|finger got pricked|splinter in my finger|splinter went into my finger|finger was pierced|pierced my finger",
    { group: "msk", base: 0.005 },
  ),
  f(
    "finger_black",
    "Fingertip or toe turning black",
    "Is a fingertip or toe turning black?",
    "fingertip turning black|fingertip is black|fingertip has turned black|finger tip turning black|tip of my finger is black|tip of my finger is turning black|tip of my middle finger is black|tip of the finger is black|finger turning black|finger going black|finger is black|finger has turned black|fingers turning black|toe turning black|toe going black|toe is black|toe has turned black|toes turning black|toe don turn black|finger don turn black|black fingertip|gangrene of the finger|gangrene of the toe",
    { group: "skin", base: 0.0008, rf: true },
  ),
  f(
    "lymphoedema",
    "Arm or leg swollen for months (lymphoedema), e.g. after the glands were removed",
    "Has the arm or leg been swollen for months, for example since glands were removed in breast cancer surgery?",
    "lymphoedema|lymphedema|arm swollen since breast surgery|arm has been swollen since surgery|arm has been swollen since the surgery|arm swollen since surgery|arm swollen since the operation|my arm has been swollen since|arm don dey swell since|arm dey swell since|arm has been swelling since|arm has been swelling since surgery|arm swelling since surgery|they remove the glands|they removed the glands in the armpit|remove the glands|glands removed from the armpit|lymph nodes removed|lymph glands removed|dem remove the glands|they removed the glands|removed the glands|removed the glands in my armpit",
    { group: "skin", base: 0.003 },
  ),
  f(
    "private_part_pain_male",
    "Pain in the private parts (a boy or man)",
    "Is there pain in the private parts (the penis, the testicles or the bag around them)?",
    "pain in the private part|pain in his private part|pain in my private part|private part dey pain|him private part dey pain|him private part dey pain am|my private part dey pain|private part is paining|private part is painful|his private part hurts|my private part hurts|pain in his private parts|pain in my private parts",
    { group: "genital", base: 0.01, sex: "male" },
  ),
  f(
    "penile_constriction",
    "Something stuck around the penis (ring, nut, bottle neck)",
    "Is something stuck around the penis (a ring, a nut, a bottle neck)?",
    "metal ring stuck on the penis|ring stuck on the penis|ring stuck on my penis|ring is stuck on my penis|ring on my manhood|ring stuck on my manhood|metal ring on my manhood|metal ring on the penis|ring around the penis|ring around my penis|penis ring stuck|cock ring stuck|nut stuck on the penis|bottle stuck on the penis|something stuck on my penis|something stuck around the penis|something tied around the penis",
    { group: "genital", base: 0.0002, rf: true, sex: "male" },
  ),
  f(
    "vaginal_insertion",
    "Put herbs, chemicals or objects inside the vagina",
    "Have you put herbs, alum, a chemical, a tablet or an object inside the vagina?",
    "put herbs inside the vagina|put herbs and alum inside the vagina|put herbs in my vagina|put herbs inside my vagina|put some herbs and alum inside|herbs and alum inside|put alum in my vagina|put alum inside my vagina|alum inside the vagina|inserted herbs into the vagina|inserted herbs in my vagina|herbs inside my vagina|herbs in the vagina|to tighten my vagina|tighten my vagina|vaginal tightening herbs|put detergent in my vagina|washed inside my vagina with detergent|put something inside my vagina|object inside my vagina|something stuck in my vagina",
    { group: "genital", base: 0.001, sex: "female" },
  ),
  f(
    "thoughts_harm_baby",
    "Thoughts of harming the baby",
    "Have you had thoughts of harming your baby, or that the baby would be better off without you?",
    "thoughts of harming the baby|thoughts of harming my baby|thoughts of hurting the baby|thoughts of hurting my baby|thoughts of hurting her|thoughts of hurting him|thought of hurting my baby|want to hurt my baby|feel like hurting my baby|feel like harming my baby|think of hurting the baby|thoughts of killing my baby|want to kill my baby|baby would be better without me|baby would be better off without me|baby is better off without me|baby better off without me|baby is better without me",
    { group: "mind", base: 0.002, rf: true },
  ),
  f(
    "recent_chickenpox",
    "Had chickenpox in the last few weeks",
    "Has the child had chickenpox in the last few weeks?",
    "chickenpox two weeks ago|had chickenpox two weeks ago|had chickenpox last week|had chickenpox some weeks ago|had chickenpox recently|recently had chickenpox|recovered from chickenpox|just recovered from chickenpox|chickenpox three weeks ago|had chickenpox a few weeks ago",
    { group: "history", base: 0.005, parent: "recent_viral_illness" },
  ),
  f(
    "skin_crackles",
    "Crackling feeling under the skin of the neck or chest",
    "Does the skin of the neck or chest crackle (like bubble wrap) when pressed?",
    "neck feels crackly under the skin|crackly under the skin|crackling under the skin|crackles under the skin|skin crackles when pressed|skin crackles when i press|feels like bubble wrap under the skin|surgical emphysema|air under the skin",
    { group: "chest", base: 0.0005, rf: true },
  ),
  f(
    "dilute_bleach",
    "Bleach that was already diluted in water (a mouthful)",
    "Was the bleach already diluted in water (from a bucket or bowl), and only a mouthful?",
    "bleach water|drank bleach water|a mouthful of bleach water|mouthful of bleach water|bleach was diluted|bleach was diluted in a bucket|diluted bleach|dilute bleach|bleach mixed with water|water with bleach in it|bleach water from the bucket",
    { group: "poison", base: 0.0005, implies: ["caustic_swallowed"] },
  ),
];

/** Lay words for existing findings (added only where no finding has the alias yet). */
export const EM13_ALIASES: Record<string, string> = {
  // RCOphth / NICE CKS: a vitreous haemorrhage is told as ink, smoke, cobwebs or shadows spreading in the sight.
  floaters:
    "like ink in my eye|ink spread in my eye|like ink spread in my eye|ink in my vision|like ink or smoke in the vision|like smoke in my vision|smoke in my vision|like smoke in my eye|see cobwebs|i see cobwebs|cobwebs and shadows|shadows in my vision|shadows in my eye|see shadows",
  // NICE CKS: acute ataxia told as walking like someone drunk.
  unsteady_walk:
    "walking like somebody that drank|walking like somebody wey drink|walking like someone who is drunk|walking like she is drunk|walking like he is drunk|walks like a drunk|walking like she drank|walking like he drank",
  // NICE CKS cellulitis: a red, hot limb.
  cellulitis_skin:
    "e red and hot|now e red and hot|now it is red and hot|arm red and hot|arm is red and hot|arm is red hot|arm red hot|leg red and hot|leg is red and hot",
  // WHO intrapartum care: labour pains are told as waist pain that comes and goes; the waters as water from the
  // private part.
  contractions:
    "waist pain coming and going|waist pain dey come and go|waist pain comes and goes|pains every few minutes|pain every few minutes|pains coming every few minutes|pain dey come every few minutes",
  waters_broken:
    "watery fluid from the vagina|water dey comot from her private part|water dey comot from my private part|water small dey comot|water coming out from her private part|water coming out of my private part|water coming from the vagina|clear water from the vagina",
  // TOXBASE iron: a child eats the mother's iron tablets like sweets.
  iron_tablets_swallowed:
    "iron tablet chop plenty|chop plenty iron tablet|chop iron tablet|iron tablet eat plenty|eat plenty iron tablet|eat iron tablet|iron tablets eat plenty|ate many iron tablets|ate plenty iron tablets|ate plenty of iron tablets|swallowed many iron tablets|iron tablets like sweets|iron tablet like sweet|ate my iron tablets|ate her iron tablets",
  // Resuscitation Council UK choking: cannot speak, cough or breathe, hands at the throat.
  choking:
    "can't talk or cough|cant talk or cough|cannot talk or cough|no fit talk no fit cough|he no fit talk he no fit cough|grabbing his throat|grabbing her throat|holding his throat|holding her throat|hold him throat|hold her throat|clutching his throat|clutching her throat",
  // Resuscitation Council UK: gasping (agonal) breaths in someone who has collapsed are cardiac arrest.
  not_breathing: "snoring gasping breaths|gasping breaths|only gasping|making gasping breaths|agonal breathing",
  // NICE CG89: a young girl's vaginal bleeding is noticed as blood in her pants.
  vaginal_bleeding:
    "blood in her pants|blood in her panties|blood in her underwear|blood on her pants|blood stains in her pants",
  // Resuscitation Council UK / ESC sports cardiology: a sudden collapse during sport is cardiac until proven otherwise.
  fainting_exertion:
    "collapsed while playing football|collapsed suddenly while playing football|fell down while playing football|just fell down while playing football|collapsed during a match|collapsed while running|collapsed during exercise|collapsed during sport",
  // NICE CG95: a heart attack told as heavy gas in the chest with a heavy left arm.
  chest_pain_pressure:
    "heavy gas in my chest|like heavy gas in my chest|heavy gas in my upper chest|like heavy gas in my upper chest",
  chest_pain_radiating: "left arm feels heavy|my left arm feels heavy|heaviness in my left arm|left arm is heavy",
  // NICE NG217: a fit seen by someone else, told as shaking on the floor.
  seizure:
    "dey shake for floor|see me dey shake for floor|saw me shaking on the floor|found me shaking on the floor|was shaking on the floor|roommate saw me shaking",
  // NICE NG39: a stab wound of the belly.
  stabbed_or_shot:
    "stabbed in the belly|stabbed in the stomach|stab am for belle|stab my brother for belle|stab him for belle|stab for belle|stabbed in the chest|stabbed with a knife",
};

/** Likelihood rows of the new findings on existing conditions (added only where a condition has none). */
export const EM13_LIKELIHOOD_ROWS: Record<string, string> = {
  sinusitis: "forehead_swelling .002",
  orbital_cellulitis: "forehead_swelling .1",
  tooth_luxation: "teeth_block_moved .15",
  dental_trauma: "teeth_block_moved .1",
  human_bite: "fight_bite .35",
  minor_burn: "burn_special_site .3",
  major_burn: "burn_special_site .4",
  chemical_burn: "burn_special_site .3",
  raynauds: "finger_black .03",
  acute_limb_ischaemia: "finger_black .2",
  cellulitis: "lymphoedema .1",
  lymphatic_filariasis: "lymphoedema .6",
  testicular_torsion: "private_part_pain_male .5",
  torsion_testicular_appendage: "private_part_pain_male .5",
  testicular_trauma: "private_part_pain_male .4",
  epididymitis: "private_part_pain_male .4",
  postpartum_depression: "thoughts_harm_baby .1",
  postpartum_psychosis: "thoughts_harm_baby .2",
  iron_poisoning: "vomiting .8, diarrhoea .5, abdominal_pain .6",
  caustic_ingestion: "dilute_bleach .05",
  // WHO abortion care: heavy bleeding after abortion pills is told as a heavy period.
  miscarriage: "heavy_periods .35, recent_abortion .3",
  septic_abortion: "heavy_periods .2",
};
