// False-alarm round 21 (ck-fa21): common illnesses that guidelines manage at home go home, and the at-risk form next
// to each still goes to a doctor (or an emergency). Lay words that were read as another finding. Wordings are our
// own, not the vignettes'.
import { describe, expect, it } from "vitest";
import { diagnose, parseText } from "../index.ts";
import { RANK } from "../triage.ts";
import { ev, isEmergency, levelOfIds as level } from "../testing.ts";

import type { TriageLevel } from "../types.ts";

const atLeast = (l: TriageLevel, floor: TriageLevel) => RANK[l] >= RANK[floor];
const parsed = (text: string) => parseText(text).map((m) => `${m.id}${m.choice === "present" ? "+" : "-"}`);

describe("chickenpox: a healthy child at home, the at-risk forms to a clinician (NICE CKS Chickenpox)", () => {
  const pox = ["chickenpox_rash", "blisters", "itching", "fever"];
  const well = ["sob", "drowsiness", "unable_to_drink", "rash_nonblanching"];

  it("a school child with itchy blisters and a mild fever is self care, and chickenpox leads", () => {
    expect(level(6, "male", pox, well)).toBe("self_care");
    expect(diagnose({ age: 6, sex: "male", evidence: ev(pox, well) }).conditions[0]?.id).toBe("chickenpox");
  });

  it("a teenager of 14 or more, or an adult, sees a doctor (antivirals within 24 hours)", () => {
    expect(level(17, "female", pox, well)).toBe("consultation");
    expect(level(30, "male", pox, well)).toBe("consultation");
  });

  it("pregnancy, HIV, chemotherapy or steroid tablets, and a newborn, are seen the same day", () => {
    for (const risk of ["pregnant", "hiv_positive", "on_chemotherapy", "steroid_use"])
      expect(atLeast(level(24, "female", [...pox, risk], well), "consultation_24"), risk).toBe(true);
    expect(atLeast(level(0.05, "female", ["chickenpox_rash", "blisters"], well), "consultation_24")).toBe(true);
  });

  it("stays an emergency when breathing is hard or the skin around a spot becomes very painful and spreads", () => {
    expect(isEmergency(level(6, "male", [...pox, "sob_rest"]))).toBe(true);
    expect(isEmergency(level(6, "male", [...pox, "spreading_severe_skin_pain"]))).toBe(true);
    expect(isEmergency(level(6, "male", [...pox, "drowsiness"]))).toBe(true);
  });
});

describe("bronchiolitis: a baby who feeds and breathes well is cared for at home (NICE NG9)", () => {
  const cold = ["runny_nose", "cough", "wheeze", "thriving"];
  const fine = ["fever", "poor_feeding", "fast_breathing", "chest_indrawing", "apnoea", "grunting", "cyanosis"];

  it("a 6-month-old with a cold, a cough and a slight wheeze, feeding well, is self care", () => {
    expect(level(0.5, "female", cold, fine)).toBe("self_care");
  });

  it("under 3 months, feeding less, breathing fast or with a heart condition: seen the same day", () => {
    expect(atLeast(level(0.15, "female", cold, fine), "consultation_24")).toBe(true);
    expect(
      atLeast(
        level(
          0.5,
          "male",
          [...cold.filter((x) => x !== "thriving"), "poor_feeding"],
          fine.filter((x) => x !== "poor_feeding"),
        ),
        "consultation_24",
      ),
    ).toBe(true);
    expect(
      atLeast(
        level(
          0.5,
          "male",
          [...cold, "fast_breathing"],
          fine.filter((x) => x !== "fast_breathing"),
        ),
        "consultation_24",
      ),
    ).toBe(true);
    expect(atLeast(level(0.7, "female", [...cold, "known_heart_disease"], fine), "consultation_24")).toBe(true);
  });

  it("stays an emergency with chest indrawing, pauses in breathing, grunting or blue lips", () => {
    for (const sign of ["chest_indrawing", "apnoea", "grunting", "cyanosis"])
      expect(
        isEmergency(
          level(
            0.5,
            "female",
            [...cold, sign],
            fine.filter((x) => x !== sign),
          ),
        ),
        sign,
      ).toBe(true);
  });

  it("a wheeze from the age of 1 still needs assessment (possible asthma, NICE NG245)", () => {
    expect(atLeast(level(3, "male", ["wheeze", "cough"], ["fever", "fast_breathing"]), "consultation")).toBe(true);
    expect(atLeast(level(20, "female", ["wheeze", "chest_tightness"], ["sob_rest"]), "consultation")).toBe(true);
  });
});

