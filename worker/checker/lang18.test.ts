// Language round 18: danger signs told as behaviour or in texting, a side detail or a past event before the symptom,
// injuries by mechanism, Pidgin and Hausa wordings, and everyday sentences that only sound like findings. Wordings are
// our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("danger signs told as behaviour, in Pidgin or in texting", () => {
  it.each([
    ["she passed out in the kitchen and is still not responding", "unconscious"],
    ["i feel lyk killin meself", "suicidal"],
    ["cnt breathe wen i lie dwn on my back", "orthopnoea"],
    ["I need three pillows at night, I get breathless when I lie flat", "orthopnoea"],
    ["my small boy chop rat poison", "poisoning"],
    ["I no fit catch my breath even when I siddon for chair", "sob_rest"],
    ["my pikin swallowed a liquid from a bottle in the store", "poisoning"],
  ])("%s → %s", (text, id) => {
    expect(phrase(text) ?? parsed(text)[0]).toBe(id);
  });

  it("passing water plenty is frequent urination, beside the thirst", () => {
    expect(parsed("my husband dey piss plenty and e dey drink water anyhow")).toContain("frequent_urination");
  });

  it("a fluttering heart is kept beside the faint feeling", () => {
    expect(parsed("my heart is fluttering and I feel faint")).toContain("palpitations");
  });
});

describe("everyday sentences name nothing", () => {
  it.each([
    "my cousin is thirsty for fame",
    "this old highlife tune gives me chills every time",
    "the electricity bill is giving me fever this month",
    "I am totally broke till month end",
    "I want some cold drinks after work",
    "my pee is yellow when I wake up",
    "where can I go to get tested for hepatitis",
    "one of my breasts looks bigger than the other, is that normal",
    "my breasts are uneven, the left one is larger",
  ])("%s → nothing", (text) => {
    expect(phrase(text)).toBeUndefined();
    expect(parsed(text)).toEqual([]);
  });

  it("a real thirst and a test result stay", () => {
    expect(phrase("I'm thirsty for water all day")).toBe("thirst");
    expect(parsed("I tested positive for HIV last year")).toContain("hiv_positive");
  });
});

describe("a side detail or a past event does not swallow the symptom", () => {
  it("the chest tightening after a medicine is read", () => {
    expect(parsed("after I took my pressure tablets my chest started tightening")).toContain("chest_tightness");
  });

  it("a night waking is insomnia, no 'can't wake'", () => {
    expect(parsed("I can't sleep well, I wake at 2 am and can't get back")).toEqual(["insomnia"]);
  });
});

describe("injuries by mechanism", () => {
  it("a fall from a height with a bent arm is the arm's injury, not the spine", () => {
    const p = parsed("my nephew fell off the roof and his arm looks bent");
    expect(p).toContain("deformity");
    expect(p).not.toContain("neck_back_trauma");
  });

  it("a fall from a height with the legs numb stays a spinal injury", () => {
    expect(parsed("he fell from a ladder and can't feel his legs")).not.toContain("deformity");
  });

  it("heavy bleeding from a limb after a crash is the wound's", () => {
    const p = parsed("a car knocked me down and my arm is bleeding badly");
    expect(p).toContain("wound_bleeding_heavy");
    expect(p).not.toContain("bleeding_unusual");
  });

  it("swelling after a beating or a fall is no bite swelling", () => {
    expect(parsed("they beat me with a belt and my leg is swollen")).not.toContain("bite_swelling");
    expect(parsed("I landed on my hand when I fell and my wrist is swollen")).toContain("wrist_injury");
  });

  it("blood from the ear after a crash is a head injury", () => {
    expect(parsed("okada knock am and blood dey comot for im ear")).toContain("head_injury");
  });

  it("a finger that is bent after a door closed on it is deformed", () => {
    expect(parsed("my thumb got caught in the car door and it's bent")).toContain("deformity");
  });
});

describe("Pidgin and Hausa wordings", () => {
  it("a birth last week with heavy bleeding", () => {
    expect(parsed("my sister born two weeks ago and she dey bleed plenty")).toEqual(
      expect.arrayContaining(["recent_delivery", "heavy_vaginal_bleeding"]),
    );
  });

  it("blood coming out in a pregnancy is vaginal bleeding", () => {
    expect(parsed("she get belle and blood dey comot")).toEqual(
      expect.arrayContaining(["pregnant", "vaginal_bleeding"]),
    );
  });

  it("a nosebleed that will not stop", () => {
    expect(parsed("my nose dey bleed since afternoon and e no gree stop")).toContain("nosebleed_prolonged");
  });

  it("a cut that has stopped bleeding denies no bleeding", () => {
    expect(parsed("the wound no dey bleed again")).not.toContain("-bleeding_unusual");
  });

  it("Hausa 'kai' as an exclamation is no local gin", () => {
    expect(phrase("kai, ciwon ciki yana damuna")).toBe("abdominal_pain");
  });
});

describe("lay wordings of findings", () => {
  it.each([
    ["no blood when I pee, but it burns", "dysuria"],
    ["my throat is sore and it hurts to swallow", "painful_swallowing"],
    ["I'm 38 weeks and fluid is leaking down my thighs", "waters_broken"],
    ["my breast is painless but there's a bloody discharge from the nipple", "nipple_blood"],
    ["his testicle started hurting badly since last night", "testicular_pain_sudden"],
    ["there's a tick on my arm", "insect_bite"],
    ["my skin started peeling after the new antibiotics", "skin_peeling"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("the tingle before a lip blister is no numbness around the mouth", () => {
    expect(parsed("a blister came up on my lip after it tingled")).toEqual(["cold_sores"]);
  });

  it("burning hands and feet without heat are the nerves, not a burn", () => {
    expect(parsed("my feet are burning at night and my toes are numb")).not.toContain("burn_special_site");
  });
});
