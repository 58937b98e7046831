// Emergency round 13 of issue 10 (ck-em13): each emergency class is tested from words a person might type (other
// presentations of the same emergency, not the tuning cases), and each rule both ways: the dangerous form is an
// emergency and the everyday form nearby keeps its level.
import { describe, expect, it } from "vitest";

import { idsIn as ids, isEmergency, levelOfText as levelOf, top3OfText as topOf } from "../testing.ts";

describe("eye: sudden floaters with blurred sight or diabetes (RCOphth, NICE CKS)", () => {
  it("reads ink, smoke, cobwebs and shadows in the sight as floaters", () => {
    expect(ids("it is like smoke in my vision since this morning")).toContain("floaters");
    expect(ids("I see cobwebs in my left eye")).toContain("floaters");
  });
  it("is an emergency with diabetes or blurred sight in one eye, and names the bleed", () => {
    expect(isEmergency(levelOf(50, "female", "I am diabetic and suddenly I see shadows in my eye"))).toBe(true);
    expect(isEmergency(levelOf(38, "male", "new floaters and my vision is worse in one eye"))).toBe(true);
    expect(topOf(50, "female", "I am diabetic and like ink spread in my eye", ["eye_vision_reduced"])).toContain(
      "vitreous_haemorrhage",
    );
  });
});

describe("ENT: a forehead swelling with sinusitis (NICE CKS Sinusitis red flags)", () => {
  it("is an emergency with a runny or blocked nose and a headache, and names Pott's puffy tumour", () => {
    const text = "blocked nose for ten days, bad headache and now his forehead is swollen";
    expect(isEmergency(levelOf(15, "male", text))).toBe(true);
    expect(topOf(15, "male", text, ["fever"])).toContain("pott_puffy_tumour");
  });
  it("does not call a bump on the forehead after a knock, without a cold, an emergency", () => {
    expect(
      isEmergency(levelOf(8, "male", "she hit her head on the table and there is a swelling on her forehead")),
    ).toBe(false);
  });
});

describe("dental and hand injuries (IADT, NICE CKS Bites, BSSH)", () => {
  it("calls several teeth moved together as a block after a fall an emergency", () => {
    expect(
      isEmergency(levelOf(9, "female", "she fell off the swing and her front teeth moved together as a block")),
    ).toBe(true);
  });
  it("calls a knuckle cut on someone's teeth an emergency, and a plain cut on the hand not", () => {
    expect(ids("I cut my knuckle on his teeth in a fight")).toContain("fight_bite");
    expect(isEmergency(levelOf(26, "male", "I cut my knuckle on his teeth in a fight"))).toBe(true);
    expect(isEmergency(levelOf(26, "male", "a small cut on my hand from a kitchen knife"))).toBe(false);
  });
  it("calls a bent, swollen finger too painful to straighten after a prick an emergency", () => {
    const text = "a thorn pricked my finger, now the whole finger is swollen and too painful to straighten";
    expect(isEmergency(levelOf(40, "male", text))).toBe(true);
    expect(topOf(40, "male", text)).toContain("flexor_tenosynovitis");
  });
  it("keeps a trigger finger that clicks out of the emergency", () => {
    expect(isEmergency(levelOf(45, "female", "my finger clicks and gets stuck bent in the morning"))).toBe(false);
  });
});

describe("burns in special areas and young children (National Burn Care Referral Guidance, NICE CKS)", () => {
  it("calls a blistered burn on the hand or foot an emergency at any age", () => {
    expect(isEmergency(levelOf(30, "female", "hot oil on my hand and now there are blisters"))).toBe(true);
    expect(isEmergency(levelOf(7, "male", "he burnt his foot on the exhaust pipe, it has blisters"))).toBe(true);
  });
  it("calls a blistered burn in a toddler an emergency, and a small red burn in an adult self-care", () => {
    expect(isEmergency(levelOf(2, "female", "she burnt her arm on the hot iron, there are blisters"))).toBe(true);
    expect(isEmergency(levelOf(30, "male", "small burn on my arm from the pot, just red"))).toBe(false);
  });
});

