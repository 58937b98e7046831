// Swahili: the chat's words in this language, each once with its English meaning and its role.
import { ask, topic, word, type Lexicon } from "./lexicon.ts";

export const sw: Lexicon = {
  phrasebook: [
    // Round 19 (chat33): whether laughing is good or bad for the body, asked after "dying of laughter" (NHS).
    topic(
      /\b(kicheko|kucheka|vicheko)\b[^?]{0,40}\b(nzuri|mzuri|afya|mbaya|madhara|hatari)\b/,
      "is laughing good or bad for health",
    ),
    // Round 15 (chat29): what already happened and is over ("I fainted yesterday, fine now", a knock to the head last
    // week, playing normally), the adult paracetamol limit in a day, snoring, a missed pill, salt with high blood
    // pressure; read before the plain topics inside them.
    topic(
      /\bdegedege\b[^?]{0,60}\bhoma\b|\bhoma\b[^?]{0,60}\bdegedege\b/,
      "febrile seizures in young children: are they harmful?",
    ),
    topic(
      /\b(nimejichoma|nimeungua|nimejiunguza|amejichoma)\b[^?]{0,30}\b(kidogo|mkono\w*|kidole|sufuria|maji ya moto)\b/,
      "a small burn on my hand from a hot pot, what should I do?",
    ),
    topic(
      /\b(nilizimia|alizimia|nimezimia|amezimia)\b[^?]{0,50}\b(niko|yuko) (sawa|poa|fiti|salama)\b|\b(sasa sawa|nimepona)\b/,
      "I fainted but I am fine now, why do people faint?",
    ),
    topic(
      /\b(aligonga|alijigonga|aligongwa|niligonga) kichwa\b[^?]{0,60}\b(anacheza|yuko sawa|hana tatizo)\b/,
      "after a knock to the head, what should I watch for?",
    ),
    topic(
      /(?<!\b(mtoto|watoto|mwanangu|kichanga)\w*\b[^?]*)(?![^?]*\b(mtoto|watoto|mwanangu|kichanga)\w*\b)(?:\bparacetamol\b[^?]{0,20}\b(ngapi|kiasi gani)\b[^?]{0,20}\b(kwa siku|kila siku|siku moja)\b|\b(ngapi|kiasi gani)\b[^?]{0,20}\bparacetamol\b[^?]{0,20}\b(kwa siku|kila siku)\b)/,
      "how much paracetamol can an adult take in a day?",
    ),
    topic(/\b(anakoroma|nakoroma|kukoroma|koroma)\b/, "loud snoring in sleep, sleep apnoea?"),
    topic(
      /\b(nilisahau|nimesahau|alisahau)\b[^?]{0,20}\b(kidonge|vidonge|pill)\b[^?]{0,20}\b(cha uzazi|vya uzazi|cha kuzuia mimba|vya kuzuia mimba|uzazi wa mpango)\b/,
      "I missed my contraceptive pill, what should I do?",
    ),
    topic(
      /\bchumvi\b[^?]{0,40}\b(shinikizo la damu|presha|bp)\b|\b(shinikizo la damu|presha|bp)\b[^?]{0,40}\bchumvi\b/,
      "how much salt a day with high blood pressure?",
    ),
    // Round 14 (chat28): a short follow-up that leans on the turn before ("and for a six-year-old?"), and one's own
    // risk asked after a relative's illness ("so that it doesn't happen to me", "lower my risk").
    topic(/^\s*na (kwa|je|vipi kwa) (mtoto|mwanangu)\b[^?]{0,15}\bmiaka\b/, "what about for a child?"),
    topic(
      /\b(kupunguza|nipunguze|nitapunguza)\b[^?]{0,10}\bhatari\b|\b(isinipate|nisipate|lisinipate|isinitokee|lisinitokee)\b|\bhatari yangu\b/,
      "how can I lower my own risk?",
    ),
    topic(
      /\b(huzuni|majonzi|msiba|kuomboleza)\b[^?]{0,60}\b(alifariki|amefariki|alikufa|amekufa|kifo|kufiwa)\b|\b(kufiwa|amefiwa)\b/,
      "how can I support a friend who is grieving after a death",
    ),
    topic(
      /\bdamu\b[^?]{0,30}\b(mapenzi|ngono|tendo la ndoa)\b[^?]{0,20}\bmara ya kwanza\b/,
      "is it normal to bleed a little after sex the first time",
    ),
    ask(/\b(dalili|ishara) gani za\b|\bni (dalili|ishara) (zipi|gani)\b/, "what are the signs of"),
    topic(
      /\b(vyakula|chakula)\b[^?]{0,25}\b(iron|chuma|madini ya chuma)\b|\b(hb|hemoglobin|damu)\b[^?]{0,15}\b(iko )?chini\b/,
      "iron rich foods",
    ),
    topic(/\b(ameishiwa|kuishiwa|ukosefu wa) maji (mwilini)?\b|\bdehydration\b/, "signs a baby is dehydrated"),
    topic(
      /\b(paracetamol|panadol|ibuprofen|syrup)\b[^?]{0,40}\bkiasi gani\b[^?]{0,30}\b(mtoto|mwanangu)\b|\bkiasi gani\b[^?]{0,30}\b(paracetamol|panadol|ibuprofen|syrup)\b[^?]{0,30}\b(mtoto|mwanangu)\b|\b(mtoto|mwanangu)\b[^?]{0,30}\b(paracetamol|panadol|ibuprofen|syrup)\b[^?]{0,20}\bkiasi gani\b/,
      "what dose of medicine for my child",
    ),
    topic(/^\s*(ana|ni wa|ako na) miaka (\d+|\w+)\b[^?]{0,30}\b(kiasi gani|ngapi|vipi)\b/, "what about for a child?"),
    topic(
      /\b\w*(zimia|zirai)\b[^?]{0,50}\b(nini husababisha|nini kinasababisha|kwa nini|sababu)\b|\b(kwa nini|nini husababisha)\b[^?]{0,20}\b\w*(zimia|zirai)\b/,
      "why do people faint, what causes fainting",
    ),
    topic(
      /\b(kuhifadhi|kuweka|tuhifadhi|nihifadhi|kuficha)\b[^?]{0,20}\b(dawa|mafuta ya taa|kemikali)\b[^?]{0,30}\b(mbali na|kutoka kwa) watoto\b/,
      "how do I keep medicines and chemicals away from children",
    ),
    topic(/\bsukari\b[^?]{0,10}\b(kushuka|imeshuka|inashuka|ya chini|kupungua|imepungua)\b/, "low blood sugar"),
    // Round 13 (chat27): first aid for fainting and a fit asked calmly, a controlling or violent partner, water before 6
    // months, planning a pregnancy, gaining weight, teething, a mild fever in a child who plays and eats, deworming, and
    // "and if I'm pregnant?" after a medicine question; read before the plain topics inside them.
    // Round 18 (chat32): "kuzimia" is the other common verb for fainting ("mtu anayezimia", a person who faints).
    topic(
      /\b(akizirai|amezirai|anazirai|kuzirai|azirai|kupoteza fahamu|akizimia|anayezimia|kuzimia|anapozimia|wanaozimia)\b/,
      "what to do if someone faints first aid",
    ),
    topic(
      /\b(kumsaidia|kusaidia)\b[^?]{0,40}\b(kifafa|degedege|seizure)\b/,
      "how to help someone having a seizure first aid",
    ),
    topic(
      /\b(mpenzi|mume|boyfriend)\b[^?]{0,40}\b(ananipiga|alinipiga|anakagua simu|anaangalia simu|ananikataza|ananidhibiti|ananionea wivu)\w*/,
      "my partner checks my phone controls me or hits me, is it normal controlling violent partner",
    ),
    topic(
      /\b(miezi|mwezi) (\d|mmoja|miwili|mitatu|minne|mitano)\b[^?]{0,60}\bmaji\b|\bmaji\b[^?]{0,60}\b(miezi|mwezi) (\d|mmoja|miwili|mitatu|minne|mitano)\b/,
      "should I give my baby water before 6 months breastfeeding only",
    ),
    topic(
      /\b(tunataka|nataka|tunatafuta|tunapanga) (kupata )?mtoto\b|\bkabla ya kupata mimba\b|\bkujiandaa (kupata|kwa) mimba\b/,
      "planning a pregnancy, what to do before trying for a baby",
    ),
    topic(
      /\b(anaota|kuota|kuchomoza) meno\b|\bmeno (yanaota|yanatoka|yanachomoza)\b|\bteething\b/,
      "my baby is teething, what can I do",
    ),
    topic(
      /\bhoma( kidogo)?\b[^?.]{0,50}\b(anacheza|anakula|anakunywa)\b(?:[^?.]*\bvizuri\b)?/,
      "my child has a mild fever but is playing and eating well, what should I do",
    ),
    topic(
      /\b(dawa ya minyoo|minyoo|deworm\w*|albendazole|mebendazole)\b/,
      "when and how often should I deworm my child",
    ),
    topic(/^\s*(na )?(kama|ikiwa) (nina|ana|niko na) mimba\b/, "and if I am pregnant?"),
    // Round 12 (chat26): what triggers a fit, sickle cell day to day, P2, HPV and other vaccines by name, HIV treatment,
    // tramadol and codeine, a relative's stroke and one's own risk, stopping BP medicines, screens and sleep, asthma
    // triggers, a follow-up about a younger child; read before the plain topics inside them.
    topic(
      /\bkifafa\b[^?]{0,60}\b(\w*chochea|husababisha|kinasababisha|sababu|chanzo)\w*|\b\w*chochea\b[^?]{0,30}\bkifafa\b/,
      "what can trigger a seizure in epilepsy triggers",
    ),
    topic(
      /\b(sickle cell|selimundu|sikila)\b[^?]{0,60}\b(kila siku|nisipate|kuzuia|kuepuka|crisis)\b/,
      "how do I prevent a sickle cell crisis day to day",
    ),
    topic(/\bp2\b|\bpostinor\b/, "P2 postinor emergency contraception morning after pill how long does it work"),
    topic(/\bhpv\b/, "hpv vaccine age girls cervical cancer"),
    topic(/\b(homa ya manjano|yellow fever)\b/, "yellow fever vaccine one dose for life travel"),
    topic(/\b(surua|measles)\b/, "when is the measles vaccine given 9 months"),
    topic(/\bhepatitis b\b/, "how many doses of hepatitis b vaccine"),
    topic(
      /\bvirusi? (haionekani|haigunduliki)\b|\bundetectable\b|\bu ?= ?u\b/,
      "undetectable viral load transmit hiv partner",
    ),
    topic(
      /\b(nimesahau|nikisahau|kusahau|nimeruka)\b[^?]{0,30}\b(arv|arvs|dawa za (vvu|ukimwi|hiv)|tld)\b/,
      "what happens if i miss a dose of hiv treatment arv",
    ),
    topic(/\b(tramadol|tramol)\b/, "tramadol misuse addiction effects"),
    topic(/\bcodeine\b/, "codeine syrup misuse addiction"),
    topic(
      /\b(alikufa|alifariki)\b[^?]{0,30}\b(kiharusi|stroke)\b[^?]{0,60}\b(hatari|hatarini|risk)\b/,
      "my grandmother died of a stroke, am i at risk family history",
    ),
    topic(
      /\b(dawa za (bp|presha|shinikizo)|dawa ya (bp|presha|shinikizo))\b[^?]{0,40}\b(kuacha|niache|acha|kusimamisha)\b|\b(kuacha|niache|acha)\b[^?]{0,30}\bdawa za (bp|presha|shinikizo)\b/,
      "can i stop my bp drugs now that i feel better",
    ),
    topic(
      /\b(simu|phone)\b[^?]{0,40}\b(usingizi|kulala)\b|\b(usingizi|kulala)\b[^?]{0,40}\b(simu|phone)\b/,
      "can't sleep because of my phone screens at night",
    ),
    topic(
      /\bpumu\b[^?]{0,60}\b(vumbi|moshi|baridi)\b|\basthma\b[^?]{0,60}\b(vumbi|moshi|baridi)\b/,
      "asthma triggers dust smoke",
    ),
    topic(/^\s*na (kwa|je|vipi kwa) (mtoto|mwanangu|mdogo)\b[^?]{0,30}/, "and for a child under 2?"),
    // Round 11 (chat25): first aid asked calmly (a burn, a snake or dog bite, a fit), typhoid and malaria "together",
    // a friend or relative who drinks, someone who has withdrawn, a pregnant relative's food, the fertile days,
    // diabetes and local staples, nightmares, NHIA; read before the plain topics inside them.
    topic(/\bdamu\b[^.?]{0,20}\bpuani\b|\b(kutokwa na damu puani|damu ya pua)\b/, "how to stop a nosebleed"),
    topic(/\b(ku|a|aki|ame|ali)?kabwa\b|\bkusakamwa\b/, "first aid for choking"),
    topic(
      /\b(kutengeneza|nitatengenezaje|tengeneza|kuandaa|nitaandaaje) ors\b|\bors\b[^.?]{0,15}\bnyumbani\b/,
      "how to make ORS at home recipe",
    ),
    topic(
      /\b(malaria|homa)\b[^.?]{0,40}\b(taifodi|typhoid|homa ya matumbo)\b|\b(taifodi|typhoid|homa ya matumbo)\b[^.?]{0,40}\bmalaria\b/,
      "can typhoid and malaria come together at the same time test",
    ),
    topic(
      /\bnyoka (akimuuma|atamuuma|ameuma|akiuma|anauma|akimng'ata)\b|\b(kuumwa|ameumwa|akiumwa) na nyoka\b/,
      "first aid for a snake bite",
    ),
    topic(
      /\bmbwa (akimuuma|atamuuma|ameuma|akiuma|amemuuma|akimng'ata)\b|\b(kuumwa|ameumwa|akiumwa) na mbwa\b/,
      "first aid after a dog bite rabies",
    ),
    topic(
      /\b(ku|a|ali|ame|aki|nime|nili|ume)?ungu(a|zwa|liwa)\b|\bkuchomwa na moto\b|\bmaji (ya )?moto\b[^.?]{0,20}\b(yamemwagika|yakimwagika|yamemuunguza)\b/,
      "first aid for a burn or scald",
    ),
    topic(
      /\b(rafiki|kaka|dada|baba|mama|mume) (yangu|wangu)\b[^.?]{0,30}\b(anakunywa|hunywa|akinywa|anywa) pombe\b/,
      "worried about a friend's heavy drinking, a drinker",
    ),
    topic(
      /\bhazungumzi na mtu\b|\bhaongei na mtu\b|\b(anakaa|hukaa|amejifungia) (tu )?chumbani\b/,
      "how to help my brother who has withdrawn and barely talks to anyone",
    ),
    topic(
      /\b(mjamzito|ana mimba|ujauzito|wajawazito)\b[^.?]{0,30}\b(ale|kula|vyakula|chakula|lishe)\b|\b(vyakula|chakula|lishe)\b[^.?]{0,30}\b(mjamzito|ujauzito|wajawazito)\b/,
      "what to eat in pregnancy food diet",
    ),
    topic(
      /\bsiku (za hatari|za kushika mimba|ambazo (naweza|mwanamke anaweza) kushika mimba)\b|\bfertile\b|\bovulation\b/,
      "when is a woman most fertile ovulation fertile window",
    ),
    topic(
      /\b(kisukari|sukari|diabetes)\b[^.?]{0,40}\b(ugali|wali|chapati|mchele|chakula)\b/,
      "what can a person with diabetes eat ugali rice sugar portion",
    ),
    topic(/\b(ndoto mbaya|jinamizi)\b/, "nightmares in a child after something frightening"),
    ask(/\bhuduma ya kwanza\b/, "first aid for"),
    // Round 10 (chat24): fasting sugar, period pain, dizziness on standing, stopping weed, the pill and weight or
    // fertility, using an inhaler, Alabukun every day, garri and the eyes, the signs of an STI, a stroke's signs.
    topic(
      /\bsukari\b(?:[^.?]|\.\d){0,40}\b(kabla ya kula|bila kula|asubuhi kabla)\b/,
      "normal fasting blood sugar level",
    ),
    topic(
      /\bkizunguzungu\b[^.?]{0,40}\b(nikisimama|ninaposimama|kusimama|nikinyanyuka|ninapoamka|nikiamka)\b|\b(nikisimama|ninaposimama|nikinyanyuka)\b[^.?]{0,30}\bkizunguzungu\b/,
      "why do I feel dizzy when I stand up",
    ),
    topic(/\b(bangi|bhangi|weed|ganja|msokoto)\b/, "how to stop smoking weed cannabis"),
    topic(
      /\b(vidonge|tembe|pills?) (vya|za) (kuzuia mimba|uzazi wa mpango)\b[^.?]{0,40}\b(unene|kunenepa|utasa|kuzaa|tasa|mnene)\b/,
      "does the contraceptive pill make you gain weight or infertile",
    ),
    topic(/\b(inhaler|pampu ya pumu|kipulizio)\b/, "how to use an inhaler properly"),
    topic(/\balabukun\b/, "is it safe to take Alabukun aspirin every day"),
    topic(/\bstroke\b/, "a stroke"),
    // Round 9: bad breath, toothache, a condom that broke.
    topic(
      /\bharufu mbaya\b[^.?]{0,15}\b(mdomo\w*|kinywa\w*)\b|\b(mdomo|kinywa)\w*\b[^.?]{0,15}\b(unanuka|kinanuka|harufu)\b/,
      "how to get rid of bad breath",
    ),
    topic(/\b(maumivu ya jino|jino\w* (linauma|linaniuma))\b/, "toothache what can I take"),
    topic(
      /\bkondomu\b[^.?]{0,20}\b(ilipasuka|imepasuka|ilichanika|imechanika|ilitoka)\b/,
      "the condom broke what do I do",
    ),
    // Round 8: the everyday questions young people ask (genotype before marriage, loneliness, food with typhoid or an
    // ulcer, alcohol on antibiotics, hair loss, a late period, using a condom, which malaria medicine, body odour).
    topic(
      /\b(wote|sote)\b[^.?]{0,20}\b(ni )?(as|ss)\b|\b(as|ss)\b[^.?]{0,20}\b(wote|sote)\b|\b(as|ss)\b[^.?]{0,40}\b(kuoana|kuoa|ndoa)\b/,
      "genotype AS partner marry children chances",
    ),
    topic(/\bupweke\b|\bmpweke\b|\b\w*(jiona|jisikia|hisi) (niko )?peke yangu\b/, "how to cope with feeling lonely"),
    topic(/\b(taifodi|typhoid|homa ya matumbo)\b/, "what food to eat with typhoid"),
    topic(/\bvidonda vya tumbo\b|\bulcers?\b/, "stomach ulcer food"),
    topic(
      /\bpombe\b[^.?]{0,40}\bantibiotik?i?\w*|\bantibioti\w*\b[^.?]{0,40}\bpombe\b/,
      "alcohol while taking antibiotics",
    ),
    topic(
      /\bnywele\b[^.?]{0,20}\b(zinakatika|zinanyonyoka|zinaanguka|kukatika|kunyonyoka|zinapukutika)\b/,
      "hair loss",
    ),
    topic(
      /\bhedhi\b[^.?]{0,20}\b(imechelewa|kuchelewa|haijaja)\b|\b(kuchelewa|imechelewa) (kwa )?hedhi\b/,
      "why is my period late",
    ),
    // "Nimeteguka … lakini natembea vizuri": walking fine makes a sprain a mild one.
    word(/\b(lakini )?(natembea|anatembea|ninatembea) (vizuri|bila shida)\b/, "mild"),
    topic(/\b(kutumia|kuvaa|natumiaje|navaaje) kondomu\b/, "how to use a condom properly"),
    word(/\b(nina|ana|ninaona) dalili (za|ya)\b/, "I have symptoms of"),
    ask(
      /\b(nimeze|nitumie|ninywe|nimeze|anywe|ameze) dawa (gani|ipi)\b|\bdawa (gani|ipi) (ya|za|inatibu)\b/,
      "what drug should I take for",
    ),
    topic(
      /\bharufu (mbaya )?(ya )?mwili\b|\bmwili\b[^.?]{0,15}\b(unanuka|inanuka)\b|\bkikwapa\b/,
      "how can I get rid of body odour",
    ),
    topic(/\b(kupima|nipime|kipimo|pima)\b[^.?]{0,20}\b(vvu|ukimwi|hiv)\b/, "when to test for HIV after sex"),
    topic(/\bshinikizo la damu\b[^.?]{0,20}\b(la )?kawaida\b/, "what is a normal blood pressure reading numbers"),
    // Round 18 (chat32): "kinaweza kusababisha" asks whether one thing can cause another.
    ask(/\b(ki|i|a|li|u|zi|wa)naweza (ku)?sababisha\b/, "can it cause"),
    ask(/\bsiku ngapi\b|\b(muda gani|kwa muda gani)\b/, "how many days is the treatment course for"),
    topic(/\b(matibabu|dawa|tiba) ya (homa ya )?malaria\b/, "malaria medicine"),
    topic(
      /\b(nilale|kulala|usingizi)\b[^.?]{0,20}\bsaa ngapi\b|\bsaa ngapi\b[^.?]{0,20}\b(kulala|nilale|usingizi)\b/,
      "how many hours of sleep do I need",
    ),
    topic(/\bngono bila kinga\b/, "unprotected sex PEP after possible exposure to HIV"),
    topic(/\b(creatine|kreatini)\b/, "is creatine safe for the kidneys"),
    topic(/\bchanjo\b[^.?]{0,30}\b(homa ya ini|hepatitis b)\b/, "hepatitis B vaccine doses"),
    ask(/\b(dalili|ishara) za( hatari za)?\b/, "what are the signs of"),
    ask(/\bnitajuaje( kama)?\b|\bnitatambuaje( kama)?\b/, "how do I know if"),
    ask(/\b(ninawezaje |jinsi ya )?(kujikinga na|kuzuia)\b(?! mimba)/, "how do I prevent"),
    ask(/\b(nifanye nini|nini nifanye|nifanyeje) (kama|ikiwa|endapo) mtu\b/, "what should I do if someone is having"),
    // Round 18 (chat32): a headache in exam week, asked whether it is normal: stress, sleep and water (NHS Headaches).
    topic(
      /\b(kichwa)\b[^?]{0,40}\b(mitihani|mtihani)\b|\b(mitihani|mtihani)\b[^?]{0,40}\bkichwa\b/,
      "headache during exams stress",
    ),
    topic(/\b(kifafa|degedege)\b/, "a seizure"),
    ask(/\b(nifanye nini|nini nifanye|nifanyeje|nitumie nini|ushauri)\b/, "what can I do about"),
    word(/\b(kichwa (kina(ni)?uma|kinaniuma)|maumivu ya kichwa)\b/, "headache"),
    word(/\bhoma\b/, "fever"),
    word(/\bkikohozi\b/, "cough"),
    // Round 16 (chat30): pain with a period is period pain; "hedhi" alone is the period ("hedhi inakuja mara mbili",
    // "sijaanza hedhi"), read with the message's other words, not as pain.
    topic(
      /\b((maumivu ya |kuumwa na |ninaumwa na |naumwa na )?tumbo (wakati wa|wa|ninapokuwa na) hedhi|(maumivu|kuumwa|uchungu) (ya |wa |wakati wa )?hedhi)\b/,
      "period pain",
    ),
    topic(/\bhedhi\b/, "my period"),
    topic(/\b(shambulio la moyo|mshtuko wa moyo)\b/, "a heart attack"),
    topic(/\bkiharusi\b/, "a stroke"),
    topic(/\bchunusi\b/, "pimples"),
    topic(/\b(njia za )?(kuzuia mimba|uzazi wa mpango)\b/, "contraception options"),
    topic(/\b(nimejikata|nimekatwa|kujikata)\b/, "a small cut"),
    topic(/\b(nimejiungua|nimeungua) kidogo\b/, "a small burn"),
    topic(/\bmafua\b/, "a cold"),
    topic(/\b(msongo wa mawazo|mfadhaiko|wasiwasi)\b/, "how can I manage stress"),
    topic(/\b(shinikizo la damu|presha)\b/, "blood pressure"),
    topic(/\bmalaria\b/, "malaria"),
    topic(/\b(chandarua|neti ya mbu|kuumwa na mbu)\b/, "mosquito nets to prevent malaria"),
    topic(/\b(ukimwi|vvu)\b/, "HIV"),
    topic(/\bmagonjwa ya zinaa\b/, "sexually transmitted infections"),
    topic(/\bkondomu\b/, "condoms"),
    topic(/\bchanjo\b/, "vaccines"),
    topic(/\bkunyonyesha\b/, "how long should I breastfeed"),
    topic(/\bkisukari\b/, "diabetes"),
    topic(/\b(usingizi|kulala vizuri)\b/, "how can I sleep better"),
    topic(/\bkupunguza uzito\b/, "how can I lose weight"),
    topic(/\b(madini ya chuma|vyenye chuma|upungufu wa damu)\b/, "iron rich foods"),
    topic(/\b(maji (mengi|kiasi gani|lita ngapi|ngapi)|kunywa maji)\b/, "how much water should I drink"),
    topic(/\b(nimeteguka|kuteguka|kifundo cha mguu)\b/, "a sprained ankle"),
    topic(/\bkuongeza uzito\b/, "how can I gain weight"),
    topic(/\bmazoezi\b/, "exercise"),
    topic(/\b(lishe bora|chakula bora|kula vizuri|vyakula vyenye afya)\b/, "a healthy diet"),
    topic(/\b(kuacha )?kuvuta sigara\b/, "how can I stop smoking"),
    word(/\b(nilisikia|niliona|nimesikia|nimeona) (kwenye|katika) habari\b/, "I heard in the news"),
    topic(/\b(pombe haramu|pombe ya kienyeji|gongo|chang'?aa)\b/, "illicit alcohol methanol"),
    topic(/\bpombe\b/, "alcohol"),
    word(/\b(kufunga|nifunge)( ramadhani| mfungo)?\b/, "fasting"),
    topic(/\b(selimundu|sickle cell)\b/, "sickle cell"),
    word(/\b(kusafiri|safari)\b/, "travel"),
    topic(/\b(huzuni|sina furaha)\b/, "feeling low"),
    topic(/\b(kupiga mswaki|meno)\b/, "brushing teeth"),
    word(/\bmaumivu ya kifua\b/, "chest pain"),
    word(/\bkidoleni\b/, "on my finger"),
    word(/\b(mitihani|shule|kazi)\b/, "from work or school"),
    topic(/\b(ninaharisha|naharisha|anaharisha|kuhara)\b/, "diarrhoea"),
    word(/\b(nakunywa|anakunywa|ananyonya) (maji )?vizuri\b|\bnakunywa maji\b/, "drinking well"),
    word(/\b(nakula|anakula)( vizuri)?\b/, "eating well"),
    word(/\bkidogo\b/, "mild"),
    ask(/\b(inafanyaje|hufanyaje|inavyofanya) kazi\b/, "how does it work"),
    word(/\bmtoto wangu\b|\bmwanangu\b/, "my child"),
    // Round 16 (chat30): "when" asks ("wasichana huanza hedhi lini", "yaushe zan yi gwaji"), read after every phrase.
    ask(/\blini\b/, "when"),
  ],
  words: {
    welcome: "Karibu sana!",
    englishForNow: "Kwa sasa ninajibu kwa Kiingereza tu. Hili ndilo jibu:",
    hello: "Habari! Mimi ni HealthBuddy.",
    onlyHealth: "Ninaweza kusaidia kuhusu afya tu.",
    offTopic:
      /\b(nani (alishinda|ameshinda|atashinda)|nani (alikuumba|alikutengeneza|aliyekuumba)|mpira wa miguu|kombe la (dunia|mabingwa)|mechi|mji mkuu|jinsi ya kupika|kupika keki|keki|kazi ya nyumbani|hesabu|hisabati|filamu|wimbo|shairi|homework|maths?|football|champions league|world cup|recipe|movie|poem|capital city|video game)\b/,
    notUnderstood:
      "Sijaelewa vizuri ujumbe wako. Kama mtu anaumwa sana sasa hivi (maumivu ya kifua, shida ya kupumua, degedege, kutokwa na damu nyingi, hazinduki), piga {number} au nenda hospitali iliyo karibu mara moja. Vinginevyo, tafadhali niandikie tena kwa Kiingereza kwa maneno rahisi.",
  },
  markers: [
    // Round 13 (chat27): words of newborns, first aid, teething and relationships. Round 18 (chat32): how, to help, a
    // person, fainting ("Jinsi ya kumsaidia mtu anayezimia?" had no marker but "ya"); can, cause, diabetes, blindness
    // ("Je, kisukari kinaweza kusababisha upofu?" read as French by its "je").
    [
      /\b(kinaweza|inaweza|kusababisha|husababisha|kisukari|upofu|jinsi|kumsaidia|kusaidia|mtu|anayezimia|kuzimia|amezimia|mwanangu|amezaliwa|aliyezaliwa|kuzaliwa|ngozi|njano|manjano|asubuhi|mchele|akizirai|kuzirai|amezirai|minyoo|anaota|kuota|meno|anacheza|mpenzi|ananipiga|nimejifungua|kizunguzungu)\b/g,
      1.5,
    ],
    [
      /\b(matibabu|huchukua|ngapi|siku|ninajihisi|nihamie|ninajisikia|ninahisi|ninaweza|unaweza|nawezaje|najisikia|mpweke|tangu|nipime|shinikizo|kutumia|vizuri|kondomu|upweke|nywele|hedhi|nikitumia|pombe|kunywa|kula|nina|nataka|sitaki|mtoto|wangu|yangu|sana|kwa|homa|kifua|siwezi|kupumua|damu|nyoka|mimba|mjamzito|dawa|vidonge|sumu|kuhara|kutapika|maumivu|tena|kesho|habari|hujambo|ninawezaje|kujikinga|chakula|gani|kizuri|afya|mafua|kidogo|na kutoka|nimeumwa|ameanguka|hapumui|hajibu|baba|mama|kichwa|shingo|ngumu|macho|bora|nini|vipi|tafadhali|asante|kujiua|kuishi|kufa|ningependa|natamani|sioni|sababu|sasa|hivi|kiasi|mguuni|kushoto|mkono|jasho|uso|kuongea|upande|mmoja|mwili|dakika|kumi|nyingi|jana|usiku|hospitali|ghafla|langu|tumbo|mbwa|umeme|korodani|ameniuma|nakohoa|inauma|linauma|dalili|kiharusi|zipi|chunusi|hedhi|mafua|mwanafunzi|nikipika|kidoleni|ninaharisha|chandarua|kinasaidia|kweli|ukimwi|chanjo|mazoezi|lishe|usingizi|uzito|sigara|huzuni|kujikinga|kazi|mwilini|inafanyaje)\b/g,
      1.5,
    ],
    [/\b(na|ya|wa|ni)\b/g, 0.3],
  ],
  emergency: {
    or: "au",
    header: "🚨 **Hii inaweza kuwa dharura.**",
    call: (n) => `**Piga simu ${n} sasa** au mtu akupeleke hospitali iliyo karibu mara moja. Usisubiri.`,
    note: "Maelezo zaidi kwa Kiingereza:",
    lines: {
      self_harm:
        "Samahani kwamba unajisikia hivi. Maisha yako ni muhimu. Mwambie mtu unayemwamini sasa hivi, usikae peke yako.",
      overdose: "Hata kama unajisikia sawa, nenda hospitali sasa: paracetamol nyingi huharibu ini kimya kimya.",
      poisoning: "Usimlazimishe kutapika. Chukua chupa uende nayo hospitali.",
      not_breathing: "Kama hapumui, anza CPR: bonyeza katikati ya kifua kwa nguvu na haraka.",
      heart_attack: "Hii inaweza kuwa shambulio la moyo (heart attack). Kaa chini, pumzika, usitembee.",
      snake_bite: "Tulia bila kusogea. Usifunge kamba (tourniquet), usikate jeraha, usinyonye sumu.",
      sexual_assault: "Si kosa lako. Nenda hospitali ndani ya saa 72 kupata PEP ya VVU na uzazi wa mpango wa dharura.",
      infant_fever: "Homa kwa mtoto chini ya miezi 3 inahitaji daktari sasa hivi.",
      animal_bite:
        "Osha jeraha kwa sabuni na maji yanayotiririka kwa dakika 15, kisha nenda hospitali leo kupata chanjo ya kichaa cha mbwa.",
      acute_abdomen: "Usile wala usinywe chochote, na usitumie dawa za kienyeji.",
      testicular_torsion: "Huenda ikahitaji upasuaji ndani ya saa chache. Usione aibu, nenda sasa.",
      electric_shock: "Zima umeme kabla ya kumgusa. Kama hapumui, anza CPR.",
      throat_blocked:
        "Kaa wima, inama mbele, tema mate nje. Usile wala usinywe kitu, na usisukume kitu chini kwa mkate au maji.",
      stroke:
        "Hii inaweza kuwa kiharusi: kila dakika ni muhimu. Andika saa dalili zilipoanza, usimpe chakula wala kinywaji.",
      sickle_cell:
        "Kwa mtu mwenye selimundu (sickle cell), homa, maumivu ya kifua, shida ya kupumua au maumivu yasiyopoa kwa dawa yanahitaji hospitali sasa.",
      eye_injury:
        "Usisugue wala kubonyeza jicho, na usijaribu kutoa kitu kilichokwama ndani. Lifunike kwa upole kwa kitambaa safi.",
    },
  },
  gists: {
    "seizure-first-aid":
      "Kaa naye, ondoa vitu vigumu karibu naye na linda kichwa chake. Usimshike kwa nguvu na usiweke kitu chochote mdomoni mwake. Degedege likiisha, mlaze upande mmoja. Piga simu ya dharura kama inachukua zaidi ya dakika 5, ni mara yake ya kwanza, au haamki.",
    cough:
      "Kikohozi kingi huisha ndani ya wiki 3: pumzika na kunywa maji mengi. Mpeleke mtoto hospitali kama kikohozi kinazidi wiki 3, kuna damu, au anapumua kwa shida au haraka.",
    cholera:
      "Kipindupindu huenezwa na maji na chakula kilichochafuliwa na kinyesi: kunywa maji yaliyochemshwa au kutibiwa, nawa mikono kwa sabuni baada ya choo na kabla ya kula, na kula chakula kilichopikwa vizuri kikiwa bado moto.",
    "heart-attack-signs":
      "Shambulio la moyo mara nyingi huleta maumivu au kubanwa kifuani yanayoweza kwenda mikononi, tayani, shingoni au mgongoni, pamoja na jasho au kupumua kwa shida. Piga simu ya dharura mara moja.",
    sleep:
      "Mtu mzima anahitaji angalau saa 7 za usingizi kila usiku. Lala na kuamka saa zilezile, na epuka skrini na kahawa jioni.",
    "diabetes-exercise":
      "Ukiwa na kisukari, mazoezi na kufunga hushusha sukari: kama unatumia insulin au vidonge vya sukari, zungumza na daktari kabla ya kufunga, pima sukari, na beba kitu chenye sukari.",
    "malaria-prevent": "Lala chini ya chandarua chenye dawa kila usiku na ondoa maji yaliyotuama karibu na nyumba.",
  },
};
