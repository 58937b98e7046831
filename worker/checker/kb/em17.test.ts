// Emergency round 17 of issue 10 (ck-em17): a known condition that changes what a symptom means (a kidney stone had
// before with loin pain and fever, mania with dangerous acts, a swollen face from a tooth with an eye sign), a kneecap
// out of place, the web flow's last look at "Anything else?" before it stops on an unnamed emergency, and the harmless
// look-alikes a GP names (a twitching eyelid, stretch marks, beetroot urine, a lick of hand gel, a crayon, cupping
// marks). Wordings are our own.
import { describe, expect, it } from "vitest";

import { webStep } from "../spec-flow.ts";
import {
  isEmergency,
  ev,
  levelOfIds,
  levelOfText,
  playAsEvaluator,
  presentIn,
  top3,
  topFinding as found,
} from "../testing.ts";
import type { EvidenceItem } from "../types.ts";

describe("a kidney stone had before changes what loin pain with fever means (NICE CKS Renal colic, EAU)", () => {
  it("reads a stone had before as its own history, not as kidney disease", () => {
    expect(found("I had kidney stones before")).toBe("kidney_stone_history");
    expect(presentIn("I have a known kidney stone and pain in my side")).toContain("kidney_stone_history");
    // The first search builds the phrase index (slow on a loaded machine).
  }, 60_000);
  it("calls loin pain with fever in a known stone former an emergency and names the infected obstructed kidney", () => {
    const has = ["kidney_stone_history", "flank_pain", "fever", "chills"];
    expect(isEmergency(levelOfIds(35, "male", has))).toBe(true);
    expect(top3({ age: 35, sex: "male", evidence: ev(has) })).toContain("infected_obstructed_kidney");
  });
  it("keeps the stone history alone, or loin colic without fever, out of the emergency", () => {
    expect(isEmergency(levelOfIds(35, "male", ["kidney_stone_history"]))).toBe(false);
    expect(isEmergency(levelOfIds(35, "male", ["kidney_stone_history", "flank_pain"], ["fever", "chills"]))).toBe(
      false,
    );
  });
});

describe("mania with dangerous behaviour (NICE CG185: same-day crisis assessment)", () => {
  it("reads reckless driving as dangerous behaviour", () => {
    expect(found("he has been driving recklessly")).toBe("dangerous_behaviour");
  });
  it("calls high energy with reckless driving an emergency, but high energy with spending alone urgent", () => {
    expect(isEmergency(levelOfIds(26, "male", ["elevated_mood", "insomnia", "dangerous_behaviour"]))).toBe(true);
    expect(
      isEmergency(levelOfIds(26, "male", ["elevated_mood", "insomnia"], ["dangerous_behaviour", "agitation"])),
    ).toBe(false);
  });
});

