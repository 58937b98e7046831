// False-alarm round 28 (ck-fa28): the benign cause told. Each family is tested both ways in this round's own
// wordings: the told cause is read as a finding and lifts its benign condition (the level a user sees drops), AND the
// same story with one danger sign still escalates.
import { describe, expect, it } from "vitest";
import { isEmergency, levelOfIds as level, presentIn } from "../testing.ts";
import { diagnose } from "../index.ts";

const lead = (age: number, sex: "male" | "female", has: string[]): string | undefined =>
  diagnose({ age, sex, evidence: has.map((id) => ({ id, choice: "present" as const, source: "initial" as const })) })
    .conditions[0]?.id;

describe("palpitations after caffeine (NICE CKS Palpitations; EFSA 2015)", () => {
  it("reads the told drink as the trigger", () => {
    expect(presentIn("my heart has been pounding since I had three red bulls last night")).toContain(
      "caffeine_trigger",
    );
    expect(presentIn("racing heart after 4 cups of coffee at the office")).toContain("caffeine_trigger");
    expect(presentIn("racing heart after 4 cups of coffee at the office")).not.toContain("cupping_marks");
    // Stopping coffee is its own finding (caffeine withdrawal), not the trigger.
    expect(presentIn("I stopped drinking coffee and my head aches")).toContain("caffeine_stopped");
  });

  it("a racing heart with the shakes after energy drinks is self care, led by the caffeine", () => {
    const told = ["palpitations", "caffeine_trigger", "tremor", "insomnia"];
    expect(level(19, "male", told)).toBe("self_care");
    expect(lead(19, "male", told)).toBe("caffeine_palpitations");
  });

  it("with a faint, chest pain or breathlessness it is still an emergency", () => {
    expect(isEmergency(level(19, "male", ["palpitations", "caffeine_trigger", "fainting"]))).toBe(true);
    expect(isEmergency(level(22, "female", ["palpitations", "caffeine_trigger", "chest_pain", "sob"]))).toBe(true);
  });
});

describe("a faint at the sight of blood or a needle (NICE CG109 uncomplicated faint)", () => {
  it("reads the faint told with other verbs", () => {
    expect(presentIn("my son passed out during his blood test and came round at once")).toContain("faint_blood_sight");
    expect(presentIn("she collapsed at the sight of blood in the clinic")).toContain("faint_blood_sight");
    // Blood seen elsewhere is not a faint.
    expect(presentIn("I saw blood in my urine")).not.toContain("faint_blood_sight");
  });

  it("with a quick full recovery it is self care: no doctor needed", () => {
    expect(level(17, "female", ["faint_blood_sight", "fainting"])).toBe("self_care");
    expect(level(25, "male", ["faint_blood_sight", "dizziness", "nausea"])).toBe("self_care");
  });

  it("with chest pain, on exertion, with palpitations or in pregnancy it still escalates", () => {
    expect(isEmergency(level(18, "male", ["faint_blood_sight", "fainting", "chest_pain"]))).toBe(true);
    expect(isEmergency(level(16, "female", ["faint_blood_sight", "fainting_exertion"]))).toBe(true);
    expect(isEmergency(level(20, "male", ["faint_blood_sight", "fainting", "palpitations"]))).toBe(true);
    expect(isEmergency(level(27, "female", ["faint_blood_sight", "pregnant"]))).toBe(true);
    expect(level(20, "male", ["faint_blood_sight", "hives", "wheeze"])).not.toBe("self_care");
  });
});

describe("a faint after long standing in the heat, with a warning first (NICE CG109: posture, provocation, prodrome)", () => {
  it("reads the told circumstances", () => {
    expect(presentIn("my sister fainted at the morning assembly in the sun")).toContain("faint_standing_trigger");
    expect(presentIn("he felt hot and sweaty before he fainted, then woke quickly")).not.toContain("chest_pain");
  });

  it("is read as a vasovagal faint, not an emergency, and stays a visit (the limit holds for blood and needles only)", () => {
    expect(lead(15, "female", ["faint_standing_trigger", "sweating"])).toBe("vasovagal_syncope");
    expect(level(15, "female", ["faint_standing_trigger", "sweating"])).toBe("consultation");
  });

  it("with chest pain or a fit it is an emergency; in pregnancy it is not self care", () => {
    expect(isEmergency(level(15, "female", ["faint_standing_trigger", "chest_pain"]))).toBe(true);
    expect(isEmergency(level(15, "male", ["faint_standing_trigger", "seizure"]))).toBe(true);
    expect(level(26, "female", ["faint_standing_trigger", "pregnant"])).not.toBe("self_care");
  });
});

