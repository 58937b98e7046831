// Hausa, Yoruba, Igbo (and a few Swahili and French) symptom words that Nigerians mix into English and Pidgin
// ("I get zazzabi since Monday", "ciwon kai dey worry me", "ara mi gbona", "isi na-awa m"), turned into the
// English words the knowledge base already reads, before anything else looks at the text. A small, curated
// lexicon: every entry names its language and meaning, and a word whose meaning is not certain is left out
// (Hausa "ciwon sanyi", used for several different complaints; Yoruba "ile tutu", a folk illness, not one symptom).
// Text arrives lower-case, without tone marks or hyphens (rawWords), so "ìbà" is "iba" and "na-awa" is "na awa";
// the Hausa hooked letters ɓ ɗ ƙ are not Latin letters and split a word ("zazzaɓi" arrives as "zazza i").
// Sources: R.C. Abraham, Dictionary of the Hausa Language; Yoruba and Igbo health glossaries of the Nigerian
// primary health care programme (NPHCDA) and WHO IMCI local-language adaptations; Kamusi ya Kiswahili.

/** A pattern over the space-joined words and the English words that replace it. */
type LocalWord = [RegExp, string];

// Igbo sentences end in "na-eme m" (is doing me), "na-awa m" (is splitting me), "na-ama m", "na-egbu m": said of a
// symptom, they add nothing but "I have it".
const IGBO_TAIL = String.raw`(?: na (?:ama|eme|egbu|awa|akpa) m)?`;
// Yoruba "mi" (me / my), "n" (is ...ing), "ti n" (has been ...ing).
const YO = String.raw`(?:mi |re |e )?(?:ti n |n |ti )?`;

