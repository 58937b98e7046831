// Findings for the fifteenth round (what a GP must tell apart where a fresh set, tune12, showed the knowledge
// base had no sign or no words for it). Each is created only where no existing finding fits.
// - A tooth pushed in, out or sideways by a blow, with the bite no longer closing, is a luxation: it must be
//   put back by a dentist within hours (IADT 2020 dental trauma guidelines), apart from a knocked-out or a
//   broken tooth.
// - A burning red streak with small blisters the morning after an insect was crushed on the skin is Paederus
//   (Nairobi fly) dermatitis, an irritant reaction in a line (WHO / dermatology texts), not chickenpox or a
//   sting.
// - Pain over the outer side of the hip, worse lying on that side and climbing stairs, with a tender spot
//   there, is greater trochanteric pain syndrome (NICE CKS); groin pain is the hip joint.
// - A swollen, bruised hand on the little-finger side after punching a wall, with a knuckle that has sunk, is a
//   fracture of the fifth metacarpal (boxer's fracture; NICE NG38 fractures), and a cut over the knuckle from
//   teeth is a fight bite.
// - A wrist that hangs down and cannot be lifted after sleeping on the arm is a radial nerve palsy ("Saturday
//   night palsy"; NICE CKS / peripheral nerve texts), not a stroke when the face and speech are normal.
// - Struggling to read and spell and mixing up letters in a child who talks well is dyslexia (NICE CKS /
//   British Dyslexia Association); poor hearing and eyesight are ruled out first.
// - Hesitancy (waiting for the stream to start) and a bladder that never feels empty, with a weak stream and
//   night-time passing of urine, are the lower urinary tract symptoms of an enlarged prostate (NICE CG97).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP15_FINDINGS: Finding[] = [
  f(
    "tooth_displaced",
    "A tooth pushed out of place (in, out or sideways) by a blow",
    "After the blow, has a tooth been pushed out of its place (backwards, forwards, up into the gum or partly out), even if it is not loose?",
    "front tooth pushed back|front tooth pushed backwards|front tooth has been pushed backwards|tooth pushed back|tooth pushed backwards|tooth has been pushed back|tooth pushed in|tooth pushed into the gum|tooth pushed up into the gum|tooth pushed forward|tooth pushed out of place|tooth is displaced|tooth displaced|displaced tooth|tooth moved out of place|tooth has moved|tooth knocked out of place|tooth knocked out of line|tooth is bent back|tooth bent backwards|tooth is longer than the others|tooth looks longer|tooth partly out|tooth don comot for im place|luxated tooth|tooth luxation",
    { group: "mouth", base: 0.0008, parent: "tooth_injury" },
  ),
  f(
    "insect_crushed_on_skin",
    "An insect crushed or rubbed on the skin where the rash came",
    "Before the rash, did you slap, crush or rub an insect (a small beetle or fly) on that skin?",
    "i crushed an insect on my skin|crushed an insect on my skin|crushed an insect|i crushed an insect|i slapped an insect|slapped an insect|slapped an insect on my neck|killed an insect on my skin|rubbed an insect on my skin|crushed a beetle on my skin|rubbed a beetle on my skin|nairobi fly|nairobi eye|blister beetle|paederus|i kill insect for my body|kill insect for my skin",
    { group: "skin", base: 0.002 },
  ),
  f(
    "rash_linear",
    "Rash or blisters in a straight line or streak",
    "Is the rash or the blistering in a straight line or streak, as if something was wiped across the skin?",
    "rash in a straight line|rash in a line|rash is in a line|rash in lines|rash in streaks|straight line rash|linear rash|burning red line|red line on the skin|red line on my skin|red streak on the skin|blisters in a line|line of blisters|streak of blisters|rash like a scratch line|the rash dey for one line",
    { group: "skin", base: 0.003 },
  ),
  f(
    "hip_side_pain",
    "Pain over the outer side of the hip, tender there and worse lying on it",
    "Is the pain on the outer side of the hip (over the bony point), tender to touch there and worse lying on that side at night?",
    "pain on the outside of the hip|pain on the outside of my hip|pain at the outer side of my hip|pain at the outer side of the hip|pain on the outer side of my hip|outer hip pain|outer side of my hip hurts|outside of my hip hurts|pain on the side of my hip|pain at the side of my hip|pain at the side of the hip|side of my hip is painful|tender spot on the side of the hip|tender spot on the side of my hip|side of my hip is tender|tender on the side of the hip|trochanteric bursitis|greater trochanteric pain|hip bursitis|my hip side dey pain|can't lie on that side|cannot lie on that side|can't lie on my side|cannot lie on my side|can't sleep on that side|cannot sleep on that side|can't sleep on my side|pain when lying on my side|pain when i lie on that side|hurts to lie on that side|hurts to lie on my side|painful to lie on that side|worse when i lie on that side|i no fit sleep for that side",
    { group: "msk", base: 0.005, parent: "hip_pain" },
  ),
  f(
    "punched_hard_object",
    "Punched a wall or something hard",
    "Did the pain start after you punched something hard (a wall, a door, a person)?",
    "punched a wall|i punched a wall|punched the wall|i vex punch wall|i vex punch the wall|hit the wall with my fist|hit a wall with my fist|punched something hard|punched a hard object",
    { group: "msk", base: 0.003 },
  ),
  f(
    "knuckle_sunken",
    "A knuckle that has flattened or disappeared",
    "When you make a fist, has one knuckle (usually the little finger's) flattened or disappeared?",
    "knuckle has disappeared|my knuckle has disappeared|knuckle disappeared|knuckle don sink|the knuckle don sink|my knuckle don sink|knuckle is sunken|sunken knuckle|knuckle is gone|knuckle has gone flat|knuckle looks flat|knuckle is flat|lost my knuckle|knuckle is missing",
    { group: "msk", base: 0.001 },
  ),
  f(
    "hand_swollen_blow",
    "Swollen, bruised back of the hand after a blow or punch",
    "Is the back of the hand swollen or bruised since the blow or punch?",
    "swollen hand on the little finger edge|swelling at the little finger edge of the hand|swollen back of the hand|back of my hand is swollen|swollen hand after punching|hand swollen after a punch|hand swollen after punching|bruise on the back of the hand|bruised back of the hand|bruise on the back of my hand",
    { group: "msk", base: 0.002 },
  ),
  f(
    "fist_pain",
    "Pain on making a fist or gripping",
    "Does the hand hurt when you make a fist or grip something?",
    "pain when making a fist|pain making a fist|pain when i make a fist|hurts to make a fist|can't make a fist|cannot make a fist|can't close my hand|cannot close my hand|pain when gripping|pain when i grip|hurts to grip|hand dey pain when i close am",
    { group: "msk", base: 0.004 },
  ),
  f(
    "wrist_drop",
    "Wrist hangs down and cannot be lifted (wrist drop)",
    "Does the wrist hang down, so you can't lift the hand or straighten the fingers at the knuckles?",
    "wrist drops down|wrist drop|wrist drops|my wrist hangs down|wrist hangs down|his wrist hangs down|can't lift the wrist|cannot lift the wrist|can't lift my wrist|cannot lift my wrist|can't lift my hand at the wrist|can't raise my wrist|can't straighten my fingers|cannot straighten my fingers|hand hangs down|my hand hangs down|hand is hanging down|my hand dey hang|my wrist dey hang|wrist no fit lift|floppy wrist",
    { group: "neuro", base: 0.0015 },
  ),
  f(
    "slept_on_arm",
    "Arm squashed during deep sleep (over a chair back, under the head or a partner)",
    "Before it started, did you sleep deeply with the arm pressed, over a chair back, under your head or under a partner?",
    "slept on my arm|slept on my arm after drinking|slept on his arm|slept on her arm|slept with my arm over the chair|slept with my arm over a chair|slept with my arm under my head|partner slept on my arm|my wife slept on my arm|fell asleep on my arm|fell asleep on his arm|fell asleep with my arm over the chair|fell asleep with my arm over a chair|sleeping on my arm|sleep on my arm|i sleep on my arm|i sleep on my hand|arm squashed while sleeping|arm under my head all night|partner was lying on my arm|woke up with a dead arm",
    { group: "neuro", base: 0.003 },
  ),
  f(
    "reading_difficulty",
    "Struggles with reading",
    "Does the child struggle to read, reading slowly or much less well than classmates?",
    "struggles to read|struggles with reading|he struggles to read|she struggles to read|can't read well|cannot read well|still can't read well|he still can't read|she still can't read|can't read|difficulty reading|difficulty with reading|trouble reading|reading is poor|poor reading|reads slowly|slow reader|reading problem|problems with reading|he no sabi read|she no sabi read|e no fit read well",
    { group: "mind", base: 0.004 },
  ),
  f(
    "letters_mixed",
    "Mixes up letters (b and d) or their order",
    "Does the child mix up letters such as b and d, or write letters and numbers back to front?",
    "mixes up letters|mixes up b and d|mixes up his letters|mixes up her letters|mixes letters|confuses letters|confuses b and d|reverses letters|writes letters backwards|writes letters back to front|letters back to front|he dey mix letters|she dey mix letters",
    { group: "mind", base: 0.002 },
  ),
  f(
    "spelling_poor",
    "Very poor spelling for age",
    "Is the child's spelling very poor for their age, even for short common words?",
    "spelling is poor|poor spelling|spelling is bad|bad spelling|can't spell|cannot spell|spelling is very poor|spelling problem",
    { group: "mind", base: 0.003 },
  ),
  f(
    "bright_verbally",
    "Bright and talks well; the difficulty is only with reading or writing",
    "Is the child bright and talks and understands well, so the difficulty is only with reading, writing or spelling?",
    "clever in speaking|clever when he talks|clever when she talks|he is clever when he talks|talks well|speaks well|he speaks well|she speaks well|clever but can't read|very clever but",
    { group: "mind", base: 0.01 },
  ),
  f(
    "urine_hesitancy",
    "Slow to start passing urine (hesitancy)",
    "Do you have to wait or strain before the urine starts to flow?",
    "waiting for urine to start|waiting for the urine to start|urine takes time to start|urine slow to start|slow to start peeing|slow to start urinating|hesitancy|urinary hesitancy|urine dey take time to come|urine dey delay to come|urine takes long to start|long time for urine to start|difficulty starting to urinate|difficulty starting urination|difficulty starting to pee|hard to start urinating|hard to start peeing|trouble starting to urinate|struggle to start peeing",
    { group: "urinary", base: 0.006 },
  ),
  f(
    "bladder_not_empty",
    "Bladder does not feel empty after passing urine",
    "After passing urine, does your bladder still feel as if it is not empty?",
    "feel bladder not empty|feel my bladder is not empty|bladder not empty|bladder does not feel empty|bladder still feels full|feel like my bladder is still full|incomplete emptying|not emptying my bladder|can't empty my bladder fully|still want to pee after peeing|i no dey finish urine|urine no dey finish",
    { group: "urinary", base: 0.006 },
  ),
];

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const GP15_ALIASES: Record<string, string> = {
  // IADT: after a luxation the bite no longer closes.
  bite_misaligned:
    "can't bite together properly|can't bite together|cannot bite together|teeth don't close well|teeth do not close well|her teeth don't close well|his teeth don't close well|teeth no close well",
  // NICE NG196 atrial fibrillation: an irregular fast heartbeat felt as palpitations.
  irregular_pulse:
    "heart beating fast and irregular|heartbeat fast and irregular|fast and irregular heartbeat|heartbeat is irregular",
  // Pidgin "beat anyhow" is any strong or odd heartbeat, kept on palpitations (lay.test.ts).
  palpitations: "my heart dey beat anyhow|heart dey beat anyhow",
  // RCOG: Braxton Hicks told as tightening of the belly.
  tightenings_irregular:
    "belly tightening on and off|tightening on and off|tightening is not painful|painless tightening|painless tightenings|tightening stops when i rest|tightenings are irregular|tightenings stop when i rest",
  // NICE NG133: hypertension new in this pregnancy.
  high_bp_pregnancy_first: "no high bp before pregnancy|no high blood pressure before pregnancy",
  // WHO heat illness: exercise or work in the sun.
  heat_exposure:
    "played in the sun|playing in the hot sun|running in the sun|exercising in the sun|working in the hot sun|worked in the hot sun|hard work in the sun|training in the heat|marching in the sun|sport in the hot sun",
  // NICE CKS menstrual problems in adolescents: skipped months early after menarche.
  irregular_periods:
    "misses some months|skips a month|periods come every six weeks|periods not regular|period no regular",
  // SDCEP: a bad back tooth is the source of a dental abscess.
  tooth_decay: "bad tooth at the back|rotten tooth",
  // RCOphth: facial swelling closing the eye is eyelid swelling, not a drooping lid.
  eyelid_swelling:
    "eye closing from the swelling|eye is closing from the swelling|swelling closing the eye|swelling has closed the eye|eye swollen shut",
  // NICE CKS dyslexia: "behind in class".
  school_decline:
    "behind in class|he is behind in class|she is behind in class|behind his classmates|behind her classmates",
};
