// The safety layer's second net: the symptom checker's own reading of a message. The danger rules in
// ./safety/ match phrases written for the chat; the checker's parser and red-flag rules are tuned on
// thousands of lay, Pidgin and SMS phrasings and on clinical vignettes, so a danger told in words no chat
// rule foresaw ("my chest is squeezing and I'm soaked in sweat", "her eyelid is swollen shut and the eye is
// pushed forward") is still answered at once. Only what the message says about someone now counts: general
// questions, questions about signs, history and comparisons are left out first, as the rules do.
import type { ChatTurn, PersonalContext } from "../ai/index.ts";
import { DEFAULT_AGE, getFinding, parseText, triage, type EvidenceItem } from "../checker/index.ts";
import { withoutFalseFriends } from "./language.ts";
import { normalise, otherSituation, situationSentences } from "./safety/text.ts";

const QUESTION_WORD = /^\s*(what|which|does|do|can|could|is|are|how|why|when|should|would|will|wetin)\b/;

/**
 * The parts of a message that state a situation. In a sentence that asks something, the asking clause is
 * dropped and the clauses before it kept: "my baby has fever and fits, what should I do?" keeps "my baby
 * has fever and fits"; "how much paracetamol can I give her?" keeps nothing.
 */
export function statedPart(message: string): string {
  const sentences = otherSituation(situationSentences(normalise(message)).join("\n")).split(/\n+/);
  return sentences
    .map((s) => {
      const clauses = s.split(/[,;]/);
      if (!s.trim().endsWith("?") && !QUESTION_WORD.test(s)) return s;
      return clauses
        .slice(0, -1)
        .filter((c) => !QUESTION_WORD.test(c))
        .join(",");
    })
    .filter((s) => s.trim())
    .join(". ");
}

function evidenceOf(text: string): EvidenceItem[] {
  if (!text.trim()) return [];
  return parseText(withoutFalseFriends(text)).map((m) => ({ id: m.id, choice: m.choice }));
}

/**
 * The checker's emergency decision on these findings: a red flag or combination rule, or the weight of
 * emergency conditions (the same triage the checker's result page gives). Returns what to name, or null.
 */
function emergencyNames(evidence: EvidenceItem[], profile: PersonalContext | null | undefined): string[] | null {
  if (!evidence.some((e) => e.choice === "present")) return null;
  const input = {
    age: profile?.age ?? DEFAULT_AGE,
    evidence,
    ...(profile?.sex ? { sex: profile.sex } : {}),
  } as Parameters<typeof triage>[0];
  const t = triage(input);
  if (!/^emergency/.test(t.triage_level)) return null;
  const named = t.red_flags.length
    ? t.red_flags.map((f) => f.name)
    : evidence.filter((e) => e.choice === "present").map((e) => getFinding(e.id)?.name ?? e.id);
  return named.slice(0, 3).map((n) => n.charAt(0).toLowerCase() + n.slice(1));
}

/**
 * The findings that make this message an emergency in the checker's triage, or null. Earlier user turns
 * are context (fever told before, a stiff neck now), but the new message must be what tips it: a later
 * "thanks" is not answered with the same emergency again.
 */
export function symptomDanger(
  message: string,
  history: ChatTurn[] = [],
  profile?: PersonalContext | null,
): string[] | null {
  const now = evidenceOf(statedPart(message));
  if (!now.some((e) => e.choice === "present")) return null;
  const earlier = evidenceOf(
    history
      .filter((t) => t.role === "user")
      .map((t) => statedPart(t.content))
      .join(". "),
  );
  const ids = new Set(now.map((e) => e.id));
  const both = [...earlier.filter((e) => !ids.has(e.id)), ...now];
  return emergencyNames(now, profile) ?? (emergencyNames(earlier, profile) ? null : emergencyNames(both, profile));
}
