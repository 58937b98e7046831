// Number round 23 of issue 10 (ck-num23): what a user would notice — a measured value typed as a number (a pulse
// oximeter's SpO2, a counted breathing rate or pulse, a GCS or "responds only to pain", a capillary refill, urine or
// wet nappies counted, a temperature, a blood pressure, a blood sugar in mmol/L or mg/dL) is read as the finding it is,
// with the age the text tells where the threshold depends on it; a dangerous value escalates as its guideline says,
// and a normal value is never a danger.
import { describe, expect, it } from "vitest";
import { EMERGENCY, isEmergency, levelOfIds, playAsEvaluator, presentIn, topFinding } from "../testing.ts";
import { parseText } from "../parse.ts";

/** The findings a text says the person has, and the finding search puts first, must both be `id`. */
const readsAs = (text: string, id: string) => {
  expect(topFinding(text), `search: ${text}`).toBe(id);
  expect(presentIn(text), `parse: ${text}`).toContain(id);
};
/** A normal reading names none of the danger findings. */
const DANGER = [
  "low_oxygen",
  "fast_breathing",
  "very_fast_breathing",
  "slow_breathing",
  "fast_pulse",
  "very_slow_pulse",
  "slow_heartbeat",
  "palpitations",
  "unconscious",
  "drowsiness",
  "confusion",
  "slow_cap_refill",
  "oliguria",
  "fever",
  "hypothermia",
  "bp_very_high",
  "high_bp_reading",
  "low_bp_reading",
  "low_sugar",
  "high_sugar",
];
const readsNoDanger = (text: string) => {
  const found = [...presentIn(text), topFinding(text) ?? ""];
  expect(
    found.filter((id) => DANGER.includes(id)),
    text,
  ).toEqual([]);
};

describe("oxygen saturation (NICE NG191 / BTS: under 92 %; WHO ETAT: under 90 %)", () => {
  it("a low reading, in the units and words people type, is a low oxygen level", () => {
    for (const t of [
      "SpO2 86%",
      "oxygen 88 percent",
      "my oxygen level is 89",
      "sats 90 %",
      "o2 sat of 85",
      "the pulse ox showed 87",
      "spo2: 91%",
      "oxygen below 90",
      "sats less than 92",
    ])
      readsAs(t, "low_oxygen");
  });
  it("a normal or borderline reading is no danger", () => {
    for (const t of ["SpO2 98%", "oxygen level 97 percent", "sats 95", "o2 sat 93 %"]) readsNoDanger(t);
  });
  it("a reading that is not a saturation is left alone", () => {
    readsNoDanger("he was on oxygen 2 litres");
    readsNoDanger("we went out on sat 3 days ago");
  });
});

describe("breathing rate by age (WHO IMCI; NICE NG143, NG51; NEWS2)", () => {
  it("fast for the age the text tells is fast breathing", () => {
    readsAs("my 7 month old baby breathes 52 times in a minute", "fast_breathing");
    readsAs("my 3 year old is breathing 44 breaths per minute", "fast_breathing");
    readsAs("my pikin dey breathe 50 times for one minute", "fast_breathing");
  });
  it("in the danger range for the age is a counted breathing rate in the danger range", () => {
    readsAs("my 5 week old is breathing 64 times a minute", "very_fast_breathing");
    readsAs("my 3 year old is breathing 66 breaths per minute", "very_fast_breathing");
    readsAs("respiratory rate 32", "very_fast_breathing");
    readsAs("breathing rate 26 per minute", "very_fast_breathing");
    readsAs("60 breaths per minute", "very_fast_breathing");
  });
  it("normal for the age is no danger", () => {
    for (const t of [
      "my 5 week old is breathing 52 times a minute",
      "my 3 year old is breathing 32 times a minute",
      "respiratory rate 16",
      "breathing 18 times per minute",
      // An adult's 21-24 scores 2 on NEWS2: not a danger by itself.
      "RR 23",
    ]) {
      readsNoDanger(t);
      expect(presentIn(t), t).not.toContain("very_fast_breathing");
    }
  });
  it("very slow breathing is slow breathing", () => {
    readsAs("breathing only 6 times a minute", "slow_breathing");
  });
  it("a breathing pause timed in seconds is not a rate", () => {
    expect(presentIn("he stopped breathing for 20 seconds")).not.toContain("slow_breathing");
  });
});

