// Lead, session 38: a crash someone saw is no injury of theirs (the chat's "bad dreams since he saw a car crash").
import { describe, expect, it } from "vitest";
import { searchFindings } from "./index.ts";

const top = (text: string) => searchFindings(text, 1)[0]?.id;

describe("a crash someone saw", () => {
  it("is no injury of theirs; a crash they were in is", () => {
    expect(top("he saw a car crash")).toBeUndefined();
    expect(top("we watched an okada accident on the road")).toBeUndefined();
    expect(top("he was in a car crash")).toBe("injury");
  });
});
