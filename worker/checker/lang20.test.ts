// Language round 20: code-mixed Yoruba, Hausa and Igbo symptom words with Pidgin verbs, Pidgin intensifiers, other
// people's conditions and everyday idioms. Wordings are our own.
import { beforeAll, describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const top = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

// The search and parse indexes are built on first use: slow on a loaded machine, so outside any one test's timeout.
beforeAll(() => {
  top("headache");
}, 120_000);

describe("code-mixed local words with Pidgin verbs", () => {
  it.each([
    ["inu re dey run since morning", "diarrhoea"],
    ["kaina dey pain me since yesterday", "headache"],
    ["afo m na-asa since night", "diarrhoea"],
    ["obara na-agba ya n'imi", "nosebleed"],
    ["anya na-acha odo odo", "yellow_eyes"],
    ["ara m get one lump", "breast_lump"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });

  it("a bare Hausa exclamation is still nothing", () => {
    expect(parsed("kai, na wa o")).toEqual([]);
  });
});

describe("Pidgin verbs and intensifiers", () => {
  it.each([
    ["when I wee e dey burn like fire", "dysuria"],
    ["my heart dey knock for chest", "palpitations"],
    ["her period never show this month", "missed_period"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });
});

describe("other people and everyday idioms", () => {
  it("a close friend's HIV is not the user's status", () => {
    expect(parsed("my close friend just told me he is HIV positive")).not.toContain("hiv_positive");
  });

  it("resting after a run is no breathlessness; not catching one's breath still is", () => {
    expect(parsed("lets catch our breath after the match")).toEqual([]);
    expect(top("I can't catch my breath when I climb stairs")).toBeDefined();
  });
});

describe("how long and how much, told without a count or with a unit", () => {
  it.each([
    ["always thirsty for weeks now", "thirst"],
    ["he has put on 8 kilos since January", "weight_gain"],
    ["lost about 7 kg without trying", "weight_loss"],
    ["bright light is uncomfortable for her", "photophobia"],
    ["the toddler wakes only when shaken", "drowsiness"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });

  it("a cough for weeks is the long cough; a wish and money are not symptoms", () => {
    expect(parsed("coughing for weeks")).toContain("cough_over_week");
    expect(parsed("hungry for success")).toEqual([]);
    expect(parsed("I lost 500 naira at the market")).toEqual([]);
  });
});

describe("a gone voice is the lost voice, hoarseness stays hoarseness", () => {
  it("voice gone / hoarse", () => {
    expect(top("her voice completely gone since Monday")).toBe("voice_lost");
    expect(top("my voice is hoarse")).toBe("hoarse_voice");
  });
});
