// False-alarm round 27 of issue 10 (ck-fa27): a condition whose own level its guideline splits by a question the
// person can answer. Only type imports here, so triage.ts can read it without an import cycle.
//
// A ConditionLimit counts a condition's probability at a lower level (never higher) while its mild form is told (a
// finding of `when`), every sign of `denied` was answered "no", none of `unless` is present, and the age is in band.
// Red flags, combination rules, age rules and severity modifiers are untouched: a limit only changes the share of the
// differential, so any danger sign told keeps its emergency.
import type { TriageLevel } from "../types.ts";
import type { SeverityModifier } from "./severity.ts";

export interface ConditionLimit {
  id: string;
  /** Shown as the reason for the lower level. */
  name: string;
  condition: string;
  when: string[];
  unless: string[];
  /** Signs that must have been answered "no" (an unasked sign keeps the condition's own level). */
  denied?: string[];
  /** Inclusive age band in years. */
  ages?: [number, number];
  level: Exclude<TriageLevel, "emergency_ambulance">;
}

export const FA27_CONDITION_LIMITS: ConditionLimit[] = [
  {
    // NICE CKS Sickle cell disease (painful episode: a mild, typical episode controlled with paracetamol or ibuprofen
    // and fluids may be managed at home, with same-day or next-day contact with the haematology team; admit for pain
    // not controlled by simple analgesia, fever of 38 or more, chest pain or breathlessness, priapism, a stroke sign,
    // belly pain or swelling, a pale or very tired person) and BSH 2015 / NICE CG143: a person with sickle cell disease
    // whose usual pain is easing with painkillers, with none of those signs, is not an emergency; the sickle cell team
    // is contacted the same day (sickle_limb_pain's floor). Every sign of the sickle_danger rule keeps the emergency,
    // and so does any sign below.
    id: "sickle_pain_easing",
    name: "A usual sickle cell pain that painkillers are easing",
    condition: "sickle_pain_crisis",
    when: ["painkillers_helping"],
    unless: [
      "painkillers_not_helping",
      "pain_severe",
      "fever",
      "chills",
      "chest_pain",
      "sob",
      "cough",
      "fast_breathing",
      "priapism",
      "weakness_one_side",
      "face_droop",
      "slurred_speech",
      "seizure",
      "headache_sudden",
      "confusion",
      "drowsiness",
      "pale",
      "severe_pallor",
      "yellow_eyes",
      "luq_pain",
      "abdominal_pain",
      "distension",
      "vomiting",
      "unable_to_drink",
      "swollen_hands_feet",
      "joint_swelling",
      "limp",
      "pregnant",
    ],
    denied: ["fever"],
    ages: [10, 120],
    level: "consultation_24",
  },
];

/** Emergency-level severity modifiers of round 27 (appended to SEVERITY_MODIFIERS in severity.ts). */
export const FA27_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // KDIGO 2021 Glomerular diseases (nephrotic syndrome in children) and NICE CKS: a child with new oedema and frothy
    // urine is referred to a paediatrician the same day; hospital now for the complications - hypovolaemia (belly
    // pain, cold hands and feet, dizziness or fainting), peritonitis or another infection (fever with belly pain),
    // a clot (a swollen calf, breathlessness), or a drowsy child. Passing less urine is not one of them: the retained
    // fluid of the syndrome itself (tune sets label it the same-day referral). child_oedema (IMCI severe malnutrition) no longer
    // fires on the kidney's swelling, so these signs keep the emergency.
    id: "nephrotic_danger",
    name: "Swelling with frothy urine and belly pain, little urine, fever, breathlessness or drowsiness",
    findings: ["foamy_urine"],
    with: [
      "abdominal_pain",
      "severe_abdominal_pain",
      "cold_clammy",
      "dizziness",
      "fainting",
      "fever",
      "sob",
      "calf_swelling",
      "drowsiness",
      "confusion",
      "vomiting_persistent",
      "unable_to_drink",
    ],
    ages: [0, 15.99],
    level: "emergency",
    sources: [
      {
        name: "KDIGO 2021 Clinical Practice Guideline for the Management of Glomerular Diseases",
        url: "https://kdigo.org/guidelines/gn/",
      },
      {
        name: "NICE CKS: Proteinuria / nephrotic syndrome (same-day paediatric referral)",
        url: "https://cks.nice.org.uk/topics/proteinuria/",
      },
    ],
  },
];
