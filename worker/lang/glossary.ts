// The danger glossary: the words of a danger told in French, Swahili, Hausa, Yoruba or Igbo, each with the plain
// English the safety layer's English rules and the symptom checker already read. The phrase rules (chat/safety/
// rules.ts) match whole sayings; a danger told in other words ("upande wa kulia hausogei", "il ne respire plus",
// "yana amai da jini") is still read word by word through this glossary (chat/safety/gloss.ts), so a new wording
// of a known danger is not missed for want of its exact phrase.
// Patterns run on normalised text (lower case, no tone marks or accents, hyphens kept); an entry is a pattern of
// whole words and its English. Order matters: a longer phrase comes before the words inside it ("vomi du sang"
// before "sang"), and each span of text is read once. Only what the words mean is written: a word with several
// meanings is left out or read only in the phrase that fixes it (Yoruba "aya" is the chest and a wife: only "aya
// mi n dun" is chest pain). Sources: Larousse; Kamusi ya Kiswahili (TUKI); R.C. Abraham, Dictionary of the Hausa
// Language; the NPHCDA Yoruba and Igbo primary health care glossaries; WHO IMCI local-language adaptations.
// Every entry needs a native speaker's review.
import type { Lang } from "../chat/safety/text.ts";

/** A pattern of whole words (a regular expression's source, without the boundaries) and its English. */
export type GlossEntry = readonly [pattern: string, english: string];

const fr: GlossEntry[] = [
  // Round 16 (chat30): a suicide warning said indirectly (WHO: talk of being a burden or not missed, letters written).
  [
    "personne ne (va|vas|vont|me) (me )?(regretter|manquer|remarquer)( si je (pars|meurs|disparais))?",
    "nobody will miss me when i'm gone",
  ],
  ["(j'ai )?(deja )?ecrit (mes|des|toutes mes) lettres( d'adieu)?|lettres? d'adieu", "wrote goodbye letters"],
  // Round 13 (chat27): a baby born today (read before the words for "today"), for jaundice on the first day (NICE CG98).
  [
    "(ne|nee|nes|nees) (aujourd'hui|ce matin|cet apres-midi|ce soir|cette nuit|hier soir|il y a (quelques|\\d+|deux|trois) heures)",
    "born today",
  ],
  // A question or a case put as "if": read as the English question, which the rules leave to the answer.
  [
    "que (dois-je|dois je|faut-il|faut il|faire)|je dois faire quoi|(on|je) fait quoi|quoi faire|que faire",
    "what should i do?",
  ],
  ["comment (savoir|reconnaitre|on sait)( si)?", "how do i know if"],
  // "Comment aider une personne qui…": helping a person nobody has named is a first-aid question.
  ["(aider|secourir) (quelqu'un|qqn|une personne|les gens)( qui)?", "help someone who is"],
  ["si (quelqu'un|qqn|une personne|on|un enfant|mon enfant|un bebe)", "if someone is"],
  ["quels? (sont )?(les )?(signes|symptomes)( de| d'| du)?", "what are the signs of"],
  ["comment (prevenir|eviter)", "how to prevent"],
  [
    "s'(il|ils) (refai\\w*|recommence\\w*)|si (elle|ca|cela) (refai\\w*|recommence\\w*|se reprodui\\w*|revient)",
    "if he has it again",
  ],
  // Round 14 (chat28): "qu'est-ce qui cause les convulsions ?" asks about causes, it tells of no fit now.
  [
    "qu'?est[- ]ce qui (peut |peuvent )?(cause|provoque|declenche|donne)\\w*|quelles? (sont )?(les )?causes?( de| des| d'| du)?",
    "what causes",
  ],
  // Negation first: "il ne respire plus" is "he not breathing", "ne tete pas" "not sucking".
  ["(ne|n') ?(peut|peux|peuvent|arrive|arrivent|parvient) (pas|plus)( a)?", "cannot"],
  ["(ne|n') ?respire (plus|pas)", "not breathing"],
  ["respire (a peine|difficilement|mal|avec difficulte)", "difficulty breathing"],
  ["(du |de |la )?mal a respirer", "difficulty breathing"],
  ["respire (tres |trop )?(vite|rapidement)", "breathing fast"],
  ["(ne|n') ?(tete|mange|boit) (plus|pas|rien)( du tout)?", "not feeding"],
  ["(ne|n') ?se reveille (plus|pas)", "not responding"],
  // "Il ne reagit pas au paracetamol" is a fever the medicine did not bring down, not a person who does not respond.
  ["(ne|n') ?(reagit|repond) (plus|pas)(?! (au|aux|a|bien|vraiment))", "not responding"],
  ["(ne|n') ?bouge (plus|pas)", "not moving"],
  ["(ne|n') ?(a|as|ai) (pas|plus) (urine|fait pipi)", "no urine"],
  ["(ne|n') ?(urine|pisse) (plus|pas)", "no urine"],
  ["(ne|n') ?(voit|vois) (plus|pas|rien)", "sudden loss of vision"],
  ["(ne|n') ?(s'arrete|arrete) (pas|plus)", "won't stop"],
  [
    "(ne|n') ?(passe|part|partent|disparait|disparaissent|s'efface\\w*) (pas|plus)( quand (on|j'|je) (appuie|presse))?",
    "don't fade when pressed",
  ],
  ["(ne|n') ?\\w+ (pas|plus|jamais)", "not"],
  // Ages first: "mon bebe de 2 mois" is a baby of two months.
  ["(bebe|nourrisson|nouveau ne|enfant) de (\\d+) jours", "baby $2 days old"],
  ["(bebe|nourrisson|nouveau ne|enfant) de (\\d+) semaines", "baby $2 weeks old"],
  ["(bebe|nourrisson|nouveau ne|enfant) de (\\d+) mois", "baby $2 months old"],
  ["petit frere", "little brother"],
  ["petite soeur", "little sister"],
  ["(de )?(\\d+) ans", "$2 years old"],
  ["(presque )?(toute la bouteille|tout le flacon|toute la boite|toute la plaquette)", "the whole bottle"],
  ["a bu|il a bu|elle a bu", "drank"],
  ["(le |un )?nouveau (medicament|traitement|cachet)", "the new medicine"],
  ["respire (tres )?lentement", "breathing slowly"],
  // People.
  ["mon (pere|papa)", "my father"],
  ["ma (mere|maman)", "my mother"],
  ["mon (fils|garcon)", "my son"],
  ["ma fille", "my daughter"],
  ["mon (bebe|nourrisson|nouveau ne)", "my baby"],
  ["(le|un|notre) (bebe|nourrisson|nouveau ne)", "the baby"],
  ["mon enfant", "my child"],
  ["ma (femme|epouse)", "my wife"],
  ["mon mari", "my husband"],
  ["mon frere", "my brother"],
  ["ma soeur", "my sister"],
  ["mon ami|mon copain|mon pote", "my friend"],
  ["mon amie|ma copine", "my friend"],
  ["il", "he"],
  ["son|sa|ses", "his"],
  ["elle", "she"],
  ["(je|j')", "i"],
  // Ages and times.
  ["depuis (ce matin|hier|cette nuit)", "since this morning"],
  ["ce matin", "this morning"],
  ["hier soir|cette nuit", "last night"],
  ["aujourd'hui|maintenant|en ce moment", "now"],
  ["(soudain|soudainement|brusquement|tout (a|d'un) coup|d'un coup)", "suddenly"],
  // The chest and the heart.
  ["(douleur|mal|oppression|serrement)s? (a la |dans la |de la |au niveau de la )?poitrine", "chest pain"],
  ["(serre|serrent|ecrase|ecrasent|comprime|compriment) (la |sa |ma )?poitrine", "chest pain squeezing"],
  ["poitrine", "chest"],
  ["(transpire|transpirent|sue|suent)( beaucoup| abondamment)?|(des |de |en )?sueurs?( froides?)?|en nage", "sweating"],
  ["bras gauche", "left arm"],
  ["bras droit", "right arm"],
  ["jambe gauche", "left leg"],
  ["jambe droite", "right leg"],
  ["(soulever|lever)", "lift"],
  ["bouger", "move"],
  ["machoire", "jaw"],
  ["coeur (qui )?(bat|battent) (tres |trop )?(vite|fort)|palpitations", "palpitations"],
  // Breathing.
  ["essouffle\\w*|souffle court|a bout de souffle", "breathless"],
  ["siffle\\w*|sifflement\\w*", "wheezing"],
  ["(les )?cotes (qui )?(rentrent|se creusent)", "ribs pulling in"],
  ["levres (bleues|violettes|grises)", "lips blue"],
  // Nerves.
  ["(nuque|cou) (raide|bloque)|raideur (de la nuque|du cou)", "stiff neck"],
  ["(convulse|convulsions?|convulsion|crise d'epilepsie)", "convulsing"],
  ["(s'est )?evanoui\\w*|perdu connaissance|tombe dans les pommes", "fainted"],
  ["inconscient\\w*|dans le coma", "unconscious"],
  ["(bouche|visage) (s'est |s est |est )?(de travers|tordue?|deviee?|paralyse\\w*)", "face drooping"],
  ["(cote|moitie) (droit|droite) du corps|cote droit", "right side"],
  ["(cote|moitie) (gauche) du corps|cote gauche", "left side"],
  ["paralyse\\w*", "paralysed"],
  ["engourdi\\w*", "numb"],
  ["(parle|parole) (mal|bizarre\\w*|confuse|pateuse)|ne trouve plus ses mots", "slurred speech"],
  ["confus\\w*|desoriente\\w*|delire\\w*", "confused"],
  ["(tres )?somnolent\\w*|dort tout le temps|tres endormi\\w*", "very sleepy"],
  // The worst headache before the words inside it ("pire mal de tete" holds "mal de tete").
  ["le pire mal de tete|pire mal de tete de (ma|sa) vie", "worst headache ever"],
  ["migraines?( terribles?| atroces?| violentes?)?", "headache"],
  ["(mal|maux) (a la|de) tete|cephalee\\w*", "headache"],
  ["voit (flou|trouble|des etoiles|des mouches)|vision (floue|trouble)", "blurred vision"],
  ["(la )?lumiere (lui |me )?(fait mal|gene)", "light hurts the eyes"],
  // The belly, vomiting, bleeding.
  ["(vomi|vomit|vomissent|vomis|vomir)( du| de| le)? sang", "vomiting blood"],
  ["vomi\\w*", "vomiting"],
  ["(crache|tousse)( du| de| le)? sang", "coughing up blood"],
  ["(selles|caca) (noires?|noir)", "black stools"],
  ["(sang|du sang) dans (les|ses|mes) (selles|urines?)", "blood in stool"],
  ["diarrhee\\w*", "diarrhoea"],
  ["(douleur|mal)s? (au|du|dans le) ventre|(mal au|maux de) ventre", "belly pain"],
  ["ventre (dur|gonfle|ballonne)", "swollen belly"],
  [
    "saigne\\w* (beaucoup|abondamment|enormement|sans arret)|(beaucoup|enormement) de sang|(grosse|forte) hemorragie|hemorragie\\w*",
    "bleeding heavily",
  ],
  ["saigne\\w*|saignement\\w*", "bleeding"],
  ["sang", "blood"],
  ["(yeux|peau) (jaunes?|jaunatres?)", "yellow eyes"],
  ["(tres )?(soif|assoiffe)", "thirsty"],
  ["yeux (creux|enfonces)", "sunken eyes"],
  // Pregnancy and babies.
  ["enceinte( de \\d+ (mois|semaines))?", "pregnant"],
  ["(le )?bebe (dans (le|son|mon) ventre )?(ne )?bouge (plus|moins|pas)", "baby moving less"],
  ["perte des eaux|(la )?poche des eaux (a )?(perce|rompu)", "waters broke"],
  ["(pieds|visage|mains) (gonfle\\w*|enfle\\w*)", "swollen face"],
  // Skin, injuries, bites, poisons.
  ["taches (violettes|rouges|pourpres)", "purple spots"],
  ["boutons|eruption\\w*|plaques rouges", "rash"],
  ["(gonfle\\w*|enfle\\w*)", "swollen"],
  ["(levres|langue|gorge|visage) (gonfle\\w*|enfle\\w*)", "face swollen"],
  ["mordu\\w* par (un|le) serpent|morsure de serpent", "snake bite"],
  ["mordu\\w* par (un|le) chien|morsure de chien", "dog bite"],
  ["(tombe\\w*|chute) (de|d'un|d'une) (moto|arbre|toit|escalier|echelle)", "fell from a height"],
  ["(s'est )?cogne\\w* la tete|coup a la tete|choc a la tete", "hit his head"],
  ["brule\\w*|brulure\\w*", "burn"],
  // Amounts and severity.
  ["(tres|trop) (fort|forte|grave|intense)|insupportable", "severe"],
  ["forte fievre|fievre (tres )?forte|fievre elevee", "high fever"],
  ["fievre|(corps|bebe|front) (est )?(tres |tout )?chaud|(il|elle) est (tres |toute? )?chaude?", "fever"],
  ["(corps|bebe|il|elle|peau) (est )?(tout |toute )?(froide?|glacee?)", "cold to touch"],
  ["tremble\\w*|frissons?", "shivering"],
  ["(tres|trop) faible|sans (aucune )?force|tout mou|toute molle", "very weak"],
  ["faible", "weak"],
  ["beaucoup|enormement", "a lot"],
  ["(un )?(petite?|leger|legere|un peu)", "mild"],
  ["(est|a ete|s'est fait) (poignarde|tire dessus)|blesse par balle", "stabbed"],
  // Poisons, overdoses, assault, allergy, water and current, a background that changes the danger.
  [
    "(a |j'ai |il a |elle a )?(avale|pris|bu)\\w* (beaucoup de|trop de|toute (la|une) (boite|plaquette) de|tous (les|ses|mes)) (comprimes|cachets|pilules|medicaments)",
    "took too many tablets",
  ],
  [
    "(a |il a |elle a )?(bu|avale)\\w* (du |de l'|de la |l')?(poison|petrole|javel|eau de javel|insecticide|raticide|acide|pesticide)",
    "drank poison",
  ],
  ["viol\\w*|agress\\w* sexuellement", "raped"],
  ["diabetique|diabete", "diabetic"],
  ["drepanocyt\\w*", "has sickle cell disease"],
  ["testicules?|bourses", "testicle"],
  ["piqure\\w* (d'abeilles?|de guepes?|d'insecte)", "bee sting"],
  ["arachides?|cacahuetes?", "groundnut"],
  ["gorge (qui )?(se )?(ferme|serree|gonfle\\w*)", "throat closing"],
  ["langue (gonfle\\w*|enfle\\w*)", "tongue swollen"],
  ["(s'est )?noye\\w*|(a )?failli se noyer", "nearly drowned"],
  ["electrocut\\w*|(choc|decharge) electrique", "electric shock"],
  ["oeil|yeux", "eye"],
  // What the person cannot do, after "cannot": drinking, standing, swallowing, speaking, seeing.
  ["boire", "drink"],
  ["manger", "eat"],
  ["marcher", "walk"],
  ["parler", "speak"],
  ["respirer", "breathe"],
  ["voir", "see"],
  ["avaler", "swallow"],
  ["uriner|faire pipi", "urinate"],
  ["(se lever|se tenir debout|rester debout)", "stand"],
  ["(ouvrir les yeux)", "open his eyes"],
  ["(la )?bouche (tres )?seche|langue seche", "dry mouth"],
  ["sans larmes|pas de larmes", "no tears"],
  ["(douleur|mal)s?", "pain"],
  // Round 13 (chat27): yellow skin (after the yellow eyes above), rice-water stools (cholera, WHO), the meningitis signs.
  ["(tout |toute )?(jaunes?|jaunatres?|jaunisse)", "yellow"],
  ["pas d'urine|plus d'urine|aucune urine|pas (de )?pipi", "no urine"],
  ["(comme (de l')?|en )?eau de riz", "rice-water stool"],
];

