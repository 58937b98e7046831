// Language round 29 (ck-lang29): a limp is a limp (not pain on walking), a burning throat is a sore throat (not a
// burn), an aching jaw is shown with a label that fits it, running the body can no longer do is an exercise limit,
// and a foot that turns OUT is not the club foot turned in. Wordings are our own, none from a phrase set.
import { beforeAll, describe, expect, it } from "vitest";
import { getFinding } from "./index.ts";
import { both, parsed, top, warmIndexes } from "./test-reading.ts";

warmIndexes();
// The parser's index too: its first build outlasts one test's timeout on a loaded machine.
beforeAll(() => {
  parsed("headache");
}, 120_000);

describe("a limp is read as a limp (NICE CKS Acute childhood limp), not as pain when walking", () => {
  both([
    ["she has started limping on her left leg", "limp"],
    ["he walks with a limp since the match", "limp"],
    ["my pikin dey limp", "limp"],
  ]);
  it("pain on walking told as pain stays walking pain", () => {
    expect(top("it is painful to walk to the market")).toBe("walking_pain");
  });
  it("an animal's limp is nobody's sign", () => {
    expect(top("our goat is limping after the fight")).toBeUndefined();
  });
});

describe("a burning throat is a sore throat, not a burn (NICE CKS Sore throat)", () => {
  both([
    ["my throat burns like pepper since yesterday", "sore_throat"],
    ["the throat dey burn me", "sore_throat"],
    ["my throat is burning so much", "sore_throat"],
  ]);
  it("hot tea or a chemical swallowed is still a burn or a poisoning, never a sore throat", () => {
    expect(top("I burnt my throat drinking hot tea")).not.toBe("sore_throat");
    expect(parsed("he drank bleach and his throat is burning")).not.toContain("sore_throat");
  });
});

describe("an aching jaw is shown with a label that fits it", () => {
  it("jaw ache reads as jaw pain, labelled for an ache too", () => {
    expect(top("my jaw aches all day")).toBe("jaw_pain_chewing");
    expect(getFinding("jaw_pain_chewing")?.name).toBe("Jaw pain or ache");
  });
});

describe("running the body can no longer do is an exercise limit (NICE CKS Acute childhood limp; Breathlessness)", () => {
  both([
    ["my son can't run with his friends at football now", "walking_pain"],
    ["she can no longer run like before", "walking_pain"],
    ["e no fit run again", "walking_pain"],
    ["he can't run anymore because he gets out of breath", "exercise_breathless"],
  ]);
  it.each(["I can't run my shop this week", "I couldn't run for the bus this morning", "I can't run away from it"])(
    "%s → nothing",
    (text) => {
      expect(top(text)).toBeUndefined();
      expect(parsed(text)).toEqual([]);
    },
  );
});

describe("a foot turned out is not a club foot (turned in)", () => {
  it.each(["his right foot turns outwards when he walks", "my feet point out when I walk"])("%s", (text) => {
    expect(top(text)).not.toBe("foot_turned_in");
    expect(parsed(text)).not.toContain("foot_turned_in");
  });
  it("a foot turned in from birth is still the club foot", () => {
    expect(top("her foot is turned inwards since birth")).toBe("foot_turned_in");
  });
});

describe("a comparison or a movement that tells the sign", () => {
  both([
    ["my heart keeps galloping like a horse at night", "palpitations"],
    ["her heart is hammering", "palpitations"],
    ["there are marbles behind his ear and under his jaw", "swollen_glands"],
    ["my voice sounds like an old rusty gate", "hoarse_voice"],
    ["one side of her face has slid down like melted candle", "face_droop"],
  ]);
  it.each([
    "my heart skipped a beat when I saw my results",
    "his face fell when he heard the news",
    "the naira went down like a stone this year",
  ])("%s → nothing", (text) => {
    expect(top(text)).toBeUndefined();
    expect(parsed(text)).toEqual([]);
  });
  it("going down like a sack is a collapse", () => {
    expect(parsed("he went down like a sack of cement and did not move")).toContain("fainting");
  });
});

describe("not standing is prostration, or not bearing weight after a fall (WHO IMCI; NICE CKS Acute childhood limp)", () => {
  it("alone it is prostration, never light sensitivity", () => {
    expect(top("she cannot stand at all")).toBe("prostration");
    expect(top("I can't stand the bright light")).toBe("photophobia");
  });
  it("after a fall it is not bearing weight", () => {
    expect(top("she fell from the bench and cannot stand up")).toBe("cant_bear_weight");
  });
  it("a bone through the skin is an open fracture's deformity (NICE NG37)", () => {
    expect(top("the bone is poking through the skin")).toBe("deformity");
  });
});
