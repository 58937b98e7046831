// Emergency round 30 of issue 10 (ck-em30): danger combinations and severity modifiers the guideline names that did
// not move the level, found from the mechanism of each missed emergency told quietly (an ankle twist with both Ottawa
// criteria, a young child's redcurrant-jelly stool or sausage
// lump). Registered in the em30 entry of ROUNDS (kb/index.ts); only type imports here, so the rule lists can take them
// without a cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const OTTAWA: Source = {
  name: "Ottawa ankle and foot rules (Stiell et al., JAMA 1993) / NICE NG38 Fractures (non-complex): an X-ray for an ankle or foot injury that cannot bear weight or has bone tenderness",
  url: "https://www.nice.org.uk/guidance/ng38",
};
export const NICE_NG38: Source = {
  name: "NICE NG38 Fractures (non-complex): a suspected fracture after an injury is X-rayed the same day (emergency department or urgent treatment centre)",
  url: "https://www.nice.org.uk/guidance/ng38",
};
export const NICE_CKS_INTUSSUSCEPTION_SIGNS: Source = {
  name: "NICE CKS Infantile colic (red flags) / APLS: intussusception (a sausage-shaped abdominal mass or redcurrant-jelly stool in a young child is a surgical emergency)",
  url: "https://cks.nice.org.uk/topics/infantile-colic/",
};

/** Ankle and foot injuries (the Ottawa rules' region). */
const ANKLE_FOOT_INJURY = ["twisted_ankle", "leg_ankle_injury", "toe_foot_injury"];

export const EM30_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // Ottawa ankle and foot rules / NICE NG38 Fractures: an ankle or foot injury that cannot take weight AND has a bone
    // tender to press meets both Ottawa criteria, where a fracture is likely (the fracture itself is a same-day
    // emergency-department visit in this knowledge base); a sprain that can still take weight, without a tender bone,
    // stays at home care.
    id: "ankle_injury_ottawa_both",
    name: "An ankle or foot injury that cannot take weight, with a bone tender to press",
    all: [ANKLE_FOOT_INJURY, ["cant_bear_weight"], ["bone_tenderness"]],
    level: "emergency",
  },
];

export const EM30_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // Ottawa ankle and foot rules / NICE NG38: one Ottawa criterion (cannot take four steps, or bone tenderness at the
    // malleolus or the base of the fifth metatarsal / navicular) after an ankle or foot injury needs an X-ray the same
    // day, not home care.
    id: "ankle_injury_ottawa_one",
    name: "An ankle or foot injury that cannot take weight or has a tender bone",
    findings: ["cant_bear_weight", "bone_tenderness"],
    with: ANKLE_FOOT_INJURY,
    level: "consultation_24",
    sources: [OTTAWA],
  },
  {
    // NICE NG38 Fractures (non-complex) / BOA: an arm the person cannot use or lift after an injury (held against the
    // chest) is a suspected fracture or dislocation needing an X-ray the same day, the arm's counterpart of a leg that
    // cannot take weight (child_injury_not_weight_bearing).
    id: "injury_arm_not_used",
    name: "An arm that cannot be used after an injury",
    findings: ["arm_not_used"],
    with: ["injury", "collarbone_injury", "wrist_injury", "shoulder_pain"],
    level: "consultation_24",
    sources: [NICE_NG38],
  },
  {
    // NICE CKS Infantile colic red flags / APLS: a sausage-shaped lump in the belly or a redcurrant-jelly stool in a
    // young child is intussusception, a surgical emergency, whether or not the parent tells the screaming bouts (the
    // finding is asked in those words). From 6 years the lump is rather a tumour (NICE NG12: very urgent referral).
    id: "young_child_intussusception_sign",
    name: "A sausage-shaped lump in the belly or a redcurrant-jelly stool in a young child",
    findings: ["abdominal_mass_child"],
    ages: [0, 5.99],
    level: "emergency",
    sources: [NICE_CKS_INTUSSUSCEPTION_SIGNS],
  },
];
