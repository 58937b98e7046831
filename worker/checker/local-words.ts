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

// The month words and numbers one to nine of a pregnancy's months, in Hausa, Yoruba, Igbo and Swahili (below).
const PREGNANCY_MONTHS: Array<[month: string, numbers: string]> = [
  ["(?:na |ta |cikin |ciki )?wata", "daya biyu uku hudu biyar shida bakwai takwas tara"],
  ["(?:ti )?osu", "kan meji meta merin marun mefa meje mejo mesan"],
  ["(?:nke )?onwa", "otu abuo ato ano ise isii asaa asato itoolu"],
  ["(?:ya )?miezi", "moja mbili tatu nne tano sita saba nane tisa"],
];

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

  // --- Language round 15: more Hausa, Yoruba, Igbo, and broad Swahili and French coverage of common symptoms ---
  // Hausa joins "my" to the noun: "kaina" (my head), "cikina" (my belly), "kirjina" (my chest); "na ciwo", "yana
  // ciwo" (is aching). "kaina na ciwo": headache; "cikina na ciwo": belly pain; "kirjina na ciwo", "ciwon kirji":
  // chest pain.
  [/\bka(?:ina|nsa|nta|nka|nki) (?:na|yana|tana|ya na) ciwo\b/g, "headache"],
  [/\bciki(?:na|nsa|nta|nka|nki)? (?:na|yana|tana|ya na) ciwo\b/g, "belly pain"],
  [/\b(?:ciwon kirji|kirji(?:na|nsa|nta)? (?:na|yana|tana) ciwo)\b/g, "chest pain"],
  // Hausa "ciwon baya" (back pain), "ciwon kunne" (earache).
  [/\bciwon baya\b/g, "back pain"],
  [/\bciwon kunne\b/g, "earache"],
  // Hausa "zawo" (diarrhoea, like "gudawa"); "gajiya" (tiredness); "kumburi" (swelling).
  [/\bzawo\b/g, "diarrhoea"],
  [/\bgajiya\b/g, "tiredness"],
  [/\bkumburi\b/g, "swelling"],
  // Hausa "numfashi" (breath): "wahalar numfashi" (trouble with breath), "ba na iya numfashi" (I can't breathe).
  [/\b(?:wahalar|wuyar) numfashi\b/g, "difficulty breathing"],
  [/\bba (?:na|ya|ta) iya numfashi\b/g, "cant breathe"],
  // Hausa "zubar jini" (pouring of blood): bleeding.
  [/\bzubar (?:da )?jini\b/g, "bleeding"],
  // Hausa "fitsari mai zafi" (urine with heat): burning when passing urine.
  [/\bfitsari mai zafi\b/g, "burning urine"],
  // Hausa "hawan jini" (rising of blood): high blood pressure; "ciwon suga" (sugar illness): diabetes.
  [/\bhawan jini\b/g, "high blood pressure"],
  [/\bciwon sug(?:a|ar)\b/g, "diabetes"],
  // Hausa "juna biyu" (two together): pregnancy ("tana da juna biyu", she is pregnant).
  [/\b(?:tana da |ina da )?juna biyu\b/g, "pregnant"],
  // Yoruba "warapa": epilepsy, the fits themselves when said of someone.
  [/\bwarapa\b/g, "epileptic fits"],
  // Igbo "afo ime" (the belly of pregnancy): pregnancy.
  [/\bafo ime\b/g, "pregnant"],

  // Swahili verbs carry the person and tense as prefixes: "nina-" (I am ...ing), "ana-" (he/she is), "wana-"
  // (they are), "ali-"/"nili-" (did), "nime-"/"ame-" (has), "ku-" (to): "ninatapika" is "I am vomiting".
  [/\b(?:ku|nina|ana|una|tuna|wana|nili|ali|nime|ame|na|a)tapika (?:damu|blood)\b/g, "vomiting blood"],
  [/\bvomiting damu\b/g, "vomiting blood"],
  [/\b(?:nina|ana|una|tuna|wana|nili|ali|nime|ame|na)tapika\b/g, "vomiting"],
  [/\b(?:ku|nina|ana|una|tuna|wana|nili|ali|nime|ame|na)kohoa\b/g, "cough"],
  [/\b(?:ku|nina|ana|una|tuna|wana|nili|ali|nime|ame|na)harisha\b/g, "diarrhoea"],
  // "kichwa kinaniuma" (the head hurts me), "naumwa na kichwa" (I am pained by the head): headache; "kichwa" alone
  // is only the head ("ana kichwa ngumu": he is stubborn).
  // Spoken Swahili (Kenya, Tanzania) often gives any noun the "i-" agreement of its class 9: "kichwa inaniuma",
  // "tumbo inauma", "kifua inaniuma" for the standard "kinaniuma", "linauma" (TUKI Kamusi ya Kiswahili-Kiingereza for
  // the words; the agreement is the colloquial one). Turned into the standard forms read below.
  [/\b(kichwa|kifua) ina(ni|mu)?uma\b/g, "$1 kina$2uma"],
  [/\b(tumbo|koo|sikio|jino) ina(ni|mu)?uma\b/g, "$1 lina$2uma"],
  [/\b(mgongo|mguu|mwili) ina(ni|mu)?uma\b/g, "$1 una$2uma"],
  [/\b(?:kichwa kina(?:ni|mu)?uma|(?:na|ana|nina)umwa (?:na )?kichwa)\b/g, "headache"],
  [/\b(?:tumbo lina(?:ni|mu)?uma|(?:na|ana|nina)umwa (?:na )?tumbo)\b/g, "belly pain"],
  // "kifua" (chest): "kifua kinauma", "maumivu ya kifua" (pain of the chest): chest pain.
  [/\b(?:kifua kina(?:ni|mu)?uma|maumivu ya kifua)\b/g, "chest pain"],
  // "mgongo" (back): back pain; "koo" (throat): sore throat; "mwili" (body): body pains.
  [/\b(?:mgongo una(?:ni|mu)?uma|maumivu ya mgongo)\b/g, "back pain"],
  [/\b(?:koo lina(?:ni|mu)?uma|maumivu ya koo)\b/g, "sore throat"],
  [/\b(?:mwili una(?:ni|mu)?uma|maumivu ya mwili)\b/g, "body pains"],
  // "kupumua" (to breathe): "shida ya kupumua" (trouble breathing), "ninashindwa kupumua" / "siwezi kupumua" (I
  // fail / cannot breathe); "kubanwa na pumzi" (squeezed for breath): short of breath.
  [/\b(?:shida ya kupumua|kupumua kwa shida)\b/g, "difficulty breathing"],
  [/\b(?:(?:nina|ana|wana)?shindwa kupumua|siwezi kupumua|hawezi kupumua)\b/g, "cant breathe"],
  [/\b(?:kubanwa na pumzi|kukosa pumzi)\b/g, "short of breath"],
  // "kutokwa na damu" (blood coming out): bleeding; "kukojoa damu" (passing blood as urine): blood in the urine.
  [/\b(?:ku|ana|nina)?tokwa na damu\b/g, "bleeding"],
  [/\b(?:ku|ana|nina)?kojoa damu\b/g, "blood in urine"],
  // "maumivu wakati wa kukojoa" (pain at the time of urinating), "kukojoa kwa maumivu": pain passing urine.
  [/\b(?:maumivu (?:wakati wa|ya) kukojoa|kukojoa kwa maumivu)\b/g, "pain when passing urine"],
  // "kifafa": epilepsy, the fits.
  [/\bkifafa\b/g, "epileptic fits"],
  // "udhaifu" (weakness), "uchovu" (tiredness), "upele" / "vipele" (rash), "kuwashwa" / "muwasho" (itching),
  // "mafua" (a cold with a running nose), "kuvimba" (swelling).
  [/\budhaifu\b/g, "weakness"],
  [/\buchovu\b/g, "tiredness"],
  [/\b(?:upele|vipele)\b/g, "rash"],
  [/\b(?:kuwashwa|muwasho)\b/g, "itching"],
  [/\bmafua\b/g, "catarrh"],
  [/\bkuvimba\b/g, "swelling"],
  // "macho ya njano" (eyes of yellow): yellow eyes.
  [/\bmacho ya njano\b/g, "yellow eyes"],
  // "mjamzito" (a pregnant woman), "nina mimba" / "ana mimba" (I/she has a pregnancy): pregnant.
  [/\b(?:mjamzito|(?:nina|ana|ni|ni na) mimba)\b/g, "pregnant"],

  // French, without accents or apostrophes ("j'ai du mal à respirer" arrives as "jai du mal a respirer").
  // Breathing: "du mal à respirer", "difficulté à respirer" (hard to breathe), "je n'arrive pas à respirer" (I can't
  // breathe), "essoufflé" (breathless).
  [/\b(?:du )?mal a respirer\b/g, "difficulty breathing"],
  [/\bdifficultes? (?:a|pour) respirer\b/g, "difficulty breathing"],
  [/\b(?:je |il |elle )?(?:narrive|narrivent|ne peux|peux) pas (?:a )?respirer\b/g, "cant breathe"],
  [/\bessouffle(?:e|es|ment)?\b/g, "breathless"],
  // Pain by site: "maux de tête" (headaches), "mal au dos" (back), "mal à la poitrine" / "douleur thoracique"
  // (chest), "mal à l'estomac" (stomach), "mal aux dents" (teeth), "mal à l'oreille" (ear), "mal de gorge".
  [/\bmaux de tete\b/g, "headache"],
  [/\bmal (?:au|de) dos\b/g, "back pain"],
  [/\b(?:(?:mal|douleurs?) (?:a la|dans la|de) poitrine|douleurs? thoraciques?)\b/g, "chest pain"],
  [/\b(?:(?:mal|douleurs?) a lestomac|douleurs? (?:au ventre|abdominales?))\b/g, "belly pain"],
  [/\bmal (?:aux|de) dents\b/g, "toothache"],
  [/\bmal (?:a loreille|aux oreilles)\b/g, "earache"],
  [/\bmal de gorge\b/g, "sore throat"],
  // "mal au cœur" is French for feeling sick (nausea), not heart pain; "nausée", "envie de vomir" too. (The "œ"
  // ligature has no decomposition: "cœur" arrives as "c ur".)
  [/\b(?:mal au c(?:oe|\s)ur|envie de vomir|nausees?)\b/g, "nausea"],
  // "il tousse", "elle tousse" (coughs); "il vomit" is English already.
  [/\btoussent?\b/g, "cough"],
  // Blood: "sang dans les selles" (in the stool), "sang dans les urines", "crache du sang" (coughs up blood),
  // "vomit du sang"; "saignement", "je saigne" (bleeding).
  [/\bsang dans (?:les |mes )?selles\b/g, "blood in stool"],
  [/\bsang dans (?:les |mes )?urines?\b/g, "blood in urine"],
  [/\bcrach(?:e|er|ent) du sang\b/g, "coughing blood"],
  [/\bvomi(?:t|r|ssent) du sang\b/g, "vomiting blood"],
  [/\b(?:saignements?|je saigne|il saigne|elle saigne)\b/g, "bleeding"],
  // Fits and fainting: "crise d'épilepsie", "crise convulsive" (a fit); "évanoui(e)" (fainted), "perte de
  // connaissance" (loss of consciousness).
  [/\bcrises? (?:depilepsie|convulsives?)\b/g, "epileptic fit"],
  [/\bevanouie?s?\b/g, "fainted"],
  [/\bperte de connaissance\b/g, "loss of consciousness"],
  // Weakness and tiredness: "faiblesse", "fatigué(e)".
  [/\bfaiblesse\b/g, "weakness"],
  [/\bfatiguee?s?\b/g, "tired"],
  // Skin: "éruption" (rash), "boutons" (spots), "démangeaisons" / "ça me gratte" (itching).
  [/\beruptions?(?: cutanees?)?\b/g, "rash"],
  [/\bboutons\b/g, "spots"],
  [/\b(?:demangeaisons?|ca (?:me )?gratte)\b/g, "itching"],
  // Urine: "brûlures en urinant", "mal quand j'urine", "ça brûle quand je fais pipi": burning when passing urine.
  [
    /\b(?:(?:brulures?|douleurs?|mal) (?:en urinant|quand jurine|quand je fais pipi|mictionnelles?)|ca brule quand (?:jurine|je fais pipi))\b/g,
    "burning when urinating",
  ],
  // Pregnancy and periods: "enceinte" (pregnant; "pas enceinte" not), "grossesse" (pregnancy), "retard de règles"
  // (a late period), "mes règles" (my period: "règles" alone is also "rules").
  [/\b(?:ne )?suis pas enceinte\b/g, "am not pregnant"],
  [/\benceinte\b/g, "pregnant"],
  [/\bgrossesse\b/g, "pregnancy"],
  [/\bretard de(?:s)? regles\b/g, "late period"],
  [/\b(?:mes|les|ses) regles\b/g, "my period"],
  // Fever's company: "frissons" (chills), "sueurs nocturnes" (night sweats); "jaunisse", "yeux jaunes" (yellow eyes).
  [/\bfrissons\b/g, "chills"],
  [/\bsueurs nocturnes\b/g, "night sweats"],
  [/\b(?:jaunisse|yeux jaunes)\b/g, "yellow eyes"],
  // "le palu", "du palu": malaria, the everyday West and Central African French word.
  [/\b(?:le|du|mon) palu\b/g, "malaria"],
  // "mais" (but) turns a sentence as "but" does: "je ne suis pas enceinte mais j'ai mal au ventre" denies only the
  // pregnancy; "partout" (everywhere): all over.
  [/\bmais\b/g, "but"],
  [/\bpartout\b/g, "all over"],

  // --- Language round 16: more body sites with "it hurts me", colds, itching and pregnancy in each language ---
  // Hausa "atishawa" (sneezing); "kaikayi" (ƙaiƙayi, itching); "kuraje" (ƙuraje, pimples); "mura" (a cold with
  // catarrh) only as something had ("ina da mura", "I get mura"); "ciwon kafa" (leg pain), "ciwon ido" (eye pain or
  // an eye illness), "ciwon gabobi" (gaɓoɓi typed without hooks: joint pains).
  [/\batishawa\b/g, "sneezing"],
  [/\bkaikayi\b/g, "itching"],
  [/\bkuraje\b/g, "pimples"],
  [/\b(?:ina da|yana da|tana da|get|have|has) mura\b/g, "have catarrh"],
  [/\bciwon kafa\b/g, "leg pain"],
  [/\bciwon ido\b/g, "eye pain"],
  [/\bciwon gabobi\b/g, "joint pains"],
  // Yoruba "eti mi n dun mi" (my ear hurts me): ear pain; "oju mi n dun mi" (my eye hurts me): eye pain; "ara mi n
  // yun mi" (my body itches me): itching; "ori mi n yi" (my head is turning): dizziness; "otutu mu mi" (cold has
  // caught me): a cold with catarrh; "mo loyun", "mo ni oyun" (I have a pregnancy), "aboyun" (a pregnant woman):
  // pregnant. ("aya" is both chest and wife, "ehin" both back and teeth: left out.)
  [new RegExp(String.raw`\beti ${YO}dun(?: mi| re)?\b`, "g"), "ear pain"],
  [new RegExp(String.raw`\boju ${YO}dun(?: mi| re)?\b`, "g"), "eye pain"],
  [new RegExp(String.raw`\bara ${YO}yun(?: mi| re)?\b`, "g"), "itching"],
  [/\bori (?:mi |re )?(?:n |ti n )yi\b/g, "dizziness"],
  [/\botutu (?:mu|ti mu) (?:mi|re)\b/g, "catarrh"],
  [/\b(?:mo |o |mo ti |o ti )?(?:loyun|ni oyun)\b/g, "pregnant"],
  [/\baboyun\b/g, "pregnant"],
  // Igbo "akpiri na-egbu m", "akpiri mgbu" (the throat hurting): sore throat; "nti na-egbu m" (the ear hurting):
  // ear pain; "anya na-egbu m" (the eye hurting): eye pain.
  [new RegExp(String.raw`\bakpiri (?:m )?(?:mgbu|na egbu m|na afu m ufu)\b`, "g"), "sore throat"],
  [new RegExp(String.raw`\bnti (?:m )?(?:mgbu|na egbu m|na afu m ufu)\b`, "g"), "ear pain"],
  [new RegExp(String.raw`\banya (?:m )?(?:mgbu|na egbu m|na afu m ufu)\b`, "g"), "eye pain"],
  // Swahili "kuharisha", "anaharisha", "naharisha" (diarrhoea, like "kuhara"); "sikio linauma", "maumivu ya sikio"
  // (the ear hurts): ear pain; "jino linauma", "maumivu ya jino", "meno yanauma" (tooth, teeth): toothache; "mguu
  // unauma", "maumivu ya mguu" (leg): leg pain; "ameungua moto", "ameungua" (got burnt): a burn; "ameumwa na nyoka",
  // "kuumwa na nyoka" (bitten by a snake): a snake bite.
  [/\b(?:kuharisha|anaharisha|naharisha|ninaharisha|anahara|ninahara)\b/g, "diarrhoea"],
  [/\b(?:sikio linauma|sikio linaniuma|maumivu ya sikio)\b/g, "ear pain"],
  [/\b(?:jino linauma|jino linaniuma|maumivu ya jino|meno yanauma|maumivu ya meno)\b/g, "toothache"],
  [/\b(?:mguu unauma|mguu unaniuma|maumivu ya mguu)\b/g, "leg pain"],
  [/\b(?:ameumwa|kuumwa|aliumwa|nimeumwa) na nyoka\b/g, "snake bite"],
  [/\b(?:ameungua|ameungua moto|nimeungua|kuungua moto)\b/g, "burnt"],
  // French "mal aux yeux" (eyes), "mal à la jambe" (leg), "mal au genou" (knee), "mal au pied" (foot); "gonflé(e)",
  // "enflé(e)" (swollen); "constipé(e)" (constipated); "saignement de nez" (nosebleed); "morsure de serpent" (snake
  // bite); "enceinte de 7 mois", "de 30 semaines" (pregnant by months or weeks: "enceinte" is "pregnant" by now).
  [/\bmal aux yeux\b/g, "eye pain"],
  [/\bmal a la jambe\b/g, "leg pain"],
  [/\bmal au genou\b/g, "knee pain"],
  [/\bmal au pied\b/g, "foot pain"],
  [/\b(?:gonflee?s?|enflee?s?)\b/g, "swollen"],
  [/\bconstipee?s?\b/g, "constipated"],
  // ("saignement" is "bleeding" by now.)
  [/\bbleeding de nez\b/g, "nosebleed"],
  // "les jambes gonflées", "pieds gonflés", "visage gonflé" ("gonflé" is "swollen" by now): swollen legs, feet, face.
  [/\b(?:mes |les |ses )?jambes? (?:sont |est )?swollen\b/g, "swollen legs"],
  [/\b(?:mes |les |ses )?pieds? (?:sont |est )?swollen\b/g, "swollen feet"],
  [/\b(?:mon |le |son )?visage (?:est )?swollen\b/g, "swollen face"],
  [/\bmorsure de serpent\b/g, "snake bite"],
  [/\bpregnant de (\d{1,2}) mois\b/g, "$1 months pregnant"],
  [/\bpregnant de (\d{1,2}) semaines\b/g, "$1 weeks pregnant"],
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
  // Language round 17. Yoruba "inu mi n dun mi" (my belly is hurting me): belly pain. Only with the progressive "n" and
  // the object "mi" ("it hurts me"): "inu mi dun" alone is "I am glad".
  [new RegExp(String.raw`\binu (?:mi |re |e )?(?:ti n |n )dun (?:mi|re|e)\b`, "g"), "belly pain"],
  // Yoruba "ese mi n dun mi" (my leg is hurting me): leg pain, the same construction.
  [new RegExp(String.raw`\bese (?:mi |re |e )?(?:ti n |n )dun (?:mi|re|e)\b`, "g"), "leg pain"], // Language round 18. Pidgin "siddon" (sit down, sitting): "I no fit catch breath even when I siddon".
  [/\bsid+on\b/g, "sitting"],
  // Hausa "kai" at the start of a message is an exclamation ("kai, ciwon ciki na damuna"), not the local gin "kai kai";
  // "ciwon kai" (headache) is read by an earlier entry.
  [/^kai (?!kai\b|na (?:dey|de|don|na|yana) (?:pain|ciwo)\b)/g, ""],
  // Hausa "na damuna", "yana damuna", "tana damuna" (is troubling me): adds nothing but "I have it".
  [/\b(?:yana |tana )?na damun(?:a|sa|ta)\b|\b(?:yana|tana) damun(?:a|sa|ta)\b/g, ""],
  // How far a pregnancy has gone, in months, once the pregnancy itself is read above (the checker reads "pregnant
  // seven months" as its stage, gestation.ts). Hausa "da ciki", "mai ciki" (with a belly: pregnant), "cikin wata
  // bakwai" (a pregnancy of month seven); Yoruba "oyun osu meje" (a pregnancy of seven months); Igbo "afo ime onwa
  // asaa"; Swahili "mimba ya miezi saba". Numbers one to nine in each language; the month word is read only next
  // to the pregnancy (Hausa "wata" is also "some", Yoruba "osu" also the moon).
  [/\b(?:ina da|tana da|mai) ciki\b/g, "pregnant"],
  ...PREGNANCY_MONTHS.flatMap(([month, numbers]) =>
    numbers
      .split(" ")
      .map((word, i): LocalWord => [new RegExp(`\\bpregnant ${month} ${word}\\b`, "g"), `pregnant ${i + 1} months`]),
  ),
  // Hausa "bayana yana ciwo" (my back is aching), as "kaina na ciwo" above.
  [/\bbaya(?:na|nsa|nta)? (?:na|yana|tana|ya na) ciwo\b/g, "back pain"],
  // Language round 19. Hausa "jini a fitsari", "jini a cikin fitsari" (blood in the urine), "fitsari da jini" (urine
  // with blood), "fitsarin jini" (bloody urine): blood in the urine; "ina ganin" (I am seeing) before it adds nothing.
  [/\b(?:ina |tana |yana )?(?:ganin )?jini (?:a |a cikin |cikin )fitsari\b/g, "blood in urine"],
  [/\bfitsari(?:n)? (?:da )?jini\b/g, "blood in urine"],
  // Hausa "tari da jini" (a cough with blood): coughing up blood; "amai da jini" (vomiting with blood): vomiting blood.
  [/\btari da jini\b/g, "coughing up blood"],
  [/\bamai da jini\b/g, "vomiting blood"],
  // Yoruba "eje" (ẹ̀jẹ̀, blood) only where blood is told coming or being seen ("eje dey comot from my nose", "eje n jade",
  // "eje ninu ito": blood in the urine, ìtọ̀ urine); bare "eje" is also the number seven (èje), so it is left alone.
  [/\beje (?:ninu|inu) ito\b/g, "blood in urine"],
  [/\beje (?=(?:dey|de|don|n|ti n|ti) (?:comot|commot|come|jade|sun|pour|flow|rush)\b)/g, "blood "],
  // Yoruba "aya mi n dun mi" (àyà, the chest, is hurting me), "aya mi dey pain me": chest pain. Only with the pain
  // verb: "aya" is also "wife", which is why the bare word stays out (above).
  [new RegExp(String.raw`\baya ${YO}(?:dun|dey pain|de pain|don pain)(?: mi| me| re)?\b`, "g"), "chest pain"],
  // Igbo "ọbara" (blood): "ọbara dey comot when I cough". Tone marks are gone by now ("obara").
  [/\bobara\b/g, "blood"],
  // Language round 22. Igbo "nsị" (excrement, stool; Echeruo, Igbo-English Dictionary): "ọbara na-apụta na nsị m"
  // (blood is coming out in my stool), "ọbara dị na nsị ya": blood in the stool; "nsị ojii" (black stool). The chat's
  // glossary reads "nsi ojii" the same way. Only with blood or black: "nsi" alone is also poison in some dialects.
  [
    /\bblood (?:na |di |dey |de )?(?:aputa |apu |adi |di |dey |de |come |comot )?(?:na |n |ime |inside |for )?(?:ime )?nsi\b/g,
    "blood in stool",
  ],
  [/\bnsi (?:m |ya |ha )?(?:ojii|oji)\b/g, "black stool"],
  // Language round 20. Yoruba "inu mi dey run" (my belly is running, with the Pidgin "dey run" of a running belly):
  // diarrhoea, as Pidgin "my belly dey run". (Yoruba "inu rirun", "inu mi n run mi" is belly ache, read above.)
  [/\binu (?:mi |re |e )?(?:dey|de|don) run(?: me| mi)?\b/g, "diarrhoea"],
  // Yoruba "ese mi dey pain me" (ẹsẹ̀, the leg or foot) with the Pidgin pain verb: leg pain.
  [/\bese (?:mi |re |e )?(?:dey|de|don) pain(?: me| mi| am)?\b/g, "leg pain"],
  // Hausa "kaina", "kai na" (my head) with the Pidgin pain verb or "na ciwo" (is aching): headache.
  [/\bkai ?na (?:dey|de|don|na|yana) (?:pain(?: me)?|ciwo)\b/g, "headache"],
  // Igbo "afo na-asa m", "afo m na-asa" (my belly is running): diarrhoea, as "afo osisa" above.
  [/\bafo (?:m )?na asa(?: m)?\b/g, "diarrhoea"],
  // Igbo "ọbara na-agba m n'imi" (blood is flowing from my nose; imi, the nose): a nosebleed. "obara" is read as
  // "blood" by the entry above.
  [/\bblood na agba (?:m |ya |ha )?(?:n |na |nime )?n?imi\b/g, "nosebleed"],
  // Igbo "anya m na-acha odo odo" (my eyes are turning yellow; odo, yellow): yellow eyes; "ahu m na-acha odo odo"
  // (my body): yellow skin.
  [/\banya (?:m )?na acha odo(?: odo)?\b/g, "yellow eyes"],
  [/\bahu (?:m )?na acha odo(?: odo)?\b/g, "yellow skin"],
  // Igbo "ara m" (my breast; the possessive "m" is Igbo, Yoruba says "ara mi", the body) with a lump: a breast lump.
  [/\bara m (?:get|has|have|dey get|get one) (?:a |one )?lump\b/g, "breast lump"],
  // Pidgin "burn me like pepper", "like fire": how strong the burning is, no other symptom (the burning is read).
  [/\b(burn(?:s|ing)?(?: me)?) like (?:pepper|fire|hot water)\b/g, "$1"],
  // Pidgin "my heart dey knock (fast fast)" (is knocking): the heartbeat felt, palpitations.
  [/\bheart (?:dey|de|don|is|keeps|kept) knock(?:ing)?(?: fast)*\b/g, "heart beating fast"],
  // Pidgin "my period no show", "period never show" (has not come): a missed period, as "my period no come".
  [/\bperiod (?:no|never|neva|don no|still no|no gree) show\b/g, "period no come"],
  // Language round 21. Pidgin "no fit waka" (can't walk): "waka" is walk. Only after the inability: "breath dey cut me
  // when I waka" is told as plain breathlessness, which the readings of "when I walk" would make exertional.
  [/\b(no fit|cant|cannot|couldnt|no go fit) waka\b/g, "$1 walk"],
];

