import { describe, expect, it } from "vitest";
import { listFindings, listSymptoms, validateEvidenceIds } from "./index.ts";
import {
  NONE_OPTION,
  SCALE_OPTIONS,
  buildDiagnosisResult,
  evidenceFromResponses,
  moreQuestions,
  questionsForSymptom,
  specRoundSize,
} from "./spec-flow.ts";
import type { AnswerRecord, SpecQuestion } from "./types.ts";

/** Answers every question "No" (or "None of these"), as a user without further symptoms would. */
const answerNo = (qs: SpecQuestion[]): AnswerRecord[] =>
  qs.map((q) => ({
    question: q.question,
    answer: q.type === "scale" ? "2" : q.options.includes(NONE_OPTION) ? NONE_OPTION : "No",
  }));

describe("the SPEC's guided flow", () => {
  it("offers about 60 entry symptoms", () => {
    const s = listSymptoms();
    expect(s.length).toBeGreaterThanOrEqual(55);
    for (const x of s) expect(x).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it("follows the SPEC's round sizes", () => {
    expect(specRoundSize(0)).toBe(4);
    expect(specRoundSize(4)).toBe(4);
    expect(specRoundSize(5)).toBe(2);
    expect(specRoundSize(8)).toBe(2);
    expect(specRoundSize(9)).toBe(0);
  });

  it("gives four well-formed first questions for a symptom", () => {
    const qs = questionsForSymptom("headache", { age: 25, sex: "female" });
    expect(qs).toHaveLength(4);
    for (const q of qs) {
      expect(["scale", "selection", "location"]).toContain(q.type);
      expect(q.question.length).toBeGreaterThan(5);
      if (q.type === "scale") expect(q.options).toEqual(SCALE_OPTIONS);
      if (q.type === "selection") expect(q.options.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("asks where the pain is for belly pain", () => {
    let prev: AnswerRecord[] = [];
    const all: SpecQuestion[] = [];
    for (const quan of [4, 4, 2]) {
      const qs = moreQuestions({ symptom: "abdominal_pain", quan, prev }, { age: 25, sex: "male" });
      all.push(...qs);
      prev = [...prev, ...answerNo(qs)];
    }
    const loc = all.find((q) => q.type === "location");
    expect(loc).toBeDefined();
    expect(loc!.options).toContain("Right lower belly");
  });

  it("never repeats a question across rounds", () => {
    let prev: AnswerRecord[] = [];
    const seen = new Set<string>();
    for (const quan of [4, 4, 2]) {
      const qs = moreQuestions({ symptom: "fever", quan, prev }, { age: 22 });
      for (const q of qs) {
        expect(seen.has(q.question), q.question).toBe(false);
        seen.add(q.question);
      }
      prev = [...prev, ...answerNo(qs)];
    }
  });

  it("maps text answers back to evidence and ignores unknown questions", () => {
    const [q] = questionsForSymptom("fever", { age: 25 });
    const ev = evidenceFromResponses("Fever", [
      { question: q!.question, answer: "Yes" },
      { question: "What is your favourite colour?", answer: "Blue" },
    ]);
    expect(ev[0]).toMatchObject({ id: "fever", choice: "present" });
    expect(ev.length).toBeGreaterThanOrEqual(2);
    expect(() => evidenceFromResponses("nonsense", [{ question: 5 as unknown as string, answer: "x" }])).not.toThrow();
  });

  it("maps scale answers: 7 and above is severe", () => {
    const q = "How bad is the pain, from 1 (mild) to 10 (worst imaginable)?";
    expect(evidenceFromResponses("back_pain", [{ question: q, answer: "9" }])).toContainEqual({
      id: "pain_severe",
      choice: "present",
    });
    expect(evidenceFromResponses("back_pain", [{ question: q, answer: "2" }])).toContainEqual({
      id: "pain_severe",
      choice: "absent",
    });
  });

  it("builds the SPEC's diagnosis result with differential, triage and explanation", () => {
    const r = buildDiagnosisResult("Fever", [], { age: 20, sex: "male" });
    expect(r.meta_data.disease.length).toBeGreaterThan(0);
    expect(r.meta_data.causes.length).toBeGreaterThan(0);
    for (const list of [r.meta_data.next, r.meta_data.remedies, r.meta_data.treatment])
      for (const card of list) expect(card).toEqual({ title: expect.any(String), description: expect.any(String) });
    expect(r.differential.length).toBeGreaterThan(1);
    expect(r.kb_version).toMatch(/\S/);
    expect(["emergency_ambulance", "emergency", "consultation_24", "consultation", "self_care"]).toContain(
      r.triage.triage_level,
    );
  });

  it("puts an emergency card first when a danger sign is answered", () => {
    const prev = [
      { question: "Do you have a fever, or does your body feel hot?", answer: "Yes" },
      { question: "Have you been vomiting?", answer: "Yes" },
    ];
    const qs = moreQuestions({ symptom: "headache", quan: 4, prev }, { age: 20, sex: "female" });
    const danger = qs.find((q) => q.options.includes(NONE_OPTION) && q.type === "selection");
    expect(danger).toBeDefined();
    const r = buildDiagnosisResult("headache", [...prev, { question: danger!.question, answer: danger!.options[0]! }], {
      age: 20,
      sex: "female",
    });
    expect(["emergency", "emergency_ambulance"]).toContain(r.triage.triage_level);
    expect(r.meta_data.next[0]!.title).toMatch(/emergency/i);
    expect(r.triage.advice).toMatch(/112/);
  });
});

describe("'Do you also have any of these?' in the SPEC's text flow", () => {
  /** Rounds answered "No" / "None of these" until the review question appears. */
  function untilReview(symptom: string) {
    const prev: AnswerRecord[] = [];
    for (let round = 0; round < 3; round++) {
      const qs = moreQuestions({ symptom, quan: specRoundSize(prev.length), prev }, { age: 30, sex: "male" });
      const review = qs.find((q) => q.id === "q_others");
      if (review) return { review, prev: [...prev, ...answerNo(qs.filter((q) => q !== review))] };
      prev.push(...answerNo(qs));
    }
    throw new Error("no review question");
  }

  it("is asked once after the complaint's danger screens, with None of these", () => {
    const { review } = untilReview("vomiting");
    expect(review.question).toMatch(/^Do you also have any of these: .+\?$/);
    expect(review.multiple).toBe(true);
    expect(review.options.at(-1)).toBe(NONE_OPTION);
  });

  it("reads ticked options and the person's own words; a danger sign in words is an emergency", () => {
    const { review, prev } = untilReview("vomiting");
    const first = review.options[0] as string;
    const evidence = evidenceFromResponses("vomiting", [
      ...prev,
      { question: review.question, answer: `${first}; my lips and tongue are swelling` },
    ]);
    const id = review.finding_id.split(",")[0] as string;
    expect(evidence).toContainEqual({ id, choice: "present" });
    expect(evidence).toContainEqual({ id: "lip_tongue_swelling", choice: "present", source: "initial" });
    const r = buildDiagnosisResult("vomiting", [
      ...prev,
      { question: review.question, answer: "my lips and tongue are swelling" },
    ]);
    expect(r.triage.triage_level).toMatch(/^emergency/);
    // "None of these" denies every listed symptom.
    const none = evidenceFromResponses("vomiting", [{ question: review.question, answer: NONE_OPTION }]);
    expect(none.filter((e) => e.choice === "absent").map((e) => e.id)).toEqual(review.finding_id.split(","));
  });
});

describe("lookups", () => {
  it("reports unknown evidence ids", () => {
    const ids = listFindings()
      .slice(0, 2)
      .map((f) => f.id);
    expect(validateEvidenceIds([...ids, "not_a_finding", "not_a_finding"])).toEqual(["not_a_finding"]);
  });
});
