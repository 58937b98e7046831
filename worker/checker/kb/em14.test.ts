// Emergency round 14 of issue 10 (ck-em14): each emergency class is tested from words a person might type (other
// presentations and phrasings of the same emergency, not the tuning cases), and each rule both ways: the dangerous
// form is an emergency and the everyday form nearby keeps its level.
import { describe, expect, it } from "vitest";

import {
  idsIn as ids,
  interviewLevel as interview,
  isEmergency,
  levelOfText as levelOf,
  top3OfText as topOf,
  topFinding as found,
} from "../testing.ts";

describe("sepsis from a local infection (NICE NG51, UK Sepsis Trust): one modifier over every source", () => {
  it("reads violent, uncontrollable shivering as rigors, a kind of chills", () => {
    expect(found("I was shaking uncontrollably last night")).toBe("rigors");
    expect(ids("body dey shiver like cold water pour me")).toContain("rigors");
    expect(ids("fever with chills")).not.toContain("rigors");
  });
  it("calls a kidney, skin, wound, breast or tooth infection with a sign of sepsis an emergency", () => {
    expect(
      isEmergency(levelOf(30, "female", "pain in my side and burning urine, shaking uncontrollably", ["fever"])),
    ).toBe(true);
    expect(
      isEmergency(levelOf(45, "male", "my arm is red, hot and swollen. I get dizzy when I stand up", ["fever"])),
    ).toBe(true);
    expect(isEmergency(levelOf(50, "male", "a boil on my back with fever and now he is confused"))).toBe(true);
    expect(
      isEmergency(levelOf(33, "female", "my tooth abscess made my jaw swell, fever, and I vomit everything")),
    ).toBe(true);
    expect(isEmergency(levelOf(60, "male", "wound on my foot with fever and I have not passed urine all day"))).toBe(
      true,
    );
  });
  it("keeps the same infections without those signs, and malaria's shivering without a source, out of the emergency", () => {
    expect(isEmergency(levelOf(30, "female", "pain in my side and burning urine with fever and chills"))).toBe(false);
    expect(isEmergency(levelOf(40, "male", "my leg is red and hot with a mild fever"))).toBe(false);
    expect(isEmergency(levelOf(28, "male", "fever with shivering fits, headache and body pains"))).toBe(false);
  });
  it("asks the signs of sepsis before it finishes with a kidney infection, and finds the dizziness on standing", () => {
    const has = ["flank_pain", "dysuria", "fever", "chills", "vomiting", "dizzy_standing"];
    expect(
      isEmergency(interview(31, "female", "pain in my loin and it burns when I pass urine, with fever", has)),
    ).toBe(true);
    expect(interview(31, "female", "pain in my loin and it burns when I pass urine, with fever", has.slice(0, 5))).toBe(
      "consultation_24",
    );
  });
});

describe("breast abscess with systemic upset (NICE CKS Mastitis and breast abscess)", () => {
  it("calls a soft, pus-filled swelling in a red breast with fever or shivering an emergency", () => {
    const text = "I am breastfeeding and there is a soft swelling in my breast, red and painful";
    expect(ids(text)).toContain("breast_soft_swelling");
    expect(isEmergency(levelOf(29, "female", text, ["fever"]))).toBe(true);
    expect(topOf(29, "female", text, ["fever"])).toContain("mastitis");
  });
  it("keeps mastitis with fever and no abscess for a doctor, not the emergency department", () => {
    expect(
      isEmergency(levelOf(29, "female", "breastfeeding and one breast is red, hot and painful with fever and chills")),
    ).toBe(false);
  });
});

describe("eye: acute angle-closure glaucoma and chemicals (NICE CKS Red eye, RCOphth)", () => {
  it("reads rainbow rings round a bulb as haloes and an eye hard like a stone", () => {
    expect(ids("light from the bulb get rainbow ring round am")).toContain("halos");
    expect(found("my eyeball feels like a stone")).toBe("eye_hard");
  });
  it("calls haloes with a painful red eye, headache or vomiting an emergency and names the glaucoma", () => {
    expect(isEmergency(levelOf(50, "female", "rainbow circles around lights and my eye is painful"))).toBe(true);
    expect(isEmergency(levelOf(46, "male", "headache and vomiting, I see coloured rings round the bulb"))).toBe(true);
    expect(isEmergency(levelOf(55, "female", "my eye is red and the eyeball is hard"))).toBe(true);
    expect(
      topOf(50, "female", "rainbow circles around lights, my eye is red and painful and the vision is misty"),
    ).toContain("acute_angle_closure_glaucoma");
  });
  it("keeps a migraine with zigzag lights out of the emergency", () => {
    expect(
      isEmergency(levelOf(24, "female", "zigzag lines before a throbbing headache on one side, with nausea")),
    ).toBe(false);
  });
  it("reads hair relaxer, dye, kerosene or insecticide in the eye as a chemical in the eye: an emergency", () => {
    expect(ids("the relaxer cream entered her eye at the salon")).toContain("chemical_eye");
    expect(found("hair dye entered my eye")).toBe("chemical_eye");
    expect(found("kerosene in my eye")).toBe("chemical_eye");
    expect(isEmergency(levelOf(19, "male", "insecticide entered my eye while spraying"))).toBe(true);
    expect(topOf(30, "female", "relaxer splashed into my eye and it is burning badly")).toContain(
      "chemical_eye_injury",
    );
  });
  it("keeps screen-tired burning eyes as they were", () => {
    expect(isEmergency(levelOf(25, "female", "my eyes feel dry and burning from the screen"))).toBe(false);
  });
});

