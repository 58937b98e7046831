// Emergency round 21 of issue 10 (ck-em21): combinations appended to RED_FLAG_RULES (red-flag-rules.ts). Only type
// imports here, so that file can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const EM21_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE NG232 Head injury (2023), 1.1 referral to an emergency department: amnesia for events before or after
    // the injury, any suspicion of a skull fracture (clear fluid from the nose or ear, blood from the ear, bruising
    // behind the ear or around both eyes), a high-energy injury, and irritability or altered behaviour in a child
    // under 5 (irritable_child is asked only of infants and young children, finding-ages.ts). A bleeding disorder
    // or blood thinners with a head injury is already bleeding_disorder_bleed; vomiting, a fit or a lost
    // consciousness head_injury_signs.
    id: "head_injury_ng232_risk",
    name: "Head injury with memory loss, a sign of a skull fracture, a dangerous fall or crash, or a young child irritable",
    all: [
      ["head_injury", "knocked_out"],
      ["head_injury_amnesia", "skull_fracture_signs", "head_injury_high_energy", "irritable_child"],
    ],
    level: "emergency",
  },
  {
    // WHO Haemoglobin concentrations (severity of anaemia), BSH and NICE CKS Anaemia - iron deficiency: paleness
    // with a faint or near-faint, in someone losing blood (heavy periods, black stools, vomiting blood), breathless,
    // or with sickle cell disease, is anaemia the heart no longer makes up for: same-day hospital assessment for a
    // transfusion. A faint alone with paleness (the pallor of a simple faint) is not enough.
    id: "anaemia_with_faint",
    name: "Paleness with a faint in someone losing blood, breathless or with sickle cell disease",
    all: [
      ["pale", "severe_pallor"],
      ["fainting"],
      ["heavy_periods", "heavy_vaginal_bleeding", "black_stool", "vomiting_blood", "sob", "known_sickle"],
    ],
    level: "emergency",
  },
  {
    // RCOG Green-top 64b (Bacterial sepsis following pregnancy) red flags, WHO Statement on maternal sepsis (2017)
    // and NICE NG51 (recently pregnant people are at higher risk): a fever in the weeks after a birth with a fast
    // heart, fast or hard breathing, rigors, confusion or drowsiness, cold clammy skin, or faintness is maternal
    // sepsis until shown otherwise, whatever the likeliest cause of the fever (lead, after the round-21 merges: the
    // new "where is the infection" questions, all denied, had let malaria lead such a telling to "within 24 hours").
    id: "postpartum_fever_sepsis_signs",
    name: "Fever after childbirth with a racing heart, fast breathing, rigors, confusion or faintness",
    all: [
      ["recent_delivery"],
      ["fever"],
      [
        "palpitations",
        "sob",
        "fast_breathing",
        "rigors",
        "confusion",
        "drowsiness",
        "cold_clammy",
        "dizzy_standing",
        "fainting",
      ],
    ],
    level: "emergency",
  },
];
