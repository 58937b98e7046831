// The web pages' symptom check as a route action (issue 13): the page posts finding ids, never question
// text. Everything the next step needs travels in the form, so the flow works without JavaScript: the
// evidence so far (`e`), how many findings each answered question added (`steps`, so "Back" can undo one),
// and the question being answered (`q`: its kind and finding ids).
import { getFinding, listSymptoms, parseText, type EvidenceItem } from "../index.ts";
import {
  WEB_MAX_QUESTIONS,
  WEB_NONE,
  webAnswerEvidence,
  type WebQuestion,
  type WebQuestionKind,
} from "../spec-flow.ts";

/** More evidence than this cannot come from an honest check (30 questions of at most 13 findings). */
const MAX_TOKENS = 400;
const KINDS: ReadonlySet<string> = new Set(["single", "scale", "location", "multi", "others"]);

const SIGN: Record<string, [EvidenceItem["choice"], boolean]> = {
  "+": ["present", false],
  "-": ["absent", false],
  "?": ["unknown", false],
  "*": ["present", true],
  _: ["absent", true],
};

/** "+fever -stiff_neck *headache": present, absent, unknown (?), volunteered present (*) or absent (_). */
export function encodeEvidence(items: readonly EvidenceItem[]): string {
  return items
    .map((e) => {
      const initial = e.source === "initial";
      const sign = e.choice === "present" ? (initial ? "*" : "+") : e.choice === "absent" ? (initial ? "_" : "-") : "?";
      return `${sign}${e.id}`;
    })
    .join(" ");
}

/** The evidence a form carried; unknown finding ids and malformed tokens are dropped. */
export function decodeEvidence(raw: unknown): EvidenceItem[] {
  if (typeof raw !== "string") return [];
  const out: EvidenceItem[] = [];
  for (const token of raw.split(/\s+/).slice(0, MAX_TOKENS)) {
    const sign = SIGN[token.charAt(0)];
    const id = token.slice(1);
    if (!sign || !getFinding(id)) continue;
    out.push(sign[1] ? { id, choice: sign[0], source: "initial" } : { id, choice: sign[0] });
  }
  return out;
}

/** How many evidence tokens each answered question added ("4,1,1"). */
export function decodeSteps(raw: unknown): number[] {
  if (typeof raw !== "string" || !raw) return [];
  return raw
    .split(",")
    .slice(0, 100)
    .map((n) => Number.parseInt(n, 10))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 20);
}

/** The question a form answers: "multi:a,b,c". */
export function encodeQuestion(q: Pick<WebQuestion, "kind" | "ids">): string {
  return `${q.kind}:${q.ids.join(",")}`;
}

export function decodeQuestion(raw: unknown): { kind: WebQuestionKind; ids: string[] } | null {
  if (typeof raw !== "string") return null;
  const at = raw.indexOf(":");
  const kind = raw.slice(0, at);
  const ids = raw
    .slice(at + 1)
    .split(",")
    .slice(0, 20)
    .filter((id) => getFinding(id));
  if (at < 0 || !KINDS.has(kind) || !ids.length) return null;
  return { kind: kind as WebQuestionKind, ids };
}

const ENTRY_IDS = new Set(listSymptoms().map((s) => s.id));
const TRAIT_TEXT = /\btrait\b|\bcarrier\b|\bgenotype\s+(?:is\s+)?as\b|\bas\s+genotype\b|\bhbas\b/i;
const SICKLE_DISEASE_TEXT =
  /\bsickle[\s-]*cell\s+(?:disease|anaemia|anemia)\b|\bgenotype\s+(?:is\s+)?s[sc]\b|\bs[sc]\s+genotype\b|\bhbs[sc]\b|\bsickler\b/i;

/**
 * "Describe it in your own words": the text parsed into findings (with negation: "no fever" is an absent
 * fever). The entry symptom is the first present finding on the symptom list, else the first present one.
 * Null when the text names no symptom we know.
 */
export function describedEvidence(text: string, age?: number): { entry: string; evidence: EvidenceItem[] } | null {
  const mentions = mentionsOf(text, age);
  const present = mentions.filter((m) => m.choice === "present");
  const entry = (present.find((m) => ENTRY_IDS.has(m.id)) ?? present[0])?.id;
  if (!entry) return null;
  const evidence: EvidenceItem[] = [{ id: entry, choice: "present", source: "initial" }];
  for (const m of mentions) if (m.id !== entry) evidence.push({ id: m.id, choice: m.choice, source: "initial" });
  return { entry, evidence };
}