describe("heart: a sudden racing heartbeat with adverse features (NICE CKS Palpitations)", () => {
  it("reads a heart beating like a drum, suddenly and without stopping", () => {
    expect(ids("my heart suddenly started beating like a drum")).toContain("palpitations_sudden_regular");
    expect(found("fast and regular heartbeat")).toBe("palpitations_sudden_regular");
  });
  it("calls it an emergency with feeling faint, chest tightness or breathlessness, and names SVT", () => {
    const text = "my heart started beating like a drum suddenly and I feel like I will faint";
    expect(isEmergency(levelOf(24, "female", text))).toBe(true);
    expect(isEmergency(levelOf(31, "male", "heart racing suddenly and I am short of breath"))).toBe(true);
    expect(topOf(24, "female", text)).toContain("svt");
  });
  it("keeps panic attacks with tingling fingers or over-breathing out of the emergency", () => {
    expect(
      isEmergency(
        levelOf(26, "female", "my heart suddenly races with chest tightness and my fingers tingle", ["panic_attacks"]),
      ),
    ).toBe(false);
  });
});

describe("mental health: self-harm with suicidal intent told by a parent (NICE NG225)", () => {
  it("reads a note or letter about wanting to die as a goodbye note: an emergency with self-harm", () => {
    expect(found("I found a letter saying she wants to die")).toBe("goodbye_note");
    expect(isEmergency(levelOf(16, "male", "cuts on his arms and a note saying he is tired of life"))).toBe(true);
  });
});

describe("bites: snakes not seen, fang marks (WHO snakebite guidelines)", () => {
  it("reads a bite by something unseen in the farm or bush and two puncture marks", () => {
    expect(found("something bit my foot in the bush")).toBe("unseen_bite");
    expect(found("two tiny puncture marks on my ankle")).toBe("fang_marks");
    expect(found("the swelling is climbing up my leg")).toBe("bite_swelling");
  });
  it("calls an unseen bite with spreading swelling or bleeding an emergency and names the snake bite", () => {
    const text = "something bit me while weeding and the swelling dey climb my leg";
    expect(isEmergency(levelOf(40, "male", text))).toBe(true);
    expect(topOf(40, "male", text)).toContain("snake_bite");
    expect(isEmergency(levelOf(22, "female", "I was bitten in the grass and now my gums are bleeding"))).toBe(true);
    expect(isEmergency(levelOf(22, "female", "two fang marks on my hand"))).toBe(true);
  });
  it("keeps itchy mosquito bites out of the emergency", () => {
    expect(isEmergency(levelOf(22, "female", "itchy mosquito bites on my legs"))).toBe(false);
  });
});

describe("joints and burns: an injected knee, a scald (NICE CKS Septic arthritis, Burns and scalds)", () => {
  it("calls a swollen joint with fever or chills after an injection into it an emergency and names septic arthritis", () => {
    const text = "they injected my knee at the chemist and now the knee is swollen and hot, with chills";
    expect(ids(text)).toContain("joint_injected");
    expect(isEmergency(levelOf(44, "male", text, ["fever"]))).toBe(true);
    expect(topOf(44, "male", text, ["fever"])).toContain("septic_arthritis");
  });
  it("reads hot tea or water spilled on a child as a scald, and a hot drink drunk not", () => {
    expect(ids("hot water spilled on him from the kettle")).toContain("burn");
    expect(ids("I drank hot tea this morning")).not.toContain("burn");
    expect(isEmergency(levelOf(1.5, "male", "hot tea spilled on his arm and it has blisters"))).toBe(true);
  });
});

describe("a raised purple rash in a well child (NICE CKS Henoch-Schonlein purpura)", () => {
  const text = "raised purple rash on the legs and buttocks, and her knees hurt";
  it("is seen the same day, not an ambulance, when the child has no fever", () => {
    expect(ids(text)).toContain("purpura_legs_buttocks");
    expect(levelOf(7, "female", text, [], ["fever"])).toBe("consultation_24");
    expect(topOf(7, "female", text, ["joint_pain"])).toContain("iga_vasculitis");
  });
  it("keeps the ambulance with fever, drowsiness or bleeding", () => {
    expect(levelOf(7, "female", text, ["fever"])).toBe("emergency_ambulance");
    expect(levelOf(7, "female", text, ["drowsiness"])).toBe("emergency_ambulance");
    expect(levelOf(7, "female", "purple spots that don't fade on her tummy", [], ["fever"])).toBe(
      "emergency_ambulance",
    );
  });
});
