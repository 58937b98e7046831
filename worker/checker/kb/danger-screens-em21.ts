// Emergency round 21 of issue 10 (ck-em21): danger screens appended to COMPLAINT_SCREENS (danger-screens.ts); only a
// type import here, so that file can spread this array without an import cycle.
//
// "Where is the infection": NICE NG51 (Sepsis: "assess people who might have sepsis ... identify the likely source of
// infection") and NICE NG143 (Fever in under 5s: look for a source of fever and for the features of specific serious
// illnesses). A fever is asked, on one short grouped page, about the sites a person mentions only in passing and that
// make it an emergency with the fever: a swollen eyelid (orbital cellulitis, then asked about pain moving the eye:
// swollen_eyelid_orbit), a swollen face (a dental abscess spreading, then asked about the tooth), a swelling behind
// the ear (mastoiditis), a red, hot, spreading patch of skin (cellulitis, then asked about the sepsis signs:
// skin_infection), and by age and sex a red hot breast (mastitis or an abscess), an abortion or miscarriage (septic
// abortion), tampon use (toxic shock), a pain in the loin (pyelonephritis). A hot swollen joint (septic arthritis),
// a recent birth and a pregnancy are already asked by the fever screens in danger-screens.ts.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_SEPSIS: Source = {
  name: "NICE NG51: Suspected sepsis - recognition, diagnosis and early management (source of infection)",
  url: "https://www.nice.org.uk/guidance/ng51",
};
const NICE_HEAD: Source = {
  name: "NICE NG232: Head injury - assessment and early management (referral to an emergency department)",
  url: "https://www.nice.org.uk/guidance/ng232",
};
const NICE_FEVER: Source = {
  name: "NICE NG143: Fever in under 5s - assessment and initial management",
  url: "https://www.nice.org.uk/guidance/ng143",
};

