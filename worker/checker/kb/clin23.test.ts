// Clinical-terms round 23 (ck-clin23): the words clinicians write in a case summary reach the finding a lay word
// would (kb/findings-clin23.ts), a qualifier that makes a graver form reaches it (graver-qualifier.ts), and lay
// answers of danger signs as families. Wordings are our own, not the phrase sets'.
import { beforeAll, describe, expect, it } from "vitest";
import { parseText } from "../parse.ts";
import { searchFindings } from "../search.ts";

const top = (p: string) => searchFindings(p, 1)[0]?.id ?? null;
const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

// The search and parse indexes are built on first use: slow on a loaded machine, so outside any one test's timeout.
beforeAll(() => {
  top("headache");
  parsed("headache");
}, 120_000);

describe("a clinician's term for a finding, in British or American spelling, finds it", () => {
  it.each([
    // General and cardiovascular
    ["pyrexial overnight", "fever"],
    ["marked diaphoresis", "sweating"],
    ["had a syncopal attack at work", "fainting"],
    ["bilateral pitting oedema of the ankles", "leg_swelling"],
    ["pitting edema to the shins", "leg_swelling"],
    ["orthopnea and PND", "orthopnoea"],
    ["raised jugular venous pressure", "neck_veins_distended"],
    // Respiratory
    ["frank hemoptysis this morning", "haemoptysis"],
    ["dyspneic at rest", "sob_rest"],
    ["tachypnoeic on arrival", "fast_breathing"],
    ["marked subcostal recession", "chest_indrawing"],
    // Neurological and eye
    ["dense right hemiparesis", "weakness_one_side"],
    ["new onset dysarthria", "slurred_speech"],
    ["meningism on examination", "stiff_neck"],
    ["intermittent diplopia", "double_vision"],
    ["left ptosis", "drooping_eyelids"],
    ["icteric sclera", "yellow_eyes"],
    // ENT, mouth
    ["right otalgia", "ear_pain"],
    ["profuse rhinorrhea", "runny_nose"],
    ["marked trismus", "lockjaw"],
    ["odynophagia for two days", "painful_swallowing"],
    // Gut, urine, genitals
    ["haematemesis after drinking", "vomiting_blood"],
    ["two episodes of melena", "black_stool"],
    ["haematochezia since morning", "bright_red_blood"],
    ["painful RUQ", "ruq_pain"],
    ["anuric since yesterday", "oliguria"],
    ["macroscopic hematuria", "haematuria"],
    ["suspected testicular torsion", "testicular_pain_sudden"],
    // Women's health and pregnancy
    ["light PV bleeding", "vaginal_bleeding"],
    ["primary dysmenorrhea", "period_pain"],
    ["SROM four hours ago", "waters_broken"],
    // Skin, injury, mind, poisons
    ["widespread urticaria", "hives"],
    ["purpuric spots on the legs", "rash_nonblanching"],
    ["gunshot wound to the thigh", "stabbed_or_shot"],
    ["active suicidal ideation", "suicidal"],
    ["carbon monoxide poisoning suspected", "fumes"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });

  it("the parser reads the same terms in a case summary", () => {
    expect(parsed("known asthmatic, now tachypnoeic with central cyanosis")).toEqual(
      expect.arrayContaining(["fast_breathing", "cyanosis"]),
    );
    expect(parsed("24-year-old with left hemiparesis and dysarthria")).toEqual(
      expect.arrayContaining(["weakness_one_side", "slurred_speech"]),
    );
    expect(parsed("pyrexial with neck stiffness and photophobia")).toEqual(
      expect.arrayContaining(["fever", "stiff_neck", "photophobia"]),
    );
  });
});

describe("a qualifier that makes a danger sign reaches the graver form", () => {
  it.each([
    ["intractable vomiting since last night", "vomiting_persistent"],
    ["incessant vomiting", "vomiting_persistent"],
    ["profuse epistaxis", "nosebleed_prolonged"],
    ["heavy nosebleed", "nosebleed_prolonged"],
    ["massive hemoptysis", "haemoptysis_massive"],
    ["marked pallor of the palms", "severe_pallor"],
    ["acute scrotal pain since morning", "testicular_pain_sudden"],
    ["sudden onset headache", "headache_sudden"],
    ["torrential PV bleeding", "heavy_vaginal_bleeding"],
    ["massive rectal bleeding", "rectal_bleeding_heavy"],
    ["spurting arterial bleeding", "wound_bleeding_heavy"],
    ["extensive burn on the thigh", "burn_major"],
    ["chest pain came on all at once", "chest_pain_sudden"],
    ["went deaf in one ear overnight", "sudden_deafness"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
    expect(parsed(text)).toContain(id);
  });

  it("a denied or softened qualifier, or one told of another complaint, leaves the milder finding", () => {
    expect(top("vomiting, not persistent")).toBe("vomiting");
    expect(top("mild pallor")).toBe("pale");
    expect(top("severe headache and vomiting")).toBe("headache");
    expect(parsed("severe headache and vomiting")).toEqual(expect.arrayContaining(["headache", "vomiting"]));
    expect(parsed("severe headache and vomiting")).not.toContain("vomiting_persistent");
    expect(top("small burn on the arm")).not.toBe("burn_major");
  });
});

describe("lay answers of danger signs, as families", () => {
  it.each([
    ["grandma keeled over at the market", "fainting"],
    ["the whole ceiling is spinning", "vertigo"],
    ["he's been very dozy all day", "drowsiness"],
    ["like something exploded in my head", "headache_sudden"],
    ["his jaw is clamped and he can't eat", "lockjaw"],
    ["her palms are white as chalk", "severe_pallor"],
    ["she saw blood in her sick", "vomiting_blood"],
    ["nothing stays down, not even water", "vomiting_persistent"],
    ["my wisdom tooth is killing me", "wisdom_tooth_pain"],
    ["my back is killing me", "back_pain"],
    ["agonising pain in his left testicle", "testicular_pain_sudden"],
  ])("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
  });

  it("a figure of speech or an everyday smell is no finding", () => {
    expect(top("this traffic is killing me")).toBeNull();
    expect(top("my ear feels blocked after swimming")).not.toBe("dizziness");
    expect(top("the whole kitchen smells of fried fish")).toBeNull();
    expect(top("fishy smell down there")).toBe("discharge_fishy");
  });
});
