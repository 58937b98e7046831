// The entry symptoms offered on the checker's start screen (the SPEC's GET /getSymptoms, "about 60").
// Each is a finding, so choosing one is simply the first piece of evidence.
import { MODEL } from "./model.ts";

const ENTRY_SYMPTOM_IDS = [
  "fever",
  "headache",
  "cough",
  "sore_throat",
  "runny_nose",
  "sob",
  "wheeze",
  "chest_pain",
  "palpitations",
  "abdominal_pain",
  "diarrhoea",
  "vomiting",
  "nausea",
  "heartburn",
  "constipation",
  "bloody_stool",
  "yellow_eyes",
  "dysuria",
  "frequent_urination",
  "haematuria",
  "vaginal_discharge",
  "vaginal_itch",
  "urethral_discharge",
  "genital_sores",
  "testicular_pain",
  "period_pain",
  "heavy_periods",
  "missed_period",
  "pregnant",
  "vaginal_bleeding",
  "breast_pain",
  "fatigue",
  "dizziness",
  "fainting",
  "weight_loss",
  "night_sweats",
  "rash",
  "itching",
  "pimples",
  "hives",
  "back_pain",
  "neck_pain",
  "joint_pain",
  "bone_pain",
  "body_aches",
  "ear_pain",
  // A nosebleed is a common reason to check (dry harmattan air); without it "nose bleed" found vaginal bleeding first.
  "nosebleed",
  "toothache",
  "red_eyes",
  "eye_pain",
  "eye_injury",
  "vision_blurred",
  "leg_swelling",
  "swollen_glands",
  "numbness",
  "weakness_one_side",
  "seizure",
  "confusion",
  "low_mood",
  "worry",
  "insomnia",
  "head_injury",
  "twisted_ankle",
  "burn",
  "snake_bite",
  "poisoning",
  "swallowed_object",
  "animal_bite",
  "wound",
];

export const ENTRY_SYMPTOMS: Array<{ id: string; name: string }> = ENTRY_SYMPTOM_IDS.flatMap((id) => {
  const fi = MODEL.findingIndex.get(id);
  const f = fi === undefined ? undefined : MODEL.findings[fi];
  return f ? [{ id: f.id, name: f.name }] : [];
});

export function listSymptoms(): Array<{ id: string; name: string }> {
  return ENTRY_SYMPTOMS.map((s) => ({ ...s }));
}
