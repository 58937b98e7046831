// The safety layer's third round: dangers told as sensations and situations rather than named conditions, in
// the seven languages, and calm for what only sounds alarming (negation, history, habitual or passing
// episodes). Then the second net's answer: what the symptom checker found, in its own words, and that
// condition's first aid while waiting. Wordings are our own (round3-cases.json), never the evaluation sets'.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { settledComplaint, statedPart } from "../symptom-danger.ts";
import { checkSafety, dangerCategory, type Category } from "./index.ts";

const cases = JSON.parse(readFileSync(new URL("./round3-cases.json", import.meta.url), "utf8")) as {
  danger: Array<[string, Category | "any"]>;
  calm: string[];
};
const adult = (age: number, sex: "male" | "female") => ({ age, sex, conditions: [], allergies: [], medications: [] });

describe("danger told as a sensation, in the seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, category) => {
    const got = dangerCategory(text);
    if (category === "any") expect(got).not.toBeNull();
    else expect(got).toBe(category);
  });
});

describe("negation, history, passing episodes and idioms stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});

describe("an eye injury with loss of sight", () => {
  it("is sent to an eye emergency department, with what not to do (NHS Eye injuries)", () => {
    const reply = checkSafety("I got punched in the eye and now I can't see out of it")?.reply ?? "";
    expect(reply).toMatch(/don't rub or press on the eye/);
    expect(reply).toMatch(/nhs\.uk\/conditions\/eye-injuries/);
  });
  it("says the essentials in French", () => {
    expect(checkSafety("mon fils a reçu un ballon dans l'œil et il ne voit plus rien")?.reply).toMatch(
      /Ne frottez pas l'œil/,
    );
  });
});

describe("the second net reads only what is happening now", () => {
  it("drops a fit told as last week's", () => {
    expect(statedPart("my arms jerk in the mornings. last week i had a big fit")).not.toMatch(/fit/);
    expect(statedPart("my tooth has hurt since last week, now my face is swollen")).toMatch(/since last week/);
  });
  it.each([
    "I get a bad pain under my ribs after fatty food, it lasts a few hours and then goes",
    "my knee has been swollen for months but it doesn't stop me walking",
    "anytime I skip breakfast I feel dizzy, after some minutes it clears",
    "my daughter has a small fever and a rash on her hands but she is drinking well",
    "a ball hit my boy's eye, it is swollen and dark but he can see well",
  ])("counts %j as settled (no emergency on probabilities alone)", (text) => {
    expect(settledComplaint(text)).toBe(true);
  });
  it.each([
    "my ear has been running for years, now I have a headache, vomiting and I'm drowsy",
    "the pain comes and goes but since this morning it is getting worse",
    "my baby has a fever and she is not feeding well",
    "low fever for two weeks and now he is vomiting and very drowsy",
  ])("does not count %j as settled", (text) => expect(settledComplaint(text)).toBe(false));
});

describe("the second net's answer says what the checker found", () => {
  const dka = "I am very thirsty, passing urine a lot, vomiting and breathing deep and fast";
  it("names the signs and the leading emergency condition, and its first aid while waiting", () => {
    const hit = detectRedFlag(dka, [], adult(19, "female"));
    expect(hit?.id).toBe("symptom_danger");
    expect(hit?.reply).toMatch(
      /What you've described \(.*deep, heavy breathing.*\) is a danger sign: it can be \*\*diabetic/i,
    );
    expect(hit?.reply).toMatch(/\*\*While you wait:\*\* Bring your insulin/);
    expect(hit?.reply).not.toMatch(/sponge with lukewarm water/);
    expect(hit?.reply).toMatch(/Source: \[WHO: Diabetes\]/);
  });
  it("uses the person's own emergency number", () => {
    expect(detectRedFlag(dka, [], adult(19, "female"), "KE")?.reply).toMatch(/Call 999 or 112 now/);
  });
  it("without first aid from the checker, says what holds for every emergency", () => {
    const reply = detectRedFlag(
      "my leg is swollen hot and painful and now I can't catch my breath",
      [],
      adult(35, "female"),
    )?.reply;
    expect(reply).toMatch(/blood clot in the lung/);
    expect(reply).toMatch(/don't eat or drink until a clinician has seen you/);
  });
  it("puts the header and the call in the message's language first, then the English detail", () => {
    const pidgin = "I dey thirsty well well, I dey piss every time, I dey vomit and I dey breathe deep and fast";
    const reply = detectRedFlag(pidgin, [], adult(19, "female"))?.reply ?? "";
    expect(reply).toMatch(/^🚨 \*\*Dis fit be emergency\.\*\* \*\*Call 112 now\*\*/);
    expect(reply).toMatch(/More details for English:[\s\S]*While you wait:\*\* Bring your insulin/);
  });
});
