// The interview step of the structured API (/api/v1): evidence in, ranked conditions, the next question
// and whether to stop out. Stateless: the client sends all evidence every time.
import { explainCondition } from "./explain.ts";
import { computePosterior, rankConditions, resolveEvidence, type EvidenceState, type Posterior } from "./inference.ts";
import { CANT_MISS_PAGE, cantMissItems } from "./cant-miss.ts";
import { SCREEN_FINDING_IDS, planNextQuestion, safetyCheck, type PlannedQuestion } from "./interview.ts";
import { fitsAge } from "./kb/finding-ages.ts";
import { LATE_KINDS } from "./subject.ts";
import { explainsAny, MODEL, type Model } from "./model.ts";
import { AGE_RULES } from "./kb/danger-screens.ts";
import { AGE_HEADLINE_CLEAR, EM26_AGE_RULE_HEADLINES } from "./kb/danger-screens-em26.ts";
import { RED_FLAG_LIMITS, RED_FLAG_RULES } from "./kb/red-flag-rules.ts";
import { SEVERITY_MODIFIERS } from "./kb/severity.ts";
import { emergencyByFindings, RANK, triageFrom, type TriageDecision } from "./triage.ts";
import type {
  DiagnoseInput,
  DiagnoseResult,
  EvidenceItem,
  Explanation,
  Finding,
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
  maxUnits: 18,
  /** With a danger sign present the advice is already "emergency": stop once an emergency condition leads
   * this clearly, or once this many findings have been asked to name it (at most two questions). */
  redFlagLeader: 0.8,
  redFlagUnits: 2,
};

/**
 * Honest uncertainty. The result is "undetermined" when the leader is below UNDETERMINED.leader or the
 * "other" mass (illness outside the knowledge base) is above UNDETERMINED.other. Justification: on the
 * bench vignettes a leader below 0.3 is the right diagnosis in fewer than a third of cases, so calling it
 * "most likely" would mislead more often than not.
 */
export const UNDETERMINED = { leader: 0.3, other: 0.4 };

export interface Analysis {
  age: number;
  sex: Sex | undefined;
  state: EvidenceState;
  post: Posterior;
  ranked: number[];
  /** Nothing in the knowledge base explains the evidence well. */
  undetermined: boolean;
}

const AGE_LIMITED = new WeakMap<Model, number[]>();
function ageLimited(model: Model): number[] {
  let out = AGE_LIMITED.get(model);
  if (!out) {
    out = model.findings.flatMap((f, i) => (f.ages ? [i] : []));
    AGE_LIMITED.set(model, out);
  }
  return out;
}

const LATE_PAIRS = new WeakMap<Model, Array<[number, number]>>();
/** Pairs of (fresh injury, the same told as weeks past) by finding index. */
function lateKinds(model: Model): Array<[number, number]> {
  let out = LATE_PAIRS.get(model);
  if (!out) {
    out = Object.entries(LATE_KINDS).flatMap(([fresh, late]) => {
      const f = model.findingIndex.get(fresh);
      const l = model.findingIndex.get(late);
      return f === undefined || l === undefined ? [] : [[f, l] as [number, number]];
    });
    LATE_PAIRS.set(model, out);
  }
  return out;
}

export function analyse(
  age: number | undefined,
  sex: Sex | undefined,
  evidence: EvidenceItem[],
  model: Model = MODEL,
): Analysis {
  const a = Number.isFinite(age) ? Math.max(0, Math.min(120, Number(age))) : DEFAULT_AGE;
  const state = resolveEvidence(evidence, sex, model);
  // A finding outside the person's age (kb/finding-ages.ts) counts as asked without an answer: no question
  // offers it, and a volunteered answer still counts.
  for (const fi of ageLimited(model)) {
    const f = model.findings[fi] as Finding;
    if (!fitsAge(f, a)) state.asked.add(fi);
  }
  // An injury told as weeks past (kb/findings-late.ts) answers the question about the injury: asking "did you
  // hit your head?" again would read the old blow as a fresh one.
  for (const [fresh, late] of lateKinds(model))
    if (state.known.get(late) === 1 && !state.known.has(fresh)) state.asked.add(fresh);
  const post = computePosterior(a, sex, state, model);
  const ranked = rankConditions(post);
  const p1 = (post.probs[ranked[0] as number] as number) ?? 0;
  const undetermined = p1 < UNDETERMINED.leader || post.other > UNDETERMINED.other;
  return { age: a, sex, state, post, ranked, undetermined };
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
  if (q.kind === "red_flags") {
    const label = q.label ? `${q.label}: ` : "";
    return {
      type: "group_multiple",
      text: `${label}${q.text ?? "Do you have any of these right now?"} Select all that apply.`,
      items,
    };
  }
  if (q.kind === "associated")
    return { type: "group_multiple", text: "Do you also have any of these? Select all that apply.", items };
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
  return unitsOf(evidence, new Set<string>(), model);
}

