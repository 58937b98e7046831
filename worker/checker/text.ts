// Text normalisation shared by finding search and free-text parsing. Both sides (knowledge-base aliases
// and user text) go through the same pipeline, so spelling variants meet in the middle instead of
// needing every variant listed as an alias.
import { NUMBER_WORDS, countOf, gestationWeeks, joinCompoundNumbers } from "./gestation.ts";
import { layConstructions, splitUnits } from "./lay-constructions.ts";
import { localWords, toneMarkedWords } from "./local-words.ts";
import { spellWords } from "./spelling.ts";

/** Words that carry no clinical meaning in a phrase; dropped before matching. Negation cues are kept apart. */
const STOPWORDS = new Set(
  (
    "a an the of in on at my me i im is are am was were to for with and or it its this that these those from by " +
    "be been being his her their them they he she we you your our us him there here so as than then into about " +
    "just also too do does did doing has have had having can could would will shall should may might which what " +
    "who whom whose where how when while since own myself herself himself themselves some any very really only " +
    "dey de na di don wey sef o " +
    // Words of conversation that never name a symptom ("what are the chances", "wetin", "abeg", "anymore").
    "chance chances wetin abeg oga please pls kindly anymore maybe perhaps actually borrow lend " +
    // Counts ("about thirty tablets") are not symptoms; without this "thirty" is a typo of "thirsty".
    "twenty thirty forty fifty sixty seventy eighty ninety hundred thousand dozen"
  ).split(/\s+/),
);
// Kept deliberately out of the list: words such as "keep", "feel", "like", "little", "after" and "one" change
// what a phrase means ("keep feeling like urinating", "passing little urine", "weakness on one side").

export const NEGATION_CUES = new Set([
  "no",
  "not",
  "without",
  "never",
  "dont",
  "doesnt",
  "didnt",
  "havent",
  "hasnt",
  "hadnt",
  "isnt",
  "arent",
  "wasnt",
  "werent",
  "nor",
  "neither",
  "denies",
  "deny",
  "denied",
  "none",
  "nothing",
  "nope",
  "free",
  "nobody",
  "noone",
]);
/**
 * Negation cues that only say "not" ("hasn't passed urine", "don't feel like eating", "no appetite"): one token,
 * so an alias written with one ("not passing urine") meets a sentence written with another.
 */
// "No" stays itself: "no diarrhoea" must not meet an alias written "not stooling" (constipation).
const PLAIN_NOT = new Set("not dont doesnt didnt havent hasnt hadnt isnt arent wasnt werent".split(" "));
/** "Won't heal", "won't feed": will not, read as "not" in a phrase, without being a denial of a symptom. */
const WILL_NOT = new Set(["wont", "wouldnt"]);

/** Words that end the scope of a negation. */
export const SCOPE_BREAKERS = new Set(["but", "however", "although", "though", "except", "yet", "apart", "besides"]);

// Whole-word synonyms applied before stemming so that regional and lay words meet the clinical ones.
const SYNONYMS: Record<string, string> = {
  // "my chest feels strange", "a strange feeling in my stomach": odd, never "strangled" (the stems "strang" and
  // "strangl" are one typo apart, so every "strange" not covered by a construction was read as a hanging, an
  // ambulance sign; em22). Aliases written with "strange" read the same token, so they still meet.
  strange: "odd",
  strangely: "odd",
  strangest: "odd",
  // "unable to swallow", "unable to open my mouth": the "can't" the phrases of the knowledge base are written with.
  unable: "cant",
  // "I haven't seen my period", "I no see my period": one verb in every tense.
  seen: "see",
  saw: "see",
  // "mild eye discomfort", "chest discomfort": discomfort is mild pain (NICE CG95 counts chest discomfort as pain).
  discomfort: "pain",
  // Language round 23: words of intensity are "severe" ("terrible belly pain", "the pain is unbearable", "hurts
  // severely"), so every site's severe pain meets them, not only the sites whose phrases happen to use the word.
  terrible: "severe",
  terribly: "severe",
  unbearable: "severe",
  excruciating: "severe",
  agonising: "severe",
  agonizing: "severe",
  severely: "severe",
  stomach: "belly",
  tummy: "belly",
  abdomen: "belly",
  abdominal: "belly",
  belle: "belly",
  bele: "belly",
  bellie: "belly",
  diarrhoea: "diarrhea",
  diarhea: "diarrhea",
  diarea: "diarrhea",
  diarrea: "diarrhea",
  diahrea: "diarrhea",
  diarhoea: "diarrhea",
  diarrohea: "diarrhea",
  vomitting: "vomit",
  vommiting: "vomit",
  pnemonia: "pneumonia",
  neumonia: "pneumonia",
  astma: "asthma",
  asthama: "asthma",
  diarrhoe: "diarrhea",
  stooling: "diarrhea",
  purging: "diarrhea",
  purge: "diarrhea",
  purges: "diarrhea",
  purged: "diarrhea",
  hurt: "pain",
  hurts: "pain",
  hurting: "pain",
  trouble: "difficulty",
  pikin: "child",
  pickin: "child",
  urinate: "urine",
  urinating: "urine",
  urination: "urine",
  urinary: "urine",
  urinated: "urine",
  pee: "urine",
  peeing: "urine",
  pees: "urine",
  wee: "urine",
  weeing: "urine",
  piss: "urine",
  pissing: "urine",
  micturition: "urine",
  breathe: "breath",
  breathing: "breath",
  breathless: "breathless",
  feverish: "fever",
  fevers: "fever",
  paining: "pain",
  painful: "pain",
  pains: "pain",
  aching: "ache",
  achy: "ache",
  aches: "ache",
  swollen: "swell",
  swelling: "swell",
  swelled: "swell",
  swells: "swell",
  vomited: "vomit",
  vomiting: "vomit",
  vomits: "vomit",
  puking: "vomit",
  puke: "vomit",
  anaemia: "anemia",
  anaemic: "anemic",
  haemorrhage: "hemorrhage",
  oedema: "edema",
  faeces: "feces",
  colour: "color",
  coloured: "color",
  tumour: "tumor",
  behaviour: "behavior",
  haemorrhoids: "hemorrhoids",
  piles: "hemorrhoids",
  oesophagus: "esophagus",
  feces: "stool",
  poo: "stool",
  poop: "stool",
  stools: "stool",
  motion: "stool",
  shit: "stool",
  tiredness: "tired",
  tire: "tired",
  tiring: "tired",
  exhausted: "tired",
  exhaustion: "tired",
  fatigue: "tired",
  fatigued: "tired",
  weary: "tired",
  eyeball: "eye",
  eyeballs: "eye",
  pupils: "eye",
  throwing: "throw",
  womb: "uterus",
  vaginal: "vagina",
  vulval: "vulva",
  penile: "penis",
  testicle: "testis",
  testicular: "testis",
  testicles: "testis",
  testes: "testis",
  balls: "testis",
  scrotum: "testis",
  scrotal: "testis",
  navel: "navel",
  umbilicus: "navel",
  bellybutton: "navel",
  menstruation: "period",
  menses: "period",
  menstrual: "period",
  periods: "period",
  joints: "joint",
  tonsil: "tonsils",
  glands: "gland",
  nodes: "gland",
  node: "gland",
  lymph: "gland",
  catarrh: "catarrh",
  mucus: "phlegm",
  sputum: "phlegm",
  nauseous: "nausea",
  nauseated: "nausea",
  queasy: "nausea",
  dizzy: "dizzy",
  dizziness: "dizzy",
  lightheadedness: "dizzy",
  defecation: "stool",
  defecate: "stool",
  defaecation: "stool",
  radiating: "spread",
  radiates: "spread",
  radiate: "spread",
  shooting: "spread",
  spreading: "spread",
  spreads: "spread",
  lightheaded: "dizzy",
  giddy: "dizzy",
  giddiness: "dizzy",
  rashes: "rash",
  hives: "urticaria",
  hive: "urticaria",
  itchy: "itch",
  itching: "itch",
  itches: "itch",
  itchiness: "itch",
  scratching: "itch",
  head: "head",
  headaches: "headache",
  coughing: "cough",
  coughs: "cough",
  coughed: "cough",
  bleeding: "bleed",
  bled: "bleed",
  // "knife stab in the belly", "a stab in his back": the noun is a stab wound ("stabbing" pain stays a pain).
  stab: "wound",
  stabbing: "stabbing",
  stabs: "stabbing",
  // Irregular past tenses read as their verb ("cord came out", "a bee stung him", "swam in the river").
  came: "come",
  stung: "sting",
  ran: "run",
  swam: "swim",
  bleeds: "bleed",
  bloody: "blood",
  fainted: "faint",
  fainting: "faint",
  collapsed: "collapse",
  collapsing: "collapse",
  passed: "pass",
  passing: "pass",
  weakness: "weak",
  weaker: "weak",
  numbness: "numb",
  sleepy: "sleep",
  sleepiness: "sleep",
  drowsy: "drowsy",
  drowsiness: "drowsy",
  convulsion: "seizure",
  convulsions: "seizure",
  convulsing: "seizure",
  convulsed: "seizure",
  // Pidgin and Nigerian English tell the past with the plain verb ("my papa die of heart attack at 45").
  died: "die",
  // Nigerian English "my papa", "my mama".
  papa: "father",
  mama: "mother",
  dies: "die",
  convulse: "seizure",
  convulses: "seizure",
  fits: "seizure",
  fit: "seizure",
  seizures: "seizure",
  jaundice: "jaundice",
  jaundiced: "jaundice",
  yellowish: "yellow",
  yellowness: "yellow",
  heartbeat: "heartbeat",
  heartbeats: "heartbeat",
  pounding: "pound",
  racing: "race",
  sweats: "sweat",
  sweating: "sweat",
  sweaty: "sweat",
  perspiring: "sweat",
  shivers: "shiver",
  shivering: "shiver",
  chills: "chill",
  rigors: "chill",
  rigor: "chill",
  cold: "cold",
  thirsty: "thirst",
  thirstiness: "thirst",
  kid: "child",
  kids: "child",
  pregnant: "pregnant",
  pregnancy: "pregnant",
  preg: "pregnant",
  discharges: "discharge",
  sores: "sore",
  ulcers: "ulcer",
  blisters: "blister",
  pimples: "pimple",
  spots: "spot",
  bumps: "bump",
  lumps: "lump",
  legs: "leg",
  arms: "arm",
  feet: "foot",
  hands: "hand",
  eyes: "eye",
  ears: "ear",
  lips: "lip",
  teeth: "tooth",
  gums: "gum",
  thighs: "thigh",
  bones: "bone",
  muscles: "muscle",
  kidneys: "kidney",
  breasts: "breast",
  nipples: "nipple",
  children: "child",
  men: "man",
  women: "woman",
  worms: "worm",
  // "lost my appetite" is a loss of appetite; "raise my arm" is lifting it.
  lost: "loss",
  calves: "calf",
  stabbed: "wound",
  raise: "lift",
  raising: "lift",
  lifting: "lift",
  // "cute" is not a "cut" once stemmed.
  cute: "adorable",
  // "red, shiny and painful" (a gouty toe, cellulitis) is not the shin once stemmed (fa23).
  shiny: "glossy",
  // "Spotting" is light vaginal bleeding (RCOG), not spots on the skin.
  spotting: "spotblood",
};

// Synonym targets map to themselves, so "belly" typed directly meets "stomach" mapped to "belly".
for (const target of Object.values(SYNONYMS)) if (!(target in SYNONYMS)) SYNONYMS[target] = target;

// Suffix rules for a small stemmer: enough to join "paining"/"pain", "fainted"/"faint", "runny"/"running".
const SUFFIX_RULES: Array<[string, string, number]> = [
  ["iness", "y", 3],
  ["ness", "", 3],
  ["ings", "", 3],
  ["ing", "", 3],
  ["ied", "y", 2],
  ["ies", "y", 2],
  ["ed", "", 3],
  ["es", "", 3],
  ["s", "", 3],
];

export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let s = word;
  for (let pass = 0; pass < 2; pass++) {
    for (const [suffix, replacement, minStem] of SUFFIX_RULES) {
      if (s.endsWith(suffix) && s.length - suffix.length >= minStem) {
        if (suffix === "s" && /(ss|us|is)$/.test(s)) break;
        // "feed", "bleed", "breastfeed" end in "eed", not in the past "-ed": "breastfeeding" is not "breastf", a
        // letter from "breast" (so "breast cancer" is not breastfeeding).
        if (suffix === "ed" && s.endsWith("eed")) break;
        s = s.slice(0, s.length - suffix.length) + replacement;
        break;
      }
    }
  }
  if (s.length > 4 && /[^aeiou]y$/.test(s)) s = s.slice(0, -1);
  if (s.length > 3 && s.endsWith("e")) s = s.slice(0, -1);
  if (/([b-df-hj-km-np-rtv-z])\1$/.test(s)) s = s.slice(0, -1);
  return s;
}

