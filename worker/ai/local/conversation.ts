// Reads a conversation the way a clinician would take a history: every finding the user volunteered
// (with negation), every answer to the question HealthBuddy asked last, and age and sex when stated.
// Later statements win over earlier ones ("no cough" ... "now I'm coughing").
import { countOf, parseText, type Choice, type EvidenceItem, type Sex } from "../../checker/index.ts";
import { answerChoice, askedFindings, conditionsNamed, findingsIn } from "../../chat/language.ts";
import { normalise } from "../../chat/safety/text.ts";
import type { ChatTurn, PersonalContext } from "../types.ts";

// Round 17 (chat31): "Sorry, I meant that was last year, he's fine now", "Hiyo ilikuwa mwaka jana, yuko poa sasa",
// "Nke ahụ mere afọ gara aga": a later turn that puts what was told before in the past. The earlier turns' findings
// are then history, not symptoms now: a fit last year is a question about prevention or follow-up, not a fit to
// triage (the safety layer already reads only the new message for danger).
export const THAT_WAS_PAST = new RegExp(
  [
    "\\b(that|it|this|all that|dat one|that one|e) (was|happened|na|happen)\\b[^.?!]{0,15}\\b(last (year|month)|years? ago|months ago|long ago|long time ago|in (19|20)\\d\\d|when (he|she|i|they) was \\w+)",
    "\\b(hiyo|hii|hayo|ile|hilo|huo|yale) \\w{0,4}(kuwa|tokea)\\b[^.?!]{0,15}\\b(mwaka (jana|uliopita)|miaka \\w+ iliyopita|mwezi uliopita|zamani)",
    "\\b(c'etait|ca s'est passe|cela s'est passe|c'est arrive)\\b[^.?!]{0,10}\\b(l'an dernier|l'annee derniere|il y a (\\w+ )?(ans|mois)|le mois dernier|autrefois)",
    "\\b(nke ahu|ihe ahu) (mere|mechara|bu)\\b[^.?!]{0,10}\\b(afo gara aga|n'?afo gara aga|onwa gara aga|afo \\w+ gara aga|ogologo oge)",
    "\\b(iyen|iyen yen|eyi|yen) (sele|ti sele|je)\\b[^.?!]{0,10}\\b(odun to koja|odun ti o koja|osu to koja|odun \\w+ (seyin|sehin)|tipe)",
    "\\b(wannan|hakan|shi) (ya faru|ya kasance|ne)\\b[^.?!]{0,10}\\b(bara|shekarar da ta wuce|shekaru \\w+ da suka wuce|watan da ya wuce|tun da dadewa)",
    // Round 18 (chat32): treated and home again, well now ("Dem don treat am for hospital, e don dey fine", "A ti de ile
    // iwosan, ara e ti ya", "C'était la semaine dernière, il va bien maintenant"): the emergency told before is over.
    "\\b(that|it|this|e) (was|happened|happen)\\b[^.?!]{0,10}\\blast week\\b",
    "\\b(dem|they|the doctors?|doctors) (don |have |had )?(treat\\w*|discharg\\w*) (him|her|them|am|us|me)\\b",
    "\\b(we'?re|we are|we don|we have|we'?ve|we) (come |came |just )?(back|return\\w*) (home )?from (the )?hospital\\b|\\bdischarged\\b",
    "\\b(c'etait|ca s'est passe|cela s'est passe|c'est arrive)\\b[^.?!]{0,10}\\b(la semaine derniere|il y a (\\w+ )?(jours|semaines))",
    "\\b(on|nous) (est|sommes) (rentres?|revenus?|sortis?) de l'?hopital\\b",
    "\\ba ti (de|pada de|pada) (lati )?(ile iwosan|ile-iwosan|osibitu)\\b|\\bara (re|e|omo mi) ti ya\\b",
    "\\b(mun|mu) (dawo|komo) daga asibiti\\b|\\b(ya|ta) (warke|samu sauki)\\b",
    "\\banyi (alotala|alọtala|si) (n'?|na )?ulo ogwu\\b|\\b(ahu adila|ahu adiwo) (ya|ha|nwa m) mma\\b",
  ].join("|"),
);

const NEW_NOW =
  /\b(but now|now (he|she|i|it|they) (has|have|is|are|get|gets)|again (now|today)|started again|is back)\b/;

