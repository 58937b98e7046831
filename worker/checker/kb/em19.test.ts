// Emergency round 19 of issue 10 (ck-em19): what a user would notice — a faint in a starving teenager, little dark
// urine with sore muscles, a sudden breath-catching chest pain with breathlessness, a prolonged erection after a
// sex-enhancement drug, the dangerous kind of a symptom offered whenever the symptom is asked, and same-day care
// for cellulitis and a possible HIV exposure.
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import { askedUntilStop, ev, interviewLevel, isEmergency, levelOfIds, modifiersOf, topFinding } from "../testing.ts";

describe("fainting after losing a lot of weight by eating little (NICE NG69, MEED 2022)", () => {
  it("is an emergency with the faint, not without it", () => {
    expect(isEmergency(levelOfIds(16, "female", ["appetite_loss", "weight_loss", "fainting"]))).toBe(true);
    expect(isEmergency(levelOfIds(16, "female", ["periods_stopped", "weight_loss", "fainting"]))).toBe(true);
    expect(isEmergency(levelOfIds(16, "female", ["appetite_loss", "weight_loss", "periods_stopped"]))).toBe(false);
  });
});

describe("little dark urine with painful muscles (NICE NG148, rhabdomyolysis)", () => {
  it("is an emergency even when the exercise is not named", () => {
    expect(isEmergency(levelOfIds(22, "male", ["dark_urine", "oliguria", "thigh_pain"]))).toBe(true);
    expect(isEmergency(levelOfIds(22, "male", ["dark_urine", "oliguria", "body_aches"]))).toBe(true);
  });
});

describe("chest pain worse on breathing in, with breathlessness (NICE CKS Chest pain, BTS 2023)", () => {
  it("is an emergency without signs of a chest infection", () => {
    expect(isEmergency(levelOfIds(20, "male", ["pleuritic_pain", "sob"]))).toBe(true);
    expect(modifiersOf(20, "male", ["pleuritic_pain", "sob"])).toContain("pleuritic_pain_breathless_no_infection");
  });
  it("with fever and cough it is left to the chest-infection rules", () => {
    expect(modifiersOf(30, "male", ["pleuritic_pain", "sob", "fever", "cough"])).not.toContain(
      "pleuritic_pain_breathless_no_infection",
    );
  });
  it("reads a chest pain that came on suddenly", () => {
    expect(topFinding("the chest pain came on suddenly")).toBe("chest_pain_sudden");
  });
});

describe("a prolonged erection after a sex-enhancement drug (EAU Priapism)", () => {
  it("reads the drug and asks about the erection", () => {
    expect(topFinding("I took viagra")).toBe("erection_drug_use");
    expect(askedUntilStop(26, "male", ["erection_drug_use"])).toContain("priapism");
  });
  it("a man who took the drug and whose erection will not go down is sent in", () => {
    const level = interviewLevel(26, "male", "I took sildenafil last night", ["erection_drug_use", "priapism"]);
    expect(isEmergency(level)).toBe(true);
  });
});

describe("the dangerous kind of a symptom is offered with the symptom (NICE CKS red flags by symptom)", () => {
  it("asked about a racing heart, a person can say it started like a switch", () => {
    expect(askedUntilStop(20, "female", ["chest_pain"])).toContain("palpitations_sudden_regular");
  });
  it("a woman vomiting whose low one-sided belly pain began suddenly is sent in", () => {
    const level = interviewLevel(19, "female", "I have been vomiting since morning", [
      "vomiting",
      "lower_pain_sudden",
      "sweating",
    ]);
    expect(isEmergency(level)).toBe(true);
  });
});

describe("same-day care (NICE NG141 Cellulitis, BASHH/BHIVA PEP 2021)", () => {
  it("red, hot, swollen skin is seen within 24 hours, without fever", () => {
    expect(levelOfIds(33, "female", ["cellulitis_skin"])).toBe("consultation_24");
  });
  it("a possible HIV exposure in the last 3 days is seen within 24 hours", () => {
    expect(levelOfIds(20, "female", ["hiv_exposure"])).toBe("consultation_24");
  });
});

describe("tetanus with belly cramps (WHO Tetanus)", () => {
  it("puts tetanus first when lockjaw comes with cramps", () => {
    const top = diagnose({ age: 30, sex: "male", evidence: ev(["lockjaw", "abdominal_cramps", "spasms"]) });
    expect(top.conditions[0]?.id).toBe("tetanus");
  });
});

describe("a hangover (NICE CKS Alcohol, StatPearls)", () => {
  it("puts the hangover first the morning after heavy drinking, at self-care", () => {
    const has = ["heavy_drinking", "headache", "vomiting", "thirst", "fatigue"];
    expect(diagnose({ age: 22, sex: "male", evidence: ev(has) }).conditions[0]?.id).toBe("alcohol_hangover");
    expect(levelOfIds(22, "male", has)).toBe("self_care");
  });
});