function unitsOf(evidence: EvidenceItem[], seen: Set<string>, model: Model): number {
  let units = 0;
  for (const e of evidence) {
    if (e.source === "initial" || seen.has(e.id)) continue;
    seen.add(e.id);
    const fi = model.findingIndex.get(e.id);
    const f = fi === undefined ? undefined : model.findings[fi];
    if (!f) continue;
    // A kind of another finding (a child, or one that implies it: a racing heart that started like a switch is a
    // racing heart) is ticked in that finding's question (em19 offers the dangerous kinds there), not a question.
    const kind = f.parent !== undefined || (model.impliesOf[fi as number] as number[]).length > 0;
    units += f.redFlag || f.type === "location" || kind || SCREEN_FINDING_IDS.has(f.id) ? 0.25 : 1;
  }
  return units;
}

/** One page of the web flow counts at most this many question units, however many boxes it offers: a list
 * of five signs to tick is one question for the person, not five. */
export const WEB_STEP_MAX_UNITS = 1.25;

/**
 * Question units of the web flow, whose evidence is the volunteered findings followed by each answered
 * page's findings (`steps`: how many findings each page added, as the form carries them). Each page counts
 * as /api/v1 counts its findings, at most WEB_STEP_MAX_UNITS.
 */
export function webAnsweredUnits(evidence: EvidenceItem[], steps: readonly number[], model: Model = MODEL): number {
  const total = steps.reduce((s, n) => s + n, 0);
  if (total > evidence.length) return answeredUnits(evidence, model);
  const seen = new Set<string>();
  let at = evidence.length - total;
  let units = unitsOf(evidence.slice(0, at), seen, model);
  for (const n of steps) {
    units += Math.min(WEB_STEP_MAX_UNITS, unitsOf(evidence.slice(at, at + n), seen, model));
    at += n;
  }
  return units;
}

/** Questions answered after the evidence first showed a danger sign (0 when none has). Findings the user
 * volunteered (source "initial") are not answers: a complaint that names a danger sign still gets the
 * questions that name the emergency. */
export function unitsAfterDanger(evidence: EvidenceItem[], age: number, model: Model = MODEL): number {
  const present = new Set<string>();
  let at = -1;
  for (let i = 0; i < evidence.length && at < 0; i++) {
    const e = evidence[i] as EvidenceItem;
    if (e.choice !== "present") continue;
    present.add(e.id);
    const fi = model.findingIndex.get(e.id);
    if (fi !== undefined) for (const j of model.impliedAll[fi] as number[]) present.add(model.findings[j]?.id ?? "");
    if (emergencyByFindings(present, age, model)) at = i;
  }
  return at < 0 ? 0 : new Set(evidence.slice(at + 1).flatMap((e) => (e.source === "initial" ? [] : [e.id]))).size;
}

