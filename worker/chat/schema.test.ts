import { describe, expect, it } from "vitest";
import { previousSchema, turnsFromPrevious } from "./schema.ts";

describe("turnsFromPrevious", () => {
  it("reads the SPEC's labelled history text, joining unlabelled lines to the turn above", () => {
    expect(turnsFromPrevious("User: I have a fever\nsince Monday\nAssistant: Any chills?\nUser: yes")).toEqual([
      { role: "user", content: "I have a fever\nsince Monday" },
      { role: "assistant", content: "Any chills?" },
      { role: "user", content: "yes" },
    ]);
    expect(turnsFromPrevious("HealthBuddy: Hi!\nyou: hello")).toEqual([
      { role: "assistant", content: "Hi!" },
      { role: "user", content: "hello" },
    ]);
  });

  it("reads message lists in every accepted shape", () => {
    expect(
      turnsFromPrevious([
        { role: "user", content: "a" },
        { sender: "bot", content: "b" },
        { content: "c", response: "d" },
      ]),
    ).toEqual([
      { role: "user", content: "a" },
      { role: "assistant", content: "b" },
      { role: "user", content: "c" },
      { role: "assistant", content: "d" },
    ]);
    expect(turnsFromPrevious(null)).toEqual([]);
    expect(turnsFromPrevious("")).toEqual([]);
  });

  it("refuses what is not a conversation", () => {
    for (const bad of [12, { role: "user" }, [{ who: "me" }], [1, 2]])
      expect(previousSchema.safeParse(bad).success).toBe(false);
  });
});
