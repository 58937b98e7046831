// Lead, session 36: questions worded about a child or a baby are asked at their ages (kb/finding-ages.ts, WHO IMCI,
// NICE NG143), and "hardly / barely / scarcely" sleeping or eating is too little of it (text.ts rawWords).
import { describe, expect, it } from "vitest";
import { parseText, searchFindings } from "./index.ts";
import { MODEL } from "./model.ts";
import { webPagesAnsweringNone } from "./testing.ts";

const pages = webPagesAnsweringNone;

const present = (text: string) =>
  parseText(text)
    .filter((m) => m.choice === "present")
    .map((m) => m.id);
const top = (text: string) => searchFindings(text, 1)[0]?.id;

describe("a child's and a baby's questions are asked at their ages", () => {
  it("a woman of 25 with only a fever is never asked about a child's arm or leg, a baby's soft spot or feeds", () => {
    const asked = pages(25, "female", "fever").flatMap((q) => q.ids);
    for (const id of ["arm_not_used", "limb_not_used", "bulging_fontanelle", "poor_feeding", "grunting"])
      expect(asked, id).not.toContain(id);
  });

  it("the limits follow the guideline ages: a baby's signs to 1 or 2, a child's to 17", () => {
    const ages = (id: string) => MODEL.findings.find((f) => f.id === id)?.ages;
    expect(ages("newborn_baby")).toEqual([0, 1]);
    expect(ages("bulging_fontanelle")).toEqual([0, 2]);
    expect(ages("poor_feeding")).toEqual([0, 5]);
    expect(ages("limb_not_used")).toEqual([0, 17]);
    // A child finding that an adult's own words find stays askable at every age.
    expect(ages("irritable_child")).toBeUndefined();
  });

  it("what an adult volunteers is still read", () => {
    expect(present("my baby is feeding poorly")).toContain("poor_feeding");
  });
});

describe("hardly, barely, scarcely: too little of it", () => {
  it("hardly sleeping is trouble sleeping, not drowsiness", () => {
    for (const text of ["she is hardly sleeping these days", "barely slept all week", "I scarcely sleep at night"]) {
      expect(present(text), text).toContain("insomnia");
      expect(present(text), text).not.toContain("drowsiness");
    }
    expect(top("hardly sleeping since the exams")).toBe("insomnia");
  });

  it("hardly eating is a poor appetite, not a urine finding", () => {
    expect(present("my son is hardly eating")).toContain("appetite_loss");
    expect(top("barely eats anything")).toBe("appetite_loss");
  });

  it("hardly passing urine and can hardly breathe keep their meaning", () => {
    expect(top("hardly passing urine since morning")).toBe("oliguria");
    expect(present("I can hardly breathe")).toContain("sob");
  });
});