const sw: GlossEntry[] = [
  // Round 13 (chat27): a baby born today (read before the words for "today"), for jaundice on the first day (NICE CG98).
  [
    "(aliyezaliwa|amezaliwa|alizaliwa|waliozaliwa|kuzaliwa|niliyemzaa|niliyejifungua) (leo( asubuhi| mchana)?|asubuhi (ya )?leo|usiku wa (leo|kuamkia leo)|jana usiku|masaa (machache|\\w+) (yaliyopita|iliyopita))",
    "born today",
  ],
  ["homa ya manjano", "yellow fever"],
  // A question or a case put as "if": read as the English question, which the rules leave to the answer.
  ["(nifanye|afanye|tufanye|ufanye|nitafanya) nini|nini (cha kufanya|nifanye)", "what should i do?"],
  ["(kumsaidia|kusaidia|kuwasaidia) (mtu|watu)(?! (huyu|huyo|wangu|yangu))", "help someone who is"],
  ["(kama|ikiwa|endapo) (mtu|mtoto|mgonjwa|mwanamke)", "if someone is"],
  // Swahili puts "if" inside the verb: "mtu akipata kifafa" is "if someone gets a fit" (a-ki-pata).
  ["(mtu|mtoto|mgonjwa|rafiki)( yeyote| mdogo| mwingine)? aki(pata|wa na)", "if someone has"],
  ["(mtu|mtoto|mgonjwa|rafiki)( yeyote| mdogo| mwingine)? akianguka", "if someone falls"],
  ["(mtu|mtoto|mgonjwa|rafiki)( yeyote| mdogo| mwingine)? akizimia", "if someone faints"],
  ["(mtu|mtoto|mgonjwa|rafiki)( yeyote| mdogo| mwingine)? akiumwa", "if someone is bitten"],
  ["(mtu|mtoto|mgonjwa|rafiki)( yeyote| mdogo| mwingine)? akiungua", "if someone is burned"],
  ["(mtu|mtoto|mgonjwa|rafiki)( yeyote| mdogo| mwingine)? akimeza", "if someone swallows"],
  ["(mtu|mtoto|mgonjwa|rafiki)( yeyote| mdogo| mwingine)? akikabwa", "if someone is choking"],
  ["dalili (za|ya)", "what are the signs of"],
  ["(jinsi|namna) ya kuzuia", "how to prevent"],
  ["(aki|iki)(pata|anza|rudia)\\w*( tena)?", "if he has it again"],
  ["nini (hu|ki|kina|kinaweza ku)\\w*(sababisha|chochea)\\w*|(chanzo|sababu) (cha|ya|za)", "what causes"],
  // Negated verbs: "hapumui" (does not breathe), "hanyonyi" (does not suck), "hausogei" (it does not move).
  ["hapumui|hawezi kupumua vizuri|hapumui vizuri", "not breathing"],
  [
    "(ana|na)(shindwa|pata shida) kupumua|(hawezi|siwezi) kupumua|(ku|ana|ina|na|ni|wana)?pumua kwa (shida|tabu|taabu)",
    "difficulty breathing",
  ],
  ["anapumua (haraka|kwa kasi)( sana)?|kupumua haraka", "breathing fast"],
  ["hanyonyi( tena| vizuri)?|hakunywi|hanywi( chochote)?", "not feeding"],
  ["hajibu|haamki|hazinduki|hana fahamu|amezimia|amepoteza fahamu", "unconscious"],
  ["(hausogei|hausogi|haufanyi kazi|umekufa ganzi|umepooza|hauna nguvu)", "weak cannot move"],
  ["hajakojoa|sijakojoa|hakojoi|hakuna mkojo", "no urine"],
  ["haoni|sioni|hawezi kuona", "sudden loss of vision"],
  ["(haikomi|haiachi|haiishi|haijakoma|haiachi kutoka)", "won't stop"],
  ["(hazipotei|haipotei|hayapotei) (nikibonyeza|ukibonyeza|zikibonyezwa)", "don't fade when pressed"],
  // People.
  // Ages first: "mtoto wangu wa wiki tatu" is a baby of three weeks.
  ["(mtoto|kichanga|mwanangu)( wangu)? (wa|mwenye) mwezi (mmoja|1)", "baby 1 month old"],
  ["(mtoto|kichanga|mwanangu)( wangu)? (wa|mwenye) miezi (miwili|2)", "baby 2 months old"],
  [
    "(mtoto|kichanga|mwanangu)( wangu)? (wa|mwenye) (wiki|siku) (moja|mbili|tatu|nne|tano|sita|saba|\\d)",
    "baby 2 weeks old",
  ],
  ["baba yangu", "my father"],
  ["mama yangu", "my mother"],
  ["mtoto wangu( mchanga)?|mwanangu", "my child"],
  ["mtoto mchanga|kichanga", "the baby newborn"],
  ["mke wangu", "my wife"],
  ["mume wangu", "my husband"],
  ["kaka yangu|ndugu yangu", "my brother"],
  ["dada yangu", "my sister"],
  ["rafiki yangu", "my friend"],
  // Ages and times.
  ["ghafla|mara moja", "suddenly"],
  ["tangu (jana|asubuhi)|leo asubuhi", "since this morning"],
  ["sasa hivi|sasa|leo", "now"],
  // Chest and heart.
  ["maumivu (makali )?(ya|kwenye) kifua|kifua (kinauma|kinaniuma|kinamuuma|kinabana|kinanibana)", "chest pain"],
  ["kifua", "chest"],
  ["(anatoka|natoka|kutoka|kutokwa na) jasho( jingi)?|jasho (jingi|baridi)", "sweating"],
  ["mkono wa kushoto", "left arm"],
  ["taya", "jaw"],
  ["moyo (unadunda|unapiga) (haraka|kwa kasi)", "palpitations"],
  // Nerves.
  ["shingo (imekakamaa|ngumu|inakakamaa|imekaza)|kukakamaa kwa shingo", "stiff neck"],
  ["(degedege|kifafa|anatetemeka mwili mzima|amepandwa na)", "convulsing"],
  ["(ameanguka na )?(amezirai|kuzirai|amezimia)", "fainted"],
  ["(uso|mdomo) (umepinda|umeenda upande)|mdomo umepinda", "face drooping"],
  ["upande wa kulia( wa mwili)?", "right side"],
  ["upande wa kushoto( wa mwili)?", "left side"],
  ["upande mmoja( wa mwili)?|nusu ya mwili", "one side"],
  ["(hawezi|siwezi) (kuongea|kuzungumza|kusema)( vizuri)?|anaongea (vibaya|kwa shida)", "slurred speech"],
  ["amechanganyikiwa|anachanganyikiwa", "confused"],
  ["(ana )?usingizi (mwingi|sana)|analala (tu|sana)", "very sleepy"],
  ["maumivu (makali )?ya kichwa|kichwa (kinauma|kinaniuma|kinamuuma)", "headache"],
  ["(anaona|naona) (ukungu|giza)|macho (yanaona )?ukungu|(haoni|sioni|hawaoni) vizuri", "blurred vision"],
  ["mwanga (unaumiza|unamuumiza) macho", "light hurts the eyes"],
  // Belly, vomiting, bleeding.
  // Round 17 (chat31): every tense of the verb ("akitapika", he was vomiting; "wanatapika", "nimetapika"): a
  // subject prefix (a-, ni-, wa-, tu-, m-, u-) or ku-, then a tense (-na-, -me-, -li-, -ki-, -ta-), then the stem.
  ["(ku|(a|ni|wa|tu|m|u)?(na|me|li|ki|ta|ja)?)tapika damu|matapishi ya damu", "vomiting blood"],
  ["(ku|(a|ni|wa|tu|m|u)?(na|me|li|ki|ta|ja)?)tapika|matapishi", "vomiting"],
  ["(ku|(a|ni|wa|tu|m|u)?(na|me|li|ki|ta|ja)?)kohoa damu", "coughing up blood"],
  ["kinyesi cheusi", "black stools"],
  ["(kuhara|anaharisha|kuharisha|nahara|anahara)", "diarrhoea"],
  ["maumivu (makali )?ya tumbo|tumbo (linauma|linaniuma|linamuuma)", "belly pain"],
  ["tumbo (limevimba|gumu)", "swollen belly"],
  ["(anatokwa na|natokwa na|kutokwa na|inatoka) damu (nyingi|sana)|damu nyingi", "bleeding heavily"],
  ["(anatokwa na|natokwa na|kutokwa na) damu", "bleeding"],
  ["damu", "blood"],
  ["macho (ya njano|manjano)", "yellow eyes"],
  ["macho (yamezama|yameingia ndani)", "sunken eyes"],
  // Pregnancy.
  ["mjamzito|ana mimba|nina mimba", "pregnant"],
  ["mtoto (tumboni )?(hachezi|hacheza|haendi|hasogei)", "baby moving less"],
  ["maji (yamevunjika|yamepasuka|yanatoka)", "waters broke"],
  // Skin, injuries, bites.
  ["(madoa|vipele) (ya zambarau|vyekundu)", "purple spots"],
  ["vipele|upele", "rash"],
  ["(uso|midomo|ulimi|koo) (umevimba|imevimba|limevimba)", "face swollen"],
  ["(amevimba|imevimba|umevimba|kuvimba)", "swollen"],
  ["(ameumwa|kuumwa|kung'atwa|ameng'atwa) na nyoka", "snake bite"],
  ["(ameumwa|kuumwa|kung'atwa|ameng'atwa) na mbwa", "dog bite"],
  ["(ameanguka|alianguka) (kutoka )?(juu ya )?(mti|paa|ngazi|pikipiki)", "fell from a height"],
  ["(amegonga|aligonga|amejigonga) kichwa", "hit his head"],
  ["ameungua|kuungua|moto umemuunguza", "burn"],
  // Severity.
  ["makali( sana)?", "severe"],
  ["sana|mno", "badly"],
  ["kidogo", "mild"],
  ["homa (kali|kubwa)", "high fever"],
  ["homa|mwili (una joto|wa moto)|joto (kali|jingi)", "fever"],
  ["mwili (wake |wa mtoto )?(ni |una |umekuwa )?(wa )?baridi|ana baridi mwilini", "cold to touch"],
  ["(amelegea|dhaifu sana|hana nguvu)", "very weak"],
  ["ameanguka", "collapsed"],
  ["(amechomwa kisu|amepigwa risasi)", "stabbed"],
  // Poisons, overdoses, assault, allergy, water and current, a background that changes the danger.
  ["(amemeza|nimemeza|alimeza|amekunywa) (vidonge|dawa) (vingi|nyingi|vyote|zote)", "took too many tablets"],
  [
    "(amekunywa|alikunywa|amemeza|kunywa) (sumu|mafuta ya taa|dawa ya (panya|wadudu|mbu)|jiki?|bleach|hypo|petroli)",
    "drank poison",
  ],
  ["(amebakwa|nimebakwa|alibakwa|kubakwa|ubakaji)", "raped"],
  ["kisukari", "diabetic"],
  ["selimundu|sickle cell", "has sickle cell disease"],
  ["korodani|pumbu", "testicle"],
  ["(ameumwa|kuumwa|ameng'atwa) na nyuki|nyuki (wamemuuma|wamemng'ata)", "bee sting"],
  ["karanga", "groundnut"],
  ["koo (linafunga|limevimba|linabana)", "throat closing"],
  ["ulimi (umevimba|unavimba)", "tongue swollen"],
  ["(amezama|alizama|karibu kuzama)( majini| maji)?", "nearly drowned"],
  ["(amepigwa|alipigwa|amenaswa) (na )?(shoti|umeme)|shoti ya umeme", "electric shock"],
  ["jicho|macho", "eye"],
  // What the person cannot do, after "cannot": drinking, standing, swallowing, speaking, seeing.
  ["(hawezi|siwezi|hashindwi|anashindwa|nashindwa)", "cannot"],
  ["kunywa( maji)?", "drink"],
  ["kula", "eat"],
  ["kutembea", "walk"],
  ["(kuongea|kuzungumza|kusema)", "speak"],
  ["kupumua", "breathe"],
  ["kuona", "see"],
  ["kumeza", "swallow"],
  // "Kuamka" is to wake or get up; "siwezi kuamka asubuhi mapema" is a sleep habit, read as the English is.
  ["kuamka (asubuhi|mapema)( mapema| asubuhi)?", "wake up early in the morning"],
  ["kusimama", "stand"],
  ["kuamka", "wake up"],
  ["kukojoa", "urinate"],
  ["mdomo (mkavu|umekauka)", "dry mouth"],
  ["maumivu|(linauma|inauma|unauma|kinauma)", "pain"],
  // Round 13 (chat27): yellow skin (after the yellow eyes above), rice-water stools (cholera, WHO), the meningitis signs.
  ["(ana |ni |amekuwa )?(manjano|njano)", "yellow"],
  ["(kama )?maji ya mchele", "rice-water stool"],
];

