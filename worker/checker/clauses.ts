// Language round 27: a long sentence told in clauses ("since we came back from the village she has been hot all
// over", "he can't lie down because his chest hurts so much"). Search meets a finding's phrase against the whole
// sentence, so the words of the other clauses dilute it (the share of the query a phrase explains) and the finding of
// a clause that only sets the scene ("since the fever started", "after the football match") can win over the
// complaint itself. This module cuts a sentence into its clauses and says which ones only set the scene.
import { rawWords } from "./text.ts";

export interface Clause {
  /** The clause's words, lower case, as rawWords reads them. */
  words: string[];
  /** A clause that dates or places the complaint ("since the fever started", "while cooking", "after the match"). */
  setting: boolean;
  /** A clause that gives the reason of what the person cannot do ("because his chest hurts so much"). */
  reason: boolean;
}

/** Words that open a clause setting the scene: when, since when, during what (not what is felt). */
const SETTING_LEADS = new Set("since after while when whenever before during until till once".split(" "));
/** "Every time he coughs", "each morning", "every night when ...": a habitual setting. */
const EVERY = new Set(["every", "each"]);
/** Words that open a clause giving a reason ("because his chest hurts", "cos the tooth hurts"). */
const REASON_LEADS = new Set("because cos coz cuz bcos bcoz bcuz becos".split(" "));
/** Words that join two main clauses. */
const JOINS = new Set("and but so then though although plus".split(" "));
/** Words that start a new clause's subject after a leading setting clause ("since the fever started | she ..."). */
// Pidgin "e" (he, she, it), "im" (his), "dem" (they), "una" (you).
const SUBJECT_STARTS = new Set("i he she they we you my his her their our your there e im dem una".split(" "));
/** People the subject of the main clause may be named as ("after the crash | the boy ..."). */
const PEOPLE = new Set(
  (
    "baby babies newborn child children boy girl son daughter man woman lady patient pikin toddler infant " +
    "husband wife mother father mum dad sister brother uncle aunt aunty auntie grandpa grandma grandmother grandfather"
  ).split(" "),
);

/** Possessives and pronouns a preposition may govern ("from her pump", "out of my son's ear"). */
const PREPOSITIONS = new Set(
  "from of in on at to with into for by over under about like as than off onto near behind".split(" "),
);
/** Whether word i starts a clause's subject: a subject pronoun or possessive, or a person ("the boy"). */
function startsSubject(words: string[], i: number): boolean {
  const w = words[i] ?? "";
  const prev = words[i - 1] ?? "";
  const next = words[i + 1] ?? "";
  if (PREPOSITIONS.has(prev)) return false;
  // "gave her an injection", "told her she is ...": "her" before an article or a subject is an object.
  if (w === "her" && (/^(a|an|the|some|one|two)$/.test(next) || SUBJECT_STARTS.has(next))) return false;
  if (SUBJECT_STARTS.has(w)) return true;
  // "when he was a baby": a person after a verb of being is no subject.
  if (/^(is|was|were|be|been|am|are)$/.test(prev)) return false;
  return /^(the|a|one)$/.test(w) && PEOPLE.has(next);
}

/** Whether a clause starting at word i of the sentence opens by setting the scene. */
function opensSetting(words: string[], i: number): boolean {
  const w = words[i] ?? "";
  if (SETTING_LEADS.has(w)) return true;
  return EVERY.has(w) && /^(time|times|night|morning|evening|day|week|month)$/.test(words[i + 1] ?? "");
}

/**
 * The sentence's clauses, in order: split at punctuation, at words that join clauses ("and", "but", "because"), at
 * words that open a setting clause ("since", "while", "after"); a leading setting clause ends where the main clause's
 * subject starts ("since the fever started | she just lies on the mat"). Returns one clause for a simple sentence.
 */
export function sentenceClauses(text: string): Clause[] {
  const out: Clause[] = [];
  for (const piece of String(text ?? "").split(/[,;:.!?]+|\s[-–—]\s/)) {
    const words = rawWords(piece);
    let start = 0;
    let setting = opensSetting(words, 0);
    let reason = REASON_LEADS.has(words[0] ?? "");
    const close = (end: number) => {
      const ws = words.slice(start, end);
      if (ws.length) out.push({ words: ws, setting, reason });
    };
    for (let i = 1; i < words.length; i++) {
      const w = words[i] as string;
      const prev = words[i - 1] as string;
      // A join or a reason starts the next clause (the join itself belongs to neither). A join starts a clause only
      // before a subject of its own ("... on the floor and he does not respond"), not between two words of one
      // ("tight and painful", "hurts so much", "lies on the mat and cannot rise"). A setting told after the complaint
      // qualifies it and stays in its clause ("sharp chest pain when I breathe in", "bleeding after menopause", "he
      // coughs until he vomits"): only a setting that opens the sentence, or follows a join, sets the scene.
      const joins = JOINS.has(w) && startsSubject(words, i + 1);
      if (joins || REASON_LEADS.has(w)) {
        // "even after", "right after", "only when": the qualifier goes with the opener.
        close(/^(even|right|just|only|ever)$/.test(prev) ? i - 1 : i);
        start = joins ? i + 1 : i;
        setting = joins ? opensSetting(words, i + 1) : opensSetting(words, i);
        reason = REASON_LEADS.has(w);
        continue;
      }
      // A leading setting clause ends where the main clause's subject starts, after a verb of its own
      // ("since we came back from the village | she has been hot all over").
      // "Every time he coughs |", "each time she eats |": the opener is two words long.
      const opener = EVERY.has(words[start] ?? "") && /^times?$/.test(words[start + 1] ?? "") ? 2 : 1;
      if (setting && i - start >= opener + 1) {
        const subject = startsSubject(words, i);
        if (subject) {
          close(i);
          start = i;
          setting = false;
          reason = false;
        }
      }
    }
    close(words.length);
  }
  return out;
}
