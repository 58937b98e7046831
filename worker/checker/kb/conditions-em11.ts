// Conditions of the emergency round of issue 10 (ck-em11), each missing from the knowledge base (grepped by
// concept and ICD-10 first):
// - Agranulocytosis from a medicine (D70.1 drug-induced agranulocytosis): carbimazole and propylthiouracil
//   (MHRA Drug Safety Update 2019 and NICE CKS Hyperthyroidism), clozapine (MHRA / BNF), sulfasalazine,
//   methotrexate and azathioprine (BSR DMARD guideline). A sore throat, mouth ulcers or fever on one of these
//   drugs needs the drug stopped and a blood count the same day; with fever it is treated as neutropenic
//   sepsis (NICE NG151: antibiotics within the hour). Chemotherapy has its own condition (neutropenic_sepsis).
// - Phaeochromocytoma (D35.0 benign adrenal tumour; the paraganglioma outside the adrenal is the same
//   illness): attacks of pounding headache, sweating and a racing heart with pallor and very high blood
//   pressure (Endocrine Society clinical practice guideline 2014; NICE NG136 lists suspected phaeochromocytoma
//   among the reasons for same-day specialist review). A crisis (very high blood pressure with organ symptoms)
//   is an emergency: red-flag-rules.ts bp_very_high_symptoms.
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

const NICE_NEUTROPENIC = { name: "NICE NG151: Neutropenic sepsis", url: "https://www.nice.org.uk/guidance/ng151" };
const NICE_NG136 = {
  name: "NICE NG136: Hypertension in adults (same-day referral for suspected phaeochromocytoma)",
  url: "https://www.nice.org.uk/guidance/ng136",
};

export const EM11_CONDITIONS: Condition[] = [
  gp({
    id: "drug_agranulocytosis",
    name: "Agranulocytosis from a medicine (carbimazole, clozapine, sulfasalazine and others)",
    common: "Very low white cells from a medicine",
    icd: "D70.1",
    // The blood count is needed the same day; with a fever it is an emergency (red-flag-rules.ts
    // fever_on_wbc_lowering_drug), as neutropenic sepsis.
    tri: "consultation_24",
    // Rare: about 3 in 10,000 people a year on carbimazole, 1 in 100 on clozapine (first months), fewer on the
    // disease-modifying drugs; almost always in the first three months of treatment.
    prior: prior(0.3),
    lk: "wbc_lowering_drug .98, antithyroid_drug .5, fever .9, sore_throat .75, mouth_ulcers .45, chills .55, fatigue .6, body_aches .3, palpitations .3, prostration .25, painful_swallowing .4, swollen_glands .15, cough .1, diarrhoea .1, rash .05",
    desc: "Some medicines can, rarely, stop the bone marrow making the white blood cells that fight infection: carbimazole and propylthiouracil (PTU) for an overactive thyroid, clozapine, and sulfasalazine, methotrexate or azathioprine for arthritis and bowel disease. It usually happens in the first weeks or months. The first sign is an infection: a sore throat, mouth ulcers, fever or shivering. Without white cells an infection can become sepsis within hours, so a fever on one of these medicines is an emergency.",
    causes:
      "Carbimazole or propylthiouracil (PTU), mostly in the first 3 months; Clozapine, mostly in the first 18 weeks; Sulfasalazine, methotrexate, azathioprine, mercaptopurine; Rarely co-trimoxazole, dapsone and other medicines",
    see: "An urgent blood count the same day; with a fever, antibiotics through a drip within the hour as for neutropenic sepsis, and the medicine stopped for good. A specialist chooses another treatment.",
    home: [
      "Stop and get checked: Do not take the next dose until a blood count has been checked; take the medicine box with you.",
      "Go now with a fever: A temperature, shivering or feeling very unwell on one of these medicines needs the emergency department now.",
    ],
    tx: "Hospital care: Intravenous antibiotics, the drug stopped permanently, sometimes a growth factor (G-CSF) to bring the white cells back; an overactive thyroid is then treated with radioactive iodine or surgery.",
    src: [
      nice("hyperthyroidism", "Hyperthyroidism (carbimazole and agranulocytosis)"),
      NICE_NEUTROPENIC,
      statpearls("Agranulocytosis"),
    ],
  }),
  gp({
    id: "phaeochromocytoma",
    name: "Phaeochromocytoma (adrenaline-making tumour)",
    common: "Adrenal tumour causing attacks of high blood pressure",
    icd: "D35.0",
    tri: "consultation_24",
    // Rare (about 1 in 1,000 people with high blood pressure); any age, often 30s-50s; some inherited.
    prior: prior(0.25, {
      bands: [
        [0, 9, 0.2],
        [10, 19, 0.5],
      ],
    }),
    lk: "headache .85, palpitations .85, sweating .8, high_bp_reading .9, bp_very_high .55, pale .45, tremor .4, worry .35, panic_attacks .3, chest_pain .2, abdominal_pain .15, nausea .3, vomiting .15, weight_loss .2, dizzy_standing .2, vision_blurred .15, sob .15, fatigue .3, known_hypertension .4, recurrent .5",
    desc: "A phaeochromocytoma is a rare, usually non-cancerous tumour of the adrenal gland that releases bursts of adrenaline. It causes attacks of a pounding headache, heavy sweating, a racing heart, shaking and paleness with very high blood pressure, lasting minutes to an hour, often in a young person whose blood pressure is hard to control. A very high reading with chest pain, breathlessness, a severe headache or blurred sight is an emergency (a crisis).",
    causes:
      "A tumour of the adrenal gland (or, as a paraganglioma, of nerve tissue elsewhere); Sometimes inherited (MEN2, von Hippel-Lindau, neurofibromatosis, SDH genes); Attacks set off by exercise, pressure on the belly, some medicines (metoclopramide, steroids, some antidepressants) or surgery",
    see: "A same-day check of the blood pressure and heart; blood or urine tests (metanephrines) and a scan of the adrenal glands; surgery after several weeks of alpha-blocker tablets. Go to the emergency department now with a very high reading and chest pain, breathlessness, a severe headache, blurred vision or confusion.",
    home: [
      "Avoid triggers: Don't take decongestants, metoclopramide or new medicines without asking a doctor.",
      "Keep a record: Write down the attacks and any blood pressure readings to show the doctor.",
    ],
    tx: "Specialist care: Alpha-blocker tablets (phenoxybenzamine or doxazosin) then a beta-blocker, then keyhole surgery to remove the tumour; genetic testing for the family.",
    src: [
      nice("hypertension-not-diabetic", "Hypertension (secondary causes)"),
      NICE_NG136,
      statpearls("Pheochromocytoma"),
    ],
  }),
];
