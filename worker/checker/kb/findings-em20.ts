// Findings of the emergency round 20 of issue 10 (ck-em20): the telling features of common problems of 10–45-year-
// olds that the knowledge base could not name (conditions-em20.ts), and of drug dependence.
// - Sickness on journeys: nausea, vomiting, pallor and sweating in a moving vehicle that settle once the journey
//   ends are motion sickness (NICE CKS Motion sickness).
// - Hiccups brought on by a big meal, a fizzy drink or alcohol stretching the stomach (NICE CKS Hiccups).
// - Tolerance and withdrawal, two of the ICD-10/ICD-11 and DSM-5 criteria of dependence (WHO mhGAP module Drug
//   use disorders; NICE CG52 Drug misuse in over 16s: opioid detoxification): needing more for the same effect,
//   and feeling ill (aches, yawning, a runny nose, sweats, shakes) when a dose is missed.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM20_FINDINGS: Finding[] = [
  f(
    "travel_sickness",
    "Feeling sick, dizzy or vomiting when travelling in a car, bus, boat or plane",
    "Do you feel sick, dizzy or vomit when you travel in a car, bus, boat or plane, and feel well again once the journey ends?",
    "travel sickness|motion sickness|car sickness|carsick|car sick|sea sickness|seasick|sea sick|air sickness|vomiting on long bus journeys|vomiting on bus journeys|vomit on the bus|vomit in the bus|vomit in bus|vomit for bus|sick on the bus|sick in the car|sick on journeys|sick when travelling|sick when i travel|vomit when i travel|vomit anytime i travel|vomit on journeys|vomiting on journeys|sick in vehicles",
    { group: "gi", base: 0.01 },
  ),
  f(
    "hiccup_trigger_meal",
    "Hiccups that started after a big meal, a fizzy drink or alcohol",
    "Did the hiccups start after a big meal, a fizzy drink or alcohol?",
    "hiccups after a big meal|hiccups after eating|hiccups after a fizzy drink|hiccups after soft drink|fizzy drink|carbonated drink|after drinking coke|big meal and a fizzy drink|hiccups started after a big meal|hiccups since a big meal",
    { group: "gi", base: 0.02 },
  ),
  f(
    "drug_tolerance",
    "Needing more of a drug (or drink) to get the same effect",
    "Do you need more of it than before to get the same effect?",
    "need more to feel the same|need more to get the same effect|need more and more|i need more to feel it|need to take more to feel high|take more to get the same feeling|dose keeps going up|need a bigger dose|tolerance to the drug|e no dey do me again like before",
    { group: "history", base: 0.005 },
  ),
  f(
    "drug_withdrawal",
    "Feeling ill (aches, yawning, runny nose, sweats, shakes) when a dose of the drug is missed",
    "When you miss the drug, do you feel ill: body aches, yawning, a runny nose, sweats, shaking or restlessness?",
    "aches when i miss it|body aches when i miss it|yawning and runny nose without it|sick when i miss it|feel sick without it|ill when i miss a dose|withdrawal symptoms|withdrawals|withdrawal|body dey pain me if i no take am|if i no take am body dey pain me|cant do without it|shaking when i miss it|sweating when i miss it",
    { group: "history", base: 0.005 },
  ),
];

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM20_LIKELIHOOD_ROWS: Record<string, string> = {
  // WHO mhGAP Drug use disorders / NICE CG52: tolerance and withdrawal mark dependence on opioids (tramadol,
  // codeine syrup) and on alcohol; withdrawal from alcohol is the shakes, sweats and fear of the next morning.
  // WHO mhGAP: opioid withdrawal brings a runny nose, watering eyes, yawning, aches, sweats and diarrhoea.
  opioid_use_disorder: "drug_tolerance .6, drug_withdrawal .7, runny_nose .3, body_aches .3, diarrhoea .15",
  alcohol_use_disorder: "drug_tolerance .5, drug_withdrawal .4",
  alcohol_withdrawal: "drug_withdrawal .6",
  // NICE CKS Acute childhood limp and StatPearls Osteomyelitis: a child with osteomyelitis of a leg bone limps or
  // will not walk or use the limb (most are children, the long bones of the leg).
  osteomyelitis: "limp .5, cant_bear_weight .5, limb_not_used .4",
};
