// Triage limits and combination rules for medicines (round med13), appended at the end of the arrays in
// red-flag-rules.ts. Types only are imported from there, so the two files load in either order.
import type { RedFlagLimit, RedFlagRule } from "./red-flag-rules.ts";

export const MED13_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE CKS iron deficiency anaemia / BNF ferrous sulfate: oral iron turns formed stools dark green to black;
    // with no sign of blood loss this is expected and iron is continued. Black stools with vomiting blood,
    // faintness, dizziness on standing, cold clammy skin, a racing heart, confusion or belly pain, or in someone on
    // NSAIDs, steroids or heavy drinking, are an upper GI bleed until proven otherwise (NICE CG141): the emergency
    // stays.
    id: "black_stool_on_iron",
    name: "Black stools while taking iron tablets, with no sign of bleeding",
    finding: "black_stool",
    when: ["oral_iron"],
    unless: [
      "vomiting_blood",
      "fainting",
      "dizziness",
      "dizzy_standing",
      "cold_clammy",
      "palpitations",
      "confusion",
      "drowsiness",
      "sob_rest",
      "abdominal_pain",
      "vomiting",
      "bloody_stool",
      "nsaid_use",
      "steroid_use",
      "heavy_drinking",
      "yellow_eyes",
    ],
    level: "self_care",
  },
];

export const MED13_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // MHRA Drug Safety Update (SGLT2 inhibitors): ketoacidosis with near-normal glucose; nausea or vomiting
    // with belly pain, fast breathing or drowsiness need ketones tested at once, whatever the sugar.
    id: "sglt2_ketoacidosis_signs",
    name: "Vomiting with belly pain, fast breathing or drowsiness on an SGLT2 inhibitor (-gliflozin)",
    all: [["sglt2_inhibitor"], ["vomiting", "nausea"], ["abdominal_pain", "fast_breathing", "drowsiness", "confusion"]],
    level: "emergency",
  },
  {
    // WHO malaria guidelines (quinine) and BNF sulfonylureas: drowsiness, confusion, a fit or unconsciousness is
    // a low sugar until tested; like a drowsy person with diabetes, an ambulance (NHS 999).
    id: "hypoglycaemic_drug_drowsy",
    name: "Drowsiness, confusion or a fit on quinine or a sulfonylurea (low sugar)",
    all: [
      ["quinine_treatment", "sulfonylurea_use"],
      ["drowsiness", "confusion", "unconscious", "seizure"],
    ],
    level: "emergency_ambulance",
  },
  {
    // NICE CG185 / TOXBASE lithium: unsteadiness, slurred speech, confusion, drowsiness or jerking muscles in
    // someone on lithium are toxicity (a fine tremor alone is a common side effect).
    id: "lithium_toxicity_signs",
    name: "Unsteadiness, slurred speech, confusion, drowsiness or jerking muscles on lithium",
    all: [["lithium_use"], ["unsteady_walk", "slurred_speech", "confusion", "drowsiness", "muscle_jerks", "seizure"]],
    level: "emergency",
  },
  {
    // TOXBASE serotonin toxicity (Hunter criteria): jerking muscles (clonus) with sweating, fever or agitation on
    // a serotonergic drug, or tramadol taken with an antidepressant and these signs.
    id: "serotonin_toxicity_signs",
    name: "Jerking muscles, sweating, fever or agitation on an antidepressant with tramadol",
    all: [
      ["ssri_use"],
      ["tramadol_use", "muscle_jerks"],
      ["muscle_jerks", "fever", "agitation", "confusion", "sweating"],
    ],
    level: "emergency",
  },
  {
    // TOXBASE beta-blockers: dizziness, fainting, a slow pulse, cold clammy skin, confusion or a fit after an
    // overdose is a poison that is acting: an ambulance.
    id: "beta_blocker_overdose_signs",
    name: "Dizziness, fainting, slow pulse or confusion after a beta-blocker overdose",
    all: [
      ["beta_blocker_overdose"],
      ["dizziness", "fainting", "slow_heartbeat", "cold_clammy", "confusion", "drowsiness", "seizure", "unconscious"],
    ],
    level: "emergency_ambulance",
  },
  {
    // TOXBASE synthetic cannabinoid receptor agonists: a fit, collapse, confusion or chest pain: an ambulance.
    id: "synthetic_cannabinoid_severe",
    name: "A fit, collapse, confusion or chest pain after smoking colorado or other synthetic cannabis",
    all: [["synthetic_cannabinoid"], ["seizure", "unconscious", "confusion", "chest_pain", "fainting"]],
    level: "emergency_ambulance",
  },
];
