import { describe, expect, it } from "vitest";
import { searchFindings } from "./search.ts";
import { similarity } from "./text.ts";

const first = (q: string) => searchFindings(q, 1)[0]?.id;

describe("searchFindings", () => {
  it("finds lay, regional and misspelt words", () => {
    expect(first("catarrh")).toBe("runny_nose");
    expect(first("belle pain")).toBe("abdominal_pain");
    expect(first("runing stomach")).toBe("diarrhoea");
    expect(first("yellow eyes")).toBe("yellow_eyes");
    expect(first("stooling")).toBe("diarrhoea");
    expect(first("body hot")).toBe("fever");
    expect(first("diarrhea")).toBe("diarrhoea");
    expect(first("hedache")).toBe("headache");
  });

  it("resolves the vignette vocabulary to the right finding", () => {
    expect(first("high fever")).toBe("fever");
    expect(first("unable to sit up")).toBe("prostration");
    expect(first("passing little urine")).toBe("oliguria");
    expect(first("fast breathing")).toBe("fast_breathing");
    expect(first("belly pain around navel")).toBe("periumbilical_pain");
    expect(first("sharp right lower belly pain")).toBe("rlq_pain");
    expect(first("cough for more than 3 weeks")).toBe("cough_chronic");
  });

  it("ranks an exact phrase above partial matches and returns the contract's shape", () => {
    const hits = searchFindings("cough", 5);
    expect(hits[0]).toMatchObject({ id: "cough", name: "Cough" });
    expect(Array.isArray(hits[0]!.aliases)).toBe(true);
    expect(hits.length).toBeLessThanOrEqual(5);
  });

  it("only returns findings with a word similar above 0.4 (the SPEC's fuzzy rule)", () => {
    expect(similarity("runing", "running")).toBeGreaterThan(0.4);
    expect(searchFindings("xqzv", 5)).toEqual([]);
    expect(searchFindings("", 5)).toEqual([]);
  });

  it("respects the limit", () => {
    expect(searchFindings("pain", 3).length).toBe(3);
    expect(searchFindings("pain", 0)).toEqual([]);
  });

  it("answers no finding rather than a wrong one (the no-match threshold)", () => {
    for (const q of [
      "I love football",
      "my car broke down",
      "what are the chances",
      "what are the chances that my child will be AS",
      "wetin I fit chop",
      "hot weather",
      "the weather is cold today",
      "fit as a fiddle",
      "I want to keep fit",
      "the tyre pressure is low",
      "we're running late",
      "I'm tired of this government",
      "hello",
      "the noise from the generator bothers me",
    ])
      expect(searchFindings(q, 5), q).toEqual([]);
  });

  it("gives no single answer for one vague word that several findings fit equally (a list still shows them)", () => {
    for (const q of ["pain", "swelling", "lump", "sick", "discharge"]) {
      expect(searchFindings(q, 1), q).toEqual([]);
      expect(searchFindings(q, 5).length, q).toBeGreaterThan(1);
    }
    // A word that names a finding, or a finding and its own more specific kind, still answers.
    expect(searchFindings("cough", 1)[0]?.id).toBe("cough");
    expect(searchFindings("fainted", 1)[0]?.id).toBe("fainting");
    expect(searchFindings("stooling", 1)[0]?.id).toBe("diarrhoea");
  });

  it("gives no single answer for words that deny every finding they name (it would be read as present)", () => {
    for (const q of ["no armpit hair", "she has no tears", "no pain", "no fever"]) expect(first(q), q).toBeUndefined();
    // A list still shows what the words are about.
    expect(searchFindings("no fever", 5).map((f) => f.id)).toContain("fever");
    // An absence that is itself a finding keeps its answer.
    expect(first("no urine since morning")).toBe("oliguria");
    expect(first("not feeding")).toBe("poor_feeding");
    expect(first("no improvement with the inhaler")).toBe("treatment_not_working");
  });

  it("understands body site with kind of symptom, Nigerian English and Pidgin", () => {
    expect(first("can't move my right arm")).toBe("weakness_one_side");
    expect(first("trouble speaking")).toBe("slurred_speech");
    expect(first("my knee is swollen")).toBe("joint_swelling");
    expect(first("my shoulder hurts")).toBe("shoulder_pain");
    expect(first("I dey purge")).toBe("diarrhoea");
    expect(first("body dey hot")).toBe("fever");
    expect(first("I no fit breathe well")).toBe("sob");
    expect(first("my eye dey turn")).toBe("dizziness");
    expect(first("he had a fit")).toBe("seizure");
    expect(first("my body is hot today")).toBe("fever");
  });
});

