// The safety layer's eighteenth round (chat32), in our own wordings (round18-cases.json), written before set 19 was
// read: plain emergencies in each language's own words and in code-switched messages (a stroke, a fit, a snakebite,
// bleeding after a birth or in pregnancy, a feverish young baby); and what a user asks rather than tells, which must be
// answered, not escalated: first aid asked "if a snake bites someone" in Pidgin, French, Hausa and Igbo, "die of
// laughter" in Yoruba and French, a relative's stroke years ago and how to prevent another, off-topic questions.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { answer, roundCases } from "./testing.ts";

const url = new URL("./round18-cases.json", import.meta.url);
const cases = roundCases(url);
const extra = JSON.parse(readFileSync(url, "utf8")) as {
  answers: Array<[string, string]>;
  offTopic: string[];
};
const CARD = /🚨|Please get help now/;

describe("round 18: plain emergencies in each language's own words, and code-switched", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expect(detectRedFlag(text)?.id).toBe(expected));
});

describe("round 18: first aid asked for anyone, figures of speech and history stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", async (text) => {
    expect(detectRedFlag(text)).toBeNull();
    expect(await answer(text)).not.toMatch(CARD);
  });
});

describe("round 18: ordinary questions that hold danger words are answered on topic, with a source", () => {
  it.each(extra.answers)("answers %j on topic (%s)", async (text, topic) => {
    const reply = await answer(text);
    expect(reply).toMatch(new RegExp(topic, "i"));
    expect(reply).not.toMatch(CARD);
    expect(reply).toMatch(/\]\(https?:\/\/|Source: [^\n]*https?:\/\//);
  });
});

describe("round 18: off-topic questions are declined, not answered from a passage", () => {
  it.each(extra.offTopic)("declines %j", async (text) => {
    const reply = await answer(text);
    expect(reply).toMatch(/only help with health/i);
    expect(reply).not.toMatch(CARD);
  });
});
