// Medicines and their side effects (round med13): a named medicine is read as a drug-class finding, linked to the
// side effect it is known to cause, and triaged by what the effect means: expected, harmless effects are
// self-care or a routine visit, with the danger signs still screened; dangerous ones are emergencies.
// Tellings are played as the evaluator plays them (complaint, then yes to the listed phrases), in wordings of
// our own (other drugs of the same class, other ways to say it).
// Sources: BNF; NICE CKS; FSRH; WHO TB, malaria and vaccine-safety guidance; MHRA; TOXBASE.
import { describe, expect, it } from "vitest";
import { EMERGENCY, level, present } from "../testing.ts";
import { parseText } from "../parse.ts";
import { type LayTelling, phrase, playTelling } from "./breadth-round.ts";
import type { TriageLevel } from "../types.ts";

const says: Record<string, string> = {
  "I use a Symbicort inhaler": "inhaled_steroid",
  "on Adalat for my pressure": "ccb_drug",
  "taking dapagliflozin": "sglt2_inhibitor",
  "I take Daonil": "sulfonylurea_use",
  "she is on quinine injection": "quinine_treatment",
  "on TB drugs": "tb_treatment",
  "urine is orange": "orange_body_fluids",
  "taking ferrous fumarate": "oral_iron",
  "on Sayana Press": "injectable_contraceptive",
  "I take Microgynon": "combined_pill",
  "on lithium": "lithium_use",
  "takes sertraline": "ssri_use",
  "took tramadol for pain": "tramadol_use",
  "chewed camphor": "camphor_ingestion",
  "swallowed propranolol": "beta_blocker_overdose",
  "had her injections yesterday": "recent_vaccination",
  "smoked colorado": "synthetic_cannabinoid",
  "taking hydralazine": "hydralazine_use",
};

describe("med13: a named medicine resolves to its drug-class finding", () => {
  for (const [p, id] of Object.entries(says)) it(`"${p}" → ${id}`, () => expect(phrase(p)).toBe(id));
  it("a medicine taken as prescribed is not an overdose or a child's swallowing", () => {
    expect(phrase("taking iron tablets")).toBe("oral_iron");
    expect(phrase("swallowed iron tablets")).toBe("iron_tablets_swallowed");
    expect(phrase("took tramadol")).not.toBe("opioid_overdose");
    expect(phrase("had vaccines")).not.toBe("unvaccinated");
  });
});

// [condition, age, sex, complaint, yes-phrases, expected level]
const TELLINGS: Array<[...LayTelling, TriageLevel]> = [
  [
    "inhaled_steroid_thrush",
    22,
    "female",
    "I started a budesonide preventer inhaler and now there are white patches in my mouth that wipe off",
    ["white patches in the mouth", "sore tongue"],
    "self_care",
  ],
  [
    "ccb_gum_overgrowth",
    50,
    "male",
    "My gums are getting bigger and covering my teeth since I started Adalat for blood pressure",
    ["gums bleed when brushing", "swollen gums"],
    "consultation",
  ],
  [
    "ccb_ankle_oedema",
    55,
    "female",
    "Both my ankles are swollen in the evening since the doctor increased my nifedipine",
    ["swollen ankles"],
    "consultation",
  ],
  [
    "rifampicin_orange_fluids",
    30,
    "male",
    "I am on rifampicin for TB and my urine is orange",
    ["orange tears"],
    "self_care",
  ],
  [
    "iron_tablet_stools",
    31,
    "female",
    "My stool is black since I started taking ferrous fumarate in pregnancy clinic",
    ["constipation"],
    "self_care",
  ],
  [
    "injectable_amenorrhoea",
    33,
    "female",
    "I am on Sayana Press and my period has stopped for five months, my pregnancy test was negative",
    [],
    "self_care",
  ],
  [
    "pill_breakthrough_bleeding",
    24,
    "female",
    "I started Microgynon three weeks ago and I have spotting between periods",
    [],
    "self_care",
  ],
  [
    "ace_inhibitor_cough",
    52,
    "male",
    "Since I started enalapril for my pressure I have a dry cough that won't stop",
    ["cough"],
    "consultation",
  ],
  [
    "vaccine_fever",
    0.5,
    "female",
    "My baby had her vaccines yesterday and now she has a small fever and the leg is swollen where they injected",
    ["feeding well"],
    "self_care",
  ],
];

