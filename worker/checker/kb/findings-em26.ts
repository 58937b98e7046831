// Findings of the emergency round 26 of issue 10 (ck-em26): emergencies told with little information. Every alias is a
// way of saying the finding, whoever says it; every row is a likelihood a clinician would agree with for every
// patient, named with its source. (ck-lang26 owns lay-phrase reading in general; the aliases here are the words of a
// danger sign a rule of this round needs.)
import type { Finding } from "../types.ts";

export const EM26_FINDINGS: Finding[] = [];

/** Aliases added to existing findings (the telling words of an emergency). */
export const EM26_ALIASES: Record<string, string> = {
  // NICE CKS Whooping cough and CDC Pertussis (clinical features in infants): a young baby's cough comes in bouts
  // ("coughs in fits") that may end with the baby not breathing and going blue, often without the whoop.
  whoop: "coughs in fits|coughs in bouts|coughing bouts|bouts of coughing|fits of coughing|coughing spells",
  apnoea:
    "stops breathing after coughing|stops breathing after the cough|stopped breathing after coughing|stops breathing when coughing|stops breathing for a moment",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM26_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS Whooping cough (infants under 6 months: apnoea and cyanosis, often without the whoop; admit when
  // present), CDC Pertussis clinical features (infants: apnoea in about half of those admitted, cyanosis with the
  // coughing spells). The rows are of all ages (most are infants' share; an older child or adult rarely goes blue).
  pertussis: "cyanosis .15, apnoea .1",
};

/** Implications added to existing findings: a present finding that makes another present, named with its source. */
export const EM26_IMPLIES: Record<string, string[]> = {};
