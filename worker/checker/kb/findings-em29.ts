// Emergency round 29 of issue 10 (ck-em29): the lay words of danger signs that did not resolve to the sign the danger
// screen asks (the retired frozen11-15 misses that never moved, and em29-own.json from the guidelines), as aliases of
// existing findings. Registered in the em29 entry of ROUNDS (kb/index.ts).

/** Aliases added to existing findings. */
export const EM29_ALIASES: Record<string, string> = {
  // IADT 2020 Guidelines for the management of traumatic dental injuries (avulsion of permanent teeth: replant or keep
  // in milk and see a dentist within the hour): a tooth that "came out whole" after a fall or blow is an avulsed tooth,
  // not a dental extraction (it read as recent_tooth_extraction, so the avulsion was never asked).
  tooth_avulsed:
    "tooth came out whole|front tooth came out whole|adult tooth came out whole|tooth came out in one piece|whole tooth came out|tooth came out with the root|tooth is in milk|tooth kept in milk|kept the tooth in milk|put the tooth in milk|tooth in a cup of milk",
  // NICE CKS Balanitis / EAU Paediatric urology (paraphimosis: a retracted foreskin that will not return is a
  // urological emergency): the foreskin told as pulled back and not returning (it read as foreskin_tight, the phimosis).
  foreskin_stuck:
    "foreskin pulled back and won't go back|foreskin pulled back and will not go back|foreskin pulled back and won't return|foreskin don pull back|foreskin pull back and e no fit return|foreskin no fit return|foreskin can't go back|foreskin cannot go back|foreskin can't return|foreskin cannot return",
  // WHO Poisoning prevention and management / TOXBASE: a child who swallowed an adult's tablets has swallowed too many
  // tablets: "she got into my tablets" (resolved to nothing, so the poisoning question was answered no).
  poisoning:
    "got into my tablets|got into the tablets|got into my pills|got into the pills|got into the medicine|got into my medicine",
  // RCOphth / NICE CKS Red eye (chemical injury: irrigate at once, same-day eye casualty): a liquid that splashed into
  // the eye is asked as a chemical; told in Pidgin ("splash for eye", "splash enter my eye") it read as nothing.
  chemical_eye:
    "liquid splash for eye|liquid splash enter my eye|splash enter my eye|splash enter my two eye|splash for my eye|acid splash for eye|liquid splashed into my eye|liquid splashed in my eye|cleaning liquid splashed|toilet acid splashed|toilet wash splashed",
};

/** Likelihood rows appended to existing conditions (a row is added only where the condition has none). */
export const EM29_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE NG128 Stroke and TIA / ROSIER scale (unilateral sensory loss is a stroke symptom; the face is numb in about a
  // quarter of hemispheric and brainstem strokes): a numb face counts for a stroke, not only against it (the TIA has its row).
  stroke: "face_numbness .25",
  // NICE NG141 / CKS Cellulitis: necrotising fasciitis is felt as a deep, severe pain in the limb (most start in a leg
  // or an arm), told as "my leg is paining me" (bone_pain), before the skin shows much.
  necrotising_fasciitis: "bone_pain .6",
};
