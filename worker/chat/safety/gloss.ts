// A danger told in French, Swahili, Hausa, Yoruba or Igbo in words no phrase rule foresaw, read word by word as
// the English the rules and the symptom checker already understand ("Baba yangu ameanguka ghafla, upande wa
// kulia hausogei" is "my father collapsed suddenly, right side weak cannot move"). Only the glossary's words are
// kept (worker/lang/glossary.ts): the rest is dropped rather than guessed, so the reading is telegraphic, and the
// English rules' own negation and question handling still apply to it. It is a second reading, used only when the
// message's own words matched no rule.
import { BP_WORD, GLOSS_PREP, GLOSSARY, type GlossEntry } from "../../lang/glossary.ts";
import { englishWord, normalise, type Lang } from "./text.ts";

const COMPILED = new Map<Lang, Array<[RegExp, string]>>();

function compiled(lang: Lang): Array<[RegExp, string]> {
  const have = COMPILED.get(lang);
  if (have) return have;
  const entries: readonly GlossEntry[] = GLOSSARY[lang] ?? [];
  // Words end at a letter boundary: "\b" misreads a final apostrophe ("n'") and accented letters are gone already.
  const out = entries.map(([pattern, en]): [RegExp, string] => [
    new RegExp(`(?<![\\p{L}\\p{N}'])(?:${pattern})(?![\\p{L}\\p{N}])`, "gu"),
    en,
  ]);
  COMPILED.set(lang, out);
  return out;
}

// A placeholder for a span already read: private-use characters no message contains.
const BP_NAMED = new RegExp(`(?<![\\p{L}])${BP_WORD}(?![\\p{L}])`, "u");
const MEASURE = /^(bp \d|blood sugar is \d|temperature \d|oxygen \d)/;
const BP_PAIR = /(?<![\d/])\d{1,3} ?\/ ?\d{1,3}(?![\d/])/;

const OPEN = "\uE000";
const CLOSE = "\uE001";
const SPAN = new RegExp(`${OPEN}(\\d+)${CLOSE}`, "g");

/**
 * The English reading of a message in one of the glossary's languages, or null when it has none (another
 * language, or a single word the glossary knows: one known word is no sentence to read danger in, a known phrase of
 * two or more words is).
 */
export function englishReading(
  message: string,
  lang: Lang,
  earlier = "",
  keep?: (word: string) => boolean,
): string | null {
  const entries = compiled(lang);
  if (!entries.length) return null;
  let text = (GLOSS_PREP[lang] ?? []).reduce((t, [re, by]) => t.replace(re, by), normalise(message));
  // "Quelle est la tension normale ?" then "celle de ma mère est à 20/12": a pair of numbers answers the blood
  // pressure asked about in the turn before, so it is read as one (in cmHg or mmHg, as the measures say).
  if (BP_PAIR.test(text) && !BP_NAMED.test(text) && BP_NAMED.test(normalise(earlier)))
    text = text.replace(BP_PAIR, (pair) => `tension ${pair}`);
  const read: string[] = [];
  // The most words one reading took: a phrase of two or more ("baya farkawa", "ko ji rara") is a sentence by itself.
  let longest = 0;
  for (const [re, en] of entries) {
    text = text.replace(re, (...m: unknown[]) => {
      longest = Math.max(longest, String(m[0]).trim().split(/\s+/).length);
      // "$1"-style references to the entry's own groups ("bebe de 3 mois" keeps its number).
      const english = en.replace(/\$(\d)/g, (_, i: string) => String(m[Number(i)] ?? ""));
      read.push(english);
      return ` ${OPEN}${read.length - 1}${CLOSE} `;
    });
  }
  // A measured value is a sentence by itself ("joto la mtoto limefika 41.5": temperature 41).
  // A message of a few words ("baya farkawa") is read by one phrase; a longer one needs two readings, since the words
  // the glossary does not know may set the scene ("na kalli fim inda wani ya sha guba": a film's plot).
  const short = normalise(message).split(/\s+/).length <= 4;
  if (read.length < 2 && !read.some((r) => MEASURE.test(r)) && !(short && longest >= 2) && !(keep && read.length))
    return null;
  // Keep what was read and the sentence breaks; drop the words the glossary does not know.
  const kept = text
    .split(/(\s+|[.,;:!?]+)/)
    .map((part) => {
      if (/^[.,;:!?]+$/.test(part)) return part;
      const spans = [...part.matchAll(SPAN)].map((m) => read[Number(m[1])]);
      return spans.length || !keep?.(part) ? spans.join(" ") : part;
    })
    .filter((part) => part.trim())
    .join(" ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/([?.!])\1+/g, "$1");
  return kept.trim() || null;
}

/**
 * Round 18 (chat32): a message that mixes an English question with another language's words ("Omo mi ni iba, how much
 * paracetamol ni mo le fun?", "Ina da ciwon kai, which medicine should I take?"), read as one English question: the
 * glossary's words put in English and the English words kept as written (the other unknown words dropped, as in the
 * reading above). Null when the message has fewer than two English function words or no glossary word. ("i" and
 * "me" do not count: Igbo "ị" is "you", French and Hausa "me" are their own words.)
 */
export function mixedReading(message: string, lang: Lang): string | null {
  if (lang === "en" || lang === "pcm") return null;
  const words = normalise(message)
    .split(/[^a-z']+/)
    .filter(Boolean);
  const english = words.filter((w) => ENGLISH_FUNCTION.has(w));
  if (english.length < 2) return null;
  return englishReading(
    message,
    lang,
    "",
    (w) => w === "i" || ENGLISH_FUNCTION.has(w) || (w.length > 3 && englishWord(w)),
  );
}

// English words that only English uses (not Pidgin's or another language's homographs: "na", "ni", "mi", "a").
const ENGLISH_FUNCTION = new Set(
  "the is are was what which how can could should would will do does did my you your he she his her him they them their it this that with for and have has had much many when why where who take give get given taken".split(
    " ",
  ),
);
