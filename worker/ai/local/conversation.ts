// Reads a conversation the way a clinician would take a history: every finding the user volunteered
// (with negation), every answer to the question HealthBuddy asked last, and age and sex when stated.
// Later statements win over earlier ones ("no cough" ... "now I'm coughing").
import {
  getFinding,
  listConditions,
  listFindings,
  parseText,
  type Choice,
  type EvidenceItem,
  type Sex,
} from "../../checker/index.ts";
import type { ChatTurn, PersonalContext } from "../types.ts";

export type Reading = {
  evidence: EvidenceItem[];
  /** Findings present anywhere in the conversation (not from the profile). */
  presentIds: string[];
  /** Findings the last user message added or changed. */
  changedByLast: Array<{ id: string; choice: Choice }>;
  /** True when the last message answered the question HealthBuddy asked. */
  answeredQuestion: boolean;
  age?: number;
  sex?: Sex;
  /** Condition ids the last user message names ("what is typhoid?"). */
  conditionsNamed: string[];
  /** How many user turns there are. */
  userTurns: number;
};

const QUESTION_INDEX: Array<{ question: string; id: string }> = listFindings()
  .map((f) => ({ question: (getFinding(f.id)?.question ?? "").toLowerCase(), id: f.id }))
  .filter((q) => q.question.length > 8)
  // Longer questions first, so one that contains another wins.
  .sort((a, b) => b.question.length - a.question.length);

const FINDING_NAMES: Array<{ name: string; id: string }> = listFindings()
  .map((f) => ({ name: f.name.toLowerCase(), id: f.id }))
  .sort((a, b) => b.name.length - a.name.length);

const UNKNOWN =
  /\b(not sure|unsure|don'?t know|dont know|do not know|no idea|can'?t tell|cannot tell|maybe|i no know)\b/i;