const ha: GlossEntry[] = [
  // Round 13 (chat27): a baby born today (read before the words for "today"), for jaundice on the first day (NICE CG98).
  ["(an|aka|na|ta|muka) haif\\w* (shi |ta |su )?(a )?(yau|daren jiya|jiya da dare)( da safe| da rana)?", "born today"],
  // A question or a case put as "if": read as the English question, which the rules leave to the answer.
  ["me (zan|za a|za ka|za ki|ya kamata (in|a|ka|ki)) yi", "what should i do?"],
  ["taimaka(wa)? (wa )?(wani|wata|wanda|wadda|mutum|mutane)", "help someone who is"],
  ["idan (na ga |ka ga |kika ga |muka ga )?(wani|wata|mutum|yaro|jariri|mace)", "if someone is"],
  ["(menene |mene ne )?(alamomin|alamun)", "what are the signs of"],
  ["yadda za a (kiyaye|hana|kare)", "how to prevent"],
  ["idan (ya|ta|suka|an) sake", "if he has it again"],
  ["(me|mene|menene|mene ne) (ke|yake|ne ke) (jawo|haddasa|kawo)\\w*|(dalilin|sanadin)", "what causes"],
  // Negation "ba ... ba": "ba ya numfashi" (he is not breathing).
  ["(ya|ta|sun) sha (tramadol|codeine|kwayoyi|magani)\\w* da yawa", "took a lot of $2"],
  ["ba (ya|ta) farkawa( sosai)?|baya farkawa( sosai)?", "not waking properly"],
  ["numfashi\\w* (a hankali|sannu a hankali)", "breathing slowly"],
  ["ba (ya|ta) (numfashi|yin numfashi)( ba)?", "not breathing"],
  ["(ba (na|ya|ta) iya|ba zan iya|yana wahalar|tana wahalar|wahalar) numfashi", "difficulty breathing"],
  ["(yana|tana) numfashi (da sauri|sama sama)|numfashi da sauri", "breathing fast"],
  ["ba (ya|ta) (sha|shan) nono( ba)?|ba (ya|ta) (tsotsa|sha|ci)( ba)?|ya daina (shan nono|tsotsa)", "not feeding"],
  // "Suma" is to faint (a spell that is over, NHS fainting); "ba ya farkawa" (not waking) is unconsciousness.
  ["ba (ya|ta) (amsawa|amsa|farkawa|farka)( ba)?|sume", "unconscious"],
  ["ba (ya|ta) motsi( ba)?|ya shanye|ta shanye", "cannot move"],
  ["ba (ya|ta|na) (fitsari|yin fitsari)( ba)?", "no urine"],
  ["ba (ya|ta|na) gani( ba)?", "sudden loss of vision"],
  ["ba (ya|ta) (tsayawa|daina)( ba)?", "won't stop"],
  // People.
  ["mahaifi(?!ya)\\w*|babana|baba na", "my father"],
  ["mahaifiya\\w*|mamana|mama na|uwata", "my mother"],
  ["dana|dan (na|ta)|yaro na|yarona", "my son"],
  ["'?yata|'?yar (na|ta)|yarinya ta", "my daughter"],
  ["jaririn?\\w*", "the baby"],
  ["matata|matar (na|ta)", "my wife"],
  ["mijina", "my husband"],
  ["dan'?uwana|kanina|yayana", "my brother"],
  ["'?yar'?uwata|kanwata|yayata", "my sister"],
  ["abokina|kawata", "my friend"],
  // Times.
  ["kwatsam|farat daya|ba zato", "suddenly"],
  ["tun (jiya|safe|da safe)|yau da safe", "since this morning"],
  ["yanzu|yau", "now"],
  // Chest and heart.
  ["ciwon kirji|kirji\\w* (yana|na) (ciwo|matsewa|matse)|matsewar kirji", "chest pain"],
  ["kirji\\w*", "chest"],
  ["(yana|tana|ina) (zufa|gumi)|zufa|gumi", "sweating"],
  ["hannun hagu", "left arm"],
  ["zuciya\\w* (tana|na) (bugawa|harbawa) (da sauri|sosai)", "palpitations"],
  // Nerves.
  ["wuya\\w* (ya|ta|tana|yana)? ?(kame|sandare|taurare|yi tauri)|kamewar wuya", "stiff neck"],
  ["farfadiya|jijjiga|(yana|tana) girgiza", "convulsing"],
  ["(ya|ta) suma|suma", "fainted"],
  ["(fuska|baki)\\w* (ya|ta) (karkace|karkata)", "face drooping"],
  ["(gefen|bangaren|rabin) (jiki\\w* )?(dama)", "right side"],
  ["(gefen|bangaren|rabin) (jiki\\w* )?(hagu)", "left side"],
  ["(gefe|bangare|rabin jiki) daya|rabin jiki\\w*", "one side"],
  ["ba (ya|ta) iya (magana|furta)( ba)?|magana\\w* ta (rikice|canza)", "slurred speech"],
  ["(ya|ta) (rikice|dimauce)|rudewa", "confused"],
  ["(barci|bacci) (sosai|da yawa)|(yana|tana) (barci|bacci) (kawai|koyaushe)", "very sleepy"],
  ["ciwon kai", "headache"],
  [
    "(gani|ganinta|ganinsa) (ya|ta) (dushe|rage)|hazo a ido|(yana|tana|ina) ganin (dishi ?dishi|dishi|duhu)|ba (ya|ta|na) gani sosai",
    "blurred vision",
  ],
  // Belly, vomiting, bleeding.
  ["amai (da|na) jini|(yana|tana|ina) amai jini", "vomiting blood"],
  ["amai|(yana|tana|ina) amai", "vomiting"],
  ["tari (da|na) jini", "coughing up blood"],
  ["(bayan gida|kashi) (baki|mai baki)", "black stools"],
  ["gudawa|zawo", "diarrhoea"],
  ["ciwon ciki|ciki\\w*( na| ta)? (yana|tana|na) (ciwo|murdawa)", "belly pain"],
  ["ciki\\w* (ya|ta) (kumbura|cika)", "swollen belly"],
  ["(zubar (da )?jini|jini (yana|na) (zuba|fita)) (sosai|da yawa)|jini da yawa", "bleeding heavily"],
  ["zubar (da )?jini|jini (yana|na) (zuba|fita)", "bleeding"],
  ["jini", "blood"],
  ["idanu\\w* (sun )?(yi )?(rawaya|ruwan dorawa)", "yellow eyes"],
  ["idanu\\w* (sun )?(lotsa|shiga ciki|kwanta)", "sunken eyes"],
  // Pregnancy.
  ["(tana|ina) da ciki|mai ciki|juna biyu", "pregnant"],
  ["jariri (a ciki )?(ba ya|baya) (motsi|juyawa)|dan cikin (ba ya|baya) motsi", "baby moving less"],
  ["ruwan (haihuwa|mahaifa) (ya|sun) (fashe|fita|zubo)", "waters broke"],
  // Skin, injuries, bites.
  ["kuraje|kyasfi|feshi", "rash"],
  ["(fuska|lebe|lebba|harshe|makogwaro)\\w* (ya|ta|sun) kumbura", "face swollen"],
  ["kumbura|kumburi", "swollen"],
  ["maciji (ya|ta) (sare|cije|sara)|cizon maciji|saran maciji", "snake bite"],
  ["kare (ya|ta) (cije|ciji)|cizon kare", "dog bite"],
  ["(ya|ta) fado daga (bishiya|rufin|sama|mashin|babur)", "fell from a height"],
  ["(ya|ta) (buga|bugi) kai\\w*", "hit his head"],
  ["wuta ta (kona|ci) (shi|ta|ni)|ya kone|ta kone", "burn"],
  // Severity.
  ["sosai|kwarai", "badly"],
  ["da yawa", "a lot"],
  ["kadan", "mild"],
  ["zazzabi mai (zafi|tsanani)|zazzabi sosai", "high fever"],
  ["zazza ?bi|zazza i|jiki\\w* (yana|na) (zafi|kuna)", "fever"],
  ["jiki\\w* (ya |ta )?yi sanyi", "cold to touch"],
  ["ba (shi|ta) da karfi( ko kadan)?|ya raunana sosai|ta raunana sosai", "very weak"],
  ["(an )?(soka|caka) (masa|mata|min) wuka|harbin bindiga", "stabbed"],
  // Poisons, overdoses, assault, allergy, water and current, a background that changes the danger.
  ["(ya|ta|na) sha (kwayoyi|kwayoyin magani|magunguna) (da yawa|masu yawa|duka)", "took too many tablets"],
  [
    "(ya|ta|na) sha (guba|kananzir|kalanzir|fetur|maganin kwari|gubar bera|maganin bera|jik|bleach|hypo)",
    "drank poison",
  ],
  ["fyade|(an )?yi (mata|masa|min) fyade", "raped"],
  ["ciwon (suga|sukari)|mai ciwon suga", "diabetic"],
  ["sikila|sickle cell", "has sickle cell disease"],
  ["golo|marainan?|'?ya'?yan maraina", "testicle"],
  ["zuma (ta|ya|sun) (harbe|cije|harba)", "bee sting"],
  ["gyada", "groundnut"],
  ["makogwaro\\w* (ya|yana|na) (rufe|kumbura|matse)", "throat closing"],
  ["harshe\\w* (ya|yana) kumbura", "tongue swollen"],
  ["(ya|ta) (nutse|kusa nutsewa)( a ruwa| cikin ruwa)?", "nearly drowned"],
  ["wutar lantarki (ta )?(ja|kama|buga|kada) (shi|ta|ni|su)", "electric shock"],
  ["idanu\\w*|ido\\w*", "eye"],
  // What the person cannot do, after "cannot": drinking, standing, swallowing, speaking, seeing.
  ["ba (ya|ta|na|zan|za ta|za ya) iya", "cannot"],
  ["shan ruwa|sha ruwa", "drink"],
  ["tafiya", "walk"],
  ["magana", "speak"],
  ["numfashi", "breathe"],
  ["gani", "see"],
  ["hadiye\\w*", "swallow"],
  ["tashi|mikewa|tsayawa", "stand"],
  ["fitsari", "urinate"],
  ["baki\\w* (ya )?(bushe|kafe)", "dry mouth"],
  ["ciwo|zafi", "pain"],
  // Round 13 (chat27): yellow skin (after the yellow eyes above), rice-water stools (cholera, WHO), the meningitis signs.
  ["(ya |ta )?(yi )?(rawaya|ruwan dorawa)", "yellow"],
  ["(kamar )?ruwan shinkafa", "rice-water stool"],
  ["wuya\\w* (ya |ta )?(kage|kafe|kandare|daure)", "stiff neck"],
  ["haske (yana|na|ke) (damun|cutar|ciwo)\\w*|ba (ta|ya|na) (son|iya) (ganin )?haske", "light hurts her eyes"],
];

