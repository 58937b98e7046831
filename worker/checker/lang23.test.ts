// Language round 23: danger signs in new words, read by construction (a verb with a body part, a state said of a body
// part, intensity and course, person and tense, Pidgin, a normal function denied, comparisons). Wordings are our own,
// none from a phrase set.
import { describe, expect, it } from "vitest";
import { both, parsed, top, warmIndexes } from "./test-reading.ts";

warmIndexes();

describe("person: what a relative says of the patient", () => {
  both([
    ["my sister keeps saying she wants to kill herself", "suicidal"],
    ["e say e wan kill himself", "suicidal"],
    ["they found him trying to hang himself", "hanging"],
  ]);
});

describe("vertigo told of the surroundings", () => {
  both([
    ["the roof of the house keeps spinning", "vertigo"],
    ["everywhere dey turn round him", "vertigo"],
    ["she says the walls are going round and round", "vertigo"],
  ]);
  it("the head turning stays dizziness, things turning around is no sign", () => {
    expect(top("my head dey turn")).toBe("dizziness");
    expect(parsed("things are turning around for my business")).not.toContain("vertigo");
  });
});

describe("a colour change as a course (central cyanosis, WHO ETAT)", () => {
  both([
    ["the baby went blue while feeding", "cyanosis"],
    ["her lips have gone purple", "cyanosis"],
    ["his lips look ashy", "cyanosis"],
  ]);
  it("hair, the sky or a screen going grey is no sign", () => {
    expect(parsed("my hair went grey last year")).not.toContain("cyanosis");
    expect(parsed("the sky turned grey before the rain")).not.toContain("cyanosis");
  });
});

describe("intensity: Pidgin 'die', 'agony', 'terrible', 'unbearable'", () => {
  both([
    ["my belle dey pain me die since morning", "severe_abdominal_pain"],
    ["the stomach pain is unbearable", "severe_abdominal_pain"],
    ["sudden agony in my testicle", "testicular_pain_sudden"],
    ["my eye is paining me terribly", "eye_pain"],
  ]);
});

describe("treatment that fails", () => {
  both([
    ["I took two panadol but the headache has not gone", "painkillers_not_helping"],
    ["we don give am drug, the pain no gree go", "painkillers_not_helping"],
  ]);
});

describe("vomiting everything (WHO IMCI general danger sign)", () => {
  both([
    ["she vomits every feed we give her", "vomiting_persistent"],
    ["whatever he drinks, he throws it up", "vomiting_persistent"],
    ["anything the pikin chop e dey vomit am", "vomiting_persistent"],
  ]);
});

describe("a period not come", () => {
  both([
    ["my menses never come this month", "missed_period"],
    ["her period is five days late", "missed_period"],
  ]);
  it("a girl whose periods never started keeps that reading", () => {
    expect(top("she is 17 years old and her period never come at all")).not.toBe("missed_period");
  });
});

describe("a child who will not feed, move a limb, or use an arm", () => {
  both([
    ["the baby refused the breast since morning", "unable_to_drink"],
    ["my pikin no gree suck at all", "unable_to_drink"],
    ["my toddler won't move her right leg", "limb_not_used"],
    ["my son refuses to use his left arm", "arm_not_used"],
  ]);
  it("an adult who can't move an arm is weak, not a child's limb not used", () => {
    expect(top("my father cannot move his arm since the stroke")).not.toBe("arm_not_used");
  });
});

describe("a state said of a body part", () => {
  both([
    ["her leg has suddenly gone floppy", "floppy_limb"],
    ["her jaw is locked, she can't eat", "lockjaw"],
    ["im belle don strong, e no wan make I touch am", "rigid_abdomen"],
    ["the right side of her body has gone numb", "weakness_one_side"],
    ["his smile is crooked since he woke up", "face_droop"],
    ["the child's eyes have gone hollow", "sunken_eyes"],
    ["my toddler's body is cold to touch", "hypothermia"],
  ]);
});

describe("a blow to the head, a fit that won't stop, a faint", () => {
  both([
    ["she bumped her head against the door frame", "head_injury"],
    ["his head knocked the wall when he slipped", "head_injury"],
    ["the convulsion has gone on for over 10 minutes", "seizure_prolonged"],
    ["the pikin dey jerk, e no gree stop", "seizure_prolonged"],
    ["I feel like I'm going to pass out", "dizziness"],
  ]);
});

describe("sight gone, breathless lying down, choking", () => {
  both([
    ["her eyesight went suddenly this morning", "vision_loss"],
    ["grandma no fit see again", "vision_loss"],
    ["when she lies flat she can't breathe", "orthopnoea"],
    ["he swallowed a sweet and now he cannot breathe", "choking"],
  ]);
  it("sight gone blurry is blurred vision", () => {
    expect(top("my sight has gone blurry")).toBe("vision_blurred");
  });
});

describe("weakness and dehydration signs in lay words (WHO IMCI)", () => {
  both([
    ["grandpa is too weak to get out of bed", "prostration"],
    ["she has no strength to even sit up", "prostration"],
    ["when I pinch his skin it stays up for a long time", "slow_skin_pinch"],
    ["he can't touch his chin to his chest", "stiff_neck"],
    ["my legs feel like rubber", "leg_weakness_both"],
  ]);
});

describe("Pidgin and lay comparisons", () => {
  both([
    ["e be like say needles dey prick my feet", "numbness"],
    ["her eye dey fear light", "photophobia"],
    ["he tried to urinate but nothing came out", "urinary_retention"],
    ["the swelling in his groin won't go back in", "hernia_stuck"],
    ["bright blood, 30 weeks, no pain at all", "painless_bleeding_late"],
  ]);
  it("a needle-stick stays an exposure", () => {
    expect(top("a used needle pricked my finger at the hospital")).not.toBe("numbness");
  });
});

describe("a young child's signs meet the KB's 'baby' phrases", () => {
  it.each([["the child is very cranky", "irritable_child"]])("%s → %s", (text, id) => {
    expect(parsed(text)).toContain(id);
  });
  it("a child not moving is not the baby in the womb", () => {
    expect(parsed("my child is not moving")).not.toContain("reduced_fetal_movements");
  });
});

describe("everyday sentences stay nothing", () => {
  it.each([
    "the road was blocked by the flood",
    "the whole market is going round with the news",
    "my eyes are deep set like my father's",
    "I expect you at six",
    "I took my medicine and I feel better now",
  ])("%s", (text) => {
    expect(top(text)).toBeUndefined();
    expect(parsed(text)).toEqual([]);
  });
});