export function shouldStop(
  an: Analysis,
  next: PlannedQuestion | null,
  bestGain: number,
  units: number,
  decision: TriageDecision,
  afterDanger = 0,
  model: Model = MODEL,
  /** Units of the person's time spent so far, when not counted like the findings (the web flow's pages). */
  spent = units,
): boolean {
  if (!next) return true;
  if (spent >= STOP.maxUnits) return true;
  const lead = an.ranked[0] as number;
  const p1 = an.post.probs[lead] as number;
  const p2 = (an.post.probs[an.ranked[1] as number] as number) ?? 0;
  if (isEmergencyDecision(decision)) {
    // Stop quickly: the advice is already "emergency now"; ask only what names the emergency. A pending
    // complaint or age-band danger screen is never cut short (it is what names the emergency).
    if (next.kind === "red_flags" && next.mustAsk && next.system !== "severity") return false;
    if (next.kind === "associated") return false;
    // The leading condition's hallmark (interview.ts hallmarkQuestion): asked before the result names it.
    if (next.kind === "single" && next.mustAsk) return false;
    if (afterDanger >= STOP.redFlagUnits) return true;
    if (p1 >= STOP.redFlagLeader && model.emergencyCondition[lead]) return true;
    return false;
  }
  // A pending danger-sign screen (or a must-ask question about the complaint) is always asked first.
  if ((next.kind === "red_flags" && !next.optional) || next.mustAsk) return false;
  if (p1 >= STOP.certain && units >= STOP.minUnitsCertain) return true;
  if (p1 >= STOP.clear && p1 - p2 >= STOP.margin && units >= STOP.minUnitsClear) return true;
  if (bestGain < STOP.minGain && units >= STOP.minUnitsGain) return true;
  return false;
}

/**
 * Before an interview that is not an emergency stops, the safety check asks about whatever would make it
 * one (interview.ts safetyCheck); once those are answered (or none is likely enough) the interview stops.
 */
export function closeWithSafetyCheck(
  an: Analysis,
  next: PlannedQuestion | null,
  stop: boolean,
  flagged: boolean,
  model: Model = MODEL,
  /** The decision the interview stops on: an emergency that rests only on combination rules asks their exclusions. */
  decision?: TriageDecision,
  /** The findings the person told in their own words at the start (source "initial"). */
  told?: ReadonlySet<string>,
): { question: PlannedQuestion | null; stop: boolean } {
  if (stop && flagged && decision) {
    const exclusions = exclusionCheck(an, decision, model, told);
    if (exclusions) return { question: exclusions, stop: false };
  }
  if (!stop || flagged) return { question: next, stop };
  const check = safetyCheck(an.state, an.post, an.age, an.sex, model) ?? cantMissCheck(an, model);
  return check ? { question: check, stop: false } : { question: next, stop };
}

/** The findings the person told in their own words at the start (source "initial"), present. */
export const toldAtStart = (evidence: readonly EvidenceItem[]): Set<string> =>
  new Set(evidence.flatMap((e) => (e.source === "initial" && e.choice === "present" ? [e.id] : [])));

const RULE_BY_ID = new Map(RED_FLAG_RULES.map((r) => [r.id, r]));
/** At most this many exclusions are asked on the page. */
const EXCLUSION_PAGE = 5;

/**
 * A combination rule's own exclusion (its `unless`: the look-alike its guideline sets apart, fa23) decides the level
 * as much as the rule does: fever with a swollen joint is a septic joint unless the pain moves from joint to joint
 * (rheumatic fever, NICE CKS Septic arthritis / WHO 2004 rheumatic fever, seen the same day). When an emergency rests
 * only on such rules and their exclusions were never asked, they are asked once before the interview stops (fa29):
 * a "yes" lowers the level only as far as the guideline's own look-alike, and every other danger sign still counts.
 * A red-flag finding with a sourced benign form (RED_FLAG_LIMITS) is treated the same way: its telling finding is
 * asked (blue lips in a toddler: did it follow crying or being upset, a breath-holding spell, NICE CKS).
 */
