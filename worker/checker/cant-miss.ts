// The can't-miss check: the last page before a non-emergency interview stops, built from what the person
// complained of, not from how likely anything now seems. A clinician who hears "belly pain and vomiting" asks
// about the dangerous causes of belly pain and vomiting whatever the story so far suggests (NICE CKS red flags
// are listed by presenting symptom; WHO ETAT triages by sign, not by diagnosis): a complaint that began on a
// side detail (tiredness, body aches) leaves the posterior on the wrong illness, and the posterior-led safety
// check (interview.ts safetyCheck) then never reaches the emergency that fits the complaint just as well.
//
// For each emergency the complaints are typical of (each shown in a good share of its cases and far more often
// than at large), its most telling finding that would by itself make the advice an emergency is offered, the
// likeliest emergencies first, at most one page. Priors by age and sex keep a toddler's cough from asking
// about a heart attack; the page is deterministic in what was told, so once answered "no" it is not asked again.
import { isBackground } from "./kb/background.ts";
import type { EvidenceState } from "./inference.ts";
import { logPriors, MODEL, type Model } from "./model.ts";
import { emergencyWith } from "./triage.ts";
import type { Sex } from "./types.ts";

/** A complaint is typical of an emergency when at least this share of its cases show it... */
export const CANT_MISS_TYPICAL = 0.3;
/** ...and this many times more often than people at large. */
const TYPICAL_RATIO = 3;
/** The finding asked for an emergency must be this common in it (a sign most cases show, not a rarity). */
const TELLING_MIN_LIK = 0.3;
/** One page. */
export const CANT_MISS_ITEMS = 5;
/** Emergencies this much less likely a priori than the likeliest one (natural log) are left out. */
const PRIOR_SPAN = 6;

/** The can't-miss page for this evidence: finding indices, the likeliest emergencies' signs first. Items
 * already asked stay in the ranking (so a page answered "no" is not followed by the next five). */
export function cantMissItems(state: EvidenceState, age: number, sex: Sex | undefined, model: Model = MODEL): number[] {
  const present = new Set<string>();
  const complaints: number[] = [];
  for (const [fi, v] of state.known) {
    if (v !== 1) continue;
    const f = model.findings[fi];
    if (!f) continue;
    present.add(f.id);
    if (!isBackground(f)) complaints.push(fi);
  }
  if (!complaints.length) return [];
  const lp = logPriors(model, age, sex);
  const candidates: Array<{ c: number; weight: number }> = [];
  let best = -Infinity;
  for (let c = 0; c < model.conditions.length; c++) {
    if (!model.emergencyCondition[c] || !Number.isFinite(lp[c] as number)) continue;
    let typical = 0;
    for (const t of complaints) {
      const l = model.lik[c * model.F + t] as number;
      if (l >= CANT_MISS_TYPICAL && l >= TYPICAL_RATIO * (model.base[t] as number)) typical = Math.max(typical, l);
    }
    if (!typical) continue;
    const weight = (lp[c] as number) + Math.log(typical);
    best = Math.max(best, weight);
    candidates.push({ c, weight });
  }
  candidates.sort((a, b) => b.weight - a.weight);
  const out: number[] = [];
  for (const { c, weight } of candidates) {
    if (out.length >= CANT_MISS_ITEMS || weight < best - PRIOR_SPAN) break;
    const fi = tellingTrigger(c, present, age, sex, model);
    if (fi !== undefined && !out.includes(fi)) out.push(fi);
  }
  return out;
}

/** The emergency's most telling finding that, told with what the person has, makes the advice an emergency. */
function tellingTrigger(
  c: number,
  present: ReadonlySet<string>,
  age: number,
  sex: Sex | undefined,
  model: Model,
): number | undefined {
  let pick: number | undefined;
  let score = 0;
  for (const fi of model.listed[c] as number[]) {
    const f = model.findings[fi];
    if (!f || present.has(f.id) || f.type === "location" || (f.sex && sex && f.sex !== sex)) continue;
    if (f.ages && (age < f.ages[0] || age > f.ages[1])) continue;
    const l = model.lik[c * model.F + fi] as number;
    const b = model.base[fi] as number;
    if (l < TELLING_MIN_LIK || l < TYPICAL_RATIO * b) continue;
    const s = l * Math.log(l / b);
    if (s <= score) continue;
    if (!emergencyWith(present, fi, age, model)) continue;
    pick = fi;
    score = s;
  }
  return pick;
}
