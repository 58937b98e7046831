// Findings for the number round 23 of issue 10 (ck-num23): measured values (a pulse oximeter, a counted breathing rate or
// pulse, a capillary refill, a blood pressure in pregnancy) that lay-constructions.ts reads as numbers ("SpO2 86%",
// "pulse 150", "capillary refill 4 seconds") and puts out in these findings' own words. Each is a danger sign by itself
// (redFlag), as its guideline says:
// - low_oxygen: an oxygen saturation under 92 % needs hospital assessment and oxygen (NICE NG191 COVID-19 and BTS
//   Guideline for oxygen use in healthcare and emergency settings: target 94-98 %, below 92 % act now; WHO ETAT and the
//   WHO Pocket book of hospital care for children: SpO2 under 90 % is hypoxaemia, an emergency sign needing oxygen).
// - very_fast_breathing: a breathing rate in the high-risk band for age (NICE NG143 Fever in under 5s: red, over 60 a
//   minute; WHO IMCI: 60 or more in a young infant under 2 months is a sign of serious infection; NICE NG51: 29 or more
//   at 5 years, 27 at 6-7, 25 at 8-11; from 12 years 25 or more, NEWS2 scores 3). A rate that is fast but below it
//   is the KB's fast_breathing, which the KB weighs as WHO IMCI does (fast breathing with a cough is a pneumonia for
//   amoxicillin, not an emergency by itself).
// - bp_severe_pregnancy: 160/110 or more in a pregnancy is severe hypertension, admitted at once (NICE NG133
//   Hypertension in pregnancy); outside pregnancy lay-constructions.ts keeps 180/120 as the very high reading (NG136).
// - fast_pulse: a heart rate in the high-risk band for age (NICE NG51 Suspected sepsis: under 1 year 160 or more, 1-2
//   years 150, 3-4 years 140, 5 years 130, 6-7 years 120, 8-11 years 115, from 12 years more than 130; NEWS2, Royal
//   College of Physicians 2017: 131 or more scores 3, an urgent response).
// - very_slow_pulse: 40 or under in an adult (NEWS2 scores 3) or under 60 in a child (NICE NG51: any age under 12).
// - slow_cap_refill: a capillary refill of 3 seconds or more (NICE NG143 Fever in under 5s: amber; NICE NG51: moderate
//   to high risk; WHO ETAT: a sign of shock with cold hands and a weak fast pulse): the circulation is failing.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

/**
 * Read when told, never asked: most people have no pulse oximeter, and counting a pulse or timing a capillary refill
 * needs teaching, so a question would only collect "no" and "I don't know" (ages outside anyone's: engine.ts counts the
 * finding as asked; a value the person volunteers still counts). What the interview asks instead is what a person can
 * see: breathlessness at rest, blue lips, fast breathing, cold clammy skin, a racing heart.
 */
const TOLD_ONLY: readonly [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
const toldOnly = (x: Finding): Finding => ({ ...x, ages: TOLD_ONLY });

export const NUM23_FINDINGS: Finding[] = [
  f(
    "low_oxygen",
    "Oxygen level (SpO2) below 92% on a pulse oximeter",
    "Does a pulse oximeter show an oxygen level (SpO2) below 92%?",
    "low oxygen level|oxygen level low|low oxygen saturation|oxygen saturation low|low spo2|spo2 low|low sats|sats low|oxygen is low|oxygen level is low|oxygen dey low|hypoxia|hypoxaemia|hypoxemia",
    { group: "chest", base: 0.0005, rf: true },
  ),
  f(
    "very_fast_breathing",
    "Counted breathing rate in the danger range for age",
    "Is the breathing rate, counted for a minute, in the danger range (over 60 in a child under 5, 25 or more in an adult)?",
    "counted breathing rate in the danger range|counted breathing in the danger range",
    { group: "chest", base: 0.0005, rf: true, parent: "fast_breathing" },
  ),
  f(
    "bp_severe_pregnancy",
    "Severe obstetric hypertension (pregnancy or just after a birth)",
    "In pregnancy or since the birth, was the blood pressure 160/110 or higher?",
    "severe obstetric hypertension|severe obstetric blood pressure",
    { group: "circulation", base: 0.0005, rf: true, implies: ["high_bp_reading"] },
  ),
  f(
    "fast_pulse",
    "Counted heart rate in the danger range for age",
    "Is the pulse, counted for a minute, very fast for the age (over 130 in an adult, over 160 in a baby)?",
    "counted heart rate in the danger range|counted pulse in the danger range",
    { group: "cardio", base: 0.001, rf: true },
  ),
  f(
    "very_slow_pulse",
    "Counted heart rate dangerously slow",
    "Is the pulse, counted for a minute, very slow (40 or under in an adult, under 60 in a child)?",
    "pulse dangerously slow|heart rate dangerously slow",
    { group: "cardio", base: 0.0005, rf: true, parent: "slow_heartbeat" },
  ),
  f(
    "slow_cap_refill",
    "Slow capillary refill (colour slow to return after pressing)",
    "When you press a fingernail or the chest skin for 5 seconds and let go, does the colour take 3 seconds or more to come back?",
    "slow capillary refill|capillary refill slow|capillary refill is slow|prolonged capillary refill|delayed capillary refill|cap refill slow",
    { group: "general", base: 0.001, rf: true },
  ),
].map(toldOnly);

/** Likelihood rows on existing conditions (order-of-magnitude, from the guidelines above). */
export const NUM23_LIKELIHOOD_ROWS: Record<string, string> = {
  severe_pneumonia: "low_oxygen .6, fast_pulse .4, slow_cap_refill .15, very_fast_breathing .5",
  pneumonia: "low_oxygen .15, fast_pulse .1",
  asthma_severe: "low_oxygen .5, fast_pulse .4, very_fast_breathing .5",
  covid19: "low_oxygen .15",
  bronchiolitis: "low_oxygen .3, very_fast_breathing .3",
  pulmonary_embolism: "low_oxygen .4, fast_pulse .3, very_fast_breathing .3",
  heart_failure: "low_oxygen .3, very_fast_breathing .25",
  pneumothorax: "low_oxygen .3, fast_pulse .2",
  pneumocystis_pneumonia: "low_oxygen .5",
  sepsis: "fast_pulse .5, slow_cap_refill .4, low_oxygen .1, very_fast_breathing .35",
  neonatal_sepsis: "fast_pulse .3, slow_cap_refill .4, very_slow_pulse .05, very_fast_breathing .35",
  severe_malaria: "fast_pulse .3, slow_cap_refill .3, very_fast_breathing .3",
  severe_dehydration: "fast_pulse .4, slow_cap_refill .6",
  cholera: "fast_pulse .3, slow_cap_refill .4",
  severe_anaemia: "fast_pulse .35",
  svt: "fast_pulse .8",
  atrial_fibrillation: "fast_pulse .3",
  thyroid_storm: "fast_pulse .7",
  anaphylaxis: "fast_pulse .4, slow_cap_refill .2",
  beta_blocker_overdose: "very_slow_pulse .6",
  organophosphate_poisoning: "very_slow_pulse .3",
  opioid_overdose: "low_oxygen .5",
  toxic_shock: "fast_pulse .5, slow_cap_refill .4",
  pre_eclampsia: "bp_severe_pregnancy .4",
  eclampsia: "bp_severe_pregnancy .6",
  hellp_syndrome: "bp_severe_pregnancy .4",
  gestational_hypertension: "bp_severe_pregnancy .1",
};
