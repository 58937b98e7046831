import { describe, expect, it } from "vitest";
import { detectRedFlag, type RedFlagId } from "./red-flags.ts";

const turn = (role: "user" | "assistant", content: string) => ({ role, content });

describe("detectRedFlag", () => {
  const alarms: Array<[string, RedFlagId]> = [
    ["I have chest pain and I can't breathe", "chest_breathing"],
    ["my chest is tight and I'm short of breath", "chest_breathing"],
    ["I'm struggling to breathe and my lips are turning blue", "breathing"],
    ["my mum's face is drooping", "stroke"],
    ["my left arm is weak and numb suddenly", "stroke"],
    ["his speech is slurred", "stroke"],
    ["I'm bleeding heavily and it won't stop", "heavy_bleeding"],
    ["I'm vomiting blood", "heavy_bleeding"],
    ["soaking a pad every hour", "heavy_bleeding"],
    ["my brother is having a seizure", "seizure"],
    ["my baby is convulsing", "seizure"],
    ["fever and a stiff neck", "meningitis"],
    ["she is confused and too weak to sit up", "severe_illness"],
    ["he has passed out and won't wake up", "not_breathing"],
    ["purple spots that don't fade", "severe_illness"],
    ["I'm 30 weeks pregnant and bleeding", "pregnancy"],
    ["I'm pregnant with a severe headache and blurred vision", "pregnancy"],
    ["I'm pregnant and the baby has stopped moving", "pregnancy"],
    ["I want to die", "self_harm"],
    ["I keep thinking about killing myself", "self_harm"],
    ["I have been cutting myself", "self_harm"],
    ["I wan die", "self_harm"],
    ["I took too many tablets", "overdose"],
    ["my friend drank sniper", "poisoning"],
    // A how-to about someone named, or a question followed by what is happening now, is still danger.
    ["How do I help my brother? He is choking", "breathing"],
    ["Mon bébé de 3 semaines a de la fièvre", "infant_fever"],
  ];
  it.each(alarms)("raises %j as %s", (message, id) => {
    const flag = detectRedFlag(message);
    expect(flag?.id).toBe(id);
    expect(flag?.reply).toMatch(/112/);
  });

  const calm = [
    "I have had fever, chills and headache for 3 days",
    "no chest pain, no breathing problem",
    "I am fit and healthy, how do I stay fit?",
    "I'm confused about which drug to take",
    "does malaria cause confusion?",
    "is chest pain with shortness of breath dangerous?",
    "I don't want to die, I just have a cough",
    "I'm not suicidal, just tired",
    "my nose bleeds a little sometimes",
    "I'm pregnant and have a headache",
    "I slept badly and have a stiff neck",
    "hello",
    // First aid asked about a person nobody has named: answered with sourced steps, not a card.
    "How do I help someone who is choking?",
    "How do I help someone who is bleeding a lot from a cut?",
    "What is the first aid for a snake bite?",
    "What should I do if someone is having a seizure?",
  ];
  it.each(calm)("stays calm for %j", (message) => {
    expect(detectRedFlag(message)).toBeNull();
  });

  it("uses earlier turns as context but only the new message raises the alarm", () => {
    const history = [turn("user", "I've had a fever since yesterday"), turn("assistant", "Thanks. Anything else?")];
    expect(detectRedFlag("now my neck is stiff", history)?.id).toBe("meningitis");
    expect(detectRedFlag("I'm bleeding a bit", [turn("user", "I'm 20 weeks pregnant")])?.id).toBe("pregnancy");
    const after = [turn("user", "I have chest pain and can't breathe"), turn("assistant", "🚨 Call 112 now")];
    expect(detectRedFlag("thank you", after)).toBeNull();
  });

  it("knows pregnancy from the assessment", () => {
    expect(detectRedFlag("I'm spotting", [], { conditions: ["Pregnancy"], allergies: [], medications: [] })?.id).toBe(
      "pregnancy",
    );
  });

  it("treats yes to a danger-sign question as an emergency, and no as none", () => {
    const asked = [
      turn("user", "fever"),
      turn(
        "assistant",
        "**One question:** Do you have any of these right now: confusion or seizure (fit or convulsion)?",
      ),
    ];
    expect(detectRedFlag("yes", asked)?.id).toBe("danger_answer");
    expect(detectRedFlag("no", asked)).toBeNull();
  });

  it("gives a crisis line for self-harm", () => {
    expect(detectRedFlag("I want to end my life")?.reply).toMatch(/0800 078 7746/);
  });
});
