// False-alarm round 22 (ck-fa22): harmless things people say that were read as a graver finding, a treated mild hypo,
// and low mood after a birth, each next to the real danger that must still escalate. Wordings are our own, not the
// vignettes'.
import { describe, expect, it } from "vitest";
import { diagnose, parseText } from "../index.ts";
import { RANK } from "../triage.ts";
import { ev, isEmergency, levelOfIds as level, playAsEvaluator, topFinding } from "../testing.ts";

import type { TriageLevel } from "../types.ts";

const atLeast = (l: TriageLevel, floor: TriageLevel) => RANK[l] >= RANK[floor];
const present = (text: string) =>
  parseText(text)
    .filter((m) => m.choice === "present")
    .map((m) => m.id);
const lead = (age: number, sex: "male" | "female", has: string[], hasNot: string[] = []) =>
  diagnose({ age, sex, evidence: ev(has, hasNot) }).conditions[0]?.id;

describe("a nosebleed that pressure stopped is first aid that worked (NICE CKS Epistaxis)", () => {
  it("pinching that stopped the bleed is not a bleed going on despite pressure", () => {
    for (const t of [
      "we squeezed the soft part of her nose and it stopped",
      "the bleeding stopped once I pinched my nose",
      "I held his nose for ten minutes and it stopped bleeding",
    ]) {
      expect(present(t), t).not.toContain("nosebleed_prolonged");
      expect(present(t), t).not.toContain("bleeding_unusual");
      expect(topFinding(t), t).not.toBe("nosebleed_prolonged");
    }
  });

  it("a bleed that pinching did not stop stays the danger sign", () => {
    for (const t of [
      "I pinched my nose for fifteen minutes and it is still bleeding",
      "still bleeding after pinching for twenty minutes",
      "the nosebleed won't stop even when I press it",
    ])
      expect([...present(t), topFinding(t)], t).toContain("nosebleed_prolonged");
    expect(isEmergency(level(9, "female", ["nosebleed", "nosebleed_prolonged"]))).toBe(true);
  });

  it("a child's nosebleed from picking, stopped, is home care; picking is a named cause", () => {
    expect(topFinding("she keeps picking her nose")).toBe("nose_picking");
    const r = playAsEvaluator(7, "female", "Her nose bled at school, the teacher pinched it and it stopped.", [
      "nose bleeding",
      "she keeps picking her nose",
    ]);
    expect(r.level).toBe("self_care");
    expect(r.result.conditions[0]?.id).toBe("epistaxis");
  });
});

describe("ordinary sleep is not drowsiness (WHO IMCI lethargy: unusually sleepy, hard to wake)", () => {
  it("sleeping at the baby's times or at night is not the danger sign", () => {
    for (const t of ["I nap whenever my baby naps", "I sleep when my newborn sleeps", "he sleeps at night"])
      expect([...present(t), topFinding(t)], t).not.toContain("drowsiness");
  });

  it("a child who keeps sleeping or cannot be woken stays drowsy, and an emergency", () => {
    for (const t of ["he is sleeping all day and hard to wake", "my son sleeps when I shake him, he no wake well"])
      expect([...present(t), topFinding(t)], t).toContain("drowsiness");
    expect(isEmergency(level(2, "male", ["fever", "drowsiness"]))).toBe(true);
  });
});

describe("one-sided lower belly pain is not sudden unless told so (NICE CKS Acute pelvic pain)", () => {
  it("a dull pain low on one side is lower belly pain, and ovulation pain mid-cycle is home care", () => {
    for (const t of ["dull ache on one side of my lower tummy", "pain on the left side of my lower belly"])
      expect([...present(t), topFinding(t)], t).not.toContain("lower_pain_sudden");
    expect(topFinding("I get it around ovulation each month")).toBe("midcycle_pain");
    expect(level(22, "female", ["lower_abdominal_pain", "midcycle_pain"], ["lower_pain_sudden", "vomiting"])).toBe(
      "self_care",
    );
    expect(lead(22, "female", ["lower_abdominal_pain", "midcycle_pain"], ["lower_pain_sudden"])).toBe("mittelschmerz");
  });

  it("a sudden one-sided pain stays the torsion sign and an emergency with vomiting", () => {
    for (const t of ["a sudden pain on the right side of my lower belly", "all of a sudden pain low on one side"])
      expect([...present(t), topFinding(t)], t).toContain("lower_pain_sudden");
    expect(isEmergency(level(14, "female", ["lower_pain_sudden", "vomiting"]))).toBe(true);
  });
});

