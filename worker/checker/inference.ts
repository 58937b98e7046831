// Naive-Bayes inference over the knowledge base with a leak term: a finding a condition does not list
// takes the finding's base rate, so an unexpected finding lowers a condition without zeroing it. The
// posterior is normalised over every condition plus an "other" mass (illness the knowledge base does
// not cover), which keeps probabilities honest when the evidence fits nothing well.
import { explainsAny, MODEL, logPriors, UNLISTED_LEAK, type Model } from "./model.ts";
import type { Choice, EvidenceItem, Sex } from "./types.ts";

/** Share of the prior mass given to conditions outside the knowledge base. */
export const OTHER_PRIOR_SHARE = 0.1;

/** Known answers by finding index: 1 present, 0 absent. Unknown answers are recorded apart (asked, no evidence). */
export interface EvidenceState {
  known: Map<number, 0 | 1>;
  asked: Set<number>;
  /** Findings the client marked as volunteered ("initial") rather than answered. */
  initial: Set<number>;
}

/**
 * Resolves raw evidence into known states. Present child ⇒ present parent (a "dry cough" is a cough);
 * absent parent ⇒ absent children unless a child was explicitly present; unknown means asked, no evidence.
 * Unknown ids and findings that do not apply to the patient's sex are ignored here (the API rejects
 * unknown ids before this point through validateEvidenceIds).
 */
export function resolveEvidence(evidence: EvidenceItem[], sex: Sex | undefined, model: Model = MODEL): EvidenceState {
  const explicit = new Map<number, Choice>();
  const initial = new Set<number>();
  for (const e of evidence) {
    const fi = model.findingIndex.get(e.id);
    if (fi === undefined) continue;
    const fsex = model.findings[fi]?.sex;
    if (fsex && sex && fsex !== sex) continue;
    // A later answer for the same finding replaces an earlier one, except that "unknown" never erases a real answer.
    const prev = explicit.get(fi);
    if (e.choice === "unknown" && (prev === "present" || prev === "absent")) continue;
    explicit.set(fi, e.choice);
    if (e.source === "initial") initial.add(fi);
  }
  const known = new Map<number, 0 | 1>();
  const asked = new Set<number>(explicit.keys());
  for (const [fi, choice] of explicit) if (choice === "absent") known.set(fi, 0);
  for (const [fi, choice] of explicit) {
    if (choice !== "present") continue;
    for (const cur of [fi, ...(model.impliedAll[fi] as number[])]) {
      known.set(cur, 1);
      asked.add(cur);
    }
  }
  // Absent finding ⇒ whatever implies it is absent too (unless answered present above).
  const stack = [...known.entries()].filter(([, v]) => v === 0).map(([k]) => k);
  while (stack.length) {
    const p = stack.pop() as number;
    for (const child of model.impliedByOf[p] as number[]) {
      if (known.get(child) === 1) continue;
      if (!known.has(child)) {
        known.set(child, 0);
        asked.add(child);
        stack.push(child);
      }
    }
  }
  return { known, asked, initial };
}

export interface Posterior {
  /** Probability of each condition (index-aligned with model.conditions). */
  probs: Float64Array;
  other: number;
  /** Unnormalised log score of each condition. */
  logScores: Float64Array;
}

export function computePosterior(
  age: number,
  sex: Sex | undefined,
  state: EvidenceState,
  model: Model = MODEL,
): Posterior {
  const { C, F } = model;
  const priors = logPriors(model, age, sex);
  const logScores = new Float64Array(C);
  let priorTotal = 0;
  for (let c = 0; c < C; c++) priorTotal += Math.exp(priors[c] as number);
  // "Other" explains every finding at its base rate.
  let otherLog = Math.log((priorTotal * OTHER_PRIOR_SHARE) / (1 - OTHER_PRIOR_SHARE));
  const entries = [...state.known.entries()];
  for (const [fi, v] of entries) otherLog += v ? (model.logBase[fi] as number) : (model.logNotBase[fi] as number);
  let max = otherLog;
  const told = backgroundAndComplaints(entries, model);
  for (let c = 0; c < C; c++) {
    let s = priors[c] as number;
    if (s !== -Infinity) {
      const row = c * F;
      // A condition of the person's background that explains none of what they came with is not made likelier
      // by the background ("on insulin with a runny nose" is a cold, not lumps at the injection sites): the
      // background counts for it as for a condition that does not list it, and in full where it explains.
      const incidental = told && !explainsAny(c, told.complaints, model);
      for (const [fi, v] of entries) {
        const l = v ? (model.logLik[row + fi] as number) : (model.logNotLik[row + fi] as number);
        s += incidental && v && model.background[fi] ? Math.min(l, (model.logBase[fi] as number) + LOG_LEAK) : l;
      }
    }
    logScores[c] = s;
    if (s > max) max = s;
  }
  const probs = new Float64Array(C);
  let total = Math.exp(otherLog - max);
  for (let c = 0; c < C; c++) {
    const v = Math.exp((logScores[c] as number) - max);
    probs[c] = v;
    total += v;
  }
  for (let c = 0; c < C; c++) probs[c] = (probs[c] as number) / total;
  return { probs, other: Math.exp(otherLog - max) / total, logScores };
}

const LOG_LEAK = Math.log(UNLISTED_LEAK);

/** The present background findings and complaints, when both were told (else null). */
function backgroundAndComplaints(entries: Array<[number, 0 | 1]>, model: Model): { complaints: number[] } | null {
  let background = false;
  const complaints: number[] = [];
  for (const [fi, v] of entries) {
    if (!v) continue;
    if (model.background[fi]) background = true;
    else complaints.push(fi);
  }
  return background && complaints.length ? { complaints } : null;
}

/** Condition indices ordered by probability, most likely first. */
export function rankConditions(post: Posterior): number[] {
  const idx = Array.from(post.probs.keys());
  idx.sort((a, b) => (post.probs[b] as number) - (post.probs[a] as number));
  return idx;
}
