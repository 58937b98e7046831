// Findings of the false-alarm round 27 of issue 10 (ck-fa27): the told sign that makes a condition's own level lower
// (its guideline splits the condition by a question the person can answer). Every alias is a way of saying the
// finding, whoever says it; every row is a likelihood a clinician would agree with, named with its source.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const FA27_FINDINGS: Finding[] = [
  f(
    // NICE CKS Sickle cell disease (managing a painful episode at home: rest, fluids, paracetamol or ibuprofen; seek
    // care when the pain is not controlled), BSH 2015 / NICE CG143: a painful episode that simple painkillers are
    // easing is the mild episode managed at home. The opposite of painkillers_not_helping.
    "painkillers_helping",
    "Painkillers are easing the pain",
    "Are painkillers such as paracetamol or ibuprofen easing the pain?",
    "painkillers are helping|painkillers helping|painkillers are easing the pain|pain easing with painkillers|pain easing with paracetamol|pain easing with ibuprofen|pain easing with paracetamol and ibuprofen|paracetamol is helping|paracetamol helps|paracetamol and ibuprofen are helping|ibuprofen is helping|ibuprofen helps|panadol is helping|panadol dey help|the panadol dey work|the drugs dey help the pain|pain going down with panadol|pain getting better with painkillers|pain better with paracetamol|painkillers are working|the tablets are helping the pain|pain settles with painkillers|pain settling with paracetamol|medicine is helping the pain|pain relief is working",
    { group: "history", base: 0.05 },
  ),
];

/** Likelihood rows of the new finding on existing conditions (added only where a condition has none). */
export const FA27_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS Sickle cell disease: most painful episodes are managed at home with simple painkillers; those who seek
  // care have pain the painkillers do not control, so among those who present the helped episode is the lesser share.
  sickle_pain_crisis: "painkillers_helping .35",
};
