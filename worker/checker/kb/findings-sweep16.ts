// Third blind emergency sweep (round 16, ck-sweep16): the free text starts on a side detail (a medicine, an old
// illness, a milder word) and the danger sign comes late, told by its severity or course. Lay words for signs the
// knowledge base already has, so the danger sign a person tells in their own words is the one the checker asks.
// Appended only where no finding has the phrase yet (kb/index.ts refuses a phrase claimed by two findings).

/** Lay words for signs the knowledge base already has. */
export const SWEEP16_ALIASES: Record<string, string> = {
  // RCOphth / NICE CKS Retinal detachment: a new shower of floaters is told as black spots that move.
  floaters:
    "black spots moving in my eye|black spots moving in the eye|small black spots moving|black spots moving|black dots floating in my vision|black dots floating in vision|black dots floating|spots moving in my eye|spots dey move for my eye",
  // RCOphth chemical injury / TOXBASE hypochlorite: household bleach in the eye.
  chemical_eye:
    "bleach entered my eye|bleach enter my eye|bleach splashed in my eye|bleach splashed into my eye|bleach got into my eye|bleach in the eye|bleach in my eye|detergent in my eye|jik in my eye|hypo in my eye|hypo enter my eye",
  // NICE CKS Red eye: something that went into the eye, whatever it was (the eye screen then asks whether it was a
  // chemical).
  foreign_body_eye: "some entered my eye|something entered my eye|entered my eye|enter my eye|e enter my eye",
  // NICE NG128 Stroke / NICE CKS Otitis externa (necrotising otitis externa can paralyse the face): a face weak on
  // one side.
  face_droop:
    "face weak on the same side|face weak on one side|face is weak on one side|one side of my face is weak|one side of the face is weak|one side of his face is weak|one side of her face is weak|face weak for one side",
  // NICE CKS Septic arthritis: pain severe even at rest (not only on moving) in a hot swollen joint.
  pain_severe: "pain severe even at rest|severe pain even at rest|pain even at rest|pain even when resting",
  // NICE CKS Acute abdomen / perforated ulcer: pain over the whole belly (generalised peritonitis).
  abdominal_pain:
    "pain all over the belly|pain all over my belly|pain all over the stomach|pain all over my stomach|whole belly is paining|whole belly dey pain|whole stomach dey pain",
  // NHS / NICE CKS Petechiae: tiny red or purple spots (pinpoint, non-blanching) — ITP, leukaemia, meningococcal.
  rash_nonblanching:
    "tiny red spots all over|tiny red spots on the skin|tiny red spots on skin|tiny red spots on his skin|tiny red spots on her skin|tiny red dots all over|pinpoint red spots|pin point red spots|pinpoint spots|tiny purple spots|tiny blood spots under the skin",
  // TOXBASE Paracetamol: a staggered or accidental overdose told as more than the packet allows.
  paracetamol_overdose:
    "took plenty panadol|took too much panadol|more paracetamol than the box says|more paracetamol than the packet says|more than the box says|more paracetamol than allowed|more panadol than the box says|more panadol than allowed|extra doses of paracetamol",
  // TOXBASE Iron: a child who ate the mother's pregnancy (iron/folate) tablets.
  iron_tablets_swallowed:
    "ate mummy s pregnancy tablets|ate mummys pregnancy tablets|ate mummy pregnancy tablets|ate her mother s pregnancy tablets|ate her mum s pregnancy tablets|ate my pregnancy tablets|ate the pregnancy tablets|ate pregnancy tablets|chop mama pregnancy tablets|chop pregnancy tablets",
  // NICE CKS Whooping cough: an infant who turns blue with coughing bouts needs admission.
  cyanosis:
    "turns blue after coughing|turns blue when coughing|turns blue with coughing|turns blue with the cough|goes blue after coughing|goes blue when coughing|went blue after coughing|turning blue after coughing",
  // NICE CG185 Bipolar disorder: grandiose beliefs in mania.
  delusions:
    "thinks he is god|thinks she is god|says he is god|says she is god|believes he is god|believes she is god|thinks he is jesus|says he is a prophet sent by god",
  elevated_mood:
    "spending all his money|spending all her money|spending all my money|spending money wildly|giving away all his money|happy too much|too happy for no reason",
  // BASHH PID: lower belly pain on both sides (bilateral pelvic pain).
  lower_abdominal_pain:
    "lower belly pain both sides|lower belly pain on both sides|pain low in the belly on both sides|pain on both sides of the lower belly|both sides of lower belly paining",
  // NICE NG141 / EAU Fournier's gangrene: skin going dark or black over a spreading infection.
  spreading_severe_skin_pain:
    "skin going dark|skin going black|skin turning dark|skin don turn black|skin dey turn black",
  // NICE CKS Peripheral arterial disease (acute limb ischaemia: paraesthesia): no feeling in the toes or foot.
  numbness:
    "no feeling in the toes|no feeling in my toes|no feeling in his toes|no feeling in the foot|no feeling in my foot|no feeling in my leg|toes no get feeling",
  // ESVS 2017 Mesenteric ischaemia / NICE CKS Atrial fibrillation: a known AF is an irregular pulse.
  irregular_pulse: "i have af|i have atrial fibrillation|atrial fibrillation|known af|has af",
  // NICE NG126 Ectopic pregnancy / acute abdomen: sudden severe belly pain, not one side only.
  abdominal_pain_sudden:
    "sudden severe belly pain|sudden severe stomach pain|sudden severe tummy pain|sudden very bad belly pain",
  // NICE CKS Palpitations: ectopic beats told as skipped heartbeats.
  skipped_beats:
    "skipped heartbeats|skipped heart beats|heart skipping beats|heart skips sometimes|my heart skips sometimes",
  // NICE CKS Pericoronitis: pain at the back of the jaw over a wisdom tooth (not the jaw pain of a heart attack,
  // which spreads from the chest).
  wisdom_tooth_pain:
    "pain at the back of the jaw|pain at the back of my jaw|pain at back of jaw|back of my jaw dey pain",
  // NICE NG18 / JBDS DKA: Kussmaul breathing is told as breathing heavily.
  deep_breathing: "breathing heavily|breathing very heavily|breathing heavy|dey breathe heavy",
  // RCOphth Acute angle closure: haloes told as rings round the light bulb.
  halos: "halos round the light bulb|halos round the bulb|halos around the bulb|halo round the light bulb",
};
