// False-alarm round 23 (ck-fa23): look-alikes that went to a doctor or an emergency department, each next to the real
// danger that must still escalate. Wordings are our own, not the vignettes'.
import { describe, expect, it } from "vitest";
import { diagnose, parseText, triage } from "../index.ts";
import { RANK } from "../triage.ts";
import { ev, isEmergency, levelOfIds as level, playAsEvaluator, topFinding } from "../testing.ts";
import type { TriageLevel } from "../types.ts";

const presentIds = (text: string) =>
  parseText(text)
    .filter((m) => m.choice === "present")
    .map((m) => m.id);
const absentIds = (text: string) =>
  parseText(text)
    .filter((m) => m.choice === "absent")
    .map((m) => m.id);
const atMost = (l: TriageLevel, ceiling: TriageLevel) => RANK[l] <= RANK[ceiling];

describe("fluids that stay down deny vomiting everything (WHO IMCI, NICE CKS Gastroenteritis)", () => {
  // The first test of the file builds the search indexes: slow on a loaded machine.
  it("keeping drinks down is not the danger sign, and says it is absent", { timeout: 60_000 }, () => {
    for (const t of [
      "I have been throwing up but I am keeping fluids down",
      "he vomited in the night, now he keeps water down",
      "she is able to keep drinks down since morning",
      "I dey vomit but the water dey stay",
    ]) {
      expect(presentIds(t), t).not.toContain("vomiting_persistent");
      expect(absentIds(t), t).toContain("vomiting_persistent");
    }
    for (const p of ["keeping liquids down", "able to keep water down"])
      expect(topFinding(p), p).not.toBe("vomiting_persistent");
  });

  it("a few vomits are vomiting, not vomiting everything", () => {
    for (const p of ["vomited a couple of times", "threw up twice", "vomited 3 times"])
      expect(topFinding(p), p).toBe("vomiting");
  });

  it("fluids that do not stay down stay the danger sign", () => {
    for (const t of [
      "I can't keep fluids down",
      "she is unable to keep water down",
      "vomiting everything since last night",
    ])
      expect(presentIds(t), t).toContain("vomiting_persistent");
    for (const t of ["even water no dey stay", "the fluids do not stay down"])
      expect(absentIds(t), t).not.toContain("vomiting_persistent");
    expect(isEmergency(level(24, "male", ["vomiting", "vomiting_persistent", "oliguria", "dizziness"]))).toBe(true);
  });

  it("a stomach bug with drinks kept down is home care; one that cannot keep water down is not", () => {
    const mild = playAsEvaluator(
      22,
      "male",
      "Loose stools and I threw up twice since last night, but I keep fluids down.",
      ["diarrhoea", "vomited twice", "stomach cramps", "keeping fluids down"],
    );
    expect(atMost(mild.level, "consultation"), mild.level).toBe(true);
    const severe = playAsEvaluator(
      22,
      "male",
      "Loose stools and vomiting, I can't keep even water down and I have not urinated since morning.",
      ["diarrhoea", "vomiting everything", "passing very little urine", "dizzy when I stand"],
    );
    expect(isEmergency(severe.level), severe.level).toBe(true);
  });
});

// The round's EXPLAINED rule (a leader of 5 % that explains every complaint names the result and may send it home)
// was taken out at the merge: on frozen16 and frozen17 it moved one case each from "see a doctor" to self care
// below the label (safe triage fell), for one exact case gained; a typical complaint stays at most a routine visit.
describe("a typical complaint is at most a routine visit; its danger look-alike escalates", () => {
  it("heartburn after food is reflux, at most a routine visit; crushing chest pain in a smoker stays an emergency", () => {
    const reflux = playAsEvaluator(
      27,
      "female",
      "A burning feeling rises up my chest after I eat, worse when I lie flat.",
      ["heartburn"],
    );
    expect(reflux.result.conditions[0]?.id).toBe("gerd");
    expect(RANK[reflux.level], reflux.level).toBeLessThanOrEqual(RANK.consultation);
    const heart = playAsEvaluator(
      44,
      "male",
      "Heavy pressure in my chest for an hour going into my left arm, I am sweating. I smoke.",
      ["chest pain", "pain spreading to the left arm", "sweating", "smoker"],
    );
    expect(isEmergency(heart.level), heart.level).toBe(true);
  });

  it("itchy peeling skin between the toes is athlete's foot, at most a routine visit", () => {
    const r = playAsEvaluator(23, "male", "The skin between my toes itches and peels, it is white and soggy.", [
      "itchy skin between the toes",
    ]);
    expect(r.result.conditions[0]?.id).toBe("tinea_pedis");
    expect(RANK[r.level], r.level).toBeLessThanOrEqual(RANK.consultation);
  });

  it("a boil with a head is at most a routine visit; a boil with fever and spreading redness does not", () => {
    const boil = playAsEvaluator(20, "female", "I have a small painful boil with a yellow head on my arm.", ["boil"]);
    expect(RANK[boil.level], boil.level).toBeLessThanOrEqual(RANK.consultation);
    const spreading = triage({
      age: 20,
      sex: "female",
      evidence: ev(["boil", "fever", "cellulitis_skin"]),
    }).triage_level;
    expect(RANK[spreading]).toBeGreaterThanOrEqual(RANK.consultation);
  });

  it("evidence nothing explains stays undetermined and is never self care", () => {
    const d = diagnose({ age: 30, sex: "male", evidence: ev(["heartburn", "big_toe_pain", "hair_loss"]) });
    expect(d.undetermined).toBe(true);
    const t = triage({ age: 30, sex: "male", evidence: ev(["heartburn", "big_toe_pain", "hair_loss"]) }).triage_level;
    expect(RANK[t]).toBeGreaterThanOrEqual(RANK.consultation);
  });

  it("a cough of more than three weeks is seen by a clinician (WHO TB screening, NICE CKS Cough)", () => {
    expect(RANK[level(26, "female", ["cough", "cough_chronic"])]).toBeGreaterThanOrEqual(RANK.consultation);
    expect(level(26, "female", ["cough", "runny_nose"])).toBe("self_care");
  });
});

