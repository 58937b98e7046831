// Choosing what to ask next. Each candidate finding is scored by expected information gain (the expected
// drop in entropy of the differential after its answer). Danger signs come first whenever an emergency
// is plausible: a missed red flag costs far more than one extra question.
import type { EvidenceState, Posterior } from "./inference.ts";
import {
  ASSOCIATED_ADULT,
  ASSOCIATED_BY_GAIN,
  ASSOCIATED_CHILD,
  ASSOCIATED_DONE_AFTER,
  ASSOCIATED_MAX_ITEMS,
} from "./kb/associated.ts";
import { COMPLAINT_CHARACTER } from "./kb/character.ts";
import { GRAVER_FORMS } from "./kb/graver-forms.ts";
import {
  AGE_RULES,
  COMPLAINT_SCREENS,
  DANGER_SYSTEM,
  MAX_SCREEN_ITEMS,
  SYSTEM_LABEL,
  type DangerSystem,
} from "./kb/danger-screens.ts";
import { RED_FLAG_RULES } from "./kb/red-flag-rules.ts";
import { SEVERE_FORMS, SEVERITY_MODIFIERS } from "./kb/severity.ts";
import { MODEL, type Model } from "./model.ts";
import { emergencyWith, RANK } from "./triage.ts";
import type { Sex } from "./types.ts";

/** An emergency explains a finding it shows at least this many times more often than people at large, or in
 * at least this share of cases (a headache is common, and most people with a brain bleed have one). */
export const EXPLAINS_RATIO = 3;
export const EXPLAINS_LIK = 0.5;
/** ...and it must explain at least this share of what the person has. */
export const EXPLAINS_SHARE = 0.5;
/** The web flow screens the most telling sign of each emergency at least this plausible that explains what
 * the person has (on the tuning sets a lower bar finds no more emergencies, a higher one misses some). */
export const TELLING_MIN = 1e-4;
export const TELLING_TEXT = "Do any of these apply to you?";
/** Telling signs on one page: more than a danger screen's five, so a person who only ticks sees fewer pages
 * (on the tuning and held-out sets eight per page finds as many emergencies or more than five, in fewer pages). */
export const TELLING_PAGE_ITEMS = 8;
/** ...its two most telling signs for each plausible emergency: with one, a "no" brought the same emergency's
 * next sign on a page of its own (on the sets, two find as many emergencies or more in fewer pages, with
 * pages of one item gone from 60 to 5 on tune9). */
export const TELLING_PER_EMERGENCY = 2;
/** Conditions below this probability are ignored when scoring questions (they cannot move the entropy much). */
const ACTIVE_MIN = 1e-4;
/** Ask a red-flag screen when emergencies together hold at least this much probability. */
export const RED_FLAG_SCREEN_MASS = 0.03;
/** A red flag is worth screening for when emergencies would explain it at least this often. */
const RED_FLAG_MIN_URGENCY = 0.008;
/** Further danger signs join a screen above this urgency. */
const RED_FLAG_FILL_URGENCY = 0.002;
const MAX_GROUP_ITEMS = 5;
const MAX_CHILD_ITEMS = 12;

export interface ScoredFinding {
  index: number;
  gain: number;
}

export type PlannedKind = "single" | "children" | "location" | "red_flags" | "associated";

export interface PlannedQuestion {
  kind: PlannedKind;
  /** Finding indices asked, first is the lead finding. */
  items: number[];
  gain: number;
  /** Body system of a danger screen ("severity" for the grading signs of a common illness). */
  system?: DangerSystem | "severity";
  /** The body systems a danger screen covers, as shown to the user ("Head and nerves"). */
  label?: string;
  /** Why this is asked, in plain words (shown in the web flow). */
  why?: string;
  /** A must-ask screen or character question: the interview may not stop while it is pending. */
  mustAsk?: boolean;
  /** The question's own wording, when a grouped question is not the usual "Do you have any of these right now?". */
  text?: string;
  /** A screen the stopping rule may end the interview before (the web flow's telling-sign screens). */
  optional?: boolean;
}

/** Findings asked in grouped screens: each counts a quarter of a question unit, like other grouped items. */
export const SCREEN_FINDING_IDS: ReadonlySet<string> = new Set([
  ...COMPLAINT_SCREENS.flatMap((s) => s.items),
  ...ASSOCIATED_ADULT,
  ...ASSOCIATED_CHILD,
  ...SEVERE_FORMS.flatMap((s) => s.ask),
]);

const inBand = (age: number, band: [number, number] | undefined) => !band || (age >= band[0] && age <= band[1]);

