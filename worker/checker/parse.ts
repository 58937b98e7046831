// Free-text parsing: which findings does a sentence mention, and are they denied? Aliases match as sets
// of words inside a short window in any order ("my eyes are yellow" meets "yellow eyes"), with typo
// tolerance on longer words. Longer matches win; a match wholly inside a longer one is dropped (so
// "burning when I urinate" is not also a "burn"). A negation cue shortly before a match, in the same
// clause, makes it absent ("no cough", "I don't have fever", "without vomiting").
import { MODEL, type Model } from "./model.ts";
import {
  DURATION_CHILDREN,
  NEGATION_CUES,
  SCOPE_BREAKERS,
  allowedEdits,
  contextualWords,
  durationDays,
  editDistance,
  rawWords,
  tokenOf,
} from "./text.ts";

interface ParseEntry {
  finding: number;
  tokens: string[];
}

interface ParseIndex {
  entries: ParseEntry[];
  /** Entries by each of their tokens. */
  byToken: Map<string, number[]>;
  vocab: string[];
}

function buildParseIndex(model: Model): ParseIndex {
  const entries: ParseEntry[] = [];
  const seen = new Set<string>();
  model.findings.forEach((f, fi) => {
    for (const p of [f.name, ...f.aliases]) {
      const tokens: string[] = [];
      const raw = rawWords(p);
      for (const w of raw) {
        const t = tokenOf(w);
        if (t !== null) tokens.push(t);
      }
      const uniq = [...new Set(tokens)];
      // "talking to himself" without its small words is just "talk": too vague to find in free text.
      if (raw.length > 1 && uniq.length === 1) continue;
      // A lone negation word can never name a finding.
      if (!uniq.length || uniq.every((t) => NEGATION_CUES.has(t))) continue;
      const key = `${fi}:${[...uniq].sort().join(" ")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ finding: fi, tokens: uniq });
    }
  });
  const byToken = new Map<string, number[]>();
  entries.forEach((e, ei) => {
    for (const t of e.tokens) byToken.set(t, [...(byToken.get(t) ?? []), ei]);
  });
  return { entries, byToken, vocab: [...byToken.keys()] };
}

const PARSE_INDEX = buildParseIndex(MODEL);

interface Token {
  token: string;
  /** The word as written (lower-cased), for typo matching before stemming. */
  word: string;
  /** Position among raw words. */
  raw: number;
  clause: number;
}

interface Match {
  finding: number;
  positions: number[];
  start: number;
  end: number;
  size: number;
  clause: number;
}

const CLAUSE_BREAK = "zzclausebreakzz";

/**
 * Words that name a finding on their own but not in some company: "fits" of coughing or sneezing are not
 * seizures. A lone-word match is dropped when one of these tokens shares its clause.
 */
const CONTEXT_VETO: Record<string, string[]> = {
  fit: ["cough", "sneez", "laugh", "anger", "temper", "cry"],
  fits: ["cough", "sneez", "laugh", "anger", "temper", "cry"],
  // "falling asleep" is not a fall; "leaning forward" is not codeine "lean".
  fall: ["asleep", "sleep", "love"],
  fell: ["asleep", "sleep", "love"],
  falling: ["asleep", "sleep", "love"],
  lean: ["forward", "back", "against"],
  // "my right leg went weak" is weakness of a limb (a stroke sign), not general tiredness.
  weak: ["arm", "leg", "hand", "foot", "face", "side"],
  weakness: ["arm", "leg", "hand", "foot", "face", "side"],
  leaning: ["forward", "back", "against"],
};

export interface Mention {
  id: string;
  name: string;
  choice: "present" | "absent";
}

export function parseText(text: string, model: Model = MODEL): Mention[] {
  const index = PARSE_INDEX;
  const sentenceWords = String(text ?? "")
    .slice(0, 5000)
    .toLowerCase()
    .split(/[.;!?\n]+/)
    .map((s) => rawWords(s));
  const tokens: Token[] = [];
  let clause = 0;
  const rawClause: number[] = [];
  // rawWords drops punctuation, so clause breaks are marked with a sentinel word first.
  const marked = joinCommaLists(String(text ?? "").slice(0, 5000)).replace(/[.;:!?\n,()]+/g, ` ${CLAUSE_BREAK} `);
  const rawSeq: string[] = [];
  for (const w of contextualWords(rawWords(marked))) {
    if (w === CLAUSE_BREAK) {
      clause++;
      continue;
    }
    if (SCOPE_BREAKERS.has(w)) clause++;
    rawSeq.push(w);
    rawClause.push(clause);
    const t = tokenOf(w);
    if (t !== null) tokens.push({ token: t, word: w, raw: rawSeq.length - 1, clause });
  }

  // Which vocabulary tokens each text token may stand for (exact, or a small typo on a longer word).
  const positionsByVocab = new Map<string, number[]>();
  tokens.forEach((tk, pos) => {
    const add = (v: string) => positionsByVocab.set(v, [...(positionsByVocab.get(v) ?? []), pos]);
    if (index.byToken.has(tk.token)) add(tk.token);
    if (NEGATION_CUES.has(tk.token) || tk.word.length < 5) return;
    // Typos are compared on both the stem and the word as written ("hedache" vs "headache").
    for (const form of new Set([tk.token, tk.word])) {
      for (const v of index.vocab) {
        // Short words are never fuzzy-matched ("burst" is not "burnt"); the allowance follows the longer word.
        const edits = allowedEdits(Math.max(v.length, form.length));
        if (v === tk.token || v[0] !== form[0] || v.length < 5 || Math.abs(v.length - form.length) > edits) continue;
        if (editDistance(v, form, edits) <= edits && !(positionsByVocab.get(v) ?? []).includes(pos)) add(v);
      }
    }
  });

  const candidates = new Set<number>();
  for (const v of positionsByVocab.keys()) for (const ei of index.byToken.get(v) ?? []) candidates.add(ei);

  const matches: Match[] = [];
  for (const ei of candidates) {
    const e = index.entries[ei] as ParseEntry;
    const lists = e.tokens.map((t) => positionsByVocab.get(t));
    if (lists.some((l) => !l)) continue;
    const best = bestWindow(lists as number[][], tokens, e.tokens.length);
    if (best) matches.push({ finding: e.finding, ...best, size: e.tokens.length });
  }
  // Longer aliases first; then the tighter window; then words in the alias's own order ("can't stand on
  // tiptoe" over "cannot stand on the foot" read out of order from "flat-footed and can't stand"); then first.
  const inOrder = (m: Match) => (m.positions.every((p, i) => i === 0 || p > (m.positions[i - 1] as number)) ? 0 : 1);
  matches.sort(
    (a, b) => b.size - a.size || a.end - a.start - (b.end - b.start) || inOrder(a) - inOrder(b) || a.start - b.start,
  );

  const vetoed = (m: Match) => {
    if (m.positions.length !== 1) return false;
    const tk = tokens[m.positions[0] as number] as Token;
    const veto = CONTEXT_VETO[tk.word];
    return Boolean(veto && tokens.some((t) => t.clause === tk.clause && veto.includes(t.token)));
  };
  const used = new Set<number>();
  const chosen: Match[] = [];
  for (const m of matches) {
    if (vetoed(m)) continue;
    // A shorter match sharing a word with a longer one is part of it ("itchy bottom at night" is not also
    // "itching at night", "large burn on his chest" not also heartburn).
    // A second mention of a finding already found ("can't control my urine and my bottom is numb", "painful
    // period cramps") keeps its words, even where it overlaps the first, so they do not also name a vaguer
    // finding (numbness, cramps).
    if (chosen.some((c) => c.finding === m.finding)) {
      m.positions.forEach((p) => used.add(p));
      continue;
    }
    if (m.positions.some((p) => used.has(p))) continue;
    chosen.push(m);
    m.positions.forEach((p) => used.add(p));
  }
  chosen.sort((a, b) => a.start - b.start);

  // A negative word that belongs to a matched phrase ("not eating", "no taste") negates nothing else.
  const consumed = new Set<number>();
  for (const m of chosen) for (const p of m.positions) consumed.add((tokens[p] as Token).raw);
  const out = new Map<number, "present" | "absent">();
  for (const m of chosen) {
    const negated = isNegated(m, tokens, rawSeq, rawClause, consumed);
    // A finding mentioned both ways keeps the first statement.
    if (!out.has(m.finding)) out.set(m.finding, negated ? "absent" : "present");
  }

  // A finding that another present mention implies says nothing more ("breathless lying flat" already is
  // breathlessness): drop it when present, and when denied ("can't lie flat without getting breathless")
  // the more specific present statement wins.
  for (const [fi, choice] of out) {
    if (choice !== "present") continue;
    for (const anc of ancestors(fi, model)) if (out.has(anc)) out.delete(anc);
  }

  // Durations turn "fever for ten days" into a prolonged fever.
  for (const sentence of sentenceWords) {
    const days = durationDays(sentence);
    if (!days) continue;
    const sentTokens = new Set(sentence.map((w) => tokenOf(w)).filter((t): t is string => t !== null));
    for (const [parentId, childId, minDays] of DURATION_CHILDREN) {
      const p = model.findingIndex.get(parentId);
      const c = model.findingIndex.get(childId);
      if (p === undefined || c === undefined || days < minDays || out.get(p) !== "present" || out.has(c)) continue;
      const parentWords = [model.findings[p]?.name ?? "", ...(model.findings[p]?.aliases ?? [])].flatMap((a) =>
        rawWords(a).map((w) => tokenOf(w)),
      );
      if (parentWords.some((t) => t !== null && sentTokens.has(t))) out.set(c, "present");
    }
  }

  return [...out.entries()].map(([fi, choice]) => {
    const f = model.findings[fi];
    return { id: f?.id ?? "", name: f?.name ?? "", choice };
  });
}

/** Every finding a present finding makes present (parents and implications, transitively). */
function ancestors(fi: number, model: Model): number[] {
  const seen = new Set<number>();
  const stack = [...(model.impliesOf[fi] ?? [])];
  while (stack.length) {
    const j = stack.pop() as number;
    if (seen.has(j) || j === fi) continue;
    seen.add(j);
    stack.push(...(model.impliesOf[j] ?? []));
  }
  return [...seen];
}

/** Most words a comma-separated piece may have and still be an item of a list ("red, hot, swollen and painful"). */
const LIST_ITEM_WORDS = 3;
/** A piece opening with one of these turns away from the list ("no fever, no cough, just headache"). */
const LIST_BREAKERS = new Set([...SCOPE_BREAKERS, "just", "only", "now", "then", "still"]);

/**
 * A comma normally ends a clause, but in a lay list of describing words ("my leg is red, hot, swollen and
 * painful", "red, hot and painful") the pieces after the commas are a word or three that continue the
 * same description. Those commas become spaces, so the list is read as one phrase; a longer piece after a
 * comma ("I fell, my knee is swollen") still starts a new clause.
 */
export function joinCommaLists(text: string): string {
  return text
    .split(/([.;:!?\n()]+)/)
    .map((part) => {
      const pieces = part.split(",");
      let out = pieces[0] ?? "";
      for (const piece of pieces.slice(1)) {
        const words = rawWords(piece);
        const first = words[0] ?? "";
        const item = words.length > 0 && words.length <= LIST_ITEM_WORDS && !LIST_BREAKERS.has(first);
        out += item ? ` ${piece}` : `,${piece}`;
      }
      return out;
    })
    .join("");
}

/** Smallest window with one position per alias token, in one clause, at most one stray word per token. */
function bestWindow(
  lists: number[][],
  tokens: Token[],
  size: number,
): { positions: number[]; start: number; end: number; clause: number } | null {
  let best: { positions: number[]; start: number; end: number; clause: number } | null = null;
  const maxSpan = size === 1 ? 1 : size + 1;
  const first = lists[0] as number[];
  for (const anchor of first) {
    const clause = (tokens[anchor] as Token).clause;
    const picked = [anchor];
    let ok = true;
    for (let k = 1; k < lists.length; k++) {
      let bestPos = -1;
      let bestDist = Infinity;
      for (const p of lists[k] as number[]) {
        if ((tokens[p] as Token).clause !== clause || picked.includes(p)) continue;
        const d = Math.abs(p - anchor);
        if (d < bestDist) {
          bestDist = d;
          bestPos = p;
        }
      }
      if (bestPos < 0) {
        ok = false;
        break;
      }
      picked.push(bestPos);
    }
    if (!ok) continue;
    const start = Math.min(...picked);
    const end = Math.max(...picked);
    if (end - start + 1 > maxSpan) continue;
    if (!best || end - start < best.end - best.start) best = { positions: picked, start, end, clause };
  }
  return best;
}

function isNegated(m: Match, tokens: Token[], rawSeq: string[], rawClause: number[], consumed: Set<number>): boolean {
  const matchedRaw = consumed;
  const firstRaw = (tokens[m.start] as Token).raw;
  const lastRaw = (tokens[m.end] as Token).raw;
  // Cues up to five words before the match, or between its words, in the same clause.
  for (let r = Math.max(0, firstRaw - 5); r <= lastRaw; r++) {
    if (matchedRaw.has(r) || rawClause[r] !== m.clause) continue;
    if (NEGATION_CUES.has(rawSeq[r] as string)) return true;
  }
  return false;
}
