// Lead, session 37 (issue 10): findings and aliases from the lead's own atypical cases.
// - NICE NG143 Fever in under 5s (red: a weak, high-pitched or continuous cry) and NICE NG240 Meningitis (a
//   high-pitched cry and irritability in an infant): the cry itself is a danger sign a parent reports in plain words.
// - NICE NG141 Cellulitis / NICE NG51 Sepsis (redness, swelling or discharge at a wound site): a piercing or a tattoo
//   that is red, swollen or oozing is an infected wound.
// - NICE CKS Pyelonephritis (loin pain): "the back below the ribs" is the loin, not the right upper belly.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const LEAD37_FINDINGS: Finding[] = [
  f(
    "high_pitched_cry",
    "A weak, high-pitched or moaning cry (a baby or young child)",
    "Is the child's cry weak, high-pitched or moaning, not like their usual cry?",
    "high pitched cry|high-pitched cry|crying high pitched|high pitched crying|cries high pitched|shrill cry|shrill crying|piercing cry|screaming high pitched|cry like a cat|cries like a cat|moaning cry|weak moaning cry|cry sounds strange|strange cry|cry is not normal|cry no be like before|dey cry like cat",
    { group: "child", base: 0.004 },
  ),
];

export const LEAD37_ALIASES: Record<string, string> = {
  wound_pus:
    "infected piercing|piercing is infected|piercing red and swollen|piercing is red and swollen|pus from the piercing|piercing oozing pus|piercing oozing|infected tattoo|tattoo is infected|tattoo red and swollen|pus from the tattoo",
  flank_pain:
    "pain in the back below ribs|pain in the back below the ribs|back pain below the ribs|pain below the ribs at the back|pain at the back under the ribs",
};

/** NICE NG240 / NICE NG143: a high-pitched cry is a sign of meningitis and serious bacterial infection in a baby. */
export const LEAD37_LIKELIHOOD_ROWS: Record<string, string> = {
  bacterial_meningitis: "high_pitched_cry .3",
  neonatal_sepsis: "high_pitched_cry .25",
  encephalitis: "high_pitched_cry .1",
  hydrocephalus: "high_pitched_cry .15",
};
