// Language round 30 (ck-lang30): lang29 back, mended (a dizziness or a one-site pain that keeps one from standing is not
// prostration; a child's limp without fever, unable to bear weight, is a same-day visit, not an emergency), a health
// worker's or a device's report read as what it reports, and a body part told first ("my knee, it's swollen") read
// with what it does. Wordings are our own, none from a phrase set.
import { beforeAll, describe, expect, it } from "vitest";
import { both, parsed, top, warmIndexes } from "./test-reading.ts";
import { isEmergency, levelOfIds } from "./testing.ts";

warmIndexes();
beforeAll(() => {
  parsed("headache");
}, 120_000);

describe("'can't stand' explained by dizziness or a pain of one site is not prostration (WHO severe malaria; NICE CKS Dizziness)", () => {
  it.each([
    "I was so giddy I could not stand",
    "the room spins and I can't stand up",
    "my back pain is so bad I can't stand",
    "the belly pain is terrible, she can't stand up",
  ])("%s", (text) => {
    expect(parsed(text)).not.toContain("prostration");
  });
  it("too weak to stand, or a feverish child who cannot stand at all, stays prostration", () => {
    expect(parsed("the child has fever and can't stand at all")).toContain("prostration");
    expect(parsed("he is so weak he cannot stand up")).toContain("prostration");
  });
  it("an injured leg that cannot stand is not bearing weight", () => {
    expect(top("after he twisted his knee he can't stand")).toBe("cant_bear_weight");
  });
});

describe("a child's limp unable to bear weight (NICE CKS Acute childhood limp)", () => {
  it("without fever it is not an emergency; with fever it is", () => {
    expect(isEmergency(levelOfIds(6, "female", ["limp", "cant_bear_weight"]))).toBe(false);
    expect(isEmergency(levelOfIds(4, "male", ["limp"]))).toBe(false);
    expect(isEmergency(levelOfIds(6, "female", ["limp", "cant_bear_weight", "fever"]))).toBe(true);
  });
});

describe("a health worker's or a device's report is the finding it reports", () => {
  both([
    ["the nurse told me his breathing is too fast", "fast_breathing"],
    ["the pharmacist said her eyes are yellow", "yellow_eyes"],
    ["the thermometer at the clinic showed a high temperature", "fever"],
    ["our doctor said the painkillers are not helping the pain", "painkillers_not_helping"],
    ["the health worker found that the baby's eyes are sunken", "sunken_eyes"],
  ]);
  it("a report of nothing, or of a denial, is no finding", () => {
    expect(top("the nurse said everything is normal")).toBeUndefined();
    expect(top("the doctor said she has no fever")).toBeUndefined();
  });
});

describe("a body part told first, then what it does", () => {
  both([
    ["my head, it is throbbing", "headache"],
    ["her eyes, they have gone yellow", "yellow_eyes"],
    ["my ear, it's paining me since night", "ear_pain"],
    ["his two legs, they give way when he walks", "leg_weakness_both"],
  ]);
  it("a person or a thing before the comma keeps the comma", () => {
    expect(top("my friend, she is fine now")).toBeUndefined();
  });
});
