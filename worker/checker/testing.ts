// Helpers for the checker's unit tests: evidence from lists of ids, the ranking and triage of some evidence,
// and an interview played to its end (answering "no" to everything, or as ../shared/eval/run-vignettes.mjs's
// standardized patient answers).
import { diagnose, parseText, searchFindings, triage } from "./index.ts";
import { analyse } from "./engine.ts";
import { RANK, triageFrom } from "./triage.ts";
import { WEB_NONE, webAnswerEvidence, webStep, type WebQuestion } from "./spec-flow.ts";
import type { DiagnoseInput, DiagnoseResult, EvidenceItem, InterviewQuestion, Sex, TriageLevel } from "./types.ts";

export const ev = (present: string[], absent: string[] = []): EvidenceItem[] => [
  ...present.map((id) => ({ id, choice: "present" as const })),
  ...absent.map((id) => ({ id, choice: "absent" as const })),
];

/** Plays the interview (at most `rounds` questions), answering "no" to everything, and returns the finding ids asked before it stops. */
export function askedUntilStop(age: number, sex: Sex, start: string[], rounds = 40): string[] {
  const evidence = ev(start);
  const asked: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const r = diagnose({ age, sex, evidence });
    if (r.should_stop || !r.question) break;
    for (const item of r.question.items) {
      asked.push(item.id);
      evidence.push({ id: item.id, choice: "absent" });
    }
  }
  return asked;
}

export const present = (...ids: string[]): EvidenceItem[] => ids.map((id) => ({ id, choice: "present" as const }));
export const absent = (...ids: string[]): EvidenceItem[] => ids.map((id) => ({ id, choice: "absent" as const }));

/** The ids of the three leading conditions, and of the leader. */
export const top3 = (input: DiagnoseInput) =>
  diagnose(input)
    .conditions.slice(0, 3)
    .map((c) => c.id);
export const leader = (input: DiagnoseInput) => diagnose(input).conditions[0]?.id;

export const level = (age: number, sex: Sex, evidence: EvidenceItem[]) => triage({ age, sex, evidence }).triage_level;
export const EMERGENCY = ["emergency", "emergency_ambulance"];

/**
 * The vignette runner's standardized patient answering one question: every item it has is present, the rest
 * absent; in a single-choice group only the first item it has (or "unknown" when it has none).
 */
export function patientAnswers(q: InterviewQuestion, has: ReadonlySet<string>): EvidenceItem[] {
  const yes = q.items.filter((x) => has.has(x.id));
  return q.items.map((item) => ({
    id: item.id,
    choice:
      q.type === "group_single"
        ? yes.length
          ? item === yes[0]
            ? "present"
            : "absent"
          : "unknown"
        : has.has(item.id)
          ? "present"
          : "absent",
  }));
}

/** The finding search puts first for a phrase (as the vignette runner resolves it), if any. */
export const topFinding = (phrase: string): string | undefined => searchFindings(phrase, 1)[0]?.id;

/** What a person says they have, as the vignette runner resolves each phrase (top hit only). */
export const resolvedFindings = (phrases: readonly string[]): Set<string> =>
  new Set(phrases.map(topFinding).filter((x): x is string => Boolean(x)));

/**
 * The vignette runner's opening on /api/v1: the complaint's findings (present and absent), or, when it names nothing
 * present, the first finding the person has. `complaint: null` starts from that first finding alone.
 */
export function openingEvidence(complaint: string | null, has: ReadonlySet<string>): Map<string, EvidenceItem> {
  const evidence = new Map<string, EvidenceItem>();
  if (complaint !== null)
    for (const m of parseText(complaint)) evidence.set(m.id, { id: m.id, choice: m.choice, source: "initial" });
  const first = [...has][0];
  if (![...evidence.values()].some((e) => e.choice === "present") && first)
    evidence.set(first, { id: first, choice: "present", source: "initial" });
  return evidence;
}

export const MAX_QUESTIONS = 40;

/**
 * The /api/v1 interview as ../shared/eval/run-vignettes.mjs plays it, from some evidence: diagnose, answer the
 * question as the standardized patient (patientAnswers), until the interview stops (at most MAX_QUESTIONS).
 * The one protocol of the unit tests and the bench scripts; `hooks` let a bench time each call, record the
 * answers, or change what is sent.
 */
