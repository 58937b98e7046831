// The safety layer's fourth round: the categories swept in French and Swahili, severity said in every language
// ("no gree stop even after panadol", "ko si dahun"), a danger buried in a long message or told only in the second
// turn, and calm for first-aid questions about someone nobody has named, a film's plot and a relative's history.
// Wordings are our own (round4-cases.json), never the evaluation sets'.
import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../../ai/index.ts";
import { detectRedFlag } from "../red-flags.ts";
import { statedPart } from "../symptom-danger.ts";
import { afterFirstTurn, expectDanger, type Expected, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round4-cases.json", import.meta.url));

describe("dangers in French and Swahili, severity in every language, a danger in a long message", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
  it("does not repeat the emergency for a later thank-you", () => {
    const [first, text] = cases.second[0] as [string, string, Expected];
    const history: ChatTurn[] = [
      { role: "user", content: first },
      { role: "user", content: text },
    ];
    expect(detectRedFlag("Merci, nous partons à l'hôpital", history)).toBeNull();
  });
});

describe("a danger word in passing, first-aid questions, history, films and idioms stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});

describe("the second net leaves history and plots out", () => {
  it("drops the clause before 'but' that tells only the past", () => {
    expect(statedPart("I used to cut myself in my teens but these days I'm fine, just the marks")).not.toMatch(
      /cut myself/,
    );
  });
  it("drops a film's plot but keeps what the watcher feels now", () => {
    expect(statedPart("we watched a movie where a man takes an overdose")).toBe("");
    expect(statedPart("I watched a horror movie and now my chest is tight")).toMatch(/chest is tight/);
  });
});
