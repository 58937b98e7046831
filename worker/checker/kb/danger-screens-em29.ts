// Emergency round 29 of issue 10 (ck-em29): the complaint's danger screen asks the sign its guideline lists (the em29
// rules in red-flag-rules-em29.ts and the avulsed tooth). Registered in the em29 entry of ROUNDS (kb/index.ts); only a
// type import here, so the screen list can take it without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const BEFAST: Source = {
  name: "NICE NG128 Stroke and TIA / BE-FAST (Balance, Eyes, Face, Arm, Speech, Time): posterior-circulation and sensory strokes",
  url: "https://www.nice.org.uk/guidance/ng128",
};
const NICE_CKS_RENAL_COLIC: Source = {
  name: "NICE CKS Renal or ureteric colic - acute (admit when pain is uncontrolled or vomiting prevents fluids)",
  url: "https://cks.nice.org.uk/topics/renal-or-ureteric-colic-acute/",
};
const HINTS_PLUS: Source = {
  name: "HINTS-plus (Newman-Toker et al., Acad Emerg Med 2013) / NICE NG98 Hearing loss in adults (sudden loss with neurological symptoms: emergency department)",
  url: "https://www.nice.org.uk/guidance/ng98",
};
const NICE_NG141: Source = {
  name: "NICE NG141 Cellulitis and erysipelas / NICE CKS Cellulitis (necrotising fasciitis: severe pain out of proportion to the skin, rapid spread, dusky skin, systemic illness - emergency admission)",
  url: "https://www.nice.org.uk/guidance/ng141",
};
const NICE_CKS_POISONING: Source = {
  name: "NICE CKS Poisoning or overdose / TOXBASE Paracetamol (a staggered overdose taken for pain, often a toothache, needs blood levels and acetylcysteine even when well)",
  url: "https://cks.nice.org.uk/topics/poisoning-or-overdose/",
};
const AHA_KAWASAKI: Source = {
  name: "AHA 2017 Kawasaki disease statement / NICE NG143 Fever in under 5s (fever with conjunctival injection, rash, oral and extremity changes)",
  url: "https://www.ahajournals.org/doi/10.1161/CIR.0000000000000484",
};
const NICE_CKS_NASAL_FB: Source = {
  name: "NICE CKS / TOXBASE Button batteries: a child's one-sided smelly nasal discharge or nosebleed may be an object in the nose; a button battery burns through within hours (emergency removal)",
  url: "https://www.toxbase.org/",
};
const NICE_CKS_TIREDNESS: Source = {
  name: "NICE CKS Tiredness/fatigue in adults (ask about chest pain, palpitations and breathlessness: heart disease) / ESC myocarditis (tiredness weeks after a viral illness)",
  url: "https://cks.nice.org.uk/topics/tiredness-fatigue-in-adults/",
};
const IADT: Source = {
  name: "International Association of Dental Traumatology (IADT) 2020 guidelines: avulsion of permanent teeth",
  url: "https://onlinelibrary.wiley.com/doi/10.1111/edt.12573",
};

