// The interview step of the structured API (/api/v1): evidence in, ranked conditions, the next question
// and whether to stop out. Stateless: the client sends all evidence every time.
import { explainCondition } from "./explain.ts";
import { computePosterior, rankConditions, resolveEvidence, type EvidenceState, type Posterior } from "./inference.ts";
import { planNextQuestion, type PlannedQuestion } from "./interview.ts";
import { MODEL, type Model } from "./model.ts";
import { triageFrom, type TriageDecision } from "./triage.ts";
import type {
  DiagnoseInput,
  DiagnoseResult,
  EvidenceItem,
  Explanation,
  InterviewQuestion,
  RankedCondition,
  Sex,
} from "./types.ts";

export const DEFAULT_AGE = 25;
const TOP_CONDITIONS = 8;

// Stopping rule. The leader must be clear, or questions must have stopped paying off, or the cap is hit.
// Progress is counted in "question units": a finding asked on its own is one unit; red flags, locations
// and more specific variants are asked several to a question, so each counts a quarter.
export const STOP = {
  /** Leader probability that ends the interview on its own (after at least minUnitsCertain). */
  certain: 0.9,
  minUnitsCertain: 1,
  /** Leader probability that ends it when the runner-up is far behind (after at least minUnitsClear). */
  clear: 0.75,
  margin: 0.5,
  minUnitsClear: 3,
  /** Below this expected gain (bits) a question is not worth the user's time. */
  minGain: 0.03,
  minUnitsGain: 4,
  /** Question units after which we always stop. */
  maxUnits: 15,
  /** With a red flag present the advice is already "emergency": stop sooner. */
  redFlagLeader: 0.7,
  redFlagUnits: 8,
};

export interface Analysis {
  age: number;
  sex: Sex | undefined;
  state: EvidenceState;
  post: Posterior;
  ranked: number[];
}

export function analyse(
  age: number | undefined,
  sex: Sex | undefined,
  evidence: EvidenceItem[],
  model: Model = MODEL,
): Analysis {
  const a = Number.isFinite(age) ? Math.max(0, Math.min(120, Number(age))) : DEFAULT_AGE;
  const state = resolveEvidence(evidence, sex, model);
  const post = computePosterior(a, sex, state, model);
  return { age: a, sex, state, post, ranked: rankConditions(post) };
}

export function rankedConditions(an: Analysis, n = TOP_CONDITIONS, model: Model = MODEL): RankedCondition[] {
  return an.ranked.slice(0, n).map((ci) => {
    const c = model.conditions[ci];
    return {
      id: c?.id ?? "",
      name: c?.name ?? "",
      icd10: c?.icd10 ?? "",
      probability: Math.round((an.post.probs[ci] as number) * 10000) / 10000,
    };
  });
}

const CHOICES: InterviewQuestion["items"][number]["choices"] = [
  { id: "present", label: "Yes" },
  { id: "absent", label: "No" },
  { id: "unknown", label: "Don't know" },
];

const GROUP_TEXT: Record<string, string> = {
  belly_location: "Where is the pain? Select all that apply.",
};

export function formatQuestion(q: PlannedQuestion, model: Model = MODEL): InterviewQuestion {
  const items = q.items.map((fi) => {
    const f = model.findings[fi];
    return { id: f?.id ?? "", name: f?.name ?? "", choices: CHOICES.map((c) => ({ ...c })) };
  });
  const lead = model.findings[q.items[0] as number];
  if (q.kind === "single") return { type: "single", text: lead?.question ?? "", items };
  if (q.kind === "red_flags")
    return { type: "group_multiple", text: "Do you have any of these right now? Select all that apply.", items };
  if (q.kind === "location")
    return {
      type: "group_multiple",
      text: GROUP_TEXT[lead?.group ?? ""] ?? "Where is it? Select all that apply.",
      items,
    };
  return { type: "group_multiple", text: `${lead?.question ?? ""} Select all that apply.`, items };
}

/** Question units answered so far (volunteered findings don't count). */
export function answeredUnits(evidence: EvidenceItem[], model: Model = MODEL): number {
  const seen = new Set<string>();
  let units = 0;
  for (const e of evidence) {
    if (e.source === "initial" || seen.has(e.id)) continue;
    seen.add(e.id);
    const fi = model.findingIndex.get(e.id);
    const f = fi === undefined ? undefined : model.findings[fi];
    if (!f) continue;
    units += f.redFlag || f.type === "location" || f.parent !== undefined ? 0.25 : 1;
  }
  return units;
}

export function shouldStop(
  an: Analysis,
  next: PlannedQuestion | null,
  bestGain: number,
  units: number,
  decision: TriageDecision,
): boolean {
  if (!next) return true;
  if (units >= STOP.maxUnits) return true;
  const p1 = an.post.probs[an.ranked[0] as number] as number;
  const p2 = (an.post.probs[an.ranked[1] as number] as number) ?? 0;
  if (decision.red_flags.length && ((p1 >= STOP.redFlagLeader && units >= 1) || units >= STOP.redFlagUnits))
    return true;
  // A pending danger-sign screen is always asked before stopping.
  if (next.kind === "red_flags") return false;
  if (p1 >= STOP.certain && units >= STOP.minUnitsCertain) return true;
  if (p1 >= STOP.clear && p1 - p2 >= STOP.margin && units >= STOP.minUnitsClear) return true;
  if (bestGain < STOP.minGain && units >= STOP.minUnitsGain) return true;
  return false;
}

export function diagnose(input: DiagnoseInput, model: Model = MODEL): DiagnoseResult {
  const an = analyse(input.age, input.sex, input.evidence ?? [], model);
  const step = planNextQuestion(an.state, an.post, input.sex, model);
  const decision = triageFrom(an.state, an.post, model);
  const bestGain = step.scored[0]?.gain ?? 0;
  const stop = shouldStop(an, step.question, bestGain, answeredUnits(input.evidence ?? [], model), decision);
  return {
    question: step.question ? formatQuestion(step.question, model) : null,
    conditions: rankedConditions(an, TOP_CONDITIONS, model),
    should_stop: stop,
  };
}

export function triage(input: DiagnoseInput, model: Model = MODEL) {
  const an = analyse(input.age, input.sex, input.evidence ?? [], model);
  const t = triageFrom(an.state, an.post, model);
  return { triage_level: t.triage_level, red_flags: t.red_flags, advice: t.advice };
}

export function explain(input: DiagnoseInput, conditionId: string, model: Model = MODEL): Explanation {
  const ci = model.conditionIndex.get(conditionId);
  if (ci === undefined) return { for: [], against: [] };
  const an = analyse(input.age, input.sex, input.evidence ?? [], model);
  return explainCondition(ci, an.state, model);
}
