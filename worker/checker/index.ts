// Public API of the symptom checker: pure functions over the knowledge base, no I/O. The API layer
// validates input shapes (zod) and calls these; validateEvidenceIds reports unknown finding ids for 400s.
import { MODEL } from "./model.ts";
import type { Condition, Finding } from "./types.ts";

export { kbVersion } from "./kb/version.ts";
export { diagnose, triage, explain, DEFAULT_AGE } from "./engine.ts";
export { searchFindings } from "./search.ts";
export { countOf } from "./gestation.ts";
export { parseText } from "./parse.ts";
export { listSymptoms } from "./symptoms.ts";
export {
  questionsForSymptom,
  moreQuestions,
  evidenceFromResponses,
  buildDiagnosisResult,
  specRoundSize,
  type DiagnosisResult,
} from "./spec-flow.ts";
export type {
  AnswerRecord,
  Card,
  Choice,
  Condition,
  DiagnoseInput,
  DiagnoseResult,
  EvidenceItem,
  Explanation,
  Finding,
  InterviewQuestion,
  PatientContext,
  RankedCondition,
  Sex,
  SpecQuestion,
  TriageLevel,
  TriageResult,
} from "./types.ts";

export function listFindings(): Array<{ id: string; name: string; aliases: string[] }> {
  return MODEL.findings.map((f) => ({ id: f.id, name: f.name, aliases: [...f.aliases] }));
}

export function getFinding(id: string): Finding | undefined {
  const i = MODEL.findingIndex.get(id);
  return i === undefined ? undefined : MODEL.findings[i];
}

export function getCondition(id: string): Condition | undefined {
  const i = MODEL.conditionIndex.get(id);
  return i === undefined ? undefined : MODEL.conditions[i];
}

export function listConditions(): Array<{ id: string; name: string; common_name: string; icd10: string }> {
  return MODEL.conditions.map((c) => ({ id: c.id, name: c.name, common_name: c.commonName, icd10: c.icd10 }));
}

/** The evidence ids that are not findings in the knowledge base (the API answers 400 naming them). */
export function validateEvidenceIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => !MODEL.findingIndex.has(id)))];
}
