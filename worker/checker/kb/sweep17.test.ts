// Fourth blind emergency sweep (round 17, ck-sweep17): children by age band, the weeks after a birth, a chronic
// condition that changes what a common symptom means, and emergencies made by a combination of ordinary findings.
// Tested with wordings of our own (not the sweep's vignettes), each rule both ways: the dangerous form is an
// emergency and the everyday form nearby keeps its level.
import { describe, expect, it } from "vitest";

import { EMERGENCY, idsIn as ids, levelOfIds, playAsEvaluator, topFinding as one } from "../testing.ts";

const isEmergency = (l: string) => EMERGENCY.includes(l);

describe("lay words of danger signs (sweep 17)", { timeout: 60_000 }, () => {
  it("reads a child who will not stay awake as drowsy, and hopelessness about others as suicidal thinking", () => {
    expect(one("we find it hard to keep him awake")).toBe("drowsiness");
    expect(one("my family would be better off without me")).toBe("suicidal");
  });
  it("reads home painkillers that fail, a transplant and cold hands and feet", () => {
    expect(one("the painkillers at home not working")).toBe("painkillers_not_helping");
    expect(one("she had a kidney transplant")).toBe("on_chemotherapy");
    expect(one("his hands and feet are cold")).toBe("cold_clammy");
  });
  it("reads repeated vomiting, stool like water, no stool and no wind", () => {
    expect(one("she has vomited many times today")).toBe("vomiting_persistent");
    expect(one("stooling like water since dawn")).toBe("diarrhoea_profuse");
    expect(one("he has passed no poo or wind since morning")).toBe("no_flatus");
  });
  it("reads not talking well as a speech difficulty, never as a good talker", () => {
    expect(one("my dad cannot talk well since lunch")).toBe("slurred_speech");
    expect(ids("my dad cannot talk well since lunch")).not.toContain("bright_verbally");
  });
  it("reads a sudden cough while eating as choking, light avoided as photophobia", () => {
    expect(one("sudden cough while eating fish")).toBe("choking");
    expect(one("the baby hates the light")).toBe("photophobia");
  });
  it("reads a recent belly operation and a birth told as 'delivered 10 days ago'", () => {
    expect(one("I had a stomach operation")).toBe("recent_operation");
    expect(ids("I delivered 10 days ago and my head is pounding")).toContain("recent_delivery");
    expect(ids("we delivered the parcel yesterday")).not.toContain("recent_delivery");
  });
});

describe(
  "combinations of ordinary findings (NICE NG18/NG148/NG51, WHO dengue and diarrhoea, WHO AGN)",
  { timeout: 60_000 },
  () => {
    it("fruity breath with belly pain is ketoacidosis; fruity breath alone is not an emergency", () => {
      expect(isEmergency(levelOfIds(11, "female", ["fruity_breath", "abdominal_pain"]))).toBe(true);
      expect(isEmergency(levelOfIds(11, "female", ["fruity_breath"]))).toBe(false);
    });
    it("fever with a nosebleed and repeated vomiting is an emergency; fever with a nosebleed alone is not", () => {
      expect(isEmergency(levelOfIds(25, "male", ["fever", "nosebleed", "vomiting_persistent"]))).toBe(true);
      expect(isEmergency(levelOfIds(25, "male", ["fever", "nosebleed"]))).toBe(false);
    });
    it("diarrhoea with sunken eyes and dizziness on standing is severe dehydration", () => {
      expect(isEmergency(levelOfIds(30, "female", ["diarrhoea", "sunken_eyes", "dizzy_standing"]))).toBe(true);
      expect(isEmergency(levelOfIds(30, "female", ["diarrhoea"]))).toBe(false);
    });
    it("little urine after diarrhoea with swollen legs is kidney injury", () => {
      expect(isEmergency(levelOfIds(40, "male", ["oliguria", "diarrhoea", "leg_swelling"]))).toBe(true);
    });
    it("a puffy face with cola urine and blurred sight is an emergency", () => {
      expect(isEmergency(levelOfIds(9, "male", ["swollen_face", "dark_urine", "vision_blurred"]))).toBe(true);
    });
    it("fever after a recent operation with belly pain is an emergency; the operation alone is not", () => {
      expect(isEmergency(levelOfIds(33, "female", ["recent_operation", "fever", "abdominal_pain"]))).toBe(true);
      expect(isEmergency(levelOfIds(33, "female", ["recent_operation"]))).toBe(false);
    });
  },
);

describe("the danger told late is asked (sweep 17)", { timeout: 60_000 }, () => {
  it("asks a mother with a headache about a recent birth, and finds postpartum pre-eclampsia", () => {
    const r = playAsEvaluator(29, "female", "My head is banging since yesterday", [
      "gave birth last week",
      "headache",
      "flashing lights",
      "swollen face",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
  it("asks about fever after an operation", () => {
    const r = playAsEvaluator(38, "male", "I had a belly operation and now I feel unwell", [
      "belly operation",
      "fever",
      "pain getting worse every hour",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
  it("hears a nosebleed as the unusual bleeding of a fever", () => {
    const r = playAsEvaluator(22, "female", "Fever for five days and body pain", [
      "fever",
      "nose bleeding",
      "vomiting everything",
      "belly pain",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
  it("keeps a plain cold with a small nosebleed out of the emergency level", () => {
    const r = playAsEvaluator(24, "male", "Blocked nose and sneezing", ["blocked nose", "sneezing", "nose bleeding"]);
    expect(isEmergency(r.level)).toBe(false);
  });
});

describe("a usual fit in known epilepsy (NICE NG217 / NICE CKS Epilepsy)", { timeout: 60_000 }, () => {
  it("a short usual fit with full recovery in known epilepsy is not an emergency", () => {
    const r = playAsEvaluator(28, "female", "I had one of my normal seizures this morning, I am fine now", [
      "known epilepsy",
      "seizure",
      "forgot my tablets",
    ]);
    expect(isEmergency(r.level)).toBe(false);
  });
  it("a long fit, a fit with an injury, or a first fit stays an emergency", () => {
    expect(isEmergency(levelOfIds(28, "female", ["seizure", "known_epilepsy", "seizure_prolonged"]))).toBe(true);
    expect(isEmergency(levelOfIds(28, "female", ["seizure", "known_epilepsy", "head_injury"]))).toBe(true);
    expect(isEmergency(levelOfIds(28, "female", ["seizure"]))).toBe(true);
  });
  it("asks whether the fit lasted long, and finds status epilepticus in a known epileptic", () => {
    const r = playAsEvaluator(31, "male", "He has epilepsy and he had a fit", [
      "known epilepsy",
      "fit",
      "fits not stopping",
    ]);
    expect(isEmergency(r.level)).toBe(true);
  });
});
