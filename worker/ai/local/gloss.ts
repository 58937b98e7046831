// Everyday health questions in Hausa, Yoruba, Igbo, Swahili and French, read as the English the offline engine
// answers from its sourced passages: "J'ai des boutons sur le visage, que faire ?" is "what can I do about
// pimples?", "Dalili za kiharusi ni zipi?" is "what are the signs of a stroke?". A small phrasebook of the
// recurring topics (skin, periods, contraception, a cold, a small cut or burn, stress, the signs of a stroke or
// a heart attack, first aid for someone else), not a translator: a message with none of its topics is left as
// it is, and the safety layer has already read the original words for danger before this runs.
// Sources for the words: Kamusi ya Kiswahili (TUKI); Larousse; R.C. Abraham, Dictionary of the Hausa Language;
// the NPHCDA Yoruba and Igbo primary health care glossaries. Every entry needs a native speaker's review.
import { normalise, type Lang } from "../../chat/safety/text.ts";

/** A phrase and its English; "ask" phrases frame the question and come first in the English reading. */
type Entry = { re: RegExp; en: string; kind: "ask" | "topic" | "word" };

const ask = (re: RegExp, en: string): Entry => ({ re, en, kind: "ask" });
const topic = (re: RegExp, en: string): Entry => ({ re, en, kind: "topic" });
const word = (re: RegExp, en: string): Entry => ({ re, en, kind: "word" });

