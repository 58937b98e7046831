// The safety layer: deterministic, before any model. It reads the new message (earlier user turns only
// give context: a pregnancy or a fever mentioned before), in any of the seven languages, and answers
// danger at once in the user's language with their country's emergency number. It errs towards sending
// people for help: a false alarm costs a minute, a miss can cost a life. Overdose is checked first, so
// "I took 20 paracetamol but I feel fine" is never answered as anything else.
import type { ChatTurn, PersonalContext } from "../../ai/index.ts";
import { emergencyReply, type Category } from "./messages.ts";
import { linesFor, resolveCountry, type CountryLines } from "./numbers.ts";
import { has } from "./rules.ts";
import { detectLanguage, normalise, pastOnly, type Lang } from "./text.ts";

export { detectLanguage, languageScores, normalise, type Lang } from "./text.ts";
export { linesFor, requestCountry, resolveCountry, type CountryLines } from "./numbers.ts";
export { emergencyReply, foundDangerReply, SAFETY_SOURCES, type Category, type FoundDanger } from "./messages.ts";

export type SafetyOptions = {
  history?: ChatTurn[];
  profile?: (PersonalContext & { country?: string | null }) | null;
  /** The request's country (cf.country in production only). */
  country?: string | null;
};

export type SafetyHit = { category: Category; lang: Lang; lines: CountryLines; reply: string };

const OTHER_PERSON =
  /\b(he|she|him|her|his|they|my (son|daughter|baby|child|kid|brother|sister|mum|mom|mother|dad|father|papa|mama|wife|husband|friend|cousin|uncle|aunt)|pikin|someone|somebody)\b/;

/** Sickle cell disease said in the conversation or recorded in the profile; the trait (AS) is not the disease. */
function sickleCellDisease(context: string, profile?: PersonalContext | null): boolean {
  return (
    has("sickleDisease", context) ||
    Boolean(profile?.conditions.some((c) => /sickle|\bss\b/i.test(c) && !/trait|\bas\b/i.test(c)))
  );
}

