// False-alarm round 23 of issue 10 (ck-fa23). Lay words for existing findings, so that a harmless phrase is not
// read as the danger sign it resembles. (The engine's part of this round, a leader that explains every complaint,
// is EXPLAINED in engine.ts; "keeping fluids down" as the denial of vomiting everything is keptDown in text.ts.)

import type { Finding, Source } from "../types.ts";
import { finding as f } from "./define.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const FA23_FINDINGS: Finding[] = [
  f(
    // WHO Rheumatic fever and rheumatic heart disease (TRS 923) and the revised Jones criteria (AHA 2015): a
    // migratory polyarthritis, each joint for days, then the next (knees, ankles, elbows, wrists), is the major
    // criterion. NICE CKS Septic arthritis: a septic joint is usually a single hot swollen joint.
    "joint_pain_migratory",
    "Joint pain that moves from one joint to another",
    "Does the joint pain move from one joint to another (for example knee, then ankle, then elbow)?",
    "joint pain moving between joints|pain moving from joint to joint|moving from joint to joint|moves from joint to joint|pain moves from one joint to another|jumps from one joint to another|pain that jumps from joint to joint|joint pain that moves around|pain moving to different joints|the pain moves to another joint|flitting joint pain|migratory joint pain|migrating joint pain|migratory arthritis|pain dey move from one joint to another|the pain dey jump from joint to joint",
    { group: "msk", base: 0.005, parent: "joint_pain" },
  ),
];

/** Likelihood rows of the new finding on existing conditions (added only where a condition has none). */
export const FA23_LIKELIHOOD_ROWS: Record<string, string> = {
  rheumatic_fever: "joint_pain_migratory .65",
  // CDC STI guidelines (disseminated gonococcal infection): migratory polyarthralgia with tenosynovitis.
  gonococcal_arthritis: "joint_pain_migratory .4",
  chikungunya: "joint_pain_migratory .05",
  reactive_arthritis: "joint_pain_migratory .1",
  septic_arthritis: "joint_pain_migratory .02",
};

/** Combinations appended to RED_FLAG_RULES (red-flag-rules.ts). */
export const FA23_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // CDC Sexually Transmitted Infections Treatment Guidelines 2021 (disseminated gonococcal infection: fever,
    // migratory polyarthralgia, tenosynovitis, pustules; hospital treatment with ceftriaxone): the migratory joint
    // pain that is not septic_joint's single joint stays an emergency with a sexual risk or a genital discharge.
    id: "fever_migratory_joints_sti",
    name: "Fever with joint pain moving from joint to joint after unprotected sex or with a genital discharge",
    all: [["fever"], ["joint_pain_migratory"], ["unprotected_sex", "urethral_discharge", "vaginal_discharge"]],
    level: "emergency",
  },
];

/** Lay words for existing findings. */
export const FA23_ALIASES: Record<string, string> = {
  // WHO IMCI ("vomits everything") and NICE CKS Gastroenteritis / NICE CG84 (unable to tolerate fluids): the danger
  // sign is vomiting everything, not a count of a few vomits. "Vomited a few times" was read as vomiting everything.
  vomiting:
    "vomited a few times|vomited a couple of times|vomited two times|vomited three times|vomited 2 times|vomited 3 times|vomited once or twice|vomited two or three times|threw up a few times|threw up twice|vomit small small|i don vomit two times|i vomit two times",
};

const WHO_TB_SCREENING: Source = {
  name: "WHO consolidated guidelines on tuberculosis, Module 2: screening (2021) and Nigeria NTBLCP: a cough of two weeks or more is presumptive TB, to be tested",
  url: "https://www.who.int/publications/i/item/9789240022676",
};
const NICE_NG120: Source = {
  name: "NICE NG120 Cough (acute): a cough usually lasts 3-4 weeks; NICE CKS Cough: a cough over 3 weeks is assessed (chest X-ray)",
  url: "https://www.nice.org.uk/guidance/ng120",
};

export const FA23_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // A cough of more than three weeks is seen by a clinician whatever its likely cause: in Nigeria it is presumptive
    // tuberculosis (WHO, NTBLCP: sputum test), and NICE CKS Cough assesses it. (It was a routine visit only by way of
    // the unexplained "other" mass; engine.ts EXPLAINED now lets an explained cold's cough go home, so the duration
    // says it on its own.)
    id: "cough_over_three_weeks",
    name: "A cough that has lasted more than 3 weeks",
    findings: ["cough_chronic"],
    level: "consultation",
    sources: [WHO_TB_SCREENING, NICE_NG120],
  },
];
