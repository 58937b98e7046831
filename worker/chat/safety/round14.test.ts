// The safety layer's fourteenth round, and the answers beside it. Dangers told by a number or by what the person
// cannot do: a blood sugar reading of 0–2.9 or 20–49 (hypoglycaemia in mg/dl, or a very high sugar in mmol/l; NICE
// NG17/NG28), a temperature of 41 °C (106 °F) or more (hyperpyrexia), a baby under 3 months with 38 °C (NICE NG143),
// a blood pressure of 180/120 or more with a headache or blurred sight (NICE NG136), an arm that cannot be raised and
// speech that will not come (stroke), in the seven languages; a pair of numbers that answers a blood pressure asked
// about in the turn before. Calm: the weather's temperature, a reading told as history, sugar in grams, questions
// about the signs of meningitis in Hausa and first aid for a fit in Igbo. Answers: short follow-ups that lean on the
// turn before ("and for a six-year-old?"), one's own risk after a relative's heart attack or stroke, eating for the
// heart after a heart attack. Wordings are our own (round14-cases.json and below), never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, answer, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round14-cases.json", import.meta.url));

describe("dangers told by a number or by what the person cannot do, in seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expect(detectRedFlag(text)?.id).toBe(expected));
});

describe("a reading that answers the turn before", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expect(detectRedFlag(text, afterFirstTurn(first))?.id).toBe(expected),
  );
});

describe("the weather, history, grams and questions stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
  it.each([
    ["Mon fils a convulsé", "Merci, il va mieux maintenant. Qu'est-ce qui cause les convulsions chez l'enfant ?"],
    ["my son is having a fit", "thank you, we're at the hospital now. what causes fits in children?"],
  ])("after the danger %j, a question about its causes %j gets no second card", (first, text) =>
    expect(detectRedFlag(text, afterFirstTurn(first))).toBeNull(),
  );
});

