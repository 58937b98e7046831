// Igbo: the chat's words in this language, each once with its English meaning and its role.
import { ask, topic, word, type Lexicon } from "./lexicon.ts";

export const ig: Lexicon = {
  phrasebook: [
    // Round 19 (chat33): whether laughing is good or bad for the body, asked after "dying of laughter" (NHS).
    topic(/\bochi\b[^?]{0,40}\b(di mma|ahu|ahuike|ojoo|nso|emebi)\b/, "is laughing good or bad for health"),
    // Round 15 (chat29): what already happened and is over ("I fainted yesterday, fine now", a knock to the head last
    // week, playing normally), the adult paracetamol limit in a day, snoring, a missed pill, salt with high blood
    // pressure; read before the plain topics inside them.
    topic(
      /\b(akwukwu|odido)\b[^?]{0,60}\b(ahu (ya |m )?(di |na-?ekpo )?oku|ahu oku)\b|\b(ahu (ya |m )?(di )?oku)\b[^?]{0,60}\b(akwukwu|odido)\b/,
      "febrile seizures in young children: are they harmful?",
    ),
    topic(/\b(awa|elekere) ole\b[^?]{0,50}\b(ura|irahu ura|ihi ura)\b/, "how many hours of sleep does an adult need?"),
    topic(
      /\b(a|o)?dara (m |ya )?mba\b[^?]{0,50}\b(adi m mma|odi mma|o di mma|a di m mma)\b/,
      "I fainted but I am fine now, why do people faint?",
    ),
    topic(
      /\bkuru isi\b[^?]{0,50}\b(izu gara aga|unyaahu)\b[^?]{0,40}\b(na[- ]?egwu egwu|odi mma|o di mma)\b/,
      "after a knock to the head, what should I watch for?",
    ),
    topic(
      /(?<!\b(nwa|nwata|umuaka)\w*\b[^?]*)(?![^?]*\b(nwa|nwata|umuaka)\w*\b)(?:\bparacetamol\b[^?]{0,20}\b(ole|olee)\b[^?]{0,40}\b(n'?ubochi|kwa ubochi)\b|\b(ole|olee)\b[^?]{0,20}\bparacetamol\b[^?]{0,40}\b(n'?ubochi|kwa ubochi)\b)/,
      "how much paracetamol can an adult take in a day?",
    ),
    topic(/\b(na[- ]?agba nkoro|agba nkoro|nkoro)\b/, "loud snoring in sleep, sleep apnoea?"),
    topic(
      /\b(echefuru|echefu|chefuru)\b[^?]{0,10}\b(pill|ogwu mgbochi afo ime|ogwu ezinulo)\b/,
      "I missed my contraceptive pill, what should I do?",
    ),
    topic(
      /\bnnu\b[^?]{0,40}\b(obara mgbali|bp)\b|\b(obara mgbali|bp)\b[^?]{0,40}\bnnu\b/,
      "how much salt a day with high blood pressure?",
    ),
    topic(/\bparacetamol\b[^?]{0,30}\b(di ime|dị ime|nwere afo ime)\b/, "can I take paracetamol in pregnancy?"),
    // Round 14 (chat28): a short follow-up that leans on the turn before ("and for a six-year-old?"), and one's own
    // risk asked after a relative's illness ("so that it doesn't happen to me", "lower my risk").
    topic(/^\s*(ma|maka|ma o bu) (nwata|umuaka|nwa nta)\b/, "what about for a child?"),
    topic(
      /\bgbochie\b[^?]{0,20}\bn'?onwe m\b|\bbelata\b[^?]{0,20}\b(ihe ize ndu|ize ndu)\b|\bka o ghara (idaputa|imetu|iru) m\b/,
      "how can I lower my own risk?",
    ),
    topic(
      /\b(iru uju|uju|mwute)\b[^?]{0,60}\b(nwuru|anwuola|onwu)\b/,
      "how can I support a friend who is grieving after a death",
    ),
    topic(
      /\bobara\b[^?]{0,30}\b(mmekorita|mmeko|inwe mmekọ)\w*\b[^?]{0,20}\b(mbu|nke mbu)\b/,
      "is it normal to bleed a little after sex the first time",
    ),
    topic(/\b(siga|sigaret|anwuru siga)\b/, "how can I stop smoking"),
    topic(
      /\b(ole|olee)\b[^?]{0,40}\b(paracetamol|panadol|ibuprofen|ogwu|syrup)\b[^?]{0,40}\b(nwa m|nwata|umuaka)\b/,
      "what dose of medicine for my child",
    ),
    topic(/^\s*o (di|ruola|gbara) afo (\d+|\w+)\b[^?]{0,30}\b(ole|ego ole|olee)\b/, "what about for a child?"),
    // Round 19 (chat33): "dara mbà" (fainted) and "gịnị na-akpata" as the phrasebook reads it (hyphen gone).
    topic(
      /\b(dara mbara|fainted|ada mbara|dara mba|ada mba|dabara mba)\b[^?]{0,50}\b(gini (na-? ?)?(akpata|ebute)|gini kpatara|gini mere)\b/,
      "why do people faint, what causes fainting",
    ),
    topic(
      /\bdebe\b[^?]{0,15}\b(ogwu|mmanu oku|kemikal)\w*\b[^?]{0,40}\b(umuaka|nwata)\b/,
      "how do I keep medicines and chemicals away from children",
    ),
    topic(/\b(shuga|suga|sugar)\b[^?]{0,20}\b(di ala|adaala|gbadara)\b/, "low blood sugar"),
    ask(/\b(ihe iriba ama|ihe ngosi)\b/, "what are the signs of"),
    // Round 13 (chat27): first aid for fainting and a fit asked calmly, a controlling or violent partner, water before 6
    // months, planning a pregnancy, gaining weight, teething, a mild fever in a child who plays and eats, deworming, and
    // "and if I'm pregnant?" after a medicine question; read before the plain topics inside them.
    topic(/\b(dara|daa|ida|dabara) mba\b|\b(tuboro|tubọrọ) (n'ala|na ala)\b/, "what to do if someone faints first aid"),
    topic(
      /\bnyere\b[^?]{0,30}\baka\b[^?]{0,30}\b(odo|akwukwu|seizure)\b|\b(odo|akwukwu|seizure)\b[^?]{0,30}\bnyere\b[^?]{0,20}\baka\b/,
      "how to help someone having a seizure first aid",
    ),
    topic(
      /\b(enyi m nwoke|boyfriend|di m)\b[^?]{0,40}\b(na ?eti m|tiri m|na ?enyocha ekwenti m|na ?elele ekwenti m|na ?egbochi m)\w*/,
      "my partner checks my phone controls me or hits me, is it normal controlling violent partner",
    ),
    topic(
      /\bonwa (\d|otu|abuo|ato|ano|ise)\b[^?]{0,60}\bmmiri\b|\bmmiri\b[^?]{0,60}\bonwa (\d|otu|abuo|ato|ano|ise)\b/,
      "should I give my baby water before 6 months breastfeeding only",
    ),
    topic(
      /\b(anyi|m) (choro|chọrọ) (inwe )?(nwa|ime)\b|\btupu (m|anyi) (adi|atu|aturu) ime\b/,
      "planning a pregnancy, what to do before trying for a baby",
    ),
    topic(
      /\b(ibu ibu|gain weight|giriri|gbaa ahu|(ahu|aru) m di giriri)\b/,
      "how can I gain weight healthily underweight",
    ),
    topic(/\beze (na ?)?(aputa|puta|ọpụta)\b|\bna ?ewe eze\b|\bteething\b/, "my baby is teething, what can I do"),
    topic(
      /\b(ahu|aru) oku\b[^?]{0,50}\b(na ?egwu egwu|na ?eri nri)\b/,
      "my child has a mild fever but is playing and eating well, what should I do",
    ),
    topic(
      /\b(ogwu ikpuru|ikpuru afo|deworm\w*|albendazole|mebendazole)\b/,
      "when and how often should I deworm my child",
    ),
    topic(/^\s*(ma|o buru na) (m|o) (di|nwere) ime\b/, "and if I am pregnant?"),
    // Round 12 (chat26): hepatitis B and other vaccines by name, a relative's stroke and one's own risk, screens and
    // sleep, asthma triggers, what triggers a fit, HIV treatment, tramadol and codeine, stopping BP medicines; read
    // before the plain topics inside them.
    topic(/\bhepatitis b\b/, "how many doses of hepatitis b vaccine"),
    topic(/\bhpv\b/, "hpv vaccine age girls cervical cancer"),
    topic(/\b(yellow fever|iba odo)\b/, "yellow fever vaccine one dose for life travel"),
    topic(
      /\b(measles|akpata)\b[^?]{0,40}\b(ogwu mgbochi|mgbochi|vaccine)\b|\b(ogwu mgbochi|mgbochi)\b[^?]{0,40}\b(measles|akpata)\b/,
      "when is the measles vaccine given 9 months",
    ),
    topic(
      /\bnwuru (n'ihi|site na)\b[^?]{0,20}\b(stroke|ọrịa strok|mgbaji)\b/,
      "my grandmother died of a stroke, am i at risk family history",
    ),
    topic(
      /\b(ekwenti|phone)\b[^?]{0,40}\b(ura|ụra)\b|\b(ura)\b[^?]{0,40}\b(ekwenti|phone)\b/,
      "can't sleep because of my phone screens at night",
    ),
    topic(
      /\b(asthma|ume ngwụ|ume ngwu)\b[^?]{0,60}\b(harmattan|okochi|uzuzu|anwuru|oyi)\b/,
      "asthma triggers harmattan dust smoke",
    ),
    topic(
      /\b(akwukwu|epilepsy|oria akwukwu)\b[^?]{0,60}\b(gini na-akpata|gini na akpata|ihe na-akpata|na-ebute)\b/,
      "what can trigger a seizure in epilepsy triggers",
    ),
    topic(/\bundetectable\b|\bu ?= ?u\b/, "undetectable viral load transmit hiv partner"),
    topic(
      /\b(chefuru|echefuru|echefu)\b[^?]{0,30}\b(arv|ogwu hiv|tld)\b/,
      "what happens if i miss a dose of hiv treatment arv",
    ),
    topic(/\b(tramadol|tramol)\b/, "tramadol misuse addiction effects"),
    topic(/\bcodeine\b/, "codeine syrup misuse addiction"),
    topic(
      /\bogwu (bp|obara mgbali)\b[^?]{0,40}\b(kwusi|hapu|akwụsị)\b/,
      "can i stop my bp drugs now that i feel better",
    ),
    // Round 11 (chat25): first aid asked calmly (a burn, a snake or dog bite, a fit), typhoid and malaria "together",
    // a friend or relative who drinks, someone who has withdrawn, a pregnant relative's food, the fertile days,
    // diabetes and local staples, nightmares, NHIA; read before the plain topics inside them.
    topic(/\bobara\b[^.?]{0,25}\bn'?imi\b|\bimi (ya |m )?na-?agba obara\b/, "how to stop a nosebleed"),
    topic(/\bihe (rapaara|gbachiri|tachiri|mechiri)\b[^.?]{0,30}\bakpiri\b/, "first aid for choking"),
    topic(/\bmee ors\b|\bors\b[^.?]{0,15}\bn'?ulo\b/, "how to make ORS at home recipe"),
    topic(
      /\b(iba|malaria)\b[^.?]{0,40}\b(taifod\w*|typhoid)\b|\b(taifod\w*|typhoid)\b[^.?]{0,40}\b(iba|malaria)\b/,
      "can typhoid and malaria come together at the same time test",
    ),
    topic(/\bagwo (tara|ata|tagburu|tagbuo)\b/, "first aid for a snake bite"),
    topic(/\bnkita (tara|ata|tagburu|tagbuo)\b/, "first aid after a dog bite rabies"),
    topic(
      /\boku (gbara|gbaa|gbuuru|rechara|gbachara)\b|\bmmiri oku\b[^.?]{0,20}\b(gbara|wusara|wukwasiri)\b/,
      "first aid for a burn or scald",
    ),
    topic(
      /\b(enyi|nwanne|nna|nne|di) (m|ya)\b[^.?]{0,30}\b(na-?anu|anu|na-?anụ) mmanya\b/,
      "worried about a friend's heavy drinking, a drinker",
    ),
    topic(
      /\b(anaghi|naghi) (agwa|ekwuru|akpa) onye (obula|o bula) okwu\b|\bna-?ano n'?ime (ulo|uno) ya\b/,
      "how to help my brother who has withdrawn and barely talks to anyone",
    ),
    topic(
      /\b(di ime|nwanyi di ime)\b[^.?]{0,30}\b(nri|rie|iri)\b|\bnri\b[^.?]{0,30}\bdi ime\b/,
      "what to eat in pregnancy food diet",
    ),
    topic(
      /\b(ubochi|oge) (m|nwanyi) (nwere ike|ga-?enwe ike) (ime ime|itu ime|iturу ime|ituru ime)\b|\bfertile\b|\bovulation\b/,
      "when is a woman most fertile ovulation fertile window",
    ),
    topic(
      /\b(shuga|suga|sugar|diabetes)\b[^.?]{0,40}\b(akpu|garri|gari|fufu|osikapa|rice|nri)\b/,
      "what can a person with diabetes eat akpu garri rice sugar portion",
    ),
    topic(/\b(nro|nrọ) (ojoo|ọjọọ|ojo)\b/, "nightmares in a child after something frightening"),
    topic(/\b(nhia|nhis)\b/, "what does NHIA health insurance cover how to register"),
    ask(/\benyemaka mbu\b/, "first aid for"),
    // Round 10 (chat24): fasting sugar, period pain, dizziness on standing, stopping weed, the pill and weight or
    // fertility, using an inhaler, Alabukun every day, garri and the eyes, the signs of an STI, a stroke's signs.
    topic(
      /\b(shuga|suga|sukari|sugar)\b(?:[^.?]|\.\d){0,40}\b(tupu m rie nri|tupu m rie|tupu mmadu erie nri|n'?afo efu|eribeghi nri)\b/,
      "normal fasting blood sugar level",
    ),
    topic(
      /\bisi\b[^.?]{0,10}\b(na agba|agba|na eme) m (gburugburu|ntumanye)\b[^.?]{0,40}\b(bili|biliri|kwuru oto|guzo)\w*\b|\b(bili|biliri|guzo)\w*\b[^.?]{0,40}\bisi\b[^.?]{0,10}\b(na agba|agba)\b[^.?]{0,5}\b(m )?gburugburu\b/,
      "why do I feel dizzy when I stand up",
    ),
    topic(/\b(wee wee|weed|ganja)\b/, "how to stop smoking weed cannabis"),
    topic(
      /\b(ogwu|pill)\w* (mgbochi ime|ezinaulo|ezi na ulo)\b[^.?]{0,40}\b(ibu|buo ibu|ebu ibu|amuta nwa|imuta nwa|aga)\b/,
      "does the contraceptive pill make you gain weight or infertile",
    ),
    topic(/\binhaler\b/, "how to use an inhaler properly"),
    topic(/\balabukun\b/, "is it safe to take Alabukun aspirin every day"),
    topic(/\b(garri|gari)\b[^.?]{0,40}\banya\b/, "does garri damage the eyes"),
    topic(
      /\boria (mmekorita nwoke na nwanyi|mmekoahu|mmeko nwoke na nwanyi|nwoke na nwanyi)\b|\b(std|sti)s?\b/,
      "signs of sexually transmitted infections how do I know if I have an STI",
    ),
    // "Ọgwụ mgbochi ime nke ụtụtụ": the morning-after pill, not a vaccine (mgbochi is "prevention").
    topic(
      /\bogwu mgbochi ime\b[^.?]{0,12}\b(nke )?ututu\b|\bogwu (nke )?ututu\b/,
      "emergency contraception morning after pill",
    ),
    topic(/\bmmanya\b[^.?]{0,40}\bogwu nje\b|\bogwu nje\b[^.?]{0,40}\bmmanya\b/, "alcohol while taking antibiotics"),
    // Round 19 (chat33): alcohol with any other medicine ("mmanya mgbe m na-aṅụ ọgwụ ịba"), as NHS advises for medicines.
    topic(/\bmmanya\b[^.?]{0,40}\bogwu\b|\bogwu\b[^.?]{0,40}\bmmanya\b/, "can I drink alcohol while taking medicine"),
    // Round 9: bad breath ("ọnụ m na-esi isi"), toothache.
    topic(/\bonu (m|ya) (na )?esi isi\b|\bisi onu\b/, "how to get rid of bad breath"),
    topic(/\beze (m|ya) (na )?(egbu|afu) (m |ya )?(mgbu|ufu)\b/, "toothache what can I take"),
    // Round 8: the everyday questions young people ask (how to tell the signs, genotype before marriage, alcohol on
    // antibiotics, food with an ulcer or typhoid, loneliness, hair loss, a late period, condoms).
    ask(/\bkedu ka (m|a|mmadu) (ga esi|ga-esi|si|ga) (mara|ma)\b/, "how do I know if"),
    topic(
      /\bbu (as|ss|ac)\b|\b(as|ss)\b[^.?]{0,40}\b(luo|lu di|alu|alum|agbamakwukwo|lu nwanyi)\b|\banyi abuo\b[^.?]{0,20}\b(bu|nwere) (as|ss)\b/,
      "genotype AS partner marry children chances",
    ),
    topic(
      /\bmmanya\b[^.?]{0,40}\bantibiotic\w*|\bantibiotic\w*\b[^.?]{0,40}\bmmanya\b/,
      "alcohol while taking antibiotics",
    ),
    topic(/\b(onya afo|ulcer)\b/, "stomach ulcer food"),
    topic(/\b(taifod\w*|typhoid)\b/, "what food to eat with typhoid"),
    topic(/\bowu (na ama|ama|na agu|agu) m\b|\bino naani\b|\bowu ino naani\b/, "how to cope with feeling lonely"),
    topic(/\bntutu( isi)?\b[^.?]{0,25}\b(na )?(ada|agbapu\w*)\b/, "hair loss"),
    topic(
      /\b(nso nwanyi|oge nso|nso (m|ya))\b[^.?]{0,30}\b(egbuola oge|abiaghi|aka abia|egbu oge|abiabeghi|abiaghi n'?oge)\b/,
      "why is my period late",
    ),
    ask(/\bgini ka (m|anyi) ga eme ma o buru na (mmadu|onye)\b/, "what should I do if someone is having"),
    topic(/\b(akwukwu|odido)\b/, "a seizure"),
    ask(/\bubochi ole\b/, "how many days is the treatment course for"),
    topic(/\bogwu iba\b/, "malaria medicine"),
    topic(/\bawa ole\b[^.?]{0,30}\bura\b|\bihi ura\b/, "how many hours of sleep do I need"),
    topic(/\b(bulie|abawanye|mee ka) ibu\b/, "how can I gain weight"),
    // Round 16 (chat30): "ule ime", "ule HIV", "ule widal" are a pregnancy, HIV or lab test, not an exam.
    topic(/\bule\b(?! (ime|hiv|nje|widal|obara|mamiri|ọbara|mamịrị))/, "exam stress"),
    topic(/\b(condoms?|kondom\w*)\b/, "how to use a condom properly"),
    topic(/\bahu (m|ya|ha)\b[^.?]{0,20}\b(na esi|esi) isi( ojoo)?\b/, "how can I get rid of body odour"),
    topic(/\bgini ka (m|o|ha) (ga|kwesiri) (eri|iri)\b/, "what food is good to eat"),
    ask(/\bgini ka m (ga eme|kwesiri ime)\b/, "what can I do about"),
    topic(/\b(oria shuga|oria suga|oria sukari)\b/, "diabetes"),
    word(/\b(adi m ime|o di ime|di ime)\b/, "pregnant"),
    topic(/\bnso m\b[^.?]{0,10}\begbu m mgbu\b/, "period pain"),
    word(/\bn'?ututu\b/, "breakfast"),
    ask(/\bo bu ihe nkiti\b/, "what can I do about"),
    word(/\bisi (na )?(awa|egbu) m\b/, "headache"),
    word(/\bahu oku\b/, "fever"),
    word(/\bukwara\b/, "cough"),
    topic(
      /\b(afo (na )?egbu m mgbu )?(mgbe|oge)( o bula)? m (na )?ahu nso\b|\bnso nwanyi\b|\boge nso\b/,
      "period pain",
    ),
    topic(
      /\b(zere|gbochie) (afo )?ime\b|\bachoghi m (imu|inwe|ịmụ) nwa\b|\bmgbochi afo ime\b/,
      "contraception options",
    ),
    topic(/\bogwu mgbochi\b|\bmgbochi oria\b/, "vaccines"),
    word(/\bnwa ohuru\b/, "for a newborn baby"),
    topic(/\bobara m\b[^.?]{0,10}\b(baa uba|di ala|ezughi)\b/, "iron rich foods for low blood"),
    topic(/\b(strok|stroke)\b/, "a stroke"),
    topic(/\b(oria obi|nkuchi obi|heart attack)\b/, "a heart attack"),
    topic(/\boyi\b/, "a cold"),
    word(/\bimi (na )?agba m\b/, "runny nose"),
    word(/\b(ana m|m na) eri nri nke oma\b/, "eating well"),
    word(/\bntakiri\b/, "mild"),
    ask(/\b(si|esi) aru oru\b|\bna aru oru\b/, "how does it work"),
    topic(/\b(nchegbu|nrugide|obi mgbawa)\b/, "how can I manage stress"),
    topic(/\b(bawanye|mee ka) ibu\b|\bibu\b[^.?]{0,10}\b(bawanye|ba uba)\b/, "how can I gain weight"),
    topic(/\b(belata|wedata|ibelata) ibu\b|\bibu (m|ya) (buru|kari)\b/, "how can I lose weight"),
    topic(/\b(mmiri|mmiri ole)\b[^.?]{0,20}\b(anu|nuo|ga anu)\b/, "how much water should I drink"),
    topic(
      /\b(hie|ehi|ihi) ura nke oma\b|\bura\b[^.?]{0,10}\b(anaghi|adighi) (m )?(abia|aga|eburu)\b|\benweghi ike ihi ura\b/,
      "how can I sleep better",
    ),
    topic(/\b(ukwu|nkwonkwo ukwu) (m |ya )?(gbagoro|gbagọrọ|gbajiri)\b/, "a sprained ankle"),
    topic(/\b(bepu|bere|gburu) (aka|mkpisi aka) (m|ya)\b/, "a small cut on my finger"),
    topic(/\b(ihe oriri|nri)\b[^.?]{0,30}\b(iron|ayọn|ayon)\b/, "iron rich foods"),
    // Round 16 (chat30): "when" asks ("wasichana huanza hedhi lini", "yaushe zan yi gwaji"), read after every phrase.
    ask(/\b(olee mgbe|kedu mgbe|mgbe ole)\b/, "when"),
  ],
  words: {
    welcome: "Ọ dị mma, nnọọ!",
    englishForNow: "Ugbu a, ọ bụ naanị n'asụsụ Bekee ka m na-aza. Lee azịza ya:",
    hello: "Ndewo! Abụ m HealthBuddy.",
    onlyHealth: "Enwere m ike inye aka naanị n'ihe gbasara ahụike.",
    offTopic:
      /\b(onye (meriri|nwetara)|onye (kere|mere|kpụrụ|kpuru) gi|boolu|bọọlụ|asompi|isi obodo|ihe omume ulo akwukwo|akwukwo ulo|egwuregwu|fim|ụdị nri a na-esi|ka esi esi|homework|maths?|football|champions league|world cup|recipe|movie|poem|capital city|video game)\b/,
    notUnderstood:
      "Aghọtaghị m ozi gị nke ọma. Ọ bụrụ na mmadụ na-arịa ọrịa nke ukwuu ugbu a (mgbu obi, nsogbu iku ume, ọdọdọ, ọbara na-agba nke ukwuu, anaghị eteta), kpọọ {number} ma ọ bụ gaa ụlọ ọgwụ kacha nso ozugbo. Ma ọ bụghị ya, biko degara m ya n'asụsụ Bekee ma ọ bụ Pidgin, n'okwu dị mfe.",
  },
  markers: [
    [
      /\b(nwa|onwe|ahu|obi|nso|nwanyi|egbuola|izu|ntutu|owu|ogwu|kedu|ndewo|enweghi|nke|ukwuu|ugbu|ihe|anya|olu|ihu|obara|agwo|nsi|otutu|oku|ume|mma|ndu|ozo|gini|nri|maka|isi|ntakiri|gbochie|iba|ime|adi|ulo|afu|ufu|ka m|m na|na-|achoro|achoghi|dinara|ike|akpiri|akuku|ezigbo|daalu|nkita|afo|ukwara|mkpuru)\b/g,
      1.5,
    ],
    [/\b(m|ya|na|o|a)\b/g, 0.2],
  ],
  emergency: {
    or: "ma ọ bụ",
    header: "🚨 **Nke a nwere ike ịbụ ihe mberede.**",
    call: (n) => `**Kpọọ ${n} ugbu a** ma ọ bụ ka mmadụ kpọga gị n'ụlọ ọgwụ kacha nso ozugbo. Echela.`,
    note: "Nkọwa ndị ọzọ n'asụsụ Bekee:",
    lines: {
      self_harm:
        "Ọ dị m nwute na ị na-enwe mmetụta a. Ndụ gị dị mkpa. Gwa onye ị tụkwasịrị obi ugbu a, anọla naanị gị.",
      overdose: "Ọ bụrụgodị na ahụ dị gị mma, gaa n'ụlọ ọgwụ ugbu a: ọtụtụ paracetamol na-emebi imeju nwayọọ nwayọọ.",
      poisoning: "Emela ka ọ gbọọ agbọ. Buru karama ahụ gaa n'ụlọ ọgwụ.",
      not_breathing: "Ọ bụrụ na ọ naghị eku ume, malite CPR: pịa n'etiti obi ya ike ma ngwa ngwa.",
      heart_attack: "Nke a nwere ike ịbụ nkụchi obi (heart attack). Nọdụ ala, zuo ike, ejela ije.",
      snake_bite: "Nọrọ jụụ. Ekela eriri (tourniquet), egbula ebe ahụ, amịla nsi ahụ n'ọnụ.",
      sexual_assault: "Ọ bụghị ụta gị. Gaa n'ụlọ ọgwụ n'ime awa 72 maka PEP (HIV) na ọgwụ mgbochi afọ ime mberede.",
      infant_fever: "Ahụ ọkụ na nwa na-erubeghị ọnwa 3 chọrọ dọkịta ugbu a.",
      animal_bite:
        "Jiri ncha na mmiri na-asọ saa ọnya ahụ ruo nkeji 15, wee gaa n'ụlọ ọgwụ taa maka ọgwụ mgbochi rabies.",
      acute_abdomen: "Erila ma ọ bụ ṅụọ ihe ọ bụla, aṅụla ọgwụ ọdịnala.",
      testicular_torsion: "Ọ nwere ike ịchọ ịwa ahụ n'ime awa ole na ole. Ihere emela gị, gaa ugbu a.",
      electric_shock: "Gbanyụọ ọkụ latrik tupu i metụ ya aka. Ọ bụrụ na ọ naghị eku ume, malite CPR.",
      throat_blocked:
        "Nọdụ ala kwụ ọtọ, hulata n'ihu, gbụpụ asọ. Erila ma ọ bụ ṅụọ ihe ọ bụla, ejikwala achịcha ma ọ bụ mmiri kwanye ihe n'ime.",
      eye_injury:
        "Ahịchala ma ọ bụ pịa anya ahụ, ewepụtakwala ihe ọ bụla rapaara n'ime ya. Jiri akwa dị ọcha kpuchie ya nwayọọ.",
    },
  },
  gists: {
    cough:
      "Ọtụtụ ụkwara na-apụ n'ime izu atọ: zuo ike ma ṅụọ mmiri nke ọma. Kpọga nwata ụlọ ọgwụ ma ụkwara gafere izu atọ, e nwere ọbara, ma ọ bụ ọ na-eku ume ọsọ ọsọ ma ọ bụ n'ike.",
    headache:
      "Ọtụtụ isi ọwụwa na-akwụsị site n'izu ike, ịṅụ mmiri na paracetamol. Gaa ụlọ ọgwụ ozugbo ma isi ọwụwa bịara na mberede ma dị njọ nke ukwuu, ma ọ bụ ya na olu isi ike, ahụ ọkụ ma ọ bụ mgbagwoju anya.",
    "period-pain":
      "Mgbu nsọ nwanyị bụ ihe nkịtị. Ibuprofen (were nri ṅụọ ya) ma ọ bụ paracetamol na-enyere aka, yana karama mmiri ọkụ n'afọ. Hụ onye ọrụ ahụike ma mgbu ahụ na-egbochi gị ịga ụlọ akwụkwọ ma ọ bụ ọrụ.",
    "malaria-prevent":
      "Na-ehi ụra n'ime ụgbụ anwụnta nwere ọgwụ kwa abalị, ma wepụ mmiri guzoro gburugburu ụlọ. Ahụ ọkụ ọ bụla chọrọ nyocha ịba n'ime awa 24.",
    "seizure-first-aid":
      "Nọnyere ya, wepụ ihe siri ike nọ ya nso, chebe isi ya. Ejidela ya n'ike, etinyela ihe ọ bụla n'ọnụ ya. Mgbe ịma jijiji kwụsịrị, tụgharịa ya n'akụkụ. Kpọọ nọmba mberede ma ọ gafere nkeji 5 ma ọ bụ ọ teteghị.",
    "healthy-diet":
      "Rie nri dị iche iche kwa ụbọchị: akwụkwọ nri na mkpụrụ osisi, agwa na ọka, azụ ma ọ bụ akwa; belata shuga, nnu na nri e ghere eghe, ṅụọ mmiri.",
  },
};
