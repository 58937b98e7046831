// Conditions of the emergency round 26 of issue 10 (ck-em26), missing from the knowledge base (grepped by concept and
// ICD-10 first): uncommon classic emergencies told with little information. Their telling findings are already in the
// knowledge base.
import type { Condition } from "../types.ts";
import { prior, RISES_WITH_AGE } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

export const EM26_CONDITIONS: Condition[] = [
  gp({
    id: "posterior_circulation_stroke",
    name: "Stroke at the back of the brain (posterior circulation stroke)",
    common: "Stroke affecting balance (back of the brain)",
    icd: "I63.9",
    tri: "emergency_ambulance",
    // NICE NG128 Stroke and TIA and NICE CKS Vertigo: about one stroke in five is in the brainstem or cerebellum; it
    // shows as a sudden spinning dizziness with a staggering walk, vomiting, double vision or slurred speech, often
    // with no weak arm or drooping face, so FAST misses it (BE-FAST adds Balance and Eyes). The general stroke row
    // ("weakness on one side .8") made a "no" to weakness all but rule it out.
    prior: prior(1.5, { bands: RISES_WITH_AGE }),
    lk: "vertigo .6, dizziness .75, unsteady_walk .8, nausea .5, vomiting .5, double_vision .3, slurred_speech .3, headache .35, weakness_one_side .2, numbness .2, face_droop .1, vision_loss .1, confusion .1, drowsiness .1, known_hypertension .5, high_bp_reading .5, known_sickle .03",
    desc: "A stroke at the back of the brain (the brainstem or the cerebellum, which keeps the balance) does not always weaken an arm or droop the face. It starts suddenly with the room spinning, a walk that staggers as if drunk, vomiting, seeing double or slurred speech. It is as dangerous as any stroke: swelling there can press on the breathing centres.",
    causes:
      "A clot blocking an artery at the back of the brain; A tear in a neck artery (after neck manipulation or a blow, sometimes with neck pain); High blood pressure, diabetes, smoking, an irregular heartbeat; Sickle cell disease in young people",
    see: "Hospital now by ambulance: a brain scan, an examination of the eyes and the walk, and clot treatment or surgery if the cerebellum swells.",
    home: [
      "Call 112 now: Note the time it started; keep the person lying on their side, give nothing to eat or drink, and do not let them walk alone.",
    ],
    tx: "Stroke unit: Clot-busting or clot-removal treatment when it is early enough, aspirin, and close watching for swelling.",
    src: [
      nice("ng128", "NG128 Stroke and transient ischaemic attack in over 16s"),
      statpearls("Posterior Circulation Stroke"),
    ],
  }),
];
