// A background that explains none of the complaint is incidental to it (inference.ts explainsAnyComplaint): the
// conditions of that background are not made likelier by it, and the conditions that do explain the complaint
// keep its full weight.
import { describe, expect, it } from "vitest";
import { absent, leader, level, present, top3 } from "./testing.ts";

describe("a background told with an ordinary complaint", () => {
  it("reads a runny nose in someone on insulin as a cold, not lumps at the injection sites or a low sugar", () => {
    const evidence = present("uses_insulin", "runny_nose");
    expect(leader({ age: 30, sex: "male", evidence })).toBe("common_cold");
    expect(top3({ age: 30, sex: "male", evidence })).not.toContain("insulin_lipohypertrophy");
    expect(["self_care", "consultation"]).toContain(level(30, "male", evidence));
  });

  it("does not put a sickle cell pain crisis among the causes of a blocked, runny nose without pain", () => {
    const evidence = [...present("known_sickle", "runny_nose"), ...absent("bone_pain", "fever")];
    expect(top3({ age: 19, sex: "female", evidence })).not.toContain("sickle_pain_crisis");
  });

  it("keeps the background's full weight where it explains the complaint: shaky and sweating on insulin", () => {
    const evidence = present("uses_insulin", "tremor", "sweating");
    expect(leader({ age: 30, sex: "male", evidence })).toBe("hypoglycaemia");
    expect(["emergency", "emergency_ambulance"]).toContain(level(30, "male", evidence));
  });

  it("keeps a sickle cell crisis first for bone pain in sickle cell disease", () => {
    expect(leader({ age: 19, sex: "female", evidence: present("known_sickle", "bone_pain") })).toBe(
      "sickle_pain_crisis",
    );
  });
});
