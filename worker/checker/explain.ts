// Why a condition ranks where it does: each known finding's log likelihood ratio for the condition
// against the finding's base rate. Positive weights argue for the condition, negative against.
import type { EvidenceState } from "./inference.ts";
import { MODEL, type Model } from "./model.ts";
import type { Explanation } from "./types.ts";

const MIN_WEIGHT = 0.05;

export function explainCondition(ci: number, state: EvidenceState, model: Model = MODEL): Explanation {
  const out: Explanation = { for: [], against: [] };
  const row = ci * model.F;
  for (const [fi, v] of state.known) {
    const l = model.lik[row + fi] as number;
    const b = model.base[fi] as number;
    const w = v ? Math.log(l / b) : Math.log((1 - l) / (1 - b));
    if (Math.abs(w) < MIN_WEIGHT) continue;
    const f = model.findings[fi];
    if (!f) continue;
    // Report the finding as the user would recognise it: an absent finding is named as such.
    const item = {
      id: f.id,
      name: v ? f.name : `No ${f.name.charAt(0).toLowerCase()}${f.name.slice(1)}`,
      weight: Math.round(w * 100) / 100,
    };
    (w > 0 ? out.for : out.against).push(item);
  }
  out.for.sort((a, b) => b.weight - a.weight);
  out.against.sort((a, b) => a.weight - b.weight);
  return out;
}

/**
 * Why a question is worth asking, in plain words: the plausible condition whose odds the answer moves the
 * most (an emergency first, since ruling one out is the point of asking).
 */
export function whyAsked(fi: number, post: { probs: ArrayLike<number> }, model: Model = MODEL): string {
  const b = model.base[fi] as number;
  let best = -1;
  let bestScore = 0;
  for (let c = 0; c < model.C; c++) {
    const p = post.probs[c] as number;
    if (p < 0.01) continue;
    const l = model.lik[c * model.F + fi] as number;
    const score = p * Math.abs(Math.log(l / b)) * (model.emergencyCondition[c] ? 3 : 1);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const cond = model.conditions[best];
  if (!cond) return "This helps us understand your symptoms better.";
  const name = cond.commonName.charAt(0).toLowerCase() + cond.commonName.slice(1);
  const l = model.lik[best * model.F + fi] as number;
  if (model.emergencyCondition[best]) return `This helps rule out ${name}, which would need urgent care.`;
  return l > b ? `This helps tell whether it could be ${name}.` : `This helps rule out ${name}.`;
}
