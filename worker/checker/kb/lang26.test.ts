// Language round 26 (ck-lang26): danger signs told with a number or an amount, a Pidgin state verb, a posture of pain,
// a collapse with the breath stopped, what the person does not respond to; a relative's pregnancy. Wordings are our
// own, none from a phrase set.
import { describe, expect, it } from "vitest";
import { both, parsed, top, warmIndexes } from "../test-reading.ts";

warmIndexes();

describe("a pregnancy told as carried or expected; a relative's pregnancy danger sign is hers", () => {
  both([
    ["she is expecting her first baby", "pregnant"],
    ["she's carrying twins", "pregnant"],
    ["I dey carry belle", "pregnant"],
    ["she is carrying a baby", "pregnant"],
    ["my sister's waters broke this morning", "waters_broken"],
    ["my wife has not felt the baby move today", "reduced_fetal_movements"],
    ["my wife no feel the baby kick since morning", "reduced_fetal_movements"],
  ]);
  it("a relative's pregnancy told alone, or beside the user's own symptom, stays nobody's", () => {
    expect(parsed("my wife is pregnant")).not.toContain("pregnant");
    expect(parsed("my sister's waters broke and I have a fever")).not.toContain("waters_broken");
    expect(top("she's carrying the shopping")).not.toBe("pregnant");
    expect(parsed("my wife is expecting a parcel")).not.toContain("pregnant");
  });
});

describe("tablets counted past a single dose are an overdose", () => {
  both([
    ["she swallowed 20 of her sleeping pills", "sedative_overdose"],
    ["he took 15 valium", "sedative_overdose"],
    ["my friend drank 12 diazepam tabs", "sedative_overdose"],
    ["my aunt took a whole strip of sleeping tablets", "sedative_overdose"],
    ["my brother popped 8 tramadol", "opioid_overdose"],
    ["e swallow 10 tramol", "opioid_overdose"],
  ]);
  it("two tablets, or tablets spread over a day, are a dose", () => {
    expect(top("I took 2 paracetamol for the headache")).toBe("headache");
    expect(parsed("I took 2 paracetamol for the headache")).not.toContain("paracetamol_overdose");
    expect(parsed("she takes 6 paracetamol a day for her back")).not.toContain("paracetamol_overdose");
  });
});

describe("too breathless to talk told by the words per breath", () => {
  both([
    ["can only say one or two words at a time because of breathing", "sob_rest"],
    ["speaking in single words, very breathless", "sob_rest"],
    ["only manages 3 words between breaths", "sob_rest"],
    ["she can only get out a word or two per breath", "sob_rest"],
    ["e dey talk one one word, breath no reach", "sob_rest"],
  ]);
  it("a toddler's few words are no breathlessness", () => {
    expect(parsed("my toddler only says two words")).not.toContain("sob_rest");
  });
});

describe("Pidgin and lay state verbs: current, water, the heart, the body", () => {
  both([
    ["electric current shock am", "electric_shock"],
    ["NEPA light catch am", "electric_shock"],
    ["current don catch the pikin", "electric_shock"],
    ["electricity caught my son when he touched the socket", "electric_shock"],
    ["the boy almost drown for river", "near_drowning"],
    ["pikin fall inside well, dem bring am out", "near_drowning"],
    ["water carry am, dem rescue am", "near_drowning"],
    ["heart dey knock kpam kpam", "palpitations"],
    ["my chest dey beat fast fast", "palpitations"],
    ["his whole body goes rigid and arches back", "spasms"],
    ["im body dey pull, e dey stiff", "spasms"],
    ["my son's body keeps going stiff and bending back when there is noise", "spasms"],
  ]);
  it("current affairs, a sweet heart and a swim are nothing", () => {
    expect(top("the current affairs show was boring")).toBeUndefined();
    expect(top("my heart dey sweet me")).toBeUndefined();
    expect(parsed("we went swimming in the river on Sunday")).not.toContain("near_drowning");
  });
});