export const EM29_SCREENS: ComplaintScreen[] = [
  {
    // BE-FAST (Balance, Eyes): an adult's dizziness is asked about double vision and a staggering walk (the em29 rule
    // dizziness_double_vision; em26's vertigo_gait asks a spinning dizziness only).
    id: "dizziness_befast",
    name: "dizziness",
    triggers: ["dizziness"],
    ages: [18, 120],
    items: ["double_vision", "unsteady_walk"],
    sources: [BEFAST],
  },
  {
    // NICE NG128: a numb arm or leg in an adult is asked whether the face is numb too (one side of the body: the em29
    // rule face_and_limb_numbness), and a numb face whether an arm or leg is.
    id: "numbness_one_side",
    name: "numbness",
    triggers: ["numbness", "face_numbness"],
    ages: [18, 120],
    items: ["face_numbness", "numbness", "weakness_one_side"],
    sources: [BEFAST],
  },
  {
    // NICE CKS Renal colic: loin pain is asked whether painkillers ease it and whether fluids stay down (the em29 rule
    // severe_loin_colic_vomiting).
    id: "loin_pain_severity",
    name: "loin pain",
    triggers: ["flank_pain", "pain_to_groin"],
    ages: [12, 120],
    items: ["painkillers_not_helping", "vomiting_persistent"],
    sources: [NICE_CKS_RENAL_COLIC],
  },
  {
    // IADT 2020: a child's or adult's tooth told as out, or a bleeding mouth, is asked whether a whole tooth was knocked
    // out by a blow or fall (a permanent tooth is replanted within the hour: severity.ts avulsed_permanent_tooth).
    id: "tooth_out_avulsion",
    name: "a tooth or a bleeding mouth",
    triggers: ["recent_tooth_extraction", "tooth_injury", "mouth_bleeding"],
    ages: [6, 120],
    items: ["tooth_avulsed"],
    sources: [IADT],
  },
  {
    // HINTS-plus / NICE NG98: a sudden hearing loss is asked about dizziness and a staggering walk (the em29 rule
    // sudden_deafness_dizziness; the first round's hearing screen asks a spinning only).
    id: "sudden_deafness_balance",
    name: "sudden hearing loss",
    triggers: ["sudden_deafness"],
    ages: [12, 120],
    items: ["dizziness", "unsteady_walk"],
    sources: [HINTS_PLUS],
  },
  {
    // NICE NG141 / CKS Cellulitis: necrotising fasciitis is told first as a painful limb (pain much worse than the
    // skin looks), so pain in a leg or an arm is asked about a spreading, dusky, very painful skin, as a wound or an
    // injury already is (danger-screens.ts wound_limb).
    id: "limb_pain_necrotising",
    name: "pain in a leg or an arm",
    triggers: ["bone_pain"],
    items: ["spreading_severe_skin_pain"],
    sources: [NICE_NG141],
  },
  {
    // NICE CKS Poisoning or overdose / TOXBASE Paracetamol: a staggered or therapeutic-excess overdose is most often
    // taken for a toothache, a headache or a pain the tablets do not help; the person feels well, so only asking finds it.
    id: "pain_paracetamol_excess",
    name: "a toothache, a headache or a pain painkillers do not help",
    triggers: ["toothache", "painkillers_not_helping", "headache"],
    ages: [10, 120],
    items: ["paracetamol_overdose"],
    sources: [NICE_CKS_POISONING],
  },
  {
    // AHA 2017 / NICE NG143: a young child with a rash and a fever is asked about red eyes and swollen hands and feet
    // (the em29 rule fever_red_eyes_rash_extremities), whether or not the days of fever were told (the first round's
    // long_fever_child screen needs them).
    id: "child_fever_rash_kawasaki",
    name: "a rash in a child",
    triggers: ["rash"],
    ages: [0, 9.99],
    items: ["red_eyes", "swollen_hands_feet"],
    sources: [AHA_KAWASAKI],
  },
  {
    // NICE CKS / TOXBASE button batteries: a young child's one-sided runny or smelly nostril, or a nosebleed, is asked
    // whether something, a button battery above all, was pushed into the nose (the battery is the emergency).
    id: "child_nose_object",
    name: "a child's nose",
    triggers: ["one_side_nose_discharge", "nosebleed"],
    ages: [0, 9.99],
    items: ["object_in_nose", "battery_in_nose_ear"],
    sources: [NICE_CKS_NASAL_FB],
  },
  {
    // NICE CKS Tiredness/fatigue in adults: a new tiredness is asked about chest pain and a racing or skipping heart
    // (heart failure, an arrhythmia, myocarditis after a viral illness: em28's chest_pain_after_viral screen and
    // post_viral_chest_pain_breathless rule then take it up).
    id: "fatigue_heart",
    name: "tiredness",
    triggers: ["fatigue"],
    ages: [12, 120],
    items: ["chest_pain", "palpitations"],
    sources: [NICE_CKS_TIREDNESS],
  },
];
