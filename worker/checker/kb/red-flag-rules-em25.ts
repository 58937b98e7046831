// Emergency round 25 of issue 10 (ck-em25): the decisive sign of an emergency said in fresh words, by complaint
// family. Each rule is the guideline's own combination. EM25_RED_FLAG_RULES is appended to RED_FLAG_RULES
// (red-flag-rules.ts); only type imports and leaf modules here, so that file can spread this array without an import
// cycle.
import { CLOT_RISK } from "./clot-risk.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";

export const EM25_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE NG158 Venous thromboembolic diseases and NICE CKS Pulmonary embolism: sudden unexplained breathlessness in a
    // person with a risk factor - combined hormonal contraception, a pregnancy or the weeks after a birth, a long
    // journey, an operation or bed rest - is a pulmonary embolism until shown otherwise, even with no chest pain, cough
    // or swollen leg (RCOG Green-top 37b: a pregnant or postpartum woman with symptoms of a clot is assessed at once).
    // With a racing heart, a faint or pain on breathing the em24 rule pe_breathless_risk holds already.
    id: "pe_sudden_breathless_risk",
    name: "Sudden breathlessness on the pill, in pregnancy, after a birth, a long journey or an operation",
    all: [["sob_sudden"], CLOT_RISK],
    level: "emergency",
  },
  {
    // NICE NG158 and NICE CKS Pulmonary embolism (symptoms: breathlessness, pleuritic chest pain, haemoptysis) and
    // RCOG Green-top 37b: coughing blood in a woman on the pill, pregnant or in the weeks after a birth, or after a long
    // journey or an operation, is a clot in the lung until shown otherwise, with or without breathlessness.
    id: "pe_haemoptysis_risk",
    name: "Coughing blood on the pill, in pregnancy, after a birth, a long journey or an operation",
    all: [["haemoptysis", "haemoptysis_massive"], CLOT_RISK],
    level: "emergency",
  },
  {
    // NICE NG39 Major trauma (assessment: abdominal injury with signs of blood loss) and WHO Basic Emergency Care
    // (trauma: belly pain with signs of shock is internal bleeding until proven otherwise): belly pain after an injury,
    // with dizziness, a faint, cold clammy skin or marked pallor, goes to hospital now. (belly_injury_signs in
    // red-flag-rules.ts holds a blow told as a blow to the belly; a road crash is told as the crash.)
    id: "injury_belly_pain_shock",
    name: "Belly pain after an injury with dizziness, a faint or cold clammy skin",
    all: [
      ["injury", "belly_injury", "flank_injury", "head_injury_high_energy"],
      [
        "abdominal_pain",
        "severe_abdominal_pain",
        "luq_pain",
        "ruq_pain",
        "lower_abdominal_pain",
        "shoulder_tip_pain",
        "distension",
      ],
      ["dizziness", "dizzy_standing", "fainting", "cold_clammy", "severe_pallor"],
    ],
    level: "emergency",
  },
];
