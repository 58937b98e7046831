// The shared test runners of the knowledge base's rounds. A breadth round (gp7.test.ts, gp8.test.ts): each
// emergency reaches the top three from its typical lay presentation and is triaged as an emergency, each
// other condition reaches the top three from its typical findings, and the lay words named for a case
// resolve to their findings. An emergency sweep (gp9.test.ts, gp11.test.ts): short lay tellings played as the
// evaluator plays them. Test-only: imported by *.test.ts files.
import { describe, expect, it } from "vitest";
import { triage } from "../engine.ts";
import { searchFindings } from "../search.ts";
import { absent, EMERGENCY, level, playAsEvaluator, present, top3 } from "../testing.ts";
import type { Condition, Sex } from "../types.ts";

export interface BreadthCase {
  /** The condition expected in the top three. */
  id: string;
  age: number;
  sex: Sex;
  yes: string[];
  no?: string[];
  /** Lay phrases and the finding each must resolve to (the findings search, top hit only). */
  says?: Record<string, string>;
  why: string;
}

export const phrase = (p: string) => searchFindings(p, 1)[0]?.id;

/** The triage level a round's condition carries (undefined when the condition is gone). */
export const triageOf = (conditions: readonly Condition[]) => (id: string) =>
  conditions.find((c) => c.id === id)?.triage;

const evidenceOf = (c: BreadthCase) => [...present(...c.yes), ...absent(...(c.no ?? []))];

function saysResolve(c: BreadthCase) {
  for (const [p, id] of Object.entries(c.says ?? {})) expect(phrase(p), p).toBe(id);
}

/** Registers the round's two suites: emergencies, then the other conditions. */
export function breadthRound(
  round: string,
  conditions: readonly Condition[],
  cases: { emergencies: readonly BreadthCase[]; common: readonly BreadthCase[]; commonTitle?: string },
) {
  const tri = triageOf(conditions);
  describe(`${round}: emergencies are triaged as emergencies`, () => {
    for (const c of cases.emergencies) {
      it(`${c.id}: ${c.why}`, () => {
        const input = { age: c.age, sex: c.sex, evidence: evidenceOf(c) };
        expect(top3(input)).toContain(c.id);
        expect(EMERGENCY).toContain(tri(c.id));
        expect(EMERGENCY).toContain(level(c.age, c.sex, input.evidence));
        saysResolve(c);
      });
    }
  });
  describe(`${round}: ${cases.commonTitle ?? "other conditions rank in the top three"}`, () => {
    for (const c of cases.common) {
      it(`${c.id}: ${c.why}`, () => {
        expect(top3({ age: c.age, sex: c.sex, evidence: evidenceOf(c) })).toContain(c.id);
        expect(tri(c.id)).toBeDefined();
        saysResolve(c);
      });
    }
  });
}

/** A lay telling: [condition it is about, age, sex, complaint, phrases the person says yes with]. */
export type LayTelling = [string, number, Sex, string, string[]];

/** Plays a lay telling as ../shared/eval/run-vignettes.mjs does: the triage level and the leading conditions. */
export function playTelling([, age, sex, complaint, phrases]: LayTelling) {
  const { result, level: played } = playAsEvaluator(age, sex, complaint, phrases);
  return { level: played, top: result.conditions.slice(0, 3).map((c) => c.id) };
}

/** One suite per body system: each lay telling of an emergency ends in an emergency. */
export function emergencyTellings(title: (system: string) => string, tellings: Record<string, LayTelling[]>) {
  for (const [system, cases] of Object.entries(tellings)) {
    describe(title(system), () => {
      for (const c of cases)
        it(`${c[0]}, ${c[1]} ${c[2]}: "${c[3]}"`, () => {
          expect(EMERGENCY).toContain(playTelling(c).level);
        });
    });
  }
}

/** The ids of the red flags and combination rules that hold for these present findings. */
export const flagsOf = (age: number, sex: Sex, ids: string[]) =>
  triage({ age, sex, evidence: present(...ids) }).red_flags.map((f) => f.id);
