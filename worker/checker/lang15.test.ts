// Language round 15: danger signs keep their specific finding, injuries and burns are read by mechanism, other
// people's and long-past illnesses and size or figure-of-speech worries name nothing, and more Hausa, Swahili and
// French symptom words are read. Wordings are our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("danger signs told as sensations keep the danger sign", () => {
  it.each([
    ["she is shaking all over and foaming at the mouth", "seizure"],
    ["I'm breathing like I ran a marathon and I'm only sitting", "sob_rest"],
    ["my little girl has blood spots on her skin", "rash_nonblanching"],
    ["his ribs pull in when he breathes", "chest_indrawing"],
    ["I am rolling on the floor, the pain is too much", "pain_severe"],
    ["weakness on the left side since this morning", "weakness_one_side"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("'over and' is no count: shaking all over and sweating is not a prolonged fit", () => {
    expect(parsed("shaking all over and sweating")).not.toContain("seizure_prolonged");
    expect(parsed("he fits over and over again")).not.toContain("seizure");
  });

  it("chest tightness on effort that rest relieves is chest pain on exertion (NICE CG95)", () => {
    expect(parsed("my chest goes tight when I climb the hill and it eases when I rest")).toContain(
      "exertional_chest_pain",
    );
  });

  it("a baby's reduced movements in pregnancy, told as hardly kicking (RCOG GTG 57)", () => {
    expect(parsed("I'm 34 weeks pregnant and the baby has barely moved today")).toContain("reduced_fetal_movements");
  });

  it("a baby who feels hot has a fever; 'I feel hot in this weather' does not", () => {
    expect(parsed("my newborn feels very hot since morning")).toContain("fever");
    expect(parsed("I feel hot in this weather")).not.toContain("fever");
  });
});

describe("injuries and burns by mechanism", () => {
  it.each([
    ["a hot iron fell on my son's foot", "burn"],
    ["my toddler tipped a pot of boiling water onto her legs", "burn"],
    ["a boy bit him during a fight at school", "human_bite"],
    ["he fell from the ladder and can't move his neck", "neck_back_trauma"],
    ["after the crash his arm is bent", "deformity"],
    ["a dog bite on my leg and now it is swollen", "bite_swelling"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("a bleeding head after a crash is a head injury with a wound", () => {
    expect(parsed("okada knock am and im head dey bleed")).toEqual(expect.arrayContaining(["head_injury", "wound"]));
  });

  it("painkillers that do not help, in Pidgin and SMS", () => {
    expect(parsed("the pain no gree go even after paracetamol")).toContain("painkillers_not_helping");
    expect(parsed("brufen and panadol don't touch the pain")).toContain("painkillers_not_helping");
  });

  it("'a bit' is an amount, not a bite", () => {
    expect(parsed("I work on the farm and my eye gets a bit red")).not.toContain("snake_bite");
    expect(parsed("my eyelids are a bit swollen")).not.toContain("bite_swelling");
  });
});

describe("other people, the past and not me", () => {
  it("a younger sibling's named disease is theirs", () => {
    expect(parsed("my baby sister has malaria")).toEqual([]);
  });

  it("a recent-only history told years back is not recent", () => {
    expect(parsed("they treated me for typhoid three years ago")).toEqual([]);
    expect(phrase("I had a caesarean five years ago")).not.toBe("recent_caesarean");
  });

  // Language round 16: "not me" says nothing about the patient (it was a denial in round 15).
  it("'not me' after someone else's symptom says nothing about the patient", () => {
    expect(parsed("my roommate is coughing, not me")).toEqual([]);
    expect(parsed("it is not me who is ill, my husband has a fever")).toContain("fever");
  });
});

describe("words that sound like findings but are not", () => {
  it.each([
    "my left ball hangs a bit lower than my right",
    "my penis curves slightly to one side",
    "my breasts are small, will they get bigger",
    "my boss has had a big head since his promotion",
    "my blood boils whenever my neighbour shouts",
    "how do I make my skin fairer",
    "continue please",
    "since my shop collapsed I cannot pay rent",
  ])("%s → nothing", (text) => {
    expect(parsed(text)).toEqual([]);
    expect(phrase(text)).toBeUndefined();
  });

  it("a baby's big head is still the finding", () => {
    expect(parsed("my baby's head is getting too big")).toContain("head_big");
  });

  it("drinking little water is not being unable to drink", () => {
    expect(parsed("she doesn't drink much water")).not.toContain("unable_to_drink");
  });
});

describe("Hausa, Swahili and French symptom words", () => {
  it.each([
    ["kansa na ciwo", "headache"], // Hausa: his head aches
    ["cikinta yana ciwo", "abdominal_pain"], // Hausa: her belly aches
    ["ciwon kirji", "chest_pain"], // Hausa: chest pain
    ["zawo", "diarrhoea"], // Hausa: diarrhoea
    ["anatapika", "vomiting"], // Swahili: she is vomiting
    ["ninakohoa sana", "cough"], // Swahili: I am coughing a lot
    ["kifua kinaniuma", "chest_pain"], // Swahili: my chest hurts
    ["siwezi kupumua", "sob"], // Swahili: I cannot breathe
    ["mtoto ana upele", "rash"], // Swahili: the child has a rash
    ["macho ya njano", "yellow_eyes"], // Swahili: yellow eyes
    ["il a des difficultés à respirer", "sob"], // French: hard to breathe
    ["douleur à la poitrine", "chest_pain"], // French: chest pain
    ["j'ai mal au dos", "back_pain"], // French: back pain
    ["brûlures en urinant", "dysuria"], // French: burning on passing urine
    ["elle saigne du nez", "bleeding_unusual"], // French: she is bleeding (from the nose)
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("French 'mal au cœur' is nausea, not heart pain", () => {
    expect(parsed("j'ai mal au cœur")).toEqual(["nausea"]);
  });

  it("'mais' turns the French sentence: only the pregnancy is denied", () => {
    expect(parsed("je ne suis pas enceinte mais j'ai mal au ventre")).toEqual(["-pregnant", "abdominal_pain"]);
  });

  it("Swahili 'kichwa ngumu' (stubborn) and French 'ça me prend la tête' are not headaches", () => {
    expect(parsed("my son ana kichwa ngumu")).toEqual([]);
    expect(parsed("ça me prend la tête, ce travail")).toEqual([]);
  });

  it("SMS spellings", () => {
    expect(parsed("sudn weakness left side")).toContain("weakness_one_side");
    expect(parsed("yelo eyes since 2 days")).toContain("yellow_eyes");
    expect(parsed("her nose is bleedn")).toContain("nosebleed");
  });
});
