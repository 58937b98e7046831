// A background told alone is no emergency on probabilities; told with a danger sign, it still is. And the
// Pidgin priapism words are read, so a sickle cell background no longer has to carry that emergency alone.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../../chat/red-flags.ts";
import { MODEL } from "../model.ts";
import { isEmergency, levelOfIds, levelOfText, presentIn } from "../testing.ts";
import { HISTORY_NOW, isBackground, PREGNANCY_STATES } from "./background.ts";

describe("a background told alone", () => {
  it.each([
    ["late pregnancy", 26, "female", ["pregnant_late"]],
    ["sickle cell disease", 19, "male", ["known_sickle"]],
    ["a child with sickle cell disease", 4, "female", ["known_sickle"]],
    ["insulin", 30, "female", ["uses_insulin"]],
    ["a missed insulin dose", 22, "male", ["missed_insulin"]],
    ["chemotherapy", 40, "female", ["on_chemotherapy"]],
    ["a caesarean last month", 29, "female", ["recent_caesarean"]],
    ["a sulfonylurea with diabetes", 44, "male", ["sulfonylurea_use", "known_diabetes"]],
  ])("%s is not an emergency, but still a doctor's view", (_what, age, sex, ids) => {
    const level = levelOfIds(age, sex as "male" | "female", ids);
    expect(isEmergency(level)).toBe(false);
    expect(["consultation_24", "consultation", "self_care"]).toContain(level);
  });

  it.each([
    ["sickle cell with fever and chest pain", 17, "male", ["known_sickle", "fever", "chest_pain"]],
    ["late pregnancy with headache and a swollen face", 27, "female", ["pregnant_late", "headache", "swollen_face"]],
    ["sickle cell with priapism", 16, "male", ["known_sickle", "priapism"]],
  ])("%s stays an emergency", (_what, age, sex, ids) => {
    expect(isEmergency(levelOfIds(age, sex as "male" | "female", ids))).toBe(true);
  });

  it.each([
    ["dark patches on the face at 22 weeks", 24, "female", ["pregnant_late", "face_brown_patches"]],
    ["heartburn at 30 weeks", 28, "female", ["pregnant_late", "heartburn"]],
  ])("%s: an emergency that explains none of the complaints does not count as one", (_what, age, sex, ids) => {
    expect(isEmergency(levelOfIds(age, sex as "male" | "female", ids))).toBe(false);
  });

  it("swollen feet late in pregnancy are a midwife's check, with a headache and a swollen face an emergency", () => {
    const level = levelOfIds(26, "female", ["pregnant_late", "leg_swelling"]);
    expect(level).toBe("consultation");
    expect(isEmergency(levelOfIds(26, "female", ["pregnant_late", "leg_swelling", "swollen_face", "headache"]))).toBe(
      true,
    );
  });

  it("readings and exposures now are not background: a very high blood pressure keeps its weight", () => {
    expect(isEmergency(levelOfIds(35, "male", ["bp_very_high"]))).toBe(true);
    expect(isEmergency(levelOfIds(3, "male", ["smoke_inhaled"]))).toBe(true);
  });

  it("lists only findings the knowledge base has", () => {
    for (const id of [...HISTORY_NOW, ...PREGNANCY_STATES]) expect(MODEL.findingIndex.has(id), id).toBe(true);
    expect(MODEL.findings.filter(isBackground).length).toBeGreaterThan(80);
  });
});

describe("the chat's second net on a background question", () => {
  it.each([
    "I have sickle cell, which foods are good for my blood?",
    "I'm on insulin now. Can I still eat amala?",
    "I take glibenclamide for my sugar, is it safe to fast in Ramadan?",
    "I'm 22 weeks gone, what danger signs should I look out for?",
    "I'm six months pregnant and some brown patches have come out on my forehead",
    "I finished chemo last month, what should I eat to get strong?",
  ])("gives no emergency card: %s", (message) => {
    expect(detectRedFlag(message)).toBeNull();
  });

  it.each([
    "I have sickle cell and since this morning my chest dey pain me with high fever",
    "I'm 34 weeks and my baby has not moved since yesterday",
    "Na SS I be, my manhood don stand since 6 hours and e no gree go down",
    "My cousin has sickle cell and his private part has been standing since 2am, it refuses to go down",
  ])("still escalates a danger told with it: %s", (message) => {
    expect(detectRedFlag(message)).not.toBeNull();
  });
});

describe("priapism in Pidgin", () => {
  it.each([
    "my thing don stand since 6 hours, e no gree go down",
    "him thing don stand since morning and e dey pain am",
    "my prick dey stand since last night",
  ])("reads %s", (text) => {
    expect(presentIn(text)).toContain("priapism");
    expect(isEmergency(levelOfText(15, "male", text, ["known_sickle"]))).toBe(true);
  });

  it.each(["the thing wey I buy don stand for corner", "the thing don stand since morning for my shop"])(
    "leaves a thing that stands elsewhere: %s",
    (text) => expect(presentIn(text)).not.toContain("priapism"),
  );
});
