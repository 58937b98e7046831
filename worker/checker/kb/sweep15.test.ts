// Second blind emergency sweep (round 15, ck-sweep15): guideline emergencies told in lay words, tested with wordings
// of our own (not the sweep's vignettes), each rule both ways: the dangerous form is an emergency and the everyday
// form nearby keeps its level.
import { describe, expect, it } from "vitest";

import { ev, idsIn as ids, isEmergency, levelOfIds, top3, topFinding as one } from "../testing.ts";

describe("eye: the lay words of angle closure and retinal detachment (RCOphth, NICE CKS Red eye)", () => {
  it("reads a throbbing eye as eye pain, so a throbbing eye with vomiting starts on the eye", () => {
    expect(ids("my left eye dey throb and i dey vomit")).toEqual(expect.arrayContaining(["eye_pain", "vomiting"]));
    expect(one("throbbing pain in my eye")).toBe("eye_pain");
  });
  it("reads a shadow or missing part of the view as a curtain, a shower of spots as floaters", () => {
    expect(one("a shadow coming from the side")).toBe("curtain_vision");
    expect(one("part of my view is missing")).toBe("curtain_vision");
    expect(one("a shower of spots in my left eye")).toBe("floaters");
    expect(one("lightning in my eye")).toBe("flashing_lights");
    expect(one("my sight dey reduce")).toBe("eye_vision_reduced");
  });
});

describe("pain that painkillers do not touch, pain worse by the hour (NICE NG141, BOAST 10, NICE CKS)", () => {
  it("reads the lay words", () => {
    expect(one("paracetamol no dey work")).toBe("painkillers_not_helping");
    expect(one("the pain dey increase every hour")).toBe("pain_worsening_hours");
    expect(one("it is getting worse by the hour")).toBe("pain_worsening_hours");
  });
  it("calls a wound or red skin whose pain worsens by the hour an emergency, and a plain cut not", () => {
    expect(isEmergency(levelOfIds(35, "male", ["wound", "pain_worsening_hours"]))).toBe(true);
    expect(isEmergency(levelOfIds(35, "female", ["cellulitis_skin", "pain_worsening_hours"]))).toBe(true);
    expect(isEmergency(levelOfIds(35, "male", ["wound"]))).toBe(false);
  });
  it("calls pain worse by the hour in a plaster cast, in the belly or the throat an emergency", () => {
    expect(isEmergency(levelOfIds(20, "male", ["limb_in_cast", "pain_worsening_hours"]))).toBe(true);
    expect(isEmergency(levelOfIds(20, "female", ["abdominal_pain", "pain_worsening_hours"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "male", ["sore_throat", "pain_worsening_hours"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "male", ["sore_throat", "runny_nose"]))).toBe(false);
  });
  it("puts necrotising fasciitis in the top 3 for a wound whose pain climbs by the hour with fever", () => {
    expect(
      top3({
        age: 40,
        sex: "male",
        evidence: ev(["wound", "pain_worsening_hours", "fever", "spreading_severe_skin_pain"]),
      }),
    ).toContain("necrotising_fasciitis");
  });
});

describe("nose, mouth and skin: lay words of the red flags (NICE CKS Epistaxis, SDCEP, BAD)", () => {
  it("reads a nose still bleeding after pinching as a nosebleed that will not stop", () => {
    expect(one("i pressed my nose and it is still bleeding")).toBe("nosebleed_prolonged");
  });
  it("reads a mouth that will not open wide as trismus, an emergency with a swollen face and toothache", () => {
    expect(one("i cant open my mouth wide")).toBe("lockjaw");
    expect(isEmergency(levelOfIds(30, "female", ["toothache", "swollen_face", "lockjaw"]))).toBe(true);
  });
  it("reads skin that wrinkles and peels as the peeling-skin emergency", () => {
    expect(one("the baby skin wrinkles and peels")).toBe("skin_peeling");
  });
});

describe("injury, blood and birth: lay words (BESS, WHO IMCI, EAU, WHO PPH)", () => {
  it("reads a square-looking shoulder as a dislocated shoulder", () => {
    expect(one("my shoulder looks square")).toBe("shoulder_out");
  });
  it("reads very pale palms as severe pallor", () => {
    expect(one("palms are very pale")).toBe("severe_pallor");
  });
  it("reads a pop during sex as a penile fracture sign, an emergency", () => {
    expect(one("i heard a pop during sex")).toBe("penis_crack");
    expect(isEmergency(levelOfIds(30, "male", ["penis_crack"]))).toBe(true);
  });
  it("reads soaked cloths after a birth as heavy bleeding", () => {
    expect(one("she soaked many cloths")).toBe("heavy_vaginal_bleeding");
    expect(isEmergency(levelOfIds(28, "female", ["recent_delivery", "heavy_vaginal_bleeding"]))).toBe(true);
  });
});

describe("kidney: tea-coloured urine (WHO Pocket book, KDIGO)", () => {
  it("reads tea-coloured urine as dark urine", () => {
    expect(one("his urine is like tea")).toBe("dark_urine");
  });
});
