// Language round 27 (ck-lang27): a danger sign told inside a longer sentence (a clause that sets the scene, a reason
// given for what the person cannot do), the unborn baby's movements reported by a relative, and questions or
// finished bleedings that report no sign. Wordings are our own, none from a phrase set.
import { describe, expect, it } from "vitest";
import { sentenceClauses } from "../clauses.ts";
import { userWords } from "../text.ts";
import { parsed, top, warmIndexes } from "../test-reading.ts";

warmIndexes();

describe("a sentence is cut into its clauses, and a clause that sets the scene is told apart", () => {
  it("a leading 'since', 'after', 'while' clause ends where the main clause's subject starts", () => {
    const cs = sentenceClauses("since the rains started my son has been wheezing");
    expect(cs.map((c) => [c.words.join(" "), c.setting])).toEqual([
      ["since the rains started", true],
      ["my son has been wheezing", false],
    ]);
  });
  it("'because' opens a reason; 'and' joins clauses only before a subject of its own", () => {
    const cs = sentenceClauses("he can't run because his knee is hot and swollen");
    expect(cs.map((c) => [c.words.join(" "), c.reason])).toEqual([
      ["he cant run", false],
      ["because his knee is hot and swollen", true],
    ]);
    expect(sentenceClauses("we found her in the kitchen and she was not breathing")).toHaveLength(2);
  });
  it("an object pronoun after the scene's verb is no subject", () => {
    const cs = sentenceClauses("since the doctor gave her the new drug her lips have been swelling");
    expect(cs[1]?.words.join(" ")).toBe("her lips have been swelling");
  });
});

describe("the complaint of the main clause leads over the scene's own finding", () => {
  it.each([
    ["while she was pounding yam she suddenly fell down and started jerking", "seizure"],
    ["since the accident my dad has been coughing up blood", "haemoptysis"],
    ["after the injection at the chemist her face and lips began to swell", "lip_tongue_swelling"],
    ["since he fell from the mango tree he has been very drowsy", "drowsiness"],
    ["we found my uncle on the bathroom floor and he would not wake up", "unconscious"],
    ["after the wedding party my aunt started vomiting blood", "vomiting_blood"],
    ["after the okada hit him he was not breathing", "not_breathing"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
});

describe("the reason given for what the person cannot do is the complaint", () => {
  it.each([
    ["my dad can't walk far because his chest hurts", "chest_pain"],
    ["I can't sit properly because my balls are painful", "testicular_pain"],
    ["he can't sleep because his tooth is aching", "toothache"],
    ["the boy can't play because his knee is swollen", "joint_swelling"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
  it("a danger sign the person cannot do stays when the reason is no danger sign", () => {
    expect(top("she can't breathe because of her asthma")).not.toBe("known_asthma");
  });
});

describe("the unborn baby's movements reported by a relative (NICE/RCOG GTG 57)", () => {
  it.each([
    ["my wife says the baby has not moved", "reduced_fetal_movements"],
    ["my wife says the baby has not moved since morning", "reduced_fetal_movements"],
    ["my sister said her baby has stopped moving today", "reduced_fetal_movements"],
    ["she told me the baby has not kicked since yesterday", "reduced_fetal_movements"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
    expect(parsed(text)).toContain(id);
  });
  it("a belief that the baby is not hers is still a delusion (NICE CG192)", () => {
    expect(top("she says the baby is not her own")).toBe("delusions");
    expect(parsed("she keeps saying the baby is not her own")).toContain("delusions");
  });
});

describe("no sign reported: a question for knowledge, a bleeding that stopped, a fit long past", () => {
  it.each([
    "how long does malaria fever last?",
    "how can I avoid getting cholera",
    "when should I take my child to the hospital for fever?",
    "what are the danger signs in a newborn",
    "abeg how person fit know say e get typhoid",
    "the bleeding stopped after a few minutes",
    "his nosebleed stopped on its own",
    "my son had a fit at the age of 3 and none since",
    "since the fever went away he has been playing",
    "after the match we went home and slept",
    "I can't stand my boss",
    "we can't afford the hospital bill",
  ])("%s → nothing", (text) => {
    expect(top(text)).toBeUndefined();
  });
  it("a bleeding that goes on is still read", () => {
    expect(parsed("the bleeding after the tooth was pulled has not stopped")).not.toEqual([]);
    expect(top("her nose is still bleeding after 30 minutes of pressing")).toBe("nosebleed_prolonged");
  });
});

describe("a hedge or a texting filler says how sure the teller is, not what is wrong", () => {
  it.each([
    ["I think his lips are going a bit blue", "cyanosis"],
    ["I'm not sure, but he can barely sit up on his own", "prostration"],
    ["her eyelids seem kind of droopy I think", "drooping_eyelids"],
    ["maybe she swallowed some of the rat poison", "poisoning"],
    ["I guess my pee is sort of pinkish", "haematuria"],
    ["my chest is kinda tight rn ngl", "chest_tightness"],
    ["lowkey my throat is killing me fr", "sore_throat"],
    ["I think the baby's soft spot is bulging", "bulging_fontanelle"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
  it("'what kind of' and 'my little bro' keep their words", () => {
    expect(top("my baby bro is wheezing")).toBe("wheeze");
    expect(userWords("what kind of pain is it")).toContain("kind");
    expect(userWords("I think it is kind of sore")).not.toContain("kind");
  });
});

describe("Hausa, Yoruba and Igbo body words after an English or Pidgin possessive, and things of the body", () => {
  it.each([
    ["my ori dey pain me since morning", "headache"],
    ["blood dey comot from im imu", "nosebleed"],
    ["my orunkun don swell", "joint_swelling"],
    ["I dey vomit jini", "vomiting_blood"],
    ["fitsari dey burn me", "dysuria"],
    ["my wuya don stiff, I no fit bend am", "stiff_neck"],
    ["she daku for church", "fainting"],
    ["e swallow majele", "poisoning"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
  it("something hanging from a body part is no hanging", () => {
    expect(parsed("something is hanging out of her private part since the delivery")).not.toContain("hanging");
    expect(parsed("we found him hanging from the ceiling fan")).toContain("hanging");
  });
});

describe("what the person cannot do, told by an everyday task", () => {
  it.each([
    ["he can't lift the cup", "weakness_one_side"],
    ["my grandpa can't hold a cup with his left hand", "weakness_one_side"],
    ["she cannot rise", "prostration"],
    ["he has not stood up for 2 days", "prostration"],
    ["since the fever started she just lies on the mat and cannot rise", "prostration"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });
  it("prices and the sun rise", () => {
    expect(top("food prices cannot rise again this year")).toBeUndefined();
  });
});
