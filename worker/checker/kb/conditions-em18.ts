// Conditions of the emergency round 18 of issue 10 (ck-em18), each missing from the knowledge base (grepped by
// concept and ICD-10 first): two harmless self-care look-alikes that were read as a GP visit for something else.
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { statpearls } from "./sources.ts";

export const EM18_CONDITIONS: Condition[] = [
  gp({
    id: "keratosis_pilaris",
    name: "Keratosis pilaris",
    common: "Rough goose-skin bumps on the arms",
    icd: "L85.8",
    tri: "self_care",
    // Very common (up to half of teenagers, a third of adults: StatPearls), commonest in childhood and the teens,
    // often in families and with eczema or dry skin.
    prior: prior(6, {
      bands: [
        [0, 1, 0.1],
        [2, 9, 0.8],
        [10, 25, 1.5],
        [26, 200, 0.5],
      ],
    }),
    lk: "rough_bumps_arms .95, itching .15, eczema_patches .15, rash .3, fever .01, pain_severe .01",
    desc: "Many small, rough, skin-coloured or slightly red bumps on the back of the upper arms, and often the thighs, cheeks or buttocks, like goose skin that does not go away. Each bump is a hair opening plugged with keratin. It does not usually itch or hurt, is not infectious, often runs in families, is worse in dry weather and improves with age.",
    causes: "An inherited tendency to plug the hair openings with keratin; Dry skin and dry weather; Eczema",
    see: "No doctor is needed for the bumps; a doctor or pharmacist if they become very red, sore or spread, or for advice on creams.",
    home: [
      "Moisturise: A plain moisturiser (emollient) twice a day, especially after a bath; creams with urea or lactic or salicylic acid smooth the bumps.",
      "Be gentle: Avoid hard scrubbing, harsh soaps and bleaching creams; lukewarm, not hot, water.",
    ],
    tx: "Skin care: Emollients and keratolytic creams keep it smoother; it cannot be cured but usually fades by adulthood.",
    src: [statpearls("Keratosis Pilaris")],
  }),
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
    src: [statpearls("Metronidazole"), statpearls("Disulfiram Toxicity")],
  }),
];