describe("a posture of severe belly pain", () => {
  both([
    ["doubled over with stomach pain", "severe_abdominal_pain"],
    ["he is bent double with belly pain", "severe_abdominal_pain"],
    ["she is rolling on the floor with tummy pain", "severe_abdominal_pain"],
    ["belle pain wan kill me", "severe_abdominal_pain"],
    ["my son is crying and doubling up with belly ache", "severe_abdominal_pain"],
  ]);
  it("doubled up with laughter is no pain", () => {
    expect(top("we were doubled up with laughter")).toBeUndefined();
  });
});

describe("a collapse with the breath stopped is a cardiac arrest, not an injury", () => {
  both([
    ["he collapsed and is not breathing", "not_breathing"],
    ["my mum fell down and stopped breathing", "not_breathing"],
    ["e fall down, e no dey breathe again", "not_breathing"],
    ["she slipped in the bathroom and isn't breathing", "not_breathing"],
    ["my grandpa dropped and has no breath", "not_breathing"],
    ["we found him on the floor not breathing", "not_breathing"],
  ]);
  it("breathing fine after a fall is no arrest", () => {
    expect(parsed("he fell asleep and is breathing fine")).not.toContain("not_breathing");
  });
});

describe("no response to a shake, a pinch or pain", () => {
  both([
    ["he doesn't respond when we call him or pinch him", "unconscious"],
    ["e no dey answer when we call am or pinch am", "unconscious"],
    ["not reacting to voice or touch", "unconscious"],
    ["won't respond to his name or to pain", "unconscious"],
    ["we shook him but he won't open his eyes", "unconscious"],
  ]);
  it("a call alone, or a treatment that does not work, is no coma", () => {
    expect(top("my son doesn't answer when I call his name")).not.toBe("unconscious");
    expect(top("the pain is not responding to medicine")).not.toBe("unconscious");
  });
});

describe("a finger oximeter told by what it is", () => {
  both([
    ["the finger clip says 87", "low_oxygen"],
    ["the oxygen clip on her finger showed 85", "low_oxygen"],
    ["the finger machine read 88%", "low_oxygen"],
    ["finger monitor showing 90", "low_oxygen"],
    ["d finger meter reads 86", "low_oxygen"],
    ["the thing wey dem put for finger talk 84", "low_oxygen"],
  ]);
  it("a normal reading and a price are nothing", () => {
    expect(top("the finger clip says 98")).toBeUndefined();
    expect(top("the price went up to 89 naira")).toBeUndefined();
  });
});

describe("a threat to kill or hurt someone", () => {
  both([
    ["he keeps threatening to kill his brother", "threatened_with_weapon"],
    ["my son said he will kill somebody", "threatened_with_weapon"],
    ["e dey threaten to kill im wife", "threatened_with_weapon"],
    ["she threatened to stab her neighbour", "threatened_with_weapon"],
    ["my uncle says he will murder the landlord", "threatened_with_weapon"],
  ]);
  it("the user's own figure of speech is no threat", () => {
    expect(top("I'm going to kill him if he eats my jollof again lol")).not.toBe("threatened_with_weapon");
  });
});

describe("the cord told as a rope or a string after the waters broke", () => {
  it.each([
    "after her waters broke a cord is hanging out",
    "something like a string dey comot for her private part after water break",
    "my wife says a rope-like thing is coming down below in labour",
  ])("%s → cord_seen", (text) => {
    expect(parsed(text)).toContain("cord_seen");
  });
});

describe("a faint during exertion", () => {
  both([
    ["she collapsed while playing football", "fainting_exertion"],
    ["blacked out in the middle of training", "fainting_exertion"],
    ["he fainted on the pitch", "fainting_exertion"],
    ["collapsed during PE at school", "fainting_exertion"],
    ["my brother passed out at the gym", "fainting_exertion"],
  ]);
  it("after the race, or watching a match, it is a faint", () => {
    expect(top("fainted after the race")).toBe("fainting");
    expect(top("I fainted at the match")).toBe("fainting");
  });
});

