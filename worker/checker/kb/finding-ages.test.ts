// Findings asked only at the ages they fit (kb/finding-ages.ts): a toddler's danger screens do not ask about
// pregnancy, suicide, smoking or drinking; an adult's still do; what a person volunteers is still read.
import { describe, expect, it } from "vitest";
import { analyse } from "../engine.ts";
import { diagnose, searchFindings } from "../index.ts";
import { MODEL } from "../model.ts";
import { askedUntilStop, ev } from "../testing.ts";
import { applyFindingAges, FINDING_AGE_ROWS, fitsAge } from "./finding-ages.ts";
import { FINDINGS } from "./index.ts";

const ADULT_ONLY = ["pregnant", "missed_period", "suicidal", "smoker", "heavy_drinking", "recent_delivery"];

describe("finding age limits", () => {
  it("are set on the knowledge base's findings from the sourced rows", () => {
    for (const row of FINDING_AGE_ROWS) {
      expect(row.sources.length, row.why).toBeGreaterThan(0);
      for (const id of row.ids) expect(FINDINGS.find((f) => f.id === id)?.ages, id).toBeDefined();
    }
    expect(
      fitsAge(
        FINDINGS.find((f) => f.id === "pregnant")!,
        2,
      ),
    ).toBe(false);
    expect(
      fitsAge(
        FINDINGS.find((f) => f.id === "pregnant")!,
        16,
      ),
    ).toBe(true);
  });

  it("reject an unknown finding or a finding in two rows", () => {
    const f = [{ ...FINDINGS[0]!, aliases: [] }];
    expect(() => applyFindingAges(f, [{ ids: ["nope"], minAge: 9, why: "", sources: [] }])).toThrow(/unknown/);
    const id = f[0]!.id;
    const row = { ids: [id], minAge: 9, why: "", sources: [] };
    expect(() => applyFindingAges(f, [row, row])).toThrow(/two rows/);
  });

  it("keep pregnancy, suicide, smoking and drinking out of a toddler's interview", () => {
    for (const [start, sex] of [
      [["abdominal_pain"], "female"],
      [["vomiting"], "female"],
      [["low_mood"], "male"],
      [["fever", "cough"], "male"],
    ] as const) {
      const asked = askedUntilStop(2, sex, [...start]);
      expect(
        asked.filter((id) => ADULT_ONLY.includes(id)),
        start.join(),
      ).toEqual([]);
    }
  });

  it("still ask a young woman with belly pain whether she is pregnant (ectopic pregnancy)", () => {
    expect(askedUntilStop(22, "female", ["abdominal_pain"])).toContain("pregnant");
  });

  it("still read what a person volunteers at any age", () => {
    const an = analyse(7, "female", ev(["abdominal_pain", "pregnant"]));
    expect(an.state.known.get(MODEL.findingIndex.get("pregnant")!)).toBe(1);
    expect(
      diagnose({ age: 14, sex: "female", evidence: ev(["abdominal_pain", "pregnant"]) }).conditions.length,
    ).toBeGreaterThan(0);
    expect(searchFindings("I am pregnant", 1)[0]?.id).toBe("pregnant");
  });
});
