// Eleventh round (emergencies a GP must never miss in the systems not yet swept): systemic lupus, which the
// knowledge base named only as a cause, and likelihood rows appended to existing conditions for the findings of
// findings-gp11.ts, so the condition that makes a sign an emergency also explains it.
// Sources: NICE CKS systemic lupus erythematosus (young women, more often of African descent; emergency
// admission for organ-threatening flares: kidney, lungs and heart, brain), NICE CKS hyperthyroidism (thyroid
// storm), ENT UK / NICE CKS foreign body in the nose (button batteries), NICE CKS dental abscess (spreading
// infection), WHO diphtheria, NICE CKS septic arthritis and acute childhood limp, WHO Basic emergency care
// (haemorrhage). A row is added only where the condition has none for that finding (kb/index.ts).
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

export const GP11_CONDITIONS: Condition[] = [
  gp({
    id: "systemic_lupus",
    name: "Systemic lupus erythematosus (lupus)",
    common: "Lupus (SLE)",
    icd: "M32.9",
    tri: "consultation_24",
    // Mostly women aged 15-45 (about 9 women to 1 man), rare before puberty.
    prior: prior(0.4, {
      f: 1.8,
      m: 0.2,
      bands: [
        [0, 11, 0.05],
        [11.01, 15, 0.4],
        [15.01, 50, 1],
        [50.01, 200, 0.5],
      ],
    }),
    lk: "known_lupus .9, joint_pain .8, fatigue .8, fever .45, rash .45, mouth_ulcers .35, hair_loss .35, pleuritic_pain .25, sob .2, leg_swelling .3, swollen_face .2, foamy_urine .25, haematuria .15, oliguria .08, high_bp_reading .25, weight_loss .3, swollen_glands .25, seizure .04, confusion .04",
    desc: "Lupus is an autoimmune disease in which the immune system attacks the body's own tissues: joint pains, tiredness, fevers, a rash on the cheeks or in the sun, mouth ulcers and hair loss that come and go in flares. It is commonest in young women and in people of African descent. A flare can attack the kidneys (swelling, foamy urine, little urine, high blood pressure), the lining of the lungs and heart (chest pain on breathing, breathlessness) or the brain (fits, confusion): those flares are emergencies.",
    causes:
      "Autoimmune disease, more common in women of childbearing age and in people of African descent; Flares after sun, infection, pregnancy or stopping treatment",
    see: "See a doctor within a day for a flare with fever, rash and joint pains; go to hospital now with breathlessness, chest pain, little urine, swelling, fits or confusion.",
    home: "Keep taking your medicines: Do not stop hydroxychloroquine or steroids on your own, protect your skin from the sun and rest during a flare.",
    tx: "Specialist care: Hydroxychloroquine for everyone, steroids and immune-suppressing medicines for flares and kidney disease.",
    src: [
      nice(
        "lupus-systemic-erythematosus",
        "Systemic lupus erythematosus - emergency admission for organ-threatening flares",
      ),
      statpearls("Systemic Lupus Erythematosus"),
    ],
  }),
];

export const GP11_LIKELIHOOD_ROWS: Record<string, string> = {
  // Acute heavy menstrual bleeding: soaking a pad within the hour (RCOG / NICE NG88 heavy menstrual bleeding).
  menorrhagia: "heavy_vaginal_bleeding .15",
  nasal_foreign_body: "battery_in_nose_ear .1",
  ear_foreign_body: "battery_in_nose_ear .1",
  laceration: "wound_bleeding_heavy .05",
  septic_arthritis: "limb_not_used .5",
  osteomyelitis: "limb_not_used .4",
  hyperthyroidism: "known_hyperthyroid .5",
  thyroid_storm: "known_hyperthyroid .95",
};
