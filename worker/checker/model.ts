// Precomputed, immutable view of the knowledge base built once at module load, so each interview step
// is array arithmetic rather than object lookups (one diagnosis call must stay well under 20 ms).
import { ageTableMultiplier } from "./kb/age-priors.ts";
import { isBackground, PREGNANCY_STATES } from "./kb/background.ts";
import { GATE_EXCLUDED, GATE_FINDINGS, GATE_MIN } from "./kb/gates.ts";
import { CONDITIONS, FINDINGS } from "./kb/index.ts";
import type { Condition, Finding, Sex } from "./types.ts";

// Likelihoods are clamped so no single answer can drive a condition to exactly zero or certainty.
const MIN_P = 0.001;
const MAX_P = 0.995;

export interface Model {
  findings: Finding[];
  conditions: Condition[];
  F: number;
  C: number;
  findingIndex: Map<string, number>;
  conditionIndex: Map<string, number>;
  /** P(finding | condition) for condition c, finding f at c * F + f (the finding's base rate when unlisted). */
  lik: Float64Array;
  logLik: Float64Array;
  logNotLik: Float64Array;
  base: Float64Array;
  logBase: Float64Array;
  logNotBase: Float64Array;
  /** Findings each condition lists (explicitly or through a child finding). */
  listed: number[][];
  /** Conditions that list each finding. */
  listers: number[][];
  parentOf: Int32Array;
  childrenOf: number[][];
  /** Findings a present finding makes present (its parent and any other implications). */
  impliesOf: number[][];
  /** Findings that make this one present (inverse of impliesOf). */
  impliedByOf: number[][];
  /** Every finding a present finding makes present: parents and implications, transitively (itself excluded). */
  impliedAll: number[][];
  emergencyCondition: Uint8Array;
  /** 1 for background findings (kb/background.ts: who the person is, not what is wrong now) that can be
   * incidental to a complaint: a chronic illness, a medicine, a habit, an exposure. A pregnancy is not: every
   * condition of pregnancy is one of the pregnancy, and the ordinary ones carry the ordinary complaints. */
  background: Uint8Array;
}

const clamp = (p: number) => Math.min(MAX_P, Math.max(MIN_P, p));

/**
 * A condition that does not list a finding still shows it at a fraction of the finding's base rate
 * (incidental co-occurrence). The "other" mass keeps the full base rate, because an illness outside the
 * knowledge base may well cause it.
 */
export const UNLISTED_LEAK = 0.5;

/** Backgrounds that choose the population rather than add a risk (Model.background). */
const POPULATION: ReadonlySet<string> = new Set(["pregnant", "pregnant_early", "pregnant_late", ...PREGNANCY_STATES]);

