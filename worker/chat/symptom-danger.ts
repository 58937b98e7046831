// The safety layer's second net: the symptom checker's own reading of a message. The danger rules in
// ./safety/ match phrases written for the chat; the checker's parser and red-flag rules are tuned on
// thousands of lay, Pidgin and SMS phrasings and on clinical vignettes, so a danger told in words no chat
// rule foresaw ("my chest is squeezing and I'm soaked in sweat", "her eyelid is swollen shut and the eye is
// pushed forward") is still answered at once. Only what the message says about someone now counts: general
// questions, questions about signs, history and comparisons are left out first, as the rules do.
import type { ChatTurn, PersonalContext } from "../ai/index.ts";
import {
  DEFAULT_AGE,
  diagnose,
  getCondition,
  getFinding,
  triage,
  type Card,
  type Condition,
  type EvidenceItem,
} from "../checker/index.ts";
import { findingsIn } from "./language.ts";
import { affirmed, normalise, otherSituation, pastOnly, situationSentences, withoutStory } from "./safety/text.ts";

// A clause that tells only of last week or weeks ago ("last week I had a big fit") is history for the net:
// the rules keep "yesterday" and "last night" as the acute window, and so does this (NICE NG217: after a
// first seizure that has passed, an urgent specialist referral, not an ambulance).
const WEEKS_PAST =
  /\b(last week|(a|one|two|three|four|five|six|a few|few|some|several|\d+) weeks? ago|the week before)\b/;
// "Since last week" and "since I started the drug two weeks ago" run up to now: they are not history.
const NOW_TOO = /\b(now|today|tonight|again|still|currently|this (morning|afternoon|evening|week)|since)\b/;

// Without a red flag, the checker's emergency rests on probabilities from a few words. A complaint that has
// lasted weeks or months unchanged, or comes in episodes that pass on their own ("it lasts a few hours and
// then goes", "anytime I fast"), is not an emergency on probabilities alone: it needs a doctor, and the
// checker's interview, which asks the questions that would find a danger sign. Danger signs are signs present
// now (WHO IMCI general danger signs; NICE NG143 red features), so a change now keeps the net open.
const LONG_STANDING =
  /\b(for|since) (the past |the last )?(some |many |several |a few |few |\d+ |two |three |four |five |six )?(weeks|months|years)\b|\bfor (weeks|months|years)\b|\b(every time|everytime|anytime|any time|whenever|each time|on and off|comes and goes|come and go|keeps? coming back|many times)\b/;
const PASSES =
  /\b(it|e|then it|and it|they|and then) (goes|go|went|passes|pass|stops?|clears?|settles?|finish(es)?) (away |down )?(after|by|within|on its own|itself)\b|\b(and )?then (goes|go|passes|stops|clears)\b|\bafter (a few|some|few|\d+) (minutes|mins|hours|days),? (it|e|they) (go|goes|clear|clears|stop|stops|pass|passes)\b|\b(better|fine|well) by (the )?(afternoon|evening|morning|night)\b/;
const CHANGE_NOW =
  /\b(now|today|tonight|this morning|last night|since (yesterday|this morning|last night)|suddenly|sudden|getting worse|worse|worsening|again|still)\b/;

// What the person says is still fine: a child drinking or feeding well, seeing well after a knock, a small
// fever, bleeding that stopped. WHO IMCI: a child who drinks and feeds well has no general danger sign; on
// probabilities alone, with no red flag, that is a doctor's visit, not an emergency, unless a change now is told
// too ("low fever for two weeks, now vomiting and drowsy"). Negation-aware ("she no dey suck well" is a danger
// sign, not reassurance).
const REASSURED =
  /\b(drinking|feeding|eating|playing|breastfeeding|sucking|peeing|urinating) (well|normally|fine)\b|\b(can|could|dey|is able to|still) (still )?(see|walk|waka|drink|eat|chop|play|suck|piss|pee|talk) (well|fine|normally|okay)\b|\b(small|mild|slight|low) (fever|temperature|headache|cough)\b|\b(bleed\w*|it|e) (small )?(but )?(e |it )?(don|has|had) stop(ped)?\b/;

