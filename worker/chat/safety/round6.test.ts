// The safety layer's sixth round: a background told with its danger sign (pregnancy: fewer kicks, bleeding, fits,
// swelling with a headache or flashing lights; sickle cell disease: chest pain with fever, breathlessness,
// priapism, a pale child with a swelling belly; diabetes: confusion, vomiting with deep fast breathing) in the
// seven languages; dangers told by a relative or a bystander and as severity or course in Hausa, Yoruba, Igbo and
// Pidgin (a chest that "matse shi", "kinambana", ribs going in, a mouth gone to one side, foam or saliva with
// shaking, hot oil poured, a rash that doesn't go under a glass), buried among skin care and Premium, or told in
// the second turn. Calm: a background alone ("I have sickle cell, what foods…"), what is still there after a stroke
// years ago, a film's overdose, idioms, a small fever in a child who plays. Wordings are our own
// (round6-cases.json), never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, expectDanger, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round6-cases.json", import.meta.url));

describe("a background's danger signs, and dangers told by relatives and as severity, in the seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
});

describe("a background alone, old history, plots and idioms stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});
