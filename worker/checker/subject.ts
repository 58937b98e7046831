// Whose finding is it? A parent speaks for a child ("my baby has fever" is the patient's fever), and a
// relative's own symptoms make the relative the patient ("my brother has HIV and has been having headache").
// But a statement only about someone else's condition is history or exposure, never the user's finding:
// "my wife is pregnant" is nobody's finding here, "my father is diabetic" is a family history of diabetes,
// "my roommate has TB" is contact with TB (WHO TB contact investigation), "my boyfriend was just diagnosed
// with HIV" is an HIV exposure (WHO PEP guidance), "my husband has gonorrhoea" is an STI risk (BASHH partner
// notification: partner_sti), "my neighbour's child has measles" is contact with a sick person.
import type { Model } from "./model.ts";
import { GOES_ON } from "./text.ts";

const FAMILY = new Set(
  (
    "sister brother broda sista father mother mum mom mummy mommy mama dad daddy papa aunt auntie aunty uncle cousin " +
    "grandmother grandfather grandma grandpa granny sibling siblings parents niece nephew twin"
  ).split(" "),
);
const PARTNER = new Set("husband wife boyfriend girlfriend partner fiance fiancee spouse".split(" "));
/** The pregnancy itself, its stage or its history: a relative's, told alone, is nobody's finding here. */
const PREGNANCY_STATUS = new Set(
  (
    "pregnant pregnant_early pregnant_late recent_delivery missed_period pregnancy_symptoms previous_caesarean " +
    "recent_caesarean sugar_in_pregnancy high_bp_pregnancy_first pph_history past_due_date labour_stimulants"
  ).split(" "),
);
/** Findings that are a measured reading (kb/findings-em11.ts, findings-num23.ts). */
const READINGS = new Set(["bp_very_high", "high_bp_reading", "low_bp_reading", "low_sugar", "bp_severe_pregnancy"]);
/** A reading told now: a number in the clause that is no span of time ("190 over 130"; not "for 10 years"). */
function measuredNow(words: string[]): boolean {
  // The reading's words may already stand for the number ("my mum's sugar is 2.1" reads as "low sugar"): told with a
  // verb of a reading ("is", "dropped to", "read") and none of a diagnosis ("has", Pidgin "get", "known", "diagnosed")
  // it is a reading too.
  const diagnosis = words.some((w) =>
    /^(has|had|have|having|get|got|gets|with|known|diagnosed|history|suffers|suffering|on|takes|taking)$/.test(w),
  );
  const reading = words.some((w) =>
    /^(is|was|read|reads|reading|showed|shows|dropped|drop|went|rose|reach|reached|came|measured|checked|above|low)$/.test(
      w,
    ),
  );
  if (!diagnosis && reading) return true;
  return words.some(
    (w, i) => /^\d+$/.test(w) && !/^(years?|yrs?|months?|weeks?|days?|hours?|ago)$/.test(words[i + 1] ?? ""),
  );
}
/** Men among the relations: a pregnancy told in their clause is not theirs. */
const MALE_RELATIONS = new Set(
  "husband boyfriend fiance brother broda father dad daddy papa uncle grandfather grandpa nephew son".split(" "),
);
const OTHER = new Set(
  (
    "roommate roomate neighbour neighbor friend colleague classmate flatmate coworker boss landlord landlady " +
    // Sports people in a match report ("the striker pulled a hamstring"): someone else's injury, not the user's.
    "striker footballer goalkeeper goalie defender midfielder winger athlete sprinter referee teammate"
  ).split(" "),
);
/** People said by where they live ("the man next door"). */
const NEIGHBOURS_BY_PLACE = new Set("man woman lady guy people family person girl boy children kids".split(" "));
/** Words that make the clause about the user (or a child the user speaks for). */
const FIRST_PERSON = new Set(["i", "im", "ive", "me", "mine", "myself"]);
const THIRD_PERSON = new Set(["he", "she", "hes", "shes", "his", "her", "him", "hers", "they", "them"]);
const CHILD = new Set(["child", "baby", "son", "daughter", "pikin", "boy", "girl", "kid", "toddler", "infant"]);
/** "My sister's children", "my brother's kids": someone else's children (rawWords drops the "'s"). */
const CHILDREN = new Set(["children", "kids", "pikins", "sons", "daughters", "babies", "twins"]);