/** Lower-case, unify apostrophes and spelling variants, split into raw words (negation cues survive). */
export function rawWords(text: string): string[] {
  const lowered = toneMarkedWords(String(text))
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/can't|cannot/g, "cant")
    // "not able to walk", "no longer able to stand", "hasn't been able to pee": "unable to", read as "can't" (SYNONYMS).
    .replace(/\b(?:(?:not|no longer|never|hardly|barely)(?: been)?|(?:has|have)n'?t been) able to\b/g, "unable to")
    // "hardly sleeping", "barely eats", "scarcely slept": too little of it, read as "not sleeping" (insomnia), "not
    // eating" (loss of appetite); not a drowsiness or a urine finding met by the word "hardly" (tune23).
    .replace(/\b(?:hardly|barely|scarcely) (?:(sleep|sleeps|sleeping|slept)|eat|eats|eating|ate)\b/g, (_, sleep) =>
      sleep ? "not sleeping" : "not eating",
    )
    .replace(/won't/g, "wont")
    .replace(/n't\b/g, "nt")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/-/g, " ");
  return joinCompoundNumbers(genotypeWords(smsWords(localWords(lowered.split(/[^a-z0-9]+/).filter(Boolean)))));
}

/**
 * SMS and typed-in-a-hurry spellings of common words, joined to the word before anything else looks at them
 * ("i hav fevr n hedache", "i cnt breath", "ma stomac dey pain me"). Only spellings that are no other English
 * word are listed; "tommy" is the tummy only after a possessive ("my tommy is running"), elsewhere a name.
 */
const SMS_SPELLINGS: Record<string, string> = {
  fevr: "fever",
  fevar: "fever",
  feva: "fever",
  fiva: "fever",
  fevor: "fever",
  hed: "head",
  payn: "pain",
  paynin: "pain",
  hedache: "headache",
  hedach: "headache",
  headach: "headache",
  hedake: "headache",
  headake: "headache",
  cnt: "cant",
  cnnt: "cant",
  cannt: "cant",
  kant: "cant",
  dnt: "dont",
  cudnt: "couldnt",
  stomac: "stomach",
  stomack: "stomach",
  stomache: "stomach",
  stomch: "stomach",
  stomarch: "stomach",
  tumy: "tummy",
  tummi: "tummy",
  catarh: "catarrh",
  katarrh: "catarrh",
  katarh: "catarrh",
  vomitin: "vomiting",
  vomting: "vomiting",
  coff: "cough",
  cof: "cough",
  brest: "breast",
  hv: "have",
  hav: "have",
  hve: "have",
  ma: "my",
  n: "and",
  nd: "and",
  ur: "your",
  wit: "with",
  dis: "this",
  dat: "that",
  bcos: "because",
  bcoz: "because",
  coz: "because",
  nyt: "night",
  nite: "night",
  evry: "every",
  tym: "time",
  abt: "about",
  "2day": "today",
  runin: "running",
  // Language round 15: SMS spellings that are no other English word.
  sudn: "sudden",
  sudnly: "suddenly",
  suddn: "sudden",
  yelo: "yellow",
  yelow: "yellow",
  yello: "yellow",
  blud: "blood",
  bludy: "bloody",
  wiv: "with",
  breth: "breath",
  brethin: "breathing",
  swolen: "swollen",
  swolln: "swollen",
  diziness: "dizziness",
  dizy: "dizzy",
  tummie: "tummy",
};
/** Dropped final g of a symptom verb ("sneezin", "coughin", "bleedin"). */
const G_DROPPED =
  /^(sneez|cough|vomit|pain|itch|bleed|runn|stool|shiver|sweat|purg|swell|burn|throb|pound|tingl|ach|wheez|feel|scratch|peel|pee|urinat|spitt|fainti?|convuls|shak|breath|swallow|walk|talk|mov|chok|limp|drool|grunt|pass|bruis)in$/;
const POSSESSIVES = new Set(["my", "ma", "his", "her", "our", "their", "your", "d", "the"]);

function smsWords(words: string[]): string[] {
  return words.map((w, i) => {
    if (w === "tommy") return POSSESSIVES.has(words[i - 1] ?? "") ? "tummy" : w;
    if (G_DROPPED.test(w)) return `${w}g`;
    // The "i" dropped too: "bleedn", "vomitn", "coughn".
    if (G_DROPPED.test(`${w.slice(0, -1)}in`) && w.endsWith("n") && !w.endsWith("in")) return `${w.slice(0, -1)}ing`;
    // "rite side", "rite arm": right, only before a side or a part of the body ("rite" is also a ceremony).
    if (w === "rite" && /^(side|arm|leg|hand|eye|ear|foot|knee|chest|shoulder|hip)$/.test(words[i + 1] ?? ""))
      return "right";
    // "i feel wik", "my body wik": weak; "for 1 wik": a week.
    if (w === "wik" || w === "wiik")
      return /^(feel|feeling|felt|am|im|so|very|too|dey|body|i|is|was|getting|weak)$/.test(words[i - 1] ?? "")
        ? "weak"
        : "week";
    return SMS_SPELLINGS[w] ?? w;
  });
}

const GENOTYPES = new Set(["aa", "as", "ss", "sc", "ac"]);
/**
 * Haemoglobin genotype letters ("AS", "SS") are words only next to "genotype" ("my genotype is AS", "SS
 * genotype") or, for disease, after "I'm" ("I'm SS"); they become "hbas", "hbss". Elsewhere "as" is a
 * stopword and "ss" means nothing: "the ss is broken" is not sickle cell disease, and a question about
 * genotype is not the sickle cell trait.
 */
function genotypeWords(words: string[]): string[] {
  return words.map((w, i) => {
    if (!GENOTYPES.has(w)) return w;
    const prev = words[i - 1] ?? "";
    const near = prev === "genotype" || words[i - 2] === "genotype" || /^genotypes?$/.test(words[i + 1] ?? "");
    // "I'm SS", "my SS daughter", "pikin wey get SS", "she has SC".
    const said =
      (w === "ss" || w === "sc") &&
      (["im", "am", "hb", "get", "has", "have", "with", "na", "are", "is"].includes(prev) ||
        (["my", "our", "her", "his"].includes(prev) &&
          /^(son|daughter|child|baby|pikin|boy|girl|brother|sister)$/.test(words[i + 1] ?? "")));
    const trait = w === "as" && (prev === "im" || prev === "am") && i === words.length - 1;
    return near || said || trait || prev === "hb" ? `hb${w}` : w;
  });
}

const WEATHER_OR_THINGS = new Set(
  (
    "weather today outside sun sunny season harmattan rain raining afternoon climate " +
    "soup pepper food tea laptop phone car engine iron stove pot rice beans meat bread jollof " +
    // Dishes that burn in the pot ("the stew don burn") or are served hot.
    "stew yam plantain dodo egusi eba garri amala moi akara suya fish cake toast pap"
  ).split(" "),
);
const BODY_WORDS = new Set(
  "body feel feeling felt skin forehead head hand hands temperature chest belly stomach".split(" "),
);
/** Parts of the body that make a noise worth a finding (ringing ears, a rumbling belly, a clicking joint). */
const NOISY_PARTS = new Set(
  "ear ears head belly stomach tummy chest knee knees joint joints jaw neck back bones throat breathing breath".split(
    " ",
  ),
);
const PIDGIN_SUBJECT = new Set([
  "i",
  "you",
  "u",
  "e",
  "we",
  "una",
  "dem",
  "im",
  "he",
  "she",
  "they",
  "go",
  "wetin",
  "how",
  "no",
]);
/** Things that are "weak" without anyone being tired: a team, a network, a currency. */
const WEAK_THINGS = new Set(
  "team defence defense attack network signal battery economy naira cedi wifi connection government".split(" "),
);
const CHEST_WORDS = new Set(["chest", "breast", "heart"]);
/** Parts of the body whose pain is told as "killing me" (clinical-terms round 23). */
const PAINFUL_PARTS = new Set(
  (
    "head back tooth teeth belly stomach tummy chest neck knee knees leg legs foot feet ear ears eye eyes throat " +
    "shoulder hip hips joints waist arm arms jaw side ankle wrist heel"
  ).split(" "),
);
const MONEY_WORDS = new Set("money cash fee fees naira dollars bill bills rent payment balance debt".split(" "));
/** Auxiliaries before "fit" make it the verb of size ("does not fit", "won't fit"), never a seizure noun. */
const FIT_AUXILIARIES = new Set(
  "does do did doesnt dont didnt will wont would wouldnt can cant could couldnt should might must".split(" "),
);
/** Bare verbs after Pidgin "fit" (= can): "e fit do", "who fit help", "this drug fit work". */
const PIDGIN_FIT_VERBS = new Set(
  "do help work go come see tell give know buy pay use check send find carry cure treat answer talk sleep eat".split(
    " ",
  ),
);
const FIT_PEOPLE = new Set(
  "guy guys man men woman women girl girls boy boys person people lady ladies bro body player figure physique shape".split(
    " ",
  ),
);
const SCALD_WORDS = new Set(
  "water oil tea soup poured pour spilled spill scald scalded burn burnt burned skin hand hands leg legs arm arms foot feet face chest body baby child".split(
    " ",
  ),
);
/** Words that tell a hot liquid landing on someone (a scald), not a hot drink being drunk. */
const SCALD_LANDING = new Set("spilled spilt spill spills poured splashed onto scalded scald".split(" "));
const FALL_WORDS = new Set(["fell", "fall", "falls", "falling"]);
const FALLING_THINGS = new Set(
  "naira dollar dollars cedi pound euro price prices rate rates market stock stocks share shares value currency beads bead phone cup plate glass bottle leaves rain book books grades grade marks scores results performance sales standard standards".split(
    " ",
  ),
);
const FLOOD_PLACES = new Set(
  "rain street streets road roads house compound area town city river water estate bridge lagos village office".split(
    " ",
  ),
);
const BELLY_WORDS = new Set("belly stomach tummy bloated bloating pass passing fart farting".split(" "));
const EMOTIONS = new Set("anger rage desire passion jealousy envy shame curiosity love hate excitement".split(" "));
const PEOPLE_AFTER = new Set("my his her our their us them everyone everybody people parents".split(" "));
const GROUPS = new Set(
  "coach team government family teacher boss company club manager school country club players police".split(" "),
);
const GIVE_WORDS = new Set(["give", "giving", "gave", "gives", "given"]);
/** People and worries that "give someone headache" in the Nigerian English sense (trouble). */
const TROUBLE_WORDS = new Set(
  (
    "wahala landlord landlady bill bills nepa phcn boss matter matters issue issues problem problems government " +
    "registration exam exams jamb waec fees rent traffic customer customers job business in law inlaw inlaws " +
    "husband wife children pikin pikins neighbour neighbours neighbor people politics money debt " +
    // Language round 17: a fuel queue, scarcity or prices "giving me a headache" are worry too.
    "queue queues fuel petrol scarcity strike strikes inflation prices economy"
  ).split(" "),
);
const LOW_BELLY = new Set("belly belle bele stomach tummy abdomen".split(" "));
const PIDGIN_ING: Record<string, string> = {
  drink: "drinking",
  eat: "eating",
  suck: "sucking",
  feed: "feeding",
  wake: "waking",
  breathe: "breathing",
  breath: "breathing",
  talk: "talking",
  answer: "answering",
  respond: "responding",
  cry: "crying",
  play: "playing",
  kick: "kicking",
  sleep: "sleeping",
};
const PIDGIN_NO_VERBS = new Set("come comot show see sleep hear pass piss shit waka walk stop".split(" "));
const FLANK_WORDS = new Set(["back", "loin", "kidney", "ribs", "groin", "belly", "stomach", "tummy", "abdomen"]);
/** Things that "cut" without a wound: the network, the light (power), a call ("this network dey cut every time"). */
const CUT_THINGS = new Set("network signal light nepa power call calls line connection wifi data current".split(" "));
/** Joys and surprises one "nearly faints from": a figure of speech, not presyncope. */
const JOY_WORDS = new Set("joy happiness excitement laughter laughing laugh surprise".split(" "));
/**
 * Animals, machines and money: "my goat is coughing", "the generator is coughing", "the dog is limping", "my
 * account is bleeding", "the business is dying".
 */
const NOT_PEOPLE = new Set(
  (
    "goat goats dog dogs cat cats cow cows chicken chickens fowl fowls hen hens ram sheep pig pigs horse bird birds " +
    "parrot puppy kitten rabbit rabbits generator gen car engine motor bike okada keke fan fridge freezer tv radio " +
    "printer computer laptop phone machine account accounts wallet pocket purse business company shop economy " +
    "bank savings salary budget"
  ).split(" "),
);
const DETERMINERS = new Set("the my our his her their your a this that dis dat".split(" "));
/** Verbs after which the noun before them is what the clause is about ("the dog is limping", "my goat dey cough"). */
const SUBJECT_LINKS = new Set("is are was were dey de has have had keeps kept started start don been".split(" "));
const COPULAS = new Set(["is", "was", "be", "are", "its", "thats", "were"]);
const FIGURE_ADJECTIVES = new Set(["big", "real", "serious", "total", "proper", "major", "huge"]);
/** Meals: a belly "full after the party rice" is a meal, not bloating (feeling full quickly is early satiety). */
const MEAL_WORDS = new Set(
  "rice jollof food party meal meals eating ate eat chop chopped dinner lunch breakfast feast swallow".split(" "),
);
/** Alcoholic drinks ("I don't drink alcohol", "drinking beer"). */
const ALCOHOL_WORDS = new Set(
  "alcohol beer beers gin ogogoro wine spirits spirit liquor whisky whiskey burukutu brandy vodka schnapps".split(" "),
);
/** Drinks that are served cold or hot. */
const DRINKS = new Set("water drink drinks coke juice tea coffee beer minerals zobo malt milo pap soda".split(" "));
const SMALL_MEAL = new Set("small little quickly quick early few easily bit".split(" "));
/** What follows "can't stand" when it is a posture ("straight", "upright"); dislike ("can't stand my boss") and an
 * unbearable pain ("can't stand this headache") are read first, in lay-constructions.ts round21. */
const STAND_POSTURE_NEXT = /^(straight|upright|erect)$/;
/** What follows "wake (up)" when it is about rising on time: "early", "in the morning", "for school", "at 6", "when the alarm". */
const WAKE_TIME = /^(early|earlier|late|at|before|till|until|by|daily|mornings?)$/;
const WAKE_TIME_AFTER: Record<string, RegExp> = {
  on: /^time$/,
  in: /^(the|morning|mornings|time)$/,
  every: /^(morning|day|time)$/,
  for: /^(school|work|class|classes|lecture|lectures|church|mass|mosque|prayer|prayers|fajr|exam|exams|job|office|duty)$/,
  when: /^(my|the|alarm)$/,
};
const WAKE_CANT = /^(cant|cannot|couldnt|hard|difficult|struggle|struggling|trouble)$/;

/** "wake" at i is rising from sleep as a habit: "can't wake up early", or "I can't wake up" of the writer. */
function wakeHabit(words: string[], i: number): boolean {
  const before = words[i - 1] === "to" ? (words[i - 2] ?? "") : (words[i - 1] ?? "");
  const k = words[i + 1] === "up" ? i + 2 : i + 1;
  const after = words[k] ?? "";
  const onTime = WAKE_TIME.test(after) || Boolean(WAKE_TIME_AFTER[after]?.test(words[k + 1] ?? ""));
  // "I didn't wake up on time", "hope I don't wake up late": the hour, not the waking.
  if (/^(dont|didnt|never)$/.test(before) || after === "late") return onTime || after === "late";
  if (!WAKE_CANT.test(before)) return false;
  if (onTime) return true;
  // The writer: "I can't wake up", "I find it hard to wake up" (nobody else named before the verb).
  const subject = words.slice(Math.max(0, i - 5), i);
  return subject.includes("i") && !/^(him|her|them|baby|the|my|he|she)$/.test(after);
}
/** A word the context shows is not a symptom becomes this, which matches nothing. */
export const NEUTRAL = "zzneutral";

/**
 * Context for user text (not for knowledge-base aliases): common words that name a symptom only in some
 * company. "fit" is a seizure in "had a fit" but ability in Pidgin ("I no fit breathe" = I can't breathe)
 * and fitness in "keep fit"; "hot" and "cold" describe the weather or food; "pressure" a tyre; "running"
 * late or low; "heavily" the rain; "tired of" the government.
 */
const WITNESS_WORDS = new Set("saw seen see sees watched watch watching witnessed witness".split(" "));
const CRASH_FILLER = new Set(
  "a an the one that this terrible bad serious big car bus motor motorbike bike okada keke road traffic truck lorry tanker".split(
    " ",
  ),
);
const CRASH_WORDS = new Set("crash crashes accident accidents collision".split(" "));
export function contextualWords(words: string[]): string[] {
  const out = [...words];
  const near = (i: number, span: number, set: Set<string>) => {
    for (let k = Math.max(0, i - span); k <= Math.min(words.length - 1, i + span); k++)
      if (k !== i && set.has(words[k] as string)) return true;
    return false;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const prev = words[i - 1] ?? "";
    const next = words[i + 1] ?? "";
    // An animal or a machine the clause is about ("my goat is coughing", "the generator is coughing, we need
    // diesel", "the dog is limping"): its symptoms are nobody's here. Up to "and"/"but" or a person.
    if (
      NOT_PEOPLE.has(w) &&
      (DETERMINERS.has(prev) || (NOT_PEOPLE.has(prev) && DETERMINERS.has(words[i - 2] ?? ""))) &&
      SUBJECT_LINKS.has(next) &&
      // "the generator was running near the window": a machine at work (fumes), not a figure of speech.
      !/^(running|run|on|working|smoking|left)$/.test(words[i + 2] ?? "")
    ) {
      for (let k = i + 1; k < words.length; k++) {
        const x = words[k] as string;
        if (/^(and|but|zz.*zz)$/.test(x) || SELF_WORDS.has(x)) break;
        out[k] = NEUTRAL;
      }
      continue;
    }
    // "he saw a car crash", "we watched an okada accident", "witnessed a road accident": a crash someone saw is no
    // injury of theirs (the chat's "bad dreams since he saw a car crash" is a child's nightmares, NHS; em25's crash
    // aliases are for the person who was in it).
    if (WITNESS_WORDS.has(w)) {
      let k = i + 1;
      while (k < words.length && k <= i + 4 && CRASH_FILLER.has(words[k] as string)) k++;
      if (k < words.length && k <= i + 4 && CRASH_WORDS.has(words[k] as string)) {
        for (let j = i + 1; j <= k; j++) out[j] = NEUTRAL;
        continue;
      }
    }
    // "I can't stand the noise", "she can't stand him", "I can't stand waiting": dislike; "I can't stand straight"
    // (bent with pain) and "can't stand for long" (dizzy on standing): not the prostration of "too weak to stand".
    if (
      w === "stand" &&
      prev === "cant" &&
      (STAND_POSTURE_NEXT.test(next) ||
        (next === "for" && /^(long|too)$/.test(words[i + 2] ?? "")) ||
        // "can't stand up straight": bent with pain.
        (next === "up" && /^(straight|properly|upright|tall)$/.test(words[i + 2] ?? "")))
    ) {
      out[i] = NEUTRAL;
      continue;
    }
    // "pain at the back of the mouth", "a sore at the back of my throat", "pain behind... the back of my eye": a place
    // in the mouth, throat, nose or eye, not the back (the spine) — "back of" goes, the part stays.
    if (
      w === "back" &&
      next === "of" &&
      /^(mouth|throat|tongue|eye|eyes|nose|palate)$/.test(
        /^(the|my|his|her|your|their|ma|me)$/.test(words[i + 2] ?? "") ? (words[i + 3] ?? "") : (words[i + 2] ?? ""),
      )
    ) {
      out[i] = NEUTRAL;
      out[i + 1] = NEUTRAL;
      i += 1;
      continue;
    }
    // "dizzy, can't stand", "so giddy I can't stand": dizziness on standing, which the phrase of dizziness reads,
    // not the prostration of a person too weak to stand.
    if (
      w === "stand" &&
      prev === "cant" &&
      words.slice(Math.max(0, i - 4), i + 4).some((x) => /^(dizzy|dizziness|giddy|lightheaded|spinning)$/.test(x))
    ) {
      out[i - 1] = NEUTRAL;
      continue;
    }
    // "I can't wake up early", "hard to wake up in the morning", "my brother can't wake up for school": a sleep habit
    // (NICE CKS Insomnia asks about sleep pattern), not a person who cannot be roused. So is "I can't wake up" said by
    // the writer, who is awake. "Can't wake him", "won't wake up" of someone else stay unconsciousness.
    // "The generator house", "gen house": the shed outside where a generator is kept (Nigerian English), not a
    // generator inside the house (carbon monoxide is a generator run indoors).
    if (w === "house" && /^(generator|gen|genarator|generator's)$/.test(prev)) {
      out[i] = "shed";
      continue;
    }
    if (w === "wake" && wakeHabit(words, i)) {
      out[i] = NEUTRAL;
      continue;
    }
    if (w === "fit" || w === "fits" || w === "fitness" || w === "fitting" || w === "fitted") {
      if (w === "fitness" || w === "fitted") out[i] = NEUTRAL;
      // "he is fit", "she was fit": the adjective (healthy); "fit for the job": able. "Had a fit for ten minutes"
      // is a seizure (the noun after an article or a verb of having).
      else if (w === "fit" && COPULAS.has(prev)) out[i] = NEUTRAL;
      // "The shoe does not fit", "it will fit", "the key didn't fit": the verb (size), after an auxiliary.
      else if (
        (w === "fit" || w === "fits") &&
        (FIT_AUXILIARIES.has(prev) || (prev === "not" && FIT_AUXILIARIES.has(words[i - 2] ?? "")))
      )
        out[i] = NEUTRAL;
      else if (
        w === "fit" &&
        next === "for" &&
        !["a", "one", "another", "having", "had", "the", "this", "that", "his", "her"].includes(prev)
      )
        out[i] = NEUTRAL;
      // Pidgin "no fit" = cannot; "I fit", "wetin I fit" = can.
      else if (w === "fit" && prev === "no") {
        out[i - 1] = "cant";
        out[i] = NEUTRAL;
      } else if (w === "fit" && PIDGIN_SUBJECT.has(prev)) out[i] = NEUTRAL;
      // Pidgin "fit" before a bare verb is "can": "wetin this app fit do", "who fit help me", "the drug fit work".
      else if (
        w === "fit" &&
        !/^(a|one|another|the|this|that|had|has|having|his|her)$/.test(prev) &&
        (PIDGIN_FIT_VERBS.has(next) || words.slice(0, i).includes("wetin"))
      )
        out[i] = NEUTRAL;
      // "A fit guy", "fit girls": fit before a person is fitness, not a seizure.
      else if (FIT_PEOPLE.has(next)) out[i] = NEUTRAL;
      else if (["keep", "stay", "very", "physically", "feel", "feeling", "so", "be", "get", "getting"].includes(prev))
        out[i] = NEUTRAL;
      else if (
        ["as", "and", "enough", "me", "you", "him", "her", "them", "well", "into", "perfectly"].includes(next) &&
        // Language round 17: "he had a fit and now is not responding" is a seizure; "a fit and healthy man" is not.
        // Language round 19: "fits and fever in my son" — the plural noun leads a list of symptoms (a verb "fits" has
        // its thing before it, "it fits and looks good"; "in fits and starts" is an idiom).
        !(
          w === "fits" &&
          next === "and" &&
          (i === 0 ||
            /^(had|has|have|having|with|of|his|her|my|the|and|get|got|dey|many|several|no|any|without)$/.test(prev)) &&
          !/^(starts|start)$/.test(words[i + 2] ?? "")
        ) &&
        !(
          next === "and" &&
          /^(a|another|one|had|has|having|big|bad|long|first)$/.test(prev) &&
          !/^(healthy|strong|well|active|fine|young|lean|handsome|athletic|happy|trim)$/.test(words[i + 2] ?? "")
        )
      )
        out[i] = NEUTRAL;
    } else if (w === "hot" || w === "cold" || w === "heavily" || w === "warm") {
      // "He is hot-tempered", "she's hot headed": a temper (Oxford), not a body that is hot (em27 reads "he is hot").
      if (w === "hot" && /^(tempered|temper|headed|blooded)$/.test(next)) {
        out[i] = NEUTRAL;
        out[i + 1] = NEUTRAL;
        continue;
      }
      // "burnt by a hot iron": the hot thing that burnt (kept with the burn).
      if (w === "hot" && words.slice(Math.max(0, i - 4), i).some((x) => /^(burnt|burned|scalded|burn)$/.test(x)))
        continue;
      // "hot tea spilled on her chest", "hot water poured on the child": a scald, kept (NICE CKS burns and scalds).
      if (w === "hot" && words.slice(i + 1, i + 4).some((x) => /^(spilled|spilt|spill|poured|pour|splashed)$/.test(x)))
        continue;
      // "hot tea spilled on her", "pulled the hot soup onto his chest": a hot drink or food that lands on someone is
      // a scald (NICE CKS Burns and scalds: the commonest burn of young children), kept with the burn.
      if (w === "hot" && near(i, 8, SCALD_LANDING)) continue;
      if (near(i, 4, WEATHER_OR_THINGS) && !near(i, 4, BODY_WORDS)) out[i] = NEUTRAL;
      // "Cold water please", "a cold drink", "hot tea": a drink that is cold or hot, not cold exposure or fever.
      // Being in cold water ("stuck in cold water", "fell into cold water") and teeth hurt by it stay.
      else if (
        w !== "heavily" &&
        DRINKS.has(next) &&
        !words.slice(Math.max(0, i - 3), i).some((x) => /^(in|into|inside|under|stuck|fell|swam|swimming)$/.test(x)) &&
        !near(i, 5, BODY_WORDS) &&
        !words.some((x) =>
          /^(tooth|teeth|gum|gums|pain|paining|pains|hurt|hurts|ache|aches|sensitive|sting|stings|poured|spilled|spilt|splashed|burn|burnt|burned|skin|blister|blisters|blistered)$/.test(
            x,
          ),
        )
      )
        out[i] = NEUTRAL;
    } else if (w === "burnt" || w === "burned" || w === "burning" || w === "burn") {
      // The rice is burnt; a burnt hand is a burn. "Burnt by a hot iron", "burned with the stove": the thing that
      // burnt the person (NICE CKS burns: contact burns from irons and cookers), a burn.
      if (/^(by|with|from|on)$/.test(next) && w !== "burning") continue;
      // "burning urine", "burning when I pee": the burn of dysuria, whatever else the sentence holds ("today").
      if (/^(urine|pee|piss|wee|urination|when|while)$/.test(next)) continue;
      if (near(i, 4, WEATHER_OR_THINGS) && !near(i, 4, BODY_WORDS)) out[i] = NEUTRAL;
      // "burning the midnight oil", "the DJ was burning the place": burning something is not a burn.
      else if (w === "burning" && next === "the" && !BODY_WORDS.has(words[i + 2] ?? "")) out[i] = NEUTRAL;
      // "burning with anger": a feeling.
      else if (next === "with" && EMOTIONS.has(words[i + 2] ?? "")) out[i] = NEUTRAL;
    } else if (
      (w === "bleeding" || w === "bleed") &&
      ["points", "money", "cash", "customers", "fans", "goals", "votes", "players", "value", "jobs"].includes(next)
    ) {
      // A team or a business "bleeding points/money" is not bleeding.
      out[i] = NEUTRAL;
    } else if (w === "pressure") {
      if (["tyre", "tire", "water", "air", "gas"].includes(prev) || next === "cooker") out[i] = NEUTRAL;
    } else if (w === "running" || w === "run" || w === "runs") {
      if (
        ["late", "low", "out", "away", "errands", "errand", "business", "every", "a", "around"].includes(next) &&
        !(next === "a" && words[i + 2] === "temperature")
      )
        out[i] = NEUTRAL;
    } else if (
      w === "tired" &&
      next === "of" &&
      !["life", "living"].includes(words[i + 2] ?? "") &&
      // Emergency round 27: "tired of this life", "tired of my life", "tired of this world" are a wish to die too
      // (NICE NG225, WHO mhGAP), not being fed up with a thing.
      !(/^(this|my|the|dis)$/.test(words[i + 2] ?? "") && /^(life|world|living)$/.test(words[i + 3] ?? ""))
    )
      out[i] = NEUTRAL;
    // "belly pain don start", "the headache has just started": the onset said with nothing after it is when,
    // not what ("pain started around the navel" keeps its site).
    else if (
      /^(start|started|starting|begin|began|beginning)$/.test(w) &&
      (next === "" || /^(today|yesterday|now|again|o|oh|sha)$/.test(next))
    )
      out[i] = NEUTRAL;
    // "a bit swollen", "burnt my hand a bit": the degree (slightly), not the past of "bite" ("it bit me", "bit by
    // a dog", "the dog bit a bit of his ear" keep the bite).
    else if (w === "bit" && (prev === "a" || prev === "little") && next !== "me" && next !== "by") out[i] = "slightly";
    else if (w === "heart" && (next === "goes" || next === "go" || prev === "broke" || prev === "broken"))
      out[i] = NEUTRAL;
    else if (w === "dying" && next === "to") out[i] = NEUTRAL;
    // "I don't know", "I no know o", "I no sabi": the speaker's own non-answer, not someone who knows no one
    // (confusion is "he doesn't know where he is", "she no know anybody").
    else if (
      (w === "know" || w === "sabi") &&
      ["dont", "no", "didnt", "not", "do"].includes(prev) &&
      (words[i - 2] === "i" || (prev === "not" && words[i - 2] === "do" && words[i - 3] === "i")) &&
      words.slice(i + 1).every((x) => /^(o|oh|sha|abeg|really|yet|now|zz\w+zz)$/.test(x))
    )
      out[i] = NEUTRAL;
    // "Not that I know of", "not as far as I know", "I know": what the speaker knows, a non-answer. Only when
    // nothing follows that the person could fail to know (confusion is "I don't know where I am").
    else if (
      (w === "know" || w === "sabi") &&
      (prev === "i" || prev === "we") &&
      words.slice(0, i).some((x) => NOT_WORDS.has(x) || x === "far") &&
      words.slice(i + 1).every((x) => /^(of|o|oh|sha|abeg|really|yet|now|zz\w+zz)$/.test(x))
    ) {
      out[i] = NEUTRAL;
      for (let k = 0; k < i; k++) if (NOT_WORDS.has(words[k] as string)) out[k] = NEUTRAL;
    }
    // "She fell for him", "he fell for the scam": the idiom (love, a trick), not a fall.
    else if (
      FALL_WORDS.has(w) &&
      next === "for" &&
      /^(him|her|them|it|the|that|this|his|a|an|me|you)$/.test(words[i + 2] ?? "")
    )
      out[i] = NEUTRAL;
    // Pidgin "e choke!", "omo e choke o": the exclamation (it is overwhelming, impressive), said of nothing. Choking
    // is said of someone on something ("e choke for fish bone", "the food choke am", "pikin dey choke").
    else if (
      /^(choke|chook)$/.test(w) &&
      prev === "e" &&
      words.slice(0, i - 1).every((x) => /^(omo|chai|wow|haa|ah|ehen|zz\w+zz)$/.test(x)) &&
      words.slice(i + 1).every((x) => /^(o|oo|ooo|oh|sha|die|well|zz\w+zz)$/.test(x))
    )
      out[i] = NEUTRAL;
    // Pidgin "I don tire for this country", "I tire for this work": fed up with something, like English "tired of"
    // (tired of life stays: hopelessness).
    // Only before a thing or a person ("tired for months" is a duration).
    else if (
      /^(tire|tired)$/.test(w) &&
      next === "for" &&
      /^(this|dis|that|dat|the|am|dem|una|him|her|them|my|our|people|everybody|wahala|nonsense)$/.test(
        words[i + 2] ?? "",
      ) &&
      !/^(life|living)$/.test(words[i + 3] ?? "") &&
      // "tired for the last three months", "tired for the whole week": a duration (language round 24).
      !(
        /^(the|this|dis)$/.test(words[i + 2] ?? "") &&
        /^(last|past|whole|entire|first|next|same)$/.test(words[i + 3] ?? "")
      )
    )
      out[i] = NEUTRAL;
    // "My stomach is full", "my belle don full": satisfied after eating, not bloating ("feels full", "full of gas",
    // "full quickly" stay).
    else if (
      w === "full" &&
      /^(is|was|don|dey|be)$/.test(prev) &&
      LOW_BELLY.has(words[i - 2] ?? "") &&
      words.slice(i + 1).every((x) => /^(o|oo|now|already|sha|abeg|zz\w+zz)$/.test(x))
    )
      out[i] = NEUTRAL;
    // Pidgin "e dey pain am small", "it hurts me small": a little, said of the verb, not little urine.
    else if (w === "small" && /^(am|me|him|her|us|them|it)$/.test(prev)) out[i] = NEUTRAL;
    // "fell from a low height", "a small height": not the fall from a height that can break the spine (NICE NG41:
    // a fall from over 1 metre or 5 stairs is a dangerous mechanism).
    else if (w === "height" && /^(low|small|short|little)$/.test(prev)) out[i] = NEUTRAL;
    // Pidgin "make I go chop", "make we go": "let me / let us", not "makes it better".
    else if (
      w === "make" &&
      /^(i|we|una|u|you|dem)$/.test(next) &&
      (i === 0 || /^(abeg|oya|pls|please|zz\w+zz)$/.test(prev))
    )
      out[i] = NEUTRAL;
    // "He coughed up the money", "cough up the fees": the idiom for paying.
    else if (
      /^(cough|coughs|coughed|coughing)$/.test(w) &&
      next === "up" &&
      words.slice(i + 2, i + 5).some((x) => MONEY_WORDS.has(x))
    )
      out[i] = NEUTRAL;
    // "Injured with a stick", "the stick entered his eye": the noun (a piece of wood), never "sticky".
    else if ((w === "stick" || w === "sticks") && /^(a|the|with|wooden|big|small|sharp|this|that|broom)$/.test(prev))
      out[i] = "wood";
    // "my back is killing me" is pain there, "exam stress is killing me" a figure of speech: never a wish to die.
    // Clinical-terms round 23: with a part of the body just before ("my back tooth is killing me", "my head dey kill
    // me"), the figure is how bad the pain there is, read as the pain (a site told before "hurting me").
    else if ((w === "killing" || w === "kills") && (next === "me" || next === "it"))
      out[i] = words.slice(Math.max(0, i - 4), i).some((x) => PAINFUL_PARTS.has(x)) ? "hurting" : NEUTRAL;
    // "The left side of my chest" is where the chest pain is, not pain in the side (flank).
    else if ((w === "side" || w === "sided") && near(i, 4, CHEST_WORDS) && !near(i, 4, FLANK_WORDS)) out[i] = "the";
    // Idioms and everyday uses of symptom words: "he is a pain in the neck", "I passed out of unilag" (Nigerian
    // English: graduated), "burning the midnight oil", "itching to travel", "I need to lose weight", "my blood
    // dey boil" (anger), "I cut my hair", "this registration is a big headache", "Chelsea defence is weak".
    else if (w === "pain" && prev === "a" && next === "in" && words[i + 3] === "neck") {
      out[i] = NEUTRAL;
      out[i + 3] = NEUTRAL;
    } else if (w === "passed" && next === "out" && ["of", "from"].includes(words[i + 2] ?? "")) {
      out[i] = NEUTRAL;
      out[i + 1] = NEUTRAL;
    } else if ((w === "itching" || w === "itchy") && next === "to" && !BODY_WORDS.has(words[i + 2] ?? ""))
      out[i] = NEUTRAL;
    else if (w === "lose" && prev === "to" && next === "weight") {
      out[i] = NEUTRAL;
      out[i + 1] = NEUTRAL;
    } else if ((w === "boil" || w === "boiling") && (prev === "blood" || words[i - 2] === "blood")) out[i] = NEUTRAL;
    else if ((w === "cut" || w === "cutting" || w === "cuts") && near(i, 4, CUT_THINGS)) out[i] = NEUTRAL;
    // "I've tried to cut down (on drinking)": the phrasal verb is drinking or smoking less, not a wound.
    else if ((w === "cut" || w === "cutting") && next === "down") out[i] = NEUTRAL;
    // "she is not responding to my messages", "not answering his phone": a phone, not consciousness.
    else if (
      /^(respond|responding|responds|answer|answering|answers)$/.test(w) &&
      words.slice(i + 1, i + 4).some((x) => PHONE_WORDS.has(x))
    )
      out[i] = NEUTRAL;
    // "I nearly fainted from joy": happiness, not presyncope.
    else if (
      /^(faint|fainted|fainting|collapse|collapsed|die|died|dying)$/.test(w) &&
      ["from", "with", "of"].includes(next) &&
      JOY_WORDS.has(words[i + 2] ?? "")
    )
      out[i] = NEUTRAL;
    // "How much is paracetamol now?", "the price of insulin": a price, not a dose taken.
    else if (
      (w === "how" && next === "much" && ["is", "are", "does", "do", "dey", "be"].includes(words[i + 2] ?? "")) ||
      ((w === "price" || w === "cost") && next === "of")
    ) {
      for (let k = i; k < words.length && !/^zz.*zz$/.test(words[k] as string); k++) out[k] = NEUTRAL;
      break;
    } else if (w === "full" && near(i, 5, MEAL_WORDS) && !near(i, 5, SMALL_MEAL)) out[i] = NEUTRAL;
    else if (
      (w === "cut" || w === "cutting") &&
      ["hair", "nails", "nail", "grass", "cake", "bread", "onions", "onion"].some((x) =>
        words.slice(i + 1, i + 4).includes(x),
      )
    )
      out[i] = NEUTRAL;
    // "This registration is a big headache", "that movie was a real headache", "it's a headache": a nuisance.
    else if (
      (w === "headache" || w === "headaches") &&
      ((FIGURE_ADJECTIVES.has(prev) && words[i - 2] === "a" && COPULAS.has(words[i - 3] ?? "")) ||
        (prev === "a" && COPULAS.has(words[i - 2] ?? "")))
    )
      out[i] = NEUTRAL;
    else if (w === "weak" && near(i, 4, WEAK_THINGS)) out[i] = NEUTRAL;
    // A low temperature is the opposite of a fever (in a young infant, below 35.5 °C, a danger sign: WHO IMCI),
    // so "temperature" there never names fever: "low temperature", "temperature is low", "temp dropped".
    else if (
      (w === "temperature" || w === "temp") &&
      (["low", "lower", "below"].includes(prev) ||
        ["low", "dropped", "dropping"].includes(next) ||
        (["is", "was", "dey", "be", "has", "keeps"].includes(next) &&
          ["low", "lower", "dropped", "dropping", "falling"].includes(words[i + 2] ?? "")))
    )
      out[i] = NEUTRAL;
    // A kettle or water "boiling" is heat, not a skin boil (the noun): "boiling"/"boiled" are never the lump.
    // Next to a scald it is what it says, very hot ("boiling water poured on my leg" is a burn).
    else if (w === "boiling" || w === "boiled") out[i] = near(i, 4, SCALD_WORDS) ? "hot" : NEUTRAL;
    // Money, prices and things fall without injury: "the naira fell again", "my waist beads fell off".
    else if (FALL_WORDS.has(w) && [prev, words[i - 2] ?? ""].some((x) => FALLING_THINGS.has(x))) out[i] = NEUTRAL;
    // "The rain flooded our street": flooding of a place is not heavy menstrual flooding.
    else if ((w === "flood" || w === "flooded" || w === "flooding" || w === "floods") && near(i, 4, FLOOD_PLACES))
      out[i] = NEUTRAL;
    // Cooking gas (a cylinder, refilled, finished) is not intestinal gas.
    else if (
      w === "gas" &&
      (["cooking", "buy", "bought", "refill", "fill", "kitchen", "our", "the"].includes(prev) ||
        ["cylinder", "station", "cooker", "finished", "finish", "price", "bottle", "plant"].includes(next)) &&
      !near(i, 4, BELLY_WORDS)
    )
      out[i] = NEUTRAL;
    // Nigerian English "X dey give me headache", "NEPA bill is giving me headache": trouble from a person or a
    // bill is worry, not a headache; a noise, the sun or a smell giving a headache is one.
    else if (
      (w === "headache" || w === "headaches") &&
      words.slice(Math.max(0, i - 4), i).some((x) => GIVE_WORDS.has(x)) &&
      near(i, 8, TROUBLE_WORDS)
    )
      out[i] = NEUTRAL;
    // "The match was a headache for the coach": a problem for someone, not a pain in anyone's head.
    else if (
      (w === "headache" || w === "headaches") &&
      ["a", "big", "real", "serious"].includes(prev) &&
      ["for", "to"].includes(next) &&
      (PEOPLE_AFTER.has(words[i + 2] ?? "") || (words[i + 2] === "the" && GROUPS.has(words[i + 3] ?? "")))
    )
      out[i] = NEUTRAL;
    // "My heart skipped a beat when she said yes": the idiom for surprise, told with what caused it.
    else if (
      (w === "skipped" || w === "skip") &&
      next === "a" &&
      words[i + 2] === "beat" &&
      words.slice(i + 3, i + 5).some((x) => x === "when" || x === "as")
    ) {
      out[i] = NEUTRAL;
      for (let k = Math.max(0, i - 3); k < i; k++) if (words[k] === "heart") out[k] = NEUTRAL;
    }
    // "No sweat, I'll do it": opening a sentence and followed by the speaker's promise, the idiom for "easy".
    else if (
      w === "sweat" &&
      prev === "no" &&
      i === 1 &&
      ["ill", "i", "we", "well", "bro", "man", "boss"].includes(next)
    )
      out[i] = NEUTRAL;
    // Nigerian English "the pile is worrying me", "this cough dey worry me", "fever dey worry my pikin": it
    // troubles someone, not anxiety.
    else if (
      (w === "worrying" || w === "worry" || w === "disturbing") &&
      /^(me|am|him|her|us|them|my|his|our|their|the|dis|this|that|dat|pikin|baby)$/.test(next) &&
      prev !== "i" &&
      prev !== "mind"
    )
      out[i] = NEUTRAL;
    // A generator, a car or the neighbours "making noise" is not a symptom; an ear or a knee that does is.
    else if (
      (w === "noise" || w === "noises") &&
      ["make", "makes", "making", "made"].includes(prev) &&
      !near(i, 5, NOISY_PARTS)
    )
      out[i] = NEUTRAL;
  }
  figurativeFrames(words, out);
  pastAndMedicineWords(words, out);
  abilityKept(words, out);
  return out;
}

// Emergency sweep 18: what a person can still do is the absence of the danger sign, not the sign ("she can drink",
// "he can swallow", "I can breathe", "can walk on it"): WHO IMCI asks "is the child able to drink?" and a yes is the
// reassuring answer. Only "can" directly before the verb, not after a negation ("can not", "cant" are other words):
// "can only drink a little", "can hardly breathe", "can barely swallow" keep their meaning.
const ABILITY_VERBS = new Set(
  "drink drinks drinking swallow swallows breathe breath walk walks eat eats talk talks speak stand feed feeds".split(
    " ",
  ),
);
const ABILITY_NEGATORS = new Set(["not", "never", "no", "nobody", "hardly", "barely", "t"]);
function abilityKept(words: string[], out: string[]): void {
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i] !== "can" || !ABILITY_VERBS.has(words[i + 1] as string)) continue;
    if (ABILITY_NEGATORS.has(words[i - 1] ?? "")) continue;
    out[i] = NEUTRAL;
    out[i + 1] = NEUTRAL;
  }
}

/** Verbs of throwing: one "throws" or "pitches" a fit (a tantrum), never a seizure. */
const THROW_VERBS = new Set("throw throws threw thrown throwing pitch pitches pitched pitching".split(" "));
/** Demonstratives: "this heat", "that sun" point at the weather of the moment, not a lasting intolerance. */
const DEMONSTRATIVES = new Set(["this", "that", "these", "those", "dis", "dat"]);
const WEATHER_NOUNS = new Set("heat sun sunshine weather harmattan rain breeze".split(" "));
/** Objects of "can't stand" that are disliked, not stood on: a person, a thing pointed at, "it". */
const DISLIKED = new Set(
  "this that these those dis dat him her them it you people anybody anyone everybody noise smell".split(" "),
);
/** Using the voice for fun: cheering at a match, singing in the choir. */
const VOICE_USES = new Set("cheering singing chanting screaming shouting yelling".split(" "));
const VOICE_EVENTS = new Set(
  "match game stadium concert party show church choir crusade rally wedding festival club owambe".split(" "),
);

/**
 * Figurative frames: a symptom word inside a fixed English frame that means something else, recognised by the
 * frame, not the sentence (Oxford and Cambridge idiom dictionaries):
 * - "threw a fit", "pitching a fit": a tantrum (the object of a throwing verb is no seizure);
 * - "break a leg": good luck (a wish in the base form with "a", no one's own limb);
 * - "I can't stand this heat", "can't stand him": dislike of a thing pointed at, and "this heat" is today's
 *   weather, not a lasting heat intolerance;
 * - "lost my voice cheering at the match": a voice used up at an event, a story, not a complaint.
 */
function figurativeFrames(words: string[], out: string[]): void {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    if (THROW_VERBS.has(w)) {
      const k = /^(a|an)$/.test(next) ? i + 2 : i + 1;
      if (/^(fit|fits|tantrum|tantrums)$/.test(words[k] ?? "")) {
        out[i] = NEUTRAL;
        out[k] = NEUTRAL;
      }
    } else if (w === "break" && next === "a" && /^(leg|arm)$/.test(words[i + 2] ?? "")) {
      out[i] = NEUTRAL;
      out[i + 2] = NEUTRAL;
    } else if (
      WEATHER_NOUNS.has(w) &&
      DEMONSTRATIVES.has(words[i - 1] ?? "") &&
      !words.some((x) => BODY_WORDS.has(x))
    ) {
      out[i] = NEUTRAL;
      if ((words[i - 2] ?? "") === "stand") out[i - 2] = NEUTRAL;
    } else if (
      w === "stand" &&
      /^(cant|cannot|couldnt)$/.test(words[i - 1] ?? "") &&
      DISLIKED.has(next) &&
      !BODY_WORDS.has(words[i + 2] ?? "")
    )
      out[i] = NEUTRAL;
    else if (
      (w === "voice" || w === "voices") &&
      VOICE_USES.has(next) &&
      words.slice(i + 2, i + 6).some((x) => VOICE_EVENTS.has(x))
    ) {
      out[i] = NEUTRAL;
      for (let k = Math.max(0, i - 3); k < i; k++)
        if (/^(lost|lose|losing)$/.test(words[k] as string)) out[k] = NEUTRAL;
    } else if (
      // Language round 20: "let me catch my breath" is resting a moment, said by anyone after a run; "I can't catch
      // my breath" keeps its meaning (only the invitation "let me" / "lemme" / "let's" is read as rest).
      w === "catch" &&
      /^(my|our|your)$/.test(next) &&
      /^(breath|breathing)$/.test(words[i + 2] ?? "") &&
      (/^(lemme|lets)$/.test(words[i - 1] ?? "") || (words[i - 2] === "let" && /^(me|us)$/.test(words[i - 1] ?? "")))
    ) {
      out[i] = NEUTRAL;
      out[i + 2] = NEUTRAL;
    }
  }
}

/**
 * In Nigerian English and Pidgin "drug" is any medicine: "malaria drugs", "she stop drug", "take drug for
 * pneumonia", "pain worse even with drugs": read as treatment. Only drug use without a treatment reading stays drug use.
 */
const MEDICINE_BEFORE = new Set(
  (
    "hospital prescribed prescription my his her their your our stop stopped stops stopping finish finished " +
    "complete completed missed miss skip skipped"
  ).split(" "),
);
/**
 * "malaria drugs", "BP drugs": a disease's medicine. The word is kept (the knowledge base says "malaria drugs not
 * working") and the parser does not read it as drug use.
 */
export const DISEASE_BEFORE_DRUG = new Set(
  "malaria antimalarial typhoid pain bp pressure hiv tb arv arvs sugar diabetes heart worm ulcer fever cough".split(
    " ",
  ),
);
const MEDICINE_AFTER = new Set(["for", "from", "prescribed", "wey", "which", "that", "doctor", "the"]);
/** "when I was small", "as a child": the clause tells the past, not a current symptom (rheumatic fever as a child). */
const PAST_STATE = new Set(["small", "young", "little", "child", "baby", "kid", "pregnant", "boy", "girl"]);
const PAST_PRONOUNS = new Set(["i", "he", "she", "we", "they", "you"]);
/** Named diseases whose name holds a symptom word: a past rheumatic fever or hay fever is not a fever now. */
const NAMED_FEVERS = new Set(["rheumatic", "hay", "yellow", "scarlet"]);
/** Verbs after which "back" is a direction: "goes back in", "came back", "push it back". */
const BACK_VERBS = new Set(
  "go goes went going gone come comes came coming push pushed pushing put putting bring brought it them".split(" "),
);

const TABLET_NUMBERS: Record<string, number> = {
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
/** A number of tablets said in digits or words ("20", "twenty"), else 0. */
function tabletCount(w: string): number {
  return /^\d{1,3}$/.test(w) ? Number(w) : (TABLET_NUMBERS[w] ?? 0);
}

function pastAndMedicineWords(words: string[], out: string[]): void {
  const breakAt = (k: number) => /^zz.*zz$/.test(words[k] ?? "") && words[k] !== NEUTRAL;
  const neutraliseClause = (i: number) => {
    let a = i;
    while (a > 0 && !breakAt(a - 1)) a--;
    let b = i;
    while (b < words.length - 1 && !breakAt(b + 1)) b++;
    for (let k = a; k <= b; k++) out[k] = NEUTRAL;
  };
  const clauseOf = (i: number) => {
    let a = i;
    while (a > 0 && !breakAt(a - 1)) a--;
    let b = i;
    while (b < words.length - 1 && !breakAt(b + 1)) b++;
    return words.slice(a, b + 1);
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const prev = words[i - 1] ?? "";
    const next = words[i + 1] ?? "";
    if (
      (w === "drug" || w === "drugs") &&
      !DISEASE_BEFORE_DRUG.has(prev) &&
      (MEDICINE_BEFORE.has(prev) ||
        MEDICINE_AFTER.has(next) ||
        (prev === "with" && ["even", "treated", "treat", "still", "despite"].includes(words[i - 2] ?? "")) ||
        // "the pain too much even after drugs", "despite drugs": painkillers taken, not drug use.
        ((prev === "after" || prev === "despite") && /^(even|still|pain|paining|much)$/.test(words[i - 2] ?? "")) ||
        (prev === "despite" && i >= 1))
    )
      out[i] = "treatment";
    // "body rash after I took a drug", "she was given a drug": one medicine taken (a drug reaction), not drug use.
    else if (
      w === "drug" &&
      ["a", "one", "some", "the", "this", "that"].includes(prev) &&
      /^(took|take|taken|taking|given|gave|used|swallowed|bought)$/.test(words[i - 2] ?? "")
    ) {
      out[i - 1] = "new";
      out[i] = "medicine";
    } else if (w === "fever" && NAMED_FEVERS.has(prev)) out[i] = NEUTRAL;
    // "took the whole packet of panadol", "swallowed an entire strip": more than a dose is an overdose's amount
    // (NPIS TOXBASE asks how much was taken); "too many" is how the overdose phrases say it.
    else if (/^(whole|entire|full)$/.test(w) && /^(packet|packets|pack|strip|sachet|bottle|card)$/.test(next)) {
      out[i] = "too";
      out[i + 1] = "many";
    }
    // "took 20 paracetamol", "swallowed 15 panadol tablets": eight or more 500 mg tablets at once is more than the
    // daily maximum (4 g) taken in one go, an overdose to assess (NPIS TOXBASE: 75 mg/kg or more), said as "took
    // many paracetamol". "took 2 paracetamol" is a dose, no finding.
    else if (
      /^(took|taken|take|swallowed|swallow|ate|drank|drink|chop|chopped)$/.test(prev) &&
      tabletCount(w) >= 8 &&
      words.slice(i + 1, i + 4).some((x) => /^(paracetamol|panadol|pcm|acetaminophen|tylenol|emzor)$/.test(x))
    ) {
      out[i - 1] = "took";
      out[i] = "many";
    }
    // "one back tooth" is a molar; "the lump goes back in", "the pain came back": back as a direction, not the back.
    else if (
      w === "back" &&
      (["tooth", "teeth", "molar", "molars"].includes(next) ||
        // A pinched skin that "goes back slowly" is the dehydration sign, kept.
        (BACK_VERBS.has(prev) && !words.slice(Math.max(0, i - 5), i).some((x) => x === "skin" || x === "pinch")))
    )
      out[i] = NEUTRAL;
    // "her pupils big", "pupils are large": dilated pupils (anticholinergic toxidrome), not bulging eyes.
    else if (
      ["big", "large", "wide", "widened"].includes(w) &&
      words.slice(Math.max(0, i - 3), i).some((x) => x === "pupil" || x === "pupils")
    )
      out[i] = "dilated";
    // "when I was pregnant", "while she was small", "as (a) child": a time long past.
    else if (
      (w === "was" || w === "were") &&
      PAST_PRONOUNS.has(prev) &&
      ["when", "while"].includes(words[i - 2] ?? "") &&
      (PAST_STATE.has(next) || (["a", "an"].includes(next) && PAST_STATE.has(words[i + 2] ?? "")))
    )
      neutraliseClause(i);
    else if (
      w === "as" &&
      (next === "child" || (next === "a" && ["child", "kid", "baby"].includes(words[i + 2] ?? "")))
    )
      neutraliseClause(i);
    // "Davido's son drowned some years ago", "a boy in our street fell from a tree years ago": an event years past
    // told of nobody the user speaks for (no I, me, my, we) is a story, not the patient's finding.
    else if (
      (w === "years" || w === "yrs") &&
      next === "ago" &&
      !clauseOf(i).some((x) => SELF_WORDS.has(x) || GOES_ON.has(x)) &&
      // Language round 24: a short answer with no subject that starts with its verb or a history word ("had a
      // caesarean two years ago", "received blood years ago", "previous caesarean years ago") is the patient's own
      // history, as a vignette's context item is told.
      !/^(had|received|delivered|got|given|diagnosed|treated|operated|previous|known|transfused)$/.test(
        clauseOf(i)[0] ?? "",
      )
    )
      neutraliseClause(i);
  }
}
/** "Well", "fine", "normally": a function that goes on as it should. */
const JOINT_WORDS = /^(knees?|ankles?|wrists?|elbows?|hips?|shoulders?|joints?)$/;
const JOINT_DETS = /^(the|his|her|my|one|a|their|your|other)$/;
const MOVING_WORDS =
  /^(move|moves|moving|moved|jump|jumps|jumping|jumped|shift|shifts|shifting|shifted|travels?|travell?ing|travell?ed|migrates?|migrating|flits?|flitting)$/;
/** Words from `i` that tell a pain moving from one joint to another ("from the knee to the ankle", "knee then ankle"),
 * as a count of words, or 0. */
function migratoryJoints(w: string[], i: number): number {
  const at = (k: number) => w[k] ?? "";
  const skipDet = (k: number) => (JOINT_DETS.test(at(k)) ? k + 1 : k);
  if (at(i) === "from") {
    const j = skipDet(i + 1);
    if (!JOINT_WORDS.test(at(j)) || at(j + 1) !== "to") return 0;
    const k = skipDet(j + 2);
    if (at(k) === "another") return k - i + 1;
    // Named joints need a word of moving ("jumps from the knee to the ankle"): "pain from my hip to my knee" is a
    // pain that spreads (a hip problem felt in the knee), not one that moves on.
    const moving = [i - 1, i - 2, i - 3].some((b) => MOVING_WORDS.test(at(b)));
    if (moving && JOINT_WORDS.test(at(k))) return k - i + 1;
    return 0;
  }
  if (JOINT_WORDS.test(at(i)) && at(i + 1) === "then") {
    const k = skipDet(i + 2);
    if (JOINT_WORDS.test(at(k)) && at(k) !== at(i)) return k - i + 1;
  }
  return 0;
}
/** What is drunk or eaten, as said of it staying down ("keeping fluids down", "water dey stay"). */
const INTAKE_WORDS = /^(fluids?|water|drinks?|liquids?|feeds?|food|foods|everything|ors|pap|tea|juice|milk)$/;
const KEEP_WORDS = /^(keep|keeps|keeping|kept|hold|holds|holding|held)$/;
const STAY_WORDS = /^(stay|stays|staying|stayed)$/;
const INTAKE_DENIAL = /^(not|no|nt|never|cant|cannot|couldnt|unable|hardly|doesnt|dont|didnt|isnt|wont|barely)$/;
/** "keeping fluids down" (3 words), "the water dey stay" / "fluids stay down" (the intake word, then 1-3 words). */
function keptDown(w: string[], i: number): boolean {
  const at = (k: number) => w[k] ?? "";
  const denied = (k: number) => [k - 1, k - 2, k - 3].some((j) => INTAKE_DENIAL.test(at(j)));
  if (KEEP_WORDS.test(at(i)) && INTAKE_WORDS.test(at(i + 1)) && at(i + 2) === "down") return !denied(i);
  if (!INTAKE_WORDS.test(at(i))) return false;
  const aux = /^(dey|is|are|now|do|does|did|can|will|go)$/.test(at(i + 1)) ? 1 : 0;
  if (!STAY_WORDS.test(at(i + 1 + aux))) return false;
  // "water no dey stay", "fluids do not stay", "even water does not stay": a denial between.
  return !INTAKE_DENIAL.test(at(i + 1)) && !INTAKE_DENIAL.test(at(i + 2)) && !denied(i);
}
function KEPT_DOWN_SPAN(w: string[], i: number): number {
  if (KEEP_WORDS.test(w[i] ?? "")) return 2;
  const aux = /^(dey|is|are|now|do|does|did|can|will|go)$/.test(w[i + 1] ?? "") ? 1 : 0;
  return 1 + aux + ((w[i + 2 + aux] ?? "") === "down" ? 1 : 0);
}
const WELL_WORDS = new Set("well fine normally normal ok okay properly".split(" "));
/** A function said to go on well, as the denial of its loss the knowledge base names. */
const KEPT_FUNCTION: Record<string, string[]> = {
  drinking: ["no", "unable", "to", "drink"],
  drinks: ["no", "unable", "to", "drink"],
  eating: ["no", "loss", "of", "appetite"],
  eats: ["no", "loss", "of", "appetite"],
  moving: ["no", "reduced", "fetal", "movements"],
  kicking: ["no", "reduced", "fetal", "movements"],
  // "passing urine normally", "peeing well": urine output kept (NICE CG169 / WHO IMCI ask about passing urine),
  // which denies little urine, never asserts it.
  urine: ["no", "reduced", "urine"],
  urinating: ["no", "reduced", "urine"],
  peeing: ["no", "reduced", "urine"],
  weeing: ["no", "reduced", "urine"],
  pissing: ["no", "reduced", "urine"],
  // Language round 19: "fever and cough but breathing is fine": breathing kept denies the breathlessness (NICE NG138,
  // WHO IMCI ask whether breathing is difficult).
  breathing: ["no", "difficulty", "breathing"],
};
/** Words that carry a long-past event into the present: "since", "still", "again", "started", "every". */
export const GOES_ON = new Set(
  "now still currently since again started start starts began begun ever every till until continue continues continued keeps keep recurring recurs today yesterday dey".split(
    " ",
  ),
);
const SELF_WORDS = new Set("i im ive me my mine myself we our us he she his her him".split(" "));

const EYE_WORDS = new Set(["eye", "eyes", "eyeball", "eyeballs", "sight", "vision", "see", "seeing"]);
const HEAD_SPLIT = new Set(
  "split splitting splits burst bursting bang banging bangs pound pounding pounds throb throbbing knock knocking".split(
    " ",
  ),
);
const BREATH_SHORT = new Set(["cut", "cutting", "short", "finish", "finished", "catch", "seize", "seizing"]);
const PIDGIN_LINKS = new Set([
  "dey",
  "de",
  "don",
  "is",
  "was",
  "no",
  "de",
  "they",
  "keep",
  "go",
  "been",
  "has",
  "have",
]);
const TALK_WORDS = new Set(["talk", "talks", "talking", "speak", "speaking", "yarn", "yarning", "behave", "behaving"]);
const BEAT_WORDS = new Set(["beat", "beats", "beating", "knock", "knocking", "run", "running"]);
const NOT_WORDS = new Set(["no", "not", "doesnt", "dont", "didnt", "cant", "cannot", "never"]);
const IMMINENT = new Set(["wan", "want", "wanna", "like", "almost", "nearly", "about"]);
const PASS_URINE = new Set(["piss", "pee", "wee", "urinate"]);
const PASS_STOOL = new Set(["shit", "poo", "poop", "stool", "toilet"]);
const OFTEN_AFTER = new Set(["piss", "pissing", "pee", "peeing", "urinate", "urinating", "wee", "weeing"]);
const CHILD_WORDS = new Set(
  "baby babys child childs pikin son daughter boy girl toddler infant newborn kid".split(" "),
);
const FADE_WORDS = new Set("fade fades go goes disappear disappears blanch blanches vanish clear".split(" "));
const ORIFICES = new Set("gum gums nose mouth eye eyes ear ears anus bottom urine everywhere".split(" "));
const LIMB_WORDS = new Set("calf calves leg legs thigh thighs foot feet toe toes hand hands arm arms".split(" "));
const WIRE_WORDS = new Set("wire wires current electricity socket nepa cable electric".split(" "));
const CAN_VERBS = new Set(
  "taste smell eat drink swallow see hear walk stand sleep breathe talk speak move feel sit chew".split(" "),
);
const STRESSED_BY_TIRE =
  /^(swell|swollen|pain|paining|big|red|hot|bleed|bleeding|itch|scratch|vomit|purge|cough|shake|worry)$/;
/** A phone, a call or a message "not answered" is no sign of anyone's consciousness. */
const PHONE_WORDS = new Set(
  "phone phones calls message messages text texts whatsapp email mail letter question questions dm".split(" "),
);
/** Bodily acts a "can't ... or" carries over to ("can't pass stool or fart"). */
const OR_ACTS = new Set("fart farting pee piss urinate poo poop stool swallow breathe chew".split(" "));
const FACE_DROP = new Set(
  "dropped drop drops dropping fall fallen fell falling slanting slanted twisted twisting bent droop drooped drooping twist turn turned shift shifted".split(
    " ",
  ),
);
const SPUTUM_WORDS = new Set("catarrh mucus phlegm sputum thick yellow green slimy".split(" "));
const FOOD_CUTS = new Set("onion onions wood firewood vegetables vegetable leaves tree grass".split(" "));

/** Words that link a Pidgin subject to its verb ("e dey", "im face don", "the pain de"). */
const PIDGIN_VERB_LINKS = new Set(["dey", "de", "don", "done", "is", "has", "have", "was", "keeps", "getting", "get"]);
/** What a person cannot "hold" or "keep" in the belly ("e no fit hold anything for belle"). */
const KEPT_THINGS = new Set("anything food water something nothing drink drinks medicine".split(" "));
/** Body sites pain may "go" to in Pidgin ("the pain dey go my left hand"). */
const SPREAD_SITES = new Set(
  "arm arms hand hands shoulder shoulders jaw neck back leg legs chest belly belle side".split(" "),
);
/** Where swallowed food "hooks" (sticks). */
const SWALLOW_SITES = new Set(["throat", "chest", "neck", "food", "pipe"]);
/**
 * Pidgin verbs whose sense is told by the construction they sit in, not by the word (Nigerian Pidgin grammar:
 * serial verbs after the aspect markers "dey"/"don", "no fit" = cannot, "pass" = more than, a doubled verb = on
 * and on). Returns the English words and how many more input words they stand for, or null.
 * - "no longer" (English): no more, a change told as the finding ("no longer sucking" is not sucking now);
 * - "hand and leg dey cold": cold in an upper and a lower limb is cold extremities;
 * - "the pain dey go my left hand": a pain that goes to a site spreads there (radiating pain);
 * - "e no fit hold anything for belle", "can't keep anything in my stomach": vomiting everything;
 * - "food dey hook for my throat": stuck ("hook" = catch, be caught);
 * - "the soft spot don rise": a soft spot that rises is bulging;
 * - "I don lean", "she dey lean": lean is thin, getting lean is losing weight;
 * - "she dey sleep sleep": a doubled verb is one that goes on and on, sleeping on and off is drowsiness;
 * - "e no fit wake well", "can't wake him properly": waking, but not properly, is hard to wake (not unrousable);
 * - "this headache pass anything I don see": worse than anything ever felt, the worst ever.
 */
export function pidginVerbSense(w: string[], i: number): { words: string[]; skip: number } | null {
  const at = (k: number) => w[k] ?? "";
  const x = at(i);
  const before = (n: number) => w.slice(Math.max(0, i - n), i);
  if (x === "no" && at(i + 1) === "longer") return { words: ["not"], skip: 1 };
  // "his hand and leg are cold", "im hands and feet dey cold": cold in an upper and a lower limb at once is cold
  // extremities (a sign of shock: WHO ETAT, NICE NG51), not one limb suddenly cold (an arterial occlusion).
  const upper = /^(hand|hands|arm|arms|fingers)$/;
  const lower = /^(leg|legs|foot|feet|toes)$/;
  if (
    /^(and|n)$/.test(at(i + 1)) &&
    ((upper.test(x) && lower.test(at(i + 2))) || (lower.test(x) && upper.test(at(i + 2))))
  ) {
    if (before(2).includes("cold")) return { words: ["extremities"], skip: 2 };
    // "are cold", "dey cold", "feel cold": the cold said after the limbs goes with them ("feel cold" alone is chills).
    const k = w.slice(i + 3, i + 7).indexOf("cold");
    if (k >= 0) return { words: ["cold", "extremities"], skip: k + 3 };
  }
  if (
    /^(go|goes|going)$/.test(x) &&
    PIDGIN_VERB_LINKS.has(at(i - 1)) &&
    before(4).some((b) => /^(pain|ache)$/.test(b))
  ) {
    const k = at(i + 1) === "to" || at(i + 1) === "reach" ? i + 2 : i + 1;
    const site = w.slice(k, k + 3).findIndex((b) => SPREAD_SITES.has(b));
    if (site >= 0) return { words: ["spreading", "to"], skip: k - i - 1 };
  }
  // "no fit hold", "cant keep" + a thing + "for/in/inside" + the belly.
  const cant = x === "no" && at(i + 1) === "fit" ? 2 : x === "cant" || x === "cannot" ? 1 : 0;
  if (cant && /^(hold|keep)$/.test(at(i + cant)) && KEPT_THINGS.has(at(i + cant + 1))) {
    const k = i + cant + 2;
    const rest = w.slice(k, k + 3);
    const belly = rest.findIndex((b) => LOW_BELLY.has(b));
    if (/^(for|in|inside|down)$/.test(at(k)) && (belly >= 0 || at(k) === "down"))
      return { words: ["cant", "keep", "anything", "down"], skip: k - i + (belly >= 0 ? belly : 0) };
  }
  if (cant && /^(wake|awake)$/.test(at(i + cant)) && /^(well|properly|fully|easily)$/.test(at(i + cant + 1)))
    return { words: ["hard", "to", "wake"], skip: cant + 1 };
  if (/^(hook|hooks|hooked|hooking)$/.test(x) && w.slice(i + 1, i + 4).some((b) => SWALLOW_SITES.has(b)))
    return { words: ["stuck"], skip: 0 };
  if (
    /^(rise|risen|rose|raise|raised)$/.test(x) &&
    PIDGIN_VERB_LINKS.has(at(i - 1)) &&
    before(7).some((b) => b === "soft" || b === "fontanelle")
  )
    return { words: ["bulging"], skip: 0 };
  if (x === "lean" && PIDGIN_VERB_LINKS.has(at(i - 1))) return { words: ["getting", "thin"], skip: 0 };
  if (x === "sleep" && at(i + 1) === "sleep") return { words: ["drowsy"], skip: 1 };
  if (x === "pass" && /^(anything|everything|all)$/.test(at(i + 1)) && before(3).some((b) => b !== "i")) {
    let k = i + 2;
    while (k < w.length && k < i + 6 && /^(i|don|done|have|ever|see|seen|feel|felt|before|since)$/.test(at(k))) k++;
    return { words: ["worst", "ever"], skip: k - i - 1 };
  }
  return null;
}

/**
 * Constructions of Nigerian Pidgin and lay English whose meaning is in the pattern, not in any one word,
 * rewritten into the words the knowledge base uses (user text only). Each is a rule over word patterns:
 * - "my head dey split / is splitting / is banging" → headache;
 * - "breath dey cut me", "breath no dey reach me", "my breath is short" → short of breath;
 * - "my heart dey beat anyhow" → irregular heartbeat; "he dey talk anyhow" → talking nonsense;
 * - "e no know where e dey", "doesn't know where he is" → disoriented; "doesn't recognise us" → not recognising
 *   people (WHO ETAT: altered consciousness);
 * - "I wan faint", "feel like fainting" → feeling faint; "feel like throwing up", "I wan vomit" → nausea;
 * - "I no fit piss" → can't pass urine; "I no fit shit" → can't pass stool;
 * - "my pikin no dey chop" → not eating ("chop" = eat, unless onions or wood are chopped);
 * - "I dey piss every time / all the time" → urinating often;
 * - "my pikin eye don go inside" → sunken eyes (WHO: a sign of dehydration);
 * - "my eye dey do me blur blur" → blurred vision (Pidgin doubles a word to stress it);
 * - "I dey hear sound for my ear" → noise in my ear; "pulling her ear" (an infant) → ear pain (IMCI);
 * - "yansh" → bottom; "pant" (Nigerian English: underwear) is not panting.
 */
/** "on and off", "again and again", "all morning", "since morning", "for hours" after a word: it keeps returning. */
function repeatedOverHours(w: string[], i: number): boolean {
  const after = w.slice(i + 1, i + 7).join(" ");
  return /\b(on and off|off and on|again and again|all (morning|day|night|afternoon)|since (morning|last night|yesterday)|for (hours|many hours|the whole day))\b/.test(
    after,
  );
}

export function constructionWords(words: string[], age?: number): string[] {
  const w = layConstructions(words, age);
  const at = (i: number) => w[i] ?? "";
  const linkSpan = (from: number, max: number) => {
    let k = from;
    while (k < w.length && k - from < max && PIDGIN_LINKS.has(at(k))) k++;
    return k;
  };
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) {
    const x = at(i);
    const pidgin = pidginVerbSense(w, i);
    if (pidgin) {
      out.push(...pidgin.words);
      i += pidgin.skip;
      continue;
    }
    // Pidgin reduplication: "blur blur", "small small", "well well" stress one word.
    if (i > 0 && x === at(i - 1) && x.length > 2 && !/\d/.test(x)) continue;
    // Pidgin "I get belle", "she carry belle", "she don get belle": belle (belly) had or carried is a pregnancy.
    if (
      /^(belle|bele)$/.test(x) &&
      /^(get|gets|got|carry|carrying|carries|with)$/.test(at(i - 1)) &&
      !/^(pain|dey|full|run|running|turn|turning|swell)$/.test(at(i + 1))
    ) {
      if (out[out.length - 1] === at(i - 1)) out.pop();
      out.push("pregnant");
      continue;
    }
    // Pidgin "blood dey rush after she born", "blood dey pour since the delivery": blood rushing or pouring after
    // a birth is a postpartum haemorrhage (WHO: more than 500 ml, or any bleeding that soaks pad after pad).
    if (
      x === "blood" &&
      PIDGIN_LINKS.has(at(i + 1)) &&
      /^(rush|pour|run|rushing|pouring)$/.test(at(i + 2)) &&
      w.some((b) => /^(born|birth|delivery|delivered|deliver|childbirth)$/.test(b))
    ) {
      out.push("heavy", "bleeding", "after", "delivery");
      i += 2;
      continue;
    }
    // "I dey see blood and I get belle", "seeing blood in this pregnancy": blood seen by a pregnant woman is
    // bleeding from below (RCOG GTG 63 and NICE NG126: any bleeding in pregnancy is assessed).
    if (
      /^(see|seeing|saw|seen)$/.test(x) &&
      at(i + 1) === "blood" &&
      w.some((b) => /^(belle|bele|pregnant|pregnancy)$/.test(b)) &&
      !w.some((b) => /^(urine|pee|piss|stool|poo|toilet|cough|vomit|nose|mouth|spit|sputum|gum|gums)$/.test(b))
    ) {
      out.push("bleeding", "from", "below");
      i += 1;
      continue;
    }
    // Pidgin "e be like say ant dey waka for my leg", "like ants crawling on my skin": the crawling feeling of
    // pins and needles (paraesthesia).
    if (
      /^(ant|ants)$/.test(x) &&
      w.slice(i + 1, i + 4).some((b) => /^(waka|walking|walk|crawling|crawl|moving)$/.test(b)) &&
      w.slice(i + 2, i + 8).some((b) => LIMB_WORDS.has(b) || /^(skin|body)$/.test(b))
    ) {
      out.push("pins", "and", "needles");
      i += w.slice(i + 1, i + 4).findIndex((b) => /^(waka|walking|walk|crawling|crawl|moving)$/.test(b)) + 1;
      continue;
    }
    // "I need the morning-after pill": emergency contraception (FSRH), not a morning symptom.
    if (x === "morning" && at(i + 1) === "after" && /^(pill|pills)$/.test(at(i + 2))) {
      out.push("emergency", "contraception");
      i += 2;
      continue;
    }
    // "I want to start family planning", "which family planning is best": a method asked for is no method in use
    // (the KB's contraception findings are current use); "I'm on family planning" keeps its reading.
    if (
      x === "family" &&
      at(i + 1) === "planning" &&
      w
        .slice(Math.max(0, i - 4), i)
        .some((b) =>
          /^(want|wants|wanted|like|start|begin|which|what|about|advice|interested|thinking|choose|need)$/.test(b),
        ) &&
      !w.slice(Math.max(0, i - 3), i).some((b) => /^(on|using|since|stopped|stop|after|from)$/.test(b))
    ) {
      out.push(NEUTRAL);
      i += 1;
      continue;
    }
    // "fitting on and off all morning", "convulsing again and again since the night": fits that keep coming back
    // over hours are repeated seizures without recovery, status epilepticus until shown otherwise (NICE NG217,
    // APLS: a fit over 5 minutes or repeated fits; call an ambulance). Only the seizure nouns and verbs, never
    // Pidgin "fit" (= can).
    if (/^(fitting|fits|convulsing|convulsions|seizures|seizing)$/.test(x) && repeatedOverHours(w, i)) {
      out.push("fits", "one", "after", "another");
      continue;
    }
    // "the swelling goes from his knee to his ankle", "from one joint to another", "first the knee, then the ankle,
    // then the elbow": joint pain that moves from joint to joint, the migratory polyarthritis of rheumatic fever (WHO,
    // Jones criteria 2015), not a single septic joint (NICE CKS Septic arthritis) (fa23).
    {
      const span = migratoryJoints(w, i);
      if (span) {
        out.push("migratory", "joint", "pain");
        i += span - 1;
        continue;
      }
    }
    // "keeping fluids down", "she holds water down", "the drinks stay down", Pidgin "water dey stay": what is drunk
    // stays down, which denies vomiting everything (WHO IMCI "vomits everything", NICE CG84 / CKS Gastroenteritis:
    // unable to tolerate fluids), never asserts it (fa23: the words read as "can't keep fluids down" without the
    // "can't"). Not after a denial: "can't keep fluids down", "unable to keep water down", "even water no dey stay".
    if (keptDown(w, i)) {
      out.push("no", "persistent", "vomiting");
      i += KEPT_DOWN_SPAN(w, i);
      continue;
    }
    // "still drinking well", "eating fine", "baby moving well": the function is kept, which denies its loss (IMCI:
    // "able to drink or breastfeed"; NICE NG201/RCOG: normal fetal movements), never the finding itself.
    // Not after a denial: "not drinking well" is the IMCI danger sign (poor drinking), kept as it is said.
    // "breathing is fine", "his eating is okay": the same with a copula between (language round 19).
    const copula = /^(is|was|dey|seems|looks)$/.test(at(i + 1)) && WELL_WORDS.has(at(i + 2)) ? 1 : 0;
    if (
      WELL_WORDS.has(at(i + 1 + copula)) &&
      !/^(as|very|water|food|meals?|diet)$/.test(at(i + 2 + copula)) &&
      !/^(not|no|nt|never|isnt|wasnt|arent|cant|cannot|doesnt|dont|hardly)$/.test(at(i - 1)) &&
      !/^(not|no|nt|never|isnt|wasnt|arent|cant|cannot|doesnt|dont|hardly)$/.test(at(i - 2)) &&
      KEPT_FUNCTION[x]
    ) {
      out.push(...(KEPT_FUNCTION[x] as string[]));
      i += 1 + copula;
      continue;
    }
    // "bleeding after the change", "since the change": the change of life, the menopause (NICE NG23 menopause), not
    // a change of tablets or of dressing.
    if (
      x === "change" &&
      at(i - 1) === "the" &&
      /^(after|since|through|past|before)$/.test(at(i - 2)) &&
      !/^(of|in|to)$/.test(at(i + 1))
    ) {
      out.push("menopause");
      continue;
    }
    // "took insulin and did not eat", "she didn't eat breakfast": one meal missed, said as a past event (ADA/NICE
    // hypoglycaemia: a missed meal on insulin or a sulfonylurea), as "has not eaten" says; "not eating" (going
    // on) stays a loss of appetite.
    if (((x === "did" && /^(not|nt)$/.test(at(i + 1))) || x === "didnt") && at(i + (x === "did" ? 2 : 1)) === "eat") {
      out.push("has", "not", "eaten");
      i += x === "did" ? 2 : 1;
      continue;
    }
    // "I have never had a headache like this", "my head dey bang me like never before": the worst ever, a red flag
    // (NICE CKS headache: "worst headache ever", thunderclap), not a denial of the headache.
    if (x === "like" && at(i + 1) === "never" && at(i + 2) === "before") {
      out.push("worst", "ever");
      i += 2;
      continue;
    }
    if (x === "never" && /^(had|felt|experienced|suffered|got)$/.test(at(i + 1))) {
      let j = i + 2;
      while (j < i + 8 && j < w.length && !(at(j) === "like" && /^(this|that|it)$/.test(at(j + 1)))) j++;
      // Only of a pain: "never had a fit like this" is no headache.
      if (j < i + 8 && j < w.length && w.slice(i + 2, j).some((b) => /^(headache|headaches|head|pain|ache)$/.test(b))) {
        out.push("worst", ...w.slice(i + 2, j), "ever");
        i = j + 1 + (at(j + 2) === "before" ? 1 : 0);
        continue;
      }
    }
    // "my ankles are puffy": a puffy limb is swollen (puffy eyelids and face are the knowledge base's own phrases).
    if (
      x === "puffy" &&
      w.slice(Math.max(0, i - 3), i + 3).some((b) => LIMB_WORDS.has(b) || /^(ankles?|knees?)$/.test(b))
    ) {
      out.push("swollen");
      continue;
    }
    // Pidgin "blood plenty for my period", "my period dey come plenty": a heavy period.
    if (
      x === "plenty" &&
      w.slice(Math.max(0, i - 4), i + 5).some((b) => /^(period|periods|menses|menstruation|mens)$/.test(b))
    ) {
      out.push("heavy");
      continue;
    }
    // "I don't drink alcohol", "I don't smoke and I don't drink": drinking said of alcohol is alcohol use, not a
    // person unable to drink (WHO IMCI: a child not able to drink or breastfeed). The verb goes; the alcohol stays
    // with its denial. Only the speaker's own habit, with no child spoken of.
    if (/^(drink|drinks|drinking)$/.test(x) && ALCOHOL_WORDS.has(at(i + 1))) {
      out.push("alcohol");
      i += 1;
      continue;
    }
    if (
      /^(drink|drinks)$/.test(x) &&
      /^(dont|doesnt|never|not)$/.test(at(i - 1)) &&
      /^(i|im|he|she)$/.test(at(i - 2) === "do" ? at(i - 3) : at(i - 2)) &&
      (i + 1 >= w.length || /^(and|or|at|anymore|again|socially|o|zz\w+zz)$/.test(at(i + 1))) &&
      !w.some((b) => CHILD_WORDS.has(b))
    ) {
      out.push("alcohol");
      continue;
    }
    // "pain spreads to the right shoulder": pain that travels to the shoulder from below is referred shoulder-tip
    // pain (the diaphragm irritated by the gall bladder, blood or pus: NICE CKS gallstones, NICE NG126 ectopic
    // pregnancy), not a painful shoulder. Chest pain going to the shoulder keeps its own reading (a heart attack).
    if (
      /^(spreads|spreading|spread|goes|going|radiates|radiating|moves|moving|travels|shoots|shooting)$/.test(x) &&
      at(i + 1) === "to" &&
      w.slice(i + 2, i + 5).some((b) => b === "shoulder" || b === "shoulders") &&
      !w.some((b) => /^(chest|heart|arm|arms|neck|jaw)$/.test(b))
    ) {
      out.push("to", "shoulder", "tip");
      i = i + 2 + w.slice(i + 2, i + 5).findIndex((b) => b === "shoulder" || b === "shoulders");
      continue;
    }
    // "poor weight gain", "slow weight gain", "little weight gain": a child not gaining weight (poor growth), the
    // opposite of weight gain.
    if (/^(poor|slow|little|inadequate|bad)$/.test(x) && at(i + 1) === "weight" && /^(gain|gaining)$/.test(at(i + 2))) {
      out.push("not", "gaining", "weight");
      i += 2;
      continue;
    }
    // "no stool for five days", "no poo since Monday": stool not passed for a time is constipation (NICE CKS),
    // an absence told as the finding, not a denial.
    if (x === "no" && /^(stool|stools|poo|poop|shit|toilet)$/.test(at(i + 1)) && /^(for|since)$/.test(at(i + 2))) {
      out.push("not", "passed", "stool");
      i += 1;
      continue;
    }
    // "thinking of taking my life", "she wants to take her own life": suicide (WHO mhGAP: ask directly).
    if (
      /^(take|taking|took|takes)$/.test(x) &&
      /^(my|his|her|their|your)$/.test(at(i + 1)) &&
      (at(i + 2) === "life" || (at(i + 2) === "own" && at(i + 3) === "life"))
    ) {
      out.push("end", "my", "life");
      i += at(i + 2) === "own" ? 3 : 2;
      continue;
    }
    // Pidgin "one side of my body no dey work", "my hand no work again", "his leg is not working": a limb or a
    // side that does not work is weak (a stroke sign: WHO, NICE NG128 FAST).
    if (
      /^(no|not|doesnt|isnt|cant|stopped)$/.test(x) &&
      (/^(work|working)$/.test(at(i + 1)) || (PIDGIN_LINKS.has(at(i + 1)) && /^(work|working)$/.test(at(i + 2)))) &&
      w.slice(Math.max(0, i - 5), i).some((b) => LIMB_WORDS.has(b) || b === "side")
    ) {
      out.push("weak");
      i += /^(work|working)$/.test(at(i + 1)) ? 1 : 2;
      continue;
    }
    // Pidgin "my mind no dey settle", "my mind can't rest", "my mind is not settled": constant worry.
    if (
      x === "mind" &&
      /^(no|not|cant|cannot|never|isnt)$/.test(at(i + 1)) &&
      w.slice(i + 2, i + 4).some((b) => /^(settle|settled|rest|calm|peace)$/.test(b))
    ) {
      out.push("mind", "cant", "rest");
      i += w.slice(i + 2, i + 4).findIndex((b) => /^(settle|settled|rest|calm|peace)$/.test(b)) + 2;
      continue;
    }
    // "non-healing", "non-blanching": not.
    if (x === "non" && /^[a-z]{3,}ing$/.test(at(i + 1)) && at(i + 1) !== "blanching") {
      out.push("not");
      continue;
    }
    // "the back passage": the anus.
    if (x === "back" && at(i + 1) === "passage") {
      out.push("anus");
      i += 1;
      continue;
    }
    // "He fell and can't stand up", "after the accident she cannot walk": unable to bear weight after an injury
    // (Ottawa ankle and knee rules, NICE NG38).
    if (
      /^(cant|cannot)$/.test(x) &&
      /^(stand|walk)$/.test(at(i + 1)) &&
      !/^(on|straight|properly|well|for|long|far|without)$/.test(at(i + 2)) &&
      w.slice(0, i).some((b) => /^(fell|fall|falling|accident|injured|twisted|knocked)$/.test(b))
    ) {
      out.push("cant", "bear", "weight");
      i += 1 + (at(i + 2) === "up" ? 1 : 0);
      continue;
    }
    // "The same thing happened last year", "it happened two years ago": it has happened before (recurrence).
    if (
      /^(happened|happen)$/.test(x) &&
      w.slice(Math.max(0, i - 3), i).includes("same") &&
      /^(last|before|ago|again|in|two|three|some|many|years|months)$/.test(at(i + 1))
    ) {
      out.push("happened", "before");
      while (
        i + 1 < w.length &&
        /^(last|before|ago|again|in|year|years|month|months|week|weeks|two|three|some|many)$/.test(at(i + 1))
      )
        i++;
      continue;
    }
    // "Swollen ankles", "my ankles swell in the evening": both ankles swelling is oedema (NICE CKS: heart failure,
    // kidney disease, pregnancy), not the one ankle swollen after a twist (a sprain).
    if (
      x === "ankles" &&
      at(i - 1) !== "both" &&
      !w.some((b) => /^(twist|twisted|sprain|sprained|fell|fall|injury|injured|hit|kicked|landed|rolled)$/.test(b))
    ) {
      out.push("both", "ankles");
      continue;
    }
    // Nigerian English "I get BP", "my papa has BP": BP said as a thing one has is high blood pressure (the
    // diagnosis), not a reading ("my BP is low" keeps its own words).
    if (
      x === "bp" &&
      /^(get|gets|has|have|had|got|with)$/.test(at(i - 1)) &&
      !/^(is|was|reading|machine)$/.test(at(i + 1))
    ) {
      out.push("hypertension");
      continue;
    }
    if (x === "yansh") {
      out.push("bottom");
      continue;
    }
    // Pidgin "no gree" is refuses, not a denial: "my pikin no gree suck breast" refuses the breast (IMCI: not able
    // to drink or breastfeed), "e no gree chop" refuses food.
    // Pidgin "the pain too much": the pain is severe (how bad, SOCRATES severity). The verb ("e dey pain me too
    // much") stays the site's pain, as the phrase sets read it.
    if (x === "pain" && at(i - 1) === "the" && at(i + 1) === "too" && at(i + 2) === "much") {
      out.push("severe", "pain");
      i += 2;
      continue;
    }
    // Nigerian English "they put POP for my leg": a plaster of Paris cast.
    if (x === "pop" && /^(put|in|inside|with|the|my|his|her|wear|wearing|for)$/.test(at(i - 1))) {
      out.push("cast");
      continue;
    }
    // Pidgin "my shit dey come out black", "the urine dey come out red": comes out that colour, said of what comes
    // out (not "blacked out", a faint).
    if (
      /^(come|comes|coming|comot|commot)$/.test(x) &&
      at(i + 1) === "out" &&
      /^(black|red|white|yellow|green|brown|dark|bloody|watery|like)$/.test(at(i + 2))
    ) {
      i += 1;
      continue;
    }
    // "urine no gree comot", "piss no gree come out": urine that will not come out is retention (NICE CKS: acute
    // urinary retention), not a refusal.
    if (
      x === "no" &&
      /^(gree|agree|gri)$/.test(at(i + 1)) &&
      /^(comot|commot|come|pass)$/.test(at(i + 2)) &&
      w.slice(Math.max(0, i - 3), i).some((b) => /^(urine|piss|pee|wee)$/.test(b))
    ) {
      out.push("cant", "pass");
      i += 2 + (at(i + 3) === "out" ? 1 : 0);
      continue;
    }
    // Pidgin "the convulsion no gree stop", "the bleeding no gree stop": a thing that refuses to end will not stop
    // (a fit that goes on, bleeding that goes on: the danger kinds), not a person refusing.
    if (x === "no" && /^(gree|agree|gri)$/.test(at(i + 1)) && /^(stop|finish|end|cease|ease|calm)$/.test(at(i + 2))) {
      out.push("wont", at(i + 2));
      i += 2;
      continue;
    }
    if (x === "no" && /^(gree|agree|gri)$/.test(at(i + 1)) && at(i + 2)) {
      out.push("refusing", "to");
      i += at(i + 2) === "to" ? 2 : 1;
      continue;
    }
    // Pidgin "no" before a verb is "did not / does not": "my period no come" (did not come), "I no sleep", "e no
    // pass urine". Before a noun it stays "no" ("no fever").
    if (x === "no" && PIDGIN_NO_VERBS.has(at(i + 1))) {
      out.push("not");
      continue;
    }
    // Pidgin "for down" after the belly: low in the belly ("my belle dey pain me for down").
    if (
      x === "for" &&
      /^(down|under|below)$/.test(at(i + 1)) &&
      w.slice(Math.max(0, i - 6), i).some((b) => LOW_BELLY.has(b))
    ) {
      out.push("lower");
      i += 1;
      continue;
    }
    // "she has no tears", "crying without tears": absent tears are a sign of dehydration (WHO IMCI), not a denial
    // of watery eyes.
    if (/^(no|without)$/.test(x) && /^tears?$/.test(at(i + 1))) {
      out.push("tearless");
      i += 1;
      continue;
    }
    // Pidgin "my pikin dey pant", "he is panting": breathing hard and fast (a child's fast breathing is a sign of
    // pneumonia: WHO IMCI); "my pant", "for my pant" (Nigerian English: underwear) stays underwear.
    if (x === "pant" && /^(dey|de|is|was|keeps|keep|start|started|don)$/.test(at(i - 1))) {
      out.push("breathing", "fast");
      continue;
    }
    if (x === "pant" || x === "pants") {
      out.push("underwear");
      continue;
    }
    // "loss of smell and taste", "lack of sleep and appetite": the head goes with both words of a two-word list.
    if (
      (x === "loss" || x === "lack") &&
      at(i + 1) === "of" &&
      /^(and|or)$/.test(at(i + 3)) &&
      /^[a-z]{3,}$/.test(at(i + 4)) &&
      !/^(the|my|his|her|loss|lack)$/.test(at(i + 4)) &&
      (i + 5 >= w.length || /^(and|or|since|for|but|zz\w+zz)$/.test(at(i + 5)))
    ) {
      out.push(x, "of", at(i + 2), at(i + 3), x, "of", at(i + 4));
      i += 4;
      continue;
    }
    // Pidgin "my hand no dey move" (a limb that cannot move: weakness) and "pikin no dey move for my belle" (a
    // baby that is not moving).
    if (x === "no" && PIDGIN_LINKS.has(at(i + 1)) && /^(move|moving)$/.test(at(i + 2))) {
      const limb = w.slice(Math.max(0, i - 3), i).some((b) => LIMB_WORDS.has(b));
      out.push(...(limb ? ["cant", "move"] : ["not", "moving"]));
      i += 2;
      continue;
    }
    // Pidgin "no dey" before a verb is "is not ...ing": "my pikin no dey drink" (not drinking: IMCI danger sign),
    // "e no dey wake", "she no dey feed".
    // Drinking and eating only of a child ("I no dey drink" is an adult who takes no alcohol).
    if (
      x === "no" &&
      /^(dey|de)$/.test(at(i + 1)) &&
      PIDGIN_ING[at(i + 2)] &&
      (!/^(drink|eat|suck|feed)$/.test(at(i + 2)) || w.slice(Math.max(0, i - 4), i).some((b) => CHILD_WORDS.has(b)))
    ) {
      out.push("not", PIDGIN_ING[at(i + 2)] as string);
      i += 2;
      continue;
    }
    // Pidgin "neck don strong" (stiff), "e no sabi anybody" (does not know anyone), "pikin dey kick small" (a
    // little: less).
    if (x === "strong" && w.slice(Math.max(0, i - 3), i).includes("neck")) {
      out.push("stiff");
      continue;
    }
    if (x === "sabi") {
      out.push("know");
      continue;
    }
    if (x === "small" && /^(kick|kicks|kicking|move|moves|moving)$/.test(at(i - 1))) {
      out.push("less");
      continue;
    }
    // Pidgin "pikin" or "child" said with "for my belle" / "inside my belle" (in the womb) is the unborn baby.
    if (
      /^(pikin|child)$/.test(x) &&
      w
        .slice(i + 1, i + 8)
        .some((b, k, arr) => /^(belle|belly|womb|stomach)$/.test(b) && /^(for|inside|in)$/.test(arr[k - 2] ?? ""))
    ) {
      out.push("baby");
      continue;
    }
    // "the soft part / soft place of the baby's head" is the soft spot (fontanelle).
    if (
      x === "soft" &&
      /^(part|place|area|side)$/.test(at(i + 1)) &&
      w.slice(Math.max(0, i - 4), i + 5).some((b) => b === "head" || b === "baby" || b === "pikin")
    ) {
      out.push("soft", "spot");
      i += 1;
      continue;
    }
    // Pidgin "my ear dey comot water", "water dey comot for my ear": fluid coming out of the ear is an ear
    // discharge (NICE CKS otitis media, otitis externa). From the eye, water is tears (watery eyes).
    if (
      x === "comot" &&
      w.slice(Math.max(0, i - 4), i + 5).some((b) => b === "ear" || b === "ears") &&
      !w.slice(Math.max(0, i - 4), i + 5).some((b) => /^(blood|pus)$/.test(b))
    ) {
      out.push("discharge");
      continue;
    }
    if (x === "head" || x === "heads") {
      const k = linkSpan(i + 1, 3);
      if (HEAD_SPLIT.has(at(k))) {
        out.push("headache");
        i = k;
        continue;
      }
    }
    if (x === "breath" || x === "breathe") {
      const k = linkSpan(i + 1, 3);
      // "breath no dey reach me": the breath is not enough.
      if (BREATH_SHORT.has(at(k)) || (at(k) === "reach" && w.slice(i + 1, k).includes("no"))) {
        out.push("short", "of", "breath");
        i = k;
        continue;
      }
    }
    if (x === "anyhow" && i > 0) {
      const before = w.slice(Math.max(0, i - 2), i);
      if (before.some((b) => BEAT_WORDS.has(b)) && w.slice(Math.max(0, i - 5), i).includes("heart")) {
        out.push("irregular", "heartbeat");
        continue;
      }
      if (before.some((b) => TALK_WORDS.has(b))) {
        out.push("nonsense");
        continue;
      }
    }
    // "e no know where e dey", "he doesn't know where he is": not knowing where one is.
    if (NOT_WORDS.has(x) && at(i + 1) === "know" && at(i + 2) === "where") {
      out.push("disoriented");
      let k = i + 3;
      while (
        k < w.length &&
        k - i <= 5 &&
        ["e", "he", "she", "i", "im", "dey", "is", "am", "they", "are"].includes(at(k))
      )
        k++;
      i = k - 1;
      continue;
    }
    if (
      NOT_WORDS.has(x) &&
      /^(recogni[sz]e?s?|know)$/.test(at(i + 1)) &&
      /^(us|me|anybody|anyone|people|them|his|her|we)$/.test(at(i + 2))
    ) {
      out.push("not", "recognising", "people");
      i += 2;
      continue;
    }
    // "can't taste or smell", "can't eat or drink": the inability covers both verbs.
    if ((x === "cant" || x === "cannot") && (at(i + 2) === "or" || at(i + 2) === "and") && /^[a-z]+$/.test(at(i + 3))) {
      const v2 = at(i + 3);
      if (CAN_VERBS.has(at(i + 1)) && CAN_VERBS.has(v2)) {
        out.push(x, at(i + 1), at(i + 2), x, v2);
        i += 3;
        continue;
      }
    }
    // Pidgin "she no dey answer when we call am", "he is not responding": unresponsive (WHO ETAT: AVPU "U"),
    // not a phone that rings out ("she is not answering my calls").
    // "Answer" only when said of calling or touching the person ("no dey answer when we call am"); bare, it may
    // be a question not answered.
    // Not "answering when we call": a child who does not answer to the name is also autism or absences.
    if (
      NOT_WORDS.has(x) &&
      PIDGIN_LINKS.has(at(i + 1)) &&
      /^(respond|responding|react|reacting)$/.test(at(linkSpan(i + 1, 2))) &&
      !w.some((b) => PHONE_WORDS.has(b))
    ) {
      out.push("not", "responding");
      i = linkSpan(i + 1, 2);
      continue;
    }
    // "I dey vomit too much", "vomiting so much": vomiting that does not stop (WHO IMCI: vomits everything).
    if (/^vomit(ing|s)?$/.test(x) && /^(too|so)$/.test(at(i + 1)) && at(i + 2) === "much") {
      out.push("persistent", "vomiting");
      i += 2;
      continue;
    }
    // Pidgin "her head no correct (again)", "e head no well": not in their right mind.
    if (
      (x === "head" || x === "mind") &&
      /^(correct|kolo)$/.test(at(linkSpan(i + 1, 3))) &&
      w.slice(i + 1, linkSpan(i + 1, 3)).some((b) => b === "no" || b === "not")
    ) {
      out.push("acting", "strangely");
      i = linkSpan(i + 1, 3);
      continue;
    }
    // "she is not herself", "he hasn't been himself": behaviour changed (NICE NG143 / WHO ETAT: altered mental state).
    if (
      (x === "not" || x === "isnt" || x === "hasnt" || x === "wasnt") &&
      (/^(herself|himself|myself|themselves)$/.test(at(i + 1)) ||
        (at(i + 1) === "been" && /^(herself|himself|myself)$/.test(at(i + 2))))
    ) {
      out.push("acting", "strangely");
      i += at(i + 1) === "been" ? 2 : 1;
      continue;
    }
    // "he has not eaten for two days", "she no chop since yesterday" (a day or more): not eating, a loss of
    // appetite, not a meal missed before insulin.
    if (
      (NOT_WORDS.has(x) || /^(hasnt|havent|hadnt)$/.test(x)) &&
      /^(eaten|eat|chop|chopped|ate)$/.test(at(linkSpan(i + 1, 2))) &&
      (durationDays(w.slice(i + 2, i + 7)) >= 1 || w.slice(i + 2, i + 6).includes("yesterday"))
    ) {
      out.push("stopped", "eating");
      i = linkSpan(i + 1, 2);
      continue;
    }
    // "my baby is very hot", "the pikin dey hot": a child felt hot is a fever (a parent's hand; NICE NG143).
    if (
      CHILD_WORDS.has(x) &&
      /^(hot|warm)$/.test(at(linkSpan(i + 1, 3) + (/^(very|so|too|really)$/.test(at(linkSpan(i + 1, 3))) ? 1 : 0))) &&
      !w.some((b) => WEATHER_OR_THINGS.has(b))
    ) {
      const k = linkSpan(i + 1, 3) + (/^(very|so|too|really)$/.test(at(linkSpan(i + 1, 3))) ? 1 : 0);
      out.push(x, "body", "hot");
      i = k;
      continue;
    }
    // Pidgin "tire" after a verb stresses it ("e don swell tire": very swollen); "I dey tire" is tiredness.
    if (x === "tire" && i > 0 && STRESSED_BY_TIRE.test(at(i - 1))) continue;
    // "I don lose three pregnancies", "she lost the pregnancy": pregnancies past, not a pregnancy now.
    if (
      x === "pregnancies" ||
      (/^(pregnant|pregnancy)$/.test(x) &&
        w.slice(Math.max(0, i - 3), i).some((b) => /^(lose|lost|loss|losing)$/.test(b)))
    ) {
      out.push("zzneutral");
      continue;
    }
    // Nigerian English "my prick" is the penis ("small bumps round the head of my prick"), not a needle prick.
    if (x === "prick" && /^(my|his|him|your|the|e)$/.test(at(i - 1))) {
      out.push("penis");
      continue;
    }
    // "belle big like pregnant", "as if she is pregnant": a comparison, not a pregnancy.
    if (
      /^(pregnant|pregnancy)$/.test(x) &&
      (at(i - 1) === "like" ||
        (at(i - 1) === "a" && at(i - 2) === "like") ||
        (at(i - 2) === "as" && at(i - 1) === "if"))
    ) {
      out.push("zzneutral");
      continue;
    }
    // "I can't pass stool or fart", "can't pee or poo": the inability covers the second bodily act too.
    if (
      (x === "or" || x === "nor") &&
      OR_ACTS.has(at(i + 1)) &&
      w.slice(Math.max(0, i - 4), i).some((b) => b === "cant" || b === "cannot" || b === "unable")
    ) {
      out.push(x, "cant");
      continue;
    }
    // "his face dropped", "her mouth has fallen to one side", Pidgin "im face don twist", "her mouth don turn": a
    // drooping face (BE-FAST).
    if ((x === "face" || x === "mouth") && FACE_DROP.has(at(linkSpan(i + 1, 3)))) {
      out.push("face", "drooping");
      i = linkSpan(i + 1, 3);
      continue;
    }
    // "my head is hot", "his body dey hot" (a parent's hand on the forehead): fever.
    // A hot head is a child's fever felt by a parent; an adult's "head is hot" from reading is stress.
    if (
      (x === "forehead" || x === "body" || (x === "head" && w.some((b) => CHILD_WORDS.has(b)))) &&
      /^(hot|warm)$/.test(at(linkSpan(i + 1, 3)))
    ) {
      out.push("body", "hot");
      i = linkSpan(i + 1, 3);
      continue;
    }
    // "I cough up thick yellow catarrh": what is coughed up is phlegm (sputum), not a runny nose.
    if (/^cough(ing|s|ed)?$/.test(x) && /^(up|out)$/.test(at(i + 1))) {
      const k = w.slice(i + 2, i + 6).findIndex((b) => SPUTUM_WORDS.has(b));
      if (k >= 0) {
        out.push("coughing", "up", "phlegm");
        i = i + 2 + k;
        while (SPUTUM_WORDS.has(at(i + 1))) i++;
        continue;
      }
    }
    // "my period don pass", "my period has passed (its date)": overdue.
    if ((x === "period" || x === "menses") && /^(pass|passed)$/.test(at(linkSpan(i + 1, 3))) && at(i - 1) !== "last") {
      out.push("period", "overdue");
      i = linkSpan(i + 1, 3);
      continue;
    }
    // "I am 7 months pregnant", "pregnant 35 weeks", "I be 7 months gone" (Pidgin), "six weeks pregnant": how far
    // the pregnancy has gone, as the knowledge base's stages (em16): from 20 weeks or 5 months late pregnancy (the
    // conditions of the second half: pre-eclampsia, abruption, labour), under 12 weeks (2 months) early pregnancy
    // (RCOG, NICE NG126: ectopic and miscarriage). Between them only "pregnant" is read.
    const stage = pregnancyStage(w, i);
    if (stage) {
      out.push(stage.late ? "late" : "early", "pregnancy");
      i = stage.end;
      continue;
    }
    // "my last period was 2 months ago": more than five weeks since the last period is a missed period.
    if (x === "last" && (at(i + 1) === "period" || at(i + 1) === "menses")) {
      const ago = w.indexOf("ago", i + 2);
      if (ago > 0 && ago - i <= 7 && durationDays(w.slice(i + 2, ago)) >= 35) {
        out.push("missed", "period");
        i = ago;
        continue;
      }
      // Language round 19: "last period two weeks ago", "last period 10 days ago": within a cycle (NICE CKS
      // Amenorrhoea: a period is late after the cycle's usual length), the date of the last period, no missed one.
      const days = ago > 0 && ago - i <= 7 ? durationDays(w.slice(i + 2, ago)) : 0;
      if (days > 0 && days < 35) {
        out.push(NEUTRAL);
        i = ago;
        continue;
      }
    }
    // "it's better if I die", "I'd rather be dead", "ending it all", "end my life": wishing to die (WHO mhGAP
    // asks about these words directly).
    if (
      (x === "better" || x === "rather") &&
      w.slice(i + 1, i + 5).some((b) => b === "die" || b === "dead" || b === "died")
    ) {
      out.push("want", "to", "die");
      i = i + 1 + w.slice(i + 1, i + 5).findIndex((b) => b === "die" || b === "dead" || b === "died");
      continue;
    }
    if (
      /^end(ing|s)?$/.test(x) &&
      ((at(i + 1) === "it" && at(i + 2) === "all") || (at(i + 1) === "my" && at(i + 2) === "life"))
    ) {
      out.push("end", "my", "life");
      i += 2;
      continue;
    }
    // "spots that don't fade when I press", "a rash that doesn't go away when I press a glass on it": the
    // glass test of a non-blanching rash (NICE NG240, meningococcal disease).
    if (/^(rash|rashes|spots|spot|dots|marks)$/.test(x)) {
      const k = w.slice(i + 1, i + 7).findIndex((b, j) => NOT_WORDS.has(b) && FADE_WORDS.has(at(i + 2 + j)));
      if (k >= 0) {
        out.push("rash", "not", "fade");
        i = i + 2 + k;
        if (at(i + 1) === "away") i++;
        continue;
      }
    }
    // Bleeding from two or more openings ("bleeding from her gums and nose", "blood from nose and mouth"): a
    // bleeding disorder or viral haemorrhagic fever (NCDC Lassa fever guideline), not one local bleed.
    if (/^(bleed|bleeds|bleeding|blood|bled)$/.test(x)) {
      const span = w.slice(i + 1, i + 8);
      const sites = new Set(span.filter((b) => ORIFICES.has(b)).map((b) => b.replace(/s$/, "")));
      if (sites.size >= 2) {
        out.push("bleeding", "from", "body", "openings");
        let last = i;
        span.forEach((b, j) => {
          if (ORIFICES.has(b)) last = i + 1 + j;
        });
        i = last;
        continue;
      }
    }
    // "cramps in my calves", "leg cramps at night": cramps in a limb are muscle cramps, not belly cramps.
    if (/^cramp(s|ing)?$/.test(x) && w.slice(Math.max(0, i - 3), i + 4).some((b) => LIMB_WORDS.has(b))) {
      out.push("leg", "cramps");
      continue;
    }
    // "I got shocked by a naked wire": electric shock.
    if (/^(shock|shocked|shocks)$/.test(x) && w.slice(i + 1, i + 6).some((b) => WIRE_WORDS.has(b))) {
      out.push("electric", "shock");
      continue;
    }
    // Pidgin "my eye dey scratch me", "eyes dey scratch am", "everybody dey scratch body": it itches. A leaf or a
    // fingernail that "scratch my eye" is an injury, not an itch.
    if (/^(scratch|scratching)$/.test(x) && /^(me|am|him|her|them|us)$/.test(at(i + 1))) {
      out.push("itching");
      i++;
      continue;
    }
    if (/^(scratch|scratching)$/.test(x) && (at(i - 1) === "dey" || at(i - 1) === "de")) {
      out.push("itching");
      continue;
    }
    // Nigerian English "my waist don catch (me)": sudden low back pain.
    if (x === "waist" && /^(catch|caught|cut|hook|hooked)$/.test(at(linkSpan(i + 1, 3)))) {
      out.push("waist", "pain");
      i = linkSpan(i + 1, 3);
      continue;
    }
    // Pidgin "I never see my period" (not yet): a missed period.
    if (
      x === "never" &&
      /^(see|seen)$/.test(at(i + 1)) &&
      w.slice(i + 2, i + 4).some((b) => b === "period" || b === "menses")
    ) {
      out.push("missed", "period");
      i += w.slice(i + 2, i + 4).findIndex((b) => b === "period" || b === "menses") + 2;
      continue;
    }
    // "I sweat a lot at night", "sweating every night": night sweats.
    if (/^sweat(s|ing)?$/.test(x)) {
      const k = w.slice(i + 1, i + 5).indexOf("night");
      if (k >= 0 && !w.slice(i + 1, i + 1 + k).some((b) => b === "and" || b === "but")) {
        out.push("night", "sweats");
        i = i + 1 + k;
        continue;
      }
    }
    // "a slow-healing sore", "slow to heal": a sore that is not healing (a chronic ulcer).
    if (x === "slow" && (/^heal(ing|s)?$/.test(at(i + 1)) || (at(i + 1) === "to" && /^heal/.test(at(i + 2))))) {
      out.push("not", "healing");
      i += at(i + 1) === "to" ? 2 : 1;
      continue;
    }
    // "won't breastfeed", "wouldn't suck": not able to breastfeed (IMCI danger sign), not a denial that the
    // mother breastfeeds.
    if ((x === "wont" || x === "wouldnt") && /^(suck|breastfeed)$/.test(at(i + 1))) {
      out.push("not", "sucking");
      i += 1;
      continue;
    }
    // "I've had the runs": diarrhoea.
    if (x === "runs" && at(i - 1) === "the") {
      out.pop();
      out.push("diarrhoea");
      continue;
    }
    // "she hasn't peed since morning", "he didn't urinate all day": not passing urine (WHO: a sign of severe
    // dehydration, of shock in a child).
    if (
      (NOT_WORDS.has(x) || /^(hasnt|havent|hadnt)$/.test(x)) &&
      !/^(cant|cannot)$/.test(x) &&
      /^(peed|pee|urinated|urinate|weed|wee|pissed|piss)$/.test(at(i + 1)) &&
      !/^(on|in)$/.test(at(i + 2))
    ) {
      out.push("not", "passing", "urine");
      i += 1;
      continue;
    }
    // "the pikin no dey suck (breast)": not sucking (IMCI danger sign: not able to drink or breastfeed).
    if (/^suck(s|ing)?$/.test(x) && w.slice(Math.max(0, i - 3), i).some((b) => NOT_WORDS.has(b))) {
      // "e no wan suck" (does not want to): refusing is not able (IMCI), not a denial; "not able to suck" too.
      while (
        out.length &&
        (PIDGIN_LINKS.has(out[out.length - 1] as string) ||
          NOT_WORDS.has(out[out.length - 1] as string) ||
          /^(wan|want|wants|gree|like|able|to)$/.test(out[out.length - 1] as string))
      )
        out.pop();
      out.push("not", "sucking");
      if (/^(breast|breasts)$/.test(at(i + 1))) i++;
      continue;
    }
    // Pidgin "my leg no get power", "I no get strength": weak.
    if ((x === "no" || x === "not") && at(i + 1) === "get" && /^(power|strength|energy|force)$/.test(at(i + 2))) {
      out.push("weak");
      i += 2;
      continue;
    }
    // "going to pass out", "gonna faint": feeling faint (presyncope), not a faint that happened.
    if ((x === "going" && at(i + 1) === "to") || x === "gonna") {
      const k = x === "gonna" ? i + 1 : i + 2;
      if (/^faint(ing)?$/.test(at(k)) || (at(k) === "pass" && at(k + 1) === "out")) {
        out.push("feeling", "faint");
        i = at(k) === "pass" ? k + 1 : k;
        continue;
      }
    }
    // Wanting to, about to, feeling like: the sensation before the act (presyncope, nausea).
    if (IMMINENT.has(x)) {
      const k = at(i + 1) === "to" ? i + 2 : i + 1;
      if (/^faint(ing)?$/.test(at(k))) {
        out.push("feeling", "faint");
        i = k;
        continue;
      }
      if (/^(vomit|vomiting|puke)$/.test(at(k)) || (/^throw(ing)?$/.test(at(k)) && at(k + 1) === "up")) {
        out.push("feel", "like", "vomiting");
        i = at(k + 1) === "up" ? k + 1 : k;
        continue;
      }
    }
    // Pidgin "no fit" is "cannot".
    if (x === "no" && at(i + 1) === "fit" && (PASS_URINE.has(at(i + 2)) || PASS_STOOL.has(at(i + 2)))) {
      out.push("cant", "pass", PASS_URINE.has(at(i + 2)) ? "urine" : "stool");
      i += 2;
      continue;
    }
    if ((x === "cant" || x === "cannot") && PASS_URINE.has(at(i + 1))) {
      out.push("cant", "pass", "urine");
      i += 1;
      continue;
    }
    if ((x === "cant" || x === "cannot") && PASS_STOOL.has(at(i + 1))) {
      out.push("cant", "pass", "stool");
      i += 1;
      continue;
    }
    // "no dey chop", "no wan chop": not eating.
    if (
      (x === "chop" || x === "chopping") &&
      (at(i - 1) === "no" || (at(i - 2) === "no" && PIDGIN_LINKS.has(at(i - 1))))
    ) {
      if (out[out.length - 1] !== "no") out.pop();
      out.pop();
      out.push("not", "eating");
      continue;
    }
    if ((x === "chop" || x === "chopping") && !FOOD_CUTS.has(at(i + 1)) && !FOOD_CUTS.has(at(i + 2))) {
      out.push(x === "chop" ? "eat" : "eating");
      continue;
    }
    if (
      OFTEN_AFTER.has(x) &&
      ((at(i + 1) === "every" && /^(time|minute|minutes|hour|moment|second)$/.test(at(i + 2))) ||
        (at(i + 1) === "all" && at(i + 2) === "the" && at(i + 3) === "time")) &&
      !["i", "he", "she", "we", "you", "they"].includes(at(i + (at(i + 1) === "all" ? 4 : 3)))
    ) {
      out.push("urinating", "often");
      i += at(i + 1) === "all" ? 3 : 2;
      continue;
    }
    // "eye don go inside", "his eyes have gone in".
    if (
      (x === "go" || x === "gone" || x === "went" || x === "enter" || x === "sink" || x === "sunk") &&
      (/^(inside|in)$/.test(at(i + 1)) || x === "sink" || x === "sunk") &&
      w.slice(Math.max(0, i - 4), i).some((b) => b === "eye" || b === "eyes")
    ) {
      out.push("sunken");
      if (/^(inside|in)$/.test(at(i + 1))) i += 1;
      continue;
    }
    if (
      /^(blur|blurry|blurred|blurring)$/.test(x) &&
      w.slice(Math.max(0, i - 5), i + 3).some((b) => EYE_WORDS.has(b))
    ) {
      out.push("blurred", "vision");
      continue;
    }
    if (
      (x === "sound" || x === "sounds" || x === "noise" || x === "noises") &&
      /^hear(ing|s)?$/.test(at(i - 1)) &&
      w.slice(i + 1, i + 5).some((b) => b === "ear" || b === "ears")
    ) {
      out.push("noise");
      continue;
    }
    // (Pain on pulling the ear is the knowledge base's own sign of an outer-ear infection: left to it.)
    if (
      /^(pull|pulls|pulling|tug|tugging|tugs)$/.test(x) &&
      w.slice(i + 1, i + 3).some((b) => b === "ear" || b === "ears") &&
      !w.slice(Math.max(0, i - 3), i).some((b) => /^(pain|painful|hurts?|hurting|tender|sore)$/.test(b))
    ) {
      out.push("ear", "pain");
      i =
        w.slice(i + 1, i + 3).indexOf("ear") >= 0
          ? i + 1 + w.slice(i + 1, i + 3).indexOf("ear")
          : i + 1 + w.slice(i + 1, i + 3).indexOf("ears");
      continue;
    }
    out.push(x);
  }
  return out;
}

/** Raw words of user text with the context step applied. */
export function userWords(text: string): string[] {
  return contextualWords(constructionWords(spellWords(rawWords(text))));
}

/** Whether a raw word has a synonym of its own: its meaning is fixed, so it is never read as a typo of another word
 * as written ("strange" is odd, not "strangled"). */
export function hasSynonym(word: string): boolean {
  return SYNONYMS[word] !== undefined && SYNONYMS[word] !== word;
}

/** One canonical token for a raw word: synonym, then stem (targets are stemmed too, so every path agrees). */
export function canonical(word: string): string {
  return stem(SYNONYMS[word] ?? SYNONYMS[stem(word)] ?? word);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Canonical token of a raw word, or null for a stopword. Negation cues stay as they are. */
export function tokenOf(word: string): string | null {
  if (STOPWORDS.has(word)) return null;
  if (PLAIN_NOT.has(word) || WILL_NOT.has(word)) return "not";
  return NEGATION_CUES.has(word) ? word : canonical(word);
}

/** Content tokens of a phrase: canonical forms of the non-stopword words (negation cues kept). */
export function contentTokens(text: string, user = false): string[] {
  const out: string[] = [];
  for (const w of user ? userWords(text) : rawWords(text)) {
    const t = tokenOf(w);
    if (t !== null) out.push(t);
  }
  return out;
}

const WEEKDAYS = new Set(
  "monday tuesday wednesday thursday friday saturday sunday yesterday today tonight now already".split(" "),
);
const TIME_UNITS = new Set("hour hours day days week weeks month months year years night nights morning".split(" "));
const TIME_LEADS = new Set(["last", "past", "few", "several", "couple", "many", "some", "one", "a", "an"]);
/**
 * User words without the phrases that say when or for how long ("since 3 days", "for two weeks now", "since
 * Sunday", "since last week", "it's been 5 weeks"). Search matches what the symptom is; how long it lasted
 * is read separately (durationDays), and left in, these words made the query too long to meet any finding.
 * "Every night", "at night" and "in the morning" stay: they describe the symptom (night sweats).
 */
export function withoutTimeWords(words: string[]): string[] {
  const drop = new Set<number>();
  const isCount = (w: string) => /^\d+$/.test(w) || NUMBER_WORDS[w] !== undefined || TIME_LEADS.has(w);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (WEEKDAYS.has(w)) drop.add(i);
    // "for a long time", "a long while": how long, in words.
    else if ((w === "time" || w === "while") && words[i - 1] === "long") {
      drop.add(i);
      drop.add(i - 1);
      if (words[i - 2] === "a") drop.add(i - 2);
    }
    // "My last period was 2 months ago" dates an event, it does not say how long a symptom lasted: kept.
    // "this month", "next week": a date, not how long ("I no see my period this month" is a missed period).
    else if (
      TIME_UNITS.has(w) &&
      /^(this|that|next)$/.test(words[i - 1] ?? "") &&
      !/^(morning|night|nights)$/.test(w)
    ) {
      drop.add(i);
      drop.add(i - 1);
    } else if (TIME_UNITS.has(w) && i > 0 && isCount(words[i - 1] as string) && words[i + 1] !== "ago") {
      drop.add(i);
      drop.add(i - 1);
      if (words[i - 2] === "of" && words[i - 3] === "couple") drop.add(i - 3);
    }
  }
  // A lead word ("since", "for", "over") whose time phrase was dropped goes with it.
  for (let i = 0; i < words.length; i++)
    if (["since", "for", "over", "from", "last", "past", "about"].includes(words[i] as string) && drop.has(i + 1))
      drop.add(i);
  return words.filter((_, i) => !drop.has(i));
}

/** Content tokens of user text without its time phrases; the full tokens when nothing else is left. */
export function timelessTokens(text: string): string[] {
  const out: string[] = [];
  for (const w of withoutTimeWords(userWords(text))) {
    const t = tokenOf(w);
    if (t !== null) out.push(t);
  }
  return out.length ? out : contentTokens(text, true);
}

/** Normalised phrase used for exact comparisons. */
export function normalizePhrase(text: string, user = false): string {
  return (user ? userWords(text) : rawWords(text)).map(canonical).join(" ");
}

let EDIT_ROWS: [Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64)];
/** Levenshtein distance with an early exit once it exceeds max. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  // Two rows reused across calls: search compares every query word with thousands of vocabulary words.
  if (EDIT_ROWS[0].length <= lb) EDIT_ROWS = [new Int32Array(lb + 16), new Int32Array(lb + 16)];
  let [prev, cur] = EDIT_ROWS;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      let v = (prev[j - 1] as number) + cost;
      const up = (prev[j] as number) + 1;
      const left = (cur[j - 1] as number) + 1;
      if (up < v) v = up;
      if (left < v) v = left;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb] as number;
}

/** The SPEC's word similarity: 1 − edit distance / longer length. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - editDistance(a, b) / longer;
}

/** Typo tolerance for free text: how many edits a token of this length may carry and still match. */
export function allowedEdits(length: number): number {
  if (length <= 5) return 0;
  if (length <= 10) return 1;
  return 2;
}

