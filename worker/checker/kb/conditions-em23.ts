// Conditions of the emergency round 23 of issue 10 (ck-em23), missing from the knowledge base (grepped by concept and
// ICD-10 first). Each is an emergency that presents unusually; its telling findings are already in the knowledge base.
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { statpearls } from "./sources.ts";

export const EM23_CONDITIONS: Condition[] = [
  gp({
    id: "metastatic_cord_compression",
    name: "Metastatic spinal cord compression",
    common: "Cancer pressing on the spinal cord",
    icd: "G95.2",
    tri: "emergency",
    // NICE NG234 Spinal metastases and metastatic spinal cord compression (2023): in someone with cancer (breast,
    // prostate, lung, kidney, myeloma), new back pain that is worse at night or lying down, then weakness or numbness
    // of the legs, walking trouble or bladder or bowel trouble, is MSCC: contact the MSCC team immediately. About 3-5 %
    // of people with cancer develop it, a third of them as the first sign of the cancer.
    prior: prior(0.12, {
      bands: [
        [0, 29, 0.1],
        [30, 49, 0.6],
        [50, 200, 2],
      ],
    }),
    lk: "known_cancer .7, back_pain .9, night_pain .6, leg_weakness_both .6, numbness .5, urinary_retention .3, saddle_numbness .25, unsteady_walk .3, weight_loss .4, fever .03",
    desc: "Metastatic spinal cord compression is a cancer that has spread to the spine pressing on the spinal cord. It starts as back pain, often worse at night or lying down, and then the legs become weak, numb or clumsy and the bladder or bowel may stop working. Treated within hours, walking can be saved; after paralysis sets in, it rarely comes back.",
    causes:
      "Cancer spread to the spine (breast, prostate, lung, kidney, myeloma, lymphoma); Sometimes the first sign of a cancer not yet found",
    see: "Hospital today: an MRI scan of the whole spine within 24 hours, dexamethasone, and radiotherapy or surgery.",
    home: [
      "Go now: Lie flat if moving makes the pain or weakness worse, and bring the cancer clinic's letters and medicines.",
    ],
    tx: "Hospital treatment: Steroids at once, then radiotherapy or an operation to take the pressure off the cord.",
    src: [
      {
        name: "NICE NG234: Spinal metastases and metastatic spinal cord compression (2023)",
        url: "https://www.nice.org.uk/guidance/ng234",
      },
      statpearls("Spinal Cord Compression"),
    ],
  }),
];