export function exclusionCheck(
  an: Analysis,
  decision: TriageDecision,
  model: Model,
  told: ReadonlySet<string> = new Set(),
): PlannedQuestion | null {
  const items: number[] = [];
  const present = new Set<string>();
  for (const [fi, v] of an.state.known) if (v === 1) present.add(model.findings[fi]?.id as string);
  let limitItems = false;
  let toldBenign = false;
  const ask = (ids: readonly string[]) => {
    for (const id of ids) {
      const fi = model.findingIndex.get(id);
      if (fi === undefined || an.state.asked.has(fi) || an.state.known.has(fi) || items.includes(fi)) continue;
      if (!fitsAge(model.findings[fi] as Finding, an.age)) continue;
      items.push(fi);
    }
  };
  for (const flag of decision.red_flags) {
    const rule = RULE_BY_ID.get(flag.id);
    if (rule?.unless?.length) {
      ask(rule.unless);
      continue;
    }
    // A red-flag finding with a sourced benign form (RED_FLAG_LIMITS: a breath-holding spell told as blue lips) whose
    // telling finding was never asked, and no sign that rules the benign form out: the telling finding is asked. Only
    // when one of these signs was told in the person's own words at the start is it a story a benign form may explain
    // (ck-fa30): danger signs they only said yes to on danger questions (a drowsy toddler with belly pain:
    // intussusception, NICE CKS) are never fished for a benign form.
    const limits = model.findingIndex.has(flag.id)
      ? RED_FLAG_LIMITS.filter(
          (l) =>
            l.finding === flag.id &&
            RANK[l.level] < RANK.emergency &&
            !l.also?.length &&
            !l.denied?.length &&
            !l.unless.some((u) => present.has(u)) &&
            (!l.ages || (an.age >= l.ages[0] && an.age <= l.ages[1])),
        )
      : [];
    // Another kind of danger sign (an age rule, a modifier, a flag or rule with no benign form): the emergency does not
    // hinge on an exclusion.
    if (!limits.length) return null;
    if (told.has(flag.id)) toldBenign = true;
    for (const l of limits) ask(l.when);
    limitItems = true;
  }
  if (limitItems && !toldBenign) return null;
  if (!items.length) return null;
  return {
    kind: "red_flags",
    items: items.slice(0, EXCLUSION_PAGE),
    gain: 1,
    text: "One more thing before we finish: do any of these apply?",
    why: "Some of these point to a less urgent cause of what you told us.",
  };
}

/** The can't-miss page (cant-miss.ts): the emergencies the complaint is typical of, whatever the posterior. */
function cantMissCheck(an: Analysis, model: Model): PlannedQuestion | null {
  const items = cantMissItems(an.state, an.age, an.sex, model)
    .filter((fi) => !an.state.asked.has(fi))
    .slice(0, CANT_MISS_PAGE);
  if (!items.length) return null;
  return {
    kind: "red_flags",
    items,
    gain: 1,
    text: "Before we finish: do any of these apply?",
    why: "These are the dangerous causes of what you told us. A yes to any of them would mean you need care now.",
  };
}

/** A danger sign (red flag, combination, age rule or emergency-level modifier) makes this an emergency. */
export function isEmergencyDecision(d: TriageDecision): boolean {
  return d.basis !== "differential" && d.basis !== "undetermined" && d.red_flags.length > 0;
}

/** Below this probability an emergency condition is not put at the head of the ranking (spec-flow.ts names the
 * same floor EMERGENCY_HEADLINE_MIN for the result page's headline). */
export const EMERGENCY_FIRST_MIN = 0.02;
/** How many times as strongly an emergency must show the danger sign to head a leader that explains it too. */
const LEADER_SIGN_RATIO = 5;
/** A combination rule names its emergency until shown otherwise (NICE NG158: sudden breathlessness on the pill is a
 * clot in the lung until shown otherwise): the emergency that explains every part of the combination heads down to
 * this probability, when no emergency at EMERGENCY_FIRST_MIN does. */
export const RULE_EMERGENCY_MIN = 0.005;

/** A finding at least this typical of a condition, in a group that is told rather than found (an exposure, a
 * substance, a known illness), defines it: the condition is not named without it. */
export const DEFINING_TOLD_MIN = 0.9;
const TOLD_GROUPS: ReadonlySet<string> = new Set(["poison", "tox", "history"]);
const definingCache = new WeakMap<Model, number[][]>();

/** Per condition, the told findings that define it (stimulant toxicity: stimulant use; a sickle crisis: known
 * sickle cell disease). */
function definingTold(model: Model): number[][] {
  let out = definingCache.get(model);
  if (!out) {
    out = [];
    for (let c = 0; c < model.C; c++)
      out.push(
        (model.listed[c] as number[]).filter(
          (fi) =>
            (model.lik[c * model.F + fi] as number) >= DEFINING_TOLD_MIN &&
            TOLD_GROUPS.has(model.findings[fi]?.group ?? ""),
        ),
      );
    definingCache.set(model, out);
  }
  return out;
}

/**
 * A wrong guess is worse than "we cannot name it": a condition defined by something the person tells (a drug taken,
 * a poison swallowed, a known illness) does not head an emergency result when they have not told it (a young man's
 * chest pain with sweating is not named stimulant toxicity unless he used a stimulant).
 */
