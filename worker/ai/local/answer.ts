// Answers that are not a symptom check: a health question answered from sourced passages (quoted and
// linked), what the person said earlier, and the words for other languages. Plain, short, deterministic.
import { FACTS } from "../../chat/knowledge/facts.ts";
import { retrieve, isStrong, keyWord, type Hit } from "../../chat/knowledge/index.ts";
import { detectLanguage, type Lang } from "../../chat/safety/text.ts";
import { LEXICONS, type Words } from "../../lang/index.ts";
import type { PersonalContext } from "../types.ts";

export { detectLanguage, type Lang };

const QUESTION =
  /\?\s*$|^\s*(what|which|who|why|when|where|how|is|are|can|could|should|would|does|do|did|will|tell me|explain|any tips|tips|advice|wetin|abeg|how (i|person) fit|how (i|we|person|una) go|na wetin|i fit|menene|yaya|ta yaya|kini|ki ni|bawo|gini|kedu|nini|je|ninawezaje|ni (nini|gani)|comment|quels?|quelles?|est-ce|pourquoi|puis-je|peut-on)\b/i;

/** True when the message asks something rather than reports something. */
// "I have malaria symptoms what drug should I take": the question at the end of a report.
// "I've had dandruff for months, what shampoo works": which thing helps, asked at the end. "One girl faint for
// assembly, wetin dey cause am": what caused it, asked at the end. Round 16 (chat30): "wet dreams every night is that
// normal", "faint line on the test what does it mean": the question at the end, typed without a question mark.
const TRAILING_QUESTION =
  /\b(what|which|how)\b[^.!]{0,30}\b(should|can|could|do|must)\s+(i|we|he|she|they)\b[^.!]{0,30}$|\b(what|which) \w+ (works?|helps?|is (best|good))\b[^.!]{0,20}$|\b(wetin (dey |de |go )?(cause|make)|what (causes|caused)|why (does|did|do|would) (that|this|it|e))\b[^.!]{0,25}$|\b(is|are) (that|this|it|dat|dis|e|they|these) (normal|ok|okay|safe|bad|harmful|dangerous|true|a myth|a problem|fine|serious|too late|too early|contagious|possible)\b[^.!]{0,12}$|\bwhat does (it|that|this) mean\b[^.!]{0,10}$|\b(what'?s|whats|what is) (going on|happening|wrong)\b[^.!]{0,12}$|\bwetin dey (happen|sup)\b[^.!]{0,12}$|\bwhen (i|we|she|he|person) (fit|go|can|should)\b[^.!]{0,40}$/i;

export function isQuestion(text: string): boolean {
  return QUESTION.test(text.trim()) || TRAILING_QUESTION.test(text.trim());
}

// Who the message is about: a parent asking about a child is answered as the parent.
const SUBJECT =
  /\bmy\s+(?:\d+[- ]?(?:year|yr|month|week)s?[- ]?old\s+|little\s+|small\s+|baby\s+)?(son|daughter|baby|child|kid|boy|girl|brother|sister|mum|mom|mother|dad|father|husband|wife|friend|pikin|toddler|little one)\b|\bmy\s+\d+[- ]?(?:year|yr|month|week)s?[- ]?old\b/i;
const PLAIN: Record<string, string> = {
  pikin: "child",
  kid: "child",
  "little one": "child",
  toddler: "child",
  mom: "mum",
};

export function subjectOf(text: string): string | null {
  const m = SUBJECT.exec(text);
  if (!m) return null;
  const who = (m[1] ?? "child").toLowerCase();
  return `your ${PLAIN[who] ?? who}`;
}

// "What should I do if someone is having a seizure?", "How do I help someone who is choking?", "How do
// I stop a nosebleed?": how to help (oneself or someone else), asked as knowledge, not a report of an
// emergency happening to the person writing (the safety layer has already caught those).
const FIRST_AID =
  /\bfirst[- ]aid\b|\b(what|wetin) (should|do|can|would|must) (i|you|we|one|person|people) (do|give) (if|when|for|after)\b|\b(what|wetin) (to|i fit|person fit|we fit) do (if|when|for|wey)\b|\b(what|wetin) (i|we|person|you|una) go do (if|when|for)\b|\bhow (do|can|should|would|to|fit) (i |you |we |one |person )?(help|treat|stop|do|give|perform|manage|handle|take help)\b[^?]*\b(someone|somebody|a person|person|people|a friend|a child|a baby|anyone|a man|a woman|them|cpr|nose ?bleed|burn|bite|sting|bleeding|choking|seizure|fit)\b|\bhow (can|do) (i|you) (tell|know) if (someone|somebody|a person|a friend|anyone)\b|\b(help|save) (someone|somebody|a person|a friend|anyone|person|somebody) (who|that|wey|when|having|with)\b|\bif (someone|somebody|a person|person|a child|a baby|anyone) (dey|is|has|was|gets?|swallows?|faints?|collapses?|stops?)\b|\bhow (do|can|should|fit) (i|we|you) help\b[^?]{0,20}\b(if|when) (it|e|this|that) (happens?|happen|occurs?) again\b/i;

export function isFirstAidQuestion(text: string): boolean {
  return FIRST_AID.test(text.trim());
}

// "A mild headache", "my head dey pain me small": self-care first, with when to get care.
// "My head dey do me somehow": Pidgin for a vague, mild unwellness.
const MILD =
  /\b(mild|slight|slightly|little|a bit of|a bit|minor|small small|small|somehow|nothing serious|not serious|no be serious)\b/i;

// "My back aches after sitting at my desk all day", "a headache after a long day": an everyday cause told with it.
const EVERYDAY_CAUSE =
  /\bafter (sitting|standing|working|studying|reading|typing|(a )?long day|(a )?long week|long hours|work|the gym|exercise|training|running|football|lifting|carrying)\b|\b(lifting|training|exercising|working out)\b[^.]{0,15}\b(at|in) the gym\b/i;

// "I twisted my ankle but I'm walking fine": what still works well says the injury is a small one (NHS Sprains).
const STILL_WORKS =
  /\b(but|and) (i'?m|i am|i can|can|he'?s|she'?s|i dey|e dey) (still )?(walk|walking|waka|move|moving) (fine|well|normally|ok|okay|without (a )?problem)\b/i;

export function soundsMild(text: string): boolean {
  return (
    (MILD.test(text) || EVERYDAY_CAUSE.test(text) || STILL_WORKS.test(text)) &&
    !/\b(severe|very bad|terrible|worst|can'?t|unbearable|well well)\b/i.test(text)
  );
}

export type AnswerOptions = {
  /** "your son": the person asking is asking for someone else. */
  subject?: string | null;
  /** Added under first-aid answers: what to dial where the person is. */
  emergencyLine?: string | null;
};

const MAX_QUOTE_WORDS = 110;

/** A health question answered from the best sourced passages, or null when nothing strong matched. */
export function knowledgeAnswer(
  question: string,
  profile?: PersonalContext,
  hits: Hit[] = retrieve(question, 6).filter(isStrong),
  options: AnswerOptions = {},
): string | null {
  const top = hits[0];
  if (!isStrong(top)) return null;
  const lead = options.subject
    ? `About ${options.subject}: here is what ${top.passage.source.name.split(":")[0]} advises.\n\n`
    : "";
  const out: string[] = [`${lead}**${top.passage.title}**\n${upToWords(top.passage.text, MAX_QUOTE_WORDS)}`];
  const second = hits[1];
  // A second passage only when it adds a different source, is nearly as relevant ...
  const useSecond =
    isStrong(second) &&
    second.score >= top.score * 0.8 &&
    second.passage.source.url !== top.passage.source.url &&
    second.passage.text.length < 400 &&
    // ... is about the same thing (it shares the first one's rarest word: stress, not "long" and "work") ...
    second.matched.includes(keyWord(top) ?? "") &&
    // ... and is not advice for children or pregnancy when nobody mentioned either.
    !(
      /\b(child|children|pregnan\w*)\b/i.test(second.passage.title) &&
      !second.matched.some((w) => /^(child|pregnan)/.test(w))
    );
  if (useSecond) out.push(firstSentences(second.passage.text, 2));
  if (options.emergencyLine) out.push(options.emergencyLine);
  const sources = useSecond ? [top, second] : [top];
  const cite = sources.map((h) => `[${h.passage.source.name}](${h.passage.source.url})`).join(" · ");
  const more = sources.find((h) => h.passage.link);
  out.push(
    `Source: ${cite}${more?.passage.link ? ` · More in HealthBuddy: [${more.passage.title.split(":")[0]}](${more.passage.link})` : ""}`,
  );
  const allergy = profile?.allergies.find((a) =>
    new RegExp(`\\b${escape(a.toLowerCase().split(/\s+/)[0] ?? "")}`, "i").test(out.join(" ")),
  );
  if (allergy)
    out.push(
      `You told us you're allergic to ${allergy.toLowerCase()}: ask a pharmacist which alternative is safe for you.`,
    );
  out.push("Is there anything else you'd like to know?");
  return out.join("\n\n");
}

/** Whole sentences up to about `max` words (at least the first sentence). */
export function upToWords(text: string, max: number): string {
  // A sentence ends at . ! or ? followed by a space or the end ("18.5" does not end one).
  const sentences = text.match(/[\s\S]*?[.!?](?:\s+|$)|[\s\S]+$/g) ?? [text];
  let out = "";
  for (const s of sentences) {
    if (out && (out + s).split(/\s+/).filter(Boolean).length > max) break;
    out += s;
  }
  return out.trim();
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") || "\\u0000";
}

function firstSentences(text: string, n: number): string {
  const parts = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  return parts.slice(0, n).join("").trim();
}

// ------------------------------------------------------------------ other languages

/** What the offline engine can say in each language, from the language's lexicon (worker/lang/). */
export const LOCAL_WORDS: Record<Exclude<Lang, "en">, Words> = {
  pcm: LEXICONS.pcm.words,
  ha: LEXICONS.ha.words,
  yo: LEXICONS.yo.words,
  ig: LEXICONS.ig.words,
  sw: LEXICONS.sw.words,
  fr: LEXICONS.fr.words,
};

/** Puts the plain statement in the user's language before an English answer. */
// The passages an answer quotes, found by their bold titles, for the gist in the person's language.
const TITLED = FACTS.map((f) => ({ id: f.id, heading: `**${f.title}**` }));

/** The gist, in the language, of the first sourced passage the English answer quotes, if the lexicon has it. */
function gistOf(lang: Exclude<Lang, "en">, english: string): string | undefined {
  const gists = LEXICONS[lang].gists;
  if (!gists) return undefined;
  const quoted = TITLED.filter((t) => gists[t.id] && english.includes(t.heading)).sort(
    (a, b) => english.indexOf(a.heading) - english.indexOf(b.heading),
  );
  return quoted[0] ? gists[quoted[0].id] : undefined;
}

/**
 * After a gist, the English detail keeps the passage the gist shortens and drops a second, looser one, so the
 * answer stays short: its heading and text, then the lines that are not a passage's text (the number to call,
 * the sources, the closing question).
 */
function firstPassageOnly(english: string): string {
  const parts = english.split("\n\n");
  const first = parts.findIndex((p) => /^\*\*[^*]+\*\*\n/.test(p));
  if (first < 0) return english;
  return parts.filter((p, i) => i <= first || /^(\*\*|Source:|[^.!]*\?\s*$)/.test(p)).join("\n\n");
}

export function inLanguage(
  lang: Lang,
  english: string,
  kind: "answer" | "greeting" | "offtopic" | "thanks" = "answer",
): string {
  if (lang === "en") return english;
  const w = LOCAL_WORDS[lang];
  // A passage whose gist the language has: the gist first, then the English detail (as the emergency answers do).
  const gist = kind === "answer" ? gistOf(lang, english) : undefined;
  if (gist) return `${gist}\n\n---\n\n${LEXICONS[lang].emergency.note}\n\n${firstPassageOnly(english)}`;
  const lead =
    kind === "greeting"
      ? `${w.hello} ${w.englishForNow}`
      : kind === "offtopic"
        ? `${w.onlyHealth} ${w.englishForNow}`
        : kind === "thanks"
          ? `${w.welcome} ${w.englishForNow}`
          : w.englishForNow;
  return `${lead}\n\n${english}`;
}
