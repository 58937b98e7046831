// Findings of the emergency round 18 of issue 10 (ck-em18). The rules that make them emergencies are in
// red-flag-rules-em18.ts.
// - Underwear wet all the time in pregnancy: a woman whose waters have broken before labour often feels it as a
//   slow trickle she takes for leaking urine, not a gush (RCOG Green-top 73 Care of women presenting with
//   suspected preterm prelabour rupture of membranes; NICE NG25 Preterm labour and birth: a history of watery
//   vaginal loss is PPROM until a speculum examination says otherwise, assessed by maternity the same day). The
//   word "wet" alone says nothing in a woman who is not pregnant, so the finding is no danger sign by itself.
// - Two self-care conditions the knowledge base lacked (conditions-em18.ts): the rough goose-skin bumps of
//   keratosis pilaris (StatPearls Keratosis Pilaris; BAD patient leaflet) and the flushing reaction to alcohol on metronidazole
//   (BNF Metronidazole: avoid alcohol during and for 48 hours after; a disulfiram-like reaction).
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
  f(
    "rough_bumps_arms",
    "Small rough bumps like goose skin on the back of the upper arms or the thighs",
    "Are there small rough bumps like goose skin on the back of the upper arms or on the thighs, that feel like sandpaper?",
    "rough bumps on the back of the arms|rough bumps on the back of my arms|rough bumps on my arms|small rough bumps on the arms|bumps like goose skin|like goose skin|goose skin that does not go|skin feels like sandpaper|feels like sandpaper|like sandpaper|chicken skin|rough skin on the back of the arms|rough bumps on the thighs|keratosis pilaris",
    { group: "skin", base: 0.01 },
  ),
  f(
    "metronidazole_use",
    "Taking metronidazole (Flagyl) or tinidazole, now or in the last 2 days",
    "Are you taking metronidazole (Flagyl) or tinidazole, or did you finish it in the last 2 days?",
    "taking metronidazole|on metronidazole|metronidazole tablets|started metronidazole|taking flagyl|on flagyl|flagyl tablets|dey take flagyl|i dey take flagyl|i take flagyl|started flagyl|taking tinidazole|on tinidazole",
    { group: "medicines", base: 0.01 },
  ),
  f(
    "alcohol_today",
    "Drank alcohol in the last few hours",
    "Have you drunk alcohol (beer, palm wine, spirits) in the last few hours?",
    "drank two beers|drank beer|drank some beer|drank two bottles of beer|drink two bottle of beer|had a few drinks|had some drinks|had two beers|had a beer|drank palm wine|drank some palm wine|drank at a party|took some beer|i drink beer for party",
    { group: "history", base: 0.05 },
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
  // NICE CKS Gout: a binge of alcohol (beer above all) or a rich meat meal the night before sets off a flare.
  gout: "alcohol_today .35",
};
