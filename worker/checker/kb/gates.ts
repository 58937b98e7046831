// Defining context findings. Some conditions exist only in a context the person can answer for certain:
// postpartum haemorrhage, puerperal sepsis and postpartum psychosis only after a birth (RCOG Green-top 52,
// WHO definition of puerperal sepsis, NICE CG192); pre-eclampsia, placenta praevia or labour only in
// pregnancy. A condition that lists such a finding at GATE_MIN or more is all but excluded when the person
// answers "no" to it, however well the rest of the evidence fits (a heavy period in a girl who has not
// given birth is never "postpartum haemorrhage"). Ordinary symptoms are never gates: a patient may
// misname or miss a symptom, but not a recent delivery. How far a pregnancy has gone (pregnant_late) is not
// a gate: people misjudge weeks, and a "no" there must not exclude preterm labour.
import type { Source } from "../types.ts";

/** Context findings that can gate a condition. */
export const GATE_FINDINGS = ["recent_delivery", "pregnant"];

/** A condition listing a gate finding at least this likely requires it. */
export const GATE_MIN = 0.95;

/** P(answered "no" | condition) for a gated condition: effectively excluded, still finite. */
export const GATE_EXCLUDED = 1e-4;

export const GATE_SOURCES: Source[] = [
  {
    name: "RCOG Green-top Guideline 52: Prevention and management of postpartum haemorrhage (definition)",
    url: "https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/prevention-and-management-of-postpartum-haemorrhage-green-top-guideline-no-52/",
  },
  {
    name: "WHO: Statement on maternal sepsis (definition: during pregnancy, childbirth, post-abortion or postpartum)",
    url: "https://www.who.int/publications/i/item/WHO-RHR-17.02",
  },
];
