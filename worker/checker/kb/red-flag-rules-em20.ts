// Emergency round 20 of issue 10 (ck-em20): combinations appended to RED_FLAG_RULES (red-flag-rules.ts). Only type
// imports here, so that file can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const EM20_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Nausea/vomiting in pregnancy (when to admit) and RCOG Green-top 69 (hyperemesis gravidarum): a
    // pregnant woman who cannot keep down liquids, with signs of dehydration (dark or scanty urine, dizziness on
    // standing, a faint, weight loss), is admitted the same day for intravenous fluids and antiemetics;
    // Wernicke's encephalopathy and kidney injury follow if she is sent home.
    id: "pregnancy_vomiting_dehydrated",
    name: "Pregnant, unable to keep fluids down, with signs of dehydration",
    all: [
      ["pregnant", "pregnant_early", "pregnant_late"],
      ["vomiting_persistent"],
      ["dark_urine", "oliguria", "dizzy_standing", "fainting", "weight_loss", "sunken_eyes"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Mastitis and breast abscess: suspect an abscess when a lump in an infected breast grows or the
    // fever does not settle within 48 hours of antibiotics; refer the same day to the breast surgeons for
    // drainage (antibiotics alone do not clear pus).
    id: "breast_infection_not_settling",
    name: "A lump in an infected breast growing, or fever not settling on antibiotics",
    all: [
      ["breast_lump", "breast_soft_swelling", "breast_hard_area"],
      ["breast_red_hot", "breast_red_swollen", "nipple_pus", "breast_pain", "breastfeeding"],
      ["fever", "chills"],
      ["no_better_on_antibiotics", "fast_growing_lump"],
    ],
    level: "emergency",
  },
];