// "What's the point of living anymore?" is despair put as a question, not a general question, so it is read
// before the question filter (WHO: suicide warning signs include talk of having no reason to live).
const RHETORICAL_DESPAIR =
  /\b(what'?s|what is|is there (any|a)) (the )?point (of|in) (living|life|going on|being alive|carrying on)\b/;

const NAMED_MEDICINE =
  /\b(tablets?|pills?|paracetamol|panadol|tramadol|amitriptyline|codeine|diazepam|valium|ibuprofen|aspirin|chloroquine|antidepressants?)\b/;
const MANY_OF_THEM =
  /\b(took|taken|swallowed|ate|drank|chewed)\b[^.]{0,60}\b(1\d|[2-9]\d|ten|twelve|fifteen|twenty|thirty|forty|fifty) of (them|those|it)\b/;

// "A tiny shock from the switch" is common and harmless when the person is well (NHS Electric shock).
const MINOR = /\b(small|little|tiny|minor|slight|mild|kadan|kekere|ntakiri|kidogo|petite?|legere?)\b/;
// "My little sister", "ma petite soeur": a younger relative, not a small injury.
const YOUNGER_KIN =
  /\b(small|little|tiny|petite?) (sister|brother|sis|bro|one|girl|boy|baby|child|son|daughter|pikin|cousin|soeur|frere|fille|fils)\b/;
/** A word that makes the injury small, the younger relatives' "little" left out. */
const minor = (m: string) => MINOR.test(m.replace(YOUNGER_KIN, " "));
// Torsion hurts: a painless swelling of the scrotum (a hydrocele, "like a water bag") or a painless sore is
// seen by a doctor, not in an emergency (NICE CKS Scrotal pain and swelling).
const PAINLESS =
  /\b(painless|no pain|not painful|not sore|doesn'?t (hurt|disturb|bother)|does not (hurt|disturb|bother)|no dey (pain|disturb)|without (any )?pain)\b/;
// Attacks that come and pass ("I keep having attacks where I can't breathe; they stop after 10 minutes") told
// when none is happening are for a doctor (panic attacks, asthma review), not an emergency now.
const PASSED_EPISODES =
  /\b(keep (having|getting)|keeps? (happening|coming)|(has|have) happened (many|several|a few|\d+|so many) times|many times|every time|each time|anytime|whenever|(they|it|e|the attacks?) (stop|stops|pass|passes|finish|finishes|go|goes|settle|settles) (after|within|in) (\d+|a few|some|few|about) (seconds|minutes|mins|hours))\b/;
// A toddler who holds the breath when crying hard, goes blue or limp for seconds and then recovers has a
// breath-holding spell: frightening, harmless (NHS Breath-holding in babies and children).
const BREATH_HOLDING =
  /\bhold\w* (her|his|their|my) breath\b[^.]{0,80}\b(cry|cries|crying|upset|angry|tantrum|wake|wakes|recover\w*|again)\b|\b(cry|cries|crying|upset|angry|tantrum)\b[^.]{0,40}\bhold\w* (her|his|their) breath\b/;
// Weeks or months of a pain are a doctor's visit, not an emergency (NICE CG95: chest pain more than 72 hours ago).
const LONG_AGO =
  /\b(weeks?|months?|years?|wiki|miezi|miaka|semaines?|mois|ans|makonni|watanni|shekaru|ose|osu|odun|izu|onwa|aro)\b/;
const HAPPENING_NOW = /\b(now|right now|at the moment|currently|today|tonight|this (morning|evening|afternoon))\b/;
const SUDDEN =
  /\b(sudden\w*|all of a sudden|out of nowhere|ghafla|farat|lojiji|na mberede|kwatsam|brutal\w*|soudain\w*)\b/;

// "I cut myself while shaving": an accident in daily life, not self-harm (the injury rules still read it).
const ACCIDENT =
  /\b(while|when) (i was |i dey |dey )?(shav|cook|cutt|slic|peel|chopp|work|fix|open)\w*|\bby (mistake|accident)\b|\baccidental\w*/;

const FUTURE_POISON =
  /\b(i go|i wan|i will|i'?m going to|i'?ll|gonna|i want to|want to) (drink|take|swallow|chop)\b[^.]{0,20}\b(sniper|poison|rat poison|otapiapia|ota pia pia|snipper|insecticide|kerosene|bleach)\b/;
const TAKEN = /\b(drank|don drink|has drunk|swallowed|don swallow|took|has taken|ate|don chop)\b/;

// "I can't wake up early", "hard to wake up in the morning", "my brother can't wake up for school": a sleep habit,
// not a person who cannot be roused (and the writer who says "I can't wake up" is awake). The checker reads it the
// same way (worker/checker/text.ts wakeHabit). "Can't wake him", "won't wake up" of someone else stay dangers.
const WAKE_HABIT =
  /\b(can'?t|cannot|couldn'?t|(hard|difficult) to|struggl\w* to|trouble) (wake|waking)( up)?(?= (early|earlier|at \w+|before|till|until|by|daily|mornings?|on time|in (the )?(morning|mornings|time)|every (morning|day)|for (school|work|class|classes|lectures?|church|mass|mosque|prayers?|fajr|exams?|job|office|duty)|when (my|the) alarm))/g;
const WAKE_SELF =
  /\bi (can'?t|cannot|couldn'?t|find it (hard|difficult) to|struggle to|have trouble) (wake|waking)( up)?\b(?! (him|her|them|my|the|baby|he|she)\b)/g;
const withoutWakeHabit = (norm: string) => norm.replace(WAKE_HABIT, "oversleep").replace(WAKE_SELF, "i oversleep");

// "The temperature outside is 41 degrees today": the weather, not a fever (a heat illness is read by the heat rules).
const WEATHER =
  /\b(temperature|temp|heat|it'?s|it is|joto)\b[^.]{0,20}\b(outside|outdoors?|weather|in (lagos|abuja|kano|town|the city|the sun)|dehors|exterieur|meteo|nje|waje|ita gbangba|n'?ezi)\b|\b(outside|outdoors|weather|forecast|dehors|meteo|hali ya hewa|yanayi)\b[^.]{0,20}\b(temperature|temp|is|was|na|reach\w*|est|ni)\b/;

// "I've given away all my things, tonight it all ends": belongings given away and an end set, in one message, across
// its commas (WHO Preventing suicide: giving away possessions and talk of an end are warning signs), in seven languages.
const GIVEN_AWAY =
  /\b(giv(e|en|ing)|gave|don give|dash\w*)( away| out)? (away |out )?(all |all of )?my (things|stuff|belongings|possessions|clothes|property|properties|load)\b|\b(giv(e|en|ing)|gave|don give|dash\w*)\b[^.,]{0,25}\ball (of )?my (things|stuff|belongings|possessions|clothes|property|properties|load)\b|\bfi gbogbo (nkan|eru|aso|dukia|ohun|ini) (mi )?(fun|le|sile)\b|\b(na|ya|ta) (ba da|raba|bayar da|bayar|rarraba) (duk|dukkan|dukan) (kaya|kayayyaki|kayana|abubuwa|abin)\w*|\b(enyela|nyere|enyego|ekesala|ekerela) m\b[^.]{0,25}\b(ihe|akurungwa|uwe) (m )?niile\b|\b(nimegawa|nimewapa watu|nimetoa|nimegawia watu|nimewagawia) vitu vyangu\b|\b(donne|distribue)\w* (toutes )?(mes|toutes mes) (affaires|biens|choses|vetements)\b/;
const ALL_ENDS =
  /\b(tonight|today|soon|it all|everything|all of it|everything go)\b[^.]{0,20}\b(ends?|ending|over|finish\w*|done|go end|go finish)\b|\b(pari|tan|dopin)\b|\b(kare|gama|karshe)\b|\b(agwu|ga-?agwu|ebie|ga-?ebi|gwusia)\b|\b(kitaisha|itaisha|vitaisha|mwisho|nitamaliza|kwisha)\b|\b(tout (se termine|finit|sera fini|s'arrete|va finir)|c'est la fin|ce soir tout)\b/;

// "Small burn, but the skin is peeling off", "lol just a current burn with a black mark": what the burn looks like
// outranks the teller's "small" (NHS Burns and scalds: white, charred or peeling skin, a burn on a whole hand or
// both legs, and every electrical burn need A&E), in the seven languages.
const BURN_DEEP =
  /\bskin\b[^.]{0,22}\b(peel\w*|coming off|came off|white|black|charred)\b|\bskin (don |dey )+(peel|comot)|\b(electric(al)?|current|electricity) burn|\bcurrent (burn|burnt|don burn)|\bblack mark\b|\bwhole (hand|arm|leg|foot|body)\b|\bboth (hands|arms|legs|feet)\b|\bngozi (inatoka|imetoka|imechubuka|inachubuka|imekuwa nyeupe|nyeupe)\b|\binachubuka\b|\bfata\w* (na |ta )?(barewa|yi fari)\b|\bawo (n|ti) bo\b|\bawo ti di funfun\b|\bakpukpo ahu\b[^.,]{0,10}\b(na-?apu|apuola|acha ocha)\b|\b(la )?peau (part|pele|s'en va|se detache|est blanche)\b|\b(umeme|lantarki|mona mona|eletrik|electrique)\b/;

const FAINTED =
  /\b(fainted|faint(ed)? (yesterday|today|this morning|last night)|passed out|collapsed|blacked out|lost consciousness)\b/;
const FAINTED_DENIED =
  /\b(never|not|didn'?t|did not|haven'?t|have not|no) (fainted|passed out|collapsed|blacked out)\b/;
const STILL_DEFICIT =
  /\b(can'?t|cannot|unable to|no longer|still (can'?t|cannot)) (feel|move|lift|use)\b[^.]{0,15}\b(arm|leg|hand|foot|side|face)s?\b|\b(arm|leg|hand|side)\b[^.]{0,15}\b(still )?(numb|weak|paraly\w*|dead|no (power|strength|feeling)|has no (power|strength|feeling))\b/;

/** The danger category of a message, or null: the rules only, no wording. */
export function dangerCategory(
  message: string,
  history: ChatTurn[] = [],
  profile?: PersonalContext | null,
): Category | null {
  const m = withoutWakeHabit(normalise(message));
  const earlier = normalise(
    history
      .filter((t) => t.role === "user")
      .map((t) => t.content)
      .join("\n"),
  );
  const context = `${earlier}\n${m}`;

  if (has("overdose", m)) return "overdose";
  // "He ate about 10 of them", the tablets named in an earlier turn.
  if (has("swallowedMany", m) && /\b(tablets?|pills?|medicines?|capsules?|drugs?|paracetamol|panadol)\b/.test(earlier))
    return "overdose";
  // "I took my mum's amitriptyline, about 20 of them": the count sits in its own clause.
  if (NAMED_MEDICINE.test(m) && MANY_OF_THEM.test(m)) return "overdose";
  // "Tonight I go drink the sniper wey I buy": a poison kept to be taken is suicidal intent, not a poisoning yet.
  if (has("poisoning", m) && FUTURE_POISON.test(m) && !TAKEN.test(m)) return "self_harm";
  if (has("poisoning", m) || has("childSwallowedMedicine", m)) return "poisoning";
  // A generator or charcoal in a closed room and headaches, vomiting or drowsiness: carbon monoxide (NICE CKS).
  if (has("fumesIndoors", context) && has("fumeSigns", m)) return "poisoning";
  if (has("suicide", m) || has("suicideWarning", m) || RHETORICAL_DESPAIR.test(m)) return "self_harm";
  if (GIVEN_AWAY.test(m) && ALL_ENDS.test(m) && !pastOnly(m)) return "self_harm";
  if (has("selfHarm", m) && !ACCIDENT.test(m)) return "self_harm";
  if (has("sexualAssault", m)) return "sexual_assault";
  const diabetic = has("diabetic", context) || Boolean(profile?.conditions.some((c) => /diabet/i.test(c)));
  if (
    diabetic &&
    !/\b(not|isn'?t|stopped) breathing\b/.test(m) &&
    (has("diabetesMajor", m) || has("ketoneBreath", m) || (has("vomiting", m) && has("fastBreathing", m)))
  )
    return "diabetes";
  if (has("electricShock", m) && !minor(m)) return "electric_shock";
  if (has("drowning", m)) return "drowning";
  if (has("notBreathing", m)) return "not_breathing";
  // A throat swollen on one side with a "hot potato" voice and no allergen is a throat abscess, not anaphylaxis.
  if (has("throatBlocked", m) && !has("allergen", m)) return "throat_blocked";
  const airway = has("airwaySwelling", m);
  if (airway || (has("swellingPart", m) && (has("allergen", m) || has("breathing", m)))) {
    if (airway || has("allergen", m)) return "anaphylaxis";
  }
  // Hives or itching with a breathing problem or a wheeze after a food, a sting or an injection the person reacts to:
  // anaphylaxis even with no swelling told (Resuscitation Council UK 2021; NICE CG134).
  if (
    has("allergen", context) &&
    has("hives", m) &&
    (has("breathing", m) || has("wheezeNow", m) || has("breathingSevere", m))
  )
    return "anaphylaxis";
  if (has("snakeBite", m)) return "snake_bite";
  if (has("animalBite", m)) return "animal_bite";
  if (
    has("burnCause", m) &&
    has("burnSerious", m) &&
    (!/\b(small|little|tiny|minor|slight|kadan|obere|ntakiri|kidogo|petite?|legere?)\b/.test(
      m.replace(YOUNGER_KIN, " "),
    ) ||
      BURN_DEEP.test(m))
  )
    return "burn";
  if (
    sickleCellDisease(context, profile) &&
    (has("chestPain", m) || has("breathing", m) || has("fever", m) || has("stroke", m) || has("sickleDanger", m))
  )
    return "sickle_cell";
  const chest = has("chestPain", m);
  if (chest && (has("heartSigns", m) || (has("unrelieved", m) && !LONG_AGO.test(m)))) return "heart_attack";
  if (chest && (has("breathing", m) || has("breathing", context))) return "chest_breathing";
  if (has("breathing", m) && has("chestPain", earlier)) return "chest_breathing";
  if (
    (has("breathingSevere", m) || (has("breathing", m) && has("cantTalk", m))) &&
    !(PASSED_EPISODES.test(m) && !HAPPENING_NOW.test(m)) &&
    !BREATH_HOLDING.test(m)
  )
    return "breathing";
  if (has("spinalCord", m)) return "spinal_cord";
  if (has("stroke", m)) return "stroke";
  // "I fainted yesterday and I still can't feel my arm": a faint is over when the person wakes; an arm or a leg that
  // is still numb or weak after it is a new neurological deficit, for the emergency department (NICE CG109 Transient
  // loss of consciousness: a new neurological deficit is not a simple faint), whatever the faint's reassurance.
  if (FAINTED.test(context) && !FAINTED_DENIED.test(context) && STILL_DEFICIT.test(m)) return "stroke";
  if (has("highBp", m) && has("highBpSigns", m)) return "high_bp";
  if (
    has("palpitations", m) &&
    (has("faint", m) || has("breathing", m) || has("chestPain", m)) &&
    !(PASSED_EPISODES.test(m) && !HAPPENING_NOW.test(m))
  )
    return "palpitations";
  if (has("suddenHeadache", m) || (has("headPain", m) && SUDDEN.test(m) && has("worstEver", m)))
    return "sudden_headache";
  if (has("headInjury", context) && has("headInjuryDanger", m)) return "head_injury";
  if (has("eyeInjury", m)) return "eye_injury";
  const pregnant = has("pregnant", context) || Boolean(profile?.conditions.some((c) => /pregnan/i.test(c)));
  if (pregnant && has("pregnancyDanger", m)) {
    // A headache alone in pregnancy is common; a severe one, or one with other signs, is not.
    const headacheOnly =
      /headache|head ache/.test(m) &&
      !/\bsevere|\bbad\b|\bterrible|bleed|spotting|blood|blurr|vision|seeing|swollen|swelling|puffy|baby|moves? less|movement|waters?|fits?\b|convuls|saign|violent|floue|jini|eje|obara|damu|giza|dishi/.test(
        m,
      );
    if (!headacheOnly) return "pregnancy";
  }
  if (has("coughBlood", m)) return "coughing_blood";
  if (
    (pregnant || has("earlyPregnancy", context)) &&
    has("oneSidedPain", m) &&
    (has("faint", m) ||
      has("pregnancyDanger", m) ||
      /\bspotting|\bshoulder\b|\bjini kadan|\beje die|\bobara ntakiri|\bdamu kidogo|\bsaign/.test(m))
  )
    return "pregnancy";
  if (has("bleeding", m) || (has("melaena", m) && has("faint", m))) return "heavy_bleeding";
  // A small cut that keeps oozing a little is pressed, not an ambulance (NHS Cuts and grazes).
  if (
    has("bleedingNow", m) &&
    has("wontStop", m) &&
    !/\b(small|little|tiny|a bit|slight\w*|kadan|ntakiri|kidogo|petite?)\b/.test(m.replace(YOUNGER_KIN, " "))
  )
    return "heavy_bleeding";
  // A birth told before, then fever or a foul-smelling discharge: puerperal sepsis (WHO), once bleeding has had its rule.
  if (has("postpartum", context) && has("pregnancyDanger", m)) return "pregnancy";
  if (has("acuteAbdomen", m)) return "acute_abdomen";
  // Period pain with vomiting is common (NHS Period pain); with fainting it is not.
  const periodPain = /\b(period|menstrua\w*|cramps?|monthly|regles|hedhi|al'?ada|nkan osu|nso nwanyi)\b/.test(m);
  if (has("severeBellyPain", m) && (has("faint", m) || ((has("vomiting", m) || SUDDEN.test(m)) && !periodPain)))
    return "acute_abdomen";
  if (has("bellySwollen", m) && has("bowelBlocked", m) && has("vomiting", m)) return "acute_abdomen";
  if (has("rightLowerPain", m) && (has("cantWalkStraight", m) || (has("severeBellyPain", m) && has("fever", m))))
    return "acute_abdomen";
  if (has("testicularPain", m) && !PAINLESS.test(m)) return "testicular_torsion";
  if (has("seizure", m) || (has("eyesRolled", m) && has("shaking", m))) return "seizure";
  if (has("shookAllOver", m) && has("fever", context)) return "seizure";
  if (has("jaundiceFirstDay", m)) return "newborn";
  if (has("infant", context) && has("infantDanger", m)) return "newborn";
  if (has("infant", context) && has("fever", m)) return "infant_fever";
  if (has("infant", m) && has("fever", context)) return "infant_fever";
  if (
    (has("stiffNeck", m) && has("fever", context)) ||
    (has("fever", m) && has("stiffNeck", earlier)) ||
    has("meningitisName", m)
  )
    return "meningitis";
  if (has("stiffNeck", m) && has("photophobia", m)) return "meningitis";
  if (has("rashNoFade", m) && has("fever", context)) return "meningitis";
  if (has("dehydrationSigns", m) && (has("looseStools", context) || has("looseStools", m))) return "dehydration";
  // A baby's sunken soft spot with no wet nappy, loose stools or poor feeding is dehydration, not "sunken eyes" to ask about.
  if (
    has("sunkenFontanelle", m) &&
    (has("infant", context) || /\b(baby|babies|newborn|infant|pikin)\b/.test(m)) &&
    (has("dehydrationSigns", m.replace(/\bsunken\b/g, " ")) || has("looseStools", context) || has("infantDanger", m))
  )
    return "dehydration";
  if (has("heat", context) && (has("severeIllness", m) || has("heatDanger", m) || has("hyperpyrexia", m)))
    return "heat_stroke";
  if (has("hyperpyrexia", m) && !WEATHER.test(m)) return "severe_illness";
  if (has("severeIllness", m) || has("rashNoFade", m)) return "severe_illness";
  // Staring spells of a few seconds that pass many times a day are absences, for a doctor (NICE CKS Epilepsy).
  if (
    has("notAnswering", m) &&
    (has("fever", context) || /\bstar(e|es|ing)\b/.test(m)) &&
    !(PASSED_EPISODES.test(m) && !HAPPENING_NOW.test(m))
  )
    return "severe_illness";
  // A feverish child who is very sleepy is lethargic, a general danger sign (WHO IMCI; NICE NG143 red).
  if (has("childVerySleepy", m) && has("fever", context)) return "severe_illness";
  if (has("cantDrink", m) && (has("fever", context) || has("looseStools", context))) return "severe_illness";
  return null;
}

/** Whom the message is about: someone else ("my son", "she") or the person writing. */
export function personOf(message: string): "self" | "other" {
  return OTHER_PERSON.test(normalise(message)) ? "other" : "self";
}

/** The emergency answer for a message, or null when nothing in it is a danger sign. */
export function checkSafety(message: string, options: SafetyOptions = {}): SafetyHit | null {
  const category = dangerCategory(message, options.history ?? [], options.profile ?? null);
  if (!category) return null;
  const lang = detectLanguage(message);
  const lines = linesFor(resolveCountry(options.profile?.country, options.country));
  const who = personOf(message);
  return { category, lang, lines, reply: emergencyReply(category, lang, lines, who) };
}
