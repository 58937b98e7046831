// The offline HealthBuddy: writes a reply from the conversation with the symptom checker's engine.
// Likely causes in plain words with honest uncertainty (never a diagnosis), what to do now, when to get
// care, and the one question that would help most. Deterministic: the same conversation, the same reply.
import {
  DEFAULT_AGE,
  diagnose,
  getCondition,
  getFinding,
  triage,
  type Condition,
  type DiagnoseInput,
  type InterviewQuestion,
  type RankedCondition,
  type TriageLevel,
} from "../../checker/index.ts";
import type { ChatTurn, PersonalContext } from "../types.ts";
import { readConversation, SEX_QUESTION_TEXT, type Reading } from "./conversation.ts";
import {
  FAREWELL,
  GREETING,
  HEALTHISH,
  THANKS,
  TOPICS,
  allergySafeRemedies,
  joinOr,
  joinWords,
  personalWarnings,
} from "./wording.ts";

const ADVICE_QUESTION =
  /^\s*(how (can|do|should|to)|what (can|should|is the best)|any tips|tips|advice|best way|ways to|is it (good|bad|healthy))\b/i;
// Findings a how-to question may mention in passing without describing a symptom of one's own.
const ADVICE_SAFE = new Set([
  "drowsiness",
  "fatigue",
  "insomnia",
  "poor_sleep",
  "weight_loss",
  "weight_gain",
  "stress",
  "low_mood",
  "anxiety",
]);

export const CHECKER_RESULT =
  /\b(symptom checker|checker (said|says|result)|predicted|my result|the result|diagnosed with|told (me )?i (may |might )?have)\b/i;

export const QUESTION_LEAD = "**One question to help me narrow it down:**";

export function composeReply(turns: ChatTurn[], profile?: PersonalContext): string {
  const last = turns.findLast((t) => t.role === "user")?.content.trim() ?? "";
  const reading = readConversation(turns, profile);
  const hasSymptoms = reading.presentIds.length > 0;
  const newInfo = reading.changedByLast.length > 0;

  // "How can I sleep better?" is a question about staying well, whatever words it shares with symptoms.
  const adviceTopic = ADVICE_QUESTION.test(last) ? TOPICS.find((t) => t.match.test(last)) : undefined;
  if (adviceTopic && !reading.changedByLast.some((c) => c.choice === "present" && !ADVICE_SAFE.has(c.id)))
    return topicReply(adviceTopic);

  if (!hasSymptoms) {
    if (reading.conditionsNamed.length) return aboutCondition(reading.conditionsNamed[0] as string, profile);
    const topic = TOPICS.find((t) => t.match.test(last));
    if (topic && !reading.changedByLast.length) return topicReply(topic);
    if (THANKS.test(last) || FAREWELL.test(last)) return farewell(false);
    if (GREETING.test(last) && last.split(/\s+/).length <= 8) return greeting();
    if (reading.changedByLast.some((c) => c.choice === "absent")) return onlyDenials(reading);
    if (topic) return topicReply(topic);
    if (HEALTHISH.test(last)) return askForDetails();
    return steerBack();
  }
  // "The symptom checker predicted malaria, can we talk about it?": the result is the subject.
  if (reading.conditionsNamed.length && CHECKER_RESULT.test(last))
    return aboutCondition(reading.conditionsNamed[0] as string, profile, reading, true);
  if (!newInfo && reading.conditionsNamed.length && !reading.answeredQuestion)
    return aboutCondition(reading.conditionsNamed[0] as string, profile, reading);
  if (!newInfo && (THANKS.test(last) || FAREWELL.test(last))) return farewell(true);
  return differential(reading, profile);
}

// ------------------------------------------------------------------ differential

function input(reading: Reading): DiagnoseInput {
  return {
    age: reading.age ?? DEFAULT_AGE,
    evidence: reading.evidence,
    ...(reading.sex ? { sex: reading.sex } : {}),
  } as DiagnoseInput;
}

