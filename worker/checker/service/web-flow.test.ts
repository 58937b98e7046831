// The web flow's route action, end to end over the real engine (no database: the service's storage is a
// fake that records what would be saved). Also: a trait from the health profile is not a disease.
import { describe, expect, it } from "vitest";
import { diagnosisFromEvidence, webStep, WEB_MAX_QUESTIONS } from "../spec-flow.ts";
import { diagnose, type EvidenceItem } from "../index.ts";
import { ASSOCIATED_MAX_ITEMS } from "../kb/associated.ts";
import { profileFromConditions } from "./patient.ts";
import {
  decodeEvidence,
  encodeEvidence,
  webAction,
  webFlowMessages,
  type CheckView,
  type WebActionOutcome,
  type WebFlowService,
} from "./web-flow.ts";

const ctx = { age: 30, sex: "male" as const };

function fakeService(conditions: string[] = []) {
  const saved: Array<{ symptom: string; evidence: EvidenceItem[]; result: ReturnType<typeof diagnosisFromEvidence> }> =
    [];
  const profile = profileFromConditions(conditions);
  const svc: WebFlowService = {
    async startEvidence(_u, initial) {
      const ids = new Set(initial.map((e) => e.id));
      return [...initial, ...profile.history.filter((e) => !ids.has(e.id))];
    },
    async webStep(_u, evidence, opts) {
      return webStep(evidence, opts, ctx);
    },
    async diagnoseEvidence(_u, input) {
      saved.push({ ...input, result: diagnosisFromEvidence(input.symptom, input.evidence, ctx) });
      return { ok: true, id: `d${saved.length}` };
    },
  };
  return { svc, saved };
}

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) f.append(k, x);
  return f;
};

type Question = Extract<CheckView, { phase: "question" }>;
function question(out: WebActionOutcome): Question {
  if (out.kind !== "view" || out.view.phase !== "question") throw new Error(`expected a question, got ${out.kind}`);
  return out.view;
}
const answerForm = (v: Question, answer: string[]) =>
  form({ intent: "answer", s: v.symptom.id, e: v.e, steps: v.steps, q: v.q, answer });
/** The calm answer: "None of these", "No", or 3 on a scale. */
const calm = (v: Question) =>
  v.question.kind === "scale" ? ["3"] : v.question.kind === "single" ? ["absent"] : ["none"];

describe("evidence in the form", () => {
  it("round-trips present, absent, unknown and volunteered findings, and drops what is not a finding", () => {
    const items: EvidenceItem[] = [
      { id: "headache", choice: "present", source: "initial" },
      { id: "vomiting", choice: "absent", source: "initial" },
      { id: "fever", choice: "present" },
      { id: "stiff_neck", choice: "absent" },
      { id: "confusion", choice: "unknown" },
    ];
    expect(decodeEvidence(encodeEvidence(items))).toEqual(items);
    expect(decodeEvidence("+fever +not_a_finding !headache -<script>")).toEqual([{ id: "fever", choice: "present" }]);
  });
});

