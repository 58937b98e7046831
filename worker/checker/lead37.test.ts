// Lead, session 37: a baby's weak or high-pitched cry is a danger sign (NICE NG143 red, NICE NG240), an infected
// piercing or tattoo is an infected wound (NICE NG141, NG51), "the back below the ribs" is the loin (NICE CKS
// Pyelonephritis).
import { describe, expect, it } from "vitest";
import { parseText, searchFindings } from "./index.ts";
import { webPagesAnsweringNone } from "./testing.ts";
import { MODEL } from "./model.ts";
import { analyse, triageOf } from "./engine.ts";

const present = (text: string) =>
  parseText(text)
    .filter((m) => m.choice === "present")
    .map((m) => m.id);
const top = (text: string) => searchFindings(text, 1)[0]?.id;

describe("a baby's weak or high-pitched cry", () => {
  it("is read from a parent's words", () => {
    for (const text of ["her cry is high pitched", "he cries like a cat since morning", "shrill crying all night"])
      expect(present(text), text).toContain("high_pitched_cry");
    expect(top("a high-pitched cry")).toBe("high_pitched_cry");
  });

  it("is asked of a baby who is not feeding, and never of an adult", () => {
    const baby = webPagesAnsweringNone(0.4, "male", "poor_feeding").flatMap((q) => q.ids);
    expect(baby).toContain("high_pitched_cry");
    const adult = webPagesAnsweringNone(30, "female", "fever").flatMap((q) => q.ids);
    expect(adult).not.toContain("high_pitched_cry");
  });

  it("sends a baby who is not feeding and cries high-pitched to emergency care, with meningitis or sepsis named", () => {
    const an = analyse(0.3, "female", [
      { id: "poor_feeding", choice: "present", source: "initial" },
      { id: "high_pitched_cry", choice: "present" },
    ]);
    expect(triageOf(an).triage_level).toBe("emergency");
    const named = an.ranked.slice(0, 3).map((c) => MODEL.conditions[c as number]?.id);
    expect(named.some((id) => id === "bacterial_meningitis" || id === "neonatal_sepsis")).toBe(true);
  });
});

describe("words that were read as the wrong finding", () => {
  it("an infected piercing or tattoo is an infected wound; a piercing pain is still a pain", () => {
    expect(top("my navel piercing is oozing pus")).toBe("wound_pus");
    expect(present("the new tattoo is red and swollen")).toContain("wound_pus");
    expect(present("a piercing pain in my chest")).toContain("chest_pain");
    expect(present("a piercing pain in my chest")).not.toContain("wound_pus");
  });

  it("the back below the ribs is the loin", () => {
    expect(top("pain in the back below ribs")).toBe("flank_pain");
  });
});
