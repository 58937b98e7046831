// Emergency round 22 of issue 10 (ck-em22): emergencies that start out looking mild. EM22_RED_FLAG_RULES is appended to
// RED_FLAG_RULES (red-flag-rules.ts) and EM22_SEVERITY_MODIFIERS to the severity modifiers (severity.ts). Only type
// imports here, so those files can spread these arrays without an import cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_VTE: Source = {
  name: "NICE NG158: Venous thromboembolic diseases - diagnosis, management and thrombophilia testing (suspected pulmonary embolism)",
  url: "https://www.nice.org.uk/guidance/ng158",
};
const NICE_CKS_PE: Source = {
  name: "NICE CKS: Pulmonary embolism (risk factors: immobility, recent surgery, long-haul travel, combined hormonal contraception, pregnancy and the postpartum period)",
  url: "https://cks.nice.org.uk/topics/pulmonary-embolism/",
};
const RCOG_VTE: Source = {
  name: "RCOG Green-top 37b: Thromboembolic disease in pregnancy and the puerperium - acute management",
  url: "https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/thrombosis-and-embolism-during-pregnancy-and-the-puerperium-acute-management-green-top-guideline-no-37b/",
};

export const EM22_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE NG158 1.1 and NICE CKS Pulmonary embolism: chest pain on breathing in, coughing blood, breathlessness at
    // rest or a sudden chest pain after a long journey, an operation or days in bed is a pulmonary embolism until
    // a scan says otherwise (Wells: immobilisation or surgery in the last 4 weeks, haemoptysis): immediate
    // assessment. Without the painful swollen calf (clot_signs), the journey is what tells it.
    id: "pe_after_immobility",
    name: "Chest pain on breathing, coughing blood or breathlessness after a long journey, an operation or bed rest",
    all: [["pleuritic_pain", "haemoptysis", "sob_rest", "chest_pain_sudden"], ["immobile_travel"]],
    level: "emergency",
  },
];

export const EM22_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Pulmonary embolism and RCOG Green-top 37b: a sharp chest pain on breathing in, in a woman on the
    // combined pill, pregnant or recently delivered, with no fever, cough or cold to make it a chest infection, is
    // assessed in hospital at once for a pulmonary embolism.
    id: "pleuritic_pain_hormonal_risk",
    name: "Chest pain on breathing in, on the pill, pregnant or after a birth, without fever or cough",
    findings: ["pleuritic_pain"],
    with: ["hormonal_contraception", "combined_pill", "pregnant", "recent_delivery"],
    without: ["fever", "chills", "cough", "cough_over_week", "cough_chronic", "runny_nose", "sore_throat", "injury"],
    level: "emergency",
    sources: [NICE_VTE, NICE_CKS_PE, RCOG_VTE],
  },
];
