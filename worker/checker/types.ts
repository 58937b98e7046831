// Shared shapes of the symptom checker: the knowledge base records and the engine's inputs and outputs.
// The /api/v1 shapes mirror ../shared/eval/README.md exactly, so the API layer can return them as they are.

export type Sex = "male" | "female";
export type Choice = "present" | "absent" | "unknown";
export type TriageLevel = "emergency_ambulance" | "emergency" | "consultation_24" | "consultation" | "self_care";
export type FindingType = "scale" | "selection" | "location";

export interface Card {
  title: string;
  description: string;
}

export interface Source {
  name: string;
  url: string;
}

export interface Finding {
  id: string;
  /** Lay name shown to users. */
  name: string;
  /** Lay synonyms, regional English and Pidgin; used by search and free-text parsing. */
  aliases: string[];
  /** Question text asked in the interview (unique across the knowledge base). */
  question: string;
  type: FindingType;
  /** Related findings share a group; a location group is asked as one question. */
  group: string;
  /** A present red flag sends triage straight to an emergency level. */
  redFlag: boolean;
  /** Red flags that need an ambulance rather than a trip to the emergency department. */
  ambulance: boolean;
  /** P(finding present | none of the listed conditions): the leak term. */
  base: number;
  /** A more general finding this one implies (present child ⇒ present parent). */
  parent?: string;
  /** Other findings this one implies without being their variant ("bloody diarrhoea" ⇒ "blood in stool"). */
  implies?: string[];
  /** Only asked of this sex (e.g. missed period). */
  sex?: Sex;
  /** Only asked of people aged [min, max] years (kb/finding-ages.ts); what a person volunteers is still read. */
  ages?: readonly [number, number];
  /** Region label for location findings (an option in the location question). */
  label?: string;
}

export interface PriorSpec {
  /** Relative prevalence per 10,000 symptomatic presentations of people aged 10–45 (see kb/define.ts). */
  base: number;
  /** Multipliers by sex; 0 excludes the condition for that sex. */
  female: number;
  male: number;
  /** Age bands as [minAge, maxAge, multiplier]; the first band containing the age applies. */
  bands: Array<[number, number, number]>;
}

export interface Condition {
  id: string;
  name: string;
  commonName: string;
  icd10: string;
  prior: PriorSpec;
  /** P(finding present | condition), keyed by finding id. */
  likelihoods: Record<string, number>;
  triage: TriageLevel;
  description: string;
  causes: string[];
  next: Card[];
  remedies: Card[];
  treatment: Card[];
  sources: Source[];
}

export interface EvidenceItem {
  id: string;
  choice: Choice;
  /** Optional marker from the client ("initial" for findings the user volunteered). */
  source?: string;
}

export interface DiagnoseInput {
  age: number;
  sex: Sex;
  evidence: EvidenceItem[];
}

/** Context for flows where age or sex may be unknown (the SPEC's web flow). */
export interface PatientContext {
  age?: number;
  sex?: Sex;
}

export interface QuestionItem {
  id: string;
  name: string;
  choices: Array<{ id: Choice; label: string }>;
}

export interface InterviewQuestion {
  type: "single" | "group_single" | "group_multiple";
  text: string;
  items: QuestionItem[];
}

export interface RankedCondition {
  id: string;
  name: string;
  icd10: string;
  probability: number;
}

export interface DiagnoseResult {
  question: InterviewQuestion | null;
  conditions: RankedCondition[];
  should_stop: boolean;
  /** True when nothing in the knowledge base explains the evidence well (no condition should be called "most likely"). */
  undetermined: boolean;
}

export interface TriageResult {
  triage_level: TriageLevel;
  red_flags: Array<{ id: string; name: string }>;
  advice: string;
  undetermined?: boolean;
}

export interface ExplanationItem {
  id: string;
  name: string;
  /** Natural-log likelihood ratio the finding contributed (positive supports the condition). */
  weight: number;
}

export interface Explanation {
  for: ExplanationItem[];
  against: ExplanationItem[];
}

/** The SPEC's Question record, extended with ids so answers can be mapped back reliably. */
export interface SpecQuestion {
  id: string;
  finding_id: string;
  question: string;
  type: FindingType;
  options: string[];
  /** A danger screen: any number of options may be picked (answer them joined with "; "). */
  multiple?: boolean;
  /** Why the question is asked ("this helps rule out ..."), shown under it. */
  why?: string;
}

export interface AnswerRecord {
  question: string;
  answer: string;
}