const yo: GlossEntry[] = [
  // Round 16 (chat30): an inhaler that no longer works ("inhaler mi ko sise mo").
  ["omo (odun|osu|ose) (\\d+|kan|meji|meta|merin|marun|mefa)", "child"],
  ["(ko|ko ti|ti ko) (sise|sisẹ) mo|ko sise", "not working"],
  // Round 13 (chat27): a baby born today (read before the words for "today"), for jaundice on the first day (NICE CG98).
  [
    "(ti a bi|ti mo bi|ti won bi|a bi|mo bi|won bi|bimo|bi omo)\\w*( [a-z]+){0,2} (loni|laaro yi|laaro oni|ni owuro yi|ni owuro oni|loru ana|lale ana)",
    "born today",
  ],
  ["(mo |o |ti |mo ti |mo sese |sese )?bimo|ibimo|bi omo (mi )?(sile|nile|ni ile)", "gave birth"],
  // A question or a case put as "if": read as the English question, which the rules leave to the answer.
  ["ki ?ni (mo le|ki n|ki a|o ye ki n|o ye ki a|a le) se", "what should i do?"],
  ["ran (enikan|eniyan|eni kan)( to| ti o)?", "help someone who is"],
  ["(bi|ti) (mo ba ri |a ba ri |o ba ri )?(enikan|eniyan|omo kan|obinrin kan)( ba)?", "if someone is"],
  ["(kini |ki ni )?(awon )?ami (aisan|arun)?", "what are the signs of"],
  ["ti (o|won) ba (tun|tun se|tun ni)", "if he has it again"],
  ["(kini|ki lo|kilo) (o le|lo n|lo le|o n|n|le) fa", "what causes"],
  // Negation: "ko le" (cannot), "ko mi" (not breathing), "ko ji" (not waking).
  ["ko (le )?mi( daadaa| dada)?( mo)?|ko mi mo", "not breathing"],
  ["(ko le|mi o le) mi( daadaa| dada)?|o n mi (gun|gunle|fun)|(isoro|inira) (mimi|lati mi)", "difficulty breathing"],
  ["o n mi (kia|kiakia|sare)", "breathing fast"],
  ["ko (mu|fe mu|gba) (oyan|omu|ounje)( mo)?|ko (je|mu) (nkankan|ohunkohun)", "not feeding"],
  ["ko (ji|dahun)( mo)?", "unconscious"],
  ["ko (le )?(gbe|mira)( mo)?", "cannot move"],
  ["ko (ti )?(to|yo ito)", "no urine"],
  ["ko (le )?ri (nkan|nnkan|ohunkohun)( mo)?|oju re ko ri( mo)?", "sudden loss of vision"],
  ["ko (duro|da duro)( mo)?", "won't stop"],
  // People.
  ["baba (mi|wa)", "my father"],
  ["(iya|mama) (mi|wa)", "my mother"],
  ["omo (mi|wa)( okunrin| obinrin)?", "my child"],
  ["omo (tuntun|owo|ikoko)", "the baby newborn"],
  ["iyawo (mi)", "my wife"],
  ["oko (mi)", "my husband"],
  ["(egbon|aburo) (mi)( okunrin| obinrin)?", "my brother"],
  ["ore (mi)", "my friend"],
  // Times.
  ["lojiji|lesekese|lai ro tele", "suddenly"],
  ["lati (ana|aaro)|laaro yi", "since this morning"],
  ["nisinsinyi|bayi|loni", "now"],
  // Chest and heart.
  ["aya (mi |re |e )?(n |ti n )?(dun|ro|fun)( mi| e| re)?|irora aya|inu aya (mi )?n dun", "chest pain"],
  ["(mo |o )?n (laagun|lagun)|laagun|oogun ara", "sweating"],
  ["apa osi", "left arm"],
  ["okan (mi |re )?n (lu|ja) (kia|kiakia|gidigidi)", "palpitations"],
  // Nerves.
  ["orun (re |mi |e )?(le|ti le|gan)|orun lile", "stiff neck"],
  ["giri|warapa|o n gbon riri", "convulsing"],
  ["subu lule|o subu|o da lule", "collapsed"],
  ["(o )?daku", "fainted"],
  ["(enu|oju) (re |e |mi )?(ti )?wo", "face drooping"],
  ["apa otun( ara)?|egbe otun", "right side"],
  ["apa osi ara|egbe osi", "left side"],
  ["apa kan ara( re| mi)?|idaji ara", "one side"],
  ["ko le soro( daadaa)?|oro re ko ye|ahon re wuwo", "slurred speech"],
  ["(ori re ti )?daru|o n so kantankantan", "confused"],
  ["o n sun (ju|pupo|gidigidi)|oorun (pupo|gidigidi)", "very sleepy"],
  ["ori (mi |re |e )?(n |ti n )?(fo|dun)( mi| e| re)?|efori", "headache"],
  [
    "oju (mi |re )?(n )?(se baibai|baibai|dudu)|oju (mi |re |e )?ko (riran|ri nkan|rina) (daadaa|dada|kedere|mo)",
    "blurred vision",
  ],
  // Belly, vomiting, bleeding.
  ["(n |ti )bi eje|eebi eje|eje ninu eebi", "vomiting blood"],
  ["eebi|n bi ounje", "vomiting"],
  ["(iko|wiko|n wu) eje|wu ikọ eje", "coughing up blood"],
  ["igbe dudu", "black stools"],
  ["igbe gbuuru|gbuuru|inu (mi |re )?n (ja|run)", "diarrhoea"],
  ["inu (mi |re |e )?(n |ti n )?(run|dun)( mi| e| re)?|inu rirun", "belly pain"],
  ["inu (re |mi )?(wu|le)", "swollen belly"],
  ["eje (n |ti n )?(jade|san|da)( pupo| gidigidi| lopolopo)|eje pupo", "bleeding heavily"],
  ["eje (n |ti n )?(jade|san|da)", "bleeding"],
  ["eje", "blood"],
  ["oju (re |mi )?(pon|ti pon|di pupa|pupa) ?(roro)?|iba aponju|iba ponju", "yellow eyes"],
  ["oju (re |mi )?(ti )?(wo inu|jin)", "sunken eyes"],
  // Pregnancy.
  ["(ona )?idena oyun|ifeto somo bibi", "contraception"],
  ["(o |mo |ti )?loyun|aboyun|oyun", "pregnant"],
  ["omo inu (re |mi )?(ko )?(mira|gbe|yi) (mo)?", "baby moving less"],
  ["omi (oyun )?(ti )?(bu|ya|jade)", "waters broke"],
  // Skin, injuries, bites.
  ["(ara|oju) (re |mi )?(wu|ti wu)", "face swollen"],
  ["ejo (bu|ge|san) (e|mi|re|omo)|ejo bu", "snake bite"],
  ["aja (bu|ge|san) (e|mi|re|omo)|aja bu", "dog bite"],
  ["(subu|ja) (lati |lori )?(igi|oke|ile giga|okada|alupupu)", "fell from a height"],
  ["(fi )?ori (gba|lu) (ile|ogiri)|ori re fo", "hit his head"],
  ["ina jo (e|mi|re|omo)|jona", "burn"],
  // Severity.
  ["gidigidi|gan( gan)?", "badly"],
  ["pupo|lopolopo", "a lot"],
  ["die", "mild"],
  ["iba (giga|gidigidi|pupo)|ara (re |mi )?gbona (gan|gidigidi|pupo)", "high fever"],
  ["iba|ara (re |mi |e )?(n |ti )?gbona", "fever"],
  ["ara (re |mi )?(ti )?tutu", "cold to touch"],
  ["ko lokun( rara)?|ko ni agbara rara", "very weak"],
  ["(gun|fi obe gun) (e|mi|re|lobe)|ibon (ba|yin)", "stabbed"],
  // Poisons, overdoses, assault, allergy, water and current, a background that changes the danger.
  ["(mu|lo|gbe) (oogun|ogun|tabuleti) (pupo|lopolopo|ju bo se ye lo)", "took too many tablets"],
  [
    "(mu|je) (majele|kerosini|kerosene|epo kerosini|bilisi|jik|bleach|hypo|oogun kokoro|oogun eku|ota pia pia|otapiapia)",
    "drank poison",
  ],
  ["fipa ba (mi|e|re|won) (lo )?po|ifipabanilopo", "raped"],
  ["(ito|aisan|arun) suga", "diabetic"],
  ["sickle cell|(aisan|arun) inu eje", "has sickle cell disease"],
  ["epon", "testicle"],
  ["oyin ta (mi|e|re|omo)", "bee sting"],
  ["epa", "groundnut"],
  ["(ri|ja) sinu omi|omi (fe )?gbe (e|lo)", "nearly drowned"],
  ["ina (monamona|ijoba|elentiriki) (gbe|mu|ja|ta) (e|mi|re)", "electric shock"],
  // What the person cannot do, after "cannot": drinking, standing, swallowing, speaking, seeing.
  // A baby gone limp ("ara re ti ro") and breastfeeding ("mu oyan").
  ["ara (re|e|omo) (ti )?(ro|rọ|rẹ)( pata)?", "floppy"],
  ["mu (oyan|omu)", "breastfeed"],
  ["ko le|mi o le|ko ni le", "cannot"],
  ["mu omi|mu nkankan|mu nkan", "drink"],
  ["rin", "walk"],
  ["soro", "speak"],
  ["dide|duro (daadaa|dada)", "stand"],
  ["enu (re |mi )?(ti )?gbe", "dry mouth"],
  ["irora|(n |ti n )?dun (mi|e|re)", "pain"],
  // Round 13 (chat27): yellow skin (after the yellow eyes above), rice-water stools (cholera, WHO), the meningitis signs.
  ["(ara|awo ara)( re| e| omo| omo mi)? (ti )?(n )?pon\\w*|ofeefee", "yellow"],
  ["(bi )?omi iresi", "rice-water stool"],
  ["ara gbigbona|gbigbona ara", "fever"],
  ["ori fifo|ori riro", "headache"],
  ["ami pupa|ipa pupa|eela|ara sisu", "rash"],
  [
    "(ti )?(ko|ko ni) (lo|pare|parun|kuro)( nigbati| nigba| ti| nigba ti)* (mo|a|o|mo ba|a ba) te (gilaasi|ife|igo)",
    "does not fade when pressed with a glass",
  ],
];

