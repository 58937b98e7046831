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
import { isBackground } from "../../checker/kb/background.ts";
import type { ChatTurn, PersonalContext } from "../types.ts";
import { readConversation, settledQuestion, SEX_QUESTION_TEXT, type Reading } from "./conversation.ts";
import { englishReading, mixedReading } from "../../chat/safety/gloss.ts";
import {
  detectLanguage,
  inLanguage,
  LOCAL_WORDS,
  isFirstAidQuestion,
  isQuestion,
  knowledgeAnswer,
  soundsMild,
  subjectOf,
} from "./answer.ts";
import { glossed } from "./gloss.ts";
import { recallAnswer } from "./recall.ts";
import {
  conversationContext,
  isStrong,
  localTopicWords,
  PASSAGES,
  retrieve,
  withOwnRisk,
  type Hit,
} from "../../chat/knowledge/index.ts";
import { countryNamed, linesFor } from "../../chat/safety/numbers.ts";
import { TEETHING } from "../../chat/symptom-danger.ts";
import { normalise, pastOnly, storyMask } from "../../chat/safety/text.ts";
import { APP_FOLLOW_UP, APP_TOPICS, HEALTHISH, TOPICS, allergySafeRemedies, personalWarnings } from "./wording.ts";
import {
  CHECKER_RESULT,
  FAREWELL,
  formatQuestion,
  GREETING,
  joinOr,
  joinWords,
  lowerFirst,
  THANKS,
} from "../../chat/language.ts";

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
  "poor_concentration",
  "worry",
]);
const MOOD = new Set(["low_mood", "stress", "anxiety", "worry"]);
// The everyday cause of a strain told with nothing but stress, poor sleep or focus: exams, school, work.
// Round 16 (chat30): family pressure to marry, and its French ("la pression pour le mariage"), is an everyday strain too.
const EVERYDAY_STRAIN =
  /\b(exams?|test|tests|jamb|waec|neco|utme|revision|revising|studying|study|school|lectures?|work|job|boss|deadline|project|pressure (me |us )?(to|make i|for|about) marry|pression)\b/i;

export const QUESTION_LEAD = "**One question to help me narrow it down:**";

export type ComposeOptions = {
  /** The person's country (profile, else request), for the emergency number in first-aid answers. */
  country?: string | null;
};

// "What danger signs in pregnancy should I watch out for?" asks for the signs, whatever findings its words
// read as ("pregnancy" is two findings for the parser): the sourced list answers it, not a differential.
const SIGNS_QUESTION =
  /\b(what|which|wetin)\b[^.?]{0,20}\b(danger|warning|early)? ?(signs?|symptoms?)\b|\bhow (do|can|will|would) (i|we|you|one) (know|tell)( if| whether| that)?\b|\b(danger|warning) signs?\b[^.?]{0,30}\b(watch|look) (out )?for\b/i;
