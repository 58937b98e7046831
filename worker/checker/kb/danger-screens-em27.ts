// Emergency round 27 of issue 10 (ck-em27): the sign that decides an emergency is asked of the complaint it belongs
// to (red-flag-rules-em27.ts). Registered in the em27 entry of ROUNDS (kb/index.ts); only a type import here, so
// the screen list can take it without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_CKS_APPENDICITIS: Source = {
  name: "NICE CKS Appendicitis (pain starting around the navel and moving to the right iliac fossa; same-day surgical assessment) / Alvarado score",
  url: "https://cks.nice.org.uk/topics/appendicitis/",
};
const WHO_IMCI_MEASLES: Source = {
  name: "WHO IMCI chart booklet (measles: clouding of the cornea, deep or extensive mouth ulcers - severe complicated measles, refer urgently)",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};

const BAD_SJS: Source = {
  name: "BAD UK guidelines for the management of SJS/TEN (2016): a new drug with mucosal sores and a rash",
  url: "https://www.bad.org.uk/guidelines-and-standards/clinical-guidelines/",
};
const NICE_CKS_CHICKENPOX: Source = {
  name: "NICE CKS Chickenpox (immunocompromised: specialist advice the same day) / UKHSA Green Book ch. 34",
  url: "https://cks.nice.org.uk/topics/chickenpox/",
};

const NICE_CKS_OSTEOMYELITIS: Source = {
  name: "NICE CKS Osteomyelitis / NICE CKS Acute childhood limp (a child with a fever and bone tenderness: same-day hospital)",
  url: "https://cks.nice.org.uk/topics/osteomyelitis/",
};

const TOXBASE_IRON: Source = {
  name: "TOXBASE (UK National Poisons Information Service) Iron / WHO Poisoning prevention and management",
  url: "https://www.toxbase.org/",
};
const NICE_CKS_SCROTAL: Source = {
  name: "NICE CKS Scrotal pain and swelling (testicular torsion: vomiting and abdominal pain; emergency) / EAU paediatric urology",
  url: "https://cks.nice.org.uk/topics/scrotal-pain-swelling/",
};
const NICE_NG88: Source = {
  name: "NICE NG88 Heavy menstrual bleeding / NICE CKS Blackouts (fainting with blood loss)",
  url: "https://www.nice.org.uk/guidance/ng88",
};

const NICE_CKS_MASTITIS: Source = {
  name: "NICE CKS Mastitis and breast abscess (fluctuant swelling: same-day referral)",
  url: "https://cks.nice.org.uk/topics/mastitis-breast-abscess/",
};

export const EM27_SCREENS: ComplaintScreen[] = [
  {
    // NICE CKS Appendicitis: a belly pain (told anywhere, or in the right lower part or around the navel) is asked whether it moved there
    // from the middle (the em27 rule migrated_rlq_pain).
    id: "belly_pain_migration",
    name: "belly pain",
    triggers: ["rlq_pain", "periumbilical_pain", "abdominal_pain"],
    ages: [4, 70],
    items: ["pain_migrated_rlq"],
    sources: [NICE_CKS_APPENDICITIS],
  },
  {
    // WHO IMCI: a child with measles is asked about a cloudy spot on the eye (the em27 rule measles_cornea) and whether
    // he can drink (a general danger sign).
    id: "measles_complications",
    name: "measles",
    triggers: ["measles_rash"],
    ages: [0, 15],
    items: ["corneal_white_spot", "unable_to_drink"],
    sources: [WHO_IMCI_MEASLES],
  },
  {
    // BAD SJS/TEN 2016: sores in the mouth with a rash are asked about a new medicine (the em27 rule
    // new_drug_rash_two_mucosae) and sore red eyes.
    id: "mouth_sores_new_drug",
    name: "mouth sores",
    triggers: ["mouth_ulcers"],
    items: ["new_medicine", "red_eyes"],
    sources: [BAD_SJS],
  },
  {
    // NICE CKS Chickenpox: a person with chickenpox is asked about steroid tablets and cancer treatment (the em27 rule
    // chickenpox_immunosuppressed).
    id: "chickenpox_immunosuppression",
    name: "chickenpox",
    triggers: ["chickenpox_rash"],
    items: ["steroid_use", "on_chemotherapy"],
    sources: [NICE_CKS_CHICKENPOX],
  },
  {
    // NICE CKS Osteomyelitis / Acute childhood limp (BSR/BOA hot joint; the severity modifier child_fever_bone_tender):
    // a child with a fever and a painful leg, arm or joint is asked whether one place on the bone is very tender (bone
    // infection), not only about a swollen joint and the weight the leg takes (ablation probe: a fever with "the
    // place is tender" below the knee ended at malaria, within 24 hours).
    id: "child_fever_limb_bone_tender",
    name: "a fever with a painful limb",
    triggers: ["joint_pain", "cant_bear_weight", "limp"],
    ages: [0, 15.99],
    items: ["bone_tenderness"],
    sources: [NICE_CKS_OSTEOMYELITIS],
  },
  {
    // TOXBASE (NPIS) Iron / WHO poisoning: iron is among the commonest fatal poisonings of toddlers (the mother's
    // antenatal tablets); it starts with vomiting, and the general "swallowed medicines?" question is not how a parent
    // names it. A vomiting young child is asked about iron tablets (a red flag).
    id: "child_vomiting_iron",
    name: "a young child who vomits",
    triggers: ["vomiting", "vomiting_persistent"],
    ages: [0.5, 5.99],
    items: ["iron_tablets_swallowed"],
    sources: [TOXBASE_IRON],
  },
  {
    // NICE CKS Scrotal pain and swelling / EAU paediatric urology: testicular torsion often shows as vomiting or a belly
    // pain in a boy or young man who does not name the testicle; a vomiting male of 10 to 25 is asked about pain in
    // the testicles (the torsion rules then hold).
    id: "vomiting_boy_testicle",
    name: "vomiting",
    triggers: ["vomiting", "vomiting_persistent"],
    sex: "male",
    ages: [10, 25],
    items: ["testicular_pain"],
    sources: [NICE_CKS_SCROTAL],
  },
  {
    // NICE NG88 Heavy menstrual bleeding / NICE CKS Blackouts: a girl or woman who faints is asked about very heavy
    // periods (blood loss; with the faint, bleeding_collapse), beside bleeding from pregnancy.
    id: "fainting_heavy_periods",
    name: "fainting",
    triggers: ["fainting"],
    sex: "female",
    ages: [10, 55],
    items: ["heavy_periods"],
    sources: [NICE_NG88],
  },
  {
    // NICE CKS Mastitis and breast abscess (a tender, fluctuant swelling - an abscess - needs same-day referral for
    // drainage; with a fever, the breast_abscess_systemic rule): a red, hot breast or a breast lump is asked whether
    // the swelling is soft in the middle, as if filled with fluid.
    id: "breast_abscess_fluctuant",
    name: "a red hot breast or a breast lump",
    triggers: ["breast_red_hot", "breast_red_swollen", "breast_hard_area"],
    sex: "female",
    items: ["breast_soft_swelling"],
    sources: [NICE_CKS_MASTITIS],
  },
];