describe("a relative's reading measured now is theirs, a relative's diagnosis a family history", () => {
  both([
    ["my mum's blood pressure is 200 over 125", "bp_very_high"],
    ["my dad's bp was 185/100 this morning", "bp_very_high"],
    ["my grandpa's pressure reach 210 over 120", "bp_very_high"],
    ["my aunty's sugar dropped to 40", "low_sugar"],
    ["my mum's sugar is 2.1", "low_sugar"],
  ]);
  it("a relative's long-known high blood pressure stays a family history", () => {
    expect(top("my dad has had high blood pressure for 10 years")).toBe("family_bp");
    expect(top("my father is hypertensive")).toBe("family_bp");
  });
});

describe("a reliever or painkiller that did nothing, told by what goes on", () => {
  both([
    ["she used her puffer 6 times and she is still wheezing", "inhaler_not_helping"],
    ["even after many puffs of the inhaler the breathing has not eased", "inhaler_not_helping"],
    ["pump no gree work, chest still tight", "inhaler_not_helping"],
    ["took every painkiller we have and nothing changes", "painkillers_not_helping"],
    ["no relief from paracetamol", "painkillers_not_helping"],
    ["took pain meds but nothing changed", "painkillers_not_helping"],
  ]);
});

describe("pain told as travelling", () => {
  both([
    ["my mum's chest pain is going into her left arm", "chest_pain_radiating"],
    ["pain frm chest shootin 2 my neck", "chest_pain_radiating"],
    ["the chest pain don reach my arm", "chest_pain_radiating"],
    ["my sister's kidney pain is travelling to the groin", "pain_to_groin"],
    ["pain dey comot from my loin dey run go my balls", "pain_to_groin"],
  ]);
  it("the loin pain told first is read too; back pain down the leg is sciatica", () => {
    expect(parsed("pain in my flank going to the groin")).toEqual(
      expect.arrayContaining(["flank_pain", "pain_to_groin"]),
    );
    expect(top("back pain going down to my leg")).toBe("sciatica_pain");
  });
});

describe("more inabilities: words for air, waking after a fall, a spoon kept down", () => {
  both([
    ["he can't say more than two words without stopping for air", "sob_rest"],
    ["we found my uncle on the floor and he does not respond at all", "unconscious"],
    ["she has not woken since the fall", "unconscious"],
    ["he can't keep even a spoon of water down", "vomiting_persistent"],
    ["why my heart come knock gbam gbam?", "palpitations"],
  ]);
});

describe("an overdose told by an amount or by the emptied pack", () => {
  both([
    ["he swallowed 12 diazepam tablets an hour ago", "sedative_overdose"],
    ["she don swallow three packs of panadol", "paracetamol_overdose"],
    ["my mum took a lot of sleeping tablets", "sedative_overdose"],
    ["we saw empty tramadol sachets beside him", "opioid_overdose"],
    ["we found the empty valium packets by her bed", "sedative_overdose"],
  ]);
  it("a usual dose over a day or at night is no overdose", () => {
    expect(parsed("took 6 paracetamol over the day")).not.toContain("paracetamol_overdose");
    expect(parsed("takes 2 diazepam every night")).not.toContain("sedative_overdose");
  });
});

describe("pupils, a skin pinch and a stopped breath told in lay words", () => {
  both([
    ["right pupil is bigger than the left", "unequal_pupils"],
    ["his pupils are 1 mm", "pinpoint_pupils"],
    ["when I pinch the skin it goes back after 4 seconds", "slow_skin_pinch"],
    ["pikin skin no gree go back as I pinch am", "slow_skin_pinch"],
    ["e fall for bathroom, e no breathe again", "not_breathing"],
    ["she collapsed in the kitchen and her chest is not moving", "not_breathing"],
    ["passed out 5 minutes into the football match", "fainting_exertion"],
  ]);
  it("a spread of pain that is denied is no spread", () => {
    expect(parsed("my chest pain doesn't go to my arm")).toContain("-chest_pain_radiating");
  });
});
