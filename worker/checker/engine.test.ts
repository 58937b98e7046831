import { describe, expect, it } from "vitest";
import { diagnose, explain, triage } from "./engine.ts";
import { computePosterior, resolveEvidence } from "./inference.ts";
import { planNextQuestion } from "./interview.ts";
import type { Choice, DiagnoseInput, EvidenceItem, Sex } from "./types.ts";

const present = (...ids: string[]): EvidenceItem[] => ids.map((id) => ({ id, choice: "present" as Choice }));
const absent = (...ids: string[]): EvidenceItem[] => ids.map((id) => ({ id, choice: "absent" as Choice }));
const topIds = (input: DiagnoseInput, n = 3) =>
  diagnose(input)
    .conditions.slice(0, n)
    .map((c) => c.id);
const leader = (input: DiagnoseInput) => diagnose(input).conditions[0]?.id;

describe("posterior ordering on textbook presentations", () => {
  it("fever, chills, headache and body aches in Nigeria is malaria first", () => {
    expect(
      leader({ age: 22, sex: "male", evidence: present("fever", "chills", "headache", "body_aches", "fatigue") }),
    ).toBe("malaria");
  });

  it("malaria with prostration, jaundice and little urine becomes severe malaria", () => {
    const evidence = present("fever", "chills", "prostration", "yellow_eyes", "oliguria", "vomiting");
    expect(leader({ age: 16, sex: "female", evidence })).toBe("severe_malaria");
  });

  it("a long fever with belly pain, constipation and untreated water is typhoid", () => {
    const evidence = present("fever", "fever_long", "abdominal_pain", "constipation", "headache", "untreated_water");
    expect(leader({ age: 26, sex: "female", evidence })).toBe("typhoid");
  });

  it("fever, headache, stiff neck and light sensitivity is bacterial meningitis", () => {
    const evidence = present("fever", "headache", "stiff_neck", "photophobia", "vomiting");
    expect(topIds({ age: 20, sex: "male", evidence }, 1)).toEqual(["bacterial_meningitis"]);
  });

  it("pain moving from the navel to the right lower belly with vomiting is appendicitis", () => {
    const evidence = [
      ...present("periumbilical_pain", "rlq_pain", "appetite_loss", "vomiting", "pain_movement"),
      ...absent("diarrhoea"),
    ];
    expect(leader({ age: 15, sex: "male", evidence })).toBe("appendicitis");
  });

  it("burning, frequency and urgency in a young woman is cystitis", () => {
    const evidence = [
      ...present("dysuria", "frequent_urination", "urgency", "smelly_urine"),
      ...absent("fever", "flank_pain"),
    ];
    expect(leader({ age: 24, sex: "female", evidence })).toBe("uti_cystitis");
  });

  it("adding fever and loin pain moves cystitis to pyelonephritis", () => {
    const evidence = present("dysuria", "frequent_urination", "fever", "flank_pain", "chills");
    expect(leader({ age: 24, sex: "female", evidence })).toBe("pyelonephritis");
  });

  it("a positive test with one-sided lower belly pain, spotting and fainting is ectopic pregnancy", () => {
    const evidence = present("pregnant", "lower_abdominal_pain", "vaginal_bleeding", "fainting", "shoulder_tip_pain");
    expect(leader({ age: 28, sex: "female", evidence })).toBe("ectopic_pregnancy");
  });

  it("never offers pregnancy conditions for a man", () => {
    const result = diagnose({ age: 28, sex: "male", evidence: present("lower_abdominal_pain", "fainting", "nausea") });
    expect(result.conditions.map((c) => c.id)).not.toContain("ectopic_pregnancy");
  });

  it("a chronic cough with weight loss and night sweats is TB", () => {
    expect(
      leader({ age: 34, sex: "male", evidence: present("cough_chronic", "weight_loss", "night_sweats", "fever") }),
    ).toBe("tb_pulmonary");
  });

  it("returns at most 8 conditions ranked by probability", () => {
    const r = diagnose({ age: 30, sex: "female", evidence: present("headache") });
    expect(r.conditions.length).toBeLessThanOrEqual(8);
    for (let i = 1; i < r.conditions.length; i++)
      expect(r.conditions[i - 1]!.probability).toBeGreaterThanOrEqual(r.conditions[i]!.probability);
    for (const c of r.conditions) expect(c.icd10).toMatch(/^[A-Z]\d/);
  });

  it("a contradicting finding lowers a condition without zeroing it (leak term)", () => {
    const withCough = diagnose({
      age: 22,
      sex: "male",
      evidence: present("fever", "chills", "headache", "rash_nonblanching"),
    });
    expect(withCough.conditions.some((c) => c.id === "malaria" && c.probability > 0)).toBe(true);
  });

  it("treats unknown answers as no evidence", () => {
    const base = diagnose({ age: 25, sex: "male", evidence: present("fever", "headache") });
    const withUnknown = diagnose({
      age: 25,
      sex: "male",
      evidence: [...present("fever", "headache"), { id: "stiff_neck", choice: "unknown" }],
    });
    expect(withUnknown.conditions).toEqual(base.conditions);
  });

  it("averages the sexes when sex is unknown", () => {
    const state = resolveEvidence(present("lower_abdominal_pain"), undefined);
    const post = computePosterior(25, undefined, state);
    expect(post.probs.reduce((a, b) => a + b, 0) + post.other).toBeCloseTo(1, 6);
  });
});