describe("chest wall pain after lifting, push-ups or coughing (NICE CKS Chest pain, costochondritis)", () => {
  it("reads the told strain", () => {
    expect(presentIn("my chest is sore since I did 100 push-ups")).toContain("chest_strain_cause");
    expect(presentIn("my ribs hurt from coughing all week")).toContain("chest_strain_cause");
  });

  it("tender chest wall pain after lifting is self care", () => {
    expect(level(21, "male", ["chest_pain", "chest_strain_cause", "chest_wall_tender"])).toBe("self_care");
    expect(lead(21, "male", ["chest_pain", "chest_strain_cause", "chest_wall_tender"])).toBe("costochondritis");
  });

  it("with a faint, breathlessness at rest or pain spreading to the arm with sweating it is an emergency", () => {
    expect(isEmergency(level(21, "male", ["chest_pain", "chest_strain_cause", "fainting"]))).toBe(true);
    expect(isEmergency(level(23, "female", ["chest_pain", "chest_strain_cause", "sob_rest"]))).toBe(true);
    expect(
      isEmergency(level(35, "male", ["chest_pain", "chest_strain_cause", "chest_pain_radiating", "sweating"])),
    ).toBe(true);
  });
});

describe("long-standing floaters (NICE CKS Retinal detachment; College of Optometrists)", () => {
  it("reads the old floaters", () => {
    expect(presentIn("I've had the same few floaters for years")).toContain("floaters_longstanding");
  });

  it("the same floaters for months in a short-sighted student are self care", () => {
    expect(level(20, "female", ["floaters_longstanding", "short_sighted"])).toBe("self_care");
  });

  it("new floaters with flashes need the same day, and a curtain is an emergency", () => {
    expect(level(20, "female", ["floaters", "flashing_lights", "short_sighted"])).toBe("consultation_24");
    expect(isEmergency(level(20, "female", ["floaters_longstanding", "curtain_vision"]))).toBe(true);
  });
});

describe("pins and needles from position (NHS Pins and needles)", () => {
  it("reads sitting on the leg as the cause", () => {
    expect(presentIn("my foot went to sleep after I sat cross legged through the whole service")).toContain(
      "position_pins_needles",
    );
  });

  it("tingling after sitting cross-legged is self care", () => {
    expect(level(18, "female", ["numbness", "position_pins_needles"])).toBe("self_care");
  });

  it("with a numb face and slurred speech, or weak legs and no urine, it is an emergency", () => {
    expect(
      isEmergency(level(24, "female", ["numbness", "position_pins_needles", "face_numbness", "slurred_speech"])),
    ).toBe(true);
    expect(
      isEmergency(level(30, "male", ["numbness", "position_pins_needles", "leg_weakness_both", "urinary_retention"])),
    ).toBe(true);
  });
});

describe("red eyes after a pool swim (NICE CKS Conjunctivitis, Red eye)", () => {
  it("reads the swim as the cause", () => {
    expect(presentIn("both eyes went red and sore after swimming lessons in the school pool")).toContain("pool_swim");
  });

  it("red stinging eyes after swimming are self care", () => {
    expect(level(14, "male", ["red_eyes", "pool_swim"])).toBe("self_care");
  });

  it("a chemical splash, or a painful eye with blurred sight, still escalates", () => {
    expect(isEmergency(level(20, "male", ["red_eyes", "pool_swim", "chemical_eye"]))).toBe(true);
    expect(level(23, "female", ["red_eyes", "pool_swim", "eye_pain", "vision_blurred"])).not.toBe("self_care");
  });
});

