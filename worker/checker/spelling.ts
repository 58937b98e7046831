// Spelling layer for user text: SMS forms and small typos are turned into the knowledge base's own words before
// anything else reads them ("i hav fevr n hedache", "am feelin dizy", "bld in my urin", "my legz r swollen").
// Precision first: a word that is already a word the checker knows (any finding's alias, any condition's name,
// description or causes, or a common English word listed below) is never "corrected" into another one, so
// "prostate" stays prostate (not "prostrate" → prostration) and "burst" stays burst (not "burnt"). An unknown word
// is corrected only when exactly one knowledge-base word fits:
// - the same word with a letter doubled or undoubled ("dizy" → dizzy, "vommit" → vomit), from 4 letters;
// - a vowel dropped ("hedache" → headache, "temprature" → temperature) or two neighbouring letters swapped,
//   from 5 letters (an extra or dropped consonant is too often another real word: "thirty" / "thirsty");
// - a "z" plural of a known word ("legz" → legs).
import { ENGLISH_NEAR_KB_WORDS } from "./english-words.ts";
import { allowedEdits, editDistance } from "./text.ts";
import { CONDITIONS, FINDINGS } from "./kb/index.ts";

/**
 * SMS and hurried spellings (no other English word) that edit distance cannot reach: dropped vowels ("bld",
 * "hs"), one-letter words ("r", "u"), spellings two edits away ("pening").
 */
export const SMS_FORMS: Record<string, string> = {
  bld: "blood",
  blud: "blood",
  hs: "has",
  hz: "has",
  r: "are",
  u: "you",
  wen: "when",
  wn: "when",
  pian: "pain",
  pianing: "paining",
  cofin: "coughing",
  cofing: "coughing",
  kofin: "coughing",
  koffing: "coughing",
  pening: "paining",
  paning: "paining",
  penin: "paining",
  panin: "paining",
  dizy: "dizzy",
  dizi: "dizzy",
  dizzi: "dizzy",
  diz: "dizzy",
  kof: "cough",
  kough: "cough",
  breth: "breath",
  brethe: "breathe",
  bret: "breath",
  swolen: "swollen",
  swolln: "swollen",
  sweling: "swelling",
  urin: "urine",
  yur: "urine",
  vomt: "vomit",
  vmit: "vomit",
  hed: "head",
  hd: "head",
  stomak: "stomach",
  bak: "back",
  pls: "please",
  plz: "please",
  nw: "now",
  gud: "good",
  nt: "not",
  cn: "can",
  cnt: "cant",
  ryt: "right",
  lft: "left",
  // Numbers for sounds ("my perid is l8", "b4 eating") and vowel-less short words ("sft spot", "worst evr").
  l8: "late",
  l8r: "later",
  b4: "before",
  "2day": "today",
  "2nite": "tonight",
  "2moro": "tomorrow",
  evr: "ever",
  eva: "ever",
  sft: "soft",
  lite: "light",
  // Language round 13: texting spellings met in symptom messages ("hart racin", "hvy bleedin aftr birth", "poo
  // blak lyk tar", "fitin on n off all mornin"); each is no other English word a symptom message would use.
  hart: "heart",
  hrt: "heart",
  racin: "racing",
  hvy: "heavy",
  hevy: "heavy",
  aftr: "after",
  afta: "after",
  blak: "black",
  blk: "black",
  lyk: "like",
  lik: "like",
  alwys: "always",
  alwayz: "always",
  fitin: "fitting",
  fittin: "fitting",
  mornin: "morning",
  evenin: "evening",
  brok: "broken",
  brokn: "broken",
  thirsti: "thirsty",
  tabs: "tablets",
  // Language round 16: "sore thrt n cant swallo", "i herd a crack wen i fel", "baby v sleepy", "vomitn evrytin
  // since mrnin", "ma lft leg sudnly went weak" — texting forms no other symptom message word is spelt as.
  thrt: "throat",
  swallo: "swallow",
  swalo: "swallow",
  fel: "fell",
  herd: "heard",
  v: "very",
  vomitn: "vomiting",
  evrytin: "everything",
  evrythin: "everything",
  mrnin: "morning",
  sudnly: "suddenly",
  // Language round 17: "no fever bt cough", "hedache n stiff nek", "baby
  // drooln n cnt swalo", "drank sumtin from a botl", "rash all ova ma body", "my bby is nt feedin", "itchy skin evry
  // nite", "it gave way wen i jumpd" — texting forms no other symptom message word is spelt as.
  tyt: "tight",
  // Language round 25: "chest feels tite", "snek bite on my leg", "am preggo" — texting and slang forms no other symptom
  // message word is spelt as.
  tite: "tight",
  snek: "snake",
  sneak: "snake",
  preggo: "pregnant",
  preggers: "pregnant",
  preggy: "pregnant",
  jst: "just",
  gettin: "getting",
  bleedin: "bleeding",
  msg: "message",
  sum1: "someone",
  bt: "but",
  nek: "neck",
  drooln: "drooling",
  droolin: "drooling",
  sumtin: "something",
  smtin: "something",
  botl: "bottle",
  ova: "over",
  bby: "baby",
  feedin: "feeding",
  evry: "every",
  nite: "night",
  jumpd: "jumped",
  wk: "week",
  wks: "weeks",
  // Language round 18: "feel lyk killin maself", "cnt breathe wen i lie dwn", "ma belle hrts rite side", "pain goin 2
  // my jaw" — texting forms no other symptom message word is spelt as.
  maself: "myself",
  meself: "myself",
  mysef: "myself",
  dwn: "down",
  hrts: "hurts",
  hurtz: "hurts",
  goin: "going",
  rite: "right",
};