export function nameable(ci: number, state: EvidenceState, model: Model = MODEL): boolean {
  const told = definingTold(model)[ci] as number[];
  return !told.length || told.some((fi) => state.known.get(fi) === 1);
}

/** The present findings of each danger sign the decision reports, by group (a rule's groups; one group otherwise). */
function dangerGroups(d: TriageDecision, present: ReadonlySet<number>, model: Model): number[][][] {
  const ids = (xs: readonly string[]) =>
    xs.map((id) => model.findingIndex.get(id)).filter((fi): fi is number => fi !== undefined && present.has(fi));
  const out: number[][][] = [];
  for (const f of d.red_flags) {
    const rule = RED_FLAG_RULES.find((r) => r.id === f.id);
    const age = AGE_RULES.find((r) => r.id === f.id);
    const mod = SEVERITY_MODIFIERS.find((m) => m.id === f.id);
    const groups = rule
      ? rule.all.map(ids)
      : age
        ? [ids([age.finding])]
        : mod
          ? [ids(mod.findings)]
          : model.findingIndex.has(f.id)
            ? [ids([f.id])]
            : [];
    if (groups.length && groups.every((g) => g.length)) out.push(groups);
  }
  return out;
}

/**
 * One story (issue 10, item 8): when danger signs make it an emergency and the most probable condition is not an
 * emergency that explains them (a tension headache above a thunderclap headache's bleed, gastritis above a heart
 * attack told as indigestion in a diabetic with a cold sweat), the most probable emergency condition that does explain
 * a reported danger sign (every group of its rule) heads the ranking; the rest keep their order. Probabilities are
 * unchanged: only the order shown. Nothing moves when no emergency condition of at least EMERGENCY_FIRST_MIN explains
 * them.
 */
export function emergencyFirst(an: Analysis, d: TriageDecision, model: Model = MODEL): number[] {
  const ranked = an.ranked;
  const lead = ranked[0];
  if (lead === undefined || !isEmergencyDecision(d) || model.emergencyCondition[lead]) return ranked;
  // An age rule that names its cause (em26: a fever under 3 months is a serious bacterial infection until shown
  // otherwise, NICE NG143): the named cause heads unless the leader is already a clear diagnosis.
  if ((an.post.probs[lead] as number) < AGE_HEADLINE_CLEAR) {
    const named = new Set(
      d.red_flags.flatMap((f) => EM26_AGE_RULE_HEADLINES[f.id] ?? []).map((id) => model.conditionIndex.get(id)),
    );
    const head = ranked.find((ci) => named.has(ci));
    if (head !== undefined && head !== lead) return [head, ...ranked.filter((ci) => ci !== head)];
  }
  const present = new Set<number>();
  for (const [fi, v] of an.state.known) if (v === 1) present.add(fi);
  const signs = dangerGroups(d, present, model);
  if (!signs.length) return ranked;
  const owns = (ci: number) => signs.some((groups) => groups.every((g) => explainsAny(ci, g, model)));
  // How strongly a condition shows the danger sign it explains best: the product, over the sign's groups, of its
  // likeliest finding in each (a thunderclap headache is the bleed's sign at .9, a hypertensive crisis's at .12).
  const lik = (ci: number, fi: number) => model.lik[ci * model.F + fi] as number;
  const strength = (ci: number) =>
    Math.max(...signs.map((groups) => groups.reduce((acc, g) => acc * Math.max(...g.map((fi) => lik(ci, fi))), 1)));
  // A leader that explains the sign keeps its place (a nosebleed pinching did not stop stays epistaxis) unless an
  // emergency shows the sign at least LEADER_SIGN_RATIO times as strongly (em25: hives with a swollen tongue is
  // anaphylaxis's sign at .5, urticaria's at .04).
  const leadOwns = owns(lead);
  const leadStrength = leadOwns ? strength(lead) : 0;
  // Among the emergencies that explain the sign, the one most likely to be its cause: the probability times how
  // strongly it shows it (em25: a fever with confusion is severe malaria at 22 % x .35 before heat stroke at 3 % x .6).
  let pick: number | undefined;
  let best = 0;
  for (const ci of ranked.slice(1, TOP_CONDITIONS)) {
    if (!model.emergencyCondition[ci] || (an.post.probs[ci] as number) < EMERGENCY_FIRST_MIN || !owns(ci)) continue;
    if (!nameable(ci, an.state, model)) continue;
    const st = strength(ci);
    if (leadOwns && st < LEADER_SIGN_RATIO * leadStrength) continue;
    const sc = (an.post.probs[ci] as number) * st;
    if (sc > best) [pick, best] = [ci, sc];
  }
  // No emergency condition explains it, and the leader does not either (a knee sprain above a bleed into the joint in
  // haemophilia, malaria above a scorpion sting with sweating and vomiting): the condition that explains every part of
  // the danger sign heads, whatever its own level, since the danger sign is the reason for the emergency (em25).
  if (pick === undefined && !leadOwns)
    for (const ci of ranked.slice(1, TOP_CONDITIONS)) {
      if ((an.post.probs[ci] as number) < EMERGENCY_FIRST_MIN || !owns(ci) || !nameable(ci, an.state, model)) continue;
      const sc = (an.post.probs[ci] as number) * strength(ci);
      if (sc > best) [pick, best] = [ci, sc];
    }
  // A combination rule (two parts or more) fired and no condition at the usual floor explains it: the emergency that
  // explains every part of the combination heads down to RULE_EMERGENCY_MIN, since the guideline's combination is
  // that emergency until shown otherwise (sudden breathlessness on the pill, with no chest pain, cough or swollen leg,
  // is still a clot in the lung to rule out, not asthma).
  if (pick === undefined && !leadOwns) {
    const combos = signs.filter((groups) => groups.length > 1);
    const ownsCombo = (ci: number) => combos.some((groups) => groups.every((g) => explainsAny(ci, g, model)));
    for (const ci of ranked.slice(1, TOP_CONDITIONS)) {
      if (
        !model.emergencyCondition[ci] ||
        (an.post.probs[ci] as number) < RULE_EMERGENCY_MIN ||
        !ownsCombo(ci) ||
        !nameable(ci, an.state, model)
      )
        continue;
      const sc = (an.post.probs[ci] as number) * strength(ci);
      if (sc > best) [pick, best] = [ci, sc];
    }
  }
  if (pick === undefined) return ranked;
  return [pick, ...ranked.filter((ci) => ci !== pick)];
}

