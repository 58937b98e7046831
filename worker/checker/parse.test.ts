import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";

const mentions = (text: string) => Object.fromEntries(parseText(text).map((m) => [m.id, m.choice]));

describe("parseText", () => {
  it("finds several findings in one sentence", () => {
    const m = mentions("I have fever, headache and I'm vomiting");
    expect(m).toMatchObject({ fever: "present", headache: "present", vomiting: "present" });
  });

  it("understands negation", () => {
    expect(mentions("no cough")).toEqual({ cough: "absent" });
    expect(mentions("I don't have fever")).toEqual({ fever: "absent" });
    expect(mentions("stomach pain without vomiting")).toMatchObject({ abdominal_pain: "present", vomiting: "absent" });
    expect(mentions("I am not coughing but my throat is sore")).toMatchObject({
      cough: "absent",
      sore_throat: "present",
    });
  });

  it("keeps negation inside its clause", () => {
    expect(mentions("No fever. I have a headache.")).toEqual({ fever: "absent", headache: "present" });
  });

  it("does not read a phrase that contains a negative word as a denial", () => {
    expect(mentions("since yesterday food has no taste")).toMatchObject({ loss_taste: "present" });
    expect(mentions("she can't sit up by herself")).toMatchObject({ prostration: "present" });
  });

  it("matches words in any order within a short window", () => {
    expect(mentions("her eyes are yellow")).toMatchObject({ yellow_eyes: "present" });
    expect(mentions("sharp pain on the right side of my lower stomach")).toMatchObject({ rlq_pain: "present" });
  });

  it("tolerates typos and regional words", () => {
    expect(mentions("runing stomach and hedache")).toMatchObject({ diarrhoea: "present", headache: "present" });
    expect(mentions("my belle dey pain me")).toMatchObject({ abdominal_pain: "present" });
    expect(mentions("I have catarrh")).toMatchObject({ runny_nose: "present" });
  });

  it("does not also report a finding hidden inside a longer one", () => {
    const m = mentions("burning when I urinate");
    expect(m).toMatchObject({ dysuria: "present" });
    expect(m.burn).toBeUndefined();
  });

  it("turns a stated duration into a prolonged finding", () => {
    expect(mentions("I've had a fever for ten days")).toMatchObject({ fever: "present", fever_long: "present" });
    expect(mentions("I have been coughing for two months")).toMatchObject({ cough_chronic: "present" });
    expect(mentions("fever for two days")).not.toHaveProperty("fever_long");
  });

  it("returns nothing for empty or unrelated text", () => {
    expect(parseText("")).toEqual([]);
    expect(parseText("hello there, how are you")).toEqual([]);
  });

  it("never turns common non-symptom words into findings", () => {
    for (const t of [
      "what are the chances",
      "wetin I fit chop",
      "I go to the gym to keep fit",
      "hot weather today",
      "my car broke down",
    ])
      expect(parseText(t), t).toEqual([]);
  });

  it("reads Pidgin ability and body site with kind", () => {
    expect(mentions("I no fit breathe well")).toEqual({ sob: "present" });
    expect(mentions("My father suddenly can't move his right arm or speak properly.")).toMatchObject({
      weakness_one_side: "present",
    });
    expect(mentions("I dey vomit and I dey purge")).toMatchObject({ vomiting: "present", diarrhoea: "present" });
    expect(mentions("itchy bottom at night")).toEqual({ anal_itch: "present" });
  });

  it("reads a comma list of describing words as one phrase, but a new clause after a longer piece", () => {
    expect(mentions("My lower leg has become red, hot, swollen and painful.")).toMatchObject({
      cellulitis_skin: "present",
    });
    expect(mentions("no fever, no cough, just headache")).toEqual({
      fever: "absent",
      cough: "absent",
      headache: "present",
    });
  });

  it("keeps the words of a second mention of a finding and drops what a more specific mention implies", () => {
    expect(mentions("I can't control my urine and my bottom is numb")).toEqual({ saddle_numbness: "present" });
    expect(mentions("I can't lie flat without getting breathless")).toEqual({ orthopnoea: "present" });
  });

  it("does not turn a machine making noise into a symptom", () => {
    expect(parseText("the generator is making noise")).toEqual([]);
    expect(mentions("my ear dey make noise")).toEqual({ tinnitus: "present" });
  });
});
