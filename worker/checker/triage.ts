// Triage: what to do now, in the five levels of the /api/v1 contract. Red flags decide at once; otherwise
// the level comes from how much probability sits on conditions at each urgency, erring towards the more
// urgent level (under-triage is the costly mistake).
import type { EvidenceState, Posterior } from "./inference.ts";
import { isBackground } from "./kb/background.ts";
import { AGE_RULES } from "./kb/danger-screens.ts";
import { RED_FLAG_LIMITS, RED_FLAG_RULES, type RedFlagLimit } from "./kb/red-flag-rules.ts";
import { FA27_CONDITION_LIMITS, type ConditionLimit } from "./kb/red-flag-rules-fa27.ts";
import { FA28_CONDITION_LIMITS } from "./kb/red-flag-rules-fa28.ts";
import { SEVERITY_MODIFIERS, SYMPTOM_URGENCY } from "./kb/severity.ts";
import { explainsAny, MODEL, type Model } from "./model.ts";
import type { TriageLevel, TriageResult } from "./types.ts";

export const RANK: Record<TriageLevel, number> = {
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
  /** Why: "red_flag", "rule", "age", "modifier", "undetermined" or "differential". */
  basis: "red_flag" | "rule" | "age" | "modifier" | "undetermined" | "differential";
  /** Severity modifiers that hold (they may have raised the level). */
  modifiers: Array<{ id: string; name: string }>;
}

export interface TriageContext {
  age?: number;
  /** Nothing in the knowledge base explains the evidence: triage by danger signs and symptoms alone. */
  undetermined?: boolean;
}