describe("heat rash is not a non-blanching rash (NHS Heat rash; NICE NG143, NG240)", () => {
  it("tiny red spots where a baby sweats are heat rash, cared for at home", () => {
    for (const t of ["small red spots on the back of her neck", "tiny red spots on his back from the heat"])
      expect([...present(t), topFinding(t)], t).not.toContain("rash_nonblanching");
    expect(topFinding("tiny red spots on her neck")).toBe("heat_rash");
    expect(level(0.6, "male", ["heat_rash", "sweating", "thriving"], ["fever", "rash_nonblanching"])).toBe("self_care");
  });

  it("spots on the legs or all over, purple spots, spots that don't fade, or spots with fever stay petechiae", () => {
    for (const t of [
      "tiny red spots on his legs",
      "tiny red spots all over her body",
      "red spots on the neck that don't fade when pressed",
      "purple spots on her back",
      "high fever and tiny red spots on his chest",
    ])
      expect([...present(t), topFinding(t)], t).toContain("rash_nonblanching");
  });

  it("a non-blanching rash with fever in a baby stays an ambulance", () => {
    expect(level(0.6, "female", ["rash_nonblanching", "fever"])).toBe("emergency_ambulance");
  });
});

describe("a mild hypo already treated and over is self care (NICE NG17, ISPAD 2022)", () => {
  const hypo = ["known_diabetes", "uses_insulin", "tremor", "sweating", "hunger"];
  const severe = ["confusion", "seizure", "unconscious", "drowsiness"];

  it("shaky and sweaty, better after sugar, is self care and the treated hypo leads", () => {
    expect(present("I had a sweet drink and felt better")).toContain("hypo_self_treated");
    expect(topFinding("better after taking glucose")).toBe("hypo_self_treated");
    expect(level(19, "male", [...hypo, "hypo_self_treated"], severe)).toBe("self_care");
    expect(lead(19, "male", [...hypo, "hypo_self_treated"], severe)).toBe("hypoglycaemia_mild_treated");
  });

  it("a hypo not yet treated, or one with confusion or a fit, stays an emergency", () => {
    expect(isEmergency(level(19, "male", hypo, ["hypo_self_treated"]))).toBe(true);
    expect(isEmergency(level(19, "male", [...hypo, "hypo_self_treated", "confusion"]))).toBe(true);
    expect(isEmergency(level(19, "male", [...hypo, "hypo_self_treated", "seizure"]))).toBe(true);
  });

  it("on glibenclamide it is seen the same day (the low can come back); without diabetes, by a doctor", () => {
    expect(
      atLeast(
        level(40, "female", ["known_diabetes", "sulfonylurea_use", "sweating", "hypo_self_treated"], severe),
        "consultation_24",
      ),
    ).toBe(true);
    expect(atLeast(level(25, "female", ["sweating", "tremor", "hypo_self_treated"], severe), "consultation")).toBe(
      true,
    );
  });
});

describe("low mood days after a birth is seen by a clinician, not an emergency, unless harm or voices (NICE CG192)", () => {
  const postnatal = ["recent_delivery", "low_mood", "worry"];
  const danger = ["suicidal", "thoughts_harm_baby", "hallucinations", "delusions"];

  it("tearful and worried after the birth, sleeping when the baby sleeps, is not an emergency", () => {
    expect(present("I sleep whenever the baby sleeps")).not.toContain("drowsiness");
    expect(isEmergency(level(27, "female", postnatal, ["anhedonia", ...danger]))).toBe(false);
  });

  it("thoughts of harming herself or the baby, or hearing voices, stay emergencies", () => {
    for (const d of ["suicidal", "thoughts_harm_baby", "hallucinations"])
      expect(isEmergency(level(27, "female", [...postnatal, d])), d).toBe(true);
  });
});

describe("everyday words read as danger signs (fa22)", () => {
  it("eyes stinging after a swim in a chlorinated pool are not a chemical splash; acid or bleach in the eye is", () => {
    for (const t of ["my eyes burn like chemical after the swimming pool", "red stinging eyes from the pool water"])
      expect([...present(t), topFinding(t)], t).not.toContain("chemical_eye");
    for (const t of ["bleach splashed into her eye", "battery acid went in my eye"])
      expect([...present(t), topFinding(t)], t).toContain("chemical_eye");
  });

  it("cannot wake up in time for school or work is oversleeping; a child who cannot be woken is unconscious", () => {
    for (const t of ["I can't wake up for lectures in the morning", "he no fit wake for school"])
      expect([...present(t), topFinding(t)], t).not.toContain("unconscious");
    for (const t of ["we cannot wake him, he is not responding", "she won't wake up even when I shake her"])
      expect([...present(t), topFinding(t)], t).toContain("unconscious");
  });

  it("breathless climbing stairs is on effort; breathless sitting still or walking a few steps stays the danger sign", () => {
    for (const t of ["I breathe hard when I climb the stairs to my hostel", "my breath dey cut when I climb staircase"])
      expect(present(t), t).not.toContain("sob_rest");
    expect(present("I am breathless even when sitting still")).toContain("sob_rest");
  });

  it("gums that bleed when brushing are gum disease; bleeding gums with a nosebleed or bruises stay unexplained bleeding", () => {
    for (const t of ["small blood comes from my gums when I brush", "my gum dey bleed when I brush am"]) {
      expect(present(t), t).not.toContain("bleeding_unusual");
      expect(level(26, "male", present(t))).not.toBe("emergency");
    }
    expect(present("bleeding from her gums and her nose")).toContain("bleeding_unusual");
  });

  it("a testicle that hangs lower is not a hanging", () => {
    expect(present("one of my testicles hangs lower than the other")).not.toContain("hanging");
    expect(present("we found him hanging in his room")).toContain("hanging");
  });

  it("sleeping poorly is insomnia, not drowsiness", () => {
    expect([...present("I have been sleeping poorly"), topFinding("sleeping poorly")]).not.toContain("drowsiness");
    expect(topFinding("sleeping poorly")).toBe("insomnia");
  });
});

