// Emergencies a GP must never miss (eleventh round), in the systems the ninth round did not sweep: eye, ENT
// (ear, nose, throat, airway), dental and face, skin and soft tissue, musculoskeletal and injuries, endocrine,
// blood, renal and urology, rheumatology, breast, men's health, women's health (not pregnant), and envenoming,
// bites, burns and the environment. Each emergency is told in two or three short lay descriptions (a complaint
// in Nigerian English, Pidgin or lay words, and the phrases a person answers "yes" with), written from the
// medicine before looking at the knowledge base's words, and played exactly as the evaluator plays /api/v1
// (worker/checker/testing.ts playAsEvaluator): each must end in an emergency. Their benign neighbours (a stye,
// a simple nosebleed, a sprain, period pain...) must not.
// Sources: RCOphth (acute red eye, chemical injury, retinal detachment), ENT UK (epistaxis, quinsy,
// epiglottitis, mastoiditis, button batteries), SDCEP/NICE CKS (dental abscess, Ludwig's angina), WHO noma
// (2023), NICE CKS (cellulitis, SJS/TEN, necrotising fasciitis via NG51 sepsis), BOAST (compartment syndrome,
// open fractures), NICE NG38 (fractures), NICE CKS (septic arthritis, acute limp in children), NICE NG18 (DKA,
// hypoglycaemia), Society for Endocrinology (adrenal crisis), NICE NG143/WHO ETAT (severe anaemia), BSH (sickle
// cell), BAUS (torsion, retention, priapism, paraphimosis, Fournier's, penile fracture), NICE CKS (acute kidney
// injury, pyelonephritis), AHA (Kawasaki disease), RCOG (ovarian torsion, ectopic pregnancy, heavy menstrual
// bleeding), WHO snakebite guidelines (2016), WHO burns, NPIS/TOXBASE (carbon monoxide), WHO rabies (2018).
//
// Known gaps (told, not asserted; classes for the language and interview engineers): "the skin is peeling" in
// a complaint is read as scaly skin and "Hot water from the pot poured on my child's chest" names no burn, so a
// scalded toddler is not asked about the size of the burn; "the skin of my private parts is swollen, black and
// smelling" names nothing (Fournier's gangrene is reached only from "scrotum"); heavy periods with paleness and
// dizziness is also plain iron-deficiency anaemia, so flooding is heard only from its own words (a pad soaked
// within the hour), not from "very heavy period" with "feel faint"; sudden lower
// belly pain after sex with a swelling belly, dizziness and sweating (a bleeding ovarian cyst) has no rule that
// would not also fire on period pain with a vasovagal turn; "pus in breast" resolves to nothing and mastitis with
// fever and a fast heartbeat stays "within 24 hours"; PID with fever and shivering cannot be told from a
// tubo-ovarian abscess without examination. Pyomyositis and a slipped upper femoral epiphysis are triaged as
// same-day (within 24 hours) conditions, as the knowledge base and NICE CKS have them, so they are not listed.
import { describe, expect, it } from "vitest";
import { searchFindings } from "../index.ts";
import { askedUntilStop, EMERGENCY, level, present, top3 } from "../testing.ts";
import { emergencyTellings, flagsOf, type LayTelling, playTelling } from "./breadth-round.ts";

type Lay = LayTelling;

const play = playTelling;

