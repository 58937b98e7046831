import { z } from "zod";

// The symptom checker's payloads, messages and small helpers that both the pages and the API use.
// Client-safe: zod only, no server imports.

export const checkerMessages = {
  limitReached: "You've reached the free plan limit.",
  upgradeToPremium: "Upgrade to Premium",
  questionsFailed: "Error fetching questions:",
  analyzeFailed: "Failed to complete analyzing. Please try again.",
  diagnosisFailed: "Unable to fetch diagnosis. Please try again.",
  usageFailed: "Error checking usage. Please try again.",
  remaining: (n: number) => `You have ${n} symptom checks remaining on your free plan`,
  lastFree: "Last free check! Consider upgrading to continue using the Symptom Checker.",
  upgradeNow: "Upgrade now",
  feedbackThanks: "Thank you for your feedback!",
  chatLoginNeeded: "Login to create chat history or reload to start fresh",
  notFound: "We couldn't find that check.",
  unknownSymptom: "We don't know that symptom. Please choose one from the list.",
} as const;

// ---------------------------------------------------------------- limits

/** The SPEC's rounds: 4 + 4 + 2 questions at most, but a client may send a few extra answers. */
export const MAX_RESPONSES = 60;
export const MAX_QUESTION_CHARS = 500;
export const MAX_ANSWER_CHARS = 200;
export const MAX_SYMPTOM_CHARS = 100;

// ---------------------------------------------------------------- payloads

const symptomField = z
  .string({ error: "symptom must be text." })
  .trim()
  .min(1, "symptom is required.")
  .max(MAX_SYMPTOM_CHARS, `symptom must be at most ${MAX_SYMPTOM_CHARS} characters.`);

export const answerRecordSchema = z.object({
  question: z
    .string({ error: "question must be text." })
    .trim()
    .min(1, "question is required.")
    .max(MAX_QUESTION_CHARS, `question must be at most ${MAX_QUESTION_CHARS} characters.`),
  answer: z
    .union([z.string(), z.number()], { error: "answer must be text." })
    .transform((a) => String(a).trim())
    .pipe(
      z
        .string()
        .min(1, "answer is required.")
        .max(MAX_ANSWER_CHARS, `answer must be at most ${MAX_ANSWER_CHARS} characters.`),
    ),
});
export type AnswerRecordInput = z.infer<typeof answerRecordSchema>;

const responsesField = (name: string, min: number) =>
  z
    .array(answerRecordSchema, { error: `${name} must be a list of {question, answer}.` })
    .min(min, `${name} must not be empty.`)
    .max(MAX_RESPONSES, `${name} may hold at most ${MAX_RESPONSES} answers.`);

export const symptomQuestionsQuery = z.object({
  s_id: z
    .string({ error: "s_id is required." })
    .trim()
    .min(1, "s_id is required.")
    .max(MAX_SYMPTOM_CHARS, "s_id is too long."),
});

export const moreQuestionsSchema = z.object({
  symptom: symptomField,
  quan: z
    .number({ error: "quan must be a whole number from 1 to 10." })
    .int("quan must be a whole number from 1 to 10.")
    .min(1, "quan must be a whole number from 1 to 10.")
    .max(10, "quan must be a whole number from 1 to 10."),
  prev: responsesField("prev", 0),
});

export const diagnosisRequestSchema = z.object({
  symptom: symptomField,
  responses: responsesField("responses", 1),
});

export const diagnosisIdQuery = z.object({
  d_id: z.string({ error: "d_id is required." }).trim().min(1, "d_id is required.").max(64, "d_id is too long."),
});

export const FEEDBACK_COMMENT_MAX = 1000;
export const feedbackSchema = z.object({
  diagnosis_id: z
    .string({ error: "diagnosis_id is required." })
    .trim()
    .min(1, "diagnosis_id is required.")
    .max(64, "diagnosis_id is too long."),
  rating: z.coerce
    .number({ error: "Please choose how the session made you feel." })
    .int("Please choose how the session made you feel.")
    .min(1, "Please choose how the session made you feel.")
    .max(5, "Please choose how the session made you feel."),
  comment: z
    .string({ error: "comment must be text." })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `comment must be at most ${FEEDBACK_COMMENT_MAX} characters.`)
    .optional()
    .nullable(),
});