describe("pulse by age (NICE NG51 high-risk bands; NEWS2)", () => {
  it("very fast for the age is a very fast pulse", () => {
    readsAs("pulse 150", "fast_pulse");
    readsAs("HR: 135 bpm", "fast_pulse");
    readsAs("his heart rate is over 130", "fast_pulse");
    readsAs("im heart dey beat 160", "fast_pulse");
    readsAs("150 beats per minute", "fast_pulse");
    readsAs("my baby pulse is 175", "fast_pulse");
    readsAs("my 2 year old heart rate 165", "fast_pulse");
  });
  it("very slow is a very slow pulse: 40 or under in an adult, under 60 in a child", () => {
    readsAs("heart rate 40", "very_slow_pulse");
    readsAs("pulse 36", "very_slow_pulse");
    readsAs("my 4 year old pulse is 50", "very_slow_pulse");
  });
  it("an adult's moderately slow pulse is a slow heartbeat; a moderately fast one is not the palpitations a person feels", () => {
    readsAs("pulse 46", "slow_heartbeat");
    readsNoDanger("pulse 115");
    readsNoDanger("HR 128");
  });
  it("normal for the age is no danger", () => {
    readsNoDanger("pulse 80");
    readsNoDanger("heart rate 72 bpm");
    readsNoDanger("my 8 month old baby pulse 150");
    readsNoDanger("my 3 year old heart rate is 120");
  });
});

describe("the age the caller knows (the web flow's person, /api/v1/parse's age) sets the threshold", () => {
  const ids = (text: string, age?: number) => parseText(text, undefined, age).map((m) => m.id);
  it("a breathing rate of 45 is fast at 3 years, normal at 3 weeks", () => {
    expect(ids("breathing 45 times a minute", 3)).toContain("fast_breathing");
    expect(ids("breathing 45 times a minute", 0.06)).toEqual([]);
  });
  it("a pulse of 150 is very fast in an adult, not in a 6-month-old", () => {
    expect(ids("pulse 150", 30)).toContain("fast_pulse");
    expect(ids("pulse 150", 0.5)).not.toContain("fast_pulse");
  });
  it("an age told in the text comes first", () => {
    expect(ids("my 2 month old is breathing 55 times a minute", 30)).toContain("fast_breathing");
  });
});

describe("consciousness: GCS and AVPU (NICE NG232; WHO ETAT)", () => {
  it("GCS 8 or under is unconscious, 9-13 drowsy, 14 confused", () => {
    readsAs("GCS 7", "unconscious");
    readsAs("gcs 8/15", "unconscious");
    readsAs("GCS 9", "drowsiness");
    readsAs("glasgow coma scale 12", "drowsiness");
    readsAs("GCS of 14", "confusion");
  });
  it("GCS 15 is no danger", () => {
    readsNoDanger("GCS 15");
  });
  it("responding only to pain is unconscious, only to voice drowsy", () => {
    readsAs("he responds only to pain", "unconscious");
    readsAs("she is responding to pain only", "unconscious");
    readsAs("she only responds to voice", "drowsiness");
  });
  it("a pain that does not respond to painkillers is a treatment not working, never an unconscious person", () => {
    for (const t of ["the headache is not responding to pain killers", "back pain not responding to painkillers"]) {
      expect(presentIn(t), t).not.toContain("unconscious");
      expect(presentIn(t), t).toContain("treatment_not_working");
    }
  });
});

describe("capillary refill (NICE NG143 amber, NICE NG51, WHO ETAT: 3 seconds or more)", () => {
  it("3 seconds or more is a slow capillary refill", () => {
    for (const t of [
      "capillary refill 4 seconds",
      "cap refill >3s",
      "CRT 5 secs",
      "capillary refill more than 3 seconds",
    ])
      readsAs(t, "slow_cap_refill");
  });
  it("under 3 seconds is no danger", () => {
    for (const t of ["capillary refill 2 seconds", "cap refill less than 2 seconds", "CRT 1 sec"]) readsNoDanger(t);
  });
});

describe("urine counted (NICE NG143 reduced urine output; NICE CG37 wet nappies)", () => {
  it("once or twice a day, or three wet nappies or fewer, is little urine", () => {
    for (const t of [
      "passed urine once today",
      "urinated only twice since morning",
      "she has peed once in 24 hours",
      "only two wet nappies",
      "only one wet nappy today",
      "3 wet nappies since morning",
    ])
      readsAs(t, "oliguria");
  });
  it("six or more wet nappies is a baby feeding well, never little urine", () => {
    readsAs("she wets 7 nappies a day", "baby_wet_nappies");
    readsNoDanger("he had 6 wet nappies today");
  });
  it("a normal count is no danger and no burning urine", () => {
    for (const t of ["passed urine 5 times today", "I pee 4 times a day"]) {
      readsNoDanger(t);
      expect(presentIn(t), t).not.toContain("dysuria");
    }
  });
  it("ten or more times a day is passing urine often", () => {
    readsAs("urinating 15 times a day", "frequent_urination");
  });
});

describe("temperature (NICE NG143; WHO IMCI; NICE NG51)", () => {
  it("38 or more is a fever, in Celsius or Fahrenheit, after lay and Pidgin verbs", () => {
    for (const t of [
      "temperature 40.2",
      "im temperature reach 40",
      "temp went up to 39",
      "temperature: 38.5",
      "he was 39.5 degrees",
      "temperature 102 f",
    ])
      readsAs(t, "fever");
  });
  it("a newborn or young child under 36 is hypothermia; an adult's 35.8 is not", () => {
    readsAs("my newborn temperature is 35.8", "hypothermia");
    readsAs("temp 35.5, my baby", "hypothermia");
    readsNoDanger("temperature 35.8");
  });
  it("a normal temperature is no fever, and degrees that are not a body's are nothing", () => {
    for (const t of ["temperature 36.8", "temp 37.2", "temp 96.8", "my neck bent 90 degrees"]) readsNoDanger(t);
  });
});

