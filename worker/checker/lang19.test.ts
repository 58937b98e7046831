// Language round 19: vignette-style short answers whose top hit must be the right finding or nothing — a body-site
// word read as another finding's word, numbers with units, a specific finding over its parent, the speaker vs other
// people, local words (Yoruba, Hausa, Igbo) and everyday sentences. Wordings are our own.
import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const top = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("a body-site word is not another finding's word", () => {
  it.each([
    ["can't put any weight on my left foot", "cant_bear_weight"],
    ["he is not able to put weight on his knee", "cant_bear_weight"],
    ["I no fit put weight for my leg since the fall", "cant_bear_weight"],
    ["thick green discharge from her eye", "eye_discharge"],
    ["yellow discharge coming from my son's ear", "ear_discharge"],
    ["throat pain worse at night", "sore_throat"],
    ["pain in my face when I bend down", "facial_pain"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });

  it("the weight borne is not weight gain; a refusal keeps the child's finding", () => {
    expect(parsed("my ankle hurts when I put weight on it")).not.toContain("weight_gain");
    expect(parsed("the toddler is limping and refuses to put weight on her foot")).toEqual(
      expect.arrayContaining(["limp", "cant_bear_weight"]),
    );
  });

  it("a vaginal discharge stays one when no eye or ear is named", () => {
    expect(top("yellow discharge down there")).toBe("vaginal_discharge");
  });

  it("night pain stays for the back, where it is a warning sign", () => {
    expect(parsed("back pain that is worse at night")).toContain("night_pain");
  });
});

describe("a number with its unit is read as what it measures", () => {
  it.each([
    ["my pressure was 200 over 115 this morning", "bp_very_high"],
    ["BP 185/95", "bp_very_high"],
    ["bp 160/100 at the chemist", "high_bp_reading"],
    ["blood pressure 80 over 50 and dizzy", "low_bp_reading"],
    ["temperature 39.2 since last night", "fever"],
    ["his temp was 102 F", "fever"],
    ["sugar level 2.9", "low_sugar"],
    ["glucose 350 mg", "high_sugar"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("a normal reading is no finding", () => {
    expect(parsed("temperature 36.8 today")).toEqual([]);
    expect(parsed("my bp is 118 over 76")).toEqual([]);
  });

  it("a pain lasting half an hour is still the pain", () => {
    expect(top("pain in the chest while resting for 45 minutes")).toBe("chest_pain");
  });

  it("weeks of an early pregnancy with bleeding: the bleeding leads, the pregnancy is read", () => {
    expect(top("spotting at 9 weeks")).toBe("vaginal_bleeding");
    expect(parsed("bleeding at 9 weeks")).toEqual(expect.arrayContaining(["vaginal_bleeding", "pregnant_early"]));
    expect(parsed("bleeding at 16 weeks")).toEqual(expect.arrayContaining(["vaginal_bleeding", "pregnant"]));
    expect(top("my waters broke at 34 weeks")).toBe("waters_broken");
  });
});

describe("a specific finding beats its general parent", () => {
  it.each([
    ["I feel light headed whenever I stand up", "dizzy_standing"],
    ["my head dey turn me anytime I stand up", "dizziness"],
    ["my head dey spin when I stand up", "dizzy_standing"],
    ["racing thoughts and not sleeping at all", "elevated_mood"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });

  it("a turn of the back is no dizziness", () => {
    expect(parsed("my back hurts when I turn and when I stand")).not.toContain("dizzy_standing");
  });
});

describe("the speaker, other people, the past", () => {
  it("a partner's cough with the speaker well is nobody's finding here", () => {
    expect(parsed("my wife has been coughing all week, I am fine")).toEqual([]);
    expect(top("my wife has been coughing all week, I am fine")).toBeUndefined();
  });

  it("a partner's TB stays a contact; a child's fever stays the child's", () => {
    expect(parsed("my husband has TB but I'm fine")).toContain("contact_tb");
    expect(parsed("my daughter has fever, I'm fine")).toContain("fever");
  });

  it("TB drugs taken before are past TB, a sudden death of a brother family history", () => {
    expect(top("I took TB drugs in the past")).toBe("past_tb");
    expect(top("my sister died suddenly at 35")).toBe("family_heart_disease");
  });
});

describe("Pidgin, texting and local words", () => {
  it.each([
    ["ọbara dey comot when she cough", "haemoptysis"],
    ["eje dey comot for im nose", "nosebleed"],
    ["aya mi n dun mi", "chest_pain"],
    ["fitsari da jini", "haematuria"],
    ["tari da jini", "haemoptysis"],
    ["agbọ since morning", "vomiting"],
    ["cnt brth at all", "sob"],
    ["fits and fever in my daughter", "seizure"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("agbo without the dot stays the herbal mixture", () => {
    expect(parsed("I drank agbo yesterday")).toContain("nsaid_or_herbal");
  });

  it("intensifiers and 'fed up' add nothing", () => {
    expect(parsed("my belle dey pain me die")).not.toContain("tooth_grey");
    expect(parsed("this cough don tire me")).not.toContain("fatigue");
    expect(parsed("my body don tire me")).toContain("fatigue");
  });

  it("breathing said to be fine denies the breathlessness", () => {
    expect(parsed("she has fever but her breathing is fine")).toEqual(expect.arrayContaining(["fever", "-sob"]));
  });
});

describe("everyday sentences name nothing", () => {
  it.each([
    "we thrashed them four nil on Saturday",
    "I am drowning in assignments this semester",
    "we are drowning in bills",
  ])("%s → nothing", (text) => {
    expect(top(text)).toBeUndefined();
  });

  it("a real crush injury stays", () => {
    expect(parsed("a lorry crushed his leg")).toContain("injury");
  });
});
