// Alias audit: lists knowledge-base aliases that are likely to over-match on text nobody wrote as a symptom.
// Usage: node bench/alias-audit.ts [--all]
// Flags, per alias (after the parser's normalisation: synonyms, stemming, stopwords dropped):
//   stop    — nothing left but stopwords / negation words (can never be matched safely)
//   short   — a two-letter (or shorter) word or alias
//   common  — a one-word alias that is an everyday English or Pidgin word ("hot", "pressure", "sharp")
//   shared  — the same normalised alias names two findings
//   everyday— every word of the alias occurs in one of the everyday sentences below (and the
//             "must map to nothing" items of bench/phrases/*.json), so the parser could find it there
// Review the list by hand: a flag is a question, not a verdict ("rash" is one word and fine).
import { readFile, readdir } from "node:fs/promises";
import { MODEL } from "../worker/checker/model.ts";
import { NEGATION_CUES, rawWords, tokenOf, userWords } from "../worker/checker/text.ts";

const showAll = process.argv.includes("--all");

/** Everyday words that are symptoms only in some company. Canonical forms are compared. */
const EVERYDAY_WORDS = (
  "hot cold warm fit run running runs pressure sugar sweet heavy sharp light dead die dying kill killing " +
  "stress stressed tired weak strong fire burn bang knock break broke broken crash down low high up out " +
  "chance chances hustle work job boss money broke pay charge charger battery phone car engine tyre " +
  "match game ball play football team point points score goal sick bad good well fine better worse feel " +
  "feeling cool hard soft tight loose long short big small fat thin dry wet full empty sour bitter " +
  "pass passing pain scratch borrow head body heart eye hand leg foot back side stomach belly " +
  "pressing press push pull catch hold turn turning spin spinning shake shaking throw throwing " +
  "drink drinking eat eating chop food rice tea coffee water salt pepper soup bread " +
  "church pray school exam exams read reading study class teacher sleep wake walk walking stand " +
  "yellow red white black blue green dark pale clear cloudy sweat night day morning week"
)
  .split(/\s+/)
  .map((w) => tokenOf(w))
  .filter((t): t is string => t !== null);
const EVERYDAY = new Set(EVERYDAY_WORDS);

/** Sentences that are not symptoms (own list; the phrase sets' "none" items are added at run time). */
const EVERYDAY_SENTENCES = [
  "my boss is pressing me",
  "I'm under a lot of pressure at work",
  "the match was hot",
  "my phone battery is dead",
  "the light don go",
  "NEPA took light",
  "I dey kampe",
  "I keep fit at the gym",
  "this dress fits well",
  "cold drink please",
  "I'm running a business",
  "two sugar in my tea",
  "what are the chances",
  "heavy traffic this morning",
  "he is a sharp guy",
  "my head is hot from reading",
  "the generator is making noise",
  "church was long",
  "my wife gave birth last year",
  "my team is bleeding points",
  "I'm dying to see it",
  "the rice is burnt",
  "I'm tired of waiting",
  "the pepper is too hot",
  "my car broke down",
  "it's raining heavily",
  "I'm broke",
  "we are killing it at work",
  "the exam was killing me",
  "the harmattan is cold this year",
  "I wan chop",
  "abeg borrow me money",
  "she has a sweet tooth",
  "my heart goes out to them",
  "I fell in love",
  "I can't wait to see you",
  "he passed the exam",
  "my laptop is running slow",
  "the water is cold",
  "the food is spoilt",
  "keep the change",
  "I lost my keys",
  "my back account is empty",
  "I'm feeling lucky today",
  "I need to lose weight for the wedding",
  "I want to gain weight and build muscle",
  "the baby is sleeping",
  "I'm reading for my exams",
];

function aliasTokens(p: string): { raw: string[]; tokens: string[] } {
  const raw = rawWords(p);
  const tokens = [...new Set(raw.map((w) => tokenOf(w)).filter((t): t is string => t !== null))];
  return { raw, tokens };
}

async function noneSentences(): Promise<string[]> {
  const dir = new URL("./phrases/", import.meta.url);
  const out: string[] = [];
  for (const f of await readdir(dir)) {
    if (!f.endsWith(".json") || f === "frozen.json") continue; // never look at the frozen set
    const items = JSON.parse(await readFile(new URL(f, dir), "utf8")) as Array<{ text: string; none: boolean }>;
    for (const it of items) if (it.none) out.push(it.text);
  }
  return out;
}

const sentences = [...EVERYDAY_SENTENCES, ...(await noneSentences())].map((s) => ({
  text: s,
  tokens: new Set(userWords(s).map((w) => tokenOf(w)).filter((t): t is string => t !== null)),
}));

const byKey = new Map<string, Set<string>>();
const rows: Array<{ id: string; alias: string; flags: string[] }> = [];
for (const f of MODEL.findings) {
  for (const alias of [f.name, ...f.aliases]) {
    const { tokens } = aliasTokens(alias);
    const key = [...tokens].sort().join(" ");
    if (key) byKey.set(key, (byKey.get(key) ?? new Set()).add(f.id));
    const flags: string[] = [];
    if (!tokens.length || tokens.every((t) => NEGATION_CUES.has(t))) flags.push("stop");
    const meaningful = tokens.filter((t) => !NEGATION_CUES.has(t) && !/^\d+$/.test(t));
    if (meaningful.length && meaningful.every((t) => t.length <= 2)) flags.push("short");
    if (tokens.length === 1 && EVERYDAY.has(tokens[0] as string)) flags.push("common");
    const hit = sentences.find((s) => tokens.length > 0 && tokens.every((t) => s.tokens.has(t)));
    if (hit) flags.push(`everyday("${hit.text}")`);
    rows.push({ id: f.id, alias, flags });
  }
}
for (const r of rows) {
  const { tokens } = aliasTokens(r.alias);
  const owners = byKey.get([...tokens].sort().join(" "));
  if (owners && owners.size > 1) r.flags.push(`shared(${[...owners].join(",")})`);
}

const flagged = rows.filter((r) => r.flags.length);
for (const r of showAll ? rows : flagged) console.log(`${r.id}\t${r.alias}\t${r.flags.join(" ")}`);
const count = (k: string) => flagged.filter((r) => r.flags.some((f) => f.startsWith(k))).length;
console.log(
  `aliases=${rows.length} flagged=${flagged.length} stop=${count("stop")} short=${count("short")} ` +
    `common=${count("common")} everyday=${count("everyday")} shared=${count("shared")}`,
);