// Order matters: a longer phrase is read before the words inside it ("mal au ventre pendant mes regles" is
// period pain, not belly pain and a period).
const PHRASES: Record<Exclude<Lang, "en" | "pcm">, Entry[]> = {
  fr: [
    ask(/\bcomment (eviter|prevenir|se proteger|me proteger|proteger)\b/, "how do I prevent"),
    ask(
      /\b(quels?|quelles?) (sont )?(les )?(signes|symptomes)( d'alerte)?( d'une?| de la| du| de l'| des| de)?\b/,
      "what are the signs of",
    ),
    ask(/\bcomment (savoir|reconnaitre|je sais|puis-je savoir)( si| que)?\b/, "how do I know if"),
    ask(/\bsi (quelqu'un|une personne) (fait|a|fais|est en train de faire)\b/, "what should I do if someone is having"),
    ask(
      /\b(que faire|qu'est-ce qui soulage|comment (soulager|faire|traiter)|je dois faire quoi|que dois-je faire|quoi faire|des conseils|un conseil|vous conseillez)\b/,
      "what can I do about",
    ),
    ask(/\bcomment (aider|secourir) (quelqu'un|une personne|un enfant|un bebe) qui\b/, "how do I help someone who is"),
    topic(/\bs'etouff\w*\b/, "choking"),
    topic(/\b(paludisme|palu)\b/, "malaria"),
    topic(/\b(moustiquaires?|piqures? de moustiques?)\b/, "mosquito nets to prevent malaria"),
    topic(/\b(vih|sida)\b/, "HIV"),
    topic(/\b(ist|infections? sexuellement transmissibles?)\b/, "sexually transmitted infections"),
    topic(/\bpreservatifs?\b/, "condoms"),
    topic(/\bpilule du lendemain\b|\bcontraception d'urgence\b/, "emergency contraception"),
    topic(/\bvaccins?\b|\bvaccination\b/, "vaccines"),
    topic(/\ballait\w*\b/, "how long should I breastfeed"),
    topic(/\bdiabete\b/, "diabetes"),
    topic(/\b(faire du sport|exercice physique|commencer a courir)\b/, "exercise"),
    topic(/\b(alimentation|manger equilibre|bien manger|nourriture saine|regime equilibre)\b/, "a healthy diet"),
    topic(/\b(arreter de fumer|cigarettes?)\b/, "how can I stop smoking"),
    topic(/\balcool\b/, "alcohol"),
    topic(/\b(deprime\w*|depression|tristesse|triste)\b/, "feeling low"),
    topic(/\bse brosser les dents\b|\bbrosser (les|mes) dents\b/, "brushing teeth"),
    word(/\bmal (de|a la) tete\b/, "headache"),
    word(/\bfievre\b/, "fever"),
    word(/\b(toux|je tousse)\b/, "cough"),
    topic(
      /\b(mal (au|de) ventre|douleurs?|crampes?) (pendant|avant|durant) (mes|les|ses) regles\b|\bregles douloureuses\b|\bregles\b/,
      "period pain",
    ),
    topic(/\b(crise cardiaque|infarctus)\b/, "a heart attack"),
    topic(/\b(avc|accident vasculaire cerebral)\b/, "a stroke"),
    topic(/\b(crise d'epilepsie|crise convulsive|convulsions?)\b/, "a seizure"),
    topic(/\b(boutons?|acne)\b/, "pimples"),
    topic(
      /\b(contraception|contraceptifs?|moyens? de contraception|eviter (une|de tomber) (grossesse|enceinte))\b/,
      "contraception options",
    ),
    topic(/\brhume\b/, "a cold"),
    topic(/\b(coupe\w* (au|le) doigt|petite coupure|coupure)\b/, "a small cut on my finger"),
    topic(/\b(brule\w* (un peu )?(le|au) doigt|petite brulure)\b/, "a small burn"),
    topic(/\b(stresse?e?s?|stress|angoisse\w*)\b/, "how can I manage stress"),
    topic(/\bpellicules\b/, "dandruff"),
    topic(/\b(perdre du poids|maigrir)\b/, "how can I lose weight"),
    topic(/\b(prendre du poids|grossir)\b/, "how can I gain weight"),
    topic(/\b(mieux dormir|insomnie|sommeil)\b/, "how can I sleep better"),
    topic(/\b(manger sain(ement)?|alimentation saine|petit[- ]dejeuner sain)\b/, "healthy eating"),
    topic(/\btension arterielle\b|\bhypertension\b/, "blood pressure"),
    word(/\b(examens?|travail|boulot|ecole)\b/, "from work or school"),
    word(/\bmon bebe\b/, "my baby has"),
    word(/\b(mon enfant|mon fils|ma fille)\b/, "my child"),
    word(/\b(un petit|une petite|un peu|legere?)\b/, "mild"),
    word(/\b(il|elle) (tete|mange|boit) bien\b|\btete bien\b/, "is feeding well"),
    word(/\b(il|elle) joue\b/, "and playing"),
    word(/\bnez qui coule\b/, "runny nose"),
    topic(/\bdiarrhee\b/, "diarrhoea"),
    word(/\b(je bois|il boit|elle boit) (bien|beaucoup d'eau)\b/, "drinking well"),
  ],
  sw: [
    ask(/\b(dalili|ishara) za( hatari za)?\b/, "what are the signs of"),
    ask(/\bnitajuaje( kama)?\b|\bnitatambuaje( kama)?\b/, "how do I know if"),
    ask(/\b(ninawezaje |jinsi ya )?(kujikinga na|kuzuia)\b(?! mimba)/, "how do I prevent"),
    ask(/\b(nifanye nini|nini nifanye|nifanyeje|nitumie nini|ushauri)\b/, "what can I do about"),
    word(/\b(kichwa (kina(ni)?uma|kinaniuma)|maumivu ya kichwa)\b/, "headache"),
    word(/\bhoma\b/, "fever"),
    word(/\bkikohozi\b/, "cough"),
    topic(
      /\b((maumivu ya |kuumwa na |ninaumwa na |naumwa na )?tumbo (wakati wa|wa|ninapokuwa na) hedhi|hedhi)\b/,
      "period pain",
    ),
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
    topic(/\bkuongeza uzito\b/, "how can I gain weight"),
    topic(/\bmazoezi\b/, "exercise"),
    topic(/\b(lishe bora|chakula bora|kula vizuri|vyakula vyenye afya)\b/, "a healthy diet"),
    topic(/\b(kuacha )?kuvuta sigara\b/, "how can I stop smoking"),
    topic(/\bpombe\b/, "alcohol"),
    topic(/\b(huzuni|sina furaha)\b/, "feeling low"),
    topic(/\b(kupiga mswaki|meno)\b/, "brushing teeth"),
    word(/\bmaumivu ya kifua\b/, "chest pain"),
    word(/\bkidoleni\b/, "on my finger"),
    word(/\b(mitihani|shule|kazi)\b/, "from work or school"),
    topic(/\b(ninaharisha|naharisha|anaharisha|kuhara)\b/, "diarrhoea"),
    word(/\b(nakunywa|anakunywa|ananyonya) (maji )?vizuri\b|\bnakunywa maji\b/, "drinking well"),
    word(/\b(nakula|anakula)( vizuri)?\b/, "eating well"),
    word(/\bkidogo\b/, "mild"),
    word(/\bmtoto wangu\b|\bmwanangu\b/, "my child"),
  ],
  ha: [
    ask(/\b(alamomin|alamun)\b/, "what are the signs of"),
    ask(/\b(me|mene|menene) (zan|za a|ya kamata in) (shafa|yi|sha)\b/, "what can I do about"),
    word(/\bciwon kai\b/, "headache"),
    word(/\bzazzabi\b/, "fever"),
    word(/\btari\b/, "cough"),
    topic(/\b(ciwon ciki (lokacin|a lokacin) )?(al'?ada|jinin al'?ada)\b/, "period pain"),
    topic(/\b(ciwon (mara|ciki) (na|a lokacin|lokacin) )?haila\b/, "period pain"),
    ask(/\b(kiyaye|hana|guje wa) sake (kamuwa|samu|faruwa)\b/, "how to prevent another"),
    ask(/\b(wane|wani irin) abinci\b/, "what food is good"),
    word(/\b(ya|ta) taba samun\b/, "after having had"),
    topic(/\b(allurar )?rigakafi\b/, "vaccines"),
    word(/\bjariri\w*\b/, "for a baby"),
    topic(/\btazarar haihuwa\b/, "contraception options"),
    word(/\b(tana |ina )?shayarwa\b|\bshayar da\b/, "while breastfeeding"),
    topic(/\bshan ruwa\b/, "how much water should I drink"),
    word(/\bfata\b/, "for the skin"),
    topic(/\bkarancin jini\b|\bjini (ya yi )?kadan\b/, "iron rich foods for low blood"),
    topic(/\bkuraje\b/, "pimples"),
    topic(/\b(tazarar iyali|hana daukar ciki|kayyade iyali)\b/, "contraception options"),
    topic(/\b(bugun zuciya|heart attack)\b/, "a heart attack"),
    topic(/\b(shanyewar (barin |rabin )?jiki|bugun jini|stroke)\b/, "a stroke"),
    topic(/\bmura\b/, "a cold"),
    topic(/\bhawan jini\b/, "blood pressure"),
    word(/\bkadan\b/, "mild"),
    topic(/\bgudawa\b/, "diarrhoea"),
  ],
  yo: [
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
  ],
  ig: [
    ask(/\bgini ka m (ga eme|kwesiri ime)\b/, "what can I do about"),
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
    topic(/\b(oria obi|heart attack)\b/, "a heart attack"),
    topic(/\boyi\b/, "a cold"),
    word(/\bimi (na )?agba m\b/, "runny nose"),
    word(/\b(ana m|m na) eri nri nke oma\b/, "eating well"),
    word(/\bntakiri\b/, "mild"),
  ],
};

const MEDICINE =
  /\b([a-z]+(cillin|azole|mycin|prazole|profen|tamol|oxacin|cycline|pril|sartan|olol|statin|formin)|flagyl|postinor|panadol|coartem|fansidar|artemether|lumefantrine|ors|zinc|insulin|tramadol|aspirin|chloroquine)\b/g;

/**
 * The English reading of an everyday question in Hausa, Yoruba, Igbo, Swahili or French, or null when the
 * message names none of the phrasebook's topics (it is then read as it is).
 */
export function glossed(text: string, lang: Lang): string | null {
  const entries = lang === "en" || lang === "pcm" ? [] : PHRASES[lang];
  let rest = normalise(text).replace(/-/g, " ");
  const found: Array<{ at: number; en: string; kind: Entry["kind"] }> = [];
  for (const { re, en, kind } of entries) {
    const m = re.exec(rest);
    if (!m) continue;
    found.push({ at: m.index, en, kind });
    rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  // A topic, or a symptom said to be mild ("ori n fo mi die", "un petit mal de tete"): self-care from the sources.
  const mild = found.some((f) => f.en === "mild") && found.some((f) => f.kind === "word" && f.en !== "mild");
  if (!found.some((f) => f.kind === "topic") && !mild) return null;
  const inOrder = found.sort((a, b) => a.at - b.at);
  // Medicine names are the same in every language ("pombe nikitumia metronidazole"): kept as they are.
  const medicines = rest.match(MEDICINE) ?? [];
  const said = [...inOrder.filter((f) => f.kind !== "ask").map((f) => f.en), ...medicines];
  // A topic that is itself a question ("how can I manage stress") needs no other frame.
  const asks = said.some((e) => /^(how|what|when)\b/.test(e))
    ? []
    : inOrder.filter((f) => f.kind === "ask").map((f) => f.en);
  const question = asks.length > 0 || /\?\s*$/.test(text);
  return `${[...asks, ...said].join(" ")}${question ? "?" : ""}`;
}