const LAY: Record<string, Lay[]> = {
  eye: [
    [
      "acute_angle_closure",
      44,
      "female",
      "My right eye is very painful and red since evening, I'm seeing rainbow rings round lights and I'm vomiting.",
      ["painful red eye", "blurred vision", "halos around lights", "headache", "vomiting"],
    ],
    [
      "acute_angle_closure",
      42,
      "male",
      "Terrible pain in my eye and forehead, the eye is red and my sight is misty.",
      ["eye pain", "red eye", "misty vision", "nausea"],
    ],
    [
      "chemical_eye_injury",
      30,
      "male",
      "Battery acid splashed into my eye at the mechanic workshop, it is burning and I can't open it.",
      ["chemical in eye", "eye burning", "can't open eye", "eye pain"],
    ],
    [
      "chemical_eye_injury",
      3,
      "female",
      "My small girl poured bleach into her eyes, she is crying and rubbing them.",
      ["chemical splash in eye", "red eye", "eye pain", "watery eyes"],
    ],
    [
      "penetrating_eye_injury",
      25,
      "male",
      "A piece of metal flew into my eye while I was grinding, now I can't see well from it.",
      ["something went into my eye", "eye pain", "blurred vision", "eye bleeding"],
    ],
    [
      "penetrating_eye_injury",
      9,
      "male",
      "My son was hit in the eye with a stick, the eye is bleeding and he can't see with it.",
      ["eye injury", "can't see", "eye bleeding", "eye pain"],
    ],
    [
      "orbital_cellulitis",
      6,
      "male",
      "My child's eyelid is swollen shut and red, he has high fever and it pains him to move the eye.",
      ["swollen eyelid", "fever", "pain moving the eye", "eye bulging"],
    ],
    [
      "orbital_cellulitis",
      12,
      "female",
      "After a catarrh her eye swelled up, the eye is pushing forward and she sees double.",
      ["swollen eye", "eye pushed out", "double vision", "fever"],
    ],
    [
      "retinal_detachment",
      40,
      "male",
      "I am seeing flashes of light and many black spots, and a dark curtain is coming over my eye.",
      ["flashing lights", "floaters", "shadow over vision", "losing vision in one eye"],
    ],
    [
      "retinal_detachment",
      35,
      "female",
      "Suddenly plenty floaters in my left eye and part of my sight has gone dark.",
      ["floaters", "flashes", "part of vision missing"],
    ],
    [
      "sudden_vision_loss",
      38,
      "female",
      "I suddenly cannot see from my left eye since this morning, no pain.",
      ["sudden loss of vision", "one eye blind"],
    ],
    [
      "keratitis_traditional_medicine",
      28,
      "male",
      "I put native eye medicine in my eye, now it is very red and painful and there is a white spot on it.",
      ["eye pain", "red eye", "white spot on the eye", "blurred vision", "light hurts eyes"],
    ],
    [
      "sudden_vision_loss",
      29,
      "male",
      "Half of my sight in the right eye went black suddenly an hour ago.",
      ["sudden blindness in one eye", "can't see", "no eye pain"],
    ],
    [
      "keratitis_contact_lens",
      23,
      "female",
      "I sleep with my contact lenses, now my eye is very painful, red and light hurts it.",
      ["contact lenses", "painful eye", "red eye", "sensitive to light", "blurry vision"],
    ],
    [
      "hyphaema",
      13,
      "male",
      "A ball hit my son's eye, now there is blood inside the front of the eye and he can't see well.",
      ["eye injury", "blood in the eye", "blurred vision", "eye pain"],
    ],
    [
      "chemical_eye_injury",
      35,
      "female",
      "Hot pepper and kerosene no be the thing wey enter my eye, na cement powder, e dey burn me well well.",
      ["cement in eye", "eye burning", "red eye", "can't open eye"],
    ],
    [
      "retrobulbar_haemorrhage",
      27,
      "male",
      "After a fight my eye is swollen, pushed out, very painful and I can't see from it.",
      ["eye injury", "eye pushed out", "severe eye pain", "can't see"],
    ],
    [
      "acute_angle_closure",
      45,
      "female",
      "Since last night my left eye dey pain me with headache, the eye red and everything blur, I vomit twice.",
      ["eye pain", "red eye", "blurred vision", "vomiting", "headache"],
    ],
  ],
  ent: [
    [
      "epiglottitis",
      35,
      "male",
      "Sudden very bad sore throat, I can't swallow even my spit and my voice is muffled.",
      ["severe sore throat", "drooling", "can't swallow", "muffled voice", "fever"],
    ],
    [
      "epiglottitis",
      4,
      "female",
      "My daughter has high fever, she is drooling and sitting forward, she can't swallow and breathing is noisy.",
      ["drooling", "fever", "noisy breathing", "difficulty swallowing"],
    ],
    [
      "quinsy",
      22,
      "female",
      "My throat is swollen on one side, I can't open my mouth well and I can't swallow, fever.",
      ["one-sided sore throat", "can't open mouth", "hot potato voice", "fever", "drooling"],
    ],
    [
      "quinsy",
      19,
      "male",
      "Tonsil pain for 4 days getting worse, now I can't swallow water and my jaw is locked.",
      ["sore throat", "can't swallow", "jaw stiffness", "fever"],
    ],
    [
      "retropharyngeal_abscess",
      3,
      "male",
      "My boy has fever, he refuses to drink, he won't move his neck and his breathing is noisy.",
      ["fever", "refuses to drink", "stiff neck", "noisy breathing", "drooling"],
    ],
    [
      "foreign_body_airway",
      2,
      "male",
      "He was eating groundnut and choked, now he is coughing and breathing with a whistle.",
      ["choking", "coughing", "wheezing", "noisy breathing"],
    ],
    [
      "foreign_body_airway",
      1.5,
      "female",
      "Something went down her throat, she is struggling to breathe and her lips are turning blue.",
      ["choking", "difficulty breathing", "blue lips"],
    ],
    [
      "button_battery_nose",
      3,
      "female",
      "My daughter pushed a small watch battery into her nose.",
      ["battery in nose", "object in nose", "nose bleeding"],
    ],
    [
      "severe_epistaxis",
      40,
      "male",
      "Blood is pouring from my nose for one hour, pressing it won't stop it and I feel dizzy.",
      ["nosebleed that won't stop", "dizziness", "heavy bleeding", "high blood pressure"],
    ],
    [
      "severe_epistaxis",
      30,
      "female",
      "My nose has been bleeding nonstop, I am on warfarin and I feel like fainting.",
      ["nosebleed", "bleeding won't stop", "on blood thinners", "feel faint"],
    ],
    [
      "mastoiditis",
      5,
      "male",
      "Swelling behind my son's ear, the ear is pushed out, with fever and pus from the ear.",
      ["swelling behind ear", "ear sticking out", "fever", "ear discharge", "ear pain"],
    ],
    [
      "mastoiditis",
      14,
      "female",
      "Her ear has been running for weeks, now the bone behind it is swollen and painful with fever.",
      ["ear discharge", "pain behind the ear", "fever", "headache"],
    ],
    [
      "post_tonsillectomy_bleed",
      8,
      "male",
      "He had his tonsils removed last week and now he is spitting fresh blood.",
      ["recent tonsil surgery", "bleeding from mouth", "vomiting blood"],
    ],
    [
      "neck_stab",
      24,
      "male",
      "He was stabbed in the neck, it is bleeding and swelling and his voice has changed.",
      ["stab wound", "neck swelling", "bleeding", "hoarse voice"],
    ],
    [
      "retropharyngeal_abscess",
      2,
      "female",
      "Fever for three days, she is not swallowing food, she is drooling and holds her neck stiff.",
      ["fever", "drooling", "neck stiffness", "not eating", "can't swallow"],
    ],
    [
      "button_battery_ear",
      4,
      "male",
      "He put a small round battery inside his ear.",
      ["battery in ear", "ear pain", "something in the ear"],
    ],
    [
      "post_tonsillectomy_bleed",
      6,
      "female",
      "Five days after her tonsil operation blood is coming from her mouth.",
      ["bleeding from the throat", "spitting blood", "tonsil operation"],
    ],
    [
      "epiglottitis",
      28,
      "female",
      "Throat pain so bad I can't swallow my saliva, I am drooling and my voice sounds like I have hot potato.",
      ["painful swallowing", "drooling", "muffled voice", "fever", "difficulty breathing"],
    ],
    [
      "fish_bone_stuck",
      30,
      "female",
      "A fish bone got stuck in my throat at dinner, I can't swallow even water and I am drooling.",
      ["fish bone stuck in throat", "can't swallow", "drooling", "throat pain"],
    ],
    [
      "severe_epistaxis",
      15,
      "male",
      "Blood dey comot from my nose non-stop since morning, I don press am, e no stop, I dey feel dizzy.",
      ["nosebleed", "dizziness", "bleeding for hours", "weak"],
    ],
    [
      "epiglottitis",
      6,
      "male",
      "My son suddenly has high fever, can't swallow his spit, is drooling and making a harsh sound when breathing in.",
      ["fever", "drooling", "stridor", "can't swallow"],
    ],
    [
      "quinsy",
      24,
      "male",
      "My throat don swell for one side, I no fit open mouth well, I no fit swallow my spit, body dey hot.",
      ["one side throat swelling", "can't open mouth", "can't swallow saliva", "fever"],
    ],
  ],
  dental_face: [
    [
      "ludwigs_angina",
      30,
      "male",
      "After toothache my whole under-jaw is swollen and hard, my tongue is pushed up and I can't swallow.",
      ["toothache", "swelling under the jaw", "tongue swelling", "can't swallow", "fever"],
    ],
    [
      "ludwigs_angina",
      26,
      "female",
      "My jaw and neck swell both sides from bad tooth, I dey drool and breathing is hard.",
      ["swollen neck", "drooling", "difficulty breathing", "toothache"],
    ],
    [
      "spreading_dental_abscess",
      35,
      "female",
      "Tooth infection, now the swelling has gone up to my eye, I have fever and can't open my mouth.",
      ["toothache", "face swelling", "swelling near the eye", "fever", "can't open mouth"],
    ],
    [
      "spreading_dental_abscess",
      20,
      "male",
      "My cheek swell from rotten tooth, the swelling is spreading to my neck and I have fever.",
      ["facial swelling", "swollen neck", "fever", "tooth pain"],
    ],
    [
      "noma",
      3,
      "male",
      "My child had measles, now there is a sore in his mouth that is turning black and his cheek is swelling and smelling.",
      ["mouth sore", "black patch on cheek", "face swelling", "bad breath", "recent measles"],
    ],
    [
      "noma",
      4,
      "female",
      "My malnourished daughter's gums are bleeding and rotting and the cheek is swollen.",
      ["bleeding gums", "gum sore", "cheek swelling", "bad smell from mouth", "weight loss"],
    ],
    [
      "cavernous_sinus_thrombosis",
      25,
      "female",
      "I squeezed a boil on my nose, now both eyes are swollen, I have terrible headache and fever.",
      ["boil on face", "both eyes swollen", "severe headache", "fever", "double vision"],
    ],
    [
      "cavernous_sinus_thrombosis",
      30,
      "male",
      "Pimple on my upper lip got infected, now my eye is swollen and bulging and I see double, with fever.",
      ["swollen eye", "double vision", "fever", "headache", "pimple on face"],
    ],
    [
      "ludwigs_angina",
      40,
      "male",
      "Swelling under my chin from bad tooth, it is hard and I can't open my mouth or swallow.",
      ["swelling under the chin", "can't open mouth", "can't swallow", "fever"],
    ],
    [
      "dislocated_jaw",
      25,
      "female",
      "I yawned and my jaw got stuck open, I can't close my mouth.",
      ["jaw stuck open", "can't close mouth", "jaw pain"],
    ],
    [
      "spreading_dental_abscess",
      9,
      "male",
      "My son's cheek swell big from a rotten tooth, the eye on that side is closing and he has fever.",
      ["swollen cheek", "swollen eye", "fever", "toothache"],
    ],
  ],
  skin: [
    [
      "necrotising_fasciitis",
      40,
      "male",
      "I had a small cut on my leg, now the leg is very painful, swelling fast and the skin is turning purple.",
      ["severe leg pain", "swelling spreading fast", "skin turning dark", "fever", "blisters"],
    ],
    [
      "necrotising_fasciitis",
      35,
      "female",
      "The pain in my thigh is too much, far more than how it looks, and I have high fever and feel weak.",
      ["severe pain", "red swollen skin", "fever", "very weak", "dizziness"],
    ],
    [
      "sjs_ten",
      30,
      "female",
      "After I started septrin my skin is peeling off, my mouth is full of sores and my eyes are red.",
      ["skin peeling", "mouth sores", "red eyes", "blisters", "new medicine"],
    ],
    [
      "sjs_ten",
      25,
      "male",
      "I took fansidar last week, now blisters all over body, lips are sore and raw, and fever.",
      ["blisters", "sore lips", "fever", "rash after drug", "painful skin"],
    ],
    [
      "sjs_ten",
      8,
      "female",
      "My daughter's skin is coming off like burns after a medicine, her mouth and eyes are raw.",
      ["skin peeling", "mouth ulcers", "sore eyes", "fever"],
    ],
    [
      "cellulitis_sepsis",
      38,
      "male",
      "My leg is red, hot and swollen and I am shivering with high fever and feel dizzy.",
      ["red swollen leg", "hot skin", "fever", "shivering", "dizziness", "fast heartbeat"],
    ],
    [
      "eczema_herpeticum",
      2,
      "male",
      "My baby with eczema now has painful little punched-out sores spreading on his face and fever.",
      ["eczema", "painful sores", "blisters on face", "fever", "not feeding"],
    ],
    [
      "scalded_skin",
      3,
      "female",
      "My child has fever and her skin is red and peeling like she was scalded.",
      ["fever", "skin peeling", "red skin", "painful skin"],
    ],
    [
      "eczema_herpeticum",
      5,
      "female",
      "Her eczema suddenly got worse with many painful blisters that burst and she has fever.",
      ["eczema", "painful blisters", "fever", "sores spreading"],
    ],
    [
      "cellulitis_sepsis",
      30,
      "female",
      "Red hot swelling spreading on my arm from a wound, with high fever, I am confused and weak.",
      ["spreading redness", "swollen arm", "fever", "confused", "very weak"],
    ],
    [
      "necrotising_fasciitis",
      45,
      "male",
      "I am diabetic, my foot wound is now black, swelling up my leg with bad smell and I have fever.",
      ["has diabetes", "foot wound", "black skin", "swelling spreading", "fever"],
    ],
    [
      "purpura_fulminans",
      10,
      "female",
      "She has fever and dark purple spots spreading fast over her body.",
      ["fever", "purple spots", "rash spreading fast", "drowsy"],
    ],
    [
      "sjs_ten",
      35,
      "male",
      "Since I started nevirapine my skin is blistering, the inside of my mouth is raw and my eyes are red and painful.",
      ["blisters", "mouth sores", "red eyes", "new medicine", "fever"],
    ],
    [
      "cellulitis_sepsis",
      50,
      "male",
      "My leg is swollen, red and hot from a small wound, I am shivering, confused and my heart is racing.",
      ["red hot swollen leg", "shivering", "confused", "fast heartbeat", "fever"],
    ],
  ],
  msk_injury: [
    [
      "compartment_syndrome",
      25,
      "male",
      "After my leg was crushed by a motorcycle, the leg is tight and swollen and the pain is unbearable, toes numb.",
      ["leg injury", "severe leg pain", "tight swollen leg", "numb toes"],
    ],
    [
      "compartment_syndrome",
      10,
      "female",
      "She broke her arm and has a cast, now the pain is very bad and her fingers are cold and numb.",
      ["arm fracture", "pain getting worse", "cast too tight", "numb fingers", "cold fingers"],
    ],
    [
      "open_fracture",
      30,
      "male",
      "Okada accident, the bone of my leg is showing through the skin and bleeding.",
      ["bone sticking out", "bleeding", "leg injury", "can't walk"],
    ],
    [
      "open_fracture",
      14,
      "male",
      "He fell from a mango tree, his arm is bent and there is a wound with bone.",
      ["deformed arm", "open wound", "arm pain", "fall"],
    ],
    [
      "septic_arthritis",
      6,
      "male",
      "My son has high fever and his knee is swollen and hot, he screams if you move it and won't walk.",
      ["swollen knee", "hot joint", "fever", "refuses to walk", "joint pain"],
    ],
    [
      "septic_arthritis",
      1,
      "female",
      "My baby has fever and won't move her leg, she cries when I change her nappy.",
      ["fever", "not moving leg", "cries when touched", "swollen hip"],
    ],
    [
      "septic_arthritis",
      28,
      "female",
      "One knee suddenly became red, hot and swollen with fever, I can't bend it.",
      ["hot swollen joint", "fever", "can't move the joint", "knee pain"],
    ],
    [
      "osteomyelitis_sickle",
      8,
      "male",
      "My son has sickle cell, his shin bone is swollen and very painful and he has high fever for days.",
      ["sickle cell", "bone pain", "swelling of leg", "fever"],
    ],
    [
      "major_bleeding_wound",
      28,
      "male",
      "Machete cut on my arm, blood is spurting out and I am feeling cold and dizzy.",
      ["deep cut", "blood spurting", "heavy bleeding", "dizziness", "cold sweat"],
    ],
    [
      "major_bleeding_wound",
      20,
      "female",
      "Broken glass cut my leg deep, blood no gree stop and I don weak.",
      ["deep wound", "bleeding won't stop", "weak", "pale"],
    ],
    [
      "femur_hip_fracture",
      35,
      "male",
      "Car accident, my thigh is bent and swollen, I can't stand and the pain is terrible.",
      ["road accident", "deformed thigh", "can't stand", "severe leg pain"],
    ],
    [
      "pelvic_fracture",
      30,
      "female",
      "A car hit me, my hip and pelvis pain is severe, I can't walk and I feel faint.",
      ["hit by a car", "hip pain", "can't walk", "feel faint"],
    ],
    [
      "rhabdomyolysis",
      22,
      "male",
      "After heavy training yesterday my muscles are very painful and swollen and my urine is like coca-cola.",
      ["muscle pain", "dark urine", "weak muscles", "after heavy exercise"],
    ],
    [
      "rhabdomyolysis",
      30,
      "male",
      "I was trapped under a fallen wall for hours, my legs are swollen and my urine is dark brown.",
      ["crush injury", "dark urine", "leg swelling", "passing little urine"],
    ],
    [
      "dislocated_joint",
      24,
      "male",
      "I fell on my shoulder playing football, it is out of place and I can't move the arm.",
      ["shoulder out of place", "can't move arm", "severe shoulder pain"],
    ],
    ["amputation", 32, "male", "Machine cut off my finger at work, it is bleeding.", ["finger cut off", "bleeding"]],
    [
      "osteomyelitis_sickle",
      5,
      "female",
      "My SS daughter has fever and her arm is swollen and she won't use it.",
      ["sickle cell", "fever", "swollen arm", "arm pain", "not using her arm"],
    ],
    [
      "pelvic_fracture",
      40,
      "male",
      "I fell from a building site scaffold onto my hips, I can't stand and I am feeling cold and dizzy.",
      ["fall from height", "hip pain", "can't stand", "dizziness", "cold sweat"],
    ],
    [
      "dislocated_joint",
      19,
      "female",
      "My knee cap has moved to the side after I twisted, the knee is bent and I can't straighten it.",
      ["knee out of place", "knee pain", "can't straighten knee"],
    ],
    [
      "open_fracture",
      40,
      "male",
      "Okada jam me, my leg bone don comot outside, blood dey flow.",
      ["bone coming out", "bleeding", "leg injury", "severe pain"],
    ],
    [
      "compartment_syndrome",
      19,
      "male",
      "They beat my legs with sticks last night, now my calf is tight, swollen and the pain is too much even with drugs.",
      ["beaten", "tight calf", "severe leg pain", "painkillers not helping", "tingling foot"],
    ],
    [
      "septic_arthritis",
      9,
      "female",
      "My daughter is limping since yesterday, her hip pains her badly and her body is hot.",
      ["limping", "hip pain", "fever", "can't walk"],
    ],
    [
      "fall_from_height",
      30,
      "male",
      "He fell from a two-storey building, his back is paining him and he can't feel his legs.",
      ["fall from height", "back pain", "numb legs", "can't move legs"],
    ],
    [
      "major_trauma_rta",
      28,
      "male",
      "Danfo accident, my chest hit the steering, I am struggling to breathe and coughing blood.",
      ["road accident", "chest injury", "difficulty breathing", "coughing blood"],
    ],
    [
      "crush_hand",
      35,
      "male",
      "My hand was crushed in the grinding machine, the fingers are cold, white and I can't feel them.",
      ["hand injury", "cold fingers", "pale fingers", "numb fingers"],
    ],
  ],
  endocrine: [
    [
      "dka",
      14,
      "female",
      "She has been drinking lots of water and peeing often, now she is vomiting, breathing fast and sleepy.",
      ["very thirsty", "passing urine often", "vomiting", "breathing fast", "drowsy", "belly pain"],
    ],
    [
      "dka",
      24,
      "male",
      "I am diabetic on insulin, I ran out, now I am vomiting, my belly pains and my breath smells sweet.",
      ["has diabetes", "vomiting", "belly pain", "fruity breath", "very thirsty"],
    ],
    [
      "dka",
      8,
      "male",
      "My boy is losing weight, drinking water well well, now he is vomiting and breathing deep and fast.",
      ["weight loss", "drinking a lot", "vomiting", "deep breathing", "tired"],
    ],
    [
      "hypoglycaemia",
      30,
      "male",
      "My brother is diabetic, he didn't eat after his insulin, now he is sweating, shaking and confused.",
      ["has diabetes", "sweating", "shaking", "confused", "on insulin"],
    ],
    [
      "hypoglycaemia",
      12,
      "female",
      "My daughter takes insulin, she is pale, sweating and not making sense.",
      ["on insulin", "sweaty", "pale", "confused", "drowsy"],
    ],
    [
      "adrenal_crisis",
      35,
      "female",
      "I have been taking prednisolone for months and I stopped it; now vomiting, very weak, dizzy and I collapsed.",
      ["long-term steroids", "stopped steroids", "vomiting", "very weak", "fainted"],
    ],
    [
      "adrenal_crisis",
      30,
      "female",
      "I have Addison's disease, I have diarrhoea and vomiting, I am very weak and dizzy when I stand.",
      ["addison's disease", "vomiting", "diarrhoea", "dizzy on standing", "very weak"],
    ],
    [
      "thyroid_storm",
      32,
      "female",
      "I have goitre and overactive thyroid, now high fever, my heart is racing very fast and I am confused.",
      ["overactive thyroid", "fever", "heart racing", "confused", "diarrhoea", "sweating"],
    ],
    [
      "thyroid_storm",
      28,
      "female",
      "My thyroid is high, I stopped my tablets, now I am restless, sweating, heart pounding and vomiting.",
      ["hyperthyroidism", "palpitations", "sweating", "agitated", "vomiting", "fever"],
    ],
    [
      "hypoglycaemia",
      40,
      "female",
      "My mother took her diabetes tablets and didn't eat, now she is not responding well and sweating.",
      ["on diabetes tablets", "drowsy", "sweating", "confused"],
    ],
    [
      "thyroid_storm",
      25,
      "female",
      "I have a big goitre, I just delivered, now I have fever, my heart is beating very fast and I am agitated.",
      ["goitre", "fever", "fast heartbeat", "agitation", "recently gave birth"],
    ],
    [
      "dka",
      17,
      "female",
      "I dey piss every time and drink water like fish, now I dey vomit, my belle dey pain me and I dey breathe fast.",
      ["passing urine often", "very thirsty", "vomiting", "belly pain", "breathing fast"],
    ],
    [
      "hypoglycaemia",
      7,
      "male",
      "My diabetic son took insulin and skipped breakfast, now he is shaking, sweating and not answering me well.",
      ["on insulin", "shaking", "sweating", "confused", "drowsy"],
    ],
    [
      "periodic_paralysis",
      24,
      "male",
      "I woke up and could not move my legs or arms after a heavy rice meal last night.",
      ["can't move legs", "arm weakness", "sudden weakness", "weak legs"],
    ],
    [
      "dka",
      19,
      "male",
      "I get sugar sickness, I never take my insulin for days, now I dey vomit and I dey breathe heavy.",
      ["has diabetes", "missed insulin", "vomiting", "heavy breathing", "weak"],
    ],
  ],
  blood: [
    [
      "splenic_sequestration",
      2,
      "male",
      "My son has sickle cell, he is suddenly very pale and weak and his belly is swelling on the left.",
      ["sickle cell", "very pale", "swollen belly", "weak", "left side belly pain"],
    ],
    [
      "sickle_crisis_fever",
      4,
      "female",
      "My SS child has high fever and is crying with pain in her arms and legs.",
      ["sickle cell", "fever", "bone pain", "crying a lot"],
    ],
    [
      "sickle_pain_crisis",
      20,
      "male",
      "I am SS, crisis pain all over my body since yesterday, paracetamol not working.",
      ["sickle cell", "severe pain", "pain all over", "painkillers not working"],
    ],
    [
      "severe_anaemia",
      3,
      "female",
      "My daughter is very pale, her palms are white, she is breathing fast and very weak.",
      ["very pale", "pale palms", "breathing fast", "weak", "fever"],
    ],
    [
      "severe_anaemia",
      25,
      "female",
      "I am very pale, tired, my heart races and I get breathless walking small distance.",
      ["pale", "breathless", "heart racing", "tired", "dizziness"],
    ],
    [
      "thrombocytopenia_bleeding",
      7,
      "male",
      "My son has bruises everywhere and small red dots on his skin, his gums are bleeding.",
      ["bruising easily", "red spots on skin", "bleeding gums", "nosebleed"],
    ],
    [
      "thrombocytopenia_bleeding",
      16,
      "female",
      "Purple patches on my body, bleeding from my gums and my period is very heavy.",
      ["purple spots", "gums bleeding", "heavy periods", "tired"],
    ],
    [
      "g6pd_haemolysis",
      5,
      "male",
      "After I gave him medicine for malaria, my son's urine is dark like coke and his eyes are yellow.",
      ["dark urine", "yellow eyes", "pale", "tired"],
    ],
    [
      "g6pd_haemolysis",
      2,
      "male",
      "My baby sucked naphthalene balls, now his urine is black and he is very pale.",
      ["ate mothballs", "dark urine", "very pale", "drowsy"],
    ],
    [
      "neutropenic_sepsis",
      16,
      "female",
      "I am on chemotherapy for leukaemia and I have fever and shivering since morning.",
      ["on chemotherapy", "fever", "shivering"],
    ],
    [
      "haemophilia_bleed",
      12,
      "male",
      "My son has haemophilia, he hit his head and now he has headache and is vomiting.",
      ["haemophilia", "head injury", "headache", "vomiting"],
    ],
    [
      "leukaemia",
      6,
      "female",
      "My daughter is pale, bruising, has fever on and off and her bones pain her.",
      ["pale", "bruises", "fever", "bone pain", "swollen glands"],
    ],
    [
      "splenic_sequestration",
      1.5,
      "female",
      "My SS baby is suddenly very weak and pale and her tummy is getting big.",
      ["sickle cell", "pale", "swollen tummy", "weak", "fast breathing"],
    ],
    [
      "neutropenic_sepsis",
      30,
      "male",
      "I am receiving cancer treatment, chemo was last week, and now my body is hot and I'm shivering.",
      ["chemotherapy", "fever", "chills", "weak"],
    ],
    [
      "haemophilia_bleed",
      9,
      "male",
      "My son has haemophilia, his knee is swelling up and very painful after a small fall.",
      ["haemophilia", "swollen knee", "knee pain", "bleeding into joint"],
    ],
    [
      "aplastic_crisis",
      6,
      "female",
      "My sickle cell daughter has become very pale and tired in two days, she is breathless.",
      ["sickle cell", "very pale", "tired", "breathless"],
    ],
    [
      "severe_anaemia",
      2,
      "male",
      "My baby has had malaria, now he is very pale, breathing fast and too weak to suck.",
      ["very pale", "breathing fast", "too weak to suck", "fever"],
    ],
    [
      "sickle_acute_chest",
      14,
      "female",
      "My SS daughter has chest pain and fever and her breathing is fast since morning.",
      ["sickle cell", "chest pain", "fever", "fast breathing", "cough"],
    ],
    [
      "warfarin_bleed",
      40,
      "male",
      "I take warfarin, I am passing blood in urine and my gums are bleeding and I have big bruises.",
      ["on blood thinners", "blood in urine", "bleeding gums", "bruising"],
    ],
    [
      "haemophilia_bleed",
      15,
      "male",
      "I have haemophilia, I fell and my thigh is swelling fast and I feel dizzy and pale.",
      ["haemophilia", "thigh swelling", "dizziness", "pale"],
    ],
    [
      "transfusion_reaction",
      30,
      "female",
      "They are giving me blood, now I am shivering with fever, my back pains me and I can't breathe well.",
      ["blood transfusion", "fever", "shivering", "back pain", "breathless"],
    ],
    [
      "splenic_sequestration",
      3,
      "male",
      "My pikin get SS, im belle don swell for left side, e pale well well and e no get strength.",
      ["sickle cell", "swollen belly", "very pale", "weak"],
    ],
  ],
  renal_uro: [
    [
      "urinary_retention",
      44,
      "male",
      "I can't pass urine since last night, my lower belly is full and painful.",
      ["can't pass urine", "swollen bladder", "lower belly pain"],
    ],
    [
      "urinary_retention",
      30,
      "female",
      "I no fit piss since morning, my bladder don full and e dey pain me.",
      ["unable to urinate", "bladder pain", "lower abdominal pain"],
    ],
    [
      "testicular_torsion",
      14,
      "male",
      "My son woke up with sudden severe pain in his testicle and he is vomiting.",
      ["sudden testicle pain", "swollen testicle", "vomiting", "lower belly pain"],
    ],
    [
      "testicular_torsion",
      17,
      "male",
      "My balls started paining me suddenly while playing football, one side is high and swollen.",
      ["pain in the scrotum", "scrotal swelling", "nausea"],
    ],
    [
      "testicular_torsion",
      11,
      "male",
      "Pain in my lower belly and groin suddenly, my testis is very tender.",
      ["groin pain", "testicle pain", "vomiting"],
    ],
    [
      "pyelonephritis_sepsis",
      28,
      "female",
      "Pain in my side and back, high fever with shivering and I keep vomiting, my urine burns.",
      ["loin pain", "fever", "shivering", "vomiting", "burning urination"],
    ],
    [
      "acute_glomerulonephritis_complicated",
      9,
      "male",
      "My son's face is puffy, he is passing small urine like coca-cola, and now he is breathless and had a fit.",
      ["puffy face", "dark urine", "passing little urine", "breathless", "seizure"],
    ],
    [
      "acute_glomerulonephritis_complicated",
      7,
      "female",
      "Her eyes and legs are swollen, she is hardly peeing, the nurse said her BP is very high and she is drowsy.",
      ["swollen eyes", "swollen legs", "little urine", "high blood pressure", "drowsy"],
    ],
    [
      "acute_kidney_injury",
      35,
      "male",
      "I drank herbal mixture, now I am hardly passing urine, my body is swelling and I am vomiting.",
      ["herbal medicine", "passing little urine", "swelling of the body", "vomiting", "tired"],
    ],
    [
      "acute_kidney_injury",
      4,
      "female",
      "After days of diarrhoea my daughter has not urinated since yesterday and is very sleepy.",
      ["diarrhoea", "no urine", "drowsy", "vomiting"],
    ],
    [
      "renal_colic_infected",
      33,
      "male",
      "Very bad pain from my side to my groin coming in waves, with fever and chills.",
      ["loin to groin pain", "fever", "chills", "blood in urine"],
    ],
    [
      "priapism",
      16,
      "male",
      "I am sickle cell, my penis has been erect and painful for 5 hours and won't go down.",
      ["sickle cell", "painful erection", "erection won't go down"],
    ],
    [
      "paraphimosis",
      6,
      "male",
      "My son pulled his foreskin back and it won't come forward, the tip is swollen and painful.",
      ["foreskin stuck", "swollen penis", "penis pain"],
    ],
    [
      "penile_fracture",
      30,
      "male",
      "During sex I heard a crack, my penis went down, it is swollen and purple.",
      ["penis injury", "swollen penis", "bruised penis", "penis pain"],
    ],
    [
      "fourniers_gangrene",
      45,
      "male",
      "I am diabetic, my scrotum is swollen, very painful, turning black and smells, with fever.",
      ["has diabetes", "scrotal swelling", "scrotum pain", "fever", "skin turning black"],
    ],
    [
      "priapism",
      25,
      "male",
      "My erection has not gone down since last night, it is painful. I have SS.",
      ["erection lasting hours", "painful erection", "sickle cell"],
    ],
    [
      "paraphimosis",
      30,
      "male",
      "My foreskin is stuck behind the head of my penis and the head is swelling and painful.",
      ["foreskin stuck", "penis swelling", "penis pain"],
    ],
    [
      "pyelonephritis_sepsis",
      35,
      "female",
      "Pain in my back on the right side, burning urine, fever and I'm confused and weak.",
      ["back pain", "burning urine", "fever", "confused", "very weak"],
    ],
    [
      "penile_fracture",
      28,
      "male",
      "My penis bent with a snap during sex, it is swollen and black and blue.",
      ["penis injury", "swollen penis", "bruised penis"],
    ],
    [
      "testicular_torsion",
      16,
      "male",
      "Sudden pain in my right ball since 2 hours, very severe, it's swollen and I vomited.",
      ["sudden testicle pain", "swollen testicle", "vomiting", "severe pain"],
    ],
    [
      "urinary_retention",
      35,
      "male",
      "After the spinal injection for my operation I cannot urinate at all and my belly is tight and painful.",
      ["can't pass urine", "full bladder", "lower belly pain"],
    ],
    [
      "kidney_injury",
      22,
      "male",
      "A kick to my side during a fight, now my urine is bloody and my side is very painful.",
      ["kicked in the side", "blood in urine", "loin pain", "dizziness"],
    ],
    [
      "missed_dialysis",
      40,
      "male",
      "I missed dialysis for four days because of money, now I can't lie flat, my legs are swollen and my heart is beating funny.",
      ["kidney failure", "missed dialysis", "breathless lying flat", "swollen legs", "palpitations"],
    ],
    [
      "testicular_injury",
      18,
      "male",
      "A ball hit my testicles during football, one is very swollen, the pain is severe and I am vomiting.",
      ["testicle injury", "swollen testicle", "severe pain", "vomiting"],
    ],
    [
      "priapism",
      10,
      "male",
      "My SS son's penis has been stiff and painful since morning and it won't go down.",
      ["sickle cell", "painful erection", "erection won't go down"],
    ],
  ],
  rheum: [
    [
      "kawasaki",
      3,
      "male",
      "My son has had fever for 6 days, red eyes, red cracked lips, rash and swollen hands and feet.",
      ["fever for 5 days", "red eyes", "cracked lips", "rash", "swollen hands", "swollen neck glands"],
    ],
    [
      "kawasaki",
      2,
      "female",
      "Fever won't go for a week, her tongue is red like strawberry and her fingers are peeling.",
      ["long fever", "strawberry tongue", "peeling fingers", "red eyes", "irritable"],
    ],
    [
      "lupus_flare",
      26,
      "female",
      "I have lupus, now my legs and face are swelling, I pass little urine and my BP is high.",
      ["lupus", "swollen legs", "passing little urine", "high blood pressure", "foamy urine"],
    ],
    [
      "lupus_flare",
      30,
      "female",
      "I have SLE, I have chest pain on breathing, fever and I am breathless.",
      ["lupus", "chest pain when breathing", "breathless", "fever", "joint pain"],
    ],
    [
      "rheumatic_fever",
      12,
      "female",
      "After a sore throat her joints swell one after the other, she has fever and is breathless with heart racing.",
      ["joint pain moving from joint to joint", "fever", "breathless", "palpitations", "recent sore throat"],
    ],
    [
      "hsp_complicated",
      7,
      "male",
      "My son has purple spots on his legs and buttocks, severe belly pain and blood in his stool.",
      ["purple rash on legs", "belly pain", "blood in stool", "joint pain"],
    ],
    [
      "rheumatic_fever",
      10,
      "male",
      "After a sore throat my son's knees and ankles swell and pain in turns, he has fever and gets breathless.",
      ["joint pain", "swollen joints", "fever", "breathless", "recent sore throat"],
    ],
    [
      "hsp_complicated",
      6,
      "female",
      "Purple bumps on her legs, swollen ankles, and now blood in her urine and belly pain.",
      ["purple rash", "swollen ankles", "blood in urine", "belly pain"],
    ],
    [
      "kawasaki",
      1.5,
      "male",
      "My son has fever that won't go for a week, eyes red, lips cracked and bleeding, hands and feet swollen.",
      ["long fever", "red eyes", "cracked lips", "swollen hands and feet", "rash"],
    ],
  ],
  breast: [
    [
      "breast_abscess_sepsis",
      24,
      "female",
      "I am breastfeeding, my breast is red, hot, hard and painful, I have high fever and I'm shivering and dizzy.",
      ["breastfeeding", "red painful breast", "breast lump", "fever", "shivering", "fast heartbeat"],
    ],
    [
      "breast_abscess_sepsis",
      28,
      "female",
      "My breast is swollen with pus, I have high fever and I feel very weak and confused.",
      ["breast swelling", "pus from breast", "fever", "confused", "very weak"],
    ],
  ],
  women: [
    [
      "ovarian_torsion",
      22,
      "female",
      "Sudden severe pain on the right side of my lower belly, I am vomiting, it came while dancing.",
      ["sudden lower belly pain", "one-sided pain", "vomiting", "severe pain"],
    ],
    [
      "ovarian_torsion",
      13,
      "female",
      "My daughter has sudden sharp pain in her lower left belly and she keeps vomiting.",
      ["sudden abdominal pain", "lower left belly pain", "vomiting", "nausea"],
    ],
    [
      "ectopic_unknown",
      26,
      "female",
      "My period is late, I have sharp pain in my lower belly on one side and I fainted.",
      ["missed period", "lower belly pain one side", "fainted", "spotting", "shoulder tip pain"],
    ],
    [
      "ectopic_unknown",
      30,
      "female",
      "Terrible lower belly pain with small bleeding from the vagina and dizziness, my period didn't come.",
      ["late period", "lower abdominal pain", "vaginal spotting", "dizziness"],
    ],
    [
      "heavy_menstrual_collapse",
      16,
      "female",
      "Her menses has been heavy for 10 days, she is very pale and breathless and fainted today.",
      ["heavy menstrual bleeding", "very pale", "breathless", "fainted"],
    ],
    [
      "tubo_ovarian_abscess",
      25,
      "female",
      "Lower belly pain for days with high fever, smelly discharge and vomiting, it hurts to walk.",
      ["lower abdominal pain", "fever", "smelly vaginal discharge", "vomiting", "pain when walking"],
    ],
    [
      "toxic_shock",
      19,
      "female",
      "I am on my period using tampons, I have high fever, vomiting, diarrhoea and a red rash like sunburn.",
      ["tampon use", "high fever", "vomiting", "diarrhoea", "red rash", "dizziness"],
    ],
    [
      "fgm_complication",
      10,
      "female",
      "My niece was cut (circumcised) two days ago, she is bleeding and can't pass urine and has fever.",
      ["female circumcision", "bleeding", "can't pass urine", "fever"],
    ],
    [
      "sexual_assault",
      17,
      "female",
      "I was raped last night and I am bleeding from my private part.",
      ["raped", "vaginal bleeding", "pain in the private part"],
    ],
    [
      "toxic_shock",
      24,
      "female",
      "I forgot a tampon inside for days, now high fever, rash, vomiting and I feel like fainting.",
      ["forgotten tampon", "fever", "rash", "vomiting", "dizziness"],
    ],
    [
      "heavy_menstrual_collapse",
      35,
      "female",
      "My period is flooding, I change pad every 30 minutes, passing big clots and I feel like fainting.",
      ["very heavy period", "big clots", "feel faint", "dizziness", "pale"],
    ],
    [
      "ectopic_unknown",
      22,
      "female",
      "My belle dey pain me for one side, my period don pass, I don faint for market.",
      ["belly pain one side", "missed period", "fainted", "vaginal bleeding"],
    ],
  ],
  environment: [
    [
      "snakebite_viper",
      25,
      "male",
      "Snake bite me for farm yesterday, my leg swell well well and my gum dey bleed.",
      ["snake bite", "leg swelling", "bleeding gums", "bleeding from the bite"],
    ],
    [
      "snakebite_viper",
      10,
      "female",
      "A snake bit my daughter on the foot while fetching water, her foot is swelling and she is vomiting.",
      ["snake bite", "swollen foot", "vomiting", "pain at the bite"],
    ],
    [
      "snakebite_neurotoxic",
      30,
      "male",
      "Cobra bite on my hand, now my eyes are closing by themselves and I can't swallow well.",
      ["snake bite", "drooping eyelids", "difficulty swallowing", "difficulty breathing"],
    ],
    [
      "snakebite_dry_unknown",
      35,
      "female",
      "I was bitten by a snake just now in the bush, I don't know the type.",
      ["snake bite", "two holes on the skin", "pain at the bite"],
    ],
    [
      "scorpion_sting_child",
      4,
      "male",
      "Scorpion stung my son, he is crying with pain, sweating, vomiting and drooling.",
      ["scorpion sting", "sweating", "vomiting", "drooling", "severe pain"],
    ],
    [
      "major_burn",
      30,
      "male",
      "Petrol fire burnt my face and both arms, my voice is hoarse and I am coughing black.",
      ["burn on face", "hoarse voice", "coughing black sputum", "difficulty breathing"],
    ],
    [
      "inhalation_injury",
      25,
      "female",
      "I was trapped in a house fire and breathed smoke, now my throat is sore and I am breathless.",
      ["smoke inhalation", "breathless", "hoarse voice", "cough"],
    ],
    [
      "electrical_injury",
      28,
      "male",
      "I was electrocuted by NEPA wire, I fell down, my hand is burnt and my heart is beating funny.",
      ["electric shock", "burn on hand", "palpitations", "fell"],
    ],
    [
      "heat_stroke",
      22,
      "male",
      "He collapsed after working in the hot sun all day, his body is very hot and dry and he is confused.",
      ["worked in the sun", "very hot body", "confused", "collapsed", "not sweating"],
    ],
    [
      "heat_stroke",
      40,
      "female",
      "During the heat my mother is talking nonsense, her skin is hot and she is vomiting.",
      ["long time in heat", "confused", "hot skin", "vomiting", "headache"],
    ],
    [
      "drowning",
      7,
      "male",
      "My son was pulled out of the river, he is coughing and breathing badly.",
      ["near drowning", "coughing", "difficulty breathing", "vomiting"],
    ],
    [
      "carbon_monoxide",
      30,
      "female",
      "We slept with the generator running inside, everybody woke up with headache, vomiting and dizziness.",
      ["generator fumes", "headache", "vomiting", "dizziness", "others in the house also sick"],
    ],
    [
      "carbon_monoxide",
      12,
      "male",
      "Generator smoke in the room, my son is drowsy and confused with headache.",
      ["generator smoke", "drowsy", "confused", "headache"],
    ],
    [
      "rabies",
      9,
      "male",
      "A stray dog bit my son a month ago, now he is afraid of water, agitated and drooling.",
      ["dog bite", "fear of water", "agitated", "drooling", "fever"],
    ],
    [
      "dog_bite_deep",
      6,
      "female",
      "A dog bit my daughter's face today, the wound is deep and bleeding.",
      ["dog bite", "bite on face", "deep wound", "bleeding"],
    ],
    [
      "bee_swarm",
      35,
      "male",
      "Bees attacked me on the farm, many many stings, my body is swelling and I am vomiting and dizzy.",
      ["many bee stings", "swelling", "vomiting", "dizziness"],
    ],
    [
      "snakebite_neurotoxic",
      20,
      "female",
      "Snake bit her in the night while sleeping on the floor, now she can't open her eyes well and she is weak.",
      ["snake bite", "drooping eyelids", "weak", "difficulty breathing"],
    ],
    [
      "scorpion_sting_child",
      7,
      "female",
      "My daughter was stung by a scorpion in the shoe, she is vomiting, sweating and breathing fast.",
      ["scorpion sting", "vomiting", "sweating", "fast breathing"],
    ],
    [
      "electrical_injury",
      35,
      "male",
      "Electric shock while fixing light, he was thrown down and his chest pains him, his hand is burnt.",
      ["electric shock", "chest pain", "burn on hand"],
    ],
    [
      "drowning",
      16,
      "male",
      "He almost drowned in the swimming pool, now coughing and breathless.",
      ["nearly drowned", "cough", "breathless", "chest pain"],
    ],
    [
      "rabies",
      30,
      "male",
      "Dog bite two months ago, no injection, now fever, agitation and he is afraid of water and wind.",
      ["dog bite", "fear of water", "agitation", "fever", "confused"],
    ],
    [
      "heat_stroke",
      17,
      "male",
      "He collapsed during the football match in the afternoon sun, very hot skin and he is confused.",
      ["collapsed", "very hot body", "confused", "exercise in the heat"],
    ],
    [
      "snakebite_viper",
      40,
      "male",
      "A snake bit my leg on the farm 6 hours ago, the leg is swelling up to the knee and there is blood in my urine.",
      ["snake bite", "leg swelling", "blood in urine", "bleeding gums"],
    ],
    [
      "heat_stroke",
      6,
      "female",
      "My daughter was left in a hot car, she is very hot, floppy and not responding well.",
      ["left in hot car", "very hot body", "floppy", "drowsy"],
    ],
    [
      "carbon_monoxide",
      35,
      "male",
      "We locked the room and used charcoal stove to warm, my wife and I woke up with headache and vomiting and she fainted.",
      ["charcoal fumes", "headache", "vomiting", "fainted", "dizziness"],
    ],
    [
      "major_burn",
      35,
      "male",
      "Petrol tanker exploded, burns on my chest, belly and both legs, the skin is white and peeling.",
      ["burns on the body", "large burn", "severe pain", "blisters"],
    ],
    [
      "electrical_mouth_burn",
      3,
      "female",
      "My daughter bit an electric wire, her mouth corner is burnt and she fell down.",
      ["electric shock", "burn in mouth", "fell"],
    ],
    [
      "exertional_heat_stroke",
      20,
      "male",
      "During NYSC camp drills in the sun he collapsed, very hot, confused and vomiting.",
      ["collapsed", "very hot body", "confused", "vomiting", "hard exercise in heat"],
    ],
  ],
};

