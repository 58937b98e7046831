// False-alarm round 30 (ck-fa30): fa29's exclusion check back, mended so that no exclusion asks away an emergency its
// guideline keeps, and lay words read as the finding they say. Each family is tested in this round's own wordings,
// both ways: the benign look-alike gets the level a user should see, AND the same story with a danger sign stays an
// emergency.
import { describe, expect, it } from "vitest";
import { searchFindings } from "../index.ts";
import { flagsOf, isEmergency, levelOfIds as level, playAsEvaluator } from "../testing.ts";

const top = (p: string) => searchFindings(p, 1)[0]?.id;

describe("a hot swollen joint with fever stays a septic joint (NICE CKS Septic arthritis)", () => {
  it("a joint that cannot be moved or bent is a painful joint, not joint-to-joint pain", () => {
    for (const p of [
      "can't move the joint",
      "unable to move my joint",
      "cannot bend the knee",
      "the joint hurts when I move it",
      "pain on moving the joint",
      "joint too painful to bend",
    ]) {
      expect(top(p), p).toBe("joint_pain");
    }
    // The flitting pain of rheumatic fever keeps its own words.
    expect(top("the pain goes from one joint to another")).toBe("joint_pain_migratory");
  }, 180_000);

  it("a joint told red or hot as well as swollen is an inflamed joint; a swollen ankle alone keeps the sprain's swelling", () => {
    for (const p of ["my wrist is hot and swollen", "red swollen ankle", "the knee is hot and swollen"])
      expect(top(p), p).toBe("joint_swelling");
    expect(top("swollen ankle")).toBe("ankle_swelling");
  }, 180_000);

  it("played to the end, with the exclusion page asked, a septic joint told in plain words is an emergency", () => {
    const stories: [number, "male" | "female", string, string[]][] = [
      [
        34,
        "male",
        "My knee is hot and puffy and I have a fever",
        ["hot swollen knee", "fever", "cannot bend my joint"],
      ],
      [
        8,
        "female",
        "Her wrist is swollen and hot, she has a temperature",
        ["swollen wrist", "fever", "can't move the joint"],
      ],
      [
        25,
        "female",
        "Fever since yesterday and my ankle is red and swollen",
        ["hot swollen ankle", "fever", "joint too painful to move"],
      ],
    ];
    for (const [age, sex, complaint, items] of stories)
      expect(isEmergency(playAsEvaluator(age, sex, complaint, items).level), complaint).toBe(true);
  }, 240_000);

  it("fever with a swollen joint is the septic_joint rule", () => {
    expect(flagsOf(40, "male", ["fever", "joint_swelling", "joint_pain"])).toContain("septic_joint");
  });
});

describe("shingles by the eye stays an emergency (NICE CKS Shingles: Hutchinson's sign, red eye)", () => {
  it("a red eye with the rash, told in plain words, is an emergency", () => {
    expect(isEmergency(level(62, "male", ["dermatomal_rash", "red_eyes"]))).toBe(true);
    const { level: l } = playAsEvaluator(44, "female", "Painful blisters on one side of my forehead", [
      "blisters on one side of my forehead",
      "my eye on that side is red",
    ]);
    expect(isEmergency(l)).toBe(true);
  }, 180_000);
});