describe("a swollen face from a bad tooth with an eye sign (SDCEP, RCOphth orbital cellulitis)", () => {
  it("calls a swollen jaw from a toothache with a drooping eyelid or double vision an emergency", () => {
    expect(isEmergency(levelOfIds(10, "female", ["toothache", "jaw_swelling", "drooping_eyelids"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "male", ["toothache", "swollen_face", "double_vision"]))).toBe(true);
  });
  it("keeps a toothache with a swollen cheek and fever but no eye sign at the same-day level", () => {
    const l = levelOfIds(
      30,
      "female",
      ["toothache", "jaw_swelling", "fever"],
      ["eyelid_swelling", "drooping_eyelids", "double_vision", "swollen_face", "lockjaw", "painful_swallowing"],
    );
    expect(isEmergency(l)).toBe(false);
  });
});

describe("a kneecap out of place after a twist (NICE CKS Knee pain, BOAST)", () => {
  it("reads the words as a displaced kneecap and calls it an emergency naming patellar dislocation", () => {
    expect(found("my kneecap slipped to the side")).toBe("kneecap_displaced");
    const text = "I twisted my knee playing netball and my kneecap popped out to the side";
    expect(isEmergency(levelOfText(17, "female", text))).toBe(true);
    expect(top3({ age: 17, sex: "female", evidence: ev(presentIn(text)) })).toContain("patellar_dislocation");
  });
});

describe("the background that raises an emergency among look-alikes", () => {
  it("names septic arthritis and calls an emergency for one hot swollen knee with rigors in rheumatoid arthritis", () => {
    const has = ["known_rheumatoid_arthritis", "wbc_lowering_drug", "joint_swelling", "joint_pain", "fever", "chills"];
    expect(top3({ age: 40, sex: "female", evidence: ev(has) })).toContain("septic_arthritis");
    expect(isEmergency(levelOfIds(40, "female", has))).toBe(true);
  });
  it("names bowel obstruction for green vomiting and a swollen belly after a past caesarean", () => {
    const has = ["previous_caesarean", "abdominal_cramps", "vomiting_green", "distension"];
    expect(top3({ age: 33, sex: "female", evidence: ev(has) })[0]).toBe("intestinal_obstruction");
  });
  it("names a snake bite for a swollen leg with bleeding gums and red urine after a prick in the bush", () => {
    const has = ["wound", "leg_swelling", "bleeding_unusual", "nosebleed", "haematuria", "fang_marks"];
    expect(top3({ age: 14, sex: "male", evidence: ev(has) })).toContain("snake_bite");
  });
});

describe("the web flow looks once at 'Anything else?' before stopping on an unnamed emergency", () => {
  it("asks 'Anything else?' after the naming pages when no emergency leads yet", () => {
    const ctx = { age: 2, sex: "female" as const };
    // Belly pain picked from the list; drowsiness ticked on the first screen page; two more pages answered "no".
    const start: EvidenceItem[] = [{ id: "abdominal_pain", choice: "present", source: "initial" }];
    let evidence: EvidenceItem[] = [...start, { id: "drowsiness", choice: "present" }];
    const steps = [1];
    let kinds: string[] = [];
    for (let page = 0; page < 6; page++) {
      const step = webStep(evidence, { answered: steps.length, steps }, ctx);
      if (!step.question) break;
      kinds = [...kinds, step.question.kind];
      const ids = step.question.ids.filter(Boolean);
      evidence = [...evidence, ...ids.map((id) => ({ id, choice: "absent" as const }))];
      steps.push(ids.length);
    }
    expect(kinds.at(-1)).toBe("others");
    expect(kinds.filter((k) => k === "others")).toHaveLength(1);
  });
});

describe("harmless look-alikes a GP names (self-care)", () => {
  const cases: Array<[string, number, "male" | "female", string, string[]]> = [
    ["eyelid_myokymia", 30, "female", "my lower eyelid keeps twitching for a week, I work night shifts", []],
    ["striae_growth", 15, "male", "I have stretch marks on my thighs after growing fast, they don't hurt", []],
    ["beeturia", 26, "female", "my urine is red today, I ate beetroot salad yesterday, no pain", ["haematuria"]],
    ["sanitiser_lick", 2, "female", "my toddler licked a little hand sanitiser, she is playing", []],
    ["crayon_ingestion", 3, "male", "my son chewed a crayon and swallowed some, he is fine", []],
    ["cupping_bruises", 35, "male", "round purple marks on my back after cupping therapy, I feel well", ["bruising"]],
  ];
  for (const [id, age, sex, text, more] of cases)
    it(`names ${id} and keeps it out of the emergency`, () => {
      const { result, level } = playAsEvaluator(age, sex, text, [text, ...more]);
      expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain(id);
      expect(isEmergency(level)).toBe(false);
    });
  it("tells golfer's elbow from tennis elbow by the inner side", () => {
    const has = ["elbow_inner_pain", "joint_pain"];
    expect(top3({ age: 35, sex: "male", evidence: ev(has) })[0]).toBe("golfers_elbow");
  });
  it("names a rib fracture after a knock to the side with a tender spot on a rib", () => {
    const has = ["flank_injury", "pleuritic_pain", "chest_wall_tender", "pain_movement"];
    expect(top3({ age: 40, sex: "male", evidence: ev(has) })[0]).toBe("rib_fracture");
  });
});

describe("a headache that eases lying flat after a spinal or epidural (OAA, ICHD-3 7.2.1)", () => {
  it("reads the posture of the headache and names a post-dural puncture headache, seen the same day", () => {
    expect(found("the headache goes away when I lie flat")).toBe("headache_posture");
    const has = ["recent_caesarean", "headache_posture", "headache", "neck_pain"];
    const absentIds = ["fever", "seizure", "vision_blurred", "swollen_face", "confusion", "stiff_neck"];
    expect(top3({ age: 30, sex: "female", evidence: ev(has, absentIds) })[0]).toBe("post_dural_puncture_headache");
    expect(isEmergency(levelOfIds(30, "female", has, absentIds))).toBe(false);
  });
});