/** Benign neighbours: [condition, age, sex, complaint, phrases]; none is an emergency. */
const BENIGN: Lay[] = [
  ["stye", 25, "female", "A small painful boil on my eyelid.", ["eyelid lump", "eyelid pain", "red eyelid"]],
  [
    "conjunctivitis",
    8,
    "male",
    "His eyes are red and sticky with discharge in the morning.",
    ["red eyes", "eye discharge", "itchy eyes"],
  ],
  ["simple_nosebleed", 10, "male", "My son's nose bled for five minutes and stopped when I pressed it.", ["nosebleed"]],
  ["ear_wax", 30, "male", "My ear feels blocked and I don't hear well from it.", ["blocked ear", "hearing loss"]],
  ["sore_throat", 20, "female", "Sore throat and catarrh for 2 days.", ["sore throat", "runny nose", "cough"]],
  [
    "toothache",
    30,
    "male",
    "My tooth has been aching, especially with cold water.",
    ["toothache", "tooth sensitive to cold"],
  ],
  ["mouth_ulcer", 22, "female", "A small painful sore inside my lip.", ["mouth ulcer"]],
  [
    "ankle_sprain",
    25,
    "male",
    "I twisted my ankle playing football, it is swollen but I can walk.",
    ["ankle pain", "ankle swelling", "twisted ankle"],
  ],
  [
    "back_strain",
    35,
    "male",
    "My lower back hurts after lifting a bag of rice.",
    ["lower back pain", "pain after lifting"],
  ],
  ["period_pain", 19, "female", "Belly pain every time my period comes.", ["period pain", "cramps during period"]],
  [
    "vaginal_thrush",
    27,
    "female",
    "Itching in my private part with white discharge.",
    ["vaginal itching", "white discharge"],
  ],
  ["insect_bite", 12, "female", "Mosquito bites on my legs that itch.", ["insect bite", "itchy bumps"]],
  ["small_burn", 30, "female", "I burnt my finger on the hot pot.", ["burn on finger", "pain"]],
  ["acne", 17, "male", "Pimples on my face.", ["pimples"]],
  ["ringworm", 9, "male", "Round itchy patch on his head.", ["ringworm", "itchy scalp"]],
  ["simple_uti", 26, "female", "Burning when I urinate and I urinate often.", ["burning urine", "frequent urination"]],
  ["breast_lump", 30, "female", "A painless small lump in my breast.", ["breast lump"]],
  [
    "gout_like_knee_pain",
    40,
    "male",
    "My knee has been painful when climbing stairs for months.",
    ["knee pain", "stiff knee"],
  ],
  [
    "mild_cellulitis",
    35,
    "female",
    "A small red warm patch on my leg around a scratch.",
    ["red skin", "warm skin", "scratch"],
  ],
  [
    "mild_mastitis",
    26,
    "female",
    "I am breastfeeding and one breast is a little sore and lumpy.",
    ["breastfeeding", "breast pain", "breast lump"],
  ],
  [
    "epididymitis_mild",
    30,
    "male",
    "My testicle has been aching for 3 days with burning urine.",
    ["testicle pain", "burning urine"],
  ],
  ["eczema", 4, "female", "Dry itchy skin on her elbows and knees.", ["dry skin", "itchy skin"]],
  ["chickenpox", 7, "male", "Itchy spots with water on his body and mild fever.", ["itchy blisters", "fever"]],
  [
    "dog_scratch",
    20,
    "male",
    "My vaccinated dog scratched my hand, small scratch.",
    ["dog scratch", "scratch on hand"],
  ],
  [
    "simple_goitre",
    30,
    "female",
    "A swelling in front of my neck for years, no pain.",
    ["goitre", "swelling in front of neck"],
  ],
  [
    "haemorrhoids",
    32,
    "male",
    "Small fresh blood on tissue after passing hard stool.",
    ["blood on tissue", "constipation", "pain when passing stool"],
  ],
  ["sunburn", 25, "female", "My shoulders are red and painful after a day at the beach.", ["sunburn", "red skin"]],
  ["hypothyroid", 40, "female", "Always tired and cold, gaining weight.", ["tired", "feeling cold", "weight gain"]],
];

