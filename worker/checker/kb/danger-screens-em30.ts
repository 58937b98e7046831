// Emergency round 30 of issue 10 (ck-em30): the complaint's danger screen asks the sign its guideline lists (the em30
// rules and modifiers in red-flag-rules-em30.ts). Registered in the em30 entry of ROUNDS (kb/index.ts); only a type
// import here, so the screen list can take it without a cycle.
import type { ComplaintScreen } from "./danger-screens.ts";
import { NICE_CKS_INTUSSUSCEPTION_SIGNS, NICE_NG38, OTTAWA } from "./red-flag-rules-em30.ts";

export const EM30_SCREENS: ComplaintScreen[] = [
  {
    // Ottawa ankle and foot rules / NICE NG38: a twisted ankle or a foot injury is asked the two Ottawa criteria
    // (can the person take four steps; is the bone itself tender to press) before it is called a sprain.
    id: "ankle_injury_ottawa",
    name: "an ankle or foot injury",
    triggers: ["twisted_ankle", "leg_ankle_injury", "toe_foot_injury"],
    items: ["cant_bear_weight", "bone_tenderness"],
    sources: [OTTAWA],
  },
  {
    // NICE NG38 Fractures: an injury is asked whether the arm can be used (the injury screen asks only whether the leg
    // takes weight), and whether the collarbone was hit (a fall on the shoulder).
    id: "injury_arm_use",
    name: "an injury",
    triggers: ["injury"],
    items: ["arm_not_used", "collarbone_injury"],
    sources: [NICE_NG38],
  },
  {
    // NICE CKS Infantile colic red flags / APLS intussusception: a young child crying in spells is asked about the
    // sausage-shaped lump or the redcurrant-jelly stool (crying_baby asks blood, green vomit, pallor and drowsiness).
    id: "crying_child_intussusception",
    name: "a young child crying in spells",
    triggers: ["long_crying"],
    ages: [0, 5.99],
    items: ["abdominal_mass_child"],
    sources: [NICE_CKS_INTUSSUSCEPTION_SIGNS],
  },
];
