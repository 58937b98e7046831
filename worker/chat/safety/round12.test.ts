// The safety layer's twelfth round, and the answers to the calm questions beside it. Dangers: measured values read
// the same way in every language (a blood pressure of 180/120 or more with symptoms, NICE NG136, francophone cmHg
// "21/13" = 210/130; a blood sugar under 4 mmol/L or 70 mg/dL in mg/dl, mmol/l or g/l, NICE NG17/NG28; a fever of
// 38 °C in a baby under 3 months, NICE NG143), drug harms (a named opioid taken in a large amount, a child who drank a
// relative's cough syrup, lips or face swelling after a new medicine) and a sickle cell child's belly that grows
// (splenic sequestration, NHLBI), in ha, yo, ig, sw, fr and Pidgin. Calm: a fit or a relative's death from a stroke
// or heart attack told as history, normal readings, sugar in tea, questions about tramadol and codeine. Answers: the
// new sourced passages, asked in our own words in the seven languages. Wordings are our own (round12-cases.json),
// never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { afterFirstTurn, answer, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round12-cases.json", import.meta.url));

// Most of these are read word by word (worker/chat/safety/gloss.ts), so the whole safety layer is asked, not only
// the phrase rules: the category the reading found, or "symptom_danger" when the checker's net caught it.
describe("measured values, drug harms and splenic sequestration, in seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expect(detectRedFlag(text)?.id).toBe(expected));
});

describe("a reading told only in the second turn", () => {
  it.each([
    ["Presha ya kawaida ni ngapi?", "Ya mama sasa ni 200/125, kichwa kinamuuma sana"],
    ["Quelle est la glycémie normale ?", "Celle de mon père sous insuline est à 0,3 g/l et il est confus"],
  ])("after %j, escalates %j", (first, text) => expect(detectRedFlag(text, afterFirstTurn(first))).not.toBeNull());
});

describe("history, normal readings and questions stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});

describe("round 12: everyday questions are answered on topic, from sources", () => {
  it.each([
    ["does my cousin need a yellow fever jab before going to Cameroon?", /one dose/i],
    ["Chanjo ya homa ya manjano inadumu muda gani?", /for life/],
    ["my son is 8 months, when does he get the measles injection?", /9 months/],
    ["Quand faut-il faire le vaccin contre la rougeole ?", /9 months/],
    ["if my viral load is suppressed can my girlfriend get HIV from me?", /untransmittable/],
    ["Ma charge virale est indétectable, est-ce que je peux transmettre le VIH ?", /U=U/],
    ["I forgot yesterday's ARV dose, what should I do?", /as soon as you remember/],
    ["J'ai oublié de prendre mes ARV hier soir", /as soon as you remember/],
    ["what things set off fits in someone with epilepsy?", /lack of sleep/],
    ["Nini huchochea kifafa kwa mtu mwenye ugonjwa huo?", /lack of sleep/],
    ["Qu'est-ce qui peut déclencher une crise d'épilepsie ?", /lack of sleep/],
    ["why does dust and smoke make my asthma worse?", /preventer/],
    ["Mon asthme empire avec la fumée du bois, que faire ?", /preventer/],
    ["which inhaler is the reliever, the blue or the brown?", /salbutamol/],
    ["my classmates take tramadol to read for exams, is it dangerous?", /addiction|dependence/],
    ["Menene illar tramadol ga matasa?", /dependence/],
    ["is codeine cough syrup addictive?", /addiction/],
    ["what does colorado do to the body?", /synthetic cannabinoid/],
    ["how many drinks a week is safe for an adult?", /14 units/],
    ["how long can my 2 year old watch cartoons on the phone?", /1 hour/],
    ["my roommate makes herself sick after meals to stay thin, how can I help her?", /eating disorder/],
    ["my granddad died from a stroke, does that raise my risk?", /raises your own risk/],
    ["Bibi yangu alifariki kwa kiharusi, je niko hatarini?", /raises your own risk/],
    ["can I stop my BP tablets now that I feel fine?", /for life/],
    ["how do I stop scrolling on my phone till 2am so I can sleep?", /an hour before bed/],
    ["my son has scaly patches on his scalp and bits of hair are breaking off", /ringworm|tinea/i],
    ["Nimesahau kumeza ARV zangu jana, nifanye nini?", /as soon as you remember/],
    ["Ina so in fara tsarin iyali, wace hanya ce ta dace?", /condoms/i],
    ["Se o buru ti odo ba n mu oti lojoojumo?", /under 18/],
  ])("answers %j on topic", async (text, topic) => expect(await answer(text)).toMatch(topic));
  it("answers a short 'and if…' follow-up from the earlier topic", async () =>
    expect(await answer("and if she is pregnant?", "can my aunt take ibuprofen for her back?")).toMatch(
      /Ibuprofen in pregnancy/,
    ));
  it("still answers what a normal blood pressure is from the numbers", async () =>
    expect(await answer("what is a normal BP for a young adult?")).toMatch(/120\/80/));
  it("still gives the signs of a stroke when a relative has high BP", async () =>
    expect(await answer("what are the signs of a stroke? my uncle has high BP")).toMatch(/FAST/));
});