describe("the route action", () => {
  it("starts from a symptom id with a question by finding ids, never question text", async () => {
    const { svc } = fakeService();
    const v = question(await webAction(svc, "u", form({ intent: "start", symptom: "headache" })));
    expect(v.n).toBe(1);
    expect(v.question.kind).toBe("multi");
    expect(v.q).toBe(`multi:${v.question.ids.join(",")}`);
    expect(v.question.options.map((o) => o.value)).toEqual([...v.question.ids, "none"]);
    expect(decodeEvidence(v.e)).toEqual([{ id: "headache", choice: "present", source: "initial" }]);
  });

  it("refuses an unknown symptom and an answer that fits no option (the same question again)", async () => {
    const { svc } = fakeService();
    const bad = await webAction(svc, "u", form({ intent: "start", symptom: "football" }));
    expect(bad).toMatchObject({
      kind: "view",
      invalid: true,
      view: { phase: "choose", error: webFlowMessages.unknownSymptom },
    });
    const v = question(await webAction(svc, "u", form({ intent: "start", symptom: "headache" })));
    const again = await webAction(svc, "u", answerForm(v, ["nonsense"]));
    expect(again).toMatchObject({ invalid: true });
    expect(question(again)).toMatchObject({ q: v.q, n: 1, error: webFlowMessages.chooseAnswer });
  });

  it("ends at once with the result when an answer reports a danger sign, and it is an emergency", async () => {
    const { svc, saved } = fakeService();
    const v = question(await webAction(svc, "u", form({ intent: "start", symptom: "chest_pain" })));
    const sweating = v.question.options.find((o) => o.label === "Heavy sweating");
    expect(sweating).toBeDefined();
    const out = await webAction(svc, "u", answerForm(v, [sweating!.value, "none"]));
    expect(out).toEqual({ kind: "result", id: "d1" });
    const r = saved[0]!.result;
    expect(r.triage.triage_level).toMatch(/^emergency/);
    expect(r.headline).toBe("emergency");
    // The danger signs named are exactly the ones reported (a pick wins over a stray "None of these").
    expect(r.triage.red_flags.map((f) => f.name)).toEqual(["Chest pain with heavy sweating"]);
  });

  it("completes a calm check with a stored result, and Back undoes one answer", async () => {
    const { svc, saved } = fakeService();
    let out = await webAction(svc, "u", form({ intent: "start", symptom: "headache" }));
    const first = question(out);
    const second = question(await webAction(svc, "u", answerForm(first, calm(first))));
    expect(second.n).toBe(2);
    const back = question(
      await webAction(svc, "u", form({ intent: "back", s: "headache", e: second.e, steps: second.steps })),
    );
    expect(back).toMatchObject({ n: 1, q: first.q, e: first.e });
    let n = 0;
    while (out.kind === "view" && n++ <= WEB_MAX_QUESTIONS)
      out = await webAction(svc, "u", answerForm(question(out), calm(question(out))));
    expect(out.kind).toBe("result");
    expect(saved[0]!.symptom).toBe("headache");
    expect(saved[0]!.result.symptom.symptom).toBe("Headache");
  });

  it("reads a description in the person's words, with negation", async () => {
    const { svc } = fakeService();
    const v = question(
      await webAction(svc, "u", form({ intent: "describe", text: "I dey feel hot body and headache, no vomiting" })),
    );
    expect(v.understood).toEqual({ present: ["Fever", "Headache"], absent: ["Vomiting"] });
    const none = await webAction(svc, "u", form({ intent: "describe", text: "my car broke down" }));
    expect(none).toMatchObject({ invalid: true, view: { phase: "choose", error: webFlowMessages.notUnderstood } });
  });
});

describe("anything else? (the review of other symptoms)", () => {
  /** Answers calmly until the "Do you also have any of these?" question (or the result). */
  async function untilReview(svc: WebFlowService, symptom: string) {
    let out = await webAction(svc, "u", form({ intent: "start", symptom }));
    for (let i = 0; i < WEB_MAX_QUESTIONS && out.kind === "view"; i++) {
      const v = question(out);
      if (v.question.kind === "others") return v;
      // Only the complaint's danger screens come before it.
      expect(v.question.danger).toBe(true);
      out = await webAction(svc, "u", answerForm(v, calm(v)));
    }
    throw new Error("no review question");
  }

  it("is asked once, right after the danger screens, of a person who picked one symptom", async () => {
    const { svc } = fakeService();
    const v = await untilReview(svc, "vomiting");
    expect(v.question.text).toBe("Do you also have any of these?");
    expect(v.question.options.length).toBeGreaterThanOrEqual(3);
    expect(v.question.options.length).toBeLessThanOrEqual(ASSOCIATED_MAX_ITEMS + 1);
    expect(v.question.options.at(-1)).toEqual({ value: "none", label: "None of these" });
    // Answered calmly to the end, it is never asked again.
    let out = await webAction(svc, "u", answerForm(v, ["none"]));
    let again = 0;
    while (out.kind === "view") {
      const q = question(out);
      if (q.question.kind === "others") again++;
      out = await webAction(svc, "u", answerForm(q, calm(q)));
    }
    expect(again).toBe(0);
  });

  it("a danger sign typed in the person's words ends the check as an emergency", async () => {
    const { svc, saved } = fakeService();
    const v = await untilReview(svc, "vomiting");
    const typed = { intent: "answer", s: v.symptom.id, e: v.e, steps: v.steps, q: v.q };
    const out = await webAction(svc, "u", form({ ...typed, other: "my lips and tongue are swelling" }));
    expect(out.kind).toBe("result");
    const r = saved[0]!.result;
    expect(r.triage.triage_level).toMatch(/^emergency/);
    expect(saved[0]!.evidence).toContainEqual({ id: "lip_tongue_swelling", choice: "present", source: "initial" });
  });

  it('a typed symptom joins the ticks and brings its own questions; "nothing else" is None of these', async () => {
    const { svc } = fakeService();
    const v = await untilReview(svc, "vomiting");
    const ticked = v.question.ids[0]!;
    const next = question(
      await webAction(
        svc,
        "u",
        form({
          intent: "answer",
          s: v.symptom.id,
          e: v.e,
          steps: v.steps,
          q: v.q,
          answer: [ticked],
          other: "I have a rash too",
        }),
      ),
    );
    const evidence = decodeEvidence(next.e);
    expect(evidence).toContainEqual({ id: ticked, choice: "present" });
    expect(evidence).toContainEqual({ id: "rash", choice: "present", source: "initial" });
    // Back undoes the whole answer, typed words included.
    const back = question(
      await webAction(svc, "u", form({ intent: "back", s: "vomiting", e: next.e, steps: next.steps })),
    );
    expect(back).toMatchObject({ q: v.q, e: v.e });

    const nothing = question(
      await webAction(
        svc,
        "u",
        form({ intent: "answer", s: v.symptom.id, e: v.e, steps: v.steps, q: v.q, other: "nothing else" }),
      ),
    );
    const after = decodeEvidence(nothing.e);
    for (const id of v.question.ids) expect(after).toContainEqual({ id, choice: "absent" });
  });

  it("is asked even when the picked symptom is itself a danger sign, and what is typed there names the emergency", async () => {
    const { svc, saved } = fakeService();
    const v = await untilReview(svc, "confusion");
    const typed = { intent: "answer", s: v.symptom.id, e: v.e, steps: v.steps, q: v.q };
    let out = await webAction(svc, "u", form({ ...typed, other: "he uses insulin and skipped a meal, sweating" }));
    for (let i = 0; i < WEB_MAX_QUESTIONS && out.kind === "view"; i++) {
      const q = question(out);
      out = await webAction(svc, "u", answerForm(q, calm(q)));
    }
    const r = saved[0]!.result;
    expect(r.triage.triage_level).toMatch(/^emergency/);
    expect(r.headline).toBe("emergency");
    expect(r.condition.name).toBe("Hypoglycaemia");
  });

  it("words that name no symptom get the same question again with a plain message", async () => {
    const { svc } = fakeService();
    const v = await untilReview(svc, "vomiting");
    const out = await webAction(
      svc,
      "u",
      form({ intent: "answer", s: v.symptom.id, e: v.e, steps: v.steps, q: v.q, other: "I love football" }),
    );
    expect(out).toMatchObject({ invalid: true });
    expect(question(out)).toMatchObject({ q: v.q, e: v.e, error: webFlowMessages.otherNotUnderstood });
  });

  it("is not asked of a person who already described several symptoms, nor by /api/v1", async () => {
    const { svc } = fakeService();
    let out = await webAction(
      svc,
      "u",
      form({ intent: "describe", text: "vomiting and headache and fever since yesterday" }),
    );
    for (let i = 0; i < WEB_MAX_QUESTIONS && out.kind === "view"; i++) {
      const v = question(out);
      expect(v.question.kind).not.toBe("others");
      out = await webAction(svc, "u", answerForm(v, calm(v)));
    }
    let evidence: EvidenceItem[] = [{ id: "vomiting", choice: "present", source: "initial" }];
    for (let i = 0; i < 30; i++) {
      const r = diagnose({ ...ctx, evidence });
      if (r.should_stop || !r.question) break;
      expect(r.question.text).not.toMatch(/also have/);
      evidence = [...evidence, ...r.question.items.map((item) => ({ id: item.id, choice: "absent" as const }))];
    }
  });
});

