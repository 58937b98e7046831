// The safety layer's ninth round: an inhaler "doing nothing" with only a few words between breaths, a fall from a
// storey building or a tree with no answer when called, bleeding told in one clause and "it has not stopped" in
// another (ha, yo, ig, sw, fr: "ko duro rara", "bai tsaya ba", "ọ kwụsịbeghị", "haijakoma"), the face, arm and
// speech signs of a stroke in Igbo, Hausa and Yoruba ("ọnụ ya ehulatala n'otu akụkụ", "okwu ya anaghị apụta",
// "hannunsa na hagu ba ya motsi", "ọwọ́ ọ̀tún rẹ̀ kò le gbé"), chest pain that doesn't stop "even after panadol" in
// yo, ig and ha, an Igbo stiff neck, sunken eyes in Yoruba and Igbo, medicines gathered and farewell letters (yo,
// ha), a pregnancy headache with "stars", an Igbo newborn who won't suck and is cold, a Yoruba "ni sugar" who no
// longer knows us. Calm: a past fall, a film's fall, a phone not answered, bleeding that has stopped, a mouth sore
// on one side when chewing, history and food questions. Wordings are our own (round9-cases.json), never the
// evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, expectDanger, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round9-cases.json", import.meta.url));

describe("dangers told as severity, course or a sign in ha, yo, ig, sw, fr and Pidgin", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
});

describe("past falls, films, a phone not answered and food questions stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});