export type Relation = "family" | "partner" | "other";

const POSSESSIVE = new Set(["my", "our", "his", "her", "their"]);
/** Words between the possessive and the relation ("my late father", "my elder sister", "my two siblings"). */
const RELATION_QUALIFIERS = new Set(
  "late elder older younger big little small baby kid step half two three four both twin only best close dear".split(
    " ",
  ),
);
/** "Asthma runs in my family", "there is diabetes in our family", "family history of sickle cell". */
function familyClause(words: string[]): boolean {
  return words.some(
    (w, i) =>
      w === "family" &&
      (words[i + 1] === "history" ||
        (words[i - 2] === "in" && (POSSESSIVE.has(words[i - 1] ?? "") || words[i - 1] === "the"))),
  );
}

/** "Everybody in my house", "everyone at home", "all of us", "the whole family": a group the user is part of. */
const EVERYONE = new Set(["everybody", "everyone", "everbody", "evrybody"]);
const SAYING = new Set(
  "say says said tell tells told think thinks thought notice noticed knows know see sees".split(" "),
);
const OTHERS_WORDS = new Set(
  "family everyone everybody others other house home members roommates roommate siblings household".split(" "),
);
/** "Suspicious of everyone", "angry with everybody": the group is an object, not who is ill. */
const OBJECT_BEFORE = new Set("of to with at like for from about by than against".split(" "));
export function groupClause(words: string[]): boolean {
  // "Everyone says I look pale" is what they say of the user, not their illness.
  if (words.some((w) => w === "i" || w === "im" || w === "ive" || SAYING.has(w))) return false;
  return words.some(
    (w, i) =>
      (EVERYONE.has(w) && !OBJECT_BEFORE.has(words[i - 1] ?? "")) ||
      (w === "all" && words[i + 1] === "of" && words[i + 2] === "us") ||
      (w === "whole" && ["family", "house", "household", "compound"].includes(words[i + 1] ?? "")),
  );
}
/** "They stay with us", "he lives with me", "she sleeps in our room": living together, a contact. */
const LIVE_VERBS = new Set("stay stays staying live lives living sleep sleeps sleeping share shares".split(" "));
function livesWith(words: string[]): boolean {
  return words.some(
    (w, i) => LIVE_VERBS.has(w) && words.slice(i + 1, i + 4).some((x) => ["us", "me", "our", "my"].includes(x)),
  );
}

const FIRST_DEGREE = new Set(
  (
    "sister brother broda sista father mother mum mom mummy mommy mama dad daddy papa mami sibling siblings parents twin " +
    "sisters brothers"
  ).split(" "),
);
/** Whether the clause names a first-degree relative ("my mother", "my two brothers") or "runs in my family". */
function firstDegree(words: string[]): boolean {
  return words.some((w, i) => FIRST_DEGREE.has(w) && !inLaw(words, i)) || familyClause(words);
}
/** "My mother-in-law", "brother in law": family by marriage, no blood relative (no family history). */
function inLaw(words: string[], i: number): boolean {
  return words[i + 1] === "in" && /^laws?$/.test(words[i + 2] ?? "");
}

/** The relation that is the subject of a clause ("my sister ...", "our neighbour's child ..."), if any. */
export function clauseRelation(words: string[]): Relation | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    // "The baby next door", "the woman next door": a neighbour's.
    if (words[i + 1] === "next" && words[i + 2] === "door" && (CHILD.has(w) || NEIGHBOURS_BY_PLACE.has(w)))
      return "other";
    const kind: Relation | null =
      FAMILY.has(w) && !inLaw(words, i)
        ? "family"
        : PARTNER.has(w)
          ? "partner"
          : OTHER.has(w) || FAMILY.has(w)
            ? "other"
            : null;
    if (!kind) continue;
    // "She swallowed her mother's tablets": the relative owns the thing taken; the clause is about the person who
    // took it (a poisoning told of the patient), not about the relative (NICE CKS Poisoning: what was taken, whose).
    if (OWNED_THINGS.has(words[i + 1] ?? "")) continue;
    // "A friend of mine", "the neighbour", "a colleague": someone else's, without a possessive.
    if (kind === "other" && (words[i - 1] === "the" || words[i - 1] === "a")) return "other";
    // A relation is someone's ("my sister", "our neighbour", "my late father", "my two siblings"); "a new
    // partner" or "a new mother" is not a person being talked about.
    const prev = RELATION_QUALIFIERS.has(words[i - 1] ?? "") ? (words[i - 2] ?? "") : (words[i - 1] ?? "");
    if (!POSSESSIVE.has(prev)) continue;
    // "my neighbour's child" is still someone else.
    return CHILD.has(words[i + 1] ?? "") || CHILDREN.has(words[i + 1] ?? "") ? "other" : kind;
  }
  return familyClause(words) ? "family" : null;
}

