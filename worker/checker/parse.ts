// Free-text parsing: which findings does a sentence mention, and are they denied? Aliases match as sets
// of words inside a short window in any order ("my eyes are yellow" meets "yellow eyes"), with typo
// tolerance on longer words. Longer matches win; a match wholly inside a longer one is dropped (so
// "burning when I urinate" is not also a "burn"). A negation cue shortly before a match, in the same
// clause, makes it absent ("no cough", "I don't have fever", "without vomiting").
import { siteFirst } from "./lay-constructions.ts";
import { MODEL, type Model } from "./model.ts";
import { isKnownWord, sameWordFamily, spellWords } from "./spelling.ts";
import { LATE_KINDS, PAST_EVENT_NAME, clauseRelation, resolveSubject, weeksPast } from "./subject.ts";
import { graverByQualifier } from "./graver-qualifier.ts";
import {
  DISEASE_BEFORE_DRUG,
  KIND_PARENTS,
  NO_PHRASES,
  phraseTokens,
  NEGATION_CUES,
  NOT_A_DURATION,
  SCOPE_BREAKERS,
  allowedEdits,
  canonical,
  constructionWords,
  contextualWords,
  coreWords,
  kindByDurationOrCount,
  durationMinutes,
  MINUTE_CHILDREN,
  editDistance,
  hasSynonym,
  rawWords,
  stem,
  tokenOf,
} from "./text.ts";

interface ParseEntry {
  finding: number;
  tokens: string[];
  /** The phrase relates two things ("chest pain when coughing", "pain on breathing"), without "and"/"or". */
  relational?: boolean;
  /** Tokens the phrase says in the past tense ("bled heavily at delivery"): not met by "bleeding" now. */
  past?: Set<string>;
  /** A repetition idiom in the phrase ("again and again", "hour by hour"): its words are one token as a set, so
   * the idiom itself must be in the text ("vomiting again and again" is not "again, and I vomited"). */
  idiom?: string[];
}

/** "again and again", "over and over", "hour by hour", "place to place": a word, a joining word, the word again. */
export function repetitionIdiom(raw: string[]): string[] | undefined {
  for (let k = 0; k + 2 < raw.length; k++)
    if (raw[k] === raw[k + 2] && /^(and|by|to|after)$/.test(raw[k + 1] as string))
      return raw.slice(k, k + 3) as string[];
  return undefined;
}

interface ParseIndex {
  entries: ParseEntry[];
  /** Entries by each of their tokens. */
  byToken: Map<string, number[]>;
  vocab: string[];
  /** Phrases whose meaning is in their small words ("kill myself", "have sugar"): met only word for word. */
  verbatim: Array<{ finding: number; raw: string[] }>;
  /** Entries of each finding. */
  byFinding: Map<number, number[]>;
}

export { PAST_EVENT_NAME };
/** Drugs that are smoked (Nigerian names too: igbo, Indian hemp, colorado, skunk). */
const SMOKED_DRUGS = new Set(
  "hemp weed igbo cannabis marijuana skunk colorado ganja crack meth loud arizona".split(" "),
);
/** Irregular simple past forms of verbs that phrases of past events use ("bled heavily at delivery"). */
const IRREGULAR_PAST = new Set("bled had gave got took went fell broke ate drank was were".split(" "));
/** Tokens of a phrase's words in the simple past ("bled", "needed"), which a present "-ing" form does not meet. */
const SPEAKER_WELL = /^(fine|okay|ok|well|alright|healthy)$/;
const SPEAKER_WELL_CHILD = /^(baby|child|son|daughter|pikin|boy|girl|kid|toddler|infant|newborn|children|kids)$/;

export function pastTenseTokens(raw: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of raw) {
    if (!IRREGULAR_PAST.has(w) && !/[^e]ed$/.test(w)) continue;
    const t = tokenOf(w);
    if (t !== null && canonical(`${w.replace(/ed$/, "")}ing`) === t) out.add(t);
    else if (t !== null && IRREGULAR_PAST.has(w)) out.add(t);
  }
  return out;
}

/** A phrase whose object points back to a symptom told before ("my papa get am too", "my sister has it too"). */
export function refersBack(raw: string[]): boolean {
  return raw.some((w, k) => (w === "am" || w === "it") && /^(too|also)$/.test(raw[k + 1] ?? ""));
}

/** Words that relate two findings in one phrase ("chest pain when coughing", "pain on breathing in"). */
/** Findings with a kind that a stated duration or count selects (text.ts). */
const RELATION_WORDS = new Set(["when", "while", "during", "after", "on", "with", "whenever"]);

