// Emergency round 17 of issue 10 (ck-em17): combinations in which a known condition or state changes what a
// common symptom means (a background alone is no emergency: background.ts), written as classes. Appended to
// RED_FLAG_RULES. Only type imports here, so red-flag-rules.ts can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const EM17_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Renal or ureteric colic - acute (admit if there is fever or other signs of infection) and the EAU
    // Urolithiasis guideline (an obstructed infected kidney is a urological emergency: decompress at once): loin
    // pain with fever or rigors in someone known to form stones needs the hospital today, even without the groin
    // spread or blood in the urine the general rule asks for.
    id: "known_stone_loin_pain_fever",
    name: "Loin pain with fever or shivering in someone who has had kidney stones",
    all: [["kidney_stone_history"], ["flank_pain", "pain_to_groin"], ["fever", "chills", "rigors"]],
    level: "emergency",
  },
  {
    // NICE CG185 Bipolar disorder 1.2.1 and NICE CG178 Psychosis: mania or psychosis with a risk of harm to the
    // person or others (reckless driving, fights, walking into traffic) needs a crisis assessment the same day.
    // Mania with spending or grand ideas alone is urgent (mania's own level); the danger to life makes it this.
    id: "mania_dangerous_behaviour",
    name: "High energy or strange beliefs with dangerous behaviour",
    all: [["elevated_mood", "delusions", "hallucinations"], ["dangerous_behaviour"]],
    level: "emergency",
  },
  {
    // SDCEP Management of Acute Dental Problems and NICE CKS Dental abscess (refer to hospital at once: swelling
    // spreading to the eye, signs of sepsis), RCOphth orbital cellulitis: a swollen face or jaw from a bad tooth
    // with a drooping or closing eye, double vision or a bulging eye is infection spreading to the orbit (or a
    // cavernous sinus thrombosis): emergency, even before the eyelid's own swelling is named.
    id: "dental_swelling_eye_signs",
    name: "A swollen face or jaw from a bad tooth with a drooping or closing eye, double vision or a bulging eye",
    all: [
      ["toothache", "wisdom_tooth_pain", "tooth_decay", "gum_abscess"],
      ["jaw_swelling", "swollen_face"],
      ["drooping_eyelids", "double_vision", "bulging_eyes"],
    ],
    level: "emergency",
  },
];
