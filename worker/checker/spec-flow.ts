// The SPEC's guided web flow: questions come in rounds (4, then 4 more under 5 answers, 2 more under 9,
// then the diagnosis), and answers come back as text ({question, answer}). This module turns engine
// questions into SPEC Question records and maps answered text back to evidence. Unknown question text
// is ignored rather than rejected: an answer we cannot read must never break a user's check.
import {
  DEFAULT_AGE,
  analyse,
  closeWithSafetyCheck,
  exclusionCheck,
  toldAtStart,
  answeredUnits,
  emergencyFirst,
  isEmergencyDecision,
  nameable,
  webAnsweredUnits,
  rankedConditions,
  shouldStop,
  triageOf,
  unitsAfterDanger,
  type Analysis,
} from "./engine.ts";
import { explainCondition, whyAsked } from "./explain.ts";
import { computePosterior, type EvidenceState } from "./inference.ts";
import {
  associatedQuestion,
  characterQuestion,
  complaintScreens,
  emergencyScreenCandidates,
  namedOneSymptom,
  planNextQuestion,
  SCREEN_CONDITION_MIN,
  SCREEN_LATER_MIN,
  planQuestions,
  scoreCandidates,
  severityScreens,
  tellingQuestion,
  TELLING_MIN,
  type PlannedQuestion,
} from "./interview.ts";
import { COMPLAINT_SCREENS, DANGER_SCREEN_PREFIX } from "./kb/danger-screens.ts";
import { EMERGENCY_NOW } from "./kb/define.ts";
import { kbVersion } from "./kb/version.ts";
import { MODEL, type Model } from "./model.ts";
import { emergencyByFindings } from "./triage.ts";
import { parseText } from "./parse.ts";
import { normalizePhrase } from "./text.ts";
import type {
  AnswerRecord,
  Card,
  EvidenceItem,
  Explanation,
  PatientContext,
  SpecQuestion,
  TriageLevel,
} from "./types.ts";

export const SELECTION_OPTIONS = ["Yes", "No", "Not sure"];
export const SCALE_OPTIONS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
export const NONE_OPTION = "None of these";
const DANGER_PREFIX = DANGER_SCREEN_PREFIX;
/** The review of other symptoms; its answer may also name symptoms in the person's own words. */
export const OTHERS_PREFIX = "Do you also have any of these:";
/** Separator of several picks in one answer to a multi-select danger screen. */
export const MULTI_SEPARATOR = "; ";
const LOCATION_TEXT: Record<string, string> = { belly_location: "Where exactly is the pain?" };

/** The SPEC's round sizes: 4 more under 5 answers, 2 more under 9, then 0 (time to diagnose). */
export function specRoundSize(answerCount: number): number {
  if (answerCount < 5) return 4;
  if (answerCount < 9) return 2;
  return 0;
}

function locationGroupMembers(group: string, model: Model): number[] {
  return model.findings.flatMap((f, i) => (f.group === group && f.type === "location" ? [i] : []));
}

function toSpecQuestion(q: PlannedQuestion, model: Model): SpecQuestion {
  const lead = model.findings[q.items[0] as number];
  const id = lead?.id ?? "";
  if (q.kind === "red_flags") {
    const names = q.items.map((i) => model.findings[i]?.name ?? "");
    const label = q.label ? `${q.label}. ` : "";
    return {
      id: `q_danger_${id}`,
      finding_id: q.items.map((i) => model.findings[i]?.id ?? "").join(","),
      question: `${label}${DANGER_PREFIX} ${names.join("; ")}?`,
      type: "selection",
      options: [...names, NONE_OPTION],
      multiple: true,
      why: q.why ?? "A yes to any of these means you need care now.",
    };
  }
  if (q.kind === "associated") {
    const names = q.items.map((i) => model.findings[i]?.name ?? "");
    return {
      id: "q_others",
      finding_id: q.items.map((i) => model.findings[i]?.id ?? "").join(","),
      question: `${OTHERS_PREFIX} ${names.join("; ")}?`,
      type: "selection",
      options: [...names, NONE_OPTION],
      multiple: true,
      why: `${q.why ?? ""} Anything else can be written in your own words.`.trim(),
    };
  }
  if (q.kind === "location" && lead) {
    const members = locationGroupMembers(lead.group, model);
    return {
      id: `q_${lead.group}`,
      finding_id: members.map((i) => model.findings[i]?.id ?? "").join(","),
      question: LOCATION_TEXT[lead.group] ?? "Where is it?",
      type: "location",
      options: [...members.map((i) => model.findings[i]?.label ?? model.findings[i]?.name ?? ""), NONE_OPTION],
      ...(q.why ? { why: q.why } : {}),
    };
  }
  const type = lead?.type === "scale" ? "scale" : "selection";
  return {
    id: `q_${id}`,
    finding_id: id,
    question: lead?.question ?? "",
    type,
    options: type === "scale" ? [...SCALE_OPTIONS] : [...SELECTION_OPTIONS],
    ...(q.why ? { why: q.why } : {}),
  };
}

