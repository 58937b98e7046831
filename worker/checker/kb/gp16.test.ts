// Sixteenth round: common GP presentations a fresh set (tune13) showed the knowledge base lacked or could not
// reach: a gum boil from a dead tooth, a hamstring strain, reactive neck glands, a carrier couple before marriage,
// precordial catch, caffeine withdrawal, a urine infection in a man, discoid lupus, worry about breast milk, Paget's
// disease of the nipple, nipple eczema, a breast haematoma, wet dreams, Fordyce spots, a cyst after FGM, a caesarean
// wound infection, conduct disorder, tantrums and a child living with someone with TB; and the words and first
// questions that reach a nasal foreign body, paronychia, pityriasis versicolor, whiplash, mpox and advanced HIV.
// Sources: SDCEP, NICE CKS (sprains and strains, neck lump, chest pain in children, headache, UTI in men, eczema,
// paronychia, pityriasis versicolor, neck pain), NICE NG109, NICE NG12, NICE NG125, NICE CG158, WHO (sickle cell,
// breastfeeding, FGM, HIV 2021, TB prevention), NCDC mpox, BAD, BASHH, RCOG GTG 53, ENT UK.
import { describe, expect, it } from "vitest";
import { parseText } from "../parse.ts";
import { askedUntilStop, EMERGENCY, level, present, top3 } from "../testing.ts";
import { breadthRound, type BreadthCase, phrase } from "./breadth-round.ts";
import { CONDITIONS } from "./index.ts";

