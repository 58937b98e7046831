import { describe, expect, it } from "vitest";
import { checkerTools, WEAK } from "../tools.ts";
import { FACTS } from "./facts.ts";
import { groundingPrompt, knowledgeGrounding } from "../grounding.ts";
import { PASSAGES, retrieve } from "./index.ts";

describe("the sourced knowledge base", () => {
  it("names a source with an address for every passage", () => {
    expect(FACTS.length).toBeGreaterThan(30);
    for (const p of PASSAGES) {
      // NIH: the US National Institutes of Health's Office of Dietary Supplements, for supplements (creatine).
      // NHIA: Nigeria's National Health Insurance Authority, for how its health insurance works.
      // NPHCDA: Nigeria's National Primary Health Care Development Agency, for the national immunisation schedule.
      expect(p.source.name, p.id).toMatch(/^(WHO|CDC|FDA|NHS|NICE|NCDC|UNICEF|NIH|NHIA|NPHCDA)\b/);
      expect(p.source.url, p.id).toMatch(/^https:\/\//);
    }
  });

  it.each([
    ["How do I make ORS at home?", "ors-recipe"],
    ["Can I take antibiotics for a cold?", "abx-cold"],
    ["What is a healthy BMI?", "bmi"],
    ["Is it safe to take paracetamol and ibuprofen together?", "para-ibu-together"],
    ["AS and my partner is AS — chances our child has sickle cell?", "sickle-genotype"],
    ["How can I lower my blood pressure without drugs?", "bp-lifestyle"],
  ])("finds the passage that answers %j", (question, id) => {
    expect(retrieve(question, 1)[0]?.passage.id).toBe(id);
  });

  it("gives hosted models the same passages and citations", async () => {
    const g = await knowledgeGrounding("How do I make ORS at home?", []);
    expect(g.passages[0]?.text).toMatch(/6 level teaspoons of sugar/);
    expect(g.citations[0]?.url).toMatch(/^https:\/\/www\.who\.int\//);
    expect(groundingPrompt(g)).toMatch(/\[1\] .*\(WHO\):/);
    expect((await knowledgeGrounding("Who won the football match yesterday?", [])).passages).toEqual([]);
    // A follow-up is read with the conversation: "it" is the PEP asked about before.
    const followUp = await knowledgeGrounding("Where can I get it?", [{ role: "user", content: "What is PEP?" }]);
    expect(followUp.passages[0]?.text).toMatch(/PEP/);
  });
});

describe("the checker tool for hosted models", () => {
  const run = (symptoms: string) => {
    const t = checkerTools(null).check_symptoms;
    return (t.execute as (i: { symptoms: string }, o: unknown) => Promise<unknown>)(
      { symptoms },
      { toolCallId: "1", messages: [] },
    );
  };
  it("returns nothing when its findings are weak, so a misreading never reaches the model", async () => {
    expect(await run("Wetin I fit chop make my body strong?")).toEqual(WEAK);
    expect(await run("How can I lower my blood pressure without drugs?")).toEqual(WEAK);
  });
  it("still reads a real symptom report", async () => {
    const out = (await run("I have had fever, chills and headache for 3 days")) as {
      likely_conditions: Array<{ name: string }>;
    };
    expect(out.likely_conditions[0]?.name).toMatch(/malaria/i);
  });
});

describe("whom a question is about does not choose its topic", () => {
  const first = (q: string) => retrieve(q, 1)[0]?.passage.id;
  it("answers how to help a friend who fainted from the fainting passage, not grief or eating disorders", () => {
    expect(first("My friend fainted in church last year, how do I help her next time?")).toBe("fainting");
    expect(first("my friend faints sometimes, how can i help him")).toMatch(/^fainting/);
  });
  it("still answers helping a grieving friend or a friend in a panic attack from their own passages", () => {
    expect(first("how do I help my friend who is grieving her dad")).toBe("grief-support");
    expect(first("how can I help a friend having a panic attack")).toBe("panic-attack");
    // A passage about both the topic and helping a friend keeps the question (round 15).
    expect(first("my guy dey drink too much, how I fit help am?")).toBe("friend-drinking");
  });
});