function findEntrySymptom(symptom: string, model: Model): number | undefined {
  const direct = model.findingIndex.get(symptom);
  if (direct !== undefined) return direct;
  const norm = normalizePhrase(symptom);
  if (!norm) return undefined;
  for (let i = 0; i < model.findings.length; i++) {
    const f = model.findings[i];
    if (!f) continue;
    if (normalizePhrase(f.name) === norm || f.aliases.some((a) => normalizePhrase(a) === norm)) return i;
  }
  return undefined;
}

interface QuestionLookup {
  single: Map<string, number>;
  location: Map<string, string>;
  byName: Map<string, number>;
  byLabel: Map<string, Map<string, number>>;
}

function buildLookup(model: Model): QuestionLookup {
  const single = new Map<string, number>();
  const location = new Map<string, string>();
  const byName = new Map<string, number>();
  const byLabel = new Map<string, Map<string, number>>();
  model.findings.forEach((f, i) => {
    single.set(normalizePhrase(f.question), i);
    byName.set(normalizePhrase(f.name), i);
    if (f.type === "location") {
      const m = byLabel.get(f.group) ?? new Map<string, number>();
      m.set(normalizePhrase(f.label ?? f.name), i);
      m.set(normalizePhrase(f.name), i);
      byLabel.set(f.group, m);
      location.set(normalizePhrase(LOCATION_TEXT[f.group] ?? "Where is it?"), f.group);
    }
  });
  return { single, location, byName, byLabel };
}

const LOOKUP = buildLookup(MODEL);

const YES = new Set(["yes", "y", "true", "present", "yeah", "yep", "i do", "i have"]);
const NO = new Set(["no", "n", "false", "absent", "nope", "i dont", "none", normalizePhrase(NONE_OPTION)]);

/** Maps a selection answer to a choice; anything unreadable counts as "unknown". */
function choiceOf(answer: string): "present" | "absent" | "unknown" {
  const a = normalizePhrase(answer);
  if (YES.has(a)) return "present";
  if (NO.has(a)) return "absent";
  return "unknown";
}

