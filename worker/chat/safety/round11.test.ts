// The safety layer's eleventh round, and the answers to the calm questions beside it. Dangers: a relative holding the
// chest or with something heavy on it (yo); a generator or charcoal run in a closed room with headaches, vomiting or
// drowsiness, carbon monoxide (NICE CKS; CDC), in seven languages; someone with diabetes on insulin who talks or acts
// as if drunk, a hypo's confusion (NHS Low blood sugar), in seven; bleeding after a birth "without stopping" or soaking
// pads (WHO PPH); kerosene as "mafuta taa". Calm: first aid asked for nobody named (a choking or drowning child, a
// snake or dog bite, a fit) in en, yo, sw, ha, fr; generator safety and the news. Answers: the first aid itself and
// the new sourced passages, asked in our own words in the seven languages. Wordings are our own (round11-cases.json),
// never the evaluation sets'.
import { describe, expect, it } from "vitest";
import { offlineModel } from "../../ai/index.ts";
import { detectRedFlag } from "../red-flags.ts";
import { replyText, startReply } from "../reply.ts";
import { afterFirstTurn, expectDanger, roundCases } from "./testing.ts";

const cases = roundCases(new URL("./round11-cases.json", import.meta.url));

describe("chest, fumes, a hypo told as drunkenness, bleeding after a birth and kerosene, in seven languages", () => {
  it.each(cases.danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});

describe("a danger told only in the second turn", () => {
  it.each(cases.second)("after %j, escalates %j as %s", (first, text, expected) =>
    expectDanger(text, expected, afterFirstTurn(first)),
  );
});

describe("first aid asked for nobody named, and generator safety, stay calm", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});

describe("round 11: calm first aid and everyday questions are answered on topic, from sources", () => {
  // The whole reply path, as the API runs it offline: the safety layer first, then the offline engine.
  const answer = (text: string) =>
    replyText(
      startReply(
        { content: text, history: [], profile: null },
        { model: offlineModel({ delayMs: 0 }), local: true, maxTokens: 800 },
      ),
    );
  it.each([
    ["what do I do if a stray dog bites my classmate? just curious", /rabies vaccine/],
    ["Si un chien mord quelqu'un, que faire ?", /rabies/],
    ["Kama mbwa akimuuma mtu, tufanye nini?", /rabies/],
    ["Idan maciji ya sari wani, me za a yi?", /antivenom/],
    ["Ti ejo ba ge eniyan, kini ki a se?", /antivenom/],
    ["how do you help a choking child? my nephew grabs every small toy", /back blows/],
    ["what should I do IF my classmate has a fit in class? asking in case", /recovery position/],
    ["Oku gbara nwanne m aka, gini ka m ga-eme?", /running water for 20 minutes/],
    ["Mtoto aliungua na maji ya moto kidogo, huduma ya kwanza ni ipi?", /running water for 20 minutes/],
    ["C'est vrai qu'on peut avoir le paludisme et la typhoïde en même temps ?", /Widal/],
    ["Shin gaskiya ne zazzabi da typhoid suna zuwa tare?", /Widal/],
    ["is it fine for my dad to take panadol with amlodipine?", /safe to take with amlodipine/],
    ["how should my grandpa measure his BP at home?", /sit quietly for 5 minutes/],
    ["what days of my cycle can I get pregnant?", /fertile window/],
    ["can you catch meningitis from a classmate who coughs?", /droplets/],
    ["my sister hardly comes out of her room and doesn't talk to anybody, how can I support her?", /listen/],
    ["Mon frère ne parle plus à personne et reste dans sa chambre, comment l'aider ?", /listen/],
    ["is ogogoro less harmful than beer?", /same alcohol/],
    ["my aunt takes herbal mixtures with her diabetes drugs, is that ok?", /pharmacist about every herb/],
    ["my HbA1c came back 8%, what does it mean?", /average blood sugar/],
    ["my 6 year old still wets the bed at night, is that normal?", /Bedwetting is common/],
    ["my son has bad dreams since he saw a car crash", /Nightmares are common/],
    ["how do I register for NHIA?", /HMO/],
    ["my mum keeps forgetting her BP tablets, how can she remember?", /pill box/],
    ["Abokina yana shan barasa sosai, ta yaya zan yi magana da shi?", /sober/],
    ["I wan add body, wetin I fit chop?", /gain weight/],
    ["Yaya ake tsayar da jinin hanci? Tambaya ce kawai", /lean forward/],
    ["Bawo ni a se le da eje imu duro? Mo kan fe mo ni", /lean forward/],
    ["Nifanye nini damu ikitoka puani? Ni swali tu", /lean forward/],
    ["Comment arrêter un saignement de nez ? Juste pour savoir", /lean forward/],
    ["Me za a yi idan yaro ya shake da abinci? Tambaya ce kawai", /back blows/],
    ["Kini ki a se ti nkan ba ha omo ni ofun? Mo kan fe mo", /back blows/],
    ["Gini ka a ga-eme ma ihe rapaara nwatakiri n'akpịrị? Naanị ịmara", /back blows/],
    ["Nifanye nini mtoto akikabwa na kitu kooni? Ni swali tu", /back blows/],
    ["if person dey shake for ground, wetin I go do? na question I dey ask", /im head|recovery position/],
    ["wetin I go do if hot water pour for person hand?", /running water for 20 minutes/],
    ["Yaya ake hada ORS a gida? Don kanwata", /6 level teaspoons/],
    ["Nitatengenezaje ORS nyumbani kwa mdogo wangu?", /6 level teaspoons/],
    ["Comment préparer une SRO à la maison pour ma petite sœur ?", /6 level teaspoons/],
    ["how I go take make ORS for house for my small sister?", /6 level teaspoons/],
  ])("answers %j on topic", async (text, topic) => expect(await answer(text)).toMatch(topic));
  it("still answers a question about paracetamol's dose from the dose passage", async () =>
    expect(await answer("how much panadol can I take in a day?")).toMatch(/Paracetamol: how much is safe/));
  it("still reads a pregnancy test question as one", async () =>
    expect(await answer("my period is late, when should I do a pregnancy test?")).toMatch(/pregnancy test/));
});
