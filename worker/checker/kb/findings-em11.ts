// Findings for the emergency round of issue 10 (ck-em11): a danger sign or a risk that has to be known because
// of the complaint, where no existing finding says it. Each is created only where no existing finding fits.
// - A medicine that can stop the bone marrow making white cells (agranulocytosis): the antithyroid drugs
//   carbimazole and propylthiouracil (MHRA Drug Safety Update and NICE CKS Hyperthyroidism: stop the drug and
//   get an urgent blood count at the first sign of infection, a sore throat, mouth ulcers or fever), clozapine
//   (MHRA / BNF: neutropenia monitoring; fever or a sore throat needs a blood count now), and the
//   disease-modifying drugs sulfasalazine, methotrexate, azathioprine and mercaptopurine (BSR DMARD guideline:
//   fever, sore throat or mouth ulcers on these drugs need an urgent blood count). Fever in such a person is
//   treated as neutropenic sepsis until the count says otherwise (NICE NG151). "Taking carbimazole" is a drug
//   history first (it also says the thyroid is overactive, through `implies`).
// - A blood pressure of 180/120 or higher: NICE NG136 (hypertension in adults) sends it for same-day specialist
//   review with life-threatening symptoms (new confusion, chest pain, breathlessness, vision changes) or
//   suspected phaeochromocytoma (headache, palpitations, pallor, sweating); the NHS advises an urgent GP
//   appointment for a reading this high without symptoms.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM11_FINDINGS: Finding[] = [
  f(
    "wbc_lowering_drug",
    "Taking a medicine that can lower the white blood cells (carbimazole, PTU, clozapine, sulfasalazine, methotrexate, azathioprine)",
    "Do you take carbimazole or PTU for the thyroid, clozapine, sulfasalazine, methotrexate or azathioprine?",
    "on clozapine|taking clozapine|takes clozapine|clozapine|clozaril|on sulfasalazine|taking sulfasalazine|sulfasalazine|sulphasalazine|salazopyrin|on azathioprine|taking azathioprine|azathioprine|imuran|mercaptopurine|on methotrexate|takes methotrexate|taking methotrexate|methotrexate|leflunomide|medicine that lowers white cells|drug that lowers white blood cells|low white cell count from medicine",
    { group: "history", base: 0.003 },
  ),
  f(
    "antithyroid_drug",
    "Taking carbimazole or propylthiouracil (PTU) for the thyroid",
    "Do you take carbimazole or propylthiouracil (PTU) for an overactive thyroid?",
    "on carbimazole|taking carbimazole|takes carbimazole|carbimazole|neo-mercazole|neomercazole|propylthiouracil|on ptu|taking ptu|methimazole|thiamazole|antithyroid drug|antithyroid tablets|thyroid tablets for overactive thyroid",
    { group: "history", base: 0.002, parent: "wbc_lowering_drug", implies: ["known_hyperthyroid"] },
  ),
  f(
    "bp_very_high",
    "Blood pressure 180/120 or higher",
    "Was your blood pressure 180/120 or higher when it was checked?",
    "dangerously high blood pressure|extremely high blood pressure|severely high blood pressure|blood pressure above 180|bp above 180|bp over 180|blood pressure over 180|top number above 180|hypertensive crisis|blood pressure crisis",
    { group: "history", base: 0.004, parent: "high_bp_reading" },
  ),
];

/** Likelihood rows of the new findings on existing conditions (added only where a condition has none). */
export const EM11_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE NG151: anticancer treatment is the commonest setting; the antithyroid and disease-modifying drugs the
  // commonest outside it.
  neutropenic_sepsis: "wbc_lowering_drug .1",
  // Carbimazole is the usual first treatment of Graves' disease (NICE NG145); a thyroid storm often follows
  // stopping it.
  hyperthyroidism: "antithyroid_drug .4, wbc_lowering_drug .4",
  thyroid_storm: "antithyroid_drug .4, wbc_lowering_drug .4",
  rheumatoid_arthritis: "wbc_lowering_drug .35",
  // NICE NG136 / ESH: a hypertensive emergency is usually a reading of 180/120 or more; plain hypertension
  // rarely so.
  hypertensive_emergency: "bp_very_high .8",
  hypertension: "bp_very_high .1",
};
