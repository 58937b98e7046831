// Emergency round 27 of issue 10 (ck-em27): a known condition or a medicine that changes triage, told next to an
// ordinary symptom, and the danger signs found by the ablation probe (bench/checker-ablation.ts) that did not end at
// an emergency on their own. Each rule is the guideline's own combination. Registered in the em27 entry of ROUNDS
// (kb/index.ts); only type imports here, so the rule and modifier lists can take them without an import cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const EM27_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // WHO Guidelines for diagnosing, preventing and managing cryptococcal disease among adults, adolescents and
    // children living with HIV (2022) and WHO Advanced HIV disease package (2017): a person living with HIV who has a
    // headache with a fever (or a headache with vomiting, the raised pressure of cryptococcal meningitis) needs a
    // lumbar puncture promptly - cryptococcal or TB meningitis until shown otherwise; NICE CKS Headache (red flags:
    // compromised immunity such as HIV, with a fever). The older rule hiv_headache_danger needed a stiff neck,
    // confusion, a change in vision, fits or drowsiness, which come late.
    id: "hiv_headache_fever",
    name: "Headache with a fever or vomiting in a person living with HIV",
    all: [["hiv_positive"], ["headache"], ["fever", "fever_long", "vomiting", "vomiting_persistent"]],
    level: "emergency",
  },
  {
    // NHS / NICE CKS Anticoagulation - oral (advice to people on warfarin, a DOAC or heparin: go to A&E for a severe
    // headache), World Federation of Hemophilia Guidelines 2020 (a headache in haemophilia is an intracranial bleed
    // until shown otherwise; treat first), NICE NG232 Head injury (anticoagulation: CT within 8 hours): a person on a
    // blood thinner or with a bleeding disorder whose headache is severe, sudden, worsening or comes with vomiting,
    // drowsiness or confusion is bleeding inside the head until a scan says otherwise. bleeding_disorder_bleed already
    // holds for an injury, a head injury or a sudden headache.
    id: "bleeding_disorder_headache",
    name: "A severe or worsening headache, or a headache with vomiting or drowsiness, on a blood thinner",
    all: [
      ["known_bleeding_disorder"],
      ["headache"],
      ["pain_severe", "headache_worsening", "vomiting", "vomiting_persistent", "drowsiness", "confusion"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Appendicitis: belly pain that started around the navel and moved to the lower right, with vomiting, a
    // fever or no appetite, is appendicitis until a surgeon has examined the belly (same-day surgical assessment); the
    // older rule appendicitis_signs needed vomiting AND a fever or pain on moving.
    id: "migrated_rlq_pain",
    name: "Belly pain that moved to the lower right, with vomiting, a fever or no appetite",
    all: [["pain_migrated_rlq"], ["vomiting", "vomiting_persistent", "fever", "appetite_loss"]],
    level: "emergency",
  },
  {
    // WHO IMCI (chart booklet: "severe complicated measles" - measles with clouding of the cornea, deep or extensive
    // mouth ulcers or any general danger sign: vitamin A and urgent referral) and WHO Measles fact sheet (blindness
    // from corneal ulcers with vitamin A deficiency): a white or cloudy spot on the eye in measles is an emergency.
    id: "measles_cornea",
    name: "Measles with a cloudy or white spot on the eye",
    all: [["measles_rash"], ["corneal_white_spot"]],
    level: "emergency",
  },
  {
    // BAD UK guidelines for SJS/TEN (2016) and WHO Consolidated HIV guidelines (2021: nevirapine, co-trimoxazole,
    // efavirenz hypersensitivity): a rash with sores in two places of the lining (the mouth and the eyes, or the
    // genitals) within weeks of a new medicine is Stevens-Johnson syndrome until shown otherwise: stop the drug, admit.
    // The older rule new_drug_mucosal_skin_loss needed the skin to blister or peel, which comes later.
    id: "new_drug_rash_two_mucosae",
    name: "A rash with sore mouth and sore red eyes after a new medicine",
    all: [
      ["new_medicine"],
      ["rash", "blisters", "skin_peeling", "skin_tender_red"],
      ["mouth_ulcers", "genital_sores"],
      ["red_eyes", "eye_pain", "genital_sores"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Chickenpox (immunocompromised people, including children on systemic steroids or chemotherapy: seek
    // specialist advice the same day for aciclovir; admit if unwell) and UKHSA Green Book ch. 34: chickenpox in a
    // person on steroid tablets or cancer treatment can spread to the lungs, liver and brain.
    id: "chickenpox_immunosuppressed",
    name: "Chickenpox in a person on steroid tablets or cancer treatment",
    all: [["chickenpox_rash"], ["steroid_use", "on_chemotherapy"]],
    level: "emergency",
  },
];

const NICE_CKS_HEADACHE: Source = {
  name: "NICE CKS Headache - assessment (red flags: compromised immunity such as HIV or immunosuppressive drugs) / WHO 2022 Cryptococcal disease guidelines",
  url: "https://cks.nice.org.uk/topics/headache-assessment/",
};
const WHO_ADVANCED_HIV: Source = {
  name: "WHO Guidelines for managing advanced HIV disease (2017) / WHO Consolidated HIV guidelines (2021): fever, cough or headache in a person with HIV - same-day assessment",
  url: "https://www.who.int/publications/i/item/9789241550062",
};
const NHS_ANTICOAGULANT: Source = {
  name: "NICE CKS Anticoagulation - oral / NHS Warfarin (go to A&E: a severe headache, a head injury) / NICE NG232 Head injury",
  url: "https://cks.nice.org.uk/topics/anticoagulation-oral/",
};

/** Same-day modifiers of round 27 (appended to SEVERITY_MODIFIERS in severity.ts). */
export const EM27_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Headache (red flags: a new headache in a person with compromised immunity, HIV or immunosuppressive
    // drugs) and WHO 2022 cryptococcal guidelines (cryptococcal meningitis often starts as a headache alone, the fever
    // in about half): a headache in a person living with HIV is seen the same day, not at a routine visit.
    id: "hiv_headache_same_day",
    name: "A headache in a person living with HIV",
    findings: ["headache"],
    with: ["hiv_positive"],
    level: "consultation_24",
    sources: [NICE_CKS_HEADACHE],
  },
  {
    // WHO Advanced HIV disease package (2017) and WHO Consolidated HIV guidelines (2021): a fever in a person living
    // with HIV is assessed the same day for pneumonia, TB, cryptococcal disease and a serious bacterial infection
    // (NICE NG138 Pneumonia: HIV raises the risk whatever the CRB65 score), not treated at home as a cold.
    id: "hiv_fever_same_day",
    name: "A fever in a person living with HIV",
    findings: ["fever", "fever_long"],
    with: ["hiv_positive"],
    level: "consultation_24",
    sources: [WHO_ADVANCED_HIV],
  },
  {
    // NICE CKS Anticoagulation - oral and the NHS advice to people on a blood thinner: a new headache is checked the
    // same day (a bleed inside the head starts as a headache; an INR check on warfarin); a severe one is the em27 rule.
    id: "anticoagulant_headache_same_day",
    name: "A headache on a blood thinner or with a bleeding disorder",
    findings: ["headache"],
    with: ["known_bleeding_disorder"],
    level: "consultation_24",
    sources: [NHS_ANTICOAGULANT],
  },
];
