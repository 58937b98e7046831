import { describe, expect, it } from "vitest";
import { parseText } from "../checker/index.ts";
import {
  answerChoice,
  askedFindings,
  CHECKER_RESULT,
  conditionsNamed,
  formatQuestion,
  GREETING,
  THANKS,
  withoutFalseFriends,
} from "./language.ts";

const findings = (text: string) => parseText(withoutFalseFriends(text)).map((m) => `${m.id}:${m.choice}`);

describe("the chat's shared wording", () => {
  it("keeps everyday phrases from reading as symptoms, and real symptoms as they are", () => {
    expect(findings("I am confused about my results")).toEqual([]);
    expect(findings("Can I lower my pressure without drugs?")).toEqual([]);
    expect(findings("I had a fit yesterday")).toEqual(["seizure:present"]);
  });

  it("reads the findings a question of ours asked about and a short answer to it", () => {
    expect(askedFindings("Noted.\nDo you have any of these right now: cough, coughing up blood or fever?")).toEqual({
      ids: ["cough", "haemoptysis", "fever"],
      group: true,
    });
    expect([answerChoice("No o"), answerChoice("not sure"), answerChoice("e dey"), answerChoice("my head")]).toEqual([
      "absent",
      "unknown",
      "present",
      null,
    ]);
  });

  it("names the most specific condition a message mentions", () => {
    expect(conditionsNamed("is it severe malaria or just malaria?")).toEqual(["severe_malaria"]);
  });

  it("does not take a bracketed qualifier in a lay name for the condition", () => {
    // "Hip bone death (sickle cell)" qualifies; "Shingles (herpes zoster)" renames.
    expect(conditionsNamed("I have sickle cell and a runny nose since Monday")).toEqual([]);
    expect(conditionsNamed("what is herpes zoster?")).toEqual(["shingles"]);
    expect(conditionsNamed("can cellulitis spread?")).toEqual(["cellulitis"]);
  });

  it("keeps the weeks of a pregnancy for the checker to read as its stage", () => {
    expect(findings("I'm 31 weeks pregnant and my feet swell")).toContain("pregnant_late:present");
    expect(findings("I get 22 weeks belle, I dey cough")).toContain("pregnant_late:present");
  });

  it("writes a group question as one line and knows small talk and checker results", () => {
    const question = formatQuestion({
      type: "group_multiple",
      text: "Do you have any of these right now? Select all that apply.",
      items: [
        { id: "cough", name: "Cough" },
        { id: "chest_pain", name: "Chest pain" },
      ],
    } as unknown as Parameters<typeof formatQuestion>[0]);
    expect(question).toBe("Do you have any of these right now: cough or chest pain?");
    expect(GREETING.test("Good morning")).toBe(true);
    expect(THANKS.test("na gode")).toBe(true);
    expect(CHECKER_RESULT.test("The symptom checker said typhoid")).toBe(true);
  });
});