const ig: GlossEntry[] = [
  // Round 16 (chat30): a birth days ago with fever, shivering and a foul smell from the vagina (puerperal sepsis, WHO).
  ["amuru m nwa|amuola m nwa|m muru nwa", "gave birth"],
  ["ahu (ya |m )?oku", "fever"],
  ["(ihe )?(na-esi|na esi) isi ojoo|isi ojoo", "smelly discharge"],
  // Round 13 (chat27): a baby born today (read before the words for "today"), for jaundice on the first day (NICE CG98).
  [
    "(a muru|amuru|e muru|m muru|mụrụ)( ya| ya n'| ya na)? ?(taa|n'?ututu a|ututu a|n'?ututu taa|n'?abali a|abali a|n'?abali gara aga)",
    "born today",
  ],
  // A question or a case put as "if": read as the English question, which the rules leave to the answer.
  ["gini ka (m|anyi|a) ga-?(eme|mee)|gini ka (m|anyi|a) (ga )?(mee|mere)", "what should i do?"],
  // Round 18 (chat32): "anụọ nsi", drank poison (only with the verb: "nsị" without tone marks is also stool).
  ["(a|o)?(nuo|nuru|nuola|nuchara) nsi", "drank poison"],
  ["nyere (onye|mmadu|ndi mmadu)", "help someone who is"],
  ["(ma )?(o buru na|oburu na|ma) (onye|mmadu|nwatakiri|nwa)", "if someone is"],
  ["(gini bu )?(ihe )?ngosi", "what are the signs of"],
  ["o buru na (o|ha) (ozo|megharia|mekwaa)", "if he has it again"],
  ["gini (na-?|na )?(akpata|ebute|ebunye)", "what causes"],
  // Negation: "naghi" / "anaghi" + verb, "enweghi ike" (cannot).
  ["(o )?(naghi|anaghi|adighi) (eku|ekucha) ume|(o )?kwusiri iku ume", "not breathing"],
  ["(enweghi|nweghi|o nweghi) ike (iku|ikucha) ume( nke oma)?|iku ume (na-)?(esi|siri) ike", "difficulty breathing"],
  ["(na-)?eku ume (ngwa ngwa|osiso)", "breathing fast"],
  ["(o )?(naghi|anaghi|adighi) (anu|enu|aṅu) (ara|mmiri|ihe)|(o )?juru (ara|nri)", "not feeding"],
  ["(o )?(naghi|anaghi|adighi) aza|(o )?(naghi|anaghi) (eteta|ete ura)", "unconscious"],
  ["(o )?(naghi|anaghi|adighi) (emeghari|ebili|agaghari)|(enweghi|nweghi) ike ibili", "cannot move"],
  ["(o )?(naghi|anaghi) (amamiri|aga mamiri)", "no urine"],
  ["(o )?(naghi|anaghi|adighi) ahu (uzo|ihe)( ozo)?", "sudden loss of vision"],
  ["(naghi|anaghi) akwusi|akwusighi|akwusibeghi", "won't stop"],
  // People.
  ["(nna|papa) m", "my father"],
  ["(nne|mama) m", "my mother"],
  ["nwa m( nwoke| nwanyi)?", "my child"],
  ["nwa (ohuru|ojoo|ofuu)", "the baby newborn"],
  ["nwunye m", "my wife"],
  ["di m", "my husband"],
  ["nwanne m( nwoke| nwanyi)?", "my brother"],
  ["enyi m", "my friend"],
  // Times.
  ["na mberede|na mbido ugbu a|na ntabi anya", "suddenly"],
  ["kemgbe (ututu|unyahu)", "since this morning"],
  ["ugbu a|taa", "now"],
  // Chest and heart.
  [
    "(obi|ara) (m |ya )?(na-)?(egbu|afu|ewu) (m |ya )?(mgbu|ufu)|mgbu obi|obi (m |ya )?(na-)?(egbu|afu) (m |ya )?",
    "chest pain",
  ],
  ["(ajirija|ọsụsọ|osuso|ajiriji) (na-)?(agba|gbara)( m| ya)?|ajirija|osuso", "sweating"],
  ["aka ekpe", "left arm"],
  ["obi (m |ya )?(na-)?(akụ|aku|eti) (ngwa ngwa|osiso)", "palpitations"],
  // Nerves.
  ["(olu|akara olu) (ya |m )?(kporo|siri|esiri) ike", "stiff neck"],
  ["akwukwu|odido|(ahu|aru) (na-)?ama (ya |m )?jijiji", "convulsing"],
  ["(o )?dara n'ala", "collapsed"],
  ["(onu|ihu) (ya |m )?(agbagoo|agbagola|agbagoola|agbagoro|gbagoro|gbagọrọ)", "face drooping"],
  ["aka nri|akuku aka nri", "right side"],
  ["akuku aka ekpe", "left side"],
  ["otu akuku( ahu)?", "one side"],
  ["(enweghi|nweghi) ike ikwu okwu( nke oma)?|okwu ya (adighi|agbagoro)", "slurred speech"],
  ["(isi ya|uche ya) (agbagwoju|adighi)|o na-ekwu okwu efu", "confused"],
  ["ura (na-)?(atu|tu) ya (nke ukwuu|oke)|o na-arahu ura (mgbe niile|nke ukwuu)", "very sleepy"],
  ["isi (m |ya )?(na-)?(awa|egbu|afu) (m|ya)?|isi owuwa|isi mgbu", "headache"],
  ["anya (m |ya )?(na-)?(agba|gbara) (ochichiri|ochichi)|anya (m |ya )?adighi ahu uzo nke oma", "blurred vision"],
  // Belly, vomiting, bleeding.
  ["(agbo|na-agbo|gbọrọ|gbara) (obara|ọbara)|obara n'agbo", "vomiting blood"],
  ["(na-)?agbo (agbo|ihe)|agbọ|gbọrọ agbọ", "vomiting"],
  ["ukwara (nwere )?obara|(na-)?akwa obara", "coughing up blood"],
  ["nsi (ojii|oji)", "black stools"],
  ["afo (ọsịsa|osisa|na-asa|na-agba)|afọ ọsịsa", "diarrhoea"],
  ["afo (m |ya )?(na-)?(egbu|afu|awa) (m |ya )?(mgbu)?|mgbu afo", "belly pain"],
  ["afo (m |ya )?(zara|ọzara)", "swollen belly"],
  ["obara (na-)?(agba|asọ|aso) (nke ukwuu|oke|ukwu)|obara (nke )?ukwuu", "bleeding heavily"],
  ["obara (na-)?(agba|asọ|aso|aputa)", "bleeding"],
  ["obara|ọbara", "blood"],
  ["anya (ya |m )?(achaala|na-acha) (odo odo|edo edo)|odo odo", "yellow eyes"],
  ["anya (ya |m )?(abanyela|danyere) n'ime", "sunken eyes"],
  // Pregnancy.
  ["(di|dị|o di|m di) ime|ime (onwa|ọnwa)|nwanyi di ime", "pregnant"],
  ["nwa (no n'afo|di n'afo|n'afo) (adighi|anaghi) (emeghari|agaghari|akpali)", "baby moving less"],
  ["mmiri (ime )?(agbawaala|gbawara|na-apụta)", "waters broke"],
  // Skin, injuries, bites.
  ["(ihu|egbugbere onu|ire)\\w* (azaala|zara|na-aza)", "face swollen"],
  ["(azaala|zara|ọzịza|ozuza)", "swollen"],
  ["agwo (tara|tagburu)|ntata agwo", "snake bite"],
  ["nkita (tara|tagburu)|ntata nkita", "dog bite"],
  ["(dara|si) n'elu (osisi|ulo|okada|ogwe)", "fell from a height"],
  ["(isi ya|o) kuru (n'ala|mgbidi)|o kuru isi", "hit his head"],
  ["oku (gbara|gbagburu)|o gbara oku", "burn"],
  // Severity.
  ["nke ukwuu|ukwuu", "a lot"],
  ["ntakiri|obere", "mild"],
  ["(ahu|aru) (ya |m )?(na-)?ekpo oku (nke ukwuu|oke)|oke iba", "high fever"],
  ["iba|((ahu|aru) (ya |m )?)?(na-)?ekpo oku", "fever"],
  ["(ahu|aru) (ya |m )?(juru oyi|ji oyi)", "cold to touch"],
  ["(enweghi|nweghi) ike( o bula)?|ike (agwula|gwula)", "very weak"],
  ["(mara|mere) (ya|m) mma|egbe (gbara|gbagburu)", "stabbed"],
  // Poisons, overdoses, assault, allergy, water and current, a background that changes the danger.
  ["(nuru|loro|lora) (ogwu|ọgwụ) (nke ukwuu|otutu|niile|karia)", "took too many tablets"],
  ["(nuru|nuo|lora|loro) (nsi|ogwu ahuhu|ogwu oke|kerosene|mmanu oku|bleach|jik|hypo)", "drank poison"],
  ["(dinara|dina) (ya|m|ha) n'?ike", "raped"],
  ["(oria|oya) (shuga|sugar)", "diabetic"],
  ["sickle cell|(oria|oya) sickle", "has sickle cell disease"],
  ["anya|anya ya", "eye"],
  // What the person cannot do, after "cannot": drinking, standing, swallowing, speaking, seeing.
  ["(enweghi|nweghi|o nweghi|o naghi enwe) ike", "cannot"],
  ["(inu|anu|ịṅụ) mmiri", "drink"],
  ["iri nri", "eat"],
  ["(ije|ijeghari)", "walk"],
  ["ikwu okwu", "speak"],
  ["iku ume", "breathe"],
  ["ihu (uzo|ihe)", "see"],
  ["ilo (ihe|nri|mmiri)?", "swallow"],
  ["(iguzo|ibili|iguzoro)", "stand"],
  ["onu (ya |m )?(kporo|kpọrọ) nku", "dry mouth"],
  ["mgbu|ufu", "pain"],
  // Round 13 (chat27): yellow skin (after the yellow eyes above), rice-water stools (cholera, WHO), the meningitis signs.
  ["(na-?acha|achaala|acha|chara|di) (odo|edo)( odo| edo)?", "yellow"],
  ["(dika )?mmiri osikapa", "rice-water stool"],
];

