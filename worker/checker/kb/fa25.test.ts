// False-alarm round 25 (ck-fa25): "unusual bleeding" answered yes by a bleeding its own site explains (gums with gum
// disease, a nosebleed, bleeding from the womb) is no longer an emergency on its own (kb/red-flag-rules-fa25.ts;
// NICE CKS Gingivitis and periodontitis, NICE CKS Epistaxis, WHO Abortion care 2022, NICE NG126). Every test checks
// both directions: the look-alike goes home or to a routine visit AND the same person with bruises, tiny spots,
// fever, pallor or bleeding elsewhere still gets an emergency. Wordings are this round's own.
import { describe, expect, it } from "vitest";
import { triage } from "../index.ts";
import { askedUntilStop, interviewLevel, isEmergency, levelOfIds as level } from "../testing.ts";

const flags = (age: number, sex: "male" | "female", has: string[]) =>
  triage({ age, sex, evidence: has.map((id) => ({ id, choice: "present" as const })) }).red_flags.map((f) => f.id);

/** The bleeding-disorder screen answered "no" (kb/red-flag-rules-fa25.ts): the limits need these denied. */
const SCREEN_NO = ["bruising", "rash_nonblanching", "pale", "fever"];

describe("gums that bleed with gum disease (NICE CKS Gingivitis and periodontitis)", () => {
  it("a yes to unusual bleeding is no longer a danger sign once bruising, spots, pallor and fever are denied", () => {
    expect(flags(23, "female", ["bleeding_gums_brushing", "bleeding_unusual"])).toContain("bleeding_unusual");
    const t = triage({
      age: 23,
      sex: "female",
      evidence: [
        ...["bleeding_gums_brushing", "swollen_gums", "bleeding_unusual"].map((id) => ({
          id,
          choice: "present" as const,
        })),
        ...[...SCREEN_NO, "snake_bite"].map((id) => ({ id, choice: "absent" as const })),
      ],
    });
    expect(t.red_flags.map((f) => f.id)).not.toContain("bleeding_unusual");
    expect(isEmergency(t.triage_level)).toBe(false);
  });

  it("stays an emergency with bruises, tiny spots, fever, pallor, tiredness, heavy periods or a nosebleed as well", () => {
    const gums = ["bleeding_gums_brushing", "bleeding_unusual"];
    for (const sign of ["bruising", "rash_nonblanching", "fever", "pale", "fatigue", "heavy_periods", "nosebleed"])
      expect(
        isEmergency(
          level(
            15,
            "female",
            [...gums, sign],
            SCREEN_NO.filter((x) => x !== sign),
          ),
        ),
        sign,
      ).toBe(true);
    // On blood thinners, or with a known bleeding disorder.
    expect(isEmergency(level(40, "male", [...gums, "known_bleeding_disorder"], SCREEN_NO))).toBe(true);
  });

  it("is asked about bruising, spots, pallor and fever right after the yes to unusual bleeding", () => {
    const asked = askedUntilStop(30, "female", ["bleeding_gums_brushing", "bleeding_unusual"]);
    for (const sign of SCREEN_NO) expect(asked, sign).toContain(sign);
  });

  it("played through the interview: puffy gums that bleed on brushing go home, the same gums with bruises and pallor escalate", () => {
    const told = "blood comes out of my gums every time I brush, and they look puffy";
    const gums = ["bleeding_gums_brushing", "swollen_gums", "bleeding_unusual"];
    expect(isEmergency(interviewLevel(27, "male", told, gums))).toBe(false);
    expect(isEmergency(interviewLevel(27, "male", told, [...gums, "bruising", "pale", "fatigue"]))).toBe(true);
    expect(isEmergency(interviewLevel(27, "male", told, [...gums, "fever"]))).toBe(true);
    expect(isEmergency(interviewLevel(27, "male", told, [...gums, "rash_nonblanching"]))).toBe(true);
  });

  it("keeps any bleeding in a baby under 6 months an emergency (WHO: vitamin K deficiency bleeding)", () => {
    expect(isEmergency(level(0.3, "male", ["bleeding_gums_brushing", "bleeding_unusual"], SCREEN_NO))).toBe(true);
  });
});

