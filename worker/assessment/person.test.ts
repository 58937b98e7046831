import { describe, expect, it } from "vitest";
import { personFromAssessment } from "./person.ts";

const row = {
  gender: "female",
  dob: "2000-06-15",
  conditions: ["Sickle cell trait (AS)", "Asthma"],
  allergies: ["Penicillin", "  none "],
  medications: [],
};

describe("the person from an assessment", () => {
  it("is aged on the Lagos day and keeps what they listed", () => {
    expect(personFromAssessment(row, new Date("2026-06-14T23:30:00Z"))).toEqual({
      age: 26,
      sex: "female",
      conditions: ["Sickle cell trait (AS)", "Asthma"],
      allergies: ["Penicillin"],
      medications: [],
    });
    expect(personFromAssessment(row, new Date("2026-06-14T22:30:00Z")).age).toBe(25);
  });

  it("leaves out what it cannot read: no sex for 'prefer not to say', no age for a broken date", () => {
    const person = personFromAssessment(
      { ...row, gender: "prefer_not_to_say", dob: "2000-02-30" },
      new Date("2026-06-15T12:00:00Z"),
    );
    expect(person).not.toHaveProperty("sex");
    expect(person).not.toHaveProperty("age");
  });
});
