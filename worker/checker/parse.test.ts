import { describe, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";
import { correctWord } from "./spelling.ts";
import { stem } from "./text.ts";

const mentions = (text: string) => Object.fromEntries(parseText(text).map((m) => [m.id, m.choice]));

describe("parseText", () => {
  it("finds several findings in one sentence", () => {
    const m = mentions("I have fever, headache and I'm vomiting");
    expect(m).toMatchObject({ fever: "present", headache: "present", vomiting: "present" });
  });

  it("understands negation", () => {
    expect(mentions("no cough")).toEqual({ cough: "absent" });
    expect(mentions("I don't have fever")).toEqual({ fever: "absent" });
    expect(mentions("stomach pain without vomiting")).toMatchObject({ abdominal_pain: "present", vomiting: "absent" });
    expect(mentions("I am not coughing but my throat is sore")).toMatchObject({
      cough: "absent",
      sore_throat: "present",
    });
  });

  it("keeps negation inside its clause", () => {
    expect(mentions("No fever. I have a headache.")).toEqual({ fever: "absent", headache: "present" });
  });

  it("does not read a phrase that contains a negative word as a denial", () => {
    expect(mentions("since yesterday food has no taste")).toMatchObject({ loss_taste: "present" });
    expect(mentions("she can't sit up by herself")).toMatchObject({ prostration: "present" });
  });

  it("matches words in any order within a short window", () => {
    expect(mentions("her eyes are yellow")).toMatchObject({ yellow_eyes: "present" });
    expect(mentions("sharp pain on the right side of my lower stomach")).toMatchObject({ rlq_pain: "present" });
  });

  it("tolerates typos and regional words", () => {
    expect(mentions("runing stomach and hedache")).toMatchObject({ diarrhoea: "present", headache: "present" });
    expect(mentions("my belle dey pain me")).toMatchObject({ abdominal_pain: "present" });
    expect(mentions("I have catarrh")).toMatchObject({ runny_nose: "present" });
  });

  it("does not also report a finding hidden inside a longer one", () => {
    const m = mentions("burning when I urinate");
    expect(m).toMatchObject({ dysuria: "present" });
    expect(m.burn).toBeUndefined();
  });

  it("turns a stated duration into a prolonged finding", () => {
    // The prolonged finding implies the fever, so it replaces it (the more specific finding is kept).
    expect(mentions("I've had a fever for ten days")).toEqual({ fever_long: "present" });
    expect(mentions("I have been coughing for two months")).toMatchObject({ cough_chronic: "present" });
    expect(mentions("fever for two days")).not.toHaveProperty("fever_long");
  });

  it("returns nothing for empty or unrelated text", () => {
    expect(parseText("")).toEqual([]);
    expect(parseText("hello there, how are you")).toEqual([]);
  });

  it("never turns common non-symptom words into findings", () => {
    for (const t of [
      "what are the chances",
      "wetin I fit chop",
      "I go to the gym to keep fit",
      "hot weather today",
      "my car broke down",
    ])
      expect(parseText(t), t).toEqual([]);
  });

  it("reads Pidgin ability and body site with kind", () => {
    expect(mentions("I no fit breathe well")).toEqual({ sob: "present" });
    expect(mentions("My father suddenly can't move his right arm or speak properly.")).toMatchObject({
      weakness_one_side: "present",
    });
    expect(mentions("I dey vomit and I dey purge")).toMatchObject({ vomiting: "present", diarrhoea: "present" });
    expect(mentions("itchy bottom at night")).toEqual({ anal_itch: "present" });
  });

  it("reads a comma list of describing words as one phrase, but a new clause after a longer piece", () => {
    expect(mentions("My lower leg has become red, hot, swollen and painful.")).toMatchObject({
      cellulitis_skin: "present",
    });
    expect(mentions("no fever, no cough, just headache")).toEqual({
      fever: "absent",
      cough: "absent",
      headache: "present",
    });
  });

  it("keeps the words of a second mention of a finding and drops what a more specific mention implies", () => {
    expect(mentions("I can't control my urine and my bottom is numb")).toEqual({ saddle_numbness: "present" });
    expect(mentions("I can't lie flat without getting breathless")).toEqual({ orthopnoea: "present" });
  });

  it("does not turn a machine making noise into a symptom", () => {
    expect(parseText("the generator is making noise")).toEqual([]);
    expect(mentions("my ear dey make noise")).toEqual({ tinnitus: "present" });
  });

  it("binds a kind of symptom to its own body site, and lets one site carry several kinds", () => {
    expect(mentions("my left eye is red and paining me")).toEqual({ red_eyes: "present", eye_pain: "present" });
    expect(mentions("My ear canal is paining me and itching")).toEqual({ ear_pain: "present", ear_itch: "present" });
    expect(mentions("My two eyelids are always itching")).toEqual({ itchy_eyes: "present" });
    // The swelling and the pain are the knee's, not the eyes'.
    expect(mentions("my knee became swollen and painful and my eyes are red")).toEqual({
      joint_swelling: "present",
      joint_pain: "present",
      red_eyes: "present",
    });
    expect(mentions("I have two small painful sores inside my lip")).toEqual({ mouth_ulcers: "present" });
    expect(mentions("knee swollen, eyes red")).not.toHaveProperty("eyelid_swelling");
  });

  it("reads burning as a sensation unless fire, a hot liquid or a chemical burnt the skin", () => {
    expect(mentions("My two eyelids are itching and burning")).not.toHaveProperty("burn");
    expect(mentions("before the rash came I was feeling burning pain there")).not.toHaveProperty("burn");
    expect(mentions("hot burning is going up my chest after eating")).toEqual({ heartburn: "present" });
    expect(mentions("I burnt my hand on the stove")).toMatchObject({ burn: "present" });
    expect(mentions("I have a burn on my arm")).toMatchObject({ burn: "present" });
    expect(mentions("hot oil poured on my leg")).toMatchObject({ burn: "present" });
  });

  it("reads a stroke told in lay words (BE-FAST), and severity as a modifier of pain", () => {
    expect(
      mentions("suddenly his right side became weak, his mouth is turning to one side and he can't bring out words"),
    ).toEqual({ weakness_one_side: "present", face_droop: "present", slurred_speech: "present" });
    expect(mentions("the left side of his belly is swollen")).not.toHaveProperty("weakness_one_side");
    expect(mentions("severe pain on one side of my lower belly")).toMatchObject({
      pain_severe: "present",
      lower_abdominal_pain: "present",
    });
  });

  it("never reads a mother who is not breastfeeding as a baby unable to drink (a false emergency)", () => {
    expect(mentions("I am not breastfeeding but the area under my nipple is swollen")).not.toHaveProperty(
      "unable_to_drink",
    );
    expect(mentions("my baby will not take the breast since morning")).toMatchObject({ unable_to_drink: "present" });
    expect(mentions("she is not sucking")).toMatchObject({ unable_to_drink: "present" });
  });

  it("ends a negation at 'and' that opens a new statement", () => {
    expect(mentions("no fever and he is vomiting")).toEqual({ fever: "absent", vomiting: "present" });
    expect(mentions("I don't have fever and cough")).toEqual({ fever: "absent", cough: "absent" });
    expect(mentions("she says the baby is not her own and people are after her")).toEqual({ delusions: "present" });
  });

  it("keeps other people's conditions out of the patient's findings", () => {
    expect(parseText("my wife is pregnant")).toEqual([]);
    expect(parseText("my sister just gave birth")).toEqual([]);
    expect(mentions("my father is diabetic and hypertensive")).toEqual({
      family_diabetes: "present",
      family_bp: "present",
    });
    expect(mentions("my neighbour's child has measles")).toEqual({ sick_contacts: "present" });
    expect(mentions("my boyfriend was just diagnosed with HIV")).toEqual({ hiv_exposure: "present" });
    expect(mentions("my roommate has TB")).toEqual({ contact_tb: "present" });
    // A relative's own symptoms make the relative the patient; a parent speaks for a child.
    expect(mentions("My brother has HIV and has been having headache")).toMatchObject({
      hiv_positive: "present",
      headache: "present",
    });
    expect(mentions("My brother has sickle cell, his private part has been paining him since 3am")).toMatchObject({
      known_sickle: "present",
    });
    expect(mentions("my baby has fever")).toEqual({ fever: "present" });
  });

  it("reads idioms and everyday uses of symptom words as nothing, and the symptom itself as the symptom", () => {
    for (const t of [
      "he is a pain in the neck",
      "I passed out of unilag last year",
      "I'm burning the midnight oil for exams",
      "I'm itching to travel to Dubai",
      "I need to lose weight before my wedding",
      "my blood dey boil when I see injustice",
      "I cut my hair at the barbing salon",
      "this JAMB registration is a big headache",
      "Chelsea defence is so weak this season",
      "my baby is so cute",
    ])
      expect(parseText(t), t).toEqual([]);
    expect(mentions("I passed out in church")).toEqual({ fainting: "present" });
    expect(mentions("I have a big headache")).toEqual({ headache: "present" });
    expect(mentions("I'm losing weight")).toEqual({ weight_loss: "present" });
    expect(mentions("I cut my finger with a knife")).toEqual({ wound: "present" });
  });

  it("reads SMS spellings and dropped g's, and a low temperature is not fever", () => {
    expect(mentions("i hav fevr n hedache")).toEqual({ fever: "present", headache: "present" });
    expect(mentions("I hv catarh n sneezin")).toMatchObject({ runny_nose: "present", sneezing: "present" });
    expect(mentions("my tommy is running")).toEqual({ diarrhoea: "present" });
    // "Tommy" without a possessive is a name.
    expect(mentions("Tommy has a cough")).toEqual({ cough: "present" });
    expect(mentions("my baby has a low temperature")).not.toHaveProperty("fever");
    expect(mentions("her temperature is low and she is not feeding")).not.toHaveProperty("fever");
  });
});

describe("spelling layer (SMS forms and typos)", () => {
  it("reads SMS forms and dropped vowels or doubled letters as the knowledge base's words", () => {
    expect(mentions("bld in my urin")).toEqual({ haematuria: "present" });
    expect(mentions("am feelin dizy")).toEqual({ dizziness: "present" });
    expect(mentions("my legz r swollen")).toEqual({ leg_swelling: "present" });
    expect(mentions("my chest is pening me")).toEqual({ chest_pain: "present" });
    expect(mentions("my joint dey pian me")).toEqual({ joint_pain: "present" });
    expect(mentions("my pikin dey cofin")).toEqual({ cough: "present" });
  });

  it("never turns a real word into another one", () => {
    // "prostate" is one letter from "prostrate" (too weak to stand), "friend" from "fried", "licked" from "locked".
    expect(mentions("my uncle has prostate cancer")).toEqual({});
    expect(mentions("the food was so sweet I licked my fingers")).toEqual({});
    for (const w of ["friend", "thirty", "driving", "slight", "though", "splint", "kneels"])
      expect(correctWord(w)).toBe(w);
    expect(correctWord("temprature")).toBe("temperature");
  });

  it("reads everyday English words a letter from a knowledge-base word as written", () => {
    // "beach" is one letter from "bleach" (bleaching creams): a day at the beach is nothing.
    expect(mentions("we went to the beach on Sunday")).toEqual({});
    expect(searchFindings("we went to the beach on Sunday", 1)).toEqual([]);
    for (const w of ["beach", "beaches", "stooping", "breach"]) expect(correctWord(w)).toBe(w);
    // Typos that are no English word are still read: "vommiting", "bleding".
    expect(mentions("bleding from my nose")).toMatchObject({ nosebleed: "present" });
  });
});

describe("everyday sentences that share words with symptoms", () => {
  it("reads fitness, boiling, falling money, floods, cooking gas and idioms as nothing", () => {
    for (const t of [
      "you're a fit guy, you should join our team",
      "the kettle is boiling",
      "the naira fell again against the dollar",
      "my waist beads fell off",
      "the rain flooded our street",
      "the cooking gas finished",
      "my landlord wahala dey give me headache",
      "NEPA bill is giving me headache",
      "my heart skipped a beat when she said yes",
      "no sweat, I'll do it",
    ])
      expect(mentions(t), t).toEqual({});
  });

  it("still reads the symptoms those words name", () => {
    expect(mentions("boiling water poured on my leg")).toHaveProperty("burn_major", "present");
    expect(mentions("I have a boil on my neck")).toHaveProperty("boil", "present");
    expect(mentions("I fell down the stairs")).toHaveProperty("injury", "present");
    expect(mentions("I'm flooding, I change pads every hour")).toHaveProperty("heavy_periods", "present");
    expect(mentions("the noise is giving me headache")).toHaveProperty("headache", "present");
    expect(mentions("I had a fit yesterday")).toHaveProperty("seizure", "present");
  });
});

describe("whose finding it is", () => {
  it("reads a relative's diagnosis as history or nothing, never the user's symptom", () => {
    expect(mentions("my grandmother has arthritis")).toEqual({});
    expect(mentions("my friend's baby has jaundice")).toEqual({});
    expect(mentions("asthma runs in my family")).toEqual({ family_asthma: "present" });
    expect(mentions("my two siblings are SS")).toEqual({ family_anaemia: "present" });
    expect(mentions("my late father had diabetes")).toEqual({ family_diabetes: "present" });
  });

  it("keeps a relative's symptoms as the patient's", () => {
    expect(mentions("my husband's eyes are yellow")).toEqual({ yellow_eyes: "present" });
    expect(mentions("my mother's legs are swollen")).toEqual({ leg_swelling: "present" });
  });
});

describe("Pidgin and lay constructions (rules over word patterns)", () => {
  it.each([
    ["my head dey split", "headache"],
    ["my head is banging", "headache"],
    ["breath dey cut me", "sob"],
    ["breath no dey reach me", "sob"],
    ["my heart dey beat anyhow", "palpitations"],
    ["my papa dey talk anyhow", "confusion"],
    ["e no know where e dey", "confusion"],
    ["he doesn't recognise us anymore", "confusion"],
    ["e be like say I wan faint", "dizziness"],
    ["I feel like throwing up", "nausea"],
    ["I no fit piss", "urinary_retention"],
    ["I no fit shit since Monday", "constipation"],
    ["my pikin no dey chop", "appetite_loss"],
    ["I dey piss every time", "frequent_urination"],
    ["my pikin eye don go inside", "sunken_eyes"],
    ["my eye dey do me blur blur", "vision_blurred"],
    ["I dey hear sound for my ear", "tinnitus"],
    ["my baby is crying and pulling her ear", "ear_pain"],
    ["my yansh dey scratch me for night", "anal_itch"],
  ])("%s → %s", (text, id) => {
    expect(mentions(text)).toHaveProperty(id, "present");
  });

  it("leaves the same words alone outside the construction", () => {
    expect(mentions("wetin I fit chop")).toEqual({});
    expect(mentions("I chop onions for the stew")).toEqual({});
    expect(mentions("I dey see blood for my pant")).not.toHaveProperty("fast_breathing");
    expect(mentions("I feel like going home")).toEqual({});
  });
});

describe("several findings and denials in one sentence", () => {
  it("denies what a short negated clause leaves out (ellipsis)", () => {
    expect(mentions("cough for 2 weeks, no blood")).toEqual({ cough_over_week: "present", haemoptysis: "absent" });
    expect(mentions("no discharge, just itching down there")).toMatchObject({ vaginal_discharge: "absent" });
    expect(mentions("I have a cough, no fever")).toEqual({ cough: "present", fever: "absent" });
  });

  it("keeps only the more specific of a parent and its child read from a duration", () => {
    expect(mentions("I dey cough, e don reach three weeks")).toEqual({ cough_chronic: "present" });
    expect(mentions("fever every evening for two weeks now")).toEqual({ fever_long: "present" });
  });

  it("reads an item of a list before an alias that straddles the 'and'", () => {
    expect(mentions("fever and night sweats")).toEqual({ fever: "present", night_sweats: "present" });
  });

  it("reads bleeding in pregnancy, after delivery or with pads as vaginal bleeding", () => {
    expect(mentions("I'm pregnant but no bleeding")).toEqual({ pregnant: "present", vaginal_bleeding: "absent" });
    expect(mentions("my wife is bleeding after delivery")).toMatchObject({ vaginal_bleeding: "present" });
    expect(mentions("I'm changing pads every hour, the bleeding is too much")).toEqual({
      heavy_vaginal_bleeding: "present",
    });
    expect(mentions("bleeding from my nose")).not.toHaveProperty("vaginal_bleeding");
  });
});

describe("more constructions", () => {
  it.each([
    ["she hasn't passed urine all day", "oliguria"],
    ["I've lost appetite since last week", "appetite_loss"],
    ["his face dropped suddenly and he can't raise his arm", "face_droop"],
    ["his face dropped suddenly and he can't raise his arm", "weakness_one_side"],
    ["my baby's head is hot", "fever"],
    ["I cough up thick yellow catarrh", "phlegm"],
    ["my period don pass two months", "missed_period"],
    ["my last period was 2 months ago", "missed_period"],
    ["sometimes I feel it's better if I die", "suicidal"],
    ["I'm thinking of ending it all", "suicidal"],
    ["his seizure lasted over 10 minutes", "seizure_prolonged"],
  ])("%s → %s", (text, id) => {
    expect(mentions(text)).toHaveProperty(id, "present");
  });

  it("shares an inability across 'or' and keeps pain-limited movement apart from weakness", () => {
    expect(mentions("I can't taste or smell my food")).toEqual({ loss_taste: "present", loss_smell: "present" });
    expect(mentions("my shoulder is aching, I can't raise my arm")).not.toHaveProperty("weakness_one_side");
  });

  it("does not over-read the same words", () => {
    expect(mentions("my head is hot from reading for exams")).toEqual({});
    expect(mentions("my last period was 2 weeks ago")).toEqual({});
    expect(mentions("he had a fit 10 minutes ago")).toEqual({ seizure: "present" });
    expect(mentions("no diarrhoea but my belly is paining")).toEqual({
      diarrhoea: "absent",
      abdominal_pain: "present",
    });
  });
});

describe("danger signs and site × kind in lay words", () => {
  it.each([
    ["spots that don't fade when I press", "rash_nonblanching"],
    ["my baby has a rash that doesn't go away when I press a glass on it", "rash_nonblanching"],
    ["she is bleeding from her gums and nose", "bleeding_unusual"],
    ["cramps in my calves at night", "muscle_cramps"],
    // Both ankles puffy is oedema (NICE CKS), the knowledge base's own "ankles are puffy" (ck-lang10).
    ["my ankles are puffy", "leg_swelling"],
    ["I got shocked by a naked wire", "electric_shock"],
    ["my eye dey scratch me", "itchy_eyes"],
    ["my waist don catch", "back_pain"],
    ["I never see my period", "missed_period"],
    ["I sweat a lot at night, my bedsheet is always wet", "night_sweats"],
    ["my baby won't feed", "poor_feeding"],
  ])("%s → %s", (text, id) => {
    expect(mentions(text)).toHaveProperty(id, "present");
  });

  it("keeps one-site readings and other people's statements apart", () => {
    expect(mentions("bleeding from my nose")).toEqual({ nosebleed: "present" });
    expect(mentions("stomach cramps")).toEqual({ abdominal_cramps: "present" });
    expect(mentions("pile is worrying me")).not.toHaveProperty("worry");
    expect(mentions("my legs are too weak to stand")).not.toHaveProperty("weakness_one_side");
    expect(mentions("my husband is HIV positive and I'm pregnant")).toMatchObject({ pregnant: "present" });
    expect(mentions("my mum had breast cancer")).toEqual({ family_breast_cancer: "present" });
  });
});

describe("lay idioms for danger signs", () => {
  it.each([
    ["I've had the runs since yesterday", "diarrhoea"],
    ["I feel like I'm going to pass out", "dizziness"],
    ["she hasn't peed since morning", "oliguria"],
    ["the pikin no dey suck breast", "unable_to_drink"],
    ["I no get strength", "fatigue"],
  ])("%s → %s", (text, id) => {
    expect(mentions(text)).toHaveProperty(id, "present");
  });

  it("leaves the same words alone elsewhere", () => {
    expect(mentions("I'm going to the market")).toEqual({});
    expect(mentions("the pikin no dey suck breast")).not.toHaveProperty("breastfeeding");
  });
});

describe("phrases carried by small words and stated context", () => {
  it("finds a phrase whose meaning is in its small words, word for word only", () => {
    expect(mentions("I wan kill myself")).toEqual({ suicidal: "present" });
    expect(mentions("I have sugar")).toEqual({ known_diabetes: "present" });
    expect(mentions("my back is killing me")).not.toHaveProperty("suicidal");
    expect(mentions("two sugar in my tea")).toEqual({});
  });

  it("states the pregnancy a longer phrase names, not one that is wished for", () => {
    expect(mentions("I'm pregnant and bleeding")).toEqual({ pregnant: "present", vaginal_bleeding: "present" });
    expect(mentions("we've been trying to get pregnant for one year")).not.toHaveProperty("pregnant");
  });
});

describe("complaint read precisely: past history, medicine and sites", () => {
  it("reads Nigerian 'drug' as medicine, not drug use", () => {
    expect(mentions("My cousin get HIV but she stop drug")).not.toHaveProperty("drug_use");
    expect(mentions("She don take drug for pneumonia for one week")).not.toHaveProperty("drug_use");
    expect(mentions("Malaria drugs did nothing")).not.toHaveProperty("drug_use");
    expect(mentions("The pain is getting worse even with drugs")).not.toHaveProperty("drug_use");
    expect(mentions("My son is taking drugs with his friends")).toMatchObject({ drug_use: "present" });
  });
  it("keeps 'malaria drugs not working' as treatment failure", () => {
    expect(mentions("Fever for a week; malaria drugs not working")).toMatchObject({ treatment_not_working: "present" });
  });
  it("does not read a named fever of the past as a fever now", () => {
    expect(mentions("I have heart problem from rheumatic fever")).not.toHaveProperty("fever");
    expect(mentions("I have heart problem and fever")).toMatchObject({ fever: "present" });
  });
  it("leaves a clause about long ago out ('when I was pregnant', 'as a child')", () => {
    expect(mentions("I had discharge when I was pregnant.")).not.toHaveProperty("pregnant");
    expect(mentions("I had mumps with swollen balls when I was small.")).not.toHaveProperty("parotid_swelling");
    expect(mentions("My wife had rheumatic fever as child, tonight she is gasping")).not.toHaveProperty("fever");
    expect(mentions("I am pregnant and I have discharge")).toMatchObject({ pregnant: "present" });
  });
  it("binds a colour and a side to their own organ", () => {
    expect(mentions("My baby eyes are swollen and thick yellow pus keeps coming out")).not.toHaveProperty(
      "yellow_eyes",
    );
    expect(mentions("My baby eyes are yellow")).toMatchObject({ yellow_eyes: "present" });
    expect(mentions("He complain of pain for one side of him testicle")).not.toHaveProperty("flank_pain");
    expect(mentions("I have pain in my side")).toMatchObject({ flank_pain: "present" });
  });
});

describe("direction words and pupils", () => {
  it("reads 'back tooth' and 'goes back in' as no back pain", () => {
    expect(mentions("Sharp pain dey catch me for one back tooth when I chew")).not.toHaveProperty("back_pain");
    expect(mentions("The lump in my groin that normally goes back in has become painful")).not.toHaveProperty(
      "back_pain",
    );
    expect(mentions("My back is paining me")).toMatchObject({ back_pain: "present" });
  });
  it("reads big pupils as dilated pupils, not bulging eyes", () => {
    const m = mentions("She swallowed tablets, now she dey drowsy and her pupils big");
    expect(m).not.toHaveProperty("bulging_eyes");
    expect(m).toMatchObject({ dilated_pupils_hot: "present" });
  });
});

describe("back as a direction keeps the skin pinch", () => {
  it("still reads a skin pinch that goes back slowly", () => {
    expect(mentions("When you pinch his skin it goes back slowly")).toMatchObject({ slow_skin_pinch: "present" });
  });
});

describe("a word is not the symptom word inside it (ck-lang7)", () => {
  it("reads 'breast' as the breast, not the head of 'breastfeeding'", () => {
    expect(stem("breastfeeding")).toBe("breastfeed");
    expect(stem("bleeding")).toBe(stem("bleed"));
    expect(mentions("the pastor's wife has breast cancer")).toEqual({});
    expect(mentions("breast cancer")).toEqual({});
    expect(mentions("I am breastfeeding")).toEqual({ breastfeeding: "present" });
  });
  it("reads burns (the noun) as the injury, and a chest that burns as the sensation", () => {
    expect(mentions("he has a small burn on his leg")).toEqual({ burn: "present" });
    // Burns over the chest and both arms are a large burn (about a quarter of the body: NICE CKS Burns and scalds).
    expect(mentions("burns all over his chest and arms")).toEqual({ burn_major: "present" });
    expect(mentions("he has burns on his chest")).toEqual({ burn: "present" });
    expect(mentions("my chest burns after eating")).toMatchObject({ heartburn: "present" });
  });
  it("reads a painful lump as the lump, not pain of the site", () => {
    expect(mentions("a painful boil under my arm")).toEqual({ boil: "present" });
    expect(mentions("my arm is painful")).toMatchObject({ bone_pain: "present" });
  });
  it("reads hair or teeth falling out as lost, not a fall", () => {
    expect(mentions("my hair is breaking and falling off")).toEqual({ hair_loss: "present" });
    expect(mentions("he fell off a bike")).toMatchObject({ injury: "present" });
  });
});

describe("other people's events and history (ck-lang7)", () => {
  it("reads an event years past told of nobody the user speaks for as a story", () => {
    expect(mentions("Davido's son drowned some years ago")).toEqual({});
    expect(mentions("my son nearly drowned 2 hours ago")).toMatchObject({ near_drowning: "present" });
  });
  it("reads a symptom dated years back, with nothing carrying it on, as history, not a finding now", () => {
    expect(mentions("my son nearly drowned 2 years ago")).toEqual({});
    // The KB keeps that episode as history of its own (past_vision_loss_episode).
    expect(mentions("I lost sight in one eye last year")).toEqual({ past_vision_loss_episode: "present" });
    expect(mentions("she had a seizure in 2019")).toEqual({});
    expect(mentions("She had one fit two years ago and nothing since")).toEqual({});
    // What goes on since then is current.
    expect(mentions("fits since 2 years ago")).toMatchObject({ seizure: "present" });
    expect(mentions("headache started 2 years ago")).toMatchObject({ headache: "present" });
    expect(mentions("I lost sight in one eye 2 years ago and now the other eye is blurry")).toEqual({
      vision_blurred: "present",
      past_vision_loss_episode: "present",
    });
    // A history finding is what such a clause tells.
    expect(mentions("I bled heavily at delivery 2 years ago")).toMatchObject({ pph_history: "present" });
  });
  it("reads 'has sugar' of a parent as family history of diabetes", () => {
    expect(mentions("my mother has sugar and my father too")).toEqual({ family_diabetes: "present" });
    expect(mentions("he has sugar")).toEqual({ known_diabetes: "present" });
  });
  it("reads illness in everybody at home as sick contacts, and children who stay with us as a contact", () => {
    expect(mentions("everybody in my house has running stomach")).toMatchObject({ sick_contacts: "present" });
    expect(mentions("my sister's children have chickenpox and they stay with us")).toEqual({
      sick_contacts: "present",
    });
  });
});

describe("family history is a first-degree relative's (ck-lang7)", () => {
  it("reads a parent's or sibling's disease as family history, an aunt's as nothing", () => {
    expect(mentions("my late father had epilepsy")).toEqual({ family_epilepsy: "present" });
    expect(mentions("my brother and sister have asthma")).toEqual({ family_asthma: "present" });
    expect(mentions("my aunt has asthma")).toEqual({});
    expect(mentions("my grandmother has diabetes")).toEqual({});
  });
});

describe("Pidgin refusal, absent tears and a pain's qualifiers (ck-lang7)", () => {
  it("reads Pidgin 'no gree' as refusing, not a denial", () => {
    expect(mentions("my pikin no gree suck breast")).toEqual({ unable_to_drink: "present" });
  });
  it("reads 'no tears' as a sign, not a denial of watery eyes", () => {
    expect(mentions("my baby's eyes are sunken and she has no tears")).toEqual({ sunken_eyes: "present" });
  });
  it("reads a pain's timing and trigger beside its site", () => {
    expect(mentions("burning pain in my upper belly at night")).toEqual({
      epigastric_pain: "present",
      night_pain: "present",
    });
    expect(mentions("sharp pain under my right ribs after fatty food")).toEqual({
      ruq_pain: "present",
      pain_after_food: "present",
    });
    expect(mentions("pain in my belly after eating")).toMatchObject({ abdominal_pain: "present" });
    expect(mentions("my big toe is swollen and very painful at night")).not.toHaveProperty("night_pain");
    expect(mentions("for night my calf dey tight and pain me suddenly")).not.toHaveProperty("night_pain");
  });
});

describe("a household cluster (ck-lang7)", () => {
  it("answers a search about everybody at home with sick contacts, not what the user says others think", () => {
    expect(searchFindings("everybody in my house has running stomach", 1)[0]?.id).toBe("sick_contacts");
    expect(mentions("everyone says I look pale")).not.toHaveProperty("sick_contacts");
    expect(searchFindings("suspicious of everyone", 1)[0]?.id).toBe("delusions");
    expect(searchFindings("whole family scratching", 1)[0]?.id).toBe("itch_others");
  });
});

describe("coordinated sites and items (ck-lang7)", () => {
  it("reads sites joined by 'and' as sharing what is said of them", () => {
    expect(mentions("I'm pregnant and my face and legs are swollen")).toEqual({
      pregnant: "present",
      swollen_face: "present",
      leg_swelling: "present",
    });
  });
  it("reads a kind word after '<kind> <site> and' as its own item", () => {
    expect(mentions("yellow eyes and itching")).toEqual({ yellow_eyes: "present", itching: "present" });
    expect(mentions("my eyes are red and itching")).toMatchObject({ itchy_eyes: "present" });
  });
});

describe("Pidgin verb negation, 'for down', verb forms of word-for-word phrases (ck-lang7)", () => {
  it("reads Pidgin 'no' before a verb as did not", () => {
    expect(mentions("my period no come this month")).toEqual({ missed_period: "present" });
    expect(mentions("no fever")).toEqual({ fever: "absent" });
  });
  it("reads 'for down' after the belly as low in the belly", () => {
    expect(mentions("my belle dey pain me for down")).toEqual({ lower_abdominal_pain: "present" });
  });
  it("meets a phrase carried by small words in any form of its verb", () => {
    expect(mentions("I feel like killing myself")).toMatchObject({ suicidal: "present" });
    expect(mentions("I have sugar")).toEqual({ known_diabetes: "present" });
  });
});

describe("everyday sentences, animals and other people (ck-lang8)", () => {
  it("reads an animal's or a machine's symptom as nobody's", () => {
    expect(mentions("our dog is vomiting")).toEqual({});
    expect(mentions("the car engine is coughing")).toEqual({});
    expect(mentions("my cat is limping and I have a headache")).toEqual({ headache: "present" });
    expect(mentions("a dog bit me on the leg")).toMatchObject({ animal_bite: "present" });
  });
  it("reads 'fit' as healthy or able after a copula or before 'for'", () => {
    expect(mentions("she was fit")).toEqual({});
    expect(mentions("my son is fit for school")).toEqual({});
    expect(mentions("he had a fit for ten minutes")).not.toEqual({});
  });
  it("reads figures of speech and prices as no finding", () => {
    expect(mentions("the traffic was a real headache")).toEqual({});
    expect(mentions("I almost fainted with excitement")).toEqual({});
    expect(mentions("how much is insulin now")).toEqual({});
    expect(mentions("the light dey cut every day")).toEqual({});
    expect(mentions("my belly is full after the jollof")).toEqual({});
    expect(mentions("the yam don burn")).toEqual({});
  });
  it("reads a friend's finished story and someone's long-past illness as no finding", () => {
    expect(mentions("my colleague sprained his ankle at the gym")).toEqual({});
    expect(mentions("my brother had measles as a boy in primary school")).toEqual({});
    expect(mentions("my roommate had chickenpox last week")).toMatchObject({ sick_contacts: "present" });
  });
});

describe("the qualifier makes the specific kind (ck-lang8)", () => {
  it("completes a general finding into its own kind from words in its clause", () => {
    expect(mentions("a thunderclap headache this morning")).toMatchObject({ headache_sudden: "present" });
    expect(mentions("my headache came like a thunderclap")).toMatchObject({ headache_sudden: "present" });
    expect(mentions("bad chest pain each time I breathe in")).toMatchObject({ pleuritic_pain: "present" });
  });
  it("reads list items as their own findings, not one alias across the join", () => {
    expect(mentions("chest pain and cough")).toEqual({ chest_pain: "present", cough: "present" });
  });
  it("leaves where a radiating pain starts to that site's pain", () => {
    expect(mentions("pain in my upper belly going to my back")).toMatchObject({
      epigastric_pain: "present",
      pain_to_back: "present",
    });
  });
  it("carries 'can't' over 'or' to a second bodily act", () => {
    expect(mentions("he can't pass stool or fart")).toMatchObject({ constipation: "present", no_flatus: "present" });
  });
});

describe("Pidgin, SMS and lay wording (ck-lang8)", () => {
  it("reads Pidgin and SMS spellings", () => {
    expect(mentions("the boy dey convulse")).toEqual({ seizure: "present" });
    expect(mentions("my hed dey payn me")).toEqual({ headache: "present" });
    expect(mentions("her head no correct since last week")).toMatchObject({ confusion: "present" });
    expect(mentions("he is not himself today")).toMatchObject({ confusion: "present" });
    expect(mentions("the old man no dey respond")).toMatchObject({ unconscious: "present" });
  });
  it("does not read an unanswered phone or a child not answering to the name as unresponsive", () => {
    expect(mentions("she is not responding to my messages")).toEqual({});
    expect(mentions("he no dey answer when we call him name")).not.toHaveProperty("unconscious");
  });
  it("reads days without food as not eating, hours as a missed meal", () => {
    expect(mentions("she has not eaten for three days")).toEqual({ appetite_loss: "present" });
    expect(mentions("he has not eaten since morning")).toEqual({ missed_meal: "present" });
  });
  it("reads a child felt hot as fever, not the weather", () => {
    expect(mentions("my pikin is too hot")).toEqual({ fever: "present" });
    expect(mentions("the baby is hot because of the weather")).toEqual({});
  });
  it("reads one medicine taken as a new medicine, and vomiting too much as persistent", () => {
    expect(mentions("rash after she took a drug")).toMatchObject({ new_medicine: "present" });
    expect(mentions("rash after she took a drug")).not.toHaveProperty("drug_use");
    expect(mentions("she dey vomit too much")).toEqual({ vomiting_persistent: "present" });
  });
  it("reads one leg that will not move after an injury as unable to bear weight, not a stroke", () => {
    expect(mentions("after the accident he can't move his leg")).toMatchObject({ cant_bear_weight: "present" });
    expect(mentions("after the accident he can't move his leg")).not.toHaveProperty("weakness_one_side");
    expect(mentions("he fell and can't move his arm and leg")).toMatchObject({ weakness_one_side: "present" });
  });
  it("reads bleeding after the menopause as its own finding", () => {
    expect(mentions("I started bleeding after menopause")).toEqual({ postmenopausal_bleeding: "present" });
  });
});

describe("history in lay words and heavy bleeding without a period (ck-lang8)", () => {
  it("reads a parent's BP drugs as a family history, one's own as known high blood pressure", () => {
    expect(mentions("my mother takes BP drugs")).toEqual({ family_bp: "present" });
    expect(mentions("I am on BP drugs")).toEqual({ known_hypertension: "present" });
  });
  it("reads heavy bleeding through pads without a period as heavy vaginal bleeding only", () => {
    expect(mentions("heavy bleeding, she is soaking pads")).toEqual({ heavy_vaginal_bleeding: "present" });
    expect(mentions("my period is heavy, soaking pads")).toMatchObject({ heavy_periods: "present" });
  });
});

describe("Pidgin itching and scratches (ck-lang8)", () => {
  it("reads Pidgin 'dey scratch' as itching, a scratch by a leaf or a nail as no itch", () => {
    expect(mentions("everybody for the house dey scratch body")).toMatchObject({ itching: "present" });
    expect(mentions("my eyes dey scratch am")).toEqual({ itchy_eyes: "present" });
    expect(mentions("a leaf scratch my eye yesterday")).not.toHaveProperty("itchy_eyes");
  });
});

describe("one's own kidney disease (ck-lang8)", () => {
  it("reads a known kidney disease as one's own, a parent's as family history", () => {
    expect(mentions("she has nephrotic syndrome")).toEqual({ known_kidney_disease: "present" });
    expect(mentions("my father has kidney disease")).toEqual({ family_kidney_disease: "present" });
  });
});

describe("Pidgin stress, similes, the plain past and medicines (ck-lang8)", () => {
  it("reads Pidgin 'tire' after a verb as stress, not tiredness", () => {
    expect(mentions("my leg don swell tire")).not.toHaveProperty("fatigue");
    expect(mentions("I dey tire")).toEqual({ fatigue: "present" });
  });
  it("reads a face that 'don fall' as drooping", () => {
    expect(mentions("his face don fall for one side")).toMatchObject({ face_droop: "present" });
  });
  it("reads 'like pregnant' as a comparison", () => {
    expect(mentions("her belly is big like pregnant")).not.toHaveProperty("pregnant");
  });
  it("reads the plain past and Nigerian kin words", () => {
    expect(mentions("my papa die of heart attack at 50")).toEqual({ family_heart_disease: "present" });
  });
  it("reads thin teeth and a disease's drug as no weight loss and no drug use", () => {
    expect(mentions("my teeth dey thin")).not.toHaveProperty("weight_loss");
    expect(mentions("she take malaria drug yesterday")).not.toHaveProperty("drug_use");
  });
});

describe("dates, ages, past pregnancies, slang (ck-lang8)", () => {
  it("does not read a date or an age as how long a symptom lasted", () => {
    expect(mentions("she had fever two weeks ago")).toEqual({ fever: "present" });
    expect(mentions("my one-month baby dey cough")).toEqual({ cough: "present" });
    expect(mentions("cough for one month")).toEqual({ cough_chronic: "present" });
  });
  it("reads lost pregnancies as no pregnancy now, and slang in its sense", () => {
    expect(mentions("I have lost three pregnancies")).not.toHaveProperty("pregnant");
    expect(mentions("white bumps on the head of my prick")).not.toHaveProperty("head_injury");
    expect(mentions("she don lean like stick")).not.toHaveProperty("drug_use");
  });
});

describe("pus of a sore (ck-lang8)", () => {
  it("reads pus from a sore on the penis as the sore's, pus with burning urine as a discharge", () => {
    expect(mentions("a sore on my prick that has pus")).not.toHaveProperty("urethral_discharge");
    expect(mentions("pus dey comot for my prick and e dey burn me when I piss")).toMatchObject({
      urethral_discharge: "present",
    });
  });
});

describe("unseen lay phrasings (ck-lang9)", () => {
  it("reads a friend's or neighbour's typhoid as no contact, a housemate's as one (spread by food and water)", () => {
    expect(mentions("my neighbour has typhoid")).toEqual({});
    expect(mentions("my friend has cholera")).toEqual({});
    expect(mentions("my roommate has typhoid")).toEqual({ sick_contacts: "present" });
    expect(mentions("my neighbour's child has measles")).toEqual({ sick_contacts: "present" });
  });
  it("reads a relative's finished break or sprain as theirs, a recent one as the patient's", () => {
    expect(mentions("my brother broke his leg playing ball")).toEqual({});
    expect(mentions("my brother broke his leg today")).toHaveProperty("leg_ankle_injury", "present");
    expect(mentions("my sister fainted in church")).toEqual({ fainting: "present" });
  });
  it("reads fit after an auxiliary as size and money that bleeds as no bleeding", () => {
    expect(mentions("the shoe does not fit")).toEqual({});
    expect(mentions("the dress doesn't fit me")).toEqual({});
    expect(mentions("he does not have fits")).toEqual({ seizure: "absent" });
    expect(mentions("my account is bleeding")).toEqual({});
    expect(mentions("she has a fit figure")).toEqual({});
    expect(mentions("he coughed up the money")).toEqual({});
  });
  it("reads the baby next door and a friend without a possessive as someone else", () => {
    expect(mentions("the neighbour has typhoid")).toEqual({});
    expect(mentions("the baby next door has measles")).toEqual({ sick_contacts: "present" });
  });
  it("counts only what is said of the finding", () => {
    expect(mentions("my baby has sudden jerks, he does it many times after waking")).not.toHaveProperty(
      "seizure_prolonged",
    );
    expect(mentions("convulsed twice this morning")).toEqual({ seizure_prolonged: "present" });
  });
  it("turns a duration or a count that crosses a kind's threshold into that kind", () => {
    expect(mentions("hoarse voice for a month")).toEqual({ voice_change_weeks: "present" });
    expect(mentions("dry cough for two weeks")).toEqual({ cough_over_week: "present" });
    expect(mentions("cough for two months")).toEqual({ cough_chronic: "present" });
    expect(mentions("cough for three days")).toEqual({ cough: "present" });
    expect(mentions("more than one fit today")).toEqual({ seizure_prolonged: "present" });
    expect(mentions("he has had three fits today")).toEqual({ seizure_prolonged: "present" });
    expect(mentions("watery stool many times")).toEqual({ diarrhoea: "present" });
    expect(mentions("she took drugs for one week but the cough is still there")).toEqual({ cough: "present" });
  });
  it("reads Pidgin and SMS constructions", () => {
    expect(mentions("my pikin dey pant")).toEqual({ fast_breathing: "present" });
    expect(mentions("I dey see blood for my pant")).not.toHaveProperty("fast_breathing");
    expect(mentions("hes breathin fast")).toEqual({ fast_breathing: "present" });
    expect(mentions("loss of smell and taste")).toEqual({ loss_smell: "present", loss_taste: "present" });
    expect(mentions("my hand no dey move")).toEqual({ weakness_one_side: "present" });
    expect(mentions("pikin no dey move for my belle")).toEqual({ reduced_fetal_movements: "present" });
    expect(mentions("I dey piss every minute")).toEqual({ frequent_urination: "present" });
    expect(mentions("my pikin eye don sink")).toEqual({ sunken_eyes: "present" });
    expect(mentions("baby head soft part don swell")).toEqual({ bulging_fontanelle: "present" });
    expect(mentions("my ear dey comot water")).toEqual({ ear_discharge: "present" });
    expect(mentions("blood plenty for my period")).toEqual({ heavy_periods: "present" });
    expect(mentions("my pikin no dey drink water")).toEqual({ unable_to_drink: "present" });
    expect(mentions("my pikin neck don strong")).toEqual({ stiff_neck: "present" });
    expect(mentions("baby for my belle no dey kick")).toEqual({ reduced_fetal_movements: "present" });
  });
  it("reads the speaker's own 'I don't know' as no answer, and someone knowing no one as confusion", () => {
    expect(mentions("I don't know")).toEqual({});
    expect(mentions("I no sabi")).toEqual({});
    expect(mentions("e no know anybody")).toEqual({ confusion: "present" });
    expect(mentions("I don't know where I am")).toEqual({ confusion: "present" });
  });
});

describe("short non-answers and everyday sentences name nothing (ck-lang10)", () => {
  const top = (q: string) => searchFindings(q, 1)[0]?.id;
  it("reads what the speaker knows as no answer", () => {
    expect(mentions("not that I know of")).toEqual({});
    expect(top("not that I know of")).toBeUndefined();
    expect(top("not as far as I know")).toBeUndefined();
    expect(mentions("she doesn't know where she is")).toEqual({ confusion: "present" });
  });
  it("reads idioms of falling, being fed up and Pidgin exclamations as nothing", () => {
    expect(mentions("she fell for him")).toEqual({});
    expect(top("he fell for the scam")).toBeUndefined();
    expect(mentions("she fell down the stairs")).toEqual({ injury: "present" });
    expect(mentions("e choke")).toEqual({});
    expect(top("omo e choke o")).toBeUndefined();
    expect(mentions("my pikin dey choke")).toEqual({ choking: "present" });
    expect(mentions("I don tire for this country")).toEqual({});
    expect(mentions("I'm always tired for months")).toHaveProperty("fatigue", "present");
    expect(top("abeg make I go chop")).toBeUndefined();
  });
  it("reads a cold drink and a full stomach after food as nothing", () => {
    expect(top("cold water please")).toBeUndefined();
    expect(top("I drink cold water and my teeth pain me")).toBe("tooth_sensitivity");
    expect(top("fell into cold water")).toBe("cold_exposure");
    expect(mentions("my stomach is full")).toEqual({});
    expect(top("my stomach is full")).toBeUndefined();
    expect(top("my stomach feels full")).toBe("bloating");
  });
  it("reads timing alone as no finding", () => {
    expect(top("only at night")).toBeUndefined();
    expect(top("every morning")).toBeUndefined();
    expect(top("pain at night")).toBe("night_pain");
    expect(top("fever comes and goes")).toBe("fever");
  });
  it("reads a medicine taken as treatment as no overdose", () => {
    expect(top("I take paracetamol")).toBeUndefined();
    expect(top("i take chloroquine")).toBeUndefined();
    expect(top("took many paracetamol")).toBe("paracetamol_overdose");
    expect(top("taking too much paracetamol")).toBe("paracetamol_overdose");
  });
  it("reads a relative who lives elsewhere as no contact, and BP had as hypertension", () => {
    expect(mentions("my aunt in London has TB")).toEqual({});
    expect(top("my uncle who lives in Abuja has TB")).toBeUndefined();
    expect(mentions("my brother has TB")).toEqual({ contact_tb: "present" });
    expect(mentions("my aunt in the house has TB")).toEqual({ contact_tb: "present" });
    expect(top("my papa get BP")).toBe("family_bp");
    expect(top("I get BP")).toBe("known_hypertension");
    expect(mentions("my hand dey shake, my papa get am too")).toHaveProperty("family_tremor", "present");
  });
  it("reads a named pesticide swallowed as pesticide poisoning", () => {
    expect(top("she drank sniper")).toBe("pesticide_exposure");
    expect(mentions("she drank sniper")).toEqual({ pesticide_exposure: "present" });
  });
});

describe("nearby findings, lists and plain or Pidgin phrases (ck-lang10)", () => {
  const top = (q: string) => searchFindings(q, 1)[0]?.id;
  it("reads both ankles swelling as oedema, one after a twist as a sprain", () => {
    expect(top("ankles swollen in the evening")).toBe("leg_swelling");
    expect(top("swollen ankles")).toBe("leg_swelling");
    expect(mentions("my ankles are swollen")).toEqual({ leg_swelling: "present" });
    expect(top("my ankle is swollen")).toBe("ankle_swelling");
  });
  it("reads bleeding now after a delivery as current bleeding, not a past delivery's", () => {
    expect(mentions("bleeding heavily after delivery")).toMatchObject({ heavy_vaginal_bleeding: "present" });
    expect(mentions("bleeding heavily after delivery")).not.toHaveProperty("pph_history");
    expect(top("bleeding heavily after delivery")).toBe("heavy_vaginal_bleeding");
    expect(top("bled heavily at delivery")).toBe("pph_history");
  });
  it("keeps a general finding told first in its own words, and denies outright what 'no blood' denies", () => {
    expect(mentions("cough with yellow phlegm")).toEqual({ cough: "present", phlegm: "present" });
    expect(mentions("I need 3 pillows to sleep or I can't breathe")).not.toHaveProperty("sob");
    expect(mentions("diarrhoea but no blood")).toEqual({ diarrhoea: "present", bloody_stool: "absent" });
  });
  it("reads plain and Pidgin phrases of absence, suicide, weakness and worry", () => {
    expect(mentions("no stool for five days")).toEqual({ constipation: "present" });
    expect(mentions("thinking of taking my life")).toEqual({ suicidal: "present" });
    expect(top("she wants to take her own life")).toBe("suicidal");
    expect(mentions("i feel wik")).toEqual({ fatigue: "present" });
    expect(mentions("one side of my body no dey work")).toEqual({ weakness_one_side: "present" });
    expect(mentions("my mind no dey settle")).toEqual({ worry: "present" });
    expect(mentions("I no see my period this month")).toEqual({ missed_period: "present" });
    expect(mentions("runin nose n sneezin")).toEqual({ runny_nose: "present", sneezing: "present" });
    expect(top("non-healing wound")).toBe("skin_ulcer");
    expect(mentions("bleeding from the back passage")).toEqual({ bloody_stool: "present" });
    expect(mentions("my father fell and can't stand up")).toMatchObject({ cant_bear_weight: "present" });
    expect(mentions("the same thing happened last year")).toEqual({ recurrent: "present" });
  });
});

describe("objects and sites that change the finding (ck-lang10)", () => {
  it("reads drinking said of alcohol as alcohol use, a child not drinking as before", () => {
    expect(mentions("I don't drink alcohol")).toEqual({ heavy_drinking: "absent" });
    expect(mentions("I don't smoke and I don't drink")).toEqual({ smoker: "absent", heavy_drinking: "absent" });
    expect(mentions("my baby doesn't drink")).toEqual({ unable_to_drink: "present" });
  });
  it("reads smoking a drug as drug use, not tobacco", () => {
    expect(mentions("I smoke Indian hemp")).toEqual({ drug_use: "present" });
    expect(mentions("he smokes weed and cigarettes")).toMatchObject({ smoker: "present", drug_use: "present" });
  });
});

describe("vignette short answers from tune10 (ck-lang10)", () => {
  const top = (q: string) => searchFindings(q, 1)[0]?.id;
  it("reads discomfort as mild pain and a burning feeling as no burn", () => {
    expect(top("mild eye discomfort")).toBe("eye_pain");
    expect(top("burning skin")).toBeUndefined();
    expect(top("burning the skin with hot oil")).toBe("burn");
  });
  it("reads pain travelling to the shoulder as referred shoulder-tip pain, chest pain keeps its own", () => {
    expect(top("pain spreads to the right shoulder")).toBe("shoulder_tip_pain");
    expect(top("chest pain spreading to the shoulder")).toBe("chest_pain_radiating");
  });
  it("reads grades falling as no fall, and lay words for mood, light, feeds, breasts and stress", () => {
    // Falling grades are a finding of their own (kb/findings-gp13.ts), never a fall.
    expect(top("grades falling")).toBe("school_decline");
    expect(top("tearful")).toBe("low_mood");
    expect(top("keeps to herself")).toBe("keeps_to_self");
    expect(top("need to lie in a dark room")).toBe("photophobia");
    expect(top("takes small feeds")).toBe("poor_feeding");
    expect(top("sore breasts")).toBe("breast_pain");
    expect(top("recent family quarrel")).toBe("stress");
    expect(top("drinking affects work")).toBe("heavy_drinking");
    expect(top("spinning dizziness")).toBe("vertigo");
    expect(top("rash on one side of the chest")).toBe("dermatomal_rash");
  });
});

describe("growth, burns, falls and kinds of symptom at a site (ck-lang10)", () => {
  const top = (q: string) => searchFindings(q, 1)[0]?.id;
  it("reads poor weight gain as poor growth, not weight gain", () => {
    expect(top("poor weight gain")).toBe("poor_growth");
    expect(mentions("slow weight gain")).toEqual({ poor_growth: "present" });
    expect(top("gaining weight")).toBe("weight_gain");
  });
  it("reads a fall from a low height as a short fall (an injury), not a spinal mechanism", () => {
    expect(top("fell from a low height")).toBe("short_fall");
    expect(top("he fell from a height")).toBe("neck_back_trauma");
  });
  it("reads swelling at a site as no pain there", () => {
    expect(top("swelling at the front of the knee")).not.toBe("front_knee_pain");
    expect(top("pain at the front of the knee")).toBe("front_knee_pain");
  });
  it("reads deep and widespread burns as major", () => {
    expect(top("white burnt skin")).toBe("burn_major");
    expect(top("burns on legs and arms")).toBe("burn_major");
  });
});

describe("Pidgin complaints of tune10: danger signs read right (ck-lang10)", () => {
  it("reads 'e no wan suck' as not able to breastfeed, never as its denial", () => {
    expect(mentions("e no wan suck")).toEqual({ unable_to_drink: "present" });
  });
  it("reads stool that comes out black as black stool, not a blackout", () => {
    expect(mentions("my shit dey come out black like coal tar")).toEqual({ black_stool: "present" });
    expect(mentions("I no fit shit")).toEqual({ constipation: "present" });
  });
  it("reads urine that will not come out as retention", () => {
    expect(mentions("Urine no gree comot since yesterday night")).toEqual({ urinary_retention: "present" });
  });
  it("reads 'last week' as a date, 'for the last week' as a duration", () => {
    expect(mentions("she get fever last week")).toEqual({ fever: "present" });
    expect(mentions("fever for the last week")).toEqual({ fever_long: "present" });
  });
  it("reads Pidgin 'small' after the verb as a little, and drugs taken for pain as treatment", () => {
    expect(mentions("e dey pain am small when he piss")).toEqual({ dysuria: "present" });
    expect(mentions("the pain too much even after drugs")).not.toHaveProperty("drug_use");
  });
});

describe("casts and severity in Nigerian English (ck-lang10)", () => {
  it("reads POP as a cast and 'the pain too much' as severe pain", () => {
    expect(
      mentions("After they put POP for my leg yesterday, the pain too much even after drugs, toes dey cold and numb"),
    ).toMatchObject({ limb_in_cast: "present", pain_severe: "present", numbness: "present" });
    expect(mentions("I heard a pop in my knee")).toEqual({ knee_injury: "present" });
  });
});

describe("Pidgin verb senses and figurative frames (ck-lang11)", () => {
  it("reads 'no longer' as a change, not a denial", () => {
    expect(mentions("the baby no longer sucks")).toEqual({ unable_to_drink: "present" });
    expect(mentions("I no longer have fever")).toEqual({ fever: "absent" });
  });
  it("reads Pidgin verbs by their construction", () => {
    expect(mentions("my pikin no fit hold anything for belle")).toEqual({ vomiting_persistent: "present" });
    expect(mentions("the pain dey go my jaw")).toMatchObject({ chest_pain_radiating: "present" });
    expect(mentions("meat dey hook for my throat")).toEqual({ food_stuck: "present" });
    expect(mentions("fish bone dey hook my throat")).toEqual({ fishbone_throat: "present" });
    expect(mentions("her mouth don turn one side")).toEqual({ face_droop: "present" });
    expect(mentions("the baby soft spot don rise")).toEqual({ bulging_fontanelle: "present" });
    expect(mentions("my papa don lean")).toEqual({ weight_loss: "present" });
    expect(mentions("my pikin no dey sleep")).toEqual({ insomnia: "present" });
    expect(mentions("the pikin dey sleep sleep")).toEqual({ drowsiness: "present" });
    expect(mentions("he no fit wake properly")).toEqual({ drowsiness: "present" });
    // Language round 21: the worst pain ever felt, in the belly, is the one finding severe belly pain.
    expect(mentions("the belle pain pass anything I don feel")).toEqual({ severe_abdominal_pain: "present" });
    expect(mentions("my headache pass everything")).toEqual({ headache_sudden: "present" });
  });
  it("reads figurative frames as nothing, and the symptom in plain words as the symptom", () => {
    expect(mentions("my son pitched a fit in the shop")).toEqual({});
    expect(mentions("she threw a fit when I said no")).toEqual({});
    expect(mentions("break a leg at the audition")).toEqual({});
    expect(mentions("I can't stand that sun")).toEqual({});
    expect(mentions("I can't stand her")).toEqual({});
    expect(mentions("we lost our voices singing at the crusade")).toEqual({});
    expect(mentions("he had a fit in the shop")).toEqual({ seizure: "present" });
    expect(mentions("I can't stand the heat")).toEqual({ heat_intolerance: "present" });
    expect(mentions("I lost my voice two weeks ago")).toHaveProperty("hoarse_voice", "present");
  });
});

describe("a qualifier picks the general finding's own danger kind (ck-lang11)", () => {
  it("reads the danger kind when the general finding is told in other words and the kind's own words follow", () => {
    expect(mentions("difficulty breathing even at rest")).toEqual({ sob_rest: "present" });
    expect(mentions("short of breath when resting")).toEqual({ sob_rest: "present" });
    expect(mentions("head dey turn")).toEqual({ dizziness: "present" });
  });
  it("does not stand a detail of one phrase for the general finding", () => {
    expect(mentions("hot oil poured on my leg")).toEqual({ burn: "present" });
  });
});

describe("cold in an upper and a lower limb (ck-lang11)", () => {
  it("reads cold hands and legs as cold extremities (shock), one cold limb as a limb's", () => {
    expect(mentions("her feet and hands are cold")).toEqual({ cold_clammy: "present" });
    expect(mentions("my pikin hand and leg dey cold")).toEqual({ cold_clammy: "present" });
    expect(mentions("my leg is cold and pale")).toEqual({ limb_cold_pale: "present" });
  });
});

describe("childhood, earlier pregnancies and relatives' diseases (ck-lang12)", () => {
  it("reads a symptom in the person's childhood or at birth as history", () => {
    expect(mentions("I get convulsion when I small")).toEqual({});
    expect(mentions("my son had jaundice at birth")).toEqual({});
    expect(mentions("she had fits in her childhood")).toEqual({});
    // Still going on, or a newborn's today, is current.
    expect(mentions("he has had fits since childhood")).toMatchObject({ seizure: "present" });
    expect(searchFindings("I get convulsion when I small", 1)).toEqual([]);
    expect(searchFindings("I had a fit two years ago", 1)).toEqual([]);
  });
  it("reads bleeding at an earlier delivery as a past haemorrhage, not a delivery now", () => {
    expect(mentions("I bled a lot after my last delivery")).toEqual({ pph_history: "present" });
    expect(mentions("I am pregnant and I bled a lot at my last delivery")).toEqual({
      pregnant: "present",
      pph_history: "present",
    });
    expect(mentions("pregnant, previous caesarean")).toEqual({ pregnant: "present", previous_caesarean: "present" });
  });
  it("reads a relative's disease the KB keeps a family history of, in other words, as that history", () => {
    expect(mentions("my mum has kidney failure")).toEqual({ family_kidney_disease: "present" });
    expect(mentions("my broda get asthma")).toEqual({ family_asthma: "present" });
    // A second-degree relative counts for breast cancer (NICE CG164), not for asthma; other cancers are not asked.
    expect(mentions("my aunt had breast cancer")).toEqual({ family_breast_cancer: "present" });
    expect(mentions("my uncle has asthma")).toEqual({});
    expect(mentions("my aunt has lung cancer")).toEqual({});
    expect(searchFindings("my aunt had breast cancer", 1)[0]?.id).toBe("family_breast_cancer");
  });
});

describe("everyday and figurative uses of a finding's words (ck-lang12)", () => {
  it("reads drinks that are not alcohol, cut costs, a swallowed excuse, a hanging wrist and a morning erection as no finding", () => {
    expect(mentions("he drinks a lot of milk")).toEqual({});
    expect(mentions("he drinks a lot of beer")).toEqual({ heavy_drinking: "present" });
    expect(mentions("we need to cut costs")).toEqual({});
    expect(mentions("I cut my finger with a knife")).toMatchObject({ wound: "present" });
    expect(mentions("I can't swallow that excuse")).toEqual({});
    expect(mentions("I can't swallow food")).toMatchObject({ painful_swallowing: "present" });
    // A wrist that hangs is a wrist drop (radial nerve palsy), never a hanging.
    expect(mentions("my wrist hangs down")).toEqual({ wrist_drop: "present" });
    expect(mentions("found him hanging")).toEqual({ hanging: "present" });
    expect(mentions("painful erection in the morning")).toEqual({});
    expect(mentions("erection since morning that won't go down")).toEqual({ priapism: "present" });
    for (const q of ["we need to cut costs", "I can't swallow that excuse"]) expect(searchFindings(q, 1)).toEqual([]);
    expect(searchFindings("my wrist hangs down", 1)[0]?.id).toBe("wrist_drop");
    expect(searchFindings("this song is fire", 1)).toEqual([]);
    // A whole packet is an overdose's amount; a packet bought is not.
    expect(searchFindings("I took the whole packet of panadol", 1)[0]?.id).toBe("paracetamol_overdose");
    expect(mentions("I took the whole packet of panadol last night")).toEqual({ paracetamol_overdose: "present" });
    expect(searchFindings("I bought a packet of panadol", 1)).toEqual([]);
    expect(searchFindings("I ate the whole packet of biscuits", 1)).toEqual([]);
    expect(mentions("this song is fire")).toEqual({});
    expect(searchFindings("my hand was burnt in a fire", 1)[0]?.id).toMatch(/^burn/);
    expect(searchFindings("painful erection in the morning", 1)).toEqual([]);
    expect(searchFindings("he drinks a lot of milk", 1)[0]?.id).not.toBe("heavy_drinking");
  });
  it("reads one dose of a medicine told in the past as treatment, not an overdose", () => {
    expect(searchFindings("I took some panadol", 1)).toEqual([]);
    expect(searchFindings("took many panadol", 1)[0]?.id).toBe("paracetamol_overdose");
  });
});

describe("match selection and relatives by marriage (ck-lang12)", () => {
  it("prefers, of two phrases as long, the one that meets more content words", () => {
    expect(mentions("I was hit in the eye")).toEqual({ eye_injury: "present" });
  });
  it("reads an in-law as no blood relative: no family history", () => {
    expect(mentions("my mother-in-law is on dialysis")).toEqual({});
    expect(mentions("my mother is on dialysis")).toEqual({ family_kidney_disease: "present" });
  });
});

describe("Pidgin, SMS and irregular verbs (ck-lang12)", () => {
  it("reads 'no gree stop' of a thing as will not stop, not a refusal", () => {
    expect(mentions("the convulsion no gree stop")).toEqual({ seizure_prolonged: "present" });
    expect(mentions("my pikin no gree suck breast")).toMatchObject({ unable_to_drink: "present" });
  });
  it("reads 'never had a headache like this' and 'like never before' as the worst ever, not a denial", () => {
    expect(mentions("I have never had a headache like this")).toEqual({ headache_sudden: "present" });
    expect(mentions("my head dey bang me like never before")).toEqual({ headache_sudden: "present" });
    expect(mentions("I have never had a fit before")).toEqual({ first_fit: "present" });
  });
  it("reads numbers for sounds, vowel-less words and a dropped g with an undoubled letter", () => {
    expect(correctWord("l8")).toBe("late");
    expect(mentions("my perid is l8")).toEqual({ missed_period: "present" });
    expect(mentions("sft spot bulging out")).toEqual({ bulging_fontanelle: "present" });
    expect(correctWord("pulin")).toBe("pulling");
    expect(mentions("wrst headach evr")).toEqual({ headache_sudden: "present" });
    expect(mentions("my wrst is swollen")).not.toHaveProperty("headache_sudden");
  });
  it("reads an irregular past tense as its verb", () => {
    expect(mentions("cord came out first")).toEqual({ cord_seen: "present" });
    expect(mentions("finger caught in the door")).toEqual({ finger_injury: "present" });
  });
});

describe("injuries, a cold newborn, a missed meal and time words (ck-lang12)", () => {
  it("reads the noun 'stab' as a stab wound and 'stabbing' as a pain", () => {
    expect(mentions("knife stab in the belly")).toEqual({ stabbed_or_shot: "present" });
    expect(mentions("stabbing pain in my chest")).not.toHaveProperty("wound");
  });
  it("reads a baby who feels cold as cold to touch, not chills", () => {
    expect(mentions("newborn feels cold")).toMatchObject({ hypothermia: "present" });
    expect(mentions("newborn feels cold")).not.toHaveProperty("chills");
    expect(mentions("baby is shivering")).toEqual({ chills: "present" });
  });
  it("reads 'did not eat' as a missed meal, 'not eating' as a loss of appetite", () => {
    expect(mentions("took insulin and did not eat")).toEqual({ uses_insulin: "present", missed_meal: "present" });
    expect(mentions("she is not eating")).toEqual({ appetite_loss: "present" });
  });
  it("gives no search answer met only by time words", () => {
    expect(searchFindings("injury three weeks ago", 1)[0]?.id).not.toBe("recent_diarrhoea_episode");
    expect(searchFindings("had diarrhoea three weeks ago", 1)[0]?.id).toBe("recent_diarrhoea_episode");
  });
});

describe("a function said to go on well (ck-lang12)", () => {
  it("reads 'drinking well', 'eating well', 'baby moving well' as the denial of their loss", () => {
    expect(mentions("no fits, still drinking well")).toEqual({ seizure: "absent", unable_to_drink: "absent" });
    expect(mentions("baby moving well")).toEqual({ reduced_fetal_movements: "absent" });
    expect(mentions("drinking well water")).toEqual({ borehole_water: "present" });
    expect(searchFindings("baby moving well", 1)).toEqual([]);
    expect(searchFindings("he is eating well but has fever", 1)[0]?.id).not.toBe("appetite_loss");
  });
});

describe("denied leaders and the change of life (ck-lang12)", () => {
  it("never answers a search with the finding the words deny; the parser's one present finding stands", () => {
    expect(searchFindings("I am pregnant and not bleeding", 1)[0]?.id).toBe("pregnant");
    expect(searchFindings("he is eating well but has fever", 1)[0]?.id).toBe("fever");
  });
  it("reads 'after the change' as after the menopause, not a change of tablets", () => {
    expect(mentions("bleeding after the change")).toEqual({ postmenopausal_bleeding: "present" });
    expect(mentions("pain since the change of tablets")).not.toHaveProperty("postmenopausal_bleeding");
  });
});
