// Helpers for the checker's unit tests: evidence from lists of ids, the ranking and triage of some evidence,
// and an interview played to its end (answering "no" to everything, or as ../shared/eval/run-vignettes.mjs's
// standardized patient answers).
import { diagnose, parseText, searchFindings, triage } from "./index.ts";
import type { DiagnoseInput, DiagnoseResult, EvidenceItem, InterviewQuestion, Sex } from "./types.ts";

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
): { result: DiagnoseResult; level: string } {
  const has = new Set(phrases.map((p) => searchFindings(p, 1)[0]?.id).filter((x): x is string => Boolean(x)));
  const evidence = new Map<string, EvidenceItem>();
  for (const m of parseText(complaint)) evidence.set(m.id, { id: m.id, choice: m.choice, source: "initial" });
  if (![...evidence.values()].some((e) => e.choice === "present") && has.size) {
    const first = [...has][0] as string;
    evidence.set(first, { id: first, choice: "present", source: "initial" });
  }
  let result = diagnose({ age, sex, evidence: [...evidence.values()] });
  for (let round = 0; round < 40 && !result.should_stop && result.question?.items.length; round++) {
    for (const e of patientAnswers(result.question, has)) evidence.set(e.id, e);
    result = diagnose({ age, sex, evidence: [...evidence.values()] });
  }
  return { result, level: triage({ age, sex, evidence: [...evidence.values()] }).triage_level };
}