describe("skin and vessels: a black fingertip, cellulitis in a swollen arm (EULAR, BLS)", () => {
  it("calls a fingertip or toe turning black an emergency", () => {
    expect(isEmergency(levelOf(55, "male", "my big toe is turning black and very painful"))).toBe(true);
    expect(isEmergency(levelOf(36, "female", "my fingers go white in the cold and now a fingertip is black"))).toBe(
      true,
    );
  });
  it("keeps fingers that go white in the cold and recover as they were", () => {
    expect(isEmergency(levelOf(25, "female", "my fingers turn white in the cold then go red"))).toBe(false);
  });
  it("calls cellulitis with fever in an arm swollen since the glands were removed an emergency", () => {
    expect(
      isEmergency(levelOf(50, "female", "my arm has been swollen since surgery, now it is red and hot", ["fever"])),
    ).toBe(true);
  });
});

describe("genitals: a boy's private-part pain, a stuck ring, herbs in the vagina, a young girl's bleeding", () => {
  it("calls pain in a boy's private part an emergency (torsion until examined), not in a man alone", () => {
    expect(isEmergency(levelOf(13, "male", "my son says his private part hurts"))).toBe(true);
    expect(levelOf(13, "female", "my private part hurts")).not.toBe("emergency_ambulance");
  });
  it("calls something stuck around the penis an emergency and names it", () => {
    const text = "a ring is stuck on my penis, now my penis is swollen and very painful";
    expect(isEmergency(levelOf(35, "male", text))).toBe(true);
    expect(topOf(35, "male", text)).toContain("penile_constriction");
  });
  it("calls herbs or alum put in the vagina with bleeding or fever an emergency, and without them not", () => {
    expect(isEmergency(levelOf(28, "female", "I put alum in my vagina and now I am bleeding"))).toBe(true);
    expect(isEmergency(levelOf(28, "female", "I put alum in my vagina and it itches"))).toBe(false);
  });
  it("calls vaginal bleeding in a young girl an emergency, but not in a woman's period", () => {
    expect(isEmergency(levelOf(5, "female", "there is blood in her underwear"))).toBe(true);
    expect(isEmergency(levelOf(30, "female", "some vaginal spotting between periods"))).toBe(false);
  });
});

describe("pregnancy, after birth and children", () => {
  it("reads labour told as waist pain that comes and goes with water from the private part", () => {
    expect(ids("waist pain dey come and go and water dey comot from her private part")).toEqual(
      expect.arrayContaining(["contractions", "waters_broken"]),
    );
  });
  it("calls heavy bleeding after abortion pills with faintness an ambulance", () => {
    expect(
      levelOf(22, "female", "heavy bleeding with clots after abortion pills", ["recent_abortion", "fainting"]),
    ).toBe("emergency_ambulance");
  });
  it("calls thoughts of harming the baby an emergency (NICE CG192)", () => {
    expect(isEmergency(levelOf(27, "female", "since the birth I feel like hurting my baby", ["recent_delivery"]))).toBe(
      true,
    );
  });
  it("calls a child who suddenly walks like a drunk an emergency and names post-viral ataxia", () => {
    const text = "he had chickenpox recently and now he is walking like he is drunk";
    expect(isEmergency(levelOf(3, "male", text))).toBe(true);
    expect(topOf(3, "male", text)).toContain("acute_cerebellar_ataxia");
  });
});

describe("poisons: iron tablets, dilute bleach (TOXBASE)", () => {
  it("calls a toddler who ate iron tablets an emergency", () => {
    expect(isEmergency(levelOf(2, "female", "she ate plenty of iron tablets"))).toBe(true);
  });
  it("keeps a mouthful of dilute bleach with no symptoms at home, and bleach with drooling or pain an emergency", () => {
    expect(levelOf(3, "male", "he drank a mouthful of bleach water from the bucket")).toBe("self_care");
    expect(isEmergency(levelOf(3, "male", "he drank a mouthful of bleach water from the bucket", ["drooling"]))).toBe(
      true,
    );
    expect(isEmergency(levelOf(3, "male", "he drank bleach from the bottle"))).toBe(true);
  });
});

describe("collapse and choking (Resuscitation Council UK)", () => {
  it("reads gasping breaths after a collapse as not breathing and names cardiac arrest", () => {
    const text = "he collapsed while running and is not answering, only gasping";
    expect(levelOf(19, "male", text)).toBe("emergency_ambulance");
    expect(topOf(19, "male", text)).toContain("cardiac_arrest");
  });
  it("reads holding the throat, unable to talk or cough, as choking", () => {
    expect(ids("she is holding her throat and can't talk or cough")).toContain("choking");
  });
});