emergencyTellings((system) => `eleventh round (${system}): the lay telling ends in an emergency`, LAY);

describe("eleventh round: benign neighbours stay non-emergency", () => {
  for (const c of BENIGN) {
    it(`${c[0]}, ${c[1]} ${c[2]}: "${c[3]}"`, () => {
      expect(EMERGENCY).not.toContain(play(c).level);
    });
  }
});

const flags = flagsOf;
const resolve = (p: string) => searchFindings(p, 1)[0]?.id;

describe("eleventh round: combination rules (each sign alone is not an emergency)", () => {
  it("a painful red eye with blurred vision and nausea is angle-closure glaucoma (NICE CKS red eye)", () => {
    expect(flags(42, "male", ["eye_pain", "red_eyes", "vision_blurred", "nausea"])).toContain("painful_red_eye_vision");
    expect(flags(42, "male", ["eye_pain", "red_eyes", "nausea"])).not.toContain("painful_red_eye_vision");
    // Anterior uveitis (red painful eye, blurred vision) is a same-day referral, not an emergency on its own.
    expect(flags(30, "male", ["eye_pain", "red_eyes", "vision_blurred"])).not.toContain("painful_red_eye_vision");
    expect(EMERGENCY).not.toContain(level(8, "male", present("red_eyes", "eye_discharge")));
  });

  it("a swollen eyelid with double vision is infection behind the eye (RCOphth)", () => {
    expect(flags(25, "female", ["eyelid_swelling", "double_vision"])).toContain("swollen_eyelid_double_vision");
    expect(flags(25, "female", ["eyelid_swelling"])).not.toContain("swollen_eyelid_double_vision");
  });

  it("a swollen jaw with the face swelling and fever is a spreading dental infection (NICE CKS dental abscess)", () => {
    expect(flags(20, "male", ["jaw_swelling", "swollen_face", "fever"])).toContain("dental_swelling_spreading");
    expect(flags(20, "male", ["jaw_swelling", "fever"])).not.toContain("dental_swelling_spreading");
  });

  it("blisters with mouth sores after a new medicine is Stevens-Johnson syndrome (NICE CKS SJS/TEN)", () => {
    const sjs = ["chickenpox_rash", "cold_sores", "new_medicine"];
    expect(flags(25, "male", sjs)).toContain("drug_blisters_mucosa");
    // An emergency; the department rather than an ambulance when the person is otherwise well (fa20).
    expect(EMERGENCY).toContain(level(25, "male", present(...sjs)));
    expect(flags(25, "male", ["chickenpox_rash", "cold_sores"])).not.toContain("drug_blisters_mucosa");
  });

  it("fever with a leg or arm not moved is a bone or joint infection (NICE CKS septic arthritis)", () => {
    expect(flags(1, "female", ["fever", "limb_not_used"])).toContain("fever_limb_not_used");
    expect(flags(1, "female", ["fever", "arm_not_used"])).toContain("fever_limb_not_used");
    expect(EMERGENCY).not.toContain(level(1, "female", present("limb_not_used")));
  });

  it("deep sighing breathing with vomiting is acidosis (WHO ETAT, NICE NG18)", () => {
    expect(flags(8, "male", ["deep_breathing", "vomiting"])).toContain("deep_breathing_vomiting");
    expect(flags(8, "male", ["vomiting"])).not.toContain("deep_breathing_vomiting");
  });

  it("a steroid-dependent person vomiting and weak is an adrenal crisis (Society for Endocrinology)", () => {
    expect(flags(30, "female", ["steroid_use", "vomiting", "fatigue"])).toContain("steroid_dependent_vomiting");
    expect(flags(30, "female", ["vomiting", "fatigue"])).not.toContain("steroid_dependent_vomiting");
    expect(resolve("addison's disease")).toBe("steroid_use");
  });

  it("an overactive thyroid with fever and a racing heart is a thyroid storm (NICE CKS hyperthyroidism)", () => {
    const storm = ["known_hyperthyroid", "fever", "palpitations"];
    expect(flags(28, "female", storm)).toContain("thyroid_storm_signs");
    expect(level(28, "female", present(...storm))).toBe("emergency_ambulance");
    expect(flags(28, "female", ["fever", "palpitations"])).not.toContain("thyroid_storm_signs");
  });

  it("loin pain with fever and vomiting everything cannot keep antibiotics down (NICE NG111)", () => {
    expect(flags(28, "female", ["flank_pain", "fever", "vomiting_persistent"])).toContain(
      "pyelonephritis_vomiting_all",
    );
    expect(flags(28, "female", ["flank_pain", "fever", "vomiting"])).not.toContain("pyelonephritis_vomiting_all");
  });

  it("little urine with swelling and breathlessness or high blood pressure is failing kidneys (NICE CKS AKI)", () => {
    expect(flags(9, "male", ["oliguria", "swollen_face", "sob"])).toContain("little_urine_swelling");
    // A puffy face with cola urine after a sore throat is seen within a day, not an emergency on its own.
    expect(EMERGENCY).not.toContain(level(9, "male", present("swollen_face", "dark_urine", "oliguria", "sore_throat")));
  });

  it("fever with bruising and paleness is a failing marrow or meningococcal disease (NICE NG12, NG143)", () => {
    expect(flags(6, "female", ["fever", "bruising", "pale"])).toContain("fever_bruising_pallor");
    expect(flags(6, "female", ["fever", "pale"])).not.toContain("fever_bruising_pallor");
  });

  it("one-sided lower belly pain with vomiting everything is torsion or appendicitis (NICE CKS)", () => {
    expect(flags(13, "female", ["llq_pain", "vomiting_persistent"])).toContain("one_sided_lower_pain_vomiting_all");
    expect(flags(13, "female", ["llq_pain", "vomiting"])).not.toContain("one_sided_lower_pain_vomiting_all");
  });

  it("a long fever with red eyes and a strawberry tongue or swollen hands is Kawasaki disease (AHA 2017)", () => {
    expect(flags(2, "female", ["fever_long", "red_eyes", "sandpaper_rash"])).toContain("long_fever_red_eyes_kawasaki");
    expect(flags(2, "female", ["fever_long", "sandpaper_rash"])).not.toContain("long_fever_red_eyes_kawasaki");
    expect(askedUntilStop(2, "female", ["fever_long"])).toContain("swollen_hands_feet");
  });

  it("lupus with breathlessness or little urine is an organ-threatening flare (NICE CKS SLE)", () => {
    expect(flags(30, "female", ["known_lupus", "sob"])).toContain("lupus_organ_flare");
    expect(flags(30, "female", ["known_lupus", "joint_pain"])).not.toContain("lupus_organ_flare");
  });
});