describe("shin pain after starting to run, and a headache in exam week (lay words for the told cause)", () => {
  it("reads a new running routine and exam stress", () => {
    expect(presentIn("I started jogging last week")).toContain("training_increase");
    expect(presentIn("my head has been pounding in exam week")).toContain("stress");
    expect(presentIn("I have an eye test next week")).not.toContain("stress");
  });

  it("shin pain with more training is self care", () => {
    expect(level(19, "male", ["shin_pain", "training_increase"])).toBe("self_care");
  });
});

describe("the usual aura of a diagnosed migraine (NICE CKS Migraine)", () => {
  it("reads the told diagnosis", () => {
    expect(presentIn("my usual migraines started again with the zigzag lines")).toContain("known_migraine");
  });

  it("the usual aura and headache of a known migraine are self care; the same aura untold as usual is a visit", () => {
    expect(level(26, "female", ["flashing_lights", "headache", "known_migraine"])).toBe("self_care");
    expect(level(26, "female", ["flashing_lights", "headache", "recurrent"])).toBe("consultation");
  });

  it("with weakness on one side, a sudden headache, or on the combined pill it is not self care", () => {
    expect(
      isEmergency(level(26, "female", ["flashing_lights", "headache", "known_migraine", "weakness_one_side"])),
    ).toBe(true);
    expect(isEmergency(level(26, "female", ["flashing_lights", "known_migraine", "headache_sudden"]))).toBe(true);
    expect(level(26, "female", ["flashing_lights", "headache", "known_migraine", "combined_pill"])).not.toBe(
      "self_care",
    );
  });
});

describe("lay words of a told recovery or a told sensation (round 28's readings)", () => {
  it("'my foot felt dead' after sitting is numbness, not a blow to the thigh; a 'dead leg' from a knee stays the blow", () => {
    expect(presentIn("my foot felt dead after sitting on it during the lecture")).toContain("numbness");
    expect(presentIn("my foot felt dead after sitting on it during the lecture")).not.toContain("thigh_blow");
    expect(presentIn("a boy gave me a dead leg at football")).toContain("thigh_blow");
  });

  it("a low sugar treated with juice and now normal is read, and is self care in type 1 diabetes", () => {
    const told = presentIn("I'm diabetic on insulin, my sugar dropped to 3.2, I drank juice and now it is 7");
    expect(told).toContain("hypo_self_treated");
    expect(level(16, "female", ["known_diabetes", "low_sugar", "tremor", "hypo_self_treated"])).toBe("self_care");
    // Confused or drowsy after it is still an emergency.
    expect(isEmergency(level(16, "female", ["known_diabetes", "low_sugar", "hypo_self_treated", "confusion"]))).toBe(
      true,
    );
    // Juice in another story is not a treated hypo.
    expect(presentIn("she has a running stomach and only drank juice")).not.toContain("hypo_self_treated");
  });
});

describe("heartburn after a late or spicy meal, eased by an antacid (NICE CKS Dyspepsia / GORD)", () => {
  it("reads the told trigger and relief", () => {
    expect(presentIn("my chest burns after I eat pepper soup at night")).toContain("heartburn");
    expect(presentIn("heartburn after a late meal, gestid helps")).toContain("reflux_trigger_told");
  });

  it("heartburn with its trigger is self care", () => {
    expect(level(23, "female", ["heartburn", "reflux_trigger_told"])).toBe("self_care");
  });

  it("with sweating and pain spreading to the arm, or vomiting blood, it is an emergency", () => {
    expect(
      isEmergency(level(45, "male", ["heartburn", "reflux_trigger_told", "sweating", "chest_pain_radiating"])),
    ).toBe(true);
    expect(isEmergency(level(23, "female", ["heartburn", "reflux_trigger_told", "vomiting_blood"]))).toBe(true);
  });
});

describe("floaters told in Pidgin", () => {
  it("'cobwebs dey float for my eye' is floaters", () => {
    expect(presentIn("small cobwebs dey float for my eye")).toContain("floaters");
  });
});