describe("a nosebleed without other bleeding (NICE CKS Epistaxis)", () => {
  const told = "my nose bled this afternoon in the heat, I pinched it and it stopped";

  it("a yes to unusual bleeding after a nosebleed that stopped is not an emergency", () => {
    expect(isEmergency(interviewLevel(19, "male", told, ["nosebleed", "bleeding_unusual"]))).toBe(false);
  });

  it("stays an emergency when pressure has not stopped it, with bruising, spots, fever or pallor, bleeding gums too, in a toddler, or with high blood pressure", () => {
    for (const sign of ["nosebleed_prolonged", "bruising", "rash_nonblanching", "fever", "pale"])
      expect(isEmergency(interviewLevel(19, "male", told, ["nosebleed", "bleeding_unusual", sign])), sign).toBe(true);
    const nose = ["nosebleed", "bleeding_unusual"];
    expect(isEmergency(level(12, "female", [...nose, "bleeding_gums_brushing"], SCREEN_NO))).toBe(true);
    expect(isEmergency(level(1.5, "female", nose, SCREEN_NO))).toBe(true);
    expect(isEmergency(level(45, "male", [...nose, "high_bp_reading"], SCREEN_NO))).toBe(true);
  });
});

describe("bleeding from the womb answered as unusual bleeding (WHO Abortion care 2022, NICE NG126)", () => {
  const womb = ["recent_abortion", "vaginal_bleeding", "bleeding_unusual"];

  it("light bleeding after abortion pills is not the bleeding-disorder danger sign once the screen is denied", () => {
    expect(
      triage({
        age: 26,
        sex: "female",
        evidence: [
          ...womb.map((id) => ({ id, choice: "present" as const })),
          ...SCREEN_NO.map((id) => ({ id, choice: "absent" as const })),
        ],
      }).red_flags.map((f) => f.id),
    ).not.toContain("bleeding_unusual");
  });

  it("stays an emergency with heavy bleeding, fever, fainting or dizziness, or bleeding from the gums or nose too", () => {
    for (const sign of [
      "heavy_vaginal_bleeding",
      "fever",
      "fainting",
      "dizziness",
      "nosebleed",
      "bleeding_gums_brushing",
    ])
      expect(
        isEmergency(
          level(
            26,
            "female",
            [...womb, sign],
            SCREEN_NO.filter((x) => x !== sign),
          ),
        ),
        sign,
      ).toBe(true);
  });
});

describe("unusual bleeding with nothing to explain it", () => {
  it("is still an emergency, and a limit never holds while the screen is unasked", () => {
    expect(isEmergency(level(20, "male", ["bleeding_unusual"], SCREEN_NO))).toBe(true);
    expect(flags(20, "male", ["bleeding_unusual"])).toContain("bleeding_unusual");
    expect(flags(20, "male", ["nosebleed", "bleeding_unusual"])).toContain("bleeding_unusual");
  });
});

describe("fever with swollen joints after slapped cheeks (NICE CKS Parvovirus B19)", () => {
  it("is the virus's arthropathy, not the septic-joint rule", () => {
    expect(flags(32, "female", ["fever", "joint_swelling", "small_joint_swelling", "slapped_cheeks"])).not.toContain(
      "septic_joint",
    );
  });

  it("a hot swollen joint with fever and no slapped cheeks stays the septic-joint emergency", () => {
    expect(flags(32, "female", ["fever", "joint_swelling"])).toContain("septic_joint");
    expect(isEmergency(level(32, "female", ["fever", "joint_swelling"]))).toBe(true);
    expect(isEmergency(level(9, "male", ["fever", "joint_swelling", "limp"]))).toBe(true);
  });
});

describe("Braxton Hicks tightenings (NICE CG190, NICE NG25)", () => {
  const late = ["pregnant_late", "pregnant"];

  it("irregular painless tightenings that ease with rest are self care", () => {
    expect(
      level(27, "female", [...late, "tightenings_irregular"], ["contractions", "waters_broken", "vaginal_bleeding"]),
    ).toBe("self_care");
  });

  it("regular painful tightenings are seen the same day at least, and labour signs stay an emergency", () => {
    expect(level(27, "female", [...late, "tightenings_irregular", "contractions"])).toBe("consultation_24");
    expect(isEmergency(level(27, "female", [...late, "contractions"]))).toBe(true);
    expect(isEmergency(level(27, "female", [...late, "tightenings_irregular", "waters_broken"]))).toBe(true);
    expect(isEmergency(level(27, "female", [...late, "tightenings_irregular", "reduced_fetal_movements"]))).toBe(true);
  });
});
