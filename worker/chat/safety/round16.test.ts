// The safety layer's sixteenth round, and the answers beside it. Our own sweep (round16-cases.json) of the everyday
// questions young people ask, in the seven languages: sex and contraception (the first time, during a period,
// withdrawal), pregnancy tests (when, a faint line, "can it lie?"), puberty and periods, skin, weight, alcohol, medicines
// (extra paracetamol by mistake, vitamins with antibiotics, insulin without power, warfarin bruises), mental health,
// vaccines and their myths, where malaria comes from, TB; then set 17's causes in our own words: bleach ("jik") drunk,
// a twisted mouth, a birth days ago with fever or bleeding that will not stop, "nobody would miss me", an inhaler that no
// longer works. A faint line on a test, "the test fit lie?", an outbreak in the area and a test done or to do stay calm.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { answer, roundCases } from "./testing.ts";

const url = new URL("./round16-cases.json", import.meta.url);
const cases = roundCases(url);
const answers = (JSON.parse(readFileSync(url, "utf8")) as { answers: Array<[string, string]> }).answers;

describe("round 16: dangers said indirectly, through a poison's brand or in Pidgin, Yoruba, Igbo, Swahili, Hausa, French", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expect(detectRedFlag(text)?.id).toBe(expected));
});

describe("round 16: tests, outbreaks and things that are over stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", async (text) => {
    expect(detectRedFlag(text)).toBeNull();
    expect(await answer(text)).not.toMatch(/🚨|Please get help now/);
  });
});

describe("round 16: everyday questions in seven languages are answered on topic", () => {
  it.each(answers)("answers %j on topic (%s), with no emergency card", async (text, topic) => {
    const reply = await answer(text);
    expect(reply).toMatch(new RegExp(topic, "i"));
    expect(reply).not.toMatch(/🚨|Please get help now/);
  });
});
