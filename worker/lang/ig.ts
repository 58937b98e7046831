// Igbo: the chat's words in this language, each once with its English meaning and its role.
import { ask, topic, word, type Lexicon } from "./lexicon.ts";

export const ig: Lexicon = {
  phrasebook: [
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
  words: {
    englishForNow: "Ugbu a, ọ bụ naanị n'asụsụ Bekee ka m na-aza. Lee azịza ya:",
    hello: "Ndewo! Abụ m HealthBuddy.",
    onlyHealth: "Enwere m ike inye aka naanị n'ihe gbasara ahụike.",
    notUnderstood:
      "Aghọtaghị m ozi gị nke ọma. Ọ bụrụ na mmadụ na-arịa ọrịa nke ukwuu ugbu a (mgbu obi, nsogbu iku ume, ọdọdọ, ọbara na-agba nke ukwuu, anaghị eteta), kpọọ {number} ma ọ bụ gaa ụlọ ọgwụ kacha nso ozugbo. Ma ọ bụghị ya, biko degara m ya n'asụsụ Bekee ma ọ bụ Pidgin, n'okwu dị mfe.",
  },
  markers: [
    [
      /\b(nwa|onwe|ahu|obi|ogwu|kedu|ndewo|enweghi|nke|ukwuu|ugbu|ihe|anya|olu|ihu|obara|agwo|nsi|otutu|oku|ume|mma|ndu|ozo|gini|nri|maka|isi|ntakiri|gbochie|iba|ime|adi|ulo|afu|ufu|ka m|m na|na-|achoro|achoghi|dinara|ike|akpiri|akuku|ezigbo|daalu|nkita|afo|ukwara|mkpuru)\b/g,
      1.5,
    ],
    [/\b(m|ya|na|o|a)\b/g, 0.2],
  ],
};
