// How far a pregnancy has gone, told in Hausa, Yoruba, Igbo or Swahili months, is read as its stage, so an ordinary
// complaint late in pregnancy is weighed as one (local-words.ts).
import { describe, expect, it } from "vitest";
import { presentIn } from "./testing.ts";

describe("months of a pregnancy in local languages", () => {
  it.each([
    ["Hausa", "tana da ciki wata takwas kuma kafafunta sun kumbura"],
    ["Yoruba", "iyawo mi ni oyun osu mejo"],
    ["Igbo", "enwere m afo ime onwa asato"],
    ["Swahili", "nina mimba ya miezi nane"],
  ])("%s: eight months is late pregnancy", (_language, text) => {
    expect(presentIn(text)).toContain("pregnant_late");
  });

  it("a pregnancy of two months is early", () => {
    expect(presentIn("ina da ciki wata biyu")).toEqual(["pregnant_early"]);
  });

  it("Hausa 'in the house' is no pregnancy, and 'my back is aching' is back pain", () => {
    expect(presentIn("ina cikin gida yanzu")).not.toContain("pregnant");
    expect(presentIn("bayana yana ciwo tun jiya")).toContain("back_pain");
  });
});
