// Once a danger sign makes the advice an emergency, the interview still checks the leading condition's defining
// feature before the result names it (interview.ts hallmarkQuestion): a febrile 5-week-old is not headlined as
// bronchiolitis when nobody asked about a cough.
import { describe, expect, it } from "vitest";
import { diagnose } from "./index.ts";
import { askedUntilStop, EMERGENCY, level } from "./testing.ts";
import type { EvidenceItem } from "./types.ts";

/** Plays the interview to its end with a patient who has exactly `has` (everything else answered no). */
function play(age: number, sex: "male" | "female", has: string[]) {
  const evidence: EvidenceItem[] = has.map((id) => ({ id, choice: "present", source: "initial" }));
  for (let i = 0; i < 40; i++) {
    const r = diagnose({ age, sex, evidence });
    if (r.should_stop || !r.question) return { result: r, evidence };
    for (const item of r.question.items)
      evidence.push({ id: item.id, choice: has.includes(item.id) ? "present" : "absent" });
  }
  return { result: diagnose({ age, sex, evidence }), evidence };
}

describe("the leading condition's hallmark in an emergency", () => {
  it("asks a feverish young baby about a cough before the result leans on bronchiolitis", () => {
    expect(askedUntilStop(0.1, "female", ["fever", "poor_feeding"])).toContain("cough");
    const { result, evidence } = play(0.1, "female", ["fever", "poor_feeding"]);
    expect(result.conditions[0]?.id).not.toBe("bronchiolitis");
    expect(["sepsis", "neonatal_sepsis"]).toContain(result.conditions[0]?.id);
    expect(EMERGENCY).toContain(level(0.1, "female", evidence));
  });

  it("keeps bronchiolitis first when the baby does have the cough and the runny nose", () => {
    const { result } = play(0.2, "male", ["fever", "poor_feeding", "cough", "runny_nose", "fast_breathing"]);
    expect(result.conditions.slice(0, 2).map((c) => c.id)).toContain("bronchiolitis");
  });

  it("does not hold up an emergency already named by its own condition", () => {
    const asked = askedUntilStop(30, "male", ["chest_pain", "chest_pain_radiating", "sweating"]);
    expect(asked.length).toBeLessThanOrEqual(12);
  });
});

describe("dehydration in a baby under 6 months", () => {
  it("sends a 2-month-old with diarrhoea and dry nappies to care now", () => {
    const evidence = [
      { id: "diarrhoea", choice: "present" as const },
      { id: "vomiting", choice: "present" as const },
      { id: "oliguria", choice: "present" as const },
    ];
    expect(EMERGENCY).toContain(level(0.17, "male", evidence));
  });

  it("keeps plain diarrhoea in a well-feeding baby out of the emergency", () => {
    expect(EMERGENCY).not.toContain(
      level(0.3, "female", [
        { id: "diarrhoea", choice: "present" },
        { id: "sunken_eyes", choice: "absent" },
        { id: "oliguria", choice: "absent" },
      ]),
    );
  });
});