const UNIT_DAYS: Record<string, number> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  month: 30,
  months: 30,
  year: 365,
  years: 365,
};

/** Longest duration mentioned in a clause, in days ("for ten days", "two months", "3 weeks"). */
// "two weeks ago" says when, "a one-month baby" and "six months belle" (Pidgin: six months pregnant) how old.
export const NOT_A_DURATION = new Set(
  "old olds pregnant after gestation ago belle belly baby babies child pikin boy girl son daughter infant".split(" "),
);

/** A count of weeks or months of pregnancy at word i ("7 months pregnant", "pregnant 35 weeks", "pregnant for 30
 * weeks", "7 months gone"): late from 20 weeks (5 months), early under 12 weeks (2 months), else null (from 41 weeks the
 * words are left to a pregnancy past its due date). */
function pregnancyStage(w: string[], i: number): { late: boolean; end: number } | null {
  const weeksOf = (k: number) => gestationWeeks(w[k] ?? "", w[k + 1] ?? "");
  let weeks: number | undefined;
  let end = i;
  if (/^(pregnant|gone|belle|pregnancy)$/.test(w[i + 2] ?? "") && weeksOf(i) !== undefined) {
    weeks = weeksOf(i);
    end = i + 2;
  } else if (w[i] === "pregnant") {
    const k = /^(for|of|at)$/.test(w[i + 1] ?? "") ? i + 2 : i + 1;
    weeks = weeksOf(k);
    end = k + 1;
  }
  if (weeks === undefined || (weeks >= 12 && weeks < 20) || weeks >= 41) return null;
  return { late: weeks >= 20, end };
}

