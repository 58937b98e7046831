import { describe, expect, it } from "vitest";
import { searchFindings } from "./search.ts";
import { similarity } from "./text.ts";

const first = (q: string) => searchFindings(q, 1)[0]?.id;

describe("searchFindings", () => {
  it("finds lay, regional and misspelt words", () => {
    expect(first("catarrh")).toBe("runny_nose");
    expect(first("belle pain")).toBe("abdominal_pain");
    expect(first("runing stomach")).toBe("diarrhoea");
    expect(first("yellow eyes")).toBe("yellow_eyes");
    expect(first("stooling")).toBe("diarrhoea");
    expect(first("body hot")).toBe("fever");
    expect(first("diarrhea")).toBe("diarrhoea");
    expect(first("hedache")).toBe("headache");
  });

  it("resolves the vignette vocabulary to the right finding", () => {
    expect(first("high fever")).toBe("fever");
    expect(first("unable to sit up")).toBe("prostration");
    expect(first("passing little urine")).toBe("oliguria");
    expect(first("fast breathing")).toBe("fast_breathing");
    expect(first("belly pain around navel")).toBe("periumbilical_pain");
    expect(first("sharp right lower belly pain")).toBe("rlq_pain");
    expect(first("cough for more than 3 weeks")).toBe("cough_chronic");
  });

  it("ranks an exact phrase above partial matches and returns the contract's shape", () => {
    const hits = searchFindings("cough", 5);
    expect(hits[0]).toMatchObject({ id: "cough", name: "Cough" });
    expect(Array.isArray(hits[0]!.aliases)).toBe(true);
    expect(hits.length).toBeLessThanOrEqual(5);
  });

  it("only returns findings with a word similar above 0.4 (the SPEC's fuzzy rule)", () => {
    expect(similarity("runing", "running")).toBeGreaterThan(0.4);
    expect(searchFindings("xqzv", 5)).toEqual([]);
    expect(searchFindings("", 5)).toEqual([]);
  });

  it("respects the limit", () => {
    expect(searchFindings("pain", 3).length).toBe(3);
    expect(searchFindings("pain", 0)).toEqual([]);
  });
});
