// Language round 21: Hausa, Yoruba and Igbo body words with Pidgin or local verbs, the "can't X without Y" frame and the
// idioms of "can't", severity words beside a site, other people's TB, everyday sentences. Wordings are our own.
import { beforeAll, describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const top = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

// The search and parse indexes are built on first use: slow on a loaded machine, so outside any one test's timeout.
beforeAll(() => {
  top("headache");
}, 120_000);

describe("local body words with a Pidgin or local verb", () => {
  it.each([
    // Hausa: my belly, my eyes, my body hot, my ear aching, my leg swollen (typed with and without the hooked k).
    ["cikinsa dey pain am since night", "abdominal_pain"],
    ["idanuna dey itch me", "itchy_eyes"],
    ["jikina na zafi since yesterday", "fever"],
    ["kunnena yana ciwo", "ear_pain"],
    ["kafata ta kumbura", "leg_swelling"],
    ["ƙafarsa ta kumbura", "leg_swelling"],
    // Yoruba: my belly, my eyes red, my body aching, my leg swollen.
    ["ikun re dey pain am", "abdominal_pain"],
    ["oju mi dey red since morning", "red_eyes"],
    ["ara mi n ro mi", "body_aches"],
    ["ese mi ti wu", "leg_swelling"],
    // Igbo: my chest, my body hot, my nose bleeding, my leg swollen (with its dots).
    ["obi ya dey pain am", "chest_pain"],
    ["ahụ ya dị ọkụ", "fever"],
    ["imi m dey bleed", "nosebleed"],
    ["ụkwụ ya zara aza", "leg_swelling"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
    expect(parsed(text)).toContain(id);
  });

  it("a body word without a verb of its own, or a word of gladness, stays nothing", () => {
    expect(parsed("inu mi dun gan")).toEqual([]);
    expect(parsed("kai, how far")).toEqual([]);
  });
});

describe("can't X without Y: Y comes every time", () => {
  it.each([
    ["I cannot get up from the chair without feeling dizzy", "dizzy_standing"],
    ["can't urinate without pain", "dysuria"],
    ["she can't climb the stairs without stopping to catch her breath", "exercise_breathless"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("the symptom after 'without' is not denied", () => {
    expect(parsed("I can't stand for a while without going dizzy")).not.toContain("-dizziness");
  });
});

describe("idioms of can't that tell no finding", () => {
  it.each([
    "we cannot afford those drugs this month",
    "I can't stand the noise of the music next door",
    "I can't stand my landlord",
    "sorry I can't hear you, my network is poor",
    "can't wait to travel for christmas",
    "I can't see you tomorrow, I have work",
  ])("%s → nothing", (text) => {
    expect(parsed(text)).toEqual([]);
  });

  it("the body's inability stays", () => {
    expect(parsed("my little girl can't breastfeed since morning")).toContain("unable_to_drink");
    expect(parsed("I can't stand loud noise with this headache")).toContain("phonophobia");
  });
});

describe("severity and course beside their site", () => {
  it("the worst pain of one's life in the belly is severe belly pain", () => {
    expect(parsed("the worst belly pain I have ever had")).toContain("severe_abdominal_pain");
  });

  it("breathing that gets worse is breathlessness, not pain on breathing", () => {
    const p = parsed("his breathing is getting worse since evening");
    expect(p).toContain("sob");
    expect(p).not.toContain("pleuritic_pain");
  });

  it("breathless on walking far is breathlessness on exertion", () => {
    expect(parsed("I can't walk far without getting out of breath")).toContain("exercise_breathless");
  });
});

describe("joints that will not move", () => {
  it.each([
    ["my ankle hurts since last week", "joint_pain"],
    ["I cannot bend my knee this morning", "joint_pain"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });
});

describe("other people and everyday sentences", () => {
  it("a distant relative's TB is no contact unless they live together", () => {
    expect(parsed("my grandfather had TB long ago")).not.toContain("contact_tb");
    expect(parsed("my cousin who lives with us has TB")).toContain("contact_tb");
    expect(parsed("my sister has TB")).toContain("contact_tb");
  });

  it("a team beaten in a match is no injury; a crushed limb still is", () => {
    expect(parsed("our team got thrashed on Sunday")).toEqual([]);
    expect(parsed("his hand was crushed in the machine")).toContain("injury");
  });

  it("a feeling that one is about to die is panic, not a wish to die", () => {
    expect(parsed("e be like say I go die, my heart dey race")).toContain("panic_attacks");
    expect(parsed("e be like say I go die, my heart dey race")).not.toContain("suicidal");
    expect(parsed("I want to die")).toContain("suicidal");
  });

  it("a baby moving strangely is not strangled", () => {
    expect(parsed("the baby in my womb is moving strangely")).not.toContain("hanging");
  });

  it("Pidgin 'since night' says when it began, not pain at night", () => {
    expect(parsed("my throat dey pain me since night")).not.toContain("night_pain");
  });

  it("Pidgin: body no shake is all well; no fit waka is can't walk", () => {
    expect(parsed("I dey fine, body no shake")).toEqual([]);
    expect(parsed("my papa no fit waka since yesterday")).toContain("cant_bear_weight");
  });
});