const PREVENT_ASKED =
  /\b(prevent\w*|avoid\w*|stop it|so it (doesn'?t|does not|won'?t)|not (happen|come back)|again|kuzuia|isirudie|kuepuka|gbochie|egbochi|kar ya sake|hana|dena|kiyaye|eviter|prevenir|ne (recommence|revienne)|ko ma (tun )?sele|ma se (tun )?sele|idena|tena|ozo|sake|encore)\b/;
const BACK_TO_SCHOOL = /\b(school|ile-?iwe|shule|makaranta|ecole|ulo akwukwo|classe?)\b/;
const DOCTOR_ASKED =
  /\b(doctor|clinic|hospital|daktari|likita|dokita|dọkịta|dokita|medecin|docteur|check\w*|test\w*)\b/;

/**
 * The English question a turn asks once it has put what was told before in the past ("Hiyo ilikuwa mwaka jana…
 * Nifanye nini kuzuia isirudie?" is "how do we prevent it happening again?"), or null when it does not.
 */
export function settledQuestion(text: string, topic = "it", own: string | null = null): string | null {
  const t = normalise(text);
  if (!THAT_WAS_PAST.test(t)) return null;
  if (PREVENT_ASKED.test(t))
    return `that happened long ago and is over now. how do we prevent ${topic} happening again?`;
  // Round 18 (chat32): a question of its own after the settling words ("…il va bien maintenant. Comment faire baisser la
  // fièvre ?") is asked as itself; going back to school after it asks whether to see a doctor (NHS: see a GP after a
  // first fit, even when well again).
  if (own && !/^\s*what should i do\??\s*$/.test(own)) return `that happened long ago and is over now. ${own}`;
  if (BACK_TO_SCHOOL.test(t))
    return `that happened long ago and is over now. can he go back to school, and should we still see a doctor about ${topic}?`;
  if (DOCTOR_ASKED.test(t))
    return `that happened long ago and is over now. should we still see a doctor about ${topic}?`;
  return `that happened long ago and is over now. what should we do about ${topic}?`;
}

export type Reading = {
  evidence: EvidenceItem[];
  /** Findings present anywhere in the conversation (not from the profile). */
  presentIds: string[];
  /** Findings the last user message added or changed. */
  changedByLast: Array<{ id: string; choice: Choice }>;
  /** True when the last message answered the question HealthBuddy asked. */
  answeredQuestion: boolean;
  age?: number;
  sex?: Sex;
  /** Condition ids the last user message names ("what is typhoid?"). */
  conditionsNamed: string[];
  /** How many user turns there are. */
  userTurns: number;
};

export function statedAge(text: string): number | undefined {
  const t = text.toLowerCase();
  const m =
    /\b(\d{1,2})\s*(?:years?|yrs?|y\/o|yo)\b(?:\s*old)?/.exec(
      t.replace(
        /\b(?:for|since|past|last|over|about|nearly|almost) (?:the )?(?:past |last )?\d{1,2}\s*(?:years?|yrs?)\b/g,
        " ",
      ),
    ) ??
    /\b(?:i am|i'm|im|am)\s+(\d{1,2})\b(?!\s*(?:days?|weeks?|months?|kg|cm|%|am|pm))/.exec(t) ??
    /\baged?\s+(\d{1,2})\b/.exec(t);
  if (m) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 99) return n;
  }
  const w = /\b(?:i am|i'm|im)\s+(thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/.exec(t);
  return w ? countOf(w[1] as string) : undefined;
}

/** The question HealthBuddy asks when a likely cause depends on sex and it does not know it. */
export const SEX_QUESTION_TEXT = "Some causes only affect one sex: are you male or female?";
const SEX_QUESTION = /are you male or female\?/i;