// ---------------------------------------------------------------- shapes the pages read

export type Symptom = { id: string; name: string; aliases?: string[]; red_flag?: boolean };
export type QuestionType = "scale" | "selection" | "location";
export type CheckerQuestion = {
  id?: string;
  finding_id?: string;
  question: string;
  type: QuestionType;
  options: string[];
  red_flag?: boolean;
  /** A danger screen: tick every sign that applies; the answer joins them with "; ". */
  multiple?: boolean;
  /** Options that are danger signs by themselves (a pick means advice now). */
  danger_options?: string[];
  /** Why the question is asked ("this helps rule out ..."). */
  why?: string;
};
export type Usage = { usage: number; limit: number | null; remaining: number | null; isPremium: boolean };
export type TriageLevel = "emergency_ambulance" | "emergency" | "consultation_24" | "consultation" | "self_care";

export const TRIAGE_LABELS: Record<TriageLevel, string> = {
  emergency_ambulance: "Call an ambulance now",
  emergency: "Go to the emergency department now",
  consultation_24: "See a doctor within 24 hours",
  consultation: "See a doctor in the next few days",
  self_care: "You can look after this at home",
};

export const isEmergencyLevel = (level: string) => level === "emergency" || level === "emergency_ambulance";

/** Nigeria's national emergency number. */
export const EMERGENCY_NUMBER = "112";

// ---------------------------------------------------------------- SPEC rounds

/** The SPEC's round sizes: 4 more under 5 answers, 2 more under 9, then 0 (time to diagnose). */
export function roundSize(answerCount: number): number {
  if (answerCount < 5) return 4;
  if (answerCount < 9) return 2;
  return 0;
}

/** An answer to a danger-sign question that means "yes, I have it": the advice cannot wait. */
export function isDangerAnswer(q: CheckerQuestion, answer: string): boolean {
  if (!q.red_flag) return false;
  const a = answer.trim().toLowerCase();
  if (q.multiple && q.danger_options) {
    const danger = new Set(q.danger_options.map((o) => o.toLowerCase()));
    return a.split(";").some((pick) => danger.has(pick.trim()));
  }
  if (q.type === "scale") return Number(a) >= 7;
  if (q.options.length === 3 && q.options[0] === "Yes") return a === "yes";
  return a !== "none of these" && a !== "no" && a !== "not sure";
}

// ---------------------------------------------------------------- fuzzy search (SPEC 5)

export const FUZZY_THRESHOLD = 0.4;

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/** 1 for equal words, 0 for nothing in common: 1 − distance / longer length. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer ? 1 - editDistance(a, b) / longer : 1;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean);

/** Little words that would otherwise match half the list ("of", "the", "my"). */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "in",
  "on",
  "my",
  "i",
  "is",
  "or",
  "to",
  "it",
  "for",
  "me",
  "with",
  "have",
  "dey",
]);

/**
 * How well a query matches a phrase: the best word-to-word similarity, where a word that starts a
 * phrase word counts as a near-exact match (someone still typing "diarr"). 0 when nothing qualifies.
 */
export function matchScore(query: string, phrase: string): number {
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  const p = phrase.toLowerCase();
  if (p === q) return 2;
  if (p.includes(q)) return 1.5;
  const qWords = words(q).filter((w) => !STOP_WORDS.has(w));
  const pWords = words(p).filter((w) => !STOP_WORDS.has(w));
  let best = 0;
  let total = 0;
  for (const qw of qWords) {
    let wordBest = 0;
    for (const pw of pWords) {
      let s = similarity(qw, pw);
      if (qw.length >= 3 && pw.startsWith(qw)) s = Math.max(s, 0.95);
      wordBest = Math.max(wordBest, s);
    }
    if (wordBest > FUZZY_THRESHOLD) total += wordBest;
    best = Math.max(best, wordBest);
  }
  if (best <= FUZZY_THRESHOLD) return 0;
  // More query words matched ranks higher; the best single word decides ties.
  return total / Math.max(qWords.length, 1) + best * 0.01;
}