describe("a single boil is self care; fever, spreading redness, diabetes or recurrence see a doctor (NICE CKS Boils)", () => {
  it("one painful boil and nothing else is self care", () => {
    expect(level(22, "male", ["boil"])).toBe("self_care");
  });

  it("with fever, spreading redness, diabetes, HIV or boils that keep coming back, a clinician sees it", () => {
    for (const sign of ["fever", "cellulitis_skin", "known_diabetes", "hiv_positive", "recurrent_armpit_boils"])
      expect(atLeast(level(22, "male", ["boil", sign]), "consultation"), sign).toBe(true);
  });

  it("stays an emergency when the skin becomes very painful and dark and spreads fast", () => {
    expect(isEmergency(level(40, "male", ["boil", "spreading_severe_skin_pain", "known_diabetes"]))).toBe(true);
  });
});

describe("vision going dark just before a faint is the faint's warning, not sudden blindness (NICE CG109, ESC 2018)", () => {
  it("a faint after standing in the heat with the eyes going dark first is a doctor's visit, not an ambulance", () => {
    expect(level(19, "female", ["fainting", "vision_loss", "sweating"])).toBe("consultation");
    expect(level(23, "male", ["fainting", "vision_loss"], ["chest_pain", "palpitations"])).toBe("consultation");
  });

  it("sudden loss of sight without a faint, or with a stroke, heart or eye sign, stays an ambulance", () => {
    expect(level(30, "female", ["vision_loss"])).toBe("emergency_ambulance");
    for (const sign of ["weakness_one_side", "chest_pain", "eye_pain", "headache_sudden", "palpitations"])
      expect(isEmergency(level(30, "male", ["fainting", "vision_loss", sign])), sign).toBe(true);
  });

  it("the eyes going dark is read from the words of a faint", () => {
    expect(parsed("I was standing for long in the sun, everything went dark and I fainted")).toContain("fainting+");
  });
});

describe("lay words read as another finding", () => {
  it("a baby still wetting nappies passes urine well; dry nappies are scanty urine", () => {
    expect(parsed("she is breastfeeding fine and still wetting her nappies")).toContain("baby_wet_nappies+");
    expect(parsed("she is breastfeeding fine and still wetting her nappies")).not.toContain("oliguria+");
    expect(parsed("my baby is not wetting nappies since morning")).toContain("oliguria+");
    expect(parsed("his nappies are dry")).toContain("oliguria+");
  });

  it("a yellow head on a lump is a boil, not an infected nail fold", () => {
    expect(parsed("a sore lump on my buttock with a yellow head")).toContain("boil+");
    expect(parsed("a sore lump on my buttock with a yellow head")).not.toContain("nail_fold_swelling+");
    expect(parsed("there is a yellow head beside the nail")).toContain("nail_fold_swelling+");
  });

  it("'again' and a single vomit is not vomiting again and again", () => {
    expect(parsed("the one-sided headache is back again and I threw up")).not.toContain("vomiting_persistent+");
    expect(parsed("the headache came again and she vomited")).not.toContain("vomiting_persistent+");
    expect(parsed("he has been vomiting again and again since noon")).toContain("vomiting_persistent+");
    expect(parsed("my pain dey worse hour by hour")).toContain("pain_worsening_hours+");
  });

  it("tingling fingers are pins and needles, and a burning after spicy food is pain after eating", () => {
    expect(parsed("my fingers were tingling and my heart was racing")).toContain("numbness+");
    expect(parsed("my fingers were tingling and my heart was racing")).not.toContain("little_finger_numb+");
    expect(parsed("my upper belly burns after spicy food")).toContain("pain_after_food+");
  });
});