/** Turns the symptom and the text answers of the web flow back into evidence. Never throws. */
export function evidenceFromResponses(
  symptom: string,
  responses: AnswerRecord[],
  model: Model = MODEL,
): EvidenceItem[] {
  const evidence: EvidenceItem[] = [];
  const entry = findEntrySymptom(String(symptom ?? ""), model);
  if (entry !== undefined) evidence.push({ id: model.findings[entry]?.id ?? "", choice: "present", source: "initial" });
  const lookup = model === MODEL ? LOOKUP : buildLookup(model);
  for (const r of Array.isArray(responses) ? responses : []) {
    if (!r || typeof r.question !== "string") continue;
    const answer = String(r.answer ?? "");
    const qn = normalizePhrase(r.question);
    const fi = lookup.single.get(qn);
    if (fi !== undefined) {
      const f = model.findings[fi];
      if (!f) continue;
      if (f.type === "scale") {
        const n = Number.parseFloat(answer);
        if (Number.isFinite(n)) evidence.push({ id: f.id, choice: n >= 7 ? "present" : n <= 4 ? "absent" : "unknown" });
        else evidence.push({ id: f.id, choice: choiceOf(answer) });
      } else evidence.push({ id: f.id, choice: choiceOf(answer) });
      continue;
    }
    const group = lookup.location.get(qn);
    if (group !== undefined) {
      const labels = lookup.byLabel.get(group) ?? new Map<string, number>();
      const picked = labels.get(normalizePhrase(answer));
      for (const i of locationGroupMembers(group, model)) {
        if (picked === undefined && normalizePhrase(answer) !== normalizePhrase(NONE_OPTION)) continue;
        evidence.push({ id: model.findings[i]?.id ?? "", choice: i === picked ? "present" : "absent" });
      }
      continue;
    }
    const danger = r.question.indexOf(DANGER_PREFIX);
    const others = danger < 0 ? r.question.indexOf(OTHERS_PREFIX) : -1;
    if (danger >= 0 || others >= 0) {
      const listed = r.question
        .slice(danger >= 0 ? danger + DANGER_PREFIX.length : others + OTHERS_PREFIX.length)
        .replace(/\?\s*$/, "")
        .split(";")
        .map((s) => lookup.byName.get(normalizePhrase(s)))
        .filter((i): i is number => i !== undefined);
      // "Yes"/"No" to a one-item list is read as that item's answer.
      const yesNo = choiceOf(answer);
      // A multi-select answer names every sign picked, joined with "; ".
      const picked = new Set(
        answer
          .split(";")
          .map((a) => lookup.byName.get(normalizePhrase(a)))
          .filter((i): i is number => i !== undefined && listed.includes(i)),
      );
      if (listed.length === 1 && yesNo === "present") picked.add(listed[0] as number);
      let none =
        normalizePhrase(answer) === normalizePhrase(NONE_OPTION) || (listed.length === 1 && yesNo === "absent");
      // "Anything else?": the parts of the answer that are not options are the person's own words.
      if (others >= 0) {
        const words = answer
          .split(";")
          .filter((a) => lookup.byName.get(normalizePhrase(a)) === undefined && choiceOf(a) === "unknown")
          .join(". ");
        const told = words ? parseText(words, model) : [];
        for (const m of told) evidence.push({ id: m.id, choice: m.choice, source: "initial" });
        if (told.some((m) => listed.includes(model.findingIndex.get(m.id) ?? -1))) none = false;
        for (const m of told) if (m.choice === "present") picked.add(model.findingIndex.get(m.id) ?? -1);
      }
      for (const i of listed) {
        // Every sign of the list was shown with a checkbox: an unpicked one is a "no" once anything was
        // answered; an unreadable answer leaves them unknown.
        if (picked.has(i)) evidence.push({ id: model.findings[i]?.id ?? "", choice: "present" });
        else if (none || picked.size) evidence.push({ id: model.findings[i]?.id ?? "", choice: "absent" });
        else evidence.push({ id: model.findings[i]?.id ?? "", choice: "unknown" });
      }
    }
  }
  return evidence.filter((e) => e.id);
}

function contextOf(ctx: PatientContext | undefined): { age: number; sex: PatientContext["sex"] } {
  const age = ctx?.age !== undefined && Number.isFinite(ctx.age) ? Number(ctx.age) : DEFAULT_AGE;
  return { age, sex: ctx?.sex };
}

/** First round of questions for a chosen entry symptom (GET /getSymptomQuestions). */
export function questionsForSymptom(symptomId: string, ctx?: PatientContext, model: Model = MODEL): SpecQuestion[] {
  return moreQuestions({ symptom: symptomId, quan: 4, prev: [] }, ctx, model);
}