/**
 * Common English words that are one edit from a knowledge-base word and must never be read as it. Words of
 * the knowledge base's own prose (condition names, descriptions, causes) are known too; this list adds the
 * everyday ones that prose does not use.
 */
const COMMON_WORDS = (
  "burst train chop chops chopped later diner super holy filing pant pants liver lover lever bite bites biter " +
  "grand grind plane plate place pace peace piece sweet sweat sheet shoot shout cough couch could would bread " +
  "breed board broad beard heard heart hearty hurts hunts fever fewer fever never seven heaven eleven " +
  "naira dollar price market rates prices value shares stock match matches cooking kettle street flooded " +
  "glowing cream pretty guy guys team coach goals boots wedding beads waist landlord wahala football " +
  "prostate prostates arthritis cancer cancers diabetic hypertensive asthmatic tumour tumours " +
  // Language round 16: "two pints of blood" is not "points".
  "pint pints " +
  // Language round 28: everyday words a vowel from a knowledge-base word that the English list (older than those
  // words) does not guard.
  "bellies farmer farmers scored scores seized theyre mamiri strike strikes shoved"
).split(" ");

const collapse = (w: string) => w.replace(/([a-z])\1+/g, "$1");
const wordsOf = (s: string) =>
  String(s)
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

interface Speller {
  /** Words of findings' names and aliases: what a correction may produce. */
  kb: Set<string>;
  /** Every word the checker knows as written (never corrected). */
  known: Set<string>;
  byCollapse: Map<string, string[]>;
  /** One-deletion neighbourhood (and the word itself) of each knowledge-base word of 5+ letters. */
  byDeletion: Map<string, string[]>;
  /** Knowledge-base words of 5+ letters by their first letter. */
  byFirst: Map<string, string[]>;
}

let SPELLER: Speller | null = null;

