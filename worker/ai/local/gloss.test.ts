// Everyday questions in the other languages answered from the sourced passages (our own wordings, never the
// evaluation sets'): the phrasebook's English reading, and the answer the offline engine gives to it.
import { describe, expect, it } from "vitest";
import { composeReply } from "./compose.ts";
import { glossed } from "./gloss.ts";

const reply = (text: string) => composeReply([{ role: "user", content: text }]);

describe("the phrasebook's English reading", () => {
  it.each([
    ["Quelles sont les signes d'une crise cardiaque ?", "fr", /signs of a heart attack/],
    ["Ishara za kiharusi ni zipi?", "sw", /signs of a stroke/],
    ["Nifanye nini kuhusu chunusi?", "sw", /pimples/],
    ["Ina da kuraje a fuska", "ha", /pimples/],
    ["Ori n fo mi die", "yo", /headache mild/],
    ["Omi melo ni ki eniyan mu lojumo?", "yo", /how much water/],
    ["Yaya zan rage kiba da sauri?", "ha", /lose weight/],
    ["Kedu ka m ga-esi belata ibu n'ụzọ dị mma?", "ig", /lose weight/],
    ["Ni vyakula gani vyenye madini ya chuma kwa mjamzito?", "sw", /iron rich foods/],
    ["Combien d'eau dois-je boire quand il fait chaud ?", "fr", /how much water/],
    ["Mo ge ika mi nigba ti mo n ge alubosa", "yo", /small cut/],
    ["Ese mi yi nigba ti mo n sare", "yo", /sprained ankle/],
    ["Ọ bụ nchegbu ọrụ na-eme m, gịnị ka m ga-eme?", "ig", /stress/],
    ["Ibuprofen ke aiki yaya a jiki?", "ha", /how does it work ibuprofen/],
    ["Comment marche la pilule contraceptive exactement ?", "fr", /contraception/],
  ] as const)("reads %j (%s)", (text, lang, english) => expect(glossed(text, lang)).toMatch(english));
  it("leaves a message with none of its topics as it is", () => {
    expect(glossed("J'ai de la fièvre depuis trois jours", "fr")).toBeNull();
    expect(glossed("I have a headache", "en")).toBeNull();
  });
});

describe("everyday questions in other languages answered on topic, with the lead in the language", () => {
  it.each([
    ["Comment éviter de tomber enceinte ? Quels moyens de contraception ?", /Contraception options/, /^Pour l'instant/],
    ["Mes règles me font très mal chaque mois, comment soulager ?", /Period pain/, /^Pour l'instant/],
    ["Mwanangu ana mafua kidogo, nifanye nini?", /cold|fluid/i, /^Kwa sasa/],
    ["Nimejikata kidogo nikikata vitunguu", /small cut/, /^Kwa sasa/],
    ["Menene alamomin bugun zuciya?", /Signs of a heart attack/, /^A yanzu/],
    ["Kini mo le se fun nkan osu to n dun mi?", /Period pain/, /^Fún báyìí/],
    ["Oge nso na-egbu m mgbu, gini ka m ga-eme?", /Period pain/, /^Ugbu a/],
    ["Si quelqu'un fait une crise convulsive, que faire ?", /seizure/i, /^Pour l'instant/],
    ["Comment prévenir le palu chez les enfants ?", /Preventing malaria/, /^Pour l'instant/],
    ["Jusqu'à quel âge allaiter mon bébé ?", /How long to breastfeed/, /^Pour l'instant/],
    ["Jinsi ya kujikinga na malaria nyumbani?", /Preventing malaria/, /^Kwa sasa/],
    ["Ninataka kuacha kuvuta sigara, nisaidie", /Stopping smoking/, /^Kwa sasa/],
    // Round 5: Hausa, Yoruba and Igbo topics that recurred (our own wordings).
    ["Haila na tana min ciwo sosai, me zan yi?", /Period pain/, /^A yanzu/],
    ["Afọ na-egbu m mgbu oge ọ bụla m na-ahụ nsọ", /Period pain/, /^Ugbu a/],
    [
      "Mahaifina ya samu shanyewar barin jiki bara, ya za mu kiyaye sake kamuwa?",
      /Preventing another stroke/,
      /^A yanzu/,
    ],
    ["Wace irin tazarar haihuwa ce mai kyau idan ina shayarwa?", /Contraception options/, /^A yanzu/],
    ["Kedu otu m ga-esi gbochie afọ ime?", /Contraception options/, /^Ugbu a/],
    ["Yaushe jariri zai fara allurar rigakafi?", /Routine vaccines/, /^A yanzu/],
    ["Kedu ọgwụ mgbochi ọrịa nwa m kwesịrị ịnata?", /Routine vaccines/, /^Ugbu a/],
    ["Ṣé ọṣẹ olóòórùn dára fún ojú ara obìnrin?", /Keeping the vagina clean/, /^Fún báyìí/],
    ["Bàbá mi ní àrùn ọkàn, ṣé ó lè ṣe eré ìdárayá báyìí?", /after a heart attack/, /^Fún báyìí/],
    ["Gịnị ka m ga-eri? Ọbara m dị ala", /Foods rich in iron/, /^Ugbu a/],
    ["Shin shan ruwa yana da kyau ga fata?", /How much to drink/, /^A yanzu/],
    // Round 7: a background with an ordinary question (our own wordings).
    ["Ina da sikila, zan iya buga kwallo da motsa jiki?", /sickle cell/, /^A yanzu/],
    ["Wane maganin hana haihuwa zan sha idan ina shayarwa?", /Contraception/, /^A yanzu/],
    ["Ta yaya zan gane ciwon zuciya?", /Signs of a heart attack/, /^A yanzu/],
    ["Adị m ime, gịnị ka m ga-eri kwa ụbọchị?", /Eating well in pregnancy/, /^Ugbu a/],
    ["Nna m nwere ọrịa shuga, gịnị ka ọ ga-eri?", /Eating well with diabetes/, /^Ugbu a/],
    ["Mama yangu ana kisukari, anaweza kufunga?", /fasting/, /^Kwa sasa/],
    ["Nimesikia kwenye habari watu walikufa kwa gongo, kwa nini?", /methanol/, /^Kwa sasa/],
    ["Mon père est diabétique, il peut manger des fruits ?", /Eating well with diabetes/, /^Pour l'instant/],
    ["Je suis drépanocytaire, je pars en voyage, des conseils ?", /sickle cell/, /^Pour l'instant/],
  ])("answers %j", (text, topic, lead) => {
    const answer = reply(text);
    expect(answer).toMatch(topic);
    // The language's "in English for now" lead, or the passage's gist in the language before the English detail.
    expect(lead.test(answer) || /\n---\n/.test(answer)).toBe(true);
    expect(answer).not.toMatch(/🚨|Please get help now/);
  });
});