/** The findings a text names, with negation ("no fever" is an absent fever); a trait is not a disease. */
function mentionsOf(text: string, age?: number) {
  const said = text.slice(0, 1000);
  // A trait is not a disease: "sickle cell trait", "genotype AS", "a carrier" never count as sickle cell
  // disease, even though the words "sickle cell" are in the text (unless SS or the disease is named too).
  const trait = TRAIT_TEXT.test(said) && !SICKLE_DISEASE_TEXT.test(said);
  return parseText(said, undefined, age).filter((m) => !(trait && m.id === "known_sickle"));
}

/** Findings one typed answer may add (a step adds at most 20 evidence items with the ticks). */
const TYPED_MAX = 12;
const NOTHING_ELSE =
  /^(?:no|none|nothing|nope|nah|non|rien|nothing else|no other symptoms?|that'?s all|na im be dat)\b/i;

/**
 * Other symptoms typed at "Anything else?": what the text names beyond the evidence so far. Empty for
 * "nothing else"; null when the text names no symptom we know (the person is asked to reword it).
 */
export function typedEvidence(text: string, known: readonly EvidenceItem[], age?: number): EvidenceItem[] | null {
  // A symptom typed in the person's own words corrects an earlier "no" to it (a later answer replaces an
  // earlier one: "None of these" ticked in a hurry, then "he uses insulin" typed); otherwise what was
  // already answered is not added again.
  const latest = new Map(known.map((e) => [e.id, e.choice]));
  const mentions = mentionsOf(text, age);
  const told = mentions.filter((m) => !latest.has(m.id) || (m.choice === "present" && latest.get(m.id) === "absent"));
  if (told.length)
    return told.slice(0, TYPED_MAX).map((m) => ({ id: m.id, choice: m.choice, source: "initial" as const }));
  return NOTHING_ELSE.test(text.trim()) || mentions.length ? [] : null;
}

// ---------------------------------------------------------------- one step of the route action

/** What the start page shows: the symptom choice, or a question with everything its form carries. */
export type CheckView =
  | { phase: "choose"; error?: string; text?: string }
  | {
      phase: "question";
      symptom: { id: string; name: string; red_flag: boolean };
      /** Hidden fields of the question's form. */
      e: string;
      steps: string;
      q: string;
      /** The question's number (1 for the first). */
      n: number;
      question: WebQuestion;
      /** What a described complaint was read as (first question only). */
      understood?: { present: string[]; absent: string[] };
      error?: string;
    };

export type WebActionOutcome =
  { kind: "view"; view: CheckView; invalid: boolean } | { kind: "result"; id: string } | { kind: "limit_reached" };

/** The checker service's part the web flow needs (see service.ts). */
export interface WebFlowService {
  startEvidence(userId: string, initial: EvidenceItem[]): Promise<EvidenceItem[]>;
  /** The person's age in years, when known: the thresholds of measured values typed ("breathing 45 a minute"). */
  patientAge?(userId: string): Promise<number | undefined>;
  webStep(
    userId: string,
    evidence: EvidenceItem[],
    opts: { answered: number; before?: EvidenceItem[]; steps?: readonly number[] },
  ): Promise<{ question: WebQuestion | null }>;
  diagnoseEvidence(
    userId: string,
    input: { symptom: string; evidence: EvidenceItem[] },
  ): Promise<{ ok: true; id: string } | { ok: false; reason: "limit_reached" }>;
}

export const webFlowMessages = {
  unknownSymptom: "We don't know that symptom. Please choose one from the list.",
  notUnderstood:
    "We could not find a symptom we know in that. Try other words (for example “hot body and headache”), or choose from the list.",
  describeEmpty: "Please tell us what is bothering you.",
  otherNotUnderstood: "We could not find a symptom we know in what you typed. Try other words, or tick from the list.",
  chooseAnswer: "Please choose an answer.",
} as const;

const DESCRIBE_MAX = 500;

/** One submission of the start page's forms (intent: start, describe, answer, back, restart). */
export async function webAction(svc: WebFlowService, userId: string, form: FormData): Promise<WebActionOutcome> {
  const intent = String(form.get("intent") ?? "");
  const view = (v: CheckView, invalid = false): WebActionOutcome => ({ kind: "view", view: v, invalid });
  if (intent === "restart") return view({ phase: "choose" });

  if (intent === "start") {
    const id = String(form.get("symptom") ?? "");
    if (!ENTRY_IDS.has(id)) return view({ phase: "choose", error: webFlowMessages.unknownSymptom }, true);
    const evidence = await svc.startEvidence(userId, [{ id, choice: "present", source: "initial" }]);
    return next(svc, userId, { entry: id, evidence, steps: [] });
  }

  if (intent === "describe") {
    const text = String(form.get("text") ?? "")
      .trim()
      .slice(0, DESCRIBE_MAX);
    if (!text) return view({ phase: "choose", error: webFlowMessages.describeEmpty, text }, true);
    const described = describedEvidence(text, await svc.patientAge?.(userId));
    if (!described) return view({ phase: "choose", error: webFlowMessages.notUnderstood, text }, true);
    const evidence = await svc.startEvidence(userId, described.evidence);
    const names = (choice: string) =>
      described.evidence.filter((e) => e.choice === choice).map((e) => getFinding(e.id)?.name ?? e.id);
    return next(svc, userId, {
      entry: described.entry,
      evidence,
      steps: [],
      understood: { present: names("present"), absent: names("absent") },
    });
  }

  // Answer or Back: the check so far travels in the form.
  const entry = String(form.get("s") ?? "");
  if (!getFinding(entry)) return view({ phase: "choose", error: webFlowMessages.unknownSymptom }, true);
  const evidence = decodeEvidence(form.get("e"));
  const steps = decodeSteps(form.get("steps"));
  if (intent === "back") {
    const last = steps.pop();
    if (last === undefined) return view({ phase: "choose" });
    return next(svc, userId, { entry, evidence: evidence.slice(0, Math.max(0, evidence.length - last)), steps });
  }
  const q = decodeQuestion(form.get("q"));
  let items = q ? webAnswerEvidence(q, form.getAll("answer").map(String)) : null;
  // "Anything else?": symptoms typed in the person's own words join the ticks (a typed symptom wins over
  // the same one left unticked).
  const typed =
    q?.kind === "others"
      ? String(form.get("other") ?? "")
          .trim()
          .slice(0, DESCRIBE_MAX)
      : "";
  if (typed) {
    const told = typedEvidence(typed, evidence, await svc.patientAge?.(userId));
    if (!told) return next(svc, userId, { entry, evidence, steps, error: webFlowMessages.otherNotUnderstood });
    const ids = new Set(told.map((e) => e.id));
    // Typed with nothing ticked: the list stays unanswered, except "nothing else", which is "None of these".
    const ticks = items ?? (told.length || !q ? [] : (webAnswerEvidence(q, [WEB_NONE]) ?? []));
    items = [...ticks.filter((e) => !ids.has(e.id)), ...told];
  }
  if (!items) return next(svc, userId, { entry, evidence, steps, error: webFlowMessages.chooseAnswer });
  return next(svc, userId, {
    entry,
    evidence: [...evidence, ...items],
    steps: [...steps, items.length],
    before: evidence,
  });
}

async function next(
  svc: WebFlowService,
  userId: string,
  s: {
    entry: string;
    evidence: EvidenceItem[];
    steps: number[];
    before?: EvidenceItem[];
    understood?: { present: string[]; absent: string[] };
    error?: string;
  },
): Promise<WebActionOutcome> {
  const step = await svc.webStep(userId, s.evidence, { answered: s.steps.length, before: s.before, steps: s.steps });
  if (!step.question || s.steps.length >= WEB_MAX_QUESTIONS) {
    const out = await svc.diagnoseEvidence(userId, { symptom: s.entry, evidence: s.evidence });
    return out.ok ? { kind: "result", id: out.id } : { kind: "limit_reached" };
  }
  const f = getFinding(s.entry);
  return {
    kind: "view",
    invalid: Boolean(s.error),
    view: {
      phase: "question",
      symptom: { id: s.entry, name: f?.name ?? s.entry, red_flag: f?.redFlag === true },
      e: encodeEvidence(s.evidence),
      steps: s.steps.join(","),
      q: encodeQuestion(step.question),
      n: s.steps.length + 1,
      question: step.question,
      ...(s.understood ? { understood: s.understood } : {}),
      ...(s.error ? { error: s.error } : {}),
    },
  };
}
