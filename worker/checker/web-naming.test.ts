// The web flow after an answer shows a danger sign (ck-em12): it ends at once when an emergency already leads
// (the result names it) or calls for an ambulance, otherwise it asks at most WEB_NAMING_PAGES more pages about
// what names the emergency, and the advice stays an emergency throughout.
import { describe, expect, it } from "vitest";
import { WEB_NAMING_PAGES, webStep } from "./spec-flow.ts";
import type { EvidenceItem } from "./index.ts";

const ctx = { age: 30, sex: "male" as const };
const started = (ids: string[]): EvidenceItem[] => ids.map((id) => ({ id, choice: "present", source: "initial" }));

/** The pages asked after one answer reports `answer` (the rest of the pages answered "no"), and whether each
 * step still said emergency. */
function pagesAfter(start: string[], answer: string[]): { pages: number; emergency: boolean[]; kinds: string[] } {
  const before = started(start);
  let evidence: EvidenceItem[] = [...before, ...answer.map((id) => ({ id, choice: "present" as const }))];
  const steps = [answer.length];
  let prev = before;
  const emergency: boolean[] = [];
  const kinds: string[] = [];
  let pages = 0;
  for (; pages < 20; pages++) {
    const step = webStep(evidence, { answered: steps.length, before: prev, steps }, ctx);
    emergency.push(step.emergency);
    if (!step.question) break;
    kinds.push(step.question.kind);
    const ids = step.question.ids.filter(Boolean);
    prev = evidence;
    evidence = [...evidence, ...ids.map((id) => ({ id, choice: "absent" as const }))];
    steps.push(ids.length);
  }
  return { pages, emergency, kinds };
}

describe("the web flow after an answer that shows a danger sign", () => {
  it("ends at once when an emergency already leads (heart attack, meningococcal disease)", () => {
    expect(pagesAfter(["chest_pain"], ["chest_pain_radiating"]).pages).toBe(0);
    expect(pagesAfter(["fever"], ["rash_nonblanching"]).pages).toBe(0);
  });

  it("ends at once when the answer calls for an ambulance (NHS: call 999 now), whatever leads", () => {
    expect(pagesAfter(["chest_pain"], ["sweating"]).pages).toBe(0);
  });

  it("asks what names the emergency when common illnesses still lead, for at most WEB_NAMING_PAGES pages", () => {
    const stiffNeck = pagesAfter(["fever"], ["stiff_neck"]);
    expect(stiffNeck.pages).toBeGreaterThan(0);
    // One page more only for "Anything else?" not yet asked (ck-em17): what else the person has names it.
    expect(stiffNeck.pages).toBeLessThanOrEqual(WEB_NAMING_PAGES + 1);
    if (stiffNeck.pages > WEB_NAMING_PAGES) expect(stiffNeck.kinds.at(-1)).toBe("others");
    expect(stiffNeck.emergency.every(Boolean)).toBe(true);
  });
});
