import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../types.ts";
import { composeReply } from "./compose.ts";
import { answerChoice, askedFindings } from "../../chat/language.ts";
import { readConversation, statedAge, statedSex } from "./conversation.ts";
import { wordChunks } from "./model.ts";

const user = (content: string): ChatTurn => ({ role: "user", content });
const bot = (content: string): ChatTurn => ({ role: "assistant", content });
const lastLine = (s: string) => s.trim().split("\n").at(-1) ?? "";

describe("the opening of a symptom reply", () => {
  it("is sorry about the complaint and notes a pregnancy or illness as background, not a trouble", () => {
    const reply = composeReply([user("I'm 32 weeks pregnant and my lower back aches, what can I do?")]);
    expect(reply).toMatch(/^I'm sorry you're dealing with back pain \(noted: more than 20 weeks pregnant\)/);
    expect(reply).not.toMatch(/miscarriage/i);
  });

  it("says when to get care in the condition's own words: the midwife, and the signs that cannot wait", () => {
    const reply = composeReply([user("I'm 28 weeks pregnant and my back has been aching since last week")]);
    const care = reply.split("**When to get care**")[1] ?? "";
    expect(care).toMatch(/midwife/);
    expect(care).toMatch(/bleeding/);
    expect(care).not.toMatch(/doctor or pharmacist/);
  });
});

