// Terse declaration helpers for the knowledge base. The data files are large, so each record is written
// as compactly as the medicine allows and expanded here into the full shapes of ../types.ts.
import type { ComplaintScreen } from "./danger-screens.ts";
import type { RedFlagLimit, RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";
import type { Card, Condition, Finding, FindingType, PriorSpec, Sex, Source, TriageLevel } from "../types.ts";

export interface FindingOptions {
  type?: FindingType;
  group?: string;
  /** Red flag: present ⇒ emergency. */
  rf?: boolean;
  /** Red flag that calls for an ambulance (implies rf). */
  amb?: boolean;
  /** Leak term P(finding | no listed condition); default 0.02. */
  base?: number;
  parent?: string;
  implies?: string[];
  sex?: Sex;
  label?: string;
}

/**
 * Declares a finding. Aliases are one string split on "|" so long alias lists stay readable.
 * The default leak (0.02) suits specific symptoms; common complaints set a higher one.
 */
export function finding(
  id: string,
  name: string,
  question: string,
  aliases: string,
  opts: FindingOptions = {},
): Finding {
  const f: Finding = {
    id,
    name,
    aliases: aliases
      .split("|")
      .map((a) => a.trim())
      .filter(Boolean),
    question,
    type: opts.type ?? "selection",
    group: opts.group ?? "general",
    redFlag: Boolean(opts.rf || opts.amb),
    ambulance: Boolean(opts.amb),
    base: opts.base ?? 0.02,
  };
  if (opts.parent) f.parent = opts.parent;
  if (opts.implies?.length) f.implies = [...opts.implies];
  if (opts.sex) f.sex = opts.sex;
  if (opts.label) f.label = opts.label;
  return f;
}

export interface PriorOptions {
  /** Multiplier for females (0 excludes). */
  f?: number;
  /** Multiplier for males (0 excludes). */
  m?: number;
  /** Age bands [min, max, multiplier]; ages in no band get multiplier 1. */
  bands?: Array<[number, number, number]>;
}

/**
 * Prior as relative prevalence per 10,000 symptomatic presentations of people aged 10–45 to primary care or
 * an emergency department in sub-Saharan Africa (Nigeria first). The numbers are order-of-magnitude
 * judgements from WHO/NCDC burden figures and primary-care consultation studies, not measured rates:
 * what matters for ranking is the ratio between conditions.
 */
export function prior(base: number, opts: PriorOptions = {}): PriorSpec {
  return { base, female: opts.f ?? 1, male: opts.m ?? 1, bands: opts.bands ?? [] };
}

// Common prior shapes, named so the assumption is visible where it is used.
/** Conditions of pregnancy: females of reproductive age only. */
export const PREGNANCY: PriorOptions = {
  m: 0,
  bands: [
    [0, 11, 0],
    [12, 15, 0.3],
    [16, 50, 1],
    [51, 200, 0],
  ],
};
/** Gynaecological conditions: females only, rarer before periods usually start. */
export const FEMALE: PriorOptions = { m: 0, bands: [[0, 11, 0.05]] };
export const MALE: PriorOptions = { f: 0 };
/** Conditions whose incidence rises steeply with age (vascular, metabolic). */
export const RISES_WITH_AGE: Array<[number, number, number]> = [
  [0, 17, 0.1],
  [18, 29, 0.4],
  [30, 39, 1],
  [40, 200, 2],
];
/** Adolescent-peak conditions (acne, some infections of school age). */
export const YOUTH_PEAK: Array<[number, number, number]> = [
  [0, 12, 0.8],
  [13, 24, 1.5],
  [25, 34, 0.6],
  [35, 200, 0.3],
];
export const SEXUALLY_ACTIVE: Array<[number, number, number]> = [
  [0, 13, 0.05],
  [14, 17, 0.5],
  [18, 35, 1.3],
  [36, 200, 0.7],
];

type CardInput = Card | [string, string];

function toCards(list: CardInput[]): Card[] {
  return list.map((c) => (Array.isArray(c) ? { title: c[0], description: c[1] } : c));
}

/** Parses "fever .95, chills .7" (or "fever:.95") into a likelihood map. */
export function likelihoods(spec: string): Record<string, number> {
  const out: Record<string, number> = {};
  const re = /([a-z][a-z0-9_]*)\s*[:=]?\s*(0?\.\d+|1(?:\.0+)?|0)(?![\d])/g;
  for (const m of spec.matchAll(re)) out[m[1] as string] = Number(m[2]);
  return out;
}

/**
 * What one round of the knowledge base brings (registered once in kb/index.ts): its own findings and conditions,
 * likelihood rows appended to existing conditions (a row only where the condition has none for that finding), rows
 * replaced on purpose, lay words appended to existing findings ("a|b|c" per finding id) and implications added to
 * existing findings.
 */
export interface KbRound {
  name: string;
  findings?: Finding[];
  conditions?: Condition[];
  rows?: Record<string, string>[];
  replaceRows?: Record<string, string>;
  aliases?: Record<string, string>[];
  implies?: Record<string, string[]>;
  /** Combinations that are danger signs together (red-flag-rules.ts). */
  redFlagRules?: RedFlagRule[];
  /** Look-alikes that cap a red flag's level (red-flag-rules.ts). */
  redFlagLimits?: RedFlagLimit[];
  /** Findings that raise a condition's triage (severity.ts). */
  severityModifiers?: SeverityModifier[];
  /** Danger questions asked because of the complaint (danger-screens.ts). */
  screens?: ComplaintScreen[];
}

export interface ConditionInput {
  id: string;
  name: string;
  common: string;
  icd10: string;
  triage: TriageLevel;
  prior: PriorSpec;
  lk: string;
  desc: string;
  causes: string[];
  next: CardInput[];
  remedies: CardInput[];
  treatment: CardInput[];
  sources: Source[];
}

export function condition(c: ConditionInput): Condition {
  return {
    id: c.id,
    name: c.name,
    commonName: c.common,
    icd10: c.icd10,
    prior: c.prior,
    likelihoods: likelihoods(c.lk),
    triage: c.triage,
    description: c.desc,
    causes: c.causes,
    next: toCards(c.next),
    remedies: toCards(c.remedies),
    treatment: toCards(c.treatment),
    sources: c.sources,
  };
}

// Reusable cards: the same advice phrased once keeps the data files about medicine, not wording.
export const SEE_DOCTOR = (when: string, why: string): Card => ({ title: `See a doctor ${when}`, description: why });
export const EMERGENCY_NOW: Card = {
  title: "Go to an emergency department now (doctor needed)",
  description:
    "Call 112 (Nigeria's emergency number) or get someone to take you to the nearest hospital emergency department immediately. Do not drive yourself.",
};
export const TRACK: Card = {
  title: "Track your symptoms",
  description:
    "Note when symptoms started, how they change and anything that makes them better or worse; share this with a health worker if you seek care.",
};
export const REST: Card = { title: "Rest", description: "Rest as much as you need while your body recovers." };
export const FLUIDS: Card = {
  title: "Drink plenty of fluids",
  description:
    "Sip clean water, oral rehydration solution (ORS), clear soups or diluted fruit juice often through the day.",
};
export const ORS: Card = {
  title: "Oral rehydration solution (ORS)",
  description:
    "Mix a sachet of ORS with the stated amount of clean water and sip often, especially after each loose stool. If you have no sachet: 6 level teaspoons of sugar and half a level teaspoon of salt in 1 litre of clean water.",
};
export const COOL: Card = {
  title: "Keep cool",
  description:
    "Wear light clothing, stay in a cool shaded place and sponge the skin with lukewarm (not cold) water if you feel hot.",
};
export const PARACETAMOL: Card = {
  title: "Over-the-counter pain relief",
  description:
    "Paracetamol, used as the packet directs, can ease pain and fever. Avoid mixing several cold or pain medicines that contain the same drug.",
};
export const HYDRATION_TX: Card = {
  title: "Hydration",
  description: "Keep drinking clean water or ORS through the illness; dark or scanty urine means you need more.",
};
export const DIET_TX = (text: string): Card => ({ title: "Diet and food", description: text });
export const STRESS_TX = (text: string): Card => ({ title: "Stress and exercise", description: text });
export const CLINICIAN_TX = (title: string, text: string): Card => ({ title, description: text });