// Measured values, read the same way in every language: the number is carried over as English with what it measures
// ("BP mama mi je 210/130" → "bp 210/130", "sugar din babana ya sauka zuwa 35" → "blood sugar is 35"), and the
// English readers judge it (the chat's rules and the symptom checker's number reader, worker/checker/lay-
// constructions.ts: BP ≥ 180/120 NICE NG136; sugar < 4 mmol/L or 70 mg/dL NICE NG17/NG28; fever ≥ 38 °C NICE NG143).
// Only the number is read (a lookbehind finds the word that names the measure, up to a few words before it), so the
// words between ("mama mi", my mother) are still read by the language's own entries. Units are turned into the
// ones the English readers know, by writing digits, never by guessing: francophone Africa writes a blood pressure in
// cmHg ("21/13" is 210/130 mmHg), and a glycaemia in g/l ("0,35 g/l" is 35 mg/dl).
export const BP_WORD =
  "(?:bp|b\\.p|tension|tention|pression|presha|pressure|hawan jini\\w*|shinikizo|eje riru|obara mgbali)";
const SUGAR_WORD = "(?:sugar|suga|shuga|sukari|glucose|glycemie|glucometer|glucometre|taux de sucre)";
const TEMP_WORD =
  "(?:temperature|temp|fievre|iba|zazzabi\\w*|zafin jiki\\w*|homa|joto|okpomoku|ahu oku|ara gbigbona|thermometre|kipimajoto)";