export function playInterview(
  age: number,
  sex: Sex,
  evidence: Map<string, EvidenceItem>,
  has: ReadonlySet<string>,
  hooks: {
    send?: (evidence: EvidenceItem[]) => EvidenceItem[];
    onStep?: (ms: number) => void;
    onAnswer?: (answer: EvidenceItem) => void;
  } = {},
): { result: DiagnoseResult; questions: number; evidence: Map<string, EvidenceItem> } {
  const step = () => {
    const sent = [...evidence.values()];
    const t0 = performance.now();
    const r = diagnose({ age, sex, evidence: hooks.send ? hooks.send(sent) : sent });
    hooks.onStep?.(performance.now() - t0);
    return r;
  };
  let result = step();
  let questions = 0;
  while (!result.should_stop && result.question?.items.length && questions < MAX_QUESTIONS) {
    questions++;
    for (const e of patientAnswers(result.question, has)) {
      evidence.set(e.id, e);
      hooks.onAnswer?.(e);
    }
    result = step();
  }
  return { result, questions, evidence };
}

/**
 * A lay telling played through the interview as the vignette runner plays /api/v1: each phrase resolved with
 * search (top hit only), the complaint parsed (or the first phrase's finding when it names nothing present),
 * questions answered by patientAnswers until the interview stops; then the final result and triage level.
 */
export function playAsEvaluator(
  age: number,
  sex: Sex,
  complaint: string,
  phrases: string[],
): { result: DiagnoseResult; level: TriageLevel } {
  const has = resolvedFindings(phrases);
  const { result, evidence } = playInterview(age, sex, openingEvidence(complaint, has), has);
  return { result, level: triage({ age, sex, evidence: [...evidence.values()] }).triage_level };
}

/** Every finding the parser reads in a text (present and absent). */
export const idsIn = (text: string): string[] => parseText(text).map((m) => m.id);

/** The findings a text says the person has. */
export const presentIn = (text: string): string[] =>
  parseText(text)
    .filter((m) => m.choice === "present")
    .map((m) => m.id);

export const isEmergency = (l: TriageLevel): boolean => RANK[l] >= RANK.emergency;

/** The triage level of findings given by id. */
export const levelOfIds = (age: number, sex: Sex, has: string[], hasNot: string[] = []): TriageLevel =>
  triage({ age, sex, evidence: ev(has, hasNot) }).triage_level;

/** The triage level of what a text says (its present findings), plus any findings given by id. */
export const levelOfText = (
  age: number,
  sex: Sex,
  text: string,
  more: string[] = [],
  hasNot: string[] = [],
): TriageLevel => levelOfIds(age, sex, [...new Set([...presentIn(text), ...more])], hasNot);

/** The top three conditions for what a text says, plus any findings given by id. */
export const top3OfText = (age: number, sex: Sex, text: string, more: string[] = []) =>
  top3({ age, sex, evidence: ev([...new Set([...presentIn(text), ...more])]) });

/** The danger signs the triage names for findings given by id. */
export const flagsOf = (age: number, sex: Sex, has: string[]): string[] =>
  triage({ age, sex, evidence: ev(has) }).red_flags.map((f) => f.id);

/** The severity modifiers that hold for findings given by id. */
export const modifiersOf = (age: number, sex: Sex, has: string[], hasNot: string[] = []): string[] => {
  const an = analyse(age, sex, ev(has, hasNot));
  return triageFrom(an.state, an.post, undefined, { age }).modifiers.map((m) => m.id);
};

/** Plays the /api/v1 interview from a complaint (its findings only), the person answering yes to the findings they
 * have, and returns the final triage level. */
export function interviewLevel(age: number, sex: Sex, complaint: string, has: string[]): TriageLevel {
  const evidence = new Map<string, EvidenceItem>();
  for (const m of parseText(complaint)) evidence.set(m.id, { id: m.id, choice: m.choice, source: "initial" });
  const played = playInterview(age, sex, evidence, new Set(has));
  return triage({ age, sex, evidence: [...played.evidence.values()] }).triage_level;
}

/** The web pages a person who answers "none" (or "no", or 3 on a scale) to everything sees, in order. */
export function webPagesAnsweringNone(age: number, sex: Sex, entry: string): WebQuestion[] {
  const evidence: EvidenceItem[] = [{ id: entry, choice: "present", source: "initial" }];
  const out: WebQuestion[] = [];
  const steps: number[] = [];
  let before: EvidenceItem[] | undefined;
  for (let answered = 0; answered < 25; answered++) {
    const q = webStep(evidence, { answered, before, steps }, { age, sex }).question;
    if (!q) break;
    out.push(q);
    const values = q.kind === "single" ? ["absent"] : q.kind === "scale" ? ["3"] : [WEB_NONE];
    before = [...evidence];
    const items = webAnswerEvidence(q, values) ?? [];
    evidence.push(...items);
    steps.push(items.length);
  }
  return out;
}
