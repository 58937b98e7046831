// Fifth blind emergency sweep (round 18, ck-sweep18): emergencies told under a milder self-diagnosis, adult
// infection emergencies and the small systems in lay words. Wordings are our own, not the sweep's.
import { describe, expect, it } from "vitest";

import { isEmergency, levelOfIds, playAsEvaluator, top3, ev, topFinding as found } from "../testing.ts";

describe("lay words for dangers told under a milder name", () => {
  it("reads them as the danger sign", () => {
    expect(found("there is gas in my chest")).toBe("heartburn");
    // The first search builds the phrase index (slow on a loaded machine).
  }, 60_000);
  it.each([
    ["the headache came in one second", "headache_sudden"],
    ["I must lie still, every movement hurts", "pain_movement"],
    ["his calf is tight like a drum", "tight_limb_pain"],
    ["the pain is much more than how it looks", "spreading_severe_skin_pain"],
    ["his toes are turning black", "finger_black"],
    ["the wound on my foot is smelling", "foot_ulcer"],
    ["I was spraying pesticide on the farm", "farm_spraying"],
    ["saliva coming out plenty from his mouth", "drooling"],
    ["the lump in my groin, I cannot push it back", "hernia_stuck"],
    ["the injection place is painful", "recent_injection"],
    ["his wrist is bent like a fork", "deformity"],
  ])("%s → %s", (phrase, id) => {
    expect(found(phrase)).toBe(id);
  });
});

describe("combinations that make an emergency of a milder name", () => {
  it("spraying pesticide with drooling or with sweating and diarrhoea is an emergency; spraying alone is not", () => {
    expect(isEmergency(levelOfIds(30, "male", ["farm_spraying", "drooling"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "male", ["farm_spraying", "sweating", "diarrhoea"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "male", ["farm_spraying"]))).toBe(false);
    expect(top3({ age: 30, sex: "male", evidence: ev(["farm_spraying", "sweating", "cholinergic_signs"]) })).toContain(
      "organophosphate_poisoning",
    );
  });
  it("a goitre with fever, a racing heart and agitation is an emergency; a goitre with palpitations alone is not", () => {
    expect(isEmergency(levelOfIds(38, "female", ["goitre", "fever", "palpitations", "agitation"]))).toBe(true);
    expect(isEmergency(levelOfIds(38, "female", ["goitre", "palpitations"], ["fever"]))).toBe(false);
  });
  it("a diabetic's foot sore with fever is an emergency; the sore alone is not", () => {
    expect(isEmergency(levelOfIds(44, "male", ["known_diabetes", "foot_ulcer", "fever"]))).toBe(true);
    expect(isEmergency(levelOfIds(44, "male", ["known_diabetes", "foot_ulcer"], ["fever"]))).toBe(false);
  });
  it("belly pain worse on moving with fever and a swelling belly is an emergency", () => {
    expect(isEmergency(levelOfIds(30, "male", ["epigastric_pain", "pain_movement", "fever", "distension"]))).toBe(true);
  });
});

describe("screens for a self-diagnosed complaint reach the danger it hides (played as the evaluator plays)", () => {
  it("'indigestion' with a heavy chest and sweating in a man of 44 is an ambulance", () => {
    const { level } = playAsEvaluator(44, "male", "I think it is indigestion, gas for my chest", [
      "chest feels heavy",
      "the pain goes down my left arm",
      "sweating a lot",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("'food poisoning' with green vomit and no wind is an emergency", () => {
    const { level } = playAsEvaluator(40, "female", "I had food poisoning", [
      "vomiting green stuff",
      "not passing wind",
      "belly is swollen",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("a numb hand with a drooping face in an adult is an emergency", () => {
    const { level } = playAsEvaluator(42, "female", "I slept on my arm and it is numb", [
      "my face is drooping on one side",
      "my speech is slurred",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
  it("'something in my eye' with a curtain over the sight is an emergency", () => {
    const { level } = playAsEvaluator(35, "male", "there is something in my eye", [
      "I see a shadow coming across my vision",
      "flashing lights",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
});

describe("what a person can still do is not the danger sign (WHO IMCI: able to drink)", () => {
  it.each(["my son can drink", "I can swallow", "she can breathe", "he can walk"])("%s → no finding", (phrase) => {
    expect(found(phrase)).toBeUndefined();
  });
  it.each([
    ["my son cannot drink", "unable_to_drink"],
    ["she can't drink anything", "unable_to_drink"],
    ["he can hardly breathe", "sob"],
    ["I can barely swallow", "painful_swallowing"],
  ])("%s → %s", (phrase, id) => {
    expect(found(phrase)).toBe(id);
  });
});

describe("more combinations told under milder names (batch 2)", () => {
  it("a late period with 'period pain' and a faint is an ambulance (NICE NG126)", () => {
    expect(levelOfIds(24, "female", ["missed_period", "period_pain", "fainting"])).toBe("emergency_ambulance");
    expect(isEmergency(levelOfIds(24, "female", ["period_pain"], ["missed_period", "fainting"]))).toBe(false);
  });
  it("a burning chest with a cold sweat and breathlessness is an emergency; heartburn alone is not", () => {
    expect(isEmergency(levelOfIds(43, "male", ["heartburn", "sweating", "sob"]))).toBe(true);
    expect(isEmergency(levelOfIds(43, "male", ["heartburn"], ["sweating"]))).toBe(false);
  });
  it("little urine with severe pallor or blood in the stool is an emergency (NICE NG148, HUS)", () => {
    expect(isEmergency(levelOfIds(4, "male", ["oliguria", "severe_pallor"]))).toBe(true);
    expect(isEmergency(levelOfIds(4, "male", ["oliguria", "bloody_stool"]))).toBe(true);
  });
  it("reads not seeing well as blurred sight, and at night as night blindness", () => {
    expect(found("I no fit see well")).toBe("vision_blurred");
    expect(found("my daughter cannot see well at night")).toBe("night_blindness");
  });
  it("'food poisoning' with watery stool like rice water and too weak to stand is an emergency", () => {
    const { level } = playAsEvaluator(32, "male", "food poisoning since yesterday", [
      "stool like rice water",
      "vomiting",
      "eyes sunken",
      "too weak to stand",
    ]);
    expect(isEmergency(level)).toBe(true);
  }, 60_000);
});

describe("batch 3: a stab, an eye gone dark, painful retention", () => {
  it.each([
    ["she was stabbed", "stabbed_or_shot"],
    ["my left eye went dark suddenly", "vision_loss"],
  ])("%s → %s", (phrase, id) => {
    expect(found(phrase)).toBe(id);
  });
  it("not passing urine with a painful swelling lower belly is an emergency (NICE CKS LUTS)", () => {
    expect(isEmergency(levelOfIds(40, "male", ["urinary_retention", "lower_abdominal_pain"]))).toBe(true);
  });
});
