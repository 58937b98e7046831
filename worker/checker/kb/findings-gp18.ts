// Findings for the eighteenth round (common GP problems and everyday worries of 10–45-year-olds and their children
// that a fresh set, tune15, showed the knowledge base had no sign or no words for). Each is created only where no
// existing finding fits, and each is the sign that tells a benign look-alike from its serious neighbour:
// - A yellowish bump on the white of the eye that stays off the cornea is a pinguecula; one growing onto the
//   cornea is a pterygium (AAO, StatPearls).
// - A wobbly milk tooth with the adult tooth coming up behind it is normal exfoliation (NHS, AAPD).
// - A red, sore palate under a denture worn day and night is denture stomatitis (NICE CKS oral candidiasis).
// - A soft painless lump where insulin is always injected is lipohypertrophy, and makes sugars erratic (FIT UK).
// - A low neutrophil count found on a routine test in a well person of African descent, with relatives the
//   same, is usually benign ethnic neutropenia (BSH, StatPearls).
// - Pinpoint spots only on the face and eyelids after forceful vomiting or coughing are from straining, not a
//   bleeding disorder (NICE NG143, NICE CKS bruising and petechiae).
// - Greying of vision for seconds on standing quickly, gone in seconds, is initial orthostatic hypotension (ESC
//   syncope guideline).
// - Shaking and a fast heart after many puffs of the reliever are salbutamol's effect (BNF, BTS/SIGN asthma).
// - Muscle aches after a statin is started (NICE CKS lipid modification; MHRA).
// - A headache on fasting days that goes when the fast is broken (IHS ICHD-3 10.5, fasting headache).
// - Attacks of belly pain with pallor and vomiting, completely well between, are abdominal migraine (ICHD-3).
// - Frequent urination from much water and coffee (NICE CKS LUTS, caffeine as a bladder irritant).
// - Pink urine once after a long race, clear again, is exercise haematuria (EAU, NICE CKS haematuria).
// - Bony knobs on the end finger joints are Heberden's nodes (NICE NG226 osteoarthritis).
// - A nipple turned in since puberty is a normal variant; a newly pulled-in nipple is not (NICE CKS breast).
// - A testis that goes up and comes down when warm is retractile (NICE CKS undescended testes, BAPS).
// - A tear of the short band under the glans during sex is frenulum breve (BAUS).
// - Delayed or absent ejaculation on an SSRI (BNF, NICE CKS depression).
// - One pill missed (FSRH missed pill guidance).
// - Hours at the mirror over a feature others think normal is body dysmorphic disorder (NICE CG31).
// - A few beads from a silica gel sachet are non-toxic (TOXBASE).
// - A blow or rope across the front of the neck, then a lost voice (ATLS, laryngeal trauma).
// - A sedating antihistamine syrup drunk by a child (TOXBASE promethazine).
// - A phenolic disinfectant (Dettol, Izal) drunk (TOXBASE chloroxylenol).
// - A uvula cut by a traditional barber (wanzami, uvulectomy; Nigerian case series).
// - A finger joint bent out of line after a ball hit its tip (BSSH).
// Aliases are lay and Nigerian English wordings; a phrase is claimed by one finding only (kb/index.ts).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP18_FINDINGS: Finding[] = [
  f(
    "eye_white_yellow_bump",
    "A small yellowish bump on the white of the eye, beside the coloured part",
    "Is there a small yellowish or whitish raised spot on the white of the eye, beside (not on) the coloured part?",
    "small yellow bump on the white of the eye|yellow bump on the white of the eye|yellowish bump on the white of my eye|yellow bump on the white of my eye|small yellowish bump on the white of my eye|yellow spot on the white of my eye|yellow spot on the white of the eye|bump on the white of the eye|small bump on the white of my eye|raised spot on the white of my eye|yellow patch on the white of my eye|pinguecula|yellowish bump on the white of the eye",
    { group: "eye", base: 0.003 },
  ),
  f(
    "milk_tooth_wobbly",
    "A milk (baby) tooth has become wobbly without an injury",
    "Is it a milk (baby) tooth that has become wobbly by itself, without a knock?",
    "milk tooth is wobbly|front milk tooth is wobbly|wobbly milk tooth|wobbly baby tooth|baby tooth is wobbly|baby tooth is loose|milk tooth is loose|loose milk tooth|loose baby tooth|milk tooth is shaking|front tooth is shaking|her front tooth is shaking|his front tooth is shaking|tooth is shaking|milk teeth shaking|wiggly tooth",
    { group: "mouth", base: 0.01 },
  ),
  f(
    "adult_tooth_behind",
    "A new (adult) tooth is coming up behind or beside the milk tooth",
    "Can you see a new tooth coming up behind or beside the loose tooth?",
    "new tooth coming up behind it|new tooth coming behind it|new tooth coming up behind|new tooth growing behind|adult tooth coming behind|adult tooth coming up behind|second tooth coming behind|permanent tooth coming behind|new tooth behind the old one|another tooth growing behind|shark teeth",
    { group: "mouth", base: 0.003 },
  ),
  f(
    "denture_wearer",
    "Wears dentures (a plate), including at night",
    "Do you wear dentures (a plate), and do you keep them in at night?",
    "wears the denture at night|wear my denture at night|wear the plate when i sleep|wear my plate when i sleep|sleep with my denture|sleep with my dentures|sleeps with the denture|wears dentures|wear dentures|i wear dentures|my dentures|my denture|false teeth|my plate denture|denture plate",
    { group: "mouth", base: 0.01 },
  ),
  f(
    "palate_red_under_denture",
    "Red, sore roof of the mouth under the denture",
    "Is the roof of the mouth (or the gum) red and sore where the denture sits?",
    "roof of the mouth red under the denture|roof of my mouth is red under the denture|red under the denture|red under my denture|sore under the denture|sore under my denture|roof of my mouth is red and sore|roof of the mouth is red and sore|red sore palate|sore palate under the plate|red under the plate|sore under the plate|denture sore",
    { group: "mouth", base: 0.002 },
  ),
  f(
    "injection_site_lump",
    "A soft, painless lump where insulin is injected",
    "Is there a soft or rubbery lump of skin where you usually inject insulin?",
    "soft lump where i inject insulin|lump where i inject insulin|lump where i inject|lump at the injection site|lump at my injection site|lump where i take my injection|swelling where i inject insulin|fatty lump where i inject|soft lump on my tummy where i inject|lump on my belly where i inject|lumpy skin where i inject",
    { group: "endocrine", base: 0.001, implies: ["uses_insulin"] },
  ),
  f(
    "same_injection_site",
    "Always injects in the same spot",
    "Do you inject in the same spot every time rather than moving around?",
    "always inject in the same place|inject in the same place|always inject in the same spot|inject in the same spot|same injection site|use the same spot every time|inject the same place every time|always use the same place",
    { group: "endocrine", base: 0.002 },
  ),
  f(
    "sugar_swings",
    "Blood sugar readings swing up and down unpredictably",
    "Have your sugar readings been swinging up and down more than usual?",
    "sugar levels up and down|sugar goes up and down|my sugar goes up and down|sugar up and down|blood sugar up and down|sugar levels are all over the place|erratic sugar|sugars are erratic|unstable sugar levels|sugar readings up and down",
    { group: "endocrine", base: 0.003 },
  ),
  f(
    "low_white_cells_test",
    "A blood test showed a low white cell (neutrophil) count",
    "Did a blood test show a low white cell or neutrophil count?",
    "blood test showed low white cells|low white cells|low white cell count|low white blood cells|low white blood cell count|low wbc|wbc is low|low neutrophils|low neutrophil count|neutropenia|white cells are low|white blood cell is low|my white cell count is low",
    { group: "blood", base: 0.002 },
  ),
  f(
    "family_same_result",
    "A parent, brother or sister had the same test result",
    "Has a parent, brother or sister been told they have the same result?",
    "brother had the same result|sister had the same result|my brother had the same result|my sister had the same result|father had the same result|mother had the same result|family has the same result|runs in my family too|same result in my family",
    { group: "general", base: 0.003 },
  ),
  f(
    "face_petechiae_after_strain",
    "Tiny red dots only on the face and around the eyes after forceful vomiting, coughing or straining",
    "Are the tiny red dots only on the face, eyelids or neck, and did they appear after hard vomiting, coughing or straining?",
    "red dots on the face and eyelids|dots around the eyes|red dots around the eyes|red spots on the eyelids|pinpoint spots on the face|spots on the face after vomiting|red dots on the face after vomiting|red dots after coughing",
    { group: "skin", base: 0.001 },
  ),
  f(
    "greyout_seconds",
    "Vision greys or blacks out for a few seconds on standing, then clears",
    "On standing up quickly, does your vision go grey or black for a few seconds and then clear without falling?",
    "vision goes dark for a few seconds|everything goes black for a few seconds|goes black for a few seconds|vision goes black when i stand|vision goes dark when i stand|eyes go dark when i stand up|everything goes dark when i stand|see stars when i stand up|better in seconds|passes in a few seconds|goes after a few seconds|head rush when i stand|head rush",
    { group: "neuro", base: 0.005 },
  ),
  f(
    "low_fluid_intake",
    "Drinks little water during the day",
    "Do you drink less water than usual, or little during the day?",
    "drinks little water|drink little water|i drink little water|dont drink much water|i dont drink much water|does not drink much water|doesnt drink much water|i dont drink enough water|not drinking enough water|drink very little water",
    { group: "general", base: 0.05 },
  ),
  f(
    "reliever_overuse",
    "Used the blue reliever (salbutamol) inhaler many times",
    "Have you used the blue reliever inhaler (salbutamol, Ventolin) many times in the last day?",
    "used blue inhaler many times|used my blue inhaler many times|used the blue inhaler many times|used my inhaler many times|used my inhaler a lot|used the inhaler many times|many puffs of my inhaler|many puffs of ventolin|took many puffs|used salbutamol many times|used my ventolin many times|too much salbutamol|too much ventolin|overused my inhaler|many salbutamol tablets",
    { group: "resp", base: 0.005, implies: ["known_asthma"] },
  ),
  f(
    "jittery",
    "Feeling jittery, shaky inside or wired",
    "Do you feel jittery, wired or shaky inside?",
    "feeling jittery|feel jittery|jittery|shaky inside|feel wired|feeling wired|jumpy and shaky",
    { group: "general", base: 0.02 },
  ),
  f(
    "on_statin",
    "Takes a statin (atorvastatin, simvastatin, rosuvastatin) for cholesterol",
    "Do you take a statin (atorvastatin, simvastatin, rosuvastatin) or another cholesterol tablet?",
    "started atorvastatin|taking atorvastatin|on atorvastatin|started simvastatin|taking simvastatin|on simvastatin|taking rosuvastatin|on rosuvastatin|on a statin|taking a statin|started a statin|statin tablets|cholesterol tablets|tablet for cholesterol|medicine for cholesterol|atorvastatin|simvastatin|rosuvastatin",
    { group: "medicine", base: 0.005 },
  ),
  f(
    "high_cholesterol",
    "Known high cholesterol",
    "Have you been told your cholesterol is high?",
    "high cholesterol|my cholesterol is high|cholesterol is high|raised cholesterol|high lipids|cholesterol dey high",
    { group: "cardio", base: 0.02 },
  ),
  f(
    "eased_by_eating",
    "Goes away after eating and drinking",
    "Does it go away once you eat and drink (for example when you break a fast)?",
    "goes after eating and drinking|goes after i eat and drink|goes when i break my fast|goes after i break my fast|better after i break my fast|better after eating|goes away after eating|better once i eat|goes when i eat|relieved by eating",
    { group: "general", base: 0.01 },
  ),
  f(
    "well_between_attacks",
    "Completely well between the attacks",
    "Between the attacks, is he or she completely well and back to normal?",
    "well between attacks|well between the attacks|completely fine between attacks|completely well between attacks|fine in between|normal between attacks|normal in between the attacks|then he is completely fine|then she is completely fine|well in between episodes|fine between episodes",
    { group: "general", base: 0.02 },
  ),
  f(
    "high_fluid_caffeine",
    "Drinks a lot of water, coffee, tea or energy drinks",
    "Do you drink a lot of water, coffee, tea, cola or energy drinks each day?",
    "drinking a lot of coffee|drinking lots of coffee|drink a lot of coffee|lots of coffee|many cups of coffee|bottled water all day|many cups of tea|energy drinks every day",
    { group: "general", base: 0.05 },
  ),
  f(
    "urine_clear_again",
    "Urine colour back to normal since",
    "Has the urine gone back to a normal colour since?",
    "urine now normal colour|urine is normal again|urine now normal|urine back to normal|urine has gone back to normal|my urine is clear now|urine clear again|urine normal now",
    { group: "urinary", base: 0.02 },
  ),
  f(
    "finger_end_joint_knobs",
    "Hard bony knobs on the end (or middle) joints of the fingers",
    "Are there hard bony knobs on the joints nearest the fingertips (or the middle joints)?",
    "bony lumps on the end finger joints|bony lumps on my finger joints|knobbly finger joints|knobbly fingers|end joints of my fingers have become knobbly|knobs on my finger joints|lumps on the finger joints|bumps on my finger joints|hard lumps on my finger joints|heberden|heberdens nodes|bouchard|fingers have become knobbly|knobbly joints|knobbly knuckles",
    { group: "msk", base: 0.003 },
  ),
  f(
    "hand_ache_after_use",
    "Finger or hand joints ache after use (pounding, washing, gripping)",
    "Do the finger joints ache after using the hands, such as pounding, washing clothes or gripping?",
    "finger aching after use|fingers ache after use|fingers ache after washing clothes|fingers ache after i pound|hands ache after use|ache after i pound yam|fingers pain me after washing|finger joints ache after work|fingers hurt after gripping",
    { group: "msk", base: 0.01, implies: ["joint_pain"] },
  ),
  f(
    "aching_joints_mild",
    "Mild aches in several joints, nothing swollen",
    "Are several joints aching a little, with none swollen, red or hot?",
    "aching knees and wrists|knees and wrists ache|my joints ache a little|joints aching a little|all my joints ache|aches in my joints|joints are aching|my joints are aching|body and joint aches|joints dey pain me small",
    { group: "msk", base: 0.03, implies: ["joint_pain"] },
  ),
  f(
    "nipple_inverted_longstanding",
    "A nipple that has turned inwards since the breasts developed",
    "Has the nipple been turned inwards ever since the breasts developed (not a new change)?",
    "nipple turned inwards since puberty|one nipple turned inwards since puberty|nipple has always been turned inwards|always been turned inwards|inverted nipple since puberty|nipple turned in since i developed|flat nipple since puberty|one nipple points inwards|nipple pops out sometimes",
    { group: "breast", base: 0.002 },
  ),
  f(
    "testis_comes_and_goes",
    "A testicle that is sometimes not felt but comes down when warm or relaxed",
    "Is the testicle sometimes up out of sight but back in the scrotum when he is warm, relaxed or in a bath?",
    "testicle sometimes cant be felt|sometimes i can feel only one of his balls|sometimes i feel only one ball|one ball sometimes missing|testicle goes up and comes down|both testicles there in a warm bath|both balls are there in the bath|comes down when warm|testicle comes and goes|ball goes up and down|comes down when sitting cross legged|retractile testis|retractile testicle",
    { group: "male", base: 0.001, sex: "male" },
  ),
  f(
    "frenulum_tear",
    "The small band of skin under the head of the penis tore or bled during sex",
    "Did the small band of skin on the underside of the penis head tear or bleed during sex or an erection?",
    "small skin under the penis head tore during sex|skin under the head of my penis tore|skin under my penis head tore|frenulum tore|torn frenulum|my frenulum tore|banjo string tore|tore during sex and bled|penis skin tore during sex|the string under my penis tore",
    { group: "male", base: 0.0005, sex: "male" },
  ),
  f(
    "tight_pull_erection",
    "Tight pulling on the underside of the penis during erections",
    "Does the underside of the penis head pull tight during erections, bending it down?",
    "tight pulling during erections|pulls tight during erection|erections feel tight|erection feels tight|tight during erection|penis bends down when erect|pulling under the head of my penis",
    { group: "male", base: 0.001, sex: "male" },
  ),
  f(
    "delayed_ejaculation",
    "Takes very long to ejaculate, or cannot ejaculate",
    "Does it take a very long time to ejaculate (come), or not happen at all?",
    "takes very long to ejaculate|take very long to ejaculate|cant ejaculate|cannot ejaculate|sometimes cant ejaculate|unable to ejaculate|takes long to come|take a very long time to come|i dont come at all|cannot come during sex|cant come during sex|delayed ejaculation|no ejaculation",
    { group: "male", base: 0.003, sex: "male" },
  ),
  f(
    "missed_pill",
    "Missed or forgot a contraceptive pill",
    "Did you miss or forget one or more of your contraceptive pills, and how many?",
    "missed one pill yesterday|missed one pill|missed a pill|forgot one pill|forgot to take my pill|forgot to take one of my contraceptive pills|forgot my contraceptive pill|missed my contraceptive pill|missed my family planning pill|forgot my family planning pill|missed a pill in my pack|forgot a pill",
    { group: "repro", base: 0.005, sex: "female" },
  ),
  f(
    "appearance_preoccupation",
    "Preoccupied for hours a day with a flaw in appearance others do not see",
    "Do you spend hours a day worrying about or checking a part of how you look that others say looks fine?",
    "checks the mirror for hours|check the mirror for hours|checking the mirror for hours|thinks her nose is ugly|thinks his nose is ugly|i think my nose is ugly|my nose is ugly|i hate how i look|obsessed with my appearance|obsessed with how i look|everyone stares at my nose|friends say it looks fine|friends say it is fine|i look ugly|think i look ugly",
    { group: "mind", base: 0.003 },
  ),
  f(
    "ate_silica_gel",
    "Ate some beads from a silica gel (do not eat) sachet",
    "Did the child eat beads from a small 'do not eat' packet (silica gel from a shoe box, bag or bottle)?",
    "ate beads from a small packet in a shoe box|ate beads from a small packet|ate the beads from the packet|ate silica gel|swallowed silica gel|silica gel|do not eat packet|ate the do not eat packet|ate the packet from the shoe box|ate beads from the shoe box|ate only a few beads",
    { group: "tox", base: 0.0005 },
  ),
  f(
    "neck_front_blow",
    "A blow, rope or wire across the front of the neck (throat)",
    "Did something hit or catch the front of the neck, such as a rope, wire, handlebar or a punch to the throat?",
    "rope caught his neck while riding a motorcycle|rope caught his neck|rope caught my neck|rope across the road caught|wire caught his neck|wire caught my neck|hit in the throat|punched in the throat|kicked in the throat|throat hit the handlebar|neck hit the handlebar|blow to the throat|blow to the front of the neck",
    { group: "injury", base: 0.0003, implies: ["injury"] },
  ),
  f(
    "voice_lost",
    "The voice has almost or completely gone",
    "Has the voice gone or become only a whisper?",
    "voice is almost gone|his voice is almost gone|voice don go|his voice don go|voice has gone|can only whisper|voice is just a whisper|voice almost gone|no voice at all|voice is gone|voice gone|voice completely gone",
    { group: "ent", base: 0.005 },
  ),
  f(
    "antihistamine_syrup_overdose",
    "Drank a lot of a sedating antihistamine (promethazine, Phenergan, chlorphenamine, Piriton)",
    "Did he or she drink or swallow a lot of an allergy or sleep medicine such as Phenergan (promethazine) or Piriton?",
    "drank half a bottle of promethazine syrup|drank the phenergan syrup|drank phenergan syrup|drank the phenergan|drank promethazine syrup|too much phenergan|too much promethazine|phenergan overdose|promethazine overdose|drank piriton syrup|too much piriton|swallowed many piriton|drank the allergy syrup|drank the sleeping syrup",
    { group: "tox", base: 0.0003, implies: ["poisoning"] },
  ),
  f(
    "drank_disinfectant",
    "Drank a phenolic disinfectant (Dettol, Izal)",
    "Did he or she drink an antiseptic disinfectant such as Dettol or Izal?",
    "drank disinfectant from a bottle|drank disinfectant|drink dettol|swallowed dettol|drank izal|drank antiseptic|drank some dettol|dettol ingestion|drank the disinfectant|swallowed disinfectant",
    { group: "tox", base: 0.0003, implies: ["poisoning"] },
  ),
  f(
    "uvula_cut",
    "The uvula was cut (traditional uvulectomy by a barber or healer)",
    "Was the uvula (the small flap at the back of the throat) cut by a barber, wanzami or traditional healer?",
    "uvula cut by a traditional barber|uvula was cut|cut his uvula|cut her uvula|cut my uvula|wanzami cut|uvulectomy|cut the uvula|uvula cutting|cut the small tongue|cut his small tongue|cut her small tongue",
    { group: "ent", base: 0.0003 },
  ),
  f(
    "finger_joint_out_of_line",
    "A finger joint bent the wrong way or out of line after an injury (dislocation)",
    "After the injury, is a finger joint bent the wrong way, out of line or sideways?",
    "middle joint bent the wrong way|finger joint bent the wrong way|finger bent the wrong way|joint bent the wrong way|finger is out of place|finger out of joint|dislocated my finger|finger joint dislocated|finger pointing the wrong way|finger jammed and bent",
    { group: "injury", base: 0.0008, implies: ["injury", "finger_injury"] },
  ),
  f(
    "ball_hit_finger",
    "A ball hit the tip of the finger (jammed finger)",
    "Did a ball hit the end of the finger (a jammed finger)?",
    "finger hit by a ball|ball hit my finger|ball hit his finger|ball jammed my finger|jammed my finger|jam my finger|volleyball jam my finger|finger jammed",
    { group: "injury", base: 0.002, implies: ["injury"] },
  ),
];

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const GP18_ALIASES: Record<string, string> = {
  // NICE CKS menorrhagia: a heavier period.
  heavy_periods: "heavier periods|periods are heavier|periods have become heavier",
  // NICE CKS dysmenorrhoea: secondary dysmenorrhoea is period pain that gets worse over time.
  period_pain: "periods more painful|periods have become more painful|period pain getting worse",
  // NICE CKS lipid modification: statin muscle aches are felt most in the thighs.
  thigh_pain: "aching thighs|thighs ache|both thighs ache|my thighs ache",
  recent_viral_illness: "had a cold last week|had a cold with fever last week|i had a cold last week",
};
