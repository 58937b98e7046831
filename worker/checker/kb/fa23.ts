// False-alarm round 23 of issue 10 (ck-fa23). Lay words for existing findings, so that a harmless phrase is not
// read as the danger sign it resembles. (The engine's part of this round, a leader that explains every complaint,
// is EXPLAINED in engine.ts; "keeping fluids down" as the denial of vomiting everything is keptDown in text.ts.)

import type { Source } from "../types.ts";
import type { SeverityModifier } from "./severity.ts";

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