const COMMON: BreadthCase[] = [
  {
    id: "chronic_dental_abscess",
    age: 33,
    sex: "male",
    yes: ["gum_abscess", "tooth_grey"],
    no: ["swollen_face", "fever"],
    says: { "boil on my gum keeps coming back": "gum_abscess", "my front tooth has gone dark": "tooth_grey" },
    why: "a gum boil that bursts and returns over a dark dead tooth is a chronic abscess draining through a sinus (SDCEP)",
  },
  {
    id: "hamstring_strain",
    age: 20,
    sex: "female",
    yes: ["hamstring_pull", "bruising"],
    no: ["cant_bear_weight", "calf_swelling"],
    says: {
      "felt something pull at the back of my thigh": "hamstring_pull",
      "hurts to stretch my leg": "hamstring_pull",
    },
    why: "a sudden pull at the back of the thigh while running, painful to stretch, is a hamstring strain (NICE CKS)",
  },
  {
    id: "reactive_lymphadenopathy",
    age: 5,
    sex: "male",
    yes: ["swollen_glands", "glands_soft_mobile", "recent_sore_throat"],
    no: ["weight_loss", "night_sweats", "fever_long"],
    says: { "small soft lumps like beans in his neck": "glands_soft_mobile" },
    why: "small soft mobile neck glands after a sore throat in a well child are reactive nodes (NICE CKS neck lump)",
  },
  {
    id: "sickle_carrier_couple",
    age: 27,
    sex: "male",
    yes: ["partner_sickle_trait", "worry"],
    no: ["bone_pain", "yellow_eyes"],
    says: { "we are both AS": "partner_sickle_trait", "my fiancee is also AS": "partner_sickle_trait" },
    why: "a well couple who are both genotype AS need genetic counselling before children (WHO sickle cell)",
  },
  {
    id: "precordial_catch",
    age: 13,
    sex: "male",
    yes: ["chest_pain_seconds", "pleuritic_pain"],
    no: ["fainting", "exertional_chest_pain", "palpitations", "sob"],
    says: { "the chest pain lasts a few seconds": "chest_pain_seconds" },
    why: "a sharp chest pain at rest for a few seconds in a well teenager is precordial catch (NICE CKS)",
  },
  {
    id: "caffeine_withdrawal",
    age: 38,
    sex: "male",
    yes: ["headache", "caffeine_stopped", "fatigue"],
    no: ["fever", "stiff_neck", "headache_sudden"],
    says: { "I stopped coffee two days ago": "caffeine_stopped" },
    why: "a dull headache and tiredness two days after stopping daily coffee is caffeine withdrawal",
  },
  {
    id: "uti_male",
    age: 35,
    sex: "male",
    yes: ["dysuria", "frequent_urination", "urgency"],
    no: ["urethral_discharge", "fever", "testicular_pain"],
    why: "burning and frequency in a man without discharge or fever is a urine infection in a man (NICE NG109)",
  },
  {
    id: "discoid_lupus",
    age: 34,
    sex: "female",
    yes: ["face_ear_patches", "rash_scarring", "sun_worse"],
    no: ["joint_pain", "fever"],
    says: { "rash on my ears": "face_ear_patches", "the patches heal with scars": "rash_scarring" },
    why: "scaly patches on the face and ears that scar and worsen in the sun are discoid lupus (BAD)",
  },
  {
    id: "perceived_low_milk",
    age: 30,
    sex: "female",
    yes: ["milk_not_enough", "baby_feeds_often", "baby_wet_nappies", "breastfeeding"],
    no: ["poor_feeding", "breast_red_hot"],
    says: { "my milk is not enough": "milk_not_enough", "he wets many nappies": "baby_wet_nappies" },
    why: "frequent feeds with many wet nappies and weight gain mean enough milk despite the worry (WHO / UNICEF)",
  },
  {
    id: "paget_nipple",
    age: 50,
    sex: "female",
    yes: ["nipple_rash", "one_breast", "cream_not_helping"],
    no: ["breastfeeding"],
    says: { "the cream didn't help": "cream_not_helping", "my nipple looks eaten away": "nipple_rash" },
    why: "a scaly eroded rash on one nipple that creams do not clear is Paget's disease until shown otherwise (NICE NG12)",
  },
  {
    id: "nipple_eczema",
    age: 17,
    sex: "female",
    yes: ["nipple_rash", "itching", "eczema_patches"],
    no: ["one_breast", "breast_lump"],
    why: "itchy scaly skin on both nipples in a teenager with eczema is nipple eczema (NICE CKS)",
  },
  {
    id: "breast_haematoma",
    age: 33,
    sex: "female",
    yes: ["breast_blow", "breast_lump", "bruising", "breast_pain"],
    no: ["fever"],
    says: { "something hit my breast": "breast_blow" },
    why: "a tender bruised lump after a blow to the breast is a haematoma (ABS)",
  },
  {
    id: "nocturnal_emissions",
    age: 14,
    sex: "male",
    yes: ["wet_dreams", "worry"],
    no: ["testicular_pain", "dysuria", "urethral_discharge"],
    says: { "I have wet dreams": "wet_dreams" },
    why: "waking with wet sticky underwear after dreams at 14 is a normal wet dream (NHS puberty)",
  },
  {
    id: "fordyce_spots",
    age: 22,
    sex: "male",
    yes: ["penis_pale_spots", "worry"],
    no: ["genital_sores", "itching", "urethral_discharge"],
    says: { "white spots on my penis": "penis_pale_spots" },
    why: "tiny painless pale spots on the penis shaft are Fordyce spots, not an STI (BASHH)",
  },
  {
    id: "fgm_inclusion_cyst",
    age: 30,
    sex: "female",
    yes: ["fgm_history", "vulval_lump"],
    no: ["fever"],
    says: { "I was circumcised as a girl": "fgm_history" },
    why: "a slowly growing lump at the top of the vulva years after cutting is an inclusion cyst (RCOG GTG 53)",
  },
  {
    id: "caesarean_wound_infection",
    age: 31,
    sex: "female",
    yes: ["recent_caesarean", "wound_pus", "fever"],
    no: ["sob", "heavy_vaginal_bleeding"],
    says: { "I had a c-section last week": "recent_caesarean", "the wound is oozing pus": "wound_pus" },
    why: "a red oozing caesarean wound a week after the operation is a surgical-site infection (NICE NG125)",
  },
  {
    id: "conduct_disorder",
    age: 13,
    sex: "female",
    yes: ["fighting_stealing", "no_remorse"],
    no: ["hallucinations", "low_mood"],
    says: { "she steals": "fighting_stealing", "shows no remorse": "no_remorse" },
    why: "months of fighting, stealing and lying without remorse are conduct disorder (NICE CG158)",
  },
  {
    id: "temper_tantrums",
    age: 2,
    sex: "female",
    yes: ["tantrums"],
    no: ["breath_holding", "speech_delay"],
    says: { "she throws herself on the floor": "tantrums" },
    why: "a two-year-old who screams and throws herself down when told no, then settles, has normal tantrums",
  },
  {
    id: "tb_household_contact",
    age: 2,
    sex: "male",
    yes: ["contact_tb"],
    no: ["weight_loss", "fever_long", "cough_chronic"],
    why: "a well toddler living with someone who has TB needs screening and preventive treatment (WHO)",
  },
];

// The neighbour a GP must not miss: an infection after a caesarean that has spread (puerperal sepsis).
const EMERGENCIES: BreadthCase[] = [
  {
    id: "puerperal_sepsis",
    age: 27,
    sex: "female",
    yes: ["recent_caesarean", "fever", "chills", "lower_abdominal_pain", "palpitations", "vaginal_discharge"],
    says: { "I had a c-section last week": "recent_caesarean" },
    why: "fever with shivering, belly pain, a racing heart and discharge after a caesarean is puerperal sepsis (WHO)",
  },
];

breadthRound("gp16", CONDITIONS, { emergencies: EMERGENCIES, common: COMMON });