/** People whose age is said as "a boy of 3 years", "my baby of 2 months". */
const PERSON_OF_AGE = new Set(
  "baby babies child children kid kids pikin boy girl son daughter infant brother sister nephew niece grandson granddaughter man woman lady patient".split(
    " ",
  ),
);

/**
 * Language round 20: "for weeks", "over months" (a plural unit with no count) is at least two of the unit, so "cough
 * for weeks" is a cough over a week and "thirsty for weeks" is read as long-standing thirst.
 */
const BARE_SPAN_UNITS = /^(hours|days|weeks|months|years)$/;
function bareSpan(words: string[], i: number): number | undefined {
  return BARE_SPAN_UNITS.test(words[i] ?? "") && /^(for|over)$/.test(words[i - 1] ?? "") ? 2 : undefined;
}

export function durationDays(said: string[]): number {
  // Texting glues the unit to the number ("cough 4 3wks"): split first (language round 16).
  const words = splitUnits(said);
  let best = 0;
  for (let i = 1; i < words.length; i++) {
    const unit = UNIT_DAYS[words[i] as string];
    if (!unit) continue;
    // "a 5-week-old baby", "20 weeks pregnant", "two weeks after diarrhoea" are not how long a symptom lasts.
    if (NOT_A_DURATION.has(words[i + 1] as string)) continue;
    // "my boy of 3 years", "my baby of 2 months" (Nigerian English), "my baby na 6 weeks" (Pidgin), "my son is 4
    // months": the child's age, not how long (em16).
    if (
      PERSON_OF_AGE.has(words[i - 2] as string) ||
      (/^(of|na|is|be)$/.test(words[i - 2] ?? "") && PERSON_OF_AGE.has(words[i - 3] as string))
    )
      continue;
    const prev = words[i - 1] as string;
    const n = countOf(prev) ?? bareSpan(words, i);
    if (n !== undefined) best = Math.max(best, n * unit);
  }
  return best;
}

