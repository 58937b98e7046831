// Text handling for the safety layer: one normal form for every language (lower case, no diacritics,
// Hausa hooked letters and Igbo/Yoruba dotted vowels folded), the language a message is written in, and
// the English-family checks for negation ("no chest pain") and general questions ("what are the signs
// of a stroke?"), which must not raise the alarm.
import { FACTS } from "../knowledge/facts.ts";
import { LEXICONS } from "../../lang/index.ts";

export type Lang = "en" | "pcm" | "ha" | "yo" | "ig" | "sw" | "fr";
export const LANGS: Lang[] = ["en", "pcm", "ha", "yo", "ig", "sw", "fr"];

const FOLD: Record<string, string> = {
  ɓ: "b",
  ɗ: "d",
  ƙ: "k",
  ƴ: "y",
  ŋ: "n",
  ß: "ss",
  œ: "oe",
  æ: "ae",
  "’": "'",
  "‘": "'",
  "`": "'",
  ʼ: "'",
};

/** Lower case, diacritics removed ("Mo fẹ́ pa ara mi" → "mo fe pa ara mi"), spaces collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ɓɗƙƴŋßœæ’‘`ʼ]/g, (c) => FOLD[c] ?? c)
    .replace(/[-‐‑–—]/g, (c) => (c === "-" ? "-" : " "))
    .replace(/\s+/g, " ")
    .trim();
}

// Words that mark a language, from each language's lexicon (worker/lang/). The order is the tie-break: on an
// equal score the language listed first wins, so it stays as it was when the markers lived here.
const MARKERS: Record<Exclude<Lang, "en">, Array<[RegExp, number]>> = {
  pcm: LEXICONS.pcm.markers,
  ha: LEXICONS.ha.markers,
  yo: LEXICONS.yo.markers,
  ig: LEXICONS.ig.markers,
  sw: LEXICONS.sw.markers,
  fr: LEXICONS.fr.markers,
};

const ENGLISH =
  /\b(the|is|are|was|i|my|and|have|has|what|how|can|should|with|for|it|this|that|of|to|do|does|after|when|since|about|me|you|your|not|feel|pain|because|been|would|could|will|without|everyone|anything|anymore|just|really|very|want|know|need|around|happier|better)\b/g;

/** How strongly a message shows each language's markers, and its English function words ("en"). */
export function languageScores(text: string): { words: number; scores: Array<[Lang, number]> } {
  const t = normalise(text).replace(/[^\p{L}\p{N}' -]/gu, " ");
  const words = t.split(/\s+/).filter(Boolean).length || 1;
  const scores: Array<[Lang, number]> = [["en", t.match(ENGLISH)?.length ?? 0]];
  for (const lang of Object.keys(MARKERS) as Array<Exclude<Lang, "en">>) {
    let score = 0;
    for (const [re, weight] of MARKERS[lang]) score += (t.match(re)?.length ?? 0) * weight;
    // Pidgin shares most of its words with English: it needs its own markers to win.
    if (lang === "pcm") score = score * 2;
    scores.push([lang, score]);
  }
  return { words, scores };
}

/** The language a message is most likely written in (English when nothing else stands out). */
export function detectLanguage(text: string): Lang {
  const t = normalise(text).replace(/[^\p{L}\p{N}' -]/gu, " ");
  const { words, scores } = languageScores(text);
  const en = scores[0]?.[1] ?? 0;
  let best: Lang = "en";
  let bestScore = en;
  for (const [lang, score] of scores.slice(1)) {
    if (score > bestScore && score >= Math.min(1, words * 0.3)) {
      best = lang;
      bestScore = score;
    }
  }
  return best === "en" && en === 0 ? (phrasebookLanguage(t) ?? best) : best;
}

// Every word of the English passages: a phrase of another language's phrasebook made only of them ("stroke",
// "typhoid", "weed") is a loanword, and marks no language.
let englishVocabulary: Set<string> | null = null;
export function englishWord(word: string): boolean {
  englishVocabulary ??= new Set(
    FACTS.flatMap((f) => normalise(`${f.title} ${f.text} ${f.keywords ?? ""}`).split(/[^a-z']+/)),
  );
  return englishVocabulary.has(word);
}

/**
 * A short message with no English word and no marker ("arrêter de fumer", "règles douloureuses", "vyakula vya
 * chuma") is in the one language whose phrasebook reads it, by a phrase with a word of its own, not a loanword.
 */
function phrasebookLanguage(t: string): Lang | null {
  const text = t.replace(/-/g, " ");
  let best: Lang | null = null;
  let bestCount = 0;
  for (const lang of ["fr", "sw", "ha", "yo", "ig"] as const) {
    let count = 0;
    for (const { re } of LEXICONS[lang].phrasebook) {
      const m = re.exec(text);
      if (m && m[0].split(/[^a-z']+/).some((w) => w.length > 2 && !englishWord(w))) count++;
    }
    if (count > bestCount) {
      best = lang;
      bestCount = count;
    } else if (count === bestCount) best = null;
  }
  return bestCount ? best : null;
}

// ------------------------------------------------------------------ English-family checks

const NEGATIONS = new Set([
  "no",
  "not",
  "never",
  "without",
  "dont",
  "don't",
  "doesnt",
  "doesn't",
  "didnt",
  "didn't",
  "havent",
  "haven't",
  "hasnt",
  "hasn't",
  "isnt",
  "isn't",
  "arent",
  "aren't",
  "wasnt",
  "wasn't",
  "nor",
  "neither",
  "denies",
  "deny",
  "free",
  "stopped",
]);
// "I no get any plan to harm myself", "no thoughts of ending my life": the intent denied a few words back.
const DENIED_INTENT =
  /\b(no|not|never|don'?t|do not|haven'?t|have not|no get|without)\b( \w+){0,2} (plans?|intentions?|intent|thoughts?|urges?|wish|desire)( at all)? (to|of|for)\s*$/;
const PERSONAL =
  /\b(i|i'm|im|i've|ive|my|me|mine|we|our|us|he|she|his|her|him|they|them|their|baby|child|kid|son|daughter|brother|sister|mum|mom|mother|dad|father|wife|husband|friend|someone|somebody|person|patient|pikin)\b/;
const QUESTION_START = /^\s*(what|which|does|do|can|could|is|are|how|why|when|should|would|will|tell me|wetin)\b/;
// "What should I do if someone is having a seizure?" asks for knowledge, not for help now.
// So does "How do I help someone who is choking?": a how-to about a person nobody has named.
const HYPOTHETICAL =
  /\b(if|when|in case) (he|she|they|it|e|im|my \w+)\b[^.?]{0,40}\b(again|next time|in (the )?future)\b|\bnext time\b|\b(help|helping|save|handle|treat) (my|a|our) (friend|classmate|brother|sister|child|son|daughter|colleague|mum|mom|dad)\b[^.?]{0,10}\b(if|when|in case)\b|\b(if|when|in case) (someone|somebody|a person|people|you|a child|a baby|a friend|a man|a woman|anyone|person)\b|\bsigns? of\b|\bsymptoms? of\b|\bfirst[- ]aid\b|\b(help|helping|treat|save|handle) (someone|somebody|a person|people|a child|a baby|a friend|anyone|person) (who|that|wey|with|having|when)\b|\bif (i|we|you|u) (see|meet|find|come across|dey see) (someone|somebody|a person|person|people|anyone|a child|a baby|a man|a woman|pikin)\b|\b(if|when|in case) ((a|an|the)( stray| wild| mad| street| neighbou?r'?s)? )?(snake|dog|bee|scorpion|spider|monkey|cat|bat|wasp)s? (bites?|stings?|attacks?)\b|\bin case of (a |an )?(snake|dog|bee|scorpion|spider|monkey|cat|bat|wasp) ?(bites?|stings?)\b|\b(help|helping|save|treat|handle|rescue) (a|an) (choking|drowning|fitting|seizing|convulsing|bleeding|fainting|burnt|burned|unconscious|collapsed) (child|baby|person|kid|infant|toddler|adult|man|woman|friend|victim|patient|student|classmate)\b|\b(help|helping|save|treat|handle|rescue) (someone|somebody|a person|a child|a baby|anyone|a kid|people) (choking|drowning|fitting|seizing|convulsing|bleeding|fainting|who'?s choking)\b/;

// A clause about the past ("I used to self harm as a teenager", "my cousin overdosed years ago and
// recovered") tells history, not a danger now, unless it also says now or again. "An hour ago", "last
// night" and "yesterday" are not in the list: they are the acute window (PEP, overdose antidotes).
const PAST =
  /\b(used to|years? ago|(a|one|two|three|four|five|six|a few|few|some|several|many|\d+) (months?|years?) ago|last (year|month)|as a (child|kid|teen\w*|student|baby|toddler|little (boy|girl))|when i was (a |an )?(child|kid|teen\w*|young|little|small|baby|student|\d+)|when (he|she|e|they|im|i) (was|were|be|dey|bin dey) (a |an |still )?(child|kid|baby|toddler|newborn|small|little|pikin|\d+)( (years?|yrs?|months?)( old)?)?(?! (now|today|and still))|when i (dey )?small|in (19|20)\d\d|back in (the day|the days|my (school|student|teen\w*) days|(19|20)\d\d)|in the past|with my (first|last|previous|second|older|eldest) (child|baby|pregnancy|son|daughter)|in my (first|last|previous|other) pregnanc(y|ies)|(and|has|have|had|fully|since) recovered|(?<!\b(nearly|almost|near|could have|would have|fit) )(died|passed away|passed on|die) (of|from|because of))\b/;
// Round 18 (chat32): "she had a seizure last year and now takes medicine", "…and is fine now": a "now" that tells how
// things are since (treated, well) keeps the clause history; "now she is fitting again" still tells a danger now.
const NOW_SETTLED =
  /\b(now|still|currently)\b (she |he |i |they |e |im )?(takes?|taking|is on|on|uses?|using|is fine|fine|ok|okay|well|better|healthy|doing (well|fine|better|ok|okay|great)|is (well|better|healthy|ok|okay|fine))\b(?![^.,]{0,20}\b(again|but)\b)/g;
const NOW = /\b(now|today|tonight|right now|again|currently|still|this (morning|afternoon|evening|week)|just now)\b/;

// "I watched a film where someone overdoses", "j'ai vu un film où quelqu'un fait une overdose": a story's plot,
// not a danger now. Only a clause that tells the plot ("a film where ..."), so "I watched a horror movie and now
// my chest is tight" still counts.
const FICTION =
  /\b(film|movie|series|show|drama|novel|book|nollywood|filamu|tamthilia|feuilleton|serie|roman|fim|sinima)\b[^.,;]{0,25}\b(where|in which|ended with|ends with|started with|starts with|showed|shows|ou|dans lequel|dans laquelle|ambapo|ambayo|kuhusu|inda|nibi ti)\b/;

// A film's, a song's or the news' story told over several clauses ("the film wey I watch yesterday, the man chop
// poison die for end", "dans le film hier, l'héroïne meurt d'une overdose", "the song says 'I'm bleeding out'",
// "I hear say person drink sniper for the news"): the clause that sets the story, and the clauses after it in the
// same sentence that name nobody of the writer's, tell the story, not a danger now. A clause with "my", "me" or
// "we" ends the story ("I watched the news, my chest started paining").
const STORY_FRAME =
  /\b(film|movie|series|drama|novel|nollywood|filamu|tamthilia|feuilleton|fim|sinima|song|lyrics?|wimbo|chanson)\b[^.,;]{0,30}\b(says?|said|sings?|sang|goes|wey (i|we) (watch|see|hear)|(i|we) (watched|saw|heard))\b|\b(in|on|for|inside|dans|kwenye|katika|a cikin|ninu)\b (the |le |la |les |l'|a )?(film|movie|series|news|song|filamu|habari|wimbo|journal|infos|actualites|chanson|labarai|iroyin)\b|\bi hear say\b/;
const OWN = /\b(i|i'?m|i'?ve|my|me|we|our|us|je|j|mon|ma|mes|moi|nous|notre|nos)\b/;

/** Whether each clause of a sentence only tells a story (a film's, a song's, the news'). */
export function storyMask(clauses: string[]): boolean[] {
  let story = false;
  return clauses.map((clause) => {
    if (STORY_FRAME.test(clause)) return (story = true);
    if (story && !OWN.test(clause)) return true;
    return (story = false);
  });
}

/** A sentence's clauses without those that only tell a story. */
export function withoutStory(clauses: string[]): string[] {
  const mask = storyMask(clauses);
  return clauses.filter((_, i) => !mask[i]);
}

/** A clause that only tells what happened long ago, or a story's plot. */
export function pastOnly(clause: string): boolean {
  // A month or a year past told in another language ("le mois dernier", "mwezi uliopita", "watan jiya") is history too,
  // for every reader of the clause (the offline engine reads such a message as written when no phrase fits).
  return (
    (PAST.test(clause) && !NOW.test(clause.replace(NOW_SETTLED, " "))) ||
    FICTION.test(clause) ||
    (OTHER_PAST.test(clause) && !OTHER_NOW.test(clause))
  );
}

// The same two filters for the other five languages, whose danger patterns are plain phrases: a question
// about the signs of an illness ("Dalili za kiharusi ni zipi?", "Quels sont les signes d'un AVC ?") and a
// relative's illness long ago ("Baba yangu alipata kiharusi mwaka jana") are not a danger now.
const OTHER_SIGNS_QUESTION =
  /\b(alamomin|alamun)\b|\b(wadanne|wadanda|menene|mene ne|wace|wani) (ne )?(alamomi|alamu)\w*\b|\b(alamomi|alamu)\w* (ne )?na\b|\bki ni (awon )?ami\b|\b(awon )?ami (aisan|arun)\b|\bihe iriba ama\b|\bihe ngosi\b|\b(dalili|ishara) za\b|\b(quels|quelles) sont les (signes|symptomes)\b|\bcomment reconnaitre\b|\bcomment (savoir|sait-on|je sais) si\b|\bnitajuaje\b|\btutajuaje\b|\byaya (zan|za a) gane\b|\bbawo ni (mo se le|a se le) mo\b|\bkedu ka m (ga esi|ga-esi) mara\b|\bwetin be (the )?(signs?|symptoms?)\b/;
const OTHER_PAST =
  /\b(akiwa|nilipokuwa|alipokuwa) (na umri wa |na )?(miaka|mwaka|mtoto|mdogo)\b|\b(quand|lorsqu'?) ?(il|elle|j'?) ?(avait|etait|avais|etais)\b[^,]{0,20}\b(ans|petite?|bebe|enfant)\b|\b(fait|eu|fait une|eu une)\b[^,.]{0,40}\ba (l'age de )?\d+ ans\b|\bnigba (ti (o|mo|won) |to |ti )(wa|je|se|ti wa) (ni )?(omo )?(odun|omode|kekere|omo owo)\b|\bmgbe (o|m|ha) (di|bu|nọ|no) (afo|nwata|obere)\b|\blokacin da (yake|take|nake) (dan |'?yar |yar )?(shekara|karami|karama|jariri)\b|\bmwezi (uliopita|jana)\b|\ble mois dernier\b|\bil y a (un|\d+|deux|trois|quelques|plusieurs) mois\b|\bosu (to|ti o) koja\b|\bonwa (gara aga|gara)\b|\bwatan (jiya|da ya wuce)\b|\bodun \w+ (seyin|sehin)\b|\bmwaka (jana|uliopita)\b|\bmiaka \w+ iliyopita\b|\bl'an dernier\b|\bl'annee derniere\b|\bil y a (\d+|deux|trois|quelques|plusieurs) ans\b|\bshekar(a|u)\b[^.]{0,25}\b(da ta wuce|da suka wuce)\b|\bbara\b|\bodun (to koja|ti o koja|meji sehin)\b|\bn'?afo (gara aga|gara)\b|\bafo (gara aga|abuo gara)\b|\b(est|etait|sont) (decede|decedee|decedes|decedees)\b|\b(mort|morte|decede|decedee)s? (d'un|d'une|de|du|des suites)\b|\b(alikufa|alifariki|walikufa|walifariki|aliaga dunia)\b|\b(ya|ta|sun) rasu\b|(?<!\bkusan )\b(ya|ta|sun) mutu (sakamakon|saboda|sanadiyyar|a sanadiyyar)\b|\bku (nipa|latari)\b|\bnwuru (n'ihi|site na)\b/;
// "Qu'est-ce qui peut déclencher une crise d'épilepsie ?", "Nini huchochea kifafa?", "Me ke jawo farfadiya?": what
// causes or sets off an illness, asked as a question, tells of nobody's fit now (a clause that tells one, "mon fils
// convulse", still counts).
const OTHER_CAUSE_QUESTION =
  /\bqu'?est[- ]ce qui (peut |peuvent |va |pourrait )?(declench|provoqu|caus|favoris|entrain)\w*|\b(quelles sont|quels sont) les (causes|declencheurs|facteurs)\b|\bnini (hu|ki|kina|kinaweza ku|kinachoweza ku)\w*(chochea|sababisha)\w*|\bnini (chanzo|sababu|kichocheo) (cha|ya|za)\b|\b(me|mene|menene|mene ne) (ke|yake|ne ke) (jawo|haddasa|kawo|tayar)\w*|\b(kini|ki lo|kilo) (o le|lo n|lo le|o n|n|le) fa\b|\bgini (na-?|na )?(akpata|ebute|ebunye)\b|\best-ce que\b[^?]{0,40}\b(peut|peuvent|pourrait) (provoquer|causer|donner|entrainer|declencher)\b|\bcombien de temps (dure|durent) (une|un|la|le|les|l')\b|\b(ki|i|a|li|u|zi|wa)naweza (ku)?sababisha\b|\b(hudumu|huchukua|hudumu) (kwa )?muda gani\b|\b(yana|tana|zai|za ta|suna) iya (kawo|haddasa|jawo)\b|\b(se|nje|sé) [a-z ]{2,25} (le|maa n|maa) fa\b|\bnwere ike (ikpata|ibute|ime ka)\b/;
// Round 18 (chat32): "Est-ce que le paludisme peut provoquer des convulsions ?", "Combien de temps dure une crise ?",
// "kisukari kinaweza kusababisha…", "yana iya kawo…", "Ṣé ẹ̀jẹ̀ ríru lè fa…", "nwere ike ikpata…": whether an illness can
// cause something, or how long one lasts, asked of nobody in particular, tells of no danger now.
// "How do I prevent snake bites?" asks how to stay safe; it tells of no bite.
const PREVENTION =
  /\b(prevent\w*|avoid\w*|protect (myself|yourself|ourselves|people|children|my family)|kujikinga|kuzuia|kuepuka|eviter|prevenir|se proteger|kare kai|kiyaye|dena|zere|gbochie)\b/;
// "Si quelqu'un fait une crise devant moi, je dois faire quoi ?", "Kama mtu ameumwa na nyoka, nifanye nini?":
// what to do if it happens to someone nobody has named is a first-aid question, not a danger now.
const OTHER_HYPOTHETICAL =
  /^\s*(et )?(o buru na (m hu|mmadu|onye|nwata|anyi hu)|si (quelqu'un|une personne|on|un enfant|un bebe|un ami|je vois quelqu'un|je trouve quelqu'un)|comment (aider|secourir) (quelqu'un|une personne|un enfant|un bebe)|jinsi ya kumsaidia mtu|(ikiwa|endapo|kama) mtu|nikimwona mtu|idan (wani|mutum|na ga wani)|ti (eniyan|enikan|eni kan|mo ba ri enikan)|o buru na (onye|mmadu)|(ti|bi) (ejo|aja|akeke) ba (bu|ge|san|ta)|(kama|ikiwa|endapo) (nyoka|mbwa|nge) (atamuuma|akimuuma|akiuma|amemuuma|akimng'ata|atamng'ata)|idan (maciji|kare|kunama) (ya|ta) (sari|sare|ciji|cije|harbi)|o buru na (agwo|nkita|akpi) (tara|tagbuo|ata)|si (un|une) (serpent|chien|scorpion|chat) (mord|pique|attaque)|en cas (de|d'?) ?(morsure|piqure|brulure|crise|convulsions?|malaise|evanouissement|etouffement|saignement|noyade|intoxication|empoisonnement|avc|infarctus|crise cardiaque|fausse route)|ma (agwo|nkita|akpi) (tara|tagbuo|ata|gbara))\b/;
// "Me zan yi idan ya sake farfadiya a gaba?", "que faire s'il refait une crise ?": what to do if it happens again,
// asked once the danger has passed, is a first-aid question for next time, not a danger now.
const OTHER_IF_AGAIN =
  /\bidan (ya|ta|suka|an) sake\b|\bti (o|won) ba (tun|tun se|tun ni)\b|\bo buru na (o|ha) (ozo|megharia|mekwaa)\b|\b(aki|iki)[a-z]{3,}\b[^.?]{0,25}\btena\b|\bs'(il|ils) (refai\w*|recommence\w*|en (refait|refont|a encore))\b|\bsi (elle|ca|cela) (refai\w*|recommence\w*|se reprodui\w*|revient)\b|\bla prochaine fois\b|\b(if|when) (it|he|she|they|e) (happens?|happen|comes?|starts?) again\b|\bnext time\b/;
const WHAT_TO_DO =
  /\b(que faire|je dois faire quoi|que dois-je faire|quoi faire|comment (aider|reagir)|nifanye nini|tufanye nini|afanye nini|me (zan|za a|ya kamata) yi|ki ?ni (mo|a) le se|ki ?ni o ye ki n se|ki ?ni ki (n|a|mo|awa) se|gini ka m ga-?eme|gini ka (m|anyi|a) ga-? ?eme|(kedu|gini) ihe (m|anyi|a) (ga-?eme|ga eme|kwesiri ime))\b/;
// "Nifanye nini kama mtu ana kifafa mbele yangu?", "que faire si quelqu'un fait une crise ?": the same question
// with "what to do" first (at the start only: "mon fils convulse, que faire si…" still tells a danger).
const WHAT_TO_DO_IF = new RegExp(
  `^\\s*${WHAT_TO_DO.source}\\s+(ma\\s+)?(kama|ikiwa|endapo|si|idan|in|ti|bi|o buru na|oburu na|ma) (mtu|quelqu'un|une personne|wani|mutum|enikan|eniyan|eni kan|onye|mmadu)\\b`,
);
// Round 18 (chat32): "Me za a yi idan maciji ya sari mutum?", "Que faire en cas de morsure de serpent ?", "Gịnị ka a
// ga-eme ma agwọ tara mmadụ?": "what to do" first, then an "if" about an animal or a person nobody has named (the
// hypothetical above, after the question) asks for first aid, as the English "what should you do if a snake bites?".
const WHAT_TO_DO_THEN_IF = new RegExp(
  `^\\s*${WHAT_TO_DO.source}\\s+${OTHER_HYPOTHETICAL.source.replace(/^\^\\s\*/, "")}`,
);
// Igbo "ma" is "if" before a subject ("ma agwọ tara mmadụ"), not the French "ma" (my) of OWN_PEOPLE.
const IGBO_IF = /\bma (?=(agwo|nkita|akpi|onye|mmadu)\b)/g;
// "Nifanye nini kumsaidia mtu anayepata kifafa?", "comment aider une personne qui fait une crise ?", "ta yaya zan
// taimaka wa wanda ke farfadiya?": how to help a person nobody has named, put as a question, is a first-aid
// question (the answer gives the first aid), never "this person" or one of the writer's own.
const OTHER_HELP_SOMEONE =
  /\b(kumsaidia|kusaidia|kuwasaidia) (mtu|watu|mtoto|watoto)\b(?! (huyu|huyo|wangu|yangu))|\b(aider|secourir|aide|aidez) (quelqu'un|qqn|une personne|les gens|un malade|un enfant|un bebe|une victime)\b|\btaimaka(wa)? (wa )?(wani|mutum|mutane|wanda|yaro|yarinya|jariri)\b|\bran (enikan|eniyan|eni kan|eni ti)\b[^.?]{0,30}\blowo\b|\bnyere (onye|mmadu|madu|ndi mmadu)\b[^.?]{0,25}\baka\b/;
// Swahili puts "if" inside the verb: "mtu akipata kifafa" is "if someone gets a fit" (a-ki-pata), so "Nifanye nini mtu
// akipata kifafa?" asks for first aid like "que faire si quelqu'un fait une crise ?". The same -ki- after "alikuwa" or
// "yuko" tells what was or is going on ("alikuwa akitetemeka", he was shaking), which is not asked as "if".
const SW_IF_SOMEONE = /\b(mtu|mtoto|mgonjwa|mwanafunzi|rafiki)( yeyote| mdogo| mwingine)? aki[a-z]{3,}\b/;
const SW_ONGOING = /\b(alikuwa|yuko|wakati|tangu)\b/;
const OWN_PEOPLE =
  /\b(wangu|yangu|changu|wetu|mon|ma|mes|notre|nos|mahaifi\w*|dana|yata|babana|mamana|omo mi|iyawo mi|baba mi|iya mi|nwa m|nne m|nna m|nwunye m|di m)\b/;
// "Now", "right now" in the other languages ("tena" is also "again", so it does not count here).
const OTHER_NOW_STRICT = /\byanzu\b|\bbayi+\b|\bugbu a\b|\bsasa\b|\bmaintenant\b|\ben ce moment\b|\bleo\b/;
const OTHER_NOW = /\byanzu\b|\bbayi+\b|\bugbu a\b|\bsasa\b|\bmaintenant\b|\ben ce moment\b|\btena\b|\bencore\b|\bleo\b/;

/** The parts of a message in another language that describe a situation now (questions about signs and old history left out). */
// The safety rules ask about one message many times over (one question per danger sign): the message's
// situation parts are worked out once and remembered until the next message.
function lastOf<T>(fn: (norm: string) => T): (norm: string) => T {
  let key: string | null = null;
  let value: T;
  return (norm) => {
    if (norm !== key) {
      value = fn(norm);
      key = norm;
    }
    return value;
  };
}

export const otherSituation = lastOf(otherSituationOf);

/**
 * A clause that only asks what an illness can cause, or how long one lasts, of nobody in particular ("Shin zazzabi yana
 * iya kawo farfadiya?"): the word-by-word reading (chat/red-flags.ts) leaves it out as it leaves out history, since its
 * English words ("fever, convulsing") would lose the question.
 */
export function causeQuestionOnly(clause: string): boolean {
  return OTHER_CAUSE_QUESTION.test(clause) && !OTHER_NOW.test(clause) && !OWN_PEOPLE.test(clause);
}

/**
 * Round 19 (chat33): "Wani dalibi ya suma a ajinmu jiya, me yake kawo haka?", "Une élève s'est évanouie hier,
 * qu'est-ce qui provoque ça ?": an event that someone else (not the writer's own family) had yesterday or last week,
 * told beside a question of its causes, is what the question asks about, not a danger now. It is left out with the
 * cause question, as history is. A clause with a "now" ("har yanzu", "bado", "encore"), or about the writer's own
 * people, still counts. (A faint that is over is assessed, not escalated: NICE CG109, NHS fainting.)
 */
const RECENT_PAST =
  /\b(yesterday|last (week|night|sunday|weekend)|jiya|shekaranjiya|makon (jiya|da ya wuce)|lana+|ni ana|ose to koja|unyaahu|nnyaafu|izu (gara aga|gara)|jana|juzi|wiki (iliyopita|jana)|hier|avant-hier|la semaine (derniere|passee)|dimanche dernier)\b/;
export function recentPastOfOthers(clause: string): boolean {
  return RECENT_PAST.test(clause) && !OTHER_NOW.test(clause) && !NOW.test(clause) && !OWN_PEOPLE.test(clause);
}

function otherSituationOf(norm: string): string {
  const now = (clause: string) =>
    !(OTHER_PAST.test(clause) && !OTHER_NOW.test(clause)) &&
    !(OTHER_CAUSE_QUESTION.test(clause) && !OTHER_NOW.test(clause) && !OWN_PEOPLE.test(clause)) &&
    !pastOnly(clause) &&
    !generalClause(clause);
  // An English general question ("what is anaphylaxis?") is left out too; a question mark alone is not
  // enough, since "Mtoto ana degedege, nifanye nini?" asks for help now.
  const generalQuestion = (s: string) =>
    QUESTION_START.test(s) && (!PERSONAL.test(s) || HYPOTHETICAL.test(s) || PREVENTION.test(s));
  return norm
    .split(/(?<=[.!?\n])\s+|\n+/)
    .filter(
      (s) =>
        !generalQuestion(s) &&
        !OTHER_SIGNS_QUESTION.test(s) &&
        !(isQuestion(s) && (PREVENTION.test(s) || HYPOTHETICAL.test(s))) &&
        !(OTHER_HYPOTHETICAL.test(s) && (isQuestion(s) || WHAT_TO_DO.test(s))) &&
        !WHAT_TO_DO_IF.test(s) &&
        !(WHAT_TO_DO_THEN_IF.test(s) && !OWN_PEOPLE.test(s.replace(IGBO_IF, " "))) &&
        !(OTHER_IF_AGAIN.test(s) && (isQuestion(s) || WHAT_TO_DO.test(s)) && !OTHER_NOW_STRICT.test(s)) &&
        !(OTHER_HELP_SOMEONE.test(s) && (isQuestion(s) || WHAT_TO_DO.test(s)) && !OWN_PEOPLE.test(s)) &&
        !(
          SW_IF_SOMEONE.test(s) &&
          (isQuestion(s) || WHAT_TO_DO.test(s)) &&
          !OWN_PEOPLE.test(s) &&
          !OTHER_NOW.test(s) &&
          !SW_ONGOING.test(s)
        ),
    )
    .map((sentence) => withoutStory(sentence.split(/,|;/)).filter(now).join(","))
    .join("\n");
}

/** Sentences that describe someone's situation (a general question such as "does malaria cause fits?" does not). */
function isQuestion(sentence: string): boolean {
  return sentence.trim().endsWith("?") || QUESTION_START.test(sentence);
}

const GENERIC_IF =
  /\b(if|when|once) (a |an |the )?(snake|dog|scorpion|bee|spider)s? (bites?|stings?) (you|someone|somebody|a person|person|people|anyone)\b/;
export const situationSentences = lastOf((norm: string): string[] => {
  const parts = norm.split(/(?<=[.!?\n])\s+|\n+/);
  return parts.filter((s) => {
    const question = isQuestion(s);
    if (question && (HYPOTHETICAL.test(s) || (QUESTION_START.test(s) && PREVENTION.test(s)))) return false;
    // Round 18 (chat32): "my mum says if a snake bites you, you should tie the leg": a bite told of "you" in general, in a
    // saying or an advice, tells of no bite now (a bite that happened says "bit" or "bitten").
    if (GENERIC_IF.test(s) && !NOW.test(s) && !/\b(bit|bitten|don bite)\b/.test(s)) return false;
    return !question || PERSONAL.test(s);
  });
});

// The clauses of the situation sentences that are not only history, for the negation-aware check.
/** A clause that asks about nobody ("how do overdoses happen?"): general, like a general question on its own. */
// Only a clause put as a question ("?") whose first word asks, so "can't breathe" or "is not breathing" told
// after a comma still counts.
const ASKING_CLAUSE = /^\s*(what|which|how|why|when|does|do|can|could|is|are|should|would|will)\b(?!')[^?]*\?\s*$/;
function generalClause(clause: string): boolean {
  return ASKING_CLAUSE.test(clause) && !PERSONAL.test(clause);
}

const currentClauses = lastOf((norm: string): string[] =>
  situationSentences(norm)
    .flatMap((sentence) => withoutStory(sentence.split(/,|;|\bbut\b|\bexcept\b|\bhowever\b/)))
    // "I watched a film where someone overdosed, how do overdoses happen?": the clause that asks about nobody.
    .filter((clause) => !pastOnly(clause) && !generalClause(clause)),
);

const ANCHORED = /(?:^|[|(])\^|\$(?:$|[|)])/;
const GLOBAL = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    GLOBAL.set(re, g);
  }
  return g;
}

/** A match not preceded by a negation in its clause ("no chest pain", "I don't have a stiff neck"). */
export function affirmed(re: RegExp, norm: string): boolean {
  const global = globalOf(re);
  // A pattern with no anchors that misses the whole message misses every clause of it too.
  if (!ANCHORED.test(re.source)) {
    global.lastIndex = 0;
    const found = global.test(norm);
    global.lastIndex = 0;
    if (!found) return false;
  }
  for (const clause of currentClauses(norm)) {
    for (const m of clause.matchAll(global)) {
      const lead = clause.slice(0, m.index);
      const before = lead.trim().split(/\s+/).slice(-4);
      if (!before.some((w) => NEGATIONS.has(w.replace(/[^a-z']/g, ""))) && !DENIED_INTENT.test(lead)) return true;
    }
  }
  return false;
}

/**
 * A match of another language's phrase not denied by an English word before it in its clause: the other languages'
 * patterns also meet English text ("vomi…" is French, and "no vomiting" is English), where "no", "not" or "never"
 * just before it denies it. The other languages' own denials are read by their phrases and the glossary.
 */
export function otherAffirmed(re: RegExp, text: string): boolean {
  const global = globalOf(re);
  global.lastIndex = 0;
  if (!global.test(text)) return false;
  global.lastIndex = 0;
  // Only English or Pidgin text is read for an English "no" (Igbo "nọ" is "to be", and folds to "no").
  if (!englishText(text)) return true;
  // A phrase may run across commas ("nimewagawia vitu vyangu, usiku huu nitamaliza"): matched on the whole text, and
  // only the words just before it in its own clause are looked at.
  for (const m of text.matchAll(global)) {
    const lead =
      text
        .slice(0, m.index)
        .split(/[,;.!?\n]|\bbut\b/)
        .at(-1) ?? "";
    const before = lead.trim().split(/\s+/).slice(-3);
    if (!before.some((w) => NEGATIONS.has(w.replace(/[^a-z']/g, "")))) return true;
  }
  return false;
}

const englishText = lastOf((norm: string): boolean => {
  const lang = detectLanguage(norm);
  return lang === "en" || lang === "pcm";
});

/** A match anywhere in a situation sentence (no negation check: for phrases that carry their own "not"). */
export function stated(re: RegExp, norm: string): boolean {
  return situationSentences(norm).some((s) => !pastOnly(s) && re.test(s));
}
