// The safety layer's entry point for the chat: the multilingual danger rules (./safety/), plus "yes" to
// a danger-sign question HealthBuddy asked. It runs on every user message before any model, and answers
// danger at once in the user's language with their country's emergency number (else 112), whatever a
// model would have said.
import { getFinding } from "../checker/index.ts";
import type { ChatTurn, PersonalContext } from "../ai/index.ts";
import {
  checkSafety,
  detectLanguage,
  emergencyReply,
  linesFor,
  resolveCountry,
  type Category,
} from "./safety/index.ts";
import { answerChoice, askedFindings } from "./language.ts";
import { symptomDanger } from "./symptom-danger.ts";

export type RedFlagId = Category | "danger_answer" | "symptom_danger";

export type RedFlag = { id: RedFlagId; reply: string };

/** Nigeria's crisis lines, as the self-harm reply lists them (see safety/numbers.ts for every country). */
export const CRISIS_LINES = linesFor("NG").crisis.map((l) => `**${l.name}**: ${l.number}`);

function dangerAnswer(names: string[], country: string | null, message: string): string {
  const lines = linesFor(country);
  const lang = detectLanguage(message);
  const base = emergencyReply("severe_illness", lang, lines);
  return base.replace(
    /Confusion, being too weak to sit up[^.]*\./,
    `What you've described (${names.join(", ")}) is a danger sign.`,
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
        reply: dangerAnswer(names, resolveCountry(profile?.country, requestCountry), message),
      };
    }
  }

  // The symptom checker's reading of the message: a danger sign told in words no chat rule foresaw.
  const signs = symptomDanger(message, history, profile);
  if (signs) {
    return {
      id: "symptom_danger",
      reply: dangerAnswer(signs, resolveCountry(profile?.country, requestCountry), message),
    };
  }
  return null;
}