const EMERGENCY_TELLINGS: LayTelling[] = [
  [
    "sglt2_euglycaemic_dka",
    50,
    "female",
    "I take dapagliflozin for diabetes and I have been vomiting since morning with belly pain, my sugar is not even high",
    ["breathing fast", "very tired"],
  ],
  [
    "quinine_hypoglycaemia",
    7,
    "male",
    "My son is on quinine injection for malaria and he is sweating and very sleepy",
    ["sweating", "very sleepy"],
  ],
  [
    "methaemoglobinaemia",
    28,
    "male",
    "Since I started dapsone my lips have turned grey-blue and I get breathless walking",
    ["blue lips", "headache"],
  ],
  [
    "lithium_toxicity",
    40,
    "male",
    "I'm on Priadel and after days of diarrhoea I can't walk straight and my words are slurred",
    ["unsteady walking", "slurred speech"],
  ],
  [
    "serotonin_syndrome",
    29,
    "female",
    "I take sertraline and took tramadol for a toothache, now my muscles keep jerking and I am sweating and agitated",
    ["sweating", "muscle jerks"],
  ],
  [
    "beta_blocker_overdose",
    19,
    "male",
    "My brother swallowed propranolol tablets from the cupboard and now he is dizzy with a slow pulse",
    ["very dizzy", "slow pulse"],
  ],
  [
    "camphor_poisoning",
    3,
    "male",
    "My son chewed camphor from the wardrobe and he is vomiting and jerking",
    ["vomiting", "jerking movements"],
  ],
  [
    "synthetic_cannabinoid_toxicity",
    21,
    "male",
    "He smoked colorado with his friends and now he is fitting and his heart is racing",
    ["fits", "heart racing"],
  ],
];

describe("med13: expected side effects are self-care or a routine visit, named first", () => {
  for (const [id, age, sex, complaint, phrases, want] of TELLINGS)
    it(`${id}: "${complaint}"`, () => {
      const played = playTelling([id, age, sex, complaint, phrases]);
      expect(played.top).toContain(id);
      expect(played.level).toBe(want);
    });
});

describe("med13: dangerous side effects and overdoses are emergencies, named in the top three", () => {
  for (const t of EMERGENCY_TELLINGS)
    it(`${t[0]}: "${t[3]}"`, () => {
      const played = playTelling(t);
      expect(played.top).toContain(t[0]);
      expect(EMERGENCY).toContain(played.level);
    });
});

describe("med13: the danger signs still count when a medicine explains the complaint", () => {
  it("black stools on iron with faintness or vomiting blood stay an emergency (NICE CG141)", () => {
    expect(EMERGENCY).toContain(level(40, "female", present("oral_iron", "black_stool", "fainting")));
    expect(EMERGENCY).toContain(level(40, "female", present("oral_iron", "black_stool", "vomiting_blood")));
    expect(EMERGENCY).toContain(level(40, "female", present("black_stool", "constipation")));
  });
  it("black stools on iron with nothing else are not an emergency", () => {
    expect(EMERGENCY).not.toContain(level(40, "female", present("oral_iron", "black_stool", "constipation")));
  });
  it("a fit or a non-blanching rash after vaccines is an emergency", () => {
    expect(EMERGENCY).toContain(level(0.5, "male", present("recent_vaccination", "fever", "seizure")));
    expect(EMERGENCY).toContain(level(1, "male", present("recent_vaccination", "fever", "rash_nonblanching")));
  });
  it("drowsiness on a sulfonylurea or quinine calls for an ambulance (low sugar)", () => {
    expect(level(60, "male", present("sulfonylurea_use", "drowsiness"))).toBe("emergency_ambulance");
    expect(level(5, "female", present("quinine_treatment", "confusion"))).toBe("emergency_ambulance");
  });
  it("vomiting with belly pain on an SGLT2 inhibitor is an emergency, whatever the sugar", () => {
    expect(EMERGENCY).toContain(level(55, "male", present("sglt2_inhibitor", "vomiting", "abdominal_pain")));
  });
  it("unsteady walking on lithium is an emergency (toxicity)", () => {
    expect(EMERGENCY).toContain(level(40, "female", present("lithium_use", "unsteady_walk")));
  });
  it("the complaint's words are read as the medicine, not as the problem", () => {
    const ids = parseText("I started TB treatment and my urine is orange").map((m) => m.id);
    expect(ids).toContain("tb_treatment");
    expect(ids).toContain("orange_body_fluids");
    expect(ids).not.toContain("haematuria");
  });
});