describe("eleventh round: eye injury, diabetic foot, a febrile limp and flooding periods", () => {
  it("an injured eye that cannot see well or bulges goes to eye casualty now (RCOphth); a black eye alone does not", () => {
    expect(flags(27, "male", ["eye_injury", "bulging_eyes"])).toContain("eye_injury_vision");
    expect(flags(27, "male", ["eye_injury", "eyelid_swelling"])).not.toContain("eye_injury_vision");
    expect(askedUntilStop(27, "male", ["eye_injury"])).toContain("bulging_eyes");
    expect(resolve("eye pushed out")).toBe("bulging_eyes");
  });
  it("a diabetic foot wound with fever is limb-threatening (NICE NG19); without fever it is seen within a day", () => {
    expect(flags(45, "male", ["known_diabetes", "foot_ulcer", "fever"])).toContain("diabetic_foot_spreading");
    expect(flags(45, "male", ["known_diabetes", "foot_ulcer"])).not.toContain("diabetic_foot_spreading");
  });
  it("fever with hip pain and a limp is a septic hip (NICE CKS acute childhood limp); a limp without fever is not", () => {
    expect(flags(9, "female", ["fever", "hip_pain", "walking_pain"])).toContain("fever_hip_limp");
    expect(flags(9, "female", ["hip_pain", "walking_pain"])).not.toContain("fever_hip_limp");
  });
  it("an electric shock with a burn or a fall goes to hospital (NICE CKS burns); a shock alone is asked about", () => {
    expect(flags(3, "female", ["electric_shock", "burn"])).toContain("electric_shock_harm");
    expect(flags(3, "female", ["burn"])).not.toContain("electric_shock_harm");
    expect(askedUntilStop(3, "female", ["burn"])).toContain("electric_shock");
  });
  it("a pad soaked within half an hour is acute heavy bleeding (RCOG), heavy periods alone are not", () => {
    expect(resolve("change pad every 30 minutes")).toBe("heavy_vaginal_bleeding");
    expect(EMERGENCY).not.toContain(level(35, "female", present("heavy_periods", "fatigue")));
  });
});

