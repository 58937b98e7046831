// The safety layer's entry point for the chat: the multilingual danger rules (./safety/), plus "yes" to
// a danger-sign question HealthBuddy asked. It runs on every user message before any model, and answers
// danger at once in the user's language with their country's emergency number (else 112), whatever a
// model would have said.
import { getFinding } from "../checker/index.ts";
import type { ChatTurn, PersonalContext } from "../ai/index.ts";
import {
  checkSafety,
  dangerCategory,
  detectLanguage,
  emergencyReply,
  foundDangerReply,
  languageScores,
  linesFor,
  normalise,
  personOf,
  resolveCountry,
  type Category,
  type CountryLines,
  type Lang,
} from "./safety/index.ts";
import { answerChoice, askedFindings } from "./language.ts";
import { symptomDanger, type SymptomDanger } from "./symptom-danger.ts";
import { englishReading } from "./safety/gloss.ts";
import { causeQuestionOnly, pastOnly, recentPastOfOthers } from "./safety/text.ts";

export type RedFlagId = Category | "danger_answer" | "symptom_danger";

export type RedFlag = { id: RedFlagId; reply: string };

/** Nigeria's crisis lines, as the self-harm reply lists them (see safety/numbers.ts for every country). */
export const CRISIS_LINES = linesFor("NG").crisis.map((l) => `**${l.name}**: ${l.number}`);

// When the checker names no first aid, what holds for every emergency while help comes (the checker's own
// emergency advice, worker/checker/triage.ts: no eating or drinking until a clinician has seen you).
const GENERIC_WAIT =
  "keep someone with you, don't eat or drink until a clinician has seen you (you may need tests or an operation), and take any medicines or their packets with you.";

/** "Heart attack" → "heart attack", but "DKA" stays. */
const lowerFirst = (name: string) => (/^.[a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

/** The checker's cards, with its default number (Nigeria's) made the person's own. */
function withNumbers(text: string, lines: CountryLines): string {
  return text.replace(/\b112( \(Nigeria's emergency number\))?/g, lines.emergency.join(" or "));
}

/**
 * The answer to a danger the symptom checker found: the signs in its own words, the leading emergency
 * condition when it ranks one, and that condition's first aid while waiting, not a generic list.
 */
function dangerAnswer(found: SymptomDanger, country: string | null, message: string): string {
  const lines = linesFor(country);
  const c = found.condition;
  const what = `What you've described (${found.signs.join(", ")}) is a danger sign${c ? `: it can be **${lowerFirst(c.name)}**, which needs care now` : ""}.`;
  const aid = c?.firstAid.map((card) => `${card.title}. ${withNumbers(card.description, lines)}`).join(" ");
  return foundDangerReply(
    { what, meanwhile: aid || GENERIC_WAIT, source: c?.source ?? null },
    detectLanguage(message),
    lines,
    personOf(message),
  );
}

/**
 * The red flag in this message, if any. Earlier user turns give context (fever said earlier plus a
 * stiff neck now; a pregnancy mentioned before), but only the new message can raise the alarm, so a
 * later "thank you" is not answered with the same emergency again.
 */
export function detectRedFlag(
  message: string,
  history: ChatTurn[] = [],
  profile?: (PersonalContext & { country?: string | null }) | null,
  requestCountry?: string | null,
): RedFlag | null {
  const hit = checkSafety(message, { history, profile: profile ?? null, country: requestCountry ?? null });
  if (hit) return { id: hit.category, reply: hit.reply };

  // "Yes" to a danger-sign question HealthBuddy asked ("Do you have any of these right now: ...?").
  const lastAssistant = history.findLast((t) => t.role === "assistant");
  if (lastAssistant) {
    const asked = askedFindings(lastAssistant.content).ids.filter((id) => getFinding(id)?.redFlag);
    if (asked.length && answerChoice(message) === "present") {
      const names = asked.map((id) => (getFinding(id)?.name ?? id).toLowerCase());
      return {
        id: "danger_answer",
        reply: dangerAnswer(
          { signs: names, condition: null },
          resolveCountry(profile?.country, requestCountry),
          message,
        ),
      };
    }
  }

  // The symptom checker's reading of the message: a danger sign told in words no chat rule foresaw.
  const found = symptomDanger(message, history, profile);
  if (found) {
    return {
      id: "symptom_danger",
      reply: dangerAnswer(found, resolveCountry(profile?.country, requestCountry), message),
    };
  }
  return readWordByWord(message, history, profile, requestCountry);
}

/**
 * The second reading of a message in French, Swahili, Hausa, Yoruba or Igbo: its words glossed into English
 * (safety/gloss.ts), then the same rules and the same checker net, answered in the message's own language.
 */
function readWordByWord(
  message: string,
  history: ChatTurn[],
  profile: (PersonalContext & { country?: string | null }) | null | undefined,
  requestCountry: string | null | undefined,
): RedFlag | null {
  const lang = detectLanguage(message);
  const said = history.filter((t) => t.role === "user").at(-1)?.content ?? "";
  const earlier = history.map((t) =>
    t.role === "user" ? { ...t, content: englishReading(t.content, detectLanguage(t.content)) ?? t.content } : t,
  );
  const country = resolveCountry(profile?.country, requestCountry);
  // A clause that only tells the past ("when he was 2", "akiwa na miaka 2", "à 2 ans") is left out before the words are
  // read one by one, which would lose the frame that makes it history.
  const current = withoutPastClauses(message);
  for (const read of readingLanguages(message, lang)) {
    const reading = current && englishReading(current, read, said);
    if (!reading) continue;
    const category = dangerCategory(reading, earlier, profile ?? null);
    // "Baya farkawa" has no marker of its own: answered in the language it was read in.
    const answerIn = lang === "en" ? read : lang;
    if (category)
      return { id: category, reply: emergencyReply(category, answerIn, linesFor(country), personOf(reading)) };
    const found = symptomDanger(reading, earlier, profile);
    if (found) return { id: "symptom_danger", reply: dangerAnswer(found, country, message) };
  }
  return null;
}

/** The message without its clauses that only tell the past (null when nothing is left). */
export function withoutPastClauses(message: string): string | null {
  const clauses = message.split(/(?<=[,;.!?\n])/);
  // Someone else's event yesterday beside a question of its causes is the question's subject (safety/text.ts).
  const asksCause = clauses.some((c) => causeQuestionOnly(normalise(c)));
  const kept = clauses.filter(
    (c) =>
      !pastOnly(normalise(c)) && !causeQuestionOnly(normalise(c)) && !(asksCause && recentPastOfOthers(normalise(c))),
  );
  if (kept.length === clauses.length) return message;
  return kept.join("").trim() || null;
}

const GLOSSED: Lang[] = ["ha", "yo", "ig", "sw", "fr"];

/**
 * The languages to read a message in word by word: its own, then any other whose words it also shows (a sentence
 * that mixes Pidgin or English with Hausa: "my baby yana numfashi da sauri and chest dey draw in"), and, for a
 * message of a few words with no English and no marker ("baya farkawa", "ọ naghị eteta"), every glossary language.
 */
function readingLanguages(message: string, lang: Lang): Lang[] {
  const { scores } = languageScores(message);
  const english = scores.find(([l]) => l === "en")?.[1] ?? 0;
  const marked = scores.filter(([l, score]) => score > 0 && l !== lang && GLOSSED.includes(l)).map(([l]) => l);
  const unmarked = lang === "en" && english === 0 && !marked.length ? GLOSSED : [];
  return [...new Set([lang, ...marked, ...unmarked])];
}
