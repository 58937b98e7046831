// A complaint's own character question ("with a wheeze: are you short of breath?") offers the finding's more
// specific variants with it, as every other question does. Asked alone, a "no" from someone whose breathlessness
// is the at-rest kind (or whose chills are rigors) would count that danger sign absent too.
import { describe, expect, it } from "vitest";
import { diagnose } from "./index.ts";
import { patientAnswers, present } from "./testing.ts";
import type { EvidenceItem, Sex } from "./types.ts";

/** The items of every question asked, answering as someone who has exactly `has`. */
function questionsFor(age: number, sex: Sex, start: string[], has: string[]): string[][] {
  const yes = new Set([...start, ...has]);
  const evidence = new Map<string, EvidenceItem>(present(...start).map((e) => [e.id, e]));
  const asked: string[][] = [];
  for (let i = 0; i < 30; i++) {
    const r = diagnose({ age, sex, evidence: [...evidence.values()] });
    if (r.should_stop || !r.question?.items.length) break;
    asked.push(r.question.items.map((q) => q.id));
    for (const e of patientAnswers(r.question, yes)) evidence.set(e.id, e);
  }
  return asked;
}

describe("a complaint's character question offers the finding's variants", () => {
  it.each([
    ["breast_pain", "breast_lump", "breast_soft_swelling"],
    ["fever", "chills", "rigors"],
  ])("with %s, the %s question also offers %s, and a yes to it is kept", (complaint, asked, variant) => {
    const questions = questionsFor(24, "female", [complaint], [variant]);
    const q = questions.find((items) => items.includes(asked));
    expect(q, `${asked} asked`).toBeDefined();
    expect(q).toContain(variant);
  });
});
