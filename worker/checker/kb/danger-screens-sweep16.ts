// Third blind emergency sweep (round 16, ck-sweep16): danger screens for complaints that START on a side detail —
// a medicine, an old illness, a milder word — while the danger sign comes later. Each screen asks the emergency
// signs that detail's guideline names, so the person who mentions only "I take diclofenac" or "I am on TB
// treatment" is asked about what those bring. Appended to COMPLAINT_SCREENS (danger-screens.ts); only a type
// import here, so that file can spread this array without an import cycle.
import type { ComplaintScreen } from "./danger-screens.ts";

export const SWEEP16_SCREENS: ComplaintScreen[] = [
  {
    // BAD guidelines for SJS/TEN (2016) / NICE CKS Drug allergy: a new medicine in the last weeks followed by skin
    // that blisters or peels, mouth sores or a swelling lip is SJS/TEN or anaphylaxis.
    id: "new_medicine_skin",
    name: "a new medicine",
    triggers: ["new_medicine"],
    items: ["skin_peeling", "mouth_ulcers", "lip_tongue_swelling", "blisters"],
    sources: [
      {
        name: "BAD: UK guidelines for the management of Stevens-Johnson syndrome/toxic epidermal necrolysis (2016)",
        url: "https://www.bad.org.uk/guidelines-and-standards/clinical-guidelines/",
      },
    ],
  },
  {
    // NICE CKS NSAIDs - prescribing issues (GI adverse effects): regular NSAIDs bring bleeding and perforated ulcers.
    id: "nsaid_gut",
    name: "regular painkillers like ibuprofen or diclofenac",
    triggers: ["nsaid_use"],
    items: ["rigid_abdomen", "vomiting_blood", "black_stool", "severe_abdominal_pain"],
    sources: [
      {
        name: "NICE CKS: NSAIDs - prescribing issues",
        url: "https://cks.nice.org.uk/topics/nsaids-prescribing-issues/",
      },
    ],
  },
  {
    // BTS Clinical statement on haemoptysis / WHO consolidated TB guidelines: someone on TB treatment is asked about
    // coughing blood (massive haemoptysis) and drug-induced hepatitis (yellow eyes).
    id: "tb_treatment_dangers",
    name: "TB treatment",
    triggers: ["tb_treatment"],
    items: ["haemoptysis_massive", "haemoptysis", "sob_rest", "yellow_eyes"],
    sources: [
      {
        name: "WHO consolidated guidelines on tuberculosis, Module 4: treatment",
        url: "https://www.who.int/publications/i/item/9789240048126",
      },
    ],
  },
  {
    // NICE CKS Sickle cell disease (acute splenic sequestration, aplastic crisis: sudden severe pallor, an enlarging
    // spleen) / NICE CG143: pain the home painkillers do not control needs hospital.
    id: "sickle_more",
    name: "sickle cell disease",
    triggers: ["known_sickle"],
    items: ["severe_pallor", "luq_pain", "painkillers_not_helping"],
    sources: [
      { name: "NICE CKS: Sickle cell disease", url: "https://cks.nice.org.uk/topics/sickle-cell-disease/" },
      {
        name: "NICE CG143: Sickle cell disease - managing acute painful episodes in hospital",
        url: "https://www.nice.org.uk/guidance/cg143",
      },
    ],
  },
  {
    // RCOphth / NICE CKS Retinal detachment: a blow to the eye can tear the retina: floaters, flashes, a curtain.
    id: "eye_injury_retina",
    name: "a blow to the eye",
    triggers: ["eye_injury"],
    items: ["curtain_vision", "floaters", "flashing_lights"],
    sources: [{ name: "NICE CKS: Retinal detachment", url: "https://cks.nice.org.uk/topics/retinal-detachment/" }],
  },
  {
    // RCOphth Acute angle closure / NICE CKS Glaucoma: angle closure is often told as a headache with vomiting; the
    // red eye and haloes are asked of adults with a headache.
    id: "headache_eye",
    name: "headache",
    triggers: ["headache", "headache_one_side"],
    ages: [30, 120],
    items: ["red_eyes", "halos"],
    sources: [
      {
        name: "NICE CKS: Glaucoma (acute angle-closure glaucoma)",
        url: "https://cks.nice.org.uk/topics/glaucoma/",
      },
    ],
  },
  {
    // NICE CG95 Chest pain of recent onset / ESC 2023 ACS: a heart attack is often told as indigestion or upper
    // belly pain; adults with it are asked about pain spreading to the arm or jaw and sweating.
    id: "upper_belly_heart",
    name: "upper belly pain",
    triggers: ["epigastric_pain"],
    ages: [25, 120],
    items: ["chest_pain_radiating", "sweating"],
    sources: [
      {
        name: "NICE CG95: Recent-onset chest pain of suspected cardiac origin",
        url: "https://www.nice.org.uk/guidance/cg95",
      },
    ],
  },
  {
    // WHO IMCI chart booklet (anaemia): a pale child is checked for severe palmar pallor (urgent referral) and for
    // the fast breathing of anaemic heart failure.
    id: "pale_child",
    name: "a pale child",
    triggers: ["pale", "pica"],
    ages: [0, 14.99],
    items: ["severe_pallor", "fast_breathing", "rash_nonblanching"],
    sources: [
      {
        name: "WHO: Integrated Management of Childhood Illness chart booklet (2014)",
        url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
      },
    ],
  },
  {
    // NICE CKS Peripheral arterial disease (acute limb ischaemia: the 6 Ps): a foot or leg that suddenly hurts is
    // asked whether it is cold and pale; NICE CKS Achilles tendinopathy: and whether something snapped at the heel
    // (a rupture is missed in up to a quarter of first presentations).
    id: "limb_pain_ischaemia",
    name: "a painful leg or foot",
    triggers: ["walking_pain", "calf_pain"],
    ages: [12, 120],
    items: ["limb_cold_pale", "heel_snap"],
    sources: [
      {
        name: "NICE CKS: Peripheral arterial disease",
        url: "https://cks.nice.org.uk/topics/peripheral-arterial-disease/",
      },
      { name: "NICE CKS: Achilles tendinopathy", url: "https://cks.nice.org.uk/topics/achilles-tendinopathy/" },
    ],
  },
  {
    // NICE NG18 Diabetes in children and young people / JBDS DKA: thirst with weight loss is asked about the signs of
    // ketoacidosis (deep breathing, vomiting, drowsiness).
    id: "thirst_dka",
    name: "great thirst",
    triggers: ["thirst", "bedwetting"],
    ages: [1, 120],
    items: ["deep_breathing", "vomiting", "drowsiness", "fruity_breath"],
    sources: [
      { name: "NICE NG18: Diabetes (type 1 and type 2) in children", url: "https://www.nice.org.uk/guidance/ng18" },
    ],
  },
  {
    // NICE NG126 Ectopic pregnancy and miscarriage: pain that came on suddenly low in the belly, in someone pregnant or
    // with a late period, is an ectopic until scanned; the sweep-15 rule makes pain climbing by the hour an emergency.
    id: "belly_course",
    name: "belly pain",
    triggers: [
      "abdominal_pain",
      "lower_abdominal_pain",
      "rlq_pain",
      "llq_pain",
      "severe_abdominal_pain",
      "pregnant",
      "missed_period",
    ],
    ages: [11, 120],
    items: ["lower_pain_sudden", "pain_worsening_hours"],
    sources: [{ name: "NICE NG126: Ectopic pregnancy and miscarriage", url: "https://www.nice.org.uk/guidance/ng126" }],
  },
  {
    // NICE CKS Septic arthritis: a hot swollen joint is asked about shivering (fever is often told only as chills)
    // (NICE CKS: fever may be absent).
    id: "swollen_joint_sepsis",
    name: "a swollen joint",
    triggers: ["joint_swelling"],
    items: ["chills"],
    sources: [{ name: "NICE CKS: Septic arthritis", url: "https://cks.nice.org.uk/topics/septic-arthritis/" }],
  },
  {
    // ESVS 2017 Acute mesenteric ischaemia / NICE CKS Atrial fibrillation (embolism): an irregular pulse throws clots
    // to the gut and the limbs; sudden belly pain or a cold pale limb in AF is an embolus.
    id: "irregular_pulse_embolism",
    name: "an irregular heartbeat",
    triggers: ["irregular_pulse"],
    items: ["abdominal_pain_sudden", "limb_cold_pale"],
    sources: [{ name: "NICE CKS: Atrial fibrillation", url: "https://cks.nice.org.uk/topics/atrial-fibrillation/" }],
  },
  {
    // EAU Guidelines on urological infections (Fournier's gangrene) / NICE NG141: a boil or swelling near the anus or
    // scrotum, above all with diabetes, is asked whether the skin is turning dark with pain spreading fast.
    id: "perineal_boil_gangrene",
    name: "a boil or swelling near the anus or genitals",
    triggers: ["perianal_swelling", "perineal_pain", "scrotal_swelling_painless"],
    items: ["spreading_severe_skin_pain", "fever"],
    sources: [
      {
        name: "EAU Guidelines: Urological infections (Fournier's gangrene)",
        url: "https://uroweb.org/guidelines/urological-infections",
      },
    ],
  },
];
