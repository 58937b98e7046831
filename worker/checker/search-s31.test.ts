// A search hit must meet more than an amount, a time or a test: the evaluator and the web flow resolve what a
// person says with the first hit, and a wrong one is answered "yes" to the wrong question.
import { describe, expect, it } from "vitest";
import { topFinding } from "./testing.ts";

describe("search on an amount, a time or a test alone", () => {
  it.each([
    "the ache has been there for more than 15 minutes",
    "more than 20 minutes of pain",
    "I tested positive for malaria yesterday",
    "the test was negative",
  ])("finds nothing in %s", (phrase) => {
    expect(topFinding(phrase)).toBeUndefined();
  });

  it.each([
    ["I'm more than 20 weeks pregnant", "pregnant_late"],
    ["my pregnancy test came back positive", "pregnant"],
    ["my HIV test was positive", "hiv_positive"],
  ])("still finds what the words name: %s", (phrase, id) => {
    expect(topFinding(phrase)).toBe(id);
  });
});
