// Helpers for the checker's unit tests: evidence from lists of ids, the ranking and triage of some evidence,
// and an interview played to its end.
import { diagnose, triage } from "./index.ts";
import type { DiagnoseInput, EvidenceItem, Sex } from "./types.ts";

export const ev = (present: string[], absent: string[] = []): EvidenceItem[] => [
  ...present.map((id) => ({ id, choice: "present" as const })),
  ...absent.map((id) => ({ id, choice: "absent" as const })),
];

/** Plays the interview, answering "no" to everything, and returns the finding ids asked before it stops. */
export function askedUntilStop(age: number, sex: Sex, start: string[]): string[] {
  const evidence = ev(start);
  const asked: string[] = [];
  for (let i = 0; i < 40; i++) {
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