/** Longest span in minutes said in a clause ("lasted over 10 minutes", "for half an hour", "2 hours"). */
export function durationMinutes(words: string[]): number {
  let best = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    // Glued in SMS: "20mins", "2hrs" (language round 25).
    const glued = /^(\d{1,3})(minutes?|mins?|hours?|hrs?)$/.exec(w);
    if (glued && words[i + 1] !== "ago") {
      best = Math.max(best, Number(glued[1]) * (/^h/.test(glued[2] as string) ? 60 : 1));
      continue;
    }
    const unit = /^(minute|minutes|mins|min)$/.test(w) ? 1 : /^(hour|hours|hrs|hr)$/.test(w) ? 60 : 0;
    // "10 minutes ago" says when, not how long.
    if (!unit || words[i + 1] === "ago") continue;
    const prev = words[i - 1] as string;
    const n = /^\d+$/.test(prev) ? Number(prev) : prev === "hour" || prev === "an" ? 1 : NUMBER_WORDS[prev];
    if (n !== undefined) best = Math.max(best, n * unit * (words[i - 2] === "half" ? 0.5 : 1));
  }
  return best;
}

/**
 * Findings whose "long-lasting" kind follows from a stated duration (days at least); of one finding's kinds the
 * longest threshold the duration crosses is the answer ("dry cough for two weeks" is a cough over a week, "for
 * two months" a chronic cough). Thresholds are the kinds' own definitions: WHO/NICE CKS prolonged fever (a
 * week), NICE CKS cough (acute under 3 weeks, chronic beyond 3 weeks), WHO persistent diarrhoea (14 days),
 * NICE NG12 and CKS hoarseness (persistent beyond 3 weeks), NICE CKS chronic rhinosinusitis (months).
 */
