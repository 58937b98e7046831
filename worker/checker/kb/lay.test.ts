// Lay danger signs (findings-lay.ts) and the lay words of existing danger signs. Each new danger sign is
// asked for the complaint it belongs to (its danger screen) and raises the triage when present; removing the
// finding, its screen, its red flag or severity modifier, or the alias makes a test fail.
import { describe, expect, it } from "vitest";
import { askedUntilStop, EMERGENCY, level, present, top3 } from "../testing.ts";
import { triage } from "../index.ts";
import { parseText } from "../parse.ts";
import { searchFindings } from "../search.ts";

const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("lay danger signs: screened for their complaint and raising triage", () => {
  it("asks about grunting in a young child with cough or fever; grunting is an emergency (NICE NG143 red)", () => {
    expect(askedUntilStop(1, "male", ["cough"])).toContain("grunting");
    expect(askedUntilStop(2, "female", ["fever"])).toContain("grunting");
    expect(level(1, "male", present("cough"))).not.toBe("emergency");
    expect(EMERGENCY).toContain(level(1, "male", present("cough", "grunting")));
    expect(phrase("my baby is grunting")).toBe("grunting");
  });

  it("asks a coughing baby about pauses in breathing; apnoea calls an ambulance (NICE NG9, CDC pertussis)", () => {
    expect(askedUntilStop(0.3, "female", ["cough"])).toContain("apnoea");
    expect(level(0.3, "female", present("cough", "apnoea"))).toBe("emergency_ambulance");
    expect(phrase("my baby stopped breathing for some seconds")).toBe("apnoea");
    expect(top3({ age: 0.2, sex: "male", evidence: present("cough", "apnoea", "vomiting") })).toContain("pertussis");
  });

  it("asks about a body cold to touch in a baby under 2 months; hypothermia is an emergency (IMCI young infant)", () => {
    expect(askedUntilStop(0.08, "male", ["diarrhoea"])).toContain("hypothermia");
    expect(EMERGENCY).toContain(level(0.08, "male", present("diarrhoea", "hypothermia")));
    expect(phrase("the baby feels cold")).toBe("hypothermia");
  });

  it("asks about the skin pinch with diarrhoea; slow alone is dehydration, with sunken eyes severe (WHO)", () => {
    expect(askedUntilStop(3, "female", ["diarrhoea"])).toContain("slow_skin_pinch");
    expect(["self_care", "consultation"]).toContain(level(20, "female", present("diarrhoea")));
    expect(["consultation_24", ...EMERGENCY]).toContain(level(20, "female", present("diarrhoea", "slow_skin_pinch")));
    const severe = triage({ age: 20, sex: "female", evidence: present("diarrhoea", "slow_skin_pinch", "sunken_eyes") });
    expect(EMERGENCY).toContain(severe.triage_level);
    expect(severe.red_flags.map((r) => r.id)).toContain("slow_skin_pinch_severe");
    expect(phrase("when I pinch her skin it goes back slowly")).toBe("slow_skin_pinch");
  });

  it("asks after a faint whether the person is breathing; not breathing calls an ambulance (WHO BEC)", () => {
    expect(askedUntilStop(30, "male", ["fainting"])).toContain("not_breathing");
    expect(level(30, "male", present("fainting", "not_breathing"))).toBe("emergency_ambulance");
    expect(phrase("she collapsed and is not breathing")).toBe("not_breathing");
  });
});