export const EM21_SCREENS: ComplaintScreen[] = [
  {
    // NICE CKS Cellulitis - acute and RCOphth (orbital cellulitis: eyelid swelling with pain on moving the eye),
    // SDCEP Management of Acute Dental Problems (a swollen face from a tooth with fever: same-day hospital), NICE
    // CKS Otitis media - acute (mastoiditis: a swelling behind the ear), NICE NG141 Cellulitis and erysipelas
    // (a red, hot, spreading area of skin with fever: assess for sepsis).
    id: "fever_source",
    system: "source",
    name: "fever",
    triggers: ["fever", "chills"],
    items: ["eyelid_swelling", "swollen_face", "behind_ear_swelling", "cellulitis_skin"],
    sources: [
      NICE_SEPSIS,
      NICE_FEVER,
      {
        name: "NICE CKS: Cellulitis - acute (periorbital and orbital)",
        url: "https://cks.nice.org.uk/topics/cellulitis-acute/",
      },
      {
        name: "SDCEP: Management of Acute Dental Problems (spreading infection)",
        url: "https://www.sdcep.org.uk/published-guidance/acute-dental-problems/",
      },
      {
        name: "NICE CKS: Otitis media - acute (mastoiditis)",
        url: "https://cks.nice.org.uk/topics/otitis-media-acute/",
      },
    ],
  },
  {
    // NICE NG111 Pyelonephritis (acute): fever with loin pain is an upper urinary infection; asked of a fever from
    // 12 (younger children: the urine is asked by NICE NG224's own screens), not only of a fever with rigors.
    id: "fever_source_loin",
    system: "source",
    name: "fever",
    ages: [12, 120],
    triggers: ["fever", "chills"],
    items: ["flank_pain"],
    sources: [
      NICE_SEPSIS,
      {
        name: "NICE NG111: Pyelonephritis (acute) - antimicrobial prescribing",
        url: "https://www.nice.org.uk/guidance/ng111",
      },
    ],
  },
  {
    // NICE CKS Mastitis and breast abscess (a red, hot breast with fever; sepsis: same-day admission), WHO
    // Abortion care guideline (2022) and RCOG (fever after an abortion or miscarriage is a septic abortion until
    // proven otherwise), NICE CKS Toxic shock syndrome (tampon or menstrual-cup use with fever: ask about a
    // sunburn-like rash and feeling faint).
    id: "fever_source_women",
    system: "source",
    name: "fever",
    sex: "female",
    ages: [12, 50],
    triggers: ["fever", "chills"],
    items: ["breast_red_hot", "breast_red_swollen", "tampon_use"],
    sources: [
      NICE_SEPSIS,
      { name: "NICE CKS: Mastitis and breast abscess", url: "https://cks.nice.org.uk/topics/mastitis-breast-abscess/" },
      { name: "NICE CKS: Toxic shock syndrome", url: "https://cks.nice.org.uk/topics/toxic-shock-syndrome/" },
    ],
  },
  {
    // The abortion or miscarriage is asked with the pregnancy signs (its own body system), not on the infection page.
    id: "fever_source_abortion",
    name: "fever",
    sex: "female",
    ages: [12, 50],
    triggers: ["fever", "chills"],
    items: ["recent_abortion"],
    sources: [
      NICE_SEPSIS,
      { name: "WHO: Abortion care guideline (2022)", url: "https://www.who.int/publications/i/item/9789240039483" },
    ],
  },
  {
    // NICE CKS Toxic shock syndrome: a person using a tampon (or menstrual cup) is asked about the widespread
    // sunburn-like rash, vomiting or diarrhoea and feeling faint on standing (low blood pressure) that make toxic
    // shock an emergency (red-flag-rules.ts tampon_fever_shock).
    id: "tampon_toxic_shock",
    name: "using tampons",
    sex: "female",
    triggers: ["tampon_use"],
    items: ["fever", "rash", "dizzy_standing", "vomiting"],
    sources: [{ name: "NICE CKS: Toxic shock syndrome", url: "https://cks.nice.org.uk/topics/toxic-shock-syndrome/" }],
  },
  {
    // SDCEP Management of Acute Dental Problems and NICE CKS Dental abscess: a swollen face is asked whether a tooth
    // hurts (a dental abscess spreading into the face is a same-day hospital emergency with fever, trismus or
    // trouble swallowing: red-flag-rules.ts spreading_dental_infection).
    id: "swollen_face_tooth",
    name: "a swollen face",
    triggers: ["swollen_face"],
    items: ["toothache"],
    sources: [
      {
        name: "SDCEP: Management of Acute Dental Problems (spreading infection)",
        url: "https://www.sdcep.org.uk/published-guidance/acute-dental-problems/",
      },
      { name: "NICE CKS: Dental abscess", url: "https://cks.nice.org.uk/topics/dental-abscess/" },
    ],
  },
  {
    // NICE NG232 Head injury (2023), 1.1 (which people with a head injury go to an emergency department): vomiting
    // since the injury, amnesia, signs of a skull fracture, a fit, a new weakness, a bleeding disorder or blood
    // thinners, and a high-energy injury. Asked of every head injury together with the injury screen's lost
    // consciousness, drowsiness and confusion, so that a bump without any of them can be cared for at home.
    id: "head_injury_ng232",
    name: "a head injury",
    triggers: ["head_injury", "knocked_out"],
    items: [
      "vomiting",
      "head_injury_amnesia",
      "skull_fracture_signs",
      "seizure",
      "known_bleeding_disorder",
      "head_injury_high_energy",
      "weakness_one_side",
    ],
    sources: [NICE_HEAD],
  },
  {
    // NICE NG232 1.1: irritability or altered behaviour after a head injury in a child under 5.
    id: "head_injury_ng232_young_child",
    name: "a head injury",
    ages: [0, 4.99],
    triggers: ["head_injury", "knocked_out"],
    items: ["irritable_child"],
    sources: [NICE_HEAD],
  },
  {
    // How bad is the anaemia (WHO Haemoglobin concentrations for the diagnosis of anaemia and assessment of
    // severity; BSH; NICE CKS Anaemia - iron deficiency: admit when the symptoms are severe): paleness is asked
    // whether the person is breathless at rest, has fainted or nearly fainted, or has chest pain, the signs that the
    // heart can no longer make up for the missing blood (decompensated anaemia: same-day transfusion assessment).
    id: "pale_anaemia_severity",
    name: "paleness",
    triggers: ["pale", "severe_pallor", "pica"],
    items: ["sob_rest", "fainting", "chest_pain"],
    sources: [
      {
        name: "WHO: Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity",
        url: "https://www.who.int/publications/i/item/WHO-NMH-NHD-MNM-11.1",
      },
      { name: "NICE CKS: Anaemia - iron deficiency", url: "https://cks.nice.org.uk/topics/anaemia-iron-deficiency/" },
    ],
  },
];