// The weather's temperature ("la température dehors est de 41 degrés", "joto la nje ni 40") is not a fever.
const OUTSIDE =
  "(?<!(?:dehors|exterieur|meteo|climat|nje|hali ya hewa|waje|yanayi|ita gbangba|oju ojo|n'?ezi|outside|weather)\\b[^.]{0,30})";
const NEAR = (word: string, words: number) => `(?<=${word}(?: [^ ]+){0,${words}} )`;
const FOOD_UNITS = "(?! ?(?:g|kg|grammes?|grams?|cuilleres?|spoons?|vijiko|kijiko|cubes?|morceaux|sachets?)\\b)";
const measures: GlossEntry[] = [
  // Blood pressure in cmHg ("tension à 21/13"): the same digits with a zero, mmHg.
  [`${NEAR(BP_WORD, 6)}(1\\d|2\\d|[7-9]) ?(?:/|sur|over) ?([4-9]|1\\d|20)(?!\\d|[.,]\\d)`, "bp $10/$20"],
  [`${NEAR(BP_WORD, 6)}(\\d{2,3}) ?(?:/|sur|over|juu ya) ?(\\d{2,3})`, "bp $1/$2"],
  // A pair whose top number has three digits is a blood pressure even when the word is in an earlier turn ("ya mama
  // sasa ni 200/125"): no date or score is written so.
  ["(1\\d\\d|2\\d\\d) ?/ ?(\\d{2,3})", "bp $1/$2"],
  // Blood sugar: g/l ("0,35 g/l" = 35 mg/dl; "0,6 g/l" = 60), mmol/l, or a bare number (mg/dl).
  [`${NEAR(SUGAR_WORD, 6)}0[.,](\\d\\d) ?g ?/? ?l`, "blood sugar is $1"],
  [`${NEAR(SUGAR_WORD, 6)}0[.,](\\d) ?g ?/? ?l`, "blood sugar is $10"],
  [`${NEAR(SUGAR_WORD, 6)}(\\d{1,2})[.,](\\d) ?mmol(?: ?/ ?l)?`, "blood sugar is $1.$2 mmol"],
  [`${NEAR(SUGAR_WORD, 6)}(\\d{1,2}) ?mmol(?: ?/ ?l)?`, "blood sugar is $1 mmol"],
  // A reading with a decimal and no unit ("suga ya sauka zuwa 2.5") is in mmol/l: mg/dl is written in whole numbers.
  [`${NEAR(SUGAR_WORD, 6)}(\\d{1,2})[.,](\\d)(?! ?(?:g|kg|mg|grammes?|grams?|%|\\d))`, "blood sugar is $1.$2 mmol"],
  [`${NEAR(SUGAR_WORD, 6)}(\\d{2,3})${FOOD_UNITS}(?! ?(?:/|mmol|g ?/ ?l))`, "blood sugar is $1"],
  // A temperature: "iba omo mi je 40", "homa ya nyuzi 40", "40 de fièvre".
  [
    `${OUTSIDE}${NEAR(TEMP_WORD, 5)}(3[5-9]|4[0-2])(?:[.,]\\d)?(?: ?°)?(?: ?(?:c|degres?|degrees?)(?![a-z]))?`,
    "temperature $1",
  ],
  ["(3[89]|4[0-2])(?:[.,]\\d)? ?(?:°|degres?)? ?(?:c )?de (?:fievre|temperature)", "temperature $1"],
  // Oxygen saturation ("oxygen dey 85", "saturation à 86 %").
  [`${NEAR("(?:oxygen|oxygene|oksijeni|oxigen|okisijini|spo2|saturation|sat)", 4)}([5-9]\\d) ?%?`, "oxygen $1%"],
];

// Times long past and a relative's death from an illness: the history the English rules leave out of the danger now
// ("Kaka yangu alipata kifafa mwaka jana" is a fit last year, "ma grand-mère est morte d'un AVC" family history).
// Round 18 (chat32): French "une convulsion à 2 ans" (at 2 years old) is history; "il a 6 ans", "mon fils a 6 ans" (he is
// 6) is an age now, so "a" after a subject is left out.
const past: GlossEntry[] = [
  [
    "mwaka (jana|uliopita)|l'an dernier|l'annee (derniere|passee)|odun (to|ti o) koja|n'?afo (gara aga|gara)|shekarar (da ta )?wuce",
    "last year",
  ],
  [
    "(akiwa|nilipokuwa|alipokuwa) na (umri wa )?miaka \\w+|a l'age de \\d+ ans|quand (il|elle|j') ?(avait|etait|avais|etais) \\d+ ans|nigba (ti (o|mo) |to )(wa|je) (ni )?(omo )?odun \\w+|mgbe (o|m) di afo \\w+|lokacin da (yake|take|nake) (dan |'?yar )?shekara \\w+|miaka (\\w+ )?iliyopita|il y a (\\d+|deux|trois|quelques|plusieurs) ans|odun (\\w+ )?(seyin|sehin)|afo (\\w+ )?gara aga|shekaru (\\w+ )?da suka (wuce|gabata)|(?<!\\b(il|elle|qui|on|tu|fils|fille|enfant|bebe|frere|soeur|pere|mere|papa|maman|j') )a (\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) ans",
    "years ago",
  ],
  [
    "(alikufa|alifariki|walikufa|walifariki) (kwa|kutokana na)|((est|etait) )?(mort|morte|decede|decedee)s? (d'un|d'une|de|du|des suites d'un)|(ya|ta) rasu( sakamakon| saboda)?|(ya|ta) mutu (sakamakon|saboda|sanadiyyar)|ku (nipa|latari)|nwuru (n'ihi|site na)",
    "died of",
  ],
];

// English words said inside Hausa, Yoruba, Igbo, Swahili or French sentences (medicines, devices, conditions): read as
// themselves, after each language's own phrases that contain them.
const loanwords: GlossEntry[] = [
  ["stiff neck", "stiff neck"],
  // Round 15 (chat29): "Baby mi ko le breathe, o ti di blue", "hawezi ku-breathe": breathing and a blue colour said in
  // English inside another language.
  ["breathe|breathing|breath", "breathe"],
  [
    "(ti di|di|don turn|turn|acha|na-?acha|amekuwa|anakuwa|devient|devenu|est|ya zama|ta zama) (blue|bleu|bleue)",
    "turned blue",
  ],
  ["chest (dey |is )?(draw|drawing|pull|pulling|sink|sinking)\\w* in", "chest indrawing"],
  ["insulin|insuline", "insulin"],
  ["tramadol|tramol|tramadols", "tramadol"],
  ["codeine", "codeine"],
  ["(cough )?syrup|sirop", "syrup"],
  ["inhaler|inhalateur|ventoline", "inhaler"],
  ["diabetes|diabete", "diabetes"],
];

