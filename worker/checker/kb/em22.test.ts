// Emergency round 22 of issue 10 (ck-em22): what a user would notice — an onset or a course told on its own ("it came
// on all of a sudden", "getting worse since last night") no longer names another body system's finding; a denial
// before a comma does not reach a new statement; "strange" is never a strangling; lay words for purple dots, a bump
// under the knee, the worst pain of a life, a long road trip, a bead up the nose; a stuck foreskin names
// paraphimosis; a tearing chest pain is asked first; chest pain on breathing after a long journey is an emergency;
// and emergencies that start out looking mild are asked their telling sign and escalate whatever leads.
import { describe, expect, it } from "vitest";
import {
  askedUntilStop,
  ev,
  flagsOf,
  isEmergency,
  leader,
  levelOfIds,
  modifiersOf,
  playAsEvaluator,
  presentIn,
  topFinding,
} from "../testing.ts";
import { parseText } from "../parse.ts";

const parseTextChoices = (text: string) => new Map(parseText(text).map((m) => [m.id, m.choice]));

describe("onset and course words attach to the complaint they qualify (SOCRATES)", () => {
  it("an onset or a worsening told alone names no finding", () => {
    for (const p of [
      "it came on all of a sudden",
      "began abruptly this afternoon",
      "sudden onset",
      "getting worse since last night",
      "it keeps getting worse",
    ])
      expect(topFinding(p), p).toBeUndefined();
  });
  it("told with the complaint, the onset or course still names the complaint's own kind", () => {
    expect(topFinding("sudden tummy pain")).toBe("abdominal_pain_sudden");
    expect(topFinding("the pain is getting worse by the hour")).toBe("pain_worsening_hours");
  });
  it("a racing heart that came on suddenly is an emergency when the person feels lightheaded, not a belly complaint", () => {
    const r = playAsEvaluator(
      17,
      "male",
      "My heart suddenly started racing during prayers and it has not slowed down, I feel lightheaded.",
      ["heart suddenly racing", "came on all of a sudden", "lightheaded", "tight chest"],
    );
    expect(isEmergency(r.level)).toBe(true);
    // A panic attack is told the same way; the tachycardia must be among the first two.
    expect(r.result.conditions.slice(0, 2).map((c) => c.id)).toContain("svt");
  }, 60_000);
});

describe("sentences", () => {
  it("a piece after a comma with its own subject is not denied by the piece before", () => {
    const c = parseTextChoices("the bleeding hasn't stopped, she is vomiting");
    expect(c.get("vomiting")).toBe("present");
    expect(parseTextChoices("no fever, he is coughing").get("cough")).toBe("present");
    // A list of describing words after a comma still goes with its statement.
    expect(parseTextChoices("no fever, cough or rash").get("cough")).toBe("absent");
  });
  it("'strange' is odd, never strangled (an ambulance sign)", () => {
    for (const t of ["my chest feels strange", "there is a strange feeling in my belly", "strange"])
      expect(presentIn(t), t).not.toContain("hanging");
    expect(presentIn("someone strangled him")).toContain("hanging");
    expect(presentIn("my arms feel strange")).toContain("numbness");
  });
});

