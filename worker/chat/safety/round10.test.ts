// The safety layer's tenth round: a relative who holds or clutches the chest, or whose heart is "squeezed" (en, pcm,
// ha, sw, fr, ig), with sweating or pain to the arm; a child with sickle cell disease whose belly swells and who turns
// pale (splenic sequestration, NHLBI 2014) in all seven languages; bleeding after a home birth that still flows (pcm,
// ha, yo, ig, sw); farewell letters to the family and "I won't be alive" (en, yo, ha, ig, sw, fr). Calm: how to help
// a person nobody has named who is having a fit, asked in sw, fr, ha, yo and ig (a first-aid question), letters for
// Christmas or the new year, a sickle cell diet question, a night away. Wordings are our own (round10-cases.json),
// never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, expectDanger, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round10-cases.json", import.meta.url));

describe("chest held, a sickle cell belly, bleeding after a birth and farewell letters, in seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
});

describe("first-aid questions about a stranger's fit, holiday letters and diet questions stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});
