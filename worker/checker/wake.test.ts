// Waking as a habit is not a person who cannot be roused: "I can't wake up early" or "hard to wake up for school"
// names no finding (a sleep question), while "can't wake him", "he won't wake up" and a baby "difficult to wake for
// feeds" (WHO IMCI: lethargic or unconscious) stay what they are. Wordings are our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./index.ts";

const ids = (text: string) => parseText(text).map((m) => m.id);

describe("waking up on time is a habit, not a danger sign", () => {
  it.each([
    "I can't wake up early these days",
    "my son finds it hard to wake up in the mornings",
    "she can't wake up for lectures",
    "I didn't wake up on time today",
    "I struggle to wake up every morning",
  ])("%j names neither unconsciousness nor drowsiness", (text) => {
    expect(ids(text)).not.toContain("unconscious");
    expect(ids(text)).not.toContain("drowsiness");
  });
});

describe("someone who cannot be roused is still read", () => {
  it.each([
    ["we can't wake him up", "unconscious"],
    ["my father won't wake up", "unconscious"],
    ["the baby is difficult to wake for feeds", "drowsiness"],
    ["she is hard to wake when we shake her", "drowsiness"],
  ])("%j → %s", (text, id) => expect(ids(text)).toContain(id));
});

describe("the generator house is a shed outside, not a generator run indoors", () => {
  it("'near the generator house' names no fumes", () =>
    expect(ids("my room is near the generator house and I have a headache")).not.toContain("fumes"));
  it("a generator kept in the house overnight is still fumes", () =>
    expect(ids("we kept the generator in the house overnight")).toContain("fumes"));
});
