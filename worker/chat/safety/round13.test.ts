// The safety layer's thirteenth round, and the answers to the everyday questions beside it. Dangers: a newborn yellow
// on the first day of life (NICE CG98: jaundice in the first 24 hours is urgent), fever with a stiff neck, light that
// hurts or a rash that does not fade under a glass (meningitis, NICE NG240), heavy bleeding after a birth at home
// (postpartum haemorrhage, WHO), rice-water stools with no urine (cholera, WHO) and a goodbye said without the word
// ("après ce soir vous n'allez plus me voir"), in the seven languages. Calm: a teething baby who drools (NHS Baby
// teething symptoms), first aid asked "just to know", a French "you won't see me" that tells of a holiday. Answers:
// the round's new sourced passages, asked in our own words. Wordings are our own (round13-cases.json), never the
// evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { answer, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round13-cases.json", import.meta.url));

describe("first-day jaundice, meningitis, bleeding after a home birth, cholera and a hidden goodbye, in seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expect(detectRedFlag(text)?.id).toBe(expected));
});

describe("teething, first aid asked calmly and everyday goodbyes stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});

describe("round 13: everyday questions are answered on topic, from sources", () => {
  it.each([
    ["my lab result says PCV 31, what does that mean?", /anaemia/],
    ["Matokeo yangu ya PCV ni 30, inamaanisha nini?", /anaemia/],
    ["Mon PCV est à 27, c'est grave ?", /anaemia/],
    ["PCV mi je 29, se o buru?", /anaemia/],
    ["my whole body is aching after moving furniture all weekend, what can I take?", /paracetamol or ibuprofen/],
    ["my girlfriend reads all my messages and tells me who I can see, is that ok?", /controlling/],
    ["Mon mari me frappe puis s'excuse, que faire ?", /violence/],
    ["Mpenzi wangu ananipiga kisha anaomba msamaha, nifanye nini?", /violence/],
    ["how can I ease painful piles?", /fibre/],
    ["Mwanangu anaota meno na analia sana, nifanye nini?", /teething ring/],
    ["Mon bébé fait ses dents et pleure la nuit, que faire ?", /teething ring/],
    ["Nwa m na-ewe eze, ọ na-ebe ákwá, gịnị ka m ga-eme?", /teething ring/],
    ["how often should children take albendazole?", /once or twice a year/],
    ["Ọgwụ ikpuru, ugboro ole ka m ga-enye nwa m?", /once or twice a year/],
    ["Dawa ya minyoo inatolewa mara ngapi kwa watoto?", /once or twice a year/],
    ["which injections does a baby get at 14 weeks?", /pentavalent/],
    ["what should I put on my newborn's cord?", /chlorhexidine/],
    ["Nous voulons avoir un bébé, que faire avant ?", /folic acid/],
    ["Ina so in samu ciki shekara mai zuwa, me zan yi kafin nan?", /folic acid/],
    ["A fe bimo laipe, kini ki a se ki n to loyun?", /folic acid/],
    ["how many antenatal visits should a pregnant woman have?", /at least 8/],
    ["what's a normal pulse for an adult at rest?", /60 and 100/],
    ["what things should a home first aid kit have?", /plasters/],
    ["my mum says pineapple will make me miscarry, is that true?", /no evidence/],
    ["are vitamin C tablets safe to take daily?", /1,000 mg/],
    ["does drinking cold water cause fibroids?", /do not cause/],
    ["is it true that staying without sex gives you pimples?", /myth/],
    ["I found a lump in my breast that moves about, I'm 20", /fibroadenoma/],
    ["worry about rent keeps me awake every night, what can I do?", /worry time/],
    ["Mtu akizirai, nimsaidieje? Nauliza tu", /raise their legs/],
    ["Idan wani ya suma, me zan yi?", /raise their legs/],
    ["Si quelqu'un s'évanouit devant moi, je fais quoi ?", /raise their legs/],
    ["Jaririna dan wata uku ne, zan iya ba shi ruwa?", /only breast milk/],
    ["Omo mi je osu meta, se mo le fun ni omi?", /only breast milk/],
    ["Bébé de 3 mois, je peux lui donner de l'eau ?", /only breast milk/],
    ["my pikin don reach 3 months, I fit dey give am water small small?", /only breast milk/],
    ["is it normal for babies to look a little yellow in the first week?", /2 to 3 days after birth/],
    ["Je peux prendre du paracétamol avec l'amoxicilline ?", /Antibiotics/],
  ])("answers %j on topic", async (text, topic) => expect(await answer(text)).toMatch(topic));
  it.each([
    ["How do I stop my nose from bleeding?", "and for a small child?", /lean forward/],
    ["what's the most paracetamol an adult can take in a day?", "and with beer?", /liver/],
    ["Quelle dose de paracétamol pour un adulte ?", "Et si je suis enceinte ?", /Paracetamol in pregnancy/],
  ])("after %j, answers the short follow-up %j from the earlier topic", async (first, text, topic) =>
    expect(await answer(text, first)).toMatch(topic),
  );
  it("answers a teething baby's drooling with the teething passage, not an emergency", async () =>
    expect(await answer("My pikin teeth dey come out and saliva dey drop from im mouth, wetin I fit do?")).toMatch(
      /Teething/,
    ));
  it("still escalates drooling with noisy breathing in a teething child", () =>
    expect(
      detectRedFlag("my son is teething and drooling but he can't swallow and his breathing is noisy"),
    ).not.toBeNull());
});