export function triageOf(an: Analysis, model: Model = MODEL): TriageDecision {
  return triageFrom(an.state, an.post, model, { age: an.age, undetermined: an.undetermined });
}

export function diagnose(input: DiagnoseInput, model: Model = MODEL): DiagnoseResult {
  const evidence = input.evidence ?? [];
  const an = analyse(input.age, input.sex, evidence, model);
  const decision = triageOf(an, model);
  const flagged = isEmergencyDecision(decision);
  const step = planNextQuestion(an.state, an.post, input.sex, model, an.age, flagged, false, decision.basis === "age");
  const bestGain = step.scored[0]?.gain ?? 0;
  const afterDanger = flagged ? unitsAfterDanger(evidence, an.age, model) : 0;
  const { question, stop } = closeWithSafetyCheck(
    an,
    step.question,
    shouldStop(an, step.question, bestGain, answeredUnits(evidence, model), decision, afterDanger, model),
    flagged,
    model,
    decision,
    toldAtStart(evidence),
  );
  return {
    question: question ? formatQuestion(question, model) : null,
    conditions: rankedConditions({ ...an, ranked: emergencyFirst(an, decision, model) }, TOP_CONDITIONS, model),
    should_stop: stop,
    undetermined: an.undetermined,
  };
}

export function triage(input: DiagnoseInput, model: Model = MODEL) {
  const an = analyse(input.age, input.sex, input.evidence ?? [], model);
  const t = triageOf(an, model);
  return { triage_level: t.triage_level, red_flags: t.red_flags, advice: t.advice, undetermined: an.undetermined };
}

export function explain(input: DiagnoseInput, conditionId: string, model: Model = MODEL): Explanation {
  const ci = model.conditionIndex.get(conditionId);
  if (ci === undefined) return { for: [], against: [] };
  const an = analyse(input.age, input.sex, input.evidence ?? [], model);
  return explainCondition(ci, an.state, model);
}
