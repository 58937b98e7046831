// Conditions of the emergency round 18 of issue 10 (ck-em18), each missing from the knowledge base (grepped by
// concept and ICD-10 first): a harmless self-care look-alike that was read as a GP visit for something else.
// Keratosis pilaris was left out: no guideline body (WHO, NICE, CDC, NCDC, FMoH) covers it, only reviews, so its
// rough bumps stay a finding and the checker says it does not know.
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { statpearls } from "./sources.ts";

export const EM18_CONDITIONS: Condition[] = [
  gp({
    id: "metronidazole_alcohol_reaction",
    name: "Alcohol reaction on metronidazole (disulfiram-like reaction)",
    common: "Alcohol reaction with metronidazole (Flagyl)",
    icd: "T51.0",
    tri: "self_care",
    // BNF Metronidazole: alcohol during treatment and for 48 hours after can cause a disulfiram-like reaction
    // (flushing, nausea, vomiting, headache, palpitations); how often is uncertain, so the prior is small.
    prior: prior(0.4, {
      bands: [
        [0, 12, 0],
        [13, 200, 1],
      ],
    }),
    lk: "metronidazole_use .97, alcohol_today .97, face_flushing .6, cellulitis_skin .15, nausea .7, vomiting .35, headache .6, palpitations .4, dizziness .3, chest_pain .03, fainting .03",
    desc: "Drinking alcohol while taking metronidazole (Flagyl) or tinidazole, or within two days of the last dose, can make the face hot and red, bring nausea or vomiting, a throbbing headache and a fast heartbeat, within minutes to an hour of the drink. It is unpleasant and settles by itself over a few hours once no more alcohol is taken.",
    causes:
      "Alcohol (beer, palm wine, spirits, some cough mixtures) during metronidazole or tinidazole treatment or within 48 hours of the last dose",
    see: "No doctor is needed if it settles; go to a health facility at once for chest pain, fainting, breathlessness or vomiting that will not stop.",
    home: [
      "Stop alcohol: No more alcohol until two days after the last tablet; keep taking the medicine as prescribed.",
      "Rest and sip water: Lie down in a cool place and sip water until the flushing and sickness pass.",
    ],
    tx: "Self-care: It passes in a few hours; finish the metronidazole course without alcohol.",
    src: [
      // The BNF, published by NICE: avoid alcohol during treatment and for 48 hours after (disulfiram-like reaction).
      { name: "NICE BNF: Metronidazole", url: "https://bnf.nice.org.uk/drugs/metronidazole/" },
      statpearls("Disulfiram Toxicity"),
    ],
  }),
];
