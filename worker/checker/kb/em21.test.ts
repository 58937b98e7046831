// Emergency round 21 of issue 10 (ck-em21): what a user would notice — a fever is asked where the infection is (an
// eye, the face, behind the ear, the skin, a loin, a breast, an abortion, a tampon) and the site with the fever
// triages right; a head injury is asked NICE NG232's signs, and a bump without them is not sent to the emergency
// department; paleness is asked how bad it is; a necrotising infection of a cut leg in a diabetic is named.
import { describe, expect, it } from "vitest";
import { diagnose } from "../engine.ts";
import { askedUntilStop, ev, isEmergency, levelOfIds, topFinding } from "../testing.ts";

describe("where is the infection (NICE NG51, NICE NG143)", () => {
  it("a fever is asked about the sites told only in passing", () => {
    const asked = askedUntilStop(30, "female", ["fever"]);
    for (const id of [
      "eyelid_swelling",
      "swollen_face",
      "behind_ear_swelling",
      "cellulitis_skin",
      "flank_pain",
      "breast_red_hot",
      "recent_abortion",
      "tampon_use",
    ])
      expect(asked).toContain(id);
  }, 60_000);
  it("a child's fever is asked about the eye, face and ear but not about tampons or abortion", () => {
    const asked = askedUntilStop(4, "female", ["fever"]);
    expect(asked).toContain("eyelid_swelling");
    expect(asked).toContain("behind_ear_swelling");
    expect(asked).not.toContain("tampon_use");
    expect(asked).not.toContain("recent_abortion");
  }, 60_000);
  it("a swollen eyelid with fever goes on to pain moving the eye, and that is an emergency", () => {
    expect(askedUntilStop(7, "male", ["fever", "eyelid_swelling"])).toContain("eye_pain_movement");
    expect(isEmergency(levelOfIds(7, "male", ["fever", "eyelid_swelling", "eye_pain_movement"]))).toBe(true);
  }, 60_000);
  it("a swollen face is asked about a tooth; a toothache with the face swollen and fever is an emergency", () => {
    expect(askedUntilStop(26, "male", ["swollen_face"])).toContain("toothache");
    expect(isEmergency(levelOfIds(26, "male", ["fever", "swollen_face", "toothache"]))).toBe(true);
  }, 60_000);
  it("a tampon user is asked about a rash and feeling faint; with fever and a rash it is an emergency", () => {
    expect(askedUntilStop(19, "female", ["tampon_use"])).toContain("rash");
    expect(isEmergency(levelOfIds(19, "female", ["fever", "tampon_use", "rash"]))).toBe(true);
  }, 60_000);
  it("fever after an abortion, or a swelling behind the ear, is an emergency; a red breast alone is not", () => {
    expect(isEmergency(levelOfIds(24, "female", ["fever", "recent_abortion"]))).toBe(true);
    expect(isEmergency(levelOfIds(3, "male", ["fever", "behind_ear_swelling"]))).toBe(true);
    expect(isEmergency(levelOfIds(27, "female", ["fever", "breast_red_hot"]))).toBe(false);
  });
});

describe("head injury (NICE NG232)", () => {
  it("reads amnesia, skull-fracture signs and being thrown from a vehicle in a person's words", () => {
    expect(topFinding("he doesn't remember what happened")).toBe("head_injury_amnesia");
    expect(topFinding("clear fluid from his ear")).toBe("skull_fracture_signs");
    expect(topFinding("she was thrown off the okada")).toBe("head_injury_high_energy");
  });
  it("a bump to the head is asked the NG232 signs", () => {
    const asked = askedUntilStop(30, "male", ["head_injury"]);
    for (const id of [
      "vomiting",
      "head_injury_amnesia",
      "skull_fracture_signs",
      "seizure",
      "known_bleeding_disorder",
      "head_injury_high_energy",
      "weakness_one_side",
      "knocked_out",
    ])
      expect(asked).toContain(id);
    expect(askedUntilStop(2, "female", ["head_injury"])).toContain("irritable_child");
  }, 60_000);
  it("each NG232 sign with a head injury is an emergency", () => {
    for (const sign of ["head_injury_amnesia", "skull_fracture_signs", "head_injury_high_energy"])
      expect(isEmergency(levelOfIds(30, "male", ["head_injury", sign]))).toBe(true);
    expect(isEmergency(levelOfIds(2, "female", ["head_injury", "irritable_child"]))).toBe(true);
  });
  it("a bump with none of them is not sent to the emergency department", () => {
    expect(isEmergency(levelOfIds(30, "male", ["head_injury", "bruising"]))).toBe(false);
    expect(isEmergency(levelOfIds(8, "male", ["head_injury"]))).toBe(false);
  });
});

describe("how bad is the anaemia (WHO, BSH, NICE CKS Anaemia)", () => {
  it("paleness is asked about breathlessness at rest, fainting and chest pain", () => {
    const asked = askedUntilStop(21, "female", ["pale"]);
    for (const id of ["sob_rest", "fainting", "chest_pain"]) expect(asked).toContain(id);
  }, 60_000);
  it("pale and faint in someone breathless or with sickle cell is an emergency; a pale faint alone is not", () => {
    expect(isEmergency(levelOfIds(21, "female", ["pale", "fainting", "sob"]))).toBe(true);
    expect(isEmergency(levelOfIds(15, "male", ["severe_pallor", "fainting", "known_sickle"]))).toBe(true);
    expect(isEmergency(levelOfIds(17, "female", ["pale", "fainting"]))).toBe(false);
  });
});

describe("site of a necrotising infection (StatPearls Necrotizing Fasciitis, CDC DGI)", () => {
  it("a diabetic's cut leg with pain out of proportion is necrotising fasciitis, not Fournier's gangrene", () => {
    const d = diagnose({
      age: 42,
      sex: "male",
      evidence: ev(["known_diabetes", "wound", "spreading_severe_skin_pain", "tight_limb_pain", "fever"]),
    });
    expect(d.conditions[0]?.id).toBe("necrotising_fasciitis");
  });
  it("joint pains with a few pus spots after unprotected sex bring disseminated gonorrhoea into the top three", () => {
    const d = diagnose({
      age: 23,
      sex: "female",
      evidence: ev([
        "joint_pain",
        "joint_swelling",
        "fever",
        "skin_pustules_few",
        "unprotected_sex",
        "vaginal_discharge",
      ]),
    });
    expect(
      d.conditions
        .slice(0, 3)
        .map((c) => c.id)
        .includes("gonococcal_arthritis"),
    ).toBe(true);
  });
});