function shortSex(text: string): Sex | undefined {
  const t = text.trim().toLowerCase();
  if (/^(i'?m |i am )?(a )?(female|woman|girl|lady|f)\b/.test(t)) return "female";
  if (/^(i'?m |i am )?(a )?(male|man|boy|guy|m)\b/.test(t)) return "male";
  return undefined;
}

export function statedSex(text: string): Sex | undefined {
  const t = text.toLowerCase();
  if (
    /\b(?:i am|i'm|im)\s+(?:a\s+)?(?:\d{1,2}\s*(?:years?|yrs?|y\/o|yo)?\s*(?:old\s+)?)?(?:woman|girl|lady|female)\b/.test(
      t,
    )
  )
    return "female";
  if (
    /\b(?:i am|i'm|im)\s+(?:a\s+)?(?:\d{1,2}\s*(?:years?|yrs?|y\/o|yo)?\s*(?:old\s+)?)?(?:man|boy|guy|male)\b/.test(t)
  )
    return "male";
  if (/\b(my period|i'?m pregnant|i am pregnant|my pregnancy)\b/.test(t)) return "female";
  return undefined;
}

/** Sickle cell trait (AS, a carrier) is not sickle cell disease: profiles that say so add no evidence. */
export function profileConditions(profile?: PersonalContext): string[] {
  return (profile?.conditions ?? []).filter((c) => !/\btrait\b|\bcarrier\b|\bgenotype\b|\(?\bAS\b\)?/i.test(c));
}

export function readConversation(turns: ChatTurn[], profile?: PersonalContext): Reading {
  const state = new Map<string, { choice: Choice; source?: string }>();
  let changedByLast: Array<{ id: string; choice: Choice }> = [];
  let answeredQuestion = false;
  let age = profile?.age;
  let sex: Sex | undefined = profile?.sex;
  let userTurns = 0;
  let lastUser = "";

  // Known conditions from the assessment ("Sickle cell", "Asthma") are background evidence.
  const known = profileConditions(profile);
  if (known.length) {
    for (const m of parseText(known.join(". ")))
      if (m.choice === "present") state.set(m.id, { choice: "present", source: "initial" });
  }

  const fromProfile = new Set(state.keys());
  turns.forEach((turn, i) => {
    if (turn.role !== "user") return;
    userTurns++;
    lastUser = turn.content;
    const changes: Array<{ id: string; choice: Choice }> = [];
    const set = (id: string, choice: Choice, source?: string) => {
      const prev = state.get(id);
      if (prev?.choice === choice) return;
      state.set(id, source ? { choice, source } : { choice });
      changes.push({ id, choice });
    };
    const previous = turns.slice(0, i).findLast((t) => t.role === "assistant");
    const asked = previous ? askedFindings(previous.content) : { ids: [], group: false };
    // What earlier turns told is put in the past by this one: their findings are history now.
    const settled = userTurns > 1 && THAT_WAS_PAST.test(normalise(turn.content));
    if (settled)
      for (const [id, v] of [...state.entries()]) if (v.choice === "present" && !fromProfile.has(id)) state.delete(id);
    // What the settling turn itself names is the past event too, unless it tells something new now.
    const mentions = settled && !NEW_NOW.test(normalise(turn.content)) ? [] : findingsIn(turn.content);
    let answered = false;
    if (asked.ids.length) {
      const explicit = mentions.filter((m) => asked.ids.includes(m.id));
      const choice = answerChoice(turn.content);
      if (explicit.length) answered = true;
      else if (choice && (!asked.group || choice !== "present")) {
        for (const id of asked.ids) set(id, choice);
        answered = true;
      } else if (choice === "present" && asked.group) {
        // "Yes" to "any of these: cough, coughing up phlegm or coughing up blood?" means at least the
        // first, most general one; the next question can ask about the rest.
        set(asked.ids[0] as string, "present");
        answered = true;
      }
    }
    for (const m of mentions) set(m.id, m.choice, asked.ids.includes(m.id) ? undefined : "initial");
    age = statedAge(turn.content) ?? age;
    sex =
      statedSex(turn.content) ??
      (previous && SEX_QUESTION.test(previous.content) ? shortSex(turn.content) : undefined) ??
      sex;
    if (previous && SEX_QUESTION.test(previous.content) && shortSex(turn.content)) answered = true;
    changedByLast = changes;
    answeredQuestion = answered;
  });

  const evidence: EvidenceItem[] = [...state.entries()].map(([id, v]) =>
    v.source ? { id, choice: v.choice, source: v.source } : { id, choice: v.choice },
  );
  const profileIds = new Set(known.length ? parseText(known.join(". ")).map((m) => m.id) : []);
  return {
    evidence,
    presentIds: evidence.filter((e) => e.choice === "present" && !profileIds.has(e.id)).map((e) => e.id),
    changedByLast,
    answeredQuestion,
    ...(age !== undefined ? { age } : {}),
    ...(sex ? { sex } : {}),
    conditionsNamed: conditionsNamed(lastUser),
    userTurns,
  };
}