/** Further questions given the answers so far (POST /getMoreQuestions). */
export function moreQuestions(
  input: { symptom: string; quan: number; prev: AnswerRecord[] },
  ctx?: PatientContext,
  model: Model = MODEL,
): SpecQuestion[] {
  const { age, sex } = contextOf(ctx);
  const quan = Math.max(0, Math.min(10, Math.floor(Number(input.quan) || 0)));
  if (!quan) return [];
  const evidence = evidenceFromResponses(input.symptom, input.prev ?? [], model);
  const an = analyse(age, sex, evidence, model);
  const repost = (st: EvidenceState) => computePosterior(an.age, sex, st, model);
  const st: EvidenceState = {
    known: new Map(an.state.known),
    asked: new Set(an.state.asked),
    initial: an.state.initial,
  };
  const screens: PlannedQuestion[] = [];
  const take = (q: PlannedQuestion) => {
    screens.push(q);
    for (const fi of q.items) {
      st.asked.add(fi);
      // Rounds are answered blind: plan the rest as if each danger sign (or other symptom) were denied.
      if (q.kind === "red_flags" || q.kind === "associated") st.known.set(fi, 0);
    }
  };
  // Clinician order, as in the /api/v1 interview: the complaint's danger signs, its own character, the
  // grading signs of a plausible common illness. Once a danger sign is present none of this is needed.
  const flagged = isEmergencyDecision(triageOf(an, model));
  if (!flagged) {
    for (const q of complaintScreens(st, an.age, sex, model)) if (screens.length < quan) take(q);
    // "Anything else?" once, after the complaint's danger screens, for a person who named one symptom.
    const others = associatedQuestion(st, an.age, sex, scoreCandidates(st, an.post, sex, model), model);
    if (others && screens.length < quan) take(others);
    while (screens.length < quan) {
      const ch = characterQuestion(st, sex, scoreCandidates(st, an.post, sex, model), model, true);
      if (!ch) break;
      take(ch);
    }
    for (const q of severityScreens(st, an.post, sex, model)) if (screens.length < quan) take(q);
  }
  // Then danger signs of the emergencies still plausible: up to half of what is left of the round.
  // After the first round, only emergencies the answers have kept plausible are screened further.
  const minP = (input.prev ?? []).length > 0 ? SCREEN_LATER_MIN : SCREEN_CONDITION_MIN;
  const candidates = emergencyScreenCandidates(st, an.post, sex, model, minP);
  const maxScreens = screens.length + Math.floor((quan - screens.length) / 2);
  while (screens.length < maxScreens && candidates.length) {
    take({ kind: "red_flags", items: candidates.splice(0, SCREEN_ITEMS), gain: 1 });
  }
  const post = screens.length ? repost(st) : an.post;
  const rest = planQuestions(quan - screens.length, st, post, sex, model, repost);
  for (const q of rest) if (!q.why) q.why = whyAsked(q.items[0] as number, post, model);
  return [...screens, ...rest].map((q) => toSpecQuestion(q, model));
}

/** Items per emergency screen (a radio list: more would be hard to read). */
const SCREEN_ITEMS = 5;

export interface DiagnosisResult {
  symptom: { symptom: string };
  kb_version: string;
  meta_data: {
    disease: string;
    description: string;
    causes: string[];
    next: Card[];
    remedies: Card[];
    treatment: Card[];
  };
  condition: { id: string; name: string; common_name: string; icd10: string; probability: number };
  differential: Array<{ id: string; name: string; common_name: string; icd10: string; probability: number }>;
  triage: { triage_level: TriageLevel; red_flags: Array<{ id: string; name: string }>; advice: string };
  explanation: Explanation;
  sources: Array<{ name: string; url: string }>;
  evidence: EvidenceItem[];
  /**
   * What the headline is: "condition" (a named most likely cause), "emergency" (the triage is an
   * emergency and the headline is the condition that makes it one, or an emergency we cannot name when
   * `condition.id` is empty) or "undetermined" (nothing in the knowledge base explains the answers).
   */
  headline: "condition" | "emergency" | "undetermined";
  undetermined: boolean;
  /** Risks from the person's health profile that are not diseases (sickle cell trait, G6PD deficiency). */
  notes?: string[];
}

/** Without a named condition, the result cites the guidelines behind the complaint's danger screen. */
function screenSources(entryId: string): Array<{ name: string; url: string }> {
  const out = new Map<string, { name: string; url: string }>();
  for (const screen of COMPLAINT_SCREENS)
    if (screen.triggers.includes(entryId)) for (const src of screen.sources) out.set(src.url, { ...src });
  if (!out.size)
    out.set("who-bec", {
      name: "WHO: Basic emergency care - approach to the acutely ill and injured",
      url: "https://www.who.int/publications/i/item/basic-emergency-care-approach-to-the-acutely-ill-and-injured",
    });
  return [...out.values()];
}

/** Below this probability an emergency condition is not named as the cause of an emergency triage. */
export const EMERGENCY_HEADLINE_MIN = 0.02;
export const UNNAMED_EMERGENCY = "An emergency we cannot name";
export const UNDETERMINED_NAME = "We could not narrow this down";

