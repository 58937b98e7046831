// False alarms (issue 10, items 2 and 8): a condition's triage follows its usual form and its severity
// signs, not its worst form, and a red flag is narrowed only to what the guideline says. Every test checks
// both directions: the benign form is no longer an emergency AND the dangerous form still is.
import { describe, expect, it } from "vitest";
import { diagnose, triage } from "./index.ts";
import { askedUntilStop, ev, isEmergency, levelOfIds as level, playAsEvaluator, topFinding as top } from "./testing.ts";

import type { TriageLevel } from "./types.ts";

describe("facial palsy with the eye and forehead weak, no other stroke sign (NICE CKS Bell's palsy)", () => {
  const bell = ["face_droop", "face_palsy_eye_forehead"];

  it("is seen the same day, not sent to the emergency department", () => {
    expect(level(31, "male", bell)).toBe("consultation_24");
    expect(triage({ age: 31, sex: "male", evidence: ev(bell) }).red_flags).toEqual([]);
  });

  it("stays an emergency with any stroke sign, fever or ear signs, a head injury, sickle cell, or in a child", () => {
    expect(isEmergency(level(31, "male", ["face_droop"]))).toBe(true);
    for (const extra of ["weakness_one_side", "slurred_speech", "confusion", "vision_loss", "headache_sudden"])
      expect(isEmergency(level(31, "male", [...bell, extra])), extra).toBe(true);
    for (const extra of ["fever", "ear_discharge", "head_injury", "known_sickle", "dizziness"])
      expect(isEmergency(level(31, "male", [...bell, extra])), extra).toBe(true);
    expect(isEmergency(level(6, "female", bell))).toBe(true);
  });

  it("reads eye closure and forehead phrases as the palsy's extent, a droop still as a face droop", () => {
    expect(top("I can't close my eye")).toBe("face_palsy_eye_forehead");
    expect(top("forehead not moving")).toBe("face_palsy_eye_forehead");
    expect(top("face drooping")).toBe("face_droop");
    expect(top("mouth twisted")).toBe("face_droop");
  });

  it("asks a face droop about the eye and forehead, and a stroke told in words stays an emergency", () => {
    expect(askedUntilStop(31, "male", ["face_droop"])).toContain("face_palsy_eye_forehead");
    const bellsTold = playAsEvaluator(31, "male", "I woke up and one side of my face has dropped", [
      "face drooping on one side",
      "can't close eye",
    ]);
    expect(bellsTold.level).toBe("consultation_24");
    expect(bellsTold.result.conditions[0]?.id).toBe("bells_palsy");
    const stroke = playAsEvaluator(58, "male", "My father's face dropped suddenly and his speech is slurred", [
      "face drooping",
      "slurred speech",
      "can't close one eye",
    ]);
    expect(isEmergency(stroke.level as TriageLevel)).toBe(true);
  });
});

describe("renal colic without fever (NICE CKS renal or ureteric colic)", () => {
  const colic = ["flank_pain", "pain_severe", "haematuria", "pain_to_groin", "vomiting"];

  it("is a same-day visit for pain relief and imaging", () => {
    // The interview asks fever and shivering of loin pain (safety check): answered no.
    expect(level(34, "male", colic, ["fever", "chills"])).toBe("consultation_24");
    const d = diagnose({ age: 34, sex: "male", evidence: ev(colic, ["fever", "chills"]) });
    expect(d.conditions[0]?.id).toBe("kidney_stone");
  });

  it("asks loin pain about fever and shivering before it finishes", () => {
    expect(askedUntilStop(34, "male", ["flank_pain", "pain_severe", "haematuria"])).toEqual(
      expect.arrayContaining(["fever", "chills"]),
    );
  });

  it("with fever or shivering (an obstructed infected kidney) is still an emergency", () => {
    expect(isEmergency(level(34, "male", [...colic, "fever"]))).toBe(true);
    expect(isEmergency(level(34, "male", [...colic, "chills"]))).toBe(true);
  });
});

describe("an ambulance or the emergency department after a tablet overdose (NHS poisoning, JRCALC)", () => {
  it("sends a well person who took too many paracetamol or aspirin tablets to the emergency department", () => {
    expect(level(19, "female", ["poisoning", "paracetamol_overdose"])).toBe("emergency");
    expect(level(19, "female", ["poisoning", "aspirin_overdose"])).toBe("emergency");
  });

  it("calls an ambulance when the person is drowsy, fitting or breathless, or the poison is a pesticide", () => {
    for (const sign of ["drowsiness", "seizure", "sob", "fast_breathing", "unconscious"])
      expect(level(19, "female", ["poisoning", "paracetamol_overdose", sign]), sign).toBe("emergency_ambulance");
    // A poison without signs that it is acting: the emergency department (kb/red-flag-rules.ts poisoning_acting).
    expect(level(19, "female", ["poisoning"])).toBe("emergency");
    expect(level(19, "female", ["poisoning", "paracetamol_overdose", "pesticide_exposure"])).toBe(
      "emergency_ambulance",
    );
  });
});

describe("the torsion age rule and a varicocele or hydrocele (NICE CKS scrotal pain and swelling, varicocele)", () => {
  it("assesses a teenager's 'bag of worms' or painless scrotal swelling routinely", () => {
    expect(level(15, "male", ["testicular_pain", "scrotal_veins"])).toBe("consultation");
    expect(level(13, "male", ["testicular_pain", "scrotal_swelling_painless"])).toBe("consultation");
  });

  it("keeps testicle pain in a boy an emergency, and sudden pain, vomiting or an injury with a varicocele", () => {
    expect(isEmergency(level(15, "male", ["testicular_pain"]))).toBe(true);
    for (const sign of ["testicular_pain_sudden", "vomiting", "testicle_injury", "pain_severe", "abdominal_pain"])
      expect(isEmergency(level(15, "male", ["testicular_pain", "scrotal_veins", sign])), sign).toBe(true);
  });

  it("asks a boy's testicle pain whether it started suddenly, and about vomiting and injury", () => {
    expect(askedUntilStop(15, "male", ["testicular_pain"])).toEqual(
      expect.arrayContaining(["testicular_pain_sudden", "vomiting"]),
    );
  });
});