function presentIds(state: EvidenceState, model: Model): Set<string> {
  const out = new Set<string>();
  for (const [fi, v] of state.known) if (v === 1) out.add(model.findings[fi]?.id ?? "");
  return out;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/**
 * Splits findings into questions by body system: each system's signs stay together, and small systems
 * share a question (at most MAX_SCREEN_ITEMS signs), systems in first-seen order.
 */
function groupBySystem(
  items: number[],
  model: Model,
  kindOf: Map<number, number> = new Map(),
  pageOf: Map<number, DangerSystem> = new Map(),
): Array<{ systems: DangerSystem[]; items: number[] }> {
  const bySystem = new Map<DangerSystem, number[]>();
  for (const fi of items) {
    // A danger kind asked with its sign stays in the sign's question (answered together).
    const sign = kindOf.get(fi) ?? fi;
    const sys = pageOf.get(sign) ?? DANGER_SYSTEM[model.findings[sign]?.id ?? ""] ?? "history";
    const list = bySystem.get(sys) ?? [];
    list.push(fi);
    bySystem.set(sys, list);
  }
  // First fit: a system's signs join the first question with room for them, so a lone sign does not take a
  // question of its own while an earlier one has space.
  const out: Array<{ systems: DangerSystem[]; items: number[] }> = [];
  for (const [system, list] of bySystem) {
    // A screen's own page (where a fever's infection is) is read as one list of short places, like the "anything
    // else?" page: it shares with nothing and holds up to OWN_PAGE_ITEMS signs.
    const own = OWN_PAGE_SYSTEMS.has(system);
    for (const chunk of chunksKeepingKinds(list, kindOf, own ? OWN_PAGE_ITEMS : MAX_SCREEN_ITEMS)) {
      if (own) {
        out.push({ systems: [system], items: [...chunk] });
        continue;
      }
      const page = out.find(
        (p) => !OWN_PAGE_SYSTEMS.has(p.systems[0] as DangerSystem) && p.items.length + chunk.length <= MAX_SCREEN_ITEMS,
      );
      if (page) {
        if (!page.systems.includes(system)) page.systems.push(system);
        page.items.push(...chunk);
      } else out.push({ systems: [system], items: [...chunk] });
    }
  }
  return out;
}

/**
 * A system's signs in questions of at most MAX_SCREEN_ITEMS, a sign and the danger kinds asked with it always on
 * the same page: a person whose bleeding is heavy answers "no" to "vaginal bleeding" on one page when "heavy
 * vaginal bleeding" is only on the next, and that "no" closes the kinds too.
 */
function chunksKeepingKinds(list: number[], kindOf: Map<number, number>, max = MAX_SCREEN_ITEMS): number[][] {
  const units: number[][] = [];
  for (const fi of list) {
    const last = units[units.length - 1];
    if (last && kindOf.has(fi) && last.includes(kindOf.get(fi) as number)) last.push(fi);
    else units.push([fi]);
  }
  const chunks: number[][] = [];
  for (const unit of units) {
    const last = chunks[chunks.length - 1];
    if (last && last.length + unit.length <= max) last.push(...unit);
    else chunks.push([...unit]);
  }
  return chunks;
}

/** Systems that are a screen's own page rather than a body system (ComplaintScreen.system). */
const OWN_PAGE_SYSTEMS: ReadonlySet<DangerSystem> = new Set(["source"]);
const OWN_PAGE_ITEMS = 8;

/** "Head and nerves", "Breathing and belly" for a shared question, or "Skin and swelling, breathing" when a
 * label already says "and". */
export function systemsLabel(systems: DangerSystem[]): string {
  const labels = systems.map((s, i) => (i ? SYSTEM_LABEL[s].toLowerCase() : SYSTEM_LABEL[s]));
  if (labels.length <= 1) return labels[0] ?? "";
  if (labels.some((l) => l.includes(" and "))) return labels.join(", ");
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

/**
 * The more specific kinds of a finding that are danger signs on their own (red flags), and its graver forms
 * (kb/graver-forms.ts: the pregnancy stages with "pregnant", "very pale" with "pale"), asked in the finding's own
 * question.
 */
function dangerKindsOf(fi: number, model: Model): number[] {
  const forms = graverFormsOf(fi, model);
  return [
    ...(model.childrenOf[fi] as number[]).filter((child) => model.findings[child]?.redFlag && !forms.includes(child)),
    ...forms,
  ];
}

/** The graver forms of a finding that are in the model (GRAVER_FORMS), as finding indexes. */
function graverFormsOf(fi: number, model: Model): number[] {
  return (GRAVER_FORMS[model.findings[fi]?.id ?? ""] ?? [])
    .map((id) => model.findingIndex.get(id))
    .filter((g): g is number => g !== undefined);
}

/**
 * The danger screens every person with this complaint is asked (kb/danger-screens.ts), whatever the
 * posterior says: unasked must-ask danger signs of each present complaint and of the person's age band,
 * grouped by body system.
 */
export function complaintScreens(
  state: EvidenceState,
  age: number,
  sex: Sex | undefined,
  model: Model = MODEL,
): PlannedQuestion[] {
  const present = presentIds(state, model);
  const items: number[] = [];
  const kindOf = new Map<number, number>();
  /** The screens that ask each sign (a sign's page says why it is asked). */
  const askedBy = new Map<number, string[]>();
  /** A sign first asked by a screen with a page of its own is asked on that page. */
  const pageOf = new Map<number, DangerSystem>();
  for (const screen of COMPLAINT_SCREENS) {
    if (screen.sex && sex && screen.sex !== sex) continue;
    if (!inBand(age, screen.ages)) continue;
    if (screen.triggers.length && !screen.triggers.some((id) => present.has(id))) continue;
    for (const id of screen.items) {
      const fi = model.findingIndex.get(id);
      if (fi === undefined || !applies(model, fi, sex)) continue;
      // A sign's more specific kinds that are danger signs themselves are asked with it ("heavy vaginal
      // bleeding" with "vaginal bleeding"): a person who thinks of their bleeding as heavy must find it.
      for (const sign of [fi, ...dangerKindsOf(fi, model)]) {
        if (state.asked.has(sign) || !applies(model, sign, sex)) continue;
        if (!items.includes(sign)) {
          items.push(sign);
          if (sign !== fi) kindOf.set(sign, fi);
          else if (screen.system) pageOf.set(sign, screen.system);
        }
        const by = askedBy.get(sign) ?? [];
        if (!by.includes(screen.name)) askedBy.set(sign, [...by, screen.name]);
      }
    }
  }
  if (!items.length) return [];
  return groupBySystem(items, model, kindOf, pageOf).map((g) => ({
    kind: "red_flags" as const,
    items: g.items,
    gain: 1,
    system: g.systems[0] as DangerSystem,
    label: systemsLabel(g.systems),
    why:
      g.systems[0] === "source"
        ? `A ${listNames(reasonsFor(g.items, askedBy))} often comes from an infection in one place. Where it is tells us how soon you need care.`
        : `Doctors check everyone with ${listNames(reasonsFor(g.items, askedBy))} for these danger signs. A yes to any of them means you need care now.`,
    mustAsk: true,
  }));
}

/** The complaints that ask a page's signs, each named once: a name another one already contains ("headache"
 * in "a headache or dizziness") is left out, so the page never reads "headache or a headache or dizziness". */
function reasonsFor(items: number[], askedBy: Map<number, string[]>): string[] {
  const names: string[] = [];
  for (const fi of items) for (const n of askedBy.get(fi) ?? []) if (!names.includes(n)) names.push(n);
  const words = (n: string) => ` ${n.toLowerCase()} `;
  return names.filter((n, i) => !names.some((m, j) => j !== i && words(m).includes(words(n)) && m !== n));
}

/** Findings a complaint or age-band danger screen asks. */
const SCREENED_IDS: ReadonlySet<string> = new Set(COMPLAINT_SCREENS.flatMap((s) => s.items));

/** Minimum information gain for another symptom to be offered because it tells the likely causes apart. */
const ASSOCIATED_MIN_GAIN = 0.01;
/** The review is for a person who named this many symptoms at most (one picked from the list). */
const ASSOCIATED_TOLD_MAX = 1;

/** The person named one symptom and leaves the rest to the questions (the web flow's list of telling signs
 * is for them; a person who described several symptoms is interviewed by what tells them apart). */
export function namedOneSymptom(state: EvidenceState, model: Model = MODEL): boolean {
  return toldCount(state, model) <= ASSOCIATED_TOLD_MAX;
}

/** Symptoms the person named themselves (the entry symptom and any they typed), kinds not counted apart. */
function toldCount(state: EvidenceState, model: Model): number {
  let told = 0;
  for (const fi of state.initial) if (state.known.get(fi) === 1 && model.parentOf[fi] === -1) told++;
  return told;
}

/**
 * "Which of these do you also have?" (kb/associated.ts): asked once, early, unless other symptoms have
 * already been reviewed (ASSOCIATED_DONE_AFTER answers about them). Offers the other symptoms that best
 * tell the likely causes apart, filled with the complaints whose danger screens catch most emergencies.
 * A symptom ticked here brings its own danger screen.
 */
export function associatedQuestion(
  state: EvidenceState,
  age: number,
  sex: Sex | undefined,
  scored: ScoredFinding[],
  model: Model = MODEL,
): PlannedQuestion | null {
  const pool = (age < 5 ? ASSOCIATED_CHILD : ASSOCIATED_ADULT)
    .map((id) => model.findingIndex.get(id))
    .filter((fi): fi is number => fi !== undefined && applies(model, fi, sex));
  // A person who described several symptoms has told us what else they have.
  if (toldCount(state, model) > ASSOCIATED_TOLD_MAX) return null;
  // Symptoms danger screens also ask do not show that the review was done; the others do.
  const counts = (fi: number) => !SCREENED_IDS.has(model.findings[fi]?.id ?? "");
  let reviewed = 0;
  for (const fi of pool) if (counts(fi) && state.asked.has(fi) && !state.initial.has(fi)) reviewed++;
  if (reviewed >= ASSOCIATED_DONE_AFTER) return null;
  const open = (fi: number) => !state.asked.has(fi) && state.known.get(fi) === undefined;
  const inPool = new Set(pool);
  const items = scored
    .filter((x) => inPool.has(x.index) && x.gain >= ASSOCIATED_MIN_GAIN && open(x.index))
    .slice(0, ASSOCIATED_BY_GAIN)
    .map((x) => x.index);
  for (const fi of pool) {
    if (items.length >= ASSOCIATED_MAX_ITEMS) break;
    if (open(fi) && !items.includes(fi)) items.push(fi);
  }
  // Enough of the offered symptoms must count, so that answering the question completes the review.
  for (const fi of pool) {
    if (items.filter(counts).length >= ASSOCIATED_DONE_AFTER) break;
    if (!open(fi) || items.includes(fi) || !counts(fi)) continue;
    const drop = items.findLastIndex((x) => !counts(x));
    if (drop < 0) break;
    items[drop] = fi;
  }
  if (items.length < 2) return null;
  return {
    kind: "associated",
    items,
    gain: 1,
    why: "Other symptoms that come with it point to the cause, and some of them need their own danger checks.",
    mustAsk: true,
  };
}

/** Plausibility of a common illness above which the signs that grade it are asked. */
export const SEVERITY_SCREEN_MIN = 0.15;

/** The grading signs of common illnesses that are plausible now (kb/severity.ts), one question per illness. */
export function severityScreens(
  state: EvidenceState,
  post: Posterior,
  sex: Sex | undefined,
  model: Model = MODEL,
): PlannedQuestion[] {
  const out: PlannedQuestion[] = [];
  const taken = new Set<number>();
  for (const form of SEVERE_FORMS) {
    const common = form.common
      .map((id) => model.conditionIndex.get(id))
      .filter((ci): ci is number => ci !== undefined)
      .sort((a, b) => (post.probs[b] as number) - (post.probs[a] as number))[0];
    if (common === undefined || (post.probs[common] as number) < SEVERITY_SCREEN_MIN) continue;
    const items = form.ask
      .map((id) => model.findingIndex.get(id))
      .filter(
        (fi): fi is number => fi !== undefined && !state.asked.has(fi) && !taken.has(fi) && applies(model, fi, sex),
      )
      .slice(0, MAX_SCREEN_ITEMS);
    if (!items.length) continue;
    for (const fi of items) taken.add(fi);
    const severe = model.conditions[model.conditionIndex.get(form.severe) as number];
    const cname = model.conditions[common]?.commonName ?? "";
    out.push({
      kind: "red_flags",
      items,
      gain: 1,
      system: "severity",
      why: `These signs tell whether ${cname.toLowerCase()} has become ${(severe?.commonName ?? "severe").toLowerCase()}, which needs hospital care.`,
      mustAsk: true,
    });
  }
  return out;
}

/**
 * The complaint's own character, in clinician order (kb/character.ts): the first unasked item of a present
 * complaint that is always asked, or that still tells conditions apart (gain at least CHARACTER_MIN_GAIN).
 */
export const CHARACTER_MIN_GAIN = 0.02;

export function characterQuestion(
  state: EvidenceState,
  sex: Sex | undefined,
  scored: ScoredFinding[],
  model: Model = MODEL,
  alwaysOnly = false,
  /** With the age, the item's kinds that are an emergency with what is told are offered with it. */
  age?: number,
): PlannedQuestion | null {
  const present = presentIds(state, model);
  const gainBy = new Map(scored.map((x) => [x.index, x.gain] as const));
  for (const ch of COMPLAINT_CHARACTER) {
    if (!ch.triggers.some((id) => present.has(id))) continue;
    const complaint =
      model.findings[model.findingIndex.get(ch.triggers.find((id) => present.has(id)) as string) as number];
    for (const item of ch.ask) {
      const fi = model.findingIndex.get(item.id);
      if (fi === undefined || state.asked.has(fi) || !applies(model, fi, sex)) continue;
      if (alwaysOnly && !item.always) continue;
      const f = model.findings[fi];
      if (!f) continue;
      if (f.type === "location") {
        const group = model.findings
          .map((g, i) => ({ g, i }))
          .filter(({ g }) => g.group === f.group && g.type === "location")
          .map(({ i }) => i);
        // Already located: a present or answered member of the group.
        if (group.some((i) => state.asked.has(i))) continue;
        if (!item.always && (gainBy.get(fi) ?? 0) < CHARACTER_MIN_GAIN) continue;
        return {
          kind: "location",
          items: group.slice(0, 8),
          gain: gainBy.get(fi) ?? 0,
          why: `Where the ${complaint?.name.toLowerCase() ?? "pain"} is points to its cause.`,
          mustAsk: Boolean(item.always),
        };
      }
      if (!item.always && (gainBy.get(fi) ?? 0) < CHARACTER_MIN_GAIN) continue;
      const variants = variantsOf(fi, state, gainBy, model, age === undefined ? undefined : { age, sex });
      return {
        kind: variants.length ? "children" : "single",
        items: [fi, ...variants],
        gain: gainBy.get(fi) ?? 0,
        why: `Doctors first ask about the ${complaint?.name.toLowerCase() ?? "main symptom"} itself: how bad it is, how long it has lasted and what comes with it.`,
        mustAsk: Boolean(item.always),
      };
    }
  }
  return null;
}

function entropyOf(values: number[], total: number): number {
  if (total <= 0) return 0;
  let h = 0;
  for (const v of values) {
    if (v <= 0) continue;
    const q = v / total;
    h -= q * Math.log2(q);
  }
  return h;
}

function applies(model: Model, fi: number, sex: Sex | undefined): boolean {
  const s = model.findings[fi]?.sex;
  return !s || !sex || s === sex;
}

interface Active {
  idx: number[];
  p: number[];
  emergency: boolean[];
  other: number;
  entropy: number;
  emergencyMass: number;
}

function activeSet(post: Posterior, model: Model): Active {
  const idx: number[] = [];
  const p: number[] = [];
  const emergency: boolean[] = [];
  let rest = post.other;
  let mass = 0;
  post.probs.forEach((v, c) => {
    if (model.emergencyCondition[c]) mass += v;
    if (v >= ACTIVE_MIN) {
      idx.push(c);
      p.push(v);
      emergency.push(Boolean(model.emergencyCondition[c]));
    } else rest += v;
  });
  const all = [...p, rest];
  return { idx, p, emergency, other: rest, entropy: entropyOf(all, 1), emergencyMass: mass };
}

const binaryEntropy = (q: number) => (q <= 0 || q >= 1 ? 0 : -q * Math.log2(q) - (1 - q) * Math.log2(1 - q));

/**
 * Weight of the triage term: information about "is this an emergency?" counts this many times more
 * than the same amount of information about which condition it is, because missing an emergency is the
 * costliest error a checker can make.
 */
export const TRIAGE_GAIN_WEIGHT = 3;

/** x·log2(x), 0 at 0: the terms of an entropy, so H(v / t) = log2(t) − Σ x·log2(x) / t. */
const xlog = (x: number) => (x > 0 ? x * Math.log2(x) : 0);

/**
 * Expected information gain (bits) of asking one finding, plus the weighted gain on emergency vs not.
 * One pass, no arrays: pPlus·H(answer yes) = pPlus·log2(pPlus) − Σ xlog(p·l), and likewise for "no".
 */
function gainOf(model: Model, a: Active, fi: number): number {
  const F = model.F;
  const base = model.base[fi] as number;
  const otherPlus = a.other * base;
  const otherMinus = a.other * (1 - base);
  let pPlus = otherPlus;
  let sumPlus = xlog(otherPlus);
  let sumMinus = xlog(otherMinus);
  let ePlus = 0;
  let eMinus = 0;
  for (let k = 0; k < a.idx.length; k++) {
    const l = model.lik[(a.idx[k] as number) * F + fi] as number;
    const pk = a.p[k] as number;
    const yes = pk * l;
    const no = pk - yes;
    pPlus += yes;
    sumPlus += xlog(yes);
    sumMinus += xlog(no);
    if (a.emergency[k]) {
      ePlus += yes;
      eMinus += no;
    }
  }
  const pMinus = 1 - pPlus;
  const hPlus = pPlus > 0 ? pPlus * Math.log2(pPlus) - sumPlus : 0;
  const hMinus = pMinus > 0 ? pMinus * Math.log2(pMinus) - sumMinus : 0;
  const diagnostic = a.entropy - hPlus - hMinus;
  const triage =
    binaryEntropy(a.emergencyMass) -
    (pPlus > 0 ? pPlus * binaryEntropy(ePlus / pPlus) : 0) -
    (pMinus > 0 ? pMinus * binaryEntropy(eMinus / pMinus) : 0);
  return diagnostic + TRIAGE_GAIN_WEIGHT * Math.max(0, triage);
}

/** All askable findings with their information gain, best first. */
export function scoreCandidates(
  state: EvidenceState,
  post: Posterior,
  sex: Sex | undefined,
  model: Model = MODEL,
): ScoredFinding[] {
  const a = activeSet(post, model);
  const seen = new Set<number>();
  const out: ScoredFinding[] = [];
  for (let k = 0; k < a.idx.length; k++) {
    if ((a.p[k] as number) < 0.002) continue;
    for (const fi of model.listed[a.idx[k] as number] as number[]) {
      if (seen.has(fi) || state.asked.has(fi) || !applies(model, fi, sex)) continue;
      seen.add(fi);
      const gain = gainOf(model, a, fi);
      if (gain > 1e-4) out.push({ index: fi, gain });
    }
  }
  out.sort((x, y) => y.gain - x.gain);
  return out;
}

/** Probability mass of conditions whose triage is an emergency level. */
export function emergencyMass(post: Posterior, model: Model = MODEL): number {
  let m = 0;
  post.probs.forEach((v, c) => {
    if (model.emergencyCondition[c]) m += v;
  });
  return m;
}

/** Unasked red flags ranked by how likely a plausible emergency would show them. */
export function pendingRedFlags(
  state: EvidenceState,
  post: Posterior,
  sex: Sex | undefined,
  model: Model = MODEL,
): number[] {
  const urgency = new Map<number, number>();
  post.probs.forEach((p, c) => {
    if (!model.emergencyCondition[c] || p < 0.0005) return;
    for (const fi of model.listed[c] as number[]) {
      if (!model.findings[fi]?.redFlag || state.asked.has(fi) || !applies(model, fi, sex)) continue;
      const l = model.lik[c * model.F + fi] as number;
      const gain = p * Math.max(0, l - (model.base[fi] as number));
      urgency.set(fi, (urgency.get(fi) ?? 0) + gain);
    }
  });
  const ranked = [...urgency.entries()].sort((x, y) => y[1] - x[1]);
  // Screen only when at least one danger sign is worth asking about; then fill the screen with the next
  // most telling ones, since a list of several signs costs the user no more than one question.
  if (!ranked.length || (ranked[0] as [number, number])[1] < RED_FLAG_MIN_URGENCY) return [];
  return ranked.filter(([, u]) => u >= RED_FLAG_FILL_URGENCY).map(([fi]) => fi);
}

/**
 * Builds the question around a lead finding: a location finding brings its whole location group; a finding
 * with more specific children brings the children too (so a "dry cough" answers the cough question
 * correctly instead of being asked about separately and contradicting it).
 */
function planAround(
  lead: ScoredFinding,
  scored: ScoredFinding[],
  state: EvidenceState,
  model: Model,
  person?: Person,
): PlannedQuestion {
  const f = model.findings[lead.index];
  const gainBy = new Map(scored.map((s) => [s.index, s.gain] as const));
  if (f?.type === "location") {
    const group = model.findings
      .map((g, i) => ({ g, i }))
      .filter(({ g, i }) => g.group === f.group && g.type === "location" && !state.asked.has(i))
      .map(({ i }) => i)
      .sort((x, y) => (gainBy.get(y) ?? 0) - (gainBy.get(x) ?? 0));
    return { kind: "location", items: group.slice(0, 8), gain: lead.gain };
  }
  const variants = variantsOf(lead.index, state, gainBy, model, person);
  if (variants.length) return { kind: "children", items: [lead.index, ...variants], gain: lead.gain };
  return { kind: "single", items: [lead.index], gain: lead.gain };
}

/**
 * The unasked, still relevant variants of a finding, danger signs first, then by gain. Every one is offered
 * with the finding: a variant left out would be implied absent by a "no" to the finding itself.
 */
function variantsOf(
  fi: number,
  state: EvidenceState,
  gainBy: ReadonlyMap<number, number>,
  model: Model,
  person?: Person,
): number[] {
  const flag = (i: number) => (model.findings[i]?.redFlag ? 1 : 0);
  const children = (model.childrenOf[fi] as number[])
    .filter((c) => !state.asked.has(c) && ((gainBy.get(c) ?? 0) > 1e-4 || model.findings[c]?.redFlag))
    .sort((x, y) => flag(y) - flag(x) || (gainBy.get(y) ?? 0) - (gainBy.get(x) ?? 0));
  const danger = person ? emergencyKindsOf(fi, state, person, model) : [];
  return [...new Set([...danger, ...children])].slice(0, MAX_CHILD_ITEMS);
}

/** Who is asked: a finding's kinds are offered by age and sex. */
interface Person {
  age: number;
  sex: Sex | undefined;
}

/** Every more specific kind of each finding: the findings that make it present, by parent or implication,
 * however deep (a sudden one-sided low belly pain is a kind of lower belly pain, itself a belly pain). */
const KINDS = new WeakMap<Model, number[][]>();
function kindsOf(fi: number, model: Model): number[] {
  let kinds = KINDS.get(model);
  if (!kinds) {
    const all: number[][] = model.findings.map(() => []);
    model.impliedAll.forEach((up, j) => {
      for (const i of up) (all[i] as number[]).push(j);
    });
    kinds = all;
    KINDS.set(model, kinds);
  }
  return kinds[fi] as number[];
}

/**
 * The kinds of a finding that would make the advice an emergency with what the person has told (em19), offered
 * whenever the finding itself is asked. A person who is asked "do you feel your heart racing?" or "do you have
 * belly pain?" and whose heart started racing like a switch, or whose pain came suddenly low on one side, must
 * be able to say so there: asked only about the plain finding, the one form that is the danger is never heard
 * (NICE CKS lists red flags as forms of the presenting symptom: a sudden onset, a one-sided pain, a racing that
 * starts and stops abruptly).
 */
function emergencyKindsOf(fi: number, state: EvidenceState, person: Person, model: Model): number[] {
  const present = presentIds(state, model);
  const out: number[] = [];
  for (const k of kindsOf(fi, model)) {
    const f = model.findings[k];
    if (!f || state.asked.has(k) || !applies(model, k, person.sex) || f.type === "location") continue;
    if (f.ages && (person.age < f.ages[0] || person.age > f.ages[1])) continue;
    // A red flag on its own is asked by the danger screens (and a red-flag child with its parent already);
    // what is left unheard is the kind that is dangerous only with what this person has told.
    if (!f.redFlag && emergencyWith(present, k, person.age, model)) out.push(k);
  }
  return out;
}

export interface NextStep {
  question: PlannedQuestion | null;
  scored: ScoredFinding[];
  emergency: number;
}

export function planNextQuestion(
  state: EvidenceState,
  post: Posterior,
  sex: Sex | undefined,
  model: Model = MODEL,
  age = 25,
  flagged = false,
  /** Review the other symptoms ("Do you also have any of these?"), as the web pages do. */
  review = false,
  /** The emergency rests on who the person is (an age rule: any fever under 3 months), not on a sign that
   * points to a condition: the differential is still open (hallmarkQuestion). */
  byAge = false,
): NextStep {
  const scored = scoreCandidates(state, post, sex, model);
  const emergency = emergencyMass(post, model);
  // Clinician order: the complaint's danger signs, its own character, the grading signs of a plausible
  // common illness, then danger signs of plausible emergencies, then the most informative question.
  // Once a danger sign is present the advice is already an emergency: only questions that name it remain.
  // A pending complaint or age-band screen is asked even once a danger sign is present: the advice is
  // already an emergency, but naming it (meningitis or sepsis in a febrile infant) needs the screen.
  const screen = complaintScreens(state, age, sex, model)[0];
  if (screen) return { question: screen, scored, emergency };
  // "Anything else?" is asked even after a danger sign: what else the person has names the emergency
  // (confusion in someone on insulin is a low sugar, and its first aid is sugar).
  const others = review ? associatedQuestion(state, age, sex, scored, model) : null;
  if (others) return { question: others, scored, emergency };
  if (flagged && byAge) {
    const hallmark = hallmarkQuestion(state, post, sex, model);
    if (hallmark) return { question: hallmark, scored, emergency };
  }
  if (!flagged) {
    const character = characterQuestion(state, sex, scored, model, false, age);
    if (character) return { question: character, scored, emergency };
    const severity = severityScreens(state, post, sex, model)[0];
    if (severity) return { question: severity, scored, emergency };
  }
  // The web flow, once the complaint's own questions are done: the most telling sign of each emergency the
  // answers leave plausible, several to a question. A person who only ticks boxes never names a sign that
  // is not offered, and a one-at-a-time interview by information gain drifts to the common illnesses of
  // other systems before it reaches a rare emergency's sign (thirst and deep breathing in a vomiting child).
  if (review && !flagged && namedOneSymptom(state, model)) {
    const telling = tellingQuestion(state, post, sex, model);
    if (telling) return { question: telling, scored, emergency };
  }
  if (!flagged && emergency >= RED_FLAG_SCREEN_MASS) {
    const flags = pendingRedFlags(state, post, sex, model);
    if (flags.length) {
      const top = flags.slice(0, MAX_GROUP_ITEMS);
      return { question: { kind: "red_flags", items: top, gain: 1 }, scored, emergency };
    }
  }
  const lead = scored[0];
  if (!lead) return { question: null, scored, emergency };
  return { question: planAround(lead, scored, state, model, { age, sex }), scored, emergency };
}

/** A feature at least this typical of a condition (share of its cases) is one of its hallmarks. */
const HALLMARK_MIN = 0.8;
/** A leader this likely would head the result. */
const HALLMARK_LEADER_MIN = 0.2;

/**
 * Once an age rule has made the advice an emergency (any fever under 3 months, a young infant not feeding), the
 * interview stops as soon as the danger screens are answered, and nothing has yet pointed to a cause: a leading
 * condition that is not the emergency, and that none of its hallmarks supports, would head the result
 * unexamined (bronchiolitis above serious bacterial infection in a febrile 5-week-old nobody asked about a
 * cough). A danger sign that itself points to a condition (a swelling spreading from a bad tooth) asks nothing
 * more: each extra question is a chance for a "no" to a feature the person has but named otherwise. A clinician checks the leading idea's defining feature before naming it: its most typical unasked
 * finding that the likeliest emergency does not share is asked, once per hallmark, until the leader is an
 * emergency, has a hallmark present, or falls.
 */
export function hallmarkQuestion(
  state: EvidenceState,
  post: Posterior,
  sex: Sex | undefined,
  model: Model = MODEL,
): PlannedQuestion | null {
  let lead = -1;
  for (let c = 0; c < model.C; c++) if (lead < 0 || (post.probs[c] as number) > (post.probs[lead] as number)) lead = c;
  if (lead < 0 || model.emergencyCondition[lead] || (post.probs[lead] as number) < HALLMARK_LEADER_MIN) return null;
  // The likeliest emergency: a hallmark it shares does not tell the two apart (a cellulitis and a necrotising
  // fasciitis are both red and hot), and a "no" would wrongly sink both.
  let emergency = -1;
  for (let c = 0; c < model.C; c++)
    if (model.emergencyCondition[c] && (emergency < 0 || (post.probs[c] as number) > (post.probs[emergency] as number)))
      emergency = c;
  const row = lead * model.F;
  let best = -1;
  for (const fi of model.listed[lead] as number[]) {
    const l = model.lik[row + fi] as number;
    if (l < HALLMARK_MIN) continue;
    if (emergency >= 0 && (model.lik[emergency * model.F + fi] as number) > l / 2) continue;
    if (state.known.get(fi) === 1) return null;
    const f = model.findings[fi];
    if (state.asked.has(fi) || state.known.has(fi) || (f?.sex && sex && f.sex !== sex)) continue;
    if (best < 0 || l > (model.lik[row + best] as number)) best = fi;
  }
  if (best < 0) return null;
  return { kind: "single", items: [best], gain: 1, mustAsk: true };
}

/** One page of the most telling signs of the emergencies the answers leave at least `minP` likely (and that
 * explain what the person has), each body system's signs together; null when there are none. */
export function tellingQuestion(
  state: EvidenceState,
  post: Posterior,
  sex: Sex | undefined,
  model: Model = MODEL,
  minP = TELLING_MIN,
): PlannedQuestion | null {
  const telling = emergencyScreenCandidates(state, post, sex, model, minP, true);
  if (!telling.length) return null;
  return {
    kind: "red_flags",
    items: byGroup(telling.slice(0, TELLING_PAGE_ITEMS), model),
    gain: 1,
    text: TELLING_TEXT,
    why: "Each of these points to an illness that needs care quickly. A yes helps us send you to the right place.",
    optional: true,
  };
}

/** The same findings with those of one body system or kind (eye, skin, history) next to each other, in the
 * order each group first appears: a page of signs reads as a few short lists, not a jumble. */
function byGroup(items: number[], model: Model): number[] {
  const first = new Map<string, number>();
  items.forEach((fi, i) => {
    const g = model.findings[fi]?.group ?? "";
    if (!first.has(g)) first.set(g, i);
  });
  const at = (fi: number) => first.get(model.findings[fi]?.group ?? "") as number;
  return items
    .map((fi, i) => [fi, i] as const)
    .sort((a, b) => at(a[0]) - at(b[0]) || a[1] - b[1])
    .map(([fi]) => fi);
}

/**
 * Several questions at once (the SPEC's web flow asks in rounds without re-scoring in between). Questions
 * are chosen one after another, each time assuming the most likely answer to the ones already chosen,
 * so a round doesn't spend four questions on the same distinction. A pending danger-sign screen comes first.
 */
export function planQuestions(
  count: number,
  state: EvidenceState,
  post: Posterior,
  sex: Sex | undefined,
  model: Model = MODEL,
  repost?: (s: EvidenceState) => Posterior,
): PlannedQuestion[] {
  const out: PlannedQuestion[] = [];
  const usedGroups = new Set<string>();
  const st: EvidenceState = { known: new Map(state.known), asked: new Set(state.asked), initial: state.initial };
  let p = post;
  let screened = false;
  while (out.length < count) {
    let q: PlannedQuestion | null = null;
    if (!screened && emergencyMass(p, model) >= RED_FLAG_SCREEN_MASS) {
      const flags = pendingRedFlags(st, p, sex, model).slice(0, MAX_GROUP_ITEMS);
      if (flags.length) {
        q = { kind: "red_flags", items: flags, gain: 1 };
        screened = true;
      }
    }
    if (!q) {
      const scored = scoreCandidates(st, p, sex, model);
      for (const s of scored) {
        const f = model.findings[s.index];
        if (!f) continue;
        if (f.type === "location" && usedGroups.has(f.group)) continue;
        // A variant is only worth its own question once its parent is known present.
        const parent = model.parentOf[s.index] as number;
        if (parent >= 0 && st.known.get(parent) !== 1 && f.type !== "location") continue;
        q = planAround(s, scored, st, model);
        if (q.kind === "children") q.items = [s.index];
        if (f.type === "location") usedGroups.add(f.group);
        break;
      }
    }
    if (!q) break;
    out.push(q);
    // Assume the most likely answer before choosing the next question.
    for (const fi of q.items) {
      st.asked.add(fi);
      if (q.kind === "location") continue;
      let pPresent = p.other * (model.base[fi] as number);
      p.probs.forEach((pc, c) => {
        pPresent += pc * (model.lik[c * model.F + fi] as number);
      });
      st.known.set(fi, q.kind !== "red_flags" && pPresent > 0.5 ? 1 : 0);
    }
    if (repost) p = repost(st);
  }
  return out;
}

/** An emergency condition this plausible gets its most telling finding screened. */
export const SCREEN_CONDITION_MIN = 3e-4;
/** The same bar in later rounds, once answers have had their say. */
export const SCREEN_LATER_MIN = 1e-3;
/** A finding tells an emergency apart only when it is this many times likelier with it than at base rate. */
const SCREEN_MIN_RATIO = 3;

/**
 * Danger screening for questions asked without seeing the answers in between (the SPEC's blind rounds) and
 * for the web flow once the complaint's own questions are done, most decisive first:
 * 1. findings that would complete a combination rule given what is already present (fever → stiff neck,
 *    contact with Lassa fever; vomiting → insulin use): a "yes" makes the triage an emergency at once;
 * 2. for each plausible emergency condition, most likely first, its most telling unasked finding (a danger
 *    sign, an exposure or a risk factor such as HIV, generator fumes, a long journey). Location findings
 *    are left to the location question, which offers the whole group.
 */
export function emergencyScreenCandidates(
  state: EvidenceState,
  post: { probs: ArrayLike<number> },
  sex: Sex | undefined,
  model: Model,
  minP: number,
  /** Only emergencies that explain what the person has (EXPLAINS_*), and no combination rule of one sign
   * (it completes nothing the person has): a headache is not screened for swallowed weed killer. A plausible
   * emergency's own most telling finding may still be a lone red flag. */
  explaining = false,
): number[] {
  const present = new Set<string>();
  const presentIdx: number[] = [];
  for (const [fi, v] of state.known)
    if (v === 1) {
      present.add(model.findings[fi]?.id ?? "");
      presentIdx.push(fi);
    }
  const explains = (c: number) => {
    let n = 0;
    for (const fi of presentIdx)
      if (
        (model.lik[c * model.F + fi] as number) >= Math.min(EXPLAINS_LIK, EXPLAINS_RATIO * (model.base[fi] as number))
      )
        n++;
    return n > 0 && n >= EXPLAINS_SHARE * presentIdx.length;
  };
  const out: number[] = [];
  const seen = new Set<number>();
  const add = (fi: number | undefined) => {
    if (fi === undefined || fi < 0 || seen.has(fi) || state.asked.has(fi)) return;
    const f = model.findings[fi];
    if (!f || (f.sex && sex && f.sex !== sex)) return;
    seen.add(fi);
    out.push(fi);
  };
  for (const rule of RED_FLAG_RULES) {
    const missing = rule.all.filter((g) => !g.some((id) => present.has(id)));
    if (missing.length !== 1) continue;
    // A rule of one sign completes nothing the person has.
    if (explaining && rule.all.length < 2) continue;
    const group = missing[0] as string[];
    // A group already answered "no" (every member asked) needs no screen.
    group
      .map((id) => model.findingIndex.get(id))
      .filter((fi): fi is number => fi !== undefined && !state.asked.has(fi))
      .slice(0, 2)
      .forEach(add);
  }
  const plausible: Array<[number, number]> = [];
  for (let c = 0; c < model.conditions.length; c++) {
    const p = post.probs[c] as number;
    if (model.emergencyCondition[c] && p >= minP && (!explaining || explains(c))) plausible.push([c, p]);
  }
  plausible.sort((x, y) => y[1] - x[1]);
  for (const [c] of plausible) {
    const ranked: Array<[number, number]> = [];
    for (const fi of model.listed[c] as number[]) {
      if (state.asked.has(fi) || seen.has(fi)) continue;
      const f = model.findings[fi];
      if (!f || f.type === "location" || (f.sex && sex && f.sex !== sex)) continue;
      const l = model.lik[c * model.F + fi] as number;
      const b = model.base[fi] as number;
      if (l < SCREEN_MIN_RATIO * b) continue;
      ranked.push([fi, l * Math.log(l / b)]);
    }
    ranked.sort((x, y) => y[1] - x[1]);
    for (const [fi] of ranked.slice(0, explaining ? TELLING_PER_EMERGENCY : 1)) add(fi);
  }
  return out;
}

/** The safety check asks about a finding that would make it an emergency when at least this likely... */
export const SAFETY_MIN_PROBABILITY = 0.01;
/** ...and when what the person said makes it at least this much likelier than in anyone (its base rate): a
 * toddler's fever does not ask about heavy drinking. On the tuning sets the check costs 0.1–0.4 questions. */
export const SAFETY_MIN_LIFT = 0.005;

/**
 * The last question before the interview stops: the findings that, reported present, would by themselves make
 * the advice an emergency now — a danger sign, the missing part of a combination rule, an age rule's finding
 * or an emergency-level severity sign — ranked by how likely the person has each given what they said, the
 * likely ones only. A clinician closes a consultation the same way: "before you go, any of these?". (A
 * finding that would only shift the differential is left to the interview: as a safety question it reads
 * as unrelated to the complaint.)
 */
/** Findings that can make it an emergency by themselves or with others (danger signs, parts of combination
 * rules, age rules' findings, emergency-level severity signs), or that imply one; cached per model. */
const triggerCache = new WeakMap<Model, Uint8Array>();
function triggersOf(model: Model): Uint8Array {
  let t = triggerCache.get(model);
  if (t) return t;
  const ids = new Set<string>([
    ...RED_FLAG_RULES.flatMap((r) => r.all.flat()),
    ...AGE_RULES.map((r) => r.finding),
    ...SEVERITY_MODIFIERS.filter((m) => RANK[m.level] >= RANK.emergency).flatMap((m) => [
      ...m.findings,
      ...(m.with ?? []),
    ]),
  ]);
  t = new Uint8Array(model.F);
  const triggers = (j: number) => model.findings[j]?.redFlag || ids.has(model.findings[j]?.id ?? "");
  for (let fi = 0; fi < model.F; fi++)
    t[fi] = triggers(fi) || (model.impliedAll[fi] as number[]).some(triggers) ? 1 : 0;
  triggerCache.set(model, t);
  return t;
}

export function safetyCheck(
  state: EvidenceState,
  post: Posterior,
  age: number,
  sex: Sex | undefined,
  model: Model = MODEL,
): PlannedQuestion | null {
  const present = new Set<string>();
  for (const [fi, v] of state.known) if (v === 1) present.add(model.findings[fi]?.id as string);
  const flips: Array<[number, number]> = [];
  const triggers = triggersOf(model);
  for (let fi = 0; fi < model.F; fi++) {
    if (!triggers[fi] || state.asked.has(fi) || !applies(model, fi, sex)) continue;
    const base = model.base[fi] as number;
    // P(f present | evidence): an unlisted finding takes its base rate.
    let pf = base;
    for (const c of model.listers[fi] as number[])
      pf += (post.probs[c] as number) * ((model.lik[c * model.F + fi] as number) - base);
    if (pf < SAFETY_MIN_PROBABILITY || pf - base < SAFETY_MIN_LIFT) continue;
    if (emergencyWith(present, fi, age, model)) flips.push([fi, pf]);
  }
  if (!flips.length) return null;
  flips.sort((x, y) => y[1] - x[1]);
  return {
    kind: "red_flags",
    items: flips.slice(0, MAX_GROUP_ITEMS).map(([fi]) => fi),
    gain: 1,
    text: "Before we finish: do any of these apply?",
    why: "Together with what you have told us, a yes to any of these would mean you need care now.",
  };
}