/** The SPEC's Diagnosis result (POST /getDiagnosis), with the differential, triage and explanation. */
export function buildDiagnosisResult(
  symptom: string,
  responses: AnswerRecord[],
  ctx?: PatientContext,
  model: Model = MODEL,
): DiagnosisResult {
  return diagnosisFromEvidence(symptom, evidenceFromResponses(symptom, responses, model), ctx, model);
}

/** The same Diagnosis result from evidence by finding id (the web flow's route action sends ids, not text). */
export function diagnosisFromEvidence(
  symptom: string,
  evidence: EvidenceItem[],
  ctx?: PatientContext,
  model: Model = MODEL,
): DiagnosisResult {
  const { age, sex } = contextOf(ctx);
  const analysed = analyse(age, sex, evidence, model);
  const t = triageOf(analysed, model);
  // The emergency a danger sign names heads the ranking (engine.ts emergencyFirst), so the differential and the
  // headline tell the same story.
  const an = { ...analysed, ranked: emergencyFirst(analysed, t, model) };
  const emergency = t.triage_level === "emergency" || t.triage_level === "emergency_ambulance";
  // One story: an emergency triage is headed by the condition that makes it an emergency (never a
  // reassuring one), or says plainly that it is an emergency we cannot name; a weak leader is not
  // called "most likely".
  let headline: DiagnosisResult["headline"] = "condition";
  let top: number | undefined = an.ranked[0] as number;
  if (emergency) {
    headline = "emergency";
    // The emergency a combination rule names heads even below the floor (engine.ts RULE_EMERGENCY_MIN).
    const moved = an.ranked[0] !== analysed.ranked[0] ? an.ranked[0] : undefined;
    top =
      moved !== undefined && model.emergencyCondition[moved]
        ? moved
        : an.ranked
            .slice(0, 8)
            .find(
              (ci) =>
                model.emergencyCondition[ci] &&
                (an.post.probs[ci] as number) >= EMERGENCY_HEADLINE_MIN &&
                nameable(ci, an.state, model),
            );
  } else if (an.undetermined) {
    headline = "undetermined";
    top = undefined;
  }
  const c = top === undefined ? undefined : model.conditions[top];
  const next = c ? [...c.next] : [];
  if (emergency && !next.some((n) => n.title === EMERGENCY_NOW.title)) next.unshift({ ...EMERGENCY_NOW });
  if (!c && !emergency)
    next.push({
      title: "See a doctor",
      description:
        "Your answers do not fit any one condition we know well enough to name it. A doctor who can examine you is the best next step.",
    });
  const entry = findEntrySymptom(String(symptom ?? ""), model);
  const differential = rankedConditions(an, 5, model).map((r) => ({
    ...r,
    common_name: model.conditions[model.conditionIndex.get(r.id) as number]?.commonName ?? r.name,
  }));
  const unnamed = emergency ? UNNAMED_EMERGENCY : UNDETERMINED_NAME;
  return {
    symptom: {
      symptom: entry !== undefined ? (model.findings[entry]?.name ?? String(symptom)) : String(symptom ?? ""),
    },
    kb_version: kbVersion(),
    meta_data: {
      disease: c?.name ?? unnamed,
      description:
        c?.description ??
        (emergency
          ? "Your answers include danger signs that need a doctor now, but they do not point clearly to one condition."
          : "Your answers do not fit any one condition we know well enough to name it."),
      causes: [...(c?.causes ?? [])],
      next,
      remedies: [...(c?.remedies ?? [])],
      treatment: [...(c?.treatment ?? [])],
    },
    condition: {
      id: c?.id ?? "",
      name: c?.name ?? unnamed,
      common_name: c?.commonName ?? unnamed,
      icd10: c?.icd10 ?? "",
      probability: top === undefined ? 0 : Math.round((an.post.probs[top] as number) * 10000) / 10000,
    },
    differential,
    triage: { triage_level: t.triage_level, red_flags: t.red_flags, advice: t.advice },
    explanation: top === undefined ? { for: [], against: [] } : explainCondition(top, an.state, model),
    sources: c ? [...c.sources] : screenSources(entry === undefined ? "" : (model.findings[entry]?.id ?? "")),
    evidence,
    headline,
    undetermined: an.undetermined,
  };
}