describe("gp16: normal findings get self-care, danger signs still count", () => {
  it("wet dreams, Fordyce spots, tantrums and enough milk are self-care", () => {
    expect(level(15, "male", present("wet_dreams", "worry"))).toBe("self_care");
    expect(level(19, "male", present("penis_pale_spots", "worry"))).toBe("self_care");
    expect(level(3, "male", present("tantrums", "bright_verbally"))).toBe("self_care");
    expect(level(24, "female", present("milk_not_enough", "baby_feeds_often", "baby_wet_nappies"))).toBe("self_care");
  });
  it("pale yellow spots on the penis are not jaundice", () => {
    expect(phrase("tiny pale yellow spots on the penis")).toBe("penis_pale_spots");
    expect(parseText("I see tiny pale yellow dots on the skin of my penis").map((m) => m.id)).not.toContain(
      "pale_with_jaundice",
    );
  });
  it("a caesarean wound with fever, a racing heart and dizziness is still an emergency", () => {
    expect(EMERGENCY).toContain(
      level(27, "female", present("recent_caesarean", "wound_pus", "fever", "palpitations", "dizziness")),
    );
  });
  it("a carrier couple is counselled, not treated as sickle cell disease", () => {
    const ev = present("partner_sickle_trait", "worry");
    expect(top3({ age: 25, sex: "female", evidence: ev })[0]).toBe("sickle_carrier_couple");
    expect(level(25, "female", ev)).toBe("consultation");
  });
  it("tantrums with breath-holding that turns the child blue are not just tantrums", () => {
    expect(top3({ age: 2, sex: "male", evidence: present("tantrums", "breath_holding", "cyanosis") })).toContain(
      "breath_holding_spells",
    );
  });
});

describe("gp16: told in lay words", () => {
  it("bleeding after sex is postcoital bleeding, not a bleeding disorder, and not an emergency by itself", () => {
    const ids = parseText("I dey bleed after I sleep with my husband").map((m) => m.id);
    expect(ids).toContain("bleeding_between");
    expect(ids).not.toContain("bleeding_unusual");
    expect(EMERGENCY).not.toContain(level(40, "female", present("bleeding_between", "vaginal_discharge")));
  });
  it("sores on the face and hands with genital sores and fever rank mpox", () => {
    expect(phrase("sores on my face and hands")).toBe("pox_lesions");
    expect(
      top3({ age: 28, sex: "male", evidence: present("fever", "genital_sores", "pox_lesions", "swollen_glands") }),
    ).toContain("mpox");
  });
  it("red skin around the nail is a nail fold swelling (paronychia)", () => {
    expect(phrase("red skin around the nail")).toBe("nail_fold_swelling");
    expect(top3({ age: 30, sex: "female", evidence: present("nail_fold_swelling") })).toContain("paronychia");
  });
  it("patches that itch when sweating are worse with sweat (pityriasis versicolor)", () => {
    expect(phrase("patches itch when sweating")).toBe("sweat_trigger");
    expect(
      top3({ age: 19, sex: "male", evidence: present("pale_patches", "sweat_trigger", "scaly_skin", "itching") })[0],
    ).toBe("pityriasis_versicolor");
  });
  it("a bad smell from one side of a child's nose with a bead pushed in ranks a foreign body", () => {
    expect(phrase("bad smell from the nose")).toBe("one_side_nose_discharge");
    expect(top3({ age: 3, sex: "male", evidence: present("one_side_nose_discharge", "object_in_nose") })[0]).toBe(
      "nasal_foreign_body",
    );
  });
  it("weight loss, mouth thrush and pain on swallowing in someone never tested for HIV rank advanced HIV", () => {
    expect(phrase("never tested for HIV")).toBe("hiv_never_tested");
    expect(
      top3({
        age: 34,
        sex: "female",
        evidence: present("weight_loss", "oral_thrush", "painful_swallowing", "hiv_never_tested"),
      }),
    ).toContain("advanced_hiv");
  });
  it("neck pain after the car was hit from behind ranks whiplash", () => {
    expect(phrase("the bus was hit from behind")).toBe("rear_end_crash");
    expect(top3({ age: 30, sex: "female", evidence: present("neck_pain", "rear_end_crash") })[0]).toBe("whiplash");
  });
});

describe("gp16: the complaint's first question (kb/character.ts)", () => {
  it("a child's thick nasal discharge is asked whether it is from one side", () => {
    expect(askedUntilStop(3, "male", ["thick_nasal_discharge"])).toContain("one_side_nose_discharge");
  });
  it("neck pain is asked about a car hit from behind", () => {
    expect(askedUntilStop(30, "female", ["neck_pain", "stiff_neck"])).toContain("rear_end_crash");
  });
  it("a headache is asked about stopping coffee", () => {
    expect(askedUntilStop(25, "female", ["headache", "fatigue"])).toContain("caffeine_stopped");
  });
  it("bleeding after sex is asked about cervical screening", () => {
    expect(askedUntilStop(40, "female", ["bleeding_between"])).toContain("never_smear_test");
  });
});
