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
    // NICE CKS Mastitis and breast abscess: in a red, hot or painful breast with a lump ask whether the lump is
    // soft (pus), growing, and whether the fever has settled on antibiotics (suspected abscess: same-day
    // surgical referral); shivering and feeling faint are the signs of sepsis (NICE NG51).
    id: "breast_infection",
    name: "a red, painful breast",
    sex: "female",
    triggers: ["breast_red_hot", "breast_red_swollen", "nipple_pus", "breast_soft_swelling"],
    items: ["breast_soft_swelling", "no_better_on_antibiotics", "chills", "prostration"],
    sources: [MASTITIS],
  },
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
];
