// Each language's lexicon claims a phrase for one concept only: a second meaning added in another place would be
// read silently as the first, so it fails here instead.
import { describe, expect, it } from "vitest";
import { conflicts, LEXICONS } from "./index.ts";
import { topic, word } from "./lexicon.ts";

describe("the lexicons", () => {
  it.each(Object.entries(LEXICONS))("%s has no phrase with two meanings", (_, lexicon) =>
    expect(conflicts(lexicon)).toEqual([]),
  );

  it("finds a phrase given two readings, and a meaning given two roles", () => {
    expect(conflicts({ phrasebook: [topic(/\bhoma\b/, "fever"), topic(/\bhoma\b/, "malaria")] })).toHaveLength(1);
    expect(conflicts({ phrasebook: [topic(/\bhedhi\b/, "period pain"), word(/\bnso\b/, "period pain")] })).toHaveLength(
      1,
    );
    expect(conflicts({ phrasebook: [topic(/\bhedhi\b/, "period pain"), topic(/\bnso\b/, "period pain")] })).toEqual([]);
  });
});
