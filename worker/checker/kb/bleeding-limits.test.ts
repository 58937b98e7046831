// Bleeding that something else explains is not a bleeding disorder (kb/red-flag-rules.ts RED_FLAG_LIMITS
// "bleeding_bite_wound", "bleeding_scratched_skin", "bruising_on_steroids"), and a deep or facial bite is an
// emergency (kb/findings-em10.ts "bite_deep_or_face"; NICE CKS bites, WHO rabies).
import { describe, expect, it } from "vitest";
import { searchFindings, triage } from "../index.ts";
import { askedUntilStop, EMERGENCY, level, present } from "../testing.ts";

describe("bleeding explained by a bite, scratching or steroid skin", () => {
  it("sends a bleeding dog bite the same day for rabies vaccine, not to the emergency department", () => {
    expect(level(9, "male", present("animal_bite", "bleeding_unusual"))).toBe("consultation_24");
  });

  it("keeps a bite with fever, a snake bite or a deep or facial bite an emergency", () => {
    expect(EMERGENCY).toContain(level(9, "male", present("animal_bite", "bleeding_unusual", "fever")));
    expect(EMERGENCY).toContain(level(30, "male", present("snake_bite", "bleeding_unusual")));
    expect(EMERGENCY).toContain(level(8, "male", present("animal_bite", "bite_deep_or_face")));
  });

  it("does not call itchy skin scratched until it bleeds an emergency, but bruising with it stays one", () => {
    expect(EMERGENCY).not.toContain(level(1.5, "male", present("itching", "bleeding_unusual")));
    expect(EMERGENCY).toContain(level(1.5, "male", present("itching", "bleeding_unusual", "bruising")));
  });

  it("keeps unexplained bleeding an emergency", () => {
    expect(
      triage({ age: 8, sex: "female", evidence: present("bleeding_unusual") }).red_flags.map((r) => r.id),
    ).toContain("bleeding_unusual");
  });
});

describe("a deep or facial bite", () => {
  it("is asked of everyone bitten by an animal", () => {
    expect(askedUntilStop(9, "male", ["animal_bite"])).toContain("bite_deep_or_face");
  });

  it("is found in lay words, and a bitten cheek or tongue is not an animal bite", () => {
    expect(searchFindings("deep bite on face", 1)[0]?.id).toBe("bite_deep_or_face");
    expect(searchFindings("dog bit my son on the cheek", 1)[0]?.id).toBe("bite_deep_or_face");
    expect(searchFindings("bit my cheek", 1)[0]?.id).not.toBe("bite_deep_or_face");
    expect(searchFindings("I bit my tongue", 1)[0]?.id).not.toBe("bite_deep_or_face");
  });
});
