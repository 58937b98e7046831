// The web flow for a person who only ticks boxes (issue 10 items 1, 4, 7): after the complaint's own
// questions, the most telling sign of each emergency that explains what they have is offered as a list,
// a page of ticks counts as one question, and /api/v1 is unchanged.
import { describe, expect, it } from "vitest";
import { WEB_STEP_MAX_UNITS, answeredUnits, diagnose, webAnsweredUnits } from "./engine.ts";
import { EXPLAINS_LIK, EXPLAINS_RATIO, TELLING_PAGE_ITEMS, TELLING_TEXT } from "./interview.ts";
import { RED_FLAG_RULES } from "./kb/red-flag-rules.ts";
import { MODEL } from "./model.ts";
import {
  WEB_MAX_QUESTIONS,
  WEB_NONE,
  WEB_NOTHING_FOUND_PAGES,
  webAnswerEvidence,
  webStep,
  type WebQuestion,
} from "./spec-flow.ts";
import type { EvidenceItem, Sex } from "./types.ts";

/** Plays the web flow: the person ticks what they have (never types) and says no to the rest. */
function tickOnly(entry: string, has: string[], age = 30, sex: Sex = "female") {
  const present = new Set([entry, ...has]);
  const evidence: EvidenceItem[] = [{ id: entry, choice: "present", source: "initial" }];
  const steps: number[] = [];
  const asked: WebQuestion[] = [];
  let before: EvidenceItem[] | undefined;
  let emergency = false;
  for (let answered = 0; answered <= WEB_MAX_QUESTIONS; answered++) {
    const step = webStep(evidence, { answered, before, steps }, { age, sex });
    emergency = step.emergency;
    const q = step.question;
    if (!q) break;
    asked.push(q);
    const hits = q.ids.filter((id) => present.has(id));
    const values =
      q.kind === "single"
        ? [present.has(q.ids[0] as string) ? "present" : "absent"]
        : q.kind === "scale"
          ? ["3"]
          : hits.length
            ? q.kind === "location"
              ? [hits[0] as string]
              : hits
            : [WEB_NONE];
    const items = webAnswerEvidence(q, values) ?? [];
    before = [...evidence];
    evidence.push(...items);
    steps.push(items.length);
  }
  return { asked, evidence, emergency };
}

const fi = (id: string) => MODEL.findingIndex.get(id) as number;
const lik = (c: number, id: string) => MODEL.lik[c * MODEL.F + fi(id)] as number;