/**
 * A complaint told as long-standing and unchanged, or as episodes that pass on their own, or with what is
 * still fine said: the checker's probabilities alone do not make it an emergency.
 */
export function settledComplaint(text: string): boolean {
  const t = normalise(text);
  if (affirmed(REASSURED, t) && !CHANGE_NOW.test(t)) return true;
  if (PASSES.test(t)) return !/\b(now|right now|again|still)\b/.test(t);
  return LONG_STANDING.test(t) && !CHANGE_NOW.test(t);
}

const LASTING = /\b(still|ever since|since then|has remained|remains)\b/;
const NEW_NOW =
  /\b(again|now|today|tonight|sudden\w*|new|worse|this (morning|evening|afternoon)|since (yesterday|this morning|last night))\b/;

const QUESTION_WORD = /^\s*(what|which|does|do|can|could|is|are|how|why|when|should|would|will|wetin)\b/;

// A sign denied in another language ("sina homa", "sijawahi kuzimia", "babu zazzabi", "ko si iba", "pas de fièvre",
// "je ne me suis jamais évanoui") is no sign: the checker's parser reads those languages' symptom words but not their
// "no" and "never", so the denied word is left out before it reads them (a danger told with its own "not", "ba ya
// numfashi", "il ne respire plus", is the rules' and the glossary's to read, and is not in this list).
const OTHER_DENIED =
  /\b(sina|hana|hakuna|hatuna|sijawahi|hajawahi|hatujawahi|babu|ban taba|bai taba|ba (na|ya|ta) taba|ko si|mi o|mi ko|enweghi|pas de|pas d'|aucune?)\s*[^\s,.;!?]+|\b(ne|n')\s?([^\s,.;!?]+\s){0,2}jamais\s+[^\s,.;!?]+/g;

/**
 * The parts of a message that state a situation. In a sentence that asks something, the asking clause is
 * dropped and the clauses before it kept: "my baby has fever and fits, what should I do?" keeps "my baby
 * has fever and fits"; "how much paracetamol can I give her?" keeps nothing.
 */
export function statedPart(message: string): string {
  const sentences = otherSituation(situationSentences(normalise(message)).join("\n")).split(/\n+/);
  // An event months or years ago told anywhere in the message (its clause is already left out below).
  const oldEvent = normalise(message)
    .split(/[.,;!?]|\bbut\b/)
    .some((c) => pastOnly(c));
  return sentences
    .map((s) => {
      // "I used to self harm in school but I'm good now": the clause before "but" is history, as in the rules.
      const all = withoutStory(s.split(/[,;]|\bbut\b/));
      // "He had a stroke in 2020, his mouth is still a bit to one side": what is "still" there after an old event
      // is its lasting effect, for his doctor, unless it is new or worse now (NICE NG128: a new sign is a new stroke).
      const clauses = all.filter(
        (c) =>
          !(WEEKS_PAST.test(c) && !NOW_TOO.test(c)) &&
          !pastOnly(c) &&
          !(oldEvent && LASTING.test(c) && !NEW_NOW.test(c)),
      );
      if (!s.trim().endsWith("?") && !QUESTION_WORD.test(s)) return clauses.join(",");
      return clauses
        .slice(0, -1)
        .filter((c) => !QUESTION_WORD.test(c))
        .join(",");
    })
    .filter((s) => s.trim())
    .join(". ")
    .replace(OTHER_DENIED, " ");
}

// A teething baby dribbles: drooling told with teething is one of its ordinary signs (NHS Baby teething symptoms), not
// the drooling of a throat that cannot swallow (epiglottitis, an abscess), which comes with fever, noisy breathing or
// a child who cannot swallow or drink; those are still read.
export const TEETHING =
  /\b(teething|dey teeth|(is|are|started|start|begin|began|don start) teeth\w*|cutting (his |her |a |new )?teeth|(teeth|tooth) (is |are |dey )?(coming|come out|comot|growing|cutting))\b/;

