// Lead, round 21: a fever after childbirth with a sign of sepsis is an emergency whatever leads the differential
// (RCOG Green-top 64b, WHO maternal sepsis, NICE NG51). Wordings are our own.
import { describe, expect, it } from "vitest";
import { triage } from "../engine.ts";
import { EMERGENCY, present } from "../testing.ts";
import { playTelling } from "./breadth-round.ts";

describe("fever after childbirth with a sign of sepsis", () => {
  it.each([["palpitations"], ["fast_breathing"], ["rigors"], ["confusion"], ["cold_clammy"]])(
    "fever + recent birth + %s is an emergency",
    (sign) => {
      expect(EMERGENCY).toContain(
        triage({ age: 27, sex: "female", evidence: present("recent_delivery", "fever", sign) }).triage_level,
      );
    },
  );

  it("told in lay words and played to the end, it stays an emergency", () => {
    const { level } = playTelling([
      "puerperal_sepsis",
      24,
      "female",
      "I gave birth ten days ago, since yesterday I am hot and my heart is racing.",
      ["gave birth recently", "hot body", "heart racing"],
    ]);
    expect(EMERGENCY).toContain(level);
  });

  it("a fever after childbirth alone is not made an emergency by this rule", () => {
    const flags = triage({ age: 27, sex: "female", evidence: present("recent_delivery", "fever") }).red_flags.map(
      (f) => f.id,
    );
    expect(flags).not.toContain("postpartum_fever_sepsis_signs");
  });
});