describe("genotype letters and the side of the chest", () => {
  it("reads SS and AS as a genotype only in context", () => {
    expect(first("I'm SS")).toBe("known_sickle");
    expect(first("my genotype is SS")).toBe("known_sickle");
    expect(first("my SS daughter")).toBe("known_sickle");
    expect(first("my genotype is AS")).toBe("sickle_trait_known");
    expect(first("the ss is broken")).toBeUndefined();
    expect(first("what is my genotype")).toBeUndefined();
    expect(first("is genotype important")).toBeUndefined();
  });

  it("keeps the left side of the chest a chest pain, not flank pain", () => {
    expect(first("chest pain on the left side")).toBe("chest_pain");
    expect(first("left sided chest pain")).toBe("chest_pain");
    expect(first("pain in my left side")).toBe("flank_pain");
  });

  it("binds the site: a phrase about another part of the body is no match", () => {
    const top = (q: string) => searchFindings(q, 1)[0]?.id;
    // Not lockjaw's "can't open mouth": an eye that won't open is read as a painful eye (sweep14).
    expect(top("can't open the eye")).toBe("eye_pain");
    expect(top("can't open mouth")).toBe("lockjaw");
    expect(top("can't put weight on foot")).toBe("cant_bear_weight");
    // Qualifiers alone name nothing; a phrase with a negation needs one in the query.
    expect(top("one side")).toBeUndefined();
    expect(top("feeding well")).not.toBe("poor_feeding");
    expect(top("not feeding")).toBe("poor_feeding");
    expect(top("spotting")).toBe("vaginal_bleeding");
    expect(top("my wife is pregnant")).toBeUndefined();
    expect(top("my roommate has chickenpox")).toBe("sick_contacts");
  });

  it("reads SMS spellings, drops time phrases, and never reads a low temperature as fever", () => {
    const top = (q: string) => searchFindings(q, 1)[0]?.id;
    expect(top("i cnt breath properly")).toBe("sob");
    expect(top("ma stomac dey pain me")).toBe("abdominal_pain");
    expect(top("my tommy is running")).toBe("diarrhoea");
    expect(top("I hv sneezin")).toBe("sneezing");
    expect(top("I've been having fever since 3 days")).toBe("fever");
    expect(top("headache since yesterday")).toBe("headache");
    expect(top("dry cough that won't stop, it's been 5 weeks")).toBe("cough_chronic");
    // A date ("2 months ago") is not a duration; nor does "last period" alone name heavy periods.
    expect(top("my last period was 2 months ago")).not.toBe("heavy_periods");
    expect(top("low temperature")).toBeUndefined();
    expect(top("my baby's temperature is low")).toBeUndefined();
    expect(top("high temperature")).toBe("fever");
    // A whole query that names its site is not the start of a phrase naming another site ("... and mouth").
    expect(top("bleeding from the nose")).toBe("nosebleed");
    expect(top("itchy penis")).toBe("penis_tip_sore");
  });
});

describe("spelling layer in search", () => {
  it("finds SMS spellings and leaves known words alone", () => {
    expect(first("bld in my urin")).toBe("haematuria");
    expect(first("my baby hs diarhea")).toBe("diarrhoea");
    expect(first("am feelin dizy")).toBe("dizziness");
    expect(first("prostate")).toBeUndefined();
  });
});

