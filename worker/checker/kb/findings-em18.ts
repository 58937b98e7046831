// Findings of the emergency round 18 of issue 10 (ck-em18). The rules that make them emergencies are in
// red-flag-rules-em18.ts.
// - Underwear wet all the time in pregnancy: a woman whose waters have broken before labour often feels it as a
//   slow trickle she takes for leaking urine, not a gush (RCOG Green-top 73 Care of women presenting with
//   suspected preterm prelabour rupture of membranes; NICE NG25 Preterm labour and birth: a history of watery
//   vaginal loss is PPROM until a speculum examination says otherwise, assessed by maternity the same day). The
//   word "wet" alone says nothing in a woman who is not pregnant, so the finding is no danger sign by itself.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM18_FINDINGS: Finding[] = [
  f(
    "wet_all_the_time",
    "Underwear wet all the time, or water trickling out that cannot be held back",
    "Is your underwear wet all the time, or does clear water keep trickling out that you cannot hold back?",
    "pants always wet|pant always wet|my pant dey always wet|pant dey always wet|pants are always wet|my pants are always wet|underwear always wet|underwear is always wet|always wet down there|always wet below|pants wet all the time|underwear wet all the time|clear water leaking and not stopping|water leaking and not stopping|water keeps leaking|water keeps trickling|the water no dey stop|water dey leak and e no stop|leaking water all the time|wetness that does not stop",
    { group: "pregnancy", base: 0.004, sex: "female" },
  ),
];

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM18_LIKELIHOOD_ROWS: Record<string, string> = {
  // RCOG Green-top 73 / NICE NG25: PPROM is told as constant wetness or a trickle as often as a gush.
  prom: "wet_all_the_time .6",
  // NICE CKS Septic arthritis / BSPAR: a recent minor fall or knock is told by some children with a
  // septic joint and misleads towards an injury; fever with a hot joint the child will not use is the infection.
  septic_arthritis: "injury .1, short_fall .03",
  // NICE NG38 Fractures: a closed fracture does not bring a fever; fever after a fall points to infection.
  fracture: "fever .03",
  knee_injury: "fever .03",
};
