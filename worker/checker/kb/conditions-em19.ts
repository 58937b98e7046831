// Conditions of the emergency round 19 of issue 10 (ck-em19), missing from the knowledge base (grepped by concept
// and ICD-10 first): a harmless self-care look-alike that was read as gastroenteritis.
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { statpearls } from "./sources.ts";

export const EM19_CONDITIONS: Condition[] = [
  gp({
    id: "alcohol_hangover",
    name: "Alcohol hangover",
    common: "Hangover after drinking",
    icd: "F10.0",
    tri: "self_care",
    // NICE CKS Alcohol - problem drinking and StatPearls Alcohol Toxicity: the morning after a night of heavy drinking brings a
    // headache, nausea or a little vomiting, thirst and tiredness that pass within a day; common among young
    // adults, none in children.
    prior: prior(2, {
      bands: [
        [0, 14, 0],
        [15, 17, 0.3],
        [18, 35, 1.5],
        [36, 200, 0.7],
      ],
    }),
    lk: "heavy_drinking .8, alcohol_today .5, headache .85, thirst .6, nausea .6, vomiting .35, fatigue .7, dizziness .3, diarrhoea .1, fever .02",
    desc: "A hangover is how the body feels the morning after drinking a lot of alcohol: a throbbing headache, feeling sick or vomiting once or twice, thirst, tiredness and feeling shaky. Alcohol dries the body out and irritates the stomach. It passes within a day.",
    causes:
      "Drinking a lot of alcohol (beer, spirits, palm wine, ogogoro) the night before; Drinking on an empty stomach",
    see: "No doctor is needed. Go to a health facility at once for confusion, drowsiness you cannot shake off, vomiting that will not stop or blood in the vomit, a fit, or a headache after a fall or blow to the head.",
    home: [
      "Drink water: Sip water or oral rehydration solution through the day.",
      "Rest and eat: Eat something plain and rest; paracetamol or ibuprofen for the headache (ibuprofen with food).",
      "No more alcohol: Do not drink more alcohol to feel better.",
    ],
    tx: "Self-care: Fluids, rest and a simple painkiller; it passes within a day.",
    src: [
      { name: "NICE CKS: Alcohol - problem drinking", url: "https://cks.nice.org.uk/topics/alcohol-problem-drinking/" },
      statpearls("Alcohol Toxicity"),
    ],
  }),
];
