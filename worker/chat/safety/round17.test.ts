// The safety layer's seventeenth round (chat31), in our own wordings (round17-cases.json): dangers told as if they were
// nothing ("probably nothing but…", "lol…", "small burn o, but…"), in a later turn, in the seven languages: a count of
// tablets, a whole month of pills, an adult tablet given to a toddler, a burn whose look outranks "small", hives with a
// wheeze after an allergen, chest pain that travels, waters broken, a bulging soft spot, a running stomach with no urine;
// and what stays calm: a fit when he was 3, a small red burn, a dose in mg or at 10 o'clock, a myth asked. Then the
// answers: a later turn that puts the earlier danger in the past asks about its topic, and set 18's prevention, myth
// and pharmacy topics answered from their sourced passages.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, answer, roundCases } from "./testing.ts";

const url = new URL("./round17-cases.json", import.meta.url);
const cases = roundCases(url);
const extra = JSON.parse(readFileSync(url, "utf8")) as {
  answers: Array<[string, string]>;
  settled: Array<[string, string, string]>;
};

describe("round 17: dangers told as if they were nothing, in seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expect(detectRedFlag(text)?.id).toBe(expected));
});

describe("round 17: a danger told in a later turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expect(detectRedFlag(text, afterFirstTurn(first))?.id).toBe(expected),
  );
});

describe("round 17: what is over, small, a normal dose or a myth stays calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", async (text) => {
    expect(detectRedFlag(text)).toBeNull();
    expect(await answer(text)).not.toMatch(/🚨|Please get help now/);
  });
});

describe("round 17: prevention, myths and pharmacy questions are answered from their passages", () => {
  it.each(extra.answers)("answers %j on topic (%s)", async (text, topic) => {
    const reply = await answer(text);
    expect(reply).toMatch(new RegExp(topic, "i"));
    expect(reply).not.toMatch(/🚨|Please get help now/);
  });
});

describe("round 17: a later turn that puts the danger in the past asks about its topic", () => {
  it.each(extra.settled)("after %j, answers %j about %s, with no card", async (first, text, topic) => {
    expect(detectRedFlag(text, afterFirstTurn(first))).toBeNull();
    const reply = await answer(text, first);
    expect(reply).toMatch(new RegExp(topic, "i"));
    expect(reply).not.toMatch(/🚨|Please get help now/);
  });
});