const LOCAL_WORDS: LocalWord[] = [
  // --- Yoruba ---
  // "iba ponju" / "iba aponju" (yellowing fever): jaundice (yellow eyes and skin), before "iba" alone.
  [new RegExp(String.raw`\biba (?:a?ponju(?: ?ponju)?|apoju)\b`, "g"), "jaundice"],
  // "iba" (Yoruba and Igbo): fever, the malaria-like fever.
  [/\biba\b/g, "fever"],
  // "ara gbona", "ara mi n gbona" (my body is hot): fever.
  [new RegExp(String.raw`\bara ${YO}gbona\b`, "g"), "fever"],
  // "ara riro" (body aching): body pains.
  [/\bara riro\b/g, "body pains"],
  // "ori fifo", "ori n fo mi", "efori" (the head splitting): headache.
  [new RegExp(String.raw`\bori ${YO}fo(?: mi| re)?\b`, "g"), "headache"],
  [/\b(?:ori fifo|efori)\b/g, "headache"],
  // "inu rirun", "inu mi n run mi" (the belly aching): belly pain. ("inu mi dun" is "I am glad": not here.)
  [new RegExp(String.raw`\binu ${YO}(?:rirun|run)(?: mi| re)?\b`, "g"), "belly pain"],
  // "igbe gbuuru" (running stool): diarrhoea.
  [/\b(?:igbe )?gbuuru\b/g, "diarrhoea"],
  // "eebi" (vomit): vomiting.
  [/\beebi\b/g, "vomiting"],
  // "iko" (cough).
  [/\biko\b/g, "cough"],
  // "oyi" (dizziness, "oyi n ko mi").
  [/\boyi(?: n ko mi)?\b/g, "dizziness"],
  // "giri" (convulsions, the fits of a feverish child).
  [/\bgiri\b/g, "convulsions"],
  // "jedi jedi" / "jedijedi": piles (haemorrhoids), the Yoruba name for an itchy or bleeding bottom.
  [/\bjedi(?: ?jedi)?\b/g, "piles"],
  // "atosi": gonorrhoea, a discharge from the penis or vagina after sex (the Yoruba name for the STI).
  [/\batosi\b/g, "gonorrhoea"],
  // "lakuregbe": rheumatism, aching joints.
  [/\blakuregbe\b/g, "joint pains"],
  // "eje riru" (blood rising): high blood pressure.
  [/\beje riru\b/g, "high blood pressure"],

  // --- Hausa ---
  // "zazzabi" (fever).
  [/\bzazza(?:bi| i)\b/g, "fever"],
  // "ciwon kai" (head illness): headache; "ciwon ciki" (belly): belly pain; "ciwon jiki" (body): body pains;
  // "ciwon hakori" (tooth): toothache; "ciwon makogwaro" (throat): sore throat.
  [/\bciwon kai\b/g, "headache"],
  [/\bciwon ciki\b/g, "belly pain"],
  [/\bciwon jiki\b/g, "body pains"],
  [/\bciwon ha ?k?ori\b/g, "toothache"],
  [/\bciwon makogwaro\b/g, "sore throat"],
  // "gudawa" (diarrhoea), "amai" (vomiting), "jiri" (dizziness). ("kasala" is Hausa tiredness but Yoruba and
  // Pidgin trouble, "kasala don burst": left out.)
  [/\bgudawa\b/g, "diarrhoea"],
  [/\bamai\b/g, "vomiting"],
  [/\bjiri\b/g, "dizziness"],
  // "tari" (cough) is also a name (Tari): only as something had or doing ("I get tari", "tari dey worry me").
  [/\b(get|gets|got|have|has|had|with|and|dey) tari\b/g, "$1 cough"],
  [/\btari (dey|don|since|for)\b/g, "cough $1"],
  // "farfadiya" (farfaɗiya): epilepsy; said of someone, the fits themselves ("farfadiya don catch am").
  [/\bfarfa(?:d?iya| iya)\b/g, "epileptic fits"],
  // "kyanda": measles.
  [/\bkyanda\b/g, "measles"],
  // "shawara" is jaundice (yellow eyes) as an illness one has or catches ("I get shawara", "yellow like shawara");
  // the same word is "advice" ("I need shawara"), so only after have/get/catch/like.
  [/\b(get|gets|got|have|has|had|catch|caught|with|like|of) shawara\b/g, "$1 jaundice"],

  // --- Igbo ---
  // "ahu oku", "ahu m na-ekpo oku" (the body is hot): fever.
  [new RegExp(String.raw`\bahu (?:m |ya )?(?:na ekpo |na ere )?oku${IGBO_TAIL}\b`, "g"), "fever"],
  // "ahu mgbu" (body pain).
  [new RegExp(String.raw`\bahu mgbu${IGBO_TAIL}\b`, "g"), "body pains"],
  // "isi owuwa", "isi na-awa m" (the head splitting): headache.
  [new RegExp(String.raw`\bisi (?:m )?(?:owuwa${IGBO_TAIL}|na awa m)\b`, "g"), "headache"],
  // "afo mgbu", "afo m na-egbu m" (the belly hurting): belly pain; "afo osisa" (running belly): diarrhoea.
  [new RegExp(String.raw`\bafo (?:m )?(?:mgbu${IGBO_TAIL}|na egbu m)\b`, "g"), "belly pain"],
  [new RegExp(String.raw`\bafo osisa${IGBO_TAIL}\b`, "g"), "diarrhoea"],
  // "ukwara" (cough), "ogbugbo" (vomiting).
  [/\bukwara\b/g, "cough"],
  [/\bogbugbo\b/g, "vomiting"],
  // "ike agwula m", "ike gwuru m" (strength has finished me): tiredness.
  [/\bike a?gwu(?:la|ru) m\b/g, "tiredness"],

  // --- Swahili ---
  [/\bhoma\b/g, "fever"],
  [/\b(?:kichwa kinauma|maumivu ya kichwa)\b/g, "headache"],
  [/\b(?:tumbo linauma|maumivu ya tumbo)\b/g, "belly pain"],
  [/\bkuhara\b/g, "diarrhoea"],
  [/\bkutapika\b/g, "vomiting"],
  [/\bkikohozi\b/g, "cough"],
  [/\bkizunguzungu\b/g, "dizziness"],
  // "degedege": the convulsions of a feverish child.
  [/\bdegedege\b/g, "convulsions"],

  // --- French ---
  [/\bfievre\b/g, "fever"],
  [/\bmal (?:de|a la) tete\b/g, "headache"],
  [/\bmal (?:au|de) ventre\b/g, "belly pain"],
  [/\bmal a la gorge\b/g, "sore throat"],
  [/\bdiarrhee\b/g, "diarrhoea"],
  [/\b(?:vomissements?|je vomis)\b/g, "vomiting"],
  [/\b(?:toux|je tousse)\b/g, "cough"],
  [/\bvertiges?\b/g, "dizziness"],
  [/\bpaludisme\b/g, "malaria"],

  // --- French and Swahili danger signs, told in the chat (HealthBuddy chat round 4) ---
  // So the chat's second net (worker/chat/symptom-danger.ts) reads a danger said in these words. Larousse;
  // Kamusi ya Kiswahili (TUKI).
  [/\b(?:douleurs? (?:a la|dans la|de) poitrine|douleur thoracique|mal a la poitrine)\b/g, "chest pain"],
  [/\b(?:essouffle(?:e|ment)?|du mal a respirer|difficulte a respirer)\b/g, "shortness of breath"],
  [/\b(?:sueurs?|transpire beaucoup)\b/g, "sweating"],
  [/\b(?:vomiting|vomit|vomis) du sang\b/g, "vomiting blood"],
  [/\b(?:crache|tousse|cough) du sang\b/g, "coughing up blood"],
  [/\bconvulsions?\b/g, "convulsions"],
  [/\b(?:nuque raide|raideur de la nuque)\b/g, "stiff neck"],
  [/\b(?:confuse?|desorientee?)\b/g, "confusion"],
  [/\b(?:evanouie?|perdu connaissance)\b/g, "fainted"],
  [/\b(?:somnolente?|tres endormie?)\b/g, "drowsy"],
  [/\b(?:vision floue|vue trouble)\b/g, "blurred vision"],
  [/\b(?:engourdie?|engourdissement)\b/g, "numbness"],
  [/\b(?:paralysee?|paralysie)\b/g, "paralysis"],
  [/\bselles noires\b/g, "black stool"],
  [/\bsang dans les urines\b/g, "blood in urine"],
  [/\b(?:jaunisse|yeux jaunes)\b/g, "jaundice"],
  [/\benceinte\b/g, "pregnant"],
  [/\bsaignement\b/g, "bleeding"],
  [/\bne boit plus\b/g, "not drinking"],
  [/\b(?:maumivu ya kifua|kifua kinauma)\b/g, "chest pain"],
  [/\b(?:(?:anapumua|napumua|kupumua) kwa shida|shida ya kupumua)\b/g, "difficulty breathing"],
  [/\bjasho\b/g, "sweating"],
  [/\b(?:vomiting|anatapika|natapika|ametapika) damu\b/g, "vomiting blood"],
  [/\b(?:anatapika|natapika|ametapika)\b/g, "vomiting"],
  [/\b(?:kukohoa|nakohoa|anakohoa) damu\b/g, "coughing up blood"],
  [/\b(?:amezimia|alizimia|kuzimia|amezirai)\b/g, "fainted"],
  [/\bganzi\b/g, "numbness"],
  [/\b(?:amepooza|kupooza)\b/g, "paralysis"],
  [/\bshingo (?:ni )?ngumu\b/g, "stiff neck"],
  [/\b(?:amechanganyikiwa|nimechanganyikiwa)\b/g, "confusion"],
  [/\bkinyesi cheusi\b/g, "black stool"],
  [/\bdamu kwenye mkojo\b/g, "blood in urine"],
  [/\b(?:mjamzito|nina mimba|ana mimba)\b/g, "pregnant"],
  [/\b(?:anatokwa na damu|natokwa na damu|kutokwa na damu)\b/g, "bleeding"],
  [/\b(?:dhaifu sana|udhaifu)\b/g, "weakness"],
  [/\bhanywi\b/g, "not drinking"],
];

// One test over the joined words before any replacement: most text has none of these words.
const ANY_LOCAL = new RegExp(LOCAL_WORDS.map(([re]) => `(?:${re.source})`).join("|"));

/** Words with local-language symptom words and phrases replaced by their English. */
export function localWords(words: string[]): string[] {
  let text = words.join(" ");
  if (!ANY_LOCAL.test(text)) return words;
  for (const [re, english] of LOCAL_WORDS) text = text.replace(re, english);
  return text.split(" ").filter(Boolean);
}