function displayName(c: Pick<Condition, "name" | "commonName">): string {
  if (c.commonName.includes("(")) return c.commonName;
  const name = c.name.toLowerCase();
  const common = c.commonName.toLowerCase();
  const within = (a: string, b: string) => new RegExp(`\\b${b.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(a);
  if (within(name, common) || within(common, name)) return c.name;
  return `${c.commonName} (${c.name.charAt(0).toLowerCase()}${c.name.slice(1)})`;
}

function lower(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

function findingName(id: string): string {
  return lower(getFinding(id)?.name ?? id.replace(/_/g, " "));
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text);
  return (m?.[1] ?? text).trim();
}

function likelihood(p: number, rank: number): string {
  if (rank === 0 && p >= 0.6) return "the most likely fit for what you've told me";
  if (p >= 0.3) return "quite possible";
  if (p >= 0.12) return "possible";
  return "less likely, but worth keeping in mind";
}

const EMERGENCY_LEVELS: TriageLevel[] = ["emergency", "emergency_ambulance"];

export function formatQuestion(q: InterviewQuestion | null): string {
  if (!q || !q.items.length) return "Is there anything else you're feeling, or has anything changed since it started?";
  if (q.type === "single" || q.items.length === 1) {
    const text = q.type === "single" ? q.text : (getFinding(q.items[0]?.id ?? "")?.question ?? q.text);
    return text.replace(/\s*Select all that apply\.?$/i, "").trim();
  }
  const names = q.items.map((i) => lower(i.name));
  const now = /right now/i.test(q.text) ? " right now" : "";
  return `Do you have any of these${now}: ${joinOr(names)}?`;
}

function opening(reading: Reading): string {
  const changed = reading.changedByLast;
  if (reading.userTurns > 1 && changed.length) {
    const yes = changed.filter((c) => c.choice === "present").map((c) => findingName(c.id));
    const no = changed.filter((c) => c.choice === "absent").map((c) => findingName(c.id));
    const unsure = changed.filter((c) => c.choice === "unknown").map((c) => findingName(c.id));
    const parts: string[] = [];
    if (yes.length) parts.push(`yes to ${joinWords(yes)}`);
    if (no.length) parts.push(`no ${joinOr(no)}`);
    if (unsure.length) parts.push(`not sure about ${joinWords(unsure)}`);
    return `Thanks, that helps. Noted: ${parts.join("; ")}. Here's how that changes the picture.`;
  }
  if (reading.userTurns > 1 && reading.answeredQuestion && reading.sex)
    return `Thanks, that helps (noted: ${reading.sex}). Here's how that changes the picture.`;
  if (reading.userTurns > 1) return "Thanks. Here's where things stand from everything you've told me.";
  const names = reading.presentIds.slice(0, 5).map(findingName);
  return `I'm sorry you're dealing with ${joinWords(names)}. Let's work out what might be going on.`;
}

function differential(reading: Reading, profile?: PersonalContext): string {
  const inp = input(reading);
  const result = diagnose(inp);
  const tri = triage(inp);
  const ranked = result.conditions.filter((c) => c.probability >= 0.05).slice(0, 3);
  const top = ranked[0] ? getCondition(ranked[0].id) : undefined;
  const out: string[] = [];

  if (EMERGENCY_LEVELS.includes(tri.triage_level)) {
    const why = tri.red_flags.map((f) => lower(f.name));
    out.push(
      `⚠️ **Please get help now.** ${why.length ? `${capitalise(joinWords(why))} can be a sign of something serious. ` : ""}${tri.advice}`,
    );
  }
  out.push(opening(reading));

  if (ranked.length) {
    const unclear = (ranked[0]?.probability ?? 0) < 0.3;
    out.push(
      unclear
        ? "It's still too early to say what's causing this, so treat these as possibilities only, not a diagnosis:"
        : "Here's what it could be. This is not a diagnosis, just the likely possibilities from what you've told me:",
    );
    out.push(ranked.map((c, i) => causeLine(c, i)).join("\n"));
    const named = reading.conditionsNamed.filter((id) => !ranked.some((r) => r.id === id));
    for (const id of named.slice(0, 1)) {
      const c = getCondition(id);
      if (c)
        out.push(
          `You mentioned ${displayName(c).toLowerCase()}: from what you've told me so far it looks less likely, but a clinician can check for it.`,
        );
    }
    out.push("I can't examine you or run tests, so only a clinician can confirm what it is.");
  }

  const todo: string[] = [];
  const next = top?.next[0];
  if (next && !EMERGENCY_LEVELS.includes(tri.triage_level)) todo.push(`**${next.title}.** ${next.description}`);
  const { kept, notes } = allergySafeRemedies(top?.remedies ?? [], profile);
  for (const r of kept.slice(0, 2)) todo.push(`**${r.title}.** ${r.description}`);
  for (const n of [...notes, ...personalWarnings(profile)].slice(0, 3)) todo.push(n);
  if (todo.length) out.push(`**What you can do now**\n${todo.map((t) => `- ${t}`).join("\n")}`);

  if (!EMERGENCY_LEVELS.includes(tri.triage_level)) {
    const danger = top?.next.find((n) => /danger|warning|emergency/i.test(n.title));
    const extra =
      danger && (tri.triage_level === "self_care" || tri.triage_level === "consultation")
        ? ` ${danger.description}`
        : "";
    out.push(`**When to get care**\n${tri.advice}${extra}`);
  }

  out.push(`${QUESTION_LEAD} ${nextQuestion(result.question, reading)}`);
  return out.join("\n\n");
}

