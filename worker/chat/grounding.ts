// Retrieval context for the chat: passages from HealthBuddy's sourced material that answer the question,
// with the citations to show under the answer. Every model (Workers AI, OpenAI-compatible, offline) is
// given the same context through `Grounding`, so swapping the implementation changes every path at once.
//
// `articleGrounding` searches the app's own articles (app/content/articles.ts: WHO, CDC, NHS, NCDC). A
// richer knowledge base (worker/chat/knowledge/) can replace it by implementing the same function type.
import { articles, type Article, type ArticleBlock } from "../../app/content/articles.ts";
import type { ChatTurn } from "../ai/types.ts";

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
  return (text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1 && !STOP.has(w)).map(stem);
}

type Indexed = { passage: Passage; heading: Set<string>; counts: Map<string, number> };

function blockText(block: ArticleBlock): string {
  return block.type === "ul" ? block.items.map((i) => `- ${i}`).join("\n") : block.text;
}

function citationOf(article: Article): Citation {
  return { title: article.title, url: `/article/${article.slug}`, publishers: [...new Set(article.sources.map((s) => s.name.split(":")[0]?.trim() ?? s.name))] };
}

/** One passage per article section (its heading and what follows), plus the summary. */
function passagesOf(article: Article): Array<{ heading: string; text: string }> {
  const out: Array<{ heading: string; text: string }> = [{ heading: article.title, text: article.summary }];
  let current: { heading: string; text: string } | null = null;
  for (const block of article.body) {
    if (block.type === "h2") {
      if (current) out.push(current);
      current = { heading: block.text, text: "" };
    } else if (current) current.text = `${current.text}\n${blockText(block)}`.trim();
    else out[0] = { heading: article.title, text: `${out[0]?.text ?? ""}\n${blockText(block)}`.trim() };
  }
  if (current) out.push(current);
  return out;
}

function buildIndex(list: Article[]) {
  const index: Indexed[] = [];
  const df = new Map<string, number>();
  for (const article of list) {
    const citation = citationOf(article);
    for (const p of passagesOf(article)) {
      const counts = new Map<string, number>();
      for (const t of terms(`${p.heading} ${p.text}`)) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const t of counts.keys()) df.set(t, (df.get(t) ?? 0) + 1);
      const heading = new Set(terms(`${article.title} ${p.heading}`));
      index.push({ passage: { text: `${p.heading}: ${p.text}`.slice(0, 1200), citation }, heading, counts });
    }
  }
  return { index, df, n: index.length };
}

let cached: ReturnType<typeof buildIndex> | null = null;

/** Passages from the app's articles, best first; nothing when the question shares too little with them. */
export function searchArticles(question: string, limit = 3, list: Article[] = articles): Passage[] {
  const { index, df, n } = list === articles ? (cached ??= buildIndex(articles)) : buildIndex(list);
  const query = [...new Set(terms(question))];
  if (!query.length) return [];
  const scored = index
    .map((entry) => {
      let score = 0;
      let matched = 0;
      for (const t of query) {
        const tf = entry.counts.get(t) ?? 0;
        if (!tf) continue;
        matched++;
        const idf = Math.log(1 + n / (df.get(t) ?? 1));
        score += idf * (1 + Math.log(tf)) * (entry.heading.has(t) ? 2 : 1);
      }
      return { entry, score, matched };
    })
    // Two words in common, or one rare word in a heading ("cholera", "sickle"): a common word alone is noise.
    .filter((s) => s.matched >= 2 || (s.matched === 1 && s.score >= 2 * Math.log(1 + n / 3)))
    .sort((a, b) => b.score - a.score);
  const out: Passage[] = [];
  for (const s of scored) {
    if (out.length >= limit) break;
    // At most two passages from one article keeps room for a second source.
    if (out.filter((p) => p.citation.url === s.entry.passage.citation.url).length >= 2) continue;
    out.push(s.entry.passage);
  }
  return out;
}

export function contextFrom(passages: Passage[]): GroundingContext {
  const citations: Citation[] = [];
  for (const p of passages) if (!citations.some((c) => c.url === p.citation.url)) citations.push(p.citation);
  return { passages, citations };
}

export const articleGrounding: Grounding = (question) => contextFrom(searchArticles(question));

/** The context block a hosted model receives, numbered so it can cite [1], [2]. */
export function groundingPrompt(context: GroundingContext): string {
  if (!context.passages.length) return "";
  const lines = context.passages.map((p, i) => `[${i + 1}] ${p.citation.title} (${p.citation.publishers.join(", ")}):\n${p.text}`);
  return `HealthBuddy's sourced material for this question (prefer it over your memory; say which source you used, by its name, and do not cite anything that is not listed here):\n\n${lines.join("\n\n")}`;
}

/** The sources line under an answer, linking each article the answer rests on. */
export function sourcesFooter(citations: Citation[]): string {
  if (!citations.length) return "";
  const items = citations.map((c) => `[${c.title}](${c.url})${c.publishers.length ? ` (${c.publishers.join(", ")})` : ""}`);
  return `\n\n**Sources:** ${items.join("; ")}`;
}
