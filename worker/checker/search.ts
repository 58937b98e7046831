// Finding search. The SPEC's rule decides what qualifies (edit-distance similarity above 0.4 on any
// word); ranking puts exact phrases first, then aliases the query starts, then phrases sharing the most
// informative words (rare words like "navel" outweigh common ones like "pain").
import { siteFirst } from "./lay-constructions.ts";
import { MODEL, type Model } from "./model.ts";
import { BURN_CAUSES, PAST_EVENT_NAME, everydayUse, parseText, pastTenseTokens, refersBack } from "./parse.ts";
import { LATE_KINDS, clauseRelation, groupClause, longPast, toldOfThePast, weeksPast } from "./subject.ts";
import {
  KIND_PARENTS,
  coreWords,
  NO_PHRASES,
  phraseTokens,
  NEGATION_CUES,
  NEUTRAL,
  allowedEdits,
  contentTokens,
  kindByDurationOrCount,
  durationMinutes,
  MINUTE_CHILDREN,
  editDistance,
  normalizePhrase,
  rawWords,
  timelessTokens,
  tokenOf,
  userWords,
  withoutTimeWords,
} from "./text.ts";
import { isKnownWord, sameWordFamily } from "./spelling.ts";
import { graverByQualifier } from "./graver-qualifier.ts";
import { sentenceClauses } from "./clauses.ts";

/** The SPEC's fuzzy threshold. */
export const FUZZY_THRESHOLD = 0.4;

interface Entry {
  finding: number;
  phrase: string;
  tokens: string[];
  isName: boolean;
  /** Words whose small words carry the meaning ("kill myself" → kill, "have sugar" → sugar): met only as written. */
  collapsed: boolean;
  /** Tokens a past event's phrase says in the past tense ("bled"). */
  past?: Set<string>;
  /** The tokens as vocabulary numbers and their weights (idf), for the ranking loop. */
  ids: Int32Array;
  weights: Float64Array;
  /** Sum of the weights. */
  total: number;
  /** The phrase carries a negation ("not feeding"), says one side, says both. */
  negated: boolean;
  one: boolean;
  both: boolean;
}

export interface SearchIndex {
  entries: Entry[];
  exact: Map<string, number[]>;
  vocab: string[];
  /** Entries containing each vocabulary token. */
  postings: Map<string, number[]>;
  idf: Map<string, number>;
  /** Each vocabulary token's number (its place in vocab). */
  vocabId: Map<string, number>;
  /** Per vocabulary number: 1 a body site, 2 a kind of lesion, 4 a kind of symptom (SITE_TOKENS...). */
  wordClass: Uint8Array;
}

export function buildSearchIndex(model: Model): SearchIndex {
  const entries: Entry[] = [];
  model.findings.forEach((f, fi) => {
    const phrases = [f.name, ...f.aliases];
    phrases.forEach((p, k) => {
      const tokens = contentTokens(p);
      if (!tokens.length) return;
      const collapsed =
        (new Set(tokens).size === 1 && rawWords(p).some((w) => tokenOf(w) === null && !INTENSIFIERS.has(w))) ||
        refersBack(rawWords(p));
      const past = PAST_EVENT_NAME.test(f.name) ? pastTenseTokens(rawWords(p)) : undefined;
      entries.push({
        finding: fi,
        phrase: normalizePhrase(p),
        tokens,
        isName: k === 0,
        collapsed,
        ...(past?.size ? { past } : {}),
        ids: new Int32Array(0),
        weights: new Float64Array(0),
        total: 0,
        negated: tokens.some((t) => NEGATION_CUES.has(t)),
        one: tokens.includes(ONE_TOKEN),
        both: tokens.includes(BOTH_TOKEN),
      });
    });
  });
  const exact = new Map<string, number[]>();
  const postings = new Map<string, number[]>();
  const df = new Map<string, Set<number>>();
  entries.forEach((e, ei) => {
    exact.set(e.phrase, [...(exact.get(e.phrase) ?? []), ei]);
    for (const t of new Set(e.tokens)) {
      postings.set(t, [...(postings.get(t) ?? []), ei]);
      const s = df.get(t) ?? new Set<number>();
      s.add(e.finding);
      df.set(t, s);
    }
  });
  const idf = new Map<string, number>();
  for (const [t, s] of df) idf.set(t, Math.log(1 + IDF_REFERENCE_FINDINGS / s.size));
  // "Can't" is in many phrases (with "unable to", read as it), yet it is what a phrase of inability says: a query
  // without it ("standing for a long time") must not meet "can't stand" on the other word alone.
  idf.set(CANT_TOKEN, Math.max(idf.get(CANT_TOKEN) ?? 0, CANT_MIN_IDF));
  const vocab = [...postings.keys()];
  const vocabId = new Map(vocab.map((t, i) => [t, i]));
  for (const e of entries) {
    e.ids = Int32Array.from(e.tokens, (t) => vocabId.get(t) as number);
    e.weights = Float64Array.from(e.tokens, (t) => idf.get(t) ?? 1);
    e.total = e.weights.reduce((a, b) => a + b, 0);
  }
  const wordClass = Uint8Array.from(
    vocab,
    (t) => (SITE_TOKENS.has(t) ? 1 : 0) | (KIND_TOKENS.has(t) ? 2 : 0) | (SYMPTOM_KINDS.has(t) ? 4 : 0),
  );
  return { entries, exact, vocab, postings, idf, vocabId, wordClass };
}

/**
 * A word's weight depends only on how many findings use it, log(1 + N/df) with a fixed N, not the size of the
 * knowledge base: otherwise every new finding raised every other word's weight and moved words across the
 * "informative" thresholds below (INFORMATIVE_IDF, INFORMATIVE_EXTRA_IDF), changing answers to phrases that
 * have nothing to do with the new finding. N is about the knowledge base's size when the thresholds were set.
 */
const IDF_REFERENCE_FINDINGS = 940;

/** Small words that add nothing to the one word they go with ("very sleepy" is "sleepy"). */
const INTENSIFIERS = new Set([
  "very",
  "really",
  "so",
  "too",
  "just",
  "i",
  "im",
  "am",
  "is",
  "are",
  "a",
  "an",
  "the",
  "dey",
  "de",
]);

/**
 * Parts of the body. When a query names one site and a phrase another ("can't open the eye" against
 * "can't open mouth", "bleeding from the ear" against "bleeding gums"), the phrase is not the finding, however
 * many other words they share: the site binds the kind of symptom. Skin and body are too general to bind.
 */
export const SITE_TOKENS = new Set(
  (
    "eye eyelid ear nose throat mouth lip tongue gum tooth jaw neck chest breast nipple belly back arm leg hand " +
    "foot knee kneecap ankle hip shoulder elbow wrist finger toe head scalp face anus vagina vulva penis testis groin " +
    "thigh calf heel buttock navel cheek"
  )
    .split(" ")
    .map((w) => contentTokens(w)[0] as string),
);
/** Kinds of skin lesion: a query naming one and a phrase naming another are different findings. */
const KIND_TOKENS = new Set(
  "rash sores sore ulcer ulcers blister blisters lump lumps spots pimples boil boils patches wart warts"
    .split(" ")
    .map((w) => contentTokens(w)[0] as string),
);
/** Kinds of symptom a site may have: a query naming one and a phrase naming another are different findings. */
const SYMPTOM_KINDS = new Set(
  "pain swelling itch numb bleeding stiff".split(" ").map((w) => contentTokens(w)[0] as string),
);
/** Neighbouring sites that one lay phrase may name either way ("can't put weight on my foot" / "on the leg"). */
const REGIONS = [
  "leg foot ankle knee kneecap thigh calf heel toe hip",
  "arm hand wrist elbow shoulder finger",
  "eye eyelid",
  "mouth lip tongue gum tooth jaw cheek",
  "belly navel",
  "vagina vulva penis testis groin",
].map((r) => new Set(r.split(" ").map((w) => contentTokens(w)[0] as string)));
const HEAD_TOKEN = contentTokens("head")[0] as string;
const SIDE_WORD_TOKENS = new Set("left right side sided".split(" ").map((w) => contentTokens(w)[0] as string));
/** Times of day a phrase may add to a symptom ("at night", "in the morning"): a qualifier the words must state. */
const TIME_OF_DAY_TOKENS = new Set(
  "night nights nighttime morning mornings evening evenings".split(" ").map((w) => contentTokens(w)[0] as string),
);
const ONE_TOKEN = contentTokens("one")[0] as string;
const BOTH_TOKEN = contentTokens("both")[0] as string;
const CANT_TOKEN = contentTokens("cant")[0] as string;
/** About the weight of a word found in twenty findings. */
const CANT_MIN_IDF = 3;
function sameRegion(a: string, b: string): boolean {
  return REGIONS.some((r) => r.has(a) && r.has(b));
}
/**
 * Words that qualify a symptom without naming it ("one side", "both", "a little"): alone they name nothing. So does
 * its timing ("only at night", "every morning"): an answer to "when?", not a finding (SOCRATES: timing is asked of
 * a symptom already named). "Comes and goes" is kept: vignettes use it for a complaint that recurs.
 */
