// Retrieval over sourced passages: the app's own articles (one passage per section), the daily tips and
// the curated fact base, ranked with BM25 over plain word stems plus a few synonyms people use
// ("ORS", "BP", "genotype", "Panadol"). Every passage carries its source's name and address, so an
// answer can quote and link it. passagesFor() gives every model (through worker/chat/grounding.ts) the same passages.
import { articles } from "../../../app/content/articles.ts";
import { dailyTips } from "../../../app/content/tips.ts";
import { FACTS, type Source } from "./facts.ts";

export type { Source } from "./facts.ts";

export type Passage = {
  id: string;
  title: string;
  text: string;
  source: Source;
  /** The HealthBuddy article the passage comes from, if any ("/article/<slug>"). */
  link?: string;
  kind: "fact" | "article" | "tip";
  keywords?: string;
  /** What the passage is about: its own heading (articles), or its title. */
  heading?: string;
};

export type Hit = {
  passage: Passage;
  score: number;
  matched: string[];
  /** Query words found in the passage's heading or keywords. */ onTopic: number;
};

const STOP = new Set(
  "a an the and or but if of to in on at for from by with about into over after before is are was were be been being am do does did doing have has had having i me my mine we our you your he she it its they them their this that these those what which who whom whose when where why how can could should would will shall may might must not no nor so than too very just also there here then out up down off again further once only own same such both each few more most other some any all can't don't is it okay ok safe tell please abeg wetin know want need get got take make use way ways good bad best thing things much many really fit dey go wan abeg since ago today tonight yesterday morning evening day days hour hours mild slight small little bit na".split(
    " ",
  ),
);
// A brand is its medicine ("Panadol" is paracetamol): read as the medicine's name alone, not both, so a passage that
// lists the brand beside the medicine ("paracetamol with malaria medicine": "paracetamol panadol") does not count the
// medicine twice against one about the medicines the question names ("panadol and ibuprofen together").
const BRANDS: Array<[RegExp, string]> = [
  [/\b(panadol|acetaminophen)\b/g, "paracetamol"],
  [/\b(brufen|ibuprofene)\b/g, "ibuprofen"],
  // Round 16 (chat30): "painful" is read as "pain" (not stemmed otherwise), so "my period is very painful" is period
  // pain, and "painful" counts once, not beside "pain", in a passage that says both.
  [/\bpainful\b/g, "pain"],
  // Round 17 (chat31): hepatitis as it is typed ("hepataitis", "hepatitus", "hep bee") and a thing "wey no cost money".
  [/\bhep[a-z]{0,4}t[iu]s\b/g, "hepatitis"],
  [/\b(hepatitis|hep) (bee|bi)\b/g, "hepatitis b"],
  [/\b(wey |that )?(no|don'?t|doesn'?t) cost (any )?money\b|\bfree of charge\b/g, "free"],
];
const LOCAL_TOPICS: Array<[RegExp, string]> = [
  // Round 17 (chat31): prevention and remedy words of set 18's topics, in the five languages.
  [
    /\b(fo owo|we owo|laver les mains|lave les mains|lavage des mains|kunawa hannu|wanke hannu|kunawa mikono|osa aka|isa aka|asa aka)\b/g,
    "wash hands handwashing",
  ],
  [/\b(kisima|visima|rijiya|kanga|olulu mmiri|puits|forage)\b/g, "well water safe"],
  // Round 18 (chat32): "so that it does not happen again" in five languages (Yoruba "kí ó má tún ṣẹlẹ̀", Hausa "kada ya
  // sake faruwa", Igbo "ka ọ ghara ime ọzọ", Swahili "lisitokee tena", French "une récidive"): preventing another.
  [
    /\b(ma tun (sele|se)|hana (shi |ta )?sake faruwa|(kada|kar) (ya|ta|su) sake (faruwa|faru|kama\w*|yi)|ghara ime ozo|ghara imeghari|(li|i|a|zi)sitokee tena|(li|i|a)sijirudie|kujirudia|recidives?|que (ca|cela|ce soit) (ne )?(recommence|se reproduise|revienne))\b/g,
    "prevent another",
  ],
  [
    /\b(jua (ni |la )?kali|joto (kali|jingi)|kujikinga na joto|zafin rana|rana mai zafi|zafi ya yi yawa|oorun gbona|ooru|okpomoku|chaleur|canicule)\b/g,
    "heat hot weather sun",
  ],
  [/\b(kitunguu saumu|tafarnuwa|ayu|galik|ail)\b/g, "garlic"],
  [/\b(limau|ndimu|lemun tsami|osan wewe|oroma nkirisi|citron)\b/g, "lemon"],
  [/\b(orogbo|namijin goro|aki ilu|cola amer|kola amere)\b/g, "bitter kola"],
  [/\b(vinatibu|inatibu|kutibu|n wo arun|wo arun|na-?agwo|ya warkar|guerit|soigne)\b/g, "cure"],
  [
    /\b(bien manger|manger (sain|equilibre|bien|pas cher|correctement)|nourriture|alimentation (saine|equilibree)|repas equilibres?)\b/g,
    "food eat healthy diet",
  ],
  [/\b(pas cher|petit budget|bon marche)\b/g, "budget cheap"],
  // Round 16 (chat30): the topic words of everyday questions in Hausa, Yoruba, Igbo, Swahili and French (written
  // without tone marks, as terms() reads them), so a question the phrasebook has no phrase for still finds its
  // passage by its topic: "kipimo cha mimba kinaweza kukosea?" is about a pregnancy test, "giya nawa ta yi yawa" about
  // alcohol. Each is a distinctive word of its language (Kamusi ya Kiswahili, Abraham's Hausa dictionary, the NPHCDA
  // Yoruba and Igbo glossaries, Larousse); words that are also common in another sense are left to the phrasebook.
  [
    /\b(kipimo cha mimba|vipimo vya mimba|gwajin ciki|ayewo oyun|ule ime|nnwale ime|test de grossesse|tests? de grossesse)\b/g,
    "pregnancy test",
  ],
  [/\b(mara ya kwanza|karo na farko|igba akoko|igba akọkọ|na mbu|premiere fois)\b/g, "first time"],
  [
    /\b(kumwaga nje|zubar (da shi )?a waje|da si ita|wupu n'?ezi|le retrait|coitus interruptus)\b/g,
    "withdrawal pull out",
  ],
  [/\b(ngono|mapenzi|jima'?i|ibalopo|mmekoahu|faire l'?amour|rapports? sexuels?|un rapport)\b/g, "sex"],
  [/\b(kondomu|kwaroron roba|capote|preservatifs?)\b/g, "condom"],
  [/\b(ukimwi|kanjamau|sida|vih)\b/g, "hiv"],
  [/\b(kubusu|sumbata|ifenukonu|nsusu onu|embrassant|embrasser|bisou)\w*/g, "kissing kiss"],
  [/\b(hedhi|jinin al'?ada|nkan osu|regles)\b/g, "period"],
  [/\b(balehe|balaga|puberte)\b/g, "puberty"],
  [/\b(chunusi|kuraje|irore|boutons? (sur|au|du) (le )?visage)\b/g, "pimples acne"],
  [/\b(kujichubua|bilicin|bleaching|eclaircissantes?|depigmentant\w*)\b/g, "skin lightening bleaching"],
  [/\b(ngozi (yangu )?(ni )?kavu|fata(ta)? ta bushe|peau (est )?seche)\b/g, "dry skin"],
  [/\b(mashilingi|makero|lapalapa|teigne)\b/g, "ringworm"],
  [/\b(uzito|kiba|iwuwo|ibu aro|poids)\b/g, "weight"],
  [/\b(kitambi|perdre le ventre)\b/g, "belly fat lose weight"],
  [
    /\b(urefu|tsawo\w*|giga|ogologo|taille)\b(?=[^.?]{0,30}\b(uzito|kiba|nauyi|iwuwo|ibu|poids)\b)|\b(uzito|nauyi|iwuwo|ibu aro|poids)\b[^.?]{0,30}\b(urefu|tsawo\w*|giga|ogologo|taille)\b/g,
    "bmi height",
  ],
  [/\b(pombe|giya|barasa|mmanya|alcool)\b/g, "alcohol"],
  [/\b(wiwi)\b/g, "cannabis"],
  [/\b(sigara|sigari|siga|cigarettes?)\b/g, "cigarette smoking"],
  [/\b(pamoja|tare(?! da)|papo)\b/g, "together"],
  [/\b(mtu mzima|watu wazima|babban mutum|manyan mutane|agbalagba|okenye)\b/g, "adult"],
  [/\b(dozi|adadin)\b/g, "dose"],
  [/\b(zilizoisha muda|imeisha muda|ya wuce wa'?adi|ojo re ti pari|gafere ubochi|perimes?)\b/g, "out-of-date expired"],
  [/\b(huzuni|msongo wa mawazo|bakin ciki|deprime\w*|triste)\b/g, "depression sad"],
  [/\b(mpweke|upweke|kadaici|seule?)\b/g, "lonely"],
  [/\b(kifungua kinywa|karin kumallo|ounje aaro|nri ututu|petit dejeuner)\b/g, "breakfast"],
  [/\b(protini|proteines?)\b/g, "protein"],
  [/\b(chanjo|rigakafi|riga-kafi|ajesara|ogwu mgbochi|vaccins?)\b/g, "vaccine"],
  [/\b(korona|corona)\b/g, "covid"],
  [/\b(utasa|aile bimo|rend(ent)? steriles?|sterilite|infertilite)\b/g, "infertility"],
  [/\b(saratani ya shingo ya kizazi|cancer du col|ciwon daji na mahaifa|kansa akpanwa)\b/g, "cervical cancer"],
  [/\b(maembe|embe|mangwaro|mangoro|mangues?)\b/g, "mango"],
  [/\b(mbu|(?<!cizon )sauro|efon|anwunta|moustiques?)\b/g, "mosquito"],
  [/\b(taifodi|taifot|typhoide)\b/g, "typhoid"],
  [/\b(palu|maleriya)\b/g, "malaria"],
  [/\b(kifua kikuu|tarin fuka|iko ife|ukwara nta|tuberculose)\b/g, "tb tuberculosis"],
  [/\b(kikohozi|ukwara|toux)\b/g, "cough"],
  [
    /\b(ndoto nyevu|mafarkin jima'?i|ala ibalopo|nro mmekoahu|pollutions? nocturnes?|reves? mouilles?)\b/g,
    "wet dreams",
  ],
  [
    /\b(kupata mimba|samun ciki|le loyun|(?<!\b(ko|mi o|mi ko|ki i|kii) )[ia]?turu ime|tomber enceinte)\b/g,
    "get pregnant",
  ],
  [/\b(n'?nso|nso nwanyi|ihu nso|nso (m|ya))\b/g, "period"],
  [
    /\b(giya|pombe|mmanya)\b[^.?]{0,20}\b(nawa|ngapi|kiasi gani|ole)\b|\b(nawa|ngapi|kiasi gani|ole)\b[^.?]{0,20}\b(giya|pombe|mmanya)\b|\bcombien (d'?alcool|de verres|de bieres)\b/g,
    "how much alcohol units",
  ],
  [/\b(tpe|traitement post-?exposition)\b/g, "pep"],
  [
    /\b(toujours pas (de|eu) (mes |ses )?regles|pas encore (eu )?(mes |ses )?regles|mi o tii ri nkan osu|ko tii ri nkan osu|sijaanza hedhi|hajaanza hedhi|ban fara al'?ada|bata fara al'?ada|ahubeghi m nso)\b/g,
    "puberty start age first period",
  ],
  [
    /\b(mi o le sun|ko le sun|siwezi kulala|sipati usingizi|bana iya barci|ba na iya barci|enweghi m ike ihi ura|n'?arrive pas a dormir)\b/g,
    "sleep",
  ],
  [/\b(mo n ronu ju|nawaza sana|tunani da yawa|na-eche echiche|je pense trop)\b/g, "worries thoughts"],
  [
    /\b(naungua nikikojoa|kukojoa kunauma|inaungua nikikojoa|fitsari (yana )?(min |mini )?zafi|ito (mi )?n jo|mamiri na-ekpo( m)? oku|ca brule quand je fais pipi|brulures? (en urinant|urinaires?))\b/g,
    "pee sting sexually transmitted infection signs",
  ],
  [/\b(usaha|ecoulement)\b/g, "discharge"],
  [/\b(uume|azzakari\w*|penis)\b/g, "penis"],
  [/\b(kupima mimba|nipime mimba|pima mimba)\b/g, "pregnancy test"],
  [
    /\b(kizunguzungu (akisimama|anaposimama|nikisimama|ninaposimama)|isi (na-atughari|na-agba gburugburu)( ya| m)? mgbe (o|m) (biliri|bilitere|kuliri)|ori (re |mi )?n yi\w* (nigba|ti) (o|mo) (ba )?dide)\b/g,
    "dizzy when standing up",
  ],
  [
    /\b(dawa za (bp|presha|shinikizo la damu)|ogwu (bp|obara mgbali)|oogun (bp|eje riru)|maganin (bp|hawan jini))\b/g,
    "blood pressure medicines",
  ],
  [/\b(mama mpya|mama tuntun|sabuwar uwa|nne ohuru|jeune maman|nouvelle maman)\b/g, "new mother after birth"],
  [/\b(nalia bila sababu|nalia tu|ina kuka ba dalili|mo n sunkun lai ni idi|ana m ebe akwa)\b/g, "crying tearful"],
  [/\b(met(tent)? la pression|pression (pour|de|du) (le )?mariage|fatigue(e)? de tout)\b/g, "stress family pressure"],
  [/\b(mo da wa|mi o ni ore( kankan)?|sina marafiki|ba ni da abokai|enweghi m enyi)\b/g, "lonely friends"],
  [
    /\b(gwajin (hiv|kanjamau)|ayewo (hiv|kokoro hiv)|ule (hiv|nje)|kipimo cha (hiv|ukimwi|vvu)|test (du |de )?vih|depistage( du vih)?)\b/g,
    "hiv test window how long wait",
  ],
  // English condition names inside another language ("Enwere m sickle cell, mmiri ole…"): kept in the reading.
  [/\bsickle cell\b/g, "sickle cell"],
  [/\basthma\b/g, "asthma"],
  [
    /\b((daina|dena|bar) shan (giya|barasa)|jawo (kuro )?ninu oti( mimu)?|kwusi (inu|ịṅụ|i?nu) mmanya|kuacha (kunywa )?pombe|arreter (de boire|l'?alcool))\b/g,
    "stop drinking alcohol drinking less",
  ],
  [/\b(oti (melo|elo|meloo)|oti mimu)\b/g, "how much alcohol units"],
  [
    /\b(nono\w*|oyan( mi)?|ara m|matiti( yangu)?|seins?)\b[^.?]{0,25}\b(girma|dagba|eto|hayakui|hayakuwi|kukua|poussent|grandissent)\b/g,
    "breasts growing uneven puberty",
  ],
  [/\b(inu (mi|re|e) (n |ti )?baje|obi na-ewute m|ida mba n'?obi)\b/g, "depression sad"],
  [/\b(da nikan( wa)?|mo n da wa)\b/g, "lonely friends"],
  [/\b(tii idinku ara|din ikun (mi )?ku|belata afo( m)?|the minceur|maigrir)\b/g, "lose weight belly fat"],
  [/\b(oogun apakokoro|ogwu nje)\b/g, "antibiotic"],
  [/\b(ara (mi )?gbe|akpukpo ahu (m )?kporo nku)\b/g, "dry skin"],
  [/\b(usoro omumu nwa|mgbochi ime|ona idena oyun)\b/g, "contraception"],
  [/\b(ntupo (ihu|n'?ihu)|ntupo)\b/g, "pimples acne"],
  [/\b(ole ka nso|ubochi ole ka nso|nso (kwesiri|ga-adi))\b/g, "period how many days length"],
  [/\b(al'?ada(ta|rta|rsa|r mu))\b/g, "period"],
  [/\b(mjamzito|mja mzito|ujauzito|mai ciki|ina da ciki|aboyun|mo loyun|adi m ime|di ime)\b/g, "pregnant"],
  [/\b(bila kupima|ba tare da gwaji|lai se ayewo|na-enweghi ule|sans (faire de |un )?test)\b/g, "without test"],
];

// Words that mean the same thing for retrieval.
const SYNONYMS: Array<[RegExp, string]> = [
  [/\bors\b/g, "oral rehydration solution"],
  // "Can I stop my BP drugs now I feel fine?": stopping the medicines, not lowering the pressure without them.
  [
    /\bstop\w*\b[^.?]{0,40}\b(bp|blood pressure|hypertension) (drugs?|medicines?|tablets?|pills?)\b|\b(bp|blood pressure) (drugs?|medicines?|tablets?|pills?)\b[^.?]{0,40}\bstop\w*/g,
    "stopping lifelong",
  ],
  // "What sets off fits?", "what brings on an attack?": what triggers it.
  [/\b(sets?|setting) off\b|\b(brings?|bringing) on\b/g, "trigger"],
  // "She makes herself vomit after eating", "throws up to stay thin": purging, an eating disorder.
  [
    /\b(make|makes|making|made) (herself|himself|themselves|myself) (vomit|throw up|sick)\b|\b(throws?|throwing|threw) up\b[^.?]{0,30}\b(to (stay|be|get|keep) (thin|slim|skinny)|lose weight)\b/g,
    "bulimia eating disorder purging",
  ],
  // "How many drinks is too much in a week?": the weekly limit of alcohol, in units.
  [
    /\bhow many (drinks|beers|shots|units)\b(?! of (water|milk|juice|tea|coffee|zobo|ors))|\bdrinks (a|per|in a|each|every) week\b/g,
    "alcohol units",
  ],
  [/\bbp\b/g, "blood pressure"],
  [/\bhypertension\b/g, "blood pressure hypertension"],
  [/\bgenotype\b/g, "genotype sickle"],
  [/\b(panadol|acetaminophen)\b/g, "paracetamol"],
  [/\bbrufen\b/g, "ibuprofen"],
  // "How much paracetamol is safe?" asks for the dose.
  [/\bhow (much|many)\b[^?.]{0,25}\b(paracetamol|panadol|ibuprofen|brufen)\b/g, "dose maximum"],
  [/\bflagyl\b/g, "metronidazole"],
  // "How many days I go take Coartem?": how long the course is.
  [
    /\b(how many days|how long)\b[^?.]{0,30}\b(coartem|drugs?|medicines?|treatment|tablets?|antibiotics?|course|\w+(cillin|mycin|oxacin|cycline|azole))\b/g,
    "course treatment",
  ],
  // "My dad has diabetes, will I get it too?": the risk a family history gives, not how the relative should eat.
  [
    /\b((will|would|might) i|i (will|would|might)|am i going to|i'?m going to) (also |too )?(get|inherit|develop|have|catch) (it|that|this|the disease|am)\b|\bruns? in (the|my|our) family\b|\binherit\w*\b/g,
    "family history risk",
  ],
  // "How do I know if someone is having a stroke?", "how I go know if…": the signs.
  [
    /\bhow ((do|can|will|would|go|fit|to|does one)( (i|we|you|one|person|somebody))?|(i|we|you|person) (go|fit|can|will)) (know|tell|recogni[sz]e|spot)\b/g,
    "signs symptoms",
  ],
  [/\bcatarrh\b/g, "cold runny nose"],
  // Round 18 (chat32): "How I go stop fever?", "bring down her temperature": looking after a fever at home.
  [
    /\b(stop|reduce|bring down|lower|cool|drop)\w*( down)? (the |a |im |her |his |my )?(fever|temperature|temp)\b/g,
    "fever temperature fluids",
  ],
  // Round 15 (chat29). "My guy dey drink too much", "he drinks every night": alcohol, not drinking water.
  [
    /\b(drink|drinks|drinking|dey drink)\b (too much|plenty|heavily|a lot|every (day|night)|well well)\b(?! (water|ors|milk|juice|tea|zobo|garri|gari|coffee|soda|coke))/g,
    "alcohol drinker",
  ],
  [/\bmy (guy|padi|paddy|bestie|bestfriend|best friend|bro|chum)\b/g, "friend"],
  // Round 14 (chat28). "How can we stop it happening again?" after a stroke: preventing another one.
  [
    /\b(stop|prevent|avoid)\w* (it|this|that|am|e) (from )?(happen|com|occur)\w* again\b|\b(happen|happening|come|coming) again\b/g,
    "prevent another",
  ],
  // "Wetin dey cause am?": what causes it.
  [/\bwetin (dey |de |go )?(cause|make)\b/g, "why cause"],
  // "Signs of low sugar", "my sugar dropped": hypoglycaemia, not diabetes in general.
  [
    /\blow (blood )?sugar\b|\bsugar (is |was |don |has )?(low|drop\w*|fall\w*|fell)\b|\bhypo(glyc\w*)?\b/g,
    "hypoglycaemia",
  ],
  // Round 13 (chat27). "We wan born pikin", "trying for a baby": planning a pregnancy, not a child's illness.
  [
    /\b(wan|want|wants|trying|try|planning|plan|hoping|ready)\b[^.?]{0,20}\b(born (a )?(pikin|baby|child)|for a baby|to (get|be|become) pregnant|to conceive|get belle)\b|\bbefore (getting|i get|we get|she gets|becoming) pregnant\b/g,
    "planning pregnancy preconception",
  ],
  // "My baby na 4 months, make I give am water?": water before 6 months (WHO: breast milk only).
  [
    /\b([1-5]|one|two|three|four|five) ?(months?|mo|mths?)\b[^.?]{0,60}\bwater\b|\bwater\b[^.?]{0,60}\b([1-5]|one|two|three|four|five) ?(months?|mths?)\b/g,
    "breastfeeding exclusive breast milk only",
  ],
  // "My pikin dey teeth": teething.
  [
    /\bdey teeth\b|\b(teeth|tooth)\b[^.?]{0,15}\b(dey )?(coming|come out|comot|growing|cutting)\b|\bcutting (his |her |a |new )?teeth\b/g,
    "teething baby gums dribble",
  ],
  // "Body pains everywhere after carrying blocks all day": muscles aching from the work, not body odour or malaria.
  [
    /\bbody (pains?|aches?|dey pain( me)?)\b(?=[^.?]{0,60}\b(after|from|since)\b[^.?]{0,30}\b(work\w*|carry\w*|lift\w*|labou?r|site|farm\w*|gym|training|football|moving|digging)\b)/g,
    "aching muscles",
  ],
  // "Which vaccines at 6 weeks?", "the 14-week injections": the national schedule, by age.
  [
    /\b(at )?(birth|6|six|10|ten|14|fourteen) ?(-| )?(weeks?|wks?)\b[^.?]{0,40}\b(vaccin\w*|injections?|immuni[sz]\w*|jabs?)\b|\b(vaccin\w*|injections?|immuni[sz]\w*|jabs?)\b[^.?]{0,40}\b(6|six|10|ten|14|fourteen) ?(-| )?(weeks?|wks?)\b/g,
    "immunisation schedule npi",
  ],
  // A lab PCV with a number ("PCV 28", "my PCV is 30"), not the pneumococcal vaccine.
  [/\b(pcv|hct|haematocrit|hematocrit)\b[^.?]{0,12}\b[1-5]\d\b/g, "packed cell volume haemoglobin"],
  [/\bpikin\b/g, "child"],
  // "Before I chop" is the time of a reading (fasting), not food.
  [/(?<!\bbefore (i )?)\bchop\b/g, "eat food"],
  // "My belle dey run", "running stomach": diarrhoea, not jogging.
  [/\b(belle|stomach|tummy) (dey |is |keeps )?(run|running|runs)\b|\brunning stomach\b/g, "diarrhoea loose stool"],
  [/\b(get|carry|weeks|months) belle\b/g, "pregnant"],
  [/\bbelle\b/g, "stomach"],
  [/\bchok(e|es|ed)\b/g, "choking"],
  // "I wan add weight, I too lean": gaining weight, not a healthy diet in general.
  [
    /\b(add|gain|put on|increase|adding|gaining|putting on)\w* (some |more |small )?(weight|flesh|body)\b|\btoo (lean|thin|skinny|slim|small)\b|\bunderweight\b/g,
    "gaining weight underweight",
  ],
  // "What days of my cycle can I get pregnant?": when in the cycle, the fertile window.
  [
    /\b(when|what days?|which days?|what time|what part)\b[^?.]{0,30}\b(get|getting|become|fall) pregnant\b|\bsafe days?\b/g,
    "fertile window ovulation",
  ],
  // "If person dey shake for ground": a fit, not a protein shake.
  [/\b(shak\w*|jerk\w*) for (ground|floor)\b/g, "seizure"],
  [/\bsro\b/g, "oral rehydration solution"],
  // "How I go make ORS for house?": the recipe.
  [/\b(make|prepare|mix)\b[^.?]{0,25}\bors\b[^.?]{0,50}\b(home|house)\b|\bhome-?made ors\b/g, "recipe homemade"],
  // "What do I do if someone has a fit?": a seizure ("fit" alone is Pidgin for "can", a stop word).
  [/\b(a|the|having|had|has|have|get|gets|got|getting|during|another) fits?\b|\bfitting\b/g, "seizure"],
  // "The condom burst": what to do after, not how to put one on.
  [
    /\bcondom\b[^.?]{0,20}\b(burst|broke|break|split|tore|torn|tear|slipped|came off|comot|cut)\b|\b(burst|broke|broken|split|torn) condom\b/g,
    "broke split",
  ],
  // "Bad breath", "my mouth dey smell": halitosis ("bad" alone is a stop word, "breath" is mostly breathing).
  [
    /\bbad breath\b|\bbreath\b[^.?]{0,10}\b(smell|stink)\w*|\bmouth\b[^.?]{0,10}\b(smell|stink|odou?r)\w*/g,
    "halitosis",
  ],
  // "My sugar was 7.5 before eating": a fasting blood sugar reading, not how to eat with diabetes.
  [/\b(before (eating|breakfast|i eat|i ate|food|chop|i chop)|empty stomach|fasting)\b/g, "fasting blood sugar"],
  [/\b(sugar|glucose)\b[^.?]{0,25}\b\d{1,2}(\.\d)?\b/g, "blood sugar level reading"],
  [/\bmorning[- ]after pills?\b/g, "emergency contraception"],
  [/\bpostinor\b/g, "emergency contraception"],
  [/\bfamily planning\b/g, "contraception"],
  [/\bcontraceptives?\b/g, "contraception"],
  [/\bbody strong\b/g, "healthy diet"],
  [/\bworkout\b/g, "exercise"],
  // "Not gaining muscle", "I no dey add muscle": building muscle (protein, training), not gaining weight.
  [/\b(gain\w*|add\w*|build\w*|put\w* on|grow\w*) (any |some |more )?(muscle|muscles|mass)\b/g, "muscle protein"],
  [/\bmosquito(es)?\b/g, "malaria mosquito net"],
  [/\bweight\b/g, "weight bmi"],
  [/\bdepressed\b/g, "depression"],
  // "Feeling low for weeks", "I've been down": low mood, not a low number.
  [/\b(feel|feeling|felt|been|so|very) (low|down)\b/g, "low mood depression"],
  // Other languages: enough words to find the passage, answered in English for now.
  [/\b(paludisme|zazzabin cizon sauro|cizon sauro)\b/g, "malaria"],
  [/\b(kwalara|kolera|kipindupindu)\b/g, "cholera"],
  // "How long should a normal period last?": the length of a period, not any "how long".
  [/\bhow long\b[^?.]{0,30}\bperiods?\b|\bperiods?\b[^?.]{0,20}\blasts?\b/g, "length duration"],
  [/\b(iba)\b/g, "malaria fever"],
  [/\b(dena|gbochie|kujikinga|eviter|kare kaina|kare)\b/g, "prevent"],
  [/\b(aliments?|nourriture|chakula|nri|ounje|abinci)\b/g, "healthy food diet"],
  [/\b(ruwa|omi|maji|mmiri)\b/g, "water drink"],
  [/\btension\b/g, "blood pressure"],
  [/\bibuprofene\b/g, "ibuprofen"],
  [/\b(amoxicilline|amoxiciline|amoxil|amoksilini)\b/g, "amoxicillin"],
  [/\b(antibiotiques?|antibiotiki|antibayotik\w*|maganin kwayoyin cuta)\b/g, "antibiotic"],
  [/\bensemble\b/g, "together"],
  [/\benceinte\b/g, "pregnant"],
  // "Je suis AS et mon copain aussi, quel risque pour nos enfants ?": genotype odds asked in French.
  [/\bdrepanocyt\w*/g, "sickle genotype"],
  [/\benfants?\b/g, "child children"],
  [/\b(risque|chance)s?\b/g, "chances"],
  [/\b(as|ss|aa) et (mon|ma|notre)\b/g, "genotype partner"],
  [/\b(s'|s )?etouff\w*/g, "choking"],
  [/\baider\b/g, "help"],
  [/\bsaign\w*/g, "bleeding"],
  [/\b(faint|fainted|fainting) (fit|person|somebody)\b/g, "faint"],
  // "How many hours of sleep does a 20 year old need? I sleep 5 hours in exams": how much sleep, not exam tips.
  [
    /\b(how (many|much)|hours?)\b[^.?]{0,30}\bsleep\w*|\bsleep\w*\b[^.?]{0,25}\b\d+ ?(hours?|hrs?)\b/g,
    "sleep adults sleephours",
  ],
  // "Is Alabukun safe every day?": Alabukun powder is aspirin (with caffeine).
  [/\balabukun\b/g, "aspirin"],
  [/\b(weed|marijuana|igbo|skunk|ganja|bhang|bangi)\b/g, "cannabis"],
  // "How much alcohol is too much?": the weekly limit, not alcohol with a medicine.
  [/\bhow much (alcohol|drink|drinks|beer|liquor|booze|ogogoro|spirits?)\b/g, "alcohol units"],
  // "How do I stop drinking?", "I wan stop to dey drink": cutting down alcohol, not a friend's drinking.
  [
    /\b(stop|quit|cut down|reduce|leave|give up)\w*( to dey| to| on)? (drinking|drink|alcohol|booze|ogogoro)\b(?! (water|ors|milk|juice|tea|zobo|coke|soda))/g,
    "alcohol drinking less",
  ],
  // "Reduce my belle fat", "belly fat", "slimming tea": losing weight.
  [
    /\b(reduce|lose|burn|remove|flatten|cut|melt)\w* (my |the |this )?(belly |belle |stomach |tummy |waist |body )?fat\b|\b(reduce|flatten|shrink)\w* (my |the |this |your |im )?(belly|belle|tummy|stomach|waist)\b(?! (pain|ache|cramp|upset))|\b(belly|belle|tummy|stomach) fat\b|\bpot ?belly\b|\bflat (tummy|stomach)\b|\bslimming\b|\b(weight[- ]loss|detox) (tea|pills?|capsules?|drinks?)\b/g,
    "lose weight",
  ],
  // "When can I test for HIV after sex?", "how soon can I run HIV test": the window before a test shows it.
  [
    /\b(when|how soon|how long after)\b[^?.]{0,30}\b(test|check|run|do)\w*\b[^?.]{0,20}\bhiv\b|\bhiv\b[^?.]{0,12}\btest\w*\b[^?.]{0,25}\b(when|how soon|how long after)\b/g,
    "window how long wait",
  ],
  // "At what age do girls start their period?", "which age girl pikin dey start to see period": puberty.
  [
    /\b(what|which) age\b[^?.]{0,40}\b(periods?|menstruat\w*|breasts?|puberty|voice)\b|\b(not|never|no|haven'?t|hasn'?t) (yet )?(started|start|seen|see) (my |her )?(periods?|menstruat\w*)\b|\bfirst periods?\b/g,
    "puberty start age",
  ],
  ...LOCAL_TOPICS,
  // "My BP don normal now, I fit stop the drug?": stopping the medicines.
  [
    /\b(bp|blood pressure)\b[^.?]{0,40}\b(stop|quit|leave)\w* (the |my |im |dis |this |these )?(drugs?|medicines?|tablets?|pills?|meds?)\b/g,
    "stopping lifelong",
  ],
  // "My people dey pressure me make I marry": pressure from family, stress.
  [
    /\b(pressure|pressuring|pressurizing|pressurising|disturb\w*|forcing|push\w*) (me|us) (make i|to|about|for|into) (marry|marriage|get married|wedding|settle down)\b|\bmarriage pressure\b/g,
    "stress family pressure",
  ],
  // "My babe leave me", "my boyfriend dumped me": a breakup, low mood. Round 18 (chat32): "after the breakup", "my heart
  // is broken" too (a heart broken by a breakup is not a condom that broke).
  [
    /\bmy (babe|girlfriend|boyfriend|gf|bf|partner|husband|wife|guy|girl|man|woman)\b[^.?]{0,15}\b(leave|left|dump\w*|broke up|break up|don leave|cheat\w*)\b|\b(broke|break|breaking) up\b|\bheart ?break\w*|\bheartbroken\b|\bbreak-?ups?\b|\bheart (is |was |has been |don |feels )?(broken|break|breaking)\b/g,
    "low mood sad feeling",
  ],
  // "A faint line on the test": a light line, a test result (not fainting).
  [/\bfaint(er)? (line|lines|positive|mark|band)\b|\b(line|lines)\b[^.?]{0,15}\bfaint\b/g, "light line"],
  // "Do vaccines make girls barren?": infertility, in the word the passages use.
  [/\b(barren|sterile|infertile)\b/g, "infertility"],
  // "How do I know if I have an STI?": the words the passages use.
  [/\b(std|stds|stis?)\b/g, "sexually transmitted infection"],
];

// What a question is about when it says so: "what are the signs of a stroke? my grandpa has high BP" asks about the
// stroke (the high blood pressure is why), "how many hours of sleep does a 20 year old need? I sleep 5 hours in
// exams" about sleep. These words count three times, so the background told with them does not outrank them.
const FOCUS = [
  /\b(?:signs?|symptoms?)\s+(?:of|for)\s+(?:an?\s+|the\s+)?([a-z]{4,})\b/g,
  /\bhow (?:many|much) (?:hours? )?(?:of )?(sleep)\b/g,
  // A drug of misuse named in a question is its subject, whatever else is told ("tramadol to read for exams").
  /\b(tramadol|codeine|colorado)\b/g,
];
const FOCUS_WEIGHT = 3;

/** The words a question names as its subject ("signs of X", "how many hours of sleep"), stemmed. */
function focusOf(question: string): Set<string> {
  const t = question.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  // "Signs of a stroke": the stroke, and that its signs are asked (not how to prevent it).
  return new Set(
    FOCUS.flatMap((re) =>
      [...t.matchAll(re)].flatMap((m) => [stem(m[1] as string), ...(/^(sign|symptom)/.test(m[0]) ? ["sign"] : [])]),
    ),
  );
}

const STILL_FINE =
  /\b(dey|still|but (he|she|e|i|im|they|the baby|my baby|the child)( is| are| dey)?) (chop|eat|eating|feed|feeding|drink|drinking|play|playing)\w*( and (play|playing|drink|drinking|chop|eat|eating|feed|feeding)\w*)? (well|fine|normally|ok|okay)\b/g;

function stem(w: string): string {
  if (w.length <= 4) return w;
  return w
    .replace(/(ies)$/, "y")
    .replace(/(ing|ed|es|s)$/, "")
    .replace(/(ation|ations)$/, "ate")
    .replace(/(tion)$/, "t");
}

// "She is 60, how much salt a day?": a person's age, not a reading to match ("90/60" in a blood pressure passage).
const AGE_SAID =
  /\b(he|she|i|i'?m|im|e|they)( is| am|'s| na| be| don reach| dey)? \d{1,2}\b(?![.,/]?\d| ?(mg|mmol|kg|%|°|degrees?|c\b))/g;

export function terms(text: string): string[] {
  // "A small cough but e dey chop and play well": what is still fine is reassurance, not the topic.
  let t = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(STILL_FINE, " ")
    .replace(AGE_SAID, (m) => m.replace(/\d+/, " "))
    // "If person dey shake for ground": a fit, not a protein shake.
    .replace(/\b(shak\w*|jerk\w*) for (ground|floor)\b/g, "convulsing");
  for (const [re, by] of BRANDS) t = t.replace(re, by);
  for (const [re, by] of SYNONYMS) t = t.replace(re, (m) => `${m} ${by}`);
  return t
    .split(/[^a-z0-9.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

function articlePassages(): Passage[] {
  const out: Passage[] = [];
  for (const a of articles) {
    const source = a.sources[0] as Source;
    let title = a.title;
    let buf: string[] = [];
    let n = 0;
    const flush = () => {
      if (buf.length)
        out.push({
          id: `${a.slug}#${n++}`,
          title: title === a.title ? a.title : `${a.title}: ${title}`,
          heading: title,
          text: buf.join(" "),
          source,
          link: `/article/${a.slug}`,
          kind: "article",
          keywords: a.title,
        });
      buf = [];
    };
    buf.push(a.summary);
    for (const b of a.body) {
      if (b.type === "h2") {
        flush();
        title = b.text;
      } else if (b.type === "ul") buf.push(b.items.join(" "));
      else buf.push(b.text);
    }
    flush();
  }
  return out;
}

function tipPassages(): Passage[] {
  return dailyTips.map((t) => ({
    id: `tip-${t.id}`,
    title: "Daily tip",
    text: t.text,
    source: t.source,
    kind: "tip" as const,
  }));
}

export const PASSAGES: Passage[] = [
  ...FACTS.map((f) => ({ ...f, kind: "fact" as const })),
  ...articlePassages(),
  ...tipPassages(),
];

// ------------------------------------------------------------------ BM25 index, built once per isolate

type Doc = { tf: Map<string, number>; len: number; about: Set<string> };
const K1 = 1.2;
const B = 0.75;

const DOCS: Doc[] = PASSAGES.map((p) => {
  // Headings count three times and keywords twice: they say what the passage is about.
  const about = p.heading ?? `${p.title} ${p.keywords ?? ""}`;
  const words = [...terms(about), ...terms(about), ...terms(about), ...terms(p.keywords ?? ""), ...terms(p.text)];
  const tf = new Map<string, number>();
  for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
  return { tf, len: words.length, about: new Set([...terms(about), ...terms(p.keywords ?? "")]) };
});
const AVG = DOCS.reduce((s, d) => s + d.len, 0) / DOCS.length;
const DF = new Map<string, number>();
for (const d of DOCS) for (const w of d.tf.keys()) DF.set(w, (DF.get(w) ?? 0) + 1);
const idf = (w: string) => {
  const df = DF.get(w) ?? 0;
  return Math.log(1 + (DOCS.length - df + 0.5) / (df + 0.5));
};

// Round 18 (chat32): when something happened ("last year", "in 2019", "two years ago") says when, not what: "who won the
// league last year?" is not about how long an implant lasts, "a stroke last year" not about a year.
const WHEN_SAID =
  /\b(last|this|next) (year|month|week|weekend|night|time)\b|\b(in|since|back in) (19|20)\d\d\b|\b(a|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|some|several|many|\d+) (years?|months?|weeks?|days?) ago\b|\byears? ago\b/gi;

/** Passages for a question, best first, with the query words each one matched. `context` holds words from
 * earlier in the conversation (the topic a follow-up refers to, a pregnancy, a child): they count half, and
 * a passage must still match the new question itself unless the question is all pronouns ("where can I
 * get it?"). */
export function retrieve(question: string, k = 3, context = "", told = ""): Hit[] {
  const q = [...new Set(terms(question.replace(WHEN_SAID, " ")))];
  // Words of the context told in the same message as the question ("my grandfather died of a heart attack" before
  // "am I at higher risk?"), not in an earlier turn.
  const sameMessage = new Set(terms(told));
  const forChild =
    q.includes("child") || q.includes("children") || /\b([1-9]|1[0-2])[- ]?(years?|yrs?)[- ]?old\b/i.test(question);
  const focus = focusOf(question);
  const c = [...new Set(terms(context))].filter((w) => !q.includes(w));
  const shortFollowUp = q.length <= 2 && /^\s*(and|what about|how about)\b/i.test(question);
  if (!q.length && !c.length) return [];
  // The question names a topic beyond whom it is about and what it asks (a word some passage is about).
  const framed = q.some((w) => !WHO_FRAME.has(w) && ABOUT_ANY.has(w)) && q.some((w) => WHO_FRAME.has(w));
  const hits: Hit[] = [];
  // Each hit's score from the context words alone, and how many of the question's own words its heading or keywords
  // hold (what it is about, as the question states it).
  const fromCtx = new Map<Hit, { ctx: number; about: number; own: boolean; ownAbout: number }>();
  DOCS.forEach((d, i) => {
    let score = 0;
    let ctxScore = 0;
    let ctxAbout = 0;
    const matched: string[] = [];
    let own = 0;
    // Context counts half, or in full when the question is all pronouns ("where can I get it?") or a short "and…"
    // follow-up that only adds a detail ("and if she is pregnant?" after a question about ibuprofen).
    const aboutTopic = q.some((w) => !WHO_FRAME.has(w) && d.about.has(w));
    for (const [words, weight] of [
      [q, 1],
      [c, q.length && !shortFollowUp ? 0.5 : 1],
    ] as const) {
      for (const w of words) {
        const f = d.tf.get(w);
        if (!f) continue;
        matched.push(w);
        if (words === q) own++;
        // Whom the question is about and what it asks of the answer ("my friend", "how do I help her") frame its
        // topic ("fainted"): in a passage that is not about that topic they count a third, so "how do I help my
        // friend who fainted" is the faint, not helping a grieving friend, while "my guy dey drink too much, how I
        // fit help am?" stays on helping a friend who drinks (a passage about both).
        const stress =
          words === q && focus.has(w)
            ? FOCUS_WEIGHT
            : words === q && framed && WHO_FRAME.has(w) && !aboutTopic
              ? 1 / 3
              : 1;
        const add = stress * weight * idf(w) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.len) / AVG)));
        score += add;
        if (words !== q && !ABOUT_WHOM.has(w) && d.about.has(w)) ctxAbout++;
        if (words !== q && !ABOUT_WHOM.has(w) && !sameMessage.has(w)) ctxScore += add;
      }
    }
    // A short "and…" follow-up ("and if na small pikin?" after a nosebleed) keeps the earlier topic: the passage must
    // match that topic, and may add the new detail rather than be about the detail alone.
    const fromContext = matched.length - own;
    if (q.length && !own && !(shortFollowUp && fromContext)) return;
    if (shortFollowUp && c.length && !fromContext) return;
    // Curated facts answer questions directly; prefer them when they match as well.
    const onTopic = matched.filter((w) => d.about.has(w)).length;
    // A question about a child is not answered with a passage for adults ("and for a 6 year old?" after the adult
    // dose of paracetamol: children's paracetamol).
    if (forChild && d.about.has("adult")) score *= 0.6;
    if (score > 0) {
      const fact = PASSAGES[i]?.kind === "fact" ? 1.25 : 1;
      const hit = { passage: PASSAGES[i] as Passage, score: score * fact, matched, onTopic };
      hits.push(hit);
      fromCtx.set(hit, {
        ctx: ctxScore * fact,
        about: ctxAbout,
        own: own > 0,
        ownAbout: q.filter((w) => d.about.has(w) && !FRAME.has(w)).length,
      });
    }
  });
  // A short follow-up's own detail ("and for a child?") picks among the passages on the earlier topic: one on both
  // (children's paracetamol) before one on the topic alone (the adult dose). A passage whose heading and keywords hold
  // under half as many of the earlier topic's words as the best one (a child's fever, by "runny nose", after a
  // nosebleed) is not on that topic.
  if (shortFollowUp) {
    const onEarlier = Math.max(0, ...[...fromCtx.values()].map((v) => v.about));
    for (const [hit, { about, own }] of fromCtx) if (own && about * 2 >= onEarlier) hit.score *= 2;
  }
  // "What foods are good for his heart now?" after "crushing chest pain": when a passage is about two or more of the
  // question's own words (eating for the heart), the earlier turn's words no longer lift a passage about fewer of
  // them (the signs of a heart attack) above it; they count a quarter there. A passage about none of them (a
  // toothache, for "can I use salt water?" after one) is the earlier topic itself and keeps them in full, and a short
  // follow-up that states no topic of its own ("and for a child?") leans on the earlier turn in full.
  const best = Math.max(0, ...[...fromCtx.values()].map((v) => v.ownAbout));
  if (best >= 2 && !shortFollowUp)
    for (const [hit, { ctx, ownAbout }] of fromCtx) if (ownAbout > 0 && ownAbout < best) hit.score -= ctx * 0.75;
  return hits.sort((a, b) => b.score - a.score).slice(0, k);
}

// A follow-up leans on what came before: "and how is it treated?", "what should he drink?".
const FOLLOW_UP =
  /^\s*(and|also|what about|how about|so|then|ok(ay)?|but)\b|\b(it|its|that|this|them|those|these|he|she|him|her|his|they|their)\b/i;
const CHILD =
  /\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b|\b(son|daughter|child|children|kid|kids|baby|toddler|boy|girl|pikin|little one)\b|\bwey be \d{1,2} years?\b/i;
const PREGNANT = /\bpregnan\w*|\b(get|carry|weeks|months) belle\b|\benceinte\b|\bmimba\b|\bloyun\b|\bciki\b/i;
// Words that frame a question ("how can she avoid another attack?") rather than name its topic.
const FRAME = new Set(
  "prevent prevention avoid another again stop signs symptoms treat treatment cure cause causes help risk"
    .split(" ")
    .map((w) => stem(w)),
);
// Words that say whom a question is about or what it asks of the answer, not its topic.
const WHO_FRAME = new Set("friend friends her him his hers help helping helped".split(" ").map((w) => stem(w)));
// Every word some passage is about (its heading or keywords), built once.
let aboutAny: Set<string> | undefined;
const ABOUT_ANY = {
  has(w: string): boolean {
    aboutAny ??= new Set(DOCS.flatMap((d) => [...d.about]));
    return aboutAny.has(w);
  },
};
// Context words that say whom the question is about (a child, a pregnancy), not what it is about.
const ABOUT_WHOM = new Set(["child", "children", "pregnant", "pregnancy"].map((w) => stem(w)));
const ADULT = /\b(adults?|grown-?ups?|grown (man|woman|person))\b/gi;
// A relative, in the seven languages (the earlier turn is read as written; "mjomba wangu", "nna m", "mon oncle").
const KIN =
  /\b(mother|mum|mom|mama|mummy|father|dad|daddy|papa|brother|sister|uncle|aunt|aunty|auntie|grand\w*|granny|cousin|relatives?|parents?|relation|mahaifi\w*|baba\w*|mama\w*|kawu\w*|kaka\w*|yaya(na|ta|nsa)|inna\w*|goggo\w*|dan uwa|'?yar uwa|iya (mi|re|agba)|egbon\w*|aburo\w*|obi mi|nne m|nna m|nne nne|nna nna|nwanne\w*|mjomba|shangazi|bibi|babu|dada yangu|ndugu|wazazi|mere|pere|oncle|tante|frere|soeur|cousine?)\b/i;
// Illnesses that run in families (NHS: a close relative's heart disease, stroke, diabetes, high blood pressure or some
// cancers raises one's own risk), in the seven languages; a relative's snakebite or accident does not.
const FAMILIAL =
  /\b(heart (attack|disease)|stroke|diabet\w*|sugar|blood pressure|bp|hypertension|cancer|bugun zuciya|ciwon zuciya|shanyewar jiki|ciwon (suga|sukari)|hawan jini|arun okan|ito suga|eje riru|nkuchi obi|oria obi|oria (shuga|suga)|obara mgbali|mshtuko wa moyo|shambulio la moyo|kiharusi|kisukari|presha|shinikizo la damu|infarctus|crise cardiaque|avc|diabete|tension|strok)\b/i;
const OWN_RISK =
  /\b(i|we)\b[^?.]{0,25}\b(prevent\w*|avoid\w*|lower\w*|reduce\w*)\b|\b(prevent\w*|avoid\w*|lower\w*|reduce\w*|cut\w*|protect\w*)\b[^?.]{0,20}\b(my|our)( own)? (risk|chances?)\b|\bprotect (myself|ourselves)\b|\b(happen\w*|reach\w*|catch\w*|affect\w*) (to )?(me|us)\b|\bmy (own )?(risk|chances?)\b|\b(will|would|could|might|can) i (also |too )?(get|have|develop|inherit) (it|that|this|the same|am)\b|\b(me|i) too\b/i;
// Round 18 (chat32): "my mum had a stroke in 2019, how do we prevent another one?": "another", "again" asks how the
// relative avoids a second one (NHS Stroke prevention after a stroke), not the asker's own risk, unless the asker
// names themself ("my own risk", "happen to me").
const RECURRENCE = /\b(another|again|second (one|stroke|attack)|recurr\w*|next one)\b/i;
const OWN_NAMED =
  /\bmy (own )?(risk|chances?)\b|\b(happen\w*|reach\w*|affect\w*) (to )?(me|us)\b|\b(me|i) too\b|\bprotect (myself|ourselves)\b|\b(will|would|could|might|can) i (also |too )?(get|have|develop|inherit)\b/i;
const RECALLING = /\b(what did i|remind me|what i said|earlier i)\b/i;

/**
 * The words from the conversation that change the answer to a new question: the person's pregnancy or
 * child (from any of their turns), and, for a follow-up, the topic of their previous message.
 */
export function conversationContext(question: string, history: Array<{ role: string; content: string }> = []): string {
  const said = history.filter((t) => t.role === "user" && !RECALLING.test(t.content)).map((t) => t.content);
  const all = [...said, question].join("\n");
  const out: string[] = [];
  if (PREGNANT.test(all)) out.push("pregnant pregnancy");
  const age = /\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b/i.exec(all);
  // A question that itself says "child" or "kid" already weighs those words; adding them again from the context
  // made "how do I clean a small cut on my kid's knee?" an answer about children's fevers.
  const childWordAsked = /\b(child|children|kid|kids)\b/i.test(question) && !CHILD.test(said.join("\n"));
  if (CHILD.test(all) && !(age && Number(age[1]) >= 13) && !childWordAsked) out.push("child children");
  // Only a question leans on the previous topic ("thanks, we're at the hospital now" does not).
  const asks = /\?\s*$|^\s*(what|how|where|when|why|which|who|can|could|is|are|should|does|do|and|wetin|abeg)\b/i.test(
    question,
  );
  const previous = said.at(-1);
  if (previous !== undefined && asks && (FOLLOW_UP.test(question) || terms(question).length <= 3)) {
    // "How much paracetamol for an adult?" then "and for a 6 year old?": the child takes the adult's place, so the
    // earlier "adult" no longer says whom the answer is for.
    out.push(CHILD.test(question) ? previous.replace(ADULT, " ") : previous);
  }
  return out.join(" ");
}

/**
 * "My uncle had a heart attack last year" then "how can I prevent it?" or "so it doesn't happen to me?": a relative's
 * illness told just before and one's own prevention asked is the family history and one's own risk (NHS), not the
 * illness's general prevention (a mother's illness is not mother-to-child HIV). The question, with those words.
 */
export function withOwnRisk(
  question: string,
  history: Array<{ role: string; content: string }> = [],
  original = question,
): string {
  const previous = history.findLast((t) => t.role === "user")?.content ?? "";
  const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
  const told = (text: string) => KIN.test(plain(text)) && FAMILIAL.test(plain(text));
  return (told(previous) || told(original)) &&
    OWN_RISK.test(question) &&
    !/\bfamily history\b/i.test(question) &&
    !(RECURRENCE.test(question) && !OWN_NAMED.test(question))
    ? `${question} my own risk family history`
    : question;
}

/** Minimum score for a passage to count as an answer (below it, retrieval found only loose matches). */
export const STRONG_SCORE = 6;

/** The rarest word a passage matched: what the hit is most about. */
export function keyWord(hit: Hit): string | undefined {
  return [...hit.matched].sort((a, b) => idf(b) - idf(a))[0];
}

export function isStrong(hit: Hit | undefined): hit is Hit {
  // Words found only in passing in a passage's body ("football" in a food article) are not its topic.
  return Boolean(hit && hit.score >= STRONG_SCORE && hit.onTopic > 0 && hit.matched.some((w) => idf(w) > 2));
}

/**
 * The passages that answer a question (the conversation helps read a follow-up), best first; empty when
 * nothing relevant is known. worker/chat/grounding.ts hands them to every model in one shape.
 */
export function passagesFor(
  question: string,
  history: Array<{ role: string; content: string }> = [],
  k = 3,
): Passage[] {
  return retrieve(withOwnRisk(question, history), k * 2, conversationContext(question, history))
    .filter(isStrong)
    .filter((h, i, all) => i === 0 || h.score >= (all[0]?.score ?? 0) * 0.6)
    .slice(0, k)
    .map((h) => h.passage);
}

/**
 * The English topic words of a message's Hausa, Yoruba, Igbo, Swahili or French words (LOCAL_TOPICS): added to the
 * phrasebook's reading (worker/ai/local/gloss.ts), so "chanjo zinaleta utasa?" is read as vaccines and infertility,
 * not as vaccines alone.
 */
export function localTopicWords(text: string): string[] {
  const t = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return LOCAL_TOPICS.flatMap(([re, by]) => (t.match(new RegExp(re.source, "g")) ? [by] : []));
}
