// The plain words HealthBuddy's chat reads and writes, shared by the safety layer, chat titles, the
// checker tool for hosted models and the offline engine (worker/ai/local), so none of them has to reach
// into another's code: which findings a question of ours asked about and how a short answer ("no", "not
// sure") answers it, which conditions a message names, everyday phrases the symptom parser would
// misread, greetings and thanks, a message about a checker result, and a checker question written out.
// Pure: no I/O, no model.
import { normalise, pastOnly, storyMask } from "./safety/text.ts";
import {
  getFinding,
  listConditions,
  listFindings,
  parseText,
  type Choice,
  type InterviewQuestion,
} from "../checker/index.ts";
import { isBackground } from "../checker/kb/background.ts";

type Mention = ReturnType<typeof parseText>[number];

const QUESTION_INDEX: Array<{ question: string; id: string }> = listFindings()
  .map((f) => ({ question: (getFinding(f.id)?.question ?? "").toLowerCase(), id: f.id }))
  .filter((q) => q.question.length > 8)
  // Longer questions first, so one that contains another wins.
  .sort((a, b) => b.question.length - a.question.length);

const FINDING_NAMES: Array<{ name: string; id: string }> = listFindings()
  .map((f) => ({ name: f.name.toLowerCase(), id: f.id }))
  .sort((a, b) => b.name.length - a.name.length);

const UNKNOWN =
  /\b(not sure|unsure|don'?t know|dont know|do not know|no idea|can'?t tell|cannot tell|maybe|i no know)\b/i;
const NO =
  /^\s*(no|nope|nah|not really|not at all|none|never|neither|i don'?t|i do not|i haven'?t|i have not|i didn'?t|no o|e no dey|i no get)\b/i;
const YES =
  /^\s*(yes|yeah|yea|yep|yup|ya|yh|ok yes|sure|correct|right|true|definitely|i do|i have|i did|i am|a bit|a little|sometimes|yes o|e dey|i get am|both|all of them)\b/i;

/** The findings HealthBuddy asked about in its last message, if it asked one of its questions. */
export function askedFindings(assistantText: string): { ids: string[]; group: boolean } {
  const lines = assistantText
    .toLowerCase()
    .split("\n")
    .filter((l) => l.includes("?"));
  const line = lines.at(-1);
  if (!line) return { ids: [], group: false };
  if (line.includes("any of these")) {
    let rest = line.slice(line.indexOf("any of these"));
    const found: Array<{ id: string; at: number }> = [];
    // Longest names first, blanked out once matched, so "coughing up blood" is not also a "cough".
    for (const f of FINDING_NAMES) {
      const at = rest.indexOf(f.name);
      if (at < 0) continue;
      found.push({ id: f.id, at });
      rest = `${rest.slice(0, at)}${" ".repeat(f.name.length)}${rest.slice(at + f.name.length)}`;
    }
    return { ids: found.sort((a, b) => a.at - b.at).map((f) => f.id), group: true };
  }
  for (const q of QUESTION_INDEX) if (line.includes(q.question)) return { ids: [q.id], group: false };
  return { ids: [], group: false };
}

/** A short answer to a yes-or-no question ("no", "not sure", "e dey"), or null when it is not one. */
export function answerChoice(text: string): Choice | null {
  if (UNKNOWN.test(text)) return "unknown";
  if (NO.test(text)) return "absent";
  if (YES.test(text)) return "present";
  return null;
}

/** Conditions a message names, most specific first ("severe malaria" before "malaria"). */
export function conditionsNamed(text: string): string[] {
  // Most messages name no condition: one scan says so before the name-by-name search.
  if (!ANY_CONDITION_NAME.test(text)) return [];
  const found: Array<{ id: string; len: number }> = [];
  const lower = text.toLowerCase();
  for (const c of CONDITION_NAMES) {
    // A plain substring test first: the name's pattern can only match where its words are.
    if (!lower.includes(c.name)) continue;
    const m = c.re.exec(text);
    if (m && !found.some((f) => f.id === c.id)) found.push({ id: c.id, len: m[0].length });
  }
  // "severe malaria" also matches "malaria": keep the longer name when one is inside the other.
  const ids = found.sort((a, b) => b.len - a.len).map((f) => f.id);
  return ids.filter(
    (id, i) => !ids.slice(0, i).some((longer) => longer.endsWith(`_${id}`) || longer.startsWith(`${id}_`)),
  );
}

// The names and aliases of background findings ("sickle cell", "on insulin"), looked up as they are: parsing each
// bracketed name would cost half a second at start-up.
const BACKGROUND_NAMES: ReadonlySet<string> = new Set(
  listFindings().flatMap((f) => {
    const full = getFinding(f.id);
    return full && isBackground(full) ? [full.name, ...full.aliases].map((n) => n.toLowerCase()) : [];
  }),
);

const CONDITION_NAMES: Array<{ name: string; re: RegExp; id: string }> = listConditions().flatMap((c) => {
  const names = new Set<string>();
  for (const n of [c.name, c.common_name]) {
    const base = n
      .toLowerCase()
      .replace(/\s*\(.*?\)\s*/g, " ")
      .trim();
    if (base.length >= 4) names.add(base);
    for (const inner of n.matchAll(/\(([^)]+)\)/g)) {
      const word = (inner[1] ?? "").toLowerCase();
      if (word.length < 4) continue;
      // Brackets may name the person's background rather than the condition ("Hip bone death (sickle cell)"):
      // "I have sickle cell" tells who they are (kb/background.ts), it does not name that condition.
      if (BACKGROUND_NAMES.has(word)) continue;
      names.add(word);
    }
  }
  return [...names].map((n) => ({
    name: n,
    re: new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i"),
    id: c.id,
  }));
});

