// The safety layer's seventh round: dangers told as a sign of one side ("can't raise his left hand", words
// coming out jumbled), a farewell said as "won't be a burden after Friday", the right lower belly pain of
// appendicitis with walking bent (NHS Appendicitis), sight gone in one eye, sickle cell pain that medicines don't
// help or yellow eyes, a diabetic who doesn't know her family (Igbo), a pregnancy headache with stars (Swahili),
// things shared out with "usiku huu nitamaliza", letters with "tout sera fini", a fall from a motorbike with
// vomiting and drowsiness (French). Calm: a film's, a song's or the news' story over several clauses, "what should
// I do if someone…" put after "nifanye nini", a superficial burn (NICE CKS Burns and scalds), a background with an
// ordinary question. Then a category sweep in Pidgin, Hausa, Yoruba and Igbo (chest pain, stroke, chest indrawing,
// bleeding that won't stop, pregnancy, newborn, fits, poisons and overdoses, meningitis, snake bite, burns,
// anaphylaxis, diabetes, sickle cell, head injury, acute abdomen, torsion, metal in the eye, a sudden headache).
// Wordings are our own (round7-cases.json), never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, expectDanger, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round7-cases.json", import.meta.url));

describe("dangers told as a sign, a farewell, a course or a background's danger sign, in the seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
});

describe("stories, first-aid questions, superficial burns and backgrounds with ordinary questions stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});
