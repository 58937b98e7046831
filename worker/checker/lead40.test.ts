// Lead, session 40: em27 reads a parent's "he is hot" as a fever (NICE NG143: how a fever is most often told); a
// temper is not a temperature ("hot-tempered", "hot temper", Oxford), and the round registry keeps every round's rules.
import { describe, expect, it } from "vitest";
import { ROUNDS } from "./kb/index.ts";
import { COMPLAINT_SCREENS } from "./kb/danger-screens.ts";
import { RED_FLAG_LIMITS, RED_FLAG_RULES } from "./kb/red-flag-rules.ts";
import { SEVERITY_MODIFIERS } from "./kb/severity.ts";
import { parseText } from "./parse.ts";

const ids = (text: string) => parseText(text).map((m) => m.id);

describe("a hot temper is not a fever", () => {
  it("reads a child who is hot as feverish", () => {
    expect(ids("my daughter is hot since last night")).toContain("fever");
    expect(ids("he is hot and won't eat")).toContain("fever");
  });
  it("leaves a temper alone", () => {
    expect(ids("my brother is hot-tempered")).not.toContain("fever");
    expect(ids("she is hot tempered and shouts at everyone")).not.toContain("fever");
    expect(ids("he has a hot temper since the exam")).not.toContain("fever");
  });
  it("reads a wound or a leg that is hot to the touch as the part, not a fever", () => {
    expect(ids("the cut on his foot is red and hot to touch")).not.toContain("fever");
    expect(ids("my calf is hot when I touch it")).not.toContain("fever");
  });
});

describe("the round registry", () => {
  it("appends every round's red-flag rules, limits, severity modifiers and screens once", () => {
    const count = <T>(list: T[], pick: (r: (typeof ROUNDS)[number]) => T[] | undefined) =>
      ROUNDS.flatMap((r) => pick(r) ?? []).filter((x) => list.includes(x)).length;
    const rules = ROUNDS.flatMap((r) => r.redFlagRules ?? []);
    expect(rules.length).toBeGreaterThan(100);
    expect(count(RED_FLAG_RULES, (r) => r.redFlagRules)).toBe(rules.length);
    expect(count(RED_FLAG_LIMITS, (r) => r.redFlagLimits)).toBe(ROUNDS.flatMap((r) => r.redFlagLimits ?? []).length);
    expect(count(SEVERITY_MODIFIERS, (r) => r.severityModifiers)).toBe(
      ROUNDS.flatMap((r) => r.severityModifiers ?? []).length,
    );
    expect(count(COMPLAINT_SCREENS, (r) => r.screens)).toBe(ROUNDS.flatMap((r) => r.screens ?? []).length);
    expect(new Set(RED_FLAG_RULES.map((r) => r.id)).size).toBe(RED_FLAG_RULES.length);
  });
});

describe("em27's readings keep to what is said", () => {
  it("reads a pain on the right without a travel as the place, and a lick as no bite", () => {
    expect(ids("pain on the right side of the belly")).not.toContain("pain_migrated_rlq");
    expect(ids("the pain moved from my navel to the right side")).toContain("pain_migrated_rlq");
    expect(ids("my dog licked my face")).not.toContain("bite_deep_or_face");
    expect(ids("bitten by a stray dog on the face")).toContain("bite_deep_or_face");
  });
});