/** Things a relative owns that a person may swallow or use ("her mother's tablets", "my dad's insulin"). */
const OWNED_THINGS = new Set(
  (
    "tablet tablets pill pills medicine medicines medication medications drug drugs syrup capsules capsule insulin " +
    "inhaler injection injections sleeping bp pressure diabetes diabetic tramadol paracetamol panadol codeine " +
    "valium iron vitamins chemicals bleach kerosene perfume"
  ).split(" "),
);

/**
 * Names of diseases (not of symptoms): "my grandmother has arthritis", "my uncle has prostate cancer", "my
 * friend's baby has jaundice" tell of someone else's diagnosis, which is history (or nothing), never the user's
 * symptom, while "my mother's legs are swollen" or "my grandpa is talking rubbish" make the relative the patient.
 */
const DIAGNOSES = new Set(
  (
    "arthritis cancer cancers jaundice asthma asthmatic diabetes diabetic hypertension hypertensive epilepsy " +
    "epileptic stroke malaria hiv aids hepatitis fibroid fibroids prostate tumour tumor leukaemia leukemia lupus " +
    "gout migraine pneumonia dementia alzheimer alzheimers schizophrenia psychosis glaucoma cataract cataracts " +
    "hernia appendicitis anaemia anemia goitre thyroid obesity sickle ulcer ulcers sinusitis rheumatism"
  ).split(" "),
);

/** Disease names: a finding matched from one of these in someone else's clause is that person's diagnosis. */
const TB = new Set(["tb", "tuberculosis"]);
const STI = new Set(["gonorrhoea", "gonorrhea", "chlamydia", "syphilis", "sti", "std", "stis", "stds", "trich"]);
const CONTAGION: Record<string, string> = {
  measles: "sick_contacts",
  chickenpox: "sick_contacts",
  cholera: "sick_contacts",
  mumps: "sick_contacts",
  typhoid: "sick_contacts",
  lassa: "contact_lassa",
  covid: "contact_covid",
  corona: "contact_covid",
  coronavirus: "contact_covid",
};
/**
 * Diseases spread by food and water, not through the air (WHO typhoid and cholera fact sheets; WHO/GTFCC
 * cholera contact tracing targets household contacts): a friend's or a neighbour's typhoid is no contact
 * unless they live or eat with the user. Measles, chickenpox, mumps and COVID spread through the air, so a
 * neighbour's child with measles is a contact.
 */
const FOOD_AND_WATER = new Set(["typhoid", "cholera"]);
const SHARED_MEALS = new Set(
  "ate eat eating food meal meals water drank drink together roommate roomate flatmate housemate".split(" "),
);
/** Places that are the user's own home: "my brother in the house", "my sister at home". */
const HOME_PLACES = new Set("house home room compound same our my the hostel school hospital".split(" "));
/** "My aunt in London", "my uncle who lives abroad", "my cousin in the village": a relative who lives elsewhere. */
function livesElsewhere(words: string[]): boolean {
  return words.some((w, i) => {
    if (/^(abroad|overseas|village)$/.test(w)) return true;
    const relation = FAMILY.has(w) || PARTNER.has(w) || OTHER.has(w);
    const after = (k: number) => words[i + k] ?? "";
    if (relation && /^(in|at|from)$/.test(after(1)) && after(2) && !HOME_PLACES.has(after(2))) return true;
    return LIVE_VERBS.has(w) && /^(in|at)$/.test(words[i + 1] ?? "") && !HOME_PLACES.has(words[i + 2] ?? "");
  });
}
function sharesHome(words: string[]): boolean {
  return livesWith(words) || words.some((w) => SHARED_MEALS.has(w));
}
const FAMILY_HISTORY: Record<string, string> = {
  known_diabetes: "family_diabetes",
  known_hypertension: "family_bp",
  high_bp_reading: "family_bp",
  known_sickle: "family_anaemia",
  known_asthma: "family_asthma",
  known_epilepsy: "family_epilepsy",
  known_heart_disease: "family_heart_disease",
  known_bleeding_disorder: "family_bleeding",
  known_kidney_disease: "family_kidney_disease",
};
/** A relative's cancer of the breast is a family history of breast cancer; of other sites, none the KB asks. */
function familyHistoryOf(id: string, words: string[]): string | undefined {
  if (id === "known_cancer") return words.includes("breast") ? "family_breast_cancer" : undefined;
  return FAMILY_HISTORY[id];
}
/**
 * Second-degree relatives (aunt, uncle, grandparent, niece, nephew) count in a family history of breast cancer
 * (NICE CG164 familial breast cancer: take a first- and second-degree family history; referral criteria count
 * second-degree relatives), not in the others, which ask of parents, brothers and sisters.
 */