describe("the offline engine", () => {
  it("names malaria for fever, chills and headache and asks one question", () => {
    const reply = composeReply([user("I have had fever, chills and headache for 3 days")]);
    expect(reply).toMatch(/\*\*Malaria\*\*/);
    expect(reply).toMatch(/not a diagnosis/);
    expect(lastLine(reply)).toMatch(/^\*\*One question to help me narrow it down:\*\* .+\?$/);
  });

  it("is deterministic and changes with a follow-up answer", () => {
    const first = [user("I have had fever, chills and headache for 3 days")];
    const a = composeReply(first);
    expect(composeReply(first)).toBe(a);
    const no = composeReply([...first, bot(a), user("no")]);
    expect(no).toMatch(/Noted: no /);
    expect(lastLine(no)).not.toBe(lastLine(a));
  });

  it("uses the personal context: allergies, conditions and medicines", () => {
    const reply = composeReply([user("I have had fever, chills and headache for 3 days")], {
      age: 22,
      sex: "female",
      conditions: ["Sickle cell disease"],
      allergies: ["Paracetamol"],
      medications: ["Warfarin"],
    });
    expect(reply).toMatch(/allergic to paracetamol/);
    expect(reply).toMatch(/sickle cell/i);
  });

  it("greets, steers back and answers everyday health topics", () => {
    expect(composeReply([user("good morning")])).toMatch(/What is bothering you today\?/);
    expect(composeReply([user("write me a poem about Lagos")])).toMatch(/only help with health/);
    expect(composeReply([user("How can I sleep better?")])).toMatch(
      /sleep[\s\S]*Source: \[CDC: About sleep\]\(https:/i,
    );
  });

  it("answers the question asked from sourced passages, not the previous card", () => {
    const card = [
      user("I have chest pain and I can't breathe"),
      bot("🚨 **This could be an emergency.** Call 112 now."),
    ];
    const reply = composeReply([...card, user("Is it safe to take paracetamol and ibuprofen together?")]);
    expect(reply).toMatch(/ibuprofen/i);
    expect(reply).toMatch(/\(https:\/\/www\.nhs\.uk\//);
    expect(reply).not.toMatch(/emergency/i);
    expect(composeReply([user("How do I make ORS at home?")])).toMatch(/6 level teaspoons of sugar/);
    expect(composeReply([user("Can I take antibiotics for a cold?")])).toMatch(/viruses/);
  });

  it("does not misread Pidgin 'fit', 'chances' or 'without drugs' as symptoms", () => {
    expect(composeReply([user("Wetin I fit chop make my body strong?")])).not.toMatch(/seizure/i);
    const genotype = composeReply([user("AS and my partner is AS — chances our child has sickle cell?")]);
    expect(genotype).toMatch(/1 in 4/);
    expect(genotype).not.toMatch(/syphilis|chancre/i);
    expect(composeReply([user("How can I lower my blood pressure without drugs?")])).toMatch(/salt/);
  });

  it("does not treat sickle cell trait in the profile as the disease", () => {
    const trait = { conditions: ["Sickle cell trait (AS)"], allergies: [], medications: [] };
    expect(composeReply([user("hi")], trait)).not.toMatch(/get help now|Sickle cell disease with fever/i);
    expect(composeReply([user("I have a mild headache")], trait)).not.toMatch(/Please get help now/);
  });

  it("recalls what the person said earlier, and speaks to a parent about their child", () => {
    const turns = [
      user("I have had stomach pain and diarrhoea since yesterday"),
      bot("Do you have a fever?"),
      user("remind me what I said earlier about my stomach"),
    ];
    expect(composeReply(turns)).toMatch(/> I have had stomach pain and diarrhoea since yesterday/);
    expect(composeReply([user("My 4 year old son has a cough and runny nose")])).toMatch(/your son/);
  });

  it("says in the user's language that answers are in English for now", () => {
    expect(composeReply([user("Ninataka kuacha kuvuta sigara, nisaidie")])).toMatch(
      /^Kwa sasa ninajibu kwa Kiingereza[\s\S]*smoking/i,
    );
    expect(composeReply([user("Comment arrêter de fumer ?")])).toMatch(
      /^Pour l'instant, je réponds seulement en anglais/,
    );
  });

  it("says the gist of a sourced passage in the language first, then the English detail", () => {
    expect(composeReply([user("Ninawezaje kujikinga na malaria?")])).toMatch(
      /^Lala chini ya chandarua[\s\S]*Maelezo zaidi kwa Kiingereza[\s\S]*net/,
    );
    expect(composeReply([user("Comment éviter le paludisme ?")])).toMatch(/^Dormez chaque nuit sous une moustiquaire/);
    expect(composeReply([user("my pikin dey cough small, wetin I fit do?")])).toMatch(/^Most cough dey clear/);
    expect(composeReply([user("Nkan oṣù mi máa ń dùn mí gan-an, kí ni mo lè ṣe?")])).toMatch(
      /^Inú rírun nígbà nǹkan oṣù/,
    );
  });
});

describe("first aid, follow-ups, mild symptoms and parents", () => {
  it("answers how to help someone with sourced steps and the country's number, never a differential", () => {
    const choking = composeReply([user("How do I help someone who is choking?")], undefined, { country: "KE" });
    expect(choking).toMatch(/back blows/);
    expect(choking).toMatch(/call 999 or 112 \(Kenya\)/);
    expect(choking).toMatch(/Source: \[NHS: Choking\]\(https:/);
    expect(choking).not.toMatch(/Please get help now|Possibilities only/);
    const seizure = composeReply([user("What should I do if someone is having a seizure?")]);
    expect(seizure).toMatch(/on(to)? their side/);
    expect(seizure).toMatch(/call 112/);
    expect(seizure).not.toMatch(/Please get help now/);
  });

  it("answers the new question of a follow-up, using what came before", () => {
    const pep = [
      user("What is PEP?"),
      bot("**PEP after a possible exposure to HIV** ..."),
      user("Where can I get it?"),
    ];
    expect(composeReply(pep)).toMatch(/HIV clinic/);
    const child = [
      user("My 4 year old daughter has had a fever since last night"),
      bot("Does she have a cough?"),
      user("How much paracetamol can I give her?"),
    ];
    expect(composeReply(child)).toMatch(/children's paracetamol/i);
    expect(composeReply(child)).not.toMatch(/8 tablets/);
    const pregnant = [
      user("I'm 20 weeks pregnant and I keep getting heartburn"),
      bot("Is it worse after meals?"),
      user("Is it safe to take paracetamol?"),
    ];
    expect(composeReply(pregnant)).toMatch(/pregnant/);
    const thanks = [user("A snake bit my leg"), bot("🚨 Call 112 now."), user("Thank you, we are at the hospital now")];
    expect(composeReply(thanks)).toMatch(/^You're welcome/);
  });

  it("gives a mild symptom self-care and when to get care, not the emergency department", () => {
    const reply = composeReply([user("I have a mild headache")]);
    expect(reply).toMatch(/paracetamol/);
    expect(reply).not.toMatch(/emergency department|Possibilities only/);
  });

  it("reads ages and gestation as ages, and asks a parent about their child", () => {
    expect(readConversation([user("My pikin wey be 4 years dey cough since three days")]).presentIds).not.toContain(
      "cough_chronic",
    );
    expect(statedAge("I've had back pain for 3 years")).toBeUndefined();
    const reply = composeReply([user("My 4 year old son has a cough and runny nose")]);
    expect(reply).toMatch(/Does your son have/);
    expect(reply.split(/\s+/).length).toBeLessThanOrEqual(200);
  });
});

describe("reading the conversation", () => {
  it("finds the question asked last and the answer's choice", () => {
    expect(askedFindings("…\n**One question:** Do you have a cough?").ids).toEqual(["cough"]);
    expect(askedFindings("Do you have any of these: cough, coughing up phlegm or coughing up blood?")).toEqual({
      ids: ["cough", "phlegm", "haemoptysis"],
      group: true,
    });
    expect(answerChoice("No o")).toBe("absent");
    expect(answerChoice("yes, since Monday")).toBe("present");
    expect(answerChoice("I'm not sure")).toBe("unknown");
    expect(answerChoice("my head hurts")).toBeNull();
  });

  it("reads stated age and sex", () => {
    expect(statedAge("I'm 19 and I have a cough")).toBe(19);
    expect(statedAge("I am 23 years old")).toBe(23);
    expect(statedAge("for 3 days")).toBeUndefined();
    expect(statedSex("I'm a 20 year old woman")).toBe("female");
    expect(statedSex("I am a man")).toBe("male");
  });

  it("does not read condition names or everyday phrases as symptoms", () => {
    expect(readConversation([user("The checker predicted malaria")]).presentIds).toEqual([]);
    expect(readConversation([user("I'm fit and healthy")]).presentIds).toEqual([]);
  });
});

describe("wordChunks", () => {
  it("splits into word-sized pieces that join back to the text", () => {
    const text = "Hello there!\n\n- **Rest.** Drink water.";
    const chunks = wordChunks(text);
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks.join("")).toBe(text);
  });
});

describe("ordinary questions near these topics get a sourced answer, not a differential", () => {
  const ask = (q: string) => composeReply([user(q)]);
  it("lists the danger signs in pregnancy with the WHO source", () => {
    const a = ask("which warning signs in pregnancy mean I should go to hospital?");
    expect(a).toMatch(/bleeding/);
    expect(a).toMatch(/who\.int/);
  });
  it("reads 'give blood' as donating, not a transfusion", () => {
    expect(ask("is it ok to give blood if my genotype is AS?")).toMatch(/can usually donate blood/);
  });
  it("answers genotype odds asked in French in under 200 words, 'copain' being no drug", () => {
    const a = ask("Ma copine et moi sommes AS, quel est le risque de drépanocytose pour nos enfants ?");
    expect(a).toMatch(/25%/);
    expect(a).not.toMatch(/cocaine/i);
    expect(a.split(/\s+/).length).toBeLessThanOrEqual(200);
  });
});

describe("everyday injuries and messages the engine cannot read", () => {
  const ask = (q: string) => composeReply([user(q)]);
  it("answers a small kitchen cut with first aid from the NHS, not a list of diseases or a genital-cutting history", () => {
    for (const q of [
      "I have a small cut on my finger from cooking, what should I put on it?",
      "cut my finger a little while slicing tomatoes",
    ]) {
      const a = ask(q);
      expect(a, q).toMatch(/plaster or clean dressing/);
      expect(a, q).toMatch(/nhs\.uk\/conditions\/cuts-and-grazes/);
      expect(a, q).not.toMatch(/genital|FGM|malaria|Possibilities only/i);
    }
  });
  it("never calls a Hausa, Yoruba, Igbo, Swahili or French message it cannot read off topic: the danger signs and the number come first", () => {
    const unread = {
      ha: "Ƙirjina na matsewa sosai kuma gumi na zuba min",
      yo: "Omo mi ko le mu omu mo, o n sun ju",
      ig: "Nwa m anaghị aṅụ ara, ọ na-ehi ụra nke ukwuu",
      sw: "Mtoto wangu hanyonyi tena na analala sana",
      fr: "Mon bébé ne tète plus et dort tout le temps",
    };
    for (const [lang, q] of Object.entries(unread)) {
      const a = ask(q);
      expect(a, lang).toMatch(/112/);
      expect(a, lang).toMatch(/chest pain, trouble breathing, a fit, heavy bleeding, or not waking up/);
      expect(a, lang).not.toMatch(/I can only help with health/);
    }
  });
  it("still steers an English message about something else back to health", () => {
    expect(ask("who won the football match yesterday?")).toMatch(/I can only help with health/);
  });
});

describe("everyday questions get the passage about them, not a neighbour's", () => {
  const ask = (q: string) => composeReply([user(q)]);
  it.each([
    ["any cream for the pimples on my chin?", /\*\*Pimples \(acne\)\*\*/, /lightening|mercury/i],
    ["what should I eat to add weight? I'm too thin", /\*\*Gaining weight healthily\*\*/, /Losing weight/],
    [
      "my discharge is white and thick before my period, is that ok?",
      /\*\*Normal vaginal discharge\*\*/,
      /Period pain/,
    ],
    ["what can I put on my son's nappy rash?", /\*\*Nappy rash\*\*/, /ORS/],
    ["I touched a hot iron, small burn on my finger, what do I do?", /20 minutes/, /human bite|Possibilities only/i],
    ["anything for a slight headache?", /\*\*Headache self-care\*\*/, /child with a fever/],
    ["how can I recognise a stroke early in my grandparents?", /\*\*Signs of a stroke: think FAST\*\*/, /dehydrated/],
    [
      "my uncle had a stroke 2 years ago and is doing better, which exercises can he do?",
      /Exercise after a stroke/,
      /Possibilities only/,
    ],
    [
      "my aunt overdosed on panadol many years ago. how much paracetamol is safe in a day?",
      /8 tablets/,
      /Paracetamol in pregnancy/,
    ],
    ["what's the right way to put on a condom?", /Using a condom properly/, /hands/],
  ])("%s", (q, want, notWant) => {
    const a = ask(q);
    expect(a).toMatch(want);
    expect(a).not.toMatch(notWant);
    expect(a).toMatch(/Source: \[NHS/);
  });
  it("reads waking up earlier as a sleep question, not a late period", () => {
    expect(ask("I want to wake up earlier for work, any tips?")).toMatch(/How much sleep you need/);
  });
  it("keeps told history as background for the question after it", () => {
    expect(ask("My neighbour fainted at a wedding two years ago. How do I help if it happens again?")).not.toMatch(
      /overdose/i,
    );
  });
  it("reads what is still fine as reassurance, not as the topic", () => {
    expect(ask("my pikin get small catarrh and cough but e dey chop and play well")).not.toMatch(/A healthy diet/);
  });
  it("adds a second passage only when it is about the same thing", () => {
    expect(ask("I dey stress for work, my head dey do me somehow after long day")).not.toMatch(/implant/i);
  });
  it("answers how to change the email on the account from My Account", () => {
    expect(ask("how do I update my email address?")).toMatch(/My Account/);
  });
  it("answers a mild symptom with a medicine's passage only when the medicine is named", () => {
    expect(ask("small stomach pain after I eat")).not.toMatch(/careful with ibuprofen/);
    expect(ask("mild stomach upset after taking ibuprofen")).toMatch(/careful with ibuprofen/);
  });
});

describe("English with words French shares", () => {
  it("answers 'mosquito bites itching me' in English, without a French header", () => {
    const a = composeReply([user("mosquito bites itching me")]);
    expect(a).not.toMatch(/Pour l'instant/);
    expect(composeReply([user("il me fait mal au ventre depuis hier")])).toMatch(
      /Pour l'instant|Je n'ai pas bien compris/,
    );
  });
});

describe("questions about the app, and questions inside other sentences", () => {
  const ask = (q: string) => composeReply([user(q)]);
  it("explains Premium, cancelling it and deleting the account, in any language the words come in", () => {
    for (const q of ["what does premium cost?", "abeg how I fit upgrade to premium", "je veux m'abonner à Premium"])
      expect(ask(q), q).toMatch(/₦3,000 a month[\s\S]*3 symptom checks a month[\s\S]*UPGRADE TO PREMIUM/);
    expect(ask("I want to stop my premium subscription")).toMatch(/Cancel renewal/);
    expect(ask("please delete my account and my data")).toMatch(/Delete Account/);
    // A symptom with the word is still a symptom.
    expect(ask("I have fever and chills since Premium started lol")).not.toMatch(/UPGRADE TO PREMIUM/);
  });
  it("answers a question that follows a thank-you", () => {
    const first = [user("what is typhoid?")];
    const a = composeReply(first);
    expect(composeReply([...first, bot(a), user("thank you. can it be prevented with a vaccine?")])).toMatch(/vaccin/i);
  });
  it("answers the question after 'anyway', not the joke before it", () => {
    expect(
      ask("this exam nearly gave me a heart attack lol. anyway, how much water should I drink a day?"),
    ).not.toMatch(/Signs of a heart attack/);
  });
  it("reads 'what medicine should I take' at the end of a report as a question", () => {
    const a = ask("I think I have malaria, which medicine should I take");
    expect(a).toMatch(/test/i);
    expect(a).not.toMatch(/cannabis|tramadol/i);
  });
  it.each([
    ["is 7 days of bleeding a normal period length?", /2 to 7 days/],
    ["what blood pressure numbers are normal for a young man?", /120\/80/],
    ["my aunt and mum had breast cancer, should I get screened early?", /mammogram/],
    ["how do we protect the family from cholera during the rains?", /boiled, treated or bottled water/],
    ["any cure for a hangover?", /within 24 hours/],
  ])("%s", (q, want) => expect(ask(q)).toMatch(want));
});

describe("round 5: everyday questions that had no passage of their own", () => {
  const answer = (text: string) => composeReply([{ role: "user", content: text }]);
  it.each([
    ["which foods are good when you're constipated?", /fibre/],
    ["what are the signs that my baby is dehydrated?", /wet nappies/],
    ["my son had a febrile seizure last year, will he have epilepsy?", /Febrile seizures/],
    ["how many times a week should I run as a beginner?", /3 times a week/],
    ["any tips to concentrate when studying for exams?", /breaks/],
    ["is it bad to masturbate?", /normal and safe/],
    ["are my chats private? can someone see my messages?", /chats are saved to your account/],
    ["I think I have malaria, fever and chills, what medicine should I take?", /test first[\s\S]*ACT/],
    ["my belle dey run since yesterday, wetin I go do?", /ORS/],
    ["how can I fade the dark marks my old pimples left?", /sunscreen/],
  ])("answers %j on topic", (text, topic) => expect(answer(text)).toMatch(topic));
});

describe("round 7: a background with an ordinary question, stories, superficial burns and thanks", () => {
  const answer = (text: string) => composeReply([{ role: "user", content: text }]);
  it.each([
    ["my daughter has epilepsy, can she join the swimming club?", /never alone/],
    ["my dad has diabetes, what can he snack on at work?", /unsalted nuts/],
    ["I have diabetes, is it okay to start going to the gym?", /sugary snack/],
    ["I have type 2 diabetes, can I fast during Ramadan?", /talk to your doctor/],
    ["I'm SS, I want to fly to Abuja next week, any tips?", /drink plenty of water/],
    ["I'm 6 months pregnant, which foods should I eat more of?", /folic acid/],
    ["I'm pregnant, is it safe to keep going to my aerobics class?", /Exercise in pregnancy/],
    ["work is stressing me out, how do I unwind in the evening?", /regular breaks/],
    ["why is local gin from the village sometimes deadly?", /methanol/],
    ["the film wey I watch, the woman drink poison die for end. how I go fit sleep better?", /sleep/i],
    ["hot oil splash my hand small, e just red, no blister", /Cool the burn/],
  ])("answers %j on topic", (text, topic) => {
    const a = answer(text);
    expect(a).toMatch(topic);
    expect(a).not.toMatch(/🚨|Please get help now/);
  });
  it.each([
    ["asante sana!", /^Karibu sana!/],
    ["merci beaucoup", /^Avec plaisir/],
    ["daalụ", /^Ọ dị mma, nnọọ!/],
    ["na gode sosai", /^Ba komai!/],
  ])("answers the thank-you %j in its language", (text, lead) => expect(answer(text)).toMatch(lead));
});

describe("round 8: the everyday questions young people ask, in every language", () => {
  const answer = (text: string) => composeReply([{ role: "user", content: text }]);
  it.each([
    ["can I take panadol with my coartem?", /Paracetamol can be taken with artemether-lumefantrine/],
    ["what foods should someone with a peptic ulcer avoid?", /spicy/],
    ["Que manger quand on a un ulcère ?", /spicy/],
    ["Kí ni mo lè jẹ tí mo bá ní typhoid?", /small, frequent/],
    ["my armpit dey smell even after I baff, wetin I fit do?", /antiperspirant/],
    ["Ara mi ń rùn bí mo tilẹ̀ wẹ̀", /antiperspirant/],
    ["Gashina yana zubewa sosai, me zan yi?", /traction alopecia/],
    ["sometimes I can't stay hard with my babe, is something wrong?", /anxiety/],
    ["is it normal to have wet dreams at 17?", /normal and common/],
    ["Al'adata ta makara sati daya, me ya sa?", /pregnancy test/],
    ["what should my fasting sugar be?", /5\.6 mmol\/L/],
    ["Combien de temps après un rapport pour faire un test VIH ?", /90 days/],
    ["how many jabs of hep B vaccine do adults get?", /3 doses/],
    ["Naweza kunywa pombe nikitumia antibiotiki?", /metronidazole/],
    ["Najisikia mpweke tangu nihamie Nairobi", /join a group/],
    ["Ina jin kadaici sosai a makaranta", /join a group/],
    ["is creatine bad for my kidneys?", /kidney disease/],
    ["Ni da budurwata duka mu AS ne, za mu iya aure?", /1 in 4/],
    ["Anyi abụọ bụ AS, ọ dị mma?", /1 in 4/],
    ["Shinikizo la damu la kawaida ni ngapi?", /120\/80/],
    ["Nawezaje kutumia kondomu vizuri?", /pinch the tip/],
    ["I took ampiclox for gonorrhoea, will it work?", /resistant/],
    ["what is PrEP?", /99%/],
    ["my mum has diabetes, will I get it too?", /more likely to get it/],
    ["how do I know if someone is having a stroke?", /Face/],
    ["Kedu ka m ga-esi mara na mmadụ nwere stroke?", /Face/],
    ["how do I know if chest pain is a heart attack?", /112/],
    ["can I clear my chat history?", /Delete/],
    ["I have exams next week and I can't concentrate, so stressed", /breaks/],
    ["I've been feeling down for two weeks, but I'm safe", /Depression/],
    ["Nina dalili za malaria, nimeze dawa gani?", /test first/],
    ["how do overdoses happen?", /by accident/],
    ["Awa nawa ya kamata in yi barci?", /7 hours/],
    ["Awa ole ka m kwesịrị ihi ụra?", /7 hours/],
    ["Kwanaki nawa ake shan maganin zazzabin cizon sauro?", /3 days/],
    ["Dawa ya malaria inachukua siku ngapi?", /3 days/],
    ["Combien de jours dure le traitement du paludisme ?", /3 days/],
    ["how many days should I take my coartem?", /3 days/],
    ["Farin ruwa yana fita daga gabana, al'ada ne?", /discharge/],
    ["Báwo ni mo ṣe lè sanra?", /gain weight/],
    ["Ụjọ ule na-eme m", /breaks/],
    ["I sprained my ankle but I can walk fine", /ice pack/],
    ["Ina da ciwon kai, wane magani zan sha?", /paracetamol/],
    ["Ina da zazzabin cizon sauro, wane magani zan sha?", /test first/],
  ])("answers %j on topic", (text, topic) => expect(answer(text)).toMatch(topic));
  it.each([
    ["what drug should I take for a cold?", /How malaria is treated/],
    ["is it safe to have sex during my period?", /When an HIV test/],
    ["I can't fall asleep before 3am, any tips?", /Hair loss/],
    ["I have fever, what drug should I take?", /Lowering blood pressure/],
    ["how I fit stop the belle pain wey dey come with my period?", /Why a period can be late/],
  ])("does not answer %j with a neighbour's passage", (text, wrong) => expect(answer(text)).not.toMatch(wrong));
});

describe("round 9: gym, painkillers, contraception, myths and a cold without fever", () => {
  const answer = (text: string) => composeReply([{ role: "user", content: text }]);
  it.each([
    ["my hairline dey go back and I'm only 23, wetin I fit do?", /male-pattern baldness/],
    ["is protein powder okay to take after training?", /Whey is a protein from milk/],
    ["I lift weights but I'm not gaining muscle, what should I eat?", /protein at each meal/],
    ["can I use brufen if I have an ulcer?", /Paracetamol is usually the safer/],
    ["how long does the family planning injection last compared to the implant?", /13 weeks/],
    ["does masturbation cause infertility?", /normal and safe/],
    ["I hurt my lower back lifting at the gym, nothing serious", /heat pack/],
    ["Har yaushe zan sha maganin zazzabin cizon sauro?", /3 days/],
    ["Matibabu ya malaria huchukua muda gani?", /3 days/],
    ["Hawan jinina 128/84, yana da kyau?", /120\/80/],
    ["Nsọ m abịaghị n'oge, gịnị kpatara ya?", /pregnancy test/],
    ["Ninajihisi mpweke chuoni", /join a group/],
    ["J'ai mal au dos depuis ma séance de musculation", /heat pack/],
    ["the condom split during sex last night", /within 72 hours/],
    ["Le préservatif a craqué hier, que faire ?", /emergency contraception/],
    ["is genotype the same thing as blood group?", /separate tests/],
    ["is shisha better than smoking cigarettes?", /does not filter/],
    ["how can I stop bad breath?", /brush your tongue/],
    ["Ẹnu mi ń rùn, kí ni mo lè ṣe?", /brush your tongue/],
    ["Ina da warin baki, me zan yi?", /brush your tongue/],
    ["my tooth dey pain me, wetin I fit take?", /dentist/],
    ["is it okay to take panadol while on flagyl?", /safe to take paracetamol or ibuprofen with metronidazole/],
    ["my sugar was 6.8 before breakfast, is that diabetes?", /Normal fasting blood sugar/],
    ["I've used the morning after pill twice this month, is that bad?", /more than once/],
    ["Ina yawan mafarki da maniyyi, al'ada ne?", /normal and common/],
    ["Ọ dị mma ịṅụ mmanya mgbe m na-aṅụ ọgwụ nje?", /avoid alcohol/],
    ["Wane magani ne ake sha bayan jima'i don hana ciki?", /Emergency contraception/],
    ["Ọgwụ mgbochi ime nke ụtụtụ, ọ dị mma?", /Emergency contraception/],
    ["Ntutu isi m na-agbapụ, gịnị ka m ga-eme?", /Hair loss/],
  ])("answers %j on topic", (text, topic) => expect(answer(text)).toMatch(topic));
  it("answers whether stress causes headaches from the stress it names, not as a myth", () =>
    expect(answer("can stress cause headaches?")).not.toMatch(/^\*\*Masturbation/));
  it("does not send someone with a cold and no fever for a malaria test", () => {
    const a = answer("I have a runny nose and sneezing since yesterday");
    expect(a).not.toMatch(/tested for malaria/);
    expect(a).toMatch(/See a doctor if it lasts more than 10 days/);
  });
  it("keeps the malaria test with a fever", () => {
    expect(answer("I have catarrh, sneezing and a fever since yesterday")).not.toMatch(
      /I'm HealthBuddy, so I can only/,
    );
  });
});

describe("round 10: STI signs, standing up dizzy, quitting weed, pill myths, inhalers, Alabukun, garri, sleep", () => {
  const answer = (text: string) => composeReply([{ role: "user", content: text }]);
  it.each([
    ["I had unprotected sex 3 weeks ago, how can I tell if I caught an STI?", /a test is the only way to know/],
    ["why do I go lightheaded for a moment each time I stand up from my chair?", /postural hypotension/],
    ["Ina jin jiri idan na tashi da sauri", /postural hypotension/],
    ["J'ai des vertiges quand je me lève, pourquoi ?", /postural hypotension/],
    ["I want to quit weed, I smoke daily", /cravings/],
    ["Nataka kuacha bangi, nifanye nini?", /cravings/],
    ["Bawo ni mo se le dawo mu igbo duro?", /cravings/],
    ["will the pill make me add weight?", /no evidence that the combined pill makes you gain weight/],
    ["La pilule fait-elle grossir ?", /no evidence that the combined pill/],
    ["Shin kwayar hana haihuwa tana sa kiba?", /no evidence that the combined pill/],
    ["I forgot to take my pill yesterday, am I still protected?", /still protected/],
    ["how do I use my asthma pump the right way?", /spacer/],
    ["Mtoto wangu ana pumu, anatumiaje inhaler vizuri?", /spacer/],
    ["is it okay to take alabukun every morning for headache?", /aspirin with caffeine/],
    ["is it true that soaking garri spoils the eyes?", /vitamin A/],
    ["how many hours should I sleep at 19, I only get 5 on school nights", /at least 7 hours/],
    ["what are the symptoms of a stroke? my dad is hypertensive", /Think FAST/],
    ["Ciwon haila yana damuna, me zan sha?", /Ibuprofen/],
    ["Sukari ta 6.0 kafin in ci abinci, lafiya ne?", /5\.6 mmol/],
    ["Sukari yangu ni 6.1 kabla ya kula, ni kawaida?", /5\.6 mmol/],
    ["Shuga m bụ 6.2 tupu m rie nri, ọ dị mma?", /5\.6 mmol/],
    ["how do I take the morning-after pill and how soon?", /72 hours/],
  ])("answers %j on topic", (text, topic) => expect(answer(text)).toMatch(topic));
  it("keeps a masturbation myth question on its own topic, not the pill's", () =>
    expect(answer("does masturbation cause infertility?")).toMatch(/normal and safe/));
  it("still reads a dizzy spell when hungry as symptoms, not as standing up", () =>
    expect(answer("I feel dizzy when I'm hungry, why?")).not.toMatch(/postural hypotension/));
});
