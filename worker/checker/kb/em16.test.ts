// Emergency round 16 of issue 10 (ck-em16): danger signs told in lay words (a parent's "warm body", white inner
// eyelids, a heart too fast to count, talking to people nobody sees, a shadow rising over the sight, sores like
// small holes on eczema), each tested from words of our own, and the everyday words that had been read as danger
// signs (sleeping well, drinking again, "no dey breathe hard", a blood result, a child's age said as "of 3 years").
import { describe, expect, it } from "vitest";

import {
  isEmergency,
  ev,
  levelOfText as levelOf,
  playAsEvaluator,
  presentIn,
  top3,
  topFinding as found,
} from "../testing.ts";

describe("a parent's 'warm body' is a fever (NICE NG143: a parent's report of fever counts)", () => {
  it("reads a warm body as fever, and a young infant's warm body as an emergency", () => {
    expect(found("his body is warm")).toBe("fever");
    expect(presentIn("my baby of 7 weeks is warm since yesterday and feeding poorly")).toContain("fever");
    expect(isEmergency(levelOf(0.12, "male", "my 7 week old baby has a warm body and is feeding less"))).toBe(true);
  });
  it("keeps a warm, playful 4-year-old with a runny nose out of the emergency", () => {
    const { level } = playAsEvaluator(
      4,
      "female",
      "She has a runny nose and her body is a bit warm, but she is playing",
      ["runny nose", "warm body", "still playing", "sleeping well"],
    );
    expect(isEmergency(level)).toBe(false);
  });
});

describe("a child's age said as 'a boy of 3 years' is not how long the illness has lasted", () => {
  it("does not read a short cough as a chronic one, or a baby's age as a long fever", () => {
    expect(presentIn("my girl of 4 years has a cough since Sunday")).not.toContain("cough_chronic");
    expect(presentIn("my son of 2 months has fever")).not.toContain("fever_long");
    expect(presentIn("I have had a cough of 4 weeks")).toContain("cough_chronic");
  });
});

describe("severe pallor told as white palms or inner eyelids (WHO IMCI / ETAT)", () => {
  it("reads white inner eyelids and paper-white palms as severe pallor", () => {
    expect(found("the inside of her eyelids is white")).toBe("severe_pallor");
    expect(presentIn("his palms are white like paper and he breathes fast")).toContain("severe_pallor");
  });
  it("calls severe pallor with fast breathing in a child an emergency", () => {
    expect(isEmergency(levelOf(3, "male", "inside of his eyelids white and he is breathing fast"))).toBe(true);
  });
  it("keeps 'very pale' inner eyelids as paleness, not the almost-white severe pallor", () => {
    expect(presentIn("my inner eyelids look very pale and I am tired")).not.toContain("severe_pallor");
  });
  it("does not read a blood result as severe pallor", () => {
    expect(found("the lab said my blood level was low")).not.toBe("severe_pallor");
  });
});

describe("a heart too fast to count (Resuscitation Council UK tachycardia, NICE CKS Palpitations)", () => {
  it("reads the words as a heartbeat too fast to count", () => {
    expect(found("her heart was beating too fast to count")).toBe("heart_too_fast_to_count");
  });
  it("calls it with paleness or sweating an emergency and names SVT", () => {
    const text = "suddenly his heart is beating too fast to count, he is pale and sweating";
    expect(isEmergency(levelOf(10, "male", text))).toBe(true);
    expect(top3({ age: 10, sex: "male", evidence: ev(presentIn(text)) })).toContain("svt");
  });
});

describe("postpartum psychosis told by what she does (NICE CG192, RCOG)", () => {
  it("reads talking to unseen people as hallucinations and a belief about the baby as a delusion", () => {
    expect(found("she keeps talking to people nobody can see")).toBe("hallucinations");
    expect(found("she says the baby is evil")).toBe("delusions");
  });
  it("calls them after a recent birth an emergency", () => {
    expect(
      isEmergency(
        levelOf(27, "female", "she says the baby was swapped and is talking to people who are not there", [
          "recent_delivery",
        ]),
      ),
    ).toBe(true);
  });
  it("keeps a mother's 'the baby is moving well' out of delusions and reduced movements", () => {
    expect(presentIn("I am 33 weeks and the baby is moving well")).not.toContain("delusions");
    expect(presentIn("I am 33 weeks and the baby is moving well")).not.toContain("reduced_fetal_movements");
  });
});