describe("search on sentences about someone else", () => {
  it("answers nothing for a relative's diagnosis and history for a family's", () => {
    expect(first("my grandmother has arthritis")).toBeUndefined();
    expect(first("my friend's baby has jaundice")).toBeUndefined();
    expect(first("my husband has gonorrhoea")).toBe("partner_sti");
    expect(first("my two siblings are SS")).toBe("family_anaemia");
  });
});

describe("search on whole sentences", () => {
  it("answers a long sentence with the parser's one finding", () => {
    expect(first("I've been stooling 6 times today")).toBe("diarrhoea");
    expect(first("my daughter has been vomiting since morning")).toBe("vomiting");
    expect(first("my sister fainted in church")).toBe("fainting");
  });

  it("does not when the sentence says much more than that finding", () => {
    expect(first("I need 3 pillows to sleep or I can't breathe")).not.toBe("sob");
    expect(first("I'm changing pads every hour, the bleeding is too much")).not.toBe("bleeding_unusual");
  });
});

describe("search fallback guards and word forms", () => {
  it("does not answer one finding for a sentence that orders two", () => {
    expect(first("hungry after vomiting")).not.toBe("vomiting");
    expect(first("burning pain before rash")).not.toBe("rash");
    expect(first("my neck is paining me after I slept wrongly")).toBe("neck_pain");
  });

  it("meets another form of a known word but not a different word", () => {
    expect(first("believes strange things")).toBe("delusions");
    expect(first("slow-healing sore")).toBe("skin_ulcer");
    expect(first("my uncle has prostate cancer")).toBeUndefined();
  });

  it("reads an infant pulling at the ear as ear pain, pain on pulling the ear as the outer-ear sign", () => {
    expect(first("pulling at ear")).toBe("ear_pain");
    expect(first("pain when pulling the ear")).toBe("ear_pain_pulling");
  });
});

describe("search prefers the specific kind whose qualifier was said (ck-lang8)", () => {
  it("answers the kind that explains the general finding's words and the qualifier", () => {
    expect(first("sharp chest pain when I breathe")).toBe("pleuritic_pain");
    expect(first("I get dizzy when standing up")).toBe("dizzy_standing");
    expect(first("dizzy")).toBe("dizziness");
    expect(first("chest pain")).toBe("chest_pain");
  });
  it("answers nothing for animals, machines, prices and idioms", () => {
    expect(first("my goat dey cough")).toBeUndefined();
    expect(first("the fowl is limping")).toBeUndefined();
    expect(first("how much is amoxicillin")).toBeUndefined();
    expect(first("he is fit")).toBeUndefined();
    expect(first("my friend fell and broke his arm")).toBeUndefined();
  });
});

describe("a whole word at the end is not a word being typed (ck-lang8)", () => {
  it("does not read a finished word as the start of a longer one", () => {
    expect(first("she is not answering her phone")).toBeUndefined();
    expect(first("we call am")).toBeUndefined();
    expect(first("diarr")).toBe("diarrhoea");
  });
});

describe("a past illness needs its past said", () => {
  it("does not read a named illness as its recent history", () => {
    expect(first("I have typhoid")).toBeUndefined();
    expect(first("typhoid")).toBeUndefined();
    expect(first("flu")).not.toBe("recent_viral_illness");
  });
  it("reads the history when the past is told", () => {
    expect(first("treated for typhoid last week")).toBe("recent_typhoid");
    expect(first("I had typhoid 2 weeks ago")).toBe("recent_typhoid");
    expect(first("had flu last week")).toBe("recent_viral_illness");
    expect(first("I had pneumonia last month")).toBe("recent_pneumonia");
  });
});

