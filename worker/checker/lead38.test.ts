// Lead, session 38: a finding's own phrase inside words that only frame it ("my son has", "the baby has", "also",
// "now", "today", "very bad") is that finding, as if typed alone; words that change the finding (a negation, a
// relative of another generation, one side) are not framing.
import { describe, expect, it } from "vitest";
import { searchFindings } from "./index.ts";

const top = (text: string) => searchFindings(text, 1)[0]?.id;

describe("a phrase inside framing words", () => {
  it("keeps its finding when a parent tells it, or adds now, today, also or very bad", () => {
    const cases: Array<[string, string]> = [
      ["my daughter has red eyes", "red_eyes"],
      ["nipple bleeding today", "nipple_blood"],
      ["she has nipple bleeding", "nipple_blood"],
      ["fast breathing so bad", "fast_breathing"],
      ["the baby has jelly like bloody stool", "abdominal_mass_child"],
      ["also blood and mucus in stool", "bloody_diarrhoea"],
      ["staring eyes now", "bulging_eyes"],
    ];
    for (const [text, id] of cases) {
      expect(
        top(text),
        `${text}: alone it reads ${top(text.replace(/^(my daughter has|she has|the baby has|also) /, ""))}`,
      ).toBe(id);
    }
  });

  it("does not swallow words that change the finding", () => {
    expect(top("no fever today")).not.toBe("fever");
    expect(top("my mother has diabetes")).toBe("family_diabetes");
    expect(top("weakness on one side now")).toBe("weakness_one_side");
  });
});

describe("a crash someone saw", () => {
  it("is no injury of theirs; a crash they were in is", () => {
    expect(top("he saw a car crash")).toBeUndefined();
    expect(top("we watched an okada accident on the road")).toBeUndefined();
    expect(top("he was in a car crash")).toBe("injury");
  });
});