const NO =
  /^\s*(no|nope|nah|not really|not at all|none|never|neither|i don'?t|i do not|i haven'?t|i have not|i didn'?t|no o|e no dey|i no get)\b/i;
const YES =
  /^\s*(yes|yeah|yea|yep|yup|ya|yh|ok yes|sure|correct|right|true|definitely|i do|i have|i did|i am|a bit|a little|sometimes|yes o|e dey|i get am|both|all of them)\b/i;

/** The findings HealthBuddy asked about in its last message, if it asked one of its questions. */
export function askedFindings(assistantText: string): { ids: string[]; group: boolean } {
  const lines = assistantText
    .toLowerCase()
    .split("\n")
    .filter((l) => l.includes("?"));
  const line = lines.at(-1);
  if (!line) return { ids: [], group: false };
  if (line.includes("any of these")) {
    let rest = line.slice(line.indexOf("any of these"));
    const found: Array<{ id: string; at: number }> = [];
    // Longest names first, blanked out once matched, so "coughing up blood" is not also a "cough".
    for (const f of FINDING_NAMES) {
      const at = rest.indexOf(f.name);
      if (at < 0) continue;
      found.push({ id: f.id, at });
      rest = `${rest.slice(0, at)}${" ".repeat(f.name.length)}${rest.slice(at + f.name.length)}`;
    }
    return { ids: found.sort((a, b) => a.at - b.at).map((f) => f.id), group: true };
  }
  for (const q of QUESTION_INDEX) if (line.includes(q.question)) return { ids: [q.id], group: false };
  return { ids: [], group: false };
}

export function answerChoice(text: string): Choice | null {
  if (UNKNOWN.test(text)) return "unknown";
  if (NO.test(text)) return "absent";
  if (YES.test(text)) return "present";
  return null;
}

const WORD_NUMBERS: Record<string, number> = {
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

export function statedAge(text: string): number | undefined {
  const t = text.toLowerCase();
  const m =
    /\b(\d{1,2})\s*(?:years?|yrs?|y\/o|yo)\b(?:\s*old)?/.exec(t.replace(/\b(?:for|since|past|last|over|about|nearly|almost) (?:the )?(?:past |last )?\d{1,2}\s*(?:years?|yrs?)\b/g, " ")) ??
    /\b(?:i am|i'm|im|am)\s+(\d{1,2})\b(?!\s*(?:days?|weeks?|months?|kg|cm|%|am|pm))/.exec(t) ??
    /\baged?\s+(\d{1,2})\b/.exec(t);
  if (m) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 99) return n;
  }
  const w = /\b(?:i am|i'm|im)\s+(thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/.exec(t);
  return w ? WORD_NUMBERS[w[1] as string] : undefined;
}

/** The question HealthBuddy asks when a likely cause depends on sex and it does not know it. */
export const SEX_QUESTION_TEXT = "Some causes only affect one sex: are you male or female?";
const SEX_QUESTION = /are you male or female\?/i;

function shortSex(text: string): Sex | undefined {
  const t = text.trim().toLowerCase();
  if (/^(i'?m |i am )?(a )?(female|woman|girl|lady|f)\b/.test(t)) return "female";
  if (/^(i'?m |i am )?(a )?(male|man|boy|guy|m)\b/.test(t)) return "male";
  return undefined;
}

export function statedSex(text: string): Sex | undefined {
  const t = text.toLowerCase();
  if (
    /\b(?:i am|i'm|im)\s+(?:a\s+)?(?:\d{1,2}\s*(?:years?|yrs?|y\/o|yo)?\s*(?:old\s+)?)?(?:woman|girl|lady|female)\b/.test(
      t,
    )
  )
    return "female";
  if (
    /\b(?:i am|i'm|im)\s+(?:a\s+)?(?:\d{1,2}\s*(?:years?|yrs?|y\/o|yo)?\s*(?:old\s+)?)?(?:man|boy|guy|male)\b/.test(t)
  )
    return "male";
  if (/\b(my period|i'?m pregnant|i am pregnant|my pregnancy)\b/.test(t)) return "female";
  return undefined;
}

/** Conditions a message names, most specific first ("severe malaria" before "malaria"). */
export function conditionsNamed(text: string): string[] {
  const found: Array<{ id: string; len: number }> = [];
  for (const c of CONDITION_NAMES) {
    const m = c.re.exec(text);
    if (m && !found.some((f) => f.id === c.id)) found.push({ id: c.id, len: m[0].length });
  }
  // "severe malaria" also matches "malaria": keep the longer name when one is inside the other.
  const ids = found.sort((a, b) => b.len - a.len).map((f) => f.id);
  return ids.filter(
    (id, i) => !ids.slice(0, i).some((longer) => longer.endsWith(`_${id}`) || longer.startsWith(`${id}_`)),
  );
}

const CONDITION_NAMES: Array<{ name: string; re: RegExp; id: string }> = listConditions().flatMap((c) => {
  const names = new Set<string>();
  for (const n of [c.name, c.common_name]) {
    const base = n
      .toLowerCase()
      .replace(/\s*\(.*?\)\s*/g, " ")
      .trim();
    if (base.length >= 4) names.add(base);
    for (const inner of n.matchAll(/\(([^)]+)\)/g))
      if ((inner[1] ?? "").length >= 4) names.add((inner[1] as string).toLowerCase());
  }
  return [...names].map((n) => ({
    name: n,
    re: new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i"),
    id: c.id,
  }));
});

// Everyday phrases the symptom parser would misread ("keep fit" is not a fit).
const NOT_SYMPTOMS: Array<[RegExp, string]> = [
  // Ages and gestation are not durations ("my pikin wey be 4 years dey cough", "I get 20 weeks belle").
  [/\b(wey be|who is|that is|aged?) (\d{1,2}) ?(years?|yrs?)( old)?\b/gi, "aged $2"],
  [/\b(\d{1,2}) ?(weeks?|months?) (belle|pregnant|gone)\b/gi, "pregnant"],
  [/\b(get|carry) belle\b/gi, "am pregnant"],
  [/\b(keep|keeping|stay|staying|get|getting|physically|very|so|more)\s+fit\b/gi, "$1 healthy"],
  [/\bfit and (healthy|well|strong)\b/gi, "$1"],
  [/\bconfused (about|by|with|on|as to|whether|which|how|what)\b/gi, "unsure $1"],
  [/\b(sleep|sleeping) better\b/gi, "rest well"],
  // Pidgin "fit" means "can" ("Wetin I fit chop?"), never a seizure.
  [
    /\b(i|you|u|we|e|una|dem|he|she|im|who|wetin|how|person|pikin|no|go|dey|never|don|sef|abeg|make|can|wey|una|body|them)\s+fit\b/gi,
    "$1 can",
  ],
  [/\bfit (chop|take|drink|do|eat|use|get|go|help|cause|make|know|sleep|wash|waka|marry)\b/gi, "can $1"],
  // "Chances our child has sickle cell" is about odds, not a chancre (a genital sore).
  [/\bchances?\b/gi, "likelihood"],
  // "Lower my blood pressure without drugs" is not a statement about drug use.
  [/\bwithout (drugs|medicines?|medication|tablets|pills)\b/gi, "naturally"],
  // Genotypes ("AS and AS", "I'm AS") are not symptoms.
  [/\b(AS|AA|SS|AC|SC)\b(?=[^.]*\b(genotype|partner|sickle|child|baby|marry|carrier)\b)/g, "genotype"],
];

/** Sickle cell trait (AS, a carrier) is not sickle cell disease: profiles that say so add no evidence. */
export function profileConditions(profile?: PersonalContext): string[] {
  return (profile?.conditions ?? []).filter((c) => !/\btrait\b|\bcarrier\b|\bgenotype\b|\(?\bAS\b\)?/i.test(c));
}

const FINDING_WORDS = new Set(listFindings().flatMap((f) => [f.name, ...f.aliases].map((a) => a.toLowerCase())));

export function withoutFalseFriends(text: string): string {
  let out = NOT_SYMPTOMS.reduce((t, [re, by]) => t.replace(re, by), text);
  // A condition's name is not a symptom ("it predicted malaria" must not read as "miliaria", a heat rash),
  // unless the name is also how people say the symptom ("heat rash").
  for (const c of CONDITION_NAMES) {
    if (c.name.length < 4 || FINDING_WORDS.has(c.name)) continue;
    out = out.replace(new RegExp(c.re.source, "gi"), " ");
  }
  return out;
}

export function readConversation(turns: ChatTurn[], profile?: PersonalContext): Reading {
  const state = new Map<string, { choice: Choice; source?: string }>();
  let changedByLast: Array<{ id: string; choice: Choice }> = [];
  let answeredQuestion = false;
  let age = profile?.age;
  let sex: Sex | undefined = profile?.sex;
  let userTurns = 0;
  let lastUser = "";

  // Known conditions from the assessment ("Sickle cell", "Asthma") are background evidence.
  const known = profileConditions(profile);
  if (known.length) {
    for (const m of parseText(known.join(". ")))
      if (m.choice === "present") state.set(m.id, { choice: "present", source: "initial" });
  }

  turns.forEach((turn, i) => {
    if (turn.role !== "user") return;
    userTurns++;
    lastUser = turn.content;
    const changes: Array<{ id: string; choice: Choice }> = [];
    const set = (id: string, choice: Choice, source?: string) => {
      const prev = state.get(id);
      if (prev?.choice === choice) return;
      state.set(id, source ? { choice, source } : { choice });
      changes.push({ id, choice });
    };
    const previous = turns.slice(0, i).findLast((t) => t.role === "assistant");
    const asked = previous ? askedFindings(previous.content) : { ids: [], group: false };
    const mentions = parseText(withoutFalseFriends(turn.content));
    let answered = false;
    if (asked.ids.length) {
      const explicit = mentions.filter((m) => asked.ids.includes(m.id));
      const choice = answerChoice(turn.content);
      if (explicit.length) answered = true;
      else if (choice && (!asked.group || choice !== "present")) {
        for (const id of asked.ids) set(id, choice);
        answered = true;
      } else if (choice === "present" && asked.group) {
        // "Yes" to "any of these: cough, coughing up phlegm or coughing up blood?" means at least the
        // first, most general one; the next question can ask about the rest.
        set(asked.ids[0] as string, "present");
        answered = true;
      }
    }
    for (const m of mentions) set(m.id, m.choice, asked.ids.includes(m.id) ? undefined : "initial");
    age = statedAge(turn.content) ?? age;
    sex =
      statedSex(turn.content) ??
      (previous && SEX_QUESTION.test(previous.content) ? shortSex(turn.content) : undefined) ??
      sex;
    if (previous && SEX_QUESTION.test(previous.content) && shortSex(turn.content)) answered = true;
    changedByLast = changes;
    answeredQuestion = answered;
  });

  const evidence: EvidenceItem[] = [...state.entries()].map(([id, v]) =>
    v.source ? { id, choice: v.choice, source: v.source } : { id, choice: v.choice },
  );
  const profileIds = new Set(known.length ? parseText(known.join(". ")).map((m) => m.id) : []);
  return {
    evidence,
    presentIds: evidence.filter((e) => e.choice === "present" && !profileIds.has(e.id)).map((e) => e.id),
    changedByLast,
    answeredQuestion,
    ...(age !== undefined ? { age } : {}),
    ...(sex ? { sex } : {}),
    conditionsNamed: conditionsNamed(lastUser),
    userTurns,
  };
}