describe("next question", () => {
  it("picks a question that separates the leading conditions", () => {
    // Cough and fever: pneumonia, flu, TB, malaria... The next question must be one the leaders disagree on.
    const input = { age: 30, sex: "male" as Sex, evidence: present("cough", "fever") };
    const state = resolveEvidence(input.evidence, input.sex);
    const post = computePosterior(input.age, input.sex, state);
    const step = planNextQuestion(state, post, input.sex);
    expect(step.question).not.toBeNull();
    const best = step.scored[0]!;
    const worst = step.scored[step.scored.length - 1]!;
    expect(best.gain).toBeGreaterThan(worst.gain);
    expect(best.gain).toBeGreaterThan(0.05);
  });

  it("asks about pregnancy for a woman with lower belly pain but not for a man", () => {
    const askedAbout = (sex: Sex) => {
      const ids = new Set<string>();
      let evidence: EvidenceItem[] = present("lower_abdominal_pain");
      for (let i = 0; i < 12; i++) {
        const q = diagnose({ age: 25, sex, evidence }).question;
        if (!q) break;
        q.items.forEach((item) => ids.add(item.id));
        evidence = [...evidence, ...q.items.map((item) => ({ id: item.id, choice: "absent" as Choice }))];
      }
      return ids;
    };
    const female = askedAbout("female");
    expect(female.has("pregnant") || female.has("missed_period")).toBe(true);
    const male = askedAbout("male");
    expect(male.has("pregnant") || male.has("missed_period") || male.has("period_pain")).toBe(false);
  });

  it("screens for danger signs first when an emergency is plausible", () => {
    const q = diagnose({ age: 20, sex: "female", evidence: present("fever", "headache", "vomiting") }).question;
    expect(q).not.toBeNull();
    expect(q!.type).toBe("group_multiple");
    expect(q!.text).toMatch(/right now/i);
  });

  it("never repeats a question and eventually stops", () => {
    let evidence: EvidenceItem[] = present("fever");
    const seen = new Set<string>();
    let stopped = false;
    for (let round = 0; round < 40; round++) {
      const r = diagnose({ age: 25, sex: "female", evidence });
      if (r.should_stop || !r.question) {
        stopped = true;
        break;
      }
      for (const item of r.question.items) {
        expect(seen.has(item.id), `asked ${item.id} twice`).toBe(false);
        seen.add(item.id);
      }
      evidence = [...evidence, ...r.question.items.map((item) => ({ id: item.id, choice: "absent" as Choice }))];
    }
    expect(stopped).toBe(true);
  });

  it("does not ask about findings already implied by a more specific answer", () => {
    const r = diagnose({ age: 30, sex: "male", evidence: present("cough_chronic") });
    expect(r.question?.items.map((i) => i.id) ?? []).not.toContain("cough");
  });

  it("stops early when the leader is clear", () => {
    const evidence = present("known_sickle", "bone_pain", "pain_severe", "painkillers_not_helping", "back_pain");
    const answered = [
      ...evidence.map((e) => ({ ...e })),
      // (the back pain and sickle cell danger screens answered "no")
      ...absent("chest_pain", "sob", "leg_weakness_both", "saddle_numbness", "urinary_retention"),
      ...absent("fever", "weakness_one_side", "face_droop", "slurred_speech", "pale", "distension", "priapism"),
      // (and the bone pain screen: rhabdomyolysis, tetanus)
      ...absent("dark_urine", "oliguria", "lockjaw", "spasms"),
      // (and the limb pain screen: weight bearing, a swollen calf)
      ...absent("cant_bear_weight", "calf_swelling"),
      // (and the sickle cell screen's left-sided belly pain: splenic sequestration)
      ...absent("luq_pain"),
      // (and em29's screens: bone pain → a spreading severe skin pain; painkillers not helping → too much paracetamol)
      ...absent("spreading_severe_skin_pain", "paracetamol_overdose"),
    ];
    expect(diagnose({ age: 14, sex: "male", evidence: answered }).should_stop).toBe(true);
  });
});

