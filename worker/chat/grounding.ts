// Retrieval context for the chat: passages from HealthBuddy's sourced material that answer the question,
// with the citations to show under the answer. Every model (Workers AI, OpenAI-compatible, offline) is
// given the same context through `Grounding`, so swapping the implementation changes every path at once.
//
import type { ChatTurn } from "../ai/index.ts";
import { passagesFor } from "./knowledge/index.ts";

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

/**
 * The chat's one retrieval: worker/chat/knowledge/ indexes the app's articles and the curated fact base
 * (WHO, CDC, NHS, NCDC...), and every model path receives what it finds in this shape.
 */
export const knowledgeGrounding: Grounding = (question, history) => {
  const passages: Passage[] = passagesFor(question, history).map((p) => ({
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