describe("blood pressure and blood sugar (NICE NG136, NG133; NICE NG17/NG28, WHO)", () => {
  it("blood pressure readings", () => {
    readsAs("BP 190/120", "bp_very_high");
    readsAs("bp 85/50", "low_bp_reading");
    readsNoDanger("BP 120/80");
    readsNoDanger("blood pressure 118 over 76");
  });
  it("in pregnancy or after a birth 160/110 or more is severe (NICE NG133); otherwise a high reading", () => {
    readsAs("30 weeks pregnant, my bp was 162/104", "bp_severe_pregnancy");
    readsAs("I am pregnant and my blood pressure is 150 over 112", "bp_severe_pregnancy");
    // After a birth too (NICE NG133 postnatal), and the reading never makes her pregnant again.
    expect(presentIn("I gave birth 4 days ago and have a bad headache, BP 170/115")).toEqual(
      expect.arrayContaining(["recent_delivery", "bp_severe_pregnancy"]),
    );
    expect(presentIn("I gave birth 4 days ago and have a bad headache, BP 170/115")).not.toContain("pregnant");
    readsAs("bp 165/100", "high_bp_reading");
    expect(presentIn("bp 165/100")).not.toContain("bp_severe_pregnancy");
  });
  it("a sugar in mmol/L or mg/dL, with or without the unit, decimals kept", () => {
    readsAs("sugar 11.5", "high_sugar");
    readsAs("blood sugar 2.1", "low_sugar");
    readsAs("sugar 250 mg/dl", "high_sugar");
    readsAs("RBS 45 mg/dl", "low_sugar");
    readsAs("my sugar is 3.1mmol", "low_sugar");
    // The unit typed decides: 45 mmol/L is very high, not 45 mg/dL.
    readsAs("sugar 45 mmol", "high_sugar");
    for (const t of ["sugar 5.6mmol/l", "glucose 98 mg/dl", "fasting sugar 5.2 mmol/L"]) readsNoDanger(t);
  });
});

describe("durations and weeks of pregnancy (read by the same counts)", () => {
  it("reads how long and how far", () => {
    readsAs("fever for 8 days", "fever_long");
    readsAs("36 weeks pregnant", "pregnant_late");
  });
});

describe("each number finding escalates as its guideline says (played through the interview)", () => {
  it("the new number findings are danger signs by themselves", () => {
    for (const id of ["low_oxygen", "very_fast_breathing", "fast_pulse", "very_slow_pulse", "slow_cap_refill"])
      expect(EMERGENCY, id).toContain(levelOfIds(30, "male", [id]));
  });
  it("dangerous readings end in an emergency", () => {
    const cases: Array<[number, "male" | "female", string, string[]]> = [
      [
        45,
        "male",
        "Cough and fever for four days, the pharmacy machine says my oxygen is 88 percent",
        ["cough", "fever"],
      ],
      [62, "male", "My father feels dizzy and weak, his pulse is 36", ["dizzy", "weak"]],
      [25, "male", "My heart has been racing since morning, pulse 170 at rest", []],
      [3, "female", "She has a fever and her capillary refill is 4 seconds", ["fever"]],
      [30, "male", "He fell off an okada and hit his head, GCS 12", ["head injury"]],
      [70, "male", "Since this morning he only responds to pain", []],
      [0.03, "female", "My 10 day old baby feels cold, temperature 35.6", []],
      [0.1, "male", "My 5 week old has a cough and is breathing 66 times a minute", ["cough"]],
      [40, "male", "I have a cough and fever and my respiratory rate is 32", ["cough", "fever"]],
      [34, "female", "I am 32 weeks pregnant with a headache, bp 165/112", ["headache"]],
    ];
    for (const [age, sex, text, more] of cases)
      expect(isEmergency(playAsEvaluator(age, sex, text, more).level), text).toBe(true);
  }, 180_000);
  it("fast breathing below the danger range with a cough is a pneumonia seen the same day, as WHO IMCI treats it", () => {
    const r = playAsEvaluator(2, "male", "My 2 year old has cough and fever, breathing 48 times a minute", ["cough"]);
    expect(r.level).toBe("consultation_24");
  }, 60_000);
  it("normal readings do not make an emergency", () => {
    const cases: Array<[number, "male" | "female", string, string[]]> = [
      [28, "female", "Mild cough and runny nose, sats 98%, pulse 80, temperature 36.8", ["cough", "runny nose"]],
      [40, "male", "Headache since morning, BP 120/80, temperature 37", ["headache"]],
      [30, "female", "I feel thirsty, sugar 5.6 mmol", ["thirsty"]],
    ];
    for (const [age, sex, text, more] of cases)
      expect(isEmergency(playAsEvaluator(age, sex, text, more).level), text).toBe(false);
  }, 120_000);
});
