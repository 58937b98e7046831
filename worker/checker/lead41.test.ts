// Lead, session 41: a diagnosis feared or suspected is not a diagnosis known. tune28 v28-086 read "worried about HIV"
// as living with HIV, and em27's rules (WHO 2022: a headache with fever in someone living with HIV is an emergency)
// then escalated the worry. A positive test, the medicine, a diagnosis told as the person's own, or an exposure keep
// their reading. And "red spots all over" is a rash, not a rash that does not fade under a glass (the glass test is
// what makes a rash non-blanching, NICE NG143).
import { describe, expect, it } from "vitest";
import { isEmergency, levelOfText, presentIn, topFinding } from "./testing.ts";

describe("a feared diagnosis is not a known one", () => {
  it("reads fear, suspicion or a wish to test as no diagnosis", () => {
    for (const text of [
      "worried about HIV",
      "I'm worried I might have HIV",
      "scared i might have diabetes",
      "I want to test for hiv",
      "afraid it might be cancer",
      "checking for diabetes",
    ])
      expect(presentIn(text), text).not.toContain(topFinding("living with HIV") as string);
    expect(topFinding("worried about HIV")).not.toBe("hiv_positive");
    expect(topFinding("scared i might have diabetes")).not.toBe("known_diabetes");
  });
  it("keeps a diagnosis that is told as the person's own", () => {
    for (const text of ["tested positive for HIV", "worried because I have HIV", "he has HIV", "living with hiv"])
      expect(topFinding(text), text).toBe("hiv_positive");
    expect(presentIn("I'm diabetic and worried about my sugar")).toContain("known_diabetes");
  });
  it("escalates a headache with fever in HIV, not in the worry about it", () => {
    expect(isEmergency(levelOfText(24, "female", "I have HIV and a headache with fever"))).toBe(true);
    expect(isEmergency(levelOfText(24, "female", "worried about HIV, headache and fever for 2 days"))).toBe(false);
  });
});

describe("red spots are a rash until the glass test says otherwise", () => {
  it("reads red spots all over as a rash, and spots that do not fade as the danger sign", () => {
    for (const text of ["red spots all over", "red dots all over the body", "red spots all over her body"])
      expect(topFinding(text), text).toBe("rash");
    expect(topFinding("red spots that don't fade with a glass")).toBe("rash_nonblanching");
    expect(topFinding("tiny red spots all over")).toBe("rash_nonblanching");
  });
  it("still escalates a feverish child whose spots do not fade", () => {
    expect(isEmergency(levelOfText(3, "male", "fever and red spots all over that don't fade under a glass"))).toBe(
      true,
    );
    expect(isEmergency(levelOfText(3, "male", "fever and red spots all over, playing well"))).toBe(false);
  });
});