export function buildModel(findings: Finding[], conditions: Condition[]): Model {
  const F = findings.length;
  const C = conditions.length;
  const findingIndex = new Map(findings.map((f, i) => [f.id, i] as const));
  const conditionIndex = new Map(conditions.map((c, i) => [c.id, i] as const));
  const base = new Float64Array(F);
  const logBase = new Float64Array(F);
  const logNotBase = new Float64Array(F);
  const parentOf = new Int32Array(F).fill(-1);
  const childrenOf: number[][] = findings.map(() => []);
  const impliesOf: number[][] = findings.map(() => []);
  const impliedByOf: number[][] = findings.map(() => []);
  findings.forEach((f, i) => {
    base[i] = clamp(f.base);
    logBase[i] = Math.log(base[i] as number);
    logNotBase[i] = Math.log(1 - (base[i] as number));
    if (f.parent !== undefined) {
      const p = findingIndex.get(f.parent);
      if (p !== undefined) {
        parentOf[i] = p;
        (childrenOf[p] as number[]).push(i);
      }
    }
    for (const id of [...(f.parent ? [f.parent] : []), ...(f.implies ?? [])]) {
      const j = findingIndex.get(id);
      if (j === undefined || (impliesOf[i] as number[]).includes(j)) continue;
      (impliesOf[i] as number[]).push(j);
      (impliedByOf[j] as number[]).push(i);
    }
  });

  const impliedAll = findings.map((_, fi) => {
    const seen = new Set<number>();
    const stack = [...(impliesOf[fi] as number[])];
    while (stack.length) {
      const j = stack.pop() as number;
      if (seen.has(j) || j === fi) continue;
      seen.add(j);
      stack.push(...(impliesOf[j] as number[]));
    }
    return [...seen];
  });

  const lik = new Float64Array(C * F);
  const listed: number[][] = [];
  const listers: number[][] = findings.map(() => []);
  const emergencyCondition = new Uint8Array(C);
  const background = new Uint8Array(F);
  findings.forEach((f, i) => (background[i] = isBackground(f) && !POPULATION.has(f.id) ? 1 : 0));
  conditions.forEach((c, ci) => {
    const row = ci * F;
    for (let fi = 0; fi < F; fi++) lik[row + fi] = clamp((base[fi] as number) * UNLISTED_LEAK);
    const mine = new Set<number>();
    for (const [fid, p] of Object.entries(c.likelihoods)) {
      const fi = findingIndex.get(fid);
      if (fi === undefined) continue;
      lik[row + fi] = clamp(p);
      mine.add(fi);
    }
    // A finding implies its parent (and other implications), so P(implied | c) can never be below P(finding | c).
    const stack = [...mine];
    while (stack.length) {
      const child = stack.pop() as number;
      for (const implied of impliesOf[child] as number[]) {
        const pc = lik[row + child] as number;
        if (!mine.has(implied) || (lik[row + implied] as number) < pc) {
          lik[row + implied] = Math.max(lik[row + implied] as number, pc);
          mine.add(implied);
          stack.push(implied);
        }
      }
    }
    listed.push([...mine].sort((a, b) => a - b));
    for (const fi of mine) (listers[fi] as number[]).push(ci);
    emergencyCondition[ci] = c.triage === "emergency" || c.triage === "emergency_ambulance" ? 1 : 0;
  });
  const logLik = new Float64Array(C * F);
  const logNotLik = new Float64Array(C * F);
  for (let i = 0; i < C * F; i++) {
    logLik[i] = Math.log(lik[i] as number);
    logNotLik[i] = Math.log(1 - (lik[i] as number));
  }
  // Gates (kb/gates.ts): a condition that requires a context finding is all but excluded when it is denied.
  const gates = GATE_FINDINGS.map((id) => findingIndex.get(id)).filter((fi): fi is number => fi !== undefined);
  conditions.forEach((c, ci) => {
    for (const fi of gates) {
      const p = c.likelihoods[findings[fi]?.id ?? ""];
      if (p !== undefined && p >= GATE_MIN) logNotLik[ci * F + fi] = Math.log(GATE_EXCLUDED);
    }
  });
  return {
    findings,
    conditions,
    F,
    C,
    findingIndex,
    conditionIndex,
    lik,
    logLik,
    logNotLik,
    base,
    logBase,
    logNotBase,
    listed,
    listers,
    parentOf,
    childrenOf,
    impliesOf,
    impliedAll,
    impliedByOf,
    emergencyCondition,
    background,
  };
}

export const MODEL: Model = buildModel(FINDINGS, CONDITIONS);

/** Sex multiplier; an unknown sex averages the two so neither sex's conditions are ruled out. */
function sexMultiplier(c: Condition, sex: Sex | undefined): number {
  if (sex === "female") return c.prior.female;
  if (sex === "male") return c.prior.male;
  return (c.prior.female + c.prior.male) / 2;
}

function ageMultiplier(c: Condition, age: number): number {
  const table = ageTableMultiplier(c, age); // kb/age-priors.ts: babies and children, and the reverse
  for (const [min, max, mult] of c.prior.bands) if (age >= min && age <= max) return mult * table;
  return table;
}

/** Log prior of each condition for this patient (−Infinity when excluded by sex or age). */
export function logPriors(model: Model, age: number, sex: Sex | undefined): Float64Array {
  const out = new Float64Array(model.C);
  model.conditions.forEach((c, i) => {
    const p = c.prior.base * sexMultiplier(c, sex) * ageMultiplier(c, age);
    out[i] = p > 0 ? Math.log(p) : -Infinity;
  });
  return out;
}

/** A condition explains a complaint it shows in at least 30 % of cases, or three times as often as people at
 * large (the interview's test of an explaining emergency, interview.ts EXPLAINS_*): used by triage (an emergency
 * there only because of a background) and by the posterior (a background incidental to the complaint). */
export function explainsAny(c: number, complaints: readonly number[], model: Model = MODEL): boolean {
  return complaints.some((fi) => {
    const l = model.lik[c * model.F + fi] as number;
    return l >= Math.min(0.3, 3 * (model.base[fi] as number));
  });
}