describe("sleeping a lot with low mood is a symptom of depression (NICE NG222)", () => {
  it("a young adult with low mood, no interest and sleeping a lot sees a doctor, not the emergency department", () => {
    expect(level(23, "female", ["low_mood", "anhedonia", "drowsiness", "fatigue"], ["suicidal"])).toBe("consultation");
  });

  it("the same sleepiness with a fever, after tablets or drink, in diabetes, or with thoughts of suicide stays an emergency", () => {
    for (const x of ["fever", "sedative_overdose", "drunk_now", "uses_insulin", "suicidal", "head_injury"])
      expect(isEmergency(level(23, "female", ["low_mood", "anhedonia", "drowsiness", x])), x).toBe(true);
  });

  it("a sleepy child without low mood stays an emergency", () => {
    expect(isEmergency(level(3, "male", ["drowsiness", "fever"]))).toBe(true);
    expect(isEmergency(level(8, "female", ["drowsiness"]))).toBe(true);
  });
});

describe("more everyday words that were danger signs (fa22)", () => {
  it("Pidgin water coming from an eye or a wound, or drink coming back up, is not the waters breaking", () => {
    expect(present("my baby poked my eye, e dey pain me and water dey comot")).not.toContain("waters_broken");
    expect(
      present("I dey pregnant 3 months, anything I drink e dey come back, even water dey come back"),
    ).not.toContain("waters_broken");
    expect(present("I dey pregnant 8 months and water dey comot from my private part")).toContain("waters_broken");
    expect(present("my belle don reach nine months and water dey comot")).toContain("waters_broken");
  });

  it("how often something happens is not vomiting everything", () => {
    expect([...present("it has happened many times this year"), topFinding("several times this year")]).not.toContain(
      "vomiting_persistent",
    );
    expect(topFinding("she throws up everything she eats")).toBe("vomiting_persistent");
  });

  it("pain or a bend with an erection is not priapism; an erection for hours is", () => {
    for (const t of ["it hurts during an erection", "my penis bends to one side when it stands"])
      expect([...present(t), topFinding(t)], t).not.toContain("priapism");
    expect(topFinding("erection for hours that will not go down")).toBe("priapism");
  });

  it("a stiff, clicking jaw in the morning is the jaw joint; a stiff jaw after a wound stays lockjaw", () => {
    expect([
      ...present("my jaw feels stiff in the mornings"),
      topFinding("jaw stiff when I wake in the morning"),
    ]).not.toContain("lockjaw");
    expect(present("after he stepped on a rusty nail his jaw is stiff and he cannot open his mouth")).toContain(
      "lockjaw",
    );
  });

  it("one leg that will not lift after a knee injury is not weakness of both legs", () => {
    expect([
      ...present("he can't lift his right leg straight"),
      topFinding("cannot lift the straight leg"),
    ]).not.toContain("leg_weakness_both");
    expect(topFinding("both legs weak")).toBe("leg_weakness_both");
  });
});

describe("a knee injury after which the leg cannot be straightened is seen the same day (NICE CKS Knee pain)", () => {
  it("the knee gave way with a pop and the leg will not straighten: within 24 hours, not an ambulance", () => {
    expect(level(40, "male", ["knee_injury", "cannot_straighten_leg", "joint_pain"], ["leg_weakness_both"])).toBe(
      "consultation_24",
    );
  });
  it("a twisted knee that straightens is not raised by it", () => {
    expect(atLeast(level(40, "male", ["knee_injury", "joint_pain"]), "consultation_24")).toBe(false);
  });
});

describe("a tight foreskin in a young man is seen by a GP (NICE CKS Balanitis)", () => {
  it("a 20-year-old whose foreskin will not pull back sees a doctor; a 4-year-old's is normal", () => {
    expect(level(20, "male", ["foreskin_tight", "foreskin_balloons"], ["fever", "foreskin_stuck"])).toBe(
      "consultation",
    );
    expect(lead(20, "male", ["foreskin_tight", "foreskin_balloons"])).toBe("phimosis_adult");
    expect(level(4, "male", ["foreskin_tight", "foreskin_balloons"], ["fever", "foreskin_stuck"])).toBe("self_care");
  });
});
