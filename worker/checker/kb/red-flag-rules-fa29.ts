// False-alarm round 29 of issue 10 (ck-fa29): a danger rule split where its guideline splits it. Registered in the fa29
// entry of ROUNDS (kb/index.ts); only type imports here, so the rule and modifier lists can take them without a cycle.
// The mechanism of the round is in engine.ts (exclusionCheck): an emergency that rests only on combination rules asks
// their own exclusions (`unless`) once before the interview stops, so the guideline's look-alike is heard.
import type { RedFlagLimit, RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const FA29_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // WHO TRS 923 (2004) Rheumatic fever and rheumatic heart disease, and the Jones criteria (AHA 2015): flitting joint
    // pain after a sore throat with breathlessness, chest pain, a racing heart or breathlessness lying flat is carditis
    // (pericarditis, valve disease, heart failure) and is admitted. The flitting arthritis alone is the septic_joint
    // rule's exclusion (seen the same day); the heart's signs keep the emergency whether or not the exclusion is asked.
    id: "migratory_arthritis_carditis",
    name: "Joint pain moving from joint to joint with breathlessness, chest pain or a racing heart",
    all: [["joint_pain_migratory"], ["sob", "sob_rest", "orthopnoea", "chest_pain", "palpitations"]],
    level: "emergency",
  },
];

// NICE CKS Shingles (herpes zoster ophthalmicus: a red eye, Hutchinson's sign or any eye symptom with shingles on the
// face is referred to ophthalmology the same day, and the project's gp8 rule keeps it an emergency): fa29's split of
// a red or sore eye with the rash into a same-day visit was dropped in round 30 (ck-fa30); shingles_eye is unchanged.
export const FA29_SEVERITY_MODIFIERS: SeverityModifier[] = [];

export const FA29_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE NG88 Heavy menstrual bleeding (assessment and care in primary care: a history of heavy periods, flooding,
    // clots, changing protection every hour) and FIGO / ACOG Committee Opinion 557 (acute abnormal uterine bleeding:
    // emergency care when the bleeding comes with signs of blood loss - a faint, dizziness, a racing heart,
    // breathlessness - or in a pregnancy): soaking a pad an hour on the heavy days of a period that has been heavy for
    // months is heavy menstrual bleeding, seen by a doctor within a day (a blood count, iron, the cause), not an
    // emergency. Any sign of blood loss, any pregnancy, a recent birth or abortion, severe or sudden pain, a fever or
    // an injury keeps the emergency, and the safety check asks the signs of blood loss before stopping.
    id: "heavy_period_flooding",
    name: "Heavy periods soaking a pad an hour, with no faint, dizziness or racing heart",
    finding: "heavy_vaginal_bleeding",
    when: ["heavy_periods"],
    unless: [
      "pregnant",
      "pregnant_early",
      "pregnant_late",
      "missed_period",
      "recent_delivery",
      "recent_abortion",
      "passed_tissue",
      "fainting",
      "dizziness",
      "dizzy_standing",
      "cold_clammy",
      "palpitations",
      "sob",
      "sob_rest",
      "severe_pallor",
      "confusion",
      "drowsiness",
      "severe_abdominal_pain",
      "lower_pain_sudden",
      "shoulder_tip_pain",
      "fever",
      "postmenopausal_bleeding",
      "known_bleeding_disorder",
      "anticoagulant_bleeding",
      "injury",
      "sexual_assault",
      "vaginal_insertion",
    ],
    ages: [11, 55],
    level: "consultation_24",
  },
];
