// Emergency round 16 of issue 10 (ck-em16): the combinations that make the danger signs of findings-em16.ts
// emergencies, written as classes: punched-out sores on eczema (eczema herpeticum), a heart too fast to count with
// signs that the circulation is failing (a tachycardia with adverse features), and new flashes with new floaters
// (a retinal tear, seen within 24 hours). Appended to RED_FLAG_RULES and SEVERITY_MODIFIERS. Only type imports here,
// so those files can spread these arrays without an import cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_RETINAL_DETACHMENT: Source = {
  name: "NICE CKS Retinal detachment: new flashes or floaters without loss of vision - ophthalmology within 24 hours; with a shadow or loss of vision - immediately",
  url: "https://cks.nice.org.uk/topics/retinal-detachment/",
};

export const EM16_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Atopic eczema and NICE NG57 (eczema herpeticum): clusters of painful punched-out sores spreading on
    // eczema, or such sores with a fever, are eczema herpeticum until proven otherwise: same-day emergency referral
    // for aciclovir (the eye and the brain can be infected).
    id: "punched_out_sores_eczema",
    name: "Painful punched-out sores spreading on eczema, or with a fever",
    all: [["punched_out_sores"], ["eczema_patches", "fever", "cold_sores", "blisters"]],
    level: "emergency",
  },
  {
    // Resuscitation Council UK paediatric and adult tachycardia algorithms, NICE CKS Palpitations: a heart too fast
    // to count (SVT beyond about 180-220 a minute) with paleness, sweating, cold clammy skin, feeling faint, chest
    // pain or breathlessness is a tachycardia with adverse features: emergency assessment, an ECG during the attack.
    id: "uncountable_heart_adverse",
    name: "A heartbeat too fast to count with paleness, sweating, feeling faint, chest pain or breathlessness",
    all: [
      ["heart_too_fast_to_count"],
      [
        "pale",
        "sweating",
        "cold_clammy",
        "dizziness",
        "fainting",
        "chest_pain",
        "chest_tightness",
        "sob",
        "sob_rest",
        "confusion",
        "drowsiness",
      ],
    ],
    level: "emergency",
  },
];

export const EM16_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Retinal detachment: new flashes of light with a new shower of floaters are a retinal tear or a
    // posterior vitreous detachment until an eye doctor has looked (within 24 hours); a shadow or curtain makes it an
    // emergency (curtain_vision is a red flag). Migraine's aura is zigzags that pass, without floaters.
    id: "flashes_with_new_floaters",
    name: "New flashes of light with new floaters",
    findings: ["floaters"],
    with: ["flashing_lights"],
    level: "consultation_24",
    sources: [NICE_RETINAL_DETACHMENT],
  },
];