const lower = (s: string) => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** A combination rule named by what the person actually reported ("Chest pain with sweating"). */
function ruleName(groups: string[][], present: Set<string>, model: Model): string {
  // A finding that answers two groups (blurred vision in pregnancy is both a visual and a pre-eclampsia
  // sign) is named once.
  const named = new Set<string>();
  const names = groups
    .map((g) =>
      g
        .filter((id) => present.has(id) && !named.has(id) && named.add(id))
        .map((id) => model.findings[model.findingIndex.get(id) as number]?.name ?? id),
    )
    .filter((n) => n.length);
  const text = names.map((n) => n.map(lower).join(" and ")).join(" with ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const inBand = (age: number | undefined, band: [number, number] | undefined) =>
  !band || (age !== undefined && age >= band[0] && age <= band[1]);

/** The limit that holds for a present red-flag finding (its benign, sourced form), if any. */
export function redFlagLimit(
  id: string,
  present: Set<string>,
  age: number | undefined,
  absent?: ReadonlySet<string>,
): RedFlagLimit | undefined {
  return RED_FLAG_LIMITS.find(
    (l) =>
      l.finding === id &&
      l.when.some((w) => present.has(w)) &&
      (l.also ?? []).every((g) => g.some((w) => present.has(w))) &&
      !l.unless.some((u) => present.has(u)) &&
      // A limit that needs a sign answered "no" (a non-blanching rash without fever) never holds while the sign is
      // unasked: the findings alone (the safety check, the danger count) keep the emergency (fa20).
      (l.denied ?? []).every((d) => absent?.has(d)) &&
      inBand(age, l.ages),
  );
}

/**
 * The level a present red flag (or an age rule's finding) sets: its own, or, when one of its sourced benign
 * forms holds, the limit's level (a floor below an emergency, or the emergency department, not an ambulance).
 */
function flagLevel(
  id: string,
  own: TriageLevel,
  present: Set<string>,
  age: number | undefined,
  absent?: ReadonlySet<string>,
): { level: TriageLevel; limit?: RedFlagLimit } {
  const limit = redFlagLimit(id, present, age, absent);
  return limit ? { level: limit.level, limit } : { level: own };
}

/** Sourced splits of a condition's own level by a question the person answers (kb/red-flag-rules-fa27.ts). */
export const CONDITION_LIMITS: readonly ConditionLimit[] = [...FA27_CONDITION_LIMITS, ...FA28_CONDITION_LIMITS];

/** The limit that holds for a condition (its mild form told, its danger signs absent), if any. */
export function conditionLimit(
  id: string,
  present: ReadonlySet<string>,
  absent: ReadonlySet<string>,
  age: number | undefined,
): ConditionLimit | undefined {
  return CONDITION_LIMITS.find(
    (l) =>
      l.condition === id &&
      l.when.some((w) => present.has(w)) &&
      !l.unless.some((u) => present.has(u)) &&
      (l.denied ?? []).every((d) => absent.has(d)) &&
      inBand(age, l.ages),
  );
}

/** Whether these present findings alone make it an emergency (red flag, combination, age rule, modifier). */
export function emergencyByFindings(present: Set<string>, age: number | undefined, model: Model = MODEL): boolean {
  for (const id of present) {
    if (!model.findings[model.findingIndex.get(id) ?? -1]?.redFlag) continue;
    if (RANK[flagLevel(id, "emergency", present, age).level] >= RANK.emergency) return true;
  }
  if (
    RED_FLAG_RULES.some(
      (r) => r.all.every((g) => g.some((id) => present.has(id))) && !r.unless?.some((id) => present.has(id)),
    )
  )
    return true;
  const ageEmergency = (r: (typeof AGE_RULES)[number]) =>
    present.has(r.finding) &&
    inBand(age, r.ages) &&
    RANK[flagLevel(r.finding, r.level, present, age).level] >= RANK.emergency;
  if (AGE_RULES.some(ageEmergency)) return true;
  return SEVERITY_MODIFIERS.some(
    (m) =>
      RANK[m.level] >= RANK.emergency &&
      m.findings.some((id) => present.has(id)) &&
      (!m.with || m.with.some((id) => present.has(id))) &&
      !m.without?.some((id) => present.has(id)) &&
      inBand(age, m.ages),
  );
}

/** The findings told, split by kb/background.ts: whether any is background, the complaints' indices, and whether
 * any id is not in the model. */
function splitBackground(present: Set<string>, model: Model) {
  let background = false;
  let unknown = false;
  const complaints: number[] = [];
  for (const id of present) {
    const fi = model.findingIndex.get(id);
    const f = fi === undefined ? undefined : model.findings[fi];
    if (!f || fi === undefined) unknown = true;
    else if (isBackground(f)) background = true;
    else complaints.push(fi);
  }
  return { background, unknown, complaints };
}

/** The findings a finding brings with it, by id, added to what is present. */
function withImplied(present: ReadonlySet<string>, fi: number, model: Model): Set<string> {
  const out = new Set(present);
  for (const j of [fi, ...(model.impliedAll[fi] as number[])]) out.add(model.findings[j]?.id as string);
  return out;
}

/** Whether finding `fi`, told with what is present (and what it implies), makes it an emergency by findings. */
export function emergencyWith(present: ReadonlySet<string>, fi: number, age: number, model: Model = MODEL): boolean {
  return emergencyByFindings(withImplied(present, fi, model), age, model);
}

export function triageFrom(
  state: EvidenceState,
  post: Posterior,
  model: Model = MODEL,
  ctx: TriageContext = {},
): TriageDecision {
  const present = new Set<string>();
  const absent = new Set<string>();
  for (const [fi, v] of state.known) (v === 1 ? present : absent).add(model.findings[fi]?.id as string);

  const redFlags: Array<{ id: string; name: string }> = [];
  let level: TriageLevel | null = null;
  let basis: TriageDecision["basis"] = "differential";
  const raise = (l: TriageLevel, why: TriageDecision["basis"]) => {
    if (!level || RANK[l] > RANK[level]) level = l;
    if (basis === "differential") basis = why;
  };
  // A red flag in its lower, sourced form sets that level instead: a floor below an emergency (a facial-nerve
  // palsy, not a stroke), or the emergency department rather than an ambulance (a well person after a tablet
  // overdose).
  const limits: RedFlagLimit[] = [];
  // A flag whose level fell below an emergency is not a danger sign: its limit sets a floor instead.
  // Findings whose red flag a limit lowered below an emergency (fa21): a rule made of them alone does not raise
  // them again ("sudden loss of vision" is the vision-loss flag told as a rule).
  const lowered = new Set<string>();
  const flag = (id: string, own: TriageLevel): TriageLevel | undefined => {
    const { level: l, limit } = flagLevel(id, own, present, ctx.age, absent);
    if (limit && RANK[l] < RANK.emergency) {
      limits.push(limit);
      lowered.add(id);
      return undefined;
    }
    return l;
  };
  for (const f of model.findings) {
    if (!f.redFlag || !present.has(f.id)) continue;
    const l = flag(f.id, f.ambulance ? "emergency_ambulance" : "emergency");
    if (!l) continue;
    redFlags.push({ id: f.id, name: f.name });
    raise(l, "red_flag");
  }
  for (const rule of RED_FLAG_RULES) {
    if (!rule.all.every((group) => group.some((id) => present.has(id)))) continue;
    if (rule.unless?.some((id) => present.has(id))) continue;
    if (lowered.size && rule.all.every((group) => group.every((id) => !present.has(id) || lowered.has(id)))) continue;
    redFlags.push({ id: rule.id, name: ruleName(rule.all, present, model) });
    raise(rule.level, "rule");
  }
  for (const rule of AGE_RULES) {
    if (!present.has(rule.finding) || !inBand(ctx.age, rule.ages)) continue;
    const l = flag(rule.finding, rule.level);
    if (!l) continue;
    redFlags.push({ id: rule.id, name: rule.name });
    raise(l, "age");
  }
  const modifiers: Array<{ id: string; name: string }> = [];
  for (const m of SEVERITY_MODIFIERS) {
    if (!m.findings.some((id) => present.has(id))) continue;
    if (m.with && !m.with.some((id) => present.has(id))) continue;
    if (m.without?.some((id) => present.has(id))) continue;
    if (!inBand(ctx.age, m.ages)) continue;
    modifiers.push({ id: m.id, name: m.name });
    // An emergency-level modifier is a danger sign in its own right.
    if (RANK[m.level] >= RANK.emergency) {
      redFlags.push({ id: m.id, name: m.name });
      raise(m.level, "modifier");
    }
  }
  if (level) return { triage_level: level, red_flags: redFlags, advice: TRIAGE_ADVICE[level], basis, modifiers };

  // Mass at or above each level; the unexplained "other" mass counts as needing a consultation.
  const atLeast = [0, 0, 0, 0, 0, 0];
  const add = (rank: number, p: number) => {
    for (let r = 1; r <= rank; r++) atLeast[r] = (atLeast[r] as number) + p;
  };
  // With a background told (kb/background.ts), an emergency that explains none of the complaints is there only
  // because of the background ("30 weeks pregnant, dark patches on my cheeks" is not pre-eclampsia): its share
  // counts as needing a doctor within a day, not as an emergency.
  const told = splitBackground(present, model);
  const complaints = told.background && told.complaints.length ? told.complaints : null;
  // A condition whose guideline splits it by a question the person answered counts at its mild form's level (fa27).
  const conditionLimits = new Map<number, ConditionLimit>();
  for (const l of CONDITION_LIMITS) {
    const c = model.conditionIndex.get(l.condition);
    if (c !== undefined && !conditionLimits.has(c) && conditionLimit(l.condition, present, absent, ctx.age) === l)
      conditionLimits.set(c, l);
  }
  post.probs.forEach((p, c) => {
    const own = RANK[model.conditions[c]?.triage ?? "consultation"];
    const limit = conditionLimits.get(c);
    const rank = limit ? Math.min(own, RANK[limit.level]) : own;
    add(
      complaints && rank > RANK.consultation_24 && !explainsAny(c, complaints, model) ? RANK.consultation_24 : rank,
      p,
    );
  });
  add(2, post.other);
  for (const l of conditionLimits.values()) modifiers.push({ id: l.id, name: l.name });
  let chosen: TriageLevel = "self_care";
  if ((atLeast[4] as number) >= TRIAGE_THRESHOLDS.emergency) {
    chosen = (atLeast[5] as number) >= (atLeast[4] as number) / 2 ? "emergency_ambulance" : "emergency";
  } else if ((atLeast[3] as number) >= TRIAGE_THRESHOLDS.consultation_24) chosen = "consultation_24";
  else if ((atLeast[2] as number) >= TRIAGE_THRESHOLDS.consultation) chosen = "consultation";
  // A background told alone (a pregnancy, a chronic illness, a medicine) is no emergency on probabilities: the
  // person told no sign (kb/background.ts). It still needs a doctor's view within a day at most.
  if (RANK[chosen] > RANK.consultation_24 && told.background && !told.complaints.length && !told.unknown)
    chosen = "consultation_24";
  // Severity modifiers raise whatever condition leads.
  for (const m of SEVERITY_MODIFIERS) {
    if (!modifiers.some((x) => x.id === m.id) || RANK[m.level] <= RANK[chosen]) continue;
    chosen = m.level;
    basis = "modifier";
  }
  for (const l of limits) {
    modifiers.push({ id: l.id, name: l.name });
    if (RANK[l.level] <= RANK[chosen]) continue;
    chosen = l.level;
    basis = "modifier";
  }
  // Honest uncertainty: no condition explains the evidence, so the symptoms' own urgency decides, and
  // an unexplained illness is never self care.
  if (ctx.undetermined) {
    let floor: TriageLevel = "consultation";
    for (const id of present) {
      const u = SYMPTOM_URGENCY[id];
      if (u && RANK[u] > RANK[floor]) floor = u;
    }
    if (RANK[floor] > RANK[chosen]) {
      chosen = floor;
      basis = "undetermined";
    }
  }
  return { triage_level: chosen, red_flags: redFlags, advice: TRIAGE_ADVICE[chosen], basis, modifiers };
}
