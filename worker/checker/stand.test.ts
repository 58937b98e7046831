// "Can't stand" in one place (lay-constructions.ts round21): a pain or itch one can't stand is unbearable; a person,
// a habit or "the sight of" something is dislike; heat, cold, light and noise are intolerances; a posture ("can't
// stand up straight", "for long") is not weakness. Wordings are our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./index.ts";

const ids = (text: string) => parseText(text).map((m) => m.id);

describe("a pain one can't stand is there, and unbearable", () => {
  it.each([
    ["I can't stand this headache again", "headache"],
    ["can't stand these cramps any longer", "abdominal_cramps"],
    ["I can't stand this pain", "pain_severe"],
    ["she can't stand the pain in her belly", "severe_abdominal_pain"],
  ])("%j → %s", (text, id) => expect(ids(text)).toContain(id));
});

describe("dislike is no finding", () => {
  it.each([
    "I can't stand my landlord",
    "I can't stand the sight of needles",
    "I can't stand being alone at night",
    "my sister can't stand anybody touching her phone",
    "I can't stand the taste of bitter leaf",
  ])("%j → nothing", (text) => expect(ids(text)).toEqual([]));
});

describe("intolerances and posture keep their readings", () => {
  it.each([
    ["I can't stand the heat these days", "heat_intolerance"],
    ["I can't stand bright lights", "photophobia"],
    ["I can't stand on my leg after the fall", "cant_bear_weight"],
  ])("%j → %s", (text, id) => expect(ids(text)).toContain(id));
  it("'can't stand for long' is not too weak to stand", () =>
    expect(ids("I can't stand for long at work")).not.toContain("prostration"));
});
