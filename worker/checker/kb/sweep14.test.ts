// Emergency sweep of round 14 (ck-sweep14): each body system's guideline emergencies told in lay words, tested
// from wordings of our own (not the sweep's vignettes), and each rule both ways: the dangerous form is an
// emergency and the everyday form nearby keeps its level.
import { describe, expect, it } from "vitest";

import {
  ev,
  idsIn as ids,
  isEmergency,
  levelOfIds,
  levelOfText as levelOf,
  presentIn,
  top3,
  topFinding as one,
} from "../testing.ts";

describe("eye: acute angle-closure glaucoma told as haloes and a hard, aching eye (RCOphth, NICE CKS Red eye)", () => {
  it("reads rainbow rings round bulbs as haloes and foggy sight as blurred vision", () => {
    expect(one("rainbow rings round the bulb")).toBe("halos");
    expect(one("everything looks foggy")).toBe("vision_blurred");
  });
  it("calls haloes with a painful or red eye an emergency and names the glaucoma", () => {
    expect(isEmergency(levelOfIds(45, "female", ["halos", "red_eyes"]))).toBe(true);
    expect(top3({ age: 45, sex: "female", evidence: ev(["halos", "eye_pain", "headache", "vomiting"]) })).toContain(
      "acute_angle_closure_glaucoma",
    );
  });
  it("calls a red painful eye with headache and vomiting an emergency, but not a migraine without a red eye", () => {
    expect(isEmergency(levelOfIds(40, "male", ["red_eyes", "eye_pain", "headache", "vomiting"]))).toBe(true);
    expect(isEmergency(levelOfIds(30, "female", ["headache_one_side", "nausea", "photophobia"]))).toBe(false);
  });
  it("reads blood in the front of the eye as a hyphaema, an emergency", () => {
    expect(one("there is blood in front of the eye since the ball hit it")).toBe("hyphaema");
    expect(isEmergency(levelOfIds(12, "male", ["hyphaema", "eye_injury"]))).toBe(true);
  });
  it("reads eyelids stuck together in the morning as eye discharge, not a wet dream", () => {
    expect(one("eyelids stuck together")).toBe("eye_discharge");
  });
});

describe("heart: a sudden racing heart with chest tightness (Resuscitation Council UK, NICE CKS Palpitations)", () => {
  it("reads a fast regular heartbeat as one that started like a switch", () => {
    expect(one("fast regular heartbeat")).toBe("palpitations_sudden_regular");
    expect(ids("my heart is beating like a drum")).toContain("palpitations");
  });
  it("is an emergency with chest tightness, and a heart that skips after coffee is not", () => {
    expect(isEmergency(levelOfIds(30, "female", ["palpitations_sudden_regular", "chest_tightness"]))).toBe(true);
    expect(isEmergency(levelOf(30, "female", "my heart skips a beat after coffee"))).toBe(false);
  });
});

describe("head: raised pressure and the weeks after birth (NICE CKS Headache red flags, AHA CVST, NICE NG133)", () => {
  it("calls a headache worse each day with double vision an emergency", () => {
    expect(isEmergency(levelOfIds(30, "male", ["headache_worsening", "double_vision"]))).toBe(true);
  });
  it("calls a headache with vomiting after giving birth an emergency, and a tension headache in her not", () => {
    expect(isEmergency(levelOfIds(28, "female", ["recent_delivery", "headache", "vomiting"]))).toBe(true);
    expect(isEmergency(levelOfIds(28, "female", ["recent_delivery", "headache_band"]))).toBe(false);
  });
});

describe("jaw, hip and spine (BAOMS, NICE CKS Acute childhood limp, GIRFT cauda equina)", () => {
  it("reads a punch to the jaw as an injury and calls teeth that no longer meet after it an emergency", () => {
    expect(one("hit on the jaw")).toBe("injury");
    expect(isEmergency(levelOf(25, "male", "someone punched me in the jaw and my teeth don't meet properly"))).toBe(
      true,
    );
  });
  it("calls a limp for weeks that now cannot bear weight an emergency", () => {
    expect(isEmergency(levelOfIds(13, "male", ["limp_weeks", "cant_bear_weight"]))).toBe(true);
  });
  it("reads not feeling the toilet paper as saddle numbness", () => {
    expect(one("I can't feel the toilet paper when I wipe")).toBe("saddle_numbness");
  });
  it("calls back pain with trouble passing urine and numb legs an emergency, and plain back pain not", () => {
    expect(isEmergency(levelOfIds(40, "male", ["back_pain", "urine_hesitancy", "numbness"]))).toBe(true);
    expect(isEmergency(levelOf(33, "male", "my lower back hurts after lifting bags"))).toBe(false);
  });
  it("reads tingling in both arms as numbness, not a burn", () => {
    expect(one("tingling in my arms")).toBe("numbness");
  });
});

