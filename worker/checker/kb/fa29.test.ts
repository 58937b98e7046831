// False-alarm round 29 (ck-fa29): a danger rule split where its guideline splits it, and a rule's own exclusion asked
// before the interview stops. Each family is tested in this round's own wordings, both ways: the look-alike the
// guideline sets apart gets the level a user should see, AND the same story with the danger sign stays an emergency.
import { describe, expect, it } from "vitest";
import { diagnose, searchFindings } from "../index.ts";
import { ev, flagsOf, isEmergency, levelOfIds as level, playAsEvaluator, presentIn } from "../testing.ts";

describe("flitting joint pain with a fever (WHO TRS 923 rheumatic fever; NICE CKS Septic arthritis)", () => {
  it("a rule's own exclusion is asked before the interview stops on it", () => {
    // Fever with a swollen joint is the septic_joint rule; whether the pain moves from joint to joint is its exclusion.
    const r = diagnose({ age: 12, sex: "female", evidence: ev(["fever", "joint_swelling"]) });
    const asked: string[] = [];
    let evidence = ev(["fever", "joint_swelling"]);
    for (let i = 0; i < 25; i++) {
      const step = diagnose({ age: 12, sex: "female", evidence });
      if (step.should_stop || !step.question) break;
      const ids = step.question.items.map((q) => q.id);
      asked.push(...ids);
      evidence = [...evidence, ...ids.map((id) => ({ id, choice: "absent" as const }))];
    }
    expect(r.question).not.toBeNull();
    expect(asked).toContain("joint_pain_migratory");
  }, 60_000);

  it("told in the person's words, the flitting arthritis is a same-day visit, not a septic joint", () => {
    expect(searchFindings("the pain jumps from one joint to the next", 1)[0]?.id).toBe("joint_pain_migratory");
    expect(level(9, "male", ["fever", "joint_swelling", "joint_pain_migratory"])).toBe("consultation_24");
  }, 180_000);

  it("one hot swollen joint with a fever stays a septic joint", () => {
    expect(flagsOf(9, "male", ["fever", "joint_swelling"])).toContain("septic_joint");
    expect(isEmergency(level(30, "female", ["fever", "joint_swelling"], ["joint_pain_migratory"]))).toBe(true);
  });

  it("with breathlessness, chest pain or a racing heart it is carditis: an emergency", () => {
    for (const heart of ["sob", "chest_pain", "palpitations", "orthopnoea"])
      expect(flagsOf(11, "female", ["joint_pain_migratory", "fever", heart])).toContain("migratory_arthritis_carditis");
    const { level: l } = playAsEvaluator(13, "male", "Joints aching one after another and now I get breathless", [
      "the pain jumps from one joint to the next",
      "fever",
      "I get out of breath",
    ]);
    expect(isEmergency(l)).toBe(true);
  }, 180_000);
});

describe("shingles by the eye (NICE CKS Shingles: Hutchinson's sign or a red eye, same-day eye care)", () => {
  it("a red or sore eye with the rash stays an emergency (fa29's same-day split dropped in round 30)", () => {
    for (const eye of ["red_eyes", "eye_pain", "photophobia", "vision_blurred"])
      expect(isEmergency(level(55, "female", ["dermatomal_rash", eye]))).toBe(true);
    expect(flagsOf(48, "male", ["dermatomal_rash", "red_eyes"])).toContain("shingles_eye");
  });
});

describe("heavy periods soaking a pad an hour (NICE NG88; ACOG CO 557 acute uterine bleeding)", () => {
  it("months of heavy periods flooding on the heavy days are seen within a day, not an emergency", () => {
    expect(level(38, "female", ["heavy_periods", "heavy_vaginal_bleeding"], ["pregnant", "missed_period"])).toBe(
      "consultation_24",
    );
    expect(flagsOf(38, "female", ["heavy_periods", "heavy_vaginal_bleeding"])).not.toContain("heavy_vaginal_bleeding");
  });

  it("with a faint, dizziness, a racing heart, breathlessness or a pregnancy it stays an emergency", () => {
    for (const sign of ["fainting", "dizziness", "palpitations", "sob", "pregnant", "missed_period", "recent_delivery"])
      expect(isEmergency(level(31, "female", ["heavy_periods", "heavy_vaginal_bleeding", sign]))).toBe(true);
  });

  it("heavy bleeding with no history of heavy periods keeps its red flag", () => {
    expect(flagsOf(31, "female", ["heavy_vaginal_bleeding"])).toContain("heavy_vaginal_bleeding");
  });

  it("reads the flooding told in plain words", () => {
    expect(presentIn("I soak a pad every hour on my heavy days")).toContain("heavy_vaginal_bleeding");
  });
});

describe("a red flag's benign form is asked before stopping (NICE CKS Breath-holding spells)", () => {
  it("a toddler who went blue and limp is asked whether it followed crying or being upset", () => {
    const { level: l } = playAsEvaluator(
      2,
      "male",
      "He screamed when I took his phone, went blue and floppy, then was fine",
      ["screamed and held his breath", "lips went blue", "went floppy for a moment"],
    );
    expect(isEmergency(l)).toBe(false);
  }, 180_000);

  it("blue lips with a fever or fast breathing stay an emergency", () => {
    expect(isEmergency(level(2, "male", ["breath_holding", "cyanosis", "fever"]))).toBe(true);
    expect(isEmergency(level(2, "male", ["breath_holding", "cyanosis", "fast_breathing"]))).toBe(true);
  });
});