// ---------------------------------------------------------------- the web flow (route action, finding ids)
//
// The web pages ask one question at a time through a route action that carries finding ids, so they can
// ask exactly what /api/v1 asks: the complaint's danger screens, its own character, then by information
// gain, until the engine's stopping rule says enough. The SPEC's 4/4/2 text rounds above stay for outside
// clients of /api/getMoreQuestions.

/** "others": the review of other symptoms, ticked from a list and/or typed in the person's own words. */
export type WebQuestionKind = "single" | "scale" | "location" | "multi" | "others";
export interface WebOption {
  /** A finding id, a choice ("present", "absent", "unknown"), a scale step, or WEB_NONE. */
  value: string;
  label: string;
}
export interface WebQuestion {
  kind: WebQuestionKind;
  /** The findings this question asks about, lead first. */
  ids: string[];
  /** The question as shown ("Do you have a cough?"); danger screens carry their body system in `label`. */
  text: string;
  label?: string;
  why: string;
  options: WebOption[];
  /** A danger-sign screen ("Do you have any of these right now?"). */
  danger: boolean;
}
export interface WebStep {
  /** The next question, or null when it is time for the result. */
  question: WebQuestion | null;
  /** The answers so far make this an emergency (a danger sign, a combination or an age rule). */
  emergency: boolean;
}

/** "None of these" in a multi-select or location question. */
export const WEB_NONE = "none";
/** The most questions the web flow asks, whatever the stopping rule says (v1 stops by STOP.maxUnits): twenty
 * pages is as long as a check on a phone should run. */
export const WEB_MAX_QUESTIONS = 20;
/** A person who named one symptom and has said "no" to every page since has told us nothing more: after this
 * many pages only danger questions (telling signs of an emergency still plausible, the safety check) are
 * asked, then the result says plainly that nothing points to a cause. Twenty pages of "no" to questions
 * that only tell common illnesses apart is a check nobody finishes. */
export const WEB_NOTHING_FOUND_PAGES = 12;
/** ...with the bar for an emergency's telling signs lowered by this factor, since every "no" so far makes the
 * unexplained emergency a little likelier. */
const NOTHING_FOUND_TELLING = 0.1;

/** An answer that shows a danger sign ends the web check at once when an emergency condition leads at least this
 * clearly (the result names it); otherwise the check goes on for at most WEB_NAMING_PAGES pages after that
 * answer, asking what names the emergency (the complaint's own screens, the emergency candidates' telling
 * signs). A result that says "emergency" over a ranking of common illnesses does not tell the person, or the
 * clinician they see, what to fear (on tune12 the web flow lost infant meningitis, leukaemia and neonatal
 * mastitis from the top three this way). */
export const WEB_NAMED_LEADER = 0.5;
export const WEB_NAMING_PAGES = 2;

/** Whether an emergency condition leads the ranking at least WEB_NAMED_LEADER. */
function emergencyNamed(an: Analysis, model: Model): boolean {
  const lead = an.ranked[0] as number;
  return Boolean(model.emergencyCondition[lead]) && (an.post.probs[lead] as number) >= WEB_NAMED_LEADER;
}

/**
 * Pages answered after the page whose answer first showed a danger sign; -1 when no page did, or when what the
 * person typed or chose at the start already did (a complaint that is a danger sign gets the questions that name
 * it, as in /api/v1).
 * `steps` are the findings each answered page added, in order, at the end of the evidence.
 */
function answeredDangerPages(evidence: EvidenceItem[], steps: readonly number[], age: number, model: Model): number {
  const total = steps.reduce((a, n) => a + n, 0);
  if (total > evidence.length) return -1;
  let at = evidence.length - total;
  if (emergencyByFindings(presentUpTo(evidence, at, model), age, model)) return -1;
  let pages = 0;
  let flaggedPage = false;
  for (const n of steps) {
    at += n;
    if (flaggedPage) pages++;
    else if (emergencyByFindings(presentUpTo(evidence, at, model), age, model)) flaggedPage = true;
  }
  return flaggedPage ? pages : -1;
}

/** The findings present in the first `n` evidence items, with what they imply. */
function presentUpTo(evidence: EvidenceItem[], n: number, model: Model): Set<string> {
  const present = new Set<string>();
  for (const e of evidence.slice(0, n)) {
    if (e.choice !== "present") continue;
    present.add(e.id);
    const fi = model.findingIndex.get(e.id);
    if (fi !== undefined) for (const j of model.impliedAll[fi] as number[]) present.add(model.findings[j]?.id ?? "");
  }
  return present;
}