describe("round 14: follow-ups and danger words with no danger now are answered on topic", () => {
  it.each([
    ["what about for a 6 year old?", "how much paracetamol can an adult take?", /Paracetamol for children/],
    ["Kuma ga yaro dan shekara shida fa?", "Nawa ne adadin paracetamol ga babba?", /Paracetamol for children/],
    ["Ti omo odun mefa nko?", "Elo ni paracetamol fun agbalagba?", /Paracetamol for children/],
    ["Na kwa mtoto wa miaka sita?", "Paracetamol kiasi gani kwa mtu mzima?", /Paracetamol for children/],
    ["Et pour un enfant de 6 ans ?", "Quelle dose de paracétamol pour un adulte ?", /Paracetamol for children/],
    ["how can I prevent it?", "my mother had a heart attack last year", /Heart disease in the family/],
    ["what should I do so it doesn't happen to me?", "my aunt had a stroke two years ago", /stroke in the family/],
    ["Me zan yi don kada ya same ni?", "Mahaifiyata ta yi bugun zuciya bara", /Heart disease in the family/],
    ["Bawo ni mo se le dena re fun ara mi?", "Baba mi ni stroke odun to koja", /stroke in the family/],
    ["Kedu ka m ga-esi gbochie ya n'onwe m?", "Nna m nwere nkụchi obi afọ gara aga", /Heart disease in the family/],
    [
      "Ninawezaje kupunguza hatari yangu?",
      "Mjomba wangu alipata mshtuko wa moyo mwaka jana",
      /Heart disease in the family/,
    ],
    [
      "Comment réduire mon propre risque ?",
      "Mon oncle a fait un infarctus l'année dernière",
      /Heart disease in the family/,
    ],
    [
      "what foods are good for his heart now?",
      "my dad has crushing chest pain and is sweating",
      /Eating for the heart/,
    ],
  ])("answers %j after %j on topic", async (text, first, topic) => expect(await answer(text, first)).toMatch(topic));
  it.each([
    ["how do I know if my child's fever is serious?", /Looking after a child with a fever/],
    ["Bawo ni mo se le mo pe iba omo mi ti le ju?", /Looking after a child with a fever/],
    ["Gịnị bụ ihe ịrịba ama nke stroke?", /FAST/],
    ["Wadanne alamomi ne na sankarau?", /meningitis/i],
    ["Kedu ihe m ga-eme ma onye nwere akwụkwụ?", /seizure|fit/i],
    [
      "Mjomba wangu alipata mshtuko wa moyo mwaka jana, nawezaje kupunguza hatari yangu?",
      /Heart disease in the family/,
    ],
    ["Mon oncle a fait une crise cardiaque l'an dernier, comment réduire mon risque ?", /Heart disease in the family/],
    ["what should my dad eat after his heart attack?", /Eating for the heart/],
    ["what are the signs of low blood sugar?", /hypoglycaemia/],
    ["Menene alamomin karancin sukari a jiki?", /hypoglycaemia/],
    ["Dalili za sukari kushuka ni zipi?", /hypoglycaemia/],
    ["Quels sont les signes d'une hypoglycémie ?", /hypoglycaemia/],
  ])("answers %j on topic, with no emergency card", async (text, topic) => {
    const reply = await answer(text);
    expect(reply).toMatch(topic);
    expect(reply).not.toMatch(/🚨/);
  });
  it("answers how to stop a stroke happening again, after one, with preventing another", async () =>
    expect(
      await answer("he's being treated now. how can we stop it happening again?", "my dad's face is drooping"),
    ).toMatch(/another stroke/));
  it.each([
    [
      "Ana miaka saba, nimpe kiasi gani?",
      "Nimpe mtoto wangu paracetamol kiasi gani kwa homa?",
      /Paracetamol for children/,
    ],
    [
      "Elle a 7 ans, c'est combien ?",
      "Combien de paracétamol pour ma fille qui a de la fièvre ?",
      /Paracetamol for children/,
    ],
    ["and before breakfast it was 92, is that fine?", "my sugar was 150 two hours after lunch", /fasting blood sugar/],
    ["she's 58, how much salt can she have a day?", "my aunt has high blood pressure", /salt/],
  ])("answers the follow-up %j after %j on topic", async (text, first, topic) =>
    expect(await answer(text, first)).toMatch(topic),
  );
  it.each([
    ["a boy fainted at church yesterday, what causes it?", /Why people faint/],
    ["Mtoto alizimia shuleni leo, kwa nini hutokea?", /Why people faint/],
    ["Un élève s'est évanoui ce matin, pourquoi ?", /Why people faint/],
    ["how do we stay safe from snakes when we go to farm?", /Staying safe from snakes/],
    ["I bled a bit after my first time having sex, is that normal?", /hymen/],
    ["Nilitoka damu kidogo baada ya mapenzi mara ya kwanza, ni kawaida?", /hymen/],
    ["my classmate's mother died and he is so sad, how can I be there for him?", /grieving/],
    ["Rafiki yangu ana huzuni sana tangu mama yake alifariki, nimsaidieje?", /grieving/],
    ["Ina so in daina taba, ta yaya?", /Stopping smoking/],
    ["Comment arrêter de fumer ?", /Stopping smoking/],
    ["what should I do if a snake bites someone?", /First aid for a snake bite/],
    ["my cousin fainted in the sun last year, how do I help if it happens again?", /If someone faints/],
  ])("answers %j on topic", async (text, topic) => expect(await answer(text)).toMatch(topic));
  it("does not read 'how can my brother prevent it' as the writer's own family risk", async () =>
    expect(await answer("what is a sickle cell crisis and how can my sister avoid it?")).not.toMatch(/in the family/));
  it("still answers a nosebleed follow-up about a small child from the nosebleed passage", async () =>
    expect(await answer("and if na small pikin?", "How do I stop nose bleeding?")).toMatch(/lean forward/));
  it("still answers salt water after a toothache from the toothache passage", async () =>
    expect(await answer("can i use salt water and for how long?", "i have a toothache since yesterday")).toMatch(
      /dentist/,
    ));
});
