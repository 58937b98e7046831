// Everyday health questions in Hausa, Yoruba, Igbo, Swahili and French, read as the English the offline engine
// answers from its sourced passages: "J'ai des boutons sur le visage, que faire ?" is "what can I do about
// pimples?", "Dalili za kiharusi ni zipi?" is "what are the signs of a stroke?". A small phrasebook of the
// recurring topics (skin, periods, contraception, a cold, a small cut or burn, stress, the signs of a stroke or
// a heart attack, first aid for someone else), not a translator: a message with none of its topics is left as
// it is, and the safety layer has already read the original words for danger before this runs.
// The phrases themselves live in each language's lexicon (worker/lang/), with the chat's other words.
import { normalise, type Lang } from "../../chat/safety/text.ts";
import { TIMES_PAST } from "../../lang/glossary.ts";
import { LEXICONS, type Entry } from "../../lang/index.ts";
import { localTopicWords } from "../../chat/knowledge/index.ts";

// "Watan jiya", "le mois dernier", "odun to koja": when the topic happened, kept in the reading so that a fit last
// month, fine now, is read as history (safety/text.ts pastOnly), not as a fit now.
const TIMES = TIMES_PAST.map(
  ([pattern, en]) => [new RegExp(`(?<![\\p{L}])(?:${pattern})(?![\\p{L}])`, "u"), en] as const,
);

const MEDICINE =
  /\b([a-z]+(cillin|azole|mycin|prazole|profen|tamol|oxacin|cycline|pril|sartan|olol|statin|formin)|flagyl|postinor|panadol|coartem|fansidar|artemether|lumefantrine|ors|zinc|insulin|tramadol|aspirin|chloroquine)\b/g;

// A denial just before a phrase, in its clause: French "ne… jamais/pas", Swahili "sina", "sijawahi", Hausa "babu", "ban
// taba", Yoruba "ko si", "mi o", Igbo "enweghi", "-beghi".
const DENIED_BEFORE: Partial<Record<Lang, RegExp>> = {
  fr: /(\b(ne|jamais|pas de|sans)\b|\bn')[^,.;?!]{0,15}$/,
  sw: /\b(sina|sijawahi|hajawahi|hatujawahi|hana|hakuna)\b[^,.;?!]{0,15}$/,
  ha: /\b(babu|ban taba|bai taba)\b[^,.;?!]{0,15}$/,
  yo: /\b(ko si|mi o|mi ko)\b[^,.;?!]{0,15}$/,
  ig: /\b(enweghi|adabeghi|adaghi)\b[^,.;?!]{0,15}$/,
};

/**
 * The English reading of an everyday question in Hausa, Yoruba, Igbo, Swahili or French, or null when the
 * message names none of the phrasebook's topics (it is then read as it is).
 */
export function glossed(text: string, lang: Lang): string | null {
  const entries = lang === "en" ? [] : LEXICONS[lang].phrasebook;
  let rest = normalise(text).replace(/-/g, " ");
  const found: Array<{ at: number; en: string; kind: Entry["kind"] }> = [];
  for (const { re, en, kind } of entries) {
    const m = re.exec(rest);
    if (!m) continue;
    // "Je ne me suis jamais évanoui", "sijawahi kuzimia": a topic denied is not the question.
    if (DENIED_BEFORE[lang]?.test(rest.slice(Math.max(0, m.index - 30), m.index))) {
      rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
      continue;
    }
    found.push({ at: m.index, en, kind });
    rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  if (found.length)
    for (const [re, en] of TIMES) {
      const m = re.exec(rest);
      if (m) found.push({ at: m.index, en, kind: "word" });
    }
  // A topic, or a symptom said to be mild ("ori n fo mi die", "un petit mal de tete"): self-care from the sources.
  const mild = found.some((f) => f.en === "mild") && found.some((f) => f.kind === "word" && f.en !== "mild");
  // Medicine names are the same in every language ("pombe nikitumia metronidazole"): kept as they are.
  const medicines = rest.match(MEDICINE) ?? [];
  // A question about a named medicine ("bawo ni paracetamol se n sise?") is a topic of its own.
  const aboutMedicine = medicines.length > 0 && found.some((f) => f.kind === "ask");
  // "Ina da ciwon kai, wane magani zan sha?": which medicine for a symptom named is a question of its own too.
  const medicineFor =
    found.some((f) => f.kind === "ask" && /\b(drug|medicine)\b/.test(f.en)) && found.some((f) => f.kind === "word");
  // A message made only of symptom words ("tari", "ciwon kai, zazzabi") is a symptom told in the fewest words: read
  // as those words, for the engine's symptom questions.
  const onlyWords = found.some((f) => f.kind === "word") && !/\p{L}{2,}/u.test(rest);
  if (!found.some((f) => f.kind === "topic") && !mild && !aboutMedicine && !medicineFor && !onlyWords) return null;
  const inOrder = found.sort((a, b) => a.at - b.at);
  const said = [...inOrder.filter((f) => f.kind !== "ask").map((f) => f.en), ...medicines];
  // Round 16 (chat30): the message's other topic words, which the phrasebook's phrases left out ("chanjo zinaleta
  // utasa?" is vaccines and infertility; "le vaccin contre le covid rend stérile ?" the same).
  const reading = said.join(" ");
  said.push(...localTopicWords(text).filter((w) => !w.split(" ").every((x) => reading.includes(x))));
  // A topic that is itself a question ("how can I manage stress") needs no other frame.
  const asks = said.some((e) => /^(how|what|when)\b/.test(e))
    ? []
    : inOrder.filter((f) => f.kind === "ask").map((f) => f.en);
  const question = asks.length > 0 || /\?\s*$/.test(text);
  return `${[...asks, ...said].join(" ")}${question ? "?" : ""}`;
}
