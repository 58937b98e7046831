// Language round 17: danger signs told as sensations, the other half of a denial, injuries by what was felt and how
// they happened, everyday words that only sound like findings, texting spellings and Yoruba words. Wordings are our
// own.
import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

const phrase = (p: string) => searchFindings(p, 1)[0]?.id;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

describe("danger signs told as sensations", () => {
  it.each([
    ["it's like I am drowning whenever I lie flat in bed", "orthopnoea"],
    ["I just can't get enough air, whatever I do", "sob"],
    ["my little girl is too weak to move and just lies there", "prostration"],
    ["he couldn't find his words this morning", "slurred_speech"],
    ["her arm suddenly went limp", "weakness_one_side"],
    ["my head feels like it will explode", "headache_sudden"],
    ["the baby's breathing looks tiring", "sob"],
  ])("%s → %s", (text, id) => {
    expect(phrase(text)).toBe(id);
  });

  it("a tight chest told with a squeezing simile is chest pressure, in texting too", () => {
    expect(parsed("my chest is tyt like sum1 is squeezing it")).toEqual(["chest_pain_pressure"]);
  });

  it("unresponsive while still jerking is the fit; unresponsive after it is unconscious", () => {
    expect(parsed("my son is jerking and not responding")).toEqual(["seizure"]);
    expect(parsed("she had a fit and now she is not responding")).toEqual(["seizure", "unconscious"]);
  });
});

describe("a denial covers only its own object", () => {
  it("the present half is kept", () => {
    expect(parsed("nt pregnant bt my period has not come")).not.toContain("-missed_period");
    expect(parsed("no fever bt a cough")).toEqual(["-fever", "cough"]);
    expect(parsed("the pain in my chest doesn't spread to my jaw")).toEqual(["chest_pain", "-chest_pain_radiating"]);
    expect(parsed("no blood in my vomit")).toEqual(["vomiting", "-vomiting_blood"]);
    expect(parsed("my joints are not red, they just ache")).toContain("joint_pain");
  });

  it("a denial that governs the pronoun stays", () => {
    expect(parsed("I don't think it's swollen")).not.toContain("ankle_swelling");
  });
});

describe("injuries by what was felt and how they happened", () => {
  it.each([
    ["something snapped in my knee as I landed", "knee_injury"],
    ["I felt my shoulder pop when I lifted the bag", "shoulder_pain"],
    ["she jumped into a shallow stream and now her legs are numb", "limb_numb_after_injury"],
    ["my leg was cut by a machete and it will not stop bleeding", "wound_bleeding_heavy"],
    ["I sprained my ankle at football and it is swollen", "ankle_swelling"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("a dive into shallow water is a neck injury, whatever the water is called", () => {
    expect(parsed("he dove into the shallow pond")).toEqual(["neck_back_trauma"]);
  });
});

describe("everyday words and past events", () => {
  it.each([
    "my laptop screen broke when it fell",
    "I take Panadol sometimes",
    "petrol scarcity is giving me a headache",
    "one of my breasts looks bigger than the other",
    "I quit smoking five years ago",
  ])("%s → nothing", (text) => {
    expect(parsed(text)).toEqual([]);
  });

  it("a fit followed by 'and' is still a fit; a fit and healthy man is not", () => {
    expect(parsed("she had a fit and fell")).toContain("seizure");
    expect(parsed("he is a fit and healthy man")).toEqual([]);
  });
});

describe("texting, Pidgin and Yoruba words", () => {
  it.each([
    ["hedache n stiff nek since mornin", "stiff_neck"],
    ["my pikin dey breathe like say e tire", "sob"],
    ["inu mi n dun mi since yesterday", "abdominal_pain"],
    ["my toddler drank sumtin from a botl", "poisoning"],
    ["my baby is not sucking and is hot", "fever"],
  ])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });

  it("Yoruba leg pain reads as the English words do", () => {
    expect(parsed("ese mi n dun mi")).toEqual(parsed("leg pain"));
    expect(parsed("ese mi n dun mi")).not.toEqual([]);
  });

  it("a rash after a drug is a new medicine, not drug use", () => {
    expect(parsed("rash on my arms after the drug")).toEqual(["rash", "new_medicine"]);
  });
});
