// Text normalisation shared by finding search and free-text parsing. Both sides (knowledge-base aliases
// and user text) go through the same pipeline, so spelling variants meet in the middle instead of
// needing every variant listed as an alias.
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
]);

/** Words that end the scope of a negation. */
export const SCOPE_BREAKERS = new Set(["but", "however", "although", "though", "except", "yet", "apart", "besides"]);

// Whole-word synonyms applied before stemming so that regional and lay words meet the clinical ones.
const SYNONYMS: Record<string, string> = {
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
  // "cute" is not a "cut" once stemmed.
  cute: "adorable",
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
  const lowered = String(text)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/can't|cannot/g, "cant")
    .replace(/won't/g, "wont")
    .replace(/n't\b/g, "nt")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/-/g, " ");
  return genotypeWords(smsWords(lowered.split(/[^a-z0-9]+/).filter(Boolean)));
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
};
/** Dropped final g of a symptom verb ("sneezin", "coughin", "bleedin"). */
const G_DROPPED =
  /^(sneez|cough|vomit|pain|itch|bleed|runn|stool|shiver|sweat|purg|swell|burn|throb|pound|tingl|ach|wheez|feel|scratch|peel|pee|urinat|spitt|fainti?|convuls|shak)in$/;
const POSSESSIVES = new Set(["my", "ma", "his", "her", "our", "their", "your", "d", "the"]);

function smsWords(words: string[]): string[] {
  return words.map((w, i) => {
    if (w === "tommy") return POSSESSIVES.has(words[i - 1] ?? "") ? "tummy" : w;
    if (G_DROPPED.test(w)) return `${w}g`;
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
    "soup pepper food tea laptop phone car engine iron stove pot rice beans meat bread jollof"
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
const FIT_PEOPLE = new Set(
  "guy guys man men woman women girl girls boy boys person people lady ladies bro body player".split(" "),
);
const SCALD_WORDS = new Set(
  "water oil tea soup poured pour spilled spill scald scalded burn burnt burned skin hand hands leg legs arm arms foot feet face chest body baby child".split(
    " ",
  ),
);
const FALL_WORDS = new Set(["fell", "fall", "falls", "falling"]);
const FALLING_THINGS = new Set(
  "naira dollar dollars cedi pound euro price prices rate rates market stock stocks share shares value currency beads bead phone cup plate glass bottle leaves rain book books".split(
    " ",
  ),
);
const FLOOD_PLACES = new Set(
  "rain street streets road roads house compound area town city river water estate bridge lagos village office".split(
    " ",
  ),
);
const BELLY_WORDS = new Set("belly stomach tummy bloated bloating pass passing fart farting".split(" "));
const GIVE_WORDS = new Set(["give", "giving", "gave", "gives", "given"]);
/** People and worries that "give someone headache" in the Nigerian English sense (trouble). */
const TROUBLE_WORDS = new Set(
  (
    "wahala landlord landlady bill bills nepa phcn boss matter matters issue issues problem problems government " +
    "registration exam exams jamb waec fees rent traffic customer customers job business in law inlaw inlaws " +
    "husband wife children pikin pikins neighbour neighbours neighbor people politics money debt"
  ).split(" "),
);
const FLANK_WORDS = new Set(["back", "loin", "kidney", "ribs", "groin", "belly", "stomach", "tummy", "abdomen"]);
/** A word the context shows is not a symptom becomes this, which matches nothing. */
export const NEUTRAL = "zzneutral";

/**
 * Context for user text (not for knowledge-base aliases): common words that name a symptom only in some
 * company. "fit" is a seizure in "had a fit" but ability in Pidgin ("I no fit breathe" = I can't breathe)
 * and fitness in "keep fit"; "hot" and "cold" describe the weather or food; "pressure" a tyre; "running"
 * late or low; "heavily" the rain; "tired of" the government.
 */
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
    if (w === "fit" || w === "fits" || w === "fitness" || w === "fitting" || w === "fitted") {
      if (w === "fitness" || w === "fitted") out[i] = NEUTRAL;
      // Pidgin "no fit" = cannot; "I fit", "wetin I fit" = can.
      else if (w === "fit" && prev === "no") {
        out[i - 1] = "cant";
        out[i] = NEUTRAL;
      } else if (w === "fit" && PIDGIN_SUBJECT.has(prev)) out[i] = NEUTRAL;
      // "A fit guy", "fit girls": fit before a person is fitness, not a seizure.
      else if (FIT_PEOPLE.has(next)) out[i] = NEUTRAL;
      else if (["keep", "stay", "very", "physically", "feel", "feeling", "so", "be", "get", "getting"].includes(prev))
        out[i] = NEUTRAL;
      else if (["as", "and", "enough", "me", "you", "him", "her", "them", "well", "into", "perfectly"].includes(next))
        out[i] = NEUTRAL;
    } else if (w === "hot" || w === "cold" || w === "heavily" || w === "warm") {
      if (near(i, 4, WEATHER_OR_THINGS) && !near(i, 4, BODY_WORDS)) out[i] = NEUTRAL;
    } else if (w === "burnt" || w === "burned" || w === "burning") {
      // The rice is burnt; a burnt hand is a burn.
      if (near(i, 4, WEATHER_OR_THINGS) && !near(i, 4, BODY_WORDS)) out[i] = NEUTRAL;
      // "burning the midnight oil", "the DJ was burning the place": burning something is not a burn.
      else if (w === "burning" && next === "the" && !BODY_WORDS.has(words[i + 2] ?? "")) out[i] = NEUTRAL;
    } else if ((w === "bleeding" || w === "bleed") && ["points", "money", "cash", "customers", "fans"].includes(next)) {
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
    } else if (w === "tired" && next === "of" && !["life", "living"].includes(words[i + 2] ?? "")) out[i] = NEUTRAL;
    else if (w === "heart" && (next === "goes" || next === "go" || prev === "broke" || prev === "broken"))
      out[i] = NEUTRAL;
    else if (w === "dying" && next === "to") out[i] = NEUTRAL;
    // "my back is killing me" is pain there, "exam stress is killing me" a figure of speech: never a wish to die.
    else if ((w === "killing" || w === "kills") && (next === "me" || next === "it")) out[i] = NEUTRAL;
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
    else if (
      (w === "cut" || w === "cutting") &&
      ["hair", "nails", "nail", "grass", "cake", "bread", "onions", "onion"].some((x) =>
        words.slice(i + 1, i + 4).includes(x),
      )
    )
      out[i] = NEUTRAL;
    else if (
      (w === "headache" || w === "headaches") &&
      prev === "big" &&
      ["is", "was", "be"].includes(words[i - 3] ?? "")
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
    // A generator, a car or the neighbours "making noise" is not a symptom; an ear or a knee that does is.
    else if (
      (w === "noise" || w === "noises") &&
      ["make", "makes", "making", "made"].includes(prev) &&
      !near(i, 5, NOISY_PARTS)
    )
      out[i] = NEUTRAL;
  }
  return out;
}

/** Raw words of user text with the context step applied. */
export function userWords(text: string): string[] {
  return contextualWords(spellWords(rawWords(text)));
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
    // "My last period was 2 months ago" dates an event, it does not say how long a symptom lasted: kept.
    else if (TIME_UNITS.has(w) && i > 0 && isCount(words[i - 1] as string) && words[i + 1] !== "ago") {
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

/** Levenshtein distance with an early exit once it exceeds max. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  let prev = new Array<number>(lb + 1);
  let cur = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
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

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  a: 1,
  an: 1,
  few: 3,
  several: 4,
};
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
const NOT_A_DURATION = new Set(["old", "olds", "pregnant", "after", "gestation"]);

export function durationDays(words: string[]): number {
  let best = 0;
  for (let i = 1; i < words.length; i++) {
    const unit = UNIT_DAYS[words[i] as string];
    if (!unit) continue;
    // "a 5-week-old baby", "20 weeks pregnant", "two weeks after diarrhoea" are not how long a symptom lasts.
    if (NOT_A_DURATION.has(words[i + 1] as string)) continue;
    const prev = words[i - 1] as string;
    const n = /^\d+$/.test(prev) ? Number(prev) : NUMBER_WORDS[prev];
    if (n !== undefined) best = Math.max(best, n * unit);
  }
  return best;
}

// Findings whose "long-lasting" child follows from a stated duration.
export const DURATION_CHILDREN: Array<[string, string, number]> = [
  ["fever", "fever_long", 7],
  ["cough", "cough_chronic", 21],
  ["diarrhoea", "diarrhoea_chronic", 14],
];
