// The safety layer's fifth round: dangers told by a relative or a bystander and as severity or course ("the blood
// never stop", "jinin bai tsaya ba", "ẹ̀jẹ̀ kò tíì dúró", "obara akwụsịbeghị"), foam at the mouth, a baby's ribs
// sucked in, a farewell said as "you won't see me again", a sudden worst headache told in three parts, a feverish
// relative who stares and doesn't answer, shellfish and a closing throat; then category sweeps in Hausa, Yoruba,
// Igbo and Pidgin, dangers buried in long messages and told only in the second turn. Calm: fits as a toddler,
// staring spells that pass, "not talking anymore" with a boyfriend, "I don't know who to invite", a film's ending.
// Wordings are our own (round5-cases.json), never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, expectDanger, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round5-cases.json", import.meta.url));

describe("dangers told by a relative, as severity or course, in ha, yo, ig, pcm and a long message", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
});

describe("history, idioms, staring spells that pass and not knowing something stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});
