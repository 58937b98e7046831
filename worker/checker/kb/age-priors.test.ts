// Priors that fit babies and children (issue 10 items 3, 6): kb/age-priors.ts applied in model.ts.
// A parent of a 10-month-old must not be asked about goodbye notes or gambling, a child's differential must
// not carry adult-only illnesses, and an adult's must not carry illnesses defined by infancy.
import { describe, expect, it } from "vitest";
import { MODEL, logPriors } from "../model.ts";
import { WEB_MAX_QUESTIONS, WEB_NONE, webAnswerEvidence, webStep } from "../spec-flow.ts";
import { listSymptoms } from "../symptoms.ts";
import type { EvidenceItem, Sex } from "../types.ts";
import { AGE_PRIOR_ROWS, agePriorRow, ageTableMultiplier, icdMatches, ownBandsDescribeChildren } from "./age-priors.ts";

const idx = (id: string) => {
  const i = MODEL.conditions.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`no condition ${id}`);
  return i;
};
/** Prior (per 10,000) of a condition at this age, the larger over both sexes. */
const prior = (id: string, age: number) =>
  Math.max(
    Math.exp(logPriors(MODEL, age, "male")[idx(id)] as number),
    Math.exp(logPriors(MODEL, age, "female")[idx(id)] as number),
  );

const ADULT_ONLY = [
  "dysmenorrhoea",
  "premature_ejaculation",
  "nicotine_dependence",
  "gambling_disorder",
  "alcohol_use_disorder",
  "erectile_dysfunction",
  "menorrhagia",
  "pms",
  "early_pregnancy",
  "morning_sickness",
  "suicidal_crisis",
  "schizophrenia",
  "knee_osteoarthritis",
  "gout",
];
const INFANT_ONLY = [
  "bronchiolitis",
  "croup",
  "teething",
  "infantile_colic",
  "nappy_rash",
  "roseola",
  "pyloric_stenosis",
  "infant_reflux",
  "febrile_seizure",
  "neonatal_sepsis",
  "neonatal_jaundice_severe",
];

describe("priors by age (kb/age-priors.ts)", () => {
  it("gives a 1-year-old no adult-only condition", () => {
    for (const id of ADULT_ONLY) expect(prior(id, 1), id).toBe(0);
    for (const id of ADULT_ONLY) expect(prior(id, 0.5), id).toBe(0);
  });

  it("gives an adult no condition defined by infancy", () => {
    for (const age of [18, 30, 60]) for (const id of INFANT_ONLY) expect(prior(id, age), `${id} at ${age}`).toBe(0);
  });

  it("ranks infant illnesses above adult headaches, bowel and mood disorders at age 1", () => {
    const adult = [
      "tension_headache",
      "migraine",
      "ibs",
      "depression",
      "gad",
      "insomnia",
      "low_back_pain",
      "fibromyalgia",
    ];
    for (const baby of ["bronchiolitis", "teething"])
      for (const id of adult) expect(prior(baby, 1), `${baby} vs ${id}`).toBeGreaterThan(prior(id, 1));
  });

  it("puts IMCI's common childhood illnesses among the most likely causes under 5", () => {
    const lp = logPriors(MODEL, 2, "female");
    const order = [...lp.keys()].sort((a, b) => (lp[b] as number) - (lp[a] as number));
    const top = new Set(order.slice(0, 10).map((i) => MODEL.conditions[i]?.id));
    for (const id of ["malaria", "pneumonia", "gastroenteritis", "otitis_media"]) expect(top.has(id), id).toBe(true);
    expect(prior("pneumonia", 2)).toBeGreaterThan(prior("pneumonia", 30));
  });

  it("leaves adults' priors as they were for everything but conditions defined by young age", () => {
    for (const c of MODEL.conditions) {
      const row = agePriorRow(c);
      if (row?.older === undefined) expect(ageTableMultiplier(c, 30), c.id).toBe(1);
    }
  });

  it("keeps a condition's own bands when they already describe children", () => {
    const croup = MODEL.conditions[idx("croup")];
    expect(croup && ownBandsDescribeChildren(croup)).toBe(true);
    expect(prior("croup", 3)).toBeCloseTo(60, 6);
    const teething = MODEL.conditions[idx("teething")];
    expect(teething && ageTableMultiplier(teething, 1)).toBe(1);
  });

  it("matches ICD-10 categories, codes and ranges", () => {
    expect(icdMatches("F17.2", "F10-F19")).toBe(true);
    expect(icdMatches("F20.9", "F10-F19")).toBe(false);
    expect(icdMatches("N94.6", "N91-N95")).toBe(true);
    expect(icdMatches("F52.4", "F52")).toBe(true);
    expect(icdMatches("N48.1", "N48.4")).toBe(false);
  });

  it("names sources for every row and only conditions and codes the knowledge base has", () => {
    const ids = new Set(MODEL.conditions.map((c) => c.id));
    for (const row of AGE_PRIOR_ROWS) {
      expect(row.sources.length, row.why).toBeGreaterThan(0);
      for (const s of row.sources) expect(s.url, s.name).toMatch(/^https:\/\//);
      expect(
        row.child.every((m) => m >= 0 && Number.isFinite(m)),
        row.why,
      ).toBe(true);
      for (const id of row.ids ?? []) expect(ids.has(id), id).toBe(true);
      for (const p of row.icd ?? [])
        expect(
          MODEL.conditions.some((c) => icdMatches(c.icd10, p)),
          p,
        ).toBe(true);
    }
  });
});

/** The web flow for a person who ticks nothing and says no to every question. */
function askedInWebFlow(entry: string, age: number, sex: Sex): string[] {
  const evidence: EvidenceItem[] = [{ id: entry, choice: "present", source: "initial" }];
  const steps: number[] = [];
  const asked: string[] = [];
  let before: EvidenceItem[] | undefined;
  for (let answered = 0; answered <= WEB_MAX_QUESTIONS; answered++) {
    const q = webStep(evidence, { answered, before, steps }, { age, sex }).question;
    if (!q) break;
    asked.push(...q.ids);
    const values =
      q.kind === "single"
        ? ["absent"]
        : q.kind === "scale"
          ? ["3"]
          : q.kind === "location"
            ? [q.ids[0] as string]
            : [WEB_NONE];
    const items = webAnswerEvidence(q, values) ?? [];
    before = [...evidence];
    evidence.push(...items);
    steps.push(items.length);
  }
  return asked;
}

describe("a 10-month-old's web flow", () => {
  it("never asks about goodbye notes, giving things away, gambling or sex", () => {
    const adultQuestions = new Set([
      "goodbye_note",
      "giving_away_belongings",
      "gambling",
      "early_ejaculation",
      "erectile_difficulty",
      "period_pain",
    ]);
    // The entries a parent picks for a miserable, crying or sleepless baby (these asked for goodbye notes
    // before the table), and the commonest entry of infancy.
    const entries = ["low_mood", "worry", "insomnia", "fever"];
    expect(entries.every((e) => listSymptoms().some((s) => s.id === e))).toBe(true);
    for (const sex of ["male", "female"] as const)
      for (const id of entries) {
        const asked = askedInWebFlow(id, 0.83, sex).filter((q) => adultQuestions.has(q));
        expect(asked, `${sex} ${id}`).toEqual([]);
      }
  }, 300_000);
});
