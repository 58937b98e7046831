// Clinician order: after the complaint and its danger signs, a doctor asks about the complaint's own
// character (site, severity from 1 to 10, onset, duration, what comes with it) before other body systems.
// `always` items are asked of everyone with the complaint (severity and duration for pain and fever, the
// site of belly pain); the others are asked in this order whenever they still tell conditions apart.
// Sources: the SOCRATES pain history (site, onset, character, radiation, associations, time course,
// exacerbating factors, severity) taught in UK and Nigerian medical schools; NICE CKS topic assessments.
import { BELLY_PAIN_FINDINGS as BELLY } from "./danger-screens.ts";

export interface ComplaintCharacter {
  id: string;
  triggers: string[];
  ask: Array<{ id: string; always?: boolean }>;
}

export const COMPLAINT_CHARACTER: ComplaintCharacter[] = [
  {
    id: "belly_pain",
    triggers: BELLY,
    ask: [
      { id: "epigastric_pain", always: true },
      { id: "severe_abdominal_pain", always: true },
      { id: "pain_movement" },
      { id: "pain_after_food" },
    ],
  },
  {
    id: "headache",
    triggers: ["headache"],
    ask: [{ id: "pain_severe", always: true }, { id: "headache_one_side" }, { id: "headache_band" }],
  },
  {
    id: "chest_pain",
    triggers: ["chest_pain"],
    ask: [
      { id: "pain_severe", always: true },
      { id: "chest_pain_pressure" },
      { id: "pleuritic_pain" },
      { id: "chest_wall_tender" },
    ],
  },
  { id: "fever", triggers: ["fever"], ask: [{ id: "fever_long", always: true }, { id: "chills" }] },
  // How breathless is a wheezy person (GINA: the severity of an attack).
  { id: "wheeze", triggers: ["wheeze", "chest_tightness"], ask: [{ id: "sob", always: true }] },
  { id: "cough", triggers: ["cough"], ask: [{ id: "cough_chronic", always: true }, { id: "phlegm" }] },
  {
    id: "diarrhoea",
    triggers: ["diarrhoea"],
    ask: [{ id: "diarrhoea_chronic", always: true }, { id: "bloody_diarrhoea" }, { id: "diarrhoea_profuse" }],
  },
  { id: "back_pain", triggers: ["back_pain"], ask: [{ id: "pain_severe", always: true }, { id: "sciatica_pain" }] },
  {
    id: "pain",
    triggers: [
      "joint_pain",
      "bone_pain",
      "neck_pain",
      "ear_pain",
      "toothache",
      "testicular_pain",
      "period_pain",
      "eye_pain",
    ],
    ask: [{ id: "pain_severe", always: true }],
  },
  // Double vision or a drooping eyelid: which eye movements, and does it tire (NICE CKS diplopia; myasthenia
  // gravis: fatigable ptosis and diplopia worse by evening).
  {
    id: "double_vision",
    triggers: ["double_vision", "drooping_eyelids"],
    ask: [{ id: "drooping_eyelids" }, { id: "fatigable_weakness" }],
  },
];
