// The shape of a language's lexicon: every local word the chat reads or says, written once per language so a
// new word is added in one place (worker/lang/<lang>.ts) and cannot be given two meanings in two files.
// Sources for the words: Kamusi ya Kiswahili (TUKI); Larousse; R.C. Abraham, Dictionary of the Hausa Language;
// the NPHCDA Yoruba and Igbo primary health care glossaries. Every entry needs a native speaker's review.
import type { Category } from "../chat/safety/messages.ts";

/**
 * A phrase of the offline engine's phrasebook and its English meaning, by the role it plays in the English
 * reading: "ask" frames the question ("dalili za" is "what are the signs of") and comes first, "topic" is an
 * everyday health topic the engine answers from its sources, "word" is a symptom or a detail read with a topic.
 */
export type Entry = { re: RegExp; en: string; kind: "ask" | "topic" | "word" };

export const ask = (re: RegExp, en: string): Entry => ({ re, en, kind: "ask" });
export const topic = (re: RegExp, en: string): Entry => ({ re, en, kind: "topic" });
export const word = (re: RegExp, en: string): Entry => ({ re, en, kind: "word" });

/** What the offline engine can say in the language; the answer itself follows in English. */
export type Words = {
  englishForNow: string;
  /** The answer to a thank-you. */
  welcome: string;
  hello: string;
  onlyHealth: string;
  /** A message in this language the engine could not read: never "off topic", it may be a danger told in words
   * the engine does not know. The danger signs and the number ({number}) come first, then a request to retell it. */
  notUnderstood?: string;
  /** Round 19 (chat33): subjects that are not health, in the language's own words (a football cup, a capital city, a
   * recipe, school homework, who made the app): a message that names one and no danger is declined in the language,
   * as an English one is, not met with the emergency number. */
  offTopic?: RegExp;
};

/**
 * What the safety layer says in the language when it escalates: the header, the call to make, and per danger
 * category the one thing to do or not do; `note` introduces the English first-aid detail that follows (the
 * sources are named in SAFETY_SOURCES, worker/chat/safety/messages.ts).
 */
export type Emergency = {
  header: string;
  or: string;
  call: (n: string) => string;
  note: string;
  lines: Partial<Record<Category, string>>;
};

export type Lexicon = {
  /**
   * Everyday questions read as the English the offline engine answers from. Order matters: a longer phrase is
   * read before the words inside it ("mal au ventre pendant mes regles" is period pain, not belly pain and a
   * period).
   */
  phrasebook: Entry[];
  words: Words;
  /**
   * Words that mark a message as written in this language, weighted by how distinctive they are: shared words
   * ("na", "ya") score low. Global patterns, since every occurrence counts.
   */
  markers: Array<[RegExp, number]>;
  emergency: Emergency;
  /**
   * The gist of a sourced passage in this language, by the passage's id (worker/chat/knowledge/facts.ts): said
   * first, before the English passage it shortens. Only what the passage says, in plain words.
   */
  gists?: Record<string, string>;
};

/**
 * Phrases claimed by two concepts in one lexicon: the same pattern given two English readings, or one meaning
 * given two roles ("period pain" as a topic here and a symptom word there). Empty for a sound lexicon; the test
 * keeps it so, since the engine would silently read the first claim only.
 */
export function conflicts(lexicon: Pick<Lexicon, "phrasebook">): string[] {
  const byPattern = new Map<string, Entry>();
  const byMeaning = new Map<string, Entry>();
  const out: string[] = [];
  for (const entry of lexicon.phrasebook) {
    const same = byPattern.get(entry.re.source) ?? entry;
    if (same.en !== entry.en || same.kind !== entry.kind)
      out.push(`/${entry.re.source}/ read as "${same.en}" (${same.kind}) and "${entry.en}" (${entry.kind})`);
    const meaning = byMeaning.get(entry.en) ?? entry;
    if (meaning.kind !== entry.kind) out.push(`"${entry.en}" is both a ${meaning.kind} and a ${entry.kind}`);
    byPattern.set(entry.re.source, same);
    byMeaning.set(entry.en, meaning);
  }
  return out;
}