// Everyday phrases the symptom parser would misread ("keep fit" is not a fit).
const NOT_SYMPTOMS: Array<[RegExp, string]> = [
  // "Worry keeps me awake at night", "thinking about money keeps me up": sleeplessness from worry, not a pain that
  // wakes someone at night (no pain is told).
  [/\b(keeps?|kept|keeping) (me|her|him|them) (awake|up)\b(?![^.?]{0,30}\b(pain|aches?|hurts?)\b)/gi, "cannot sleep"],
  // Ages are not durations ("my pikin wey be 4 years dey cough"). Weeks of pregnancy are left to the checker's
  // parser, which reads them as the stage (gestation.ts): "30 weeks pregnant" is late pregnancy, not a miscarriage.
  [/\b(wey be|who is|that is|aged?) (\d{1,2}) ?(years?|yrs?)( old)?\b/gi, "aged $2"],
  [/\b(get|carry) belle\b/gi, "am pregnant"],
  // "I dey drink water well well": drinking plenty, not well water.
  [/\b(drink|drinking|dey drink) (water|am|fluid|ors) well( well)?\b/gi, "$1 $2 plenty"],
  [/\b(keep|keeping|stay|staying|get|getting|physically|very|so|more)\s+fit\b/gi, "$1 healthy"],
  [/\bfit and (healthy|well|strong)\b/gi, "$1"],
  [/\bconfused (about|by|with|on|as to|whether|which|how|what)\b/gi, "unsure $1"],
  // Round 15 (chat29). "I don't know her status": a partner's HIV status not known, not confusion.
  [
    /\b(don'?t|do not|doesn'?t|does not|no) know (her|his|their|my|your|the) (hiv |genotype |blood group )?(status|genotype|blood group|results?)\b/gi,
    "$2 $4 is unknown",
  ],
  // "Since I sleep anyhow": slept in an awkward position (a stiff neck's cause), not sleepiness.
  [
    /\b(sleep|slept|sleeping|lie|lay|lying) (anyhow|awkwardly|awkward|wrongly|badly|for (one|the wrong) side)\b/gi,
    "awkward position",
  ],
  // "A small bruise after bumping the table" on a blood thinner: a minor knock (NHS Warfarin: small bruises are common;
  // bleeding that will not stop or large unexplained bruises are not).
  [
    /\b(a |one )?(small|little|tiny|minor|slight) bruis\w*\b(?![^.]{0,40}\b(spread\w*|growing|getting bigger|everywhere|all over)\b)/gi,
    "minor knock",
  ],
  // "No fever and my urine is normal colour": urine as usual (the "no" before does not reach it).
  [
    /\b(my |her |his )?(urine|pee|wee) (is |looks )?(a )?(normal|clear|fine|ok(ay)?|pale)( colou?r)?\b/gi,
    "peeing well",
  ],
  // "I fit dey pregnant?", "could I be pregnant?": asking whether, not a pregnancy told (a late period asks for a test).
  [
    /\b(i|she|we|you|u) (fit|might|may|could|can) (dey|be) (pregnant|pregnan)\b|\b(could|can|might|fit) (i|she) (be|dey) pregnant\b/gi,
    "when should I test",
  ],
  // Pidgin "when exam reach" is when exams come round, a time, not "belle don reach" (a pregnancy's late months).
  [
    /\b(when|once|as|anytime|any time) (the |my |our )?(exams?|tests?|school|exam time|jamb|waec|neco|resumption|payday|month end|christmas|sallah) (reach|don reach|come|comes)\b/gi,
    "during $3",
  ],
  // "She is wetting her nappies": a baby passing urine as usual (WHO IMCI asks about it as reassurance), not "passing
  // little or no urine".
  [
    /\b(wetting|wets|wet) (her|his|their|the|its) (nappies|nappy|diapers?|pampers)( (well|normally|fine|as usual))?\b/gi,
    "peeing well",
  ],
  // "I cut myself while shaving" is a small accident, not self-harm.
  [/\b(cut|burnt|burned) (myself|my ?self)\b(?=[^.]{0,25}\b(while|when|by (mistake|accident))\b)/gi, "got a small $1"],
  // "E don stop to bleed", "it has stopped bleeding": bleeding that stopped, not bleeding now.
  [
    /\b(e|it|blood|the blood|the bleeding|wound|cut|nose)( don| has|'s| is)? (stop|stopped)( to)? bleed\w*/gi,
    "$1 is healing",
  ],
  // "Which drug I fit use for malaria?" asks for a medicine, not about drug use.
  [/\b(what|which|wetin|any|best|right|good) drugs?\b/gi, "$1 medicine"],
  [/\bdrugs? (for|to (treat|cure|use for)) /gi, "medicine $1 "],
  // "I don't know who to invite", "I don't know anyone here": not knowing something is not confusion; "I don't know
  // where I am" still is.
  [
    /\b(i|we) (don'?t|do not|dont|no) know (who (we|to|i should|should)|what (to|i should|we should)|how (to|i (can|should|go))|if|whether|which|anyone|anybody|much about)\b/gi,
    "$1 wonder $3",
  ],
  [/\b(sleep|sleeping) better\b/gi, "rest well"],
  // "I no dey breathe hard" (Pidgin) and "not breathing hard" say the breathing is easy, not that it stopped.
  [/\b(no|not) (dey )?(breathe|breathing|breath) (hard|fast|heavy|heavily)\b/gi, "breathing normally"],
  // Round 18 (chat32): "How much paracetamol can I give her?", "how many panadol should I take?": the dose asked (NHS
  // Paracetamol for children / for adults), not "took too much paracetamol" told; "how much he took" still tells.
  [
    /\bhow (much|many) (paracetamol|panadol|ibuprofen|brufen|calpol|tablets?|pills?)\b(?![^.?]{0,20}\b(took|taken|swallowed|drank|ate|has taken)\b)(?=[^.?]{0,40}\b(can|could|should|shall|do|to|is|are|safe|for|give|take|fit|go)\b|\s*\?)/gi,
    "the dose of $2",
  ],
  // Pidgin "fit" means "can" ("Wetin I fit chop?"), never a seizure.
  [
    /\b(i|you|u|we|e|una|dem|he|she|im|who|wetin|how|person|pikin|no|go|dey|never|don|sef|abeg|make|can|wey|una|body|them)\s+fit\b/gi,
    "$1 can",
  ],
  [
    /\bfit (chop|take|drink|do|eat|use|get|go|help|cause|make|know|sleep|wash|waka|marry|lie|show|work|fail|detect|read|tell|miss|affect)\b/gi,
    "can $1",
  ],
  // "Chances our child has sickle cell" is about odds, not a chancre (a genital sore).
  [/\bchances?\b/gi, "likelihood"],
  // "Lower my blood pressure without drugs" is not a statement about drug use.
  [/\bwithout (drugs|medicines?|medication|tablets|pills)\b/gi, "naturally"],
  // A comparison is not the symptom: "he snores so loudly it sounds like he's choking" is about snoring.
  [
    /\b(sounds?|sounding|looks?|seems?) like (he'?s |she'?s |he is |she is |i'?m |i am |they'?re |someone'?s |someone is )?(choking|drowning|dying)\b/gi,
    "$1 loud",
  ],
  // Idioms: "drowning in work" is a busy week, "dying to try the new shawarma spot" is eagerness.
  [
    /\b(drowning|drowned|swamped|sinking) (in|with|under) (work|debt|assignments?|homework|bills|e-?mails?|deadlines|stress|paperwork|exams?|tasks|projects?|school ?work|studies|lectures)\b/gi,
    "busy with $3",
  ],
  [
    /\b(dying|dey die) (to|for) (try|see|eat|taste|go|know|meet|hear|watch|visit|get|buy|travel|chop)\b/gi,
    "eager to $3",
  ],
  // "A small cut on my thumb, still bleeding a bit": a cut that oozes, not bleeding without an injury.
  [
    /\b(cut|graze|scratch|nick|wound)\b([^.]{0,60}?)\b(still )?(bleeding|bleeds|bled) (a (bit|little)|slightly|small small|small)\b/gi,
    "$1$2 oozing",
  ],
  // "My baby has a mild cold" is a head cold (catarrh), not a body cold to the touch.
  [
    /\b(a|the|this|dis) (mild |small |slight |little |bad |common |head |heavy )?cold\b(?! (to the touch|to touch|sweats?|hands?|feet|weather|water|room|drinks?|shower|season|sores?))/gi,
    "$1 $2catarrh",
  ],
  // Giving blood is not a transfusion received: "can I give blood if I'm AS?" asks about donating.
  [/\b(give|giving|gave|donate|donating|donated) blood\b|\bblood (donation|donor)s?\b/gi, "donate"],
  // A French boyfriend or girlfriend is not a drug: "copain" is one letter from "cocaine" for the typo-tolerant parser.
  [
    /\b(mon|ma|ton|ta|son|sa|notre|votre) (copain|copine|petit ami|petite amie|fiance|fiancee|conjoint|conjointe)\b/gi,
    "my partner",
  ],
  // Round 16 (chat30). A faint line on a pregnancy or ovulation test is a result to read (NHS: any line, however faint,
  // usually means pregnant), not a faint; "the test fit lie?" is not lying down.
  [/\b(faint|fainter|light|pale|weak) (line|lines|positive|mark|band|second line|strip)\b/gi, "light result"],
  [/\b(line|lines|strip)\b([^.]{0,20}?)\b(faint|fainter|very faint)\b/gi, "$1$2 light"],
  // Wanting to gain weight is a goal, not weight gain noticed; "I too lean" is thin, not "lean" (codeine syrup).
  [
    /\b(want|wan|wants|wish|trying|try|plan|planning|need|hope|how)( to| i go| i fit| can i| do i| i can)? (gain|add|put on|increase) (some |small |more )?(weight|flesh|body|kg|kilos?)\b/gi,
    "goal to be heavier",
  ],
  [/\b(too|very|so|i'?m|am|i dey|dey) (lean|skinny|slim)\b/gi, "$1 thin"],
  // An outbreak in the area is news to act on, not the disease in the person ("cholera don enter our area, how we go
  // protect ourselves", "Lassa dey our town"): prevention is asked; symptoms told with it are still read.
  [
    /\b(cholera|lassa( fever)?|meningitis|diphtheria|measles|monkeypox|mpox)\b(?=[^.?]{0,40}\b(area|community|outbreak|town|village|school|hostel|estate|street|state|dey go round|is going round|spread\w*|enter\w*|reach\w*)\b)/gi,
    "outbreak news",
  ],
  // A pregnancy test told as done or to do is a test, not a pregnancy: "period late but pregnancy test negative", "when
  // I fit do pregnancy test". A positive one is still read as pregnant.
  [/\bpregnancy (tests?|kits?|strips?)\b(?![^.?]{0,30}\b(positive|pos|two lines|2 lines)\b)/gi, "home urine test"],
  // "Can I still get pregnant if he pulls out?": whether sex can lead to pregnancy is asked, no pregnancy is told.
  [
    /\b(can|could|will|would|might|fit|do|does|is it possible to|possible to) (i|she|we|you|a girl|a woman|person|one|girls|women) (still |also |even )?(get|become|fall|be) pregnant\b/gi,
    "chance of conceiving",
  ],
  // A vaccine named by its disease is not the disease: "never had measles vaccine" tells of no rash.
  [
    /\b(measles|polio|yellow fever|hpv|tetanus|diphtheria|hepatitis b|hep b|bcg|rotavirus|pneumococcal|meningitis|typhoid|covid|cholera) (vaccines?|vaccinations?|jabs?|shots?|injections?|immuni[sz]ations?)\b/gi,
    "$2",
  ],
  // Genotypes ("AS and AS", "I'm AS") are not symptoms.
  [
    /\b(AS|AA|SS|AC|SC)\b(?=[^.]*\b(genotype|partner|sickle|child|children|baby|marry|carrier|enfants?|bebe|bébé)\b)/g,
    "genotype",
  ],
];

const FINDING_WORDS = new Set(listFindings().flatMap((f) => [f.name, ...f.aliases].map((a) => a.toLowerCase())));
// Every condition name that is not also how people say a symptom, as one pattern, longest name first, so a
// message is scanned once rather than once per name (the chat's time to first word: bench/chat-eval.ts).
const CONDITION_ONLY_NAMES = alternation(
  CONDITION_NAMES.filter((c) => c.name.length >= 4 && !FINDING_WORDS.has(c.name)).map((c) => c.name),
  "gi",
);
const ANY_CONDITION_NAME = alternation(
  CONDITION_NAMES.map((c) => c.name),
  "i",
);

function alternation(names: string[], flags: string): RegExp {
  const escaped = [...new Set(names)]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`\\b(?:${escaped.join("|")})\\b`, flags);
}

/**
 * The text without clauses that only tell the past ("I used to self harm in school but I'm good now" keeps
 * "I'm good now"): history is not a symptom now, as the safety rules read it (safety/text.ts, pastOnly).
 */
export function withoutHistory(text: string): string {
  // A film's, a song's or the news' story is left out the same way, sentence by sentence (safety/text.ts, storyMask).
  return text
    .split(/(?<=[.!?\n])/)
    .map((sentence) => {
      const parts = sentence.split(/([,;]|\bbut\b)/i);
      const clauses = parts.filter((_, i) => i % 2 === 0).map(normalise);
      const story = storyMask(clauses);
      return parts
        .map((p, i) => (i % 2 === 0 && (story[i / 2] || pastOnly(clauses[i / 2] as string)) ? " " : p))
        .join("");
    })
    .join("");
}

// The findings a text states, as the symptom checker's parser reads them once its false friends are taken out.
// Every user turn is read again with each new message (the offline engine reads the whole conversation, the
// second net the earlier turns), so the last readings are kept: the same text always reads the same.
const READINGS = new Map<string, Mention[]>();
const READINGS_KEPT = 200;

// NICE CKS Burns and scalds: a superficial burn, red and painful with no blisters, heals on its own; told so ("e
// just red, no blister", "a small burn"), "hot water poured on my hand" is not the checker's large or deep burn.
const SUPERFICIAL_BURN =
  /\b(just|only|small|little|bit|slightly) red\b|\bno blisters?\b|\b(small|little|tiny|minor|slight) (burn|scald)\b|\b(burn|scald)\w* (is |was )?(small|minor|tiny)\b/i;

export function findingsIn(text: string): Mention[] {
  const kept = READINGS.get(text);
  if (kept) return kept;
  const superficial = SUPERFICIAL_BURN.test(text);
  const read = parseText(withoutFalseFriends(text)).filter((m) => !(superficial && m.id === "burn_major"));
  if (READINGS.size >= READINGS_KEPT) READINGS.delete(READINGS.keys().next().value as string);
  READINGS.set(text, read);
  return read;
}

export function withoutFalseFriends(text: string): string {
  const out = NOT_SYMPTOMS.reduce((t, [re, by]) => t.replace(re, by), withoutHistory(text));
  // A condition's name is not a symptom ("it predicted malaria" must not read as "miliaria", a heat rash),
  // unless the name is also how people say the symptom ("heat rash").
  return out.replace(CONDITION_ONLY_NAMES, " ");
}

/** A message about a symptom checker result ("the checker said malaria"). */
export const CHECKER_RESULT =
  /\b(symptom checker|checker (said|says|result)|predicted|my result|the result|diagnosed with|told (me )?i (may |might )?have)\b/i;

// Small talk, in the languages people write to HealthBuddy in.
export const GREETING =
  /^\s*(hi+|hello+|hey+|hiya|good\s+(morning|afternoon|evening|day)|how far|how are you|how you dey|howdy|sup|yo|bawo(?! ni (mo|a|o|se|ki)\b)|e kaaro|e kaasan|sannu|ina kwana|ndewo|kedu(?! (ka|ihe|ebe|mgbe|onye|otu|udi)\b)|bonjour|salut|habari|jambo|hola)\b/i;
export const THANKS = /\b(thanks|thank you|thank u|thx|tnx|ese|e se|na gode|daalu|merci|asante|much appreciated)\b/i;
export const FAREWELL = /^\s*(bye|goodbye|good night|see you|later|ok bye)\b/i;

/** One checker question as HealthBuddy asks it in the chat. */
export function formatQuestion(q: InterviewQuestion | null): string {
  if (!q || !q.items.length) return "Is there anything else you're feeling, or has anything changed since it started?";
  if (q.type === "single" || q.items.length === 1) {
    const text = q.type === "single" ? q.text : (getFinding(q.items[0]?.id ?? "")?.question ?? q.text);
    return text.replace(/\s*Select all that apply\.?$/i, "").trim();
  }
  const names = q.items.map((i) => lowerFirst(i.name));
  const now = /right now/i.test(q.text) ? " right now" : "";
  return `Do you have any of these${now}: ${joinOr(names)}?`;
}

/** "Cough" → "cough" in the middle of a sentence; "HIV" stays. */
export function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

export function joinWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function joinOr(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