/** Whether any finding is present beyond what the person started with (and what that implies). */
function toldMore(an: Analysis, model: Model): boolean {
  const start = new Set<number>();
  for (const fi of an.state.initial) {
    start.add(fi);
    for (const j of model.impliedAll[fi] as number[]) start.add(j);
  }
  for (const [fi, v] of an.state.known) if (v === 1 && !start.has(fi)) return true;
  return false;
}

const CHOICE_OPTIONS: WebOption[] = [
  { value: "present", label: "Yes" },
  { value: "absent", label: "No" },
  { value: "unknown", label: "Not sure" },
];

function toWebQuestion(q: PlannedQuestion, post: { probs: ArrayLike<number> }, model: Model): WebQuestion {
  const lead = model.findings[q.items[0] as number];
  const ids = q.items.map((i) => model.findings[i]?.id ?? "");
  const why = q.why ?? whyAsked(q.items[0] as number, post, model);
  const none = { value: WEB_NONE, label: NONE_OPTION };
  const named = q.items.map((i) => ({ value: model.findings[i]?.id ?? "", label: model.findings[i]?.name ?? "" }));
  if (q.kind === "red_flags")
    return {
      kind: "multi",
      ids,
      text: q.text ?? "Do you have any of these right now?",
      ...(q.label ? { label: q.label } : {}),
      why: q.why ?? "A yes to any of these means you need care now.",
      options: [...named, none],
      danger: true,
    };
  if (q.kind === "associated")
    return {
      kind: "others",
      ids,
      text: "Do you also have any of these?",
      why,
      options: [...named, none],
      danger: false,
    };
  if (q.kind === "children")
    // The lead and its more specific kinds: ticking a kind answers the lead too ("dry cough" is a cough).
    return { kind: "multi", ids, text: lead?.question ?? "", why, options: [...named, none], danger: false };
  if (q.kind === "location")
    return {
      kind: "location",
      ids,
      text: LOCATION_TEXT[lead?.group ?? ""] ?? "Where is it?",
      why,
      options: [
        ...q.items.map((i) => ({
          value: model.findings[i]?.id ?? "",
          label: model.findings[i]?.label ?? model.findings[i]?.name ?? "",
        })),
        none,
      ],
      danger: false,
    };
  if (lead?.type === "scale")
    return {
      kind: "scale",
      ids,
      text: lead.question,
      why,
      options: SCALE_OPTIONS.map((o) => ({ value: o, label: o })),
      danger: false,
    };
  return {
    kind: "single",
    ids,
    text: lead?.question ?? "",
    why,
    options: CHOICE_OPTIONS.map((o) => ({ ...o })),
    danger: lead?.redFlag === true,
  };
}

/**
 * The next step of the web flow: /api/v1's interview over the evidence so far. `answered` is how many
 * questions were answered; `before` is the evidence before the last answer, so that an answer which makes
 * this an emergency ends the interview at once (the advice cannot wait for more questions).
 */
