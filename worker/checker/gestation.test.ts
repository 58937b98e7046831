import { describe, expect, it } from "vitest";
import { countOf, gestationWeeks } from "./gestation.ts";

describe("counts told in digits or words", () => {
  it.each([
    ["7", 7],
    ["34", 34],
    ["seven", 7],
    ["twenty", 20],
    ["a", 1],
    ["an", 1],
    ["few", 3],
  ])("%s → %d", (word, n) => {
    expect(countOf(word)).toBe(n);
  });

  it("is undefined for words that are not counts", () => {
    expect(countOf("pregnant")).toBeUndefined();
    expect(countOf("")).toBeUndefined();
  });
});

describe("weeks of pregnancy", () => {
  it.each([
    ["34", "weeks", 34],
    ["1", "week", 1],
    ["8", "wks", 8],
    ["thirty", "wk", 30],
    ["six", "weeks", 6],
  ])("%s %s → %d weeks", (count, unit, weeks) => {
    expect(gestationWeeks(count, unit)).toBe(weeks);
  });

  it("reads months as 4.3 weeks: 7 months is late pregnancy, 2 months early", () => {
    expect(gestationWeeks("7", "months")).toBeCloseTo(30.1);
    expect(gestationWeeks("seven", "mths")).toBeCloseTo(30.1);
    expect(gestationWeeks("2", "months")).toBeCloseTo(8.6);
  });

  it('reads "a month" as one month, as em16\'s stages did', () => {
    expect(gestationWeeks("a", "month")).toBeCloseTo(4.3);
    expect(gestationWeeks("a", "week")).toBe(1);
  });

  it("is undefined without a count or a unit of weeks or months", () => {
    expect(gestationWeeks("pregnant", "weeks")).toBeUndefined();
    expect(gestationWeeks("3", "days")).toBeUndefined();
    expect(gestationWeeks("3", "pregnant")).toBeUndefined();
  });
});
