import { describe, expect, it } from "vitest";
import { detectRedFlag } from "./red-flags.ts";
import { statedPart, symptomDanger } from "./symptom-danger.ts";

const turn = (role: "user" | "assistant", content: string) => ({ role, content });

describe("the safety layer's second net: the symptom checker's reading", () => {
  // Dangers no chat rule names in these words, which the checker's parser and triage read.
  const dangers = [
    "her eyelid is swollen shut and the eye is pushed forward, it hurts when she looks sideways",
    "since yesterday my belly is hard like a board and I keep vomiting green",
    "my son's testicle suddenly started paining him badly and he's vomiting",
    "my baby has fever and fits, what should I do?",
  ];
  it.each(dangers)("reads %j as a danger, and the chat answers it at once with the emergency number", (message) => {
    expect(symptomDanger(message)).not.toBeNull();
    const hit = detectRedFlag(message);
    expect(hit).not.toBeNull();
    expect(hit?.reply).toMatch(/112/);
  });

  it("names what was told when no chat rule knew the words", () => {
    const hit = detectRedFlag(dangers[0] as string);
    expect(hit?.id).toBe("symptom_danger");
    expect(hit?.reply).toMatch(/What you've described \(.+\) is a danger sign[.:]/);
  });

  it("names the signs the person told, not a list they did not", () => {
    expect(symptomDanger("since yesterday my belly is hard like a board and I keep vomiting green")?.signs).toEqual([
      "hard, rigid belly that hurts to touch",
    ]);
  });

  // General questions, history, other people's past, comparisons and everyday complaints stay calm.
  const calm = [
    "how much paracetamol can I give her?",
    "what are the signs of a stroke?",
    "my grandfather had a stroke two years ago, is it hereditary?",
    "my husband snores so loudly it sounds like he's choking",
    "I have a mild cold and sore throat",
    "I want to lose weight before my wedding",
    "what causes a stiff neck after sleeping badly?",
  ];
  it.each(calm)("gives no emergency card for %j", (message) => {
    expect(symptomDanger(message)).toBeNull();
  });

  it("keeps the statement before a question and drops the question itself", () => {
    expect(statedPart("my baby has fever and fits, what should I do?")).toBe("my baby has fever and fits");
    expect(statedPart("how much paracetamol can I give her?")).toBe("");
  });

  it("uses earlier turns as context, but only the new message raises the alarm", () => {
    const history = [
      turn("user", "I have had a high fever since yesterday"),
      turn("assistant", "Sorry. Anything else?"),
    ];
    expect(symptomDanger("and my neck is too stiff to bend forward now", history)).not.toBeNull();
    const after = [
      turn("user", "since this morning my belly is hard like a board"),
      turn("assistant", "Call 112 now."),
    ];
    expect(symptomDanger("thanks, we are going", after)).toBeNull();
  });
});