function buildParseIndex(model: Model): ParseIndex {
  const entries: ParseEntry[] = [];
  const verbatim: Array<{ finding: number; raw: string[] }> = [];
  const seen = new Set<string>();
  model.findings.forEach((f, fi) => {
    for (const p of [f.name, ...f.aliases]) {
      const tokens: string[] = [];
      const raw = rawWords(p);
      for (const w of raw) {
        const t = tokenOf(w);
        if (t !== null) tokens.push(t);
      }
      const uniq = [...new Set(tokens)];
      // "talking to himself" without its small words is just "talk": too vague to find in free text. Such a
      // phrase ("kill myself", "have sugar") is only met word for word (below).
      // "my papa get am too": "am"/"it" refers back to a symptom told before, so the phrase means something only
      // word for word ("my papa get BP" is not a tremor in the family).
      if ((raw.length > 1 && uniq.length === 1) || refersBack(raw)) {
        if (!NEGATION_CUES.has(uniq[0] as string)) verbatim.push({ finding: fi, raw });
        continue;
      }
      // A lone negation word can never name a finding.
      if (!uniq.length || uniq.every((t) => NEGATION_CUES.has(t))) continue;
      const key = `${fi}:${[...uniq].sort().join(" ")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const relational = raw.some((w) => RELATION_WORDS.has(w)) && !raw.some((w) => w === "and" || w === "or");
      const past = PAST_EVENT_NAME.test(f.name) ? pastTenseTokens(raw) : new Set<string>();
      const idiom = repetitionIdiom(raw);
      entries.push({
        finding: fi,
        tokens: uniq,
        relational,
        ...(past.size ? { past } : {}),
        ...(idiom ? { idiom } : {}),
      });
    }
  });
  const byToken = new Map<string, number[]>();
  entries.forEach((e, ei) => {
    for (const t of e.tokens) byToken.set(t, [...(byToken.get(t) ?? []), ei]);
  });
  const byFinding = new Map<number, number[]>();
  entries.forEach((e, ei) => byFinding.set(e.finding, [...(byFinding.get(e.finding) ?? []), ei]));
  return { entries, byToken, vocab: [...byToken.keys()], verbatim, byFinding };
}

// Built on first use, not when the module loads: a Worker must start within 1 s of CPU (Cloudflare Workers
// limits), and the indexes are most of the checker's start-up work.
let parseIndexCache: ParseIndex | undefined;
const parseIndex = (): ParseIndex => (parseIndexCache ??= buildParseIndex(MODEL));

interface Token {
  token: string;
  /** The word as written (lower-cased), for typo matching before stemming. */
  word: string;
  /** Position among raw words. */
  raw: number;
  clause: number;
}

interface Match {
  finding: number;
  positions: number[];
  start: number;
  end: number;
  size: number;
  clause: number;
  relational?: boolean;
  /** The phrase tells a past event and the text the same verb going on now ("bleeding" for "bled"). */
  tenseClash?: boolean;
}

const CLAUSE_BREAK = "zzclausebreakzz";

/**
 * Words that name a finding on their own but not in some company: "fits" of coughing or sneezing are not
 * seizures. A lone-word match is dropped when one of these tokens shares its clause.
 */
const CONTEXT_VETO: Record<string, string[]> = {
  fit: ["cough", "sneez", "laugh", "anger", "temper", "cry"],
  fits: ["cough", "sneez", "laugh", "anger", "temper", "cry"],
  // "falling asleep" is not a fall; "leaning forward" is not codeine "lean".
  fall: ["asleep", "sleep", "love"],
  fell: ["asleep", "sleep", "love"],
  falling: ["asleep", "sleep", "love"],
  // "she don lean like stick": thin, not codeine "lean".
  lean: ["forward", "back", "against", "stick", "thin", "skinny", "bone", "bones"],
  // "my right leg went weak" is weakness of a limb (a stroke sign), not general tiredness.
  weak: ["arm", "leg", "hand", "foot", "face", "side"],
  weakness: ["arm", "leg", "hand", "foot", "face", "side"],
  leaning: ["forward", "back", "against"],
  // "thin grey discharge", "thin hair", "thin stool" describe a thing, not a thin person (weight loss).
  thin: [
    "discharge",
    "stool",
    "hair",
    "skin",
    "voice",
    "blood",
    "liquid",
    "urine",
    "line",
    "layer",
    "watery",
    "fluid",
    // "my teeth don dey thin" (worn enamel), "thin nails".
    "tooth",
    "teeth",
    "nail",
    "nails",
    "enamel",
  ],
};
/** Veto words in canonical form (the clause's tokens are stemmed: "side" is "sid", "face" is "fac"). */
const CONTEXT_VETO_TOKENS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(CONTEXT_VETO).map(([w, list]) => [w, new Set(list.flatMap((v) => [v, canonical(v)]))]),
);

/**
 * Parts of the body. An alias made of a site and a kind of symptom ("eye" + "itch", "ear" + "pain") binds
 * across a few more words than other aliases ("my ear canal is paining me and itching"), and one site word
 * may carry several kinds ("my left eye is red and paining me" is a red eye and eye pain): the site is
 * shared, the kind words are not.
 */
const SITE_WORDS = new Set(
  (
    "eye eyelid ear nose throat mouth lip tongue gum tooth jaw neck chest breast nipple belly back arm leg hand " +
    "foot knee ankle hip shoulder elbow wrist finger toe head scalp face skin anus bottom vagina vulva penis " +
    "testis groin thigh calf heel buttock navel cheek"
  )
    .split(" ")
    .map((w) => canonical(w)),
);
/**
 * Findings a word in the same clause rules out. Belly pain going through to the back (pancreatitis, ulcer)
 * is not back pain going down a leg (sciatica, NICE CKS: radicular pain follows the leg).
 */
const FINDING_CLAUSE_VETO: Record<string, Set<string>> = {
  pain_to_back: new Set(["leg", "foot", "buttock", "thigh", "knee", "calf"].map((w) => canonical(w))),
  // "the left side of his belly is swollen" is a place on the belly, not weakness of one side of the body.
  weakness_one_side: new Set(["belly", "chest", "stomach", "abdomen", "tummy"].map((w) => canonical(w))),
  // "one side of his testicle", "the tooth on that side": a side of another organ is not the loin.
  flank_pain: new Set(
    ["testicle", "testicles", "testis", "scrotum", "balls", "tooth", "teeth", "breast", "head", "throat", "jaw"].map(
      (w) => canonical(w),
    ),
  ),
  // "thick yellow pus keeps coming out" of the eyes is a discharge's colour, not jaundice (NICE CKS conjunctivitis).
  yellow_eyes: new Set(["pus", "discharge", "matter", "crust", "mucus", "sticky"].map((w) => canonical(w))),
};
/** Drinks that are not alcohol ("he drinks a lot of milk", "drinks plenty of water", "minerals" is soft drinks). */
const NOT_ALCOHOL = new Set(
  "water milk tea juice coke pap zobo kunu malt coffee soda fluids fluid ors minerals mineral yoghurt yogurt fanta pepsi cocoa milo".split(
    " ",
  ),
);
const ALCOHOL_WORDS =
  /^(alcohol\w*|beer|beers|gin|ogogoro|wine|whisky|whiskey|vodka|spirits?|burukutu|drunk|liquor|schnapps|brandy|rum)$/;
/** What is cut that is not skin: "cut costs", "cut the price", "cut corners", "cut my hair", "cut the grass". */
const CUT_OBJECTS = new Set(
  "cost costs price prices budget spending expenses expense salary salaries ties corners queue class hair nails grass cake bread onions onion meat yam paper cloth".split(
    " ",
  ),
);
const CUT_FILLERS = new Set("a the our my his her their your some down back on that this".split(" "));
/** What is "swallowed" in a figure of speech: "I can't swallow that excuse", "swallowed my pride". */
const SWALLOWED_IDEAS = new Set(
  "excuse excuses story stories lie lies nonsense insult insults pride words rubbish explanation news idea talk".split(
    " ",
  ),
);
/** Body parts that hang or droop ("my wrist hangs down", "eyelid hanging"): a drooping part, never a hanging. */
const DROOPING_PARTS = new Set(
  "wrist wrists hand hands arm arms foot feet leg legs eyelid eyelids lid lids face mouth lip lips breast breasts belly skin tongue jaw shoulder finger fingers toe toes testicle testicles testis balls ball scrotum".split(
    " ",
  ),
);
/** What a person can be "confused about" without being confused in the medical sense (em15). */
const CONFUSING_MATTERS =
  /^(to|result|results|drug|drugs|medicine|medicines|tablets|treatment|dose|doses|instructions|prescription|diagnosis|options|test|tests|advice|choice|plan|form|bill|which|whether)$/;
/** Disorientation in time, place or person: delirium, whatever words come with it. */
const DISORIENTED =
  /^(where|who|day|date|time|year|place|recognise|recognize|talking|nonsense|wandering|drowsy|sleepy)$/;
/**
 * Everyday and figurative uses of a finding's words, read from the raw words of its clause: heavy drinking of milk
 * or water (AUDIT asks of alcohol only), a cut of costs, hair or food, a swallowed excuse, a wrist that hangs down
 * (wrist drop, not a hanging), a painful erection on waking (nocturnal tumescence; priapism is an erection lasting
 * hours, NICE CKS / EAU priapism). Such a clause does not name the finding.
 */
const BLEEDINGS_THAT_STOP = new Set(["bleeding_unusual", "nosebleed", "procedure_bleeding", "wound_bleeding"]);
/**
 * The bleeding is told as stopped and over: "stopped" or "ceased" with how ("on its own", "by itself", "in ten minutes",
 * "after a few minutes", "quickly", "already"), or "has stopped"; not "won't stop", "stopped and started again".
 */
function bleedingStopped(words: string[]): boolean {
  const k = words.findIndex((w) => /^(stopped|ceased)$/.test(w));
  if (k < 0) return false;
  if (
    words.some((w) =>
      /^(not|never|no|wont|didnt|doesnt|cant|cannot|still|again|keeps|hasnt|havent|failed|gree|restarted|started)$/.test(
        w,
      ),
    )
  )
    return false;
  const rest = words.slice(k + 1, k + 5);
  return (
    /^(has|had|have)$/.test(words[k - 1] ?? "") ||
    rest.some((w) => /^(own|itself|quickly|already|soon|now)$/.test(w)) ||
    (/^(in|within|after|by)$/.test(rest[0] ?? "") &&
      rest.some((w) => /^(minutes?|mins?|seconds?|few|moment|while)$/.test(w)))
  );
}
export function everydayUse(id: string, words: string[]): boolean {
  const after = (i: number) => {
    let k = i + 1;
    while (CUT_FILLERS.has(words[k] ?? "")) k++;
    return words[k] ?? "";
  };
  // Language round 27: "the bleeding after my tooth extraction stopped in ten minutes", "his nosebleed stopped on its
  // own": a bleeding told as over is no bleeding now, nor one that will not stop (NICE CKS Epistaxis: the danger is
  // bleeding not stopped by 10-15 minutes of pressure; after a tooth extraction, bleeding that goes on).
  if (BLEEDINGS_THAT_STOP.has(id) && bleedingStopped(words)) return true;
  // "my crush ignored my text", "I have a crush on him": a person one is fond of, not a crush injury.
  if (
    id === "injury" &&
    words.some((w, i) => w === "crush" && /^(my|his|her|your|a|new|big|our|their)$/.test(words[i - 1] ?? "")) &&
    !words.some((w) => /^(crushed|under|machine|car|truck|door|injury|finger|hand|foot|leg|chest|crushing)$/.test(w))
  )
    return true;
  // "something is hanging from my vagina", Pidgin "something dey hang for my private part": a mass that hangs from a
  // body part (a prolapse, a skin tag), not a hanging (a ligature round the neck: NICE CG16, WHO).
  if (
    id === "hanging" &&
    words.some((w) =>
      /^(vagina|vaginal|private|womb|anus|bottom|anal|backside|ikpu|skin|tag|navel|breast|penis|testicles?|scrotum)$/.test(
        w,
      ),
    ) &&
    !words.some((w) =>
      /^(neck|rope|ropes|cloth|wire|belt|tree|ceiling|fan|roof|himself|herself|myself|themselves|noose)$/.test(w),
    )
  )
    return true;
  switch (id) {
    // Language round 25: beans or grains told with no tablet, pill, chemical or swallowing are food ("bloated after
    // beans"), not the storage tablet of aluminium phosphide (NPIS TOXBASE).
    case "phosphide_swallowed":
      return (
        words.some((w) => /^(beans?|grains?|wheat)$/.test(w)) &&
        !words.some((w) =>
          /^(tablets?|pills?|swallow|swallowed|swallows|ate|eaten|drank|chemical|poison|phostoxin|celphos|phosphide|storage|storing|store)$/.test(
            w,
          ),
        )
      );
    // A bean told without the nose is food too ("bloated after beans"), not an object pushed up the nose.
    case "object_in_nose":
      return (
        words.some((w) => /^(beans?|seeds?|groundnuts?|corn|maize)$/.test(w)) &&
        !words.some((w) => /^(nose|nostril|nostrils|up|pushed|push|inside|put|stuck)$/.test(w))
      );
    case "heavy_drinking":
      return words.some((w) => NOT_ALCOHOL.has(w)) && !words.some((w) => ALCOHOL_WORDS.test(w));
    case "wound":
      return words.some((w, i) => /^(cut|cuts|cutting)$/.test(w) && CUT_OBJECTS.has(after(i)));
    case "painful_swallowing":
      return words.some((w, i) => /^swallow/.test(w) && SWALLOWED_IDEAS.has(after(i)));
    case "hanging":
      return words.some(
        (w, i) =>
          /^(hang|hangs|hanging|hung)$/.test(w) &&
          words.slice(Math.max(0, i - 3), i + 3).some((x) => DROOPING_PARTS.has(x)),
      );
    case "priapism":
      return (
        // False-alarm round 22 (ck-fa22): "pain with erection", "it bends when it stands": pain or a bend during an
        // erection (NICE CKS Peyronie's disease), not an erection that will not go down (priapism: BAUS, over 4 hours).
        (words.includes("morning") ||
          words.some((w) => /^(with|during|when|whenever|bend|bends|bent|curve|curved|curves|sex)$/.test(w))) &&
        !words.some((w) => /^(hours?|hrs?|since|wont|still|lasting|lasted|lasts|away|down|gone|not|no|gree)$/.test(w))
      );
    // False-alarm round 22 (ck-fa22). Pidgin "water dey comot" from the eye, a wound or the mouth ("even water dey
    // come back": vomiting) is a watering eye, a discharge or vomit; waters breaking (NICE NG25 / NG207) is fluid
    // from the vagina.
    case "waters_broken":
      return (
        words.some((w) =>
          /^(eye|eyes|wound|ear|ears|nose|mouth|pus|vomit|vomits|vomiting|chop|drink|drank|blister|blisters|boil|sore|sores|cut|navel|skin|cs|operation|stitches|scar|comes?|back)$/.test(
            w,
          ),
        ) &&
        !words.some((w) =>
          /^(vagina|vaginal|private|pant|pants|panties|pad|below|bed|thigh|thighs|leg|legs|leaking|leak|gush|gushed|gushing|broke|broken|burst|womb|membranes)$/.test(
            w,
          ),
        )
      );
    // False-alarm round 22 (ck-fa22). "Many times this year": how often, not vomiting everything (WHO IMCI); the
    // finding needs vomiting, food or fluids told ("everything she eats comes out", "can't keep water down").
    // Clinical-terms round 23: "the fish market smells bad", "the kitchen smells of fish": a place or a food that
    // smells, not a fishy discharge (NICE CKS Bacterial vaginosis: the smell is of the discharge or the vagina).
    case "discharge_fishy":
      return (
        words.some((w) =>
          /^(market|markets|shop|fridge|freezer|kitchen|soup|stew|pot|house|room|compound|gutter|drain|stall|canteen|restaurant|pepper|smoked|fried|dried)$/.test(
            w,
          ),
        ) &&
        !words.some((w) =>
          /^(discharge|vagina|vaginal|down|below|private|pant|pants|panties|underwear|sex|itch|itching|itchy|period|periods)$/.test(
            w,
          ),
        )
      );
    case "vomiting_persistent":
      return !words.some((w) =>
        // Clinical-terms round 23: the clinical words for vomiting (hyperemesis, emesis) tell it too.
        /^(vomit\w*|hyperemesis|emesis|throw\w*|threw|puke\w*|keep|keeps|down|back|comes?|out|everything|anything|whatever|food|water|fluids?|drink|drinks|eat|eats|ate|eating|chop|feed|feeds|feeding|stay|stays|sick|retch\w*|spit\w*|bring|brings)$/.test(
          w,
        ),
      );
    // False-alarm round 22 (ck-fa22). "Jaw stiff in the morning", "aches when I chew", clicking: the jaw joint (NICE
    // CKS Temporomandibular disorders), not the lockjaw of tetanus (WHO tetanus: trismus after a wound, with spasms).
    case "lockjaw":
      return (
        words.some((w) => /^(morning|mornings|click|clicks|clicking|grind|grinding|chewing|chew|chews)$/.test(w)) &&
        !words.some((w) =>
          /^(wound|cut|nail|injury|spasm|spasms|neck|cant|cannot|unable|open|swallow|tetanus|rusty|fits?|stepped|stiffening)$/.test(
            w,
          ),
        )
      );
    // False-alarm round 22 (ck-fa22). "Can't lift the straight leg", "my left leg gave way at the knee": one leg
    // after a knee injury, not weakness of both legs (the cauda equina and spinal cord sign of NICE CKS Sciatica).
    case "leg_weakness_both":
      return (
        words.some((w) => /^(straight|knee|kneecap|left|right|one|injured|sprained|ankle|twisted)$/.test(w)) &&
        !words.some((w) => /^(legs|both|two|feet|back|spine|waist|arms|numb|numbness|urine|pee|stool)$/.test(w))
      );
    // Emergency round 15 (ck-em15). "small pupils" reads as "small eye" once pupils are eyes: a small bump on the
    // eye or a small thing in it is not pinpoint pupils, which need the pupils (or pinpoint) named.
    case "pinpoint_pupils":
      return !words.some((w) =>
        /^(pupil|pupils|pinpoint|pinpoints|pin|pinhead|dot|dots|constricted|miosis|miotic)$/.test(w),
      );
    // "I don't drink much water", "she drinks little water": a habit of drinking little, not a person unable to
    // drink (WHO IMCI "not able to drink" is a child too ill to swallow) or the fear of water of rabies.
    case "unable_to_drink":
    case "hydrophobia":
      return (
        words.some((w) => /^(much|enough|plenty|little|lot|less|more|regularly|often)$/.test(w)) &&
        !words.some((w) =>
          /^(fear|afraid|scared|spasm|spasms|anything|all|even|swallow|vomits?|vomiting|cant|cannot|unable|able|refuses|refusing|refused|wont|too|weak)$/.test(
            w,
          ),
        )
      );
    // "I'm confused about what to do", "confused which drug to take", "confused about my results": puzzled over a
    // choice or a matter, not the new confusion (delirium) that makes an infection sepsis (NICE NG51) or a head
    // injury an emergency. "Confused about where she is", "about what day it is" are disorientation, kept.
    case "confusion":
      return (
        words.some(
          (w, i) =>
            /^(confused|confusing|confuse)$/.test(w) &&
            (/^(whether|which)$/.test(words[i + 1] ?? "") ||
              (/^(about|on|over)$/.test(words[i + 1] ?? "") &&
                words.slice(i + 2, i + 6).some((x) => CONFUSING_MATTERS.test(x)))),
        ) && !words.some((x) => DISORIENTED.test(x))
      );
    // "I fainted when I saw the blood coming out", "...how much blood I lost": a faint with real bleeding is a sign
    // of blood loss (NICE CKS Blackouts; ATLS), not the situational faint at the sight of blood or a needle.
    case "faint_blood_sight":
      return words.some((w) =>
        /^(bleeding|bled|bleed|pouring|coming|losing|lost|much|lot|heavy|stool|vomit|vomited|vomiting|urine|wound|cut|injury|accident|period|pregnant|down|below|vagina|private)$/.test(
          w,
        ),
      );
    // "the bleeding stopped with pressure", "pressing stopped it": bleeding that firm pressure stopped is first aid
    // that worked (NICE CKS Epistaxis: bleeding not stopped by 10-15 minutes of pressure is the danger sign).
    // False-alarm round 22 (ck-fa22): pinching is how the nose is pressed ("I pinched it and it stopped"), and a
    // nosebleed that stopped is not one still going after 15 minutes of pressure (nosebleed_prolonged).
    case "bleeding_unusual":
      // False-alarm round 22 (ck-fa22): gums that bleed when brushed are gum disease (NICE CKS Gingivitis and
      // periodontitis), asked apart with bruising, spots, pallor and fever; not unexplained bleeding.
      if (
        words.some((w) => /^(gum|gums)$/.test(w)) &&
        words.some((w) => /^(brush|brushing|brushes|brushed|floss|flossing|chewing|chew)$/.test(w)) &&
        !words.some((w) =>
          /^(nose|nosebleed|urine|stool|vomit|vomiting|bruise|bruises|bruising|spots|dots|pale|fever|everywhere|wont|stop|long)$/.test(
            w,
          ),
        )
      )
        return true;
    // falls through
    case "nosebleed_prolonged":
      return (
        words.some((w) => /^(stopped|stops|stop|ceased)$/.test(w)) &&
        words.some((w) =>
          /^(pressure|pressing|pressed|press|pinch|pinched|pinching|squeezed|squeezing|squeeze|held|holding)$/.test(w),
        ) &&
        !words.some((w) =>
          /^(not|never|no|wont|didnt|doesnt|cant|cannot|still|again|keeps|hasnt|havent|failed|gree)$/.test(w),
        )
      );
    // Emergency round 16 (ck-em16). "She's sleeping well", "sleeps normally": a child who sleeps well is the
    // reassurance of WHO IMCI, not the lethargy ("unusually sleepy, hard to wake") that is a danger sign.
    // False-alarm round 22 (ck-fa22): "I sleep when the baby sleeps", "she sleeps at night": ordinary sleep at its
    // times (NICE CKS Postnatal depression asks whether sleep is lost, not gained), not drowsiness.
    case "drowsiness":
      return (
        words.some((w) => /^(sleep|sleeps|sleeping|slept)$/.test(w)) &&
        words.some((w) =>
          /^(well|normally|fine|good|okay|ok|better|soundly|when|whenever|night|nights|naps?|poorly|badly|bad|little|less|lightly)$/.test(
            w,
          ),
        ) &&
        !words.some((w) =>
          /^(too|very|always|hard|wake|waking|woken|drowsy|lethargic|floppy|weak|much|all|keeps?|just|only|day|daytime|whole|more|lot|unusually|excessively|rouse|shake|shaken|shook|feed|feeding|feeds|eat|eating|school|talking|difficult|cant|unable)$/.test(
            w,
          ),
        )
      );
    // False-alarm round 22 (ck-fa22). "Pain on one side of my lower belly" is lower belly pain; the sudden onset of
    // ovarian or testicular torsion (NICE CKS Acute pelvic pain) has to be told ("sudden", "all of a sudden", "out
    // of nowhere"), as every phrase of the finding tells it. Without it the interview asks how it started.
    case "lower_pain_sudden":
      return !words.some((w) => /^(sudden|suddenly|abrupt|abruptly|instant|instantly|nowhere|immediately)$/.test(w));
    // False-alarm round 22 (ck-fa22). "Tiny red spots on the neck and back" of a sweating baby are heat rash (NHS
    // Heat rash: small red spots where sweat collects, the neck, chest, back, armpits and folds; DermNet
    // Miliaria); spots that do not fade under a glass (NICE NG143, NG240) must be told as such: purple, blood
    // spots, "don't fade", or on the legs or all over, where petechiae of a low platelet count or meningococcal
    // disease show. Read as a rash, so the interview asks the glass test. Fever keeps the reading.
    case "rash_nonblanching":
      return (
        words.some((w) => /^(spots?|dots?|rash|rashes|pimples|bumps|specks)$/.test(w)) &&
        words.some((w) => /^(neck|back|chest|armpits?|shoulders?|nappy|diaper|groin|folds?|creases?)$/.test(w)) &&
        !words.some((w) =>
          /^(legs?|arms?|feet|foot|body|belly|tummy|stomach|buttocks?|bum|yansh|all|everywhere|full|over|spreading|purple|dark|blood|bloody|bleeding|bruise|bruises|bruising|bruised|fade|fading|disappear|glass|tumbler|press|pressed|pressing|petechiae|purpura|blanch|blanching|pinpoint|pin|fever|feverish|temperature|gums?|nose)$/.test(
            w,
          ),
        )
      );
    // False-alarm round 22 (ck-fa22). "My eyes sting like chemical dey inside" after a swim, "red eyes from the pool
    // chlorine": a simile or pool water, not a chemical splash (RCOphth / NICE CKS Eye injury: acid, alkali, bleach,
    // cement or lime splashed in the eye is the emergency; chlorinated pool water irritates).
    case "chemical_eye":
      return (
        (words.some((w, i) => /^(chemical|chemicals)$/.test(w) && /^(like|as|say)$/.test(words[i - 1] ?? "")) ||
          words.some((w) => /^(pool|swim|swimming|swam|swum|chlorine|chlorinated)$/.test(w))) &&
        !words.some((w) =>
          /^(splash|splashed|splashing|acid|alkali|bleach|jik|lime|cement|battery|caustic|relaxer|kerosene|petrol|poured|sprayed|spray|insecticide|sniper)$/.test(
            w,
          ),
        )
      );
    // False-alarm round 22 (ck-fa22). "I no fit wake for class", "can't wake up for work": oversleeping an alarm,
    // not a person who cannot be roused (NHS When to call 999: unconscious, cannot be woken).
    case "unconscious":
      return (
        words.some((w) =>
          /^(class|classes|school|work|lecture|lectures|church|mosque|prayers|alarm|alarms|job|shift|exam|exams|early|time)$/.test(
            w,
          ),
        ) &&
        !words.some((w) =>
          /^(shake|shook|shaking|shaken|collapsed|collapse|floppy|limp|responding|respond|breathing|breathe|fits|fitting|seizure|called|calling|shouted|shouting|pinched|fell|fainted|drank|swallowed|overdose|sugar|insulin)$/.test(
            w,
          ),
        )
      );
    // False-alarm round 22 (ck-fa22). "I dey breathe hard when I climb staircase", "breathless when I walk up the
    // hill": breathlessness on effort, not at rest (the danger sign of NICE CKS Breathlessness and WHO IMCI).
    case "sob_rest":
      return (
        words.some((w) =>
          /^(climb|climbing|climbs|climbed|stairs|staircase|steps|uphill|hill|walk|walking|walks|run|running|runs|exercise|exercising|football|jog|jogging|effort|exertion|carry|carrying|sport|sports|training|gym)$/.test(
            w,
          ),
        ) &&
        !words.some((w) =>
          /^(rest|resting|sitting|sit|lying|lie|still|even|talking|talk|speak|speaking|sleep|sleeping|sudden|suddenly|now|blue|cant|cannot|unable|gasping|toilet|bathroom|room|across|few|small|little|slightly|bit|dressing|washing|eating)$/.test(
            w,
          ),
        )
      );
    // "sores spreading on her face and neck", "a rash on the neck": where a rash or sores are, not a painful neck.
    case "neck_pain":
      return (
        words.some((w) => /^(sores|rash|rashes|spots|blisters|ulcers|pimples|boils|lesions|bumps|patches)$/.test(w)) &&
        !words.some((w) => /^(stiff|stiffness|turn|move|moving|bend|ache|aches|aching)$/.test(w))
      );
    // "They told me my blood level was low", "my blood test said low blood": a result, not the white palms and
    // inner eyelids of severe pallor (WHO IMCI), which are seen, not measured.
    case "severe_pallor":
      return (
        words.some((w) => /^(told|said|says|test|tests|result|results|level|count|check|checked|showed)$/.test(w)) &&
        !words.some((w) => /^(pale|white|paper|palms?|eyelids?|tongue|chalk)$/.test(w))
      );
    // "Since morning she's drinking and asked for bread", "drinking well again": a sick child drinking and eating
    // again, not an eye-opener or drunkenness (AUDIT asks of alcohol only); an alcohol word keeps the reading.
    case "morning_drinking":
    case "drunk_now":
      return (
        !words.some((w) => ALCOHOL_WORDS.test(w)) &&
        (words.some((w) => NOT_ALCOHOL.has(w)) ||
          words.some((w) =>
            /^(well|normally|again|fine|ors|feeds?|feeding|eat|eating|ate|food|bread|asked|asking)$/.test(w),
          ))
      );
    // Pidgin "she no dey breathe hard", "he no dey breathe fast": breathing that is NOT hard or fast, a denial of
    // breathlessness, not a person who has stopped breathing.
    case "not_breathing":
      return words.some(
        (w, i) =>
          /^(breathe|breath|breathing|breathes)$/.test(w) &&
          /^(hard|fast|heavy|heavily|quick|quickly|deep)$/.test(words[i + 1] ?? ""),
      );
    default:
      // "this song is fire", "the party was fire": slang praise, not a burn (a burn names what burnt: NICE CKS).
      return (
        /^burn($|_)/.test(id) &&
        words.some((w, i) => w === "fire" && /^(is|was|na|so|dey)$/.test(words[i - 1] ?? "") && !words[i + 1]) &&
        !words.some((w) =>
          /^(burnt|burned|burns|burn|burning|flames?|house|kitchen|caught|skin|hand|leg|arm|face)$/.test(w),
        )
      );
  }
}
/**
 * A kind word belongs to its own site: the site right after it ("swollen knee", "pain in my ear"), else the
 * last site before it in the clause ("my knee became swollen and painful and my eyes are red": the swelling and
 * the pain are the knee's), else the first one after it.
 */
/** "pain in my ear", "swelling of the knee": only small linking words between a kind and the site after it. */
const LINKING = new Set(
  "in on of at my the his her their a around behind under inside from near beside above below between over".split(" "),
);
let RAW_SEQ: string[] = [];
function rawGapIsSmall(p: number, tokens: Token[]): boolean {
  const a = (tokens[p] as Token).raw;
  const b = (tokens[p + 1] as Token).raw;
  for (let r = a + 1; r < b; r++) if (!LINKING.has(RAW_SEQ[r] as string)) return false;
  return true;
}
/** Words of direction: an alias about pain travelling ("pain going to my arm") links two sites by design. */
const DIRECTION = new Set(
  "go goes going spread spreads spreading radiating radiates shooting moves moved moving down travels up through to into".split(
    " ",
  ),
);

function bindsNearestSite(positions: number[], tokens: Token[]): boolean {
  const raws = positions.map((p) => (tokens[p] as Token).raw);
  for (let r = Math.min(...raws); r <= Math.max(...raws); r++) if (DIRECTION.has(RAW_SEQ[r] as string)) return true;
  const siteTokens = new Set(positions.map((p) => (tokens[p] as Token).token).filter((t) => SITE_WORDS.has(t)));
  if (!siteTokens.size) return true;
  const clause = (tokens[positions[0] as number] as Token).clause;
  const stmt = (i: number) => statementOf((tokens[i] as Token).raw);
  // "the back of my head" is a place on the head: "back" followed by "of" is not a site of its own.
  const isSiteAt = (i: number) =>
    tokens[i]?.clause === clause &&
    SITE_WORDS.has((tokens[i] as Token).token) &&
    RAW_SEQ[(tokens[i] as Token).raw + 1] !== "of";
  for (const p of positions) {
    const own = (tokens[p] as Token).token;
    if (siteTokens.has(own)) continue;
    const s = stmt(p);
    let site = -1;
    if (isSiteAt(p + 1) && stmt(p + 1) === s && rawGapIsSmall(p, tokens)) site = p + 1;
    for (let i = p - 1; site < 0 && i >= 0 && isSameStmt(i, s, clause, tokens); i--) if (isSiteAt(i)) site = i;
    for (let i = p + 1; site < 0 && i < tokens.length && isSameStmt(i, s, clause, tokens); i++)
      if (isSiteAt(i)) site = i;
    // The kind's own statement names no site: the alias's site must then be in that statement too.
    if (site < 0) return positions.every((q) => stmt(q) === s);
    // Sites joined by "and"/"or" ("my neck and back are stiff") share what is said of them.
    const joined = new Set([(tokens[site] as Token).token]);
    for (let i = site - 1; i >= 0 && isSiteAt(i) && /^(and|or)$/.test(RAW_SEQ[(tokens[i] as Token).raw + 1] ?? ""); i--)
      joined.add((tokens[i] as Token).token);
    for (
      let i = site + 1;
      i < tokens.length && isSiteAt(i) && /^(and|or)$/.test(RAW_SEQ[(tokens[i] as Token).raw - 1] ?? "");
      i++
    )
      joined.add((tokens[i] as Token).token);
    if (![...joined].some((t) => siteTokens.has(t))) return false;
  }
  return true;
}
function isSameStmt(i: number, s: number, clause: number, tokens: Token[]): boolean {
  return tokens[i]?.clause === clause && statementOf((tokens[i] as Token).raw) === s;
}
/** Statement number of each raw word: "and" followed by a new subject ("and my eyes", "and now") starts one. */
let STATEMENT: number[] = [];
function statementOf(raw: number): number {
  return STATEMENT[raw] ?? 0;
}
function computeStatements(rawSeq: string[]): number[] {
  const out: number[] = [];
  let n = 0;
  rawSeq.forEach((w, r) => {
    if (w === "and" && (NEW_SUBJECT.has(rawSeq[r + 1] as string) || rawSeq[r + 1] === "now")) n++;
    out.push(n);
  });
  return out;
}
/** Extra words a site × kind alias may span beyond the usual one stray word per token. */
const SITE_EXTRA_SPAN = 2;

/**
 * The sense of "burn". "Burnt"/"scalded" is an injury, and so is "a burn" (a noun after a or my); "burning"
 * and "it burns" are a sensation (burning eyes, skin, chest, feet, urine) unless fire, a hot liquid or a
 * chemical is named in the same clause (NICE CKS burns and scalds: thermal, chemical, electrical injury).
 */
export const BURN_CAUSES = new Set(
  (
    "fire flame flames scald scalded boiling oil iron stove kerosene petrol fuel explosion exploded acid chemical " +
    "electric electrical candle charcoal gas cooker pot kettle water tea coffee lamp lantern bonfire"
  ).split(" "),
);
const NOUN_BEFORE = new Set([
  "a",
  "the",
  "my",
  "his",
  "her",
  "their",
  "big",
  "small",
  "bad",
  "severe",
  "deep",
  "minor",
  "new",
  "old",
]);
function burnIsSensation(tokens: Token[], m: Match, rawSeq: string[], rawClause: number[]): boolean {
  if (m.positions.length !== 1) return false;
  const tk = tokens[m.positions[0] as number] as Token;
  if (!["burn", "burns", "burning"].includes(tk.word)) return false;
  const prev = rawSeq[tk.raw - 1] ?? "";
  const next = rawSeq[tk.raw + 1] ?? "";
  if (tk.word !== "burning" && (NOUN_BEFORE.has(prev) || ["on", "from", "of", "over", "to"].includes(next)))
    return false;
  for (let r = 0; r < rawSeq.length; r++)
    if (rawClause[r] === tk.clause && BURN_CAUSES.has(rawSeq[r] as string)) return false;
  return true;
}

/**
 * "Burns" as a noun ("burns all over his chest", "he has burns on his arms", "my burns are weeping") is the
 * injury, so it names no burning sensation (heartburn's "burning chest", burning urine): NICE CKS burns and
 * scalds. "My chest burns" (a verb after its subject) stays a sensation.
 */
const HAS_WORDS = new Set(["has", "have", "had", "got", "get", "with", "sustained", "suffered", "and"]);
function burnIsInjury(tokens: Token[], m: Match, rawSeq: string[]): boolean {
  return m.positions.some((p) => {
    const tk = tokens[p] as Token;
    if (tk.word !== "burns" && tk.word !== "burn") return false;
    const prev = rawSeq[tk.raw - 1] ?? "";
    const next = rawSeq[tk.raw + 1] ?? "";
    return tk.raw === 0 || NOUN_BEFORE.has(prev) || HAS_WORDS.has(prev) || ["on", "from", "of", "to"].includes(next);
  });
}

/**
 * A pain word that describes a lump ("a painful boil under my arm", "painful swelling in my groin", "a sore lump
 * on my neck") is the lump's, not pain of the site (arm pain, neck pain): the lump is the finding.
 */
const LESIONS = new Set(
  (
    "boil boils abscess lump lumps ulcer ulcers blister blisters pimple pimples spot spots " +
    "cyst cysts node nodes gland glands wound wounds growth mass knot rash sore sores"
  ).split(" "),
);
const LESION_ADJECTIVES = new Set("big small large little hard soft red swollen tender new round".split(" "));
function painIsOfLesion(tokens: Token[], m: Match, rawSeq: string[]): boolean {
  if (m.positions.length < 2) return false;
  return m.positions.some((p) => {
    const tk = tokens[p] as Token;
    if (tk.word !== "painful" && tk.word !== "sore" && tk.word !== "tender") return false;
    let r = tk.raw + 1;
    while (LESION_ADJECTIVES.has(rawSeq[r] ?? "") || rawSeq[r] === "and") r++;
    return LESIONS.has(rawSeq[r] ?? "") && !m.positions.some((q) => (tokens[q] as Token).raw === r);
  });
}

/** Hair, teeth and nails that "fall out" or "fall off" are lost, not a fall (an injury). */
const SHED_THINGS = new Set("hair hairs tooth teeth nail nails eyelash eyelashes eyebrow eyebrows scab".split(" "));
function fallIsShedding(tokens: Token[], m: Match, rawSeq: string[]): boolean {
  if (m.positions.length !== 1) return false;
  const tk = tokens[m.positions[0] as number] as Token;
  if (!/^(fall|falls|falling|fell)$/.test(tk.word)) return false;
  return rawSeq.slice(Math.max(0, tk.raw - 4), tk.raw).some((w) => SHED_THINGS.has(w));
}

/**
 * "has sugar", "had sugar", "got sugar", "killing myself": a phrase carried by its small words meets any form of
 * its verb (small words are compared as written, the rest by their stem).
 */
const VERB_FORMS: Record<string, string> = { has: "have", had: "have", having: "have", got: "get", gets: "get" };
const verbForm = (w: string) => stem(VERB_FORMS[w] ?? w);

/** Findings that qualify a pain named elsewhere (severity, timing, triggers, relief): they share its "pain" word. */
/**
 * Language round 23: a young child's signs the KB writes with "baby" ("baby body cold", "cranky baby", "baby's soft
 * spot bulging") are the same signs said of a "child", "pikin", "toddler" or "infant": the danger signs of WHO IMCI
 * are one list for every child under five. Only these findings; a "baby" in the womb (fetal movements, labour) or a
 * mother's breastfeeding is not a child.
 */
const CHILD_AS_BABY = new Set(
  "cyanosis unable_to_drink bulging_fontanelle poor_feeding abdominal_mass_child irritable_child grunting apnoea sweats_feeding yellow_palms_soles long_crying fever sticky_eye_baby".split(
    " ",
  ),
);
const CHILD_WORDS_FOR_BABY = new Set(["child", "toddler"]);
const PAIN_QUALIFIERS = new Set(["pain_severe", "night_pain", "pain_after_food", "pain_relieved_food"]);
/** Where a pain goes: its words from the direction on are its own, the site before them is the pain's. */
const RADIATION = new Set(["pain_to_back", "pain_to_groin"]);
const DIRECTION_TOKENS = new Set(
  "going goes go moving moves spreading spreads radiating through down".split(" ").map((w) => canonical(w)),
);

const QUALIFIER_EXTRA_SPAN = 3;

/** Context findings a longer phrase states along the way. */
const STATED_CONTEXT = new Set(["pregnant", "recent_delivery"]);
const UNREAL = new Set(
  "get getting become becoming trying try want wanting avoid prevent afraid fear scared if not never no".split(" "),
);
const LIFT_TOKEN = canonical("lift");
const PAIN_TOKENS = new Set(["pain", "ache", "aching", "sore"].map((w) => canonical(w)));
/** Words that place bleeding in the genital tract: pregnancy, birth, periods, pads. */
const OBSTETRIC_WORDS = new Set(
  (
    "pregnant pregnancy preg delivery delivered deliver birth labour labor miscarriage miscarried abortion period " +
    "periods menses pad pads sanitary vagina vaginal womb postpartum"
  ).split(" "),
);
/** Words that make that bleeding heavy (WHO: soaking a pad in an hour or less). */
const HEAVY_WORDS = new Set("heavy heavily soaking soaked soak pouring gushing plenty clots".split(" "));

export interface Mention {
  id: string;
  name: string;
  choice: "present" | "absent";
}

/**
 * `age` (years), when known, sets the thresholds of measured values that depend on it ("breathing 45 a minute" is fast
 * at 3 years, normal at 3 weeks): lay-constructions.ts, number round 23.
 */
export function parseText(text: string, model: Model = MODEL, age?: number): Mention[] {
  const index = parseIndex();
  // A decimal point is not a sentence's end ("sugar 11.5", "temperature 38.5"): the number reader of
  // lay-constructions.ts reads "11 5" as 11.5, as search does (number round 23).
  text = String(text ?? "").replace(/(\d)\.(\d)/g, "$1 $2");
  // Language round 30: "my knee, it's swollen" is one phrase about the knee (lay-constructions.ts siteFirst).
  text = siteFirst(text);
  const sentenceWords = String(text ?? "")
    .slice(0, 5000)
    .toLowerCase()
    .split(/[.;!?\n]+/)
    .map((s) => rawWords(s));
  const tokens: Token[] = [];
  let clause = 0;
  const rawClause: number[] = [];
  // rawWords drops punctuation, so clause breaks are marked with a sentinel word first.
  const marked = joinCommaLists(String(text ?? "").slice(0, 5000)).replace(/[.;:!?\n,()]+/g, ` ${CLAUSE_BREAK} `);
  const rawSeq: string[] = [];
  for (const w of contextualWords(constructionWords(spellWords(rawWords(marked)), age))) {
    if (w === CLAUSE_BREAK) {
      clause++;
      continue;
    }
    if (SCOPE_BREAKERS.has(w)) clause++;
    rawSeq.push(w);
    rawClause.push(clause);
    const t = tokenOf(w);
    if (t !== null) tokens.push({ token: t, word: w, raw: rawSeq.length - 1, clause });
  }

  // Which vocabulary tokens each text token may stand for (exact, or a small typo on a longer word).
  const positionsByVocab = new Map<string, number[]>();
  tokens.forEach((tk, pos) => {
    const add = (v: string) => positionsByVocab.set(v, [...(positionsByVocab.get(v) ?? []), pos]);
    if (index.byToken.has(tk.token)) add(tk.token);
    if (NEGATION_CUES.has(tk.token) || tk.word.length < 5) return;
    // A word the checker knows as written is not a typo of another ("prostate" is not "prostrate"), only
    // another form of the same word ("suddenly" / "sudden").
    const known = isKnownWord(tk.word);
    // Typos are compared on both the stem and the word as written ("hedache" vs "headache").
    // A word with a synonym of its own is compared by its token only (hasSynonym).
    for (const form of new Set([tk.token, hasSynonym(tk.word) ? tk.token : tk.word])) {
      for (const v of index.vocab) {
        // Short words are never fuzzy-matched ("burst" is not "burnt"); the allowance follows the longer word.
        const edits = allowedEdits(Math.max(v.length, form.length));
        if (v === tk.token || v[0] !== form[0] || v.length < 5 || Math.abs(v.length - form.length) > edits) continue;
        if (known && !sameWordFamily(v, form)) continue;
        if (editDistance(v, form, edits) <= edits && !(positionsByVocab.get(v) ?? []).includes(pos)) add(v);
      }
    }
  });

  RAW_SEQ = rawSeq;
  STATEMENT = computeStatements(rawSeq);
  const candidates = new Set<number>();
  for (const v of positionsByVocab.keys()) for (const ei of index.byToken.get(v) ?? []) candidates.add(ei);

  const matches: Match[] = [];
  const babyToken = tokenOf("baby");
  const childPositions = babyToken
    ? tokens.flatMap((tk, p) => (CHILD_WORDS_FOR_BABY.has(tk.token) && tk.token !== babyToken ? [p] : []))
    : [];
  if (babyToken && childPositions.length && index.byToken.has(babyToken)) {
    for (const ei of index.byToken.get(babyToken) ?? [])
      if (CHILD_AS_BABY.has(model.findings[(index.entries[ei] as ParseEntry).finding]?.id ?? "")) candidates.add(ei);
  }
  for (const ei of candidates) {
    const e = index.entries[ei] as ParseEntry;
    const childOk = babyToken !== null && CHILD_AS_BABY.has(model.findings[e.finding]?.id ?? "");
    const lists = e.tokens.map((t) =>
      childOk && t === babyToken && childPositions.length
        ? [...(positionsByVocab.get(t) ?? []), ...childPositions].sort((a, b) => a - b)
        : positionsByVocab.get(t),
    );
    if (lists.some((l) => !l)) continue;
    const idiom = e.idiom;
    if (idiom && !rawSeq.some((_, r) => idiom.every((w, k) => rawSeq[r + k] === w))) continue;
    const site = e.tokens.length <= 3 && e.tokens.length > 1 && e.tokens.some((t) => SITE_WORDS.has(t));
    // A pain's timing or trigger may stand a few words from the pain, after its site ("pain in my upper belly at
    // night", "pain under my right ribs after fatty food").
    const qualifier =
      PAIN_QUALIFIERS.has(model.findings[e.finding]?.id ?? "") && e.tokens.some((t) => PAIN_TOKENS.has(t));
    const best = bestWindow(
      lists as number[][],
      tokens,
      e.tokens.length,
      site ? SITE_EXTRA_SPAN : qualifier ? QUALIFIER_EXTRA_SPAN : 0,
    );
    if (best && site && !bindsNearestSite(best.positions, tokens)) continue;
    // Only after the pain: "for night my calf dey tight and pain me" is a cramp at night, not the pain's timing.
    if (
      best &&
      qualifier &&
      best.end - best.start > e.tokens.length &&
      !PAIN_TOKENS.has((tokens[best.start] as Token).token)
    )
      continue;
    if (best) {
      const tenseClash = Boolean(
        e.past &&
        best.positions.some((p) => e.past?.has((tokens[p] as Token).token) && /ing$/.test((tokens[p] as Token).word)),
      );
      matches.push({ finding: e.finding, ...best, size: e.tokens.length, relational: e.relational, tenseClash });
    }
  }
  // "I wan kill myself", "I have sugar": a phrase carried by its small words, found word for word in a clause.
  for (const v of index.verbatim) {
    for (let r = 0; r + v.raw.length <= rawSeq.length; r++) {
      if (!v.raw.every((w, k) => verbForm(rawSeq[r + k] ?? "") === verbForm(w))) continue;
      if (rawClause[r] !== rawClause[r + v.raw.length - 1]) continue;
      const positions = tokens.flatMap((t, p) => (t.raw >= r && t.raw < r + v.raw.length ? [p] : []));
      if (!positions.length) continue;
      const start = Math.min(...positions);
      const end = Math.max(...positions);
      matches.push({
        finding: v.finding,
        positions,
        start,
        end,
        size: v.raw.length,
        clause: (tokens[start] as Token).clause,
      });
      break;
    }
  }
  // Longer aliases first; then the tighter window; then words in the alias's own order ("can't stand on
  // tiptoe" over "cannot stand on the foot" read out of order from "flat-footed and can't stand"); then first.
  const inOrder = (m: Match) => (m.positions.every((p, i) => i === 0 || p > (m.positions[i - 1] as number)) ? 0 : 1);
  // A list joins items with "and"/"or": an alias read across the join ("fever at night" from "fever and night
  // sweats") yields to one read inside an item ("night sweats").
  const acrossJoin = (m: Match) => {
    for (let r = (tokens[m.start] as Token).raw + 1; r < (tokens[m.end] as Token).raw; r++)
      if (rawSeq[r] === "and" || rawSeq[r] === "or") return 1;
    return 0;
  };
  // "Bleeding heavily after delivery" is bleeding now, not heavy bleeding at a past delivery ("bled heavily").
  for (let k = matches.length - 1; k >= 0; k--) if (matches[k]?.tenseClash) matches.splice(k, 1);
  matches.sort(
    (a, b) =>
      b.size - a.size ||
      // Of two as long, the one that meets more content words: "was hit" (one word, "hit", and a small word)
      // yields to "hit in the eye" (an eye injury) in "I was hit in the eye".
      b.positions.length - a.positions.length ||
      acrossJoin(a) - acrossJoin(b) ||
      a.end - a.start - (b.end - b.start) ||
      inOrder(a) - inOrder(b) ||
      a.start - b.start,
  );

  const vetoed = (m: Match) => {
    if (m.positions.length !== 1) return false;
    const tk = tokens[m.positions[0] as number] as Token;
    const veto = CONTEXT_VETO_TOKENS[tk.word];
    return Boolean(veto && tokens.some((t) => t.clause === tk.clause && veto.has(t.token)));
  };
  const used = new Set<number>();
  const painOnly = new Set<number>();
  const chosen: Match[] = [];
  // "my face and legs are swollen": sites joined by "and"/"or" share the kind word said of them (both the face
  // and the legs are swollen), so the kind already used by one site's finding may serve the other's.
  const JOIN_FILLERS = new Set(["and", "or", "my", "his", "her", "their", "the", "both", "also"]);
  const sitesJoined = (a: number, b: number) => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const between = rawSeq.slice((tokens[lo] as Token).raw + 1, (tokens[hi] as Token).raw);
    return (
      between.length > 0 && between.some((w) => w === "and" || w === "or") && between.every((w) => JOIN_FILLERS.has(w))
    );
  };
  const sharedByJoinedSite = (m: Match, p: number) => {
    const mine = m.positions.filter((q) => isSite(q));
    if (!mine.length || isSite(p)) return false;
    return chosen.some(
      (c) =>
        c.positions.includes(p) &&
        c.positions.some((q) => isSite(q) && mine.every((x) => x !== q) && mine.some((x) => sitesJoined(x, q))),
    );
  };
  const ownKindAfterNounPhrase = (m: Match) => {
    const site = m.positions.find((q) => isSite(q));
    const kind = m.positions.find((q) => !isSite(q));
    if (site === undefined || kind === undefined || kind < site) return false;
    const sr = (tokens[site] as Token).raw;
    if (rawSeq[sr + 1] !== "and" || (tokens[kind] as Token).raw !== sr + 2) return false;
    // The site is already the head of another finding's "<kind> <site>" ("yellow eyes").
    return chosen.some((c) => c.positions.includes(site) && c.positions.includes(site - 1) && !isSite(site - 1));
  };
  const isSite = (p: number) => SITE_WORDS.has((tokens[p] as Token).token);
  // "chest pain and cough", "fever, cough and chest pain": a list whose items are findings of their own is not
  // one finding read across its join ("chest pain when coughing").
  // Predicates said of one subject ("my eyes are red and itching") are not such a list: the subject is shared.
  const PREDICATE = new Set(
    "is are was were dey be feel feels look looks became become go goes went get gets got keep keeps turn turned".split(
      " ",
    ),
  );
  const readAcrossList = (m: Match) => {
    if (!m.relational || !acrossJoin(m)) return false;
    for (let r = (tokens[m.start] as Token).raw; r < (tokens[m.end] as Token).raw; r++)
      if (PREDICATE.has(rawSeq[r] as string)) return false;
    const joins: number[] = [];
    for (let r = (tokens[m.start] as Token).raw + 1; r < (tokens[m.end] as Token).raw; r++)
      if (rawSeq[r] === "and" || rawSeq[r] === "or") joins.push(r);
    const bounds = [-1, ...joins, Infinity];
    for (let k = 0; k + 1 < bounds.length; k++) {
      const side = m.positions.filter((p) => {
        const r = (tokens[p] as Token).raw;
        return r > (bounds[k] as number) && r < (bounds[k + 1] as number);
      });
      if (!side.length) continue;
      const item = matches.some(
        (o) =>
          o !== m &&
          o.finding !== m.finding &&
          side.every((p) => o.positions.includes(p)) &&
          o.positions.every((p) => {
            const r = (tokens[p] as Token).raw;
            return r > (bounds[k] as number) && r < (bounds[k + 1] as number);
          }),
      );
      if (!item) return false;
    }
    return true;
  };
  // A phrase with a duration ("fever for two weeks", "cough for one month") is not met by a date or an age: "fever
  // two weeks ago", "my one-month baby dey cough".
  const datedNotLasting = (m: Match) =>
    m.positions.some((p) => {
      const t = tokens[p] as Token;
      const next = rawSeq[t.raw + 1] ?? "";
      // "eight months pregnant" is the pregnancy's own phrase, kept.
      // "this month", "next week" date something too.
      if (TIME_TOKENS.has(t.token) && /^(this|that|next)$/.test(rawSeq[t.raw - 1] ?? "")) return true;
      // "fever last week" dates the fever; "for the last week", "over the last week" say how long.
      if (
        TIME_TOKENS.has(t.token) &&
        rawSeq[t.raw - 1] === "last" &&
        !/^(the|for|in|over|past)$/.test(rawSeq[t.raw - 2] ?? "")
      )
        return true;
      return TIME_TOKENS.has(t.token) && NOT_A_DURATION.has(next) && !/^(pregnant|gestation|belle|belly)$/.test(next);
    });
  for (const m of matches) {
    if (vetoed(m)) continue;
    if (readAcrossList(m)) continue;
    if (datedNotLasting(m)) continue;
    if (model.findings[m.finding]?.id === "burn" && burnIsSensation(tokens, m, rawSeq, rawClause)) continue;
    if (!/^burn($|_)/.test(model.findings[m.finding]?.id ?? "") && burnIsInjury(tokens, m, rawSeq)) continue;
    if (painIsOfLesion(tokens, m, rawSeq)) continue;
    if (model.findings[m.finding]?.id === "injury" && fallIsShedding(tokens, m, rawSeq)) continue;
    // "my legs are too weak to stand": both limbs are not weakness of one side.
    if (
      model.findings[m.finding]?.id === "weakness_one_side" &&
      (m.positions.some((p) => /^(legs|arms)$/.test((tokens[p] as Token).word)) ||
        tokens.some((t) => t.clause === m.clause && t.word === "both"))
    )
      continue;
    // "malaria drugs did nothing": a disease's medicine (Nigerian English "drug" = medicine), not drug use.
    // "take malaria drug": the drug word of the match names its disease.
    if (
      model.findings[m.finding]?.id === "drug_use" &&
      m.positions.some((p) => {
        const t = tokens[p] as Token;
        return /^drugs?$/.test(t.word) && DISEASE_BEFORE_DRUG.has(rawSeq[t.raw - 1] ?? "");
      })
    )
      continue;
    // "I smoke Indian hemp", "he smokes weed": smoking a drug is drug use, not tobacco smoking (WHO ASSIST asks
    // about tobacco and cannabis apart), unless tobacco is named too.
    if (
      model.findings[m.finding]?.id === "smoker" &&
      m.positions.length === 1 &&
      rawSeq.some((w) => SMOKED_DRUGS.has(w)) &&
      !rawSeq.some((w) => /^(cigarettes?|tobacco|fags?|shisha|cigars?|snuff)$/.test(w))
    )
      continue;
    const clauseVeto = FINDING_CLAUSE_VETO[model.findings[m.finding]?.id ?? ""];
    if (clauseVeto && tokens.some((t) => t.clause === m.clause && clauseVeto.has(t.token))) continue;
    if (
      everydayUse(
        model.findings[m.finding]?.id ?? "",
        // Waters breaking is told of the vagina; "water dey comot" in a text about an eye or a wound is that (fa22).
        model.findings[m.finding]?.id === "waters_broken" ? rawSeq : rawSeq.filter((_, r) => rawClause[r] === m.clause),
      )
    )
      continue;
    // A shorter match sharing a word with a longer one is part of it ("itchy bottom at night" is not also
    // "itching at night", "large burn on his chest" not also heartburn).
    // A second mention of a finding already found ("can't control my urine and my bottom is numb", "painful
    // period cramps") keeps its words, even where it overlaps the first, so they do not also name a vaguer
    // finding (numbness, cramps).
    if (chosen.some((c) => c.finding === m.finding)) {
      // The same mention read again with a stray word further off ("heavy drinking ... upper stomach pain" read
      // as "heavy feeling in upper belly") does not claim that word.
      const first = chosen.find((c) => c.finding === m.finding && c.positions.some((p) => m.positions.includes(p)));
      m.positions.forEach((p) => {
        if (first && (p < first.start - 2 || p > first.end + 2)) return;
        if (!RADIATION.has(model.findings[m.finding]?.id ?? "") || p >= radiationStart(m, tokens)) used.add(p);
        else painOnly.add(p);
      });
      continue;
    }
    // A site word already used may be shared by another site × kind match whose kind words are unused.
    // Severity is a modifier: "severe pain in my lower belly" is lower belly pain and severe pain.
    // So are the pain's timing and what brings it on or eases it (SOCRATES): "pain in my upper belly at night",
    // "pain under my right ribs after fatty food" are the site's pain and night pain, pain after food.
    // Only the noun: "very painful at night" describes the toe's pain, not pain that wakes at night.
    const modifier =
      model.findings[m.finding]?.id === "pain_severe" ||
      (PAIN_QUALIFIERS.has(model.findings[m.finding]?.id ?? "") &&
        m.positions.some((p) => /^pains?$/.test((tokens[p] as Token).word)));
    const own =
      m.size > 1
        ? m.positions.filter((p) => !isSite(p) && !(modifier && (tokens[p] as Token).token === "pain"))
        : m.positions;
    if ((own.length ? own : m.positions).some((p) => used.has(p) && !sharedByJoinedSite(m, p))) continue;
    // Words left by a radiating pain serve only the pain where it starts.
    if (
      painOnly.size &&
      m.positions.some((p) => painOnly.has(p)) &&
      !m.positions.some((p) => PAIN_TOKENS.has((tokens[p] as Token).token))
    )
      continue;
    // "yellow eyes and itching": a kind word right after "<kind> <site> and" is an item of its own, not said of
    // that site ("my eyes are red and itching" still is).
    if (m.size === 2 && ownKindAfterNounPhrase(m)) continue;
    chosen.push(m);
    // A qualifier leaves its "pain" to the site's own pain ("pain in my belly after eating": belly pain too).
    // Where a pain goes (SOCRATES radiation) leaves where it starts to that site's own pain: "pain in my upper
    // belly going to my back" is upper belly pain and pain going to the back.
    const radiation = RADIATION.has(model.findings[m.finding]?.id ?? "");
    const from = radiation ? radiationStart(m, tokens) : -1;
    m.positions.forEach((p) => {
      if (radiation && p < from) {
        painOnly.add(p);
        return;
      }
      if (!(modifier && PAIN_TOKENS.has((tokens[p] as Token).token))) used.add(p);
    });
  }
  for (const m of specificKinds(chosen, tokens, used, index, model)) {
    // A danger kind read from the general finding's clause is checked for an everyday use as every match is
    // ("tiny red spots on the neck and back" of heat rash is a rash, not petechiae: fa22).
    if (
      everydayUse(
        model.findings[m.finding]?.id ?? "",
        rawSeq.filter((_, r) => rawClause[r] === m.clause),
      )
    )
      continue;
    chosen.push(m);
    m.positions.forEach((p) => used.add(p));
  }
  chosen.sort((a, b) => a.start - b.start);

  // A negative word that belongs to a matched phrase ("not eating", "no taste") negates nothing else.
  const consumed = new Set<number>();
  for (const m of chosen) for (const p of m.positions) consumed.add((tokens[p] as Token).raw);
  const out = new Map<number, "present" | "absent">();
  for (const m of chosen) {
    const negated = isNegated(m, tokens, rawSeq, rawClause, consumed);
    // A finding mentioned both ways keeps the first statement.
    if (!out.has(m.finding)) out.set(m.finding, negated ? "absent" : "present");
  }
  // "bleeding in pregnancy", "heavy bleeding after delivery": a phrase that names the pregnancy or the birth
  // also states it, and conditions of pregnancy need it (kb/gates.ts).
  for (const m of [...chosen]) {
    if (out.get(m.finding) !== "present") continue;
    for (const p of m.positions)
      for (const ei of index.byToken.get((tokens[p] as Token).token) ?? []) {
        const e = index.entries[ei] as ParseEntry;
        const id = model.findings[e.finding]?.id ?? "";
        if (e.tokens.length !== 1 || !STATED_CONTEXT.has(id) || out.has(e.finding)) continue;
        // "trying to get pregnant", "afraid of pregnancy": wished or feared, not stated.
        const r = (tokens[p] as Token).raw;
        if (rawSeq.slice(Math.max(0, r - 3), r).some((w) => UNREAL.has(w))) continue;
        out.set(e.finding, "present");
        chosen.push({ ...m, finding: e.finding });
      }
  }
  for (const e of ellipsisDenials(tokens, chosen, index, rawSeq)) {
    // "diarrhoea but no blood": the denied word is denied outright, so the finding the kind implies besides its
    // parent (bloody diarrhoea ⇒ blood in the stool) is the one denied; the kind then is too.
    const f = model.findings[e.finding];
    const implied = f?.implies?.map((id) => model.findingIndex.get(id)).find((j) => j !== undefined);
    if (implied !== undefined && !out.has(implied)) e.finding = implied;
    if (!out.has(e.finding)) {
      out.set(e.finding, "absent");
      chosen.push(e);
    }
  }

  // Someone else's condition is history or exposure, not the patient's finding (subject.ts).
  // Whose it is is decided per statement: "my husband is HIV positive and I'm pregnant" speaks of two people.
  const unitOf = new Map<string, number>();
  const rawUnit = rawSeq.map((_, r) => {
    const key = `${rawClause[r]}:${statementOf(r)}`;
    if (!unitOf.has(key)) unitOf.set(key, unitOf.size);
    return unitOf.get(key) as number;
  });
  const clauseWords: string[][] = [];
  rawSeq.forEach((w, r) => (clauseWords[rawUnit[r] as number] ??= []).push(w));
  const firstMatch = new Map<number, Match>();
  for (const m of chosen) if (!firstMatch.has(m.finding)) firstMatch.set(m.finding, m);
  const subject = resolveSubject(
    [...out].map(([fi, choice]) => {
      const m = firstMatch.get(fi) as Match;
      const lastRaw = (tokens[m.end] as Token).raw;
      return {
        finding: fi,
        choice,
        clause: rawUnit[(tokens[m.start] as Token).raw] as number,
        words: m.positions.map((p) => (tokens[p] as Token).word),
        after: rawSeq[lastRaw + 1] ?? "",
      };
    }),
    clauseWords,
    model,
  );
  for (const fi of subject.drop) out.delete(fi);
  for (const [fi, id] of subject.promote) {
    const to = model.findingIndex.get(id);
    if (to === undefined) continue;
    out.delete(fi);
    out.set(to, "present");
  }
  for (const id of subject.add) {
    const fi = model.findingIndex.get(id);
    if (fi !== undefined && !out.has(fi)) out.set(fi, "present");
  }
  // "My friend has a rash, not me", "my sister is coughing but not me": the user says the other person's symptom is
  // not theirs, so it says nothing about the patient (language round 15 denied it; round 16 drops it: the user was
  // not asked about it, and a "no" read into it would keep the interview from asking).
  // Said after the symptom only: "it's not me who is sick, my wife has fever" makes the wife the patient.
  // Language round 19: "my husband is coughing, I'm fine", "my wife has a rash but I feel okay" say the same: the
  // speaker is well. Not of a child ("my baby has fever, I'm fine"): a parent speaks for the child.
  const meWell = rawSeq.findIndex((w, r) => {
    if (!SPEAKER_WELL.test(w) || /^(not|no|nt|never)$/.test(rawSeq[r - 1] ?? "")) return false;
    const lead = rawSeq.slice(Math.max(0, r - 3), r);
    const me = lead.findLastIndex((b) => /^(im|i)$/.test(b));
    return me >= 0 && lead.slice(me + 1).every((b) => /^(am|feel|feeling|dey|quite|perfectly|totally)$/.test(b));
  });
  const notMe = rawSeq.findIndex((w, r) => /^(me|myself)$/.test(w) && /^(not|except)$/.test(rawSeq[r - 1] ?? ""));
  const notMeAt = notMe >= 0 ? notMe : meWell;
  if (notMeAt >= 0)
    for (const [fi, choice] of [...out]) {
      const m = firstMatch.get(fi);
      if (!m || choice !== "present" || (tokens[m.end] as Token).raw > notMeAt) continue;
      const said = clauseWords[rawUnit[(tokens[m.start] as Token).raw] as number] ?? [];
      if (clauseRelation(said) === null) continue;
      if (notMe < 0 && said.some((b) => SPEAKER_WELL_CHILD.test(b))) continue;
      // Only their symptoms: a contact or a family history the clause tells stays ("my wife has TB, I'm fine").
      const f = model.findings[fi];
      if (
        notMe < 0 &&
        (f?.group === "history" || /^(contact_|family_|partner_|hiv_exposure|sick_contacts)/.test(f?.id ?? ""))
      )
        continue;
      out.delete(fi);
    }
  // "Three weeks ago I hit my head": an injury dated weeks back is not a fresh one (kb/findings-late.ts).
  for (const [fi, choice] of [...out]) {
    const late = model.findingIndex.get(LATE_KINDS[model.findings[fi]?.id ?? ""] ?? "");
    const m = firstMatch.get(fi);
    if (late === undefined || !m || choice !== "present") continue;
    if (!weeksPast(clauseWords[rawUnit[(tokens[m.start] as Token).raw] as number] ?? [])) continue;
    out.delete(fi);
    out.set(late, "present");
  }
  // Clinical-terms round 23: "intractable vomiting", "severe pallor", "persistent epistaxis": a qualifier told in the
  // same phrase as the finding that makes its graver form names the graver form (graver-qualifier.ts), unless the
  // graver form was denied.
  for (const [fi, choice] of [...out]) {
    const m = firstMatch.get(fi);
    if (!m || choice !== "present") continue;
    const said = rawClause[(tokens[m.start] as Token).raw];
    const raws = rawSeq.map((_, r) => r).filter((r) => rawClause[r] === said);
    const own = new Set(m.positions.map((p) => (tokens[p] as Token).raw));
    const graver = graverByQualifier(
      model.findings[fi]?.id ?? "",
      raws.map((r) => rawSeq[r] as string),
      (k) => own.has(raws[k] as number),
    );
    const gi = graver === undefined ? undefined : model.findingIndex.get(graver);
    if (gi === undefined || out.get(gi) === "absent") continue;
    out.delete(fi);
    out.set(gi, "present");
  }

  // "My shoulder is aching, I can't raise my arm": movement stopped by pain is not weakness (a stroke's arm
  // weakness is painless: "can they raise both arms?").
  // "Newborn feels cold", "my baby is feeling cold": a baby who feels cold is cold to touch (WHO/IMCI young infant:
  // low body temperature), not a baby telling of chills; shivering and rigors stay chills.
  const chillsFi = model.findingIndex.get("chills");
  const coldFi = model.findingIndex.get("hypothermia");
  const chillsMatch = chillsFi === undefined ? undefined : firstMatch.get(chillsFi);
  if (
    chillsFi !== undefined &&
    coldFi !== undefined &&
    chillsMatch &&
    out.get(chillsFi) === "present" &&
    chillsMatch.positions.some((p) => (tokens[p] as Token).word === "cold") &&
    rawSeq.some(
      (w, r) =>
        rawClause[r] === (tokens[chillsMatch.start] as Token).clause &&
        /^(newborn|newborns|neonate|baby|babies|infant)$/.test(w),
    ) &&
    !rawSeq.some((w, r) => rawClause[r] === (tokens[chillsMatch.start] as Token).clause && /^(i|im|me)$/.test(w))
  ) {
    out.delete(chillsFi);
    if (!out.has(coldFi)) out.set(coldFi, "present");
  }
  const weakSide = model.findingIndex.get("weakness_one_side");
  const weakMatch = weakSide === undefined ? undefined : firstMatch.get(weakSide);
  if (
    weakSide !== undefined &&
    weakMatch &&
    out.get(weakSide) === "present" &&
    weakMatch.positions.some((p) => (tokens[p] as Token).token === LIFT_TOKEN) &&
    tokens.some((t) => PAIN_TOKENS.has(t.token))
  )
    out.delete(weakSide);

  // "I can't move my leg after the fall": one leg that will not move after an injury is an injured leg that
  // cannot bear weight (Ottawa rules, NICE NG38), not a stroke's weakness of one side. Both legs, an arm and a
  // leg or "one side" stay weakness (a stroke can cause the fall).
  const cantBear = model.findingIndex.get("cant_bear_weight");
  if (
    weakSide !== undefined &&
    cantBear !== undefined &&
    weakMatch &&
    out.get(weakSide) === "present" &&
    [...out].some(
      ([fi, c]) => c === "present" && /(^|_)(injury|fracture|trauma)$/.test(model.findings[fi]?.id ?? ""),
    ) &&
    weakMatch.positions.some((p) => /^(leg|foot|ankle|knee)$/.test((tokens[p] as Token).word)) &&
    !tokens.some((t) => /^(side|arm|arms|hand|face|legs|both)$/.test(t.word))
  ) {
    out.delete(weakSide);
    if (!out.has(cantBear)) out.set(cantBear, "present");
  }

  // Bleeding said in pregnancy, after a delivery, with pads or "down there" is vaginal bleeding (RCOG, WHO
  // obstetric danger signs), heavy when the text says so ("changing pads every hour, the bleeding is too much").
  const unusual = model.findingIndex.get("bleeding_unusual");
  const vaginal = model.findingIndex.get("vaginal_bleeding");
  const heavyVaginal = model.findingIndex.get("heavy_vaginal_bleeding");
  const bleedMatch = unusual === undefined ? undefined : firstMatch.get(unusual);
  if (unusual !== undefined && vaginal !== undefined && bleedMatch?.positions.length === 1 && !out.has(vaginal)) {
    const obstetric = rawSeq.some(
      (w, r) =>
        OBSTETRIC_WORDS.has(w) ||
        ((w === "there" || w === "below") && rawSeq[r - 1] === "down") ||
        (w === "down" && rawSeq[r - 1] === "for") ||
        (w === "below" && rawSeq[r - 1] === "from"),
    );
    if (obstetric && out.has(unusual)) {
      out.set(vaginal, out.get(unusual) as "present" | "absent");
      out.delete(unusual);
      firstMatch.set(vaginal, bleedMatch);
    }
  }
  const vaginalMatch = vaginal === undefined ? undefined : firstMatch.get(vaginal);
  if (vaginal !== undefined && heavyVaginal !== undefined && vaginalMatch && out.get(vaginal) === "present") {
    const heavy = rawSeq.some(
      (w, r) =>
        rawClause[r] === vaginalMatch.clause &&
        (HEAVY_WORDS.has(w) ||
          (w === "much" && rawSeq[r - 1] === "too") ||
          (w === "well" && /^bl/.test(rawSeq[r - 1] ?? ""))),
    );
    if (heavy && !out.has(heavyVaginal)) {
      out.delete(vaginal);
      out.set(heavyVaginal, "present");
    }
  }

  // "a sore on my penis that has pus": the pus is the sore's (chancroid, an infected ulcer), not a urethral
  // discharge, when the text says nothing of it coming from the opening or with urine.
  const urethral = model.findingIndex.get("urethral_discharge");
  const urethralMatch = urethral === undefined ? undefined : firstMatch.get(urethral);
  if (
    urethral !== undefined &&
    urethralMatch &&
    out.get(urethral) === "present" &&
    rawSeq.some((w) => /^(sore|sores|ulcer|ulcers|wound)$/.test(w)) &&
    !rawSeq.some((w) => /^(urine|urinate|urinating|piss|pee|wee|discharge|drip|dripping|opening|hole)$/.test(w))
  )
    out.delete(urethral);

  // "heavy bleeding soaking pads": heavy bleeding told without a period ("my period", "menses", "this month")
  // is heavy vaginal bleeding, not also heavy periods (a pregnancy or a miscarriage bleeds through pads too).
  const heavyPeriods = model.findingIndex.get("heavy_periods");
  if (
    heavyPeriods !== undefined &&
    heavyVaginal !== undefined &&
    out.get(heavyPeriods) === "present" &&
    out.get(heavyVaginal) === "present" &&
    !rawSeq.some((w) => /^(periods?|menses|menstrual|menstruation|month|monthly)$/.test(w))
  )
    out.delete(heavyPeriods);

  // A fit that lasts 5 minutes or more is status epilepticus (WHO mhGAP, NICE NG217: treat at 5 minutes); a nosebleed
  // going on 15 minutes or more is one that pressure has not stopped (NICE CKS Epistaxis; MINUTE_CHILDREN).
  for (const [parentId, childId, min] of MINUTE_CHILDREN) {
    const parentFi = model.findingIndex.get(parentId);
    const prolongedFi = model.findingIndex.get(childId);
    if (parentFi !== undefined && prolongedFi !== undefined && out.get(parentFi) === "present" && !out.has(prolongedFi))
      if (sentenceWords.some((sw) => durationMinutes(sw) >= min)) {
        out.delete(parentFi);
        out.set(prolongedFi, "present");
      }
  }

  // Durations and counts turn "fever for ten days" into a prolonged fever, "more than one fit today" into
  // repeated fits. Not across "but": in "she took drugs for one week but the fever did not go, she is coughing"
  // the week is the treatment's, not the cough's; a list ("for a month I get cough, fever at night") shares it.
  const kindClauses = String(text ?? "")
    .slice(0, 5000)
    .toLowerCase()
    .split(/[.;!?\n]+/)
    .flatMap((c) => splitAtScopeBreakers(rawWords(c)));
  for (const sentence of kindClauses) {
    const sentTokens = new Set(sentence.map((w) => tokenOf(w)).filter((t): t is string => t !== null));
    for (const parentId of KIND_PARENTS) {
      const p = model.findingIndex.get(parentId);
      if (p === undefined || out.get(p) !== "present") continue;
      const parentWords = phraseTokens(model.findings[p] ?? NO_PHRASES);
      const childId = kindByDurationOrCount(parentId, sentence, (w) => parentWords.has(tokenOf(w) as string));
      const c = childId === null ? undefined : model.findingIndex.get(childId);
      if (c === undefined || out.has(c)) continue;
      if ([...parentWords].some((t) => sentTokens.has(t))) out.set(c, "present");
    }
  }

  // A finding that another present mention implies says nothing more ("breathless lying flat" already is
  // breathlessness, "cough for three weeks" is a chronic cough): drop it when present, and when denied ("can't
  // lie flat without getting breathless") the more specific present statement wins. After the durations, so a
  // child read from a duration replaces its parent too.
  // A general finding told first in words of its own, then the specific one ("cough with yellow phlegm": a cough,
  // and its phlegm), is a statement of its own and stays. Told after ("can't finish a sentence because of
  // breathlessness") it only names what the specific one is.
  const toldApart = (anc: number, fi: number) => {
    const a = firstMatch.get(anc);
    const c = firstMatch.get(fi);
    if (!a || !c || out.get(anc) !== "present") return false;
    const childRaw = new Set(chosen.filter((m) => m.finding === fi).flatMap((m) => m.positions));
    const own = a.positions.filter((p) => !childRaw.has(p));
    return own.some((p) => !SITE_WORDS.has((tokens[p] as Token).token)) && a.end < c.start;
  };
  for (const [fi, choice] of out) {
    if (choice !== "present") continue;
    for (const anc of model.impliedAll[fi] as number[]) if (out.has(anc) && !toldApart(anc, fi)) out.delete(anc);
  }

  return [...out.entries()].map(([fi, choice]) => {
    const f = model.findings[fi];
    return { id: f?.id ?? "", name: f?.name ?? "", choice };
  });
}

/** A clause's words cut at "but", "however", "although"...: each part tells its own story. */
function splitAtScopeBreakers(words: string[]): string[][] {
  const out: string[][] = [[]];
  for (const w of words) {
    if (SCOPE_BREAKERS.has(w)) out.push([]);
    else out[out.length - 1]?.push(w);
  }
  return out.filter((c) => c.length > 0);
}

/**
 * A denial that leaves out what it is about ("cough for 2 weeks, no blood", "no discharge, just itching down
 * there"): the short negated clause names a word that is a finding only together with the neighbouring
 * clause's finding (blood + cough = coughing blood; discharge + down there = vaginal discharge). The alias
 * must be made of the negated clause's unmatched words and the neighbour's matched words, with at least one
 * of each; the longest such alias, if only one finding has it, is denied.
 */
function ellipsisDenials(tokens: Token[], chosen: Match[], index: ParseIndex, rawSeq: string[]): Match[] {
  const out: Match[] = [];
  const usedPos = new Set(chosen.flatMap((m) => m.positions));
  const clauses = [...new Set(tokens.map((t) => t.clause))];
  for (const c of clauses) {
    const inClause = tokens.map((t, p) => ({ t, p })).filter(({ t }) => t.clause === c);
    if (!inClause.length || !inClause.some(({ t }) => NEGATION_CUES.has(t.token))) continue;
    // "diarrhoea but no blood": the "but" that opens the denial is no word of it.
    const free = inClause.filter(
      ({ t, p }) => !usedPos.has(p) && !NEGATION_CUES.has(t.token) && !SCOPE_BREAKERS.has(t.word),
    );
    // A short denial: one to three unmatched words, no finding of its own.
    if (!free.length || free.length > 3 || chosen.some((m) => m.clause === c)) continue;
    // The cue comes first ("no blood"), as in a list of denials.
    const cueRaw = Math.min(...inClause.filter(({ t }) => NEGATION_CUES.has(t.token)).map(({ t }) => t.raw));
    if (free.some(({ t }) => t.raw < cueRaw)) continue;
    const own = new Set(free.map(({ t }) => t.token));
    const neighbours = chosen.filter((m) => m.clause === c - 1 || m.clause === c + 1);
    let best: { finding: number; size: number; positions: number[] } | null = null;
    let tie = false;
    for (const nb of neighbours) {
      const theirs = new Set(nb.positions.map((p) => (tokens[p] as Token).token));
      for (const ei of new Set(free.flatMap(({ t }) => index.byToken.get(t.token) ?? []))) {
        const e = index.entries[ei] as ParseEntry;
        if (e.finding === nb.finding || e.tokens.length < 2) continue;
        if (!e.tokens.every((t) => own.has(t) || theirs.has(t))) continue;
        if (!e.tokens.some((t) => theirs.has(t) && !own.has(t))) continue;
        const size = e.tokens.length;
        if (!best || size > best.size) {
          best = { finding: e.finding, size, positions: free.map(({ p }) => p) };
          tie = false;
        } else if (size === best.size && e.finding !== best.finding) tie = true;
      }
    }
    if (best && !tie) {
      const ps = best.positions;
      out.push({
        finding: best.finding,
        positions: ps,
        start: Math.min(...ps),
        end: Math.max(...ps),
        size: best.size,
        clause: c,
      });
    }
  }
  void rawSeq;
  return out;
}

/** Position of the word that says where a radiating pain goes ("going", "spreading"); none: Infinity. */
function radiationStart(m: Match, tokens: Token[]): number {
  return Math.min(...m.positions.filter((p) => DIRECTION_TOKENS.has((tokens[p] as Token).token)), Infinity);
}

/** Words a more specific kind's qualifier may stand beyond the general finding's own words. */
const KIND_EXTRA_SPAN = 2;
/** When and how often ("every day", "for a week", "18-month-old", "three times") belong to durations, not kinds. */
const TIME_TOKENS = new Set(
  "day days week weeks month months year years time times hour hours night nights morning evening every daily old ago since"
    .split(" ")
    .map((w) => canonical(w)),
);
/**
 * "headache came on like thunderclap", "sharp chest pain when I breathe in": the general finding was read from
 * some words, and the rest of its clause holds what makes one of its own kinds (a `parent` child) complete
 * ("thunderclap headache", "chest pain when breathing"). The kind is what was said; the general finding then
 * drops out as implied. The kind's extra words must be unused by other findings and near the general one.
 */
function specificKinds(chosen: Match[], tokens: Token[], used: Set<number>, index: ParseIndex, model: Model): Match[] {
  const out: Match[] = [];
  const children = (fi: number) => {
    const kids: number[] = [];
    model.parentOf.forEach((p, c) => {
      if (p === fi) kids.push(c);
    });
    return kids;
  };
  for (const m of chosen) {
    const own = new Set(m.positions.map((p) => (tokens[p] as Token).token));
    // The general finding's own vocabulary: "short of breath at rest" met sob in words ("short", "breath") other
    // than the kind's ("breathless at rest"); a word of any of its phrases stands for the general finding the
    // text already named, so only the kind's own words ("rest") must be found in the clause.
    // Only its core words, those of several of its phrases ("breath", "breathless"), not one phrase's detail
    // ("water" of "hot water burn": "hot oil poured" is not "hot water poured").
    const generalWords = coreWords(model.findings[m.finding]);
    const queue = children(m.finding);
    let found: Match | null = null;
    while (queue.length && !found) {
      const d = queue.shift() as number;
      queue.push(...children(d));
      if (chosen.some((c) => c.finding === d)) continue;
      for (const ei of index.byFinding.get(d) ?? []) {
        const e = index.entries[ei] as ParseEntry;
        // Only for a danger sign (a red flag): a missed emergency is the worst error; other kinds are asked next.
        const danger = Boolean(model.findings[d]?.redFlag || model.findings[d]?.ambulance);
        const stood = (t: string) => own.has(t) || (danger && generalWords.has(t));
        if (e.tokens.every((t) => stood(t)) || !e.tokens.some((t) => stood(t))) continue;
        const positions: number[] = [];
        let ok = true;
        for (const t of e.tokens) {
          const mine = m.positions.find((p) => (tokens[p] as Token).token === t);
          if (mine !== undefined) {
            positions.push(mine);
            continue;
          }
          if (!own.has(t) && danger && generalWords.has(t)) {
            for (const p of m.positions) if (!positions.includes(p)) positions.push(p);
            continue;
          }
          const free = TIME_TOKENS.has(t)
            ? undefined
            : tokens
                .map((tk, p) => ({ tk, p }))
                .filter(
                  ({ tk, p }) => tk.clause === m.clause && tk.token === t && !used.has(p) && !positions.includes(p),
                )
                .sort((a, b) => Math.abs(a.p - m.start) - Math.abs(b.p - m.start))[0];
          if (!free) {
            ok = false;
            break;
          }
          positions.push(free.p);
        }
        if (!ok) continue;
        const start = Math.min(...positions);
        const end = Math.max(...positions);
        if (end - start + 1 > e.tokens.length + KIND_EXTRA_SPAN) continue;
        // A qualifier across a join is another item ("I dey vomit too much and brown blood dey come").
        const from = (tokens[start] as Token).raw;
        const to = (tokens[end] as Token).raw;
        if (RAW_SEQ.slice(from, to).some((w) => /^(and|or|but|nor)$/.test(w))) continue;
        found = { finding: d, positions, start, end, size: e.tokens.length, clause: m.clause };
        break;
      }
    }
    if (found) out.push(found);
  }
  return out;
}

/** States of the whole body a comma list may add after a denied action ("not crying, floppy"). */
const STATE_ITEMS = new Set("floppy limp pale cold sweaty drowsy sleepy blue grey gray stiff unresponsive".split(" "));
/** The text so far ends in a denied action: "not crying", "no feeding", "isn't drinking". */
function deniedAction(before: string): boolean {
  const words = rawWords(before);
  const last = words[words.length - 1] ?? "";
  const cue = words[words.length - 2] ?? "";
  return /ing$/.test(last) && NEGATION_CUES.has(cue);
}

/** Most words a comma-separated piece may have and still be an item of a list ("red, hot, swollen and painful"). */
const LIST_ITEM_WORDS = 3;
/** A comma piece opening with a subject ("I feel dizzy", "he is vomiting") starts a new statement. */
const PIECE_SUBJECTS = new Set("i im ive he hes she shes we they it its".split(" "));
/** A piece opening with one of these turns away from the list ("no fever, no cough, just headache"). */
const LIST_BREAKERS = new Set([...SCOPE_BREAKERS, "just", "only", "now", "then", "still"]);

/**
 * A comma normally ends a clause, but in a lay list of describing words ("my leg is red, hot, swollen and
 * painful", "red, hot and painful") the pieces after the commas are a word or three that continue the
 * same description. Those commas become spaces, so the list is read as one phrase; a longer piece after a
 * comma ("I fell, my knee is swollen") still starts a new clause.
 */
export function joinCommaLists(text: string): string {
  return text
    .split(/([.;:!?\n()]+)/)
    .map((part) => {
      const pieces = part.split(",");
      let out = pieces[0] ?? "";
      for (const piece of pieces.slice(1)) {
        const words = rawWords(piece);
        const first = words[0] ?? "";
        const head = words.find((w) => !["my", "the", "his", "her", "their", "our", "both"].includes(w)) ?? "";
        // "knee swollen, eyes red": a piece naming a new part of the body is a new statement.
        const item =
          words.length > 0 &&
          words.length <= LIST_ITEM_WORDS &&
          !LIST_BREAKERS.has(first) &&
          // "cough for 2 weeks, no blood": a denial after a comma is a statement of its own.
          !NEGATION_CUES.has(first) &&
          // "it hasn't stopped, I feel dizzy": a piece with its own subject is a statement of its own, so a denial
          // before the comma does not reach it (em22).
          !PIECE_SUBJECTS.has(first) &&
          // "baby not crying, floppy", "not feeding, limp": a state after a denied action is a new statement (a
          // floppy, limp or pale child is not denied by the "not" of the action before; language round 22).
          !(STATE_ITEMS.has(first) && deniedAction(out)) &&
          !SITE_WORDS.has(canonical(head));
        out += item ? ` ${piece}` : `,${piece}`;
      }
      return out;
    })
    .join("");
}

/** Smallest window with one position per alias token, in one clause, at most one stray word per token. */
function bestWindow(
  lists: number[][],
  tokens: Token[],
  size: number,
  extraSpan = 0,
): { positions: number[]; start: number; end: number; clause: number } | null {
  let best: { positions: number[]; start: number; end: number; clause: number } | null = null;
  const maxSpan = size === 1 ? 1 : size + 1 + extraSpan;
  const first = lists[0] as number[];
  for (const anchor of first) {
    const clause = (tokens[anchor] as Token).clause;
    const picked = [anchor];
    let ok = true;
    for (let k = 1; k < lists.length; k++) {
      let bestPos = -1;
      let bestDist = Infinity;
      for (const p of lists[k] as number[]) {
        if ((tokens[p] as Token).clause !== clause || picked.includes(p)) continue;
        const d = Math.abs(p - anchor);
        if (d < bestDist) {
          bestDist = d;
          bestPos = p;
        }
      }
      if (bestPos < 0) {
        ok = false;
        break;
      }
      picked.push(bestPos);
    }
    if (!ok) continue;
    const start = Math.min(...picked);
    const end = Math.max(...picked);
    if (end - start + 1 > maxSpan) continue;
    if (!best || end - start < best.end - best.start) best = { positions: picked, start, end, clause };
  }
  return best;
}

/** Words that start a new statement after "and". */
const NEW_SUBJECT = new Set(
  "i im he hes she shes they we it its people my his her their the baby child there".split(" "),
);

const WHEN_SUBJECT = new Set("i he she they we it".split(" "));

function isNegated(m: Match, tokens: Token[], rawSeq: string[], rawClause: number[], consumed: Set<number>): boolean {
  const matchedRaw = consumed;
  const firstRaw = (tokens[m.start] as Token).raw;
  const lastRaw = (tokens[m.end] as Token).raw;
  // Cues up to five words before the match, or between its words, in the same clause. "and" that opens a
  // new statement ("the baby is not hers and people are after her", "no fever and he is vomiting") ends the
  // scope of a cue before it.
  let negated = false;
  for (let r = Math.max(0, firstRaw - 5); r <= lastRaw; r++) {
    if (r < firstRaw && rawSeq[r] === "and" && NEW_SUBJECT.has(rawSeq[r + 1] as string)) negated = false;
    // "she didn't hit her head when she fell": a "when" or "while" clause with its own subject is another event,
    // told as it happened; the denial before it stays with its own object (language round 17).
    if (
      r < firstRaw &&
      /^(when|while|whenever)$/.test(rawSeq[r] as string) &&
      WHEN_SUBJECT.has(rawSeq[r + 1] as string)
    )
      negated = false;
    if (matchedRaw.has(r) || rawClause[r] !== m.clause) continue;
    if (NEGATION_CUES.has(rawSeq[r] as string)) negated = true;
  }
  return negated;
}
