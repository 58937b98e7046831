// Language round 13: lay, Pidgin and SMS wordings of danger signs keep their qualifier; everyday sentences,
// other people's conditions and services asked for name no finding of the user's. Wordings are our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";
import { EMERGENCY, level, present } from "./testing.ts";

const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("danger signs in any wording keep what makes them dangerous", () => {
  it("fits that keep coming back over hours are a prolonged seizure (NICE NG217), typed or texted", () => {
    expect(parsed("my son keeps fitting on and off since morning")).toEqual(["seizure_prolonged"]);
    expect(phrase("he has been convulsing all day")).toBe("seizure_prolonged");
    expect(parsed("she been fitin on n off all mornin")).toEqual(["seizure_prolonged"]);
    expect(EMERGENCY).toContain(level(4, "female", present("seizure_prolonged")));
    // A single fit stays a fit; twitchy legs at night are no seizure.
    expect(parsed("he had a fit")).toEqual(["seizure"]);
    expect(parsed("my legs jerk all night")).not.toContain("seizure_prolonged");
  });

  it("a number of paracetamol tablets above the daily maximum is an overdose (TOXBASE); two is a dose", () => {
    expect(parsed("my daughter swallowed 16 panadol")).toEqual(["paracetamol_overdose"]);
    expect(phrase("took thirty paracetamol last night")).toBe("paracetamol_overdose");
    expect(parsed("I took 2 paracetamol for my back")).not.toContain("paracetamol_overdose");
  });

  it("reads texting spellings of racing heart, one-sided weakness, tarry stool and bleeding after birth", () => {
    expect(phrase("hart racin since mornin")).toBe("palpitations");
    expect(parsed("he cnt move 1 side of his body")).toContain("weakness_one_side");
    expect(parsed("my poo is blak lyk tar")).toContain("black_stool");
    expect(parsed("hvy bleedin aftr the birth")).toEqual(
      expect.arrayContaining(["heavy_vaginal_bleeding", "recent_delivery"]),
    );
    expect(parsed("waters broke and i c the cord")).toContain("cord_seen");
  });

  it("reads Pidgin breathlessness, pregnancy bleeding, postpartum bleeding and pins and needles", () => {
    expect(phrase("my mama dey fight for breath")).toBe("sob_rest");
    expect(parsed("I get belle and I dey see blood")).toEqual(expect.arrayContaining(["pregnant", "vaginal_bleeding"]));
    expect(parsed("blood dey pour after she born")).toEqual(
      expect.arrayContaining(["heavy_vaginal_bleeding", "recent_delivery"]),
    );
    expect(parsed("e be like ant dey waka for my hand")).toEqual(["numbness"]);
    expect(parsed("ants are walking on the table")).toEqual([]);
  });

  it("keeps the specific sign: fainting on exertion, angina on a hill, painless bleeding late in pregnancy", () => {
    expect(phrase("I fainted when running for the bus")).toBe("fainting_exertion");
    expect(parsed("chest pain when walking uphill")).toEqual(["exertional_chest_pain"]);
    expect(parsed("painless bleeding at eight months")).toEqual(["painless_bleeding_late"]);
    expect(parsed("heavy bleeding from a small cut")).toEqual(["prolonged_bleeding"]);
  });
});

describe("no finding for everyday sentences, services or other people's conditions", () => {
  it("Pidgin 'fit' before a verb is 'can', no seizure", () => {
    expect(parsed("wetin una fit do for me")).toEqual([]);
    expect(parsed("who fit help my papa")).toEqual([]);
    expect(phrase("this medicine fit cure am?")).toBeUndefined();
  });

  it("a sports report and a method asked for name nothing of the user's", () => {
    expect(parsed("the goalkeeper pulled a muscle in the match")).toEqual([]);
    expect(parsed("I pulled a muscle at the gym")).toEqual(["pulled_muscle"]);
    expect(parsed("I would like to start family planning")).toEqual([]);
    expect(parsed("I am on family planning")).toEqual(["hormonal_contraception"]);
  });

  it("a sibling's or twin's diagnosis is family history, not the user's symptom", () => {
    expect(parsed("my brother gets migraines")).toEqual(["family_migraine"]);
    expect(parsed("my twin has a bleeding disorder")).toEqual(["family_bleeding"]);
  });
});

describe("plain phrases reach their finding", () => {
  it.each([
    ["floating specks in my sight", "floaters"],
    ["I can't see well in the dark", "night_blindness"],
    ["grey coating on the tonsils", "throat_membrane"],
    ["he drank battery water", "caustic_swallowed"],
    ["burnt with an iron", "burn"],
    ["hot oil splashed on my leg", "burn"],
    ["a nail went into my foot", "dirty_wound"],
    ["I need the morning after pill", "ec_wanted"],
    ["weak flow when I pee", "weak_stream"],
    ["my finger locks when bending", "finger_locking"],
    ["food sticks in my chest", "food_stuck"],
    ["pins and needles in my hands at night", "hand_numb_night"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("a perineal tear after birth is no watery eye", () => {
    expect(parsed("the tear down below hurts after birth")).toEqual(
      expect.arrayContaining(["perineal_wound", "recent_delivery"]),
    );
    expect(parsed("the tear down below hurts after birth")).not.toContain("watery_eyes");
  });
});