describe("eleventh round: danger signs asked for the complaint a person starts with", () => {
  it("a tight or sore foreskin is asked whether it is stuck behind the head (paraphimosis)", () => {
    expect(askedUntilStop(6, "male", ["foreskin_tight"])).toContain("foreskin_stuck");
  });
  it("blisters are asked about a new medicine; a swollen eyelid about double vision", () => {
    expect(askedUntilStop(25, "male", ["blisters"])).toContain("new_medicine");
    expect(askedUntilStop(25, "female", ["eyelid_swelling", "fever"])).toContain("double_vision");
  });
  it("a wound is asked whether it bleeds heavily; known lupus about breathlessness and little urine", () => {
    expect(askedUntilStop(28, "male", ["wound"])).toContain("wound_bleeding_heavy");
    const lupus = askedUntilStop(26, "female", ["known_lupus"]);
    expect(lupus).toContain("sob");
    expect(lupus).toContain("oliguria");
  });
});

describe("eleventh round: new findings and condition", () => {
  it("the lay words for the new signs and histories resolve to them", () => {
    expect(resolve("battery in nose")).toBe("battery_in_nose_ear");
    expect(resolve("battery in ear")).toBe("battery_in_nose_ear");
    expect(resolve("blood spurting")).toBe("wound_bleeding_heavy");
    expect(resolve("won't move her leg")).toBe("limb_not_used");
    expect(resolve("could not move both legs")).toBe("leg_weakness_both");
    expect(resolve("they are giving me blood")).toBe("recent_transfusion");
    expect(resolve("hyperthyroidism")).toBe("known_hyperthyroid");
    expect(resolve("lupus")).toBe("known_lupus");
    expect(resolve("after heavy exercise")).toBe("hard_exercise");
    expect(resolve("misty vision")).toBe("vision_blurred");
    expect(resolve("rash after drug")).toBe("new_medicine");
  });
  it("a button battery in the nose and a wound spurting blood are emergencies on their own", () => {
    expect(EMERGENCY).toContain(level(3, "female", present("battery_in_nose_ear")));
    expect(level(28, "male", present("wound_bleeding_heavy"))).toBe("emergency_ambulance");
  });
  it("known lupus with joint pains and tiredness is lupus, seen within a day", () => {
    const input = { age: 26, sex: "female" as const, evidence: present("known_lupus", "joint_pain", "fatigue") };
    expect(top3(input)).toContain("systemic_lupus");
    expect(EMERGENCY).not.toContain(level(26, "female", input.evidence));
  });
});