describe("trait is not disease", () => {
  it("maps sickle cell disease (SS) to a known finding, but the trait (AS) and G6PD deficiency to notes only", () => {
    expect(profileFromConditions(["Sickle cell disease (SS)"]).history).toEqual([
      { id: "known_sickle", choice: "present", source: "initial" },
    ]);
    const trait = profileFromConditions(["Sickle cell trait (AS)", "G6PD deficiency"]);
    expect(trait.history).toEqual([]);
    expect(trait.notes).toHaveLength(2);
    expect(trait.notes.join(" ")).toMatch(/not sickle cell disease/);
  });

  it("a person with the trait and a fever is not triaged as sickle cell disease with fever", async () => {
    const withTrait = fakeService(["Sickle cell trait (AS)", "G6PD deficiency"]);
    const v = question(await webAction(withTrait.svc, "u", form({ intent: "start", symptom: "fever" })));
    expect(decodeEvidence(v.e).map((e) => e.id)).toEqual(["fever"]);
    const r = diagnosisFromEvidence("fever", decodeEvidence(v.e), ctx);
    expect(r.triage.red_flags.map((f) => f.id)).not.toContain("sickle_danger");
    // With the disease itself, the same fever is a danger sign (CDC: fever in sickle cell disease).
    const withSs = fakeService(["Sickle cell disease (SS)"]);
    const ss = question(await webAction(withSs.svc, "u", form({ intent: "start", symptom: "fever" })));
    const rs = diagnosisFromEvidence("fever", decodeEvidence(ss.e), ctx);
    expect(rs.triage.red_flags.map((f) => f.id)).toContain("sickle_danger");
  });

  it("'sickle cell trait' typed in the description is not sickle cell disease either", async () => {
    const { svc } = fakeService();
    const v = question(
      await webAction(svc, "u", form({ intent: "describe", text: "I have sickle cell trait and fever" })),
    );
    expect(decodeEvidence(v.e).map((e) => e.id)).not.toContain("known_sickle");
  });
});