export const DURATION_CHILDREN: Array<[string, string, number]> = [
  ["fever", "fever_long", 7],
  ["cough", "cough_over_week", 7],
  ["cough", "cough_chronic", 21],
  ["diarrhoea", "diarrhoea_chronic", 14],
  ["hoarse_voice", "voice_change_weeks", 21],
  ["blocked_nose", "nose_blocked_long", 30],
];

/**
 * Findings whose graver kind follows from how long one episode lasts, told in minutes or hours: a fit of 5 minutes or
 * more is status epilepticus (WHO mhGAP, NICE NG217: treat at 5 minutes); a nosebleed still going after 15 minutes is
 * one that pressure has not stopped (NICE CKS Epistaxis: bleeding not controlled after 10–15 minutes of first aid
 * needs hospital assessment). [finding, graver kind, minutes].
 */
export const MINUTE_CHILDREN: Array<[string, string, number]> = [
  ["seizure", "seizure_prolonged", 5],
  ["nosebleed", "nosebleed_prolonged", 15],
];

/** How many times something happened, as a clause says it ("3 times", "twice", "more than one", "many times"). */
const MANY = 10;
const COUNT_WORDS: Record<string, number> = {
  twice: 2,
  thrice: 3,
  repeated: 3,
  repeatedly: 3,
  recurrent: 3,
  severally: MANY,
  nonstop: MANY,
  continuously: MANY,
  countless: MANY,
};
const COUNT_LEADS: Record<string, number> = { many: MANY, plenty: MANY, several: 4, few: 3, multiple: 3 };
/** How many words from the finding's own word a count may stand. */
const COUNT_SPAN = 3;
const COUNTED = new Set("fits seizures convulsions episodes attacks stools motions".split(" "));
export function timesCount(words: string[], about: (word: string) => boolean = () => true): number {
  let best = 0;
  for (let i = 0; i < words.length; i++) {
    // The count must be said of the finding ("more than one fit", "convulsed twice"), not of something else in
    // the sentence ("she jerks, he does it many times after waking").
    if (!words.slice(Math.max(0, i - COUNT_SPAN), i + COUNT_SPAN + 1).some(about)) continue;
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    let n = COUNT_WORDS[w] ?? 0;
    // "3 times", "many times", "several times a day"; "one after another", "again and again", "non stop".
    if (next === "times" || next === "time") n = /^\d+$/.test(w) ? Number(w) : (COUNT_LEADS[w] ?? NUMBER_WORDS[w] ?? 0);
    if (w === "more" && next === "than" && /^(one|once|1)$/.test(words[i + 2] ?? "")) n = 2;
    if (w === "one" && next === "after" && words[i + 2] === "another") n = 3;
    // "over and over"; "shaking all over and sweating" is one shaking of the whole body, not a count.
    if ((w === "again" || w === "over") && next === "and" && words[i + 2] === w) n = 3;
    if (w === "non" && next === "stop") n = MANY;
    // "three fits today", "10 watery stools": a number before the events counted.
    if (
      (COUNTED.has(next) || COUNTED.has(words[i + 2] ?? "")) &&
      /^(\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|multiple)$/.test(w)
    )
      n = Math.max(n, /^\d+$/.test(w) ? Number(w) : (COUNT_LEADS[w] ?? NUMBER_WORDS[w] ?? 0));
    best = Math.max(best, n);
  }
  return best;
}

