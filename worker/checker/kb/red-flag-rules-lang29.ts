// Language round 29 (ck-lang29): a limp is now read as a limp, not as pain on walking (kb/findings-lang29.ts). The
// rules and screens that named walking_pain for a child who limps name the limp too, so nothing a limp used to start
// is lost. Registered in the lang29 entry of ROUNDS (kb/index.ts); only type imports here.
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_LIMP = {
  name: "NICE CKS: Acute childhood limp",
  url: "https://cks.nice.org.uk/topics/acute-childhood-limp/",
};

export const LANG29_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Appendicitis and the Alvarado signs (as appendicitis_signs): right lower belly pain with vomiting and a
    // limp (pain on walking or jolting; a child limps or walks bent over).
    id: "appendicitis_signs_limp",
    name: "Right lower belly pain with vomiting and a limp",
    all: [["rlq_pain"], ["vomiting", "vomiting_persistent"], ["limp"]],
    level: "emergency",
  },
  {
    // NICE CKS Appendicitis and acute abdomen (as belly_pain_peritonism): a child with belly pain, fever and vomiting
    // who limps has an irritated peritoneum until shown otherwise.
    id: "belly_pain_peritonism_limp",
    name: "Belly pain with fever and vomiting, and a limp",
    all: [
      ["abdominal_pain", "lower_abdominal_pain", "periumbilical_pain", "rlq_pain", "severe_abdominal_pain"],
      ["limp"],
      ["fever"],
      ["vomiting", "vomiting_persistent"],
    ],
    level: "emergency",
  },
];

export const LANG29_SCREENS: ComplaintScreen[] = [
  {
    // NICE CKS Acute childhood limp (as em20's child_limp_weight): a limping child or teenager is asked whether the
    // leg bears weight and whether there is a fever (septic arthritis, osteomyelitis, a slipped hip, a fracture).
    id: "child_limp_weight_limp",
    name: "a limp",
    ages: [1, 17],
    triggers: ["limp"],
    items: ["cant_bear_weight", "fever"],
    sources: [NICE_LIMP],
  },
  {
    // NICE CKS Achilles tendinopathy (a rupture is missed in up to a quarter of first presentations) and NICE CKS
    // Peripheral arterial disease (acute limb ischaemia), as sweep16's limb_pain_ischaemia: a limp is asked whether
    // something snapped at the heel and whether the foot is cold and pale.
    id: "limp_heel_snap",
    name: "a limp",
    ages: [12, 120],
    triggers: ["limp"],
    items: ["heel_snap", "limb_cold_pale"],
    sources: [
      { name: "NICE CKS: Achilles tendinopathy", url: "https://cks.nice.org.uk/topics/achilles-tendinopathy/" },
      {
        name: "NICE CKS: Peripheral arterial disease",
        url: "https://cks.nice.org.uk/topics/peripheral-arterial-disease/",
      },
    ],
  },
];
