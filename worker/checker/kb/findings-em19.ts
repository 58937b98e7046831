// Findings of the emergency round 19 of issue 10 (ck-em19). The rules that make them emergencies are in
// red-flag-rules-em19.ts.
// - A drug taken to get or keep an erection (sildenafil, tadalafil, the "power" or "manpower" tablets and herbal
//   mixtures sold for sex): with a prolonged painful erection it is drug-induced priapism (EAU Guidelines on
//   Sexual and Reproductive Health, Priapism; NICE CKS Erectile dysfunction: warn of priapism over 4 hours). Not a
//   danger sign by itself; it makes the interview ask about the erection.
// - Chest pain that came on suddenly: a sudden one-sided pain worse on breathing in, with breathlessness, is a
//   pneumothorax or a pulmonary embolism until a chest X-ray says otherwise (NICE CKS Chest pain; BTS Guideline
//   for pleural disease 2023). The onset is the danger, not the word "sharp".
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM19_FINDINGS: Finding[] = [
  f(
    "erection_drug_use",
    "Took a drug or herbal mixture to get or keep an erection (sildenafil, tadalafil, 'power' tablets)",
    "Did you take a medicine or herbal mixture to get or keep an erection (Viagra, sildenafil, tadalafil, 'manpower' or 'power' tablets)?",
    "sex enhancement drug|sex enhancer|sexual enhancement drug|sex enhancing drug|manpower drug|manpower tablet|take manpower|took manpower|i take manpower|power tablet for sex|drug for erection|erection drug|erection tablet|tablet to stay hard|took viagra|take viagra|viagra|sildenafil|tadalafil|cialis|performance drug for sex|sex drug|drug to last long in bed|drug to last longer in bed",
    { group: "medicines", base: 0.005, sex: "male" },
  ),
  f(
    "chest_pain_sudden",
    "Chest pain that came on suddenly, all at once",
    "Did the chest pain come on suddenly, all at once, and stay?",
    "sudden chest pain|sudden sharp chest pain|sudden sharp pain in the chest|sudden pain in my chest|chest pain came on suddenly|chest pain started suddenly|sudden pain on one side of the chest|chest pain that started all at once",
    { group: "chest", base: 0.01, parent: "chest_pain" },
  ),
];

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM19_LIKELIHOOD_ROWS: Record<string, string> = {
  // EAU Priapism: drug-induced priapism (PDE5 inhibitors, often with alcohol or other drugs; intracavernosal
  // injections, trazodone, cocaine) is among the commonest causes in adults, sickle cell disease in the young.
  priapism: "erection_drug_use .35",
  // NICE CKS Erectile dysfunction: men with erectile dysfunction often buy sildenafil or "power" tablets themselves.
  erectile_dysfunction: "erection_drug_use .3",
  // BTS pleural disease 2023 / NICE CKS Chest pain: a pneumothorax and a pulmonary embolism begin suddenly; a
  // pulled chest-wall muscle or costochondritis seldom does.
  pneumothorax: "chest_pain_sudden .85",
  pulmonary_embolism: "chest_pain_sudden .6",
  // UpToDate / StatPearls Rhabdomyolysis: the muscles worked hardest hurt (the thighs after squats or a march).
  rhabdomyolysis: "thigh_pain .4",
  // WHO Tetanus fact sheet / WHO Current recommendations for treatment of tetanus (2010): generalised tetanus
  // brings painful spasms and a board-hard belly wall, which people tell as belly cramps.
  tetanus: "abdominal_cramps .3",
};