const SECOND_DEGREE = new Set(
  "aunt auntie aunty uncle grandmother grandfather grandma grandpa granny niece nephew".split(" "),
);
const SECOND_DEGREE_COUNTS = new Set(["family_breast_cancer", "family_kidney_disease"]);
const DISEASE_NOUNS = new Set(["disease", "failure", "cancer", "attack"]);
const FAMILY_DISEASES = new WeakMap<Model, Array<{ id: string; words: string[] }>>();
/**
 * The diseases the KB keeps a family history of, from each family finding's "family history of X" phrases ("kidney
 * disease", "breast cancer", "epilepsy"), when X names a disease, not a symptom ("family history of bleeding").
 */
function familyDiseases(model: Model): Array<{ id: string; words: string[] }> {
  let out = FAMILY_DISEASES.get(model);
  if (!out) {
    out = [];
    for (const f of model.findings) {
      if (!f.id.startsWith("family_")) continue;
      for (const a of f.aliases) {
        const x = /^family history of (.+)$/.exec(a.toLowerCase())?.[1];
        const words = x?.split(/[^a-z]+/).filter(Boolean) ?? [];
        if (words.some((w) => DIAGNOSES.has(w) || DISEASE_NOUNS.has(w))) out.push({ id: f.id, words });
      }
    }
    FAMILY_DISEASES.set(model, out);
  }
  return out;
}
/** "kidney" in "kidneys", "migraine" in "migraines". */
const hasWord = (words: string[], w: string) => words.includes(w) || words.includes(`${w}s`);
/** A finding whose name puts its event in the past ("Heavy bleeding at a past delivery", "Previous caesarean"). */
export const PAST_EVENT_NAME = /\b(past|previous|ago)\b/i;
export const STATUS_GROUPS = new Set(["history", "pregnancy"]);
/** Verbs that tell a finished story ("my friend broke her leg playing football", "my sister had typhoid"). */
const PAST_STORY = new Set(
  "had broke broken fell got caught sprained twisted injured fractured died passed was were recovered survived pulled tore".split(
    " ",
  ),
);
/** A finished injury ("broke", "sprained"): with no "now", "today" or "still", the relative's own story. */
const FINISHED_INJURY = new Set("broke broken fractured sprained twisted dislocated".split(" "));
/** Words that make a past illness recent or still going on (a contact): "had chickenpox last week". */
const RECENT = new Set(
  "now still currently recently just yesterday today week weeks days day since admitted hospital ward".split(" "),
);
/** Words that make an injury fresh whatever else the clause dates ("again yesterday", "today"). */
const FRESH = new Set("today yesterday again tonight just hours hour now".split(" "));
/** A clause dated two or more weeks back ("three weeks ago", "last month", "months back"), nothing fresh in it. */
export function weeksPast(words: string[]): boolean {
  const dated = words.some(
    (w, i) =>
      ((w === "weeks" || w === "months" || w === "month") && (words[i + 1] === "ago" || words[i + 1] === "back")) ||
      (w === "last" && words[i + 1] === "month"),
  );
  return dated && !words.some((w) => FRESH.has(w));
}
/** The finding an injury told as weeks past stands for (kb/findings-late.ts): not the fresh injury. */
export const LATE_KINDS: Readonly<Record<string, string>> = { head_injury: "head_injury_weeks_ago" };
const RECENT_NAME = /\b(recent|recently|last few weeks|past few weeks|last \d+ weeks|last 2 weeks)\b/i;
/** A finding a clause dated years back may still tell: a history, a pregnancy or a past event by name. */
export function toldOfThePast(f: { id: string; name: string; group: string } | undefined): boolean {
  // A finding that is recent by name ("Treated for typhoid in the last few weeks", "Gave birth in the last 6
  // weeks") is not what a clause dated years back tells: "I was treated for typhoid two years ago" is neither.
  if (RECENT_NAME.test(f?.name ?? "")) return false;
  return (
    STATUS_GROUPS.has(f?.group ?? "") || (f?.id ?? "").startsWith("family_") || PAST_EVENT_NAME.test(f?.name ?? "")
  );
}
/** Words before "since" that say nothing has happened since ("none since", "not since"). */
const STOPPED_BEFORE = new Set(["none", "nothing", "not", "never", "no", "nor"]);
/** A clause dated years back ("two years ago", "last year", "in 2019", "years back") with nothing carrying it on. */
export function longPast(words: string[]): boolean {
  const dated = words.some(
    (w, i) =>
      ((w === "years" || w === "yrs" || w === "year") && (words[i + 1] === "ago" || words[i + 1] === "back")) ||
      (w === "last" && words[i + 1] === "year") ||
      (w === "in" && /^(19|20)\d\d$/.test(words[i + 1] ?? "")) ||
      // Language round 27: "one febrile fit at age two and none since", "at the age of 3": an age in the past told with
      // "none since" or "had".
      (w === "age" &&
        words
          .slice(i + 1, i + 4)
          .some((x) => /^\d+$/.test(x) || /^(one|two|three|four|five|six|seven|eight|nine|ten)$/.test(x)) &&
        words.some((x, k) => (x === "none" || x === "not") && words[k + 1] === "since")),
  );
  // "none since", "nothing since then", "not since": the words say it stopped.
  return (
    (dated || childhood(words)) && !words.some((w, i) => GOES_ON.has(w) && !STOPPED_BEFORE.has(words[i - 1] ?? ""))
  );
}
/** Words for a childhood: "when I was small", "as a child", "when I small" (Pidgin). */
const YOUNG = new Set("small little young younger child kid baby pikin toddler infant teenager boy girl".split(" "));
const PERSON = new Set("i he she we you they".split(" "));
/**
 * A clause set in the person's childhood or at their birth ("I had fits when I was small", "I get convulsion when
 * I small", "as a child I had asthma attacks", "in my childhood", "my son had jaundice at birth"): a past event,
 * told as history (NICE CKS history taking: past medical history). "At birth" needs a verb in the past ("had",
 * "was"): "yellow at birth" of a newborn is today's.
 */