describe("the web flow for a person who only ticks", () => {
  it("offers the telling signs of emergencies that explain the complaint", () => {
    const { asked } = tickOnly("headache", []);
    const telling = asked.filter((q) => q.text === TELLING_TEXT);
    expect(telling.length).toBeGreaterThan(0);
    for (const q of telling) {
      expect(q.kind).toBe("multi");
      expect(q.options.at(-1)?.value).toBe(WEB_NONE);
      // Every sign offered completes a danger-sign combination with the headache, or belongs to an emergency
      // that shows a headache far more often than people at large (or in most cases).
      const headache = fi("headache");
      const explainsHeadache = (c: number) =>
        lik(c, "headache") >= Math.min(EXPLAINS_LIK, EXPLAINS_RATIO * (MODEL.base[headache] as number));
      for (const id of q.ids) {
        const completes = RED_FLAG_RULES.some(
          (r) => r.all.length > 1 && r.all.some((g) => g.includes("headache")) && r.all.some((g) => g.includes(id)),
        );
        const explained = MODEL.conditions.some(
          (_, c) => MODEL.emergencyCondition[c] && lik(c, id) > (MODEL.base[fi(id)] as number) && explainsHeadache(c),
        );
        expect(completes || explained, id).toBe(true);
      }
      // A sign that is an emergency on its own, unrelated to a headache, is not offered for one.
      expect(q.ids).not.toContain("herbicide_swallowed");
      expect(q.ids).not.toContain("penis_caught_zip");
    }
  });

  it("finds a child's diabetic emergency behind vomiting without a typed word", () => {
    // Thirst, passing a lot of urine and deep breathing in a vomiting child (NICE NG18: DKA) are never named
    // by a person who only ticks unless they are offered.
    const has = ["thirst", "frequent_urination", "deep_breathing", "fatigue"];
    const { emergency, evidence } = tickOnly("vomiting", has, 2, "female");
    expect(evidence.filter((e) => e.choice === "present" && has.includes(e.id)).length).toBeGreaterThan(0);
    expect(emergency).toBe(true);
  });

  it("does not offer the list to a person who described several symptoms in their own words", () => {
    const evidence: EvidenceItem[] = [
      { id: "fever", choice: "present", source: "initial" },
      { id: "cough", choice: "present", source: "initial" },
      { id: "headache", choice: "present", source: "initial" },
    ];
    for (let answered = 0; answered < WEB_MAX_QUESTIONS; answered++) {
      const q = webStep(evidence, { answered }, { age: 30, sex: "male" }).question;
      if (!q) break;
      expect(q.text).not.toBe(TELLING_TEXT);
      evidence.push(
        ...(webAnswerEvidence(q, q.kind === "single" ? ["absent"] : q.kind === "scale" ? ["3"] : [WEB_NONE]) ?? []),
      );
    }
  });

  it("shows the telling signs in few, full pages, each body system's signs together", () => {
    for (const [entry, age] of [
      ["fever", 4],
      ["palpitations", 19],
      ["headache", 30],
      ["abdominal_pain", 25],
    ] as const) {
      // (After WEB_NOTHING_FOUND_PAGES of "no", the last telling pages may be short: see the next test.)
      const telling = tickOnly(entry, [], age)
        .asked.slice(0, WEB_NOTHING_FOUND_PAGES)
        .filter((q) => q.text === TELLING_TEXT);
      expect(telling.length, entry).toBeGreaterThan(0);
      // Two signs of each plausible emergency at a time: a "no" does not bring the same emergency's next
      // sign on a page of its own, page after page.
      expect(telling.filter((q) => q.ids.length === 1).length, entry).toBeLessThanOrEqual(1);
      const offered = telling.reduce((n, q) => n + q.ids.length, 0);
      expect(offered / telling.length, entry).toBeGreaterThanOrEqual(4);
      for (const q of telling) {
        expect(q.ids.length).toBeLessThanOrEqual(TELLING_PAGE_ITEMS);
        const groups = q.ids.map((id) => MODEL.findings[fi(id)]?.group);
        // A group's signs sit next to each other: once another group starts, an earlier one never returns.
        const closed = new Set<string | undefined>();
        groups.forEach((g, i) => {
          expect(closed.has(g), `${entry}: ${q.ids.join(",")}`).toBe(false);
          if (i + 1 < groups.length && groups[i + 1] !== g) closed.add(g);
        });
      }
    }
  });

  it("asks only danger questions once a person has said no to everything for a dozen pages", () => {
    for (const [entry, age] of [
      ["headache", 30],
      ["abdominal_pain", 25],
      ["cough", 40],
    ] as const) {
      const { asked } = tickOnly(entry, [], age);
      const late = asked.slice(WEB_NOTHING_FOUND_PAGES);
      expect(
        late.every((q) => q.danger),
        entry,
      ).toBe(true);
      expect(asked.length, entry).toBeLessThan(WEB_MAX_QUESTIONS);
    }
  });

  it("still finds an emergency whose sign only a late page offers (third nerve palsy behind a headache)", () => {
    const { asked, emergency } = tickOnly("headache", ["drooping_eyelids", "double_vision", "unequal_pupils"], 34);
    expect(asked.some((q) => q.ids.includes("drooping_eyelids"))).toBe(true);
    expect(emergency).toBe(true);
  });

  it("stops within the page limit", () => {
    expect(tickOnly("fever", [], 3, "male").asked.length).toBeLessThanOrEqual(WEB_MAX_QUESTIONS);
  });
});

describe("question units of the web flow", () => {
  it("counts a page of ticks as one question, however many boxes it has", () => {
    const evidence: EvidenceItem[] = [
      { id: "headache", choice: "present", source: "initial" },
      ...["night_sweats", "bloating", "hair_loss", "insomnia", "sneezing"].map((id): EvidenceItem => ({
        id,
        choice: "absent",
      })),
      { id: "runny_nose", choice: "absent" },
    ];
    expect(answeredUnits(evidence)).toBe(6);
    expect(webAnsweredUnits(evidence, [5, 1])).toBe(WEB_STEP_MAX_UNITS + 1);
    // Pages that do not add up to the evidence fall back to counting findings.
    expect(webAnsweredUnits(evidence, [50])).toBe(6);
  });
});

describe("stopping the web flow", () => {
  it("stops as /api/v1 does once the answers point clearly to one cause, however few pages that took", () => {
    // Sore cracked nipples while breastfeeding, typed at "Anything else?": the leader is clear after two
    // pages, as /api/v1 counts the findings asked (pages only bound the length of the check).
    const evidence: EvidenceItem[] = [{ id: "breast_pain", choice: "present", source: "initial" }];
    const steps: number[] = [];
    let pages = 0;
    for (let answered = 0; answered < WEB_MAX_QUESTIONS; answered++) {
      const q = webStep(evidence, { answered, steps }, { age: 24, sex: "female" }).question;
      if (!q) break;
      pages++;
      const items = [
        ...(webAnswerEvidence(q, q.kind === "single" ? ["absent"] : q.kind === "scale" ? ["3"] : [WEB_NONE]) ?? []),
        ...(q.kind === "others" ? [{ id: "cracked_nipples", choice: "present", source: "initial" } as const] : []),
      ];
      evidence.push(...items);
      steps.push(items.length);
    }
    expect(pages).toBeLessThanOrEqual(3);
  });
});

describe("/api/v1 is not the web flow", () => {
  it("never asks the web flow's list of telling signs", () => {
    const evidence: EvidenceItem[] = [{ id: "headache", choice: "present", source: "initial" }];
    for (let i = 0; i < 25; i++) {
      const r = diagnose({ age: 34, sex: "female", evidence });
      if (r.should_stop || !r.question) break;
      expect(r.question.text).not.toContain(TELLING_TEXT);
      for (const item of r.question.items) evidence.push({ id: item.id, choice: "absent" });
    }
  });
});
