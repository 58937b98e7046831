// False-alarm round 28 of issue 10 (ck-fa28): the benign cause told. Only type imports here, so triage.ts can read it
// without an import cycle (see red-flag-rules-fa27.ts for the ConditionLimit step).
import type { ConditionLimit } from "./red-flag-rules-fa27.ts";

export const FA28_CONDITION_LIMITS: ConditionLimit[] = [
  {
    // NICE CG109 Transient loss of consciousness (1.1.2.2-1.1.2.3, 1.2.1.1): an uncomplicated faint - a provoking
    // factor (the sight of blood, a needle, a medical procedure), prodromal symptoms and quick full recovery, with no
    // feature of another cause - needs no further assessment; reassure and explain. Red-flag features that send a
    // faint to urgent assessment keep the condition's own level or higher: a faint on exertion, with chest pain,
    // palpitations or breathlessness, a head injury, a fit, known heart disease, pregnancy or bleeding.
    id: "faint_at_blood_uncomplicated",
    name: "A faint at the sight of blood or a needle, with a quick full recovery",
    condition: "vasovagal_syncope",
    when: ["faint_blood_sight"],
    unless: [
      "fainting_exertion",
      "chest_pain",
      "palpitations",
      "palpitations_sudden_regular",
      "sob",
      "sob_rest",
      "head_injury",
      "injury",
      "seizure",
      "confusion",
      "drowsiness",
      "unconscious",
      "known_heart_disease",
      "family_heart_disease",
      "pregnant",
      "vaginal_bleeding",
      "heavy_vaginal_bleeding",
      "black_stool",
      "vomiting_blood",
      "bleeding_unusual",
      "headache_sudden",
      "weakness_one_side",
      // A faint minutes after an injection with hives, swelling or wheeze is anaphylaxis (Resuscitation Council UK).
      "hives",
      "lip_tongue_swelling",
      "wheeze",
      "stridor",
    ],
    ages: [8, 45],
    level: "self_care",
  },
];
