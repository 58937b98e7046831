// The danger signs, as plain patterns a clinician can read, in English, Nigerian Pidgin, Hausa, Yoruba,
// Igbo, Swahili and French. Patterns run on normalised text (lower case, no diacritics), so "Mo fẹ́ pa
// ara mi" and "mo fe pa ara mi" are the same message. English and Pidgin patterns are checked with
// negation and general-question handling; the other languages' patterns are specific phrases.
import { affirmed, otherSituation, stated } from "./text.ts";

/** A sign in two parts: English-family (negation-aware) and other languages (plain phrase). */
export type Sign = { en?: RegExp; other?: RegExp };

export function present(sign: Sign, norm: string): boolean {
  return Boolean((sign.en && affirmed(sign.en, norm)) || (sign.other && sign.other.test(otherSituation(norm))));
}

export const S = {
  suicide: {
    en: /\bsuicid\w*|\bkill(ing)? (my ?self|myself)|\bend (my life|it all|everything)|\btake my (own )?life|\bwant(ed|s)? to die|\bwanna die|\bwish i (was|were) dead|\bbetter off (dead|without me)|\b(better off|easier for (everyone|everybody|them|all)|better for (everyone|everybody)) if i (just )?(didn'?t|did not|never|wasn'?t|weren'?t|was not|were not|don'?t|do not|wouldn'?t|no longer)\b|\bdon'?t want to (live|be alive|be here|exist|wake up)|\b(don'?t|do not) see the point (of|in) (living|life|going on|being alive)|\bno reason to live|\bnothing to live for|\bnever wake up|\bplan(ning)? (how )?to (end|take) my|\bcan'?t go on (living|like this|any ?more)|\bi wan die\b(?! (laugh|of laugh|with laugh|for laugh))|\bmake i (just )?die|\bi no wan (live|dey alive)|\b(go|fit) better if i (no|don'?t|just no) (wake|dey)|\bi wan kill (my ?self)|\blife don tire me|\btire for (this )?life|\bi don tire for life|\bgiv(e|ing|en) (away )?(all )?my (things|stuff|belongings|possessions)\b[^.]{0,60}\b(won'?t|will not|no longer|not going to) (be )?need|\b(wrote|written|writing|write|left) (a |my )?(goodbye|farewell|suicide) (letters?|notes?|messages?)|\bsaid my goodbyes|\b(feel|feeling|am|i'?m) (like )?(a|such a|just a) burden\b|\btired of (living|being alive|existing|life)\b(?! (in|at|with|here|under|like))|\b(sleep|go to sleep) and (not|never) wake\b|\bpills? (it )?takes? to die\b|\b(looking up|googl\w*|search\w*|researching)\b[^.]{0,30}\b(ways to die|how to (die|kill my ?self)|lethal dose)|\blife (isn'?t|is not|ain'?t) worth (living|it)\b|\b(done|finished) with (life|living|this life)\b(?! (in|at|here|like|as))|\btire to dey alive|\b(wanna|want to|going to|gonna|i'?ll|i will) end it\b(?! (with|between|for))|\b(end|ending) things\b(?! (with|between))|\btonight is the night\b|\b(nobody|no one|no-one) (will|would)( even)? (miss|care|notice)\b[^.]{0,25}\b(gone|dead|die|when i'?m)|\bcommit suicide\b|\b(jump|throw my ?self) (off|from|in front of|into) (the |a )?(bridge|building|roof|train|car|river|lagoon|lorry)|\bhang (my ?self|myself)|\b(the |a |my )?(rope|pills|knife|gun|poison) (is |are )?ready\b|\bhave the (rope|pills|poison) ready|\b(want|wish) to sleep forever|\b(collecting|saving up|stockpiling|hoarding) (pills|tablets|medicines?)\b|\b(don'?t|do not) see the point (in|of) anything|\b(everyone|everybody|they|my family|the world|people|my (kids|children|parents))\b[^.]{0,20}\b(happier|better off|better|easier|lighter|freer|more peaceful|at peace)\b[^.]{0,10}\bwithout me\b|\bwant to disappear (forever|for good|and never)|\b(no|don'?t|do not|can'?t|cannot) (see|find) (any |a )?(reason|point) (to|in|for) (live|living|life|dey alive)|\bsaying (my )?goodbyes? to (everyone|everybody|my family)|\bunaliv\w* (my ?self|me)\b|\bkms\b(?![^.]{0,60}\b(lol|lmao|haha|jk|😂)\b)|\b(comot|leave|exit|go) (for |from )?this world\b(?! (cup|tour|record|class))|\bi no wan (dey|stay|live) (for |inside )?this world\b|\bending (my life|it all)\b|\b(said|says|saying|told (us|me|them)|keeps saying)\b[^.]{0,30}\b(better|happier|easier)( off)? without (me|her|him|them)\b|\b(after|from) (tonight|today|this night|tomorrow)\b[^.,]{0,30}\b(no go|won'?t|will not|will never|never go|go never|not going to|wont) (see|hear (from|of)) me\b|\b(after|from) (tonight|today|this night|tomorrow)\b[^.,]{0,30}\b(nobody|no one|no-one|nobody go) (will |would |go )?(see|hear (from|of)) me\b|\b(you|una|they|u|you all|y'?all|everyone|nobody) (no go|won'?t|will not|will never|go never|wont) (see|hear from) me (again|any ?more)\b(?! (until|till|for|when|in|this|next))|\b(rope|pills|tablets|poison)\b[^.]{0,60}\b(say|said|saying) (goodbye|farewell|bye)\b|\bi (just )?want (everything|it all|all of (this|it)|all this) to (stop|end)\b|\bhow many (pills|tablets|paracetamol|panadol)( it| would it| does it| will it)? (takes?|would take)\b(?! to (work|start|kick|help|feel|get|clear|treat|cure|relieve|reduce|lower|bring|see|notice))|\b(wrote|written|write|don write|writing) (letters?|notes?) (to|for|give) (everybody|everyone|all of us|her family|his family|my family|all her|all his|all my)\b(?! (for|about|on) (christmas|xmas|eid|sallah|easter|new year|the holidays|(his|her|my|their) birthdays?))|\bdon tire for (this )?(life|world)\b|\b(won'?t|will not|wont|no go) be (a |any )?(problem|burden|trouble|bother|wahala) (to|for) (anyone|anybody|everyone|everybody|you|una|us|them|nobody)\b[^.,]{0,10}\b(any ?more|again|after|from|soon)\b|\b(she|he|e|im|my \w+) (say |said |says )?(she |he |e )?no wan (dey|stay|live) (for |inside )?this world\b|\b(gather\w*|don gather) all (her|his|my|im) (drugs|pills|tablets|medicines?)\b|\b(sorted|sort(ed)? out|decided|planned|arranged|settled|written down|wrote down) (out )?who (gets|will get|should get|go get|takes|will take|go take|inherits) (all )?(my|her|his|im) (things|stuff|belongings|property|phone|clothes)\b|\b(something|things?|stuff) to remember me by\b|\b(letters?|notes?|things|stuff|belongings)\b[^.]{0,80}\bwhen i'?m (gone|no more|not (here|around) any ?more|dead)\b/,
    other:
      /\bkashe kai(na|nsa|ta)\b|\b(gara|gwamma|ina so) (in|na) mutu\b|\bba na (son|so) (in )?rayu|\bna gaji da rayuwa|\bpa ara (mi|re)\b|\bban ga amfanin rayuwa|\bmutuwa ta fi (mini|min|mani)\b|\bgba emi ara (mi|re)\b|\bsioni sababu ya (kuendelea )?kuishi|\bsina sababu ya kuishi|\b(ningependa|natamani) kufa\b|\b(plus|aucune|pas) (de )?raison de vivre|\bdisparaitre pour (toujours|de bon)|\bsu mi (l)?aye\b|\bki n ma (tun )?ji( mo)?\b|\bghara idi ndu\b|\bka mma m nwuo\b|\b(pour|vais|veux|voulais|prete? a|envie d') en finir\b(?! avec)|\b(o san|o dara|o ya) ki n ku\b|\bmo fe ku\b|\bmi o fe wa (laaye|laye)|\baye su mi\b|\bigbu onwe m\b|\bgbuo onwe m\b|\bka m nwuo\b|\bachoghi m idi ndu|\bachoro m inwu\b|\bkujiua\b|\bnijiue\b|\b(ni )?bora nife\b|\bnataka kufa\b|\bsitaki kuishi\b|\bnisiamke\b|\bme suicider\b|\bpense(r)? au suicide\b|(?<!\b(va|vas|vont|allez|veut|veulent) )\bme tuer\b|\bmettre fin a (mes jours|ma vie)|\ben finir avec (la|ma) vie|\bd'en finir\b|\bje veux mourir|\benvie de mourir|\b(serait|seraient|serais) mieux (si je|sans moi)|\bplus envie de vivre|\bne veu(x|t) plus vivre|\bba zan iya ci gaba da rayuwa\b|\bna tara (magunguna|kwayoyi)\w*|\b(barci|bacci) (har )?abada\b|\bba za ku (sake )?gan(i|in)na ba\b|\bko si idi\b[^.]{0,25}\b(wa laaye|wa laye|gbe aye)\b|\b(ti )?pese okun\b|\bsun (titi )?lae\b|\bmi o le (tesiwaju|maa gbe aye)\b|\be ko ni ri mi mo\b|\benweghi m ike ibi ndu\b|\bachoghi m ibi ndu\b|\bura ebighi ebi\b|\bunu agaghi ahu m ozo\b|\bsiwezi (kuendelea )?kuishi\b|\b(kulala|nilale|lala) milele\b|\bhamtaniona tena\b|\bdormir pour toujours\b|\bne plus (jamais )?me reveiller\b|\b(prepare|rassemble|garde|stocke|accumule)\w*\b[^.]{0,10}\btou(te)?s mes (pilules|comprimes|cachets|medicaments)|\bvous ne me (reverrez|verrez) plus\b|\bje ne peux plus (continuer a )?vivre\b|\b(la )?corde est (prete|dans|attachee|accrochee)\b|\b(corde|pilules|comprimes|cachets|medicaments|poison)\b[^.]{0,60}\bdire (au revoir|adieu)\b|\b(tout|j'ai tout) (prepare|organise|prevu)\b[^.]{0,60}\b(corde|adieu|au revoir)\b|\bkamba (iko tayari|imeandaliwa|tayari)\b|\bnimeandaa (kamba|vidonge|sumu)\b|\b(kamba|vidonge|sumu)\b[^.]{0,60}\bkuaga\b|\bje veux (juste )?que tout (s'arrete|cesse|finisse)\b|\bnataka kila kitu (kiishe|kikome|kiishie)\b|\bpersonne ne (me )?(regrettera|remarquera|pleurera)\b|\bquand je ne serai plus la\b|\bhakuna (atakayenikumbuka|atakayenikosa)\b|\b(hawataniona|hamtaniona|hutaniona|hataniona) tena\b|\b(e|won|o) (ma |mase )?(wa|wo) mi (mo )?leyin (oni|ola|ale yi)\b|\bmi o le farada (aye|aiye|ile aye)\b|\bko le farada (aye|aiye|ile aye)\b|\bvous ne me (reverr\w*|verr\w*) plus\b|\bnimechoka (na )?(maisha|kuishi)\b[^.]{0,80}\b(barua|kwaheri|nitamaliza|vitu vyangu|\w*gawia)\b|\b\w*gawia\b[^.]{0,30}\bvitu vyangu\b[^.]{0,80}\b(nitamaliza|kwaheri|sitavihitaji)\b|\b(ecrit|laisse|ecris)\w*\b[^.]{0,15}\b(des |une |mes )?lettres?\b[^.]{0,80}\btout (sera|va etre) (fini|termine)\b|\bje n'en peux plus\b[^.]{0,80}\btout (sera|va etre) (fini|termine)\b|\blettres? d'adieu\b|\bkashe kan(sa|ta|ka|shi)\b|\b(ya|ta) gaji da rayuwa\b/,
  },
  selfHarm: {
    en: /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning) (my ?self|myself)\b|\bself[- ]?harm\w*|\b(keep|been|always|started|i) (cutting|burning|scratching) my (arms?|wrists?|thighs?|legs?|skin|hands?)|\b(cut|cutting|burn|burning) (my )?(arms?|wrists?|thighs?|skin|hands?) with (a )?(razor|blade|knife|cigarettes?)|\bdey cut (my|myself)|\b(cut|cutting|burn\w*|hurt\w*|harm\w*) (herself|himself|themselves)\b[^.]{0,30}\b(on purpose|deliberately|intentionally)|\b(harming|harms|harmed|self-harming) (herself|himself|themselves)\b|\b(slit|slashed|cut) (her|his|my|their) wrists?\b|\bcut my hand with (blade|razor)/,
    other:
      /\byanka (hannu|hannuna|jikina|kaina)\b|\bge ara mi\b|\begbu onwe m onya|\bmeru onwe m ahu|\bnajikata\b|\bkujikata\b|\bnajidhuru\b|\bkujidhuru\b|\bme scarifi\w*|\bscarification|\bme (faire|fais) du mal\b|\bme coupe (les bras|les poignets)/,
  },
  overdose: {
    en: /\boverdos\w*|\b(took|taken|take|swallowed|swallow|drank|drink|ate|has taken|have taken) (like |about |around |almost |nearly |over |maybe |up to )?(too many|a lot of|lots of|plenty|plenty of|all (of )?(my|the|her|his|im)|a (whole|full) (pack|packet|bottle|strip|box|sachet) of|the whole (pack|packet|bottle|strip)|a bottle of|(1[0-9]|[2-9][0-9]|[1-9][0-9]{2}|ten|twelve|fifteen|twenty|thirty|forty|fifty))\b[^.]{0,40}\b(tablets?|pills?|paracetamol|panadol|medicines?|drugs?|capsules?|tramadol|codeine|diazepam|valium|amitriptyline|antidepressants?|sleeping pills)|\bdrink plenty (of )?(im |her |my |the )?(medicine|drugs|tablets)|\bplenty (paracetamol|tablets|drugs|pills)\b|\b(took|taken|swallowed|ate|drank|chewed)\b[^.]{0,30}\b(paracetamol|panadol|tramadol|amitriptyline|codeine|diazepam|valium|ibuprofen|aspirin|chloroquine|metformin|insulin|antidepressants?|sleeping (pills|tablets)|blood pressure (pills|tablets))\b[^.]{0,25}\b(\d{2,}|ten|twelve|fifteen|twenty|thirty|forty|fifty|all|a whole|the whole|whole (strip|pack|packet|bottle))\b|\b(took|taken|take|swallow(ed)?|ate|drank|drink|chop)\b[^.]{0,15}\b(a |the )?(whole|full|entire) (strip|pack|packet|bottle|box|sachet)\b(?! of (ors|oral rehydration|zinc|vitamins?|water|milk|juice|cereal|biscuits?|sweets|groundnuts?|pure water))/,
    other:
      /\b(sha|hadiye) (kwayoyi|kwayoyin|magani|magunguna)\b[^.]{0,40}\b(da yawa|ashirin|talatin|guda \d{2,})|\b(magani|kwayoyi|magunguna) da yawa\b|\b(mu|lo) (oogun|ogun) pupo\b|\bparacetamol (ogun|ogbon|aadota)\b|\bnuru otutu ogwu\b|\bogwu (karia|nke ukwuu)\b|\b(meza|kumeza|amemeza|nimemeza|kunywa|amekunywa|nimekunywa) (vidonge|dawa) (vingi|nyingi|\d{2,})|\bvidonge (\d{2,}|vingi sana)|\bdawa nyingi kupita kiasi|\b(pris|avale|avaler|pris) (\d{2,}|trop de|toute (la|une) (boite|plaquette)|tout le flacon|une boite)[^.]{0,30}(comprimes?|cachets?|pilules?|medicaments?|paracetamol)|\bsurdose|\boverdose|\b(pris|avale)\w* (toute la|toute une|tout le|une) (boite|plaquette|flacon|tube)\b|\b(amemeza|nimemeza|alimeza|amekunywa|nimekunywa) (vidonge|dawa) (vyote|zote)\b|\bparacetamol\b[^.]{0,10}\biri (abuo|ato|ano|ise)\b|\b(nuru|loro)\b[^.]{0,30}\biri (abuo|ato|ano|ise)\b|\b(sha|hadiye)\b[^.]{0,30}\b(kwayoyi|kwayoyin|magani|magunguna)\w*\b[^.]{0,30}\bduka\b|\bgbe gbogbo (oogun|ogun)\b|\bloro\b[^.]{0,10}\bogwu\b[^.]{0,30}\bniile\b/,
  },
  poisoning: {
    en: /\b(drank|drink|drunk|swallowed|swallow|took|ate|chop|has drunk|has swallowed|drinking|swallowing) (some |a lot of |the |a bottle of |from a bottle of |of )?(sniper|poison|insecticide|rat poison|bleach|kerosene|paraffin|petrol|hypo|ota pia pia|otapiapia|pesticide|weed ?killer|herbicide|gramoxone|paraquat|battery acid|dettol|jik|izal|acid|snipper)\b|\bswallowed poison|\b(kerosene|bleach|poison|sniper|insecticide) (by mistake|from a (bottle|cup))|\bdrank kerosene|\b(swallowed|swallow)\b[^.]{0,30}\b(button )?batter(y|ies)|\b(amemeza|kumeza|nimemeza|alimeza) (betri|sumaku)\b|\bavale\w* (une |des )?(piles?|aimants?)\b|\bswallowed\b[^.]{0,20}\bmagnets?/,
    other:
      /\bsha (kananzir|kalanzir|guba|fetur|maganin kwari|gubar)\b|\bhadiye guba\b|\b(ci|sha|hadiye) (maganin (bera|beraye|kwari)|gubar bera)\b|\bmu (kerosini|kerosene|majele|oro|epo kerosini|bilisi)\b|\bnuru (kerosene|nsi|ogwu ahuhu)\b|\b(nuru|nuo|lora|loro|lodara) (ogwu (umu )?(ahuhu|anwu|oke)|nsi( oke)?)\b|\bnuru (mmanu (oku|ugbo ala|ugbala)|petrol|bleach)\b|\b(amekunywa|kunywa|amemeza|nimekunywa|alikunywa|amemeza) (mafuta ya taa|sumu|jiki|dawa ya panya|petroli)\b|\b(amekunywa|kunywa|amemeza|nimekunywa|alikunywa)\b[^.]{0,15}\bdawa ya (kuua )?(panya|wadudu|mbu)\b|\b(bu|avale|ingere|boire|avaler) (du |de l'|de la |des |l')?(petrole|kerosene|poison|eau de javel|javel|insecticide|raticide|pesticide|essence)\b|\b(na|ya|ta|an)sha (maganin kwari|kananzir|kalanzir|guba|fetur|gubar bera|maganin bera)\b|\bmu (oogun|ogun) (kokoro|eku|ota)\b/,
  },
  notBreathing: {
    // Carries its own "not": checked without the negation rule.
    en: /\b(not|isn'?t|is not|stopped|has stopped|no longer|isnt) breathing|\bunresponsive\b|\bnot responding\b|\b(won'?t|will not|can'?t|cannot) wake (up|him|her|them)|\bcollapsed and (is )?not|\b(fainted|collapsed|passed out|fell)\b[^.]{0,30}\b(hasn'?t|has not|not|didn'?t|did not) (woken|woke|come round|come to)\b|\bunconscious\b|\bnot answering (me|us|when)|\bno dey (breathe|breath|answer|respond|wake)\b(?! (hard|fast|heavy|heavily|anyhow)\b| when (we|i|you|person|dem|they|una) (call|dey call))|\b(he'?s|she'?s|he is|she is|they'?re) not moving\b(?! (to|house|out|in|back|abroad|forward|on|away))|\bno dey move at all\b/,
    other:
      /\bba (ya|ta) (numfashi|amsawa)\b|(?<!\b(rabin|bangare|hannu|kafa|gefe)\w*\b[^.]{0,25})\bba ya motsi\b|\bko (le )?mi mo\b|\bko dahun\b|\b(ana|na|a)ghi eku ume\b(?! nke oma| ofuma)|\b(ana|na|a)ghi aza\b|\bhapumui\b|\bhajibu\b|\bamezimia\b|\bhana fahamu\b|\bne respire (plus|pas)\b|\binconscient\w*|\bne repond (presque |quasiment |pratiquement |meme )?(plus|pas)\b|\bne se reveille (plus|pas)\b|\b(amezirai|amepoteza fahamu|hajitambui)\b|\bhaamki\b|\brespire a peine\b|\bko (si |le )?dahun\b|\bko da (wa|mi) lohun\b|\bba (ya|ta) (amsa|amsawa) (mani|mini|min|mana|mu|ni)\b|\bba (ya|ta) amsa ba\b/,
  },
  chestPain: {
    en: /\bchest (pain|pains|tightness|pressure|is (tight|heavy|paining|hurting)|feels (tight|heavy))|\bpains? in (my|the|his|her) chest|\b(pressure|heaviness|tightness) in (my|the|his|her) chest|\bchest dey pain|\bchest (is |feels |gets )?(so |very |really |too )?(tight|heavy)\b|\bchest dey (do me|tight|hurt|squeeze)|\b(behind|in|under) (my|the|his|her) (breastbone|sternum)|\btight chest|\bheart pain|\bpains?\b[^.,]{0,25}\bchest\b|\bchest\b[^.,]{0,15}\b(hurts|hurting|paining|aching)\b|\b(sitting|pressing|pushing|squeezing|standing|weight) (on|down on|on top of) (my|his|her|the) chest|\bchest (feels|is) (like|as if)|\bchest (is |keeps |feels )?(squeez\w*|crush\w*)|\b(squeez\w*|crush\w*|press\w*|heavy)( feeling| pain| pressure| sensation)? (in|on|across) (my|his|her|the) chest|\bchest dey (press|pain|burn|tight)\b/,
    other:
      /\bciwon kirji|\b(zafi|ciwo)\b[^.]{0,20}\bkirji\w*|\bobi (m |ya )?na-?(afu|egbu) (m |ya )?(ufu|mgbu)|\bkirji(na|nsa|ta)? (yana|tana|na) (ciwo|min ciwo)|\baya( (mi|re|e))? (n|ti|nn) dun\b|\bobi (m )?na-?(afu|egbu) (m )?(ufu|mgbu)|\bmgbu obi\b|\bmaumivu (makali )?ya kifua|\bkifua (changu |chake |chako )?(kina|kime)(ni|mu|ku|m)?(u?ma|bana|banwa)\b|\bkirji\w*\b[^.]{0,15}\b(na|yana|tana) (matsewa|(matse|matsa) (ni|shi|ta|su|mu)|(min|masa|mata) nauyi|yi (min|masa|mata) nauyi)|\bkamar an (dora|daura|aza|ajiye) dutse\b|\bkirji\w*\b[^.]{0,30}\bkamar an (daure|daura)\w*\b|\baya (mi|re|e) (n )?(fun|wuwo)\b|\bobi (m|ya) (na-?amachi|di aro|na-?apia)\b|\bpoitrine\b[^.]{0,20}\b(lourde|comprim\w*)|\b(mal|douleur\w*)\b[^.]{0,25}\bpoitrine|\bpoitrine\b[^.]{0,20}\b(serre\w*|brule|ecras\w*|oppress\w*)|\bdouleur\w* thoraci\w*|\bpoitrine (me fait mal|serree)|\boppression thoracique|\b(assis|pose|appuie|pese)\w* sur (ma|sa|la|votre) poitrine\b|\b(serre|sert|oppresse|ecrase|brule)\w* (dans|a) (la|ma|sa) poitrine\b|\bpoids sur (la|ma|sa) poitrine\b|\b(kitu )?kizito\b[^.]{0,25}\bkifua\w*|\bkifua\w*\b[^.]{0,25}\bkizito\b|\bkirji\w*\b[^.]{0,15}\b(yana|tana|na) (min |masa |mata )?(zafi|ciwo)\b|\baya\w*\b[^.]{0,10}\b(n ro|n fun|n te|ro) (mi|e|re)\b|\birora (aya|igbaaya)\b|\baya\b[^.]{0,15}\b(n|ti) dun\b|\bobi\b[^.,]{0,12}\bna-?(afu|egbu) (m |ya )?(ufu|mgbu)\b/,
  },
  heartSigns: {
    en: /\bsweat\w*|\bclammy|\b(left|right)? ?arm\b|\bjaw\b|\bnause\w*|\bfeel(ing)? sick\b|\bcrushing|\bsqueez\w*|\bheavy load|\b(sitting|pressing|standing|sit|press|weight) (on|down on|on top of|on top)\b|\bleft hand\b|\bspreading\b/,
    other:
      /\bgumi\b|\bzufa\b|\bhannu\w*( na)? hagu\b|\blaagun\b|\bhannun hagu\b|\b(o+gun|ogun) n bo mi\b|\bapa osi\b|\bosuso\b|\baka ekpe\b|\bjasho\b|\bmkono wa kushoto\b|\btranspir\w*|\bsueurs?\b|\bbras gauche\b|\bmachoire\b|\becrasante?\b|\b(assis|pose|appuie|pese)\w* sur\b|\bpoids (sur|enorme|lourd)\b|\becras\w*|\bserre\w*|\btaya\b|\bkizito\b|\bkimekaa\b|\bkinanibana\b|\bdanne\b|\blagun\b|\bokuta\b|\bnkume\b|\btukwasiri\b/,
  },
  breathing: {
    en: /\b(can'?t|cannot|can not|unable to|struggling to|hard to|difficult to|trouble|difficulty|problem|problems) ?(to )?(breathe|breathing|catch (my|his|her) breath)|\b(short|shortness) of breath|\bbreathless\w*|\bout of breath|\bgasping|\bbreathing (is )?(hard|difficult|fast|noisy)|\bno fit breathe|\bbreath dey catch|\bhardly breathe|\b(i|he|she|e|im|we) (dey|de) (find|look for|search for) (breath|air)\b/,
    other:
      /\bba (na|ya|ta) iya numfashi|\bba zan iya numfashi|\bnumfashi (yana|na) (min|masa|mata)? ?wuya|\bwahalar numfashi|\bmi o le mi\b|\bko le mi\b|\bo soro (fun mi )?lati mi\b|\benweghi (m )?ike iku ume|\bsiwezi kupumua|\b(na|ana)?pumua kwa shida|\bhawezi kupumua|\bshida ya kupumua|\b(arrive|arrive pas|peux pas|peut pas|arrive plus) (a )?respirer|\bdu mal a respirer|\bessouffl\w*|\bdifficulte\w* (a|pour) respirer|\bj'etouffe|\b(nashindwa|anashindwa|ameshindwa) kupumua\b|\b(anapumua|napumua) (haraka sana|kwa shida)\b|\brespire (tres|trop) (vite|mal)\b|\brespire mal\b|\bsouffle court\b|\bba (na|ya|ta) iya\b[^.]{0,20}\bnumfashi\b|\bnweghi ike\b[^.]{0,30}\biku ume\b|\bnumfashi da (kyar|wahala)\b|\beku ume n'?ike\b/,
  },
  breathingSevere: {
    en: /\b(can'?t|cannot|can not|unable to|struggling to) breathe|\bgasping for (air|breath)|\b(lips|tongue|face)\b[^.,]{0,20}\b(blue|bluish|grey|gray|purple)\b|(?<!\b(fingers?|toes?|hands?|feet)\b[^.]{0,15}|\bhold\w* (her|his|my|their) breath\b[^.]{0,30})\b(turn\w*|went|goes|going|gone) (blue|purple)\b(?!-)(?![^.]{0,40}\b(cold|air[- ]?condition\w*)\b)|\bfingers?\b(?![^.]{0,30}\bwhite\b)[^.,]{0,20}\b(blue|bluish|grey|gray|purple)\b(?![^.]{0,40}\b(cold|air[- ]?condition\w*|warm\w*)\b)|(?<!like (he'?s |she'?s |he is |she is |i'?m |i am |someone'?s |someone is |)|as if (he|she|i) (was|were|is) )\bchoking\b|\bcan'?t catch (my|his|her) breath\b[^.]{0,30}\b(sitting|resting|at rest|lying|talking)|\b(breathless|short of breath|out of breath)\b[^.]{0,20}\b(at rest|sitting (still|down)|resting|lying down)|\b(chest|ribs?)\b[^.]{0,20}\b(sucking|pulling|going|sinking|caving|dey enter|enter\w*) (in|inside|inwards)\b|\bchest (in)?drawing|\bnostrils? (are |is )?flar\w*|\bbreath\w*\b[^.]{0,30}\bribs? (are )?(showing|pulling|sucking)|\bnasal flaring|\b(breath|breathe|breathing)\b[^.]{0,30}\b(no fit talk|can'?t (talk|speak)|cannot (talk|speak))|\bgrunting\b[^.]{0,20}\bbreath\w*|\bbreath\w*\b[^.]{0,20}\bgrunting|\b(can'?t|cannot|unable to) (talk|speak|finish|say) (in )?(full |a |whole )?(sentences?|words?)\b|\bgasping\b(?! (in|at|with) (surprise|shock|horror))|\btoo breathless to (talk|speak)|\bhardly breathe|\bno fit breathe|\b(inhaler|pump|ventolin|salbutamol|reliever)\b[^.]{0,20}\b(not|isn'?t|no longer|doesn'?t|don'?t|no dey) (helping|working|help|work)\b|\bribs?\b[^.]{0,25}\b(dey |are |is )?(pull\w*|suck\w*|sink\w*|go\w*|draw\w*) in\b|\bchest (dey|don) (go|enter|sink|pull) (inside|in)\b/,
    other:
      /\bba (na|ya|ta) iya numfashi|\bba zan iya numfashi|\bmi o le mi\b|\bko le mi\b|\baya\b[^.]{0,15}\bwo inu\b|\bobi (ya|m)\b[^.]{0,10}\b(na-?abanye|abanye) n'?ime\b|\bmbavu\b[^.]{0,25}\b(zinaingia|zimeingia|zinavutika) ndani|\bkifua kinaingia ndani|\bkirji\w*\b[^.]{0,15}\b(yana|tana|na) (shiga|lotsawa) ciki|\btirage\b|\bcotes (qui )?(se creusent|rentrent)|\b(yana|tana) fama da numfashi|\bleb\w*\b[^.]{0,20}\b(shudi|bula)\b|\bete\b[^.]{0,20}\b(dudu|buluu|aro)\b|\begbugbere onu\b[^.]{0,20}\b(anunu|acha anunu)|\bmidomo\b[^.]{0,20}\b(bluu|blu)\b|\blevres?\b[^.]{0,20}\b(bleu\w*|gris\w*|violet\w*)|\benweghi (m )?ike iku ume|\bsiwezi kupumua|\bhawezi kupumua|\b(n'arrive|arrive) (pas|plus) a respirer|\bj'etouffe|\bs'etouff\w*|\bne peu(t|x) plus (tousser|respirer)\b|\bpoitrine (se creuse|rentre|s'enfonce)\b|\bamekwama na (kitu|chakula|pipi)\b[^.]{0,20}\bkoo\w*|\bkifua (kinaingia|kinabonyea|kinavutika) ndani\b|\b(nashindwa|anashindwa|ameshindwa) kupumua\b|\b(reprendre|retrouver) (mon|son|sa) (souffle|respiration)\b[^.]{0,25}\b(meme )?(assis|au repos|allonge)\b|\bessouffl\w*\b[^.]{0,20}\b(au repos|meme assis)\b|\bgorge (se ferme|se serre|qui se ferme)\b|\bkoo (linafunga|linabana|limefunga)\b|\bse creus\w*\b[^.]{0,25}\bcotes\b|\bcotes\b[^.]{0,25}\bse creus\w*|\bhakarkari\w*\b[^.]{0,25}\b(yana|tana|na) (shig\w*|lotsaw\w*) ciki|\begungun\b[^.]{0,25}\b(n )?wo inu\b|\bogiri\b[^.]{0,25}\b(na-?abanye|abanye|na-?adaba)\b|\bba (na|ya|ta) iya\b[^.]{0,20}\bnumfashi\b|\bnweghi ike\b[^.]{0,30}\biku ume\b/,
  },
  stroke: {
    en: /\b(face|mouth|lips?|smile) (is |has |started |suddenly |looks )?(droop\w*|drop\w*|twist\w*|crooked|uneven|lopsided|fallen)|\bone side of (my|his|her|the|im) face (is |don |has )?(droop\w*|numb|weak|fallen|fall|fell|dropped)|\b(speech|talking|words)\b[^.]{0,20}\b(slurred|strange|funny|weird|jumbled|garbled|wrong|mixed up)\b|\bdroop\w* (face|mouth)|\bone side of (my|his|her|the) face (is )?(droop\w*|numb|weak|fallen)|\b(weak\w*|numb\w*|paraly\w*|dead|heavy|can'?t (lift|move|feel)|cannot (lift|move|feel))\b[^.]{0,30}\b(one side|left side|right side|left arm|right arm|left leg|right leg|one arm|one leg|half of (my|his|her|the) body)|\b(one side|left side|right side|left arm|right arm|left leg|right leg|one arm|one leg|half of (my|his|her|the) body)\b[^.]{0,25}\b(weak\w*|numb\w*|paraly\w*|dead|heavy|can'?t move)|\bcan'?t (lift|raise|move) (my|his|her) (right |left )?(arm|hand)|\bslurr\w*|\b(speech|talking|words) (is |are )?(slurred|strange|not coming( out)?|jumbled|garbled|coming out (wrong|strange|jumbled))|\bsuddenly (can'?t|cannot) (speak|talk)|\bmouth (don )?(twist|turn|skew)|\bsudden\w*\b[^.]{0,25}\b(lost|loss of|can'?t see|went black|went dark|blind)\b[^.]{0,20}\b(one eye|vision|sight)|\bvision\b[^.]{0,15}\bsudden\w*\b[^.]{0,5}\b(went|gone|turned) (black|dark)|\b(went|gone) (black|blind|dark) in one eye|\b(arm|hand|leg|face)\b[^.]{0,25}\b(on|for) one side\b[^.]{0,25}\b(no dey move|no fit move|can'?t move|cannot move|not moving|won'?t move|weak\w*|numb\w*|dead|paraly\w*|heavy|stopped working)|\bone side of (im|her|my|his) body (no dey|don die|dey weak|no (fit )?move)|\b(face|mouth)\b[^.]{0,20}\b(fell|fallen|dropped|drooped|twisted)\b[^.]{0,10}\b(on|to) one side|\b(face|mouth)\b[^.]{0,10}\bdon (twist|turn|skew|fall|shift)\w*\b/,
    other:
      /\b(fuska\w*|baki) ta karkace|\bbaki ya karkace|\bbaki\w* (ya|ta) karkace|\bbangare daya na jiki\w* ya mutu|\brabin jiki\w*\b[^.]{0,25}\b(ya mutu|ya shanye|ba ya motsi)|\bshanyewar (rabin )?jiki|\b(enu|oju) (re|e) ti wo\b|\benu (re|e|mi) wo\b|\bonu (ya|m)\b[^.]{0,20}\bn'?otu akuku\b|\b(nweghi|enweghi) ike ikwu okwu\b[^.]{0,60}\botu akuku\b|\botu akuku\b[^.]{0,60}\b(nweghi|enweghi) ike ikwu okwu\b|\b(enu|oju)\b[^.]{0,15}\bti wo\b|\bapa kan ara (re|e|mi) ko (sise|si ise)|\bapa kan ara\b[^.]{0,20}\bko (sise|si ise|le gbe|mira)|\barun egba\b|\bihu ya (agbagoo|agbagola|gbagoro)|\b(ihu|onu)\b[^.]{0,15}\b(agbagoo|agbagola|gbagoro)|\botu akuku ahu (ya|m) (anwuola|anwughi|adighi ike)|\botu akuku ahu\b[^.]{0,20}\b(anwuola|anwughi|adighi ike|nwuru)|\bonu ya (agbagoo|gbagoro)|\b(uso|mdomo)\b[^.]{0,25}\bumepind(a|ika)\b|\bupande mmoja wa mwili|\bkusogeza\b[^.]{0,30}\bupande mmoja|\bkiharusi|\bamepooza|\bbouche (est )?de travers|\bbouche (est )?(tordue|deviee)|\bn'arrive plus a parler|\bvisage (est )?(paralyse|de travers|affaisse)|\bun cote du corps|\bavc\b|\baccident vasculaire|\bparalysie (d'un cote|faciale)|\bne (peut|peux|arrive) plus (bouger|lever|soulever) (le|la|son|sa|mon|ma) (bras|jambe|main)|\b(bras|jambe|main)( gauche| droite?)? ne (bouge|repond|fonctionne) plus\b|\bne (peut|peux|arrive) (soudain(ement)? )?plus (a )?parler\b[^.]{0,60}\b(bras|jambe|main|visage|bouche|cote)\b|\b(bras|jambe|main|visage|bouche|cote)\b[^.]{0,60}\bne (peut|peux|arrive) (soudain(ement)? )?plus (a )?parler\b|\bmkono\b[^.]{0,25}\b(hausogei|haufanyi kazi|umekufa ganzi)\b|\b(hawezi|siwezi) (kuongea|kuzungumza|kusema)\b[^.]{0,60}\b(mkono|mguu|uso|mdomo|upande)\b|\b(mkono|mguu|uso|mdomo|upande)\b[^.]{0,60}\b(hawezi|siwezi) (kuongea|kuzungumza|kusema)\b|\bparole (confuse|bizarre|pateuse|incomprehensible)\b|\bmdomo (umepinda|umeenda upande)\b|\b(bouche|visage|levre)\b[^.]{0,20}\b(tombe\w*|affaiss\w*|pend)\b[^.]{0,15}\bd'un (seul )?cote\b|\bparle (bizarrement|de travers|de facon bizarre)\b|\bne sen(t|s) plus (son|sa|mon|ma|le|la) (bras|jambe|main|visage|cote)\b|\bn'arrive (pas|plus) a sourire\b|\b(anaongea|anazungumza) (vibaya|kwa shida|kwa kubabaika)\b|\bn'arrive (plus|pas) a (bouger|lever|soulever) (le|la|son|sa|mon|ma|les|ses) (bras|jambes?|main)\b|\bmoitie du (visage|corps)\b|\b(cote|moitie) (droit |gauche )?du corps\b[^.]{0,25}\b(engourdi\w*|paralys\w*|faible|lourd|ne bouge plus)\b|\bengourdi\w*\b[^.]{0,25}\b(cote|moitie) (droit |gauche )?du corps\b|\bne trouve plus ses mots\b|\bupande wa (kulia|kushoto) wa mwili\b[^.]{0,30}\b(umekufa ganzi|hausogei|umepooza|hauna nguvu|ganzi)\b|\bnusu ya mwili\b|\bhawezi kupata maneno\b|\bbaki\w*\b[^.,]{0,20}\b(ya|ta) karkace\b/,
  },
  seizure: {
    en: /\bseizures?\b|\bseizing\b|\bconvuls\w*|\bfitting\b|\bepileptic (fit|attack)|\b(had|having|has|have|get|gets|got|getting) (a |an |some )?fits?\b(?! (and|body|physique|in|into|of (laughter|anger|rage)))|\bstarted (shaking|jerking) and (fell|collapsed)|\bjerk(ing|s)? all over|\b(whole body|arms and legs)\b[^.]{0,15}\b(jerking|twitching|shaking)|\bdey (convulse|jerk)|\bfoam\w* (at|from|for) (the |his |her |im )?mouth|\bfoam (dey )?comot|\bdey shake for ground/,
    other:
      /\bfarfadiya\b|\bjijjiga\b|\bkumfa (yana|na) fita|\bgiri\b|\bwarapa\b|\bakwukwu\b|\bodido\b|\bama jijiji\b|\bdegedege\b|\bkifafa\b|\bconvuls\w*|\bcrise d'epilepsie|\bcrise epilepti\w*|\bkumfa\b[^.]{0,15}\b(yana |na )?(fita|fitowa)\b|\bifofo\b[^.]{0,20}\bjade\b|\b(n gbon|gbon\w*)\b[^.]{0,40}\b(ito|ifofo|foomu)\b[^.]{0,15}\bjade\b|\bufufu\b[^.]{0,25}\b(na-?apu|apu|na-?esi|si)\b|\bpovu\b[^.]{0,25}\b(mdomoni|kinywani|linatoka|likitoka)\b|\b(bave|mousse|ecume)\b[^.]{0,25}\b(bouche|levres)\b/,
  },
  bleeding: {
    en: /\b(bleeding|bleeds?|bled) (heavily|a lot|too much|non-?stop|badly|profusely|everywhere|won'?t stop|will not stop|that won'?t stop|and it won'?t stop)|\bheavy bleeding|\b(pool|puddle) of blood\b|\b(nose|nostrils?)\b[^.]{0,40}\b(for|since) (almost |nearly |over |about |more than )?(\d{2,} ?(minutes|mins)|(an|one|two|1|2) hours?)\b|\b(nose ?bleed\w*|bleed\w* from (my|his|her|the) nose)\b[^.]{0,30}\b(won'?t stop|not stopping|e no stop|no gree stop|even (as|when|after|though) (i|he|she|we) press)|\bheavily bleeding|\blots? of blood|\b(losing|lost|lose) (a lot of|so much|too much) blood|\bsoak\w* (through )?(a |the |my )?(pad|pads|towel|cloth|clothes|bandage)|\bblood (won'?t|will not|is not|isn'?t|doesn'?t|does not) stop|\b(vomit\w*|throwing up) (blood|a lot of blood)|\bblood in (my|his|her|the) vomit|\bcough\w* (up |out )?(a lot of|lots of) blood|\bblood (is )?(pouring|gushing|spurting)|\b(gushing|spurting) blood|\bblood dey (comot|rush|pour) (well well|plenty)|\bblood dey (rush|pour|gush)( comot| out)?\b|\bblood no (gree )?stop|\bblood\b[^.]{0,50}\b(no gree stop|won'?t stop|will not stop|not stopping|doesn'?t stop|hasn'?t stopped|never stop\w*|no stop)|\bdey bleed (well well|plenty|too much)|\bblood dey comm?ot\b[^.]{0,40}\b(plenty|well well|too much)|\bblood everywhere\b|\bcan see (the )?(fat|bone)\b|\b(was|been|got|is|were) (stabbed|shot)\b(?! (by|with) (a |an )?(thorn|needle|pin|splinter|nail|fork|vaccine))|\bgunshot|\bgun ?shot wound|\bstab(bed)? (am|him|her|me|my)\b|\bdem stab/,
    other:
      /\bjini (yana|na) (zuba|fita)( min| masa| mata| mini)? (sosai|da yawa)|\bzubar jini mai yawa|\bjini ba ya tsayawa|\bjini\b[^.]{0,40}\bba (ya|ta) tsayawa|\bzubar da jini\b[^.]{0,20}\b(sosai|mai yawa)|\beje n (jade|san) (pupo|gidigidi)|\beje ko duro\b|\bobara\b[^.]{0,40}\b(naghi|anaghi|aghi) akwusi|\beje\b[^.]{0,10}\bn (jade|san)\b[^.]{0,15}\b(pupo|gidigidi)|\bobara na-?agba (m )?(nke ukwuu|oke)|\bobara (a|na)ghi akwusi|\bdamu (inatoka|inavuja) (nyingi|sana)|\bdamu nyingi|\bdamu (haikomi|haiachi|haiishi)|\bsaigne (beaucoup|abondamment|enormement|sans arret)|\bhemorragie|\ble sang ne s'arrete pas|\bperd beaucoup de sang|\b(perds|perd|perdu) (beaucoup|trop|enormement) de sang\b|\bninapoteza damu nyingi\b|\bobara na-?agba\b[^.]{0,20}\b(nke ukwuu|oke)\b|\bjini\w*\b[^.]{0,40}\bbai (tsaya|daina)\b|\bobara\b[^.]{0,40}\b(akwusighi|akwusibeghi|akwusibughi)\b|\beje\b[^.]{0,30}\bko (ti |tii |da )?(duro|da duro)\b|\bdamu\b[^.]{0,30}\b(haijakoma|haijaacha|haijasimama|haijaisha)\b|\bsang\b[^.]{0,30}\bne s'est (toujours )?pas arrete\b|\bjini\b[^.]{0,20}\b(fita|zuba)\w* da karfi\b|\beje\b[^.]{0,10}\bn tu jade\b|\b(sa|soka|caka)\w* (min|masa|mata) wuka\b|\bgun (mi|a|e|u|o) (ni )?lobe\b|\bmere (m|ya) mma\b/,
  },
  // "Blood dey comot from the cut, e no gree stop": bleeding now, and that it does not stop, told in two clauses.
  bleedingNow: {
    en: /\bblood (dey|is|keeps?) (comot|coming|pour\w*|flow\w*|rush\w*)\b|\bbleed\w*\b/,
  },
  wontStop: {
    en: /\b(e|it|blood|the blood)\s+(no gree|never|won'?t|will not) stop\b|\b(e|it|blood|the blood) (isn'?t|is not|no dey) stopping\b/,
  },
  swellingPart: {
    en: /\b(lips?|tongue|throat|mouth|face|eyes?)\b[^.]{0,25}\b(swell\w*|swollen|puff\w*)|\b(swell\w*|swollen) (lips?|tongue|throat|mouth|face)\b/,
    other:
      /\b(fuska\w*|lebe\w*|makog\w*|harshe\w*)\b[^.]{0,30}\bkumbura|\b(ete|ofun|ahon|oju)\b[^.]{0,20}\bwu\b|\b(egbugbere onu|akpiri|ire|ihu)\b[^.]{0,25}\b(zara|zaa|aza)\b|\b(midomo|mdomo|koo|ulimi|uso)\b[^.]{0,25}\b(vimevimba|imevimba|umevimba|limevimba|vimba)|\b(levres|gorge|langue|visage)\b[^.]{0,25}\b(gonfl\w*|enfl\w*)|\b(midomo|mdomo|koo|ulimi|uso)\b[^.]{0,25}\b\w*vimba\b|\b(egbugbere onu|akpiri|ire|ihu)\b[^.]{0,25}\b(azaala|azaa|zaala)\b/,
  },
  airwaySwelling: {
    en: /\bthroat (is )?(closing|tight\w*|swell\w*|swollen)|\btongue\b[^.]{0,15}\b(swell\w*|swollen)|\banaphyla\w*|\bthroat are swelling|\bthroat (dey|don) (close|closing|tight|swell\w*)\b|\bthroat\b[^.]{0,10}\b(closing up|closing|close up)\b/,
    other:
      /\bmakog\w*[^.]{0,20}kumbura|\bofun mi wu\b|\bakpiri\b[^.]{0,10}\bza|\bakpiri\b[^.]{0,15}\b(na-?emechi|emechiela|mechiri)|\bkoo (limevimba|vimevimba)|\bgorge (gonfle|enfle)\w*|\b(choc|reaction) anaphyla\w*|\bgorge (se ferme|se serre|qui se ferme)\b|\bkoo (linafunga|linabana|limefunga)\b|\bofun\w*\b[^.]{0,10}\b(n ha|ti ha|wu)\b|\bmakogwaro\w*\b[^.]{0,20}\b(na rufewa|ya rufe|yana rufewa|ya matse)\b/,
  },
  allergen: {
    en: /\bafter (eating|i ate|he ate|she ate|a (bee|wasp|insect)|the (injection|drug|medicine)|i chop)|\b(ate|eating) (groundnut|peanut|shrimp|prawn|crayfish|nut)|\bafter (taking|i took|he took|she took|using|an?) (injection|antibiotic\w*|\w*cillin|\w+)\b|\b(amoxicillin|penicillin|augmentin|ampiclox|septrin|co-trimoxazole|ceftriaxone|antibiotics?)\b|\bsting\b|\bstung\b|\ballerg\w*|\bwheez\w*|\bgroundnuts?|\bpeanuts?|\bshrimps?|\bbee\b|\bcrayfish\b|\bprawns?\b|\blobster\b|\bcrabs?\b|\bshellfish\b|\bsea ?food\b/,
    other:
      /\bbayan na ci\b|\bgyada\b|\bleyin ti mo je\b|\bepa\b|\bmgbe m riri\b|\bahuekere\b|\bbaada ya kula\b|\bkaranga\b|\bnyuki\b|\bapres avoir mange\b|\barachide\w*|\bpiqure\b|\ballergi\w*|\bede\b|\bjatan lande\b|\boporo\b|\bkamba\b|\bcrevettes?\b|\bfruits de mer\b|\bcacahuete\w*|\bzuma\b|\boyin\b[^.]{0,10}\bta\b|\banu\b[^.]{0,10}\b(gbara|tara)\b/,
  },
  snakeBite: {
    en: /\bsnakes? (just |has |have )?(bit|bite|bitten|don bite)|\b(adder|viper|cobra|mamba)\b[^.]{0,20}\b(bit|bite|bitten)|\bbitten by (a|an|the) (puff adder|adder|viper|cobra|mamba)|\b(bitten|bit) by a snake|\bsnake ?bite|\bsnakebite/,
    other:
      /\bmaciji ya (sare|cije|sara|ciji|sari)|\bsaran maciji|\bejo (bu|ge|ti bu)\b[^.]{0,15}\bsan\b|\bejo san\b|\bejo (ti )?(bu|ge|san)\b|\bagwo (tara|taara|atara|ataala|atala|ata|turu|tuwara|tuworo|tagburu)\b|\b(nimeumwa|ameumwa|kuumwa|ameng'atwa) na nyoka|\b\w*umw\w* na nyoka|\bnyoka (amemuuma|ameniuma|amemng'ata|alimuuma|ameuma|amemuma)|\bserpent (l'a |m'a |a |lui a )?mordu|\bmorsure de serpent|\bmordu par un serpent/,
  },
  pregnant: {
    en: /\bpregnan\w*|\b(weeks|months) gone\b|\bexpecting (a )?baby|\bcarrying (a )?baby|\bantenatal|\bmy unborn|\bwith child\b|\bget belle\b|\b(in|dey|into|started|start) labou?r\b|\bborn (\d+|one|two|three|four|five|six|seven) (days?|weeks?) ago\b|\bat \d{1,2} ?(weeks|wks)\b|\bwaters? (broke|has broken|have broken|breaking|leaking)\b|\b(just )?(gave birth|delivered|had (a|my|the) baby)\b|\bdon born\b|\bcarry belle\b|\bbelle of \d|\b(i'?m|i am|she'?s|she is|wife is|am) (\d{1,2}|[a-z]+) (weeks?|wks?|months?)\b(?! old| ago)|\bbelle\b[^.]{0,15}\b(months?|weeks?)\b|\b(months?|weeks?) belle\b|(^\s*|[.,;] ?)([2-4]\d) ?(weeks|wks)\b(?! old| ago)/,
    other:
      /\bina da ciki\b|\bmai ciki\b|\btana da ciki\b|\bmo loyun\b|\bo loyun\b|\boyun\b|\baboyun\b|\badi m ime\b|\bo di ime\b|\bnwanyi di ime\b|\bnina mimba\b|\bmjamzito\b|\bana mimba\b|\bujauzito\b|\benceinte\b|\bgrossesse\b|\baccouche\w*\b|\b(alijifungua|amejifungua|nilijifungua|nimejifungua|baada ya kujifungua)\b|\bloyun\b|\bn'?ime\b[^.]{0,5}\b(onwa|ọnwa) (asaa|asatọ|asato|itoolu|isii)\b|\bruwan haihuwa\b|\bnakuda\b|\bnwa (di )?n'?afo m\b|\bomo inu mi\b|\bdi ime\b/,
  },
  pregnancyDanger: {
    en: /\bbleed\w*|\bspotting\b|\bblood (from|down|coming|dey comm?ot)|\b(high fever|fever with (chills|shivering|rigors))|\b(smelly|foul|offensive)\b[^.]{0,10}\bdischarge|\b(with|and|dey|passing|seeing|there'?s|there is|some|clots of) blood\b(?! (pressure|test|group|sugar|level|count|type|tonic|work|donation))|\bsevere pain in (my|the|her) (belly|stomach|abdomen|tummy)|\b(sharp|severe|bad|terrible) pain\b[^.]{0,40}\b(belly|stomach|abdomen|tummy|one side|lower)|\bfainted\b|\bpassed out\b|\bcollaps\w*|\bcord\b[^.]{0,20}\b(coming out|is out|hanging|showing)|\b(arm|hand|foot|leg) (is )?(coming out|came out) first|\bsevere (headache|head ache|belly pain|abdominal pain|stomach pain|tummy pain)|\b(bad|terrible|very bad) headache|\bblurr\w*|\bvision (is )?(dim|blurr\w*|dark)|\bseeing (spots|stars|flashes)|\b(swollen|swelling|puffy) (face|hands|eyes)|\b(face|hands)( and (face|hands))? (are |is )?(swollen|puffy)|\bbaby (is )?(not|isn'?t|stopped|has stopped|no longer|no dey) (moving|kicking|kick)|\b(baby|it) (moves?|kicks?) less|\bbaby (has |had )?(not|hasn'?t|hasnt|hadn'?t|didn'?t|did not) (moved|kicked|been moving|been kicking)|\b(not felt|haven'?t felt|can'?t feel|cannot feel) (the )?baby (move|moving|kick|kicking)|\bless movement|\b(water|waters) (broke|has broken|have broken|broken|leaking)|\b(water|fluid)\b[^.]{0,15}\b(gush\w*|leak\w*|pour\w*|dey leak|came out|coming out|dey comot)\b|\b(pool|puddle|gush) of (bright red |fresh |dark )?blood\b|\blabou?r\b[^.]{0,20}\b(since|for) (two|three|2|3|\d{2,}) (days|nights)\b|\b(discharge|thing wey dey come out)\b[^.]{0,40}\b(smell\w*|stink\w*)\b|\bfits?\b|\bconvuls\w*|\b(face|hands)\b[^.]{0,25}\b(swollen|swelling|puffy)\b|\bhead (is )?(pounding|splitting|banging)|\bflashing lights|\bblur\w*|\bhead dey (pain|turn) (me )?(well well|too much)|\b(baby|pikin|pickin|belle)\b[^.]{0,20}\b(never|no dey|no|don stop|stop|stopped) (move|moving|kick\w*)\b|\b(barely|hardly|scarcely) (feel|felt|feeling)\b[^.]{0,12}\b(the |my |her )?(baby|pikin|kicks?|movements?)\b|\b(face|hands?|legs?|feet)\b[^.]{0,20}\b(don |dey )?swell\w*\b[^.]{0,60}\b(head|eye|eyes)\b|\b(eye|eyes) dey see (star|stars|spark\w*|flash\w*)\b|\bhead dey (pound|bang|knock|burst)\b/,
    other:
      /\bjini (yana|na) (fita|zuba)|\bzubar (da )?jini|\bciwon kai mai tsanani|\bganin? (duhu|dishi)\b|\bkai\w*\b[^.]{0,10}\b(na|yana|tana) (ciwo|min ciwo) (sosai|mai tsanani)|\b(fuska|hannaye|hannu)\w* (ta|ya|sun) kumbura|\beje (si )?n (jade|san)|\bobara na-?(agba|apu)|\b(na|ni|a)?natoka damu|\bkutoka damu|\bkichwa kinauma sana|\bnaona giza|\bmtoto hachezi|\bsaign\w*|\bmal de tete violent|\bvision floue|\bbebe ne bouge plus|\b(sens|sent|senti|sentons) (plus|pas|presque plus|a peine) (le |mon |son |notre )?bebe (bouger|remuer|taper)\b|\bbebe (ne )?(bouge|remue) (plus|moins|presque plus|a peine)\b|\bperte des eaux|\bconvuls\w*|\bori (n|mi n) fo mi gidigidi|\boju mi ko (riran|ri ran)|\bisi na-?awa m (nke ukwuu|ike)|\banya m (adighi|anaghi) ahu (uzo|ihe)|\bvois des (mouches|etoiles|eclairs)|\bvue (trouble|floue|brouillee)\b|\bmal de tete (tres )?(fort|intense|violent|terrible|atroce)\b|\b(mains|visage|pieds) (tres )?gonfle\w*\b|\bpertes?\b[^.]{0,30}\b(sent\w* mauvais|odeur|malodorant\w*|puent)\b|\b(uchafu|majimaji)\b[^.]{0,20}\b(unaonuka|yanayonuka|harufu mbaya)\b|\bkichwa kinauma sana\b|\bperd\w* du sang\b|\bsaigne\w*\b|\bsaignement\w*\b|\bori\b[^.]{0,15}\bfo mi (gan|gidigidi|pupo)\b|\bri (baibai|bai bai)\b|\b(ese|owo|oju)\b[^.]{0,25}\bti wu\b|\bban ji (jariri|dan)\w* (yana|na) motsi\b|\b(jariri|dan cikin|abin ciki)\w*\b[^.]{0,20}\bba (ya|ta) motsi\b|\bomo inu (mi|re)\b[^.]{0,20}\b(ko|ko tii) (mira|mi ra|gbera|sere)\b|\bnwa (di )?n'?afo\b[^.]{0,30}\b(akwusila|akwusiri|anaghi|anaghizi) (imeghari|emeghari|akpali)\w*|\bigiyar cibiya\b[^.]{0,20}\b(ta|ya) fito\b|\bokun idodo\b[^.]{0,20}\bjade\b|\budo (afo|nwa)\b[^.]{0,20}\bputa\b|\bmmiri\b[^.]{0,15}\b(na-?aso\w*|na-?agba|agbaala|agbawaala|gbawara|gbaa|na-?apu)\b|\bruwa\b[^.]{0,15}\b(yana|tana|na|ya) (zuba|fita|fashe|kwarara)\w*\b|\bomi\b[^.]{0,15}\b(n jade|ti ya|n san|ti jade)\b|\bmaji\b[^.]{0,15}\b(yanatoka|yamevunjika|yamepasuka|yanavuja|yametoka)\b|\bchupa (imepasuka|imevunjika)\b|\b(eaux|liquide)\b[^.]{0,15}\b(coule\w*|perd\w*|s'ecoule\w*|rompu\w*)\b|\bkichwa kina\w*uma sana\b|\b(anaona|naona|ninaona) (nyota|giza|vimulimuli)\b|\buso\b[^.]{0,10}\b\w*vimba\b/,
  },
  infant: {
    en: /\b(\d+|one|two|three|four|five|six|a) (day|days|week|weeks|wk|wks)[ -]old|\b(newborn|new born|neonate)|\b\d+ ?(d|wk|wks|w|days?|weeks?)\b[ -]?old|\b([0-2]|one|two)[ -]?(months?|mo)[ -]old|\bbaby (is|of) ([0-2]|one|two) (weeks?|months?)|\b(\d|one|two|three|four|five|six) weeks?\b[^.]{0,20}\bbaby|\b(pikin|baby|child|son|daughter)\b[^.]{0,12}\b(\d+|one|two|three|four|five|six|a) (day|days|week|weeks|wk|wks)\b(?! ago)|\bsmall pikin wey be ([0-2]|one|two) (month|week)|\bbaby is ([0-2]|one|two) months old|\b(\d+|one|two|three|four|five|six|seven) (days?|weeks?) (old )?(baby|pikin)\b|\b(born|deliver\w*) (\d+|one|two|three|four|five|six|seven) (days?|weeks?) ago\b/,
    other:
      /\bjariri\w*|\bsabon haihuwa|\bomo tuntun\b|\bomo ojo\b|\bomo osu (kan|meji)\b|\bnwa ohuru\b|\bnwa amuru ohuru\b|\b(mtoto|mwanangu)[a-z ]{0,20} wa (wiki|siku) |\bmchanga\b|\bwa mwezi (mmoja|miwili)\b|\bkichanga\b|\bbebe de ([0-2]|un|deux) mois\b|\bbebe de (\d{1,2}|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze) (semaines?|jours?)\b|\bnouveau[- ]nes?\b|\bnourrisson de|\bnwa\b[^.]{0,15}\b(di|nke|gbara) (izu|ubochi)\b|\bomo\b[^.]{0,20}\bose (kan|meji|meta|merin)\b|\bomo\b[^.]{0,10}\b(ojo|osu) (kan|meji|meta|merin|marun)\b|\bomo (ojo|osu) \w+ mi\b|\bnwa m ohuru\b/,
  },
  fever: {
    en: /\bfever\w*|\btemperature\b|\bhot body|\bbody (is |dey )?(hot|burning)|\bhigh temp|\bfeels? (very )?hot\b|\bdey hot\b|\b3[89](\.\d)? ?(c|degrees|°)?\b/,
    other:
      /\bzazzabi\b|\bzafi\b|\biba\b|\bara (re|e|omo mi) (n )?gbona|\bahu oku\b|\bna-?ekpo (ya |m |ha |ihe )?oku\b|\bhoma\b|\bfievre\b|\btemperature\b/,
  },
  stiffNeck: {
    en: /\bstiff neck|\bneck (is |feels |has gone |gone )?(so |very |really |too )?(stiff|rigid)|\b(soft spot|fontanel+e?)\b[^.]{0,20}\b(bulg\w*|swollen|raised|tense)|\b(can'?t|cannot) (touch|put|bring) (my|his|her) chin (to|on) (my|his|her) chest|\b(can'?t|cannot) (bend|move) (my|his|her) neck|\bneck (don )?(strong|stiff|hard)\b/,
    other:
      /\bwuya\w* ya (kandare|kame|sandare|daure)|\bba ?(zan|ya|ta) iya (lankwasa|juya) wuya|\bwuya\w*\b[^.]{0,25}\bba ?(zan|ya|ta|na) iya (lankwasa|juya)|\btaurin wuya|\bwuya\w* ya (yi )?tauri|\bsankarau\b|\borun (re|e|mi|omo mi) (ti )?le\b|\bolu (ya|m) (siri ike|kwuru oto|kwu oto)|\bshingo (ngumu|imekakamaa|inakakamaa)|\bnuque raide|\braideur (de la )?nuque|\bcou raide|\bnuque (est )?(tres )?raide\b|\bcou (est )?raide\b|\bshingo (ni |i )?ngumu\b|\bolu (ya|m)\b[^.]{0,10}\b(esiela|siri|kpochiri|kpochiela) ike\b|\bwuya\w*\b[^.,]{0,15}\b(ya|ta) (kandare|kame|sandare|yi tauri)\b|\bolu\b[^.,]{0,12}\b(siri|esiela|kpochiri) ike\b/,
  },
  rashNoFade: {
    en: /\b(rash\w*|spots?|marks?|dots?)\b[^.]{0,25}\b(that |dat |which |wey )?(doesn'?t|doesnt|does not|won'?t|wont|don'?t|dont|do not|not|no|no dey) (fade|blanch)\w*|\b(rash\w*|spots?)\b[^.]{0,25}\b(doesn'?t|does not|won'?t|don'?t|do not) disappear (when|if|under) (i |you )?(press\w*|a glass)|\bglass test|\b(rash\w*|spots?|marks?)\b[^.]{0,30}\b(no dey|doesn'?t|does not|won'?t|don'?t|not) (go|comot|disappear|fade)\b[^.]{0,25}\b(press\w*|glass)\b|\bpurple (spots|rash|patches)|\bnon-?blanching/,
    other:
      /\bvipele\b[^.]{0,30}\b(visivyopotea|havipotei|vya zambarau)|\btaches?\b[^.]{0,30}\bne (disparaiss\w*|partent|s'effacent) pas|\btaches (violettes|pourpres)|\bpurpura\b/,
  },
  looseStools: {
    en: /\bdiarrh\w*|\bwatery stool|\bloose stool|\bpurg\w*|\brunny stomach|\bvomit\w*|\bthrowing up|\bbelle dey run/,
    other:
      /\bgudawa\b|\bamai\b|\bzawo\b|\bigbe gbuuru\b|\bn su\b|\bn bi\b|\beebi\b|\basa afo\b|\bagbo\b|\bkuhara\b|\banaharisha\b|\bkutapika\b|\bdiarrhee\b|\bvomi\w*|\byagbe\b|\bgbuuru\b|\b\w*tapika\b|\bna-?apu afo\b|\bapu afo\b|\bigbe omi\b|\b(n )?(gbe|ya) igbe\b|\bagba afo( osisa)?\b|\bafo osisa\b/,
  },
  dehydrationSigns: {
    en: /\bsunken\b|\b(hasn'?t|has not|haven'?t|have not|hasnt) (peed|urinated|passed urine|wee'?d)|\bno (urine|pee)\b|\b(can'?t|cannot|unable to|won'?t|will not) (keep (any )?(water|fluids?|anything|food) down|drink)|\bvery (sleepy|drowsy)\b|\bfloppy\b|\blethargic\b|\bvery weak\b|\b(lips|mouth|tongue) (are |is )?(very )?(dry|cracked)|\brice[- ]water\b|\beye (don )?sink|\bno dey (piss|urinate)|\b(no|never) piss\b|\bno fit drink/,
    other:
      /\bidanu\w* sun (lotsa|shiga)|\bba (ya|ta) (yi |yin )?fitsari|\bban (yi )?fitsari\b|\boju (re|e) ti jin\b|\bko to\b|\bko le mu omi\b|\banya (ya )?(abanyela|abaala)|\b(na|a)ghi ami mamiri|\b(naghi|anaghi|aghi) (anyu|anyo|ami) mamiri\b|\bhaja(kojoa|kojoi)\b|\bhakojoa\b|\bn'a pas urine\b|\bmacho yamezama|\bhakojoi\b|\b(naghi|anaghi) anu mmiri\b|\bhanywi\b|\byeux creux|\bn'urine (plus|pas)|\bne (boit|peut) plus boire|\bne peut pas boire|\btres somnolent|\bne fait (plus|pas) pipi\b|\bvomit tout ce qu'(il|elle) (boit|mange)\b|\banatapika kila (anachokunywa|anachokula)\b|\bidanu\w* sun shige\b|\bbaya fitsari\b|\b(naghi|anaghi) amiri\b/,
  },
  sexualAssault: {
    en: /\brap(ed|e|ing)\b|\bsexually (assaulted|abused)|\bsexual (assault|abuse)|\b(forced|made) (me|her|him|my \w+) (to have sex|into sex|have sex|to sleep with)|\bmolest\w*|\bdefiled\b|\bforce me (sleep|do)|\bspiked (my|her|his) drink|\b(was|were|got|been) forced (to have sex|into sex|to sleep with)|\bdrugged (me|her|him|my drink)\b|\bwoke up\b[^.]{0,40}\b(clothes (off|removed|torn)|naked|undressed)|\bforced (him|her)sel(f|ves) on (me|her|him|my \w+)|\b(touch\w*|fondl\w*) (my|her|his) (daughter'?s?|son'?s?|child'?s?|niece'?s?)? ?(private|privates|private parts?|breasts?|genitals?)\b|\b(has been|keeps|kept|was|been) (touching|fondling) (my|her|his) (daughter|son|child|kid|niece|nephew)\b|\b(one|that|some|a) (guy|man|boy|person|oga|uncle) (force|forced) (me|her|am)\b(?! to (eat|drink|go|come|pay|study|work|take))/,
    other:
      /\bfyade\b|\bfipa ba\b|\bfipa ba\w* lo ?po|\bfipabanilopo\b|\bdinara (m|ya) n'?ike|\bdinara\b[^.]{0,30}\bn'?ike\b|\bmmeko n'?ike\b|\b(nimebakwa|amebakwa|alinibaka|alimbaka|kubakwa|alibakwa|ubakaji|nilibakwa)\b|\bviol(e|ee|ees)?\b|\bagress\w* sexuel\w*|\babus\w* sexuel\w*|\bfi ipa ba (mi|a|wa|omo|won)\w* lo ?po|\bassault\w*\b[^.]{0,80}\bforced\b|\bforced\b[^.]{0,80}\bassault\w*|\bforce\w* a (coucher|avoir des rapports|faire l'amour)\b|\brapports? (sexuels? )?forces?\b|\b(alinilazimisha|amenilazimisha|alimlazimisha|amemlazimisha|kulazimishwa) (kufanya )?(mapenzi|ngono)\b|\bmanyere (m|ya|ha|anyi)\b[^.]{0,30}\b(dina|dinaa|dinara|mmekorita)\b|\btilasta\w*\b[^.]{0,30}\b(kwana|jima'?i|saduwa)\b|\bfi (tipa|agbara)\b[^.]{0,20}\b(ba mi sun|ba mi lo ?po|sun mi)\b|\bfi (tipatipa|ipa|tipa) (ba|b') (mi|a|wa|omo|re|e) (sun|lo ?po|ni ibalopo)\b/,
  },
  childVerySleepy: {
    en: /\b(baby|child|son|daughter|pikin|kid|toddler|month old|year old)\b[^.]{0,60}\b(very|too|so|extremely) (sleepy|drowsy|weak)/,
  },
  severeIllness: {
    other:
      /\btout mou\b|\bne (tete|boit) plus\b[^.]{0,30}\b(mou|endormi)|\b(ya|ta) rikice\b|\boye (re|e) ti daru|\b(naghi|anaghi) aghota ihe\b|\bamechanganyikiwa|\b(il|elle) est (confus\w*|desoriente\w*)|\b(tout|toute) (mou|molle)\b|\bne (me |nous )?(regarde|reagit|repond)\w* (meme )?(pas|plus)\b[^.]{0,30}\b(quand|lorsque|si) (je|on|nous)\b|\bne reagit (plus|pas)\b(?! (au|aux|a la|a l'|a son|a ses))|\bne (me |nous )?reconnait (plus|pas)\b|\bamelegea\b|\bhana nguvu kabisa\b|\b(haniangalii|hanitazami|haitiki|hajibu)\b[^.]{0,30}\b(ninapomwita|nikimwita|tukimwita|tunapomwita)\b|\bhatambui (watu|mtu|mimi|mama yake|baba yake)\b|\b(il|elle) (delire|divague|dit n'importe quoi)\b|\banaweweseka\b|\banaongea (ovyo|maneno yasiyoeleweka)\b|\bba (ya|ta) (gane|gano) (mu|ni|kowa|mutane)\b|\bko mo (wa|mi|enikan) mo\b|\b(amaghi|amaghizi|amataghi) (anyi|onye obula)\b|\bmaghi(zi)? (anyi|onye obula)\b|\bba (ya|ta) (magana|iya magana) daidai\b|\bko (si )?soro (daadaa|dada)\b|\bokwu (ya|m) (adighi mma|adighi ka o kwesiri)\b/,
    en: /\bnot waking up properly|\bisn'?t waking up properly|\bfloppy\b|\b(is|are|was|went|gone|goes|go|feels?|looks?|seems?|very|completely|floppy and|floppy or|body) limp\b|\b(won'?t|will not|can'?t|cannot) wake (properly|up properly)\b|\b(unusually|abnormally) (sleepy|drowsy)|\b(confus\w*|disoriented|delirious|not making sense|talking nonsense|doesn'?t (know|recogni[sz]e) (where|who|us|me|people))\b(?! (about|by|with|on|as to|whether|which|how|what))|\b(too weak to|so weak (that )?(i|he|she) (can'?t|cannot))|\b(can'?t|cannot|unable to) sit up|\b(hard to wake|passed out|collapsed|blacked out)\b|\bdey talk (rubbish|nonsense|anyhow)|\b(no|no longer) (know|recogni[sz]e) (who we be|us|me)\b/,
  },
  cantDrink: {
    en: /\bnot (feeding|drinking|breastfeeding|sucking) at all|\brefus\w* (to )?(feed|drink|breastfeed)|\b(can'?t|cannot|unable to|not able to) (drink|keep (any )?(water|fluids?|anything|food) down)\b|\bvomit\w* (everything|all (i|he|she) (drink|eat))/,
    other:
      /\b(ya|ta) kasa sha(n)? ruwa\b|\bba (ya|ta) iya shan ruwa\b|\bnweghi ike (inu|ita) mmiri\b|\b(anaghi|naghi) (anu|anuzi) mmiri\b|\bko le mu omi\b|\bhawezi kunywa\b|\bne (peut|arrive) (plus|pas) (a )?boire\b/,
  },
  // Warning signs of suicide said without the word (WHO; NIMH "warning signs"): belongings given away
  // because they won't be needed. Checked on the whole sentence, since the two halves often sit either
  // side of a comma.
  suicideWarning: {
    other:
      /\bgiv(e|ing|en) (away )?(all )?my (things|stuff|belongings|possessions)\b[^.]{0,60}\b(won'?t|will not|no longer|not going to) (be )?need|\b(buy|bought|don buy|get|got)\b[^.]{0,20}\b(sniper|rat poison|ota pia pia|otapiapia|poison|rope)\b[^.]{0,40}\b(i wan|i go|i will|to) (drink|take|chop|hang|use)\b|\braba kaya\w*\b[^.]{0,50}\bba zan (bukace|bukaci|bukata)\w*|\bpin\b[^.]{0,40}\bn?nkan mi\b[^.]{0,60}\b(mi o ni nilo|nko ni nilo)\b|\b(ekenye|na-?ekenye|nyere)\b[^.]{0,40}\bihe m\b[^.]{0,40}\bagaghi m acho\b|\bshare\b[^.]{0,30}\bmy (things|property|load)\b[^.]{0,40}\bno go need\b/,
  },
  meningitisName: { other: /\bsankarau\b/ },
  // A sudden, severe ("worst ever", "like being hit") headache can be a bleed around the brain (NICE CKS
  // Headache - assessment: thunderclap headache is an emergency).
  suddenHeadache: {
    en: /\bworst headache\b|\b(sudden\w*|all of a sudden|out of nowhere)\b[^.]{0,30}\b(severe|worst|terrible|excruciating|explosive|blinding)\b[^.]{0,15}\bheadache|\bheadache\b[^.]{0,25}\blike (being|i was|i'?ve been|someone) (hit|struck|kicked)|\bthunderclap/,
    other:
      /\bpire mal de tete|\bmal de tete (brutal|soudain)|\bcoup de tonnerre|\bkichwa kinauma ghafla|\bkichwa kina(niuma|uma|mwuma)\b[^.]{0,15}\bghafla|\bghafla\b[^.]{0,20}\bkichwa|\bmaumivu makali ya kichwa ghafla|\bori\b[^.]{0,40}\blojiji\b|\blojiji\b[^.]{0,30}\bori\b|\bori (n )?fo (mi|e|re)\b[^.]{0,20}\bju bi o ti (ri|n) ri lo|\bciwon kai\b[^.]{0,30}\bfarat( daya)?\b|\bfarat daya\b[^.]{0,30}\bciwon kai|\bciwon kai mafi (muni|tsanani)\b|\bisi\b[^.]{0,30}\bna mberede\b|\bna mberede\b[^.]{0,30}\bisi\b|\b(kai\w*|ciwon kai)\b[^.]{0,40}\bkwatsam\b|\bkwatsam\b[^.]{0,40}\b(kai\w*|ciwon kai)\b|\bkai\w*\b[^.]{0,60}\bkamar an buga (min|masa|mata|mani) (guduma|sanda|dutse)\b|\b(kai\w*|ciwon kai)\b[^.]{0,60}\bban (taba|ta ba) jin irin\w*|\bmal de tete\b[^.]{0,40}\b(jamais eu|jamais ressenti|coup de marteau)\b|\b(comme un|tel un) coup de (marteau|massue|poignard)\b[^.]{0,30}\b(tete|crane)\b|\b(tete|crane)\b[^.]{0,30}\b(comme un|tel un) coup de (marteau|massue|poignard)\b|\bkichwa\b[^.]{0,40}\b(sijawahi (kuhisi|kusikia|kupata)|kama (nimepigwa|amepigwa) (na )?nyundo)\b|\bmaumivu (ya kichwa )?(ambayo )?sijawahi\b|\bkichwa\b[^.]{0,30}\bghafla\b|\bkuliko (yote|zote|wowote) maishani\b/,
  },
  photophobia: {
    en: /\blight hurts (my|his|her) eyes|\b(can'?t|cannot) (stand|bear|tolerate) (the )?light|\bphotophobi\w*|\b(sensitive|sensitivity) to light/,
    other:
      /\bhaske (yana|na) (damun|cutar|ciwon) ido|\bimole\b[^.]{0,15}\b(n )?(dun|da) oju|\bla lumiere (me |lui )?fait mal|\bgene par la lumiere|\bmwanga unaumiza macho|\bne supporte pas la lumiere\b|\bhapendi mwanga\b|\bmwanga unamuumiza\b/,
  },
  // A child who swallowed someone's medicines needs assessment even when well (TOXBASE; NHS Poisoning).
  childSwallowedMedicine: {
    en: /\b(toddler|baby|child|kid|son|daughter|pikin|little (one|boy|girl|brother|sister)|grand(son|daughter)|(\d|one|two|three|four) ?(year|yr)s? old)\b[^.]{0,60}\b(swallowed|ate|eaten|chewed|got into|drank|has drunk)\b[^.]{0,50}\b(pills?|tablets?|medicines?|medication|capsules?|drugs?)\b/,
    other:
      /\bomo\b[^.]{0,15}\bgbe\b[^.]{0,20}\b(oogun|ogun|tablet\w*)\b(?![^.]{0,30}\b(bi|gege bi) dokita\b)|\b(yaro|yarinya|dana|yata|jariri)\w*\b[^.]{0,20}\b(ya|ta) (hadiye|sha|ci) (kwayoyi|magani|magunguna)\w*|\bnwa\b[^.]{0,20}\b(loro|nuru|rachara) (ogwu|mkpuru ogwu)\b|\b(mtoto|mwanangu)\b[^.]{0,30}\b(amemeza|amekula) (vidonge|dawa)|\b(enfant|fils|fille|bebe)\b[^.]{0,30}\b(avale|mange) (des|les|mes|ses) (comprimes|medicaments|cachets)/,
  },
  // Two signs that are danger together, often said either side of a comma: trouble breathing and too
  // breathless to talk (NICE NG80 asthma: life-threatening), eyes rolled with shaking (a seizure).
  cantTalk: {
    en: /\b(no fit|can'?t|cannot|unable to) (talk|speak)\b/,
    other:
      /\bba (ya|ta|na) iya magana\b|\bko le soro\b|\bo nweghi ike ikwu okwu\b|\bhawezi (kuongea|kuzungumza)\b|\bne peut (pas|plus) parler\b/,
  },
  eyesRolled: {
    en: /\beyes? (don |have |has |are )?(turn\w*|roll\w*) (white|up|back|upward\w*)\b/,
    other:
      /\bidanu\w* (sun|ya) juya\b|\boju (re|e) ti (yi|yipada)\b|\banya (ya )?(agbagola|gbagoro|agbagoo)\b|\bmacho yamegeuka\b|\byeux (revulses|qui tournent)\b|\bidanu\w* (sun|ya) juye\b/,
  },
  shaking: {
    en: /\b(shak\w*|jerk\w*|trembl\w*|twitch\w*)\b/,
    other: /\bgirgiza\b|\bgbon\w*\b|\bama jijiji\b|\banatetemeka\b|\btrembl\w*|\bsecou\w*|\bkak?karwa\b|\bkarkarwa\b/,
  },
  swallowedMany: {
    en: /\b(ate|eaten|swallowed|took|taken|drank|chewed)\b[^.]{0,15}\b(\d+|all|most|many|lots|plenty|half|a handful)\b[^.]{0,10}\bof (them|it|the pack|the packet|the bottle|the strip)/,
  },
  // Danger signs in a young infant (WHO IMCI, sick young infant up to 2 months): not feeding, floppy or
  // very sleepy, cold, or yellow palms and soles.
  infantDanger: {
    en: /\b(very|too|so) (sleepy|drowsy)|\bfloppy\b|\b(won'?t|will not|not|stopped|refus\w*( to)?) (feed\w*|breastfeed\w*|suck\w*)|\b(hard|difficult) to wake|\bcold to (the )?touch|\b(yellow|jaundice\w*)\b[^.]{0,30}\b(palms|soles|sleepy|drowsy|not feeding|first day)|\b(sleepy|drowsy)\b[^.]{0,30}\b(yellow|jaundice\w*)|\bno dey (suck|feed)|\b(palms|soles)\b[^.]{0,30}\b(yellow|jaundice\w*)|\bbody (is |dey |don )?(cold|cool)\b|\byellow\b[^.]{0,20}\b(reach|to|down to) (im|his|her|the) (legs?|feet|soles?)\b|\b(no dey|not|won'?t|doesn'?t|refus\w*( to)?) (suck|sucking)( (the )?breast)?\b/,
    other:
      /\bba (ya|ta) (shan|sha) nono\b|\bko (mu|gba) oyan\b|\b(anaghi|naghi) (anu|a nu) ara\b|\bhanyonyi\b|\bhataki kunyonya\b|\bne (tete|mange) plus\b|\bbaya (shan|sha) nono\b|\bjiki\w* (ya )?(yi|yayi) sanyi\b|\bahu (ya )?dara mba\b|\bara (re|e) ti ro\b|\bjiki\w* ya yi laushi\b|\bne tete (presque |pratiquement |quasiment )?(plus|pas|rien)\b|\bjaune\b[^.]{0,30}\b(pieds|plantes|paumes)\b|\b(jaune|jaunisse)\b[^.]{0,40}\b(dort tout le temps|ne tete)|\bdort tout le temps\b|\b(difficile|dur) a reveiller\b|\b(tout|toute) (mou|molle)\b|\bcorps (tout )?froid\b|\b(manjano|njano)\b[^.]{0,30}\b(miguu|nyayo|viganja|mwili mzima)\b|\b(analala|amelala) (tu|muda wote|wakati wote)\b|\bhanyonyi\b|\bamelegea\b|\bhaamki\b|\bne veut (plus|pas) teter\b|\brefuse (de )?teter\b|\b(il|elle|bebe|corps) est (tout |tres )?froid\b|\bmwili wake ni baridi\b|\bko (mu|gba) omu\b|\bti pon\b[^.]{0,20}\b(atelese|ese)\b|\b(obu|ukwu)\b[^.]{0,30}\b(na-?acha|acha|chara) odo\b|\b(na-?acha|acha|chara) odo\b[^.]{0,30}\b(obu|ukwu)\b|\b(rawaya|ruwan dorawa|ruwan kwai)\b[^.]{0,30}\b(tafin|tafukan|kafa|kafafu)\b|\b(tafin|tafukan) (kafa|hannu)\w*\b[^.]{0,30}\b(rawaya|ruwan dorawa)\b/,
  },
  // Diabetic emergencies (NICE NG17/NG18; NHS DKA and hypoglycaemia): known diabetes with confusion, being
  // hard to wake or a fit (low sugar), or a "HI" meter reading, or vomiting with fast breathing (DKA).
  diabetic: {
    en: /\bdiabet\w*|\b(my|his|her) (blood )?(sugar|glucose) (level |reading )?(is|was|reads?|dropped|went)\b|\bon insulin|\binsulin\b|\bsugar (patient|sickness|disease)|\b(get|has|have|with|dey) sugar\b(?! (daddy|mummy|mommy|baby))|\bsugar (sick|wahala)\b|\b(i'?m|i am|am|he'?s|she'?s|he is|she is) type ?(1|2|one|two)\b/,
    other:
      /\bciwon (suga|sukari)\b|\bito suga\b|\barun suga\b|\boria (shuga|sukari)\b|\bkisukari\b|\bdiabet\w*|\binsulin\w*|\b(oria|ọrịa|nwere) (shuga|suga)\b|\bmai ciwon suga\b|\bako (ni )?(suga|sugar)\b|\b(a|i)togbe\b/,
  },
  // Breath that smells of fruit or pear drops is ketones: with diabetes, diabetic ketoacidosis until proven
  // otherwise (NICE NG17 and NG18: DKA signs include ketotic breath, vomiting, deep fast breathing).
  ketoneBreath: {
    en: /\bbreath\b[^.]{0,25}\b(smells?|smelling|dey smell)\b[^.]{0,20}\b(fruity|sweet|like (fruit|pear drops|nail polish|acetone))|\bfruity breath\b/,
    other:
      /\b(pumzi|mdomo)\b[^.]{0,25}\bharufu (ya )?(matunda|tamu)\b|\bharufu ya matunda\b|\bhaleine\b[^.]{0,25}\b(fruit\w*|pomme|acetone|sucree)\b|\bodeur (de |d')?(fruit|pomme|acetone)\b|\brun bi eso\b|\bisi (di )?ka mkpuru osisi\b|\bwari(n)? 'ya'yan itace\b/,
  },
  // Chest pain that will not settle even after a painkiller or rest is current chest pain: an emergency until a
  // clinician has seen an ECG (NICE CG95: current chest pain, or in the last 12 hours, is referred as an
  // emergency; NHS Chest pain: call the emergency number if it lasts more than 15 minutes).
  unrelieved: {
    en: /\b(no gree|won'?t|will not|doesn'?t|does not|isn'?t|is not|not|never|no dey)\b[^.]{0,12}\b(stop\w*|go(ing)? (away|down)|go|ease|easing|settl\w*|better|reduc\w*)\b[^.]{0,40}\b(even|despite)\b[^.]{0,20}\b(panadol|paracetamol|painkillers?|pain ?relievers?|ibuprofen|medicine|tablets?|drugs?|rest\w*)\b/,
    other:
      /\b(hayaishi|haiishi|hayapungui|haipungui|hayakomi|haikomi)\b[^.]{0,40}\bhata baada ya\b|\bne (passe|part|s'arrete|diminue|se calme) (pas|plus|toujours pas)\b[^.]{0,40}\b(meme )?(apres|avec)\b|\b(bai|ba ya|ba ta) (tsaya|tsagaita|lafa|sauka)\b[^.]{0,40}\b(ko|koda|ko da) bayan\b|\bko (duro|lo|dinku)\b[^.]{0,40}\b(paapaa )?leyin\b|\b(kwusighi|akwusighi|adaghi|ebelataghi)\b[^.]{0,40}\b(obuna|mgbe m)\b|\bko (dawo )?duro\b[^.]{0,40}\b(bi mo tile|paapaa|leyin)\b/,
  },
  diabetesMajor: {
    en: /\bconfus\w*\b(?! (about|by|with|on|as to|whether|which|how|what))|\b(hard|difficult) to wake|\b(can'?t|cannot|won'?t|will not) wake|\bunconscious|\bpassed out|\bnot making sense|\b(no dey|not|isn'?t|can'?t|cannot) (talk|talking|speak\w*) (well|properly|sense)|\bslurr\w*|\b(a|had|having|has|have|got) fits?\b|\bseizure|\b(says|reads|shows|showing|reading|just says) "?hi"?\b|\b[4-9]\d\d ?mg|\b(sugar|glucose)( level| reading)? (is|was|of|reads?|at|dropped to|came down to|went down to|is at) ([0-2](\.\d)?|[2-4]\d)\b(?! ?(spoons?|cubes?|teaspoons?|g\b|grams?))|\b(2[5-9]|3\d) ?mmol|\b(meter|glucometer|machine|monitor) (says|reads|shows|showed|read) ([0-2](\.\d)?|3(\.[0-5])?)\b(?! ?(spoons?|g\b|grams?))|\bketones? (are |is )?(high|positive|\+\+)|\b(no|no longer) (know|recogni[sz]e) (who we be|us|me)\b/,
    other:
      /\b(ya|ta) rikice\b|\bko mo ohun (to|ti o) n se\b|\b(naghi|anaghi) aghota ihe\b|\bba (ya|ta) farka|\bo daku\b|\boye (re|e) ti daru|\banaghi eteta|\bamezimia\b|\bhazinduki|\bamechanganyikiwa|\b(il|elle) est confus\w*|\bne se reveille (pas|plus)|\binconscient\w*|\bevanoui\w*|\b(nimechanganyikiwa|anachanganyikiwa|nachanganyikiwa)\b|\bje suis (tout )?confus\w*\b|\bba (ya|ta) (gane|gano) (mu|ni|kowa|mutane)\b|\bko mo (wa|mi|enikan) mo\b|\b(amaghi|amaghizi|amataghi) (anyi|onye obula)\b|\bmaghi(zi)? (anyi|onye obula)\b|\bba (ya|ta) (magana|iya magana) daidai\b|\bko (si )?soro (daadaa|dada)\b|\bokwu (ya|m) (adighi mma|adighi ka o kwesiri)\b|\b(a|na)ghi (a)?mata (anyi|onye obula|ndi mmadu)\b/,
  },
  vomiting: {
    en: /\bvomit\w*|\bthrowing up|\bthrow up|\bdey vomit/,
    other: /\bamai\b|\beebi\b|\bagbo\b|\bkutapika|\banatapika|\bvomi\w*|\b\w*tapika\b|\b(o|mo|n) n bi\b/,
  },
  fastBreathing: {
    en: /\bbreath\w* (really |very |so )?(fast|deep|deeply|heavy|heavily|hard|quickly)|\bfast breathing|\bpanting/,
    other:
      /\bnumfashi da sauri|\bn mi kiakia|\beku ume ngwa ngwa|\banapumua haraka|\bnapumua haraka|\brespire (tres )?vite|\beku ume (oso oso|ngwa ngwa)\b/,
  },
  // Sickle cell disease (not the trait) with fever, chest pain, trouble breathing or stroke signs
  // (NICE CG143; NHLBI 2014: fever of 38.5 °C, acute chest syndrome and stroke need hospital care now).
  sickleDisease: {
    en: /\b(has|have|with|got|get) sickle cell\b(?! trait)|\bsickle cell (disease|anaemia|anemia|patient|crisis|warrior)|\b(genotype|i am|i'?m|he is|she is|he'?s|she'?s|brother is|sister is|son is|daughter is|child is|baby is|pikin na|na) (is )?ss\b|\bsickler\b|\b(wey|who|that) (be|is) ss\b|\b(i|he|she|e|im|my \w+) be ss\b/,
    other: /\bsikila\b|\bsickle cell\b(?! trait)|\bselimundu\b|\bdrepanocyt\w*|\bara (re|e|mi) (je|ni) ss\b/,
  },
  sickleDanger: {
    en: /\b(very|so|too) pale\b|\bpale and (weak|tired)|\b(belly|tummy|stomach|abdomen) (is )?(swollen|swelling|getting big)|\bpainful erection|\bpenis\b[^.]{0,30}\b(erect|hard|painful)|\berect\w*\b[^.]{0,30}\b(hours|painful|won'?t go)|\b(severe|terrible|unbearable|excruciating) pain|\bpain ?(killers?|medicines?|drugs) (are |is )?not (working|helping)|\b(eyes?|eyeballs?) (are |is |don |have )?(turn(ed)? |gone |going )?yellow\b/,
    other:
      /\bogwu\b[^.]{0,15}\b(a|na|ana)ghi (enyere|enye) (ya|m|ha) aka\b|\banya (ya|m|ha)\b[^.]{0,10}\b(achaala|na-?acha|acha) odo\b|\bmagani\w*\b[^.]{0,15}\bba (ya|ta|su) (taimaka|aiki)\b|\bidanu\w*\b[^.]{0,15}\b(sun yi |suka yi )?(rawaya|ruwan dorawa)\b|\boogun\b[^.]{0,15}\bko (sise|ran an lowo|ran lowo)\b|\boju (re|e|mi)\b[^.]{0,10}\b(ti )?pon\b|\bdawa\b[^.]{0,20}\b(hazisaidii|haisaidii|hazimsaidii|haimsaidii|hazifanyi kazi)\b|\bmacho\b[^.]{0,15}\b(njano|manjano)\b|\b(medicaments?|antidouleurs?|doliprane|paracetamol)\b[^.]{0,20}\bne (le |la |me |lui )?(soulage\w*|calme\w*|font rien|marche\w*)\b|\byeux (sont |deviennent )?jaunes\b/,
  },
  // Black, tarry stool with feeling faint is bleeding in the gut (NICE CG141: upper GI bleeding).
  melaena: {
    en: /\b(black|tarry|tar-like|like tar)\b[^.]{0,20}\b(stools?|poo|poop|poos|faeces|feces|shit|toilet)|\b(stools?|poo|poop|faeces|feces)\b[^.]{0,25}\b(black|tarry|like tar)/,
    other: /\bselles noires|\bkinyesi (cheusi|kieusi)|\bbayan gida (baki|bakake)/,
  },
  faint: {
    en: /\bfaint\w*|\bdizz\w*|\blight-?headed|\bcollaps\w*|\bpassed out|\bblack(ed)? out|\bvery weak/,
    other:
      /\bjiri\b|\bsuma\b|\bo fe daku|\bkizunguzungu|\bvertige|\bevanoui\w*|\bmalaise|\bori (mi|re) n yi\b|\boju (mi|re) n se ayika|\bisi na-?agba (m|ya) gburugburu|\booyi\b/,
  },
  // Burns that need a hospital (WHO Burns fact sheet; NICE CKS Burns and scalds): from hot liquid, fire
  // or electricity, and large, deep (peeling, white, charred) or on the face, hands, chest or a child.
  burnCause: {
    en: /\b(spilled|spilt|spill|poured|pour|splashed|fell into|knocked over|tipped|pulled|dropped)\b[^.]{0,40}\b(boiling|hot) (water|oil|soup|tea|pap|stew|liquid|pot)\b|\b(boiling|hot) (water|oil|soup|tea|pap|stew|liquid)\b[^.]{0,20}\b(spilled|spilt|poured|pour|splashed|fell|burn\w*)\b|\bscald(ed|s)?\b|\b(got|get|was|been|badly|severely) burn(t|ed)\b|\bcaught fire|\bfire (burn|burnt|burned)|\bgas (explosion|exploded|cylinder)|\bacid (attack|splash|poured)|\b(pour\w*|threw|throw\w*|splash\w*) acid\b|\bsplashed with (acid|bleach|chemicals?|caustic)|\b(acid|bleach|chemicals?|caustic soda)\b[^.]{0,20}\b(in|into) (my|his|her|the) eyes?/,
    other:
      /\b(acid|bleach|chemical\w*|caustic|jik|hypo)\b[^.]{0,40}\b(splash\w*|enter\w*|went|got|poured)\b[^.]{0,10}\b(in|into|inside|enter)?( )?(my|his|her|the|im|their) ([\w']+ )?(two )?eyes?\b|\bya kone\b|\b(wuta|ruwan zafi|mai mai zafi)\b[^.]{0,15}\b(ta |ya )?(kona|kone)\b|\bkonewa\b|\bina jo\b|\bjo (ara|omo|awo)\b|\boku (gbara|gbagburu|richara)\b|\bgbara oku\b|\b(ameungua|ameunguzwa|imeungua|kuungua)\b|\bebouillant\w*|\bbrul(e|ee|es|ees|ure|ures)\b|\b(javel|acide|produit chimique|soude)\b[^.]{0,30}\bdans (les|ses|mes|l') ?(yeux|oeil)\b|\b(jiki|asidi|tindikali|kemikali)\b[^.]{0,30}\bmachoni\b|\bmachoni\b[^.]{0,30}\b(jiki|asidi|tindikali|kemikali)\b|\b(ni|a|u|wa|ku)?(me|li|na|ta)?ungu(a|zwa)\b|\bomi (gbigbona|gbona)\b[^.]{0,30}\b(da|ta|bo|jo)\b|\b(mmiri|mmanu) (di |na-?ekpo )?oku\b[^.]{0,20}\b(wu\w*|chara|gbara|gbanyere)\b|\b(ruwan zafi|mai mai zafi|man zafi|tafasasshen (ruwa|mai))\b[^.]{0,15}\b(ya |ta )?(zuba|zube|watsa|kona|kone)\w*|\b(maji|mafuta) (ya )?(moto|yanayochemka)\b[^.]{0,20}\b(ya|ame|yame|yali|ali)?(mwagik|mwag)\w*|\b(eau|huile) (bouillante|tres chaude)\b[^.]{0,30}\b(renvers\w*|tomb\w*|vers\w*|jet\w*)\b|\b(renvers\w*|vers\w*) (de l'|l')?(eau|huile) (bouillante|tres chaude)\b|\b(epo|omi) (gbigbona|gbona|to gbona)\b[^.]{0,25}\b(da|ta|ba)\b/,
  },
  burnSerious: {
    en: /\bskin (is |has |was )?(peel\w*|coming off|came off|white|black|charred|leathery)|\bskin don (dey )?(peel|comot)|\b(face|eyes?|chest|whole body|genitals|private parts|neck|back|belly)\b|\bblister\w* (all over|everywhere)|\b(large|big|huge|deep) (burn|area|blisters?)|\b(baby|child|toddler|kid|son|daughter|pikin)\b|\b(size of|bigger than|larger than) (two |both |his |her |my |their |a |an |the )?(adult'?s? )?(hands?|palms?)\b/,
    other:
      /\b(fata|fuska|kirji|jiki\w*|jariri|yaro\w*|yarinya\w*|dana|yata)\b|\bomo\b|\bnwa\b|\bmtoto\b|\b(bebe|enfant|fils|fille|ventre)\b|\b(oju|aya|gbogbo ara)\b|\b(ihu|obi|ahu niile|akpukpo)\b|\b(ngozi|uso|kifua|mwili mzima)\b|\b(peau|visage|poitrine|tout le corps)\b|\bplus (grand|grande|large) que (la|sa|ma|une) (main|paume)\b|\bkubwa kuliko (kiganja|mkono)\b|\b(yeux|oeil|machoni|macho|kifuani|usoni)\b|\bngozi (imetoka|imebabuka|inatoka|imechubuka)\b|\bara (re|e|mi) ti bo\b|\bakpukpo ahu\b[^.]{0,15}\b(apuola|puru|agbaala)\b/,
  },
  // Head injury with a danger sign needs emergency care (NICE NG232): vomiting, drowsiness, confusion,
  // being knocked out, a fit, memory loss, fluid from the ears or nose.
  headInjury: {
    en: /\b(hit|hitting|banged|bumped|knocked|struck|injured|hurt|landed on) (his|her|my|their|the|im|him) head|\b(knock|knocked|hit|bang|banged|clash\w*|bump\w*) heads?\b|\bfell (from|off|out of) (a |the |his |her )?(tree|roof|height|ladder|stairs|building|balcony|bunk bed|bike|okada|motorcycle)|\bhead (injury|trauma|wound)|\bhead (hit|struck|banged) (the )?(ground|floor|wall)|\bfell (on|onto) (his|her|my|the) head|\bknocked (out|unconscious)|\b(my|his|her|im) head (don )?(burst|broke|split|cut open)\b(?! (with|from|of))|\b(beat|beaten|flogged|attacked|hit)\b[^.]{0,20}\b(on|for) (my|his|her|the|im) head\b|\b(fell|fall|fallen|don fall|threw|throw|thrown) (me |him |her )?(from|off|for) (the |an |a )?(okada|keke|motorcycle|motorbike|bike)\b/,
    other:
      /\bya buga kai\w*\b|\bkansa ya bugu|\bfi ori (lu|gba)|\bori (re|e|mi) (fo|la|bu)\b|\bori (re|e|mi) (lu|gba)|\bisi (ya|m) (kuru|kpoo)|\bkuo isi\b|\b(aligonga|amegonga|alijigonga|aliumia) kichwa|\bkichwa (kiligonga|kiliumia)|\bcoup (a|sur) la tete|\btombe\w* sur la tete|\bcogne\w* la tete|\btraumatisme cranien|\bisi (ya|m|ha)\b[^.]{0,10}\b(meruru ahu|meru ahu|gbawara|tiwara)\b|\bdara (n'?|na )?(okada|ugbo ala)\b|\bya (fadi|fado|faado) daga (kan )?(babur|acaba|bishiya|sama)\b|\bsubu\b[^.]{0,15}\b(okada|alupupu|igi)\b|\b(alianguka|ameanguka)\b[^.]{0,15}\b(pikipiki|bodaboda|mti)\b|\btombe\w* (de|d'une) (moto|arbre)\b|\bchute (a|de|d'un|d'une|en) (moto|velo|arbre|toit|echelle|hauteur)\b|\baccident (de|en) (moto|voiture|velo)\b/,
  },
  headInjuryDanger: {
    en: /\bvomit\w*|\bthrowing up|\bdrows\w*|\bsleepy|\bconfus\w*|\bknocked out|\bpassed out|\bunconscious|\bblacked out|\b(a|had|having|has|have|got) fits?\b|\bseizure|\b(can'?t|doesn'?t|does not|cannot) remember|\brepeating (him|her|my|them)sel(f|ves)|\bclear fluid|\b(clear|watery)\b[^.]{0,30}\b(from|for|out of) (my|his|her|the|im) (left |right )?(ear|nose)|\b(water|fluid)\b[^.]{0,25}\b(drip\w*|leak\w*|coming|comot|running)\b[^.]{0,20}\b(ear|nose)\b|\bblood (from|coming from) (his|her|my|the) (ear|nose)|\b(severe|worst|terrible) headache|\bdey sleep sleep|\bnot moving\b(?! (to|house|out|in|back|abroad|forward|on|away))|\bnot waking|\b(won'?t|can'?t) wake|\bdey vomit/,
    other:
      /\bamai\b|\beebi\b|\bagbo\b|\bkutapika|\banatapika|\bvomi\w*|\bsomnolent|\bn bi\b|\bbarci\b|\bbacci\b|\boorun\b|\bura\b|\busingizi\b|\bamezimia|\bperdu connaissance|\bsuma\b|\bo daku\b|\b(naghi|anaghi|naghizi|anaghizi) (amata|aghota)\b|\bba (ya|ta) gane (mu|mutane)\b|\bko da (wa|enikan) mo\b|\bhatutambui\b|\bne nous reconnait plus\b|\b(ametapika|alitapika|natapika)\b|\banalala (sana|tu|muda wote)\b|\bn'arrive (pas|plus) a rester eveille\w*\b|\bne reste (pas|plus) eveille\w*\b/,
  },
  // An eye injury (a blow, a poke, a stick or stone) with loss of sight needs an eye emergency department now:
  // it can be a burst eyeball, a bleed inside the eye or a detached retina (NHS Eye injuries; RCOphth).
  eyeInjury: {
    en: /\b(curtain|shadow|veil)\b[^.]{0,30}\b(coming down|came down|over|across|covering)\b[^.]{0,30}\b(eye|vision|sight)\b|\b(punch\w*|hit|struck|poked|jabbed|stabbed|injur\w*|blow|ball|stick|stone|fist|slap\w*|knock\w*|elbow\w*)\b[^.]{0,40}\beyes?\b[^.]{0,50}\b(can'?t see|cannot see|no fit see|lost (my |his |her |the )?(sight|vision)|(is |gone |went )?blind|vision (is )?(gone|black|dark)|see nothing|(don'?t|doesn'?t|no dey) see (anything|nothing|at all))|\b(can'?t see|cannot see|no fit see|lost (my |his |her )?(sight|vision))\b[^.]{0,30}\b(since|after)\b[^.]{0,30}\b(punch\w*|hit|blow|poked|injur\w*|ball|stick|stone)\b|\bcover\w*\b[^.]{0,20}\beyes?\b[^.]{0,15}\blike (a )?curtain\b|\b(one side|one eye|my eye|his eye|her eye|im eye)\b[^.]{0,25}\b(no dey|no fit|can'?t|cannot|doesn'?t|don'?t) see (anything|nothing|at all)\b[^.]{0,30}\b(again|since (this|today|yesterday|last)|sudden\w*)\b|\b(metal|iron|glass|nail|wire|piece of (metal|glass|iron))\b[^.]{0,15}\b(enter\w*|went into|flew into|got into|pierc\w*|stuck in)\b[^.]{0,10}\b(my|his|her|im|the) eyes?\b/,
    other:
      /\beye\b[^.]{0,40}\b(pain\w*|hurt\w*)\b[^.]{0,60}\b(rainbow|halos?|coloured rings|colored rings|rings (round|around))\b|\b(coup|poing|cogne\w*|blesse\w*|frappe\w*|ballon|baton|caillou)\b[^.]{0,40}\b(oeil|yeux)\b[^.]{0,40}\bne (vois|voit|voyait) (plus|rien)|\b(ngumi|alipigwa|nilipigwa|amepigwa|nimepigwa|aligongwa|nimegongwa|jeraha|fimbo|jiwe|mpira)\b[^.]{0,40}\bjicho\w*\b[^.]{0,40}\b(sioni|haoni|siwezi kuona|hawezi kuona|haoni kitu)\b|\b(naushi|buga|bugi|bugu|rauni|dutse|sanda|kwallo)\w*\b[^.]{0,40}\bido\w*\b[^.]{0,40}\bba (na|ya|ta|zan iya) (gani|ganin komai)\b|\b(lu|gba|gun|okuta|igi|boolu|ikuuku)\b[^.]{0,30}\boju\b[^.]{0,40}\b(ko riran|ko ri nkankan|ko le riran|ko ri ran mo)\b|\b(kuru|tiri|tie|meruru|okwute|osisi|bolu)\b[^.]{0,30}\banya\b[^.]{0,40}\b(adighi ahu uzo|anaghi ahu ihe|ahughi ihe|anaghizi ahu ihe)\b|\bpazia\b[^.]{0,30}\b(limefunika|linafunika|limeshuka|jicho|macho|kuona)\b|\bghafla\b[^.]{0,30}\b(siwezi kuona|sioni|haoni|hawezi kuona)\b|\b(siwezi kuona|sioni|haoni|hawezi kuona)\b[^.]{0,30}\bghafla\b|\brideau\b[^.]{0,40}\b(oeil|yeux|vue|vision)\b|\b(oeil|yeux|vue|vision)\b[^.]{0,40}\brideau\b|\b(soudain\w*|brutalement|tout a coup|d'un coup)\b[^.]{0,30}\bne (vois|voit) plus\b|\bne (vois|voit) (soudain\w* )?plus (rien )?(de|d'un|avec) (l'|mon |son )?oeil\b|\bkwatsam\b[^.]{0,30}\bba (na|ya|ta) (gani|iya gani)\b|\blojiji\b[^.]{0,30}\bko (riran|ri nkankan)\b|\bna mberede\b[^.]{0,30}\b(ahughi|anaghi ahu) (uzo|ihe)\b|\bihe\b[^.]{0,15}\b(gbabara|banyere|batara|dabara)\b[^.]{0,10}\bn'?anya\b[^.]{0,100}\b(anaghi m ahu|adighi m ahu|ahughi|anaghi ahu|obara)\b|\b(wani abu|karfe|kura)\b[^.]{0,15}\bya shiga (ido|idon)\w*\b[^.]{0,80}\b(ba (na|ya|ta) (gani|iya gani)|jini)\b|\b(nkan|irin|ohun)\b[^.]{0,15}\bwo (mi |re |e )?(ni )?oju\b[^.]{0,80}\b(ko riran|ko ri nkankan|ko le riran|eje)\b|\b(nkan|irin|ohun)\b[^.]{0,15}\bwo (mi |re |e )?(ni )?oju\b[^.]{0,80}\b(mi o|ko|o) (le )?(riran|ri nkankan)\b|\blabule\b[^.]{0,30}\bido\w*\b|\bba zato ba tsammani\b[^.]{0,60}\bba (na|ya|ta) (gani|iya gani)\b|\blojiji\b[^.]{0,60}\bmi o (le )?riran\b|\bna mberede\b[^.]{0,60}\banaghi m ahu (uzo|ihe)\b/,
  },
  // Not being able to swallow even saliva (drooling), a one-sided swollen throat with a "hot potato" voice, or food
  // stuck after eating: a blocked gullet or a deep throat or neck abscess that can close the airway (NICE CKS
  // Sore throat - acute: drooling and a muffled voice need hospital now; NHS Quinsy).
  throatBlocked: {
    en: /\b(can'?t|cannot|unable to|no fit|not able to) swallow\b[^.]{0,25}\b(even )?(my |his |her |im |their )?(own )?(spit|saliva|water)\b|\b(even )?(my |his |her )?(own )?(spit|saliva)\b[^.]{0,10}\b(i|he|she) (can'?t|cannot|no fit) swallow|\b(spit|saliva|water)\b[^.]{0,20}\b(coming back|comes back|dey come back)\b|\bhot potato\b|\bdrool\w*\b[^.]{0,30}\b(can'?t|cannot|no fit) swallow|\b(can'?t|cannot|no fit) swallow\b[^.]{0,30}\bdrool\w*/,
    other:
      /\b(ba (na|ya|ta|zan) iya hadiye) (miyau|yau|ruwa)\b|\bko le gbe (itọ|ito|omi) mi\b|\b(enweghi|anaghi) (m )?(ike )?ilo (asu|mmiri)\b|\b(siwezi|hawezi|hashindwi) kumeza (mate|maji)\b|\b(je ne peux|il ne peut|elle ne peut|n'arrive) (plus |pas )?(a )?avaler (ma|sa)? ?(salive|l'eau|meme l'eau)/,
  },
  // A racing heartbeat that won't settle, with dizziness, fainting, breathlessness or chest pain, needs help now
  // (NHS Heart palpitations: call 999 with chest pain, breathlessness or fainting).
  palpitations: {
    en: /\bheart\b[^.]{0,25}\b(racing|pounding|beating (so |very |too )*(fast|quick\w*)|running (very |so )*fast|beats? (very |so )*fast)\b[^.]{0,60}\b(won'?t stop|not stop\w*|hasn'?t stopped|has not stopped|no gree stop|for (an? |one |two |over an? )?hours?|since (an? |one )?hours?)|\b(won'?t stop|hasn'?t stopped)\b[^.]{0,30}\bheart\b[^.]{0,15}\b(racing|pounding|fast)/,
    other:
      /\bheart\b[^.]{0,25}\b(racing|pounding|beating (so |very |too )*(fast|quick\w*)|running (very |so )*fast|beats? (very |so )*fast)\b[^.]{0,60}\b(won'?t stop|not stop\w*|hasn'?t stopped|has not stopped|no gree stop|for (an? |one |two |over an? )?hours?|since (an? |one )?hours?)|\b(won'?t stop|hasn'?t stopped)\b[^.]{0,30}\bheart\b[^.]{0,15}\b(racing|pounding|fast)|\b(mon )?coeur (bat|s'emballe)\b[^.]{0,30}\b(tres vite|trop vite|a toute vitesse)\b[^.]{0,40}\b(ne s'arrete pas|depuis (une|1) heure)|\bmoyo (unadunda|unapiga) (kwa kasi|haraka) sana\b[^.]{0,40}\b(hauachi|tangu saa)/,
  },
  // A blood pressure of 180/120 or more with a headache, blurred sight, chest pain, breathlessness or confusion
  // is a hypertensive emergency (NICE NG136: same-day specialist care; with these signs, emergency care).
  highBp: {
    en: /\b(1[89]\d|2\d\d) ?(\/|over) ?(1[0-9]\d)\b|\b(\d{2,3}) ?(\/|over) ?(1[2-9]\d)\b/,
  },
  highBpSigns: {
    en: /\bheadache|\bhead (is |dey )?(bang\w*|pound\w*|splitting)|\bblurr?\w*|\bvision|\bchest (pain|tight\w*)|\bconfus\w*|\bbreathless|\bshort of breath|\bweak\w* (on )?one side|\bnose ?bleed/,
  },
  // Both legs that suddenly can't move or feel, or numbness between the legs with loss of bladder control, after a
  // fall or a strain or on waking: the spinal cord or its nerves squeezed (NHS Cauda equina syndrome; NHS Spinal
  // injuries: don't move the person).
  spinalCord: {
    en: /\b(can'?t|cannot|no fit|unable to|not able to) (move|feel|lift|stand on)( or (move|feel))? (my|his|her|him|im|their) (two|both) legs\b|\b(both|two) legs\b[^.]{0,20}\b(no dey move|can'?t move|not moving|paraly\w*|dead|numb)\b|\b(bum|buttocks?|private part|between (my|his|her) legs|genitals)\b[^.]{0,25}\bnumb\w*\b[^.]{0,60}\b(urine|pee|wee|bladder|poo|stool)|\b(didn'?t|did not|can'?t|cannot|no) (feel|control)\b[^.]{0,20}\b(urine|pee|wee|bladder)\b[^.]{0,60}\b(numb|legs)\b/,
    other:
      /\b(bum|buttocks?|private part|between (my|his|her) legs|genitals)\b[^.]{0,25}\bnumb\w*\b[^.]{0,60}\b(urine|pee|wee|bladder|poo|stool)|\b(ba (ya|ta|na|zan) iya motsa) kafafu\w* (biyu|duka)|\bko le (gbe|mira) ese (re|mi) mejeeji|\b(enweghi|anaghi) (m )?(ike )?(imeghari|imegharị) ukwu (ya|m) abuo|\b(hawezi|siwezi) kusogeza miguu (yote|miwili)|\bne (peut|peux) plus bouger (les|ses|mes) (deux )?jambes/,
  },
  // Shaking all over for minutes in a feverish child is a febrile fit until a doctor says otherwise (NICE CKS
  // Febrile seizure); shaking from nerves is not, so fever must be told too.
  shookAllOver: {
    en: /\b(shook|shaking|jerked|jerking) all over for (about |around |almost |nearly )?(\d+|one|two|three|four|five|a few) (minutes|mins)\b/,
  },
  // Ectopic pregnancy (NICE NG126; RCOG): a late period or positive test with one-sided or severe low
  // belly pain and fainting, bleeding or shoulder-tip pain can be a bleed inside the belly.
  earlyPregnancy: {
    en: /\b(period|periods|menses|menstruation)\b[^.]{0,20}\b(late|missed|hasn'?t come|didn'?t come|overdue|don late|never come|no come)\b|\bmissed (my |a |her )?period|\bpositive pregnancy test|\bpregnancy test\b[^.]{0,15}\bpositive/,
    other:
      /\bal'?ada\w* ta (wuce|makara|ki zuwa)|\bnkan osu (mi|re) (ti pe|ko wa|ko de)|\bnso nwanyi (m|ya) (agafeela|abiaghi|egbuola oge)|\bhedhi (yangu|yake) (imechelewa|haijaja)|\bsijaona hedhi|\bretard de regles|\btest de grossesse positif|\bal'?ada\w*\b[^.]{0,40}\bban gan(i|ta)\w* ba\b|\bnkan osu (mi|re) ti pe\b/,
  },
  oneSidedPain: {
    en: /\b(one|right|left)[- ]sided\b|\bpain (on|in|for) (my |the |her )?(right|left|one) side|\bone side of (my|her|the) (lower )?(belly|tummy|stomach|abdomen|belle|pelvis)\b|\bshoulder[- ]tip pain|\b(sharp|severe|bad|terrible)\b[^.]{0,20}\bpain\b[^.]{0,30}\b(one side|right side|left side|lower belly|pelvi\w*)/,
    other:
      /\bgefe daya na ciki|\b(inu|ikun)\b[^.]{0,25}\begbe kan|\begbe kan\b|\botu akuku\b|\bupande mmoja wa tumbo|\bd'un (seul )?cote du (bas[- ]?ventre|ventre)|\bbas[- ]?ventre d'un cote|\bapa kan (ikun|inu)\b|\bgefe daya\b[^.]{0,10}\bciki\b/,
  },
  // Drowning (WHO Drowning): anyone pulled from water who is not breathing normally, coughing, breathless
  // or drowsy needs a hospital, even if they seem to recover.
  drowning: {
    en: /\b(nearly |almost )?drown(ed|ing)\b(?![^.]{0,5}\b(as a (child|kid|teen\w*|baby|boy|girl)|when (i|he|she) was)\b)(?! in (work|debt|paperwork|assignments?|bills|sorrow|emails?|tears|love|sauce|stew))|\b(pulled|dragged|took|brought|bring) (him|her|them|my \w+|am|the \w+) (out|comot) (of|from)? ?(the )?(water|river|pool|well|sea|lagoon|stream|pond)|\b(fell|fall|don fall) (in|into|inside) (the |a )?(well|river|pool|water|lagoon|sea|stream|pond)\b/,
    other:
      /\bnutse\w*|\b(ya|ta) fada (rijiya|ruwa|kogi)|\bri sinu omi|\b(dabara|dara) (na|n') ?mmiri|\bamezama (majini|maji|mtoni|baharini)|\bkuzama maji|\bnoy(e|ee|ade)\b|\bs'est noye\w*|\btombe\w* dans (la piscine|le puits|la riviere|l'eau)|\b(alizama|amezama|walizama|wamezama) (majini|maji|mtoni|baharini|ziwani|kisimani)|\b(ameanguka|alianguka|ametumbukia) (kwenye|ndani ya) (bwawa|kisima|mto|maji|bahari)\b|\btombe\w* dans (la|une) (piscine|riviere|mare)\b|\b(fada|fadi)\w* (cikin|a cikin|a) (rijiya|ruwa|kogi|tafki)\b|\b(bo|subu|ja) (si )?(sinu|inu) (odo|kanga|omi)\b/,
  },
  // Electric shock (NHS Electric shock; St John Ambulance): switch off the power first; after a high-voltage
  // or any shock with burns, fainting, chest pain or palpitations, hospital now.
  electricShock: {
    en: /\belectrocut\w*|(?<!\blike (an? )?)\belectric(al)? shocks?\b(?! (down|through|along|up|feeling|sensations?|pains?|shooting|running|like)\b)|\b(live|naked|nepa|high[- ]tension|power|electric) (wire|cable|line)\b[^.]{0,25}\b(shock\w*|touch\w*|held|hold|catch|caught|hit|burn\w*)|\b(wire|current|socket|light|nepa|electricity)\b[^.]{0,10}\b(don )?(shock|shocked|catch|caught) (am|him|her|me|my \w+)/,
    other:
      /\bwutar lantarki ta (ja|kama|buge|jawo)|\bina mona mu|\boku latrik\b|\bshoti ya umeme|\bumeme (umemshika|ulimshika|umempiga|ulimpiga|umenishika)|\belectrocut\w*|\belectrise\w*|\b(ya |ta )?taba wayar (wuta|lantarki)|\btouche\w* (un |le )?fil electrique|\b(ameshika|kushika|alishika) waya ya umeme|\b(ina )?manamana\b[^.]{0,15}\b(gba|mu|ja)\b/,
  },
  // Heat stroke (WHO Heat and health): after heat or sun, confusion, collapse, a very hot body or no sweat.
  heat: {
    en: /\b(in|under) the (sun|heat)\b|\bheat ?stroke|\bsun ?stroke|\bsun (don )?(hit|beat)|\bhot (sun|weather|day|room|car)\b|\bheat ?wave|\bin (this|the) heat\b/,
    other:
      /\ba rana\b|\bzafin rana|\bninu oorun\b|\boorun gbigbona|\bn'?anwu\b|\bjua kali|\bjoto kali|\bcoup de chaleur|\binsolation|\bau soleil\b|\bcanicule/,
  },
  heatDanger: {
    en: /\bnot sweating|\bstopped sweating|\bno sweat|\b(very|so|extremely) hot\b|\bbody (is |dey )?(hot|burning) (well well|like fire)|\bhot well well\b/,
    other:
      /\b(yi zafi|gbona|kpo oku) (sosai|gidigidi|nke ukwuu)|\bjoto kali juani|\bcoup de chaleur|\bbrulant\w*\b|\bmwili (una|ni) (moto|joto) (sana|mkali)\b/,
  },
  // An acute abdomen needs surgery-level care now (NICE CKS Acute abdominal pain; WHO IMCI for a child):
  // a belly hard as a board, green (bilious) vomit, or severe belly pain with fainting or a swollen,
  // hard belly that won't pass stool or wind.
  acuteAbdomen: {
    en: /\b(hernia|lump|swelling)\b[^.]{0,100}\b(can'?t|cannot|won'?t|no fit|unable to) (push|put|pushed|go) (it |am )?back\b|\b(belly|tummy|stomach|abdomen)\b[^.]{0,25}\b(hard|rigid|stiff|tight) (as|like) (a )?(board|wood|rock|stone|plank|brick)|\b(rigid|board-?like) (belly|tummy|stomach|abdomen)|\bbelle (strong|hard|tight) like (stone|rock|wood|board)|\b(vomit\w*|throw\w* up|puk\w*|dey vomit)\b[^.]{0,20}\b(green|bile|bilious|dark green|greenish)\b|\b(green|bilious|greenish)\b[^.]{0,10}\b(vomit\w*|sick|stuff)\b|\b(belly|tummy|stomach|abdomen)\b[^.]{0,15}\b(swollen|swelling|bloated|distended)\b[^.]{0,40}\b(no|not|can'?t|hasn'?t|haven'?t|cannot) (pass(ed)? (stool|poo|wind|gas)|poo\w*|fart\w*|pooped)/,
    other:
      /\bciki\w*\b[^.]{0,20}\b(ya yi tauri|kamar dutse|kamar katako)|\bamai\b[^.]{0,15}\b(kore|mai kore)\b|\binu (mi|re|e|omo mi)\b[^.]{0,15}\b(le|le koko) (bi|gege bi) (okuta|igi|apata)|\b(eebi|bi)\b[^.]{0,20}\b(awo ewe|alawo ewe|bi ewe|oje oronro)\b|\bafo (m|ya)\b[^.]{0,15}\b(siri ike|kwuru oto|di ike) (dika|ka) (nkume|osisi)|\bagbo\b[^.]{0,15}\b(ndu ndu|akwukwo ndu|nke na-acha akwukwo ndu)|\btumbo\b[^.]{0,20}\bgumu kama (jiwe|ubao|mbao)|\b(kutapika|anatapika|natapika|matapishi)\b[^.]{0,15}\b(kijani|nyongo)\b|\bventre (est )?(dur|rigide) comme (du bois|une planche|de la pierre)|\bventre de bois\b|\b(vomi\w*)\b[^.]{0,15}\b(vert|verts|verte|vertes|bilieux|de la bile)\b/,
  },
  // Severe belly pain is an emergency with fainting, vomiting or a sudden start (NHS Stomach ache: call 999
  // for sudden, severe pain); alone it may be period pain or colic, which the symptom checker handles.
  // NHS Appendicitis: pain low on the right of the belly that gets worse, and worse on walking, needs a hospital
  // today; bent over, unable to walk straight, it may be peritonitis.
  rightLowerPain: {
    en: /\b(belly|belle|tummy|stomach|abdomen)\b[^.,]{0,40}\b(lower right|right (lower )?side|right hand side)\b|\bappendix\b/,
    other:
      /\b(ciki|mara)\w*\b[^.,]{0,30}\b(gefen dama|bangaren dama)\b|\binu\b[^.,]{0,30}\b(apa otun|egbe otun)\b|\bafo\b[^.,]{0,30}\b(aka nri)\b|\btumbo\b[^.,]{0,30}\bupande wa kulia\b|\bventre\b[^.,]{0,30}\b(a droite|cote droit)\b/,
  },
  cantWalkStraight: {
    en: /\b(can'?t|cannot|no fit|unable to) (walk|waka|stand) (up )?straight\b|\b(walk\w*|waka) (all )?bent( over)?\b/,
    other:
      /\bba (na|ya|ta) iya tafiya (sosai|daidai|mike)\b|\bko le (rin|duro) (taara|gbooro)\b|\b(enweghi|anaghi) m ike ije (ije )?(nke oma|kwu oto)\b|\b(siwezi|hawezi) kutembea (wima|sawasawa|vizuri)\b|\bne (peux|peut) (plus |pas )?marcher (droit|debout)\b|\bplie\w* en deux\b/,
  },
  severeBellyPain: {
    en: /\b(severe|terrible|worst|unbearable|excruciating|very bad|serious)\b[^.]{0,15}\b(belly|tummy|stomach|abdominal) (pain|ache)|\bbelle dey pain (me|am|her|him) (well well|too much)|\b(belly|tummy|stomach|appendix|appendix side|lower right side)\b[^.]{0,30}\b(pain\w*|hurt\w*)\b[^.]{0,10}\b(badly|so bad|terribly|well well)\b|\bappendix\b[^.]{0,20}\b(pain\w*|hurt\w*)/,
    other:
      /\bciwon ciki mai tsanani|\binu rirun\b[^.]{0,15}\b(to le|gidigidi|ti o le)|\bafo (m|ya) na-?(egbu|afu) (m |ya )?(mgbu|ufu) (nke ukwuu|oke|ike)|\bmaumivu makali (sana )?ya tumbo|\bdouleur\w* (atroce|insupportable|terrible|tres forte|violente)\w*\b[^.]{0,10}\b(au|du|dans le) ventre|\bmal au ventre (atroce|insupportable|terrible)|\bmal de ventre (atroce|insupportable|terrible)\b|\btumbo linauma sana\b/,
  },
  // A swollen belly with vomiting and no stool or wind is a blocked bowel (NICE CKS Acute abdominal pain).
  bellySwollen: {
    en: /\b(belly|tummy|stomach|abdomen|belle)\b[^.]{0,15}\b(swollen|swelling|bloated|distended)\b/,
    other:
      /\btumbo\b[^.]{0,15}\b(limevimba|kuvimba)|\bventre (gonfle|ballonne)|\bciki\w* ya kumbura|\bafo (m|ya) (zara|aza)|\bventre (est )?(gonfle|ballonne|dur)\b|\btumbo (limevimba|limejaa|ni gumu)\b|\btumbo\b[^.]{0,25}\blimevimba\b/,
  },
  bowelBlocked: {
    en: /\b(can'?t|cannot|unable to|haven'?t|hasn'?t|not|no fit) (pass(ed)? (stool|poo|wind|gas)|poo\w*|fart\w*|pooped|shit|opened (my|his|her) bowels)\b/,
    other:
      /\bhaendi haja|\bne (peux|peut) (plus )?(aller a la selle|emettre de gaz)|\b(n'arrive|ne peux|ne peut) (pas|plus) (a )?aller a la selle\b|\bpas de selles?\b|\bsiwezi kwenda haja( kubwa)?\b|\bsijapata choo\b/,
  },
  // Sudden pain in a testicle is torsion until proved otherwise: it needs surgery within hours (NICE CKS
  // Scrotal pain and swelling; NHS Testicle pain). Told shyly: "my balls", "my private part", "down there".
  testicularPain: {
    en: /\b(testic\w*|testis|testes|scrotum|scrotal|balls?|nuts|one ball)\b[^.]{0,40}\b(sudden\w*|severe|terrible|unbearable|excruciating|agony|swollen|swelling|killing me|very painful|so painful|well well|too much|seriously|badly|hurts? (badly|a lot|so much))\b|\bgroin\b[^.]{0,30}\b(sudden\w*|severe|terrible|unbearable|excruciating|agony|killing me)\b|\b(sudden\w*|severe|terrible|unbearable|excruciating|bad)\b[^.]{0,25}\b(pain|ache|hurt\w*)\b[^.]{0,25}\b(testic\w*|testis|testes|scrotum|balls?|one ball)\b|\b(kicked|hit|struck|knee'?d) (in|for) (the |my |his )?(balls|nuts|groin|testicles?)\b[^.]{0,40}\b(swollen|swelling|vomit\w*|still|hours)|\b(private part|privates|down there|manhood|prick|kende|toto)\b[^.]{0,30}\b(dey pain (me|am|him) (well well|too much|sudden\w*)|sudden\w*|severe|swollen|swell\w*|terrible|unbearable)\b|\b(sudden\w*|severe|terrible)\b[^.]{0,15}\bpain\b[^.]{0,10}\b(for|in) (my|his|im) (private part|privates|down there)|\b(right|left|one) (egg|ball)\b[^.]{0,30}\b(pain\w*|hurt\w*|swell\w*|swollen|higher)|\b(my|his|im) eggs?\b[^.]{0,30}\b(dey pain|pain\w* (me|am|him)|hurt\w*)\b[^.]{0,40}\b(sudden\w*|swell\w*|swollen|well well|no fit waka|can'?t walk|vomit\w*)|\b(down there|private part)\b[^.]{0,20}\b(very|so|really) (painful|sore)|\bpain for (my|im|his) private part\b[^.]{0,40}\b(sudden\w*|well well|vomit\w*|swell\w*|since|can'?t walk|no fit waka)|\b(woke|waking|crying|sudden\w*|vomit\w*)\b[^.]{0,40}\bpain\b[^.]{0,15}\b(testic\w*|testis|testes|scrotum|balls)\b|\bsudden\w* (pain|ache)\b[^.]{0,10}\bdown there\b/,
    other:
      /\b(golo|gwaiwa|kwalatai|marainai)\w*\b[^.]{0,30}\b(kumbura|ciwo mai tsanani|ciwo farat|farat daya)|\bciwon (golo|gwaiwa|marainai)\w*\b[^.]{0,20}\b(farat|tsanani|sosai)|\bepon\b[^.]{0,25}\b(dun|wu)\b|\bmkpuru amu\b[^.]{0,25}\b(na-?(egbu|afu)|zara|aza)|\b(korodani|mapumbu|pumbu)\b[^.]{0,30}\b(maumivu|inauma|zinauma|linauma|imevimba|zimevimba|limevimba|ghafla)|\bmaumivu\b[^.]{0,25}\b(korodani|mapumbu|pumbu)|\b(testicule|bourses?)\b[^.]{0,30}\b(douleur|mal|gonfl\w*|enfl\w*|brutal\w*|soudain\w*)|\b(douleur|mal)\b[^.]{0,25}\b(testicule|bourses)|\bkwalata\w*\b[^.]{0,30}\b(kumbura|ciwo)\b/,
  },
  // Any bite or deep scratch from a dog, cat, monkey or bat needs the wound washed and rabies
  // post-exposure prophylaxis started now: rabies is almost always fatal once symptoms start (WHO Rabies).
  animalBite: {
    en: /\b(dog|dogs|puppy|stray|cat|kitten|monkey|bat|baboon|jackal|fox|hyena|mongoose)\b[^.]{0,25}\b(bit|bite|bites|bitten|biting|scratched|don bite|bite am|bite me)\b(?! (my |the |his |her |its |our )?(shoes?|slippers?|toys?|furniture|things|bones?|ball|sticks?|tail|leash|food|cables?|sofa|couch|door|curtains?|chairs?|carpet|table|bed))|\b(bitten|bit|scratched|attacked) by (a |an |the |my |our |his |her |one )?([\w']+ )?(dog|puppy|stray|cat|kitten|monkey|bat|baboon|jackal|fox)\b|\b(dog|cat|monkey|bat) ?bites?\b/,
    other:
      /\bkare\b[^.]{0,15}\b(ya|ta) (cije|ciji|sare|gartsa)|\bcizon kare\b|\b(aja|ologbo|obo)\b[^.]{0,15}\b(bu|ge|ti bu|ti ge)\b[^.]{0,10}\bje\b|\bnkita\b[^.]{0,15}\b(tara|atara|ata)\b|\bnkita tara\b|\b(mbwa|paka|nyani)\b[^.]{0,20}\b(ameniuma|amemuuma|amemng'ata|ameuma|aliniuma|alimuuma|ameng'ata)|\b\w*umw\w* na (mbwa|paka|nyani)|\bmordu\w* par (un|une|le|mon|son|notre) (chien|chat|singe|chauve)|\b(chien|chat|singe)\b[^.]{0,20}\b(m'a|l'a|lui a|a) (mordu|griffe)|\bmorsure\w* de (chien|chat|singe)/,
  },
  // A headache that starts suddenly and is the worst ever (or "like a hammer blow") is a thunderclap headache until
  // proved otherwise: a bleed on the brain (NICE CKS Headache - assessment; NHS Subarachnoid haemorrhage). Told in
  // three parts a sentence apart, so the parts are separate signs joined in dangerCategory.
  headPain: {
    en: /\bhead\w*\b[^.]{0,15}\b(pain\w*|ache\w*|hurt\w*|pound\w*|splitting|burst\w*)\b|\bheadache\b/,
    other:
      /\bciwon kai\b|\bkai\w* (yana|na|tana) (ciwo|min ciwo|sara)\b|\bori\b[^.]{0,10}\b(n fo|fo mi|n dun)\b|\bisi\b[^.]{0,5}\b(na-?awa|na-?egbu)\b|\bkichwa\b[^.]{0,10}\b(kinauma|kinaniuma)\b|\bmaumivu (makali )?ya kichwa\b|\bmal (de|a la) tete\b/,
  },
  worstEver: {
    en: /\bworst\b[^.]{0,40}\b(life|ever|feel|felt)\b|\b(never|never ever) (felt|had|feel) (anything|pain|something|a (pain|headache)) like\b|\blike (say )?(dem|someone|somebody|person|they|i was|i'?ve been)\b[^.]{0,15}\b(hammer|knock\w*|hit|struck|smash\w*)\b|\bhammer\b/,
    other:
      /\bkacha njo\b|\bhama\b|\bguduma\b|\bban (taba|ta ba) jin\b|\bju bi o ti (ri|n ri)\b|\bomo owu\b|\bjamais\b|\bmarteau\b|\bsijawahi\b|\bnyundo\b|\bkuliko (yote|zote)\b/,
  },
  // Someone who stares and does not answer when called has a reduced level of consciousness: with a fever it is a
  // general danger sign (WHO IMCI; NICE NG143 red: no response to social cues, does not stay awake).
  notAnswering: {
    en: /\b(doesn'?t|does not|won'?t|will not|isn'?t|is not|not|no dey|no) (answer\w*|respond\w*|react\w*)\b[^.]{0,20}\b(when|if) (we|i|you|they|people|anyone|person) (call|talk|speak)|\b(not|no longer|stopped) (talking|speaking)( to us)? (anymore|at all)\b|\b(just )?star(es|ing) (blankly|into space|at nothing)\b|\bjust stares?\b/,
    other:
      /\bba (ya|ta) (amsa|amsawa)\b[^.]{0,20}\b(idan|in) (mun|muka|na) kira\b|\bko (da|fe) (wa )?lohun\b|\bko dahun\b|\b(naghi|anaghi) aza\b|\bhaitiki\b|\bhajibu\b|\bne (nous |me )?repond (plus|pas)\b/,
  },
  // Coughing up blood needs a doctor now, and a lot of it or with breathlessness is an emergency (NICE CKS
  // Haemoptysis; NHS Coughing up blood).
  coughBlood: {
    en: /\bcough\w*\b[^.]{0,20}\b(up |out )?(blood|bloody|blood-?stained)|\b(blood|bloody)\b[^.]{0,20}\b(when|as) (i|he|she) cough|(?<!\b(gums?|brush\w*|tooth|teeth|floss\w*|stools?|poo\w*|faeces|feces|diarrh\w*|toilet)\b[^.]{0,40})\b(spit\w*|phlegm|sputum|mucus|catarrh)\b[^.]{0,20}\b(blood|bloody|red)\b(?![^.]{0,30}\b(brush\w*|gums?|tooth|teeth|floss\w*|stools?|poo\w*|faeces|feces|toilet|diarrh\w*)\b)|\bhaemoptysis|\bhemoptysis/,
    other:
      /\btari\b[^.]{0,25}\b(jini)\b|\b(iko|wuko|ikọ)\b[^.]{0,20}\beje\b|\beje\b[^.]{0,40}\b(iko|wuko)\b|\bukwara\b[^.]{0,20}\bobara\b|\bobara\b[^.]{0,20}\bukwara\b|\b(kukohoa|nakohoa|ninakohoa|anakohoa|kikohozi|nikikohoa|akikohoa)\b[^.]{0,20}\bdamu\b|\b(tousse|toux|crache|crachats?)\b[^.]{0,20}\b(du sang|de sang|sanglant\w*|sang)\b|\bhemoptysie/,
  },
} satisfies Record<string, Sign>;

export type SignName = keyof typeof S;

export function has(name: SignName, norm: string): boolean {
  const sign: Sign = S[name];
  // "not breathing" carries its own negation, so the negation rule would hide it.
  if (name === "notBreathing")
    return Boolean((sign.en && stated(sign.en, norm)) || (sign.other && sign.other.test(otherSituation(norm))));
  return present(sign, norm);
}