// Round 15 (chat29): what already happened and is over, and what is denied. Read before each language's own words:
// the writer who says "I fainted" is awake ("na suma", "adara m mba"), a nosebleed that has stopped, "fine now", and
// French that drops its "ne" in SMS ("je respire pas", "il se réveille pas").
const settledBefore: Partial<Record<Lang, GlossEntry[]>> = {
  fr: [
    ["(ne )?breathe (pas|plus)( bien)?", "cannot breathe"],
    ["saign\\w* du nez|saignement\\w* de nez", "nosebleed"],
    ["(mais )?(ca|il|elle|le sang|cela) (s'est|a) arrete\\w*( de saigner| tout seul| toute seule)?", "it has stopped"],
    ["(ne|n') ?(me |te |se |nous |vous |m'|t'|s')\\w+ (pas|plus|jamais)", "not"],
    [
      "(ca va|je vais|il va|elle va|je me sens|il se sent|elle se sent) (bien|mieux)( maintenant)?|ca va maintenant",
      "fine now",
    ],
    [
      "(je |il |elle )?(ne )?(sens|sent) (toujours |plus |pas |toujours pas |plus du tout )+(mon|son|ma|sa) (bras|jambe|main|pied)",
      "cannot feel arm",
    ],
    ["respire (plus|pas) (bien|normalement|correctement)", "difficulty breathing"],
    ["respire (plus|pas)", "not breathing"],
    ["se reveille (plus|pas)", "not responding"],
    ["bouge (plus|pas)", "not moving"],
  ],
  ha: [
    ["(ban|bai|ba (na|ya|ta)) (taba )?(yin )?suma( ba)?", "never fainted"],
    ["na (yi )?suma", "i fainted"],
    ["ba (na|ya|ta) (iya )?jin (hannu|kafa|kafafu|gefen jiki)\\w*", "cannot feel arm"],
    ["(yana|tana|ina) rawar jiki|rawar jiki", "shaking"],
    ["(ya|ta|na) (rude|rikice)", "confused"],
    ["sabon magani|sabon kwaya\\w*", "the new medicine"],
    ["bayan (na|ya|ta|sun) ci", "after eating"],
    ["(fuska|lebe|lebba|harshe|makogwaro)\\w* \\w+ (ya|ta|sun) kumbura", "face swollen"],
    ["jini (ya|yana|ta) (fito|zubo|zuba) (daga|a|ta) hanci\\w*", "nosebleed"],
    ["ba (na|ya|ta) (iya )?(yin )?(barci|bacci)( sosai| da kyau)?( ba)?", "cannot sleep"],
    [
      "(yanzu )?(ina|yana|tana|suna) (lafiya|kalau)( lau| kalau)?( yanzu)?|(yanzu )?lafiya (lau|kalau)|yanzu (kuma )?lafiya|lafiya yanzu",
      "fine now",
    ],
  ],
  yo: [
    ["ara (mi|re|e|won) ti (ya|da)( bayi)?|(mo|o) ti (gba pada|dara)( bayi)?", "fine now"],
    ["(o|eje|e) ti duro", "it has stopped"],
    ["ko (ji|taji) (rara|mo|rara rara)", "not waking properly"],
    ["ko le (breathe|mi)( daadaa| dada)?", "cannot breathe"],
    ["(apa|ese|owo) (mi|re|e) (ko si ni|ko ni|ko le|ko si le) (agbara|gbe|mira)\\w*", "arm weak"],
    ["(o |mo )?n gbon( gan| pupo)?", "shaking"],
    ["ori (re|e|won) ko (pe|pe mo)", "confused"],
    ["eje (n )?(jade|san|ja) (ni|lati|ninu) imu( mi| re| e)?", "nosebleed"],
  ],
  ig: [
    ["a?dabeghi (m |ya )?mba|a?daghi (m |ya )?mba", "never fainted"],
    ["a?dara (m |ya )?mba", "fainted"],
    ["(a|o) ?di (m |ya )?mma( ugbu a)?", "fine now"],
    ["(o |a)?naghi eteta|(o )?teteghi", "not waking properly"],
    ["(o |a)?naghi (breathe|eku ume)( well| nke oma)?", "cannot breathe"],
    ["(o|obara) (akwusila|kwusiri|kwusila)", "it has stopped"],
    ["aka (m|ya) (ka )?(adighi|enweghi) ike", "arm weak"],
    ["(a|o)?kuru isi|(a|o)?kuru isi (ya|m)", "hit his head"],
    ["(na-?|na )?ehi ura (nke ukwuu|oke|mgbe niile)|ura (na-?)?atu ya (nke ukwuu|oke)", "very sleepy"],
    ["obara (si|na-?asi|siri) (m |ya )?n'?imi( m| ya)?( puta| aputa)?", "nosebleed"],
  ],
  sw: [
    ["nilizimia|nimezimia|nilipoteza fahamu", "i fainted"],
    // A denial read right ("hakuna homa") leaves the signs that were there to be read in their own words.
    ["(ana|a)?sinzia (sana|mno)|anasinzia|anasinziasinzia", "very sleepy"],
    ["hataki (kuamka|kuzinduka)|haamki( kabisa)?", "not waking properly"],
    ["hataki (kunywa|kula|kunyonya)( chochote| kitu)?|hawezi kunywa", "not feeding"],
    ["(sasa )?(niko|yuko|tuko|wako) (sawa|salama|poa|vizuri)( sasa)?", "fine now"],
    ["(damu )?(imekoma|imeacha|imesimama|ikakoma|ikaacha)", "it has stopped"],
    [
      "(siwezi|hawezi|hashindwi) kuhisi (mkono|mguu)( wangu| wake)?|(mkono|mguu) (wangu |wake )?(hauna nguvu|umekufa ganzi|una ganzi)",
      "cannot feel arm",
    ],
    ["damu (ilitoka|inatoka|imetoka|ikitoka) (puani|kwenye pua|kwa pua)", "nosebleed"],
  ],
};
// Denials and time words, read after each language's own phrases (which keep their own "not": "ba ya numfashi", "ne
// respire plus"), so "sina homa", "babu zazzabi", "pas de fièvre" read as "no fever" and "jana… lakini sasa niko sawa"
// as "yesterday… but fine now": the English rules' negation and "but" do the rest.
const settledAfter: Partial<Record<Lang, GlossEntry[]>> = {
  fr: [
    ["pas de|pas d'|aucune?", "no"],
    ["jamais", "never"],
    ["hier", "yesterday"],
    ["mais", "but"],
  ],
  ha: [
    ["babu", "no"],
    ["(ban|bai|ba (na|ya|ta|su)) taba", "never"],
    ["jiya", "yesterday"],
    ["amma", "but"],
  ],
  sw: [
    ["sina|hana|hakuna|hatuna", "no"],
    ["(si|ha|hatu|hawa)jawahi", "never"],
    ["jana", "yesterday"],
    ["lakini", "but"],
  ],
  yo: [
    ["ko si", "no"],
    ["mi (o|ko)|emi ko|n ko", "not"],
    ["lana", "yesterday"],
    ["sugbon|sungbon", "but"],
  ],
  ig: [
    ["enweghi", "no"],
    ["unyaahu", "yesterday"],
    ["mana", "but"],
  ],
};
// Months and weeks past: history, as the English rules read "last month" (a fit last month, fine now).
const recent: GlossEntry[] = [
  [
    "mwezi (uliopita|jana)|le mois dernier|il y a (un|\\d+|deux|trois|quelques|plusieurs) mois|osu (to|ti o) koja|onwa (gara aga|gara)|watan (jiya|da ya wuce)",
    "last month",
  ],
  ["wiki iliyopita|la semaine derniere|ose (to|ti o) koja|izu (gara aga|gara)|makon (jiya|da ya wuce)", "last week"],
];

/** Times past, for any reader of these languages (the offline engine's phrasebook keeps them with its topic). */
export const TIMES_PAST: readonly GlossEntry[] = [...past.slice(0, 2), ...recent];

/**
 * Hausa SMS writes "ba ya" (he does not) as one word: "jini baya tsayawa", "baya numfashi", "bata farkawa". Before a
 * verb the glossary reads after "ba ya", the two words are restored ("baya" alone stays the back, "bayan" after).
 */
export const GLOSS_PREP: Partial<Record<Lang, Array<[RegExp, string]>>> = {
  ha: [
    [
      /(?<![\p{L}])ba(ya|ta|na)(?= (iya|numfashi|tsayawa|daina|farkawa|farka|motsi|amsa\w*|gani|sha|shan|ci|tsotsa|fitsari|yin|magana|jin|barci|bacci|taba)(?![\p{L}]))/gu,
      "ba $1",
    ],
  ],
};

const glossOf = (lang: Lang, own: GlossEntry[], extra: GlossEntry[] = []): GlossEntry[] => [
  ...measures,
  ...past,
  ...recent,
  ...extra,
  ...(settledBefore[lang] ?? []),
  ...own,
  ...(settledAfter[lang] ?? []),
  ...loanwords,
];

/** The glossary of each language the safety layer reads word by word (English and Pidgin need none). */
export const GLOSSARY: Partial<Record<Lang, readonly GlossEntry[]>> = {
  fr: glossOf("fr", fr),
  sw: glossOf("sw", sw),
  ha: glossOf("ha", ha, [["bara", "last year"]]),
  yo: glossOf("yo", yo),
  ig: glossOf("ig", ig),
};
