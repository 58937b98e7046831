// Yoruba: the chat's words in this language, each once with its English meaning and its role.
import { ask, topic, word, type Lexicon } from "./lexicon.ts";

export const yo: Lexicon = {
  phrasebook: [
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
  words: {
    englishForNow: "Fún báyìí, èdè Gẹ̀ẹ́sì nìkan ni mo fi ń dáhùn. Ìdáhùn rẹ nìyí:",
    hello: "Ẹ n lẹ́ o! HealthBuddy ni mí.",
    onlyHealth: "Ọ̀rọ̀ ìlera nìkan ni mo lè ràn ọ́ lọ́wọ́ lé lórí.",
    notUnderstood:
      "Ọ̀rọ̀ rẹ kò yé mi dáadáa. Bí ẹnìkan bá ń ṣàìsàn gidigidi báyìí (àyà dídùn, ìṣòro mímí, gìrì, ẹ̀jẹ̀ tó ń ṣàn púpọ̀, kò jí), pe {number} tàbí lọ sí ilé ìwòsàn tó súnmọ́ jù lọ lẹ́sẹ̀kẹsẹ̀. Bí bẹ́ẹ̀ kọ́, jọ̀ọ́ kọ ọ́ sí mi ní èdè Gẹ̀ẹ́sì tàbí Pidgin, ní ọ̀rọ̀ tó rọrùn.",
  },
  markers: [
    [
      /\b(mo|mi|ti|ko|omo|ara|ibà|iba|dun|bawo|kini|ki ni|ejo|eje|aya|oyun|loyun|oju|apa|orun|ounje|dara|fun|pelu|ojo|baba|iya|ise|lati|pupo|oogun|ogun|dada|daadaa|sise|gidigidi|mọ|mo|jade|fipa|lopo|ile iwosan|e kaaro|e kaasan|bawo ni|ori|n fo|fe|ku|laaye|lana|tuntun|omobinrin|san|ki n|ku|mu|majele|kerosini|mo fe|pa ara|aja|epon|inu|iko)\b/g,
      1.2,
    ],
    [/\b(n|o|ni|si|se)\b/g, 0.2],
  ],
};
