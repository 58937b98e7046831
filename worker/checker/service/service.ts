// The symptom checker as the API routes and the page loaders use it: the engine (pure) plus storage,
// usage and the person's age and sex from their assessment.
import {
  DEFAULT_AGE,
  buildDiagnosisResult,
  getFinding,
  listSymptoms,
  moreQuestions,
  questionsForSymptom,
  triage,
  evidenceFromResponses,
  type AnswerRecord,
  type DiagnosisResult,
  type EvidenceItem,
  type Sex,
  type SpecQuestion,
} from "../index.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { diagnosisFromEvidence, webStep, type WebStep } from "../spec-flow.ts";
import { patientContext, patientProfile } from "./patient.ts";
import { isPremium } from "./premium.ts";
import { getDiagnosisForUser, isEmergency, saveDiagnosis, saveFeedback, toResultRecord } from "./store.ts";
import { countChecksThisMonth, usageState } from "./usage.ts";

/** A question as the web flow shows it: the SPEC's Question plus whether a "yes" is a danger sign. */
export type CheckerQuestion = SpecQuestion & { red_flag: boolean; danger_options?: string[] };

const ENTRY_IDS = new Set(listSymptoms().map((s) => s.id));

/** The entry symptoms with their lay synonyms, so the start screen's search finds 'catarrh' too. */
export function entrySymptoms(): Array<{ id: string; name: string; aliases: string[]; red_flag: boolean }> {
  return listSymptoms().map((s) => {
    const f = getFinding(s.id);
    return { ...s, aliases: [...(f?.aliases ?? [])], red_flag: f?.redFlag === true };
  });
}

export function isKnownSymptom(id: string): boolean {
  return ENTRY_IDS.has(id) || getFinding(id) !== undefined;
}

function withRedFlags(qs: SpecQuestion[]): CheckerQuestion[] {
  return qs.map((q) => {
    const ids = q.finding_id.split(",");
    const out: CheckerQuestion = { ...q, red_flag: ids.some((id) => getFinding(id)?.redFlag === true) };
    // In a multi-select screen only the signs that are danger signs by themselves end the interview at once.
    if (q.multiple) out.danger_options = ids.flatMap((id, i) => (getFinding(id)?.redFlag ? [q.options[i] ?? ""] : []));
    return out;
  });
}

type DiagnoseOutcome =
  { ok: true; id: string; result: DiagnosisResult; counted: boolean } | { ok: false; reason: "limit_reached" };

export function checkerService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async usage(userId: string) {
      const now = clock.now();
      const [used, premium] = await Promise.all([countChecksThisMonth(db, userId, now), isPremium(db, userId, now)]);
      return usageState(used, premium);
    },

    async firstQuestions(userId: string, symptomId: string): Promise<CheckerQuestion[]> {
      const ctx = await patientContext(db, userId, clock.now());
      return withRedFlags(questionsForSymptom(symptomId, ctx));
    },

    /**
     * The next round. Once a danger sign has been answered "yes" there is nothing left worth asking
     * before the advice: an empty round tells the client to diagnose at once.
     */
    async moreQuestions(
      userId: string,
      input: { symptom: string; quan: number; prev: AnswerRecord[] },
    ): Promise<CheckerQuestion[]> {
      const ctx = await patientContext(db, userId, clock.now());
      const evidence = evidenceFromResponses(input.symptom, input.prev);
      // Unknown sex stays unknown: the engine treats it as "either".
      const t = triage({ age: ctx.age ?? DEFAULT_AGE, sex: ctx.sex as Sex, evidence });
      if (t.red_flags.length && isEmergency(t.triage_level)) return [];
      return withRedFlags(moreQuestions(input, ctx));
    },

    async diagnose(userId: string, input: { symptom: string; responses: AnswerRecord[] }): Promise<DiagnoseOutcome> {
      const now = clock.now();
      const [ctx, premium] = await Promise.all([patientContext(db, userId, now), isPremium(db, userId, now)]);
      const result = buildDiagnosisResult(input.symptom, input.responses, ctx);
      const saved = await saveDiagnosis(
        db,
        userId,
        now,
        premium,
        { symptom: input.symptom, responses: input.responses, context: ctx },
        result,
      );
      if (!saved.ok) return saved;
      return { ok: true, id: saved.id, result, counted: saved.counted };
    },

    /** The web flow's evidence to start from: the chosen symptom (or the described ones) and the profile. */
    async startEvidence(userId: string, initial: EvidenceItem[]): Promise<EvidenceItem[]> {
      const profile = await patientProfile(db, userId, clock.now());
      const ids = new Set(initial.map((e) => e.id));
      return [...initial, ...profile.history.filter((e) => !ids.has(e.id))];
    },

    /** The person's age (years), for measured values typed in the web flow ("breathing 45 a minute"). */
    async patientAge(userId: string): Promise<number | undefined> {
      return (await patientProfile(db, userId, clock.now())).age;
    },

    /** The web flow's next question by finding id (null: time for the result). */
    async webStep(
      userId: string,
      evidence: EvidenceItem[],
      opts: { answered: number; before?: EvidenceItem[]; steps?: readonly number[] },
    ): Promise<WebStep> {
      const { history: _h, notes: _n, ...ctx } = await patientProfile(db, userId, clock.now());
      return webStep(evidence, opts, ctx);
    },

    /** The web flow's result from evidence by finding id, stored like any check. */
    async diagnoseEvidence(
      userId: string,
      input: { symptom: string; evidence: EvidenceItem[] },
    ): Promise<DiagnoseOutcome> {
      const now = clock.now();
      const [profile, premium] = await Promise.all([patientProfile(db, userId, now), isPremium(db, userId, now)]);
      const { history: _h, notes, ...ctx } = profile;
      const result = diagnosisFromEvidence(input.symptom, input.evidence, ctx);
      if (notes.length) result.notes = notes;
      const saved = await saveDiagnosis(
        db,
        userId,
        now,
        premium,
        { symptom: input.symptom, evidence: input.evidence, context: ctx },
        result,
      );
      if (!saved.ok) return saved;
      return { ok: true, id: saved.id, result, counted: saved.counted };
    },

    async result(userId: string, id: string) {
      const d = await getDiagnosisForUser(db, userId, id);
      return d ? toResultRecord(d) : null;
    },

    feedback(userId: string, input: { diagnosisId: string; rating: number; comment?: string | null }) {
      return saveFeedback(db, userId, input);
    },
  };
}