describe("lay words for danger signs and common symptoms", () => {
  it("finds danger signs in the words parents and patients use (WHO IMCI, NHS)", () => {
    const cases: Array<[string, string]> = [
      ["she hasn't passed urine all day", "oliguria"],
      ["no wet nappies since morning", "oliguria"],
      ["the skin under his ribs sinks in with each breath", "chest_indrawing"],
      ["spots that don't fade when I press", "rash_nonblanching"],
      ["my penis has been erect for 6 hours", "priapism"],
      ["his seizure lasted over 10 minutes", "seizure_prolonged"],
      ["he doesn't recognise us anymore", "confusion"],
      ["everything she eats comes out", "vomiting_persistent"],
      ["the baby is limp", "drowsiness"],
      ["his face dropped", "face_droop"],
      ["I don't want to live anymore", "suicidal"],
    ];
    for (const [text, id] of cases) {
      expect(phrase(text), text).toBe(id);
      expect(parsed(text), text).toContain(id);
    }
  });

  it("finds common symptoms in Nigerian English and Pidgin (head dey split, breath no dey reach me)", () => {
    const cases: Array<[string, string]> = [
      ["my head dey split", "headache"],
      ["breath no dey reach me", "sob"],
      ["my heart dey beat anyhow", "palpitations"],
      ["my pikin eye don go inside", "sunken_eyes"],
      ["I dey hear sound for my ear", "tinnitus"],
      ["my waist don catch", "back_pain"],
      ["my baby is crying and pulling her ear", "ear_pain"],
      ["I need 3 pillows to sleep or I can't breathe", "orthopnoea"],
      ["my child didn't get all his vaccines", "unvaccinated"],
    ];
    for (const [text, id] of cases) expect(phrase(text), text).toBe(id);
    // "breath no dey reach me" is breathlessness, never "not breathing" (an ambulance).
    expect(parsed("breath no dey reach me")).not.toContain("not_breathing");
  });

  it("names a numb face and keeps nausea apart from vomiting", () => {
    expect(phrase("my face is numb on the left side")).toBe("face_numbness");
    expect(top3({ age: 60, sex: "male", evidence: present("face_numbness", "weakness_one_side") })).toContain("stroke");
    // Feeling about to vomit is nausea, not vomiting.
    expect(phrase("I feel like throwing up")).toBe("nausea");
  });

  it("reads a parent's or sibling's disease as family history, which raises the related conditions", () => {
    expect(parsed("asthma runs in my family")).toEqual(["family_asthma"]);
    expect(parsed("my mum had breast cancer")).toEqual(["family_breast_cancer"]);
    expect(parsed("my dad died of heart attack at 50")).toEqual(["family_heart_disease"]);
    expect(parsed("my late father had epilepsy")).toEqual(["family_epilepsy"]);
    // A more distant relative's illness is nobody's finding here.
    expect(parsed("my aunt has asthma")).toEqual([]);
    const wheeze = present("wheeze", "cough", "sob");
    const withFamily = top3({ age: 8, sex: "male", evidence: [...wheeze, ...present("family_asthma")] });
    expect(withFamily[0]).toBe("asthma");
  });

  it("reads a fever that malaria drugs did not cure as treatment failure, not as an unconscious person (NCDC Lassa)", () => {
    expect(parsed("fever not responding to malaria drugs")).toEqual(["fever", "treatment_not_working"]);
    expect(parsed("he is not responding")).toEqual(["unconscious"]);
    const lassa = present("fever", "treatment_not_working", "sore_throat", "bleeding_unusual");
    expect(top3({ age: 30, sex: "male", evidence: lassa })).toContain("lassa_fever");
  });

  it("reads 'can't sit' as pain on sitting and a soft bulge as a hernia, not as emergencies", () => {
    expect(parsed("can't sit well")).toEqual(["pain_sitting"]);
    expect(parsed("I can't sit up")).toEqual(["prostration"]);
    expect(parsed("bulge is soft")).toEqual(["navel_bulge"]);
    const abscess = present("anal_lump", "pain_sitting", "fever");
    expect(EMERGENCY).not.toContain(level(30, "male", present("pain_sitting")));
    expect(top3({ age: 30, sex: "male", evidence: abscess })).toContain("perianal_abscess");
  });

  it("knows sound sensitivity (migraine) and a lump that moves (fibroadenoma)", () => {
    expect(phrase("noise makes the headache worse")).toBe("phonophobia");
    expect(phrase("lump moves easily")).toBe("lump_mobile");
    const lump = present("breast_lump", "lump_mobile");
    expect(top3({ age: 22, sex: "female", evidence: lump })[0]).toBe("fibroadenoma");
  });

  it("does not read everyday sentences as these signs", () => {
    for (const text of [
      "he is not playing football today",
      "my head is hot from reading for exams",
      "the weather is cold today",
      "my phone battery is not charging",
    ]) {
      expect(parsed(text), text).toEqual([]);
    }
  });
});
