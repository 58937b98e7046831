// Third blind emergency sweep (round 16, ck-sweep16): combinations that make a presentation an emergency when the
// danger is told by its severity or course. Appended to RED_FLAG_RULES (red-flag-rules.ts). Only type imports here,
// so that file can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const SWEEP16_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Septic arthritis: a hot swollen joint with shivering or rigors is septic until aspirated (same-day
    // admission); fever is often told only as chills.
    id: "swollen_joint_rigors",
    name: "A swollen joint with shivering or rigors",
    all: [["joint_swelling"], ["chills", "rigors"]],
    level: "emergency",
  },
  {
    // NICE NG118 Renal and ureteric stones (admit when pain is not controlled by analgesia) / NICE CKS Acute abdomen:
    // belly or loin pain the usual painkillers do not touch needs hospital the same day.
    id: "belly_pain_painkillers_failing",
    name: "Belly or loin pain that painkillers do not help",
    all: [
      ["painkillers_not_helping"],
      [
        "abdominal_pain",
        "severe_abdominal_pain",
        "epigastric_pain",
        "ruq_pain",
        "luq_pain",
        "rlq_pain",
        "llq_pain",
        "lower_abdominal_pain",
        "flank_pain",
        "pain_to_back",
        "lower_pain_sudden",
        "abdominal_pain_sudden",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE NG126 Ectopic pregnancy: pain that came on suddenly in someone pregnant or with a late period, or pain at
    // the tip of the shoulder, is an ectopic pregnancy until scanned.
    id: "early_pregnancy_sudden_pain",
    name: "Pregnant or a late period with sudden belly pain or shoulder-tip pain",
    all: [
      ["pregnant", "missed_period"],
      ["lower_pain_sudden", "abdominal_pain_sudden", "shoulder_tip_pain"],
    ],
    level: "emergency",
  },
  {
    // NICE NG104 Pancreatitis: upper belly pain going through to the back with vomiting after heavy drinking is acute
    // pancreatitis (hospital).
    id: "alcohol_pain_to_back_vomiting",
    name: "Belly pain going through to the back with vomiting after heavy drinking",
    all: [["pain_to_back"], ["vomiting", "vomiting_persistent"], ["heavy_drinking"]],
    level: "emergency",
  },
  {
    // WHO Rheumatic fever and rheumatic heart disease / Jones criteria (2015): joint pains after a sore throat with
    // chest pain or breathlessness is rheumatic carditis.
    id: "rheumatic_carditis",
    name: "Joint pains after a sore throat with chest pain or breathlessness",
    all: [["recent_sore_throat"], ["joint_pain", "joint_swelling"], ["chest_pain", "sob", "orthopnoea"]],
    level: "emergency",
  },
  {
    // NICE NG18 Diabetes in children and young people (suspected type 1 diabetes: same-day referral; DKA: vomiting,
    // abdominal pain, deep breathing, drowsiness) / JBDS DKA: great thirst with passing much urine or wetting the bed
    // again, now with vomiting, belly pain or drowsiness, is ketoacidosis until a finger-prick test says otherwise.
    id: "thirst_polyuria_dka_signs",
    name: "Great thirst and passing much urine with vomiting, belly pain or drowsiness",
    all: [
      ["thirst"],
      ["frequent_urination", "bedwetting", "weight_loss"],
      ["vomiting", "abdominal_pain", "drowsiness", "deep_breathing"],
    ],
    level: "emergency",
  },
  {
    // ESVS 2017 Management of diseases of mesenteric arteries and veins: sudden severe belly pain in someone with an
    // irregular pulse (atrial fibrillation) is an embolus to the gut until a scan says otherwise, even when bloody
    // diarrhoea makes it look like dysentery.
    id: "irregular_pulse_sudden_belly_pain",
    name: "Sudden severe belly pain with an irregular heartbeat",
    all: [["irregular_pulse"], ["abdominal_pain_sudden", "severe_abdominal_pain"]],
    level: "emergency",
  },
];