/** The SPEC's symptom search: symptoms whose name or a synonym has a word similar above 0.4, best first. */
export function searchSymptoms<T extends Symptom>(symptoms: readonly T[], query: string): T[] {
  if (!query.trim()) return [...symptoms];
  const scored = symptoms
    .map((s, i) => {
      const nameScore = matchScore(query, s.name);
      const aliasScore = Math.max(0, ...(s.aliases ?? []).map((a) => matchScore(query, a) * 0.98));
      return { s, i, score: Math.max(nameScore, aliasScore) };
    })
    .filter((x) => x.score > 0);
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.map((x) => x.s);
}

// ---------------------------------------------------------------- location questions

export type BodyView = "front" | "back";
/** Where a location option sits on the body images (viewBox 0 0 300 600, front view mirrored). */
export type BodyZone = { view: BodyView; shape: { x: number; y: number; w: number; h: number } };

// The person faces us on the front image: their right side is on our left.
const ZONES: Array<[RegExp, BodyZone]> = [
  [/upper middle|epigastr|below the breastbone/i, { view: "front", shape: { x: 126, y: 226, w: 48, h: 50 } }],
  [/right upper/i, { view: "front", shape: { x: 90, y: 226, w: 36, h: 50 } }],
  [/left upper/i, { view: "front", shape: { x: 174, y: 226, w: 36, h: 50 } }],
  [/navel|belly button/i, { view: "front", shape: { x: 126, y: 276, w: 48, h: 50 } }],
  [/right lower/i, { view: "front", shape: { x: 94, y: 276, w: 32, h: 50 } }],
  [/left lower/i, { view: "front", shape: { x: 174, y: 276, w: 32, h: 50 } }],
  [/pelvi|lower belly/i, { view: "front", shape: { x: 96, y: 326, w: 108, h: 50 } }],
  [/kidney|loin|flank|side or back/i, { view: "back", shape: { x: 92, y: 230, w: 116, h: 56 } }],
  [/lower back/i, { view: "back", shape: { x: 92, y: 230, w: 116, h: 96 } }],
  [/upper back/i, { view: "back", shape: { x: 90, y: 132, w: 120, h: 96 } }],
  [/chest/i, { view: "front", shape: { x: 90, y: 134, w: 120, h: 90 } }],
  [/head/i, { view: "front", shape: { x: 112, y: 14, w: 76, h: 92 } }],
  [/neck/i, { view: "front", shape: { x: 130, y: 100, w: 40, h: 32 } }],
];

export function bodyZoneFor(option: string): BodyZone | null {
  for (const [re, zone] of ZONES) if (re.test(option)) return zone;
  return null;
}

// ---------------------------------------------------------------- treatment cards

export type CardStyle = "diet" | "hydration" | "activity" | "default";

/** The SPEC's treatment-plan card styles by title keywords. */
export function treatmentCardStyle(title: string): CardStyle {
  const t = title.toLowerCase();
  if (t.includes("diet") || t.includes("food")) return "diet";
  if (t.includes("water") || t.includes("hydra")) return "hydration";
  if (t.includes("stress") || t.includes("exercise")) return "activity";
  return "default";
}

/** The SPEC's "What's Next?" cards: a doctor card when the title mentions a doctor, else tracking. */
export function nextCardKind(title: string): "doctor" | "tracking" {
  return title.toLowerCase().includes("doctor") ? "doctor" : "tracking";
}

// ---------------------------------------------------------------- chat from a result

/** The SPEC's seed text for a chat started from a result: the symptom, the predicted disease, and a question. */
export function chatSeedMessage(symptom: string, disease: string): string {
  return `I used the HealthBuddy symptom checker for ${symptom.toLowerCase()} and it predicted ${disease}. Can we continue chatting about it?`;
}
