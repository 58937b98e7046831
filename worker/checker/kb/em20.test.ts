// Emergency round 20 of issue 10 (ck-em20): what a user would notice — a pregnant woman who cannot keep water down
// and is drying out is sent in, a lump in an infected breast that keeps growing is sent in, the danger of an eye,
// tooth or penis complaint is asked whatever the person first calls it, and travel sickness, hiccups, body odour
// and codeine dependence are named.
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import { askedUntilStop, ev, isEmergency, levelOfIds, topFinding } from "../testing.ts";

describe("vomiting in pregnancy (NICE CKS Nausea/vomiting in pregnancy, RCOG Green-top 69)", () => {
  it("unable to keep fluids down with dark urine or weight loss is an emergency", () => {
    expect(isEmergency(levelOfIds(23, "female", ["pregnant_early", "vomiting_persistent", "dark_urine"]))).toBe(true);
    expect(isEmergency(levelOfIds(23, "female", ["pregnant", "vomiting_persistent", "weight_loss"]))).toBe(true);
  });
  it("ordinary morning sickness is not", () => {
    expect(isEmergency(levelOfIds(23, "female", ["pregnant_early", "nausea", "vomiting"]))).toBe(false);
  });
});

describe("a lump in an infected breast (NICE CKS Mastitis and breast abscess)", () => {
  it("growing, or with fever not settling on antibiotics, is an emergency", () => {
    const has = ["breastfeeding", "breast_pain", "breast_lump", "fever"];
    expect(isEmergency(levelOfIds(25, "female", [...has, "fast_growing_lump"]))).toBe(true);
    expect(isEmergency(levelOfIds(25, "female", [...has, "no_better_on_antibiotics"]))).toBe(true);
    expect(isEmergency(levelOfIds(25, "female", has))).toBe(false);
  });
  it("a breast lump is asked whether it is growing", () => {
    expect(askedUntilStop(25, "female", ["breastfeeding", "breast_lump"])).toContain("fast_growing_lump");
  });
});

describe("the danger of a complaint is asked whatever it is first called (NICE CKS Red eye, SDCEP, NICE CKS Balanitis)", () => {
  it("a sore eye is asked about hammering or grinding", () => {
    expect(askedUntilStop(30, "male", ["eye_pain"])).toContain("eye_high_velocity");
  });
  it("a decayed tooth is asked about a swelling under the tongue or chin", () => {
    expect(askedUntilStop(30, "male", ["tooth_decay"])).toContain("floor_mouth_swelling");
  });
  it("a sore on the penis is asked whether the foreskin is stuck back", () => {
    expect(askedUntilStop(20, "male", ["genital_sores"])).toContain("foreskin_stuck");
  });
});

describe("common problems of young people (NICE CKS Motion sickness, Hiccups; BAD; WHO mhGAP)", () => {
  it("reads sickness on journeys and names motion sickness at self-care", () => {
    expect(topFinding("I vomit on the bus on long journeys")).toBe("travel_sickness");
    const has = ["travel_sickness", "dizziness", "nausea"];
    expect(diagnose({ age: 24, sex: "female", evidence: ev(has) }).conditions[0]?.id).toBe("motion_sickness");
    expect(levelOfIds(24, "female", has)).toBe("self_care");
  }, 60_000);
  it("names hiccups after a big meal", () => {
    const has = ["hiccups_persistent", "hiccup_trigger_meal"];
    expect(diagnose({ age: 30, sex: "male", evidence: ev(has) }).conditions[0]?.id).toBe("hiccups_benign");
  });
  it("names body odour in a teenager", () => {
    const has = ["body_odour", "sweating"];
    expect(diagnose({ age: 14, sex: "male", evidence: ev(has) }).conditions[0]?.id).toBe("bromhidrosis");
  });
  it("reads tolerance and withdrawal and names opioid dependence with a runny nose", () => {
    expect(topFinding("I need more to feel the same")).toBe("drug_tolerance");
    expect(topFinding("aches when I miss it")).toBe("drug_withdrawal");
    const has = ["drug_use", "drug_withdrawal", "runny_nose"];
    expect(diagnose({ age: 21, sex: "male", evidence: ev(has) }).conditions[0]?.id).toBe("opioid_use_disorder");
  });
});

describe("a side symptom told first still reaches the emergency behind it (NICE CKS red flags by presenting symptom)", () => {
  const asks = (age: number, sex: "male" | "female", start: string[], id: string) =>
    expect(askedUntilStop(age, sex, start)).toContain(id);
  it("a young woman feeling faint is asked about a sudden one-sided low belly pain (NICE NG126)", () => {
    asks(24, "female", ["dizziness"], "lower_pain_sudden");
  }, 60_000);
  it("dark or scanty urine is asked about a puffy face (acute nephritis)", () => {
    asks(9, "male", ["dark_urine"], "swelling_puffy_eyes");
  }, 60_000);
  it("a tired teenager is asked about deep, sighing breathing (NICE NG18)", () => {
    asks(14, "female", ["fatigue"], "deep_breathing");
  }, 60_000);
  it("a tired woman is asked about flooding periods (NICE CKS Tiredness/fatigue)", () => {
    asks(35, "female", ["fatigue"], "heavy_vaginal_bleeding");
  }, 60_000);
  it("a child with pain on walking is asked whether they can bear weight (NICE CKS Acute childhood limp)", () => {
    asks(12, "male", ["walking_pain"], "cant_bear_weight");
  }, 60_000);
  it("a new mother is asked about breathlessness lying flat (peripartum cardiomyopathy)", () => {
    asks(28, "female", ["recent_delivery"], "orthopnoea");
  }, 60_000);
  it("burning urine is asked whether fluids stay down (NICE NG111)", () => {
    asks(30, "female", ["dysuria"], "vomiting_persistent");
  }, 60_000);
});