// Language round 21. Body words of Hausa, Yoruba and Igbo told with a Pidgin or English verb, or with the
// language's own verb of aching, swelling or heat ("cikina dey pain me", "idona dey red", "ikun mi dey pain me", "obi m
// dey pain me", "ƙafata ta kumbura", "ara mi dey ro mi"): the body word becomes "my" and its English, the local verb
// its Pidgin, and the English readings of "my belly dey pain me" or "my leg swollen" do the rest. A body word is read
// only before such a verb, so a word that is also something else stays itself elsewhere (Hausa "kai" is also "you"
// and an exclamation, "ciki" also "inside"; Yoruba "oju" is also the face, "inu" also "inside"; Igbo "obi" is the
// chest and the heart, and also a name). Words with two body meanings are left out: Yoruba "ehin" (back and teeth),
// "owo" (hand and money), "orun" (neck and sky); Igbo "ukwu" (ụ̀kwụ̀ the leg, úkwù the waist: read only as typed with
// its dots, below), "azu" (back and fish), "olu" (neck and voice). Sources: R.C. Abraham, Dictionary of the Hausa
// Language (ciki, ido/idanu, ƙafa, jiki, kumbura, zafi, juya); Abraham, Dictionary of Modern Yoruba (ikùn, ojú, ara,
// ro, dùn, wú, ẹnu, imú, etí); Echeruo, Igbo-English Dictionary (afọ, obi, anya, ahụ, ọnụ, imi, ntị, aka, za, ọkụ,
// ura); the chat's danger glossary (worker/lang/glossary.ts) reads the same words for its dangers.
const BODY_WORDS: Array<[pattern: string, english: string]> = [
  // Hausa, with the possessive joined: -na (my), -nsa/-rsa (his), -nta/-rta (her); feminine nouns take -ta (my).
  ["ka(?:ina|nsa|nta|nka)", "head"],
  ["ciki(?:na|nsa|nta)", "belly"],
  ["kirji(?:na|nsa|nta)?", "chest"],
  ["(?:ido(?:na|nsa|nta)|idanu(?:na|nsa|nta)?)", "eye"],
  ["kunne(?:na|nsa|nta)", "ear"],
  ["hanci(?:na|nsa|nta)", "nose"],
  ["makogwaro(?:na|nsa|nta)?", "throat"],
  ["(?:kafa(?:ta|rsa|rta)?|kafafu(?:na|nsa|nta)?)", "leg"],
  ["hannu(?:na|nsa|nta)", "hand"],
  ["jiki(?:na|nsa|nta)", "body"],
  ["wuya(?:na|rsa|rta)", "neck"],
  ["gwiwa(?:ta|rsa|rta)", "knee"],
  // Yoruba, with "mi" (my), "re"/"e" (his, her) after the noun.
  ["(?:ikun|inu) (?:mi|re|e)", "belly"],
  ["ori (?:mi|re|e)", "head"],
  ["oju (?:mi|re|e)", "eye"],
  ["eti (?:mi|re|e)", "ear"],
  ["enu (?:mi|re|e)", "mouth"],
  ["imu (?:mi|re|e)", "nose"],
  ["ese (?:mi|re|e)", "leg"],
  ["ara (?:mi|re|e)", "body"],
  ["orokun (?:mi|re|e)", "knee"],
  // Igbo, with "m" (my), "ya" (his, her) after the noun.
  ["isi (?:m|ya)", "head"],
  ["afo (?:m|ya)", "belly"],
  ["obi (?:m|ya)", "chest"],
  ["anya (?:m|ya)", "eye"],
  ["nti (?:m|ya)", "ear"],
  ["onu (?:m|ya)", "mouth"],
  ["imi (?:m|ya)", "nose"],
  ["aka (?:m|ya)", "hand"],
  ["ukwuleg (?:m|ya)", "leg"],
  ["ahu (?:m|ya)", "body"],
];
// Language round 27. A body word told after an English or Pidgin possessive or preposition ("my orunkun don swell",
// "he knock im ori for wall", "string dey comot for my ikpu", "jini from my hakora") is that body part whatever
// follows: the English word before it says it is a noun of the body. Same sources as above; Hausa "hakori" (tooth),
// "fuska" (face), "zuciya" (heart), "gwaiwa" (testicle), "fata" (skin); Yoruba "orunkun"/"orokun" (knee), "ete"
// (lip), "idodo" (navel), "oyan" (breast), "atelewo" (palm), "ipenpeju" (eyelid); Igbo "ikpu" (vagina). Words with two
// body meanings stay out, as above.
const BARE_BODY_WORDS: Array<[word: string, english: string]> = [
  ["ori", "head"],
  ["oju", "eye"],
  ["eti", "ear"],
  ["imu", "nose"],
  ["enu", "mouth"],
  ["ete", "lip"],
  ["ese", "leg"],
  ["(?:orunkun|orokun)", "knee"],
  ["(?:inu|ikun)", "belly"],
  ["idodo", "navel"],
  ["oyan", "breast"],
  ["atelewo", "palm"],
  ["ipenpeju", "eyelid"],
  ["(?:ido|idanu)", "eye"],
  ["kunne", "ear"],
  ["hanci", "nose"],
  ["(?:hakori|hakora)", "teeth"],
  ["wuya", "neck"],
  ["kirji", "chest"],
  ["ciki", "belly"],
  ["hannu", "hand"],
  ["(?:kafa|kafafu)", "leg"],
  ["fuska", "face"],
  ["zuciya", "heart"],
  ["gwaiwa", "testicle"],
  ["isi", "head"],
  ["anya", "eye"],
  ["nti", "ear"],
  ["imi", "nose"],
  ["afo", "belly"],
  ["ikpu", "vagina"],
];
const BARE_BODY_RE = new RegExp(
  String.raw`\b(my|his|her|im|your|their|our|the|for|from|of|in) (?:${BARE_BODY_WORDS.map(([w]) => `(${w})`).join("|")})\b`,
  "g",
);
// Things of the body named on their own in Hausa, Yoruba and Igbo ("I dey cough jini", "fitsari na da jini", "e daku
// for some minutes"): Hausa "jini" (blood), "fitsari" (urine), "amai" (vomit), "suma" (a faint), "farfadiya"
// (epilepsy), "allura" (an injection), "numfashi" (breathing); Yoruba "eje" (blood), "ito" (urine), "majele"
// (poison), "daku" (to faint); Igbo "mamiri" (urine).
const BODY_THINGS: LocalWord[] = [
  [/\b(?:jini|eje)\b/g, "blood"],
  [/\b(?:fitsari|mamiri)\b/g, "urine"],
  [/\bito\b(?= (?:no|dey|mi|e|re|don|never))/g, "urine"],
  [/\bamai\b/g, "vomit"],
  [/\bmajele\b/g, "poison"],
  [/\b(?:daku|suma)\b/g, "fainted"],
  [/\bfarfadiya\b/g, "epilepsy"],
  [/\balluran suga\b/g, "insulin injection"],
  [/\ballura\b/g, "injection"],
  [/\bnumfashi(?:nsa|nta|na)?\b/g, "breathing"],
];
// What may follow a body word: a Pidgin or English verb, or the local verbs read below.
const BODY_VERB = String.raw`(?:dey|de|don|is|are|was|feels?|keeps?|hurts?|hurting|pains?|paining|itch(?:es|ing|y)?|burn(?:s|ing)?|swell(?:s|ing)?|swollen|red|bleed(?:s|ing)?|na|yana|tana|ya|ta|sun|n|ti|di|zara|zaa|wu)\b`;
const BODY_RE = new RegExp(String.raw`\b(?:${BODY_WORDS.map(([p]) => `(${p})`).join("|")}) (?=${BODY_VERB})`, "g");
// The local verbs after "my <body word>", as Pidgin the English readings know.
const BODY_VERBS: LocalWord[] = [
  // Hausa "jiki na zafi", "jikina dey zafi" (the body is hot): fever; "zafi" of another part is burning pain.
  [/\bmy body (?:(?:yana|tana|na|dey|de|is) )?(?:zafi|kuna)\b/g, "my body dey hot"],
  [/\b(my \w+) (?:(?:yana|tana|na|dey|de|is) )?zafi\b/g, "$1 dey burn me"],
  // Hausa "na ciwo", "yana ciwo" (is aching); Yoruba "n dun mi", "n ro mi", "dey ro mi" (is hurting, aching me); Igbo
  // "na-egbu m", "na-afu m ufu" (is hurting me): pain.
  [/\b(my \w+) (?:(?:yana|tana|na|ya na|dey|de) )?ciwo\b/g, "$1 dey pain me"],
  [/\b(my \w+) (?:(?:ti )?n |dey |de |don |ti )(?:dun|ro)(?: mi| me| re| e)?\b/g, "$1 dey pain me"],
  [/\b(my \w+) na (?:egbu|afu) m(?: ufu)?\b/g, "$1 dey pain me"],
  // Hausa "ya kumbura", "ta kumbura" (has swollen); Yoruba "wu", "ti wu" (has swollen); Igbo "zara aza", "zaa aza"
  // (has swollen): swollen.
  [/\b(my \w+) (?:(?:ya|ta|sun|yana|tana|na|dey|de|don|is) )?kumbura\b/g, "$1 swollen"],
  [/\b(my (?:leg|hand|eye|body|belly|knee)) (?:ti )?wu\b/g, "$1 swollen"],
  [/\b(my \w+) (?:zara|zaa|za) aza\b/g, "$1 swollen"],
  // Igbo "ahu m di oku" (my body is hot): fever.
  [/\bmy body di oku\b/g, "my body dey hot"],
  // Hausa "kaina yana juyawa", "kaina dey juya" (my head is turning): dizziness, as "my head dey turn".
  [/\bmy head (?:(?:yana|na|dey|de|is) )?juya(?:wa)?\b/g, "my head dey turn"],
  // Igbo "anya m na-ehi ura" (my eyes are sleeping): sleepiness.
  [/\bmy eye (?:na |dey )?ehi ura\b/g, "i am very sleepy"],
];