const QUALIFIERS = new Set(
  (
    "one side sided both left right well properly good little small bit lot much more less " +
    "night nights morning mornings evening evenings afternoon every sometimes often always again " +
    "usually occasionally daily"
  )
    .split(" ")
    .map((w) => contentTokens(w)[0] as string),
);

/**
 * How a symptom began and how it goes ("started suddenly", "came on all of a sudden", "sudden onset", "began
 * abruptly", "getting worse since yesterday"): answers to "how did it start?" and "how has it changed?" (SOCRATES
 * onset and time course), asked of a complaint already named. Alone, with qualifiers and timing, they name no
 * finding: a sudden onset or a worsening belongs to the complaint it qualifies (a racing heart, a weak arm, a
 * testicle, an eye), never to whichever complaint's phrase happens to contain the words ("belly pain started
 * suddenly", "headache getting worse and worse").
 */
const ONSET_WORDS = new Set(
  (
    "start started starts starting began begin begins begun came come comes coming happen happened happens " +
    "sudden suddenly abrupt abruptly onset all once instantly quickly seconds second today yesterday this " +
    "getting get gets got gotten becoming become becomes worse worsening worsened since and day days hour hours " +
    "minute minutes week weeks by keep keeps kept keeping still"
  )
    .split(" ")
    .flatMap((w) => contentTokens(w).slice(0, 1)),
);

/** Words of an onset told of a complaint ("new onset", "acute onset", "recent onset"): alone they name nothing. */
const ONSET_ONLY = new Set([
  ...ONSET_WORDS,
  ..."new recent acute".split(" ").flatMap((w) => contentTokens(w).slice(0, 1)),
]);

/** The words of a sudden onset: a phrase with one is only met by a query that says it. */
const SUDDEN_TOKENS = new Set(
  "sudden suddenly abrupt abruptly".split(" ").flatMap((w) => contentTokens(w).slice(0, 1)),
);

export interface SearchHit {
  index: number;
  score: number;
  /** Whether the match clears the no-match threshold (see isConfident). */
  confident: boolean;
  /** Query words (by position) some phrase of the finding strongly meets. */
  explained?: Set<number>;
  /**
   * Language round 25: the finding's best phrase names a body site or a time of day the query does not state
   * ("itchy groin rash" for "itchy rash", "pins and needles in the hands at night" for "pins and needles in hands").
   */
  addsUnstated?: boolean;
}

// Built on first use, not when the module loads: a Worker must start within 1 s of CPU (Cloudflare Workers
// limits), and this index is the largest part of the checker's start-up work.
let searchIndexCache: SearchIndex | undefined;
let byFindingCache: Map<number, number[]> | undefined;
export function searchIndex(): SearchIndex {
  return (searchIndexCache ??= buildSearchIndex(MODEL));
}
/** The index's entries of each finding. */
function entriesByFinding(): Map<number, number[]> {
  if (byFindingCache) return byFindingCache;
  const out = new Map<number, number[]>();
  searchIndex().entries.forEach((e, ei) => out.set(e.finding, [...(out.get(e.finding) ?? []), ei]));
  return (byFindingCache = out);
}

/**
 * A query word meets an alias word "strongly" when it is the same word, a small typo of a longer word
 * (the parser's allowance: none up to 5 letters, 1 up to 10, 2 beyond, same first letter), or the start of
 * the word someone is still typing. "train" is not "strain", "chop" is not "choke".
 */
function strongMatch(q: string, v: string, typing: boolean, known = false): boolean {
  if (q === v) return true;
  // Half the word at least: "diarr" is diarrhoea being typed, "phon" (a phone) is not phonophobia.
  if (typing && q.length >= 4 && q.length * 2 >= v.length && v.startsWith(q)) return true;
  // A word the checker knows as written is not a typo of another ("prostate" is not "prostrate").
  if (known && !sameWordFamily(q, v)) return false;
  const edits = allowedEdits(Math.max(q.length, v.length));
  return edits > 0 && q[0] === v[0] && editDistance(q, v, edits) <= edits;
}
/**
 * The no-match threshold. Ranking is forgiving (the SPEC's fuzzy rule lets any word above 0.4 similarity
 * qualify); answering is not: a finding is only returned when the query strongly matches one of its
 * phrases. Either the whole phrase is in the query (every word, any order, small typos allowed) and it
 * explains at least a third of the query's information, or most of both sides meet. Otherwise "I love
 * football" would be "Long time in heat" and "what are the chances" a genital sore.
 */
export const MIN_FULL_PHRASE_QUERY_SHARE = 0.34;
export const MIN_PARTIAL_SHARE = 0.6;
/** Weight of a neutralised query word (about the idf of a word found in two or three findings). */
export const NEUTRAL_WEIGHT = 5;
export function isConfident(phraseShare: number, queryShare: number): boolean {
  if (phraseShare >= 0.999) return queryShare >= MIN_FULL_PHRASE_QUERY_SHARE;
  return phraseShare >= MIN_PARTIAL_SHARE && queryShare >= MIN_PARTIAL_SHARE;
}

/**
 * Similar vocabulary tokens for one query token, with their similarity. The answer depends only on the token and
 * the index, and the same words come back query after query ("pain", "eye"), so it is kept per index (bounded).
 */
