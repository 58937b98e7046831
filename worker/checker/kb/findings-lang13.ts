// Language round 13: lay, Pidgin and SMS words appended to existing findings (added only when no finding has
// them yet, kb/index.ts). Each is the plain wording of the finding's own meaning; where the KB lacks a concept
// (gasping, skipped beats) the words go to the nearest finding that is medically the same sign.
export const LANG13_ALIASES: Record<string, string> = {
  // NICE CKS retinal detachment: new floaters are specks, dots or cobwebs drifting across the sight.
  floaters:
    "specks floating in my sight|specks floating across my eyes|floating specks|dots floating in my sight|specks floating across my sight|floating dots in my vision",
  // WHO vitamin A deficiency: night blindness is poor sight once the light fades.
  night_blindness:
    "cant see well in the dark|cannot see well in the dark|cant see once it gets dark|cant see when it gets dark|poor sight when it gets dark|blind at night",
  // WHO diphtheria: a grey coating (pseudomembrane) over the tonsils.
  throat_membrane:
    "grey coating on the tonsils|grey coating over the tonsils|grey layer on the tonsils|grey film on the tonsils",
  // ENT UK: a small object (bead, bean, seed) pushed into a child's nose.
  object_in_nose:
    "bean up her nose|bean up his nose|bean in the nose|pushed a bean up|put something up her nose|put something up his nose",
  // Peroneal nerve palsy: the foot slaps down at each step.
  foot_drop: "foot slaps when walking|foot slaps when he walks|foot slaps when she walks|foot slapping",
  // NICE CKS nappy rash.
  nappy_rash: "nappy area red|nappy area is red|nappy area red and sore|red and raw in the nappy area|sore nappy area",
  // NICE CKS OCD: washing or checking that cannot be stopped.
  compulsions:
    "cant stop washing my hands|keeps washing her hands|keeps washing his hands|washing my hands again and again|keep checking the door",
  // NICE CG159 social anxiety: fear of speaking or performing in front of people.
  social_fear:
    "afraid to speak in public|scared to speak in public|fear of speaking in public|afraid to talk in front of people",
  // TOXBASE: a child who swallowed an adult's blood pressure tablets (calcium-channel and beta blockers).
  bp_tablets_swallowed:
    "drank bp tablets|ate grandmas bp tablets|took grandmas bp tablets|swallowed her bp tablets|swallowed his bp tablets|took my bp tablets by mistake",
  // Battery water is sulphuric acid (a caustic): TOXBASE corrosives.
  caustic_swallowed: "drank battery water|drink battery water|swallowed battery water|drinks battery water",
  // NICE CKS burns and scalds: hot oil, boiling water, an iron.
  burn: "boiling oil|hot oil splashed|hot oil splashed on her|splashed with boiling oil|boiling water splashed|burnt by a hot iron|burnt with an iron|burned by an iron|hot iron burn|burnt by hot iron",
  // NICE CKS tetanus-prone wounds: a puncture by a nail.
  dirty_wound:
    "nail went through my foot|nail went into my foot|nail pierced my foot|nail through the foot|nail went through his foot|nail went through her foot",
  // FSRH emergency contraception.
  ec_wanted: "need the morning after pill|morning after pills|emergency pill",
  // NICE CKS low libido: loss of sexual interest named as such (not the anhedonia of depression).
  low_libido: "lost interest in sex|lost my interest in sex|no desire for sex|no longer want sex",
  // NICE CKS oral candidiasis: white patches inside the cheeks that wipe off.
  oral_thrush:
    "white patches inside the cheeks|white patches inside my cheeks|white spots inside the mouth|white patches inside the mouth",
  // NICE CKS alopecia areata.
  round_bald_patch: "round patches of hair loss|hair loss in round patches|hair gone in round patches",
  // NICE CKS paronychia.
  nail_fold_swelling:
    "nail fold swollen|swollen nail fold|pus by the nail|pus beside the nail|pus at the side of the nail",
  // NICE CKS trigger finger.
  finger_locking:
    "finger gets stuck when bending|finger stuck when i bend it|finger catches when bending|finger locks when bending",
  // ISTH bleeding assessment: a small cut that bleeds long or heavily.
  prolonged_bleeding:
    "heavy bleeding from a small cut|small cut bleeds for long|small cut wont stop bleeding|bleeds a lot from small cuts",
  // ESC syncope: fainting during exertion is a cardiac red flag.
  fainting_exertion:
    "fainted while running|fainted when running|passed out while running|fainted while exercising|collapsed during exercise",
  // NICE CG95: chest pain brought on by exertion (walking uphill, stairs).
  exertional_chest_pain:
    "chest pain walking uphill|chest pain when walking uphill|chest pain climbing stairs|chest pain when climbing stairs|chest pain going up hill|chest pain when i walk fast",
  // NICE CKS carpal tunnel: pins and needles in the hand at night.
  hand_numb_night:
    "pins and needles in the hands at night|pins and needles in my hands at night|hands tingle at night|tingling hands at night|hands numb at night",
  // NICE NG12 dysphagia: food sticking on the way down.
  food_stuck: "food sticks on the way down|food sticks in my chest|food sticking on the way down",
  // (No lay words for a painless scrotal swelling: "scrotum swollen no pain" made search answer "testicle swollen",
  // said of a twisted testicle, with the painless finding; a swelling with no word about pain is asked about.)
  // NICE CKS LUTS: a weak stream.
  weak_stream:
    "weak flow when i urinate|weak flow when i pee|weak flow of urine|urine flow is weak|weak flow when peeing",
  // BASHH syphilis: a painless genital ulcer (chancre).
  genital_sore_painless:
    "sore on the penis that doesnt hurt|sore on the penis that does not hurt|sore that doesnt hurt on the penis|painless sore on the vagina|genital sore that doesnt hurt",
  // BASHH vulvovaginal candidiasis: a white, curd-like discharge.
  discharge_thick_white: "white curd discharge|curd discharge|curdy white discharge|white curdy discharge",
  // RCOG GTG 63 placenta praevia: painless bleeding in late pregnancy.
  painless_bleeding_late:
    "painless bleeding at 7 months|painless bleeding at 8 months|painless bleeding at 9 months|painless bleeding at seven months|painless bleeding at eight months|painless bleeding at nine months|bleeding without pain at 8 months",
  // RCOG: perineal tear after a vaginal birth ("the tear down below").
  perineal_wound:
    "tear down below|the tear down below|tear after birth|torn down below|perineal tear|tear after delivery|stitches down below",
  // Head injury named by what was hurt.
  head_injury: "hurt my head|hurt his head|hurt her head|injured my head|injured his head|injured her head",
  // NICE NG41 spinal injury: a fall onto the back.
  neck_back_trauma: "hit my back|fell and hit my back|fell on my back|fell and hurt my back",
  // WHO IMCI / NICE: gasping, fighting for breath is breathlessness at rest.
  sob_rest:
    "fighting for breath|fight for breath|dey fight for breath|struggling for breath|cant finish talking because of breath|no fit talk finish|cannot finish talking",
  // Galactorrhoea told plainly.
  galactorrhoea: "milk from the breasts|milk from my breasts|milk leaking from my breasts",
  // NICE CKS myasthenia: drooping eyelids worse by evening.
  drooping_eyelids: "eyelids droop|eyelid droops|eyelids drooping",
  // RCOG: the cord seen or felt after the waters break (cord prolapse).
  cord_seen: "see the cord|saw the cord|see cord|cord dey show|cord is showing",
  // Bite on the face told by what the dog did.
  bite_deep_or_face:
    "dog tore the skin on his face|dog tore his face|dog tore her face|dog tore my face|dog bit his face|dog bit my face",
  animal_bite: "dog tore|a dog tore|dog attacked",
  // The mumps orchitis told in the past.
  mumps_orchitis_past: "mumps in my testicles|mumps in the testicles|mumps in my balls|had mumps in my testicles",
  // Welding arc eye told plainly.
  welding_no_goggles: "eyes burning from welding|eyes hurt from welding|eyes sore from welding|did welding",
  // WHO postnatal care: the days after a birth ("after the birth", Pidgin "after she born" = after she gave birth).
  recent_delivery: "after birth|after the birth|after she born|after i born",
};