/**
 * Igbo "agbọ" (vomit, vomiting: "agbọ since night"), told apart from Yoruba "agbo" (the herbal mixture, "àgbo") only
 * by the dot under the o, which rawWords strips with every tone mark: read here, on the text as typed, first.
 * Without the dot the word stays the herbal mixture, the more common reading in Nigerian English.
 */
export function toneMarkedWords(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\bagb\u1ecd(?![a-z])(?!\p{M})/giu, "vomiting")
      // Igbo "ụkwụ" (the leg, with the dots) is "úkwù" (the waist) without them: the leg only as typed with its dots.
      .replace(/(?<![a-z])\u1ee5kw\u1ee5(?![a-z])/giu, "ukwuleg")
      // The Hausa hooked letters ɓ ɗ ƙ ƴ as the plain letters people type for them ("ƙafata" is "kafata", my leg), so a
      // word typed with them is not split in two.
      .replace(/[\u0253\u0181]/gu, "b")
      .replace(/[\u0257\u018a]/gu, "d")
      .replace(/[\u0199\u0198]/gu, "k")
      .replace(/[\u01b4\u01b3]/gu, "y")
  );
}

// One test over the joined words before any replacement: most text has none of these words.
const ANY_LOCAL = new RegExp(LOCAL_WORDS.map(([re]) => `(?:${re.source})`).join("|"));

