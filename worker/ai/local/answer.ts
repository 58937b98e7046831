// Answers that are not a symptom check: a health question answered from sourced passages (quoted and
// linked), what the person said earlier, and the words for other languages. Plain, short, deterministic.
import { groundingContext, retrieve, isStrong, type Hit } from "../../chat/knowledge/index.ts";
import { detectLanguage, type Lang } from "../../chat/safety/text.ts";
import type { ChatTurn, PersonalContext } from "../types.ts";

export { detectLanguage, type Lang };

const QUESTION =
  /\?\s*$|^\s*(what|which|who|why|when|where|how|is|are|can|could|should|would|does|do|did|will|tell me|explain|any tips|tips|advice|wetin|abeg|how (i|person) fit|na wetin|i fit|menene|yaya|ta yaya|kini|ki ni|bawo|gini|kedu|nini|je|ninawezaje|ni (nini|gani)|comment|quels?|quelles?|est-ce|pourquoi|puis-je|peut-on)\b/i;

/** True when the message asks something rather than reports something. */
export function isQuestion(text: string): boolean {
  return QUESTION.test(text.trim());
}

// Who the message is about: a parent asking about a child is answered as the parent.
const SUBJECT = /\bmy\s+(\d+[- ]?(?:year|yr|month|week)[- ]?old\s+)?(son|daughter|baby|child|kid|boy|girl|brother|sister|mum|mom|mother|dad|father|husband|wife|friend|pikin)\b/i;

export function subjectOf(text: string): string | null {
  const m = SUBJECT.exec(text);
  return m ? `your ${(m[2] as string).toLowerCase()}` : null;
}

const RECALL = /\b(what did i (say|tell you|mention|write)|remind me (of )?what i (said|told you|mentioned|wrote)|what i (said|told you|mentioned) (earlier|before|about)|earlier i (said|told you|mentioned)|what was i saying|wetin i talk before)\b/i;

export function isRecall(text: string): boolean {
  return RECALL.test(text);
}

const STOP = new Set("the a an and or of to in on about my me i you what did say said earlier before remind tell told mention mentioned please again was is it".split(" "));

/** The person's own earlier words, quoted back (the topic they named first). */
export function recallReply(turns: ChatTurn[], last: string): string {
  const earlier = turns.slice(0, -1).filter((t) => t.role === "user" && !isRecall(t.content));
  if (!earlier.length) return "You haven't told me anything else in this chat yet. What would you like to talk about?";
  const about = last
    .toLowerCase()
    .replace(/[^a-z\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
  const relevant = about.length ? earlier.filter((t) => about.some((w) => t.content.toLowerCase().includes(w.replace(/s$/, "")))) : [];
  const quoted = (relevant.length ? relevant : earlier).slice(-3);
  return [
    `Here's what you told me${relevant.length && about.length ? ` about ${about.join(" ")}` : " earlier"}:`,
    quoted.map((t) => `> ${t.content.replace(/\n+/g, " ").slice(0, 300)}`).join("\n"),
    "Has anything changed since then, or is there something new you'd like to ask?",
  ].join("\n\n");
}

/** A health question answered from the best sourced passages, or null when nothing strong matched. */
export function knowledgeAnswer(question: string, profile?: PersonalContext, hits: Hit[] = retrieve(question, 6).filter(isStrong)): string | null {
  const top = hits[0];
  if (!isStrong(top)) return null;
  const out: string[] = [`**${top.passage.title}**\n${top.passage.text}`];
  const second = hits[1];
  // A second passage only when it adds a different source and is nearly as relevant.
  if (isStrong(second) && second.score >= top.score * 0.8 && second.passage.source.url !== top.passage.source.url && second.passage.text.length < 400)
    out.push(firstSentences(second.passage.text, 2));
  const sources = [top, ...(isStrong(second) && out.length > 1 ? [second] : [])];
  const cite = sources.map((h) => `[${h.passage.source.name}](${h.passage.source.url})`).join(" · ");
  const more = sources.find((h) => h.passage.link);
  out.push(`Source: ${cite}${more?.passage.link ? ` · More in HealthBuddy: [${more.passage.title.split(":")[0]}](${more.passage.link})` : ""}`);
  const allergy = profile?.allergies.find((a) => new RegExp(`\\b${escape(a.toLowerCase().split(/\s+/)[0] ?? "")}`, "i").test(out.join(" ")));
  if (allergy) out.push(`You told us you're allergic to ${allergy.toLowerCase()}: ask a pharmacist which alternative is safe for you.`);
  out.push("Is there anything else you'd like to know?");
  return out.join("\n\n");
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") || "\\u0000";
}

function firstSentences(text: string, n: number): string {
  const parts = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  return parts.slice(0, n).join("").trim();
}

export { groundingContext };

// ------------------------------------------------------------------ other languages

type Words = { englishForNow: string; hello: string; onlyHealth: string };

/** What the offline engine can say in each language; the answer itself follows in English. */
export const LOCAL_WORDS: Record<Exclude<Lang, "en">, Words> = {
  pcm: { englishForNow: "Na English I dey take answer for now, but I go talk am simple:", hello: "How far! I be HealthBuddy.", onlyHealth: "Na only health matter I fit help you with." },
  ha: { englishForNow: "A yanzu ina amsa da Turanci kawai. Ga amsar:", hello: "Sannu! Ni ne HealthBuddy.", onlyHealth: "Zan iya taimakawa ne kawai a kan lafiya." },
  yo: { englishForNow: "Fún báyìí, èdè Gẹ̀ẹ́sì nìkan ni mo fi ń dáhùn. Ìdáhùn rẹ nìyí:", hello: "Ẹ n lẹ́ o! HealthBuddy ni mí.", onlyHealth: "Ọ̀rọ̀ ìlera nìkan ni mo lè ràn ọ́ lọ́wọ́ lé lórí." },
  ig: { englishForNow: "Ugbu a, ọ bụ naanị n'asụsụ Bekee ka m na-aza. Lee azịza ya:", hello: "Ndewo! Abụ m HealthBuddy.", onlyHealth: "Enwere m ike inye aka naanị n'ihe gbasara ahụike." },
  sw: { englishForNow: "Kwa sasa ninajibu kwa Kiingereza tu. Hili ndilo jibu:", hello: "Habari! Mimi ni HealthBuddy.", onlyHealth: "Ninaweza kusaidia kuhusu afya tu." },
  fr: { englishForNow: "Pour l'instant, je réponds seulement en anglais. Voici la réponse :", hello: "Bonjour ! Je suis HealthBuddy.", onlyHealth: "Je ne peux vous aider que pour des questions de santé." },
};

/** Puts the plain statement in the user's language before an English answer. */
export function inLanguage(lang: Lang, english: string, kind: "answer" | "greeting" | "offtopic" = "answer"): string {
  if (lang === "en") return english;
  const w = LOCAL_WORDS[lang];
  const lead = kind === "greeting" ? `${w.hello} ${w.englishForNow}` : kind === "offtopic" ? `${w.onlyHealth} ${w.englishForNow}` : w.englishForNow;
  return `${lead}\n\n${english}`;
}
