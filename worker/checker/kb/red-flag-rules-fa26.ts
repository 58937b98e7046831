// False-alarm round 26 of issue 10 (ck-fa26): danger signs answered "yes" by a benign look-alike whose own companion
// signs the guideline names. Appended to RED_FLAG_LIMITS (red-flag-rules.ts). Only type imports here, so that file can
// spread this array without an import cycle.
//
// Each limit lowers ONE danger finding to a floor level while its look-alike is told and none of the signs that make it
// the real danger is; the danger sign keeps its emergency the moment any of them is present (the limit's `unless`).
import type { RedFlagLimit } from "./red-flag-rules.ts";

/**
 * A breath-holding spell (NHS "Breath-holding in babies and children", AAP): a child of 6 months to 6 years who is
 * upset or hurt cries, holds the breath until the lips go blue or the face pale, may go limp, fall, stiffen or jerk for a
 * few seconds, and is back to normal within a minute. It is frightening but harmless; the child is seen by a GP the
 * first time (an ECG, and a blood count for iron-deficiency anaemia). What is NOT a spell, and keeps the emergency: a
 * fever (a febrile fit, an infection), a fit that lasts (more than a minute or two), a child who stays confused or does
 * not wake, a head injury, choking or something swallowed, coughing fits or a whoop (whooping cough's apnoea), noisy,
 * hard or short breathing, and blue spells of a heart problem (WHO Pocket Book: a tet spell turns deep blue with fast breathing,
 * often on feeding or waking; squatting, sweating on feeds, poor growth, a known murmur).
 */
const NOT_A_BREATH_HOLDING_SPELL = [
  "fever",
  "seizure_prolonged",
  "confusion",
  "unconscious",
  "weakness_one_side",
  "head_injury",
  "choking",
  "swallowed_object",
  "poisoning",
  "cough",
  "whoop",
  "stridor",
  "wheeze",
  "grunting",
  "chest_indrawing",
  "fast_breathing",
  // "Breath dey hold am" is also how a breathless child is told: a spell is not breathlessness.
  "sob",
  "sob_rest",
  "lip_tongue_swelling",
  "known_heart_disease",
  "blue_spells",
  "squats_to_rest",
  "sweats_feeding",
  "poor_growth",
  "poor_feeding",
];

/** The danger signs a breath-holding spell is told as: blue lips, limp or floppy, "stopped breathing", "passed out a
 * moment", a brief stiffening or jerk (a reflex anoxic seizure). */
const SPELL_TOLD_AS = ["cyanosis", "prostration", "drowsiness", "apnoea", "not_breathing", "seizure"];

const breathHolding = (finding: string): RedFlagLimit => ({
  id: "breath_holding_spell",
  name: "A young child who went blue or limp for a moment after crying or being upset (a breath-holding spell)",
  finding,
  when: ["breath_holding"],
  unless: NOT_A_BREATH_HOLDING_SPELL,
  ages: [0.5, 6],
  level: "consultation",
});

/**
 * A panic attack in a person with anxiety (NICE CG113 Generalised anxiety disorder and panic disorder; NICE CKS Panic
 * disorder): a pounding heart, tingling hands and lips and the feeling of not being able to breathe, peaking within
 * minutes. "I felt I could not breathe" is said by someone who is breathing; it is not the collapse of a person who is
 * unresponsive and not breathing. The limit needs both the anxiety and a panic companion (a pounding heart, tingling,
 * over-breathing, trembling). Chest pain, a swelling of the lips or tongue, hives, an allergen, wheeze or noisy
 * breathing, blue lips, drowsiness or confusion, fainting, choking, drugs or poison, coughing blood, fever, a swollen
 * calf, a long journey, the pill, pregnancy or a recent birth (a clot) keep the emergency.
 */
const NOT_ONLY_PANIC = [
  "chest_pain",
  "chest_pain_radiating",
  "chest_tightness",
  "lip_tongue_swelling",
  "hives",
  "allergen_exposure",
  "wheeze",
  "stridor",
  "known_asthma",
  "cyanosis",
  "drowsiness",
  "confusion",
  "unconscious",
  "fainting",
  "choking",
  "drug_use",
  "poisoning",
  "haemoptysis",
  "fever",
  "calf_swelling",
  "immobile_travel",
  "combined_pill",
  "hormonal_contraception",
  "pregnant",
  "pregnant_late",
  "recent_delivery",
  "sob_rest",
];

/**
 * A baby's snorting or snoring noise from a blocked nose (NICE CKS Common cold; WHO IMCI "cough or cold": home care,
 * clear the nose, keep feeding) answers "yes" to a noise on breathing in. Stridor in a calm child is IMCI's severe sign:
 * with a barking cough or a hoarse cry (croup), fever, fast or hard breathing, grunting, blue lips, pauses in
 * breathing, drooling or a baby who cannot feed, choking or something swallowed, swelling of the lips or tongue or
 * hives, or a drowsy baby it stays an emergency. Without any of them a noise the parent could not tell from stridor is
 * still looked at the same day, never sent home.
 */
const NOT_ONLY_A_BLOCKED_NOSE = [
  "barking_cough",
  "hoarse_voice",
  "fever",
  "fast_breathing",
  "chest_indrawing",
  "sob",
  "sob_rest",
  "grunting",
  "cyanosis",
  "apnoea",
  "whoop",
  "wheeze",
  "drooling",
  "unable_to_drink",
  "throat_membrane",
  "choking",
  "swallowed_object",
  "lip_tongue_swelling",
  "hives",
  "allergen_exposure",
  "drowsiness",
  "prostration",
];

export const FA26_RED_FLAG_LIMITS: RedFlagLimit[] = [
  ...SPELL_TOLD_AS.map(breathHolding),
  {
    id: "panic_felt_cannot_breathe",
    name: "Feeling unable to breathe in a panic attack (anxiety with a pounding heart or tingling)",
    finding: "not_breathing",
    when: ["worry", "panic_attacks", "hyperventilation"],
    also: [["palpitations", "numbness", "tremor", "hyperventilation", "panic_attacks"]],
    unless: NOT_ONLY_PANIC,
    ages: [12, 60],
    level: "self_care",
  },
  {
    id: "blocked_nose_noise_baby",
    name: "A baby's snorting noise with a blocked nose, without croup, fever or hard breathing",
    finding: "stridor",
    when: ["blocked_nose", "snoring"],
    unless: NOT_ONLY_A_BLOCKED_NOSE,
    ages: [0, 0.99],
    level: "consultation_24",
  },
];