const SIMILAR_CACHE = new WeakMap<SearchIndex, Map<string, Map<string, number>>>();
const SIMILAR_CACHE_SIZE = 4000;
function similarTokens(index: SearchIndex, q: string, typing: boolean): Map<string, number> {
  let cache = SIMILAR_CACHE.get(index);
  if (!cache) SIMILAR_CACHE.set(index, (cache = new Map()));
  const key = `${typing ? 1 : 0}${q}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out = computeSimilarTokens(index, q, typing);
  if (cache.size >= SIMILAR_CACHE_SIZE) cache.clear();
  cache.set(key, out);
  return out;
}
function computeSimilarTokens(index: SearchIndex, q: string, typing: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of index.vocab) {
    const longer = Math.max(v.length, q.length);
    if (Math.abs(v.length - q.length) / longer > 1 - FUZZY_THRESHOLD && !v.startsWith(q)) continue;
    // Only similarities above the threshold matter, so the edit distance can stop early.
    const maxEdits = Math.floor(longer * (1 - FUZZY_THRESHOLD));
    let s = v === q ? 1 : 1 - editDistance(q, v, maxEdits) / longer;
    // A last word that only starts a known word is someone still typing it ("diarr").
    if (typing && q.length >= 3 && v.startsWith(q)) s = Math.max(s, 0.9);
    if (s > FUZZY_THRESHOLD) out.set(v, s);
  }
  return out;
}

/**
 * The vocabulary words a query touches (similar to one of its words), numbered 0..n-1 as rows (row[id], else -1): row r's
 * similarity to query word i is sim[r·Q + i], and strong[r·Q + i] says whether query word i strongly meets it.
 */
function queryTable(
  index: SearchIndex,
  sims: Map<string, number>[],
  strong: Set<string>[],
): { row: Int32Array; sim: Float64Array; strong: Uint8Array } {
  const Q = sims.length;
  const row = new Int32Array(index.vocab.length).fill(-1);
  let rows = 0;
  for (const sim of sims)
    for (const v of sim.keys()) {
      const id = index.vocabId.get(v) as number;
      if (row[id] === -1) row[id] = rows++;
    }
  const simTable = new Float64Array(rows * Q);
  const strongTable = new Uint8Array(rows * Q);
  sims.forEach((sim, i) => {
    for (const [v, x] of sim) {
      const r = row[index.vocabId.get(v) as number] as number;
      simTable[r * Q + i] = x;
      if ((strong[i] as Set<string>).has(v)) strongTable[r * Q + i] = 1;
    }
  });
  return { row, sim: simTable, strong: strongTable };
}

/** Ranking credit for a word similarity: exact words count fully, near-misses much less. */
const credit = (sim: number) => (sim >= 1 ? 1 : sim * sim * sim);

export function rankFindings(query: string, model: Model = MODEL, index: SearchIndex = searchIndex()): SearchHit[] {
  const phrase = normalizePhrase(query, true);
  if (!phrase) return [];
  // An alias typed word for word is that finding even where the context step would neutralise a word
  // ("worse in hot weather" is a finding's own name, not small talk about the weather).
  // Not where a construction added a qualifier the words imply ("swollen ankles" is both ankles, oedema).
  const rawSet = new Set(rawWords(query));
  const addsQualifier = userWords(query).some((w) => (w === "both" || w === "one") && !rawSet.has(w));
  const verbatim = addsQualifier ? phrase : normalizePhrase(query);
  const qTokens = [...new Set(timelessTokens(query))];
  const tokensForMatching = qTokens.length ? qTokens : phrase.split(" ");
  // The word as written for each token ("bleeding" for "bleed"), to tell its tense.
  const rawTokenWord = new Map<string, string>();
  for (const w of userWords(query)) {
    const t = tokenOf(w);
    if (t !== null && !rawTokenWord.has(t)) rawTokenWord.set(t, w);
  }
  // Someone still typing is at the very end of the text: "we call am" ends in a whole word, not "callus".
  const uw = userWords(query);
  const endsInContent = uw.length > 0 && tokenOf(uw[uw.length - 1] as string) !== null;
  const typingAt = (i: number) =>
    endsInContent && i === tokensForMatching.length - 1 && !index.postings.has(tokensForMatching[i] as string);
  const sims = tokensForMatching.map((t, i) => similarTokens(index, t, typingAt(i)));
  // Vocabulary words each query word strongly meets.
  const knownTokens = new Set(
    userWords(query)
      .filter(isKnownWord)
      .map((w) => tokenOf(w)),
  );
  const strong = tokensForMatching.map((t, i) => {
    const out = new Set<string>();
    for (const v of (sims[i] as Map<string, number>).keys())
      if (strongMatch(t, v, typingAt(i), knownTokens.has(t))) out.add(v);
    return out;
  });
  const weightOf = (t: string, sim: Map<string, number>) => {
    // A word the context step neutralised ("hot" weather, "keep fit") still counts as unexplained query text,
    // with a fixed weight of a typical content word: borrowing the weight of whatever vocabulary word
    // "zzneutral" happens to resemble made the no-match threshold shift whenever the vocabulary grew.
    if (t === NEUTRAL) return NEUTRAL_WEIGHT;
    if (index.idf.has(t)) return index.idf.get(t) as number;
    // An unknown (misspelt) word weighs like the best word it resembles.
    let best = 1;
    let bestSim = 0;
    for (const [v, s] of sim) {
      if (s > bestSim) {
        bestSim = s;
        best = index.idf.get(v) ?? 1;
      }
    }
    return best;
  };
  const queryNegated = tokensForMatching.some((t) => NEGATION_CUES.has(t));
  const queryBoth = tokensForMatching.includes(BOTH_TOKEN) && !tokensForMatching.includes(ONE_TOKEN);
  const queryOne = tokensForMatching.includes(ONE_TOKEN) && !tokensForMatching.includes(BOTH_TOKEN);
  const onlyQualifiers = tokensForMatching.every((t) => QUALIFIERS.has(t));
  // An onset told alone (with timing and qualifiers) is no finding either: see ONSET_WORDS.
  const onlyOnset =
    tokensForMatching.some((t) => ONSET_WORDS.has(t) && !QUALIFIERS.has(t)) &&
    tokensForMatching.every((t) => QUALIFIERS.has(t) || ONSET_WORDS.has(t));
  const qWeights = tokensForMatching.map((t, i) => weightOf(t, sims[i] as Map<string, number>));
  const qTotal = qWeights.reduce((a, b) => a + b, 0) || 1;

  // The candidate loop below asks, of every phrase word, its similarity to each query word and whether it is
  // strongly met: answered from small tables of the vocabulary words the query touches, by number.
  const Q = tokensForMatching.length;
  const table = queryTable(index, sims, strong);
  const rowSim = table.sim;
  const rowStrong = table.strong;
  const rowOf = table.row;
  const m = new Float64Array(Q);
  const met = new Uint8Array(Q);

  // Every entry with a word similar to a query word, or the query word for word, each once, in that order.
  const candidates: number[] = [];
  const seen = new Uint8Array(index.entries.length);
  const add = (ei: number) => {
    if (!seen[ei]) {
      seen[ei] = 1;
      candidates.push(ei);
    }
  };
  for (const sim of sims) for (const v of sim.keys()) for (const ei of index.postings.get(v) ?? []) add(ei);
  for (const ei of index.exact.get(phrase) ?? []) add(ei);
  for (const ei of index.exact.get(verbatim) ?? []) add(ei);

  const best = new Map<number, number>();
  const bestAdds = new Map<number, boolean>();
  // A side told ("my left side") places the symptom as a site does. One word alone ("discharge") is left to the
  // vague-word rule.
  const querySited =
    tokensForMatching.length < 2 || tokensForMatching.some((t) => SITE_TOKENS.has(t) || SIDE_WORD_TOKENS.has(t));
  const confident = new Set<number>();
  const explained = new Map<number, Set<number>>();
  for (const ei of candidates) {
    const e = index.entries[ei] as Entry;
    // m[i]: the best similarity of query word i to a phrase word; met[i]: a phrase word it strongly meets.
    m.fill(0);
    met.fill(0);
    let covered = 0;
    let strongE = 0;
    let siteMissed = false;
    let kindMissed = false;
    let symptomKindMissed = false;
    for (let k = 0; k < e.ids.length; k++) {
      const id = e.ids[k] as number;
      const r = rowOf[id] as number;
      const w = e.weights[k] as number;
      let any = false;
      if (r >= 0) {
        let bestOfWord = 0;
        for (let i = 0; i < Q; i++) {
          const x = rowSim[r * Q + i] as number;
          if (x > (m[i] as number)) m[i] = x;
          if (x > bestOfWord) bestOfWord = x;
          if (rowStrong[r * Q + i]) {
            met[i] = 1;
            any = true;
          }
        }
        covered += w * credit(bestOfWord);
      }
      if (any) strongE += w;
      else {
        const c = index.wordClass[id] as number;
        if (c & 1) siteMissed = true;
        else if (c & 2) kindMissed = true;
        else if (c & 4) symptomKindMissed = true;
      }
    }
    for (let i = 0; i < Q; i++)
      if (met[i]) {
        let ex = explained.get(e.finding);
        if (!ex) explained.set(e.finding, (ex = new Set<number>()));
        ex.add(i);
      }
    let score: number;
    let sure = false;
    if (e.phrase === phrase || e.phrase === verbatim) {
      score = 3;
      sure = true;
    } else {
      // Recall: how much of the query this phrase explains; precision: how much of the phrase the query covers.
      let got = 0;
      let strongQ = 0;
      for (let i = 0; i < Q; i++) {
        got += (qWeights[i] as number) * credit(m[i] as number);
        if (met[i]) strongQ += qWeights[i] as number;
      }
      const recall = got / qTotal;
      const eTotal = e.total;
      const eShareTotal = e.total;
      // A phrase that carries a negation ("not feeding well") is not met by a query without one ("feeding well"),
      // nor a phrase about one side by a query about both ("headache on both sides" is not a one-sided headache).
      const polarity =
        (queryNegated || !e.negated) && !(queryBoth && e.one && !e.both) && !(queryOne && e.both && !e.one);
      // The query names a site the phrase does not have, and the phrase's own site is not in the query.
      const otherSite =
        siteMissed &&
        tokensForMatching.some(
          (t, i) => SITE_TOKENS.has(t) && !e.tokens.some((v) => (strong[i] as Set<string>).has(v) || sameRegion(t, v)),
        );
      // A phrase that says the symptom came on suddenly is not met by the symptom told without it: "pain on one side
      // of my lower belly" is not "sudden pain on one side of my lower belly" (em22; ONSET_WORDS).
      const onsetMissed =
        e.tokens.some((v) => SUDDEN_TOKENS.has(v)) && !tokensForMatching.some((t) => SUDDEN_TOKENS.has(t));
      // Likewise the kind of lesion: "rash that spreads fast" is not "sores spreading fast".
      const otherKind =
        kindMissed &&
        tokensForMatching.some(
          (t, i) => KIND_TOKENS.has(t) && !e.tokens.some((v) => (strong[i] as Set<string>).has(v)),
        );
      // Likewise the kind of symptom at a site: "swelling at the front of the knee" is not "front knee pain".
      const otherSymptomKind =
        symptomKindMissed &&
        tokensForMatching.some(
          (t, i) => SYMPTOM_KINDS.has(t) && !e.tokens.some((v) => (strong[i] as Set<string>).has(v)),
        );
      const precision = eTotal ? covered / eTotal : 0;
      score = 0.62 * recall + 0.38 * precision;
      // A phrase whose small words carried its meaning ("kill myself") is not met by its one content word
      // ("my back is killing me"): it must appear word for word ("I wan kill myself").
      // A past event's phrase ("bled heavily at delivery") is not met by the same verb going on now ("bleeding").
      const tenseClash =
        e.past !== undefined &&
        tokensForMatching.some((t) => (e.past as Set<string>).has(t) && /ing$/.test(rawTokenWord.get(t) ?? ""));
      sure = tenseClash
        ? false
        : e.collapsed
          ? ` ${phrase} `.includes(` ${e.phrase} `)
          : polarity &&
            !otherSite &&
            !otherKind &&
            !otherSymptomKind &&
            !onlyQualifiers &&
            !onsetMissed &&
            isConfident(eShareTotal ? strongE / eShareTotal : 0, strongQ / qTotal);
      // Someone still typing a phrase ("diarr", "chest pa") is answered from its start.
      // Qualifiers alone ("one side", "both") name nothing, even as the start of a phrase.
      // A query that names its site and is not being typed is not the start of a phrase that goes on to name
      // another site: "bleeding from the nose" is a nosebleed, not "bleeding from the nose and mouth".
      const addsSite =
        !typingAt(tokensForMatching.length - 1) &&
        tokensForMatching.some((t) => SITE_TOKENS.has(t)) &&
        // "head" is often part of a site ("itchy penis head"), not a second one.
        e.tokens.some(
          (t) =>
            SITE_TOKENS.has(t) &&
            t !== HEAD_TOKEN &&
            !tokensForMatching.some((q) => q === t || (SITE_TOKENS.has(q) && sameRegion(q, t))),
        );
      // Language round 25: nor, told in whole words, the start of a phrase that goes on to add a site or a time of day
      // the words do not state ("itchy rash" is not "itchy rash in the groin", "soaked in sweat" not "soaked in sweat
      // at night").
      const addsUnstated =
        !typingAt(tokensForMatching.length - 1) &&
        e.tokens.some(
          (t) =>
            (TIME_OF_DAY_TOKENS.has(t) && !tokensForMatching.includes(t)) ||
            (!querySited && SITE_TOKENS.has(t) && t !== HEAD_TOKEN),
        );
      if (e.phrase.startsWith(phrase) && phrase.length >= 3 && !addsSite && !addsUnstated) {
        score += 0.5;
        if (phrase.length >= 4 && !onlyQualifiers && !onsetMissed) sure = true;
      }
    }
    if (sure && !onlyOnset) confident.add(e.finding);
    if (e.isName) score += 0.01;
    const prev = best.get(e.finding) ?? -1;
    if (score > prev) {
      best.set(e.finding, score);
      bestAdds.set(
        e.finding,
        score < EXACT_SCORE &&
          e.tokens.some(
            (t) =>
              (TIME_OF_DAY_TOKENS.has(t) && !tokensForMatching.includes(t)) ||
              (!querySited && SITE_TOKENS.has(t) && t !== HEAD_TOKEN),
          ),
      );
    }
  }
  // "fever for 10 days" names the prolonged finding, not just the fever; "more than one fit today" repeated fits.
  const queryWords = rawWords(query);
  for (const parentId of KIND_PARENTS) {
    const p = model.findingIndex.get(parentId);
    if (p === undefined || !best.has(p)) continue;
    const own = phraseTokens(model.findings[p] ?? NO_PHRASES);
    // A small word (no token) counts as the finding's own, as its phrases have small words too.
    const childId = kindByDurationOrCount(parentId, queryWords, (w) => {
      const t = tokenOf(w);
      return t === null || own.has(t);
    });
    const c = childId === null ? undefined : model.findingIndex.get(childId);
    if (c === undefined) continue;
    best.set(c, Math.max(best.get(c) ?? 0, (best.get(p) as number) + 0.1));
    if (confident.has(p)) confident.add(c);
  }
  // "his fit lasted over 10 minutes" is a prolonged seizure (WHO mhGAP, NICE: 5 minutes or more); "my nose has been
  // bleeding for 30 minutes" a nosebleed that does not stop (language round 25; MINUTE_CHILDREN).
  const minutes = durationMinutes(rawWords(query));
  for (const [parentId, childId, min] of MINUTE_CHILDREN) {
    const parentFi = model.findingIndex.get(parentId);
    const prolongedFi = model.findingIndex.get(childId);
    if (parentFi === undefined || prolongedFi === undefined || !best.has(parentFi) || minutes < min) continue;
    best.set(prolongedFi, Math.max(best.get(prolongedFi) ?? 0, (best.get(parentFi) as number) + 0.1));
    if (confident.has(parentFi)) confident.add(prolongedFi);
  }
  const hits = [...best.entries()].map(([fi, score]) => ({
    index: fi,
    score,
    confident: confident.has(fi),
    explained: explained.get(fi) ?? new Set<number>(),
    addsUnstated: bestAdds.get(fi) ?? false,
  }));
  hits.sort((a, b) => b.score - a.score || (model.base[b.index] as number) - (model.base[a.index] as number));
  return hits;
}

/** Informative words a sentence may leave unexplained when the parser's one finding answers a search. */
export const MAX_UNEXPLAINED = 1;
/** Idf above which a word says something of its own (about a word in fewer than one finding in ~90). */
const INFORMATIVE_IDF = 4.5;
/** Whose symptom it is, not what it is: these never count against the answer. */
const PERSON_TOKENS = new Set(
  "baby child son daughter boy girl pikin husband wife mother father mum dad sister brother grandmother grandfather"
    .split(" ")
    .map((w) => contentTokens(w)[0] as string),
);
/** "for 30 minutes", "two hours": how long, told in clock units, says nothing the finding must explain. */
const CLOCK_TOKENS = new Set(
  "minute minutes mins min hour hours hrs seconds secs".split(" ").map((w) => contentTokens(w)[0] as string),
);
function unexplainedWords(query: string, f: { name: string; aliases: string[] }): number {
  const own = new Set([f.name, ...f.aliases].flatMap((a) => contentTokens(a)));
  return [...new Set(timelessTokens(query))].filter(
    (t) =>
      !own.has(t) &&
      !PERSON_TOKENS.has(t) &&
      !/\d/.test(t) &&
      !CLOCK_TOKENS.has(t) &&
      (searchIndex().idf.get(t) ?? 0) >= INFORMATIVE_IDF,
  ).length;
}

/**
 * "fever before bite", "hungry after vomiting", "burning pain before rash": a sentence that orders two events
 * tells about both; when the parser's one finding sits on one side of "before"/"after" and the other side says
 * something of its own, the sentence is not an answer for that finding (a denied "fever before bite" would
 * deny the fever).
 */
function ordersTwoEvents(
  query: string,
  f: { id: string; name: string; aliases: string[] },
  model: Model,
  exactOnly = false,
): boolean {
  const words = withoutTimeWords(userWords(query));
  const k = words.findIndex((w) => w === "before" || w === "after");
  if (k < 0) return false;
  const own = new Set([f.name, ...f.aliases].flatMap((a) => contentTokens(a)));
  const explains = (ws: string[]) => ws.some((w) => own.has(tokenOf(w) ?? ""));
  // The other side names a finding of its own ("bite", "rash", "hungry"), not a circumstance ("after I slept
  // wrongly").
  const names = (ws: string[]) => {
    if (!ws.length) return false;
    // An everyday use of a finding's words ("after beans": food) names no finding there either.
    const ranked = rankFindings(ws.join(" "), model).filter((h) => !everydayUse(model.findings[h.index]?.id ?? "", ws));
    const top = ranked.find((h) => h.confident);
    if (exactOnly) {
      // One finding clearly named ("hungry"), not several about equally ("sleeping").
      const second = ranked.find((h) => h !== top);
      const clear = top && (top.score >= EXACT_SCORE || !second || top.score - second.score > TIE_MARGIN);
      return Boolean(clear && top && model.findings[top.index]?.id !== f.id);
    }
    if (top && model.findings[top.index]?.id !== f.id) return true;
    return parseText(ws.join(" "), model).some((m) => m.id !== f.id);
  };
  const left = words.slice(0, k);
  const right = words.slice(k + 1);
  return (explains(left) && !explains(right) && names(right)) || (explains(right) && !explains(left) && names(left));
}

export function searchFindings(
  q: string,
  limit = 10,
  model: Model = MODEL,
): Array<{ id: string; name: string; aliases: string[] }> {
  // Language round 27: a question asking what to know ("what are the signs of a stroke?", "how long does malaria fever
  // last?", "how can I avoid cholera?", "when should I take my child to hospital for fever?") reports no sign.
  if (GENERAL_QUESTION.test(rawWords(String(q ?? "")).join(" "))) return [];
  // Language round 30: "my knee, it's swollen" is one phrase about the knee (lay-constructions.ts siteFirst).
  q = siteFirst(String(q ?? ""));
  // Language round 30: "the nurse said his breathing is too fast", "the chemist said my eyes look yellow", "the BP
  // machine said my heart rate is racing": what a health worker or a device found is the finding; the frame that
  // reports it ("the nurse said") is no word of it. The report is searched on its own (the parser reads it already);
  // when it finds nothing alone ("the HIV test said I'm positive"), the whole words are searched as before.
  const report = reportedFinding(String(q ?? ""));
  // Precision first: the report's answer must be what the parser reads in the whole words too ("the school nurse said
  // my temperature is normal" is no fever; "burning when she passes water" no burn).
  const reported = report ? searchFindings(report, limit, model) : [];
  if (reported[0] && parseText(String(q ?? ""), model).some((m) => m.choice === "present" && m.id === reported[0]?.id))
    return reported;
  const out = byClause(String(q ?? ""), searchFindingsAsWorded(q, limit, model), limit, model);
  // Clinical-terms round 23: "intractable vomiting", "severe pallor", "persistent epistaxis": a qualifier told in the
  // phrase of the leading finding that makes its graver form names the graver form (graver-qualifier.ts).
  const lead = out[0];
  if (!lead) return out;
  const words = rawWords(String(q ?? ""));
  const graver = graverByQualifier(lead.id, words, (k) =>
    findingWords(lead.id, model).has(tokenOf(words[k] ?? "") ?? ""),
  );
  const gf = graver === undefined ? undefined : model.findings[model.findingIndex.get(graver) ?? -1];
  return gf
    ? [{ id: gf.id, name: gf.name, aliases: gf.aliases }, ...out.filter((o) => o.id !== gf.id)].slice(0, out.length)
    : out;
}

/**
 * Language round 30: a report's frame, who found it ("the nurse", "the pharmacist at the chemist", "the eye doctor",
 * "the BP machine", "the thermometer") and the verb that reports it ("said", "told me", "found", "checked and said").
 */
const REPORT_FRAME = new RegExp(
  "^\\s*(?:the|my|a|our|his|her|their)?\\s*(?:[a-z]+\\s+)?" +
    "(?:nurses?|doctors?|dr\\.?|pharmacist|chemist|health ?workers?|midwife|psychiatrist|dentist|lab|laboratory|" +
    "scan|thermometer|machine|monitor|oximeter|test|tests|results?)" +
    "(?:\\s+(?:at|in|from|for)\\s+(?:the\\s+)?[a-z'-]+(?:\\s+[a-z'-]+)?)?" +
    "\\s+(?:said|says|told (?:me|us|him|her|them)|found|noticed|thinks|checked and said|checked him and said|" +
    "checked her and said|confirmed|showed|shows|read)(?:\\s+that)?[\\s,:]+",
  "i",
);
/** The report after a health worker's or a device's frame, or null when the words are not framed so. */
function reportedFinding(q: string): string | null {
  const m = REPORT_FRAME.exec(q);
  if (!m) return null;
  const rest = q.slice(m[0].length).trim();
  // A normal or negative result reports no finding ("the school nurse said my temperature is normal").
  if (/\b(normal|fine|negative|ok|okay|nothing)\b/i.test(q.slice(m[0].length))) return null;
  // Something left to read, and no second frame inside it ("the doctor said the nurse said").
  return rest && rawWords(rest).length >= 2 ? rest : null;
}

/** The frames of a question asking for knowledge, not telling a complaint (language round 27). */
const GENERAL_QUESTION = new RegExp(
  "^(?:abeg |please |pls |plz )?(?:" +
    [
      "how (?:long|many|much|often) ",
      "how (?:can|do|should|would|could|will|to|does) (?:i |you |we |one |a person |people |someone |anyone )?(?:tell|know|prevent|avoid|check|store|do|recogni[sz]e|spot|protect|keep|stop) ",
      "how (?:i|person|pesin|we|una) (?:fit|go|take) (?:know|tell|take know|prevent|avoid)\\b",
      "what (?:are|is|r) (?:the )?(?:warning |danger |early |first |main |common |usual )?(?:signs?|symptoms?|causes?|normal|treatment|cure)\\b",
      "what causes ",
      "at what age ",
      "when (?:should|do|must|can) (?:i|you|we|one) (?:go|take|see|worry|call|bring|rush)\\b",
    ].join("|") +
    ")",
);
type Answer = { id: string; name: string; aliases: string[] };
/** Words that tell a complaint as over ("went away", "went down", "stopped", "cleared", Pidgin "don go"). */
const ENDED =
  /\b(went away|gone away|went down|come down|came down|is gone|has gone|stopped|ceased|cleared|ended|finished|resolved|settled|healed|don go|don stop|don clear|don finish)\b/;
/** Words of what the person cannot do ("can't", "cannot", "unable to", "won't", Pidgin "no fit"). */
const INABILITY = /\b(cant|couldnt|unable|wont|no fit|not fit|no gree)\b/;
/** A question ("is it bad if ...", "what are the signs of ...") asks about a sign; it does not report one. */
const QUESTION_LEAD = /^(what|whats|how|is|are|does|do|can|could|should|would|will|why|which|when|where)$/;
/**
 * Language round 27: a sentence told in clauses ("since we came back from the village she has been hot all over",
 * "we found grandpa on the kitchen floor and he does not respond at all"). Each clause is searched on its own. When the
 * whole sentence finds nothing, or only the finding of a clause that sets the scene ("since the fever came" of "since
 * the fever came my father has been mixing up names"), a main clause's own answer leads: a danger sign first, then
 * the reason given for what the person cannot do ("he can't lie down because his chest hurts"), then the first.
 */
function byClause(q: string, out: Answer[], limit: number, model: Model): Answer[] {
  if (limit < 1 || q.includes("?")) return out;
  const words = rawWords(q);
  if (QUESTION_LEAD.test(words[0] ?? "") || longPast(words)) return out;
  const clauses = sentenceClauses(q);
  if (clauses.length < 2) return out;
  const texts = clauses.map((c) => c.words.join(" "));
  const answers = texts.map((t) => searchFindingsAsWorded(t, 1, model)[0]);
  const readings = texts.map((t) => parseText(t, model));
  const lead = out[0];
  // Someone else's words ("my wife has a rash, not me", "my husband is coughing, I'm fine"): whose finding it is was
  // worked out from the whole sentence (subject.ts); a clause alone would lose it.
  if (!lead && (groupClause(words) || clauseRelation(words) !== null)) return out;
  // Where a finding is told: a clause whose search answers it or whose parse reads it (present or denied).
  const toldIn = (id: string, i: number) => answers[i]?.id === id || (readings[i] ?? []).some((m) => m.id === id);
  const inMain = (id: string) => clauses.some((c, i) => !c.setting && toldIn(id, i));
  // The scene's own finding ("since the fever came" of "since the fever came my father has been mixing up names"):
  // told in a clause that sets the scene and in no main clause.
  const ofScene = (id: string) => !inMain(id) && clauses.some((c, i) => c.setting && toldIn(id, i));
  // "since the fever went down he has been playing": the scene's finding, told as over, is no finding now.
  const endedScene = (id: string) =>
    !inMain(id) && clauses.some((c, i) => c.setting && ENDED.test(texts[i] ?? "") && toldIn(id, i));
  // The whole sentence's finding met words of a main clause too ("after the placenta came out, a lump came out of her
  // vagina" is a mass after birth): it is not the scene's alone.
  const spansMain = (id: string) => {
    const fi = model.findingIndex.get(id);
    const hit = rankFindings(q, model).find((h) => h.index === fi);
    const qTokens = [...new Set(timelessTokens(q))];
    const sceneTokens = new Set(clauses.flatMap((c, i) => (c.setting ? timelessTokens(texts[i] ?? "") : [])));
    const mainTokens = new Set(clauses.flatMap((c, i) => (c.setting ? [] : timelessTokens(texts[i] ?? ""))));
    return [...(hit?.explained ?? [])].some((p) => {
      const t = qTokens[p] ?? "";
      return mainTokens.has(t) && !sceneTokens.has(t);
    });
  };
  const danger = (a: Answer | undefined) => {
    const f = a ? model.findings[model.findingIndex.get(a.id) ?? -1] : undefined;
    return Boolean(f && (f.redFlag || f.ambulance));
  };
  // The clause's answer is what the parser reads too, in the clause or in the whole sentence: a clause cut from its
  // sentence may meet a phrase by accident ("her neck is fat"). Nor what the whole sentence denies or tells as
  // everyday ("the bleeding stopped | after a few minutes").
  const mentions = parseText(q, model);
  const parsedWhole = new Set(mentions.flatMap((m) => (m.choice === "present" ? [m.id] : [])));
  const deniedWhole = new Set(mentions.flatMap((m) => (m.choice === "absent" ? [m.id] : [])));
  const readIn = (i: number, a: Answer) =>
    !deniedWhole.has(a.id) &&
    !everydayUse(a.id, words) &&
    (parsedWhole.has(a.id) || (readings[i] ?? []).some((m) => m.choice === "present" && m.id === a.id));
  const first = (a: Answer) => [a, ...out.filter((o) => o.id !== a.id)].slice(0, Math.max(limit, 1));
  // "I can't sit properly because my balls are painful": what the person cannot do is the consequence, the reason
  // given is the complaint (testicular pain, not pain on sitting), unless only the inability is a danger sign ("she
  // can't breathe because of her asthma").
  const inability = lead
    ? clauses.findIndex(
        (c, i) => !c.setting && !c.reason && answers[i]?.id === lead.id && INABILITY.test(texts[i] ?? ""),
      )
    : -1;
  if (lead && inability >= 0) {
    const k = clauses.findIndex((c, i) => c.reason && answers[i] && answers[i]?.id !== lead.id);
    const a = answers[k];
    if (k >= 0 && a && (danger(a) || !danger(lead)) && readIn(k, a)) return first(a);
  }
  if (lead && (!ofScene(lead.id) || spansMain(lead.id))) return out;
  const main = clauses.flatMap((c, i) =>
    !c.setting && answers[i] && readIn(i, answers[i] as Answer) ? [{ c, a: answers[i] as Answer }] : [],
  );
  // With nothing found in the whole sentence, the clause's answer must be read in the whole sentence too ("my crush
  // ignored my text, I wan die lol" is no crush injury).
  const heard = lead ? main : main.filter((x) => parsedWhole.has(x.a.id));
  const pick = heard.find((x) => danger(x.a)) ?? heard.find((x) => x.c.reason) ?? heard[0];
  // "after the placenta came out, a lump came out of her vagina": the scene made the sign a kind of the main clause's
  // finding (a mass after birth), which stays.
  if (
    lead &&
    pick &&
    isKindOfFinding(model.findingIndex.get(lead.id) ?? -1, model.findingIndex.get(pick.a.id) ?? -1, model)
  )
    return out;
  if (!pick) return lead && endedScene(lead.id) ? [] : out;
  return first(pick.a);
}

function searchFindingsAsWorded(
  q: string,
  limit: number,
  model: Model,
): Array<{ id: string; name: string; aliases: string[] }> {
  const n = Math.max(0, Math.min(Math.floor(Number(limit) || 0), 100));
  // Precision first: no finding rather than a wrong one.
  // A family history needs a relative or the family named: "known breast cancer" is one's own diagnosis.
  const namesKin = rawWords(String(q ?? "")).some((w) => KIN_WORDS.test(w));
  // A past illness needs its past said: "I have typhoid" or "flu" is no treatment for typhoid weeks ago.
  const namesPast = rawWords(String(q ?? "")).some((w) => PAST_WORDS.test(w));
  const pastOnly = pastOnlyFindings(model);
  const habitualDose = takesAsTreatment(String(q ?? ""));
  // "Burning skin", "my feet are burning": a burning feeling, not a burn, unless fire, a hot liquid or a chemical
  // is named (NICE CKS burns and scalds), as the parser reads it.
  const qWords = rawWords(String(q ?? ""));
  const burningFelt =
    qWords.includes("burning") &&
    !qWords.some((w) => /^(burnt|burned|burns|scald|scalded)$/.test(w) || BURN_CAUSES.has(w));
  const longAgo = longPast(qWords);
  const qTimeless = [...new Set(timelessTokens(String(q ?? "")))];
  const hits = preferSpecific(
    rankFindings(String(q ?? ""), model).filter(
      (h) =>
        h.confident &&
        (namesKin || !(model.findings[h.index]?.id ?? "").startsWith("family_")) &&
        (namesPast || !pastOnly.has(h.index)) &&
        !(habitualDose && h.score < EXACT_SCORE && isPoisoning(h.index, model)) &&
        !(burningFelt && /^burn($|_)/.test(model.findings[h.index]?.id ?? "")) &&
        // "she had one fit two years ago": a symptom dated years back is history, not a finding now (subject.ts).
        (!longAgo || toldOfThePast(model.findings[h.index])) &&
        // "drinks a lot of milk", "we need to cut costs": an everyday use of the finding's words (parse.ts).
        !everydayUse(model.findings[h.index]?.id ?? "", qWords) &&
        // "injury three weeks ago" is not "had diarrhoea three weeks ago": a hit must meet more than the time, a
        // count or a test ("more than 20 minutes" is not "more than 20 weeks pregnant", "tested positive for
        // malaria" not a positive pregnancy test).
        !(h.explained?.size && [...h.explained].every((p) => namesNothing(qTimeless[p] ?? ""))) &&
        // Clinical-terms round 23: "new onset confusion", "acute onset dysarthria": a hit met only in the words of
        // the onset ("new onset" of a first fit's "new onset seizure") is not what the words name.
        !(h.explained?.size && [...h.explained].every((p) => ONSET_ONLY.has(qTimeless[p] ?? ""))) &&
        // Language round 22: "pain in the right hand" is not "pain low on the right" (a right lower belly pain): a
        // hit that meets only a kind of symptom and a side, while the body site the query names goes unmet, is
        // another site's finding.
        !sideWithoutSite(h.explained, qTimeless),
    ),
    model,
    siteWordPositions(String(q ?? "")),
    qualifierWordPositions(String(q ?? "")),
    [...new Set(timelessTokens(String(q ?? "")))].map((t) => searchIndex().idf.get(t) ?? 0),
    [...new Set(timelessTokens(String(q ?? "")))],
    // A danger kind preferred for its own words ("tiny red spots" of a non-blanching rash) is checked for an
    // everyday use as every hit is ("tiny red spots on the neck and back" of heat rash: fa22).
  ).filter((h) => !everydayUse(model.findings[h.index]?.id ?? "", qWords));
  // Language round 25: "pins and needles in hands" is not the numb hands of the night, "itchy rash" not the itchy
  // groin rash: a leader that is a kind of another confident hit, told apart from it only by a body site or a time
  // of day the words do not state, gives way to that general finding when it explains every word the leader does.
  {
    const lead = hits[0];
    if (lead?.addsUnstated && lead.score < EXACT_SCORE) {
      const plain = hits.find(
        (h) =>
          h !== lead &&
          h.confident &&
          !h.addsUnstated &&
          h.score >= lead.score - UNSTATED_MARGIN &&
          isKindOfFinding(lead.index, h.index, model) &&
          [...(lead.explained ?? [])].every((p) => h.explained?.has(p)),
      );
      if (plain) hits.splice(0, hits.length, plain, ...hits.filter((h) => h !== plain));
    }
  }
  // "my wife is pregnant", "my roommate has TB": someone else's condition is history or exposure (subject.ts),
  // which the parser works out from the whole sentence.
  // A relative's diagnosis ("my grandmother has arthritis") is not a symptom either, so a query that names a
  // relation is always read as the parser reads the sentence.
  // "Everybody in my house has running stomach": the household cluster (sick contacts) comes first (subject.ts).
  const group = groupClause(rawWords(String(q ?? "")));
  // "I had a fit two years ago", "jaundice at birth", "fits when I was small": a symptom long past is history,
  // which the parser tells apart from a finding now (subject.ts longPast), so such a query is read as it reads it.
  const past = longAgo;
  const related = group || clauseRelation(rawWords(String(q ?? ""))) !== null;
  if (related || past) {
    const parsed = parseText(String(q ?? ""), model).filter((m) => m.choice === "present");
    // Dated years back, the parser may find nothing while search's own hit is a history finding ("one eye went
    // blurry for some weeks last year" is a past episode of sight loss): that hit stands.
    if (past && !related && !parsed.length) {
      const f = hits[0] ? model.findings[hits[0].index] : undefined;
      return f && toldOfThePast(f) && n > 0 ? [{ id: f.id, name: f.name, aliases: f.aliases }] : [];
    }
    return parsed
      .sort((a, b) => (group ? Number(b.id === "sick_contacts") - Number(a.id === "sick_contacts") : 0))
      .slice(0, n)
      .map((m) => {
        const f = model.findings[model.findingIndex.get(m.id) as number];
        return { id: m.id, name: f?.name ?? m.name, aliases: f?.aliases ?? [] };
      });
  }
  // A whole sentence ("I've been stooling 6 times today", "my daughter has been vomiting since morning") is too
  // long for any one phrase to explain most of it; the parser reads it word by word. When search has no answer
  // and the parser finds exactly one finding, present, that is the answer.
  // Precision first: the rest of the sentence must not say much the finding does not ("I need 3 pillows to sleep
  // or I can't breathe" is more than breathlessness): at most one informative word left unexplained.
  if (!hits.length) {
    const parsed = parseText(String(q ?? ""), model);
    const only = parsed.length === 1 && parsed[0]?.choice === "present" ? parsed[0] : null;
    const fi = only ? model.findingIndex.get(only.id) : undefined;
    const f = fi === undefined ? undefined : model.findings[fi];
    if (!f || n <= 0 || unexplainedWords(String(q ?? ""), f) > MAX_UNEXPLAINED) return [];
    if (ordersTwoEvents(String(q ?? ""), f, model)) return [];
    return [{ id: f.id, name: f.name, aliases: f.aliases }];
  }
  // One answer asked for, and a single vague word ("pain", "swelling", "lump", "sick") that no finding is named
  // by and several fit about equally: that would be a guess, so no answer (a list still shows them all).
  if (n === 1 && isVagueWord(String(q ?? ""), hits, model)) return [];
  // One answer asked for, and the words deny every finding they name ("no armpit hair", "she has no tears",
  // "I can urinate fine, no pain"): a finding returned alone would be read as present, the opposite of what
  // was said, so no answer. Words that name an absence as a finding ("no urine since morning": passing
  // little urine; "not feeding") are read present by the parser, and a finding's own name or alias typed in
  // full ("never had a fit before": a first fit) is that finding: both keep their answer.
  if (n === 1 && (hits[0]?.score ?? 0) < EXACT_SCORE && deniesAll(String(q ?? ""), model)) return [];
  // "he is eating well but has fever": a function said to go on well denies its loss (text.ts), and "I am pregnant
  // and not bleeding" denies the bleeding: the finding the parser reads as absent is never the answer.
  // One answer asked for: a list still shows what the words are about.
  // A finding's own name or alias typed in full ("no poo and no fart": no wind) is that finding.
  if (
    n === 1 &&
    (hits[0]?.score ?? 0) < EXACT_SCORE &&
    qWords.some((w) =>
      /^(well|fine|normally|normal|ok|okay|properly|no|not|never|without|dont|doesnt|didnt|isnt|wasnt|nor|neither|none)$/.test(
        w,
      ),
    )
  ) {
    const parsed = parseText(String(q ?? ""), model);
    const absent = new Set(parsed.filter((m) => m.choice === "absent").map((m) => m.id));
    // When the parser reads the leading hit as denied, the parser's reading stands: its one present finding, if
    // it finds exactly one ("I am pregnant and not bleeding" is pregnant), else no answer.
    if (absent.has(model.findings[hits[0]?.index ?? -1]?.id ?? "")) {
      const present = parsed.filter((m) => m.choice === "present");
      const f = present.length === 1 ? model.findings[model.findingIndex.get(present[0]?.id ?? "") ?? -1] : undefined;
      return f && n > 0 ? [{ id: f.id, name: f.name, aliases: f.aliases }] : [];
    }
  }
  // A partial match that sits on one side of "before"/"after" while the other side names another finding
  // ("hungry after vomiting") is no more an answer than the parser's one finding is.
  // Only when that other side clearly names one finding, so a circumstance ("even after sleeping") does not.
  const head = hits[0];
  const headFinding = head ? model.findings[head.index] : undefined;
  if (head && headFinding && head.score < EXACT_SCORE && ordersTwoEvents(String(q ?? ""), headFinding, model, true))
    return [];
  // Language round 19: "bleeding in early pregnancy", "bleeding at 10 weeks pregnant": the symptom, not the pregnancy it
  // happens in, is what the words report; the pregnancy is the setting (the parser reads both). When the leading hit
  // is a pregnancy stage and the next one a finding the other words name ("waters broke at 32 weeks"), that finding
  // leads.
  const second = hits[1];
  if (
    head &&
    second &&
    PREGNANCY_STAGE.test(headFinding?.id ?? "") &&
    !PREGNANCY_STAGE.test(model.findings[second.index]?.id ?? "") &&
    [...(second.explained ?? [])].some((p) => !head.explained?.has(p))
  )
    [hits[0], hits[1]] = [second, head];
  // "head injury three weeks ago": an injury dated weeks back is not a fresh one (kb/findings-late.ts).
  const late = weeksPast(qWords);
  return hits.slice(0, n).map((h) => {
    const own = model.findings[h.index];
    const f = late ? (model.findings[model.findingIndex.get(LATE_KINDS[own?.id ?? ""] ?? "") ?? -1] ?? own) : own;
    return { id: f?.id ?? "", name: f?.name ?? "", aliases: f?.aliases ?? [] };
  });
}

/** The tokens of a finding's name and aliases (graver-qualifier.ts: the words that are the finding's own). */
const FINDING_WORDS = new WeakMap<Model, Map<string, Set<string>>>();
function findingWords(id: string, model: Model): Set<string> {
  let byId = FINDING_WORDS.get(model);
  if (!byId) FINDING_WORDS.set(model, (byId = new Map()));
  let words = byId.get(id);
  if (!words) {
    const f = model.findings[model.findingIndex.get(id) ?? -1];
    words = new Set(f ? [f.name, ...f.aliases].flatMap((p) => contentTokens(p)) : []);
    byId.set(id, words);
  }
  return words;
}

/**
 * "I take paracetamol", "she is taking chloroquine": a medicine taken as treatment, said in the present, is no
 * overdose or poisoning; those need an amount or an event ("took too many", "swallowed all the tablets",
 * "overdose": WHO and NPIS TOXBASE ask how much was taken and when).
 */
function takesAsTreatment(q: string): boolean {
  const words = rawWords(q);
  return (
    // "I took some panadol", "gave him a paracetamol": one dose told in the past is treatment too.
    words.some(
      (w, i) =>
        /^(take|takes|taking|use|uses|using)$/.test(w) ||
        (/^(took|taken|gave|given)$/.test(w) && /^(some|a|one|his|her|my|the)$/.test(words[i + 1] ?? "")),
    ) &&
    !words.some((w) =>
      /^(too|many|much|lots?|all|whole|overdose|overdosed|plenty|several|packet|packets|sachet|bottle|once|swallowed|drank|extra)$/.test(
        w,
      ),
    ) &&
    !words.some((w) => /^\d+$/.test(w))
  );
}
/** Poisoning and its kinds (an overdose of a medicine, a swallowed chemical). */
function isPoisoning(fi: number, model: Model): boolean {
  const poisoning = model.findingIndex.get("poisoning");
  return (
    fi === poisoning ||
    (poisoning !== undefined && model.parentOf[fi] === poisoning) ||
    /_(overdose|swallowed)$/.test(model.findings[fi]?.id ?? "")
  );
}

/** Words that put an illness in the past ("treated for typhoid last week", "had flu two weeks ago"). */
const PAST_WORDS =
  /^(recent|recently|treated|treatment|treat|ago|last|recovering|recovered|previous|previously|past|history|had)$/;
const PAST_ONLY = new WeakMap<Model, Set<number>>();
/** Findings every phrase of which says the illness is past (recent typhoid, a recent viral illness). */
function pastOnlyFindings(model: Model): Set<number> {
  let out = PAST_ONLY.get(model);
  if (!out) {
    out = new Set<number>();
    model.findings.forEach((f, i) => {
      if (f.aliases.length && [f.name, ...f.aliases].every((p) => rawWords(p).some((w) => PAST_WORDS.test(w))))
        out?.add(i);
    });
    PAST_ONLY.set(model, out);
  }
  return out;
}

/** Words of a time ("three weeks ago", "two days", "last month"): no finding is named by them alone. */
const TIME_ONLY = new Set(
  (
    "one two three four five six seven eight nine ten eleven twelve few several couple some many a " +
    "minute minutes hour hours day days week weeks month months year years ago last past since " +
    // Language round 14: "just since yesterday", "since this morning" answer "since when", no finding.
    "yesterday today tonight morning just"
  )
    .split(" ")
    .map((w) => contentTokens(w)[0] ?? w),
);
/** Words of an amount, a test or an event: with the time words, they name no finding alone (language round 18). */
const AMOUNT_OR_TEST = new Set(
  "more less than over under about around almost nearly test tested testing positive negative happen happened happens happening"
    .split(" ")
    .map((w) => contentTokens(w)[0] ?? w),
);
const namesNothing = (token: string) => TIME_ONLY.has(token) || AMOUNT_OR_TEST.has(token) || /^\d+$/.test(token);
/** Words that name a relative or the family (a family history is theirs). */
const KIN_WORDS =
  /^(family|families|mother|mothers|father|fathers|mum|mom|mama|mummy|dad|daddy|papa|sisters?|brothers?|brodas?|sistas?|parents?|grand\w*|aunt\w*|uncles?|siblings?|cousins?|relatives?|runs|daughters?|sons?|twin|side)$/;
/** How far below the general finding its more specific kind may score and still be the answer. */
export const SPECIFIC_MARGIN = 0.2;
/**
 * "I feel dizzy when I stand", "sharp chest pain when I breathe in": the general finding (dizziness, chest pain)
 * meets the words it shares with its own more specific kind (dizzy on standing, pleuritic pain), which also
 * meets the qualifier the general one leaves unexplained. A confident kind of the leading finding that explains
 * every query word the leader does and more, scoring close to it, is the answer: the qualifier is what the
 * patient told.
 */
function preferSpecific(
  hits: SearchHit[],
  model: Model,
  siteWords: Set<number> = new Set(),
  qualifierWords: Set<number> = new Set(),
  wordWeights: number[] = [],
  queryTokens: string[] = [],
): SearchHit[] {
  const top = hits[0];
  if (!top || top.score >= EXACT_SCORE || !top.explained) return hits;
  // "Severe back pain", "terrible knee pain": how bad (a severity scale) is asked on its own; what and where the
  // pain is names the finding. A confident hit close behind that explains a body site the scale does not wins.
  if (model.findings[top.index]?.type === "scale") {
    const sited = hits.find(
      (h) =>
        h !== top &&
        h.score >= top.score - SPECIFIC_MARGIN &&
        [...siteWords].some((i) => h.explained?.has(i) && !top.explained?.has(i)),
    );
    if (sited) return [sited, ...hits.filter((h) => h !== sited)];
  }
  const isKindOf = (child: number, anc: number) => {
    for (let p = model.parentOf[child] as number, n = 0; p >= 0 && n < 8; p = model.parentOf[p] as number, n++)
      if (p === anc) return true;
    return false;
  };
  const topEx = top.explained;
  const specific = hits.find(
    (h) =>
      h !== top &&
      h.score >= top.score - SPECIFIC_MARGIN &&
      isKindOf(h.index, top.index) &&
      h.explained !== undefined &&
      h.explained.size > topEx.size &&
      [...topEx].every((i) => h.explained?.has(i)),
  );
  if (specific) return [specific, ...hits.filter((h) => h !== specific)];
  // "my head dey turn when I stand": the leader (dizziness) was met in words of its own, and the rest of the query
  // holds what makes one of its kinds ("dizzy when standing"): the kind's phrase, its core words standing for the
  // general finding already met, has every other word in the query. The qualifier is what the patient told.
  const kind = childByOwnWords(top.index, new Set(queryTokens), model);
  if (kind !== undefined) {
    const hit = hits.find((h) => h.index === kind) ?? { index: kind, score: top.score, confident: true };
    return [hit, ...hits.filter((h) => h !== hit)];
  }
  // "im face don twist one side": a finding that explains every query word the leader does and more ("twisted",
  // besides "face", "one side") is what was told, though a longer alias of it scores a little lower. The words a
  // finding leaves unexplained are what it does not account for (precision first).
  // It must explain every word the leader does, and more words that say what the symptom is: a time of day or a
  // side ("in the morning", "one side") is a qualifier any finding may share, and a finding the leader is a kind of
  // (chosen for the duration) stays.
  const topEx2 = top.explained;
  const extra = (h: SearchHit) =>
    [...(h.explained ?? [])].filter(
      (i) => !topEx2.has(i) && !qualifierWords.has(i) && (wordWeights[i] ?? 0) >= INFORMATIVE_EXTRA_IDF,
    ).length;
  const fuller = hits
    .filter(
      (h) =>
        h !== top &&
        h.confident &&
        h.score >= top.score - SPECIFIC_MARGIN / 2 &&
        !isKindOf(top.index, h.index) &&
        !(model.findings[top.index]?.implies ?? []).includes(model.findings[h.index]?.id ?? "") &&
        [...topEx2].every((i) => h.explained?.has(i)) &&
        // The more it explains must say something ("drooling", "weak", "twisted"), not "up", "a lot" or "feeling".
        extra(h) > 0,
    )
    .sort((a, b) => extra(b) - extra(a) || b.score - a.score)[0];
  return fuller ? [fuller, ...hits.filter((h) => h !== fuller)] : hits;
}

/**
 * A kind (a `parent` descendant) of the general finding whose phrase is told in the query: every word of the
 * phrase is in the query or is one of the general finding's core words (which the query met in words of its
 * own), and at least one informative word of the kind's own is in the query. The first such kind, or undefined.
 * Only a danger sign (a red flag): a missed emergency is the worst error, and a kind told in other words than its
 * own ("short of breath at rest" for "breathless at rest") is still the danger sign. Other kinds keep to the
 * general finding unless their own phrase is met (the interview asks the kind next).
 */
function childByOwnWords(general: number, query: Set<string>, model: Model): number | undefined {
  const core = coreWords(model.findings[general]);
  const kids: number[] = [];
  model.parentOf.forEach((p, c) => {
    if (p === general) kids.push(c);
  });
  for (const c of kids) {
    if (!dangerKind(c, model)) continue;
    for (const ei of entriesByFinding().get(c) ?? []) {
      const e = searchIndex().entries[ei] as Entry;
      if (e.collapsed) continue;
      const ownWords = e.tokens.filter((t) => !core.has(t));
      if (ownWords.length === e.tokens.length || !ownWords.length) continue;
      if (!ownWords.every((t) => query.has(t))) continue;
      if (ownWords.some((t) => !QUALIFIERS.has(t) && (searchIndex().idf.get(t) ?? 0) >= INFORMATIVE_EXTRA_IDF))
        return c;
    }
  }
  return undefined;
}
function dangerKind(c: number, model: Model): boolean {
  const f = model.findings[c];
  return Boolean(f && (f.redFlag || f.ambulance));
}

const SIDE_TOKENS = new Set("left right".split(" ").map((w) => contentTokens(w)[0] as string));
/** The hit meets a side ("right") and otherwise only kinds of symptom or qualifiers, and a body site of the query is
 * left unmet (language round 22). */
function sideWithoutSite(explained: Set<number> | undefined, q: string[]): boolean {
  if (!explained?.size) return false;
  const met = [...explained].map((p) => q[p] ?? "");
  if (!met.some((t) => SIDE_TOKENS.has(t))) return false;
  if (!met.every((t) => SIDE_TOKENS.has(t) || QUALIFIERS.has(t) || SYMPTOM_KINDS.has(t))) return false;
  return q.some((t, p) => SITE_TOKENS.has(t) && !explained.has(p));
}

/** Positions (as rankFindings counts query words) of the words that name a body site. */
function siteWordPositions(q: string): Set<number> {
  const out = new Set<number>();
  [...new Set(timelessTokens(q))].forEach((t, i) => {
    if (SITE_TOKENS.has(t)) out.add(i);
  });
  return out;
}

/** Idf a word must reach to count as saying something of its own (about a word in one finding in 50). */
const INFORMATIVE_EXTRA_IDF = 4;
/** Positions of the words that only qualify a symptom (a side, a time of day, how often). */
function qualifierWordPositions(q: string): Set<number> {
  const out = new Set<number>();
  [...new Set(timelessTokens(q))].forEach((t, i) => {
    if (QUALIFIERS.has(t)) out.add(i);
  });
  return out;
}

function deniesAll(q: string, model: Model): boolean {
  const mentions = parseText(q, model);
  return mentions.length > 0 && mentions.every((m) => m.choice === "absent");
}

/** Score above which a hit is a finding's own name or alias typed in full (partial matches score about 1.3). */
const EXACT_SCORE = 2;
/** Whether finding `child` is a kind (a `parent` descendant) of finding `anc`. */
function isKindOfFinding(child: number, anc: number, model: Model): boolean {
  for (let p = model.parentOf[child] as number, n = 0; p >= 0 && n < 8; p = model.parentOf[p] as number, n++)
    if (p === anc) return true;
  return false;
}
/** How far below a leader that adds an unstated site or time a plain hit may score and still lead (round 25). */
const UNSTATED_MARGIN = 0.35;
/** How far a pregnancy has gone: the setting of a symptom told with it, not the symptom. */
const PREGNANCY_STAGE = /^pregnant(_early|_late)?$/;
/** Hits this close to the best are as good an answer as it is. */
const TIE_MARGIN = 0.1;

function isVagueWord(q: string, hits: Array<{ index: number; score: number }>, model: Model): boolean {
  const [first, second] = hits;
  if (!first || !second || first.score >= EXACT_SCORE) return false;
  // A finding and its own more specific kind ("fainted": fainting, fainting on exertion) are one answer.
  const related = (a: number, b: number) => model.parentOf[a] === b || model.parentOf[b] === a;
  return rawWords(q).length === 1 && second.score >= first.score - TIE_MARGIN && !related(first.index, second.index);
}
