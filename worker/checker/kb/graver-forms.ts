// A finding asked together with its graver or more specific forms, in the milder finding's own question wherever a
// danger screen asks it (interview.ts dangerKindsOf). A "no" to the milder word denies every form under it, so a
// person who would pick only the graver form must see it next to the milder one before that "no" is given.

/** The forms asked with each finding, in the order they are shown. */
export const GRAVER_FORMS: Readonly<Record<string, readonly string[]>> = {
  // em16: how far a pregnancy has gone is asked with "pregnant" (a gate finding, kb/gates.ts): a woman who thinks of
  // herself as "7 months pregnant" must find "more than 20 weeks pregnant" next to "pregnant", or a "no" to the word
  // she did not pick denies her pregnancy and every condition of it (RCOG / WHO antenatal care: the danger signs of
  // late pregnancy from 20 weeks; NICE NG126: ectopic pregnancy and miscarriage mostly before 12 weeks).
  pregnant: ["pregnant_late", "pregnant_early"],
  // Sweep round 16: WHO IMCI severe palmar pallor is the danger form of pallor; a person who said "very pale" answers
  // "pale?" no.
  pale: ["severe_pallor"],
};
