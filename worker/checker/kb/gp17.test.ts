// Seventeenth round: self-care look-alikes and everyday worries a fresh set (tune14) showed the knowledge base
// could not recognise or over-triaged: a dead leg from football, normal bruising on an active child's shins, a
// child who swallowed one contraceptive pill, ectopic beats after coffee, dark yellow urine from working in the
// heat, morning sickness with urine passed normally, mastitis told as a hard part of the breast; and the triage of
// an acute dental abscess, melasma on the pill, migraine with aura, patellar tendinopathy and an irritable hip.
// Sources: NICE CKS (sprains and strains, bruising, palpitations, knee pain, mastitis, migraine, acute childhood
// limp), NICE CG89, TOXBASE, NHS dehydration, WHO heat and health, SDCEP, PCDS melasma, BJSM.
import { describe, expect, it } from "vitest";
import { parseText } from "../parse.ts";
import { askedUntilStop, EMERGENCY, level, present, top3, absent } from "../testing.ts";
import { breadthRound, type BreadthCase, phrase, playTelling } from "./breadth-round.ts";
import { CONDITIONS } from "./index.ts";

const COMMON: BreadthCase[] = [
  {
    id: "thigh_contusion",
    age: 17,
    sex: "male",
    yes: ["thigh_blow", "thigh_pain", "bruising"],
    no: ["cant_bear_weight", "tight_limb_pain", "numbness"],
    says: { "someone kneed me in the thigh": "thigh_blow", "my thigh hurts": "thigh_pain", "dead leg": "thigh_blow" },
    why: "a sore bruised thigh after a knee in football, still walking, is a dead leg (NICE CKS sprains and strains)",
  },
  {
    id: "normal_childhood_bruising",
    age: 7,
    sex: "female",
    yes: ["bruises_where_bumped", "sport_daily", "worry"],
    no: ["nosebleed", "rash_nonblanching", "fever", "pale"],
    says: { "bruises on her shins": "bruises_where_bumped", "plays football every day": "sport_daily" },
    why: "bruises only on the shins of a well, active child are normal (NICE CKS bruising)",
  },
  {
    id: "contraceptive_pill_ingestion",
    age: 3,
    sex: "male",
    yes: ["swallowed_contraceptive_pill"],
    no: ["vomiting", "drowsiness", "poisoning"],
    says: { "he swallowed one of my family planning pills": "swallowed_contraceptive_pill" },
    why: "one contraceptive pill swallowed by a well toddler needs no treatment (TOXBASE)",
  },
  {
    id: "mild_dehydration",
    age: 26,
    sex: "female",
    yes: ["thirst", "dark_urine", "heat_exposure"],
    no: ["dizziness", "oliguria", "vomiting", "confusion"],
    says: { "my urine is dark yellow": "dark_urine" },
    why: "thirst and dark yellow urine after working in the sun, without dizziness, is mild dehydration (NHS)",
  },
  {
    id: "patellar_tendinopathy",
    age: 22,
    sex: "female",
    yes: ["infrapatellar_pain", "jumping_sport"],
    no: ["joint_swelling", "knee_injury", "fever"],
    says: { "pain below my kneecap": "infrapatellar_pain", "hurts when I jump": "jumping_sport" },
    why: "pain just below the kneecap in a volleyball player, worse jumping, is patellar tendinopathy (BJSM)",
  },
  {
    id: "ectopic_beats",
    age: 30,
    sex: "male",
    yes: ["skipped_beats", "caffeine_trigger"],
    no: ["fainting", "chest_pain", "sob"],
    says: { "my heart skips a beat": "skipped_beats", "worse after coffee": "caffeine_trigger" },
    why: "a skipped beat or a thump after coffee, without fainting or chest pain, is an ectopic beat (NICE CKS)",
  },
  {
    id: "dental_abscess",
    age: 35,
    sex: "male",
    yes: ["toothache", "tooth_bite_tender", "gum_abscess", "night_pain"],
    no: ["swollen_face", "fever"],
    says: { "my tooth is tender when I bite": "tooth_bite_tender", "lump on my gum": "gum_abscess" },
    why: "a throbbing tooth tender to bite with a swelling on the gum beside it is an acute abscess (SDCEP)",
  },
];

// The neighbour a GP must not miss: a thigh crushed by a blow that swells tight (compartment syndrome, BOAST).
const EMERGENCIES: BreadthCase[] = [
  {
    id: "compartment_syndrome",
    age: 19,
    sex: "male",
    yes: ["thigh_blow", "thigh_pain", "tight_limb_pain", "pain_severe"],
    why: "a thigh that swells tight with pain out of proportion after a blow is compartment syndrome (BOAST)",
  },
];

