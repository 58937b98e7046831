// A head injury told as weeks past (kb/findings-late.ts, conditions-late.ts): read as such by the parser and
// search, kept out of the fresh head injury's emergency rule, and an emergency again with the signs of a slow
// bleed (NICE NG232 / NICE CKS Head injury).
import { describe, expect, it } from "vitest";
import { diagnose, searchFindings, triage } from "../index.ts";
import { askedUntilStop, EMERGENCY, ev, idsIn as ids } from "../testing.ts";

const level = (present: string[]) => triage({ age: 19, sex: "male", evidence: ev(present) }).triage_level;

describe("a head injury weeks ago", () => {
  it("is read as weeks past only when the clause dates it two or more weeks back", () => {
    expect(ids("Three weeks ago I hit my head during a football match; the headaches have not gone away")).toEqual(
      expect.arrayContaining(["head_injury_weeks_ago", "headache"]),
    );
    expect(ids("Three weeks ago I hit my head")).not.toContain("head_injury");
    expect(ids("I hit my head yesterday and I'm vomiting")).toContain("head_injury");
    expect(ids("I hit my head three weeks ago and again today")).toContain("head_injury");
    expect(searchFindings("head injury three weeks ago", 1)[0]?.id).toBe("head_injury_weeks_ago");
    expect(searchFindings("hit my head a week ago", 1)[0]?.id).toBe("head_injury");
  });

  it("with a lasting headache and poor concentration is post-concussion symptoms for the GP, not an emergency", () => {
    const evidence = ["head_injury_weeks_ago", "headache", "poor_concentration", "dizziness"];
    expect(EMERGENCY).not.toContain(level(evidence));
    // The same symptoms after a fresh head injury are an emergency (NICE NG232).
    expect(EMERGENCY).toContain(level(["head_injury", "headache", "poor_concentration", "dizziness"]));
    const top = diagnose({ age: 19, sex: "male", evidence: ev(evidence) }).conditions.slice(0, 3);
    expect(top.map((c) => c.id)).toContain("post_concussion_syndrome");
    // Nobody asks again whether the head was hit: the old blow would be read as a fresh one.
    expect(askedUntilStop(19, "male", evidence)).not.toContain("head_injury");
  });

  it("with drowsiness, confusion, weakness or a worsening headache is an emergency (a slow bleed)", () => {
    for (const sign of ["drowsiness", "confusion", "weakness_one_side", "headache_worsening"])
      expect(EMERGENCY).toContain(level(["head_injury_weeks_ago", "headache", sign]));
    const top = diagnose({
      age: 40,
      sex: "male",
      evidence: ev(["head_injury_weeks_ago", "headache_worsening", "confusion"]),
    })
      .conditions.slice(0, 3)
      .map((c) => c.id);
    expect(top).toContain("chronic_subdural_haematoma");
  });
});
