import { describe, expect, it } from "vitest";
import { parseText, searchFindings } from "../index.ts";

// The lead's own wordings (session 27), not from any vignette or phrase set.
describe("everyday cuts", () => {
  it("reads a small cut as a cut, never as female genital cutting in the past", () => {
    for (const q of [
      "small cut on my thumb",
      "I got a little cut from the knife",
      "minor cut on my foot, what should I do?",
    ]) {
      expect(
        parseText(q).map((m) => m.id),
        q,
      ).toEqual(["wound"]);
      expect(searchFindings(q, 1)[0]?.id, q).toBe("wound");
    }
    // Genital cutting told as a past event still is.
    expect(parseText("I was cut as a small girl").map((m) => m.id)).toContain("fgm_history");
  });
});
