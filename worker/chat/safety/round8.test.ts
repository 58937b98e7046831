// The safety layer's eighth round: a farewell told as keepsakes ("something to remember me by", "who gets my
// things", "lighter without me"), a Pidgin testicle "egg" that swells, a Hausa neck that is "daure" and "bata iya"
// written as one word, Igbo insecticide and rat poison, "I be SS", diabetes told as "I'm type 1" and a meter
// reading, a Hausa face "ya karkace", shaking that goes on or doesn't wake (Hausa, Yoruba), a Yoruba "omo mi
// tuntun", a Pidgin pregnancy "8 months belle" with stars, metal in the eye told in two clauses, an Igbo child who
// vomits everything and passes no urine, an Igbo "afo ime" of six months. Calm: "what should I do if someone…" in
// Yoruba and Igbo, a relative's past stroke, keepsakes and letters that are no farewell, a normal meter reading.
// Wordings are our own (round8-cases.json), never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, expectDanger, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round8-cases.json", import.meta.url));

describe("dangers told as keepsakes, a sign in Pidgin, Hausa, Yoruba or Igbo, a background or buried late", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
});

describe("first-aid questions, past strokes, letters and ordinary readings stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});
