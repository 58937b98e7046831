// Findings for the sixth breadth round (conditions-gp6.ts): emergencies a young Nigerian presents with that
// the knowledge base could not name from their lay words — weed-killer (paraquat) drinking, a torn womb in
// labour, stab and blunt injuries of the chest and belly, severe anaemia ("no blood in the body"),
// deep acidotic breathing, an infected eye after surgery, swelling of lips and tongue
// from blood pressure tablets, a baby's growing head, and leaking of urine after a long labour. Each finding
// is created only when no existing one fits; aliases are the words a patient or parent types. Findings that
// only name a cause (a stab wound, a weed killer, a scar on the womb) are not red flags themselves: their
// conditions carry the triage, and red-flag rules (red-flag-rules.ts) name the dangerous combinations, so
// they are not screened for in every dizzy or breathless person.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP6_FINDINGS: Finding[] = [
  f(
    "herbicide_swallowed",
    "Drank weed killer (paraquat, Gramoxone)",
    "Has the person drunk or swallowed a weed killer or herbicide such as Gramoxone (paraquat)?",
    "drank weed killer|weed killer|weedkiller|gramoxone|paraquat|herbicide|weedicide|drank herbicide|grass killer|drank gramoxone|swallowed weed killer",
    { group: "poison", base: 0.0003, implies: ["poisoning"] },
  ),
  f(
    "labour_pain_stopped",
    "Labour pains suddenly stopped with a tearing pain",
    "During labour, did the contractions suddenly stop after a sudden severe or tearing pain?",
    "labour pain suddenly stopped|contractions stopped suddenly|contractions suddenly stopped|something tore inside|tearing pain in labour|labour stopped suddenly|pain stopped suddenly during labour",
    { group: "pregnancy", base: 0.0005, sex: "female" },
  ),
  f(
    "labour_stimulants",
    "Took herbs or an injection to speed up labour",
    "Was she given herbs, a drip or an injection to make the labour faster before reaching hospital?",
    "took herbs to speed labour|agbo to hasten labour|drip to push the baby|injection to make labour faster|local medicine for labour|herbs to make labour faster|injection to speed up labour|oxytocin injection",
    { group: "pregnancy", base: 0.003, sex: "female" },
  ),
  f(
    "belly_injury",
    "Hard blow to the belly (kick, handlebar, steering wheel)",
    "Was the belly kicked or hit hard (for example by a steering wheel, a handlebar or a fall)?",
    "belly injury|abdominal injury|abdominal trauma|kicked in the belly|kicked in the stomach|blow to the stomach|handlebar hit my belly|steering wheel hit my belly|belly trauma",
    { group: "injury", base: 0.002 },
  ),
  f(
    "severe_pallor",
    "Very pale (palms, tongue or inner eyelids almost white)",
    "Are the palms, tongue or inner eyelids very pale, almost white?",
    "very pale|extremely pale|palms very white|palms are white|palms white like paper|no blood in the body|body has no blood|blood is too low|pale like chalk|very pale palms|suddenly very pale",
    { group: "blood", base: 0.004, implies: ["pale"] },
  ),
  f(
    "deep_breathing",
    // The name is what users see: lay words; "Kussmaul" stays an alias so search still finds it.
    "Deep, heavy breathing, as if after running",
    "Is the breathing deep and laboured, like sighing or gasping, even without a blocked chest?",
    "deep breathing|breathing deeply|big deep breaths|breathing deep and fast|fast deep breathing|breathing fast and deep|deep laboured breathing|breathing very deep|kussmaul breathing|kussmaul|acidotic breathing|deep sighing breaths|deep sighing breathing",
    { group: "resp", base: 0.005 },
  ),
  f(
    "recent_eye_surgery",
    "Eye operation or injection into the eye in the past weeks",
    "Has the eye had an operation (such as cataract surgery) or an injection in the past six weeks?",
    "recent eye surgery|eye operation|cataract surgery|after eye surgery|eye injection|operated eye|surgery on my eye|cataract operation|couching",
    { group: "eye", base: 0.003 },
  ),
  f(
    "hypopyon",
    "White or yellow layer of pus inside the front of the eye",
    "Is there a white or yellow layer (like pus) settled at the bottom of the coloured part of the eye?",
    "pus inside the eye|white layer in the front of the eye|hypopyon|pus level in the eye|white fluid inside the eye|yellow layer in the eye",
    { group: "eye", base: 0.0005 },
  ),
  f(
    "stool_from_vagina",
    "Stool or gas passing through the vagina",
    "Does stool or gas come out through the vagina?",
    "stool coming from the vagina|faeces through the vagina|passing stool through the vagina|rectovaginal fistula|rvf|gas from the vagina|poo coming from the vagina",
    { group: "urinary", base: 0.0005, sex: "female" },
  ),
  f(
    "ace_inhibitor",
    "Takes an ACE-inhibitor blood pressure tablet (lisinopril, enalapril, ramipril)",
    "Does the person take lisinopril, enalapril, ramipril, captopril or another '-pril' blood pressure tablet?",
    "lisinopril|enalapril|ramipril|captopril|perindopril|ace inhibitor|pril tablet|started blood pressure medicine|new blood pressure tablets",
    { group: "history", base: 0.01 },
  ),
  f(
    "vp_shunt",
    "Has a shunt (tube) draining fluid from the brain",
    "Does the person have a shunt (a tube placed to drain fluid from the brain)?",
    "has a shunt|vp shunt|shunt in the head|tube draining the head|shunt blocked|ventriculoperitoneal shunt|hydrocephalus shunt",
    { group: "neuro", base: 0.0005 },
  ),
  f(
    "no_better_on_antibiotics",
    "Still feverish and unwell after days of antibiotics",
    "After two or more days of antibiotics, is the fever still there or the illness getting worse?",
    "fever despite antibiotics|still fever after antibiotics|antibiotics not working|not improving on antibiotics|pneumonia not getting better|no better after antibiotics|still sick after antibiotics",
    { group: "history", base: 0.01 },
  ),
  f(
    "sexual_assault",
    "Sexual assault or forced sex",
    "Has the person been raped, sexually assaulted or forced into sex?",
    "raped|rape|sexually assaulted|forced sex|forced to have sex|defiled|sexual abuse|molested",
    { group: "history", base: 0.002 },
  ),
];
