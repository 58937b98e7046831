// Language round 25 (ck-lang25): danger signs told with a duration past the danger threshold, a qualifier of severity,
// the person's inability, a blow before a loss of consciousness; a phrase that adds a site or a time of day the words
// do not state; everyday look-alikes stay nothing. Wordings are our own, none from a phrase set.
import { describe, expect, it } from "vitest";
import { both, parsed, top, warmIndexes } from "../test-reading.ts";

warmIndexes();

describe("a nosebleed told for 15 minutes or more is the one pressure has not stopped", () => {
  both([
    ["my nose has been bleeding for 30 minutes", "nosebleed_prolonged"],
    ["blood coming from his nose for 25 mins now", "nosebleed_prolonged"],
    ["nose bleeding for two hours", "nosebleed_prolonged"],
    ["she has been bleeding from the nose for 40 mins", "nosebleed_prolonged"],
    ["nosebleed 20mins", "nosebleed_prolonged"],
    ["im nose don dey bleed for one hour", "nosebleed_prolonged"],
  ]);
  it("a short one, or one that started minutes ago, stays a nosebleed", () => {
    expect(top("the nosebleed lasted five minutes")).toBe("nosebleed");
    expect(top("my nose started bleeding 10 minutes ago")).toBe("nosebleed");
  });
});

describe("vomiting everything told as food or water that will not stay down", () => {
  both([
    ["he can't hold down any food or water", "vomiting_persistent"],
    ["he could not keep his food down all day", "vomiting_persistent"],
    ["unable to hold any fluids down", "vomiting_persistent"],
    ["not able to keep water down", "vomiting_persistent"],
    ["whatever he eats comes right back up", "vomiting_persistent"],
    ["he brings up everything he swallows", "vomiting_persistent"],
  ]);
  it("a secret kept and hands thrown up are no vomiting", () => {
    expect(top("she can't keep a secret")).toBeUndefined();
    expect(top("he threw up his hands in despair")).toBeUndefined();
  });
});

describe("the person's inability: drink, talk for breath, get up, move one side", () => {
  both([
    ["pikin no fit drink water", "unable_to_drink"],
    ["the child cannot drink water", "unable_to_drink"],
    ["so breathless she cannot finish her words", "sob_rest"],
    ["too short of breath to speak", "sob_rest"],
    ["he no fit talk because breath dey cut", "sob_rest"],
    ["my granny can't even rise from the bed", "prostration"],
    ["my uncle can't move his left side since last night", "weakness_one_side"],
    ["she no fit move her right side", "weakness_one_side"],
  ]);
  it("water that cannot be drunk after a dog bite stays the rabies sign", () => {
    expect(parsed("the dog bit him and now he cannot drink water")).toContain("hydrophobia");
  });
});

describe("a loss of consciousness after a blow is knocked out; boredom and laughter are no faint", () => {
  both([
    ["after the punch he was out cold", "knocked_out"],
    ["he was out cold for a minute after the fall", "knocked_out"],
    ["knocked out cold in the fight", "knocked_out"],
  ]);
  it("everyday faints and cups", () => {
    expect(top("our team was knocked out of the cup")).toBeUndefined();
    expect(top("we were knocked out of the competition")).toBeUndefined();
    expect(top("the movie was so boring I passed out")).toBeUndefined();
    expect(top("I passed out from laughing")).toBeUndefined();
    expect(top("she fainted during the exam")).toBe("fainting");
  });
});

describe("a phrase that adds a site or a time of day the words do not state", () => {
  both([
    ["pins and needles in my hands", "numbness"],
    ["tingling in my left hand", "numbness"],
    ["soaked with sweat", "sweating"],
    ["his clothes are soaked in sweat", "sweating"],
  ]);
  it("itchy rash is itching, not the groin's; the site or time told keeps its finding", () => {
    expect(top("itchy rash")).not.toBe("groin_rash");
    expect(top("itchy rash in my groin")).toBe("groin_rash");
    expect(top("soaked in sweat at night")).toBe("night_sweats");
    expect(top("my hands go numb at night")).toBe("hand_numb_night");
  });
});

describe("lay words of danger signs", () => {
  both([
    ["her water don break", "waters_broken"],
    ["his toilet is black like tar", "black_stool"],
    ["my daughter's toilet na only water", "diarrhoea"],
    ["the baby's chest goes up and down so fast", "fast_breathing"],
    ["her knee has blown up", "joint_swelling"],
    ["she was knocked down by an okada", "head_injury_high_energy"],
    ["he was run over by a lorry", "head_injury_high_energy"],
    ["tired of living", "suicidal"],
    ["i jst wanna die", "suicidal"],
    ["snek bit me on the farm", "snake_bite"],
  ]);
  it("everyday words stay nothing", () => {
    expect(top("I wanna go home")).toBeUndefined();
    expect(top("the toilet is blocked")).toBeUndefined();
    expect(top("bloated after beans")).toBe("bloating");
  });
});
