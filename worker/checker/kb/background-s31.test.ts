// Back ache is common in pregnancy (NICE CKS Low back pain; NHS Back pain in pregnancy): told with a pregnancy,
// it is not labour or a miscarriage on probabilities. Told with tightenings, bleeding or cramps early on, it
// still is an emergency.
import { describe, expect, it } from "vitest";
import { symptomDanger } from "../../chat/symptom-danger.ts";
import { isEmergency, levelOfIds, levelOfText } from "../testing.ts";

describe("back pain in pregnancy", () => {
  it.each([
    [27, "I'm 31 weeks pregnant and my lower back has been aching since the weekend"],
    [23, "pregnant, my back dey pain me after I stand for long"],
    [30, "seven months gone and my back is sore every evening"],
  ])("is no emergency at %i: %s", (age, text) => {
    expect(isEmergency(levelOfText(age, "female", text))).toBe(false);
  });

  it("gets no emergency card in the chat", () => {
    expect(symptomDanger("I am 29 weeks pregnant and my back aches, what can I do for it?")).toBeNull();
  });

  it.each([
    ["with regular tightenings late in pregnancy", ["pregnant_late", "back_pain", "contractions"]],
    ["with bleeding late in pregnancy", ["pregnant_late", "back_pain", "vaginal_bleeding"]],
    ["with cramps early in pregnancy", ["pregnant_early", "back_pain", "abdominal_cramps"]],
  ])("%s is still an emergency", (_what, ids) => {
    expect(isEmergency(levelOfIds(26, "female", ids))).toBe(true);
  });
});