describe("retinal detachment told as a shadow and a shower of dots (NICE CKS Retinal detachment)", () => {
  it("reads a rising shadow as a curtain over the sight, and pepper-like dots as floaters", () => {
    expect(found("a dark shadow coming up from the bottom of my eye")).toBe("curtain_vision");
    expect(found("I see black dots like pepper")).toBe("floaters");
  });
  it("calls the shadow an emergency even when the person also gets migraines", () => {
    const text =
      "I get migraines. Since this morning I see flashes and lots of black dots, and a dark shadow coming down over my right eye";
    expect(isEmergency(levelOf(40, "male", text))).toBe(true);
  });
  it("sends new flashes with new floaters to an eye doctor within 24 hours", () => {
    const l = levelOf(50, "female", "new flashing lights and new floaters in my left eye");
    expect(["consultation_24", "emergency", "emergency_ambulance"]).toContain(l);
  });
});

describe("eczema herpeticum told as sores like small holes (NICE CKS Atopic eczema)", () => {
  it("reads the sores and calls them on eczema with a fever an emergency", () => {
    expect(found("sores like small holes on his eczema")).toBe("punched_out_sores");
    const text =
      "my son has eczema and now sores like small holes with water are spreading on his cheeks, and he is hot";
    expect(isEmergency(levelOf(3, "male", text))).toBe(true);
  });
  it("does not read sores on the neck as neck pain", () => {
    expect(presentIn("painful sores spreading on her face and neck")).not.toContain("neck_pain");
    expect(presentIn("my neck is painful")).toContain("neck_pain");
  });
});

describe("everyday words that are not danger signs", () => {
  it("does not read a child sleeping well as drowsy", () => {
    expect(found("she is sleeping well")).not.toBe("drowsiness");
    expect(found("he is very sleepy and hard to wake")).toBe("drowsiness");
  });
  it("does not read a child drinking and eating again as alcohol", () => {
    const ids = presentIn("since morning he's drinking and he asked for food");
    expect(ids).not.toContain("morning_drinking");
    expect(ids).not.toContain("drunk_now");
    expect(presentIn("he has been drinking gin since morning")).not.toHaveLength(0);
  });
  it("does not read 'no dey breathe hard' as not breathing", () => {
    expect(presentIn("body hot small, she no dey breathe hard")).not.toContain("not_breathing");
    expect(presentIn("he is not breathing")).toContain("not_breathing");
  });
});

describe("late pregnancy told by months, abruption told as a womb hard like stone (RCOG Green-top 63)", () => {
  it("reads a womb hard like a stone as a rigid belly, not a hard eye", () => {
    expect(found("her womb is hard like a stone")).toBe("rigid_abdomen");
    expect(found("my eye is hard like stone")).toBe("eye_hard");
  });
  it("offers the months of a pregnancy beside 'pregnant', so a woman 8 months gone is not read as not pregnant", () => {
    const { result, level } = playAsEvaluator(29, "female", "My tummy started paining me badly and it is hard", [
      "eight months pregnant",
      "constant severe belly pain",
      "womb hard like a stone",
      "some bleeding from the vagina",
    ]);
    expect(result.conditions.slice(0, 3).map((c) => c.id)).toContain("antepartum_haemorrhage");
    expect(isEmergency(level)).toBe(true);
  });
});

describe("adrenal crisis and mastoiditis rows (NICE CKS Addison's disease, NICE CKS Otitis media)", () => {
  it("names an adrenal crisis after steroids stopped, with vomiting and dizziness on standing", () => {
    const top = top3({
      age: 30,
      sex: "male",
      evidence: ev(["steroid_use", "vomiting", "dizzy_standing", "abdominal_pain", "fatigue", "confusion"]),
    });
    expect(top).toContain("adrenal_crisis");
  });
  it("names mastoiditis in a feverish, irritable toddler with a swelling behind the ear", () => {
    expect(
      top3({ age: 2, sex: "female", evidence: ev(["behind_ear_swelling", "fever", "irritable_child"]) }),
    ).toContain("mastoiditis");
  });
});

describe("how far a pregnancy has gone, told in weeks or months (NICE NG133, NICE NG126)", () => {
  it("reads 20 weeks or 5 months and more as late pregnancy, under 12 weeks as early, between as pregnant", () => {
    expect(presentIn("I am 8 months pregnant")).toContain("pregnant_late");
    expect(found("pregnant 33 weeks")).toBe("pregnant_late");
    expect(presentIn("I be 6 months gone and my legs are swelling")).toContain("pregnant_late");
    expect(presentIn("I am 7 weeks pregnant and bleeding")).toContain("pregnant_early");
    expect(presentIn("I am 15 weeks pregnant")).toContain("pregnant");
    expect(presentIn("I am 15 weeks pregnant")).not.toContain("pregnant_late");
  });
  it("keeps pre-eclampsia first in late pregnancy with a headache, swelling and flashing lights", () => {
    const text = "I am 34 weeks pregnant with a bad headache, swollen face and flashing lights";
    expect(top3({ age: 27, sex: "female", evidence: ev(presentIn(text)) })).toContain("pre_eclampsia");
  });
});
