// Lead, session 39: the emergency a combination rule names is the headline even when the answers leave it unlikely.
// Seen on the phone: a breathless woman on the pill whose breathlessness came on suddenly, "none" to everything else,
// was told "An emergency we cannot name" (the clot in the lung at 1 %, asthma leading) — NICE NG158 says it is a
// clot in the lung until shown otherwise.
import { describe, expect, it } from "vitest";
import { diagnose } from "./engine.ts";
import { diagnosisFromEvidence, UNNAMED_EMERGENCY } from "./spec-flow.ts";
import { ev, flagsOf, isEmergency, levelOfIds } from "./testing.ts";

// What the web pages' danger screens ask a breathless person, answered "none" (the walk seen at 360 px).
const NONE_OF_THE_SCREENS = [
  "sob_rest",
  "stridor",
  "chest_indrawing",
  "cyanosis",
  "orthopnoea",
  "lip_tongue_swelling",
  "confusion",
  "drowsiness",
  "calf_swelling",
  "palpitations",
  "pregnant",
  "pregnant_late",
  "pregnant_early",
  "chest_pain",
  "cough",
  "fever",
  "dizziness",
  "fainting",
  "rash",
  "joint_pain",
  "abdominal_pain",
];

describe("sudden breathlessness with a clot's risk factor and nothing else (NICE NG158)", () => {
  const cases: Array<[string, number, "female" | "male", string[]]> = [
    ["on the pill", 24, "female", ["combined_pill", "hormonal_contraception"]],
    ["three weeks after a birth", 28, "female", ["recent_delivery"]],
  ];
  for (const [what, age, sex, risk] of cases) {
    const absent = NONE_OF_THE_SCREENS.filter((id) => !risk.includes(id));
    const evidence = ev(["sob", "sob_sudden", ...risk], [...absent, "immobile_travel"]);
    it(`${what}: the result page names the clot in the lung as the emergency`, () => {
      const r = diagnosisFromEvidence("sob", evidence, { age, sex });
      expect(isEmergency(r.triage.triage_level)).toBe(true);
      expect(r.headline).toBe("emergency");
      expect(r.condition.id).toBe("pulmonary_embolism");
      expect(r.meta_data.disease).not.toBe(UNNAMED_EMERGENCY);
    });
    it(`${what}: /api/v1 ranks it first`, () => {
      expect(diagnose({ age, sex, evidence }).conditions[0]?.id).toBe("pulmonary_embolism");
    });
  }
  it("without a risk factor it is no emergency and no clot is put first", () => {
    const evidence = ev(["sob", "sob_sudden"], [...NONE_OF_THE_SCREENS, "immobile_travel", "hormonal_contraception"]);
    expect(isEmergency(levelOfIds(24, "female", ["sob", "sob_sudden"], [...NONE_OF_THE_SCREENS]))).toBe(false);
    expect(diagnose({ age: 24, sex: "female", evidence }).conditions[0]?.id).not.toBe("pulmonary_embolism");
  });
});

describe("an operation is a clot's risk factor (NICE NG158, Wells)", () => {
  it("sudden breathlessness after an operation is the clot rule, the clot named first", () => {
    expect(flagsOf(33, "male", ["sob_sudden", "recent_operation"])).toContain("pe_sudden_breathless_risk");
    const evidence = ev(["sob", "sob_sudden", "recent_operation"], NONE_OF_THE_SCREENS);
    expect(diagnose({ age: 33, sex: "male", evidence }).conditions[0]?.id).toBe("pulmonary_embolism");
  });
});
