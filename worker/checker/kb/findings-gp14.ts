// Findings for the fourteenth round (what a GP must tell apart where a fresh set, tune11, showed the knowledge
// base had no sign or no words for it). Each is created only where no existing finding fits.
// - A painful spot, boil or crusting just inside the nostril, with a red tender tip of the nose, is nasal
//   vestibulitis or a furuncle (NICE CKS / ENT UK), often after picking the nose or plucking its hairs; not a
//   foreign body, a septal haematoma or acne.
// - Small white or yellow smelly lumps in the tonsils, or stones coughed up, are tonsil stones (ENT UK; NICE CKS
//   halitosis); the feeling of something stuck in the throat with normal swallowing is globus, not choking
//   (NICE CKS / ENT UK globus).
// - White lacy lines inside both cheeks that sting with spicy food are oral lichen planus (NICE CKS lichen
//   planus); thrush wipes off, leukoplakia is a single patch.
// - A bony bump at the base of the big toe, the toe pointing towards the others and shoes rubbing on it is a
//   bunion (hallux valgus; NICE CKS bunions), not gout (a hot red toe overnight).
// - Penetration that is impossible because the vagina tightens by itself, with fear of sex, is vaginismus
//   (NICE CKS / BASHH; ICD-10 N94.2); periods that stopped or became scanty after a D&C or evacuation point to
//   intrauterine adhesions (Asherman syndrome; RCOG / NICE CKS amenorrhoea).
// - A child who cries and clings when leaving a parent, whose tummy aches only on school mornings and who is
//   fine at weekends, has separation anxiety with school refusal (NICE CKS / NICE CG159; WHO mhGAP).
// - Heat in the head and crawling feelings in the body, with many normal tests, are the somatic complaints of
//   Nigerian primary care (Ohaeri & Odejide 1994; WHO mhGAP), not restless legs.
// - Nipple pain at every feed in the first weeks, with cracks, is nipple trauma from a poor latch (WHO / UNICEF
//   Baby Friendly; NICE CKS), apart from vasospasm (nipple blanching) and mastitis.
// - A foreskin that balloons on passing urine in a boy is a normal, non-retractile foreskin (physiological
//   phimosis; NICE CKS balanitis / phimosis), not balanitis.
// - A lump in the midline of the neck that moves up when the tongue is poked out is a thyroglossal duct cyst
//   (NICE CKS neck lump / ENT UK); side-of-neck lumps are glands.
// - Dry, cracked, stinging hands from wet work (hairdressing, cleaning, catering, nursing) are irritant hand
//   dermatitis (NICE CKS contact dermatitis; BAD).
// - A few small pus spots on the limbs with fever and painful joints after a new partner are disseminated
//   gonococcal infection (BASHH); a bout of diarrhoea in the past weeks before a swollen knee is reactive
//   arthritis (NICE CKS), and before ascending weakness, Guillain–Barré (NICE CKS); a sore throat 1 to 4 weeks
//   before joint pains, shin lumps or smoky urine is the streptococcal trigger of rheumatic fever, erythema
//   nodosum and glomerulonephritis (WHO rheumatic fever; NICE CKS erythema nodosum).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP14_FINDINGS: Finding[] = [
  f(
    "nostril_spot",
    "Painful spot, boil or crusting just inside the nostril",
    "Is there a painful spot, boil, scab or crusting just inside the nostril?",
    "painful spot inside the nose|painful spot inside my nose|painful spot inside my nostril|painful spot in my nostril|spot inside my nose|spot inside the nose|spot inside my nostril|pimple inside my nose|pimple inside the nose|pimple inside my nostril|pimple in my nostril|pimple in my nose|painful pimple inside my nostril|painful pimple in my nose|boil inside my nose|boil in my nose|boil in the nose|boil inside the nostril|boil in my nostril|sore inside my nose|sore inside the nose|sore inside my nostril|sores inside my nose|scabs inside my nose|scab inside my nose|crusts inside my nose|crusting inside the nose|crusting inside my nose|my nostril is sore|nostril is sore|nostril is painful|painful nostril|sore nostril|inside my nostril dey pain|pimple for inside my nose|boil for inside my nose|nasal vestibulitis|nasal furuncle|nose furuncle",
    { group: "ent", base: 0.002 },
  ),
  f(
    "nose_tip_red",
    "Red, tender tip of the nose",
    "Is the tip or the side of the nose red, swollen and tender to touch?",
    "nose is red and tender|red tender nose|red and tender nose|nose is tender to touch|my nose is tender|tender nose|nose is red and sore|red swollen nose|red and swollen nose|my nose is red and swollen",
    { group: "ent", base: 0.002 },
  ),
  f(
    "tonsil_stones_seen",
    "Small white smelly lumps in the tonsils, or stones coughed up",
    "Do you see small white or yellow lumps in your tonsils, or cough up small smelly white stones?",
    "white lumps in tonsils|white lumps in my tonsils|white stones in my tonsils|tonsil stones|tonsil stone|tonsilloliths|tonsillolith|smelly stones from my throat|small smelly stones come out when i cough|small white stones come out of my throat|white stones come out of my throat|cough up smelly white lumps|white smelly stone dey come out from my throat|small white stone dey comot from my throat|white stone dey comot from my throat",
    { group: "ent", base: 0.002 },
  ),
  f(
    "throat_lump_feeling",
    "Feeling of a lump or something stuck in the throat, with normal swallowing",
    "Do you feel as if there is a lump or something stuck in your throat, while food and drink still go down normally?",
    "feeling something stuck in throat|feeling something stuck in my throat|feeling of something stuck in my throat|feeling of something stuck in the throat|feels like something is stuck in my throat|feels like something stuck in my throat|feel like something is in my throat|feeling of a lump in my throat|feeling of a lump in the throat|lump in my throat feeling|feeling of lump in throat|lump feeling in throat|globus|globus sensation|something dey my throat like lump",
    { group: "ent", base: 0.01 },
  ),
  f(
    "mouth_white_lace",
    "White lacy lines or patches inside the cheeks that do not wipe off",
    "Are there white lacy lines or streaks inside your cheeks that do not wipe off?",
    "white lace-like patches inside cheeks|white lace like patches inside cheeks|white lacy lines inside my cheeks|white lacy lines inside the cheeks|white lacy lines|white lacy patches inside my cheeks|white lacy patches inside the cheeks|white lacy patches|white lacy lines in my mouth|white lacy patches in the mouth|lacy white lines|lacy white patches|white lines inside my cheeks|white lines inside the cheeks|white streaks inside my cheeks|white streaks inside the cheeks|white patches that don't wipe off|white patches that do not wipe off|white patches that do not rub off|white patches that won't rub off|white patches on both cheeks inside|oral lichen planus",
    { group: "mouth", base: 0.002 },
  ),
  f(
    "mouth_sting_spicy",
    "Mouth stings or burns with spicy or acidic food",
    "Does your mouth sting or burn when you eat spicy (pepper), salty or acidic food?",
    "mouth burns with spicy food|mouth stings with spicy food|spicy food burns my mouth|spicy food hurts my mouth|mouth burns when i eat pepper|they sting when i eat pepper food|pepper food dey burn my mouth|burning mouth with spicy food|can't eat spicy food",
    { group: "mouth", base: 0.01 },
  ),
  f(
    "bunion_bump",
    "Bony bump at the base of the big toe (bunion)",
    "Is there a bony bump on the inner side of the foot at the base of the big toe?",
    "bony bump at the base of the big toe|bony bump at the base of my big toe|bony bump on my big toe|bony bump by my big toe|bump at the base of my big toe|bump at the base of the big toe|bump on my big toe joint|bony lump at my big toe|bunion|bunions|hallux valgus|bone dey comot for my big toe",
    { group: "msk", base: 0.003 },
  ),
  f(
    "big_toe_angled",
    "Big toe bends towards the other toes",
    "Does the big toe bend or point towards the other toes?",
    "big toe points to the other toes|big toe points towards the other toes|big toe pointing towards the other toes|big toe pointing to the other toes|big toe bends towards the other toes|big toe bending towards the other toes|big toe leans towards the other toes|big toe crossing over the second toe|big toe pushing the other toes|my big toe is crooked|big toe is crooked|my big toe is bent|big toe turning in|big toe don bend",
    { group: "msk", base: 0.002 },
  ),
  f(
    "shoes_rub",
    "Shoes rub or press on a lump on the foot",
    "Do your shoes rub or press painfully on it, or no longer fit?",
    "shoes rub and hurt|shoes rub on it|my shoes rub on it|my shoes now rub on it|shoes now rub|shoes rub|shoes press on it|shoes press on the bump|shoes hurt my foot|shoes hurt the bump|shoe dey press am|shoe dey press my toe|tight shoes hurt",
    { group: "msk", base: 0.01 },
  ),
  f(
    "penetration_impossible",
    "Penetration during sex is impossible or almost impossible",
    "When you try to have sex, is penetration impossible or almost impossible?",
    "penetration impossible|penetration is impossible|penetration not possible|can't have penetrative sex|cannot have penetrative sex|sex is impossible|can't insert a tampon|cannot insert a tampon|unable to have intercourse|never been able to have sex|we have never been able to have sex|marriage not consummated|unconsummated marriage|penis no dey enter|e no dey enter at all when we try sex",
    { group: "repro", base: 0.002, sex: "female" },
  ),
  f(
    "vagina_tightens",
    "The vagina tightens up by itself when sex is tried",
    "Do the muscles of the vagina tighten up by themselves when sex, a tampon or an examination is tried?",
    "vagina tightens|vagina tightens up|vagina closes up|my vagina closes|my body tightens when we try sex|my body tighten for down|body dey tighten for down|tightens down there when we try sex|vaginismus",
    { group: "repro", base: 0.002, sex: "female" },
  ),
  f(
    "fear_of_sex",
    "Fear or dread of sex or penetration",
    "Do you feel fear or dread of sex or of penetration?",
    "fear of sex|afraid of sex|scared of sex|scared to have sex|afraid to have sex|fear of penetration|dread sex|dread having sex|anxious about sex|fear of pain during sex|i dey fear sex|i dey fear to do sex",
    { group: "repro", base: 0.005 },
  ),
  f(
    "periods_after_dc",
    "Periods stopped or became scanty after a D&C, evacuation or womb operation",
    "Did your periods stop or become very scanty after a D&C, evacuation or another operation on the womb?",
    "periods stopped after d&c|periods stopped after a d&c|periods stopped after the d&c|period stopped after d&c|no period since d&c|no period since the d&c|no periods since the d&c|periods scanty since d&c|periods light since d&c|periods stopped after evacuation|periods stopped after the evacuation|no period since the evacuation|period no come again after d&c|my period no come again since d&c|period no come again since them do d&c|periods stopped after womb wash|since they washed my womb|period no come since them wash my womb|periods stopped after womb operation|periods stopped after an operation on my womb|periods stopped after miscarriage operation|asherman syndrome|asherman's syndrome|intrauterine adhesions",
    { group: "repro", base: 0.001, sex: "female" },
  ),
  f(
    "light_periods",
    "Very light, scanty periods",
    "Have your periods become very light or scanty (only spotting)?",
    "light periods|scanty periods|periods are scanty|period is small|my period small|my period is small|period dey come small|period dey small|periods only spotting|only small or nothing|periods became light|periods have become light|hypomenorrhoea",
    { group: "repro", base: 0.01, sex: "female" },
  ),
  f(
    "cyclic_pain_no_bleed",
    "Monthly period-type cramps without bleeding",
    "Do you get period-type cramps each month but no bleeding comes?",
    "monthly cramps but no period|monthly cramps without a period|monthly pain but no period|cramps every month but no period",
    { group: "repro", base: 0.002, sex: "female" },
  ),
  f(
    "clings_to_parent",
    "Child gets very upset on leaving a parent (clings, cries)",
    "Does the child get very upset, cry or cling when leaving you (at school, bedtime or when you go out)?",
    "cries when leaving mum|cries when leaving me|cries when leaving her mum|cries when leaving his mum|cries when i leave her|cries when i leave him|cries when i leave|doesn't want to leave me|does not want to leave me|clings to me|clingy|clinging to me|clings to her mother|clings to his mother|scared to be away from me|afraid to be away from me|afraid to be away from her mother|cries when dropped at school|cries at the school gate|upset when separated from me|separation anxiety|she no want leave me|e no want leave me|she no gree leave me",
    { group: "mind", base: 0.005 },
  ),
  f(
    "only_school_days",
    "Symptoms only on school days; fine at weekends",
    "Do the symptoms come only on school days, with the child fine at weekends and in the holidays?",
    "fine at weekends|fine on weekends|fine at the weekend|fine on the weekend|well at weekends|on weekends she is fine|on weekends he is fine|only on school days|better at weekends|never at weekends|never on weekends",
    { group: "mind", base: 0.005 },
  ),
  f(
    "head_heat",
    "Feeling of heat, burning or crawling in the head",
    "Do you feel heat, burning or something crawling inside your head?",
    "heat in the head|heat in my head|heat dey comot from my head|heat dey comot for my head|heat dey my head|burning in my head|burning in the head|burning sensation in my head|burning sensation in the head|feeling of heat in the head|feeling of heat in my head|head dey burn me|my head dey burn|something is boiling in my head|heat in my brain",
    { group: "mind", base: 0.004 },
  ),
  f(
    "body_crawling",
    "Crawling or creeping feeling in or under the skin of the body",
    "Do you feel something crawling or creeping in your body or under your skin?",
    "crawling feeling in the body|crawling feeling in my body|crawling feeling all over my body|crawling sensation in my body|crawling sensation|something crawling in my body|something dey crawl for my body|something dey crawl for my skin|something crawling under my skin|something moving under my skin|feels like insects crawling on my skin|insects crawling on my skin|ants crawling on my body|creeping feeling in my body|worms crawling in my body",
    { group: "mind", base: 0.004 },
  ),
  f(
    "nipple_pain_feeding",
    "Nipple pain during breastfeeds",
    "Do your nipples hurt while the baby feeds?",
    "nipple pain during feeds|nipple pain when breastfeeding|nipple pain while breastfeeding|nipples hurt when baby feeds|nipples hurt when the baby feeds|nipples hurt when breastfeeding|my nipples hurt when i breastfeed|nipples are sore when feeding|sore nipples when feeding|sore nipples when breastfeeding|pain in nipple when baby sucks|it hurts when baby latches|it hurts when the baby latches|pain when the baby latches|pain when baby latches on|nipple dey pain me when i breastfeed|my nipple dey pain when baby suck",
    { group: "repro", base: 0.005, sex: "female" },
  ),
  f(
    "poor_latch",
    "Baby latches poorly (on the nipple only, clicking, nipple squashed after feeds)",
    "Does the baby take only the nipple rather than a mouthful of breast, with clicking, or is the nipple squashed after feeds?",
    "poor latch|bad latch|baby not latching well|baby is not latching well|baby latches badly|baby latches poorly|baby only sucks the nipple|baby only takes the nipple|nipple squashed after feed|nipple squashed after feeds|nipple flattened after feeding|nipple looks like a new lipstick|clicking noise when feeding|clicking sound when baby feeds",
    { group: "repro", base: 0.005 },
  ),
  f(
    "foreskin_balloons",
    "Foreskin balloons out when he pees",
    "Does the foreskin balloon out when he passes urine?",
    "foreskin balloons when peeing|foreskin balloons when he pees|foreskin balloons when he urinates|foreskin swells up when he pees|foreskin puffs up when peeing|foreskin puffs up when he pees|ballooning of the foreskin|ballooning foreskin|foreskin fills with urine|foreskin blows up like a balloon|balloons when he pees|balloons when peeing|balloons when he wees",
    { group: "repro", base: 0.002, sex: "male" },
  ),
  f(
    "neck_lump_midline",
    "Lump in the middle of the front of the neck",
    "Is the lump in the middle of the front of the neck, rather than on one side?",
    "lump in the middle of the neck|lump in the middle of my neck|lump in the middle of her neck|lump in the middle of his neck|midline neck lump|lump in the midline of the neck|lump in the centre of the neck|lump in the center of the neck|swelling in the middle of the neck|swelling in the middle of my neck|swelling in the middle of her neck|lump for the middle of my neck|lump for the middle of her neck",
    { group: "ent", base: 0.003 },
  ),
  f(
    "lump_moves_tongue",
    "Neck lump moves up when the tongue is poked out",
    "Does the lump move up when the tongue is stuck out?",
    "lump moves when she pokes out her tongue|lump moves when he pokes out his tongue|lump moves when i poke out my tongue|moves when she pokes out her tongue|moves up when she sticks out her tongue|moves up when he sticks out his tongue|moves up when i stick out my tongue|moves when she sticks out her tongue|moves when he sticks out his tongue|lump moves when i stick out my tongue|lump moves with the tongue|moves with the tongue|moves up when the tongue is stuck out|goes up when she puts out her tongue|moves when tongue comes out|moves when she brings out her tongue|thyroglossal cyst|thyroglossal duct cyst",
    { group: "ent", base: 0.001 },
  ),
  f(
    "hands_dry_cracked",
    "Dry, cracked, sore or stinging hands",
    "Is the skin of your hands dry, red and cracked, and does it sting with water or soap?",
    "dry cracked hands|dry and cracked hands|my hands are dry and cracked|hands are dry and cracked|hands are dry cracked and sore|hands are dry, cracked and sore|my hands are dry, cracked and sore|cracked hands|cracks on my hands|hands cracking|my hands are cracking|red rough hands|rough red hands|hands sting with water|hands sting when i wash|my hands sting when i wash them|hands burn with soap|soap burns my hands|water stings my hands|my hands dey crack|my hand dey crack",
    { group: "skin", base: 0.01 },
  ),
  f(
    "wet_work",
    "Hands often in water, soap or chemicals (hairdressing, cleaning, catering, nursing)",
    "Are your hands often wet or in soap, detergent or chemicals (hairdressing, cleaning, washing, catering, nursing)?",
    "i wash hands many times a day|i wash my hands many times a day|wash my hands many times a day|washing hands all day|wash my hands all day|hands always in water|hands in water all day|i am a hairdresser|i am a hair dresser|i handle chemicals at work|washing dishes all day|hand sanitiser many times|hand sanitizer many times",
    { group: "skin", base: 0.02 },
  ),
  f(
    "skin_pustules_few",
    "A few small pus spots on the skin of the hands, arms or legs",
    "Are there a few small pus spots (pustules) on the skin of the hands, arms or legs?",
    "pus spots on the skin|pus spots on my skin|pus spots on my hands|pus spots on my arms|pus spots on my legs|pustules on the skin|pustules on my hands|pus spots for my hand|pus spot dey my hand",
    { group: "skin", base: 0.005 },
  ),
  f(
    "recent_sore_throat",
    "Had a sore throat or tonsillitis in the past few weeks (now better)",
    "Did you have a sore throat or tonsillitis in the past 1 to 4 weeks?",
    "had a sore throat two weeks ago|had a sore throat last week|had a sore throat a few weeks ago|after a sore throat|after a throat infection|after tonsillitis|had tonsillitis two weeks ago|had tonsillitis last month|had a throat infection two weeks ago",
    { group: "history", base: 0.02 },
  ),
  f(
    "recent_diarrhoea_episode",
    "A bout of diarrhoea or food poisoning in the past few weeks (now settled)",
    "Did you have a bout of diarrhoea or food poisoning in the past 1 to 6 weeks?",
    "had diarrhoea two weeks ago|had diarrhoea three weeks ago|after a bout of diarrhoea|after a bad diarrhoea|had a bad diarrhoea|had food poisoning|after food poisoning",
    { group: "history", base: 0.02 },
  ),
];

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const GP14_ALIASES: Record<string, string> = {
  // The parent's words for a child's pale facial patches (BAD pityriasis alba).
  pale_face_patches:
    "pale round patches on his cheeks|pale round patches on her cheeks|pale round patches on the cheeks|pale round patches|pale patches on his cheeks|pale patches on her cheeks|pale patches on the cheeks|pale patches on his face|pale patches on her face|pale spots on the face|pale spots on his face|pale spots on her face|whitish patches on the face|whitish patches on his face|whitish patches on her face|light patches on his face|light patches on her face",
  // Oral lichen planus and gingivitis make the gums sore (NICE CKS).
  swollen_gums: "sore gums|my gums are sore|gums are sore|painful gums|gums are painful|gum pain",
  // CAGE / NICE CG115: failing to cut down and needing more (tolerance) are dependence.
  craving:
    "can't cut down|cannot cut down|tried to cut down|i have tried to cut down|tried to stop but can't|tried to stop but i can't",
  heavy_drinking:
    "drinking more than before|drinking more and more|drinks more than before|i drink more than before|he drinks more than before|need more drink to feel it",
  // NICE NG222: anhedonia told in everyday and Nigerian English.
  anhedonia:
    "nothing makes me happy|nothing makes me happy anymore|nothing makes him happy|nothing makes her happy|nothing sweet me again|nothing sweet me|nothing dey sweet me|nothing gives me joy|no joy in anything|no joy in life|i don't enjoy anything anymore|i do not enjoy anything anymore",
  // NICE CKS dysmenorrhoea: cramps that start with the period and last its first days.
  period_pain:
    "pain first two days of period|pain in the first two days of period|pain in the first two days of my period|pain the first days of my period|pain during menses|pain during my menses",
  // SDCEP: the pain of a dry socket is in the empty socket.
  post_extraction_pain:
    "severe pain at the extraction site|pain at the extraction site|pain where the tooth was removed|pain where my tooth was removed|pain where the tooth was pulled|pain in the socket|the hole looks empty|hole looks empty|empty socket|socket looks empty|the hole where the tooth was is empty",
  // NICE CKS somatic symptoms: reassured by tests but still sure something is wrong.
  health_worry:
    "doctors found nothing|doctors can't find anything wrong|doctors cannot find anything wrong|they tested everything and found nothing",
  // Search weights rare words: a word this round adds elsewhere ("tonsil", "passing", "came") must not cost these
  // their top place.
  swollen_tonsils: "big tonsils|large tonsils|my tonsils are big|tonsils are big",
  fever: "fever came back|the fever came back",
  dysuria:
    "problem passing urine|problems passing urine|burns a little when i urinate|it burns a little when i urinate|burns a little when i pee|stings a little when i urinate",
  // Burning urination told with "a little" is dysuria, not passing little urine (above, with the dysuria words).
};