/** Words with local-language symptom words and phrases replaced by their English. */
export function localWords(words: string[]): string[] {
  let text = words.join(" ");
  const local = ANY_LOCAL.test(text);
  BODY_RE.lastIndex = 0;
  BARE_BODY_RE.lastIndex = 0;
  const bare = BARE_BODY_RE.test(text);
  const things = BODY_THINGS.some(([re]) => {
    re.lastIndex = 0;
    return re.test(text);
  });
  if (bare)
    text = text.replace(BARE_BODY_RE, (...m: unknown[]) => {
      const k = (m.slice(2, BARE_BODY_WORDS.length + 2) as Array<string | undefined>).findIndex((g) => g !== undefined);
      return `${m[1] as string} ${BARE_BODY_WORDS[k]?.[1] ?? "body"}`;
    });
  if (!local && !things && !BODY_RE.test(text)) return text.split(" ").filter(Boolean);
  if (local) for (const [re, english] of LOCAL_WORDS) text = text.replace(re, english);
  // After the phrases ("tari da jini" is a cough with blood, read whole above).
  if (things) for (const [re, english] of BODY_THINGS) text = text.replace(re, english);
  const before = text;
  text = text.replace(BODY_RE, (...m: unknown[]) => {
    const k = (m.slice(1, BODY_WORDS.length + 1) as Array<string | undefined>).findIndex((g) => g !== undefined);
    return `my ${BODY_WORDS[k]?.[1] ?? "body"} `;
  });
  if (text !== before) for (const [re, english] of BODY_VERBS) text = text.replace(re, english);
  return text.split(" ").filter(Boolean);
}