/**
 * Findings whose more specific kind follows from how many times it happened: repeated fits (more than one in a
 * day: WHO mhGAP, NICE NG217 treat a cluster like a prolonged fit). [finding, kind, at least, a word that must
 * also be said]. Watery stools "many times" are not profuse rice-water diarrhoea: diarrhoea is three or more
 * loose stools a day (WHO), and profuse is the volume, which a count does not tell.
 */
export const COUNT_CHILDREN: Array<[string, string, number, RegExp | null]> = [
  ["seizure", "seizure_prolonged", 2, null],
];

/** Findings with a kind that a stated duration or count selects. */
export const KIND_PARENTS = [...new Set([...DURATION_CHILDREN, ...COUNT_CHILDREN].map(([p]) => p))];

/** Phrases of a finding a word must be in to be one of its core words. */
const CORE_WORD_PHRASES = 3;
const CORE_WORDS = new WeakMap<object, Set<string>>();
/** Words several of a finding's phrases share: what the finding is, in its own words. */
export function coreWords(f: { name: string; aliases: string[] } | undefined): Set<string> {
  if (!f) return new Set();
  let out = CORE_WORDS.get(f);
  if (!out) {
    const count = new Map<string, number>();
    for (const a of [f.name, ...f.aliases])
      for (const t of new Set(contentTokens(a))) count.set(t, (count.get(t) ?? 0) + 1);
    out = new Set([...count].filter(([, n]) => n >= CORE_WORD_PHRASES).map(([t]) => t));
    CORE_WORDS.set(f, out);
  }
  return out;
}