breadthRound("gp17", CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("gp17: look-alikes get self-care or a GP, never a false alarm", () => {
  it("a dead leg, normal bruising, one pill, ectopic beats and mild dehydration are self-care", () => {
    expect(level(16, "male", present("thigh_blow", "thigh_pain", "bruising"))).toBe("self_care");
    expect(level(6, "male", present("bruises_where_bumped", "sport_daily", "worry"))).toBe("self_care");
    expect(level(4, "female", present("swallowed_contraceptive_pill", "walks_despite_pain"))).toBe("self_care");
    expect(level(25, "female", present("skipped_beats", "caffeine_trigger", "stress"))).toBe("self_care");
    expect(level(30, "male", present("thirst", "dark_urine", "heat_exposure", "sweating"))).toBe("self_care");
  });
  it("an active child's shin bruises told by a parent rank normal bruising, and football is no faint", () => {
    expect(phrase("plays football every day")).toBe("sport_daily");
    const played = playTelling([
      "normal_childhood_bruising",
      8,
      "male",
      "My boy has bruises on his shins from football and I am scared it is his blood, but he is fine",
      ["bruises on his shins", "plays football every day", "still playing"],
    ]);
    expect(played.top).toContain("normal_childhood_bruising");
    expect(played.level).toBe("self_care");
  });
  it("dark yellow urine is concentrated urine, not jaundice", () => {
    expect(phrase("dark yellow urine")).toBe("dark_urine");
    expect(parseText("my urine is dark yellow").map((m) => m.id)).not.toContain("pale_with_jaundice");
  });
  it("passing urine normally denies little urine", () => {
    const m = parseText("I feel sick in the mornings but I am passing urine normally");
    expect(m).toContainEqual(expect.objectContaining({ id: "oliguria", choice: "absent" }));
    expect(parseText("he is not passing urine").find((x) => x.id === "oliguria")?.choice).toBe("present");
  });
  it("morning sickness with urine passed normally is self-care, not hyperemesis", () => {
    const ev = [...present("pregnant", "nausea", "vomiting"), ...absent("oliguria", "vomiting_persistent")];
    expect(top3({ age: 27, sex: "female", evidence: ev })[0]).toBe("morning_sickness");
    expect(level(27, "female", ev)).toBe("self_care");
  });
  it("melasma on the pill sees a GP about contraception; in pregnancy it is self-care", () => {
    expect(level(30, "female", present("face_brown_patches", "combined_pill", "sun_worse"))).toBe("consultation");
    expect(level(28, "female", present("face_brown_patches", "pregnant", "sun_worse"))).toBe("self_care");
  });
  it("a new limp in a well child is seen the same day (irritable hip)", () => {
    expect(level(5, "male", present("limp", "hip_pain", "walks_despite_pain", "recent_viral_illness"))).toBe(
      "consultation_24",
    );
  });
  it("patellar tendinopathy sees a GP or physiotherapist", () => {
    expect(level(18, "male", present("infrapatellar_pain", "jumping_sport", "front_knee_pain"))).toBe("consultation");
  });
  it("zigzag lines before a one-sided headache rank migraine with aura", () => {
    expect(phrase("zig-zag lines")).toBe("flashing_lights");
    expect(
      top3({ age: 24, sex: "female", evidence: present("flashing_lights", "headache_one_side", "vomiting") })[0],
    ).toBe("migraine_aura");
  });
});

describe("gp17: danger signs still count", () => {
  it("a child who swallowed pills that are not only the contraceptive pill is still a poisoning emergency", () => {
    expect(EMERGENCY).toContain(level(3, "female", present("swallowed_contraceptive_pill", "poisoning")));
    expect(EMERGENCY).toContain(level(3, "female", present("swallowed_contraceptive_pill", "drowsiness")));
    expect(phrase("swallowed pills")).not.toBe("swallowed_contraceptive_pill");
  });
  it("palpitations with a faint or chest pain are not ectopic beats", () => {
    expect(EMERGENCY).toContain(level(25, "female", present("skipped_beats", "fainting_exertion")));
  });
  it("a thigh swollen tight after a blow, or bruises with tiny purple spots, still alarm", () => {
    expect(EMERGENCY).toContain(level(17, "male", present("thigh_blow", "thigh_pain", "tight_limb_pain")));
    expect(level(6, "female", present("bruises_where_bumped", "rash_nonblanching", "fever"))).toMatch(/emergency/);
  });
  it("dark urine with confusion in the heat is not mild dehydration", () => {
    expect(EMERGENCY).toContain(level(30, "male", present("dark_urine", "thirst", "heat_exposure", "confusion")));
  });
});

describe("gp17: the complaint's first question (kb/character.ts)", () => {
  it("bruising is asked whether it is only where knocks happen", () => {
    expect(askedUntilStop(6, "male", ["bruising"])).toContain("bruises_where_bumped");
  });
  it("a sore thigh is asked about a knee or kick into it", () => {
    expect(askedUntilStop(16, "male", ["thigh_pain"])).toContain("thigh_blow");
  });
  it("palpitations are asked about skipped beats", () => {
    expect(askedUntilStop(25, "female", ["palpitations"])).toContain("skipped_beats");
  });
  it("a breastfeeding mother with a sore breast is asked about a hard area", () => {
    expect(askedUntilStop(27, "female", ["breastfeeding", "breast_pain"])).toContain("breast_hard_area");
  });
  it("front knee pain is asked whether it is just below the kneecap", () => {
    expect(askedUntilStop(19, "male", ["front_knee_pain"])).toContain("infrapatellar_pain");
  });
});
