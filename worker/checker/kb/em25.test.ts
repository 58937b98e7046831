// Emergency round 25 of issue 10 (ck-em25): what a user would notice — the decisive sign of an emergency said in fresh
// words is asked of its complaint, escalates by the guideline's own combination, and the emergency is named first.
// Own wordings throughout (not the tune sets').
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import { askedUntilStop, ev, flagsOf, isEmergency, levelOfIds, playAsEvaluator, topFinding } from "../testing.ts";

const first = (age: number, sex: "male" | "female", has: string[], hasNot: string[] = []) =>
  diagnose({ age, sex, evidence: ev(has, hasNot) }).conditions[0]?.id;

describe("a clot in the lung told as sudden breathlessness alone (NICE NG158)", () => {
  it("a breathless young person or adult is asked whether it came on suddenly", () => {
    expect(askedUntilStop(29, "female", ["sob"])).toContain("sob_sudden");
    expect(askedUntilStop(40, "male", ["sob"])).toContain("sob_sudden");
  }, 60_000);
  it("'suddenly short of breath' is the sudden form", () => {
    expect(topFinding("I became short of breath all of a sudden")).toBe("sob_sudden");
    expect(topFinding("suddenly could not breathe")).toBe("sob_sudden");
  }, 60_000);
  it("sudden breathlessness on the pill, after a birth or an operation is an emergency, the clot named first", () => {
    expect(flagsOf(31, "female", ["sob_sudden", "hormonal_contraception"])).toContain("pe_sudden_breathless_risk");
    expect(isEmergency(levelOfIds(26, "female", ["sob_sudden", "recent_delivery"]))).toBe(true);
    expect(isEmergency(levelOfIds(38, "male", ["sob_sudden", "recent_operation"]))).toBe(true);
    expect(first(31, "female", ["sob_sudden", "hormonal_contraception"], ["chest_pain", "cough", "fever"])).toBe(
      "pulmonary_embolism",
    );
  });
  it("told in her words with nothing else, she is sent to hospital", () => {
    const { result, level } = playAsEvaluator(28, "female", "I got out of breath all of a sudden this afternoon", [
      "suddenly short of breath",
      "I take the family planning pill",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions[0]?.id).toBe("pulmonary_embolism");
  }, 60_000);
  it("breathlessness that built up over days without a risk factor is not this rule", () => {
    expect(flagsOf(31, "female", ["sob", "hormonal_contraception"])).not.toContain("pe_sudden_breathless_risk");
    expect(flagsOf(31, "male", ["sob_sudden"])).not.toContain("pe_sudden_breathless_risk");
  });
});

describe("coughing blood with a clot's risk factor (NICE NG158, RCOG Green-top 37b)", () => {
  it("coughing blood two weeks after a birth is an emergency, the clot first", () => {
    expect(isEmergency(levelOfIds(27, "female", ["haemoptysis", "recent_delivery"]))).toBe(true);
    const top = diagnose({
      age: 27,
      sex: "female",
      evidence: ev(["cough", "haemoptysis", "recent_delivery", "pleuritic_pain"], ["sob", "fever"]),
    }).conditions.slice(0, 2);
    expect(top.map((c) => c.id)).toContain("pulmonary_embolism");
  });
  it("coughing blood without a risk factor is not this rule", () => {
    expect(flagsOf(27, "female", ["haemoptysis", "cough"])).not.toContain("pe_haemoptysis_risk");
  });
});

describe("belly pain after a road crash with dizziness (NICE NG39, WHO Basic Emergency Care)", () => {
  it("a crash told as the crash is an injury", () => {
    expect(topFinding("car crash")).toBe("injury");
    expect(topFinding("okada accident")).toBe("injury");
  }, 60_000);
  it("belly pain after an injury with dizziness or a faint is an emergency", () => {
    expect(flagsOf(23, "male", ["injury", "abdominal_pain", "dizziness"])).toContain("injury_belly_pain_shock");
    expect(isEmergency(levelOfIds(35, "female", ["injury", "luq_pain", "fainting"]))).toBe(true);
    const { level } = playAsEvaluator(30, "male", "Since the motorbike accident this morning my tummy hurts", [
      "motorbike accident",
      "tummy pain",
      "I feel dizzy",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("belly pain after an injury without dizziness or a faint is not this rule", () => {
    expect(flagsOf(23, "male", ["injury", "abdominal_pain"])).not.toContain("injury_belly_pain_shock");
  });
});

describe("a heart attack told by its sweat and a weight on the chest (NICE CG95)", () => {
  it("an adult who comes with a drenching sweat is asked about a heavy chest and pain to the arm", () => {
    const asked = askedUntilStop(41, "male", ["sweating", "vomiting"]);
    expect(asked).toContain("chest_pain_pressure");
    expect(asked).toContain("chest_pain_radiating");
  }, 60_000);
  it("a wife's telling - sweating, vomiting, a load on his chest - is an ambulance, the heart attack first", () => {
    const { result, level } = playAsEvaluator(46, "male", "He is sweating all over and has vomited twice", [
      "like a heavy load on my chest",
      "sweating all over",
      "vomited",
    ]);
    expect(level).toBe("emergency_ambulance");
    expect(result.conditions[0]?.id).toBe("acute_coronary_syndrome");
  }, 60_000);
});

describe("a goodbye note is a plan to die (NICE NG225)", () => {
  it("a goodbye note makes the suicidal crisis the headline even after a 'no' to the question", () => {
    expect(first(20, "female", ["goodbye_note"], ["suicidal", "fever"])).toBe("suicidal_crisis");
  });
});

describe("the emergency that shows the danger sign heads the ranking (issue 10 item 8)", () => {
  it("hives with a swollen tongue is anaphylaxis first, not urticaria", () => {
    expect(first(26, "male", ["hives", "lip_tongue_swelling"])).toBe("anaphylaxis");
  });
  it("a fever with confusion is severe malaria first, not heat stroke", () => {
    expect(first(21, "female", ["fever", "confusion", "headache"], ["stiff_neck", "drowsiness", "seizure"])).toBe(
      "severe_malaria",
    );
  });
  it("a child with slurred speech is asked about sickle cell disease, and the stroke is named", () => {
    expect(askedUntilStop(11, "male", ["slurred_speech"])).toContain("known_sickle");
    expect(first(11, "male", ["slurred_speech", "known_sickle"], ["weakness_one_side", "face_droop"])).toBe("stroke");
  }, 60_000);
  it("with no emergency condition to name, the condition that explains the danger sign heads, not a bystander", () => {
    expect(first(5, "female", ["scorpion_sting", "sweating", "vomiting"])).toBe("scorpion_sting");
    expect(first(9, "male", ["knee_injury", "injury", "known_bleeding_disorder", "joint_swelling"])).toBe(
      "haemophilia",
    );
  });
  it("a nosebleed pinching did not stop stays epistaxis (the leader is the cause)", () => {
    expect(first(50, "male", ["nosebleed", "nosebleed_prolonged"])).toBe("epistaxis");
  });
});