/** The engine's next question, unless it only applies to one sex and we don't know the person's. */
function nextQuestion(q: InterviewQuestion | null, reading: Reading): string {
  const sexSpecific = q?.items.length && q.items.every((i) => getFinding(i.id)?.sex);
  return sexSpecific && !reading.sex ? SEX_QUESTION_TEXT : formatQuestion(q);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function causeLine(c: RankedCondition, rank: number): string {
  const condition = getCondition(c.id);
  const name = condition ? displayName(condition) : c.name;
  const how = likelihood(c.probability, rank);
  const about = rank === 0 && condition ? ` ${firstSentence(condition.description)}` : "";
  return `- **${name}**: ${how}.${about}`;
}

// ------------------------------------------------------------------ other kinds of message

function aboutCondition(id: string, profile?: PersonalContext, reading?: Reading, fromResult = false): string {
  const c = getCondition(id);
  if (!c) return askForDetails();
  const out: string[] = [];
  if (fromResult) {
    const symptoms = (reading?.presentIds ?? []).slice(0, 3).map(findingName);
    out.push(
      `Yes, let's talk about it. The symptom checker suggested **${displayName(c)}**${symptoms.length ? ` for your ${joinWords(symptoms)}` : ""}. That's a likely possibility, not a confirmed diagnosis.`,
    );
  }
  out.push(`**${displayName(c)}**: ${c.description}`);
  if (c.causes.length)
    out.push(
      `**Common causes**\n${c.causes
        .slice(0, 3)
        .map((x) => `- ${x}`)
        .join("\n")}`,
    );
  if (c.next.length)
    out.push(
      `**What to do**\n${c.next
        .slice(0, 2)
        .map((n) => `- **${n.title}.** ${n.description}`)
        .join("\n")}`,
    );
  const { kept, notes } = allergySafeRemedies(c.remedies, profile);
  const care = [
    ...kept.slice(0, 3).map((r) => `**${r.title}.** ${r.description}`),
    ...notes,
    ...personalWarnings(profile).slice(0, 2),
  ];
  if (care.length) out.push(`**Care that can help**\n${care.map((x) => `- ${x}`).join("\n")}`);
  out.push("This is general information, not a diagnosis: a clinician can tell you whether it applies to you.");
  if (reading?.presentIds.length) {
    const result = diagnose(input(reading));
    out.push(`${QUESTION_LEAD} ${nextQuestion(result.question, reading)}`);
  } else {
    out.push("**To help you further:** are you having any symptoms yourself, and for how long?");
  }
  return out.join("\n\n");
}

function topicReply(topic: (typeof TOPICS)[number]): string {
  return [`**${topic.title}**\n${topic.tips.map((t) => `- ${t}`).join("\n")}`, topic.question].join("\n\n");
}

function greeting(): string {
  return [
    "Hello! I'm HealthBuddy, your health companion. 👋",
    "Tell me what's bothering you, in your own words: what you feel, where, and for how long. For example: \"I've had a fever and headache for two days.\"",
    "I'll suggest what it could be, what you can do now and when to see a doctor. I'm not a replacement for a clinician, and in an emergency call 112.",
    "What is bothering you today?",
  ].join("\n\n");
}

function farewell(hadSymptoms: boolean): string {
  return [
    "You're welcome. I hope you feel better soon.",
    hadSymptoms
      ? "If anything gets worse, or you notice danger signs like confusion, trouble breathing, fits or heavy bleeding, go to the nearest hospital or call 112 at once."
      : "Look after yourself, and come back any time something is bothering you.",
    "Is there anything else about your health I can help with?",
  ].join("\n\n");
}

function onlyDenials(reading: Reading): string {
  const no = reading.changedByLast.filter((c) => c.choice === "absent").map((c) => findingName(c.id));
  return [
    `Good to know: no ${joinOr(no)}.`,
    "What symptoms do you have? Tell me what you feel, where, and for how long?",
  ].join("\n\n");
}

function askForDetails(): string {
  return [
    "I'm sorry you're not feeling your best. I'd like to understand better.",
    "Tell me what you feel (for example fever, pain, cough, vomiting or a rash), where in your body, and since when.",
    "What symptoms do you have, and how long have you had them?",
  ].join("\n\n");
}

function steerBack(): string {
  return [
    "I'm HealthBuddy, so I can only help with health: symptoms, staying well, sleep, stress, food, sexual health or medicines.",
    "Is there something about your health you'd like to talk about?",
  ].join("\n\n");
}
