// Language round 28 (ck-lang28): danger words said of something else (a colour left by a sweet or a dye, a thing that
// "blacks out" or "drowns", a joke that leaves someone unable to breathe, anger told as "having a fit") read as
// nothing, and a sign told as small or with a harmless guessed cause still read as the sign. Wordings are our own,
// none from a phrase set.
import { describe, expect, it } from "vitest";
import { parsed, top, warmIndexes } from "../test-reading.ts";
import { userWords } from "../text.ts";

warmIndexes();

describe("a colour left by a sweet, a drink, a dye or ink is no sign", () => {
  it.each([
    "her tongue went blue after the slushy ice lolly",
    "my son's lips are purple from the grape sweets",
    "his fingers are black from the charcoal he was selling",
    "the zobo turned her mouth red",
    "my nails look blue because of the new polish",
  ])("%s → nothing", (text) => {
    expect(top(text)).toBeUndefined();
    expect(parsed(text)).not.toContain("cyanosis");
  });
  it("blue lips told plainly are still cyanosis", () => {
    expect(top("his lips are blue and he is struggling to breathe")).toBeDefined();
    expect(parsed("her lips have turned blue")).toContain("cyanosis");
  });
});

describe("a danger word said of a thing, a joke or a feeling is nothing", () => {
  it.each([
    "the street lights blacked out again last night",
    "my laptop blacked out while I was typing",
    "the old generator coughed twice and stopped",
    "my phone dropped in the well and drowned",
    "that comedian's skit had me unable to breathe from laughing",
    "I was choking with laughter at the meme",
    "my dad will have a fit when he sees my report card",
    "she threw a fit because the bus was late",
    "the landlord is bleeding us dry with the rent",
    "that suya set my tongue on fire, so tasty",
    "I am drowning in assignments this term",
    "I nearly drowned in paperwork today",
    "I fell in love with the new song",
    "we lay outside seeing stars in the night sky",
    "the goats were grunting in the yard",
    "I had butterflies in my stomach before the interview",
    "we cried while watching the sad film",
  ])("%s → nothing", (text) => {
    expect(top(text)).toBeUndefined();
  });
  it("the same words said of a person are still the sign", () => {
    expect(top("my brother blacked out in the kitchen")).toBe("fainting");
    expect(top("the baby is choking on a groundnut")).toBe("choking");
    expect(parsed("he had a fit this morning and bit his tongue")).toContain("seizure");
  });
});

describe("a sign told as small, or with a harmless guessed cause, is still the sign", () => {
  it.each([
    ["only a little ache in my head, nothing serious", "headache"],
    ["just a tiny pain in my chest, probably gas", "chest_pain"],
    ["she is a bit pale, probably just tired from school", "pale"],
    ["a few small lumps in my neck, no big deal", "swollen_glands"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
});

describe("a long word with a vowel wrong is read as the knowledge base's word, an everyday word is not", () => {
  it.each([
    ["my wife is pregnent and bleeding", "pregnant"],
    ["he drank kerosine from a coke bottle", "kerosene"],
    ["she took ten paracetemol tablets", "paracetamol"],
    ["he forgot his insolin injection", "insulin"],
  ])("%s reads %s", (text, word) => {
    expect(userWords(text)).toContain(word);
  });
  it.each([
    ["the workers went on strike", "strike"],
    ["my uncle is a farmer", "farmer"],
    ["she was frying plantain", "frying"],
  ])("%s keeps %s", (text, word) => {
    expect(userWords(text)).toContain(word);
  });
});

describe("a comparison says how it feels, not what happened", () => {
  it.each([
    ["my head is banging like a drum since morning", "headache"],
    ["it hurts to swallow, like swallowing razor blades", "painful_swallowing"],
    ["passing urine feels like passing pepper", "dysuria"],
    ["it feels like a knife in my tummy", "abdominal_pain"],
    ["he is drinking glass after glass of water and still wants more", "thirst"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
  it("no stabbing or wound is read from a knife in a comparison, and a real stabbing still is", () => {
    expect(top("a sharp stab in my side like a knife")).not.toBe("stabbed_or_shot");
    expect(top("he was stabbed with a knife at the market")).toBe("stabbed_or_shot");
    expect(top("my belly is swollen and tight like a drum")).toBe("distension");
  });
});

describe("falling down with a sign of collapse told after it is the collapse, not a fall injury", () => {
  it.each([
    ["my uncle fell down in the compound and his chest is not rising", "not_breathing"],
    ["she fell down at the market and would not wake", "unconscious"],
    ["my aunty fall down for church, e no know herself for some minutes", "fainting"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
  it("a fall from a height stays a fall", () => {
    expect(top("my grandma fell down and hurt her hip")).not.toBe("fainting");
  });
});

describe("comparisons keep the signs they are told with", () => {
  it("a heart beating like a drum is palpitations, an assault with a knife a stabbing", () => {
    expect(top("my heart is knocking like a drum inside my chest")).toBe("palpitations");
    expect(top("thieves stab am with knife for road")).toBe("stabbed_or_shot");
  });
});

describe("a blood pressure reading told without naming it", () => {
  it.each([
    ["the chemist's machine showed 210 over 125 and my head is pounding", "bp_very_high"],
    ["the monitor read 80 over 45 and she is very cold", "low_bp_reading"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
  it("a score over a total is no reading", () => {
    expect(top("she scored 75 over 100 in maths")).toBeUndefined();
  });
});
