// Language round 24 (ck-lang24): general lay phrases read by construction. Context told as a family ("on / taking X
// for Y", "known X", "X patient", "had X before / last month") reads as the history and risk findings; qualifiers the
// words state make the specific finding; polarity and colour words decide between neighbours; lay words; everyday
// sentences stay nothing. Wordings are our own, none from a phrase set.
import { describe, expect, it } from "vitest";
import { both, parsed, top, warmIndexes } from "../test-reading.ts";

warmIndexes();

describe("medicines for a known condition are the known condition, never today's reading", () => {
  both([
    ["on tablets for high blood pressure", "known_hypertension"],
    ["she takes drugs for her BP every morning", "known_hypertension"],
    ["taking medicine for hypertension", "known_hypertension"],
    ["he is on epilepsy drugs", "known_epilepsy"],
    ["on medicine for fits since childhood", "known_epilepsy"],
  ]);
  it("the reading of today is not the known condition", () => {
    expect(parsed("on tablets for high blood pressure")).not.toContain("high_bp_reading");
    expect(top("my blood pressure is high today")).toBe("high_bp_reading");
  });
});

describe("known conditions told as a word for the person", () => {
  both([
    ["epileptic since childhood", "known_epilepsy"],
    ["my daughter is epileptic and takes her drugs", "known_epilepsy"],
    ["hypertensive on treatment", "known_hypertension"],
    ["she is an asthma patient", "known_asthma"],
  ]);
  it("an epileptic fit is a fit now", () => {
    expect(top("he had an epileptic fit")).toBe("seizure");
  });
});

describe("medicines taken: painkillers of the NSAID kind, a new course, a coil", () => {
  both([
    ["uses ibuprofen most days for her back", "nsaid_use"],
    ["she is on naproxen for her joints", "nsaid_use"],
    ["just completed a course of antibiotics", "new_medicine"],
    ["has an IUD in place", "contraceptive_implant_iud"],
  ]);
  it("a failed course, a child's poisoning and a mosquito coil keep their readings", () => {
    expect(top("took ibuprofen but the pain is still there")).toBe("painkillers_not_helping");
    expect(top("my toddler swallowed my ibuprofen")).toBe("poisoning");
    expect(top("I burn mosquito coil at night")).toBeUndefined();
  });
});

describe("past events with their time", () => {
  both([
    ["lost a pregnancy two weeks ago", "recent_abortion"],
    ["she miscarried three weeks ago", "recent_abortion"],
    ["had a miscarriage last week", "recent_abortion"],
    ["received blood years ago", "blood_exposure_risk"],
    ["delivered by caesarean two years ago", "previous_caesarean"],
    ["had two c-sections before", "previous_caesarean"],
    ["sat in a bus for 10 hours yesterday", "immobile_travel"],
    ["travelled by road for nine hours", "immobile_travel"],
    ["came back from a 14 hour flight", "immobile_travel"],
    ["sleeps with several partners", "unprotected_sex"],
    ["has more than one sexual partner", "unprotected_sex"],
  ]);
  it("a transfusion today, a caesarean days ago and a fever's hours keep their readings", () => {
    expect(top("received blood this morning")).toBe("recent_transfusion");
    expect(top("had a caesarean 3 days ago")).toBe("recent_caesarean");
    expect(parsed("travelled yesterday, fever for 5 hours")).toEqual(["fever"]);
  });
});

describe("the specific finding the qualifiers state", () => {
  both([
    ["my hands shake when I pour tea", "tremor_action"],
    ["hands tremble when I hold a spoon", "tremor_action"],
    ["bleeding in the middle of my cycle", "bleeding_between"],
    ["belly cramps every time my period starts", "period_pain"],
    ["thick scaly patches on my knees", "psoriasis_plaques"],
    ["chest pain when I climb the stairs", "exertional_chest_pain"],
    ["chest heaviness when walking fast", "exertional_chest_pain"],
    ["itchy all over at night in bed", "itch_night"],
    ["my period comes every 2 weeks", "irregular_periods"],
    ["eyes puffy every morning when I wake up", "swelling_puffy_eyes"],
  ]);
  it("a pain in the middle of the cycle and a headache at the period keep their own findings", () => {
    expect(top("pain in the middle of my cycle")).toBe("midcycle_pain");
    expect(parsed("headache during my period")).toContain("headache");
  });
});

describe("polarity and colour words", () => {
  both([
    ["farting a lot", "bloating"],
    ["passing too much wind", "bloating"],
    ["I pass a lot of gas after meals", "bloating"],
    ["greenish discharge from the penis", "urethral_discharge"],
    ["yellowish drip from my penis", "urethral_discharge"],
    ["no gas passing since yesterday", "no_flatus"],
  ]);
  it("wind that will not pass stays its finding", () => {
    expect(top("I can't fart at all")).toBe("no_flatus");
  });
});

describe("lay words", () => {
  both([
    ["my mouth stinks even after I brush", "bad_breath"],
    ["chipped my tooth on a stone in the rice", "tooth_injury"],
    ["my tooth cracked when I bit on a stone", "tooth_injury"],
    ["my ear feels plugged", "hearing_loss"],
    ["ear blocked since I went swimming", "hearing_loss"],
    ["calves ache when I walk and ease when I stop", "walking_pain"],
    ["tired for months now", "fatigue"],
    ["I come too fast in bed", "early_ejaculation"],
    ["sex hurts deep inside", "painful_sex"],
    ["itchy ear canals", "ear_itch"],
    ["works in a rice field", "fresh_water_contact"],
  ]);
  it("rest that does not help a tiredness", () => {
    expect(top("exhausted even after a full night's sleep")).toBe("fatigue");
    expect(parsed("tired for the last two months")).toContain("fatigue");
  });
});

describe("everyday sentences map to nothing", () => {
  it.each([
    "I want a chilled Coke",
    "pass me a chilled drink",
    "my fever for Arsenal matches is too much",
    "trying to slim down before Christmas",
    "my baby sleeps well at night now",
    "I love fried food",
    "we just woke up",
    "he sleeps soundly now",
    "I am planning to start going to the gym",
  ])("%s", (text) => {
    expect(top(text)).toBeUndefined();
    expect(parsed(text)).toEqual([]);
  });
  it("a fever with its duration and a feeling of cold stay", () => {
    expect(top("fever for 3 days")).toBe("fever");
    expect(parsed("my fever for the past week")).toContain("fever_long");
    expect(parsed("I feel chilled to the bone")).toContain("chills");
    expect(top("losing weight without trying")).toBe("weight_loss");
    expect(top("not sleeping well")).toBe("insomnia");
  });
});
