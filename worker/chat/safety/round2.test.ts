// The safety layer's second round: dangers the first rounds did not cover (acute abdomen, testicular
// torsion, dog and other animal bites, coughing up blood) and sweeps of each emergency category in the
// seven languages. Wordings are our own (round2-cases.json), never the evaluation sets'.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSafety, dangerCategory, type Category } from "./index.ts";

const cases = JSON.parse(readFileSync(new URL("./round2-cases.json", import.meta.url), "utf8")) as {
  danger: Array<[string, Category | "any"]>;
  calm: string[];
};

describe("danger in the seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, category) => {
    const got = dangerCategory(text);
    if (category === "any") expect(got).not.toBeNull();
    else expect(got).toBe(category);
  });
});

describe("questions, history and idioms stay calm", () => {
  it.each(cases.calm)("does not escalate %j", (text) => expect(dangerCategory(text)).toBeNull());
});

describe("what the new answers say", () => {
  it("sends a dog bite for rabies vaccine and says to wash the wound for 15 minutes (WHO)", () => {
    const reply = checkSafety("a stray dog bit my daughter on the hand")?.reply ?? "";
    expect(reply).toMatch(/rabies/);
    expect(reply).toMatch(/soap and running water for 15 minutes/);
    expect(reply).toMatch(/who\.int/);
  });
  it("names torsion and says surgery is needed within hours", () => {
    expect(checkSafety("sudden pain in my testicle")?.reply).toMatch(/testicular torsion[\s\S]*few hours/);
  });
  it("gives nothing by mouth for an acute abdomen", () => {
    expect(checkSafety("my belly is rigid like a board")?.reply).toMatch(/nothing to eat or drink/);
  });
  it.each([
    ["korodani langu linauma ghafla", /Piga simu 112/],
    ["wutar lantarki ta ja shi, ba ya numfashi", /Kashe wutar lantarki/],
    ["je vomis vert et mon ventre est dur comme du bois", /Ne mangez et ne buvez rien/],
  ])("says the essentials of %j in its own language", (text, line) => {
    expect(checkSafety(text)?.reply).toMatch(line);
  });
  it("answers in the user's language with the country's number", () => {
    const reply = checkSafety("mbwa ameniuma mguuni", { country: "KE" })?.reply ?? "";
    expect(reply).toMatch(/Piga simu 999/);
  });
});
