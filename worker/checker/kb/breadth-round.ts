// The shared test runner of a breadth round (gp7.test.ts, gp8.test.ts, and the rounds after them): each
// emergency reaches the top three from its typical lay presentation and is triaged as an emergency, each
// other condition reaches the top three from its typical findings, and the lay words named for a case
// resolve to their findings. Test-only: imported by *.test.ts files.
import { describe, expect, it } from "vitest";
import { searchFindings } from "../search.ts";
import { absent, EMERGENCY, level, present, top3 } from "../testing.ts";
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