function childhood(words: string[]): boolean {
  return words.some((w, i) => {
    const next = words[i + 1] ?? "";
    if (w === "when" && PERSON.has(next)) {
      const k = /^(was|were|be|dey)$/.test(words[i + 2] ?? "") ? i + 3 : i + 2;
      const k2 = /^(a|an)$/.test(words[k] ?? "") ? k + 1 : k;
      return YOUNG.has(words[k2] ?? "");
    }
    if (w === "as" && /^(a|an)$/.test(next)) return YOUNG.has(words[i + 2] ?? "") && words[i + 2] !== "small";
    if (w === "childhood" || (w === "growing" && next === "up")) return true;
    return w === "at" && next === "birth" && words.some((x) => x === "had" || x === "was" || x === "were");
  });
}
/** Current findings whose long-past episode the KB keeps as a history finding of its own. */
const PAST_COUNTERPART: Record<string, string> = {
  vision_loss: "past_vision_loss_episode",
  vision_loss_one_eye: "past_vision_loss_episode",
};
/** "My last born", "my last child" is the youngest child, not an earlier pregnancy. */
const EARLIER = new Set("last previous former earlier".split(" "));
const PREGNANCY_WORDS = new Set("delivery deliveries birth pregnancy pregnancies labour labor childbirth".split(" "));
/** Words that make an earlier pregnancy recent or now ("my last delivery was 2 weeks ago", "is 3 months old"). */
const NOT_EARLIER = new Set(["is", "am", "are", "month", "months", "old", ...RECENT]);
/** A clause about an earlier pregnancy or delivery ("after my last delivery", "in my previous pregnancy"). */
export function earlierPregnancy(words: string[]): boolean {
  return (
    words.some((w, i) => EARLIER.has(w) && PREGNANCY_WORDS.has(words[i + 1] ?? "")) &&
    !words.some((w) => NOT_EARLIER.has(w) || GOES_ON.has(w))
  );
}
/** A clause telling of an illness over and done with, long enough ago not to be a contact. */
/** Second-degree relatives, cousins and neighbours: people who usually live in another home. */
const DISTANT = new Set(
  "aunt auntie aunty uncle cousin grandmother grandfather grandma grandpa granny niece nephew neighbour neighbor".split(
    " ",
  ),
);
/** "my aunt in the house", "my uncle in our compound": someone in the user's home. */
const HOME_ROOMS = new Set("house home compound room flat hostel".split(" "));
function distantRelation(words: string[]): boolean {
  const at = (i: number) => words[i] ?? "";
  return words.some((w, i) => DISTANT.has(w) || (w === "next" && at(i + 1) === "door") || w === "neighbours");
}
function pastIllness(words: string[]): boolean {
  return words.some((w) => PAST_STORY.has(w)) && !words.some((w) => RECENT.has(w) || w === "has" || w === "is");
}

