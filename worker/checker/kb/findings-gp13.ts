// Findings for the thirteenth round (what a GP must tell apart where a fresh set, tune10, showed the knowledge
// base had no sign or no words for it). Each is created only where no existing finding fits.
// - A tender red swelling at the inner corner of the eye, by the nose, is the tear sac (dacryocystitis), not the
//   eyelid (RCOphth; NICE CKS red eye); pus that comes out when a swelling is pressed is a collection (an
//   abscess of the tear sac, a boil, a nail fold).
// - A dark round patch that comes back in the same place each time a medicine is taken is a fixed drug eruption
//   (BAD / DermNet; co-trimoxazole, NSAIDs and antimalarials are the usual culprits).
// - Kneeling a lot (tilers, cleaners, carpet fitters, prayer) is the history of prepatellar bursitis (NICE CKS
//   bursitis).
// - A fingertip that droops and cannot be straightened after a blow on its tip is a mallet finger (NICE CKS /
//   BSSH).
// - A short fall (off a sofa or bed, while running) in a toddler who then will not stand is a toddler's fracture
//   of the tibia (NICE CKS acute childhood limp).
// - A past episode of blurred or lost vision in one eye that recovered (optic neuritis) with new numbness is
//   multiple sclerosis (NICE NG220).
// - A rash that starts in the stretch marks of the belly late in pregnancy is polymorphic eruption of pregnancy
//   (RCOG / BAD).
// - An attack with the eyes shut tight, brought on by a quarrel or upset, is a dissociative attack, not epilepsy
//   (NICE CG137 / NICE CKS; WHO mhGAP).
// - Needing a drink first thing in the morning (an eye-opener) is alcohol dependence (NICE CG115; the CAGE
//   questions).
// - Grades falling at school and keeping to oneself are how a parent tells a teenager's depression (NICE
//   NG134).
// - Pills at a party with jaw clenching, overheating and a racing heart are MDMA toxicity (TOXBASE).
// - Attacks of spinning that last hours and come back, with ringing and a full ear, are Ménière's disease (NICE
//   CKS Ménière's disease), not a single sudden hearing loss or a few seconds of positional vertigo.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP13_FINDINGS: Finding[] = [
  f(
    "inner_eye_corner_swelling",
    "Red, tender swelling at the inner corner of the eye, by the nose",
    "Is there a red, tender swelling at the inner corner of the eye, beside the nose?",
    "swelling at inner corner of eye|swelling at the inner corner of the eye|swelling at the inner corner of my eye|swelling at inner corner of my eye|swollen inner corner of the eye|swollen inner corner of my eye|inner corner of my eye is swollen|inner corner of the eye is swollen|inner corner of the eye swollen|swelling by the inner corner of the eye|swelling between the eye and the nose|swelling between my eye and nose|swelling beside the nose near the eye|red and tender near the nose|red swelling near the nose|inner corner of my eye don swell|corner of my eye near the nose don swell|corner of my eye near my nose don swell|inner corner of my eye near the nose|tear duct infection|infected tear duct|tear sac infection|dacryocystitis",
    { group: "eye", base: 0.001 },
  ),
  f(
    "pus_when_pressed",
    "Pus comes out when the swelling is pressed",
    "When you press on the swelling, does pus (yellow or white matter) come out?",
    "pus when pressed|pus when i press it|pus when i press on it|yellow stuff comes out when pressed|yellow stuff comes out when i press|pus from the inner corner of the eye|pus from the corner of my eye near the nose",
    { group: "skin", base: 0.005 },
  ),
  f(
    "rash_same_place_recurs",
    "A patch that comes back in the same place each time a medicine is taken",
    "Does the patch come back in exactly the same place each time you take a certain medicine?",
    "patch comes back in the same place|patch comes back in the same spot|comes back in the same place|comes back in the same spot|rash comes back in the same place|rash comes back in the same spot|same place every time|same spot every time|same place each time|same spot each time|in the same place every time i take|dark patch comes back|dark patch keeps coming back|keeps coming back in the same place|e dey come back for the same place|e dey come out for the same place|fixed drug eruption",
    { group: "skin", base: 0.001 },
  ),
  f(
    "kneeling_work",
    "Kneels a lot (work, cleaning, prayer)",
    "Do you kneel a lot, for work (tiling, cleaning, carpet or floor laying, plumbing), prayer or sport?",
    "kneels a lot|kneels a lot at work|kneel a lot|kneeling a lot|kneeling at work|kneel at work|kneel every day|kneels every day|kneeling every day|dey kneel every day|i dey kneel|kneel down every day|kneel down to work|work on my knees|works on his knees|working on my knees|floor tiler|i am a tiler|i be tiler|carpet fitter|kneeling for long|long hours of kneeling|kneel to pray for long|kneeling to scrub floors",
    { group: "msk", base: 0.01 },
  ),
  f(
    "fingertip_droop",
    "Fingertip droops and cannot be straightened",
    "Does the end of the finger droop down so that you cannot straighten its tip by yourself?",
    "fingertip droops|finger tip droops|fingertip drooping|drooping fingertip|drooping finger tip|tip of the finger droops|tip of my finger droops|end of my finger droops|end of the finger droops|end of my finger is bent|can't straighten the tip of the finger|can't straighten the tip of my finger|cannot straighten the tip of the finger|cannot straighten the tip of my finger|can't straighten the end of my finger|cannot straighten the end of my finger|can't straighten the end of the finger|can't straighten my fingertip|cannot straighten my fingertip|fingertip bent down|finger tip bent down|mallet finger|baseball finger",
    { group: "injury", base: 0.001, implies: ["finger_injury"] },
  ),
  f(
    "short_fall",
    "A short fall (off a sofa, bed or chair, or while running)",
    "Was it a short fall, for example off a sofa, bed or chair, down a step or while running?",
    "fell from a low height|fell a short distance|short fall|fell off the sofa|fell off the couch|fell off the bed|fell from the bed|fell from the sofa|fell off a chair|fell from a chair|fell down a step|tripped and fell while running|tripped while running|fell while playing|fall from bed|fall from the sofa|fall from chair|fall down from bed|fall from the chair|e fall from bed|she fall from bed|he fall from bed|she fall from chair|he fall from chair",
    { group: "injury", base: 0.01, implies: ["injury"] },
  ),
  f(
    "past_vision_loss_episode",
    "Past episode of sight loss in one eye that recovered",
    "Have you ever had blurred or lost vision in one eye, often with pain on moving the eye, that got better over weeks?",
    "past episode of vision loss in one eye|last year i lost vision in one eye|last year i lost the vision in one eye|had optic neuritis|previous optic neuritis|one eye went blurry for some weeks last year|i lost sight in one eye last year|years ago i lost vision in one eye|months ago i lost vision in one eye",
    { group: "history", base: 0.002 },
  ),
  f(
    "rash_in_stretch_marks",
    "Rash that started in the stretch marks of the belly",
    "Did the itchy rash start in the stretch marks on the belly (sparing the skin round the belly button)?",
    "rash in stretch marks|rash in the stretch marks|rash in my stretch marks|rash on stretch marks|rash on my stretch marks|rash started in my stretch marks|started in my stretch marks|started in the stretch marks|rash for my stretch marks|rash for the stretch marks",
    { group: "skin", base: 0.001, sex: "female" },
  ),
  f(
    "seizure_eyes_closed",
    "Eyes shut tight during the attack",
    "During the attacks, are the eyes shut tight (and resist being opened)?",
    "eyes tightly closed|eyes tightly closed during episodes|eyes tightly closed during the attack|eyes shut tight|eyes closed tight|eyes squeezed shut|kept her eyes shut|kept his eyes shut|kept her eyes closed|eyes close tight|eye close tight|her eyes close tight|his eyes close tight|she close her eye tight|he close him eye tight|resists opening her eyes|resists opening his eyes",
    { group: "neuro", base: 0.001 },
  ),
  f(
    "attacks_after_upset",
    "Attacks brought on by a quarrel, shock or upset",
    "Do the attacks come on after a quarrel, a shock or when upset?",
    "shaking episodes after stress|shaking after stress|shakes after stress|after she quarrel|after he quarrel|falls down when upset|shakes when upset|attacks when upset",
    { group: "neuro", base: 0.002 },
  ),
  f(
    "morning_drinking",
    "Needs a drink first thing in the morning (an eye-opener)",
    "Do you need a drink first thing in the morning to steady your nerves or stop shaking?",
    "drinks every morning|drink every morning|drinking every morning|drinks first thing in the morning|drink first thing in the morning|need a drink first thing in the morning|need a drink in the morning|needs a drink in the morning|drink in the morning to stop shaking|drink in the morning to stop my hands shaking|morning drink|eye opener|eye-opener|drinks in the morning|i drink in the morning|dey drink for morning|must drink for morning|drink for morning before work|starts drinking in the morning",
    { group: "history", base: 0.003, implies: ["heavy_drinking"] },
  ),
  f(
    "school_decline",
    "Grades falling or not coping at school",
    "Are their grades falling, or are they missing school or not coping with schoolwork?",
    "grades falling|grades are falling|her grades are falling|his grades are falling|grades dropping|grades have dropped|falling grades|dropping grades|poor grades|marks falling|results falling|school results dropping|doing badly at school|doing badly in school|performance at school dropped|school performance dropped|poor school performance|not coping at school|failing at school|failing in school|no longer goes to school|her result don fall|his result don fall|she don dey fail for school|he don dey fail for school",
    { group: "mental", base: 0.01 },
  ),
  f(
    "keeps_to_self",
    "Keeps to themselves, away from friends and family",
    "Do they keep to themselves, staying away from friends and family?",
    "keeps to herself|keeps to himself|keep to myself|keeping to herself|keeping to himself|stays in her room|stays in his room|isolates herself|isolates himself|isolating herself|isolating himself|no longer goes out with friends|she no dey follow people talk|he no dey follow people talk|she dey stay alone|he dey stay alone",
    { group: "mental", base: 0.01 },
  ),
  f(
    "jaw_clenching",
    "Jaw clenching or teeth grinding after a drug",
    "Is the jaw clenching or the teeth grinding (after a drug or pills)?",
    "jaw clenching|jaw is clenching|his jaw is clenching|her jaw is clenching|clenching his jaw|clenching her jaw|jaw clenched|jaw tight after pills|grinding his teeth after pills|grinding teeth after pills|gurning",
    { group: "poison", base: 0.002 },
  ),
  f(
    "party_pills",
    "Took ecstasy (molly, MDMA)",
    "Did they take pills or powder at a party, club or festival (ecstasy, molly, MDMA)?",
    "club drugs|ecstasy|ecstasy pills|molly|mdma|e pills",
    { group: "poison", base: 0.001 },
  ),
  f(
    "vertigo_attacks_hours",
    "Attacks of spinning that last hours and keep coming back",
    "Does the spinning come in attacks that last from 20 minutes to several hours and then go, coming back weeks or months later?",
    "attacks last hours|attacks last for hours|attacks lasting hours|attacks that last hours|spinning attacks last hours|spinning attacks that last hours|spinning for two or three hours|spinning for hours|room spins for hours|room spins for two or three hours|attacks where the room spins|attacks of spinning|attacks of vertigo|vertigo attacks|recurrent vertigo attacks|keep getting attacks of dizziness|attacks of dizziness lasting hours|dizzy attacks that last hours|repeated attacks of vertigo|the spinning comes in attacks",
    { group: "neuro", base: 0.002, implies: ["vertigo", "recurrent"] },
  ),
];

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const GP13_ALIASES: Record<string, string> = {
  // "Sore" and "heavy" breasts are how women tell breast pain (NICE CKS breast pain).
  breast_pain:
    "sore breasts|sore breast|breasts are sore|breasts feel sore|my breasts are sore|heavy breasts|breasts feel heavy|heavy and sore breasts|breasts heavy and sore|both breasts|both breasts sore|both breasts are sore|pain in both breasts|my breast dey pain|my breasts dey pain|breast dey pain me",
  breast_pain_cyclical:
    "pain goes after period starts|pain goes away when my period starts|goes away once my period starts|eases when my period starts|better when my period starts|breasts sore before my period|breasts sore before period|breast pain in the week before my period|sore breasts before period",
  // An eye "discomfort" or tender eye is eye pain of a mild degree (NICE CKS red eye).
  eye_pain: "mild eye discomfort|eye discomfort|discomfort in the eye",
  knee_front_swelling:
    "swelling at the front of the knee|swelling in front of the knee|swelling on the front of my knee|swollen front of the knee|front of my knee is swollen|front of my knee don swell|soft swelling over kneecap|soft swelling over the kneecap|swelling over the kneecap|swelling like a ball on the knee",
  // A salivary stone swells the gland when food is seen or eaten (NICE CKS / ENT UK).
  meal_swelling:
    "swelling when eating|swelling when i eat|swelling at meals|swelling with meals|pain under the jaw when eating|anytime i chop e dey swell|when i chop e dey swell|swelling go come out when i chop",
  craving:
    "can't cut down drinking|cannot cut down drinking|can't cut down on drinking|tried to cut down but can't|tried to cut down but i can't|i've tried to cut down but i can't|can't stop drinking|cannot stop drinking|unable to stop drinking|can't control my drinking|cannot control his drinking",
  low_mood: "tearful|tearful all the time",
  electric_spine:
    "electric shock down my back|electric shock down the back|electric shock down my spine|electric shock feeling when bending the neck|electric shock when i bend my neck|electric shock when bending my neck|electric shock down my back when i bend my neck|electric feeling down my back|electric feeling down my spine|shock down my spine when i bend my neck|electric current down my back|like electric current down my back",
  // A lymph node that keeps growing over weeks is examined within two weeks (NICE NG12).
  fast_growing_lump:
    "lump getting bigger|lump growing|lump is growing|the lump is growing|lump keeps growing|lump dey grow|the lump dey grow|e dey grow small small",
  // A hot, red, swollen knee is a septic joint until shown otherwise (NICE CKS septic arthritis).
  joint_swelling:
    "red knee|knee is red|hot knee|knee is hot|hot red knee|red swollen knee|knee is hot and red|knee is hot and swollen|red and swollen knee|my knee dey swell|knee don swell",
  oversleeping: "stays in bed all day|staying in bed all day",
  // Giving things away is a warning of imminent suicide (NICE NG225), however the verb is told.
  giving_away_belongings:
    "gave away her things|gave away his things|gave away all her things|gave away all his things|gave away my things",
  distension: "belly getting bigger|tummy getting bigger",
};