describe("triage", () => {
  it("any red flag answers emergency at once, naming it, with 112", () => {
    const t = triage({ age: 30, sex: "male", evidence: present("runny_nose", "cyanosis") });
    expect(["emergency", "emergency_ambulance"]).toContain(t.triage_level);
    expect(t.red_flags.map((r) => r.id)).toContain("cyanosis");
    expect(t.advice).toMatch(/112/);
  });

  it("a combination danger sign (fever with stiff neck) is an emergency", () => {
    const t = triage({ age: 20, sex: "female", evidence: present("fever", "stiff_neck") });
    expect(t.triage_level).toBe("emergency");
    expect(t.red_flags.map((r) => r.id)).toContain("fever_stiff_neck");
  });

  it("a common cold is self-care and a UTI is a consultation", () => {
    expect(
      triage({
        age: 13,
        sex: "female",
        evidence: [...present("runny_nose", "sneezing", "sore_throat"), ...absent("fever")],
      }).triage_level,
    ).toBe("self_care");
    expect(
      triage({
        age: 24,
        sex: "female",
        evidence: [...present("dysuria", "frequent_urination", "urgency"), ...absent("fever")],
      }).triage_level,
    ).toBe("consultation");
  });

  it("an emergency diagnosis without red flags still triages as an emergency", () => {
    const evidence = [
      ...present("periumbilical_pain", "rlq_pain", "appetite_loss", "vomiting", "fever", "pain_movement"),
    ];
    expect(["emergency", "emergency_ambulance"]).toContain(triage({ age: 15, sex: "female", evidence }).triage_level);
  });
});

describe("explanation", () => {
  it("lists findings for and against a condition with signed weights", () => {
    const input = {
      age: 22,
      sex: "female" as Sex,
      evidence: [...present("fever", "chills", "headache"), ...absent("cough")],
    };
    const e = explain(input, "malaria");
    expect(e.for.map((x) => x.id)).toEqual(expect.arrayContaining(["fever", "chills"]));
    for (const x of e.for) expect(x.weight).toBeGreaterThan(0);
    const pneumonia = explain(input, "pneumonia");
    expect(pneumonia.against.map((x) => x.id)).toContain("cough");
    for (const x of pneumonia.against) expect(x.weight).toBeLessThan(0);
  });

  it("returns empty lists for an unknown condition", () => {
    expect(explain({ age: 20, sex: "male", evidence: [] }, "nope")).toEqual({ for: [], against: [] });
  });
});