describe("a family history needs the family (ck-lang8)", () => {
  it("does not answer a family history for one's own known disease", () => {
    expect(first("known breast cancer")).not.toBe("family_breast_cancer");
    expect(first("mother had breast cancer")).toBe("family_breast_cancer");
    expect(first("diabetes runs in the family")).toBe("family_diabetes");
  });
  it("answers a waking paralysis and an eye turned out by their own findings", () => {
    expect(first("cannot move when waking")).toBe("sleep_paralysis");
    expect(first("eye turned outwards")).toBe("squint");
  });
});

describe("unseen lay phrasings (ck-lang9)", () => {
  it("answers the site's pain, not the severity scale, for a severe pain somewhere", () => {
    expect(first("severe back pain for a week")).toBe("back_pain");
    expect(first("severe pain")).toBe("pain_severe");
  });
  it("answers the kind a duration or a count selects", () => {
    expect(first("hoarse voice for a month")).toBe("voice_change_weeks");
    expect(first("dry cough for two weeks")).toBe("cough_over_week");
    expect(first("more than one fit today")).toBe("seizure_prolonged");
  });
  it("does not answer a one-sided finding for both sides, nor read 'a long time' as a finding", () => {
    expect(first("headache on both sides")).toBe("headache");
    expect(first("standing for a long time")).toBeUndefined();
    expect(first("weakness of one side")).toBe("weakness_one_side");
    expect(first("pain spreading to the groin")).toBe("pain_to_groin");
  });
  it("does not answer one kind of skin lesion for another", () => {
    expect(first("rash that spreads fast")).not.toBe("punched_out_sores");
    expect(first("sores spreading fast")).toBe("punched_out_sores");
  });
  it("answers nothing for someone else's food-borne illness or finished injury", () => {
    expect(first("my neighbour has typhoid")).toBeUndefined();
    expect(first("my brother broke his leg playing ball")).toBeUndefined();
    expect(first("my account is bleeding")).toBeUndefined();
  });
});

describe("unseen lay phrasings (ck-lang11)", () => {
  it("answers the finding that explains more of the words told, not a shorter near match", () => {
    expect(first("her face don twist one side")).toBe("face_droop");
    expect(first("drooling and unable to swallow")).toBe("drooling");
    // Clinical-terms round 23: cough and "coughing up phlegm" score level here (each meets two of the words), and the
    // order of a tie moves with any alias added to the knowledge base; both are what was told.
    expect(["cough", "phlegm"]).toContain(first("cough with a lot of phlegm"));
    expect(first("dry cough for two weeks")).toBe("cough_over_week");
  });
  it("answers Pidgin verb senses and nothing for figurative frames", () => {
    expect(first("e no fit hold anything for belle")).toBe("vomiting_persistent");
    expect(first("the pain dey go my left arm")).toBe("chest_pain_radiating");
    expect(first("she threw a fit at the market")).toBeUndefined();
    expect(first("break a leg on Saturday")).toBeUndefined();
    expect(first("I can't stand this sun")).toBeUndefined();
  });
});

describe("a qualifier picks the general finding's own danger kind in search (ck-lang11)", () => {
  it("answers the danger kind whose own words are in the query", () => {
    expect(first("difficulty breathing even at rest")).toBe("sob_rest");
    expect(first("head dey turn")).toBe("dizziness");
  });
});

describe("a symptom dated years back is history in search, as in the parser", () => {
  const top1 = (q: string) => searchFindings(q, 1)[0]?.id ?? null;
  it("answers nothing, or the history finding, for an event years past", () => {
    expect(top1("she had one fit two years ago")).toBeNull();
    expect(top1("lost sight in one eye last year")).toBe("past_vision_loss_episode");
    expect(top1("bled heavily at my delivery 2 years ago")).toBe("pph_history");
  });
  it("keeps what goes on now", () => {
    expect(top1("she had a fit this morning")).toBe("seizure");
    expect(top1("headache for 2 years")).toBe("headache");
  });
});
