// The can't-miss page: the dangerous causes of what the person complained of are asked before a
// non-emergency interview stops, whatever the posterior made of a story that began on a side detail.
import { describe, expect, it } from "vitest";
import { cantMissItems, CANT_MISS_ITEMS } from "./cant-miss.ts";
import { closeWithSafetyCheck, diagnose, type Analysis } from "./engine.ts";
import type { EvidenceState } from "./inference.ts";
import { MODEL } from "./model.ts";
import { ev, isEmergency, levelOfIds } from "./testing.ts";
import type { Sex } from "./types.ts";

const stateOf = (ids: string[], asked: string[] = []): EvidenceState => {
  const known = new Map<number, 0 | 1>();
  for (const id of ids) known.set(MODEL.findingIndex.get(id) as number, 1);
  const askedSet = new Set([...known.keys(), ...asked.map((id) => MODEL.findingIndex.get(id) as number)]);
  return { known, asked: askedSet, initial: new Set(known.keys()) };
};
const idsOf = (ids: string[], age: number, sex: Sex) =>
  cantMissItems(stateOf(ids), age, sex).map((fi) => MODEL.findings[fi]?.id);

describe("the can't-miss page", () => {
  it("asks the dangerous causes of the complaint", () => {
    // A sudden twist of the testicle (NICE CKS Scrotal pain) behind testicle pain.
    expect(idsOf(["testicular_pain"], 16, "male")).toContain("testicular_pain_sudden");
    // Stevens-Johnson syndrome behind mouth sores (NICE CKS): peeling skin.
    expect(idsOf(["mouth_ulcers"], 25, "female")).toContain("skin_peeling");
    // Meningitis behind a fever (NICE NG240): a stiff neck.
    expect(idsOf(["fever"], 20, "female")).toContain("stiff_neck");
  });

  it("is one page, and nothing for a background told alone", () => {
    expect(idsOf(["fever", "headache", "vomiting", "abdominal_pain"], 22, "male").length).toBeLessThanOrEqual(
      CANT_MISS_ITEMS,
    );
    expect(idsOf(["known_sickle"], 25, "female")).toEqual([]);
  });

  it("offers only signs that would make it an emergency with what was told", () => {
    const page = idsOf(["headache"], 20, "male") as string[];
    expect(page.length).toBeGreaterThan(0);
    for (const id of page) expect(isEmergency(levelOfIds(20, "male", ["headache", id])), id).toBe(true);
  });

  it("closes the interview once answered no, and is not followed by the next five", () => {
    const told = ["mouth_ulcers"];
    const page = idsOf(told, 25, "female") as string[];
    expect(page.length).toBeGreaterThan(0);
    const evidence = ev(told, page);
    const again = cantMissItems(stateOf(told, page), 25, "female").filter((fi) => !stateOf(told, page).asked.has(fi));
    expect(again).toEqual([]);
    expect(diagnose({ age: 25, sex: "female", evidence }).question?.items.map((i) => i.id) ?? []).not.toEqual(
      expect.arrayContaining(page),
    );
  });

  it("comes last: the interview's stop is what opens it", () => {
    const an: Analysis = {
      age: 25,
      sex: "female" as Sex,
      state: stateOf(["mouth_ulcers"]),
      post: { probs: new Float64Array(MODEL.conditions.length), other: 1 } as Analysis["post"],
      ranked: [0],
      undetermined: false,
    };
    expect(closeWithSafetyCheck(an, null, false, false).question).toBeNull();
    const closing = closeWithSafetyCheck(an, null, true, false);
    expect(closing.stop).toBe(false);
    expect(closing.question?.items.map((fi) => MODEL.findings[fi]?.id)).toContain("skin_peeling");
  });
});