describe("lay words for signs the knowledge base has", () => {
  it("reads purple dots, a bump under the knee, the worst pain of a life, a long road trip, sitting, a bead", () => {
    expect(topFinding("little purple dots on her shins")).toBe("rash_nonblanching");
    expect(topFinding("a sore bump under his knee")).toBe("knee_bump");
    expect(topFinding("the worst pain he has ever had")).toBe("pain_severe");
    expect(topFinding("worst headache of my life")).toBe("headache_sudden");
    expect(topFinding("after a long road trip")).toBe("immobile_travel");
    expect(topFinding("I vomit on the bus")).toBe("travel_sickness");
    expect(topFinding("it is difficult to sit down")).toBe("pain_sitting");
    expect(topFinding("he pushed a bead into his nose")).toBe("object_in_nose");
    expect(topFinding("my wrist is swollen and painful")).toBe("small_joint_swelling");
  });
  it("a teenager's bump under the knee is Osgood-Schlatter", () => {
    expect(leader({ age: 12, sex: "male", evidence: ev(["knee_bump", "infrapatellar_pain"]) })).toBe(
      "osgood_schlatter",
    );
  });
  it("a foreskin stuck back names paraphimosis, an emergency (NICE CKS)", () => {
    expect(leader({ age: 5, sex: "male", evidence: ev(["foreskin_stuck"]) })).toBe("paraphimosis");
    expect(isEmergency(levelOfIds(5, "male", ["foreskin_stuck"]))).toBe(true);
  });
  it("a tearing chest pain is asked among the first chest-pain questions (aortic dissection)", () => {
    const asked = askedUntilStop(44, "male", ["chest_pain"]);
    expect(asked.indexOf("tearing_pain")).toBeGreaterThanOrEqual(0);
    expect(asked.indexOf("tearing_pain")).toBeLessThan(asked.indexOf("sweating"));
  }, 60_000);
});

describe("emergencies that start out looking mild", () => {
  it("chest pain on breathing in or coughing blood after a long journey or an operation is an emergency (NICE NG158)", () => {
    expect(flagsOf(33, "male", ["pleuritic_pain", "immobile_travel"])).toContain("pe_after_immobility");
    expect(flagsOf(33, "male", ["haemoptysis", "immobile_travel"])).toContain("pe_after_immobility");
  });
  it("chest pain on breathing in on the pill is an emergency unless a chest infection explains it", () => {
    expect(modifiersOf(23, "female", ["pleuritic_pain", "combined_pill"])).toContain("pleuritic_pain_hormonal_risk");
    expect(modifiersOf(23, "female", ["pleuritic_pain", "combined_pill", "fever", "cough"])).not.toContain(
      "pleuritic_pain_hormonal_risk",
    );
  });
  it("a woman's belly pain is asked shoulder-tip pain and fainting; with them it is an emergency (NICE NG126)", () => {
    const asked = askedUntilStop(26, "female", ["abdominal_pain"]);
    expect(asked).toContain("shoulder_tip_pain");
    expect(asked).toContain("fainting");
    expect(isEmergency(levelOfIds(26, "female", ["lower_abdominal_pain", "shoulder_tip_pain"]))).toBe(true);
  }, 60_000);
  it("a boy's tummy ache is asked about his testicles; a sore testicle with vomiting is an emergency", () => {
    expect(askedUntilStop(14, "male", ["abdominal_pain", "vomiting"])).toContain("testicular_pain");
    expect(isEmergency(levelOfIds(14, "male", ["abdominal_pain", "vomiting", "testicular_pain"]))).toBe(true);
  }, 60_000);
  it("household dangers told plainly are emergencies (WHO, TOXBASE, NCDC)", () => {
    for (const [age, sex, text] of [
      [28, "female", "We slept with the generator running inside and woke up with headaches and dizzy"],
      [2, "male", "my toddler drank kerosene from a soft drink bottle and is coughing"],
      [35, "male", "after spraying insecticide on the farm he is sweating and drooling"],
      [19, "female", "I swallowed a lot of paracetamol tablets two days ago, now I am vomiting"],
      [29, "male", "my brother was working on the site in the sun and now he is talking rubbish"],
    ] as const)
      expect(isEmergency(playAsEvaluator(age, sex, text, []).level), text).toBe(true);
  }, 120_000);
  it("danger told as behaviour escalates whatever leads (WHO IMCI general danger signs)", () => {
    const r = playAsEvaluator(
      3,
      "female",
      "She has had a fever since yesterday and she keeps sleeping, she is not herself",
      ["fever", "keeps sleeping", "not herself"],
    );
    expect(isEmergency(r.level)).toBe(true);
  }, 60_000);
});