/** A finding with no phrases (no tokens). */
export const NO_PHRASES = { name: "", aliases: [] as string[] };
const PHRASE_TOKENS = new WeakMap<object, Set<string>>();
/** The content tokens of a finding's name and aliases (computed once per finding). */
export function phraseTokens(f: { name: string; aliases: string[] }): Set<string> {
  let out = PHRASE_TOKENS.get(f);
  if (!out) {
    out = new Set<string>();
    for (const a of [f.name, ...f.aliases])
      for (const w of rawWords(a)) {
        const t = tokenOf(w);
        if (t !== null) out.add(t);
      }
    PHRASE_TOKENS.set(f, out);
  }
  return out;
}

/**
 * The more specific kind of a finding that a clause's duration or count selects ("hoarse voice for a month",
 * "more than one fit today", "watery stool many times"), or null. Counts over days ("two fits this year") are
 * not a cluster.
 */
export function kindByDurationOrCount(
  parentId: string,
  words: string[],
  parentWord: (word: string) => boolean,
): string | null {
  const days = durationDays(words);
  let kind: string | null = null;
  let longest = 0;
  for (const [p, c, minDays] of DURATION_CHILDREN)
    if (p === parentId && days >= minDays && minDays > longest) {
      kind = c;
      longest = minDays;
    }
  if (kind) return kind;
  const times = timesCount(words, parentWord);
  if (!times || days > 1) return null;
  for (const [p, c, min, word] of COUNT_CHILDREN)
    if (p === parentId && times >= min && (!word || words.some((w) => word.test(w)))) return c;
  return null;
}
