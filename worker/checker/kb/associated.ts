// "What else have you noticed?" Clinicians ask about the presenting complaint, then review the other
// body systems for symptoms the person did not mention: a second complaint brings its own danger screen
// (kb/danger-screens.ts), so a person who picked "vomiting" but also has swollen lips or is breathless is
// screened for anaphylaxis or sepsis as well. Asked once, early, as one multi-select question.
//
// Sources:
// - NHS 111 online / NHS Pathways: every assessment starts from the main symptom and checks the other
//   symptoms that change where the person should go (https://111.nhs.uk/).
// - WHO ETAT (2016) and IMCI (2014): in a sick child always check for cough or difficult breathing,
//   diarrhoea, fever and convulsions, whatever the mother's main complaint.
// - The clinical history (presenting complaint, then systems review), as taught in Macleod's Clinical
//   Examination and the Oxford Handbook of Clinical Medicine.
import type { Source } from "../types.ts";

export const ASSOCIATED_SOURCES: Source[] = [
  { name: "NHS 111 online: symptom assessment (NHS Pathways)", url: "https://111.nhs.uk/" },
  {
    name: "WHO IMCI chart booklet (2014): ask about cough or difficult breathing, diarrhoea, fever in every sick child",
    url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
  },
];

/** Other symptoms offered at most (a phone screen's worth, plus "None of these"). */
export const ASSOCIATED_MAX_ITEMS = 8;
/** Of those, at most this many are chosen because they tell the likely causes apart (the rest by danger). */
export const ASSOCIATED_BY_GAIN = 5;

/**
 * The symptoms a systems review asks about, in the order they are offered when the likely causes do not
 * choose (the complaints whose danger screens catch the most emergencies first).
 */
export const ASSOCIATED_ADULT = [
  "sob",
  "chest_pain",
  "fainting",
  "confusion",
  "rash",
  "fever",
  "vomiting",
  "headache",
  "abdominal_pain",
  "bleeding_unusual",
  "numbness",
  "diarrhoea",
  "cough",
  "yellow_eyes",
  "leg_swelling",
  "dysuria",
  "vaginal_bleeding",
  "joint_pain",
  "back_pain",
  "swollen_glands",
  "weight_loss",
  "palpitations",
  "dizziness",
  "sore_throat",
  "itching",
  "low_mood",
];

/** Under 5: the IMCI main symptoms first. */
export const ASSOCIATED_CHILD = ["sob", "fever", "cough", "diarrhoea", "vomiting", "rash", "seizure", "yellow_eyes"];

/** Answered questions about these, beyond which the review has been done (by this question or one by one). */
export const ASSOCIATED_DONE_AFTER = 3;
