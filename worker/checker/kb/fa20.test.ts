// False-alarm round 20 (ck-fa20): a danger rule needs its real danger sign. Every test checks both directions: the
// benign form is no longer an emergency (or no longer an ambulance) AND the dangerous form next to it still is.
import { describe, expect, it } from "vitest";
import { diagnose, triage } from "../index.ts";
import { ev, isEmergency, levelOfIds as level, playAsEvaluator } from "../testing.ts";

import type { TriageLevel } from "../types.ts";

describe("a non-blanching rash is an emergency with fever or an ill child (NICE NG143, NG240; WHO IMCI)", () => {
  const dry = ["rash_nonblanching", "bruising", "recent_viral_illness"];

  it("purple spots with painful joints in a well child who has said no to fever and drowsiness are seen the same day", () => {
    expect(level(7, "male", ["rash_nonblanching", "joint_pain", "abdominal_pain"], ["fever", "drowsiness"])).toBe(
      "consultation_24",
    );
    expect(
      diagnose({ age: 7, sex: "male", evidence: ev(["rash_nonblanching", "joint_pain"], ["fever", "drowsiness"]) })
        .conditions[0]?.id,
    ).toBe("iga_vasculitis");
  });

  it("spots and bruises alone in a well child (ITP or leukaemia) go to the emergency department, not by ambulance", () => {
    expect(level(4, "female", dry, ["fever", "drowsiness"])).toBe("emergency");
    expect(diagnose({ age: 4, sex: "female", evidence: ev(dry, ["fever", "drowsiness"]) }).conditions[0]?.id).toBe(
      "itp",
    );
  });

  it("stays an ambulance with fever, and while fever or drowsiness has not been asked", () => {
    expect(level(4, "female", [...dry, "fever"])).toBe("emergency_ambulance");
    expect(level(4, "female", dry)).toBe("emergency_ambulance");
    // Fever denied but drowsiness never asked: not yet known to be well.
    expect(level(4, "female", dry, ["fever"])).toBe("emergency_ambulance");
    expect(level(16, "male", ["rash_nonblanching", "fever"])).toBe("emergency_ambulance");
  });

  it("stays an emergency with a sign of illness even without fever", () => {
    for (const sign of ["drowsiness", "pale", "bone_pain", "vomiting", "cold_clammy", "stiff_neck", "confusion"])
      expect(
        isEmergency(
          level(
            5,
            "male",
            [...dry, sign],
            ["fever", "drowsiness"].filter((x) => x !== sign),
          ),
        ),
        sign,
      ).toBe(true);
  });

  it("with bleeding from the gums or nose (wet purpura) goes to the emergency department, not by ambulance", () => {
    expect(level(6, "female", [...dry, "bleeding_gums_brushing"], ["fever", "drowsiness"])).toBe("emergency");
    expect(level(9, "female", [...dry, "nosebleed"], ["fever", "drowsiness"])).toBe("emergency");
    expect(level(9, "female", [...dry, "nosebleed", "drowsiness"], ["fever"])).toBe("emergency_ambulance");
  });

  it("tiny dots only on the face after hard vomiting, in a well child without fever, are a doctor's visit", () => {
    expect(
      level(2, "female", ["rash_nonblanching", "face_petechiae_after_strain", "vomiting"], ["fever", "drowsiness"]),
    ).toBe("consultation");
    expect(
      isEmergency(level(2, "female", ["rash_nonblanching", "face_petechiae_after_strain", "vomiting", "fever"])),
    ).toBe(true);
    expect(
      isEmergency(
        level(2, "female", ["rash_nonblanching", "face_petechiae_after_strain", "vomiting", "drowsiness"], ["fever"]),
      ),
    ).toBe(true);
  });

  it("told in words: a child with fever and purple spots that do not fade is still an emergency", () => {
    const sepsis = playAsEvaluator(5, "male", "my son has a fever and purple spots that do not fade when pressed", [
      "fever",
      "purple spots that do not fade",
      "cold hands and feet",
    ]);
    expect(isEmergency(sepsis.level as TriageLevel)).toBe(true);
  }, 60_000);
});

describe("an ambulance is kept for what cannot wait for a car ride", () => {
  it("a heavy nosebleed or a bleeding tooth socket, dizzy but not shocked, goes to the emergency department", () => {
    expect(level(41, "male", ["nosebleed", "wound_bleeding_heavy", "dizziness"])).toBe("emergency");
    expect(level(40, "male", ["recent_tooth_extraction", "wound_bleeding_heavy", "known_bleeding_disorder"])).toBe(
      "emergency",
    );
  });

  it("calls the ambulance when the bleeding comes with fainting, cold clammy skin or paleness", () => {
    for (const sign of ["fainting", "cold_clammy", "pale"])
      expect(level(41, "male", ["nosebleed", "wound_bleeding_heavy", sign]), sign).toBe("emergency_ambulance");
  });

  it("peeling skin with mouth sores after a new medicine goes to the emergency department", () => {
    expect(level(30, "female", ["skin_peeling", "mouth_ulcers", "new_medicine"])).toBe("emergency");
    expect(level(30, "female", ["skin_peeling", "mouth_ulcers", "new_medicine", "unconscious"])).toBe(
      "emergency_ambulance",
    );
  });
});

describe("a red flag read in its benign, sourced form", () => {
  it("aching, weak thighs on a statin are reviewed with the doctor; with dark urine or numbness they are not", () => {
    const statin = ["on_statin", "thigh_pain", "leg_weakness_both"];
    expect(isEmergency(level(44, "male", statin))).toBe(false);
    expect(isEmergency(level(44, "male", [...statin, "dark_urine"]))).toBe(true);
    expect(isEmergency(level(44, "male", [...statin, "numbness"]))).toBe(true);
    expect(isEmergency(level(44, "male", ["thigh_pain", "leg_weakness_both"]))).toBe(true);
  });

  it("skin peeling where itchy blisters were, without mouth sores or fever, is not Stevens-Johnson syndrome", () => {
    const pompholyx = ["itching", "blisters", "skin_peeling"];
    const flags = (has: string[], hasNot: string[] = []) =>
      triage({ age: 25, sex: "female", evidence: ev(has, hasNot) }).red_flags.map((f) => f.id);
    expect(flags(pompholyx, ["mouth_ulcers", "fever", "new_medicine"])).not.toContain("skin_peeling");
    // Unasked mouth sores keep the danger sign; so does a new medicine.
    expect(flags(pompholyx)).toContain("skin_peeling");
    expect(flags([...pompholyx, "new_medicine"], ["mouth_ulcers", "fever"])).toContain("skin_peeling");
  });
});
