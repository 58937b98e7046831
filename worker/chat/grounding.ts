// Retrieval context for the chat: passages from HealthBuddy's sourced material that answer the question,
// with the citations to show under the answer. Every model (Workers AI, OpenAI-compatible, offline) is
// given the same context through `Grounding`, so swapping the implementation changes every path at once.
//
import type { ChatTurn } from "../ai/types.ts";
import { groundingContext } from "./knowledge/index.ts";

export type Citation = {
  /** What the reader clicks: an article on this site or an outside source. */
  title: string;
  url: string;
  /** The organisations behind it (WHO, NCDC, ...), named in the answer. */
  publishers: string[];
};

export type Passage = { text: string; citation: Citation };

export type GroundingContext = { passages: Passage[]; citations: Citation[] };

/** Finds what HealthBuddy's sources say about the question (earlier turns may help read a follow-up). */
export type Grounding = (question: string, history: ChatTurn[]) => Promise<GroundingContext> | GroundingContext;

export const NO_GROUNDING: GroundingContext = { passages: [], citations: [] };

const STOP = new Set(
  "a an and are as at be but by can could do does for from get got has have how i if in into is it its me my no not of on or our should so that the their them then there these they this to too was we what when where which who why will with would you your about after again all also am any because been before being both did doing during each few further had having here him his her hers just more most much now off once only other out over own same she some such than very".split(
    " ",
  ),
);

function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith("es") && /(sh|ch|x|s)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function terms(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  )
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

/**
 * The chat's one retrieval: worker/chat/knowledge/ indexes the app's articles and the curated fact base
 * (WHO, CDC, NHS, NCDC...), and every model path receives what it finds in this shape.
 */
export const knowledgeGrounding: Grounding = (question) => {
  const found = groundingContext(question);
  const passages: Passage[] = found.passages.map((p) => ({
    text: `${p.title}: ${p.text}`.slice(0, 1200),
    citation: {
      title: p.title,
      url: p.link ?? p.source.url,
      publishers: [p.source.name.split(":")[0]?.trim() ?? p.source.name],
    },
  }));
  const citations: Citation[] = [];
  for (const p of passages) if (!citations.some((c) => c.url === p.citation.url)) citations.push(p.citation);
  return { passages, citations };
};

/** The context block a hosted model receives, numbered so it can cite [1], [2]. */
export function groundingPrompt(context: GroundingContext): string {
  if (!context.passages.length) return "";
  const lines = context.passages.map(
    (p, i) => `[${i + 1}] ${p.citation.title} (${p.citation.publishers.join(", ")}):\n${p.text}`,
  );
  return `HealthBuddy's sourced material for this question (prefer it over your memory; say which source you used, by its name, and do not cite anything that is not listed here):\n\n${lines.join("\n\n")}`;
}

/** The sources line under an answer, linking each article the answer rests on. */
export function sourcesFooter(citations: Citation[]): string {
  if (!citations.length) return "";
  const items = citations.map(
    (c) => `[${c.title}](${c.url})${c.publishers.length ? ` (${c.publishers.join(", ")})` : ""}`,
  );
  return `\n\n**Sources:** ${items.join("; ")}`;
}
