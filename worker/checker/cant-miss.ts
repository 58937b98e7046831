// The can't-miss check: the last page before a non-emergency interview stops, built from what the person
// complained of, not from how likely anything now seems. A clinician who hears "belly pain and vomiting" asks
// about the dangerous causes of belly pain and vomiting whatever the story so far suggests (NICE CKS red flags
// are listed by presenting symptom; WHO ETAT triages by sign, not by diagnosis): a complaint that began on a
// side detail (tiredness, body aches) leaves the posterior on the wrong illness, and the posterior-led safety
// check (interview.ts safetyCheck) then never reaches the emergency that fits the complaint just as well.
//
// The emergencies the complaints are typical of (each shown in a good share of its cases and far more often
// than at large) are covered together by the findings that would by themselves make the advice an emergency,
// each chosen for the share of the emergencies not yet caught that show it (em18), at most three pages. Priors
// by age and sex keep a toddler's cough from asking about a heart attack; the ranking is deterministic in what
// was told, so signs answered "no" are not asked again and the check ends after its last page.
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
/** The signs ranked (three pages at most), and one page's size. Most of the ranked signs have been asked by the
 * complaint's screens before the check opens, so the pages left are short; 24 rather than 16 (em19) reaches the
 * red flags of the fifth to tenth emergency of a general complaint (a racing heart that started like a switch
 * behind dizziness, a sudden one-sided low belly pain behind sweating) for about +0.2 questions on average. */
export const CANT_MISS_ITEMS = 24;
export const CANT_MISS_PAGE = 8;
/** Emergencies this much less likely a priori than the likeliest one (natural log) are left out. */
const PRIOR_SPAN = 6;
/** Emergencies are weighed by the square root of how likely each is (em18): a page led by raw likelihood spent
 * itself on the commonest emergency's many signs (a Nigerian adult's vomiting: severe malaria's prostration,
 * drowsiness and confusion) and never reached a rarer one that a clinician still asks about by name. */
const FLATTEN = 0.5;

/** The can't-miss signs for this evidence: finding indices, the ones catching most emergencies first. Items
 * already asked stay in the ranking (so the pages answered "no" are not followed by another). */
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
  // The page covers the complaint's emergencies together (em18): each sign is chosen for the share of the
  // emergencies still uncaught that would show it, as a clinician's red-flag questions for a presenting
  // symptom each catch several causes (NICE CKS "Nausea/vomiting in adults": severe belly pain catches
  // obstruction, pancreatitis and a perforation at once, leaving room for chest pain or a sudden one-sided low
  // belly pain). One sign per emergency, likeliest first, spent a vomiting adult's page on malaria, cholera and
  // dehydration and never reached a heart attack or a twisted ovary.
  const kept = candidates.filter((x) => x.weight >= best - PRIOR_SPAN);
  const remaining = kept.map(({ weight }) => Math.exp(FLATTEN * (weight - best)));
  const signs = new Set<number>();
  for (const { c } of kept) for (const fi of tellingTriggers(c, present, age, sex, model)) signs.add(fi);
  const out: number[] = [];
  while (out.length < CANT_MISS_ITEMS && signs.size) {
    let pick = -1;
    let cover = 0;
    for (const fi of signs) {
      let s = 0;
      kept.forEach(({ c }, k) => {
        s += (remaining[k] as number) * (model.lik[c * model.F + fi] as number);
      });
      if (s > cover) [pick, cover] = [fi, s];
    }
    if (pick < 0) break;
    out.push(pick);
    signs.delete(pick);
    kept.forEach(({ c }, k) => {
      remaining[k] = (remaining[k] as number) * (1 - (model.lik[c * model.F + pick] as number));
    });
  }
  return out;
}

/** The emergency's telling findings: common in it, far commoner than at large, and making the advice an
 * emergency when told with what the person has. */
function tellingTriggers(
  c: number,
  present: ReadonlySet<string>,
  age: number,
  sex: Sex | undefined,
  model: Model,
): number[] {
  const out: number[] = [];
  for (const fi of model.listed[c] as number[]) {
    const f = model.findings[fi];
    if (!f || present.has(f.id) || f.type === "location" || (f.sex && sex && f.sex !== sex)) continue;
    if (f.ages && (age < f.ages[0] || age > f.ages[1])) continue;
    const l = model.lik[c * model.F + fi] as number;
    if (l < TELLING_MIN_LIK || l < TYPICAL_RATIO * (model.base[fi] as number)) continue;
    if (emergencyWith(present, fi, age, model)) out.push(fi);
  }
  return out;
}
