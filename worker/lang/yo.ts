// Yoruba: the chat's words in this language, each once with its English meaning and its role.
import { ask, topic, word, type Lexicon } from "./lexicon.ts";

export const yo: Lexicon = {
  phrasebook: [
    // Round 19 (chat33): whether laughing is good or bad for the body, asked after "dying of laughter" (NHS).
    topic(/\berin\b[^?]{0,40}\b(dara|ara|ilera|buru|ipalara|ewu)\b/, "is laughing good or bad for health"),
    // Round 15 (chat29): what already happened and is over ("I fainted yesterday, fine now", a knock to the head last
    // week, playing normally), the adult paracetamol limit in a day, snoring, a missed pill, salt with high blood
    // pressure; read before the plain topics inside them.
    topic(
      /\b(giri|warapa)\b[^?]{0,60}\b(iba|ara (re|e|omo) (n |ti )?gbona|ara gbigbona)\b|\b(iba|ara (re|e) (n |ti )?gbona)\b[^?]{0,60}\b(giri|warapa)\b/,
      "febrile seizures in young children: are they harmful?",
    ),
    topic(
      /\bdaku\b[^?]{0,50}\b(mo|o) ti (wa )?(dada|daadaa|dara)\b/,
      "I fainted but I am fine now, why do people faint?",
    ),
    topic(
      /\b(mu|mo ti mu) oti\b[^?]{0,60}\b(panadol|paracetamol|oogun)\b/,
      "can I take paracetamol after drinking alcohol?",
    ),
    topic(
      /\bdaku\b[^?]{0,50}\b(ara (mi|re|e) ti ya|ara (mi|re|e) ti da|(mo|o) ti dara)\b/,
      "I fainted but I am fine now, why do people faint?",
    ),
    topic(
      /\b(fi ori gba|ori (re|e) gba|gba ori)\b[^?]{0,50}\b(ose to koja|lana|lose to koja)\b[^?]{0,40}\b(n sere|ara re ti ya|o ti dara)\b/,
      "after a knock to the head, what should I watch for?",
    ),
    topic(
      /(?<!\b(omo|omode|ikoko)\w*\b[^?]*)(?![^?]*\b(omo|omode|ikoko)\w*\b)(?:\bparacetamol\b[^?]{0,20}\b(elo|melo)\b[^?]{0,30}\b(lojo kan|lojumo|ni ojo kan)\b|\b(elo|melo)\b[^?]{0,20}\bparacetamol\b[^?]{0,30}\b(lojo kan|lojumo|ni ojo kan)\b)/,
      "how much paracetamol can an adult take in a day?",
    ),
    topic(/\b(n hanrun|hanrun|hon hanrun)\b/, "loud snoring in sleep, sleep apnoea?"),
    topic(
      /\b(gbagbe|ko)\b[^?]{0,10}\b(pill|oogun idena oyun|egbogi idena oyun)\b/,
      "I missed my contraceptive pill, what should I do?",
    ),
    topic(
      /\biyo\b[^?]{0,40}\b(eje riru|bp|ifunpa giga)\b|\b(eje riru|bp|ifunpa giga)\b[^?]{0,40}\biyo\b/,
      "how much salt a day with high blood pressure?",
    ),
    topic(/\birorere\b/, "what can I use for pimples acne?"),
    // Round 14 (chat28): a short follow-up that leans on the turn before ("and for a six-year-old?"), and one's own
    // risk asked after a relative's illness ("so that it doesn't happen to me", "lower my risk").
    topic(
      /^\s*(ti|ati ti|ti ti) (omo|omode|awon omode|omo kekere)\b[^?]{0,30}\b(nko|nkan)\b/,
      "what about for a child?",
    ),
    topic(
      /\b(dena|yago fun)\b[^?]{0,20}\b(fun ara mi|ki o ma (ba )?mu mi|ki o ma se mi)\b|\bdin ewu\w* (mi |temi )?ku\b|\bdinku ewu\b|\bewu (mi|temi)\b/,
      "how can I lower my own risk?",
    ),
    topic(
      /\b(ibanuje|ibinuje|ekun)\b[^?]{0,60}\b(ku|ti ku|doloogbe)\b|\b(ku|ti ku)\b[^?]{0,40}\b(ibanuje)\b/,
      "how can I support a friend who is grieving after a death",
    ),
    topic(
      /\beje\b[^?]{0,30}\b(ibalopo|ibasepo|ajosepo) (akoko|akoko mi|ni igba akoko)\b/,
      "is it normal to bleed a little after sex the first time",
    ),
    topic(/\b(siga|sigaa|taba)\b/, "how can I stop smoking"),
    topic(
      /\b(elo|melo)\b[^?]{0,40}\b(paracetamol|panadol|ibuprofen|oogun|syrup)\b[^?]{0,40}\bomo\b/,
      "what dose of medicine for my child",
    ),
    topic(/\b(o ti pe|o je|o ti di|omo) odun (\d+|\w+)\b[^?]{0,30}\b(elo|melo)\b/, "what about for a child?"),
    // Round 19 (chat33): "kini o n fa", "ki lo le fa" (what causes) in every form (NHS fainting).
    topic(
      /\bdaku\b[^?]{0,50}\b((kini|ki|kilo) (lo|o) (n|le|maa n) fa|kilo n fa|kilode|kini idi)\b|\b((kini|ki|kilo) (lo|o) (n|le|maa n) fa|kilo n fa|kilode)\b[^?]{0,20}\bdaku\b/,
      "why do people faint, what causes fainting",
    ),
    topic(
      /\b(fi|ko|to)\b[^?]{0,10}\b(oogun|ogun|kerosini|kemika)\b[^?]{0,20}\bpamo\b[^?]{0,30}\b(omode|awon omo)\b/,
      "how do I keep medicines and chemicals away from children",
    ),
    topic(/\b(suga|sugar)\b[^?]{0,15}\b(ti lo sile|lo sile|kere ju|ja sile)\b/, "low blood sugar"),
    topic(
      /\b(iba|ara gbigbona)\b[^?]{0,25}\b(omo|omode|omo mi)\b[^?]{0,25}\b(le ju|ti le|buru|lewu|ju bo se ye lo)\b/,
      "how do I know if my child's fever is serious",
    ),
    // Round 13 (chat27): first aid for fainting and a fit asked calmly, a controlling or violent partner, water before 6
    // months, planning a pregnancy, gaining weight, teething, a mild fever in a child who plays and eats, deworming, and
    // "and if I'm pregnant?" after a medicine question; read before the plain topics inside them.
    topic(
      /\b(ba |bi )?(eniyan|enikan|eni kan|eni)\b[^?]{0,20}\bdaku\b|\bdaku\b[^?]{0,30}\b(niwaju mi|lojiji)\b/,
      "what to do if someone faints first aid",
    ),
    topic(
      /\bran\b[^?]{0,30}\b(giri|warapa|seizure)\b[^?]{0,20}\blowo\b/,
      "how to help someone having a seizure first aid",
    ),
    topic(
      /\b(ore mi okunrin|boyfriend|oko mi)\b[^?]{0,40}\b(n lu mi|lu mi|n ye foonu mi|n wo foonu mi|n yewo foonu|n da mi duro)\w*/,
      "my partner checks my phone controls me or hits me, is it normal controlling violent partner",
    ),
    topic(
      /\bosu (\d|kan|meji|meta|merin|marun)\b[^?]{0,60}\bomi\b|\bomi\b[^?]{0,60}\bosu (\d|kan|meji|meta|merin|marun)\b/,
      "should I give my baby water before 6 months breastfeeding only",
    ),
    topic(
      /\b(a|mo|awa) (fe|n fe) (bimo|loyun|ni omo)\b|\bki (n|a) to loyun\b/,
      "planning a pregnancy, what to do before trying for a baby",
    ),
    topic(/\b(n hu|hu|ti n hu) eyin\b|\beyin (n hu|ti n hu|jade)\b|\bteething\b/, "my baby is teething, what can I do"),
    topic(
      /\b(iba|ara gbigbona)( die)?\b[^?.]{0,50}\b(n sere|n jeun|n je)\b(?:[^?.]*\b(daadaa|dada|jeun)\b)?/,
      "my child has a mild fever but is playing and eating well, what should I do",
    ),
    topic(
      /\b(ogun aran|oogun aran|aran inu|deworm\w*|albendazole|mebendazole)\b/,
      "when and how often should I deworm my child",
    ),
    topic(/^\s*(ti|bi) (mo|o) ba (ti )?loyun( nko| nkan)?\b/, "and if I am pregnant?"),
    // Round 12 (chat26): what triggers a fit, HPV and other vaccines by name, alcohol for young people, HIV treatment,
    // tramadol and codeine, a relative's stroke and one's own risk, stopping BP medicines, screens and sleep, asthma
    // triggers; read before the plain topics inside them.
    topic(
      /\b(giri|warapa|epilepsy|seizure)\b[^?]{0,60}\b(kini o le fa|ohun ti o n fa|ohun to n fa|kini o n fa|ki lo n fa|ki lo le fa)\b|\b(kini o le fa|ki lo n fa|kini o n fa)\b[^?]{0,30}\b(giri|warapa)\b/,
      "what can trigger a seizure in epilepsy triggers",
    ),
    topic(/\bhpv\b/, "hpv vaccine age girls cervical cancer"),
    topic(/\b(iba pon|iba ponju|yellow fever)\b/, "yellow fever vaccine one dose for life travel"),
    topic(
      /\b(measles|igbona|eyi)\b[^?]{0,40}\b(ajesara|abere)\b|\b(ajesara|abere)\b[^?]{0,40}\b(measles|igbona)\b/,
      "when is the measles vaccine given 9 months",
    ),
    topic(/\bhepatitis b\b/, "how many doses of hepatitis b vaccine"),
    topic(
      /\boti\b[^?]{0,40}\b(lojoojumo|lojumo|ojoojumo|gbogbo ojo)\b[^?]{0,40}\b(odo|omode|awon odo|omo)\b|\b(odo|omode)\b[^?]{0,40}\boti\b/,
      "is drinking alcohol daily bad for a teenager",
    ),
    topic(/\bundetectable\b|\bu ?= ?u\b/, "undetectable viral load transmit hiv partner"),
    topic(
      /\b(gbagbe|fo)\b[^?]{0,30}\b(arv|oogun (hiv|kokoro hiv)|tld)\b/,
      "what happens if i miss a dose of hiv treatment arv",
    ),
    topic(/\b(tramadol|tramol)\b/, "tramadol misuse addiction effects"),
    topic(/\bcodeine\b/, "codeine syrup misuse addiction"),
    topic(
      /\b(ku nipa|ku latari)\b[^?]{0,20}\b(stroke|aisan ororo|ororo)\b/,
      "my grandmother died of a stroke, am i at risk family history",
    ),
    topic(
      /\b(oogun|ogun) (bp|eje riru)\b[^?]{0,40}\b(da duro|duro|fi sile)\b/,
      "can i stop my bp drugs now that i feel better",
    ),
    topic(
      /\b(foonu|phone)\b[^?]{0,40}\b(orun|sun)\b|\b(orun|sun)\b[^?]{0,40}\b(foonu|phone)\b/,
      "can't sleep because of my phone screens at night",
    ),
    topic(
      /\b(asthma|ikọ fe|iko fe)\b[^?]{0,60}\b(harmattan|oye|eruku|eefin)\b/,
      "asthma triggers harmattan dust smoke",
    ),
    // Round 11 (chat25): first aid asked calmly (a burn, a snake or dog bite, a fit), typhoid and malaria "together",
    // a friend or relative who drinks, someone who has withdrawn, a pregnant relative's food, the fertile days,
    // diabetes and local staples, nightmares, NHIA; read before the plain topics inside them.
    topic(/\beje imu\b|\bimu (re |mi )?(n |ti n )?(se|san|jade) eje\b/, "how to stop a nosebleed"),
    topic(
      /\b(nkan|ohun|ounje) (to |ti o |ti |ba )?ha (omo |eniyan |enikan )?(ni |si )?ofun\b/,
      "first aid for choking",
    ),
    topic(/\b(se|po|pese) ors\b|\bors\b[^.?]{0,15}\b(nile|ni ile)\b/, "how to make ORS at home recipe"),
    topic(
      /\b(iba|malaria)\b[^.?]{0,40}\b(typhoid|taifodu|taifoidi)\b|\b(typhoid|taifodu|taifoidi)\b[^.?]{0,40}\b(iba|malaria)\b/,
      "can typhoid and malaria come together at the same time test",
    ),
    topic(
      /\b(ti|bi) (enikan|eniyan|eni kan|omo kan)( ba)? (n gbon|ni giri|ni warapa)\b/,
      "what should I do if someone is having a seizure",
    ),
    topic(/\bejo (ba |ti )?(bu|ge|san)\b/, "first aid for a snake bite"),
    topic(/\baja (ba |ti )?(bu|ge|san)\b/, "first aid after a dog bite rabies"),
    topic(
      /\bina (to |ti o |ti )?jo\b|\b(omi|epo) gbona\b[^.?]{0,20}\b(jo|ba)\b|\bjona\b/,
      "first aid for a burn or scald",
    ),
    topic(
      /\b(ore|egbon|aburo|baba|iya|oko) (mi|re)\b[^.?]{0,30}\b(n mu|mu) (oti|emu|otí)\b/,
      "worried about a friend's heavy drinking, a drinker",
    ),
    topic(
      /\bko (ba enikeni|ba enikan|ba wa|ba eniyan) soro mo\b|\bko soro mo\b|\b(wa|n gbe|duro) (ninu|sinu) yara\b/,
      "how to help my brother who has withdrawn and barely talks to anyone",
    ),
    topic(
      /\b(aboyun|oloyun|o loyun)\b[^.?]{0,30}\b(ounje|je|jeun)\b|\b(ounje|je)\b[^.?]{0,30}\b(aboyun|oloyun)\b/,
      "what to eat in pregnancy food diet",
    ),
    topic(
      /\b(ojo|igba|asiko) ti (mo|obinrin|eniyan|a) (le|ti le) (loyun|lo oyun|gba oyun)\b|\bfertile\b|\bovulation\b/,
      "when is a woman most fertile ovulation fertile window",
    ),
    topic(
      /\b(suga|sugar|itosuga|diabetes)\b[^.?]{0,40}\b(amala|eba|iyan|fufu|eko|ogi|iresi|rice)\b/,
      "what can a person with diabetes eat amala eba rice sugar portion",
    ),
    topic(
      /\b(ala buburu|ala ti o n ba (mi|a|e) ru|ala ibanuje)\b/,
      "nightmares in a child after something frightening",
    ),
    topic(/\b(nhia|nhis)\b/, "what does NHIA health insurance cover how to register"),
    ask(/\biranlowo akoko\b/, "first aid for"),
    // Round 10 (chat24): fasting sugar, period pain, dizziness on standing, stopping weed, the pill and weight or
    // fertility, using an inhaler, Alabukun every day, garri and the eyes, the signs of an STI, a stroke's signs.
    topic(
      /\b(suga|sugar|sukari|iye suga)\b(?:[^.?]|\.\d){0,40}\b(ki n to jeun|ki a to jeun|ki eniyan to jeun|lai jeun|laijeun)\b/,
      "normal fasting blood sugar level",
    ),
    topic(
      /\b(oyi|ori (mi )?n yi)\b[^.?]{0,30}\bdide\b|\bdide\b[^.?]{0,30}\b(oyi|ori (mi )?n yi)\b/,
      "why do I feel dizzy when I stand up",
    ),
    topic(/\b(mu|fa|mimu|nmu|n mu) igbo\b|\bweed\b|\bganja\b/, "how to stop smoking weed cannabis"),
    topic(
      /\b(oogun|egbogi|pill)\w* (ifeto somobibi|idena oyun|ti ko je ki (n|a|eniyan) loyun)\b[^.?]{0,40}\b(sanra|bimo|ibimo|yagan|agan)\b/,
      "does the contraceptive pill make you gain weight or infertile",
    ),
    topic(/\binhaler\b/, "how to use an inhaler properly"),
    topic(/\balabukun\b/, "is it safe to take Alabukun aspirin every day"),
    topic(/\b(gaari|garri|gari)\b[^.?]{0,40}\boju\b/, "does garri damage the eyes"),
    topic(
      /\b(arun|aisan) (ibalopo|ti a n ko nipa ibalopo|ti a n ko lati ibalopo)\b|\b(std|sti)s?\b/,
      "signs of sexually transmitted infections how do I know if I have an STI",
    ),
    // Round 9: bad breath ("ẹnu mi ń rùn": smells, not "run"), toothache.
    topic(/\benu (mi|re|e) (n |ti )?run\b|\benu rirun\b/, "how to get rid of bad breath"),
    topic(/\b(ehin|eyin) (mi |re )?(n )?dun\b/, "toothache what can I take"),
    // Round 8: the everyday questions young people ask (genotype before marriage, hair loss, loneliness, food with
    // typhoid or an ulcer, alcohol on antibiotics, a late period, condoms).
    topic(
      /\b(je|ni) (as|ss|ac)\b|\b(as|ss)\b[^.?]{0,40}\b(fe ara wa|fe ara|fe iyawo|igbeyawo|le fe|bi omo)\b|\b(awa mejeeji|emi ati)\b[^.?]{0,40}\b(je|ni) (as|ss)\b/,
      "genotype AS partner marry children chances",
    ),
    topic(/\birun( ori)?\b[^.?]{0,20}\b(n re|re danu|n ja|n jabo|n bo)\b/, "hair loss"),
    topic(/\b(idawa|adawa|danikanwa)\b|\bmo n da wa\b/, "how to cope with feeling lonely"),
    topic(/\b(typhoid|taifodu|taifoidi)\b/, "what food to eat with typhoid"),
    topic(/\b(ulcer|ogbe inu|egbo inu)\b/, "stomach ulcer food"),
    topic(
      /\b(oti|emu)\b[^.?]{0,40}\bantibiotic\w*|\bantibiotic\w*\b[^.?]{0,40}\b(oti|emu)\b/,
      "alcohol while taking antibiotics",
    ),
    topic(/\bnkan osu\b[^.?]{0,20}\b(ko wa|ko i ti de|ko tii de|ti pe|pe)\b/, "why is my period late"),
    ask(/\bki ?ni (mo|a) le se (bi|ti) (enikan|eniyan|eni kan)\b/, "what should I do if someone is having"),
    topic(/\b(giri|warapa)\b/, "a seizure"),
    topic(/\bidanwo\b/, "exam stress"),
    ask(/\bojo melo+\b/, "how many days is the treatment course for"),
    topic(/\boogun iba\b/, "malaria medicine"),
    topic(/\bwakati melo+\b[^.?]{0,30}\bsun\b|\boorun sisun\b/, "how many hours of sleep do I need"),
    topic(/\b(sanra|fi kun iwon|ko iwon kun)\b/, "how can I gain weight"),
    topic(/\b(kondomu|condoms?|roba idaabobo)\b/, "how to use a condom properly"),
    topic(/\bara (mi|re|e) (n |nn )?run\b|\boorun ara\b/, "how can I get rid of body odour"),
    topic(/\b(eje riru|iwon eje)\b[^.?]{0,20}\b(deede|to dara)\b/, "what is a normal blood pressure reading numbers"),
    ask(/\b(awon )?ami (aisan|arun)?\b/, "what are the signs of"),
    ask(/\bkini (mo le|ki n|mo ti le|o ye ki n) (se|lo)\b/, "what can I do about"),
    word(/\bori (mi )?(n |ti n )?(fo|dun) (mi|e|re)\b/, "headache"),
    word(/\biba\b/, "fever"),
    word(/\bik(o|ọ)\b/, "cough"),
    topic(/\bnkan osu\b/, "period pain"),
    topic(/\b(arun )?(opolo|egba|stroke)\b/, "a stroke"),
    topic(/\b(arun okan|heart attack)\b/, "a heart attack"),
    topic(/\bere idaraya\b/, "exercise"),
    topic(/\b(ose|ọṣẹ)\b[^.?]{0,30}\b(oju ara|abe)\b|\boju ara obinrin\b/, "washing the vagina with perfumed soap"),
    topic(/\beje (mi |re )?(kere|ko to|ti lo sile)\b/, "iron rich foods for low blood"),
    topic(/\b(abere ajesara|ajesara)\b/, "vaccines"),
    topic(/\b(ona )?idena oyun\b|\bifeto somo bibi\b/, "contraception options"),
    topic(/\birorẹ|\birore\b/, "pimples"),
    topic(/\botutu\b/, "a cold"),
    word(/\bdie\b/, "mild"),
    topic(/\bigbe gbuuru\b/, "diarrhoea"),
    ask(/\b(se|ti se) n sise\b|\bsise ninu ara\b/, "how does it work"),
    topic(
      /\b(ese|orun ese|kokosẹ|kokose) (mi |re )?(yi|ti yi|ka|ti ka|rọ|ro)\b|\b(ese|kokose) (mi |re )?(ti )?wu\b/,
      "a sprained ankle",
    ),
    topic(/\b(ge|ti ge|gbe) (ika|owo) (mi|re|e)\b/, "a small cut on my finger"),
    topic(/\b(jo|ti jo) (ika|owo) (mi|re|e)\b/, "a small burn"),
    topic(/\b(dinku|din) (ara|iwuwo|sanra)\b|\b(ra|sanra) ju\b/, "how can I lose weight"),
    topic(/\bomi (melo|to po to)\b|\b(igo|lita) omi melo\b/, "how much water should I drink"),
    topic(/\b(ironu|wahala okan|aibale okan|stress)\b/, "how can I manage stress"),
    topic(/\b(oorun|sun daadaa|ji ni kutukutu)\b/, "how can I sleep better"),
    // Round 16 (chat30): "when" asks ("wasichana huanza hedhi lini", "yaushe zan yi gwaji"), read after every phrase.
    ask(/\b(n?igba wo|nigbawo)\b/, "when"),
  ],
  words: {
    welcome: "Kò tọ́pẹ́!",
    englishForNow: "Fún báyìí, èdè Gẹ̀ẹ́sì nìkan ni mo fi ń dáhùn. Ìdáhùn rẹ nìyí:",
    hello: "Ẹ n lẹ́ o! HealthBuddy ni mí.",
    onlyHealth: "Ọ̀rọ̀ ìlera nìkan ni mo lè ràn ọ́ lọ́wọ́ lé lórí.",
    offTopic:
      /\b(tani o gba|tani o (da|se|ko) (o|yin)|boolu|ere boolu|olu ilu|ise amurele|ise ile iwe|isiro|fiimu|sinima|bi a se n se (akara|obe|iresi)|homework|maths?|football|champions league|world cup|recipe|movie|poem|capital city|video game)\b/,
    notUnderstood:
      "Ọ̀rọ̀ rẹ kò yé mi dáadáa. Bí ẹnìkan bá ń ṣàìsàn gidigidi báyìí (àyà dídùn, ìṣòro mímí, gìrì, ẹ̀jẹ̀ tó ń ṣàn púpọ̀, kò jí), pe {number} tàbí lọ sí ilé ìwòsàn tó súnmọ́ jù lọ lẹ́sẹ̀kẹsẹ̀. Bí bẹ́ẹ̀ kọ́, jọ̀ọ́ kọ ọ́ sí mi ní èdè Gẹ̀ẹ́sì tàbí Pidgin, ní ọ̀rọ̀ tó rọrùn.",
  },
  markers: [
    // Round 19 (chat33): "tani" (who), "agbaye" (world), "boolu" (ball) are Yoruba only.
    [
      /\b(tani|agbaye|boolu|mo|mi|ti|ko|omo|ara|ibà|iba|dun|bawo|kini|ki ni|ejo|eje|aya|oyun|loyun|oju|apa|orun|ounje|dara|fun|pelu|ojo|baba|iya|ise|lati|pupo|oogun|ogun|dada|daadaa|sise|gidigidi|mọ|mo|jade|fipa|lopo|ile iwosan|e kaaro|e kaasan|bawo ni|ori|n fo|fe|ku|laaye|lana|tuntun|omobinrin|san|ki n|ku|mu|majele|kerosini|mo fe|pa ara|aja|epon|inu|iko)\b/g,
      1.2,
    ],
    [/\b(n|o|ni|si|se)\b/g, 0.2],
  ],
  emergency: {
    or: "tàbí",
    header: "🚨 **Èyí lè jẹ́ pàjáwìrì.**",
    call: (n) => `**Pe ${n} báyìí** tàbí kí ẹnìkan gbé ọ lọ sí ilé-ìwòsàn tó sún mọ́ jù lọ lẹ́sẹ̀kẹsẹ̀. Má ṣe dúró.`,
    note: "Àlàyé síwájú sí i ní èdè Gẹ̀ẹ́sì:",
    lines: {
      self_harm: "Ó dùn mí pé o ń rí bẹ́ẹ̀. Ìwọ ṣe pàtàkì. Sọ fún ẹnìkan tí o fọkàn tán báyìí, má ṣe dá wà.",
      overdose: "Bí ara rẹ tilẹ̀ yá, lọ sí ilé-ìwòsàn báyìí: paracetamol púpọ̀ máa ń ba ẹ̀dọ̀ jẹ́ láìfura.",
      poisoning: "Má ṣe mú un bì. Mú ìgò náà lọ sí ilé-ìwòsàn.",
      not_breathing: "Tí kò bá mí, bẹ̀rẹ̀ CPR: tẹ àárín àyà rẹ̀ ní agbára àti kíákíá.",
      heart_attack: "Èyí lè jẹ́ àrùn ọkàn (heart attack). Jókòó, sinmi, má ṣe rìn.",
      snake_bite: "Dúró jẹ́ẹ́. Má ṣe so okùn (tourniquet), má ṣe gé ojú ọgbẹ́, má ṣe fa oró jáde pẹ̀lú ẹnu.",
      sexual_assault: "Kì í ṣe ẹ̀bi rẹ. Lọ sí ilé-ìwòsàn láàrin wákàtí 72 fún PEP (HIV) àti oògùn ìdènà oyún pàjáwìrì.",
      infant_fever: "Ibà nínú ọmọ tí kò tíì pé oṣù mẹ́ta nílò dókítà báyìí.",
      animal_bite: "Fọ ojú ọgbẹ́ náà pẹ̀lú ọṣẹ àti omi tó ń ṣàn fún ìṣẹ́jú 15, kí o sì lọ gba abẹ́rẹ́ rabies lónìí.",
      acute_abdomen: "Má ṣe jẹ tàbí mu ohunkóhun, má sì ṣe lo agbo.",
      testicular_torsion: "Ó lè nílò iṣẹ́ abẹ láàrin wákàtí díẹ̀. Má ṣe tijú, lọ báyìí.",
      electric_shock: "Pa iná mànàmáná kí o tó fọwọ́ kàn án. Tí kò bá mí, bẹ̀rẹ̀ CPR.",
      throat_blocked:
        "Jókòó ní títọ́, tẹ̀ síwájú, tu itọ́ jáde. Má jẹ tàbí mu nǹkan, má sì fi búrẹ́dì tàbí omi tì nǹkan sílẹ̀.",
      eye_injury: "Má ṣe fọ́ ojú náà tàbí tẹ̀ ẹ́, má sì gbìyànjú láti yọ ohunkóhun tó há sínú rẹ̀. Fi aṣọ mímọ́ bò ó díẹ̀.",
    },
  },
  gists: {
    cough:
      "Ọ̀pọ̀ ikọ́ máa ń lọ láàrin ọ̀sẹ̀ mẹ́ta: sinmi kí o sì mu omi púpọ̀. Gbé ọmọ lọ sí ilé ìwòsàn tí ikọ́ bá ju ọ̀sẹ̀ mẹ́ta lọ, tí ẹ̀jẹ̀ bá wà, tàbí tí ó bá ń mí kíákíá tàbí pẹ̀lú ìṣòro.",
    headache:
      "Ọ̀pọ̀ orí fífọ́ máa ń lọ pẹ̀lú ìsinmi, omi mímu àti paracetamol. Lọ sí ilé ìwòsàn lẹ́sẹ̀kẹsẹ̀ tí orí fífọ́ bá dé lójijì tí ó sì le gan-an, tàbí pẹ̀lú ọrùn líle, ibà tàbí ìdàrúdàpọ̀.",
    "period-pain":
      "Inú rírun nígbà nǹkan oṣù wọ́pọ̀, kò sì léwu nígbà púpọ̀. Ibuprofen (pẹ̀lú oúnjẹ) tàbí paracetamol máa ń ṣèrànwọ́, àti omi gbígbóná lórí ikùn. Rí oníṣègùn tí ìrora bá ń dí ọ lọ́wọ́ láti lọ sí ilé-ìwé tàbí iṣẹ́.",
    "malaria-prevent":
      "Máa sùn sínú àwọ̀n ẹ̀fọn tí a ti fi oògùn sí ní gbogbo òru, kí o sì kó omi tó dúró kúrò ní àyíká ilé. Ibà èyíkéyìí nílò àyẹ̀wò ibà láàrin wákàtí 24.",
    "seizure-first-aid":
      "Dúró tì í, kó àwọn nǹkan líle kúrò nítòsí rẹ̀, kí o sì dáàbò bo orí rẹ̀. Má ṣe dì í mú, má sì fi nǹkankan sí ẹnu rẹ̀. Nígbà tí gìrì bá dúró, yí i sí ẹ̀gbẹ́ rẹ̀. Pe nọ́ńbà pàjáwìrì tí ó bá ju ìṣẹ́jú 5 lọ, tàbí tí kò bá jí.",
    "healthy-diet":
      "Jẹ oríṣiríṣi oúnjẹ lójoojúmọ́: ẹ̀fọ́ àti èso, ẹ̀wà àti ọkà, ẹja tàbí ẹyin; dín ṣúgà, iyọ̀ àti oúnjẹ díndín kù, kí o sì máa mu omi.",
  },
};
