// Every entry symptom of the start screen (listSymptoms) starts a danger screen: the web flow begins from
// ONE picked symptom, so a symptom without a screen never asks the emergency signs that go with it
// (itching without "lips or throat swelling?", a burn without "large, facial or airway burn?").
import { describe, expect, it } from "vitest";
import { diagnose, listSymptoms, triage } from "./index.ts";
import { COMPLAINT_SCREENS } from "./kb/danger-screens.ts";
import type { EvidenceItem, Sex } from "./types.ts";

/** Entry symptoms with no screen of their own, and why that is safe. */
const EXEMPT: Record<string, string> = {
  pimples: "acne and spots have no emergency cause in NICE CKS acne vulgaris; the age-band screens still apply",
  vaginal_itch: "thrush and vulvitis have no emergency cause (NICE CKS vaginal discharge); discharge has a screen",
  confusion: "new confusion is itself a red flag (ETAT, NICE NG51): the advice is already an emergency",
};

/** Plays the interview answering "no" to everything; returns the finding ids asked before it stops. */
function askedUntilStop(age: number, sex: Sex, start: string[]): string[] {
  const evidence: EvidenceItem[] = start.map((id) => ({ id, choice: "present" as const }));
  const asked: string[] = [];
  for (let i = 0; i < 40; i++) {
    const r = diagnose({ age, sex, evidence });
    if (r.should_stop || !r.question) break;
    for (const item of r.question.items) {
      asked.push(item.id);
      evidence.push({ id: item.id, choice: "absent" });
    }
  }
  return asked;
}

describe("danger screens cover every entry symptom", () => {
  it("gives each entry symptom a complaint screen or a stated exemption", () => {
    const missing = listSymptoms()
      .map((s) => s.id)
      .filter((id) => !EXEMPT[id] && !COMPLAINT_SCREENS.some((c) => c.triggers.includes(id)));
    expect(missing).toEqual([]);
  });

  it("asks about lip or throat swelling and noisy breathing after itching (anaphylaxis, NICE CG134)", () => {
    const asked = askedUntilStop(10, "male", ["itching"]);
    expect(asked).toContain("lip_tongue_swelling");
    expect(asked).toContain("stridor");
  });

  it("asks about a large, facial or airway burn after a burn (NICE CKS burns and scalds)", () => {
    const asked = askedUntilStop(3, "female", ["burn"]);
    expect(asked).toContain("burn_major");
    expect(asked).toContain("caustic_swallowed");
  });

  it("asks about injury and limb weakness after neck pain (cervical spine injury, NICE NG232)", () => {
    const asked = askedUntilStop(21, "male", ["neck_pain"]);
    expect(asked).toContain("neck_back_trauma");
    expect(asked).toContain("weakness_one_side");
  });

  it("asks about chest pain spreading to the arm or jaw after nausea or heartburn (ACS, NICE CKS)", () => {
    expect(askedUntilStop(42, "male", ["nausea"])).toContain("chest_pain_radiating");
    expect(askedUntilStop(42, "male", ["heartburn"])).toContain("chest_pain_radiating");
  });

  it("asks about jaw stiffness and dark urine after body aches (tetanus, rhabdomyolysis)", () => {
    const asked = askedUntilStop(35, "male", ["body_aches"]);
    expect(asked).toContain("lockjaw");
    expect(asked).toContain("dark_urine");
  });

  it("asks about voices or strange beliefs and a recent birth after sleeplessness (postpartum psychosis)", () => {
    const asked = askedUntilStop(23, "female", ["insomnia"]);
    expect(asked).toContain("delusions");
    expect(asked).toContain("recent_delivery");
  });

  it("does not call itching alone an emergency", () => {
    const t = triage({ age: 30, sex: "female", evidence: [{ id: "itching", choice: "present" }] });
    expect(["emergency", "emergency_ambulance"]).not.toContain(t.triage_level);
  });
});