describe("infection and blood: fever with cola urine after malaria treatment (WHO severe malaria)", () => {
  it("is an emergency when malaria treatment has not helped", () => {
    expect(isEmergency(levelOfIds(27, "female", ["fever", "dark_urine", "treatment_not_working"]))).toBe(true);
  });
  it("reads bleeding gums without brushing as unusual bleeding, and with brushing as gum disease", () => {
    expect(one("gum is bleeding")).toBe("bleeding_unusual");
    expect(one("my gums bleed when I brush")).toBe("bleeding_gums_brushing");
  });
});

describe("children by age (WHO IMCI danger signs)", () => {
  it("reads a baby not able to suck as the danger sign, not its denial", () => {
    expect(presentIn("she is not able to suck")).toContain("unable_to_drink");
  });
  it("reads jerking hands and eyes turned up as a fit", () => {
    expect(ids("the baby's hands dey jerk and her eyes turned up")).toContain("seizure");
  });
  it("reads a sunken soft spot as dehydration, never as a bulging one", () => {
    expect(one("sunken soft spot on the head")).toBe("sunken_eyes");
  });
  it("reads a baby turning blue as cyanosis", () => {
    expect(one("the baby turned blue")).toBe("cyanosis");
    expect(ids("my fingers turn white then blue in the cold")).not.toContain("cyanosis");
  });
});

describe("lay words that used to land on a wrong finding", () => {
  it("reads water running from the vagina in pregnancy as the waters", () => {
    expect(one("water running from the vagina")).toBe("waters_broken");
  });
  it("reads a pregnancy that was removed as an abortion, not a pregnancy", () => {
    expect(one("they removed my pregnancy")).toBe("recent_abortion");
  });
  it("reads swelling climbing the bitten leg as bite swelling, not drug injection", () => {
    expect(one("the swelling is climbing")).toBe("bite_swelling");
  });
  it("reads diabetes on tablets as known diabetes, not a swallowed overdose", () => {
    expect(one("diabetic on tablets")).toBe("known_diabetes");
  });
  it("reads a small cut on the foot as a wound and spreading redness as cellulitis", () => {
    expect(one("small wound on my foot")).toBe("wound");
    expect(one("redness is spreading")).toBe("cellulitis_skin");
  });
  it("reads a lump in the groin that won't go back as a stuck hernia", () => {
    expect(one("the lump will not go back")).toBe("hernia_stuck");
  });
});

describe("more lay words for emergencies (RCOphth, NICE NG128, Resuscitation Council UK, WHO IMCI)", () => {
  it("reads acid or battery water splashed into the eye as a chemical injury and names it", () => {
    expect(ids("acid splashed into his eye at the workshop")).toContain("chemical_eye");
    expect(top3({ age: 30, sex: "male", evidence: ev(["chemical_eye", "dry_eyes"], ["eye_pain", "fever"]) })).toContain(
      "chemical_eye_injury",
    );
  });
  it("reads one leg suddenly heavy and dead as weakness of one side", () => {
    expect(one("my left leg feels dead")).toBe("weakness_one_side");
  });
  it("reads a child who cannot talk or cry after putting something in her mouth as choking", () => {
    expect(ids("she put a sweet in her mouth and now she can't talk or cry")).toContain("choking");
  });
  it("reads diving into shallow water as a neck injury", () => {
    expect(one("he dived into shallow water")).toBe("neck_back_trauma");
  });
  it("reads breathing like after a race as fast breathing and black lips as cyanosis", () => {
    expect(one("breathing like he ran a race")).toBe("fast_breathing");
    expect(one("his lips are black")).toBe("cyanosis");
  });
  it("calls an adolescent with a limp who now cannot bear weight an emergency, and a toddler's irritable hip not", () => {
    expect(isEmergency(levelOfIds(13, "male", ["limp", "cant_bear_weight", "overweight"]))).toBe(true);
    expect(isEmergency(levelOfIds(5, "male", ["limp", "cant_bear_weight"]))).toBe(false);
  });
});