// "I bled a bit after my first time having sex": bleeding from the vagina, after sex or in a period, is not the
// checker's "unusual bleeding (gums, nose, skin, urine) without injury" (a bleeding disorder's sign). Heavy bleeding
// is still read by the chat's own rules (NHS Bleeding after sex: light bleeding the first time is common).
const GENITAL_BLEEDING = /\b(sex|intercourse|period|menstrua\w*|vagina\w*|virgin\w*|hymen)\b/;

function evidenceOf(text: string): EvidenceItem[] {
  if (!text.trim()) return [];
  const teething = TEETHING.test(normalise(text));
  const genital = GENITAL_BLEEDING.test(normalise(text));
  return findingsIn(text)
    .filter((m) => !(teething && m.id === "drooling"))
    .filter((m) => !(genital && m.id === "bleeding_unusual"))
    .map((m) => ({ id: m.id, choice: m.choice }));
}

export type SymptomDanger = {
  /** The red flags (or, on probabilities alone, the findings told) that make it an emergency, in lay words. */
  signs: string[];
  /** The leading emergency condition, when the checker ranks one high enough to name, with its first aid. */
  condition: { name: string; firstAid: Card[]; source: Condition["sources"][number] | null } | null;
};

// The share of the checker's belief at which an emergency condition is worth naming: the same share that makes
// the checker's triage an emergency on probabilities alone (worker/checker/triage.ts, TRIAGE_THRESHOLDS).
const NAMED_SHARE = 0.15;
// The checker's "next" cards that are not first aid: going to hospital (the emergency answer says it with the
// country's number), what the hospital will do, and seeing a doctor.
const NOT_FIRST_AID = /^(go to|call|see a doctor|see a clinician|what the hospital)/i;

function inputOf(evidence: EvidenceItem[], profile: PersonalContext | null | undefined) {
  return {
    age: profile?.age ?? DEFAULT_AGE,
    evidence,
    ...(profile?.sex ? { sex: profile.sex } : {}),
  } as Parameters<typeof triage>[0];
}

/** The leading emergency condition in the checker's ranking of these findings, with its first-aid cards. */
function leadingEmergency(input: Parameters<typeof triage>[0]): SymptomDanger["condition"] {
  for (const ranked of diagnose(input).conditions) {
    if (ranked.probability < NAMED_SHARE) break;
    const c = getCondition(ranked.id);
    if (!c || !/^emergency/.test(c.triage)) continue;
    return {
      name: c.commonName || c.name,
      firstAid: c.next.filter((card) => !NOT_FIRST_AID.test(card.title)),
      source: c.sources[0] ?? null,
    };
  }
  return null;
}

/**
 * The checker's emergency decision on these findings: a red flag or combination rule, or the weight of
 * emergency conditions (the same triage the checker's result page gives). Returns what to name, or null.
 */
function emergencyOf(
  evidence: EvidenceItem[],
  profile: PersonalContext | null | undefined,
  settled = false,
): SymptomDanger | null {
  if (!evidence.some((e) => e.choice === "present")) return null;
  const input = inputOf(evidence, profile);
  const t = triage(input);
  if (!/^emergency/.test(t.triage_level)) return null;
  if (!t.red_flags.length && settled) return null;
  const named = t.red_flags.length
    ? t.red_flags.map((f) => f.name)
    : evidence.filter((e) => e.choice === "present").map((e) => getFinding(e.id)?.name ?? e.id);
  const signs = [...new Set(named.map((n) => n.charAt(0).toLowerCase() + n.slice(1)))].slice(0, 3);
  return { signs, condition: leadingEmergency(input) };
}

/**
 * What makes this message an emergency in the checker's triage, or null. Earlier user turns are context
 * (fever told before, a stiff neck now), but the new message must be what tips it: a later "thanks" is not
 * answered with the same emergency again.
 */
export function symptomDanger(
  message: string,
  history: ChatTurn[] = [],
  profile?: PersonalContext | null,
): SymptomDanger | null {
  const settled = settledComplaint(message);
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
  return (
    emergencyOf(now, profile, settled) ?? (emergencyOf(earlier, profile) ? null : emergencyOf(both, profile, settled))
  );
}
