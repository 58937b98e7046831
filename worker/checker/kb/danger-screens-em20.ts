// Emergency round 20 of issue 10 (ck-em20): danger screens by presenting complaint, appended to COMPLAINT_SCREENS
// (danger-screens.ts); only a type import here, so that file can spread this array without an import cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const MASTITIS: Source = {
  name: "NICE CKS: Mastitis and breast abscess",
  url: "https://cks.nice.org.uk/topics/mastitis-breast-abscess/",
};

export const EM20_SCREENS: ComplaintScreen[] = [
  {
    // NICE CKS Mastitis and breast abscess and NICE CKS Breast cancer - recognition and referral: a breast lump
    // that grows over days is an abscess forming when the breast is inflamed (and a phyllodes tumour or a cancer
    // when it is not): asked of every breast lump.
    id: "breast_lump_growing",
    name: "a breast lump",
    sex: "female",
    triggers: ["breast_lump"],
    items: ["fast_growing_lump"],
    sources: [
      MASTITIS,
      {
        name: "NICE CKS: Breast cancer - recognition and referral",
        url: "https://cks.nice.org.uk/topics/breast-cancer-recognition-referral/",
      },
    ],
  },
  {
    // NICE CKS Red eye (assessment: ask about trauma, including a possible high-velocity injury from hammering,
    // grinding or drilling) and RCOphth: a fast fragment can pierce the eye and feel like a mere sore, red or
    // blurred eye, with no injury the person thinks of as one; eye casualty the same day.
    id: "eye_fast_fragment_any",
    name: "an eye problem",
    triggers: ["eye_pain", "red_eyes", "vision_blurred", "watery_eyes"],
    items: ["eye_high_velocity"],
    sources: [
      {
        name: "NICE CKS: Red eye (high-velocity injury) and Corneal superficial injury",
        url: "https://cks.nice.org.uk/topics/red-eye/",
      },
    ],
  },
  {
    // SDCEP Management of Acute Dental Problems and NICE CKS Dental abscess: a decayed tooth is where a dental
    // abscess starts; its spread to the face, the floor of the mouth or the throat (Ludwig's angina: a swelling
    // under the tongue or chin, drooling, trouble swallowing or opening the mouth) is asked of every bad tooth,
    // as of a toothache (danger-screens.ts "tooth").
    id: "tooth_decay_spread",
    name: "a decayed tooth",
    triggers: ["tooth_decay"],
    items: ["swollen_face", "floor_mouth_swelling", "drooling", "lockjaw", "painful_swallowing"],
    sources: [
      {
        name: "SDCEP: Management of Acute Dental Problems (spreading infection: swelling, trismus, dysphagia)",
        url: "https://www.sdcep.org.uk/published-guidance/acute-dental-problems/",
      },
      { name: "NICE CKS: Dental abscess", url: "https://cks.nice.org.uk/topics/dental-abscess/" },
    ],
  },
  {
    // EAU Guidelines on Paediatric Urology / NICE CKS Balanitis: a foreskin pulled back that will not return
    // (paraphimosis) swells the head of the penis and cuts off its blood flow: asked of every sore or painful
    // penis, whatever the person first calls it (a sore, a swelling, a pain after sex).
    id: "penis_foreskin_stuck",
    name: "a sore or painful penis",
    sex: "male",
    triggers: ["genital_sores", "urethral_discharge"],
    items: ["foreskin_stuck"],
    sources: [
      { name: "NICE CKS: Balanitis (paraphimosis: urgent referral)", url: "https://cks.nice.org.uk/topics/balanitis/" },
    ],
  },
  {
    // NICE NG126 Ectopic pregnancy and miscarriage (dizziness, fainting or collapse with pain) and NICE CKS
    // Blackouts in adults: a woman of childbearing age who feels faint, collapses or breaks into a sweat is asked
    // about a sudden one-sided low belly pain (a ruptured ectopic pregnancy, a twisted or bleeding ovary), which
    // she may not mention first.
    id: "faint_woman_belly",
    name: "dizziness or fainting",
    sex: "female",
    ages: [10, 50],
    triggers: ["dizziness", "fainting", "dizzy_standing", "sweating"],
    items: ["lower_pain_sudden"],
    sources: [{ name: "NICE NG126: Ectopic pregnancy and miscarriage", url: "https://www.nice.org.uk/guidance/ng126" }],
  },
  {
    // WHO Pocket book of hospital care for children (acute glomerulonephritis) and NICE CKS Haematuria: dark, red,
    // frothy or scanty urine is asked about a puffy face and swelling (the nephritic syndrome: fluid overload and
    // high blood pressure after a sore throat or skin infection).
    id: "urine_nephritic",
    name: "a change in the urine",
    triggers: ["dark_urine", "oliguria", "foamy_urine", "haematuria"],
    items: ["swelling_puffy_eyes"],
    sources: [
      {
        name: "WHO: Pocket book of hospital care for children (acute glomerulonephritis)",
        url: "https://www.who.int/publications/i/item/978-92-4-154837-3",
      },
    ],
  },
  {
    // NICE NG18 Diabetes (type 1 and 2) in children and young people and NICE NG17 (adults): new type 1 diabetes
    // often shows as tiredness, with thirst and weight loss, until ketoacidosis brings deep, sighing breathing;
    // asked of tiredness in children and young adults.
    id: "tired_ketoacidosis",
    name: "tiredness",
    ages: [1, 40],
    triggers: ["fatigue"],
    items: ["deep_breathing"],
    sources: [
      {
        name: "NICE NG18: Diabetes (type 1 and type 2) in children and young people",
        url: "https://www.nice.org.uk/guidance/ng18",
      },
    ],
  },
  {
    // NICE CKS Tiredness/fatigue in adults (ask about heavy periods: anaemia) and NICE CKS Menorrhagia (flooding,
    // soaking a pad an hour, with dizziness: same-day assessment).
    id: "tired_heavy_bleeding",
    name: "tiredness",
    sex: "female",
    ages: [12, 55],
    triggers: ["fatigue"],
    items: ["heavy_vaginal_bleeding"],
    sources: [
      {
        name: "NICE CKS: Tiredness/fatigue in adults",
        url: "https://cks.nice.org.uk/topics/tiredness-fatigue-in-adults/",
      },
    ],
  },
  {
    // NICE CKS Acute childhood limp: a child or teenager who cannot bear weight is seen the same day (slipped upper
    // femoral epiphysis, septic arthritis, osteomyelitis, a fracture).
    id: "child_limp_weight",
    name: "pain on walking",
    ages: [1, 17],
    triggers: ["walking_pain"],
    items: ["cant_bear_weight", "fever"],
    sources: [{ name: "NICE CKS: Acute childhood limp", url: "https://cks.nice.org.uk/topics/acute-childhood-limp/" }],
  },
  {
    // ESC 2018 pregnancy guidelines and MBRRACE-UK: peripartum cardiomyopathy shows in the weeks after birth as
    // breathlessness lying flat, swollen legs and tiredness, easily taken for the normal tiredness of a new mother.
    id: "postnatal_heart",
    name: "a recent birth",
    sex: "female",
    triggers: ["recent_delivery"],
    items: ["orthopnoea"],
    sources: [
      {
        name: "ESC Guidelines for the management of cardiovascular diseases during pregnancy (2018): peripartum cardiomyopathy",
        url: "https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines/Cardiovascular-Diseases-during-Pregnancy-Management-of",
      },
    ],
  },
  {
    // NICE NG111 Pyelonephritis (acute): admit if unable to take oral fluids or antibiotics (vomiting everything)
    // or with signs of sepsis; asked of every urinary complaint or loin pain.
    id: "urinary_cant_keep_fluids",
    name: "urinary symptoms or loin pain",
    triggers: ["dysuria", "flank_pain"],
    items: ["vomiting_persistent"],
    sources: [
      {
        name: "NICE NG111: Pyelonephritis (acute): antimicrobial prescribing",
        url: "https://www.nice.org.uk/guidance/ng111",
      },
    ],
  },
];