describe("harmless words are not findings", () => {
  it("'shiny' is not the shin", () => {
    expect(presentIds("my big toe is swollen, red and shiny")).not.toContain("shin_pain");
    expect(topFinding("red and shiny")).not.toBe("shin_pain");
    expect(presentIds("pain in my shins when I run")).toContain("shin_pain");
  });
});

describe("the look-alike families of the brief: home or a routine visit, the danger next to it escalates", () => {
  it("a stye is at most a routine visit; a swollen, painful eye with fever that hurts to move is an emergency", () => {
    const stye = playAsEvaluator(22, "female", "A tender red pimple on the rim of my lower eyelid since yesterday.", [
      "lump on the eyelid",
      "eyelid pain",
    ]);
    expect(RANK[stye.level], stye.level).toBeLessThanOrEqual(RANK.consultation);
    const orbit = playAsEvaluator(
      7,
      "male",
      "His eye is swollen shut and red, he has a fever, and moving the eye hurts him.",
      ["swollen eyelid", "fever", "pain when moving the eye"],
    );
    expect(isEmergency(orbit.level), orbit.level).toBe(true);
  });

  it("a scratchy throat with a cold is at most a routine visit; a one-sided throat with a muffled voice and locked jaw is an emergency", () => {
    const cold = playAsEvaluator(19, "male", "Scratchy throat and a runny nose for two days.", [
      "sore throat",
      "runny nose",
    ]);
    expect(RANK[cold.level], cold.level).toBeLessThanOrEqual(RANK.consultation);
    const quinsy = playAsEvaluator(
      24,
      "female",
      "Terrible sore throat on one side, I can hardly open my mouth, my voice sounds muffled and I have fever.",
      ["sore throat", "fever", "can't open my mouth fully", "muffled voice"],
    );
    expect(isEmergency(quinsy.level), quinsy.level).toBe(true);
  });

  it("a twisted ankle I can walk on goes home (Ottawa rules); a deformed ankle I cannot stand on is an emergency", () => {
    const sprain = playAsEvaluator(
      20,
      "male",
      "I rolled my ankle at football, it is swollen but I can still walk on it.",
      ["twisted ankle", "ankle swelling"],
    );
    expect(sprain.level).toBe("self_care");
    const broken = playAsEvaluator(
      30,
      "female",
      "I fell from the bike and my ankle is bent out of shape, I cannot stand on it.",
      ["ankle injury", "deformed limb", "unable to bear weight"],
    );
    expect(isEmergency(broken.level), broken.level).toBe(true);
  });

  it("a tight-band headache after exams goes home; headache with fever and a stiff neck is an emergency", () => {
    const tension = playAsEvaluator(21, "female", "After a week of exam revision my head feels squeezed like a band.", [
      "headache",
      "band-like headache",
    ]);
    expect(tension.level).toBe("self_care");
    expect(isEmergency(level(19, "male", ["headache", "fever", "stiff_neck"]))).toBe(true);
  });

  it("period cramps go home; a late period with one-sided pain and dizziness is an emergency", () => {
    const cramps = playAsEvaluator(
      18,
      "female",
      "Cramps low in my belly on the first day of my period, like every month.",
      ["period pain"],
    );
    expect(cramps.level).toBe("self_care");
    const ectopic = playAsEvaluator(
      26,
      "female",
      "My period is six weeks late, now sharp pain low on the left side, some spotting and I feel faint.",
      ["missed period", "one-sided lower abdominal pain", "vaginal spotting", "dizziness"],
    );
    expect(isEmergency(ectopic.level), ectopic.level).toBe(true);
  });
});

describe("a fever with a swollen joint: one septic joint, or pain that moves from joint to joint (NICE CKS, WHO)", () => {
  it("joint pain moving from joint to joint after a sore throat is seen the same day, not an emergency", () => {
    expect(topFinding("his pain keeps jumping from one joint to another")).toBe("joint_pain_migratory");
    expect(presentIds("first her knee then her ankle then her elbow")).toContain("joint_pain_migratory");
    // A pain that spreads (a hip felt in the knee: slipped upper femoral epiphysis) is not one that moves on.
    expect(presentIds("pain from my hip to my knee")).not.toContain("joint_pain_migratory");
    const rf = playAsEvaluator(
      10,
      "male",
      "A fortnight after a bad throat he has fever, and the swelling jumps from his knee to his ankle to his wrist.",
      ["fever", "joint swelling", "pain moving from joint to joint", "recent sore throat"],
    );
    expect(rf.level).toBe("consultation_24");
    expect(rf.result.conditions[0]?.id).toBe("rheumatic_fever");
  });

  it("one hot swollen joint with fever stays an emergency, and so does moving joint pain with a sexual risk", () => {
    expect(isEmergency(level(8, "female", ["fever", "joint_swelling", "joint_pain"]))).toBe(true);
    expect(isEmergency(level(23, "male", ["fever", "joint_pain_migratory", "urethral_discharge"]))).toBe(true);
    expect(level(12, "female", ["fever", "joint_swelling", "joint_pain_migratory"])).not.toBe("self_care");
  });
});
