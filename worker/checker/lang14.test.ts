// Language round 14: danger signs told as sensations or mechanisms keep their specific finding; Hausa, Yoruba and
// Igbo symptom words mixed into English and Pidgin are read; everyday, past and benign wordings name the right
// finding or none. Wordings are our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("danger signs told as sensations or mechanisms", () => {
  it.each([
    ["there is a squeezing in my chest", "chest_pain_pressure"],
    ["e be like say my chest dey squeeze", "chest_pain_pressure"],
    ["like a curtain over my sight since this morning", "curtain_vision"],
    ["I wake up fighting for air", "orthopnoea"],
    ["breathless even when sitting", "sob_rest"],
    ["the worst headache I have ever had", "headache_sudden"],
  ])("%s → %s", (text, id) => {
    expect(phrase(text)).toBe(id);
    expect(parsed(text)).toContain(id);
  });

  it("a squeezing or heavy chest on effort is chest pain on exertion (NICE CG95)", () => {
    expect(parsed("my chest feels heavy when I climb the stairs")).toContain("exertional_chest_pain");
  });

  it("lost feeling in both legs after a fall or crash is a spinal injury (NICE NG41), one stiff leg is not", () => {
    expect(parsed("she fell from the ladder and cannot feel her legs")).toContain("limb_numb_after_injury");
    expect(parsed("after the crash he can't move his legs")).toContain("limb_numb_after_injury");
    expect(parsed("I can't feel my legs")).not.toContain("limb_numb_after_injury");
  });

  it("reads Pidgin road crashes, crushes and broken limbs", () => {
    expect(phrase("motor knock am for road")).toBe("injury");
    expect(phrase("his foot was crushed under a block")).toBe("injury");
    expect(parsed("my leg don break")).toContain("deformity");
    expect(phrase("my hand don break")).not.toBe("waters_broken");
  });

  it("more tablets than a dose is an overdose; a named medicine keeps its own finding", () => {
    expect(parsed("he took many of his grandfather's pills")).toEqual(["poisoning"]);
    expect(parsed("took many paracetamol tablets")).toEqual(["paracetamol_overdose"]);
  });

  it("sleepy with confusion is drowsiness; sleepy after lunch is nothing", () => {
    expect(parsed("my father is confused and sleepy")).toEqual(expect.arrayContaining(["confusion", "drowsiness"]));
    expect(parsed("I feel sleepy after lunch")).toEqual([]);
  });
});

describe("Hausa, Yoruba, Igbo (and Swahili, French) symptom words", () => {
  it.each([
    ["zazzabi dey worry my pikin", "fever"], // Hausa
    ["ara mi n gbona", "fever"], // Yoruba
    ["ahu oku", "fever"], // Igbo
    ["I have iba since yesterday", "fever"], // Yoruba / Igbo
    ["ciwon kai since morning", "headache"], // Hausa
    ["ori fifo", "headache"], // Yoruba
    ["isi owuwa", "headache"], // Igbo
    ["ciwon ciki don start", "abdominal_pain"], // Hausa
    ["inu rirun", "abdominal_pain"], // Yoruba
    ["gudawa don catch am", "diarrhoea"], // Hausa
    ["my pikin get giri", "seizure"], // Yoruba
    ["farfadiya catch am", "seizure"], // Hausa
    ["iba ponju", "yellow_eyes"], // Yoruba
    ["I get jedi jedi", "anal_lump"], // Yoruba: piles
    ["ukwara", "cough"], // Igbo
    ["homa", "fever"], // Swahili
    ["mal à la tête", "headache"], // French
  ])("%s → %s", (text, id) => {
    expect(phrase(text)).toBe(id);
    expect(parsed(text)).toContain(id);
  });

  it("atosi (Yoruba: gonorrhoea) is a genital discharge", () => {
    expect(["urethral_discharge", "vaginal_discharge"]).toContain(phrase("na atosi dey worry me"));
  });

  it("Hausa 'shawara' is jaundice only as an illness had; asked for, it is advice", () => {
    expect(parsed("my eyes dey yellow, I think I get shawara")).toContain("yellow_eyes");
    expect(parsed("I need shawara on what to eat")).toEqual([]);
    expect(parsed("Tari is my son")).toEqual([]);
  });
});

describe("everyday wordings, past events and benign worries", () => {
  it.each([
    ["one tooth is throbbing", "toothache"],
    ["always running to the toilet to pee", "frequent_urination"],
    ["I lie awake most nights", "insomnia"],
    ["there are ulcers on the tongue", "mouth_ulcers"],
    ["I threw up blood this morning", "vomiting_blood"],
    ["I had my baby two weeks ago", "recent_delivery"],
    ["I was admitted for pneumonia last month", "recent_pneumonia"],
    ["a painful boil under my armpit", "boil"],
  ])("%s → %s", (text, id) => {
    expect(phrase(text)).toBe(id);
  });

  it("a birth long ago is no recent delivery", () => {
    expect(parsed("I had a baby four years ago")).not.toContain("recent_delivery");
  });

  it("dark yellow pee first thing in the morning is concentrated urine, no finding", () => {
    expect(parsed("my urine is dark yellow in the morning")).toEqual([]);
    expect(parsed("my urine is dark like coke")).toContain("dark_urine");
  });

  it("a worry about size alone names nothing; a sore stays", () => {
    expect(phrase("is my penis too small?")).toBeUndefined();
    expect(parsed("my breasts are uneven")).toEqual([]);
    expect(parsed("a sore on my penis")).not.toEqual([]);
  });

  it("a time alone answers nothing", () => {
    expect(phrase("only since yesterday")).toBeUndefined();
    expect(phrase("baby wnt feed")).toBe("poor_feeding");
  });
});

describe("mechanisms and sensations the interview's phrases meet", () => {
  it.each([
    ["something bit my father in the bush last night", "snake_bite"], // WHO: unidentified rural bite
    ["hair relaxer got into my eye", "chemical_eye"],
    ["hot water spilled on the baby's leg", "burn"],
    ["she has two puncture marks on her ankle", "fang_marks"], // em14: fang marks, which imply a snake bite
    // A fast regular heartbeat is the SVT pattern (Resuscitation Council UK), merged with sweep14's reading.
    ["my heartbeat is fast but regular", "palpitations_sudden_regular"],
    ["pus spots in the beard after shaving", "hair_pustules"],
  ])("%s → %s", (text, id) => {
    expect(phrase(text)).toBe(id);
  });

  it("a cough that keeps coming back is no massive haemoptysis; one coughing fit is no whooping cough", () => {
    expect(parsed("my cough keeps coming back")).toEqual(["cough"]);
    expect(parsed("he had a sudden coughing fit after eating")).not.toContain("whoop");
  });

  it("a pastime or a kept ability names nothing", () => {
    expect(phrase("my son plays football every day")).toBeUndefined();
    expect(parsed("I can walk")).toEqual([]);
    expect(parsed("hot tea, please")).toEqual([]);
  });
});

describe("what a clause says of the one before it", () => {
  it("cannot stand after a slip or fall is not bearing weight (Ottawa rules)", () => {
    expect(parsed("grandma slipped on the stairs and now she can't stand")).toContain("cant_bear_weight");
  });

  it("a newborn's cord that is red and smells is both signs of omphalitis (WHO IMCI)", () => {
    expect(parsed("the cord is red and smells")).toEqual(
      expect.arrayContaining(["umbilical_redness", "umbilical_pus"]),
    );
  });

  it("a hospital stay dated last week for pneumonia is recent pneumonia", () => {
    expect(parsed("she was in hospital last month for pneumonia")).toContain("recent_pneumonia");
  });
});