export function webStep(
  evidence: EvidenceItem[],
  opts: { answered: number; before?: EvidenceItem[]; steps?: readonly number[] },
  ctx?: PatientContext,
  model: Model = MODEL,
): WebStep {
  const { age, sex } = contextOf(ctx);
  const an = analyse(age, sex, evidence, model);
  const decision = triageOf(an, model);
  const flagged = isEmergencyDecision(decision);
  // An answer that makes this an emergency ends the check at once when an emergency already leads (the result
  // names it); otherwise at most WEB_NAMING_PAGES more pages ask what names it (ck-em12).
  if (flagged && opts.before && !isEmergencyDecision(triageOf(analyse(age, sex, opts.before, model), model))) {
    // An ambulance cannot wait for more pages (NHS "When to call 999"): the result says so at once.
    if (emergencyNamed(an, model) || decision.triage_level === "emergency_ambulance" || !opts.steps)
      return { question: null, emergency: true };
  }
  const step = planNextQuestion(an.state, an.post, sex, model, an.age, flagged, true, decision.basis === "age");
  if (flagged && opts.steps) {
    const pages = answeredDangerPages(evidence, opts.steps, an.age, model);
    // "Anything else?" still not asked after the naming pages (a complaint whose screens fill several pages) and no
    // emergency named: it is asked as one last page, since what else the person has names the emergency (sickle cell with a swollen
    // left belly is splenic sequestration; a headache in a house with a generator indoors is carbon monoxide).
    const lastLook =
      pages === WEB_NAMING_PAGES && !emergencyNamed(an, model)
        ? associatedQuestion(an.state, an.age, sex, step.scored, model)
        : null;
    if (lastLook && decision.triage_level !== "emergency_ambulance")
      return { question: toWebQuestion(lastLook, an.post, model), emergency: true };
    if (pages >= WEB_NAMING_PAGES || (pages >= 0 && decision.triage_level === "emergency_ambulance")) {
      // A rule's own exclusion, never asked, is asked on one last page (engine.ts exclusionCheck, fa29).
      const exclusions =
        decision.triage_level === "emergency_ambulance"
          ? null
          : exclusionCheck(an, decision, model, toldAtStart(evidence));
      if (exclusions) return { question: toWebQuestion(exclusions, an.post, model), emergency: true };
      return { question: null, emergency: true };
    }
  }
  if (opts.answered >= WEB_MAX_QUESTIONS) return { question: null, emergency: flagged };
  const afterDanger = flagged ? unitsAfterDanger(evidence, an.age, model) : 0;
  // Enough evidence is counted as /api/v1 counts it; the length of the check, in pages.
  const units = answeredUnits(evidence, model);
  const spent = opts.steps ? webAnsweredUnits(evidence, opts.steps, model) : units;
  // Nothing told after many pages: only danger questions remain (the telling signs of any emergency still
  // possible, then the safety check); questions that tell common illnesses apart are no longer worth a page.
  let next = step.question;
  const nothingFound =
    !flagged && opts.answered >= WEB_NOTHING_FOUND_PAGES && namedOneSymptom(an.state, model) && !toldMore(an, model);
  if (nothingFound && next?.kind !== "red_flags")
    next = tellingQuestion(an.state, an.post, sex, model, TELLING_MIN * NOTHING_FOUND_TELLING);
  const { question, stop } = closeWithSafetyCheck(
    an,
    next,
    (nothingFound && !next) ||
      shouldStop(an, next, step.scored[0]?.gain ?? 0, units, decision, afterDanger, model, spent),
    flagged,
    model,
    decision,
    toldAtStart(evidence),
  );
  // The SPEC's web flow never diagnoses on the chosen symptom alone: at least one question is asked.
  if (!question || (stop && opts.answered > 0)) return { question: null, emergency: flagged };
  return { question: toWebQuestion(question, an.post, model), emergency: flagged };
}

/**
 * Evidence from an answer to a web question: `values` are the submitted option values. Null when the
 * answer does not fit the question (nothing chosen), so the page can ask again.
 */
export function webAnswerEvidence(
  q: { kind: WebQuestionKind; ids: string[] },
  values: string[],
  model: Model = MODEL,
): EvidenceItem[] | null {
  const ids = q.ids.filter(Boolean);
  if (!ids.length) return null;
  const first = values[0] ?? "";
  if (q.kind === "single") {
    if (first !== "present" && first !== "absent" && first !== "unknown") return null;
    return [{ id: ids[0] as string, choice: first }];
  }
  if (q.kind === "scale") {
    const n = Number.parseInt(first, 10);
    if (!Number.isFinite(n) || n < 1 || n > 10) return null;
    return [{ id: ids[0] as string, choice: n >= 7 ? "present" : n <= 4 ? "absent" : "unknown" }];
  }
  // Multi-select and location: the picks are present and the rest absent; a pick wins over "None of these"
  // ticked with it (a danger sign reported must never be lost).
  const picks = new Set(values.filter((v) => ids.includes(v)));
  if (!picks.size && !values.includes(WEB_NONE)) return null;
  // A more specific kind ticked answers its lead too ("dry cough" ticked: yes to cough).
  for (const id of [...picks]) {
    const parent = model.findings[model.findingIndex.get(id) ?? -1]?.parent;
    if (parent && ids.includes(parent)) picks.add(parent);
  }
  return ids.map((id) => ({ id, choice: picks.has(id) ? "present" : "absent" }));
}
