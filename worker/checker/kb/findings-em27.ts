// Findings of the emergency round 27 of issue 10 (ck-em27): a known condition or medicine that changes triage, told
// as one item next to an ordinary symptom. Every alias is a way of saying the finding, whoever says it (ck-lang27 owns
// lay-phrase reading in general; the aliases here are the words a rule of this round needs: a fever told as a body
// that "is hot", next to "has sickle cell", "on chemo", "delivered last week").
import type { Finding } from "../types.ts";

export const EM27_FINDINGS: Finding[] = [];

/** Aliases added to existing findings (the telling words of an emergency). */
export const EM27_ALIASES: Record<string, string> = {
  // NICE NG143 / WHO IMCI: a parent's or a person's "is hot" is how a fever is most often told (the thermometer comes
  // later); "feels hot" and "body hot" were read, "he is hot" and "hot to the touch" were not.
  fever:
    "he is hot|she is hot|is hot since|he is very hot|she is very hot|feels very hot|feeling very hot|hot to the touch|hot to touch|hot when i touch",
  // WHO Abortion care guideline (2022) / NICE NG126: a miscarriage in the past weeks is told as a lost pregnancy; a
  // fever after it is a septic miscarriage like a septic abortion.
  recent_abortion:
    "recent miscarriage|had a miscarriage|miscarried|lost my pregnancy|lost the pregnancy|lost her pregnancy",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM27_LIKELIHOOD_ROWS: Record<string, string> = {};

/** Implications added to existing findings: a present finding that makes another present, named with its source. */
export const EM27_IMPLIES: Record<string, string[]> = {};
