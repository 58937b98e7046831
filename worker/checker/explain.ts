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
