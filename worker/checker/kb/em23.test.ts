// Emergency round 23 of issue 10 (ck-em23): what a user would notice — emergencies that present unusually are asked
// the sign that tells them from the complaint the person starts with, and the sign escalates whatever leads: vomiting
// on long-term steroids (adrenal crisis), a painful penis (priapism), agitation after a dog bite (rabies), chest pain
// or weak legs after a cold (myocarditis, Guillain-Barre), a sunburn-like rash with a tampon (toxic shock); a sudden
// hearing loss is seen the same day and a hearing loss with ringing is not self-care.
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import {
  askedUntilStop,
  ev,
  interviewLevel,
  isEmergency,
  levelOfIds,
  modifiersOf,
  playAsEvaluator,
  presentIn,
  top3,
  topFinding,
} from "../testing.ts";

describe("vomiting on long-term steroids is an adrenal crisis (Society for Endocrinology, NICE CKS Addison's)", () => {
  it("vomiting or diarrhoea is asked about steroid tablets", () => {
    expect(askedUntilStop(44, "female", ["vomiting"])).toContain("steroid_use");
    expect(askedUntilStop(8, "male", ["diarrhoea"])).toContain("steroid_use");
  }, 60_000);
  it("someone on prednisolone who is vomiting and dizzy on standing is an emergency, told as a tummy bug", () => {
    const level = interviewLevel(50, "male", "I have been throwing up since last night, I think it is a stomach bug", [
      "vomiting",
      "steroid_use",
      "dizzy_standing",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("vomiting without steroids, dizziness or other danger signs stays an ordinary tummy bug", () => {
    const level = interviewLevel(30, "female", "I vomited twice this morning after eating suya", ["vomiting"]);
    expect(isEmergency(level)).toBe(false);
  }, 60_000);
});

describe("a painful penis is asked the emergencies of the penis (BAUS priapism, NICE CKS scrotal pain)", () => {
  it("reads a painful penis as pain in the private parts", () => {
    for (const p of ["my penis is painful", "pain in his penis since morning", "my manhood dey pain"])
      expect(topFinding(p), p).toBe("private_part_pain_male");
  });
  it("pain in a man's private parts asks an erection that will not go down and a ring stuck round it", () => {
    const asked = askedUntilStop(35, "male", ["private_part_pain_male"]);
    expect(asked).toContain("priapism");
    expect(asked).toContain("penile_constriction");
  }, 60_000);
  it("a young man with sickle cell whose penis hurts and stays erect is named priapism, an emergency", () => {
    const { result, level } = playAsEvaluator(19, "male", "My penis is very painful since last night.", [
      "painful penis",
      "erection for hours",
      "I have sickle cell disease",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain("priapism");
  }, 60_000);
});

describe("agitation, confusion or a fear of water is asked about an animal bite (WHO Rabies)", () => {
  it("reads a fear of water in lay words", () => {
    expect(topFinding("she is scared of water")).toBe("hydrophobia");
    expect(presentIn("he is afraid to drink and his throat goes into spasm when drinking")).toContain("hydrophobia");
  });
  it("new agitation is asked about a dog bite and a fear of water", () => {
    const asked = askedUntilStop(14, "male", ["agitation"]);
    expect(asked).toContain("animal_bite");
    expect(asked).toContain("hydrophobia");
  }, 60_000);
  it("a feverish, confused boy bitten by a dog weeks ago is named rabies, an emergency", () => {
    const { result, level } = playAsEvaluator(10, "male", "He has a fever and is behaving strangely since yesterday.", [
      "fever",
      "behaving strangely",
      "a dog bit him last month",
      "scared of water",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain("rabies");
  }, 60_000);
});

describe("after a cold or flu: myocarditis and Guillain-Barre (ESC 2013, NICE CKS GBS)", () => {
  it("reads a recent flu or cold told as past", () => {
    expect(topFinding("since I had the flu")).toBe("recent_viral_illness");
    expect(topFinding("she had a cold two weeks ago")).toBe("recent_viral_illness");
  });
  it("tiredness since a flu is asked about chest pain, a racing heart, breathlessness, a faint and weak legs", () => {
    const asked = askedUntilStop(24, "male", ["fatigue", "recent_viral_illness"]);
    for (const id of ["chest_pain", "palpitations", "sob", "leg_weakness_both"]) expect(asked).toContain(id);
  }, 60_000);
  it("a young man tired since the flu with chest pain and a racing heart is an emergency with myocarditis near the top", () => {
    const { result, level } = playAsEvaluator(23, "male", "I have felt weak and tired since I had the flu.", [
      "tired",
      "since I had the flu",
      "chest pain",
      "my heart is racing",
      "out of breath on the stairs",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain("myocarditis");
  }, 60_000);
});

describe("toxic shock: a rash 'like sunburn' is a rash (NICE CKS Toxic shock syndrome)", () => {
  it("reads the sunburn-like rash as a rash, and a real sunburn as sunburn", () => {
    expect(topFinding("a red rash like sunburn all over her body")).toBe("rash");
    expect(topFinding("my skin looks like sunburn")).toBe("rash");
    expect(topFinding("sunburn on my shoulders after the beach")).toBe("sunburn");
  });
  it("a teenager with a tampon, fever, vomiting and a sunburn-like rash is an emergency with toxic shock in the top three", () => {
    const { result, level } = playAsEvaluator(16, "female", "I have a high temperature and I keep vomiting.", [
      "high temperature",
      "vomiting",
      "rash like sunburn",
      "using a tampon",
    ]);
    expect(isEmergency(level)).toBe(true);
    expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain("toxic_shock");
  }, 60_000);
});

describe("hearing loss (NICE CKS Hearing loss in adults, NICE NG98, NICE NG155)", () => {
  it("a sudden loss of hearing in one ear is seen the same day, whatever leads", () => {
    expect(modifiersOf(40, "male", ["sudden_deafness", "hearing_loss"])).toContain("sudden_hearing_loss_same_day");
    expect(levelOfIds(40, "male", ["sudden_deafness", "hearing_loss", "tinnitus"])).toBe("consultation_24");
  });
  it("a blocked ear after a flight is not sudden sensorineural hearing loss", () => {
    expect(
      modifiersOf(30, "female", ["sudden_deafness", "hearing_loss", "after_flight_dive", "ear_pressure"]),
    ).not.toContain("sudden_hearing_loss_same_day");
  });
  it("a hearing loss with ringing in the ear is seen by a GP; a blocked ear alone may be self-care", () => {
    expect(modifiersOf(45, "female", ["hearing_loss", "tinnitus"])).toContain("hearing_loss_with_tinnitus");
    expect(levelOfIds(45, "female", ["hearing_loss", "tinnitus"])).not.toBe("self_care");
    expect(modifiersOf(45, "female", ["hearing_loss", "ear_itch"])).not.toContain("hearing_loss_with_tinnitus");
  });
});

describe("risk findings a clinician uses (BTS 2023, RCOphth, NICE CKS heavy menstrual bleeding, WFH, RCOG 37a)", () => {
  it("reads a tall, thin build, short sight and known fibroids", () => {
    expect(presentIn("I'm tall and skinny and my chest suddenly hurts on the left")).toContain("tall_thin");
    expect(presentIn("she is getting thin")).not.toContain("tall_thin");
    expect(topFinding("I wear very strong glasses")).toBe("short_sighted");
    expect(presentIn("the doctor told me I have fibroids, now my period is flooding")).toContain("known_fibroids");
  });
  it("a sudden one-sided chest pain on breathing in a tall thin young man names a pneumothorax first", () => {
    const top = top3({ age: 19, sex: "male", evidence: ev(["chest_pain", "pleuritic_pain", "sob", "tall_thin"]) });
    expect(top[0]).toBe("pneumothorax");
  });
  it("floaters and flashes in a short-sighted man keep a retinal detachment in the top three", () => {
    const top = top3({ age: 40, sex: "male", evidence: ev(["floaters", "flashing_lights", "short_sighted"]) });
    expect(top).toContain("retinal_detachment");
  });
  it("a flooding period with a faint in a woman with known fibroids names fibroids, an emergency", () => {
    expect(top3({ age: 36, sex: "female", evidence: ev(["heavy_periods", "known_fibroids", "fainting"]) })[0]).toBe(
      "fibroids",
    );
    expect(isEmergency(levelOfIds(36, "female", ["heavy_periods", "known_fibroids", "fainting"]))).toBe(true);
  });
  it("a swollen knee in a man with a known bleeding disorder is a haemophilia bleed, an emergency", () => {
    const has = ["known_bleeding_disorder", "joint_swelling", "joint_pain"];
    expect(top3({ age: 25, sex: "male", evidence: ev(has) })[0]).toBe("haemophilia");
    expect(isEmergency(levelOfIds(25, "male", has))).toBe(true);
  });
  it("a labour that has gone on too long is a late pregnancy: obstructed labour leads, by ambulance", () => {
    const has = ["labour_prolonged", "fatigue"];
    expect(top3({ age: 22, sex: "female", evidence: ev(has) })[0]).toBe("obstructed_labour");
    expect(levelOfIds(22, "female", has)).toBe("emergency_ambulance");
  });
  it("a pregnancy past 20 weeks no longer counts against a clot in the leg or lung", () => {
    const without = diagnose({ age: 30, sex: "female", evidence: ev(["pregnant", "calf_swelling", "sob_rest"]) });
    const late = diagnose({ age: 30, sex: "female", evidence: ev(["pregnant_late", "calf_swelling", "sob_rest"]) });
    const p = (r: typeof late, id: string) => r.conditions.find((c) => c.id === id)?.probability ?? 0;
    expect(p(late, "pulmonary_embolism")).toBeGreaterThan(p(without, "pulmonary_embolism") / 3);
    expect(late.conditions.slice(0, 3).map((c) => c.id)).toContain("pulmonary_embolism");
  });
});

describe("more emergencies that present unusually (WHO, NICE NG234, NICE NG12, RCOG, ISTH)", () => {
  it("a newborn who stops sucking is asked about stiffness and spasms; with them it is tetanus, an emergency", () => {
    expect(askedUntilStop(0.03, "female", ["poor_feeding"])).toContain("spasms");
    expect(top3({ age: 0.03, sex: "female", evidence: ev(["unable_to_drink", "spasms"]) })[0]).toBe("tetanus");
    expect(isEmergency(levelOfIds(0.03, "female", ["unable_to_drink", "spasms"]))).toBe(true);
  }, 60_000);
  it("a child with one weak leg is asked whether it is floppy; with fever that is acute flaccid paralysis", () => {
    expect(askedUntilStop(4, "male", ["weakness_one_side"])).toContain("floppy_limb");
    expect(top3({ age: 4, sex: "male", evidence: ev(["fever", "weakness_one_side", "floppy_limb"]) })[0]).toBe(
      "acute_flaccid_paralysis",
    );
  }, 60_000);
  it("a baby's swollen breast is asked if it is red and hot", () => {
    expect(askedUntilStop(0.1, "male", ["baby_breast_swelling"])).toContain("breast_red_hot");
  }, 60_000);
  it("a teenager's hard lump on a bone with pain at night is X-rayed within 48 hours (NICE NG12)", () => {
    const has = ["bone_lump", "night_pain", "joint_pain"];
    expect(modifiersOf(13, "female", has)).toContain("bone_lump_night_pain_young");
    expect(levelOfIds(13, "female", has)).toBe("consultation_24");
    expect(modifiersOf(45, "female", has)).not.toContain("bone_lump_night_pain_young");
  });
  it("back pain in someone with cancer is seen within 24 hours; with weak legs it is cord compression, an emergency", () => {
    expect(levelOfIds(60, "male", ["back_pain", "known_cancer"])).toBe("consultation_24");
    const has = ["back_pain", "known_cancer", "leg_weakness_both"];
    expect(isEmergency(levelOfIds(60, "male", has))).toBe(true);
    expect(top3({ age: 60, sex: "male", evidence: ev([...has, "night_pain"]) })[0]).toBe("metastatic_cord_compression");
  });
  it("a child pulled from a river or a well is a drowning", () => {
    for (const t of ["we pulled him out of the river", "she fell into a well this morning"])
      expect(presentIn(t), t).toContain("near_drowning");
    const has = ["near_drowning", "cough", "fast_breathing", "cyanosis"];
    expect(top3({ age: 7, sex: "female", evidence: ev(has) })[0]).toBe("drowning");
  });
  it("heavy periods since the first, nosebleeds that last and bleeding after a tooth was pulled name von Willebrand disease", () => {
    const has = ["heavy_periods", "nosebleed_prolonged", "procedure_bleeding"];
    expect(top3({ age: 19, sex: "female", evidence: ev(has) })[0]).toBe("von_willebrand");
  });
  it("right-sided belly pain with fever and vomiting in late pregnancy keeps appendicitis in the top three", () => {
    const has = ["pregnant_late", "flank_pain", "vomiting", "fever", "pain_movement"];
    expect(top3({ age: 28, sex: "female", evidence: ev(has) })).toContain("appendicitis");
  });
  it("breathless lying flat two months after a birth is an emergency (MBRRACE-UK, ESC peripartum cardiomyopathy)", () => {
    expect(isEmergency(levelOfIds(31, "female", ["orthopnoea", "recent_delivery", "leg_swelling"]))).toBe(true);
    expect(isEmergency(levelOfIds(31, "female", ["exercise_breathless", "recent_delivery"]))).toBe(false);
  });
  it("a labour of two days told in Pidgin is prolonged labour, an ambulance", () => {
    const text = "my wife don dey labour since two days and the baby head no dey come down";
    expect(presentIn(text)).toContain("labour_prolonged");
    expect(levelOfIds(24, "female", presentIn(text))).toBe("emergency_ambulance");
  });
});
