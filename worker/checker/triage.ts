// Triage: what to do now, in the five levels of the /api/v1 contract. Red flags decide at once; otherwise
// the level comes from how much probability sits on conditions at each urgency, erring towards the more
// urgent level (under-triage is the costly mistake).
import type { EvidenceState, Posterior } from "./inference.ts";
import { RED_FLAG_RULES } from "./kb/red-flag-rules.ts";
import { MODEL, type Model } from "./model.ts";
import type { TriageLevel, TriageResult } from "./types.ts";

const RANK: Record<TriageLevel, number> = {
  self_care: 1,
  consultation: 2,
  consultation_24: 3,
  emergency: 4,
  emergency_ambulance: 5,
};

/** Minimum probability mass on conditions at or above a level for that level to be chosen. */
export const TRIAGE_THRESHOLDS = { emergency: 0.15, consultation_24: 0.3, consultation: 0.35 };

export const TRIAGE_ADVICE: Record<TriageLevel, string> = {
  emergency_ambulance:
    "Call 112 now (Nigeria's emergency number) for an ambulance, or get someone to take you to the nearest hospital emergency department immediately. Do not drive yourself, do not wait to see if it gets better, and do not eat or drink until a clinician has seen you.",
  emergency:
    "Go to the nearest hospital emergency department now, or call 112 in Nigeria if you cannot get there safely. Do not wait to see if it gets better.",
  consultation_24:
    "See a doctor or go to a clinic today, within 24 hours. If you get worse or notice danger signs (confusion, difficulty breathing, fainting, severe pain, bleeding, a fit), go to an emergency department or call 112 at once.",
  consultation:
    "Book a visit with a doctor, clinic or health centre in the next few days. Go sooner if symptoms get worse or new ones appear.",
  self_care:
    "This can usually be looked after at home with the self-care measures below. See a doctor or pharmacist if it is not better in a few days, gets worse, or new symptoms appear.",
};

export interface TriageDecision extends TriageResult {
  /** Why: "red_flag", "rule" or "differential". */
  basis: "red_flag" | "rule" | "differential";
}

export function triageFrom(state: EvidenceState, post: Posterior, model: Model = MODEL): TriageDecision {
  const present = new Set<string>();
  for (const [fi, v] of state.known) if (v === 1) present.add(model.findings[fi]?.id as string);

  const redFlags: Array<{ id: string; name: string }> = [];
  let level: TriageLevel | null = null;
  let basis: TriageDecision["basis"] = "differential";
  for (const f of model.findings) {
    if (!f.redFlag || !present.has(f.id)) continue;
    redFlags.push({ id: f.id, name: f.name });
    const l: TriageLevel = f.ambulance ? "emergency_ambulance" : "emergency";
    if (!level || RANK[l] > RANK[level]) level = l;
    basis = "red_flag";
  }
  for (const rule of RED_FLAG_RULES) {
    if (!rule.all.every((group) => group.some((id) => present.has(id)))) continue;
    redFlags.push({ id: rule.id, name: rule.name });
    if (!level || RANK[rule.level] > RANK[level]) level = rule.level;
    if (basis !== "red_flag") basis = "rule";
  }
  if (level) return { triage_level: level, red_flags: redFlags, advice: TRIAGE_ADVICE[level], basis };

  // Mass at or above each level; the unexplained "other" mass counts as needing a consultation.
  const atLeast = [0, 0, 0, 0, 0, 0];
  const add = (rank: number, p: number) => {
    for (let r = 1; r <= rank; r++) atLeast[r] = (atLeast[r] as number) + p;
  };
  post.probs.forEach((p, c) => add(RANK[model.conditions[c]?.triage ?? "consultation"], p));
  add(2, post.other);
  let chosen: TriageLevel = "self_care";
  if ((atLeast[4] as number) >= TRIAGE_THRESHOLDS.emergency) {
    chosen = (atLeast[5] as number) >= (atLeast[4] as number) / 2 ? "emergency_ambulance" : "emergency";
  } else if ((atLeast[3] as number) >= TRIAGE_THRESHOLDS.consultation_24) chosen = "consultation_24";
  else if ((atLeast[2] as number) >= TRIAGE_THRESHOLDS.consultation) chosen = "consultation";
  return { triage_level: chosen, red_flags: [], advice: TRIAGE_ADVICE[chosen], basis };
}
