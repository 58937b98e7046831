// The check's progress bar keeps moving however long a check runs (a person who answers "no" to everything is
// asked longer than ten questions): it never stands full while questions remain, and never goes backwards.
import { describe, expect, it } from "vitest";
import { progressAfter } from "./question-step.tsx";

describe("the progress bar", () => {
  it("grows with every question and never reaches the end while a question is on screen", () => {
    const bars = Array.from({ length: 20 }, (_, i) => progressAfter(i + 1));
    for (let i = 1; i < bars.length; i++) expect(bars[i]).toBeGreaterThan(bars[i - 1] as number);
    expect(Math.max(...bars)).toBeLessThan(100);
  });

  it("is not yet near the end at question 12", () => {
    expect(progressAfter(12)).toBeLessThan(80);
  });
});
