// Language round 16: gestation told in weeks and months, injuries by mechanism and by what was heard or felt,
// danger signs told as sensations, past events and other people, words that sound like findings but are not, and
// texting spellings. Wordings are our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("danger signs told as sensations", () => {
  it.each([
    ["my daughter is not herself since the fever started", "confusion"],
    ["my papa no be himself since morning", "confusion"],
    ["my leg and face on the right side went heavy all of a sudden", "weakness_one_side"],
    ["he swallowed something from a jerrycan in the shed and now he is foaming at the mouth", "poisoning"],
    ["a squeezing feeling in my chest that goes up to my jaw", "chest_pain_radiating"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("a foaming mouth after drinking from a bottle is the poison, not a fit", () => {
    expect(parsed("she drank liquid from an old bottle and is foaming from the mouth")).not.toContain("seizure");
  });

  it("a child who cannot be woken is unconscious, not only sleepy", () => {
    expect(parsed("my son is v sleepy and we cant wake him")).toEqual(["unconscious"]);
  });

  it("surges of fear with a pounding heart from nowhere are panic attacks, not with chest pain", () => {
    expect(parsed("my heart races and I shake and feel I'm going to die, out of the blue")).toContain("panic_attacks");
    expect(parsed("chest pain and my heart races, I think I'm going to die")).not.toContain("panic_attacks");
  });
});

describe("pregnancy weeks and months", () => {
  it.each([
    ["I'm 32 weeks and my feet are swollen", "pregnant_late"],
    ["im 30wks and have a bad headache", "pregnant_late"],
    ["I'm 8 months gone and having pains", "pregnant_late"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("a baby's age and a late period are not gestation", () => {
    expect(parsed("my baby is 30 weeks old and has a cough")).not.toContain("pregnant_late");
    expect(parsed("I'm 2 weeks late")).not.toContain("pregnant_late");
  });
});

describe("injuries by mechanism and by what was heard or felt", () => {
  it("an ankle that gave way is a twisted ankle", () => {
    expect(phrase("my ankle gave way as I stepped off the bus")).toBe("twisted_ankle");
  });

  it("a beating with a stick or belt is an injury; a team beaten in a match is not", () => {
    expect(parsed("they beat him with a belt last night")).toContain("injury");
    expect(parsed("Arsenal were beaten again")).toEqual([]);
  });

  it("a crack heard at a fall is an injury, never a penile fracture unless the penis is named", () => {
    expect(parsed("I heard a crack in my knee when I fell")).not.toContain("penis_crack");
    expect(parsed("I heard a crack in my knee when I fell")).toContain("knee_injury");
  });

  it("a fall from a roof with numb legs is a spinal injury (NICE NG41)", () => {
    expect(parsed("she fell off the roof and cannot feel her legs")).toContain("neck_back_trauma");
  });

  it("Pidgin 'e no fit stand' after a fall is cannot bear weight", () => {
    expect(parsed("he fall for gutter and e no fit stand")).toContain("cant_bear_weight");
  });

  it("a bleeding head after a crash is a head injury, in either order", () => {
    expect(parsed("a bus hit her and she is bleeding from her head")).toContain("head_injury");
  });
});

describe("past events and other people", () => {
  it("a caesarean for an earlier baby is a previous caesarean", () => {
    expect(phrase("I had a caesarean with my last child")).toBe("previous_caesarean");
  });

  it("a sore throat weeks ago is a recent sore throat", () => {
    expect(parsed("I had a sore throat three weeks ago and now my face is puffy")).toContain("recent_sore_throat");
  });

  it("a brother's heart attack is family history", () => {
    expect(phrase("my brother had a heart attack last year")).toBe("family_heart_disease");
  });

  it("'not me' after someone else's symptom says nothing about the user", () => {
    expect(parsed("my husband has a cough, not me")).toEqual([]);
  });
});

describe("words that sound like findings but are not", () => {
  it.each([
    "my boss says I have a thick skin",
    "my urine is bright yellow since I started the multivitamin",
    "when can I get pregnant after my period",
    "I'm under pressure from my landlord",
  ])("%s → nothing", (text) => {
    expect(parsed(text)).toEqual([]);
    expect(phrase(text)).toBeUndefined();
  });
});

describe("lay wordings", () => {
  it.each([
    ["a bright red patch came on the white of my eye after sneezing", "red_patch_eye"],
    ["her left eye turns out when she is tired", "squint"],
    ["pus has been leaking from my ear for a week", "ear_discharge"],
    ["I can't stand the cold anymore", "cold_intolerance"],
    ["my palms sweat so much the paper gets wet", "excess_sweating_hands"],
    ["I get full after a few bites", "bloating"],
    ["I finish too quickly with my wife", "early_ejaculation"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("itching worse at night and others in the house itching (scabies, NICE CKS)", () => {
    expect(parsed("my body itches more at night and my sister's itches too")).toEqual(
      expect.arrayContaining(["itch_night", "itch_others"]),
    );
  });

  it("texting: a glued duration, 'v' for very, clipped words", () => {
    expect(parsed("cof 4 4wks")).toContain("cough_chronic");
    expect(parsed("sore thrt n cant swallo")).toContain("sore_throat");
  });

  it("the smell after 'pee' is the urine's", () => {
    expect(parsed("it stings wen i pee n it smells bad")).toContain("smelly_urine");
  });
});

describe("local words (Hausa, Yoruba, Igbo, Swahili, French)", () => {
  it.each([
    ["tana da mura da atishawa", "runny_nose"],
    ["eti mi n dun mi since yesterday", "ear_pain"],
    ["ori mi n yi since morning", "dizziness"],
    ["akpiri m mgbu", "sore_throat"],
    ["mtoto wangu anaharisha", "diarrhoea"],
    ["maumivu ya sikio", "ear_pain"],
    ["aliumwa na nyoka shambani", "snake_bite"],
    ["je suis enceinte de 7 mois", "pregnant_late"],
    ["ses jambes sont gonflées", "leg_swelling"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });
});
