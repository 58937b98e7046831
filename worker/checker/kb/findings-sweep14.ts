// Emergency sweep of round 14 (ck-sweep14): for each body system and for children by age, the emergencies of the
// guidelines (NICE CKS red flags, WHO IMCI/ETAT, RCOG, RCOphth, TOXBASE, NICE NG51) told the way a frightened lay
// person, a parent or a Pidgin/SMS writer tells them. Most of what was missing was the lay word for a sign the
// knowledge base already has, so this file is mostly aliases; the one new finding is a sign no finding said.
// - Blood seen in the front of the eye after a blow is a hyphaema (RCOphth / NICE CKS Eye trauma: same-day eye
//   casualty; it can rebleed and raise the eye pressure).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const SWEEP14_FINDINGS: Finding[] = [
  f(
    "hyphaema",
    "Blood in the front of the eye",
    "Is there blood sitting in the front of the eye (in front of the coloured part)?",
    "blood in the front of the eye|blood in front of the eye|blood sitting in the front of the eye|blood sitting at the bottom of the black part|blood in the black part of the eye|blood inside the eye after a blow|blood level in the eye|blood don gather for the eye|hyphaema|hyphema",
    { group: "eye", base: 0.001, rf: true, implies: ["eye_injury"] },
  ),
];

/** Lay words for signs the knowledge base already has (appended only where no finding has the alias yet). */
export const SWEEP14_ALIASES: Record<string, string> = {
  // RCOphth / NICE CKS Red eye: acute angle closure is told as foggy sight, rainbow rings round bulbs and a
  // hard, aching eye.
  vision_blurred:
    "foggy vision|vision is foggy|foggy vision in that eye|misty vision|sight is misty|sight don foggy|everything looks foggy",
  halos:
    "rainbow circles round bulbs|rainbow circles around lights|rainbow round bulbs|rainbow round the light|rainbow rings round the bulb|rings round the light|circles round the light|colours round lights",
  // NICE CKS Conjunctivitis: eyelids stuck together in the morning by discharge.
  eye_discharge:
    "sticky discharge in the morning|eyes stuck together in the morning|eyelids stuck together|eye gum together|eyes gum together in the morning|crust on the eyelids in the morning",
  // ENT UK / NICE CKS otitis media: mastoiditis pushes the ear forward and makes the skin behind it red and tender.
  behind_ear_swelling:
    "ear sticking out|ear pushed forward|ear is pushed out|ear dey stand out|red and tender behind the ear|tender behind the ear|behind the ear is red",
  // BAOMS: a punch to the jaw is the usual story of a broken jaw.
  injury:
    "punched on the jaw|punched in the jaw|punched on the face|hit on the jaw|blow to the jaw|punch me for jaw|somebody punch me|knocked by a motorcycle|okada hit me|okada knock me|knocked down by okada|hit by okada",
  jaw_pain_chewing: "pain when talking and chewing|jaw pain when talking|pain when talking|e dey pain me to talk",
  // NICE CKS Burns and scalds: a scald is told by what spilled.
  burn: "hot water spilled on him|hot water spilled on her|hot water spilled on me|hot tea spilled on him|hot tea spilled on her|hot soup spilled on him|hot soup spilled on her|hot oil spilled on",
  // NICE NG141 / BLS cellulitis: redness spreading up a limb from a small wound.
  cellulitis_skin:
    "redness spreading|redness is spreading|redness spreading up the leg|redness spreading up my leg|redness dey spread|red area spreading|whole leg is red and hot|leg is red and hot up to the knee",
  wound:
    "small cut on the leg|small cut on my leg|small cut on his leg|small cut on her leg|small cut on the foot|small cut on my foot|small wound on the foot|small wound on my foot|small wound on the leg|small cut for my leg|small cut for my foot",
  // WHO snakebite in Africa: envenoming swelling climbs the bitten limb.
  bite_swelling:
    "swelling spreading up the leg|swelling spreading up my leg|swelling spreading up the arm|swelling climbing up the leg|swelling dey climb my leg|swelling dey climb up|the swelling is climbing|swelling moving up the leg",
  // NICE CKS Sciatica / GIRFT cauda equina: saddle numbness is told as not feeling the toilet paper.
  saddle_numbness:
    "cant feel the toilet paper|can't feel the toilet paper|cannot feel the toilet paper|numb between the legs|numb between my legs|numb private part|numbness around the back passage|bottom feels numb|my bottom feels numb|numb bum",
  urine_hesitancy:
    "trouble passing urine|difficulty passing urine|passing urine is difficult|hard to pass urine|struggle to pass urine|urine no dey come well",
  // Brighton criteria / NICE CKS: Guillain-Barré weakness climbs from the legs to the arms.
  leg_weakness_both:
    "weakness moving up to the arms|weakness moving up|weakness climbing up|weakness going up to my arms|weakness spreading up from my legs|legs getting weaker each day|legs getting weaker every day|hard to climb stairs|cant climb stairs again",
  numbness:
    "tingling in both arms|tingling in my arms|tingling in both hands|tingling in both legs|pins and needles in both arms|pins and needles in my arms|cant feel my foot|can't feel my foot|cant feel my foot well|cannot feel my foot",
  // BOAST / ATLS: a cold, pale foot or hand below an injury has lost its blood supply.
  limb_cold_pale:
    "the foot is cold and pale|foot is cold and pale|foot cold and pale|foot is pale and cold|foot went cold and pale|hand is cold and pale|foot is cold after the fall|foot cold below the injury",
  deformity:
    "knee deformed|knee deformed after a fall|knee out of shape|knee is out of shape|leg bent where there is no joint|leg dey bend for middle",
  limp: "limping for one week|limping for a week|limping for days|he dey limp|she dey limp|dey limp",
  // NICE CKS Appendicitis: pain that starts around the navel and moves to the right lower belly; pain on jumping.
  periumbilical_pain:
    "pain started round the belly button|pain started around the belly button|pain started around the navel|pain started round the navel|pain started for the middle of belle",
  pain_movement:
    "cant jump because of pain|can't jump because of pain|hurts to jump|no fit jump|pain when he jumps|pain when she jumps",
  no_flatus: "not passing gas|not passing any gas|no gas coming out|not farting|cant fart",
  abdominal_mass_child:
    "screaming attacks every few minutes|screams and draws up his legs|screams and draws up her legs|screaming then quiet|stool like red jelly",
  hernia_stuck:
    "lump wont go back in|lump won't go back in|lump no gree go back|the lump no gree go back|lump in the groin wont go back|groin lump wont go back|lump will not go back",
  // NICE CKS Mastitis: a red, hot, painful breast.
  breast_red_hot:
    "red hot painful breast|breast red and hot|breast is red and hot|breast is red hot|breast hot and red",
  // NICE CKS Phimosis and paraphimosis: the foreskin pulled back and stuck behind a swollen head.
  foreskin_stuck:
    "foreskin pulled back and stuck|foreskin went back and wont come forward|foreskin won't come forward|foreskin wont come forward|foreskin cannot come forward|foreskin stuck behind|foreskin no gree come back|foreskin went back|his foreskin went back|foreskin don go back|foreskin stayed back",
  penis_tip_sore:
    "tip of the penis swollen|head of the penis swollen|head of his penis is swollen|head of my penis is swollen|penis head swollen",
  // NICE CKS Scrotal pain: torsion pain wakes the boy from sleep.
  night_pain: "woke him from sleep|woke her from sleep|woke me from sleep|pain woke him up|pain woke her up",
  // WHO IMCI: convulsions told as jerking hands and eyes turned up.
  seizure:
    "jerking hands|jerking hand|hand dey jerk|hands dey jerk|body dey jerk|eye turn up|eyes turned up|eyes rolled up|eyes roll up and body jerking",
  seizure_prolonged:
    "shaking for more than 5 minutes|shaking for more than five minutes|jerking for more than 5 minutes|jerking for more than five minutes|fitting for more than 5 minutes|fitting for more than five minutes|jerking for over 10 minutes|shaking and jerking for over 10 minutes",
  // NICE NG128 / FAST: speech and arm signs of stroke told by what the person saw.
  slurred_speech: "cant get words out|can't get words out|cant find my words|can't find my words|cant get my words out",
  // NICE NG232 head injury: repeating the same questions is amnesia.
  confusion:
    "keeps asking the same questions|keeps asking the same question|asking the same question again and again|dey ask the same question|e no dey recognise person|not recognising anybody|no dey know person again|does not know where she is",
  // NICE CKS Palpitations / Resuscitation Council UK: a fast regular heartbeat that started like a switch.
  palpitations_sudden_regular:
    "fast regular heartbeat|regular fast heartbeat|fast but regular heartbeat|heartbeat fast and regular|heart beating fast and regular|heart racing and won't stop|heart racing and wont stop|heart beating very fast and wont stop|heart beating very fast suddenly|heart suddenly started beating like a drum",
  palpitations:
    "heart beating like a drum|heart dey beat like drum|heart dey knock like drum|heart pounding like a drum",
  chest_pain_radiating: "pain going to the arm|pain going to my arm|pain goes to my arm|pain dey go my hand",
  // BTS pneumothorax: sudden sharp pain on one side of the chest.
  pleuritic_pain:
    "sudden sharp chest pain on one side|sudden sharp pain on one side of my chest|sudden sharp pain in one side of the chest|sharp pain on one side of the chest",
  // RCOG GTG 73 / NICE NG25: the waters are told as water running from the vagina.
  waters_broken:
    "water gushing from the vagina|water running from the vagina|water running from my vagina|water pouring from the vagina|water dey run from my private part|pants soaked with water",
  // RCOG antepartum haemorrhage: abruption makes the womb hard like wood.
  rigid_abdomen: "womb hard like wood|womb is hard like wood|belly hard like wood|belle hard like wood|womb very hard",
  // WHO abortion care: an abortion is told as the pregnancy being removed.
  recent_abortion:
    "pregnancy removed|pregnancy removed last week|removed pregnancy|removed the pregnancy|remove pregnancy|comot belle|comot the belle|they removed my pregnancy",
  drowsiness: "not waking properly|not waking up properly|no wake well|she no wake well|he no wake well",
  // NICE NG225 / WHO mhGAP: a plan with the means bought is a suicide plan.
  suicidal:
    "bought a poison to drink|i have bought a poison|i don buy sniper|plan to drink it tonight|i plan to drink it|i go drink am tonight|going to drink poison|i want to drink poison",
  hallucinations: "talking to herself|talking to hisself|dey talk to herself|dey talk to himself",
  // WHO IMCI: a sunken soft spot is dehydration (the opposite of a bulging one).
  sunken_eyes:
    "sunken soft spot|sunken soft spot on the head|soft spot on the head is sunken|soft spot don sink|sunken fontanelle|fontanelle sunken",
  unable_to_drink: "not able to suck|unable to suck|no fit suck|cannot suck the breast|not sucking at all",
  // NICE CG98 / WHO IMCI: jaundice reaching the palms and soles is severe.
  yellow_palms_soles:
    "very yellow down to the feet|yellow down to the feet|yellow reach her feet|yellow reach his feet|yellow to the soles|yellow all the way to the feet",
  hair_colour_change: "hair turning reddish|hair don change colour|hair dey turn red",
  // NCDC Lassa fever: rats in the home or store.
  contact_lassa: "rats in the store|rats in the shop|rats in the kitchen|rat poo|cleaning rat droppings",
  // WHO IMCI / NICE NG143: a baby's or child's skin or lips turning blue.
  cyanosis:
    "baby turned blue|baby is turning blue|face turned blue|face turning blue|body turned blue|lips dey turn blue|lips are black|lips don black|lips turning black",
  // ADA / NICE NG28: on tablets for diabetes (the patient's own medicine, not a swallowed overdose).
  known_diabetes:
    "diabetes on tablets|on diabetes tablets|diabetic on tablets|take tablets for diabetes|take tablets for my diabetes|on tablets for sugar",
  // WHO dengue / snakebite / Lassa: spontaneous gum bleeding (not when brushing) is a bleeding sign.
  bleeding_unusual: "gums bleeding|gum is bleeding|bleeding from the gum|bleeding from my gums",
  appetite_loss: "eats very little|eating very little|eats almost nothing|barely eats",
  // RCOphth / NICE CKS Eye injuries: a chemical splash burns; the eye is held shut from pain.
  eye_pain:
    "the eye feels hard|eye pain after being in a dark room|eye dey pain me|my eye dey pain me|eye dey pain am|eye burning like pepper|burning like pepper in my eye|eye dey burn|eye dey burn me|cant open the eye|can't open the eye|cant open my eye|can't open my eye|won't open the eye|wont open her eye|wont open his eye|no fit open the eye|no fit open him eye|no fit open her eye",
  chemical_eye:
    "battery water splashed|battery acid splashed|acid splashed into|bleach splashed into|relaxer splashed into|relaxer entered my eye|hypo splash enter|hypo entered her eye|hypo entered his eye|cement got into my eye|cement powder entered my eye|cement entered my eye",
  // NICE NG41 spinal injury: diving into shallow water is a dangerous mechanism for the neck.
  neck_back_trauma:
    "dived into shallow water|dive into shallow water|dived into the pool and hit his head|jumped into shallow water|dived and hit his head|dived and hit her head",
  // Resuscitation Council UK choking: a child who cannot cry, talk or cough has a blocked airway.
  choking:
    "cant talk or cry|can't talk or cry|cannot talk or cry|she can't talk or cry|he can't talk or cry|no fit cry no fit talk",
  // NICE NG128 / FAST: one arm or leg suddenly heavy or dead is weakness of one side.
  weakness_one_side:
    "dropped the cup|hand drop cup|him hand drop cup|her hand drop cup|right leg heavy|left leg heavy|right arm heavy|left arm heavy|my right leg feels dead and heavy|my left leg feels dead and heavy|right leg feels dead|left leg feels dead|right arm feels dead|left arm feels dead|one side of my body heavy",
  // WHO IMCI / NICE NG143: breathing as if after a race is fast breathing; lips gone dark or black is cyanosis in
  // dark skin; shaking like a leaf with fever is a rigor.
  fast_breathing:
    "breathing like she is running|breathing like he is running|breathing like she ran a race|breathing like he ran a race|breathing like somebody wey run|dey breathe like person wey run race",
  chills: "shaking like a leaf|shake like leaf|dey shake like leaf|body dey shake with cold",
  allergen_exposure:
    "after i chop groundnut|after eating groundnut|after eating peanuts|after she ate groundnut|after he ate groundnut",
  curtain_vision: "curtain dey cover my eye|curtain dey come down|curtain dey cover my sight|like curtain for my eye",
  bloody_diarrhoea: "stooling blood like water|watery stool with blood|blood and water for stool",
  unconscious:
    "passed out and won't wake|passed out and wont wake|passed out and not waking|fell down and won't wake up|no dey wake again",
  // NICE NG225: a cut made on purpose is self-harm, not an accident.
  self_harm: "cut my wrist on purpose|cut my wrist|cut her wrist|cut his wrist|cut myself on purpose|slashed my wrist",
};

/** Likelihood rows for the new finding on the conditions it belongs to. */
export const SWEEP14_LIKELIHOOD_ROWS: Record<string, string> = {
  eye_trauma: "hyphaema .5",
  // RCOphth: a chemical splash burns the eye surface (told as a burning eye).
  chemical_eye_injury: "dry_eyes .4",
  penetrating_eye_injury: "hyphaema .2",
};
