// Findings that exist for danger screening and severity grading (WHO IMCI / ETAT general danger signs):
// signs that make a common illness severe. Owned with danger-screens.ts and severity.ts.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const DANGER_FINDINGS: Finding[] = [
  f(
    "unable_to_drink",
    "Unable to drink or breastfeed",
    "Is the person unable to drink, or (for a baby) unable to breastfeed?",
    "unable to drink|cant drink anything|not able to drink|refusing to breastfeed|not breastfeeding|cannot suck|too weak to drink",
    { group: "danger", rf: true, base: 0.003 },
  ),
  f(
    "chest_indrawing",
    "Chest sucks in when breathing in",
    "Does the lower chest or the skin between the ribs suck in with each breath?",
    "chest indrawing|chest pulling in|ribs sucking in|lower chest wall indrawing|chest sinking in when breathing|subcostal recession",
    { group: "resp", rf: true, base: 0.003 },
  ),
];