export interface SubjectMention {
  finding: number;
  choice: "present" | "absent";
  clause: number;
  /** Raw words the mention was read from. */
  words: string[];
  /** The raw word right after the mention ("breast" + "cancer" names a disease, not a breast). */
  after?: string;
}

/**
 * Rewrites mentions when the text speaks of someone other than the patient. `clauses` holds the raw words of
 * each clause. Returns the finding ids to set (present) and the mention findings to drop.
 */
export function resolveSubject(
  mentions: SubjectMention[],
  clauses: string[][],
  model: Model,
): { add: string[]; drop: Set<number>; promote: Map<number, string> } {
  const add: string[] = [];
  const drop = new Set<number>();
  const promote = new Map<number, string>();
  // "Everybody in my house has running stomach", "all of us are vomiting": the same illness in the people around
  // the patient (WHO outbreak case finding: household clusters of diarrhoea, cholera, food poisoning).
  // A finding read from the group's own words ("whole family scratching": others itching) already says it.
  const aboutOthers = mentions.some((m) => m.words.some((w) => OTHERS_WORDS.has(w)));
  for (const m of mentions)
    if (
      m.choice === "present" &&
      !aboutOthers &&
      groupClause(clauses[m.clause] ?? []) &&
      !add.includes("sick_contacts")
    )
      add.push("sick_contacts");
  // A friend's, a colleague's or a neighbour's finished story ("my friend broke her leg playing football") is
  // theirs: the user does not speak for them (unlike a child or a relative at home), and it is no contact.
  const goesOn = clauses.some((c) => c.some((w) => RECENT.has(w) || w === "dey" || w === "is" || w === "are"));
  // A relative's break or sprain told as a finished story ("my brother broke his leg playing ball") is theirs
  // too; a relative's faint, bleeding or stabbing may be the emergency the user is asking about, so stays.
  const story = clauses.map((c) => {
    const relation = goesOn ? null : clauseRelation(c);
    if (relation === "other") return pastIllness(c);
    // "My sister's water broke" is her waters breaking (language round 26), no finished injury.
    return (
      relation !== null &&
      pastIllness(c) &&
      c.some((w, k) => FINISHED_INJURY.has(w) && !/^waters?$/.test(c[k - 1] ?? ""))
    );
  });
  for (const m of mentions) if (story[m.clause] && m.choice === "present") drop.add(m.finding);
  // "I lost sight in one eye last year", "she had a fit two years ago": a symptom dated years back with nothing
  // saying it goes on is history, not what the person has now (NICE CKS history taking: onset and course). A
  // history finding ("known epilepsy", "previous caesarean") is what such a clause may still tell.
  for (const m of mentions) {
    if (m.choice !== "present" || !longPast(clauses[m.clause] ?? [])) continue;
    if (!toldOfThePast(model.findings[m.finding])) drop.add(m.finding);
  }
  // "I bled a lot after my last delivery", "high blood pressure in my previous pregnancy": an earlier pregnancy's
  // story is obstetric history (NICE NG201 antenatal booking history: previous pregnancies, PPH, caesarean), not
  // a delivery now or a symptom now; bleeding at it is the history of a haemorrhage at a past delivery.
  for (const m of mentions) {
    if (m.choice !== "present" || !earlierPregnancy(clauses[m.clause] ?? [])) continue;
    const f = model.findings[m.finding];
    const id = f?.id ?? "";
    // Only the earlier pregnancy's own words: "pregnant, bled a lot at my last delivery" is pregnant now.
    if (id === "recent_delivery" || id === "pregnant") {
      if (m.words.some((w) => PREGNANCY_WORDS.has(w))) drop.add(m.finding);
    } else if (STATUS_GROUPS.has(f?.group ?? "") || id.startsWith("family_") || PAST_EVENT_NAME.test(f?.name ?? ""))
      continue;
    else {
      drop.add(m.finding);
      if (/bleeding|haemorrhage/.test(id) && model.findingIndex.has("pph_history")) add.push("pph_history");
    }
  }
  // "I lost sight in one eye last year": the event the KB keeps as history of its own.
  for (const m of mentions) {
    const past = PAST_COUNTERPART[model.findings[m.finding]?.id ?? ""];
    if (m.choice === "present" && past && drop.has(m.finding) && longPast(clauses[m.clause] ?? [])) add.push(past);
  }
  const relationOf = clauses.map((c, i) => (story[i] ? null : clauseRelation(c)));
  if (!relationOf.some(Boolean)) return { add, drop, promote };
  const isStatus = (m: SubjectMention) => {
    const f = model.findings[m.finding];
    // "migraines", "ulcers": a disease name in the plural is still the disease.
    const disease =
      m.words.some(
        (w) => TB.has(w) || STI.has(w) || w in CONTAGION || DIAGNOSES.has(w) || DIAGNOSES.has(w.replace(/s$/, "")),
      ) ||
      DIAGNOSES.has(m.after ?? "") ||
      ["disease", "failure", "attack"].includes(m.after ?? "");
    return disease || STATUS_GROUPS.has(f?.group ?? "") || (f?.id ?? "").startsWith("family_");
  };
  // Symptoms said of the relative (their clause, or he/she) make the relative the patient; symptoms of "I"
  // make the user the patient.
  const present = mentions.filter((m) => m.choice === "present" && !isStatus(m));
  const ofRelative = present.some(
    (m) => relationOf[m.clause] || (clauses[m.clause] ?? []).some((w) => THIRD_PERSON.has(w)),
  );
  const ofUser = present.some(
    (m) =>
      !relationOf[m.clause] &&
      ((clauses[m.clause] ?? []).some((w) => FIRST_PERSON.has(w)) ||
        (clauses[m.clause] ?? []).some((w, i, c) => w === "my" && CHILD.has(c[i + 1] ?? ""))),
  );
  // "my brother has sickle cell, his private part ..." goes on about the relative: the relative is the patient.
  // "... and they stay with us" says where they live (a contact), nothing of their symptoms.
  const spokenOf = clauses.some((c, i) => !relationOf[i] && c.some((w) => THIRD_PERSON.has(w)) && !livesWith(c));
  const relativeIsPatient = (ofRelative || spokenOf) && !ofUser;
  relationOf.forEach((relation, c) => {
    if (!relation) return;
    const words = clauses[c] ?? [];
    // "My aunt in London has TB", "my brother who lives in Abuja has measles": someone who lives elsewhere is no
    // contact (WHO TB contact investigation: household and close contacts who shared the air indoors).
    if (livesElsewhere(words) && !sharesHome(clauses.flat())) return;
    // Language round 21: TB spreads through the air indoors, so a contact is someone who shares the home or its air
    // (WHO consolidated guidelines on TB, module 2: household and close contacts). The people one usually lives with
    // (parents, brothers and sisters, a partner, a roommate) count as said; an uncle, a cousin, a grandparent or a
    // neighbour only when told living or staying with the user.
    if (
      words.some((w) => TB.has(w)) &&
      (!distantRelation(words) || sharesHome(clauses.flat()) || words.some((w) => HOME_ROOMS.has(w)))
    )
      add.push("contact_tb");
    // "My mum has kidney failure", "my aunt had breast cancer": a relative's disease the KB keeps a family
    // history of, said in other words than its phrases, is that family history (same degree rules as below).
    if (relation === "family" && !relativeIsPatient)
      for (const d of familyDiseases(model))
        if (d.words.every((w) => hasWord(words, w)) && !add.includes(d.id))
          if (firstDegree(words) || (SECOND_DEGREE_COUNTS.has(d.id) && words.some((w) => SECOND_DEGREE.has(w))))
            add.push(d.id);
    // "my sister had typhoid in secondary school": a past illness of someone else is no contact now.
    if (!relativeIsPatient && !pastIllness(words))
      for (const w of words)
        if (CONTAGION[w] && !(FOOD_AND_WATER.has(w) && relation === "other" && !sharesHome(clauses.flat())))
          add.push(CONTAGION[w] as string);
  });
  for (const m of mentions) {
    const relation = relationOf[m.clause];
    if (!relation) continue;
    const id = model.findings[m.finding]?.id ?? "";
    if (relativeIsPatient) {
      // "my brother has sickle cell, his private part..." is the brother's own sickle cell disease.
      const own = Object.entries(FAMILY_HISTORY).find(([, fam]) => fam === id)?.[0];
      if (own && m.choice === "present") promote.set(m.finding, own);
      continue;
    }
    if (!isStatus(m) || m.choice !== "present") continue;
    // Language round 26: a danger sign of a woman's pregnancy told of her by a relative ("my sister's water broke",
    // "my wife says the baby stopped kicking", "my wife is 8 months and bleeding") with no symptom of the user's own
    // is hers, the person being asked about: it is no family history and no contact. The pregnancy itself told
    // alone ("my wife is pregnant", "my sister just gave birth") stays nobody's, as before; so does any of it beside
    // the user's own symptoms ("my wife's waters broke and I have a fever"), a man's clause, and an earlier
    // pregnancy's story.
    if (
      !ofUser &&
      model.findings[m.finding]?.group === "pregnancy" &&
      !PREGNANCY_STATUS.has(id) &&
      !PAST_EVENT_NAME.test(model.findings[m.finding]?.name ?? "") &&
      (relation === "family" || relation === "partner") &&
      !(clauses[m.clause] ?? []).some((w) => MALE_RELATIONS.has(w))
    )
      continue;
    // A reading measured now and told in numbers ("my dad's blood pressure is 190 over 130", "my mum's sugar is 2.1")
    // is the relative's, the person being asked about, not a family history.
    if (!ofUser && READINGS.has(id) && measuredNow(clauses[m.clause] ?? [])) continue;
    drop.add(m.finding);
    if (m.words.some((w) => CONTAGION[w] || TB.has(w))) continue;
    // A family history is a parent's, a brother's or sister's (first-degree relatives: NICE CG181 lipid and
    // cardiovascular risk, NICE NG80 asthma, ADA diabetes risk); an aunt's asthma is nobody's finding here.
    const near = firstDegree(clauses[m.clause] ?? []);
    const fam = relation === "family" ? familyHistoryOf(id, [...m.words, m.after ?? ""]) : undefined;
    if (fam) {
      const second = SECOND_DEGREE_COUNTS.has(fam) && (clauses[m.clause] ?? []).some((w) => SECOND_DEGREE.has(w));
      if (near || second) add.push(fam);
    } else if (relation === "family" && id.startsWith("family_") && near) drop.delete(m.finding);
    else if (relation === "partner" && id === "hiv_positive") add.push("hiv_exposure");
    // "My husband has gonorrhoea": the partner's infection itself (language round 14's finding; BASHH partner
    // notification treats contacts on it alone).
    else if (relation === "partner" && m.words.some((w) => STI.has(w))) add.push("partner_sti");
    // "My wife has a discharge": the partner finding itself, said in its own words.
    else if (relation === "partner" && id === "partner_sti") drop.delete(m.finding);
  }
  return { add, drop, promote };
}