function deletions(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

function speller(): Speller {
  if (SPELLER) return SPELLER;
  const kb = new Set<string>();
  for (const f of FINDINGS) for (const p of [f.name, ...f.aliases]) for (const w of wordsOf(p)) kb.add(w);
  // Everyday English words a letter or two from a knowledge-base word ("beach" / bleach) are read as written.
  const known = new Set<string>([...kb, ...COMMON_WORDS, ...ENGLISH_NEAR_KB_WORDS]);
  for (const c of CONDITIONS)
    for (const p of [c.name, c.commonName, c.description, ...c.causes]) for (const w of wordsOf(p)) known.add(w);
  const byCollapse = new Map<string, string[]>();
  const byDeletion = new Map<string, string[]>();
  const byFirst = new Map<string, string[]>();
  const push = (m: Map<string, string[]>, k: string, w: string) => {
    const l = m.get(k) ?? [];
    if (!l.includes(w)) l.push(w);
    m.set(k, l);
  };
  for (const w of kb) {
    if (/\d/.test(w)) continue;
    if (w.length >= 4) push(byCollapse, collapse(w), w);
    if (w.length >= 5) for (const d of deletions(w)) push(byDeletion, d, w);
    if (w.length >= 5) push(byFirst, w[0] as string, w);
  }
  SPELLER = { kb, known, byCollapse, byDeletion, byFirst };
  return SPELLER;
}

/** Whether a word as written is one the checker knows (so never a typo of another word). */
export function isKnownWord(word: string): boolean {
  return speller().known.has(word);
}

/**
 * Two forms of one word ("suddenly" / "sudden", "hypertension" / "hypertensive", "believes" / "beliefs"): they
 * share a stem of 5+ letters and differ only in their last two letters or fewer. Known words still meet these;
 * "prostate" and "prostrat(e)" do not (they part after "prost" by three letters).
 */
export function sameWordFamily(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 5 && a.length - i <= 2 && b.length - i <= 2;
}

/** Whether `long` is `short` with one vowel put back. */
function droppedVowel(short: string, long: string): boolean {
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return /[aeiou]/.test(long[i] as string) && short.slice(i) === long.slice(i + 1);
}

/** The word as the knowledge base spells it, or the word unchanged. */
export function correctWord(word: string): string {
  const sms = SMS_FORMS[word];
  if (sms) return sms;
  if (word.length < 4 || /\d/.test(word) || word.startsWith("zz")) return word;
  const sp = speller();
  if (sp.known.has(word)) return word;
  const doubled = (sp.byCollapse.get(collapse(word)) ?? []).filter((w) => w !== word);
  if (doubled.length === 1) return doubled[0] as string;
  if (word.endsWith("z") && sp.known.has(word.slice(0, -1))) return `${word.slice(0, -1)}s`;
  // A dropped final g ("breathin", "swellin", "itchin"): texting writes the -ing of any symptom verb this way.
  if (word.length >= 5 && word.endsWith("in") && sp.kb.has(`${word}g`)) return `${word}g`;
  // Both at once: a dropped final g on a word with a letter undoubled ("pulin" → pulling, "runin" → running).
  if (word.length >= 5 && word.endsWith("in")) {
    const both = (sp.byCollapse.get(collapse(`${word}g`)) ?? []).filter((w) => w.endsWith("ing"));
    if (both.length === 1) return both[0] as string;
  }
  if (word.length >= 5) {
    const cands = new Set<string>();
    // A dropped vowel ("fevr", "hedache", "temprature", "privat"): texting drops vowels. A dropped consonant
    // or an extra letter is as often another real word ("thirty" / "thirsty", "friend" / "fried").
    for (const w of sp.byDeletion.get(word) ?? [])
      if (w.length === word.length + 1 && w[0] === word[0] && droppedVowel(word, w)) cands.add(w);
    // Two neighbouring letters swapped ("hedahce"), not the first.
    for (let i = 1; i < word.length - 1; i++) {
      const w = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (w !== word && sp.kb.has(w)) cands.add(w);
    }
    if (cands.size === 1) return [...cands][0] as string;
    // Language round 28: a vowel wrong, added or left out ("pregnent", "medecine", "kerosine", "bleading",
    // "epilepsey", "spazms"), or two in a long word ("paracetemol"), against exactly one knowledge-base word from the
    // same first letter with the same consonants in the same order. Only where the list of everyday English words
    // near the knowledge base's words guards the same distance (english-words.ts, built with allowedEdits): a word of
    // 7+ letters ("strike" is no stroke, "choir" no chair); a consonant changed is too often another word ("frying" / flying).
    if (!cands.size && word.length >= 7) {
      const fits = new Set<string>();
      for (const w of sp.byFirst.get(word[0] as string) ?? []) {
        const edits = allowedEdits(Math.max(w.length, word.length));
        if (!edits || Math.min(w.length, word.length) < 5 || Math.abs(w.length - word.length) > edits) continue;
        if (sameWordFamily(w, word) || skeleton(w) !== skeleton(word)) continue;
        if (editDistance(w, word, edits) <= edits) fits.add(w);
      }
      if (fits.size === 1) return [...fits][0] as string;
    }
  }
  return word;
}

/** The consonants of a word in order, as it sounds: "ph" is "f", "ck" and "q" are "k", "z" is "s", a doubled
 * letter once, vowels (and "y") dropped after the first letter. */
function skeleton(w: string): string {
  const s = collapse(w.replace(/ph/g, "f").replace(/ck|q/g, "k").replace(/z/g, "s"));
  return s[0] + s.slice(1).replace(/[aeiouy]/g, "");
}

/** User words with SMS forms and typos replaced by the knowledge base's spelling. */
export function spellWords(words: string[]): string[] {
  const out = words.map(correctWord);
  // "wrst" is "worst" or "wrist", told by its neighbours: "wrst headach evr" (a pain), "my wrst is swollen".
  return out.flatMap((w, i) => {
    if (w === "wrst")
      return out
        .slice(Math.max(0, i - 2), i + 3)
        .some((x) => /^(head|headache|headaches|pain|ache|ever|day|life)$/.test(x))
        ? "worst"
        : "wrist";
    // "i c blood", "we c d cord": "c" is "see" after a person; "1 side", "1 eye": one.
    if (w === "c" && /^(i|we|u|you|can|cant|dey|to)$/.test(out[i - 1] ?? "")) return "see";
    if (w === "1" && /^(side|eye|ear|leg|arm|hand|foot|breast|ball|testicle)$/.test(out[i + 1] ?? "")) return "one";
    // "baby wnt feed", "he wnt wake": "wnt" is "won't" before feeding, waking or stopping, elsewhere "want".
    if (w === "wnt")
      return /^(feed|eat|drink|suck|breastfeed|wake|stop|settle|sleep|move|open|pass|come)$/.test(out[i + 1] ?? "")
        ? "wont"
        : "want";
    // "peeing alot", "urinating alot": passing urine a lot (frequency).
    if (w === "alot" && /^(pee|peeing|urinate|urinating|wee|weeing|piss|pissing)$/.test(out[i - 1] ?? ""))
      return ["a", "lot"];
    return w;
  });
}
