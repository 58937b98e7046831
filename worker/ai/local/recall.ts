// "What did I say earlier about my stomach?": the offline engine answers from the conversation itself,
// quoting the person's own earlier words, instead of treating the question as a new symptom report.
// Hosted models see the same history and answer such questions themselves. The one recall of the chat.
import { terms } from "../../chat/knowledge/index.ts";
import type { ChatTurn } from "../types.ts";

const RECALL =
  /\b(?:what|which)\s+(?:did|have)\s+i\s+(?:say|said|tell|told|mention(?:ed)?|write|wrote)\b|\bremind\s+me\s+(?:what|of\s+what)\s+i\b|\bwhat\s+i\s+(?:said|told\s+you|mentioned|wrote)\s+(?:earlier|before|about)\b|\bearlier\s+i\s+(?:said|told\s+you|mentioned)\b|\bwhat\s+was\s+i\s+saying\b|\bwetin\s+i\s+(?:talk|tell\s+you|yarn)\s+(?:before|earlier)\b/i;
const TOPIC = /\babout\s+(.+?)(?:\s+(?:earlier|before|previously|last\s+time|in\s+this\s+chat))?\s*[?.!]*$/i;
const MAX_QUOTES = 3;

export function isRecallQuestion(text: string): boolean {
  return RECALL.test(text);
}

function quote(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return `> ${t.length > 300 ? `${t.slice(0, 299)}…` : t}`;
}

/** The answer to a recall question from the earlier user turns, or null when it is not one. */
export function recallAnswer(message: string, history: ChatTurn[]): string | null {
  if (!isRecallQuestion(message)) return null;
  const said = history.filter((t) => t.role === "user" && !isRecallQuestion(t.content));
  const topicText = TOPIC.exec(message.trim())?.[1]?.replace(/^(?:my|the|your)\s+/i, "") ?? "";
  const topic = terms(topicText);
  if (!said.length)
    return "I don't have anything earlier in this chat to look back on. Could you tell me again what's been bothering you?";
  const matching = topic.length ? said.filter((t) => terms(t.content).some((w) => topic.includes(w))) : said;
  if (!matching.length)
    return `I can't find anything about ${topicText || "that"} earlier in this chat. Here is what you told me most recently:\n\n${quote(said.at(-1)?.content ?? "")}\n\nCould you tell me more about ${topicText || "it"} now?`;
  const quotes = matching.slice(-MAX_QUOTES).map((t) => quote(t.content));
  const lead = topic.length ? `Earlier in this chat, about ${topicText}, you said:` : "Earlier in this chat you said:";
  return `${lead}\n\n${quotes.join("\n\n")}\n\nIs that still how things are, or has anything changed since?`;
}