// "I have fever and chills, what are the symptoms of malaria?" is still a symptom report.
const OWN_SYMPTOMS = /\b(i|i'?ve|we|he|she|my \w+) (have|has|got|get|feel|feels|am having|is having)\b/i;

export function composeReply(turns: ChatTurn[], profile?: PersonalContext, options: ComposeOptions = {}): string {
  const last = turns.findLast((t) => t.role === "user")?.content.trim() ?? "";
  const lang = detectLanguage(last);
  // An everyday question in another language the phrasebook knows ("J'ai des boutons, que faire ?") is answered
  // as its English reading; anything else is read as written.
  // Round 17 (chat31): a follow-up that puts the earlier turn in the past asks about that earlier topic.
  const before = turns
    .slice(
      0,
      turns.findLastIndex((t) => t.role === "user"),
    )
    .findLast((t) => t.role === "user");
  const beforeLang = before ? detectLanguage(before.content) : "en";
  const topic = before
    ? beforeLang === "en"
      ? before.content
      : (englishReading(before.content, beforeLang) ?? glossed(before.content, beforeLang))
    : null;
  // English and Pidgin are read as written; the other languages' follow-up is put as its English question.
  const settled =
    before && lang !== "en" && lang !== "pcm"
      ? settledQuestion(
          last,
          topic ? `the ${topic.replace(/[.?!]+$/, "")}` : "it",
          glossed(last, lang) ??
            (localTopicWords(last).length ? `what about ${localTopicWords(last).join(" ")}?` : null),
        )
      : null;
  // Round 18 (chat32): a message that mixes an English question into another language is read as that question, its
  // other words put in English ("Ina da ciwon kai, which medicine should I take?").
  // A first-aid question about someone nobody has named ("Idan mutum ya sha guba, me za a yi?", "Ti eniyan ba mu majele,
  // kini ki a se?"), which the safety layer read as a question, is answered as its English reading: the first aid.
  const aidReading = lang === "en" || lang === "pcm" ? null : englishReading(last, lang);
  const english =
    settled ??
    glossed(last, lang) ??
    mixedReading(last, lang) ??
    (aidReading && isFirstAidQuestion(aidReading) ? aidReading : null);
  const lastAt = turns.findLastIndex((t) => t.role === "user");
  // Earlier turns are read the same way, so a follow-up ("Ti omo odun mefa nko?", and for a six-year-old?) finds
  // the topic it leans on ("Elo ni paracetamol fun agbalagba?") in English too.
  const read = turns.map((t, i) => {
    if (t.role !== "user") return t;
    const own = detectLanguage(t.content);
    const gloss =
      i === lastAt
        ? english
        : (glossed(t.content, own) ?? (settled && own !== "en" ? englishReading(t.content, own) : null));
    return gloss ? { ...t, content: gloss } : t;
  });
  const reply = composeEnglish(read, english ?? last, profile, options, turns);
  // Words the engine cannot read in Hausa, Yoruba, Igbo, Swahili or French are not "off topic": they may tell a
  // danger. The danger signs and the number come first, then a request to retell it.
  const local = lang === "en" ? undefined : LOCAL_WORDS[lang];
  // Round 19 (chat33): a question about another subject named in the language's own words ("Qui a gagné la coupe du
  // monde ?", "homework maths m"), short and with no word the danger glossary reads, is declined in that language as
  // an English one is, without the emergency number.
  const otherSubject =
    local?.offTopic?.test(normalise(last)) && !englishReading(last, lang) && last.split(/\s+/).length <= 16;
  if (reply === steerBack() && local?.notUnderstood && !otherSubject)
    return notUnderstood(local.notUnderstood, options.country);
  const kind =
    reply === greeting()
      ? "greeting"
      : reply === steerBack()
        ? "offtopic"
        : reply.startsWith(WELCOME)
          ? "thanks"
          : "answer";
  return inLanguage(lang, withNumber(reply, options.country), kind);
}

/**
 * "Call the emergency number at once" in a sourced passage names the number where the person is: someone reading
 * the signs of a heart attack or a stroke should not have to look it up.
 */
function withNumber(reply: string, country: string | null | undefined): string {
  if (!/\bthe emergency number\b/i.test(reply)) return reply;
  const number = joinOr(linesFor(country).emergency);
  return reply.replace(/\b(the emergency number)\b(?! \()/gi, `$1 (${number})`);
}

const EMERGENCY_NUMBER_ASKED =
  /\b(what|which|wetin|give me|tell me)\b[^.?]{0,30}\b(emergency|ambulance)( phone| telephone)? (number|line|hotline|contact)s?\b|\b(what|which|wetin) (number|line)\b[^.?]{0,25}\b(call|dial|ring)\b[^.?]{0,25}\b(ambulance|emergenc\w*)\b/i;

/** The emergency number where the person is (or 112), with the regulator that publishes it. */
function emergencyNumberReply(country: string | null): string {
  const lines = linesFor(country);
  const where = lines.name ? `In ${lines.name}` : "In most countries";
  const source = lines.name ? `${lines.name}'s telecoms regulator` : "ETSI (112, the GSM emergency number)";
  return [
    "**Emergency number**",
    `${where}, call **${joinOr(lines.emergency)}** for an ambulance, the police or the fire service; the call is free. If you can't get through, get the person to the nearest hospital emergency department.`,
    `Source: [${source}](${lines.emergencySource})`,
  ].join("\n\n");
}

/** The line under a first-aid answer: what to dial where the person is. */
export function emergencyLine(country: string | null | undefined): string {
  const lines = linesFor(country);
  return `**If it's happening now:** call ${joinOr(lines.emergency)}${lines.name ? ` (${lines.name})` : ""} or get the person to the nearest hospital.`;
}

function composeEnglish(
  turns: ChatTurn[],
  last: string,
  profile: PersonalContext | undefined,
  options: ComposeOptions,
  /** The conversation as written, before any phrasebook reading (who the earlier turn was about). */
  written: ChatTurn[] = turns,
): string {
  const earlier = turns.slice(
    0,
    turns.findLastIndex((t) => t.role === "user"),
  );
  // "What did I say earlier about my stomach?" is answered from the chat's own history.
  const recalled = recallAnswer(last, earlier);
  if (recalled) return recalled;
  const reading = readConversation(turns, profile);
  const subject = subjectOf(
    turns
      .filter((t) => t.role === "user")
      .map((t) => t.content)
      .join("\n"),
  );
  const hasSymptoms = reading.presentIds.length > 0;
  const newInfo = reading.changedByLast.length > 0;
  const newSymptoms = reading.changedByLast.filter((c) => c.choice === "present").length;
  // "I have diabetes, is it okay to start going to the gym?": a known condition told as background is not a
  // complaint, so the question is answered from the sources as one with no symptom would be.
  const newComplaints = reading.changedByLast.filter(
    (c) => c.choice === "present" && getFinding(c.id)?.group !== "history",
  ).length;

  // A health question is answered from sourced passages, whatever came before it in the chat, unless it
  // is really a symptom report ("I have fever and chills, what could it be?") or asks about a condition
  // in the middle of a symptom conversation (then the checker's view of it is more useful).
  if (!newInfo && GREETING.test(last) && last.split(/\s+/).length <= 4) return greeting();
  // "Thank you, we are at the hospital now": a thank-you is answered as one, whatever else it says, unless it
  // goes on to ask something ("thanks. and is there a vaccine for it?").
  if (!newInfo && THANKS_FIRST.test(normalise(last)) && last.split(/\s+/).length <= 12 && !/\?\s*$/.test(last))
    return farewell(hasSymptoms);
  // Questions about the app itself (Premium, payments, the account) in any language: how it works here.
  // Round 18 (chat32): "What is the emergency number in Nigeria?", "which number do I call for an ambulance?": the number
  // itself, from the regulators' list (chat/safety/numbers.ts), not a passage that happens to say "emergency".
  if (EMERGENCY_NUMBER_ASKED.test(last) && !newSymptoms)
    return emergencyNumberReply(countryNamed(last) ?? options.country ?? null);
  const app = appAnswer(last);
  if (app && !newSymptoms) return app;
  // Earlier turns count too: the topic a follow-up refers to, a pregnancy, a child.
  const { asked, background } = questionAsked(last);
  // "How malaria is treated" answers a question that names malaria, never "what drug for a cold?".
  const strong = retrieve(
    withOwnRisk(
      asked,
      written.slice(
        0,
        written.findLastIndex((t) => t.role === "user"),
      ),
      written.findLast((t) => t.role === "user")?.content,
    ),
    6,
    `${conversationContext(asked, earlier)} ${background}`.trim(),
    background,
  ).filter(
    (h) =>
      isStrong(h) &&
      (!/^(how\b.*\btreated|treating)\b/i.test(h.passage.title) ||
        treats(h, `${last} ${earlier.map((t) => t.content).join(" ")}`)),
  );
  const hits = strong.slice(0, 3);
  // "Does masturbation cause infertility?": whether an everyday topic causes a problem is a question about the
  // topic (a myth to answer), not a report of the problem it names, when no sourced passage answers it.
  const mythTopic = CAUSES_QUESTION.test(last) ? TOPICS.find((t) => t.match.test(last)) : undefined;
  // Round 16 (chat30): a topic no sourced passage names ("does masturbation cause weakness?") is answered from the
  // topic even when a passage about the other words matched (tiredness, for "weakness"), unless that passage is about
  // a myth itself.
  // A passage that is itself about a myth ("Pimples and sex: a myth") still answers its own myth.
  const unnamed =
    mythTopic &&
    !PASSAGES.some((p) => mythTopic.match.test(`${p.title} ${p.text}`)) &&
    !/\bmyths?\b/i.test(strong[0]?.passage.title ?? "");
  if (mythTopic && (!isStrong(strong[0]) || unnamed) && !reading.presentIds.some((id) => getFinding(id)?.redFlag))
    return topicReply(mythTopic);
  const asking = isQuestion(last);
  // Round 19 (chat33): "can laughing too much be bad?", "I laugh tire till my belle dey pain me, laughing dey good for
  // body?": whether laughing is good or bad is the laughter passage (NHS), even when a sore belly or tiredness
  // is told as its result; a danger sign still goes to the checker.
  if (
    LAUGHING_ASKED.test(last) &&
    hits[0]?.passage.id === "laughter" &&
    !reading.changedByLast.some((c) => c.choice === "present" && getFinding(c.id)?.redFlag)
  ) {
    const answer = knowledgeAnswer(last, profile, hits, { subject });
    if (answer) return answer;
  }
  // Round 17 (chat31): "Is it true that…", "na true say…", "ni kweli…", "c'est vrai que…": a myth to answer honestly from
  // the sources, never a symptom report (a woman on her period told in a myth is nobody's late period).
  if (
    MYTH_ASKED.test(normalise(last)) &&
    isStrong(hits[0]) &&
    !reading.changedByLast.some((c) => c.choice === "present" && getFinding(c.id)?.redFlag)
  ) {
    const answer = knowledgeAnswer(last, profile, hits, { subject });
    if (answer) return answer;
  }

  // How to help (someone else, or in general): sourced first-aid steps and the number to call, never a
  // differential of the person asking (they described no symptoms of their own).
  if (isFirstAidQuestion(last)) {
    const line = emergencyLine(options.country);
    // A first-aid passage ("Helping someone having a seizure") answers a first-aid question before a passage that
    // only shares its topic ("Seizures and driving"), when it matched nearly as well.
    // It is looked for among all the strong passages, not only the first three: a passage on the same illness
    // (what triggers a fit) must not push the first aid out.
    const aid = strong.find((h) => FIRST_AID_PASSAGE.test(`${h.passage.title} ${h.passage.keywords ?? ""}`));
    const ordered =
      aid && hits[0] && aid !== hits[0] && aid.score >= hits[0].score * 0.7
        ? [aid, ...hits.filter((h) => h !== aid)].slice(0, 3)
        : hits;
    return knowledgeAnswer(last, profile, ordered, { emergencyLine: line }) ?? firstAidFallback(line);
  }
  // "I want to quit weed, I smoke every day": wanting to stop a habit asks for help stopping it (the sourced
  // passage on how), not for a list of what the habit might be causing.
  if (
    (QUIT_HABIT.test(last) || PLANNING_PREGNANCY.test(last)) &&
    isStrong(hits[0]) &&
    !reading.presentIds.some((id) => getFinding(id)?.redFlag)
  ) {
    const answer = knowledgeAnswer(last, profile, hits, { subject });
    if (answer) return answer;
  }
  // "My baby is teething and drooling": the teething passage answers it (NHS: dribbling is a sign of teething), unless
  // another danger sign is told with it (the safety layer has read those already).
  const teething = TEETHING.test(normalise(last)) ? strong.find((h) => h.passage.id === "teething") : undefined;
  if (teething && !reading.presentIds.some((id) => id !== "drooling" && getFinding(id)?.redFlag)) {
    const answer = knowledgeAnswer(last, profile, [teething], { subject });
    if (answer) return answer;
  }
  // A mild everyday symptom ("a mild headache") gets self-care advice and when to get care, from the
  // sources, rather than a list of diseases.
  if (
    soundsMild(last) &&
    isStrong(hits[0]) &&
    newSymptoms > 0 &&
    newSymptoms <= 2 &&
    reading.presentIds.length === newSymptoms &&
    !reading.presentIds.some((id) => getFinding(id)?.redFlag) &&
    // "Small stomach pain after eating" is not answered with how to take ibuprofen: a passage about a medicine
    // answers a symptom only when the message names that medicine.
    !otherMedicine(hits[0], last)
  ) {
    const answer = knowledgeAnswer(last, profile, hits, { subject });
    if (answer) return answer;
  }
  // "I have malaria symptoms, what drug should I take?": how a condition the message names is treated comes from
  // the sourced treatment passage (test first, then the right medicine), not from a list of possible causes.
  const treatment = TREATMENT_QUESTION.test(last) ? strong.find((h) => treats(h, last)) : undefined;
  if (treatment) {
    const answer = knowledgeAnswer(last, profile, [treatment], { subject });
    if (answer) return answer;
  }
  // Round 16 (chat30): a symptom told with a medicine someone takes ("my dad's BP drugs make him pee a lot", "anatumia
  // dawa za BP, anapata kizunguzungu akisimama") asks about that medicine's side effects: the sourced passage on them
  // answers (don't stop it, tell the doctor), unless a danger sign is told with it.
  const sideEffect = ON_MEDICINE.test(normalise(last))
    ? strong.find((h) => /\bside effects?\b/i.test(h.passage.title))
    : undefined;
  if (sideEffect && !reading.presentIds.some((id) => getFinding(id)?.redFlag)) {
    const answer = knowledgeAnswer(last, profile, [sideEffect], { subject });
    if (answer) return answer;
  }
  // "How do I get rid of dark spots from old pimples?": marks left by something past, asked how to clear, not a
  // symptom report; the sourced passage that names them answers it.
  if (
    GET_RID_OF.test(last) &&
    isStrong(hits[0]) &&
    !OWN_SYMPTOMS.test(last.replace(/\bget rid\b/gi, "")) &&
    !reading.presentIds.some((id) => getFinding(id)?.redFlag)
  ) {
    const answer = knowledgeAnswer(last, profile, hits, { subject });
    if (answer) return answer;
  }
  // "I have exams in 2 weeks and I can't focus, very stressed": strain from an everyday cause, told with nothing but
  // stress, poor sleep, tiredness or poor focus, gets the sourced advice for that cause, not a list of diseases.
  // Low mood or stress told on its own ("feeling low for weeks, but I won't hurt myself") is answered the same way:
  // the sourced passage on what helps and where to get support (WHO Depression), not a differential.
  if (
    (EVERYDAY_STRAIN.test(last) || reading.presentIds.some((id) => MOOD.has(id))) &&
    isStrong(hits[0]) &&
    (hits[0]?.onTopic ?? 0) > 0 &&
    reading.presentIds.length > 0 &&
    reading.presentIds.every((id) => ADVICE_SAFE.has(id))
  ) {
    const answer = knowledgeAnswer(last, profile, hits, { subject });
    if (answer) return answer;
  }
  // In the middle of a symptom conversation: symptoms (not a condition's name, read as history) told in an earlier
  // turn ("my fasting sugar was 110, is that diabetes?" after a question about the signs of diabetes is a question,
  // not a check in progress).
  const toldBefore = reading.presentIds.some(
    (id) =>
      getFinding(id)?.group !== "history" && !reading.changedByLast.some((c) => c.id === id && c.choice === "present"),
  );
  const midCheck =
    reading.userTurns > 1 && toldBefore && reading.conditionsNamed.length > 0 && !CHECKER_RESULT.test(last);
  const aboutResult = CHECKER_RESULT.test(last) && reading.conditionsNamed.length > 0;
  if (
    isStrong(hits[0]) &&
    !midCheck &&
    !aboutResult &&
    (asking ? newComplaints < 2 || (SIGNS_QUESTION.test(last) && !OWN_SYMPTOMS.test(last)) : newSymptoms === 0) &&
    !(THANKS.test(last) && last.split(/\s+/).length <= 6)
  ) {
    const answer = knowledgeAnswer(last, profile, hits, { subject });
    if (answer) return answer;
  }

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
  return differential(reading, subject, profile);
}

/**
 * What a message asks. "The rent almost gave me a heart attack 😂 anyway, how much salt...": after "anyway" / "by
 * the way" comes the question; what came before it is small talk. "My cousin overdosed years ago and recovered.
 * How much paracetamol is safe?": history told before the question is background (it counts half, like an
 * earlier turn, so "my friend fainted last year. how do I help if it happens again?" still reads as fainting).
 */
function questionAsked(message: string): { asked: string; background: string } {
  const afterSmallTalk = /\b(anyway|anyways|by the way|btw)\b[,:]?\s*(.+)$/i.exec(message)?.[2];
  if (afterSmallTalk) return { asked: afterSmallTalk, background: "" };
  // "How do you help a choking child? asking because my niece puts everything in her mouth": why someone asks, told
  // after the question, is background; the question is what they ask.
  const reason =
    /^(.+\?)\s+((i'?m |i am )?(just |only )?(asking|curious|wondering|want(ed)? to know|in case|because|cos|coz|for (my )?(info|knowledge|school|class|a friend))\b[^?]*)$/i.exec(
      message.trim(),
    );
  if (reason) return { asked: reason[1] as string, background: reason[2] as string };
  const sentences = message.split(/(?<=[.!])\s+/);
  const question = sentences.at(-1) ?? message;
  // A film's or the news' story told first is background too ("the film wey I watch, the woman drink poison…").
  const storyOnly = (s: string) => storyMask(normalise(s).split(/[,;]/)).every(Boolean);
  const historyFirst = sentences.slice(0, -1).every((s) => pastOnly(normalise(s)) || storyOnly(s));
  // "...fainted last year. How do I help if it happens again?": the question points back at the event told before
  // it, which is then its topic, not background.
  const pointsBack =
    /\b(it|this|that|e)\b[^?.]{0,20}\b(happens?|happen|occurs?|comes?|starts?)\b[^?.]{0,10}\bagain\b/i.test(question);
  return sentences.length > 1 && /\?\s*$/.test(question) && historyFirst && !pointsBack
    ? { asked: question, background: sentences.slice(0, -1).join(" ") }
    : { asked: message, background: "" };
}

const FIRST_AID_PASSAGE =
  /\bfirst aid\b|^(Helping someone|If someone|How to do CPR|Stopping a nosebleed|Controlling heavy)\b/i;
const QUIT_HABIT =
  /\b(want|wan|trying|try|tried|need|help me|ready|planning|plan|decided)\b[^.?]{0,10}\b(to )?(stop|quit|cut down( on)?|give up|leave|comot from)\b[^.?]{0,20}\b(weed|cannabis|igbo|marijuana|smok\w*|cigarettes?|alcohol|drink\w*|ogogoro|tramadol|codeine|shisha|vap\w*)\b/i;
// "We want to start trying for a baby, what should we do first?": planning a pregnancy asks how to prepare (NHS
// Planning your pregnancy), not about difficulty getting pregnant or a pregnancy now.
const PLANNING_PREGNANCY =
  /\b(want|wan|wants|planning|plan|trying|try|hoping|ready)\b[^.?]{0,20}\b(for a baby|to (get|be|become) pregnant|to conceive|to have (a )?(baby|child|kids?)|(to )?born (a )?(pikin|baby|child)|to get belle|a baby\b)|\bbefore (getting|i get|we get|she gets|i become|becoming|trying to get) pregnant\b|\bplanning (a|my|our|for a) pregnancy\b/i;
const ON_MEDICINE =
  /\b(on|taking|takes|uses?|using|started|dey take|anatumia|ninatumia|na-anu|na-aṅụ|na anu|n lo|yana sha|tana sha|prend|prends)\b[^.?]{0,30}\b(drugs?|medicines?|medication|tablets?|pills?|dawa|ogwu|oogun|magani|medicaments?|comprimes?|bp|insulin|metformin|amlodipine)\b|\b(drugs?|medicines?|medication|tablets?|pills?|dawa)\b[^.?]{0,15}\b(make|makes|making|dey make|cause|causes|give|gives)\b/i;
const LAUGHING_ASKED =
  /\blaugh(ing|ter)?\b[^.?]{0,40}\b(good|bad|harm\w*|danger\w*|healthy|unhealthy|safe|kill)\b[^.]*\?|\b(is|can) (it )?laugh(ing|ter)?\b[^?]*\?/i;
const MYTH_ASKED =
  /\b(can|could|does|do|will|fit|e fit|is)\b[^.?]{0,40}\b(cures?|heal)\b|\b(le|yoo|maa n|n) wo\b[^.?]{0,15}(arun|iba|aisan)|\b(ga-?|na-?)agwo\b|\b(zai|za ta|yana|tana|ke) (warkar|magance)\w*|\b(hu|vina|ina|ki|kina|kuna|ku)tibu\b|\b(guerit|guerissent|soigne|soignent)\b|^\s*(is it (true|a myth|real)|is that true|(na|e|is e) true (say|sey|dat|that)|true true|ni kweli|(c'?est|est-ce) (vrai|que c'?est vrai)|est-ce vrai|shin (da )?gaskiya( ne)?|(se|nje) otito (ni|lo)|o bu eziokwu)\b|\b(someone|somebody|people|they|my (friend|mum|mom|aunty|uncle|grandma|grandmother|pastor|neighbou?r)|i (heard|read))\b[^.?]{0,15}\b(said|say|says|told me|tell me|heard|read|dey talk)\b[^.?]{0,60}\b(cures?|cured|treats?|prevents?|causes?)\b/;
const CAUSES_QUESTION =
  /\b(does|do|can|could|will|would|fit|go|is it true( that)?)\b[^?.]{0,40}\b(cause|causes|lead to|leads to|give (you|me)|makes? (you|me|a man|a woman|someone|person|one|people)|affect|reduce|damage|spoil|weaken)\b/i;
const GET_RID_OF =
  /^\s*(how (do|can|should) (i|you|we) )?(get rid of|fade|remove|clear)\b[^.?]{0,40}\b(old|marks?|spots?|scars?)\b/i;
// Round 16 (chat30): "can you prescribe something for my malaria" asks how it is treated (and that a clinician prescribes).
const TREATMENT_QUESTION =
  /\b(what|which|wetin|best|right)\b[^.?]{0,20}\b(drugs?|medicines?|treatment|tablets?)\b|\bwhat (can|should) i take for\b|\bhow (is|are|do (i|you|we)) (it |they )?(treat|cure)|\b(prescribe|recommend|give me)\b[^.?]{0,25}\bfor (my|his|her|the|this)\b/i;
/** A strong passage about treating a condition the message names ("How malaria is treated" for "malaria symptoms"). */
function treats(hit: Hit | undefined, message: string): boolean {
  if (!isStrong(hit) || !/\btreat/i.test(hit.passage.title)) return false;
  // The condition in the title, or a medicine its keywords name ("Coartem" is how malaria is treated).
  const named = `${hit.passage.title} ${hit.passage.keywords ?? ""}`
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 4 && !/^(treat|cure|drug|medicine|course)/.test(w));
  return named.some((w) => message.toLowerCase().includes(w));
}

const MEDICINE_TOPIC = /\b(ibuprofen|paracetamol|antibiotics?|metronidazole|medicines?)\b/i;
function otherMedicine(hit: Hit | undefined, message: string): boolean {
  const m = hit ? MEDICINE_TOPIC.exec(hit.passage.title) : null;
  const stem = (m?.[1] as string | undefined)?.slice(0, 6).toLowerCase();
  return Boolean(
    stem &&
    !message
      .toLowerCase()
      .split(/\W+/)
      .some((w) => w.startsWith(stem)),
  );
}

// ------------------------------------------------------------------ the app itself

/** How Premium, payment and the account work in HealthBuddy, when the message asks about them. */
// "My boyfriend reads all my messages": a partner's behaviour, not a question about the app's chats.
const PARTNER = /\b(boyfriend|girlfriend|partner|husband|wife|bf|gf|fianc[eé]e?|man|woman)\b/i;

export function appAnswer(message: string): string | null {
  const topic = APP_TOPICS.find(
    (t) => t.asks(message) && !(t.title === "Your chats and your privacy" && PARTNER.test(message)),
  );
  return topic ? [`**${topic.title}**`, ...topic.lines, APP_FOLLOW_UP].join("\n\n") : null;
}

function firstAidFallback(line: string): string {
  return [
    "I don't have first-aid steps for exactly that, so here are the basics: make sure it's safe to help, check whether the person responds and is breathing normally, and stay with them.",
    line,
    "Source: [NHS: First aid](https://www.nhs.uk/conditions/first-aid/) · More in HealthBuddy: [Basic first aid everyone should know](/article/basic-first-aid)",
    "What is happening, exactly? Tell me and I'll tell you what to do.",
  ].join("\n\n");
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

function findingName(id: string): string {
  return lowerFirst(getFinding(id)?.name ?? id.replace(/_/g, " "));
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

function opening(reading: Reading, subject: string | null): string {
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
  // A background (a pregnancy, a chronic illness, a medicine) is who the person is, not a trouble to be sorry
  // about: it is noted beside the complaints (kb/background.ts).
  const told = reading.presentIds.map((id) => getFinding(id) ?? { id, group: "" });
  const names = told
    .filter((f) => !isBackground(f))
    .slice(0, 5)
    .map((f) => findingName(f.id));
  const background = told
    .filter((f) => isBackground(f))
    .slice(0, 3)
    .map((f) => findingName(f.id));
  const noted = background.length ? ` (noted: ${joinWords(background)})` : "";
  if (!names.length) return `Thanks for telling me: ${joinWords(background)}. Let's see what that means for you.`;
  if (subject)
    return `I'm sorry ${subject} is dealing with ${joinWords(names)}${noted}. Let's work out what might be going on; I'll ask about ${subject}, so answer for them.`;
  return `I'm sorry you're dealing with ${joinWords(names)}${noted}. Let's work out what might be going on.`;
}

const MAX_WORDS = 200;
const wordCount = (t: string) => t.split(/\s+/).filter(Boolean).length;

/** The differential, made more compact step by step until it fits in MAX_WORDS. */
function differential(reading: Reading, subject: string | null, profile?: PersonalContext): string {
  const inp = input(reading);
  const found = { result: diagnose(inp), tri: triage(inp) };
  let text = "";
  for (let compact = 0; compact <= 4; compact++) {
    text = differentialText(reading, subject, profile, compact, found);
    if (wordCount(text) <= MAX_WORDS) break;
  }
  return text;
}

// Cards that say nothing about this person's problem.
const GENERIC_CARD = /^(track your symptoms|rest)$/i;

function differentialText(
  reading: Reading,
  subject: string | null,
  profile: PersonalContext | undefined,
  compact: number,
  { result, tri }: { result: ReturnType<typeof diagnose>; tri: ReturnType<typeof triage> },
): string {
  const ranked = result.conditions.filter((c) => c.probability >= 0.05).slice(0, 3);
  const top = ranked[0] ? getCondition(ranked[0].id) : undefined;
  const out: string[] = [];

  if (EMERGENCY_LEVELS.includes(tri.triage_level)) {
    const why = tri.red_flags.map((f) => lowerFirst(f.name));
    out.push(
      `⚠️ **Please get help now.** ${why.length ? `${capitalise(joinWords(why))} can be a sign of something serious. ` : ""}${tri.advice}`,
    );
  }
  out.push(opening(reading, subject));

  if (ranked.length) {
    const unclear = (ranked[0]?.probability ?? 0) < 0.3;
    out.push(
      compact >= 2
        ? "Possibilities only, not a diagnosis (only a clinician can confirm):"
        : unclear
          ? "It's still too early to say what's causing this. Possibilities only, not a diagnosis (only a clinician can confirm):"
          : "Here's what it could be. This is not a diagnosis, just the likely possibilities (only a clinician can confirm):",
    );
    const lines = ranked.map((c, i) => causeLine(c, i, compact < 3));
    const unlikely = ranked.slice(1).filter((c) => c.probability < 0.12);
    if (compact >= 4 && unlikely.length > 1)
      lines.splice(
        lines.length - unlikely.length,
        unlikely.length,
        `- Less likely: ${joinWords(unlikely.map((c) => displayName(getCondition(c.id) ?? { name: c.name, commonName: c.name }).toLowerCase()))}.`,
      );
    out.push(lines.join("\n"));
    const named = reading.conditionsNamed.filter((id) => !ranked.some((r) => r.id === id));
    for (const id of named.slice(0, 1)) {
      const c = getCondition(id);
      if (c)
        out.push(
          `You mentioned ${displayName(c).toLowerCase()}: from what you've told me so far it looks less likely, but a clinician can check for it.`,
        );
    }
  }

  const todo: string[] = [];
  const next = top?.next.find((n) => !GENERIC_CARD.test(n.title));
  const { kept, notes } = allergySafeRemedies(top?.remedies ?? [], profile);
  const remedies = kept.filter((r) => !GENERIC_CARD.test(r.title));
  // Most compact: one self-care step; when to get care follows anyway, in the condition's own words.
  const nextDropped = compact >= 3 && remedies.length > 0;
  if (next && !EMERGENCY_LEVELS.includes(tri.triage_level) && !nextDropped)
    todo.push(`**${next.title}.** ${withoutFeverLine(next.description, reading)}`.trim());
  for (const r of remedies.slice(0, next || compact >= 1 ? 1 : 2)) todo.push(`**${r.title}.** ${r.description}`);
  // The person's own allergies, conditions and medicines are never compacted away.
  for (const n of [...notes, ...personalWarnings(profile)].slice(0, 2)) todo.push(n);
  if (todo.length) out.push(`**What you can do now**\n${todo.map((t) => `- ${t}`).join("\n")}`);

  if (!EMERGENCY_LEVELS.includes(tri.triage_level)) {
    const danger = top?.next.find((n) => /danger|warning|emergency/i.test(n.title));
    const extra =
      danger && compact < 2 && (tri.triage_level === "self_care" || tri.triage_level === "consultation")
        ? ` ${danger.description}`
        : "";
    // The checker's advice is written for its own page, where self-care comes after it.
    const advice = tri.advice.replace(/self-care measures below/g, "self-care above");
    // When the leading condition sets the level and its own card was compacted away, its own words say who to
    // see and which signs cannot wait (a pregnant woman's back ache: her midwife; tightenings, bleeding, fluid)
    // in place of the generic "a doctor or pharmacist if it is not better in a few days".
    const own = next && nextDropped && top?.triage === tri.triage_level ? withoutFeverLine(ownCard(next), reading) : "";
    out.push(
      `**When to get care**\n${own ? `${firstSentence(advice)} ${own}` : advice}${own ? "" : withoutFeverLine(extra, reading)}`,
    );
  }

  out.push(`${QUESTION_LEAD} ${nextQuestion(result.question, reading, subject)}`);
  return out.join("\n\n");
}

// A card titled "See a doctor if it lasts more than 10 days…" keeps its title: its description alone ("In malaria
// areas, any fever should be tested") loses when to go.
function ownCard(card: { title: string; description: string }): string {
  const when = /^see a (doctor|health worker|pharmacist|gp)\b/i.test(card.title) ? `${card.title}.` : "";
  return when ? `${when} ${card.description}`.trim() : card.description;
}

// "Any fever should be tested for malaria" belongs with a fever (WHO malaria guidelines: test every fever in an
// endemic area); told to someone with a cold and no fever it sends them for a test they don't need.
const FEVER_LINE =
  /[^.]*\b(any|a|the|with) fever\b[^.]*\bmalaria\b[^.]*\.\s*|[^.]*\bmalaria\b[^.]*\bfever\b[^.]*\.\s*/gi;
function withoutFeverLine(text: string, reading: Reading): string {
  if (!text || reading.presentIds.some((id) => /fever|temperature|chills|rigors/.test(id))) return text;
  return text.replace(FEVER_LINE, "").trim();
}

/** The engine's next question, unless it only applies to one sex and we don't know the person's. */
function nextQuestion(q: InterviewQuestion | null, reading: Reading, subject: string | null = null): string {
  const sexSpecific = q?.items.length && q.items.every((i) => getFinding(i.id)?.sex);
  const text = sexSpecific && !reading.sex ? SEX_QUESTION_TEXT : formatQuestion(q);
  return subject ? aboutThem(text, subject) : text;
}

/** A question put to a parent about their child: "Does your son have ...?", not "Do you have ...?". */
export function aboutThem(question: string, subject: string): string {
  return question
    .replace(/^Do you have\b/, `Does ${subject} have`)
    .replace(/^Have you\b/, `Has ${subject}`)
    .replace(/^Are you\b/, `Is ${subject}`)
    .replace(/^Do you\b/, `Does ${subject}`)
    .replace(/^Is there anything else you're feeling\b/, `Is there anything else ${subject} is feeling`);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function causeLine(c: RankedCondition, rank: number, describe = true): string {
  const condition = getCondition(c.id);
  const name = condition ? displayName(condition) : c.name;
  const how = likelihood(c.probability, rank);
  const about = describe && rank === 0 && condition ? ` ${firstSentence(condition.description)}` : "";
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

const WELCOME = "You're welcome.";
// A thank-you in any of the seven languages, maybe after a hello ("bonsoir, merci pour votre aide", "daalụ nke ukwuu").
const THANKS_FIRST =
  /^\s*((hi|hello|good (morning|evening)|bonsoir|bonjour|sannu|ndewo|habari|jambo)\W+)?(thanks|thank you|thank u|thx|ok(ay)?,? thanks?|asante|merci|na gode|nagode|daalu|e se|ese|e seun|o seun)\b/;

function farewell(hadSymptoms: boolean): string {
  return [
    `${WELCOME} I hope you feel better soon.`,
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

function notUnderstood(localText: string, country: string | null | undefined): string {
  const number = joinOr(linesFor(country).emergency);
  return [
    localText.replace("{number}", number),
    `I couldn't understand your message well. If someone is very unwell now (chest pain, trouble breathing, a fit, heavy bleeding, or not waking up), call ${number} or go to the nearest hospital now. Otherwise, please tell me again in English or Pidgin, in simple words: what you feel, where, and since when.`,
  ].join("\n\n");
}

function steerBack(): string {
  return [
    "I'm HealthBuddy, so I can only help with health: symptoms, staying well, sleep, stress, food, sexual health or medicines.",
    "Is there something about your health you'd like to talk about?",
  ].join("\n\n");
}
